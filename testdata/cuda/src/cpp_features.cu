// C++ features real programs use in device code: recursion (an explicit
// call stack: recursive Fibonacci-style counting and a recursive quicksort
// in local memory), function pointers held in __device__ tables (indirect
// calls), virtual functions on objects built in device memory with
// placement new and with device-side new/delete, a large local array with
// dynamic indexing, register pressure under __launch_bounds__ (spills),
// and a kernel parameter struct of 4 KB (32 KB where the runtime allows
// it: CUDA 12.1 and later).
#include "common.h"
#include <new>

__device__ int ackermannish(int m, int n) {  // deep, data-dependent recursion
  if (m == 0) return n + 1;
  if (n == 0) return ackermannish(m - 1, 1);
  return ackermannish(m - 1, ackermannish(m, n - 1));
}

__device__ void quicksort(int *a, int lo, int hi) {
  if (lo >= hi) return;
  int p = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (a[i] < p) i++;
    while (a[j] > p) j--;
    if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
  }
  quicksort(a, lo, j);
  quicksort(a, i, hi);
}

typedef int (*BinOp)(int, int);
__device__ int opAdd(int a, int b) { return a + b; }
__device__ int opMul(int a, int b) { return a * b; }
__device__ int opXor(int a, int b) { return a ^ b; }
__device__ int opMax(int a, int b) { return a > b ? a : b; }
__device__ BinOp ops[4] = {opAdd, opMul, opXor, opMax};

struct Shape {
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual int sides() const { return 0; }
};
struct Rect : Shape {
  float w, h;
  __device__ Rect(float w_, float h_) : w(w_), h(h_) {}
  __device__ float area() const override { return w * h; }
  __device__ int sides() const override { return 4; }
};
struct Tri : Shape {
  float b, h;
  __device__ Tri(float b_, float h_) : b(b_), h(h_) {}
  __device__ float area() const override { return 0.5f * b * h; }
  __device__ int sides() const override { return 3; }
};
struct Circle : Shape {
  float r;
  __device__ Circle(float r_) : r(r_) {}
  __device__ float area() const override { return 3.0f * r * r; }
};

__global__ void recursion(const int *in, int *out, int *sorted) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = ackermannish(2, in[t] % 8);
  int a[48];
  unsigned s = t * 7919u + 1;
  for (int i = 0; i < 48; i++) { s = s * 1664525u + 1013904223u; a[i] = (int)(s >> 20); }
  quicksort(a, 0, 47);
  for (int i = 0; i < 48; i++) sorted[t * 48 + i] = a[i];
}

__global__ void indirect(const int *a, const int *b, int *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  BinOp f = ops[(a[t] ^ b[t]) & 3];
  out[t] = f(a[t], b[t]);
}

__global__ void virtuals(char *arena, float *area, int *sides, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  Shape *s;
  void *slot = arena + t * 32;
  switch (t % 3) {
    case 0: s = new (slot) Rect(t % 7 + 1, t % 5 + 1); break;
    case 1: s = new (slot) Tri(t % 9 + 1, 2); break;
    default: s = new (slot) Circle(t % 4 + 1); break;
  }
  Shape *h = t % 2 ? (Shape *)new Rect(1, t % 3) : (Shape *)new Circle(1);  // device heap
  area[t] = s->area() + h->area();
  sides[t] = s->sides() * 10 + h->sides();
  s->~Shape();
  delete h;
}

// A big local array indexed by data: lives in local memory.
__global__ void localArray(const int *idx, int *out, int n) {
  int hist[300];
  for (int i = 0; i < 300; i++) hist[i] = i;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < 64; k++) {
    int j = idx[(t * 64 + k) % n] % 300;
    hist[j] += hist[(j * 7) % 300] + k;
  }
  int s = 0;
  for (int i = 0; i < 300; i++) s ^= hist[i] * (i + 1);
  out[t] = s;
}

// Many live values under a 64-register cap: the compiler spills.
__global__ void __launch_bounds__(1024, 1) pressure(const float *in, float *out) {
  float v[40];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < 40; i++) v[i] = in[t * 40 + i];
  for (int r = 0; r < 8; r++)
    for (int i = 0; i < 40; i++) v[i] = v[i] * 0.5f + v[(i + r + 1) % 40];
  float s = 0;
  for (int i = 0; i < 40; i++) s += v[i] * (i + 1);
  out[t] = s;
}

#if defined(CUDART_VERSION) && CUDART_VERSION >= 12010
#define BIGPARAM 8000  // 32000 bytes: the CUDA 12.1+ limit is 32764
#else
#define BIGPARAM 1000  // 4000 bytes: under the 4 KB limit
#endif
struct Big { int v[BIGPARAM]; };
__global__ void bigParam(Big b, int *out) {
  int t = threadIdx.x, s = 0;
  for (int i = t; i < BIGPARAM; i += blockDim.x) s += b.v[i] * (i % 3 + 1);
  atomicAdd(out, s);
}

static int h_ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? h_ack(m - 1, 1) : h_ack(m - 1, h_ack(m, n - 1)); }
static int cmpi(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main() {
  bool ok = true;
  const int T = 256;
  CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 4096));
  int *hin = (int *)malloc(T * 4), *hout = (int *)malloc(T * 4), *hs = (int *)malloc(T * 48 * 4);
  for (int i = 0; i < T; i++) hin[i] = i * 37 % 101;
  int *din, *dout, *ds;
  CHECK(cudaMalloc(&din, T * 4)); CHECK(cudaMalloc(&dout, T * 4)); CHECK(cudaMalloc(&ds, T * 48 * 4));
  CHECK(cudaMemcpy(din, hin, T * 4, cudaMemcpyHostToDevice));
  recursion<<<T / 64, 64>>>(din, dout, ds);
  CHECK_LAUNCH();
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hout, dout, T * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hs, ds, T * 48 * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int t = 0; t < T; t++) {
    bad += hout[t] != h_ack(2, hin[t] % 8);
    int a[48];
    unsigned s = t * 7919u + 1;
    for (int i = 0; i < 48; i++) { s = s * 1664525u + 1013904223u; a[i] = (int)(s >> 20); }
    qsort(a, 48, 4, cmpi);
    bad += memcmp(a, hs + t * 48, sizeof a) != 0;
  }
  size_t stack;
  CHECK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
  printf("recursion and quicksort in local memory: %d mismatches (stack limit %zu)\n", bad, stack);
  ok &= bad == 0;

  const int n = 4000;
  int *ha = (int *)malloc(n * 4), *hb = (int *)malloc(n * 4), *ho = (int *)malloc(n * 4);
  unsigned seed = 4;
  for (int i = 0; i < n; i++) { ha[i] = (int)(lcg_next(&seed) >> 16); hb[i] = (int)(lcg_next(&seed) >> 16); }
  int *da, *db, *dop;
  CHECK(cudaMalloc(&da, n * 4)); CHECK(cudaMalloc(&db, n * 4)); CHECK(cudaMalloc(&dop, n * 4));
  CHECK(cudaMemcpy(da, ha, n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, n * 4, cudaMemcpyHostToDevice));
  indirect<<<(n + 127) / 128, 128>>>(da, db, dop, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(ho, dop, n * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < n; i++) {
    int a = ha[i], b = hb[i], w;
    switch ((a ^ b) & 3) {
      case 0: w = a + b; break;
      case 1: w = (int)((unsigned)a * (unsigned)b); break;
      case 2: w = a ^ b; break;
      default: w = a > b ? a : b;
    }
    bad += ho[i] != w;
  }
  printf("function pointers: %d mismatches\n", bad);
  ok &= bad == 0;

  char *arena;
  float *darea, *harea = (float *)malloc(n * 4);
  int *dsides, *hsides = (int *)malloc(n * 4);
  CHECK(cudaMalloc(&arena, n * 32)); CHECK(cudaMalloc(&darea, n * 4)); CHECK(cudaMalloc(&dsides, n * 4));
  virtuals<<<(n + 127) / 128, 128>>>(arena, darea, dsides, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(harea, darea, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hsides, dsides, n * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int t = 0; t < n; t++) {
    float a;
    int s;
    switch (t % 3) {
      case 0: a = (float)(t % 7 + 1) * (float)(t % 5 + 1); s = 4; break;
      case 1: a = 0.5f * (float)(t % 9 + 1) * 2.0f; s = 3; break;
      default: a = 3.0f * (float)(t % 4 + 1) * (float)(t % 4 + 1); s = 0;
    }
    float ha2 = t % 2 ? 1.0f * (float)(t % 3) : 3.0f;
    int hs2 = t % 2 ? 4 : 0;
    if ((harea[t] != a + ha2 || hsides[t] != s * 10 + hs2) && bad++ < 3) printf("shape %d: %g %d want %g %d\n", t, harea[t], hsides[t], a + ha2, s * 10 + hs2);
  }
  printf("virtual functions, placement and device new/delete: %d mismatches\n", bad);
  ok &= bad == 0;

  int *dl, *hl = (int *)malloc(T * 4);
  CHECK(cudaMalloc(&dl, T * 4));
  localArray<<<T / 64, 64>>>(da, dl, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hl, dl, T * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int t = 0; t < T; t++) {
    int hist[300];
    for (int i = 0; i < 300; i++) hist[i] = i;
    for (int k = 0; k < 64; k++) {
      int j = ha[(t * 64 + k) % n] % 300;
      hist[j] += hist[(j * 7) % 300] + k;
    }
    int s = 0;
    for (int i = 0; i < 300; i++) s ^= hist[i] * (i + 1);
    bad += hl[t] != s;
  }
  printf("local array with dynamic indexing: %d mismatches\n", bad);
  ok &= bad == 0;

  const int P = 1024;
  float *hp = (float *)malloc(P * 40 * 4), *hpo = (float *)malloc(P * 4), *dp, *dpo;
  for (int i = 0; i < P * 40; i++) hp[i] = lcg_float(&seed);
  CHECK(cudaMalloc(&dp, P * 40 * 4)); CHECK(cudaMalloc(&dpo, P * 4));
  CHECK(cudaMemcpy(dp, hp, P * 40 * 4, cudaMemcpyHostToDevice));
  pressure<<<1, P>>>(dp, dpo);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hpo, dpo, P * 4, cudaMemcpyDeviceToHost));
  float *wp = (float *)malloc(P * 4);
  for (int t = 0; t < P; t++) {
    float v[40];
    for (int i = 0; i < 40; i++) v[i] = hp[t * 40 + i];
    for (int r = 0; r < 8; r++)
      for (int i = 0; i < 40; i++) v[i] = fmaf(v[i], 0.5f, v[(i + r + 1) % 40]);
    float s = 0;
    for (int i = 0; i < 40; i++) s = fmaf(v[i], (float)(i + 1), s);
    wp[t] = s;
  }
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, pressure));
  ok &= count_mismatch_f(hpo, wp, P, 1e-5, 1e-5, "pressure") == 0;
  printf("register pressure at 1024 threads: %s registers per thread\n", fa.numRegs <= 64 ? "at most 64" : "MORE than 64");
  ok &= fa.numRegs <= 64;

  static Big big;
  long long want = 0;
  for (int i = 0; i < BIGPARAM; i++) { big.v[i] = i * 3 - 7; want += (long long)big.v[i] * (i % 3 + 1); }
  int *dsum, sum;
  CHECK(cudaMalloc(&dsum, 4));
  CHECK(cudaMemset(dsum, 0, 4));
  bigParam<<<1, 128>>>(big, dsum);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(&sum, dsum, 4, cudaMemcpyDeviceToHost));
  printf("kernel parameter of %zu bytes: sum %d (want %lld)\n", sizeof(Big), sum, want);
  ok &= sum == (int)want;
  return finish(ok);
}
