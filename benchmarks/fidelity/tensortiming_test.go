package fidelity

import (
	"encoding/binary"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// tensorTimingTolerance is how far (relative) the timing model's cycles may
// be from the H200's in a tensor-core microbenchmark case.
const tensorTimingTolerance = 0.15

// tensorTimingGaps are slots the model is known to miss, by case: they are
// reported, not checked. tmabench's cold copies read DRAM on the H200
// (1371-2244 cycles over three runs) and the model does not look a TMA
// copy's source up in the L2 (docs/timing-model.md, "Tensor cores and
// Hopper").
var tensorTimingGaps = map[string]map[int]string{
	"tmabench": {0: "cold tensor box (DRAM)", 2: "cold tensor boxes (DRAM)", 6: "cold contiguous boxes (DRAM, in part)"},
}

// TestTensorTiming runs the microbenchmark cases of testdata/tensor-timing
// (tag "microbenchmark": each kernel stores the %clock64 cycles of what it
// measures into the buffer "cycles", and cycles.expected.bin holds the
// H200's, benchmarks/hardware/tensor-timing) under the timing model and
// compares the cycles slot by slot.
func TestTensorTiming(t *testing.T) {
	paths, err := FindCases(filepath.Join("..", "..", "testdata", "tensor-timing"))
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(c.Tags, "microbenchmark") {
			continue
		}
		ran++
		t.Run(c.Name, func(t *testing.T) {
			hw, err := os.ReadFile(filepath.Join(filepath.Dir(p), "cycles.expected.bin"))
			if errors.Is(err, fs.ErrNotExist) {
				t.Skip("no H200 cycles yet: cycles.expected.bin comes from benchmarks/hardware/tensor-timing/run_b.sh")
			}
			if err != nil {
				t.Fatal(err)
			}
			out, err := c.Execute(RunOptions{Timing: timing.H200(), Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			got := out.Buffers["cycles"]
			if len(got) != len(hw) {
				t.Fatalf("cycles: %d bytes, expected file %d", len(got), len(hw))
			}
			for i := 0; i+8 <= len(hw); i += 8 {
				h := float64(binary.LittleEndian.Uint64(hw[i:]))
				g := binary.LittleEndian.Uint64(got[i:])
				e := (float64(g) - h) / h
				if why, gap := tensorTimingGaps[c.Name][i/8]; gap {
					t.Logf("slot %2d: model %6d  H200 %6.0f  %+6.1f%%  KNOWN GAP, not checked: %s", i/8, g, h, 100*e, why)
					continue
				}
				t.Logf("slot %2d: model %6d  H200 %6.0f  %+6.1f%%", i/8, g, h, 100*e)
				if math.Abs(e) > tensorTimingTolerance {
					t.Errorf("slot %d: model %d cycles, H200 %.0f (%+.1f%%, tolerance %.0f%%)", i/8, g, h, 100*e, 100*tensorTimingTolerance)
				}
			}
		})
	}
	if ran == 0 {
		t.Fatal("no microbenchmark cases in testdata/tensor-timing")
	}
}
