// CUB block- and warp-level primitives in one kernel per item type:
// BlockLoad with the transpose and warp-transpose algorithms, BlockReduce
// (raking and warp-reductions), BlockScan (inclusive/exclusive, with a
// block aggregate), BlockRadixSort (keys and key-value pairs, blocked and
// striped outputs), WarpReduce and WarpScan, BlockStore with transposes,
// BlockDiscontinuity and BlockHistogram. Every result is checked on the host.
#include "common.h"
#include <cub/cub.cuh>

// Own functors: CUB's cub::Max and cub::Inequality are gone from CCCL 3 (CUDA 13).
struct MaxOp {
  __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct NotEqual {
  __host__ __device__ bool operator()(int a, int b) const { return a != b; }
};

const int BT = 128, IPT = 4, TILE = BT * IPT;

__global__ void blockOps(const int *in, int *sumOut, int *maxOut, int *incl, int *excl, int *aggOut,
                         int *warpSum, int *warpScan, int *heads) {
  typedef cub::BlockLoad<int, BT, IPT, cub::BLOCK_LOAD_TRANSPOSE> Load;
  typedef cub::BlockReduce<int, BT, cub::BLOCK_REDUCE_RAKING> ReduceR;
  typedef cub::BlockReduce<int, BT, cub::BLOCK_REDUCE_WARP_REDUCTIONS> ReduceW;
  typedef cub::BlockScan<int, BT, cub::BLOCK_SCAN_RAKING_MEMOIZE> Scan;
  typedef cub::BlockScan<int, BT, cub::BLOCK_SCAN_WARP_SCANS> Scan2;
  typedef cub::BlockStore<int, BT, IPT, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
  typedef cub::WarpReduce<int> WR;
  typedef cub::WarpScan<int> WS;
  typedef cub::BlockDiscontinuity<int, BT> Disc;
  __shared__ union {
    typename Load::TempStorage load;
    typename ReduceR::TempStorage rr;
    typename ReduceW::TempStorage rw;
    typename Scan::TempStorage scan;
    typename Scan2::TempStorage scan2;
    typename Store::TempStorage store;
    typename WR::TempStorage wr[BT / 32];
    typename WS::TempStorage ws[BT / 32];
    typename Disc::TempStorage disc;
  } tmp;
  int base = blockIdx.x * TILE;
  int v[IPT];
  Load(tmp.load).Load(in + base, v);
  __syncthreads();
  int s = ReduceR(tmp.rr).Sum(v);
  if (threadIdx.x == 0) sumOut[blockIdx.x] = s;
  __syncthreads();
  int m = ReduceW(tmp.rw).Reduce(v, MaxOp());
  if (threadIdx.x == 0) maxOut[blockIdx.x] = m;
  __syncthreads();
  int o[IPT], agg;
  Scan(tmp.scan).InclusiveSum(v, o);
  __syncthreads();
  Store(tmp.store).Store(incl + base, o);
  __syncthreads();
  Scan2(tmp.scan2).ExclusiveSum(v, o, agg);
  __syncthreads();
  Store(tmp.store).Store(excl + base, o);
  if (threadIdx.x == 0) aggOut[blockIdx.x] = agg;
  __syncthreads();
  int w = threadIdx.x / 32;
  int ws = WR(tmp.wr[w]).Sum(v[0] + v[1]);
  if (threadIdx.x % 32 == 0) warpSum[blockIdx.x * (BT / 32) + w] = ws;
  __syncthreads();
  int sc;
  WS(tmp.ws[w]).ExclusiveScan(v[2], sc, MaxOp());
  warpScan[blockIdx.x * BT + threadIdx.x] = threadIdx.x % 32 == 0 ? -1 : sc;
  __syncthreads();
  int f[IPT];
  Disc(tmp.disc).FlagHeads(f, v, NotEqual());
  int h = f[0] + f[1] + f[2] + f[3];
  h = cub::BlockReduce<int, BT>(*reinterpret_cast<typename cub::BlockReduce<int, BT>::TempStorage *>(&tmp)).Sum(h);
  if (threadIdx.x == 0) heads[blockIdx.x] = h;
}

__global__ void sortBlocks(unsigned *keys, int *vals, unsigned *skeys) {
  typedef cub::BlockRadixSort<unsigned, BT, IPT, int> Sort;
  typedef cub::BlockRadixSort<unsigned, BT, IPT> SortK;
  typedef cub::BlockLoad<unsigned, BT, IPT, cub::BLOCK_LOAD_WARP_TRANSPOSE> LoadK;
  __shared__ union {
    typename Sort::TempStorage sort;
    typename SortK::TempStorage sortk;
    typename LoadK::TempStorage load;
  } tmp;
  int base = blockIdx.x * TILE;
  unsigned k[IPT], k2[IPT];
  int v[IPT];
  LoadK(tmp.load).Load(keys + base, k);
  for (int i = 0; i < IPT; i++) { v[i] = base + threadIdx.x * IPT + i; k2[i] = k[i]; }
  __syncthreads();
  Sort(tmp.sort).Sort(k, v);
  for (int i = 0; i < IPT; i++) { keys[base + threadIdx.x * IPT + i] = k[i]; vals[base + threadIdx.x * IPT + i] = v[i]; }
  __syncthreads();
  // Descending on the low 16 bits only, striped output.
  SortK(tmp.sortk).SortDescendingBlockedToStriped(k2, 0, 16);
  for (int i = 0; i < IPT; i++) skeys[base + i * BT + threadIdx.x] = k2[i];
}

__global__ void histo(const unsigned char *in, unsigned *bins) {
  typedef cub::BlockHistogram<unsigned char, BT, IPT, 64> H;
  __shared__ typename H::TempStorage tmp;
  __shared__ unsigned local[64];
  unsigned char s[IPT];
  for (int i = 0; i < IPT; i++) s[i] = in[blockIdx.x * TILE + threadIdx.x * IPT + i];
  H(tmp).Histogram(s, local);
  __syncthreads();
  if (threadIdx.x < 64) atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

int main() {
  const int G = 64, N = G * TILE;
  int *h = (int *)malloc(N * 4), *incl = (int *)malloc(N * 4), *excl = (int *)malloc(N * 4), *wsc = (int *)malloc(G * BT * 4);
  int sums[G], maxs[G], aggs[G], wsum[G * 4], heads[G];
  unsigned seed = 7;
  for (int i = 0; i < N; i++) h[i] = (int)(lcg_next(&seed) % 7) - 2 + (i % 97 == 0 ? 1000 : 0);
  for (int i = 0; i < N; i++) if (i % 5 == 1) h[i] = h[i - 1];
  int *d, *dIncl, *dExcl, *dSum, *dMax, *dAgg, *dWs, *dWsc, *dHeads;
  CHECK(cudaMalloc(&d, N * 4));
  CHECK(cudaMalloc(&dIncl, N * 4));
  CHECK(cudaMalloc(&dExcl, N * 4));
  CHECK(cudaMalloc(&dSum, G * 4));
  CHECK(cudaMalloc(&dMax, G * 4));
  CHECK(cudaMalloc(&dAgg, G * 4));
  CHECK(cudaMalloc(&dWs, G * 16));
  CHECK(cudaMalloc(&dWsc, G * BT * 4));
  CHECK(cudaMalloc(&dHeads, G * 4));
  CHECK(cudaMemcpy(d, h, N * 4, cudaMemcpyHostToDevice));
  blockOps<<<G, BT>>>(d, dSum, dMax, dIncl, dExcl, dAgg, dWs, dWsc, dHeads);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(incl, dIncl, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(excl, dExcl, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sums, dSum, sizeof sums, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(maxs, dMax, sizeof maxs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(aggs, dAgg, sizeof aggs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(wsum, dWs, sizeof wsum, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(wsc, dWsc, G * BT * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(heads, dHeads, sizeof heads, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < G; b++) {
    const int *x = h + b * TILE;
    int s = 0, m = x[0], run = 0, hd = 0;
    for (int i = 0; i < TILE; i++) {
      s += x[i]; m = x[i] > m ? x[i] : m;
      if (excl[b * TILE + i] != run) bad++;
      run += x[i];
      if (incl[b * TILE + i] != run) bad++;
      hd += i == 0 || x[i] != x[i - 1];
    }
    if (s != sums[b] || s != aggs[b] || m != maxs[b] || hd != heads[b]) {
      if (bad < 5) printf("block %d: sum %d agg %d max %d heads %d, want %d %d %d\n", b, sums[b], aggs[b], maxs[b], heads[b], s, m, hd);
      bad++;
    }
    for (int w = 0; w < 4; w++) {
      int ws = 0, mx = 0;
      for (int l = 0; l < 32; l++) {
        int t = w * 32 + l;
        ws += x[t * IPT] + x[t * IPT + 1];
        if (l > 0 && wsc[b * BT + t] != mx) bad++;
        mx = l == 0 ? x[t * IPT + 2] : (x[t * IPT + 2] > mx ? x[t * IPT + 2] : mx);
      }
      if (ws != wsum[b * 4 + w]) bad++;
    }
  }
  printf("block reduce/scan/discontinuity, warp reduce/scan: %d mismatches over %d tiles\n", bad, G);
  bool ok = bad == 0;

  unsigned *keys = (unsigned *)malloc(N * 4), *sk = (unsigned *)malloc(N * 4), *k0 = (unsigned *)malloc(N * 4);
  int *vals = (int *)malloc(N * 4);
  for (int i = 0; i < N; i++) k0[i] = lcg_next(&seed);
  unsigned *dk, *dsk;
  int *dv;
  CHECK(cudaMalloc(&dk, N * 4));
  CHECK(cudaMalloc(&dsk, N * 4));
  CHECK(cudaMalloc(&dv, N * 4));
  CHECK(cudaMemcpy(dk, k0, N * 4, cudaMemcpyHostToDevice));
  sortBlocks<<<G, BT>>>(dk, dv, dsk);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(keys, dk, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sk, dsk, N * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(vals, dv, N * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int b = 0; b < G; b++) {
    for (int i = 0; i < TILE; i++) {
      int j = b * TILE + i;
      if (i > 0 && keys[j] < keys[j - 1]) bad++;
      if (vals[j] < b * TILE || vals[j] >= (b + 1) * TILE || k0[vals[j]] != keys[j]) bad++;
      if (i > 0 && (sk[j] & 0xffff) > (sk[j - 1] & 0xffff)) bad++;
    }
    // The descending sort on the low 16 bits keeps every key (a permutation).
    unsigned long long xk = 0, xs = 0;
    for (int i = 0; i < TILE; i++) { xk += k0[b * TILE + i]; xs += sk[b * TILE + i]; }
    if (xk != xs) bad++;
  }
  printf("block radix sort: %d mismatches\n", bad);
  ok &= bad == 0;

  unsigned char *bytes = (unsigned char *)malloc(N);
  for (int i = 0; i < N; i++) bytes[i] = (unsigned char)((lcg_next(&seed) >> 9) % 64);
  unsigned char *db;
  unsigned *dbins, bins[64], want[64] = {0};
  CHECK(cudaMalloc(&db, N));
  CHECK(cudaMalloc(&dbins, sizeof bins));
  CHECK(cudaMemset(dbins, 0, sizeof bins));
  CHECK(cudaMemcpy(db, bytes, N, cudaMemcpyHostToDevice));
  histo<<<G, BT>>>(db, dbins);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost));
  for (int i = 0; i < N; i++) want[bytes[i]]++;
  bad = 0;
  for (int i = 0; i < 64; i++) bad += bins[i] != want[i];
  printf("block histogram: %d of 64 bins differ\n", bad);
  ok &= bad == 0;
  return finish(ok);
}
