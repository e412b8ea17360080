package fidelity

import (
	"math"
	"strings"
	"testing"
)

// TestSizeErrors checks the size summary's arithmetic on a hand-made set:
// buckets, per-bucket MAPE / median / signed mean, the |error| vs
// log10(size) line and its correlation, and the cost sums.
func TestSizeErrors(t *testing.T) {
	l := func(hw, sim, wall float64, thr uint64) *LaunchValidation {
		return &LaunchValidation{HWCycles: hw, SimCycles: sim, HasCycles: true, RelError: (sim - hw) / hw, WallSeconds: wall, ThreadInstructions: thr}
	}
	ls := []*LaunchValidation{
		l(1e3, 1.1e3, 0.5, 100),           // <10k: +10%
		l(5e3, 4e3, 0.5, 100),             // <10k: -20%
		l(1e4, 1.3e4, 1, 1000),            // 10k-100k (lower edge inclusive): +30%
		l(1e6, 1.4e6, 2, 1000000),         // >=1M: +40%
		{HWCycles: 2e5, HasCycles: false}, // no cycles: left out
	}
	s := SizeErrors(ls, SizeBucketEdges)
	want := []struct {
		label              string
		n                  int
		mape, median, mean float64
		cps                float64
	}{
		{"<10k", 2, 15, 15, -5, (1.1e3 + 4e3) / 1.0},
		{"10k-100k", 1, 30, 30, 30, 1.3e4},
		{"100k-1M", 0, 0, 0, 0, 0},
		{">=1M", 1, 40, 40, 40, 1.4e6 / 2},
	}
	if len(s.Buckets) != len(want) {
		t.Fatalf("%d buckets, want %d", len(s.Buckets), len(want))
	}
	for i, w := range want {
		b := s.Buckets[i]
		if b.Label != w.label || b.Launches != w.n || !near(b.MAPE, w.mape) || !near(b.MedianAPE, w.median) || !near(b.MeanError, w.mean) || !near(b.SimCyclesPerSecond, w.cps) {
			t.Errorf("bucket %d = %+v, want %+v", i, b, w)
		}
	}
	// |error| 10, 20, 30, 40 at log10 size 3, 3.699, 4, 6.
	x := []float64{3, math.Log10(5e3), 4, 6}
	y := []float64{10, 20, 30, 40}
	mx := (x[0] + x[1] + x[2] + x[3]) / 4
	var sxy, sxx, syy float64
	for i := range x {
		sxy += (x[i] - mx) * (y[i] - 25)
		sxx += (x[i] - mx) * (x[i] - mx)
		syy += (y[i] - 25) * (y[i] - 25)
	}
	if s.Launches != 4 || !near(s.Slope, sxy/sxx) || !near(s.Intercept, 25-sxy/sxx*mx) || !near(s.Correlation, sxy/math.Sqrt(sxx*syy)) {
		t.Errorf("line: launches %d slope %v intercept %v r %v; want 4, %v, %v, %v", s.Launches, s.Slope, s.Intercept, s.Correlation, sxy/sxx, 25-sxy/sxx*mx, sxy/math.Sqrt(sxx*syy))
	}
	if s.Slope <= 0 {
		t.Errorf("errors grow with size here, slope %v", s.Slope)
	}
	// Errors that do not depend on size: slope 0, r 0.
	flat := SizeErrors([]*LaunchValidation{l(1e3, 1.1e3, 1, 1), l(1e5, 1.1e5, 1, 1), l(1e7, 0.9e7, 1, 1)}, SizeBucketEdges)
	if !near(flat.Slope, 0) || flat.Correlation != 0 || !near(flat.Intercept, 10) {
		t.Errorf("flat: slope %v r %v intercept %v, want 0 0 10", flat.Slope, flat.Correlation, flat.Intercept)
	}

	c := Costs(ls)
	if c.Launches != 4 || !near(c.WallSeconds, 4) || !near(c.SimCycles, 1.1e3+4e3+1.3e4+1.4e6) || c.ThreadInstructions != 1001200 ||
		!near(c.SimCyclesPerSecond, (1.1e3+4e3+1.3e4+1.4e6)/4) || !near(c.ThreadInstructionsPerSecond, 1001200.0/4) {
		t.Errorf("costs = %+v", c)
	}
	lines := strings.Join(s.SizeLines(), "\n")
	for _, w := range []string{"<10k", "2 launches  MAPE  15.0%  median  15.0%  mean error   -5.0%", "100k-1M      0 launches", "slope +"} {
		if !strings.Contains(lines, w) {
			t.Errorf("size lines lack %q:\n%s", w, lines)
		}
	}
	if got := humanRate(1234567); got != "1.23M" {
		t.Errorf("humanRate = %q", got)
	}
}
