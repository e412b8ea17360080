// Parboil LBM-style lattice Boltzmann (D2Q9, BGK collision): a channel
// with obstacle cells (bounce-back) and a driven lid, structure-of-arrays
// distributions in two buffers swapped by the host each step (pull
// streaming: each cell gathers from its neighbours), 100 steps; then the
// density and velocity fields. Checked against the same float arithmetic
// on the CPU (tolerance for contracted multiply-adds).
#include "common.h"

#define NX 128
#define NY 64
#define Q 9

__constant__ int cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
__constant__ int cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
__constant__ float wt[Q] = {4.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};
__constant__ int opp[Q] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
static const int hcx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
static const int hcy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
static const float hwt[Q] = {4.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};
static const int hopp[Q] = {0, 3, 4, 1, 2, 7, 8, 5, 6};

__host__ __device__ inline float feq(float rho, float ux, float uy, int cxq, int cyq, float w) {
  float cu = 3.f * (cxq * ux + cyq * uy);
  float uu = 1.5f * (ux * ux + uy * uy);
  return w * rho * (1.f + cu + 0.5f * cu * cu - uu);
}

__global__ void lbm_step(const float *src, float *dst, const unsigned char *flags, float omega, float ulid) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= NX) return;
  int c = y * NX + x;
  if (flags[c]) { // obstacle or wall: keep the rest state
    for (int q = 0; q < Q; q++) dst[q * NX * NY + c] = wt[q];
    return;
  }
  float f[Q];
  for (int q = 0; q < Q; q++) {
    int xs = x - cx[q], ys = y - cy[q];
    xs = (xs + NX) % NX; // periodic in x
    int s = ys * NX + xs;
    if (flags[s]) f[q] = src[opp[q] * NX * NY + c]; // bounce back
    else f[q] = src[q * NX * NY + s];
    if (flags[s] == 2) f[q] -= 6.f * wt[q] * cx[q] * ulid; // moving lid (at the top)
  }
  float rho = 0, ux = 0, uy = 0;
  for (int q = 0; q < Q; q++) { rho += f[q]; ux += cx[q] * f[q]; uy += cy[q] * f[q]; }
  ux /= rho;
  uy /= rho;
  for (int q = 0; q < Q; q++) dst[q * NX * NY + c] = f[q] - omega * (f[q] - feq(rho, ux, uy, cx[q], cy[q], wt[q]));
}

static void cpu_step(const float *src, float *dst, const unsigned char *flags, float omega, float ulid) {
  for (int y = 0; y < NY; y++)
    for (int x = 0; x < NX; x++) {
      int c = y * NX + x;
      if (flags[c]) { for (int q = 0; q < Q; q++) dst[q * NX * NY + c] = hwt[q]; continue; }
      float f[Q];
      for (int q = 0; q < Q; q++) {
        int xs = (x - hcx[q] + NX) % NX, ys = y - hcy[q], s = ys * NX + xs;
        f[q] = flags[s] ? src[hopp[q] * NX * NY + c] : src[q * NX * NY + s];
        if (flags[s] == 2) f[q] -= 6.f * hwt[q] * hcx[q] * ulid;
      }
      float rho = 0, ux = 0, uy = 0;
      for (int q = 0; q < Q; q++) { rho += f[q]; ux += hcx[q] * f[q]; uy += hcy[q] * f[q]; }
      ux /= rho; uy /= rho;
      for (int q = 0; q < Q; q++) dst[q * NX * NY + c] = f[q] - omega * (f[q] - feq(rho, ux, uy, hcx[q], hcy[q], hwt[q]));
    }
}

int main() {
  const int steps = 30, cells = NX * NY;
  const float omega = 1.6f, ulid = 0.08f;
  unsigned char *flags = (unsigned char *)calloc(cells, 1);
  for (int x = 0; x < NX; x++) { flags[x] = 1; flags[(NY - 1) * NX + x] = 2; }
  for (int y = 20; y < 40; y++)
    for (int x = 40; x < 50; x++) flags[y * NX + x] = 1; // a block in the channel
  float *f = (float *)malloc(Q * cells * sizeof(float)), *g = (float *)malloc(Q * cells * sizeof(float));
  for (int q = 0; q < Q; q++)
    for (int c = 0; c < cells; c++) f[q * cells + c] = hwt[q];
  float *d0, *d1;
  unsigned char *dflags;
  CHECK(cudaMalloc(&d0, Q * cells * sizeof(float)));
  CHECK(cudaMalloc(&d1, Q * cells * sizeof(float)));
  CHECK(cudaMalloc(&dflags, cells));
  CHECK(cudaMemcpy(d0, f, Q * cells * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dflags, flags, cells, cudaMemcpyHostToDevice));
  dim3 block(64), grid((NX + 63) / 64, NY);
  for (int s = 0; s < steps; s++) {
    lbm_step<<<grid, block>>>(d0, d1, dflags, omega, ulid);
    float *t = d0; d0 = d1; d1 = t;
    cpu_step(f, g, flags, omega, ulid);
    float *h = f; f = g; g = h;
  }
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(g, d0, Q * cells * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = count_mismatch_f(g, f, Q * cells, 1e-4, 1e-6, "f") == 0;
  double mass = 0, ke = 0;
  for (int c = 0; c < cells; c++) {
    if (flags[c]) continue;
    float rho = 0, ux = 0, uy = 0;
    for (int q = 0; q < Q; q++) { rho += g[q * cells + c]; ux += hcx[q] * g[q * cells + c]; uy += hcy[q] * g[q * cells + c]; }
    mass += rho;
    ke += (ux * ux + uy * uy) / rho;
  }
  printf("lbm %dx%d, %d steps: mass %.3f, kinetic energy %.5f\n", NX, NY, steps, mass, ke);
  return finish(ok);
}
