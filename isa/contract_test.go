package isa

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestContractGaussianFan2: the scale corpus's Gaussian elimination
// (testdata/scale, Rodinia's Fan2) computes a[i][j] -= m[i] * a[t][j] as
// mul.f32 then sub.f32 with no rounding modifier; ptxas makes each pair
// one FFMA (testdata/scale/sass/gaussian.sm_90.sass: FFMA R7, R12, -R15,
// R7), and the H200's results are the fused ones (ptxsim rounding twice
// differed in 919,757 of 16.8M elements). Both subtractions of fan2 must be
// lowered as contracted FMAs, and nothing else in it fused.
func TestContractGaussianFan2(t *testing.T) {
	path := filepath.Join("..", "testdata", "scale", "ptx", "gaussian.sm_90.ptx")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	f := p.FuncByName("fan2")
	if f == nil {
		t.Fatal("no fan2")
	}
	lines := strings.Split(string(src), "\n")
	fused, subs, muls := 0, 0, 0
	for pc := f.Start; pc < f.End; pc++ {
		in := &p.Code[pc]
		if in.Type != ptx.F32 {
			continue
		}
		switch {
		case in.Extra&XFused != 0:
			fused++
			if l := lines[p.Pos[pc].Line-1]; !strings.Contains(l, "sub.f32") {
				t.Errorf("pc %d: fused at line %d (%q), want a sub.f32's", pc, p.Pos[pc].Line, strings.TrimSpace(l))
			}
		case in.Op == ptx.OpSub:
			subs++
		case in.Op == ptx.OpMul:
			muls++
		}
	}
	if fused != 2 || subs != 0 {
		t.Errorf("fan2: %d contracted subs and %d plain ones, want 2 and 0", fused, subs)
	}
	t.Logf("fan2: %d mul.f32 + sub.f32 pairs contracted (%d mul.f32 left standing)", fused, muls)
}
