// Legacy warp intrinsics (no .sync: shfl, vote) that clang still emits for
// old targets (.target sm_35). ptxas accepts them for sm_90 with a warning;
// with every lane of the warp active their results are defined.
#include <stdint.h>

extern "C" __global__ void warp_legacy(const uint32_t *in, uint32_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t a = in[i % n];
  unsigned lane = threadIdx.x & 31;
  uint32_t *o = out + i * 6;
  o[0] = __shfl(a, (lane * 5) & 31);
  o[1] = __shfl_up(a, 3);
  o[2] = __shfl_down(a, 5, 16);
  o[3] = __shfl_xor(a, 9);
  o[4] = __ballot(a & 1);
  o[5] = __any(a == 7) | (__all(a != 7) << 1);
}
