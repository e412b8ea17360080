// Round A microbenchmarks (issue #12, micro helper): instruction fetch of
// straight-line code. Each kernel runs a body of N FFMAs (four independent
// chains, so one warp can issue one a cycle) twice in a not-unrolled loop
// and records the cycles of each pass: the first pass fetches the body's
// SASS into the SM's instruction caches, the second runs from them.
// nvcc 11.8: nvcc -arch=sm_90 -ptx -o ../ptx/straight.sm_90.ptx straight.cu

#define STRAIGHT(NAME, N)                                                              \
    extern "C" __global__ void NAME(float g, long long* out, float* fo)                \
    {                                                                                  \
        float a = g + 1.0f, b = g + 2.0f, c = g + 3.0f, d = g + 4.0f;                  \
        long long t = clock64();                                                       \
        _Pragma("unroll 1") for (int r = 0; r < 2; ++r)                                \
        {                                                                              \
            _Pragma("unroll") for (int j = 0; j < (N) / 4; ++j)                        \
            {                                                                          \
                a = fmaf(a, g, 0.5f);                                                  \
                b = fmaf(b, g, 0.25f);                                                 \
                c = fmaf(c, g, 0.5f);                                                  \
                d = fmaf(d, g, 0.25f);                                                 \
            }                                                                          \
            long long u = clock64();                                                   \
            out[r] = u - t;                                                            \
            t = u;                                                                     \
        }                                                                              \
        fo[threadIdx.x] = a + b + c + d;                                               \
    }

STRAIGHT(straight64, 64)
STRAIGHT(straight256, 256)
STRAIGHT(straight1024, 1024)
STRAIGHT(straight4096, 4096)
