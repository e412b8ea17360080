package fidelity

import (
	"path/filepath"
	"strings"
	"testing"
)

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
			if why, ok := HopperKnown[c.Name]; ok {
				t.Skip(why)
			}
			if why, ok := HopperRejected[c.Name]; ok {
				r := c.Run(RunOptions{Cache: cache})
				if r.Status != StatusError || !strings.Contains(r.Message, why) {
					t.Errorf("the driver refused this tensor map (%s); ptxsim: %s: %s", why, r.Status, r.Message)
				}
				return
			}
			if HopperFaults[c.Name] {
				r := c.Run(RunOptions{Cache: cache})
				if r.Status != StatusError || !strings.Contains(r.Message, "illegal instruction") || !strings.Contains(r.Message, "multiple of 16 bytes") {
					t.Errorf("the H200 faulted (illegal instruction, dimension-0 offset not a multiple of 16 bytes); ptxsim: %s: %s", r.Status, r.Message)
				}
				t.Logf("faults as on the H200: %s", r.Message)
				return
			}
			if !c.HasFile(c.Module) {
				t.Skipf("module %s is made on the device by benchmarks/hardware/hopper/run.sh and is not in the tree yet", c.Module)
			}
			for _, e := range c.Expect {
				if e.File == "" {
					continue
				}
				if !c.HasFile(e.File) {
					t.Skipf("no H200 results yet (%s): run benchmarks/hardware/hopper/run.sh on the device", e.File)
				}
			}
			if p, ok := HopperPartial[c.Name]; ok {
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
