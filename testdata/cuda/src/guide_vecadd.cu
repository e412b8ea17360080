// The programming guide's first program: VecAdd over device memory
// allocated with cudaMalloc and filled with cudaMemcpy.
#include "common.h"

__global__ void VecAdd(const float *A, const float *B, float *C, int N) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < N) C[i] = A[i] + B[i];
}

int main() {
  const int N = 5000;
  size_t size = N * sizeof(float);
  float *h_A = (float *)malloc(size), *h_B = (float *)malloc(size), *h_C = (float *)malloc(size);
  unsigned s = 1;
  for (int i = 0; i < N; i++) {
    h_A[i] = lcg_float(&s);
    h_B[i] = lcg_float(&s);
  }
  float *d_A, *d_B, *d_C;
  CHECK(cudaMalloc(&d_A, size));
  CHECK(cudaMalloc(&d_B, size));
  CHECK(cudaMalloc(&d_C, size));
  CHECK(cudaMemcpy(d_A, h_A, size, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_B, h_B, size, cudaMemcpyHostToDevice));
  int threadsPerBlock = 256;
  int blocksPerGrid = (N + threadsPerBlock - 1) / threadsPerBlock;
  VecAdd<<<blocksPerGrid, threadsPerBlock>>>(d_A, d_B, d_C, N);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(h_C, d_C, size, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (h_C[i] != h_A[i] + h_B[i]) bad++;
  printf("vecadd: %d elements, %d blocks of %d threads, %d wrong\n", N, blocksPerGrid, threadsPerBlock, bad);
  CHECK(cudaFree(d_A));
  CHECK(cudaFree(d_B));
  CHECK(cudaFree(d_C));
  free(h_A); free(h_B); free(h_C);
  return finish(bad == 0);
}
