// Init and checksum kernels shared by the tensor-timing cases (issue #12):
// the scale corpus's half_init and rowsums_f32 (testdata/scale/src).
#pragma once
#include <cuda_fp16.h>
#include "../../../testdata/scale/src/common.cuh"

// half_init: m = half(uniform in [-1, 1)), n a multiple of 4.
extern "C" __global__ void half_init(__half* __restrict__ m, unsigned long long n, uint32_t seed)
{
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n / 4; i += (unsigned long long)blockDim.x * gridDim.x) {
        uint32_t h[4];
        for (int k = 0; k < 4; ++k) h[k] = __half_as_ushort(__float2half_rn(2.0f * lcg_unit(x) - 1.0f));
        ((uint2*)m)[i] = make_uint2(h[0] | (h[1] << 16), h[2] | (h[3] << 16));
    }
}

// fp8_init: n bytes of e4m3 with the exponent's top bit clear (finite,
// |x| < 2), n a multiple of 4.
extern "C" __global__ void fp8_init(uint32_t* __restrict__ m, unsigned long long n, uint32_t seed)
{
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    for (unsigned long long i = t; i < n / 4; i += (unsigned long long)blockDim.x * gridDim.x)
        m[i] = hash32((uint32_t)i ^ seed) & 0xBFBFBFBFu;
}

SCALE_ROWSUMS_KERNEL
