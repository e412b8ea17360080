// hwgen runs PTX floating-point instructions on a real GPU over a fixed set
// of inputs and writes the inputs and the result bits to hw.bin, the
// ground truth that isa/fpu's TestHardware compares the package against.
//
// Build and run (on a machine with an sm_90 GPU and nvcc):
//   nvcc -O2 -arch=sm_90 -o hwgen hwgen.cu && ./hwgen hw.bin && gzip -9 hw.bin
//   python3 trim.py hw.bin.gz ../hw.bin.gz   # the committed subset
//
// hw.bin is a sequence of records, each a text header line then raw
// little-endian bytes:
//   "suite NAME ARITY INBYTES N\n"   then N*ARITY inputs of INBYTES each
//   "op NAME OUTBYTES\n"             then N outputs of OUTBYTES each (for the last suite)
// Op names are the PTX instruction they ran (operands left out).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <string>

typedef uint64_t u64;
typedef uint32_t u32;
typedef uint16_t u16;

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)

__device__ __forceinline__ float F(u64 v) { return __uint_as_float((u32)v); }
__device__ __forceinline__ double D(u64 v) { return __longlong_as_double((long long)v); }
__device__ __forceinline__ u64 BF(float f) { return __float_as_uint(f); }
__device__ __forceinline__ u64 BD(double d) { return (u64)__double_as_longlong(d); }

// Each op is a kernel over in[i*arity .. i*arity+arity-1] -> out[i].
#define KERNEL(kname, arity, body)                                               \
  __global__ void kname(const u64* in, u64* out, int n) {                       \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                              \
    if (i >= n) return;                                                         \
    const u64* a = in + (size_t)i * arity;                                      \
    u64 r = 0;                                                                  \
    body;                                                                       \
    out[i] = r;                                                                 \
  }

// f32 -> f32
#define F1F(kname, ins) KERNEL(kname, 1, { float d; asm(ins " %0, %1;" : "=f"(d) : "f"(F(a[0]))); r = BF(d); })
#define F2F(kname, ins) KERNEL(kname, 2, { float d; asm(ins " %0, %1, %2;" : "=f"(d) : "f"(F(a[0])), "f"(F(a[1]))); r = BF(d); })
#define F3F(kname, ins) KERNEL(kname, 3, { float d; asm(ins " %0, %1, %2, %3;" : "=f"(d) : "f"(F(a[0])), "f"(F(a[1])), "f"(F(a[2]))); r = BF(d); })
// f32 -> 16-bit, 32-bit, 64-bit integer registers
#define F1H(kname, ins) KERNEL(kname, 1, { u16 d; asm(ins " %0, %1;" : "=h"(d) : "f"(F(a[0]))); r = d; })
#define F1R(kname, ins) KERNEL(kname, 1, { u32 d; asm(ins " %0, %1;" : "=r"(d) : "f"(F(a[0]))); r = d; })
#define F1L(kname, ins) KERNEL(kname, 1, { u64 d; asm(ins " %0, %1;" : "=l"(d) : "f"(F(a[0]))); r = d; })
#define F1DD(kname, ins) KERNEL(kname, 1, { double d; asm(ins " %0, %1;" : "=d"(d) : "f"(F(a[0]))); r = BD(d); })
#define F1P(kname, ins) KERNEL(kname, 1, { u32 d; asm("{.reg .pred p; " ins " p, %1; selp.u32 %0, 1, 0, p;}" : "=r"(d) : "f"(F(a[0]))); r = d; })
// fp8 x2 from two f32: d = {hi: first, lo: second}
#define F1E(kname, ins) KERNEL(kname, 1, { u16 d; asm(ins " %0, %1, %2;" : "=h"(d) : "f"(F(a[0])), "f"(F(a[0]))); r = d & 0xff; })
// f64 -> f64
#define D1D(kname, ins) KERNEL(kname, 1, { double d; asm(ins " %0, %1;" : "=d"(d) : "d"(D(a[0]))); r = BD(d); })
#define D2D(kname, ins) KERNEL(kname, 2, { double d; asm(ins " %0, %1, %2;" : "=d"(d) : "d"(D(a[0])), "d"(D(a[1]))); r = BD(d); })
#define D3D(kname, ins) KERNEL(kname, 3, { double d; asm(ins " %0, %1, %2, %3;" : "=d"(d) : "d"(D(a[0])), "d"(D(a[1])), "d"(D(a[2]))); r = BD(d); })
#define D1F(kname, ins) KERNEL(kname, 1, { float d; asm(ins " %0, %1;" : "=f"(d) : "d"(D(a[0]))); r = BF(d); })
#define D1H(kname, ins) KERNEL(kname, 1, { u16 d; asm(ins " %0, %1;" : "=h"(d) : "d"(D(a[0]))); r = d; })
#define D1R(kname, ins) KERNEL(kname, 1, { u32 d; asm(ins " %0, %1;" : "=r"(d) : "d"(D(a[0]))); r = d; })
#define D1L(kname, ins) KERNEL(kname, 1, { u64 d; asm(ins " %0, %1;" : "=l"(d) : "d"(D(a[0]))); r = d; })
#define D1P(kname, ins) KERNEL(kname, 1, { u32 d; asm("{.reg .pred p; " ins " p, %1; selp.u32 %0, 1, 0, p;}" : "=r"(d) : "d"(D(a[0]))); r = d; })
// 16-bit
#define H1H(kname, ins) KERNEL(kname, 1, { u16 d; asm(ins " %0, %1;" : "=h"(d) : "h"((u16)a[0])); r = d; })
#define H2H(kname, ins) KERNEL(kname, 2, { u16 d; asm(ins " %0, %1, %2;" : "=h"(d) : "h"((u16)a[0]), "h"((u16)a[1])); r = d; })
#define H3H(kname, ins) KERNEL(kname, 3, { u16 d; asm(ins " %0, %1, %2, %3;" : "=h"(d) : "h"((u16)a[0]), "h"((u16)a[1]), "h"((u16)a[2])); r = d; })
#define H1F(kname, ins) KERNEL(kname, 1, { float d; asm(ins " %0, %1;" : "=f"(d) : "h"((u16)a[0])); r = BF(d); })
#define H1R(kname, ins) KERNEL(kname, 1, { u32 d; asm(ins " %0, %1;" : "=r"(d) : "h"((u16)a[0])); r = d; })
// f16x2 <-> fp8x2: in from a 16-bit value duplicated into both halves
#define H1E(kname, ins) KERNEL(kname, 1, { u16 d; u32 x = (u32)(u16)a[0] * 0x10001u; asm(ins " %0, %1;" : "=h"(d) : "r"(x)); r = d & 0xff; })
#define E1H(kname, ins) KERNEL(kname, 1, { u32 d; u16 x = (u16)((a[0] & 0xff) * 0x101u); asm(ins " %0, %1;" : "=r"(d) : "h"(x)); r = d & 0xffff; })
// integers (64-bit register in; 32-bit forms take the low half)
#define I1F(kname, ins) KERNEL(kname, 1, { float d; asm(ins " %0, %1;" : "=f"(d) : "l"(a[0])); r = BF(d); })
#define J1F(kname, ins) KERNEL(kname, 1, { float d; asm(ins " %0, %1;" : "=f"(d) : "r"((u32)a[0])); r = BF(d); })
#define I1D(kname, ins) KERNEL(kname, 1, { double d; asm(ins " %0, %1;" : "=d"(d) : "l"(a[0])); r = BD(d); })
#define J1D(kname, ins) KERNEL(kname, 1, { double d; asm(ins " %0, %1;" : "=d"(d) : "r"((u32)a[0])); r = BD(d); })
#define I1H(kname, ins) KERNEL(kname, 1, { u16 d; asm(ins " %0, %1;" : "=h"(d) : "l"(a[0])); r = d; })
#define J1H(kname, ins) KERNEL(kname, 1, { u16 d; asm(ins " %0, %1;" : "=h"(d) : "r"((u32)a[0])); r = d; })

typedef void (*kfn)(const u64*, u64*, int);
struct Op { const char* name; kfn k; int outBytes; };

#define LIST_F1(X) \
  X(F1F, sqrt_rn, "sqrt.rn.f32", 4) X(F1F, sqrt_rz, "sqrt.rz.f32", 4) X(F1F, sqrt_rm, "sqrt.rm.f32", 4) X(F1F, sqrt_rp, "sqrt.rp.f32", 4) \
  X(F1F, rcp_rn, "rcp.rn.f32", 4) X(F1F, rcp_rz, "rcp.rz.f32", 4) X(F1F, rcp_rm, "rcp.rm.f32", 4) X(F1F, rcp_rp, "rcp.rp.f32", 4) \
  X(F1F, sin_a, "sin.approx.f32", 4) X(F1F, cos_a, "cos.approx.f32", 4) X(F1F, lg2_a, "lg2.approx.f32", 4) \
  X(F1F, ex2_a, "ex2.approx.f32", 4) X(F1F, rcp_a, "rcp.approx.f32", 4) X(F1F, rsqrt_a, "rsqrt.approx.f32", 4) \
  X(F1F, sqrt_a, "sqrt.approx.f32", 4) X(F1F, tanh_a, "tanh.approx.f32", 4) \
  X(F1F, sin_af, "sin.approx.ftz.f32", 4) X(F1F, cos_af, "cos.approx.ftz.f32", 4) X(F1F, lg2_af, "lg2.approx.ftz.f32", 4) \
  X(F1F, ex2_af, "ex2.approx.ftz.f32", 4) X(F1F, rcp_af, "rcp.approx.ftz.f32", 4) X(F1F, rsqrt_af, "rsqrt.approx.ftz.f32", 4) \
  X(F1F, sqrt_af, "sqrt.approx.ftz.f32", 4) \
  X(F1F, cvt_rni_ff, "cvt.rni.f32.f32", 4) X(F1F, cvt_rzi_ff, "cvt.rzi.f32.f32", 4) X(F1F, cvt_rmi_ff, "cvt.rmi.f32.f32", 4) X(F1F, cvt_rpi_ff, "cvt.rpi.f32.f32", 4) \
  X(F1F, cvt_rni_ftz_ff, "cvt.rni.ftz.f32.f32", 4) \
  X(F1H, cvt_rn_hf, "cvt.rn.f16.f32", 2) X(F1H, cvt_rz_hf, "cvt.rz.f16.f32", 2) X(F1H, cvt_rm_hf, "cvt.rm.f16.f32", 2) X(F1H, cvt_rp_hf, "cvt.rp.f16.f32", 2) \
  X(F1H, cvt_rn_bf, "cvt.rn.bf16.f32", 2) X(F1H, cvt_rz_bf, "cvt.rz.bf16.f32", 2) X(F1H, cvt_rn_relu_bf, "cvt.rn.relu.bf16.f32", 2) \
  X(F1H, cvt_rn_relu_hf, "cvt.rn.relu.f16.f32", 2) \
  X(F1R, cvt_rna_tf, "cvt.rna.tf32.f32", 4) X(F1R, cvt_rn_tf, "cvt.rn.tf32.f32", 4) X(F1R, cvt_rz_tf, "cvt.rz.tf32.f32", 4) \
  X(F1R, cvt_rna_sf_tf, "cvt.rna.satfinite.tf32.f32", 4) \
  X(F1E, cvt_e4m3, "cvt.rn.satfinite.e4m3x2.f32", 1) X(F1E, cvt_e5m2, "cvt.rn.satfinite.e5m2x2.f32", 1) \
  X(F1R, cvt_rni_s32, "cvt.rni.s32.f32", 4) X(F1R, cvt_rzi_s32, "cvt.rzi.s32.f32", 4) X(F1R, cvt_rmi_s32, "cvt.rmi.s32.f32", 4) X(F1R, cvt_rpi_s32, "cvt.rpi.s32.f32", 4) \
  X(F1R, cvt_rni_u32, "cvt.rni.u32.f32", 4) X(F1R, cvt_rzi_u32, "cvt.rzi.u32.f32", 4) \
  X(F1L, cvt_rni_s64, "cvt.rni.s64.f32", 8) X(F1L, cvt_rzi_s64, "cvt.rzi.s64.f32", 8) X(F1L, cvt_rmi_u64, "cvt.rmi.u64.f32", 8) X(F1L, cvt_rpi_u64, "cvt.rpi.u64.f32", 8) \
  X(F1H, cvt_rni_s16, "cvt.rni.s16.f32", 2) X(F1H, cvt_rzi_u16, "cvt.rzi.u16.f32", 2) X(F1H, cvt_rni_s8, "cvt.rni.s8.f32", 2) X(F1H, cvt_rzi_u8, "cvt.rzi.u8.f32", 2) \
  X(F1R, cvt_rzi_ftz_s32, "cvt.rzi.ftz.s32.f32", 4) X(F1R, cvt_rmi_ftz_s32, "cvt.rmi.ftz.s32.f32", 4) \
  X(F1DD, cvt_df, "cvt.f64.f32", 8) \
  X(F1F, mul_sat, "mul.sat.f32 %0, %1, 0f3F800000; //", 4) X(F1F, abs_f, "abs.f32", 4) X(F1F, neg_f, "neg.f32", 4) \
  X(F1F, abs_ftz_f, "abs.ftz.f32", 4) X(F1F, neg_ftz_f, "neg.ftz.f32", 4) X(F1F, add0_ftz, "add.ftz.f32 %0, %1, 0f80000000; //", 4) \
  X(F1P, tp_fin, "testp.finite.f32", 1) X(F1P, tp_inf, "testp.infinite.f32", 1) X(F1P, tp_num, "testp.number.f32", 1) \
  X(F1P, tp_nan, "testp.notanumber.f32", 1) X(F1P, tp_nor, "testp.normal.f32", 1) X(F1P, tp_sub, "testp.subnormal.f32", 1)

#define LIST_F2(X) \
  X(F2F, add_rn, "add.rn.f32", 4) X(F2F, add_rz, "add.rz.f32", 4) X(F2F, add_rm, "add.rm.f32", 4) X(F2F, add_rp, "add.rp.f32", 4) \
  X(F2F, sub_rn, "sub.rn.f32", 4) X(F2F, sub_rz, "sub.rz.f32", 4) \
  X(F2F, mul_rn, "mul.rn.f32", 4) X(F2F, mul_rz, "mul.rz.f32", 4) X(F2F, mul_rm, "mul.rm.f32", 4) X(F2F, mul_rp, "mul.rp.f32", 4) \
  X(F2F, div_rn, "div.rn.f32", 4) X(F2F, div_rz, "div.rz.f32", 4) X(F2F, div_rm, "div.rm.f32", 4) X(F2F, div_rp, "div.rp.f32", 4) \
  X(F2F, div_a, "div.approx.f32", 4) X(F2F, div_af, "div.approx.ftz.f32", 4) X(F2F, div_full, "div.full.f32", 4) \
  X(F2F, min_f, "min.f32", 4) X(F2F, max_f, "max.f32", 4) X(F2F, min_nan, "min.NaN.f32", 4) X(F2F, max_nan, "max.NaN.f32", 4) \
  X(F2F, min_ftz, "min.ftz.f32", 4) X(F2F, copysign_f, "copysign.f32", 4) \
  X(F2F, add_ftz, "add.rn.ftz.f32", 4) X(F2F, mul_ftz, "mul.rn.ftz.f32", 4) X(F2F, add_sat, "add.rn.sat.f32", 4) \
  X(F2F, div_rn_ftz, "div.rn.ftz.f32", 4)

#define LIST_F3(X) \
  X(F3F, fma_rn, "fma.rn.f32", 4) X(F3F, fma_rz, "fma.rz.f32", 4) X(F3F, fma_rm, "fma.rm.f32", 4) X(F3F, fma_rp, "fma.rp.f32", 4) \
  X(F3F, fma_ftz, "fma.rn.ftz.f32", 4) X(F3F, fma_sat, "fma.rn.sat.f32", 4)

#define LIST_D1(X) \
  X(D1D, dsqrt_rn, "sqrt.rn.f64", 8) X(D1D, dsqrt_rz, "sqrt.rz.f64", 8) X(D1D, dsqrt_rm, "sqrt.rm.f64", 8) X(D1D, dsqrt_rp, "sqrt.rp.f64", 8) \
  X(D1D, drcp_rn, "rcp.rn.f64", 8) X(D1D, drcp_rz, "rcp.rz.f64", 8) X(D1D, drcp_rm, "rcp.rm.f64", 8) X(D1D, drcp_rp, "rcp.rp.f64", 8) \
  X(D1D, drcp_a, "rcp.approx.ftz.f64", 8) X(D1D, drsqrt_a, "rsqrt.approx.f64", 8) X(D1D, drsqrt_af, "rsqrt.approx.ftz.f64", 8) \
  X(D1F, cvt_rn_fd, "cvt.rn.f32.f64", 4) X(D1F, cvt_rz_fd, "cvt.rz.f32.f64", 4) X(D1F, cvt_rm_fd, "cvt.rm.f32.f64", 4) X(D1F, cvt_rp_fd, "cvt.rp.f32.f64", 4) \
  X(D1H, cvt_rn_hd, "cvt.rn.f16.f64", 2) X(D1H, cvt_rz_hd, "cvt.rz.f16.f64", 2) X(D1H, cvt_rm_hd, "cvt.rm.f16.f64", 2) X(D1H, cvt_rp_hd, "cvt.rp.f16.f64", 2) \
  X(D1D, cvt_rni_dd, "cvt.rni.f64.f64", 8) X(D1D, cvt_rzi_dd, "cvt.rzi.f64.f64", 8) X(D1D, cvt_rmi_dd, "cvt.rmi.f64.f64", 8) X(D1D, cvt_rpi_dd, "cvt.rpi.f64.f64", 8) \
  X(D1L, cvt_rni_s64d, "cvt.rni.s64.f64", 8) X(D1L, cvt_rzi_u64d, "cvt.rzi.u64.f64", 8) X(D1R, cvt_rzi_s32d, "cvt.rzi.s32.f64", 4) X(D1R, cvt_rpi_u32d, "cvt.rpi.u32.f64", 4) \
  X(D1D, dabs, "abs.f64", 8) X(D1D, dneg, "neg.f64", 8) \
  X(D1P, dtp_nor, "testp.normal.f64", 1) X(D1P, dtp_sub, "testp.subnormal.f64", 1) X(D1P, dtp_nan, "testp.notanumber.f64", 1)

#define LIST_D2(X) \
  X(D2D, dadd_rn, "add.rn.f64", 8) X(D2D, dadd_rz, "add.rz.f64", 8) X(D2D, dadd_rm, "add.rm.f64", 8) X(D2D, dadd_rp, "add.rp.f64", 8) \
  X(D2D, dsub_rn, "sub.rn.f64", 8) X(D2D, dsub_rm, "sub.rm.f64", 8) \
  X(D2D, dmul_rn, "mul.rn.f64", 8) X(D2D, dmul_rz, "mul.rz.f64", 8) X(D2D, dmul_rm, "mul.rm.f64", 8) X(D2D, dmul_rp, "mul.rp.f64", 8) \
  X(D2D, ddiv_rn, "div.rn.f64", 8) X(D2D, ddiv_rz, "div.rz.f64", 8) X(D2D, ddiv_rm, "div.rm.f64", 8) X(D2D, ddiv_rp, "div.rp.f64", 8) \
  X(D2D, dmin, "min.f64", 8) X(D2D, dmax, "max.f64", 8) X(D2D, dcopysign, "copysign.f64", 8)

#define LIST_D3(X) \
  X(D3D, dfma_rn, "fma.rn.f64", 8) X(D3D, dfma_rz, "fma.rz.f64", 8) X(D3D, dfma_rm, "fma.rm.f64", 8) X(D3D, dfma_rp, "fma.rp.f64", 8)

#define LIST_H1(X) \
  X(H1F, cvt_fh, "cvt.f32.f16", 4) X(H1F, cvt_fbf, "cvt.f32.bf16", 4) \
  X(H1H, ex2_h, "ex2.approx.f16", 2) X(H1H, tanh_h, "tanh.approx.f16", 2) X(H1H, ex2_bf, "ex2.approx.ftz.bf16", 2) \
  X(H1R, cvt_rni_s32h, "cvt.rni.s32.f16", 4) X(H1R, cvt_rzi_u32h, "cvt.rzi.u32.f16", 4) \
  X(H1E, cvt_e4m3h_sf, "cvt.rn.satfinite.e4m3x2.f16x2", 1) \
  X(H1E, cvt_e5m2h_sf, "cvt.rn.satfinite.e5m2x2.f16x2", 1) \
  X(H1H, hneg, "neg.f16", 2) X(H1H, habs, "abs.f16", 2) X(H1H, hneg_bf, "neg.bf16", 2) X(H1H, habs_bf, "abs.bf16", 2)

#define LIST_H2(X) \
  X(H2H, hadd, "add.rn.f16", 2) X(H2H, hsub, "sub.rn.f16", 2) X(H2H, hmul, "mul.rn.f16", 2) \
  X(H2H, hadd_ftz, "add.rn.ftz.f16", 2) X(H2H, hmul_sat, "mul.rn.sat.f16", 2) \
  X(H2H, badd, "add.rn.bf16", 2) X(H2H, bsub, "sub.rn.bf16", 2) X(H2H, bmul, "mul.rn.bf16", 2) \
  X(H2H, hmin, "min.f16", 2) X(H2H, hmax, "max.f16", 2) X(H2H, hmin_nan, "min.NaN.f16", 2) \
  X(H2H, bmin, "min.bf16", 2) X(H2H, bmax, "max.bf16", 2) X(H2H, bmax_nan, "max.NaN.bf16", 2)

#define LIST_H3(X) \
  X(H3H, hfma, "fma.rn.f16", 2) X(H3H, bfma, "fma.rn.bf16", 2) X(H3H, hfma_relu, "fma.rn.relu.f16", 2) X(H3H, bfma_relu, "fma.rn.relu.bf16", 2)

#define LIST_E1(X) \
  X(E1H, cvt_he4, "cvt.rn.f16x2.e4m3x2", 2) X(E1H, cvt_he5, "cvt.rn.f16x2.e5m2x2", 2)

#define LIST_I1(X) \
  X(I1F, cvt_rn_fu64, "cvt.rn.f32.u64", 4) X(I1F, cvt_rz_fu64, "cvt.rz.f32.u64", 4) X(I1F, cvt_rm_fu64, "cvt.rm.f32.u64", 4) X(I1F, cvt_rp_fu64, "cvt.rp.f32.u64", 4) \
  X(I1F, cvt_rn_fs64, "cvt.rn.f32.s64", 4) X(I1F, cvt_rz_fs64, "cvt.rz.f32.s64", 4) X(I1F, cvt_rm_fs64, "cvt.rm.f32.s64", 4) X(I1F, cvt_rp_fs64, "cvt.rp.f32.s64", 4) \
  X(J1F, cvt_rn_fs32, "cvt.rn.f32.s32", 4) X(J1F, cvt_rz_fu32, "cvt.rz.f32.u32", 4) X(J1F, cvt_rm_fs32, "cvt.rm.f32.s32", 4) \
  X(I1D, cvt_rn_du64, "cvt.rn.f64.u64", 8) X(I1D, cvt_rz_du64, "cvt.rz.f64.u64", 8) X(I1D, cvt_rm_ds64, "cvt.rm.f64.s64", 8) X(I1D, cvt_rp_ds64, "cvt.rp.f64.s64", 8) \
  X(J1D, cvt_rn_ds32, "cvt.rn.f64.s32", 8) \
  X(J1H, cvt_rn_hs32, "cvt.rn.f16.s32", 2) X(J1H, cvt_rz_hu32, "cvt.rz.f16.u32", 2) X(I1H, cvt_rm_hs64, "cvt.rm.f16.s64", 2) X(I1H, cvt_rp_hu64, "cvt.rp.f16.u64", 2)

#define DEFK(M, k, name, ob) M(k, name)
LIST_F1(DEFK) LIST_F2(DEFK) LIST_F3(DEFK) LIST_D1(DEFK) LIST_D2(DEFK) LIST_D3(DEFK)
LIST_H1(DEFK) LIST_H2(DEFK) LIST_H3(DEFK) LIST_E1(DEFK) LIST_I1(DEFK)
#define ROW(M, k, name, ob) {name, k, ob},

// ---- inputs ----
static u64 rs = 0x9e3779b97f4a7c15ull;
static u64 rnd() { rs += 0x9e3779b97f4a7c15ull; u64 z = rs; z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull; z = (z ^ (z >> 27)) * 0x94d049bb133111ebull; return z ^ (z >> 31); }
static int rint_(int lo, int hi) { return lo + (int)(rnd() % (u64)(hi - lo + 1)); }

static const u32 spec32[] = {
  0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x00000003, 0x007fffff, 0x807fffff, 0x00400000, 0x00400001,
  0x00800000, 0x80800000, 0x00800001, 0x3f800000, 0xbf800000, 0x3f800001, 0x3f7fffff, 0x3fc00000, 0xbfc00000,
  0x3f000000, 0xbf000000, 0x40000000, 0x40200000, 0xc0200000, 0x40600000, 0x3fffffff, 0x3eaaaaab, 0x40490fdb,
  0x4b000000, 0x4b000001, 0x4b7fffff, 0x4f000000, 0xcf000000, 0x4f800000, 0x5f000000, 0xdf000000, 0x5f800000,
  0x477fe000, 0x477ff000, 0x477fefff, 0x477ff001, 0x43e00000, 0x43e80000, 0x43f00000, 0x47600000, 0x47700000,
  0x33800000, 0x33000000, 0x33000001, 0x38800000, 0x387fc000, 0x7e800000, 0x7f000000, 0x7e7fffff, 0x7f7fffff, 0xff7fffff,
  0x7f800000, 0xff800000, 0x7fffffff, 0x7fc00000, 0xffc00000, 0x7f800001, 0xffa00001, 0x7fa12345, 0x501502f9, 0xb0000000,
  0x3ff00000, 0x01000000, 0x0c000000, 0x1f800000, 0x60000000, 0x7e000000, 0x3f801000, 0x3f802000, 0x3f806000,
};
static const u64 spec64[] = {
  0, 1ull << 63, 1, (1ull << 63) | 1, 0x000fffffffffffffull, 0x0008000000000000ull, 0x0010000000000000ull, 0x8010000000000000ull,
  0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3ff0000000000001ull, 0x3fefffffffffffffull, 0x3ff8000000000000ull,
  0x3fe0000000000000ull, 0x4000000000000000ull, 0x4004000000000000ull, 0xc004000000000000ull, 0x3fd5555555555555ull,
  0x400921fb54442d18ull, 0x7fefffffffffffffull, 0xffefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
  0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7fffffffffffffffull, 0x7ff0000000000001ull, 0x7ff4000012345678ull,
  0x47efffffe0000000ull, 0x47effffff0000000ull, 0x47effffff0000001ull, 0x36a0000000000000ull, 0x3690000000000000ull,
  0x3690000000000001ull, 0x380fffffc0000000ull, 0x40effc0000000000ull, 0x40effe0000000000ull, 0x43e0000000000000ull,
  0xc3e0000000000000ull, 0x43f0000000000000ull, 0x41e0000000000000ull, 0x4330000000000000ull, 0x4330000000000001ull,
  0x7fe0000000000000ull, 0x0020000000000000ull, 0x3ff0000010000000ull, 0x3ff0000020000000ull, 0x3ff0000030000000ull,
  0x3fefffffffffffffull, 0x7fd0000000000000ull, 0x3fe0000000000001ull,
};
static const u16 spec16[] = {
  0, 0x8000, 1, 0x8001, 0x3ff, 0x83ff, 0x400, 0x8400, 0x3c00, 0xbc00, 0x3c01, 0x3bff, 0x3e00, 0x3800, 0x4000, 0x4100, 0xc100,
  0x3555, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7fff, 0x7c01, 0x7d23, 0x5f00, 0x5b00, 0x5b80, 0x5bc0, 0x7a00, 0x7b00,
  0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x7f7f, 0x0080, 0x0001, 0x4049, 0x3f81,
};

static u32 rnd32(int emin, int emax) {  // emin..emax are biased exponents
  u32 s = (u32)(rnd() & 1) << 31;
  u32 e = (u32)rint_(emin, emax);
  u32 m = (u32)rnd() & 0x7fffff;
  if (rnd() % 4 == 0) m &= ~((1u << rint_(0, 22)) - 1);  // trailing zeros: exact cases and ties
  return s | e << 23 | m;
}
static u32 rf32() {
  int k = rint_(0, 9);
  if (k < 5) return rnd32(107, 147);      // 2^-20 .. 2^20
  if (k < 7) return rnd32(1, 254);        // anywhere
  if (k < 8) return rnd32(0, 0);          // subnormal
  if (k < 9) return rnd32(1, 24);         // tiny normal
  return rnd32(230, 254);                 // huge
}
static u64 rnd64(int emin, int emax) {
  u64 s = (rnd() & 1) << 63;
  u64 e = (u64)rint_(emin, emax);
  u64 m = rnd() & 0xfffffffffffffull;
  if (rnd() % 4 == 0) m &= ~((1ull << rint_(0, 51)) - 1);
  return s | e << 52 | m;
}
static u64 rf64() {
  int k = rint_(0, 9);
  if (k < 5) return rnd64(1023 - 30, 1023 + 30);
  if (k < 7) return rnd64(1, 2046);
  if (k < 8) return rnd64(0, 0);
  if (k < 9) return rnd64(1, 60);
  return rnd64(1960, 2046);
}
static u32 near32(u32 a) {  // a value of nearby exponent
  int e = (int)(a >> 23 & 0xff) + rint_(-30, 30);
  if (e < 0) e = 0;
  if (e > 254) e = 254;
  return rnd32(e, e);
}
static u64 near64(u64 a) {
  int e = (int)(a >> 52 & 0x7ff) + rint_(-60, 60);
  if (e < 0) e = 0;
  if (e > 2046) e = 2046;
  return rnd64(e, e);
}

struct Suite { std::string name; int arity, inBytes; std::vector<u64> in; };

static FILE* outf;
static void writeSuite(const Suite& s, const Op* ops, int nops) {
  int n = (int)(s.in.size() / s.arity);
  fprintf(outf, "suite %s %d %d %d\n", s.name.c_str(), s.arity, s.inBytes, n);
  for (u64 v : s.in) fwrite(&v, s.inBytes, 1, outf);
  u64 *din, *dout;
  CK(cudaMalloc(&din, s.in.size() * 8));
  CK(cudaMalloc(&dout, (size_t)n * 8));
  CK(cudaMemcpy(din, s.in.data(), s.in.size() * 8, cudaMemcpyHostToDevice));
  std::vector<u64> out(n);
  for (int j = 0; j < nops; j++) {
    CK(cudaMemset(dout, 0, (size_t)n * 8));
    ops[j].k<<<(n + 255) / 256, 256>>>(din, dout, n);
    CK(cudaGetLastError());
    CK(cudaMemcpy(out.data(), dout, (size_t)n * 8, cudaMemcpyDeviceToHost));
    fprintf(outf, "op %s %d\n", ops[j].name, ops[j].outBytes);
    for (u64 v : out) fwrite(&v, ops[j].outBytes, 1, outf);
  }
  CK(cudaFree(din));
  CK(cudaFree(dout));
  fprintf(stderr, "%s: %d inputs, %d ops\n", s.name.c_str(), n, nops);
}

int main(int argc, char** argv) {
  outf = fopen(argc > 1 ? argv[1] : "hw.bin", "wb");
  if (!outf) { perror("open"); return 1; }
  const int NS32 = sizeof spec32 / 4, NS64 = sizeof spec64 / 8, NS16 = sizeof spec16 / 2;
  { Suite s{"f32x1", 1, 4, {}};
    for (int i = 0; i < NS32; i++) s.in.push_back(spec32[i]);
    for (int i = 0; i < 6000; i++) s.in.push_back(rf32());
    for (int i = -300; i <= 300; i++) { float f = i * 0.25f; u32 b; memcpy(&b, &f, 4); s.in.push_back(b); }
    static const Op ops[] = { LIST_F1(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"f32x2", 2, 4, {}};
    for (int i = 0; i < NS32; i++) for (int j = 0; j < NS32; j++) { s.in.push_back(spec32[i]); s.in.push_back(spec32[j]); }
    for (int i = 0; i < 8000; i++) { u32 a = rf32(); u32 b = (i & 1) ? near32(a) : rf32(); if (i % 7 == 0) b = a ^ 0x80000000u ^ (u32)(rnd() & 3); s.in.push_back(a); s.in.push_back(b); }
    static const Op ops[] = { LIST_F2(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"f32x3", 3, 4, {}};
    for (int i = 0; i < 24; i++) for (int j = 0; j < 24; j++) for (int k = 0; k < 24; k += 3) { s.in.push_back(spec32[i * 3 % NS32]); s.in.push_back(spec32[j * 3 % NS32]); s.in.push_back(spec32[(k * 3 + i) % NS32]); }
    for (int i = 0; i < 8000; i++) {
      u32 a = rf32(), b = (i & 1) ? near32(a) : rf32(), c = rf32();
      float fa, fb; memcpy(&fa, &a, 4); memcpy(&fb, &b, 4);
      if (i % 3 == 0) { float p = -(fa * fb); memcpy(&c, &p, 4); c ^= (u32)(rnd() & 7); }
      else if (i % 3 == 1) { float p = fa * fb; u32 pb; memcpy(&pb, &p, 4); c = near32(pb); }
      s.in.push_back(a); s.in.push_back(b); s.in.push_back(c); }
    static const Op ops[] = { LIST_F3(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"f64x1", 1, 8, {}};
    for (int i = 0; i < NS64; i++) s.in.push_back(spec64[i]);
    for (int i = 0; i < 4000; i++) s.in.push_back(rf64());
    for (int i = 0; i < 1000; i++) { u32 f = rf32(); float x; memcpy(&x, &f, 4); double d = x; u64 b; memcpy(&b, &d, 8); s.in.push_back(b ^ (rnd() & ((1ull << 30) - 1))); }
    for (int i = -200; i <= 200; i++) { double d = i * 0.25; u64 b; memcpy(&b, &d, 8); s.in.push_back(b); }
    static const Op ops[] = { LIST_D1(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"f64x2", 2, 8, {}};
    for (int i = 0; i < NS64; i++) for (int j = 0; j < NS64; j++) { s.in.push_back(spec64[i]); s.in.push_back(spec64[j]); }
    for (int i = 0; i < 6000; i++) { u64 a = rf64(); u64 b = (i & 1) ? near64(a) : rf64(); if (i % 7 == 0) b = a ^ (1ull << 63) ^ (rnd() & 3); s.in.push_back(a); s.in.push_back(b); }
    static const Op ops[] = { LIST_D2(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"f64x3", 3, 8, {}};
    for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) for (int k = 0; k < 20; k += 4) { s.in.push_back(spec64[i * 3 % NS64]); s.in.push_back(spec64[j * 3 % NS64]); s.in.push_back(spec64[(k * 3 + i) % NS64]); }
    for (int i = 0; i < 6000; i++) {
      u64 a = rf64(), b = (i & 1) ? near64(a) : rf64(), c = rf64();
      double fa, fb; memcpy(&fa, &a, 8); memcpy(&fb, &b, 8);
      if (i % 3 == 0) { double p = -(fa * fb); memcpy(&c, &p, 8); c ^= rnd() & 7; }
      else if (i % 3 == 1) { double p = fa * fb; u64 pb; memcpy(&pb, &p, 8); c = near64(pb); }
      s.in.push_back(a); s.in.push_back(b); s.in.push_back(c); }
    static const Op ops[] = { LIST_D3(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"h16x1", 1, 2, {}};
    for (int i = 0; i < 65536; i++) s.in.push_back((u64)i);
    static const Op ops[] = { LIST_H1(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"h16x2", 2, 2, {}};
    for (int i = 0; i < NS16; i++) for (int j = 0; j < NS16; j++) { s.in.push_back(spec16[i]); s.in.push_back(spec16[j]); }
    for (int i = 0; i < 12000; i++) { u64 a = rnd() & 0xffff, b = rnd() & 0xffff; if (i & 1) b = (b & 0x83ff) | (a & 0x7c00); s.in.push_back(a); s.in.push_back(b); }
    static const Op ops[] = { LIST_H2(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"h16x3", 3, 2, {}};
    for (int i = 0; i < 16000; i++) { u64 a = rnd() & 0xffff, b = rnd() & 0xffff, c = rnd() & 0xffff; if (i % 3 == 0) c = (c & 0x83ff) | (((a >> 10 & 0x1f) + (b >> 10 & 0x1f) + 0x1f - 15) % 0x1f) << 10; s.in.push_back(a); s.in.push_back(b); s.in.push_back(c); }
    for (int i = 0; i < NS16; i++) for (int j = 0; j < NS16; j++) { s.in.push_back(spec16[i]); s.in.push_back(spec16[j]); s.in.push_back(spec16[(i + j) % NS16]); }
    static const Op ops[] = { LIST_H3(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"e8x1", 1, 1, {}};
    for (int i = 0; i < 256; i++) s.in.push_back((u64)i);
    static const Op ops[] = { LIST_E1(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  { Suite s{"i64x1", 1, 8, {}};
    for (int i = -100; i <= 100; i++) s.in.push_back((u64)(long long)i);
    for (int k = 0; k < 64; k++) { u64 p = 1ull << k; s.in.push_back(p); s.in.push_back(p - 1); s.in.push_back(p + 1); s.in.push_back(-p); s.in.push_back(-p - 1); s.in.push_back(-p + 1); }
    for (int i = 0; i < 6000; i++) { int bits = rint_(1, 64); u64 v = rnd(); if (bits < 64) v &= (1ull << bits) - 1; if (rnd() % 4 == 0) v &= ~((1ull << rint_(0, 40)) - 1); if (rnd() & 1) v = -v; s.in.push_back(v); }
    static const Op ops[] = { LIST_I1(ROW) }; writeSuite(s, ops, sizeof ops / sizeof ops[0]); }
  fclose(outf);
  return 0;
}
