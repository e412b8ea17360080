// SHOC sort / CUDA samples radixSort style: a least-significant-digit radix
// sort of 32-bit keys with 32-bit values, 4 bits per pass (8 passes): per
// block a local split by shared-memory prefix sums of the digit flags,
// per-block digit counts written column-major, a global exclusive scan of
// the counts (one block, warp-shuffle scan), then a scatter to
// scan[digit][block] + rank within the block's digit. Keys, values and
// stability checked against a CPU counting sort; a second run on keys with
// many duplicates.
#include "common.h"

#define B 256
#define D 16

__device__ int block_scan_excl(int v, int *s) {
  // Inclusive warp scan, then the warp totals.
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  int x = v;
  for (int o = 1; o < 32; o <<= 1) {
    int y = __shfl_up_sync(0xffffffffu, x, o);
    if (lane >= o) x += y;
  }
  if (lane == 31) s[w] = x;
  __syncthreads();
  if (w == 0) {
    int t = lane < B / 32 ? s[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      int y = __shfl_up_sync(0xffffffffu, t, o);
      if (lane >= o) t += y;
    }
    if (lane < B / 32) s[lane] = t;
  }
  __syncthreads();
  int r = x - v + (w ? s[w - 1] : 0);
  __syncthreads();
  return r;
}

// Sorts each block's tile by the digit (stable) and counts the digits.
__global__ void local_sort(unsigned *keys, unsigned *vals, int shift, unsigned *counts, int nblocks) {
  __shared__ unsigned sk[B], sv[B];
  __shared__ int scratch[32];
  __shared__ int hist[D];
  int t = threadIdx.x, i = blockIdx.x * B + t;
  unsigned k = keys[i], v = vals[i];
  unsigned dgt = (k >> shift) & (D - 1);
  if (t < D) hist[t] = 0;
  __syncthreads();
  // Split on each bit of the digit, low to high: stable.
  for (int b = 0; b < 4; b++) {
    int bit = (dgt >> b) & 1;
    int ones_before = block_scan_excl(bit, scratch);
    int total_ones = __syncthreads_count(bit);
    int pos = bit ? (B - total_ones) + ones_before : t - ones_before;
    sk[pos] = k;
    sv[pos] = v;
    __syncthreads();
    k = sk[t];
    v = sv[t];
    dgt = (k >> shift) & (D - 1);
    __syncthreads();
  }
  keys[i] = k;
  vals[i] = v;
  atomicAdd(&hist[dgt], 1);
  __syncthreads();
  if (t < D) counts[t * nblocks + blockIdx.x] = hist[t];
}

// Exclusive scan of D*nblocks counts in one block.
__global__ void scan_counts(unsigned *counts, int n) {
  __shared__ int scratch[32];
  __shared__ int carry;
  if (threadIdx.x == 0) carry = 0;
  __syncthreads();
  for (int base = 0; base < n; base += B) {
    int i = base + threadIdx.x;
    int v = i < n ? (int)counts[i] : 0;
    int ex = block_scan_excl(v, scratch);
    int c = carry;
    if (i < n) counts[i] = ex + c;
    __syncthreads();
    if (threadIdx.x == B - 1) carry = c + ex + v;
    __syncthreads();
  }
}

__global__ void scatter(const unsigned *keys, const unsigned *vals, unsigned *okeys, unsigned *ovals, int shift, const unsigned *offsets, int nblocks) {
  __shared__ int first[D];
  int t = threadIdx.x, i = blockIdx.x * B + t;
  unsigned k = keys[i];
  unsigned dgt = (k >> shift) & (D - 1);
  if (t < D) first[t] = B;
  __syncthreads();
  if (t == 0 || ((keys[i - 1] >> shift) & (D - 1)) != dgt) atomicMin(&first[dgt], t);
  __syncthreads();
  unsigned dst = offsets[dgt * nblocks + blockIdx.x] + (t - first[dgt]);
  okeys[dst] = k;
  ovals[dst] = vals[i];
}

static bool run(unsigned *hk, int n, const char *what) {
  int nb = n / B;
  unsigned *hv = (unsigned *)malloc(n * sizeof(unsigned));
  for (int i = 0; i < n; i++) hv[i] = i;
  unsigned *k0, *v0, *k1, *v1, *cnt;
  CHECK(cudaMalloc(&k0, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&v0, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&k1, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&v1, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&cnt, D * nb * sizeof(unsigned)));
  CHECK(cudaMemcpy(k0, hk, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(v0, hv, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  for (int shift = 0; shift < 32; shift += 4) {
    local_sort<<<nb, B>>>(k0, v0, shift, cnt, nb);
    scan_counts<<<1, B>>>(cnt, D * nb);
    scatter<<<nb, B>>>(k0, v0, k1, v1, shift, cnt, nb);
    unsigned *t = k0; k0 = k1; k1 = t;
    t = v0; v0 = v1; v1 = t;
  }
  CHECK_LAUNCH();
  unsigned *gk = (unsigned *)malloc(n * sizeof(unsigned)), *gv = (unsigned *)malloc(n * sizeof(unsigned));
  CHECK(cudaMemcpy(gk, k0, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gv, v0, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  // CPU: stable sort by key of (key, original index) pairs = LSD radix with the same digits.
  unsigned *ck = (unsigned *)malloc(n * sizeof(unsigned)), *cv = (unsigned *)malloc(n * sizeof(unsigned));
  unsigned *tk = (unsigned *)malloc(n * sizeof(unsigned)), *tv = (unsigned *)malloc(n * sizeof(unsigned));
  memcpy(ck, hk, n * sizeof(unsigned));
  memcpy(cv, hv, n * sizeof(unsigned));
  for (int shift = 0; shift < 32; shift += 8) {
    int c[257] = {0};
    for (int i = 0; i < n; i++) c[((ck[i] >> shift) & 255) + 1]++;
    for (int d = 0; d < 256; d++) c[d + 1] += c[d];
    for (int i = 0; i < n; i++) { int p = c[(ck[i] >> shift) & 255]++; tk[p] = ck[i]; tv[p] = cv[i]; }
    memcpy(ck, tk, n * sizeof(unsigned));
    memcpy(cv, tv, n * sizeof(unsigned));
  }
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (gk[i] != ck[i] || gv[i] != cv[i]) { if (bad < 3) printf("  [%d] = %08x/%u want %08x/%u\n", i, gk[i], gv[i], ck[i], cv[i]); bad++; }
  printf("radix sort of %d %s keys with values: %s\n", n, what, bad ? "WRONG" : "sorted, stable");
  return bad == 0;
}

int main() {
  const int n = 1 << 15;
  unsigned *k = (unsigned *)malloc(n * sizeof(unsigned));
  unsigned seed = 4;
  for (int i = 0; i < n; i++) k[i] = lcg_next(&seed);
  bool ok = run(k, n, "random");
  for (int i = 0; i < n; i++) k[i] = (lcg_next(&seed) >> 20) * 0x01010101u; // many duplicates
  ok &= run(k, n, "duplicate-heavy");
  return finish(ok);
}
