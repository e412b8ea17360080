package ptxsim

import (
	"bytes"
	"path/filepath"
	"testing"
)

// TestConformance runs the whole ground-truth corpus, one subtest per case.
// Cases needing a feature listed in Unsupported are skipped with the reason.
func TestConformance(t *testing.T) {
	paths, err := FindCases(filepath.Join("testdata", "conformance"))
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
			if r := c.SkipReason(); r != "" {
				t.Skip(r)
			}
			r := c.Run(RunOptions{Cache: cache})
			if r.Status != StatusPass {
				t.Errorf("%s: %s", r.Status, r.Message)
			}
		})
	}
}

// TestConformanceDeterministic runs a few cases twice and demands identical
// output bytes: the simulator has no hidden nondeterminism.
func TestConformanceDeterministic(t *testing.T) {
	for _, name := range []string{"histogram_global", "sum_last_block", "spin_lock", "atomics_all"} {
		c, err := LoadCase(filepath.Join("testdata", "conformance", "cases", name))
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
	paths, err := FindCases(filepath.Join("testdata", "conformance"))
	if err != nil {
		t.Fatal(err)
	}
	cache := &ProgramCache{ViaBinary: &[2]int{9, 0}}
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.Name, func(t *testing.T) {
			if r := c.SkipReason(); r != "" {
				t.Skip(r)
			}
			if r := c.Run(RunOptions{Cache: cache}); r.Status != StatusPass {
				t.Errorf("%s: %s", r.Status, r.Message)
			}
		})
	}
}
