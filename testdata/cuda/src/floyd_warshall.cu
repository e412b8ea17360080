// All-pairs shortest paths by Floyd-Warshall: one launch per intermediate
// vertex k over a 2D grid, the distance matrix in pitched device memory.
#include "common.h"

#define INF 1000000

__global__ void relax(int *dist, size_t pitch, int n, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= n || j >= n) return;
  int *row = (int *)((char *)dist + i * pitch);
  const int *rowk = (const int *)((const char *)dist + k * pitch);
  int via = row[k] + rowk[j];
  if (via < row[j]) row[j] = via;
}

int main() {
  const int n = 72;
  int *d = (int *)malloc(n * n * sizeof(int)), *ref = (int *)malloc(n * n * sizeof(int));
  unsigned s = 1234;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      unsigned r = lcg_next(&s);
      d[i * n + j] = i == j ? 0 : ((r >> 28) < 3 ? (int)(1 + (r >> 8) % 50) : INF);
    }
  memcpy(ref, d, n * n * sizeof(int));
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        if (ref[i * n + k] + ref[k * n + j] < ref[i * n + j]) ref[i * n + j] = ref[i * n + k] + ref[k * n + j];
  int *dd;
  size_t pitch;
  CHECK(cudaMallocPitch(&dd, &pitch, n * sizeof(int), n));
  CHECK(cudaMemcpy2D(dd, pitch, d, n * sizeof(int), n * sizeof(int), n, cudaMemcpyHostToDevice));
  dim3 block(16, 16), grid((n + 15) / 16, (n + 15) / 16);
  for (int k = 0; k < n; k++) relax<<<grid, block>>>(dd, pitch, n, k);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy2D(d, n * sizeof(int), dd, pitch, n * sizeof(int), n, cudaMemcpyDeviceToHost));
  int bad = count_mismatch_i(d, ref, n * n, "dist");
  int reachable = 0;
  for (int i = 0; i < n * n; i++) reachable += d[i] < INF;
  printf("floyd-warshall: %d vertices, %d reachable pairs, %d wrong\n", n, reachable, bad);
  return finish(bad == 0);
}
