// The guide's symbol copies: a __constant__ array, a __device__ scalar and a
// __device__ pointer set with cudaMemcpyToSymbol, read back with
// cudaMemcpyFromSymbol, plus cudaGetSymbolAddress / cudaGetSymbolSize.
#include "common.h"

__constant__ float constData[256];
__device__ float devData;
__device__ float *devPointer;
__device__ int counter = 5;

__global__ void useSymbols(float *out) {
  int i = threadIdx.x;
  out[i] = constData[i] * devData + devPointer[i];
  if (i == 0) counter += 10;
}

int main() {
  float data[256], extra[256], out[256];
  for (int i = 0; i < 256; i++) {
    data[i] = i * 0.25f;
    extra[i] = 1000 - i;
  }
  CHECK(cudaMemcpyToSymbol(constData, data, sizeof(data)));
  float back[256];
  CHECK(cudaMemcpyFromSymbol(back, constData, sizeof(data)));
  bool ok = memcmp(back, data, sizeof data) == 0;
  float value = 3.14f;
  CHECK(cudaMemcpyToSymbol(devData, &value, sizeof(float)));
  float *ptr;
  CHECK(cudaMalloc(&ptr, 256 * sizeof(float)));
  CHECK(cudaMemcpy(ptr, extra, sizeof extra, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(devPointer, &ptr, sizeof(ptr)));
  // Offset copies touch part of the symbol.
  float two = 2.0f;
  CHECK(cudaMemcpyToSymbol(constData, &two, sizeof two, 10 * sizeof(float)));
  data[10] = 2.0f;
  size_t size;
  CHECK(cudaGetSymbolSize(&size, constData));
  ok = ok && size == sizeof(data);
  float *devDataAddr;
  CHECK(cudaGetSymbolAddress((void **)&devDataAddr, devData));
  float readBack;
  CHECK(cudaMemcpy(&readBack, devDataAddr, sizeof readBack, cudaMemcpyDeviceToHost));
  ok = ok && readBack == value;
  float *outD;
  CHECK(cudaMalloc(&outD, sizeof out));
  useSymbols<<<1, 256>>>(outD);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, outD, sizeof out, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < 256; i++)
    if (!close_to(out[i], data[i] * value + extra[i], 1e-6, 1e-6)) bad++;
  int c;
  CHECK(cudaMemcpyFromSymbol(&c, counter, sizeof c));
  ok = ok && c == 15;
  printf("symbols: size %d, counter %d, %d wrong\n", (int)size, c, bad);
  return finish(ok && bad == 0);
}
