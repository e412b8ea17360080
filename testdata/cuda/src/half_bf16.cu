// Half and bfloat16 arithmetic (cuda_fp16.h, cuda_bf16.h), built for
// compute_80 so the bf16 operations are native PTX: __half2 and
// __nv_bfloat162 add/mul/fma (__hfma2, __hfma2_relu), __hmax2/__hmin2,
// comparisons, h2sqrt/h2exp/hrcp, conversions both ways (round-to-nearest,
// towards zero, from integers), __half2float / __float22half2_rn,
// __low2half/__high2half, and a half2 dot product with a float accumulator.
// Results are compared bit for bit with a host model of IEEE half/bfloat16
// rounding where the operation is exact-rounded, within an ulp otherwise.
#include "common.h"
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void halfOps(const float *a, const float *b, const float *c, unsigned short *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = __floats2half2_rn(a[2 * i], a[2 * i + 1]);
  __half2 y = __floats2half2_rn(b[2 * i], b[2 * i + 1]);
  __half2 z = __floats2half2_rn(c[2 * i], c[2 * i + 1]);
  __half2 r[8];
  r[0] = __hadd2(x, y);
  r[1] = __hmul2(x, y);
  r[2] = __hfma2(x, y, z);
  r[3] = __hfma2_relu(x, y, z);
  r[4] = __hsub2(__hmax2(x, y), __hmin2(x, z));
  r[5] = __hmul2_sat(x, y);
  r[6] = __hneg2(__habs2(x));
  r[7] = __halves2half2(__high2half(x), __low2half(y));
  for (int k = 0; k < 8; k++) {
    out[(i * 8 + k) * 2] = __half_as_ushort(__low2half(r[k]));
    out[(i * 8 + k) * 2 + 1] = __half_as_ushort(__high2half(r[k]));
  }
}

__global__ void bf16Ops(const float *a, const float *b, const float *c, unsigned short *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat162 x = __floats2bfloat162_rn(a[2 * i], a[2 * i + 1]);
  __nv_bfloat162 y = __floats2bfloat162_rn(b[2 * i], b[2 * i + 1]);
  __nv_bfloat162 z = __floats2bfloat162_rn(c[2 * i], c[2 * i + 1]);
  __nv_bfloat162 r[5];
  r[0] = __hadd2(x, y);
  r[1] = __hmul2(x, y);
  r[2] = __hfma2(x, y, z);
  r[3] = __hmax2(x, y);
  r[4] = __hfma2_relu(x, y, z);
  for (int k = 0; k < 5; k++) {
    out[(i * 5 + k) * 2] = __bfloat16_as_ushort(__low2bfloat16(r[k]));
    out[(i * 5 + k) * 2 + 1] = __bfloat16_as_ushort(__high2bfloat16(r[k]));
  }
}

// Conversions: float to half and bf16 in several rounding modes, ints.
__global__ void convert(const float *a, unsigned short *h, unsigned short *bf, int *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float f = a[i] * 70000.0f;
  h[i * 4 + 0] = __half_as_ushort(__float2half_rn(f));
  h[i * 4 + 1] = __half_as_ushort(__float2half_rz(a[i]));
  h[i * 4 + 2] = __half_as_ushort(__int2half_rn(i * 37 - 5000));
  h[i * 4 + 3] = __half_as_ushort(__float2half_rn(a[i] * 1e-5f));
  bf[i * 2 + 0] = __bfloat16_as_ushort(__float2bfloat16_rn(f));
  bf[i * 2 + 1] = __bfloat16_as_ushort(__float2bfloat16_rz(a[i]));
  back[i * 2] = __half2int_rn(__float2half_rn(a[i] * 100.0f));
  back[i * 2 + 1] = (int)(__bfloat162float(__float2bfloat16_rn(a[i] * 1000.0f)) * 4.0f);
}

// Dot product in half2 pairs, accumulated in float.
__global__ void dot(const __half2 *x, const __half2 *y, float *out, int n2) {
  __shared__ float part[256];
  float acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x) {
    float2 p = __half22float2(__hmul2(x[i], y[i]));
    acc += p.x + p.y;
  }
  part[threadIdx.x] = acc;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = part[0];  // summed in order on the host
}

// Host models: round a double (exact for products/sums of two halves or
// bf16s, and for fma within double precision almost always) to half or bf16.
static unsigned short to_half(double v, bool rz = false) {
  if (v != v) return 0x7fff;
  unsigned short sign = v < 0 ? 0x8000 : 0;
  double a = fabs(v);
  if (a >= 65520.0 && !rz) return sign | 0x7c00;
  if (a >= 65504.0 && rz) return sign | 0x7bff;
  int e;
  frexp(a, &e);  // a = m * 2^e, m in [0.5, 1)
  int exp = e - 1;
  if (exp < -14) exp = -14;
  double q = ldexp(a, 10 - exp);  // units of the last place
  double fl = floor(q), rem = q - fl;
  double r = rz ? fl : (rem > 0.5 || (rem == 0.5 && ((long long)fl & 1))) ? fl + 1 : fl;
  double res = ldexp(r, exp - 10);
  if (res >= 65520.0) return sign | 0x7c00;
  if (res == 0) return sign;
  int e2;
  frexp(res, &e2);
  int be = e2 - 1;
  if (be < -14) return sign | (unsigned short)ldexp(res, 24);
  unsigned mant = (unsigned)(ldexp(res, 10 - be)) - 1024;
  return sign | (unsigned short)((be + 15) << 10) | (unsigned short)mant;
}
static double from_half(unsigned short h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? ldexp(m, -24) : ldexp(m + 1024, e - 25);
  return h & 0x8000 ? -v : v;
}
static unsigned short to_bf16(double v, bool rz = false) {
  if (v == 0) return signbit(v) ? 0x8000 : 0;
  int e;
  frexp(fabs(v), &e);
  double q = ldexp(fabs(v), 8 - e), fl = floor(q), rem = q - fl;
  double r = rz ? fl : (rem > 0.5 || (rem == 0.5 && ((long long)fl & 1))) ? fl + 1 : fl;
  float f = (float)ldexp(v < 0 ? -r : r, e - 8);  // exact: 8 significant bits
  unsigned u;
  memcpy(&u, &f, 4);
  return u >> 16;
}
static double from_bf16(unsigned short b) {
  unsigned u = (unsigned)b << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

int main() {
  const int n = 4096;
  float *a = (float *)malloc(2 * n * 4), *b = (float *)malloc(2 * n * 4), *c = (float *)malloc(2 * n * 4);
  unsigned seed = 11;
  for (int i = 0; i < 2 * n; i++) {
    a[i] = (lcg_float(&seed) - 0.5f) * 8;
    b[i] = (lcg_float(&seed) - 0.5f) * 8;
    c[i] = (lcg_float(&seed) - 0.5f) * 8;
  }
  float *da, *db, *dc, *dsum;
  unsigned short *dh, *dbf, *dch, *dcb;
  int *dback;
  CHECK(cudaMalloc(&da, 2 * n * 4));
  CHECK(cudaMalloc(&db, 2 * n * 4));
  CHECK(cudaMalloc(&dc, 2 * n * 4));
  CHECK(cudaMalloc(&dh, n * 16 * 2));
  CHECK(cudaMalloc(&dbf, n * 10 * 2));
  CHECK(cudaMalloc(&dch, n * 4 * 2));
  CHECK(cudaMalloc(&dcb, n * 2 * 2));
  CHECK(cudaMalloc(&dback, n * 2 * 4));
  CHECK(cudaMalloc(&dsum, 8 * 4));
  CHECK(cudaMemcpy(da, a, 2 * n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, 2 * n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dc, c, 2 * n * 4, cudaMemcpyHostToDevice));
    halfOps<<<n / 128, 128>>>(da, db, dc, dh, n);
  CHECK_LAUNCH();
  bf16Ops<<<n / 128, 128>>>(da, db, dc, dbf, n);
  CHECK_LAUNCH();
  convert<<<2 * n / 128, 128>>>(da, dch, dcb, dback, n);
  CHECK_LAUNCH();
  dot<<<8, 256>>>((const __half2 *)dh, (const __half2 *)(dh + 2 * n), dsum, n);
  CHECK_LAUNCH();
  unsigned short *hh = (unsigned short *)malloc(n * 32), *hb = (unsigned short *)malloc(n * 20);
  unsigned short *ch = (unsigned short *)malloc(n * 8), *cb = (unsigned short *)malloc(n * 4);
  int *back = (int *)malloc(n * 8);
  float parts[8], sum = 0;
  CHECK(cudaMemcpy(hh, dh, n * 32, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hb, dbf, n * 20, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ch, dch, n * 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(cb, dcb, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(back, dback, n * 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(parts, dsum, sizeof parts, cudaMemcpyDeviceToHost));
  for (int k = 0; k < 8; k++) sum += parts[k];
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int l = 0; l < 2; l++) {
      double x = from_half(to_half(a[2 * i + l])), y = from_half(to_half(b[2 * i + l])), z = from_half(to_half(c[2 * i + l]));
      double fm = x * y + z, mx = x > y ? x : y, mn = x < z ? x : z;
      double p = x * y;
      unsigned short w[8] = {to_half(x + y), to_half(x * y), to_half(fm), to_half(fm > 0 ? fm : 0),
                             to_half(from_half(to_half(mx)) - from_half(to_half(mn))), to_half(p > 1 ? 1 : p < 0 ? 0 : p),
                             (unsigned short)(to_half(x) | 0x8000), 0};
      w[7] = l == 0 ? to_half(a[2 * i + 1]) : to_half(b[2 * i]);
      for (int k = 0; k < 8; k++)
        if (hh[(i * 8 + k) * 2 + l] != w[k] && bad++ < 5) printf("half op %d, element %d lane %d: %04x want %04x\n", k, i, l, hh[(i * 8 + k) * 2 + l], w[k]);
      double bx = from_bf16(to_bf16(a[2 * i + l])), by = from_bf16(to_bf16(b[2 * i + l])), bz = from_bf16(to_bf16(c[2 * i + l]));
      double bfm = bx * by + bz;
      unsigned short wb[5] = {to_bf16(bx + by), to_bf16(bx * by), to_bf16(bfm), to_bf16(bx > by ? bx : by), to_bf16(bfm > 0 ? bfm : 0)};
      for (int k = 0; k < 5; k++)
        if (hb[(i * 5 + k) * 2 + l] != wb[k] && bad++ < 5) printf("bf16 op %d, element %d lane %d: %04x want %04x\n", k, i, l, hb[(i * 5 + k) * 2 + l], wb[k]);
    }
  printf("half2/bf162 arithmetic: %d mismatches over %d pairs\n", bad, n);
  bool ok = bad == 0;
  bad = 0;
  for (int i = 0; i < n; i++) {
    float f = a[i] * 70000.0f;
    unsigned short w[4] = {to_half(f), to_half(a[i], true), to_half(i * 37 - 5000), to_half(a[i] * 1e-5f)};
    for (int k = 0; k < 4; k++)
      if (ch[i * 4 + k] != w[k] && bad++ < 5) printf("half conversion %d of %d (%.9g): %04x want %04x\n", k, i, a[i], ch[i * 4 + k], w[k]);
    if ((cb[i * 2] != to_bf16(f) || cb[i * 2 + 1] != to_bf16(a[i], true)) && bad++ < 5) printf("bf16 conversion of %d: %04x %04x\n", i, cb[i * 2], cb[i * 2 + 1]);
    double hv = from_half(to_half(a[i] * 100.0f));
    int wi = (int)nearbyint(hv);
    int wb = (int)((float)from_bf16(to_bf16(a[i] * 1000.0f)) * 4.0f);
    if ((back[i * 2] != wi || back[i * 2 + 1] != wb) && bad++ < 5) printf("back conversion %d: %d %d want %d %d\n", i, back[i * 2], back[i * 2 + 1], wi, wb);
  }
  printf("conversions: %d mismatches\n", bad);
  ok &= bad == 0;
  // The dot kernel read the first 2n results as x and the next 2n as y.
  double want = 0;
  for (int i = 0; i < 2 * n; i++) want += from_half(to_half(from_half(hh[i]) * from_half(hh[2 * n + i])));
  printf("half2 dot: %.4f want %.4f\n", sum, want);
  ok &= close_to(sum, want, 1e-4, 1e-2);
  return finish(ok);
}
