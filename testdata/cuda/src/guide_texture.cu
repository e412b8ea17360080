// The programming guide's texture object example: a float image in a CUDA
// array (cudaMallocArray, cudaMemcpy2DToArray), a texture object with
// normalized coordinates, wrap addressing and linear filtering, and the
// transformKernel rotating it; checked against a CPU model of the
// filtering the guide's appendix describes (9-bit fixed-point weights),
// then the descriptors read back and the objects destroyed.
#include "common.h"

__global__ void transformKernel(float *output, cudaTextureObject_t texObj, int width, int height, float theta) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  float u = x / (float)width;
  float v = y / (float)height;
  u -= 0.5f;
  v -= 0.5f;
  float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
  float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
  output[y * width + x] = tex2D<float>(texObj, tu, tv);
}

// wrap-mode bilinear fetch as the guide's appendix gives it: the weights
// are 8-bit fractions.
static float ref_fetch(const float *img, int w, int h, float u, float v) {
  u -= floorf(u);
  v -= floorf(v);
  float xb = u * w - 0.5f, yb = v * h - 0.5f;
  float fx = floorf(xb), fy = floorf(yb);
  float a = roundf((xb - fx) * 256.0f) / 256.0f, b = roundf((yb - fy) * 256.0f) / 256.0f;
  int i = (int)fx, j = (int)fy;
  int i0 = ((i % w) + w) % w, i1 = (((i + 1) % w) + w) % w;
  int j0 = ((j % h) + h) % h, j1 = (((j + 1) % h) + h) % h;
  return (1 - a) * (1 - b) * img[j0 * w + i0] + a * (1 - b) * img[j0 * w + i1] + (1 - a) * b * img[j1 * w + i0] +
         a * b * img[j1 * w + i1];
}

int main() {
  const int width = 96, height = 64;
  const float angle = 0.5f;
  float *h_data = (float *)malloc(sizeof(float) * width * height);
  for (int i = 0; i < height; ++i)
    for (int j = 0; j < width; ++j) h_data[i * width + j] = sinf(j * 0.21f) * cosf(i * 0.13f) + 0.01f * ((i * 7 + j * 3) % 11);

  cudaChannelFormatDesc channelDesc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t cuArray;
  CHECK(cudaMallocArray(&cuArray, &channelDesc, width, height));
  const size_t spitch = width * sizeof(float);
  CHECK(cudaMemcpy2DToArray(cuArray, 0, 0, h_data, spitch, width * sizeof(float), height, cudaMemcpyHostToDevice));

  struct cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = cuArray;
  struct cudaTextureDesc texDesc;
  memset(&texDesc, 0, sizeof(texDesc));
  texDesc.addressMode[0] = cudaAddressModeWrap;
  texDesc.addressMode[1] = cudaAddressModeWrap;
  texDesc.filterMode = cudaFilterModeLinear;
  texDesc.readMode = cudaReadModeElementType;
  texDesc.normalizedCoords = 1;
  cudaTextureObject_t texObj = 0;
  CHECK(cudaCreateTextureObject(&texObj, &resDesc, &texDesc, NULL));

  float *output;
  CHECK(cudaMalloc(&output, width * height * sizeof(float)));
  dim3 threadsperBlock(16, 16);
  dim3 numBlocks((width + threadsperBlock.x - 1) / threadsperBlock.x, (height + threadsperBlock.y - 1) / threadsperBlock.y);
  transformKernel<<<numBlocks, threadsperBlock>>>(output, texObj, width, height, angle);
  CHECK_LAUNCH();
  float *out = (float *)malloc(sizeof(float) * width * height);
  CHECK(cudaMemcpy(out, output, width * height * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  double maxerr = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      float u = x / (float)width - 0.5f, v = y / (float)height - 0.5f;
      float tu = u * cosf(angle) - v * sinf(angle) + 0.5f;
      float tv = v * cosf(angle) + u * sinf(angle) + 0.5f;
      double d = fabs(out[y * width + x] - ref_fetch(h_data, width, height, tu, tv));
      if (d > maxerr) maxerr = d;
      if (d > 1.0 / 64) bad++;
    }
  printf("transform: %d x %d, %d outside the CPU model's tolerance\n", width, height, bad);
  printf("# max difference from the CPU model: %g\n", maxerr);

  // The descriptors read back as they were given.
  struct cudaResourceDesc r2;
  struct cudaTextureDesc t2;
  CHECK(cudaGetTextureObjectResourceDesc(&r2, texObj));
  CHECK(cudaGetTextureObjectTextureDesc(&t2, texObj));
  cudaChannelFormatDesc cd;
  CHECK(cudaGetChannelDesc(&cd, cuArray));
  cudaExtent ext;
  unsigned int flags = 99;
  CHECK(cudaArrayGetInfo(&cd, &ext, &flags, cuArray));
  bool descs = r2.resType == cudaResourceTypeArray && r2.res.array.array == cuArray && t2.filterMode == cudaFilterModeLinear &&
               t2.addressMode[1] == cudaAddressModeWrap && t2.normalizedCoords == 1 && cd.x == 32 && cd.y == 0 &&
               cd.f == cudaChannelFormatKindFloat && ext.width == width && ext.height == height && ext.depth == 0 && flags == 0;
  printf("descriptors read back: %d\n", (int)descs);

  CHECK(cudaDestroyTextureObject(texObj));
  CHECK(cudaFreeArray(cuArray));
  CHECK(cudaFree(output));
  free(h_data);
  free(out);
  printf(bad == 0 && descs ? "PASS\n" : "FAIL\n");
  return bad == 0 && descs ? 0 : 1;
}
