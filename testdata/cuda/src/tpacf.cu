// Parboil TPACF (two-point angular correlation): points on the unit sphere,
// angular bin boundaries as cosines in __constant__ double memory. Each
// thread takes one point of a block-sized tile (staged in shared memory)
// against all points, a binary search over the bins per pair, and counts in
// per-warp shared histograms (shared atomicAdd) summed into 64-bit global
// counters (atomicAdd unsigned long long). Data-data and data-random
// histograms; dot products in double with explicit _rn intrinsics so the
// CPU count is exact.
#include "common.h"

#define NBINS 20
#define BLOCK 256

__constant__ double binb[NBINS + 1];

__global__ void tpacf_kernel(const double3 *a, int na, const double3 *b, int nb, bool self, unsigned long long *hist) {
  __shared__ unsigned int h[BLOCK / 32][NBINS + 2];
  __shared__ double3 tile[BLOCK];
  int t = threadIdx.x, w = t / 32;
  for (int i = t; i < (BLOCK / 32) * (NBINS + 2); i += BLOCK) (&h[0][0])[i] = 0;
  int i = blockIdx.x * BLOCK + t;
  double3 p = i < na ? a[i] : make_double3(0, 0, 0);
  __syncthreads();
  for (int base = 0; base < nb; base += BLOCK) {
    if (base + t < nb) tile[t] = b[base + t];
    __syncthreads();
    int lim = nb - base < BLOCK ? nb - base : BLOCK;
    for (int j = 0; j < lim; j++) {
      int jj = base + j;
      if (i >= na || (self && jj <= i)) continue;
      double3 q = tile[j];
      double d = __dadd_rn(__dadd_rn(__dmul_rn(p.x, q.x), __dmul_rn(p.y, q.y)), __dmul_rn(p.z, q.z));
      // binb is decreasing (cosines of increasing angles): find k with binb[k] >= d > binb[k+1].
      int lo = 0, hi = NBINS + 1;
      while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (d >= binb[mid]) hi = mid; else lo = mid;
      }
      atomicAdd(&h[w][hi], 1u);
    }
    __syncthreads();
  }
  for (int k = t; k < NBINS + 2; k += BLOCK) {
    unsigned long long s = 0;
    for (int ww = 0; ww < BLOCK / 32; ww++) s += h[ww][k];
    atomicAdd(&hist[k], s);
  }
}

static void points(double3 *p, int n, unsigned *seed) {
  for (int i = 0; i < n; i++) {
    double z = 2.0 * lcg_float(seed) - 1.0, phi = 6.283185307179586 * lcg_float(seed);
    double r = sqrt(1 - z * z);
    p[i] = make_double3(r * cos(phi), r * sin(phi), z);
  }
}

static void cpu_hist(const double3 *a, int na, const double3 *b, int nb, bool self, const double *bb, unsigned long long *h) {
  for (int i = 0; i < na; i++)
    for (int j = self ? i + 1 : 0; j < nb; j++) {
      double d = a[i].x * b[j].x + a[i].y * b[j].y + a[i].z * b[j].z;
      int lo = 0, hi = NBINS + 1;
      while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (d >= bb[mid]) hi = mid; else lo = mid;
      }
      h[hi]++;
    }
}

int main() {
  const int nd = 1200, nr = 800;
  double bb[NBINS + 1];
  // Log-spaced angles from 0.01 to 90 degrees (in minutes of arc in Parboil).
  for (int k = 0; k <= NBINS; k++) {
    double deg = 0.01 * pow(9000.0, (double)k / NBINS);
    bb[k] = cos(deg * 3.141592653589793 / 180.0);
  }
  CHECK(cudaMemcpyToSymbol(binb, bb, sizeof(bb)));
  unsigned seed = 5;
  double3 *d = (double3 *)malloc(nd * sizeof(double3)), *r = (double3 *)malloc(nr * sizeof(double3));
  points(d, nd, &seed);
  points(r, nr, &seed);
  double3 *dd, *dr;
  unsigned long long *dh;
  CHECK(cudaMalloc(&dd, nd * sizeof(double3)));
  CHECK(cudaMalloc(&dr, nr * sizeof(double3)));
  CHECK(cudaMalloc(&dh, 2 * (NBINS + 2) * sizeof(unsigned long long)));
  CHECK(cudaMemcpy(dd, d, nd * sizeof(double3), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dr, r, nr * sizeof(double3), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dh, 0, 2 * (NBINS + 2) * sizeof(unsigned long long)));
  tpacf_kernel<<<(nd + BLOCK - 1) / BLOCK, BLOCK>>>(dd, nd, dd, nd, true, dh);
  CHECK_LAUNCH();
  tpacf_kernel<<<(nd + BLOCK - 1) / BLOCK, BLOCK>>>(dd, nd, dr, nr, false, dh + NBINS + 2);
  CHECK_LAUNCH();
  unsigned long long h[2 * (NBINS + 2)], want[2 * (NBINS + 2)] = {0};
  CHECK(cudaMemcpy(h, dh, sizeof(h), cudaMemcpyDeviceToHost));
  cpu_hist(d, nd, d, nd, true, bb, want);
  cpu_hist(d, nd, r, nr, false, bb, want + NBINS + 2);
  bool ok = true;
  for (int k = 0; k < 2 * (NBINS + 2); k++)
    if (h[k] != want[k]) {
      printf("bin %d: %llu, want %llu\n", k, h[k], want[k]);
      ok = false;
    }
  printf("DD:");
  for (int k = 0; k < NBINS + 2; k++) printf(" %llu", h[k]);
  printf("\nDR:");
  for (int k = 0; k < NBINS + 2; k++) printf(" %llu", h[NBINS + 2 + k]);
  printf("\n");
  return finish(ok);
}
