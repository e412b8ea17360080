// All-pairs n-body accelerations (CUDA-samples style): each thread owns one
// body; the block stages blockDim bodies at a time in shared memory and
// every thread accumulates their pull (rsqrt, softening eps^2).
#include "common.cuh"

extern "C" __global__ void nbody_accel(const float4* __restrict__ pos, float4* __restrict__ acc, int n, float eps2)
{
    extern __shared__ float4 tile[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 me = pos[i < n ? i : 0];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int t0 = 0; t0 < n; t0 += blockDim.x) {
        int j = t0 + threadIdx.x;
        tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        __syncthreads();
        int cnt = min((int)blockDim.x, n - t0);
#pragma unroll 8
        for (int k = 0; k < cnt; ++k) {
            float4 o = tile[k];
            float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
            float d2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv = rsqrtf(d2);
            float s = o.w * inv * inv * inv;
            ax += dx * s;
            ay += dy * s;
            az += dz * s;
        }
        __syncthreads();
    }
    if (i < n) acc[i] = make_float4(ax, ay, az, 0.0f);
}
