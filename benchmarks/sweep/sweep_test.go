package sweep

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
)

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ spec, want string }{
		{"axes: []\n", "no workloads"},
		{"workloads: [{case: x}]\nnosuch: 1\n", `unknown field "nosuch"`},
		{"axes: [{values: [1]}]\nworkloads: [{case: x}]\n", "axis 1: no param"},
		{"axes: [{param: num_sms}]\nworkloads: [{case: x}]\n", "no values"},
		{"axes: [{param: num_sms, from: 1, to: 4}]\nworkloads: [{case: x}]\n", "needs from, to and step"},
		{"axes: [{param: num_sms, values: [1], from: 1, to: 4, step: 1}]\nworkloads: [{case: x}]\n", "exclude each other"},
		{"axes: [{param: num_sms, values: [[1]]}]\nworkloads: [{case: x}]\n", "not a number, string or boolean"},
		{"workloads: [{case: x, ptx: y}]\n", "exactly one of case, cases, ptx, exec"},
		{"workloads: [{ptx: y}]\n", "ptx needs kernel"},
		{"workloads: [{case: x, kernel: k}]\n", "go with ptx"},
		{"workloads: [{ptx: y, kernel: k, grid: 0}]\n", "not a positive integer"},
		{"workloads: [{ptx: y, kernel: k, grid: [1, 2, 3, 4]}]\n", "1 to 3 dimensions"},
		{"workloads: [{case: x, filter: a}]\n", "filter goes with cases"},
	} {
		_, err := Parse([]byte(tc.spec), ".")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.spec, err, tc.want)
		}
	}
	s, err := Parse([]byte(`{"axes": [{"param": "l1.max_bytes", "from": 1024, "to": 4096, "step": 1024}],
  "workloads": [{"ptx": "k.ptx", "kernel": "k", "grid": "4,2", "block": [32, 4]}]}`), ".")
	if err != nil {
		t.Fatal(err)
	}
	if w := s.Workloads[0]; w.Grid != (Dims{4, 2, 1}) || w.Block != (Dims{32, 4, 1}) {
		t.Errorf("dims %v %v", w.Grid, w.Block)
	}
}

// twoKernels: k writes its thread index; needs no arguments, so PTX
// workloads run without an argument parser.
const twoKernels = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k()
{
	.shared .align 4 .b32 s[256];
	.reg .b32 %r<4>;
	mov.u32 %r1, %tid.x;
	shl.b32 %r2, %r1, 2;
	mov.u32 %r3, s;
	add.u32 %r3, %r3, %r2;
	st.shared.u32 [%r3], %r1;
	ret;
}
`

func writeSpec(t *testing.T, dir, body string) string {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "k.ptx"), []byte(twoKernels), 0o644); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "spec.yaml")
	vecadd, _ := filepath.Abs("../../testdata/conformance/cases/vecadd")
	if err := os.WriteFile(p, []byte(strings.Replace(body, "VECADD", vecadd, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const specBody = `axes:
  - param: sched.policy
    values: [gto, lrr]
workloads:
  - case: VECADD
  - name: small
    ptx: k.ptx
    kernel: k
    grid: 2
    block: 128
  - name: broken
    ptx: k.ptx
    kernel: nosuch
`

// TestRunResume: a sweep into a folder writes a result per task; results
// lost or damaged are run again, the others not; a failed task counts as
// done unless RetryFailed; another spec is refused; array slices together
// cover the grid.
func TestRunResume(t *testing.T) {
	dir := t.TempDir()
	spec := writeSpec(t, t.TempDir(), specBody)
	out := filepath.Join(dir, "out")
	sw, err := Prepare(spec, out, Options{Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	ran, failed, err := sw.Run(RunOptions{})
	if err != nil || ran != 6 || failed != 2 {
		t.Fatalf("first run: %d ran, %d failed, %v", ran, failed, err)
	}
	tbl, missing, err := sw.Collect()
	if err != nil || len(missing) != 0 {
		t.Fatalf("collect: %v, missing %v", err, missing)
	}
	var first bytes.Buffer
	tbl.WriteCSV(&first)
	if n := strings.Count(first.String(), "\n"); n != 7 {
		t.Fatalf("%d lines:\n%s", n, first.String())
	}
	if !strings.Contains(first.String(), "kernel nosuch not found") {
		t.Errorf("the broken workload's error is not in the table:\n%s", first.String())
	}
	// Lose one result, damage another: those two run again.
	if err := os.Remove(sw.resultPath(1, 0)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sw.resultPath(0, 1), []byte(`{"point": 0, "workl`), 0o644); err != nil {
		t.Fatal(err)
	}
	sw, err = Prepare(spec, out, Options{Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if ran, _, err := sw.Run(RunOptions{}); err != nil || ran != 2 {
		t.Fatalf("resume ran %d, %v; want 2", ran, err)
	}
	tbl, _, _ = sw.Collect()
	var again bytes.Buffer
	tbl.WriteCSV(&again)
	if again.String() != first.String() {
		t.Errorf("resumed table differs:\n%s\nwant\n%s", again.String(), first.String())
	}
	sw, _ = Prepare(spec, out, Options{RetryFailed: true})
	if ran, failed, err := sw.Run(RunOptions{}); err != nil || ran != 2 || failed != 2 {
		t.Errorf("retry-failed ran %d (failed %d), %v; want 2 (2)", ran, failed, err)
	}
	// Another spec into the same folder.
	other := writeSpec(t, t.TempDir(), strings.Replace(specBody, "lrr", "two_level", 1))
	if _, err := Prepare(other, out, Options{}); err == nil || !strings.Contains(err.Error(), "another spec") {
		t.Errorf("other spec: %v", err)
	}
	// Array slices: 2 slices of a fresh folder, then --collect.
	arr := filepath.Join(dir, "arr")
	sw, err = Prepare(spec, arr, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sw.Manifest.Slices = 2
	if err := sw.saveManifest(); err != nil {
		t.Fatal(err)
	}
	for k := range 2 {
		task, err := Open(arr, Options{Jobs: 1})
		if err != nil {
			t.Fatal(err)
		}
		if ran, _, err := task.Run(RunOptions{Slice: k, Slices: 2}); err != nil || ran != 3 {
			t.Fatalf("slice %d ran %d, %v", k, ran, err)
		}
	}
	col, err := Open(arr, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tbl, missing, _ = col.Collect()
	var sliced bytes.Buffer
	tbl.WriteCSV(&sliced)
	if len(missing) != 0 || sliced.String() != first.String() {
		t.Errorf("sliced run: missing %v, table\n%s", missing, sliced.String())
	}
	paths, err := col.WriteOutputs(tbl, "test")
	if err != nil || len(paths) != 4 {
		t.Fatalf("outputs %v %v", paths, err)
	}
}

// TestMissingSummary: tasks without results are listed, at most 10.
func TestMissingSummary(t *testing.T) {
	var m []Missing
	for i := range 12 {
		m = append(m, Missing{Point: i, Label: "x=1", Workload: "w"})
	}
	s := Summary(m)
	if !strings.HasPrefix(s, "12 tasks have no result:") || !strings.Contains(s, "and 2 more") {
		t.Errorf("%s", s)
	}
}

// TestKernelArgsNeeded: a PTX workload with arguments and no parser says
// what is missing.
func TestKernelArgsNeeded(t *testing.T) {
	dir := t.TempDir()
	spec := writeSpec(t, dir, "workloads:\n  - {ptx: k.ptx, kernel: k, args: [s32:1]}\n")
	s, err := Load(spec)
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Build(Options{})
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := ptxsim.Sweep(b, ptxsim.SweepOptions{Jobs: 1})
	if err != nil || len(tbl.Rows) != 1 || !strings.Contains(tbl.Rows[0].Error, "argument parser") {
		t.Errorf("%v %+v", err, tbl.Rows)
	}
}

// TestExampleSpec: the example of the README and docs/workflow.md loads
// and expands (3 L1 sizes x 3 workloads; running it is what the docs show).
func TestExampleSpec(t *testing.T) {
	s, err := Load("../../testdata/workflow/sweep-l1.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Build(Options{})
	if err != nil {
		t.Fatal(err)
	}
	pts, err := b.Points()
	if err != nil || len(pts) != 3 || len(b.Workloads) != 3 {
		t.Fatalf("%d points, %d workloads, %v", len(pts), len(b.Workloads), err)
	}
	var names []string
	for _, w := range b.Workloads {
		names = append(names, w.Name)
	}
	if got := strings.Join(names, " "); got != "matmul_naive_256 local_array transpose_naive" {
		t.Errorf("workloads %s", got)
	}
}
