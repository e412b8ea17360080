package fidelity

import (
	"math"
	"path/filepath"
	"testing"
)

// TestMicroSuite runs testdata/micro (H200 ground truth of device round A,
// issue #12) on the timing model: every case must pass functionally, and
// the values the timing parameters were fitted on must stay near the
// hardware's: the back edge of a ptxas-unrolled FFMA chain
// (sched.loop_branch: loop_chains ffma_unr, 256 iterations, 1293 cycles)
// and distinct-address REDs from 16 and 32 warps (atomic.per_address:
// red_throughput 512 and 1024 threads, 1242 and 2244 cycles). The rest of
// the suite (not-unrolled loops, straight-line code: instruction fetch) is
// reported, not asserted: docs/timing-model.md lists it as a known gap.
func TestMicroSuite(t *testing.T) {
	rep, err := Validate(filepath.Join("..", "..", "testdata", "micro"), ValidateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range rep.Cases {
		if c.Status != "ok" {
			t.Errorf("%s: %s %s", c.Name, c.Status, c.Message)
		}
	}
	fitted := []struct {
		name    string
		element int
		tol     float64
	}{
		{"loop_chains", 46, 0.05},
		{"red_throughput", 4, 0.10},
		{"red_throughput", 5, 0.10},
	}
	for _, f := range fitted {
		found := false
		for _, v := range rep.Micro {
			if v.Case != f.name || v.Element != f.element || !v.Cold {
				continue
			}
			found = true
			if math.Abs(v.RelError) > f.tol {
				t.Errorf("%s out[%d]: sim %.0f hw %.0f (%+.1f%%), want within %.0f%%", f.name, f.element, v.Sim, v.HW, 100*v.RelError, 100*f.tol)
			}
		}
		if !found {
			t.Errorf("%s out[%d]: no micro value", f.name, f.element)
		}
	}
	t.Logf("testdata/micro: micro MAPE %.1f%% over %d values, cycles MAPE %.1f%% over %d launches", rep.MicroMAPE, rep.MicroValues, rep.CyclesMAPE, rep.CyclesLaunches)
}
