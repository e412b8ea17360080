// A 256-bin byte histogram as in the CUDA samples: per-block sub-histograms
// with shared-memory atomics, merged into the global one with global
// atomics; the input arrives by an asynchronous copy on a stream and the
// result is cleared with cudaMemsetAsync.
#include "common.h"

#define BINS 256

__global__ void histo(const unsigned char *data, int n, unsigned *hist) {
  __shared__ unsigned local[BINS];
  for (int i = threadIdx.x; i < BINS; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    if (local[i]) atomicAdd(&hist[i], local[i]);
}

int main() {
  const int n = 100000;
  unsigned char *h;
  CHECK(cudaMallocHost(&h, n));
  unsigned s = 23, ref[BINS] = {0};
  for (int i = 0; i < n; i++) {
    // A skewed distribution: many collisions on a few bins.
    unsigned r = lcg_next(&s) >> 16;
    h[i] = (r & 3) ? (unsigned char)(r % 16) : (unsigned char)(r >> 8);
    ref[h[i]]++;
  }
  cudaStream_t st;
  CHECK(cudaStreamCreate(&st));
  unsigned char *d;
  unsigned *hist, out[BINS];
  CHECK(cudaMalloc(&d, n));
  CHECK(cudaMalloc(&hist, BINS * sizeof(unsigned)));
  CHECK(cudaMemsetAsync(hist, 0xff, BINS * sizeof(unsigned), st));
  CHECK(cudaMemsetAsync(hist, 0, BINS * sizeof(unsigned), st));
  CHECK(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, st));
  histo<<<24, 256, 0, st>>>(d, n, hist);
  CHECK_LAUNCH();
  CHECK(cudaMemcpyAsync(out, hist, sizeof out, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  int bad = count_mismatch_i((int *)out, (int *)ref, BINS, "bin");
  unsigned total = 0;
  for (int i = 0; i < BINS; i++) total += out[i];
  printf("histogram: %d bytes, total %u, %d bins wrong\n", n, total, bad);
  CHECK(cudaStreamDestroy(st));
  CHECK(cudaFreeHost(h));
  return finish(bad == 0 && total == n);
}
