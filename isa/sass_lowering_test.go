package isa

import (
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

func lowerSrc(t *testing.T, src string) *Program {
	t.Helper()
	m, err := ptx.Parse("t.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// opPCs returns the pcs of the instructions with opcode op in kernel k.
func opPCs(p *Program, k string, op ptx.Opcode, kind Kind) []int {
	f := p.FuncByName(k)
	var pcs []int
	for pc := f.Start; pc < f.End; pc++ {
		if p.Code[pc].Op == op && p.Code[pc].Kind == kind {
			pcs = append(pcs, int(pc))
		}
	}
	return pcs
}

const ifconvSrc = `
.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out, .param .u32 n)
{
	.reg .pred %p<4>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<4>;
	.shared .align 4 .b8 s[1024];
	mov.u32 %r1, %tid.x;
	shl.b32 %r2, %r1, 2;
	mov.u32 %r3, s;
	add.s32 %r4, %r3, %r2;
	ld.param.u32 %r5, [n];
	// if (tid < n) s[tid] += s[tid + n]: predicated in SASS
	setp.ge.u32 %p1, %r1, %r5;
	@%p1 bra L1;
	shl.b32 %r6, %r5, 2;
	add.s32 %r7, %r4, %r6;
	ld.shared.u32 %r8, [%r4];
	ld.shared.u32 %r9, [%r7];
	add.s32 %r10, %r8, %r9;
	st.shared.u32 [%r4], %r10;
L1:
	bar.sync 0;
	// if (tid == 0) { ... bar.sync ... }: a barrier keeps the branch
	setp.ne.u32 %p2, %r1, 0;
	@%p2 bra L2;
	st.shared.u32 [%r4], %r1;
	bar.sync 0;
L2:
	// if (tid == 0) out[0] = s[0]: a global store keeps the branch
	@%p2 bra L3;
	ld.shared.u32 %r11, [s];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	st.global.u32 [%rd2], %r11;
L3:
	ret;
}
`

func TestIfConversions(t *testing.T) {
	p := lowerSrc(t, ifconvSrc)
	cs := Costs(p)
	ic := IfConversions(p, cs)
	bras := opPCs(p, "k", ptx.OpBra, KBra)
	if len(bras) < 3 {
		t.Fatalf("want 3 branches, got %v", bras)
	}
	h := ic[bras[0]]
	if !h.Head || h.Ld != 2 || h.St != 1 || h.GlobalLd != 0 || h.Issues < 5 || h.Issues > IfConvMaxIssues {
		t.Errorf("reduction step: got %+v, want a head with 2 shared loads, 1 store, 5..%d issues", h, IfConvMaxIssues)
	}
	if cs[bras[0]].Issues != 0 || cs[bras[0]].Class != ClassNone {
		t.Errorf("if-converted branch should vanish, cost %+v", cs[bras[0]])
	}
	for _, pc := range opPCs(p, "k", ptx.OpLd, KLd) {
		if pc > bras[0] && pc < bras[1] && !ic[pc].Covered {
			t.Errorf("pc %d inside the region is not covered", pc)
		}
	}
	for i, b := range bras[1:3] {
		if ic[b].Head || cs[b].Issues == 0 {
			t.Errorf("branch %d (pc %d) should stay a branch: %+v %+v", i+1, b, ic[b], cs[b])
		}
	}
}

const mergeSrc = `
.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<30>;
	.reg .f32 %f<20>;
	.shared .align 4 .b8 a[1024];
	.shared .align 4 .b8 b[1024];
	mov.u32 %r1, %tid.y;
	mov.u32 %r2, %tid.x;
	shl.b32 %r3, %r1, 6;
	mov.u32 %r4, a;
	add.s32 %r5, %r4, %r3;      // a + 64*ty: 16-byte aligned
	shl.b32 %r6, %r2, 2;
	mov.u32 %r7, b;
	add.s32 %r8, %r7, %r6;      // b + 4*tx: 4-byte aligned
	ld.shared.f32 %f1, [%r5];
	ld.shared.f32 %f2, [%r8];
	ld.shared.f32 %f3, [%r5+4];
	ld.shared.f32 %f4, [%r8+64];
	ld.shared.f32 %f5, [%r5+8];
	ld.shared.f32 %f6, [%r5+12];
	ld.shared.f32 %f7, [%r5+16];  // a lone word: no partner at +20
	ld.shared.f32 %f8, [%r8+4];   // b+4*tx+4: base only 4-byte aligned
	add.f32 %f9, %f1, %f2;
	add.f32 %f9, %f9, %f3;
	add.f32 %f9, %f9, %f4;
	add.f32 %f9, %f9, %f5;
	add.f32 %f9, %f9, %f6;
	add.f32 %f9, %f9, %f7;
	add.f32 %f9, %f9, %f8;
	st.shared.f32 [a+8], %f9;
	st.shared.f32 [a+12], %f9;   // with a+8: one STS.64
	st.shared.f32 [a+20], %f9;
	ret;
}
`

func TestMergedAccesses(t *testing.T) {
	p := lowerSrc(t, mergeSrc)
	m := MergedAccesses(p)
	cs := Costs(p)
	ld := opPCs(p, "k", ptx.OpLd, KLd)
	st := opPCs(p, "k", ptx.OpSt, KSt)
	if len(ld) != 8 || len(st) != 3 {
		t.Fatalf("got %d loads, %d stores", len(ld), len(st))
	}
	// a[0..3] (loads 0, 2, 4, 5) are one LDS.128 led by load 0.
	if m[ld[0]].Leader != int32(ld[0]) || m[ld[0]].Bytes != 16 {
		t.Errorf("leader: %+v", m[ld[0]])
	}
	for _, i := range []int{2, 4, 5} {
		if m[ld[i]].Leader != int32(ld[0]) || cs[ld[i]].Issues != 0 {
			t.Errorf("load %d: %+v, cost %+v; want merged into pc %d", i, m[ld[i]], cs[ld[i]], ld[0])
		}
	}
	var chain []int32
	for f := m[ld[0]].Next; f >= 0; f = m[f].Next {
		chain = append(chain, f)
	}
	if len(chain) != 3 {
		t.Errorf("group chain %v, want 3 followers", chain)
	}
	for _, i := range []int{1, 3, 6, 7} {
		if m[ld[i]].Leader >= 0 || cs[ld[i]].Issues != 1 {
			t.Errorf("load %d should stay scalar: %+v", i, m[ld[i]])
		}
	}
	if m[st[0]].Bytes != 8 || m[st[1]].Leader != int32(st[0]) || m[st[2]].Leader >= 0 {
		t.Errorf("stores: %+v %+v %+v; want a+8/a+12 merged, a+20 alone", m[st[0]], m[st[1]], m[st[2]])
	}
}

// XFenceGPU marks what ptxas turns into a GPU-scope MEMBAR: membar.gl and
// .sys, fence.sc/.acq_rel at .gpu/.sys, and a .release atom/red/st at GPU
// scope (MEMBAR.ALL.GPU before it); not CTA- or cluster-scope ones, proxy
// fences, or relaxed atomics.
func TestFenceGPUMarks(t *testing.T) {
	p := lowerSrc(t, `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 a)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [a];
	membar.gl;
	membar.sys;
	fence.sc.gpu;
	fence.acq_rel.sys;
	atom.add.release.gpu.u32 %r1, [%rd1], 1;
	red.release.gpu.global.add.u32 [%rd1], 1;
	st.release.gpu.global.u32 [%rd1], 1;
	membar.cta;
	fence.acq_rel.cta;
	fence.proxy.async;
	atom.add.release.cta.u32 %r2, [%rd1], 1;
	atom.global.add.u32 %r2, [%rd1], 1;
	ret;
}`)
	f := p.FuncByName("k")
	var marks []bool
	for pc := f.Start; pc < f.End; pc++ {
		switch p.Code[pc].Op {
		case ptx.OpMembar, ptx.OpFence, ptx.OpAtom, ptx.OpRed, ptx.OpSt:
			marks = append(marks, p.Code[pc].Extra&XFenceGPU != 0)
		}
	}
	want := []bool{true, true, true, true, true, true, true, false, false, false, false, false}
	if len(marks) != len(want) {
		t.Fatalf("%d fences and atomics lowered, want %d", len(marks), len(want))
	}
	for i := range want {
		if marks[i] != want[i] {
			t.Errorf("instruction %d: XFenceGPU %v, want %v", i, marks[i], want[i])
		}
	}
}

// An acquire load or atomic at GPU or system scope is marked XAcquireGPU
// (corpus gridSum's SASS: LD.E.STRONG.GPU then CCTL.IVALL); CTA-scope,
// relaxed and plain loads are not.
func TestAcquireGPUMarks(t *testing.T) {
	p := lowerSrc(t, `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 a)
{
	.reg .b32 %r<7>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [a];
	ld.acquire.gpu.u32 %r1, [%rd1];
	ld.acquire.sys.global.u32 %r2, [%rd1];
	atom.acq_rel.gpu.global.add.u32 %r3, [%rd1], 1;
	ld.acquire.cta.u32 %r4, [%rd1];
	ld.relaxed.gpu.u32 %r5, [%rd1];
	ld.global.u32 %r6, [%rd1];
	ret;
}`)
	f := p.FuncByName("k")
	var marks []bool
	for pc := f.Start; pc < f.End; pc++ {
		in := &p.Code[pc]
		if (in.Op == ptx.OpLd || in.Op == ptx.OpAtom) && in.Space != ptx.SpaceParam {
			marks = append(marks, in.Extra&XAcquireGPU != 0)
		}
	}
	want := []bool{true, true, true, false, false, false}
	if len(marks) != len(want) {
		t.Fatalf("%d loads and atomics lowered, want %d", len(marks), len(want))
	}
	for i := range want {
		if marks[i] != want[i] {
			t.Errorf("instruction %d: XAcquireGPU %v, want %v", i, marks[i], want[i])
		}
	}
}
