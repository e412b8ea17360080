// Rodinia b+tree: a B+ tree of order 256 built on the host (nodes in one
// array: keys, child indices, leaf records), then two query kernels with one
// block per query and one thread per key slot: findK walks from the root,
// each level's threads comparing their key pair and one thread choosing the
// child; findRangeK walks two paths at once and counts the records between
// them. Checked against a CPU search.
#include "common.h"

#define ORDER 256

struct Node {
  int is_leaf;
  int num_keys;
  int keys[ORDER];
  int indices[ORDER]; // children (inner) or record indices (leaf)
};

__global__ void findK(int height, const Node *nodes, const int *records, const int *queries, int *cur, int *ans) {
  int b = blockIdx.x, t = threadIdx.x;
  for (int level = 0; level < height; level++) {
    const Node *n = &nodes[cur[b]];
    if (t < n->num_keys - 1 || (t == n->num_keys - 1 && true)) {
      int lo = n->keys[t];
      int hi = t + 1 < n->num_keys ? n->keys[t + 1] : 0x7fffffff;
      if (queries[b] >= lo && queries[b] < hi) {
        if (n->is_leaf)
          ans[b] = lo == queries[b] ? records[n->indices[t]] : -1;
        else
          cur[b] = n->indices[t];
      }
    }
    __syncthreads();
  }
}

__global__ void findRangeK(int height, const Node *nodes, const int *start, const int *end, int *curA, int *curB, int *count) {
  int b = blockIdx.x, t = threadIdx.x;
  __shared__ int lastA, lastB;
  for (int level = 0; level < height; level++) {
    const Node *na = &nodes[curA[b]], *nb = &nodes[curB[b]];
    if (t < na->num_keys) {
      int hi = t + 1 < na->num_keys ? na->keys[t + 1] : 0x7fffffff;
      if (start[b] >= na->keys[t] && start[b] < hi) {
        if (na->is_leaf) lastA = t; else curA[b] = na->indices[t];
      }
      if (t == 0 && start[b] < na->keys[0]) { if (na->is_leaf) lastA = 0; else curA[b] = na->indices[0]; }
    }
    if (t < nb->num_keys) {
      int hi = t + 1 < nb->num_keys ? nb->keys[t + 1] : 0x7fffffff;
      if (end[b] >= nb->keys[t] && end[b] < hi) {
        if (nb->is_leaf) lastB = t; else curB[b] = nb->indices[t];
      }
    }
    __syncthreads();
  }
  if (t == 0) {
    // Leaves are consecutive in the array: count the slots between the two ends.
    int la = curA[b], lb = curB[b];
    int c = 0;
    const Node *na = &nodes[la];
    if (start[b] > na->keys[lastA]) lastA++;
    for (int l = la; l <= lb; l++) {
      int from = l == la ? lastA : 0, to = l == lb ? lastB : nodes[l].num_keys - 1;
      if (to >= from) c += to - from + 1;
    }
    count[b] = c;
  }
}

int main() {
  const int nkeys = 200000, nq = 2048;
  int *keys = (int *)malloc(nkeys * sizeof(int)), *records = (int *)malloc(nkeys * sizeof(int));
  for (int i = 0; i < nkeys; i++) { keys[i] = 3 * i + 1; records[i] = i * 7 + 5; }
  // Build bottom-up: leaves of ORDER-1 keys (balanced fill), then inner levels.
  int per = ORDER - 1;
  int nleaves = (nkeys + per - 1) / per;
  int maxnodes = nleaves * 2 + 8;
  Node *nodes = (Node *)calloc(maxnodes, sizeof(Node));
  // Node 0 is the root, filled last; leaves start at 1.
  int next = 1, lvl_start = next, lvl_n = nleaves;
  for (int l = 0; l < nleaves; l++) {
    Node *n = &nodes[next++];
    n->is_leaf = 1;
    int from = l * per, to = from + per < nkeys ? from + per : nkeys;
    n->num_keys = to - from;
    for (int i = from; i < to; i++) { n->keys[i - from] = keys[i]; n->indices[i - from] = i; }
  }
  int height = 1;
  while (lvl_n > 1) {
    int parents = (lvl_n + per - 1) / per;
    int pstart = parents == 1 ? 0 : next;
    for (int p = 0; p < parents; p++) {
      Node *n = parents == 1 ? &nodes[0] : &nodes[next++];
      int from = p * per, to = from + per < lvl_n ? from + per : lvl_n;
      n->num_keys = to - from;
      for (int i = from; i < to; i++) { n->keys[i - from] = nodes[lvl_start + i].keys[0]; n->indices[i - from] = lvl_start + i; }
    }
    lvl_start = pstart;
    lvl_n = parents;
    height++;
  }
  nodes[0].keys[0] = -0x7fffffff;
  int *q = (int *)malloc(nq * sizeof(int)), *qe = (int *)malloc(nq * sizeof(int));
  unsigned seed = 3;
  for (int i = 0; i < nq; i++) {
    q[i] = lcg_next(&seed) % (3 * nkeys);
    qe[i] = q[i] + (lcg_next(&seed) % 3000);
    if (qe[i] >= 3 * nkeys) qe[i] = 3 * nkeys - 1;
  }
  Node *dn;
  int *drec, *dq, *dqe, *dcur, *dcurB, *dans, *dcnt;
  CHECK(cudaMalloc(&dn, next * sizeof(Node)));
  CHECK(cudaMalloc(&drec, nkeys * sizeof(int)));
  CHECK(cudaMalloc(&dq, nq * sizeof(int)));
  CHECK(cudaMalloc(&dqe, nq * sizeof(int)));
  CHECK(cudaMalloc(&dcur, nq * sizeof(int)));
  CHECK(cudaMalloc(&dcurB, nq * sizeof(int)));
  CHECK(cudaMalloc(&dans, nq * sizeof(int)));
  CHECK(cudaMalloc(&dcnt, nq * sizeof(int)));
  CHECK(cudaMemcpy(dn, nodes, next * sizeof(Node), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(drec, records, nkeys * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dq, q, nq * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dqe, qe, nq * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dcur, 0, nq * sizeof(int)));
  CHECK(cudaMemset(dans, 0xff, nq * sizeof(int)));
  findK<<<nq, ORDER>>>(height, dn, drec, dq, dcur, dans);
  CHECK_LAUNCH();
  CHECK(cudaMemset(dcur, 0, nq * sizeof(int)));
  CHECK(cudaMemset(dcurB, 0, nq * sizeof(int)));
  findRangeK<<<nq, ORDER>>>(height, dn, dq, dqe, dcur, dcurB, dcnt);
  CHECK_LAUNCH();
  int *ans = (int *)malloc(nq * sizeof(int)), *cnt = (int *)malloc(nq * sizeof(int));
  CHECK(cudaMemcpy(ans, dans, nq * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(cnt, dcnt, nq * sizeof(int), cudaMemcpyDeviceToHost));
  int *want = (int *)malloc(nq * sizeof(int)), *wantc = (int *)malloc(nq * sizeof(int));
  int found = 0;
  for (int i = 0; i < nq; i++) {
    want[i] = (q[i] % 3 == 1) ? records[q[i] / 3] : -1;
    found += want[i] >= 0;
    int lo = q[i] <= 1 ? 0 : (q[i] - 1 + 2) / 3; // first key >= q: 3k+1 >= q
    int hi = (qe[i] - 1) / 3;                     // last key <= qe
    if (qe[i] < 1) hi = -1;
    if (hi > nkeys - 1) hi = nkeys - 1;
    wantc[i] = hi >= lo ? hi - lo + 1 : 0;
  }
  bool ok = true;
  if (count_mismatch_i(ans, want, nq, "findK")) ok = false;
  if (count_mismatch_i(cnt, wantc, nq, "findRangeK")) ok = false;
  long total = 0;
  for (int i = 0; i < nq; i++) total += cnt[i];
  printf("b+tree: %d keys, height %d, %d nodes; %d queries, %d found; range total %ld\n", nkeys, height, next, nq, found, total);
  return finish(ok);
}
