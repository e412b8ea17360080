"""Session-4 cases of isa-hw (issue #10): 4D/5D interleaved tensor maps
(which box the H200 moves; tma_il16_4d alone did not fix the rule). Same
harness as gen_tensor.round6: each load expects more bytes than any rule
gives, so its bounded wait times out and the whole transfer has landed
when shared memory is read out. Tensors are random bytes followed by guard
bytes, so every 16-byte slice in the output names where it came from."""
import random

from gen_common import Case, ptr, rand_bytes, header, write_ptx
from gen_tensor import SM, tmap, args

CPFENCE = r"""
// Thread 0 copies the kernel's tensor map into shared memory and replaces
// its dimension-1 size (tensormap.replace on .shared::cta); warp 0 copies
// it to global memory with tensormap.cp_fenceproxy (release); thread 0
// acquires it (fence.proxy.tensormap::generic) and loads a 2D box through
// it: rows past the new size read as zeros.
.visible .entry tma_cpfence(.param .align 64 .b8 tmap[128], .param .u64 p_gmap, .param .u64 p_out, .param .s32 c0, .param .s32 c1, .param .u32 newdim1, .param .u32 nbytes)
{
	.reg .pred %p<16>;
	.reg .b32 %r<64>;
	.reg .b64 %rd<64>;
	.shared .align 128 .b8 smap[128];
	.shared .align 1024 .b8 buf[16384];
	.shared .align 8 .b64 mbar;
	ld.param.u64 %rd1, [p_gmap];
	cvta.to.global.u64 %rd1, %rd1;
	ld.param.u64 %rd2, [p_out];
	cvta.to.global.u64 %rd2, %rd2;
	ld.param.s32 %r40, [c0];
	ld.param.s32 %r41, [c1];
	ld.param.u32 %r45, [nbytes];
	mov.u32 %r0, %tid.x;
	mov.u32 %r63, 0;
	mov.u32 %r1, buf;
	mov.u32 %r2, mbar;
	mov.u32 %r3, smap;
	shl.b32 %r50, %r0, 4;
$Z:
	setp.ge.u32 %p13, %r50, 16384;
	@%p13 bra $ZD;
	add.u32 %r51, %r1, %r50;
	st.shared.v4.u32 [%r51], {%r63, %r63, %r63, %r63};
	add.u32 %r50, %r50, 2048;
	bra.uni $Z;
$ZD:
	setp.ne.u32 %p1, %r0, 0;
	@%p1 bra $C;
""" + "".join("\tld.param.v4.u32 {%%r20, %%r21, %%r22, %%r23}, [tmap+%d];\n\tst.shared.v4.u32 [%%r3+%d], {%%r20, %%r21, %%r22, %%r23};\n" % (o, o) for o in range(0, 128, 16)) + r"""	ld.param.u32 %r24, [newdim1];
	tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r3], 1, %r24;
	mbarrier.init.shared::cta.b64 [%r2], 1;
	fence.mbarrier_init.release.cluster;
	mbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], %r45;
$C:
	bar.sync 0;
	setp.ge.u32 %p2, %r0, 32;
	@%p2 bra $D;
	tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd1], [%r3], 128;
$D:
	bar.sync 0;
	@%p1 bra $L2;
	fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;
	fence.proxy.async.shared::cta;
	cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r40, %r41}], [%r2];
$L2:
	mov.u32 %r10, 0;
	mov.u32 %r60, 0;
$W:
	mbarrier.try_wait.parity.shared::cta.b64 %p15, [%r2], 0;
	@%p15 bra $WD;
	add.u32 %r60, %r60, 1;
	setp.lt.u32 %p14, %r60, 65536;
	@%p14 bra $W;
	bra.uni $WE;
$WD:
	mov.u32 %r10, 1;
$WE:
	bar.sync 0;
	shl.b32 %r52, %r0, 4;
$O:
	setp.ge.u32 %p12, %r52, 16384;
	@%p12 bra $OD;
	add.u32 %r53, %r1, %r52;
	ld.shared.v4.u32 {%r54, %r55, %r56, %r57}, [%r53];
	cvt.u64.u32 %rd50, %r52;
	add.u64 %rd51, %rd2, %rd50;
	st.global.v4.u32 [%rd51], {%r54, %r55, %r56, %r57};
	add.u32 %r52, %r52, 2048;
	bra.uni $O;
$OD:
	st.global.u32 [%rd2+16384], %r10;
	ret;
}
"""


def cpfence():
    write_ptx("tensor_cpfence.ptx", header("tensormap.cp_fenceproxy and tensormap.replace on a shared-memory copy of a tensor map", ver="8.3", target="sm_90a") + CPFENCE)
    rng = random.Random(4706)
    c = Case("tma_cpfence", "tensor_cpfence.ptx", "tensormap.cp_fenceproxy: a tensor map edited in shared memory (dimension 1 cut to 20, then left at 32), copied to global memory and used")
    c.buf_init("t", rand_bytes(rng, 64 * 32 * 2))
    tm = tmap("t", "f16", [64, 32], [128], [32, 16])
    for i, nd in enumerate((20, 32)):
        c.buf_fill("gmap%d" % i, 128, "u8", expect=False)
        c.buf_fill("out%d" % i, SM + 16, "u32")
        c.launch("tma_cpfence", [tm, ptr("gmap%d" % i), ptr("out%d" % i), {"s32": 16}, {"s32": 8}, {"u32": nd}, {"u32": 32 * 16 * 2}])
    c.write()


def interleave45():
    rng = random.Random(4705)
    big = 65536
    g4 = rand_bytes(rng, 8192)  # 4D: 8x16x4x4 f16 = 4096 bytes, guard after
    g5 = rand_bytes(rng, 8192)  # 5D: 8x8x4x2x4 f16 = 4096 bytes, guard after

    def one(name, note, buf, data, kernel, tm, crd):
        c = Case(name, "tensor_tile.ptx", note)
        c.buf_init(buf, data)
        c.buf_fill("out", SM + 16, "u32")
        c.launch(kernel, [tm, ptr("out")] + args(crd, big))
        c.write()
    for name, box, crd in (("a", [8, 2, 3, 2], (0, 2, 1, 0)), ("b", [8, 4, 2, 3], (0, 1, 0, 1)),
                           ("c", [16, 1, 2, 2], (0, 0, 1, 1)), ("d", [8, 1, 1, 2], (0, 5, 2, 1)),
                           ("e", [8, 3, 1, 1], (0, 6, 3, 2)), ("f", [24, 2, 1, 1], (0, 0, 0, 0))):
        one("tma_il4_" + name, "4D f16 load, 16B interleave, box %s at %s" % (box, crd), "g", g4, "tma_load_4d",
            tmap("g", "f16", [8, 16, 4, 4], [16, 256, 1024], box, interleave="16B"), crd)
    for name, box, crd in (("a", [8, 2, 2, 2, 2], (0, 1, 1, 0, 1)), ("b", [8, 1, 3, 1, 2], (0, 3, 0, 1, 2))):
        one("tma_il5_" + name, "5D f16 load, 16B interleave, box %s at %s" % (box, crd), "g", g5, "tma_load_5d",
            tmap("g", "f16", [8, 8, 4, 2, 4], [16, 128, 512, 1024], box, interleave="16B"), crd)


def sp_kernel(name, mnemonic, na, nb, nc, nd, sel):
    """mma.sp over per-lane registers: in[(reg*32 + lane)*4] for A, B, C and
    the metadata word e[lane*4]; D written the same way."""
    L = []
    P = L.append
    P(".visible .entry %s(.param .u64 p_a, .param .u64 p_b, .param .u64 p_c, .param .u64 p_e, .param .u64 p_d)" % name)
    P("{")
    P("\t.reg .b32 %r<4>;")
    P("\t.reg .b64 %rd<16>;")
    for p, n in (("a", na), ("b", nb), ("c", nc), ("d", nd)):
        P("\t.reg .b32 %%%s<%d>;" % (p, n))
    P("\t.reg .b32 %e;")
    for i, p in enumerate("abced"):
        P("\tld.param.u64 %%rd%d, [p_%s];" % (i + 1, p))
        P("\tcvta.to.global.u64 %%rd%d, %%rd%d;" % (i + 1, i + 1))
    P("\tmov.u32 %r1, %laneid;")
    P("\tmul.wide.u32 %rd6, %r1, 4;")
    for i, (p, n) in enumerate((("a", na), ("b", nb), ("c", nc))):
        P("\tadd.u64 %%rd%d, %%rd%d, %%rd6;" % (7 + i, 1 + i))
        for j in range(n):
            P("\tld.global.b32 %%%s%d, [%%rd%d+%d];" % (p, j, 7 + i, j * 128))
    P("\tadd.u64 %rd10, %rd4, %rd6;")
    P("\tld.global.b32 %e, [%rd10];")
    lst = lambda p, n: "{" + ", ".join("%%%s%d" % (p, j) for j in range(n)) + "}"
    P("\t%s %s, %s, %s, %s, %%e, %d;" % (mnemonic, lst("d", nd), lst("a", na), lst("b", nb), lst("c", nc), sel))
    P("\tadd.u64 %rd11, %rd5, %rd6;")
    for j in range(nd):
        P("\tst.global.b32 [%%rd11+%d], %%d%d;" % (j * 128, j))
    P("\tret;")
    P("}")
    return "\n".join(L) + "\n"


def sp_group(module, note, forms, seed, ver, target):
    """forms: (name, mnemonic, (akind, na), (bkind, nb), (ckind, nc), nd, sel, style)."""
    from gen_mma import reg_words
    from gen_wgmma_sp import meta_init
    rng = random.Random(seed)
    text = header(note, ver, target)
    c = Case(module.replace(".ptx", ""), module, note)
    for name, mn, (ak, na), (bk, nb), (ck, nc), nd, sel, style in forms:
        text += "\n" + sp_kernel(name, mn, na, nb, nc, nd, sel)
        c.buf_init("a_" + name, reg_words(rng, ak, na, style), "u32")
        c.buf_init("b_" + name, reg_words(rng, bk, nb, style), "u32")
        c.buf_init("c_" + name, reg_words(rng, ck, nc, style), "u32")
        c.buf_init("e_" + name, meta_init(rng, ak, "valid", 1)[:128], "u32")
        c.buf_fill("d_" + name, nd * 32 * 4, "u32")
        c.launch(name, [ptr("a_" + name), ptr("b_" + name), ptr("c_" + name), ptr("e_" + name), ptr("d_" + name)], block=(32, 1, 1))
    write_ptx(module, text)
    c.write()


def mma_sp():
    F = []
    for k, na in ((16, 2), (32, 4)):
        for sel in (0, 1):
            F.append(("sp_f16_k%d_s%d" % (k, sel), "mma.sp.sync.aligned.m16n8k%d.row.col.f32.f16.f16.f32" % k, ("f16", na), ("f16", na), ("f32", 4), 4, sel, "int"))
        F.append(("sp_f16_k%d_f16" % k, "mma.sp.sync.aligned.m16n8k%d.row.col.f16.f16.f16.f16" % k, ("f16", na), ("f16", na), ("f16", 2), 2, 0, "int"))
        F.append(("sp_bf16_k%d" % k, "mma.sp.sync.aligned.m16n8k%d.row.col.f32.bf16.bf16.f32" % k, ("bf16", na), ("bf16", na), ("f32", 4), 4, 0, "int"))
        F.append(("sp_f16_k%d_rand" % k, "mma.sp.sync.aligned.m16n8k%d.row.col.f32.f16.f16.f32" % k, ("f16", na), ("f16", na), ("f32", 4), 4, 0, "rand"))
    for k, na in ((8, 2), (16, 4)):
        for sel in (0, 1):
            F.append(("sp_tf32_k%d_s%d" % (k, sel), "mma.sp.sync.aligned.m16n8k%d.row.col.f32.tf32.tf32.f32" % k, ("tf32", na), ("tf32", na), ("f32", 4), 4, sel, "int"))
    for k, na in ((32, 2), (64, 4)):
        F.append(("sp_s8_k%d" % k, "mma.sp.sync.aligned.m16n8k%d.row.col.s32.s8.s8.s32" % k, ("s8", na), ("s8", na), ("s32", 4), 4, 0, "int"))
        F.append(("sp_u8s8_k%d_sat" % k, "mma.sp.sync.aligned.m16n8k%d.row.col.satfinite.s32.u8.s8.s32" % k, ("u8", na), ("s8", na), ("s32", 4), 4, 0, "int"))
    for k, na in ((64, 2), (128, 4)):
        F.append(("sp_s4_k%d" % k, "mma.sp.sync.aligned.m16n8k%d.row.col.s32.s4.u4.s32" % k, ("s4", na), ("u4", na), ("s32", 4), 4, 0, "int"))
    sp_group("mma_sp.ptx", "mma.sp (2:4 / 1:2 sparse A) for f16, bf16, tf32, s8/u8, s4/u4", F, 4707, "7.8", "sm_90")
    F = [("spo_f16_k32", "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32", ("f16", 4), ("f16", 4), ("f32", 4), 4, 0, "int"),
         ("spo_e4m3_k64", "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32", ("e4m3", 4), ("e4m3", 4), ("f32", 4), 4, 0, "int"),
         ("spo_e5m2_k64_rand", "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.f32.e5m2.e4m3.f32", ("e5m2", 4), ("e4m3", 4), ("f32", 4), 4, 0, "rand")]
    sp_group("mma_sp_ordered.ptx", "mma.sp::ordered_metadata (PTX 8.5) incl. fp8 (sm_89+)", F, 4708, "8.5", "sm_90")


def interleave_im2col():
    """Round B: interleaved (16B) im2col loads, 3D and 4D, which ptxsim
    still refuses: what the H200 moves (each load expects more bytes than
    any rule gives; the bounded wait times out)."""
    rng = random.Random(4709)
    big = 65536
    x3 = rand_bytes(rng, 8192)  # 3D: C=8 f16 (one slice) x W=32 x N=2 = 1024 bytes, guard after
    x4 = rand_bytes(rng, 8192)  # 4D: C=8 x W=10 x H=10 x N=2 = 3200 bytes, guard after
    c = Case("tma_il_im2col", "tensor_im2col.ptx", "interleaved (16B) im2col loads, 3D and 4D (one slice of 8 f16 channels per pixel)")
    c.buf_init("x3", x3)
    c.buf_init("x4", x4)
    for i, (crd, offs) in enumerate((((0, -1, 0), (0,)), ((0, 3, 1), (1,)))):
        c.buf_fill("o3_%d" % i, SM + 16, "u32")
        c.launch("tma_im2col_3d", [tmap("x3", "f16", [8, 32, 2], [16, 512], [8, 16], interleave="16B",
                                        im2col={"lower": [-1], "upper": [-1], "channels": 8, "pixels": 16}),
                                   ptr("o3_%d" % i)] + args(list(crd) + list(offs) + [0] * (2 - len(offs)), big))
    c.buf_fill("o4_0", SM + 16, "u32")
    c.launch("tma_im2col_4d", [tmap("x4", "f16", [8, 10, 10, 2], [16, 160, 1600], [8, 24], interleave="16B",
                                    im2col={"lower": [-1, -1], "upper": [-1, -1], "channels": 8, "pixels": 24}),
                               ptr("o4_0")] + args([0, -1, 2, 0, 1, 0], big)[:5] + [{"u32": big}])
    c.write()


def generate():
    interleave45()
    cpfence()
    mma_sp()
    interleave_im2col()


if __name__ == "__main__":
    generate()
