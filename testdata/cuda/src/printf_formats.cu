// Device printf as programs use it for debugging: one thread prints every
// conversion (flags, widths, precisions, * widths, length modifiers,
// special floats, strings from global and local memory, characters, %%),
// printf's return value is printed by the host, then each lane of one warp
// prints a line (lanes in order), one line per block of a small grid after
// a __syncthreads-ordered loop, and a kernel prints 3000 lines; the printf
// FIFO's size is set before any printf (setting it after fails).
// CUDA's printf takes a * width but not a * precision: the H200 prints the
// format from there on as it is.
#include "common.h"

__device__ char gmsg[16] = "from global";
__device__ int rets[8];

__global__ void formats(double dd, float ff, long long big) {
  char local[8] = {'l', 'o', 'c', 'a', 'l', 0};
  int r = 0;
  rets[r++] = printf("ints: %d %i %u %x %X %o %#x %#o|%5d|%-5d|%05d|%+d|% d\n", -42, 42, 3000000000u, 0xbeef, 0xbeef, 8, 255, 8, 42, 42, 42, 42, 42);
  // (No %hhd: CUDA's printf reads it as an 8-byte argument, misaligning the rest.)
  rets[r++] = printf("long: %lld %llu %llx %ld %hd %lu\n", big, (unsigned long long)big * 3, big, -7L, (short)-3, 123456789012UL);
  rets[r++] = printf("float: %f %.3f %10.4f|%-10.2f|%+.1f %e %.2E %g %G %g %g\n", dd, ff, dd, dd, dd, dd, 1.5e-7, 0.0001234, 1e20, 100000.0, 1000000.0);
  rets[r++] = printf("special: %f %f %f %e %g %.0f %.0f %f\n", 1.0 / 0.0, -1.0 / 0.0, -0.0, 0.0, 5e-324, 0.5, 1.5, 1e300);
  rets[r++] = printf("star: %*d|%-*d|%.*f|%*.*e\n", 6, 7, 6, 7, 2, 3.14159, 12, 3, 2.5e10);
  rets[r++] = printf("text: [%s] [%10s] [%-10s] [%.3s] [%c%c%c] 100%%\n", gmsg, local, "lit", "truncate", 'a', 'b', 'c');
  rets[r++] = printf("hex float: %a %A\n", 1.0, -0.375);
  rets[r++] = printf("no arguments\n");
}

__global__ void lanes(const int *v) {
  printf("lane %2d: v=%3d sq=%5d\n", threadIdx.x, v[threadIdx.x], v[threadIdx.x] * v[threadIdx.x]);
}

__global__ void per_block() {
  for (int b = 0; b < gridDim.x; b++) {
    if (blockIdx.x == b && threadIdx.x == 0) printf("block %d of %d (%u threads)\n", b, gridDim.x, blockDim.x);
  }
}

__global__ void many_lines(int n) {
  for (int i = 0; i < n; i++) printf("line %04d: %08x %.6f\n", i, (unsigned)i * 2654435761u, i / 7.0);
}

int main() {
  size_t fifo = 0;
  CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  printf("default printf FIFO: %zu bytes\n", fifo);
  CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20));
  CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  printf("printf FIFO set before any printf: %zu bytes\n", fifo);
  formats<<<1, 1>>>(3.14159265358979, 2.7182818f, -1234567890123LL);
  CHECK(cudaDeviceSynchronize());
  int rets[8];
  CHECK(cudaMemcpyFromSymbol(rets, ::rets, sizeof(rets)));
  printf("printf returned:");
  for (int i = 0; i < 8; i++) printf(" %d", rets[i]);
  printf("\n");
  int h[32], *dv;
  for (int i = 0; i < 32; i++) h[i] = 3 * i - 20;
  CHECK(cudaMalloc(&dv, sizeof(h)));
  CHECK(cudaMemcpy(dv, h, sizeof(h), cudaMemcpyHostToDevice));
  lanes<<<1, 32>>>(dv);
  CHECK(cudaDeviceSynchronize());
  printf("host between kernels\n");
  per_block<<<1, 64>>>();
  CHECK(cudaDeviceSynchronize());
  cudaError_t e = cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 8 << 20);
  printf("setting it after printf ran: %s\n", cudaGetErrorName(e));
  CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  printf("printf FIFO now: %zu bytes\n", fifo);
  many_lines<<<1, 1>>>(3000);
  CHECK(cudaDeviceSynchronize());
  return finish(true);
}
