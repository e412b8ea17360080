"""wgmma.mma_async.sp cases (sparse A, issue #10): the same harness as
gen_wgmma.py (a 48 KiB shared image, A compressed at 0, B at 16 KiB; the
accumulators written out register-major: out[(reg*128 + tid)*4]), plus a
per-thread metadata word per k-step read from global memory
(meta[(step*128 + tid)*4]) and an immediate sparsity selector. A is stored
compressed (M x K/2), so one k-step reads as many A bytes per row as the
dense instruction of half the K; B is dense (K rows). Modules are split by
type so that a form ptxas refuses costs one case, not all."""
import random

from gen_common import Case, header, write_ptx, ptr, rand_elem, pack_elems, BITS
from gen_wgmma import SMEM, BOFF, desc_const, acc_init, image, areg_init

KSP = {"f16": 32, "bf16": 32, "tf32": 16, "e4m3": 64, "e5m2": 64, "s8": 64, "u8": 64}
VALID_NIB = (0x4, 0x8, 0xC, 0x9, 0xD, 0xE)  # 2:4 index pairs i0 < i1
TF32_NIB = (0x4, 0xE)  # 1:2: element 0 or 1


def geometry(rows, swz, mn_major, ksteps, kbytes, kelems):
    """Canonical layout of one operand (rows = M or N) for ksteps steps of
    kbytes bytes (K-major) or kelems elements (MN-major, 16-bit) each:
    returns (lbo, sbo, step offset in bytes). Same conventions as
    gen_wgmma.geometry."""
    if not mn_major:
        if swz:
            assert ksteps * kbytes <= swz
            return 16, 8 * swz, kbytes
        chunks = ksteps * kbytes // 16
        return 128, 128 * chunks, kbytes * 8
    ktot = kelems * ksteps
    if swz:
        return ktot * swz, 8 * swz, kelems // 8 * 8 * swz
    sbo = 128 * (ktot // 8)
    return 128, sbo, kelems // 8 * 128


class SpVariant:
    def __init__(self, name, atype, btype, dtype, n, swz=128, mn_b=False, reg_a=False, ksteps=2, sel=0,
                 scale_d0=1, neg_a=False, neg_b=False, sat=False, meta="valid"):
        self.name, self.atype, self.btype, self.dtype, self.n = name, atype, btype, dtype, n
        self.swz, self.mn_b, self.reg_a, self.ksteps, self.sel = swz, mn_b, reg_a, ksteps, sel
        self.scale_d0, self.neg_a, self.neg_b, self.sat, self.meta = scale_d0, neg_a, neg_b, sat, meta

    @property
    def nregs(self):
        return self.n // 4 if self.dtype == "f16" else self.n // 2


def kernel(v):
    nd = v.nregs
    dreg = ".f32" if v.dtype == "f32" else ".b32"
    L = []
    P = L.append
    P(".visible .entry %s(.param .u64 p_img, .param .u64 p_c, .param .u64 p_a, .param .u64 p_meta, .param .u64 p_out)" % v.name)
    P("{")
    P("\t.reg .pred %p<4>;")
    P("\t.reg .b32 %r<24>;")
    P("\t.reg .b64 %rd<40>;")
    P("\t.reg %s %%d<%d>;" % (dreg, nd))
    P("\t.reg .b32 %%a<%d>;" % (4 * v.ksteps))
    P("\t.reg .b32 %%m<%d>;" % v.ksteps)
    P("\t.shared .align 1024 .b8 wsm[%d];" % SMEM)
    for i, p in enumerate(("p_img", "p_c", "p_a", "p_meta", "p_out")):
        P("\tld.param.u64 %%rd%d, [%s];" % (i + 1, p))
        P("\tcvta.to.global.u64 %%rd%d, %%rd%d;" % (i + 1, i + 1))
    P("\tmov.u32 %r1, %tid.x;")
    P("\tmov.u32 %r2, wsm;")
    P("\tshl.b32 %r3, %r1, 4;")
    P("$L_copy:")
    P("\tsetp.ge.u32 %%p1, %%r3, %d;" % SMEM)
    P("\t@%p1 bra $L_copied;")
    P("\tcvt.u64.u32 %rd6, %r3;")
    P("\tadd.u64 %rd7, %rd1, %rd6;")
    P("\tld.global.v4.u32 {%r4, %r5, %r6, %r7}, [%rd7];")
    P("\tadd.u32 %r8, %r2, %r3;")
    P("\tst.shared.v4.u32 [%r8], {%r4, %r5, %r6, %r7};")
    P("\tadd.u32 %r3, %r3, 2048;")
    P("\tbra.uni $L_copy;")
    P("$L_copied:")
    P("\tfence.proxy.async.shared::cta;")
    P("\tbar.sync 0;")
    P("\tmul.wide.u32 %rd8, %r1, 4;")
    P("\tadd.u64 %rd9, %rd2, %rd8;")
    ty = ".f32" if v.dtype == "f32" else ".b32"
    for i in range(nd):
        P("\tld.global%s %%d%d, [%%rd9+%d];" % (ty, i, i * 512))
    P("\tadd.u64 %rd10, %rd3, %rd8;")
    for i in range(4 * v.ksteps):
        P("\tld.global.b32 %%a%d, [%%rd10+%d];" % (i, i * 512))
    P("\tadd.u64 %rd11, %rd4, %rd8;")
    for i in range(v.ksteps):
        P("\tld.global.b32 %%m%d, [%%rd11+%d];" % (i, i * 512))
    at = v.atype
    k = KSP[at]
    ebytes = BITS[at] // 8
    la = geometry(64, v.swz, False, v.ksteps, k // 2 * ebytes, k // 2)
    lb = geometry(v.n, v.swz, v.mn_b, v.ksteps, k * ebytes, k)
    ca = desc_const(la[0], la[1], v.swz)
    cb = desc_const(lb[0], lb[1], v.swz)
    P("\tsetp.ne.u32 %%p2, %d, 0;" % v.scale_d0)
    P("\tsetp.ne.u32 %p3, 1, 0;")
    P("\twgmma.fence.sync.aligned;")
    dl = "{" + ", ".join("%%d%d" % i for i in range(nd)) + "}"
    for s in range(v.ksteps):
        P("\tadd.u32 %%r10, %%r2, %d;" % (s * la[2]))
        P("\tshr.u32 %r10, %r10, 4;")
        P("\tand.b32 %r10, %r10, 16383;")
        P("\tcvt.u64.u32 %rd12, %r10;")
        P("\tor.b64 %%rd13, %%rd12, 0x%x;" % ca)
        P("\tadd.u32 %%r11, %%r2, %d;" % (BOFF + s * lb[2]))
        P("\tshr.u32 %r11, %r11, 4;")
        P("\tand.b32 %r11, %r11, 16383;")
        P("\tcvt.u64.u32 %rd14, %r11;")
        P("\tor.b64 %%rd15, %%rd14, 0x%x;" % cb)
        pred = "%p2" if s == 0 else "%p3"
        A = "{%%a%d, %%a%d, %%a%d, %%a%d}" % tuple(range(4 * s, 4 * s + 4)) if v.reg_a else "%rd13"
        shape = "m64n%dk%d" % (v.n, k)
        meta = "%%m%d, %d" % (s, v.sel)
        sa = -1 if v.neg_a else 1
        sb = -1 if v.neg_b else 1
        if at in ("f16", "bf16"):
            imms = "%d, %d, %d" % (sa, sb, int(v.mn_b)) if v.reg_a else "%d, %d, 0, %d" % (sa, sb, int(v.mn_b))
            op = "wgmma.mma_async.sp.sync.aligned.%s.%s.%s.%s" % (shape, v.dtype, at, v.btype)
            P("\t%s %s, %s, %%rd15, %s, %s, %s;" % (op, dl, A, meta, pred, imms))
        elif at in ("tf32", "e4m3", "e5m2"):
            op = "wgmma.mma_async.sp.sync.aligned.%s.%s.%s.%s" % (shape, v.dtype, at, v.btype)
            P("\t%s %s, %s, %%rd15, %s, %s, %d, %d;" % (op, dl, A, meta, pred, sa, sb))
        else:
            sat = ".satfinite" if v.sat else ""
            op = "wgmma.mma_async.sp.sync.aligned.%s%s.s32.%s.%s" % (shape, sat, at, v.btype)
            P("\t%s %s, %s, %%rd15, %s, %s;" % (op, dl, A, meta, pred))
    P("\twgmma.commit_group.sync.aligned;")
    P("\twgmma.wait_group.sync.aligned 0;")
    P("\tadd.u64 %rd16, %rd5, %rd8;")
    for i in range(nd):
        P("\tst.global%s [%%rd16+%d], %%d%d;" % (ty, i * 512, i))
    P("\tret;")
    P("}")
    return "\n".join(L) + "\n"


def meta_init(rng, atype, style, ksteps=4):
    vals = []
    for _ in range(ksteps * 128):
        w = 0
        for j in range(8):
            if style == "raw":
                nib = rng.randrange(16)
            elif atype == "tf32":
                nib = rng.choice(TF32_NIB)
            else:
                nib = rng.choice(VALID_NIB)
            w |= nib << (4 * j)
        vals.append(w)
    return pack_elems(vals, 32)


def group(module, note, variants, style, seed):
    rng = random.Random(seed)
    text = header(note)
    for v in variants:
        text += "\n" + kernel(v)
    write_ptx(module, text)
    c = Case(module.replace(".ptx", ""), module, note)
    imgs = {}
    maxreg = max(v.nregs for v in variants)
    for d in sorted({v.dtype for v in variants}):
        c.buf_init("c_" + d, acc_init(rng, d, maxreg, style), "u32")
    metas = {}
    for v in variants:
        key = (v.atype, v.btype)
        if key not in imgs:
            imgs[key] = "img_%s_%s" % key
            c.buf_init(imgs[key], image(rng, v.atype, v.btype, style))
            c.buf_init("areg_%s_%s" % key, areg_init(rng, v.atype, style), "u32")
        mk = (v.atype, v.meta)
        if mk not in metas:
            metas[mk] = "meta_%s_%s" % mk
            c.buf_init(metas[mk], meta_init(rng, v.atype, v.meta), "u32")
    for v in variants:
        out = "d_" + v.name
        c.buf_fill(out, v.nregs * 128 * 4, "u32")
        key = (v.atype, v.btype)
        c.launch(v.name, [ptr(imgs[key]), ptr("c_" + v.dtype), ptr("areg_%s_%s" % key),
                          ptr(metas[(v.atype, v.meta)]), ptr(out)])
    c.write()


def generate():
    S = SpVariant
    group("wgmma_sp_f16.ptx", "wgmma.mma_async.sp .f16 (2:4 sparse A): shapes, selectors, swizzles, transposed B, f16 accumulators",
          [S("wsp_f16_n8", "f16", "f16", "f32", 8), S("wsp_f16_n64", "f16", "f16", "f32", 64),
           S("wsp_f16_n64_sel1", "f16", "f16", "f32", 64, sel=1), S("wsp_f16_n256", "f16", "f16", "f32", 256),
           S("wsp_f16_s0", "f16", "f16", "f32", 64, swz=0), S("wsp_f16_s64", "f16", "f16", "f32", 64, swz=64, ksteps=1),
           S("wsp_f16_tb", "f16", "f16", "f32", 64, mn_b=True), S("wsp_f16_f16acc", "f16", "f16", "f16", 64),
           S("wsp_f16_neg", "f16", "f16", "f32", 64, neg_a=True, neg_b=True), S("wsp_f16_scaled0", "f16", "f16", "f32", 64, scale_d0=0),
           S("wsp_f16_rawmeta", "f16", "f16", "f32", 64, meta="raw")], "int", 101)
    group("wgmma_sp_bf16.ptx", "wgmma.mma_async.sp .bf16", [S("wsp_bf16_n64", "bf16", "bf16", "f32", 64),
                                                             S("wsp_bf16_sel1", "bf16", "bf16", "f32", 128, sel=1)], "int", 102)
    group("wgmma_sp_tf32.ptx", "wgmma.mma_async.sp .tf32 (1:2 sparse A)",
          [S("wsp_tf32_n64", "tf32", "tf32", "f32", 64), S("wsp_tf32_sel1", "tf32", "tf32", "f32", 64, sel=1),
           S("wsp_tf32_s0", "tf32", "tf32", "f32", 64, swz=0)], "int", 103)
    vs = [S("wsp_e4m3e4m3", "e4m3", "e4m3", "f32", 64), S("wsp_e5m2e4m3", "e5m2", "e4m3", "f32", 64),
          S("wsp_e4m3_f16acc", "e4m3", "e4m3", "f16", 64), S("wsp_e4m3_s0", "e4m3", "e4m3", "f32", 64, swz=0)]
    group("wgmma_sp_fp8.ptx", "wgmma.mma_async.sp e4m3/e5m2", vs, "int", 104)
    vs = [S("wsp_s8s8", "s8", "s8", "s32", 64), S("wsp_u8s8", "u8", "s8", "s32", 64),
          S("wsp_s8_sat", "s8", "s8", "s32", 64, sat=True)]
    group("wgmma_sp_int.ptx", "wgmma.mma_async.sp .s32 with s8/u8 operands", vs, "int", 105)
    group("wgmma_sp_rega.ptx", "wgmma.mma_async.sp with A in registers",
          [S("wsp_rega_f16", "f16", "f16", "f32", 64, reg_a=True), S("wsp_rega_bf16_tb", "bf16", "bf16", "f32", 64, reg_a=True, mn_b=True)],
          "int", 106)
    group("wgmma_sp_rega8.ptx", "wgmma.mma_async.sp with tf32/fp8/int A in registers",
          [S("wsp_rega_tf32", "tf32", "tf32", "f32", 64, reg_a=True), S("wsp_rega_e4m3", "e4m3", "e4m3", "f32", 64, reg_a=True),
           S("wsp_rega_s8", "s8", "s8", "s32", 64, reg_a=True)], "int", 107)
    group("wgmma_sp_arith.ptx", "wgmma.mma_async.sp with random values: the accumulation model",
          [S("wsp_ar_f16", "f16", "f16", "f32", 64), S("wsp_ar_tf32", "tf32", "tf32", "f32", 64), S("wsp_ar_e4m3", "e4m3", "e4m3", "f32", 64),
           S("wsp_ar_f16acc", "f16", "f16", "f16", 64)], "rand", 108)


if __name__ == "__main__":
    generate()
