// A 7-point 3D stencil in the style of Parboil's stencil: each thread of a
// 2D block marches along z keeping its column's previous, current and next
// values in registers.
#include "common.h"

__global__ void stencil7(const float *in, float *out, int nx, int ny, int nz, float c0, float c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
  int plane = nx * ny;
  float below = in[x + y * nx], cur = in[plane + x + y * nx];
  for (int z = 1; z < nz - 1; z++) {
    int i = z * plane + y * nx + x;
    float above = in[i + plane];
    float s = __fadd_rn(__fadd_rn(__fadd_rn(in[i - 1], in[i + 1]), __fadd_rn(in[i - nx], in[i + nx])), __fadd_rn(below, above));
    out[i] = __fadd_rn(__fmul_rn(c1, s), -__fmul_rn(c0, cur));
    below = cur;
    cur = above;
  }
}

int main() {
  const int nx = 24, ny = 20, nz = 16, iters = 3;
  int n = nx * ny * nz;
  size_t bytes = n * sizeof(float);
  float *h = (float *)malloc(bytes), *ref = (float *)malloc(bytes), *tmp = (float *)malloc(bytes);
  unsigned s = 5;
  for (int i = 0; i < n; i++) h[i] = lcg_float(&s);
  memcpy(ref, h, bytes);
  memcpy(tmp, h, bytes);
  const float c0 = 1.0f / 6.0f, c1 = 1.0f / 6.0f / 6.0f;
  for (int it = 0; it < iters; it++) {
    for (int z = 1; z < nz - 1; z++)
      for (int y = 1; y < ny - 1; y++)
        for (int x = 1; x < nx - 1; x++) {
          int i = z * nx * ny + y * nx + x;
          float sum = ((ref[i - 1] + ref[i + 1]) + (ref[i - nx] + ref[i + nx])) + (ref[i - nx * ny] + ref[i + nx * ny]);
          tmp[i] = c1 * sum + -(c0 * ref[i]);
        }
    memcpy(ref, tmp, bytes);
  }
  float *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, h, bytes, cudaMemcpyHostToDevice));
  dim3 block(8, 8), grid((nx + 7) / 8, (ny + 7) / 8);
  for (int it = 0; it < iters; it++) {
    stencil7<<<grid, block>>>(a, b, nx, ny, nz, c0, c1);
    CHECK_LAUNCH();
    float *t = a;
    a = b;
    b = t;
  }
  CHECK(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
  int bad = count_mismatch_f(h, ref, n, 0, 0, "out");
  printf("stencil3d: %dx%dx%d, %d iterations, %d wrong\n", nx, ny, nz, iters, bad);
  return finish(bad == 0);
}
