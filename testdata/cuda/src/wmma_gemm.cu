// Tensor cores through the wmma API: a 64x64x64 half-precision GEMM with
// float accumulation, one warp per 16x16 output tile; inputs are small
// integers so every product and sum is exact and the result must match the
// host bit for bit.
#include "common.h"
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;

#define M 64
#define N 64
#define K 64

__global__ void gemm(const half *a, const half *b, float *c) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tm = warp / (N / 16), tn = warp % (N / 16);
  if (tm >= M / 16) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(fa, a + tm * 16 * K + k, K);
    wmma::load_matrix_sync(fb, b + tn * 16 * K + k, K);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(c + tm * 16 * N + tn * 16, acc, N, wmma::mem_row_major);
}

int main() {
  half *ha = (half *)malloc(M * K * sizeof(half)), *hb = (half *)malloc(K * N * sizeof(half));
  float *fa = (float *)malloc(M * K * sizeof(float)), *fb = (float *)malloc(K * N * sizeof(float));
  unsigned s = 19;
  for (int i = 0; i < M * K; i++) {
    fa[i] = (float)((int)(lcg_next(&s) % 9) - 4);
    ha[i] = __float2half(fa[i]);
  }
  // b is stored column-major: element (k, n) at n*K + k.
  for (int i = 0; i < K * N; i++) {
    fb[i] = (float)((int)(lcg_next(&s) % 7) - 3);
    hb[i] = __float2half(fb[i]);
  }
  float *ref = (float *)malloc(M * N * sizeof(float)), *out = (float *)malloc(M * N * sizeof(float));
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++) {
      float acc = 0;
      for (int k = 0; k < K; k++) acc += fa[m * K + k] * fb[n * K + k];
      ref[m * N + n] = acc;
    }
  half *da, *db;
  float *dc;
  CHECK(cudaMalloc(&da, M * K * sizeof(half)));
  CHECK(cudaMalloc(&db, K * N * sizeof(half)));
  CHECK(cudaMalloc(&dc, M * N * sizeof(float)));
  CHECK(cudaMemcpy(da, ha, M * K * sizeof(half), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, K * N * sizeof(half), cudaMemcpyHostToDevice));
  int warps = (M / 16) * (N / 16);
  gemm<<<warps / 4, 128>>>(da, db, dc);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, dc, M * N * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_f(out, ref, M * N, 0, 0, "C");
  printf("wmma gemm: %dx%dx%d, %d wrong\n", M, N, K, bad);
  return finish(bad == 0);
}
