// Compiled here (nvcc 11.8 -arch=sm_90 -ptx) to helpers.sm_90.ptx; the
// device's gen_cases.py appends its kernels to the Triton modules.
#include "helpers.cuh"
