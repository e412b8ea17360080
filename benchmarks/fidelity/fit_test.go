package fidelity

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxsim/ptxsim/isa/mma"
)

// mismatchCount runs a Hopper case and counts the 32-bit words of its
// expectations (those of buffers whose name contains filter) that differ
// from the H200's.
func mismatchCount(t *testing.T, name string, filter string) (int, int) {
	c, err := LoadCase(filepath.Join("..", "..", "testdata", "hopper", "cases", name))
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.Execute(RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	bad, tot := 0, 0
	for _, e := range c.Expect {
		if filter != "" && !bytes.Contains([]byte(e.Buffer), []byte(filter)) {
			continue
		}
		want, err := c.ReadFile(e.File)
		if err != nil {
			t.Fatal(err)
		}
		got := out.Buffers[e.Buffer]
		for i := 0; i+4 <= len(want); i += 4 {
			tot++
			if !bytes.Equal(got[i:i+4], want[i:i+4]) {
				bad++
			}
		}
	}
	return bad, tot
}

// TestFitTensorModel searches tensor-core accumulation models against a
// Hopper case's H200 outputs: FITCASE=wgmma_fp8 [FITBUF=_f32] go test
// ./benchmarks/fidelity -run TestFitTensorModel -v. It is how H200FP8 was
// found (isa/mma/h200.go).
func TestFitTensorModel(t *testing.T) {
	name := os.Getenv("FITCASE")
	if name == "" {
		t.Skip("a model search: set FITCASE (and FITBUF) to run it")
	}
	save, save8, save4 := mma.H200, mma.H200FP8, mma.H200M884
	defer func() { mma.H200, mma.H200FP8, mma.H200M884 = save, save8, save4 }()
	for _, blk := range []int{4, 8, 16, 32} {
		for _, al := range []mma.Align{mma.AlignNominal, mma.AlignExact, mma.AlignCarry} {
			for _, rnd := range []mma.Rounding{mma.RoundZero, mma.RoundNearest} {
				for fb := 10; fb <= 40; fb++ {
					mma.H200 = save
					mma.H200.Block, mma.H200.Align, mma.H200.Round, mma.H200.FracBits = blk, al, rnd, fb
					mma.H200FP8 = mma.H200
					mma.H200M884 = mma.H200
					b, tot := mismatchCount(t, name, os.Getenv("FITBUF"))
					fmt.Printf("FIT %d/%d block %d align %d round %d frac_bits %d\n", b, tot, blk, al, rnd, fb)
				}
			}
		}
	}
}
