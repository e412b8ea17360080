// Reductions and scans: a sum (vector loads, warp shuffles, one 64-bit
// atomic per block), a 256-bin byte histogram with shared-memory atomics
// (merged into the global bins with one atomic per bin per block), and a
// three-phase exclusive prefix scan (block scans, a scan of the block sums,
// adding the offsets back).
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// One byte, bell-shaped over 0..252: the sum of the four 6-bit fields in
// the top 24 bits of the next random word (histogram bins then contend).
__device__ __forceinline__ uint32_t bell_byte(uint32_t& x)
{
    uint32_t h = lcg_next(x) >> 8;
    return (h & 63U) + ((h >> 6) & 63U) + ((h >> 12) & 63U) + (h >> 18);
}

__device__ __forceinline__ uint32_t bell_word(uint32_t& x)
{
    uint32_t b0 = bell_byte(x), b1 = bell_byte(x), b2 = bell_byte(x), b3 = bell_byte(x);
    return b0 | (b1 << 8) | (b2 << 16) | (b3 << 24);
}

// words_init: n (a multiple of 4) random words & mask, or with bell != 0
// words of four bell-shaped bytes.
extern "C" __global__ void words_init(uint32_t* __restrict__ w, unsigned long long n, uint32_t seed, int bell,
                                      uint32_t mask)
{
    if (!bell) {
        fill_bits((uint4*)w, n / 4, seed, mask);
        return;
    }
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n / 4; i += (unsigned long long)blockDim.x * gridDim.x) {
        uint4 v;
        v.x = bell_word(x);
        v.y = bell_word(x);
        v.z = bell_word(x);
        v.w = bell_word(x);
        ((uint4*)w)[i] = v;
    }
}

// reduce_sum: *out += sum of in[0..n) (n a multiple of 4), in 64 bits.
// Grid-stride uint4 loads, shuffle reduction per warp, shared memory across
// warps, one atomicAdd per block.
extern "C" __global__ void reduce_sum(const uint4* __restrict__ in, unsigned long long n4, unsigned long long* out)
{
    __shared__ unsigned long long part[32];
    unsigned long long s = 0;
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < n4;
         i += (unsigned long long)blockDim.x * gridDim.x) {
        uint4 v = in[i];
        s += (unsigned long long)v.x + v.y + (unsigned long long)v.z + v.w;
    }
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffU, s, o);
    if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < (blockDim.x >> 5) ? part[threadIdx.x] : 0;
        for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffU, s, o);
        if (threadIdx.x == 0) atomicAdd(out, s);
    }
}

// histogram256: bins[b] += number of bytes equal to b in w[0..n).
extern "C" __global__ void histogram256(const uint32_t* __restrict__ w, unsigned long long n, uint32_t* bins)
{
    __shared__ uint32_t h[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x) h[i] = 0;
    __syncthreads();
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < n;
         i += (unsigned long long)blockDim.x * gridDim.x) {
        uint32_t v = w[i];
        atomicAdd(&h[v & 0xffU], 1U);
        atomicAdd(&h[(v >> 8) & 0xffU], 1U);
        atomicAdd(&h[(v >> 16) & 0xffU], 1U);
        atomicAdd(&h[v >> 24], 1U);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        if (h[i]) atomicAdd(&bins[i], h[i]);
}

// Scan. SCAN_T threads per block, SCAN_E elements per thread: a block scans
// SCAN_T * SCAN_E consecutive elements.
#define SCAN_T 256
#define SCAN_E 8

// Exclusive scan of one value per thread across the block; returns the
// block's total through *total.
__device__ __forceinline__ uint32_t block_exclusive_scan(uint32_t v, uint32_t* total)
{
    __shared__ uint32_t warp_sums[32];
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    uint32_t x = v;
    for (int o = 1; o < 32; o <<= 1) {
        uint32_t y = __shfl_up_sync(0xffffffffU, x, o);
        if (lane >= o) x += y;
    }
    if (lane == 31) warp_sums[warp] = x;
    __syncthreads();
    if (warp == 0) {
        int nw = blockDim.x >> 5;
        uint32_t s = lane < nw ? warp_sums[lane] : 0;
        for (int o = 1; o < 32; o <<= 1) {
            uint32_t y = __shfl_up_sync(0xffffffffU, s, o);
            if (lane >= o) s += y;
        }
        if (lane < nw) warp_sums[lane] = s; // inclusive
    }
    __syncthreads();
    uint32_t base = warp > 0 ? warp_sums[warp - 1] : 0;
    *total = warp_sums[(blockDim.x >> 5) - 1];
    __syncthreads(); // warp_sums is reused by the next call
    return base + x - v;
}

// scan_blocks: out = exclusive scan of in within each block's tile;
// sums[block] = the tile's total. Each thread loads SCAN_E consecutive
// elements (two uint4), scans them sequentially, then the block scans the
// per-thread totals.
extern "C" __global__ void scan_blocks(const uint4* __restrict__ in, uint4* __restrict__ out, uint32_t* __restrict__ sums)
{
    size_t t = (size_t)blockIdx.x * SCAN_T + threadIdx.x;
    uint4 a = in[2 * t], b = in[2 * t + 1];
    uint32_t e[SCAN_E] = {a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w};
    uint32_t run = 0;
#pragma unroll
    for (int k = 0; k < SCAN_E; ++k) {
        uint32_t v = e[k];
        e[k] = run;
        run += v;
    }
    uint32_t total;
    uint32_t base = block_exclusive_scan(run, &total);
    out[2 * t] = make_uint4(e[0] + base, e[1] + base, e[2] + base, e[3] + base);
    out[2 * t + 1] = make_uint4(e[4] + base, e[5] + base, e[6] + base, e[7] + base);
    if (threadIdx.x == 0) sums[blockIdx.x] = total;
}

// scan_sums: one block of 1024 threads scans nsums block sums in place
// (exclusive), nsums <= 1024 * 16, chunk of 16 per thread.
extern "C" __global__ void scan_sums(uint32_t* sums, int nsums)
{
    int per = (nsums + blockDim.x - 1) / blockDim.x;
    int lo = threadIdx.x * per;
    uint32_t run = 0;
    for (int k = 0; k < per; ++k)
        if (lo + k < nsums) run += sums[lo + k];
    uint32_t total;
    uint32_t base = block_exclusive_scan(run, &total);
    uint32_t acc = base;
    for (int k = 0; k < per; ++k)
        if (lo + k < nsums) {
            uint32_t v = sums[lo + k];
            sums[lo + k] = acc;
            acc += v;
        }
}

// scan_add: adds each tile's offset to its elements.
extern "C" __global__ void scan_add(uint4* __restrict__ out, const uint32_t* __restrict__ sums)
{
    size_t t = (size_t)blockIdx.x * SCAN_T + threadIdx.x;
    uint32_t off = sums[blockIdx.x];
    uint4 a = out[2 * t], b = out[2 * t + 1];
    out[2 * t] = make_uint4(a.x + off, a.y + off, a.z + off, a.w + off);
    out[2 * t + 1] = make_uint4(b.x + off, b.y + off, b.z + off, b.w + off);
}
