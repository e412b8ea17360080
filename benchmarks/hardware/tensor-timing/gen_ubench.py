#!/usr/bin/env python3
"""Writes testdata/tensor-timing/ptx/ubench.ptx and cases/ubench/case.json:
tensor-pipe microbenchmarks whose output is the H200's own cycle counts.
Each kernel (one block) runs its measured sequence twice (the first warms
the instruction cache), reads %clock64 around the second and thread 0
stores the difference at cycles[slot] and a value that depends on every
accumulator into sink (round B's version stored nothing else, and ptxas
removed the mma and wgmma work: its cycles were discarded); hwcase.py run records the H200's
values as cycles.expected.bin, and sm/pipeline's TestTensorUbench runs the
same kernels under the timing model and compares (issue #12, tc-timing).

mma_*: mma.sync m16n8k16 f16 -> f32, 64 per sequence over 8 independent
accumulators per warp: same A and B every time (as h200-tensor's
issue_interval), B changing every mma, A and B changing; 1 warp or 8.
wg_*: one warpgroup (or two): wgmma.fence, 8 wgmma.mma_async, commit,
wait_group 0, operands from zeroed shared memory (no swizzle): types f16,
bf16, tf32, e4m3, s8, N 32/128/256, A from registers; wg_lat one wgmma;
wg_pipe 8 groups of one wgmma with wait_group 1 after each commit.

Round C showed the mma_* kernels do not measure what they say: their 8
accumulators start at zero with the same zero A and B, so ptxas merges them
and the H200 runs one dependent chain of 8 HMMA per pass (16 HMMA per
kernel; all six 194 or 219 cycles). TestTensorTiming reports them as a
known gap; testdata/tensor-timing/ptx/ubench_sass.ptx is that chain. A
fresh A/B operand-change measurement needs distinct nonzero operands
loaded at run time per accumulator."""
from ubench_common import timed, write

kernels = []  # (name, threads, body lines, regs decl)


def mma_kernel(name, threads, achg, bchg):
    body = []
    for i in range(64):
        acc = i % 8
        a = (i % 4) if achg else 0
        b = (i % 8) if bchg else 0
        d = ", ".join("%%f%d" % (4 * acc + e) for e in range(4))
        av = ", ".join("%%a%d" % (4 * a + e) for e in range(4))
        bv = "%%b%d, %%b%d" % (2 * b, 2 * b + 1)
        body.append("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%s}, {%s}, {%s}, {%s};" % (d, av, bv, d))
    init = ["mov.f32 %%f%d, 0f00000000;" % i for i in range(32)]
    init += ["mov.b32 %%a%d, 0;" % i for i in range(16)] + ["mov.b32 %%b%d, 0;" % i for i in range(16)]
    decl = [".reg .f32 %f<32>;", ".reg .b32 %a<16>;", ".reg .b32 %b<16>;"]
    sink = ["add.f32 %%f0, %%f0, %%f%d;" % (4 * a) for a in range(1, 8)] + ["st.global.f32 [%rd9], %f0;"]
    kernels.append((name, threads, init, body, decl, sink))


WG = {  # type: (k, dtype, atype, imm suffix, accumulator type)
    "f16": (16, "f32", "f16", ", 1, 1, 0, 0", "f32"),
    "bf16": (16, "f32", "bf16", ", 1, 1, 0, 0", "f32"),
    "tf32": (8, "f32", "tf32", ", 1, 1", "f32"),
    "e4m3": (32, "f32", "e4m3", ", 1, 1", "f32"),
    "s8": (32, "s32", "s8", "", "s32"),
}


def wg_kernel(name, ty, n, count=8, threads=128, regA=False, waits=None):
    k, dt, at, imm, acct = WG[ty]
    nreg = n // 2
    d = ", ".join("%%d%d" % i for i in range(nreg))
    init = [("mov.f32 %%d%d, 0f00000000;" if acct == "f32" else "mov.b32 %%d%d, 0;") % i for i in range(nreg)]
    init += ["mov.b32 %%a%d, 0;" % i for i in range(4)]
    decl = [".reg .%s %%d<%d>;" % ("f32" if acct == "f32" else "b32", nreg), ".reg .b32 %a<4>;"]
    op = "wgmma.mma_async.sync.aligned.m64n%dk%d.%s.%s.%s" % (n, k, dt, at, at)
    if regA:
        src = "{%a0, %a1, %a2, %a3}, %rd6, %p2" + ", 1, 1, 0"
    else:
        src = "%rd5, %rd6, %p2" + imm
    body = ["wgmma.fence.sync.aligned;"]
    for i in range(count):
        body.append("%s {%s}, %s;" % (op, d, src))
        if waits is not None:
            body.append("wgmma.commit_group.sync.aligned;")
            body.append("wgmma.wait_group.sync.aligned %d;" % waits)
    if waits is None:
        body.append("wgmma.commit_group.sync.aligned;")
    body.append("wgmma.wait_group.sync.aligned 0;")
    sink = ["st.global.%s [%%rd9], %%d0;" % ("f32" if acct == "f32" else "b32")]
    kernels.append((name, threads, init, body, decl, sink))


mma_kernel("mma_same", 32, False, False)
mma_kernel("mma_bchg", 32, False, True)
mma_kernel("mma_abchg", 32, True, True)
mma_kernel("mma_same_8w", 256, False, False)
mma_kernel("mma_bchg_8w", 256, False, True)
mma_kernel("mma_abchg_8w", 256, True, True)
wg_kernel("wg_f16_n128", "f16", 128)
wg_kernel("wg_bf16_n128", "bf16", 128)
wg_kernel("wg_tf32_n128", "tf32", 128)
wg_kernel("wg_e4m3_n128", "e4m3", 128)
wg_kernel("wg_s8_n128", "s8", 128)
wg_kernel("wg_f16_n32", "f16", 32)
wg_kernel("wg_f16_n256", "f16", 256)
wg_kernel("wg_f16rs_n128", "f16", 128, regA=True)
wg_kernel("wg_f16_n128_lat", "f16", 128, count=1)
wg_kernel("wg_f16_n128_2wg", "f16", 128, threads=256)
wg_kernel("wg_f16_n128_pipe", "f16", 128, waits=1)

out = [".version 8.4", ".target sm_90a", ".address_size 64", ""]
for slot, (name, threads, init, body, decl, sink) in enumerate(kernels):
    out.append(".visible .entry %s(.param .u64 cycles, .param .u64 sink)" % name)
    out.append("{")
    out.append("\t.shared .align 1024 .b8 tile[32768];")
    out += ["\t" + l for l in decl]
    out += ["\t.reg .pred %p<4>;", "\t.reg .b32 %r<8>;", "\t.reg .b64 %rd<10>;"]
    out += ["\tld.param.u64 %rd1, [cycles];", "\tld.param.u64 %rd9, [sink];", "\tmov.u32 %r1, %tid.x;", "\tsetp.eq.u32 %p2, %r1, %r1;"]
    # zero the tile: 32768 bytes, 16 per thread per step
    out += ["\tmov.u32 %r2, tile;", "\tshl.b32 %r3, %r1, 4;", "\tadd.u32 %r3, %r2, %r3;", "\tadd.u32 %r4, %r2, 32768;",
            "\tmov.b32 %r6, 0;", "ZERO:", "\tst.shared.v4.b32 [%r3], {%r6, %r6, %r6, %r6};", "\tadd.u32 %%r3, %%r3, %d;" % (16 * threads),
            "\tsetp.lt.u32 %p1, %r3, %r4;", "\t@%p1 bra ZERO;", "\tbar.sync 0;"]
    # descriptors: A at tile, B at tile + 8192; LBO 128, SBO 256, no swizzle
    out += ["\tshr.u32 %r7, %r2, 4;", "\tand.b32 %r7, %r7, 16383;", "\tcvt.u64.u32 %rd7, %r7;",
            "\tor.b64 %rd5, %rd7, 0x0000001000080000;",  # LBO 128 (8 << 16) + SBO 256 (16 << 32)
            "\tadd.u64 %rd6, %rd5, 512;"]
    out += ["\t" + l for l in init]
    out += timed(slot, body, [], sink)
write("ubench", "gen_ubench.py", out, kernels, [], "Tensor-pipe microbenchmarks")
