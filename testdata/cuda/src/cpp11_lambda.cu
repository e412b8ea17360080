// C++11/14/17 in device code, as modern CUDA codes write it: extended
// __device__ and __host__ __device__ lambdas passed to a templated
// grid-stride kernel (nvcc --extended-lambda), lambdas capturing by value
// (including a captured struct and array), generic lambdas, constexpr
// functions and if constexpr, variadic templates (a sum over a parameter
// pack, a kernel taking a pack of pointers), std::integer_sequence-style
// unrolling with a fold expression, a templated struct with static
// constexpr members, decltype/auto return types, and a range-for over a
// local array. Checked on the host with the same lambdas.
#include "common.h"
#include <utility>

template <typename F>
__global__ void for_each_index(int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) f(i);
}

template <typename F>
void launch(int n, F f) {
  for_each_index<<<(n + 255) / 256 < 120 ? (n + 255) / 256 : 120, 256>>>(n, f);
}

constexpr int cube(int x) { return x * x * x; }
static_assert(cube(3) == 27, "constexpr function");

template <typename T>
__host__ __device__ constexpr T sum() { return T(0); }
template <typename T, typename... Rest>
__host__ __device__ constexpr T sum(T a, Rest... r) { return a + sum<T>(r...); }

template <typename... P>
__global__ void scale_all(float s, int n, P... ptrs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // A fold over the comma operator: every array scaled.
  ((ptrs[i] *= s), ...);
}

template <int N>
struct Poly {
  static constexpr int degree = N;
  float c[N + 1];
  __host__ __device__ float operator()(float x) const {
    float r = 0;
    for (int k = N; k >= 0; k--) r = r * x + c[k];
    return r;
  }
};

template <typename T, size_t... I>
__host__ __device__ T dot_unrolled(const T *a, const T *b, std::index_sequence<I...>) {
  return ((a[I] * b[I]) + ...);
}

template <typename T>
__host__ __device__ auto classify(T v) {
  if constexpr (sizeof(T) == 8) return v * 2;
  else return v + 1;
}

int main() {
  const int n = 100000;
  bool ok = true;
  float *x, *y;
  int *iv;
  double *dv;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  CHECK(cudaMallocManaged(&iv, n * sizeof(int)));
  CHECK(cudaMallocManaged(&dv, n * sizeof(double)));
  for (int i = 0; i < n; i++) { x[i] = i * 0.001f; y[i] = 1.f; }
  // saxpy through a device lambda capturing a and the pointers by value.
  float a = 2.5f;
  launch(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
  // A host-device lambda with a captured polynomial object.
  Poly<3> p{{1.f, -0.5f, 0.25f, 0.125f}};
  auto poly = [=] __host__ __device__(float v) { return p(v); };
  launch(n, [=] __device__(int i) { x[i] = poly(x[i] * 0.01f); });
  // Captured array, constexpr table, a generic lambda inside the device lambda.
  int offs[4] = {10, 20, 30, 40};
  launch(n, [=] __device__(int i) {
    auto twice = [](auto v) { return v + v; };
    int s = 0;
    for (int o : offs) s += o;
    iv[i] = twice(cube((i & 3) + 1)) + s + sum(1, 2, 3, i & 7);
    dv[i] = classify((double)i) + classify(i);
  });
  CHECK(cudaDeviceSynchronize());
  // Variadic kernel over three arrays.
  scale_all<<<(n + 255) / 256, 256>>>(0.5f, n, x, y, (float *)nullptr == x ? y : y);
  CHECK(cudaDeviceSynchronize());
  // A dot product unrolled by an index sequence, on the device.
  float *dd;
  CHECK(cudaMallocManaged(&dd, 2 * sizeof(float)));
  float *xs = x;
  launch(1, [=] __device__(int) { dd[0] = dot_unrolled(xs, xs + 8, std::make_index_sequence<8>{}); });
  CHECK(cudaDeviceSynchronize());

  int bad = 0;
  for (int i = 0; i < n; i++) {
    float yy = a * (i * 0.001f) + 1.f;
    float xx = poly((i * 0.001f) * 0.01f);
    float wx = xx * 0.5f, wy = yy * 0.25f; // y scaled twice (passed twice)
    int wi = 2 * cube((i & 3) + 1) + 100 + 6 + (i & 7);
    double wd = 2.0 * i + (i + 1);
    if (!close_to(x[i], wx, 1e-6, 1e-7) || !close_to(y[i], wy, 1e-6, 1e-6) || iv[i] != wi || dv[i] != wd) {
      if (bad < 5) printf("i=%d: x %g/%g y %g/%g iv %d/%d dv %g/%g\n", i, x[i], wx, y[i], wy, iv[i], wi, dv[i], wd);
      bad++;
    }
  }
  float wdot = dot_unrolled(x, x + 8, std::make_index_sequence<8>{});
  if (!close_to(dd[0], wdot, 1e-6, 0)) { printf("dot %g want %g\n", dd[0], wdot); bad++; }
  static_assert(Poly<3>::degree == 3, "constexpr member");
  printf("lambdas, variadic templates, constexpr: %d mismatches\n", bad);
  ok = bad == 0;
  return finish(ok);
}
