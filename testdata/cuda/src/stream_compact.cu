// Order-preserving stream compaction (keep the elements that pass a test):
// per-warp __ballot_sync/__popc counts, per-block totals with
// __syncthreads_count, a scan of the block totals, then a scatter.
#include "common.h"

#define BS 256

__device__ inline bool keep(int v) { return (v % 3) == 0 || v < 0; }

__global__ void countBlocks(const int *in, int n, int *blockCount) {
  int i = blockIdx.x * BS + threadIdx.x;
  int c = __syncthreads_count(i < n && keep(in[i]));
  if (threadIdx.x == 0) blockCount[blockIdx.x] = c;
}

__global__ void scanCounts(int *counts, int nb) {
  // One thread: nb is small.
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    int acc = 0;
    for (int b = 0; b < nb; b++) {
      int c = counts[b];
      counts[b] = acc;
      acc += c;
    }
    counts[nb] = acc;
  }
}

__global__ void scatter(const int *in, int n, const int *offsets, int *out) {
  __shared__ int warpBase[BS / 32];
  int i = blockIdx.x * BS + threadIdx.x;
  bool k = i < n && keep(in[i]);
  unsigned mask = __ballot_sync(0xffffffffu, k);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) warpBase[warp] = __popc(mask);
  __syncthreads();
  if (threadIdx.x == 0) {
    int acc = 0;
    for (int w = 0; w < BS / 32; w++) {
      int c = warpBase[w];
      warpBase[w] = acc;
      acc += c;
    }
  }
  __syncthreads();
  if (k) out[offsets[blockIdx.x] + warpBase[warp] + __popc(mask & ((1u << lane) - 1))] = in[i];
}

int main() {
  const int n = 40000;
  int nb = (n + BS - 1) / BS;
  int *h = (int *)malloc(n * sizeof(int)), *ref = (int *)malloc(n * sizeof(int)), *out = (int *)malloc(n * sizeof(int));
  unsigned s = 101;
  int m = 0;
  for (int i = 0; i < n; i++) {
    h[i] = (int)(lcg_next(&s) % 2000) - 100;
    if ((h[i] % 3) == 0 || h[i] < 0) ref[m++] = h[i];
  }
  int *dIn, *dOut, *dCounts;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dCounts, (nb + 1) * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h, n * sizeof(int), cudaMemcpyHostToDevice));
  countBlocks<<<nb, BS>>>(dIn, n, dCounts);
  scanCounts<<<1, 32>>>(dCounts, nb);
  scatter<<<nb, BS>>>(dIn, n, dCounts, dOut);
  CHECK_LAUNCH();
  int total;
  CHECK(cudaMemcpy(&total, dCounts + nb, sizeof total, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(out, dOut, m * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_i(out, ref, m, "out");
  printf("compact: %d of %d kept (want %d), %d wrong\n", total, n, m, bad);
  return finish(bad == 0 && total == m);
}
