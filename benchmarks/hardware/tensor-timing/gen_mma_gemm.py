#!/usr/bin/env python3
"""Compiles mma_gemm.cu here (nvcc 11.8, -arch=sm_90) at the sizes below
into testdata/tensor-timing/ptx/NAME.ptx and writes cases/NAME/case.json
(issue #12, session 5): hwcase.py ncu on the H200 adds rows.expected.bin
and hw.json.

  gen_mma_gemm.py
"""
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
T = os.path.join(HERE, "..", "..", "..", "testdata", "tensor-timing")
SIZES = {"mma_gemm_a": (2048, 2048, 1024), "mma_gemm_b": (1024, 1024, 2048)}
SHARED = 2 * 3 * 128 * 40 * 2


def main():
    for name, (m, n, k) in SIZES.items():
        ptx = os.path.join(T, "ptx", name + ".ptx")
        subprocess.check_call(["nvcc", "-arch=sm_90", "-ptx", "-O3", "-DMDIM=%d" % m, "-DNDIM=%d" % n,
                               "-DKDIM=%d" % k, "-o", ptx, os.path.join(HERE, "mma_gemm.cu")])
        init = lambda buf, cnt, seed: {"kernel": "half_init", "grid": [264, 1, 1], "block": [256, 1, 1],
                                       "shared_bytes": 0, "params": [{"ptr": buf}, {"u64": cnt}, {"u32": seed}]}
        case = {
            "name": name, "module": "../../ptx/%s.ptx" % name, "arch": "sm_90",
            "buffers": [{"name": "A", "bytes": m * k * 2, "dtype": "f16", "fill": 0},
                        {"name": "B", "bytes": n * k * 2, "dtype": "f16", "fill": 0},
                        {"name": "C", "bytes": m * n * 4, "dtype": "f32", "fill": 0},
                        {"name": "rows", "bytes": m * 16, "dtype": "f64", "fill": 0}],
            "globals": [],
            "launches": [init("A", m * k, 61), init("B", n * k, 62),
                         {"kernel": "mma_gemm", "grid": [m // 128, n // 128, 1], "block": [256, 1, 1],
                          "shared_bytes": SHARED, "params": [{"ptr": "A"}, {"ptr": "B"}, {"ptr": "C"}]},
                         {"kernel": "rowsums_f32", "grid": [m // 8, 1, 1], "block": [256, 1, 1], "shared_bytes": 0,
                          "params": [{"ptr": "C"}, {"s32": m}, {"s32": n}, {"ptr": "rows"}]}],
            "expect": [{"buffer": "rows", "dtype": "f64", "compare": "tol", "abs": 0.001, "rel": 1e-05,
                        "file": "rows.expected.bin"}],
            "tags": ["tensor", "gemm", "held-out", "mma"],
            "note": ("hand-written mma.sync GEMM C[%dx%d] = A[%dx%d] B^T (benchmarks/hardware/tensor-timing/"
                     "mma_gemm.cu, nvcc 11.8 -arch=sm_90 -O3): block 128x128x32, 8 warps of 64x32, 3-stage "
                     "cp.async.cg ring, ldmatrix.x4 from padded rows, mma.sync m16n8k16 f32 += f16*f16; %d blocks; "
                     "launch 0-1 init, 2 gemm, 3 per-row sums of C in double"
                     % (m, n, m, k, (m // 128) * (n // 128))),
        }
        d = os.path.join(T, "cases", name)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(case, f, indent=1)
            f.write("\n")
        print(name, m, n, k)


if __name__ == "__main__":
    main()
