// Gaussian elimination, one step of Rodinia's "fan" kernels: Fan1 computes
// the multipliers of column t, Fan2 subtracts the scaled pivot row from
// every row below. As in Rodinia, Fan2's x index walks rows, so the lanes
// of a warp touch 16 different rows (strided, uncoalesced) and neighbouring
// columns come from the other half-warp and the other warps of the block.
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// gauss_init: a (size x size, size a power of two 2^lg) uniform in [-1, 1)
// plus 8 on the diagonal (diagonally dominant), b (size) uniform in [-1, 1).
extern "C" __global__ void gauss_init(float* __restrict__ a, float* __restrict__ b, int size, int lg, uint32_t seed)
{
    unsigned long long n4 = (unsigned long long)size * size / 4;
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n4; i += (unsigned long long)blockDim.x * gridDim.x) {
        float v[4];
        for (int k = 0; k < 4; ++k) {
            unsigned long long e = 4 * i + k;
            v[k] = 2.0f * lcg_unit(x) - 1.0f + ((e >> lg) == (e & (size - 1)) ? 8.0f : 0.0f);
        }
        ((float4*)a)[i] = make_float4(v[0], v[1], v[2], v[3]);
    }
    fill_uniform((float4*)b, size / 4, seed + 1, 2.0f, -1.0f);
}

extern "C" __global__ void fan1(float* __restrict__ m, const float* __restrict__ a, int size, int t)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= size - 1 - t) return;
    m[(size_t)size * (i + t + 1) + t] = a[(size_t)size * (i + t + 1) + t] / a[(size_t)size * t + t];
}

extern "C" __global__ void fan2(const float* __restrict__ m, float* a, float* b, int size, int t)
{
    int xi = blockIdx.x * blockDim.x + threadIdx.x; // row below the pivot
    int yi = blockIdx.y * blockDim.y + threadIdx.y; // column from the pivot
    if (xi >= size - 1 - t || yi >= size - t) return;
    float mult = m[(size_t)size * (xi + 1 + t) + t];
    a[(size_t)size * (xi + 1 + t) + (yi + t)] -= mult * a[(size_t)size * t + (yi + t)];
    if (yi == 0) b[xi + 1 + t] -= mult * b[t];
}
