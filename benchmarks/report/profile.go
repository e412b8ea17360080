package report

import (
	"fmt"
	"html/template"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// stallColors gives each stall reason one colour on every chart.
var stallColors = func() map[string]string {
	m := map[string]string{}
	for i := range pipeline.NumStalls {
		m[pipeline.StallName(i)] = palette[i%len(palette)]
	}
	return m
}()

// Profile writes the page of a profile: per launch the summary,
// occupancy, stall breakdown, memory traffic and bandwidth, the warps'
// states over time (when the run recorded a timeline), the hot source
// lines (when it recorded a source profile) and every metric.
func Profile(w io.Writer, rep *ptxsim.ProfileReport, opts Options) error {
	d := pageData{Title: opts.Title, Command: opts.Command,
		Subtitle: fmt.Sprintf("device %s · timing model %s · caches %s", rep.Device, rep.Timing, map[bool]string{true: "flushed before each launch", false: "warm"}[rep.Cold])}
	if d.Title == "" {
		var ks []string
		for _, l := range rep.Launches {
			ks = append(ks, l.Kernel)
		}
		d.Title = "ptxsim profile: " + strings.Join(uniq(ks), ", ")
	}
	clockMHz := 0.0
	for i, l := range rep.Launches {
		if rep.Recording != nil {
			if tl := rep.Recording.Timeline(i); tl != nil {
				clockMHz = tl.Launch.ClockMHz
			}
		}
		body, err := launchSection(rep, i, l, clockMHz)
		if err != nil {
			return err
		}
		d.Sections = append(d.Sections, section{ID: fmt.Sprintf("launch%d", i), Title: fmt.Sprintf("Launch %d: %s", l.Index, l.Kernel), Body: body})
	}
	return writePage(w, d)
}

func uniq(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

type card struct{ K, V string }

type launchView struct {
	Cards      []card
	Occupancy  template.HTML
	Limits     [][2]string
	Stalls     template.HTML
	Memory     template.HTML
	HitRates   template.HTML
	Bandwidth  template.HTML
	Timeline   template.HTML
	Source     *sourceView
	AllMetrics [][2]string
	TableID    string
}

type sourceView struct {
	Level   string
	Shown   int
	Total   int
	Lines   []sourceRow
	Instrs  []sourceRow
	TableID string
}

type sourceRow struct {
	Share    float64
	Heat     float64 // px
	Cost     string
	CostV    float64
	Inst     string
	InstV    float64
	Thr      string
	Stalls   template.HTML
	Top      string
	GReq     string
	GSect    string
	SWave    string
	SConf    string
	Div      string
	Lat      string
	Location string
	Text     string
	Hot      bool
}

var launchTmpl = template.Must(template.New("launch").Parse(`
<div class="cards">{{range .Cards}}<div class="card"><div class="v">{{.V}}</div><div class="k">{{.K}}</div></div>{{end}}</div>
<h3>Occupancy</h3>
<div class="charts">{{.Occupancy}}
<table><thead><tr><th class="l">block limit per SM</th><th>blocks</th></tr></thead><tbody>{{range .Limits}}<tr><td class="l">{{index . 0}}</td><td>{{index . 1}}</td></tr>{{end}}</tbody></table></div>
<h3>Warp stall reasons</h3>
<div class="charts">{{.Stalls}}</div>
<h3>Memory</h3>
<div class="charts">{{.Memory}}{{.HitRates}}{{.Bandwidth}}</div>
{{if .Timeline}}<h3>Over time</h3><div class="charts">{{.Timeline}}</div>{{end}}
{{with .Source}}<h3>Source: {{.Level}}</h3>
<p class="note">Cost is warp-cycles charged to the line: cycles its warps spent issuing it (selected) or waiting to issue it, by stall reason (bar: the reasons' shares). {{.Shown}} of {{.Total}} lines, costliest first; hot lines (over 10% of the cost) are highlighted.</p>
<div class="scroll"><table class="sortable" id="{{.TableID}}"><thead><tr><th>cost %</th><th class="l">location</th><th class="l">source</th><th class="l">stalls</th><th class="l">top stall</th><th>warp-cycles</th><th>warp-inst</th><th>threads/warp</th><th>global req</th><th>sectors</th><th>shared wavefronts</th><th>bank conflicts</th><th>divergent</th><th>mem latency</th></tr></thead><tbody>
{{range .Lines}}<tr{{if .Hot}} class="hot"{{end}}><td data-v="{{.Share}}"><span class="heat" style="width:{{.Heat}}px"></span> {{printf "%.1f" .Share}}</td><td class="l">{{.Location}}</td><td class="src">{{.Text}}</td><td class="l">{{.Stalls}}</td><td class="l">{{.Top}}</td><td data-v="{{.CostV}}">{{.Cost}}</td><td data-v="{{.InstV}}">{{.Inst}}</td><td>{{.Thr}}</td><td>{{.GReq}}</td><td>{{.GSect}}</td><td>{{.SWave}}</td><td>{{.SConf}}</td><td>{{.Div}}</td><td>{{.Lat}}</td></tr>
{{end}}</tbody></table></div>
{{if .Instrs}}<details><summary>per PTX instruction ({{len .Instrs}} executed)</summary>
<div class="scroll"><table class="sortable"><thead><tr><th>cost %</th><th class="l">PTX line</th><th class="l">instruction</th><th class="l">stalls</th><th class="l">top stall</th><th>warp-cycles</th><th>warp-inst</th><th>threads/warp</th><th>global req</th><th>sectors</th><th>shared wavefronts</th><th>bank conflicts</th><th>divergent</th><th>mem latency</th></tr></thead><tbody>
{{range .Instrs}}<tr><td data-v="{{.Share}}">{{printf "%.2f" .Share}}</td><td class="l">{{.Location}}</td><td class="src">{{.Text}}</td><td class="l">{{.Stalls}}</td><td class="l">{{.Top}}</td><td data-v="{{.CostV}}">{{.Cost}}</td><td data-v="{{.InstV}}">{{.Inst}}</td><td>{{.Thr}}</td><td>{{.GReq}}</td><td>{{.GSect}}</td><td>{{.SWave}}</td><td>{{.SConf}}</td><td>{{.Div}}</td><td>{{.Lat}}</td></tr>
{{end}}</tbody></table></div></details>{{end}}
{{end}}
<details><summary>all metrics ({{len .AllMetrics}})</summary>
<input class="filter" data-table="{{.TableID}}" placeholder="filter metrics">
<table class="sortable" id="{{.TableID}}"><thead><tr><th class="l">metric</th><th>value</th></tr></thead><tbody>
{{range .AllMetrics}}<tr><td class="l">{{index . 0}}</td><td>{{index . 1}}</td></tr>{{end}}
</tbody></table></details>
`))

func launchSection(rep *ptxsim.ProfileReport, i int, l *ptxsim.LaunchProfile, clockMHz float64) (template.HTML, error) {
	m := l.Metrics
	v := launchView{TableID: fmt.Sprintf("metrics%d", i)}
	cyc := m["gpc__cycles_elapsed.max"]
	if clockMHz <= 0 {
		clockMHz = 1980
	}
	us := cyc / clockMHz
	v.Cards = []card{
		{"cycles (gpc__cycles_elapsed.max)", label(cyc)},
		{fmt.Sprintf("time at %g MHz", clockMHz), fmt.Sprintf("%.2f µs", us)},
		{"warp-instructions", label(m["smsp__inst_executed.sum"])},
		{"IPC per SM (active cycles)", fmt.Sprintf("%.2f", m["sm__inst_executed.avg.per_cycle_active"])},
		{"achieved occupancy", fmt.Sprintf("%.1f%%", m["sm__warps_active.avg.pct_of_peak_sustained_active"])},
		{"grid × block", fmt.Sprintf("(%d,%d,%d) × (%d,%d,%d)", l.Grid[0], l.Grid[1], l.Grid[2], l.Block[0], l.Block[1], l.Block[2])},
		{"registers / thread", label(m["launch__registers_per_thread"])},
		{"waves per SM", fmt.Sprintf("%.2f", m["launch__waves_per_multiprocessor"])},
	}
	v.Occupancy = barChart("Occupancy (% of the SM's warp slots)", []bar{
		{Label: "theoretical", Value: m["sm__maximum_warps_per_active_cycle_pct"], Text: fmt.Sprintf("%.1f%%", m["sm__maximum_warps_per_active_cycle_pct"]), Color: "#76b7b2"},
		{Label: "achieved", Value: m["sm__warps_active.avg.pct_of_peak_sustained_active"], Text: fmt.Sprintf("%.1f%%", m["sm__warps_active.avg.pct_of_peak_sustained_active"]), Color: "#4e79a7"},
	}, 100)
	for _, k := range []string{"warps", "registers", "shared_mem", "blocks"} {
		if x, ok := m["launch__occupancy_limit_"+k]; ok {
			name := k
			if strings.Contains(l.OccupancyLimiter, k) {
				name += " (limits)"
			}
			v.Limits = append(v.Limits, [2]string{name, label(x)})
		}
	}
	var sb []bar
	for _, s := range l.Stalls {
		sb = append(sb, bar{Label: s.Reason, Value: s.Share, Text: fmt.Sprintf("%.1f%%  (%s)", s.Share, label(s.Value)), Color: stallColors[s.Reason], Title: s.Metric})
	}
	v.Stalls = barChart("Warp-cycles by stall reason (share)", sb, 0)
	gl := func(n string) float64 { return m[n] }
	v.Memory = barChart("Requests and sectors", []bar{
		{Label: "global load requests", Value: gl("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum")},
		{Label: "global load sectors", Value: gl("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum")},
		{Label: "global store requests", Value: gl("l1tex__t_requests_pipe_lsu_mem_global_op_st.sum")},
		{Label: "global store sectors", Value: gl("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum")},
		{Label: "local load sectors", Value: gl("l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum")},
		{Label: "local store sectors", Value: gl("l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum")},
		{Label: "shared load wavefronts", Value: gl("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum")},
		{Label: "shared store wavefronts", Value: gl("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum")},
		{Label: "shared bank conflicts", Value: gl("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum") + gl("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum")},
		{Label: "L2 sectors read", Value: gl("lts__t_sectors_srcunit_tex_op_read.sum")},
		{Label: "L2 sectors written", Value: gl("lts__t_sectors_srcunit_tex_op_write.sum")},
	}, 0)
	v.HitRates = barChart("Hit rates", []bar{
		{Label: "L1, global loads", Value: gl("l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"), Text: fmt.Sprintf("%.1f%%", gl("l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"))},
		{Label: "L2", Value: gl("lts__t_sector_hit_rate.pct"), Text: fmt.Sprintf("%.1f%%", gl("lts__t_sector_hit_rate.pct"))},
	}, 100)
	ns := us * 1000
	if ns > 0 {
		bw := func(bytes float64) float64 { return bytes / ns } // GB/s
		v.Bandwidth = barChart("Mean bandwidth over the launch (GB/s)", []bar{
			{Label: "DRAM read", Value: bw(gl("dram__bytes_read.sum"))},
			{Label: "DRAM write", Value: bw(gl("dram__bytes_write.sum"))},
			{Label: "L2 read (from L1)", Value: bw(32 * gl("lts__t_sectors_srcunit_tex_op_read.sum"))},
			{Label: "L2 write (from L1)", Value: bw(32 * gl("lts__t_sectors_srcunit_tex_op_write.sum"))},
		}, 0)
	}
	if rep.Recording != nil {
		if tl := rep.Recording.Timeline(i); tl != nil {
			v.Timeline = timelineCharts(tl)
		}
	}
	if l.Source != nil {
		v.Source = newSourceView(l.Source, i)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v.AllMetrics = append(v.AllMetrics, [2]string{k, fmt.Sprint(formatMetric(m[k]))})
	}
	return frag(launchTmpl, v)
}

func formatMetric(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.4g", v)
}

// timelineCharts: the warps' states summed over every sub-partition (how
// many warps issue or wait on what, over time) and the L2/DRAM traffic.
func timelineCharts(tl *pipeline.LaunchTimeline) template.HTML {
	nb := 0
	for _, bins := range tl.Subs {
		nb = max(nb, len(bins))
	}
	if nb == 0 {
		return ""
	}
	// At most ~300 columns: merge bins.
	step := (nb + 299) / 300
	cols := (nb + step - 1) / step
	mhz := tl.Launch.ClockMHz
	if mhz <= 0 {
		mhz = 1000
	}
	wd := float64(tl.Interval * int64(step))
	x := make([]float64, cols)
	for i := range x {
		x[i] = float64(i) * wd / mhz
	}
	var ss []series
	for r := range pipeline.NumStalls {
		pts := make([]point, cols)
		seen := false
		for _, bins := range tl.Subs {
			for b := range bins {
				if v := bins[b].Stalls[r]; v != 0 {
					pts[b/step].Y += float64(v) / wd
					seen = true
				}
			}
		}
		if seen {
			ss = append(ss, series{Name: pipeline.StallName(r), Points: pts})
		}
	}
	out := stackedArea("Resident warps by state (all SMs), over time", "µs (simulated)", "warps", x, ss, stallColors)
	if len(tl.Mem) > 0 {
		mc := (len(tl.Mem) + step - 1) / step
		var rd, wr, dr, dw []point
		nsPer := wd / mhz * 1000
		for c := 0; c < mc; c++ {
			var a [4]float64
			for b := c * step; b < min((c+1)*step, len(tl.Mem)); b++ {
				s := tl.Mem[b]
				a[0] += float64(s.L2ReadSectors) * 32
				a[1] += float64(s.L2WriteSectors) * 32
				a[2] += float64(s.DRAMReadBytes)
				a[3] += float64(s.DRAMWriteBytes)
			}
			t := float64(c) * wd / mhz
			rd = append(rd, point{X: t, Y: a[0] / nsPer})
			wr = append(wr, point{X: t, Y: a[1] / nsPer})
			dr = append(dr, point{X: t, Y: a[2] / nsPer})
			dw = append(dw, point{X: t, Y: a[3] / nsPer})
		}
		out += lineChart("L2 and DRAM throughput over time", "µs (simulated)", "GB/s",
			[]series{{"L2 read", rd}, {"L2 write", wr}, {"DRAM read", dr}, {"DRAM write", dw}}, false)
	}
	return out
}

// sourceLines shown in the report at most (the rest are in the JSON).
const sourceLines = 60

func newSourceView(sp *ptxsim.SourceProfile, i int) *sourceView {
	v := &sourceView{Level: "CUDA source lines", Total: len(sp.Lines), TableID: fmt.Sprintf("source%d", i)}
	if len(sp.Files) == 0 {
		v.Level = "PTX lines (no .loc line information: compile with nvcc -lineinfo for CUDA lines)"
	}
	lines := sp.Lines
	if len(lines) > sourceLines {
		lines = lines[:sourceLines]
	}
	v.Shown = len(lines)
	for _, l := range lines {
		v.Lines = append(v.Lines, newSourceRow(l, sp.Total, fmt.Sprintf("%s:%d", filepath.Base(l.File), l.Line)))
	}
	for _, in := range sp.Instructions {
		v.Instrs = append(v.Instrs, newSourceRow(in, sp.Total, fmt.Sprintf("%d", in.PTXLine)))
	}
	return v
}

func newSourceRow(l *ptxsim.SourceRecord, total float64, loc string) sourceRow {
	m := l.Metrics
	r := sourceRow{Location: loc, Text: strings.TrimSpace(l.Text), CostV: l.Cost, Cost: label(l.Cost), InstV: m["inst_executed_ptx"], Inst: label(m["inst_executed_ptx"])}
	if total > 0 {
		r.Share = 100 * l.Cost / total
	}
	r.Heat = math.Round(r.Share * 0.6)
	r.Hot = r.Share > 10
	if e := m["inst_executed_ptx"]; e > 0 {
		r.Thr = fmt.Sprintf("%.1f", m["thread_inst_executed_ptx"]/e)
	}
	var segs []segment
	best, bestV := "", 0.0
	for i := range pipeline.NumStalls {
		n := pipeline.StallName(i)
		s := l.Stall(n)
		segs = append(segs, segment{n, s})
		if s > bestV {
			best, bestV = n, s
		}
	}
	r.Stalls = stackedBar(segs, 120, stallColors)
	if bestV > 0 && l.Cost > 0 {
		r.Top = fmt.Sprintf("%s %.0f%%", best, 100*bestV/l.Cost)
	}
	dot := func(v float64) string {
		if v == 0 {
			return ""
		}
		return label(v)
	}
	r.GReq = dot(m["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"] + m["l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"] +
		m["l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum"] + m["l1tex__t_requests_pipe_lsu_mem_local_op_st.sum"])
	r.GSect = dot(m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] + m["l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"] +
		m["l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum"] + m["l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum"])
	r.SWave = dot(m["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"] + m["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"])
	r.SConf = dot(m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] + m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"])
	r.Div = dot(m["divergent_branches"])
	if lat := m["memory_latency_cycles.avg"]; lat > 0 {
		r.Lat = fmt.Sprintf("%.0f", lat)
	}
	return r
}
