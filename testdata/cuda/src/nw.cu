// Needleman-Wunsch global alignment scores in the style of Rodinia's nw:
// the (n+1)x(n+1) score matrix is filled in 16x16 tiles, one launch per
// anti-diagonal of tiles; each tile is computed in shared memory along its
// own anti-diagonals.
#include "common.h"

#define B 16

__device__ __host__ inline int max3(int a, int b, int c) {
  int m = a > b ? a : b;
  return m > c ? m : c;
}

// Tile (bx, by) for by = diag - bx covers rows by*B+1..by*B+B and the same
// columns; row and column 0 of the matrix hold the gap penalties.
__global__ void nwDiagonal(int *score, const int *sim, int n, int diag, int firstBx, int penalty) {
  __shared__ int t[B + 1][B + 1];
  __shared__ int s[B][B];
  int bx = firstBx + blockIdx.x, by = diag - bx;
  int tx = threadIdx.x;
  int w = n + 1;
  int row0 = by * B, col0 = bx * B;
  for (int r = 0; r < B; r++) s[r][tx] = sim[(row0 + r) * n + col0 + tx];
  t[0][tx + 1] = score[row0 * w + col0 + tx + 1];
  t[tx + 1][0] = score[(row0 + tx + 1) * w + col0];
  if (tx == 0) t[0][0] = score[row0 * w + col0];
  __syncthreads();
  for (int d = 0; d < 2 * B - 1; d++) {
    int r = tx, c = d - tx;
    if (c >= 0 && c < B) t[r + 1][c + 1] = max3(t[r][c] + s[r][c], t[r][c + 1] - penalty, t[r + 1][c] - penalty);
    __syncthreads();
  }
  for (int r = 0; r < B; r++) score[(row0 + r + 1) * w + col0 + tx + 1] = t[r + 1][tx + 1];
}

int main() {
  const int n = 128, penalty = 10, w = n + 1;
  const int nb = n / B;
  char *a = (char *)malloc(n), *b = (char *)malloc(n);
  unsigned s = 41;
  const char *bases = "ACGT";
  for (int i = 0; i < n; i++) {
    a[i] = bases[lcg_next(&s) >> 30];
    b[i] = (lcg_next(&s) & 3) ? a[i] : bases[lcg_next(&s) >> 30];
  }
  int *sim = (int *)malloc(n * n * sizeof(int));
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++) sim[r * n + c] = a[r] == b[c] ? 5 : -3;
  int *score = (int *)malloc(w * w * sizeof(int)), *ref = (int *)malloc(w * w * sizeof(int));
  for (int i = 0; i < w * w; i++) score[i] = 0;
  for (int i = 0; i < w; i++) score[i] = score[i * w] = -i * penalty;
  memcpy(ref, score, w * w * sizeof(int));
  for (int r = 1; r < w; r++)
    for (int c = 1; c < w; c++)
      ref[r * w + c] = max3(ref[(r - 1) * w + c - 1] + sim[(r - 1) * n + c - 1], ref[(r - 1) * w + c] - penalty, ref[r * w + c - 1] - penalty);
  int *dScore, *dSim;
  CHECK(cudaMalloc(&dScore, w * w * sizeof(int)));
  CHECK(cudaMalloc(&dSim, n * n * sizeof(int)));
  CHECK(cudaMemcpy(dScore, score, w * w * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dSim, sim, n * n * sizeof(int), cudaMemcpyHostToDevice));
  for (int d = 0; d < 2 * nb - 1; d++) {
    int first = d < nb ? 0 : d - nb + 1;
    int last = d < nb ? d : nb - 1;
    nwDiagonal<<<last - first + 1, B>>>(dScore, dSim, n, d, first, penalty);
    CHECK_LAUNCH();
  }
  CHECK(cudaMemcpy(score, dScore, w * w * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_i(score, ref, w * w, "score");
  printf("nw: %d x %d, final score %d, %d wrong\n", n, n, score[w * w - 1], bad);
  return finish(bad == 0);
}
