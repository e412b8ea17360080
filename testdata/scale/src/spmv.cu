// Sparse matrix-vector product, CSR, y = A x: the scalar kernel (one thread
// per row: each lane walks its own row, so a warp's loads scatter over 32
// rows) and the vector kernel (one warp per row: coalesced row reads,
// shuffle reduction). The matrix is generated on the device: row r holds
// 2 + (37 r mod 61) nonzeros, plus 960 more on every 1024th row (a few long
// rows, as power-law matrices have); 3 of 4 columns lie within +-4096 of
// the diagonal, the rest anywhere (irregular gathers from x).
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

__device__ __forceinline__ uint32_t csr_row_len(uint32_t r) { return 2U + (37U * r) % 61U + ((r & 1023U) == 0 ? 960U : 0U); }

// Closed form of sum_{i<r} csr_row_len(i): 37 i mod 61 has period 61 and
// sums to 1830 over a period; part[m] = sum_{i<m} (37 i mod 61).
__device__ __forceinline__ uint32_t csr_row_start(uint32_t r, const uint32_t* part)
{
    return 2U * r + (r / 61U) * 1830U + part[r % 61U] + 960U * ((r + 1023U) / 1024U);
}

// csr_init: one warp per row writes row_ptr, its columns and values; the
// grid also writes x. row_ptr has n+1 entries.
extern "C" __global__ void csr_init(uint32_t* __restrict__ row_ptr, uint32_t* __restrict__ cols, float* __restrict__ vals,
                                    float* __restrict__ x, int n, uint32_t seed)
{
    __shared__ uint32_t part[61];
    if (threadIdx.x < 61) {
        uint32_t s = 0;
        for (uint32_t i = 0; i < threadIdx.x; ++i) s += (37U * i) % 61U;
        part[threadIdx.x] = s;
    }
    __syncthreads();
    int gt = blockIdx.x * blockDim.x + threadIdx.x;
    for (int i = gt; i < n; i += gridDim.x * blockDim.x) x[i] = hash_signed((uint32_t)i ^ 0xA5A5A5A5U ^ seed);
    int warps = gridDim.x * (blockDim.x >> 5);
    int lane = threadIdx.x & 31;
    for (int r = gt >> 5; r < n; r += warps) {
        uint32_t start = csr_row_start(r, part), len = csr_row_len(r);
        if (lane == 0) {
            row_ptr[r] = start;
            if (r == n - 1) row_ptr[n] = start + len;
        }
        for (uint32_t k = lane; k < len; k += 32) {
            uint32_t h = hash32(start + k + seed);
            int c;
            if ((h & 3U) != 0) {
                c = r + (int)((h >> 2) % 8193U) - 4096;
                c = c < 0 ? c + n : (c >= n ? c - n : c);
            } else {
                c = (int)((h >> 2) % (uint32_t)n);
            }
            cols[start + k] = (uint32_t)c;
            vals[start + k] = hash_signed(h ^ 0x3C6EF372U);
        }
    }
}

extern "C" __global__ void spmv_scalar(const uint32_t* __restrict__ row_ptr, const uint32_t* __restrict__ cols,
                                       const float* __restrict__ vals, const float* __restrict__ x, float* __restrict__ y,
                                       int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    float s = 0.0f;
    for (uint32_t k = row_ptr[r], e = row_ptr[r + 1]; k < e; ++k) s += vals[k] * x[cols[k]];
    y[r] = s;
}

extern "C" __global__ void spmv_vector(const uint32_t* __restrict__ row_ptr, const uint32_t* __restrict__ cols,
                                       const float* __restrict__ vals, const float* __restrict__ x, float* __restrict__ y,
                                       int n)
{
    int r = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (r >= n) return;
    float s = 0.0f;
    for (uint32_t k = row_ptr[r] + lane, e = row_ptr[r + 1]; k < e; k += 32) s += vals[k] * x[cols[k]];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffU, s, o);
    if (lane == 0) y[r] = s;
}
