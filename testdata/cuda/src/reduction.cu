// Sum reduction with warp shuffles and one atomicAdd per warp, the block
// size chosen by the occupancy API (cudaOccupancyMaxPotentialBlockSize); an
// integer sum (exact) and a float sum (checked with a tolerance), plus a
// max reduction with atomicMax.
#include "common.h"

__inline__ __device__ int warpSum(int v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}
__inline__ __device__ float warpSumF(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

__global__ void reduceAtomic(const int *in, int n, unsigned long long *sum, int *mx) {
  int s = 0, m = -2147483647 - 1;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    s += in[i];
    m = max(m, in[i]);
  }
  s = warpSum(s);
  for (int off = 16; off > 0; off >>= 1) m = max(m, __shfl_down_sync(0xffffffffu, m, off));
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(sum, (unsigned long long)(long long)s);
    atomicMax(mx, m);
  }
}

__global__ void reduceFloat(const float *in, int n, float *sum) {
  __shared__ float warpSums[32];
  float s = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += in[i];
  s = warpSumF(s);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) warpSums[warp] = s;
  __syncthreads();
  if (warp == 0) {
    s = lane < (blockDim.x + 31) / 32 ? warpSums[lane] : 0;
    s = warpSumF(s);
    if (lane == 0) atomicAdd(sum, s);
  }
}

int main() {
  int minGrid = 0, block = 0;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, reduceAtomic, 0, 0));
  bool ok = block > 0 && block <= 1024 && block % 32 == 0 && minGrid > 0;
  printf("# occupancy: block %d, min grid %d\n", block, minGrid);
  if (block > 256) block = 256;
  const int n = 50000;
  int *h = (int *)malloc(n * sizeof(int));
  float *hf = (float *)malloc(n * sizeof(float));
  unsigned s = 5;
  long long want = 0;
  int wantMax = -2147483647 - 1;
  double wantF = 0;
  for (int i = 0; i < n; i++) {
    h[i] = (int)(lcg_next(&s) % 20001) - 10000;
    want += h[i];
    if (h[i] > wantMax) wantMax = h[i];
    hf[i] = lcg_float(&s);
    wantF += hf[i];
  }
  int *d, *dMax;
  float *df, *dSumF;
  unsigned long long *dSum;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMalloc(&df, n * sizeof(float)));
  CHECK(cudaMalloc(&dSum, sizeof *dSum));
  CHECK(cudaMalloc(&dMax, sizeof *dMax));
  CHECK(cudaMalloc(&dSumF, sizeof *dSumF));
  CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(df, hf, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dSum, 0, sizeof *dSum));
  CHECK(cudaMemset(dSumF, 0, sizeof *dSumF));
  int lowest = -2147483647 - 1;
  CHECK(cudaMemcpy(dMax, &lowest, sizeof lowest, cudaMemcpyHostToDevice));
  reduceAtomic<<<32, block>>>(d, n, dSum, dMax);
  reduceFloat<<<32, block>>>(df, n, dSumF);
  CHECK_LAUNCH();
  unsigned long long got;
  int gotMax;
  float gotF;
  CHECK(cudaMemcpy(&got, dSum, sizeof got, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&gotMax, dMax, sizeof gotMax, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&gotF, dSumF, sizeof gotF, cudaMemcpyDeviceToHost));
  ok = ok && (long long)got == want && gotMax == wantMax && close_to(gotF, wantF, 1e-5, 1e-3);
  printf("reduction: n=%d sum %lld (want %lld) max %d (want %d) float sum within 1e-5: %d\n", n, (long long)got, want, gotMax, wantMax,
         (int)close_to(gotF, wantF, 1e-5, 1e-3));
  return finish(ok);
}
