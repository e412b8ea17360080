// Kernels compiled with clang/LLVM's NVPTX back end (not nvcc) to test that
// ptxsim takes PTX in LLVM's style: __local_depot frames, generic pointers to
// shared variables, libdevice math, LLVM's call and parameter conventions.
// The same file built by nvcc 11.8 (PTX ISA 7.8), with -G among others,
// gives the older-nvcc and debug-build modules of the suite.
// gen.py compiles this file; each kernel reads in[] (raw 32-bit words) and
// writes a fixed number of words per thread to out[].
#include <cuda_fp16.h>
#include <stdint.h>

#define TID (blockIdx.x * blockDim.x + threadIdx.x)

// redux.sync: clang-14's headers lack __reduce_*_sync; nvcc has them.
#ifdef __clang__
#define REDUX_ADD(x) __nvvm_redux_sync_add((x), 0xffffffff)
#define REDUX_MAXOR(x) (__nvvm_redux_sync_umax((x), 0xffffffff) ^ __nvvm_redux_sync_or((x), 0xffffffff))
#else
#define REDUX_ADD(x) __reduce_add_sync(0xffffffffu, (x))
#define REDUX_MAXOR(x) (__reduce_max_sync(0xffffffffu, (x)) ^ __reduce_or_sync(0xffffffffu, (x)))
#endif

extern "C" __global__ void int_math(const uint32_t *in, uint32_t *out, int n) {
  int i = TID;
  if (i >= n) return;
  uint32_t a = in[i], b = in[(i * 7 + 3) % n] | 1u;
  int32_t sa = (int32_t)a, sb = (int32_t)b;
  uint32_t *o = out + i * 16;
  o[0] = __umulhi(a, b);
  o[1] = (uint32_t)__mulhi(sa, sb);
  o[2] = __popc(a) + (__clz(b) << 8) + (__ffs(a) << 16);
  o[3] = __brev(a);
  o[4] = a / b;
  o[5] = (uint32_t)(sa % sb);
  o[6] = __funnelshift_l(a, b, a & 31);
  o[7] = __funnelshift_rc(a, b, b);
  o[8] = __byte_perm(a, b, b & 0x7777);
  o[9] = __sad(sa, sb, a);
  o[10] = (uint32_t)max(sa, sb) ^ (uint32_t)min(sa, sb);
  o[11] = (uint32_t)abs(sa);
  o[12] = (a >> (b & 31)) | ((uint32_t)(sa >> (a & 31)) & 0xff00u);
  o[13] = __vabsdiffu4(a, b);
  o[14] = __hadd(sa, sb) + __rhadd(sa, sb);
  o[15] = (uint32_t)((a & 0xfff) * (int64_t)sb >> 3);
}

extern "C" __global__ void int64_math(const uint32_t *in, uint64_t *out, int n) {
  int i = TID;
  if (i >= n) return;
  uint64_t a = ((uint64_t)in[i] << 32) | in[(i + 1) % n];
  uint64_t b = (((uint64_t)in[(i * 5 + 2) % n] << 32) | in[(i * 3 + 1) % n]) >> (in[i] & 31) | 1;
  int64_t sa = (int64_t)a, sb = (int64_t)b;
  uint64_t *o = out + i * 10;
  o[0] = a * b;
  o[1] = __umul64hi(a, b);
  o[2] = (uint64_t)__mul64hi(sa, sb);
  o[3] = a / b;
  o[4] = (uint64_t)(sa % sb);
  o[5] = __popcll(a) | ((uint64_t)__clzll(b) << 32);
  o[6] = __brevll(a);
  o[7] = (a << (b & 63)) ^ (uint64_t)(sa >> (a & 63));
  o[8] = (uint64_t)(int64_t)(double)sa ^ (uint64_t)(float)a;
  o[9] = (uint64_t)llabs(sa) + (uint64_t)max(sa, sb);
}

extern "C" __global__ void float_math(const float *in, float *out, int n) {
  int i = TID;
  if (i >= n) return;
  float a = in[i], b = in[(i * 7 + 3) % n];
  float *o = out + i * 16;
  o[0] = a * b + a;
  o[1] = a / b;
  o[2] = sqrtf(fabsf(a));
  o[3] = rsqrtf(fabsf(b));
  o[4] = fmaf(a, b, -a);
  o[5] = fminf(a, b) + fmaxf(a, b);
  o[6] = floorf(a) + ceilf(b) + truncf(a * 0.5f) + rintf(b * 0.25f);
  o[7] = __fdividef(a, b);
  o[8] = (float)(int)a + (float)(unsigned)b;
  o[9] = copysignf(a, b);
  o[10] = __saturatef(a);
  o[11] = __fmul_rz(a, b) + __fadd_rd(a, b);
  o[12] = __frcp_rn(b);
  o[13] = __fsqrt_rn(fabsf(a));
  o[14] = a > b ? a : (a != a ? 1.0f : b);
  o[15] = roundf(a);
}

extern "C" __global__ void libdevice_f32(const float *in, float *out, int n) {
  int i = TID;
  if (i >= n) return;
  float a = in[i], b = in[(i * 3 + 1) % n];
  float *o = out + i * 12;
  o[0] = sinf(a);
  o[1] = cosf(b);
  o[2] = expf(a);
  o[3] = logf(fabsf(b));
  o[4] = powf(fabsf(a), b);
  o[5] = tanhf(a);
  o[6] = erff(b);
  o[7] = atan2f(a, b);
  o[8] = exp2f(b);
  o[9] = log1pf(fabsf(a));
  o[10] = cbrtf(a);
  o[11] = hypotf(a, b);
}

extern "C" __global__ void libdevice_f64(const double *in, double *out, int n) {
  int i = TID;
  if (i >= n) return;
  double a = in[i], b = in[(i * 3 + 1) % n];
  double *o = out + i * 8;
  o[0] = sin(a);
  o[1] = exp(b);
  o[2] = log(fabs(a));
  o[3] = sqrt(fabs(b));
  o[4] = a / b;
  o[5] = pow(fabs(a), b);
  o[6] = fma(a, b, a);
  o[7] = rsqrt(fabs(a));
}

extern "C" __global__ void shared_reduce(const uint32_t *in, uint32_t *out, int n) {
  __shared__ uint32_t tile[256];
  extern __shared__ uint32_t dyn[];
  unsigned t = threadIdx.x;
  uint32_t v = 0;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) v += in[i] * 3u + (in[i] >> 7);
  tile[t] = v;
  dyn[t] = v ^ 0x5a5a5a5au;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) {
      tile[t] += tile[t + s];
      dyn[t] = max(dyn[t], dyn[t + s]);
    }
    __syncthreads();
  }
  if (t == 0) {
    out[blockIdx.x * 2] = tile[0];
    out[blockIdx.x * 2 + 1] = dyn[0];
  }
}

// Generic pointers to shared and local memory handed to a function that is
// not inlined: LLVM converts with cvta and the callee uses generic loads.
__device__ __noinline__ uint32_t mix_through(uint32_t *p, int k, uint32_t x) {
  uint32_t acc = x;
  for (int j = 0; j < k; j++) acc = acc * 31u + p[j];
  p[k] = acc;
  return acc;
}

extern "C" __global__ void generic_ptrs(const uint32_t *in, uint32_t *out, int n) {
  __shared__ uint32_t sh[64 * 9];
  uint32_t loc[9];
  int i = TID;
  unsigned t = threadIdx.x;
  for (int j = 0; j < 8; j++) {
    sh[t * 9 + j] = in[(i + j) % n];
    loc[j] = in[(i * 3 + j) % n] ^ j;
  }
  uint32_t a = mix_through(&sh[t * 9], 8, 1u);
  uint32_t b = mix_through(loc, (in[i] & 7) + 1, 2u);
  out[i * 4] = a;
  out[i * 4 + 1] = b;
  out[i * 4 + 2] = sh[t * 9 + 8];
  out[i * 4 + 3] = __isShared(&sh[t]) * 2 + __isGlobal(out) + __isLocal(loc) * 4;
}

// Dynamically indexed local arrays (the __local_depot frame).
extern "C" __global__ void local_array(const uint32_t *in, uint32_t *out, int n) {
  int i = TID;
  uint32_t hist[16];
  float f[8];
  for (int j = 0; j < 16; j++) hist[j] = 0;
  for (int j = 0; j < 8; j++) f[j] = (float)j * 0.5f;
  for (int j = 0; j < 32; j++) {
    uint32_t v = in[(i * 13 + j) % n];
    hist[v & 15] += v >> 28;
    f[(v >> 4) & 7] += (float)(v & 0xff) * 0.25f;
  }
  for (int j = 0; j < 16; j++) out[i * 24 + j] = hist[j];
  for (int j = 0; j < 8; j++) out[i * 24 + 16 + j] = __float_as_uint(f[j]);
}

struct Pair { uint32_t lo; float hi; double d; };

__device__ __noinline__ Pair make_pair(uint32_t a, float b, int depth) {
  Pair p;
  if (depth > 0) {
    Pair q = make_pair(a * 3u + 1u, b * 0.5f, depth - 1);
    p.lo = q.lo ^ a;
    p.hi = q.hi + b;
    p.d = q.d * 1.5 + (double)a;
  } else {
    p.lo = a;
    p.hi = b;
    p.d = (double)b;
  }
  return p;
}

__device__ __noinline__ uint32_t fib(uint32_t k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }

extern "C" __global__ void calls(const uint32_t *in, uint32_t *out, int n) {
  int i = TID;
  if (i >= n) return;
  uint32_t a = in[i];
  Pair p = make_pair(a, __uint_as_float((a & 0x807fffffu) | 0x3f000000u), a & 7);
  out[i * 5] = p.lo;
  out[i * 5 + 1] = __float_as_uint(p.hi);
  uint64_t d = __double_as_longlong(p.d);
  out[i * 5 + 2] = (uint32_t)d;
  out[i * 5 + 3] = (uint32_t)(d >> 32);
  out[i * 5 + 4] = fib(a % 12);
}

extern "C" __global__ void switch_table(const uint32_t *in, uint32_t *out, int n) {
  int i = TID;
  if (i >= n) return;
  uint32_t a = in[i], r;
  switch (a % 13) {
    case 0: r = a + 1; break;
    case 1: r = a * 7; break;
    case 2: r = a ^ 0xdeadbeefu; break;
    case 3: r = a >> 3; break;
    case 4: r = __popc(a); break;
    case 5: r = a - 99; break;
    case 6: r = ~a; break;
    case 7: r = a * a; break;
    case 8: r = __brev(a); break;
    case 9: r = a | 0xf0f0u; break;
    case 10: r = a & 0xffff; break;
    case 11: r = a << 5; break;
    default: r = 12345; break;
  }
  out[i] = r;
}

extern "C" __global__ void vector_io(const float4 *in, float4 *out, const int2 *in2, double2 *outd, int n) {
  int i = TID;
  if (i >= n) return;
  float4 v = in[i];
  float4 w = in[(i + 1) % n];
  out[i] = make_float4(v.x + w.w, v.y * w.z, v.z - w.y, v.w + w.x);
  int2 q = in2[i];
  outd[i] = make_double2((double)q.x * 0.5, (double)(q.x ^ q.y));
  const uchar4 *c = (const uchar4 *)in2;
  uchar4 u = c[i];
  out[n + i] = make_float4(u.x, u.y, u.z, u.w);
}

extern "C" __global__ void warp_ops(const uint32_t *in, uint32_t *out, int n) {
  int i = TID;
  uint32_t a = in[i % n];
  unsigned lane = threadIdx.x & 31;
  uint32_t *o = out + i * 10;
  o[0] = __shfl_sync(0xffffffffu, a, (lane * 5) & 31);
  o[1] = __shfl_up_sync(0xffffffffu, a, 3);
  o[2] = __shfl_down_sync(0xffffffffu, a, 5, 16);
  o[3] = __shfl_xor_sync(0xffffffffu, a, 9);
  o[4] = __ballot_sync(0xffffffffu, a & 1);
  o[5] = __any_sync(0xffffffffu, a == 7) | (__all_sync(0xffffffffu, a != 7) << 1);
  o[6] = __match_any_sync(0xffffffffu, a & 3);
  o[7] = REDUX_ADD(a & 0xffff);
  o[8] = REDUX_MAXOR(a);
  o[9] = __activemask();
}

extern "C" __global__ void atomics(const uint32_t *in, uint32_t *acc, float *facc, unsigned long long *dacc, int n) {
  int i = TID;
  if (i >= n) return;
  uint32_t a = in[i];
  atomicAdd(&acc[a & 7], a >> 8);
  atomicMax(&acc[8 + (a & 3)], a);
  atomicMin((int *)&acc[12 + (a & 3)], (int)a);
  atomicOr(&acc[16], 1u << (a & 31));
  atomicXor(&acc[17], a);
  atomicAnd(&acc[18], a | 0x01010101u);
  atomicInc(&acc[19], 1000u);
  atomicAdd(&facc[a & 3], (float)(a & 0xff));
  atomicAdd(&dacc[a & 1], (unsigned long long)a);
  // a CAS loop (the compiler emits atom.cas)
  unsigned old = acc[20], assumed;
  do { assumed = old; old = atomicCAS(&acc[20], assumed, assumed + (a & 1)); } while (old != assumed);
}

extern "C" __global__ void half_math(const uint32_t *in, uint32_t *out, int n) {
  int i = TID;
  if (i >= n) return;
  __half2 a = *(const __half2 *)&in[i];
  __half2 b = *(const __half2 *)&in[(i * 7 + 3) % n];
  __half2 r0 = __hfma2(a, b, a);
  __half2 r1 = __hmul2(a, b);
  __half2 r2 = __hadd2(__hmax2(a, b), __hmin2(a, b));
  float2 f = __half22float2(a);
  __half h = __float2half_rn(f.x * f.y);
  uint32_t *o = out + i * 5;
  o[0] = *(uint32_t *)&r0;
  o[1] = *(uint32_t *)&r1;
  o[2] = *(uint32_t *)&r2;
  o[3] = (uint32_t)__half_as_ushort(h) | ((uint32_t)__hlt(__low2half(a), __high2half(b)) << 16);
  o[4] = __float_as_uint(__half2float(__high2half(b)) + f.y);
}
