package fidelity

import (
	"encoding/json"
	"fmt"
	"github.com/ptxsim/ptxsim"
	"io"
	"math"
	"os"
	"sort"
	"strings"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// ValidateOptions configure Validate.
type ValidateOptions struct {
	RunOptions        // Timing nil: the device's calibrated defaults (timing.H200)
	Filter     string // only cases whose name contains this
	// HWRegisters runs each kernel with the hardware's registers per
	// thread (hw.json launch__registers_per_thread) instead of the PTX
	// estimate, separating the estimate's error from the timing model's.
	HWRegisters bool
}

// MetricRow is one metric of one launch, simulated against measured.
type MetricRow struct {
	Metric     string  `json:"metric"`
	Sim        float64 `json:"sim"`
	HW         float64 `json:"hw"`
	SimMissing bool    `json:"sim_missing,omitempty"` // the model did not report it
	Exact      bool    `json:"exact"`                 // counted in exact_match / exact_total
	Match      bool    `json:"match"`                 // equal to the unit (exact metrics only)
}

// LaunchValidation is one launch of one case.
type LaunchValidation struct {
	Case      string  `json:"case"`
	Index     int     `json:"index"`
	Kernel    string  `json:"kernel"`
	SimCycles float64 `json:"sim_cycles"`
	HWCycles  float64 `json:"hw_cycles"`
	// HWRepeatCycles is the second profiling run's figure (0 if none): the
	// spread between it and HWCycles is the noise floor for RelError.
	HWRepeatCycles float64     `json:"hw_repeat_cycles,omitempty"`
	RelError       float64     `json:"rel_error"` // (sim − hw) / hw; NaN-free: 0 when cycles are missing
	HasCycles      bool        `json:"has_cycles"`
	ExactMatch     int         `json:"exact_match"`
	ExactTotal     int         `json:"exact_total"`
	Metrics        []MetricRow `json:"metrics"`
	// Sim is every figure the timing model reported for the launch, also
	// those the hardware run did not record.
	Sim map[string]float64 `json:"-"`
	// The simulation's cost: instructions executed and the launch's wall
	// time in this run (not deterministic: never part of a golden file).
	ThreadInstructions          uint64  `json:"thread_instructions"`
	WarpInstructions            uint64  `json:"warp_instructions"`
	WallSeconds                 float64 `json:"wall_seconds"`
	SimCyclesPerSecond          float64 `json:"sim_cycles_per_second"`
	ThreadInstructionsPerSecond float64 `json:"thread_instructions_per_second"`
}

// MicroValue is one clock64 measurement of a micro case: element Element of
// the case's cycle buffer after a warm run (against *.expected.bin) or a
// cold one (caches flushed before each launch; against
// *.expected-cold.bin).
type MicroValue struct {
	Case     string  `json:"case"`
	Buffer   string  `json:"buffer"`
	Element  int     `json:"element"`
	Cold     bool    `json:"cold"`
	Sim      float64 `json:"sim"`
	HW       float64 `json:"hw"`
	RelError float64 `json:"rel_error"`
}

// CaseStatus says how a case fared in validation: "ok", "fail" (ran, but
// its functional results differ: its timing rows are still reported),
// "error" (could not run) or "skip" (unsupported, or no timing data).
type CaseStatus struct {
	Name    string `json:"name"`
	Status  string `json:"status"`
	Message string `json:"message,omitempty"`
}

// MetricTally counts matches of one exact metric over all launches.
type MetricTally struct {
	Match int `json:"match"`
	Total int `json:"total"`
}

// ValidationReport is what `ptxsim validate` prints. Percentages are in
// percent (12.5 means 12.5%).
type ValidationReport struct {
	ExactMatch        int     `json:"exact_match"`
	ExactTotal        int     `json:"exact_total"`
	CyclesMAPE        float64 `json:"cycles_mape"`
	CyclesMedianAPE   float64 `json:"cycles_median_ape"`
	CyclesCorrelation float64 `json:"cycles_correlation"` // Pearson r of simulated and measured cycles
	CyclesLaunches    int     `json:"cycles_launches"`
	MicroMAPE         float64 `json:"micro_mape"`
	MicroWarmMAPE     float64 `json:"micro_warm_mape"`
	MicroColdMAPE     float64 `json:"micro_cold_mape"`
	MicroValues       int     `json:"micro_values"`

	PerMetric map[string]MetricTally `json:"per_metric"`
	Launches  []*LaunchValidation    `json:"launches"`
	Micro     []MicroValue           `json:"micro"`
	Cases     []CaseStatus           `json:"cases"`
	// Size is the cycle error by launch size (deterministic); Cost the
	// simulation speed of this run (wall clock).
	Size SizeSummary `json:"size_summary"`
	Cost CostSummary `json:"cost"`
}

// Validate runs every case under dir/cases that has a hw.json with timing
// data on the timing model, with caches flushed before each launch as in
// the profiled hardware run, and compares each launch's metrics with the
// hardware's. Micro cases (those with "cycles" expectations) also run warm,
// and every clock64 value is compared with the matching expected file.
func Validate(dir string, opts ValidateOptions) (*ValidationReport, error) {
	paths, err := FindCases(dir)
	if err != nil {
		return nil, err
	}
	if opts.Timing == nil {
		opts.Timing = timing.H200()
	}
	if opts.Cache == nil {
		opts.Cache = new(ProgramCache)
	}
	rep := &ValidationReport{PerMetric: map[string]MetricTally{}, Launches: []*LaunchValidation{}, Micro: []MicroValue{}, Cases: []CaseStatus{}}
	for i, p := range paths {
		if err := interrupted(opts.Context, i, len(paths)); err != nil {
			rep.summarize()
			return rep, err
		}
		c, err := LoadCase(p)
		if err != nil {
			rep.Cases = append(rep.Cases, CaseStatus{Name: p, Status: StatusError, Message: err.Error()})
			continue
		}
		if opts.Filter != "" && !strings.Contains(c.Name, opts.Filter) {
			continue
		}
		opts.Progress.SetLabel(fmt.Sprintf("case %d/%d %s", i+1, len(paths), c.Name))
		rep.Cases = append(rep.Cases, validateCase(c, opts, rep))
	}
	rep.summarize()
	return rep, nil
}

// validateCase runs one case and appends its rows to rep.
func validateCase(c *Case, vopts ValidateOptions, rep *ValidationReport) CaseStatus {
	opts := vopts.RunOptions
	st := CaseStatus{Name: c.Name, Status: "ok"}
	if r := c.SkipReason(); r != "" {
		st.Status, st.Message = StatusSkip, r
		return st
	}
	hw, err := c.HW()
	if err != nil {
		st.Status, st.Message = StatusError, err.Error()
		return st
	}
	if !hw.HasTiming() {
		st.Status, st.Message = StatusSkip, "no hw.json with "+MetricCycles
		return st
	}
	if vopts.HWRegisters {
		opts.Registers = map[string]int{}
		for k, v := range vopts.Registers {
			opts.Registers[k] = v
		}
		for _, l := range hw.Launches {
			if r := l.NCU["launch__registers_per_thread"]; r > 0 {
				opts.Registers[l.Kernel] = int(r)
			}
		}
	}
	cold := opts
	cold.ColdCaches = true
	out, err := c.Execute(cold)
	if err != nil {
		st.Status, st.Message = StatusError, err.Error()
		return st
	}
	if msgs, err := c.Check(out); err != nil {
		st.Status, st.Message = StatusError, err.Error()
		return st
	} else if len(msgs) > 0 {
		st.Status, st.Message = StatusFail, msgs[0]
	}
	for i, r := range out.Launches {
		lv := compareLaunch(c.Name, i, r.Kernel, ptxsim.LaunchMetrics(r), hw.Launches[i])
		lv.ThreadInstructions, lv.WarpInstructions = r.ThreadInstructions, r.WarpInstructions
		if i < len(out.Wall) {
			lv.WallSeconds = out.Wall[i].Seconds()
			lv.SimCyclesPerSecond = perSecond(lv.SimCycles, lv.WallSeconds)
			lv.ThreadInstructionsPerSecond = perSecond(float64(lv.ThreadInstructions), lv.WallSeconds)
		}
		rep.Launches = append(rep.Launches, lv)
	}
	micro := c.cycleExpects()
	if len(micro) == 0 {
		return st
	}
	if err := c.compareMicro(micro, out, true, rep); err != nil {
		st.Status, st.Message = StatusError, err.Error()
		return st
	}
	warm := opts
	warm.ColdCaches = false
	wout, err := c.Execute(warm)
	if err != nil {
		st.Status, st.Message = StatusError, "warm run: "+err.Error()
		return st
	}
	if err := c.compareMicro(micro, wout, false, rep); err != nil {
		st.Status, st.Message = StatusError, err.Error()
	}
	return st
}

// compareLaunch pairs a launch's simulated metrics with the measured ones.
func compareLaunch(name string, index int, kernel string, sim map[string]float64, hw HWLaunch) *LaunchValidation {
	lv := &LaunchValidation{Case: name, Index: index, Kernel: kernel, Metrics: []MetricRow{}, Sim: sim}
	lv.HWCycles = hw.NCU[MetricCycles]
	lv.HWRepeatCycles = hw.NCURepeat[MetricCycles]
	if s, ok := sim[MetricCycles]; ok && lv.HWCycles > 0 {
		lv.SimCycles, lv.HasCycles = s, true
		lv.RelError = (s - lv.HWCycles) / lv.HWCycles
	}
	add := func(metric string, exact bool) {
		h, ok := hw.NCU[metric]
		if !ok {
			return // the hardware run did not record it: nothing to compare
		}
		s, ok := sim[metric]
		row := MetricRow{Metric: metric, Sim: s, HW: h, SimMissing: !ok, Exact: exact}
		if exact {
			row.Match = ok && math.Round(s) == math.Round(h)
			lv.ExactTotal++
			if row.Match {
				lv.ExactMatch++
			}
		}
		lv.Metrics = append(lv.Metrics, row)
	}
	for _, m := range ExactMetrics {
		add(m, true)
	}
	for _, m := range InfoMetrics {
		add(m, false)
	}
	return lv
}

// cycleExpects are the case's clock64 buffers (compare "cycles").
func (c *Case) cycleExpects() []CaseExpect {
	var es []CaseExpect
	for _, e := range c.Expect {
		if e.Compare == "cycles" {
			es = append(es, e)
		}
	}
	return es
}

// coldFile names the cold-run counterpart of an expected file:
// out.expected.bin -> out.expected-cold.bin.
func coldFile(name string) string {
	if s, ok := strings.CutSuffix(name, ".expected.bin"); ok {
		return s + ".expected-cold.bin"
	}
	return strings.TrimSuffix(name, ".bin") + "-cold.bin"
}

// compareMicro pairs each element of each cycle buffer with the measured
// value at the same index. Elements the hardware left at 0 (nothing
// measured there) are not compared.
func (c *Case) compareMicro(es []CaseExpect, out *CaseOutputs, cold bool, rep *ValidationReport) error {
	for _, e := range es {
		file := e.File
		if cold {
			file = coldFile(file)
		}
		want, err := c.ReadFile(file)
		if err != nil {
			if cold && os.IsNotExist(err) {
				continue // no cold measurement for this buffer
			}
			return err
		}
		got := out.Buffers[e.Buffer]
		dt := e.DType
		if dt == "" {
			dt = "i64"
		}
		size := dtypeSize[dt]
		if len(got) != len(want) {
			return fmt.Errorf("%s: %d bytes, buffer %s has %d", file, len(want), e.Buffer, len(got))
		}
		for i := 0; i < len(want)/size; i++ {
			h := asFloat(element(want, dt, i), dt)
			if h == 0 {
				continue
			}
			s := asFloat(element(got, dt, i), dt)
			rep.Micro = append(rep.Micro, MicroValue{Case: c.Name, Buffer: e.Buffer, Element: i, Cold: cold, Sim: s, HW: h, RelError: (s - h) / h})
		}
	}
	return nil
}

// summarize fills the report's totals from its rows.
func (r *ValidationReport) summarize() {
	r.ExactMatch, r.ExactTotal = 0, 0
	r.PerMetric = map[string]MetricTally{}
	var sim, hw []float64
	for _, l := range r.Launches {
		r.ExactMatch += l.ExactMatch
		r.ExactTotal += l.ExactTotal
		for _, m := range l.Metrics {
			if !m.Exact {
				continue
			}
			t := r.PerMetric[m.Metric]
			t.Total++
			if m.Match {
				t.Match++
			}
			r.PerMetric[m.Metric] = t
		}
		if l.HasCycles {
			sim, hw = append(sim, l.SimCycles), append(hw, l.HWCycles)
		}
	}
	r.CyclesLaunches = len(sim)
	r.CyclesMAPE = MAPE(sim, hw)
	r.CyclesMedianAPE = MedianAPE(sim, hw)
	r.CyclesCorrelation = Correlation(sim, hw)
	r.Size = SizeErrors(r.Launches, SizeBucketEdges)
	r.Cost = Costs(r.Launches)
	var ms, mh, ws, wh, cs, ch []float64
	for _, m := range r.Micro {
		ms, mh = append(ms, m.Sim), append(mh, m.HW)
		if m.Cold {
			cs, ch = append(cs, m.Sim), append(ch, m.HW)
		} else {
			ws, wh = append(ws, m.Sim), append(wh, m.HW)
		}
	}
	r.MicroValues = len(ms)
	r.MicroMAPE = MAPE(ms, mh)
	r.MicroWarmMAPE = MAPE(ws, wh)
	r.MicroColdMAPE = MAPE(cs, ch)
}

// absPctErrors are |sim−hw|/|hw| in percent, pairs with hw = 0 left out.
func absPctErrors(sim, hw []float64) []float64 {
	var e []float64
	for i := range sim {
		if hw[i] != 0 {
			e = append(e, 100*math.Abs(sim[i]-hw[i])/math.Abs(hw[i]))
		}
	}
	return e
}

// MAPE is the mean absolute percentage error of sim against hw, in percent
// (0 for no pairs).
func MAPE(sim, hw []float64) float64 {
	e := absPctErrors(sim, hw)
	if len(e) == 0 {
		return 0
	}
	t := 0.0
	for _, v := range e {
		t += v
	}
	return t / float64(len(e))
}

// MedianAPE is the median absolute percentage error, in percent.
func MedianAPE(sim, hw []float64) float64 {
	e := absPctErrors(sim, hw)
	if len(e) == 0 {
		return 0
	}
	sort.Float64s(e)
	n := len(e)
	if n%2 == 1 {
		return e[n/2]
	}
	return (e[n/2-1] + e[n/2]) / 2
}

// Correlation is Pearson's r between x and y; 0 when either is constant or
// there are fewer than two pairs.
func Correlation(x, y []float64) float64 {
	n := len(x)
	if n < 2 || len(y) != n {
		return 0
	}
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx /= float64(n)
	my /= float64(n)
	var sxy, sxx, syy float64
	for i := range x {
		dx, dy := x[i]-mx, y[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / math.Sqrt(sxx*syy)
}

// SummaryLines are the closing lines of `ptxsim validate`.
func (r *ValidationReport) SummaryLines() []string {
	pct := 0.0
	if r.ExactTotal > 0 {
		pct = 100 * float64(r.ExactMatch) / float64(r.ExactTotal)
	}
	return []string{
		fmt.Sprintf("exact metrics: %d/%d match (%.1f%%)", r.ExactMatch, r.ExactTotal, pct),
		fmt.Sprintf("cycles MAPE: %.1f%% over %d launches (median %.1f%%, correlation %.3f)", r.CyclesMAPE, r.CyclesLaunches, r.CyclesMedianAPE, r.CyclesCorrelation),
		fmt.Sprintf("micro MAPE: %.1f%% over %d values (warm %.1f%%, cold %.1f%%)", r.MicroMAPE, r.MicroValues, r.MicroWarmMAPE, r.MicroColdMAPE),
	}
}

// Worst returns up to n launches with the largest absolute cycle error.
func (r *ValidationReport) Worst(n int) []*LaunchValidation {
	var ls []*LaunchValidation
	for _, l := range r.Launches {
		if l.HasCycles {
			ls = append(ls, l)
		}
	}
	sort.SliceStable(ls, func(i, j int) bool { return math.Abs(ls[i].RelError) > math.Abs(ls[j].RelError) })
	if len(ls) > n {
		ls = ls[:n]
	}
	return ls
}

// WriteText prints the report for people: per launch the cycles and every
// compared metric that is non-zero or differs (zero-zero agreements are
// counted, not listed), the micro values, the worst launches and the
// summary lines.
func (r *ValidationReport) WriteText(w io.Writer, worst int) error {
	ew := &errWriter{w: w}
	for _, l := range r.Launches {
		ew.printf("%s[%d] %s: cycles sim %s hw %s", l.Case, l.Index, l.Kernel, formatValue(l.SimCycles), formatValue(l.HWCycles))
		if l.HasCycles {
			ew.printf(" (%+.1f%%)", 100*l.RelError)
		} else {
			ew.printf(" (not simulated)")
		}
		if l.HWRepeatCycles > 0 {
			ew.printf(" [hw repeat %s]", formatValue(l.HWRepeatCycles))
		}
		ew.printf("  exact %d/%d", l.ExactMatch, l.ExactTotal)
		if l.WallSeconds > 0 {
			ew.printf("  [%s cycles/s, %s thread-inst/s]", humanRate(l.SimCyclesPerSecond), humanRate(l.ThreadInstructionsPerSecond))
		}
		ew.printf("\n")
		zero := 0
		for _, m := range l.Metrics {
			if m.Exact && m.Match && m.HW == 0 {
				zero++
				continue
			}
			if !m.Exact && m.HW == 0 && m.Sim == 0 {
				continue
			}
			mark := "      "
			switch {
			case m.Exact && m.Match:
				mark = "ok    "
			case m.Exact:
				mark = "DIFF  "
			}
			sim := formatValue(m.Sim)
			if m.SimMissing {
				sim = "-"
			}
			ew.printf("    %s%-58s sim %12s  hw %12s\n", mark, m.Metric, sim, formatValue(m.HW))
		}
		if zero > 0 {
			ew.printf("    ok    (%d more exact metrics: 0 on both)\n", zero)
		}
	}
	if len(r.Micro) > 0 {
		ew.printf("\nmicro benchmarks (clock64 values):\n")
		for _, m := range r.Micro {
			run := "warm"
			if m.Cold {
				run = "cold"
			}
			ew.printf("  %-18s %s[%d] %s  sim %10s  hw %10s  (%+.1f%%)\n", m.Case, m.Buffer, m.Element, run, formatValue(m.Sim), formatValue(m.HW), 100*m.RelError)
		}
	}
	var notes []CaseStatus
	for _, c := range r.Cases {
		if c.Status != "ok" {
			notes = append(notes, c)
		}
	}
	if len(notes) > 0 {
		ew.printf("\ncases not fully validated:\n")
		for _, c := range notes {
			ew.printf("  %-6s %s: %s\n", c.Status, c.Name, c.Message)
		}
	}
	if ws := r.Worst(worst); len(ws) > 0 {
		ew.printf("\nlargest cycle errors:\n")
		for _, l := range ws {
			ew.printf("  %+7.1f%%  %s[%d] %s  sim %s hw %s\n", 100*l.RelError, l.Case, l.Index, l.Kernel, formatValue(l.SimCycles), formatValue(l.HWCycles))
		}
	}
	ew.printf("\n")
	for _, s := range r.Size.SizeLines() {
		ew.printf("%s\n", s)
	}
	for _, s := range r.CostLines() {
		ew.printf("%s\n", s)
	}
	ew.printf("\n")
	for _, s := range r.SummaryLines() {
		ew.printf("%s\n", s)
	}
	return ew.err
}

// WriteJSON prints the report as one indented JSON object.
func (r *ValidationReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(r)
}
