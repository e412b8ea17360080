package pipeline

import (
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// fuseShiftAdds folds chaseShared's `shl.b32; add.s32` address steps into
// one instruction (the SASS's LEA) and leaves a shift whose result has
// another use, or that feeds no add, alone.
func TestFuseShiftAdds(t *testing.T) {
	p := loadCorpusProgram(t, "micro.sm_90.ptx")
	costs := isa.Costs(p)
	fuseShiftAdds(p, costs)
	f := p.FuncByName("chaseShared")
	fused, kept := 0, 0
	for pc := f.Start; pc < f.End; pc++ {
		if p.Code[pc].Op != ptx.OpShl {
			continue
		}
		if costs[pc].Issues == 0 {
			fused++
		} else {
			kept++
		}
	}
	// The init loop's shl, the 4 chase steps of the unrolled loop and the
	// remainder loop's step all feed one add.
	if fused != 6 || kept != 0 {
		t.Errorf("chaseShared: %d shifts fused, %d kept; want 6, 0", fused, kept)
	}

	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	shl.b32 %r2, %r1, 2;
	add.s32 %r3, %r2, 64;
	add.s32 %r4, %r2, %r3;
	shl.b32 %r5, %r1, 3;
	mul.lo.s32 %r6, %r5, %r4;
	cvt.u64.u32 %rd2, %r6;
	st.global.u64 [%rd1], %rd2;
	ret;
}`
	m, err := ptx.Parse("k.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	q, err := isa.Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	qc := isa.Costs(q)
	fuseShiftAdds(q, qc)
	for pc := range q.Code {
		if q.Code[pc].Op == ptx.OpShl && qc[pc].Issues == 0 {
			t.Errorf("pc %d: shift fused although its result has two uses or feeds a mul", pc)
		}
	}
}
