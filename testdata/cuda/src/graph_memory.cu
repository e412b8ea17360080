// CUDA samples graphMemoryNodes and jacobiCudaGraphs, plus the unified
// memory hint queries: a Jacobi-style iteration captured into a graph with
// its scratch buffer from cudaMallocAsync/cudaFreeAsync inside the
// capture (graph memory nodes); the captured kernel node read back with
// cudaGraphKernelNodeGetParams, retargeted, and set on the executable
// graph with cudaGraphExecKernelNodeSetParams; a graph built by hand with
// cudaGraphAddMemAllocNode/AddMemFreeNode; graph memory attributes; and
// cudaMemAdvise/cudaMemPrefetchAsync on managed memory read back with
// cudaMemRangeGetAttribute(s).
#include "common.h"

__global__ void relax(const float *x, const float *b, float *scratch, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float l = i > 0 ? x[i - 1] : 0.f, r = i < n - 1 ? x[i + 1] : 0.f;
  scratch[i] = 0.5f * (l + r);
  y[i] = 0.25f * (b[i] + scratch[i]) + 0.5f * x[i];
}

__global__ void scale(float *v, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

static void relaxHost(const float *x, const float *b, float *y, int n) {
  for (int i = 0; i < n; i++) {
    float l = i > 0 ? x[i - 1] : 0.f, r = i < n - 1 ? x[i + 1] : 0.f;
    float s = 0.5f * (l + r);
    y[i] = 0.25f * (b[i] + s) + 0.5f * x[i];
  }
}

int main() {
  const int n = 1 << 14, iters = 20;
  bool ok = true;
  float *hx = (float *)malloc(n * 4), *hb = (float *)malloc(n * 4), *ref = (float *)malloc(n * 4), *tmp = (float *)malloc(n * 4);
  unsigned seed = 12;
  for (int i = 0; i < n; i++) { hx[i] = lcg_float(&seed); hb[i] = lcg_float(&seed) - 0.5f; }
  float *x, *y, *b;
  CHECK(cudaMalloc(&x, n * 4));
  CHECK(cudaMalloc(&y, n * 4));
  CHECK(cudaMalloc(&b, n * 4));
  CHECK(cudaMemcpy(x, hx, n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, n * 4, cudaMemcpyHostToDevice));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));

  // 1. Capture one step (x -> y) with its scratch from the stream-ordered
  // allocator, twice: a graph with memory nodes has one executable graph
  // at a time, so the odd steps get a graph of their own.
  cudaGraph_t g, g2;
  float *scratch, *scratch2;
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CHECK(cudaMallocAsync(&scratch, n * 4, s));
  relax<<<n / 256, 256, 0, s>>>(x, b, scratch, y, n);
  CHECK(cudaFreeAsync(scratch, s));
  CHECK(cudaStreamEndCapture(s, &g));
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CHECK(cudaMallocAsync(&scratch2, n * 4, s));
  relax<<<n / 256, 256, 0, s>>>(x, b, scratch2, y, n);
  CHECK(cudaFreeAsync(scratch2, s));
  CHECK(cudaStreamEndCapture(s, &g2));
  size_t count = 0;
  CHECK(cudaGraphGetNodes(g, NULL, &count));
  cudaGraphNode_t nodes[8], nodes2[8];
  CHECK(cudaGraphGetNodes(g, nodes, &count));
  cudaGraphNode_t kernelNode = NULL;
  int types[8] = {0};
  for (size_t i = 0; i < count && i < 8; i++) {
    cudaGraphNodeType t;
    CHECK(cudaGraphNodeGetType(nodes[i], &t));
    types[i] = (int)t;
    if (t == cudaGraphNodeTypeKernel) kernelNode = nodes[i];
  }
  printf("captured graph: %zu nodes, types %d %d %d (alloc, kernel, free)\n", count, types[0], types[1], types[2]);
  ok &= count == 3 && types[0] == cudaGraphNodeTypeMemAlloc && types[1] == cudaGraphNodeTypeKernel && types[2] == cudaGraphNodeTypeMemFree;
  cudaKernelNodeParams kp;
  CHECK(cudaGraphKernelNodeGetParams(kernelNode, &kp));
  printf("kernel node: grid %u block %u shared %u, %s\n", kp.gridDim.x, kp.blockDim.x, kp.sharedMemBytes,
         kp.func == (void *)relax ? "runs relax" : "runs something else");
  ok &= kp.func == (void *)relax && kp.gridDim.x == n / 256 && kp.blockDim.x == 256 && *(float **)kp.kernelParams[0] == x && *(int *)kp.kernelParams[4] == n;

  // The odd steps go y -> x: the second graph's kernel node gets the
  // arguments swapped in its executable graph (jacobiCudaGraphs
  // alternates its buffers so).
  cudaGraphExec_t even, odd, dup;
  CHECK(cudaGraphInstantiate(&even, g, NULL, NULL, 0));
  cudaError_t second = cudaGraphInstantiate(&dup, g, NULL, NULL, 0);
  printf("a second executable graph of a graph with memory nodes: %s\n", cudaGetErrorName(second));
  if (second == cudaSuccess) CHECK(cudaGraphExecDestroy(dup));
  ok &= second != cudaSuccess;
  (void)cudaGetLastError();
  CHECK(cudaGraphInstantiate(&odd, g2, NULL, NULL, 0));
  CHECK(cudaGraphGetNodes(g2, nodes2, &count));
  cudaKernelNodeParams kp2;
  CHECK(cudaGraphKernelNodeGetParams(nodes2[1], &kp2));
  void *args[5];
  float *from = y, *to = x;
  float *scr = *(float **)kp2.kernelParams[2];
  int nn = n;
  args[0] = &from; args[1] = &b; args[2] = &scr; args[3] = &to; args[4] = &nn;
  kp2.kernelParams = args;
  CHECK(cudaGraphExecKernelNodeSetParams(odd, nodes2[1], &kp2));
  for (int it = 0; it < iters; it++) CHECK(cudaGraphLaunch(it % 2 ? odd : even, s));
  CHECK(cudaStreamSynchronize(s));
  memcpy(ref, hx, n * 4);
  for (int it = 0; it < iters; it++) {
    relaxHost(ref, hb, tmp, n);
    memcpy(ref, tmp, n * 4);
  }
  float *got = (float *)malloc(n * 4);
  CHECK(cudaMemcpy(got, x, n * 4, cudaMemcpyDeviceToHost));
  ok &= count_mismatch_f(got, ref, n, 1e-5, 1e-6, "jacobi") == 0;
  printf("%d Jacobi steps through two executable graphs\n", iters);

  // 2. By hand: alloc node -> kernel node on it -> copy out -> free node.
  cudaGraph_t h;
  CHECK(cudaGraphCreate(&h, 0));
  cudaMemAllocNodeParams ap;
  memset(&ap, 0, sizeof ap);
  ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location.type = cudaMemLocationTypeDevice;
  ap.poolProps.location.id = 0;
  ap.bytesize = n * 4;
  cudaGraphNode_t an, kn, cn, fn;
  CHECK(cudaGraphAddMemAllocNode(&an, h, NULL, 0, &ap));
  float *buf = (float *)ap.dptr;
  CHECK(cudaGraphAddMemcpyNode1D(&cn, h, &an, 1, buf, x, n * 4, cudaMemcpyDeviceToDevice));
  float factor = 2.0f;
  void *sargs[3] = {&buf, &factor, &nn};
  cudaKernelNodeParams sp = {0};
  sp.func = (void *)scale;
  sp.gridDim = dim3(n / 256);
  sp.blockDim = dim3(256);
  sp.kernelParams = sargs;
  CHECK(cudaGraphAddKernelNode(&kn, h, &cn, 1, &sp));
  cudaGraphNode_t cn2;
  CHECK(cudaGraphAddMemcpyNode1D(&cn2, h, &kn, 1, y, buf, n * 4, cudaMemcpyDeviceToDevice));
  CHECK(cudaGraphAddMemFreeNode(&fn, h, &cn2, 1, buf));
  cudaMemAllocNodeParams back;
  void *freed = NULL;
  CHECK(cudaGraphMemAllocNodeGetParams(an, &back));
  CHECK(cudaGraphMemFreeNodeGetParams(fn, &freed));
  ok &= back.bytesize == (size_t)n * 4 && back.dptr == buf && freed == buf;
  cudaGraphExec_t he;
  CHECK(cudaGraphInstantiate(&he, h, NULL, NULL, 0));
  CHECK(cudaGraphLaunch(he, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaMemcpy(tmp, y, n * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) bad += tmp[i] != 2.0f * got[i];
  printf("hand-built graph with memory nodes: %d mismatches, getters %s\n", bad, back.dptr == buf && freed == buf ? "agree" : "DISAGREE");
  ok &= bad == 0;
  unsigned long long used = 1, high = 0;
  CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high));
  CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
  printf("graph memory: high-water mark %s\n", high >= (unsigned long long)n * 4 ? "at least one buffer" : "BELOW one buffer");
  ok &= high >= (unsigned long long)n * 4;
  CHECK(cudaDeviceGraphMemTrim(0));
  CHECK(cudaGraphExecDestroy(he));
  CHECK(cudaGraphExecDestroy(even));
  CHECK(cudaGraphExecDestroy(odd));
  CHECK(cudaGraphDestroy(g));
  CHECK(cudaGraphDestroy(g2));
  CHECK(cudaGraphDestroy(h));

  // 3. Managed memory hints read back.
  float *m;
  const size_t bytes = 1 << 22;
  CHECK(cudaMallocManaged(&m, bytes));
  int v = 7;
  CHECK(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributeReadMostly, m, bytes));
  int rm0 = v;
  CHECK(cudaMemRangeGetAttribute(&v, 4, cudaMemRangeAttributePreferredLocation, m, bytes));
  int pl0 = v;
#if CUDART_VERSION >= 13000
  cudaMemLocation dev0 = {cudaMemLocationTypeDevice, 0}, cpu = {cudaMemLocationTypeHost, 0};
  CHECK(cudaMemAdvise(m, bytes / 2, cudaMemAdviseSetReadMostly, dev0));
  CHECK(cudaMemAdvise(m, bytes, cudaMemAdviseSetPreferredLocation, dev0));
  CHECK(cudaMemAdvise(m, bytes, cudaMemAdviseSetAccessedBy, dev0));
  CHECK(cudaMemPrefetchAsync(m, bytes, dev0, 0, s));
  CHECK(cudaMemPrefetchAsync(m, bytes / 4, cpu, 0, s));
#else
  CHECK(cudaMemAdvise(m, bytes / 2, cudaMemAdviseSetReadMostly, 0));
  CHECK(cudaMemAdvise(m, bytes, cudaMemAdviseSetPreferredLocation, 0));
  CHECK(cudaMemAdvise(m, bytes, cudaMemAdviseSetAccessedBy, 0));
  CHECK(cudaMemPrefetchAsync(m, bytes, 0, s));
  CHECK(cudaMemPrefetchAsync(m, bytes / 4, cudaCpuDeviceId, s));
#endif
  CHECK(cudaStreamSynchronize(s));
  int rmHalf, rmAll, pl, acc[4], pfLow, pfHigh, pfAll;
  CHECK(cudaMemRangeGetAttribute(&rmHalf, 4, cudaMemRangeAttributeReadMostly, m, bytes / 2));
  CHECK(cudaMemRangeGetAttribute(&rmAll, 4, cudaMemRangeAttributeReadMostly, m, bytes));
  CHECK(cudaMemRangeGetAttribute(&pl, 4, cudaMemRangeAttributePreferredLocation, m, bytes));
  CHECK(cudaMemRangeGetAttribute(acc, sizeof acc, cudaMemRangeAttributeAccessedBy, m, bytes));
  void *data[3] = {&pfLow, &pfHigh, &pfAll};
  size_t sizes[3] = {4, 4, 4};
  cudaMemRangeAttribute attrs[3] = {cudaMemRangeAttributeLastPrefetchLocation, cudaMemRangeAttributeLastPrefetchLocation, cudaMemRangeAttributeLastPrefetchLocation};
  CHECK(cudaMemRangeGetAttributes(data, sizes, attrs, 1, m, bytes / 4));
  CHECK(cudaMemRangeGetAttributes(data + 1, sizes + 1, attrs + 1, 1, (char *)m + bytes / 2, bytes / 2));
  CHECK(cudaMemRangeGetAttributes(data + 2, sizes + 2, attrs + 2, 1, m, bytes));
  printf("managed hints: read-mostly %d before, %d on the advised half, %d on all; preferred %d before, %d after; accessed by %d %d; last prefetch %d %d %d\n",
         rm0, rmHalf, rmAll, pl0, pl, acc[0], acc[1], pfLow, pfHigh, pfAll);
  ok &= rm0 == 0 && rmHalf == 1 && rmAll == 0 && pl0 == cudaInvalidDeviceId && pl == 0 && acc[0] == 0 && acc[1] == cudaInvalidDeviceId &&
        pfLow == cudaCpuDeviceId && pfHigh == 0 && pfAll == cudaInvalidDeviceId;
  CHECK(cudaFree(m));
  CHECK(cudaStreamDestroy(s));
  return finish(ok);
}
