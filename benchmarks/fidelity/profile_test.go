package fidelity

import (
	"path/filepath"
	"testing"
)

// TestProfileCase profiles a case end to end when the timing model is
// present.
func TestProfileCase(t *testing.T) {
	c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", "vecadd"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := ProfileCase(c, RunOptions{ColdCaches: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Launches) != 1 || rep.Launches[0].Metrics[MetricCycles] <= 0 {
		t.Fatalf("profile %+v", rep.Launches)
	}
}
