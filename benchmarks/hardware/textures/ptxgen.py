"""ptxgen: writes the PTX sweep kernels of the texture ground-truth cases.

A sweep kernel runs one texture or surface instruction per thread. Thread i
(i < total) splits its index into three axis indices

    idx0 = i % n0,  idx1 = (i / n0) % n1,  idx2 = i / (n0 * n1)

and builds each operand of the instruction from an expression:

    Ax(k, "f")   the f32 base_k + idx_k * step_k   (fma.rn.f32; exact for the
                 power-of-two steps the cases use)
    Ax(k, "i")   the s32 base_k + idx_k * step_k   (mad.lo.s32)
    Par("f"|"i") an f32 or s32 kernel parameter
    Imm(v)       a constant (an f32 when v is a float, else s32)
    In(k, "f"|"i") word k of the thread's record in an input buffer

It writes the destination registers (as 32-bit words, 64-bit ones as two)
to out[i * words ...]. The parameters are, in order: out (u64), the handle
(u64), n0, n1, total (u32), base/step of each axis the expressions use (in
axis order), the input buffer (u64) when In() is used, then each Par in the
order the operands name them.
"""

import struct


def f32(x):
    """x rounded to float32, as a Python float."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


class Ax:
    def __init__(self, axis, kind="f"):
        self.axis, self.kind = axis, kind


class Par:
    def __init__(self, kind="f", name=None):
        self.kind, self.name = kind, name


class Imm:
    def __init__(self, v):
        self.v = v
        self.kind = "f" if isinstance(v, float) else "i"


class In:
    def __init__(self, word, kind="f"):
        self.word, self.kind = word, kind


class Kernel:
    """One generated entry: params is [(name, ptxtype)], the kernel's
    parameter list in order; axes is {axis: kind}; pars the Par names;
    words the output words per thread."""

    def __init__(self, name):
        self.name = name
        self.params = []
        self.body = []
        self.axes = {}
        self.pars = []
        self.record = 0  # words per input record (0: no input buffer)
        self.words = 0

    def text(self):
        ps = ",\n\t".join(".param .%s %s" % (t, n) for n, t in self.params)
        return ".visible .entry %s(\n\t%s\n)\n{\n%s\n}\n" % (self.name, ps, "\n".join(self.body))


REGDECL = """\t.reg .pred %p<8>;
\t.reg .b16 %h<16>;
\t.reg .b32 %r<96>;
\t.reg .f32 %f<64>;
\t.reg .b64 %rd<32>;"""


class Emitter:
    """Builds operand registers for one kernel."""

    def __init__(self, k):
        self.k = k
        self.nf, self.nr = 20, 40
        self.parcount = 0

    def line(self, s):
        self.k.body.append("\t" + s)

    def freg(self):
        self.nf += 1
        return "%%f%d" % self.nf

    def rreg(self):
        self.nr += 1
        return "%%r%d" % self.nr

    def value(self, e):
        """Returns a register (or immediate) holding expression e."""
        k = self.k
        if isinstance(e, Ax):
            a = e.axis
            if a in k.axes and k.axes[a] != e.kind:
                raise ValueError("axis %d used as both f and i" % a)
            k.axes[a] = e.kind
            idx = ("%r7", "%r9", "%r10")[a]
            if e.kind == "f":
                fi, d = self.freg(), self.freg()
                self.line("cvt.rn.f32.u32 %s, %s;" % (fi, idx))
                self.line("fma.rn.f32 %s, %s, %%fs%d, %%fb%d;" % (d, fi, a, a))
                return d
            d = self.rreg()
            self.line("mad.lo.s32 %s, %s, %%rs%d, %%rb%d;" % (d, idx, a, a))
            return d
        if isinstance(e, Par):
            self.parcount += 1
            name = e.name or "p_x%d" % self.parcount
            k.pars.append((name, e.kind))
            if e.kind == "f":
                d = self.freg()
                self.line("ld.param.f32 %s, [%s];" % (d, name))
            else:
                d = self.rreg()
                self.line("ld.param.s32 %s, [%s];" % (d, name))
            return d
        if isinstance(e, Imm):
            if e.kind == "f":
                d = self.freg()
                self.line("mov.f32 %s, 0f%08X;" % (d, fbits(e.v)))
            else:
                d = self.rreg()
                self.line("mov.s32 %s, %d;" % (d, e.v))
            return d
        if isinstance(e, In):
            k.record = max(k.record, e.word + 1)
            d = self.freg() if e.kind == "f" else self.rreg()
            self.line("ld.global.%s %s, [%%rd5+%d];" % ("f32" if e.kind == "f" else "s32", d, 4 * e.word))
            return d
        raise TypeError(e)


def sweep_kernel(name, build, words, wide=False):
    """Generates a sweep kernel. build(em) emits the instruction through
    em.line/em.value and returns the list of registers to store (b32
    registers, or b64 ones when wide)."""
    k = Kernel(name)
    em = Emitter(k)
    # Emit the instruction first into a side list: we need to know which
    # axes and inputs it uses before writing the prologue.
    regs = build(em)
    inst = k.body
    k.body = []
    k.params = [("p_out", "u64"), ("p_h", "u64"), ("p_n0", "u32"), ("p_n1", "u32"), ("p_total", "u32")]
    for a in sorted(k.axes):
        t = "f32" if k.axes[a] == "f" else "s32"
        k.params += [("p_b%d" % a, t), ("p_s%d" % a, t)]
    if k.record:
        k.params.append(("p_in", "u64"))
    k.params += [(n, "f32" if kd == "f" else "s32") for n, kd in k.pars]
    b = k.body
    b.append(REGDECL)
    for a in sorted(k.axes):
        if k.axes[a] == "f":
            b.append("\t.reg .f32 %%fb%d, %%fs%d;" % (a, a))
        else:
            b.append("\t.reg .b32 %%rb%d, %%rs%d;" % (a, a))
    b += ["\tmov.u32 %r0, %ctaid.x;", "\tmov.u32 %r1, %ntid.x;", "\tmov.u32 %r2, %tid.x;",
          "\tmad.lo.s32 %r3, %r0, %r1, %r2;", "\tld.param.u32 %r4, [p_total];",
          "\tsetp.ge.u32 %p0, %r3, %r4;", "\t@%p0 bra DONE;",
          "\tld.param.u32 %r5, [p_n0];", "\tld.param.u32 %r6, [p_n1];",
          "\trem.u32 %r7, %r3, %r5;", "\tdiv.u32 %r8, %r3, %r5;",
          "\trem.u32 %r9, %r8, %r6;", "\tdiv.u32 %r10, %r8, %r6;",
          "\tld.param.u64 %rd1, [p_h];"]
    for a in sorted(k.axes):
        if k.axes[a] == "f":
            b += ["\tld.param.f32 %%fb%d, [p_b%d];" % (a, a), "\tld.param.f32 %%fs%d, [p_s%d];" % (a, a)]
        else:
            b += ["\tld.param.s32 %%rb%d, [p_b%d];" % (a, a), "\tld.param.s32 %%rs%d, [p_s%d];" % (a, a)]
    if k.record:
        b += ["\tld.param.u64 %rd4, [p_in];", "\tcvta.to.global.u64 %rd4, %rd4;",
              "\tmul.wide.u32 %%rd6, %%r3, %d;" % (4 * k.record), "\tadd.s64 %rd5, %rd4, %rd6;"]
    b += inst
    # Store.
    k.words = words
    b += ["\tld.param.u64 %rd2, [p_out];", "\tcvta.to.global.u64 %rd2, %rd2;",
          "\tmul.wide.u32 %%rd3, %%r3, %d;" % (4 * words), "\tadd.s64 %rd3, %rd2, %rd3;"]
    off = 0
    for r in regs:
        if wide:
            b.append("\tst.global.b64 [%%rd3+%d], %s;" % (off, r))
            off += 8
        else:
            b.append("\tst.global.b32 [%%rd3+%d], %s;" % (off, r))
            off += 4
    if off != 4 * words:
        raise ValueError("%s: stores %d bytes, words say %d" % (name, off, 4 * words))
    b += ["DONE:", "\tret;"]
    return k


# ------------------------------------------------------------ instructions

GEOM_COORDS = {  # number of coordinate elements written in the vector, padded size
    "1d": (1, 1), "2d": (2, 2), "3d": (3, 4), "a1d": (2, 2), "a2d": (3, 4),
    "cube": (3, 4), "acube": (4, 4), "2dms": (3, 4), "a2dms": (4, 4),
}
GRAD_SIZE = {"1d": 1, "2d": 2, "3d": 4, "a1d": 1, "a2d": 2, "cube": 4, "acube": 4}
OFF_SIZE = {"1d": 1, "2d": 2, "3d": 4, "a1d": 1, "a2d": 2, "2dms": 2, "a2dms": 2}


def vec(regs, size):
    regs = list(regs)
    while len(regs) < size:
        regs.append(regs[-1])
    return "{" + ", ".join(regs) + "}"


def tex_builder(geom, dtype="f32", ctype="f32", coords=(), mip=None, lod=None, grads=None,
                offset=None, depth=None, pred=False, ncomp=4, handle="%rd1", sampler=None,
                op="tex", comp=None):
    """Returns a build function for sweep_kernel emitting one tex/tld4.

    coords are the coordinate expressions in instruction order (layer
    first for array geometries); mip is None, "base", "level" (lod) or
    "grad" (grads = (dPdx list, dPdy list)); offset a list of s32
    expressions; depth an f32 expression; pred adds the residency
    predicate as an extra output word; ncomp limits the stored words."""

    def build(em):
        n, size = GEOM_COORDS[geom]
        if len(coords) != n:
            raise ValueError("%s needs %d coordinates" % (geom, n))
        cregs = [em.value(c) for c in coords]
        ops = []
        if mip == "level":
            ops.append(em.value(lod))
        elif mip == "grad":
            gs = GRAD_SIZE[geom]
            ops.append(vec([em.value(x) for x in grads[0]], gs))
            ops.append(vec([em.value(x) for x in grads[1]], gs))
        if offset is not None:
            ops.append(vec([em.value(x) for x in offset], OFF_SIZE[geom]))
        if depth is not None:
            ops.append(em.value(depth))
        if dtype == "f16":
            d = ["%%h%d" % j for j in range(1, 5)]
        elif dtype == "f16x2":
            d = ["%r60", "%r61"]
        else:
            d = ["%%r%d" % j for j in range(60, 64)]
        dst = "{" + ", ".join(d) + "}" + ("|%p1" if pred else "")
        if op == "tld4":
            mn = "tld4.%s.%s.v4.%s.f32" % (comp, geom, dtype)
        else:
            vs = "v2" if dtype == "f16x2" else "v4"
            mn = "tex%s.%s.%s.%s.%s" % ("." + mip if mip else "", geom, vs, dtype, ctype)
        src = "[%s, %s%s]" % (handle, sampler + ", " if sampler else "", vec(cregs, size))
        em.line("%s %s, %s%s;" % (mn, dst, src, "".join(", " + o for o in ops)))
        out = []
        if dtype == "f16":
            for j, h in enumerate(d[:ncomp]):
                em.line("cvt.u32.u16 %%r%d, %s;" % (64 + j, h))
                out.append("%%r%d" % (64 + j))
        else:
            out = d[:ncomp]
        if pred:
            em.line("selp.u32 %r70, 1, 0, %p1;")
            out.append("%r70")
        return out

    return build


def suld_builder(geom, dtype="b32", vecn=1, clamp="trap", coords=(), handle="%rd1"):
    """suld.b: returns the loaded components widened to 32 bits (b64 ones
    as two words)."""

    def build(em):
        n, size = GEOM_COORDS[geom]
        cregs = [em.value(c) for c in coords]
        if dtype == "b64":
            d = ["%%rd%d" % (20 + j) for j in range(vecn)]
        elif dtype in ("b8", "b16"):
            d = ["%%h%d" % (1 + j) for j in range(vecn)]
        else:
            d = ["%%r%d" % (60 + j) for j in range(vecn)]
        vs = "" if vecn == 1 else ".v%d" % vecn
        dst = d[0] if vecn == 1 else "{" + ", ".join(d) + "}"
        em.line("suld.b.%s%s.%s.%s %s, [%s, %s];" % (geom, vs, dtype, clamp, dst, handle, vec(cregs, size)))
        out = []
        for j, r in enumerate(d):
            if dtype in ("b8", "b16"):
                em.line("cvt.u32.u16 %%r%d, %s;" % (64 + j, r))
                out.append("%%r%d" % (64 + j))
            elif dtype == "b64":
                em.line("mov.b64 {%%r%d, %%r%d}, %s;" % (72 + 2 * j, 73 + 2 * j, r))
                out += ["%%r%d" % (72 + 2 * j), "%%r%d" % (73 + 2 * j)]
            else:
                out.append(r)
        return out

    return build


def sust_builder(geom, mode="b", dtype="b32", vecn=1, clamp="trap", coords=(), values=(), handle="%rd1"):
    """sust.b / sust.p: stores values (expressions; b64 values are built
    from two s32 expressions each) at coords. Returns no outputs."""

    def build(em):
        n, size = GEOM_COORDS[geom]
        cregs = [em.value(c) for c in coords]
        vals = []
        if dtype == "b64":
            for j in range(vecn):
                lo, hi = em.value(values[2 * j]), em.value(values[2 * j + 1])
                r = "%%rd%d" % (20 + j)
                em.line("mov.b64 %s, {%s, %s};" % (r, lo, hi))
                vals.append(r)
        elif dtype in ("b8", "b16"):
            for j in range(vecn):
                v = em.value(values[j])
                h = "%%h%d" % (1 + j)
                em.line("cvt.u16.u32 %s, %s;" % (h, v))
                vals.append(h)
        else:
            for j in range(vecn):
                v = em.value(values[j])
                if values[j].kind == "f":
                    r = em.rreg()
                    em.line("mov.b32 %s, %s;" % (r, v))
                    v = r
                vals.append(v)
        vs = "" if vecn == 1 else ".v%d" % vecn
        src = vals[0] if vecn == 1 else "{" + ", ".join(vals) + "}"
        em.line("sust.%s.%s%s.%s.%s [%s, %s], %s;" % (mode, geom, vs, dtype, clamp, handle, vec(cregs, size), src))
        return []

    return build


def sured_builder(mode, op, geom, ctype, clamp, coords, value, handle="%rd1"):
    def build(em):
        n, size = GEOM_COORDS[geom]
        cregs = [em.value(c) for c in coords]
        if ctype in ("u64", "s64", "b64"):
            lo, hi = em.value(value[0]), em.value(value[1])
            v = "%rd20"
            em.line("mov.b64 %s, {%s, %s};" % (v, lo, hi))
        else:
            v = em.value(value)
        em.line("sured.%s.%s.%s.%s.%s [%s, %s], %s;" % (mode, op, geom, ctype, clamp, handle, vec(cregs, size), v))
        return []

    return build


def module(kernels, extra_decls=(), target="sm_90"):
    head = "//\n// Generated by benchmarks/hardware/textures/gen.py: do not edit.\n//\n"
    head += ".version 7.8\n.target %s\n.address_size 64\n\n" % target
    for d in extra_decls:
        head += d + "\n"
    if extra_decls:
        head += "\n"
    return head + "\n".join(k.text() for k in kernels)
