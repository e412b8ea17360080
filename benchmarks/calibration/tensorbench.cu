// H200 tensor-core calibration (mma.sync and ldmatrix, sm_80-style warp
// MMA), for the timing model's tensor pipes (issue #12): per shape and type
// the latency of a dependent chain (one warp, each mma accumulating into
// the previous result) and the issue interval with W warps on one SM (8
// independent accumulators per warp); ldmatrix (LDSM) latency and
// throughput; and the GEMM inner loop (ldmatrix feeding mma.sync) as the
// scale corpus's tcgemm runs it.
//
// Build: nvcc -arch=sm_90 -O3 -lineinfo -o tensorbench tensorbench.cu
// Output: one JSON object per line ({"section": NAME, "data": {...}}), as
// membench. Cycles are clock64 differences on the SM.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench.cuh"

#define R4(s) s s s s
#define R16(s) R4(R4(s))

// ---------------------------------------------------------------- the operations
// Each OP_x(c) applies one mma to accumulator array c with operands a[], b[]
// in scope. Values are small (2^-10 and the like) so nothing overflows.

#define OP_F16_F32_K16(c)                                                                                     \
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, " \
                 "{%0,%1,%2,%3};"                                                                             \
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])                                             \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
#define OP_F16_F16_K16(c)                                                                                     \
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};" \
                 : "+r"(c[0]), "+r"(c[1])                                                                     \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
#define OP_F16_F32_K8(c)                                                                                      \
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};" \
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])                                             \
                 : "r"(a[0]), "r"(a[1]), "r"(b[0]))
#define OP_BF16_F32_K16(c)                                                                                     \
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, " \
                 "{%0,%1,%2,%3};"                                                                              \
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])                                              \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
#define OP_TF32_F32_K8(c)                                                                                      \
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, " \
                 "{%0,%1,%2,%3};"                                                                              \
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])                                              \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
#define OP_S8_S32_K32(c)                                                                                         \
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "      \
                 "{%0,%1,%2,%3};"                                                                                \
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])                                                \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
#define OP_S8_S32_K16(c)                                                                                      \
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};" \
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])                                             \
                 : "r"(a[0]), "r"(a[1]), "r"(b[0]))
#define OP_F64_M8N8K4(c)                                                                          \
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};" \
                 : "+d"(c[0]), "+d"(c[1])                                                         \
                 : "d"(da), "d"(db))

// Operand set-up per kind: A and B registers from a small value.
#define SETUP_H                                                                \
    uint32_t a[4], b[2];                                                       \
    for (int i = 0; i < 4; ++i) a[i] = 0x14001400u + (threadIdx.x & 1);        \
    for (int i = 0; i < 2; ++i) b[i] = 0x14001400u + ((threadIdx.x >> 1) & 1); \
    double da = 0, db = 0;                                                     \
    (void)da;                                                                  \
    (void)db;
#define SETUP_TF32                                                  \
    uint32_t a[4], b[2];                                            \
    for (int i = 0; i < 4; ++i) a[i] = 0x3A800000u + threadIdx.x;   \
    for (int i = 0; i < 2; ++i) b[i] = 0x3A800000u + threadIdx.x;   \
    double da = 0, db = 0;                                          \
    (void)da;                                                       \
    (void)db;
#define SETUP_S8                                                   \
    uint32_t a[4], b[2];                                           \
    for (int i = 0; i < 4; ++i) a[i] = 0x01010101u;                \
    for (int i = 0; i < 2; ++i) b[i] = 0x01FF0101u;                \
    double da = 0, db = 0;                                         \
    (void)da;                                                      \
    (void)db;
#define SETUP_D                                       \
    uint32_t a[4] = {0, 0, 0, 0}, b[2] = {0, 0};       \
    (void)a;                                          \
    (void)b;                                          \
    double da = 1e-3 * (1 + (threadIdx.x & 3)), db = 1e-3;

// lat_NAME: one warp, 16 dependent mma per iteration.
// tp_NAME: every warp 8 independent accumulators, 4 x 8 mma per iteration.
#define MMA_KERNELS(NAME, CT, NC, SETUP, OP)                                                        \
    __global__ void lat_##NAME(long long* out, CT* sink, int iters)                                 \
    {                                                                                               \
        SETUP                                                                                       \
        CT c[NC];                                                                                   \
        for (int i = 0; i < NC; ++i) c[i] = (CT)0;                                                  \
        long long t0 = clock64();                                                                   \
        for (int k = 0; k < iters; ++k) {                                                           \
            R16(OP(c);)                                                                             \
        }                                                                                           \
        long long t1 = clock64();                                                                   \
        if (threadIdx.x == 0) out[0] = t1 - t0;                                                     \
        sink[threadIdx.x] = c[0] + c[NC - 1];                                                       \
    }                                                                                               \
    __global__ void tp_##NAME(long long* out, CT* sink, int iters)                                  \
    {                                                                                               \
        SETUP                                                                                       \
        CT c0[NC], c1[NC], c2[NC], c3[NC], c4[NC], c5[NC], c6[NC], c7[NC];                          \
        for (int i = 0; i < NC; ++i) c0[i] = c1[i] = c2[i] = c3[i] = c4[i] = c5[i] = c6[i] = c7[i] = (CT)0; \
        __syncthreads();                                                                            \
        long long t0 = clock64();                                                                   \
        for (int k = 0; k < iters; ++k) {                                                           \
            R4(OP(c0); OP(c1); OP(c2); OP(c3); OP(c4); OP(c5); OP(c6); OP(c7);)                     \
        }                                                                                           \
        __syncthreads();                                                                            \
        long long t1 = clock64();                                                                   \
        if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;                                            \
        sink[blockIdx.x * blockDim.x + threadIdx.x] =                                               \
            c0[0] + c1[0] + c2[0] + c3[0] + c4[0] + c5[0] + c6[0] + c7[NC - 1];                     \
    }

MMA_KERNELS(hmma_f16_f32_m16n8k16, float, 4, SETUP_H, OP_F16_F32_K16)
MMA_KERNELS(hmma_f16_f16_m16n8k16, uint32_t, 2, SETUP_H, OP_F16_F16_K16)
MMA_KERNELS(hmma_f16_f32_m16n8k8, float, 4, SETUP_H, OP_F16_F32_K8)
MMA_KERNELS(hmma_bf16_f32_m16n8k16, float, 4, SETUP_H, OP_BF16_F32_K16)
MMA_KERNELS(hmma_tf32_f32_m16n8k8, float, 4, SETUP_TF32, OP_TF32_F32_K8)
MMA_KERNELS(imma_s8_s32_m16n8k32, uint32_t, 4, SETUP_S8, OP_S8_S32_K32)
MMA_KERNELS(imma_s8_s32_m16n8k16, uint32_t, 4, SETUP_S8, OP_S8_S32_K16)
MMA_KERNELS(dmma_f64_m8n8k4, double, 2, SETUP_D, OP_F64_M8N8K4)

// ---------------------------------------------------------------- ldmatrix

__device__ __forceinline__ uint32_t smem_u32(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

#define LDSM(NUM, TRANS, REGS, addr)                                                                \
    asm volatile("ldmatrix.sync.aligned.m8n8.x" #NUM TRANS ".shared.b16 " REGS ", [%" #NUM "];"     \
                 : LDSM_OUT_##NUM                                                                   \
                 : "r"(addr))
#define LDSM_OUT_1 "=r"(r[0])
#define LDSM_OUT_2 "=r"(r[0]), "=r"(r[1])
#define LDSM_OUT_4 "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
#define REGS_1 "{%0}"
#define REGS_2 "{%0,%1}"
#define REGS_4 "{%0,%1,%2,%3}"

// lat: one warp, the next address depends on the loaded (zero) data.
// tp: every warp 32 independent ldmatrix per iteration at 32 different
// 512-byte blocks (conflict-free rows). `zero` (iters >> 30, zero at run
// time but unknown to ptxas) keeps ptxas from merging repeated loads of an
// address or hoisting them out of the loop.
#define LD8(NUM, TRANS, o)                                                  \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o)); acc += r[0];                      \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 512); acc += r[0];                \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 1024); acc += r[0];               \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 1536); acc += r[0];               \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 2048); acc += r[0];               \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 2560); acc += r[0];               \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 3072); acc += r[0];               \
    LDSM(NUM, TRANS, REGS_##NUM, a + (o) + 3584); acc += r[0];
#define LDSM_KERNELS(NAME, NUM, TRANS)                                                               \
    __global__ void lat_##NAME(long long* out, uint32_t* sink, int iters)                            \
    {                                                                                                \
        __shared__ __align__(16) uint32_t s[8192];                                                   \
        for (int i = threadIdx.x; i < 8192; i += blockDim.x) s[i] = 0;                               \
        __syncthreads();                                                                             \
        int lane = threadIdx.x & 31;                                                                 \
        uint32_t base = smem_u32(s) + (lane & 7) * 16 + (lane >> 3) * 128;                           \
        uint32_t addr = base, r[4] = {0, 0, 0, 0};                                                   \
        long long t0 = clock64();                                                                    \
        for (int k = 0; k < iters; ++k) {                                                            \
            R16(LDSM(NUM, TRANS, REGS_##NUM, addr); addr = base + r[0];)                             \
        }                                                                                            \
        long long t1 = clock64();                                                                    \
        if (threadIdx.x == 0) out[0] = t1 - t0;                                                      \
        sink[threadIdx.x] = r[0] + r[NUM - 1] + addr;                                                \
    }                                                                                                \
    __global__ void tp_##NAME(long long* out, uint32_t* sink, int iters)                             \
    {                                                                                                \
        __shared__ __align__(16) uint32_t s[8192];                                                   \
        for (int i = threadIdx.x; i < 8192; i += blockDim.x) s[i] = 0;                               \
        __syncthreads();                                                                             \
        int lane = threadIdx.x & 31, zero = iters >> 30;                                             \
        uint32_t base = smem_u32(s) + (lane & 7) * 16 + (lane >> 3) * 128;                           \
        uint32_t r[4] = {0, 0, 0, 0}, acc = 0;                                                       \
        __syncthreads();                                                                             \
        long long t0 = clock64();                                                                    \
        for (int k = 0; k < iters; ++k) {                                                            \
            uint32_t a = base + k * zero;                                                            \
            LD8(NUM, TRANS, 0) LD8(NUM, TRANS, 4096) LD8(NUM, TRANS, 8192) LD8(NUM, TRANS, 12288)    \
        }                                                                                            \
        __syncthreads();                                                                             \
        long long t1 = clock64();                                                                    \
        if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;                                             \
        sink[blockIdx.x * blockDim.x + threadIdx.x] = acc + r[NUM - 1];                              \
    }

LDSM_KERNELS(ldsm_x1, 1, "")
LDSM_KERNELS(ldsm_x2, 2, "")
LDSM_KERNELS(ldsm_x4, 4, "")
LDSM_KERNELS(ldsm_x4_trans, 4, ".trans")

// ---------------------------------------------------------------- GEMM inner loop
// Per warp and k16 step, as tc_gemm: 4 ldmatrix.x4 (A), 4 ldmatrix.x4.trans
// (B), 32 mma.sync m16n8k16 into 32 accumulators (64x64 warp tile); the
// shared tile is zero, so the values stay zero.
__global__ void __launch_bounds__(256) gemm_loop(long long* out, float* sink, int iters)
{
    __shared__ __align__(128) uint32_t s[4096]; // A tile 64 x 64 B (4 KB), B tile 32 x 256 B (8 KB)
    for (int i = threadIdx.x; i < 4096; i += blockDim.x) s[i] = 0;
    __syncthreads();
    int lane = threadIdx.x & 31;
    uint32_t sa = smem_u32(s), sb = sa + 4096;
    // tc_gemm's swizzles: A chunk c of row r at c ^ ((r >> 1) & 3), B chunk c of row k at c ^ (k & 7).
    uint32_t aaddr[2][4], baddr[2][4];
#pragma unroll
    for (int kk = 0; kk < 2; ++kk)
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            int r = i * 16 + (lane & 15), c = kk * 2 + (lane >> 4);
            aaddr[kk][i] = sa + r * 64 + ((c ^ ((r >> 1) & 3)) << 4);
            int k = kk * 16 + (lane & 15), cb = i * 2 + (lane >> 4);
            baddr[kk][i] = sb + k * 256 + ((cb ^ (k & 7)) << 4);
        }
    float acc[4][8][4];
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 8; ++j)
            for (int e = 0; e < 4; ++e) acc[i][j][e] = 0.0f;
    __syncthreads();
    long long t0 = clock64();
    int zero = iters >> 30; // zero at run time; ptxas cannot merge loads across iterations
    for (int k = 0; k < iters; ++k) {
        uint32_t af[4][4], bf[8][2];
        int kk = k & 1;
        uint32_t z = k * zero;
#pragma unroll
        for (int mi = 0; mi < 4; ++mi)
            asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                         : "=r"(af[mi][0]), "=r"(af[mi][1]), "=r"(af[mi][2]), "=r"(af[mi][3])
                         : "r"((kk ? aaddr[1][mi] : aaddr[0][mi]) + z));
#pragma unroll
        for (int np = 0; np < 4; ++np)
            asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                         : "=r"(bf[2 * np][0]), "=r"(bf[2 * np][1]), "=r"(bf[2 * np + 1][0]), "=r"(bf[2 * np + 1][1])
                         : "r"((kk ? baddr[1][np] : baddr[0][np]) + z));
#pragma unroll
        for (int mi = 0; mi < 4; ++mi)
#pragma unroll
            for (int ni = 0; ni < 8; ++ni)
                asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
                             "{%8,%9}, {%0,%1,%2,%3};"
                             : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]), "+f"(acc[mi][ni][3])
                             : "r"(af[mi][0]), "r"(af[mi][1]), "r"(af[mi][2]), "r"(af[mi][3]), "r"(bf[ni][0]),
                               "r"(bf[ni][1]));
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;
    float t = 0.0f;
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 8; ++j) t += acc[i][j][0] + acc[i][j][3];
    sink[blockIdx.x * blockDim.x + threadIdx.x] = t;
}

// ---------------------------------------------------------------- host

static long long* d_out;
static void* d_sink;

// Launches k once to warm, then once timed; returns the largest per-block cycle count.
template <typename CT>
static double cycles(void (*k)(long long*, CT*, int), int blocks, int threads, int iters)
{
    k<<<blocks, threads>>>(d_out, (CT*)d_sink, 1);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    k<<<blocks, threads>>>(d_out, (CT*)d_sink, iters);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    std::vector<long long> h(blocks);
    CK(cudaMemcpy(h.data(), d_out, blocks * 8, cudaMemcpyDeviceToHost));
    return (double)*std::max_element(h.begin(), h.end());
}

struct Line {
    std::string s;
    bool first = true;
    void add(const char* k, double v)
    {
        char b[128];
        snprintf(b, sizeof b, "%s\"%s\":%.6g", first ? "" : ",", k, v);
        s += b;
        first = false;
    }
    void raw(const char* k, const std::string& v)
    {
        s += (first ? "" : ",");
        s += "\"";
        s += k;
        s += "\":";
        s += v;
        first = false;
    }
};

template <typename CT>
static std::string mma_entry(void (*lat)(long long*, CT*, int), void (*tp)(long long*, CT*, int), double flops)
{
    Line l;
    const int iters = 64;
    double c = cycles(lat, 1, 32, iters);
    l.add("latency_cycles", c / (iters * 16.0));
    for (int w : {1, 4, 8, 16}) {
        double t = cycles(tp, 1, 32 * w, iters);
        // mma per SM sub-partition: each warp issued iters*32; warps spread over 4 SMSPs.
        double per_smsp = (double)iters * 32 * w / std::min(4, w);
        char k[64];
        snprintf(k, sizeof k, "issue_interval_cycles_%dwarps", w);
        l.add(k, t / per_smsp);
        if (w == 16) {
            l.add("flops_per_cycle_per_sm_16warps", flops * iters * 32 * w / t);
        }
    }
    return "{" + l.s + "}";
}

template <typename CT>
static std::string ldsm_entry(void (*lat)(long long*, CT*, int), void (*tp)(long long*, CT*, int), int bytes)
{
    Line l;
    const int iters = 64;
    double c = cycles(lat, 1, 32, iters);
    l.add("latency_cycles", c / (iters * 16.0));
    for (int w : {1, 4, 8, 16}) {
        double t = cycles(tp, 1, 32 * w, iters);
        double per_sm = (double)iters * 32 * w; // ldmatrix instructions on the SM
        char k[64];
        snprintf(k, sizeof k, "cycles_per_instr_per_sm_%dwarps", w);
        l.add(k, t / per_sm);
        if (w == 16) l.add("bytes_per_cycle_per_sm_16warps", per_sm * bytes / t);
    }
    return "{" + l.s + "}";
}

static void emit(const char* section, const std::string& body)
{
    printf("{\"section\":\"%s\",\"data\":{%s}}\n", section, body.c_str());
    fflush(stdout);
}

int main(int argc, char** argv)
{
    int failed = 0;
    auto want = [&](const char* name) {
        if (argc <= 1) return true;
        for (int i = 1; i < argc; ++i)
            if (strcmp(argv[i], name) == 0) return true;
        return false;
    };
    auto run = [&](const char* name, auto fn) {
        if (!want(name)) return;
        try {
            CK(cudaMalloc(&d_out, 1024 * 8));
            CK(cudaMalloc(&d_sink, 1 << 20));
            emit(name, fn());
            cudaFree(d_out);
            cudaFree(d_sink);
        } catch (const std::exception& e) {
            ++failed;
            printf("{\"section\":\"%s\",\"error\":\"%s\"}\n", name, e.what());
            fflush(stdout);
            cudaDeviceReset();
        }
    };
    run("mma_sync", [] {
        Line l;
        l.raw("method", "\"latency: one warp, 16 dependent mma per loop iteration (each accumulates into the "
                        "previous result), cycles per mma; issue_interval: one block of W warps on one SM, 8 "
                        "independent accumulators per warp, cycles per mma per SM sub-partition (warps spread over "
                        "4 SMSPs)\"");
        l.raw("hmma_f16_f32_m16n8k16", mma_entry(lat_hmma_f16_f32_m16n8k16, tp_hmma_f16_f32_m16n8k16, 2.0 * 16 * 8 * 16));
        l.raw("hmma_f16_f16_m16n8k16", mma_entry(lat_hmma_f16_f16_m16n8k16, tp_hmma_f16_f16_m16n8k16, 2.0 * 16 * 8 * 16));
        l.raw("hmma_f16_f32_m16n8k8", mma_entry(lat_hmma_f16_f32_m16n8k8, tp_hmma_f16_f32_m16n8k8, 2.0 * 16 * 8 * 8));
        l.raw("hmma_bf16_f32_m16n8k16", mma_entry(lat_hmma_bf16_f32_m16n8k16, tp_hmma_bf16_f32_m16n8k16, 2.0 * 16 * 8 * 16));
        l.raw("hmma_tf32_f32_m16n8k8", mma_entry(lat_hmma_tf32_f32_m16n8k8, tp_hmma_tf32_f32_m16n8k8, 2.0 * 16 * 8 * 8));
        l.raw("imma_s8_s32_m16n8k32", mma_entry(lat_imma_s8_s32_m16n8k32, tp_imma_s8_s32_m16n8k32, 2.0 * 16 * 8 * 32));
        l.raw("imma_s8_s32_m16n8k16", mma_entry(lat_imma_s8_s32_m16n8k16, tp_imma_s8_s32_m16n8k16, 2.0 * 16 * 8 * 16));
        l.raw("dmma_f64_m8n8k4", mma_entry(lat_dmma_f64_m8n8k4, tp_dmma_f64_m8n8k4, 2.0 * 8 * 8 * 4));
        return l.s;
    });
    run("ldmatrix", [] {
        Line l;
        l.raw("method", "\"latency: one warp, each ldmatrix's address depends on the previous result (zero data); "
                        "throughput: one block of W warps, 8 independent ldmatrix per step; cycles per ldmatrix "
                        "instruction per SM\"");
        l.raw("x1", ldsm_entry(lat_ldsm_x1, tp_ldsm_x1, 128));
        l.raw("x2", ldsm_entry(lat_ldsm_x2, tp_ldsm_x2, 256));
        l.raw("x4", ldsm_entry(lat_ldsm_x4, tp_ldsm_x4, 512));
        l.raw("x4_trans", ldsm_entry(lat_ldsm_x4_trans, tp_ldsm_x4_trans, 512));
        return l.s;
    });
    run("gemm_inner_loop", [] {
        Line l;
        l.raw("method", "\"tc_gemm's inner loop without global memory: per warp and step 4 ldmatrix.x4 + 4 "
                        "ldmatrix.x4.trans + 32 mma.sync m16n8k16 (64x64 warp tile); one block of W warps on one "
                        "SM; cycles per step per warp and per mma per SMSP\"");
        const int iters = 64;
        for (int w : {4, 8}) {
            double t = cycles(gemm_loop, 1, 32 * w, iters);
            char k[64];
            snprintf(k, sizeof k, "cycles_per_step_%dwarps", w);
            l.add(k, t / iters);
            snprintf(k, sizeof k, "cycles_per_mma_per_smsp_%dwarps", w);
            l.add(k, t / ((double)iters * 32 * w / 4));
        }
        return l.s;
    });
    return failed ? 1 : 0;
}
