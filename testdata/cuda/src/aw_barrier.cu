// CUDA samples simpleAWBarrier and libcu++ synchronisation on compute_70:
// a block-scope cuda::barrier in shared memory (arrive_and_wait in a loop,
// split arrive()/wait(token) with work between, arrive_and_drop shrinking
// the expected count), a normalised vector reduction across blocks with
// atomicAdd and a last-block ticket (cuda::atomic_ref at device scope),
// explicit memory orders, and __nanosleep back-off in a device-scope
// spin lock guarding a shared counter.
#include "common.h"
#include <cuda/barrier>
#include <cuda/atomic>

using block_barrier = cuda::barrier<cuda::thread_scope_block>;

__device__ unsigned int ticket = 0;
__device__ int lock_word = 0;

__global__ void norm_reduce(const float *v, float *out, int n, double *partial_sq, float *result, int iters) {
  __shared__ block_barrier bar;
  __shared__ double red[256];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  // Several phases through one barrier: each phase sums a slice.
  double local = 0;
  for (int it = 0; it < iters; it++) {
    int i = (blockIdx.x * iters + it) * blockDim.x + threadIdx.x;
    red[threadIdx.x] = i < n ? (double)v[i] * v[i] : 0.0;
    bar.arrive_and_wait();
    if (threadIdx.x == 0) {
      double s = 0;
      for (unsigned k = 0; k < blockDim.x; k++) s += red[k];
      local += s;
    }
    // Split phase: arrive, then wait on the token after unrelated work.
    auto token = bar.arrive();
    float w = 0;
    for (int k = 0; k < 8; k++) w += __sinf(k * 0.1f);
    bar.wait(std::move(token));
    if (w < -100) out[0] = w; // keep the work
  }
  if (threadIdx.x == 0) {
    atomicAdd(partial_sq, local);
    __threadfence();
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> t(ticket);
    unsigned my = t.fetch_add(1, cuda::memory_order_acq_rel);
    if (my == gridDim.x - 1) {
      *result = (float)sqrt(*(volatile double *)partial_sq);
      t.store(0, cuda::memory_order_relaxed);
    }
  }
}

// Half the threads drop out of the barrier after the first phase; the
// rest keep synchronising with the smaller expected count.
__global__ void drop_half(int *out) {
  __shared__ block_barrier bar;
  __shared__ int phase_count[4];
  if (threadIdx.x == 0) {
    init(&bar, blockDim.x);
    for (int k = 0; k < 4; k++) phase_count[k] = 0;
  }
  __syncthreads();
  atomicAdd(&phase_count[0], 1);
  if (threadIdx.x % 2) {
    bar.arrive_and_drop();
    return;
  }
  bar.arrive_and_wait();
  for (int p = 1; p < 4; p++) {
    atomicAdd(&phase_count[p], 1);
    bar.arrive_and_wait();
  }
  if (threadIdx.x == 0)
    for (int k = 0; k < 4; k++) out[blockIdx.x * 4 + k] = phase_count[k];
}

__global__ void spin_lock_count(int *counter, int reps) {
  if (threadIdx.x % 32 != 0) return; // one thread per warp contends
  cuda::atomic_ref<int, cuda::thread_scope_device> lk(lock_word);
  for (int r = 0; r < reps; r++) {
    unsigned ns = 8;
    while (lk.exchange(1, cuda::memory_order_acquire) != 0) {
      __nanosleep(ns);
      if (ns < 256) ns *= 2;
    }
    *counter = *counter + 1; // plain accesses inside the critical section
    lk.store(0, cuda::memory_order_release);
  }
}

int main() {
  bool ok = true;
  const int n = 1 << 18, threads = 256, iters = 4, blocks = n / (threads * iters);
  float *v = (float *)malloc(n * sizeof(float));
  unsigned seed = 8;
  double want = 0;
  for (int i = 0; i < n; i++) { v[i] = lcg_float(&seed) - 0.5f; want += (double)v[i] * v[i]; }
  want = sqrt(want);
  float *dv, *dout, *dres;
  double *dsq;
  CHECK(cudaMalloc(&dv, n * sizeof(float)));
  CHECK(cudaMalloc(&dout, sizeof(float)));
  CHECK(cudaMalloc(&dres, sizeof(float)));
  CHECK(cudaMalloc(&dsq, sizeof(double)));
  CHECK(cudaMemcpy(dv, v, n * sizeof(float), cudaMemcpyHostToDevice));
  for (int rep = 0; rep < 2; rep++) {
    CHECK(cudaMemset(dsq, 0, sizeof(double)));
    norm_reduce<<<blocks, threads>>>(dv, dout, n, dsq, dres, iters);
    CHECK_LAUNCH();
    float got;
    CHECK(cudaMemcpy(&got, dres, sizeof(float), cudaMemcpyDeviceToHost));
    bool good = close_to(got, want, 1e-6, 0);
    printf("norm of %d floats (run %d): %s\n", n, rep, good ? "ok" : "WRONG");
    if (!good) printf("  %.7f want %.7f\n", got, want);
    ok &= good;
  }
  int *dcnt;
  CHECK(cudaMalloc(&dcnt, 8 * 4 * sizeof(int)));
  drop_half<<<2, 128>>>(dcnt);
  CHECK_LAUNCH();
  int cnt[32];
  CHECK(cudaMemcpy(cnt, dcnt, sizeof(cnt), cudaMemcpyDeviceToHost));
  int badc = 0;
  for (int b = 0; b < 2; b++)
    for (int k = 0; k < 4; k++) badc += cnt[b * 4 + k] != (k == 0 ? 128 : 64);
  printf("arrive_and_drop: phase counts %d %d %d %d: %s\n", cnt[0], cnt[1], cnt[2], cnt[3], badc ? "WRONG" : "ok");
  ok &= badc == 0;
  int *dc;
  CHECK(cudaMalloc(&dc, sizeof(int)));
  CHECK(cudaMemset(dc, 0, sizeof(int)));
  spin_lock_count<<<4, 128>>>(dc, 10);
  CHECK_LAUNCH();
  int c;
  CHECK(cudaMemcpy(&c, dc, sizeof(int), cudaMemcpyDeviceToHost));
  printf("spin lock with __nanosleep: counter %d (want %d)\n", c, 4 * 4 * 10);
  ok &= c == 4 * 4 * 10;
  return finish(ok);
}
