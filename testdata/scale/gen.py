#!/usr/bin/env python3
"""Writes the scale corpus's cases (cases/NAME/case.json and the few input
files they need) from the table below. Standard library only.

Most inputs are generated on the device by each case's first launch (an
init kernel hashing the element index), so the cases carry almost no data;
large outputs are reduced by a checksum launch (checksum_u32: per-chunk sums
of w[i] * (2i + 1)) or, where float results are compared with a tolerance,
by row sums (rowsums_f32), so the expected files stay small.

Run from anywhere: python3 testdata/scale/gen.py
"""
import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
MB = 1 << 20


def hash32(x):
    """The device's hash32 (common.cuh), for inputs computed here."""
    x &= 0xFFFFFFFF
    x ^= x >> 16
    x = (x * 0x7FEB352D) & 0xFFFFFFFF
    x ^= x >> 15
    x = (x * 0x846CA68B) & 0xFFFFFFFF
    x ^= x >> 16
    return x


def hash_unit(x):
    return (hash32(x) >> 8) * (1.0 / 16777216.0)


def f32s(vals):
    return struct.pack("<%df" % len(vals), *vals)


# ------------------------------------------------------------ case helpers

def ptr(name, offset=0):
    return {"ptr": name, "offset": offset} if offset else {"ptr": name}


def u64(v):
    return {"u64": v}


def u32(v):
    return {"u32": v}


def s32(v):
    return {"s32": v}


def f32(v):
    return {"f32": v}


def launch(kernel, grid, block, params, shared=0):
    g = list(grid) + [1] * (3 - len(grid))
    b = list(block) + [1] * (3 - len(block))
    return {"kernel": kernel, "grid": g, "block": b, "shared_bytes": shared, "params": params}


def buf(name, nbytes, dtype, fill=0, init=None):
    b = {"name": name, "bytes": nbytes, "dtype": dtype}
    if init:
        b["init"] = init
    else:
        b["fill"] = fill
    return b


def checksum(bufname, nwords, chunk, out):
    """The checksum launch over nwords 32-bit words of bufname into out;
    chunk 0 picks 32768 words per block for large buffers, 8192 otherwise."""
    if chunk == 0:
        chunk = 32768 if nwords >= 8 * 1024 * 1024 else 8192
    blocks = (nwords + chunk - 1) // chunk
    return launch("checksum_u32", [blocks], [256], [ptr(bufname), u64(nwords), u32(chunk), ptr(out)]), blocks


def sums_buf(blocks, name="sums"):
    return buf(name, 4 * blocks, "u32")


def exact(name, dtype="u32"):
    return {"buffer": name, "dtype": dtype, "compare": "exact", "file": name + ".expected.bin"}


def tol(name, dtype, abs_, rel):
    return {"buffer": name, "dtype": dtype, "compare": "tol", "abs": abs_, "rel": rel, "file": name + ".expected.bin"}


GRID_STRIDE = [132 * 8]  # 8 blocks of 256 per SM for the grid-stride kernels
CASES = []


def case(name, module, buffers, launches, expect, tags, note, globals_=None, files=None):
    CASES.append({
        "name": name, "module": "../../ptx/%s.sm_90.ptx" % module, "arch": "sm_90",
        "buffers": buffers, "globals": globals_ or [], "launches": launches, "expect": expect,
        "tags": ["scale"] + tags, "note": note, "_files": files or {},
    })


# ------------------------------------------------------------ stream

def stream_cases():
    n = 32 * 1024 * 1024
    A, B, C = 0, 4 * n, 8 * n
    ck, blocks = checksum("abc", 3 * n, 0, "sums")
    case("stream_dram", "stream",
         [buf("abc", 12 * n, "f32"), sums_buf(blocks)],
         [launch("stream_init", GRID_STRIDE, [256], [ptr("abc", A), ptr("abc", B), ptr("abc", C), u64(n), u32(1)]),
          launch("stream_copy", [n // 256], [256], [ptr("abc", A), ptr("abc", C), u64(n)]),
          launch("stream_scale", [n // 256], [256], [ptr("abc", B), ptr("abc", C), f32(3.0), u64(n)]),
          launch("stream_add", [n // 256], [256], [ptr("abc", A), ptr("abc", B), ptr("abc", C), u64(n)]),
          launch("stream_triad", GRID_STRIDE, [256], [ptr("abc", A), ptr("abc", B), ptr("abc", C), f32(3.0), u64(n), s32(1)]),
          ck],
         [exact("sums")], ["memory", "stream", "dram"],
         "STREAM on three 128 MB arrays (a, b, c in one buffer): launch 0 writes them (write-only stream), "
         "1 copy c=a, 2 scale b=3c, 3 add c=a+b (one element per thread), 4 triad a=b+3c (grid-stride, 1056x256), "
         "5 checksum of all three arrays (a 384 MB read)")

    for name, n, passes, what in (("stream_triad_l2", 1024 * 1024, 48, "three 4 MB arrays (12 MB, L2-resident), 48 passes"),
                                  ("stream_triad_mid", 4 * 1024 * 1024, 8, "three 16 MB arrays (48 MB, about L2's size), 8 passes")):
        ck, blocks = checksum("abc", 3 * n, 0, "sums")
        case(name, "stream",
             [buf("abc", 12 * n, "f32"), sums_buf(blocks)],
             [launch("stream_init", GRID_STRIDE, [256], [ptr("abc", 0), ptr("abc", 4 * n), ptr("abc", 8 * n), u64(n), u32(7)]),
              launch("stream_triad", GRID_STRIDE, [256], [ptr("abc", 0), ptr("abc", 4 * n), ptr("abc", 8 * n), f32(3.0), u64(n), s32(passes)]),
              ck],
             [exact("sums")], ["memory", "stream", "l2"],
             "triad a=b+3c over %s: each pass shifts the block-to-slice mapping by half the grid so a repeated pass "
             "reads L2, not L1; launch 0 init, 1 triad, 2 checksum" % what)

    # Strided copy: 16M floats in, three strides into three 64 MB outputs.
    n = 16 * 1024 * 1024
    ck, blocks = checksum("out", 3 * n, 0, "sums")
    launches = [launch("gather_init", GRID_STRIDE, [256], [ptr("in"), u64(n), ptr("in"), u64(0), u32(3)])]
    for k, stride in enumerate((2, 8, 32)):
        launches.append(launch("strided_copy", [n // 256], [256],
                               [ptr("in"), ptr("out", 4 * n * k), u64(n), u64(n - 1), s32(24), u32(stride)]))
    launches.append(ck)
    case("strided", "stream", [buf("in", 4 * n, "f32"), buf("out", 12 * n, "f32"), sums_buf(blocks)], launches,
         [exact("sums")], ["memory", "strided"],
         "out[i] = in[(i*s mod n) + (i*s div n)] over 16M floats (64 MB): every element read once, each warp's load "
         "spans min(32, s) sectors; launch 0 init, 1-3 strides 2, 8, 32 (each into its own 64 MB output), 4 checksum")

    # Random gather: a 128 MB table, 8M indices; an 8 MB window (L2) and the whole table (DRAM).
    nt, ni = 32 * 1024 * 1024, 8 * 1024 * 1024
    ck, blocks = checksum("out", 2 * ni, 0, "sums")
    case("gather", "stream",
         [buf("table", 4 * nt, "f32"), buf("idx", 4 * ni, "u32"), buf("out", 8 * ni, "f32"), sums_buf(blocks)],
         [launch("gather_init", GRID_STRIDE, [256], [ptr("table"), u64(nt), ptr("idx"), u64(ni), u32(5)]),
          launch("gather", [ni // 256], [256], [ptr("table"), ptr("idx"), u32(2 * 1024 * 1024 - 1), ptr("out"), u64(ni)]),
          launch("gather", [ni // 256], [256], [ptr("table"), ptr("idx"), u32(nt - 1), ptr("out", 4 * ni), u64(ni)]),
          ck],
         [exact("sums")], ["memory", "irregular", "gather"],
         "out[i] = 2*table[idx[i] & mask]+1, 8M random indices: launch 0 init (128 MB table, 32 MB indices), "
         "1 gathers from the first 8 MB of the table (L2-resident after first touch), 2 from all 128 MB (DRAM), 3 checksum")


# ------------------------------------------------------------ stencils

def stencil_cases():
    nx, ny = 8192, 4096
    n = nx * ny
    ck, blocks = checksum("out", n, 0, "sums")
    case("stencil2d", "stencil",
         [buf("in", 4 * n, "f32"), buf("out", 4 * n, "f32"), sums_buf(blocks)],
         [launch("grid_init", GRID_STRIDE, [256], [ptr("in"), u64(n), u32(11)]),
          launch("jacobi2d", [nx // 32, ny // 8], [32, 8], [ptr("in"), ptr("out"), s32(nx), s32(ny), f32(0.5), f32(0.125)]),
          ck],
         [exact("sums")], ["memory", "stencil"],
         "2D 5-point Jacobi step on an 8192x4096 float grid (128 MB), neighbours from global memory (L1 reuse); "
         "launch 0 init, 1 the step, 2 checksum")

    nx, ny, nz = 512, 256, 256
    n = nx * ny * nz
    ck, blocks = checksum("in", n, 0, "sums")
    case("stencil3d", "stencil",
         [buf("in", 4 * n, "f32"), buf("out", 4 * n, "f32"), sums_buf(blocks)],
         [launch("grid_init", GRID_STRIDE, [256], [ptr("in"), u64(n), u32(13)]),
          launch("stencil3d_naive", [nx // 32, ny // 4, nz // 2], [32, 4, 2],
                 [ptr("in"), ptr("out"), s32(nx), s32(ny), s32(nz), f32(0.25), f32(0.125)]),
          launch("stencil3d_zmarch", [nx // 32, ny // 8], [32, 8],
                 [ptr("out"), ptr("in"), s32(nx), s32(ny), s32(nz), f32(0.25), f32(0.125)]),
          ck],
         [exact("sums")], ["memory", "stencil"],
         "3D 7-point stencil on a 512x256x256 float grid (128 MB): launch 0 init, 1 one thread per point (in->out), "
         "2 Parboil-style z-march with the plane in shared memory (out->in), 3 checksum")

    nx, ny = 4096, 4096
    n = nx * ny
    ck, blocks = checksum("img", n, 0, "sums")
    coef = [hash_unit(900 + k) * 0.1 for k in range(17)]
    case("convsep", "stencil",
         [buf("img", 4 * n, "f32"), buf("tmp", 4 * n, "f32"), sums_buf(blocks)],
         [launch("grid_init", GRID_STRIDE, [256], [ptr("img"), u64(n), u32(17)]),
          launch("conv_rows", [nx // 128, ny // 4], [128, 4], [ptr("img"), ptr("tmp"), s32(nx), s32(ny)]),
          launch("conv_cols", [nx // 32, ny // 64], [32, 8], [ptr("tmp"), ptr("img"), s32(nx), s32(ny)]),
          ck],
         [exact("sums")], ["memory", "stencil", "shared"],
         "separable convolution, radius 8, coefficients in constant memory, on a 4096x4096 float image (64 MB): "
         "launch 0 init, 1 rows (img->tmp), 2 columns (tmp->img), 3 checksum",
         globals_=[{"symbol": "conv_coef", "dtype": "f32", "init": "global.conv_coef.in.bin"}],
         files={"global.conv_coef.in.bin": f32s(coef)})


# ------------------------------------------------------------ dynamic programming, clustering

def dp_cases():
    cols, steps = 1024 * 1024, 32
    rows = steps + 1
    ck, blocks = checksum("dst", cols, 0, "sums")
    out_w = 256 - 2 * steps
    case("pathfinder", "dp",
         [buf("wall", 4 * rows * cols, "i32"), buf("dst", 4 * cols, "i32"), sums_buf(blocks)],
         [launch("path_init", GRID_STRIDE, [256], [ptr("wall"), s32(rows), s32(cols), u32(19)]),
          launch("pathfinder", [(cols + out_w - 1) // out_w], [256], [ptr("wall"), ptr("wall"), ptr("dst"), s32(cols), s32(0), s32(steps)]),
          ck],
         [exact("sums")], ["compute", "dp", "shared"],
         "Rodinia pathfinder: 33 rows x 1M columns of weights (132 MB); launch 0 init, 1 one pyramid of 32 rows "
         "from row 0 (256-thread blocks, 192 useful columns each, a barrier per row), 2 checksum of the costs")

    npoints, nfeat, nclus = 1024 * 1024, 34, 5
    ck, blocks = checksum("membership", npoints, 0, "sums")
    # Centroids: five of km_init's seven hidden centres, shifted a little.
    cent = [0.0] * (16 * 64)
    for c in range(nclus):
        for f in range(nfeat):
            cent[c * nfeat + f] = hash_unit(c * 977 + f) + 0.05 * (hash_unit(5000 + c * 64 + f) - 0.5)
    case("kmeans", "kmeans",
         [buf("features", 4 * npoints * nfeat, "f32"), buf("membership", 4 * npoints, "i32"), sums_buf(blocks)],
         [launch("km_init", GRID_STRIDE, [256], [ptr("features"), s32(npoints), s32(nfeat), u32(23)]),
          launch("km_assign", [npoints // 256], [256], [ptr("features"), s32(npoints), s32(nfeat), s32(nclus), ptr("membership")]),
          ck],
         [exact("sums")], ["memory", "clustering"],
         "Rodinia k-means assignment: 1M points x 34 features (136 MB, feature-major), 5 centroids in constant memory, "
         "features reloaded per centroid; launch 0 init, 1 assign, 2 checksum of the memberships",
         globals_=[{"symbol": "km_centroids", "dtype": "f32", "init": "global.km_centroids.in.bin"}],
         files={"global.km_centroids.in.bin": f32s(cent)})


# ------------------------------------------------------------ reductions, histogram, scan

def reduce_cases():
    n = 64 * 1024 * 1024
    case("reduce", "reduce",
         [buf("in", 4 * n, "u32"), buf("total", 8, "u64")],
         [launch("words_init", GRID_STRIDE, [256], [ptr("in"), u64(n), u32(29), s32(0), u32(0xFFFFFFFF)]),
          launch("reduce_sum", GRID_STRIDE, [256], [ptr("in"), u64(n // 4), ptr("total")])],
         [exact("total", "u64")], ["memory", "reduction", "atomics"],
         "sum of 64M 32-bit words (256 MB) in 64 bits: launch 0 init, 1 grid-stride uint4 loads, shuffle reduction, "
         "one atomicAdd per block")

    n = 16 * 1024 * 1024
    case("histogram", "reduce",
         [buf("in", 4 * n, "u32"), buf("bins", 1024, "u32")],
         [launch("words_init", GRID_STRIDE, [256], [ptr("in"), u64(n), u32(31), s32(1), u32(0xFFFFFFFF)]),
          launch("histogram256", GRID_STRIDE, [256], [ptr("in"), u64(n), ptr("bins")])],
         [exact("bins")], ["compute", "atomics", "shared"],
         "256-bin byte histogram of 64M bytes (16M words): bell-shaped byte values (sums of four 6-bit fields) so "
         "shared atomics contend; launch 0 init, 1 per-block shared histogram merged with global atomics")

    n = 32 * 1024 * 1024
    tile = 256 * 8
    nb = n // tile
    ck, blocks = checksum("out", n, 0, "sums")
    case("scan", "reduce",
         [buf("in", 4 * n, "u32"), buf("out", 4 * n, "u32"), buf("blocksums", 4 * nb, "u32"), sums_buf(blocks)],
         [launch("words_init", GRID_STRIDE, [256], [ptr("in"), u64(n), u32(37), s32(0), u32(0xFF)]),
          launch("scan_blocks", [nb], [256], [ptr("in"), ptr("out"), ptr("blocksums")]),
          launch("scan_sums", [1], [1024], [ptr("blocksums"), s32(nb)]),
          launch("scan_add", [nb], [256], [ptr("out"), ptr("blocksums")]),
          ck],
         [exact("sums"), exact("blocksums")], ["memory", "scan", "shared"],
         "exclusive prefix sum of 32M bytes-valued words (128 MB): launch 0 init, 1 block scans (2048 elements per "
         "block, shuffles), 2 one block scans the 16384 block sums, 3 add the offsets, 4 checksum")


# ------------------------------------------------------------ dense linear algebra

def gemm_cases():
    M = N = 1536
    K = 512
    ck, blocks = checksum("C", M * N, 0, "sums")
    case("sgemm", "sgemm",
         [buf("AB", 4 * (M * K + K * N), "f32"), buf("C", 4 * M * N, "f32"), sums_buf(blocks)],
         [launch("mat_init", GRID_STRIDE, [256], [ptr("AB"), u64(M * K + K * N), u32(41)]),
          launch("sgemm", [N // 128, M // 128], [256], [ptr("AB"), ptr("AB", 4 * M * K), ptr("C"), s32(M), s32(N), s32(K)]),
          ck],
         [exact("sums")], ["compute", "gemm"],
         "register-blocked SGEMM 1536x1536x512 (128x128 tiles, 8x8 per thread, double-buffered shared tiles): "
         "launch 0 init A and B, 1 sgemm (144 blocks), 2 checksum of C")

    M = N = 2048
    K = 512
    case("tcgemm", "tcgemm",
         [buf("AB", 2 * (M * K + K * N), "f16"), buf("C", 4 * M * N, "f32"), buf("rows", 16 * M, "f64")],
         [launch("half_init", GRID_STRIDE, [256], [ptr("AB"), u64(M * K + K * N), u32(43)]),
          launch("tc_gemm", [N // 128, M // 128], [128], [ptr("AB"), ptr("AB", 2 * M * K), ptr("C"), s32(M), s32(N), s32(K)]),
          launch("rowsums_f32", [M // 8], [256], [ptr("C"), s32(M), s32(N), ptr("rows")])],
         [tol("rows", "f64", 1e-3, 1e-5)], ["compute", "tensor", "gemm"],
         "tensor-core GEMM 2048x2048x512, f16 in, f32 accumulate, Triton's sm_80 shape: 128x128x32 tiles, 4 warps, 3-stage "
         "cp.async ring, ldmatrix(.trans), mma.sync.m16n8k16: launch 0 init, 1 gemm (256 blocks), 2 per-row sums and "
         "weighted sums of C in double (compared with a tolerance)")


# ------------------------------------------------------------ sparse and irregular

def csr_nnz(n):
    def start(r):
        s = 2 * r + (r // 61) * 1830 + 960 * ((r + 1023) // 1024)
        for i in range(r % 61):
            s += (37 * i) % 61
        return s

    def length(r):
        return 2 + (37 * r) % 61 + (960 if r % 1024 == 0 else 0)
    return start(n - 1) + length(n - 1)


def bfs_edges(n):
    s = 4 * n + (n // 9) * 36
    for j in range(n % 9):
        s += (29 * j) % 9
    return s


def sparse_cases():
    n = 1024 * 1024
    nnz = csr_nnz(n)
    ck, blocks = checksum("y", 2 * n, 0, "sums")
    case("spmv", "spmv",
         [buf("row_ptr", 4 * (n + 1), "u32"), buf("cols", 4 * nnz, "u32"), buf("vals", 4 * nnz, "f32"),
          buf("x", 4 * n, "f32"), buf("y", 8 * n, "f32"), sums_buf(blocks)],
         [launch("csr_init", GRID_STRIDE, [256], [ptr("row_ptr"), ptr("cols"), ptr("vals"), ptr("x"), s32(n), u32(47)]),
          launch("spmv_scalar", [n // 256], [256], [ptr("row_ptr"), ptr("cols"), ptr("vals"), ptr("x"), ptr("y"), s32(n)]),
          launch("spmv_vector", [n * 32 // 256], [256], [ptr("row_ptr"), ptr("cols"), ptr("vals"), ptr("x"), ptr("y", 4 * n), s32(n)]),
          ck],
         [exact("sums")], ["memory", "irregular", "sparse"],
         "CSR SpMV, 1M rows, %d nonzeros (2-62 per row, every 1024th row 960 more; 3/4 of the columns within 4096 "
         "of the diagonal): launch 0 init, 1 scalar (thread per row), 2 vector (warp per row), 3 checksum of both y" % nnz)

    size = 4096
    ck, blocks = checksum("ab", size * size + size, 0, "sums")
    case("gaussian", "gaussian",
         [buf("ab", 4 * (size * size + size), "f32"), buf("m", 4 * size * size, "f32"), sums_buf(blocks)],
         [launch("gauss_init", GRID_STRIDE, [256], [ptr("ab"), ptr("ab", 4 * size * size), s32(size), s32(12), u32(53)]),
          launch("fan1", [(size + 255) // 256], [256], [ptr("m"), ptr("ab"), s32(size), s32(0)]),
          launch("fan2", [size // 16, size // 16], [16, 16], [ptr("m"), ptr("ab"), ptr("ab", 4 * size * size), s32(size), s32(0)]),
          ck],
         [exact("sums")], ["memory", "irregular", "elimination"],
         "Rodinia Gaussian elimination, first step of a 4096x4096 system: launch 0 init, 1 Fan1 (multipliers of "
         "column 0), 2 Fan2 (16x16 blocks, x = row: each warp touches 16 rows), 3 checksum of a and b")

    rows, cols = 4096, 8192
    n = rows * cols
    ck, blocks = checksum("io", 2 * n, 0, "sums")
    case("transpose", "transpose",
         [buf("io", 8 * n, "f32"), sums_buf(blocks)],
         [launch("tr_init", GRID_STRIDE, [256], [ptr("io"), u64(n), u32(59)]),
          launch("transpose_tiled", [cols // 32, rows // 32], [32, 8], [ptr("io"), ptr("io", 4 * n), s32(rows), s32(cols)]),
          launch("transpose_naive", [rows // 32, cols // 32], [32, 8], [ptr("io", 4 * n), ptr("io"), s32(cols), s32(rows)]),
          ck],
         [exact("sums")], ["memory", "transpose"],
         "transpose of a 4096x8192 float matrix (128 MB): launch 0 init, 1 tiled (shared 32x33 tile) in->out, "
         "2 naive (strided stores) out->in, restoring the input, 3 checksum of both")

    n = 4 * 1024 * 1024
    ne = bfs_edges(n)
    state = 4 * n + 3 * n  # cost (int), mask, updating, visited (bytes)
    ck, blocks = checksum("state", state // 4, 0, "sums")
    case("bfs", "bfs",
         [buf("nodes", 8 * n, "i32"), buf("edges", 4 * ne, "i32"), buf("state", state, "u8"), buf("over", 4, "i32"),
          sums_buf(blocks)],
         [launch("bfs_init", GRID_STRIDE, [256], [ptr("nodes"), ptr("edges"), ptr("state"), ptr("state", 4 * n),
                                                 ptr("state", 5 * n), ptr("state", 6 * n), s32(n), u32(61)]),
          launch("bfs_expand", [n // 256], [256], [ptr("nodes"), ptr("edges"), ptr("state", 4 * n), ptr("state", 5 * n),
                                                   ptr("state", 6 * n), ptr("state"), s32(n)]),
          launch("bfs_update", [n // 256], [256], [ptr("state", 4 * n), ptr("state", 5 * n), ptr("state", 6 * n), ptr("over"), s32(n)]),
          ck],
         [exact("sums"), exact("over", "i32")], ["memory", "irregular", "graph"],
         "Rodinia BFS, one frontier step on a random graph of 4M nodes and %d edges (4-12 per node), a quarter of the "
         "nodes in the frontier and a quarter more visited: launch 0 init, 1 expand, 2 update, 3 checksum of the state" % ne)


# ------------------------------------------------------------ n-body

def nbody_cases():
    n = 8192
    pos = []
    for i in range(n):
        pos += [hash_unit(4 * i) * 2 - 1, hash_unit(4 * i + 1) * 2 - 1, hash_unit(4 * i + 2) * 2 - 1,
                0.5 + hash_unit(4 * i + 3)]
    case("nbody", "nbody",
         [buf("pos", 16 * n, "f32", init="pos.in.bin"), buf("acc", 16 * n, "f32")],
         [launch("nbody_accel", [n // 64], [64], [ptr("pos"), ptr("acc"), s32(n), f32(0.01)], shared=64 * 16)],
         [tol("acc", "f32", 1e-3, 1e-4)], ["compute", "nbody"],
         "all-pairs n-body accelerations, 8192 bodies in a cube, 64-thread blocks (128 blocks: one or two warps per "
         "SM, latency-bound), rsqrt, tiles of 64 bodies in shared memory",
         files={"pos.in.bin": f32s(pos)})


def main():
    stream_cases()
    stencil_cases()
    dp_cases()
    reduce_cases()
    gemm_cases()
    sparse_cases()
    nbody_cases()
    names = set()
    for c in CASES:
        assert c["name"] not in names, c["name"]
        names.add(c["name"])
        d = os.path.join(HERE, "cases", c["name"])
        os.makedirs(d, exist_ok=True)
        files = c.pop("_files")
        for fn, data in files.items():
            with open(os.path.join(d, fn), "wb") as f:
                f.write(data)
        for b in c["buffers"]:
            if "init" in b:
                assert os.path.getsize(os.path.join(d, b["init"])) == b["bytes"], (c["name"], b["name"])
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(c, f, indent=1)
            f.write("\n")
    total = sum(sum(b["bytes"] for b in c["buffers"]) for c in CASES)
    print("%d cases, %d launches, device memory per case up to %.0f MB (%.0f MB in all)" % (
        len(CASES), sum(len(c["launches"]) for c in CASES),
        max(sum(b["bytes"] for b in c["buffers"]) for c in CASES) / MB, total / MB))


if __name__ == "__main__":
    main()
