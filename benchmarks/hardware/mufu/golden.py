#!/usr/bin/env python3
"""golden: write the sweep's raw hardware samples as isa/fpu's golden file.

    python3 golden.py RESULTS isa/fpu/testdata/mufu_hw.bin.gz

The format is hwgen's (isa/fpu/testdata/hwgen): "suite NAME ARITY INBYTES N"
then the inputs, "op NAME OUTBYTES" then the results, so TestHardware reads
it with the older golden file. Suites: the 15 f32 instructions at
x = j*262145 mod 2^32 for every 8th j (2048 inputs), div.approx/div.full
(.ftz) on 2048 random pairs, the three f64 forms on 1024 random doubles, and
tanh.approx.bf16 on all 65536 inputs (hw.bin.gz has the other 16-bit forms).
"""
import gzip
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import decode  # noqa: E402

F32_OPS = ["rcp.approx.f32", "rcp.approx.ftz.f32", "sqrt.approx.f32", "sqrt.approx.ftz.f32",
           "rsqrt.approx.f32", "rsqrt.approx.ftz.f32", "ex2.approx.f32", "ex2.approx.ftz.f32",
           "lg2.approx.f32", "lg2.approx.ftz.f32", "sin.approx.f32", "sin.approx.ftz.f32",
           "cos.approx.f32", "cos.approx.ftz.f32", "tanh.approx.f32"]
DIV_OPS = ["div.approx.f32", "div.approx.ftz.f32", "div.full.f32", "div.full.ftz.f32"]
F64_OPS = ["rcp.approx.ftz.f64", "rsqrt.approx.ftz.f64", "rsqrt.approx.f64"]
KEEP = 8  # every 8th sample of the f32 and div sets, every 16th of the f64 set
# hw.bin.gz already holds ex2.approx.f16, tanh.approx.f16 and
# ex2.approx.ftz.bf16 on all 65536 inputs (its h16x1 suite)
H16 = [("tanh_bf16", "tanh.approx.bf16")]


def main():
    r = decode.Results(sys.argv[1])
    out = bytearray()

    def suite(name, arity, inbytes, inputs):
        n = len(inputs) // arity
        out.extend(("suite %s %d %d %d\n" % (name, arity, inbytes, n)).encode())
        out.extend(inputs.tobytes())

    def op(name, outbytes, values):
        out.extend(("op %s %d\n" % (name, outbytes)).encode())
        out.extend(values.tobytes())

    g = r.raw("golden/f32.u32", np.uint32).reshape(-1, len(F32_OPS))
    x = (np.arange(len(g), dtype=np.uint64) * 262145 % (1 << 32)).astype("<u4")
    g, x = g[::KEEP], x[::KEEP]
    suite("mufu_f32", 1, 4, x)
    for k, name in enumerate(F32_OPS):
        op(name, 4, g[:, k].astype("<u4"))
    d = r.raw("golden/div.u32", np.uint32).reshape(-1, 2 + len(DIV_OPS))[::KEEP]
    suite("mufu_div", 2, 4, d[:, :2].reshape(-1).astype("<u4"))
    for k, name in enumerate(DIV_OPS):
        op(name, 4, d[:, 2 + k].astype("<u4"))
    f = r.raw("golden/f64.u64", np.uint64).reshape(-1, 1 + len(F64_OPS))[::2 * KEEP]
    suite("mufu_f64", 1, 8, f[:, 0].astype("<u8"))
    for k, name in enumerate(F64_OPS):
        op(name, 8, f[:, 1 + k].astype("<u8"))
    suite("mufu_h16", 1, 2, np.arange(65536, dtype="<u2"))
    for key, name in H16:
        op(name, 2, r.raw("raw16/%s.u16" % key, np.uint16).astype("<u2"))
    with gzip.open(sys.argv[2], "wb", compresslevel=9) as fo:
        fo.write(bytes(out))
    print("%s: %d bytes raw, %d compressed" % (sys.argv[2], len(out), os.path.getsize(sys.argv[2])))


if __name__ == "__main__":
    main()
