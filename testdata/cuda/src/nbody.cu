// All-pairs n-body forces and one integration step, as in the CUDA samples:
// bodies staged through shared memory a tile at a time, softened inverse
// distance with rsqrtf.
#include "common.h"

#define TILE 64

__global__ void forces(const float4 *pos, float4 *vel, float4 *newPos, int n, float dt, float eps2) {
  __shared__ float4 sh[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 acc = make_float3(0, 0, 0);
  for (int base = 0; base < n; base += TILE) {
    int j = base + threadIdx.x;
    sh[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
    for (int k = 0; k < TILE; k++) {
      float4 o = sh[k];
      float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      float d2 = dx * dx + dy * dy + dz * dz + eps2;
      float inv = rsqrtf(d2);
      float f = o.w * inv * inv * inv;
      acc.x += dx * f;
      acc.y += dy * f;
      acc.z += dz * f;
    }
    __syncthreads();
  }
  if (i < n) {
    float4 v = vel[i];
    v.x += acc.x * dt;
    v.y += acc.y * dt;
    v.z += acc.z * dt;
    vel[i] = v;
    newPos[i] = make_float4(me.x + v.x * dt, me.y + v.y * dt, me.z + v.z * dt, me.w);
  }
}

int main() {
  const int n = 512, steps = 2;
  const float dt = 0.01f, eps2 = 0.01f;
  float4 *pos = (float4 *)malloc(n * sizeof(float4)), *vel = (float4 *)malloc(n * sizeof(float4));
  double *rp = (double *)malloc(n * 4 * sizeof(double)), *rv = (double *)malloc(n * 3 * sizeof(double));
  unsigned s = 13;
  for (int i = 0; i < n; i++) {
    pos[i] = make_float4(lcg_float(&s) * 2 - 1, lcg_float(&s) * 2 - 1, lcg_float(&s) * 2 - 1, 0.5f + lcg_float(&s));
    vel[i] = make_float4(0, 0, 0, 0);
    rp[4 * i] = pos[i].x; rp[4 * i + 1] = pos[i].y; rp[4 * i + 2] = pos[i].z; rp[4 * i + 3] = pos[i].w;
    rv[3 * i] = rv[3 * i + 1] = rv[3 * i + 2] = 0;
  }
  double *np = (double *)malloc(n * 4 * sizeof(double));
  for (int st = 0; st < steps; st++) {
    for (int i = 0; i < n; i++) {
      double ax = 0, ay = 0, az = 0;
      for (int j = 0; j < n; j++) {
        double dx = rp[4 * j] - rp[4 * i], dy = rp[4 * j + 1] - rp[4 * i + 1], dz = rp[4 * j + 2] - rp[4 * i + 2];
        double d2 = dx * dx + dy * dy + dz * dz + eps2;
        double f = rp[4 * j + 3] / (d2 * sqrt(d2));
        ax += dx * f; ay += dy * f; az += dz * f;
      }
      rv[3 * i] += ax * dt; rv[3 * i + 1] += ay * dt; rv[3 * i + 2] += az * dt;
      np[4 * i] = rp[4 * i] + rv[3 * i] * dt;
      np[4 * i + 1] = rp[4 * i + 1] + rv[3 * i + 1] * dt;
      np[4 * i + 2] = rp[4 * i + 2] + rv[3 * i + 2] * dt;
      np[4 * i + 3] = rp[4 * i + 3];
    }
    memcpy(rp, np, n * 4 * sizeof(double));
  }
  float4 *dPos, *dNew, *dVel;
  CHECK(cudaMalloc(&dPos, n * sizeof(float4)));
  CHECK(cudaMalloc(&dNew, n * sizeof(float4)));
  CHECK(cudaMalloc(&dVel, n * sizeof(float4)));
  CHECK(cudaMemcpy(dPos, pos, n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVel, vel, n * sizeof(float4), cudaMemcpyHostToDevice));
  for (int st = 0; st < steps; st++) {
    forces<<<n / TILE, TILE>>>(dPos, dVel, dNew, n, dt, eps2);
    CHECK_LAUNCH();
    float4 *t = dPos;
    dPos = dNew;
    dNew = t;
  }
  CHECK(cudaMemcpy(pos, dPos, n * sizeof(float4), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (!close_to(pos[i].x, rp[4 * i], 1e-3, 1e-4) || !close_to(pos[i].y, rp[4 * i + 1], 1e-3, 1e-4) ||
        !close_to(pos[i].z, rp[4 * i + 2], 1e-3, 1e-4)) {
      if (bad < 5) printf("body %d at (%g %g %g), want (%g %g %g)\n", i, pos[i].x, pos[i].y, pos[i].z, rp[4 * i], rp[4 * i + 1], rp[4 * i + 2]);
      bad++;
    }
  }
  printf("nbody: %d bodies, %d steps, %d off\n", n, steps, bad);
  return finish(bad == 0);
}
