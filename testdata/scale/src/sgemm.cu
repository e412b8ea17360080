// Register-blocked SGEMM, C = A * B (row-major; M, N multiples of 128, K of
// 8): 128x128 block tiles, 256 threads, each thread an 8x8 sub-tile held in
// registers; A and B tiles of depth 8 staged in shared memory (A stored
// transposed so both are read as float4 rows), double-buffered in shared
// memory with the next tile prefetched into registers.
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// mat_init: m uniform in [-1, 1) (n a multiple of 4).
extern "C" __global__ void mat_init(float* __restrict__ m, unsigned long long n, uint32_t seed)
{
    fill_uniform((float4*)m, n / 4, seed, 2.0f, -1.0f);
}

#define SG_BM 128
#define SG_BN 128
#define SG_BK 8
#define SG_TM 8
#define SG_TN 8
extern "C" __global__ void __launch_bounds__(256) sgemm(const float* __restrict__ A, const float* __restrict__ B,
                                                       float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(16) float As[2][SG_BK][SG_BM];
    __shared__ __align__(16) float Bs[2][SG_BK][SG_BN];
    int tid = threadIdx.x;
    int tx = tid % 16, ty = tid / 16; // 16 x 16 threads, 8 x 8 outputs each
    const float* Ab = A + (size_t)blockIdx.y * SG_BM * K;
    const float* Bb = B + (size_t)blockIdx.x * SG_BN;
    // Loaders: A tile 128 x 8 -> each thread one float4 (row tid/2, cols (tid%2)*4..+3);
    // B tile 8 x 128 -> each thread one float4 (row tid/32, cols (tid%32)*4..+3).
    int ar = tid / 2, ac = (tid % 2) * 4;
    int br = tid / 32, bc = (tid % 32) * 4;
    float4 ra = *(const float4*)(Ab + (size_t)ar * K + ac);
    float4 rb = *(const float4*)(Bb + (size_t)br * N + bc);
    As[0][ac + 0][ar] = ra.x;
    As[0][ac + 1][ar] = ra.y;
    As[0][ac + 2][ar] = ra.z;
    As[0][ac + 3][ar] = ra.w;
    *(float4*)&Bs[0][br][bc] = rb;
    __syncthreads();
    float acc[SG_TM][SG_TN] = {};
    int buf = 0;
    for (int k0 = 0; k0 < K; k0 += SG_BK) {
        bool more = k0 + SG_BK < K;
        if (more) {
            ra = *(const float4*)(Ab + (size_t)ar * K + k0 + SG_BK + ac);
            rb = *(const float4*)(Bb + (size_t)(k0 + SG_BK + br) * N + bc);
        }
#pragma unroll
        for (int k = 0; k < SG_BK; ++k) {
            float a[SG_TM], b[SG_TN];
            float4 a0 = *(const float4*)&As[buf][k][ty * 4];
            float4 a1 = *(const float4*)&As[buf][k][64 + ty * 4];
            float4 b0 = *(const float4*)&Bs[buf][k][tx * 4];
            float4 b1 = *(const float4*)&Bs[buf][k][64 + tx * 4];
            a[0] = a0.x; a[1] = a0.y; a[2] = a0.z; a[3] = a0.w;
            a[4] = a1.x; a[5] = a1.y; a[6] = a1.z; a[7] = a1.w;
            b[0] = b0.x; b[1] = b0.y; b[2] = b0.z; b[3] = b0.w;
            b[4] = b1.x; b[5] = b1.y; b[6] = b1.z; b[7] = b1.w;
#pragma unroll
            for (int i = 0; i < SG_TM; ++i)
#pragma unroll
                for (int j = 0; j < SG_TN; ++j) acc[i][j] += a[i] * b[j];
        }
        if (more) {
            buf ^= 1;
            As[buf][ac + 0][ar] = ra.x;
            As[buf][ac + 1][ar] = ra.y;
            As[buf][ac + 2][ar] = ra.z;
            As[buf][ac + 3][ar] = ra.w;
            *(float4*)&Bs[buf][br][bc] = rb;
            __syncthreads();
        }
    }
    // Rows ty*4..+3 and 64+ty*4..+3, columns tx*4..+3 and 64+tx*4..+3.
#pragma unroll
    for (int i = 0; i < SG_TM; ++i) {
        int r = blockIdx.y * SG_BM + (i < 4 ? ty * 4 + i : 64 + ty * 4 + i - 4);
        float* c = C + (size_t)r * N + blockIdx.x * SG_BN;
        *(float4*)(c + tx * 4) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
        *(float4*)(c + 64 + tx * 4) = make_float4(acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
    }
}
