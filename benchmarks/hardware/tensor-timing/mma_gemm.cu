// A hand-written CUTLASS-style mma.sync GEMM (issue #12, session 5 held-out
// style ground truth): C[M x N] (f32) = A[M x K] * B[N x K]^T (f16, both
// K-contiguous), block tile 128x128x32, 8 warps of 64x32, a 3-stage
// cp.async.cg ring (16-byte chunks), ldmatrix.x4 fragments from padded
// shared rows (80 bytes: no bank conflicts), mma.sync m16n8k16 f32.
// Compiled here: nvcc -arch=sm_90 -ptx -O3 [-DMDIM= -DNDIM= -DKDIM=].
#include <cstdint>
#include "helpers.cuh"

#ifndef MDIM
#define MDIM 2048
#endif
#ifndef NDIM
#define NDIM 2048
#endif
#ifndef KDIM
#define KDIM 1024
#endif
#define BM 128
#define BN 128
#define BK 32
#define LDS 40  // halves per shared row (32 + 8 padding)
#define STAGES 3
#define KT (KDIM / BK)

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp16(uint32_t dst, const void* src) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(dst), "l"(src) : "memory");
}

__device__ __forceinline__ void ldsm4(uint32_t* r, uint32_t addr) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
}

__device__ __forceinline__ void mma16816(float* c, const uint32_t* a, uint32_t b0, uint32_t b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

extern "C" __global__ void __launch_bounds__(256) mma_gemm(const __half* __restrict__ A, const __half* __restrict__ B,
                                                           float* __restrict__ C) {
    extern __shared__ __align__(128) __half smem[];
    __half* sA = smem;                       // STAGES x BM x LDS
    __half* sB = smem + STAGES * BM * LDS;   // STAGES x BN x LDS
    int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
    int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;
    int wm = (warp >> 2) * 64, wn = (warp & 3) * 32;
    const __half* gA = A + (size_t)m0 * KDIM;
    const __half* gB = B + (size_t)n0 * KDIM;

    auto load = [&](int stage, int kt) {
        for (int i = 0; i < 2; i++) {
            int c = tid + 256 * i, row = c >> 2, col = (c & 3) * 8;
            cp16(smem_u32(sA + (stage * BM + row) * LDS + col), gA + (size_t)row * KDIM + kt * BK + col);
            cp16(smem_u32(sB + (stage * BN + row) * LDS + col), gB + (size_t)row * KDIM + kt * BK + col);
        }
    };

    float acc[4][4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            for (int e = 0; e < 4; e++) acc[i][j][e] = 0.0f;

    for (int s = 0; s < STAGES - 1; s++) {
        load(s, s);
        asm volatile("cp.async.commit_group;" ::: "memory");
    }
    for (int kt = 0; kt < KT; kt++) {
        asm volatile("cp.async.wait_group %0;" :: "n"(STAGES - 2) : "memory");
        __syncthreads();
        if (kt + STAGES - 1 < KT) load((kt + STAGES - 1) % STAGES, kt + STAGES - 1);
        asm volatile("cp.async.commit_group;" ::: "memory");
        int st = kt % STAGES;
        for (int kk = 0; kk < BK; kk += 16) {
            uint32_t a[4][4], b[2][4];
            for (int i = 0; i < 4; i++)
                ldsm4(a[i], smem_u32(sA + (st * BM + wm + 16 * i + (lane & 15)) * LDS + kk + (lane >> 4) * 8));
            for (int j = 0; j < 2; j++)
                ldsm4(b[j], smem_u32(sB + (st * BN + wn + 16 * j + (lane & 7) + ((lane >> 4) << 3)) * LDS + kk +
                                     ((lane >> 3) & 1) * 8));
            for (int i = 0; i < 4; i++)
                for (int j = 0; j < 4; j++) mma16816(acc[i][j], a[i], b[j >> 1][2 * (j & 1)], b[j >> 1][2 * (j & 1) + 1]);
        }
    }
    int g = lane >> 2, t = lane & 3;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            int row = m0 + wm + 16 * i + g, col = n0 + wn + 8 * j + 2 * t;
            *reinterpret_cast<float2*>(C + (size_t)row * NDIM + col) = make_float2(acc[i][j][0], acc[i][j][1]);
            *reinterpret_cast<float2*>(C + (size_t)(row + 8) * NDIM + col) = make_float2(acc[i][j][2], acc[i][j][3]);
        }
}
