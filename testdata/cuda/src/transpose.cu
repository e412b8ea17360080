// Matrix transpose as in the CUDA samples' transpose: a naive kernel, a
// shared-memory tile, and the tile padded by one column against bank
// conflicts; each timed with events (printed as informational lines).
#include "common.h"

#define TILE 32
#define ROWS 8

__global__ void naive(float *out, const float *in, int w, int h) {
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h) out[x * h + y + j] = in[(y + j) * w + x];
}

template <int PAD>
__global__ void tiled(float *out, const float *in, int w, int h) {
  __shared__ float tile[TILE][TILE + PAD];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int w = 200, h = 136;
  size_t bytes = w * h * sizeof(float);
  float *in = (float *)malloc(bytes), *out = (float *)malloc(bytes);
  for (int i = 0; i < w * h; i++) in[i] = (float)i;
  float *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  CHECK(cudaMemcpy(dIn, in, bytes, cudaMemcpyHostToDevice));
  dim3 grid((w + TILE - 1) / TILE, (h + TILE - 1) / TILE), block(TILE, ROWS);
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  const char *names[3] = {"naive", "tiled", "padded"};
  int bad = 0;
  for (int v = 0; v < 3; v++) {
    CHECK(cudaMemset(dOut, 0, bytes));
    CHECK(cudaEventRecord(e0));
    if (v == 0) naive<<<grid, block>>>(dOut, dIn, w, h);
    if (v == 1) tiled<0><<<grid, block>>>(dOut, dIn, w, h);
    if (v == 2) tiled<1><<<grid, block>>>(dOut, dIn, w, h);
    CHECK(cudaEventRecord(e1));
    CHECK_LAUNCH();
    CHECK(cudaEventSynchronize(e1));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, e0, e1));
    CHECK(cudaMemcpy(out, dOut, bytes, cudaMemcpyDeviceToHost));
    int wrong = 0;
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++)
        if (out[x * h + y] != in[y * w + x]) wrong++;
    printf("transpose %s: %d wrong\n", names[v], wrong);
    printf("# %s %.4f ms\n", names[v], ms);
    bad += wrong;
  }
  return finish(bad == 0);
}
