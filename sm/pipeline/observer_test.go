package pipeline

import (
	"math"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// observed: every thread loads in[tid*stride], stores it into shared
// memory at a stride of 2 words (2-way bank conflicts), the even lanes
// take a divergent branch too long for ptxas to predicate, all meet at a barrier, and thread i
// writes out[i] from its neighbour's shared slot.
const observed = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.shared .align 4 .b32 sh[256];
	.reg .pred %p<2>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.u32 %rd3, %r4, 8;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.u32 %r5, [%rd4];
	and.b32 %r6, %r1, 1;
	setp.eq.u32 %p1, %r6, 0;
	@!%p1 bra SKIP;
	add.u32 %r5, %r5, 7;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
	mad.lo.s32 %r5, %r5, 3, 1;
SKIP:
	shl.b32 %r7, %r1, 3;
	and.b32 %r7, %r7, 1023;
	mov.u32 %r8, sh;
	add.u32 %r9, %r8, %r7;
	st.shared.u32 [%r9], %r5;
	bar.sync 0;
	xor.b32 %r10, %r1, 1;
	shl.b32 %r11, %r10, 3;
	and.b32 %r11, %r11, 1023;
	add.u32 %r12, %r8, %r11;
	ld.shared.u32 %r13, [%r12];
	mul.wide.u32 %rd5, %r4, 4;
	add.s64 %rd6, %rd2, %rd5;
	st.global.u32 [%rd6], %r13;
	ret;
}`

// runObserved launches observed on a fresh timed device with obs (nil:
// none) and returns the launch's metrics.
func runObserved(t *testing.T, obs Observer, grid uint32) map[string]float64 {
	return runSource(t, observed, obs, grid)
}

// runSource is runObserved for another kernel k(in, out).
func runSource(t *testing.T, src string, obs Observer, grid uint32) map[string]float64 {
	t.Helper()
	d := sm.NewDevice(sm.H200())
	m, err := New(timing.H200())
	if err != nil {
		t.Fatal(err)
	}
	m.SetObserver(obs)
	d.SetTimer(m)
	mod := loadSrc(t, d, src)
	n := uint64(grid) * 128
	in, err := d.Malloc(n * 8)
	if err != nil {
		t.Fatal(err)
	}
	out, err := d.Malloc(n * 4)
	if err != nil {
		t.Fatal(err)
	}
	params := make([]byte, 16)
	for i := 0; i < 8; i++ {
		params[i] = byte(in >> (8 * i))
		params[8+i] = byte(out >> (8 * i))
	}
	res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{128, 1, 1}, Params: params})
	if err != nil {
		t.Fatal(err)
	}
	return res.Metrics
}

// TestObserverSums: the per-pc counters add up to the launch's figures,
// the timeline holds every block once without overlaps in a slot, and an
// observer changes no figure.
func TestObserverSums(t *testing.T) {
	const grid = 300 // more than one wave on 132 SMs
	pcs, tl := new(PCCollector), &TimelineCollector{}
	met := runObserved(t, Observers{pcs, tl}, grid)
	if plain := runObserved(t, nil, grid); !reflect.DeepEqual(plain, met) {
		t.Errorf("metrics differ with an observer:\n%v\n%v", plain, met)
	}
	if len(pcs.Launches) != 1 || len(tl.Launches) != 1 {
		t.Fatalf("launches: pc %d, timeline %d; want 1", len(pcs.Launches), len(tl.Launches))
	}
	var sum PCCounters
	divergentPCs := 0
	for _, c := range pcs.Launches[0].Counters {
		sum.Issues += c.Issues
		sum.ThreadIssues += c.ThreadIssues
		sum.Executed += c.Executed
		sum.Divergent += c.Divergent
		for i := range c.Stalls {
			sum.Stalls[i] += c.Stalls[i]
		}
		sum.Mem.Add(&c.Mem)
		sum.GlobalLd += c.GlobalLd
		sum.GlobalSt += c.GlobalSt
		sum.SharedLd += c.SharedLd
		sum.SharedSt += c.SharedSt
		if c.Divergent > 0 {
			divergentPCs++
		}
	}
	want := map[string]int64{
		"smsp__inst_executed.sum":                                  sum.Issues,
		"smsp__thread_inst_executed.sum":                           sum.ThreadIssues,
		"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum":          sum.Mem.GlobalLdRequests,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":           sum.Mem.GlobalLdSectors,
		"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum":          sum.Mem.GlobalStRequests,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum":           sum.Mem.GlobalStSectors,
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum":     sum.Mem.SharedLdWavefronts,
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum": sum.Mem.SharedStConflicts,
	}
	for i := range NumStalls {
		want["smsp__pcsamp_warps_issue_stalled_"+StallName(i)] = sum.Stalls[i]
	}
	for k, v := range want {
		if met[k] != float64(v) {
			t.Errorf("%s: launch %v, sum over pcs %d", k, met[k], v)
		}
	}
	warps := int64(grid * 4)
	if sum.GlobalLd != warps || sum.GlobalSt != warps || sum.SharedLd != warps || sum.SharedSt != warps {
		t.Errorf("accesses: global %d/%d shared %d/%d, want %d each", sum.GlobalLd, sum.GlobalSt, sum.SharedLd, sum.SharedSt, warps)
	}
	if sum.Mem.SharedStConflicts == 0 {
		t.Error("the stride-2 shared store shows no bank conflicts")
	}
	if divergentPCs != 1 || sum.Divergent != warps {
		t.Errorf("divergent branches: %d at %d pcs, want %d at 1", sum.Divergent, divergentPCs, warps)
	}

	lt := tl.Launches[0]
	if len(lt.Blocks) != grid || lt.Dropped != 0 {
		t.Fatalf("timeline holds %d blocks (%d dropped), want %d", len(lt.Blocks), lt.Dropped, grid)
	}
	seen := map[int]bool{}
	type key struct{ sm, slot int }
	bySlot := map[key][]BlockSpan{}
	for _, b := range lt.Blocks {
		if seen[b.Block] || b.End <= b.Start || b.End > lt.Launch.End {
			t.Errorf("block span %+v (launch end %d)", b, lt.Launch.End)
		}
		seen[b.Block] = true
		bySlot[key{b.SM, b.Slot}] = append(bySlot[key{b.SM, b.Slot}], b)
	}
	for k, spans := range bySlot {
		sort.Slice(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
		for i := 1; i < len(spans); i++ {
			if spans[i].Start < spans[i-1].End {
				t.Errorf("SM %d slot %d: blocks %d and %d overlap", k.sm, k.slot, spans[i-1].Block, spans[i].Block)
			}
		}
	}
	var issued, selected, stalled float64
	var mem MemSample
	for _, bins := range lt.Subs {
		for _, b := range bins {
			issued += float64(b.Issued)
			selected += float64(b.Stalls[StallSelected])
			stalled += float64(b.Stalls[StallLongScoreboard])
		}
	}
	for _, b := range lt.Mem {
		mem.L2ReadSectors += b.L2ReadSectors
		mem.DRAMReadBytes += b.DRAMReadBytes
	}
	near := func(name string, got, want float64) {
		if math.Abs(got-want) > 1e-3*math.Max(want, 1) {
			t.Errorf("timeline %s: %v, launch %v", name, got, want)
		}
	}
	near("issued", issued, met["smsp__inst_executed.sum"])
	near("selected", selected, met["smsp__pcsamp_warps_issue_stalled_selected"])
	near("long_scoreboard", stalled, met["smsp__pcsamp_warps_issue_stalled_long_scoreboard"])
	near("L2 read sectors", float64(mem.L2ReadSectors), met["lts__t_sectors_srcunit_tex_op_read.sum"])
	near("DRAM read bytes", float64(mem.DRAMReadBytes), met["dram__bytes_read.sum"])
	if n := int64(len(lt.Mem)) * lt.Interval; n < lt.Launch.End-lt.Interval {
		t.Errorf("memory bins cover %d cycles of %d", n, lt.Launch.End)
	}
}

// TestTimelineBinsBounded: a tiny bin budget forces the width to double;
// totals are kept and no track exceeds the budget.
func TestTimelineBinsBounded(t *testing.T) {
	tl := &TimelineCollector{TargetSamples: 1} // 16 bins per track
	met := runObserved(t, tl, 40)
	lt := tl.Launches[0]
	if lt.Interval < 2 {
		t.Errorf("interval %d: the width never doubled", lt.Interval)
	}
	var issued float64
	for _, bins := range lt.Subs {
		if len(bins) > 16 {
			t.Errorf("a track holds %d bins, budget 16", len(bins))
		}
		for _, b := range bins {
			issued += float64(b.Issued)
		}
	}
	if issued != met["smsp__inst_executed.sum"] {
		t.Errorf("issued %v after merging, launch %v", issued, met["smsp__inst_executed.sum"])
	}
}

// TestObserverIfConverted: a branch ptxas predicates issues nothing of its
// own: its region's issue slots are reported at the branch (as the launch
// counts them), and it is not a divergent branch.
func TestObserverIfConverted(t *testing.T) {
	short := strings.Replace(observed, strings.Repeat("\tmad.lo.s32 %r5, %r5, 3, 1;\n", 12), "", 1)
	if short == observed {
		t.Fatal("kernel text changed: no long side to remove")
	}
	pcs := new(PCCollector)
	met := runSource(t, short, pcs, 8)
	var issues, divergent int64
	for _, c := range pcs.Launches[0].Counters {
		issues += c.Issues
		divergent += c.Divergent
	}
	if float64(issues) != met["smsp__inst_executed.sum"] || divergent != 0 {
		t.Errorf("issues %d (launch %v), divergent %d (want 0)", issues, met["smsp__inst_executed.sum"], divergent)
	}
}
