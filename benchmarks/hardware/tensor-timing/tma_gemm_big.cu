// tma_gemm at scale (issue #12 timing ground truth): the CUTLASS-style
// Hopper GEMM of benchmarks/hardware/hopper/tma_gemm.cu (TMA 128B swizzle,
// B multicast in clusters of 2, 3-stage mbarrier pipeline, wgmma
// m64n128k16) with M, N, K apart: C[MDIM x NDIM] = A[MDIM x KDIM] *
// B^T, B NDIM x KDIM; plus the init and checksum kernels (helpers.cuh).
// Compiled on the device with nvcc -arch=sm_90a -ptx (sizes: -DMDIM= -DNDIM=
// -DKDIM=; MDIM a multiple of 128, NDIM of 128, KDIM of 64).
#include <cuda.h>
#include <cstdint>
#include "helpers.cuh"
#if CUDA_VERSION < 12000
struct alignas(64) CUtensorMap { unsigned long long opaque[16]; };  // CUDA 11 (syntax checks only)
#endif

#define BM 64
#define BN 128
#define BK 64
#define STAGES 3
#ifndef MDIM
#define MDIM 256
#endif
#ifndef NDIM
#define NDIM 512
#endif
#ifndef KDIM
#define KDIM 8192
#endif
#define KTILES (KDIM / BK)

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void mbar_init(uint32_t bar, uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(bar), "r"(count) : "memory");
}

__device__ __forceinline__ void mbar_expect_tx(uint32_t bar, uint32_t bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(bar), "r"(bytes) : "memory");
}

// A bounded wait: a pipeline bug traps instead of hanging the GPU.
__device__ __forceinline__ void mbar_wait(uint32_t bar, uint32_t parity) {
    asm volatile(
        "{\n"
        ".reg .pred P1;\n"
        ".reg .b32 n;\n"
        "mov.b32 n, 0;\n"
        "LAB_WAIT:\n"
        "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n"
        "@P1 bra DONE;\n"
        "add.u32 n, n, 1;\n"
        "setp.lt.u32 P1, n, 262144;\n"
        "@P1 bra LAB_WAIT;\n"
        "trap;\n"
        "DONE:\n"
        "}\n" :: "r"(bar), "r"(parity) : "memory");
}

__device__ __forceinline__ void mbar_arrive_cluster(uint32_t bar, uint32_t cta) {
    asm volatile(
        "{\n"
        ".reg .b32 remAddr32;\n"
        "mapa.shared::cluster.u32 remAddr32, %0, %1;\n"
        "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remAddr32];\n"
        "}\n" :: "r"(bar), "r"(cta) : "memory");
}

__device__ __forceinline__ void cluster_sync() {
    asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}

__device__ __forceinline__ uint32_t cluster_rank() {
    uint32_t r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}

__device__ __forceinline__ void tma_load(uint32_t dst, const CUtensorMap* tm, uint32_t bar, int c0, int c1) {
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];"
        :: "r"(dst), "l"(reinterpret_cast<uint64_t>(tm)), "r"(bar), "r"(c0), "r"(c1) : "memory");
}

__device__ __forceinline__ void tma_load_mc(uint32_t dst, const CUtensorMap* tm, uint32_t bar, int c0, int c1, uint16_t mask) {
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%3, %4}], [%2], %5;"
        :: "r"(dst), "l"(reinterpret_cast<uint64_t>(tm)), "r"(bar), "r"(c0), "r"(c1), "h"(mask) : "memory");
}

// K-major, 128B swizzle: 8-row groups 1024 bytes apart.
__device__ __forceinline__ uint64_t make_desc(uint32_t addr) {
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)1 << 16) | ((uint64_t)(1024 >> 4) << 32) | ((uint64_t)1 << 62);
}

__device__ __forceinline__ void wgmma_m64n128k16(float* acc, uint64_t da, uint64_t db) {
    asm volatile(
        "{\n"
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
        "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, 1, 1, 1, 0, 0;\n"
        "}\n"
        : "+f"(acc[0]), "+f"(acc[1]), "+f"(acc[2]), "+f"(acc[3]), "+f"(acc[4]), "+f"(acc[5]), "+f"(acc[6]), "+f"(acc[7]), "+f"(acc[8]), "+f"(acc[9]), "+f"(acc[10]), "+f"(acc[11]), "+f"(acc[12]), "+f"(acc[13]), "+f"(acc[14]), "+f"(acc[15]), "+f"(acc[16]), "+f"(acc[17]), "+f"(acc[18]), "+f"(acc[19]), "+f"(acc[20]), "+f"(acc[21]), "+f"(acc[22]), "+f"(acc[23]), "+f"(acc[24]), "+f"(acc[25]), "+f"(acc[26]), "+f"(acc[27]), "+f"(acc[28]), "+f"(acc[29]), "+f"(acc[30]), "+f"(acc[31]), "+f"(acc[32]), "+f"(acc[33]), "+f"(acc[34]), "+f"(acc[35]), "+f"(acc[36]), "+f"(acc[37]), "+f"(acc[38]), "+f"(acc[39]), "+f"(acc[40]), "+f"(acc[41]), "+f"(acc[42]), "+f"(acc[43]), "+f"(acc[44]), "+f"(acc[45]), "+f"(acc[46]), "+f"(acc[47]), "+f"(acc[48]), "+f"(acc[49]), "+f"(acc[50]), "+f"(acc[51]), "+f"(acc[52]), "+f"(acc[53]), "+f"(acc[54]), "+f"(acc[55]), "+f"(acc[56]), "+f"(acc[57]), "+f"(acc[58]), "+f"(acc[59]), "+f"(acc[60]), "+f"(acc[61]), "+f"(acc[62]), "+f"(acc[63])
        : "l"(da), "l"(db));
}

extern "C" __global__ void __launch_bounds__(160) tma_gemm_big(const __grid_constant__ CUtensorMap tmA,
                                                               const __grid_constant__ CUtensorMap tmB, float* C) {
    extern __shared__ __align__(1024) uint8_t smem_raw[];
    uint32_t base = (smem_u32(smem_raw) + 1023) & ~1023u;
    uint32_t sA = base;
    uint32_t sB = base + STAGES * 8192;
    uint32_t bars = sB + STAGES * 16384;
    int tid = threadIdx.x;
    int warp = tid / 32;
    uint32_t rank = cluster_rank();
    if (tid == 0) {
        for (int s = 0; s < STAGES; s++) {
            mbar_init(bars + 8 * s, 1);
            mbar_init(bars + 8 * (STAGES + s), 2);
        }
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    cluster_sync();
    int m0 = blockIdx.x * BM;
    int n0 = blockIdx.y * BN;
    if (warp == 4) {
        if ((tid & 31) == 0) {
            asm volatile("prefetch.tensormap [%0];" :: "l"(reinterpret_cast<uint64_t>(&tmA)) : "memory");
            for (int kt = 0; kt < KTILES; kt++) {
                int s = kt % STAGES, round = kt / STAGES;
                mbar_wait(bars + 8 * (STAGES + s), (round & 1) ^ 1);
                mbar_expect_tx(bars + 8 * s, 8192 + 16384);
                tma_load(sA + s * 8192, &tmA, bars + 8 * s, kt * BK, m0);
                tma_load_mc(sB + s * 16384 + rank * 8192, &tmB, bars + 8 * s, kt * BK, n0 + rank * 64, 0x3);
            }
        }
    } else {
        float acc[64];
        for (int i = 0; i < 64; i++) acc[i] = 0.0f;
        for (int kt = 0; kt < KTILES; kt++) {
            int s = kt % STAGES, round = kt / STAGES;
            mbar_wait(bars + 8 * s, round & 1);
            asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
            for (int kk = 0; kk < BK / 16; kk++) {
                wgmma_m64n128k16(acc, make_desc(sA + s * 8192 + kk * 32), make_desc(sB + s * 16384 + kk * 32));
            }
            asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
            asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
            if (tid == 0) {
                mbar_arrive_cluster(bars + 8 * (STAGES + s), 0);
                mbar_arrive_cluster(bars + 8 * (STAGES + s), 1);
            }
        }
        int lane = tid & 31, g = lane >> 2, t = lane & 3;
        for (int i = 0; i < 64; i++) {
            int row = m0 + 16 * warp + g + 8 * ((i >> 1) & 1);
            int col = n0 + 8 * (i >> 2) + 2 * t + (i & 1);
            C[row * NDIM + col] = acc[i];
        }
    }
    cluster_sync();
}
