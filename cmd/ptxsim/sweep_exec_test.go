//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSweepExec: a workload run through ptxsim exec (an unmodified CUDA
// program) on 4 and on 132 SMs, by the real ptxsim binary: the program's
// launch is profiled at each point with that point's device model.
func TestSweepExec(t *testing.T) {
	if testing.Short() {
		t.Skip("exec sweep skipped in -short mode")
	}
	needLibrary(t)
	prog, _ := filepath.Abs(filepath.Join(cudaDir, "bin", "cuda11.8", "guide_vecadd"))
	if _, err := os.Stat(prog); err != nil {
		t.Skipf("exec sweep skipped: %v", err)
	}
	bin := buildPtxsim(t)
	dir := t.TempDir()
	spec := filepath.Join(dir, "s.yaml")
	if err := os.WriteFile(spec, []byte("axes:\n  - param: num_sms\n    values: [4, 132]\nworkloads:\n  - exec: ["+prog+"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "sweep", spec, "--out", filepath.Join(dir, "out"), "--jobs", "2", "--quiet").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	csv, err := os.ReadFile(filepath.Join(dir, "out", "table.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
	if len(lines) != 3 || !strings.Contains(lines[1], "guide_vecadd") {
		t.Fatalf("table:\n%s", csv)
	}
	head := strings.Split(lines[0], ",")
	col := -1
	for i, h := range head {
		if h == "gpc__cycles_elapsed.max" {
			col = i
		}
	}
	a, b := strings.Split(lines[1], ",")[col], strings.Split(lines[2], ",")[col]
	if a == "" || a == b {
		t.Errorf("cycles on 4 and 132 SMs: %q, %q (want different figures)", a, b)
	}
}
