// Shared helpers of the scale corpus: deterministic data from a hash (so the
// cases generate their inputs on the device instead of carrying files), and
// the checksum kernels that reduce a large output to a small buffer that
// can be committed as the expected result.
#pragma once
#include <stdint.h>

// lowbias32 (Chris Wellons): a cheap integer hash with good avalanche.
__device__ __forceinline__ uint32_t hash32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

// A float in [0, 1) from a hash: 24 random bits, exactly representable.
__device__ __forceinline__ float hash_unit(uint32_t x) { return (float)(hash32(x) >> 8) * (1.0f / 16777216.0f); }

// A float in [-1, 1).
__device__ __forceinline__ float hash_signed(uint32_t x) { return hash_unit(x) * 2.0f - 1.0f; }

// Fast deterministic fills for the init launches: each thread walks its
// grid-stride share of 16-byte groups and draws the values from its own
// linear congruential sequence, seeded from hash32(thread ^ seed). The data
// depend on the launch shape (fixed in case.json) and cost a few
// instructions per element (the emulator runs these too).
__device__ __forceinline__ uint32_t lcg_next(uint32_t& x)
{
    x = x * 1664525U + 1013904223U;
    return x;
}

// The top 24 bits as a float in [0, 1).
__device__ __forceinline__ float lcg_unit(uint32_t& x) { return (float)(lcg_next(x) >> 8) * (1.0f / 16777216.0f); }

// p[0 .. 4*n4) = offset + scale * uniform[0, 1).
__device__ __forceinline__ void fill_uniform(float4* __restrict__ p, unsigned long long n4, uint32_t seed, float scale,
                                             float offset)
{
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n4; i += (unsigned long long)blockDim.x * gridDim.x) {
        float4 v;
        v.x = offset + scale * lcg_unit(x);
        v.y = offset + scale * lcg_unit(x);
        v.z = offset + scale * lcg_unit(x);
        v.w = offset + scale * lcg_unit(x);
        p[i] = v;
    }
}

// p[0 .. 4*n4) = (random 32-bit words) & mask.
__device__ __forceinline__ void fill_bits(uint4* __restrict__ p, unsigned long long n4, uint32_t seed, uint32_t mask)
{
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n4; i += (unsigned long long)blockDim.x * gridDim.x) {
        uint4 v;
        v.x = lcg_next(x) & mask;
        v.y = lcg_next(x) & mask;
        v.z = lcg_next(x) & mask;
        v.w = lcg_next(x) & mask;
        p[i] = v;
    }
}

// checksum_u32: out[b] = sum over the words w[i] of chunk b (chunk words
// each, a multiple of 4; the last chunk shorter) of w[i] * (2i + 1), modulo
// 2^32. Integer addition is associative, so the result does not depend on
// the order in which threads add; the multiplier is odd, so a single wrong
// word always changes the sum, and it differs per position, so swapped
// words do too. 16-byte loads; n a multiple of 4. One block of 256 threads
// per chunk, grid = ceil(n / chunk).
#define SCALE_CHECKSUM_KERNEL                                                                     \
    extern "C" __global__ void checksum_u32(const uint32_t* __restrict__ w, unsigned long long n, \
                                            uint32_t chunk, uint32_t* __restrict__ out)           \
    {                                                                                             \
        __shared__ uint32_t part[32];                                                             \
        unsigned long long lo = (unsigned long long)blockIdx.x * chunk;                           \
        unsigned long long hi = lo + chunk < n ? lo + chunk : n;                                  \
        const uint4* w4 = (const uint4*)w;                                                        \
        uint32_t s = 0;                                                                           \
        for (unsigned long long i = lo + 4 * threadIdx.x; i < hi; i += 4 * blockDim.x) {          \
            uint4 v = w4[i >> 2];                                                                 \
            uint32_t m = (uint32_t)i * 2U + 1U;                                                   \
            s += v.x * m + v.y * (m + 2U) + v.z * (m + 4U) + v.w * (m + 6U);                      \
        }                                                                                         \
        for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffU, s, o);                \
        if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = s;                                  \
        __syncthreads();                                                                          \
        if (threadIdx.x < 32) {                                                                   \
            s = threadIdx.x < (blockDim.x >> 5) ? part[threadIdx.x] : 0;                          \
            for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffU, s, o);           \
            if (threadIdx.x == 0) out[blockIdx.x] = s;                                            \
        }                                                                                         \
    }

// rowsums_f32: for each row r of a rows x cols float matrix, out[2r] is the
// sum of the row and out[2r+1] the sum weighted by ((c % 7) - 3), both in
// double, one warp per row, each lane a fixed subset of columns and a fixed
// shuffle tree: the order is deterministic. Used where the producer's
// float results are compared with a tolerance (tensor cores).
#define SCALE_ROWSUMS_KERNEL                                                                      \
    extern "C" __global__ void rowsums_f32(const float* __restrict__ m, int rows, int cols,       \
                                           double* __restrict__ out)                               \
    {                                                                                             \
        int r = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);                              \
        int lane = threadIdx.x & 31;                                                              \
        if (r >= rows) return;                                                                    \
        double s = 0.0, t = 0.0;                                                                  \
        for (int c = lane; c < cols; c += 32) {                                                   \
            double v = (double)m[(size_t)r * cols + c];                                           \
            s += v;                                                                               \
            t += v * (double)((c % 7) - 3);                                                       \
        }                                                                                         \
        for (int o = 16; o > 0; o >>= 1) {                                                        \
            s += __shfl_down_sync(0xffffffffU, s, o);                                             \
            t += __shfl_down_sync(0xffffffffU, t, o);                                             \
        }                                                                                         \
        if (lane == 0) {                                                                          \
            out[2 * r] = s;                                                                       \
            out[2 * r + 1] = t;                                                                   \
        }                                                                                         \
    }
