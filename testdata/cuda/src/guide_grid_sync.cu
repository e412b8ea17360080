// Cooperative launch and grid-wide synchronisation: each block writes a
// partial sum, grid.sync(), then block 0 adds the partials; launched with
// cudaLaunchCooperativeKernel after checking the device supports it and the
// grid fits (cudaOccupancyMaxActiveBlocksPerMultiprocessor).
#include "common.h"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void gridSum(const int *in, int n, int *partial, int *result) {
  cg::grid_group grid = cg::this_grid();
  __shared__ int s[256];
  int tid = threadIdx.x;
  int sum = 0;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) sum += in[i];
  s[tid] = sum;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (tid < w) s[tid] += s[tid + w];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = s[0];
  grid.sync();
  if (blockIdx.x == 0 && tid == 0) {
    int t = 0;
    for (int b = 0; b < gridDim.x; b++) t += partial[b];
    *result = t;
  }
  grid.sync();
  // After the second barrier every block sees the total.
  if (tid == 0) partial[blockIdx.x] = *result - partial[blockIdx.x];
}

int main() {
  int dev = 0, supports = 0;
  CHECK(cudaDeviceGetAttribute(&supports, cudaDevAttrCooperativeLaunch, dev));
  if (!supports) {
    printf("cooperative launch not supported\n");
    return finish(false);
  }
  int perSM = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, gridSum, 256, 0));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  int blocks = 8;
  if (blocks > perSM * sms) blocks = perSM * sms;
  const int n = 20000;
  int *h = (int *)malloc(n * sizeof(int));
  long long want = 0;
  for (int i = 0; i < n; i++) {
    h[i] = (i * 7) % 13 - 3;
    want += h[i];
  }
  int *in, *partial, *result;
  CHECK(cudaMalloc(&in, n * sizeof(int)));
  CHECK(cudaMalloc(&partial, blocks * sizeof(int)));
  CHECK(cudaMalloc(&result, sizeof(int)));
  CHECK(cudaMemcpy(in, h, n * sizeof(int), cudaMemcpyHostToDevice));
  int nn = n;
  void *args[] = {&in, &nn, &partial, &result};
  CHECK(cudaLaunchCooperativeKernel((void *)gridSum, blocks, 256, args, 0, 0));
  CHECK(cudaDeviceSynchronize());
  int got;
  int *parts = (int *)malloc(blocks * sizeof(int));
  CHECK(cudaMemcpy(&got, result, sizeof got, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(parts, partial, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  long long rest = 0;
  for (int b = 0; b < blocks; b++) rest += parts[b];
  bool ok = got == want && rest == (long long)(blocks - 1) * want;
  printf("grid sync: %d blocks (max %d per SM), sum %d (want %lld)\n", blocks, perSM, got, want);
  // A grid larger than can be resident is refused.
  int tooMany = perSM * sms + 1;
  cudaError_t e = cudaLaunchCooperativeKernel((void *)gridSum, tooMany, 256, args, 0, 0);
  printf("oversized cooperative launch: %s\n", cudaGetErrorName(e));
  ok = ok && e == cudaErrorCooperativeLaunchTooLarge;
  cudaGetLastError();
  return finish(ok);
}
