package fidelity

import (
	"os"
	"path/filepath"
	"testing"
)

// hopperKnown lists the Hopper cases that are knowingly not run, with why.
var hopperKnown = map[string]string{
	"tma_interleave16": "interleaved tensor maps are refused (not modelled): the H200 moved 256 of the box's 512 bytes and loaded rows the tile rule does not give",
	"tma_interleave32": "interleaved tensor maps are refused (not modelled): the H200 loaded rows across the plane boundary that the tile rule does not give",
	"tma_oob_nan_end":  endFault,
	"tma_oob_none_end": endFault,
	"tma_swz_128b_end": endFault,
	"tma_swz_64b_end":  endFault,
	"tma_swz_32b_end":  endFault,
	"tma_swz_none_end": endFault,
	"tma_store":        "its clipped 2D store faulted on the H200 (illegal instruction), as the 2D loads past the end did; ptxsim clips",
	"tma_st_3d":        inBoundsFault,
	"tma_red_add":      inBoundsFault,
}

// endFault: 2D tensor loads whose box runs past the end of the outer
// dimension faulted on the H200 with an illegal instruction (round 3);
// ptxsim fills the elements outside with zeros (or NaN), as the PTX ISA
// describes, and 1D/3D boxes past the end ran on the H200 as ptxsim runs
// them (tma_tile).
const endFault = "the H200 faulted (illegal instruction) on this 2D box past the end of the tensor; ptxsim fills the outside elements as the PTX ISA says"

// inBoundsFault: round 4 (run4.sh) ran four in-bounds tensor stores and
// reductions; the 2D store (tma_st_2d) and the s32 max reduction
// (tma_red_max) matched ptxsim, while the 3D store and the f32 add
// reduction faulted on the H200 with an illegal instruction. The cause
// (the driver's tensor-map encoding for these shapes, or the PTX forms)
// was not found in the time the device was lent, so ptxsim's results for
// them stay unchecked.
const inBoundsFault = "the H200 faulted (illegal instruction) on this in-bounds case in round 4; cause not found, ptxsim's result unchecked"

// hopperPartial lists the cases whose accumulation model is known not to
// reproduce every H200 output yet: the test reports how many 32-bit words
// differ and fails only if that number grows past the bound (measured when
// the model was fitted; see docs/RATIONALE.md "Tensor-core models fitted on
// the H200").
var hopperPartial = map[string]struct {
	words int
	why   string
}{
	"wgmma_fp8":       {8335, "fp8 wgmma with f32 accumulators: H200FP8 matches 85% of outputs (f16 accumulators: all)"},
	"wgmma_fp8_arith": {1010, "fp8 wgmma with f32 accumulators: H200FP8 matches 85% of outputs (f16 accumulators: all)"},
	"mma_fp8":         {390, "mma.sync fp8 (emulated on sm_90): no model found yet; the f16 model matches 62%"},
	"mma_fp8_new":     {134, "mma.sync fp8 (emulated on sm_90): no model found yet; the f16 model matches 65%"},
	"mma_m8n8k4":      {523, "mma.sync m8n8k4 .f16 (emulated on sm_90): layouts exact, H200M884 matches 90% of outputs"},
}

// TestHopper runs the Hopper suite (testdata/hopper: wgmma, tensor cores,
// bulk and tensor copies, mbarrier, clusters, the Triton and CUTLASS-style
// proof programs), one subtest per case, against the outputs read back on
// the H200 by benchmarks/hardware/hopper/run.sh. A case whose hardware
// results are not in the tree yet is skipped with that reason.
func TestHopper(t *testing.T) {
	paths, err := FindCases(filepath.Join("..", "..", "testdata", "hopper"))
	if err != nil {
		t.Fatal(err)
	}
	cache := new(ProgramCache)
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			if why, ok := hopperKnown[c.Name]; ok {
				t.Skip(why)
			}
			if _, err := os.Stat(c.Path(c.Module)); err != nil {
				t.Skipf("module %s is made on the device by benchmarks/hardware/hopper/run.sh and is not in the tree yet", c.Module)
			}
			for _, e := range c.Expect {
				if e.File == "" {
					continue
				}
				if _, err := os.Stat(c.Path(e.File)); err != nil {
					t.Skipf("no H200 results yet (%s): run benchmarks/hardware/hopper/run.sh on the device", e.File)
				}
			}
			if p, ok := hopperPartial[c.Name]; ok {
				bad, total := mismatchCount(t, c.Name, "")
				t.Logf("known partial: %d of %d words differ from the H200 (%s)", bad, total, p.why)
				if bad > p.words {
					t.Errorf("%d of %d words differ from the H200, more than the %d known (%s)", bad, total, p.words, p.why)
				}
				return
			}
			if r := c.Run(RunOptions{Cache: cache}); r.Status != StatusPass {
				t.Errorf("%s: %s", r.Status, r.Message)
			}
		})
	}
}
