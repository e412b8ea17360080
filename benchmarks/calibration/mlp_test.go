package calibration

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// mlpRow is one measurement of mlpbench.cu (h200-mlp.json "rows").
type mlpRow struct {
	Pattern    string  `json:"pattern"` // stream (f32), stream16 (float4), sector, chase
	Level      string  `json:"level"`   // dram, l2
	SMs        int     `json:"sms"`
	Warps      int     `json:"warps"`
	ILP        int     `json:"ilp"`
	BytesPerSM float64 `json:"bytes_per_sm"`
	CyclesMed  float64 `json:"cycles_median"`
	SMBPC      float64 `json:"sm_bytes_per_cycle"`
	Distinct   int     `json:"distinct_sms"`
}

func loadMLP(t testing.TB) []mlpRow {
	b, err := os.ReadFile("h200-mlp.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Rows []mlpRow `json:"rows"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Rows
}

// mlpSim runs row's kernel's memory traffic (mlpbench.cu) on the model and
// returns the per-SM useful bytes per cycle. batches is how many rounds of
// loads each warp issues (the hardware's rows run 64 or more; a few dozen
// reach the steady state).
func mlpSim(t testing.TB, row mlpRow, batches int) float64 {
	h := newH200(t)
	ns := h.Spec.NumSMs
	sms := make([]int, row.SMs)
	for i := range sms {
		sms[i] = i * (ns / row.SMs) // spread over the partitions as the hardware's blocks are
	}
	nt := uint64(row.Warps * 32)
	vec := uint64(1)
	if row.Pattern == "stream16" {
		vec = 4
	}
	ilp := uint64(row.ILP)
	cg := timing.CacheDefault
	if row.Level == "l2" {
		cg = timing.CacheCG
	}
	// Each SM reads its own region; l2 rows re-read a small one (64 KB or
	// the warps' one round, whichever is larger) after a warm-up pass.
	region := uint64(64 << 30)
	if row.Level == "l2" {
		region = max(64<<10, nt*ilp*4*vec)
		if row.Pattern == "sector" {
			region = max(16, nt/32*ilp) * 4096
		}
	}
	base := func(sm int) uint64 { return 1<<40 + uint64(sm)*region }
	tr := Traffic{H: h, SMs: sms, Warps: row.Warps, InFlight: row.ILP, IssuePerCycle: 1}
	switch row.Pattern {
	case "stream", "stream16":
		tr.Batch = true
		tr.Fill = func(sm, w int, n int64, a *timing.Access) {
			b, k := uint64(n)/ilp, uint64(n)%ilp
			i := b*ilp*nt + k*nt + uint64(w)*32
			a.Space, a.Op, a.Size, a.Mask, a.CacheOp = timing.SpaceGlobal, timing.OpLoad, int(4*vec), ^uint32(0), cg
			for l := range 32 {
				a.Addr[l] = base(sm) + ((i+uint64(l))*4*vec)%region
			}
		}
	case "sector":
		tr.Batch = true
		nw := uint64(row.Warps)
		chunks := region / 4096
		tr.Fill = func(sm, w int, n int64, a *timing.Access) {
			b, k := uint64(n)/ilp, uint64(n)%ilp
			c := (uint64(w) + b*ilp*nw + k*nw) % chunks
			a.Space, a.Op, a.Size, a.Mask, a.CacheOp = timing.SpaceGlobal, timing.OpLoad, 4, ^uint32(0), cg
			for l := range 32 {
				a.Addr[l] = base(sm) + c*4096 + uint64(l)*128
			}
		}
	case "chase":
		// ILP chains per warp, each step's ILP loads issued together and
		// all waited for (the SASS: ILP LDGs, then the next step's
		// addresses from their results).
		tr.Batch = true
		nodes := uint64(16 << 20)
		if row.Level == "l2" {
			nodes = 64 << 10
		}
		tr.Fill = func(sm, w int, n int64, a *timing.Access) {
			node := (mix(uint64(sm)<<20|uint64(w)<<4|uint64(n)%ilp) + uint64(n)/ilp*1000003) % nodes
			a.Space, a.Op, a.Size, a.Mask, a.CacheOp = timing.SpaceGlobal, timing.OpLoad, 4, ^uint32(0), cg
			for l := range 32 {
				a.Addr[l] = 1<<40 + node*128 + uint64(l)*4
			}
		}
	default:
		t.Fatalf("pattern %q", row.Pattern)
	}
	h.Flush()
	per := int64(batches) * int64(tr.InFlight)
	if row.Level == "l2" {
		// Warm: one pass over the regions (the chase: over the ring).
		tr.Accesses = per
		if row.Pattern == "chase" {
			for n := uint64(0); n < 64<<10; n++ {
				var a timing.Access
				a.Space, a.Op, a.Size, a.Mask, a.CacheOp = timing.SpaceGlobal, timing.OpLoad, 4, ^uint32(0), timing.CacheCG
				for l := range 32 {
					a.Addr[l] = 1<<40 + n*128 + uint64(l)*4
				}
				h.Do(sms[n%uint64(len(sms))], 0, &a)
			}
		} else {
			tr.Run()
		}
		h.ResetTime()
	}
	tr.Accesses = per
	return tr.Run().BytesPerCycle() / float64(row.SMs)
}

// TestMLPExplore prints the model against every row of h200-mlp.json that
// runs on at most PTXSIM_MLP_SMS SMs (default 1): go test -run
// TestMLPExplore -v, with PTXSIM_MLP=1.
func TestMLPExplore(t *testing.T) {
	if os.Getenv("PTXSIM_MLP") == "" {
		t.Skip("exploration: PTXSIM_MLP=1 runs it")
	}
	maxSMs := 1
	fmt.Sscan(os.Getenv("PTXSIM_MLP_SMS"), &maxSMs)
	rows := loadMLP(t)
	var errs []float64
	for _, r := range rows {
		if r.SMs > maxSMs {
			continue
		}
		sim := mlpSim(t, r, 24)
		e := relErr(sim, r.SMBPC)
		errs = append(errs, math.Abs(e))
		t.Logf("%-8s %-4s sms %3d warps %2d ilp %d: hw %7.2f sim %7.2f B/cycle/SM (%+.0f%%)", r.Pattern, r.Level, r.SMs, r.Warps, r.ILP, r.SMBPC, sim, 100*e)
	}
	sort.Float64s(errs)
	if len(errs) > 0 {
		s := 0.0
		for _, e := range errs {
			s += e
		}
		t.Logf("%d rows: mean |error| %.1f%%, median %.1f%%", len(errs), 100*s/float64(len(errs)), 100*errs[len(errs)/2])
	}
}

// TestMLPCalibration holds the model's one-SM bandwidth where the L1 miss
// path sets it (l1.miss_request_cycles, miss_line_cycles) to mlpbench's
// (h200-mlp.json): 32-line misses (sector), float4 and f32 streams with the
// most loads in flight, from L2 and DRAM, each within 15%. Rows with few
// loads in flight are latency-bound: Traffic has no loop overhead, so the
// model runs them 10-35% fast here (TestMLPExplore lists every row).
func TestMLPCalibration(t *testing.T) {
	want := map[[4]any]bool{}
	for _, k := range [][4]any{
		{"sector", "l2", 32, 4}, {"sector", "l2", 16, 4}, {"sector", "dram", 32, 4},
		{"stream16", "l2", 64, 4}, {"stream16", "dram", 64, 4},
		{"stream", "l2", 64, 8}, {"stream", "dram", 64, 8},
	} {
		want[k] = true
	}
	n := 0
	for _, r := range loadMLP(t) {
		if r.SMs != 1 || !want[[4]any{r.Pattern, r.Level, r.Warps, r.ILP}] {
			continue
		}
		n++
		sim := mlpSim(t, r, 24)
		e := relErr(sim, r.SMBPC)
		t.Logf("%-8s %-4s warps %2d ilp %d: hw %6.2f sim %6.2f B/cycle (%+.1f%%)", r.Pattern, r.Level, r.Warps, r.ILP, r.SMBPC, sim, 100*e)
		if math.Abs(e) > 0.15 {
			t.Errorf("%s %s %d warps x %d: model %.2f B/cycle, H200 %.2f (%+.0f%%)", r.Pattern, r.Level, r.Warps, r.ILP, sim, r.SMBPC, 100*e)
		}
	}
	if n != len(want) {
		t.Fatalf("%d of the %d rows found in h200-mlp.json", n, len(want))
	}
}
