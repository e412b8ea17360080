package ptxsim

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// A sweep runs workloads at every point of a grid of device parameters
// and gathers one table: a row per point, workload and launch, a column
// per axis and per metric. Sweep runs it on this machine's cores; package
// benchmarks/sweep adds spec files, resumable result folders and Slurm
// job arrays on top.

// SweepSpec is a sweep: every combination of the axes' values (the grid,
// the first axis varying slowest) runs every workload.
type SweepSpec struct {
	// Device is the base device model: a built-in name, sm_XY or a JSON
	// device file (TimingModel); "" is the H200.
	Device string
	Axes   []SweepAxis
	// Workloads run at each point on a fresh device of the point's model.
	Workloads []SweepWorkload
	// WarmCaches keeps the caches between a workload's launches (off:
	// flushed before each launch, as ncu measures).
	WarmCaches bool
}

// SweepAxis is one parameter and its values. Param names a TimingSpec
// field by its JSON path ("l1.max_bytes", "sched.policy", "num_sms";
// docs/timing-model.md lists them) or a device field with the "device."
// prefix and the name it has in device files
// ("device.multiprocessor_count"). Values are numbers, strings (policy
// names) or booleans, as the field takes them.
type SweepAxis struct {
	Param  string `json:"param"`
	Values []any  `json:"values"`
}

// SweepRange is the values from, from+step, ... up to to (inclusive, with
// a tolerance of a millionth of a step for fractional steps).
func SweepRange(from, to, step float64) ([]any, error) {
	if step == 0 || math.IsNaN(step) || (to-from)/step < 0 {
		return nil, fmt.Errorf("range from %v to %v by %v has no end", from, to, step)
	}
	n := int(math.Floor((to-from)/step+1e-6)) + 1
	if n > maxAxisValues {
		return nil, fmt.Errorf("range from %v to %v by %v has %d values (at most %d)", from, to, step, n, maxAxisValues)
	}
	vals := make([]any, n)
	for i := range vals {
		v := from + float64(i)*step
		if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
			vals[i] = int64(v)
		} else {
			vals[i] = v
		}
	}
	return vals, nil
}

// Limits on a grid: an axis and the whole grid.
const (
	maxAxisValues = 100000
	maxGridPoints = 1000000
)

// SweepWorkload is one thing each point runs. Run gets the point (its
// device model, timing spec and a way to make a device of them) and
// returns the profiles of the launches it made, in order.
type SweepWorkload struct {
	Name string
	Run  func(p *SweepPoint) ([]*LaunchProfile, error)
}

// WorkloadFunc is a workload written in Go: f runs on a fresh device of
// the point's model in timing mode; every launch it makes through a
// Module is profiled.
func WorkloadFunc(name string, f func(dev *Device) error) SweepWorkload {
	return SweepWorkload{Name: name, Run: func(p *SweepPoint) ([]*LaunchProfile, error) {
		dev, err := p.NewDevice()
		if err != nil {
			return nil, err
		}
		err = f(dev)
		return dev.Profiles(), err
	}}
}

// SweepPoint is one point of the grid.
type SweepPoint struct {
	Index  int   // in grid order
	Values []any // one per axis
	Device sm.DeviceSpec
	Timing *timing.TimingSpec
	Cold   bool // flush the caches before each launch
	// Threads is how many goroutines each launch may use (SweepOptions).
	Threads int
	// Progress, when set, receives the launches' progress (NewDevice
	// installs it).
	Progress *sm.Progress
}

// NewDevice makes a device of the point's model in timing mode, which
// keeps the profile of every launch (Device.Profiles).
func (p *SweepPoint) NewDevice() (*Device, error) {
	dev := NewDevice(p.Device)
	dev.SetThreads(max(p.Threads, 1))
	dev.SetColdCaches(p.Cold)
	dev.SetProgress(p.Progress)
	if err := dev.SetTiming(p.Timing); err != nil {
		return nil, err
	}
	dev.KeepProfiles(true)
	return dev, nil
}

// Label is the point's values as "param=value ...".
func (p *SweepPoint) Label(axes []SweepAxis) string {
	var parts []string
	for i, a := range axes {
		parts = append(parts, a.Param+"="+FormatSweepValue(p.Values[i]))
	}
	return strings.Join(parts, " ")
}

// FormatSweepValue prints an axis value as the table does.
func FormatSweepValue(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case float32:
		return strconv.FormatFloat(float64(x), 'g', -1, 32)
	case string:
		return x
	case json.Number:
		return x.String()
	}
	return fmt.Sprint(v)
}

// Points expands the grid: one point per combination of the axes'
// values, each with its device model and timing spec (validated).
func (s *SweepSpec) Points() ([]*SweepPoint, error) {
	name := s.Device
	if name == "" {
		name = "h200"
	}
	base, baseTiming, err := TimingModel(name)
	if err != nil {
		return nil, err
	}
	n := 1
	seen := map[string]bool{}
	for _, a := range s.Axes {
		if a.Param == "" {
			return nil, fmt.Errorf("sweep: an axis has no param")
		}
		if seen[a.Param] {
			return nil, fmt.Errorf("sweep: axis %s given twice", a.Param)
		}
		seen[a.Param] = true
		if len(a.Values) == 0 {
			return nil, fmt.Errorf("sweep: axis %s has no values", a.Param)
		}
		if n *= len(a.Values); n > maxGridPoints {
			return nil, fmt.Errorf("sweep: the grid has more than %d points", maxGridPoints)
		}
	}
	pts := make([]*SweepPoint, n)
	for i := range pts {
		vals := make([]any, len(s.Axes))
		r := i
		for j := len(s.Axes) - 1; j >= 0; j-- {
			k := len(s.Axes[j].Values)
			vals[j] = s.Axes[j].Values[r%k]
			r /= k
		}
		dev, ts, err := applyAxes(base, baseTiming, s.Axes, vals)
		if err != nil {
			return nil, fmt.Errorf("sweep: point %d (%s): %w", i, (&SweepPoint{Values: vals}).Label(s.Axes), err)
		}
		pts[i] = &SweepPoint{Index: i, Values: vals, Device: dev, Timing: ts, Cold: !s.WarmCaches}
	}
	return pts, nil
}

// applyAxes sets the axes' values on copies of the base models. Device
// fields go first; where one changes the SM count, clock or L2 size, the
// timing spec follows (as TimingModel scales it), unless a timing axis
// sets the field itself.
func applyAxes(base sm.DeviceSpec, baseTiming *timing.TimingSpec, axes []SweepAxis, vals []any) (sm.DeviceSpec, *timing.TimingSpec, error) {
	dev := base
	var devSet, tSet []int
	for i, a := range axes {
		if strings.HasPrefix(a.Param, "device.") {
			devSet = append(devSet, i)
		} else {
			tSet = append(tSet, i)
		}
	}
	if len(devSet) > 0 {
		m, err := toMap(dev)
		if err != nil {
			return dev, nil, err
		}
		for _, i := range devSet {
			if err := setPath(m, strings.TrimPrefix(axes[i].Param, "device."), vals[i]); err != nil {
				return dev, nil, fmt.Errorf("%s: %w", axes[i].Param, err)
			}
		}
		if err := fromMap(m, &dev); err != nil {
			return dev, nil, err
		}
	}
	ts := new(timing.TimingSpec)
	if err := deepCopy(baseTiming, ts); err != nil {
		return dev, nil, err
	}
	if dev.SMCount != base.SMCount {
		ts.NumSMs = dev.SMCount
	}
	if dev.ClockKHz != base.ClockKHz && dev.ClockKHz > 0 {
		ts.ClockMHz = float64(dev.ClockKHz) / 1000
	}
	if dev.L2Bytes != base.L2Bytes && dev.L2Bytes > 0 {
		ways := max(ts.L2.Assoc*128, 1)
		ts.L2.SizeBytes = dev.L2Bytes / ways * ways
	}
	if len(tSet) > 0 {
		m, err := toMap(ts)
		if err != nil {
			return dev, nil, err
		}
		for _, i := range tSet {
			if err := setPath(m, axes[i].Param, vals[i]); err != nil {
				return dev, nil, fmt.Errorf("%s: %w", axes[i].Param, err)
			}
		}
		data, err := json.Marshal(m)
		if err != nil {
			return dev, nil, err
		}
		if ts, err = timing.ParseSpec(data); err != nil {
			return dev, nil, err
		}
	}
	if _, err := pipeline.New(ts); err != nil { // validates, policy names too
		return dev, nil, err
	}
	return dev, ts, nil
}

func toMap(v any) (map[string]any, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return m, dec.Decode(&m)
}

func fromMap(m map[string]any, v any) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

func deepCopy(src, dst any) error {
	data, err := json.Marshal(src)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, dst)
}

// setPath sets the dotted path in m to v; every part of the path must
// exist (a misspelt name is an error listing the names there).
func setPath(m map[string]any, path string, v any) error {
	parts := strings.Split(path, ".")
	cur := m
	for i, p := range parts {
		x, ok := cur[p]
		if !ok {
			return fmt.Errorf("no field %q (fields here: %s)", strings.Join(parts[:i+1], "."), strings.Join(slices.Sorted(maps.Keys(cur)), ", "))
		}
		if i == len(parts)-1 {
			if _, isObj := x.(map[string]any); isObj {
				return fmt.Errorf("%s is a group of fields (%s), not a value", path, strings.Join(slices.Sorted(maps.Keys(x.(map[string]any))), ", "))
			}
			cur[p] = v
			return nil
		}
		next, isObj := x.(map[string]any)
		if !isObj {
			return fmt.Errorf("%s is a value, not a group of fields", strings.Join(parts[:i+1], "."))
		}
		cur = next
	}
	return nil
}

// SweepResult is what one workload did at one point.
type SweepResult struct {
	Point    int              `json:"point"`
	Workload string           `json:"workload"`
	Launches []*LaunchProfile `json:"launches"`
	Error    string           `json:"error,omitempty"`
}

// RunSweepTask runs workload w at point p; a failure (or a panic in a Go
// workload) is the result's Error, with the launches made before it.
func RunSweepTask(p *SweepPoint, w SweepWorkload) (res *SweepResult) {
	res = &SweepResult{Point: p.Index, Workload: w.Name}
	defer func() {
		if e := recover(); e != nil {
			res.Error = fmt.Sprintf("workload %s panicked: %v", w.Name, e)
		}
	}()
	ls, err := w.Run(p)
	res.Launches = ls
	if err != nil {
		res.Error = err.Error()
	}
	return res
}

// SweepOptions say how Sweep runs.
type SweepOptions struct {
	// Jobs is how many (point, workload) tasks run at once (0: one per
	// CPU). Each launch then runs on Threads goroutines (0: 1).
	Jobs, Threads int
	// Skip, when set, says which tasks not to run (a resumed sweep's
	// finished ones: pass their results in Prior).
	Skip  func(point, workload int) bool
	Prior []*SweepResult
	// Done, when set, gets each result as its task finishes (one call at
	// a time), before the table is built: a resumable sweep saves it
	// there. An error from Done stops the sweep.
	Done func(p *SweepPoint, r *SweepResult) error
	// Progress, when set, is labelled with the tasks done (and each
	// device reports its launches to it when Jobs is 1).
	Progress *sm.Progress
}

// Sweep runs every workload at every point of the grid and returns the
// table. Tasks that fail are rows with their error; Sweep itself fails
// only when the spec is invalid or Done fails.
func Sweep(spec *SweepSpec, opts SweepOptions) (*SweepTable, error) {
	if len(spec.Workloads) == 0 {
		return nil, fmt.Errorf("sweep: no workloads")
	}
	names := map[string]bool{}
	for _, w := range spec.Workloads {
		if w.Name == "" || names[w.Name] {
			return nil, fmt.Errorf("sweep: workload names must be unique and not empty (%q)", w.Name)
		}
		names[w.Name] = true
	}
	pts, err := spec.Points()
	if err != nil {
		return nil, err
	}
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	type task struct{ p, w int }
	var tasks []task
	for p := range pts {
		for w := range spec.Workloads {
			if opts.Skip == nil || !opts.Skip(p, w) {
				tasks = append(tasks, task{p, w})
			}
		}
	}
	results := append([]*SweepResult(nil), opts.Prior...)
	var mu sync.Mutex
	var doneErr error
	done := 0
	ch := make(chan task)
	var wg sync.WaitGroup
	for range min(jobs, max(len(tasks), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range ch {
				p := *pts[t.p]
				p.Threads = max(opts.Threads, 1)
				if jobs == 1 {
					p.Progress = opts.Progress
				}
				r := RunSweepTask(&p, spec.Workloads[t.w])
				mu.Lock()
				done++
				opts.Progress.SetLabel(fmt.Sprintf("sweep %d/%d tasks", done, len(tasks)))
				if doneErr == nil && opts.Done != nil {
					doneErr = opts.Done(&p, r)
				}
				results = append(results, r)
				mu.Unlock()
			}
		}()
	}
	for _, t := range tasks {
		mu.Lock()
		stop := doneErr != nil
		mu.Unlock()
		if stop {
			break
		}
		ch <- t
	}
	close(ch)
	wg.Wait()
	if doneErr != nil {
		return nil, doneErr
	}
	return NewSweepTable(spec, pts, results), nil
}

// SweepTable is a sweep's tidy table: one row per point, workload and
// launch (a failed task with no launch is one row with its error).
type SweepTable struct {
	Axes    []string    `json:"axes"`    // the axes' params, in order
	Metrics []string    `json:"metrics"` // every metric any row has, sorted
	Rows    []*SweepRow `json:"rows"`
}

// SweepRow is one launch of one workload at one point.
type SweepRow struct {
	Point    int                `json:"point"`
	Workload string             `json:"workload"`
	Values   []any              `json:"values"` // per axis
	Launch   int                `json:"launch"` // -1: the task failed before any launch
	Kernel   string             `json:"kernel"`
	Error    string             `json:"error,omitempty"`
	Metrics  map[string]float64 `json:"metrics"`
}

// NewSweepTable builds the table from results (any order; a task's
// result counts once, the last given).
func NewSweepTable(spec *SweepSpec, pts []*SweepPoint, results []*SweepResult) *SweepTable {
	t := &SweepTable{}
	for _, a := range spec.Axes {
		t.Axes = append(t.Axes, a.Param)
	}
	wi := map[string]int{}
	for i, w := range spec.Workloads {
		wi[w.Name] = i
	}
	type key struct {
		p int
		w string
	}
	last := map[key]*SweepResult{}
	for _, r := range results {
		last[key{r.Point, r.Workload}] = r
	}
	keys := make([]key, 0, len(last))
	for k := range last {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].p != keys[j].p {
			return keys[i].p < keys[j].p
		}
		return wi[keys[i].w] < wi[keys[j].w]
	})
	metrics := map[string]bool{}
	for _, k := range keys {
		r := last[k]
		var vals []any
		if k.p >= 0 && k.p < len(pts) {
			vals = pts[k.p].Values
		}
		if len(r.Launches) == 0 {
			t.Rows = append(t.Rows, &SweepRow{Point: k.p, Workload: k.w, Values: vals, Launch: -1, Error: r.Error, Metrics: map[string]float64{}})
			continue
		}
		for i, l := range r.Launches {
			row := &SweepRow{Point: k.p, Workload: k.w, Values: vals, Launch: i, Kernel: l.Kernel, Metrics: l.Metrics}
			if i == len(r.Launches)-1 {
				row.Error = r.Error
			}
			for m := range l.Metrics {
				metrics[m] = true
			}
			t.Rows = append(t.Rows, row)
		}
	}
	for m := range metrics {
		t.Metrics = append(t.Metrics, m)
	}
	sort.Strings(t.Metrics)
	return t
}

// Columns are the table's column names: point, workload, the axes,
// launch, kernel, error, then the metrics.
func (t *SweepTable) Columns() []string {
	cols := []string{"point", "workload"}
	cols = append(cols, t.Axes...)
	cols = append(cols, "launch", "kernel", "error")
	return append(cols, t.Metrics...)
}

// WriteCSV writes the table with a header row; a metric a row lacks is
// an empty cell.
func (t *SweepTable) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(t.Columns()); err != nil {
		return err
	}
	rec := make([]string, 0, len(t.Columns()))
	for _, r := range t.Rows {
		rec = rec[:0]
		rec = append(rec, strconv.Itoa(r.Point), r.Workload)
		for i := range t.Axes {
			s := ""
			if i < len(r.Values) {
				s = FormatSweepValue(r.Values[i])
			}
			rec = append(rec, s)
		}
		rec = append(rec, strconv.Itoa(r.Launch), r.Kernel, r.Error)
		for _, m := range t.Metrics {
			if v, ok := r.Metrics[m]; ok {
				rec = append(rec, strconv.FormatFloat(v, 'g', -1, 64))
			} else {
				rec = append(rec, "")
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteJSON writes the table as a JSON array of records, one object per
// row with the CSV's columns as keys in the same order (pandas:
// read_json(path, orient="records")); a metric a row lacks, or one that
// is not a finite number, is null. Axis values keep their type (number,
// string, boolean).
func (t *SweepTable) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriter(w)
	key := func(first bool, k string) {
		if !first {
			bw.WriteByte(',')
		}
		b, _ := json.Marshal(k)
		bw.Write(b)
		bw.WriteByte(':')
	}
	value := func(v any) error {
		if f, ok := v.(float64); ok && (math.IsNaN(f) || math.IsInf(f, 0)) {
			v = nil
		}
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		_, err = bw.Write(b)
		return err
	}
	bw.WriteString("[")
	for i, r := range t.Rows {
		if i > 0 {
			bw.WriteString(",")
		}
		bw.WriteString("\n{")
		key(true, "point")
		value(r.Point)
		key(false, "workload")
		value(r.Workload)
		for j, a := range t.Axes {
			key(false, a)
			var v any
			if j < len(r.Values) {
				v = r.Values[j]
			}
			if err := value(v); err != nil {
				return fmt.Errorf("axis %s: %w", a, err)
			}
		}
		key(false, "launch")
		value(r.Launch)
		key(false, "kernel")
		value(r.Kernel)
		key(false, "error")
		value(r.Error)
		for _, m := range t.Metrics {
			key(false, m)
			if v, ok := r.Metrics[m]; ok {
				value(v)
			} else {
				value(nil)
			}
		}
		bw.WriteString("}")
	}
	bw.WriteString("\n]\n")
	return bw.Flush()
}
