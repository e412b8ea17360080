// Several host threads using the runtime at once, built with
// --default-stream per-thread: each thread's default stream is its own, so
// the launches and copies below go through the _ptsz/_ptds entry points.
#include "common.h"
#include <pthread.h>

__global__ void work(int *p, int n, int id) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * 3 + id;
}

struct Job {
  int id;
  int bad;
  cudaError_t err;
};

static void *run(void *arg) {
  Job *j = (Job *)arg;
  const int n = 5000;
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) h[i] = i + j->id;
  int *d;
  cudaError_t e = cudaMalloc(&d, n * sizeof(int));
  if (e == cudaSuccess) e = cudaMemcpyAsync(d, h, n * sizeof(int), cudaMemcpyHostToDevice, cudaStreamPerThread);
  for (int r = 0; r < 3 && e == cudaSuccess; r++) {
    work<<<(n + 127) / 128, 128>>>(d, n, j->id);
    e = cudaGetLastError();
  }
  if (e == cudaSuccess) e = cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, cudaStreamPerThread);
  if (e == cudaSuccess) e = cudaStreamSynchronize(cudaStreamPerThread);
  if (e == cudaSuccess) e = cudaFree(d);
  j->err = e;
  j->bad = 0;
  for (int i = 0; i < n; i++) {
    int v = i + j->id;
    for (int r = 0; r < 3; r++) v = v * 3 + j->id;
    if (h[i] != v) j->bad++;
  }
  free(h);
  return NULL;
}

int main() {
  const int nThreads = 4;
  pthread_t t[nThreads];
  Job jobs[nThreads];
  for (int i = 0; i < nThreads; i++) {
    jobs[i].id = i + 1;
    pthread_create(&t[i], NULL, run, &jobs[i]);
  }
  bool ok = true;
  for (int i = 0; i < nThreads; i++) {
    pthread_join(t[i], NULL);
    printf("thread %d: %s, %d wrong\n", jobs[i].id, cudaGetErrorName(jobs[i].err), jobs[i].bad);
    ok = ok && jobs[i].err == cudaSuccess && jobs[i].bad == 0;
  }
  CHECK(cudaDeviceSynchronize());
  return finish(ok);
}
