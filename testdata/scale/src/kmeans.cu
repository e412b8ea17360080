// k-means, the assignment step (Rodinia kmeansPoint style): features are
// stored feature-major (features[f * npoints + p], coalesced across
// threads); the centroids sit in constant memory; each thread scans every
// centroid and every feature, reloading the point's features per centroid
// (Rodinia reads them through the texture path each time), and writes the
// index of the nearest centroid.
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

#define KM_MAX_CLUSTERS 16
#define KM_MAX_FEATURES 64
__constant__ float km_centroids[KM_MAX_CLUSTERS * KM_MAX_FEATURES];

// km_init: clustered points: point p belongs to a hidden centre (one of
// 7, by hash) whose coordinates are hash_unit(centre * 977 + f), plus
// noise in [-0.25, 0.25). One thread per point, feature-major stores.
extern "C" __global__ void km_init(float* __restrict__ features, int npoints, int nfeatures, uint32_t seed)
{
    __shared__ float centres[7 * KM_MAX_FEATURES];
    for (int i = threadIdx.x; i < 7 * nfeatures; i += blockDim.x)
        centres[i] = hash_unit((uint32_t)(i / nfeatures) * 977U + (uint32_t)(i % nfeatures));
    __syncthreads();
    for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < npoints; p += blockDim.x * gridDim.x) {
        uint32_t x = hash32((uint32_t)p ^ seed);
        const float* c = centres + (x % 7U) * nfeatures;
        for (int f = 0; f < nfeatures; ++f)
            features[(size_t)f * npoints + p] = c[f] + 0.5f * lcg_unit(x) - 0.25f;
    }
}

extern "C" __global__ void km_assign(const float* __restrict__ features, int npoints, int nfeatures, int nclusters,
                                     int* __restrict__ membership)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= npoints) return;
    int best = 0;
    float best_d = 3.0e38f;
    for (int c = 0; c < nclusters; ++c) {
        float d = 0.0f;
        for (int f = 0; f < nfeatures; ++f) {
            float diff = features[(size_t)f * npoints + p] - km_centroids[c * nfeatures + f];
            d += diff * diff;
        }
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    membership[p] = best;
}
