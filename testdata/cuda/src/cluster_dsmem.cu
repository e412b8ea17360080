// Thread-block clusters (compute capability 9.0): a histogram whose bins
// are spread over the shared memory of the blocks of a cluster (distributed
// shared memory through cluster.map_shared_rank), launched with
// cudaLaunchKernelEx and a cluster-dimension attribute; then a kernel with a
// compile-time __cluster_dims__, and a dependent launch with the
// programmatic-stream-serialization attribute.
#include "common.h"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define BINS_PER_BLOCK 64

__global__ void clusterHist(const int *in, int n, int *hist) {
  extern __shared__ int bins[];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank(), csize = cluster.num_blocks();
  for (int i = threadIdx.x; i < BINS_PER_BLOCK; i += blockDim.x) bins[i] = 0;
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int b = in[i] % (BINS_PER_BLOCK * csize);
    int *dst = cluster.map_shared_rank(bins, b / BINS_PER_BLOCK);
    atomicAdd(dst + b % BINS_PER_BLOCK, 1);
  }
  cluster.sync();
  for (int i = threadIdx.x; i < BINS_PER_BLOCK; i += blockDim.x) atomicAdd(&hist[rank * BINS_PER_BLOCK + i], bins[i]);
}

__global__ void __cluster_dims__(2, 1, 1) whoAmI(int *out) {
  cg::cluster_group cluster = cg::this_cluster();
  if (threadIdx.x == 0) out[blockIdx.x] = cluster.block_rank() * 100 + cluster.num_blocks();
}

__global__ void producer(int *p) { p[threadIdx.x] = threadIdx.x * 2; }

__global__ void consumer(const int *p, int *q) {
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  q[threadIdx.x] = p[threadIdx.x] + 1;
}

int main() {
  int major = 0;
  CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
  if (major < 9) {
    printf("needs compute capability 9.0\n");
    return finish(false);
  }
  const int n = 20000, csize = 4, blocks = 8;
  int *h = (int *)malloc(n * sizeof(int));
  int ref[BINS_PER_BLOCK * csize] = {0}, got[BINS_PER_BLOCK * csize];
  unsigned s = 66;
  for (int i = 0; i < n; i++) {
    h[i] = lcg_next(&s) >> 12;
    ref[h[i] % (BINS_PER_BLOCK * csize)]++;
  }
  int *dIn, *dHist;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dHist, sizeof got));
  CHECK(cudaMemcpy(dIn, h, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dHist, 0, sizeof got));
  cudaLaunchConfig_t cfg = {0};
  cfg.gridDim = dim3(blocks);
  cfg.blockDim = dim3(128);
  cfg.dynamicSmemBytes = BINS_PER_BLOCK * sizeof(int);
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeClusterDimension;
  attr[0].val.clusterDim.x = csize;
  attr[0].val.clusterDim.y = 1;
  attr[0].val.clusterDim.z = 1;
  cfg.attrs = attr;
  cfg.numAttrs = 1;
  CHECK(cudaLaunchKernelEx(&cfg, clusterHist, (const int *)dIn, n, dHist));
  CHECK(cudaMemcpy(got, dHist, sizeof got, cudaMemcpyDeviceToHost));
  // Every cluster adds its bins into the same global histogram.
  int bad = count_mismatch_i(got, ref, BINS_PER_BLOCK * csize, "bin");

  int *dWho, who[4];
  CHECK(cudaMalloc(&dWho, sizeof who));
  whoAmI<<<4, 32>>>(dWho);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(who, dWho, sizeof who, cudaMemcpyDeviceToHost));
  for (int b = 0; b < 4; b++)
    if (who[b] != (b % 2) * 100 + 2) bad++;

  int *dp, *dq, q[64];
  CHECK(cudaMalloc(&dp, sizeof q));
  CHECK(cudaMalloc(&dq, sizeof q));
  producer<<<1, 64>>>(dp);
  cudaLaunchConfig_t c2 = {0};
  c2.gridDim = dim3(1);
  c2.blockDim = dim3(64);
  cudaLaunchAttribute pdl[1];
  pdl[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  pdl[0].val.programmaticStreamSerializationAllowed = 1;
  c2.attrs = pdl;
  c2.numAttrs = 1;
  CHECK(cudaLaunchKernelEx(&c2, consumer, (const int *)dp, dq));
  CHECK(cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; i++)
    if (q[i] != 2 * i + 1) bad++;
  printf("clusters: %d blocks in clusters of %d, %d wrong\n", blocks, csize, bad);
  return finish(bad == 0);
}
