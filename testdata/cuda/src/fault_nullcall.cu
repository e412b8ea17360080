// Device function pointers as plugin tables use them: a __device__ table
// of operations called through pointers (works), then a call through a
// table entry left null, which faults on the GPU: the error the next
// synchronising call returns, its message, and that it is sticky.
#include "common.h"

typedef float (*op_t)(float, float);
__device__ float op_add(float a, float b) { return a + b; }
__device__ float op_mul(float a, float b) { return a * b; }
__device__ float op_max(float a, float b) { return fmaxf(a, b); }
__device__ op_t ops[4] = {op_add, op_mul, op_max, nullptr};

__global__ void apply(const float *a, const float *b, float *c, int which, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = ops[which](a[i], b[i]);
}

static void show(const char *what, cudaError_t e) { printf("%-28s %s: %s\n", what, cudaGetErrorName(e), cudaGetErrorString(e)); }

int main() {
  const int n = 256;
  float ha[n], hb[n], hc[n];
  for (int i = 0; i < n; i++) { ha[i] = i * 0.5f; hb[i] = 100.f - i; }
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMalloc(&c, n * sizeof(float)));
  CHECK(cudaMemcpy(a, ha, sizeof(ha), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof(hb), cudaMemcpyHostToDevice));
  bool ok = true;
  for (int w = 0; w < 3; w++) {
    apply<<<1, n>>>(a, b, c, w, n);
    CHECK(cudaMemcpy(hc, c, sizeof(hc), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; i++) {
      float want = w == 0 ? ha[i] + hb[i] : w == 1 ? ha[i] * hb[i] : fmaxf(ha[i], hb[i]);
      bad += hc[i] != want;
    }
    printf("operation %d through the table: %s\n", w, bad ? "WRONG" : "ok");
    ok &= bad == 0;
  }
  apply<<<1, n>>>(a, b, c, 3, n);
  show("null entry: launch", cudaGetLastError());
  show("null entry: synchronize", cudaDeviceSynchronize());
  show("then cudaMemcpy", cudaMemcpy(hc, c, sizeof(hc), cudaMemcpyDeviceToHost));
  return finish(ok);
}
