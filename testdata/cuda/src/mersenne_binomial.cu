// CUDA samples MersenneTwister, binomialOptions and scalarProd: one MT19937
// generator per thread (state in local memory, seeded by init_genrand,
// tempered output) feeding Box-Muller normals; European call options
// priced on a 512-step binomial tree in double precision, one block per
// option with the tree in shared memory; and scalar products of vector
// pairs by a shared-memory reduction per pair. Host references replay each.
#include "common.h"

#define MT_N 624
#define MT_M 397

__device__ __host__ static void mt_init(unsigned *mt, unsigned seed) {
  mt[0] = seed;
  for (int i = 1; i < MT_N; i++) mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i;
}
__device__ __host__ static unsigned mt_next(unsigned *mt, int *idx) {
  if (*idx >= MT_N) {
    for (int k = 0; k < MT_N; k++) {
      unsigned y = (mt[k] & 0x80000000u) | (mt[(k + 1) % MT_N] & 0x7fffffffu);
      mt[k] = mt[(k + MT_M) % MT_N] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
    }
    *idx = 0;
  }
  unsigned y = mt[(*idx)++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

__global__ void mersenne(int per, unsigned *raw, float *normals) {
  unsigned mt[MT_N];
  int idx = MT_N, t = blockIdx.x * blockDim.x + threadIdx.x;
  mt_init(mt, 5489u + t);
  for (int i = 0; i < per; i++) raw[t * per + i] = mt_next(mt, &idx);
  for (int i = 0; i < per; i += 2) {
    float u1 = (mt_next(mt, &idx) + 1.0f) / 4294967296.0f, u2 = mt_next(mt, &idx) / 4294967296.0f;
    float r = sqrtf(-2.0f * logf(u1));
    float s, c;
    sincospif(2.0f * u2, &s, &c);
    normals[t * per + i] = r * c;
    normals[t * per + i + 1] = r * s;
  }
}

#define STEPS 512
__global__ void binomial(const double *S, const double *X, const double *T, double R, double V, double *price) {
  __shared__ double v[STEPS + 1];
  int o = blockIdx.x;
  double dt = T[o] / STEPS, vdt = V * sqrt(dt), rdt = R * dt;
  double u = exp(vdt), d = 1 / u, pu = (exp(rdt) - d) / (u - d), pd = 1 - pu, disc = exp(-rdt);
  double puD = pu * disc, pdD = pd * disc;
  for (int i = threadIdx.x; i <= STEPS; i += blockDim.x) {
    double s = S[o] * exp(vdt * (2.0 * i - STEPS));
    v[i] = s > X[o] ? s - X[o] : 0;
  }
  __syncthreads();
  for (int n = STEPS; n > 0; n--) {
    double nv[3];
    int cnt = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) nv[cnt++] = puD * v[i + 1] + pdD * v[i];
    __syncthreads();
    cnt = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x) v[i] = nv[cnt++];
    __syncthreads();
  }
  if (threadIdx.x == 0) price[o] = v[0];
}

__global__ void scalarProd(const float *a, const float *b, float *out, int len) {
  __shared__ float acc[256];
  const float *x = a + blockIdx.x * len, *y = b + blockIdx.x * len;
  float s = 0;
  for (int i = threadIdx.x; i < len; i += blockDim.x) s += x[i] * y[i];
  acc[threadIdx.x] = s;
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    if (threadIdx.x < stride) acc[threadIdx.x] += acc[threadIdx.x + stride];
  }
  if (threadIdx.x == 0) out[blockIdx.x] = acc[0];
}

int main() {
  bool ok = true;
  const int threads = 256, per = 256;
  unsigned *draw, *raw = (unsigned *)malloc(threads * per * 4);
  float *dn, *nrm = (float *)malloc(threads * per * 4);
  CHECK(cudaMalloc(&draw, threads * per * 4));
  CHECK(cudaMalloc(&dn, threads * per * 4));
  mersenne<<<threads / 64, 64>>>(per, draw, dn);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(raw, draw, threads * per * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(nrm, dn, threads * per * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  static unsigned mt[MT_N];
  for (int t = 0; t < threads; t++) {
    int idx = MT_N;
    mt_init(mt, 5489u + t);
    for (int i = 0; i < per; i++)
      if (mt_next(mt, &idx) != raw[t * per + i] && bad++ < 3) printf("mt thread %d draw %d: %u\n", t, i, raw[t * per + i]);
  }
  double m = 0, v = 0;
  for (int i = 0; i < threads * per; i++) { m += nrm[i]; v += nrm[i] * (double)nrm[i]; }
  m /= threads * per;
  v = v / (threads * per) - m * m;
  printf("MT19937: %d threads x %d draws, %d mismatches (thread 0 first %u, the reference's 3499211612); normals mean %.4f var %.4f\n",
         threads, per, bad, raw[0], m, v);
  ok &= bad == 0 && raw[0] == 3499211612u && fabs(m) < 0.02 && fabs(v - 1) < 0.02;

  const int opts = 8;
  double S[opts], X[opts], T[opts], P[opts], R = 0.02, V = 0.30;
  unsigned seed = 9;
  for (int i = 0; i < opts; i++) {
    S[i] = 5 + 25 * lcg_float(&seed);
    X[i] = 1 + 99 * lcg_float(&seed);
    T[i] = 0.25 + 9.75 * lcg_float(&seed);
  }
  double *dS, *dX, *dT, *dP;
  CHECK(cudaMalloc(&dS, sizeof S)); CHECK(cudaMalloc(&dX, sizeof X)); CHECK(cudaMalloc(&dT, sizeof T)); CHECK(cudaMalloc(&dP, sizeof P));
  CHECK(cudaMemcpy(dS, S, sizeof S, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dX, X, sizeof X, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dT, T, sizeof T, cudaMemcpyHostToDevice));
  binomial<<<opts, 256>>>(dS, dX, dT, R, V, dP);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(P, dP, sizeof P, cudaMemcpyDeviceToHost));
  bad = 0;
  double worstBS = 0;
  static double tree[STEPS + 1];
  for (int o = 0; o < opts; o++) {
    double dt = T[o] / STEPS, vdt = V * sqrt(dt), rdt = R * dt;
    double u = exp(vdt), d = 1 / u, pu = (exp(rdt) - d) / (u - d), pd = 1 - pu, disc = exp(-rdt);
    for (int i = 0; i <= STEPS; i++) {
      double s = S[o] * exp(vdt * (2.0 * i - STEPS));
      tree[i] = s > X[o] ? s - X[o] : 0;
    }
    for (int n = STEPS; n > 0; n--)
      for (int i = 0; i < n; i++) tree[i] = pu * disc * tree[i + 1] + pd * disc * tree[i];
    if (!close_to(P[o], tree[0], 1e-9, 1e-10) && bad++ < 3) printf("option %d: %.12f want %.12f\n", o, P[o], tree[0]);
    // Against Black-Scholes: the tree converges to it.
    double d1 = (log(S[o] / X[o]) + (R + 0.5 * V * V) * T[o]) / (V * sqrt(T[o])), d2 = d1 - V * sqrt(T[o]);
    double bs = S[o] * 0.5 * erfc(-d1 / sqrt(2.0)) - X[o] * exp(-R * T[o]) * 0.5 * erfc(-d2 / sqrt(2.0));
    if (fabs(bs - P[o]) > worstBS) worstBS = fabs(bs - P[o]);
  }
  printf("binomial options: %d options x %d steps, %d mismatches, max |tree - Black-Scholes| %.4f, option 0 %.6f\n", opts, STEPS, bad, worstBS, P[0]);
  ok &= bad == 0 && worstBS < 0.05;

  const int pairs = 128, len = 4096;
  float *a = (float *)malloc(pairs * len * 4), *b = (float *)malloc(pairs * len * 4), out[pairs];
  for (int i = 0; i < pairs * len; i++) { a[i] = lcg_float(&seed) - 0.5f; b[i] = lcg_float(&seed) - 0.5f; }
  float *da, *db, *dout;
  CHECK(cudaMalloc(&da, pairs * len * 4)); CHECK(cudaMalloc(&db, pairs * len * 4)); CHECK(cudaMalloc(&dout, sizeof out));
  CHECK(cudaMemcpy(da, a, pairs * len * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, pairs * len * 4, cudaMemcpyHostToDevice));
  scalarProd<<<pairs, 256>>>(da, db, dout, len);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
  float want[pairs];
  for (int p = 0; p < pairs; p++) {
    double s = 0;
    for (int i = 0; i < len; i++) s += (double)a[p * len + i] * b[p * len + i];
    want[p] = (float)s;
  }
  ok &= count_mismatch_f(out, want, pairs, 1e-4, 1e-4, "scalarProd") == 0;
  printf("scalarProd: %d pairs of %d\n", pairs, len);
  return finish(ok);
}
