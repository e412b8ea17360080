// Inline PTX as hand-tuned libraries (CUTLASS, FlashAttention-style
// kernels) write it, built for compute_80: ldmatrix.x4 and
// mma.sync.m16n8k16 (f16 in, f32 accumulate) on a 16x8 output tile;
// lop3, prmt, bfe, bfi, shf.l.wrap, vote.uni / vote.ballot, the
// special registers %laneid, %lanemask_lt, %warpid range, %nwarpid,
// %smid < %nsmid, %dynamic_smem_size, %total_smem_size, %clock64 and
// %globaltimer (monotonic), ld.global.nc.L1::no_allocate, ld.global with
// an L2 prefetch hint, prefetch.global.L2, red.global.add, isspacep,
// cvta.to.shared / cvta.shared, and fence.acq_rel.gpu.
#include "common.h"
#include <cuda_fp16.h>

// A (16x16, row-major) times B (16x8, column-major) on tensor cores.
__global__ void mmaTile(const __half *A, const __half *B, float *C) {
  __shared__ __half sa[16 * 16], sb[8 * 16];
  int lane = threadIdx.x;
  for (int i = lane; i < 256; i += 32) sa[i] = A[i];
  for (int i = lane; i < 128; i += 32) sb[i] = B[i];
  __syncwarp();
  unsigned a[4], b[2];
  // ldmatrix.x4: lanes 0-15 give the row addresses of the left 8 columns, 16-31 of the right.
  unsigned pa = (unsigned)__cvta_generic_to_shared(&sa[(lane % 16) * 16 + (lane / 16) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3]) : "r"(pa));
  // B column-major = B^T row-major: ldmatrix.x2 over its 8 rows of 16.
  unsigned pb = (unsigned)__cvta_generic_to_shared(&sb[(lane % 8) * 16 + ((lane / 8) % 2) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];" : "=r"(b[0]), "=r"(b[1]) : "r"(pb));
  float c[4] = {0, 0, 0, 0};
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  // Accumulator layout: c0,c1 at row lane/4, columns 2*(lane%4)+{0,1}; c2,c3 eight rows down.
  int r = lane / 4, col = 2 * (lane % 4);
  C[r * 8 + col] = c[0];
  C[r * 8 + col + 1] = c[1];
  C[(r + 8) * 8 + col] = c[2];
  C[(r + 8) * 8 + col + 1] = c[3];
}

__global__ void bitOps(const unsigned *x, const unsigned *y, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = x[i], b = y[i], r[6];
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r[0]) : "r"(a), "r"(b), "r"(a ^ b));  // majority
  asm("prmt.b32 %0, %1, %2, 0x5140;" : "=r"(r[1]) : "r"(a), "r"(b));
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r[2]) : "r"(a), "r"(b & 31), "r"((b >> 8) & 31));
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(b & 15), "r"(9));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r[4]) : "r"(a), "r"(b), "r"((a >> 4) & 31), "r"(7));
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(a >> 27));
  for (int k = 0; k < 6; k++) out[i * 6 + k] = r[k];
}

__global__ void special(unsigned *out, unsigned long long *times, float *acc, const float *in) {
  extern __shared__ int dyn[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned laneid, ltmask, warpid, nwarpid, smid, nsmid, dsz, tsz, uni, bal;
  asm("mov.u32 %0, %%laneid;" : "=r"(laneid));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(ltmask));
  asm("mov.u32 %0, %%warpid;" : "=r"(warpid));
  asm("mov.u32 %0, %%nwarpid;" : "=r"(nwarpid));
  asm("mov.u32 %0, %%smid;" : "=r"(smid));
  asm("mov.u32 %0, %%nsmid;" : "=r"(nsmid));
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dsz));
  asm("mov.u32 %0, %%total_smem_size;" : "=r"(tsz));
  asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 99; vote.sync.uni.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }" : "=r"(uni) : "r"(blockIdx.x));
  asm("{ .reg .pred p; setp.lt.u32 p, %1, 5; vote.sync.ballot.b32 %0, p, 0xffffffff; }" : "=r"(bal) : "r"(laneid));
  unsigned long long c0, c1, g0, g1;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
  dyn[threadIdx.x] = i;
  float v, w;
  asm volatile("ld.global.nc.L1::no_allocate.f32 %0, [%1];" : "=f"(v) : "l"(in + i));
  asm volatile("prefetch.global.L2 [%0];" ::"l"(in + (i + 256) % 1024));
  asm volatile("ld.global.L2::128B.f32 %0, [%1];" : "=f"(w) : "l"(in + (i + 1) % 1024));
  asm volatile("red.global.add.f32 [%0], %1;" ::"l"(acc), "f"(v * w));
  asm volatile("fence.acq_rel.gpu;");
  unsigned isShared, isGlobal, roundTrip;
  asm("{ .reg .pred p; isspacep.shared p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(isShared) : "l"((void *)&dyn[threadIdx.x]));
  asm("{ .reg .pred p; isspacep.global p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(isGlobal) : "l"((void *)in));
  {
    unsigned long long s, g;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(s) : "l"((void *)&dyn[threadIdx.x]));
    asm("cvta.shared.u64 %0, %1;" : "=l"(g) : "l"(s));
    roundTrip = *(int *)g == i;
  }
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1));
  unsigned *o = out + i * 12;
  o[0] = laneid == (threadIdx.x & 31);
  o[1] = ltmask == (1u << laneid) - 1;
  o[2] = warpid < nwarpid;
  o[3] = smid < nsmid;
  o[4] = dsz;
  o[5] = tsz >= dsz;
  o[6] = uni;
  o[7] = bal;
  o[8] = isShared;
  o[9] = isGlobal;
  o[10] = roundTrip;
  o[11] = c1 > c0 && g1 >= g0;
  times[i] = c1 - c0;
}

static float h2f(unsigned short h) {
  int e = (h >> 10) & 31, f = h & 1023;
  float v = e == 0 ? ldexpf((float)f, -24) : ldexpf((float)(f + 1024), e - 25);
  return h & 0x8000 ? -v : v;
}

int main() {
  bool ok = true;
  __half hA[256], hB[128];
  unsigned short bitsA[256], bitsB[128];
  unsigned seed = 3;
  for (int i = 0; i < 256; i++) { hA[i] = __float2half((float)((int)(lcg_next(&seed) >> 29) - 4)); memcpy(&bitsA[i], &hA[i], 2); }
  for (int i = 0; i < 128; i++) { hB[i] = __float2half((float)((int)(lcg_next(&seed) >> 29) - 4) * 0.5f); memcpy(&bitsB[i], &hB[i], 2); }
  __half *dA, *dB;
  float *dC, C[128];
  CHECK(cudaMalloc(&dA, sizeof hA)); CHECK(cudaMalloc(&dB, sizeof hB)); CHECK(cudaMalloc(&dC, sizeof C));
  CHECK(cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice));
  mmaTile<<<1, 32>>>(dA, dB, dC);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(C, dC, sizeof C, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int r = 0; r < 16; r++)
    for (int c = 0; c < 8; c++) {
      float s = 0;
      for (int k = 0; k < 16; k++) s += h2f(bitsA[r * 16 + k]) * h2f(bitsB[c * 16 + k]);
      if (C[r * 8 + c] != s && bad++ < 4) printf("mma C[%d][%d] = %g, want %g\n", r, c, C[r * 8 + c], s);
    }
  printf("ldmatrix + mma.sync m16n8k16: %d mismatches\n", bad);
  ok &= bad == 0;

  const int N = 1024;
  unsigned *hx = (unsigned *)malloc(N * 4), *hy = (unsigned *)malloc(N * 4), *ho = (unsigned *)malloc(N * 48);
  for (int i = 0; i < N; i++) { hx[i] = lcg_next(&seed); hy[i] = lcg_next(&seed); }
  unsigned *dx, *dy, *dout;
  CHECK(cudaMalloc(&dx, N * 4)); CHECK(cudaMalloc(&dy, N * 4)); CHECK(cudaMalloc(&dout, N * 48));
  CHECK(cudaMemcpy(dx, hx, N * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, N * 4, cudaMemcpyHostToDevice));
  bitOps<<<N / 128, 128>>>(dx, dy, dout);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(ho, dout, N * 24, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) {
    unsigned a = hx[i], b = hy[i], c = a ^ b, w[6];
    w[0] = (a & b) | (a & c) | (b & c);
    unsigned long long v = ((unsigned long long)b << 32) | a;
    unsigned sel[4] = {0, 4, 1, 5};
    w[1] = 0;
    for (int k = 0; k < 4; k++) w[1] |= (unsigned)((v >> (8 * sel[k])) & 0xff) << (8 * k);
    unsigned pos = b & 31, len = (b >> 8) & 31;
    w[2] = len == 0 ? 0 : (unsigned)(((unsigned long long)a >> pos) & ((1ull << len) - 1));
    if (pos + len > 32 && len) w[2] = a >> pos;
    unsigned p2 = b & 15;
    int f = (int)((a >> p2) & 511);
    if (f & 256) f -= 512;
    w[3] = (unsigned)f;
    unsigned p4 = (a >> 4) & 31, l4 = 7;
    unsigned mask = (l4 >= 32 ? ~0u : ((1u << l4) - 1)) << p4;
    w[4] = (b & ~mask) | ((a << p4) & mask);
    unsigned sh = (a >> 27) & 31;
    w[5] = sh ? (b << sh) | (a >> (32 - sh)) : b;
    for (int k = 0; k < 6; k++)
      if (ho[i * 6 + k] != w[k] && bad++ < 6) printf("bit op %d, a=%08x b=%08x: %08x want %08x\n", k, a, b, ho[i * 6 + k], w[k]);
  }
  printf("lop3/prmt/bfe/bfi/shf: %d mismatches\n", bad);
  ok &= bad == 0;

  float *hin = (float *)malloc(N * 4), *din, *dacc, acc;
  unsigned long long *dt;
  for (int i = 0; i < N; i++) hin[i] = (float)(i % 16);
  CHECK(cudaMalloc(&din, N * 4)); CHECK(cudaMalloc(&dacc, 4)); CHECK(cudaMalloc(&dt, N * 8));
  CHECK(cudaMemcpy(din, hin, N * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dacc, 0, 4));
  special<<<N / 256, 256, 256 * 4>>>(dout, dt, dacc, din);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(ho, dout, N * 48, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&acc, dacc, 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) {
    unsigned want[12] = {1, 1, 1, 1, 1024, 1, (unsigned)((i / 256) != 99), 0x1f, 1, 1, 1, 1};
    for (int k = 0; k < 12; k++)
      if (ho[i * 12 + k] != want[k] && bad++ < 6) printf("special %d of thread %d: %u want %u\n", k, i, ho[i * 12 + k], want[k]);
  }
  double wacc = 0;
  for (int i = 0; i < N; i++) wacc += hin[i] * hin[(i + 1) % N];
  printf("special registers, votes, cache hints, isspacep, cvta: %d mismatches; red.add %.0f (want %.0f)\n", bad, acc, wacc);
  ok &= bad == 0 && acc == (float)wacc;
  return finish(ok);
}
