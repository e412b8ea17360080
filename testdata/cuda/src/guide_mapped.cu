// Mapped page-locked host memory (zero-copy): cudaHostAlloc with
// cudaHostAllocMapped, cudaHostGetDevicePointer, a kernel that reads and
// writes host pages directly, and cudaHostRegister of ordinary malloc'd
// memory.
#include "common.h"

__global__ void scale(float *p, int n, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= k;
}

int main() {
  CHECK(cudaSetDeviceFlags(cudaDeviceMapHost));
  const int n = 3000;
  float *h;
  CHECK(cudaHostAlloc(&h, n * sizeof(float), cudaHostAllocMapped));
  for (int i = 0; i < n; i++) h[i] = (float)i;
  float *d;
  CHECK(cudaHostGetDevicePointer(&d, h, 0));
  scale<<<(n + 255) / 256, 256>>>(d, n, 2.0f);
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (h[i] != 2.0f * i) bad++;
  unsigned int flags = 0;
  CHECK(cudaHostGetFlags(&flags, h));
  bool ok = (flags & cudaHostAllocMapped) != 0;

  // Register plain host memory (page aligned, as some platforms require).
  size_t bytes = 4096 * 4;
  float *plain = (float *)aligned_alloc(4096, bytes);
  int m = bytes / sizeof(float);
  for (int i = 0; i < m; i++) plain[i] = 1.0f + i;
  CHECK(cudaHostRegister(plain, bytes, cudaHostRegisterMapped));
  float *dp;
  CHECK(cudaHostGetDevicePointer(&dp, plain, 0));
  scale<<<(m + 255) / 256, 256>>>(dp, m, 0.5f);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < m; i++)
    if (plain[i] != 0.5f * (1.0f + i)) bad++;
  cudaPointerAttributes attr;
  CHECK(cudaPointerGetAttributes(&attr, h));
  ok = ok && attr.type == cudaMemoryTypeHost && attr.hostPointer == h;
  CHECK(cudaHostUnregister(plain));
  free(plain);
  CHECK(cudaFreeHost(h));
  printf("mapped: %d + %d floats through host pages, %d wrong\n", n, m, bad);
  return finish(ok && bad == 0);
}
