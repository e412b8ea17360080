#!/usr/bin/env python3
"""On the device machine (issue #12 timing ground truth): compiles a plain
Triton matmul (f16 inputs, f32 accumulation, M=N=1536, K=1024) and writes
testdata/tensor-timing/ptx/tri_KIND.ptx (Triton's module with the init and
checksum kernels of helpers.sm_90.ptx appended) and
testdata/tensor-timing/cases/tri_KIND/case.json.

  gen_cases.py mma    Triton's sm_80 code (mma.sync m16n8k16, ldmatrix,
                      cp.async ring): DISABLE_MMA_V3=1 on the H200, else a
                      compile for target sm_80
  gen_cases.py wgmma  Triton's sm_90 code (wgmma)
"""
import json
import os
import re
import sys

KIND = sys.argv[1]
if KIND == "mma":
    os.environ["DISABLE_MMA_V3"] = "1"

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
NAME = "tri_" + KIND
CASE = os.path.join(ROOT, "testdata", "tensor-timing", "cases", NAME)
PTX = os.path.join(ROOT, "testdata", "tensor-timing", "ptx", NAME + ".ptx")
M, N, K = 1536, 1536, 1024
BM, BN = 128, 128
BK = 32 if KIND == "mma" else 64
WARPS, STAGES = 4, 3


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N
    c_ptrs = c_ptr + offs_m[:, None] * N + offs_n[None, :]
    tl.store(c_ptrs, acc)


def compile_ptx():
    """Returns (ptx, name, shared bytes, warps, how)."""
    ta = torch.zeros((M, K), dtype=torch.float16, device="cuda")
    tb = torch.zeros((K, N), dtype=torch.float16, device="cuda")
    tc = torch.zeros((M, N), dtype=torch.float32, device="cuda")
    k = matmul_kernel[(M // BM, N // BN)](ta, tb, tc, M, N, K, BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK,
                                          num_warps=WARPS, num_stages=STAGES)
    torch.cuda.synchronize()
    ptx = k.asm["ptx"]
    how = "JIT on the H200" + (" with DISABLE_MMA_V3=1" if KIND == "mma" else "")
    if KIND == "mma" and "wgmma" in ptx:
        # The switch is gone in this Triton: compile for sm_80 instead.
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource
        sig = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", "M": "constexpr", "N": "constexpr",
               "K": "constexpr", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"}
        cst = {"M": M, "N": N, "K": K, "BLOCK_M": BM, "BLOCK_N": BN, "BLOCK_K": BK}
        src = ASTSource(fn=matmul_kernel, signature=sig, constexprs=cst)
        k = triton.compile(src, target=GPUTarget("cuda", 80, 32), options={"num_warps": WARPS, "num_stages": STAGES})
        ptx = k.asm["ptx"]
        how = "triton.compile for target sm_80"
    return ptx, k.metadata.name, k.metadata.shared, k.metadata.num_warps, how


def main():
    ptx, name, shared, nw, how = compile_ptx()
    helpers = open(os.path.join(HERE, "helpers.sm_90.ptx")).read()
    body = "\n".join(l for l in helpers.splitlines()
                     if not re.match(r"\s*\.(version|target|address_size)\b", l))
    os.makedirs(os.path.dirname(PTX), exist_ok=True)
    os.makedirs(CASE, exist_ok=True)
    with open(PTX, "w") as f:
        f.write(ptx.rstrip() + "\n\n// Init and checksum kernels (benchmarks/hardware/tensor-timing/helpers.cu)\n" + body + "\n")
    m = re.search(r"\.entry\s+%s\s*\((.*?)\)" % re.escape(name), ptx, re.S)
    params = re.findall(r"\.param\s+\.(\w+)\s.*?(\S+?)[,\s]*$", m.group(1), re.M) if m else []
    plist, ptrs = [], ["A", "B", "C"]
    for ty, _ in params:
        if ty in ("u64", "b64"):
            plist.append({"ptr": ptrs.pop(0)} if ptrs else {"ptr": "scratch"})
        elif ty in ("u32", "s32", "b32"):
            plist.append({"u32": 0})
        else:
            plist.append({"u64": 0})
    case = {
        "name": NAME, "module": "../../ptx/%s.ptx" % NAME, "arch": "sm_90",
        "buffers": [
            {"name": "A", "bytes": M * K * 2, "dtype": "f16", "fill": 0},
            {"name": "B", "bytes": K * N * 2, "dtype": "f16", "fill": 0},
            {"name": "C", "bytes": M * N * 4, "dtype": "f32", "fill": 0},
            {"name": "scratch", "bytes": 4096, "dtype": "u8", "fill": 0},
            {"name": "rows", "bytes": M * 16, "dtype": "f64", "fill": 0}],
        "globals": [],
        "launches": [
            {"kernel": "half_init", "grid": [264, 1, 1], "block": [256, 1, 1], "shared_bytes": 0,
             "params": [{"ptr": "A"}, {"u64": M * K}, {"u32": 41}]},
            {"kernel": "half_init", "grid": [264, 1, 1], "block": [256, 1, 1], "shared_bytes": 0,
             "params": [{"ptr": "B"}, {"u64": K * N}, {"u32": 42}]},
            {"kernel": name, "grid": [M // BM, N // BN, 1], "block": [32 * nw, 1, 1], "shared_bytes": shared,
             "params": plist},
            {"kernel": "rowsums_f32", "grid": [M // 8, 1, 1], "block": [256, 1, 1], "shared_bytes": 0,
             "params": [{"ptr": "C"}, {"s32": M}, {"s32": N}, {"ptr": "rows"}]}],
        "expect": [{"buffer": "rows", "dtype": "f64", "compare": "tol", "abs": 0.001, "rel": 1e-05,
                    "file": "rows.expected.bin"}],
        "tags": ["tensor", "gemm", "triton", KIND],
        "note": ("Triton %s matmul_kernel %dx%dx%d, BLOCK %dx%dx%d, num_warps=%d, num_stages=%d (%s); "
                 "PTX has mma.sync: %s, wgmma: %s; launch 0-1 init, 2 gemm, 3 per-row sums of C in double"
                 % (triton.__version__, M, N, K, BM, BN, BK, nw, STAGES, how, "mma.sync" in ptx, "wgmma" in ptx)),
    }
    with open(os.path.join(CASE, "case.json"), "w") as f:
        json.dump(case, f, indent=1)
        f.write("\n")
    print("%s: kernel %s, %d warps, %d bytes shared, params %s; %s; mma.sync %s, wgmma %s"
          % (NAME, name, nw, shared, params, how, "mma.sync" in ptx, "wgmma" in ptx))
    return 0


if __name__ == "__main__":
    sys.exit(main())
