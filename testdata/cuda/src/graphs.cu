// CUDA graphs, both ways: a graph built node by node (1-D copy in, memset,
// two kernels depending on both, a host node, a 3-D copy out) launched
// three times; and a graph captured from two streams that fork and join
// through events (captured kernels, async copies and a host function),
// launched twice. Also what capture forbids: synchronising a capturing
// stream fails and invalidates the capture.
#include "common.h"

__global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}

__global__ void addIndex(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += i;
}

static int hostCalls = 0;
static void CUDART_CB countCall(void *arg) { *(int *)arg += 1; }

static cudaError_t instantiate(cudaGraphExec_t *exec, cudaGraph_t g) {
#if CUDART_VERSION >= 12000
  return cudaGraphInstantiate(exec, g, 0);
#else
  return cudaGraphInstantiate(exec, g, NULL, NULL, 0);
#endif
}

static const char *nodeTypeName(cudaGraphNodeType t) {
  switch (t) {
  case cudaGraphNodeTypeKernel: return "kernel";
  case cudaGraphNodeTypeMemcpy: return "memcpy";
  case cudaGraphNodeTypeMemset: return "memset";
  case cudaGraphNodeTypeHost: return "host";
  case cudaGraphNodeTypeEmpty: return "empty";
  default: return "other";
  }
}

int main() {
  const int n = 1000, threads = 128, blocks = (n + threads - 1) / threads;
  bool ok = true;

  // 1. A graph built by hand.
  float *hx = (float *)malloc(n * sizeof(float)), *hy = (float *)malloc(n * sizeof(float));
  unsigned seed = 7;
  for (int i = 0; i < n; i++) hx[i] = lcg_float(&seed);
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));

  cudaGraph_t g;
  CHECK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t copyIn, clear, k1, k2, host, copyOut;
  CHECK(cudaGraphAddMemcpyNode1D(&copyIn, g, NULL, 0, dx, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  cudaMemsetParams ms = {};
  ms.dst = dy;
  ms.value = 0;
  ms.elementSize = 4;
  ms.width = n;
  ms.height = 1;
  CHECK(cudaGraphAddMemsetNode(&clear, g, NULL, 0, &ms));
  float a1 = 2.0f, a2 = 0.5f;
  int nn = n;
  void *args1[] = {&dy, &dx, &a1, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpy;
  kp.gridDim = dim3(blocks);
  kp.blockDim = dim3(threads);
  kp.kernelParams = args1;
  cudaGraphNode_t both[] = {copyIn, clear};
  CHECK(cudaGraphAddKernelNode(&k1, g, both, 2, &kp));
  a1 = 100.0f; // the node copied its arguments: this changes nothing
  void *args2[] = {&dy, &dx, &a2, &nn};
  kp.kernelParams = args2;
  CHECK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp));
  cudaHostNodeParams hp = {countCall, &hostCalls};
  CHECK(cudaGraphAddHostNode(&host, g, &k2, 1, &hp));
  cudaMemcpy3DParms cp = {};
  cp.srcPtr = make_cudaPitchedPtr(dy, n * sizeof(float), n, 1);
  cp.dstPtr = make_cudaPitchedPtr(hy, n * sizeof(float), n, 1);
  cp.extent = make_cudaExtent(n * sizeof(float), 1, 1);
  cp.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaGraphAddMemcpyNode(&copyOut, g, &k2, 1, &cp));
  size_t count = 0, roots = 0;
  CHECK(cudaGraphGetNodes(g, NULL, &count));
  CHECK(cudaGraphGetRootNodes(g, NULL, &roots));
  cudaGraphNode_t nodes[8];
  size_t got = 8;
  CHECK(cudaGraphGetNodes(g, nodes, &got));
  printf("built graph: %zu nodes, %zu roots:", count, roots);
  for (size_t i = 0; i < got; i++) {
    cudaGraphNodeType t;
    CHECK(cudaGraphNodeGetType(nodes[i], &t));
    printf(" %s", nodeTypeName(t));
  }
  printf("\n");

  cudaGraphExec_t exec;
  CHECK(instantiate(&exec, g));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  for (int rep = 0; rep < 3; rep++) CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float want = 0.0f;
    want += 2.0f * hx[i];
    want += 0.5f * hx[i];
    if (!close_to(hy[i], want, 1e-6, 1e-6)) {
      if (bad < 3) printf("hy[%d] = %g, want %g\n", i, hy[i], want);
      bad++;
    }
  }
  printf("built graph: 3 launches, %d wrong, host node ran %d times\n", bad, hostCalls);
  ok = ok && bad == 0 && hostCalls == 3;
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(g));

  // 2. A graph captured from two streams: s forks into s2 and joins it.
  cudaStream_t s2;
  CHECK(cudaStreamCreate(&s2));
  cudaEvent_t fork, join;
  CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
  int *hp1, *dp1, *dp2;
  CHECK(cudaMallocHost(&hp1, 2 * n * sizeof(int)));
  CHECK(cudaMalloc(&dp1, n * sizeof(int)));
  CHECK(cudaMalloc(&dp2, n * sizeof(int)));
  CHECK(cudaMemset(dp1, 0, n * sizeof(int)));
  CHECK(cudaMemset(dp2, 0, n * sizeof(int)));
  int captured = 0;

  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st;
  CHECK(cudaStreamIsCapturing(s, &st));
  printf("capturing: %s\n", st == cudaStreamCaptureStatusActive ? "active" : "not active");
  unsigned long long id1 = 0;
  CHECK(cudaStreamGetCaptureInfo(s, &st, &id1));
  CHECK(cudaEventRecord(fork, s));
  CHECK(cudaStreamWaitEvent(s2, fork, 0));
  CHECK(cudaStreamIsCapturing(s2, &st));
  printf("forked stream capturing: %s\n", st == cudaStreamCaptureStatusActive ? "active" : "not active");
  addIndex<<<blocks, threads, 0, s>>>(dp1, n);
  CHECK_LAUNCH();
  addIndex<<<blocks, threads, 0, s2>>>(dp2, n);
  addIndex<<<blocks, threads, 0, s2>>>(dp2, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpyAsync(hp1 + n, dp2, n * sizeof(int), cudaMemcpyDeviceToHost, s2));
  CHECK(cudaEventRecord(join, s2));
  CHECK(cudaStreamWaitEvent(s, join, 0));
  CHECK(cudaMemcpyAsync(hp1, dp1, n * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaLaunchHostFunc(s, countCall, &captured));
  cudaGraph_t cg;
  CHECK(cudaStreamEndCapture(s, &cg));
  CHECK(cudaStreamIsCapturing(s2, &st));
  int probe = -1;
  CHECK(cudaMemcpy(&probe, dp1 + 1, sizeof(int), cudaMemcpyDeviceToHost));
  printf("after capture: %s, host function ran %d times, captured kernel ran: %s\n",
         st == cudaStreamCaptureStatusNone ? "not capturing" : "still capturing", captured, probe == 0 ? "no" : "yes");
  size_t cn = 0;
  CHECK(cudaGraphGetNodes(cg, NULL, &cn));
  printf("captured graph: %zu nodes\n", cn);
  cudaGraphExec_t cexec;
  CHECK(instantiate(&cexec, cg));
  cudaEvent_t t0, t1;
  CHECK(cudaEventCreate(&t0));
  CHECK(cudaEventCreate(&t1));
  CHECK(cudaEventRecord(t0, s));
  CHECK(cudaGraphLaunch(cexec, s));
  CHECK(cudaGraphLaunch(cexec, s));
  CHECK(cudaEventRecord(t1, s));
  CHECK(cudaEventSynchronize(t1));
  float ms2;
  CHECK(cudaEventElapsedTime(&ms2, t0, t1));
  printf("# two launches of the captured graph: %.4f ms\n", ms2);
  bad = 0;
  for (int i = 0; i < n; i++) {
    if (hp1[i] != 2 * i) bad++;
    if (hp1[n + i] != 4 * i) bad++;
  }
  printf("captured graph: 2 launches, %d wrong, host function ran %d times\n", bad, captured);
  ok = ok && bad == 0 && captured == 2;

  // 3. Synchronising a capturing stream is not allowed: the call fails and
  // the capture is invalidated.
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  addIndex<<<blocks, threads, 0, s>>>(dp1, n);
  cudaError_t e = cudaStreamSynchronize(s);
  printf("synchronize during capture: %s\n", cudaGetErrorName(e));
  CHECK(cudaStreamIsCapturing(s, &st));
  printf("status: %s\n", st == cudaStreamCaptureStatusInvalidated ? "invalidated" : st == cudaStreamCaptureStatusActive ? "active" : "none");
  cudaGraph_t bg = (cudaGraph_t)1;
  e = cudaStreamEndCapture(s, &bg);
  printf("end capture: %s, graph %s\n", cudaGetErrorName(e), bg == NULL ? "NULL" : "set");
  printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("last error again: %s\n", cudaGetErrorName(cudaGetLastError()));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaMemcpy(hp1, dp1, n * sizeof(int), cudaMemcpyDeviceToHost));
  printf("the invalidated capture's kernel did not run: %s\n", hp1[1] == 2 ? "yes" : "no");
  ok = ok && e == cudaErrorStreamCaptureInvalidated && hp1[1] == 2;

  CHECK(cudaGraphExecDestroy(cexec));
  CHECK(cudaGraphDestroy(cg));
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaStreamDestroy(s2));
  CHECK(cudaFreeHost(hp1));
  CHECK(cudaFree(dp1));
  CHECK(cudaFree(dp2));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  free(hx);
  free(hy);
  return finish(ok);
}
