// Unified virtual addressing: cudaMemcpyDefault infers the direction from
// the pointers, cudaPointerGetAttributes tells device, host (pinned) and
// managed memory from unregistered host memory; device-to-device copies and
// copies between pinned buffers.
#include "common.h"

__global__ void inc(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i]++;
}

int main() {
  const int n = 2000;
  size_t bytes = n * sizeof(int);
  int *plain = (int *)malloc(bytes), *pinned, *dev, *dev2, *managed;
  CHECK(cudaMallocHost(&pinned, bytes));
  CHECK(cudaMalloc(&dev, bytes));
  CHECK(cudaMalloc(&dev2, bytes));
  CHECK(cudaMallocManaged(&managed, bytes));
  for (int i = 0; i < n; i++) plain[i] = i * 2;
  CHECK(cudaMemcpy(dev, plain, bytes, cudaMemcpyDefault));     // host -> device
  CHECK(cudaMemcpy(dev2, dev, bytes, cudaMemcpyDefault));      // device -> device
  inc<<<(n + 255) / 256, 256>>>(dev2, n);
  CHECK(cudaMemcpy(pinned, dev2, bytes, cudaMemcpyDefault));   // device -> pinned host
  CHECK(cudaMemcpy(managed, pinned, bytes, cudaMemcpyDefault)); // pinned -> managed
  inc<<<(n + 255) / 256, 256>>>(managed, n);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(plain, managed, bytes, cudaMemcpyDefault));
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (plain[i] != i * 2 + 2) bad++;
  CHECK(cudaMemcpy(dev, dev2, bytes, cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(plain, dev + 10, sizeof(int), cudaMemcpyDeviceToHost));
  if (plain[0] != 21) bad++;

  struct {
    const void *p;
    cudaMemoryType want;
    const char *name;
  } cases[] = {
      {dev, cudaMemoryTypeDevice, "device"},
      {dev2 + 100, cudaMemoryTypeDevice, "inside device"},
      {pinned, cudaMemoryTypeHost, "pinned"},
      {managed, cudaMemoryTypeManaged, "managed"},
      {plain, cudaMemoryTypeUnregistered, "malloc"},
  };
  bool ok = true;
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    cudaPointerAttributes a;
    cudaError_t e = cudaPointerGetAttributes(&a, cases[i].p);
    printf("%s pointer: %s, type %d\n", cases[i].name, cudaGetErrorName(e), (int)a.type);
    if (e != cudaSuccess || a.type != cases[i].want) ok = false;
    if (a.type == cudaMemoryTypeDevice && a.devicePointer != cases[i].p) ok = false;
  }
  printf("uva: %d wrong\n", bad);
  CHECK(cudaFree(dev));
  CHECK(cudaFree(dev2));
  CHECK(cudaFree(managed));
  CHECK(cudaFreeHost(pinned));
  free(plain);
  return finish(ok && bad == 0);
}
