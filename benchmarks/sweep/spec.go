package sweep

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"sigs.k8s.io/yaml"
)

// File is a sweep spec file (YAML, or JSON, which is YAML too):
//
//	device: h200                 # base device: built-in name, sm_XY or a device JSON file
//	warm_caches: false           # keep caches between a workload's launches (default: flushed, as ncu)
//	axes:                        # the grid: every combination, the first axis varying slowest
//	  - param: l1.max_bytes      # a TimingSpec field by its JSON path (docs/timing-model.md)
//	    values: [16384, 65536, 262144]
//	  - param: dram.latency
//	    from: 400                # a range: from, to (inclusive), step
//	    to: 800
//	    step: 200
//	  - param: sched.policy      # policies by name (ptxsim devices --policies)
//	    values: [gto, lrr]
//	  - param: device.multiprocessor_count   # a device field: "device." + its device-file name
//	    values: [66, 132]
//	workloads:
//	  - case: testdata/conformance/cases/vecadd        # a corpus case (its folder or case.json)
//	  - cases: testdata/conformance                    # every case of a corpus ...
//	    filter: transpose                              # ... whose name contains this
//	  - name: naive
//	    ptx: testdata/conformance/ptx/memory.sm_90.ptx # a PTX launch, as on ptxsim profile's command line
//	    kernel: matMulNaive
//	    grid: 4,4
//	    block: 16,16
//	    args: [buf:a=rand:16384, buf:b=rand:16384, buf:c=zeros:16384, s32:64]
//	  - name: app
//	    exec: [./matmul, "1024"]                       # a program run through `ptxsim exec`
//
// Relative paths resolve against the spec file's folder. A workload's
// name defaults to its case's name, its kernel, or its program's base
// name; names must be unique.
type File struct {
	Device     string     `json:"device,omitempty"`
	WarmCaches bool       `json:"warm_caches,omitempty"`
	Axes       []Axis     `json:"axes"`
	Workloads  []Workload `json:"workloads"`
}

// Axis is one parameter: values, or a range from, to, step.
type Axis struct {
	Param  string   `json:"param"`
	Values []any    `json:"values,omitempty"`
	From   *float64 `json:"from,omitempty"`
	To     *float64 `json:"to,omitempty"`
	Step   *float64 `json:"step,omitempty"`
}

// Workload is one workload kind: exactly one of Case, Cases, PTX, Exec.
type Workload struct {
	Name string `json:"name,omitempty"`

	Case   string `json:"case,omitempty"`   // a conformance case.json or its folder
	Cases  string `json:"cases,omitempty"`  // a corpus folder: one workload per case
	Filter string `json:"filter,omitempty"` // with cases: only names containing this

	PTX       string   `json:"ptx,omitempty"` // a .ptx file or a ptxsim asm binary
	Kernel    string   `json:"kernel,omitempty"`
	Grid      Dims     `json:"grid,omitempty"`
	Block     Dims     `json:"block,omitempty"`
	Shared    uint32   `json:"shared,omitempty"`
	Args      []string `json:"args,omitempty"` // kernel arguments as --arg takes them
	Registers int      `json:"registers,omitempty"`

	Exec []string `json:"exec,omitempty"` // a program and its arguments
}

// Dims is a grid or block shape: 4, "4,4" or [4, 4].
type Dims [3]uint32

// UnmarshalJSON accepts a number, a "X[,Y[,Z]]" string or a list.
func (d *Dims) UnmarshalJSON(b []byte) error {
	var parts []string
	var n json.Number
	var s string
	var list []json.Number
	dec := func(v any) error {
		x := json.NewDecoder(bytes.NewReader(b))
		x.UseNumber()
		return x.Decode(v)
	}
	switch {
	case dec(&n) == nil:
		parts = []string{n.String()}
	case dec(&s) == nil:
		parts = strings.Split(s, ",")
	case dec(&list) == nil:
		for _, x := range list {
			parts = append(parts, x.String())
		}
	default:
		return fmt.Errorf("shape %s: want X, \"X,Y,Z\" or [X, Y, Z]", b)
	}
	if len(parts) == 0 || len(parts) > 3 {
		return fmt.Errorf("shape %s: want 1 to 3 dimensions", b)
	}
	*d = Dims{1, 1, 1}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32)
		if err != nil || v == 0 {
			return fmt.Errorf("shape %s: dimension %q is not a positive integer", b, p)
		}
		d[i] = uint32(v)
	}
	return nil
}

// MarshalJSON writes the shape as a list.
func (d Dims) MarshalJSON() ([]byte, error) { return json.Marshal([3]uint32(d)) }

// Spec is a loaded spec file.
type Spec struct {
	File
	Path string // the file ("" : parsed from bytes)
	Dir  string // relative paths resolve against it
	Raw  []byte // the file's bytes (the results folder keeps a copy)
}

// maxSpecBytes bounds a spec file.
const maxSpecBytes = 4 << 20

// Load reads a spec file.
func Load(path string) (*Spec, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() > maxSpecBytes {
		return nil, fmt.Errorf("%s: not a regular file of at most %d bytes", path, maxSpecBytes)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	s, err := Parse(data, dir)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s.Path = path
	return s, nil
}

// Parse reads a spec from bytes; dir is where relative paths start.
func Parse(data []byte, dir string) (*Spec, error) {
	s := &Spec{Dir: dir, Raw: data}
	if err := yaml.UnmarshalStrict(data, &s.File); err != nil {
		return nil, err
	}
	if len(s.Workloads) == 0 {
		return nil, fmt.Errorf("no workloads")
	}
	for i, a := range s.Axes {
		rng := a.From != nil || a.To != nil || a.Step != nil
		switch {
		case a.Param == "":
			return nil, fmt.Errorf("axis %d: no param", i+1)
		case rng && len(a.Values) > 0:
			return nil, fmt.Errorf("axis %s: values and a range (from/to/step) exclude each other", a.Param)
		case rng && (a.From == nil || a.To == nil || a.Step == nil):
			return nil, fmt.Errorf("axis %s: a range needs from, to and step", a.Param)
		case !rng && len(a.Values) == 0:
			return nil, fmt.Errorf("axis %s: no values (give values: [...] or from/to/step)", a.Param)
		}
		for j, v := range a.Values {
			switch v.(type) {
			case float64, string, bool:
			default:
				return nil, fmt.Errorf("axis %s: value %d (%v) is not a number, string or boolean", a.Param, j+1, v)
			}
		}
	}
	for i, w := range s.Workloads {
		kinds := 0
		for _, set := range []bool{w.Case != "", w.Cases != "", w.PTX != "", len(w.Exec) > 0} {
			if set {
				kinds++
			}
		}
		if kinds != 1 {
			return nil, fmt.Errorf("workload %d: give exactly one of case, cases, ptx, exec", i+1)
		}
		if w.PTX != "" && w.Kernel == "" {
			return nil, fmt.Errorf("workload %d (%s): ptx needs kernel", i+1, w.PTX)
		}
		if w.PTX == "" && (w.Kernel != "" || len(w.Args) > 0 || w.Grid != (Dims{}) || w.Block != (Dims{}) || w.Shared != 0 || w.Registers != 0) {
			return nil, fmt.Errorf("workload %d: kernel, grid, block, shared, args and registers go with ptx", i+1)
		}
		if w.Filter != "" && w.Cases == "" {
			return nil, fmt.Errorf("workload %d: filter goes with cases", i+1)
		}
		if w.Cases != "" && w.Name != "" {
			return nil, fmt.Errorf("workload %d: cases names its workloads after the cases (no name)", i+1)
		}
	}
	return s, nil
}

// path resolves a spec path.
func (s *Spec) path(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(s.Dir, p)
}

// Options configure how a spec's workloads run.
type Options struct {
	// Jobs is how many tasks run at once (0: one per CPU); each launch
	// runs on Threads goroutines (0: 1).
	Jobs, Threads int
	// KernelArgs parses a PTX workload's args (the command line's --arg
	// forms); nil: PTX workloads with args fail with a clear error.
	KernelArgs func(dev *ptxsim.Device, args []string) ([]ptxsim.ParamValue, error)
	// Exec is the ptxsim binary that runs exec workloads ("": this
	// program, when it is ptxsim).
	Exec string
	// RetryFailed reruns tasks whose saved result is an error (off: a
	// failed task counts as done when resuming).
	RetryFailed bool
}

// Build turns the spec into a ptxsim.SweepSpec: ranges expanded, device
// path resolved, each workload made runnable.
func (s *Spec) Build(opts Options) (*ptxsim.SweepSpec, error) {
	out := &ptxsim.SweepSpec{Device: s.Device, WarmCaches: s.WarmCaches}
	if strings.HasSuffix(s.Device, ".json") {
		out.Device = s.path(s.Device)
	}
	for _, a := range s.Axes {
		vals := a.Values
		if a.From != nil {
			var err error
			if vals, err = ptxsim.SweepRange(*a.From, *a.To, *a.Step); err != nil {
				return nil, fmt.Errorf("axis %s: %w", a.Param, err)
			}
		}
		out.Axes = append(out.Axes, ptxsim.SweepAxis{Param: a.Param, Values: vals})
	}
	cache := new(fidelity.ProgramCache)
	for i, w := range s.Workloads {
		ws, err := s.workloads(w, cache, opts)
		if err != nil {
			return nil, fmt.Errorf("workload %d: %w", i+1, err)
		}
		out.Workloads = append(out.Workloads, ws...)
	}
	seen := map[string]bool{}
	for _, w := range out.Workloads {
		if seen[w.Name] {
			return nil, fmt.Errorf("two workloads are named %q: give them names", w.Name)
		}
		seen[w.Name] = true
	}
	return out, nil
}
