package ptxsim

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// LaunchMetrics returns the ncu-named metrics the timing model recorded for
// a launch (nil in functional mode or for a nil result).
func LaunchMetrics(r *sm.LaunchResult) map[string]float64 {
	if r == nil {
		return nil
	}
	return r.Metrics
}

// DeviceFileJSON writes a device model and its timing parameters as a
// device file (the format TimingModel reads: the DeviceSpec's CUDA
// device-property names plus a "timing" object), so that another process
// (ptxsim exec in a sweep) runs the same model.
func DeviceFileJSON(spec sm.DeviceSpec, ts *timing.TimingSpec) ([]byte, error) {
	sj, err := json.Marshal(spec)
	if err != nil {
		return nil, err
	}
	tj, err := json.Marshal(ts)
	if err != nil {
		return nil, err
	}
	// DeviceSpec has its own MarshalJSON (an embedding struct would
	// inherit it and drop the timing), so the object is extended by hand.
	b := bytes.TrimSuffix(bytes.TrimSpace(sj), []byte("}"))
	if len(bytes.TrimSpace(b)) > 1 {
		b = append(b, ',')
	}
	b = append(append(append(b, `"timing":`...), tj...), '}')
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", " "); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// TimingModel returns a device model and its timing parameters: a built-in
// name ("h200"), an architecture ("sm_90") or a JSON file (see deviceFile).
// Only the H200 is calibrated; for another built-in model the H200 timing
// is scaled to the model's SM count, clock and L2 size, which keeps the
// model runnable but is not a prediction for that part.
func TimingModel(name string) (sm.DeviceSpec, *timing.TimingSpec, error) {
	if strings.HasSuffix(name, ".json") {
		spec, tj, err := readDeviceFile(name)
		if err != nil {
			return sm.DeviceSpec{}, nil, err
		}
		ts := scaledTiming(spec)
		if len(tj) > 0 {
			if ts, err = timing.ParseSpec(tj); err != nil {
				return sm.DeviceSpec{}, nil, fmt.Errorf("%s: timing: %w", name, err)
			}
		}
		return spec, ts, nil
	}
	spec, err := DeviceModel(name)
	if err != nil {
		return sm.DeviceSpec{}, nil, err
	}
	return spec, scaledTiming(spec), nil
}

// scaledTiming is the H200 timing with the device's own SM count, clock and
// L2 size; for the H200 itself, exactly the calibrated defaults.
func scaledTiming(spec sm.DeviceSpec) *timing.TimingSpec {
	ts := timing.H200()
	if spec.SMCount > 0 {
		ts.NumSMs = spec.SMCount
	}
	if spec.ClockKHz > 0 {
		ts.ClockMHz = float64(spec.ClockKHz) / 1000
	}
	if spec.L2Bytes > 0 && spec.L2Bytes != ts.L2.SizeBytes {
		// Keep the geometry valid: whole 128-byte lines per way.
		ways := ts.L2.Assoc * 128
		ts.L2.SizeBytes = spec.L2Bytes / ways * ways
	}
	if spec.Name != "" && spec.Name != sm.H200().Name {
		ts.Name = spec.Name + " (H200 timing, scaled)"
	}
	return ts
}

// LaunchProfile is the profile of one launch: every metric the timing
// model recorded (ncu names) plus the figures derived from them.
type LaunchProfile struct {
	Index       int                `json:"index"`
	Kernel      string             `json:"kernel"`
	Grid        [3]uint32          `json:"grid"`
	Block       [3]uint32          `json:"block"`
	SharedBytes uint32             `json:"shared_bytes"`
	Metrics     map[string]float64 `json:"metrics"`
	// OccupancyLimiter names what bounds the blocks per SM: "warps",
	// "registers", "shared_mem" or "blocks" (ties list each, joined by
	// "+"); empty when the model reported no limits.
	OccupancyLimiter string  `json:"occupancy_limiter,omitempty"`
	Stalls           []Stall `json:"stalls,omitempty"` // largest share first
	// Source is the launch's source-level profile (Device.Record with
	// RecordOptions.Source; Recording.Source), nil when not recorded.
	Source *SourceProfile `json:"source,omitempty"`
}

// Stall is one warp stall reason: the model's figure for it (warp-cycles,
// or samples, whatever the metric counts) and its share of all reasons.
type Stall struct {
	Reason string  `json:"reason"`
	Metric string  `json:"metric"`
	Value  float64 `json:"value"`
	Share  float64 `json:"share_pct"` // percent of the sum over reasons
}

// ProfileReport is the output of `ptxsim profile`.
type ProfileReport struct {
	Device   string           `json:"device"`
	Timing   string           `json:"timing"` // the TimingSpec's name
	Cold     bool             `json:"cold_caches"`
	Launches []*LaunchProfile `json:"launches"`
	// SourceTop is how many source lines WriteText shows per launch (0:
	// 20; negative: all).
	SourceTop int `json:"-"`
	// Recording is what the launches recorded (trace, raw counters), when
	// recorded.
	Recording *Recording `json:"-"`
}

// NewLaunchProfile builds a launch's profile from its result. spec is the
// device the launch ran on (for per-SM averages and occupancy).
func NewLaunchProfile(index int, r *sm.LaunchResult, grid, block [3]uint32, shared uint32, spec sm.DeviceSpec) *LaunchProfile {
	p := &LaunchProfile{
		Index: index, Kernel: r.Kernel, Grid: Dim3(grid).norm(), Block: Dim3(block).norm(),
		SharedBytes: shared, Metrics: map[string]float64{},
	}
	for k, v := range LaunchMetrics(r) {
		p.Metrics[k] = v
	}
	deriveMetrics(p, spec)
	return p
}

// occupancyLimits are the launch__occupancy_limit_* metrics by short name.
var occupancyLimits = []string{"warps", "registers", "shared_mem", "blocks"}

// deriveMetrics adds the figures ncu derives from the raw counters when the
// model did not report them itself, so that a report is complete: IPC,
// theoretical occupancy, the L1 hit rate of global loads, the limiting
// factor and the stall breakdown.
func deriveMetrics(p *LaunchProfile, spec sm.DeviceSpec) {
	m := p.Metrics
	setIfMissing := func(name string, v float64) {
		if _, ok := m[name]; !ok && !math.IsNaN(v) && !math.IsInf(v, 0) {
			m[name] = v
		}
	}
	if inst, ok := m["smsp__inst_executed.sum"]; ok && spec.SMCount > 0 {
		if act := m["sm__cycles_active.avg"]; act > 0 {
			setIfMissing("sm__inst_executed.avg.per_cycle_active", inst/float64(spec.SMCount)/act)
		}
	}
	if hits, ok := m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum"]; ok {
		if sec := m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"]; sec > 0 {
			setIfMissing("l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct", 100*hits/sec)
		}
	}
	best := math.Inf(1)
	var lim []string
	for _, l := range occupancyLimits {
		v, ok := m["launch__occupancy_limit_"+l]
		switch {
		case !ok:
		case v < best:
			best, lim = v, []string{l}
		case v == best:
			lim = append(lim, l)
		}
	}
	if lim != nil {
		p.OccupancyLimiter = strings.Join(lim, "+")
		threads := int(p.Block[0] * p.Block[1] * p.Block[2])
		warpSize := spec.WarpSize
		if warpSize == 0 {
			warpSize = 32
		}
		if spec.MaxThreadsPerSM > 0 {
			warps := float64((threads + warpSize - 1) / warpSize)
			maxWarps := float64(spec.MaxThreadsPerSM / warpSize)
			setIfMissing("sm__maximum_warps_per_active_cycle_pct", 100*math.Min(best*warps, maxWarps)/maxWarps)
		}
	}
	p.Stalls = p.Stalls[:0]
	for k, v := range m {
		if r := stallReason(k); r != "" {
			p.Stalls = append(p.Stalls, Stall{Reason: r, Metric: k, Value: v})
		}
	}
	total := 0.0
	for _, st := range p.Stalls {
		total += st.Value
	}
	if total > 0 {
		for i := range p.Stalls {
			p.Stalls[i].Share = 100 * p.Stalls[i].Value / total
		}
	}
	sort.Slice(p.Stalls, func(i, j int) bool {
		a, b := p.Stalls[i], p.Stalls[j]
		if a.Value != b.Value {
			return a.Value > b.Value
		}
		return a.Reason < b.Reason
	})
}

// stallReason extracts the reason from a stall metric name
// (smsp__warp_issue_stalled_barrier_per_warp_active.pct -> "barrier"), or
// returns "" for other metrics.
func stallReason(metric string) string {
	const key = "issue_stalled_"
	i := strings.Index(metric, key)
	if i < 0 {
		return ""
	}
	r := metric[i+len(key):]
	if j := strings.Index(r, "_per_"); j >= 0 {
		r = r[:j]
	}
	if j := strings.IndexByte(r, '.'); j >= 0 {
		r = r[:j]
	}
	return r
}

// profileRow is one line of the human-readable report: a friendly label
// and the ncu metric it shows.
type profileRow struct {
	Label, Metric string
}

// profileSections lay out the human-readable report. Metrics the model
// reports that no row names are listed under "Other metrics", so nothing is
// hidden.
var profileSections = []struct {
	Title string
	Rows  []profileRow
}{
	{"Duration", []profileRow{
		{"cycles (kernel)", "gpc__cycles_elapsed.max"},
		{"SM active cycles, mean", "sm__cycles_active.avg"},
		{"SM active cycles, max", "sm__cycles_active.max"},
		{"SM elapsed cycles, mean", "sm__cycles_elapsed.avg"},
	}},
	{"Instructions", []profileRow{
		{"warp instructions issued", "smsp__inst_executed.sum"},
		{"thread instructions", "smsp__thread_inst_executed.sum"},
		{"IPC (per SM, active cycles)", "sm__inst_executed.avg.per_cycle_active"},
		{"global loads", "smsp__inst_executed_op_global_ld.sum"},
		{"global stores", "smsp__inst_executed_op_global_st.sum"},
		{"shared loads", "smsp__inst_executed_op_shared_ld.sum"},
		{"shared stores", "smsp__inst_executed_op_shared_st.sum"},
	}},
	{"Occupancy", []profileRow{
		{"theoretical occupancy %", "sm__maximum_warps_per_active_cycle_pct"},
		{"achieved occupancy %", "sm__warps_active.avg.pct_of_peak_sustained_active"},
		{"block limit: warps", "launch__occupancy_limit_warps"},
		{"block limit: registers", "launch__occupancy_limit_registers"},
		{"block limit: shared memory", "launch__occupancy_limit_shared_mem"},
		{"block limit: blocks per SM", "launch__occupancy_limit_blocks"},
		{"registers per thread", "launch__registers_per_thread"},
		{"static shared bytes per block", "launch__shared_mem_per_block_static"},
		{"dynamic shared bytes per block", "launch__shared_mem_per_block_dynamic"},
		{"waves per SM", "launch__waves_per_multiprocessor"},
	}},
	{"Memory", []profileRow{
		{"L1 hit rate %", "l1tex__t_sector_hit_rate.pct"},
		{"L1 hit rate, global loads %", "l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"},
		{"L2 hit rate %", "lts__t_sector_hit_rate.pct"},
		{"global load requests", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"},
		{"global load sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"},
		{"global load sectors hit in L1", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum"},
		{"global store requests", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"},
		{"global store sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"},
		{"shared load wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"},
		{"shared load bank conflicts", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"},
		{"shared store wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"},
		{"shared store bank conflicts", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"},
		{"L2 sectors read (from L1)", "lts__t_sectors_srcunit_tex_op_read.sum"},
		{"L2 sectors written (from L1)", "lts__t_sectors_srcunit_tex_op_write.sum"},
		{"DRAM bytes read", "dram__bytes_read.sum"},
		{"DRAM bytes written", "dram__bytes_write.sum"},
	}},
}

// formatValue prints counts as integers and everything else with two
// decimals.
func formatValue(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// WriteText prints the report for people: per launch, grouped sections
// with a friendly label, the value and the ncu metric name.
func (r *ProfileReport) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	ew.printf("device: %s   timing: %s   caches: %s\n", r.Device, r.Timing, map[bool]string{true: "flushed before each launch", false: "warm"}[r.Cold])
	for _, p := range r.Launches {
		ew.printf("\nlaunch %d: %s  grid (%d,%d,%d)  block (%d,%d,%d)  dynamic shared %d B\n",
			p.Index, p.Kernel, p.Grid[0], p.Grid[1], p.Grid[2], p.Block[0], p.Block[1], p.Block[2], p.SharedBytes)
		if len(p.Metrics) == 0 {
			ew.printf("  (no metrics: the launch ran without the timing model)\n")
			continue
		}
		shown := map[string]bool{}
		for _, s := range profileSections {
			var lines [][3]string
			for _, row := range s.Rows {
				v, ok := p.Metrics[row.Metric]
				if !ok {
					continue
				}
				shown[row.Metric] = true
				lines = append(lines, [3]string{row.Label, formatValue(v), row.Metric})
			}
			if s.Title == "Occupancy" && p.OccupancyLimiter != "" {
				lines = append(lines, [3]string{"limited by", p.OccupancyLimiter, "launch__occupancy_limit_*"})
			}
			writeSection(ew, s.Title, lines)
		}
		var lines [][3]string
		cw := 0 // the counts' width, so that shares and counts line up
		for _, st := range p.Stalls {
			cw = max(cw, len(formatValue(st.Value)))
		}
		for _, st := range p.Stalls {
			shown[st.Metric] = true
			lines = append(lines, [3]string{st.Reason, fmt.Sprintf("%5.1f%%  %*s", st.Share, cw, formatValue(st.Value)), st.Metric})
		}
		writeSection(ew, "Warp stall reasons (share, count)", lines)
		var rest []string
		for k := range p.Metrics {
			if !shown[k] {
				rest = append(rest, k)
			}
		}
		sort.Strings(rest)
		lines = lines[:0]
		for _, k := range rest {
			lines = append(lines, [3]string{"", formatValue(p.Metrics[k]), k})
		}
		writeSection(ew, "Other metrics", lines)
		if p.Source != nil && ew.err == nil {
			top := r.SourceTop
			if top == 0 {
				top = 20
			}
			ew.err = p.Source.WriteSourceText(ew.w, top)
		}
	}
	return ew.err
}

func writeSection(ew *errWriter, title string, lines [][3]string) {
	if len(lines) == 0 {
		return
	}
	ew.printf("  %s\n", title)
	wl, wv := 0, 0
	for _, l := range lines {
		wl, wv = max(wl, len(l[0])), max(wv, len(l[1]))
	}
	for _, l := range lines {
		if l[0] == "" {
			ew.printf("    %*s  %s\n", wv, l[1], l[2])
			continue
		}
		ew.printf("    %-*s  %*s  %s\n", wl, l[0], wv, l[1], l[2])
	}
}

// WriteJSON prints the report as one indented JSON object.
func (r *ProfileReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(r)
}

// WriteCSV prints one row per (launch, metric): launch,kernel,metric,value,
// metrics sorted by name, plus a row for the occupancy limiter.
func (r *ProfileReport) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"launch", "kernel", "metric", "value"})
	for _, p := range r.Launches {
		keys := make([]string, 0, len(p.Metrics))
		for k := range p.Metrics {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		idx := strconv.Itoa(p.Index)
		for _, k := range keys {
			_ = cw.Write([]string{idx, p.Kernel, k, strconv.FormatFloat(p.Metrics[k], 'g', -1, 64)})
		}
		if p.OccupancyLimiter != "" {
			_ = cw.Write([]string{idx, p.Kernel, "occupancy_limiter", p.OccupancyLimiter})
		}
	}
	cw.Flush()
	return cw.Error()
}

// errWriter keeps the first write error so that report printing reads
// straight through.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
