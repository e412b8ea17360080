// Stencils: a 2D 5-point Jacobi step (global memory, neighbours through
// L1), a 3D 7-point step written two ways (one thread per point; and a
// Parboil-style z-march with the xy plane in shared memory and the z
// neighbours in registers), and a separable convolution (rows, then
// columns, CUDA-samples style shared-memory tiles with halos).
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// grid_init: p uniform in [0, 1) (n a multiple of 4).
extern "C" __global__ void grid_init(float* __restrict__ p, unsigned long long n, uint32_t seed)
{
    fill_uniform((float4*)p, n / 4, seed, 1.0f, 0.0f);
}

// jacobi2d: out = c0*centre + c1*(4 neighbours) on the interior of an
// nx x ny grid (x fastest); the border is copied. Block 32x8.
extern "C" __global__ void jacobi2d(const float* __restrict__ in, float* __restrict__ out, int nx, int ny, float c0,
                                    float c1)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny) return;
    size_t i = (size_t)y * nx + x;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        out[i] = in[i];
        return;
    }
    out[i] = c0 * in[i] + c1 * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

// stencil3d_naive: 7-point, one thread per point of an nx x ny x nz grid.
// Block 32x4x2; the border is copied.
extern "C" __global__ void stencil3d_naive(const float* __restrict__ in, float* __restrict__ out, int nx, int ny, int nz,
                                           float c0, float c1)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x >= nx || y >= ny || z >= nz) return;
    size_t plane = (size_t)nx * ny;
    size_t i = z * plane + (size_t)y * nx + x;
    if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
        out[i] = in[i];
        return;
    }
    out[i] = c0 * in[i] + c1 * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - plane] + in[i + plane]);
}

// stencil3d_zmarch: the same stencil, Parboil style: a 32x8 block owns a
// 32x8 column of the grid and walks it in z; the current plane (with a
// one-point halo) sits in shared memory, the planes below and above in
// registers. The halo threads load their extra points each plane.
#define ZM_TX 32
#define ZM_TY 8
extern "C" __global__ void stencil3d_zmarch(const float* __restrict__ in, float* __restrict__ out, int nx, int ny,
                                            int nz, float c0, float c1)
{
    __shared__ float tile[ZM_TY + 2][ZM_TX + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * ZM_TX + tx;
    int y = blockIdx.y * ZM_TY + ty;
    bool inside = x < nx && y < ny;
    size_t plane = (size_t)nx * ny;
    size_t i = (size_t)y * nx + x;
    float below = inside ? in[i] : 0.0f;            // z = 0
    float cur = inside && nz > 1 ? in[plane + i] : 0.0f; // z = 1
    if (inside) out[i] = below;                       // the z = 0 plane is border: copied
    for (int z = 1; z < nz - 1; ++z) {
        size_t iz = z * plane + i;
        float above = inside ? in[iz + plane] : 0.0f;
        __syncthreads();
        tile[ty + 1][tx + 1] = cur;
        if (tx == 0) tile[ty + 1][0] = (inside && x > 0) ? in[iz - 1] : 0.0f;
        if (tx == ZM_TX - 1) tile[ty + 1][ZM_TX + 1] = (inside && x + 1 < nx) ? in[iz + 1] : 0.0f;
        if (ty == 0) tile[0][tx + 1] = (inside && y > 0) ? in[iz - nx] : 0.0f;
        if (ty == ZM_TY - 1) tile[ZM_TY + 1][tx + 1] = (inside && y + 1 < ny) ? in[iz + nx] : 0.0f;
        __syncthreads();
        if (inside) {
            if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
                out[iz] = cur;
            else
                out[iz] = c0 * cur + c1 * (tile[ty + 1][tx] + tile[ty + 1][tx + 2] + tile[ty][tx + 1] +
                                           tile[ty + 2][tx + 1] + below + above);
        }
        below = cur;
        cur = above;
    }
    if (inside && nz > 1) out[(size_t)(nz - 1) * plane + i] = cur; // the last plane is border too
}

// Separable convolution, radius 8, coefficients in constant memory.
#define CONV_R 8
__constant__ float conv_coef[2 * CONV_R + 1];

// conv_rows: block 128x4; each block filters a 128-wide, 4-row strip of an
// nx x ny image (nx a multiple of 128); the strip and its 8-point halos are
// staged in shared memory; clamp-to-edge at the image border.
#define CR_W 128
#define CR_H 4
extern "C" __global__ void conv_rows(const float* __restrict__ in, float* __restrict__ out, int nx, int ny)
{
    __shared__ float s[CR_H][CR_W + 2 * CONV_R];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * CR_W;
    int y = blockIdx.y * CR_H + ty;
    if (y >= ny) return; // whole rows: no barrier is skipped by part of a row
    const float* row = in + (size_t)y * nx;
    s[ty][CONV_R + tx] = row[x0 + tx];
    if (tx < CONV_R) {
        int xl = x0 - CONV_R + tx;
        s[ty][tx] = row[xl < 0 ? 0 : xl];
        int xr = x0 + CR_W + tx;
        s[ty][CONV_R + CR_W + tx] = row[xr >= nx ? nx - 1 : xr];
    }
    __syncthreads();
    float acc = 0.0f;
#pragma unroll
    for (int k = -CONV_R; k <= CONV_R; ++k) acc += conv_coef[CONV_R + k] * s[ty][CONV_R + tx + k];
    out[(size_t)y * nx + x0 + tx] = acc;
}

// conv_cols: block 32x8; each block filters a 32-wide, 64-row tile (each
// thread 8 outputs); the tile and its 8-row halos (80 rows) in shared
// memory. ny a multiple of 64, nx of 32.
#define CC_W 32
#define CC_H 8
#define CC_STEPS 8
extern "C" __global__ void conv_cols(const float* __restrict__ in, float* __restrict__ out, int nx, int ny)
{
    __shared__ float s[CC_H * CC_STEPS + 2 * CONV_R][CC_W + 1];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * CC_W + tx;
    int y0 = blockIdx.y * CC_H * CC_STEPS;
    for (int r = ty; r < CC_H * CC_STEPS + 2 * CONV_R; r += CC_H) {
        int y = y0 - CONV_R + r;
        y = y < 0 ? 0 : (y >= ny ? ny - 1 : y);
        s[r][tx] = in[(size_t)y * nx + x];
    }
    __syncthreads();
#pragma unroll
    for (int j = 0; j < CC_STEPS; ++j) {
        int r = ty + j * CC_H;
        float acc = 0.0f;
#pragma unroll
        for (int k = -CONV_R; k <= CONV_R; ++k) acc += conv_coef[CONV_R + k] * s[CONV_R + r + k][tx];
        out[(size_t)(y0 + r) * nx + x] = acc;
    }
}
