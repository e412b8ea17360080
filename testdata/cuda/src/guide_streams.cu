// The guide's streams and events: page-locked host memory from
// cudaMallocHost, two streams each copying in, running a kernel and copying
// out asynchronously, events timing the whole and cudaStreamWaitEvent
// ordering a third stream after the first; host callbacks run in stream
// order.
#include "common.h"

__global__ void MyKernel(float *out, const float *in, int size) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < size) out[i] = in[i] * in[i] + 1.0f;
}

__global__ void addOne(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1.0f;
}

static int order[8];
static int norder = 0;

static void CUDART_CB callback(cudaStream_t, cudaError_t status, void *data) {
  if (status == cudaSuccess && norder < 8) order[norder++] = (int)(size_t)data;
}
static void CUDART_CB hostFunc(void *data) {
  if (norder < 8) order[norder++] = (int)(size_t)data;
}

int main() {
  const int nStreams = 2, size = 4096;
  cudaStream_t stream[nStreams];
  for (int i = 0; i < nStreams; ++i) CHECK(cudaStreamCreate(&stream[i]));
  float *hostPtr, *inputDevPtr, *outputDevPtr;
  CHECK(cudaMallocHost(&hostPtr, 2 * nStreams * size * sizeof(float)));
  CHECK(cudaMalloc(&inputDevPtr, nStreams * size * sizeof(float)));
  CHECK(cudaMalloc(&outputDevPtr, nStreams * size * sizeof(float)));
  float *in = hostPtr, *out = hostPtr + nStreams * size;
  for (int i = 0; i < nStreams * size; i++) in[i] = (i % 97) * 0.5f;
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, 0));
  for (int i = 0; i < nStreams; ++i)
    CHECK(cudaMemcpyAsync(inputDevPtr + i * size, in + i * size, size * sizeof(float), cudaMemcpyHostToDevice, stream[i]));
  for (int i = 0; i < nStreams; ++i) MyKernel<<<size / 256, 256, 0, stream[i]>>>(outputDevPtr + i * size, inputDevPtr + i * size, size);
  for (int i = 0; i < nStreams; ++i)
    CHECK(cudaMemcpyAsync(out + i * size, outputDevPtr + i * size, size * sizeof(float), cudaMemcpyDeviceToHost, stream[i]));
  CHECK(cudaEventRecord(stop, 0));
  CHECK(cudaEventSynchronize(stop));
  float elapsedTime;
  CHECK(cudaEventElapsedTime(&elapsedTime, start, stop));
  printf("# elapsed %.3f ms\n", elapsedTime);
  int bad = 0;
  for (int i = 0; i < nStreams * size; i++)
    if (out[i] != in[i] * in[i] + 1.0f) bad++;
  bool ok = elapsedTime >= 0;

  // A third stream waits on an event recorded in stream 0 after its kernel.
  cudaStream_t s3;
  CHECK(cudaStreamCreateWithFlags(&s3, cudaStreamNonBlocking));
  cudaEvent_t done0;
  CHECK(cudaEventCreateWithFlags(&done0, cudaEventDisableTiming));
  addOne<<<size / 256, 256, 0, stream[0]>>>(outputDevPtr, size);
  CHECK(cudaStreamAddCallback(stream[0], callback, (void *)1, 0));
  CHECK(cudaEventRecord(done0, stream[0]));
  CHECK(cudaStreamWaitEvent(s3, done0, 0));
  addOne<<<size / 256, 256, 0, s3>>>(outputDevPtr, size);
  CHECK(cudaLaunchHostFunc(s3, hostFunc, (void *)2));
  CHECK(cudaMemcpyAsync(out, outputDevPtr, size * sizeof(float), cudaMemcpyDeviceToHost, s3));
  CHECK(cudaStreamSynchronize(s3));
  CHECK(cudaStreamQuery(s3));
  CHECK(cudaEventQuery(done0));
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < size; i++)
    if (out[i] != in[i] * in[i] + 3.0f) bad++;
  ok = ok && norder == 2 && order[0] == 1 && order[1] == 2;
  printf("streams: %d streams, callbacks %d (order %d %d), %d wrong\n", nStreams, norder, order[0], order[1], bad);
  for (int i = 0; i < nStreams; ++i) CHECK(cudaStreamDestroy(stream[i]));
  CHECK(cudaStreamDestroy(s3));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaEventDestroy(done0));
  CHECK(cudaFreeHost(hostPtr));
  return finish(ok && bad == 0);
}
