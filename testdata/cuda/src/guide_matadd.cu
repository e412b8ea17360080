// The guide's MatAdd: two-dimensional blocks and grid over N x N matrices
// passed as pointers to rows (float (*)[N]).
#include "common.h"

#define N 100

__global__ void MatAdd(const float A[N][N], const float B[N][N], float C[N][N]) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < N && j < N) C[i][j] = A[i][j] + B[i][j];
}

int main() {
  static float hA[N][N], hB[N][N], hC[N][N];
  unsigned s = 7;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      hA[i][j] = lcg_float(&s) * 100;
      hB[i][j] = i - j;
    }
  float(*dA)[N], (*dB)[N], (*dC)[N];
  CHECK(cudaMalloc(&dA, sizeof hA));
  CHECK(cudaMalloc(&dB, sizeof hB));
  CHECK(cudaMalloc(&dC, sizeof hC));
  CHECK(cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice));
  dim3 threadsPerBlock(16, 16);
  dim3 numBlocks((N + 15) / 16, (N + 15) / 16);
  MatAdd<<<numBlocks, threadsPerBlock>>>(dA, dB, dC);
  CHECK_LAUNCH();
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hC, dC, sizeof hC, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (hC[i][j] != hA[i][j] + hB[i][j]) bad++;
  printf("matadd: %dx%d, grid %dx%d, %d wrong\n", N, N, numBlocks.x, numBlocks.y, bad);
  cudaFree(dA); cudaFree(dB); cudaFree(dC);
  return finish(bad == 0);
}
