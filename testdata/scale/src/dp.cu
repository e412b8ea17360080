// Dynamic programming: Rodinia-style pathfinder. A rows x cols grid of
// weights; dst[c] = min over the three cells above of the path cost, plus
// the weight, row after row. One launch advances `steps` rows: each
// 256-thread block loads 256 costs of the previous row and computes a
// pyramid of `steps` rows in shared memory, so the block's useful output
// shrinks by 2 per row (256 - 2*steps columns per block).
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

// path_init: weights in 0..9 (Rodinia draws rand() % 10); rows*cols a
// multiple of 4. Row 0 is also the first launch's src.
extern "C" __global__ void path_init(int* __restrict__ wall, int rows, int cols, uint32_t seed)
{
    unsigned long long n4 = (unsigned long long)rows * cols / 4;
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    uint32_t x = hash32((uint32_t)t ^ seed);
    for (unsigned long long i = t; i < n4; i += (unsigned long long)blockDim.x * gridDim.x) {
        int4 v;
        v.x = (int)((lcg_next(x) >> 8) % 10U);
        v.y = (int)((lcg_next(x) >> 8) % 10U);
        v.z = (int)((lcg_next(x) >> 8) % 10U);
        v.w = (int)((lcg_next(x) >> 8) % 10U);
        ((int4*)wall)[i] = v;
    }
}

#define PF_BLOCK 256
// pathfinder: rows start_row+1 .. start_row+steps of wall; src holds the
// costs of row start_row, dst receives those of row start_row+steps.
extern "C" __global__ void pathfinder(const int* __restrict__ wall, const int* __restrict__ src, int* __restrict__ dst,
                                      int cols, int start_row, int steps)
{
    __shared__ int prev[PF_BLOCK];
    __shared__ int res[PF_BLOCK];
    int tx = threadIdx.x;
    int out_w = PF_BLOCK - 2 * steps;          // columns this block produces
    int x0 = blockIdx.x * out_w - steps;       // first column of the loaded window
    int x = x0 + tx;
    bool valid = x >= 0 && x < cols;
    // Columns of the window that hold real data.
    int lo = x0 < 0 ? -x0 : 0;
    int hi = x0 + PF_BLOCK - 1 >= cols ? PF_BLOCK - 1 - (x0 + PF_BLOCK - cols) : PF_BLOCK - 1;
    if (valid) prev[tx] = src[x];
    __syncthreads();
    bool computed = false;
    for (int i = 0; i < steps; ++i) {
        computed = false;
        // After i+1 rows, the usable window shrinks by i+1 on each side.
        if (tx >= i + 1 && tx <= PF_BLOCK - 2 - i && tx >= lo && tx <= hi) {
            computed = true;
            int left = tx - 1 < lo ? prev[tx] : prev[tx - 1];
            int right = tx + 1 > hi ? prev[tx] : prev[tx + 1];
            int up = prev[tx];
            int m = min(left, min(up, right));
            res[tx] = m + wall[(size_t)(start_row + i + 1) * cols + x];
        }
        __syncthreads();
        if (i == steps - 1) break;
        if (computed) prev[tx] = res[tx];
        __syncthreads();
    }
    if (computed && tx >= steps && tx < PF_BLOCK - steps) dst[x] = res[tx];
}
