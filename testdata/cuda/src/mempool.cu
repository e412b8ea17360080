// The stream-ordered allocator as the CUDA samples use it: the default
// memory pool with a release threshold, cudaMallocAsync/cudaFreeAsync in
// a stream around the kernels that use the memory, the pool's usage
// counters, a pool of the program's own and cudaMallocFromPoolAsync.
#include "common.h"
#include <cstdint>

__global__ void fill(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
}

__global__ void addTo(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] += src[i];
}

static unsigned long long attr(cudaMemPool_t pool, cudaMemPoolAttr a) {
  unsigned long long v = 0;
  CHECK(cudaMemPoolGetAttribute(pool, a, &v));
  return v;
}

int main() {
  const int n = 1 << 16, threads = 256, blocks = n / threads;
  const size_t bytes = n * sizeof(int);
  bool ok = true;

  cudaMemPool_t def, cur;
  CHECK(cudaDeviceGetDefaultMemPool(&def, 0));
  CHECK(cudaDeviceGetMemPool(&cur, 0));
  printf("current pool is the default: %s\n", cur == def ? "yes" : "no");
  uint64_t threshold = UINT64_MAX;
  CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &threshold));
  uint64_t back = 0;
  CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReleaseThreshold, &back));
  printf("release threshold kept: %s\n", back == UINT64_MAX ? "yes" : "no");
  int reuse = -1;
  CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &reuse));
  printf("opportunistic reuse: %d\n", reuse);

  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int *acc, *host;
  CHECK(cudaMallocAsync(&acc, bytes, s));
  CHECK(cudaMemsetAsync(acc, 0, bytes, s));
  CHECK(cudaMallocHost(&host, bytes));
  unsigned long long usedWhile = 0;
  for (int iter = 0; iter < 4; iter++) {
    int *tmp;
    CHECK(cudaMallocAsync(&tmp, bytes, s));
    fill<<<blocks, threads, 0, s>>>(tmp, n, 1000 * iter);
    CHECK_LAUNCH();
    addTo<<<blocks, threads, 0, s>>>(acc, tmp, n);
    if (iter == 3) usedWhile = attr(def, cudaMemPoolAttrUsedMemCurrent);
    CHECK(cudaFreeAsync(tmp, s));
  }
  CHECK(cudaMemcpyAsync(host, acc, bytes, cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (host[i] != 6000 + 4 * i) bad++;
  printf("four rounds of async allocations: %d wrong\n", bad);
  ok = ok && bad == 0;
  printf("used while two buffers were live: %s\n", usedWhile >= 2 * bytes ? "at least their size" : "less than their size");
  CHECK(cudaFreeAsync(acc, s));
  CHECK(cudaStreamSynchronize(s));
  unsigned long long used = attr(def, cudaMemPoolAttrUsedMemCurrent), high = attr(def, cudaMemPoolAttrUsedMemHigh);
  unsigned long long reserved = attr(def, cudaMemPoolAttrReservedMemCurrent);
  printf("after freeing: used %llu, high-water at least two buffers: %s, reserved at least used: %s\n", used,
         high >= 2 * bytes ? "yes" : "no", reserved >= used ? "yes" : "no");
  unsigned long long zero = 0;
  CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &zero));
  printf("high-water after a reset: %llu\n", attr(def, cudaMemPoolAttrUsedMemHigh));
  cudaError_t e = cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemCurrent, &zero);
  printf("setting the used counter: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  CHECK(cudaMemPoolTrimTo(def, 0));
  int *none = (int *)&zero;
  e = cudaMallocAsync(&none, 0, s);
  printf("cudaMallocAsync of 0 bytes: %s, pointer %s\n", cudaGetErrorName(e), none == NULL ? "NULL" : "set");
  cudaGetLastError();

  // A pool of the program's own.
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t mine;
  CHECK(cudaMemPoolCreate(&mine, &props));
  cudaMemAccessFlags flags;
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  CHECK(cudaMemPoolGetAccess(&flags, mine, &loc));
  printf("own pool access: %s\n", flags == cudaMemAccessFlagsProtReadWrite ? "read-write" : "other");
  int *q;
  CHECK(cudaMallocFromPoolAsync(&q, bytes, mine, s));
  fill<<<blocks, threads, 0, s>>>(q, n, 7);
  CHECK(cudaMemcpyAsync(host, q, bytes, cudaMemcpyDeviceToHost, s));
  printf("own pool in use: %s\n", attr(mine, cudaMemPoolAttrUsedMemCurrent) >= bytes ? "at least the buffer" : "less");
  CHECK(cudaFreeAsync(q, s));
  CHECK(cudaStreamSynchronize(s));
  bad = 0;
  for (int i = 0; i < n; i++)
    if (host[i] != 7 + i) bad++;
  printf("own pool buffer: %d wrong\n", bad);
  ok = ok && bad == 0;
  CHECK(cudaDeviceSetMemPool(0, mine));
  CHECK(cudaDeviceGetMemPool(&cur, 0));
  printf("current pool is the own pool: %s\n", cur == mine ? "yes" : "no");
  CHECK(cudaDeviceSetMemPool(0, def));
  CHECK(cudaMemPoolDestroy(mine));
  e = cudaMemPoolDestroy(def);
  printf("destroying the default pool: %s\n", cudaGetErrorName(e));
  cudaGetLastError();

  CHECK(cudaFreeHost(host));
  CHECK(cudaStreamDestroy(s));
  return finish(ok);
}
