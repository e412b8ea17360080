// CUDA samples simpleVoteIntrinsics / simpleAtomicIntrinsics and the
// integer and rounding intrinsics of the programming guide's appendix:
// __all_sync/__any_sync/__ballot_sync/__activemask, __match_any_sync and
// __match_all_sync, atomicInc/atomicDec wrap-around, atomicCAS on 16 bits,
// atomicAnd/Or/Xor/Min/Max on 64 bits, __byte_perm, __funnelshift_l/r,
// __brev(ll), __clz(ll), __ffs(ll), __popc(ll), __mulhi/__umul64hi,
// __hadd/__rhadd/__uhadd, __sad/__usad, __dp4a/__dp2a, SIMD video
// intrinsics (__vadd4, __vabsdiffu4, __vavgu4, __vcmpgtu4, __vmaxs2,
// __vsub2, __vsetgts4), and float rounding intrinsics (__fadd_rz,
// __fmul_ru, __fdiv_rd, __fmaf_rn, __frcp_rn, __fsqrt_ru, __float2int_rd,
// __double2float_ru, __saturatef). Host models of each compare bit for bit.
#include "common.h"

__global__ void vote(const int *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  int v = in[i];
  unsigned all = __all_sync(0xffffffff, v > 0), any = __any_sync(0xffffffff, v > 900), bal = __ballot_sync(0xffffffff, v & 1);
  unsigned act = 0, part = 0;
  if (lane & 1) {  // odd lanes only: the active mask and a partial ballot
    act = __activemask();
    part = __ballot_sync(0xaaaaaaaa, v > 500);
  }
  unsigned any_m = __match_any_sync(0xffffffff, v % 5);
  int pred;
  unsigned all_m = __match_all_sync(0xffffffff, v / 1000, &pred);
  out[i * 6 + 0] = all | any << 1;
  out[i * 6 + 1] = bal;
  out[i * 6 + 2] = act;
  out[i * 6 + 3] = part;
  out[i * 6 + 4] = any_m;
  out[i * 6 + 5] = all_m ^ pred;
}

__global__ void atomicsK(unsigned *inc, unsigned *dec, unsigned short *cas16, unsigned long long *bits, long long *mm) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicInc(inc, 100);
  atomicDec(dec, 37);
  unsigned short old = cas16[i % 4], seen;
  while ((seen = atomicCAS(&cas16[i % 4], old, (unsigned short)(old + 3))) != old) old = seen;
  atomicAnd(&bits[0], ~(1ull << (i % 64)));
  atomicOr(&bits[1], 1ull << (i % 61));
  atomicXor(&bits[2], (unsigned long long)i * 0x9E3779B97F4A7C15ull);
  atomicMin(&mm[0], (long long)(i * 7919 % 1000) - 500);
  atomicMax(&mm[1], (long long)(i * 7919 % 1000) << 33);
}

__global__ void intOps(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  unsigned long long X = ((unsigned long long)x << 32) | y;
  unsigned *o = out + i * 24;
  o[0] = __byte_perm(x, y, y & 0x7777);
  o[1] = __funnelshift_l(x, y, y);
  o[2] = __funnelshift_rc(x, y, y);
  o[3] = __brev(x);
  o[4] = (unsigned)__brevll(X);
  o[5] = __clz(x >> (y & 31)) | __clzll(X >> (y & 63)) << 8;
  o[6] = __ffs(x & y) | __ffsll(X & (X << 7)) << 8;
  o[7] = __popc(x) | __popcll(X ^ (X >> 3)) << 8;
  o[8] = __mulhi((int)x, (int)y);
  o[9] = (unsigned)(__umul64hi(X, X + y) >> 7);
  o[10] = __hadd((int)x, (int)y);
  o[11] = __rhadd((int)x, (int)y);
  o[12] = __uhadd(x, y) ^ __urhadd(x, y);
  o[13] = __sad((int)x, (int)y, 5) + __usad(x, y, 7);
  o[14] = __dp4a((int)x, (int)y, 11);
  o[15] = __dp2a_lo(x, y, 3u) ^ __dp2a_hi((int)x, (int)y, -3);
  o[16] = __vadd4(x, y);
  o[17] = __vabsdiffu4(x, y);
  o[18] = __vavgu4(x, y);
  o[19] = __vcmpgtu4(x, y);
  o[20] = __vmaxs2(x, y);
  o[21] = __vsub2(x, y);
  o[22] = __vsetgts4(x, y);
  o[23] = __vabsss4(x) ^ __vneg2(y);
}

__global__ void floatOps(const float *a, const float *b, float *out, int *iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  float *o = out + i * 10;
  o[0] = __fadd_rz(x, y);
  o[1] = __fmul_ru(x, y);
  o[2] = __fdiv_rd(x, y);
  o[3] = __fmaf_rz(x, y, 1.0f);
  o[4] = __frcp_rn(y);
  o[5] = __fsqrt_ru(fabsf(x));
  o[6] = __double2float_ru((double)x / 3.0);
  o[7] = __saturatef(x);
  o[8] = __fsub_rd(x, y);
  o[9] = __fdiv_rn(x, y);
  iout[i * 3] = __float2int_rd(x * 1000.0f);
  iout[i * 3 + 1] = __float2int_ru(y * 1000.0f);
  iout[i * 3 + 2] = (int)__float2uint_rz(fabsf(x) * 1e9f);
}

static unsigned h_byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned r = 0;
  for (int k = 0; k < 4; k++) r |= (unsigned)((v >> (8 * ((s >> (4 * k)) & 7))) & 0xff) << (8 * k);
  return r;
}
static unsigned brev(unsigned x) { unsigned r = 0; for (int k = 0; k < 32; k++) r |= ((x >> k) & 1) << (31 - k); return r; }
static int clz32(unsigned x) { int n = 0; for (int k = 31; k >= 0 && !((x >> k) & 1); k--) n++; return n; }
static int clz64(unsigned long long x) { int n = 0; for (int k = 63; k >= 0 && !((x >> k) & 1); k--) n++; return n; }
static int ffs64(unsigned long long x) { for (int k = 0; k < 64; k++) if ((x >> k) & 1) return k + 1; return 0; }
static unsigned umulhi64(unsigned long long a, unsigned long long b) { return (unsigned)((unsigned long long)(((unsigned __int128)a * b) >> 64) >> 7); }
static unsigned bytes4(unsigned x, unsigned y, int op) {
  unsigned r = 0;
  for (int k = 0; k < 4; k++) {
    int a = (x >> (8 * k)) & 0xff, b = (y >> (8 * k)) & 0xff, sa = (signed char)a, sb = (signed char)b, v = 0;
    switch (op) {
      case 0: v = a + b; break;
      case 1: v = a > b ? a - b : b - a; break;
      case 2: v = (a + b + 1) >> 1; break;
      case 3: v = a > b ? 0xff : 0; break;
      case 4: v = sa > sb; break;
      case 5: v = sa < 0 ? (sa == -128 ? 127 : -sa) : sa; break;
    }
    r |= (unsigned)(v & 0xff) << (8 * k);
  }
  return r;
}
static unsigned halves2(unsigned x, unsigned y, int op) {
  unsigned r = 0;
  for (int k = 0; k < 2; k++) {
    int a = (short)(x >> (16 * k)), b = (short)(y >> (16 * k)), v = 0;
    switch (op) {
      case 0: v = a > b ? a : b; break;
      case 1: v = a - b; break;
      case 2: v = -b; break;
    }
    r |= (unsigned)(v & 0xffff) << (16 * k);
  }
  return r;
}

enum { RN, RZ, RU, RD };
// The float nearest exact in the given direction (exact holds the
// operation's result to double precision, enough for these operands).
static float round_mode(int mode, double exact) {
  float f = (float)exact;
  if (mode == RU && f < exact) f = nextafterf(f, INFINITY);
  if (mode == RD && f > exact) f = nextafterf(f, -INFINITY);
  if (mode == RZ && fabs((double)f) > fabs(exact)) f = nextafterf(f, 0.0f);
  return f;
}

int main() {
  const int B = 8, T = 128, N = B * T;
  int *hin = (int *)malloc(N * 4);
  unsigned seed = 1234;
  for (int i = 0; i < N; i++) hin[i] = (int)(lcg_next(&seed) % 1000) + (i % 64 < 32 ? 1 : -1500 * (i % 7 == 0));
  int *din;
  unsigned *dv;
  CHECK(cudaMalloc(&din, N * 4));
  CHECK(cudaMalloc(&dv, N * 6 * 4));
  CHECK(cudaMemcpy(din, hin, N * 4, cudaMemcpyHostToDevice));
  vote<<<B, T>>>(din, dv);
  CHECK_LAUNCH();
  unsigned *v = (unsigned *)malloc(N * 24);
  CHECK(cudaMemcpy(v, dv, N * 24, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++) {
    int w = i & ~31, lane = i & 31;
    unsigned all = 1, any = 0, bal = 0, part = 0, anym = 0, allm = 1;
    for (int l = 0; l < 32; l++) {
      int x = hin[w + l];
      all &= x > 0; any |= x > 900; bal |= (unsigned)(x & 1) << l;
      if (l & 1) part |= (unsigned)(x > 500) << l;
      if (x % 5 == hin[i] % 5) anym |= 1u << l;
      allm &= x / 1000 == hin[w] / 1000;
    }
    unsigned want[6] = {all | any << 1, bal, (lane & 1) ? 0xaaaaaaaau : 0, (lane & 1) ? part : 0, anym, (allm ? 0xffffffffu : 0) ^ allm};
    for (int k = 0; k < 6; k++)
      if (v[i * 6 + k] != want[k] && bad++ < 5) printf("vote %d of thread %d: %08x want %08x\n", k, i, v[i * 6 + k], want[k]);
  }
  printf("vote and match: %d mismatches\n", bad);
  bool ok = bad == 0;

  unsigned *dinc, *ddec, hinc, hdec;
  unsigned short *dcas, hcas[4] = {1, 2, 3, 65000};
  unsigned long long *dbits, hbits[3] = {~0ull, 0, 0};
  long long *dmm, hmm[2] = {0, 0};
  CHECK(cudaMalloc(&dinc, 4)); CHECK(cudaMalloc(&ddec, 4)); CHECK(cudaMalloc(&dcas, 8)); CHECK(cudaMalloc(&dbits, 24)); CHECK(cudaMalloc(&dmm, 16));
  CHECK(cudaMemset(dinc, 0, 4));
  CHECK(cudaMemset(ddec, 0, 4));
  CHECK(cudaMemcpy(dcas, hcas, 8, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dbits, hbits, 24, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dmm, hmm, 16, cudaMemcpyHostToDevice));
  atomicsK<<<B, T>>>(dinc, ddec, dcas, dbits, dmm);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(&hinc, dinc, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hdec, ddec, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hcas, dcas, 8, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hbits, dbits, 24, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hmm, dmm, 16, cudaMemcpyDeviceToHost));
  unsigned winc = 0, wdec = 0;
  unsigned long long wx = 0;
  long long wmin = 0, wmax = 0;
  for (int i = 0; i < N; i++) {
    winc = winc >= 100 ? 0 : winc + 1;
    wdec = (wdec == 0 || wdec > 37) ? 37 : wdec - 1;
    wx ^= (unsigned long long)i * 0x9E3779B97F4A7C15ull;
    long long m = (long long)(i * 7919 % 1000) - 500, M = (long long)(i * 7919 % 1000) << 33;
    if (m < wmin) wmin = m;
    if (M > wmax) wmax = M;
  }
  unsigned short wcas[4] = {(unsigned short)(1 + 3 * N / 4), (unsigned short)(2 + 3 * N / 4), (unsigned short)(3 + 3 * N / 4), (unsigned short)(65000 + 3 * N / 4)};
  unsigned long long wor = (1ull << 61) - 1;
  printf("atomics: inc %u dec %u cas16 %u %u %u %u, and %llx or %llx xor %llx, min %lld max %lld\n", hinc, hdec, hcas[0], hcas[1], hcas[2], hcas[3], hbits[0], hbits[1], hbits[2], hmm[0], hmm[1]);
  ok &= hinc == winc && hdec == wdec && !memcmp(hcas, wcas, 8) && hbits[0] == 0 && hbits[1] == wor && hbits[2] == wx && hmm[0] == wmin && hmm[1] == wmax;

  const int M = 2048;
  unsigned *ha = (unsigned *)malloc(M * 4), *hb = (unsigned *)malloc(M * 4), *ho = (unsigned *)malloc(M * 96);
  for (int i = 0; i < M; i++) { ha[i] = lcg_next(&seed); hb[i] = lcg_next(&seed); }
  ha[0] = 0; hb[1] = 0; ha[2] = 0x80000000u; hb[2] = 0x80808080u; ha[3] = 0x7f80ff01u;
  unsigned *da, *db, *dout;
  CHECK(cudaMalloc(&da, M * 4)); CHECK(cudaMalloc(&db, M * 4)); CHECK(cudaMalloc(&dout, M * 96));
  CHECK(cudaMemcpy(da, ha, M * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, M * 4, cudaMemcpyHostToDevice));
  intOps<<<M / 128, 128>>>(da, db, dout, M);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(ho, dout, M * 96, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < M; i++) {
    unsigned x = ha[i], y = hb[i];
    unsigned long long X = ((unsigned long long)x << 32) | y, XX = X + y;
    int sx = (int)x, sy = (int)y;
    unsigned w[24];
    w[0] = h_byte_perm(x, y, y & 0x7777);
    unsigned long long fl = ((unsigned long long)y << 32) | x;
    w[1] = (unsigned)((fl << (y & 31)) >> 32);
    unsigned sh = y > 32 ? 32 : y;
    w[2] = (unsigned)(sh == 32 ? y : (fl >> sh));
    w[3] = brev(x);
    w[4] = brev((unsigned)(X >> 32)) ;
    w[5] = clz32(x >> (y & 31)) | clz64(X >> (y & 63)) << 8;
    w[6] = (x & y ? ffs64(x & y) : 0) | ffs64(X & (X << 7)) << 8;
    w[7] = __builtin_popcount(x) | __builtin_popcountll(X ^ (X >> 3)) << 8;
    w[8] = (unsigned)(((long long)sx * sy) >> 32);
    w[9] = umulhi64(X, XX);
    w[10] = (unsigned)(((long long)sx + sy) >> 1);
    w[11] = (unsigned)(((long long)sx + sy + 1) >> 1);
    w[12] = (unsigned)(((unsigned long long)x + y) >> 1) ^ (unsigned)(((unsigned long long)x + y + 1) >> 1);
    w[13] = (unsigned)(llabs((long long)sx - sy) + 5) + (unsigned)((x > y ? x - y : y - x) + 7);
    int dp = 11;
    for (int k = 0; k < 4; k++) dp += (signed char)(x >> (8 * k)) * (signed char)(y >> (8 * k));
    w[14] = (unsigned)dp;
    unsigned lo = 3u + (x & 0xffff) * ((y >> 0) & 0xff) + (x >> 16) * ((y >> 8) & 0xff);
    int hi = -3 + (short)(x & 0xffff) * (signed char)(y >> 16) + (short)(x >> 16) * (signed char)(y >> 24);
    w[15] = lo ^ (unsigned)hi;
    w[16] = bytes4(x, y, 0); w[17] = bytes4(x, y, 1); w[18] = bytes4(x, y, 2); w[19] = bytes4(x, y, 3);
    w[20] = halves2(x, y, 0); w[21] = halves2(x, y, 1); w[22] = bytes4(x, y, 4); w[23] = bytes4(x, 0, 5) ^ halves2(0, y, 2);
    for (int k = 0; k < 24; k++)
      if (ho[i * 24 + k] != w[k] && bad++ < 8) printf("integer intrinsic %d, x=%08x y=%08x: %08x want %08x\n", k, x, y, ho[i * 24 + k], w[k]);
  }
  printf("integer intrinsics: %d mismatches\n", bad);
  ok &= bad == 0;

  float *fa = (float *)malloc(M * 4), *fb = (float *)malloc(M * 4), *fo = (float *)malloc(M * 40);
  int *io = (int *)malloc(M * 12);
  for (int i = 0; i < M; i++) { fa[i] = (lcg_float(&seed) - 0.3f) * 3; fb[i] = (lcg_float(&seed) - 0.5f) * 5 + 0.01f; }
  float *dfa, *dfb, *dfo;
  int *dio;
  CHECK(cudaMalloc(&dfa, M * 4)); CHECK(cudaMalloc(&dfb, M * 4)); CHECK(cudaMalloc(&dfo, M * 40)); CHECK(cudaMalloc(&dio, M * 12));
  CHECK(cudaMemcpy(dfa, fa, M * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dfb, fb, M * 4, cudaMemcpyHostToDevice));
  floatOps<<<M / 128, 128>>>(dfa, dfb, dfo, dio, M);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(fo, dfo, M * 40, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(io, dio, M * 12, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < M; i++) {
    double x = fa[i], y = fb[i];
    // Exact results: sums and products of floats fit in double; quotients
    // and square roots are rounded in double first, which decides the
    // float rounding unless the double lands exactly on a float boundary.
    float w[10] = {round_mode(RZ, x + y), round_mode(RU, x * y), round_mode(RD, x / y),
                   round_mode(RZ, x * y + 1.0), round_mode(RN, 1.0 / y), round_mode(RU, sqrt(fabs(x))),
                   round_mode(RU, (double)fa[i] / 3.0), (float)(x < 0 ? 0 : x > 1 ? 1 : x), round_mode(RD, x - y),
                   round_mode(RN, x / y)};
    for (int k = 0; k < 10; k++)
      if (memcmp(&fo[i * 10 + k], &w[k], 4) && bad++ < 8) printf("float intrinsic %d, x=%a y=%a: %a want %a\n", k, fa[i], fb[i], fo[i * 10 + k], w[k]);
    int wi[3] = {(int)floor((double)(fa[i] * 1000.0f)), (int)ceil((double)(fb[i] * 1000.0f)), (int)(unsigned)(fabsf(fa[i]) * 1e9f)};
    for (int k = 0; k < 3; k++)
      if (io[i * 3 + k] != wi[k] && bad++ < 8) printf("conversion %d of %a: %d want %d\n", k, k == 1 ? fb[i] : fa[i], io[i * 3 + k], wi[k]);
  }
  printf("rounding intrinsics: %d mismatches\n", bad);
  ok &= bad == 0;
  return finish(ok);
}
