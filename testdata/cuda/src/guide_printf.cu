// Device printf: formats of every kind, output flushed at synchronisation
// points in order with the host's own printf on the same stdout.
#include "common.h"

__global__ void hello(float f, int k) {
  printf("block %d thread %d: f=%f k=%d hex=%x str=%s char=%c\n", blockIdx.x, threadIdx.x, f * threadIdx.x, k + threadIdx.x,
         255 + threadIdx.x, threadIdx.x % 2 ? "odd" : "even", 'a' + threadIdx.x);
}

__global__ void formats() {
  long long big = -1234567890123LL;
  unsigned long long ubig = 18446744073709551615ULL;
  double d = 1.0 / 3.0;
  printf("%lld %llu %e %g %.3f|%8d|%-8d|%08.2f|%5s|%-5s|%%\n", big, ubig, d, d * 1e10, d, 42, 42, 3.14159, "ab", "cd");
  printf("%p\n", (void *)0x1234);
  int n = printf("three %d %d %d\n", 1, 2, 3);
  printf("printf returned %d\n", n);
}

int main() {
  printf("host: before the kernels\n");
  hello<<<2, 4>>>(1.5f, 10);
  CHECK(cudaDeviceSynchronize());
  printf("host: between\n");
  formats<<<1, 1>>>();
  CHECK(cudaDeviceSynchronize());
  printf("host: after\n");
  return finish(true);
}
