// Dynamic programming in the style of Rodinia's pathfinder: the cheapest
// top-to-bottom path through a grid of weights, moving down, down-left or
// down-right; one launch per row with the previous row in shared memory.
#include "common.h"

#define BS 128

__global__ void step(const int *wall, const int *src, int *dst, int cols, int row) {
  __shared__ int prev[BS + 2];
  int x = blockIdx.x * BS + threadIdx.x;
  int big = 0x3fffffff;
  prev[threadIdx.x + 1] = x < cols ? src[x] : big;
  if (threadIdx.x == 0) prev[0] = x > 0 ? src[x - 1] : big;
  if (threadIdx.x == BS - 1) prev[BS + 1] = x + 1 < cols ? src[x + 1] : big;
  __syncthreads();
  if (x < cols) {
    int m = min(prev[threadIdx.x], min(prev[threadIdx.x + 1], prev[threadIdx.x + 2]));
    dst[x] = m + wall[row * cols + x];
  }
}

int main() {
  const int rows = 60, cols = 1000;
  int *wall = (int *)malloc(rows * cols * sizeof(int));
  unsigned s = 9;
  for (int i = 0; i < rows * cols; i++) wall[i] = lcg_next(&s) % 10;
  int *ref = (int *)malloc(cols * sizeof(int)), *nxt = (int *)malloc(cols * sizeof(int));
  for (int x = 0; x < cols; x++) ref[x] = wall[x];
  for (int r = 1; r < rows; r++) {
    for (int x = 0; x < cols; x++) {
      int m = ref[x];
      if (x > 0 && ref[x - 1] < m) m = ref[x - 1];
      if (x + 1 < cols && ref[x + 1] < m) m = ref[x + 1];
      nxt[x] = m + wall[r * cols + x];
    }
    memcpy(ref, nxt, cols * sizeof(int));
  }
  int *dWall, *a, *b;
  CHECK(cudaMalloc(&dWall, rows * cols * sizeof(int)));
  CHECK(cudaMalloc(&a, cols * sizeof(int)));
  CHECK(cudaMalloc(&b, cols * sizeof(int)));
  CHECK(cudaMemcpy(dWall, wall, rows * cols * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(a, wall, cols * sizeof(int), cudaMemcpyHostToDevice));
  for (int r = 1; r < rows; r++) {
    step<<<(cols + BS - 1) / BS, BS>>>(dWall, a, b, cols, r);
    int *t = a;
    a = b;
    b = t;
  }
  CHECK_LAUNCH();
  int *out = (int *)malloc(cols * sizeof(int));
  CHECK(cudaMemcpy(out, a, cols * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_i(out, ref, cols, "cost");
  int best = out[0];
  for (int x = 1; x < cols; x++)
    if (out[x] < best) best = out[x];
  printf("pathfinder: %d rows x %d cols, cheapest %d, %d wrong\n", rows, cols, best, bad);
  return finish(bad == 0);
}
