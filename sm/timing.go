package sm

import (
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
)

// The timing model (docs/timing-model.md). It is execution-driven: the
// functional engine executes every warp-instruction, one at a time
// ((*warp).exec(1)), in the order the timing model's warp schedulers issue
// them; functional results are those of the functional mode.
//
// Time is skipped, never ticked: each warp knows the cycle its next
// instruction can issue (its scoreboard and control state), each
// sub-partition the cycle it can issue next, each SM the minimum over its
// sub-partitions; the loop always advances the SM with the earliest event.

// timingConf is a device's timing-mode configuration.
type timingConf struct {
	spec  *timing.TimingSpec
	hier  *timing.Hierarchy
	cold  bool
	progs map[*isa.Program]*timedProg // per program: what timing mode runs
	clock uint64                      // cycles of earlier timed launches, so %clock64 keeps growing
}

// timedProg is what timing mode runs for one program: its list-scheduled
// copy (timing_sched.go), the costs of that copy and its unrolled loops.
type timedProg struct {
	prog       *isa.Program
	costs      []isa.Cost
	unrolled   []uint8 // per pc: role in a loop ptxas unrolls (loopBackEdge, loopCounter)
	aggregated []bool  // per pc: a global atomic ptxas aggregates per warp

	ifconv []isa.IfConv   // per pc: ptxas's predicated regions (counted at their head)
	merge  []isa.Merge    // per pc: shared accesses ptxas merges into vector accesses
	frags  [][]fragAccess // per pc: the SASS accesses of wmma.load/store (nil: none in the program)
}

// SetTiming switches the device to timing mode with the given device model
// (nil: functional mode, the default and the fastest). Launches then carry
// LaunchResult.Metrics and %clock/%clock64 read the simulated SM cycle.
func (d *Device) SetTiming(spec *timing.TimingSpec) {
	d.timing = timingConf{spec: spec, cold: d.timing.cold}
}

// Timing returns the device model of timing mode, or nil.
func (d *Device) Timing() *timing.TimingSpec { return d.timing.spec }

// SetColdCaches makes every timed launch start with empty L1 and L2 caches,
// as Nsight Compute does before each profiled launch. Off (the default),
// the L2 keeps what earlier launches left in it (the L1s are invalidated at
// every kernel boundary, as on the hardware).
func (d *Device) SetColdCaches(on bool) { d.timing.cold = on }

// Stall reasons, named after Nsight Compute's warp-state sampling
// (smsp__pcsamp_warps_issue_stalled_<name>): each warp-cycle a resident
// warp does not issue is charged to the reason that held it back.
const (
	stallWait             = iota // fixed-latency dependency
	stallShortScoreboard         // MUFU, shared memory, conversions
	stallLongScoreboard          // global / local memory
	stallBarrier                 // bar.sync
	stallBranchResolving         // after a branch
	stallMathPipeThrottle        // the unit is busy with other warps' work
	stallLGThrottle              // the LSU queue is busy
	stallNotSelected             // ready, another warp issued
	stallSelected                // issued
	stallNoInstruction           // waiting to start (warp launch)
	stallSleeping                // nanosleep
	numStalls
)

var stallNames = [numStalls]string{"wait", "short_scoreboard", "long_scoreboard", "barrier", "branch_resolving",
	"math_pipe_throttle", "lg_throttle", "not_selected", "selected", "no_instructions", "sleeping"}

// tmodel is the timing state of one launch.
type tmodel struct {
	r     *run
	spec  *timing.TimingSpec
	h     *timing.Hierarchy
	costs []isa.Cost
	lat   [isa.NumClasses]float64

	unrolled   []uint8 // per pc: role in an unrolled loop (loopBackEdge, loopCounter)
	aggregated []bool  // per pc: warp-aggregated global atomic (one lane updates)
	unroll     uint32  // the unroll factor
	ivl        [isa.NumClasses]float64
	gto        bool
	brLat      int64 // cycles from a branch's issue to the warp's next issue
	barL       float64
	barW       float64
	pathSwitch int64 // cycles lost turning to the other side of a divergent branch

	sms         []*tsm
	now         int64 // issue cycle of the instruction being executed (%clock)
	acc         timing.Access
	dispT       float64 // the block dispatcher's next free cycle
	rr          int     // next SM the dispatcher tries
	initial     bool    // placing the first wave
	ages        int64
	occ         occupancy
	pool        []*twarp
	waiting     []*twarp // warps blocked at a barrier or another wait
	picks       []*tsm   // place's SMs for the blocks of one cluster
	cyclesPerNs float64
	stats0      timing.Stats
	ifconv      []isa.IfConv       // per pc: ptxas's predicated regions
	merge       []isa.Merge        // per pc: merged shared accesses
	frags       [][]fragAccess     // per pc: wmma.load/store accesses
	cas         map[casKey][]int64 // per contended shared word: booked CAS successes (timing_casloop.go)
	maxT        int64              // Limits.MaxCycles: the last cycle the launch may reach (limits.go)

	// counters
	issues, threadIssues                           int64
	opGlobalLd, opGlobalSt, opSharedLd, opSharedSt int64
	stall                                          [numStalls]int64
	end                                            int64
}

type tsm struct {
	id        int
	subs      []tsub
	blocks    []*tblock
	nwarps    int
	nextStart float64 // earliest start of the next block on this SM
	pending   int     // blocks place has picked this SM for, not yet started
	next      int64   // cached next event cycle
	warpSlot  int

	busySince    int64 // start of the current busy period, -1 when idle
	activeCycles int64
	lastT        int64
	warpCycles   float64 // integral of resident warps over time
}

type tsub struct {
	warps []*twarp
	free  int64 // next cycle it may issue
	unit  [isa.NumClasses]float64
	last  int // index in warps of the last warp issued
	next  int64
}

type tblock struct {
	b     *block
	sm    *tsm
	warps []*twarp
	done  int
}

type twarp struct {
	w     *warp
	tb    *tblock
	sub   *tsub
	sb    []int64 // per register slot: ready cycle<<2 | stall kind
	psb   []int64 // per predicate slot
	ready int64   // control readiness (start, branch, barrier)
	rwhy  uint8
	age   int64
	last  int64 // cycle of the last issue

	ok    bool // the next instruction is known and can issue
	npc   int32
	nt    int64 // cycle its operands are ready
	nwhy  uint8
	ncls  isa.Class
	atBar bool
	loops uint32 // taken back edges of unrolled loops
	ran   bool   // the current side of a divergent branch has issued work

	cpOpen   int64   // completion of the cp.async copies not yet committed
	cpGroups []int64 // completion of each committed, not yet waited-for group, oldest first
}

const never = math.MaxInt64 / 4

func (t *tmodel) clock() uint64 { return t.r.dev.timing.clock + uint64(max(t.now, 0)) }

// runTimed runs the launch under the timing model.
func (r *run) runTimed(l Launch) error {
	d := r.dev
	tc := &d.timing
	spec := tc.spec
	if tc.hier == nil {
		h, err := timing.NewHierarchy(spec, 0)
		if err != nil {
			return err
		}
		tc.hier = h
	}
	if tc.progs == nil {
		tc.progs = map[*isa.Program]*timedProg{}
	}
	tp := tc.progs[r.prog]
	if tp == nil {
		tp = &timedProg{prog: r.prog}
		if !spec.Sched.ProgramOrder {
			tp.prog = scheduledProgram(r.prog, spec)
		}
		tp.costs = isa.Costs(tp.prog)
		tp.frags = tensorCosts(tp.prog, tp.costs)
		fuseShiftAdds(tp.prog, tp.costs)
		tp.unrolled = unrolledLoops(tp.prog)
		tp.aggregated = aggregatedAtomics(tp.prog)
		tp.ifconv = isa.IfConversions(tp.prog, tp.costs)
		tp.merge = isa.MergedAccesses(tp.prog)
		tc.progs[r.prog] = tp
	}
	r.prog, r.code = tp.prog, tp.prog.Code
	t := &tmodel{r: r, spec: spec, h: tc.hier, costs: tp.costs, unrolled: tp.unrolled, aggregated: tp.aggregated, ifconv: tp.ifconv, merge: tp.merge, frags: tp.frags, gto: spec.Sched.Policy != "lrr"}
	t.unroll = uint32(max(spec.Sched.Unroll, 1))
	t.maxT = cycleBound(r.maxCycles)
	r.tm = t
	defer func() { r.tm = nil }()
	u := &spec.Units
	for c, ut := range map[isa.Class]timing.UnitTiming{
		isa.ClassIADD3: u.IADD3, isa.ClassIMAD: u.IMAD, isa.ClassFFMA: u.FFMA, isa.ClassHFMA2: u.HFMA2,
		isa.ClassDFMA: u.DFMA, isa.ClassMUFU: u.MUFUEx2, isa.ClassMUFUSin: u.MUFUSin, isa.ClassConv: u.Conv,
		isa.ClassSHFL: u.SHFL, isa.ClassS2R: u.S2R, isa.ClassBranch: u.Branch, isa.ClassBarrier: u.Barrier,
		isa.ClassLSU: u.LSU, isa.ClassTensor: u.Tensor,
	} {
		t.lat[c], t.ivl[c] = ut.Latency, ut.Interval
	}
	t.brLat = int64(u.Branch.Latency + 0.5)
	t.barL, t.barW = u.Barrier.Latency, u.BarrierPerWarp
	t.pathSwitch = int64(spec.Sched.PathSwitch + 0.5)
	t.cyclesPerNs = spec.ClockMHz / 1000

	regs := l.Registers
	if regs <= 0 {
		regs = isa.EstimateRegs(r.mod.prog, r.fn) // the program as ptxas sees it, not the timing model's scheduled copy
	}
	t.occ = computeOccupancy(&d.spec, spec, regs, r.nthr, r.shared-r.dyn, r.dyn) // r.shared includes the dynamic bytes
	if tc.cold {
		t.h.Flush()
	} else {
		t.h.ResetTime()
	}
	if err := t.h.ConfigureL1(t.occ.carveout); err != nil {
		return err
	}
	t.stats0 = t.h.Stats
	t.sms = make([]*tsm, spec.NumSMs)
	for i := range t.sms {
		s := &tsm{id: i, subs: make([]tsub, spec.Units.SubPartitions), busySince: -1}
		t.sms[i] = s
	}
	t.loop(l.Cooperative)
	tc.clock += uint64(max(t.end, 0)) + 1<<20
	if r.fault == nil && len(r.blocks) > 0 {
		r.deadlock()
	}
	r.res.Metrics = t.metrics()
	return nil
}

// loop places blocks and issues instructions until the grid is done.
func (t *tmodel) loop(coop bool) {
	r := t.r
	t.initial = true
	t.place(0, coop)
	t.initial = false
	for r.fault == nil {
		var s *tsm
		for _, c := range t.sms {
			if len(c.blocks) > 0 && (s == nil || c.next < s.next) {
				s = c
			}
		}
		if s == nil || s.next >= never {
			if s != nil && t.unblockAll(t.end) {
				continue
			}
			return
		}
		T := s.next
		if T > t.maxT {
			t.cycleLimit(s)
			return
		}
		for i := range s.subs {
			sub := &s.subs[i]
			if sub.next <= T {
				t.issueFrom(s, sub, T)
				if r.fault != nil {
					return
				}
			}
		}
		t.refreshSM(s)
	}
}

// unblockAll wakes waiting warps that something other than an issued
// instruction released; it reports whether any warp became runnable.
func (t *tmodel) unblockAll(now int64) bool {
	keep := t.waiting[:0]
	var freed []*twarp
	for _, o := range t.waiting {
		if o.w.blocked {
			keep = append(keep, o)
		} else {
			freed = append(freed, o)
		}
	}
	t.waiting = keep
	for _, o := range freed {
		o.atBar = false
		o.ready = max(o.ready, now)
		t.peek(o)
		t.refreshSM(o.tb.sm)
	}
	return len(freed) > 0
}

// fits reports whether SM s has room for one more block.
func (t *tmodel) fits(s *tsm) bool {
	return len(s.blocks) < t.occ.blocksPerSM
}

// place starts pending blocks on SMs with room, the dispatcher taking them
// in order and the SMs round robin; coop forces the whole grid resident.
// The blocks of a cluster (r.csize of them, consecutive in start order)
// start together or not at all, one per SM round robin before a second on
// any SM, so a cluster's distributed shared memory and barrier.cluster
// always find every block of the cluster resident.
func (t *tmodel) place(now int64, coop bool) {
	r := t.r
	n := len(t.sms)
	for r.nextB < r.totalB {
		k := min(max(r.csize, 1), r.totalB-r.nextB)
		picks := t.picks[:0]
		rr := t.rr
		for len(picks) < k {
			got := false
			for i := 0; i < n && len(picks) < k; i++ {
				c := t.sms[(rr+i)%n]
				if len(c.blocks)+c.pending < t.occ.blocksPerSM {
					c.pending++
					picks = append(picks, c)
					t.rr = (rr + i + 1) % n
					got = true
				}
			}
			if !got {
				break
			}
		}
		if len(picks) < k && !coop {
			for _, c := range picks {
				c.pending = 0
			}
			t.picks = picks
			return
		}
		for len(picks) < k { // a cooperative grid is resident whatever the limits
			picks = append(picks, t.sms[t.rr])
			t.sms[t.rr].pending++
			t.rr = (t.rr + 1) % n
		}
		for _, c := range picks {
			c.pending = 0
		}
		for _, c := range picks {
			t.startOn(c, now)
		}
		t.picks = picks
	}
}

func (t *tmodel) startOn(s *tsm, now int64) {
	r := t.r
	lp := &t.spec.Launch
	r.startBlock()
	b := r.blocks[len(r.blocks)-1]
	start := max(float64(now), s.nextStart)
	if t.initial {
		// The first wave goes through the GPU-wide dispatcher one block
		// after the other; later blocks replace finished ones on their SM
		// at the SM's own pace (launch_overhead: 100 blocks per SM cost
		// BlockIntervalSM each, whatever the block size).
		start = max(start, t.dispT)
		t.dispT = start + lp.DispatchPerBlock + lp.DispatchPerWarp*float64(len(b.warps))
	}
	s.nextStart = start + lp.BlockIntervalSM
	t0 := int64(math.Ceil(start))
	s.account(t0)
	if s.busySince < 0 {
		s.busySince = t0
	}
	tb := &tblock{b: b, sm: s}
	for k, w := range b.warps {
		var tw *twarp
		if n := len(t.pool); n > 0 {
			tw = t.pool[n-1]
			t.pool = t.pool[:n-1]
		} else {
			tw = &twarp{}
		}
		sub := &s.subs[s.warpSlot%len(s.subs)]
		s.warpSlot++
		*tw = twarp{w: w, tb: tb, sub: sub, sb: tw.sb[:0], psb: tw.psb[:0], cpGroups: tw.cpGroups[:0], age: t.ages}
		t.ages++
		tw.ready = t0 + int64(float64(k)*lp.WarpLaunch+0.5)
		tw.rwhy = stallNoInstruction
		tw.last = t0 - 1
		tb.warps = append(tb.warps, tw)
		sub.warps = append(sub.warps, tw)
		t.peek(tw)
	}
	s.nwarps += len(b.warps)
	s.blocks = append(s.blocks, tb)
	t.refreshSM(s)
}

// account integrates the SM's resident warps up to cycle T.
func (s *tsm) account(T int64) {
	if T > s.lastT {
		s.warpCycles += float64(s.nwarps) * float64(T-s.lastT)
		s.lastT = T
	}
}

func (t *tmodel) refreshSM(s *tsm) {
	s.next = never
	for i := range s.subs {
		sub := &s.subs[i]
		t.refreshSub(sub)
		s.next = min(s.next, sub.next)
	}
}

// issueAt is the first cycle warp tw may issue on its sub-partition.
func (sub *tsub) issueAt(tw *twarp) int64 {
	return max(tw.nt, int64(math.Ceil(sub.unit[tw.ncls])), sub.free)
}

func (t *tmodel) refreshSub(sub *tsub) {
	sub.next = never
	for _, tw := range sub.warps {
		if tw.ok {
			sub.next = min(sub.next, sub.issueAt(tw))
		}
	}
}

// issueFrom picks the warp to issue at cycle T on sub (greedy-then-oldest
// or loose round robin) and issues it.
func (t *tmodel) issueFrom(s *tsm, sub *tsub, T int64) {
	n := len(sub.warps)
	pick := -1
	if t.gto {
		if sub.last < n {
			if tw := sub.warps[sub.last]; tw.ok && sub.issueAt(tw) <= T {
				pick = sub.last
			}
		}
		if pick < 0 {
			for i, tw := range sub.warps {
				if tw.ok && sub.issueAt(tw) <= T && (pick < 0 || tw.age < sub.warps[pick].age) {
					pick = i
				}
			}
		}
	} else {
		for k := 1; k <= n; k++ {
			i := (sub.last + k) % n
			if tw := sub.warps[i]; tw.ok && sub.issueAt(tw) <= T {
				pick = i
				break
			}
		}
	}
	if pick < 0 {
		return
	}
	sub.last = pick
	t.issue(s, sub, sub.warps[pick], T)
}

// sbGet reads a scoreboard entry, growing the board to the warp's frames.
func sbGet(sb *[]int64, i int) int64 {
	if i >= len(*sb) {
		return 0
	}
	return (*sb)[i]
}

func sbSet(sb *[]int64, i int, v int64) {
	if i >= len(*sb) {
		n := i + 1 + i/2
		if cap(*sb) >= n {
			*sb = (*sb)[:n]
		} else {
			ns := make([]int64, n, n+8)
			copy(ns, *sb)
			*sb = ns
		}
	}
	(*sb)[i] = v
}

// operands returns the cycle (and the stall reason: wait, short or long
// scoreboard, which are also the kinds kept in the scoreboard) at which every source of
// in is ready for warp tw.
func (t *tmodel) operands(tw *twarp, in *isa.Inst, c *isa.Cost) (int64, uint8) {
	w := tw.w
	rb, pb := w.regBase, w.predBase
	best := int64(0)
	for k, s := range in.S {
		if s < 0 {
			continue
		}
		var v int64
		if c.PredS&(1<<k) != 0 {
			v = sbGet(&tw.psb, pb+int(s))
		} else {
			v = sbGet(&tw.sb, rb+int(s))
		}
		best = max(best, v)
	}
	if in.Base >= 0 {
		best = max(best, sbGet(&tw.sb, rb+int(in.Base)))
	}
	if in.Guard >= 0 {
		best = max(best, sbGet(&tw.psb, pb+int(in.Guard)))
	}
	if in.Kind == isa.KTensor {
		best = max(best, t.fragReady(tw, in))
	}
	return best >> 2, uint8(best & 3)
}

// setDst marks in's destinations ready at cycle at with stall kind why.
func (t *tmodel) setDst(tw *twarp, in *isa.Inst, c *isa.Cost, at int64, why uint8) {
	w := tw.w
	v := at<<2 | int64(why)
	n := len(in.D)
	if in.Kind == isa.KLd && int(in.Vec) <= n {
		n = max(int(in.Vec), 1)
	}
	for k := 0; k < n; k++ {
		d := in.D[k]
		if d < 0 {
			continue
		}
		if c.PredD&(1<<k) != 0 {
			sbSet(&tw.psb, w.predBase+int(d), v)
		} else {
			sbSet(&tw.sb, w.regBase+int(d), v)
		}
	}
}

// top pops finished reconvergence entries the way exec does and returns
// the active mask at the top; ok is false when the warp is done, blocked
// or has finished. When a side of a divergent branch that issued work
// finishes and the next entry is a waiting side of the same branch (same
// reconvergence point, not yet there), the warp pays sched.path_switch:
// in SASS the first side blocks in BSYNC and the scheduler turns to the
// other lanes (docs/timing-model.md, "Divergence").
func (t *tmodel) top(tw *twarp) (mask uint32, ok bool) {
	w := tw.w
	for {
		if w.done || w.blocked || t.r.fault != nil {
			return 0, false
		}
		top := &w.stack[len(w.stack)-1]
		mask := top.mask &^ w.exited
		if mask == 0 || top.pc == top.rpc && int(top.depth) == len(w.calls) {
			e := *top
			w.stack = w.stack[:len(w.stack)-1]
			if len(w.stack) == 0 {
				w.finish()
				return 0, false
			}
			if n := &w.stack[len(w.stack)-1]; tw.ran && n.rpc == e.rpc && n.depth == e.depth && n.pc != n.rpc && n.mask&^w.exited != 0 && !t.predicated(n) {
				tw.ready = max(tw.ready, tw.last+1) + t.pathSwitch
				tw.rwhy = stallBranchResolving
				tw.ran = false
			}
			continue
		}
		return mask, true
	}
}

// predicated reports whether waiting entry n is the fall-through side of
// a branch that vanishes in SASS (isa/cost.go's if-conversion: ptxas
// predicates both sides, so turning to this side costs no switch).
func (t *tmodel) predicated(n *entry) bool {
	bp := n.pc - 1
	if bp < 0 || int(bp) >= len(t.r.code) {
		return false
	}
	in := &t.r.code[bp]
	return in.Kind == isa.KBra && in.IPDom == n.rpc && t.costs[bp].Issues == 0
}

// peek finds warp tw's next instruction that costs an issue slot,
// executing on the way those that vanish in SASS (their results are ready
// when their sources are), and computes when it can issue.
func (t *tmodel) peek(tw *twarp) {
	tw.ok = false
	w := tw.w
	for {
		if _, ok := t.top(tw); !ok {
			return
		}
		pc := w.stack[len(w.stack)-1].pc
		in := &t.r.code[pc]
		c := &t.costs[pc]
		at, why := t.operands(tw, in, c)
		if c.Issues == 0 && c.Class == isa.ClassNone && in.Kind != isa.KCall && in.Kind != isa.KRet {
			if ic := &t.ifconv[pc]; ic.Head {
				t.countIfConv(ic, w)
			}
			w.exec(1)
			if t.r.fault != nil {
				return
			}
			if m := t.merge[pc]; m.Leader < 0 || m.Leader == pc {
				t.setDst(tw, in, c, at, why) // else the leader's access set it
			}
			continue
		}
		if t.unrolled[pc] != 0 && (tw.loops+1)%t.unroll != 0 {
			// The counter update, exit test and back edge of a copy
			// inside ptxas's unrolled body: not in the SASS.
			w.exec(1)
			if t.r.fault != nil {
				return
			}
			if in.Kind == isa.KBra {
				if !w.done && w.stack[len(w.stack)-1].pc <= pc {
					tw.loops++
				}
			} else {
				t.setDst(tw, in, c, at, why)
			}
			continue
		}
		tw.npc = pc
		tw.ncls = c.Class
		tw.nt, tw.nwhy = at, why
		if tw.ready >= at {
			tw.nt, tw.nwhy = tw.ready, tw.rwhy
		}
		tw.ok = true
		return
	}
}

// issue executes tw's next instruction at cycle T and books its timing.
func (t *tmodel) issue(s *tsm, sub *tsub, tw *twarp, T int64) {
	r := t.r
	w := tw.w
	pc := tw.npc
	in := &r.code[pc]
	c := &t.costs[pc]

	// Stall accounting: from the last issue to T.
	ready := max(tw.nt, tw.last+1)
	why := tw.nwhy
	if ready > tw.last+1 {
		t.stall[why] += ready - tw.last - 1
	}
	if u := int64(math.Ceil(sub.unit[c.Class])); u > ready {
		if c.Class == isa.ClassLSU {
			t.stall[stallLGThrottle] += u - ready
		} else {
			t.stall[stallMathPipeThrottle] += u - ready
		}
		ready = u
	}
	if T > ready {
		t.stall[stallNotSelected] += T - ready
	}
	t.stall[stallSelected]++
	tw.last = T + int64(c.Issues) - 1

	top := &w.stack[len(w.stack)-1]
	mask := top.mask &^ w.exited
	em := mask
	if in.Guard >= 0 {
		g := w.preds[w.predBase+int(in.Guard)]
		if in.GuardNeg {
			g = ^g
		}
		em &= g
	}
	var memDone int64 = -1
	casDone := int64(-1)
	memKind := uint8(2)
	if em != 0 && (in.Kind == isa.KLd || in.Kind == isa.KSt || in.Kind == isa.KAtom) {
		if in.Kind == isa.KAtom && t.aggregated[pc] {
			em &= -em // the leader lane's single update carries the warp's
		}
		if t.fillAccess(w, in, em) {
			a := &t.acc
			if b := t.merge[pc].Bytes; b > 0 {
				a.Size = int(b) // ptxas's LDS.64/128, STS.64/128
			}
			memDone = t.h.Do(s.id, T, a)
			if a.Space == timing.SpaceShared || a.Space == timing.SpaceSharedCluster || a.Space == timing.SpaceConst {
				memKind = 1
			}
			if per := isa.SharedCASLoop(in); per > 0 && memKind == 1 {
				memDone = t.casLoopIssue(s, tw, in, per, em, mask, T) // ptxas's CAS retry loop
				casDone = memDone
			}
		}
	}

	if em != 0 && in.Kind == isa.KTensor && t.frags != nil && t.frags[pc] != nil {
		memDone = t.tensorMem(s, tw, in, t.frags[pc], em, T)
	}
	n := int64(c.Issues)
	if !t.ifconv[pc].Covered { // else counted at the region's head
		switch in.Kind {
		case isa.KLd:
			t.countOp(in, &t.opGlobalLd, &t.opSharedLd)
		case isa.KSt:
			t.countOp(in, &t.opGlobalSt, &t.opSharedSt)
		case isa.KAsync:
			if isa.AsyncOp(in.Sub) == isa.AsyncCopy {
				t.opSharedLd += isa.CpAsyncDummyLDS
			}
		}
		t.issues += n
		t.threadIssues += n * int64(bits.OnesCount32(mask))
	}

	t.now = T
	// Instructions after which warps may block or be released.
	syncish := in.Kind != isa.KALU && in.Kind != isa.KLd && in.Kind != isa.KSt && in.Kind != isa.KBra
	depth := len(w.stack)
	w.exec(1)
	if r.fault != nil {
		return
	}
	tw.ran = len(w.stack) <= depth // a divergent branch starts a side that has issued nothing

	// Unit and issue-slot occupancy.
	sub.free = T + max(n, 1)
	sub.unit[c.Class] = max(sub.unit[c.Class], float64(T)) + t.ivl[c.Class]*float64(n)
	if memDone >= 0 && memKind == 2 && (in.Kind == isa.KSt || in.Kind == isa.KAtom) {
		// The LSU holds a store or atomic until the L1 stage takes it
		// (queueing, atomic backpressure: lg_throttle).
		sub.unit[c.Class] = max(sub.unit[c.Class], float64(t.h.Accepted))
	}

	lat := t.lat[c.Class]
	if c.Lat > 0 {
		lat = float64(c.Lat)
	}
	switch {
	case in.Kind == isa.KTensor:
		if memDone >= 0 {
			t.setFrag(tw, in, memDone, memKind)
		} else {
			t.setFrag(tw, in, T+int64(lat+0.5), 0)
		}
	case memDone >= 0:
		if in.Kind != isa.KSt {
			t.setDst(tw, in, c, memDone, memKind)
			t.setMerged(tw, pc, memDone, memKind)
		}
	case in.Kind == isa.KLd || in.Kind == isa.KAtom:
		t.setDst(tw, in, c, T+1, 0)
		t.setMerged(tw, pc, T+1, 0)
	default:
		kind := uint8(0)
		switch c.Class {
		case isa.ClassMUFU, isa.ClassMUFUSin, isa.ClassConv, isa.ClassSHFL, isa.ClassS2R, isa.ClassDFMA:
			kind = 1
		}
		t.setDst(tw, in, c, T+int64(lat+0.5), kind)
	}
	tw.ready = T + n
	tw.rwhy = stallWait
	if casDone > tw.ready {
		tw.ready = casDone // the warp spins in its CAS loop
		tw.rwhy = stallShortScoreboard
	}
	if in.Kind == isa.KAsync {
		t.asyncTiming(s, tw, in, em, T)
	}
	switch in.Kind {
	case isa.KBra, isa.KBrx, isa.KCall, isa.KRet:
		tw.ready = T + t.brLat
		tw.rwhy = stallBranchResolving
		if t.unrolled[pc]&loopBackEdge != 0 && !w.done && w.stack[len(w.stack)-1].pc <= pc {
			// A back edge inside ptxas's unrolled body: no branch in SASS.
			if tw.loops++; tw.loops%t.unroll != 0 {
				tw.ready = T + n
				tw.rwhy = stallWait
			}
		}
	}
	if ns := w.takeSleep(); ns > 0 {
		// nanosleep: the warp issues nothing for about the time asked
		// (the PTX ISA allows anything in [0, 2t]; the model takes t).
		tw.ready = max(tw.ready, T+int64(float64(ns)*t.cyclesPerNs+0.5))
		tw.rwhy = stallSleeping
	}
	if syncish {
		t.syncAfter(tw, in, T)
	}
	t.peek(tw)
	if w.done {
		t.warpDone(s, tw, T)
	}
}

// setMerged marks the destinations of the loads merged into the leader at
// pc ready with the leader's (isa.MergedAccesses).
func (t *tmodel) setMerged(tw *twarp, pc int32, at int64, why uint8) {
	if t.merge[pc].Bytes == 0 {
		return
	}
	for f := t.merge[pc].Next; f >= 0; f = t.merge[f].Next {
		t.setDst(tw, &t.r.code[f], &t.costs[f], at, why)
	}
}

// countIfConv counts an if-converted region at its head: its SASS issues
// once per warp whatever the lanes' predicates (isa.IfConversions).
func (t *tmodel) countIfConv(ic *isa.IfConv, w *warp) {
	mask := w.stack[len(w.stack)-1].mask &^ w.exited
	n := int64(ic.Issues)
	t.issues += n
	t.threadIssues += n * int64(bits.OnesCount32(mask))
	t.opSharedLd += int64(ic.Ld)
	t.opSharedSt += int64(ic.St)
	t.opGlobalLd += int64(ic.GlobalLd)
}

func (t *tmodel) countOp(in *isa.Inst, global, shared *int64) {
	switch in.Space {
	case ptx.SpaceGlobal:
		*global++ // a generic ld/st is an LD/ST in SASS: ncu counts it as op_generic, not op_global (grid_sync_reduce's spin load)
	case ptx.SpaceShared, ptx.SpaceSharedCluster:
		*shared++
	}
}

// syncAfter handles the warps that wait after tw executed in at T: a warp
// that blocked (bar.sync, barrier.cluster, a wait on an mbarrier...) joins
// the waiting list; when the instruction released waiting warps, they and
// tw go on BarrierLatency + BarrierPerWarp x (released warps) after T
// (h200-micro bar_sync: 14.3 cycles alone, 28.2 for 8 warps, 76.2 for 32).
func (t *tmodel) syncAfter(tw *twarp, in *isa.Inst, T int64) {
	if tw.w.blocked {
		tw.atBar = true
		t.waiting = append(t.waiting, tw)
		return
	}
	released := 0
	for _, o := range t.waiting {
		if !o.w.blocked {
			released++
		}
	}
	if released == 0 {
		if in.Kind == isa.KBar && in.Flags&isa.FArrive == 0 {
			tw.ready = max(tw.ready, T+int64(t.barL+0.5)) // a barrier of one warp
			tw.rwhy = stallBarrier
		}
		return
	}
	rel := T + int64(t.barL+t.barW*float64(released)+0.5)
	keep := t.waiting[:0]
	var freed []*twarp
	for _, o := range t.waiting {
		if o.w.blocked {
			keep = append(keep, o)
			continue
		}
		freed = append(freed, o)
	}
	t.waiting = keep
	for _, o := range freed {
		o.atBar = false
		o.ready = max(o.ready, rel)
		o.rwhy = stallBarrier
		t.peek(o)
		if o.tb.sm != tw.tb.sm {
			t.refreshSM(o.tb.sm)
		}
		if o.w.done {
			t.warpDone(o.tb.sm, o, rel)
		}
	}
	if in.Flags&isa.FArrive == 0 {
		tw.ready = max(tw.ready, rel)
		tw.rwhy = stallBarrier
	}
}

// warpDone retires a finished warp; the last warp of a block frees the
// block's resources and lets the dispatcher start the next block.
func (t *tmodel) warpDone(s *tsm, tw *twarp, T int64) {
	tb := tw.tb
	tb.done++
	t.end = max(t.end, T)
	if tb.done < len(tb.warps) {
		return
	}
	s.account(T)
	for _, o := range tb.warps {
		sub := o.sub
		for i, x := range sub.warps {
			if x == o {
				sub.warps = append(sub.warps[:i], sub.warps[i+1:]...)
				if sub.last > i {
					sub.last--
				}
				break
			}
		}
		t.pool = append(t.pool, o)
	}
	s.nwarps -= len(tb.warps)
	for i, x := range s.blocks {
		if x == tb {
			s.blocks = append(s.blocks[:i], s.blocks[i+1:]...)
			break
		}
	}
	r := t.r
	for i, b := range r.blocks {
		if b == tb.b {
			r.blocks = append(r.blocks[:i], r.blocks[i+1:]...)
			break
		}
	}
	r.finishBlock(tb.b)
	if len(s.blocks) == 0 && s.busySince >= 0 {
		s.activeCycles += T - s.busySince
		s.busySince = -1
	}
	t.place(T, false)
}

// fillAccess describes the memory access of in for the hierarchy; false
// when it moves no data through it (kernel parameters).
func (t *tmodel) fillAccess(w *warp, in *isa.Inst, em uint32) bool {
	a := &t.acc
	sp := in.Space
	if sp == ptx.SpaceParam && (in.Flags&isa.FFrame != 0 || !w.fn.Entry && in.Flags&isa.FKParam == 0) {
		sp = ptx.SpaceLocal
	} else if sp == ptx.SpaceParam {
		return false
	}
	c := w.addrConst(in)
	var base []uint64
	if in.Base >= 0 {
		base = w.regs[(w.regBase+int(in.Base))*32:]
	}
	a.Mask = em
	a.Size = int(in.Size) * max(int(in.Vec), 1)
	a.CacheOp = timing.CacheDefault
	if in.Flags&isa.FNC != 0 {
		a.CacheOp = timing.CacheNC
	} else if in.Flags&isa.FCacheL2 != 0 || in.Flags&isa.FVolatile != 0 {
		a.CacheOp = timing.CacheCG
	}
	switch in.Kind {
	case isa.KLd:
		a.Op = timing.OpLoad
	case isa.KSt:
		a.Op = timing.OpStore
	default:
		a.Op = timing.OpAtom
		if in.D[0] < 0 {
			a.Op = timing.OpRed
		}
	}
	first := true
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := c
		if base != nil {
			addr += base[l]
		}
		if sp == ptx.SpaceGeneric && first {
			switch {
			case addr >= isa.LocalWindow && addr < isa.LocalWindow+isa.LocalSize:
				sp = ptx.SpaceLocal
			case addr >= isa.SharedWindow && addr < isa.SharedWindow+isa.SharedSize:
				sp = ptx.SpaceShared
			default:
				sp = ptx.SpaceGlobal
			}
			first = false
		}
		switch sp {
		case ptx.SpaceLocal:
			if addr >= isa.LocalWindow {
				addr -= isa.LocalWindow
			}
		case ptx.SpaceShared, ptx.SpaceSharedCluster:
			if addr >= isa.SharedWindow {
				addr -= isa.SharedWindow
			}
		}
		a.Addr[l] = addr
	}
	switch sp {
	case ptx.SpaceShared:
		a.Space = timing.SpaceShared
	case ptx.SpaceSharedCluster:
		a.Space = timing.SpaceSharedCluster
	case ptx.SpaceLocal:
		a.Space = timing.SpaceLocal
		a.LocalBase = 1<<44 + uint64(w.b.linear*len(w.b.warps)+w.idx)*32*uint64(t.r.localB)
	case ptx.SpaceConst:
		a.Space = timing.SpaceConst
	default:
		a.Space = timing.SpaceGlobal
	}
	return true
}

// metrics gathers the launch's figures under Nsight Compute names.
func (t *tmodel) metrics() map[string]float64 {
	m := make(map[string]float64, 64)
	st := t.h.Stats
	d := diffStats(&st, &t.stats0)
	elapsed := float64(t.end) + t.spec.Launch.OverheadCycles
	m["gpc__cycles_elapsed.max"] = math.Round(elapsed)
	var sum, mx float64
	var warpCycles float64
	for _, s := range t.sms {
		if s.busySince >= 0 {
			s.activeCycles += t.end - s.busySince
			s.busySince = -1
		}
		s.account(t.end)
		a := float64(s.activeCycles)
		sum += a
		mx = max(mx, a)
		warpCycles += s.warpCycles
	}
	n := float64(len(t.sms))
	m["sm__cycles_active.avg"] = sum / n
	m["sm__cycles_active.max"] = mx
	m["sm__cycles_elapsed.avg"] = elapsed
	if sum > 0 {
		peak := float64(t.occ.limWarps * t.occ.warpsPB)
		if t.r.dev.spec.MaxThreadsPerSM > 0 {
			peak = float64(t.r.dev.spec.MaxThreadsPerSM / 32)
		}
		m["sm__warps_active.avg.pct_of_peak_sustained_active"] = 100 * warpCycles / sum / peak
		m["sm__warps_active.avg.per_cycle_active"] = warpCycles / sum
	}
	m["smsp__inst_executed.sum"] = float64(t.issues)
	m["smsp__thread_inst_executed.sum"] = float64(t.threadIssues)
	if sum > 0 {
		m["sm__inst_executed.avg.per_cycle_active"] = float64(t.issues) / sum
	}
	o := &t.occ
	m["launch__registers_per_thread"] = float64(o.regs)
	m["launch__occupancy_limit_blocks"] = float64(o.limBlocks)
	m["launch__occupancy_limit_registers"] = float64(o.limRegs)
	m["launch__occupancy_limit_shared_mem"] = float64(o.limShared)
	m["launch__occupancy_limit_warps"] = float64(o.limWarps)
	m["launch__shared_mem_config_size"] = float64(o.carveout)
	m["launch__shared_mem_per_block_dynamic"] = float64(t.r.dyn)
	m["launch__shared_mem_per_block_static"] = float64(t.r.shared - t.r.dyn)
	slots := float64(o.blocksPerSM * len(t.sms))
	m["launch__waves_per_multiprocessor"] = math.Floor(100*float64(t.r.totalB)/slots) / 100
	maxW := float64(t.r.dev.spec.MaxThreadsPerSM / 32)
	if maxW <= 0 {
		maxW = float64(t.spec.Units.MaxWarpsPerSM)
	}
	m["sm__maximum_warps_per_active_cycle_pct"] = 100 * float64(o.blocksPerSM*o.warpsPB) / maxW
	m["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"] = float64(d.GlobalLdRequests)
	m["l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"] = float64(d.GlobalStRequests)
	m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] = float64(d.GlobalLdSectors)
	m["l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"] = float64(d.GlobalStSectors)
	m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum"] = float64(d.GlobalLdL1Hits)
	m["l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum"] = float64(d.LocalLdSectors)
	m["l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum"] = float64(d.LocalStSectors)
	m["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"] = float64(d.SharedLdWavefronts)
	m["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"] = float64(d.SharedStWavefronts)
	m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] = float64(d.SharedLdConflicts)
	m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"] = float64(d.SharedStConflicts)
	m["smsp__inst_executed_op_global_ld.sum"] = float64(t.opGlobalLd)
	m["smsp__inst_executed_op_global_st.sum"] = float64(t.opGlobalSt)
	m["smsp__inst_executed_op_shared_ld.sum"] = float64(t.opSharedLd)
	m["smsp__inst_executed_op_shared_st.sum"] = float64(t.opSharedSt)
	m["lts__t_sectors_srcunit_tex_op_read.sum"] = float64(d.L2ReadSectors)
	m["lts__t_sectors_srcunit_tex_op_write.sum"] = float64(d.L2WriteSectors)
	m["lts__t_sector_hit_rate.pct"] = d.L2HitRate()
	m["dram__bytes_read.sum"] = float64(d.DRAMReadBytes)
	m["dram__bytes_write.sum"] = float64(d.DRAMWriteBytes)
	for i, name := range stallNames {
		m["smsp__pcsamp_warps_issue_stalled_"+name] = float64(t.stall[i])
	}
	return m
}

func diffStats(a, b *timing.Stats) timing.Stats {
	return timing.Stats{
		GlobalLdRequests: a.GlobalLdRequests - b.GlobalLdRequests, GlobalLdSectors: a.GlobalLdSectors - b.GlobalLdSectors,
		GlobalLdL1Hits: a.GlobalLdL1Hits - b.GlobalLdL1Hits, GlobalStRequests: a.GlobalStRequests - b.GlobalStRequests,
		GlobalStSectors: a.GlobalStSectors - b.GlobalStSectors, GlobalAtomOps: a.GlobalAtomOps - b.GlobalAtomOps,
		LocalLdSectors: a.LocalLdSectors - b.LocalLdSectors, LocalStSectors: a.LocalStSectors - b.LocalStSectors,
		SharedLdWavefronts: a.SharedLdWavefronts - b.SharedLdWavefronts, SharedLdConflicts: a.SharedLdConflicts - b.SharedLdConflicts,
		SharedStWavefronts: a.SharedStWavefronts - b.SharedStWavefronts, SharedStConflicts: a.SharedStConflicts - b.SharedStConflicts,
		L2ReadSectors: a.L2ReadSectors - b.L2ReadSectors, L2WriteSectors: a.L2WriteSectors - b.L2WriteSectors,
		L2AtomSectors: a.L2AtomSectors - b.L2AtomSectors, L2HitSectors: a.L2HitSectors - b.L2HitSectors,
		DRAMReadBytes: a.DRAMReadBytes - b.DRAMReadBytes, DRAMWriteBytes: a.DRAMWriteBytes - b.DRAMWriteBytes,
	}
}
