// A kernel fault: a store through a wild pointer. The launch itself
// succeeds; the error shows at the next synchronising call as
// cudaErrorIllegalAddress and is sticky: every later call fails with it;
// cudaGetLastError reports it once. The context cannot be recovered: on
// the H200 (driver 580) calls after cudaDeviceReset fail with
// cudaErrorDevicesUnavailable; the process must be restarted.
#include "common.h"

__global__ void wild(int *p, int bad) {
  if (threadIdx.x == 3 && blockIdx.x == 1) p = (int *)(size_t)0x100;
  if (bad) p[threadIdx.x] = 42;
}

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
  ok = ok && last == cudaErrorIllegalAddress && last2 == cudaSuccess;
  cudaError_t again = cudaMemset(d, 0, 16);
  printf("cudaMemset afterwards: %s\n", cudaGetErrorName(again));
  ok = ok && again == cudaErrorIllegalAddress;
  CHECK(cudaDeviceReset());
  int *e;
  cudaError_t reset = cudaMalloc(&e, 32 * sizeof(int));
  printf("cudaMalloc after cudaDeviceReset: %s\n", cudaGetErrorName(reset));
  ok = ok && reset == cudaErrorDevicesUnavailable;
  return finish(ok);
}
