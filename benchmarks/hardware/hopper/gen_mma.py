"""mma.sync shapes ptxsim did not model before (m8n8k4 f16, m8n8k16/k32
integer, sub-byte, b1, fp8) and wmma for every type and shape of the
programming guide's table. mma.sync launches take per-lane registers:
in[(reg*32 + lane)*4] -> out[(reg*32 + lane)*4]; wmma launches load
matrices from global memory (with a padded stride where allowed), multiply
and store D row-major."""
import random

from gen_common import Case, header, write_ptx, ptr, rand_elem, pack_elems, rand_bytes, BITS


def regs_kernel(name, mnemonic, na, nb, nc, nd, dty=".b32"):
    L = []
    P = L.append
    P(".visible .entry %s(.param .u64 p_a, .param .u64 p_b, .param .u64 p_c, .param .u64 p_d)" % name)
    P("{")
    P("\t.reg .b32 %r<4>;")
    P("\t.reg .b64 %rd<16>;")
    P("\t.reg .b32 %%a<%d>;" % na)
    P("\t.reg .b32 %%b<%d>;" % nb)
    P("\t.reg %s %%c<%d>;" % (dty, nc))
    P("\t.reg %s %%d<%d>;" % (dty, nd))
    for i, p in enumerate("abcd"):
        P("\tld.param.u64 %%rd%d, [p_%s];" % (i + 1, p))
        P("\tcvta.to.global.u64 %%rd%d, %%rd%d;" % (i + 1, i + 1))
    P("\tmov.u32 %r1, %laneid;")
    P("\tmul.wide.u32 %rd5, %r1, 4;")
    for i, (p, n) in enumerate((("a", na), ("b", nb), ("c", nc))):
        P("\tadd.u64 %%rd%d, %%rd%d, %%rd5;" % (6 + i, 1 + i))
        t = ".b32" if p != "c" else dty
        for j in range(n):
            P("\tld.global%s %%%s%d, [%%rd%d+%d];" % (t, p, j, 6 + i, j * 128))
    lst = lambda p, n: "{" + ", ".join("%%%s%d" % (p, j) for j in range(n)) + "}"
    P("\t%s %s, %s, %s, %s;" % (mnemonic, lst("d", nd), lst("a", na), lst("b", nb), lst("c", nc)))
    P("\tadd.u64 %rd9, %rd4, %rd5;")
    for j in range(nd):
        P("\tst.global%s [%%rd9+%d], %%d%d;" % (dty, j * 128, j))
    P("\tret;")
    P("}")
    return "\n".join(L) + "\n"


def reg_words(rng, kind, n, style):
    bits = BITS[kind]
    per = 32 // bits if bits < 32 else 1
    out = []
    for _ in range(n * 32):
        if bits == 64:
            out.append(rand_elem(rng, kind, style))
            continue
        w = 0
        for j in range(per):
            w |= rand_elem(rng, kind, style) << (bits * j)
        out.append(w)
    return pack_elems(out, 64 if bits == 64 else 32)


def mma_group(module, note, forms, seed, ver="7.8", target="sm_90"):
    """forms: (name, mnemonic, (akind, na), (bkind, nb), (ckind, nc), nd, style)."""
    rng = random.Random(seed)
    text = header(note, ver, target)
    c = Case(module.replace(".ptx", ""), module, note)
    for name, mn, (ak, na), (bk, nb), (ck, nc), nd, style in forms:
        dty = ".b64" if ck == "f64" else ".b32"
        text += "\n" + regs_kernel(name, mn, na, nb, nc, nd, dty)
        c.buf_init("a_" + name, reg_words(rng, ak, na, style), "u32")
        c.buf_init("b_" + name, reg_words(rng, bk, nb, style), "u32")
        c.buf_init("c_" + name, reg_words(rng, ck, nc, style), "u32")
        c.buf_fill("d_" + name, nd * 32 * (8 if ck == "f64" else 4), "u32")
        c.launch(name, [ptr("a_" + name), ptr("b_" + name), ptr("c_" + name), ptr("d_" + name)], block=(32, 1, 1))
    write_ptx(module, text)
    c.write()


def m8n8k4_forms():
    F = []
    # m8n8k4 f16: quad pairs, every layout pair and accumulator combination.
    for al in ("row", "col"):
        for bl in ("row", "col"):
            for d, cc in (("f32", "f32"), ("f16", "f16"), ("f32", "f16")):
                nc = 8 if cc == "f32" else 4
                nd = 8 if d == "f32" else 4
                for style in ("int", "rand"):
                    F.append(("mma_m8n8k4_%s%s_%s%s_%s" % (al[0], bl[0], d, cc, style),
                              "mma.sync.aligned.m8n8k4.%s.%s.%s.f16.f16.%s" % (al, bl, d, cc),
                              ("f16", 2), ("f16", 2), ("f16" if cc == "f16" else "f32", nc), nd, style))
    return F


def mma_forms():
    F = []
    for a in ("s8", "u8"):
        for b in ("s8", "u8"):
            F.append(("mma_m8n8k16_%s%s" % (a, b), "mma.sync.aligned.m8n8k16.row.col.s32.%s.%s.s32" % (a, b),
                      (a, 1), (b, 1), ("s32", 2), 2, "int"))
    F.append(("mma_m8n8k16_sat", "mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32", ("s8", 1), ("s8", 1), ("s32", 2), 2, "int"))
    for a in ("s4", "u4"):
        for b in ("s4", "u4"):
            F.append(("mma_m8n8k32_%s%s" % (a, b), "mma.sync.aligned.m8n8k32.row.col.s32.%s.%s.s32" % (a, b),
                      (a, 1), (b, 1), ("s32", 2), 2, "int"))
            F.append(("mma_m16n8k32_%s%s" % (a, b), "mma.sync.aligned.m16n8k32.row.col.s32.%s.%s.s32" % (a, b),
                      (a, 2), (b, 1), ("s32", 4), 4, "int"))
            F.append(("mma_m16n8k64_%s%s" % (a, b), "mma.sync.aligned.m16n8k64.row.col.s32.%s.%s.s32" % (a, b),
                      (a, 4), (b, 2), ("s32", 4), 4, "int"))
    F.append(("mma_m16n8k64_sat", "mma.sync.aligned.m16n8k64.row.col.satfinite.s32.s4.s4.s32", ("s4", 4), ("s4", 2), ("s32", 4), 4, "int"))
    for op in ("xor", "and"):
        F.append(("mma_m8n8k128_%s" % op, "mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.%s.popc" % op, ("b1", 1), ("b1", 1), ("s32", 2), 2, "int"))
        F.append(("mma_m16n8k128_%s" % op, "mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.%s.popc" % op, ("b1", 2), ("b1", 1), ("s32", 4), 4, "int"))
        F.append(("mma_m16n8k256_%s" % op, "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.%s.popc" % op, ("b1", 4), ("b1", 2), ("s32", 4), 4, "int"))
    return F


def fp8_forms():
    F = []
    for a in ("e4m3", "e5m2"):
        for b in ("e4m3", "e5m2"):
            for style in ("int", "rand"):
                F.append(("mma_k32_%s%s_f32_%s" % (a, b, style), "mma.sync.aligned.m16n8k32.row.col.f32.%s.%s.f32" % (a, b),
                          (a, 4), (b, 2), ("f32", 4), 4, style))
    return F


def fp8_new_forms():
    F = []
    for style in ("int", "rand"):
        F.append(("mma_k32_e4m3_f16_%s" % style, "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16", ("e4m3", 4), ("e4m3", 2), ("f16", 2), 2, style))
        F.append(("mma_k16_e4m3_f32_%s" % style, "mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e5m2.f32", ("e4m3", 2), ("e5m2", 1), ("f32", 4), 4, style))
    return F


# ---------------------------------------------------------------- wmma

WMMA_REGS = {  # (kind, shape, frag) -> registers
}


def wmma_regs(kind, shape, frag):
    m, n, k = shape
    if frag in ("c", "d"):
        if kind == "f64":
            return 2
        if kind == "f16":
            return 4
        return 8 if m * n == 256 else 2
    if kind == "f16":
        return 8
    rows, cols = (m, k) if frag == "a" else (k, n)
    bits = BITS[kind]
    if kind == "f64":
        return rows * cols // 32
    return max(rows * cols * bits // 32 // 32, 1)


def wmma_kernel(name, shape, atype, btype, ctype, dtype, al, bl, lda, ldb, ldc, ldd, mods="", space=""):
    m, n, k = shape
    sh = "m%dn%dk%d" % shape
    na, nb = wmma_regs(atype, shape, "a"), wmma_regs(btype, shape, "b")
    nc, nd = wmma_regs(ctype, shape, "c"), wmma_regs(dtype, shape, "d")
    wide = ctype == "f64"
    rt = ".b64" if wide else ".b32"
    L = []
    P = L.append
    P(".visible .entry %s(.param .u64 p_a, .param .u64 p_b, .param .u64 p_c, .param .u64 p_d)" % name)
    P("{")
    P("\t.reg .b64 %rd<16>;")
    P("\t.reg .b32 %r<4>;")
    P("\t.reg %s %%a<%d>;" % (".b64" if atype == "f64" else ".b32", na))
    P("\t.reg %s %%b<%d>;" % (".b64" if btype == "f64" else ".b32", nb))
    P("\t.reg %s %%c<%d>;" % (rt, nc))
    P("\t.reg %s %%d<%d>;" % (rt, nd))
    for i, p in enumerate("abcd"):
        P("\tld.param.u64 %%rd%d, [p_%s];" % (i + 1, p))
        P("\tcvta.to.global.u64 %%rd%d, %%rd%d;" % (i + 1, i + 1))
    lst = lambda p, c: "{" + ", ".join("%%%s%d" % (p, j) for j in range(c)) + "}"
    sp = ".global"
    P("\twmma.load.a.sync.aligned.%s.%s%s.%s %s, [%%rd1], %d;" % (al, sh, sp, atype, lst("a", na), lda))
    P("\twmma.load.b.sync.aligned.%s.%s%s.%s %s, [%%rd2], %d;" % (bl, sh, sp, btype, lst("b", nb), ldb))
    P("\twmma.load.c.sync.aligned.row.%s%s.%s %s, [%%rd3], %d;" % (sh, sp, ctype, lst("c", nc), ldc))
    if atype in ("f16",):
        tys = "%s.%s" % (dtype, ctype)
    else:
        tys = "%s.%s.%s.%s" % (dtype, atype, btype, ctype)
    P("\twmma.mma%s.sync.aligned.%s.%s.%s.%s %s, %s, %s, %s;" % (mods, al, bl, sh, tys, lst("d", nd), lst("a", na), lst("b", nb), lst("c", nc)))
    P("\twmma.store.d.sync.aligned.row.%s%s.%s [%%rd4], %s, %d;" % (sh, sp, dtype, lst("d", nd), ldd))
    P("\tret;")
    P("}")
    return "\n".join(L) + "\n"


def wmma_group(module, note, forms, seed):
    rng = random.Random(seed)
    text = header(note, "7.8", "sm_90")
    c = Case(module.replace(".ptx", ""), module, note)
    for f in forms:
        name, shape, at, bt, ct, dt, al, bl, mods, style = f
        m, n, k = shape
        sub = BITS[at] < 8
        pad = 0 if sub or at == "f64" else 8
        lda = (k if al == "row" else m) + pad
        ldb = (n if bl == "row" else k) + pad
        ldc = n + (0 if sub or at == "f64" else 4)
        ldd = n
        rows_a = m if al == "row" else k
        rows_b = k if bl == "row" else n
        text += "\n" + wmma_kernel(name, shape, at, bt, ct, dt, al, bl, lda, ldb, ldc, ldd, mods)
        A = [rand_elem(rng, at, style) for _ in range(rows_a * lda)]
        B = [rand_elem(rng, bt, style) for _ in range(rows_b * ldb)]
        C = [rand_elem(rng, ct if ct != "s32" else "f32", style) if ct != "s32" else rng.randrange(1 << 32) for _ in range(m * ldc)]
        c.buf_init("a_" + name, pack_elems(A, BITS[at]))
        c.buf_init("b_" + name, pack_elems(B, BITS[bt]))
        c.buf_init("c_" + name, pack_elems(C, BITS[ct]))
        c.buf_fill("d_" + name, m * n * BITS[dt] // 8, "u8")
        c.launch(name, [ptr("a_" + name), ptr("b_" + name), ptr("c_" + name), ptr("d_" + name)], block=(32, 1, 1))
    write_ptx(module, text)
    c.write()


def wmma_forms():
    F = []
    shapes = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]
    combos = [("row", "col", "f32", "f32"), ("col", "row", "f16", "f16"), ("row", "row", "f32", "f16"), ("col", "col", "f16", "f32")]
    for s in shapes:
        for al, bl, d, cc in combos:
            for style in ("int", "rand"):
                F.append(("wmma_f16_m%dn%dk%d_%s%s_%s%s_%s" % (s + (al[0], bl[0], d, cc, style)), s, "f16", "f16", cc, d, al, bl, "", style))
        F.append(("wmma_bf16_m%dn%dk%d" % s, s, "bf16", "bf16", "f32", "f32", "row", "col", "", "rand"))
        F.append(("wmma_bf16_m%dn%dk%d_cr" % s, s, "bf16", "bf16", "f32", "f32", "col", "row", "", "int"))
        for a in ("s8", "u8"):
            F.append(("wmma_%s_m%dn%dk%d" % ((a,) + s), s, a, a, "s32", "s32", "row", "col", "", "int"))
        F.append(("wmma_s8_m%dn%dk%d_sat_cr" % s, s, "s8", "s8", "s32", "s32", "col", "row", ".satfinite", "int"))
    F.append(("wmma_tf32_rc", (16, 16, 8), "tf32", "tf32", "f32", "f32", "row", "col", "", "rand"))
    F.append(("wmma_tf32_cr", (16, 16, 8), "tf32", "tf32", "f32", "f32", "col", "row", "", "int"))
    F.append(("wmma_f64_rc", (8, 8, 4), "f64", "f64", "f64", "f64", "row", "col", "", "rand"))
    F.append(("wmma_f64_cr", (8, 8, 4), "f64", "f64", "f64", "f64", "col", "row", ".rn", "rand"))
    for a in ("s4", "u4"):
        F.append(("wmma_%s_m8n8k32" % a, (8, 8, 32), a, a, "s32", "s32", "row", "col", "", "int"))
    F.append(("wmma_s4_m8n8k32_sat", (8, 8, 32), "s4", "s4", "s32", "s32", "row", "col", ".satfinite", "int"))
    F.append(("wmma_b1_xor", (8, 8, 128), "b1", "b1", "s32", "s32", "row", "col", ".xor.popc", "int"))
    F.append(("wmma_b1_and", (8, 8, 128), "b1", "b1", "s32", "s32", "row", "col", ".and.popc", "int"))
    return F


def fix_mods(forms):
    """wmma.mma puts .satfinite after the types and .xor.popc before .sync."""
    return forms


def generate():
    mma_group("mma_shapes.ptx", "mma.sync m8n8k4 f16 (quad pairs), m8n8k16/m8n8k32 integers, s4/u4 m16n8k32/k64, b1 xor/and popc", mma_forms(), 21)
    mma_group("mma_m8n8k4.ptx", "mma.sync m8n8k4 .f16: the four quad-pair products, every layout pair and accumulator type", m8n8k4_forms(), 20)
    mma_group("mma_fp8.ptx", "mma.sync m16n8k32 e4m3/e5m2 with f32 accumulators (sm_89+)", fp8_forms(), 22, "8.4", "sm_90")
    mma_group("mma_fp8_new.ptx", "mma.sync fp8 forms of PTX 8.7: f16 accumulators, m16n8k16", fp8_new_forms(), 23, "8.7", "sm_90")
    wmma_group("wmma_all.ptx", "wmma for every type and shape: f16 (3 shapes, 4 layout/accumulator pairs), bf16, s8/u8, tf32, f64, s4/u4, b1", wmma_forms(), 24)


if __name__ == "__main__":
    generate()
