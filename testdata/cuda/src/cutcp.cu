// Parboil CUTCP (cutoff Coulombic potential): atoms sorted into cubic bins
// of a fixed depth (float4: x, y, z, charge; empty slots have charge 0),
// each thread block computes an 8x8x8 region of the lattice, staging the
// atoms of every neighbour bin within the cutoff in shared memory; the
// smoothing function (1 - r^2/c^2)^2 / r with rsqrtf. The neighbour bin
// offsets come from __constant__ memory. Against a double CPU sum.
#include "common.h"

#define REGION 8
#define BIN_DEPTH 8
#define MAX_OFFSETS 125

__constant__ int3 bin_offsets[MAX_OFFSETS];
__constant__ int num_offsets;

__global__ void cutoff_potential(const float4 *bins, int3 nbins, float binlen, float spacing, float cutoff2, float *lattice, int3 dim) {
  __shared__ float4 atoms[BIN_DEPTH * 32];
  int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  int t = (tz * REGION + ty) * REGION + tx;
  int gx = blockIdx.x * REGION + tx, gy = blockIdx.y * REGION + ty, gz = blockIdx.z * REGION + tz;
  float px = gx * spacing, py = gy * spacing, pz = gz * spacing;
  // The bin holding the region's centre.
  float cx = (blockIdx.x * REGION + REGION / 2) * spacing, cy = (blockIdx.y * REGION + REGION / 2) * spacing, cz = (blockIdx.z * REGION + REGION / 2) * spacing;
  int bx = (int)(cx / binlen), by = (int)(cy / binlen), bz = (int)(cz / binlen);
  float e = 0;
  // Up to 32 bins at a time through shared memory.
  for (int o0 = 0; o0 < num_offsets; o0 += 32) {
    int nb = num_offsets - o0 < 32 ? num_offsets - o0 : 32;
    __syncthreads();
    for (int s = t; s < nb * BIN_DEPTH; s += REGION * REGION * REGION) {
      int3 off = bin_offsets[o0 + s / BIN_DEPTH];
      int ix = bx + off.x, iy = by + off.y, iz = bz + off.z;
      float4 a = make_float4(0, 0, 0, 0);
      if (ix >= 0 && iy >= 0 && iz >= 0 && ix < nbins.x && iy < nbins.y && iz < nbins.z)
        a = bins[((iz * nbins.y + iy) * nbins.x + ix) * BIN_DEPTH + s % BIN_DEPTH];
      atoms[s] = a;
    }
    __syncthreads();
    for (int k = 0; k < nb * BIN_DEPTH; k++) {
      float4 a = atoms[k];
      if (a.w == 0.f) continue;
      float dx = a.x - px, dy = a.y - py, dz = a.z - pz;
      float r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < cutoff2) {
        float s = 1.f - r2 * (1.f / cutoff2);
        e += a.w * rsqrtf(r2) * s * s;
      }
    }
  }
  if (gx < dim.x && gy < dim.y && gz < dim.z) lattice[(gz * dim.y + gy) * dim.x + gx] = e;
}

int main() {
  const int3 dim = make_int3(32, 32, 16);
  const float spacing = 0.5f, cutoff = 4.0f, binlen = 4.0f;
  float lx = dim.x * spacing, ly = dim.y * spacing, lz = dim.z * spacing;
  int3 nbins = make_int3((int)ceilf(lx / binlen), (int)ceilf(ly / binlen), (int)ceilf(lz / binlen));
  int nbin = nbins.x * nbins.y * nbins.z;
  const int natoms = 800;
  float4 *atoms = (float4 *)malloc(natoms * sizeof(float4));
  float4 *bins = (float4 *)calloc(nbin * BIN_DEPTH, sizeof(float4));
  int *fill = (int *)calloc(nbin, sizeof(int));
  unsigned seed = 23;
  int placed = 0;
  for (int i = 0; i < natoms; i++) {
    float4 a = make_float4(lcg_float(&seed) * lx, lcg_float(&seed) * ly, lcg_float(&seed) * lz, lcg_float(&seed) * 2.f - 1.f);
    if (a.w == 0.f) a.w = 0.5f;
    // Keep atoms off lattice points (r = 0) by a quarter spacing.
    a.x = floorf(a.x / spacing) * spacing + 0.25f * spacing;
    int b = ((int)(a.z / binlen) * nbins.y + (int)(a.y / binlen)) * nbins.x + (int)(a.x / binlen);
    if (fill[b] == BIN_DEPTH) continue; // a full bin: Parboil puts extras on the CPU; here they are dropped
    bins[b * BIN_DEPTH + fill[b]++] = a;
    atoms[placed++] = a;
  }
  // Neighbour bins: every offset whose nearest point can be within the cutoff of the region.
  int3 offs[MAX_OFFSETS];
  int noff = 0;
  int reach = (int)ceilf((cutoff + REGION * spacing) / binlen);
  for (int z = -reach; z <= reach; z++)
    for (int y = -reach; y <= reach; y++)
      for (int x = -reach; x <= reach; x++)
        if (noff < MAX_OFFSETS) offs[noff++] = make_int3(x, y, z);
  CHECK(cudaMemcpyToSymbol(bin_offsets, offs, noff * sizeof(int3)));
  CHECK(cudaMemcpyToSymbol(num_offsets, &noff, sizeof(int)));
  float4 *dbins;
  float *dlat;
  int npts = dim.x * dim.y * dim.z;
  CHECK(cudaMalloc(&dbins, nbin * BIN_DEPTH * sizeof(float4)));
  CHECK(cudaMalloc(&dlat, npts * sizeof(float)));
  CHECK(cudaMemcpy(dbins, bins, nbin * BIN_DEPTH * sizeof(float4), cudaMemcpyHostToDevice));
  dim3 grid(dim.x / REGION, dim.y / REGION, dim.z / REGION), block(REGION, REGION, REGION);
  cutoff_potential<<<grid, block>>>(dbins, nbins, binlen, spacing, cutoff * cutoff, dlat, dim);
  CHECK_LAUNCH();
  float *lat = (float *)malloc(npts * sizeof(float));
  CHECK(cudaMemcpy(lat, dlat, npts * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  double total = 0;
  for (int z = 0; z < dim.z; z++)
    for (int y = 0; y < dim.y; y++)
      for (int x = 0; x < dim.x; x++) {
        double e = 0;
        for (int i = 0; i < placed; i++) {
          double dx = atoms[i].x - x * spacing, dy = atoms[i].y - y * spacing, dz = atoms[i].z - z * spacing;
          double r2 = dx * dx + dy * dy + dz * dz;
          if (r2 < cutoff * cutoff) {
            double s = 1 - r2 / (cutoff * cutoff);
            e += atoms[i].w / sqrt(r2) * s * s;
          }
        }
        float g = lat[(z * dim.y + y) * dim.x + x];
        total += g;
        if (!close_to(g, e, 2e-3, 2e-3)) {
          if (bad < 5) printf("lattice (%d,%d,%d) = %.6f want %.6f\n", x, y, z, g, e);
          bad++;
        }
      }
  printf("cutcp: %d atoms in %d bins (%d neighbour offsets), %d lattice points, %d mismatches\n", placed, nbin, noff, npts, bad);
  printf("# total potential %.4f\n", total);
  return finish(bad == 0);
}
