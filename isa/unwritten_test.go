package isa

import (
	"slices"
	"testing"
)

// TestUnwritten checks which registers a kernel may read before writing
// them: a guarded write and a write on one side of a branch do not count,
// a write before every read does, constants are left out.
func TestUnwritten(t *testing.T) {
	p := lowerSrc(t, `
.version 7.0
.target sm_70
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	setp.eq.u32 %p1, %r1, 0;
	@%p1 mov.u32 %r2, 7;
	@%p1 bra $L1;
	mov.u32 %r3, 5;
$L1:
	add.u32 %r4, %r2, %r3;
	add.u32 %r5, %r1, 100;
	add.u32 %r6, %r5, %r1;
	st.global.u32 [%rd1], %r4;
	st.global.u32 [%rd1+4], %r6;
	st.global.u32 [%rd1+8], %r7;
	ret;
}
`)
	f := p.Funcs[0]
	// The slots, found through the instructions that use them: the three
	// stores' values (%r4, %r6, %r7) and the add that computes %r4 (%r2, %r3).
	var st []Inst
	for _, in := range p.Code[f.Start:f.End] {
		if in.Kind == KSt {
			st = append(st, in)
		}
	}
	if len(st) != 3 {
		t.Fatalf("%d stores, want 3", len(st))
	}
	r4, r7 := st[0].S[0], st[2].S[0]
	var want []int32
	for _, in := range p.Code[f.Start:f.End] {
		if in.Kind == KALU && in.D[0] == r4 {
			want = append(want, in.S[0], in.S[1])
		}
	}
	want = append(want, r7)
	slices.Sort(want)
	got := slices.Sorted(slices.Values(f.Unwritten))
	if len(want) != 3 || !slices.Equal(got, want) {
		t.Errorf("unwritten slots %v, want %v (%%r2, %%r3, %%r7)", got, want)
	}
	if f.UnwrittenCalls {
		t.Error("UnwrittenCalls set for a kernel without calls")
	}
}
