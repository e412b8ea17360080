package pipeline

import (
	"os"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
)

func loadCorpusProgram(t *testing.T, file string) *isa.Program {
	t.Helper()
	src, err := os.ReadFile("../../testdata/conformance/ptx/" + file)
	if err != nil {
		t.Skip(err)
	}
	m, err := ptx.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The list scheduler hoists occupancyProbe's four loop loads ahead of the
// FMAs that use them (as ptxas's SASS does) and keeps every block's
// instructions in place: the same multiset per block, branches fixed.
func TestScheduledProgramHoistsLoads(t *testing.T) {
	p := loadCorpusProgram(t, "scaling.sm_90.ptx")
	q := scheduledProgram(p, timing.H200())
	f := p.FuncByName("occupancyProbe")
	loads := -1
	for pc := f.Start; pc < f.End && loads < 0; pc++ {
		if in := &p.Code[pc]; in.Kind == isa.KBra && in.Target < pc {
			loads = 0
			for k := in.Target; k < pc && q.Code[k].Op != ptx.OpFma; k++ {
				if q.Code[k].Kind == isa.KLd {
					loads++
				}
			}
		}
	}
	if loads != 4 {
		t.Fatalf("loads issued before the loop's first fma: %d, want 4", loads)
	}
	for pc := range p.Code {
		a, b := &p.Code[pc], &q.Code[pc]
		if !movable(a) && (a.Kind != b.Kind || a.Op != b.Op || a.Target != b.Target) {
			t.Fatalf("pinned instruction at pc %d moved", pc)
		}
	}
}

// unrolledLoops marks the counted loop form ptxas unrolls (barrierCost:
// add -4; setp.ne 0) and not occupancyProbe's derived exit test.
func TestUnrolledLoops(t *testing.T) {
	for _, c := range []struct {
		file, fn string
		want     bool
	}{
		{"micro.sm_90.ptx", "barrierCost", true},
		{"scaling.sm_90.ptx", "occupancyProbe", false},
	} {
		p := loadCorpusProgram(t, c.file)
		marks := unrolledLoops(p)
		f := p.FuncByName(c.fn)
		got := false
		for pc := f.Start; pc < f.End; pc++ {
			if in := &p.Code[pc]; in.Kind == isa.KBra && in.Target < pc && in.Target > f.Start+8 {
				got = got || marks[pc]&loopBackEdge != 0
				break // the first (main) loop
			}
		}
		if got != c.want {
			t.Errorf("%s: main loop unrolled = %v, want %v", c.fn, got, c.want)
		}
	}
}
