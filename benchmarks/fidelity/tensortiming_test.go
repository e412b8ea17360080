package fidelity

import (
	"encoding/binary"
	"errors"
	"io/fs"
	"math"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// tensorTimingTolerance is how far (relative) the timing model's cycles may
// be from the H200's in a tensor-core microbenchmark case.
const tensorTimingTolerance = 0.15

// tensorTimingGaps are slots the model is known to miss, by case: they are
// reported, not checked. tmabench's copies read their source through the
// L2 (from DRAM when cold): the cold strided boxes (64 rows 16 KiB apart,
// each line in its own DRAM row) take 1371 and 2244 cycles on the H200,
// about twice what the model's DRAM latency gives (779, 1002); the first
// contiguous box and the 8 KiB bulk copy found their source in the H200's
// L2, left there by hwcase.py's fills of the buffers (cuMemsetD8), which
// the model's fills do not go through (it reads DRAM: 786 where the H200
// took 440 and 390). The four cold contiguous boxes agree (slot 6).
// tmabench_cold (the same kernel under Nsight Compute, caches flushed:
// every cold slot reads DRAM) shows the first copy from each buffer
// 430-550 cycles slower than the buffer's later cold copies (slots 0 and
// 4: 1326 and 1219; slot 6, four more cold boxes, 1039 / model 1010), and
// the 8 KiB bulk copy 900 / 786.
//
// ubench's mma_* kernels (slots 0-5) do not run on the H200 what their PTX
// says: their 8 accumulators start at zero and take the same zero A and B,
// so ptxas value-numbers them into one, leaving 8 HMMA per pass in a single
// dependent chain (16 HMMA per kernel, logsC/sass-ops-ubench.txt; the sink's
// 7 FADDs add one register to itself), and it hoists the closing bar.sync
// above the chain. The model runs the 64 mma of the PTX. Case ubench_sass
// is that SASS written back as PTX and checks the model against the same
// H200 cycles (194 for 1 warp, 219 for 8).
var tensorTimingGaps = map[string]map[int]string{
	"tmabench":      {0: firstTouch, 2: stridedDRAM, 4: fillInL2, 8: fillInL2},
	"tmabench_cold": {0: firstTouch, 2: stridedDRAM, 4: firstTouch},
	"ubench2":       {2: bChange, 3: bChange, 5: fp8CSE, 6: fp8CSE, 7: fp8CSE, 8: fp8CSE, 9: fp8CSE},
	"ubench": {
		0: mmaCSE, 1: mmaCSE, 2: mmaCSE, 3: mmaCSE, 4: mmaCSE, 5: mmaCSE,
	},
}

// Why tmabench's slots are not checked.
const (
	stridedDRAM = "cold strided box from DRAM: each line in its own DRAM row, about 2x the model's DRAM latency on the H200"
	fillInL2    = "on the H200 the source was still in the L2 from the buffer's fill; the model's fills bypass the L2"
	firstTouch  = "the first copy from a buffer: on the H200 430-550 cycles more than the buffer's later cold copies (tmabench_cold slot 6 agrees), a translation miss the model does not have"
)

// Why ubench2's slots are not checked: ptxas hoists the fp8 emulation's
// unpacks and HMMA out of an mma whose A and B do not change (2 HMMA in
// fp8_chain's SASS for 32 mma; 16 for 64 in fp8_ind8_b/ab, whose 8
// distinct B are each computed once), leaving the FADDs of C; and the H200
// ran 8 accumulators fed 8 different B registers in the same 480 cycles as
// one B, where the model charges tensor_core.mma_b_change (0.8 per mma,
// fitted on h200-tensor's gemm_inner_loop, whose B comes from ldmatrix).
const (
	fp8CSE  = "ptxas hoisted the fp8 emulation out of mma with loop-invariant A and B: the SASS has 2 (or 16) HMMA for 32 (or 64) mma"
	bChange = "the H200 shows no B-change cost here (480 as with one B); the model's mma_b_change comes from gemm_inner_loop"
)

// mmaCSE is why ubench's mma slots are not checked.
const mmaCSE = "ptxas merges the 8 zero accumulators: the H200 ran one chain of 8 HMMA, not 64 mma (checked in ubench_sass)"

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
			// A "cycles" expectation was measured under Nsight Compute,
			// caches flushed before the launch (hwcase.py ncu): the model's
			// run starts cold too.
			file := "cycles.expected.bin"
			if len(c.cycleExpects()) > 0 {
				file = coldFile(file)
			}
			hw, err := c.ReadFile(file)
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("no H200 cycles yet: %s comes from benchmarks/hardware/tensor-timing (run_c.sh, run_r5a.sh, run_r5b.sh)", file)
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

// TestTensorTimedExact runs the H200 mma.sync cases of testdata/hopper under
// the timing model, whose issue order list-schedules mma.sync and wmma.mma
// among the other instructions (sm/pipeline listsched.go), and checks that
// their results stay bit-exact.
func TestTensorTimedExact(t *testing.T) {
	for _, name := range []string{"mma_shapes", "mma_fp8", "mma_fp8_new", "mma_m8n8k4", "mma_sp", "mma_sp_ordered", "wmma_all"} {
		t.Run(name, func(t *testing.T) {
			c, err := LoadCase(filepath.Join("..", "..", "testdata", "hopper", "cases", name, "case.json"))
			if err != nil {
				t.Fatal(err)
			}
			out, err := c.Execute(RunOptions{Timing: timing.H200(), Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			msgs, err := c.Check(out)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range msgs {
				t.Error(m)
			}
		})
	}
}
