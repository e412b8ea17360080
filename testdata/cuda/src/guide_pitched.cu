// The guide's pitched 2D allocation: cudaMallocPitch, a kernel walking rows
// by the pitch, cudaMemcpy2D both ways and cudaMemset2D.
#include "common.h"

__global__ void MyKernel(float *devPtr, size_t pitch, int width, int height) {
  for (int r = 0; r < height; ++r) {
    float *row = (float *)((char *)devPtr + r * pitch);
    for (int c = threadIdx.x; c < width; c += blockDim.x) row[c] = row[c] * 2 + r;
  }
}

int main() {
  const int width = 67, height = 23;
  float *devPtr;
  size_t pitch;
  CHECK(cudaMallocPitch(&devPtr, &pitch, width * sizeof(float), height));
  bool ok = pitch >= width * sizeof(float) && pitch % 128 == 0;
  printf("pitch ok: %d\n", (int)ok);
  // Fill the padding with a marker so a copy that ignores the pitch shows.
  CHECK(cudaMemset2D(devPtr, pitch, 0x7f, pitch, height));
  float *h = (float *)malloc(width * height * sizeof(float));
  for (int i = 0; i < width * height; i++) h[i] = (float)(i % 1000);
  CHECK(cudaMemcpy2D(devPtr, pitch, h, width * sizeof(float), width * sizeof(float), height, cudaMemcpyHostToDevice));
  MyKernel<<<1, 64>>>(devPtr, pitch, width, height);
  CHECK_LAUNCH();
  float *out = (float *)malloc(width * height * sizeof(float));
  CHECK(cudaMemcpy2D(out, width * sizeof(float), devPtr, pitch, width * sizeof(float), height, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int r = 0; r < height; r++)
    for (int c = 0; c < width; c++)
      if (out[r * width + c] != h[r * width + c] * 2 + r) bad++;
  // The padding bytes after each row keep the memset value.
  size_t padBytes = pitch - width * sizeof(float);
  unsigned char *pad = (unsigned char *)malloc(padBytes > 0 ? padBytes : 1);
  if (padBytes > 0) {
    CHECK(cudaMemcpy(pad, (char *)devPtr + 5 * pitch + width * sizeof(float), padBytes, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < padBytes; i++)
      if (pad[i] != 0x7f) bad++;
  }
  printf("pitched: %d x %d floats, %d wrong\n", width, height, bad);
  CHECK(cudaFree(devPtr));
  return finish(ok && bad == 0);
}
