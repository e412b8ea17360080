// A kernel that executes a trap (__trap(), what assert-like checks in
// libraries compile to): the launch returns cudaSuccess, the next
// synchronising call cudaErrorLaunchFailure ("unspecified launch failure"),
// the error is sticky (later calls fail with it), cudaGetLastError reports
// it once and cudaPeekAtLastError does not clear it. Names and messages go
// to stdout to be compared with the H200's.
#include "common.h"

__global__ void check_and_trap(const int *v, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    if (v[i] < 0) __trap();
    out[i] = v[i] * 2;
  }
}

static void show(const char *what, cudaError_t e) { printf("%-32s %s: %s\n", what, cudaGetErrorName(e), cudaGetErrorString(e)); }

int main() {
  const int n = 1024;
  int h[n];
  for (int i = 0; i < n; i++) h[i] = i == 700 ? -1 : i;
  int *dv, *dout;
  CHECK(cudaMalloc(&dv, n * sizeof(int)));
  CHECK(cudaMalloc(&dout, n * sizeof(int)));
  CHECK(cudaMemcpy(dv, h, n * sizeof(int), cudaMemcpyHostToDevice));
  check_and_trap<<<n / 256, 256>>>(dv, dout, n);
  show("launch", cudaGetLastError());
  show("cudaDeviceSynchronize", cudaDeviceSynchronize());
  show("cudaPeekAtLastError", cudaPeekAtLastError());
  show("cudaGetLastError", cudaGetLastError());
  show("cudaGetLastError again", cudaGetLastError());
  int *p;
  show("cudaMalloc after", cudaMalloc(&p, 16));
  show("cudaMemcpy after", cudaMemcpy(h, dout, sizeof(int), cudaMemcpyDeviceToHost));
  check_and_trap<<<1, 32>>>(dv, dout, 32);
  show("a launch after", cudaGetLastError());
  show("cudaStreamQuery", cudaStreamQuery(0));
  // The program ends normally: the fault was expected.
  printf("PASS\n");
  return 0;
}
