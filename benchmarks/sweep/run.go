package sweep

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/report"
	"github.com/ptxsim/ptxsim/sm"
)

// A results folder:
//
//	spec.yaml       the spec file as given (array tasks and --collect read it)
//	manifest.json   what the folder holds: the spec's hash and folder, the
//	                points, the workloads, the Slurm array's size and job
//	results/        one file per finished task, p<point>-w<workload>.json,
//	                written to a temporary name and renamed: a file there
//	                is complete
//	slurm/          the array's script and each task's output
//	table.csv, table.json, table.parquet, report.html   the gathered table
//
// Running a spec into a folder that holds results of the same spec (same
// bytes) resumes it: finished tasks are not run again. A folder of another
// spec is refused.

// Manifest describes a results folder.
type Manifest struct {
	Version   int             `json:"version"`
	SpecHash  string          `json:"spec_sha256"`
	SpecDir   string          `json:"spec_dir"` // absolute: the spec's relative paths start here
	Axes      []string        `json:"axes"`
	Points    []ManifestPoint `json:"points"`
	Workloads []string        `json:"workloads"`
	Slices    int             `json:"slices,omitempty"` // Slurm array tasks; point i belongs to slice i mod Slices
	JobID     string          `json:"slurm_job,omitempty"`
}

// ManifestPoint is one point of the grid.
type ManifestPoint struct {
	Index  int    `json:"index"`
	Values []any  `json:"values"`
	Label  string `json:"label"`
}

// TaskResult is one finished task's file.
type TaskResult struct {
	ptxsim.SweepResult
	Label string `json:"label"` // the point's axis values
}

const manifestVersion = 1

// Sweep is a spec bound to its results folder.
type Sweep struct {
	Dir      string
	Spec     *Spec
	Manifest *Manifest
	Built    *ptxsim.SweepSpec
	Points   []*ptxsim.SweepPoint
	opts     Options
}

func hashSpec(raw []byte) string {
	h := sha256.Sum256(raw)
	return hex.EncodeToString(h[:])
}

// Prepare loads the spec and binds it to dir: a new folder gets the spec
// and a manifest; a folder of the same spec is reused (resumed).
func Prepare(specPath, dir string, opts Options) (*Sweep, error) {
	spec, err := Load(specPath)
	if err != nil {
		return nil, err
	}
	return prepare(spec, dir, opts, true)
}

// prepare binds spec to dir; save writes the manifest (array tasks read
// it and leave it alone).
func prepare(spec *Spec, dir string, opts Options, save bool) (*Sweep, error) {
	built, err := spec.Build(opts)
	if err != nil {
		return nil, err
	}
	pts, err := built.Points()
	if err != nil {
		return nil, err
	}
	sw := &Sweep{Dir: dir, Spec: spec, Built: built, Points: pts, opts: opts}
	m := &Manifest{Version: manifestVersion, SpecHash: hashSpec(spec.Raw), SpecDir: spec.Dir}
	for _, a := range built.Axes {
		m.Axes = append(m.Axes, a.Param)
	}
	for _, p := range pts {
		m.Points = append(m.Points, ManifestPoint{Index: p.Index, Values: p.Values, Label: p.Label(built.Axes)})
	}
	for _, w := range built.Workloads {
		m.Workloads = append(m.Workloads, w.Name)
	}
	old, err := ReadManifest(dir)
	switch {
	case err == nil:
		if old.SpecHash != m.SpecHash {
			return nil, fmt.Errorf("%s holds the results of another spec (its spec.yaml differs): give another folder, or remove this one", dir)
		}
		m.Slices, m.JobID = old.Slices, old.JobID
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(filepath.Join(dir, "results"), 0o755); err != nil {
			return nil, err
		}
		if err := writeAtomic(filepath.Join(dir, "spec.yaml"), spec.Raw); err != nil {
			return nil, err
		}
	default:
		return nil, err
	}
	sw.Manifest = m
	if save {
		if err := sw.saveManifest(); err != nil {
			return nil, err
		}
	}
	return sw, nil
}

// Open binds a results folder to its own copy of the spec (array tasks,
// --collect).
func Open(dir string, opts Options) (*Sweep, error) {
	m, err := ReadManifest(dir)
	if err != nil {
		return nil, fmt.Errorf("%s: not a sweep results folder: %w", dir, err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, "spec.yaml"))
	if err != nil {
		return nil, err
	}
	if hashSpec(raw) != m.SpecHash {
		return nil, fmt.Errorf("%s: spec.yaml does not match the manifest", dir)
	}
	spec, err := Parse(raw, m.SpecDir)
	if err != nil {
		return nil, fmt.Errorf("%s/spec.yaml: %w", dir, err)
	}
	return prepare(spec, dir, opts, false)
}

// ReadManifest reads dir's manifest.
func ReadManifest(dir string) (*Manifest, error) {
	data, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		return nil, err
	}
	m := new(Manifest)
	if err := json.Unmarshal(data, m); err != nil {
		return nil, fmt.Errorf("manifest.json: %w", err)
	}
	if m.Version != manifestVersion {
		return nil, fmt.Errorf("manifest.json: version %d, want %d", m.Version, manifestVersion)
	}
	return m, nil
}

func (sw *Sweep) saveManifest() error {
	data, err := json.MarshalIndent(sw.Manifest, "", " ")
	if err != nil {
		return err
	}
	return writeAtomic(filepath.Join(sw.Dir, "manifest.json"), append(data, '\n'))
}

// writeAtomic writes a file under a temporary name beside it and renames
// it into place.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

func (sw *Sweep) resultPath(point, workload int) string {
	return filepath.Join(sw.Dir, "results", fmt.Sprintf("p%06d-w%03d.json", point, workload))
}

// Finished reads the results on disk: each valid task file once (a file
// that does not parse or names another task is ignored, and its task runs
// again). With RetryFailed, failed tasks are left out (they run again).
func (sw *Sweep) Finished() (map[[2]int]*ptxsim.SweepResult, error) {
	done := map[[2]int]*ptxsim.SweepResult{}
	wi := map[string]int{}
	for i, n := range sw.Manifest.Workloads {
		wi[n] = i
	}
	ents, err := os.ReadDir(filepath.Join(sw.Dir, "results"))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return done, nil
		}
		return nil, err
	}
	for _, e := range ents {
		var p, w int
		if n, _ := fmt.Sscanf(e.Name(), "p%06d-w%03d.json", &p, &w); n != 2 || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(sw.Dir, "results", e.Name()))
		if err != nil {
			continue
		}
		var r TaskResult
		if json.Unmarshal(data, &r) != nil || r.Point != p || p >= len(sw.Points) || w >= len(sw.Manifest.Workloads) || wi[r.Workload] != w || r.Workload != sw.Manifest.Workloads[w] {
			continue
		}
		if sw.opts.RetryFailed && r.Error != "" {
			continue
		}
		res := r.SweepResult
		done[[2]int{p, w}] = &res
	}
	return done, nil
}

// RunOptions say which tasks of a folder run here.
type RunOptions struct {
	// Slice, Slices: run only the points i with i mod Slices == Slice
	// (an array task); Slices 0: every point.
	Slice, Slices int
	Progress      *sm.Progress
	Log           io.Writer // a line per task (nil: none)
}

// Run runs the folder's unfinished tasks (those of its slice) on this
// machine, saving each result as it finishes, and returns how many ran
// and how many of those failed.
func (sw *Sweep) Run(ro RunOptions) (ran, failed int, err error) {
	done, err := sw.Finished()
	if err != nil {
		return 0, 0, err
	}
	var prior []*ptxsim.SweepResult
	for _, r := range done {
		prior = append(prior, r)
	}
	skip := func(p, w int) bool {
		if ro.Slices > 0 && p%ro.Slices != ro.Slice {
			return true
		}
		_, ok := done[[2]int{p, w}]
		return ok
	}
	wi := map[string]int{}
	for i, n := range sw.Manifest.Workloads {
		wi[n] = i
	}
	_, err = ptxsim.Sweep(sw.Built, ptxsim.SweepOptions{Jobs: sw.opts.Jobs, Threads: sw.opts.Threads, Skip: skip, Prior: prior, Progress: ro.Progress,
		Done: func(p *ptxsim.SweepPoint, r *ptxsim.SweepResult) error {
			ran++
			if r.Error != "" {
				failed++
			}
			if ro.Log != nil {
				status := "ok"
				if r.Error != "" {
					status = "FAILED: " + r.Error
				}
				fmt.Fprintf(ro.Log, "point %d (%s) %s: %s\n", p.Index, p.Label(sw.Built.Axes), r.Workload, status)
			}
			data, err := json.Marshal(TaskResult{SweepResult: *r, Label: p.Label(sw.Built.Axes)})
			if err != nil {
				return err
			}
			return writeAtomic(sw.resultPath(p.Index, wi[r.Workload]), data)
		}})
	return ran, failed, err
}

// Missing is a task without a result.
type Missing struct {
	Point    int
	Label    string
	Workload string
}

// Collect gathers the results on disk into the table and lists the tasks
// that have none.
func (sw *Sweep) Collect() (*ptxsim.SweepTable, []Missing, error) {
	done, err := sw.Finished()
	if err != nil {
		return nil, nil, err
	}
	var results []*ptxsim.SweepResult
	var missing []Missing
	for p := range sw.Points {
		for w, name := range sw.Manifest.Workloads {
			if r, ok := done[[2]int{p, w}]; ok {
				results = append(results, r)
			} else {
				missing = append(missing, Missing{Point: p, Label: sw.Manifest.Points[p].Label, Workload: name})
			}
		}
	}
	return ptxsim.NewSweepTable(sw.Built, sw.Points, results), missing, nil
}

// WriteOutputs writes table.csv, table.json, table.parquet and report.html into the
// folder (each atomically) and returns their paths.
func (sw *Sweep) WriteOutputs(t *ptxsim.SweepTable, command string) ([]string, error) {
	outs := []struct {
		name  string
		write func(io.Writer) error
	}{
		{"table.csv", t.WriteCSV},
		{"table.json", t.WriteJSON},
		{"table.parquet", func(w io.Writer) error { return WriteParquet(w, t) }},
		{"report.html", func(w io.Writer) error {
			return report.Sweep(w, t, report.Options{Title: "ptxsim sweep: " + filepath.Base(sw.Dir), Command: command})
		}},
	}
	var paths []string
	for _, o := range outs {
		p := filepath.Join(sw.Dir, o.name)
		var b bufWriter
		if err := o.write(&b); err != nil {
			return paths, fmt.Errorf("%s: %w", o.name, err)
		}
		if err := writeAtomic(p, b.b); err != nil {
			return paths, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}

type bufWriter struct{ b []byte }

func (w *bufWriter) Write(p []byte) (int, error) { w.b = append(w.b, p...); return len(p), nil }

// Summary describes missing tasks in a few lines (at most 10 listed).
func Summary(missing []Missing) string {
	if len(missing) == 0 {
		return ""
	}
	sort.Slice(missing, func(i, j int) bool { return missing[i].Point < missing[j].Point })
	var b strings.Builder
	fmt.Fprintf(&b, "%d tasks have no result:", len(missing))
	for i, m := range missing {
		if i == 10 {
			fmt.Fprintf(&b, "\n  ... and %d more", len(missing)-10)
			break
		}
		fmt.Fprintf(&b, "\n  point %d (%s) %s", m.Point, m.Label, m.Workload)
	}
	return b.String()
}
