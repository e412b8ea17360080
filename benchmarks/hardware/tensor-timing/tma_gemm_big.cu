// tma_gemm at scale (issue #12 timing ground truth): the CUTLASS-style
// Hopper GEMM of benchmarks/hardware/hopper/tma_gemm.cu (TMA 128B swizzle,
// B multicast in clusters of 2, 3-stage mbarrier pipeline, wgmma
// m64n128k16), #included here with M, N, K apart: C[MDIM x NDIM] =
// A[MDIM x KDIM] * B^T, B NDIM x KDIM; plus the init and checksum kernels
// (helpers.cuh). Compiled on the device with nvcc -arch=sm_90a -ptx (sizes:
// -DMDIM= -DNDIM= -DKDIM=; MDIM a multiple of 128, NDIM of 128, KDIM of 64).
#include <cuda.h>
#include <cstdint>
#include "helpers.cuh"

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
#define TMA_GEMM_NAME tma_gemm_big
#include "../hopper/tma_gemm.cu"
