// Bitonic sort of 4096 keys in the style of the CUDA samples: stages whose
// partner distance fits a block run in shared memory, larger ones as one
// launch per step over global memory.
#include "common.h"

#define BLOCK 256

__device__ inline void cmpswap(unsigned &a, unsigned &b, bool up) {
  if ((a > b) == up) {
    unsigned t = a;
    a = b;
    b = t;
  }
}

// One global step: partner distance j within a bitonic sequence of size k.
__global__ void stepGlobal(unsigned *d, int n, int k, int j) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int p = i ^ j;
  if (i < n && p > i) {
    bool up = (i & k) == 0;
    unsigned a = d[i], b = d[p];
    cmpswap(a, b, up);
    d[i] = a;
    d[p] = b;
  }
}

// All steps with partner distance < 2*BLOCK, in shared memory; each block
// holds 2*BLOCK keys.
__global__ void stepsShared(unsigned *d, int k, int jmax) {
  __shared__ unsigned s[2 * BLOCK];
  int base = blockIdx.x * 2 * BLOCK;
  s[threadIdx.x] = d[base + threadIdx.x];
  s[threadIdx.x + BLOCK] = d[base + threadIdx.x + BLOCK];
  __syncthreads();
  for (int j = jmax; j > 0; j >>= 1) {
    // Thread t handles the pair (i, i+j) with i's bit j clear.
    int t = threadIdx.x;
    int i = 2 * t - (t & (j - 1));
    bool up = ((base + i) & k) == 0;
    cmpswap(s[i], s[i + j], up);
    __syncthreads();
  }
  d[base + threadIdx.x] = s[threadIdx.x];
  d[base + threadIdx.x + BLOCK] = s[threadIdx.x + BLOCK];
}

static int cmpu(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return x < y ? -1 : x > y;
}

int main() {
  const int n = 4096;
  unsigned *h = (unsigned *)malloc(n * sizeof(unsigned)), *ref = (unsigned *)malloc(n * sizeof(unsigned));
  unsigned s = 99;
  for (int i = 0; i < n; i++) h[i] = ref[i] = lcg_next(&s) % 100000;
  qsort(ref, n, sizeof(unsigned), cmpu);
  unsigned *d;
  CHECK(cudaMalloc(&d, n * sizeof(unsigned)));
  CHECK(cudaMemcpy(d, h, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  int launches = 0;
  for (int k = 2; k <= n; k <<= 1) {
    int j = k >> 1;
    for (; j >= 2 * BLOCK; j >>= 1) {
      stepGlobal<<<n / BLOCK, BLOCK>>>(d, n, k, j);
      launches++;
    }
    stepsShared<<<n / (2 * BLOCK), BLOCK>>>(d, k, j);
    launches++;
    CHECK_LAUNCH();
  }
  CHECK(cudaMemcpy(h, d, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (h[i] != ref[i]) bad++;
  printf("bitonic sort: %d keys, %d launches, %d out of place\n", n, launches, bad);
  return finish(bad == 0);
}
