"""Bulk copies, tensor copies, mbarrier forms, st.async/red.async, cluster
queries and the other Hopper instructions. Every wait is bounded (a spin of
at most 2^20 try_waits), and the kernels write a flag word saying whether
the wait completed, so a wrong transaction count shows up as a flag, not a
hang."""
import random
import struct

from gen_common import Case, header, write_ptx, ptr, rand_bytes, f32_bits, f16_bits, bf16_bits

PRE = """\t.reg .pred %p<16>;
\t.reg .b32 %r<64>;
\t.reg .b64 %rd<64>;
\t.reg .f32 %f<8>;
"""


def wait_loop(tag, mbar_reg, parity, flag_reg):
    """Spins on try_wait.parity until the phase completes or 2^20 tries;
    flag_reg = 1 if it completed."""
    return """\tmov.u32 {f}, 0;
\tmov.u32 %r60, 0;
$W_{t}:
\tmbarrier.try_wait.parity.shared::cta.b64 %p15, [{m}], {par};
\t@%p15 bra $WD_{t};
\tadd.u32 %r60, %r60, 1;
\tsetp.lt.u32 %p14, %r60, 65536;
\t@%p14 bra $W_{t};
\tbra.uni $WE_{t};
$WD_{t}:
\tmov.u32 {f}, 1;
$WE_{t}:
""".format(t=tag, m=mbar_reg, par=parity, f=flag_reg)


def zero_shared(tag, base_reg, nbytes, nthreads=128):
    return """\tshl.b32 %r50, %r0, 4;
$Z_{t}:
\tsetp.ge.u32 %p13, %r50, {n};
\t@%p13 bra $ZD_{t};
\tadd.u32 %r51, {b}, %r50;
\tst.shared.v4.u32 [%r51], {{%r63, %r63, %r63, %r63}};
\tadd.u32 %r50, %r50, {step};
\tbra.uni $Z_{t};
$ZD_{t}:
""".format(t=tag, b=base_reg, n=nbytes, step=16 * nthreads)


def copy_out(tag, base_reg, out_reg, nbytes, nthreads=128):
    """Copies nbytes of shared memory at base_reg to the global address out_reg."""
    return """\tshl.b32 %r52, %r0, 4;
$O_{t}:
\tsetp.ge.u32 %p12, %r52, {n};
\t@%p12 bra $OD_{t};
\tadd.u32 %r53, {b}, %r52;
\tld.shared.v4.u32 {{%r54, %r55, %r56, %r57}}, [%r53];
\tcvt.u64.u32 %rd50, %r52;
\tadd.u64 %rd51, {o}, %rd50;
\tst.global.v4.u32 [%rd51], {{%r54, %r55, %r56, %r57}};
\tadd.u32 %r52, %r52, {step};
\tbra.uni $O_{t};
$OD_{t}:
""".format(t=tag, b=base_reg, o=out_reg, n=nbytes, step=16 * nthreads)


def copy_in(tag, base_reg, src_reg, nbytes, nthreads=128):
    return """\tshl.b32 %r52, %r0, 4;
$I_{t}:
\tsetp.ge.u32 %p12, %r52, {n};
\t@%p12 bra $ID_{t};
\tadd.u32 %r53, {b}, %r52;
\tcvt.u64.u32 %rd50, %r52;
\tadd.u64 %rd51, {s}, %rd50;
\tld.global.v4.u32 {{%r54, %r55, %r56, %r57}}, [%rd51];
\tst.shared.v4.u32 [%r53], {{%r54, %r55, %r56, %r57}};
\tadd.u32 %r52, %r52, {step};
\tbra.uni $I_{t};
$ID_{t}:
""".format(t=tag, b=base_reg, s=src_reg, n=nbytes, step=16 * nthreads)


def gparam(i, name):
    return "\tld.param.u64 %%rd%d, [%s];\n\tcvta.to.global.u64 %%rd%d, %%rd%d;\n" % (i, name, i, i)


# ---------------------------------------------------------------- bulk copies

def bulk_module():
    K = []
    # 1. global -> shared::cluster with complete_tx, two copies on one mbarrier
    K.append(""".visible .entry bulk_g2s(.param .u64 p_src, .param .u64 p_out)
{
""" + PRE + """\t.shared .align 128 .b8 buf[4096];
\t.shared .align 8 .b64 mbar;
""" + gparam(1, "p_src") + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tmov.u32 %r63, 0;
\tmov.u32 %r1, buf;
\tmov.u32 %r2, mbar;
""" + zero_shared("a", "%r1", 4096) + """\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L1;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
$L1:
\tfence.proxy.async.shared::cta;
\tbar.sync 0;
\t@%p1 bra $L2;
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], 3072;
\tadd.u32 %r3, %r1, 256;
\tadd.u64 %rd4, %rd1, 512;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd4], 2048, [%r2];
\tadd.u32 %r3, %r1, 2304;
\tadd.u64 %rd4, %rd1, 16;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%r3], [%rd4], 1024, [%r2], %rd5;
$L2:
""" + wait_loop("a", "%r2", 0, "%r10") + copy_out("a", "%r1", "%rd2", 4096) + """\tst.global.u32 [%rd2+4096], %r10;
\tret;
}
""")
    # 2. shared -> global bulk_group, wait_group.read and wait_group; prefetch
    K.append(""".visible .entry bulk_s2g(.param .u64 p_src, .param .u64 p_out)
{
""" + PRE + """\t.shared .align 128 .b8 buf[4096];
""" + gparam(1, "p_src") + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tmov.u32 %r1, buf;
""" + copy_in("a", "%r1", "%rd1", 4096) + """\tfence.proxy.async.shared::cta;
\tbar.sync 0;
\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L2;
\tcp.async.bulk.prefetch.L2.global [%rd1], 4096;
\tadd.u64 %rd3, %rd2, 64;
\tcp.async.bulk.global.shared::cta.bulk_group [%rd3], [%r1], 1024;
\tcp.async.bulk.commit_group;
\tadd.u64 %rd3, %rd2, 2048;
\tadd.u32 %r3, %r1, 1024;
\tcp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd3], [%r3], 512, %rd5;
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group.read 1;
\tcp.async.bulk.wait_group 0;
$L2:
\tret;
}
""")
    # 3. reductions into global memory, one form per 256-byte slice
    forms = [("add.u32", 0), ("min.s32", 1), ("max.u32", 2), ("and.b32", 3), ("or.b64", 4), ("xor.b32", 5),
             ("inc.u32", 6), ("dec.u32", 7), ("add.f32", 8), ("add.noftz.f16", 9), ("add.noftz.bf16", 10),
             ("add.f64", 11), ("min.u64", 12), ("max.s64", 13), ("add.u64", 14), ("min.bf16", 15) if False else ("max.s32", 15)]
    body = ""
    for f, i in forms:
        body += "\tadd.u64 %%rd3, %%rd2, %d;\n\tadd.u32 %%r3, %%r1, %d;\n" % (i * 256, i * 256)
        body += "\tcp.reduce.async.bulk.global.shared::cta.bulk_group.%s [%%rd3], [%%r3], 256;\n" % f
    K.append(""".visible .entry bulk_reduce(.param .u64 p_src, .param .u64 p_out)
{
""" + PRE + """\t.shared .align 128 .b8 buf[4096];
""" + gparam(1, "p_src") + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tmov.u32 %r1, buf;
""" + copy_in("a", "%r1", "%rd1", 4096) + """\tfence.proxy.async.shared::cta;
\tbar.sync 0;
\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L2;
""" + body + """\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
$L2:
\tret;
}
""")
    # 4. multicast to a cluster of 2 and shared::cta -> peer shared::cluster
    K.append(""".visible .entry bulk_cluster(.param .u64 p_src, .param .u64 p_out)
{
""" + PRE + """\t.shared .align 128 .b8 buf[4096];
\t.shared .align 8 .b64 mbar;
""" + gparam(1, "p_src") + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tmov.u32 %r63, 0;
\tmov.u32 %r1, buf;
\tmov.u32 %r2, mbar;
\tmov.u32 %r4, %cluster_ctarank;
""" + zero_shared("a", "%r1", 4096) + """\tbar.sync 0;
\t// the block's own 512 bytes at buf+3072, from src+8192+rank*512
\tshl.b32 %r5, %r4, 9;
\tcvt.u64.u32 %rd6, %r5;
\tadd.u64 %rd7, %rd1, 8192;
\tadd.u64 %rd7, %rd7, %rd6;
\tsetp.lt.u32 %p3, %r0, 32;
\t@!%p3 bra $L0;
\tshl.b32 %r6, %r0, 4;
\tcvt.u64.u32 %rd8, %r6;
\tadd.u64 %rd9, %rd7, %rd8;
\tld.global.v4.u32 {%r20, %r21, %r22, %r23}, [%rd9];
\tadd.u32 %r7, %r1, 3072;
\tadd.u32 %r7, %r7, %r6;
\tst.shared.v4.u32 [%r7], {%r20, %r21, %r22, %r23};
$L0:
\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L1;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
\t// rank 0 receives 1024 (multicast) + 1024 (from rank 1) + 512 (peer copy); rank 1: 1024 + 512
\tsetp.eq.u32 %p4, %r4, 0;
\tselp.u32 %r8, 2560, 1536, %p4;
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd3, [%r2], %r8;
$L1:
\tfence.proxy.async.shared::cta;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\t@%p1 bra $L2;
\tmov.u16 %rs1, 3;
\tmov.u16 %rs2, 1;
\tsetp.ne.u32 %p5, %r4, 0;
\t@%p5 bra $L3;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1], 1024, [%r2], %rs1;
\tbra.uni $L4;
$L3:
\tadd.u32 %r9, %r1, 1024;
\tadd.u64 %rd10, %rd1, 4096;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r9], [%rd10], 1024, [%r2], %rs2;
$L4:
\t// 512 bytes of this block's buf+3072 to the peer's buf+2048
\txor.b32 %r11, %r4, 1;
\tadd.u32 %r12, %r1, 2048;
\tmapa.shared::cluster.u32 %r13, %r12, %r11;
\tmapa.shared::cluster.u32 %r14, %r2, %r11;
\tadd.u32 %r15, %r1, 3072;
\tcp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r13], [%r15], 512, [%r14];
$L2:
""" + wait_loop("a", "%r2", 0, "%r10") + """\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tmul.wide.u32 %rd11, %r4, 4160;
\tadd.u64 %rd12, %rd2, %rd11;
""" + copy_out("a", "%r1", "%rd12", 4096) + """\tst.global.u32 [%rd12+4096], %r10;
\tret;
}
""")
    hdr = header("cp.async.bulk: global/shared::cta/shared::cluster copies, complete_tx, bulk groups, reductions, prefetch, multicast", "8.0", "sm_90")
    return [hdr + "\n" + k.replace(PRE, PRE + "\t.reg .b16 %rs<4>;\n") for k in K]


def bulk_cases():
    rng = random.Random(31)
    mods = bulk_module()
    write_ptx("bulk_copy.ptx", mods[0] + mods[1][mods[1].index(".visible"):])
    write_ptx("bulk_reduce.ptx", mods[2])
    write_ptx("bulk_cluster.ptx", mods[3])
    c = Case("bulk_copies", "bulk_copy.ptx", "cp.async.bulk global->shared with complete_tx, shared->global bulk groups, prefetch")
    src = rand_bytes(rng, 16384)
    c.buf_init("src", src)
    c.buf_fill("out_g2s", 4096 + 16, "u32")
    c.buf_init("out_s2g", rand_bytes(rng, 4096))
    c.expect_exact("out_s2g", "u32")
    c.launch("bulk_g2s", [ptr("src"), ptr("out_g2s")])
    c.launch("bulk_s2g", [ptr("src"), ptr("out_s2g")])
    c.write()
    # reductions: source slices with values of each type
    c = Case("bulk_reduce", "bulk_reduce.ptx", "cp.reduce.async.bulk to global: add/min/max/and/or/xor/inc/dec on integers, add on f32/f16/bf16/f64")
    kinds = ["u32", "s32", "u32", "b32", "b64", "b32", "u32", "u32", "f32", "f16", "bf16", "f64", "u64", "s64", "u64", "s32"]

    def slice_vals(k):
        out = b""
        n = 256
        if k in ("u32", "s32", "b32"):
            for _ in range(64):
                out += struct.pack("<I", rng.choice([rng.randrange(1 << 32), rng.randrange(40)]))
        elif k in ("u64", "s64", "b64"):
            for _ in range(32):
                out += struct.pack("<Q", rng.randrange(1 << 64))
        elif k == "f32":
            for _ in range(64):
                v = rng.uniform(-4, 4) * 2.0 ** rng.randint(-20, 20)
                b = f32_bits(v)
                if rng.random() < 0.1:
                    b = rng.randrange(1 << 23) | rng.choice([0, 1 << 31])  # subnormals
                out += struct.pack("<I", b)
        elif k == "f16":
            for _ in range(128):
                out += struct.pack("<H", f16_bits(rng.uniform(-8, 8)) if rng.random() > 0.1 else rng.randrange(1024))
        elif k == "bf16":
            for _ in range(128):
                out += struct.pack("<H", bf16_bits(rng.uniform(-8, 8)))
        elif k == "f64":
            for _ in range(32):
                out += struct.pack("<d", rng.uniform(-1e3, 1e3))
        assert len(out) == n
        return out
    s, d = b"", b""
    for k in kinds:
        s += slice_vals(k)
        d += slice_vals(k)
    c.buf_init("src", s)
    c.buf_init("dst", d)
    c.expect_exact("dst", "u32")
    c.launch("bulk_reduce", [ptr("src"), ptr("dst")])
    c.write()
    c = Case("bulk_cluster", "bulk_cluster.ptx", "cp.async.bulk .multicast::cluster (ctaMask 0b11 and 0b01) and shared::cta -> peer shared::cluster, cluster of 2")
    c.buf_init("src", rand_bytes(rng, 16384))
    c.buf_fill("out", 2 * 4160, "u32")
    c.launch("bulk_cluster", [ptr("src"), ptr("out")], grid=(2, 1, 1), cluster=(2, 1, 1))
    c.write()


# ---------------------------------------------------------------- st.async, red.async, mbarrier, misc

def misc_module():
    K = []
    # st.async / red.async to the peer block of a cluster of 2
    K.append(""".visible .entry remote_async(.param .u64 p_out)
{
""" + PRE + """\t.shared .align 128 .b8 arr[4096];
\t.shared .align 8 .b64 mbar;
""" + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tmov.u32 %r63, 0;
\tmov.u32 %r1, arr;
\tmov.u32 %r2, mbar;
\tmov.u32 %r4, %cluster_ctarank;
""" + zero_shared("a", "%r1", 4096) + """\tbar.sync 0;
\t// counters for red.async at arr+3584: word i = 1000*i (one word per thread)
\tsetp.lt.u32 %p3, %r0, 32;
\tmul.lo.u32 %r5, %r0, 1000;
\tshl.b32 %r6, %r0, 2;
\tadd.u32 %r7, %r1, 3584;
\tadd.u32 %r7, %r7, %r6;
\tst.shared.u32 [%r7], %r5;
\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L1;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
\t// 128*4 (b32) + 64*8 (v2) + 32*16 (v4) + 32*8 (b64) + 128*4 (red u32) + 32*8 (red u64)
\tmbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 %rd3, [%r2], 2560;
$L1:
\tfence.proxy.async.shared::cta;
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\txor.b32 %r11, %r4, 1;
\tmapa.shared::cluster.u32 %r12, %r1, %r11;
\tmapa.shared::cluster.u32 %r13, %r2, %r11;
\tshl.b32 %r14, %r4, 16;
\tor.b32 %r15, %r14, %r0;
\tshl.b32 %r6, %r0, 2;
\tadd.u32 %r16, %r12, %r6;
\tst.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%r16], %r15, [%r13];
\tsetp.lt.u32 %p4, %r0, 64;
\t@!%p4 bra $L2;
\tshl.b32 %r17, %r0, 3;
\tadd.u32 %r18, %r12, 512;
\tadd.u32 %r18, %r18, %r17;
\tst.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%r18], {%r0, %r15}, [%r13];
$L2:
\t@!%p3 bra $L3;
\tshl.b32 %r19, %r0, 4;
\tadd.u32 %r20, %r12, 1024;
\tadd.u32 %r20, %r20, %r19;
\tnot.b32 %r21, %r15;
\tst.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%r20], {%r15, %r21, %r0, %r4}, [%r13];
\tshl.b32 %r17, %r0, 3;
\tadd.u32 %r22, %r12, 1536;
\tadd.u32 %r22, %r22, %r17;
\tcvt.u64.u32 %rd4, %r15;
\tshl.b64 %rd5, %rd4, 33;
\tor.b64 %rd5, %rd5, %rd4;
\tst.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%r22], %rd5, [%r13];
\t// red.async u64 add on words at arr+2048
\tadd.u32 %r23, %r12, 2048;
\tand.b32 %r24, %r0, 3;
\tshl.b32 %r24, %r24, 3;
\tadd.u32 %r23, %r23, %r24;
\tred.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%r23], %rd5, [%r13];
$L3:
\t// red.async on the thread's own counter word at arr+3584: op chosen by warp
\tshl.b32 %r26, %r0, 2;
\tadd.u32 %r27, %r12, 3584;
\tadd.u32 %r27, %r27, %r26;
\tshr.u32 %r28, %r0, 5;
\tadd.u32 %r29, %r0, 7;
\tsetp.eq.u32 %p5, %r28, 0;
\t@%p5 red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r27], %r29, [%r13];
\tsetp.eq.u32 %p6, %r28, 1;
\t@%p6 red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.max.s32 [%r27], %r15, [%r13];
\tsetp.eq.u32 %p7, %r28, 2;
\t@%p7 red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%r27], %r30, [%r13];
\tsetp.eq.u32 %p8, %r28, 3;
\t@%p8 red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%r27], %r15, [%r13];
""" + wait_loop("a", "%r2", 0, "%r10") + """\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tmul.wide.u32 %rd11, %r4, 4160;
\tadd.u64 %rd12, %rd2, %rd11;
""" + copy_out("a", "%r1", "%rd12", 4096) + """\tst.global.u32 [%rd12+4096], %r10;
\tret;
}
""")
    # mbarrier forms (thread 0 runs a script; then all threads use one barrier)
    K.append(""".visible .entry mbar_forms(.param .u64 p_out)
{
""" + PRE + """\t.shared .align 8 .b64 mb[4];
""" + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tmov.u32 %r1, mb;
\tadd.u32 %r2, %r1, 8;
\tadd.u32 %r3, %r1, 16;
\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L1;
\tmbarrier.init.shared::cta.b64 [%r1], 4;
\tmbarrier.arrive.shared::cta.b64 %rd1, [%r1];
\tmbarrier.pending_count.b64 %r10, %rd1;
\tst.global.u32 [%rd2+0], %r10;
\tmbarrier.arrive.shared::cta.b64 %rd3, [%r1], 2;
\tmbarrier.pending_count.b64 %r10, %rd3;
\tst.global.u32 [%rd2+4], %r10;
\tmbarrier.test_wait.shared::cta.b64 %p2, [%r1], %rd3;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+8], %r11;
\tmbarrier.arrive_drop.shared::cta.b64 %rd4, [%r1];
\tmbarrier.pending_count.b64 %r10, %rd4;
\tst.global.u32 [%rd2+12], %r10;
\tmbarrier.test_wait.shared::cta.b64 %p2, [%r1], %rd3;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+16], %r11;
\tmbarrier.test_wait.parity.shared::cta.b64 %p2, [%r1], 0;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+20], %r11;
\tmbarrier.test_wait.parity.shared::cta.b64 %p2, [%r1], 1;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+24], %r11;
\t// phase 1: expected count is now 3; a transaction count keeps it open
\tmbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%r1], 100;
\tmbarrier.arrive.shared::cta.b64 %rd5, [%r1], 3;
\tmbarrier.pending_count.b64 %r10, %rd5;
\tst.global.u32 [%rd2+28], %r10;
\tmbarrier.test_wait.parity.shared::cta.b64 %p2, [%r1], 1;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+32], %r11;
\tmbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%r1], 60;
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1], 1, 1000;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+36], %r11;
\tmbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%r1], 40;
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1], 1, 1000;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+40], %r11;
\tmbarrier.try_wait.shared::cta.b64 %p2, [%r1], %rd5, 500;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+44], %r11;
\t// phase 2: arrive.expect_tx, then arrivals with counts
\tmbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %rd6, [%r1], 16;
\tmbarrier.pending_count.b64 %r10, %rd6;
\tst.global.u32 [%rd2+48], %r10;
\tmbarrier.arrive.release.cta.shared::cta.b64 %rd7, [%r1], 2;
\tmbarrier.test_wait.acquire.cta.shared::cta.b64 %p2, [%r1], %rd7;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+52], %r11;
\tmbarrier.complete_tx.shared::cta.b64 [%r1], 16;
\tmbarrier.test_wait.acquire.cta.shared::cta.b64 %p2, [%r1], %rd7;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+56], %r11;
\t// a stale state (phase 0) is satisfied
\tmbarrier.test_wait.shared::cta.b64 %p2, [%r1], %rd1;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+60], %r11;
\tmbarrier.inval.shared::cta.b64 [%r1];
\t// second barrier: arrive_drop with count, arrive.expect_tx without state
\tmbarrier.init.shared::cta.b64 [%r2], 5;
\tmbarrier.arrive_drop.shared::cta.b64 %rd8, [%r2], 2;
\tmbarrier.pending_count.b64 %r10, %rd8;
\tst.global.u32 [%rd2+64], %r10;
\tmbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 8;
\tmbarrier.arrive.shared::cta.b64 %rd9, [%r2], 2;
\tmbarrier.pending_count.b64 %r10, %rd9;
\tst.global.u32 [%rd2+68], %r10;
\tmbarrier.complete_tx.shared::cta.b64 [%r2], 8;
\tmbarrier.test_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+72], %r11;
\t// next phase expects 3 (5 - 2 dropped)
\tmbarrier.arrive.shared::cta.b64 %rd10, [%r2], 3;
\tmbarrier.test_wait.parity.shared::cta.b64 %p2, [%r2], 1;
\tselp.u32 %r11, 1, 0, %p2;
\tst.global.u32 [%rd2+76], %r11;
\tmbarrier.pending_count.b64 %r10, %rd10;
\tst.global.u32 [%rd2+80], %r10;
\t// block barrier for everyone
\tmbarrier.init.shared::cta.b64 [%r3], 128;
$L1:
\tbar.sync 0;
\tmbarrier.arrive.release.cta.shared::cta.b64 %rd11, [%r3];
\tmov.u32 %r20, 0;
$W:
\tmbarrier.try_wait.acquire.cta.shared::cta.b64 %p3, [%r3], %rd11, 100000;
\tadd.u32 %r20, %r20, 1;
\tsetp.lt.u32 %p4, %r20, 65536;
\t@!%p3 bra.uni $W1;
\tbra.uni $WD;
$W1:
\t@%p4 bra.uni $W;
$WD:
\tselp.u32 %r21, 1, 0, %p3;
\tshl.b32 %r22, %r0, 2;
\tcvt.u64.u32 %rd12, %r22;
\tadd.u64 %rd13, %rd2, %rd12;
\tst.global.u32 [%rd13+128], %r21;
\tret;
}
""")
    # elect.sync with full, partial and divergent masks
    K.append(""".visible .entry elect(.param .u64 p_out)
{
""" + PRE + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tshl.b32 %r1, %r0, 4;
\tcvt.u64.u32 %rd3, %r1;
\tadd.u64 %rd4, %rd2, %rd3;
\telect.sync %r2|%p1, 0xffffffff;
\tselp.u32 %r3, 1, 0, %p1;
\tst.global.v2.u32 [%rd4], {%r2, %r3};
\tmov.u32 %r10, 0xf0f0f0f0;
\tand.b32 %r11, %r0, 31;
\tshr.u32 %r12, %r10, %r11;
\tand.b32 %r12, %r12, 1;
\tsetp.eq.u32 %p2, %r12, 1;
\t@!%p2 bra $L1;
\telect.sync %r4|%p3, 0xf0f0f0f0;
\tselp.u32 %r5, 1, 0, %p3;
\tst.global.v2.u32 [%rd4+8], {%r4, %r5};
$L1:
\tret;
}
""")
    # cluster special registers, mapa/getctarank, isspacep, griddepcontrol, fences
    K.append(""".visible .entry cluster_query(.param .u64 p_out)
{
""" + PRE + """\t.shared .align 8 .b32 word[4];
""" + gparam(2, "p_out") + """\tmov.u32 %r0, %tid.x;
\tgriddepcontrol.wait;
\tmov.u32 %r1, %ctaid.x;
\tmov.u32 %r2, %ctaid.y;
\tmov.u32 %r3, %nctaid.x;
\tmad.lo.u32 %r4, %r2, %r3, %r1;
\tmul.wide.u32 %rd3, %r4, 128;
\tadd.u64 %rd4, %rd2, %rd3;
\tmov.u32 %r5, %cluster_ctarank;
\tmov.u32 %r6, word;
\tadd.u32 %r7, %r5, 100;
\tsetp.ne.u32 %p1, %r0, 0;
\t@%p1 bra $L1;
\tst.shared.u32 [%r6], %r7;
$L1:
\tfence.acq_rel.cluster;
\tbarrier.cluster.arrive.aligned;
\tbarrier.cluster.wait.aligned;
\t@%p1 bra $L2;
\tst.global.u32 [%rd4+0], %r5;
\tmov.u32 %r8, %cluster_nctarank;
\tst.global.u32 [%rd4+4], %r8;
\tmov.u32 %r8, %cluster_ctaid.x;
\tst.global.u32 [%rd4+8], %r8;
\tmov.u32 %r8, %cluster_ctaid.y;
\tst.global.u32 [%rd4+12], %r8;
\tmov.u32 %r8, %cluster_ctaid.z;
\tst.global.u32 [%rd4+16], %r8;
\tmov.u32 %r8, %cluster_nctaid.x;
\tst.global.u32 [%rd4+20], %r8;
\tmov.u32 %r8, %cluster_nctaid.y;
\tst.global.u32 [%rd4+24], %r8;
\tmov.u32 %r8, %cluster_nctaid.z;
\tst.global.u32 [%rd4+28], %r8;
\tmov.u32 %r8, %clusterid.x;
\tst.global.u32 [%rd4+32], %r8;
\tmov.u32 %r8, %clusterid.y;
\tst.global.u32 [%rd4+36], %r8;
\tmov.u32 %r8, %clusterid.z;
\tst.global.u32 [%rd4+40], %r8;
\tmov.u32 %r8, %nclusterid.x;
\tst.global.u32 [%rd4+44], %r8;
\tmov.u32 %r8, %nclusterid.y;
\tst.global.u32 [%rd4+48], %r8;
\tmov.u32 %r8, %nclusterid.z;
\tst.global.u32 [%rd4+52], %r8;
\tmov.pred %p9, %is_explicit_cluster;
\tselp.u32 %r8, 1, 0, %p9;
\tst.global.u32 [%rd4+56], %r8;
\t// every peer's word through mapa (shared::cluster and generic forms)
\tmov.u32 %r9, 0;
$P:
\tmapa.shared::cluster.u32 %r10, %r6, %r9;
\tld.shared::cluster.u32 %r11, [%r10];
\tgetctarank.shared::cluster.u32 %r12, %r10;
\tmad.lo.u32 %r13, %r12, 1000, %r11;
\tshl.b32 %r14, %r9, 2;
\tcvt.u64.u32 %rd5, %r14;
\tadd.u64 %rd6, %rd4, %rd5;
\tst.global.u32 [%rd6+60], %r13;
\tadd.u32 %r9, %r9, 1;
\tsetp.lt.u32 %p2, %r9, %r8;
\tmov.u32 %r8, %cluster_nctarank;
\tsetp.lt.u32 %p2, %r9, %r8;
\t@%p2 bra $P;
\tcvta.shared.u64 %rd7, word;
\txor.b32 %r15, %r5, 1;
\tmapa.u64 %rd8, %rd7, %r15;
\tld.u32 %r16, [%rd8];
\tst.global.u32 [%rd4+96], %r16;
\tgetctarank.u64 %r17, %rd8;
\tst.global.u32 [%rd4+100], %r17;
\tisspacep.shared::cluster %p3, %rd8;
\tselp.u32 %r18, 1, 0, %p3;
\tst.global.u32 [%rd4+104], %r18;
\tisspacep.shared::cta %p3, %rd8;
\tselp.u32 %r18, 1, 0, %p3;
\tst.global.u32 [%rd4+108], %r18;
\tisspacep.shared::cluster %p3, %rd7;
\tselp.u32 %r18, 1, 0, %p3;
\tst.global.u32 [%rd4+112], %r18;
\tisspacep.shared::cluster %p3, %rd4;
\tselp.u32 %r18, 1, 0, %p3;
\tst.global.u32 [%rd4+116], %r18;
\tgetctarank.u64 %r17, %rd7;
\tst.global.u32 [%rd4+120], %r17;
$L2:
\tfence.proxy.async;
\tfence.proxy.async.global;
\tfence.proxy.async.shared::cta;
\tfence.proxy.async.shared::cluster;
\tfence.proxy.alias;
\tfence.sc.cluster;
\tfence.mbarrier_init.release.cluster;
\tgriddepcontrol.launch_dependents;
\tbarrier.cluster.arrive.relaxed.aligned;
\tbarrier.cluster.wait.aligned;
\tret;
}
""")
    hdr = header("st.async/red.async, mbarrier forms, elect.sync, cluster queries, fences, griddepcontrol", "8.1", "sm_90")
    return [hdr + "\n" + k for k in K]


def misc_cases():
    mods = misc_module()
    for name, m in zip(("remote_async", "mbarrier_forms", "elect_sync", "cluster_query"), mods):
        write_ptx(name + ".ptx", m)
    c = Case("remote_async", "remote_async.ptx", "st.async (.b32/.v2/.v4/.b64) and red.async (add/max/inc/xor .u32/.s32/.b32, add.u64) to the peer of a cluster of 2, completing on its mbarrier")
    c.buf_fill("out", 2 * 4160, "u32")
    c.launch("remote_async", [ptr("out")], grid=(2, 1, 1), cluster=(2, 1, 1))
    c.write()
    c = Case("mbarrier_forms", "mbarrier_forms.ptx", "mbarrier: pending_count of arrive states, counts, arrive_drop, expect_tx/complete_tx, test_wait/try_wait with and without parity and suspend-time hints, sem/scope qualifiers")
    c.buf_fill("out", 128 + 512, "u32")
    c.launch("mbar_forms", [ptr("out")])
    c.write()
    c = Case("elect_sync", "elect_sync.ptx", "elect.sync with the full mask and with a partial mask in a divergent region")
    c.buf_fill("out", 128 * 16, "u32")
    c.launch("elect", [ptr("out")])
    c.write()
    c = Case("cluster_query", "cluster_query.ptx", "cluster special registers, mapa/getctarank on shared::cluster and generic addresses, isspacep.shared::cluster, fences, griddepcontrol; clusters of 2x2 in a 4x2 grid")
    c.buf_fill("out", 8 * 128, "u32")
    c.launch("cluster_query", [ptr("out")], grid=(4, 2, 1), block=(64, 1, 1), cluster=(2, 2, 1))
    c.write()


def generate():
    bulk_cases()
    misc_cases()


if __name__ == "__main__":
    generate()
