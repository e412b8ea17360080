// Parboil MRI-Q: Q(x) = sum over k-space samples of phi(k) * e^(i 2 pi k.x),
// float with sinf/cosf, the k-space samples streamed through __constant__
// memory in chunks (cudaMemcpyToSymbol with an offset per launch); a first
// kernel computes |phi|^2. Double-precision host reference.
#include "common.h"

#define CHUNK 256
struct KValue { float kx, ky, kz, phi; };
__constant__ KValue ck[CHUNK];

__global__ void phiMag(const float *re, const float *im, float *mag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) mag[i] = re[i] * re[i] + im[i] * im[i];
}

__global__ void computeQ(int nk, const float *x, const float *y, const float *z, float *qr, float *qi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float px = x[i], py = y[i], pz = z[i], sr = qr[i], si = qi[i];
  for (int k = 0; k < nk; k++) {
    float arg = 6.2831853071795864769f * (ck[k].kx * px + ck[k].ky * py + ck[k].kz * pz);
    sr += ck[k].phi * cosf(arg);
    si += ck[k].phi * sinf(arg);
  }
  qr[i] = sr;
  qi[i] = si;
}

int main() {
  const int nx = 2048, nk = 700;
  float *x = (float *)malloc(nx * 4), *y = (float *)malloc(nx * 4), *z = (float *)malloc(nx * 4);
  float *kx = (float *)malloc(nk * 4), *ky = (float *)malloc(nk * 4), *kz = (float *)malloc(nk * 4);
  float *re = (float *)malloc(nk * 4), *im = (float *)malloc(nk * 4), *mag = (float *)malloc(nk * 4);
  float *qr = (float *)malloc(nx * 4), *qi = (float *)malloc(nx * 4);
  unsigned seed = 21;
  for (int i = 0; i < nx; i++) { x[i] = lcg_float(&seed) - 0.5f; y[i] = lcg_float(&seed) - 0.5f; z[i] = lcg_float(&seed) - 0.5f; }
  for (int k = 0; k < nk; k++) {
    kx[k] = (lcg_float(&seed) - 0.5f) * 16; ky[k] = (lcg_float(&seed) - 0.5f) * 16; kz[k] = (lcg_float(&seed) - 0.5f) * 16;
    re[k] = lcg_float(&seed) - 0.5f; im[k] = lcg_float(&seed) - 0.5f;
  }
  float *dx, *dy, *dz, *dre, *dim, *dmag, *dqr, *dqi;
  CHECK(cudaMalloc(&dx, nx * 4)); CHECK(cudaMalloc(&dy, nx * 4)); CHECK(cudaMalloc(&dz, nx * 4));
  CHECK(cudaMalloc(&dre, nk * 4)); CHECK(cudaMalloc(&dim, nk * 4)); CHECK(cudaMalloc(&dmag, nk * 4));
  CHECK(cudaMalloc(&dqr, nx * 4)); CHECK(cudaMalloc(&dqi, nx * 4));
  CHECK(cudaMemcpy(dx, x, nx * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y, nx * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dz, z, nx * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dre, re, nk * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dim, im, nk * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dqr, 0, nx * 4));
  CHECK(cudaMemset(dqi, 0, nx * 4));
  phiMag<<<(nk + 255) / 256, 256>>>(dre, dim, dmag, nk);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(mag, dmag, nk * 4, cudaMemcpyDeviceToHost));
  KValue *kv = (KValue *)malloc(nk * sizeof(KValue));
  for (int k = 0; k < nk; k++) kv[k] = {kx[k], ky[k], kz[k], mag[k]};
  int launches = 0;
  for (int k0 = 0; k0 < nk; k0 += CHUNK) {
    int n = nk - k0 < CHUNK ? nk - k0 : CHUNK;
    // Fill the constant bank back to front: the offset form of cudaMemcpyToSymbol.
    CHECK(cudaMemcpyToSymbol(ck, kv + k0 + n / 2, (n - n / 2) * sizeof(KValue), (n / 2) * sizeof(KValue)));
    CHECK(cudaMemcpyToSymbol(ck, kv + k0, (n / 2) * sizeof(KValue)));
    computeQ<<<nx / 128, 128>>>(n, dx, dy, dz, dqr, dqi);
    CHECK_LAUNCH();
    launches++;
  }
  CHECK(cudaMemcpy(qr, dqr, nx * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(qi, dqi, nx * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  double sr = 0, si = 0;
  for (int i = 0; i < nx; i++) {
    double wr = 0, wi = 0;
    for (int k = 0; k < nk; k++) {
      double m = (double)re[k] * re[k] + (double)im[k] * im[k];
      double arg = 2 * M_PI * ((double)kx[k] * x[i] + (double)ky[k] * y[i] + (double)kz[k] * z[i]);
      wr += m * cos(arg);
      wi += m * sin(arg);
    }
    if ((!close_to(qr[i], wr, 1e-3, 2e-3) || !close_to(qi[i], wi, 1e-3, 2e-3)) && bad++ < 5)
      printf("Q[%d] = %.6f%+.6fi, want %.6f%+.6fi\n", i, qr[i], qi[i], wr, wi);
    sr += qr[i]; si += qi[i];
  }
  printf("mri-q: %d voxels, %d samples in %d constant chunks, %d mismatches, sum Q = %.3f%+.3fi\n", nx, nk, launches, bad, sr, si);
  return finish(bad == 0);
}
