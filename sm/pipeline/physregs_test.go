package pipeline

import (
	"bytes"
	"encoding/binary"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// physSrc has what a register renaming can get wrong: values live across
// a divergent if/else whose sides define different temporaries, guarded
// writes that keep the old value in the lanes whose guard is false, a
// loop-carried accumulator beside short-lived temporaries, 64-bit values,
// a vector load and a barrier; every value ends up in memory.
const physSrc = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.shared .align 16 .b32 sh[128];
	.reg .pred %p<4>;
	.reg .b32 %r<40>;
	.reg .f32 %f<20>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 16;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd4];
	and.b32 %r2, %r1, 3;
	setp.eq.u32 %p1, %r2, 1;
	mov.u32 %r3, 7;
	@%p1 mov.u32 %r3, 11;
	setp.lt.u32 %p2, %r1, 40;
	@%p2 bra LOW;
	mul.f32 %f5, %f1, %f2;
	add.f32 %f6, %f5, %f3;
	cvt.rzi.u32.f32 %r4, %f6;
	add.u32 %r5, %r4, %r3;
	bra.uni JOIN;
LOW:
	sub.f32 %f7, %f4, %f1;
	cvt.rzi.s32.f32 %r6, %f7;
	xor.b32 %r7, %r6, %r1;
	add.u32 %r5, %r7, %r3;
JOIN:
	shl.b32 %r8, %r1, 2;
	mov.u32 %r9, sh;
	add.u32 %r10, %r9, %r8;
	st.shared.u32 [%r10], %r5;
	bar.sync 0;
	xor.b32 %r11, %r1, 1;
	shl.b32 %r12, %r11, 2;
	add.u32 %r13, %r9, %r12;
	ld.shared.u32 %r14, [%r13];
	mov.f32 %f8, 0f00000000;
	mov.u32 %r15, 0;
LOOP:
	cvt.rn.f32.u32 %f9, %r15;
	fma.rn.f32 %f10, %f9, %f2, %f3;
	add.f32 %f8, %f8, %f10;
	and.b32 %r16, %r15, 1;
	setp.eq.u32 %p3, %r16, 0;
	@%p3 add.u32 %r14, %r14, %r15;
	add.u32 %r15, %r15, 1;
	setp.lt.u32 %p3, %r15, %r2;
	@%p3 bra LOOP;
	cvt.u64.u32 %rd5, %r14;
	shl.b64 %rd6, %rd5, 33;
	or.b64 %rd7, %rd6, %rd5;
	mul.wide.u32 %rd8, %r1, 24;
	add.s64 %rd9, %rd2, %rd8;
	st.global.u64 [%rd9], %rd7;
	st.global.f32 [%rd9+8], %f8;
	st.global.u32 [%rd9+12], %r5;
	st.global.v2.f32 [%rd9+16], {%f4, %f1};
	ret;
}`

// physCarrySrc keeps predicates live across a carry chain: CC.CF is a
// hidden predicate slot (Inst.D[1] of the carry instructions), which a
// renaming of general registers must leave alone.
const physCarrySrc = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<6>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	setp.lt.u32 %p0, %r1, 3;
	setp.lt.u32 %p1, %r1, 20;
	setp.lt.u32 %p2, %r1, 5;
	setp.lt.u32 %p3, %r1, 70;
	setp.lt.u32 %p4, %r1, 9;
	setp.lt.u32 %p5, %r1, 11;
	mul.lo.u32 %r10, %r1, 0x3000001;
	add.u32 %r11, %r10, 0x89abcdef;
	mov.u32 %r12, 0xfffffff0;
	add.cc.u32 %r13, %r11, %r12;
	addc.cc.u32 %r14, %r10, %r1;
	addc.u32 %r16, 0, 0;
	selp.u32 %r22, 1, 0, %p0;
	selp.u32 %r23, 2, 0, %p1;
	selp.u32 %r24, 4, 0, %p2;
	selp.u32 %r25, 8, 0, %p3;
	selp.u32 %r26, 16, 0, %p4;
	selp.u32 %r27, 32, 0, %p5;
	or.b32 %r31, %r22, %r23;
	or.b32 %r31, %r31, %r24;
	or.b32 %r31, %r31, %r25;
	or.b32 %r31, %r31, %r26;
	or.b32 %r31, %r31, %r27;
	mul.wide.u32 %rd8, %r1, 24;
	add.s64 %rd9, %rd2, %rd8;
	st.global.v2.u32 [%rd9], {%r13, %r14};
	st.global.v2.u32 [%rd9+8], {%r16, %r31};
	ret;
}`

// TestPhysicalRegs: timing mode with the engine's registers renamed
// (isa.PhysicalCode) gives the functional mode's results and the same
// figures as timing mode without the renaming.
func TestPhysicalRegs(t *testing.T) {
	for _, src := range []string{physSrc, physCarrySrc} {
		physicalAB(t, src)
	}
}

func physicalAB(t *testing.T, physSrc string) {
	m, err := ptx.Parse("k.ptx", []byte(physSrc))
	if err != nil {
		t.Fatal(err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	if isa.PhysicalCode(p, p.Code) == nil {
		t.Fatal("the kernel was not renamed")
	}
	const n = 128
	in := make([]byte, 16*n)
	for i := range 4 * n {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(0x3f800000+i*0x9137))
	}
	run := func(timed, phys bool) ([]byte, map[string]float64) {
		t.Helper()
		defer func(old bool) { sm.PhysicalRegs = old }(sm.PhysicalRegs)
		sm.PhysicalRegs = phys // timing launches rename at RunLaunch, functional ones at Device.Load
		d := sm.NewDevice(sm.H200())
		if timed {
			d = timedDevice(t, timing.H200())
		}
		mod := loadSrc(t, d, physSrc)
		ia, _ := d.Malloc(uint64(len(in)))
		oa, _ := d.Malloc(24 * n)
		if err := d.Write(ia, in); err != nil {
			t.Fatal(err)
		}
		res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{n, 1, 1},
			Params: binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, ia), oa)})
		if err != nil {
			t.Fatal(err)
		}
		out := make([]byte, 24*n)
		if err := d.Read(oa, out); err != nil {
			t.Fatal(err)
		}
		return out, res.Metrics
	}
	want, _ := run(false, false)
	got0, met0 := run(true, false)
	got1, met1 := run(true, true)
	if !bytes.Equal(got0, want) {
		t.Error("timing mode without renaming differs from functional mode")
	}
	if !bytes.Equal(got1, want) {
		t.Error("timing mode with renamed registers differs from functional mode")
	}
	for k, v := range met0 {
		if met1[k] != v {
			t.Errorf("%s: %v renamed, %v not", k, met1[k], v)
		}
	}
	if met1["gpc__cycles_elapsed.max"] <= 0 {
		t.Error("no cycles")
	}
}
