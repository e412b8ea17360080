// Streaming kernels: STREAM's copy/scale/add/triad (one element per thread,
// and a grid-stride triad that can sweep its arrays several times), a
// strided copy and an index-driven random gather.
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// stream_init: a, b, c uniform in [-1, 1) (n a multiple of 4).
extern "C" __global__ void stream_init(float* __restrict__ a, float* __restrict__ b, float* __restrict__ c,
                                       unsigned long long n, uint32_t seed)
{
    fill_uniform((float4*)a, n / 4, seed, 2.0f, -1.0f);
    fill_uniform((float4*)b, n / 4, seed + 1, 2.0f, -1.0f);
    fill_uniform((float4*)c, n / 4, seed + 2, 2.0f, -1.0f);
}

// One element per thread (grid = n / blockDim).
extern "C" __global__ void stream_copy(const float* __restrict__ a, float* __restrict__ c, unsigned long long n)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i];
}

extern "C" __global__ void stream_scale(float* __restrict__ b, const float* __restrict__ c, float s, unsigned long long n)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) b[i] = s * c[i];
}

extern "C" __global__ void stream_add(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c,
                                      unsigned long long n)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// stream_triad: a = b + s*c, grid-stride, `passes` times over the arrays.
// Each pass shifts which block handles which slice (by about half the grid),
// so a repeated pass finds its data in L2, not in the L1 of the SM that read
// it before: with small arrays this measures L2-resident streaming.
extern "C" __global__ void stream_triad(float* __restrict__ a, const float* __restrict__ b, const float* __restrict__ c,
                                        float s, unsigned long long n, int passes)
{
    unsigned long long stride = (unsigned long long)blockDim.x * gridDim.x;
    for (int p = 0; p < passes; ++p) {
        unsigned int blk = (blockIdx.x + (unsigned int)p * (gridDim.x / 2 + 1)) % gridDim.x;
        for (unsigned long long i = blk * (unsigned long long)blockDim.x + threadIdx.x; i < n; i += stride)
            a[i] = b[i] + s * c[i];
    }
}

// strided_copy: out[i] = in[j] with j = (i*stride) mod n + (i*stride) / n,
// n a power of two (mask = n-1, shift = log2 n): each warp's load touches
// min(32, stride) sectors, and over the whole grid every element is read
// once (a permutation for power-of-two strides), so the DRAM footprint is
// the same for every stride and only the access pattern changes.
extern "C" __global__ void strided_copy(const float* __restrict__ in, float* __restrict__ out, unsigned long long n,
                                        unsigned long long mask, int shift, unsigned int stride)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long k = i * stride;
    out[i] = in[(k & mask) + (k >> shift)];
}

// gather_init: table uniform in [-1, 1); idx random 32-bit words (sizes
// multiples of 4).
extern "C" __global__ void gather_init(float* __restrict__ table, unsigned long long ntable, uint32_t* __restrict__ idx,
                                       unsigned long long nidx, uint32_t seed)
{
    fill_uniform((float4*)table, ntable / 4, seed, 2.0f, -1.0f);
    fill_bits((uint4*)idx, nidx / 4, seed + 1, 0xffffffffU);
}

// gather: out[i] = table[idx[i] & mask] * 2 + 1; mask selects how large a
// part of the table the gathers spread over (L2-resident or DRAM).
extern "C" __global__ void gather(const float* __restrict__ table, const uint32_t* __restrict__ idx, uint32_t mask,
                                  float* __restrict__ out, unsigned long long n)
{
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) out[i] = table[idx[i] & mask] * 2.0f + 1.0f;
}
