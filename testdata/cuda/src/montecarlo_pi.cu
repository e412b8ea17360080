// Monte Carlo estimate of pi with integer arithmetic only (xorshift per
// thread, points in a 2^15 square), so the count is exact and the host can
// replay it; 64-bit atomicAdd of per-block counts.
#include "common.h"

__device__ __host__ inline unsigned xorshift(unsigned &x) {
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return x;
}

__global__ void darts(int perThread, unsigned long long *hits) {
  __shared__ unsigned blockHits;
  if (threadIdx.x == 0) blockHits = 0;
  __syncthreads();
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned st = tid * 2654435761u + 12345u;
  unsigned mine = 0;
  for (int i = 0; i < perThread; i++) {
    unsigned r = xorshift(st);
    int x = r & 0x7fff, y = (r >> 15) & 0x7fff;
    mine += x * x + y * y < 0x7fff * 0x7fff;
  }
  atomicAdd(&blockHits, mine);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(hits, (unsigned long long)blockHits);
}

int main() {
  const int blocks = 16, threads = 128, per = 64;
  unsigned long long *d, got;
  CHECK(cudaMalloc(&d, sizeof got));
  CHECK(cudaMemset(d, 0, sizeof got));
  darts<<<blocks, threads>>>(per, d);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(&got, d, sizeof got, cudaMemcpyDeviceToHost));
  unsigned long long want = 0;
  for (unsigned tid = 0; tid < blocks * threads; tid++) {
    unsigned st = tid * 2654435761u + 12345u;
    for (int i = 0; i < per; i++) {
      unsigned r = xorshift(st);
      int x = r & 0x7fff, y = (r >> 15) & 0x7fff;
      want += x * x + y * y < 0x7fff * 0x7fff;
    }
  }
  double total = (double)blocks * threads * per;
  printf("montecarlo: %llu of %.0f inside (want %llu), pi ~ %.4f\n", got, total, want, 4.0 * got / total);
  return finish(got == want);
}
