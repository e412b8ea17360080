package ptxsim

import (
	"bytes"
	"encoding/csv"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

func TestTimingModelFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "gpu.json")
	if err := writeFile(good, `{"name": "My GPU", "multiprocessor_count": 8,
  "timing": {"num_sms": 8, "l1": {"hit_latency": 40}}}`); err != nil {
		t.Fatal(err)
	}
	spec, ts, err := TimingModel(good)
	if err != nil {
		t.Fatal(err)
	}
	if spec.Name != "My GPU" || spec.SMCount != 8 || spec.RegsPerSM != sm.H200().RegsPerSM {
		t.Errorf("device %+v", spec)
	}
	def := timing.H200()
	if ts.NumSMs != 8 || ts.L1.HitLatency != 40 || ts.L2.HitLatency != def.L2.HitLatency {
		t.Errorf("timing %+v", ts)
	}

	// Without a timing object the H200 timing is scaled to the device.
	plain := filepath.Join(dir, "plain.json")
	if err := writeFile(plain, `{"name": "Small", "multiprocessor_count": 4, "clock_rate": 1000000}`); err != nil {
		t.Fatal(err)
	}
	if _, ts, err = TimingModel(plain); err != nil || ts.NumSMs != 4 || ts.ClockMHz != 1000 {
		t.Errorf("scaled timing %+v, %v", ts, err)
	}

	for name, body := range map[string]string{
		"typo.json":   `{"multiprocesor_count": 8}`,
		"ttypo.json":  `{"timing": {"l1": {"hit_latnecy": 40}}}`,
		"tvalue.json": `{"timing": {"num_sms": -1}}`,
	} {
		p := filepath.Join(dir, name)
		if err := writeFile(p, body); err != nil {
			t.Fatal(err)
		}
		if _, _, err := TimingModel(p); err == nil {
			t.Errorf("%s accepted", name)
		} else if !strings.Contains(err.Error(), name) {
			t.Errorf("%s: error %q does not name the file", name, err)
		}
	}

	spec, ts, err = TimingModel("h200")
	if err != nil || spec.Name != sm.H200().Name || ts.Name != "h200" || ts.NumSMs != 132 {
		t.Errorf("h200: %+v %+v %v", spec, ts, err)
	}
	if _, ts, err = TimingModel("a100"); err != nil || ts.NumSMs != 108 || !strings.Contains(ts.Name, "scaled") {
		t.Errorf("a100: %+v %v", ts, err)
	}
	if ts.Validate() != nil {
		t.Errorf("scaled a100 timing invalid: %v", ts.Validate())
	}
	if _, _, err := TimingModel("nosuch"); err == nil {
		t.Error("unknown model accepted")
	}
}

func TestLaunchProfileDerived(t *testing.T) {
	p := &LaunchProfile{Block: [3]uint32{256, 1, 1}, Metrics: map[string]float64{
		"smsp__inst_executed.sum":                                      132 * 1000,
		"sm__cycles_active.avg":                                        500,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":               400,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum":    100,
		"launch__occupancy_limit_warps":                                8,
		"launch__occupancy_limit_registers":                            4,
		"launch__occupancy_limit_shared_mem":                           4,
		"launch__occupancy_limit_blocks":                               32,
		"smsp__warp_issue_stalled_barrier_per_warp_active.pct":         30,
		"smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct": 60,
		"my_extra_metric":                                              7,
	}}
	deriveMetrics(p, sm.H200())
	m := p.Metrics
	if m["sm__inst_executed.avg.per_cycle_active"] != 2 {
		t.Errorf("IPC %v, want 2", m["sm__inst_executed.avg.per_cycle_active"])
	}
	if m["l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"] != 25 {
		t.Errorf("L1 hit rate %v", m["l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"])
	}
	// 4 blocks of 8 warps = 32 of 64 warps.
	if m["sm__maximum_warps_per_active_cycle_pct"] != 50 {
		t.Errorf("theoretical occupancy %v", m["sm__maximum_warps_per_active_cycle_pct"])
	}
	if p.OccupancyLimiter != "registers+shared_mem" {
		t.Errorf("limiter %q", p.OccupancyLimiter)
	}
	if len(p.Stalls) != 2 || p.Stalls[0].Reason != "long_scoreboard" || p.Stalls[1].Reason != "barrier" ||
		!near(p.Stalls[0].Share, 200.0/3) || !near(p.Stalls[1].Share, 100.0/3) {
		t.Errorf("stalls %+v", p.Stalls)
	}

	// A reported figure is not overwritten by the derived one.
	p.Metrics["sm__maximum_warps_per_active_cycle_pct"] = 12.5
	deriveMetrics(p, sm.H200())
	if p.Metrics["sm__maximum_warps_per_active_cycle_pct"] != 12.5 || len(p.Stalls) != 2 {
		t.Errorf("rederive changed %v / %d stalls", p.Metrics["sm__maximum_warps_per_active_cycle_pct"], len(p.Stalls))
	}

	p.Kernel = "k"
	rep := &ProfileReport{Device: "NVIDIA H200", Timing: "h200", Cold: true, Launches: []*LaunchProfile{p}}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"launch 0: k  grid (0,0,0)  block (256,1,1)",
		"  Instructions\n",
		"IPC (per SM, active cycles)",
		"sm__inst_executed.avg.per_cycle_active",
		"limited by",
		"registers+shared_mem",
		"  Warp stall reasons (share, count)\n",
		" 66.7%  60",
		"long_scoreboard",
		"  Other metrics\n",
		"my_extra_metric",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	var out bytes.Buffer
	if err := rep.WriteCSV(&out); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+len(p.Metrics)+1 || rows[0][2] != "metric" || rows[len(rows)-1][3] != "registers+shared_mem" {
		t.Errorf("csv rows %v", rows)
	}
}

func TestStallReason(t *testing.T) {
	for in, want := range map[string]string{
		"smsp__warp_issue_stalled_barrier_per_warp_active.pct":                        "barrier",
		"smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio": "math_pipe_throttle",
		"smsp__pcsamp_warps_issue_stalled_wait":                                       "wait",
		"smsp__inst_executed.sum":                                                     "",
	} {
		if got := stallReason(in); got != want {
			t.Errorf("stallReason(%s) = %q, want %q", in, got, want)
		}
	}
}
