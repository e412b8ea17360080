package fidelity

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// eachCase runs fn as a subtest for every case of the suites, skipping (with
// the reason) the cases listed in Unsupported and in skip.
func eachCase(t *testing.T, suites []string, skip map[string]string, fn func(t *testing.T, c *Case)) {
	t.Helper()
	for _, suite := range suites {
		paths, err := FindCases(filepath.Join("..", "..", "testdata", suite))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			c, err := LoadCase(p)
			if err != nil {
				t.Errorf("%s: %v", p, err)
				continue
			}
			name := c.Name
			if suite != "conformance" {
				name = suite + "/" + c.Name
			}
			t.Run(name, func(t *testing.T) {
				if r := c.SkipReason(); r != "" {
					t.Skip(r)
				}
				if r, ok := skip[c.Name]; ok {
					t.Skip(r)
				}
				fn(t, c)
			})
		}
	}
}

// runCase runs c and fails t unless it passes; record (nil: none) gets
// the run's outcome (see outcome). A case whose expected files have not
// come back from the hardware yet still runs (it must execute without
// error) and is then skipped, saying so.
func runCase(t *testing.T, c *Case, opts RunOptions, record func(string)) {
	t.Helper()
	out, err := c.Execute(opts)
	if record != nil {
		record(outcome(out, err))
	}
	if err != nil {
		t.Fatalf("error: %v", err)
	}
	if missing := c.MissingExpected(); missing != "" {
		t.Skipf("executed; not compared: %s has not come back from the hardware yet", missing)
	}
	check := c
	var skipped [][2]string
	if devs := KnownDeviations[c.Name]; len(devs) > 0 {
		check, skipped = maskForms(t, c, devs)
	}
	msgs, err := check.Check(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range msgs {
		t.Errorf("fail: %s", m)
	}
	for _, s := range skipped {
		t.Run(s[0], func(t *testing.T) { t.Skip(s[1]) })
	}
}

// maskForms returns a copy of c whose buffer expectations leave out the
// slabs of the forms matched by devs (form k of F forms owns elements
// [k*E/F, (k+1)*E/F) of an E-element buffer), and the (form, reason) pairs
// left out.
func maskForms(t *testing.T, c *Case, devs []FormDeviation) (*Case, [][2]string) {
	t.Helper()
	data, err := os.ReadFile(c.Path("forms.txt"))
	if err != nil {
		t.Fatalf("known deviations need forms.txt: %v", err)
	}
	labels := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	var drop []int
	var skipped [][2]string
	for k, l := range labels {
		l = l[strings.IndexByte(l, '\t')+1:]
		for _, d := range devs {
			if d.Forms.MatchString(l) {
				drop = append(drop, k)
				skipped = append(skipped, [2]string{strings.NewReplacer(" ", "_", "\t", "_").Replace(l), d.Reason})
				break
			}
		}
	}
	if len(drop) == 0 {
		t.Fatalf("no form of %s matches its known deviations: update KnownDeviations", c.Name)
	}
	cc := *c
	cc.Expect = append([]CaseExpect(nil), c.Expect...)
	for i := range cc.Expect {
		e := &cc.Expect[i]
		if e.File == "" {
			continue
		}
		info, err := os.Stat(c.Path(e.File))
		if err != nil {
			t.Fatal(err)
		}
		n := int(info.Size()) / dtypeSize[e.DType]
		if n%len(labels) != 0 {
			t.Fatalf("%s: %d elements do not split into %d forms", e.File, n, len(labels))
		}
		slab := n / len(labels)
		e.Mask = make([]int, n)
		for j := range e.Mask {
			e.Mask[j] = 1
		}
		for _, k := range drop {
			clear(e.Mask[k*slab : (k+1)*slab])
		}
	}
	return &cc, skipped
}

// TestConformance runs the whole ground-truth corpus and our own suites,
// one subtest per case, on one thread (TestThreadsFunctional compares the
// outcomes with 16 threads'). Cases needing a feature listed in
// Unsupported are skipped with the reason.
func TestConformance(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, FunctionalSuites, PendingCases, func(t *testing.T, c *Case) {
		runCase(t, c, RunOptions{Cache: cache, Threads: 1}, func(o string) { oneThread.Store(c.Path(""), o) })
	})
}

// cudaErrorFaults maps the driver errors the hardware reported for the
// cases of testdata/isa/errors to the faults ptxsim reports for them.
var cudaErrorFaults = map[string][]sm.FaultKind{
	"CUDA_ERROR_LAUNCH_FAILED":      {sm.FaultTrap, sm.FaultBreakpoint},
	"CUDA_ERROR_ILLEGAL_ADDRESS":    {sm.FaultOutOfBounds},
	"CUDA_ERROR_MISALIGNED_ADDRESS": {sm.FaultMisaligned},
	"CUDA_ERROR_ASSERT":             {sm.FaultAssert},
}

// TestErrorCases runs the cases whose launch failed on the H200
// (testdata/isa/errors/NAME, the driver's error in hw-error.txt): ptxsim
// must fail the same launch with the corresponding fault.
func TestErrorCases(t *testing.T) {
	var paths []string
	for _, suite := range ErrorSuites {
		ps, err := FindCases(filepath.Join("..", "..", "testdata", suite))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, ps...)
	}
	for _, p := range paths {
		c, err := LoadCase(p)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.Name, func(t *testing.T) {
			hw, err := os.ReadFile(c.Path("hw-error.txt"))
			if err != nil {
				t.Skipf("executed nothing: hw-error.txt has not come back from the hardware yet")
			}
			var want []sm.FaultKind
			for name, kinds := range cudaErrorFaults {
				if strings.Contains(string(hw), name) {
					want = kinds
				}
			}
			if want == nil {
				t.Fatalf("no fault known for the hardware's error %q", strings.TrimSpace(string(hw)))
			}
			_, err = c.Execute(RunOptions{})
			var f *sm.Fault
			if !errors.As(err, &f) {
				t.Fatalf("got %v, want a fault like the hardware's %s", err, strings.TrimSpace(string(hw)))
			}
			for _, k := range want {
				if f.Kind == k {
					t.Logf("hardware: %s; ptxsim: %v", strings.TrimSpace(string(hw)), err)
					return
				}
			}
			t.Errorf("got fault %v, want one of %v (hardware: %s)", f.Kind, want, strings.TrimSpace(string(hw)))
		})
	}
}

// TestConformanceDeterministic runs a few cases twice and demands identical
// output bytes: the simulator has no hidden nondeterminism.
func TestConformanceDeterministic(t *testing.T) {
	for _, name := range []string{"histogram_global", "sum_last_block", "spin_lock", "atomics_all"} {
		c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", name))
		if err != nil {
			t.Fatal(err)
		}
		var outs [2]*CaseOutputs
		for i := range outs {
			if outs[i], err = c.Execute(RunOptions{}); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		for buf, a := range outs[0].Buffers {
			if !bytes.Equal(a, outs[1].Buffers[buf]) {
				t.Errorf("%s: two runs left different bytes in buffer %s", name, buf)
			}
		}
	}
}

// TestConformanceFromBinaries runs the corpus from assembled binaries: each
// module goes through Assemble (machine image + PTX image), Read and image
// selection for the H200 before it is lowered, and every case must give the
// same results as from PTX.
func TestConformanceFromBinaries(t *testing.T) {
	if testing.Short() {
		t.Skip("the corpus from binaries takes a while; run without -short")
	}
	cache := &ProgramCache{ViaBinary: &[2]int{9, 0}}
	eachCase(t, FunctionalSuites, PendingCases, func(t *testing.T, c *Case) {
		runCase(t, c, RunOptions{Cache: cache}, nil)
	})
}

// TestTimingDeterministic runs cases twice with the timing model and
// demands the same metrics, cycle counts included.
func TestTimingDeterministic(t *testing.T) {
	for _, name := range []string{"histogram_shared", "reduce_shuffle", "spin_lock"} {
		c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", name))
		if err != nil {
			t.Fatal(err)
		}
		var runs [2][]map[string]float64
		for i := range runs {
			out, err := c.Execute(RunOptions{Timing: timing.H200(), ColdCaches: true})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, l := range out.Launches {
				runs[i] = append(runs[i], l.Metrics)
			}
		}
		if !reflect.DeepEqual(runs[0], runs[1]) {
			t.Errorf("%s: two timing runs gave different metrics", name)
		}
	}
}

// TestPolicyDeterministic: a non-default policy gives the same figures on
// every run, the seeded random replacement included.
func TestPolicyDeterministic(t *testing.T) {
	c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", "reduce_shuffle"))
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []func(*timing.TimingSpec){
		func(s *timing.TimingSpec) { s.Sched.Policy = "two_level" },
		func(s *timing.TimingSpec) {
			s.L1.Replacement, s.L2.Replacement, s.Launch.Dispatch = "random", "random", "greedy"
		},
	} {
		var runs [2]map[string]float64
		for i := range runs {
			spec := timing.H200()
			set(spec)
			out, err := c.Execute(RunOptions{Timing: spec, ColdCaches: true})
			if err != nil {
				t.Fatal(err)
			}
			runs[i] = out.Launches[0].Metrics
		}
		if !reflect.DeepEqual(runs[0], runs[1]) {
			t.Errorf("two runs gave different metrics")
		}
		if runs[0][MetricCycles] <= 0 {
			t.Errorf("no cycles")
		}
	}
}
