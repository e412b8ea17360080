// The runtime's error semantics without a kernel fault: launch
// configuration errors returned at launch, cudaGetLastError clearing and
// cudaPeekAtLastError not, failed calls that are not sticky, invalid
// arguments, error names and strings, and cudaDeviceReset of a healthy
// device. The H200's CUDA 13.0 runtime reports a bad grid or block as
// cudaErrorInvalidValue; earlier runtimes said cudaErrorInvalidConfiguration.
#include "common.h"

__global__ void k(int *p) {
  if (p) p[threadIdx.x] = threadIdx.x;
}

static bool expect(const char *what, cudaError_t got, cudaError_t want) {
  printf("%s: %s\n", what, cudaGetErrorName(got));
  if (got != want) printf("  want %s\n", cudaGetErrorName(want));
  return got == want;
}

#if CUDART_VERSION >= 13000
static const cudaError_t cfgErr = cudaErrorInvalidValue;
#else
static const cudaError_t cfgErr = cudaErrorInvalidConfiguration;
#endif

int main() {
  bool ok = true;
  int *d;
  CHECK(cudaMalloc(&d, 1024 * sizeof(int)));
  ok &= expect("last error at start", cudaGetLastError(), cudaSuccess);

  k<<<1, 2048>>>(d);
  ok &= expect("peek after 2048-thread block", cudaPeekAtLastError(), cfgErr);
  ok &= expect("peek again", cudaPeekAtLastError(), cfgErr);
  ok &= expect("get", cudaGetLastError(), cfgErr);
  ok &= expect("get again", cudaGetLastError(), cudaSuccess);

  k<<<dim3(1, 1, 1), dim3(1, 1, 65)>>>(d);
  ok &= expect("block z = 65", cudaGetLastError(), cfgErr);
  k<<<dim3(1, 70000, 1), 32>>>(d);
  ok &= expect("grid y = 70000", cudaGetLastError(), cfgErr);
  k<<<0, 32>>>(d);
  ok &= expect("empty grid", cudaGetLastError(), cfgErr);

  // A good launch after the bad ones works: configuration errors are not sticky.
  k<<<1, 32>>>(d);
  ok &= expect("good launch", cudaGetLastError(), cudaSuccess);
  ok &= expect("synchronize", cudaDeviceSynchronize(), cudaSuccess);

  void *huge;
  ok &= expect("cudaMalloc of 1 PiB", cudaMalloc(&huge, (size_t)1 << 50), cudaErrorMemoryAllocation);
  ok &= expect("last error after it", cudaGetLastError(), cudaErrorMemoryAllocation);
  ok &= expect("malloc afterwards", cudaMalloc(&huge, 256), cudaSuccess);
  ok &= expect("free it", cudaFree(huge), cudaSuccess);
  ok &= expect("cudaFree(NULL)", cudaFree(NULL), cudaSuccess);
  int local;
  ok &= expect("cudaFree of a host pointer", cudaFree(&local), cudaErrorInvalidValue);
  cudaGetLastError();
  ok &= expect("cudaSetDevice(99)", cudaSetDevice(99), cudaErrorInvalidDevice);
  cudaGetLastError();
  int v;
  ok &= expect("attribute of device 99", cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 99), cudaErrorInvalidDevice);
  cudaGetLastError();
  static int hostBuf[2048];
  ok &= expect("copy past the end", cudaMemcpy(d, hostBuf, 1025 * sizeof(int), cudaMemcpyHostToDevice), cudaErrorInvalidValue);
  cudaGetLastError();
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  ok &= expect("query idle stream", cudaStreamQuery(s), cudaSuccess);
  CHECK(cudaStreamDestroy(s));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreateWithFlags(&e1, cudaEventDisableTiming));
  CHECK(cudaEventRecord(e0));
  CHECK(cudaEventRecord(e1));
  CHECK(cudaEventSynchronize(e1));
  float ms;
  ok &= expect("elapsed time with a no-timing event", cudaEventElapsedTime(&ms, e0, e1), cudaErrorInvalidResourceHandle);
  cudaGetLastError();
  cudaEvent_t e2;
  CHECK(cudaEventCreate(&e2));
  ok &= expect("elapsed time to an unrecorded event", cudaEventElapsedTime(&ms, e0, e2), cudaErrorInvalidResourceHandle);
  cudaGetLastError();

  // Names and strings.
  printf("%s: %s\n", cudaGetErrorName(cudaErrorMemoryAllocation), cudaGetErrorString(cudaErrorMemoryAllocation));
  printf("%s: %s\n", cudaGetErrorName(cudaErrorInvalidValue), cudaGetErrorString(cudaErrorInvalidValue));
  printf("%s: %s\n", cudaGetErrorName(cudaErrorIllegalAddress), cudaGetErrorString(cudaErrorIllegalAddress));
  printf("%s: %s\n", cudaGetErrorName(cudaErrorInvalidConfiguration), cudaGetErrorString(cudaErrorInvalidConfiguration));
  printf("%s: %s\n", cudaGetErrorName(cudaErrorAssert), cudaGetErrorString(cudaErrorAssert));
  printf("%s: %s\n", cudaGetErrorName(cudaSuccess), cudaGetErrorString(cudaSuccess));
  ok = ok && strcmp(cudaGetErrorString(cudaErrorMemoryAllocation), "out of memory") == 0;
  ok = ok && strcmp(cudaGetErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue") == 0;
  ok &= expect("final synchronize", cudaDeviceSynchronize(), cudaSuccess);

  // A reset of a healthy device: allocations are gone, work goes on.
  CHECK(cudaDeviceReset());
  int *d2;
  ok &= expect("cudaMalloc after a reset", cudaMalloc(&d2, 64 * sizeof(int)), cudaSuccess);
  k<<<2, 32>>>(d2);
  ok &= expect("launch after a reset", cudaGetLastError(), cudaSuccess);
  ok &= expect("synchronize after a reset", cudaDeviceSynchronize(), cudaSuccess);
  int back[64];
  CHECK(cudaMemcpy(back, d2, sizeof back, cudaMemcpyDeviceToHost));
  ok = ok && back[31] == 31;
  return finish(ok);
}
