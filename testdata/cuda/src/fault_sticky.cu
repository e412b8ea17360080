// A kernel fault: a store through a wild pointer. The launch itself
// succeeds; the error shows at the next synchronising call as
// cudaErrorIllegalAddress, is sticky (every later call fails with it) until
// cudaDeviceReset, after which the program allocates and launches again.
#include "common.h"

__global__ void wild(int *p, int bad) {
  if (threadIdx.x == 3 && blockIdx.x == 1) p = (int *)(size_t)0x100;
  if (bad) p[threadIdx.x] = 42;
}

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  bool ok = true;
  int *d;
  CHECK(cudaMalloc(&d, 256 * sizeof(int)));
  wild<<<2, 64>>>(d, 1);
  cudaError_t launch = cudaGetLastError();
  printf("launch: %s\n", cudaGetErrorName(launch));
  cudaError_t sync = cudaDeviceSynchronize();
  printf("synchronize: %s\n", cudaGetErrorName(sync));
  ok = ok && sync == cudaErrorIllegalAddress;
  void *p2;
  cudaError_t after = cudaMalloc(&p2, 16);
  printf("cudaMalloc afterwards: %s\n", cudaGetErrorName(after));
  ok = ok && after == cudaErrorIllegalAddress;
  int h;
  cudaError_t copy = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("cudaMemcpy afterwards: %s\n", cudaGetErrorName(copy));
  ok = ok && copy == cudaErrorIllegalAddress;
  cudaError_t last = cudaGetLastError();
  printf("cudaGetLastError: %s\n", cudaGetErrorName(last));
  cudaError_t last2 = cudaGetLastError();
  printf("cudaGetLastError again: %s\n", cudaGetErrorName(last2));
  ok = ok && last == cudaErrorIllegalAddress && last2 == cudaErrorIllegalAddress;
  CHECK(cudaDeviceReset());
  int *e;
  CHECK(cudaMalloc(&e, 32 * sizeof(int)));
  fill<<<1, 32>>>(e, 7);
  CHECK(cudaDeviceSynchronize());
  int out[32];
  CHECK(cudaMemcpy(out, e, sizeof out, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 32; i++) ok = ok && out[i] == 7;
  printf("after reset: %s\n", out[31] == 7 ? "kernels run again" : "still broken");
  return finish(ok);
}
