// Changing graphs after they are built, as iterative solvers do: a
// graph of a memset, a child graph and two kernels is cloned, the clone's
// kernel gets new arguments and updates the executable graph
// (cudaGraphExecUpdate); an executable node's arguments are set directly;
// a node is switched off and on; an edge is removed and put back; a
// changed topology is refused; event record nodes time the graph.
#include "common.h"

__global__ void scaleAdd(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}

__global__ void iota(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = (float)i;
}

static cudaError_t instantiate(cudaGraphExec_t *exec, cudaGraph_t g) {
#if CUDART_VERSION >= 12000
  return cudaGraphInstantiate(exec, g, 0);
#else
  return cudaGraphInstantiate(exec, g, NULL, NULL, 0);
#endif
}

static cudaError_t update(cudaGraphExec_t exec, cudaGraph_t g, cudaGraphExecUpdateResult *res) {
#if CUDART_VERSION >= 12000
  cudaGraphExecUpdateResultInfo info;
  cudaError_t e = cudaGraphExecUpdate(exec, g, &info);
  *res = info.result;
  return e;
#else
  cudaGraphNode_t errNode;
  return cudaGraphExecUpdate(exec, g, &errNode, res);
#endif
}

static size_t edgeCount(cudaGraph_t g) {
  size_t n = 0;
#if CUDART_VERSION >= 13000
  CHECK(cudaGraphGetEdges(g, NULL, NULL, NULL, &n));
#else
  CHECK(cudaGraphGetEdges(g, NULL, NULL, &n));
#endif
  return n;
}

// check compares y with a * i for every element.
static int check(const float *y, float a, int n) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (!close_to(y[i], a * i, 1e-6, 1e-6)) bad++;
  return bad;
}

int main() {
  const int n = 4096, threads = 256, blocks = n / threads;
  bool ok = true;
  float *x, *y, *hy;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMallocHost(&hy, n * sizeof(float)));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));

  // The child graph fills x with 0, 1, 2, ...
  cudaGraph_t child;
  CHECK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t fill;
  int nn = n;
  void *iotaArgs[] = {&x, &nn};
  cudaKernelNodeParams ip = {};
  ip.func = (void *)iota;
  ip.gridDim = dim3(blocks);
  ip.blockDim = dim3(threads);
  ip.kernelParams = iotaArgs;
  CHECK(cudaGraphAddKernelNode(&fill, child, NULL, 0, &ip));

  // y = 0; x = iota (child); y += a1 x; y += a2 x; copy y out.
  cudaGraph_t g;
  CHECK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t clear, childNode, k1, k2, out, t0, t1;
  cudaMemsetParams ms = {};
  ms.dst = y;
  ms.elementSize = 4;
  ms.width = n;
  ms.height = 1;
  CHECK(cudaGraphAddMemsetNode(&clear, g, NULL, 0, &ms));
  CHECK(cudaGraphAddChildGraphNode(&childNode, g, NULL, 0, child));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  cudaGraphNode_t roots[] = {clear, childNode};
  CHECK(cudaGraphAddEventRecordNode(&t0, g, roots, 2, e0));
  float a1 = 1.0f, a2 = 2.0f;
  void *args1[] = {&y, &x, &a1, &nn};
  void *args2[] = {&y, &x, &a2, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)scaleAdd;
  kp.gridDim = dim3(blocks);
  kp.blockDim = dim3(threads);
  kp.kernelParams = args1;
  CHECK(cudaGraphAddKernelNode(&k1, g, &t0, 1, &kp));
  kp.kernelParams = args2;
  CHECK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp));
  CHECK(cudaGraphAddEventRecordNode(&t1, g, &k2, 1, e1));
  CHECK(cudaGraphAddMemcpyNode1D(&out, g, &t1, 1, hy, y, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaGraphNodeType type;
  CHECK(cudaGraphNodeGetType(childNode, &type));
  printf("graph: child node type %s, %zu edges\n", type == cudaGraphNodeTypeGraph ? "graph" : "other", edgeCount(g));
  size_t ndeps = 0, ndependents = 0;
#if CUDART_VERSION >= 13000
  CHECK(cudaGraphNodeGetDependencies(t0, NULL, NULL, &ndeps));
  CHECK(cudaGraphNodeGetDependentNodes(k1, NULL, NULL, &ndependents));
#else
  CHECK(cudaGraphNodeGetDependencies(t0, NULL, &ndeps));
  CHECK(cudaGraphNodeGetDependentNodes(k1, NULL, &ndependents));
#endif
  printf("timing node after %zu nodes, first kernel before %zu\n", ndeps, ndependents);

  cudaGraphExec_t exec;
  CHECK(instantiate(&exec, g));
  CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  int bad = check(hy, 3.0f, n);
  float ms0;
  CHECK(cudaEventElapsedTime(&ms0, e0, e1));
  printf("first launch: %d wrong, event nodes recorded: %s\n", bad, ms0 >= 0 ? "yes" : "no");
  printf("# kernels between the event nodes: %.4f ms\n", ms0);
  ok = ok && bad == 0;

  // A clone whose second kernel adds 5x updates the executable graph.
  cudaGraph_t g2;
  CHECK(cudaGraphClone(&g2, g));
  cudaGraphNode_t k2c;
  CHECK(cudaGraphNodeFindInClone(&k2c, k2, g2));
  float a5 = 5.0f;
  void *args5[] = {&y, &x, &a5, &nn};
  kp.kernelParams = args5;
  CHECK(cudaGraphKernelNodeSetParams(k2c, &kp));
  cudaGraphExecUpdateResult res;
  cudaError_t e = update(exec, g2, &res);
  printf("update from the changed clone: %s, result %d\n", cudaGetErrorName(e), (int)res);
  CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  bad = check(hy, 6.0f, n);
  printf("after the update: %d wrong\n", bad);
  ok = ok && e == cudaSuccess && bad == 0;

  // The executable node itself: the first kernel adds 10x.
  float a10 = 10.0f;
  void *args10[] = {&y, &x, &a10, &nn};
  kp.kernelParams = args10;
  CHECK(cudaGraphExecKernelNodeSetParams(exec, k1, &kp));
  CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  bad = check(hy, 15.0f, n);
  printf("after setting the executable node: %d wrong\n", bad);
  ok = ok && bad == 0;

  // Switch the second kernel off, launch, switch it on again.
  CHECK(cudaGraphNodeSetEnabled(exec, k2, 0));
  unsigned enabled = 1;
  CHECK(cudaGraphNodeGetEnabled(exec, k2, &enabled));
  CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  bad = check(hy, 10.0f, n);
  CHECK(cudaGraphNodeSetEnabled(exec, k2, 1));
  CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  bad += check(hy, 15.0f, n);
  printf("second kernel switched off (enabled %u) and on: %d wrong\n", enabled, bad);
  ok = ok && bad == 0 && enabled == 0;

  // Remove an edge of the clone and put it back: the same topology.
  cudaGraphNode_t t1c;
  CHECK(cudaGraphNodeFindInClone(&t1c, t1, g2));
#if CUDART_VERSION >= 13000
  CHECK(cudaGraphRemoveDependencies(g2, &k2c, &t1c, NULL, 1));
#else
  CHECK(cudaGraphRemoveDependencies(g2, &k2c, &t1c, 1));
#endif
  size_t less = edgeCount(g2);
#if CUDART_VERSION >= 13000
  CHECK(cudaGraphAddDependencies(g2, &k2c, &t1c, NULL, 1));
#else
  CHECK(cudaGraphAddDependencies(g2, &k2c, &t1c, 1));
#endif
  printf("clone edges: %zu, one removed %zu, put back %zu\n", edgeCount(g), less, edgeCount(g2));

  // A new node changes the topology: the update is refused.
  cudaGraphNode_t extra;
  CHECK(cudaGraphAddEmptyNode(&extra, g2, &k2c, 1));
  e = update(exec, g2, &res);
  printf("update after adding a node: %s, topology changed: %s\n", cudaGetErrorName(e),
         res == cudaGraphExecUpdateErrorTopologyChanged ? "yes" : "no");
  cudaGetLastError();
  ok = ok && e == cudaErrorGraphExecUpdateFailure;

  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(g2));
  CHECK(cudaGraphDestroy(g));
  CHECK(cudaGraphDestroy(child));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  CHECK(cudaFreeHost(hy));
  CHECK(cudaStreamDestroy(s));
  return finish(ok);
}
