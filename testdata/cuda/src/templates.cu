// C++ device code: a templated kernel instantiated for float, double and
// int, a functor template argument, a struct of mixed alignment passed by
// value, a kernel with many scalar parameters of different sizes, and a
// kernel in a namespace.
#include "common.h"

struct Saxpy {
  template <typename T>
  __host__ __device__ T operator()(T a, T x, T y) const { return a * x + y; }
};
struct MaxOp {
  template <typename T>
  __host__ __device__ T operator()(T a, T x, T y) const { return a * x > y ? a * x : y; }
};

template <typename T, typename Op>
__global__ void apply(T a, const T *x, T *y, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = op(a, x[i], y[i]);
}

struct Mixed {
  char c;
  double d;
  short s;
  int i;
  float f[3];
  long long ll;
};

__global__ void unpack(Mixed m, double *out) {
  out[0] = m.c;
  out[1] = m.d;
  out[2] = m.s;
  out[3] = m.i;
  out[4] = m.f[0] + m.f[1] + m.f[2];
  out[5] = (double)m.ll;
}

__global__ void manyParams(char a, short b, int c, long long d, float e, double f, unsigned char g, unsigned short h, unsigned i,
                           unsigned long long j, bool k, double *out) {
  out[0] = a + b + c + d + e + f + g + h + i + j + k;
}

namespace outer {
namespace inner {
__global__ void scaled(int *p, int k) { p[threadIdx.x] = threadIdx.x * k; }
}  // namespace inner
}  // namespace outer

template <typename T, typename Op>
static int run(T a, Op op, const char *name) {
  const int n = 777;
  T *x = (T *)malloc(n * sizeof(T)), *y = (T *)malloc(n * sizeof(T)), *out = (T *)malloc(n * sizeof(T));
  for (int i = 0; i < n; i++) {
    x[i] = (T)(i % 17);
    y[i] = (T)(i % 5) * 3;
  }
  T *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(T)));
  CHECK(cudaMalloc(&dy, n * sizeof(T)));
  CHECK(cudaMemcpy(dx, x, n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y, n * sizeof(T), cudaMemcpyHostToDevice));
  apply<<<(n + 127) / 128, 128>>>(a, dx, dy, n, op);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, dy, n * sizeof(T), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (out[i] != op(a, x[i], y[i])) bad++;
  printf("%s: %d wrong\n", name, bad);
  cudaFree(dx);
  cudaFree(dy);
  free(x);
  free(y);
  free(out);
  return bad;
}

int main() {
  int bad = 0;
  bad += run<float>(2.5f, Saxpy(), "saxpy float");
  bad += run<double>(-1.25, Saxpy(), "saxpy double");
  bad += run<int>(3, Saxpy(), "saxpy int");
  bad += run<int>(2, MaxOp(), "max int");
  Mixed m = {'A', 2.75, -300, 123456, {1.5f, 2.5f, 3.0f}, -9000000000LL};
  double *dOut, out[6];
  CHECK(cudaMalloc(&dOut, sizeof out));
  unpack<<<1, 1>>>(m, dOut);
  CHECK(cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost));
  double want[6] = {65, 2.75, -300, 123456, 7.0, -9000000000.0};
  for (int i = 0; i < 6; i++)
    if (out[i] != want[i]) {
      printf("Mixed field %d = %g, want %g\n", i, out[i], want[i]);
      bad++;
    }
  manyParams<<<1, 1>>>(-1, -2, -3, -4, 0.5f, 0.25, 200, 60000, 4000000000u, 1ull << 40, true, dOut);
  CHECK(cudaMemcpy(out, dOut, sizeof(double), cudaMemcpyDeviceToHost));
  double w = -1 - 2 - 3 - 4 + 0.5 + 0.25 + 200 + 60000 + 4000000000.0 + 1099511627776.0 + 1;
  if (out[0] != w) {
    printf("manyParams = %.17g, want %.17g\n", out[0], w);
    bad++;
  }
  int *dp, hp[32];
  CHECK(cudaMalloc(&dp, sizeof hp));
  outer::inner::scaled<<<1, 32>>>(dp, 7);
  CHECK(cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 32; i++)
    if (hp[i] != 7 * i) bad++;
  printf("templates: %d wrong\n", bad);
  return finish(bad == 0);
}
