#!/usr/bin/env python3
"""Writes testdata/tensor-timing/cases/tma_gemm_sN/case.json (issue #12,
session 5 round A): tma_gemm_big.cu at other sizes, from tma_gemm_big's
case. The PTX (ptx/tma_gemm_sN.ptx) is compiled on the device by run_r5a.sh
with -DMDIM -DNDIM -DKDIM (SIZES below; the shell script repeats them).

  gen_tma_sizes.py     (here, no GPU needed)
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
T = os.path.join(HERE, "..", "..", "..", "testdata", "tensor-timing")
SIZES = {"tma_gemm_s1": (1024, 1024, 1024), "tma_gemm_s2": (2048, 2048, 512), "tma_gemm_s3": (512, 1024, 4096)}


def main():
    base = json.load(open(os.path.join(T, "cases", "tma_gemm_big", "case.json")))
    for name, (m, n, k) in SIZES.items():
        c = json.loads(json.dumps(base))
        c["name"] = name
        c["module"] = "../../ptx/%s.ptx" % name
        size = {"A": m * k * 2, "B": n * k * 2, "C": m * n * 4, "rows": m * 16}
        for b in c["buffers"]:
            b["bytes"] = size[b["name"]]
        l = c["launches"]
        l[0]["params"][1] = {"u64": m * k}
        l[1]["params"][1] = {"u64": n * k}
        g = l[2]
        g["kernel"] = "tma_gemm_big"
        g["grid"] = [m // 64, n // 128, 1]
        ta, tb = g["params"][0]["tensormap"], g["params"][1]["tensormap"]
        ta["dims"], ta["strides"] = [k, m], [k * 2]
        tb["dims"], tb["strides"] = [k, n], [k * 2]
        l[3]["grid"] = [m // 8, 1, 1]
        l[3]["params"][1:3] = [{"s32": m}, {"s32": n}]
        c["note"] = ("CUTLASS-style Hopper GEMM C[%dx%d] = A[%dx%d] B^T (benchmarks/hardware/tensor-timing/"
                     "tma_gemm_big.cu with -DMDIM=%d -DNDIM=%d -DKDIM=%d, nvcc -arch=sm_90a on the device): TMA 128B "
                     "swizzle, B multicast in clusters of 2, 3-stage mbarrier pipeline, wgmma m64n128k16 f32 += "
                     "f16*f16, %d k-tiles; launch 0-1 init, 2 gemm (%d blocks), 3 per-row sums of C in double"
                     % (m, n, m, k, m, n, k, k // 64, (m // 64) * (n // 128)))
        c["tags"] = sorted(set(c.get("tags", []) + ["held-out"]))
        d = os.path.join(T, "cases", name)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "case.json"), "w") as f:
            json.dump(c, f, indent=1)
            f.write("\n")
        print(name, m, n, k, g["grid"])


if __name__ == "__main__":
    main()
