// CUDA samples reductionMultiBlockCG and conjugateGradientMultiBlockCG:
// cooperative launches (cudaLaunchCooperativeKernel) sized by the
// occupancy API to fill the device. A grid-wide sum: blocks reduce with
// thread_block_tile<32> shuffles, write partials, grid.sync(), block 0
// finishes. Then a whole conjugate-gradient solve of a 1-D Poisson matrix
// (CSR, tridiagonal) in one kernel: SpMV, dot products through a double
// atomicAdd and grid.sync() between the steps, until the residual is small.
#include "common.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void grid_sum(const float *in, float *partial, int n, double *out) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float warp_sums[32];
  float v = 0;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) v += in[i];
  v = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = v;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    float w = tile.thread_rank() < tile.meta_group_size() ? warp_sums[tile.thread_rank()] : 0.f;
    w = cg::reduce(tile, w, cg::plus<float>());
    if (tile.thread_rank() == 0) partial[blockIdx.x] = w;
  }
  grid.sync();
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    double s = 0;
    for (unsigned b = 0; b < gridDim.x; b++) s += partial[b];
    *out = s;
  }
}

__device__ void spmv(const int *rowp, const int *col, const float *val, const float *x, float *y, int n, cg::grid_group &g) {
  for (int i = g.thread_rank(); i < n; i += g.size()) {
    float s = 0;
    for (int k = rowp[i]; k < rowp[i + 1]; k++) s += val[k] * x[col[k]];
    y[i] = s;
  }
}

__device__ void dot(const float *a, const float *b, double *res, int n, cg::grid_group &g) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  double s = 0;
  for (int i = g.thread_rank(); i < n; i += g.size()) s += (double)a[i] * b[i];
  s = cg::reduce(tile, s, cg::plus<double>());
  if (tile.thread_rank() == 0) atomicAdd(res, s);
}

// scal[0]: r.r, scal[1]: p.Ap, scal[2]: new r.r; iterations in *iters.
__global__ void cg_solve(const int *rowp, const int *col, const float *val, float *x, float *r, float *p, float *Ap, int n, double *scal, int max_iter, double tol2, int *iters) {
  cg::grid_group g = cg::this_grid();
  if (g.thread_rank() == 0) scal[0] = 0;
  g.sync();
  dot(r, r, &scal[0], n, g);
  g.sync();
  int k = 0;
  while (k < max_iter && scal[0] > tol2) {
    spmv(rowp, col, val, p, Ap, n, g);
    if (g.thread_rank() == 0) { scal[1] = 0; scal[2] = 0; }
    g.sync();
    dot(p, Ap, &scal[1], n, g);
    g.sync();
    float alpha = (float)(scal[0] / scal[1]);
    for (int i = g.thread_rank(); i < n; i += g.size()) {
      x[i] += alpha * p[i];
      r[i] -= alpha * Ap[i];
    }
    g.sync();
    dot(r, r, &scal[2], n, g);
    g.sync();
    float beta = (float)(scal[2] / scal[0]);
    for (int i = g.thread_rank(); i < n; i += g.size()) p[i] = r[i] + beta * p[i];
    g.sync();
    if (g.thread_rank() == 0) scal[0] = scal[2];
    k++;
    g.sync();
  }
  if (g.thread_rank() == 0) *iters = k;
}

int main() {
  int dev = 0, sms = 0, perSM = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  int coop = 0;
  CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
  bool ok = coop == 1;
  const int threads = 256;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, grid_sum, threads, 0));
  int blocks = sms * perSM;
  printf("cooperative launch: %d, grid_sum fits %d blocks per SM\n", coop, perSM);

  const int n = 1 << 20;
  float *h = (float *)malloc(n * sizeof(float));
  unsigned seed = 17;
  double want = 0;
  for (int i = 0; i < n; i++) { h[i] = lcg_float(&seed); want += h[i]; }
  float *din, *dpart;
  double *dout;
  CHECK(cudaMalloc(&din, n * sizeof(float)));
  CHECK(cudaMalloc(&dpart, blocks * sizeof(float)));
  CHECK(cudaMalloc(&dout, sizeof(double)));
  CHECK(cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice));
  int nn = n;
  void *args[] = {&din, &dpart, &nn, &dout};
  CHECK(cudaLaunchCooperativeKernel((void *)grid_sum, blocks, threads, args, 0, 0));
  double got;
  CHECK(cudaMemcpy(&got, dout, sizeof(double), cudaMemcpyDeviceToHost));
  bool sum_ok = close_to(got, want, 1e-5, 0);
  printf("grid sum of %d floats: %s\n", n, sum_ok ? "ok" : "WRONG");
  if (!sum_ok) printf("  got %.3f want %.3f\n", got, want);
  ok = ok && sum_ok;
  // One block too many is refused.
  cudaError_t e = cudaLaunchCooperativeKernel((void *)grid_sum, blocks + 1, threads, args, 0, 0);
  printf("one block more than fits: %s\n", cudaGetErrorName(e));
  ok = ok && e == cudaErrorCooperativeLaunchTooLarge;
  cudaGetLastError();

  // CG on A = tridiag(-1, 2.05, -1), b = 1.
  const int N = 8192;
  int nnz = 3 * N - 2;
  int *rowp = (int *)malloc((N + 1) * sizeof(int)), *col = (int *)malloc(nnz * sizeof(int));
  float *val = (float *)malloc(nnz * sizeof(float)), *b = (float *)malloc(N * sizeof(float));
  int k = 0;
  for (int i = 0; i < N; i++) {
    rowp[i] = k;
    if (i > 0) { col[k] = i - 1; val[k++] = -1.f; }
    col[k] = i; val[k++] = 2.05f;
    if (i < N - 1) { col[k] = i + 1; val[k++] = -1.f; }
    b[i] = 1.f;
  }
  rowp[N] = k;
  int *drowp, *dcol, *diters;
  float *dval, *dx, *dr, *dp, *dAp;
  double *dscal;
  CHECK(cudaMalloc(&drowp, (N + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dcol, nnz * sizeof(int)));
  CHECK(cudaMalloc(&dval, nnz * sizeof(float)));
  CHECK(cudaMalloc(&dx, N * sizeof(float)));
  CHECK(cudaMalloc(&dr, N * sizeof(float)));
  CHECK(cudaMalloc(&dp, N * sizeof(float)));
  CHECK(cudaMalloc(&dAp, N * sizeof(float)));
  CHECK(cudaMalloc(&dscal, 3 * sizeof(double)));
  CHECK(cudaMalloc(&diters, sizeof(int)));
  CHECK(cudaMemcpy(drowp, rowp, (N + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dcol, col, nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dval, val, nnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dx, 0, N * sizeof(float)));
  CHECK(cudaMemcpy(dr, b, N * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dp, b, N * sizeof(float), cudaMemcpyHostToDevice));
  int cgPerSM = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&cgPerSM, cg_solve, threads, 0));
  int cgBlocks = cgPerSM < 1 ? 1 : sms / 4; // fewer blocks than fit: grid.sync still spans them all
  int max_iter = 200, NN = N;
  double tol2 = 1e-10;
  void *cargs[] = {&drowp, &dcol, &dval, &dx, &dr, &dp, &dAp, &NN, &dscal, &max_iter, &tol2, &diters};
  CHECK(cudaLaunchCooperativeKernel((void *)cg_solve, cgBlocks, threads, cargs, 0, 0));
  CHECK(cudaDeviceSynchronize());
  float *x = (float *)malloc(N * sizeof(float));
  int iters;
  CHECK(cudaMemcpy(x, dx, N * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&iters, diters, sizeof(int), cudaMemcpyDeviceToHost));
  // Residual of the solution, in double on the host.
  double res = 0, bn = 0;
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int q = rowp[i]; q < rowp[i + 1]; q++) s += (double)val[q] * x[col[q]];
    res += (s - b[i]) * (s - b[i]);
    bn += (double)b[i] * b[i];
  }
  double rel = sqrt(res / bn);
  bool cg_ok = rel < 1e-4 && iters > 10 && iters < max_iter;
  printf("CG on %d unknowns: relative residual %s\n", N, cg_ok ? "below 1e-4" : "TOO LARGE");
  printf("# %d iterations, residual %.3g\n", iters, rel);
  ok = ok && cg_ok;
  return finish(ok);
}
