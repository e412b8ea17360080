// Device properties, attributes, limits, versions, function attributes and
// the occupancy API, each checked for consistency with the others; then a
// kernel using more than 48 KB of dynamic shared memory after
// cudaFuncSetAttribute raises its limit.
#include "common.h"

__global__ void bigShared(int *out, int n) {
  extern __shared__ int buf[];
  for (int i = threadIdx.x; i < n; i += blockDim.x) buf[i] = i * 3;
  __syncthreads();
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += buf[n - 1 - i];
  atomicAdd(out, s);
}

__global__ void __launch_bounds__(128, 4) bounded(float *p) { p[threadIdx.x] *= 2; }

int main() {
  int count = 0, dev = -1, drv = 0, rt = 0;
  CHECK(cudaGetDeviceCount(&count));
  CHECK(cudaSetDevice(0));
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaDriverGetVersion(&drv));
  CHECK(cudaRuntimeGetVersion(&rt));
  bool ok = count >= 1 && dev == 0 && drv >= rt / 1000 * 1000 && rt >= 11000;
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  printf("# %s, compute capability %d.%d, %d SMs, driver %d runtime %d\n", p.name, p.major, p.minor, p.multiProcessorCount, drv, rt);
  int v;
  struct {
    cudaDeviceAttr a;
    int want;
    const char *name;
  } attrs[] = {
      {cudaDevAttrMaxThreadsPerBlock, p.maxThreadsPerBlock, "maxThreadsPerBlock"},
      {cudaDevAttrMaxBlockDimX, p.maxThreadsDim[0], "maxBlockDimX"},
      {cudaDevAttrMaxBlockDimZ, p.maxThreadsDim[2], "maxBlockDimZ"},
      {cudaDevAttrMaxGridDimX, p.maxGridSize[0], "maxGridDimX"},
      {cudaDevAttrMaxGridDimY, p.maxGridSize[1], "maxGridDimY"},
      {cudaDevAttrMaxSharedMemoryPerBlock, (int)p.sharedMemPerBlock, "sharedMemPerBlock"},
      {cudaDevAttrMaxSharedMemoryPerBlockOptin, (int)p.sharedMemPerBlockOptin, "sharedMemPerBlockOptin"},
      {cudaDevAttrMaxSharedMemoryPerMultiprocessor, (int)p.sharedMemPerMultiprocessor, "sharedMemPerMultiprocessor"},
      {cudaDevAttrWarpSize, p.warpSize, "warpSize"},
      {cudaDevAttrMultiProcessorCount, p.multiProcessorCount, "multiProcessorCount"},
      {cudaDevAttrComputeCapabilityMajor, p.major, "major"},
      {cudaDevAttrComputeCapabilityMinor, p.minor, "minor"},
      {cudaDevAttrMaxRegistersPerBlock, p.regsPerBlock, "regsPerBlock"},
      {cudaDevAttrMaxThreadsPerMultiProcessor, p.maxThreadsPerMultiProcessor, "maxThreadsPerMultiProcessor"},
      {cudaDevAttrL2CacheSize, p.l2CacheSize, "l2CacheSize"},
      {cudaDevAttrTotalConstantMemory, (int)p.totalConstMem, "totalConstMem"},
      {cudaDevAttrManagedMemory, p.managedMemory, "managedMemory"},
      {cudaDevAttrUnifiedAddressing, p.unifiedAddressing, "unifiedAddressing"},
      {cudaDevAttrConcurrentManagedAccess, p.concurrentManagedAccess, "concurrentManagedAccess"},
      {cudaDevAttrMaxBlocksPerMultiprocessor, p.maxBlocksPerMultiProcessor, "maxBlocksPerMultiProcessor"},
  };
  for (unsigned i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
    CHECK(cudaDeviceGetAttribute(&v, attrs[i].a, 0));
    if (v != attrs[i].want) {
      printf("attribute %s = %d, property says %d\n", attrs[i].name, v, attrs[i].want);
      ok = false;
    }
  }
  ok = ok && p.warpSize == 32 && p.maxThreadsPerBlock == 1024 && p.totalGlobalMem > (1ull << 30) && p.unifiedAddressing == 1;
  size_t freeB, totalB;
  CHECK(cudaMemGetInfo(&freeB, &totalB));
  ok = ok && totalB == p.totalGlobalMem && freeB <= totalB;
  void *big;
  CHECK(cudaMalloc(&big, 64 << 20));
  size_t freeAfter;
  CHECK(cudaMemGetInfo(&freeAfter, &totalB));
  ok = ok && freeAfter + (64 << 20) <= freeB;
  CHECK(cudaFree(big));
  size_t limit;
  CHECK(cudaDeviceGetLimit(&limit, cudaLimitStackSize));
  ok = ok && limit > 0;
  CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 << 20));
  CHECK(cudaDeviceGetLimit(&limit, cudaLimitPrintfFifoSize));
  ok = ok && limit >= (2 << 20);

  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, bounded));
  ok = ok && fa.maxThreadsPerBlock <= 128 && fa.maxThreadsPerBlock > 0 && fa.numRegs > 0;
  CHECK(cudaFuncGetAttributes(&fa, bigShared));
  ok = ok && fa.sharedSizeBytes == 0 && fa.maxThreadsPerBlock == 1024;
  int blocks;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, bounded, 128, 0));
  ok = ok && blocks >= 4 && blocks <= p.maxThreadsPerMultiProcessor / 128;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, bigShared, 256, 40000));
  ok = ok && blocks >= 1 && blocks * 40000 <= (int)p.sharedMemPerMultiprocessor;
  printf("occupancy: bounded %s, 40000-byte blocks per SM %d\n", ok ? "ok" : "wrong", blocks);

  // More than 48 KB of dynamic shared memory needs the opt-in attribute.
  int n = 80 * 1024 / 4;
  int *out;
  CHECK(cudaMalloc(&out, sizeof(int)));
  CHECK(cudaMemset(out, 0, sizeof(int)));
  bigShared<<<1, 256, n * 4>>>(out, n);
  cudaError_t e = cudaGetLastError();
  printf("80 KB dynamic shared without opt-in: %s\n", cudaGetErrorName(e));
  ok = ok && e != cudaSuccess;
  CHECK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, n * 4));
  CHECK(cudaFuncSetCacheConfig(bigShared, cudaFuncCachePreferShared));
  bigShared<<<1, 256, n * 4>>>(out, n);
  CHECK_LAUNCH();
  int got;
  CHECK(cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost));
  long long want = 3LL * n * (n - 1) / 2;
  ok = ok && got == (int)want;
  printf("device query: %d device(s), 80 KB dynamic shared sum %s\n", count, got == (int)want ? "ok" : "wrong");
  return finish(ok);
}
