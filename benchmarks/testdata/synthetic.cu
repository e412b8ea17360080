// Synthetic workloads for the parallel-simulation benchmarks
// (benchmarks/parallel_bench_test.go): a tiled SGEMM and a STREAM triad.
// synthetic.ptx is this file compiled with
//   nvcc -arch=sm_90 -ptx -O3 synthetic.cu -o synthetic.ptx   (CUDA 11.8)

#define TILE 16

// C[M][N] = A[M][K] * B[K][N], row-major; blocks of TILE x TILE threads,
// one element of C per thread; M, N, K multiples of TILE.
extern "C" __global__ void sgemm(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = A[row * K + k0 + tx];
        Bs[ty][tx] = B[(k0 + ty) * N + col];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; k++)
            acc = fmaf(As[ty][k], Bs[k][tx], acc);
        __syncthreads();
    }
    C[row * N + col] = acc;
}

// STREAM triad: a[i] = b[i] + s * c[i].
extern "C" __global__ void triad(float *a, const float *b, const float *c, float s, long n)
{
    long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = b[i] + s * c[i];
}
