// Matrix transpose (CUDA-samples style, 32x32 tiles, 32x8 threads, 4
// elements per thread): naive (coalesced reads, strided writes: every
// store instruction touches 32 sectors) and tiled through a padded shared
// tile (coalesced both ways, conflict-free).
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// tr_init: p uniform in [-1, 1) (n a multiple of 4).
extern "C" __global__ void tr_init(float* __restrict__ p, unsigned long long n, uint32_t seed)
{
    fill_uniform((float4*)p, n / 4, seed, 2.0f, -1.0f);
}

#define TR_TILE 32
#define TR_ROWS 8
// in: rows x cols (row-major); out: cols x rows. rows, cols multiples of 32.
extern "C" __global__ void transpose_naive(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    int x = blockIdx.x * TR_TILE + threadIdx.x; // column of in
    int y = blockIdx.y * TR_TILE + threadIdx.y; // row of in
#pragma unroll
    for (int j = 0; j < TR_TILE; j += TR_ROWS) out[(size_t)x * rows + y + j] = in[(size_t)(y + j) * cols + x];
}

extern "C" __global__ void transpose_tiled(const float* __restrict__ in, float* __restrict__ out, int rows, int cols)
{
    __shared__ float tile[TR_TILE][TR_TILE + 1];
    int x = blockIdx.x * TR_TILE + threadIdx.x;
    int y = blockIdx.y * TR_TILE + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TR_TILE; j += TR_ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * TR_TILE + threadIdx.x; // column of out = row of in
    y = blockIdx.x * TR_TILE + threadIdx.y;
#pragma unroll
    for (int j = 0; j < TR_TILE; j += TR_ROWS) out[(size_t)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}
