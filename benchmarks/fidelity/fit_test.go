package fidelity

import (
	"bytes"
	"os"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/ptxsim/ptxsim/isa/mma"
)

func mismatchCount(t *testing.T, name string) (int, int) {
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
		want, _ := os.ReadFile(c.Path(e.File))
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

func TestFitFP8(t *testing.T) {
	save := mma.H200
	defer func() { mma.H200 = save }()
	for _, blk := range []int{16, 32} {
		for _, al := range []mma.Align{mma.AlignNominal, mma.AlignExact, mma.AlignCarry} {
			for _, rnd := range []mma.Rounding{mma.RoundZero, mma.RoundNearest} {
				for fb := 8; fb <= 26; fb++ {
					mma.H200 = save
					mma.H200.Block, mma.H200.Align, mma.H200.Round, mma.H200.FracBits = blk, al, rnd, fb
					b1, t1 := mismatchCount(t, "wgmma_fp8")
					b2, t2 := mismatchCount(t, "mma_fp8")
					if b1+b2 < 100000 {
						fmt.Printf("blk %d align %d rnd %d fb %d: wgmma %d/%d mma %d/%d\n", blk, al, rnd, fb, b1, t1, b2, t2)
					}
				}
			}
		}
	}
}
