package report

import (
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim"
)

// keyMetrics are plotted first, open; the other metrics that vary across
// the sweep follow, folded.
var keyMetrics = []string{
	"gpc__cycles_elapsed.max", "sm__inst_executed.avg.per_cycle_active", "sm__warps_active.avg.pct_of_peak_sustained_active",
	"l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct", "lts__t_sector_hit_rate.pct",
	"dram__bytes_read.sum", "dram__bytes_write.sum", "smsp__pcsamp_warps_issue_stalled_long_scoreboard",
}

type sweepView struct {
	Axes      []string
	Workloads []string
	Points    int
	Rows      int
	Failed    []*ptxsim.SweepRow
	Key       []template.HTML
	Other     []template.HTML
	Columns   []string
	Table     [][]string
	Truncated int
}

var sweepTmpl = template.Must(template.New("sweep").Parse(`
<p>{{.Points}} points × {{len .Workloads}} workloads ({{range $i, $w := .Workloads}}{{if $i}}, {{end}}{{$w}}{{end}}), {{.Rows}} rows. Axes: {{range $i, $a := .Axes}}{{if $i}}, {{end}}<code>{{$a}}</code>{{end}}.</p>
{{if .Failed}}<h3>Failed tasks</h3><table><thead><tr><th>point</th><th class="l">workload</th><th class="l">error</th></tr></thead><tbody>
{{range .Failed}}<tr><td>{{.Point}}</td><td class="l">{{.Workload}}</td><td class="err">{{.Error}}</td></tr>{{end}}</tbody></table>{{end}}
<h3>Key metrics against each axis</h3>
<p class="note">One line per workload and launch (and per value of the other axes); hover a point for its value.</p>
<div class="charts">{{range .Key}}{{.}}{{end}}</div>
{{if .Other}}<details><summary>every other metric that varies ({{len .Other}} plots)</summary><div class="charts">{{range .Other}}{{.}}{{end}}</div></details>{{end}}
<h3>Table</h3>
{{if .Truncated}}<p class="note">The first rows of {{.Rows}}; table.csv and table.parquet hold them all.</p>{{end}}
<input class="filter" data-table="sweeptable" placeholder="filter rows">
<div style="overflow-x:auto"><table class="sortable" id="sweeptable"><thead><tr>{{range .Columns}}<th>{{.}}</th>{{end}}</tr></thead><tbody>
{{range .Table}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>
{{end}}</tbody></table></div>
`))

// sweepTableRows shown in the page at most.
const sweepTableRows = 500

// Sweep writes the page of a sweep table: the failed tasks, a plot of each
// metric that varies against each axis (the key metrics open, the rest
// folded) and the table itself.
func Sweep(w io.Writer, t *ptxsim.SweepTable, opts Options) error {
	d := pageData{Title: opts.Title, Command: opts.Command, Subtitle: "a parameter sweep on the timing model"}
	if d.Title == "" {
		d.Title = "ptxsim sweep"
	}
	v := sweepView{Axes: t.Axes, Rows: len(t.Rows)}
	points := map[int]bool{}
	wl := map[string]bool{}
	for _, r := range t.Rows {
		points[r.Point] = true
		if !wl[r.Workload] {
			wl[r.Workload] = true
			v.Workloads = append(v.Workloads, r.Workload)
		}
		if r.Error != "" {
			v.Failed = append(v.Failed, r)
		}
	}
	v.Points = len(points)
	key := map[string]bool{}
	for _, m := range keyMetrics {
		key[m] = true
	}
	varying := func(m string) bool {
		seen := map[float64]bool{}
		for _, r := range t.Rows {
			if x, ok := r.Metrics[m]; ok {
				seen[x] = true
			}
		}
		return len(seen) > 1
	}
	var others []string
	for _, m := range t.Metrics {
		if !key[m] && varying(m) {
			others = append(others, m)
		}
	}
	for ai := range t.Axes {
		for _, m := range keyMetrics {
			if hasMetric(t, m) {
				v.Key = append(v.Key, sweepPlot(t, ai, m))
			}
		}
		for _, m := range others {
			v.Other = append(v.Other, sweepPlot(t, ai, m))
		}
	}
	cols := []string{"point", "workload"}
	cols = append(cols, t.Axes...)
	cols = append(cols, "launch", "kernel")
	shown := []string{}
	for _, m := range keyMetrics {
		if hasMetric(t, m) {
			shown = append(shown, m)
		}
	}
	v.Columns = append(cols, shown...)
	for i, r := range t.Rows {
		if i == sweepTableRows {
			v.Truncated = len(t.Rows) - i
			break
		}
		row := []string{strconv.Itoa(r.Point), r.Workload}
		for j := range t.Axes {
			s := ""
			if j < len(r.Values) {
				s = ptxsim.FormatSweepValue(r.Values[j])
			}
			row = append(row, s)
		}
		row = append(row, strconv.Itoa(r.Launch), r.Kernel)
		for _, m := range shown {
			if x, ok := r.Metrics[m]; ok {
				row = append(row, formatMetric(x))
			} else {
				row = append(row, "")
			}
		}
		v.Table = append(v.Table, row)
	}
	body, err := frag(sweepTmpl, v)
	if err != nil {
		return err
	}
	d.Sections = []section{{ID: "sweep", Title: "Sweep", Body: body}}
	return writePage(w, d)
}

func hasMetric(t *ptxsim.SweepTable, m string) bool {
	for _, r := range t.Rows {
		if _, ok := r.Metrics[m]; ok {
			return true
		}
	}
	return false
}

// sweepPlot plots metric m against axis ai: a series per workload, launch
// and combination of the other axes' values.
func sweepPlot(t *ptxsim.SweepTable, ai int, m string) template.HTML {
	numeric := true
	for _, r := range t.Rows {
		if ai < len(r.Values) {
			if _, ok := asFloat(r.Values[ai]); !ok {
				numeric = false
			}
		}
	}
	bySeries := map[string]*series{}
	var order []string
	for _, r := range t.Rows {
		y, ok := r.Metrics[m]
		if !ok || ai >= len(r.Values) {
			continue
		}
		name := r.Workload
		if r.Kernel != "" {
			name += fmt.Sprintf(" #%d %s", r.Launch, r.Kernel)
		}
		var rest []string
		for j, a := range t.Axes {
			if j != ai && j < len(r.Values) {
				rest = append(rest, a+"="+ptxsim.FormatSweepValue(r.Values[j]))
			}
		}
		if len(rest) > 0 {
			name += " (" + strings.Join(rest, ", ") + ")"
		}
		s := bySeries[name]
		if s == nil {
			s = &series{Name: name}
			bySeries[name] = s
			order = append(order, name)
		}
		p := point{Y: y, Title: fmt.Sprintf("%s, %s=%s: %s", name, t.Axes[ai], ptxsim.FormatSweepValue(r.Values[ai]), formatMetric(y))}
		if numeric {
			p.X, _ = asFloat(r.Values[ai])
		} else {
			p.Cat = ptxsim.FormatSweepValue(r.Values[ai])
		}
		s.Points = append(s.Points, p)
	}
	ss := make([]series, 0, len(order))
	for _, n := range order {
		ss = append(ss, *bySeries[n])
	}
	logX := false
	if numeric {
		lo, hi := 0.0, 0.0
		for i, s := range ss {
			for j, p := range s.Points {
				if i == 0 && j == 0 || p.X < lo {
					lo = p.X
				}
				if p.X > hi {
					hi = p.X
				}
			}
		}
		logX = lo > 0 && hi/lo >= 16 // powers-of-two sizes and the like
	}
	return lineChart(m+" vs "+t.Axes[ai], t.Axes[ai], m, ss, logX)
}

// asFloat is Number, or else v printed and parsed (so the string "128"
// counts as a number on a chart's axis).
func asFloat(v any) (float64, bool) {
	if f, ok := Number(v); ok {
		return f, true
	}
	f, err := strconv.ParseFloat(fmt.Sprint(v), 64)
	return f, err == nil
}

// Number is v as a float64 where v holds a number: one of Go's numeric
// types that a sweep spec's values decode to, or a json.Number. A string
// is not a number here.
func Number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case float32:
		return float64(x), true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case int32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case uint32:
		return float64(x), true
	case fmt.Stringer: // json.Number
		f, err := strconv.ParseFloat(x.String(), 64)
		return f, err == nil
	}
	return 0, false
}
