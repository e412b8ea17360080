// Round A microbenchmarks (issue #12, micro helper): the cost of a taken
// loop back edge against the dependent chain it closes, a few ALU chains
// as lat_alu's, and the throughput of distinct-address global REDs versus
// warps and lines. Operands come from kernel parameters (no load latency
// inside a timed region); every loop is `#pragma unroll 1` (PTX .pragma
// "nounroll": ptxas keeps one body per back edge).
// nvcc 11.8: nvcc -arch=sm_90 -ptx -o ../ptx/chains.sm_90.ptx chains.cu

#define T(i) t[i] = clock64()

extern "C" __global__ void loopChains(float f, float g, double d, double e, unsigned x, unsigned y,
                                      long long* out, float* fo, double* dout, unsigned* xo, int n)
{
    long long t[18];
    float a = f + 1.0f, b = f + 2.0f, c = f + 3.0f;
    T(0);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { f = fmaf(f, g, 0.5f); }
    T(1);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { f = fmaf(f, g, 0.5f); f = fmaf(f, g, 0.25f); f = fmaf(f, g, 0.5f); f = fmaf(f, g, 0.25f); }
    T(2);
#pragma unroll 1
    for (int k = 0; k < n; ++k) {
#pragma unroll
        for (int j = 0; j < 16; ++j) f = fmaf(f, g, (j & 1) ? 0.25f : 0.5f);
    }
    T(3);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { d = fma(d, e, 0.25); }
    T(4);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { d = fma(d, e, 0.25); d = fma(d, e, 0.5); d = fma(d, e, 0.25); d = fma(d, e, 0.5); }
    T(5);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { x = x + y; }
    T(6);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { x = (x ^ y) + 3; }
    T(7);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { x = (x ^ y) + 3; x = (x ^ y) + 5; x = (x ^ y) + 7; x = (x ^ y) + 9; }
    T(8);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { x = x * y + 1; x = x * y + 3; x = x * y + 5; x = x * y + 7; }
    T(9);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { f = __sinf(f) + g; }
    T(10);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { f = __sinf(f) + g; f = __sinf(f) + g; f = __sinf(f) + g; f = __sinf(f) + g; }
    T(11);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { f = __expf(f) * g; }
    T(12);
    // nvcc's own unrolling (4x, and ptxas's 4x more): lat_alu's form.
    for (int k = 0; k < n; ++k) { f = fmaf(f, g, 0.5f); }
    T(13);
    for (int k = 0; k < n; ++k) { x = (x ^ y) + 3; }
    T(14);
    for (int k = 0; k < n; ++k) { d = fma(d, e, 0.25); }
    T(15);
    // fma_throughput's form: four independent chains (nvcc's unrolling),
    // then the same without unrolling.
    for (int k = 0; k < n; ++k) { a = fmaf(a, g, 0.5f); b = fmaf(b, g, 0.5f); c = fmaf(c, g, 0.5f); f = fmaf(f, g, 0.5f); }
    T(16);
#pragma unroll 1
    for (int k = 0; k < n; ++k) { a = fmaf(a, g, 0.5f); b = fmaf(b, g, 0.5f); c = fmaf(c, g, 0.5f); f = fmaf(f, g, 0.5f); }
    T(17);
    fo[0] = f + a + b + c; dout[0] = d; xo[0] = x;
    for (int i = 0; i < 17; ++i) out[i] = t[i + 1] - t[i];
}

// Distinct-address REDs: each thread adds to its own word. lineShift 0:
// each warp its own 128-byte line (atomic_contention's spread case);
// lineShift 5: word = lane, every warp on the same line (32 distinct
// words shared by all warps).
extern "C" __global__ void redThroughput(unsigned* words, long long* out, int shared_line, int reps)
{
    unsigned i = shared_line ? (threadIdx.x & 31) : threadIdx.x;
    unsigned* a = words + i;
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < reps; ++k) atomicAdd(a, 1u);
    __syncthreads();
    long long t1 = clock64();
    if (threadIdx.x == 0) out[0] = t1 - t0;
}
