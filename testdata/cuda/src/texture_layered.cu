// CUDA samples simpleLayeredTexture and simpleCubemapTexture: a layered 2-D
// float array and a cubemap array made with cudaMalloc3DArray
// (cudaArrayLayered, cudaArrayCubemap), filled by cudaMemcpy3D, read by
// tex2DLayered and texCubemap with point sampling (unnormalised and
// normalised coordinates), and written back through a layered surface
// (surf2DLayeredwrite) on a cudaArraySurfaceLoadStore array.
#include "common.h"

__global__ void layered(cudaTextureObject_t tex, float *out, int w, int h, int layer) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[(layer * h + y) * w + x] = -tex2DLayered<float>(tex, x + 0.5f, y + 0.5f, layer) + layer;
}

__global__ void cube(cudaTextureObject_t tex, float *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, face = blockIdx.z;
  if (x >= w || y >= w) return;
  // Map (face, x, y) to a direction through the texel centre (the cube-map convention of the guide).
  float u = ((x + 0.5f) / w) * 2.f - 1.f, v = ((y + 0.5f) / w) * 2.f - 1.f, cx, cy, cz;
  switch (face) {
    case 0: cx = 1; cy = -v; cz = -u; break;
    case 1: cx = -1; cy = -v; cz = u; break;
    case 2: cx = u; cy = 1; cz = v; break;
    case 3: cx = u; cy = -1; cz = -v; break;
    case 4: cx = u; cy = -v; cz = 1; break;
    default: cx = -u; cy = -v; cz = -1; break;
  }
  out[(face * w + y) * w + x] = texCubemap<float>(tex, cx, cy, cz);
}

__global__ void writeLayers(cudaSurfaceObject_t surf, int w, int h, int layers) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  for (int l = 0; l < layers; l++) surf2DLayeredwrite(x * 1000 + y * 10 + l, surf, x * 4, y, l);
}

int main() {
  const int w = 32, h = 24, layers = 5, cw = 16;
  bool ok = true;
  // 1. Layered texture.
  float *hdata = (float *)malloc(w * h * layers * 4), *hout = (float *)malloc(w * h * layers * 4);
  for (int i = 0; i < w * h * layers; i++) hdata[i] = (float)i;
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  CHECK(cudaMalloc3DArray(&arr, &fd, make_cudaExtent(w, h, layers), cudaArrayLayered));
  cudaMemcpy3DParms p = {0};
  p.srcPtr = make_cudaPitchedPtr(hdata, w * 4, w, h);
  p.dstArray = arr;
  p.extent = make_cudaExtent(w, h, layers);
  p.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&p));
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  CHECK(cudaCreateTextureObject(&tex, &rd, &td, NULL));
  float *dout;
  CHECK(cudaMalloc(&dout, w * h * layers * 4));
  dim3 bl(8, 8), gr((w + 7) / 8, (h + 7) / 8);
  for (int l = 0; l < layers; l++) layered<<<gr, bl>>>(tex, dout, w, h, l);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hout, dout, w * h * layers * 4, cudaMemcpyDeviceToHost));
  float *want = (float *)malloc(w * h * layers * 4);
  for (int l = 0; l < layers; l++)
    for (int i = 0; i < w * h; i++) want[l * w * h + i] = -hdata[l * w * h + i] + l;
  ok &= count_mismatch_f(hout, want, w * h * layers, 0, 0, "layered") == 0;
  cudaExtent ext;
  cudaChannelFormatDesc got;
  unsigned flags;
  CHECK(cudaArrayGetInfo(&got, &ext, &flags, arr));
  printf("layered array: %zux%zux%zu, flags %u, %d-bit float; %d layers read\n", ext.width, ext.height, ext.depth, flags, got.x, layers);
  ok &= ext.width == (size_t)w && ext.height == (size_t)h && ext.depth == (size_t)layers && (flags & cudaArrayLayered);

  // 2. Cubemap: face f holds f*1000 + y*cw + x.
  float *cdata = (float *)malloc(cw * cw * 6 * 4), *cout = (float *)malloc(cw * cw * 6 * 4);
  for (int f = 0; f < 6; f++)
    for (int i = 0; i < cw * cw; i++) cdata[f * cw * cw + i] = f * 1000.f + i;
  cudaArray_t carr;
  CHECK(cudaMalloc3DArray(&carr, &fd, make_cudaExtent(cw, cw, 6), cudaArrayCubemap));
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr(cdata, cw * 4, cw, cw);
  p.dstArray = carr;
  p.extent = make_cudaExtent(cw, cw, 6);
  p.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&p));
  rd.res.array.array = carr;
  td.normalizedCoords = 1;
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeWrap;
  cudaTextureObject_t ctex;
  CHECK(cudaCreateTextureObject(&ctex, &rd, &td, NULL));
  float *dcout;
  CHECK(cudaMalloc(&dcout, cw * cw * 6 * 4));
  cube<<<dim3(cw / 8, cw / 8, 6), dim3(8, 8)>>>(ctex, dcout, cw);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(cout, dcout, cw * cw * 6 * 4, cudaMemcpyDeviceToHost));
  ok &= count_mismatch_f(cout, cdata, cw * cw * 6, 0, 0, "cubemap") == 0;
  printf("cubemap: 6 faces of %dx%d read back through directions\n", cw, cw);

  // 3. A layered surface written by a kernel, copied back with cudaMemcpy3D.
  cudaArray_t sarr;
  cudaChannelFormatDesc id = cudaCreateChannelDesc<int>();
  CHECK(cudaMalloc3DArray(&sarr, &id, make_cudaExtent(w, h, layers), cudaArrayLayered | cudaArraySurfaceLoadStore));
  rd.res.array.array = sarr;
  cudaSurfaceObject_t surf;
  CHECK(cudaCreateSurfaceObject(&surf, &rd));
  writeLayers<<<gr, bl>>>(surf, w, h, layers);
  CHECK_LAUNCH();
  int *sout = (int *)malloc(w * h * layers * 4);
  memset(&p, 0, sizeof p);
  p.srcArray = sarr;
  p.dstPtr = make_cudaPitchedPtr(sout, w * 4, w, h);
  p.extent = make_cudaExtent(w, h, layers);
  p.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&p));
  int bad = 0;
  for (int l = 0; l < layers; l++)
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) bad += sout[(l * h + y) * w + x] != x * 1000 + y * 10 + l;
  printf("layered surface: %d mismatches\n", bad);
  ok &= bad == 0;
  CHECK(cudaDestroySurfaceObject(surf));
  CHECK(cudaDestroyTextureObject(tex));
  CHECK(cudaDestroyTextureObject(ctex));
  CHECK(cudaFreeArray(arr));
  CHECK(cudaFreeArray(carr));
  CHECK(cudaFreeArray(sarr));
  return finish(ok);
}
