// Cooperative groups beyond grid.sync: thread_block_tile<32/16/4> with
// shfl_down/shfl_xor/any/all/ballot, cg::reduce and cg::inclusive_scan /
// exclusive_scan (cooperative_groups/reduce.h, scan.h), dynamic
// tiled_partition, coalesced_threads in divergent code (warp-aggregated
// atomics), labeled_partition, binary_partition, and cg::memcpy_async into
// shared memory with cg::wait.
#include "common.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void tiles(const int *in, int *sum32, int *sum16, int *max4, int *scanIncl, int *scanExcl, int *votes, int *dyn) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> h = cg::tiled_partition<16>(block);
  cg::thread_block_tile<4> q = cg::tiled_partition<4>(block);
  int s32 = cg::reduce(w, v, cg::plus<int>());
  int s16 = 0;
  s16 = v;
  for (int o = 8; o > 0; o /= 2) s16 += h.shfl_down(s16, o);
  s16 = h.shfl(s16, 0);
  int m4 = cg::reduce(q, v, cg::greater<int>());
  scanIncl[i] = cg::inclusive_scan(w, v);
  scanExcl[i] = cg::exclusive_scan(w, v, cg::bit_xor<int>());
  if (w.thread_rank() == 0) sum32[i / 32] = s32;
  if (h.thread_rank() == 0) sum16[i / 16] = s16;
  if (q.thread_rank() == 0) max4[i / 4] = m4;
  unsigned bal = w.ballot(v > 0);
  int any = w.any(v > 90), all = w.all(v > -100);
  if (w.thread_rank() == 0) votes[i / 32] = (int)(bal ^ (any << 1) ^ all);
  // A dynamic partition of 8 (thread_group from tiled_partition(block, 8)).
  cg::thread_group g8 = cg::tiled_partition(block, 8);
  int r = g8.thread_rank();
  __shared__ int slot[256];
  slot[threadIdx.x] = v;
  g8.sync();
  int acc = 0;
  for (int k = 0; k < 8; k++) acc += slot[threadIdx.x - r + k] * (k + 1);
  dyn[i] = acc + (int)g8.size() * 1000;
}

// Warp-aggregated atomics: only some threads take part; the coalesced
// group elects a leader that adds for all of them.
__global__ void aggregated(const int *in, int n, int *counter, int *outIdx, int *labels) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  if (v % 3 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0) base = atomicAdd(counter, (int)g.size());
    base = g.shfl(base, 0);
    outIdx[i] = base + (int)g.thread_rank();
  } else {
    outIdx[i] = -1;
  }
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(cg::this_thread_block());
  // labeled_partition by value class; binary_partition by sign.
  cg::coalesced_group byLabel = cg::labeled_partition(w, (v & 3));
  cg::coalesced_group bySign = cg::binary_partition(w, v < 0);
  labels[i] = (int)byLabel.size() * 100 + (int)bySign.size() + (int)byLabel.thread_rank() * 10000;
}

__global__ void asyncCopy(const float *in, float *out, int tilesPerBlock) {
  __shared__ float buf[2][256];
  cg::thread_block block = cg::this_thread_block();
  int base = blockIdx.x * tilesPerBlock * 256;
  float acc = 0;
  cg::memcpy_async(block, buf[0], in + base, sizeof(float) * 256);
  for (int t = 0; t < tilesPerBlock; t++) {
    if (t + 1 < tilesPerBlock) {
      cg::memcpy_async(block, buf[(t + 1) & 1], in + base + (t + 1) * 256, sizeof(float) * 256);
      cg::wait_prior<1>(block);
    } else {
      cg::wait(block);
    }
    acc += buf[t & 1][threadIdx.x] * buf[t & 1][255 - threadIdx.x];
    block.sync();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}

int main() {
  const int B = 32, T = 256, N = B * T;
  int *h = (int *)malloc(N * 4);
  unsigned seed = 3;
  for (int i = 0; i < N; i++) h[i] = (int)(lcg_next(&seed) % 201) - 100;
  int *d, *dS32, *dS16, *dM4, *dInc, *dExc, *dVotes, *dDyn, *dCnt, *dIdx, *dLab;
  CHECK(cudaMalloc(&d, N * 4));
  CHECK(cudaMalloc(&dS32, N / 32 * 4));
  CHECK(cudaMalloc(&dS16, N / 16 * 4));
  CHECK(cudaMalloc(&dM4, N / 4 * 4));
  CHECK(cudaMalloc(&dInc, N * 4));
  CHECK(cudaMalloc(&dExc, N * 4));
  CHECK(cudaMalloc(&dVotes, N / 32 * 4));
  CHECK(cudaMalloc(&dDyn, N * 4));
  CHECK(cudaMalloc(&dCnt, 4));
  CHECK(cudaMalloc(&dIdx, N * 4));
  CHECK(cudaMalloc(&dLab, N * 4));
  CHECK(cudaMemcpy(d, h, N * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dCnt, 0, 4));
  tiles<<<B, T>>>(d, dS32, dS16, dM4, dInc, dExc, dVotes, dDyn);
  CHECK_LAUNCH();
  aggregated<<<B, T>>>(d, N, dCnt, dIdx, dLab);
  CHECK_LAUNCH();
  int *s32 = (int *)malloc(N / 32 * 4), *s16 = (int *)malloc(N / 16 * 4), *m4 = (int *)malloc(N / 4 * 4);
  int *inc = (int *)malloc(N * 4), *exc = (int *)malloc(N * 4), *votes = (int *)malloc(N / 32 * 4), *dyn = (int *)malloc(N * 4);
  int *idx = (int *)malloc(N * 4), *lab = (int *)malloc(N * 4), cnt;
  CHECK(cudaMemcpy(s32, dS32, N / 32 * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(s16, dS16, N / 16 * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(m4, dM4, N / 4 * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(inc, dInc, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(exc, dExc, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(votes, dVotes, N / 32 * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(dyn, dDyn, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(idx, dIdx, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(lab, dLab, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&cnt, dCnt, 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int g = 0; g < N / 32; g++) {
    int s = 0, in = 0, ex = 0, any = 0, all = 1;
    unsigned bal = 0;
    for (int l = 0; l < 32; l++) {
      int v = h[g * 32 + l];
      bad += exc[g * 32 + l] != ex;
      s += v; in += v; ex ^= v;
      bad += inc[g * 32 + l] != in;
      bal |= (unsigned)(v > 0) << l;
      any |= v > 90; all &= v > -100;
    }
    bad += s32[g] != s;
    bad += votes[g] != (int)(bal ^ (any << 1) ^ all);
  }
  for (int g = 0; g < N / 16; g++) {
    int s = 0;
    for (int l = 0; l < 16; l++) s += h[g * 16 + l];
    bad += s16[g] != s;
  }
  for (int g = 0; g < N / 4; g++) {
    int m = h[g * 4];
    for (int l = 1; l < 4; l++) m = h[g * 4 + l] > m ? h[g * 4 + l] : m;
    bad += m4[g] != m;
  }
  for (int i = 0; i < N; i++) {
    int acc = 0, b = i & ~7;
    for (int k = 0; k < 8; k++) acc += h[b + k] * (k + 1);
    bad += dyn[i] != acc + 8000;
  }
  printf("tiles: reduce, shuffles, scans, votes, dynamic partition: %d mismatches\n", bad);
  bool ok = bad == 0;
  // The aggregated indices are a permutation of [0, count) over the chosen threads.
  bad = 0;
  int want = 0;
  char *seen = (char *)calloc(N, 1);
  for (int i = 0; i < N; i++) {
    if (h[i] % 3 == 0) {
      want++;
      if (idx[i] < 0 || idx[i] >= N || seen[idx[i]]++) bad++;
    } else {
      bad += idx[i] != -1;
    }
    int w0 = i & ~31, same = 0, rank = 0, sign = 0;
    for (int l = w0; l < w0 + 32; l++) {
      same += (h[l] & 3) == (h[i] & 3);
      rank += l < i && (h[l] & 3) == (h[i] & 3);
      sign += (h[l] < 0) == (h[i] < 0);
    }
    if (lab[i] != same * 100 + sign + rank * 10000 && bad++ < 3) printf("label %d: %d want %d\n", i, lab[i], same * 100 + sign + rank * 10000);
  }
  printf("aggregated atomics: %d of %d chosen; partitions: %d mismatches\n", cnt, want, bad);
  ok &= bad == 0 && cnt == want;

  const int TB = 16, TPB = 8, M = TB * TPB * 256;
  float *f = (float *)malloc(M * 4), *fo = (float *)malloc(TB * 256 * 4), *df, *dfo;
  for (int i = 0; i < M; i++) f[i] = lcg_float(&seed) - 0.5f;
  CHECK(cudaMalloc(&df, M * 4));
  CHECK(cudaMalloc(&dfo, TB * 256 * 4));
  CHECK(cudaMemcpy(df, f, M * 4, cudaMemcpyHostToDevice));
  asyncCopy<<<TB, 256>>>(df, dfo, TPB);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(fo, dfo, TB * 256 * 4, cudaMemcpyDeviceToHost));
  float *want2 = (float *)malloc(TB * 256 * 4);
  for (int b = 0; b < TB; b++)
    for (int t = 0; t < 256; t++) {
      float acc = 0;
      for (int k = 0; k < TPB; k++) {
        const float *x = f + (b * TPB + k) * 256;
        acc = fmaf(x[t], x[255 - t], acc);
      }
      want2[b * 256 + t] = acc;
    }
  ok &= count_mismatch_f(fo, want2, TB * 256, 1e-5, 1e-6, "memcpy_async") == 0;
  printf("memcpy_async double buffering: checked %d values\n", TB * 256);
  return finish(ok);
}
