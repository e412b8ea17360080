// Breadth-first search in the style of Rodinia's bfs: a CSR graph, a
// frontier mask, an updating mask and a "keep going" flag read back after
// each level.
#include "common.h"

__global__ void expand(const int *rowStart, const int *edges, bool *frontier, bool *updating, const bool *visited, int *cost, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && frontier[v]) {
    frontier[v] = false;
    for (int e = rowStart[v]; e < rowStart[v + 1]; e++) {
      int u = edges[e];
      if (!visited[u]) {
        cost[u] = cost[v] + 1;
        updating[u] = true;
      }
    }
  }
}

__global__ void settle(bool *frontier, bool *updating, bool *visited, bool *again, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && updating[v]) {
    frontier[v] = true;
    visited[v] = true;
    *again = true;
    updating[v] = false;
  }
}

int main() {
  const int n = 6000, deg = 4;
  // A random graph plus a long chain so the search takes many levels.
  int *rowStart = (int *)malloc((n + 1) * sizeof(int)), *edges = (int *)malloc(n * (deg + 1) * sizeof(int));
  unsigned s = 31;
  int ne = 0;
  for (int v = 0; v < n; v++) {
    rowStart[v] = ne;
    if (v + 1 < n) edges[ne++] = v + 1;
    for (int k = 0; k < deg; k++) {
      unsigned r = lcg_next(&s);
      // Mostly local edges: the graph stays deep.
      int u = (r & 7) ? (v + (int)((r >> 8) % 40)) % n : (int)((r >> 8) % n);
      edges[ne++] = u;
    }
  }
  rowStart[n] = ne;
  // CPU reference.
  int *ref = (int *)malloc(n * sizeof(int)), *queue = (int *)malloc(n * sizeof(int));
  for (int v = 0; v < n; v++) ref[v] = -1;
  int qh = 0, qt = 0;
  ref[0] = 0;
  queue[qt++] = 0;
  while (qh < qt) {
    int v = queue[qh++];
    for (int e = rowStart[v]; e < rowStart[v + 1]; e++)
      if (ref[edges[e]] < 0) {
        ref[edges[e]] = ref[v] + 1;
        queue[qt++] = edges[e];
      }
  }
  int *dRow, *dEdges, *dCost;
  bool *dFront, *dUpd, *dVis, *dAgain;
  CHECK(cudaMalloc(&dRow, (n + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dEdges, ne * sizeof(int)));
  CHECK(cudaMalloc(&dCost, n * sizeof(int)));
  CHECK(cudaMalloc(&dFront, n));
  CHECK(cudaMalloc(&dUpd, n));
  CHECK(cudaMalloc(&dVis, n));
  CHECK(cudaMalloc(&dAgain, 1));
  CHECK(cudaMemcpy(dRow, rowStart, (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dEdges, edges, ne * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dCost, 0xff, n * sizeof(int)));
  CHECK(cudaMemset(dFront, 0, n));
  CHECK(cudaMemset(dUpd, 0, n));
  CHECK(cudaMemset(dVis, 0, n));
  bool t = true;
  int zero = 0;
  CHECK(cudaMemcpy(dFront, &t, 1, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVis, &t, 1, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dCost, &zero, sizeof zero, cudaMemcpyHostToDevice));
  int levels = 0;
  bool again;
  do {
    again = false;
    CHECK(cudaMemcpy(dAgain, &again, 1, cudaMemcpyHostToDevice));
    expand<<<(n + 255) / 256, 256>>>(dRow, dEdges, dFront, dUpd, dVis, dCost, n);
    settle<<<(n + 255) / 256, 256>>>(dFront, dUpd, dVis, dAgain, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(&again, dAgain, 1, cudaMemcpyDeviceToHost));
    levels++;
  } while (again);
  int *cost = (int *)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(cost, dCost, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = count_mismatch_i(cost, ref, n, "cost");
  printf("bfs: %d vertices, %d edges, %d levels, %d wrong\n", n, ne, levels, bad);
  return finish(bad == 0);
}
