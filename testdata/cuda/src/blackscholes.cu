// Black-Scholes European option pricing as in the CUDA samples: the
// cumulative normal distribution by its polynomial approximation, call and
// put prices for a batch of options; float on the device, double on the host.
#include "common.h"

__device__ inline float cndGPU(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f, A5 = 1.330274429f;
  const float RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = RSQRT2PI * expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0) c = 1.0f - c;
  return c;
}

__global__ void blackScholes(float *call, float *put, const float *S, const float *X, const float *T, float R, float V, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float sqrtT = sqrtf(T[i]);
    float d1 = (logf(S[i] / X[i]) + (R + 0.5f * V * V) * T[i]) / (V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float cnd1 = cndGPU(d1), cnd2 = cndGPU(d2);
    float expRT = expf(-R * T[i]);
    call[i] = S[i] * cnd1 - X[i] * expRT * cnd2;
    put[i] = X[i] * expRT * (1.0f - cnd2) - S[i] * (1.0f - cnd1);
  }
}

static double cnd(double d) {
  const double A1 = 0.31938153, A2 = -0.356563782, A3 = 1.781477937, A4 = -1.821255978, A5 = 1.330274429;
  double K = 1.0 / (1.0 + 0.2316419 * fabs(d));
  double c = 0.39894228040143267793994605993438 * exp(-0.5 * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0 - c : c;
}

int main() {
  const int n = 8000;
  const float R = 0.02f, V = 0.30f;
  size_t bytes = n * sizeof(float);
  float *S = (float *)malloc(bytes), *X = (float *)malloc(bytes), *T = (float *)malloc(bytes);
  float *call = (float *)malloc(bytes), *put = (float *)malloc(bytes);
  unsigned s = 2024;
  for (int i = 0; i < n; i++) {
    S[i] = 5 + 25 * lcg_float(&s);
    X[i] = 1 + 99 * lcg_float(&s);
    T[i] = 0.25f + 9.75f * lcg_float(&s);
  }
  float *dS, *dX, *dT, *dC, *dP;
  CHECK(cudaMalloc(&dS, bytes));
  CHECK(cudaMalloc(&dX, bytes));
  CHECK(cudaMalloc(&dT, bytes));
  CHECK(cudaMalloc(&dC, bytes));
  CHECK(cudaMalloc(&dP, bytes));
  CHECK(cudaMemcpy(dS, S, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dX, X, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dT, T, bytes, cudaMemcpyHostToDevice));
  blackScholes<<<16, 128>>>(dC, dP, dS, dX, dT, R, V, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(call, dC, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(put, dP, bytes, cudaMemcpyDeviceToHost));
  double maxErr = 0;
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double sq = sqrt((double)T[i]);
    double d1 = (log((double)S[i] / X[i]) + (R + 0.5 * V * V) * T[i]) / (V * sq), d2 = d1 - V * sq;
    double e = exp(-(double)R * T[i]);
    double c = S[i] * cnd(d1) - X[i] * e * cnd(d2), p = X[i] * e * (1 - cnd(d2)) - S[i] * (1 - cnd(d1));
    double err = fmax(fabs(call[i] - c), fabs(put[i] - p));
    if (err > maxErr) maxErr = err;
    if (err > 1e-3) bad++;
  }
  printf("blackscholes: %d options, %d off by more than 1e-3\n", n, bad);
  printf("# max abs error %.3g\n", maxErr);
  return finish(bad == 0);
}
