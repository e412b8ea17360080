package fidelity

import (
	"fmt"
	"math"
	"strconv"
)

// Size and cost: does the model's error grow with the size of a launch, and
// how fast does it simulate (issue #12, "how the cost grows")? The size
// summary is deterministic (it depends on cycles only); the cost figures
// are wall-clock times of this run and change from run to run, so they are
// kept out of SummaryLines and of the golden file.

// SizeBucketEdges are the hardware-cycle edges of the size buckets: <10k,
// 10k-100k, 100k-1M, >=1M.
var SizeBucketEdges = []float64{1e4, 1e5, 1e6}

// SizeBucket is the error of the launches whose measured cycles lie in
// [Lo, Hi) (Hi 0: no upper edge). Percentages in percent.
type SizeBucket struct {
	Label     string  `json:"label"`
	Lo        float64 `json:"lo"`
	Hi        float64 `json:"hi,omitempty"`
	Launches  int     `json:"launches"`
	MAPE      float64 `json:"mape"`
	MedianAPE float64 `json:"median_ape"`
	MeanError float64 `json:"mean_error"` // signed: (sim − hw) / hw averaged
	// Cost of the bucket's launches (wall clock: not deterministic).
	WallSeconds        float64 `json:"wall_seconds"`
	SimCyclesPerSecond float64 `json:"sim_cycles_per_second"`
}

// SizeSummary is the error against launch size: per bucket, and the least
// squares line of |error| (percent) against log10(hardware cycles): Slope
// in percentage points per decade of size (positive: larger launches have
// larger errors) and Pearson's r of the two.
type SizeSummary struct {
	Buckets     []SizeBucket `json:"buckets"`
	Launches    int          `json:"launches"`
	Slope       float64      `json:"slope_points_per_decade"`
	Intercept   float64      `json:"intercept"` // |error| predicted at 1 cycle (log10 = 0)
	Correlation float64      `json:"correlation"`
}

// CostSummary is how fast the run simulated: the launches with cycles
// together (wall clock of this run: not deterministic).
type CostSummary struct {
	Launches                    int     `json:"launches"`
	WallSeconds                 float64 `json:"wall_seconds"`
	SimCycles                   float64 `json:"sim_cycles"`
	ThreadInstructions          uint64  `json:"thread_instructions"`
	SimCyclesPerSecond          float64 `json:"sim_cycles_per_second"`
	ThreadInstructionsPerSecond float64 `json:"thread_instructions_per_second"`
}

func bucketLabel(v float64) string {
	switch {
	case v >= 1e6 && math.Mod(v, 1e6) == 0:
		return strconv.FormatFloat(v/1e6, 'f', -1, 64) + "M"
	case v >= 1e3 && math.Mod(v, 1e3) == 0:
		return strconv.FormatFloat(v/1e3, 'f', -1, 64) + "k"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// perSecond is n / seconds, 0 when no time was measured.
func perSecond(n, seconds float64) float64 {
	if seconds <= 0 {
		return 0
	}
	return n / seconds
}

// SizeErrors summarizes launches' errors by size with the given bucket
// edges (ascending hardware cycles). Launches without cycles are left out.
func SizeErrors(ls []*LaunchValidation, edges []float64) SizeSummary {
	var s SizeSummary
	n := len(edges) + 1
	sims, hws := make([][]float64, n), make([][]float64, n)
	signed := make([]float64, n)
	for i := range n {
		b := SizeBucket{}
		if i > 0 {
			b.Lo = edges[i-1]
		}
		if i < len(edges) {
			b.Hi = edges[i]
		}
		switch {
		case i == 0:
			b.Label = "<" + bucketLabel(b.Hi)
		case i == n-1:
			b.Label = ">=" + bucketLabel(b.Lo)
		default:
			b.Label = bucketLabel(b.Lo) + "-" + bucketLabel(b.Hi)
		}
		s.Buckets = append(s.Buckets, b)
	}
	var x, y []float64
	for _, l := range ls {
		if !l.HasCycles || l.HWCycles <= 0 {
			continue
		}
		i := 0
		for i < len(edges) && l.HWCycles >= edges[i] {
			i++
		}
		b := &s.Buckets[i]
		b.Launches++
		sims[i] = append(sims[i], l.SimCycles)
		hws[i] = append(hws[i], l.HWCycles)
		signed[i] += 100 * l.RelError
		b.WallSeconds += l.WallSeconds
		x = append(x, math.Log10(l.HWCycles))
		y = append(y, 100*math.Abs(l.RelError))
	}
	for i := range s.Buckets {
		b := &s.Buckets[i]
		if b.Launches == 0 {
			continue
		}
		b.MAPE = MAPE(sims[i], hws[i])
		b.MedianAPE = MedianAPE(sims[i], hws[i])
		b.MeanError = signed[i] / float64(b.Launches)
		t := 0.0
		for _, v := range sims[i] {
			t += v
		}
		b.SimCyclesPerSecond = perSecond(t, b.WallSeconds)
	}
	s.Launches = len(x)
	s.Slope, s.Intercept = leastSquares(x, y)
	s.Correlation = Correlation(x, y)
	return s
}

// leastSquares fits y = a*x + b; (0, mean y) when x is constant.
func leastSquares(x, y []float64) (a, b float64) {
	n := float64(len(x))
	if n == 0 {
		return 0, 0
	}
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx /= n
	my /= n
	var sxy, sxx float64
	for i := range x {
		sxy += (x[i] - mx) * (y[i] - my)
		sxx += (x[i] - mx) * (x[i] - mx)
	}
	if sxx == 0 {
		return 0, my
	}
	a = sxy / sxx
	return a, my - a*mx
}

// Costs sums the simulation cost of the launches with cycles.
func Costs(ls []*LaunchValidation) CostSummary {
	var c CostSummary
	for _, l := range ls {
		if !l.HasCycles {
			continue
		}
		c.Launches++
		c.WallSeconds += l.WallSeconds
		c.SimCycles += l.SimCycles
		c.ThreadInstructions += l.ThreadInstructions
	}
	c.SimCyclesPerSecond = perSecond(c.SimCycles, c.WallSeconds)
	c.ThreadInstructionsPerSecond = perSecond(float64(c.ThreadInstructions), c.WallSeconds)
	return c
}

// SizeLines print the size summary (deterministic).
func (s SizeSummary) SizeLines() []string {
	out := []string{"cycle error by launch size (hardware cycles):"}
	for _, b := range s.Buckets {
		if b.Launches == 0 {
			out = append(out, fmt.Sprintf("  %-9s %4d launches", b.Label, 0))
			continue
		}
		out = append(out, fmt.Sprintf("  %-9s %4d launches  MAPE %5.1f%%  median %5.1f%%  mean error %+6.1f%%", b.Label, b.Launches, b.MAPE, b.MedianAPE, b.MeanError))
	}
	out = append(out, fmt.Sprintf("  |error| vs log10(hw cycles) over %d launches: slope %+.2f points per decade, correlation %.3f", s.Launches, s.Slope, s.Correlation))
	return out
}

// CostLines print the cost figures (wall clock: they vary run to run).
func (r *ValidationReport) CostLines() []string {
	c := r.Cost
	out := []string{fmt.Sprintf("simulation cost (wall clock, varies run to run): %s simulated cycles/s, %s thread-instructions/s over %d launches (%.2f s)",
		humanRate(c.SimCyclesPerSecond), humanRate(c.ThreadInstructionsPerSecond), c.Launches, c.WallSeconds)}
	for _, b := range r.Size.Buckets {
		if b.Launches > 0 {
			out = append(out, fmt.Sprintf("  %-9s %s simulated cycles/s (%.2f s)", b.Label, humanRate(b.SimCyclesPerSecond), b.WallSeconds))
		}
	}
	return out
}

// humanRate prints a rate with two decimals and a k/M/G suffix.
func humanRate(v float64) string {
	switch {
	case v >= 1e9:
		return strconv.FormatFloat(v/1e9, 'f', 2, 64) + "G"
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'f', 2, 64) + "M"
	case v >= 1e3:
		return strconv.FormatFloat(v/1e3, 'f', 2, 64) + "k"
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}
