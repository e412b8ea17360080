#!/usr/bin/env python3
"""Make the compilers suite's LLVM cases (testdata/compilers).

Compiles src/llvm_kernels.cu with clang (LLVM's NVPTX back end, not nvcc) at
several optimisation levels, writes the modules to testdata/compilers/ptx/
and one conformance-format case per (module, kernel) with fixed inputs. The
expected outputs are not computed here: benchmarks/hardware/hwcase.py makes
them on the H200 (run.sh). Run from the repository root:

    python3 benchmarks/hardware/compilers/gen.py [--clang clang-14]
"""
import gzip
import json
import math
import os
import random
import struct
import subprocess
import sys

ROOT = os.getcwd()
SUITE = os.path.join(ROOT, "testdata", "compilers")
SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "src", "llvm_kernels.cu")

# module name -> clang flags
MODULES = {
    "llvm14_O3": ["-O3"],
    "llvm14_O0": ["-O0"],
    "llvm14_O2g": ["-O2", "-g"],
    "llvm14_fast": ["-O3", "-ffast-math", "-fcuda-flush-denormals-to-zero"],
    "llvm14_ir": None,  # src/llvm_ir.ll through llc
    "llvm14_sm35": ["-O3", "--cuda-gpu-arch=sm_35"],  # src/llvm_legacy.cu: shfl/vote without .sync
    # the same source through nvcc 11.8 (PTX ISA 7.8): an older nvcc, and a -G debug build
    "nvcc118_O3": ["nvcc", "-O3"],
    "nvcc118_G": ["nvcc", "-G"],
}
IR = os.path.join(os.path.dirname(SRC), "llvm_ir.ll")
N = 256


def u32s(vals):
    return b"".join(struct.pack("<I", v & 0xFFFFFFFF) for v in vals)


def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def int_words(rng, n):
    edge = [0, 1, 2, 3, 7, 31, 32, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE, 0x10000, 0xFFFF, 0x80000001]
    return [edge[i] if i < len(edge) else rng.getrandbits(32) >> rng.choice([0, 0, 8, 16, 24]) for i in range(n)]


def float_words(rng, n):
    edge = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, float("inf"), float("-inf"), 1e-40, -1e-42, 3.4e38, 1e-30, 100.0, -7.25]
    out = []
    for i in range(n):
        if i < len(edge):
            out.append(f32bits(edge[i]))
        elif i == len(edge):
            out.append(0x7FC01234)  # a NaN with a payload
        elif i % 3 == 0:
            out.append(rng.getrandbits(32))
        else:
            out.append(f32bits(rng.uniform(-20, 20)))
    return out


def double_bytes(rng, n):
    edge = [0.0, -0.0, 1.0, -1.0, 0.5, float("inf"), float("-inf"), float("nan"), 5e-320, 1e300, -1e-300, 700.0]
    vals = [edge[i] if i < len(edge) else rng.uniform(-30, 30) for i in range(n)]
    return b"".join(struct.pack("<d", v) for v in vals)


def buf(name, nbytes, dtype, init=None, fill=None):
    b = {"name": name, "bytes": nbytes, "dtype": dtype}
    if init is not None:
        b["init"] = init
    else:
        b["fill"] = fill or 0
    return b


def kernels(rng):
    """(kernel, block, grid, shared_bytes, buffers [(buf, data or None)], params, expect buffers)"""
    iw = u32s(int_words(rng, N))
    fw = u32s(float_words(rng, N))
    ks = []

    def simple(name, inbytes, outbytes, dtype, outdtype=None, block=64, grid=None, n=N, shared=0):
        grid = grid or (n + block - 1) // block
        ks.append(dict(kernel=name, block=block, grid=grid, shared=shared,
                       buffers=[(buf("in", len(inbytes), dtype, "in.in.bin"), inbytes),
                                (buf("out", outbytes, outdtype or dtype, fill=0), None)],
                       params=[{"ptr": "in"}, {"ptr": "out"}, {"s32": n}], expect=[("out", outdtype or dtype)]))

    simple("int_math", iw, N * 16 * 4, "u32")
    simple("int64_math", iw, N * 10 * 8, "u32", "u64")
    simple("float_math", fw, N * 16 * 4, "f32")
    simple("libdevice_f32", fw, N * 12 * 4, "f32")
    simple("libdevice_f64", double_bytes(rng, N), N * 8 * 8, "f64")
    simple("shared_reduce", iw, 8 * 4, "u32", block=256, grid=4, shared=256 * 4)
    simple("generic_ptrs", iw, N * 4 * 4, "u32")
    simple("local_array", iw, N * 24 * 4, "u32")
    simple("calls", iw, N * 5 * 4, "u32")
    simple("switch_table", iw, N * 4, "u32")
    simple("warp_ops", iw, N * 10 * 4, "u32")
    simple("half_math", iw, N * 5 * 4, "u32")
    simple("warp_legacy", iw, N * 6 * 4, "u32")
    # ir_ops(in, out): 2 blocks of 128, 16 words per thread, reads in[0..255]
    ks.append(dict(kernel="ir_ops", block=128, grid=2, shared=0,
                   buffers=[(buf("in", len(iw), "u32", "in.in.bin"), iw), (buf("out", N * 16 * 4, "u32", fill=0), None)],
                   params=[{"ptr": "in"}, {"ptr": "out"}], expect=[("out", "u32")]))
    # vector_io(const float4 *in, float4 *out, const int2 *in2, double2 *outd, int n)
    nv = 128
    v4 = u32s(float_words(rng, nv * 4))
    i2 = u32s(int_words(rng, nv * 2))
    ks.append(dict(kernel="vector_io", block=64, grid=2, shared=0,
                   buffers=[(buf("in", len(v4), "f32", "in.in.bin"), v4), (buf("out", nv * 2 * 16, "f32", fill=0), None),
                            (buf("in2", len(i2), "i32", "in2.in.bin"), i2), (buf("outd", nv * 16, "f64", fill=0), None)],
                   params=[{"ptr": "in"}, {"ptr": "out"}, {"ptr": "in2"}, {"ptr": "outd"}, {"s32": nv}],
                   expect=[("out", "f32"), ("outd", "f64")]))
    # atomics(const uint32_t *in, uint32_t *acc, float *facc, unsigned long long *dacc, int n)
    acc0 = [0] * 12 + [0x7FFFFFFF] * 4 + [0, 0, 0xFFFFFFFF, 0, 0, 0, 0, 0]
    ab = u32s(acc0)
    ks.append(dict(kernel="atomics", block=128, grid=2, shared=0,
                   buffers=[(buf("in", len(iw), "u32", "in.in.bin"), iw), (buf("acc", len(ab), "u32", "acc.in.bin"), ab),
                            (buf("facc", 16, "f32", fill=0), None), (buf("dacc", 16, "u64", fill=0), None)],
                   params=[{"ptr": "in"}, {"ptr": "acc"}, {"ptr": "facc"}, {"ptr": "dacc"}, {"s32": N}],
                   expect=[("acc", "u32"), ("facc", "f32"), ("dacc", "u64")]))
    return ks


# Which kernels each module's cases run (the -g build only where debug info differs most).
CASES = {"llvm14_O3": None, "llvm14_O0": None, "llvm14_O2g": ["calls", "generic_ptrs", "local_array", "libdevice_f32"],
         "llvm14_fast": ["float_math", "libdevice_f32", "libdevice_f64", "half_math"], "llvm14_ir": ["ir_ops"], "llvm14_sm35": ["warp_legacy"],
         "nvcc118_O3": None, "nvcc118_G": ["calls", "float_math", "libdevice_f32", "local_array", "generic_ptrs"]}


def write_gz(path, data):
    """Write data gzipped, reproducibly (no name, no time stamp): the suite
    keeps its modules as NAME.ptx.gz (the case loader reads them; run.sh
    unpacks them for the driver)."""
    with open(path, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, compresslevel=9, mtime=0) as g:
            g.write(data)


def hand_cases():
    """Cases of the hand-written modules (testdata/compilers/ptx/hand_*.ptx)."""
    # sregs: 2 blocks of 64 threads, 64 words each; masked: %envreg0, %pm0-7, %smid,
    # %warpid, %gridid, %globaltimer_lo (they depend on where and when it ran)
    # %envreg0 too: the H200 wrote an address-like value there (round A)
    row = [1] * 18 + [0] + [1] * 31 + [0] * 8 + [1, 1, 0, 0, 0, 0]
    sregs = {
        "name": "hand_sregs", "module": "../../ptx/hand_sregs.ptx", "arch": "sm_90",
        "buffers": [buf("out", 128 * 256, "u32", fill=0)], "globals": [],
        "launches": [{"kernel": "sregs", "grid": [2, 1, 1], "block": [64, 1, 1], "shared_bytes": 3000,
                      "params": [{"ptr": "out"}]}],
        "expect": [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin", "mask": row * 128}],
        "tags": ["compilers", "hand"],
        "note": "special registers (chapter 10): lanemasks, %nsmid, %nwarpid, shared-memory sizes and reserved offsets, %current_graph_exec, %envreg0-31, %pm0-7 (masked), %is_explicit_cluster; 4000 B static + 3000 B dynamic shared memory",
    }
    dirs = {
        "name": "hand_directives", "module": "../../ptx/hand_directives.ptx", "arch": "sm_90",
        "buffers": [buf("out", 64 * 4, "u32", fill=0)], "globals": [],
        "launches": [{"kernel": "directives", "grid": [1, 1, 1], "block": [64, 1, 1], "shared_bytes": 0,
                      "params": [{"ptr": "out"}]}],
        "expect": [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"}],
        "tags": ["compilers", "hand"],
        "note": "linkage (.weak, .common, .extern), .noreturn, .branchtargets/brx.idx, .calltargets with an indirect call, .pragma, .section",
    }
    abi = {
        "name": "hand_abi", "module": "../../ptx/hand_abi.ptx", "arch": "sm_90",
        "buffers": [buf("out", 32 * 4, "u32", fill=0)], "globals": [],
        "launches": [{"kernel": "abi", "grid": [1, 1, 1], "block": [32, 1, 1], "shared_bytes": 0,
                      "params": [{"ptr": "out"}]}],
        "expect": [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"}],
        "tags": ["compilers", "hand"],
        "note": ".abi_preserve/.abi_preserve_control (PTX 9.0) on a directly called function",
    }
    for c in (sregs, dirs, abi):
        d = os.path.join(SUITE, "cases", c["name"])
        os.makedirs(d, exist_ok=True)
        json.dump(c, open(os.path.join(d, "case.json"), "w"), indent=None if c["name"] == "hand_sregs" else 1)
        print("case", c["name"])


def main():
    hand_cases()
    if "--hand" in sys.argv:
        return
    clang = "clang-14"
    if "--clang" in sys.argv:
        clang = sys.argv[sys.argv.index("--clang") + 1]
    os.makedirs(os.path.join(SUITE, "ptx"), exist_ok=True)
    for mod, flags in MODULES.items():
        out = os.path.join(SUITE, "ptx", mod + ".ptx")
        if flags is not None and flags[0] == "nvcc":
            subprocess.run(["nvcc", "-ptx", "-arch=sm_80", "-o", out] + flags[1:] + [SRC], check=True)
        elif flags is None:
            subprocess.run(["llc-14", "-march=nvptx64", "-mcpu=sm_80", "-mattr=+ptx75", "-O2", IR, "-o", out], check=True)
            flags = ["llc-14 -O2"]
        else:
            src = SRC
            arch = "--cuda-gpu-arch=sm_80"
            if "--cuda-gpu-arch=sm_35" in flags:
                src = os.path.join(os.path.dirname(SRC), "llvm_legacy.cu")
                arch = flags[-1]
                flags = flags[:-1]
            cmd = [clang, "-x", "cuda", arch, "--cuda-device-only", "-S", "--cuda-path=/usr/lib/cuda",
                   "-Wno-unknown-cuda-version", "-ffp-contract=fast", "-o", out] + flags + [src]
            subprocess.run(cmd, check=True)
        # Strip the absolute source paths (.file) so the module does not depend on this machine.
        text = open(out).read().replace(os.path.dirname(SRC) + "/", "")
        os.remove(out)
        write_gz(out + ".gz", text.encode())
        for k in kernels(random.Random(10)):
            if CASES[mod] is None and k["kernel"] in ("ir_ops", "warp_legacy"):
                continue
            if CASES[mod] is not None and k["kernel"] not in CASES[mod]:
                continue
            name = mod + "_" + k["kernel"]
            d = os.path.join(SUITE, "cases", name)
            os.makedirs(d, exist_ok=True)
            bufs = []
            for b, data in k["buffers"]:
                if data is not None:
                    open(os.path.join(d, b["init"]), "wb").write(data)
                bufs.append(b)
            case = {
                "name": name, "module": "../../ptx/%s.ptx" % mod, "arch": "sm_90", "buffers": bufs, "globals": [],
                "launches": [{"kernel": k["kernel"], "grid": [k["grid"], 1, 1], "block": [k["block"], 1, 1],
                              "shared_bytes": k["shared"], "params": k["params"]}],
                "expect": [{"buffer": b, "dtype": t, "compare": "exact", "file": b + ".expected.bin"} for b, t in k["expect"]],
                "tags": ["compilers", "nvcc" if mod.startswith("nvcc") else "llvm"],
                "note": "%s build of benchmarks/hardware/compilers/src/%s" % (
                    " ".join(flags) if flags[0] == "nvcc" else "clang-14 (LLVM NVPTX) " + " ".join(flags),
                    "llvm_legacy.cu" if mod == "llvm14_sm35" else "llvm_ir.ll" if mod == "llvm14_ir" else "llvm_kernels.cu"),
            }
            json.dump(case, open(os.path.join(d, "case.json"), "w"), indent=1)
            print("case", name)


if __name__ == "__main__":
    main()
