// H200 memory-system calibration at scale, for the timing model's memory
// components (issue #12): bandwidth against working-set size, against the
// number of SMs streaming, against access stride and pattern, reads against
// writes; L2 hit bandwidth; pointer-chase latency while other SMs stream;
// per-address L2 latency seen from several SMs (the near/far L2 partition);
// L1 throughput for requests touching 1..32 sectors.
//
// Build: nvcc -arch=sm_90 -O3 -lineinfo -o membench membench.cu
// Run:   ./membench [SECTION...]        (no argument: every section)
// Output: one JSON object per line, {"section": NAME, ...} or
// {"section": NAME, "error": TEXT}; run_scale.sh assembles them into
// h200-memory.json. A section that fails (a CUDA error) is reported and the
// device is reset, so the sections after it still run.
//
// Bandwidths: CUDA events, median of 5 launches after one warm-up, in GB/s
// (1e9 bytes/s) and bytes per SM-clock cycle at the clock measured by the
// `clock` section. Caches are warm between launches (nothing is flushed):
// working sets larger than L2 come from DRAM, smaller ones from L2.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

struct CudaError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

#include "bench.cuh"

static const size_t MB = 1ull << 20;
static double g_mhz = 1980.0; // replaced by the clock section

// ---------------------------------------------------------------- tiny JSON writer

struct Json {
    std::string s;
    bool first = true;
    void sep()
    {
        if (!first) s += ",";
        first = false;
    }
    Json& key(const char* k)
    {
        sep();
        s += "\"";
        s += k;
        s += "\":";
        first = true; // the value follows without a comma
        return *this;
    }
    Json& num(double v)
    {
        sep();
        char b[64];
        if (v == (long long)v && v < 1e15 && v > -1e15)
            snprintf(b, sizeof b, "%lld", (long long)v);
        else
            snprintf(b, sizeof b, "%.6g", v);
        s += b;
        return *this;
    }
    Json& str(const std::string& v)
    {
        sep();
        s += "\"";
        for (char c : v) {
            if (c == '"' || c == '\\') s += '\\';
            if (c == '\n') {
                s += "\\n";
                continue;
            }
            s += c;
        }
        s += "\"";
        return *this;
    }
    Json& open(char c = '{')
    {
        sep();
        s += c;
        first = true;
        return *this;
    }
    Json& close(char c = '}')
    {
        s += c;
        first = false;
        return *this;
    }
    Json& kv(const char* k, double v) { return key(k).num(v); }
    Json& kvs(const char* k, const std::string& v) { return key(k).str(v); }
};

static void emit(const char* section, Json& body)
{
    printf("{\"section\":\"%s\",\"data\":{%s}}\n", section, body.s.c_str());
    fflush(stdout);
}

static void emit_error(const char* section, const char* what)
{
    Json j;
    j.kvs("error", what);
    printf("{\"section\":\"%s\",%s}\n", section, j.s.c_str());
    fflush(stdout);
}

// Median of `reps` timed launches after `warm` untimed ones, in ms.
static double time_ms(const std::function<void()>& launch, int warm = 1, int reps = 5)
{
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    for (int i = 0; i < warm; ++i) launch();
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    std::vector<float> t;
    for (int i = 0; i < reps; ++i) {
        CK(cudaEventRecord(a));
        launch();
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        CK(cudaGetLastError());
        float ms;
        CK(cudaEventElapsedTime(&ms, a, b));
        t.push_back(ms);
    }
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// Bandwidth fields: bytes moved in ms.
static void bw_fields(Json& j, double bytes, double ms)
{
    j.kv("ms", ms);
    j.kv("gb_s", bytes / (ms * 1e-3) / 1e9);
    j.kv("bytes_per_cycle", bytes / (ms * 1e-3) / (g_mhz * 1e6));
}

// ---------------------------------------------------------------- device helpers

__device__ __forceinline__ unsigned long long gtimer()
{
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__device__ __forceinline__ uint32_t hash32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

template <int CG>
__device__ __forceinline__ float4 ld4(const float4* p)
{
    if (CG) return ld_cg4(p);
    return *p;
}

template <int CG>
__device__ __forceinline__ float ld1(const float* p)
{
    if (CG) return ld_cg(p);
    return *p;
}

// Claims one block per SM: the first block to arrive on each SM in this
// launch (epoch) gets a rank (arrival order across SMs); the others get -1.
// claim[] and counter[] are zeroed once; each launch passes a new epoch, so
// nothing has to be reset inside a timed region.
__device__ int claim_sm(int* claim, int* counter, int epoch)
{
    __shared__ int rank;
    if (threadIdx.x == 0) {
        unsigned s = smid();
        rank = atomicMax(&claim[s & 1023], epoch) < epoch ? atomicAdd(&counter[epoch & 1023], 1) : -1;
    }
    __syncthreads();
    return rank;
}

static int* g_claim = nullptr;   // 1024 ints
static int* g_counter = nullptr; // 1024 ints
static int g_epoch = 0;

// The next launch's epoch (re-zeroing the arrays when the epochs run out).
static int next_epoch()
{
    if (!g_claim) {
        CK(cudaMalloc(&g_claim, 4096));
        CK(cudaMalloc(&g_counter, 4096));
        g_epoch = 1024;
    }
    if (++g_epoch >= 1024) {
        CK(cudaMemset(g_claim, 0, 4096));
        CK(cudaMemset(g_counter, 0, 4096));
        CK(cudaDeviceSynchronize());
        g_epoch = 1;
    }
    return g_epoch;
}

// ---------------------------------------------------------------- clock

__global__ void k_clock(long long* out, long long ns)
{
    unsigned long long g0 = gtimer();
    long long c0 = clock64();
    while (gtimer() - g0 < (unsigned long long)ns) {
    }
    unsigned long long g1 = gtimer();
    long long c1 = clock64();
    out[0] = c1 - c0;
    out[1] = (long long)(g1 - g0);
}

static double measure_mhz()
{
    long long* d;
    CK(cudaMalloc(&d, 16));
    k_clock<<<1, 1>>>(d, 20000000);
    CK(cudaGetLastError());
    long long h[2];
    CK(cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost));
    CK(cudaFree(d));
    return (double)h[0] / (double)h[1] * 1e3;
}

static void sec_clock()
{
    Json j;
    // A load first, so the clock is the one the benchmarks run at.
    float* buf;
    CK(cudaMalloc(&buf, 256 * MB));
    CK(cudaMemset(buf, 0, 256 * MB));
    CK(cudaDeviceSynchronize());
    CK(cudaFree(buf));
    g_mhz = measure_mhz();
    j.kv("sm_mhz", g_mhz);
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    j.kvs("name", p.name);
    j.kv("sms", p.multiProcessorCount);
    j.kv("l2_bytes", p.l2CacheSize);
    j.kv("mem_bus_bits", p.memoryBusWidth);
    int clk = 0, memclk = 0;
    cudaDeviceGetAttribute(&clk, cudaDevAttrClockRate, 0);
    cudaDeviceGetAttribute(&memclk, cudaDevAttrMemoryClockRate, 0);
    j.kv("attr_clock_khz", clk);
    j.kv("attr_mem_clock_khz", memclk);
    emit("clock", j);
}

// ---------------------------------------------------------------- bandwidth vs working set

// Reads n4 float4 `passes` times; each pass shifts which block reads which
// slice by about half the grid, so repeated passes are L1 misses.
__global__ void __launch_bounds__(256) k_read(const float4* __restrict__ p, size_t n4, int passes, float* sink)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    float acc = 0.0f;
    for (int q = 0; q < passes; ++q) {
        unsigned blk = (blockIdx.x + (unsigned)q * (gridDim.x / 2 + 1)) % gridDim.x;
        size_t i = (size_t)blk * blockDim.x + threadIdx.x;
        for (; i + 3 * stride < n4; i += 4 * stride) {
            float4 a = p[i], b = p[i + stride], c = p[i + 2 * stride], d = p[i + 3 * stride];
            acc += (a.x + a.y + a.z + a.w) + (b.x + b.y + b.z + b.w) + (c.x + c.y + c.z + c.w) + (d.x + d.y + d.z + d.w);
        }
        for (; i < n4; i += stride) {
            float4 a = p[i];
            acc += a.x + a.y + a.z + a.w;
        }
    }
    if (acc == 1234.5f) sink[0] = acc;
}

// Mixed traffic: the buffer is cut into 8 equal regions; thread g handles
// slot i (i = g, g + T, ...) of every region, writing it in the first wr8
// regions and reading it in the others, so reads and writes interleave in
// time at every ratio. `passes` sweeps per launch, each pass shifting which
// block takes which slots by about half the grid (no L1 reuse), so a small
// (L2-resident) buffer is not measured against the launch overhead.
__global__ void __launch_bounds__(256) k_mix(float4* p, size_t n4, int wr8, float v, int passes, float* sink)
{
    size_t stride = (size_t)gridDim.x * blockDim.x, region = n4 / 8;
    float acc = 0.0f;
    float4 w = make_float4(v, v, v, v);
    for (int q = 0; q < passes; ++q) {
        unsigned blk = (blockIdx.x + (unsigned)q * (gridDim.x / 2 + 1)) % gridDim.x;
        for (size_t i = (size_t)blk * blockDim.x + threadIdx.x; i < region; i += stride) {
#pragma unroll
            for (int k = 0; k < 8; ++k) {
                if (k < wr8) {
                    p[i + k * region] = w;
                } else {
                    float4 a = p[i + k * region];
                    acc += a.x + a.y + a.z + a.w;
                }
            }
        }
    }
    if (acc == 1234.5f) sink[0] = acc;
}

static float4* g_big = nullptr; // 4 GB, zero-filled
static size_t g_big_bytes = 4096 * MB;
static float* g_sink = nullptr;

static void ensure_big()
{
    if (!g_big) {
        CK(cudaMalloc(&g_big, g_big_bytes));
        CK(cudaMemset(g_big, 0, g_big_bytes));
        CK(cudaMalloc(&g_sink, 4096));
    }
}

static const int kGrid = 132 * 8; // 8 blocks of 256 per SM: full occupancy

static void sec_bw_size()
{
    ensure_big();
    Json j;
    j.kvs("method", "k_read: float4 loads, 1056x256 threads, 4 loads in flight per thread; `passes` sweeps over the "
                    "working set per launch (at least 1 GB read per launch), slices rotate between passes so L1 misses");
    j.key("read").open();
    const int sizes[] = {8, 16, 24, 32, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96, 128, 192, 256, 512, 1024, 2048, 4096};
    for (int s : sizes) {
        size_t bytes = (size_t)s * MB;
        size_t n4 = bytes / 16;
        int passes = std::max(1, (int)(1024 / s));
        double ms = time_ms([&] { k_read<<<kGrid, 256>>>(g_big, n4, passes, g_sink); });
        char k[32];
        snprintf(k, sizeof k, "%d", s);
        j.key(k).open();
        j.kv("passes", passes);
        bw_fields(j, (double)bytes * passes, ms);
        j.close();
    }
    j.close();
    emit("bw_vs_working_set", j);
}

static void sec_rw_mix()
{
    ensure_big();
    Json j;
    j.kvs("method", "k_mix: the buffer in 8 regions; each thread takes the same slot of every region, writes it in "
                    "the first wr8 regions, reads it in the others; bytes = all slots touched (dram: 1 GB, one pass; "
                    "l2: 16 MB, 64 passes in the launch, the slot-to-block mapping rotating between passes)");
    for (int which = 0; which < 2; ++which) {
        size_t bytes = which == 0 ? 1024 * MB : 16 * MB;
        int passes = which == 0 ? 1 : 64;
        j.key(which == 0 ? "dram_1gb" : "l2_16mb").open();
        for (int wr8 = 0; wr8 <= 8; ++wr8) {
            size_t n4 = bytes / 16;
            double ms = time_ms([&] { k_mix<<<kGrid, 256>>>(g_big, n4, wr8, 1.0f, passes, g_sink); });
            char k[32];
            snprintf(k, sizeof k, "wr%d_of_8", wr8);
            j.key(k).open();
            bw_fields(j, (double)bytes * passes, ms);
            j.close();
        }
        j.close();
    }
    emit("read_write_mix", j);
}

// ---------------------------------------------------------------- bandwidth vs SMs streaming

template <int CG>
__global__ void __launch_bounds__(1024, 2)
    k_sm_stream(const float4* __restrict__ p, size_t region4, int passes, int active, int* claim, int* counter,
                int epoch, long long* times, float* sink)
{
    int r = claim_sm(claim, counter, epoch);
    if (r < 0 || r >= active) return;
    const float4* base = p + (size_t)r * region4;
    long long c0 = clock64();
    unsigned long long g0 = gtimer();
    float acc = 0.0f;
    for (int q = 0; q < passes; ++q) {
        size_t i = threadIdx.x;
        for (; i + 3 * 1024 < region4; i += 4 * 1024) {
            float4 a = ld4<CG>(base + i), b = ld4<CG>(base + i + 1024), c = ld4<CG>(base + i + 2048),
                   d = ld4<CG>(base + i + 3072);
            acc += (a.x + a.y + a.z + a.w) + (b.x + b.y + b.z + b.w) + (c.x + c.y + c.z + c.w) + (d.x + d.y + d.z + d.w);
        }
        for (; i < region4; i += 1024) {
            float4 a = ld4<CG>(base + i);
            acc += a.x + a.y + a.z + a.w;
        }
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        times[3 * r] = clock64() - c0;
        times[3 * r + 1] = (long long)(gtimer() - g0);
        times[3 * r + 2] = smid();
    }
    if (acc == 1234.5f) sink[0] = acc;
}

static void sec_bw_sms()
{
    ensure_big();
    long long* times;
    CK(cudaMalloc(&times, 132 * 3 * 8));
    Json j;
    j.kvs("method", "k_sm_stream: 264 blocks of 1024 threads (2 per SM); the first block on each SM claims it; the "
                    "first `sms` claimers each stream their own region (float4, 4 loads in flight per thread). dram: "
                    "region min(128 MB, 4 GB/sms), one pass, default loads; l2: 16 MB split over the SMs, 32 passes, "
                    "ld.global.cg. gb_s from CUDA events over the whole launch; sm_gb_s_median from each SM's own "
                    "globaltimer span");
    const int counts[] = {1, 2, 4, 8, 16, 24, 33, 48, 66, 99, 132};
    for (int variant = 0; variant < 2; ++variant) {
        j.key(variant == 0 ? "dram" : "l2").open();
        for (int k : counts) {
            size_t region = variant == 0 ? std::min<size_t>(128 * MB, g_big_bytes / k) : (16 * MB / k) & ~(size_t)4095;
            int passes = variant == 0 ? 1 : 32;
            size_t r4 = region / 16;
            auto launch = [&] {
                int ep = next_epoch();
                if (variant == 0)
                    k_sm_stream<0><<<264, 1024>>>(g_big, r4, passes, k, g_claim, g_counter, ep, times, g_sink);
                else
                    k_sm_stream<1><<<264, 1024>>>(g_big, r4, passes, k, g_claim, g_counter, ep, times, g_sink);
            };
            double ms = time_ms(launch);
            std::vector<long long> h(132 * 3);
            CK(cudaMemcpy(h.data(), times, 132 * 3 * 8, cudaMemcpyDeviceToHost));
            std::vector<double> per;
            for (int r = 0; r < k; ++r) per.push_back((double)region * passes / (double)h[3 * r + 1]);
            std::sort(per.begin(), per.end());
            char key[32];
            snprintf(key, sizeof key, "%d", k);
            j.key(key).open();
            j.kv("region_bytes", (double)region);
            j.kv("passes", passes);
            bw_fields(j, (double)region * passes * k, ms);
            j.kv("sm_gb_s_median", per[per.size() / 2]);
            j.kv("sm_gb_s_min", per.front());
            j.kv("sm_gb_s_max", per.back());
            j.key("smids").open('[');
            for (int r = 0; r < k; ++r) j.num((double)h[3 * r + 2]);
            j.close(']');
            j.close();
        }
        j.close();
    }
    CK(cudaFree(times));
    emit("bw_vs_sms", j);
}

// ---------------------------------------------------------------- access pattern

// mode 0: stride s (floats): element (v*s mod n) + (v*s div n), v the
// virtual thread index (every element once per n accesses);
// mode 1: random 4-byte words; mode 2: random `chunk`-byte blocks read as
// float4 by chunk/16 consecutive lanes.
template <int CG>
__global__ void __launch_bounds__(256)
    k_pattern(const float* __restrict__ p, int shift, int mode, int param, int iters, uint32_t seed, float* sink)
{
    size_t n = (size_t)1 << shift, mask = n - 1;
    size_t T = (size_t)gridDim.x * blockDim.x;
    size_t g = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int it = 0; it < iters; ++it) {
#pragma unroll
        for (int u = 0; u < 4; ++u) {
            size_t v = g + ((size_t)it * 4 + u) * T;
            if (mode == 0) {
                size_t k = v * (size_t)param;
                acc += ld1<CG>(p + ((k & mask) + (k >> shift) & mask));
            } else if (mode == 1) {
                acc += ld1<CG>(p + (hash32((uint32_t)v ^ seed) & (uint32_t)mask));
            } else {
                int lanes = param / 16; // float4 per chunk
                size_t nchunks = n * 4 / param;
                size_t chunk = hash32((uint32_t)(v / lanes) ^ seed) & (nchunks - 1);
                float4 a = ld4<CG>((const float4*)p + chunk * lanes + v % lanes);
                acc += a.x + a.y + a.z + a.w;
            }
        }
    }
    if (acc == 1234.5f) sink[0] = acc;
}

static void sec_pattern()
{
    ensure_big();
    Json j;
    j.kvs("method", "k_pattern: 1056x256 threads, 4 independent loads per iteration; useful_gb_s counts the bytes the "
                    "threads asked for, sector_gb_s the 32-byte sectors the requests touched (computed from the "
                    "pattern). dram: 1 GB buffer, default loads; l2: 16 MB buffer, ld.global.cg");
    struct P {
        const char* name;
        int mode, param, bytes_per_access, sectors_per_request;
    };
    const P pats[] = {{"stride_1", 0, 1, 4, 4},       {"stride_2", 0, 2, 4, 8},       {"stride_4", 0, 4, 4, 16},
                      {"stride_8", 0, 8, 4, 32},      {"stride_16", 0, 16, 4, 32},    {"stride_32", 0, 32, 4, 32},
                      {"stride_64", 0, 64, 4, 32},    {"random_4b", 1, 0, 4, 32},     {"random_32b", 2, 32, 16, 16},
                      {"random_64b", 2, 64, 16, 16},  {"random_128b", 2, 128, 16, 16}, {"random_512b", 2, 512, 16, 16}};
    for (int variant = 0; variant < 2; ++variant) {
        int shift = variant == 0 ? 28 : 22; // floats: 1 GB or 16 MB
        j.key(variant == 0 ? "dram" : "l2").open();
        for (const P& q : pats) {
            int iters = variant == 0 ? 16 : 32;
            double accesses = (double)kGrid * 256 * iters * 4;
            double ms = time_ms([&] {
                if (variant == 0)
                    k_pattern<0><<<kGrid, 256>>>((const float*)g_big, shift, q.mode, q.param, iters, 12345u, g_sink);
                else
                    k_pattern<1><<<kGrid, 256>>>((const float*)g_big, shift, q.mode, q.param, iters, 12345u, g_sink);
            });
            double useful = accesses * q.bytes_per_access;
            double sectors = accesses / 32.0 * q.sectors_per_request * 32.0;
            j.key(q.name).open();
            j.kv("ms", ms);
            j.kv("useful_gb_s", useful / (ms * 1e-3) / 1e9);
            j.kv("sector_gb_s", sectors / (ms * 1e-3) / 1e9);
            j.kv("sectors_per_request", q.sectors_per_request);
            j.kv("requests_per_cycle_gpu", accesses / 32.0 / (ms * 1e-3 * g_mhz * 1e6));
            j.close();
        }
        j.close();
    }
    emit("bw_vs_pattern", j);
}

// ---------------------------------------------------------------- latency under load

// Rank 0 chases a ring of 128-byte nodes (ld.global.cg) and records cycles;
// ranks 1..nstream stream their 30 MB regions of buf until rank 0 is done.
__global__ void __launch_bounds__(1024, 2)
    k_chase_load(const unsigned long long* start, int warm, int steps, const float4* __restrict__ buf, size_t region4,
                 int nstream, int* claim, int* counter, int epoch, volatile int* flag, long long* out, float* sink)
{
    int r = claim_sm(claim, counter, epoch);
    if (r < 0 || r > nstream) return;
    if (r == 0) {
        if (threadIdx.x != 0) return;
        const unsigned long long* p = start;
        for (int i = 0; i < warm; ++i) asm volatile("ld.global.cg.u64 %0, [%0];" : "+l"(p));
        long long c0 = clock64();
        for (int i = 0; i < steps; ++i) asm volatile("ld.global.cg.u64 %0, [%0];" : "+l"(p));
        long long c1 = clock64();
        out[0] = c1 - c0;
        out[1] = (long long)p;
        out[2] = smid();
        __threadfence();
        *flag = 1;
        return;
    }
    const float4* base = buf + (size_t)(r - 1) * region4;
    float acc = 0.0f;
    for (int pass = 0; pass < 256; ++pass) {
        for (size_t i = threadIdx.x; i + 3 * 1024 < region4; i += 4 * 1024) {
            float4 a = base[i], b = base[i + 1024], c = base[i + 2048], d = base[i + 3072];
            acc += (a.x + a.y + a.z + a.w) + (b.x + b.y + b.z + b.w) + (c.x + c.y + c.z + c.w) + (d.x + d.y + d.z + d.w);
        }
        if (*flag) break;
    }
    if (acc == 1234.5f) sink[0] = acc;
}

// ring[perm[k]] points at ring[perm[k+1]] (node = 16 u64 = 128 bytes).
__global__ void k_ring(unsigned long long* ring, const uint32_t* perm, int n)
{
    for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x)
        ring[(size_t)perm[k] * 16] = (unsigned long long)(ring + (size_t)perm[(k + 1) % n] * 16);
}

static unsigned long long* make_ring(unsigned long long* ring, int nodes, unsigned seed)
{
    std::vector<uint32_t> perm(nodes);
    for (int i = 0; i < nodes; ++i) perm[i] = i;
    std::mt19937 rng(seed);
    std::shuffle(perm.begin(), perm.end(), rng);
    uint32_t* d;
    CK(cudaMalloc(&d, (size_t)nodes * 4));
    CK(cudaMemcpy(d, perm.data(), (size_t)nodes * 4, cudaMemcpyHostToDevice));
    k_ring<<<1024, 256>>>(ring, d, nodes);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaFree(d));
    return ring + (size_t)perm[0] * 16;
}

static void sec_latency_load()
{
    ensure_big();
    unsigned long long* ring;
    const size_t ring_bytes = 1024 * MB;
    CK(cudaMalloc(&ring, ring_bytes));
    int* flag;
    long long* out;
    CK(cudaMalloc(&flag, 4));
    CK(cudaMalloc(&out, 64));
    Json j;
    j.kvs("method", "one thread chases a random ring of 128-byte nodes with ld.global.cg (dram: 1 GB ring, l2: 4 MB "
                    "ring, walked once before timing) on one SM while `streamers` other SMs (1024 threads each) "
                    "stream float4 reads from their own 30 MB regions of a 4 GB buffer; cycles per step");
    const int loads[] = {0, 8, 16, 33, 66, 99, 131};
    for (int variant = 0; variant < 2; ++variant) {
        int nodes = variant == 0 ? (int)(ring_bytes / 128) : (int)(4 * MB / 128);
        unsigned long long* start = make_ring(ring, nodes, 7 + variant);
        int warm = variant == 0 ? 64 : nodes, steps = variant == 0 ? 4096 : 8192;
        j.key(variant == 0 ? "dram" : "l2").open();
        for (int ns : loads) {
            std::vector<double> per;
            long long h[3] = {0, 0, 0};
            for (int rep = 0; rep < 3; ++rep) {
                CK(cudaMemset(flag, 0, 4));
                int ep = next_epoch();
                k_chase_load<<<264, 1024>>>(start, warm, steps, g_big, 30 * MB / 16, ns, g_claim, g_counter, ep, flag,
                                            out, g_sink);
                CK(cudaGetLastError());
                CK(cudaDeviceSynchronize());
                CK(cudaMemcpy(h, out, 24, cudaMemcpyDeviceToHost));
                per.push_back((double)h[0] / steps);
            }
            std::sort(per.begin(), per.end());
            char key[32];
            snprintf(key, sizeof key, "%d", ns);
            j.key(key).open();
            j.kv("cycles_per_load", per[1]);
            j.kv("cycles_min", per[0]);
            j.kv("cycles_max", per[2]);
            j.kv("chaser_smid", (double)h[2]);
            j.close();
        }
        j.close();
    }
    CK(cudaFree(ring));
    CK(cudaFree(flag));
    CK(cudaFree(out));
    emit("latency_under_load", j);
}

// ---------------------------------------------------------------- L2 partitions

__global__ void k_smids(int* ids)
{
    if (threadIdx.x == 0) ids[blockIdx.x] = smid();
}

// The block that lands on SM `target` (first one) measures, for each probe
// address base + i*stride, the latency of 8 dependent ld.global.cg of that
// address (after one warming load); the data is zero so each load's address
// is base + i*stride + previous value.
__global__ void k_l2_probe(const unsigned* base, size_t stride, int nprobe, int target, int* claim, unsigned* lat,
                           int* found)
{
    __shared__ int go;
    if (threadIdx.x == 0) go = smid() == (unsigned)target && atomicCAS(claim, 0, 1) == 0;
    __syncthreads();
    if (!go || threadIdx.x != 0) return;
    *found = 1;
    for (int i = 0; i < nprobe; ++i) {
        const unsigned* a = (const unsigned*)((const char*)base + (size_t)i * stride);
        unsigned v;
        asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(a));
        const unsigned* q = a + v;
        long long c0 = clock64();
#pragma unroll
        for (int k = 0; k < 8; ++k) {
            asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(q));
            q = a + v;
        }
        long long c1 = clock64();
        lat[i] = (unsigned)(c1 - c0) + (v & 1);
    }
}

static void sec_l2_partition()
{
    ensure_big();
    CK(cudaMemset(g_big, 0, 128 * MB)); // the probes chase through zeros (read_write_mix wrote ones)
    int* ids;
    CK(cudaMalloc(&ids, 264 * 4));
    k_smids<<<264, 1024>>>(ids);
    CK(cudaGetLastError());
    std::vector<int> h(264);
    CK(cudaMemcpy(h.data(), ids, 264 * 4, cudaMemcpyDeviceToHost));
    std::sort(h.begin(), h.end());
    h.erase(std::unique(h.begin(), h.end()), h.end());
    // Eight SMs spread over the sorted ids.
    std::vector<int> targets;
    for (int t = 0; t < 8 && !h.empty(); ++t) targets.push_back(h[(size_t)t * (h.size() - 1) / 7]);
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    int *claim, *found;
    unsigned* lat;
    CK(cudaMalloc(&claim, 4));
    CK(cudaMalloc(&found, 4));
    CK(cudaMalloc(&lat, 4096 * 4));
    Json j;
    j.kvs("method", "one thread on SM `smid` times 8 dependent ld.global.cg of each probe address (L2 hits: each "
                    "address loaded once before) and reports the total cycles for the 8 (divide by 8; includes "
                    "clock64 overhead once); lines_128b: 4096 consecutive 128-byte lines (512 KB), pages_64kb: 1024 "
                    "addresses 64 KB apart (64 MB). A bimodal distribution is the near/far L2 partition");
    j.key("smids_seen").open('[');
    for (int s : h) j.num(s);
    j.close(']');
    j.key("probes").open('[');
    for (int t : targets) {
        j.open();
        j.kv("smid", t);
        for (int variant = 0; variant < 2; ++variant) {
            size_t stride = variant == 0 ? 128 : 64 * 1024;
            int nprobe = variant == 0 ? 4096 : 1024;
            int ok = 0;
            for (int attempt = 0; attempt < 4 && !ok; ++attempt) {
                CK(cudaMemset(claim, 0, 4));
                CK(cudaMemset(found, 0, 4));
                k_l2_probe<<<264, 1024>>>((const unsigned*)g_big, stride, nprobe, t, claim, lat, found);
                CK(cudaGetLastError());
                CK(cudaDeviceSynchronize());
                CK(cudaMemcpy(&ok, found, 4, cudaMemcpyDeviceToHost));
            }
            std::vector<unsigned> l(nprobe);
            CK(cudaMemcpy(l.data(), lat, nprobe * 4, cudaMemcpyDeviceToHost));
            j.key(variant == 0 ? "lines_128b" : "pages_64kb").open('[');
            if (ok)
                for (unsigned x : l) j.num(x);
            j.close(']');
        }
        j.close();
    }
    j.close(']');
    CK(cudaFree(ids));
    CK(cudaFree(claim));
    CK(cudaFree(found));
    CK(cudaFree(lat));
    emit("l2_partition_latency", j);
}

// ---------------------------------------------------------------- sectors per request

// Each warp-level load touches `nsec` sectors: lane l reads word (l / nsec)
// % 8 of sector l % nsec. spread=1: the sectors lie in nsec random lines;
// spread=0 (nsec <= 4): in one random line. The 8 requests' offsets are
// hashed once, before the loop; each iteration moves all of them by a
// number of whole lines (base, masked to the footprint), so the loop is a
// load, an add and a mask per request and the memory system, not the
// address arithmetic, sets the pace.
template <int CG>
__global__ void __launch_bounds__(256)
    k_sectors(const float* __restrict__ p, uint32_t line_mask, int nsec, int spread, int iters, float* sink)
{
    int lane = threadIdx.x & 31;
    uint32_t warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int j = lane % nsec, w = (lane / nsec) & 7;
    uint32_t fmask = line_mask * 32 + 31; // floats in the footprint - 1
    uint32_t off[8];
#pragma unroll
    for (int u = 0; u < 8; ++u) {
        uint32_t q = warp * 8 + u;
        if (spread) {
            uint32_t h = hash32(q * 64 + j);
            off[u] = (h & line_mask) * 32 + ((h >> 28) & 3) * 8 + w; // line*32 floats + sector*8 floats + word
        } else {
            off[u] = (hash32(q) & line_mask) * 32 + j * 8 + w;
        }
    }
    float acc = 0.0f;
    for (int it = 0; it < iters; ++it) {
        uint32_t base = (uint32_t)it * (1031u * 32u); // 1031 lines on: a new line each iteration
#pragma unroll
        for (int u = 0; u < 8; ++u) acc += ld1<CG>(p + ((off[u] + base) & fmask));
    }
    if (acc == 1234.5f) sink[0] = acc;
}

static void sec_sectors()
{
    ensure_big();
    Json j;
    j.kvs("method", "k_sectors: 1056x256 threads, 8 independent warp loads per iteration, each touching `n` sectors "
                    "(lines chosen by a hash once, then shifted by whole lines each iteration; spread: n different "
                    "lines; same_line: one line, n <= 4). l1: 64 KB footprint (L1 hits after the first touch); l2: "
                    "8 MB footprint with default loads (L1 misses, L2 hits); l2_cg: the same with ld.global.cg. "
                    "requests_per_cycle_per_sm = warp loads / (cycles * 132)");
    struct V {
        const char* name;
        uint32_t lines;
        int cg;
    };
    const V vs[] = {{"l1", 64 * 1024 / 128, 0}, {"l2", 8 * MB / 128, 0}, {"l2_cg", 8 * MB / 128, 1}};
    for (const V& v : vs) {
        j.key(v.name).open();
        for (int spread = 1; spread >= 0; --spread) {
            j.key(spread ? "spread" : "same_line").open();
            for (int n = 1; n <= 32; n *= 2) {
                if (!spread && n > 4) break;
                int iters = 16;
                double reqs = (double)kGrid * 256 / 32 * iters * 8;
                double ms = time_ms([&] {
                    if (v.cg)
                        k_sectors<1><<<kGrid, 256>>>((const float*)g_big, v.lines - 1, n, spread, iters, g_sink);
                    else
                        k_sectors<0><<<kGrid, 256>>>((const float*)g_big, v.lines - 1, n, spread, iters, g_sink);
                });
                char key[16];
                snprintf(key, sizeof key, "%d", n);
                j.key(key).open();
                j.kv("ms", ms);
                j.kv("requests_per_cycle_per_sm", reqs / (ms * 1e-3 * g_mhz * 1e6) / 132.0);
                j.kv("sectors_per_cycle_per_sm", reqs * n / (ms * 1e-3 * g_mhz * 1e6) / 132.0);
                j.close();
            }
            j.close();
        }
        j.close();
    }
    emit("sectors_per_request", j);
}

// ---------------------------------------------------------------- main

struct Section {
    const char* name;
    void (*fn)();
};

int main(int argc, char** argv)
{
    const Section secs[] = {{"clock", sec_clock},
                            {"bw_vs_working_set", sec_bw_size},
                            {"read_write_mix", sec_rw_mix},
                            {"bw_vs_sms", sec_bw_sms},
                            {"bw_vs_pattern", sec_pattern},
                            {"latency_under_load", sec_latency_load},
                            {"l2_partition_latency", sec_l2_partition},
                            {"sectors_per_request", sec_sectors},
                            {"clock_end", nullptr}};
    int failed = 0;
    for (const Section& s : secs) {
        if (argc > 1) {
            bool want = false;
            for (int i = 1; i < argc; ++i) want |= strcmp(argv[i], s.name) == 0;
            if (!want && strcmp(s.name, "clock") != 0) continue;
        }
        try {
            if (s.fn) {
                s.fn();
            } else {
                Json j;
                j.kv("sm_mhz", measure_mhz());
                emit(s.name, j);
            }
        } catch (const std::exception& e) {
            ++failed;
            emit_error(s.name, e.what());
            cudaDeviceReset(); // a sticky error poisons the context: start afresh
            g_big = nullptr;
            g_sink = nullptr;
            g_claim = nullptr;
            g_counter = nullptr;
        }
    }
    return failed ? 1 : 0;
}
