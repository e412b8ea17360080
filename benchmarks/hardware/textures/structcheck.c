/* structcheck: prints the sizes and field offsets of the CUDA driver API
 * structures texcase.py builds with ctypes, as JSON, so that texcase can
 * refuse to run when its layouts disagree with the installed cuda.h.
 *   cc -I$CUDA/include structcheck.c -o structcheck && ./structcheck */
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>

#define F(s, f) printf("  \"%s.%s\": %zu,\n", #s, #f, offsetof(s, f))
#define S(s) printf("  \"%s\": %zu,\n", #s, sizeof(s))

int main(void)
{
    printf("{\n");
    S(CUDA_ARRAY3D_DESCRIPTOR);
    F(CUDA_ARRAY3D_DESCRIPTOR, Format);
    F(CUDA_ARRAY3D_DESCRIPTOR, NumChannels);
    F(CUDA_ARRAY3D_DESCRIPTOR, Flags);
    S(CUDA_ARRAY_DESCRIPTOR);
    F(CUDA_ARRAY_DESCRIPTOR, Format);
    F(CUDA_ARRAY_DESCRIPTOR, NumChannels);
    S(CUDA_MEMCPY3D);
    F(CUDA_MEMCPY3D, srcMemoryType);
    F(CUDA_MEMCPY3D, srcHost);
    F(CUDA_MEMCPY3D, srcArray);
    F(CUDA_MEMCPY3D, srcPitch);
    F(CUDA_MEMCPY3D, dstXInBytes);
    F(CUDA_MEMCPY3D, dstMemoryType);
    F(CUDA_MEMCPY3D, dstHost);
    F(CUDA_MEMCPY3D, dstArray);
    F(CUDA_MEMCPY3D, dstPitch);
    F(CUDA_MEMCPY3D, dstHeight);
    F(CUDA_MEMCPY3D, WidthInBytes);
    F(CUDA_MEMCPY3D, Height);
    F(CUDA_MEMCPY3D, Depth);
    S(CUDA_RESOURCE_DESC);
    F(CUDA_RESOURCE_DESC, res);
    F(CUDA_RESOURCE_DESC, res.linear.format);
    F(CUDA_RESOURCE_DESC, res.linear.numChannels);
    F(CUDA_RESOURCE_DESC, res.linear.sizeInBytes);
    F(CUDA_RESOURCE_DESC, res.pitch2D.width);
    F(CUDA_RESOURCE_DESC, res.pitch2D.height);
    F(CUDA_RESOURCE_DESC, res.pitch2D.pitchInBytes);
    F(CUDA_RESOURCE_DESC, flags);
    S(CUDA_TEXTURE_DESC);
    F(CUDA_TEXTURE_DESC, filterMode);
    F(CUDA_TEXTURE_DESC, flags);
    F(CUDA_TEXTURE_DESC, maxAnisotropy);
    F(CUDA_TEXTURE_DESC, mipmapFilterMode);
    F(CUDA_TEXTURE_DESC, mipmapLevelBias);
    F(CUDA_TEXTURE_DESC, minMipmapLevelClamp);
    F(CUDA_TEXTURE_DESC, maxMipmapLevelClamp);
    F(CUDA_TEXTURE_DESC, borderColor);
    printf("  \"CU_AD_FORMAT_HALF\": %d,\n", (int)CU_AD_FORMAT_HALF);
    printf("  \"CU_RESOURCE_TYPE_PITCH2D\": %d,\n", (int)CU_RESOURCE_TYPE_PITCH2D);
    printf("  \"CU_TR_ADDRESS_MODE_BORDER\": %d,\n", (int)CU_TR_ADDRESS_MODE_BORDER);
    printf("  \"CU_MEMORYTYPE_ARRAY\": %d,\n", (int)CU_MEMORYTYPE_ARRAY);
    printf("  \"CUDA_ARRAY3D_DEPTH_TEXTURE\": %d,\n", (int)CUDA_ARRAY3D_DEPTH_TEXTURE);
    printf("  \"CU_TRSF_SEAMLESS_CUBEMAP\": %d\n", (int)CU_TRSF_SEAMLESS_CUBEMAP);
    printf("}\n");
    return 0;
}
