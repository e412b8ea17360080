// Sparse matrix-vector product y = A x with A in CSR, in the two classic
// forms: one thread per row (scalar) and one warp per row with a shuffle
// reduction (vector).
#include "common.h"

__global__ void spmvScalar(int rows, const int *rowPtr, const int *col, const float *val, const float *x, float *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) {
    float s = 0;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; k++) s += val[k] * x[col[k]];
    y[r] = s;
  }
}

__global__ void spmvVector(int rows, const int *rowPtr, const int *col, const float *val, const float *x, float *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (warp >= rows) return;
  float s = 0;
  for (int k = rowPtr[warp] + lane; k < rowPtr[warp + 1]; k += 32) s += val[k] * x[col[k]];
  for (int off = 16; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
  if (lane == 0) y[warp] = s;
}

int main() {
  const int rows = 2000, cols = 2000;
  int *rowPtr = (int *)malloc((rows + 1) * sizeof(int));
  int cap = rows * 40;
  int *col = (int *)malloc(cap * sizeof(int));
  float *val = (float *)malloc(cap * sizeof(float)), *x = (float *)malloc(cols * sizeof(float));
  unsigned s = 57;
  int nnz = 0;
  for (int r = 0; r < rows; r++) {
    rowPtr[r] = nnz;
    int len = 1 + (lcg_next(&s) >> 16) % (r % 10 == 0 ? 39 : 8);
    int c = (lcg_next(&s) >> 8) % cols;
    for (int k = 0; k < len; k++) {
      col[nnz] = c;
      val[nnz] = lcg_float(&s) * 2 - 1;
      nnz++;
      c = (c + 1 + (lcg_next(&s) >> 20) % 50) % cols;
    }
  }
  rowPtr[rows] = nnz;
  for (int i = 0; i < cols; i++) x[i] = lcg_float(&s);
  float *ref = (float *)malloc(rows * sizeof(float)), *y = (float *)malloc(rows * sizeof(float));
  for (int r = 0; r < rows; r++) {
    double a = 0;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; k++) a += (double)val[k] * x[col[k]];
    ref[r] = (float)a;
  }
  int *dRow, *dCol;
  float *dVal, *dX, *dY;
  CHECK(cudaMalloc(&dRow, (rows + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dCol, nnz * sizeof(int)));
  CHECK(cudaMalloc(&dVal, nnz * sizeof(float)));
  CHECK(cudaMalloc(&dX, cols * sizeof(float)));
  CHECK(cudaMalloc(&dY, rows * sizeof(float)));
  CHECK(cudaMemcpy(dRow, rowPtr, (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dCol, col, nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVal, val, nnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dX, x, cols * sizeof(float), cudaMemcpyHostToDevice));
  spmvScalar<<<(rows + 127) / 128, 128>>>(rows, dRow, dCol, dVal, dX, dY);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(y, dY, rows * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_f(y, ref, rows, 1e-4, 1e-4, "scalar y");
  CHECK(cudaMemset(dY, 0, rows * sizeof(float)));
  spmvVector<<<(rows * 32 + 127) / 128, 128>>>(rows, dRow, dCol, dVal, dX, dY);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(y, dY, rows * sizeof(float), cudaMemcpyDeviceToHost));
  bad += count_mismatch_f(y, ref, rows, 1e-4, 1e-4, "vector y");
  printf("spmv: %d x %d, %d nonzeros, %d wrong\n", rows, cols, nnz, bad);
  return finish(bad == 0);
}
