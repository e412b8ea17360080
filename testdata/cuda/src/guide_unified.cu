// Unified memory as in the guide: cudaMallocManaged memory and a __managed__
// variable touched by host code and kernels through the same pointer,
// with prefetch and advice hints accepted.
#include "common.h"

__managed__ int total;

__global__ void square(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] = data[i] * data[i];
    atomicAdd(&total, data[i]);
  }
}

struct Node {
  int value;
  Node *next;
};

// Walk a host-built linked list that lives in managed memory.
__global__ void sumList(Node *head, int *out) {
  int s = 0;
  for (Node *p = head; p; p = p->next) s += p->value;
  *out = s;
}

int main() {
  const int n = 1000;
  int *data;
  CHECK(cudaMallocManaged(&data, n * sizeof(int)));
  for (int i = 0; i < n; i++) data[i] = i % 50;
  total = 0;
  int dev = 0;
  CHECK(cudaGetDevice(&dev));
  // Hints: accepted whatever the platform does with them.
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = dev;
  cudaError_t e = cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetPreferredLocation, loc);
  if (e != cudaSuccess && e != cudaErrorInvalidDevice) CHECK(e);
  e = cudaMemPrefetchAsync(data, n * sizeof(int), loc, 0, 0);
#else
  cudaError_t e = cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetPreferredLocation, dev);
  if (e != cudaSuccess && e != cudaErrorInvalidDevice) CHECK(e);
  e = cudaMemPrefetchAsync(data, n * sizeof(int), dev, 0);
#endif
  if (e != cudaSuccess && e != cudaErrorInvalidDevice) CHECK(e);
  cudaGetLastError();
  square<<<(n + 127) / 128, 128>>>(data, n);
  CHECK_LAUNCH();
  CHECK(cudaDeviceSynchronize());
  int bad = 0, want = 0;
  for (int i = 0; i < n; i++) {
    int v = (i % 50) * (i % 50);
    want += v;
    if (data[i] != v) bad++;
  }
  bool ok = total == want;

  Node *nodes;
  CHECK(cudaMallocManaged(&nodes, 10 * sizeof(Node)));
  for (int i = 0; i < 10; i++) {
    nodes[i].value = i * i;
    nodes[i].next = i < 9 ? &nodes[i + 1] : NULL;
  }
  int *sum;
  CHECK(cudaMallocManaged(&sum, sizeof(int), cudaMemAttachGlobal));
  sumList<<<1, 1>>>(nodes, sum);
  CHECK(cudaDeviceSynchronize());
  ok = ok && *sum == 285;
  cudaPointerAttributes attr;
  CHECK(cudaPointerGetAttributes(&attr, data));
  ok = ok && attr.type == cudaMemoryTypeManaged;
  printf("unified: total %d (want %d), list sum %d, %d wrong\n", total, want, *sum, bad);
  CHECK(cudaFree(data));
  CHECK(cudaFree(nodes));
  CHECK(cudaFree(sum));
  return finish(ok && bad == 0);
}
