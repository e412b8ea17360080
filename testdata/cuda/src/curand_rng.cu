// cuRAND device API (curand_kernel.h): XORWOW and Philox4x32-10 states set
// up by curand_init with seeds, subsequences and offsets (the subsequence
// and offset jumps read cuRAND's big precalculated __device__ matrices),
// curand, curand_uniform, curand_normal, curand_normal2 and skipahead.
// The host replays XORWOW (subsequence 0) and Philox exactly; jumps are
// checked against stepping the generator; distributions by their moments.
#include "common.h"
#include <curand_kernel.h>

__global__ void xorwowRaw(unsigned long long seed, int per, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(seed + t, 0, 0, &s);
  for (int i = 0; i < per; i++) out[t * per + i] = curand(&s);
}

// Each thread jumps ahead by t*37 draws with curand_init's offset, and
// also by stepping: both must agree.
__global__ void xorwowOffset(unsigned long long seed, unsigned *jumped, unsigned *stepped) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  curandState a, b;
  curand_init(seed, 0, (unsigned long long)t * 37, &a);
  curand_init(seed, 0, 0, &b);
  for (int i = 0; i < t * 37; i++) curand(&b);
  jumped[t] = curand(&a);
  stepped[t] = curand(&b);
}

// The usual pattern: one seed, subsequence = thread id; uniform and normal.
__global__ void xorwowDist(unsigned long long seed, int per, float *uni, float *nrm, unsigned *seqJump) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(seed, t, 0, &s);
  curandState s2;
  curand_init(seed, 0, 0, &s2);
  skipahead_sequence((unsigned long long)t, &s2);
  seqJump[t] = curand(&s) ^ curand(&s2);
  for (int i = 0; i < per; i++) {
    uni[t * per + i] = curand_uniform(&s);
    nrm[t * per + i] = curand_normal(&s);
  }
}

__global__ void philox(unsigned long long seed, int per, unsigned *raw, float *uni, float2 *nrm2, unsigned *skip) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(seed, t, 3, &s);
  for (int i = 0; i < per; i++) raw[t * per + i] = curand(&s);
  for (int i = 0; i < per; i++) uni[t * per + i] = curand_uniform(&s);
  nrm2[t] = curand_normal2(&s);
  curandStatePhilox4_32_10_t a;
  curand_init(seed, t, 0, &a);
  skipahead(1000 + t, &a);
  skip[t] = curand(&a);
}

struct HostXorwow { unsigned d, v[5]; };
static void hx_init(HostXorwow *s, unsigned long long seed) {
  unsigned s0 = (unsigned)seed ^ 0xaad26b49u, s1 = (unsigned)(seed >> 32) ^ 0xf7dcefddu;
  unsigned t0 = 1099087573u * s0, t1 = 2591861531u * s1;
  s->d = 6615241u + t1 + t0;
  s->v[0] = 123456789u + t0; s->v[1] = 362436069u ^ t0; s->v[2] = 521288629u + t1;
  s->v[3] = 88675123u ^ t1; s->v[4] = 5783321u + t0;
}
static unsigned hx_next(HostXorwow *s) {
  unsigned t = s->v[0] ^ (s->v[0] >> 2);
  s->v[0] = s->v[1]; s->v[1] = s->v[2]; s->v[2] = s->v[3]; s->v[3] = s->v[4];
  s->v[4] = (s->v[4] ^ (s->v[4] << 4)) ^ (t ^ (t << 1));
  s->d += 362437u;
  return s->v[4] + s->d;
}

struct U4 { unsigned x, y, z, w; };
static U4 philox10(U4 c, unsigned kx, unsigned ky) {
  for (int r = 0; r < 10; r++) {
    unsigned long long p0 = 0xD2511F53ull * c.x, p1 = 0xCD9E8D57ull * c.z;
    U4 n = {(unsigned)(p1 >> 32) ^ c.y ^ kx, (unsigned)p1, (unsigned)(p0 >> 32) ^ c.w ^ ky, (unsigned)p0};
    c = n;
    kx += 0x9E3779B9u; ky += 0xBB67AE85u;
  }
  return c;
}
// Draw number n (from 0) of Philox subsequence sub under seed.
static unsigned philox_draw(unsigned long long seed, unsigned long long sub, unsigned long long n) {
  U4 c = {0, 0, (unsigned)sub, (unsigned)(sub >> 32)};
  unsigned long long blk = n / 4;
  unsigned long long lo = c.x + (blk & 0xffffffffull);
  c.x = (unsigned)lo;
  c.y += (unsigned)(blk >> 32) + (unsigned)(lo >> 32);
  U4 o = philox10(c, (unsigned)seed, (unsigned)(seed >> 32));
  unsigned v[4] = {o.x, o.y, o.z, o.w};
  return v[n % 4];
}

static unsigned fnv(const void *p, size_t n) {
  const unsigned char *b = (const unsigned char *)p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}

int main() {
  const int B = 4, T = 64, N = B * T, per = 64;
  const unsigned long long seed = 0x1234abcd5678ull;
  bool ok = true;
  unsigned *dRaw, *dA, *dB, *dSeq, *dSkip;
  float *dUni, *dNrm;
  float2 *dN2;
  CHECK(cudaMalloc(&dRaw, N * per * 4));
  CHECK(cudaMalloc(&dA, N * 4));
  CHECK(cudaMalloc(&dB, N * 4));
  CHECK(cudaMalloc(&dSeq, N * 4));
  CHECK(cudaMalloc(&dSkip, N * 4));
  CHECK(cudaMalloc(&dUni, N * per * 4));
  CHECK(cudaMalloc(&dNrm, N * per * 4));
  CHECK(cudaMalloc(&dN2, N * sizeof(float2)));
  unsigned *raw = (unsigned *)malloc(N * per * 4), *a = (unsigned *)malloc(N * 4), *b = (unsigned *)malloc(N * 4);
  float *uni = (float *)malloc(N * per * 4), *nrm = (float *)malloc(N * per * 4);
  float2 *n2 = (float2 *)malloc(N * sizeof(float2));

  // 1. XORWOW, subsequence 0: exact against the host.
  xorwowRaw<<<B, T>>>(seed, per, dRaw);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(raw, dRaw, N * per * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int t = 0; t < N; t++) {
    HostXorwow s;
    hx_init(&s, seed + t);
    for (int i = 0; i < per; i++)
      if (hx_next(&s) != raw[t * per + i] && bad++ < 3) printf("xorwow t%d draw %d: %08x\n", t, i, raw[t * per + i]);
  }
  printf("xorwow raw: %d mismatches, hash %08x\n", bad, fnv(raw, N * per * 4));
  ok &= bad == 0;

  // 2. Offsets (the precalculated jump matrices) against stepping.
  xorwowOffset<<<4, 32>>>(seed, dA, dB);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(a, dA, 128 * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, dB, 128 * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int t = 0; t < 128; t++) {
    HostXorwow s;
    hx_init(&s, seed);
    unsigned w = 0;
    for (int i = 0; i <= t * 37; i++) w = hx_next(&s);
    if ((a[t] != w || b[t] != w) && bad++ < 3) printf("offset t%d: jumped %08x stepped %08x want %08x\n", t, a[t], b[t], w);
  }
  printf("xorwow offsets: %d mismatches\n", bad);
  ok &= bad == 0;

  // 3. Subsequences: curand_init's jump and skipahead_sequence agree; moments.
  xorwowDist<<<B, T>>>(seed, per, dUni, dNrm, dSeq);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(uni, dUni, N * per * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(nrm, dNrm, N * per * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(a, dSeq, N * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int t = 0; t < N; t++) bad += a[t] != 0;
  double su = 0, su2 = 0, sn = 0, sn2 = 0;
  int outside = 0;
  for (int i = 0; i < N * per; i++) {
    su += uni[i]; su2 += uni[i] * (double)uni[i];
    sn += nrm[i]; sn2 += nrm[i] * (double)nrm[i];
    outside += !(uni[i] > 0.0f && uni[i] <= 1.0f);
  }
  double M = N * per, mu = su / M, vu = su2 / M - mu * mu, mn = sn / M, vn = sn2 / M - mn * mn;
  printf("xorwow subsequences: %d jump mismatches, uniform mean %.3f var %.4f (%d outside (0,1]), normal mean %.3f var %.3f\n",
         bad, mu, vu, outside, mn, vn);
  printf("xorwow uniform hash %08x, normal[0..2] %.5f %.5f %.5f\n", fnv(uni, N * per * 4), nrm[0], nrm[1], nrm[2]);
  ok &= bad == 0 && outside == 0 && fabs(mu - 0.5) < 0.01 && fabs(vu - 1.0 / 12) < 0.005 && fabs(mn) < 0.02 && fabs(vn - 1) < 0.03;

  // 4. Philox: exact against the host, uniform from the same draws, skipahead.
  philox<<<B, T>>>(seed, per, dRaw, dUni, dN2, dSkip);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(raw, dRaw, N * per * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(uni, dUni, N * per * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(n2, dN2, N * sizeof(float2), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(a, dSkip, N * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int t = 0; t < N; t++) {
    for (int i = 0; i < per; i++) {
      unsigned w = philox_draw(seed, t, 3 + i);
      if (raw[t * per + i] != w && bad++ < 3) printf("philox t%d draw %d: %08x want %08x\n", t, i, raw[t * per + i], w);
      // nvcc contracts cuRAND's x * 2^-32 + 2^-33 into one fma.
      float x = (float)philox_draw(seed, t, 3 + per + i);
      float wu = fmaf(x, 2.3283064e-10f, 2.3283064e-10f / 2.0f), wu2 = x * 2.3283064e-10f + 2.3283064e-10f / 2.0f;
      if (uni[t * per + i] != wu && uni[t * per + i] != wu2 && bad++ < 3) printf("philox t%d uniform %d: %.9g want %.9g\n", t, i, uni[t * per + i], wu);
    }
    unsigned w = philox_draw(seed, t, 1000 + t);
    if (a[t] != w && bad++ < 3) printf("philox skipahead t%d: %08x want %08x\n", t, a[t], w);
  }
  sn = sn2 = 0;
  for (int t = 0; t < N; t++) { sn += n2[t].x + n2[t].y; sn2 += n2[t].x * (double)n2[t].x + n2[t].y * (double)n2[t].y; }
  mn = sn / (2 * N); vn = sn2 / (2 * N) - mn * mn;
  printf("philox: %d mismatches, raw hash %08x, normal2 mean %.3f var %.3f, [0] %.5f %.5f\n", bad, fnv(raw, N * per * 4), mn, vn, n2[0].x, n2[0].y);
  ok &= bad == 0 && fabs(mn) < 0.1 && fabs(vn - 1) < 0.15;
  return finish(ok);
}
