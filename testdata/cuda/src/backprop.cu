// Rodinia backprop: one training step of a two-layer perceptron. The
// forward pass of the input layer runs as 16x16 blocks that multiply an
// input slice by a weight tile in shared memory and reduce the columns by a
// power-of-two tree (partial sums per block, finished on the host with the
// sigmoid), the hidden-to-output layer and the error terms on the host, then
// the weight adjustment kernel with momentum. Checked against the CPU.
#include "common.h"

#define HEIGHT 16
#define WIDTH 16
#define ETA 0.3f
#define MOMENTUM 0.3f

__global__ void layerforward(const float *input, const float *w, float *partial, int hid) {
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int index_in = HEIGHT * by + ty + 1;
  __shared__ float in_node[HEIGHT];
  __shared__ float m[HEIGHT][WIDTH];
  if (tx == 0) in_node[ty] = input[index_in];
  __syncthreads();
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  m[ty][tx] = w[index] * in_node[ty];
  __syncthreads();
  for (int i = 1; i <= 4; i++) {
    int p = 1 << i;
    if (ty % p == 0) m[ty][tx] += m[ty + p / 2][tx];
    __syncthreads();
  }
  if (ty == 0) partial[by * hid + tx] = m[0][tx];
}

__global__ void adjust_weights(const float *delta, int hid, const float *ly, float *w, float *oldw) {
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_y = HEIGHT * by + ty + 1, index_x = tx + 1;
  float dw = ETA * delta[index_x] * ly[index_y] + MOMENTUM * oldw[index];
  w[index] += dw;
  oldw[index] = dw;
  if (ty == 0 && by == 0) {
    float dw0 = ETA * delta[index_x] + MOMENTUM * oldw[index_x];
    w[index_x] += dw0;
    oldw[index_x] = dw0;
  }
}

static float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }

int main() {
  const int in = 16 * 4096, hid = 16, out = 1;
  const int blocks = in / 16;
  unsigned seed = 7;
  size_t wn = (size_t)(in + 1) * (hid + 1);
  float *input = (float *)calloc(in + 1, sizeof(float));
  float *w = (float *)malloc(wn * sizeof(float)), *oldw = (float *)calloc(wn, sizeof(float));
  float *w2 = (float *)malloc((hid + 1) * (out + 1) * sizeof(float));
  for (int i = 1; i <= in; i++) input[i] = lcg_float(&seed);
  for (size_t i = 0; i < wn; i++) w[i] = lcg_float(&seed) * 0.02f - 0.01f;
  for (int i = 0; i < (hid + 1) * (out + 1); i++) w2[i] = lcg_float(&seed) - 0.5f;
  float *din, *dw, *doldw, *dpart, *ddelta;
  CHECK(cudaMalloc(&din, (in + 1) * sizeof(float)));
  CHECK(cudaMalloc(&dw, wn * sizeof(float)));
  CHECK(cudaMalloc(&doldw, wn * sizeof(float)));
  CHECK(cudaMalloc(&dpart, blocks * hid * sizeof(float)));
  CHECK(cudaMalloc(&ddelta, (hid + 1) * sizeof(float)));
  CHECK(cudaMemcpy(din, input, (in + 1) * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dw, w, wn * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(doldw, 0, wn * sizeof(float)));
  dim3 grid(1, blocks), block(16, 16);
  layerforward<<<grid, block>>>(din, dw, dpart, hid);
  CHECK_LAUNCH();
  float *part = (float *)malloc(blocks * hid * sizeof(float));
  CHECK(cudaMemcpy(part, dpart, blocks * hid * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = true;
  // Hidden layer: GPU partials vs a CPU sum in double.
  float hidden[17], ref_hidden[17];
  hidden[0] = ref_hidden[0] = 1;
  for (int j = 1; j <= hid; j++) {
    float s = 0;
    double cs = 0;
    for (int b = 0; b < blocks; b++) s += part[b * hid + j - 1];
    for (int k = 1; k <= in; k++) cs += (double)w[(size_t)k * (hid + 1) + j] * input[k];
    s += w[j];
    cs += w[j];
    hidden[j] = sigmoid(s);
    ref_hidden[j] = sigmoid((float)cs);
    if (!close_to(s, cs, 1e-4, 1e-4)) {
      printf("hidden sum %d = %.7g, want %.7g\n", j, s, cs);
      ok = false;
    }
  }
  // Output layer and error terms on the host (as Rodinia does).
  float o = 0;
  for (int j = 0; j <= hid; j++) o += w2[j * (out + 1) + 1] * hidden[j];
  o = sigmoid(o);
  float target = 0.1f, delta_o = o * (1 - o) * (target - o);
  float delta_h[17];
  delta_h[0] = 0;
  for (int j = 1; j <= hid; j++) delta_h[j] = hidden[j] * (1 - hidden[j]) * delta_o * w2[j * (out + 1) + 1];
  CHECK(cudaMemcpy(ddelta, delta_h, (hid + 1) * sizeof(float), cudaMemcpyHostToDevice));
  adjust_weights<<<grid, block>>>(ddelta, hid, din, dw, doldw);
  CHECK_LAUNCH();
  float *gw = (float *)malloc(wn * sizeof(float)), *goldw = (float *)malloc(wn * sizeof(float));
  CHECK(cudaMemcpy(gw, dw, wn * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(goldw, doldw, wn * sizeof(float), cudaMemcpyDeviceToHost));
  // CPU adjustment, in the kernel's order (row 0 after row 1's first pass).
  for (int k = 1; k <= in; k++)
    for (int j = 1; j <= hid; j++) {
      size_t i = (size_t)k * (hid + 1) + j;
      float dwv = ETA * delta_h[j] * input[k] + MOMENTUM * oldw[i];
      w[i] += dwv;
      oldw[i] = dwv;
    }
  for (int j = 1; j <= hid; j++) {
    float dwv = ETA * delta_h[j] + MOMENTUM * oldw[j];
    w[j] += dwv;
    oldw[j] = dwv;
  }
  if (count_mismatch_f(gw, w, (int)wn, 1e-5, 1e-7, "w")) ok = false;
  if (count_mismatch_f(goldw, oldw, (int)wn, 1e-5, 1e-9, "oldw")) ok = false;
  printf("backprop %d inputs, %d hidden: output %.5f\n", in, hid, o);
  return finish(ok);
}
