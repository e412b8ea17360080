// The atomic functions on global and shared memory, with results that do
// not depend on the order the threads run in: add, sub, min, max, inc, dec,
// and, or, xor, exch, CAS (a float max built from CAS), 64-bit and float
// adds of exactly representable values.
#include "common.h"

struct Counters {
  int add, sub, mn, mx;
  unsigned inc, dec, andv, orv, xorv;
  unsigned long long add64;
  float fadd, fmax;
  double dadd;
  int exchSeen;
};

__device__ float atomicMaxFloat(float *addr, float v) {
  int *a = (int *)addr;
  int old = *a, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(a, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}

__global__ void hammer(Counters *c, int *exch, int n) {
  __shared__ int sharedSum;
  __shared__ unsigned sharedOr;
  if (threadIdx.x == 0) {
    sharedSum = 0;
    sharedOr = 0;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&c->add, i);
    atomicSub(&c->sub, i);
    atomicMin(&c->mn, i * 7 % 1001 - 500);
    atomicMax(&c->mx, i * 7 % 1001 - 500);
    atomicInc(&c->inc, 100);
    atomicDec(&c->dec, 1000000);
    atomicAnd(&c->andv, ~(1u << (i % 32)) | (i % 64 < 32 ? 0u : 0xffffffffu));
    atomicOr(&c->orv, 1u << (i % 29));
    atomicXor(&c->xorv, (unsigned)i);
    atomicAdd(&c->add64, (unsigned long long)i << 20);
    atomicAdd(&c->fadd, 0.5f);
    atomicMaxFloat(&c->fmax, (float)(i % 777) * 0.25f);
    atomicAdd(&sharedSum, 1);
    atomicOr(&sharedOr, 1u << (threadIdx.x % 32));
    int prev = atomicExch(&exch[0], i);
    atomicAdd(&c->exchSeen, prev >= -1 ? 1 : 0);
  }
#if __CUDA_ARCH__ >= 600
  if (i < n) atomicAdd(&c->dadd, 0.25);
#endif
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd(&exch[1], sharedSum);
    atomicOr((unsigned *)&exch[2], sharedOr);
  }
}

int main() {
  const int n = 4096;
  Counters h = {0, 0, 1 << 30, -(1 << 30), 0, 0, 0xffffffffu, 0, 0, 0, 0.0f, -1.0f, 0.0, 0};
  Counters *d;
  int *exch, ex[3] = {-1, 0, 0};
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMalloc(&exch, sizeof ex));
  CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(exch, ex, sizeof ex, cudaMemcpyHostToDevice));
  hammer<<<n / 256, 256>>>(d, exch, n);
  CHECK_LAUNCH();
  Counters g;
  CHECK(cudaMemcpy(&g, d, sizeof g, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ex, exch, sizeof ex, cudaMemcpyDeviceToHost));
  Counters w = h;
  unsigned incv = 0, decv = 0;
  for (int i = 0; i < n; i++) {
    w.add += i;
    w.sub -= i;
    int v = i * 7 % 1001 - 500;
    if (v < w.mn) w.mn = v;
    if (v > w.mx) w.mx = v;
    incv = incv >= 100 ? 0 : incv + 1;
    decv = (decv == 0 || decv > 1000000) ? 1000000 : decv - 1;
    w.andv &= ~(1u << (i % 32)) | (i % 64 < 32 ? 0u : 0xffffffffu);
    w.orv |= 1u << (i % 29);
    w.xorv ^= (unsigned)i;
    w.add64 += (unsigned long long)i << 20;
    w.fadd += 0.5f;
    float f = (float)(i % 777) * 0.25f;
    if (f > w.fmax) w.fmax = f;
    w.dadd += 0.25;
  }
  // inc and dec wrap, so the final value does not depend on the order.
  w.inc = incv;
  w.dec = decv;
  bool ok = true;
#define CMP(field, fmt)                                                         \
  if (g.field != w.field) {                                                     \
    printf(#field " = " fmt ", want " fmt "\n", g.field, w.field);              \
    ok = false;                                                                 \
  }
  CMP(add, "%d") CMP(sub, "%d") CMP(mn, "%d") CMP(mx, "%d") CMP(inc, "%u") CMP(dec, "%u") CMP(andv, "%08x") CMP(orv, "%08x")
  CMP(xorv, "%08x") CMP(add64, "%llu") CMP(fadd, "%g") CMP(fmax, "%g") CMP(dadd, "%g")
  ok = ok && g.exchSeen == n && ex[0] >= 0 && ex[0] < n && ex[1] == n && (unsigned)ex[2] == 0xffffffffu;
  printf("atomics: %d threads, exch last %s, shared sum %d\n", n, ex[0] >= 0 && ex[0] < n ? "ok" : "wrong", ex[1]);
  return finish(ok);
}
