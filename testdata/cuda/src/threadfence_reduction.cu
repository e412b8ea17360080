// CUDA samples threadFenceReduction: a single-pass sum. Each block reduces
// its grid-stride share (shared memory, then a volatile warp tail), writes
// its partial sum, __threadfence()s and takes a ticket with atomicInc; the
// block that draws the last ticket sums the partials and resets the
// counter, so the kernel runs again without a memset. Several sizes and
// block counts, including a single block and a count not a power of two.
#include "common.h"

__device__ unsigned int retirementCount = 0;

template <unsigned B>
__device__ float block_sum(float v, float *s) {
  unsigned t = threadIdx.x;
  s[t] = v;
  __syncthreads();
  if (B >= 512) { if (t < 256) s[t] = v = v + s[t + 256]; __syncthreads(); }
  if (B >= 256) { if (t < 128) s[t] = v = v + s[t + 128]; __syncthreads(); }
  if (B >= 128) { if (t < 64) s[t] = v = v + s[t + 64]; __syncthreads(); }
  if (t < 32) {
    volatile float *vs = s;
    if (B >= 64) vs[t] = v = v + vs[t + 32];
    __syncwarp();
    for (int o = 16; o > 0; o >>= 1) {
      v += vs[t + o];
      __syncwarp();
      vs[t] = v;
      __syncwarp();
    }
  }
  __syncthreads();
  return s[0];
}

template <unsigned B>
__global__ void reduce_single_pass(const float *in, float *partial, float *out, unsigned n) {
  __shared__ float s[B];
  __shared__ bool amLast;
  float v = 0;
  for (unsigned i = blockIdx.x * B + threadIdx.x; i < n; i += B * gridDim.x) v += in[i];
  float bs = block_sum<B>(v, s);
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = bs;
    __threadfence();
    unsigned ticket = atomicInc(&retirementCount, gridDim.x);
    amLast = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (amLast) {
    float w = 0;
    for (unsigned i = threadIdx.x; i < gridDim.x; i += B) w += ((volatile float *)partial)[i];
    float total = block_sum<B>(w, s);
    if (threadIdx.x == 0) {
      *out = total;
      retirementCount = 0;
    }
  }
}

int main() {
  const unsigned maxn = 1 << 22;
  float *h = (float *)malloc(maxn * sizeof(float));
  unsigned seed = 99;
  for (unsigned i = 0; i < maxn; i++) h[i] = (float)(lcg_next(&seed) % 1000) / 64.0f; // exact in float sums up to 2^24 units
  float *din, *dpart, *dout;
  CHECK(cudaMalloc(&din, maxn * sizeof(float)));
  CHECK(cudaMalloc(&dpart, 2048 * sizeof(float)));
  CHECK(cudaMalloc(&dout, sizeof(float)));
  CHECK(cudaMemcpy(din, h, maxn * sizeof(float), cudaMemcpyHostToDevice));
  struct { unsigned n, blocks, threads; } runs[] = {
      {1u << 22, 64, 256}, {1000003, 37, 128}, {4096, 1, 512}, {1u << 20, 1024, 64}, {777, 5, 256}};
  bool ok = true;
  for (auto &r : runs) {
    switch (r.threads) {
      case 64: reduce_single_pass<64><<<r.blocks, 64>>>(din, dpart, dout, r.n); break;
      case 128: reduce_single_pass<128><<<r.blocks, 128>>>(din, dpart, dout, r.n); break;
      case 256: reduce_single_pass<256><<<r.blocks, 256>>>(din, dpart, dout, r.n); break;
      default: reduce_single_pass<512><<<r.blocks, 512>>>(din, dpart, dout, r.n); break;
    }
    CHECK_LAUNCH();
    float got;
    CHECK(cudaMemcpy(&got, dout, sizeof(float), cudaMemcpyDeviceToHost));
    double want = 0;
    for (unsigned i = 0; i < r.n; i++) want += h[i];
    bool good = close_to(got, want, 1e-6, 0);
    printf("n=%u blocks=%u threads=%u: sum %.1f %s\n", r.n, r.blocks, r.threads, got, good ? "ok" : "WRONG");
    if (!good) printf("  want %.1f\n", want);
    ok = ok && good;
  }
  unsigned cnt;
  CHECK(cudaMemcpyFromSymbol(&cnt, retirementCount, sizeof(cnt)));
  if (cnt != 0) { printf("retirementCount left at %u\n", cnt); ok = false; }
  return finish(ok);
}
