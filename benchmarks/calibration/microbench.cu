// H200 calibration microbenchmarks for ptxsim's timing model
// (memsys/timing.TimingSpec). One binary; prints one JSON object.
//
// Build and run: see run.sh (nvcc -arch=sm_90 -O3). Every latency is
// clock64-based inside one thread; every bandwidth uses CUDA events (median
// of several launches after warm-up) and is converted to bytes per SM cycle
// with the SM clock measured in the same run (clock64 against %globaltimer).
//
// Dependent chains are written as inline PTX so the instruction is known;
// run.sh saves the SASS so the one-to-one PTX->SASS mapping can be checked.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "bench.cuh"

#define R4(s) s s s s
#define R16(s) R4(R4(s))
#define R32(s) R16(s) R16(s)
#define R64(s) R4(R16(s))

// ---------------------------------------------------------------- ALU latency
// One warp (shfl needs all 32 lanes; the others run in lockstep); 64 dependent instructions per loop iteration.
#define LAT_KERNEL(name, T, C, ASM)                                                          \
    __global__ void lat_##name(long long* out, T* sink, int iters, T a, T b)                \
    {                                                                                       \
        T x = a + (T)threadIdx.x; /* per-lane value: keeps ptxas off the uniform datapath */ \
        long long t0 = clock64();                                                           \
        for (int k = 0; k < iters; ++k) {                                                   \
            R64(asm volatile(ASM : "+" C(x) : C(a), C(b));)                                 \
        }                                                                                   \
        long long t1 = clock64();                                                           \
        out[0] = t1 - t0;                                                                   \
        sink[0] = x;                                                                        \
    }

// Throughput: every thread runs 8 independent chains, 16 steps per iteration.
#define TP_KERNEL(name, T, C, ASM)                                                           \
    __global__ void tp_##name(long long* out, T* sink, int iters, T a, T b)                 \
    {                                                                                       \
        T t_ = (T)threadIdx.x;                                                              \
        T x0 = a + t_, x1 = a + t_ + (T)1, x2 = a + t_ + (T)2, x3 = a + t_ + (T)3,          \
          x4 = a + t_ + (T)4, x5 = a + t_ + (T)5, x6 = a + t_ + (T)6, x7 = a + t_ + (T)7;   \
        __syncthreads();                                                                    \
        long long t0 = clock64();                                                           \
        for (int k = 0; k < iters; ++k) {                                                   \
            R16(asm volatile(ASM : "+" C(x0) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x1) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x2) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x3) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x4) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x5) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x6) : C(a), C(b));                                 \
                asm volatile(ASM : "+" C(x7) : C(a), C(b));)                                \
        }                                                                                   \
        __syncthreads();                                                                    \
        long long t1 = clock64();                                                           \
        if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;                                    \
        sink[blockIdx.x * blockDim.x + threadIdx.x] = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7; \
    }

#define OPS(X)                                                                      \
    X(imad, uint32_t, "r", "mad.lo.u32 %0, %0, %1, %2;")                            \
    X(fadd, float, "f", "add.f32 %0, %0, %1;")                                      \
    X(ffma, float, "f", "fma.rn.f32 %0, %0, %1, %2;")                               \
    X(hfma2, uint32_t, "r", "fma.rn.f16x2 %0, %0, %1, %2;")                         \
    X(dadd, double, "d", "add.f64 %0, %0, %1;")                                     \
    X(dfma, double, "d", "fma.rn.f64 %0, %0, %1, %2;")                              \
    X(mufu_ex2, float, "f", "ex2.approx.ftz.f32 %0, %0;")                           \
    X(mufu_rsq, float, "f", "rsqrt.approx.ftz.f32 %0, %0;")                         \
    X(mufu_sin, float, "f", "sin.approx.ftz.f32 %0, %0;")                           \
    X(mufu_lg2, float, "f", "lg2.approx.ftz.f32 %0, %0;")                           \
    X(shfl, uint32_t, "r", "shfl.sync.down.b32 %0, %0, 1, 31, 0xffffffff;")                 \
    X(popc, uint32_t, "r", "popc.b32 %0, %0;")                                      \
    X(imul_wide, uint64_t, "l", "mad.lo.u64 %0, %0, %1, %2;")

OPS(LAT_KERNEL)
OPS(TP_KERNEL)

// Integer add: ptxas folds a chain x += a into a multiply, so the chain is
// Fibonacci-like over two registers (x += y; y += x): 64 dependent IADD3.
__global__ void lat_iadd3(long long* out, uint32_t* sink, int iters, uint32_t a, uint32_t b)
{
    uint32_t x = a + threadIdx.x, y = b;
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) { R32(asm volatile("add.u32 %0, %0, %1;\n\tadd.u32 %1, %1, %0;" : "+r"(x), "+r"(y));) }
    long long t1 = clock64();
    out[0] = t1 - t0;
    sink[threadIdx.x] = x + y;
}

__global__ void tp_iadd3(long long* out, uint32_t* sink, int iters, uint32_t a, uint32_t b)
{
    uint32_t t = threadIdx.x, x0 = a + t, y0 = b, x1 = a + t + 1, y1 = b, x2 = a + t + 2, y2 = b, x3 = a + t + 3, y3 = b;
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) {
        R16(asm volatile("add.u32 %0, %0, %1;\n\tadd.u32 %2, %2, %3;\n\tadd.u32 %4, %4, %5;\n\tadd.u32 %6, %6, %7;\n\t"
                         "add.u32 %1, %1, %0;\n\tadd.u32 %3, %3, %2;\n\tadd.u32 %5, %5, %4;\n\tadd.u32 %7, %7, %6;"
                         : "+r"(x0), "+r"(y0), "+r"(x1), "+r"(y1), "+r"(x2), "+r"(y2), "+r"(x3), "+r"(y3));)
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;
    sink[blockIdx.x * blockDim.x + threadIdx.x] = x0 + y0 + x1 + y1 + x2 + y2 + x3 + y3;
}

// Loop overhead: one dependent add per iteration, loop not unrolled; the
// difference to iadd3's latency is the compare-and-branch cost.
__global__ void lat_loop(long long* out, uint32_t* sink, int iters, uint32_t a)
{
    uint32_t x = a;
    long long t0 = clock64();
#pragma unroll 1
    for (int k = 0; k < iters; ++k) asm volatile("add.u32 %0, %0, %1;" : "+r"(x) : "r"(a));
    long long t1 = clock64();
    out[0] = t1 - t0;
    sink[0] = x;
}

// ------------------------------------------------------------- shared memory
// Pointer chase through shared memory holding shared-window addresses, so
// each step is exactly one LDS (no address arithmetic).
__global__ void lat_lds(long long* out, uint32_t* sink, int iters)
{
    __shared__ uint32_t s[1024];
    uint32_t base = (uint32_t)__cvta_generic_to_shared(s);
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) s[i] = base + 4 * ((i + 33) & 1023);
    __syncthreads();
    if (threadIdx.x == 0) {
        uint32_t p = base;
        long long t0 = clock64();
        for (int k = 0; k < iters; ++k) { R64(asm volatile("ld.shared.u32 %0, [%0];" : "+r"(p));) }
        long long t1 = clock64();
        out[0] = t1 - t0;
        sink[0] = p;
    }
}

// LDS throughput: every thread of the block loads its own word (conflict-free),
// 8 independent loads in flight per thread.
__global__ void tp_lds(long long* out, uint32_t* sink, int iters)
{
    __shared__ uint32_t s[8192];
    for (int i = threadIdx.x; i < 8192; i += blockDim.x) s[i] = i;
    uint32_t base = (uint32_t)__cvta_generic_to_shared(s) + 4 * (threadIdx.x & 1023);
    uint32_t acc = 0;
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) {
        uint32_t v0, v1, v2, v3, v4, v5, v6, v7;
        asm volatile(
            "ld.shared.u32 %0, [%8];\n\tld.shared.u32 %1, [%8+4096];\n\t"
            "ld.shared.u32 %2, [%8+8192];\n\tld.shared.u32 %3, [%8+12288];\n\t"
            "ld.shared.u32 %4, [%8+16384];\n\tld.shared.u32 %5, [%8+20480];\n\t"
            "ld.shared.u32 %6, [%8+24576];\n\tld.shared.u32 %7, [%8+28672];"
            : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3), "=r"(v4), "=r"(v5), "=r"(v6), "=r"(v7)
            : "r"(base));
        acc += v0 ^ v1 ^ v2 ^ v3 ^ v4 ^ v5 ^ v6 ^ v7;
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;
    sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// Dependent shared atomics: the returned old value is the next operand.
__global__ void lat_atoms(long long* out, uint32_t* sink, int iters)
{
    __shared__ uint32_t s[32];
    if (threadIdx.x < 32) s[threadIdx.x] = 0;
    __syncthreads();
    if (threadIdx.x == 0) {
        uint32_t a = (uint32_t)__cvta_generic_to_shared(s);
        uint32_t x = 1;
        long long t0 = clock64();
        for (int k = 0; k < iters; ++k) { R16(asm volatile("atom.shared.add.u32 %0, [%1], %0;" : "+r"(x) : "r"(a));) }
        long long t1 = clock64();
        out[0] = t1 - t0;
        sink[0] = x;
    }
}

// Shared atomics throughput, distinct addresses per lane.
__global__ void tp_atoms(long long* out, uint32_t* sink, int iters)
{
    __shared__ uint32_t s[1024];
    s[threadIdx.x] = 0;
    uint32_t a = (uint32_t)__cvta_generic_to_shared(s) + 4 * threadIdx.x;
    uint32_t x0 = 0, x1 = 0, x2 = 0, x3 = 0;
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) {
        asm volatile("atom.shared.add.u32 %0, [%4], 1;\n\tatom.shared.add.u32 %1, [%4], 2;\n\t"
                     "atom.shared.add.u32 %2, [%4], 3;\n\tatom.shared.add.u32 %3, [%4], 4;"
                     : "=r"(x0), "=r"(x1), "=r"(x2), "=r"(x3) : "r"(a));
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;
    sink[blockIdx.x * blockDim.x + threadIdx.x] = x0 + x1 + x2 + x3;
}

// Dependent global atomics on one word (one thread: no contention).
__global__ void lat_atomg(long long* out, uint32_t* word, int iters)
{
    // A per-thread address: with a uniform one ptxas emits warp-aggregated
    // atomics (SHFL + one ATOMG), which is not what this measures.
    uint32_t* w = word + 32 * threadIdx.x;
    uint32_t x = 1;
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) { R16(asm volatile("atom.global.add.u32 %0, [%1], %0;" : "+r"(x) : "l"(w));) }
    long long t1 = clock64();
    out[0] = t1 - t0;
    w[1] = x;
}

// Global atomics throughput from one SM: each lane its own word (coalesced).
__global__ void tp_atomg(long long* out, uint32_t* words, int iters)
{
    uint32_t* a = words + blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t x0 = 0, x1 = 0, x2 = 0, x3 = 0;
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) {
        asm volatile("atom.global.add.u32 %0, [%4], 1;\n\tatom.global.add.u32 %1, [%4], 2;\n\t"
                     "atom.global.add.u32 %2, [%4], 3;\n\tatom.global.add.u32 %3, [%4], 4;"
                     : "=r"(x0), "=r"(x1), "=r"(x2), "=r"(x3) : "l"(a) : "memory");
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;
    a[0] = x0 + x1 + x2 + x3;
}

// Back-to-back barriers; cycles for 64*iters bar.sync of the block.
__global__ void lat_bar(long long* out, int iters)
{
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < iters; ++k) { R64(asm volatile("bar.sync 0;" ::: "memory");) }
    long long t1 = clock64();
    if (threadIdx.x == 0) out[0] = t1 - t0;
}

// ------------------------------------------------------------- global chases
// 64-bit pointer chase: each step is one LDG whose address is the last value.
template <int MODE>
__global__ void chase(const uint64_t* start, long long* out, uint64_t* sink, int warm, int steps)
{
    uint64_t p = (uint64_t)start;
    for (int k = 0; k < warm; k += 16) {
        if (MODE == 1) { R16(asm volatile("ld.global.cg.u64 %0, [%0];" : "+l"(p) :: "memory");) }
        else if (MODE == 2) { R16(asm volatile("ld.global.nc.u64 %0, [%0];" : "+l"(p) :: "memory");) }
        else { R16(asm volatile("ld.global.ca.u64 %0, [%0];" : "+l"(p) :: "memory");) }
    }
    long long t0 = clock64();
    for (int k = 0; k < steps; k += 16) {
        if (MODE == 1) { R16(asm volatile("ld.global.cg.u64 %0, [%0];" : "+l"(p) :: "memory");) }
        else if (MODE == 2) { R16(asm volatile("ld.global.nc.u64 %0, [%0];" : "+l"(p) :: "memory");) }
        else { R16(asm volatile("ld.global.ca.u64 %0, [%0];" : "+l"(p) :: "memory");) }
    }
    long long t1 = clock64();
    out[0] = t1 - t0;
    sink[0] = p;
}

// ---------------------------------------------------------------- bandwidth
__global__ void bw_read(const float4* __restrict__ p, size_t n, int reps, float* out)
{
    float acc = 0.f;
    for (int r = 0; r < reps; ++r)
        for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) {
            float4 v = p[i];
            acc += v.x + v.y + v.z + v.w;
        }
    if (acc == 1234.5f) out[0] = acc;  // never true on our data; keeps the loads
}

__global__ void bw_copy(const float4* __restrict__ in, float4* __restrict__ o, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) o[i] = in[i];
}

__global__ void fill(float4* p, size_t n, float v)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        p[i] = make_float4(v, v + 1, v + 2, v + 3);
}

// SM clock: clock64 against the nanosecond global timer over ~20 ms.
__global__ void clock_probe(long long* out)
{
    unsigned long long g0, g1;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
    long long c0 = clock64();
    do { asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1)); } while (g1 - g0 < 20000000ull);
    long long c1 = clock64();
    out[0] = c1 - c0;
    out[1] = (long long)(g1 - g0);
}

// ---------------------------------------------------------------- host side
static long long* d_out;
static void* d_sink;
static bool first = true;

static void key(const char* k) { printf("%s\n  \"%s\": ", first ? "" : ",", k); first = false; }

static long long readOut(int i = 0)
{
    long long v[2];
    CK(cudaMemcpy(v, d_out + i, sizeof(long long), cudaMemcpyDeviceToHost));
    return v[0];
}

template <typename K>
static double timeMs(K launch, int reps = 5)
{
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    launch();  // warm-up
    launch();
    CK(cudaDeviceSynchronize());
    std::vector<float> ms;
    for (int r = 0; r < reps; ++r) {
        CK(cudaEventRecord(a));
        launch();
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        CK(cudaGetLastError());
        float m;
        CK(cudaEventElapsedTime(&m, a, b));
        ms.push_back(m);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

// Builds a ring of 64-bit pointers in a device buffer: element k at byte
// offset off[k] holds the address of element k+1 (mod n).
static uint64_t* buildRing(char* dev, size_t bufBytes, const std::vector<size_t>& off)
{
    std::vector<uint64_t> h(bufBytes / 8, 0);
    for (size_t k = 0; k < off.size(); ++k) h[off[k] / 8] = (uint64_t)(dev + off[(k + 1) % off.size()]);
    CK(cudaMemcpy(dev, h.data(), bufBytes, cudaMemcpyHostToDevice));
    return (uint64_t*)(dev + off[0]);
}

static double runChase(int mode, const uint64_t* start, int warm, int steps)
{
    if (mode == 0) chase<0><<<1, 1>>>(start, d_out, (uint64_t*)d_sink, warm, steps);
    if (mode == 1) chase<1><<<1, 1>>>(start, d_out, (uint64_t*)d_sink, warm, steps);
    if (mode == 2) chase<2><<<1, 1>>>(start, d_out, (uint64_t*)d_sink, warm, steps);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    return (double)readOut() / steps;
}

int main()
{
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    CK(cudaMalloc(&d_out, 4096 * sizeof(long long)));
    CK(cudaMalloc(&d_sink, 64 << 20));
    printf("{");
    key("device");
    printf("{\"name\": \"%s\", \"sms\": %d, \"l2_bytes\": %d, \"cc\": \"%d.%d\"}", prop.name, prop.multiProcessorCount,
           prop.l2CacheSize, prop.major, prop.minor);

    // SM clock, idle and right after load.
    clock_probe<<<1, 1>>>(d_out);
    CK(cudaDeviceSynchronize());
    double mhz0 = (double)readOut(0) / (double)readOut(1) * 1000.0;

    const int IT = 64;  // loop iterations; 64 ops each (latency) or 8x16 (throughput)
    key("latency_cycles");
    printf("{");
    bool f2 = true;
#define RUN_LAT(name, T, C, ASM)                                                                  \
    {                                                                                             \
        lat_##name<<<1, 32>>>(d_out, (T*)d_sink, IT, (T)1, (T)1);                                  \
        CK(cudaDeviceSynchronize());                                                              \
        lat_##name<<<1, 32>>>(d_out, (T*)d_sink, IT, (T)1, (T)1);                                  \
        CK(cudaDeviceSynchronize());                                                              \
        printf("%s\"%s\": %.2f", f2 ? "" : ", ", #name, (double)readOut() / (64.0 * IT));          \
        f2 = false;                                                                               \
    }
    RUN_LAT(iadd3, uint32_t, "r", "")
    OPS(RUN_LAT)
    lat_loop<<<1, 1>>>(d_out, (uint32_t*)d_sink, 4096, 1u);
    CK(cudaDeviceSynchronize());
    printf(", \"loop_iteration_1add\": %.2f", (double)readOut() / 4096.0);
    lat_lds<<<1, 256>>>(d_out, (uint32_t*)d_sink, IT);
    CK(cudaDeviceSynchronize());
    printf(", \"lds\": %.2f", (double)readOut() / (64.0 * IT));
    lat_atoms<<<1, 32>>>(d_out, (uint32_t*)d_sink, IT);
    CK(cudaDeviceSynchronize());
    printf(", \"atoms\": %.2f", (double)readOut() / (16.0 * IT));
    uint32_t* words;
    CK(cudaMalloc(&words, 64 << 20));
    CK(cudaMemset(words, 0, 64 << 20));
    lat_atomg<<<1, 1>>>(d_out, words, IT);
    CK(cudaDeviceSynchronize());
    lat_atomg<<<1, 1>>>(d_out, words, IT);
    CK(cudaDeviceSynchronize());
    printf(", \"atomg\": %.2f", (double)readOut() / (16.0 * IT));
    for (int threads : {32, 256, 1024}) {
        lat_bar<<<1, threads>>>(d_out, 16);
        CK(cudaDeviceSynchronize());
        printf(", \"bar_sync_%d_threads\": %.2f", threads, (double)readOut() / (64.0 * 16));
    }
    printf("}");

    // Issue interval per SM sub-partition (cycles per warp instruction), one
    // block on one SM, 8 independent chains per thread.
    key("issue_interval_cycles");
    printf("{");
    f2 = true;
#define RUN_TP(name, T, C, ASM)                                                                   \
    {                                                                                             \
        printf("%s\"%s\": {", f2 ? "" : ", ", #name);                                             \
        f2 = false;                                                                               \
        bool f3 = true;                                                                           \
        for (int threads : {128, 512, 1024}) {                                                    \
            tp_##name<<<1, threads>>>(d_out, (T*)d_sink, IT, (T)1, (T)1);                         \
            CK(cudaDeviceSynchronize());                                                          \
            tp_##name<<<1, threads>>>(d_out, (T*)d_sink, IT, (T)1, (T)1);                         \
            CK(cudaDeviceSynchronize());                                                          \
            double perSMSP = (threads / 32 / 4.0) * 8.0 * 16.0 * IT;                              \
            printf("%s\"%d\": %.3f", f3 ? "" : ", ", threads, (double)readOut() / perSMSP);       \
            f3 = false;                                                                           \
        }                                                                                         \
        printf("}");                                                                              \
    }
    RUN_TP(iadd3, uint32_t, "r", "")
    OPS(RUN_TP)
    for (int threads : {128, 1024}) {
        tp_lds<<<1, threads>>>(d_out, (uint32_t*)d_sink, IT * 4);
        CK(cudaDeviceSynchronize());
        printf(", \"lds_%d\": %.3f", threads, (double)readOut() / ((threads / 128.0) * 8.0 * IT * 4));
        tp_atoms<<<1, threads>>>(d_out, (uint32_t*)d_sink, IT);
        CK(cudaDeviceSynchronize());
        printf(", \"atoms_%d\": %.3f", threads, (double)readOut() / ((threads / 128.0) * 4.0 * IT));
        tp_atomg<<<1, threads>>>(d_out, words, IT);
        CK(cudaDeviceSynchronize());
        printf(", \"atomg_%d\": %.3f", threads, (double)readOut() / ((threads / 128.0) * 4.0 * IT));
    }
    printf("}");

    // Global memory latency (cycles per dependent 8-byte load).
    const size_t BIG = 1ull << 30;
    char* ring;
    CK(cudaMalloc(&ring, BIG));
    float4* scratch;
    const size_t SCR = 512ull << 20;
    CK(cudaMalloc(&scratch, SCR));
    auto flushL2 = [&]() {
        fill<<<1056, 256>>>(scratch, SCR / 16, 1.0f);
        CK(cudaDeviceSynchronize());
    };
    auto seqRing = [&](size_t bytes, size_t stride) {
        std::vector<size_t> off;
        for (size_t o = 0; o + 8 <= bytes; o += stride) off.push_back(o);
        return buildRing(ring, ((bytes + 4095) / 4096) * 4096, off);
    };

    key("global_latency_cycles");
    printf("{");
    {
        const uint64_t* r = seqRing(4096, 128);  // 32 lines
        printf("\"l1_hit_ca\": %.2f", runChase(0, r, 512, 2048));
        printf(", \"l1_hit_nc\": %.2f", runChase(2, r, 512, 2048));
        printf(", \"l2_hit_cg_small\": %.2f", runChase(1, r, 512, 2048));
        r = seqRing(4 << 20, 128);  // 32768 lines: far over L1, well inside L2
        printf(", \"l2_hit_ca_4mb\": %.2f", runChase(0, r, 32768, 8192));
        printf(", \"l2_hit_cg_4mb\": %.2f", runChase(1, r, 32768, 8192));
        r = seqRing(32 << 20, 128);  // half the L2
        printf(", \"l2_hit_cg_32mb\": %.2f", runChase(1, r, 262144, 8192));
        // L2 capacity as one SM sees it (.cg ring of lines, warm).
        for (int mb : {8, 16, 20, 24, 28, 30, 32, 36, 40, 48, 56}) {
            r = seqRing((size_t)mb << 20, 128);
            printf(", \"l2_cg_ring_%dmb\": %.2f", mb, runChase(1, r, mb * 8192, 8192));
        }
        // DRAM: a cold pass over lines 4224 B apart (no two in one DRAM page
        // run), after evicting L2 with 512 MB of writes; TLB warm after a few.
        r = seqRing(4096ull * 4224, 4224);
        flushL2();
        printf(", \"dram_cold_l2_stride4224\": %.2f", runChase(1, r, 0, 4096));
        // DRAM: random lines over 1 GB (TLB misses included).
        std::vector<size_t> off(BIG / 128);
        for (size_t i = 0; i < off.size(); ++i) off[i] = i * 128;
        std::mt19937_64 rng(42);
        std::shuffle(off.begin(), off.end(), rng);
        off.resize(1 << 20);
        r = buildRing(ring, BIG, off);
        flushL2();
        printf(", \"dram_random_1gb\": %.2f", runChase(1, r, 0, 16384));
    }
    printf("}");

    // L1 capacity: a sequential ring of lines, warm, .ca; the knee is the
    // capacity. Largest L1 carve-out requested (shared 0).
    CK(cudaFuncSetAttribute(chase<0>, cudaFuncAttributePreferredSharedMemoryCarveout, 0));
    key("l1_capacity_sweep_cycles_per_load");
    printf("{");
    f2 = true;
    for (int kb : {16, 32, 64, 96, 128, 160, 176, 192, 200, 208, 216, 224, 232, 240, 248, 256, 288, 320}) {
        const uint64_t* r = seqRing((size_t)kb << 10, 128);
        int n = kb * 8;
        int steps = ((std::max(4 * n, 4096) + 15) / 16) * 16;
        printf("%s\"%d\": %.2f", f2 ? "" : ", ", kb, runChase(0, r, ((2 * n + 15) / 16) * 16, steps));
        f2 = false;
    }
    printf("}");
    // The same with the default carve-out preference.
    CK(cudaFuncSetAttribute(chase<0>, cudaFuncAttributePreferredSharedMemoryCarveout, -1));
    key("l1_capacity_sweep_default_carveout");
    printf("{");
    f2 = true;
    for (int kb : {64, 128, 192, 208, 224, 240, 256}) {
        const uint64_t* r = seqRing((size_t)kb << 10, 128);
        int n = kb * 8;
        int steps = ((std::max(4 * n, 4096) + 15) / 16) * 16;
        printf("%s\"%d\": %.2f", f2 ? "" : ", ", kb, runChase(0, r, ((2 * n + 15) / 16) * 16, steps));
        f2 = false;
    }
    printf("}");

    // Bandwidth (bytes per SM cycle at the measured clock, and GB/s).
    float* dres = (float*)d_sink;
    const size_t N4 = BIG / 16;
    fill<<<1056, 256>>>((float4*)ring, N4, 0.5f);
    CK(cudaDeviceSynchronize());
    clock_probe<<<1, 1>>>(d_out);
    CK(cudaDeviceSynchronize());
    double mhz = (double)readOut(0) / (double)readOut(1) * 1000.0;
    key("sm_clock_mhz");
    printf("{\"idle_start\": %.1f, \"after_load\": %.1f}", mhz0, mhz);
    auto bw = [&](double bytes, double ms) { return bytes / (ms * 1e-3); };
    key("bandwidth");
    printf("{");
    {
        struct Cfg { const char* name; int grid, block; size_t n4; int reps; };
        const size_t L2N = (16ull << 20) / 16;
        Cfg cfgs[] = {
            {"dram_read_all_sms", 132 * 8, 512, N4, 1},
            {"dram_read_1_sm_1024thr", 1, 1024, (256ull << 20) / 16, 1},
            {"dram_read_1_sm_2048thr", 2, 1024, (256ull << 20) / 16, 1},
            {"dram_read_8_sms", 8, 1024, (512ull << 20) / 16, 1},
            {"l2_read_all_sms_16mb", 132 * 8, 512, L2N, 16},
            {"l2_read_1_sm_16mb", 1, 1024, L2N, 2},
        };
        bool f4 = true;
        for (auto& c : cfgs) {
            double ms = timeMs([&]() { bw_read<<<c.grid, c.block>>>((const float4*)ring, c.n4, c.reps, dres); });
            double b = bw((double)c.n4 * 16 * c.reps, ms);
            printf("%s\"%s\": {\"ms\": %.4f, \"gb_s\": %.1f, \"bytes_per_cycle\": %.1f}", f4 ? "" : ", ", c.name, ms,
                   b / 1e9, b / (mhz * 1e6));
            f4 = false;
        }
        // copy 512 MB -> 512 MB: bytes read + written.
        size_t cn = (512ull << 20) / 16;
        double ms = timeMs([&]() { bw_copy<<<1056, 256>>>((const float4*)ring, (float4*)ring + cn, cn); });
        double b = bw((double)cn * 32, ms);
        printf(", \"dram_copy_rw_all_sms\": {\"ms\": %.4f, \"gb_s\": %.1f, \"bytes_per_cycle\": %.1f}", ms, b / 1e9,
               b / (mhz * 1e6));
        // the corpus copy_64mb shape: 1056 x 256, 16M floats
        size_t c64 = (64ull << 20) / 16;
        ms = timeMs([&]() { bw_copy<<<1056, 256>>>((const float4*)ring, (float4*)ring + c64, c64); });
        b = bw((double)c64 * 32, ms);
        printf(", \"copy_64mb_float4\": {\"ms\": %.4f, \"gb_s\": %.1f, \"bytes_per_cycle\": %.1f}", ms, b / 1e9,
               b / (mhz * 1e6));
    }
    printf("}");
    printf("\n}\n");
    CK(cudaGetLastError());
    return 0;
}
