package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
)

// TestProfileSourceAndTrace: --source prints the hot CUDA lines beside
// their text and puts them in --json; --trace writes a trace-event file.
func TestProfileSourceAndTrace(t *testing.T) {
	cf := "../../testdata/workflow/cases/transpose_shared_256/case.json"
	stdout, stderr, code := runApp(t, "profile", "--case", cf, "--source", "--top", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Source: CUDA source lines by cost", "3 of 9 lines", "memory.cu:112", "tile[threadIdx.x][threadIdx.y + j]"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("text lacks %q:\n%s", want, stdout)
		}
	}
	trace := filepath.Join(t.TempDir(), "t.json")
	stdout, stderr, code = runApp(t, "profile", "--case", cf, "--source", "--json", "--trace", trace, "--trace-interval", "64")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep ptxsim.ProfileReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if s := rep.Launches[0].Source; s == nil || len(s.Lines) != 9 || s.Lines[0].Metrics["smsp__inst_executed.sum"] == 0 {
		t.Errorf("JSON source profile: %+v", s)
	}
	data, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		TraceEvents []map[string]any `json:"traceEvents"`
		OtherData   struct {
			Launches []struct {
				Interval float64 `json:"interval_cycles"`
			} `json:"launches"`
		} `json:"otherData"`
	}
	if err := json.Unmarshal(data, &tr); err != nil || len(tr.TraceEvents) == 0 || len(tr.OtherData.Launches) != 1 || tr.OtherData.Launches[0].Interval != 64 {
		t.Errorf("trace: %v, %d events, %+v", err, len(tr.TraceEvents), tr.OtherData)
	}
}

// TestReports: --report writes a self-contained page on profile and
// validate (the pages themselves are checked in Chromium by package
// benchmarks/report).
func TestReports(t *testing.T) {
	dir := t.TempDir()
	prof, val := filepath.Join(dir, "p.html"), filepath.Join(dir, "v.html")
	if _, stderr, code := runApp(t, "profile", "--case", "../../testdata/workflow/cases/divergence/case.json", "--source", "--report", prof); code != 0 {
		t.Fatalf("profile: exit %d: %s", code, stderr)
	}
	if _, stderr, code := runApp(t, "validate", "--run", "transpose_naive", "--report", val, "../../testdata/conformance"); code != 0 {
		t.Fatalf("validate: exit %d: %s", code, stderr)
	}
	for f, want := range map[string]string{prof: "control.cu:17", val: "Cycles per launch: model vs H200"} {
		data, err := os.ReadFile(f)
		if err != nil || !strings.HasPrefix(string(data), "<!DOCTYPE html>") || !strings.Contains(string(data), want) {
			t.Errorf("%s: %v, lacks %q", f, err, want)
		}
	}
}

// TestSweepLocal: a sweep of a PTX launch with command-line arguments and
// a corpus case; running it again resumes (nothing runs); a failing
// workload makes the exit status 1 with the table still written.
func TestSweepLocal(t *testing.T) {
	dir := t.TempDir()
	abs, _ := filepath.Abs("../..")
	spec := filepath.Join(dir, "s.yaml")
	body := `axes:
  - param: l1.max_bytes
    values: [8192, 131072]
workloads:
  - case: ` + abs + `/testdata/conformance/cases/vecadd
  - name: scale
    ptx: ` + abs + `/testdata/conformance/ptx/basics.sm_90.ptx
    kernel: saxpy
    grid: 4
    block: 256
    args: [s32:1024, f32:2, buf:x=rand:4096, buf:y=rand:4096:7]
`
	if err := os.WriteFile(spec, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	stdout, stderr, code := runApp(t, "sweep", spec, "--out", out, "--jobs", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"4 tasks run (0 failed), 0 done before", "saxpy", "vecAdd"} {
		if !strings.Contains(stdout+stderr, want) {
			t.Errorf("output lacks %q:\n%s\n%s", want, stdout, stderr)
		}
	}
	for _, f := range []string{"table.csv", "table.json", "table.parquet", "report.html", "manifest.json", "spec.yaml"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	rep := filepath.Join(dir, "r.html")
	stdout, stderr, code = runApp(t, "sweep", spec, "--out", out, "--report", rep, "--json")
	var recs []map[string]any
	if err := json.Unmarshal([]byte(stdout), &recs); err != nil || len(recs) != 4 || recs[3]["kernel"] != "saxpy" || recs[3]["l1.max_bytes"] != float64(131072) {
		t.Errorf("--json: %v\n%s", err, stdout)
	}
	if data, err := os.ReadFile(rep); err != nil || !strings.Contains(string(data), "gpc__cycles_elapsed.max vs l1.max_bytes") {
		t.Errorf("--report: %v", err)
	}
	if code != 0 || !strings.Contains(stderr, "0 tasks run (0 failed), 4 done before") {
		t.Errorf("resume: exit %d: %s", code, stderr)
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte(strings.Replace(body, "kernel: saxpy", "kernel: nosuch", 1)), 0o644)
	_, stderr, code = runApp(t, "sweep", bad, "--out", filepath.Join(dir, "bad"))
	if code != 1 || !strings.Contains(stderr, "kernel nosuch not found") {
		t.Errorf("failing workload: exit %d: %s", code, stderr)
	}
	if _, stderr, code := runApp(t, "sweep", "--collect", filepath.Join(dir, "nothing")); code == 0 || !strings.Contains(stderr, "not a sweep results folder") {
		t.Errorf("--collect of no folder: exit %d: %s", code, stderr)
	}
}
