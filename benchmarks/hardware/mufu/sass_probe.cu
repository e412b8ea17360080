// sass_probe: one tiny kernel per MUFU-backed PTX instruction, compiled with
// -cubin so that run.sh can record (cuobjdump -sass) the exact sequence the
// device's ptxas wraps around each MUFU (the fix-ups isa/fpu models).
#include <cstdint>
#define K1(name, ins) extern "C" __global__ void name(const float* a, float* o) { int i = threadIdx.x; float d; asm(ins " %0, %1;" : "=f"(d) : "f"(a[i])); o[i] = d; }
K1(rcp_approx_f32, "rcp.approx.f32") K1(rcp_approx_ftz_f32, "rcp.approx.ftz.f32")
K1(sqrt_approx_f32, "sqrt.approx.f32") K1(sqrt_approx_ftz_f32, "sqrt.approx.ftz.f32")
K1(rsqrt_approx_f32, "rsqrt.approx.f32") K1(rsqrt_approx_ftz_f32, "rsqrt.approx.ftz.f32")
K1(ex2_approx_f32, "ex2.approx.f32") K1(ex2_approx_ftz_f32, "ex2.approx.ftz.f32")
K1(lg2_approx_f32, "lg2.approx.f32") K1(lg2_approx_ftz_f32, "lg2.approx.ftz.f32")
K1(sin_approx_f32, "sin.approx.f32") K1(sin_approx_ftz_f32, "sin.approx.ftz.f32")
K1(cos_approx_f32, "cos.approx.f32") K1(cos_approx_ftz_f32, "cos.approx.ftz.f32")
K1(tanh_approx_f32, "tanh.approx.f32")
#define H1(name, ins) extern "C" __global__ void name(const uint16_t* a, uint16_t* o) { int i = threadIdx.x; uint16_t d; asm(ins " %0, %1;" : "=h"(d) : "h"(a[i])); o[i] = d; }
H1(ex2_approx_f16, "ex2.approx.f16") H1(tanh_approx_f16, "tanh.approx.f16")
H1(ex2_approx_ftz_bf16, "ex2.approx.ftz.bf16") H1(tanh_approx_bf16, "tanh.approx.bf16")
#define X1(name, ins) extern "C" __global__ void name(const uint32_t* a, uint32_t* o) { int i = threadIdx.x; uint32_t d; asm(ins " %0, %1;" : "=r"(d) : "r"(a[i])); o[i] = d; }
X1(ex2_approx_f16x2, "ex2.approx.f16x2") X1(tanh_approx_f16x2, "tanh.approx.f16x2")
X1(ex2_approx_ftz_bf16x2, "ex2.approx.ftz.bf16x2") X1(tanh_approx_bf16x2, "tanh.approx.bf16x2")
#define F2(name, ins) extern "C" __global__ void name(const float* a, float* o) { int i = threadIdx.x; float d; asm(ins " %0, %1, %2;" : "=f"(d) : "f"(a[i]), "f"(a[i + 32])); o[i] = d; }
F2(div_approx_f32, "div.approx.f32") F2(div_approx_ftz_f32, "div.approx.ftz.f32")
F2(div_full_f32, "div.full.f32") F2(div_full_ftz_f32, "div.full.ftz.f32")
#define D1(name, ins) extern "C" __global__ void name(const double* a, double* o) { int i = threadIdx.x; double d; asm(ins " %0, %1;" : "=d"(d) : "d"(a[i])); o[i] = d; }
D1(rcp_approx_ftz_f64, "rcp.approx.ftz.f64") D1(rsqrt_approx_ftz_f64, "rsqrt.approx.ftz.f64")
D1(rsqrt_approx_f64, "rsqrt.approx.f64")
