package ptxsim

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// genRun runs a generated program on a fresh H200 loaded by load, with
// timing on or off, its blocks on threads goroutines, and returns the
// output buffer.
func genRun(t *testing.T, p *genProgram, timed bool, threads int, load func(d *Device) (*Module, error)) []byte {
	t.Helper()
	d := NewDevice(sm.H200())
	d.SetThreads(threads)
	d.SetLimits(sm.Limits{MaxInstructions: 1 << 22})
	d.SetHostMemoryLimit(256 << 20)
	if timed {
		if err := d.SetTiming(timing.H200()); err != nil {
			t.Fatal(err)
		}
	}
	m, err := load(d)
	if err != nil {
		t.Fatalf("load: %v\n%s", err, p.src)
	}
	in, err := d.Malloc(uint64(len(p.in)))
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Write(in, p.in); err != nil {
		t.Fatal(err)
	}
	out, err := d.Malloc(p.outSize)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Launch("fuzz", D1(p.grid), D1(p.block), LaunchOptions{}, ArgPtr(in), ArgPtr(out)); err != nil {
		t.Fatalf("timing %v: %v\n%s", timed, err, p.src)
	}
	b := make([]byte, p.outSize)
	if err := d.Read(out, b); err != nil {
		t.Fatal(err)
	}
	return b
}

// checkGenerated runs a generated program four ways (functional on one
// goroutine and on four, timing model on four, assembled binary loaded
// back) and requires the same bytes.
func checkGenerated(t *testing.T, p *genProgram) {
	t.Helper()
	ir, prog, err := Compile("gen.ptx", []byte(p.src))
	if err != nil {
		t.Fatalf("the generator wrote PTX that does not compile: %v\n%s", err, p.src)
	}
	fromIR := func(d *Device) (*Module, error) { return d.LoadProgram(ir, prog) }
	want := genRun(t, p, false, 1, fromIR)
	if got := genRun(t, p, false, 4, fromIR); !bytes.Equal(got, want) {
		t.Fatalf("four worker goroutines differ from one at byte %d\n%s", firstDiff(got, want), p.src)
	}
	if got := genRun(t, p, true, 4, fromIR); !bytes.Equal(got, want) {
		t.Fatalf("timing mode (four goroutines) differs from functional mode at byte %d\n%s", firstDiff(got, want), p.src)
	}
	bin, err := Assemble("gen.ptx", []byte(p.src))
	if err != nil {
		t.Fatalf("assemble: %v\n%s", err, p.src)
	}
	got := genRun(t, p, false, 1, func(d *Device) (*Module, error) { return d.LoadBinary(bin) })
	if !bytes.Equal(got, want) {
		t.Fatalf("the assembled binary differs from the PTX at byte %d\n%s", firstDiff(got, want), p.src)
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// FuzzExec generates a valid, race-free PTX program from each input (see
// generateProgram) and requires the functional engine, the timing model and
// the binary round trip to agree byte for byte, with no fault.
func FuzzExec(f *testing.F) {
	r := rand.New(rand.NewPCG(15, 15))
	for _, n := range []int{0, 8, 32, 64, 128, 256, 512} {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkGenerated(t, generateProgram(data))
	})
}

// TestGeneratedPrograms runs a fixed sample of generated programs (the
// fuzz target's property on every go test run).
func TestGeneratedPrograms(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < n; i++ {
		b := make([]byte, 64+r.IntN(400))
		for j := range b {
			b[j] = byte(r.Uint32())
		}
		checkGenerated(t, generateProgram(b))
	}
}
