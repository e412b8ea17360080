// A copy/compute pipeline over four streams of different priorities: each
// chunk is copied in, processed by two kernels and copied out on its stream;
// the host polls cudaStreamQuery, and a final stream waits for every
// stream's completion event before a checksum kernel.
#include "common.h"

__global__ void smooth(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 0.25f * (i > 0 ? in[i - 1] : in[i]) + 0.5f * in[i] + 0.25f * (i + 1 < n ? in[i + 1] : in[i]);
}

__global__ void scaleAdd(float *p, int n, float a, float b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * a + b;
}

__global__ void checksum(const float *p, int n, double *out) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    double s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    *out = s;
  }
}

int main() {
  const int nStreams = 4, chunk = 2048, n = nStreams * chunk * 2;
  int least, greatest;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudaStream_t st[nStreams];
  cudaEvent_t done[nStreams];
  for (int i = 0; i < nStreams; i++) {
    int prio = greatest + (least - greatest) * i / (nStreams - 1);
    CHECK(cudaStreamCreateWithPriority(&st[i], cudaStreamNonBlocking, prio));
    int got;
    CHECK(cudaStreamGetPriority(st[i], &got));
    if (got != prio) {
      printf("stream %d priority %d, want %d\n", i, got, prio);
      return finish(false);
    }
    CHECK(cudaEventCreateWithFlags(&done[i], cudaEventDisableTiming));
  }
  float *h, *hOut;
  CHECK(cudaHostAlloc(&h, n * sizeof(float), cudaHostAllocDefault));
  CHECK(cudaHostAlloc(&hOut, n * sizeof(float), cudaHostAllocPortable));
  for (int i = 0; i < n; i++) h[i] = (float)((i * 37) % 101);
  float *dIn, *dOut;
  double *dSum;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dOut, n * sizeof(float)));
  CHECK(cudaMalloc(&dSum, sizeof(double)));
  int nChunks = n / chunk;
  for (int c = 0; c < nChunks; c++) {
    cudaStream_t s = st[c % nStreams];
    int off = c * chunk;
    CHECK(cudaMemcpyAsync(dIn + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, s));
    smooth<<<chunk / 256, 256, 0, s>>>(dIn + off, dOut + off, chunk);
    scaleAdd<<<chunk / 256, 256, 0, s>>>(dOut + off, chunk, 2.0f, 1.0f);
    CHECK(cudaMemcpyAsync(hOut + off, dOut + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, s));
  }
  CHECK_LAUNCH();
  for (int i = 0; i < nStreams; i++) CHECK(cudaEventRecord(done[i], st[i]));
  cudaStream_t last;
  CHECK(cudaStreamCreate(&last));
  for (int i = 0; i < nStreams; i++) CHECK(cudaStreamWaitEvent(last, done[i], 0));
  checksum<<<1, 1, 0, last>>>(dOut, n, dSum);
  int polls = 0;
  for (;;) {
    cudaError_t e = cudaStreamQuery(last);
    if (e == cudaSuccess) break;
    if (e != cudaErrorNotReady) CHECK(e);
    polls++;
  }
  printf("# polled %d times\n", polls);
  double sum;
  CHECK(cudaMemcpy(&sum, dSum, sizeof sum, cudaMemcpyDeviceToHost));
  int bad = 0;
  double want = 0;
  for (int c = 0; c < nChunks; c++)
    for (int j = 0; j < chunk; j++) {
      const float *in = h + c * chunk;
      float l = j > 0 ? in[j - 1] : in[j], r = j + 1 < chunk ? in[j + 1] : in[j];
      float v = (0.25f * l + 0.5f * in[j] + 0.25f * r) * 2.0f + 1.0f;
      want += v;
      if (!close_to(hOut[c * chunk + j], v, 1e-6, 1e-6)) bad++;
    }
  bool ok = close_to(sum, want, 1e-9, 1e-6);
  printf("pipeline: %d chunks on %d streams (priorities %d..%d), %d wrong, checksum %s\n", nChunks, nStreams, least, greatest, bad,
         ok ? "ok" : "differs");
  for (int i = 0; i < nStreams; i++) {
    CHECK(cudaStreamDestroy(st[i]));
    CHECK(cudaEventDestroy(done[i]));
  }
  CHECK(cudaStreamDestroy(last));
  CHECK(cudaFreeHost(h));
  CHECK(cudaFreeHost(hOut));
  return finish(ok && bad == 0);
}
