// Gaussian elimination in the style of Rodinia's gaussian: for each pivot
// column, Fan1 computes the multipliers and Fan2 updates the remaining
// rows (a 2D grid) and the right-hand side; back substitution on the host.
#include "common.h"

__global__ void Fan1(const float *a, float *m, int n, int t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n - 1 - t) return;
  int r = i + t + 1;
  m[r * n + t] = a[r * n + t] / a[t * n + t];
}

__global__ void Fan2(float *a, float *b, const float *m, int n, int t) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= n - 1 - t || y >= n - t) return;
  int r = x + 1 + t, c = y + t;
  a[r * n + c] -= m[r * n + t] * a[t * n + c];
  if (y == 0) b[r] -= m[r * n + t] * b[t];
}

int main() {
  const int n = 48;
  float *a = (float *)malloc(n * n * sizeof(float)), *b = (float *)malloc(n * sizeof(float));
  double *x0 = (double *)malloc(n * sizeof(double));
  unsigned s = 77;
  for (int i = 0; i < n; i++) x0[i] = (int)(lcg_next(&s) % 21) - 10;
  // A diagonally dominant system with a known solution x0.
  for (int r = 0; r < n; r++) {
    double rhs = 0;
    for (int c = 0; c < n; c++) {
      a[r * n + c] = r == c ? (float)(n * 2) : lcg_float(&s) * 2 - 1;
      rhs += a[r * n + c] * x0[c];
    }
    b[r] = (float)rhs;
  }
  float *dA, *dB, *dM;
  CHECK(cudaMalloc(&dA, n * n * sizeof(float)));
  CHECK(cudaMalloc(&dB, n * sizeof(float)));
  CHECK(cudaMalloc(&dM, n * n * sizeof(float)));
  CHECK(cudaMemset(dM, 0, n * n * sizeof(float)));
  CHECK(cudaMemcpy(dA, a, n * n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, b, n * sizeof(float), cudaMemcpyHostToDevice));
  for (int t = 0; t < n - 1; t++) {
    Fan1<<<(n + 63) / 64, 64>>>(dA, dM, n, t);
    Fan2<<<dim3((n + 7) / 8, (n + 7) / 8), dim3(8, 8)>>>(dA, dB, dM, n, t);
    CHECK_LAUNCH();
  }
  CHECK(cudaMemcpy(a, dA, n * n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, dB, n * sizeof(float), cudaMemcpyDeviceToHost));
  // The matrix is now upper triangular.
  int bad = 0;
  for (int r = 1; r < n; r++)
    for (int c = 0; c < r; c++)
      if (fabsf(a[r * n + c]) > 1e-3f) bad++;
  double *x = (double *)malloc(n * sizeof(double));
  for (int r = n - 1; r >= 0; r--) {
    double acc = b[r];
    for (int c = r + 1; c < n; c++) acc -= a[r * n + c] * x[c];
    x[r] = acc / a[r * n + r];
  }
  for (int i = 0; i < n; i++)
    if (!close_to(x[i], x0[i], 1e-3, 1e-3)) {
      if (bad < 5) printf("x[%d] = %g, want %g\n", i, x[i], x0[i]);
      bad++;
    }
  printf("gaussian: %d unknowns, %d launches, %d wrong\n", n, 2 * (n - 1), bad);
  return finish(bad == 0);
}
