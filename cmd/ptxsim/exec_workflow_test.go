//go:build unix

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
)

// TestExecRecording: ptxsim exec --source --trace --report on an
// unmodified CUDA program (three launches): the JSON profile carries each
// launch's source-level records (PTX lines: the program was built
// without -lineinfo), the trace a span per launch, and the report a
// section per launch.
func TestExecRecording(t *testing.T) {
	if testing.Short() {
		t.Skip("exec recording skipped in -short mode")
	}
	needLibrary(t)
	dir := t.TempDir()
	prof, trace, page := filepath.Join(dir, "p.json"), filepath.Join(dir, "t.json"), filepath.Join(dir, "r.html")
	var r programResult
	inDir(t, filepath.Join(cudaDir, "bin", "cuda13"), func() {
		r = runCUDAProgram(t, "transpose", execSettings{Profile: prof, Source: true, Trace: trace})
	})
	checkProgram(t, "cuda13", "transpose", r)
	data, err := os.ReadFile(prof)
	if err != nil {
		t.Fatal(err)
	}
	var rep ptxsim.ProfileReport
	if err := json.Unmarshal(data, &rep); err != nil || len(rep.Launches) != 3 {
		t.Fatalf("profile: %d launches, %v", len(rep.Launches), err)
	}
	for _, l := range rep.Launches {
		if l.Source == nil || len(l.Source.Lines) == 0 {
			t.Fatalf("launch %d (%s): no source records", l.Index, l.Kernel)
		}
		var inst float64
		for _, s := range l.Source.Instructions {
			inst += s.Metrics["smsp__inst_executed.sum"]
		}
		if inst != l.Metrics["smsp__inst_executed.sum"] {
			t.Errorf("launch %d: source records sum to %v instructions, the launch has %v", l.Index, inst, l.Metrics["smsp__inst_executed.sum"])
		}
		if !strings.HasSuffix(l.Source.PTX, ".ptx") {
			t.Errorf("launch %d: source PTX %q", l.Index, l.Source.PTX)
		}
	}
	data, err = os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		TraceEvents []struct {
			Ph, Cat, Name string
		} `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	var spans []string
	for _, e := range tr.TraceEvents {
		if e.Ph == "X" && e.Cat == "launch" {
			spans = append(spans, e.Name)
		}
	}
	if len(spans) != 3 || spans[1] != rep.Launches[1].Kernel {
		t.Errorf("trace launch spans %v, want the profile's 3 kernels", spans)
	}
	if err := writeExecReport(page, prof); err != nil {
		t.Fatal(err)
	}
	html, _ := os.ReadFile(page)
	for _, want := range []string{"Launch 2: ", "Source: PTX lines"} {
		if !strings.Contains(string(html), want) {
			t.Errorf("report lacks %q", want)
		}
	}
	// The flags' rules.
	for _, tc := range []struct{ args []string }{
		{[]string{"exec", "--source", "--", "/bin/true"}},
		{[]string{"exec", "--report", "r.html", "--profile", "p.csv", "--", "/bin/true"}},
	} {
		if _, stderr, code := runApp(t, tc.args...); code == 0 || !strings.Contains(stderr, "JSON profile") && !strings.Contains(stderr, "--source goes") {
			t.Errorf("%v: exit %d: %s", tc.args, code, stderr)
		}
	}
}
