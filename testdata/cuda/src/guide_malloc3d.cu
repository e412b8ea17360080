// The guide's 3D allocation: cudaMalloc3D gives a cudaPitchedPtr, a kernel
// walks slices and rows by the pitch; cudaMemcpy3D copies a host volume in
// and out; cudaMemset3D clears it first.
#include "common.h"

__global__ void MyKernel(cudaPitchedPtr devPitchedPtr, int width, int height, int depth) {
  char *devPtr = (char *)devPitchedPtr.ptr;
  size_t pitch = devPitchedPtr.pitch;
  size_t slicePitch = pitch * height;
  int z = blockIdx.x;
  if (z >= depth) return;
  char *slice = devPtr + z * slicePitch;
  for (int y = threadIdx.y; y < height; y += blockDim.y) {
    float *row = (float *)(slice + y * pitch);
    for (int x = threadIdx.x; x < width; x += blockDim.x) row[x] += 1000.0f * z + 10.0f * y + x;
  }
}

int main() {
  const int width = 19, height = 7, depth = 5;
  cudaExtent extent = make_cudaExtent(width * sizeof(float), height, depth);
  cudaPitchedPtr devPitchedPtr;
  CHECK(cudaMalloc3D(&devPitchedPtr, extent));
  CHECK(cudaMemset3D(devPitchedPtr, 0, extent));
  float *h = (float *)malloc(width * height * depth * sizeof(float));
  for (int i = 0; i < width * height * depth; i++) h[i] = 0.5f * i;
  cudaMemcpy3DParms p = {0};
  p.srcPtr = make_cudaPitchedPtr(h, width * sizeof(float), width, height);
  p.dstPtr = devPitchedPtr;
  p.extent = extent;
  p.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&p));
  MyKernel<<<depth, dim3(8, 4)>>>(devPitchedPtr, width, height, depth);
  CHECK_LAUNCH();
  float *out = (float *)malloc(width * height * depth * sizeof(float));
  cudaMemcpy3DParms q = {0};
  q.srcPtr = devPitchedPtr;
  q.dstPtr = make_cudaPitchedPtr(out, width * sizeof(float), width, height);
  q.extent = extent;
  q.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&q));
  int bad = 0;
  for (int z = 0; z < depth; z++)
    for (int y = 0; y < height; y++)
      for (int x = 0; x < width; x++) {
        int i = (z * height + y) * width + x;
        if (out[i] != h[i] + 1000.0f * z + 10.0f * y + x) bad++;
      }
  printf("malloc3d: %dx%dx%d, pitch %s, %d wrong\n", width, height, depth,
         devPitchedPtr.pitch >= width * sizeof(float) ? "ok" : "too small", bad);
  CHECK(cudaFree(devPitchedPtr.ptr));
  return finish(bad == 0 && devPitchedPtr.pitch >= width * sizeof(float));
}
