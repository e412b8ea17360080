package pipeline

import (
	"fmt"
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

// aggregatedAtomics marks what ptxas aggregates per warp, counted in the
// corpus's SASS (testdata/conformance/sass): atomicsAll has nine REDUX-fed
// "@P0 REDG" (32-bit integer add x2, and, or, xor, min and max signed and
// unsigned) while its add.u64, max.u64, add.f32, add.f64, inc, dec, cas
// and exch stay one update per lane; useGlobals' add.u64 on a symbol is
// a plain REDG.64; sumOnes' add.u32 is aggregated.
func TestAggregatedAtomicsMatchSASS(t *testing.T) {
	for _, c := range []struct {
		file, kernel string
		want         int
	}{
		{"sync.sm_90.ptx", "atomicsAll", 9},
		{"memory.sm_90.ptx", "useGlobals", 0},
		{"guide.sm_90.ptx", "sumOnes", 1},
	} {
		p := loadCorpusProgram(t, c.file)
		marks := aggregatedAtomics(p)
		f := p.FuncByName(c.kernel)
		if f == nil {
			t.Fatalf("%s: no kernel %s", c.file, c.kernel)
		}
		n := 0
		for pc := f.Start; pc < f.End; pc++ {
			if marks[pc] {
				n++
			}
		}
		if n != c.want {
			t.Errorf("%s: %d aggregated global atomics, SASS has %d", c.kernel, n, c.want)
		}
	}
}

// callFrames marks what ptxas's ABI saves, counted in the corpus's SASS
// (testdata/conformance/sass/control.sm_90.sass): fib calls itself and
// brackets its body with 5 STL and 5 LDL, so its two self-calls, the
// kernel's call of it and its return are marked; gcd and poly are leaves
// (no STL/LDL): their calls and returns are not.
func TestCallFramesMatchSASS(t *testing.T) {
	p := loadCorpusProgram(t, "control.sm_90.ptx")
	marks := callFrames(p)
	count := func(name string) (saves, restores int) {
		f := p.FuncByName(name)
		if f == nil {
			t.Fatalf("no function %s", name)
		}
		for pc := f.Start; pc < f.End; pc++ {
			switch marks[pc] {
			case frameSave:
				saves++
			case frameRestore:
				restores++
			}
		}
		return
	}
	for _, c := range []struct {
		name            string
		saves, restores int
	}{
		{"calls", 1, 0},   // fib(v & 15); gcd and poly are leaves
		{"_Z3fibj", 2, 1}, // fib(k-1), fib(k-2); its return
		{"_Z3gcdii", 0, 0},
		{"_Z4polyfPKfi", 0, 0},
	} {
		s, r := count(c.name)
		if s != c.saves || r != c.restores {
			t.Errorf("%s: %d frame saves, %d restores; SASS has %d, %d", c.name, s, r, c.saves, c.restores)
		}
	}
}

// Accesses to different state spaces cannot alias, so the scheduler moves
// transposePadded's global loads above the shared stores that PTX puts
// between them (its SASS: four LDG, then four STS), while a global load
// still stays behind an earlier global store.
func TestScheduledProgramSpacesApart(t *testing.T) {
	p := loadCorpusProgram(t, "memory.sm_90.ptx")
	q := scheduledProgram(p, timing.H200())
	f := p.FuncByName("transposePadded")
	var kinds []string
	for pc := f.Start; pc < f.End; pc++ {
		in := &q.Code[pc]
		if in.Kind == isa.KBar {
			break
		}
		switch {
		case in.Kind == isa.KLd && in.Space == ptx.SpaceGlobal:
			kinds = append(kinds, "LDG")
		case in.Kind == isa.KSt && in.Space == ptx.SpaceShared:
			kinds = append(kinds, "STS")
		}
	}
	if got := fmt.Sprint(kinds); got != "[LDG LDG LDG LDG STS STS STS STS]" {
		t.Errorf("transposePadded before its barrier: %s, want the four loads first", got)
	}
	ld := isa.Inst{Kind: isa.KLd, Space: ptx.SpaceGlobal}
	for _, c := range []struct {
		st   ptx.Space
		want bool
	}{{ptx.SpaceShared, true}, {ptx.SpaceLocal, true}, {ptx.SpaceGlobal, false}, {ptx.SpaceGeneric, false}} {
		st := isa.Inst{Kind: isa.KSt, Space: c.st}
		if got := apart(&st, &ld); got != c.want {
			t.Errorf("apart(st.%v, ld.global) = %v, want %v", c.st, got, c.want)
		}
	}
}
