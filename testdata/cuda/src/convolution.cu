// Separable 2D convolution as in the CUDA samples' convolutionSeparable:
// the filter in __constant__ memory (cudaMemcpyToSymbol), a row pass and a
// column pass through shared-memory tiles with apron.
#include "common.h"

#define R 4
#define TW 32
#define TH 8

__constant__ float c_filter[2 * R + 1];

__global__ void rows(float *out, const float *in, int w, int h) {
  __shared__ float s[TH][TW + 2 * R];
  int x = blockIdx.x * TW + threadIdx.x, y = blockIdx.y * TH + threadIdx.y;
  int yy = min(y, h - 1);
  s[threadIdx.y][threadIdx.x + R] = in[yy * w + min(x, w - 1)];
  if (threadIdx.x < R) {
    s[threadIdx.y][threadIdx.x] = in[yy * w + max(x - R, 0)];
    s[threadIdx.y][threadIdx.x + TW + R] = in[yy * w + min(x + TW, w - 1)];
  }
  __syncthreads();
  if (x >= w || y >= h) return;
  float acc = 0;
  for (int k = -R; k <= R; k++) acc = __fadd_rn(acc, __fmul_rn(c_filter[R - k], s[threadIdx.y][threadIdx.x + R + k]));
  out[y * w + x] = acc;
}

__global__ void cols(float *out, const float *in, int w, int h) {
  __shared__ float s[TH + 2 * R][TW];
  int x = blockIdx.x * TW + threadIdx.x, y = blockIdx.y * TH + threadIdx.y;
  int xx = min(x, w - 1);
  s[threadIdx.y + R][threadIdx.x] = in[min(y, h - 1) * w + xx];
  if (threadIdx.y < R) {
    s[threadIdx.y][threadIdx.x] = in[max(y - R, 0) * w + xx];
    s[threadIdx.y + TH + R][threadIdx.x] = in[min(y + TH, h - 1) * w + xx];
  }
  __syncthreads();
  if (x >= w || y >= h) return;
  float acc = 0;
  for (int k = -R; k <= R; k++) acc = __fadd_rn(acc, __fmul_rn(c_filter[R - k], s[threadIdx.y + R + k][threadIdx.x]));
  out[y * w + x] = acc;
}

int main() {
  const int w = 100, h = 60;
  float filter[2 * R + 1];
  float sum = 0;
  for (int i = 0; i <= 2 * R; i++) sum += filter[i] = (float)(1 + (i < R ? i : 2 * R - i));
  for (int i = 0; i <= 2 * R; i++) filter[i] /= sum;
  CHECK(cudaMemcpyToSymbol(c_filter, filter, sizeof filter));
  size_t bytes = w * h * sizeof(float);
  float *img = (float *)malloc(bytes), *tmp = (float *)malloc(bytes), *ref = (float *)malloc(bytes), *out = (float *)malloc(bytes);
  unsigned s = 3;
  for (int i = 0; i < w * h; i++) img[i] = lcg_float(&s);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float acc = 0;
      for (int k = -R; k <= R; k++) {
        int xx = x + k < 0 ? 0 : (x + k >= w ? w - 1 : x + k);
        float p = filter[R - k] * img[y * w + xx];
        acc = acc + p;
      }
      tmp[y * w + x] = acc;
    }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float acc = 0;
      for (int k = -R; k <= R; k++) {
        int yy = y + k < 0 ? 0 : (y + k >= h ? h - 1 : y + k);
        float p = filter[R - k] * tmp[yy * w + x];
        acc = acc + p;
      }
      ref[y * w + x] = acc;
    }
  float *dImg, *dTmp, *dOut;
  CHECK(cudaMalloc(&dImg, bytes));
  CHECK(cudaMalloc(&dTmp, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  CHECK(cudaMemcpy(dImg, img, bytes, cudaMemcpyHostToDevice));
  dim3 block(TW, TH), grid((w + TW - 1) / TW, (h + TH - 1) / TH);
  rows<<<grid, block>>>(dTmp, dImg, w, h);
  cols<<<grid, block>>>(dOut, dTmp, w, h);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, dOut, bytes, cudaMemcpyDeviceToHost));
  int bad = count_mismatch_f(out, ref, w * h, 0, 0, "out");
  printf("convolution: %dx%d, radius %d, %d wrong\n", w, h, R, bad);
  return finish(bad == 0);
}
