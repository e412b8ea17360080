// The guide's shared-memory matrix multiplication: a Matrix struct passed by
// value (width, height, stride, elements), sub-matrices of BLOCK_SIZE x
// BLOCK_SIZE loaded into shared memory, __syncthreads between phases.
#include "common.h"

#define BLOCK_SIZE 16

typedef struct {
  int width;
  int height;
  int stride;
  float *elements;
} Matrix;

__device__ float GetElement(const Matrix A, int row, int col) { return A.elements[row * A.stride + col]; }

__device__ void SetElement(Matrix A, int row, int col, float value) { A.elements[row * A.stride + col] = value; }

// The BLOCK_SIZE x BLOCK_SIZE sub-matrix of A that is col sub-matrices to
// the right and row sub-matrices down from its top-left corner.
__device__ Matrix GetSubMatrix(Matrix A, int row, int col) {
  Matrix sub;
  sub.width = BLOCK_SIZE;
  sub.height = BLOCK_SIZE;
  sub.stride = A.stride;
  sub.elements = &A.elements[A.stride * BLOCK_SIZE * row + BLOCK_SIZE * col];
  return sub;
}

__global__ void MatMulKernel(Matrix A, Matrix B, Matrix C) {
  int blockRow = blockIdx.y, blockCol = blockIdx.x;
  Matrix Csub = GetSubMatrix(C, blockRow, blockCol);
  float Cvalue = 0;
  int row = threadIdx.y, col = threadIdx.x;
  for (int m = 0; m < (A.width / BLOCK_SIZE); ++m) {
    Matrix Asub = GetSubMatrix(A, blockRow, m);
    Matrix Bsub = GetSubMatrix(B, m, blockCol);
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[row][col] = GetElement(Asub, row, col);
    Bs[row][col] = GetElement(Bsub, row, col);
    __syncthreads();
    for (int e = 0; e < BLOCK_SIZE; ++e) Cvalue += As[row][e] * Bs[e][col];
    __syncthreads();
  }
  SetElement(Csub, row, col, Cvalue);
}

// MatMul copies A and B to the device, multiplies and copies C back.
// Dimensions are multiples of BLOCK_SIZE.
static void MatMul(const Matrix A, const Matrix B, Matrix C) {
  Matrix d_A = A, d_B = B, d_C = C;
  size_t size = A.width * A.height * sizeof(float);
  CHECK(cudaMalloc(&d_A.elements, size));
  CHECK(cudaMemcpy(d_A.elements, A.elements, size, cudaMemcpyHostToDevice));
  size = B.width * B.height * sizeof(float);
  CHECK(cudaMalloc(&d_B.elements, size));
  CHECK(cudaMemcpy(d_B.elements, B.elements, size, cudaMemcpyHostToDevice));
  size = C.width * C.height * sizeof(float);
  CHECK(cudaMalloc(&d_C.elements, size));
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(B.width / dimBlock.x, A.height / dimBlock.y);
  MatMulKernel<<<dimGrid, dimBlock>>>(d_A, d_B, d_C);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(C.elements, d_C.elements, size, cudaMemcpyDeviceToHost));
  cudaFree(d_A.elements);
  cudaFree(d_B.elements);
  cudaFree(d_C.elements);
}

int main() {
  Matrix A = {64, 48, 64, NULL}, B = {32, 64, 32, NULL}, C = {32, 48, 32, NULL};
  A.elements = (float *)malloc(A.width * A.height * sizeof(float));
  B.elements = (float *)malloc(B.width * B.height * sizeof(float));
  C.elements = (float *)malloc(C.width * C.height * sizeof(float));
  float *ref = (float *)malloc(C.width * C.height * sizeof(float));
  unsigned s = 3;
  for (int i = 0; i < A.width * A.height; i++) A.elements[i] = lcg_float(&s) - 0.5f;
  for (int i = 0; i < B.width * B.height; i++) B.elements[i] = lcg_float(&s) - 0.5f;
  MatMul(A, B, C);
  for (int r = 0; r < C.height; r++)
    for (int c = 0; c < C.width; c++) {
      double acc = 0;
      for (int k = 0; k < A.width; k++) acc += (double)A.elements[r * A.stride + k] * B.elements[k * B.stride + c];
      ref[r * C.stride + c] = (float)acc;
    }
  int bad = count_mismatch_f(C.elements, ref, C.width * C.height, 1e-4, 1e-5, "C");
  printf("matmul: (%dx%d) * (%dx%d), %d wrong\n", A.height, A.width, B.height, B.width, bad);
  return finish(bad == 0);
}
