// CUDA graphs as the newer samples and frameworks build them: the graph
// inside a child graph node (cudaGraphChildGraphNodeGetGraph: a node added
// to it shows in the parent's next instantiation), a capture extended by
// hand (cudaStreamGetCaptureInfo's dependency list, a kernel node added to
// the capture's graph, cudaStreamUpdateCaptureDependencies to make it the
// next captured launch's dependency), and from CUDA 12.4 the generic
// cudaGraphAddNode (kernel, memset, memcpy, host nodes from a
// cudaGraphNodeParams), cudaGraphNodeSetParams, and conditional nodes:
// an IF with a default value (cudaGraphCondAssignDefault), an IF/ELSE, a
// WHILE loop whose body kernel clears the condition on the device
// (cudaGraphSetConditional), and a SWITCH. Non-commuting updates show the
// order in which nodes ran.
#include "common.h"

__global__ void affine(int *x, int mul, int add) {
  int i = threadIdx.x;
  x[i] = x[i] * mul + add;
}

#if CUDART_VERSION < 12040
// The device side of conditional nodes, declared as CUDA 12.4's headers
// do, so that the older builds carry these kernels too (ptxsim's unit
// tests drive them; the host API is 12.4's).
typedef unsigned long long cudaGraphConditionalHandle;
extern "C" __device__ __cudart_builtin__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value);
#endif

__global__ void loop_body(int *x, int *counter, cudaGraphConditionalHandle h) {
  int i = threadIdx.x;
  x[i] = x[i] * 2 + 1;
  __syncthreads();
  if (i == 0) {
    int c = --*counter;
    cudaGraphSetConditional(h, c > 0 ? 1 : 0);
  }
}

__global__ void set_cond(cudaGraphConditionalHandle h, const int *v) {
  if (threadIdx.x == 0) cudaGraphSetConditional(h, (unsigned)*v);
}

#if CUDART_VERSION >= 12040

static int host_calls = 0;
static void CUDART_CB count_host(void *p) { host_calls += *(int *)p; }
#endif

static cudaGraphNode_t add_affine(cudaGraph_t g, const cudaGraphNode_t *deps, size_t n, int **x, int *mul, int *add) {
  void *args[] = {x, mul, add};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)affine;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(32);
  kp.kernelParams = args;
  cudaGraphNode_t node;
  CHECK(cudaGraphAddKernelNode(&node, g, deps, n, &kp));
  return node;
}

static bool check(const char *what, int *d, int (*want)(int)) {
  int h[32];
  CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < 32; i++) bad += h[i] != want(i);
  printf("%-44s x[0..3] = %d %d %d %d: %s\n", what, h[0], h[1], h[2], h[3], bad ? "WRONG" : "ok");
  if (bad) printf("  want %d %d %d %d\n", want(0), want(1), want(2), want(3));
  return bad == 0;
}

static void reset(int *d) {
  int h[32];
  for (int i = 0; i < 32; i++) h[i] = i;
  CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
}

int main() {
  bool ok = true;
  int *d;
  CHECK(cudaMalloc(&d, 32 * sizeof(int)));
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int m2 = 2, m3 = 3, m1 = 1, a1 = 1, a0 = 0, am5 = -5;

  // 1. A child graph node's own graph, changed after the node was added.
  cudaGraph_t child, parent;
  CHECK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t c1 = add_affine(child, nullptr, 0, &d, &m2, &a1); // 2x+1
  CHECK(cudaGraphCreate(&parent, 0));
  cudaGraphNode_t p1 = add_affine(parent, nullptr, 0, &d, &m3, &a0); // 3x
  cudaGraphNode_t cn;
  CHECK(cudaGraphAddChildGraphNode(&cn, parent, &p1, 1, child));
  cudaGraph_t embedded;
  CHECK(cudaGraphChildGraphNodeGetGraph(cn, &embedded));
  printf("child node's graph is %s the graph added\n", embedded == child ? "the same as" : "a copy of");
  size_t nn = 0;
  CHECK(cudaGraphGetNodes(embedded, nullptr, &nn));
  printf("it has %zu node(s)\n", nn);
  cudaGraphNode_t en[4];
  CHECK(cudaGraphGetNodes(embedded, en, &nn));
  add_affine(embedded, en, 1, &d, &m1, &am5); // x-5, inside the child
  cudaGraphExec_t x1;
  CHECK(cudaGraphInstantiateWithFlags(&x1, parent, 0));
  reset(d);
  CHECK(cudaGraphLaunch(x1, s));
  CHECK(cudaStreamSynchronize(s));
  ok &= check("parent: 3x, then child 2x+1, x-5", d, [](int i) { return 2 * (3 * i) + 1 - 5; });
  (void)c1;

  // 2. A capture extended by hand.
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  affine<<<1, 32, 0, s>>>(d, 3, 1); // 3x+1
  cudaStreamCaptureStatus st;
  cudaGraph_t cg;
  const cudaGraphNode_t *deps = nullptr;
  size_t ndeps = 0;
  unsigned long long cid = 0;
#if CUDART_VERSION >= 13000
  const cudaGraphEdgeData *edges = nullptr;
  CHECK(cudaStreamGetCaptureInfo(s, &st, &cid, &cg, &deps, &edges, &ndeps));
#else
  CHECK(cudaStreamGetCaptureInfo_v2(s, &st, &cid, &cg, &deps, &ndeps));
#endif
  printf("capture: status %d, %zu dependency node(s)\n", (int)st, ndeps);
  cudaGraphNode_t manual = add_affine(cg, deps, ndeps, &d, &m2, &a0); // 2x
#if CUDART_VERSION >= 13000
  CHECK(cudaStreamUpdateCaptureDependencies(s, &manual, nullptr, 1, cudaStreamSetCaptureDependencies));
#else
  CHECK(cudaStreamUpdateCaptureDependencies(s, &manual, 1, cudaStreamSetCaptureDependencies));
#endif
  affine<<<1, 32, 0, s>>>(d, 1, 7); // x+7
  cudaGraph_t captured;
  CHECK(cudaStreamEndCapture(s, &captured));
  CHECK(cudaGraphGetNodes(captured, nullptr, &nn));
  size_t nroots = 0;
  CHECK(cudaGraphGetRootNodes(captured, nullptr, &nroots));
  printf("captured graph: %zu nodes, %zu root(s)\n", nn, nroots);
  cudaGraphExec_t x2;
  CHECK(cudaGraphInstantiateWithFlags(&x2, captured, 0));
  reset(d);
  CHECK(cudaGraphLaunch(x2, s));
  CHECK(cudaStreamSynchronize(s));
  ok &= check("captured 3x+1, manual 2x, captured x+7", d, [](int i) { return 2 * (3 * i + 1) + 7; });

#if CUDART_VERSION >= 12040
  // 3. cudaGraphAddNode: memset, kernel, memcpy and host nodes.
  cudaGraph_t g3;
  CHECK(cudaGraphCreate(&g3, 0));
  int *d2;
  CHECK(cudaMalloc(&d2, 32 * sizeof(int)));
  cudaGraphNodeParams np = {};
  np.type = cudaGraphNodeTypeMemset;
  np.memset.dst = d;
  np.memset.value = 4;
  np.memset.elementSize = 4;
  np.memset.width = 32;
  np.memset.height = 1;
  cudaGraphNode_t n1, n2, n3, n4;
  CHECK(cudaGraphAddNode(&n1, g3, nullptr, nullptr, 0, &np));
  void *kargs[] = {&d, &m3, &am5};
  np = {};
  np.type = cudaGraphNodeTypeKernel;
  np.kernel.func = (void *)affine;
  np.kernel.gridDim = dim3(1);
  np.kernel.blockDim = dim3(32);
  np.kernel.kernelParams = kargs;
  CHECK(cudaGraphAddNode(&n2, g3, &n1, nullptr, 1, &np)); // 3*4-5 = 7
  np = {};
  np.type = cudaGraphNodeTypeMemcpy;
  np.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(d, 32 * sizeof(int), 32, 1);
  np.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(d2, 32 * sizeof(int), 32, 1);
  np.memcpy.copyParams.extent = make_cudaExtent(32 * sizeof(int), 1, 1);
  np.memcpy.copyParams.kind = cudaMemcpyDeviceToDevice;
  CHECK(cudaGraphAddNode(&n3, g3, &n2, nullptr, 1, &np));
  int incr = 10;
  np = {};
  np.type = cudaGraphNodeTypeHost;
  np.host.fn = count_host;
  np.host.userData = &incr;
  CHECK(cudaGraphAddNode(&n4, g3, &n3, nullptr, 1, &np));
  cudaGraphNodeType ty;
  CHECK(cudaGraphNodeGetType(n3, &ty));
  printf("cudaGraphAddNode: memcpy node has type %d\n", (int)ty);
  cudaGraphExec_t x3;
  CHECK(cudaGraphInstantiateWithFlags(&x3, g3, 0));
  CHECK(cudaGraphLaunch(x3, s));
  CHECK(cudaStreamSynchronize(s));
  ok &= check("memset 4, kernel 3x-5, copied", d2, [](int) { return 7; });
  // cudaGraphNodeSetParams on the kernel node: 2x+1 now.
  void *kargs2[] = {&d, &m2, &a1};
  np = {};
  np.type = cudaGraphNodeTypeKernel;
  np.kernel.func = (void *)affine;
  np.kernel.gridDim = dim3(1);
  np.kernel.blockDim = dim3(32);
  np.kernel.kernelParams = kargs2;
  CHECK(cudaGraphNodeSetParams(n2, &np));
  CHECK(cudaGraphExecNodeSetParams(x3, n2, &np));
  CHECK(cudaGraphLaunch(x3, s));
  CHECK(cudaStreamSynchronize(s));
  ok &= check("after cudaGraph(Exec)NodeSetParams: 2*4+1", d2, [](int) { return 9; });
  printf("host node ran: %d\n", host_calls);
  ok &= host_calls == 20;

  // 4. Conditional nodes.
  cudaGraph_t g4;
  CHECK(cudaGraphCreate(&g4, 0));
  cudaGraphConditionalHandle hIf, hElse, hWhile, hSwitch;
  CHECK(cudaGraphConditionalHandleCreate(&hIf, g4, 1, cudaGraphCondAssignDefault));
  CHECK(cudaGraphConditionalHandleCreate(&hElse, g4, 0, cudaGraphCondAssignDefault));
  CHECK(cudaGraphConditionalHandleCreate(&hWhile, g4, 1, cudaGraphCondAssignDefault));
  CHECK(cudaGraphConditionalHandleCreate(&hSwitch, g4, 0, 0));
  // IF (default 1): body 3x.
  cudaGraphNode_t ifn, elsen, whilen, setn, switchn;
  np = {};
  np.type = cudaGraphNodeTypeConditional;
  np.conditional.handle = hIf;
  np.conditional.type = cudaGraphCondTypeIf;
  np.conditional.size = 1;
  CHECK(cudaGraphAddNode(&ifn, g4, nullptr, nullptr, 0, &np));
  cudaGraph_t ifBody = np.conditional.phGraph_out[0];
  add_affine(ifBody, nullptr, 0, &d, &m3, &a0);
  // IF/ELSE (default 0): the else body, x+1, runs.
  np = {};
  np.type = cudaGraphNodeTypeConditional;
  np.conditional.handle = hElse;
  np.conditional.type = cudaGraphCondTypeIf;
  np.conditional.size = 2;
  CHECK(cudaGraphAddNode(&elsen, g4, &ifn, nullptr, 1, &np));
  add_affine(np.conditional.phGraph_out[0], nullptr, 0, &d, &m2, &a0);
  add_affine(np.conditional.phGraph_out[1], nullptr, 0, &d, &m1, &a1);
  // WHILE: 4 times 2x+1 (the body kernel counts down and clears the condition).
  int *counter;
  CHECK(cudaMalloc(&counter, sizeof(int)));
  np = {};
  np.type = cudaGraphNodeTypeConditional;
  np.conditional.handle = hWhile;
  np.conditional.type = cudaGraphCondTypeWhile;
  np.conditional.size = 1;
  CHECK(cudaGraphAddNode(&whilen, g4, &elsen, nullptr, 1, &np));
  {
    void *args[] = {&d, &counter, &hWhile};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)loop_body;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(32);
    kp.kernelParams = args;
    cudaGraphNode_t body;
    CHECK(cudaGraphAddKernelNode(&body, np.conditional.phGraph_out[0], nullptr, 0, &kp));
  }
  // SWITCH on a value a kernel sets: case 2 (x-5) of 3.
  int *sel;
  CHECK(cudaMalloc(&sel, sizeof(int)));
  int two = 2;
  CHECK(cudaMemcpy(sel, &two, sizeof(int), cudaMemcpyHostToDevice));
  {
    void *args[] = {&hSwitch, &sel};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)set_cond;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    kp.kernelParams = args;
    CHECK(cudaGraphAddKernelNode(&setn, g4, &whilen, 1, &kp));
  }
  np = {};
  np.type = cudaGraphNodeTypeConditional;
  np.conditional.handle = hSwitch;
  np.conditional.type = cudaGraphCondTypeSwitch;
  np.conditional.size = 3;
  CHECK(cudaGraphAddNode(&switchn, g4, &setn, nullptr, 1, &np));
  add_affine(np.conditional.phGraph_out[0], nullptr, 0, &d, &m2, &a0);
  add_affine(np.conditional.phGraph_out[1], nullptr, 0, &d, &m3, &a0);
  add_affine(np.conditional.phGraph_out[2], nullptr, 0, &d, &m1, &am5);
  cudaGraphExec_t x4;
  CHECK(cudaGraphInstantiateWithFlags(&x4, g4, 0));
  for (int run = 0; run < 2; run++) {
    int four = 4;
    CHECK(cudaMemcpy(counter, &four, sizeof(int), cudaMemcpyHostToDevice));
    reset(d);
    CHECK(cudaGraphLaunch(x4, s));
    CHECK(cudaStreamSynchronize(s));
    ok &= check(run ? "conditional nodes, second launch" : "IF 3x, ELSE x+1, WHILE 4x(2x+1), SWITCH x-5", d, [](int i) {
      int v = 3 * i + 1;
      for (int k = 0; k < 4; k++) v = 2 * v + 1;
      return v - 5;
    });
  }
  CHECK(cudaGraphExecDestroy(x3));
  CHECK(cudaGraphExecDestroy(x4));
  CHECK(cudaGraphDestroy(g3));
  CHECK(cudaGraphDestroy(g4));
#else
  printf("CUDA %d: no cudaGraphAddNode or conditional nodes (12.4+)\n", CUDART_VERSION / 1000);
#endif
  CHECK(cudaGraphExecDestroy(x1));
  CHECK(cudaGraphExecDestroy(x2));
  CHECK(cudaGraphDestroy(parent));
  CHECK(cudaGraphDestroy(child));
  CHECK(cudaGraphDestroy(captured));
  return finish(ok);
}
