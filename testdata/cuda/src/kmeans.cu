// K-means clustering in the style of Rodinia's kmeans: points and centroids
// in managed memory, the assignment step on the device (rounded float
// arithmetic without contraction, so the host reference agrees exactly), the
// update step on the host, until no point moves.
#include "common.h"

#define DIM 4
#define K 5

__global__ void assign(const float *pts, const float *cent, int *member, int *changed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int best = 0;
  float bestD = 3.4e38f;
  for (int c = 0; c < K; c++) {
    float d = 0;
    for (int k = 0; k < DIM; k++) {
      float t = __fsub_rn(pts[i * DIM + k], cent[c * DIM + k]);
      d = __fadd_rn(d, __fmul_rn(t, t));
    }
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  if (member[i] != best) {
    member[i] = best;
    atomicAdd(changed, 1);
  }
}

static void update(const float *pts, float *cent, const int *member, int n) {
  double sum[K][DIM] = {{0}};
  int cnt[K] = {0};
  for (int i = 0; i < n; i++) {
    cnt[member[i]]++;
    for (int k = 0; k < DIM; k++) sum[member[i]][k] += pts[i * DIM + k];
  }
  for (int c = 0; c < K; c++)
    if (cnt[c])
      for (int k = 0; k < DIM; k++) cent[c * DIM + k] = (float)(sum[c][k] / cnt[c]);
}

int main() {
  const int n = 3000;
  float *pts, *cent;
  int *member, *changed;
  CHECK(cudaMallocManaged(&pts, n * DIM * sizeof(float)));
  CHECK(cudaMallocManaged(&cent, K * DIM * sizeof(float)));
  CHECK(cudaMallocManaged(&member, n * sizeof(int)));
  CHECK(cudaMallocManaged(&changed, sizeof(int)));
  unsigned s = 8;
  for (int i = 0; i < n; i++) {
    int g = i % K;
    for (int k = 0; k < DIM; k++) pts[i * DIM + k] = g * 3.0f + (k == g % DIM ? 2.0f : 0.0f) + 2.5f * lcg_float(&s);
    member[i] = -1;
  }
  for (int c = 0; c < K; c++)
    for (int k = 0; k < DIM; k++) cent[c * DIM + k] = pts[c * 7 * DIM + k];
  // Host reference run on copies.
  float *rc = (float *)malloc(K * DIM * sizeof(float));
  int *rm = (int *)malloc(n * sizeof(int));
  memcpy(rc, cent, K * DIM * sizeof(float));
  for (int i = 0; i < n; i++) rm[i] = -1;
  int refIters = 0;
  for (;;) {
    int moved = 0;
    for (int i = 0; i < n; i++) {
      int best = 0;
      float bestD = 3.4e38f;
      for (int c = 0; c < K; c++) {
        float d = 0;
        for (int k = 0; k < DIM; k++) {
          float t = pts[i * DIM + k] - rc[c * DIM + k];
          float t2 = t * t;
          d = d + t2;
        }
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (rm[i] != best) {
        rm[i] = best;
        moved++;
      }
    }
    refIters++;
    if (!moved || refIters == 50) break;
    update(pts, rc, rm, n);
  }
  int iters = 0;
  for (;;) {
    *changed = 0;
    assign<<<(n + 255) / 256, 256>>>(pts, cent, member, changed, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    iters++;
    if (!*changed || iters == 50) break;
    update(pts, cent, member, n);
  }
  int bad = count_mismatch_i(member, rm, n, "member");
  bad += count_mismatch_f(cent, rc, K * DIM, 0, 0, "centroid");
  printf("kmeans: %d points, k=%d, %d iterations (host %d), %d wrong\n", n, K, iters, refIters, bad);
  return finish(bad == 0 && iters == refIters);
}
