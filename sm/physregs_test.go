package sm

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// physicalAB launches kernel k of src (params: out, in; grid 2 x block
// 64, eight u32 results per thread in out, 4 KB of patterned input in in)
// once with the module's registers renamed (isa.PhysicalCode) and once
// with the original slots, and fails when the results differ or when the
// kernel was not renamed (the comparison would then test nothing).
func physicalAB(t *testing.T, name, src string, cluster uint32) {
	t.Helper()
	const threads, words, inBytes = 128, 8, 4096
	run := func(renamed bool) []byte {
		d, m := load(t, src)
		if got := len(m.ecode) > 0 && &m.ecode[0] != &m.prog.Code[0]; got != renamed {
			if renamed {
				t.Fatalf("%s: kernel not renamed (PTXSIM_PHYSICAL_REGS=0, or isa.PhysicalCode refused it)", name)
			}
		}
		if !renamed {
			m.ecode = m.prog.Code
		}
		out, _ := d.Malloc(threads * words * 4)
		in, _ := d.Malloc(inBytes)
		pat := make([]byte, inBytes)
		for i := range pat {
			pat[i] = byte(i*37 + i>>8)
		}
		d.Write(in, pat)
		d.Memset(out, 0xa5, threads*words*4)
		params := append(u64(out), u64(in)...)
		if _, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{64, 1, 1}, Cluster: [3]uint32{cluster, 1, 1}, Params: params}); err != nil {
			t.Fatalf("%s (renamed %v): %v", name, renamed, err)
		}
		b := make([]byte, threads*words*4)
		d.Read(out, b)
		return b
	}
	got, want := run(true), run(false)
	if !bytes.Equal(got, want) {
		for i := 0; i < len(got); i += 4 {
			g, w := binary.LittleEndian.Uint32(got[i:]), binary.LittleEndian.Uint32(want[i:])
			if g != w {
				t.Errorf("%s: thread %d word %d = %#x renamed, %#x with the original slots", name, i/4/words, i/4%words, g, w)
				return
			}
		}
	}
}

// physHead loads the parameters and computes %rd9 = out + 32*global tid,
// %rd8 = in, %r1 = tid.x, %r2 = global tid.
const physHead = `
.visible .entry k(.param .u64 out, .param .u64 in)
{
	.reg .pred %p<10>;
	.reg .b16 %h<10>;
	.reg .b32 %r<80>;
	.reg .b64 %rd<40>;
	.reg .f32 %f<20>;
	.reg .f64 %fd<10>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd8, [in];
	mov.u32 %r1, %tid.x;
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %ntid.x;
	mad.lo.u32 %r2, %r3, %r4, %r1;
	mul.wide.u32 %rd2, %r2, 32;
	add.s64 %rd9, %rd1, %rd2;
`

// TestPhysicalRegsAB: kernels that stress the renaming (carry chains,
// predicate special registers, divergence, guarded writes, vector and
// sub-word memory accesses, 64-bit and loop-carried values, atomics with
// two sources) give the same results with and without it.
func TestPhysicalRegsAB(t *testing.T) {
	cases := map[string]string{
		// CC.CF lives in a predicate slot (Inst.D[1] of every carry
		// instruction), not a general register.
		"carry": physHead + `
	setp.lt.u32 %p0, %r1, 3;
	setp.lt.u32 %p1, %r1, 20;
	setp.lt.u32 %p2, %r1, 5;
	setp.lt.u32 %p3, %r1, 7;
	setp.lt.u32 %p4, %r1, 9;
	setp.lt.u32 %p5, %r1, 11;
	setp.lt.u32 %p6, %r1, 13;
	setp.lt.u32 %p7, %r1, 15;
	setp.lt.u32 %p8, %r1, 17;
	setp.lt.u32 %p9, %r1, 19;
	mul.lo.u32 %r10, %r2, 0x3000001;
	add.u32 %r11, %r10, 0x89abcdef;
	mov.u32 %r12, 0xfffffff0;
	add.cc.u32 %r13, %r11, %r12;
	addc.cc.u32 %r14, %r10, %r2;
	addc.cc.u32 %r15, %r1, 0;
	addc.u32 %r16, 0, 0;
	sub.cc.u32 %r17, %r13, %r11;
	subc.u32 %r18, %r14, %r10;
	mad.lo.cc.u32 %r19, %r11, %r12, %r13;
	madc.hi.u32 %r20, %r11, %r12, %r2;
	selp.u32 %r21, %r16, 9, %p1;
	selp.u32 %r22, 1, 0, %p0;
	selp.u32 %r23, 2, 0, %p2;
	selp.u32 %r24, 4, 0, %p3;
	selp.u32 %r25, 8, 0, %p4;
	selp.u32 %r26, 16, 0, %p5;
	selp.u32 %r27, 32, 0, %p6;
	selp.u32 %r28, 64, 0, %p7;
	selp.u32 %r29, 128, 0, %p8;
	selp.u32 %r30, 256, 0, %p9;
	or.b32 %r31, %r22, %r23;
	or.b32 %r31, %r31, %r24;
	or.b32 %r31, %r31, %r25;
	or.b32 %r31, %r31, %r26;
	or.b32 %r31, %r31, %r27;
	or.b32 %r31, %r31, %r28;
	or.b32 %r31, %r31, %r29;
	or.b32 %r31, %r31, %r30;
	shl.b32 %r31, %r31, 8;
	add.u32 %r21, %r21, %r31;
	st.global.v4.u32 [%rd9], {%r13, %r14, %r15, %r21};
	st.global.v4.u32 [%rd9+16], {%r17, %r18, %r19, %r20};
	ret;
}`,
		// %is_explicit_cluster is read into a general register, then
		// made a predicate (lower.go's regToPred: a .pred instruction
		// whose source is a general register).
		"predspecial": physHead + `
	mov.u32 %r10, 1;
	mov.u32 %r11, 2;
	mov.u32 %r12, 3;
	add.u32 %r13, %r10, %r2;
	add.u32 %r14, %r11, %r13;
	add.u32 %r15, %r12, %r14;
	st.global.u32 [%rd9+4], %r15;
	add.u32 %r16, %r15, 7;
	add.u32 %r17, %r16, 7;
	add.u32 %r18, %r17, 7;
	st.global.u32 [%rd9+8], %r18;
	mov.u32 %r20, 0;
	mov.pred %p2, %is_explicit_cluster;
	selp.u32 %r19, 11, 22, %p2;
	st.global.u32 [%rd9], %r19;
	ret;
}`,
		// A divergent loop whose trip count differs per lane, carrying
		// 32- and 64-bit values; guarded writes keep the old value in
		// the lanes whose guard is false; a value written before a
		// divergent region is read after it by lanes that skipped it.
		"divergent": physHead + `
	mov.u32 %r10, 0;
	mov.u64 %rd10, 0x100000001;
	mov.f32 %f1, 0f3F800000;
	mul.lo.u32 %r30, %r2, 3;
	and.b32 %r11, %r1, 7;
	add.u32 %r11, %r11, 1;
LOOP:
	add.u32 %r10, %r10, %r11;
	mul.lo.u64 %rd10, %rd10, 3;
	add.f32 %f1, %f1, 0f3F000000;
	setp.gt.u32 %p1, %r10, 12;
	@%p1 add.u32 %r30, %r30, 5;
	sub.u32 %r11, %r11, 1;
	setp.ne.u32 %p2, %r11, 0;
	@%p2 bra LOOP;
	and.b32 %r12, %r1, 1;
	setp.eq.u32 %p3, %r12, 0;
	mov.u32 %r40, 77;
	@%p3 bra EVEN;
	mul.lo.u32 %r41, %r1, 9;
	add.u32 %r42, %r41, 1;
	cvt.u64.u32 %rd11, %r42;
	add.s64 %rd12, %rd11, %rd10;
	cvt.u32.u64 %r43, %rd12;
	shr.u64 %rd13, %rd12, 32;
	cvt.u32.u64 %r44, %rd13;
	bra JOIN;
EVEN:
	mul.lo.u32 %r45, %r1, 5;
	xor.b32 %r43, %r45, %r40;
	mov.b64 {%r46, %r47}, %rd10;
	add.u32 %r44, %r46, %r47;
JOIN:
	cvt.rzi.u32.f32 %r50, %f1;
	st.global.v4.u32 [%rd9], {%r10, %r30, %r43, %r44};
	st.global.v2.u32 [%rd9+16], {%r50, %r40};
	@!%p3 mov.u32 %r40, 88;
	st.global.u32 [%rd9+24], %r40;
	st.global.u32 [%rd9+28], %r12;
	ret;
}`,
		// Vector loads (only the first Vec destinations are written),
		// sub-word loads into wider registers, 64-bit vector loads,
		// kernel parameters read twice, atomics with a result and with
		// two sources (cas).
		"memory": physHead + `
	mul.wide.u32 %rd3, %r2, 16;
	add.s64 %rd4, %rd8, %rd3;
	ld.global.v4.u32 {%r10, %r11, %r12, %r13}, [%rd4];
	ld.global.v2.u32 {%r14, %r15}, [%rd4+8];
	ld.global.u8 %r16, [%rd4+3];
	ld.global.s8 %r17, [%rd4+5];
	ld.global.s16 %rd5, [%rd4+6];
	ld.global.v2.u64 {%rd6, %rd7}, [%rd8+16];
	ld.param.u64 %rd10, [in];
	ld.global.u32 %r18, [%rd10+64];
	add.u32 %r19, %r10, %r11;
	add.u32 %r20, %r12, %r13;
	add.u32 %r21, %r14, %r15;
	add.u32 %r22, %r16, %r17;
	cvt.u32.u64 %r23, %rd5;
	add.s64 %rd11, %rd6, %rd7;
	cvt.u32.u64 %r24, %rd11;
	add.u32 %r24, %r24, %r23;
	add.s64 %rd12, %rd8, 2048;
	atom.global.add.u32 %r25, [%rd12], %r2;
	and.b32 %r26, %r2, 3;
	mul.wide.u32 %rd13, %r26, 4;
	add.s64 %rd14, %rd12, %rd13;
	atom.global.cas.b32 %r27, [%rd14], %r18, %r2;
	setp.ge.u32 %p1, %r25, %r18;
	selp.u32 %r28, %r26, %r18, %p1;
	st.global.v4.u32 [%rd9], {%r19, %r20, %r21, %r22};
	st.global.v4.u32 [%rd9+16], {%r24, %r18, %r28, %r26};
	ret;
}`,
		// testp, lop3 with a predicate output, setp with two
		// predicate outputs, selp and set with a predicate source.
		"predicates": physHead + `
	cvt.rn.f32.u32 %f1, %r2;
	mov.f32 %f2, 0f7FC00000;
	add.f32 %f3, %f1, 0f3F800000;
	setp.lt.u32 %p1, %r1, 32;
	@%p1 mov.f32 %f3, %f2;
	testp.notanumber.f32 %p2, %f3;
	selp.u32 %r10, 3, 4, %p2;
	mov.u32 %r11, 0xf0f0;
	mov.u32 %r12, 0x0ff0;
	lop3.or.b32 %r13|%p3, %r11, %r12, %r2, 0x96, %p2;
	selp.u32 %r14, 5, 6, %p3;
	setp.lt.and.u32 %p4|%p5, %r2, 70, %p3;
	selp.u32 %r15, 7, 8, %p4;
	selp.u32 %r16, 9, 10, %p5;
	set.eq.or.u32.u32 %r17, %r1, 3, %p5;
	st.global.v4.u32 [%rd9], {%r10, %r13, %r14, %r15};
	st.global.v2.u32 [%rd9+16], {%r16, %r17};
	ret;
}`,
		// Lanes that exit early, a barrier whose id and thread count
		// are registers, nanosleep with a register operand, a vector
		// atomic (one atom per element, the first checking alignment)
		// and a kernel parameter read as a vector.
		"exitbar": physHead + `
	mul.lo.u32 %r10, %r2, 7;
	add.u32 %r11, %r10, 3;
	mov.u32 %r12, 1;
	mov.u32 %r13, 64;
	bar.sync %r12, %r13;
	mov.u32 %r14, 20;
	nanosleep.u32 %r14;
	mul.wide.u32 %rd3, %r1, 8;
	add.s64 %rd4, %rd8, 1024;
	add.s64 %rd5, %rd4, %rd3;
	mov.f32 %f1, 0f3F800000;
	cvt.rn.f32.u32 %f2, %r2;
	atom.global.v2.f32.add {%f3, %f4}, [%rd5], {%f1, %f2};
	mov.b32 %r15, %f3;
	mov.b32 %r16, %f4;
	ld.param.v2.u32 {%r17, %r18}, [in];
	setp.gt.u32 %p1, %r1, 40;
	@%p1 bra OUT;
	st.global.v4.u32 [%rd9], {%r10, %r11, %r17, %r18};
	st.global.v2.u32 [%rd9+16], {%r15, %r16};
	exit;
OUT:
	add.u32 %r19, %r11, %r2;
	st.global.u32 [%rd9+24], %r19;
	ret;
}`,
	}
	for name, src := range cases {
		cluster := uint32(1)
		if name == "predspecial" {
			cluster = 2 // %is_explicit_cluster reads 1
		}
		physicalAB(t, name, src, cluster)
	}
}
