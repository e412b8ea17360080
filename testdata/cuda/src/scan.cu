// A work-efficient (Blelloch) exclusive prefix sum over several blocks: each
// block scans 2*blockDim elements in dynamic shared memory and writes its
// total, the totals are scanned by one block, then added back.
#include "common.h"

__global__ void scanBlock(const int *in, int *out, int *sums, int n) {
  extern __shared__ int temp[];
  int tid = threadIdx.x, m = 2 * blockDim.x;
  int base = blockIdx.x * m;
  temp[2 * tid] = base + 2 * tid < n ? in[base + 2 * tid] : 0;
  temp[2 * tid + 1] = base + 2 * tid + 1 < n ? in[base + 2 * tid + 1] : 0;
  int offset = 1;
  for (int d = m >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1, bi = offset * (2 * tid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (tid == 0) {
    if (sums) sums[blockIdx.x] = temp[m - 1];
    temp[m - 1] = 0;
  }
  for (int d = 1; d < m; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1, bi = offset * (2 * tid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  if (base + 2 * tid < n) out[base + 2 * tid] = temp[2 * tid];
  if (base + 2 * tid + 1 < n) out[base + 2 * tid + 1] = temp[2 * tid + 1];
}

__global__ void addSums(int *out, const int *sums, int n) {
  int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
  int add = sums[blockIdx.x];
  if (i < n) out[i] += add;
  if (i + blockDim.x < n) out[i + blockDim.x] += add;
}

int main() {
  const int n = 30000, threads = 128, per = 2 * threads;
  int blocks = (n + per - 1) / per;  // 118: the block sums fit one block of 128 threads
  int *h = (int *)malloc(n * sizeof(int)), *ref = (int *)malloc(n * sizeof(int));
  unsigned s = 17;
  for (int i = 0; i < n; i++) h[i] = lcg_next(&s) % 100 - 20;
  int acc = 0;
  for (int i = 0; i < n; i++) {
    ref[i] = acc;
    acc += h[i];
  }
  int *in, *out, *sums, *sumsScanned;
  CHECK(cudaMalloc(&in, n * sizeof(int)));
  CHECK(cudaMalloc(&out, n * sizeof(int)));
  CHECK(cudaMalloc(&sums, blocks * sizeof(int)));
  CHECK(cudaMalloc(&sumsScanned, blocks * sizeof(int)));
  CHECK(cudaMemcpy(in, h, n * sizeof(int), cudaMemcpyHostToDevice));
  scanBlock<<<blocks, threads, per * sizeof(int)>>>(in, out, sums, n);
  CHECK_LAUNCH();
  scanBlock<<<1, threads, per * sizeof(int)>>>(sums, sumsScanned, NULL, blocks);
  CHECK_LAUNCH();
  addSums<<<blocks, threads>>>(out, sumsScanned, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_i(h, ref, n, "scan");
  printf("scan: %d elements in %d blocks, total %d, %d wrong\n", n, blocks, acc, bad);
  return finish(bad == 0);
}
