// A failed device assert(): the message goes to stderr, the next
// synchronising call returns cudaErrorAssert, and the error is sticky; as
// with every sticky error the context cannot be recovered (after
// cudaDeviceReset the H200 answers cudaErrorDevicesUnavailable).
#include "common.h"
#include <assert.h>

__global__ void checkPositive(const int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) assert(p[i] > 0);
}

int main() {
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; i++) h[i] = i == 37 ? -1 : i + 1;
  int *d;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  checkPositive<<<2, 32>>>(d, n);
  cudaError_t e = cudaDeviceSynchronize();
  printf("synchronize: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
  bool ok = e == cudaErrorAssert;
  e = cudaMemset(d, 0, sizeof h);
  printf("memset afterwards: %s\n", cudaGetErrorName(e));
  ok = ok && e == cudaErrorAssert;
  CHECK(cudaDeviceReset());
  int *d2;
  e = cudaMalloc(&d2, sizeof h);
  printf("cudaMalloc after cudaDeviceReset: %s\n", cudaGetErrorName(e));
  ok = ok && e == cudaErrorDevicesUnavailable;
  return finish(ok);
}
