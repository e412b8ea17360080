// Device-side malloc/free: per-thread allocations, a per-block allocation
// shared through a __shared__ pointer, and memory allocated in one kernel and
// used and freed by later ones; the heap size set with cudaDeviceSetLimit.
#include "common.h"

#define NUM_BLOCKS 8

__global__ void perThread(int *ok) {
  int n = 16 + threadIdx.x % 7;
  int *p = (int *)malloc(n * sizeof(int));
  if (p == NULL) {
    ok[threadIdx.x + blockIdx.x * blockDim.x] = -1;
    return;
  }
  for (int i = 0; i < n; i++) p[i] = i * threadIdx.x;
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  ok[threadIdx.x + blockIdx.x * blockDim.x] = s == threadIdx.x * n * (n - 1) / 2 && ((size_t)p % 16) == 0;
  free(p);
}

__global__ void perBlock(int *sums) {
  __shared__ int *data;
  if (threadIdx.x == 0) data = (int *)malloc(blockDim.x * sizeof(int));
  __syncthreads();
  if (data == NULL) return;
  data[threadIdx.x] = threadIdx.x + blockIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    for (int i = 0; i < blockDim.x; i++) s += data[i];
    sums[blockIdx.x] = s;
    free(data);
  }
}

__device__ int *dataptr[NUM_BLOCKS];

__global__ void allocmem() {
  if (threadIdx.x == 0) dataptr[blockIdx.x] = (int *)malloc(blockDim.x * 4);
  __syncthreads();
  if (dataptr[blockIdx.x] == NULL) return;
  dataptr[blockIdx.x][threadIdx.x] = 0;
}
__global__ void usemem() {
  int *ptr = dataptr[blockIdx.x];
  if (ptr != NULL) ptr[threadIdx.x] += threadIdx.x;
}
__global__ void freemem(int *out) {
  int *ptr = dataptr[blockIdx.x];
  if (ptr != NULL) out[blockIdx.x * blockDim.x + threadIdx.x] = ptr[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) free(ptr);
}

int main() {
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 * 1024 * 1024));
  size_t heap = 0;
  CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  bool ok = heap >= 16 * 1024 * 1024;
  int *flags;
  const int threads = 64;
  CHECK(cudaMalloc(&flags, NUM_BLOCKS * threads * sizeof(int)));
  perThread<<<NUM_BLOCKS, threads>>>(flags);
  CHECK(cudaDeviceSynchronize());
  int h[NUM_BLOCKS * threads];
  CHECK(cudaMemcpy(h, flags, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < NUM_BLOCKS * threads; i++)
    if (h[i] != 1) bad++;
  int *sums;
  CHECK(cudaMalloc(&sums, NUM_BLOCKS * sizeof(int)));
  perBlock<<<NUM_BLOCKS, threads>>>(sums);
  CHECK(cudaDeviceSynchronize());
  int hs[NUM_BLOCKS];
  CHECK(cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost));
  for (int b = 0; b < NUM_BLOCKS; b++)
    if (hs[b] != threads * (threads - 1) / 2 + b * threads) bad++;
  allocmem<<<NUM_BLOCKS, 10>>>();
  for (int i = 0; i < 3; i++) usemem<<<NUM_BLOCKS, 10>>>();
  freemem<<<NUM_BLOCKS, 10>>>(flags);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h, flags, NUM_BLOCKS * 10 * sizeof(int), cudaMemcpyDeviceToHost));
  for (int i = 0; i < NUM_BLOCKS * 10; i++)
    if (h[i] != 3 * (i % 10)) bad++;
  printf("device malloc: heap %zu bytes, %d wrong\n", heap, bad);
  return finish(ok && bad == 0);
}
