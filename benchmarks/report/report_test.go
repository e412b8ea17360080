package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

const root = "../.."

func writeTemp(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestProfilePage: a profile with its source profile and timeline makes a
// page with every section, the hot CUDA line in the source table, and no
// reference to anything outside the page; Chromium loads it cleanly.
func TestProfilePage(t *testing.T) {
	c, err := fidelity.LoadCase(filepath.Join(root, "testdata/workflow/cases/transpose_shared_256/case.json"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := fidelity.ProfileCase(c, fidelity.RunOptions{ColdCaches: true, Record: &ptxsim.RecordOptions{Source: true, Trace: true}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Profile(&buf, rep, Options{Command: "ptxsim profile --case transpose_shared_256 --source --report r.html"}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, want := range []string{"<title>ptxsim profile: transposeShared</title>", "Occupancy", "Warp stall reasons", "Requests and sectors",
		"Resident warps by state", "L2 and DRAM throughput over time", "Source: CUDA source lines", "memory.cu:112",
		"= tile[threadIdx.x][threadIdx.y &#43; j]", "per PTX instruction", "gpc__cycles_elapsed.max", "<svg"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	checkSelfContained(t, page)
	chromiumCheck(t, writeTemp(t, "profile.html", buf.Bytes()), "profile")
}

// TestValidationPage: the scatter plot has a point per launch with cycles,
// the worst launches are listed, and the size and cost tables are there.
func TestValidationPage(t *testing.T) {
	rep, err := fidelity.Validate(filepath.Join(root, "testdata/conformance"), fidelity.ValidateOptions{Filter: "transpose"})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Validation(&buf, rep, 10, Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	n := 0
	for _, l := range rep.Launches {
		if l.HasCycles {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no launch with hardware cycles")
	}
	if got := strings.Count(page, "<circle"); got != n {
		t.Errorf("%d points in the scatter plot, want %d", got, n)
	}
	for _, want := range []string{"exact metrics:", "cycles MAPE:", "Worst launches", "transpose_naive_256", "within ±20%",
		"Cycle error by launch size", "&lt;10k", "percentage points per decade", "simulated cycles/s", "thread-instructions/s"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	checkSelfContained(t, page)
	chromiumCheck(t, writeTemp(t, "validate.html", buf.Bytes()), "validate")
}

// TestSweepPage: a plot per metric that varies against each axis, the
// failed task listed.
func TestSweepPage(t *testing.T) {
	tbl := &ptxsim.SweepTable{Axes: []string{"l1.max_bytes", "sched.policy"}, Metrics: []string{"gpc__cycles_elapsed.max", "lts__t_sector_hit_rate.pct", "launch__registers_per_thread"}}
	i := 0
	for _, l1 := range []int{16384, 65536, 262144} {
		for _, pol := range []string{"gto", "lrr"} {
			for _, w := range []string{"vecadd", "transpose"} {
				tbl.Rows = append(tbl.Rows, &ptxsim.SweepRow{Point: i, Workload: w, Values: []any{l1, pol}, Kernel: "k",
					Metrics: map[string]float64{"gpc__cycles_elapsed.max": float64(1000 + i*37 + len(w)), "lts__t_sector_hit_rate.pct": float64(50 + i), "launch__registers_per_thread": 32}})
			}
			i++
		}
	}
	tbl.Rows = append(tbl.Rows, &ptxsim.SweepRow{Point: 6, Workload: "broken", Values: []any{16384, "gto"}, Launch: -1, Error: "no such file", Metrics: map[string]float64{}})
	var buf bytes.Buffer
	if err := Sweep(&buf, tbl, Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	// 2 varying metrics (registers do not vary) x 2 axes, plus none folded.
	if got := strings.Count(page, "<svg class=\"chart\""); got != 4 {
		t.Errorf("%d plots, want 4", got)
	}
	for _, want := range []string{"gpc__cycles_elapsed.max vs l1.max_bytes", "lts__t_sector_hit_rate.pct vs sched.policy", "no such file", "Failed tasks"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	checkSelfContained(t, page)
	chromiumCheck(t, writeTemp(t, "sweep.html", buf.Bytes()), "sweep")
}

// checkSelfContained: no external script, style, image or font.
func checkSelfContained(t *testing.T, page string) {
	t.Helper()
	for _, bad := range []string{"<script src", "<link ", "@import", "url(", "<img", "http://", "https://"} {
		if strings.Contains(page, bad) {
			t.Errorf("page refers outside itself: %q", bad)
		}
	}
}
