// CUDA samples fastWalshTransform and sobolQRNG. The Walsh-Hadamard
// transform of 2^17 floats: radix-4 butterfly passes in global memory for
// the long strides, then one shared-memory kernel for the last 11 levels
// (the sample's structure); the dyadic convolution of data with a kernel by
// transform, pointwise product, transform, checked against a direct O(N*M)
// dyadic convolution. Sobol: direction numbers for 8 dimensions built on
// the host, each thread generating a stride of points with the Gray-code
// recurrence, bit-exact with the host.
#include "common.h"

__global__ void fwtRadix4(float *d, int stride, int n) {
  int pos = blockIdx.x * blockDim.x + threadIdx.x;
  if (pos >= n / 4) return;
  int lo = pos & (stride - 1);
  int i0 = ((pos - lo) << 2) + lo;
  float *p = d + i0;
  float d0 = p[0], d1 = p[stride], d2 = p[2 * stride], d3 = p[3 * stride], t;
  t = d0; d0 = d0 + d2; d2 = t - d2;
  t = d1; d1 = d1 + d3; d3 = t - d3;
  t = d0; p[0] = d0 + d1; p[stride] = t - d1;
  t = d2; p[2 * stride] = d2 + d3; p[3 * stride] = t - d3;
}

// The last log2(2048) levels of each 2048-float segment in shared memory.
__global__ void fwtShared(float *d) {
  extern __shared__ float s[];
  const int N = 2048;
  float *base = d + blockIdx.x * N;
  for (int i = threadIdx.x; i < N; i += blockDim.x) s[i] = base[i];
  for (int stride = N / 2; stride >= 1; stride >>= 1) {
    __syncthreads();
    for (int pos = threadIdx.x; pos < N / 2; pos += blockDim.x) {
      int lo = pos & (stride - 1), i0 = ((pos - lo) << 1) + lo, i1 = i0 + stride;
      float a = s[i0], b = s[i1];
      s[i0] = a + b;
      s[i1] = a - b;
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < N; i += blockDim.x) base[i] = s[i];
}

__global__ void modulate(float *a, const float *b, int n, float scale) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) a[i] *= b[i] * scale;
}

static void fwt(float *d, int log2n) {
  int n = 1 << log2n;
  int stride = n / 4;
  for (; stride >= 2048; stride >>= 2) fwtRadix4<<<(n / 4 + 255) / 256, 256>>>(d, stride, n);
  // The radix-4 passes leave the last 11 levels: log2n - 11 must be even.
  fwtShared<<<n / 2048, 256, 2048 * sizeof(float)>>>(d);
}

#define DIMS 8
#define BITS 31
__global__ void sobol(int npoints, const unsigned *dirs, float *out) {
  __shared__ unsigned v[BITS];
  int dim = blockIdx.y;
  if (threadIdx.x < BITS) v[threadIdx.x] = dirs[dim * BITS + threadIdx.x];
  __syncthreads();
  int tid = blockIdx.x * blockDim.x + threadIdx.x, step = gridDim.x * blockDim.x;
  // The first point of this thread from scratch, then Gray-code steps of
  // `step` points, which flip the bits of (i ^ i>>1) ^ (i+step ^ (i+step)>>1).
  for (int i = tid; i < npoints; i += step) {
    unsigned g = i ^ (i >> 1), x = 0;
    for (int k = 0; g; k++, g >>= 1)
      if (g & 1) x ^= v[k];
    out[dim * npoints + i] = (float)x * (1.0f / 2147483648.0f);
  }
}

int main() {
  const int log2n = 17, n = 1 << log2n, M = 64;
  bool ok = true;
  float *data = (float *)malloc(n * 4), *kern = (float *)calloc(n, 4), *res = (float *)malloc(n * 4);
  unsigned seed = 41;
  for (int i = 0; i < n; i++) data[i] = lcg_float(&seed) - 0.5f;
  for (int i = 0; i < M; i++) kern[i] = lcg_float(&seed) - 0.5f;
  float *dd, *dk;
  CHECK(cudaMalloc(&dd, n * 4));
  CHECK(cudaMalloc(&dk, n * 4));
  CHECK(cudaMemcpy(dd, data, n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dk, kern, n * 4, cudaMemcpyHostToDevice));
  fwt(dd, log2n);
  fwt(dk, log2n);
  modulate<<<128, 256>>>(dd, dk, n, 1.0f / n);
  fwt(dd, log2n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(res, dd, n * 4, cudaMemcpyDeviceToHost));
  // Dyadic convolution: r[i] = sum_j data[i ^ j] * kern[j], checked on a sample of outputs.
  int bad = 0;
  for (int i = 0; i < n; i += 61) {
    double s = 0;
    for (int j = 0; j < M; j++) s += (double)data[i ^ j] * kern[j];
    if (!close_to(res[i], s, 1e-3, 1e-4) && bad++ < 5) printf("dyadic convolution[%d] = %.7f, want %.7f\n", i, res[i], s);
  }
  printf("fast Walsh transform of 2^%d: dyadic convolution with %d taps, %d mismatches\n", log2n, M, bad);
  ok &= bad == 0;

  // Sobol direction numbers (Joe-Kuo primitive polynomials and initial m values).
  const int npoints = 1 << 14;
  static const unsigned poly[DIMS] = {0, 0, 1, 1, 2, 1, 4, 2};  // a, with degrees below
  static const int deg[DIMS] = {0, 1, 2, 3, 3, 4, 4, 5};
  static const unsigned minit[DIMS][5] = {{0}, {1}, {1, 3}, {1, 3, 1}, {1, 1, 1}, {1, 1, 3, 3}, {1, 3, 5, 13}, {1, 1, 5, 5, 17}};
  unsigned dirs[DIMS * BITS];
  for (int d = 0; d < DIMS; d++) {
    unsigned *v = dirs + d * BITS;
    if (d == 0) {
      for (int k = 0; k < BITS; k++) v[k] = 1u << (30 - k);
      continue;
    }
    int s = deg[d];
    for (int k = 0; k < s && k < BITS; k++) v[k] = minit[d][k] << (30 - k);
    for (int k = s; k < BITS; k++) {
      unsigned x = v[k - s] ^ (v[k - s] >> s);
      for (int b = 1; b < s; b++)
        if ((poly[d] >> (s - 1 - b)) & 1) x ^= v[k - b];
      v[k] = x;
    }
  }
  unsigned *ddirs;
  float *dpts, *pts = (float *)malloc(DIMS * npoints * 4);
  CHECK(cudaMalloc(&ddirs, sizeof dirs));
  CHECK(cudaMalloc(&dpts, DIMS * npoints * 4));
  CHECK(cudaMemcpy(ddirs, dirs, sizeof dirs, cudaMemcpyHostToDevice));
  sobol<<<dim3(16, DIMS), 64>>>(npoints, ddirs, dpts);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(pts, dpts, DIMS * npoints * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  double mean[DIMS] = {0};
  for (int d = 0; d < DIMS; d++) {
    unsigned x = 0;
    for (int i = 0; i < npoints; i++) {
      if (i > 0) {
        int c = __builtin_ctz(i);  // Gray-code recurrence: flip direction c
        x ^= dirs[d * BITS + c];
      }
      float w = (float)x * (1.0f / 2147483648.0f);
      if (pts[d * npoints + i] != w && bad++ < 5) printf("sobol dim %d point %d: %.9g want %.9g\n", d, i, pts[d * npoints + i], w);
      mean[d] += pts[d * npoints + i];
    }
    mean[d] /= npoints;
    ok &= fabs(mean[d] - 0.5) < 1e-3;
  }
  printf("sobol: %d dimensions x %d points, %d mismatches, means %.5f %.5f %.5f %.5f\n", DIMS, npoints, bad, mean[0], mean[1], mean[2], mean[7]);
  ok &= bad == 0;
  return finish(ok);
}
