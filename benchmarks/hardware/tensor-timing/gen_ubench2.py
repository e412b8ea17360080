#!/usr/bin/env python3
"""Writes testdata/tensor-timing/ptx/ubench2.ptx and cases/ubench2/case.json
(issue #12, session 5): mma.sync microbenchmarks whose output is the H200's
own %clock64 cycles, made so that ptxas cannot merge or hoist the work that
gen_ubench.py's mma_* kernels lost (see its docstring): every A, B and
accumulator register is loaded at run time from its own word of the input
buffer (filled with 0x3c bytes: f16 1.06, e4m3 1.5), and before the
closing %clock64 read the warp branches on a value that depends on every
accumulator, so the clock waits for the last mma.

Shapes: m16n8k16 f16->f32 (HMMA.16816), m16n8k32 e4m3->f32 (fp8; ptxas
lowers it per its SASS, see logs), m8n8k4 f16->f32 (Volta's shape, emulated
on sm_90). Per shape: chain (32 dependent mma on one accumulator, 1 warp),
ind8 (64 mma over 8 accumulators, same A and B), ind8_b (B changes every
mma), ind8_ab (A and B change), and ind8 with 4 warps (one per SMSP).
Each kernel runs its sequence twice (the first warms the instruction
cache); thread 0 stores the second pass's cycles at cycles[slot]."""
from ubench_common import timed, write

SHAPES = {  # name: (mnemonic, d regs, a regs, b regs)
    "f16": ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", 4, 4, 2),
    "fp8": ("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", 4, 4, 2),
    "m884": ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32", 8, 2, 2),
}
kernels = []  # (name, threads, body)


def kernel(name, shape, threads, count, naccs, achg, bchg):
    mn, nd, na, nb = SHAPES[shape]
    body = []
    for i in range(count):
        acc = i % naccs
        a = (i % 4) if achg else 0
        b = (i % 8) if bchg else 0
        d = ", ".join("%%f%d" % (nd * acc + e) for e in range(nd))
        av = ", ".join("%%a%d" % (na * a + e) for e in range(na))
        bv = ", ".join("%%b%d" % (nb * b + e) for e in range(nb))
        body.append("%s {%s}, {%s}, {%s}, {%s};" % (mn, d, av, bv, d))
    kernels.append((name, threads, body, nd * naccs))


for s in SHAPES:
    kernel("%s_chain" % s, s, 32, 32, 1, False, False)
    kernel("%s_ind8" % s, s, 32, 64, 8, False, False)
    kernel("%s_ind8_b" % s, s, 32, 64, 8, False, True)
    kernel("%s_ind8_ab" % s, s, 32, 64, 8, True, True)
    kernel("%s_ind8_w4" % s, s, 128, 64, 8, False, False)

out = [".version 8.4", ".target sm_90", ".address_size 64", ""]
for slot, (name, threads, body, nf) in enumerate(kernels):
    out.append(".visible .entry %s(.param .u64 cycles, .param .u64 sink, .param .u64 in)" % name)
    out.append("{")
    out += ["\t.reg .f32 %f<64>;", "\t.reg .b32 %a<16>;", "\t.reg .b32 %b<16>;", "\t.reg .f32 %s<2>;",
            "\t.reg .pred %p<4>;", "\t.reg .b32 %r<8>;", "\t.reg .b64 %rd<10>;"]
    out += ["\tld.param.u64 %rd1, [cycles];", "\tld.param.u64 %rd9, [sink];", "\tld.param.u64 %rd8, [in];",
            "\tmov.u32 %r1, %tid.x;"]
    out += ["\tld.global.f32 %%f%d, [%%rd8+%d];" % (i, 4 * i) for i in range(nf)]
    out += ["\tld.global.b32 %%a%d, [%%rd8+%d];" % (i, 256 + 4 * i) for i in range(16)]
    out += ["\tld.global.b32 %%b%d, [%%rd8+%d];" % (i, 320 + 4 * i) for i in range(16)]
    # Every accumulator into %s0, then a branch on it before the clock read.
    stop = ["mov.f32 %s0, %f0;"] + ["add.f32 %%s0, %%s0, %%f%d;" % i for i in range(1, nf)]
    stop += ["setp.eq.f32 %p3, %s0, 0f3F800001;", "@%p3 bra DONE;"]
    out += timed(slot, body, stop, ["st.global.f32 [%rd9], %s0;"])
write("ubench2", "gen_ubench2.py", out, kernels, [{"name": "in", "bytes": 512, "dtype": "u8", "fill": 60}],
      "mma.sync microbenchmarks")
