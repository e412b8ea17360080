// Tensor-core GEMM in the shape Triton emits for sm_80+ (MMA v2):
// C (f32) = A (f16, M x K row-major) * B (f16, K x N row-major).
// 128x128x32 block tiles, 4 warps of 64x64, a 3-stage cp.async ring in
// shared memory (16-byte cg copies into XOR-swizzled tiles so ldmatrix is
// free of bank conflicts), ldmatrix.x4 for A and ldmatrix.x4.trans for B,
// mma.sync.m16n8k16 f16 x f16 + f32. M, N multiples of 128, K of 32.
#include "common.cuh"
#include <cuda_fp16.h>

SCALE_CHECKSUM_KERNEL
SCALE_ROWSUMS_KERNEL

// half_init: m = half(uniform in [-1, 1)), n a multiple of 4.
extern "C" __global__ void half_init(__half* __restrict__ m, unsigned long long n, uint32_t seed)
{
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n / 4; i += (unsigned long long)blockDim.x * gridDim.x) {
        // One cvt.rn.f16.f32 per value (ptxsim lacks cvt.rn.f16x2.f32 so far).
        uint32_t h[4];
        for (int k = 0; k < 4; ++k) h[k] = __half_as_ushort(__float2half_rn(2.0f * lcg_unit(x) - 1.0f));
        ((uint2*)m)[i] = make_uint2(h[0] | (h[1] << 16), h[2] | (h[3] << 16));
    }
}

#define TC_BM 128
#define TC_BN 128
#define TC_BK 32
#define TC_STAGES 3
#define TC_A_STAGE (TC_BM * TC_BK * 2) // bytes
#define TC_B_STAGE (TC_BK * TC_BN * 2)

__device__ __forceinline__ void cp_async16(uint32_t dst, const void* src)
{
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src));
}

// A tile: 128 rows of 64 bytes (4 chunks of 16 B); chunk c of row r at
// c ^ ((r >> 1) & 3). B tile: 32 rows of 256 bytes (16 chunks); chunk c of
// row k at c ^ (k & 7).
__device__ __forceinline__ uint32_t a_off(int r, int c) { return r * 64 + ((c ^ ((r >> 1) & 3)) << 4); }
__device__ __forceinline__ uint32_t b_off(int k, int c) { return k * 256 + ((c ^ (k & 7)) << 4); }

extern "C" __global__ void __launch_bounds__(128) tc_gemm(const __half* __restrict__ A, const __half* __restrict__ B,
                                                         float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(128) unsigned char smem[TC_STAGES * (TC_A_STAGE + TC_B_STAGE)];
    uint32_t sbase = (uint32_t)__cvta_generic_to_shared(smem);
    uint32_t sa = sbase, sb = sbase + TC_STAGES * TC_A_STAGE;
    int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    int wm = warp >> 1, wn = warp & 1;
    int bm = blockIdx.y * TC_BM, bn = blockIdx.x * TC_BN;
    int ktiles = K / TC_BK;

    auto load_tile = [&](int stage, int kt) {
        int k0 = kt * TC_BK;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            int q = tid + j * 128;
            int r = q >> 2, c = q & 3;
            cp_async16(sa + stage * TC_A_STAGE + a_off(r, c), A + (size_t)(bm + r) * K + k0 + c * 8);
        }
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            int q = tid + j * 128;
            int k = q >> 4, c = q & 15;
            cp_async16(sb + stage * TC_B_STAGE + b_off(k, c), B + (size_t)(k0 + k) * N + bn + c * 8);
        }
    };

    float acc[4][8][4];
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j)
#pragma unroll
            for (int e = 0; e < 4; ++e) acc[i][j][e] = 0.0f;

#pragma unroll
    for (int s = 0; s < TC_STAGES - 1; ++s) {
        if (s < ktiles) load_tile(s, s);
        asm volatile("cp.async.commit_group;\n" ::);
    }

    int j8 = lane >> 3, r8 = lane & 7;
    for (int kt = 0; kt < ktiles; ++kt) {
        asm volatile("cp.async.wait_group %0;\n" ::"n"(TC_STAGES - 2));
        __syncthreads();
        int nt = kt + TC_STAGES - 1;
        if (nt < ktiles) load_tile(nt % TC_STAGES, nt);
        asm volatile("cp.async.commit_group;\n" ::);
        int st = kt % TC_STAGES;
        uint32_t as = sa + st * TC_A_STAGE, bs = sb + st * TC_B_STAGE;
#pragma unroll
        for (int kk = 0; kk < 2; ++kk) {
            uint32_t af[4][4], bf[8][2];
#pragma unroll
            for (int mi = 0; mi < 4; ++mi) {
                int r = wm * 64 + mi * 16 + r8 + 8 * (j8 & 1);
                int c = kk * 2 + (j8 >> 1);
                asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                             : "=r"(af[mi][0]), "=r"(af[mi][1]), "=r"(af[mi][2]), "=r"(af[mi][3])
                             : "r"(as + a_off(r, c)));
            }
#pragma unroll
            for (int np = 0; np < 4; ++np) {
                int k = kk * 16 + r8 + 8 * (j8 & 1);
                int c = (wn * 64 + np * 16) / 8 + (j8 >> 1);
                asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                             : "=r"(bf[2 * np][0]), "=r"(bf[2 * np][1]), "=r"(bf[2 * np + 1][0]), "=r"(bf[2 * np + 1][1])
                             : "r"(bs + b_off(k, c)));
            }
#pragma unroll
            for (int mi = 0; mi < 4; ++mi)
#pragma unroll
                for (int ni = 0; ni < 8; ++ni)
                    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
                                 "{%8,%9}, {%0,%1,%2,%3};\n"
                                 : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]), "+f"(acc[mi][ni][3])
                                 : "r"(af[mi][0]), "r"(af[mi][1]), "r"(af[mi][2]), "r"(af[mi][3]), "r"(bf[ni][0]),
                                   "r"(bf[ni][1]));
        }
    }
    asm volatile("cp.async.wait_group 0;\n" ::);

    int g = lane >> 2, t4 = lane & 3;
#pragma unroll
    for (int mi = 0; mi < 4; ++mi)
#pragma unroll
        for (int ni = 0; ni < 8; ++ni) {
            int row = bm + wm * 64 + mi * 16 + g;
            int col = bn + wn * 64 + ni * 8 + t4 * 2;
            *(float2*)(C + (size_t)row * N + col) = make_float2(acc[mi][ni][0], acc[mi][ni][1]);
            *(float2*)(C + (size_t)(row + 8) * N + col) = make_float2(acc[mi][ni][2], acc[mi][ni][3]);
        }
}
