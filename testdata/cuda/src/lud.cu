// Rodinia LU decomposition in double precision: the blocked right-looking
// algorithm in three kernels per step (diagonal block in shared memory,
// perimeter row and column blocks, internal trailing update), 16x16 tiles,
// on a diagonally dominant matrix; checked by multiplying L and U back.
#include "common.h"

#define BS 16

__global__ void lud_diagonal(double *m, int dim, int off) {
  __shared__ double s[BS][BS];
  int tx = threadIdx.x;
  for (int i = 0; i < BS; i++) s[i][tx] = m[(off + i) * dim + off + tx];
  __syncthreads();
  for (int i = 0; i < BS - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++) s[tx][i] -= s[tx][j] * s[j][i];
      s[tx][i] /= s[i][i];
    }
    __syncthreads();
    if (tx > i) {
      for (int j = 0; j < i + 1; j++) s[i + 1][tx] -= s[i + 1][j] * s[j][tx];
    }
    __syncthreads();
  }
  for (int i = 1; i < BS; i++) m[(off + i) * dim + off + tx] = s[i][tx];
}

__global__ void lud_perimeter(double *m, int dim, int off) {
  __shared__ double dia[BS][BS], row[BS][BS], col[BS][BS];
  int tx = threadIdx.x, b = blockIdx.x;
  if (tx < BS) {
    for (int i = 0; i < BS / 2; i++) dia[i][tx] = m[(off + i) * dim + off + tx];
    for (int i = 0; i < BS; i++) row[i][tx] = m[(off + i) * dim + off + (b + 1) * BS + tx];
  } else {
    int t = tx - BS;
    for (int i = BS / 2; i < BS; i++) dia[i][t] = m[(off + i) * dim + off + t];
    for (int i = 0; i < BS; i++) col[i][t] = m[(off + (b + 1) * BS + i) * dim + off + t];
  }
  __syncthreads();
  if (tx < BS) {  // a column of the row block: forward substitution with L
    for (int i = 1; i < BS; i++)
      for (int j = 0; j < i; j++) row[i][tx] -= dia[i][j] * row[j][tx];
  } else {  // a row of the column block: with U
    int t = tx - BS;
    for (int i = 0; i < BS; i++) {
      for (int j = 0; j < i; j++) col[t][i] -= col[t][j] * dia[j][i];
      col[t][i] /= dia[i][i];
    }
  }
  __syncthreads();
  if (tx < BS) {
    for (int i = 1; i < BS; i++) m[(off + i) * dim + off + (b + 1) * BS + tx] = row[i][tx];
  } else {
    int t = tx - BS;
    for (int i = 0; i < BS; i++) m[(off + (b + 1) * BS + i) * dim + off + t] = col[i][t];
  }
}

__global__ void lud_internal(double *m, int dim, int off) {
  __shared__ double prow[BS][BS], pcol[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gr = off + (blockIdx.y + 1) * BS + ty, gc = off + (blockIdx.x + 1) * BS + tx;
  prow[ty][tx] = m[(off + ty) * dim + gc];
  pcol[ty][tx] = m[gr * dim + off + tx];
  __syncthreads();
  double sum = 0;
  for (int k = 0; k < BS; k++) sum += pcol[ty][k] * prow[k][tx];
  m[gr * dim + gc] -= sum;
}

int main() {
  const int dim = 192;
  double *a = (double *)malloc(dim * dim * 8), *lu = (double *)malloc(dim * dim * 8);
  unsigned seed = 5;
  for (int i = 0; i < dim; i++)
    for (int j = 0; j < dim; j++) a[i * dim + j] = lcg_float(&seed) - 0.5 + (i == j ? dim : 0);
  double *d;
  CHECK(cudaMalloc(&d, dim * dim * 8));
  CHECK(cudaMemcpy(d, a, dim * dim * 8, cudaMemcpyHostToDevice));
  int off;
  for (off = 0; off < dim - BS; off += BS) {
    lud_diagonal<<<1, BS>>>(d, dim, off);
    int n = (dim - off) / BS - 1;
    lud_perimeter<<<n, 2 * BS>>>(d, dim, off);
    lud_internal<<<dim3(n, n), dim3(BS, BS)>>>(d, dim, off);
  }
  lud_diagonal<<<1, BS>>>(d, dim, off);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(lu, d, dim * dim * 8, cudaMemcpyDeviceToHost));
  // L (unit diagonal) times U must give A back.
  double worst = 0;
  for (int i = 0; i < dim; i++)
    for (int j = 0; j < dim; j++) {
      double s = 0;
      int kmax = i < j ? i : j;
      for (int k = 0; k <= kmax; k++) s += (k == i ? 1.0 : lu[i * dim + k]) * lu[k * dim + j];
      double e = fabs(s - a[i * dim + j]);
      if (e > worst) worst = e;
    }
  double trace = 0;
  for (int i = 0; i < dim; i++) trace += lu[i * dim + i];
  printf("lud %dx%d: %d launches, max |LU - A| = %.3g, trace(U) = %.6f\n", dim, dim, 3 * (dim / BS - 1) + 1, worst, trace);
  return finish(worst < 1e-9);
}
