// CUDA samples simpleOccupancy and simpleCallback: occupancy queries for
// kernels with different register and shared-memory needs
// (cudaOccupancyMaxActiveBlocksPerMultiprocessor(WithFlags),
// cudaOccupancyMaxPotentialBlockSize, ...VariableSMem with a block-size to
// shared-memory function, cudaOccupancyAvailableDynamicSMemPerBlock),
// cudaFuncGetAttributes, launches sized from them; then stream callbacks:
// cudaStreamAddCallback and cudaLaunchHostFunc on several streams with
// events between them, each callback checking the results its stream made.
#include "common.h"

__global__ void square(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * a[i];
}

__global__ void __launch_bounds__(256, 2) heavy(float *a, int n) {
  extern __shared__ float s[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? a[i] : 0;
  __syncthreads();
  float acc = 0;
  for (int k = 0; k < (int)blockDim.x; k++) acc += s[(threadIdx.x + k) % blockDim.x] * (k + 1);
  if (i < n) a[i] = acc;
}

// Shared memory a block of size b needs: one float per thread.
struct SmemPerBlock {
  __host__ __device__ size_t operator()(int b) const { return b * sizeof(float); }
};

struct Job {
  int id, n;
  int *host;
  bool ok;
  int calls;
};

static void CUDART_CB checkCallback(cudaStream_t, cudaError_t status, void *data) {
  Job *j = (Job *)data;
  j->calls++;
  j->ok = status == cudaSuccess;
  for (int i = 0; i < j->n; i++) j->ok &= j->host[i] == (i + j->id) * (i + j->id);
}

static void CUDART_CB hostFunc(void *data) {
  Job *j = (Job *)data;
  j->calls += 10;
}

int main() {
  cudaDeviceProp prop;
  int dev;
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaGetDeviceProperties(&prop, dev));
  bool ok = true;
  int blocks, minGrid, block;
  // Occupancy of square at several block sizes: the fraction of warps resident.
  for (int bs = 32; bs <= 1024; bs *= 2) {
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, square, bs, 0));
    printf("square, block %4d: %2d blocks per SM, occupancy %.3f\n", bs, blocks, (double)blocks * bs / prop.maxThreadsPerMultiProcessor);
    ok &= blocks > 0 && blocks * bs <= prop.maxThreadsPerMultiProcessor;
  }
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, heavy, 256, 256 * 4, cudaOccupancyDisableCachingOverride));
  printf("heavy (launch bounds 256, 2), block 256 with 1 KB dynamic shared: %d blocks per SM\n", blocks);
  ok &= blocks >= 2;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, square, 0, 0));
  printf("square: suggested block %d, minimum grid %d (%d SMs)\n", block, minGrid, prop.multiProcessorCount);
  ok &= block > 0 && minGrid >= prop.multiProcessorCount;
  CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, heavy, SmemPerBlock(), 256));
  printf("heavy with per-thread shared memory, limit 256: block %d, minimum grid %d\n", block, minGrid);
  ok &= block > 0 && block <= 256;
  size_t avail;
  CHECK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, heavy, 2, 256));
  printf("heavy: %zu bytes of dynamic shared memory per block at 2 blocks of 256\n", avail);
  ok &= avail >= 1024 && avail <= prop.sharedMemPerMultiprocessor;
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, heavy));
  printf("heavy: max threads per block %d, static shared %zu\n", fa.maxThreadsPerBlock, fa.sharedSizeBytes);
  ok &= fa.maxThreadsPerBlock == 256;

  // Launch heavy with the suggested configuration and check it.
  const int n = 10000;
  float *hf = (float *)malloc(n * 4), *hr = (float *)malloc(n * 4), *df;
  for (int i = 0; i < n; i++) hf[i] = (float)(i % 13) - 6;
  CHECK(cudaMalloc(&df, n * 4));
  CHECK(cudaMemcpy(df, hf, n * 4, cudaMemcpyHostToDevice));
  int grid = (n + block - 1) / block;
  heavy<<<grid, block, block * sizeof(float)>>>(df, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hr, df, n * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < grid; b++)
    for (int t = 0; t < block && b * block + t < n; t++) {
      float acc = 0;
      for (int k = 0; k < block; k++) {
        int j = b * block + (t + k) % block;
        acc += (j < n ? hf[j] : 0) * (k + 1);
      }
      bad += hr[b * block + t] != acc;
    }
  printf("heavy at block %d: %d mismatches\n", block, bad);
  ok &= bad == 0;

  // Callbacks: 4 streams, each copies in, squares, copies out, then calls back.
  const int S = 4, m = 4096;
  cudaStream_t st[S];
  cudaEvent_t ev[S];
  Job jobs[S];
  int *dbuf[S];
  for (int s = 0; s < S; s++) {
    CHECK(cudaStreamCreateWithFlags(&st[s], cudaStreamNonBlocking));
    CHECK(cudaEventCreateWithFlags(&ev[s], cudaEventDisableTiming));
    CHECK(cudaMallocHost(&jobs[s].host, m * 4));
    CHECK(cudaMalloc(&dbuf[s], m * 4));
    jobs[s].id = s; jobs[s].n = m; jobs[s].ok = false; jobs[s].calls = 0;
    for (int i = 0; i < m; i++) jobs[s].host[i] = i + s;
  }
  for (int s = 0; s < S; s++) {
    if (s > 0) CHECK(cudaStreamWaitEvent(st[s], ev[s - 1], 0));
    CHECK(cudaMemcpyAsync(dbuf[s], jobs[s].host, m * 4, cudaMemcpyHostToDevice, st[s]));
    square<<<m / 256, 256, 0, st[s]>>>(dbuf[s], m);
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(jobs[s].host, dbuf[s], m * 4, cudaMemcpyDeviceToHost, st[s]));
    CHECK(cudaStreamAddCallback(st[s], checkCallback, &jobs[s], 0));
    CHECK(cudaLaunchHostFunc(st[s], hostFunc, &jobs[s]));
    CHECK(cudaEventRecord(ev[s], st[s]));
  }
  CHECK(cudaEventSynchronize(ev[S - 1]));
  for (int s = 0; s < S; s++) {
    printf("stream %d: callback %s, %d calls\n", s, jobs[s].ok ? "saw the squares" : "saw wrong data", jobs[s].calls);
    ok &= jobs[s].ok && jobs[s].calls == 11;
  }
  for (int s = 0; s < S; s++) {
    CHECK(cudaStreamDestroy(st[s]));
    CHECK(cudaEventDestroy(ev[s]));
    CHECK(cudaFreeHost(jobs[s].host));
  }
  return finish(ok);
}
