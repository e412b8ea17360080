// Thrust (and the CUB kernels under it), as many CUDA applications use it:
// sort, sort_by_key, reduce, transform, inclusive/exclusive scan and
// copy_if on device vectors, each checked against the host.
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <cstdio>
#include <cstdlib>

// GCC 13's <iostream> ties the program to libstdc++ 13 (GLIBCXX_3.4.32)
// through std::ios_base_library_init alone; defining it here keeps the
// CUDA 13 build runnable on older C++ runtimes (as common.h does for the
// other programs; this one prints with stdio only).
#if defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE >= 13
extern "C" void ptxsim_ios_base_library_init(void) __asm__("_ZSt21ios_base_library_initv");
extern "C" __attribute__((weak)) void ptxsim_ios_base_library_init(void) {}
#endif

struct IsOdd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

static int cmpInt(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main() {
  const int n = 5000;
  thrust::host_vector<int> h(n);
  unsigned s = 12345;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 12) % 100000 - 50000;
  }
  thrust::device_vector<int> d = h;
  int bad = 0;

  long long want = 0;
  for (int i = 0; i < n; i++) want += h[i];
  long long got = thrust::reduce(d.begin(), d.end(), 0LL);
  if (got != want) bad++;

  thrust::device_vector<int> sq(n);
  thrust::transform(d.begin(), d.end(), sq.begin(), thrust::negate<int>());
  thrust::host_vector<int> hsq = sq;
  for (int i = 0; i < n; i++)
    if (hsq[i] != -h[i]) bad++;

  thrust::device_vector<int> inc(n);
  thrust::inclusive_scan(d.begin(), d.end(), inc.begin());
  thrust::host_vector<int> hinc = inc;
  int acc = 0;
  for (int i = 0; i < n; i++) {
    acc += h[i];
    if (hinc[i] != acc) bad++;
  }
  thrust::exclusive_scan(d.begin(), d.end(), inc.begin());
  hinc = inc;
  acc = 0;
  for (int i = 0; i < n; i++) {
    if (hinc[i] != acc) bad++;
    acc += h[i];
  }

  thrust::device_vector<int> odd(n);
  int nodd = thrust::copy_if(d.begin(), d.end(), odd.begin(), IsOdd()) - odd.begin();
  int wantOdd = 0;
  for (int i = 0; i < n; i++) wantOdd += h[i] & 1;
  if (nodd != wantOdd) bad++;

  thrust::device_vector<int> keys = d;
  thrust::device_vector<int> vals(n);
  thrust::sequence(vals.begin(), vals.end());
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::host_vector<int> hk = keys, hv = vals;
  for (int i = 0; i < n; i++)
    if (h[hv[i]] != hk[i]) bad++;
  thrust::sort(d.begin(), d.end());
  thrust::host_vector<int> sorted = d;
  int *ref = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) ref[i] = h[i];
  qsort(ref, n, sizeof(int), cmpInt);
  for (int i = 0; i < n; i++)
    if (sorted[i] != ref[i]) bad++;
  printf("thrust: reduce %lld, %d odd, %d wrong\n", got, nodd, bad);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
