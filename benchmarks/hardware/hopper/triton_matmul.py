#!/usr/bin/env python3
"""On the device machine: compiles a plain Triton 3.6 matmul (256x256x256,
f16 inputs, f32 accumulation; Triton lowers tl.dot to wgmma on sm_90),
writes its PTX to testdata/hopper/ptx/triton_matmul.ptx and completes the
case testdata/hopper/cases/triton_matmul/case.json (launch geometry, shared
memory and parameter list read from the compiled kernel). hwcase.py then
produces the expected output by loading that PTX through the driver; this
script also runs the kernel through Triton and saves its output for
comparison (triton_out.bin, not a ground-truth file)."""
import json
import os
import re
import sys

import numpy as np
import torch
import triton
import triton.language as tl

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
CASE = os.path.join(ROOT, "testdata", "hopper", "cases", "triton_matmul")
PTX = os.path.join(ROOT, "testdata", "hopper", "ptx", "triton_matmul.ptx")


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


def main():
    with open(os.path.join(CASE, "case.json")) as f:
        case = json.load(f)
    a = np.frombuffer(open(os.path.join(CASE, "A.in.bin"), "rb").read(), dtype=np.float16).reshape(256, 256)
    b = np.frombuffer(open(os.path.join(CASE, "B.in.bin"), "rb").read(), dtype=np.float16).reshape(256, 256)
    ta, tb = torch.from_numpy(a.copy()).cuda(), torch.from_numpy(b.copy()).cuda()
    tc = torch.zeros((256, 256), dtype=torch.float32, device="cuda")
    BM, BN, BK = 128, 128, 64
    grid = (256 // BM, 256 // BN)
    k = matmul_kernel[grid](ta, tb, tc, 256, 256, 256, BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK, num_warps=4, num_stages=3)
    torch.cuda.synchronize()
    ptx = k.asm["ptx"]
    with open(PTX, "w") as f:
        f.write(ptx)
    name = k.metadata.name
    shared = k.metadata.shared
    nw = k.metadata.num_warps
    m = re.search(r"\.entry\s+%s\s*\((.*?)\)" % re.escape(name), ptx, re.S)
    params = re.findall(r"\.param\s+\.(\w+)\s.*?(\S+?)[,\s]*$", m.group(1), re.M) if m else []
    plist = []
    ptrs = ["A", "B", "C"]
    for ty, _ in params:
        if ty in ("u64", "b64"):
            plist.append({"ptr": ptrs.pop(0)} if ptrs else {"ptr": "scratch"})
        elif ty in ("u32", "s32", "b32"):
            plist.append({"u32": 0})
        else:
            plist.append({"u64": 0})
    case["launches"] = [{"kernel": name, "grid": [grid[0], grid[1], 1], "block": [32 * nw, 1, 1],
                         "shared_bytes": shared, "params": plist}]
    case["note"] = ("Triton %s matmul_kernel BLOCK %dx%dx%d, num_warps=%d, num_stages=3, compiled on the device; "
                    "PTX uses wgmma: %s" % (triton.__version__, BM, BN, BK, nw, "wgmma" in ptx))
    with open(os.path.join(CASE, "case.json"), "w") as f:
        json.dump(case, f, indent=1)
        f.write("\n")
    with open(os.path.join(CASE, "triton_out.bin"), "wb") as f:
        f.write(tc.cpu().numpy().tobytes())
    ref = (ta.float() @ tb.float())
    print("triton_matmul: kernel %s, %d warps, %d bytes shared, params %s, wgmma in PTX: %s, max |triton - torch f32| = %g"
          % (name, nw, shared, params, "wgmma" in ptx, (tc - ref).abs().max().item()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
