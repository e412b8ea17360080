// The texture and surface examples of the CUDA C++ Programming Guide
// (texture object API: a rotation through a 2D float texture; surface
// object API: a copy between two uchar4 CUDA arrays), written for ptxsim's
// ground truth. Compiled with nvcc 11.8: nvcc -arch=sm_90 -ptx guide.cu
#include <cuda_runtime.h>

// Rotates the image held by texObj by theta around its centre; the
// texture uses normalized coordinates, wrap addressing and linear
// filtering.
__global__ void transformKernel(float* output, cudaTextureObject_t texObj,
                                int width, int height, float theta)
{
    unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;

    float u = x / (float)width;
    float v = y / (float)height;
    u -= 0.5f;
    v -= 0.5f;
    float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
    float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;

    output[y * width + x] = tex2D<float>(texObj, tu, tv);
}

// Copies one uchar4 CUDA array to another through two surface objects.
__global__ void copyKernel(cudaSurfaceObject_t inputSurfObj,
                           cudaSurfaceObject_t outputSurfObj,
                           int width, int height)
{
    unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        uchar4 data;
        surf2Dread(&data, inputSurfObj, x * 4, y);
        surf2Dwrite(data, outputSurfObj, x * 4, y);
    }
}
