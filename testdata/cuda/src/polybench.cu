// PolyBench-GPU kernels in double precision, one thread per output element
// as the suite writes them: 2mm (two chained products), atax (A^T (A x)),
// bicg (two matrix-vector products at once), gemver (rank-2 update and two
// products), correlation (mean, stddev, normalise, symmetric product),
// fdtd-2d (time steps of three field updates) and Gram-Schmidt (column
// norm, normalise, project: three kernels per column). Host references
// run the same formulas.
#include "common.h"

typedef double T;

__global__ void mm(int ni, int nj, int nk, T alpha, T beta, const T *A, const T *B, T *C) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj) {
    T s = C[i * nj + j] * beta;
    for (int k = 0; k < nk; k++) s += alpha * A[i * nk + k] * B[k * nj + j];
    C[i * nj + j] = s;
  }
}
__global__ void atax1(int n, const T *A, const T *x, T *tmp) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { T s = 0; for (int j = 0; j < n; j++) s += A[i * n + j] * x[j]; tmp[i] = s; }
}
__global__ void atax2(int n, const T *A, const T *tmp, T *y) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < n) { T s = 0; for (int i = 0; i < n; i++) s += A[i * n + j] * tmp[i]; y[j] = s; }
}
__global__ void bicg(int n, const T *A, const T *p, const T *r, T *q, T *s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    T a = 0, b = 0;
    for (int j = 0; j < n; j++) { a += A[i * n + j] * p[j]; b += r[j] * A[j * n + i]; }
    q[i] = a; s[i] = b;
  }
}
__global__ void gemver1(int n, T *A, const T *u1, const T *v1, const T *u2, const T *v2) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) A[i * n + j] += u1[i] * v1[j] + u2[i] * v2[j];
}
__global__ void gemver2(int n, T beta, const T *A, const T *y, const T *z, T *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { T s = x[i]; for (int j = 0; j < n; j++) s += beta * A[j * n + i] * y[j]; x[i] = s + z[i]; }
}
__global__ void gemver3(int n, T alpha, const T *A, const T *x, T *w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { T s = w[i]; for (int j = 0; j < n; j++) s += alpha * A[i * n + j] * x[j]; w[i] = s; }
}
__global__ void corrMeanStd(int m, int n, const T *d, T *mean, T *std) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < m) {
    T s = 0;
    for (int i = 0; i < n; i++) s += d[i * m + j];
    s /= n;
    T v = 0;
    for (int i = 0; i < n; i++) v += (d[i * m + j] - s) * (d[i * m + j] - s);
    v = sqrt(v / n);
    mean[j] = s;
    std[j] = v <= 0.005 ? 1.0 : v;
  }
}
__global__ void corrNormalise(int m, int n, T *d, const T *mean, const T *std) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < m) d[i * m + j] = (d[i * m + j] - mean[j]) / (sqrt((T)n) * std[j]);
}
__global__ void corrProduct(int m, int n, const T *d, T *c) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m) {
    c[j1 * m + j1] = 1.0;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      T s = 0;
      for (int i = 0; i < n; i++) s += d[i * m + j1] * d[i * m + j2];
      c[j1 * m + j2] = s;
      c[j2 * m + j1] = s;
    }
  }
}
__global__ void fdtdEy(int nx, int ny, T *ey, const T *hz, const T *fict, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < nx && j < ny) {
    if (i == 0) ey[j] = fict[t];
    else ey[i * ny + j] -= 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
  }
}
__global__ void fdtdEx(int nx, int ny, T *ex, const T *hz) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < nx && j < ny && j > 0) ex[i * (ny + 1) + j] -= 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
}
__global__ void fdtdHz(int nx, int ny, T *hz, const T *ex, const T *ey) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < nx && j < ny)
    hz[i * ny + j] -= 0.7 * (ex[i * (ny + 1) + j + 1] - ex[i * (ny + 1) + j] + ey[(i + 1) * ny + j] - ey[i * ny + j]);
}
__global__ void gsNorm(int m, int n, const T *a, T *r, int k) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    T s = 0;
    for (int i = 0; i < m; i++) s += a[i * n + k] * a[i * n + k];
    r[k * n + k] = sqrt(s);
  }
}
__global__ void gsQ(int m, int n, const T *a, const T *r, T *q, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m) q[i * n + k] = a[i * n + k] / r[k * n + k];
}
__global__ void gsProject(int m, int n, T *a, T *r, const T *q, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j > k && j < n) {
    T s = 0;
    for (int i = 0; i < m; i++) s += q[i * n + k] * a[i * n + j];
    r[k * n + j] = s;
    for (int i = 0; i < m; i++) a[i * n + j] -= q[i * n + k] * s;
  }
}

static T *dnew(const T *h, size_t n) {
  T *d;
  CHECK(cudaMalloc(&d, n * sizeof(T)));
  if (h) CHECK(cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice));
  else CHECK(cudaMemset(d, 0, n * sizeof(T)));
  return d;
}
static T *hnew(size_t n, unsigned *seed) {
  T *h = (T *)malloc(n * sizeof(T));
  for (size_t i = 0; i < n; i++) h[i] = seed ? lcg_float(seed) : 0;
  return h;
}
static T *back(const T *d, size_t n) {
  T *h = (T *)malloc(n * sizeof(T));
  CHECK(cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}
static int cmp(const char *what, const T *got, const T *want, size_t n, double tol) {
  int bad = 0;
  for (size_t i = 0; i < n; i++)
    if (!close_to(got[i], want[i], tol, tol) && bad++ < 3) printf("%s[%zu] = %.15g, want %.15g\n", what, i, got[i], want[i]);
  double s = 0;
  for (size_t i = 0; i < n; i++) s += got[i];
  printf("%-12s %6zu values, %d mismatches, sum %.10g\n", what, n, bad, s);
  return bad;
}

int main() {
  unsigned seed = 77;
  int bad = 0;
  dim3 b2(32, 8);
  {  // 2mm: D = alpha*A*B*C + beta*D
    const int ni = 96, nj = 80, nk = 64, nl = 72;
    T *A = hnew(ni * nk, &seed), *B = hnew(nk * nj, &seed), *C = hnew(nj * nl, &seed), *D = hnew(ni * nl, &seed);
    T *dA = dnew(A, ni * nk), *dB = dnew(B, nk * nj), *dC = dnew(C, nj * nl), *dD = dnew(D, ni * nl), *dT = dnew(NULL, ni * nj);
    mm<<<dim3((nj + 31) / 32, (ni + 7) / 8), b2>>>(ni, nj, nk, 1.5, 0.0, dA, dB, dT);
    mm<<<dim3((nl + 31) / 32, (ni + 7) / 8), b2>>>(ni, nl, nj, 1.0, 1.2, dT, dC, dD);
    CHECK_LAUNCH();
    T *tmp = hnew(ni * nj, NULL), *W = hnew(ni * nl, NULL);
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++) { T s = 0; for (int k = 0; k < nk; k++) s += 1.5 * A[i * nk + k] * B[k * nj + j]; tmp[i * nj + j] = s; }
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nl; j++) { T s = D[i * nl + j] * 1.2; for (int k = 0; k < nj; k++) s += tmp[i * nj + k] * C[k * nl + j]; W[i * nl + j] = s; }
    bad += cmp("2mm", back(dD, ni * nl), W, ni * nl, 1e-12);
  }
  const int n = 256;
  T *A = hnew(n * n, &seed), *x = hnew(n, &seed), *y = hnew(n, &seed), *z = hnew(n, &seed);
  T *dA = dnew(A, n * n), *dx = dnew(x, n), *dy = dnew(y, n), *dz = dnew(z, n), *d1 = dnew(NULL, n), *d2 = dnew(NULL, n);
  {  // atax
    atax1<<<n / 64, 64>>>(n, dA, dx, d1);
    atax2<<<n / 64, 64>>>(n, dA, d1, d2);
    CHECK_LAUNCH();
    T *t = hnew(n, NULL), *w = hnew(n, NULL);
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) t[i] += A[i * n + j] * x[j];
    for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) w[j] += A[i * n + j] * t[i];
    bad += cmp("atax", back(d2, n), w, n, 1e-12);
  }
  {  // bicg
    bicg<<<n / 64, 64>>>(n, dA, dx, dy, d1, d2);
    CHECK_LAUNCH();
    T *q = hnew(n, NULL), *s = hnew(n, NULL);
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { q[i] += A[i * n + j] * x[j]; s[i] += y[j] * A[j * n + i]; }
    bad += cmp("bicg q", back(d1, n), q, n, 1e-12);
    bad += cmp("bicg s", back(d2, n), s, n, 1e-12);
  }
  {  // gemver: A += u1 v1' + u2 v2'; x = x + beta A' y + z; w = w + alpha A x
    T *u2 = hnew(n, &seed), *v2 = hnew(n, &seed), *w = hnew(n, &seed);
    T *du2 = dnew(u2, n), *dv2 = dnew(v2, n), *dxx = dnew(x, n), *dw = dnew(w, n);
    gemver1<<<dim3(n / 32, n / 8), b2>>>(n, dA, dx, dy, du2, dv2);
    gemver2<<<n / 64, 64>>>(n, 1.2, dA, dy, dz, dxx);
    gemver3<<<n / 64, 64>>>(n, 1.5, dA, dxx, dw);
    CHECK_LAUNCH();
    T *A2 = hnew(n * n, NULL), *xx = hnew(n, NULL), *ww = hnew(n, NULL);
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) A2[i * n + j] = A[i * n + j] + (x[i] * y[j] + u2[i] * v2[j]);
    for (int i = 0; i < n; i++) { T s = x[i]; for (int j = 0; j < n; j++) s += 1.2 * A2[j * n + i] * y[j]; xx[i] = s + z[i]; }
    for (int i = 0; i < n; i++) { T s = w[i]; for (int j = 0; j < n; j++) s += 1.5 * A2[i * n + j] * xx[j]; ww[i] = s; }
    bad += cmp("gemver A", back(dA, n * n), A2, n * n, 1e-12);
    bad += cmp("gemver w", back(dw, n), ww, n, 1e-11);
  }
  {  // correlation of m columns over n rows
    const int m = 96, rows = 128;
    T *D = hnew(m * rows, &seed);
    for (int i = 0; i < rows; i++) D[i * m + 5] = 0.25;  // a constant column: stddev clamps to 1
    T *dD = dnew(D, m * rows), *dm = dnew(NULL, m), *ds = dnew(NULL, m), *dc = dnew(NULL, m * m);
    corrMeanStd<<<(m + 63) / 64, 64>>>(m, rows, dD, dm, ds);
    corrNormalise<<<dim3((m + 31) / 32, rows / 8), b2>>>(m, rows, dD, dm, ds);
    corrProduct<<<(m + 63) / 64, 64>>>(m, rows, dD, dc);
    CHECK_LAUNCH();
    T *mean = hnew(m, NULL), *sd = hnew(m, NULL), *c = hnew(m * m, NULL);
    for (int j = 0; j < m; j++) {
      T s = 0, v = 0;
      for (int i = 0; i < rows; i++) s += D[i * m + j];
      s /= rows;
      for (int i = 0; i < rows; i++) v += (D[i * m + j] - s) * (D[i * m + j] - s);
      v = sqrt(v / rows);
      mean[j] = s; sd[j] = v <= 0.005 ? 1.0 : v;
    }
    for (int i = 0; i < rows; i++) for (int j = 0; j < m; j++) D[i * m + j] = (D[i * m + j] - mean[j]) / (sqrt((T)rows) * sd[j]);
    for (int j1 = 0; j1 < m; j1++) {
      c[j1 * m + j1] = 1.0;
      for (int j2 = j1 + 1; j2 < m; j2++) {
        T s = 0;
        for (int i = 0; i < rows; i++) s += D[i * m + j1] * D[i * m + j2];
        c[j1 * m + j2] = c[j2 * m + j1] = s;
      }
    }
    bad += cmp("correlation", back(dc, m * m), c, m * m, 1e-12);
  }
  {  // fdtd-2d
    const int nx = 64, ny = 96, steps = 8;
    T *ex = hnew(nx * (ny + 1), &seed), *ey = hnew((nx + 1) * ny, &seed), *hz = hnew(nx * ny, &seed), *fict = hnew(steps, &seed);
    T *dex = dnew(ex, nx * (ny + 1)), *dey = dnew(ey, (nx + 1) * ny), *dhz = dnew(hz, nx * ny), *df = dnew(fict, steps);
    dim3 g((ny + 31) / 32, (nx + 7) / 8);
    for (int t = 0; t < steps; t++) {
      fdtdEy<<<g, b2>>>(nx, ny, dey, dhz, df, t);
      fdtdEx<<<g, b2>>>(nx, ny, dex, dhz);
      fdtdHz<<<g, b2>>>(nx, ny, dhz, dex, dey);
    }
    CHECK_LAUNCH();
    for (int t = 0; t < steps; t++) {
      for (int j = 0; j < ny; j++) ey[j] = fict[t];
      for (int i = 1; i < nx; i++) for (int j = 0; j < ny; j++) ey[i * ny + j] -= 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
      for (int i = 0; i < nx; i++) for (int j = 1; j < ny; j++) ex[i * (ny + 1) + j] -= 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
      for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++)
          hz[i * ny + j] -= 0.7 * (ex[i * (ny + 1) + j + 1] - ex[i * (ny + 1) + j] + ey[(i + 1) * ny + j] - ey[i * ny + j]);
    }
    bad += cmp("fdtd-2d hz", back(dhz, nx * ny), hz, nx * ny, 1e-9);
  }
  {  // Gram-Schmidt QR of an m x n matrix
    const int m = 128, nn = 32;
    T *a = hnew(m * nn, &seed);
    for (int i = 0; i < nn; i++) a[i * nn + i] += 4;
    T *da = dnew(a, m * nn), *dr = dnew(NULL, nn * nn), *dq = dnew(NULL, m * nn);
    for (int k = 0; k < nn; k++) {
      gsNorm<<<1, 32>>>(m, nn, da, dr, k);
      gsQ<<<(m + 63) / 64, 64>>>(m, nn, da, dr, dq, k);
      gsProject<<<(nn + 63) / 64, 64>>>(m, nn, da, dr, dq, k);
    }
    CHECK_LAUNCH();
    T *q = hnew(m * nn, NULL), *r = hnew(nn * nn, NULL);
    for (int k = 0; k < nn; k++) {
      T s = 0;
      for (int i = 0; i < m; i++) s += a[i * nn + k] * a[i * nn + k];
      r[k * nn + k] = sqrt(s);
      for (int i = 0; i < m; i++) q[i * nn + k] = a[i * nn + k] / r[k * nn + k];
      for (int j = k + 1; j < nn; j++) {
        T p = 0;
        for (int i = 0; i < m; i++) p += q[i * nn + k] * a[i * nn + j];
        r[k * nn + j] = p;
        for (int i = 0; i < m; i++) a[i * nn + j] -= q[i * nn + k] * p;
      }
    }
    bad += cmp("gramschmidt Q", back(dq, m * nn), q, m * nn, 1e-10);
    bad += cmp("gramschmidt R", back(dr, nn * nn), r, nn * nn, 1e-10);
  }
  return finish(bad == 0);
}
