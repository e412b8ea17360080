// Shared helpers of the ptxsim CUDA test programs: error checking, a
// deterministic random generator, tolerant float comparison and the
// PASS/FAIL ending every program prints. Plain C style (stdio, malloc) so
// the binaries need nothing newer than the C library of the machine that
// runs them.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

// GCC 13's <iostream> (pulled in by CUB and Thrust) makes every program
// need std::ios_base_library_init from libstdc++ 13 (GLIBCXX_3.4.32) only
// to tie it to the new library; defining the symbol here keeps the CUDA 13
// builds (made with GCC 13) runnable on older C++ runtimes. The programs
// print with stdio, never iostream.
#if defined(__cplusplus) && defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE >= 13
extern "C" void ptxsim_ios_base_library_init(void) __asm__("_ZSt21ios_base_library_initv");
extern "C" __attribute__((weak)) void ptxsim_ios_base_library_init(void) {}
#endif

#define CHECK(call)                                                         \
  do {                                                                      \
    cudaError_t err_ = (call);                                              \
    if (err_ != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__,    \
              #call, cudaGetErrorName(err_), cudaGetErrorString(err_));     \
      printf("FAIL\n");                                                     \
      exit(1);                                                              \
    }                                                                       \
  } while (0)

// CHECK_LAUNCH checks the launch itself (configuration errors are returned
// at once) and, with sync, the kernel's execution.
#define CHECK_LAUNCH() CHECK(cudaGetLastError())

static inline unsigned lcg_next(unsigned *s) {
  *s = *s * 1664525u + 1013904223u;
  return *s;
}
// A float in [0, 1) from the top 24 bits of the generator.
static inline float lcg_float(unsigned *s) { return (lcg_next(s) >> 8) * (1.0f / 16777216.0f); }

// close reports whether got is within rel (relative) or abs (absolute) of want.
static inline bool close_to(double got, double want, double rel, double abs_tol) {
  double d = fabs(got - want);
  return d <= abs_tol || d <= rel * fabs(want);
}

// finish prints the verdict every program ends with and gives the exit status.
static inline int finish(bool ok) {
  printf("%s\n", ok ? "PASS" : "FAIL");
  fflush(stdout);
  return ok ? 0 : 1;
}

// report_mismatch prints the first few differences between got and want.
static inline int count_mismatch_f(const float *got, const float *want, int n, double rel, double abs_tol, const char *what) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (!close_to(got[i], want[i], rel, abs_tol)) {
      if (bad < 5) printf("%s[%d] = %.9g, want %.9g\n", what, i, got[i], want[i]);
      bad++;
    }
  }
  if (bad) printf("%s: %d of %d values differ\n", what, bad, n);
  return bad;
}

static inline int count_mismatch_i(const int *got, const int *want, int n, const char *what) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (got[i] != want[i]) {
      if (bad < 5) printf("%s[%d] = %d, want %d\n", what, i, got[i], want[i]);
      bad++;
    }
  }
  if (bad) printf("%s: %d of %d values differ\n", what, bad, n);
  return bad;
}
