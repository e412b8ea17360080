// Rodinia SRAD (speckle-reducing anisotropic diffusion, v2 style): per
// iteration a block reduction of the image's sum and sum of squares over a
// region of interest (shared memory tree, partials summed in double on the
// host), then two 2-D kernels: directional derivatives and the diffusion
// coefficient (clamped to [0,1]), then the divergence update. Checked
// against a CPU model of the same float arithmetic.
#include "common.h"

#define BS 16

__global__ void roi_sums(const float *J, int cols, int r1, int r2, int c1, int c2, float *part) {
  __shared__ float s[BS * BS], s2[BS * BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int c = blockIdx.x * BS + tx, r = blockIdx.y * BS + ty;
  int t = ty * BS + tx;
  float v = 0.f;
  if (r >= r1 && r <= r2 && c >= c1 && c <= c2) v = J[r * cols + c];
  s[t] = v;
  s2[t] = v * v;
  __syncthreads();
  for (int k = BS * BS / 2; k > 0; k >>= 1) {
    if (t < k) {
      s[t] += s[t + k];
      s2[t] += s2[t + k];
    }
    __syncthreads();
  }
  if (t == 0) {
    int b = blockIdx.y * gridDim.x + blockIdx.x;
    part[2 * b] = s[0];
    part[2 * b + 1] = s2[0];
  }
}

__global__ void srad1(const float *J, float *C, float *dN, float *dS, float *dW, float *dE, int rows, int cols, float q0sqr) {
  int c = blockIdx.x * BS + threadIdx.x, r = blockIdx.y * BS + threadIdx.y;
  if (r >= rows || c >= cols) return;
  int k = r * cols + c;
  float Jc = J[k];
  int rn = r == 0 ? 0 : r - 1, rs = r == rows - 1 ? r : r + 1;
  int cw = c == 0 ? 0 : c - 1, ce = c == cols - 1 ? c : c + 1;
  float n = J[rn * cols + c] - Jc, s = J[rs * cols + c] - Jc;
  float w = J[r * cols + cw] - Jc, e = J[r * cols + ce] - Jc;
  float G2 = (n * n + s * s + w * w + e * e) / (Jc * Jc);
  float L = (n + s + w + e) / Jc;
  float num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
  float den = 1.f + (.25f * L);
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.f + q0sqr));
  float cc = 1.0f / (1.0f + den);
  cc = cc < 0.f ? 0.f : (cc > 1.f ? 1.f : cc);
  C[k] = cc;
  dN[k] = n; dS[k] = s; dW[k] = w; dE[k] = e;
}

__global__ void srad2(float *J, const float *C, const float *dN, const float *dS, const float *dW, const float *dE, int rows, int cols, float lambda) {
  int c = blockIdx.x * BS + threadIdx.x, r = blockIdx.y * BS + threadIdx.y;
  if (r >= rows || c >= cols) return;
  int k = r * cols + c;
  int rs = r == rows - 1 ? r : r + 1, ce = c == cols - 1 ? c : c + 1;
  float cN = C[k], cS = C[rs * cols + c], cW = C[k], cE = C[r * cols + ce];
  float D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
  J[k] = J[k] + 0.25f * lambda * D;
}

static void cpu_iter(float *J, float *C, float *d, int rows, int cols, float q0sqr, float lambda) {
  int n = rows * cols;
  float *dN = d, *dS = d + n, *dW = d + 2 * n, *dE = d + 3 * n;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      int k = r * cols + c;
      float Jc = J[k];
      int rn = r == 0 ? 0 : r - 1, rs = r == rows - 1 ? r : r + 1;
      int cw = c == 0 ? 0 : c - 1, ce = c == cols - 1 ? c : c + 1;
      float nn = J[rn * cols + c] - Jc, s = J[rs * cols + c] - Jc, w = J[r * cols + cw] - Jc, e = J[r * cols + ce] - Jc;
      float G2 = (nn * nn + s * s + w * w + e * e) / (Jc * Jc);
      float L = (nn + s + w + e) / Jc;
      float num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
      float den = 1.f + (.25f * L);
      float qsqr = num / (den * den);
      den = (qsqr - q0sqr) / (q0sqr * (1.f + q0sqr));
      float cc = 1.0f / (1.0f + den);
      cc = cc < 0.f ? 0.f : (cc > 1.f ? 1.f : cc);
      C[k] = cc; dN[k] = nn; dS[k] = s; dW[k] = w; dE[k] = e;
    }
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      int k = r * cols + c;
      int rs = r == rows - 1 ? r : r + 1, ce = c == cols - 1 ? c : c + 1;
      float D = C[k] * dN[k] + C[rs * cols + c] * dS[k] + C[k] * dW[k] + C[r * cols + ce] * dE[k];
      J[k] = J[k] + 0.25f * lambda * D;
    }
}

int main() {
  const int rows = 256, cols = 256, iters = 6, n = rows * cols;
  const int r1 = 0, r2 = 127, c1 = 0, c2 = 127;
  const float lambda = 0.5f;
  float *J = (float *)malloc(n * sizeof(float)), *ref = (float *)malloc(n * sizeof(float));
  float *C = (float *)malloc(n * sizeof(float)), *d = (float *)malloc(4 * n * sizeof(float));
  unsigned seed = 11;
  for (int i = 0; i < n; i++) J[i] = expf(lcg_float(&seed) * 0.5f + 0.1f);
  memcpy(ref, J, n * sizeof(float));
  dim3 block(BS, BS), grid(cols / BS, rows / BS);
  int nb = grid.x * grid.y;
  float *dJ, *dC, *dd, *dpart;
  CHECK(cudaMalloc(&dJ, n * sizeof(float)));
  CHECK(cudaMalloc(&dC, n * sizeof(float)));
  CHECK(cudaMalloc(&dd, 4 * n * sizeof(float)));
  CHECK(cudaMalloc(&dpart, 2 * nb * sizeof(float)));
  CHECK(cudaMemcpy(dJ, J, n * sizeof(float), cudaMemcpyHostToDevice));
  float *part = (float *)malloc(2 * nb * sizeof(float));
  bool ok = true;
  for (int it = 0; it < iters; it++) {
    roi_sums<<<grid, block>>>(dJ, cols, r1, r2, c1, c2, dpart);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(part, dpart, 2 * nb * sizeof(float), cudaMemcpyDeviceToHost));
    double sum = 0, sum2 = 0, csum = 0, csum2 = 0;
    for (int b = 0; b < nb; b++) { sum += part[2 * b]; sum2 += part[2 * b + 1]; }
    for (int r = r1; r <= r2; r++)
      for (int c = c1; c <= c2; c++) { csum += ref[r * cols + c]; csum2 += (double)ref[r * cols + c] * ref[r * cols + c]; }
    if (!close_to(sum, csum, 1e-4, 0) || !close_to(sum2, csum2, 1e-4, 0)) {
      printf("iteration %d: ROI sums %.6g %.6g, want %.6g %.6g\n", it, sum, sum2, csum, csum2);
      ok = false;
    }
    int size = (r2 - r1 + 1) * (c2 - c1 + 1);
    double mean = sum / size, var = sum2 / size - mean * mean;
    float q0sqr = (float)(var / (mean * mean));
    double cmean = csum / size, cvar = csum2 / size - cmean * cmean;
    float cq0sqr = (float)(cvar / (cmean * cmean));
    srad1<<<grid, block>>>(dJ, dC, dd, dd + n, dd + 2 * n, dd + 3 * n, rows, cols, q0sqr);
    CHECK_LAUNCH();
    srad2<<<grid, block>>>(dJ, dC, dd, dd + n, dd + 2 * n, dd + 3 * n, rows, cols, lambda);
    CHECK_LAUNCH();
    cpu_iter(ref, C, d, rows, cols, cq0sqr, lambda);
  }
  CHECK(cudaMemcpy(J, dJ, n * sizeof(float), cudaMemcpyDeviceToHost));
  if (count_mismatch_f(J, ref, n, 2e-3, 1e-4, "J")) ok = false;
  double s = 0;
  for (int i = 0; i < n; i++) s += J[i];
  printf("srad %dx%d, %d iterations: mean %.4f\n", rows, cols, iters, s / n);
  return finish(ok);
}
