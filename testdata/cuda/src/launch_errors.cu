// Launch-time errors as the CUDA samples and real programs meet them, each
// printed with its name and message: a block of 1025 threads, an empty
// grid, a grid y of 65536, dynamic shared memory over 48 KB without the
// opt-in, the opt-in (cudaFuncSetAttribute MaxDynamicSharedMemorySize) up
// to the device limit and one byte past it, a kernel whose registers cannot
// be given to 1024 threads (out of resources), an unknown function
// attribute, and a cudaFuncGetAttributes of a host pointer. None is sticky:
// a correct launch runs after each. Last, a sticky fault: a misaligned
// 8-byte load (cudaErrorMisalignedAddress), seen by later calls.
#include "common.h"

extern __shared__ float dyn[];

__global__ void fill(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.f * i;
}

// Uses the whole opt-in shared memory: stage, reverse, write back.
__global__ void big_shared(float *out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) dyn[i] = out[i];
  __syncthreads();
  for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = dyn[n - 1 - i];
}

// Many values live at once: the register count the compiler gives this
// kernel times 1024 threads exceeds the 64K registers of an SM.
__global__ void many_registers(const float *in, float *out) {
  float a[96];
#pragma unroll
  for (int k = 0; k < 96; k++) a[k] = in[threadIdx.x + k * 1024];
  float s = 0;
#pragma unroll
  for (int k = 0; k < 96; k++) s += a[k] * a[(k * 7 + 3) % 96];
#pragma unroll
  for (int k = 0; k < 96; k++) out[threadIdx.x + k * 1024] = a[k] * s + a[95 - k];
}

__global__ void __launch_bounds__(128) bounded(float *out) { out[threadIdx.x] = 1.f; }

__global__ void misaligned(const char *p, long long *out) { *out = *(const long long *)(p + 4); }

static void show(const char *what, cudaError_t e) { printf("%-40s %s: %s\n", what, cudaGetErrorName(e), cudaGetErrorString(e)); }

static bool good_launch(float *d) {
  fill<<<4, 256>>>(d, 1024);
  cudaError_t e = cudaGetLastError();
  if (e == cudaSuccess) e = cudaDeviceSynchronize();
  float h[1024];
  if (e == cudaSuccess) e = cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { show("  good launch after it", e); return false; }
  for (int i = 0; i < 1024; i++) if (h[i] != 2.f * i) return false;
  return true;
}

int main() {
  float *d;
  CHECK(cudaMalloc(&d, 96 * 1024 * sizeof(float) * 2));
  bool ok = true;
  fill<<<1, 1025>>>(d, 1024);
  show("1025 threads per block", cudaGetLastError());
  ok &= good_launch(d);
  fill<<<0, 256>>>(d, 1024);
  show("empty grid", cudaGetLastError());
  ok &= good_launch(d);
  fill<<<dim3(1, 65536), 32>>>(d, 1024);
  show("grid y 65536", cudaGetLastError());
  ok &= good_launch(d);
  fill<<<dim3(1, 1, 65536), 32>>>(d, 1024);
  show("grid z 65536", cudaGetLastError());
  ok &= good_launch(d);
  fill<<<dim3((1u << 31), 1, 1), 32>>>(d, 1024);
  show("grid x 2^31", cudaGetLastError());
  ok &= good_launch(d);
  big_shared<<<1, 256, 49 * 1024>>>(d, 49 * 256);
  show("49 KB dynamic shared, no opt-in", cudaGetLastError());
  ok &= good_launch(d);
  int optin = 0;
  CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  printf("opt-in limit: %d bytes\n", optin);
  show("opt-in to the limit", cudaFuncSetAttribute(big_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, optin));
  show("opt-in one byte past it", cudaFuncSetAttribute(big_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, optin + 1));
  cudaGetLastError();
  int n = optin / 4;
  float *h = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) h[i] = (float)i;
  CHECK(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice));
  big_shared<<<1, 512, optin>>>(d, n);
  show("launch with all of it", cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != (float)(n - 1 - i);
  printf("reversed %d floats in shared memory: %s\n", n, bad ? "WRONG" : "ok");
  ok &= bad == 0;
  big_shared<<<1, 512, optin + 16>>>(d, n);
  show("launch with 16 bytes more", cudaGetLastError());
  ok &= good_launch(d);
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, many_registers));
  printf("many_registers: maxThreadsPerBlock %s 1024\n", fa.maxThreadsPerBlock < 1024 ? "<" : ">=");
  printf("# many_registers: %d registers, maxThreadsPerBlock %d\n", fa.numRegs, fa.maxThreadsPerBlock);
  many_registers<<<1, 1024>>>(d, d + 96 * 1024);
  cudaError_t e = cudaGetLastError();
  show("1024 threads of many_registers", e);
  if (fa.maxThreadsPerBlock >= 1024) ok &= e == cudaSuccess; else ok &= e == cudaErrorLaunchOutOfResources;
  cudaDeviceSynchronize();
  many_registers<<<1, fa.maxThreadsPerBlock>>>(d, d + 96 * 1024);
  show("maxThreadsPerBlock of them", cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  ok &= good_launch(d);
  bounded<<<1, 256>>>(d);
  show("256 threads, __launch_bounds__(128)", cudaGetLastError());
  ok &= good_launch(d);
  show("unknown function attribute", cudaFuncSetAttribute(fill, (cudaFuncAttribute)99, 1));
  show("attributes of a host function", cudaFuncGetAttributes(&fa, (const void *)good_launch));
  show("last error after them", cudaGetLastError());
  ok &= good_launch(d);
  // The sticky one.
  long long *dl;
  CHECK(cudaMalloc(&dl, 64));
  misaligned<<<1, 1>>>((const char *)dl, dl + 4);
  show("misaligned load: launch", cudaGetLastError());
  show("misaligned load: synchronize", cudaDeviceSynchronize());
  show("then cudaMalloc", cudaMalloc(&dl, 64));
  show("then cudaGetLastError", cudaGetLastError());
  show("then cudaGetLastError again", cudaGetLastError());
  return finish(ok);
}
