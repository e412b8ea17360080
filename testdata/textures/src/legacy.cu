// The legacy texture and surface reference API (removed from CUDA 12's
// runtime, still in the driver and in PTX): module-scope references bound
// by name on the host. Compiled with nvcc 11.8 (the last toolkit that
// accepts them): nvcc -arch=sm_90 -ptx legacy.cu
#include <cuda_runtime.h>

texture<float, cudaTextureType2D, cudaReadModeElementType> texImage;     // f32 2D array, linear, normalized, wrap
texture<uchar4, cudaTextureType1D, cudaReadModeNormalizedFloat> texRGBA; // u8x4 1D array, point
texture<float, cudaTextureType1D, cudaReadModeElementType> texLinear;    // linear memory
surface<void, cudaSurfaceType2D> surfOut;                                // u32 2D array

// The guide's rotation, through a texture reference.
__global__ void transformRef(float* output, int width, int height, float theta)
{
    unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
    float u = x / (float)width - 0.5f;
    float v = y / (float)height - 0.5f;
    float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
    float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
    output[y * width + x] = tex2D(texImage, tu, tv);
}

// Point fetches through the other references; each thread also writes its
// index into the surface.
__global__ void fetchRef(float4* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 c = tex1D(texRGBA, i + 0.5f);
    float l = tex1Dfetch(texLinear, i - 2);
    out[i] = make_float4(c.x + c.w, c.y, l, c.z);
    surf2Dwrite((unsigned)(i * 3 + 1), surfOut, (i % 16) * 4, i / 16);
}
