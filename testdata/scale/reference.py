#!/usr/bin/env python3
"""reference.py [--dir OUTDIR] CASE...

An independent numpy model of what every scale-corpus case computes: it
regenerates the init kernels' data (the same hash and per-thread linear
congruential sequences), applies each kernel's arithmetic in the order the
PTX does it (fma where the PTX has fma.rn), reduces with the same checksums,
and compares with the expected files: those in each case folder (the H200's)
or, with --dir, OUTDIR/CASE/<file> (e.g. a simulator's dump). It checks the
kernels themselves (a kernel that computes something else than intended
shows here) and, independently of ptxsim, the hardware's results.

fma is emulated in float64 (exact product, one float64 rounding of the sum,
then float32): it can differ from a true fused multiply-add in the last bit
in rare cases, which shows as one differing checksum chunk, not many.
Needs numpy. Run from anywhere: python3 testdata/scale/reference.py stream_dram
"""
import json
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
T_INIT = 132 * 8 * 256  # threads of every init launch (GRID_STRIDE x 256)
U32 = np.uint32
F32 = np.float32


def hash32(x):
    x = np.asarray(x, dtype=U32).copy()
    with np.errstate(over="ignore"):
        x ^= x >> U32(16)
        x *= U32(0x7FEB352D)
        x ^= x >> U32(15)
        x *= U32(0x846CA68B)
        x ^= x >> U32(16)
    return x


def unit(w):
    return (w >> U32(8)).astype(F32) * F32(1.0 / 16777216.0)


def hash_unit(x):
    return unit(hash32(x))


def lcg_words(seed, ngroups, per_group=4, threads=T_INIT):
    """The words each init thread draws, in element order: thread t handles
    groups t, t+T, ... and draws per_group words per group."""
    out = np.empty(ngroups * per_group, dtype=U32)
    x = hash32(np.arange(threads, dtype=U32) ^ U32(seed))
    g0 = 0
    with np.errstate(over="ignore"):
        while g0 < ngroups:
            m = min(threads, ngroups - g0)
            base = (np.arange(m, dtype=np.int64) + g0) * per_group
            for j in range(per_group):
                x[:m] = x[:m] * U32(1664525) + U32(1013904223)
                out[base + j] = x[:m]
            g0 += threads
    return out


def fill_uniform(n, seed, scale, offset):
    return (F32(offset) + F32(scale) * unit(lcg_words(seed, n // 4))).astype(F32)


def fma(a, b, c):
    return (np.asarray(a, np.float64) * np.asarray(b, np.float64) + np.asarray(c, np.float64)).astype(F32)


def checksum(words, chunk=0):
    w = np.ascontiguousarray(words).view(U32).ravel()
    n = len(w)
    if chunk == 0:
        chunk = 32768 if n >= 8 * 1024 * 1024 else 8192
    with np.errstate(over="ignore"):
        prod = w * (np.arange(n, dtype=U32) * U32(2) + U32(1))
    nb = (n + chunk - 1) // chunk
    pad = np.zeros(nb * chunk, dtype=np.uint64)
    pad[:n] = prod
    return (pad.reshape(nb, chunk).sum(axis=1) & 0xFFFFFFFF).astype(U32)


# ---------------------------------------------------------------- the cases

def stream_dram():
    n = 32 * 1024 * 1024
    a, b, c = fill_uniform(n, 1, 2, -1), fill_uniform(n, 2, 2, -1), fill_uniform(n, 3, 2, -1)
    c = a.copy()
    b = F32(3) * c
    c = a + b
    a = fma(F32(3), c, b)
    return {"sums": checksum(np.concatenate([a, b, c]))}


def triad(n):
    a, b, c = fill_uniform(n, 7, 2, -1), fill_uniform(n, 8, 2, -1), fill_uniform(n, 9, 2, -1)
    a = fma(F32(3), c, b)
    return {"sums": checksum(np.concatenate([a, b, c]))}


def strided():
    n = 16 * 1024 * 1024
    src = fill_uniform(n, 3, 2, -1)
    i = np.arange(n, dtype=np.int64)
    outs = []
    for s in (2, 8, 32):
        k = i * s
        outs.append(src[(k & (n - 1)) + (k >> 24)])
    return {"sums": checksum(np.concatenate(outs))}


def gather():
    nt, ni = 32 * 1024 * 1024, 8 * 1024 * 1024
    table = fill_uniform(nt, 5, 2, -1)
    idx = lcg_words(6, ni // 4)
    o1 = table[idx & U32(2 * 1024 * 1024 - 1)] * F32(2) + F32(1)
    o2 = table[idx & U32(nt - 1)] * F32(2) + F32(1)
    return {"sums": checksum(np.concatenate([o1, o2]))}


def stencil5(g, c0, c1):
    out = g.copy()
    s = ((g[1:-1, :-2] + g[1:-1, 2:]) + g[:-2, 1:-1]) + g[2:, 1:-1]
    out[1:-1, 1:-1] = fma(F32(c0), g[1:-1, 1:-1], F32(c1) * s)
    return out


def stencil7(g, c0, c1):
    out = g.copy()
    s = (((((g[1:-1, 1:-1, :-2] + g[1:-1, 1:-1, 2:]) + g[1:-1, :-2, 1:-1]) + g[1:-1, 2:, 1:-1])
          + g[:-2, 1:-1, 1:-1]) + g[2:, 1:-1, 1:-1])
    out[1:-1, 1:-1, 1:-1] = fma(F32(c0), g[1:-1, 1:-1, 1:-1], F32(c1) * s)
    return out


def stencil2d():
    nx, ny = 8192, 4096
    g = fill_uniform(nx * ny, 11, 1, 0).reshape(ny, nx)
    return {"sums": checksum(stencil5(g, 0.5, 0.125))}


def stencil3d():
    nx, ny, nz = 512, 256, 256
    g = fill_uniform(nx * ny * nz, 13, 1, 0).reshape(nz, ny, nx)
    g = stencil7(g, 0.25, 0.125)  # naive: in -> out
    g = stencil7(g, 0.25, 0.125)  # z-march: out -> in
    return {"sums": checksum(g)}


def conv(img, coef, axis):
    n = img.shape[axis]
    acc = np.zeros(img.shape, F32)
    for k in range(-8, 9):
        idx = np.clip(np.arange(n) + k, 0, n - 1)
        acc = fma(coef[k + 8], np.take(img, idx, axis=axis), acc)
    return acc


def convsep(d):
    nx, ny = 4096, 4096
    img = fill_uniform(nx * ny, 17, 1, 0).reshape(ny, nx)
    coef = np.fromfile(os.path.join(d, "global.conv_coef.in.bin"), dtype=F32)
    tmp = conv(img, coef, 1)
    return {"sums": checksum(conv(tmp, coef, 0))}


def pathfinder():
    cols, steps = 1024 * 1024, 32
    rows = steps + 1
    wall = ((lcg_words(19, rows * cols // 4) >> U32(8)) % U32(10)).astype(np.int32).reshape(rows, cols)
    cost = wall[0].copy()
    for r in range(1, rows):
        left = np.concatenate([cost[:1], cost[:-1]])
        right = np.concatenate([cost[1:], cost[-1:]])
        cost = wall[r] + np.minimum(np.minimum(left, cost), right)
    return {"sums": checksum(cost.astype(np.int32))}


def kmeans(d):
    npoints, nfeat, nclus = 1024 * 1024, 34, 5
    ctab = hash_unit((np.arange(7 * nfeat) // nfeat) * 977 + np.arange(7 * nfeat) % nfeat).reshape(7, nfeat)
    p = np.arange(npoints, dtype=U32)
    x = hash32(p ^ U32(23))
    c = x % U32(7)
    feats = np.empty((nfeat, npoints), F32)
    with np.errstate(over="ignore"):
        for f in range(nfeat):
            x = x * U32(1664525) + U32(1013904223)
            feats[f] = (ctab[c, f] + F32(0.5) * unit(x)) - F32(0.25)
    cent = np.fromfile(os.path.join(d, "global.km_centroids.in.bin"), dtype=F32)
    best = np.zeros(npoints, np.int32)
    best_d = np.full(npoints, F32(3.0e38))
    for k in range(nclus):
        dist = np.zeros(npoints, F32)
        for f in range(nfeat):
            diff = feats[f] - cent[k * nfeat + f]
            dist = fma(diff, diff, dist)
        better = dist < best_d
        best_d = np.where(better, dist, best_d)
        best = np.where(better, k, best)
    return {"sums": checksum(best.astype(np.int32))}


def reduce_():
    w = lcg_words(29, 64 * 1024 * 1024 // 4)
    return {"total": np.array([int(w.astype(np.uint64).sum())], dtype=np.uint64)}


def histogram():
    n = 16 * 1024 * 1024
    w = lcg_words(31, n // 4, per_group=16) >> U32(8)
    b = (w & U32(63)) + ((w >> U32(6)) & U32(63)) + ((w >> U32(12)) & U32(63)) + (w >> U32(18))
    return {"bins": np.bincount(b, minlength=256).astype(U32)}


def scan():
    n = 32 * 1024 * 1024
    w = lcg_words(37, n // 4) & U32(0xFF)
    c = np.cumsum(w.astype(np.uint64))
    out = ((c - w) & 0xFFFFFFFF).astype(U32)
    tot = w.astype(np.uint64).reshape(-1, 2048).sum(axis=1)
    bs = ((np.cumsum(tot) - tot) & 0xFFFFFFFF).astype(U32)
    return {"sums": checksum(out), "blocksums": bs}


def sgemm():
    M = N = 1536
    K = 512
    ab = fill_uniform(M * K + K * N, 41, 2, -1)
    A, B = ab[:M * K].reshape(M, K), ab[M * K:].reshape(K, N)
    C = np.zeros((M, N), F32)
    for k in range(K):
        C = fma(A[:, k:k + 1], B[k:k + 1, :], C)
    return {"sums": checksum(C)}


def tcgemm():
    M = N = 2048
    K = 512
    w = lcg_words(43, (M * K + K * N) // 4)
    h = (F32(2) * unit(w) - F32(1)).astype(np.float16).astype(np.float64)
    A, B = h[:M * K].reshape(M, K), h[M * K:].reshape(K, N)
    C = A @ B
    wgt = (np.arange(N) % 7 - 3).astype(np.float64)
    return {"rows": np.stack([C.sum(axis=1), C @ wgt], axis=1).ravel()}


def spmv():
    n = 1024 * 1024
    r = np.arange(n, dtype=np.int64)
    length = 2 + (37 * r) % 61 + np.where(r % 1024 == 0, 960, 0)
    start = np.concatenate([[0], np.cumsum(length)[:-1]])
    nnz = int(length.sum())
    row_of = np.repeat(r, length)
    k = np.arange(nnz, dtype=np.int64)
    h = hash32((k + 47).astype(U32))
    near = row_of + ((h >> U32(2)) % U32(8193)).astype(np.int64) - 4096
    near = np.where(near < 0, near + n, np.where(near >= n, near - n, near))
    far = ((h >> U32(2)) % U32(n)).astype(np.int64)
    cols = np.where((h & U32(3)) != 0, near, far)
    vals = unit(hash32(h ^ U32(0x3C6EF372))) * F32(2) - F32(1)
    x = unit(hash32(np.arange(n, dtype=U32) ^ U32(0xA5A5A5A5) ^ U32(47))) * F32(2) - F32(1)
    prod_src = x[cols]
    # scalar: one sequential fma chain per row
    ys = np.zeros(n, F32)
    for j in range(int(length.max())):
        m = length > j
        e = start[m] + j
        ys[m] = fma(vals[e], prod_src[e], ys[m])
    # vector: lane l sums k = l, l+32, ...; then the shuffle-down tree
    part = np.zeros((n, 32), F32)
    for j in range((int(length.max()) + 31) // 32):
        for lane in range(32):
            m = length > j * 32 + lane
            if not m.any():
                continue
            e = start[m] + j * 32 + lane
            part[m, lane] = fma(vals[e], prod_src[e], part[m, lane])
    for o in (16, 8, 4, 2, 1):
        part[:, :o] = part[:, :o] + part[:, o:2 * o]
    return {"sums": checksum(np.concatenate([ys, part[:, 0].copy()]))}


def gaussian():
    size, lg = 4096, 12
    w = lcg_words(53, size * size // 4)
    e = np.arange(size * size, dtype=np.int64)
    a = ((F32(2) * unit(w) - F32(1)) + np.where((e >> lg) == (e & (size - 1)), F32(8), F32(0))).astype(F32)
    a = a.reshape(size, size)
    b = fill_uniform(size, 54, 2, -1)
    m = a[1:, 0] / a[0, 0]
    # The PTX has mul.f32 then sub.f32 (no rounding modifiers), which ptxas
    # contracts into one FFMA (sass/gaussian.sm_90.sass: FFMA R7, R12, -R15, R7).
    a[1:, :] = fma(-m[:, None], a[0:1, :], a[1:, :])
    b[1:] = fma(-m, b[0], b[1:])
    return {"sums": checksum(np.concatenate([a.ravel(), b]))}


def transpose():
    rows, cols = 4096, 8192
    a = fill_uniform(rows * cols, 59, 2, -1).reshape(rows, cols)
    return {"sums": checksum(np.concatenate([a.ravel(), a.T.ravel()]))}


def bfs():
    n = 4 * 1024 * 1024
    i = np.arange(n, dtype=np.int64)
    deg = 4 + (29 * i) % 9
    start = np.concatenate([[0], np.cumsum(deg)[:-1]])
    ne = int(deg.sum())
    edges = (hash32(np.arange(ne, dtype=U32) ^ U32(61)) % U32(n)).astype(np.int64)
    h = hash32(i.astype(U32) * U32(0x9E3779B9) + U32(61)) & U32(3)
    mask, visited = (h == 0), (h <= 1)
    cost = np.where(h <= 1, 3, -1).astype(np.int32)
    upd = np.zeros(n, bool)
    src = np.repeat(i, deg)
    on = mask[src]
    targets = edges[on]
    targets = targets[~visited[targets]]
    cost[targets] = 4
    upd[targets] = True
    mask[:] = False
    mask[upd] = True
    visited[upd] = True
    over = np.array([1 if upd.any() else 0], np.int32)
    upd[:] = False
    state = np.concatenate([cost.view(np.uint8), mask.astype(np.uint8), upd.astype(np.uint8), visited.astype(np.uint8)])
    return {"sums": checksum(state), "over": over}


def nbody(d):
    pos = np.fromfile(os.path.join(d, "pos.in.bin"), dtype=F32).reshape(-1, 4).astype(np.float64)
    acc = np.zeros((len(pos), 4))
    for j0 in range(0, len(pos), 1024):
        pj = pos[j0:j0 + 1024]
        dx = pj[None, :, :3] - pos[:, None, :3]
        d2 = (dx ** 2).sum(axis=2) + 0.01
        s = pj[None, :, 3] / d2 ** 1.5
        acc[:, :3] += (dx * s[:, :, None]).sum(axis=1)
    return {"acc": acc.ravel()}


CASES = {
    "stream_dram": stream_dram, "stream_triad_l2": lambda: triad(1024 * 1024),
    "stream_triad_mid": lambda: triad(4 * 1024 * 1024), "strided": strided, "gather": gather,
    "stencil2d": stencil2d, "stencil3d": stencil3d, "convsep": convsep, "pathfinder": pathfinder,
    "kmeans": kmeans, "reduce": reduce_, "histogram": histogram, "scan": scan, "sgemm": sgemm,
    "tcgemm": tcgemm, "spmv": spmv, "gaussian": gaussian, "transpose": transpose, "bfs": bfs, "nbody": nbody,
}
NEEDS_DIR = {"convsep", "kmeans", "nbody"}


def compare(case, exp, got_path):
    want_dtype = {"u32": U32, "u64": np.uint64, "i32": np.int32, "f32": F32, "f64": np.float64}[exp.get("dtype", "u32")]
    if not os.path.exists(got_path):
        return "missing %s" % got_path
    got = np.fromfile(got_path, dtype=want_dtype)
    return got


def main(argv):
    outdir = None
    names = []
    i = 0
    while i < len(argv):
        if argv[i] == "--dir":
            outdir = argv[i + 1]
            i += 2
        else:
            names.append(argv[i])
            i += 1
    names = names or sorted(CASES)
    bad = 0
    for name in names:
        d = os.path.join(HERE, "cases", name)
        with open(os.path.join(d, "case.json")) as f:
            c = json.load(f)
        ref = CASES[name](d) if name in NEEDS_DIR else CASES[name]()
        msgs = []
        for e in c["expect"]:
            path = os.path.join(outdir, name, e["file"]) if outdir else os.path.join(d, e["file"])
            got = compare(name, e, path)
            if isinstance(got, str):
                msgs.append(got)
                continue
            want = ref[e["buffer"]]
            if e["compare"] == "exact":
                want = np.asarray(want).astype(got.dtype)
                diff = np.nonzero(got != want)[0]
                if len(diff):
                    msgs.append("%s: %d of %d elements differ, first at %d (got %s, want %s)" % (
                        e["buffer"], len(diff), len(got), diff[0], got[diff[0]], want[diff[0]]))
            else:
                want = np.asarray(want, np.float64)
                g = got.astype(np.float64)
                err = np.abs(g - want)
                lim = e.get("abs", 0) + e.get("rel", 0) * np.abs(want)
                badi = np.nonzero(err > lim)[0]
                rel = float(np.max(err / (np.abs(want) + 1e-30)))
                if len(badi):
                    msgs.append("%s: %d of %d elements outside the tolerance, first at %d (got %g, want %g); max rel %.2g" % (
                        e["buffer"], len(badi), len(g), badi[0], g[badi[0]], want[badi[0]], rel))
                else:
                    msgs.append("%s: within tolerance (max rel error %.2g)" % (e["buffer"], rel))
        ok = all("within tolerance" in m for m in msgs)
        bad += 0 if ok else 1
        print("%-17s %s %s" % (name, "ok  " if ok else "FAIL", "; ".join(msgs)))
        sys.stdout.flush()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
