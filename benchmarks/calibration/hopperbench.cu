// H200 calibration of Hopper's asynchronous units (issue #12): wgmma
// (warpgroup MMA from shared-memory descriptors: latency of one
// issue-commit-wait, issue interval of back-to-back wgmma per warpgroup,
// FLOP rate with 1-4 warpgroups per SM) and cp.async.bulk (the bulk-copy /
// TMA engine: global -> shared copies completing on an mbarrier; latency of
// one copy, bandwidth from one SM and from all SMs against chunk size).
// The tensor-map form of TMA (cp.async.bulk.tensor) needs a tensor map made
// on the host (cuTensorMapEncodeTiled) and is not measured here: the 1D bulk
// copy uses the same engine.
//
// Needs sm_90a (wgmma): nvcc -arch=sm_90a -O3 -lineinfo -o hopperbench hopperbench.cu
// Output: one JSON object per line, as membench.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "wgmma_ops.cuh"

#include "bench.cuh"

__device__ __forceinline__ uint32_t smem_u32(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

// ---------------------------------------------------------------- wgmma

// Shared-memory matrix descriptor, no swizzle: start address, leading- and
// stride-dimension byte offsets (each >> 4), layout type 0 in bits 62-63.
__device__ __forceinline__ uint64_t gmma_desc(uint32_t saddr, uint32_t lbo, uint32_t sbo)
{
    return (uint64_t)((saddr & 0x3FFFF) >> 4) | ((uint64_t)((lbo & 0x3FFFF) >> 4) << 16) |
           ((uint64_t)((sbo & 0x3FFFF) >> 4) << 32);
}

__device__ __forceinline__ void wg_fence() { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
__device__ __forceinline__ void wg_commit() { asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory"); }
__device__ __forceinline__ void wg_wait0() { asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory"); }

template <int N>
__device__ __forceinline__ void wgmma_n(float* d, uint64_t da, uint64_t db, int acc)
{
    if constexpr (N == 64) wgmma_m64n64k16(d, da, db, acc);
    if constexpr (N == 128) wgmma_m64n128k16(d, da, db, acc);
    if constexpr (N == 256) wgmma_m64n256k16(d, da, db, acc);
}

// mode 0 (latency): one issue, commit, wait per step, `iters` steps.
// mode 1 (throughput): `iters` groups of 8 wgmma into the same accumulator,
// each group committed, one wait at the end.
// Zeroed shared memory: A (64x16 f16, 2 KB) at 0, B (Nx16 f16) at 16 KB,
// both K-major core matrices of 8 rows x 16 bytes (LBO 128, SBO 256).
template <int N>
__global__ void k_wgmma(long long* out, float* sink, int iters, int mode)
{
    extern __shared__ __align__(1024) unsigned char smem[];
    for (int i = threadIdx.x; i < 32768 / 4; i += blockDim.x) ((uint32_t*)smem)[i] = 0;
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); // generic-proxy writes visible to wgmma
    __syncthreads();
    uint32_t s = smem_u32(smem);
    uint64_t da = gmma_desc(s, 128, 256), db = gmma_desc(s + 16384, 128, 256);
    float d[N / 2];
#pragma unroll
    for (int i = 0; i < N / 2; ++i) d[i] = 0.0f;
    __syncthreads();
    long long t0 = clock64();
    if (mode == 0) {
        for (int k = 0; k < iters; ++k) {
            wg_fence();
            wgmma_n<N>(d, da, db, 1);
            wg_commit();
            wg_wait0();
        }
    } else {
        wg_fence();
        for (int k = 0; k < iters; ++k) {
#pragma unroll
            for (int u = 0; u < 8; ++u) wgmma_n<N>(d, da, db, 1);
            wg_commit();
        }
        wg_wait0();
    }
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[blockIdx.x] = t1 - t0;
    float t = 0.0f;
#pragma unroll
    for (int i = 0; i < N / 2; ++i) t += d[i];
    sink[blockIdx.x * blockDim.x + threadIdx.x] = t;
}

// ---------------------------------------------------------------- cp.async.bulk

__device__ __forceinline__ void mbar_init(uint32_t bar, int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(count) : "memory");
}

__device__ __forceinline__ void mbar_expect_tx(uint32_t bar, uint32_t bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}

__device__ __forceinline__ void bulk_g2s(uint32_t dst, const void* src, uint32_t bytes, uint32_t bar)
{
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(dst),
                 "l"(src), "r"(bytes), "r"(bar)
                 : "memory");
}

__device__ __forceinline__ bool mbar_try_wait(uint32_t bar, uint32_t parity)
{
    uint32_t ok;
    asm volatile(
        "{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\nselp.u32 %0, 1, 0, p;\n}\n"
        : "=r"(ok)
        : "r"(bar), "r"(parity)
        : "memory");
    return ok != 0;
}

// Waits for the phase; gives up (returns false) after about a second of
// tries, so a copy that never lands cannot hang the benchmark.
__device__ __forceinline__ bool mbar_wait(uint32_t bar, uint32_t parity)
{
    for (long long k = 0; k < (1ll << 24); ++k)
        if (mbar_try_wait(bar, parity)) return true;
    return false;
}

// One thread per block streams `nchunks` chunks of `chunk` bytes from its
// own region of src into a ring of `stages` shared buffers, each with its
// own mbarrier (a copy is re-issued into a buffer as soon as the previous
// one landed). out[3b..3b+2] = cycles, globaltimer ns, smid.
__global__ void k_bulk(const char* src, size_t region, uint32_t chunk, int stages, int nchunks, long long* out)
{
    extern __shared__ __align__(1024) unsigned char smem[];
    if (threadIdx.x != 0) return;
    uint32_t buf = smem_u32(smem), bars = buf + stages * chunk;
    for (int s = 0; s < stages; ++s) mbar_init(bars + 8 * s, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    const char* base = src + (size_t)blockIdx.x * region;
    unsigned long long g0;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
    long long c0 = clock64();
    for (int s = 0; s < stages && s < nchunks; ++s) {
        mbar_expect_tx(bars + 8 * s, chunk);
        bulk_g2s(buf + s * chunk, base + (size_t)s * chunk, chunk, bars + 8 * s);
    }
    uint32_t phase = 0; // bit s: parity to wait for on stage s
    for (int c = 0; c < nchunks; ++c) {
        int s = c % stages;
        if (!mbar_wait(bars + 8 * s, (phase >> s) & 1)) {
            out[3 * blockIdx.x] = -1; // timed out
            return;
        }
        phase ^= 1u << s;
        int nc = c + stages;
        if (nc < nchunks) {
            mbar_expect_tx(bars + 8 * s, chunk);
            bulk_g2s(buf + s * chunk, base + (size_t)nc * chunk, chunk, bars + 8 * s);
        }
    }
    long long c1 = clock64();
    unsigned long long g1;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1));
    unsigned sm;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
    out[3 * blockIdx.x] = c1 - c0;
    out[3 * blockIdx.x + 1] = (long long)(g1 - g0);
    out[3 * blockIdx.x + 2] = sm;
}

// One copy at a time: issue, wait; cycles per copy.
__global__ void k_bulk_latency(const char* src, uint32_t bytes, int iters, long long* out)
{
    extern __shared__ __align__(1024) unsigned char smem[];
    if (threadIdx.x != 0) return;
    uint32_t buf = smem_u32(smem), bar = buf + 65536;
    mbar_init(bar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    uint32_t parity = 0;
    // warm: the source lines into L2
    mbar_expect_tx(bar, bytes);
    bulk_g2s(buf, src, bytes, bar);
    if (!mbar_wait(bar, parity)) {
        out[0] = -1; // timed out
        return;
    }
    parity ^= 1;
    long long c0 = clock64();
    for (int k = 0; k < iters; ++k) {
        mbar_expect_tx(bar, bytes);
        bulk_g2s(buf, src, bytes, bar);
        if (!mbar_wait(bar, parity)) {
            out[0] = -1;
            return;
        }
        parity ^= 1;
    }
    out[0] = clock64() - c0;
}

// ---------------------------------------------------------------- host

static void emit(const char* section, const std::string& body)
{
    printf("{\"section\":\"%s\",\"data\":{%s}}\n", section, body.c_str());
    fflush(stdout);
}

struct Line {
    std::string s;
    bool first = true;
    void add(const char* k, double v)
    {
        char b[160];
        snprintf(b, sizeof b, "%s\"%s\":%.6g", first ? "" : ",", k, v);
        s += b;
        first = false;
    }
    void raw(const char* k, const std::string& v)
    {
        s += first ? "" : ",";
        s += "\"";
        s += k;
        s += "\":";
        s += v;
        first = false;
    }
};

static double g_mhz = 1980.0;

__global__ void k_clock(long long* out, long long ns)
{
    unsigned long long g0, g1;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
    long long c0 = clock64();
    do {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1));
    } while (g1 - g0 < (unsigned long long)ns);
    out[0] = clock64() - c0;
    out[1] = (long long)(g1 - g0);
}

template <int N>
static std::string wgmma_entry(long long* d_out, float* d_sink)
{
    auto k = k_wgmma<N>;
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 32768));
    Line l;
    const int iters = 32;
    std::vector<long long> h(1);
    k<<<1, 128, 32768>>>(d_out, d_sink, 2, 0);
    CK(cudaGetLastError());
    k<<<1, 128, 32768>>>(d_out, d_sink, iters, 0);
    CK(cudaGetLastError());
    CK(cudaMemcpy(h.data(), d_out, 8, cudaMemcpyDeviceToHost));
    l.add("latency_cycles", (double)h[0] / iters);
    double flops = 2.0 * 64 * N * 16;
    for (int wg : {1, 2, 3, 4}) {
        if (N == 256 && wg > 2) break; // 128 accumulator registers per thread
        k<<<1, 128 * wg, 32768>>>(d_out, d_sink, iters, 1);
        CK(cudaGetLastError());
        CK(cudaMemcpy(h.data(), d_out, 8, cudaMemcpyDeviceToHost));
        double n = (double)iters * 8;
        char key[64];
        snprintf(key, sizeof key, "issue_interval_cycles_%dwg", wg);
        l.add(key, (double)h[0] / n); // per wgmma of one warpgroup
        snprintf(key, sizeof key, "flops_per_cycle_per_sm_%dwg", wg);
        l.add(key, flops * n * wg / (double)h[0]);
    }
    return "{" + l.s + "}";
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
    long long* d_out = nullptr;
    float* d_sink = nullptr;
    char* d_src = nullptr;
    const size_t src_bytes = 2048ull << 20;
    auto setup = [&] {
        CK(cudaMalloc(&d_out, 4096 * 8));
        CK(cudaMalloc(&d_sink, 1 << 20));
        CK(cudaMalloc(&d_src, src_bytes));
        CK(cudaMemset(d_src, 1, src_bytes));
        k_clock<<<1, 1>>>(d_out, 20000000);
        CK(cudaGetLastError());
        long long h[2];
        CK(cudaMemcpy(h, d_out, 16, cudaMemcpyDeviceToHost));
        g_mhz = (double)h[0] / h[1] * 1e3;
    };
    auto run = [&](const char* name, auto fn) {
        if (!want(name)) return;
        try {
            if (!d_out) setup();
            emit(name, fn());
        } catch (const std::exception& e) {
            ++failed;
            printf("{\"section\":\"%s\",\"error\":\"%s\"}\n", name, e.what());
            fflush(stdout);
            cudaDeviceReset();
            d_out = nullptr;
        }
    };
    run("wgmma", [&] {
        Line l;
        l.add("sm_mhz", g_mhz);
        l.raw("method", "\"k_wgmma: A and B from zeroed shared memory (no-swizzle descriptors), f32 accumulators in "
                        "registers. latency: one warpgroup, fence + wgmma + commit + wait_group 0 per step; "
                        "issue_interval: W warpgroups in one block on one SM, each 32 groups of 8 back-to-back "
                        "wgmma into one accumulator (one commit per group, one wait at the end), cycles per wgmma "
                        "per warpgroup\"");
        l.raw("m64n64k16_f32_f16", wgmma_entry<64>(d_out, d_sink));
        l.raw("m64n128k16_f32_f16", wgmma_entry<128>(d_out, d_sink));
        l.raw("m64n256k16_f32_f16", wgmma_entry<256>(d_out, d_sink));
        return l.s;
    });
    run("bulk_copy", [&] {
        Line l;
        l.add("sm_mhz", g_mhz);
        l.raw("method", "\"cp.async.bulk global->shared completing on an mbarrier (expect_tx), one thread per block. "
                        "latency: one copy at a time from L2 (source warmed), cycles per copy; bandwidth: a ring of "
                        "4 buffers per block (re-issue as soon as a buffer lands), each block its own region of a 2 "
                        "GB buffer (DRAM), gb_s from CUDA events over the launch\"");
        CK(cudaFuncSetAttribute(k_bulk_latency, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536 + 64));
        std::string lat = "{";
        for (uint32_t bytes : {128u, 1024u, 4096u, 16384u, 65536u}) {
            k_bulk_latency<<<1, 32, 65536 + 64>>>(d_src, bytes, 64, d_out);
            CK(cudaGetLastError());
            long long h;
            CK(cudaMemcpy(&h, d_out, 8, cudaMemcpyDeviceToHost));
            if (h < 0) throw std::runtime_error("k_bulk_latency: the mbarrier wait timed out");
            char b[64];
            snprintf(b, sizeof b, "%s\"%u\":%.6g", lat.size() > 1 ? "," : "", bytes, (double)h / 64);
            lat += b;
        }
        l.raw("latency_cycles_by_bytes", lat + "}");
        CK(cudaFuncSetAttribute(k_bulk, cudaFuncAttributeMaxDynamicSharedMemorySize, 4 * 32768 + 64));
        cudaEvent_t a, b;
        CK(cudaEventCreate(&a));
        CK(cudaEventCreate(&b));
        for (int blocks : {1, 132}) {
            std::string row = "{";
            for (uint32_t chunk : {4096u, 16384u, 32768u}) {
                const int stages = 4;
                size_t region = blocks == 1 ? (256ull << 20) : src_bytes / blocks / chunk * chunk;
                int nchunks = (int)(region / chunk);
                size_t shm = (size_t)stages * chunk + 8 * stages;
                std::vector<float> ts;
                for (int rep = 0; rep < 4; ++rep) {
                    CK(cudaEventRecord(a));
                    k_bulk<<<blocks, 32, shm>>>(d_src, region, chunk, stages, nchunks, d_out);
                    CK(cudaEventRecord(b));
                    CK(cudaEventSynchronize(b));
                    CK(cudaGetLastError());
                    float ms;
                    CK(cudaEventElapsedTime(&ms, a, b));
                    if (rep > 0) ts.push_back(ms);
                }
                std::vector<long long> h(3 * blocks);
                CK(cudaMemcpy(h.data(), d_out, h.size() * 8, cudaMemcpyDeviceToHost));
                for (int q = 0; q < blocks; ++q)
                    if (h[3 * q] < 0) throw std::runtime_error("k_bulk: an mbarrier wait timed out");
                std::sort(ts.begin(), ts.end());
                double ms = ts[ts.size() / 2];
                double bytes = (double)region * blocks;
                char s[200];
                snprintf(s, sizeof s, "%s\"%u\":{\"ms\":%.6g,\"gb_s\":%.6g,\"bytes_per_cycle\":%.6g}", row.size() > 1 ? "," : "",
                         chunk, ms, bytes / (ms * 1e-3) / 1e9, bytes / (ms * 1e-3) / (g_mhz * 1e6));
                row += s;
            }
            l.raw(blocks == 1 ? "bandwidth_1_sm_by_chunk" : "bandwidth_132_sms_by_chunk", row + "}");
        }
        CK(cudaEventDestroy(a));
        CK(cudaEventDestroy(b));
        return l.s;
    });
    return failed ? 1 : 0;
}
