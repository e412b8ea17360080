// CRC-32 (IEEE, reflected, table driven) of many independent 512-byte
// records, one thread per record, the table built on the device into
// __device__ memory by a first kernel; checked against the host's.
#include "common.h"

#define REC 512

__device__ unsigned table[256];

__global__ void buildTable() {
  unsigned c = threadIdx.x;
  for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
  table[threadIdx.x] = c;
}

__global__ void crcRecords(const unsigned char *data, int nrec, unsigned *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrec) return;
  const unsigned char *p = data + (size_t)r * REC;
  unsigned c = 0xFFFFFFFFu;
  for (int i = 0; i < REC; i++) c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  out[r] = c ^ 0xFFFFFFFFu;
}

int main() {
  const int nrec = 256;
  unsigned char *h = (unsigned char *)malloc(nrec * REC);
  unsigned s = 4;
  for (int i = 0; i < nrec * REC; i++) h[i] = lcg_next(&s) >> 24;
  unsigned tab[256], ref[256], got[256];
  for (unsigned n = 0; n < 256; n++) {
    unsigned c = n;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    tab[n] = c;
  }
  for (int r = 0; r < nrec; r++) {
    unsigned c = 0xFFFFFFFFu;
    for (int i = 0; i < REC; i++) c = tab[(c ^ h[r * REC + i]) & 0xff] ^ (c >> 8);
    ref[r] = c ^ 0xFFFFFFFFu;
  }
  // The check value of the standard: CRC-32 of "123456789" is 0xCBF43926.
  const char *nine = "123456789";
  unsigned c = 0xFFFFFFFFu;
  for (int i = 0; i < 9; i++) c = tab[(c ^ nine[i]) & 0xff] ^ (c >> 8);
  bool ok = (c ^ 0xFFFFFFFFu) == 0xCBF43926u;
  unsigned char *d;
  unsigned *dOut;
  CHECK(cudaMalloc(&d, nrec * REC));
  CHECK(cudaMalloc(&dOut, nrec * sizeof(unsigned)));
  CHECK(cudaMemcpy(d, h, nrec * REC, cudaMemcpyHostToDevice));
  buildTable<<<1, 256>>>();
  crcRecords<<<(nrec + 63) / 64, 64>>>(d, nrec, dOut);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(got, dOut, sizeof got, cudaMemcpyDeviceToHost));
  unsigned devTab[256];
  CHECK(cudaMemcpyFromSymbol(devTab, table, sizeof devTab));
  ok = ok && memcmp(devTab, tab, sizeof tab) == 0;
  int bad = count_mismatch_i((int *)got, (int *)ref, nrec, "crc");
  printf("crc32: %d records of %d bytes, first %08x, %d wrong\n", nrec, REC, got[0], bad);
  return finish(ok && bad == 0);
}
