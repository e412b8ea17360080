// The programming guide's surface object example: two uchar4 CUDA arrays
// made with cudaArraySurfaceLoadStore, copied in (cudaMemcpy2DToArray),
// copied array to array by copyKernel through surface objects
// (surf2Dread/surf2Dwrite), copied out (cudaMemcpy2DFromArray) and
// compared byte for byte; the guide's image width is not a multiple of the
// block, so the kernel's bounds check matters.
#include "common.h"

__global__ void copyKernel(cudaSurfaceObject_t inputSurfObj, cudaSurfaceObject_t outputSurfObj, int width, int height) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    uchar4 data;
    surf2Dread(&data, inputSurfObj, x * 4, y);
    surf2Dwrite(data, outputSurfObj, x * 4, y);
  }
}

int main() {
  const int height = 37, width = 53;
  unsigned char *h_data = (unsigned char *)malloc(sizeof(unsigned char) * width * height * 4);
  for (int i = 0; i < height * width * 4; ++i) h_data[i] = (unsigned char)(i * 37 + 11);

  cudaChannelFormatDesc channelDesc = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
  cudaArray_t cuInputArray, cuOutputArray;
  CHECK(cudaMallocArray(&cuInputArray, &channelDesc, width, height, cudaArraySurfaceLoadStore));
  CHECK(cudaMallocArray(&cuOutputArray, &channelDesc, width, height, cudaArraySurfaceLoadStore));
  const size_t spitch = 4 * width * sizeof(unsigned char);
  CHECK(cudaMemcpy2DToArray(cuInputArray, 0, 0, h_data, spitch, 4 * width * sizeof(unsigned char), height, cudaMemcpyHostToDevice));

  struct cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = cuInputArray;
  cudaSurfaceObject_t inputSurfObj = 0;
  CHECK(cudaCreateSurfaceObject(&inputSurfObj, &resDesc));
  resDesc.res.array.array = cuOutputArray;
  cudaSurfaceObject_t outputSurfObj = 0;
  CHECK(cudaCreateSurfaceObject(&outputSurfObj, &resDesc));

  dim3 threadsperBlock(16, 16);
  dim3 numBlocks((width + threadsperBlock.x - 1) / threadsperBlock.x, (height + threadsperBlock.y - 1) / threadsperBlock.y);
  copyKernel<<<numBlocks, threadsperBlock>>>(inputSurfObj, outputSurfObj, width, height);
  CHECK_LAUNCH();

  unsigned char *out = (unsigned char *)malloc(width * height * 4);
  memset(out, 0, width * height * 4);
  CHECK(cudaMemcpy2DFromArray(out, spitch, cuOutputArray, 0, 0, 4 * width * sizeof(unsigned char), height, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < width * height * 4; i++)
    if (out[i] != h_data[i]) bad++;
  printf("surface copy: %d x %d uchar4, %d bytes differ\n", width, height, bad);

  // A sub-rectangle back through the 2D copy with offsets, and the
  // surface's resource description.
  unsigned char sub[3 * 5 * 4];
  CHECK(cudaMemcpy2DFromArray(sub, 5 * 4, cuOutputArray, 7 * 4, 11, 5 * 4, 3, cudaMemcpyDeviceToHost));
  int badSub = 0;
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 20; c++)
      if (sub[r * 20 + c] != h_data[(11 + r) * width * 4 + 7 * 4 + c]) badSub++;
  struct cudaResourceDesc r2;
  CHECK(cudaGetSurfaceObjectResourceDesc(&r2, outputSurfObj));
  bool desc = r2.resType == cudaResourceTypeArray && r2.res.array.array == cuOutputArray;
  printf("sub-rectangle: %d bytes differ; resource read back: %d\n", badSub, (int)desc);

  CHECK(cudaDestroySurfaceObject(inputSurfObj));
  CHECK(cudaDestroySurfaceObject(outputSurfObj));
  CHECK(cudaFreeArray(cuInputArray));
  CHECK(cudaFreeArray(cuOutputArray));
  free(h_data);
  free(out);
  bool ok = bad == 0 && badSub == 0 && desc;
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
