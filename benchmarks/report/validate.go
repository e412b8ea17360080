package report

import (
	"fmt"
	"html/template"
	"io"
	"math"
	"sort"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

type validationView struct {
	Summary []string
	Scatter template.HTML
	ErrHist template.HTML
	Worst   []worstRow
	Metrics []metricRow
	Micro   []fidelity.MicroValue
	Errors  []fidelity.CaseStatus
	Size    fidelity.SizeSummary
	Cost    []string
	Launch  []costRow
}

// costRow is one launch's simulation speed (wall clock of the run).
type costRow struct {
	Case, Kernel           string
	Index                  int
	HW, Err                float64
	Wall, CycPS, ThrInstPS float64
}

type worstRow struct {
	Case, Kernel  string
	Index         int
	Sim, HW       string
	Err           float64
	Exact         string
	SimV, HWV     float64
	RepeatSpreadP string
}

type metricRow struct {
	Name         string
	Match, Total int
	Pct          float64
}

var validationTmpl = template.Must(template.New("validation").Funcs(template.FuncMap{"mul100": func(v float64) float64 { return 100 * v }}).Parse(`
<ul>{{range .Summary}}<li>{{.}}</li>{{end}}</ul>
<div class="charts">{{.Scatter}}{{.ErrHist}}</div>
<h3>Worst launches by cycle error</h3>
<table class="sortable"><thead><tr><th class="l">case</th><th>launch</th><th class="l">kernel</th><th>sim cycles</th><th>hw cycles</th><th>error %</th><th>hw repeat spread</th><th>exact metrics</th></tr></thead><tbody>
{{range .Worst}}<tr><td class="l">{{.Case}}</td><td>{{.Index}}</td><td class="l">{{.Kernel}}</td><td data-v="{{.SimV}}">{{.Sim}}</td><td data-v="{{.HWV}}">{{.HW}}</td><td data-v="{{.Err}}">{{printf "%+.1f" .Err}}</td><td>{{.RepeatSpreadP}}</td><td>{{.Exact}}</td></tr>
{{end}}</tbody></table>
<h3>Cycle error by launch size</h3>
<table><thead><tr><th class="l">hardware cycles</th><th>launches</th><th>MAPE %</th><th>median %</th><th>mean error %</th><th>simulated cycles/s</th></tr></thead><tbody>
{{range .Size.Buckets}}<tr><td class="l">{{.Label}}</td><td>{{.Launches}}</td>{{if .Launches}}<td>{{printf "%.1f" .MAPE}}</td><td>{{printf "%.1f" .MedianAPE}}</td><td>{{printf "%+.1f" .MeanError}}</td><td>{{printf "%.3g" .SimCyclesPerSecond}}</td>{{else}}<td></td><td></td><td></td><td></td>{{end}}</tr>
{{end}}</tbody></table>
<p>|error| against log10(hardware cycles) over {{.Size.Launches}} launches: slope {{printf "%+.2f" .Size.Slope}} percentage points per decade, correlation {{printf "%.3f" .Size.Correlation}} (a positive slope: larger launches have larger errors).</p>
<h3>Simulation cost</h3>
<ul>{{range .Cost}}<li>{{.}}</li>{{end}}</ul>
<details><summary>per launch (wall clock of this run: varies from run to run)</summary>
<table class="sortable"><thead><tr><th class="l">case</th><th>launch</th><th class="l">kernel</th><th>hw cycles</th><th>error %</th><th>wall s</th><th>simulated cycles/s</th><th>thread-instructions/s</th></tr></thead><tbody>
{{range .Launch}}<tr><td class="l">{{.Case}}</td><td>{{.Index}}</td><td class="l">{{.Kernel}}</td><td>{{printf "%.0f" .HW}}</td><td data-v="{{.Err}}">{{printf "%+.1f" .Err}}</td><td data-v="{{.Wall}}">{{printf "%.3f" .Wall}}</td><td data-v="{{.CycPS}}">{{printf "%.3g" .CycPS}}</td><td data-v="{{.ThrInstPS}}">{{printf "%.3g" .ThrInstPS}}</td></tr>
{{end}}</tbody></table></details>
<h3>Exact metrics</h3>
<table class="sortable"><thead><tr><th class="l">metric</th><th>match</th><th>of</th><th>%</th></tr></thead><tbody>
{{range .Metrics}}<tr><td class="l">{{.Name}}</td><td>{{.Match}}</td><td>{{.Total}}</td><td data-v="{{.Pct}}">{{printf "%.1f" .Pct}}</td></tr>
{{end}}</tbody></table>
{{if .Micro}}<details><summary>micro-benchmark clock64 values ({{len .Micro}})</summary>
<table class="sortable"><thead><tr><th class="l">case</th><th class="l">buffer</th><th>element</th><th class="l">caches</th><th>sim</th><th>hw</th><th>error %</th></tr></thead><tbody>
{{range .Micro}}<tr><td class="l">{{.Case}}</td><td class="l">{{.Buffer}}</td><td>{{.Element}}</td><td class="l">{{if .Cold}}cold{{else}}warm{{end}}</td><td>{{.Sim}}</td><td>{{.HW}}</td><td>{{printf "%+.1f" (mul100 .RelError)}}</td></tr>
{{end}}</tbody></table></details>{{end}}
{{if .Errors}}<h3>Cases that did not run cleanly</h3>
<table><thead><tr><th class="l">case</th><th class="l">status</th><th class="l">message</th></tr></thead><tbody>
{{range .Errors}}<tr><td class="l">{{.Name}}</td><td class="l">{{.Status}}</td><td class="err">{{.Message}}</td></tr>{{end}}
</tbody></table>{{end}}
`))

// Validation writes the page of a validation: the summary, the model's
// cycles against the hardware's on log-log axes (the ±20% band shaded,
// launches outside it in red), the distribution of the errors, the worst
// launches, the exact metrics' tallies and the micro values.
func Validation(w io.Writer, rep *fidelity.ValidationReport, worst int, opts Options) error {
	d := pageData{Title: opts.Title, Command: opts.Command, Subtitle: "the timing model against the hardware's measurements (hw.json)"}
	if d.Title == "" {
		d.Title = "ptxsim validate"
	}
	v := validationView{Summary: rep.SummaryLines()}
	var pts []point
	var errs []float64
	for _, l := range rep.Launches {
		if !l.HasCycles {
			continue
		}
		pts = append(pts, point{X: l.HWCycles, Y: l.SimCycles,
			Title: fmt.Sprintf("%s[%d] %s: sim %s, hw %s (%+.1f%%)", l.Case, l.Index, l.Kernel, label(l.SimCycles), label(l.HWCycles), 100*l.RelError)})
		errs = append(errs, 100*l.RelError)
	}
	v.Scatter = scatterLogLog(fmt.Sprintf("Cycles per launch: model vs H200 (%d launches)", len(pts)), "hardware cycles (gpc__cycles_elapsed.max)", "simulated cycles", pts, 0.2)
	v.ErrHist = errorHistogram(errs)
	for _, l := range rep.Worst(worst) {
		r := worstRow{Case: l.Case, Kernel: l.Kernel, Index: l.Index, Sim: label(l.SimCycles), HW: label(l.HWCycles), SimV: l.SimCycles, HWV: l.HWCycles,
			Err: 100 * l.RelError, Exact: fmt.Sprintf("%d/%d", l.ExactMatch, l.ExactTotal)}
		if l.HWRepeatCycles > 0 && l.HWCycles > 0 {
			r.RepeatSpreadP = fmt.Sprintf("%.1f%%", 100*math.Abs(l.HWRepeatCycles-l.HWCycles)/l.HWCycles)
		}
		v.Worst = append(v.Worst, r)
	}
	for name, t := range rep.PerMetric {
		mr := metricRow{Name: name, Match: t.Match, Total: t.Total}
		if t.Total > 0 {
			mr.Pct = 100 * float64(t.Match) / float64(t.Total)
		}
		v.Metrics = append(v.Metrics, mr)
	}
	sort.Slice(v.Metrics, func(i, j int) bool { return v.Metrics[i].Name < v.Metrics[j].Name })
	v.Micro = rep.Micro
	v.Size = rep.Size
	v.Cost = rep.CostLines()
	for _, l := range rep.Launches {
		if !l.HasCycles {
			continue
		}
		v.Launch = append(v.Launch, costRow{Case: l.Case, Kernel: l.Kernel, Index: l.Index, HW: l.HWCycles, Err: 100 * l.RelError,
			Wall: l.WallSeconds, CycPS: l.SimCyclesPerSecond, ThrInstPS: l.ThreadInstructionsPerSecond})
	}
	for _, c := range rep.Cases {
		if c.Status == fidelity.StatusError || c.Status == fidelity.StatusFail {
			v.Errors = append(v.Errors, c)
		}
	}
	body, err := frag(validationTmpl, v)
	if err != nil {
		return err
	}
	d.Sections = []section{{ID: "validation", Title: "Model against hardware", Body: body}}
	return writePage(w, d)
}

// errorHistogram bins the cycle errors (percent) in 10-point buckets from
// -50 to +50, with the tails in the end buckets.
func errorHistogram(errs []float64) template.HTML {
	var counts [12]float64
	for _, e := range errs {
		b := int(math.Floor(e/10)) + 6
		b = max(0, min(11, b))
		counts[b]++
	}
	var bars []bar
	for i, c := range counts {
		lo := (i - 6) * 10
		name := fmt.Sprintf("%+d%% to %+d%%", lo, lo+10)
		switch i {
		case 0:
			name = "below -50%"
		case 11:
			name = "+50% and more"
		}
		col := "#4e79a7"
		if i < 4 || i > 7 {
			col = "#e15759"
		}
		bars = append(bars, bar{Label: name, Value: c, Text: fmt.Sprintf("%.0f", c), Color: col})
	}
	return barChart("Launches by cycle error (sim − hw) / hw", bars, 0)
}
