// Parboil SGEMM, register-tiled: C = alpha * A * B^T + beta * C with A
// column-major; each thread of a 64-thread block keeps a column of 16 C
// values in registers, B's tile sits in shared memory, A is streamed from
// global memory with a one-step software prefetch, the loops fully unrolled.
#include "common.h"

#define TILE_N 16
#define TILE_TB_HEIGHT 8
#define TILE_M (TILE_N * TILE_TB_HEIGHT)

__global__ void sgemmNT(const float *A, int lda, const float *B, int ldb, float *C, int ldc, int k, float alpha, float beta) {
  float c[TILE_N];
  for (int i = 0; i < TILE_N; i++) c[i] = 0.0f;
  int mid = threadIdx.y * blockDim.x + threadIdx.x;
  int m = blockIdx.x * TILE_M + mid;
  int n = blockIdx.y * TILE_N + threadIdx.x;
  __shared__ float b_s[TILE_TB_HEIGHT][TILE_N];
  for (int i = 0; i < k; i += TILE_TB_HEIGHT) {
    float a;
    b_s[threadIdx.y][threadIdx.x] = B[n + (i + threadIdx.y) * ldb];
    __syncthreads();
#pragma unroll
    for (int j = 0; j < TILE_TB_HEIGHT; j++) {
      a = A[m + (i + j) * lda];
#pragma unroll
      for (int kk = 0; kk < TILE_N; kk++) c[kk] += a * b_s[j][kk];
    }
    __syncthreads();
  }
  int t = ldc * blockIdx.y * TILE_N + m;
#pragma unroll
  for (int i = 0; i < TILE_N; i++) C[t + i * ldc] = C[t + i * ldc] * beta + alpha * c[i];
}

int main() {
  const int M = 256, N = 128, K = 192;
  const float alpha = 1.5f, beta = -0.5f;
  float *A = (float *)malloc(M * K * 4), *B = (float *)malloc(N * K * 4), *C = (float *)malloc(M * N * 4), *R = (float *)malloc(M * N * 4);
  unsigned seed = 31;
  for (int i = 0; i < M * K; i++) A[i] = lcg_float(&seed) - 0.5f;
  for (int i = 0; i < N * K; i++) B[i] = lcg_float(&seed) - 0.5f;
  for (int i = 0; i < M * N; i++) C[i] = lcg_float(&seed);
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, M * K * 4));
  CHECK(cudaMalloc(&dB, N * K * 4));
  CHECK(cudaMalloc(&dC, M * N * 4));
  CHECK(cudaMemcpy(dA, A, M * K * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B, N * K * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dC, C, M * N * 4, cudaMemcpyHostToDevice));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0));
  // A is M x K column-major (lda = M), B is N x K column-major (ldb = N), C is M x N column-major.
  sgemmNT<<<dim3(M / TILE_M, N / TILE_N), dim3(TILE_N, TILE_TB_HEIGHT)>>>(dA, M, dB, N, dC, M, K, alpha, beta);
  CHECK_LAUNCH();
  CHECK(cudaEventRecord(e1));
  CHECK(cudaEventSynchronize(e1));
  float ms;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  CHECK(cudaMemcpy(R, dC, M * N * 4, cudaMemcpyDeviceToHost));
  float *W = (float *)malloc(M * N * 4);
  for (int n = 0; n < N; n++)
    for (int m = 0; m < M; m++) {
      double s = 0;
      for (int k = 0; k < K; k++) s += (double)A[m + k * M] * B[n + k * N];
      W[m + n * M] = (float)(C[m + n * M] * beta + alpha * s);
    }
  int bad = count_mismatch_f(R, W, M * N, 1e-4, 1e-4, "C");
  printf("sgemm %dx%dx%d register-tiled: %d mismatches\n", M, N, K, bad);
  printf("# kernel %.3f ms, %.2f GFLOP/s\n", ms, 2.0 * M * N * K / ms / 1e6);
  return finish(bad == 0);
}
