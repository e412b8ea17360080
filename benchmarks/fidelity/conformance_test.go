package fidelity

import (
	"bytes"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// eachCase runs fn as a subtest for every corpus case, skipping (with the
// reason) the cases listed in Unsupported and in skip.
func eachCase(t *testing.T, skip map[string]string, fn func(t *testing.T, c *Case)) {
	t.Helper()
	paths, err := FindCases(filepath.Join("..", "..", "testdata", "conformance"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			if r := c.SkipReason(); r != "" {
				t.Skip(r)
			}
			if r, ok := skip[c.Name]; ok {
				t.Skip(r)
			}
			fn(t, c)
		})
	}
}

// TestConformance runs the whole ground-truth corpus, one subtest per case.
// Cases needing a feature listed in Unsupported are skipped with the reason.
func TestConformance(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, nil, func(t *testing.T, c *Case) {
		if r := c.Run(RunOptions{Cache: cache}); r.Status != StatusPass {
			t.Errorf("%s: %s", r.Status, r.Message)
		}
	})
}

// TestConformanceDeterministic runs a few cases twice and demands identical
// output bytes: the simulator has no hidden nondeterminism.
func TestConformanceDeterministic(t *testing.T) {
	for _, name := range []string{"histogram_global", "sum_last_block", "spin_lock", "atomics_all"} {
		c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", name))
		if err != nil {
			t.Fatal(err)
		}
		var outs [2]*CaseOutputs
		for i := range outs {
			if outs[i], err = c.Execute(RunOptions{}); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		for buf, a := range outs[0].Buffers {
			if !bytes.Equal(a, outs[1].Buffers[buf]) {
				t.Errorf("%s: two runs left different bytes in buffer %s", name, buf)
			}
		}
	}
}

// TestConformanceFromBinaries runs the corpus from assembled binaries: each
// module goes through Assemble (machine image + PTX image), Read and image
// selection for the H200 before it is lowered, and every case must give the
// same results as from PTX.
func TestConformanceFromBinaries(t *testing.T) {
	if testing.Short() {
		t.Skip("the corpus from binaries takes a while; run without -short")
	}
	cache := &ProgramCache{ViaBinary: &[2]int{9, 0}}
	eachCase(t, nil, func(t *testing.T, c *Case) {
		if r := c.Run(RunOptions{Cache: cache}); r.Status != StatusPass {
			t.Errorf("%s: %s", r.Status, r.Message)
		}
	})
}

// TestTimingDeterministic runs cases twice with the timing model and
// demands the same metrics, cycle counts included.
func TestTimingDeterministic(t *testing.T) {
	for _, name := range []string{"histogram_shared", "reduce_shuffle", "spin_lock"} {
		c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", name))
		if err != nil {
			t.Fatal(err)
		}
		var runs [2][]map[string]float64
		for i := range runs {
			out, err := c.Execute(RunOptions{Timing: timing.H200(), ColdCaches: true})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, l := range out.Launches {
				runs[i] = append(runs[i], l.Metrics)
			}
		}
		if !reflect.DeepEqual(runs[0], runs[1]) {
			t.Errorf("%s: two timing runs gave different metrics", name)
		}
	}
}

// TestPolicyDeterministic: a non-default policy gives the same figures on
// every run, the seeded random replacement included.
func TestPolicyDeterministic(t *testing.T) {
	c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", "reduce_shuffle"))
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []func(*timing.TimingSpec){
		func(s *timing.TimingSpec) { s.Sched.Policy = "two_level" },
		func(s *timing.TimingSpec) {
			s.L1.Replacement, s.L2.Replacement, s.Launch.Dispatch = "random", "random", "greedy"
		},
	} {
		var runs [2]map[string]float64
		for i := range runs {
			spec := timing.H200()
			set(spec)
			out, err := c.Execute(RunOptions{Timing: spec, ColdCaches: true})
			if err != nil {
				t.Fatal(err)
			}
			runs[i] = out.Launches[0].Metrics
		}
		if !reflect.DeepEqual(runs[0], runs[1]) {
			t.Errorf("two runs gave different metrics")
		}
		if runs[0][MetricCycles] <= 0 {
			t.Errorf("no cycles")
		}
	}
}
