// A Jacobi heat-diffusion stencil in the style of Rodinia's hotspot: 16x16
// tiles with a one-cell halo staged in shared memory, buffers swapped
// between iterations.
#include "common.h"

#define TILE 16

__global__ void jacobi(const float *in, float *out, int nx, int ny) {
  __shared__ float t[TILE + 2][TILE + 2];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  bool inside = x < nx && y < ny;
  // Clamped reads: cells outside the grid repeat the border.
  int cx = min(x, nx - 1), cy = min(y, ny - 1);
  t[ly][lx] = in[cy * nx + cx];
  if (threadIdx.x == 0) t[ly][0] = in[cy * nx + max(cx - 1, 0)];
  if (threadIdx.x == TILE - 1) t[ly][TILE + 1] = in[cy * nx + min(cx + 1, nx - 1)];
  if (threadIdx.y == 0) t[0][lx] = in[max(cy - 1, 0) * nx + cx];
  if (threadIdx.y == TILE - 1) t[TILE + 1][lx] = in[min(cy + 1, ny - 1) * nx + cx];
  __syncthreads();
  if (inside) {
    float c = t[ly][lx];
    float s = t[ly - 1][lx] + t[ly + 1][lx] + t[ly][lx - 1] + t[ly][lx + 1];
    out[y * nx + x] = __fadd_rn(__fmul_rn(0.6f, c), __fmul_rn(0.1f, s));
  }
}

int main() {
  const int nx = 70, ny = 45, iters = 10;
  size_t bytes = nx * ny * sizeof(float);
  float *h = (float *)malloc(bytes), *ref = (float *)malloc(bytes), *tmp = (float *)malloc(bytes);
  unsigned s = 11;
  for (int i = 0; i < nx * ny; i++) h[i] = lcg_float(&s) * 100;
  memcpy(ref, h, bytes);
  for (int it = 0; it < iters; it++) {
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        float c = ref[y * nx + x];
        float n = ref[(y > 0 ? y - 1 : 0) * nx + x], so = ref[(y < ny - 1 ? y + 1 : ny - 1) * nx + x];
        float w = ref[y * nx + (x > 0 ? x - 1 : 0)], e = ref[y * nx + (x < nx - 1 ? x + 1 : nx - 1)];
        float sum = n + so + w + e;
        tmp[y * nx + x] = 0.6f * c + 0.1f * sum;
      }
    memcpy(ref, tmp, bytes);
  }
  float *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid((nx + TILE - 1) / TILE, (ny + TILE - 1) / TILE);
  for (int it = 0; it < iters; it++) {
    jacobi<<<grid, block>>>(a, b, nx, ny);
    CHECK_LAUNCH();
    float *t = a;
    a = b;
    b = t;
  }
  CHECK(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
  int bad = count_mismatch_f(h, ref, nx * ny, 0, 0, "T");
  printf("stencil2d: %dx%d, %d iterations, %d wrong\n", nx, ny, iters, bad);
  return finish(bad == 0);
}
