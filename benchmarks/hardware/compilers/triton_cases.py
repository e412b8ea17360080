#!/usr/bin/env python3
"""Compile Triton kernels for the H200 and write them as conformance cases.

Runs on the device machine (Triton 3.6, torch, a GPU), from the repository
root: each kernel below is compiled and run once by Triton on fixed inputs;
its PTX goes to testdata/compilers/ptx/triton_NAME.ptx and a case
(testdata/compilers/cases/triton_NAME/case.json + inputs) describes the same
launch for benchmarks/hardware/hwcase.py, which then makes the expected
outputs through the CUDA driver alone. Triton's own outputs are written to
OUTDIR/NAME.BUF.triton.bin so run.sh can check that the case launches the
kernel exactly as Triton did (same bytes).

Kernel parameters: the PTX .entry lists the non-constexpr arguments Triton
kept (integers equal to 1 are specialized away) followed by Triton's own
scratch pointers; they are matched in order by type, the scratch pointers
passed as null (every kernel here has global_scratch_size 0: checked).
"""
import json
import os
import re
import sys
import traceback

import numpy as np
import torch
import triton
import triton.language as tl

try:
    from triton.language.extra import libdevice
except ImportError:  # older layouts
    from triton.language.extra.cuda import libdevice

SUITE = "testdata/compilers"
OUTDIR = sys.argv[1] if len(sys.argv) > 1 else "/tmp/triton-out"


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x + y * 0.5 - x * y, mask=m)


@triton.jit
def softmax_kernel(x_ptr, out_ptr, stride, ncols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < ncols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, mean_ptr, rstd_ptr, stride, ncols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < ncols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / ncols
    xc = tl.where(m, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / ncols
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m)
    b = tl.load(b_ptr + cols, mask=m)
    tl.store(out_ptr + row * stride + cols, (xc * rstd * w + b).to(tl.float16), mask=m)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, PREC: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * sam + (k + rk)[None, :] * sak)
        b = tl.load(b_ptr + (k + rk)[:, None] * sbk + rn[None, :] * sbn)
        acc = tl.dot(a, b, acc, input_precision=PREC)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc)


@triton.jit
def reduce_kernel(x_ptr, i_ptr, out_ptr, iout_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    i = tl.load(i_ptr + offs)
    tl.store(out_ptr + pid * 4 + 0, tl.sum(x, axis=0))
    tl.store(out_ptr + pid * 4 + 1, tl.max(x, axis=0))
    tl.store(out_ptr + pid * 4 + 2, tl.min(x, axis=0))
    tl.store(out_ptr + pid * 4 + 3, tl.sum(x * x, axis=0))
    tl.store(iout_ptr + pid * 4 + 0, tl.sum(i, axis=0))
    tl.store(iout_ptr + pid * 4 + 1, tl.argmax(x, axis=0))
    tl.store(iout_ptr + pid * 4 + 2, tl.max(i, axis=0) ^ tl.min(i, axis=0))
    tl.store(iout_ptr + pid * 4 + 3, tl.xor_sum(i, axis=0))
    cs = tl.cumsum(i, axis=0)
    tl.store(i_ptr + offs, cs)


@triton.jit
def atomic_kernel(x_ptr, acc_ptr, iacc_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0)
    tl.atomic_add(acc_ptr + (x & 7), (x >> 4).to(tl.float32), mask=m)
    tl.atomic_max(iacc_ptr + (x & 3), x, mask=m)
    tl.atomic_min(iacc_ptr + 4 + (x & 3), x, mask=m)
    tl.atomic_add(iacc_ptr + 8 + (x & 1), x, mask=m)
    zero = x * 0  # tensors of pointers: Triton wants the value's shape
    tl.atomic_xor(iacc_ptr + 10 + zero, x, mask=m)
    tl.atomic_or(iacc_ptr + 11 + zero, x, mask=m)


@triton.jit
def math_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    ax = tl.abs(x)
    tl.store(out_ptr + 0 * n + offs, tl.exp(x), mask=m)
    tl.store(out_ptr + 1 * n + offs, tl.log(ax), mask=m)
    tl.store(out_ptr + 2 * n + offs, tl.sqrt(ax), mask=m)
    tl.store(out_ptr + 3 * n + offs, tl.math.rsqrt(ax), mask=m)
    tl.store(out_ptr + 4 * n + offs, tl.sin(x), mask=m)
    tl.store(out_ptr + 5 * n + offs, tl.cos(x), mask=m)
    tl.store(out_ptr + 6 * n + offs, tl.math.erf(x), mask=m)
    tl.store(out_ptr + 7 * n + offs, tl.sigmoid(x), mask=m)
    tl.store(out_ptr + 8 * n + offs, tl.math.exp2(y), mask=m)
    tl.store(out_ptr + 9 * n + offs, tl.math.log2(ax), mask=m)
    tl.store(out_ptr + 10 * n + offs, x / y, mask=m)
    tl.store(out_ptr + 11 * n + offs, tl.math.div_rn(x, y), mask=m)
    tl.store(out_ptr + 12 * n + offs, tl.math.sqrt_rn(ax), mask=m)
    tl.store(out_ptr + 13 * n + offs, tl.fma(x, y, x), mask=m)
    tl.store(out_ptr + 14 * n + offs, tl.floor(x) + tl.ceil(y), mask=m)
    tl.store(out_ptr + 15 * n + offs, tl.maximum(x, y) - tl.minimum(x, y), mask=m)


@triton.jit
def libdevice_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    ax = tl.abs(x)
    tl.store(out_ptr + 0 * n + offs, libdevice.tanh(x), mask=m)
    tl.store(out_ptr + 1 * n + offs, libdevice.pow(ax, y), mask=m)
    tl.store(out_ptr + 2 * n + offs, libdevice.atan2(x, y), mask=m)
    tl.store(out_ptr + 3 * n + offs, libdevice.fast_expf(x), mask=m)
    tl.store(out_ptr + 4 * n + offs, libdevice.exp(x.to(tl.float64)).to(tl.float32), mask=m)


@triton.jit
def matmul_acc_kernel(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                      OUT: tl.constexpr):
    # int8 x int8 -> int32, or f16 x f16 accumulated in f16 (OUT picks)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    if OUT == 0:
        acc = tl.zeros((BM, BN), dtype=tl.int32)
    else:
        acc = tl.zeros((BM, BN), dtype=tl.float16)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        if OUT == 0:
            acc = tl.dot(a, b, acc)
        else:
            acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc)


@triton.jit
def attention_kernel(q_ptr, k_ptr, v_ptr, o_ptr, scale, N: tl.constexpr, D: tl.constexpr, BN: tl.constexpr):
    # one block: all 64 query rows against N keys in tiles of BN (online softmax)
    rm = tl.arange(0, 64)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    m_i = tl.full((64,), -float("inf"), tl.float32)
    l_i = tl.zeros((64,), tl.float32)
    acc = tl.zeros((64, D), tl.float32)
    for start in range(0, N, BN):
        rn = start + tl.arange(0, BN)
        k = tl.load(k_ptr + rn[:, None] * D + rd[None, :])
        s = tl.dot(q, tl.trans(k)) * scale
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], acc / l_i[:, None])


@triton.jit
def misc_kernel(x_ptr, i_ptr, out_ptr, iout_ptr, seed, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    i = tl.load(i_ptr + offs)
    r = tl.rand(seed, offs)
    ri = tl.randint(seed, offs)
    tl.store(out_ptr + 0 * n + offs, r)
    tl.store(out_ptr + 1 * n + offs, x.to(tl.float8e4nv).to(tl.float32))
    tl.store(out_ptr + 2 * n + offs, x.to(tl.float8e5).to(tl.float32))
    tl.store(out_ptr + 3 * n + offs, x.to(tl.bfloat16).to(tl.float32))
    tl.store(out_ptr + 4 * n + offs, x.to(tl.float16).to(tl.float32))
    tl.store(out_ptr + 5 * n + offs, tl.clamp(x, -1.5, 2.5))
    tl.store(out_ptr + 6 * n + offs, tl.cumsum(x, 0))
    tl.store(iout_ptr + 0 * n + offs, ri.to(tl.int32, bitcast=True))
    tl.store(iout_ptr + 1 * n + offs, i // 7 + i % 13)
    tl.store(iout_ptr + 2 * n + offs, tl.umulhi(i.to(tl.uint32), ri).to(tl.int32, bitcast=True))
    tl.store(iout_ptr + 3 * n + offs, x.to(tl.int32))
    tl.store(iout_ptr + 4 * n + offs, tl.sort(i, 0))
    tl.store(iout_ptr + 5 * n + offs, x.to(tl.int32, bitcast=True) >> 3)
    tl.store(iout_ptr + 6 * n + offs, tl.cdiv(i, 5) + (i << 2))


def case_json(name, ptx_name, kernel, grid, block, shared, bufs, params, expect, note):
    return {"name": name, "module": "../../ptx/%s" % ptx_name, "arch": "sm_90", "buffers": bufs, "globals": [],
            "launches": [{"kernel": kernel, "grid": list(grid), "block": [block, 1, 1], "shared_bytes": shared,
                          "params": params}],
            "expect": expect, "tags": ["compilers", "triton"], "note": note}


DT = {torch.float32: "f32", torch.float16: "f16", torch.int32: "i32", torch.int8: "i8", torch.bfloat16: "u16", torch.int64: "i64",
      torch.uint8: "u8", torch.float8_e4m3fn: "u8", torch.float8_e5m2: "u8"}


def entry_params(ptx):
    m = re.search(r"\.entry\s+(\w+)\s*\((.*?)\)", ptx, re.S)
    kname = m.group(1)
    ps = []
    for line in m.group(2).split(","):
        t = re.search(r"\.param\s+\.(\w+)", line)
        ps.append((t.group(1), ".ptr" in line))
    return kname, ps


def match_params(name, d, ps, kept, outputs):
    bufs, params, expect, dumps = [], [], [], []
    ki = 0
    for pi, (ty, isptr) in enumerate(ps):
        if ki < len(kept):
            a = kept[ki]
            ki += 1
            if isinstance(a, torch.Tensor):
                if not isptr and ty not in ("u64", "b64"):
                    raise RuntimeError("param %d: %s for a tensor" % (pi, ty))
                bname = "b%d" % ki
                nb = a.numel() * a.element_size()
                b = {"name": bname, "bytes": nb, "dtype": DT[a.dtype]}
                key = id(a)
                if key in outputs:
                    b["fill"] = 0
                else:
                    b["init"] = bname + ".in.bin"
                    dumps.append((os.path.join(d, b["init"]), inputs[key]))
                if key in outputs or key in inplace:
                    expect.append({"buffer": bname, "dtype": DT[a.dtype], "compare": "exact",
                                   "file": bname + ".expected.bin"})
                    dumps.append((os.path.join(OUTDIR, "triton_%s.%s.triton.bin" % (name, bname)), a))
                bufs.append(b)
                params.append({"ptr": bname})
            elif isinstance(a, float):
                if ty != "f32":
                    raise RuntimeError("param %d: %s for a float" % (pi, ty))
                params.append({"f32": a})
            else:
                if ty not in ("b32", "u32", "s32", "b64", "u64", "s64") or isptr:
                    raise RuntimeError("param %d: %s for an int" % (pi, ty))
                params.append({("s64" if "64" in ty else "s32"): a})
        else:
            if not isptr:
                raise RuntimeError("extra param %d is not a pointer" % pi)
            params.append({"u64": 0})  # Triton's scratch pointers
    if ki != len(kept) or len(ps) - len(kept) > 2:
        raise RuntimeError("PTX has %d params for %d arguments" % (len(ps), len(kept)))
    return bufs, params, expect, dumps


def emit(name, fn, grid, args, kwargs, outputs, note):
    """Run fn[grid](*args, **kwargs) once, then write its PTX and the case."""
    t = dict(kwargs)
    ck = fn[grid](*args, **t)
    torch.cuda.synchronize()
    ptx = ck.asm["ptx"]
    md = ck.metadata
    if getattr(md, "global_scratch_size", 0) or getattr(md, "profile_scratch_size", 0):
        raise RuntimeError("kernel needs scratch memory: not supported by this script")
    cl = getattr(md, "cluster_dims", (1, 1, 1))
    if tuple(cl) not in ((1, 1, 1), (0, 0, 0)):
        raise RuntimeError("cluster launch %s not supported" % (cl,))
    kname, ps = entry_params(ptx)
    ptx_name = "triton_%s.ptx" % name
    d = os.path.join(SUITE, "cases", "triton_" + name)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(SUITE, "ptx", ptx_name), "w").write(ptx)
    vals = list(args)
    # The runtime arguments Triton kept: tensors and scalars, minus (in the
    # Triton versions that specialize them) integers equal to 1.
    err = None
    for kept in ([a for a in vals if isinstance(a, torch.Tensor) or not (isinstance(a, int) and a == 1)], vals):
        try:
            bufs, params, expect, dumps = match_params(name, d, ps, kept, outputs)
            break
        except RuntimeError as e:
            err = e
    else:
        raise err
    for path, t in dumps:
        t.cpu().contiguous().view(torch.uint8).numpy().tofile(path)
    g = list(grid) + [1] * (3 - len(grid))
    block = md.num_warps * 32
    c = case_json("triton_" + name, ptx_name, kname, g, block, md.shared, bufs, params, expect,
                  "Triton %s (num_warps %d, shared %d): %s" % (triton.__version__, md.num_warps, md.shared, note))
    json.dump(c, open(os.path.join(d, "case.json"), "w"), indent=1)
    print("case triton_%s: kernel %s, %d params, shared %d, ptx %d bytes" % (name, kname, len(ps), md.shared, len(ptx)), flush=True)


inputs = {}
inplace = set()


def inp(t):
    """Register t as an input tensor; keep a copy of its initial contents."""
    inputs[id(t)] = t.clone()
    return t


def main():
    os.makedirs(OUTDIR, exist_ok=True)
    os.makedirs(os.path.join(SUITE, "ptx"), exist_ok=True)
    rng = np.random.default_rng(2026)
    dev = "cuda"

    def f32(*shape, scale=4.0):
        return torch.tensor(rng.uniform(-scale, scale, size=shape).astype(np.float32), device=dev)

    jobs = []

    def job(name):
        def deco(f):
            jobs.append((name, f))
            return f
        return deco

    @job("vecadd")
    def _():
        n = 3000
        x, y = inp(f32(n)), inp(f32(n))
        x[0], x[1], y[2] = float("nan"), float("inf"), -0.0
        inputs[id(x)] = x.clone(); inputs[id(y)] = y.clone()
        o = torch.zeros(n, device=dev)
        emit("vecadd", add_kernel, (3,), (x, y, o, n), dict(BLOCK=1024), {id(o)}, "masked tail")

    @job("softmax")
    def _():
        r, c = 32, 100
        x = inp(f32(r, c, scale=8.0)); o = torch.zeros(r, c, device=dev)
        emit("softmax", softmax_kernel, (r,), (x, o, c, c), dict(BLOCK=128), {id(o)}, "rows of 100 in blocks of 128")

    @job("layernorm")
    def _():
        r, c = 16, 384
        x = inp(f32(r, c).half()); w = inp(f32(c, scale=1.0)); b = inp(f32(c, scale=1.0))
        o = torch.zeros(r, c, device=dev, dtype=torch.float16)
        mean = torch.zeros(r, device=dev); rstd = torch.zeros(r, device=dev)
        emit("layernorm", layernorm_kernel, (r,), (x, w, b, o, mean, rstd, c, c, 1e-5), dict(BLOCK=512),
             {id(o), id(mean), id(rstd)}, "f16 in/out, f32 statistics")

    def mm(name, dtype, prec, BM=64, BN=64, BK=32, warps=4, stages=3, M=64, N=64, K=128):
        a = torch.tensor(rng.uniform(-2, 2, size=(M, K)).astype(np.float32), device=dev)
        b = torch.tensor(rng.uniform(-2, 2, size=(K, N)).astype(np.float32), device=dev)
        if dtype is not None:
            a, b = a.to(dtype), b.to(dtype)
        a, b = inp(a.contiguous()), inp(b.contiguous())
        c = torch.zeros(M, N, device=dev)
        emit(name, matmul_kernel, (M // BM, N // BN), (a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0),
             b.stride(1), c.stride(0), c.stride(1)), dict(BM=BM, BN=BN, BK=BK, PREC=prec, num_warps=warps,
             num_stages=stages), {id(c)}, "tl.dot %s %s, f32 accumulator" % (dtype, prec))

    jobs.append(("mm_f16", lambda: mm("mm_f16", torch.float16, "ieee")))
    jobs.append(("mm_bf16", lambda: mm("mm_bf16", torch.bfloat16, "ieee")))
    jobs.append(("mm_tf32", lambda: mm("mm_tf32", None, "tf32")))
    jobs.append(("mm_fp8", lambda: mm("mm_fp8", torch.float8_e4m3fn, "ieee", BK=64)))
    jobs.append(("mm_f16_mma", lambda: mm("mm_f16_mma", torch.float16, "ieee", BM=32, BN=32, BK=32, warps=2, stages=2)))

    def mm_acc(name, out):
        M, N, K = 64, 64, 128
        if out == 0:
            a = torch.tensor(rng.integers(-128, 128, size=(M, K)).astype(np.int8), device=dev)
            b = torch.tensor(rng.integers(-128, 128, size=(K, N)).astype(np.int8), device=dev)
            c = torch.zeros(M, N, device=dev, dtype=torch.int32)
        else:
            a = torch.tensor(rng.uniform(-1, 1, size=(M, K)).astype(np.float16), device=dev)
            b = torch.tensor(rng.uniform(-1, 1, size=(K, N)).astype(np.float16), device=dev)
            c = torch.zeros(M, N, device=dev, dtype=torch.float16)
        inp(a); inp(b)
        emit(name, matmul_acc_kernel, (1,), (a, b, c, K), dict(BM=M, BN=N, BK=64 if out == 0 else 32, OUT=out,
             num_warps=4), {id(c)}, "tl.dot %s" % ("int8 -> int32" if out == 0 else "f16 with an f16 accumulator"))

    jobs.append(("mm_int8", lambda: mm_acc("mm_int8", 0)))
    jobs.append(("mm_f16acc", lambda: mm_acc("mm_f16acc", 1)))

    @job("attention")
    def _():
        N, D = 128, 64
        q = inp(torch.tensor(rng.uniform(-1, 1, size=(64, D)).astype(np.float16), device=dev))
        k = inp(torch.tensor(rng.uniform(-1, 1, size=(N, D)).astype(np.float16), device=dev))
        v = inp(torch.tensor(rng.uniform(-1, 1, size=(N, D)).astype(np.float16), device=dev))
        o = torch.zeros(64, D, device=dev)
        emit("attention", attention_kernel, (1,), (q, k, v, o, 0.18033688), dict(N=N, D=D, BN=32, num_warps=4),
             {id(o)}, "flash-attention forward, one block: tl.dot(q, k^T), online softmax with exp2, tl.dot(p, v)")

    @job("misc")
    def _():
        n, blk = 1024, 256
        x = f32(n, scale=300.0)
        x[:6] = torch.tensor([0.0, -0.0, float("inf"), float("nan"), 1e-30, -465.0], device=dev)
        inp(x)
        i = inp(torch.tensor(rng.integers(-100000, 100000, size=n).astype(np.int32), device=dev))
        o = torch.zeros(7 * n, device=dev)
        io = torch.zeros(7 * n, device=dev, dtype=torch.int32)
        emit("misc", misc_kernel, (n // blk,), (x, i, o, io, 1234, n), dict(BLOCK=blk), {id(o), id(io)},
             "tl.rand/randint (Philox), fp8/bf16/f16 round trips, clamp, cumsum, integer div/mod, umulhi, f2i, sort, bitcast, cdiv")

    @job("reduce")
    def _():
        n, blk = 2048, 512
        x = inp(f32(n)); i = torch.tensor(rng.integers(-1000, 1000, size=n).astype(np.int32), device=dev)
        inp(i); inplace.add(id(i))
        o = torch.zeros(n // blk * 4, device=dev); io = torch.zeros(n // blk * 4, device=dev, dtype=torch.int32)
        emit("reduce", reduce_kernel, (n // blk,), (x, i, o, io, n), dict(BLOCK=blk), {id(o), id(io)},
             "sum/max/min/argmax/xor_sum/cumsum (the cumsum written over the int input)")

    @job("atomics")
    def _():
        n = 4000
        x = inp(torch.tensor(rng.integers(0, 1 << 16, size=n).astype(np.int32), device=dev))
        acc = torch.zeros(8, device=dev)
        iacc = torch.zeros(12, device=dev, dtype=torch.int32)
        iacc[4:8] = 0x7fffffff
        inp(iacc); inplace.add(id(iacc))
        emit("atomics", atomic_kernel, (4,), (x, acc, iacc, n), dict(BLOCK=1024), {id(acc)},
             "float atomic adds of integers (exact in any order), int max/min/add/xor/or")

    @job("math")
    def _():
        n = 1024
        x = f32(n, scale=10.0); y = f32(n, scale=3.0)
        x[:8] = torch.tensor([0.0, -0.0, float("inf"), -float("inf"), float("nan"), 1e-40, -1e-38, 88.7], device=dev)
        y[:4] = torch.tensor([0.0, -0.0, 1e-40, float("inf")], device=dev)
        inp(x); inp(y)
        o = torch.zeros(16 * n, device=dev)
        emit("math", math_kernel, (n // 256,), (x, y, o, n), dict(BLOCK=256), {id(o)},
             "exp log sqrt rsqrt sin cos erf sigmoid exp2 log2 div div_rn sqrt_rn fma floor/ceil max-min")
        o2 = torch.zeros(5 * n, device=dev)
        emit("libdevice", libdevice_kernel, (n // 256,), (x, y, o2, n), dict(BLOCK=256), {id(o2)},
             "libdevice tanh pow atan2 fast_expf, exp on f64")

    only = os.environ.get("TRITON_ONLY", "").split()
    failed = []
    for name, f in jobs:
        if only and name not in only:
            continue
        inputs.clear()
        inplace.clear()
        try:
            f()
        except Exception:
            failed.append(name)
            print("FAILED triton_%s" % name, flush=True)
            traceback.print_exc()
    print("triton cases failed:", failed or "none")


if __name__ == "__main__":
    main()
