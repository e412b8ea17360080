// Ampere-style asynchronous copies and libcu++ synchronisation, built for
// compute_80: cuda::memcpy_async with a cuda::barrier (mbarrier), a
// two-stage cuda::pipeline (cp.async with commit and wait groups), the
// __pipeline_memcpy_async primitives, cuda::atomic_ref and cuda::atomic
// with thread scopes, __reduce_add/min/max/and/or/xor_sync (redux.sync),
// double and half2 atomicAdd, and a device-scope release/acquire flag
// handing a value from one block to another.
#include "common.h"
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/atomic>
#include <cuda_pipeline.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define TB 128

// Sum of a[i] * b[i] over tiles staged with cuda::memcpy_async + barrier.
__global__ void barrierCopy(const float *a, float *out, int tiles) {
  __shared__ float buf[TB];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  float acc = 0;
  for (int t = 0; t < tiles; t++) {
    const float *src = a + (blockIdx.x * tiles + t) * TB;
    cuda::memcpy_async(block, buf, src, sizeof(float) * TB, bar);
    bar.arrive_and_wait();
    acc += buf[(threadIdx.x * 7) % TB] * (t + 1);
    bar.arrive_and_wait();
  }
  out[blockIdx.x * TB + threadIdx.x] = acc;
}

// Two-stage pipeline: stage t+1 loads while stage t is used.
__global__ void pipelined(const float *a, float *out, int tiles) {
  __shared__ float buf[2][TB];
  auto block = cg::this_thread_block();
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto pipe = cuda::make_pipeline(block, &state);
  const float *base = a + blockIdx.x * tiles * TB;
  float acc = 0;
  for (int fetch = 0, use = 0; use < tiles; use++) {
    for (; fetch < tiles && fetch < use + 2; fetch++) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetch & 1], base + fetch * TB, sizeof(float) * TB, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    acc = fmaf(buf[use & 1][threadIdx.x], buf[use & 1][TB - 1 - threadIdx.x], acc);
    // A unified pipeline's producer_acquire does not wait for the other
    // threads' consumer_release: the next fetch into this buffer must not
    // start before every thread has read it.
    block.sync();
    pipe.consumer_release();
  }
  out[blockIdx.x * TB + threadIdx.x] = acc;
}

// The C primitives: each thread copies 16 bytes (cp.async.cg) and 4 bytes (cp.async.ca).
__global__ void primitives(const int4 *a, const int *b, int *out) {
  __shared__ int4 s4[TB];
  __shared__ int s1[TB];
  int i = blockIdx.x * TB + threadIdx.x;
  __pipeline_memcpy_async(&s4[threadIdx.x], &a[i], sizeof(int4));
  __pipeline_memcpy_async(&s1[threadIdx.x], &b[i], sizeof(int));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  int4 v = s4[TB - 1 - threadIdx.x];
  out[i] = v.x + 2 * v.y + 3 * v.z + 4 * v.w + s1[(threadIdx.x + 1) % TB];
}

__global__ void reduxAndAtomics(const int *in, int *red, double *dsum, __half2 *hsum, int *counter, unsigned long long *maxv) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, v = in[i];
  unsigned u = (unsigned)v;
  int w = i / 32;
  int s = __reduce_add_sync(0xffffffff, v), mn = __reduce_min_sync(0xffffffff, v), mx = __reduce_max_sync(0xffffffff, v);
  unsigned an = __reduce_and_sync(0xffffffff, u), o = __reduce_or_sync(0xffffffff, u), x = __reduce_xor_sync(0xffffffff, u);
  if ((i & 31) == 0) {
    red[w * 6 + 0] = s; red[w * 6 + 1] = mn; red[w * 6 + 2] = mx;
    red[w * 6 + 3] = (int)an; red[w * 6 + 4] = (int)o; red[w * 6 + 5] = (int)x;
  }
  atomicAdd(dsum, (double)v * 0.5);
  atomicAdd(hsum, __halves2half2(__float2half(1.0f), __float2half((float)(v & 1))));
  cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
  c.fetch_add(1, cuda::memory_order_relaxed);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> m(*maxv);
  unsigned long long cur = m.load(cuda::memory_order_relaxed), want = (unsigned long long)v * v;
  while (want > cur && !m.compare_exchange_weak(cur, want, cuda::memory_order_relaxed)) {
  }
}

// Block 1 publishes a value with a release store; block 0 spins with acquire loads.
__global__ void handoff(int *data, cuda::atomic<int, cuda::thread_scope_device> *flag, int *seen) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 1) {
    data[0] = 4242;
    flag->store(1, cuda::memory_order_release);
  } else {
    while (flag->load(cuda::memory_order_acquire) == 0) {
    }
    seen[0] = data[0];
  }
}

static float half_bits_to_float(unsigned short h) {
  int e = (h >> 10) & 31, f = h & 1023;
  float v = e == 0 ? ldexpf((float)f, -24) : ldexpf((float)(f + 1024), e - 25);
  return h & 0x8000 ? -v : v;
}

int main() {
  const int blocks = 16, tiles = 12, n = blocks * tiles * TB;
  float *a = (float *)malloc(n * 4), *o1 = (float *)malloc(blocks * TB * 4), *o2 = (float *)malloc(blocks * TB * 4);
  unsigned seed = 8;
  for (int i = 0; i < n; i++) a[i] = lcg_float(&seed) - 0.5f;
  float *da, *do1, *do2;
  CHECK(cudaMalloc(&da, n * 4));
  CHECK(cudaMalloc(&do1, blocks * TB * 4));
  CHECK(cudaMalloc(&do2, blocks * TB * 4));
  CHECK(cudaMemcpy(da, a, n * 4, cudaMemcpyHostToDevice));
  barrierCopy<<<blocks, TB>>>(da, do1, tiles);
  CHECK_LAUNCH();
  pipelined<<<blocks, TB>>>(da, do2, tiles);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(o1, do1, blocks * TB * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(o2, do2, blocks * TB * 4, cudaMemcpyDeviceToHost));
  float *w1 = (float *)malloc(blocks * TB * 4), *w2 = (float *)malloc(blocks * TB * 4);
  for (int b = 0; b < blocks; b++)
    for (int t = 0; t < TB; t++) {
      float s1 = 0, s2 = 0;
      for (int k = 0; k < tiles; k++) {
        const float *x = a + (b * tiles + k) * TB;
        s1 = fmaf(x[(t * 7) % TB], (float)(k + 1), s1);
        s2 = fmaf(x[t], x[TB - 1 - t], s2);
      }
      w1[b * TB + t] = s1;
      w2[b * TB + t] = s2;
    }
  bool ok = count_mismatch_f(o1, w1, blocks * TB, 1e-6, 1e-6, "barrier memcpy_async") == 0;
  ok &= count_mismatch_f(o2, w2, blocks * TB, 0, 0, "pipeline") == 0;
  printf("memcpy_async with barrier and with a 2-stage pipeline: %d tiles per block checked\n", tiles);

  const int m = blocks * TB;
  int *hi = (int *)malloc(m * 16), *hb = (int *)malloc(m * 4), *ho = (int *)malloc(m * 4);
  for (int i = 0; i < m * 4; i++) hi[i] = (int)(lcg_next(&seed) % 1000);
  for (int i = 0; i < m; i++) hb[i] = (int)(lcg_next(&seed) % 1000) - 500;
  int *di, *db, *dout;
  CHECK(cudaMalloc(&di, m * 16));
  CHECK(cudaMalloc(&db, m * 4));
  CHECK(cudaMalloc(&dout, m * 4));
  CHECK(cudaMemcpy(di, hi, m * 16, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, m * 4, cudaMemcpyHostToDevice));
  primitives<<<blocks, TB>>>((const int4 *)di, db, dout);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(ho, dout, m * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < blocks; b++)
    for (int t = 0; t < TB; t++) {
      const int *v = hi + (b * TB + TB - 1 - t) * 4;
      bad += ho[b * TB + t] != v[0] + 2 * v[1] + 3 * v[2] + 4 * v[3] + hb[b * TB + (t + 1) % TB];
    }
  printf("pipeline primitives: %d mismatches\n", bad);
  ok &= bad == 0;

  int *red, *dred, *dcnt, cnt;
  double *ddsum, dsum;
  __half2 *dh, hs;
  unsigned long long *dmax, mx;
  red = (int *)malloc(m / 32 * 6 * 4);
  CHECK(cudaMalloc(&dred, m / 32 * 6 * 4));
  CHECK(cudaMalloc(&ddsum, 8));
  CHECK(cudaMalloc(&dh, 4));
  CHECK(cudaMalloc(&dcnt, 4));
  CHECK(cudaMalloc(&dmax, 8));
  CHECK(cudaMemset(ddsum, 0, 8));
  CHECK(cudaMemset(dh, 0, 4));
  CHECK(cudaMemset(dcnt, 0, 4));
  CHECK(cudaMemset(dmax, 0, 8));
  reduxAndAtomics<<<blocks, TB>>>(db, dred, ddsum, dh, dcnt, dmax);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(red, dred, m / 32 * 6 * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&dsum, ddsum, 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hs, dh, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&cnt, dcnt, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&mx, dmax, 8, cudaMemcpyDeviceToHost));
  bad = 0;
  double wsum = 0;
  int odd = 0;
  unsigned long long wmx = 0;
  for (int w = 0; w < m / 32; w++) {
    int s = 0, mn = 1 << 30, mxv = -(1 << 30);
    unsigned an = ~0u, o = 0, x = 0;
    for (int l = 0; l < 32; l++) {
      int v = hb[w * 32 + l];
      s += v; mn = v < mn ? v : mn; mxv = v > mxv ? v : mxv;
      an &= (unsigned)v; o |= (unsigned)v; x ^= (unsigned)v;
      wsum += v * 0.5;
      odd += v & 1;
      if ((unsigned long long)v * v > wmx) wmx = (unsigned long long)v * v;
    }
    int want[6] = {s, mn, mxv, (int)an, (int)o, (int)x};
    for (int k = 0; k < 6; k++) bad += red[w * 6 + k] != want[k];
  }
  // The two halves as floats (host side: decode the IEEE half bits).
  unsigned short hbits[2];
  memcpy(hbits, &hs, 4);
  float hx = half_bits_to_float(hbits[0]), hy = half_bits_to_float(hbits[1]);
  printf("redux.sync: %d mismatches; double atomicAdd %.1f (want %.1f); half2 atomicAdd %.0f %.0f (want %d %d); atomic_ref count %d max %llu (want %llu)\n",
         bad, dsum, wsum, hx, hy, m, odd, cnt, mx, wmx);
  // half counts up to 2048 are exact in half precision.
  ok &= bad == 0 && dsum == wsum && hx == m && hy == odd && cnt == m && mx == wmx;

  int *ddata, *dseen, seen = 0;
  cuda::atomic<int, cuda::thread_scope_device> *dflag;
  CHECK(cudaMalloc(&ddata, 4));
  CHECK(cudaMalloc(&dseen, 4));
  CHECK(cudaMalloc(&dflag, sizeof *dflag));
  CHECK(cudaMemset(dflag, 0, sizeof *dflag));
  handoff<<<2, 32>>>(ddata, dflag, dseen);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(&seen, dseen, 4, cudaMemcpyDeviceToHost));
  printf("release/acquire handoff: block 0 saw %d\n", seen);
  ok &= seen == 4242;
  return finish(ok);
}
