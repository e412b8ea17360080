// Rodinia lavaMD in double precision: particles in a 3-D grid of boxes;
// each block takes one home box, stages each neighbour box's particles in
// shared memory and accumulates the potential and force with exp(), as the
// suite's kernel does. The host reference runs the same loops.
#include "common.h"

#define PER 64  // particles per box (= threads per block)
#define A2 0.5  // 2 * alpha^2

struct Particle { double x, y, z, q; };
struct Force { double v, x, y, z; };

__global__ void lavamd(int nb, const Particle *p, Force *f) {
  __shared__ Particle nbr[PER];
  int box = blockIdx.x, t = threadIdx.x;
  int bx = box % nb, by = box / nb % nb, bz = box / (nb * nb);
  Particle me = p[box * PER + t];
  Force acc = {0, 0, 0, 0};
  for (int dz = -1; dz <= 1; dz++)
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) {
        int x = bx + dx, y = by + dy, z = bz + dz;
        if (x < 0 || y < 0 || z < 0 || x >= nb || y >= nb || z >= nb) continue;
        int other = (z * nb + y) * nb + x;
        __syncthreads();
        nbr[t] = p[other * PER + t];
        __syncthreads();
        for (int j = 0; j < PER; j++) {
          double r2 = me.x * nbr[j].x + me.y * nbr[j].y + me.z * nbr[j].z;
          double u2 = A2 * (me.x * me.x + me.y * me.y + me.z * me.z + nbr[j].x * nbr[j].x + nbr[j].y * nbr[j].y + nbr[j].z * nbr[j].z - 2 * r2);
          double vij = exp(-u2);
          double fs = 2 * vij;
          double ddx = me.x - nbr[j].x, ddy = me.y - nbr[j].y, ddz = me.z - nbr[j].z;
          acc.v += nbr[j].q * vij;
          acc.x += nbr[j].q * fs * ddx;
          acc.y += nbr[j].q * fs * ddy;
          acc.z += nbr[j].q * fs * ddz;
        }
      }
  f[box * PER + t] = acc;
}

int main() {
  const int nb = 3, boxes = nb * nb * nb, n = boxes * PER;
  Particle *p = (Particle *)malloc(n * sizeof(Particle));
  Force *f = (Force *)malloc(n * sizeof(Force));
  unsigned seed = 17;
  for (int b = 0; b < boxes; b++)
    for (int i = 0; i < PER; i++) {
      Particle &q = p[b * PER + i];
      q.x = (b % nb + lcg_float(&seed)) * 0.25;
      q.y = (b / nb % nb + lcg_float(&seed)) * 0.25;
      q.z = (b / (nb * nb) + lcg_float(&seed)) * 0.25;
      q.q = (lcg_next(&seed) % 10 + 1) / 10.0;
    }
  Particle *dp;
  Force *df;
  CHECK(cudaMalloc(&dp, n * sizeof(Particle)));
  CHECK(cudaMalloc(&df, n * sizeof(Force)));
  CHECK(cudaMemcpy(dp, p, n * sizeof(Particle), cudaMemcpyHostToDevice));
  lavamd<<<boxes, PER>>>(nb, dp, df);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(f, df, n * sizeof(Force), cudaMemcpyDeviceToHost));
  int bad = 0;
  double sv = 0;
  for (int b = 0; b < boxes; b++) {
    int bx = b % nb, by = b / nb % nb, bz = b / (nb * nb);
    for (int i = 0; i < PER; i++) {
      const Particle &me = p[b * PER + i];
      double v = 0, fx = 0, fy = 0, fz = 0;
      for (int dz = -1; dz <= 1; dz++)
        for (int dy = -1; dy <= 1; dy++)
          for (int dx = -1; dx <= 1; dx++) {
            int x = bx + dx, y = by + dy, z = bz + dz;
            if (x < 0 || y < 0 || z < 0 || x >= nb || y >= nb || z >= nb) continue;
            for (int j = 0; j < PER; j++) {
              const Particle &o = p[((z * nb + y) * nb + x) * PER + j];
              double r2 = me.x * o.x + me.y * o.y + me.z * o.z;
              double u2 = A2 * (me.x * me.x + me.y * me.y + me.z * me.z + o.x * o.x + o.y * o.y + o.z * o.z - 2 * r2);
              double vij = exp(-u2), fs = 2 * vij;
              v += o.q * vij; fx += o.q * fs * (me.x - o.x); fy += o.q * fs * (me.y - o.y); fz += o.q * fs * (me.z - o.z);
            }
          }
      const Force &g = f[b * PER + i];
      if (!close_to(g.v, v, 1e-12, 1e-12) || !close_to(g.x, fx, 1e-10, 1e-11) || !close_to(g.y, fy, 1e-10, 1e-11) || !close_to(g.z, fz, 1e-10, 1e-11)) {
        if (bad < 5) printf("particle %d: %.17g %.17g, want %.17g %.17g\n", b * PER + i, g.v, g.x, v, fx);
        bad++;
      }
      sv += g.v;
    }
  }
  printf("lavaMD: %d boxes of %d particles, %d mismatches, total potential %.9f\n", boxes, PER, bad, sv);
  return finish(bad == 0);
}
