// CUB device-wide algorithms called from the host the CUB way: each call
// first with a null temp-storage pointer to learn the size, then again with
// that much memory (cub::DeviceReduce Sum/Max/ArgMin, DeviceScan
// InclusiveSum/ExclusiveScan, DeviceRadixSort SortPairs/SortKeysDescending
// with a bit range, DeviceSelect Flagged/If, DeviceRunLengthEncode Encode,
// DeviceSegmentedReduce Sum, DeviceHistogram HistogramEven) on a stream.
#include "common.h"
#include <cub/cub.cuh>

// Own max functor: cub::Max is gone from CCCL 3 (CUDA 13).
struct MaxOp {
  __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

struct IsOdd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

static void *grow(void *p, size_t *cap, size_t need) {
  if (need <= *cap) return p;
  if (p) CHECK(cudaFree(p));
  CHECK(cudaMalloc(&p, need));
  *cap = need;
  return p;
}

static int cmpu(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return x < y ? -1 : x > y;
}

int main() {
  const int N = 1 << 15, SEG = 512;
  cudaStream_t st;
  CHECK(cudaStreamCreate(&st));
  int *h = (int *)malloc(N * 4), *out = (int *)malloc(N * 4);
  unsigned *keys = (unsigned *)malloc(N * 4), *sk = (unsigned *)malloc(N * 4);
  unsigned seed = 99;
  for (int i = 0; i < N; i++) h[i] = (int)(lcg_next(&seed) >> 20) - 2048;
  for (int i = 0; i < N; i++) keys[i] = lcg_next(&seed);
  int *d, *dOut, *dScalar, *dCount;
  unsigned *dk, *dk2;
  int *dv, *dv2;
  char *flags;
  cub::KeyValuePair<int, int> *dArg;
  CHECK(cudaMalloc(&d, N * 4));
  CHECK(cudaMalloc(&dOut, N * 4));
  CHECK(cudaMalloc(&dScalar, 16));
  CHECK(cudaMalloc(&dCount, 16));
  CHECK(cudaMalloc(&dk, N * 4));
  CHECK(cudaMalloc(&dk2, N * 4));
  CHECK(cudaMalloc(&dv, N * 4));
  CHECK(cudaMalloc(&dv2, N * 4));
  CHECK(cudaMalloc(&flags, N));
  CHECK(cudaMalloc(&dArg, sizeof *dArg));
  CHECK(cudaMemcpyAsync(d, h, N * 4, cudaMemcpyHostToDevice, st));
  CHECK(cudaMemcpyAsync(dk, keys, N * 4, cudaMemcpyHostToDevice, st));
  void *tmp = NULL;
  size_t cap = 0, need = 0;
  bool ok = true;

  // Reductions.
  long long wsum = 0;
  int wmax = h[0], wmin = h[0], wargmin = 0;
  for (int i = 0; i < N; i++) {
    wsum += h[i];
    if (h[i] > wmax) wmax = h[i];
    if (h[i] < wmin) { wmin = h[i]; wargmin = i; }
  }
  int got[2];
  CHECK(cub::DeviceReduce::Sum(NULL, need, d, dScalar, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceReduce::Sum(tmp, need, d, dScalar, N, st));
  CHECK(cub::DeviceReduce::Max(NULL, need, d, dScalar + 1, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceReduce::Max(tmp, need, d, dScalar + 1, N, st));
  CHECK(cub::DeviceReduce::ArgMin(NULL, need, d, dArg, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceReduce::ArgMin(tmp, need, d, dArg, N, st));
  cub::KeyValuePair<int, int> arg;
  CHECK(cudaMemcpyAsync(got, dScalar, 8, cudaMemcpyDeviceToHost, st));
  CHECK(cudaMemcpyAsync(&arg, dArg, sizeof arg, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  printf("reduce: sum %d max %d argmin %d@%d (want %lld %d %d@%d)\n", got[0], got[1], arg.value, arg.key, wsum, wmax, wmin, wargmin);
  ok &= got[0] == (int)wsum && got[1] == wmax && arg.value == wmin && arg.key == wargmin;

  // Scans.
  CHECK(cub::DeviceScan::InclusiveSum(NULL, need, d, dOut, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceScan::InclusiveSum(tmp, need, d, dOut, N, st));
  CHECK(cudaMemcpyAsync(out, dOut, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  int bad = 0, run = 0;
  for (int i = 0; i < N; i++) { run += h[i]; bad += out[i] != run; }
  CHECK(cub::DeviceScan::ExclusiveScan(NULL, need, d, dOut, MaxOp(), -100000, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceScan::ExclusiveScan(tmp, need, d, dOut, MaxOp(), -100000, N, st));
  CHECK(cudaMemcpyAsync(out, dOut, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  run = -100000;
  for (int i = 0; i < N; i++) { bad += out[i] != run; if (h[i] > run) run = h[i]; }
  printf("scan: %d mismatches\n", bad);
  ok &= bad == 0;

  // Radix sorts: pairs (values = original index), keys descending on bits [8, 24).
  for (int i = 0; i < N; i++) out[i] = i;
  CHECK(cudaMemcpyAsync(dv, out, N * 4, cudaMemcpyHostToDevice, st));
  CHECK(cub::DeviceRadixSort::SortPairs(NULL, need, dk, dk2, dv, dv2, N, 0, 32, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceRadixSort::SortPairs(tmp, need, dk, dk2, dv, dv2, N, 0, 32, st));
  CHECK(cudaMemcpyAsync(sk, dk2, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaMemcpyAsync(out, dv2, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  unsigned *ref = (unsigned *)malloc(N * 4);
  memcpy(ref, keys, N * 4);
  qsort(ref, N, 4, cmpu);
  bad = 0;
  for (int i = 0; i < N; i++) bad += sk[i] != ref[i] || keys[out[i]] != sk[i] || (i > 0 && sk[i] == sk[i - 1] && out[i] < out[i - 1]);
  CHECK(cub::DeviceRadixSort::SortKeysDescending(NULL, need, dk, dk2, N, 8, 24, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceRadixSort::SortKeysDescending(tmp, need, dk, dk2, N, 8, 24, st));
  CHECK(cudaMemcpyAsync(sk, dk2, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  // Descending on the middle 16 bits, and a permutation of the keys.
  unsigned long long sa = 0, sb = 0;
  for (int i = 0; i < N; i++) {
    sa += keys[i]; sb += sk[i];
    if (i > 0 && ((sk[i] >> 8) & 0xffff) > ((sk[i - 1] >> 8) & 0xffff)) bad++;
  }
  bad += sa != sb;
  printf("radix sort: %d mismatches\n", bad);
  ok &= bad == 0;

  // Selection: flagged (every third), odd values (If), run-length encode of sorted low bits.
  char *hf = (char *)malloc(N);
  for (int i = 0; i < N; i++) hf[i] = i % 3 == 0;
  CHECK(cudaMemcpyAsync(flags, hf, N, cudaMemcpyHostToDevice, st));
  CHECK(cub::DeviceSelect::Flagged(NULL, need, d, flags, dOut, dCount, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceSelect::Flagged(tmp, need, d, flags, dOut, dCount, N, st));
  int cnt;
  CHECK(cudaMemcpyAsync(&cnt, dCount, 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaMemcpyAsync(out, dOut, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  bad = cnt != (N + 2) / 3;
  for (int i = 0; i < cnt && i < N; i++) bad += out[i] != h[3 * i];
  CHECK(cub::DeviceSelect::If(NULL, need, d, dOut, dCount, N, IsOdd(), st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceSelect::If(tmp, need, d, dOut, dCount, N, IsOdd(), st));
  CHECK(cudaMemcpyAsync(&cnt, dCount, 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaMemcpyAsync(out, dOut, N * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  int j = 0;
  for (int i = 0; i < N; i++)
    if (h[i] & 1) { bad += j >= cnt || out[j] != h[i]; j++; }
  bad += j != cnt;
  printf("select: %d mismatches (%d odd)\n", bad, cnt);
  ok &= bad == 0;

  // Run-length encoding of the sorted keys' top 4 bits (16 long runs).
  for (int i = 0; i < N; i++) out[i] = (int)(ref[i] >> 28);
  CHECK(cudaMemcpyAsync(dv, out, N * 4, cudaMemcpyHostToDevice, st));
  CHECK(cub::DeviceRunLengthEncode::Encode(NULL, need, dv, dv2, dOut, dCount, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceRunLengthEncode::Encode(tmp, need, dv, dv2, dOut, dCount, N, st));
  int uniq[16], lens[16];
  CHECK(cudaMemcpyAsync(&cnt, dCount, 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  bad = cnt != 16;
  if (cnt == 16) {
    CHECK(cudaMemcpy(uniq, dv2, sizeof uniq, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(lens, dOut, sizeof lens, cudaMemcpyDeviceToHost));
    int wl[16] = {0};
    for (int i = 0; i < N; i++) wl[out[i]]++;
    for (int i = 0; i < 16; i++) bad += uniq[i] != i || lens[i] != wl[i];
  }
  printf("run-length encode: %d runs, %d mismatches\n", cnt, bad);
  ok &= bad == 0;

  // Segmented sums over fixed segments, and a 32-bin even histogram.
  int *offs = (int *)malloc((N / SEG + 1) * 4), *dOffs;
  for (int i = 0; i <= N / SEG; i++) offs[i] = i * SEG;
  CHECK(cudaMalloc(&dOffs, (N / SEG + 1) * 4));
  CHECK(cudaMemcpyAsync(dOffs, offs, (N / SEG + 1) * 4, cudaMemcpyHostToDevice, st));
  CHECK(cub::DeviceSegmentedReduce::Sum(NULL, need, d, dOut, N / SEG, dOffs, dOffs + 1, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cub::DeviceSegmentedReduce::Sum(tmp, need, d, dOut, N / SEG, dOffs, dOffs + 1, st));
  CHECK(cudaMemcpyAsync(out, dOut, N / SEG * 4, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  bad = 0;
  for (int s = 0; s < N / SEG; s++) {
    int w = 0;
    for (int i = 0; i < SEG; i++) w += h[s * SEG + i];
    bad += out[s] != w;
  }
  int hist[32], whist[32] = {0};
  CHECK(cub::DeviceHistogram::HistogramEven(NULL, need, d, dCount, 33, -2048, 2048, N, st));
  tmp = grow(tmp, &cap, need);
  CHECK(cudaMalloc(&dCount, 32 * 4));
  CHECK(cub::DeviceHistogram::HistogramEven(tmp, need, d, dCount, 33, -2048, 2048, N, st));
  CHECK(cudaMemcpyAsync(hist, dCount, sizeof hist, cudaMemcpyDeviceToHost, st));
  CHECK(cudaStreamSynchronize(st));
  for (int i = 0; i < N; i++) whist[(h[i] + 2048) / 128]++;
  for (int i = 0; i < 32; i++) bad += hist[i] != whist[i];
  printf("segmented reduce and histogram: %d mismatches\n", bad);
  ok &= bad == 0;
  CHECK(cudaStreamDestroy(st));
  return finish(ok);
}
