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
