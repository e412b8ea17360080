// SHOC MD: Lennard-Jones forces over a neighbour list (the maxNeighbors
// nearest atoms of each, found on the host), positions read through a
// texture object over linear memory (cudaResourceTypeLinear, float4,
// tex1Dfetch) and through __ldg, one thread per atom, in float and double.
// Against a double CPU sum; the cutoff test is the same on both sides.
#include "common.h"

#define MAXN 64

template <typename T, typename T4>
__global__ void lj_tex(cudaTextureObject_t pos, const int *nbr, T4 *force, int n, T cut2, T lj1, T lj2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = tex1Dfetch<float4>(pos, i);
  T fx = 0, fy = 0, fz = 0;
  for (int k = 0; k < MAXN; k++) {
    int j = nbr[k * n + i]; // column-major: coalesced
    float4 q = tex1Dfetch<float4>(pos, j);
    T dx = (T)p.x - (T)q.x, dy = (T)p.y - (T)q.y, dz = (T)p.z - (T)q.z;
    T r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < cut2) {
      T r2i = (T)1 / r2;
      T r6i = r2i * r2i * r2i;
      T f = r2i * r6i * (lj1 * r6i - lj2);
      fx += dx * f; fy += dy * f; fz += dz * f;
    }
  }
  force[i] = T4{fx, fy, fz, 0};
}

__global__ void lj_ldg(const float4 *__restrict__ pos, const int *__restrict__ nbr, float4 *force, int n, float cut2, float lj1, float lj2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = __ldg(&pos[i]);
  float fx = 0, fy = 0, fz = 0;
  for (int k = 0; k < MAXN; k++) {
    float4 q = __ldg(&pos[__ldg(&nbr[k * n + i])]);
    float dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z;
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < cut2) {
      float r2i = 1.f / r2, r6i = r2i * r2i * r2i;
      float f = r2i * r6i * (lj1 * r6i - lj2);
      fx += dx * f; fy += dy * f; fz += dz * f;
    }
  }
  force[i] = make_float4(fx, fy, fz, 0);
}

int main() {
  const int n = 4096, side = 16; // atoms on a jittered 16^3 lattice
  const float cut = 2.5f, lj1 = 1.5f, lj2 = 2.0f;
  float4 *pos = (float4 *)malloc(n * sizeof(float4));
  unsigned seed = 31;
  for (int i = 0; i < n; i++) {
    int x = i % side, y = (i / side) % side, z = i / (side * side);
    pos[i] = make_float4(x * 1.1f + 0.2f * lcg_float(&seed), y * 1.1f + 0.2f * lcg_float(&seed), z * 1.1f + 0.2f * lcg_float(&seed), 0.f);
  }
  // Neighbour lists: the MAXN nearest (partial selection), column-major.
  int *nbr = (int *)malloc(MAXN * n * sizeof(int));
  float *d2 = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) {
    int cnt = 0;
    int idx[MAXN];
    float dist[MAXN];
    for (int j = 0; j < n; j++) {
      if (j == i) continue;
      float dx = pos[i].x - pos[j].x, dy = pos[i].y - pos[j].y, dz = pos[i].z - pos[j].z;
      float r2 = dx * dx + dy * dy + dz * dz;
      if (cnt < MAXN) { idx[cnt] = j; dist[cnt++] = r2; continue; }
      int far = 0;
      for (int k = 1; k < MAXN; k++) if (dist[k] > dist[far]) far = k;
      if (r2 < dist[far]) { idx[far] = j; dist[far] = r2; }
    }
    for (int k = 0; k < MAXN; k++) nbr[k * n + i] = idx[k];
  }
  (void)d2;
  float4 *dpos, *dforce;
  double4 *dforced;
  int *dnbr;
  CHECK(cudaMalloc(&dpos, n * sizeof(float4)));
  CHECK(cudaMalloc(&dforce, n * sizeof(float4)));
  CHECK(cudaMalloc(&dforced, n * sizeof(double4)));
  CHECK(cudaMalloc(&dnbr, MAXN * n * sizeof(int)));
  CHECK(cudaMemcpy(dpos, pos, n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dnbr, nbr, MAXN * n * sizeof(int), cudaMemcpyHostToDevice));
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = dpos;
  rd.res.linear.desc = cudaCreateChannelDesc<float4>();
  rd.res.linear.sizeInBytes = n * sizeof(float4);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  CHECK(cudaCreateTextureObject(&tex, &rd, &td, nullptr));
  cudaResourceDesc back;
  CHECK(cudaGetTextureObjectResourceDesc(&back, tex));
  printf("texture over linear memory: type %d, %zu bytes, %d-bit x channel\n", (int)back.resType, back.res.linear.sizeInBytes, back.res.linear.desc.x);
  lj_tex<float, float4><<<n / 128, 128>>>(tex, dnbr, dforce, n, cut * cut, lj1, lj2);
  CHECK_LAUNCH();
  float4 *f = (float4 *)malloc(n * sizeof(float4)), *fl = (float4 *)malloc(n * sizeof(float4));
  CHECK(cudaMemcpy(f, dforce, n * sizeof(float4), cudaMemcpyDeviceToHost));
  lj_ldg<<<n / 128, 128>>>(dpos, dnbr, dforce, n, cut * cut, lj1, lj2);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(fl, dforce, n * sizeof(float4), cudaMemcpyDeviceToHost));
  lj_tex<double, double4><<<n / 128, 128>>>(tex, dnbr, dforced, n, (double)cut * cut, (double)lj1, (double)lj2);
  CHECK_LAUNCH();
  double4 *fd = (double4 *)malloc(n * sizeof(double4));
  CHECK(cudaMemcpy(fd, dforced, n * sizeof(double4), cudaMemcpyDeviceToHost));
  int bad = 0, badd = 0, badl = 0;
  double fmax = 0;
  for (int i = 0; i < n; i++) {
    double fx = 0, fy = 0, fz = 0;
    for (int k = 0; k < MAXN; k++) {
      int j = nbr[k * n + i];
      double dx = (double)pos[i].x - pos[j].x, dy = (double)pos[i].y - pos[j].y, dz = (double)pos[i].z - pos[j].z;
      double r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < (double)cut * cut) {
        double r2i = 1 / r2, r6i = r2i * r2i * r2i, ff = r2i * r6i * (lj1 * r6i - lj2);
        fx += dx * ff; fy += dy * ff; fz += dz * ff;
      }
    }
    double m = fabs(fx) + fabs(fy) + fabs(fz);
    if (m > fmax) fmax = m;
    double tol = 1e-3 * (fabs(fx) + fabs(fy) + fabs(fz)) + 1e-3;
    if (fabs(f[i].x - fx) > tol || fabs(f[i].y - fy) > tol || fabs(f[i].z - fz) > tol) { if (bad < 3) printf("atom %d float force %g %g %g want %g %g %g\n", i, f[i].x, f[i].y, f[i].z, fx, fy, fz); bad++; }
    if (fl[i].x != f[i].x && fabs(fl[i].x - fx) > tol) badl++;
    double told = 1e-9 * (fabs(fx) + fabs(fy) + fabs(fz)) + 1e-9;
    if (fabs(fd[i].x - fx) > told || fabs(fd[i].y - fy) > told || fabs(fd[i].z - fz) > told) { if (badd < 3) printf("atom %d double force %.12g want %.12g\n", i, fd[i].x, fx); badd++; }
  }
  printf("LJ forces on %d atoms, %d neighbours: float %d, __ldg %d, double %d mismatches\n", n, MAXN, bad, badl, badd);
  printf("# largest |force| %.4f\n", fmax);
  CHECK(cudaDestroyTextureObject(tex));
  return finish(bad == 0 && badd == 0 && badl == 0);
}
