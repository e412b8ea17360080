// Thread-block-cluster occupancy as persistent Hopper kernels (CUTLASS
// style) size their grids: cudaOccupancyMaxActiveClusters and
// cudaOccupancyMaxPotentialClusterSize for cluster sizes 1-16 (16 with
// the non-portable attribute), several block sizes and shared-memory
// needs; then a persistent kernel launched with exactly the reported
// number of clusters, each cluster summing its share of the work through
// distributed shared memory. Built for compute_90.
#include "common.h"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void persistent(const int *in, int n, long long *out) {
  extern __shared__ long long part[];
  cg::cluster_group cl = cg::this_cluster();
  unsigned rank = cl.block_rank(), csize = cl.num_blocks();
  int clusterId = blockIdx.x / csize, clusters = gridDim.x / csize;
  long long s = 0;
  for (int i = (clusterId * csize + rank) * blockDim.x + threadIdx.x; i < n; i += clusters * csize * blockDim.x) s += in[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int st = blockDim.x / 2; st > 0; st >>= 1) {
    if (threadIdx.x < st) part[threadIdx.x] += part[threadIdx.x + st];
    __syncthreads();
  }
  cl.sync();
  if (rank == 0 && threadIdx.x == 0) {
    long long tot = 0;
    for (unsigned r = 0; r < csize; r++) tot += cl.map_shared_rank(part, r)[0];
    atomicAdd((unsigned long long *)out, (unsigned long long)tot);
  }
  cl.sync();
}

int main() {
  bool ok = true;
  CHECK(cudaFuncSetAttribute(persistent, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  int sizes[] = {1, 2, 3, 4, 8, 16};
  int blocks[] = {128, 1024};
  size_t smems[] = {0, 100 * 1024};
  CHECK(cudaFuncSetAttribute(persistent, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024 + 8192));
  for (int bi = 0; bi < 2; bi++)
    for (int si = 0; si < 2; si++) {
      printf("block %4d, %6zu B shared:", blocks[bi], smems[si] + blocks[bi] * 8);
      for (int ci = 0; ci < 6; ci++) {
        cudaLaunchConfig_t cfg = {0};
        cudaLaunchAttribute attr;
        attr.id = cudaLaunchAttributeClusterDimension;
        attr.val.clusterDim.x = sizes[ci];
        attr.val.clusterDim.y = 1;
        attr.val.clusterDim.z = 1;
        cfg.gridDim = dim3(sizes[ci] * 16);
        cfg.blockDim = dim3(blocks[bi]);
        cfg.dynamicSmemBytes = smems[si] + blocks[bi] * 8;
        cfg.attrs = &attr;
        cfg.numAttrs = 1;
        int nc = -1;
        cudaError_t e = cudaOccupancyMaxActiveClusters(&nc, persistent, &cfg);
        if (e != cudaSuccess) printf(" %d:%s", sizes[ci], cudaGetErrorName(e));
        else printf(" %d:%d", sizes[ci], nc);
      }
      cudaLaunchConfig_t cfg = {0};
      cfg.gridDim = dim3(64);
      cfg.blockDim = dim3(blocks[bi]);
      cfg.dynamicSmemBytes = smems[si] + blocks[bi] * 8;
      int best = -1;
      cudaError_t e = cudaOccupancyMaxPotentialClusterSize(&best, persistent, &cfg);
      printf("; largest cluster %d (%s)\n", best, cudaGetErrorName(e));
      (void)cudaGetLastError();
    }

  // A persistent launch sized from the query: as many 4-block clusters as fit.
  const int n = 1 << 18, csize = 4, bs = 256;
  cudaLaunchConfig_t cfg = {0};
  cudaLaunchAttribute attr;
  attr.id = cudaLaunchAttributeClusterDimension;
  attr.val.clusterDim.x = csize;
  attr.val.clusterDim.y = 1;
  attr.val.clusterDim.z = 1;
  cfg.blockDim = dim3(bs);
  cfg.dynamicSmemBytes = bs * 8;
  cfg.attrs = &attr;
  cfg.numAttrs = 1;
  cfg.gridDim = dim3(csize);
  int nc = 0;
  CHECK(cudaOccupancyMaxActiveClusters(&nc, persistent, &cfg));
  ok &= nc > 0;
  cfg.gridDim = dim3(nc * csize);
  int *h = (int *)malloc(n * 4), *d;
  long long want = 0, got = 0, *dout;
  for (int i = 0; i < n; i++) { h[i] = (i * 7919) % 1000 - 300; want += h[i]; }
  CHECK(cudaMalloc(&d, n * 4));
  CHECK(cudaMalloc(&dout, 8));
  CHECK(cudaMemcpy(d, h, n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dout, 0, 8));
  CHECK(cudaLaunchKernelEx(&cfg, persistent, (const int *)d, n, dout));
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(&got, dout, 8, cudaMemcpyDeviceToHost));
  printf("persistent kernel on %d clusters of %d: sum %lld (want %lld)\n", nc, csize, got, want);
  ok &= got == want;
  return finish(ok);
}
