"""wgmma.mma_async cases: each launch copies a 48 KiB shared-memory image
(A at 0, B at 16 KiB) from global memory, runs a chain of wgmma over
descriptors (or register A fragments), and writes every thread's
accumulator registers out register-major: out[(reg*128 + tid)*4].
Whatever layout the descriptors describe, the hardware's registers are the
ground truth; the image is fully defined so no read sees stale memory."""
import random

from gen_common import Case, header, write_ptx, ptr, rand_elem, pack_elems, BITS

SMEM = 49152
BOFF = 16384
SWZ = {0: 0, 128: 1, 64: 2, 32: 3}  # descriptor swizzle field by swizzle bytes

KSTEP = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32, "s8": 32, "u8": 32, "b1": 256}


def geometry(rows, swz, mn_major, ksteps):
    """Canonical layout of one operand (rows = M or N): returns (lbo, sbo,
    step offset in bytes, bytes used). K-major: 8-row groups at SBO, rows
    of swz bytes (swizzled) or 16-byte core-matrix rows (interleave, K
    chunks at LBO). MN-major (16-bit only): K rows of swz bytes holding
    swz/2 MN elements, 8-row K groups at SBO, MN blocks at LBO; interleave:
    8-element MN runs, K groups at LBO, MN blocks at SBO."""
    if not mn_major:
        if swz:
            sbo = 8 * swz
            return 16, sbo, 32, rows * swz
        chunks = 2 * ksteps
        sbo = 128 * chunks
        return 128, sbo, 256, rows // 8 * sbo
    ktot = 16 * ksteps
    if swz:
        per = swz // 2
        sbo = 8 * swz
        lbo = ktot * swz
        return lbo, sbo, 2 * sbo, max(rows // per, 1) * lbo
    lbo = 128
    sbo = 128 * (ktot // 8)
    return lbo, sbo, 2 * lbo, rows // 8 * sbo


def desc_const(lbo, sbo, swz, base_off=0):
    return ((lbo >> 4) & 0x3fff) << 16 | ((sbo >> 4) & 0x3fff) << 32 | (base_off & 7) << 49 | SWZ[swz] << 62


class Variant:
    def __init__(self, name, atype, btype, dtype, n, swz_a=128, swz_b=128, mn_a=False, mn_b=False,
                 reg_a=False, ksteps=None, scale_d0=1, neg_a=False, neg_b=False, sat=False, a_off=0, base_off=0):
        self.name, self.atype, self.btype, self.dtype, self.n = name, atype, btype, dtype, n
        self.swz_a, self.swz_b, self.mn_a, self.mn_b, self.reg_a = swz_a, swz_b, mn_a, mn_b, reg_a
        if ksteps is None:
            sw = min(x for x in (swz_b, swz_a if not reg_a else 128) if True) if True else 128
            ksteps = 2
            if not mn_a and not mn_b and swz_b and (reg_a or swz_a):
                ksteps = min(swz_b, swz_a if not reg_a else 128) // 32
                ksteps = max(ksteps, 1)
        self.ksteps = ksteps
        self.scale_d0, self.neg_a, self.neg_b, self.sat = scale_d0, neg_a, neg_b, sat
        self.a_off, self.base_off = a_off, base_off

    @property
    def nregs(self):
        return self.n // 4 if self.dtype == "f16" else self.n // 2


def kernel(v):
    nd = v.nregs
    dreg = ".f32" if v.dtype == "f32" else ".b32"
    lines = []
    P = lines.append
    P(".visible .entry %s(.param .u64 p_img, .param .u64 p_c, .param .u64 p_a, .param .u64 p_out)" % v.name)
    P("{")
    P("\t.reg .pred %p<4>;")
    P("\t.reg .b32 %r<24>;")
    P("\t.reg .b64 %rd<40>;")
    P("\t.reg %s %%d<%d>;" % (dreg, nd))
    P("\t.reg .b32 %%a<%d>;" % (4 * v.ksteps))
    P("\t.shared .align 1024 .b8 wsm[%d];" % SMEM)
    P("\tld.param.u64 %rd1, [p_img];")
    P("\tcvta.to.global.u64 %rd1, %rd1;")
    P("\tld.param.u64 %rd2, [p_c];")
    P("\tcvta.to.global.u64 %rd2, %rd2;")
    P("\tld.param.u64 %rd3, [p_a];")
    P("\tcvta.to.global.u64 %rd3, %rd3;")
    P("\tld.param.u64 %rd4, [p_out];")
    P("\tcvta.to.global.u64 %rd4, %rd4;")
    P("\tmov.u32 %r1, %tid.x;")
    P("\tmov.u32 %r2, wsm;")
    P("\tshl.b32 %r3, %r1, 4;")
    P("$L_copy:")
    P("\tsetp.ge.u32 %%p1, %%r3, %d;" % SMEM)
    P("\t@%p1 bra $L_copied;")
    P("\tcvt.u64.u32 %rd5, %r3;")
    P("\tadd.u64 %rd6, %rd1, %rd5;")
    P("\tld.global.v4.u32 {%r4, %r5, %r6, %r7}, [%rd6];")
    P("\tadd.u32 %r8, %r2, %r3;")
    P("\tst.shared.v4.u32 [%r8], {%r4, %r5, %r6, %r7};")
    P("\tadd.u32 %r3, %r3, 2048;")
    P("\tbra.uni $L_copy;")
    P("$L_copied:")
    P("\tfence.proxy.async.shared::cta;")
    P("\tbar.sync 0;")
    P("\tmul.wide.u32 %rd7, %r1, 4;")
    P("\tadd.u64 %rd8, %rd2, %rd7;")
    ty = ".f32" if v.dtype == "f32" else ".b32"
    for i in range(nd):
        P("\tld.global%s %%d%d, [%%rd8+%d];" % (ty, i, i * 512))
    P("\tadd.u64 %rd9, %rd3, %rd7;")
    for i in range(4 * v.ksteps):
        P("\tld.global.b32 %%a%d, [%%rd9+%d];" % (i, i * 512))
    # descriptors
    kst = v.ksteps
    la = geometry(64, v.swz_a, v.mn_a, kst)
    lb = geometry(v.n, v.swz_b, v.mn_b, kst)
    ca = desc_const(la[0], la[1], v.swz_a, v.base_off)
    cb = desc_const(lb[0], lb[1], v.swz_b)
    P("\tsetp.ne.u32 %%p2, %d, 0;" % v.scale_d0)
    P("\tsetp.ne.u32 %p3, 1, 0;")
    P("\twgmma.fence.sync.aligned;")
    dl = "{" + ", ".join("%%d%d" % i for i in range(nd)) + "}"
    for s in range(kst):
        offa = v.a_off + s * la[2]
        offb = BOFF + s * lb[2]
        P("\tadd.u32 %%r10, %%r2, %d;" % offa)
        P("\tshr.u32 %r10, %r10, 4;")
        P("\tand.b32 %r10, %r10, 16383;")
        P("\tcvt.u64.u32 %rd10, %r10;")
        P("\tor.b64 %%rd11, %%rd10, 0x%x;" % ca)
        P("\tadd.u32 %%r11, %%r2, %d;" % offb)
        P("\tshr.u32 %r11, %r11, 4;")
        P("\tand.b32 %r11, %r11, 16383;")
        P("\tcvt.u64.u32 %rd12, %r11;")
        P("\tor.b64 %%rd13, %%rd12, 0x%x;" % cb)
        pred = "%p2" if s == 0 else "%p3"
        A = "{%%a%d, %%a%d, %%a%d, %%a%d}" % tuple(range(4 * s, 4 * s + 4)) if v.reg_a else "%rd11"
        at = v.atype
        shape = "m64n%dk%d" % (v.n, KSTEP[at])
        sa = -1 if v.neg_a else 1
        sb = -1 if v.neg_b else 1
        if at in ("f16", "bf16"):
            imms = "%d, %d, %d" % (sa, sb, int(v.mn_b)) if v.reg_a else "%d, %d, %d, %d" % (sa, sb, int(v.mn_a), int(v.mn_b))
            op = "wgmma.mma_async.sync.aligned.%s.%s.%s.%s" % (shape, v.dtype, at, v.btype)
            P("\t%s %s, %s, %%rd13, %s, %s;" % (op, dl, A, pred, imms))
        elif at in ("tf32", "e4m3", "e5m2"):
            op = "wgmma.mma_async.sync.aligned.%s.%s.%s.%s" % (shape, v.dtype, at, v.btype)
            P("\t%s %s, %s, %%rd13, %s, %d, %d;" % (op, dl, A, pred, sa, sb))
        elif at in ("s8", "u8"):
            sat = ".satfinite" if v.sat else ""
            op = "wgmma.mma_async.sync.aligned.%s%s.s32.%s.%s" % (shape, sat, at, v.btype)
            P("\t%s %s, %s, %%rd13, %s;" % (op, dl, A, pred))
        elif at == "b1":
            op = "wgmma.mma_async.sync.aligned.%s.s32.b1.b1.and.popc" % shape
            P("\t%s %s, %s, %%rd13, %s;" % (op, dl, A, pred))
    P("\twgmma.commit_group.sync.aligned;")
    P("\twgmma.wait_group.sync.aligned 0;")
    P("\tadd.u64 %rd14, %rd4, %rd7;")
    for i in range(nd):
        P("\tst.global%s [%%rd14+%d], %%d%d;" % (ty, i * 512, i))
    P("\tret;")
    P("}")
    return "\n".join(lines) + "\n"


def acc_init(rng, dtype, nregs, style):
    vals = []
    for _ in range(nregs * 128):
        if dtype == "f32":
            vals.append(rand_elem(rng, "f32", style) & ~0x1fff if style == "int" else rand_elem(rng, "f32", "rand"))
        elif dtype == "f16":
            vals.append(rand_elem(rng, "f16", style) | rand_elem(rng, "f16", style) << 16)
        else:
            vals.append(rng.randrange(-1 << 20, 1 << 20) & 0xffffffff)
    return pack_elems(vals, 32)


def image(rng, atype, btype, style):
    a = [rand_elem(rng, atype, style) for _ in range(BOFF * 8 // BITS[atype])]
    b = [rand_elem(rng, btype, style) for _ in range((SMEM - BOFF) * 8 // BITS[btype])]
    return pack_elems(a, BITS[atype]) + pack_elems(b, BITS[btype])


def areg_init(rng, atype, style):
    per = 32 // BITS[atype]
    vals = []
    for _ in range(16 * 128):
        w = 0
        for j in range(per):
            w |= rand_elem(rng, atype, style) << (BITS[atype] * j)
        vals.append(w)
    return pack_elems(vals, 32)


def group(module, note, variants, style, seed):
    rng = random.Random(seed)
    text = header(note)
    for v in variants:
        text += "\n" + kernel(v)
    write_ptx(module, text)
    c = Case(module.replace(".ptx", ""), module, note)
    # one image per (atype, btype) pair
    imgs = {}
    maxreg = max(v.nregs for v in variants)
    dtypes = sorted({v.dtype for v in variants})
    for d in dtypes:
        c.buf_init("c_" + d, acc_init(rng, d, maxreg, style), "u32")
    for v in variants:
        key = (v.atype, v.btype)
        if key not in imgs:
            imgs[key] = "img_%s_%s" % key
            c.buf_init(imgs[key], image(rng, v.atype, v.btype, style))
            c.buf_init("areg_" + v.atype + "_" + v.btype, areg_init(rng, v.atype, style), "u32")
    for v in variants:
        out = "d_" + v.name
        c.buf_fill(out, v.nregs * 128 * 4, "u32")
        c.launch(v.name, [ptr(imgs[(v.atype, v.btype)]), ptr("c_" + v.dtype), ptr("areg_%s_%s" % (v.atype, v.btype)), ptr(out)])
    c.write()


def all_ns():
    return list(range(8, 257, 8))


def generate():
    # 1. every N of the f16 -> f32 form, 128B swizzle, K-major.
    group("wgmma_f16_shapes.ptx", "wgmma m64nNk16 .f32.f16.f16 for every N, 128B swizzle, K-major, small integers",
          [Variant("wg_f16f32_n%d" % n, "f16", "f16", "f32", n) for n in all_ns()], "int", 1)
    # 2. descriptor layouts: every swizzle, both majors, for A and B.
    vs = []
    for sw in (0, 32, 64, 128):
        for mn_a in (False, True):
            for mn_b in (False, True):
                vs.append(Variant("wg_lay_s%d_%s%s" % (sw, "t" if mn_a else "k", "t" if mn_b else "k"), "f16", "f16", "f32", 64,
                                  swz_a=sw, swz_b=sw, mn_a=mn_a, mn_b=mn_b, ksteps=2))
    vs.append(Variant("wg_lay_mixed", "f16", "f16", "f32", 128, swz_a=32, swz_b=64, ksteps=1))
    vs.append(Variant("wg_lay_aoff", "f16", "f16", "f32", 64, swz_a=128, swz_b=128, a_off=1024 * 3, ksteps=4))
    vs.append(Variant("wg_lay_baseoff", "f16", "f16", "f32", 64, swz_a=128, swz_b=128, a_off=384, base_off=3, ksteps=4))
    vs.append(Variant("wg_lay_t256", "f16", "f16", "f32", 256, swz_a=128, swz_b=128, mn_a=True, mn_b=True, ksteps=2))
    group("wgmma_f16_layouts.ptx", "wgmma descriptors: swizzle none/32B/64B/128B, K-major and MN-major (transposed) A and B, offsets", vs, "int", 2)
    # 3. register A, scale-d, negation, f16 accumulators, arithmetic.
    vs = [
        Variant("wg_rega_n64", "f16", "f16", "f32", 64, reg_a=True),
        Variant("wg_rega_n256_tb", "f16", "f16", "f32", 256, reg_a=True, mn_b=True, swz_b=128, ksteps=2),
        Variant("wg_scaled0", "f16", "f16", "f32", 64, scale_d0=0),
        Variant("wg_nega", "f16", "f16", "f32", 64, neg_a=True),
        Variant("wg_negb", "f16", "f16", "f32", 64, neg_b=True, reg_a=True),
        Variant("wg_f16acc_n8", "f16", "f16", "f16", 8),
        Variant("wg_f16acc_n64", "f16", "f16", "f16", 64),
        Variant("wg_f16acc_n136", "f16", "f16", "f16", 136),
        Variant("wg_f16acc_n256", "f16", "f16", "f16", 256),
        Variant("wg_f16acc_rega", "f16", "f16", "f16", 64, reg_a=True),
    ]
    group("wgmma_f16_forms.ptx", "wgmma f16: register A, scale-d false, imm-scale -1, f16 accumulators", vs, "int", 3)
    arith = [Variant("wg_ar_f32_n64", "f16", "f16", "f32", 64), Variant("wg_ar_f32_n256", "f16", "f16", "f32", 256),
             Variant("wg_ar_f16_n64", "f16", "f16", "f16", 64), Variant("wg_ar_f32_rega", "f16", "f16", "f32", 128, reg_a=True)]
    group("wgmma_f16_arith.ptx", "wgmma f16 with random values: the accumulation model", arith, "rand", 4)
    # 4. bf16
    vs = [Variant("wg_bf16_n%d" % n, "bf16", "bf16", "f32", n) for n in (8, 64, 256)]
    vs += [Variant("wg_bf16_s%d" % sw, "bf16", "bf16", "f32", 64, swz_a=sw, swz_b=sw, ksteps=2) for sw in (0, 32, 64)]
    vs += [Variant("wg_bf16_t", "bf16", "bf16", "f32", 64, mn_a=True, mn_b=True, ksteps=2),
           Variant("wg_bf16_rega", "bf16", "bf16", "f32", 64, reg_a=True)]
    group("wgmma_bf16.ptx", "wgmma .f32.bf16.bf16", vs, "int", 5)
    group("wgmma_bf16_arith.ptx", "wgmma bf16 with random values", [Variant("wg_bf16ar_n64", "bf16", "bf16", "f32", 64),
                                                                   Variant("wg_bf16ar_n256", "bf16", "bf16", "f32", 256)], "rand", 6)
    # 5. tf32
    vs = [Variant("wg_tf32_n%d" % n, "tf32", "tf32", "f32", n) for n in (8, 64, 256)]
    vs += [Variant("wg_tf32_s%d" % sw, "tf32", "tf32", "f32", 64, swz_a=sw, swz_b=sw, ksteps=2) for sw in (0, 32, 64)]
    vs += [Variant("wg_tf32_rega", "tf32", "tf32", "f32", 64, reg_a=True), Variant("wg_tf32_neg", "tf32", "tf32", "f32", 64, neg_a=True, neg_b=True)]
    group("wgmma_tf32.ptx", "wgmma .f32.tf32.tf32", vs, "int", 7)
    group("wgmma_tf32_arith.ptx", "wgmma tf32 with random values (low 13 bits random)", [Variant("wg_tf32ar_n64", "tf32", "tf32", "f32", 64),
                                                                                         Variant("wg_tf32ar_n128", "tf32", "tf32", "f32", 128)], "rand", 8)
    # 6. fp8
    vs = []
    for a in ("e4m3", "e5m2"):
        for b in ("e4m3", "e5m2"):
            for d in ("f32", "f16"):
                vs.append(Variant("wg_%s%s_%s" % (a, b, d), a, b, d, 64))
    vs += [Variant("wg_e4m3_n8", "e4m3", "e4m3", "f32", 8), Variant("wg_e4m3_n256", "e4m3", "e4m3", "f32", 256),
           Variant("wg_e4m3_s0", "e4m3", "e4m3", "f32", 64, swz_a=0, swz_b=0, ksteps=2),
           Variant("wg_e4m3_s32", "e4m3", "e4m3", "f32", 64, swz_a=32, swz_b=32, ksteps=1),
           Variant("wg_e4m3_rega", "e4m3", "e4m3", "f32", 64, reg_a=True),
           Variant("wg_e5m2_rega_f16", "e5m2", "e4m3", "f16", 64, reg_a=True)]
    group("wgmma_fp8.ptx", "wgmma e4m3/e5m2 with f32 and f16 accumulators", vs, "int", 9)
    vs = [Variant("wg_fp8ar_%s%s_%s" % (a, b, d), a, b, d, 64) for a, b, d in
          (("e4m3", "e4m3", "f32"), ("e5m2", "e5m2", "f32"), ("e4m3", "e5m2", "f16"))]
    group("wgmma_fp8_arith.ptx", "wgmma fp8 with random values", vs, "rand", 10)
    # 7. integers
    vs = []
    for a in ("s8", "u8"):
        for b in ("s8", "u8"):
            vs.append(Variant("wg_%s%s" % (a, b), a, b, "s32", 64))
    vs += [Variant("wg_s8_sat", "s8", "s8", "s32", 64, sat=True), Variant("wg_u8_n8", "u8", "u8", "s32", 8),
           Variant("wg_s8_n256", "s8", "s8", "s32", 256), Variant("wg_s8_rega", "s8", "u8", "s32", 64, reg_a=True),
           Variant("wg_s8_s0", "s8", "s8", "s32", 64, swz_a=0, swz_b=0, ksteps=2),
           Variant("wg_s8_scaled0", "s8", "s8", "s32", 64, scale_d0=0)]
    group("wgmma_int.ptx", "wgmma .s32 with s8/u8 operands, .satfinite", vs, "int", 11)
    # 8. b1
    vs = [Variant("wg_b1_n%d" % n, "b1", "b1", "s32", n) for n in (8, 64, 256)]
    vs.append(Variant("wg_b1_s0", "b1", "b1", "s32", 64, swz_a=0, swz_b=0, ksteps=2))
    group("wgmma_b1.ptx", "wgmma .s32.b1.b1.and.popc", vs, "int", 12)


if __name__ == "__main__":
    generate()
