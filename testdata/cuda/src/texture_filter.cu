// An image filter through textures and surfaces: an 8-bit image in a CUDA
// array (the deprecated cudaMemcpyToArray copying the whole image, row
// after row), read as normalized floats with clamp addressing, blurred and
// edge-detected (3x3 Gaussian, then Sobel on the blur) into a float array
// through a surface, read back with cudaMemcpy3D from the array; then a
// two-level mipmapped array: level 0 written with cudaMemcpy3D to the
// array cudaGetMipmappedArrayLevel gives, level 1 made by a 2x2 box
// kernel through surfaces, and sampled through a texture object on the
// mipmapped array with tex2DLod. Everything checked against a CPU
// reference.
#include "common.h"

__global__ void blurSobel(cudaTextureObject_t img, cudaSurfaceObject_t out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  // 3x3 blur at the 3x3 neighbourhood, then Sobel on the blurred values.
  float b[3][3];
  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++) {
      float s = 0;
      for (int v = -1; v <= 1; v++)
        for (int u = -1; u <= 1; u++) {
          float wgt = (u == 0 ? 2.0f : 1.0f) * (v == 0 ? 2.0f : 1.0f);
          s += wgt * tex2D<float>(img, x + i + u + 0.5f, y + j + v + 0.5f);
        }
      b[j + 1][i + 1] = s * (1.0f / 16);
    }
  float gx = (b[0][2] + 2 * b[1][2] + b[2][2]) - (b[0][0] + 2 * b[1][0] + b[2][0]);
  float gy = (b[2][0] + 2 * b[2][1] + b[2][2]) - (b[0][0] + 2 * b[0][1] + b[0][2]);
  surf2Dwrite(make_float2(b[1][1], sqrtf(gx * gx + gy * gy)), out, x * 8, y);
}

__global__ void downsample(cudaSurfaceObject_t src, cudaSurfaceObject_t dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float a, b, c, d;
  surf2Dread(&a, src, (2 * x) * 4, 2 * y);
  surf2Dread(&b, src, (2 * x + 1) * 4, 2 * y);
  surf2Dread(&c, src, (2 * x) * 4, 2 * y + 1);
  surf2Dread(&d, src, (2 * x + 1) * 4, 2 * y + 1);
  surf2Dwrite(((a + b) + (c + d)) * 0.25f, dst, x * 4, y);
}

__global__ void sampleLevel(cudaTextureObject_t tex, float *out, int w, int h, float lod) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  out[y * w + x] = tex2DLod<float>(tex, (x + 0.5f) / w, (y + 0.5f) / h, lod);
}

static float pix(const unsigned char *img, int w, int h, int x, int y) {
  x = x < 0 ? 0 : x >= w ? w - 1 : x;
  y = y < 0 ? 0 : y >= h ? h - 1 : y;
  return img[y * w + x] / 255.0f;
}

int main() {
  const int W = 80, H = 60;
  unsigned char *img = (unsigned char *)malloc(W * H);
  unsigned seed = 7;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int v = ((x - 40) * (x - 40) + (y - 30) * (y - 30) < 400 ? 200 : 40) + (int)(lcg_next(&seed) >> 28);
      img[y * W + x] = (unsigned char)v;
    }

  cudaChannelFormatDesc d8 = cudaCreateChannelDesc<unsigned char>();
  cudaArray_t in;
  CHECK(cudaMallocArray(&in, &d8, W, H));
  CHECK(cudaMemcpyToArray(in, 0, 0, img, W * H, cudaMemcpyHostToDevice));
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof(rd));
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = in;
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t tex;
  CHECK(cudaCreateTextureObject(&tex, &rd, &td, NULL));

  cudaChannelFormatDesc d2 = cudaCreateChannelDesc<float2>();
  cudaArray_t outArr;
  CHECK(cudaMallocArray(&outArr, &d2, W, H, cudaArraySurfaceLoadStore));
  rd.res.array.array = outArr;
  cudaSurfaceObject_t surf;
  CHECK(cudaCreateSurfaceObject(&surf, &rd));
  dim3 blk(16, 8), grd((W + 15) / 16, (H + 7) / 8);
  blurSobel<<<grd, blk>>>(tex, surf, W, H);
  CHECK_LAUNCH();

  float *res = (float *)malloc(W * H * 8);
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof(p));
  p.srcArray = outArr;
  p.dstPtr = make_cudaPitchedPtr(res, W * 8, W * 8, H);
  p.extent = make_cudaExtent(W, H, 1);
  p.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&p));

  int bad = 0;
  double maxerr = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float b[3][3];
      for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++) {
          float s = 0;
          for (int v = -1; v <= 1; v++)
            for (int u = -1; u <= 1; u++) s += (u == 0 ? 2.0f : 1.0f) * (v == 0 ? 2.0f : 1.0f) * pix(img, W, H, x + i + u, y + j + v);
          b[j + 1][i + 1] = s / 16;
        }
      float gx = (b[0][2] + 2 * b[1][2] + b[2][2]) - (b[0][0] + 2 * b[1][0] + b[2][0]);
      float gy = (b[2][0] + 2 * b[2][1] + b[2][2]) - (b[0][0] + 2 * b[0][1] + b[0][2]);
      float want[2] = {b[1][1], sqrtf(gx * gx + gy * gy)};
      for (int c = 0; c < 2; c++) {
        double d = fabs(res[(y * W + x) * 2 + c] - want[c]);
        if (d > maxerr) maxerr = d;
        if (d > 1e-4) bad++;
      }
    }
  printf("blur + sobel: %d x %d, %d values off the CPU reference\n", W, H, bad);
  printf("# max difference: %g\n", maxerr);

  // Mipmapped array: level 0 from the host, level 1 by the box kernel.
  cudaChannelFormatDesc df = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t mip;
  CHECK(cudaMallocMipmappedArray(&mip, &df, make_cudaExtent(W, H, 0), 2, cudaArraySurfaceLoadStore));
  cudaArray_t l0, l1, l1again;
  CHECK(cudaGetMipmappedArrayLevel(&l0, mip, 0));
  CHECK(cudaGetMipmappedArrayLevel(&l1, mip, 1));
  CHECK(cudaGetMipmappedArrayLevel(&l1again, mip, 1));
  float *lev0 = (float *)malloc(W * H * 4);
  for (int i = 0; i < W * H; i++) lev0[i] = res[2 * i + 1]; // the edge magnitudes
  memset(&p, 0, sizeof(p));
  p.srcPtr = make_cudaPitchedPtr(lev0, W * 4, W * 4, H);
  p.dstArray = l0;
  p.extent = make_cudaExtent(W, H, 1);
  p.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&p));
  cudaSurfaceObject_t s0, s1;
  rd.res.array.array = l0;
  CHECK(cudaCreateSurfaceObject(&s0, &rd));
  rd.res.array.array = l1;
  CHECK(cudaCreateSurfaceObject(&s1, &rd));
  downsample<<<dim3((W / 2 + 15) / 16, (H / 2 + 7) / 8), blk>>>(s0, s1, W / 2, H / 2);
  CHECK_LAUNCH();

  cudaResourceDesc mr;
  memset(&mr, 0, sizeof(mr));
  mr.resType = cudaResourceTypeMipmappedArray;
  mr.res.mipmap.mipmap = mip;
  cudaTextureDesc mt;
  memset(&mt, 0, sizeof(mt));
  mt.addressMode[0] = mt.addressMode[1] = cudaAddressModeClamp;
  mt.filterMode = cudaFilterModePoint;
  mt.mipmapFilterMode = cudaFilterModePoint;
  mt.normalizedCoords = 1;
  mt.maxMipmapLevelClamp = 1;
  cudaTextureObject_t mtex;
  CHECK(cudaCreateTextureObject(&mtex, &mr, &mt, NULL));
  float *dl;
  CHECK(cudaMalloc(&dl, (W / 2) * (H / 2) * 4));
  sampleLevel<<<dim3((W / 2 + 15) / 16, (H / 2 + 7) / 8), blk>>>(mtex, dl, W / 2, H / 2, 1.0f);
  CHECK_LAUNCH();
  float *got = (float *)malloc((W / 2) * (H / 2) * 4), *direct = (float *)malloc((W / 2) * (H / 2) * 4);
  CHECK(cudaMemcpy(got, dl, (W / 2) * (H / 2) * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy2DFromArray(direct, (W / 2) * 4, l1, 0, 0, (W / 2) * 4, H / 2, cudaMemcpyDeviceToHost));
  int badMip = 0;
  for (int y = 0; y < H / 2; y++)
    for (int x = 0; x < W / 2; x++) {
      float a = lev0[2 * y * W + 2 * x], b = lev0[2 * y * W + 2 * x + 1], c = lev0[(2 * y + 1) * W + 2 * x], d = lev0[(2 * y + 1) * W + 2 * x + 1];
      float want = ((a + b) + (c + d)) * 0.25f;
      if (got[y * (W / 2) + x] != want || direct[y * (W / 2) + x] != want) badMip++;
    }
  printf("mipmap level 1: %d x %d, %d values wrong; same level handle twice: %d\n", W / 2, H / 2, badMip, (int)(l1 == l1again));

  CHECK(cudaDestroyTextureObject(tex));
  CHECK(cudaDestroyTextureObject(mtex));
  CHECK(cudaDestroySurfaceObject(surf));
  CHECK(cudaDestroySurfaceObject(s0));
  CHECK(cudaDestroySurfaceObject(s1));
  CHECK(cudaFreeArray(in));
  CHECK(cudaFreeArray(outArr));
  CHECK(cudaFreeMipmappedArray(mip));
  CHECK(cudaFree(dl));
  bool ok = bad == 0 && badMip == 0 && l1 == l1again;
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
