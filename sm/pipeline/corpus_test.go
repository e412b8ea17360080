package pipeline_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// exactMetrics are the access-pattern metrics the timing model must
// reproduce exactly (corpus README, Timing).
var exactMetrics = []string{
	"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
	"smsp__inst_executed_op_global_ld.sum", "smsp__inst_executed_op_global_st.sum",
	"smsp__inst_executed_op_shared_ld.sum", "smsp__inst_executed_op_shared_st.sum",
	"launch__registers_per_thread", "launch__occupancy_limit_blocks", "launch__occupancy_limit_registers",
	"launch__occupancy_limit_shared_mem", "launch__occupancy_limit_warps",
}

// TestTimingCorpus runs every corpus case with a hw.json in timing mode
// (cold caches, as ncu measured): functional results must not change, and
// the figures against the hardware are logged with the per-launch table
// and the exact-metric misses. It runs when PTXSIM_TIMING_REPORT=1:
// benchmarks/fidelity's TestTimingGolden makes the same runs in every
// `go test ./...` and checks each case's results and every figure of every
// launch, so running both doubled the timing corpus's CI time.
func TestTimingCorpus(t *testing.T) {
	report := os.Getenv("PTXSIM_TIMING_REPORT") != ""
	if testing.Short() || !report {
		t.Skip("the corpus in timing mode is checked by benchmarks/fidelity TestTimingGolden; PTXSIM_TIMING_REPORT=1 runs this report")
	}
	dir := filepath.Join("..", "..", "testdata", "conformance")
	paths, err := fidelity.FindCases(dir)
	if err != nil {
		t.Fatal(err)
	}
	cache := new(fidelity.ProgramCache)
	type row struct {
		name    string
		sim, hw float64
		ape     float64
	}
	var rows []row
	exact, total := 0, 0
	var misses []string
	for _, p := range paths {
		c, err := fidelity.LoadCase(p)
		if err != nil {
			t.Fatal(err)
		}
		if c.SkipReason() != "" {
			continue
		}
		hw, err := c.HW()
		if err != nil || hw == nil {
			continue
		}
		r := c.Run(fidelity.RunOptions{Cache: cache, Timing: timing.H200(), ColdCaches: true})
		if r.Status != fidelity.StatusPass {
			if f := c.Run(fidelity.RunOptions{Cache: cache}); f.Status != fidelity.StatusPass {
				continue // fails in functional mode too: not the timing model's business
			}
			t.Errorf("%s in timing mode: %s: %s", c.Name, r.Status, r.Message)
			continue
		}
		for i, l := range r.Launches {
			if i >= len(hw.Launches) || hw.Launches[i].NCU == nil {
				continue
			}
			ncu := hw.Launches[i].NCU
			if l.Metrics == nil {
				t.Errorf("%s launch %d: no metrics in timing mode", c.Name, i)
				continue
			}
			if h, ok := ncu["gpc__cycles_elapsed.max"]; ok && h > 0 {
				s := l.Metrics["gpc__cycles_elapsed.max"]
				rows = append(rows, row{fmt.Sprintf("%s#%d", c.Name, i), s, h, math.Abs(s-h) / h})
			}
			for _, k := range exactMetrics {
				h, ok := ncu[k]
				if !ok {
					continue
				}
				total++
				if s := l.Metrics[k]; s == h {
					exact++
				} else {
					misses = append(misses, fmt.Sprintf("%s#%d %s: sim %g hw %g", c.Name, i, k, s, h))
				}
			}
		}
	}
	if len(rows) == 0 {
		t.Fatal("no launches with timing data")
	}
	var sum float64
	for _, r := range rows {
		sum += r.ape
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].ape > rows[j].ape })
	t.Logf("cycles MAPE: %.1f%% over %d launches; exact metrics: %d/%d", 100*sum/float64(len(rows)), len(rows), exact, total)
	if report {
		var b strings.Builder
		for _, r := range rows {
			fmt.Fprintf(&b, "%-28s sim %9.0f hw %9.0f  %6.1f%%\n", r.name, r.sim, r.hw, 100*r.ape)
		}
		for _, m := range misses {
			fmt.Fprintln(&b, "miss", m)
		}
		t.Log("\n" + b.String())
	}
}
