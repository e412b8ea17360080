package benchmarks

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

// scaleDir is the scale corpus (issue #12): benchmark-suite kernels at
// realistic size with the H200's outputs and Nsight Compute metrics.
var scaleDir = filepath.Join("..", "testdata", "scale")

// TestScaleCorpusWellFormed checks every scale case without running it
// (running them takes minutes; see TestScaleCorpusConformance): the case
// loads, its module parses and lowers, every input file has its buffer's
// size, every expectation's file exists with its buffer's size, and the
// hardware data has cycles for every launch.
func TestScaleCorpusWellFormed(t *testing.T) {
	paths, err := fidelity.FindCases(scaleDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 18 {
		t.Errorf("%d scale cases, want at least 18", len(paths))
	}
	cache := new(fidelity.ProgramCache)
	for _, p := range paths {
		c, err := fidelity.LoadCase(p)
		if err != nil {
			t.Error(err)
			continue
		}
		if _, _, err := cache.Get(c.Path(c.Module)); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		sizes := map[string]uint64{}
		for _, b := range c.Buffers {
			sizes[b.Name] = b.Bytes
			if b.Init != "" {
				checkSize(t, c.Name, c.Path(b.Init), b.Bytes)
			}
		}
		for _, e := range c.Expect {
			checkSize(t, c.Name, c.Path(e.File), sizes[e.Buffer])
		}
		hw, err := c.HW()
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if !hw.HasTiming() {
			t.Errorf("%s: hw.json has no cycles", c.Name)
			continue
		}
		if len(hw.Launches) != len(c.Launches) {
			t.Errorf("%s: hw.json has %d launches, the case %d", c.Name, len(hw.Launches), len(c.Launches))
		}
	}
}

func checkSize(t *testing.T, name, path string, want uint64) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	if uint64(st.Size()) != want {
		t.Errorf("%s: %s has %d bytes, want %d", name, filepath.Base(path), st.Size(), want)
	}
}

// TestScaleCorpusConformance runs every scale case functionally and checks
// its outputs against the H200's. It takes about 15 minutes on one core,
// so it runs only with PTXSIM_SCALE=1 (and says so otherwise):
//
//	PTXSIM_SCALE=1 go test ./benchmarks -run ScaleCorpusConformance -timeout 2h -v
func TestScaleCorpusConformance(t *testing.T) {
	if os.Getenv("PTXSIM_SCALE") == "" {
		t.Skip("the scale corpus takes about 15 minutes functionally: set PTXSIM_SCALE=1 to run it")
	}
	sum, err := fidelity.RunConformance(scaleDir, fidelity.ConformanceOptions{Filter: os.Getenv("PTXSIM_SCALE_RUN")})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range sum.Cases {
		if r.Status != fidelity.StatusPass {
			t.Errorf("%s: %s: %s", r.Name, r.Status, r.Message)
		}
	}
	t.Log(sum.Summary())
}
