// Breadth-first search, one frontier step in Rodinia's form: kernel 1 walks
// the edges of every frontier node (mask) and marks unvisited neighbours
// (cost, updating mask); kernel 2 turns the marks into the next frontier.
// The graph (node i has 4 + (29 i mod 9) random neighbours) and a mid-search
// state (a quarter of the nodes in the frontier, a quarter more visited)
// are generated on the device.
#include "common.cuh"

SCALE_CHECKSUM_KERNEL

struct Node {
    int start;
    int degree;
};

__device__ __forceinline__ int bfs_degree(uint32_t i) { return 4 + (int)((29U * i) % 9U); }
// sum_{j<i} bfs_degree(j): 29 j mod 9 has period 9 and sums to 36 per period.
__device__ __forceinline__ int bfs_start(uint32_t i)
{
    uint32_t s = 4U * i + (i / 9U) * 36U;
    for (uint32_t j = 0, m = i % 9U; j < m; ++j) s += (29U * j) % 9U;
    return (int)s;
}

// bfs_init: nodes, edges, and the search state. Frontier and visited nodes
// have cost 3, the others -1.
extern "C" __global__ void bfs_init(Node* __restrict__ nodes, int* __restrict__ edges, int* __restrict__ cost,
                                    unsigned char* __restrict__ mask, unsigned char* __restrict__ updating,
                                    unsigned char* __restrict__ visited, int n, uint32_t seed)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        int s = bfs_start(i), d = bfs_degree(i);
        nodes[i].start = s;
        nodes[i].degree = d;
        for (int k = 0; k < d; ++k) edges[s + k] = (int)(hash32((uint32_t)(s + k) ^ seed) % (uint32_t)n);
        uint32_t h = hash32((uint32_t)i * 0x9E3779B9U + seed) & 3U;
        mask[i] = h == 0;
        visited[i] = h <= 1;
        updating[i] = 0;
        cost[i] = h <= 1 ? 3 : -1;
    }
}

extern "C" __global__ void bfs_expand(const Node* __restrict__ nodes, const int* __restrict__ edges, unsigned char* mask,
                                      unsigned char* updating, const unsigned char* visited, int* cost, int n)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid < n && mask[tid]) {
        mask[tid] = 0;
        int s = nodes[tid].start, e = s + nodes[tid].degree;
        for (int k = s; k < e; ++k) {
            int id = edges[k];
            if (!visited[id]) {
                cost[id] = cost[tid] + 1;
                updating[id] = 1;
            }
        }
    }
}

extern "C" __global__ void bfs_update(unsigned char* mask, unsigned char* updating, unsigned char* visited, int* over, int n)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid < n && updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        *over = 1;
        updating[tid] = 0;
    }
}
