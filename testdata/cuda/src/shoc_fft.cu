// SHOC FFT: batched 512-point complex FFTs, one thread block of 64 threads
// per transform, each thread doing radix-8 butterflies on 8 values in
// registers with twiddles from __sincosf-free sincospif and exchanges
// through shared memory (float2, padded), forward then inverse (with
// 1/N scaling) so the round trip returns the input; also a double-precision
// radix-2 version with sincospi. Checked against a direct DFT of a few
// transforms and the round trip of all.
#include "common.h"

#define N 512
#define R 8
#define T (N / R)

__device__ __forceinline__ float2 cmul(float2 a, float2 b) { return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
__device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 csub(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }

// An 8-point DFT in registers (dir = -1 forward, +1 inverse), by definition.
__device__ void dft8(float2 *v, float dir) {
  float2 o[R];
#pragma unroll
  for (int k = 0; k < R; k++) {
    float2 s = make_float2(0, 0);
#pragma unroll
    for (int j = 0; j < R; j++) {
      float sn, cs;
      sincospif(dir * 2.f * ((j * k) % R) / R, &sn, &cs);
      s = cadd(s, cmul(v[j], make_float2(cs, sn)));
    }
    o[k] = s;
  }
#pragma unroll
  for (int k = 0; k < R; k++) v[k] = o[k];
}

// Stockham radix-8 FFT of N = 8^3 points: three passes.
__global__ void fft512(float2 *data, float dir) {
  __shared__ float2 sm[N + 8];
  float2 *d = data + blockIdx.x * N;
  int t = threadIdx.x;
  float2 v[R];
#pragma unroll
  for (int k = 0; k < R; k++) v[k] = d[t + k * T];
  int Ns = 1;
  for (int pass = 0; pass < 3; pass++) {
    int j = t % Ns; // position within the current sub-transform
    // Twiddle the inputs.
    if (Ns > 1) {
#pragma unroll
      for (int k = 1; k < R; k++) {
        float sn, cs;
        sincospif(dir * 2.f * (float)(j * k) / (float)(Ns * R), &sn, &cs);
        v[k] = cmul(v[k], make_float2(cs, sn));
      }
    }
    dft8(v, dir);
    int idx = (t / Ns) * Ns * R + j;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < R; k++) sm[idx + k * Ns] = v[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < R; k++) v[k] = sm[t + k * T];
    Ns *= R;
  }
  float scale = dir > 0 ? 1.f / N : 1.f;
#pragma unroll
  for (int k = 0; k < R; k++) d[t + k * T] = make_float2(v[k].x * scale, v[k].y * scale);
}

// Radix-2 in double: bit reversal into shared memory, log2(N) stages.
__global__ void fft512d(double2 *data, double dir) {
  __shared__ double2 s[N];
  double2 *d = data + blockIdx.x * N;
  for (int i = threadIdx.x; i < N; i += blockDim.x) s[__brev(i) >> (32 - 9)] = d[i];
  __syncthreads();
  for (int len = 2; len <= N; len <<= 1) {
    for (int b = threadIdx.x; b < N / 2; b += blockDim.x) {
      int half = len / 2, grp = b / half, pos = b % half;
      int i0 = grp * len + pos, i1 = i0 + half;
      double sn, cs;
      sincospi(dir * 2.0 * pos / len, &sn, &cs);
      double2 w = s[i1];
      double2 tw = make_double2(w.x * cs - w.y * sn, w.x * sn + w.y * cs);
      double2 u = s[i0];
      s[i0] = make_double2(u.x + tw.x, u.y + tw.y);
      s[i1] = make_double2(u.x - tw.x, u.y - tw.y);
    }
    __syncthreads();
  }
  double scale = dir > 0 ? 1.0 / N : 1.0;
  for (int i = threadIdx.x; i < N; i += blockDim.x) d[i] = make_double2(s[i].x * scale, s[i].y * scale);
}

int main() {
  const int batch = 128;
  bool ok = true;
  size_t n = (size_t)batch * N;
  float2 *h = (float2 *)malloc(n * sizeof(float2)), *out = (float2 *)malloc(n * sizeof(float2));
  double2 *hd = (double2 *)malloc(n * sizeof(double2)), *outd = (double2 *)malloc(n * sizeof(double2));
  unsigned seed = 77;
  for (size_t i = 0; i < n; i++) {
    h[i] = make_float2(lcg_float(&seed) - 0.5f, lcg_float(&seed) - 0.5f);
    hd[i] = make_double2(h[i].x, h[i].y);
  }
  float2 *d;
  double2 *dd;
  CHECK(cudaMalloc(&d, n * sizeof(float2)));
  CHECK(cudaMalloc(&dd, n * sizeof(double2)));
  CHECK(cudaMemcpy(d, h, n * sizeof(float2), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dd, hd, n * sizeof(double2), cudaMemcpyHostToDevice));
  fft512<<<batch, T>>>(d, -1.f);
  fft512d<<<batch, 128>>>(dd, -1.0);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, d, n * sizeof(float2), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(outd, dd, n * sizeof(double2), cudaMemcpyDeviceToHost));
  // Direct DFT of three transforms.
  double maxerr = 0, maxerrd = 0;
  for (int b = 0; b < batch; b += 50)
    for (int k = 0; k < N; k++) {
      double re = 0, im = 0;
      for (int j = 0; j < N; j++) {
        double a = -2 * M_PI * (double)((j * k) % N) / N;
        re += h[b * N + j].x * cos(a) - h[b * N + j].y * sin(a);
        im += h[b * N + j].x * sin(a) + h[b * N + j].y * cos(a);
      }
      maxerr = fmax(maxerr, fmax(fabs(out[b * N + k].x - re), fabs(out[b * N + k].y - im)));
      maxerrd = fmax(maxerrd, fmax(fabs(outd[b * N + k].x - re), fabs(outd[b * N + k].y - im)));
    }
  printf("forward FFT vs DFT: float %s, double %s\n", maxerr < 1e-3 ? "ok" : "WRONG", maxerrd < 1e-10 ? "ok" : "WRONG");
  printf("# max error float %.3g double %.3g\n", maxerr, maxerrd);
  ok &= maxerr < 1e-3 && maxerrd < 1e-10;
  fft512<<<batch, T>>>(d, 1.f);
  fft512d<<<batch, 128>>>(dd, 1.0);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, d, n * sizeof(float2), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(outd, dd, n * sizeof(double2), cudaMemcpyDeviceToHost));
  double rt = 0, rtd = 0;
  for (size_t i = 0; i < n; i++) {
    rt = fmax(rt, fmax(fabs(out[i].x - h[i].x), fabs(out[i].y - h[i].y)));
    rtd = fmax(rtd, fmax(fabs(outd[i].x - hd[i].x), fabs(outd[i].y - hd[i].y)));
  }
  printf("%d round trips of %d points: float %s, double %s\n", batch, N, rt < 1e-5 ? "ok" : "WRONG", rtd < 1e-13 ? "ok" : "WRONG");
  printf("# round-trip error float %.3g double %.3g\n", rt, rtd);
  ok &= rt < 1e-5 && rtd < 1e-13;
  return finish(ok);
}
