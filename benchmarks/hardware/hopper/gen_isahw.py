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


def generate():
    interleave45()
    cpfence()


if __name__ == "__main__":
    generate()
