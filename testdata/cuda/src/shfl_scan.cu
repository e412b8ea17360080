// CUDA samples shfl_scan: an inclusive prefix sum built from warp shuffles
// (__shfl_up_sync inside a warp, the warp totals scanned by the first warp
// through shared memory), blocks' totals scanned by a second launch and
// added back by a third; then a summed-area table (integral image) of a
// 1920x1080 image: rows scanned with shuffles, columns by a transposed
// pass using __shfl_xor_sync for a butterfly check sum. Integers: exact.
#include "common.h"

__device__ __forceinline__ int warp_scan(int v) {
  int lane = threadIdx.x & 31;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    int n = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o) v += n;
  }
  return v;
}

__global__ void scan_blocks(int *data, int *block_sums, int n) {
  extern __shared__ int warp_sums[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  int v = i < n ? data[i] : 0;
  v = warp_scan(v);
  if (lane == 31) warp_sums[w] = v;
  __syncthreads();
  if (w == 0) {
    int s = lane < (int)(blockDim.x >> 5) ? warp_sums[lane] : 0;
    s = warp_scan(s);
    warp_sums[lane] = s;
  }
  __syncthreads();
  if (w > 0) v += warp_sums[w - 1];
  if (i < n) data[i] = v;
  if (block_sums && threadIdx.x == blockDim.x - 1) block_sums[blockIdx.x] = v;
}

__global__ void add_block_sums(int *data, const int *block_sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x > 0 && i < n) data[i] += block_sums[blockIdx.x - 1];
}

// One warp per row: each lane owns a strip of consecutive pixels.
__global__ void integral_rows(const unsigned char *img, unsigned *sat, int w, int h) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x & 31;
  if (row >= h) return;
  int per = (w + 31) / 32;
  unsigned carry = 0;
  // Lane-local sums, then a shuffle scan of the lane totals.
  unsigned local = 0;
  for (int k = 0; k < per; k++) {
    int x = lane * per + k;
    if (x < w) local += img[row * w + x];
  }
  unsigned inc = local;
  for (int o = 1; o < 32; o <<= 1) {
    unsigned nv = __shfl_up_sync(0xffffffffu, inc, o);
    if (lane >= o) inc += nv;
  }
  carry = inc - local;
  for (int k = 0; k < per; k++) {
    int x = lane * per + k;
    if (x < w) {
      carry += img[row * w + x];
      sat[row * w + x] = carry;
    }
  }
}

__global__ void integral_cols(unsigned *sat, int w, int h, unsigned *checks) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned s = 0;
  if (x < w)
    for (int y = 0; y < h; y++) {
      s += sat[y * w + x];
      sat[y * w + x] = s;
    }
  // Butterfly sum of the column totals of this warp: every lane gets it.
  unsigned t = s;
  for (int o = 16; o > 0; o >>= 1) t += __shfl_xor_sync(0xffffffffu, t, o);
  if ((threadIdx.x & 31) == 0) checks[x / 32] = t;
}

int main() {
  bool ok = true;
  const int n = 1 << 20, B = 256, nb = n / B; // nb = 4096: the block sums need a second level
  int *h = (int *)malloc(n * sizeof(int)), *want = (int *)malloc(n * sizeof(int));
  unsigned seed = 1;
  for (int i = 0; i < n; i++) h[i] = (int)(lcg_next(&seed) % 16);
  for (int i = 0, s = 0; i < n; i++) want[i] = s += h[i];
  int *d, *bs, *bs2;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMalloc(&bs, nb * sizeof(int)));
  CHECK(cudaMalloc(&bs2, (nb / B) * sizeof(int)));
  CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
  scan_blocks<<<nb, B, 32 * sizeof(int)>>>(d, bs, n);
  scan_blocks<<<nb / B, B, 32 * sizeof(int)>>>(bs, bs2, nb);
  scan_blocks<<<1, nb / B, 32 * sizeof(int)>>>(bs2, nullptr, nb / B);
  add_block_sums<<<nb / B, B>>>(bs, bs2, nb);
  add_block_sums<<<nb, B>>>(d, bs, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  if (count_mismatch_i(h, want, n, "scan")) ok = false;
  printf("scan of %d: total %d\n", n, h[n - 1]);

  const int W = 1920, H = 1080;
  unsigned char *img = (unsigned char *)malloc(W * H);
  for (int i = 0; i < W * H; i++) img[i] = (unsigned char)(lcg_next(&seed) >> 24);
  unsigned char *dimg;
  unsigned *dsat, *dchk;
  CHECK(cudaMalloc(&dimg, W * H));
  CHECK(cudaMalloc(&dsat, W * H * sizeof(unsigned)));
  CHECK(cudaMalloc(&dchk, (W / 32) * sizeof(unsigned)));
  CHECK(cudaMemcpy(dimg, img, W * H, cudaMemcpyHostToDevice));
  integral_rows<<<(H + 7) / 8, 256>>>(dimg, dsat, W, H);
  integral_cols<<<W / 128, 128>>>(dsat, W, H, dchk);
  CHECK_LAUNCH();
  unsigned *sat = (unsigned *)malloc(W * H * sizeof(unsigned)), chk[W / 32];
  CHECK(cudaMemcpy(sat, dsat, W * H * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(chk, dchk, sizeof(chk), cudaMemcpyDeviceToHost));
  unsigned *ref = (unsigned *)malloc(W * H * sizeof(unsigned));
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      ref[y * W + x] = img[y * W + x] + (x ? ref[y * W + x - 1] : 0) + (y ? ref[(y - 1) * W + x] : 0) - (x && y ? ref[(y - 1) * W + x - 1] : 0);
  if (count_mismatch_i((int *)sat, (int *)ref, W * H, "sat")) ok = false;
  for (int k = 0; k < W / 32; k++) {
    unsigned s = 0;
    for (int x = k * 32; x < k * 32 + 32; x++) s += ref[(H - 1) * W + x];
    if (chk[k] != s) { printf("warp check %d = %u, want %u\n", k, chk[k], s); ok = false; }
  }
  printf("integral image %dx%d: corner %u\n", W, H, sat[W * H - 1]);
  return finish(ok);
}
