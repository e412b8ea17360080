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
