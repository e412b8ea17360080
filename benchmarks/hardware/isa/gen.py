#!/usr/bin/env python3
"""gen.py: writes the isa suite (testdata/isa): PTX modules and conformance
cases whose expected outputs come from the H200 (run.sh runs them through
benchmarks/hardware/hwcase.py).

Every value-sweep case has the same shape: a kernel whose thread i reads
element i of up to four input arrays (a, b, c, d), computes one result per
instruction form, and stores form k's result at out[k*n + i]. The inputs
are edge values (zeros, denormals, limits, infinities, NaN payloads,
rounding ties) crossed with each other, plus seeded random values. The
form list of each kernel is written to testdata/isa/cases/NAME/forms.txt
so that a mismatch can be traced to the instruction that made it.

Run from the repository root: python3 benchmarks/hardware/isa/gen.py
It is deterministic: the same script writes the same bytes.
"""
import json
import os
import random
import struct

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SUITE = os.path.join(ROOT, "testdata", "isa")
PTXDIR = os.path.join(SUITE, "ptx")
CASEDIR = os.path.join(SUITE, "cases")

# ------------------------------------------------------------------ values

F32E = [
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff,
    0x00800000, 0x80800000, 0x3f800000, 0xbf800000, 0x3fc00000, 0x40200000,
    0xc0200000, 0x3f000000, 0xbf000000, 0x3f400000, 0x7f7fffff, 0xff7fffff,
    0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001, 0x7fbfffff,
    0xff800001, 0x7fffffff, 0x4effffff, 0x4f000000, 0xcf000000, 0xcf000001,
    0x4f800000, 0x5f000000, 0xdf000000, 0x5f800000, 0x477fe000, 0x477ff000,
    0x477fefff, 0x47800000, 0x33800000, 0x33000000, 0x33000001, 0x387fc000,
    0x38800000, 0x43e00000, 0x43e80000, 0x43f00000, 0x47600000, 0x47700000,
    0x3b800000, 0x3a800000, 0x4b000000, 0x4b000001, 0x4b7fffff, 0x3f7fffff,
    0x3f800001, 0x42fe0000, 0x43000000, 0x437f0000, 0x43800000, 0xc3000000,
    0xc3010000, 0x3effffff, 0x40490fdb, 0xc2c80000, 0x3f808000, 0x3f818000,
    0x3f80c000, 0x3f800fff, 0x3f801000, 0x3f801001, 0x00400000, 0x80400000,
    0x1e000000, 0x9e000000, 0x6c000000, 0x3f7ff000, 0x46fffe00, 0xc7000000,
]

F16E = [
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x83ff, 0x0400, 0x8400, 0x3c00,
    0xbc00, 0x3e00, 0x4100, 0xc100, 0x3800, 0xb800, 0x7bff, 0xfbff, 0x7c00,
    0xfc00, 0x7e00, 0xfe00, 0x7c01, 0x7dff, 0x7fff, 0x3555, 0x5800, 0x57ff,
    0x3bff, 0x3c01, 0x0200, 0x8200, 0x5bf0, 0xdbf0, 0x4248, 0x6400, 0xe400,
]

BF16E = [
    0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x807f, 0x0080, 0x8080, 0x3f80,
    0xbf80, 0x3fc0, 0x4020, 0xc020, 0x3f00, 0xbf00, 0x7f7f, 0xff7f, 0x7f80,
    0xff80, 0x7fc0, 0xffc0, 0x7f81, 0x7fbf, 0x7fff, 0x3eab, 0x4f00, 0xcf00,
    0x3f7f, 0x3f81, 0x0040, 0x8040, 0x4049, 0xc2c8, 0x43e0, 0x4780, 0x3b80,
]

F64E = [
    0x0000000000000000, 0x8000000000000000, 0x0000000000000001, 0x8000000000000001,
    0x000fffffffffffff, 0x0010000000000000, 0x3ff0000000000000, 0xbff0000000000000,
    0x3ff8000000000000, 0x4004000000000000, 0xc004000000000000, 0x3fe0000000000000,
    0xbfe0000000000000, 0x7fefffffffffffff, 0xffefffffffffffff, 0x7ff0000000000000,
    0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001,
    0x7ff4000000000000, 0x7fffffffffffffff, 0x41dfffffffc00000, 0x41e0000000000000,
    0xc1e0000000000000, 0xc1e0000000200000, 0x41efffffffe00000, 0x41f0000000000000,
    0x43e0000000000000, 0xc3e0000000000000, 0x43f0000000000000, 0x43dfffffffffffff,
    0x47efffffe0000000, 0x47effffff0000000, 0x47efffffefffffff, 0x47f0000000000000,
    0x36a0000000000000, 0x3690000000000000, 0x36a0000000000001, 0x3810000000000000,
    0x380fffffffffffff, 0x3e80000000000000, 0x3e70000000000000, 0x3e70000000000001,
    0x40effc0000000000, 0x40effe0000000000, 0x40effdffffffffff, 0x3ff0000010000000,
    0x3ff0000010000001, 0x3ff0000030000000, 0x3ff0000000000001, 0x4330000000000001,
    0x400921fb54442d18, 0x3fefffffffffffff, 0xc05fc00000000000, 0x406fe00000000000,
]

U32E = [
    0x00000000, 0x00000001, 0x00000002, 0x0000007f, 0x00000080, 0x000000ff,
    0x00000100, 0x00007fff, 0x00008000, 0x0000ffff, 0x00010000, 0x7fffffff,
    0x80000000, 0xffffffff, 0x12345678, 0x80808080, 0x7f7f7f7f, 0xfffefdfc,
    0x0000001f, 0x00000020, 0x00000021, 0x8000ffff, 0xffff8000, 0x7fff8001,
    0xff00ff00, 0x00ff00ff, 0x80017fff, 0xfffffffe, 0x01020304, 0xfedcba98,
    0x00ffff00, 0x7f80807f,
]

U64E = [
    0x0000000000000000, 0x0000000000000001, 0x000000000000007f, 0x0000000000000080,
    0x00000000000000ff, 0x0000000000007fff, 0x0000000000008000, 0x000000000000ffff,
    0x000000007fffffff, 0x0000000080000000, 0x00000000ffffffff, 0x0000000100000000,
    0x7fffffffffffffff, 0x8000000000000000, 0xffffffffffffffff, 0xfffffffffffffffe,
    0xffffffff80000000, 0xffffffff7fffffff, 0xffffffffffff8000, 0xffffffffffffff80,
    0x123456789abcdef0, 0x0020000000000001, 0x0020000000000003, 0x0000000001000001,
    0x0000000001000003, 0x8000000000000001, 0x00000000ff7fffff, 0xfedcba9876543210,
]

rng = random.Random(20240610)


def rand32(n):
    return [rng.getrandbits(32) for _ in range(n)]


def rand64(n):
    return [rng.getrandbits(64) for _ in range(n)]


def randf32(n):
    out = []
    for _ in range(n):
        e = rng.randint(100, 154)
        out.append(rng.getrandbits(1) << 31 | e << 23 | rng.getrandbits(23))
    return out


def randhalf(n, bf=False):
    out = []
    for _ in range(n):
        if bf:
            e = rng.randint(110, 145)
            out.append(rng.getrandbits(1) << 15 | e << 7 | rng.getrandbits(7))
        else:
            e = rng.randint(5, 25)
            out.append(rng.getrandbits(1) << 15 | e << 10 | rng.getrandbits(10))
    return out


def pairs(xs, ys=None):
    ys = xs if ys is None else ys
    a, b = [], []
    for x in xs:
        for y in ys:
            a.append(x)
            b.append(y)
    return a, b


def pack2(lo, hi):
    return [l | h << 16 for l, h in zip(lo, hi)]


# ------------------------------------------------------------------ kernels

class Kernel:
    """One value-sweep kernel: inputs, forms, output width."""

    def __init__(self, name, inputs, iw, ow, forms, version="7.8", extra_regs="", note=""):
        self.name = name
        self.inputs = inputs  # list of lists of ints (same length)
        self.iw = iw          # input element bytes: 4 or 8
        self.ow = ow          # output element bytes: 2, 4 or 8
        self.forms = forms    # list of (label, code, result register)
        self.version = version
        self.extra_regs = extra_regs
        self.note = note

    @property
    def n(self):
        return len(self.inputs[0])


HEADER = """//
// Generated by benchmarks/hardware/isa/gen.py: do not edit.
// {what}
//
.version {ver}
.target sm_90
.address_size 64
"""

NAMES = "abcd"


def kernel_ptx(k):
    ni = len(k.inputs)
    obits = k.ow * 8
    L = []
    params = ", ".join([".param .u64 pout"] + [".param .u64 p%s" % NAMES[i] for i in range(ni)] + [".param .u32 pn"])
    L.append(".visible .entry %s(%s)" % (k.name, params))
    L.append("{")
    L.append("  .reg .pred %p<8>; .reg .pred %q<8>;")
    L.append("  .reg .b16 %ha, %hb, %hc, %hd, %hah, %hbh, %h<40>;")
    L.append("  .reg .b32 %ra, %rb, %rc, %rd, %i, %n, %t<64>;")
    L.append("  .reg .b64 %rda, %rdb, %rdc, %rdd, %o, %s, %x<8>, %u<40>;")
    L.append("  .reg .f32 %f<16>; .reg .f64 %fd<16>;")
    if k.extra_regs:
        L.append("  " + k.extra_regs)
    L.append("  mov.u32 %t0, %ctaid.x;")
    L.append("  mov.u32 %t1, %ntid.x;")
    L.append("  mov.u32 %t2, %tid.x;")
    L.append("  mad.lo.u32 %i, %t0, %t1, %t2;")
    L.append("  ld.param.u32 %n, [pn];")
    L.append("  setp.ge.u32 %p7, %i, %n;")
    L.append("  @%p7 bra DONE;")
    for j in range(ni):
        r = NAMES[j]
        L.append("  ld.param.u64 %%x%d, [p%s];" % (j, r))
        L.append("  mad.wide.u32 %%x%d, %%i, %d, %%x%d;" % (j, k.iw, j))
        if k.iw == 4:
            L.append("  ld.global.b32 %%r%s, [%%x%d];" % (r, j))
            L.append("  cvt.u64.u32 %%rd%s, %%r%s;" % (r, r))
        else:
            L.append("  ld.global.b64 %%rd%s, [%%x%d];" % (r, j))
            L.append("  cvt.u32.u64 %%r%s, %%rd%s;" % (r, r))
        L.append("  cvt.u16.u32 %%h%s, %%r%s;" % (r, r))
    if ni >= 1:
        L.append("  mov.b32 {%h0, %hah}, %ra;")
    if ni >= 2:
        L.append("  mov.b32 {%h0, %hbh}, %rb;")
    L.append("  ld.param.u64 %o, [pout];")
    L.append("  mad.wide.u32 %%o, %%i, %d, %%o;" % k.ow)
    L.append("  mul.wide.u32 %%s, %%n, %d;" % k.ow)
    for idx, (label, code, res) in enumerate(k.forms):
        L.append("  // form %d: %s" % (idx, label))
        for line in code.strip().split("\n"):
            L.append("  " + line.strip())
        L.append("  st.global.b%d [%%o], %s;" % (obits, res))
        L.append("  add.u64 %o, %o, %s;")
    L.append("DONE:")
    L.append("  ret;")
    L.append("}")
    return "\n".join(L) + "\n"


def le_bytes(vals, w):
    fmt = {1: "<B", 2: "<H", 4: "<I", 8: "<Q"}[w]
    m = (1 << (8 * w)) - 1
    return b"".join(struct.pack(fmt, v & m) for v in vals)


DTYPE = {2: "u16", 4: "u32", 8: "u64"}


def write_case(name, module, launches, buffers, expect, note, tags=("isa",), extra=None):
    d = os.path.join(CASEDIR, name)
    os.makedirs(d, exist_ok=True)
    bufs = []
    for b in buffers:
        e = {"name": b["name"], "bytes": b["bytes"], "dtype": b["dtype"]}
        if "data" in b:
            e["init"] = b["name"] + ".in.bin"
            with open(os.path.join(d, e["init"]), "wb") as f:
                f.write(b["data"])
        else:
            e["fill"] = b.get("fill", 0)
        bufs.append(e)
    c = {"name": name, "module": "../../ptx/%s" % module, "arch": "sm_90", "buffers": bufs,
         "globals": [], "launches": launches, "expect": expect, "tags": list(tags), "note": note}
    if extra:
        c.update(extra)
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(c, f, indent=1)
        f.write("\n")
    return d


# Repository size budget (testdata/isa <= 4 MB): the largest sweeps keep a
# subset of their inputs, taken after the inputs are drawn (the random
# stream, the modules and the other cases are unchanged). Round 1 ran the
# full sweeps on the H200; shrink.py cut their expected outputs to these
# inputs, so every expected value is still the hardware's result for its
# input. Strides are prime to the side of the all-pairs input grids (36,
# 40) so that every value of each operand list stays in the sample.
KEEP = {
    "video_scalar": 13, "video_simd2": 7, "video_simd4": 7, "video_vset": 5, "video_shift": 3,
    "half_f16": 7, "half_bf16": 7, "int_misc": 3,
    # every fp8 value in both halves: pairs (x, x) and (x, x+0x80)
    "cvt_fp8x2_to_f16x2": [i * 257 for i in range(256)] + [(i * 257 + 0x80) & 0xffff for i in range(256)],
    # every 61st 16-bit pattern and the f16/bf16 special values
    "mufu_half": sorted(set(range(0, 65536, 61)) | set(F16E) | set(BF16E)),
    # round 5 (run on the subset directly): 36 values, all pairs would be 1296
    "int64": 5,
    # 24 values each: every 5th of the 576 pairs
    "float_edge_f32": 5, "float_edge_f64": 5,
}


def kept(name, n):
    """The indices of a sweep's inputs that its case keeps."""
    k = KEEP.get(name)
    if k is None:
        return list(range(n))
    if isinstance(k, int):
        return list(range(0, n, k))
    return k


def sweep_case(k, module):
    idx = kept(k.name, k.n)
    inputs = [[inp[i] for i in idx] for inp in k.inputs]
    n = len(idx)
    bufs = [{"name": NAMES[j], "bytes": n * k.iw, "dtype": DTYPE[k.iw], "data": le_bytes(inputs[j], k.iw)}
            for j in range(len(inputs))]
    out_bytes = n * k.ow * len(k.forms)
    bufs.append({"name": "out", "bytes": out_bytes, "dtype": DTYPE[k.ow], "fill": 0xee})
    params = [{"ptr": "out"}] + [{"ptr": NAMES[j]} for j in range(len(inputs))] + [{"u32": n}]
    launches = [{"kernel": k.name, "grid": [(n + 127) // 128, 1, 1], "block": [128, 1, 1], "shared_bytes": 0, "params": params}]
    expect = [{"buffer": "out", "dtype": DTYPE[k.ow], "compare": "exact", "file": "out.expected.bin"}]
    note = "%d inputs x %d forms; form k of input i is out[k*%d + i] (forms.txt). %s" % (n, len(k.forms), n, k.note)
    d = write_case(k.name, module, launches, bufs, expect, note.strip())
    with open(os.path.join(d, "forms.txt"), "w") as f:
        for idx, (label, code, res) in enumerate(k.forms):
            f.write("%d\t%s\n" % (idx, label))


# ------------------------------------------------------------------ families

INT_TYPES = ["u8", "s8", "u16", "s16", "u32", "s32", "u64", "s64"]
BITS = {"u8": 8, "s8": 8, "u16": 16, "s16": 16, "u32": 32, "s32": 32, "u64": 64, "s64": 64,
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64}


def srcreg(t, width=None):
    """The input register holding a value of type t (a register at least t's width)."""
    w = width or max(16, BITS[t])
    return {16: "%ha", 32: "%ra", 64: "%rda"}[w]


def fits(st, dt):
    """Whether every value of integer type st is a value of dt."""
    sb, db = BITS[st], BITS[dt]
    if st[0] == dt[0]:
        return sb <= db
    if st[0] == "u":
        return sb < db
    return False


def cvt_i2i():
    """Integer to integer conversions, plain and .sat, into 16-, 32- and 64-bit
    destination registers (the hardware extends the result to the register's
    width by the destination type's signedness)."""
    ks = []
    vals = U64E + rand64(36)
    for rw, res_t, cast in ((16, "%h", "b16"), (32, "%t", "b32"), (64, "%u", "b64")):
        forms = []
        for dt in INT_TYPES:
            if BITS[dt] > rw:
                continue
            for st in INT_TYPES:
                for sat in ("", ".sat"):
                    if sat and fits(st, dt):
                        continue  # ptxas refuses .sat when every source value fits
                    dst = res_t + "1"
                    s = srcreg(st)
                    forms.append(("cvt%s.%s.%s r%d<-%s" % (sat, dt, st, rw, s), "cvt%s.%s.%s %s, %s;" % (sat, dt, st, dst, s), dst))
            # a source register wider than the source type (the value is chopped)
            for st in ("s8", "u8", "s16"):
                if rw >= 32:
                    dst = res_t + "1"
                    forms.append(("cvt.%s.%s r%d<-r64" % (dt, st, rw), "cvt.%s.%s %s, %%rda;" % (dt, st, dst), dst))
        ks.append(Kernel("cvt_i2i_r%d" % rw, [vals], 8, rw // 8, forms))
    return ks


FRND = [".rn", ".rz", ".rm", ".rp"]
IRND = [".rni", ".rzi", ".rmi", ".rpi"]


def cvt_f2i():
    ks = []
    # f32 sources
    f32v = F32E + randf32(48)
    forms = []
    for dt in INT_TYPES:
        reg = "%u1" if BITS[dt] == 64 else "%t1"
        for r in IRND:
            for ftz in ("", ".ftz"):
                forms.append(("cvt%s%s.%s.f32" % (r, ftz, dt), "cvt%s%s.%s.f32 %s, %%ra;" % (r, ftz, dt, reg), reg if BITS[dt] == 64 else None))
    # outputs are 64-bit: widen 32-bit destinations by zero extension after the fact
    ks.append(widen_kernel("cvt_f2i_f32", [f32v], 4, forms))
    f64v = F64E + rand64(8) + [x for x in (0x41d0000000000000, 0xc1d0000000000000, 0x4170000000000000)]
    forms = []
    for dt in INT_TYPES:
        reg = "%u1" if BITS[dt] == 64 else "%t1"
        for r in IRND:
            forms.append(("cvt%s.%s.f64" % (r, dt), "cvt%s.%s.f64 %s, %%rda;" % (r, dt, reg), reg if BITS[dt] == 64 else None))
        forms.append(("cvt.rni.sat.%s.f64" % dt, "cvt.rni.sat.%s.f64 %s, %%rda;" % (dt, reg), reg if BITS[dt] == 64 else None))
    ks.append(widen_kernel("cvt_f2i_f64", [f64v], 8, forms))
    h = F16E + randhalf(28)
    forms = []
    for dt in INT_TYPES:
        reg = "%u1" if BITS[dt] == 64 else "%t1"
        for r in IRND:
            forms.append(("cvt%s.%s.f16" % (r, dt), "cvt%s.%s.f16 %s, %%ha;" % (r, dt, reg), reg if BITS[dt] == 64 else None))
    ks.append(widen_kernel("cvt_f2i_f16", [h], 4, forms))
    return ks


def widen_kernel(name, inputs, iw, forms, version="7.8", note=""):
    """Forms whose result register is None wrote %t1 (32-bit): store it
    zero-extended in a 64-bit output slot."""
    out = []
    for label, code, res in forms:
        if res is None:
            code = code + "\ncvt.u64.u32 %u1, %t1;"
            res = "%u1"
        out.append((label, code, res))
    return Kernel(name, inputs, iw, 8, out, version=version, note=note)


def cvt_i2f():
    vals = U64E + rand64(20) + [0x0000000000fffffd, 0x0000000001ffffff, 0xfffffffffefffffd, 0x00000000fffff7ff, 0x7ffffe0000000000]
    forms = []
    for st in INT_TYPES:
        s = srcreg(st)
        for dt, reg in (("f32", "%t1"), ("f64", "%u1"), ("f16", "%h1")):
            for r in FRND:
                code = "cvt%s.%s.%s %s, %s;" % (r, dt, st, reg, s)
                if dt == "f16":
                    code += "\ncvt.u32.u16 %t1, %h1;"
                out = "%u1" if dt == "f64" else None
                forms.append(("cvt%s.%s.%s" % (r, dt, st), code, out))
        for r in FRND:
            forms.append(("cvt%s.sat.f32.%s" % (r, st), "cvt%s.sat.f32.%s %%t1, %s;" % (r, st, s), None))
    k = widen_kernel("cvt_i2f", [vals], 8, forms)
    forms = []
    for st in INT_TYPES:
        if BITS[st] == 8:
            continue  # ptxas has no bf16 <- 8-bit integer conversion
        s = srcreg(st)
        for r in FRND:
            forms.append(("cvt%s.bf16.%s" % (r, st), "cvt%s.bf16.%s %%h1, %s;\ncvt.u32.u16 %%t1, %%h1;" % (r, st, s), None))
    k2 = widen_kernel("cvt_i2bf16", [vals], 8, forms, note="PTX 7.8, sm_90")
    return [k, k2]


def cvt_f2f():
    ks = []
    f32v = F32E + randf32(48)
    forms = []
    for r in FRND:
        forms.append(("cvt%s.f16.f32" % r, "cvt%s.f16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.ftz.f16.f32" % r, "cvt%s.ftz.f16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.sat.f16.f32" % r, "cvt%s.sat.f16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.f16.f32 r32" % r, "cvt%s.f16.f32 %%t1, %%ra;" % r, "%t1"))
    for r in (".rn", ".rz"):
        forms.append(("cvt%s.relu.f16.f32" % r, "cvt%s.relu.f16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.bf16.f32" % r, "cvt%s.bf16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.relu.bf16.f32" % r, "cvt%s.relu.bf16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
    for r in (".rm", ".rp"):
        forms.append(("cvt%s.bf16.f32" % r, "cvt%s.bf16.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
    for r in IRND:
        for m in ("", ".ftz", ".sat", ".ftz.sat"):
            forms.append(("cvt%s%s.f32.f32" % (r, m), "cvt%s%s.f32.f32 %%t1, %%ra;" % (r, m), "%t1"))
    for m in (".ftz", ".sat", ".ftz.sat"):
        forms.append(("cvt%s.f32.f32" % m, "cvt%s.f32.f32 %%t1, %%ra;" % m, "%t1"))
    forms.append(("cvt.f64.f32 lo", "cvt.f64.f32 %u1, %ra;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("cvt.f64.f32 hi", "cvt.f64.f32 %u1, %ra;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("cvt.ftz.f64.f32 hi", "cvt.ftz.f64.f32 %u1, %ra;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    ks.append(Kernel("cvt_f32_to", [f32v], 4, 4, forms))

    # Two f32 sources packed into f16x2 / bf16x2: a gives the upper half.
    a, b = pairs(F32E[::3] + randf32(6), F32E[1::3] + randf32(6))
    forms = []
    for dt in ("f16x2", "bf16x2"):
        for r in (".rn", ".rz"):
            for m in ("", ".relu"):
                forms.append(("cvt%s%s.%s.f32" % (r, m, dt), "cvt%s%s.%s.f32 %%t1, %%ra, %%rb;" % (r, m, dt), "%t1"))
    ks.append(Kernel("cvt_f32x2_to_half2", [a, b], 4, 4, forms))

    forms = []
    for dt in ("f16x2", "bf16x2"):
        for r in (".rn", ".rz"):
            for m in (".satfinite", ".relu.satfinite"):
                forms.append(("cvt%s%s.%s.f32" % (r, m, dt), "cvt%s%s.%s.f32 %%t1, %%ra, %%rb;" % (r, m, dt), "%t1"))
    for dt in ("f16", "bf16"):
        for r in (".rn", ".rz"):
            forms.append(("cvt%s.satfinite.%s.f32" % (r, dt), "cvt%s.satfinite.%s.f32 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % (r, dt), "%t1"))
    ks.append(Kernel("cvt_half_satfinite", [a, b], 4, 4, forms, version="8.1", note="PTX 8.1 forms"))
    forms = []
    for r in (".rn", ".rz"):
        for m in ("", ".relu"):
            forms.append(("cvt%s%s.tf32.f32" % (r, m), "cvt%s%s.tf32.f32 %%t1, %%ra;" % (r, m), "%t1"))
    forms.append(("cvt.rna.tf32.f32", "cvt.rna.tf32.f32 %t1, %ra;", "%t1"))
    ks.append(Kernel("cvt_tf32", [F32E + randf32(48)], 4, 4, forms))
    # .rn/.rz with .satfinite need sm_100 and PTX 8.6 (the H200's driver
    # refused them in round 1): .rna.satfinite only.
    forms = [("cvt.rna.satfinite.tf32.f32", "cvt.rna.satfinite.tf32.f32 %t1, %ra;", "%t1")]
    ks.append(Kernel("cvt_tf32_satfinite", [F32E + randf32(48)], 4, 4, forms, version="8.1", note="PTX 8.1 form"))

    # fp8 pairs from f32 and f16x2, and back to f16x2.
    forms = []
    for dt in ("e4m3x2", "e5m2x2"):
        for m in ("", ".relu"):
            forms.append(("cvt.rn.satfinite%s.%s.f32" % (m, dt), "cvt.rn.satfinite%s.%s.f32 %%h1, %%ra, %%rb;\ncvt.u32.u16 %%t1, %%h1;" % (m, dt), "%t1"))
    ks.append(Kernel("cvt_f32x2_to_fp8x2", [a, b], 4, 4, forms))

    h2 = F16E + randhalf(12)
    ha, hb = pairs(h2)
    forms = []
    for dt in ("e4m3x2", "e5m2x2"):
        for m in ("", ".relu"):
            forms.append(("cvt.rn.satfinite%s.%s.f16x2" % (m, dt), "cvt.rn.satfinite%s.%s.f16x2 %%h1, %%ra;\ncvt.u32.u16 %%t1, %%h1;" % (m, dt), "%t1"))
    ks.append(Kernel("cvt_f16x2_to_fp8x2", [pack2(ha, hb)], 4, 4, forms))

    forms = []
    for st in ("e4m3x2", "e5m2x2"):
        for m in ("", ".relu"):
            forms.append(("cvt.rn%s.f16x2.%s" % (m, st), "cvt.rn%s.f16x2.%s %%t1, %%ha;" % (m, st), "%t1"))
    ks.append(Kernel("cvt_fp8x2_to_f16x2", [list(range(65536))], 4, 4, forms, note="every 16-bit input"))

    # half sources
    hs = F16E + randhalf(28)
    forms = []
    forms.append(("cvt.f32.f16", "cvt.f32.f16 %t1, %ha;", "%t1"))
    forms.append(("cvt.ftz.f32.f16", "cvt.ftz.f32.f16 %t1, %ha;", "%t1"))
    forms.append(("cvt.f64.f16 hi", "cvt.f64.f16 %u1, %ha;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    for r in IRND:
        forms.append(("cvt%s.f16.f16" % r, "cvt%s.f16.f16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.sat.f16.f16" % r, "cvt%s.sat.f16.f16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
    ks.append(Kernel("cvt_f16_to", [hs], 4, 4, forms))

    bs = BF16E + randhalf(28, bf=True)
    forms = [("cvt.f32.bf16", "cvt.f32.bf16 %t1, %ha;", "%t1")]
    for r in IRND:
        forms.append(("cvt%s.bf16.bf16" % r, "cvt%s.bf16.bf16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.s32.bf16" % r, "cvt%s.s32.bf16 %%t1, %%ha;" % r, "%t1"))
    for r in FRND:
        forms.append(("cvt%s.f16.bf16" % r, "cvt%s.f16.bf16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.bf16.f16" % r, "cvt%s.bf16.f16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
    ks.append(Kernel("cvt_bf16_to", [bs], 4, 4, forms, note="bf16 conversions of PTX 7.8 (sm_90)"))

    f64v = F64E + rand64(8)
    forms = []
    for r in FRND:
        for m in ("", ".ftz", ".sat"):
            forms.append(("cvt%s%s.f32.f64" % (r, m), "cvt%s%s.f32.f64 %%t1, %%rda;" % (r, m), "%t1"))
        forms.append(("cvt%s.f16.f64" % r, "cvt%s.f16.f64 %%h1, %%rda;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
        forms.append(("cvt%s.bf16.f64" % r, "cvt%s.bf16.f64 %%h1, %%rda;\ncvt.u32.u16 %%t1, %%h1;" % r, "%t1"))
    for r in IRND:
        forms.append(("cvt%s.f64.f64 lo" % r, "cvt%s.f64.f64 %%u1, %%rda;\ncvt.u32.u64 %%t1, %%u1;" % r, "%t1"))
        forms.append(("cvt%s.f64.f64 hi" % r, "cvt%s.f64.f64 %%u1, %%rda;\nshr.u64 %%u1, %%u1, 32;\ncvt.u32.u64 %%t1, %%u1;" % r, "%t1"))
    forms.append(("cvt.sat.f64.f64 hi", "cvt.sat.f64.f64 %u1, %rda;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    ks.append(Kernel("cvt_f64_to", [f64v], 8, 4, forms))
    return ks


def cvt_pack():
    vals = [0, 1, -1, 2, 3, 4, 7, 8, 15, 16, 127, 128, 255, 256, -2, -3, -4, -7, -8, -9, -128, -129, 32767, 32768, 65535, 65536, -32768, -32769, 0x7fffffff, -0x80000000]
    a, b = pairs(vals)
    c = rand32(len(a))
    forms = []
    for t in ("u16", "s16"):
        forms.append(("cvt.pack.sat.%s.s32" % t, "cvt.pack.sat.%s.s32 %%t1, %%ra, %%rb;" % t, "%t1"))
    for t in ("u8", "s8", "u4", "s4", "u2", "s2"):
        forms.append(("cvt.pack.sat.%s.s32.b32" % t, "cvt.pack.sat.%s.s32.b32 %%t1, %%ra, %%rb, %%rc;" % t, "%t1"))
    return [Kernel("cvt_pack", [a, b, c], 4, 4, forms)]


def half_ops():
    """Packed and scalar half-precision comparisons, min/max, fma.relu,
    neg/abs and arithmetic with every modifier."""
    ks = []
    hv = F16E + randhalf(4)
    la, lb = pairs(hv)
    # upper halves: a different mix so that the two lanes differ
    ua, ub = pairs(hv[::-1])
    A, B = pack2(la, ua), pack2(lb, ub)
    C = pack2(randhalf(len(A)), randhalf(len(A)))
    forms = []
    cmps = ["eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
    for cmp in cmps:
        for ftz in ("", ".ftz"):
            forms.append(("setp.%s%s.f16x2" % (cmp, ftz), "setp.%s%s.f16x2 %%p1|%%p2, %%ra, %%rb;\nselp.b32 %%t1, 1, 0, %%p1;\nselp.b32 %%t2, 2, 0, %%p2;\nor.b32 %%t1, %%t1, %%t2;" % (cmp, ftz), "%t1"))
            forms.append(("set.%s%s.f16x2.f16x2" % (cmp, ftz), "set.%s%s.f16x2.f16x2 %%t1, %%ra, %%rb;" % (cmp, ftz), "%t1"))
        forms.append(("set.%s.u32.f16x2" % cmp, "set.%s.u32.f16x2 %%t1, %%ra, %%rb;" % cmp, "%t1"))
        forms.append(("setp.%s.f16" % cmp, "setp.%s.f16 %%p1, %%ha, %%hb;\nselp.b32 %%t1, 1, 0, %%p1;" % cmp, "%t1"))
        forms.append(("set.%s.f16.f16" % cmp, "set.%s.f16.f16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % cmp, "%t1"))
        forms.append(("set.%s.u16.f16" % cmp, "set.%s.u16.f16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % cmp, "%t1"))
        forms.append(("set.%s.s32.f16" % cmp, "set.%s.s32.f16 %%t1, %%ha, %%hb;" % cmp, "%t1"))
    setup = "setp.ne.u32 %q1, %rc, 0;"
    for bop in ("and", "or", "xor"):
        forms.append(("setp.lt.%s.f16x2 !q" % bop, setup + "\nsetp.lt.%s.f16x2 %%p1|%%p2, %%ra, %%rb, !%%q1;\nselp.b32 %%t1, 1, 0, %%p1;\nselp.b32 %%t2, 2, 0, %%p2;\nor.b32 %%t1, %%t1, %%t2;" % bop, "%t1"))
        forms.append(("set.ge.%s.f16x2.f16x2" % bop, setup + "\nset.ge.%s.f16x2.f16x2 %%t1, %%ra, %%rb, %%q1;" % bop, "%t1"))
    for op in ("min", "max"):
        for m in ("", ".ftz", ".NaN", ".ftz.NaN", ".xorsign.abs", ".NaN.xorsign.abs", ".ftz.xorsign.abs"):
            forms.append(("%s%s.f16x2" % (op, m), "%s%s.f16x2 %%t1, %%ra, %%rb;" % (op, m), "%t1"))
            forms.append(("%s%s.f16" % (op, m), "%s%s.f16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % (op, m), "%t1"))
    for m in ("", ".ftz", ".sat", ".ftz.sat", ".relu", ".ftz.relu"):
        forms.append(("fma.rn%s.f16x2" % m, "fma.rn%s.f16x2 %%t1, %%ra, %%rb, %%rc;" % m, "%t1"))
        forms.append(("fma.rn%s.f16" % m, "cvt.u16.u32 %%h2, %%rc;\nfma.rn%s.f16 %%h1, %%ha, %%hb, %%h2;\ncvt.u32.u16 %%t1, %%h1;" % m, "%t1"))
    for op in ("add", "sub", "mul"):
        for m in (".rn", ".rn.ftz", ".rn.sat", ".rn.ftz.sat", ".rz", ".rm", ".rp"):
            if m in (".rz", ".rm", ".rp"):
                continue  # f16 arithmetic takes .rn only
            forms.append(("%s%s.f16x2" % (op, m), "%s%s.f16x2 %%t1, %%ra, %%rb;" % (op, m), "%t1"))
            forms.append(("%s%s.f16" % (op, m), "%s%s.f16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % (op, m), "%t1"))
    for op in ("neg", "abs"):
        for m in ("", ".ftz"):
            forms.append(("%s%s.f16x2" % (op, m), "%s%s.f16x2 %%t1, %%ra;" % (op, m), "%t1"))
            forms.append(("%s%s.f16" % (op, m), "%s%s.f16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % (op, m), "%t1"))
    ks.append(Kernel("half_f16", [A, B, C], 4, 4, forms))

    bv = BF16E + randhalf(4, bf=True)
    la, lb = pairs(bv)
    ua, ub = pairs(bv[::-1])
    A, B = pack2(la, ua), pack2(lb, ub)
    C = pack2(randhalf(len(A), bf=True), randhalf(len(A), bf=True))
    forms = []
    for cmp in cmps:
        forms.append(("setp.%s.bf16x2" % cmp, "setp.%s.bf16x2 %%p1|%%p2, %%ra, %%rb;\nselp.b32 %%t1, 1, 0, %%p1;\nselp.b32 %%t2, 2, 0, %%p2;\nor.b32 %%t1, %%t1, %%t2;" % cmp, "%t1"))
        forms.append(("set.%s.bf16x2.bf16x2" % cmp, "set.%s.bf16x2.bf16x2 %%t1, %%ra, %%rb;" % cmp, "%t1"))
        forms.append(("set.%s.u32.bf16x2" % cmp, "set.%s.u32.bf16x2 %%t1, %%ra, %%rb;" % cmp, "%t1"))
        forms.append(("setp.%s.bf16" % cmp, "setp.%s.bf16 %%p1, %%ha, %%hb;\nselp.b32 %%t1, 1, 0, %%p1;" % cmp, "%t1"))
        forms.append(("set.%s.bf16.bf16" % cmp, "set.%s.bf16.bf16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % cmp, "%t1"))
        forms.append(("set.%s.u16.bf16" % cmp, "set.%s.u16.bf16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % cmp, "%t1"))
    for op in ("min", "max"):
        for m in ("", ".NaN", ".xorsign.abs", ".NaN.xorsign.abs"):
            forms.append(("%s%s.bf16x2" % (op, m), "%s%s.bf16x2 %%t1, %%ra, %%rb;" % (op, m), "%t1"))
            forms.append(("%s%s.bf16" % (op, m), "%s%s.bf16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % (op, m), "%t1"))
    for m in ("", ".relu"):
        forms.append(("fma.rn%s.bf16x2" % m, "fma.rn%s.bf16x2 %%t1, %%ra, %%rb, %%rc;" % m, "%t1"))
        forms.append(("fma.rn%s.bf16" % m, "cvt.u16.u32 %%h2, %%rc;\nfma.rn%s.bf16 %%h1, %%ha, %%hb, %%h2;\ncvt.u32.u16 %%t1, %%h1;" % m, "%t1"))
    for op in ("add", "sub", "mul"):
        forms.append(("%s.rn.bf16x2" % op, "%s.rn.bf16x2 %%t1, %%ra, %%rb;" % op, "%t1"))
        forms.append(("%s.rn.bf16" % op, "%s.rn.bf16 %%h1, %%ha, %%hb;\ncvt.u32.u16 %%t1, %%h1;" % op, "%t1"))
    for op in ("neg", "abs"):
        forms.append(("%s.bf16x2" % op, "%s.bf16x2 %%t1, %%ra;" % op, "%t1"))
        forms.append(("%s.bf16" % op, "%s.bf16 %%h1, %%ha;\ncvt.u32.u16 %%t1, %%h1;" % op, "%t1"))
    ks.append(Kernel("half_bf16", [A, B, C], 4, 4, forms))

    # f32 min/max with .NaN / .xorsign.abs / .ftz
    fv = F32E[::2] + randf32(4)
    a, b = pairs(fv)
    forms = []
    for op in ("min", "max"):
        for m in ("", ".ftz", ".NaN", ".ftz.NaN", ".xorsign.abs", ".NaN.xorsign.abs", ".ftz.NaN.xorsign.abs"):
            forms.append(("%s%s.f32" % (op, m), "%s%s.f32 %%t1, %%ra, %%rb;" % (op, m), "%t1"))
        forms.append(("%s.f64 lo" % op, "cvt.f64.f32 %%u2, %%ra;\ncvt.f64.f32 %%u3, %%rb;\n%s.f64 %%u1, %%u2, %%u3;\ncvt.rn.f32.f64 %%t1, %%u1;" % op, "%t1"))
    ks.append(Kernel("minmax_f32", [a, b], 4, 4, forms))

    # MUFU-backed half forms: every 16-bit input once.
    allh = list(range(65536))
    forms = [
        ("ex2.approx.f16x2 (lo=x, hi=x^0x8000)", "xor.b32 %t2, %ra, 0x80000000;\nmov.b32 {%h2, %h3}, %t2;\nmov.b32 %t3, {%ha, %ha};\nxor.b32 %t3, %t3, 0x80000000;\nex2.approx.f16x2 %t1, %t3;", "%t1"),
        ("ex2.approx.f16", "ex2.approx.f16 %h1, %ha;\ncvt.u32.u16 %t1, %h1;", "%t1"),
        ("ex2.approx.ftz.bf16", "ex2.approx.ftz.bf16 %h1, %ha;\ncvt.u32.u16 %t1, %h1;", "%t1"),
        ("ex2.approx.ftz.bf16x2", "mov.b32 %t3, {%ha, %ha};\nxor.b32 %t3, %t3, 0x80000000;\nex2.approx.ftz.bf16x2 %t1, %t3;", "%t1"),
        ("tanh.approx.f16", "tanh.approx.f16 %h1, %ha;\ncvt.u32.u16 %t1, %h1;", "%t1"),
        ("tanh.approx.f16x2", "mov.b32 %t3, {%ha, %ha};\nxor.b32 %t3, %t3, 0x80000000;\ntanh.approx.f16x2 %t1, %t3;", "%t1"),
        ("tanh.approx.bf16", "tanh.approx.bf16 %h1, %ha;\ncvt.u32.u16 %t1, %h1;", "%t1"),
        ("tanh.approx.bf16x2", "mov.b32 %t3, {%ha, %ha};\nxor.b32 %t3, %t3, 0x80000000;\ntanh.approx.bf16x2 %t1, %t3;", "%t1"),
    ]
    ks.append(Kernel("mufu_half", [allh], 4, 4, forms, note="MUFU numerics are isa-mufu's; these check the packed forms' wiring on every input"))
    return ks


def half_ptx8():
    """PTX 8.x forms: integer x2 min/max, .relu on s32/s16x2."""
    vals = U32E + rand32(8)
    a, b = pairs(vals)
    forms = []
    for op in ("min", "max"):
        for t in ("u16x2", "s16x2"):
            forms.append(("%s.%s" % (op, t), "%s.%s %%t1, %%ra, %%rb;" % (op, t), "%t1"))
        forms.append(("%s.relu.s32" % op, "%s.relu.s32 %%t1, %%ra, %%rb;" % op, "%t1"))
        forms.append(("%s.relu.s16x2" % op, "%s.relu.s16x2 %%t1, %%ra, %%rb;" % op, "%t1"))
    return [Kernel("int_x2_minmax", [a, b], 4, 4, forms, version="8.0", note="PTX 8.0 forms (sm_90)")]


# --------------------------------------------------------------- video

VSEL = ["", ".b0", ".b1", ".b2", ".b3", ".h0", ".h1"]
DSEL = [".b0", ".b1", ".b2", ".b3", ".h0", ".h1"]


def video():
    ks = []
    vals = U32E + [0x7fff7fff, 0x80008000, 0x0000007e, 0xffffff81]
    a, b = pairs(vals)
    c = [x ^ 0x5a5a5a5a for x in rand32(len(a))]
    # scalar vop: types x sat x selectors (a subset crossed to keep the count sane)
    forms = []
    ts = [("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"), ("u32", "s32", "u32"), ("s32", "s32", "u32"), ("u32", "u32", "s32")]
    for op in ("vadd", "vsub", "vabsdiff", "vmin", "vmax"):
        for (dt, at, bt) in ts:
            for sat in ("", ".sat"):
                forms.append(("%s.%s.%s.%s%s" % (op, dt, at, bt, sat), "%s.%s.%s.%s%s %%t1, %%ra, %%rb;" % (op, dt, at, bt, sat), "%t1"))
            for op2 in (".add", ".min", ".max"):
                forms.append(("%s.%s.%s.%s%s" % (op, dt, at, bt, op2), "%s.%s.%s.%s%s %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, bt, op2), "%t1"))
            forms.append(("%s.%s.%s.%s.sat.add" % (op, dt, at, bt), "%s.%s.%s.%s.sat.add %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, bt), "%t1"))
        for (dt, at, bt) in (("s32", "s32", "s32"), ("u32", "u32", "u32"), ("s32", "u32", "s32")):
            for asel in VSEL:
                for bsel in (".b0", ".b3", ".h1", ""):
                    forms.append(("%s.%s.%s.%s a%s b%s" % (op, dt, at, bt, asel, bsel), "%s.%s.%s.%s %%t1, %%ra%s, %%rb%s;" % (op, dt, at, bt, asel, bsel), "%t1"))
            for dsel in DSEL:
                for sat in ("", ".sat"):
                    forms.append(("%s.%s.%s.%s%s d%s" % (op, dt, at, bt, sat, dsel), "mov.b32 %%t1, %%rc;\n%s.%s.%s.%s%s %%t1%s, %%ra.h1, %%rb.b2, %%rc;" % (op, dt, at, bt, sat, dsel), "%t1"))
    ks.append(Kernel("video_scalar", [a, b, c], 4, 4, forms))

    # shifts
    sh = list(range(0, 40)) + [0xffffffff, 0x80000020, 255, 256]
    va, vb = pairs(U32E[::2], sh)
    vc = rand32(len(va))
    forms = []
    for op in ("vshl", "vshr"):
        for (dt, at) in (("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")):
            for mode in (".clamp", ".wrap"):
                for sat in ("", ".sat"):
                    forms.append(("%s.%s.%s.u32%s%s" % (op, dt, at, sat, mode), "%s.%s.%s.u32%s%s %%t1, %%ra, %%rb;" % (op, dt, at, sat, mode), "%t1"))
                for op2 in (".add", ".min", ".max"):
                    forms.append(("%s.%s.%s.u32%s%s" % (op, dt, at, mode, op2), "%s.%s.%s.u32%s%s %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, mode, op2), "%t1"))
            for asel in (".b1", ".h1"):
                forms.append(("%s.%s.%s.u32.wrap a%s" % (op, dt, at, asel), "%s.%s.%s.u32.wrap %%t1, %%ra%s, %%rb;" % (op, dt, at, asel), "%t1"))
            for dsel in (".b2", ".h0"):
                forms.append(("%s.%s.%s.u32.sat.clamp d%s" % (op, dt, at, dsel), "mov.b32 %%t1, %%rc;\n%s.%s.%s.u32.sat.clamp %%t1%s, %%ra, %%rb, %%rc;" % (op, dt, at, dsel), "%t1"))
    ks.append(Kernel("video_shift", [va, vb, vc], 4, 4, forms))

    # vmad
    ma = U32E[::2] + rand32(4)
    a3, b3 = pairs(ma)
    c3 = [x for x in rand32(len(a3))]
    forms = []
    for (dt, at, bt) in (("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"), ("s32", "s32", "u32"), ("u32", "s32", "s32")):
        for sat in ("", ".sat"):
            for scale in ("", ".shr7", ".shr15"):
                forms.append(("vmad.%s.%s.%s%s%s" % (dt, at, bt, sat, scale), "vmad.%s.%s.%s%s%s %%t1, %%ra, %%rb, %%rc;" % (dt, at, bt, sat, scale), "%t1"))
        for neg in (("-", "", ""), ("", "-", ""), ("", "", "-"), ("-", "-", "")):
            if (neg[0] or neg[1]) and not (at.startswith("s") or bt.startswith("s")):
                pass
            forms.append(("vmad.%s.%s.%s %sa %sb %sc" % ((dt, at, bt) + neg), "vmad.%s.%s.%s %%t1, %s%%ra, %s%%rb, %s%%rc;" % ((dt, at, bt) + neg), "%t1"))
        forms.append(("vmad.%s.%s.%s.po" % (dt, at, bt), "vmad.%s.%s.%s.po %%t1, %%ra, %%rb, %%rc;" % (dt, at, bt), "%t1"))
        for asel, bsel in ((".b0", ".b1"), (".h1", ".h0"), (".b3", ".h1")):
            forms.append(("vmad.%s.%s.%s a%s b%s" % (dt, at, bt, asel, bsel), "vmad.%s.%s.%s %%t1, %%ra%s, %%rb%s, %%rc;" % (dt, at, bt, asel, bsel), "%t1"))
    ks.append(Kernel("video_vmad", [a3, b3, c3], 4, 4, forms))

    # vset
    forms = []
    for (at, bt) in (("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
            forms.append(("vset.%s.%s.%s" % (at, bt, cmp), "vset.%s.%s.%s %%t1, %%ra, %%rb;" % (at, bt, cmp), "%t1"))
            forms.append(("vset.%s.%s.%s.add" % (at, bt, cmp), "vset.%s.%s.%s.add %%t1, %%ra.b1, %%rb.h0, %%rc;" % (at, bt, cmp), "%t1"))
        for op2 in (".min", ".max"):
            forms.append(("vset.%s.%s.lt%s" % (at, bt, op2), "vset.%s.%s.lt%s %%t1, %%ra, %%rb, %%rc;" % (at, bt, op2), "%t1"))
        for dsel in (".b1", ".h1"):
            forms.append(("vset.%s.%s.ge d%s" % (at, bt, dsel), "mov.b32 %%t1, %%rc;\nvset.%s.%s.ge %%t1%s, %%ra.b2, %%rb.b0, %%rc;" % (at, bt, dsel), "%t1"))
    ks.append(Kernel("video_vset", [a, b, c], 4, 4, forms))

    # SIMD forms
    forms = []
    ops2 = ("vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2")
    for op in ops2:
        for (dt, at, bt) in (("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"), ("u32", "s32", "u32")):
            for sat in ("", ".sat"):
                forms.append(("%s.%s.%s.%s%s" % (op, dt, at, bt, sat), "%s.%s.%s.%s%s %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, bt, sat), "%t1"))
            forms.append(("%s.%s.%s.%s.add" % (op, dt, at, bt), "%s.%s.%s.%s.add %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, bt), "%t1"))
        for (dt, at, bt) in (("s32", "s32", "s32"), ("u32", "u32", "u32")):
            for mask in (".h0", ".h1"):
                forms.append(("%s.%s.%s.%s.sat d%s" % (op, dt, at, bt, mask), "%s.%s.%s.%s.sat %%t1%s, %%ra, %%rb, %%rc;" % (op, dt, at, bt, mask), "%t1"))
            for asel, bsel in ((".h01", ".h23"), (".h32", ".h10"), (".h00", ".h33"), (".h21", ".h03")):
                forms.append(("%s.%s.%s.%s a%s b%s" % (op, dt, at, bt, asel, bsel), "%s.%s.%s.%s %%t1, %%ra%s, %%rb%s, %%rc;" % (op, dt, at, bt, asel, bsel), "%t1"))
            forms.append(("%s.%s.%s.%s.add d.h1" % (op, dt, at, bt), "%s.%s.%s.%s.add %%t1.h1, %%ra, %%rb, %%rc;" % (op, dt, at, bt), "%t1"))
    for (at, bt) in (("u32", "u32"), ("s32", "s32"), ("s32", "u32")):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
            forms.append(("vset2.%s.%s.%s" % (at, bt, cmp), "vset2.%s.%s.%s %%t1, %%ra, %%rb, %%rc;" % (at, bt, cmp), "%t1"))
            forms.append(("vset2.%s.%s.%s.add" % (at, bt, cmp), "vset2.%s.%s.%s.add %%t1, %%ra, %%rb, %%rc;" % (at, bt, cmp), "%t1"))
        forms.append(("vset2.%s.%s.lt d.h1 a.h11 b.h02" % (at, bt), "vset2.%s.%s.lt %%t1.h1, %%ra.h11, %%rb.h02, %%rc;" % (at, bt), "%t1"))
    ks.append(Kernel("video_simd2", [a, b, c], 4, 4, forms))

    forms = []
    ops4 = ("vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4")
    for op in ops4:
        for (dt, at, bt) in (("u32", "u32", "u32"), ("s32", "s32", "s32"), ("s32", "u32", "s32"), ("u32", "s32", "u32")):
            for sat in ("", ".sat"):
                forms.append(("%s.%s.%s.%s%s" % (op, dt, at, bt, sat), "%s.%s.%s.%s%s %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, bt, sat), "%t1"))
            forms.append(("%s.%s.%s.%s.add" % (op, dt, at, bt), "%s.%s.%s.%s.add %%t1, %%ra, %%rb, %%rc;" % (op, dt, at, bt), "%t1"))
        for (dt, at, bt) in (("s32", "s32", "s32"), ("u32", "u32", "u32")):
            for mask in (".b0", ".b31", ".b210", ".b3"):
                forms.append(("%s.%s.%s.%s.sat d%s" % (op, dt, at, bt, mask), "%s.%s.%s.%s.sat %%t1%s, %%ra, %%rb, %%rc;" % (op, dt, at, bt, mask), "%t1"))
            for asel, bsel in ((".b0123", ".b4567"), (".b7654", ".b3210"), (".b1111", ".b6060"), (".b7531", ".b0246")):
                forms.append(("%s.%s.%s.%s a%s b%s" % (op, dt, at, bt, asel, bsel), "%s.%s.%s.%s %%t1, %%ra%s, %%rb%s, %%rc;" % (op, dt, at, bt, asel, bsel), "%t1"))
            forms.append(("%s.%s.%s.%s.add d.b20" % (op, dt, at, bt), "%s.%s.%s.%s.add %%t1.b20, %%ra, %%rb, %%rc;" % (op, dt, at, bt), "%t1"))
    for (at, bt) in (("u32", "u32"), ("s32", "s32"), ("u32", "s32")):
        for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
            forms.append(("vset4.%s.%s.%s" % (at, bt, cmp), "vset4.%s.%s.%s %%t1, %%ra, %%rb, %%rc;" % (at, bt, cmp), "%t1"))
            forms.append(("vset4.%s.%s.%s.add" % (at, bt, cmp), "vset4.%s.%s.%s.add %%t1, %%ra, %%rb, %%rc;" % (at, bt, cmp), "%t1"))
        forms.append(("vset4.%s.%s.gt d.b31 a.b7250 b.b1234" % (at, bt), "vset4.%s.%s.gt %%t1.b31, %%ra.b7250, %%rb.b1234, %%rc;" % (at, bt), "%t1"))
    ks.append(Kernel("video_simd4", [a, b, c], 4, 4, forms))
    return ks


# ------------------------------------------------------------ integer audit

def int_misc():
    vals = U32E + rand32(8)
    a, b = pairs(vals)
    c = rand32(len(a))
    forms = []
    # carries: add.cc/addc/sub.cc/subc/mad.cc/madc chains, s32 and u32
    for t in ("u32", "s32"):
        forms.append(("add.cc.%s+addc.%s" % (t, t), "add.cc.%s %%t2, %%ra, %%rb;\naddc.%s %%t1, %%rc, 0;" % (t, t), "%t1"))
        forms.append(("sub.cc.%s+subc.%s" % (t, t), "sub.cc.%s %%t2, %%ra, %%rb;\nsubc.%s %%t1, %%rc, 0;" % (t, t), "%t1"))
        forms.append(("sub.cc.%s+subc.cc.%s+subc" % (t, t), "sub.cc.%s %%t2, %%ra, %%rb;\nsubc.cc.%s %%t3, %%rb, %%rc;\nsubc.%s %%t1, 0, 0;" % (t, t, t), "%t1"))
        forms.append(("subc.cc.%s value" % t, "sub.cc.%s %%t2, %%ra, %%rb;\nsubc.cc.%s %%t1, %%rb, %%rc;" % (t, t), "%t1"))
        forms.append(("mad.lo.cc.%s+madc.hi" % t, "mad.lo.cc.%s %%t2, %%ra, %%rb, %%rc;\nmadc.hi.%s %%t1, %%ra, %%rb, 0;" % (t, t), "%t1"))
        forms.append(("mad.hi.cc.%s+addc" % t, "mad.hi.cc.%s %%t2, %%ra, %%rb, %%rc;\naddc.%s %%t1, 0, 0;" % (t, t), "%t1"))
    forms.append(("sub.cc.u64+subc.u64 hi", "cvt.u64.u32 %u2, %ra;\ncvt.u64.u32 %u3, %rb;\nsub.cc.u64 %u4, %u2, %u3;\nsubc.u64 %u1, 0, 0;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("mul24.hi.u32", "mul24.hi.u32 %t1, %ra, %rb;", "%t1"))
    forms.append(("mul24.hi.s32", "mul24.hi.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("mul24.lo.s32", "mul24.lo.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("mad24.hi.u32", "mad24.hi.u32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("mad24.hi.sat.s32", "mad24.hi.sat.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("mad24.lo.s32", "mad24.lo.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("mad.hi.sat.s32", "mad.hi.sat.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("mul.hi.s32", "mul.hi.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("sad.s32", "sad.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("sad.u32", "sad.u32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("sad.s16", "cvt.u16.u32 %h2, %rc;\nsad.s16 %h1, %ha, %hb, %h2;\ncvt.u32.u16 %t1, %h1;", "%t1"))
    forms.append(("add.sat.s32", "add.sat.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("sub.sat.s32", "sub.sat.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("bfe.u32", "bfe.u32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("bfe.s32", "bfe.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("bfi.b32", "bfi.b32 %t1, %ra, %rc, %rb, %rb;", "%t1"))
    forms.append(("bfind.u32", "bfind.u32 %t1, %ra;", "%t1"))
    forms.append(("bfind.s32", "bfind.s32 %t1, %ra;", "%t1"))
    forms.append(("bfind.shiftamt.s32", "bfind.shiftamt.s32 %t1, %ra;", "%t1"))
    forms.append(("fns.b32", "and.b32 %t2, %rc, 31;\nfns.b32 %t1, %ra, %t2, %rb;", "%t1"))
    forms.append(("szext.wrap.s32", "szext.wrap.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("szext.clamp.u32", "szext.clamp.u32 %t1, %ra, %rb;", "%t1"))
    forms.append(("bmsk.wrap.b32", "bmsk.wrap.b32 %t1, %ra, %rb;", "%t1"))
    forms.append(("bmsk.clamp.b32", "bmsk.clamp.b32 %t1, %ra, %rb;", "%t1"))
    forms.append(("dp4a.s32.u32", "dp4a.s32.u32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("dp4a.u32.s32", "dp4a.u32.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("dp2a.lo.s32.s32", "dp2a.lo.s32.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("dp2a.hi.u32.u32", "dp2a.hi.u32.u32 %t1, %ra, %rb, %rc;", "%t1"))
    for m in ("", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"):
        forms.append(("prmt.b32%s" % m, "prmt.b32%s %%t1, %%ra, %%rb, %%rc;" % m, "%t1"))
    for d in (".l", ".r"):
        for m in (".clamp", ".wrap"):
            forms.append(("shf%s%s.b32" % (d, m), "shf%s%s.b32 %%t1, %%ra, %%rb, %%rc;" % (d, m), "%t1"))
    forms.append(("shr.s16", "shr.s16 %h1, %ha, %rb;\ncvt.u32.u16 %t1, %h1;", "%t1"))
    forms.append(("shl.b16", "shl.b16 %h1, %ha, %rb;\ncvt.u32.u16 %t1, %h1;", "%t1"))
    forms.append(("shr.u32 big", "shr.u32 %t1, %ra, %rb;", "%t1"))
    forms.append(("shr.s32 big", "shr.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("div.s32", "div.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("rem.s32", "rem.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("div.u32", "div.u32 %t1, %ra, %rb;", "%t1"))
    forms.append(("rem.u32", "rem.u32 %t1, %ra, %rb;", "%t1"))
    forms.append(("div.s16", "div.s16 %h1, %ha, %hb;\ncvt.u32.u16 %t1, %h1;", "%t1"))
    forms.append(("abs.s16", "abs.s16 %h1, %ha;\ncvt.u32.u16 %t1, %h1;", "%t1"))
    forms.append(("neg.s32", "neg.s32 %t1, %ra;", "%t1"))
    forms.append(("min.s16", "min.s16 %h1, %ha, %hb;\ncvt.u32.u16 %t1, %h1;", "%t1"))
    forms.append(("popc.b64", "mov.b64 %u2, {%ra, %rb};\npopc.b64 %t1, %u2;", "%t1"))
    forms.append(("clz.b64", "mov.b64 %u2, {%ra, %rb};\nclz.b64 %t1, %u2;", "%t1"))
    forms.append(("bfind.u64", "mov.b64 %u2, {%ra, %rb};\nbfind.u64 %t1, %u2;", "%t1"))
    forms.append(("bfind.shiftamt.s64", "mov.b64 %u2, {%ra, %rb};\nbfind.shiftamt.s64 %t1, %u2;", "%t1"))
    forms.append(("brev.b64 hi", "mov.b64 %u2, {%ra, %rb};\nbrev.b64 %u1, %u2;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("bfe.u64 lo", "mov.b64 %u2, {%ra, %rb};\nbfe.u64 %u1, %u2, %rc, %rb;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("bfe.s64 hi", "mov.b64 %u2, {%ra, %rb};\nbfe.s64 %u1, %u2, %rb, %rc;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("bfi.b64 hi", "mov.b64 %u2, {%ra, %rb};\nmov.b64 %u3, {%rc, %ra};\nbfi.b64 %u1, %u2, %u3, %rb, %rc;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("mul.hi.u64 hi", "mov.b64 %u2, {%ra, %rb};\nmov.b64 %u3, {%rc, %ra};\nmul.hi.u64 %u1, %u2, %u3;\nshr.u64 %u1, %u1, 32;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("mul.hi.s64 lo", "mov.b64 %u2, {%ra, %rb};\nmov.b64 %u3, {%rc, %ra};\nmul.hi.s64 %u1, %u2, %u3;\ncvt.u32.u64 %t1, %u1;", "%t1"))
    forms.append(("copysign.f32", "copysign.f32 %t1, %ra, %rb;", "%t1"))
    for t in ("finite", "infinite", "number", "notanumber", "normal", "subnormal"):
        forms.append(("testp.%s.f32" % t, "testp.%s.f32 %%p1, %%ra;\nselp.b32 %%t1, 1, 0, %%p1;" % t, "%t1"))
    forms.append(("lop3.b32", "lop3.b32 %t1, %ra, %rb, %rc, 0x96;", "%t1"))
    forms.append(("lop3.b32 e8", "lop3.b32 %t1, %ra, %rb, %rc, 0xe8;", "%t1"))
    forms.append(("slct.s32.s32", "slct.s32.s32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("slct.ftz.u32.f32", "slct.ftz.u32.f32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("slct.u32.f32", "slct.u32.f32 %t1, %ra, %rb, %rc;", "%t1"))
    forms.append(("set.lt.u32.s32", "set.lt.u32.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("set.lt.f32.s32", "set.lt.f32.s32 %t1, %ra, %rb;", "%t1"))
    forms.append(("set.gtu.s32.f32", "set.gtu.s32.f32 %t1, %ra, %rb;", "%t1"))
    forms.append(("set.lt.ftz.f32.f32", "set.lt.ftz.f32.f32 %t1, %ra, %rb;", "%t1"))
    forms.append(("set.hi.and.u32.u16", "setp.ne.u32 %q1, %rc, 0;\nset.hi.and.u32.u16 %t1, %ha, %hb, %q1;", "%t1"))
    forms.append(("setp.lo.u64|q", "cvt.u64.u32 %u2, %ra;\ncvt.u64.u32 %u3, %rb;\nsetp.lo.u64 %p1|%p2, %u2, %u3;\nselp.b32 %t1, 1, 0, %p1;\nselp.b32 %t2, 2, 0, %p2;\nor.b32 %t1, %t1, %t2;", "%t1"))
    forms.append(("lop3 pred (ptx8.2)", None, None))
    forms = [f for f in forms if f[1] is not None]
    return [Kernel("int_misc", [a, b, c], 4, 4, forms)]


def lop3_pred():
    vals = U32E[:16]
    a, b = pairs(vals)
    c = rand32(len(a))
    forms = []
    for bop in ("or", "and"):
        forms.append(("lop3.%s.b32 d|p" % bop, "setp.ne.u32 %%q1, %%rc, 0;\nlop3.%s.b32 %%t1|%%p1, %%ra, %%rb, %%rc, 0x80, %%q1;\nselp.b32 %%t2, 0x1000000, 0, %%p1;\nand.b32 %%t1, %%t1, 0xffffff;\nor.b32 %%t1, %%t1, %%t2;" % bop, "%t1"))
    return [Kernel("lop3_pred", [a, b, c], 4, 4, forms, version="8.2", note="PTX 8.2 lop3 with a predicate output")]


# ------------------------------------------------------------ contraction

def contraction():
    """mul followed by add/sub without rounding modifiers: ptxas contracts
    some pairs into one FMA. Inputs are chosen so that fused and unfused
    results differ (a*b has bits below the f32 ulp that the add exposes).
    Each pattern is a kernel of its own so that ptxas cannot share values
    (common subexpressions) between patterns."""
    n = 256
    A, B, C, D = [], [], [], []
    for i in range(n - 8):
        # a*b = 1 + e with e around 2^-24: rounding the product loses it
        x = 1.0 + rng.randint(1, 1 << 12) * 2.0 ** -23
        y = 1.0 + rng.randint(1, 1 << 12) * 2.0 ** -23
        if i % 4 == 1:
            x = -x
        s = rng.choice([1.0, 2.0 ** -10, 2.0 ** 20])
        A.append(struct.unpack("<I", struct.pack("<f", x * s))[0])
        B.append(struct.unpack("<I", struct.pack("<f", y))[0])
        cc = -(x * s * y) + rng.choice([0.0, 2.0 ** -20, -(2.0 ** -21)]) * s
        C.append(struct.unpack("<I", struct.pack("<f", cc))[0])
        D.append(struct.unpack("<I", struct.pack("<f", rng.uniform(-2, 2)))[0])
    for v in (0x7f800000, 0xff800000, 0x7fc00001, 0x00000001, 0x80400000, 0x7f7fffff, 0x00800000, 0x3f800001):
        A, B, C, D = A + [v], B + [0x3f800001], C + [0xff7fffff], D + [v ^ 0x80000000]
    pre = "mov.b32 %f1, %ra;\nmov.b32 %f2, %rb;\nmov.b32 %f3, %rc;\nmov.b32 %f6, %rd;\n"
    P = [
        ("p1 mul;add", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;"),
        ("p2 mul used twice (add, add.rn)", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nadd.rn.f32 %f5, %f5, %f4;"),
        ("p3 mul.rn;add", "mul.rn.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;"),
        ("p4 mul;add.rn", "mul.f32 %f4, %f1, %f2;\nadd.rn.f32 %f5, %f4, %f3;"),
        ("p5 c-a*b", "mul.f32 %f4, %f1, %f2;\nsub.f32 %f5, %f3, %f4;"),
        ("p6 a*b-c", "mul.f32 %f4, %f1, %f2;\nsub.f32 %f5, %f4, %f3;"),
        ("p7 a*b+c*d", "mul.f32 %f4, %f1, %f2;\nmul.f32 %f7, %f3, %f6;\nadd.f32 %f5, %f4, %f7;"),
        ("p7b c*d+a*b", "mul.f32 %f4, %f1, %f2;\nmul.f32 %f7, %f3, %f6;\nadd.f32 %f5, %f7, %f4;"),
        ("p9 mul.ftz;add", "mul.ftz.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;"),
        ("p9b mul.ftz;add.ftz", "mul.ftz.f32 %f4, %f1, %f2;\nadd.ftz.f32 %f5, %f4, %f3;"),
        ("p9c mul;add.ftz", "mul.f32 %f4, %f1, %f2;\nadd.ftz.f32 %f5, %f4, %f3;"),
        ("p10 mul;add.sat", "mul.f32 %f4, %f1, %f2;\nadd.sat.f32 %f5, %f4, %f3;"),
        ("p10b mul.sat;add", "mul.sat.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;"),
        ("q7 mul;two adds", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nadd.f32 %f7, %f4, %f6;\nadd.rn.f32 %f5, %f5, %f7;"),
        ("q9 x*y+x*y", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f4;"),
        ("q11 neg(mul)+c", "mul.f32 %f4, %f1, %f2;\nneg.f32 %f7, %f4;\nadd.f32 %f5, %f7, %f3;"),
        ("r4 neg(mul) used twice", "mul.f32 %f4, %f1, %f2;\nneg.f32 %f7, %f4;\nadd.f32 %f5, %f7, %f3;\nadd.rn.f32 %f5, %f5, %f7;"),
        ("r5 c-neg(mul)", "mul.f32 %f4, %f1, %f2;\nneg.f32 %f7, %f4;\nsub.f32 %f5, %f3, %f7;"),
        ("r9 abs(mul)+c", "mul.f32 %f4, %f1, %f2;\nabs.f32 %f7, %f4;\nadd.f32 %f5, %f7, %f3;"),
        ("r10 mov(mul)+c", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f7, %f4;\nadd.f32 %f5, %f7, %f3;"),
        ("r7 src redefined between", "mul.f32 %f4, %f1, %f2;\nadd.rn.f32 %f1, %f1, %f6;\nadd.f32 %f5, %f4, %f3;\nadd.rn.f32 %f5, %f5, %f1;"),
        ("r13 three uses", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nadd.f32 %f7, %f4, %f6;\nsub.f32 %f8, %f1, %f4;\nadd.rn.f32 %f5, %f5, %f7;\nadd.rn.f32 %f5, %f5, %f8;"),
        ("s1 first not contractible", "mul.f32 %f4, %f1, %f2;\nmul.f32 %f7, %f3, %f6;\nadd.f32 %f5, %f4, %f7;\nmul.rn.f32 %f5, %f5, %f4;"),
        ("s2 mov;two adds", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f7, %f4;\nadd.f32 %f5, %f7, %f3;\nadd.f32 %f8, %f4, %f6;\nadd.rn.f32 %f5, %f5, %f8;"),
        ("s7 mul;mul;add", "mul.f32 %f4, %f1, %f2;\nmul.f32 %f7, %f4, %f6;\nadd.f32 %f5, %f7, %f3;"),
        ("s9 mul;add;mul(use)", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nmul.rn.f32 %f5, %f4, %f5;"),
        ("s12 neg(mul)-c", "mul.f32 %f4, %f1, %f2;\nneg.f32 %f7, %f4;\nsub.f32 %f5, %f7, %f3;"),
        ("s13 mul.ftz;neg;add.ftz", "mul.ftz.f32 %f4, %f1, %f2;\nneg.f32 %f7, %f4;\nadd.ftz.f32 %f5, %f7, %f3;"),
        ("q16 chain", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nmul.f32 %f7, %f5, %f6;\nadd.f32 %f5, %f7, %f1;"),
        ("imm mul;add", "mul.f32 %f4, %f1, 0f3f800001;\nadd.f32 %f5, %f4, %f3;"),
        ("div;mul;sub", "div.rn.f32 %f4, %f1, %f6;\nmul.f32 %f7, %f4, %f2;\nsub.f32 %f5, %f3, %f7;"),
        ("r1 bra to next label", "mul.f32 %f4, %f1, %f2;\nbra L1;\nL1:\nadd.f32 %f5, %f4, %f3;"),
        ("r2 mul before if, add after", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f5, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nadd.rn.f32 %f3, %f3, %f6;\nL1:\nadd.f32 %f5, %f4, %f3;"),
        ("r3 two adds, one in a branch", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nadd.f32 %f7, %f4, %f6;\nadd.rn.f32 %f5, %f5, %f7;\nL1:\nmov.f32 %f5, %f5;"),
        ("r8 mul;add inside a branch", "mov.f32 %f5, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nmul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nL1:\nmov.f32 %f5, %f5;"),
        ("q21 predicated add", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f5, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 add.f32 %f5, %f4, %f3;"),
        ("r12 predicated mul", "mov.f32 %f4, %f6;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;"),
        ("s3 mul value live out of the block", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nmov.f32 %f4, %f6;\nL1:\nadd.rn.f32 %f5, %f5, %f4;"),
        ("loop: mul outside, add inside", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f5, %f3;\nmov.u32 %t9, 0;\nLOOP:\nadd.f32 %f5, %f5, %f4;\nadd.u32 %t9, %t9, 1;\nsetp.lt.u32 %p1, %t9, 3;\n@%p1 bra LOOP;"),
        ("loop: mul;add inside", "mov.f32 %f5, %f3;\nmov.u32 %t9, 0;\nLOOP:\nmul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, %f5;\nmul.rn.f32 %f1, %f1, 0f3f800001;\nadd.u32 %t9, %t9, 1;\nsetp.lt.u32 %p1, %t9, 3;\n@%p1 bra LOOP;"),
    ]
    ks = []
    for idx, (label, code) in enumerate(P):
        ks.append(Kernel("fc%02d" % idx, [A, B, C, D], 4, 4, [(label, pre + code + "\nmov.b32 %t1, %f5;", "%t1")]))
    # f64 / f16 / f16x2 / bf16 analogues
    pre64 = pre + "cvt.f64.f32 %fd1, %f1;\ncvt.f64.f32 %fd2, %f2;\nmul.rn.f64 %fd1, %fd1, 0d3ff0000000000001;\nmul.rn.f64 %fd3, %fd1, %fd2;\nneg.f64 %fd3, %fd3;\nadd.rn.f64 %fd3, %fd3, 0d3cb0000000000000;\n"
    for label, code in (("f64 mul;add", "mul.f64 %fd4, %fd1, %fd2;\nadd.f64 %fd5, %fd4, %fd3;"),
                        ("f64 c-a*b", "mul.f64 %fd4, %fd1, %fd2;\nsub.f64 %fd5, %fd3, %fd4;"),
                        ("f64 mul.rn;add", "mul.rn.f64 %fd4, %fd1, %fd2;\nadd.f64 %fd5, %fd4, %fd3;")):
        idx = len(ks)
        ks.append(Kernel("fc%02d" % idx, [A, B, C, D], 4, 8, [(label, pre64 + code + "\nmov.b64 %u1, %fd5;", "%u1")]))
    preh = pre + "cvt.rn.f16.f32 %h1, %f1;\ncvt.rn.f16.f32 %h2, %f2;\ncvt.rn.f16.f32 %h3, %f3;\nmov.b32 %t5, {%h1, %h2};\nmov.b32 %t6, {%h2, %h1};\nmov.b32 %t7, {%h3, %h3};\n"
    for label, code in (("f16 mul;add", "mul.f16 %h4, %h1, %h2;\nadd.f16 %h5, %h4, %h3;\ncvt.u32.u16 %t1, %h5;"),
                        ("f16 mul.rn;add", "mul.rn.f16 %h4, %h1, %h2;\nadd.f16 %h5, %h4, %h3;\ncvt.u32.u16 %t1, %h5;"),
                        ("f16 mul;add.sat", "mul.f16 %h4, %h1, %h2;\nadd.sat.f16 %h5, %h4, %h3;\ncvt.u32.u16 %t1, %h5;"),
                        ("f16x2 mul;add", "mul.f16x2 %t8, %t5, %t6;\nadd.f16x2 %t1, %t8, %t7;"),
                        ("f16x2 c-a*b", "mul.f16x2 %t8, %t5, %t6;\nsub.f16x2 %t1, %t7, %t8;"),
                        ("bf16 mul;add", "cvt.rn.bf16.f32 %h1, %f1;\ncvt.rn.bf16.f32 %h2, %f2;\ncvt.rn.bf16.f32 %h3, %f3;\nmul.bf16 %h4, %h1, %h2;\nadd.bf16 %h5, %h4, %h3;\ncvt.u32.u16 %t1, %h5;"),
                        ("bf16x2 mul;sub", "cvt.rn.bf16x2.f32 %t5, %f1, %f2;\ncvt.rn.bf16x2.f32 %t6, %f2, %f1;\ncvt.rn.bf16x2.f32 %t7, %f3, %f3;\nmul.bf16x2 %t8, %t5, %t6;\nsub.bf16x2 %t1, %t8, %t7;")):
        idx = len(ks)
        ks.append(Kernel("fc%02d" % idx, [A, B, C, D], 4, 4, [(label, preh + code, "%t1")]))
    return ks


def half_set16():
    """set.CMP.{f16,bf16}.{f16,bf16} with the 16-bit result stored by
    st.global.b16: widening it with cvt.u32.u16 stores whatever ptxas left in
    the register's upper half (half_f16, half_bf16)."""
    cmps = ["eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
    la, lb = pairs(F16E + randhalf(4))
    forms = []
    for cmp in cmps:
        for ftz in ("", ".ftz"):
            forms.append(("set.%s%s.f16.f16" % (cmp, ftz), "set.%s%s.f16.f16 %%h1, %%ha, %%hb;" % (cmp, ftz), "%h1"))
        forms.append(("set.%s.s16.f16" % cmp, "set.%s.s16.f16 %%h1, %%ha, %%hb;" % cmp, "%h1"))
    ks = [Kernel("half_set16", [la, lb], 4, 2, forms)]
    ba, bb = pairs(BF16E + randhalf(4, bf=True))
    forms = []
    for cmp in cmps:
        forms.append(("set.%s.bf16.bf16" % cmp, "set.%s.bf16.bf16 %%h1, %%ha, %%hb;" % cmp, "%h1"))
        forms.append(("set.%s.u16.bf16" % cmp, "set.%s.u16.bf16 %%h1, %%ha, %%hb;" % cmp, "%h1"))
    ks.append(Kernel("half_set16_bf16", [ba, bb], 4, 2, forms))
    return ks


CONTRACT2_FUNC = """
.func (.reg .f32 r) nop_f32(.reg .f32 x)
{
  mov.f32 r, x;
  ret;
}

"""


def contraction2(inputs):
    """More mul/add patterns for the contraction rule: what ends the region
    ptxas contracts in (calls, barriers, memory operations, branches), uses
    other than add/sub, and loops with constant and unknown trip counts
    (ptxas unrolls constant-trip loops completely: fma_contract's fc38)."""
    pre = "mov.b32 %f1, %ra;\nmov.b32 %f2, %rb;\nmov.b32 %f3, %rc;\nmov.b32 %f6, %rd;\n"
    loop_out = "mul.f32 %%f4, %%f1, %%f2;\nmov.f32 %%f5, %%f3;\nmov.u32 %%t9, 0;\nLOOP:\nadd.f32 %%f5, %%f5, %%f4;\nadd.u32 %%t9, %%t9, 1;\nsetp.lt.u32 %%p1, %%t9, %s;\n@%%p1 bra LOOP;"
    loop_carried = "mov.f32 %%f5, %%f3;\nmov.f32 %%f4, 0f00000000;\nmov.u32 %%t9, 0;\nLOOP:\nadd.f32 %%f5, %%f5, %%f4;\nmul.f32 %%f4, %%f1, %%f2;\nadd.u32 %%t9, %%t9, 1;\nsetp.lt.u32 %%p1, %%t9, %s;\n@%%p1 bra LOOP;"
    P = [
        ("call between", "mul.f32 %f4, %f1, %f2;\ncall (%f7), nop_f32, (%f6);\nadd.f32 %f5, %f4, %f3;\nadd.rn.f32 %f5, %f5, %f7;"),
        ("call on the mul's value", "mul.f32 %f4, %f1, %f2;\ncall (%f7), nop_f32, (%f4);\nadd.f32 %f5, %f7, %f3;"),
        ("bar.sync between", "mul.f32 %f4, %f1, %f2;\nbar.sync 0;\nadd.f32 %f5, %f4, %f3;"),
        ("st between", "mul.f32 %f4, %f1, %f2;\nst.global.f32 [%o], %f6;\nadd.f32 %f5, %f4, %f3;"),
        ("ld between", "mul.f32 %f4, %f1, %f2;\nld.global.f32 %f7, [%x3];\nadd.f32 %f5, %f4, %f7;"),
        ("mul stored and added", "mul.f32 %f4, %f1, %f2;\nst.global.f32 [%o], %f4;\nadd.f32 %f5, %f4, %f3;"),
        ("mul compared and added", "mul.f32 %f4, %f1, %f2;\nsetp.lt.f32 %p1, %f4, 0f00000000;\nadd.f32 %f5, %f4, %f3;\n@%p1 add.rn.f32 %f5, %f5, 0f3f800000;"),
        ("a*b-c*d", "mul.f32 %f4, %f1, %f2;\nmul.f32 %f7, %f3, %f6;\nsub.f32 %f5, %f4, %f7;"),
        ("c*d-a*b", "mul.f32 %f4, %f1, %f2;\nmul.f32 %f7, %f3, %f6;\nsub.f32 %f5, %f7, %f4;"),
        ("add immediate", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f5, %f4, 0fbf800000;"),
        ("in place", "mul.f32 %f4, %f1, %f2;\nadd.f32 %f1, %f4, %f3;\nmov.f32 %f5, %f1;"),
        ("add in a single-predecessor branch target", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f5, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nbra L2;\nL1:\nadd.f32 %f5, %f4, %f3;\nL2:\nmov.f32 %f5, %f5;"),
        ("mul in a branch, add after the join", "mov.f32 %f4, %f6;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nmul.f32 %f4, %f1, %f2;\nL1:\nadd.f32 %f5, %f4, %f3;"),
        ("mul;add after bra.uni to a label with two predecessors", "mul.f32 %f4, %f1, %f2;\nmov.f32 %f7, %f3;\nsetp.lt.f32 %p1, %f6, 0f00000000;\n@%p1 bra L1;\nmov.f32 %f7, %f6;\nbra.uni L1;\nL1:\nadd.f32 %f5, %f4, %f7;"),
        ("loop 2 trips, mul outside", loop_out % "2"),
        ("loop 16 trips, mul outside", loop_out % "16"),
        ("loop 100 trips, mul outside", loop_out % "100"),
        ("loop 1000 trips, mul outside", loop_out % "1000"),
        ("loop n trips, mul outside", loop_out % "%n"),
        ("loop n trips, mul inside, add after", "mov.f32 %f4, %f3;\nmov.u32 %t9, 0;\nLOOP:\nmul.f32 %f4, %f4, %f2;\nadd.u32 %t9, %t9, 1;\nsetp.lt.u32 %p1, %t9, %n;\n@%p1 bra LOOP;\nadd.f32 %f5, %f4, %f3;"),
        ("loop-carried: mul at the end, add at the start, 4 trips", loop_carried % "4"),
        ("loop-carried: mul at the end, add at the start, n trips", loop_carried % "%n"),
        ("f16x2 mul.ftz;add.ftz", "cvt.rn.f16.f32 %h1, %f1;\ncvt.rn.f16.f32 %h2, %f2;\ncvt.rn.f16.f32 %h3, %f3;\nmov.b32 %t5, {%h1, %h2};\nmov.b32 %t6, {%h2, %h1};\nmov.b32 %t7, {%h3, %h3};\nmul.ftz.f16x2 %t8, %t5, %t6;\nadd.ftz.f16x2 %t1, %t8, %t7;\nmov.b32 %f5, %t1;"),
        ("f16 mul;add.ftz", "cvt.rn.f16.f32 %h1, %f1;\ncvt.rn.f16.f32 %h2, %f2;\ncvt.rn.f16.f32 %h3, %f3;\nmul.f16 %h4, %h1, %h2;\nadd.ftz.f16 %h5, %h4, %h3;\ncvt.u32.u16 %t1, %h5;\nmov.b32 %f5, %t1;"),
    ]
    ks = []
    for idx, (label, code) in enumerate(P):
        ks.append(Kernel("fd%02d" % idx, inputs, 4, 4, [(label, pre + code + "\nmov.b32 %t1, %f5;", "%t1")]))
    return ks


def multi_case(name, module_file, kernels, note):
    """One case running several single-form kernels, each writing its own
    slice of out (kernel k at byte offset k*n*4, 8-byte results padded)."""
    n = kernels[0].n
    k0 = kernels[0]
    bufs = [{"name": NAMES[j], "bytes": n * k0.iw, "dtype": DTYPE[k0.iw], "data": le_bytes(k0.inputs[j], k0.iw)}
            for j in range(len(k0.inputs))]
    slot = n * 8
    bufs.append({"name": "out", "bytes": slot * len(kernels), "dtype": "u32", "fill": 0xee})
    launches = []
    for i, k in enumerate(kernels):
        params = [{"ptr": "out", "offset": i * slot}] + [{"ptr": NAMES[j]} for j in range(len(k.inputs))] + [{"u32": n}]
        launches.append({"kernel": k.name, "grid": [(n + 127) // 128, 1, 1], "block": [128, 1, 1], "shared_bytes": 0, "params": params})
    expect = [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"}]
    d = write_case(name, module_file, launches, bufs, expect, note)
    with open(os.path.join(d, "forms.txt"), "w") as f:
        for i, k in enumerate(kernels):
            f.write("%d\t%s\t%s\n" % (i, k.name, k.forms[0][0]))


# ------------------------------------------------------------ write

def write_module(name, kernels, what, prelude=""):
    ver = max((k.version for k in kernels), key=lambda v: tuple(int(x) for x in v.split(".")))
    text = HEADER.format(what=what, ver=ver) + prelude + "\n".join(kernel_ptx(k) for k in kernels)
    os.makedirs(PTXDIR, exist_ok=True)
    fn = name + ".ptx"
    with open(os.path.join(PTXDIR, fn), "w") as f:
        f.write(text)
    return fn


def module(name, kernels, what):
    fn = write_module(name, kernels, what)
    for k in kernels:
        sweep_case(k, fn)


HAND = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ptx")


def copy_ptx(name):
    with open(os.path.join(HAND, name)) as f:
        text = f.read()
    os.makedirs(PTXDIR, exist_ok=True)
    with open(os.path.join(PTXDIR, name), "w") as f:
        f.write(text)


def handwritten():
    """Cases over the hand-written modules of benchmarks/hardware/isa/ptx."""
    for m in ("syntax.ptx", "addr32.ptx", "misc.ptx", "elim.ptx", "brkpt.ptx"):
        copy_ptx(m)
    ex = lambda buf="out", dt="u32": [{"buffer": buf, "dtype": dt, "compare": "exact", "file": buf + ".expected.bin"}]
    L = lambda k, g, b, params: {"kernel": k, "grid": [g, 1, 1], "block": [b, 1, 1], "shared_bytes": 0, "params": params}

    write_case("syntax", "syntax.ptx",
               [L("syntaxK", 1, 64, [{"ptr": "out"}, {"ptr": "in"}])],
               [{"name": "in", "bytes": 256, "dtype": "u32", "data": le_bytes([rng.getrandbits(20) for _ in range(64)], 4)},
                {"name": "out", "bytes": 8320, "dtype": "u32", "fill": 0}],
               ex(), "vector registers, shfl.sync with a predicate destination, register calls with two results, "
                     "addresses with offsets, constant expressions; thread t writes 128 bytes at out+128t, "
                     "the constant-expression tables are at out+8192")
    write_case("addr32_shared", "addr32.ptx", [L("shared32", 1, 128, [{"ptr": "out"}])],
               [{"name": "out", "bytes": 128 * 32, "dtype": "u32", "fill": 0}], ex(),
               "32-bit shared addresses with negative and wrapping immediate offsets")
    write_case("addr32_local", "addr32.ptx", [L("local32", 1, 32, [{"ptr": "out"}])],
               [{"name": "out", "bytes": 32 * 16, "dtype": "u32", "fill": 0}], ex(),
               "32-bit local addresses with negative and wrapping immediate offsets")
    write_case("addr32_cluster", "addr32.ptx", [L("cluster32", 2, 64, [{"ptr": "out"}])],
               [{"name": "out", "bytes": 2 * 64 * 16, "dtype": "u32", "fill": 0}],
               [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin",
                 "mask": [0 if i % 4 == 3 else 1 for i in range(2 * 64 * 4)]}],
               "a two-block cluster (.reqnctapercluster) reading the other block's shared memory through mapa "
               "addresses with wrapping offsets; the 4th word of each row is the raw mapa address (masked out)")
    write_case("stack", "misc.ptx", [L("stackK", 1, 32, [{"ptr": "out"}, {"u32": 4}])],
               [{"name": "out", "bytes": 32 * 40, "dtype": "u32", "fill": 0}], ex(),
               "stacksave/alloca/stackrestore: values through alloca'd memory and the distances between the pointers")
    write_case("hints", "misc.ptx", [L("hintsK", 1, 32, [{"ptr": "out"}, {"ptr": "in"}])],
               [{"name": "in", "bytes": 128, "dtype": "u32", "data": le_bytes(list(range(100, 132)), 4)},
                {"name": "out", "bytes": 32 * 40, "dtype": "u32", "fill": 0}], ex(),
               "pmevent, prefetch, prefetchu, applypriority, createpolicy (the policy bits are stored), "
               "ld/st with L2::cache_hint")
    write_case("discard", "misc.ptx", [L("discardK", 1, 256, [{"ptr": "buf"}, {"ptr": "out"}])],
               [{"name": "buf", "bytes": 1024, "dtype": "u32", "fill": 0x11},
                {"name": "out", "bytes": 1024, "dtype": "u32", "fill": 0}], ex("out") + ex("buf"),
               "stores, then discard.global.L2 of each warp's 128-byte line, then loads: what the H200 leaves there")
    n = 32
    vals = []
    for i in range(n * n):
        v = rng.uniform(-1, 1)
        if i % (n + 1) == 0:
            v += 4.0
        vals.append(struct.unpack("<I", struct.pack("<f", v))[0])
    write_case("elim", "elim.ptx",
               [L("elimK", n - 1 - k, n, [{"ptr": "A"}, {"u32": n}, {"u32": k}]) for k in range(n - 1)],
               [{"name": "A", "bytes": n * n * 4, "dtype": "f32", "data": le_bytes(vals, 4)}],
               [{"buffer": "A", "dtype": "f32", "compare": "exact", "file": "A.expected.bin"}],
               "Gaussian elimination of a 32x32 matrix with mul.f32 + sub.f32 (contracted by ptxas into FFMA)")
    # brkpt: the launch fails on the hardware; not a conformance case (no
    # output to compare), run.sh records the driver's error.
    global CASEDIR
    saved = CASEDIR
    CASEDIR = os.path.join(SUITE, "errors")
    write_case("brkpt", "brkpt.ptx", [L("brkptK", 1, 32, [{"ptr": "out"}])],
               [{"name": "out", "bytes": 64, "dtype": "u32", "fill": 0}], ex(),
               "thread 5 executes brkpt: the launch fails (the driver's error is in hw-error.txt)")
    CASEDIR = saved


def exec_misc():
    """Round 2: instructions no other case uses (misc2.ptx)."""
    copy_ptx("misc2.ptx")
    vals = [0, 1, 0x80000000, 0xffffffff, 0x7fffffff, 0, 0x00010001] + [rng.getrandbits(32) for _ in range(57)]
    write_case("exec_misc", "misc2.ptx",
               [{"kernel": "execMiscK", "grid": [1, 1, 1], "block": [64, 1, 1], "shared_bytes": 0,
                 "params": [{"ptr": "out"}, {"ptr": "in"}]}],
               [{"name": "in", "bytes": 256, "dtype": "u32", "data": le_bytes(vals, 4)},
                {"name": "out", "bytes": 4096 + 64, "dtype": "u32", "fill": 0}],
               [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"}],
               "cnot, ldu, isspacep, brx.idx, bar.warp.sync, fence, red (global and shared), movmatrix, exit: "
               "thread t writes 16 words at out+64t, the reductions are at out+4096")


def exec_ptx83():
    """Round 2: PTX 8.3 forms (misc3.ptx): .b128 data, vector atomics,
    atom.min/max on halves, ld/st.mmio."""
    copy_ptx("misc3.ptx")
    words = [rng.getrandbits(32) for _ in range(256)]
    # first word of each thread: two halves from the f16/bf16 specials
    specials = F16E + BF16E
    for t in range(64):
        words[4 * t] = specials[(2 * t) % len(specials)] | specials[(2 * t + 1) % len(specials)] << 16
    acc = [0] * 128
    F16P, F16N, BFP, BFN = 0x7c00, 0xfc00, 0x7f80, 0xff80  # +inf, -inf
    acc[80 // 4] = F16P | F16P << 16                 # v2.f16 min
    acc[84 // 4] = BFN | BFN << 16                   # v2.bf16 max
    acc[88 // 4] = acc[92 // 4] = F16P | F16P << 16  # v2.f16x2 min
    acc[96 // 4] = acc[100 // 4] = F16N | F16N << 16  # v2.f16x2 max
    acc[104 // 4] = acc[108 // 4] = BFP | BFP << 16  # v2.bf16x2 min
    acc[112 // 4] = acc[116 // 4] = BFN | BFN << 16  # v4.bf16 max
    bufs = lambda acc: [{"name": "in", "bytes": 1024, "dtype": "u32", "data": le_bytes(words, 4)},
                        {"name": "out", "bytes": 4096, "dtype": "u32", "fill": 0},
                        {"name": "acc", "bytes": 512, "dtype": "u32", "data": le_bytes(acc, 4)}]
    launch = lambda k: [{"kernel": k, "grid": [1, 1, 1], "block": [64, 1, 1], "shared_bytes": 0,
                         "params": [{"ptr": "out"}, {"ptr": "in"}, {"ptr": "acc"}]}]
    expect = [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"},
              {"buffer": "acc", "dtype": "u32", "compare": "exact", "file": "acc.expected.bin"}]
    # Round 5's kernel (ptx83K, v8.f16 min at acc+120): the H200 failed the
    # launch with a misaligned address; kept as an error case.
    acc5 = list(acc)
    for w in range(120 // 4, 136 // 4):               # v8.f16 min
        acc5[w] = F16P | F16P << 16
    global CASEDIR
    saved = CASEDIR
    CASEDIR = os.path.join(SUITE, "errors")
    write_case("exec_ptx83_misaligned", "misc3.ptx", launch("ptx83K"), bufs(acc5), expect,
               "red.global.min.noftz.v8.f16 at acc+120 (8- but not 16-byte aligned): the launch fails "
               "(the driver's error is in hw-error.txt)")
    CASEDIR = saved
    for w in range(120 // 4, 144 // 4):               # v8.f16 min (ptx83A: at acc+128)
        acc[w] = F16P | F16P << 16
    write_case("exec_ptx83", "misc3.ptx", launch("ptx83A"), bufs(acc), expect,
               "PTX 8.3: ld/st/mov/atom.exch/atom.cas .b128 (thread t at out+64t), vector atom/red add/min/max "
               "on f32/f16/bf16/f16x2/bf16x2 with exact sums (acc+0..79) and min/max (acc+80..143), ld/st.mmio (acc+256+4t)")


def fma_nan():
    """Round 6: the NaN fma.f64 returns among several NaN operands, plain
    and as ptxas's contraction of mul.f64 + add/sub.f64 (fma_nan.ptx)."""
    copy_ptx("fma_nan.ptx")
    vals = [0x3FF8000000000000, 0x7FF0000000000011, 0x7FF8000000000022, 0xFFF8000000000033]
    a = [vals[t >> 4] for t in range(64)]
    b = [vals[(t >> 2) & 3] for t in range(64)]
    c = [vals[t & 3] for t in range(64)]
    write_case("fma_nan_f64", "fma_nan.ptx",
               [{"kernel": "fmaNaNK", "grid": [1, 1, 1], "block": [64, 1, 1], "shared_bytes": 0,
                 "params": [{"ptr": "out"}, {"ptr": "a"}, {"ptr": "b"}, {"ptr": "c"}]}],
               [{"name": "a", "bytes": 512, "dtype": "u64", "data": le_bytes(a, 8)},
                {"name": "b", "bytes": 512, "dtype": "u64", "data": le_bytes(b, 8)},
                {"name": "c", "bytes": 512, "dtype": "u64", "data": le_bytes(c, 8)},
                {"name": "out", "bytes": 64 * 48, "dtype": "u64", "fill": 0}],
               [{"buffer": "out", "dtype": "u64", "compare": "exact", "file": "out.expected.bin"}],
               "fma.f64 with 1.5 and NaNs in every operand combination: fma.rn, fma.rz, contracted mul+add, "
               "mul+sub both ways, fma with a negated a (thread t: 6 words at out+48t)")


def exec_misc4():
    """Round 6: ldmatrix/stmatrix, cp.async.wait_all and setmaxnreg on the
    H200 (misc4.ptx, sm_90a; the input is a fixed pattern, no random draws)."""
    copy_ptx("misc4.ptx")
    words = [(0x1000 + 2 * i) | (0x1000 + 2 * i + 1) << 16 for i in range(256)]
    write_case("exec_ldsm", "misc4.ptx",
               [{"kernel": "ldsmK", "grid": [1, 1, 1], "block": [128, 1, 1], "shared_bytes": 0,
                 "params": [{"ptr": "out"}, {"ptr": "in"}]}],
               [{"name": "in", "bytes": 1024, "dtype": "u32", "data": le_bytes(words, 4)},
                {"name": "out", "bytes": 7680, "dtype": "u32", "fill": 0}],
               [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"}],
               "ldmatrix .x4/.x4.trans/.x2/.x1.trans (thread t: 8 words at out+32t), stmatrix .x4 and .x2.trans "
               "(regions at out+4096 and out+6144), cp.async + cp.async.wait_all (out+7168, rotated by one word)")
    write_case("exec_setmaxnreg", "misc4.ptx",
               [{"kernel": "setmaxnregK", "grid": [1, 1, 1], "block": [128, 1, 1], "shared_bytes": 0,
                 "params": [{"ptr": "out"}]}],
               [{"name": "out", "bytes": 1024, "dtype": "u32", "fill": 0}],
               [{"buffer": "out", "dtype": "u32", "compare": "exact", "file": "out.expected.bin"}],
               "setmaxnreg.dec 40 / .inc 232 in one warpgroup with values live across: out[t] = 3t+7, out[128+t] = 4t+7")


def int_widths():
    """Round 5: the integer instructions on 16 and 64 bits (the corpus and
    int_misc use mostly 32): results stored at their own width."""
    ks = []
    e16 = [0x0000, 0x0001, 0x0002, 0x007f, 0x0080, 0x00ff, 0x7ffe, 0x7fff, 0x8000, 0x8001,
           0xfffe, 0xffff, 0x1234, 0xedcb, 0x0100, 0x00ff ^ 0xffff] + [rng.getrandbits(16) for _ in range(8)]
    a, b = pairs(e16)
    # c: a third operand and shift amounts (0..40, 15, 16, 17, 31, 32, huge)
    amounts = [0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 40, 0x7fffffff, 0x80000000, 0xffffffff]
    c = [(amounts[i % len(amounts)] if i % 3 else rng.getrandbits(16)) for i in range(len(a))]
    H = lambda op: (op, "%s %%h1, %%ha, %%hb;" % op, "%h1")
    forms = [H(op) for op in (
        "add.u16", "add.s16", "sub.u16", "sub.s16", "mul.lo.u16", "mul.lo.s16", "mul.hi.u16", "mul.hi.s16",
        "div.u16", "div.s16", "rem.u16", "rem.s16", "min.u16", "min.s16", "max.u16", "max.s16",
        "and.b16", "or.b16", "xor.b16")]
    forms += [(op, "cvt.u16.u32 %%hc, %%rc;\n%s %%h1, %%ha, %%hb, %%hc;" % op, "%h1") for op in (
        "mad.lo.u16", "mad.lo.s16", "mad.hi.u16", "mad.hi.s16", "sad.u16", "sad.s16")]
    forms += [(op, "%s %%h1, %%ha;" % op, "%h1") for op in ("abs.s16", "neg.s16", "not.b16", "cnot.b16")]
    forms += [(op, "%s %%h1, %%ha, %%rc;" % op, "%h1") for op in ("shl.b16", "shr.u16", "shr.s16", "shr.b16")]
    for cmp in ("lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"):
        t = "u16" if cmp in ("lo", "ls", "hi", "hs") else "s16"
        forms.append(("setp.%s.%s+selp.b16" % (cmp, t), "setp.%s.%s %%p1, %%ha, %%hb;\nselp.b16 %%h1, %%ha, %%hb, %%p1;" % (cmp, t), "%h1"))
    forms.append(("cvt.s16.s8", "cvt.s16.s8 %h1, %ha;", "%h1"))
    ks.append(Kernel("int16", [[x | y << 16 for x, y in zip(a, b)], b, c], 4, 2, forms,
                     note="a: the 16-bit operand pair packed (a in the low half), b: b, c: shift amounts and the third operand"))
    # 16 x 16 -> 32
    forms = [(op, "%s %%t1, %%ha, %%hb;" % op, "%t1") for op in ("mul.wide.u16", "mul.wide.s16")]
    forms += [(op, "%s %%t1, %%ha, %%hb, %%rc;" % op, "%t1") for op in ("mad.wide.u16", "mad.wide.s16")]
    ks.append(Kernel("int16_wide", [[x | y << 16 for x, y in zip(a, b)], b, c], 4, 4, forms))

    e64 = U64E + rand64(8)
    a, b = pairs(e64)
    c = [(amounts[i % len(amounts)] + (64 if i % 5 == 0 else 0)) if i % 3 else rng.getrandbits(64) for i in range(len(a))]
    D = lambda op: (op, "%s %%u1, %%rda, %%rdb;" % op, "%u1")
    forms = [D(op) for op in (
        "add.u64", "sub.s64", "mul.lo.u64", "mul.lo.s64", "mul.hi.u64", "mul.hi.s64", "div.u64", "div.s64",
        "rem.u64", "rem.s64", "min.u64", "min.s64", "max.u64", "max.s64", "and.b64", "or.b64", "xor.b64")]
    forms += [(op, "%s %%u1, %%rda, %%rdb, %%rdc;" % op, "%u1") for op in (
        "mad.lo.u64", "mad.lo.s64", "mad.hi.u64", "mad.hi.s64", "sad.u64", "sad.s64")]
    forms += [(op, "%s %%u1, %%rda;" % op, "%u1") for op in ("abs.s64", "neg.s64", "not.b64", "cnot.b64", "brev.b64")]
    forms += [(op, "cvt.u32.u64 %%t5, %%rdc;\n%s %%u1, %%rda, %%t5;" % op, "%u1") for op in ("shl.b64", "shr.u64", "shr.s64", "shr.b64")]
    forms += [(op, "%s %%t1, %%rda;\ncvt.u64.u32 %%u1, %%t1;" % op, "%u1") for op in ("clz.b64", "popc.b64", "bfind.u64", "bfind.s64", "bfind.shiftamt.s64")]
    forms += [(op, "%s %%u1, %%ra, %%rb;" % op, "%u1") for op in ("mul.wide.u32", "mul.wide.s32")]
    forms += [(op, "%s %%u1, %%ra, %%rb, %%rdc;" % op, "%u1") for op in ("mad.wide.u32", "mad.wide.s32")]
    for cmp in ("lt", "ge", "lo", "hs", "eq"):
        t = {"lt": "s64", "ge": "s64", "lo": "u64", "hs": "u64", "eq": "b64"}[cmp]
        forms.append(("setp.%s.%s+selp.b64" % (cmp, t), "setp.%s.%s %%p1, %%rda, %%rdb;\nselp.b64 %%u1, %%rda, %%rdb, %%p1;" % (cmp, t), "%u1"))
    forms.append(("add.cc.u64+addc.u64", "add.cc.u64 %u2, %rda, %rdb;\naddc.u64 %u1, %rdc, %rda;\nxor.b64 %u1, %u1, %u2;", "%u1"))
    forms.append(("mad.lo.cc.u64+madc.hi.u64", "mad.lo.cc.u64 %u2, %rda, %rdb, %rdc;\nmadc.hi.u64 %u1, %rda, %rdb, 0;\nxor.b64 %u1, %u1, %u2;", "%u1"))
    ks.append(Kernel("int64", [a, b, c], 8, 8, forms))
    return ks


def float_edge():
    """Round 5: f32/f64 add, sub, mul, fma, div, sqrt, rcp in every rounding
    mode, with and without .ftz, on edge values: which NaN comes out of NaN
    inputs, denormal results and operands, overflow to infinity or max by
    rounding mode, signed zeros."""
    v32 = [0x00000000, 0x80000000, 0x00000001, 0x807fffff, 0x00800000, 0x80800001, 0x3f800000, 0xbf800001,
           0x3f800001, 0x40400000, 0x7f7fffff, 0xff7ffffe, 0x7f800000, 0xff800000, 0x7fc00001, 0xffc00000,
           0x7f800001, 0x7fbfffff, 0x34000000, 0x33ffffff, 0x00400001, 0x7f000000, 0x5f800000, 0x1f800000]
    a, b = pairs(v32)
    cs = [0x00000000, 0x80000000, 0x7fc00002, 0x807fffff, 0x3f800000, 0xff800000, 0x00000001, 0xb3ffffff, 0x7f7fffff]
    c = [cs[i % len(cs)] for i in range(len(a))]
    forms = []
    for op in ("add", "sub", "mul"):
        for r in (".rn", ".rz", ".rm", ".rp"):
            for ftz in ("", ".ftz"):
                forms.append(("%s%s%s.f32" % (op, r, ftz), "%s%s%s.f32 %%t1, %%ra, %%rb;" % (op, r, ftz), "%t1"))
    for r in (".rn", ".rz", ".rm", ".rp"):
        for ftz in ("", ".ftz"):
            forms.append(("fma%s%s.f32" % (r, ftz), "fma%s%s.f32 %%t1, %%ra, %%rb, %%rc;" % (r, ftz), "%t1"))
            forms.append(("div%s%s.f32" % (r, ftz), "div%s%s.f32 %%t1, %%ra, %%rb;" % (r, ftz), "%t1"))
            forms.append(("sqrt%s%s.f32" % (r, ftz), "sqrt%s%s.f32 %%t1, %%ra;" % (r, ftz), "%t1"))
            forms.append(("rcp%s%s.f32" % (r, ftz), "rcp%s%s.f32 %%t1, %%ra;" % (r, ftz), "%t1"))
    for m in ("", ".ftz"):
        forms.append(("div.full%s.f32" % m, "div.full%s.f32 %%t1, %%ra, %%rb;" % m, "%t1"))
        forms.append(("add.rn%s.sat.f32" % m, "add.rn%s.sat.f32 %%t1, %%ra, %%rb;" % m, "%t1"))
        forms.append(("mul.rn%s.sat.f32" % m, "mul.rn%s.sat.f32 %%t1, %%ra, %%rb;" % m, "%t1"))
        forms.append(("fma.rn%s.sat.f32" % m, "fma.rn%s.sat.f32 %%t1, %%ra, %%rb, %%rc;" % m, "%t1"))
        forms.append(("abs%s.f32" % m, "abs%s.f32 %%t1, %%ra;" % m, "%t1"))
        forms.append(("neg%s.f32" % m, "neg%s.f32 %%t1, %%ra;" % m, "%t1"))
    forms.append(("copysign.f32", "copysign.f32 %t1, %ra, %rb;", "%t1"))
    ks = [Kernel("float_edge_f32", [a, b, c], 4, 4, forms)]

    v64 = F64E[:20] + [0x3ff0000000000001, 0xbca0000000000000, 0x0008000000000001, 0x7fe0000000000000]
    a, b = pairs(v64)
    cs = [0, 0x8000000000000000, 0x7ff8000000000002, 0x800fffffffffffff, 0x3ff0000000000000, 0xfff0000000000000, 1, 0x7fefffffffffffff]
    c = [cs[i % len(cs)] for i in range(len(a))]
    forms = []
    for op in ("add", "sub", "mul"):
        for r in (".rn", ".rz", ".rm", ".rp"):
            forms.append(("%s%s.f64" % (op, r), "%s%s.f64 %%u1, %%rda, %%rdb;" % (op, r), "%u1"))
    for r in (".rn", ".rz", ".rm", ".rp"):
        forms.append(("fma%s.f64" % r, "fma%s.f64 %%u1, %%rda, %%rdb, %%rdc;" % r, "%u1"))
        forms.append(("div%s.f64" % r, "div%s.f64 %%u1, %%rda, %%rdb;" % r, "%u1"))
        forms.append(("sqrt%s.f64" % r, "sqrt%s.f64 %%u1, %%rda;" % r, "%u1"))
        forms.append(("rcp%s.f64" % r, "rcp%s.f64 %%u1, %%rda;" % r, "%u1"))
    for op in ("abs", "neg"):
        forms.append(("%s.f64" % op, "%s.f64 %%u1, %%rda;" % op, "%u1"))
    forms.append(("copysign.f64", "copysign.f64 %u1, %rda, %rdb;", "%u1"))
    ks.append(Kernel("float_edge_f64", [a, b, c], 8, 8, forms))
    return ks


def main():
    f2f = cvt_f2f()
    module("cvt", cvt_i2i() + cvt_f2i() + cvt_i2f() + [k for k in f2f if k.version == "7.8"] + cvt_pack(),
           "conversions: integer widths and register widths, float<->int every rounding, float<->float, packed halves, fp8, tf32, cvt.pack")
    for k in f2f:
        if k.version != "7.8":
            module(k.name, [k], "conversions with .satfinite (PTX 8.1)")
    module("half", half_ops(), "half precision: set/setp, min/max .NaN .xorsign.abs, fma.relu, arithmetic modifiers; f32 min/max")
    module("int_ptx80", half_ptx8(), "integer x2 min/max and .relu (PTX 8.0)")
    module("video", video(), "SIMD video instructions, scalar and packed")
    module("int_misc", int_misc(), "integer audit: carries, 24-bit multiplies, bit fields, prmt, shf, testp, set")
    module("lop3_ptx82", lop3_pred(), "lop3 with a predicate output (PTX 8.2)")
    ks = contraction()
    write_module("contract", ks, "ptxas FMA contraction of mul followed by add/sub: one kernel per pattern")
    handwritten()
    multi_case("fma_contract", "contract.ptx", ks, "one kernel per pattern (forms.txt); pattern k's results at out[k*2n .. k*2n+n) (u32) or the whole slot (f64 as u64)")
    # round 2 (appended: the generator's random stream above is unchanged)
    module("half_set16", half_set16(), "set on f16/bf16 scalars with the 16-bit result stored as it is")
    ks2 = contraction2(ks[0].inputs)
    write_module("contract2", ks2, "ptxas FMA contraction, round 2: calls, barriers, memory operations, branch targets and loops between mul and add", prelude=CONTRACT2_FUNC)
    multi_case("fma_contract2", "contract2.ptx", ks2, "one kernel per pattern (forms.txt); pattern k's results at out[k*2n .. k*2n+n) (u32)")
    exec_misc()
    exec_ptx83()
    module("int_widths", int_widths(), "16- and 64-bit integer arithmetic, shifts, compares and selects")
    module("float_edge", float_edge(), "f32/f64 arithmetic in every rounding mode on edge values (NaN payloads, denormals, infinities)")
    fma_nan()  # round 6
    exec_misc4()


if __name__ == "__main__":
    main()
