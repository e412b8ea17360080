// CUDA samples dct8x8 and boxFilter: a forward and inverse 8x8 DCT of a
// 512x512 image (one 8x8 block per thread block, the basis in __constant__
// memory, rows then columns through shared memory, quantisation with a
// JPEG table and __float2int_rn), and a separable box filter of radius 9:
// a row pass with a sliding window per thread and a column pass, both with
// clamp-to-edge, over float and uchar4 (RGBA) images with
// __saturatef/rounding conversions. Against CPU models; the DCT's PSNR.
#include "common.h"

#define B 8
__constant__ float cosb[B * B];
__constant__ int qtab[B * B];

__global__ void dct_quant_idct(const float *in, float *out, int w) {
  __shared__ float blk[B][B + 1], tmp[B][B + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
  blk[ty][tx] = in[y * w + x] - 128.f;
  __syncthreads();
  float s = 0; // rows: tmp[ty][tx] = sum_k blk[ty][k] * C[tx][k]
  for (int k = 0; k < B; k++) s += blk[ty][k] * cosb[tx * B + k];
  tmp[ty][tx] = s;
  __syncthreads();
  s = 0; // columns: coefficient (ty, tx)
  for (int k = 0; k < B; k++) s += cosb[ty * B + k] * tmp[k][tx];
  // Quantise and dequantise.
  int q = qtab[ty * B + tx];
  s = __int2float_rn(__float2int_rn(s / q) * q);
  __syncthreads();
  blk[ty][tx] = s;
  __syncthreads();
  s = 0; // inverse columns
  for (int k = 0; k < B; k++) s += cosb[k * B + ty] * blk[k][tx];
  tmp[ty][tx] = s;
  __syncthreads();
  s = 0; // inverse rows
  for (int k = 0; k < B; k++) s += tmp[ty][k] * cosb[k * B + tx];
  out[y * w + x] = s + 128.f;
}

__global__ void box_rows(const float *in, float *out, int w, int h, int r) {
  int y = blockIdx.x * blockDim.x + threadIdx.x;
  if (y >= h) return;
  const float *row = in + y * w;
  float scale = 1.f / (2 * r + 1), t = 0;
  for (int x = -r; x <= r; x++) t += row[max(x, 0)];
  for (int x = 0; x < w; x++) {
    out[y * w + x] = t * scale;
    t += row[min(x + r + 1, w - 1)] - row[max(x - r, 0)];
  }
}

__global__ void box_cols(const float *in, float *out, int w, int h, int r) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= w) return;
  float scale = 1.f / (2 * r + 1), t = 0;
  for (int y = -r; y <= r; y++) t += in[max(y, 0) * w + x];
  for (int y = 0; y < h; y++) {
    out[y * w + x] = t * scale;
    t += in[min(y + r + 1, h - 1) * w + x] - in[max(y - r, 0) * w + x];
  }
}

// RGBA: one thread per column, straight window sum in float4.
__global__ void box_rgba_cols(const uchar4 *in, uchar4 *out, int w, int h, int r) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= w) return;
  float scale = 1.f / (2 * r + 1);
  for (int y = 0; y < h; y++) {
    float4 t = make_float4(0, 0, 0, 0);
    for (int k = -r; k <= r; k++) {
      uchar4 p = in[min(max(y + k, 0), h - 1) * w + x];
      t.x += p.x; t.y += p.y; t.z += p.z; t.w += p.w;
    }
    out[y * w + x] = make_uchar4((unsigned char)(__saturatef(t.x * scale / 255.f) * 255.f + 0.5f),
                                 (unsigned char)(__saturatef(t.y * scale / 255.f) * 255.f + 0.5f),
                                 (unsigned char)(__saturatef(t.z * scale / 255.f) * 255.f + 0.5f),
                                 (unsigned char)(__saturatef(t.w * scale / 255.f) * 255.f + 0.5f));
  }
}

int main() {
  const int W = 512, H = 512, R = 9;
  bool ok = true;
  float C[B * B];
  for (int u = 0; u < B; u++)
    for (int k = 0; k < B; k++) C[u * B + k] = (u ? sqrtf(2.f / B) : sqrtf(1.f / B)) * cosf((2 * k + 1) * u * 3.14159265f / (2 * B));
  int Q[B * B];
  for (int i = 0; i < B * B; i++) Q[i] = 1 + (i / B + i % B) * 2;
  CHECK(cudaMemcpyToSymbol(cosb, C, sizeof(C)));
  CHECK(cudaMemcpyToSymbol(qtab, Q, sizeof(Q)));
  float *img = (float *)malloc(W * H * sizeof(float)), *res = (float *)malloc(W * H * sizeof(float));
  unsigned seed = 2;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y * W + x] = floorf(128 + 60 * sinf(x * 0.05f) * cosf(y * 0.03f) + 30 * lcg_float(&seed));
  float *din, *dout, *dtmp;
  CHECK(cudaMalloc(&din, W * H * sizeof(float)));
  CHECK(cudaMalloc(&dout, W * H * sizeof(float)));
  CHECK(cudaMalloc(&dtmp, W * H * sizeof(float)));
  CHECK(cudaMemcpy(din, img, W * H * sizeof(float), cudaMemcpyHostToDevice));
  dct_quant_idct<<<dim3(W / B, H / B), dim3(B, B)>>>(din, dout, W);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(res, dout, W * H * sizeof(float), cudaMemcpyDeviceToHost));
  double mse = 0;
  for (int i = 0; i < W * H; i++) mse += (res[i] - img[i]) * (res[i] - img[i]);
  mse /= W * H;
  double psnr = 10 * log10(255.0 * 255.0 / mse);
  bool dct_ok = psnr > 30 && psnr < 60;
  printf("dct8x8 quantised round trip: PSNR %s\n", dct_ok ? "in 30-60 dB" : "OUT OF RANGE");
  printf("# PSNR %.3f dB\n", psnr);
  ok &= dct_ok;
  // CPU model of one block, exactly in double: the GPU is within 1e-3.
  int bad = 0;
  for (int by = 0; by < H / B; by += 13)
    for (int bx = 0; bx < W / B; bx += 11) {
      double blk[B][B], t[B][B], cf[B][B];
      for (int y = 0; y < B; y++) for (int x = 0; x < B; x++) blk[y][x] = img[(by * B + y) * W + bx * B + x] - 128.0;
      for (int y = 0; y < B; y++) for (int u = 0; u < B; u++) { double s = 0; for (int k = 0; k < B; k++) s += blk[y][k] * C[u * B + k]; t[y][u] = s; }
      for (int v = 0; v < B; v++) for (int u = 0; u < B; u++) {
        double s = 0; for (int k = 0; k < B; k++) s += C[v * B + k] * t[k][u];
        double qq = s / Q[v * B + u];
        cf[v][u] = rint(qq) * Q[v * B + u];
        if (fabs(fabs(qq - floor(qq)) - 0.5) < 1e-3) cf[v][u] = NAN; // a tie: rounding may go either way
      }
      for (int y = 0; y < B; y++) for (int u = 0; u < B; u++) { double s = 0; for (int k = 0; k < B; k++) s += C[k * B + y] * cf[k][u]; t[y][u] = s; }
      for (int y = 0; y < B; y++) for (int x = 0; x < B; x++) {
        double s = 0; for (int k = 0; k < B; k++) s += t[y][k] * C[k * B + x];
        double g = res[(by * B + y) * W + bx * B + x];
        if (!isnan(s) && fabs(g - (s + 128)) > 1e-3) { if (bad < 5) printf("dct block (%d,%d) pixel (%d,%d): %.5f want %.5f\n", bx, by, x, y, g, s + 128); bad++; }
      }
    }
  ok &= bad == 0;
  // Box filter, float.
  box_rows<<<(H + 127) / 128, 128>>>(din, dtmp, W, H, R);
  box_cols<<<(W + 127) / 128, 128>>>(dtmp, dout, W, H, R);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(res, dout, W * H * sizeof(float), cudaMemcpyDeviceToHost));
  double *ref = (double *)malloc(W * H * sizeof(double));
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double s = 0;
      for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++) s += img[min(max(y + dy, 0), H - 1) * W + min(max(x + dx, 0), W - 1)];
      ref[y * W + x] = s / ((2 * R + 1) * (2 * R + 1));
    }
  bad = 0;
  for (int i = 0; i < W * H; i++)
    if (fabs(res[i] - ref[i]) > 2e-3) { if (bad < 5) printf("box[%d] = %.5f want %.5f\n", i, res[i], ref[i]); bad++; }
  printf("box filter radius %d on %dx%d float: %d mismatches\n", R, W, H, bad);
  ok &= bad == 0;
  // RGBA columns.
  uchar4 *rgba = (uchar4 *)malloc(W * H * sizeof(uchar4)), *rout = (uchar4 *)malloc(W * H * sizeof(uchar4));
  for (int i = 0; i < W * H; i++) rgba[i] = make_uchar4(lcg_next(&seed) >> 24, (unsigned char)img[i], 255 - (unsigned char)img[i], 255);
  uchar4 *drgba, *drout;
  CHECK(cudaMalloc(&drgba, W * H * sizeof(uchar4)));
  CHECK(cudaMalloc(&drout, W * H * sizeof(uchar4)));
  CHECK(cudaMemcpy(drgba, rgba, W * H * sizeof(uchar4), cudaMemcpyHostToDevice));
  box_rgba_cols<<<(W + 63) / 64, 64>>>(drgba, drout, W, H, 4);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(rout, drout, W * H * sizeof(uchar4), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double t[4] = {0, 0, 0, 0};
      for (int k = -4; k <= 4; k++) {
        uchar4 p = rgba[min(max(y + k, 0), H - 1) * W + x];
        t[0] += p.x; t[1] += p.y; t[2] += p.z; t[3] += p.w;
      }
      uchar4 g = rout[y * W + x];
      unsigned char gv[4] = {g.x, g.y, g.z, g.w};
      for (int c = 0; c < 4; c++) {
        double v = t[c] / 9;
        if (abs((int)gv[c] - (int)floor(v + 0.5)) > (fabs(v - floor(v) - 0.5) < 1e-3 ? 1 : 0)) { if (bad < 5) printf("rgba (%d,%d).%d = %d want %.3f\n", x, y, c, gv[c], v); bad++; }
      }
    }
  printf("box filter radius 4 on %dx%d RGBA: %d mismatches\n", W, H, bad);
  ok &= bad == 0;
  return finish(ok);
}
