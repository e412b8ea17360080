// CUDA 11.8's texture and surface references (removed in CUDA 12; built
// only with CUDA 11): texture<> and surface<> variables registered by
// nvcc's host code (__cudaRegisterTexture/__cudaRegisterSurface) and bound
// with cudaBindTextureToArray (a 2D float array: normalized coordinates,
// linear filtering, set on the reference before binding), cudaBindTexture
// (linear memory, tex1Dfetch), cudaBindTexture2D (pitched memory) and
// cudaBindSurfaceToArray; the kernel's results are checked on the host.
#include "common.h"

texture<float, cudaTextureType2D, cudaReadModeElementType> texArr;
texture<int, cudaTextureType1D, cudaReadModeElementType> texLin;
texture<unsigned char, cudaTextureType2D, cudaReadModeNormalizedFloat> texPitch;
surface<void, cudaSurfaceType2D> surfOut;

__global__ void useRefs(float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float a = tex2D(texArr, (x + 0.5f) / w, (y + 0.5f) / h); // texel centres: exact
  int l = tex1Dfetch(texLin, y * w + x);
  float p = tex2D(texPitch, x + 0.5f, y + 0.5f);
  out[y * w + x] = a + l + p;
  surf2Dwrite(a * 2, surfOut, x * 4, y);
}

int main() {
  const int W = 40, H = 24;
  float *ha = (float *)malloc(W * H * 4);
  int *hl = (int *)malloc(W * H * 4);
  for (int i = 0; i < W * H; i++) {
    ha[i] = (float)(i % 97) * 0.5f;
    hl[i] = 1000 * (i % 7);
  }
  cudaChannelFormatDesc df = cudaCreateChannelDesc<float>();
  cudaArray_t arr, sarr;
  CHECK(cudaMallocArray(&arr, &df, W, H));
  CHECK(cudaMallocArray(&sarr, &df, W, H, cudaArraySurfaceLoadStore));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, ha, W * 4, W * 4, H, cudaMemcpyHostToDevice));
  texArr.normalized = 1;
  texArr.filterMode = cudaFilterModeLinear;
  texArr.addressMode[0] = texArr.addressMode[1] = cudaAddressModeClamp;
  CHECK(cudaBindTextureToArray(texArr, arr));

  int *dl;
  CHECK(cudaMalloc(&dl, W * H * 4));
  CHECK(cudaMemcpy(dl, hl, W * H * 4, cudaMemcpyHostToDevice));
  size_t off = 77;
  CHECK(cudaBindTexture(&off, texLin, dl, W * H * 4));

  unsigned char *dp;
  size_t pitch;
  CHECK(cudaMallocPitch(&dp, &pitch, W, H));
  unsigned char *hp = (unsigned char *)malloc(W * H);
  for (int i = 0; i < W * H; i++) hp[i] = (unsigned char)(i * 13);
  CHECK(cudaMemcpy2D(dp, pitch, hp, W, W, H, cudaMemcpyHostToDevice));
  cudaChannelFormatDesc d8 = cudaCreateChannelDesc<unsigned char>();
  CHECK(cudaBindTexture2D(NULL, texPitch, dp, d8, W, H, pitch));
  CHECK(cudaBindSurfaceToArray(surfOut, sarr));

  float *dout;
  CHECK(cudaMalloc(&dout, W * H * 4));
  useRefs<<<dim3((W + 15) / 16, (H + 7) / 8), dim3(16, 8)>>>(dout, W, H);
  CHECK_LAUNCH();
  float *out = (float *)malloc(W * H * 4), *sout = (float *)malloc(W * H * 4);
  CHECK(cudaMemcpy(out, dout, W * H * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy2DFromArray(sout, W * 4, sarr, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < W * H; i++) {
    if (!close_to(out[i], ha[i] + hl[i] + hp[i] / 255.0f, 1e-6, 1e-6)) bad++;
    if (sout[i] != ha[i] * 2) bad++;
  }
  printf("references: offset %d, %d x %d, %d values wrong\n", (int)off, W, H, bad);
  CHECK(cudaUnbindTexture(texArr));
  CHECK(cudaUnbindTexture(texLin));
  CHECK(cudaUnbindTexture(texPitch));
  CHECK(cudaFreeArray(arr));
  CHECK(cudaFreeArray(sarr));
  CHECK(cudaFree(dl));
  CHECK(cudaFree(dp));
  CHECK(cudaFree(dout));
  printf(bad == 0 && off == 0 ? "PASS\n" : "FAIL\n");
  return bad == 0 && off == 0 ? 0 : 1;
}
