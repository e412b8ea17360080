// Tensor-core fragments beyond half (built for compute_80): wmma with
// bf16 (16x16x16), tf32 (16x16x8, __float_to_tf32), double (8x8x4), int8
// (16x16x16 signed and unsigned with int accumulators, 32x8x16 shape) and
// row/column-major operand layouts, load_matrix_sync with leading
// dimensions larger than the tile, fill_fragment, element-wise operations
// on accumulator fragments, and store_matrix_sync in both layouts. Exact
// where the inputs make it exact (small integers); tf32 against a host
// model of its rounding.
#include "common.h"
#include <mma.h>
#include <type_traits>
#include <cuda_bf16.h>
using namespace nvcuda;

template <typename Tin, typename Tacc, int M, int N, int K, typename LA, typename LB>
__global__ void gemmTile(const Tin *A, const Tin *B, Tacc *C, int lda, int ldb, int ldc, int kTiles, bool colOut) {
  wmma::fragment<wmma::matrix_a, M, N, K, Tin, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, Tin, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, Tacc> c;
  wmma::fill_fragment(c, (Tacc)1);
  for (int k = 0; k < kTiles; k++) {
    const Tin *pa = std::is_same<LA, wmma::row_major>::value ? A + k * K : A + k * K * lda;
    const Tin *pb = std::is_same<LB, wmma::row_major>::value ? B + k * K * ldb : B + k * K;
    wmma::load_matrix_sync(a, pa, lda);
    wmma::load_matrix_sync(b, pb, ldb);
    wmma::mma_sync(c, a, b, c);
  }
  for (int i = 0; i < c.num_elements; i++) c.x[i] = c.x[i] * (Tacc)2;
  wmma::store_matrix_sync(C, c, ldc, colOut ? wmma::mem_col_major : wmma::mem_row_major);
}

template <int M, int N, int K>
__global__ void tf32Tile(const float *A, const float *B, float *C, int lda, int ldb, int ldc, int kTiles) {
  wmma::fragment<wmma::matrix_a, M, N, K, wmma::precision::tf32, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, M, N, K, wmma::precision::tf32, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, M, N, K, float> c;
  wmma::fill_fragment(c, 0.0f);
  for (int k = 0; k < kTiles; k++) {
    wmma::load_matrix_sync(a, A + k * K, lda);
    wmma::load_matrix_sync(b, B + k * K, ldb);
    for (int i = 0; i < a.num_elements; i++) a.x[i] = wmma::__float_to_tf32(a.x[i]);
    for (int i = 0; i < b.num_elements; i++) b.x[i] = wmma::__float_to_tf32(b.x[i]);
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C, c, ldc, wmma::mem_row_major);
}

// Host: element (i, j) of a matrix stored row- or column-major.
template <typename T>
static double at(const T *p, bool rowMajor, int ld, int i, int j) { return (double)(rowMajor ? p[i * ld + j] : p[j * ld + i]); }

template <typename Tin, typename Tacc, int M, int N, int K, typename LA, typename LB>
static int runCase(const char *name, int kTiles, bool colOut, double (*val)(unsigned *), Tin (*conv)(double)) {
  const bool rowA = std::is_same<LA, wmma::row_major>::value, rowB = std::is_same<LB, wmma::row_major>::value;
  const int Kt = K * kTiles, pad = 8;
  int lda = rowA ? Kt + pad : M + pad, ldb = rowB ? N + pad : Kt + pad, ldc = (colOut ? M : N) + pad;
  size_t na = (size_t)lda * (rowA ? M : Kt), nb = (size_t)ldb * (rowB ? Kt : N), nc = (size_t)ldc * (colOut ? N : M);
  Tin *A = (Tin *)malloc(na * sizeof(Tin)), *B = (Tin *)malloc(nb * sizeof(Tin));
  Tacc *C = (Tacc *)malloc(nc * sizeof(Tacc));
  unsigned seed = 100 + M + N + K;
  for (size_t i = 0; i < na; i++) A[i] = conv(val(&seed));
  for (size_t i = 0; i < nb; i++) B[i] = conv(val(&seed));
  Tin *dA, *dB;
  Tacc *dC;
  CHECK(cudaMalloc(&dA, na * sizeof(Tin)));
  CHECK(cudaMalloc(&dB, nb * sizeof(Tin)));
  CHECK(cudaMalloc(&dC, nc * sizeof(Tacc)));
  CHECK(cudaMemcpy(dA, A, na * sizeof(Tin), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B, nb * sizeof(Tin), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dC, 0, nc * sizeof(Tacc)));
  gemmTile<Tin, Tacc, M, N, K, LA, LB><<<1, 32>>>(dA, dB, dC, lda, ldb, ldc, kTiles, colOut);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(C, dC, nc * sizeof(Tacc), cudaMemcpyDeviceToHost));
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = 1;
      for (int k = 0; k < Kt; k++) s += at(A, rowA, lda, i, k) * at(B, rowB, ldb, k, j);
      s *= 2;
      double g = (double)(colOut ? C[j * ldc + i] : C[i * ldc + j]);
      if (g != s && bad++ < 3) printf("%s C[%d][%d] = %.17g, want %.17g\n", name, i, j, g, s);
      sum += g;
    }
  printf("%-34s %2dx%2dx%2d x%d tiles: %d mismatches, sum %.6g\n", name, M, N, K, kTiles, bad, sum);
  free(A); free(B); free(C);
  CHECK(cudaFree(dA)); CHECK(cudaFree(dB)); CHECK(cudaFree(dC));
  return bad;
}

// Small integers or short dyadic fractions: every product and sum is exact.
static double smallInt(unsigned *s) { return (double)((int)(lcg_next(s) >> 28) - 8); }
static double smallU(unsigned *s) { return (double)(lcg_next(s) >> 28); }
static double tinyU(unsigned *s) { return (double)(lcg_next(s) >> 30); }  // sums stay below 2048: exact in half
static double dyadic(unsigned *s) { return ((int)(lcg_next(s) >> 26) - 32) / 16.0; }
static __nv_bfloat16 toBf(double v) { return __float2bfloat16((float)v); }
static __half toHalf(double v) { return __float2half((float)v); }
static double toD(double v) { return v; }
static signed char toS8(double v) { return (signed char)v; }
static unsigned char toU8(double v) { return (unsigned char)v; }

// tf32: 10 explicit mantissa bits; cvt.rna rounds to nearest, ties away.
static float tf32(float x) {
  unsigned u;
  memcpy(&u, &x, 4);
  u = (u + 0x1000u) & 0xffffe000u;
  memcpy(&x, &u, 4);
  return x;
}

int main() {
  int bad = 0;
  bad += runCase<__nv_bfloat16, float, 16, 16, 16, wmma::row_major, wmma::col_major>("bf16 row x col", 4, false, dyadic, toBf);
  bad += runCase<__nv_bfloat16, float, 32, 8, 16, wmma::col_major, wmma::row_major>("bf16 col x row, column-major out", 3, true, dyadic, toBf);
  bad += runCase<__half, __half, 8, 32, 16, wmma::row_major, wmma::row_major>("half acc half", 2, false, tinyU, toHalf);
  bad += runCase<double, double, 8, 8, 4, wmma::row_major, wmma::col_major>("double 8x8x4", 8, false, dyadic, toD);
  bad += runCase<double, double, 8, 8, 4, wmma::col_major, wmma::row_major>("double col x row, column-major out", 5, true, dyadic, toD);
  bad += runCase<signed char, int, 16, 16, 16, wmma::row_major, wmma::col_major>("s8 -> s32", 6, false, smallInt, toS8);
  bad += runCase<unsigned char, int, 32, 8, 16, wmma::row_major, wmma::col_major>("u8 -> s32", 3, true, smallU, toU8);

  // tf32 with arbitrary floats: compare with the host's tf32 rounding and a
  // double-precision sum (the hardware sums products exactly enough).
  const int M = 16, N = 16, K = 8, kt = 4, Kt = K * kt;
  float *A = (float *)malloc(M * Kt * 4), *B = (float *)malloc(N * Kt * 4), *C = (float *)malloc(M * N * 4);
  unsigned seed = 5;
  for (int i = 0; i < M * Kt; i++) A[i] = lcg_float(&seed) - 0.5f;
  for (int i = 0; i < N * Kt; i++) B[i] = lcg_float(&seed) - 0.5f;
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, M * Kt * 4));
  CHECK(cudaMalloc(&dB, N * Kt * 4));
  CHECK(cudaMalloc(&dC, M * N * 4));
  CHECK(cudaMemcpy(dA, A, M * Kt * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B, N * Kt * 4, cudaMemcpyHostToDevice));
  tf32Tile<M, N, K><<<1, 32>>>(dA, dB, dC, Kt, Kt, N, kt);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(C, dC, M * N * 4, cudaMemcpyDeviceToHost));
  int tbad = 0;
  double worst = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < Kt; k++) s += (double)tf32(A[i * Kt + k]) * tf32(B[j * Kt + k]);
      double e = fabs(C[i * N + j] - s);
      if (e > worst) worst = e;
      if (e > 1e-5 && tbad++ < 3) printf("tf32 C[%d][%d] = %.9g, want %.9g\n", i, j, C[i * N + j], s);
    }
  printf("tf32 16x16x8 x4 tiles: %d beyond 1e-5 (worst %.2g)\n", tbad, worst);
  return finish(bad + tbad == 0);
}
