// H200 memory-level parallelism per SM (issue #12): how much bandwidth one
// SM gets from DRAM and from L2 as a function of how many loads it keeps in
// flight (warps x independent loads per thread), and how that changes as
// more SMs stream at the same time. The timing model's per-SM in-flight
// limit (memsys/timing: L1 miss slots) is calibrated against it.
//
// Build: nvcc -arch=sm_90 -O3 -lineinfo -o mlpbench mlpbench.cu
// Run:   ./mlpbench > h200-mlp.json    (one JSON object)
//
// Placement: every launch has one block per SM that takes part: the blocks
// ask for 116 KB of dynamic shared memory, so no two fit on one SM, and a
// grid of k blocks runs on k distinct SMs (the SM ids are recorded). The
// 64-warp stream rows launch 264 blocks of 1024 threads (two per SM, all
// resident at once: 32 registers at most) and only the blocks on SMs 0,
// 132/k, 2*132/k, ... read; a SM's cycles are its slower block's.
// Timing: each block times itself with clock64 (SM cycles) between two
// __syncthreads; a measurement is the median over 3 launches after one
// warm-up of the per-SM figures. Bytes per cycle are per SM; "total" is the
// bytes of all SMs over the slowest SM's cycles.
//
// Patterns:
//   stream: warp-coalesced float4 loads (512 B per warp instruction), `ilp`
//           independent loads per thread per iteration, each SM its own
//           contiguous region. dram: default loads, regions move through an
//           8 GB buffer so that no launch finds its data in L2 (60 MB);
//           l2: ld.global.cg over a 64 KB region per SM re-read many times
//           (L2 hits after the warm-up launch, never L1 hits).
//   sector: like stream, but lane i of a warp reads the 4-byte word at
//           128*i bytes: 32 lines of one sector each per request, 128
//           useful bytes per 1024 fetched (strided/irregular kernels; with
//           the stream rows it tells a limit on lines in flight from one on
//           sectors).
//   chase:  pointer chasing, each warp follows `ilp` independent chains of
//           128-byte nodes (all 32 lanes read the node's words: one
//           coalesced request per step); dram: 2 GB ring, consecutive nodes
//           ~128 MB apart; l2: 8 MB ring (.cg), warmed first.
//   store*: stores into 128 KB per SM (L2-resident), coalesced (f32,
//           float4) or one lane per 64 / 128 bytes (see k_store).
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench.cuh"

static const size_t MB = 1 << 20;
static const int SMEM = 116 * 1024;

__device__ __forceinline__ unsigned ld_cg_u32(const unsigned* p)
{
    unsigned v;
    asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
}

__device__ __forceinline__ unsigned ld_u32(const unsigned* p)
{
    unsigned v;
    asm volatile("ld.global.u32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
}

// out[2*b] = cycles, out[2*b+1] = smid.
__device__ __forceinline__ void finish(long long c0, long long* out, float acc, float* sink)
{
    __syncthreads();
    if (threadIdx.x == 0) {
        out[2 * blockIdx.x] = clock64() - c0;
        out[2 * blockIdx.x + 1] = smid();
    }
    if (acc == 1234.5f) sink[0] = acc;
}

// Coalesced stream: block b reads n elements (float, or float4 when VEC is
// 4) from base + b*stride, `passes` times, ILP independent loads per
// thread per iteration, reduced with a max tree. With this shape and
// __launch_bounds__(1024, 2), ptxas 11.8 issues all loads of an iteration
// before any use (f32 x 1..8, float4 x 1..4); without the bounds it
// interleaved float4 x 4 loads with their uses, and with one accumulator
// per load even float4 x 2 (so membench's k_sm_stream keeps ~2 float4 in
// flight per thread, not 4). run.sh records the SASS order per kernel.
template <int VEC>
struct vec_t;
template <>
struct vec_t<1> {
    typedef float T;
    static __device__ __forceinline__ float ld(const float* p, bool cg) { return cg ? ld_cg(p) : *p; }
    static __device__ __forceinline__ float red(float v) { return v; }
};
template <>
struct vec_t<4> {
    typedef float4 T;
    static __device__ __forceinline__ float4 ld(const float4* p, bool cg) { return cg ? ld_cg4(p) : *p; }
    static __device__ __forceinline__ float red(float4 v) { return fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)); }
};

// sel > 0 (the 64-warp rows: 2 x 132 blocks of 1024 threads, two per SM):
// only the blocks on SMs sel*i (i < nsel) run; the others record -1.
template <int CG, int VEC, int ILP>
__global__ void __launch_bounds__(1024, 2) k_stream(const typename vec_t<VEC>::T* __restrict__ base, size_t stride, size_t n, int passes,
                         long long* out, float* sink, int sel, int nsel)
{
    typedef vec_t<VEC> V;
    extern __shared__ float pad[];
    if (sel > 0) {
        unsigned s = smid();
        if (s % sel != 0 || s / sel >= (unsigned)nsel) {
            if (threadIdx.x == 0) {
                out[2 * blockIdx.x] = -1;
                out[2 * blockIdx.x + 1] = s;
            }
            return;
        }
    }
    const typename V::T* p = base + (size_t)blockIdx.x * stride;
    const int nt = blockDim.x;
    float acc = 0.0f;
    if (threadIdx.x == 0) pad[0] = 0.0f;
    __syncthreads();
    long long c0 = clock64();
    for (int q = 0; q < passes; ++q) {
#pragma unroll 1
        for (size_t i = threadIdx.x; i + (ILP - 1) * nt < n; i += ILP * nt) {
            typename V::T v[ILP];
#pragma unroll
            for (int k = 0; k < ILP; ++k) v[k] = V::ld(p + i + k * nt, CG);
            float m = 0.0f;
#pragma unroll
            for (int k = 0; k < ILP; ++k) m = fmaxf(m, V::red(v[k]));
            acc += m;
        }
    }
    finish(c0, out, acc + pad[0], sink);
}

// Sector pattern: lane l of warp w reads word 32*l of the 4 KB chunk
// (w + k*warps) of the block's region: 32 lines, one sector each.
template <int CG, int ILP>
__global__ void k_sector(const float* __restrict__ base, size_t strideF, size_t chunks, int passes, long long* out, float* sink)
{
    extern __shared__ float pad[];
    const float* p = base + (size_t)blockIdx.x * strideF + 32 * (threadIdx.x & 31);
    const int nw = blockDim.x >> 5, w = threadIdx.x >> 5;
    float acc = 0.0f;
    if (threadIdx.x == 0) pad[0] = 0.0f;
    __syncthreads();
    long long c0 = clock64();
    for (int q = 0; q < passes; ++q) {
#pragma unroll 1
        for (size_t c = w; c + (ILP - 1) * nw < chunks; c += ILP * nw) {
            float v[ILP];
#pragma unroll
            for (int k = 0; k < ILP; ++k) v[k] = CG ? ld_cg(p + (c + k * nw) * 1024) : p[(c + k * nw) * 1024];
#pragma unroll
            for (int k = 0; k < ILP; ++k) acc += v[k];
        }
    }
    finish(c0, out, acc + pad[0], sink);
}

// Chase: warp w of block b follows ILP chains; a node is 32 u32 words, all
// holding the next node's index.
template <int CG, int ILP>
__global__ void k_chase(const unsigned* __restrict__ ring, unsigned nodes, unsigned seed, int steps, long long* out, float* sink)
{
    extern __shared__ float pad[];
    const int lane = threadIdx.x & 31;
    const unsigned gw = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    unsigned cur[ILP];
#pragma unroll
    for (int k = 0; k < ILP; ++k) cur[k] = (unsigned)(((unsigned long long)(gw * ILP + k + seed) * 2654435761ull) % nodes);
    if (threadIdx.x == 0) pad[0] = 0.0f;
    __syncthreads();
    long long c0 = clock64();
#pragma unroll 1
    for (int s = 0; s < steps; ++s) {
#pragma unroll
        for (int k = 0; k < ILP; ++k) {
            const unsigned* a = ring + (size_t)cur[k] * 32 + lane;
            cur[k] = CG ? ld_cg_u32(a) : ld_u32(a);
        }
    }
    unsigned x = 0;
#pragma unroll
    for (int k = 0; k < ILP; ++k) x += cur[k];
    finish(c0, out, (float)(x == 0xffffffffu) + pad[0], sink);
}

// Stores: warp w's store i writes chunk (w + i*warps) mod chunks of the
// block's region, lane l at l*STRIDE bytes into it, VEC floats (STRIDE =
// 4*VEC: coalesced; 64: two lanes per line, 16 lines of two partial
// sectors, as the scale corpus's scan_sums; 128: 32 lines of one partial
// sector). Fire and forget: the clock stops when the last store has
// issued (the SM's store path sets the pace once its queue is full).
template <int VEC, int STRIDE>
__global__ void __launch_bounds__(1024, 2) k_store(float* base, size_t region, int iters, long long* out, float* sink)
{
    extern __shared__ float pad[];
    char* p = (char*)base + blockIdx.x * region + (threadIdx.x & 31) * STRIDE;
    const unsigned nw = blockDim.x >> 5, w = threadIdx.x >> 5;
    const unsigned mask = (unsigned)(region / (32 * STRIDE)) - 1; // region / chunk: a power of two
    if (threadIdx.x == 0) pad[0] = 0.0f;
    __syncthreads();
    long long c0 = clock64();
#pragma unroll 4
    for (int i = 0; i < iters; ++i) {
        size_t off = (size_t)((w + i * nw) & mask) * (32 * STRIDE);
        if (VEC == 4)
            *(float4*)(p + off) = make_float4(i, i, i, i);
        else
            *(float*)(p + off) = (float)i;
    }
    finish(c0, out, pad[0], sink);
}

__global__ void k_fill_ring(unsigned* ring, unsigned nodes, unsigned step)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    size_t n = (size_t)nodes * 32;
    for (; i < n; i += (size_t)gridDim.x * blockDim.x) {
        unsigned node = (unsigned)(i >> 5);
        ring[i] = (unsigned)(((unsigned long long)node + step) % nodes);
    }
}

// ---------------------------------------------------------------- host

static char* g_buf;
static size_t g_bufBytes;
static size_t g_cursor; // dram regions move through g_buf
static long long* g_out;
static float* g_sink;
static std::string g_json;
static bool g_first = true;

template <typename K>
static void allow(K k)
{
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM));
}

struct Meas {
    double cyc_med, cyc_max, bpc_med, bpc_min, total_bpc;
    int distinct;
};

// Runs launch() 1 + 3 times over `blocks` blocks; per SM (blocks grouped
// by SM id, those that recorded -1 left out) the slowest block's cycles
// and bytes_per_block x its blocks; returns the medians over the launches.
template <typename F>
static Meas measure(int blocks, double bytes_per_block, F launch)
{
    std::vector<double> med, mx, bytes;
    int distinct = 0;
    for (int rep = 0; rep < 4; ++rep) {
        launch();
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
        if (rep == 0) continue;
        std::vector<long long> h(2 * blocks);
        CK(cudaMemcpy(h.data(), g_out, 16 * blocks, cudaMemcpyDeviceToHost));
        std::vector<double> cyc(1024, -1.0);
        std::vector<int> nb(1024, 0);
        for (int b = 0; b < blocks; ++b) {
            if (h[2 * b] < 0) continue;
            int id = (int)(h[2 * b + 1] & 1023);
            cyc[id] = std::max(cyc[id], (double)h[2 * b]);
            nb[id]++;
        }
        std::vector<double> c;
        int per = 0;
        for (int id = 0; id < 1024; ++id)
            if (nb[id] > 0) {
                c.push_back(cyc[id]);
                per = std::max(per, nb[id]);
            }
        std::sort(c.begin(), c.end());
        distinct = (int)c.size();
        med.push_back(c[c.size() / 2]);
        mx.push_back(c.back());
        bytes.push_back(bytes_per_block * per);
    }
    std::sort(med.begin(), med.end());
    std::sort(mx.begin(), mx.end());
    Meas m;
    double bytes_per_sm = bytes[0];
    m.cyc_med = med[1];
    m.cyc_max = mx[1];
    m.bpc_med = bytes_per_sm / m.cyc_med;
    m.bpc_min = bytes_per_sm / m.cyc_max;
    m.total_bpc = bytes_per_sm * distinct / m.cyc_max;
    m.distinct = distinct;
    return m;
}

static void row(const char* pattern, const char* level, int sms, int warps, int ilp, double bytes_per_sm, const Meas& m,
                const char* extra = "")
{
    char b[512];
    snprintf(b, sizeof b,
             "%s\n{\"pattern\":\"%s\",\"level\":\"%s\",\"sms\":%d,\"warps\":%d,\"ilp\":%d,\"bytes_per_sm\":%.0f,"
             "\"cycles_median\":%.0f,\"cycles_max\":%.0f,\"sm_bytes_per_cycle\":%.3f,\"sm_bytes_per_cycle_min\":%.3f,"
             "\"total_bytes_per_cycle\":%.2f,\"distinct_sms\":%d%s}",
             g_first ? "" : ",", pattern, level, sms, warps, ilp, bytes_per_sm, m.cyc_med, m.cyc_max, m.bpc_med,
             m.bpc_min, m.total_bpc, m.distinct, extra);
    g_first = false;
    g_json += b;
    fprintf(stderr, "%s %s sms=%d warps=%d ilp=%d: %.2f B/cycle/SM (%.0f cycles)\n", pattern, level, sms, warps, ilp,
            m.bpc_med, m.cyc_med);
}

// The next dram region of `bytes`, 4 KB aligned, never overlapping the
// last ~8 GB of traffic.
static size_t take(size_t bytes)
{
    bytes = (bytes + 4095) & ~(size_t)4095;
    if (g_cursor + bytes > g_bufBytes) g_cursor = 0;
    size_t at = g_cursor;
    g_cursor += bytes;
    return at;
}

template <int CG, int VEC, int ILP>
static void stream_one(int sms, int warps)
{
    const bool dram = !CG;
    const size_t req = (size_t)warps * ILP * 128 * VEC; // bytes one round of loads of all warps asks for
    size_t per_sm;
    int passes;
    if (dram) {
        // 64 rounds, 64 KB .. 8 MB
        per_sm = std::min<size_t>(8 * MB, std::max<size_t>(64 * 1024, req * 64));
        passes = 1;
    } else {
        per_sm = std::max<size_t>(64 * 1024, req);
        passes = (int)std::min<size_t>(64, std::max<size_t>(4, req * 128 / per_sm));
    }
    // 64 warps: two blocks of 1024 threads on each SM (all 264 resident), each with half the SM's bytes;
    // the SMs 0, sel, 2*sel, ... take part
    const bool two = warps == 64;
    const int blocks = two ? 264 : sms, threads = two ? 1024 : warps * 32, sel = two ? 132 / sms : 0;
    if (two) per_sm /= 2; // per block from here on
    size_t n = per_sm / (4 * VEC);
    auto k = k_stream<CG, VEC, ILP>;
    allow(k);
    size_t fixed = dram ? 0 : take(264 * per_sm); // l2 variant: one fixed set of regions per config
    Meas m = measure(blocks, (double)per_sm * passes, [&] {
        size_t at = dram ? take(per_sm * blocks) : fixed;
        k<<<blocks, threads, two ? 64 : SMEM>>>((const typename vec_t<VEC>::T*)(g_buf + at), n, n, passes, g_out, g_sink,
                                              sel, sms);
    });
    if (two) per_sm *= 2;
    char extra[48];
    snprintf(extra, sizeof extra, ",\"load_bytes\":%d", 4 * VEC);
    row(VEC == 1 ? "stream" : "stream16", dram ? "dram" : "l2", sms, warps, ILP, (double)per_sm * passes, m, extra);
}

template <int CG, int ILP>
static void sector_one(int sms, int warps)
{
    const bool dram = !CG;
    size_t chunks; // 4 KB chunks per SM, 128 useful bytes each
    int passes;
    if (dram) {
        chunks = std::min<size_t>(2048, std::max<size_t>(64, (size_t)warps * ILP * 16));
        passes = 1;
    } else {
        chunks = std::max<size_t>(16, (size_t)warps * ILP);
        passes = (int)std::min<size_t>(256, std::max<size_t>(8, (size_t)warps * ILP * 64 / chunks));
    }
    auto k = k_sector<CG, ILP>;
    allow(k);
    size_t fixed = dram ? 0 : take(132 * chunks * 4096);
    double useful = (double)chunks * 128 * passes;
    Meas m = measure(sms, useful, [&] {
        size_t at = dram ? take(chunks * 4096 * sms) : fixed;
        k<<<sms, warps * 32, SMEM>>>((const float*)(g_buf + at), chunks * 1024, chunks, passes, g_out, g_sink);
    });
    char extra[64];
    snprintf(extra, sizeof extra, ",\"lines_per_request\":32,\"sectors_per_request\":32");
    row("sector", dram ? "dram" : "l2", sms, warps, ILP, useful, m, extra);
}

template <int CG, int ILP>
static void chase_one(unsigned* ring, unsigned nodes, int sms, int warps, int steps)
{
    auto k = k_chase<CG, ILP>;
    allow(k);
    double bytes = (double)warps * ILP * steps * 128;
    static unsigned seed = 0;
    Meas m = measure(sms, bytes, [&] { k<<<sms, warps * 32, SMEM>>>(ring, nodes, seed += 7919, steps, g_out, g_sink); });
    char extra[96];
    snprintf(extra, sizeof extra, ",\"steps\":%d,\"cycles_per_step\":%.1f", steps, m.cyc_med / steps);
    row("chase", CG ? "l2" : "dram", sms, warps, ILP, bytes, m, extra);
}

template <int VEC, int STRIDE>
static void store_one(int sms, int warps)
{
    const size_t region = 128 * 1024; // per SM, rewritten: stays in L2
    const int iters = 8192 / warps;   // 8192 warp stores per SM
    auto k = k_store<VEC, STRIDE>;
    allow(k);
    size_t at = take(132 * region);
    double bytes = 8192.0 * 32 * 4 * VEC;
    Meas m = measure(sms, bytes, [&] { k<<<sms, warps * 32, SMEM>>>((float*)(g_buf + at), region, iters, g_out, g_sink); });
    char extra[96];
    int lines = STRIDE <= 16 ? (int)(32 * STRIDE / 128) : 32 * STRIDE / 128 > 32 ? 32 : 32 * STRIDE / 128;
    snprintf(extra, sizeof extra, ",\"store_bytes\":%d,\"lane_stride\":%d,\"lines_per_request\":%d", 4 * VEC, STRIDE,
             lines);
    row(VEC == 4 ? "store16" : STRIDE == 4 ? "store" : STRIDE == 64 ? "store_stride64" : "store_stride128", "l2", sms,
        warps, 1, bytes, m, extra);
}

template <int CG>
static void stream_ilp(int vec, int ilp, int sms, int warps)
{
    if (vec == 4) {
        if (ilp == 1) stream_one<CG, 4, 1>(sms, warps);
        if (ilp == 2) stream_one<CG, 4, 2>(sms, warps);
        if (ilp == 4) stream_one<CG, 4, 4>(sms, warps);
        return;
    }
    switch (ilp) {
    case 1: stream_one<CG, 1, 1>(sms, warps); break;
    case 2: stream_one<CG, 1, 2>(sms, warps); break;
    case 4: stream_one<CG, 1, 4>(sms, warps); break;
    case 8: stream_one<CG, 1, 8>(sms, warps); break;
    }
}

template <int CG>
static void sector_ilp(int ilp, int sms, int warps)
{
    switch (ilp) {
    case 1: sector_one<CG, 1>(sms, warps); break;
    case 4: sector_one<CG, 4>(sms, warps); break;
    }
}

template <int CG>
static void chase_ilp(int ilp, unsigned* ring, unsigned nodes, int sms, int warps, int steps)
{
    switch (ilp) {
    case 1: chase_one<CG, 1>(ring, nodes, sms, warps, steps); break;
    case 4: chase_one<CG, 4>(ring, nodes, sms, warps, steps); break;
    }
}

int main(int argc, char** argv)
{
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    int clk = 0;
    cudaDeviceGetAttribute(&clk, cudaDevAttrClockRate, 0);
    g_bufBytes = (size_t)8192 * MB;
    CK(cudaMalloc(&g_buf, g_bufBytes));
    CK(cudaMemset(g_buf, 0, g_bufBytes));
    CK(cudaMalloc(&g_out, 16 * 1024));
    CK(cudaMalloc(&g_sink, 64));
    std::string what = argc > 1 ? argv[1] : "all";

    const int smsList[] = {1, 4, 16, 33, 66, 132};
    const int warpsList[] = {1, 2, 4, 8, 16, 32, 64};
    const int ilpList[] = {1, 2, 4, 8};
    if (what == "all" || what == "stream") {
        for (int sms : smsList)
            for (int w : warpsList) {
                for (int ilp : ilpList) stream_ilp<0>(1, ilp, sms, w);
                for (int ilp : {1, 2, 4}) stream_ilp<0>(4, ilp, sms, w);
            }
        for (int sms : {1, 16, 132})
            for (int w : warpsList) {
                for (int ilp : ilpList) stream_ilp<1>(1, ilp, sms, w);
                for (int ilp : {1, 2, 4}) stream_ilp<1>(4, ilp, sms, w);
            }
    }
    if (what == "all" || what == "sector") {
        // l2 rows up to 33 SMs: 33 x 512 KB (32 warps x 4) stays well inside L2
        for (int sms : {1, 16, 33, 132})
            for (int w : {1, 2, 4, 8, 16, 32})
                for (int ilp : {1, 4}) {
                    sector_ilp<0>(ilp, sms, w);
                    if (sms <= 33) sector_ilp<1>(ilp, sms, w);
                }
    }
    if (what == "all" || what == "store") {
        for (int sms : {1, 16, 132})
            for (int w : {4, 16, 32}) {
                store_one<1, 4>(sms, w);
                store_one<4, 16>(sms, w);
                store_one<1, 64>(sms, w);
                store_one<1, 128>(sms, w);
            }
    }
    if (what == "all" || what == "chase") {
        // dram ring: 2 GB = 16M nodes, step ~128 MB (1000003 nodes, prime: one cycle); each launch
        // starts its chains at new nodes, so at most L2/ring (3%) of the steps can hit in L2
        unsigned* ring = (unsigned*)(g_buf + 4096 * MB);
        unsigned nodes = (unsigned)(2048 * MB / 128);
        k_fill_ring<<<1024, 256>>>(ring, nodes, 1000003u);
        CK(cudaDeviceSynchronize());
        for (int sms : {1, 16, 132})
            for (int w : {1, 4, 16, 32})
                for (int ilp : {1, 4}) chase_ilp<0>(ilp, ring, nodes, sms, w, 64);
        // l2 ring: 8 MB = 64K nodes, step 4099 nodes (prime)
        unsigned* r2 = (unsigned*)(g_buf + 6144 * MB);
        unsigned n2 = (unsigned)(8 * MB / 128);
        k_fill_ring<<<1024, 256>>>(r2, n2, 4099u);
        CK(cudaDeviceSynchronize());
        for (int sms : {1, 16, 132})
            for (int w : {1, 4, 16, 32})
                for (int ilp : {1, 4}) chase_ilp<1>(ilp, r2, n2, sms, w, 256);
    }
    printf("{\"program\":\"mlpbench\",\"device\":{\"name\":\"%s\",\"sms\":%d,\"attr_clock_khz\":%d,\"l2_bytes\":%d},"
           "\"method\":\"see benchmarks/calibration/mlpbench.cu: one block per SM (116 KB dynamic shared memory), "
           "clock64 per block, median over 3 launches after a warm-up; sm_bytes_per_cycle = useful bytes per SM "
           "cycle (median SM), total_bytes_per_cycle = all SMs' bytes over the slowest SM's cycles\","
           "\"rows\":[%s\n]}\n",
           prop.name, prop.multiProcessorCount, clk, prop.l2CacheSize, g_json.c_str());
    return 0;
}
