package fidelity

import (
	"bytes"
	"encoding/json"
	"github.com/ptxsim/ptxsim"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9*math.Max(1, math.Abs(b)) }

func TestErrorStatistics(t *testing.T) {
	sim := []float64{110, 90, 150, 100, 5}
	hw := []float64{100, 100, 100, 100, 0} // the last pair has no measurement
	// Errors 10, 10, 50, 0 percent.
	if got := MAPE(sim, hw); !near(got, 17.5) {
		t.Errorf("MAPE = %v, want 17.5", got)
	}
	if got := MedianAPE(sim, hw); !near(got, 10) {
		t.Errorf("MedianAPE = %v, want 10", got)
	}
	if got := MedianAPE([]float64{1, 2, 4}, []float64{1, 1, 1}); !near(got, 100) {
		t.Errorf("odd MedianAPE = %v, want 100", got)
	}
	if got := MAPE(nil, nil); got != 0 {
		t.Errorf("MAPE of nothing = %v", got)
	}
	// y = 2x + 1: r = 1; y = -x: r = -1; a constant: 0.
	x := []float64{1, 2, 3, 4}
	if got := Correlation(x, []float64{3, 5, 7, 9}); !near(got, 1) {
		t.Errorf("r = %v, want 1", got)
	}
	if got := Correlation(x, []float64{-1, -2, -3, -4}); !near(got, -1) {
		t.Errorf("r = %v, want -1", got)
	}
	if got := Correlation(x, []float64{2, 2, 2, 2}); got != 0 {
		t.Errorf("r of a constant = %v", got)
	}
	// Hand-computed: x = 1,2,3, y = 1,3,2: sxy = 1, sxx = 2, syy = 2, r = 0.5.
	if got := Correlation([]float64{1, 2, 3}, []float64{1, 3, 2}); !near(got, 0.5) {
		t.Errorf("r = %v, want 0.5", got)
	}
}

func TestCompareLaunchAndSummary(t *testing.T) {
	hw := HWLaunch{Kernel: "k", NCU: map[string]float64{
		MetricCycles: 4000,
		"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum": 100,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":  400,
		"launch__occupancy_limit_warps":                   8,
		"launch__registers_per_thread":                    16,
		"smsp__inst_executed_op_shared_ld.sum":            0,
	}, NCURepeat: map[string]float64{MetricCycles: 4100}}
	sim := map[string]float64{
		MetricCycles: 5000,
		"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum": 100,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":  401,
		"launch__occupancy_limit_warps":                   8.0000001, // float noise still matches
		"launch__registers_per_thread":                    20,
		// smsp__inst_executed_op_shared_ld.sum missing: a mismatch
	}
	lv := compareLaunch("c", 0, "k", sim, hw)
	if !lv.HasCycles || !near(lv.RelError, 0.25) || lv.HWRepeatCycles != 4100 {
		t.Fatalf("cycles: %+v", lv)
	}
	if lv.ExactMatch != 2 || lv.ExactTotal != 4 {
		t.Fatalf("exact %d/%d, want 2/4", lv.ExactMatch, lv.ExactTotal)
	}
	var sawRegs, sawMissing bool
	for _, m := range lv.Metrics {
		switch m.Metric {
		case "launch__registers_per_thread":
			sawRegs = !m.Exact && m.Sim == 20 && m.HW == 16
		case "smsp__inst_executed_op_shared_ld.sum":
			sawMissing = m.Exact && m.SimMissing && !m.Match
		}
	}
	if !sawRegs || !sawMissing {
		t.Fatalf("rows wrong: %+v", lv.Metrics)
	}

	lv2 := compareLaunch("c", 1, "k", map[string]float64{MetricCycles: 2700}, HWLaunch{NCU: map[string]float64{MetricCycles: 3000}})
	lv3 := compareLaunch("c", 2, "k", nil, HWLaunch{NCU: map[string]float64{MetricCycles: 3000}})
	if lv3.HasCycles {
		t.Fatal("a launch without simulated cycles counts")
	}
	r := &ValidationReport{Launches: []*LaunchValidation{lv, lv2, lv3}, Micro: []MicroValue{
		{Sim: 110, HW: 100}, {Sim: 80, HW: 100, Cold: true},
	}}
	r.summarize()
	if r.ExactMatch != 2 || r.ExactTotal != 4 || r.CyclesLaunches != 2 {
		t.Fatalf("totals %d/%d over %d", r.ExactMatch, r.ExactTotal, r.CyclesLaunches)
	}
	if !near(r.CyclesMAPE, 17.5) || !near(r.CyclesMedianAPE, 17.5) || !near(r.CyclesCorrelation, 1) {
		t.Fatalf("cycles %v %v %v", r.CyclesMAPE, r.CyclesMedianAPE, r.CyclesCorrelation)
	}
	if !near(r.MicroMAPE, 15) || !near(r.MicroWarmMAPE, 10) || !near(r.MicroColdMAPE, 20) || r.MicroValues != 2 {
		t.Fatalf("micro %v %v %v", r.MicroMAPE, r.MicroWarmMAPE, r.MicroColdMAPE)
	}
	if tl := r.PerMetric["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"]; tl != (MetricTally{0, 1}) {
		t.Fatalf("per metric %+v", tl)
	}
	if w := r.Worst(1); len(w) != 1 || w[0] != lv {
		t.Fatalf("worst %+v", w)
	}
	var text bytes.Buffer
	if err := r.WriteText(&text, 10); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"exact metrics: 2/4 match (50.0%)",
		"cycles MAPE: 17.5% over 2 launches (median 17.5%, correlation 1.000)",
		"micro MAPE: 15.0% over 2 values",
		"c[0] k: cycles sim 5000 hw 4000 (+25.0%) [hw repeat 4100]  exact 2/4",
		"DIFF  l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
		"c[2] k: cycles sim 0 hw 3000 (not simulated)",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var obj map[string]any
	if err := json.Unmarshal(js.Bytes(), &obj); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"exact_match", "exact_total", "cycles_mape", "cycles_median_ape", "cycles_correlation", "micro_mape", "launches"} {
		if _, ok := obj[k]; !ok {
			t.Errorf("JSON lacks %s", k)
		}
	}
}

// TestHWCorpus reads every hw.json of the corpus and checks it pairs with
// its case launch by launch and has the metrics validation compares.
func TestHWCorpus(t *testing.T) {
	paths, err := FindCases(filepath.Join("..", "..", "testdata", "conformance"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Fatal(err)
		}
		hw, err := c.HW()
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if !hw.HasTiming() {
			t.Errorf("%s: no timing data", c.Name)
			continue
		}
		for i, l := range hw.Launches {
			n++
			for _, m := range ExactMetrics {
				if _, ok := l.NCU[m]; !ok {
					t.Errorf("%s launch %d lacks %s", c.Name, i, m)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d launches with timing data", n)
	}
}

// TestMicroPairing feeds the measured values back as simulated ones: every
// element pairs with zero error, warm with expected.bin, cold with
// expected-cold.bin.
func TestMicroPairing(t *testing.T) {
	c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", "bank_conflicts"))
	if err != nil {
		t.Fatal(err)
	}
	es := c.cycleExpects()
	if len(es) != 1 || coldFile(es[0].File) != "out.expected-cold.bin" {
		t.Fatalf("cycle expectations %+v", es)
	}
	rep := new(ValidationReport)
	for _, cold := range []bool{false, true} {
		name := es[0].File
		if cold {
			name = coldFile(name)
		}
		data, err := os.ReadFile(c.Path(name))
		if err != nil {
			t.Fatal(err)
		}
		out := &CaseOutputs{Buffers: map[string][]byte{"out": data}}
		if err := c.compareMicro(es, out, cold, rep); err != nil {
			t.Fatal(err)
		}
	}
	if len(rep.Micro) != 14 {
		t.Fatalf("%d micro values, want 7 warm + 7 cold", len(rep.Micro))
	}
	if rep.Micro[5].HW != 23412 || rep.Micro[5].Cold || !rep.Micro[12].Cold || rep.Micro[12].HW != 23415 {
		t.Fatalf("pairing wrong: %+v", rep.Micro)
	}
	rep.summarize()
	if rep.MicroMAPE != 0 || rep.MicroValues != 14 {
		t.Fatalf("MAPE %v over %d", rep.MicroMAPE, rep.MicroValues)
	}
	bad := &CaseOutputs{Buffers: map[string][]byte{"out": make([]byte, 8)}}
	if err := c.compareMicro(es, bad, false, rep); err == nil {
		t.Fatal("a buffer of the wrong size was accepted")
	}
}

// TestValidateCases runs validation on a few small cases and checks the
// report's structure; the figures themselves depend on the timing model.
func TestValidateCases(t *testing.T) {
	dir := miniCorpus(t, "vecadd", "bank_conflicts", "lat_shared")
	rep, err := Validate(dir, ValidateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Cases) != 3 {
		t.Fatalf("cases %+v", rep.Cases)
	}
	for _, c := range rep.Cases {
		if c.Status != "ok" {
			t.Errorf("%s: %s: %s", c.Name, c.Status, c.Message)
		}
	}
	if len(rep.Launches) != 1+7+1 {
		t.Fatalf("%d launches, want 9", len(rep.Launches))
	}
	if rep.ExactTotal != 9*len(ExactMetrics) {
		t.Errorf("exact total %d, want %d", rep.ExactTotal, 9*len(ExactMetrics))
	}
	if rep.MicroValues != 2*(7+1) {
		t.Errorf("%d micro values, want 16", rep.MicroValues)
	}
	if rep.CyclesLaunches != 9 {
		t.Errorf("cycles over %d launches, want 9", rep.CyclesLaunches)
	}
	t.Logf("%s", strings.Join(rep.SummaryLines(), "\n"))

	// With the hardware's register counts the register-limited occupancy
	// is the hardware's.
	rep, err = Validate(dir, ValidateOptions{HWRegisters: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range rep.Launches {
		for _, m := range l.Metrics {
			if m.Metric == "launch__registers_per_thread" && m.Sim != m.HW {
				t.Errorf("%s[%d]: HWRegisters ran with %v registers, hw %v", l.Case, l.Index, m.Sim, m.HW)
			}
		}
	}
}

// miniCorpus makes a corpus folder holding only the named cases (linked
// to the real ones, with the shared ptx folder beside them).
func miniCorpus(t *testing.T, names ...string) string {
	t.Helper()
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "conformance"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "cases"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(src, "ptx"), filepath.Join(dir, "ptx")); err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if err := os.Symlink(filepath.Join(src, "cases", n), filepath.Join(dir, "cases", n)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// timingSubset are the corpus cases TestConformanceTiming runs by default:
// one of each kind of timing path (plain loads and stores, shared memory,
// global and shared atomics, printf, a spin lock, a grid of many waves,
// asynchronous copies, a micro case). Every other case that has timing
// data is covered by TestTimingGolden, whose golden file holds each
// case's status (outputs checked against the hardware's in timing mode)
// and the cycles of each of its launches.
var timingSubset = map[string]bool{
	"vecadd": true, "matmul_shared_256": true, "atomics_all": true, "histogram_shared": true,
	"printf": true, "spin_lock": true, "launch_overhead": true, "async_barrier": true,
	"lat_l2": true,
}

// fullTiming says whether the whole-corpus timing sweeps run
// (PTXSIM_TIMING_FULL=1); by default they run a subset (CI time).
func fullTiming() bool { return os.Getenv("PTXSIM_TIMING_FULL") != "" }

// TestConformanceTiming runs the corpus again with the timing model on:
// the results must be the hardware's bytes, as in functional mode, and
// every launch must report cycles. By default it runs timingSubset and the
// cases TestTimingGolden does not validate (no hw.json timing); the others
// are skipped with that reason (PTXSIM_TIMING_FULL=1 runs them all).
func TestConformanceTiming(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, CorpusSuites, nil, func(t *testing.T, c *Case) {
		if !fullTiming() && !timingSubset[c.Name] {
			if hw, err := c.HW(); err == nil && hw.HasTiming() {
				t.Skip("covered by TestTimingGolden (its golden file holds this case's status and every launch's cycles); PTXSIM_TIMING_FULL=1 runs it here too")
			}
		}
		start := time.Now()
		r := c.Run(RunOptions{Cache: cache, Timing: timing.H200(), ColdCaches: true})
		if r.Status != StatusPass {
			t.Errorf("%s: %s", r.Status, r.Message)
		}
		for i, l := range r.Launches {
			if ptxsim.LaunchMetrics(l)[MetricCycles] <= 0 {
				t.Errorf("launch %d: no %s", i, MetricCycles)
			}
		}
		if d := time.Since(start); d > 20*time.Second {
			t.Logf("slow in timing mode: %v", d)
		}
	})
}
