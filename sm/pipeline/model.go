package pipeline

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// The timing model (docs/timing-model.md). It is execution-driven: the
// functional engine executes every warp-instruction, one at a time
// (sm.Warp.Step), in the order the timing model's warp schedulers issue
// them; functional results are those of the functional mode.
//
// Time is skipped, never ticked: each warp knows the cycle its next
// instruction can issue (its scoreboard and control state), each
// sub-partition the cycle it can issue next, each SM the minimum over its
// sub-partitions; the loop always advances the SM with the earliest event.

// Model is the calibrated SM timing model: a sm.Timer. One Model belongs
// to one device (it keeps the memory hierarchy's contents and the clock
// between launches); make one per device with New.
type Model struct {
	spec  *timing.TimingSpec
	hier  *timing.Hierarchy
	cold  bool
	progs map[*isa.Program]*timedProg // per program: what timing mode runs
	clock uint64                      // cycles of earlier timed launches, so %clock64 keeps growing

	newSched WarpSchedulerFactory   // sched.policy
	newDisp  BlockDispatcherFactory // launch.dispatch
	obs      Observer
}

// New makes a timing model with the given device model.
func New(spec *timing.TimingSpec) (*Model, error) {
	if spec == nil {
		return nil, fmt.Errorf("pipeline: nil timing spec")
	}
	m := &Model{spec: spec}
	var err error
	if m.newSched, err = warpSchedulers.Get(spec.Sched.Policy); err != nil {
		return nil, err
	}
	if m.newDisp, err = blockDispatchers.Get(spec.Launch.Dispatch); err != nil {
		return nil, err
	}
	if err := spec.Validate(); err != nil { // the memory policies' names among the rest
		return nil, err
	}
	return m, nil
}

// SetObserver makes o receive the model's events (nil: none, the
// default; an unobserved model pays one nil check per event).
func (m *Model) SetObserver(o Observer) { m.obs = o }

// Spec returns the device model.
func (m *Model) Spec() *timing.TimingSpec { return m.spec }

// SetColdCaches makes every launch start with empty L1 and L2 caches, as
// Nsight Compute does before each profiled launch. Off (the default), the
// L2 keeps what earlier launches left in it (the L1s are invalidated at
// every kernel boundary, as on the hardware).
func (m *Model) SetColdCaches(on bool) { m.cold = on }

// Reset forgets the caches' contents and restarts the clock (sm.Timer).
func (m *Model) Reset() {
	m.hier = nil // rebuilt cold at the next launch
	m.clock = 0
}

// timedProg is what timing mode runs for one program: its list-scheduled
// copy (sched.go), the costs of that copy and its unrolled loops.
type timedProg struct {
	prog       *isa.Program
	ecode      []isa.Inst // what the engine executes: prog.Code with its registers renamed (isa.PhysicalCode), or prog.Code
	costs      []isa.Cost
	unrolled   []uint8 // per pc: role in a loop ptxas unrolls (loopBackEdge, loopCounter)
	aggregated []bool  // per pc: a global atomic ptxas aggregates per warp
	frames     []uint8 // per pc: frameSave (a call of a non-leaf function) or frameRestore (its return)

	ifconv []isa.IfConv   // per pc: ptxas's predicated regions (counted at their head)
	merge  []isa.Merge    // per pc: shared accesses ptxas merges into vector accesses
	frags  [][]fragAccess // per pc: the SASS accesses of wmma.load/store (nil: none in the program)
	tivl   []float64      // per pc: an mma.sync's tensor-pipe occupancy (nil: none; tensorpipe.go)
	bulk   bool           // the program has bulk or tensor copies (tensorpipe.go)
	pf     []prefetchSet  // per pc: register slots to prefetch (prefetchSlots)
}

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
	m     *Model
	e     *sm.Engine
	prog  *isa.Program // what runs: the list-scheduled copy
	code  []isa.Inst   // prog.Code: the register slots the scoreboard keeps
	ecode []isa.Inst   // what the engine executes: code with its registers renamed (isa.PhysicalCode), or code
	spec  *timing.TimingSpec
	h     *timing.Hierarchy
	costs []isa.Cost
	lat   [isa.NumClasses]float64

	unrolled   []uint8 // per pc: role in an unrolled loop (loopBackEdge, loopCounter)
	aggregated []bool  // per pc: warp-aggregated global atomic (one lane updates)
	frames     []uint8 // per pc: frameSave / frameRestore (callFrames)
	frameRegs  int64   // registers a non-leaf function saves on the stack (timing.CallSpec)
	l1Lat      int64   // L1 hit load-to-use: a restored return address before RET
	vprintf    int64   // cycles a warp's vprintf call takes (timing.CallSpec)
	fence      int64   // fence.gpu: cycles a GPU-scope fence takes after the warp's stores are acknowledged
	fences     bool    // the program has a GPU-scope fence: warps track their stores' acknowledgements
	unroll     uint32  // the unroll factor
	loopLat    int64   // a taken back edge of an unrolled loop: cycles to the next issue (timing.SchedSpec.LoopBranch)
	loopGuard  bool    // such a back edge does not wait for its guard (ptxas computes the exit test early)
	ivl        [isa.NumClasses]float64
	disp       BlockDispatcher
	room       []int // per SM: blocks it can still take (place; the dispatcher's copy, equal to roomNow between picks)
	roomNow    []int // per SM: blocks it can still take, kept up to date by place (setRoom)
	roomAll    int   // the sum of roomNow
	pickSM     []int // place's picks
	obs        Observer
	lobs       LaunchObserver // obs, when it also wants launches and synchronisations
	err        error          // a policy misbehaved; the launch stops
	brLat      int64          // cycles from a branch's issue to the warp's next issue
	barL       float64
	barW       float64
	pathSwitch int64 // cycles lost turning to the other side of a divergent branch

	sms         []*tsm
	dispT       float64 // the block dispatcher's next free cycle
	initial     bool    // placing the first wave
	ages        int64
	occ         occupancy
	waiting     []*twarp // ordered mode: warps of every SM blocked at a barrier or another wait
	cyclesPerNs float64
	stats0      timing.Stats
	ifconv      []isa.IfConv   // per pc: ptxas's predicated regions
	merge       []isa.Merge    // per pc: merged shared accesses
	frags       [][]fragAccess // per pc: wmma.load/store accesses
	tivl        []float64      // per pc: mma.sync tensor-pipe occupancy (tensorpipe.go)
	bulk        bool           // bulk/tensor copies: the engine notes mbarrier transactions
	pf          []prefetchSet  // per pc: register slots peek prefetches (prefetch.go)

	quantum int64    // cycles between synchronisations of the SMs (quantum.go)
	maxT    int64    // the last cycle the launch may reach (sm.Limits.MaxCycles, Engine.LastCycle)
	ordered bool     // the SMs run in time order on one goroutine (sm.Engine.Ordered)
	threads int      // goroutines stepping SMs
	gang    *gang    // the helper goroutines (parallel mode with threads > 1)
	done    []doneEv // blocks finished in the last quantum, for the dispatcher
	end     int64    // the last block's end

	draining bool // an SM faulted: the launch stops after this quantum (stopped, quantum.go)
}

// counters are the launch's event counts, kept per SM and summed at the
// end.
type counters struct {
	issues, threadIssues                           int64
	opGlobalLd, opGlobalSt, opSharedLd, opSharedSt int64
	stall                                          [numStalls]int64
	tex                                            texCounters // texture.go
}

func (c *counters) add(o *counters) {
	c.issues += o.issues
	c.threadIssues += o.threadIssues
	c.opGlobalLd += o.opGlobalLd
	c.opGlobalSt += o.opGlobalSt
	c.opSharedLd += o.opSharedLd
	c.opSharedSt += o.opSharedSt
	c.tex.add(&o.tex)
	for i := range c.stall {
		c.stall[i] += o.stall[i]
	}
}

type tsm struct {
	id        int
	k         sm.Worker    // the engine's context for the SM's blocks
	port      *timing.Port // the SM's side of the memory hierarchy
	subs      []tsub
	blocks    []*tblock
	nwarps    int
	nextStart float64 // earliest start of the next block on this SM
	// unplaced and starts lie beside blocks and nextStart: the
	// synchronisation's dispatch reads and writes the four for every
	// block it places, from another core than the SM's (one line, not
	// three).
	unplaced int            // blocks finished in this quantum whose room the dispatcher has not seen yet
	starts   []pendingStart // blocks placed here, not yet resident (materialize)
	tma      timing.Pipe    // the SM's TMA engine, in bytes (tensorpipe.go)
	next     int64          // cached next event cycle
	warpSlot int

	busySince    int64 // start of the current busy period, -1 when idle
	activeCycles int64
	lastT        int64
	warpCycles   float64 // integral of resident warps over time

	counters
	now       int64 // issue cycle of the instruction executing now (%clock)
	end       int64 // the SM's last block end
	err       error // a policy misbehaved; the launch stops
	acc       timing.Access
	pool      []*twarp
	waiting   []*twarp           // parallel mode: the SM's warps blocked at a barrier or another wait
	cas       map[casKey][]int64 // per contended shared word: booked CAS successes (casloop.go)
	fix       [2][]fixup         // per port buffer: results the memory side delivers (quantum.go)
	done      []doneEv           // blocks that finished in this quantum
	issueEv   IssueEvent
	memEv     MemoryEvent
	memPend   [2][]pendingMemory // per port buffer: observed accesses whose completion is not known yet
	txPend    [2][]txPend        // per port buffer: TMA copies whose landing waits for their reads' ticket (tensorpipe.go)
	txWait    []txWait           // mbarrier waits whose phase has copies of unknown landing (tensorpipe.go)
	ahead     *tsm               // one goroutine: the SM that runs after this one, whose warps' state prefetchAhead brings in
	aheadJ    int                // prefetchAhead's next warp
	aheadList []*twarp           // the ahead SM's warps (setAhead)

	_ [64]byte // the SMs are allocated one after another and run on different goroutines: no line shared with the next
}

type tsub struct {
	warps []*twarp
	// keys mirror warps (same index, twarp.slot) with what refreshSub
	// reads, in one dense array instead of a cache line per warp: kept by
	// peek (twarp.publish), materialize and warpDone.
	keys []subKey
	free int64                   // next cycle it may issue
	unit [isa.NumClasses]float64 // per class: when the unit takes the next instruction (setUnit)
	// unitAt is unit rounded up: the first cycle an instruction of the
	// class may issue (read per warp and issue; kept by setUnit).
	unitAt [isa.NumClasses]int64
	last   int // index in warps of the last warp issued
	next   int64

	id    uint8 // index in the SM
	dirty bool  // a warp's next issue or a unit changed since next was computed
	sched WarpScheduler
	gto   bool        // sched is the default greedy-then-oldest: issueFrom picks without asking it
	cand  []SchedWarp // the scheduler's view of warps, refilled per pick
	idle  int64       // consecutive cycles the scheduler declined ready warps
}

// subKey is a warp's entry in its sub-partition's scan (tsub.keys): when
// its operands are ready (never when it cannot issue), its next
// instruction's unit, and its age.
type subKey struct {
	nt  int64
	age int64
	cls isa.Class
}

type tblock struct {
	b     sm.Block
	sm    *tsm
	warps []*twarp
	done  int
}

type twarp struct {
	// What the sub-partition's scan reads (refreshSub), first, on one
	// cache line of the host.
	nt   int64     // cycle its operands are ready
	age  int64     // launch order (warp schedulers)
	ok   bool      // the next instruction is known and can issue
	ncls isa.Class // the next instruction's unit
	nwhy uint8
	npc  int32

	w     sm.Warp
	tb    *tblock
	sub   *tsub
	sb    []int64 // per register slot: ready cycle<<2 | stall kind
	psb   []int64 // per predicate slot
	ready int64   // control readiness (start, branch, barrier)
	rwhy  uint8
	last  int64 // cycle of the last issue

	atBar bool
	loops uint32 // taken back edges of unrolled loops
	ran   bool   // the current side of a divergent branch has issued work
	swtch bool   // it turned to a waiting side since its last issue (observer)

	cpOpen   int64     // completion of the cp.async copies not yet committed
	cpNext   int64     // id of the open group
	cpPend   uint8     // the open group's copies whose completion is not known yet: bit b, tickets in port buffer b
	cpGroups []cpGroup // committed, not yet waited-for groups, oldest first
	wgOpen   int64     // completion of the wgmma.mma_async not yet committed (tensorpipe.go)
	mmaLast  [2]int32  // A and B fragment slots of the warp's last mma.sync (tensorpipe.go)
	wgGroups []int64   // committed, not yet waited-for wgmma groups' completions, oldest first
	hold     uint8     // the warp waits for copies whose completion is not known yet: bit b, tickets in port buffer b (quantum.go)
	stDone   int64     // fenced kernels: the latest known acknowledgement of the warp's global stores and atomics
	stPend   uint8     // and those not known yet: bit b, tickets in port buffer b
	gen      uint32    // incremented when the twarp is reused for another warp (fixups name it)
	folded   bool      // fold's mark
	slot     int32     // index in sub.warps and sub.keys
}

// publish copies what refreshSub reads (ok, nt, ncls) into the warp's
// entry in its sub-partition's keys.
func (tw *twarp) publish() {
	k := &tw.sub.keys[tw.slot]
	k.nt, k.cls = tw.nt, tw.ncls
	if !tw.ok {
		k.nt = never
	}
}

// cpGroup is a committed group of cp.async copies.
type cpGroup struct {
	id   int64
	done int64 // completion of the copies known so far
	pend uint8 // its copies whose completion is not known yet: bit b, tickets in port buffer b
}

const never = math.MaxInt64 / 4

// step executes tw's next instruction at its SM's current cycle; it
// reports whether the warp's SM faulted (the launch stops at the next
// synchronisation).
func (t *tmodel) step(tw *twarp) bool {
	s := tw.tb.sm
	s.k.SetClock(t.m.clock + uint64(max(s.now, 0)))
	tw.w.Step()
	return s.k.Faulted()
}

// RunLaunch runs one launch under the timing model (sm.Timer).
func (m *Model) RunLaunch(e *sm.Engine) (map[string]float64, error) {
	spec := m.spec
	if m.hier == nil {
		h, err := timing.NewHierarchy(spec, 0)
		if err != nil {
			return nil, err
		}
		m.hier = h
	}
	if m.progs == nil {
		m.progs = map[*isa.Program]*timedProg{}
	}
	src := e.Program()
	tp := m.progs[src]
	if tp == nil {
		tp = &timedProg{prog: src}
		if !spec.Sched.ProgramOrder {
			tp.prog = scheduledProgram(src, spec)
		}
		tp.costs = isa.Costs(tp.prog)
		tp.frags = tensorCosts(tp.prog, tp.costs)
		tp.tivl = tensorPipes(tp.prog, tp.costs, &spec.TensorCore)
		tp.bulk = slices.ContainsFunc(tp.prog.Code, func(in isa.Inst) bool { return in.Kind == isa.KBulk })
		fuseShiftAdds(tp.prog, tp.costs)
		tp.unrolled = unrolledLoops(tp.prog)
		tp.aggregated = aggregatedAtomics(tp.prog)
		tp.frames = callFrames(tp.prog)
		tp.ifconv = isa.IfConversions(tp.prog, tp.costs)
		tp.merge = isa.MergedAccesses(tp.prog)
		tp.ecode = tp.prog.Code
		if sm.PhysicalRegs { // the engine runs the code with its registers renamed onto shared slots (no effect on results)
			if c := isa.PhysicalCode(tp.prog, tp.prog.Code); c != nil {
				tp.ecode = c
			}
		}
		tp.pf = prefetchSlots(tp.prog, tp.ecode, tp.costs)
		m.progs[src] = tp
	}
	e.ReplaceCode(tp.prog, tp.ecode)
	l := e.Launch()
	t := &tmodel{m: m, e: e, prog: tp.prog, code: tp.prog.Code, ecode: tp.ecode, spec: spec, h: m.hier, costs: tp.costs, unrolled: tp.unrolled, aggregated: tp.aggregated, frames: tp.frames, ifconv: tp.ifconv, merge: tp.merge, frags: tp.frags, tivl: tp.tivl, bulk: tp.bulk, pf: tp.pf, obs: m.obs}
	if t.bulk {
		e.TimeTx()
	}
	t.disp = m.newDisp(spec)
	t.unroll = uint32(max(spec.Sched.Unroll, 1))
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
	t.loopLat = t.brLat
	if spec.Sched.LoopBranch > 0 {
		t.loopLat, t.loopGuard = int64(spec.Sched.LoopBranch+0.5), true
	}
	t.vprintf = int64(spec.Calls.Vprintf + 0.5)
	t.frameRegs = int64(spec.Calls.FrameRegs)
	t.l1Lat = int64(spec.L1.HitLatency + 0.5)
	t.fence = int64(spec.Fence.GPU + 0.5)
	for i := range t.code {
		if t.code[i].Extra&isa.XFenceGPU != 0 {
			t.fences = true
			break
		}
	}
	t.barL, t.barW = u.Barrier.Latency, u.BarrierPerWarp
	t.pathSwitch = int64(spec.Sched.PathSwitch + 0.5)
	t.cyclesPerNs = spec.ClockMHz / 1000

	regs := l.Registers
	if regs <= 0 {
		regs = isa.EstimateRegs(e.Source(), e.Kernel()) // the program as ptxas sees it, not the timing model's scheduled copy
	}
	ds := e.Device()
	static, dyn := e.SharedBytes()
	t.occ = computeOccupancy(&ds, spec, regs, e.ThreadsPerBlock(), static, dyn)
	if m.cold {
		t.h.Flush()
	} else {
		t.h.ResetTime()
	}
	if err := t.h.ConfigureL1(t.occ.carveout); err != nil {
		return nil, err
	}
	t.stats0 = t.h.Stats
	t.sms = make([]*tsm, spec.NumSMs)
	for i := range t.sms {
		// subs has room for one more sub-partition, never used: no line
		// shared with the next SM's (written by another goroutine).
		s := &tsm{id: i, subs: make([]tsub, spec.Units.SubPartitions, spec.Units.SubPartitions+1), busySince: -1, k: e.NewWorker(), port: t.h.Port(i)}
		s.tma.Rate = spec.TensorCore.TmaBytesPerCycle
		for j := range s.subs {
			s.subs[j].id = uint8(j)
			s.subs[j].sched = m.newSched(spec)
			_, s.subs[j].gto = s.subs[j].sched.(gto)
			s.subs[j].next = never
		}
		t.sms[i] = s
	}
	t.room = make([]int, len(t.sms))
	t.roomNow = make([]int, len(t.sms))
	t.quantum = quantumOf(spec)
	t.maxT = min(e.LastCycle(), never-1)
	t.ordered = e.Ordered() != ""
	t.threads = max(1, min(e.Threads(), len(t.sms)))
	if t.ordered || t.obs != nil {
		t.threads = 1
	}
	var lev *LaunchEvent
	if lo, ok := m.obs.(LaunchObserver); ok {
		t.lobs = lo
		maxW := spec.Units.MaxWarpsPerSM
		if maxW <= 0 {
			maxW = ds.MaxThreadsPerSM / 32
		}
		lev = &LaunchEvent{Kernel: l.Kernel, Grid: l.Grid, Block: l.Block, Program: tp.prog, Source: src,
			NumSMs: spec.NumSMs, SubParts: spec.Units.SubPartitions, ClockMHz: spec.ClockMHz,
			BlocksPerSM: t.occ.blocksPerSM, WarpsPerSM: maxW, Clock: m.clock, Counters: t.stats0}
		_, lev.Blocks = e.Blocks()
		lo.LaunchStart(lev)
	}
	t.loop(l.Cooperative)
	if t.gang != nil {
		t.gang.stop()
		if err := t.gang.failed.Load(); err != nil {
			t.err = err
		}
	}
	if t.obs != nil {
		// The last two quanta's accesses: no fold follows (the port's
		// current buffer was resolved at the last synchronisation, the
		// other one when the loop ended).
		for _, s := range t.sms {
			b := s.port.Buffer()
			t.deliverMemory(s, b)
			t.deliverMemory(s, b^1)
		}
	}
	for _, s := range t.sms {
		if s.end > 0 {
			// The SM's last warps retire when their stores are
			// acknowledged (memsys/timing Port.LastAck).
			s.end = max(s.end, s.port.LastAck)
		}
		t.end = max(t.end, s.end)
		if s.err != nil && t.err == nil {
			t.err = s.err
		}
	}
	if t.err != nil {
		if lev != nil {
			lev.End, lev.Err = t.end, t.err
			t.lobs.LaunchEnd(lev)
		}
		// A policy or internal error can end the loop right after a
		// run-ahead phase whose early requests still sit in a port's
		// buffer: the next launch starts from a fresh hierarchy (cold
		// caches) rather than serving them, the same for any thread count.
		m.hier = nil
		return nil, t.err
	}
	m.clock += uint64(max(t.end, 0)) + 1<<20
	met := t.metrics()
	if lev != nil {
		// A last synchronisation at the end: the launch may end after the
		// last quantum's boundary, when its stores are acknowledged.
		t.lobs.Sync(t.end, &t.h.Stats)
		lev.End, lev.Metrics = t.end, met
		t.lobs.LaunchEnd(lev)
	}
	return met, nil
}

// place starts pending blocks, in grid order, on the SMs the block
// dispatcher (launch.dispatch) picks among those with room; coop forces
// the whole grid resident. The blocks of a cluster (ClusterSize of them,
// consecutive in start order) start together or not at all, so a
// cluster's distributed shared memory and barrier.cluster always find
// every block of the cluster resident.
func (t *tmodel) place(now int64, coop bool) {
	// t.roomNow is up to date (refreshRoom, then per SM whose blocks
	// change); the dispatcher gets a fresh copy each time (it takes from
	// it).
	for {
		started, total := t.e.Blocks()
		if started >= total {
			break
		}
		k := min(t.e.ClusterSize(), total-started)
		if t.roomAll == 0 && !coop {
			// No SM has room: the dispatcher could pick nothing (it is
			// asked only when an SM may have room), and a full scan per
			// finished block was most of the synchronisations' serial
			// time in a stream of small blocks (device round A).
			return
		}
		// t.room equals t.roomNow here: the dispatcher takes only from
		// the SMs it picks (BlockDispatcher), and those are set back
		// below (no copy of every SM's room per block placed: that was
		// most of the placing in a stream of small blocks).
		picks := t.disp.Pick(t.room, k, coop, t.pickSM[:0])
		t.pickSM = picks
		if len(picks) < k {
			for _, i := range picks {
				t.room[i] = t.roomNow[i]
			}
			return
		}
		for _, i := range picks[:k] {
			t.startOn(t.sms[i], now)
			t.setRoom(i)
		}
		for _, i := range picks {
			t.room[i] = t.roomNow[i]
		}
	}
}

// roomOf is how many more blocks SM s can take.
func (t *tmodel) roomOf(s *tsm) int {
	return max(t.occ.blocksPerSM-len(s.blocks)-len(s.starts)-s.unplaced, 0)
}

// refreshRoom computes every SM's room (place keeps it up to date for
// the SMs it starts blocks on).
func (t *tmodel) refreshRoom() {
	t.roomAll = 0
	for i, s := range t.sms {
		t.roomNow[i] = t.roomOf(s)
		t.room[i] = t.roomNow[i]
		t.roomAll += t.roomNow[i]
	}
}

// setRoom updates SM i's room.
func (t *tmodel) setRoom(i int) {
	r := t.roomOf(t.sms[i])
	t.roomAll += r - t.roomNow[i]
	t.roomNow[i], t.room[i] = r, r
}

// startOn decides when the next block of the grid starts on SM s (while
// no SM runs); the block is made resident at once in ordered mode, else
// by the SM itself at the start of its next quantum (materialize), so that
// setting up warps costs the synchronisation nothing.
func (t *tmodel) startOn(s *tsm, now int64) {
	lp := &t.spec.Launch
	lin := t.e.ReserveBlock()
	warps := (t.e.ThreadsPerBlock() + 31) / 32
	start := max(float64(now), s.nextStart)
	if t.initial {
		// The first wave goes through the GPU-wide dispatcher one block
		// after the other; later blocks replace finished ones on their SM
		// at the SM's own pace (launch_overhead: 100 blocks per SM cost
		// BlockIntervalSM each, whatever the block size).
		start = max(start, t.dispT)
		t.dispT = start + lp.DispatchPerBlock + lp.DispatchPerWarp*float64(warps)
	}
	s.nextStart = start + lp.BlockIntervalSM
	ps := pendingStart{lin: lin, t0: int64(math.Ceil(start)), age: t.ages}
	t.ages += int64(warps)
	if t.ordered {
		t.materialize(s, ps)
		return
	}
	s.starts = append(s.starts, ps)
}

// pendingStart is a block the dispatcher placed on an SM that has not
// made it resident yet.
type pendingStart struct {
	lin int   // its linear index (sm.Engine.ReserveBlock)
	t0  int64 // the cycle it starts
	age int64 // the age of its first warp (warp schedulers' order)
}

// materialize makes a placed block resident on SM s.
func (t *tmodel) materialize(s *tsm, ps pendingStart) {
	lp := &t.spec.Launch
	b := t.e.StartBlockAt(s.k, ps.lin)
	t0 := ps.t0
	s.account(t0)
	if s.busySince < 0 {
		s.busySince = t0
	}
	tb := &tblock{b: b, sm: s}
	for k := range b.Warps() {
		w := b.Warp(k)
		var tw *twarp
		if n := len(s.pool); n > 0 {
			tw = s.pool[n-1]
			s.pool = s.pool[:n-1]
		} else {
			tw = &twarp{}
		}
		sub := &s.subs[s.warpSlot%len(s.subs)]
		s.warpSlot++
		*tw = twarp{w: w, tb: tb, sub: sub, sb: tw.sb[:0], psb: tw.psb[:0], cpGroups: tw.cpGroups[:0], wgGroups: tw.wgGroups[:0], age: ps.age + int64(k), gen: tw.gen + 1}
		tw.ready = t0 + int64(float64(k)*lp.WarpLaunch+0.5)
		tw.cpNext = 1
		tw.rwhy = stallNoInstruction
		tw.last = t0 - 1
		tb.warps = append(tb.warps, tw)
		tw.slot = int32(len(sub.warps))
		sub.warps = append(sub.warps, tw)
		sub.keys = append(sub.keys, subKey{nt: never, age: tw.age})
		t.peek(tw)
	}
	s.nwarps += b.Warps()
	s.blocks = append(s.blocks, tb)
	if t.obs != nil {
		t.obs.BlockStart(s.id, b.Linear(), t0)
	}
	t.refreshSM(s)
}

// account integrates the SM's resident warps up to cycle T.
func (s *tsm) account(T int64) {
	if T > s.lastT {
		s.warpCycles += float64(s.nwarps) * float64(T-s.lastT)
		s.lastT = T
	}
}

// refreshSM recomputes the SM's next event from its sub-partitions',
// refreshing those whose warps or units changed (dirty).
func (t *tmodel) refreshSM(s *tsm) {
	s.next = never
	for i := range s.subs {
		sub := &s.subs[i]
		if sub.dirty {
			t.refreshSub(sub)
			sub.dirty = false
		}
		s.next = min(s.next, sub.next)
	}
}

// setUnit books the unit of class c busy until v.
func (sub *tsub) setUnit(c isa.Class, v float64) {
	sub.unit[c] = v
	sub.unitAt[c] = int64(math.Ceil(v))
}

// issueAt is the first cycle warp tw may issue on its sub-partition.
func (sub *tsub) issueAt(tw *twarp) int64 {
	return max(tw.nt, sub.unitAt[tw.ncls], sub.free)
}

// refreshSub recomputes the sub-partition's next issue cycle.
func (t *tmodel) refreshSub(sub *tsub) {
	m, free := int64(never), sub.free
	for i := range sub.keys {
		k := &sub.keys[i]
		v := max(k.nt, sub.unitAt[k.cls]) // never when it cannot issue
		if v <= free {
			// The minimum is at most free, so the next issue cycle is
			// free itself: the rest of the scan cannot change it.
			sub.next = free
			return
		}
		m = min(m, v)
	}
	if m < never {
		m = max(m, free)
	}
	sub.next = m
}

// oldestAt returns the index of the oldest warp that can issue at T, the
// sub-partition's next issue cycle (greedy-then-oldest's pick when the
// last warp cannot issue), -1 if none can.
func (t *tmodel) oldestAt(sub *tsub, T int64) int {
	keys, free := sub.keys, sub.free
	if len(keys) > 1<<subIndexBits {
		oldest, age := -1, int64(math.MaxInt64)
		for i := range keys {
			if k := &keys[i]; k.nt < never && max(k.nt, sub.unitAt[k.cls], free) == T && k.age < age {
				oldest, age = i, k.age
			}
		}
		return oldest
	}
	// Without data-dependent branches (ages are unique): the index in
	// the low bits of the minimum.
	best := int64(math.MaxInt64)
	for i := range keys {
		k := &keys[i]
		c := k.age<<subIndexBits | int64(i)
		if max(k.nt, sub.unitAt[k.cls], free) != T {
			c = math.MaxInt64
		}
		best = min(best, c)
	}
	if best == math.MaxInt64 {
		return -1
	}
	return int(best & (1<<subIndexBits - 1))
}

// subIndexBits: oldestAt's branch-free scan packs a warp's index in the
// sub-partition under its age; sub-partitions with more warps take the
// plain scan.
const subIndexBits = 8

// longWait reports whether a warp held back for reason why waits on a
// long-latency event (what two-level scheduling moves to its pending set).
func longWait(why uint8) bool {
	switch why {
	case stallLongScoreboard, stallBarrier, stallSleeping, stallNoInstruction:
		return true
	}
	return false
}

// maxDecline bounds the consecutive cycles a warp scheduler may issue
// nothing while warps are ready, so that a broken policy is an error, not
// a hang.
const maxDecline = 1 << 20

// issueFrom asks the sub-partition's warp scheduler which warp issues at
// cycle T and issues it.
func (t *tmodel) issueFrom(s *tsm, sub *tsub, T int64) {
	if sub.gto {
		if sub.dirty {
			t.refreshSub(sub)
			sub.dirty = false
		}
		if sub.next > T {
			return // nothing ready: what the scan below finds
		}
		if sub.next == T {
			// The warps ready at T are those whose issueAt is sub.next:
			// greedy-then-oldest picks the last warp if it is one, else
			// the oldest (ages are unique), as gto.Pick would over the
			// scan below, without the scan.
			pick := sub.last
			if l := sub.last; l >= len(sub.warps) || !sub.warps[l].ok || sub.issueAt(sub.warps[l]) > T {
				pick = t.oldestAt(sub, T)
			}
			if pick >= 0 && pick < len(sub.warps) {
				sub.idle = 0
				sub.last = pick
				t.issue(s, sub, sub.warps[pick], T)
				return
			}
			// Not reached (refreshSub's cycle has a warp): the scan
			// below decides.
		}
	}
	cand := sub.cand[:0]
	anyReady := false
	for _, tw := range sub.warps {
		ready := tw.ok && sub.issueAt(tw) <= T
		anyReady = anyReady || ready
		cand = append(cand, SchedWarp{Age: tw.age, Ready: ready, Waiting: !tw.ok || !ready && tw.nt > T && longWait(tw.nwhy)})
	}
	sub.cand = cand
	pick := -1
	if anyReady {
		pick = sub.sched.Pick(cand, sub.last, T)
	}
	if pick < 0 || pick >= len(cand) || !cand[pick].Ready {
		if anyReady {
			// The policy held ready warps back: the sub-partition idles
			// this cycle.
			sub.free = max(sub.free, T+1)
			sub.dirty = true
			if sub.idle++; sub.idle > maxDecline && s.err == nil {
				s.err = fmt.Errorf("warp scheduler %q issued nothing for %d cycles with ready warps (SM %d, cycle %d)", t.spec.Sched.Policy, maxDecline, s.id, T)
			}
		}
		return
	}
	sub.idle = 0
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
	rb, pb := w.RegBase(), w.PredBase()
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
	if in.Kind == isa.KTexture {
		best = max(best, t.texOperands(tw, in))
	}
	return best >> 2, uint8(best & 3)
}

// setDst marks in's destinations ready at cycle at with stall kind why
// (at may be a pending completion, quantum.go).
func (t *tmodel) setDst(tw *twarp, in *isa.Inst, c *isa.Cost, at int64, why uint8) {
	if in.Kind == isa.KTexture {
		t.texSetDst(tw, in, at, why)
		return
	}
	n := len(in.D)
	if in.Kind == isa.KLd && int(in.Vec) <= n {
		n = max(int(in.Vec), 1)
	}
	for k := 0; k < n; k++ {
		if d := in.D[k]; d >= 0 {
			markDst(tw, d, c.PredD&(1<<k) != 0, at, why)
		}
	}
}

// markDst marks register (or, if pred, predicate) d of warp tw ready at
// cycle at with stall kind why; a pending completion (at >= pendBase,
// quantum.go) also gets a fixup for when it is resolved.
func markDst(tw *twarp, d int32, pred bool, at int64, why uint8) {
	w := tw.w
	v := at<<2 | int64(why)
	slot, kind := w.RegBase()+int(d), uint8(fixReg)
	if pred {
		slot, kind = w.PredBase()+int(d), fixPred
		sbSet(&tw.psb, slot, v)
	} else {
		sbSet(&tw.sb, slot, v)
	}
	if at >= pendBase {
		tw.tb.sm.addFix(fixup{tw: tw, slot: int32(slot), kind: kind, v: v, gen: tw.gen})
	}
}

// top pops finished reconvergence entries the way exec does and returns
// the active mask at the top; ok is false when the warp is done, blocked
// or has finished. When a side of a divergent branch that issued work
// finishes and the next entry is a waiting side of the same branch (same
// reconvergence point, not yet there), the warp pays sched.path_switch:
// in SASS the first side blocks in BSYNC and the scheduler turns to the
// other lanes (docs/timing-model.md, "Divergence").
func (t *tmodel) top(tw *twarp) bool {
	for {
		st, side, rpc := tw.w.Settle()
		switch st {
		case sm.SettleReady:
			return true
		case sm.SettleStopped:
			return false
		}
		if side >= 0 && tw.ran && !t.predicated(side, rpc) {
			tw.ready = max(tw.ready, tw.last+1) + t.pathSwitch
			tw.rwhy = stallBranchResolving
			tw.ran = false
			tw.swtch = true
		}
	}
}

// predicated reports whether the waiting side at pc (reconverging at rpc) is the fall-through side of
// a branch that vanishes in SASS (isa/cost.go's if-conversion: ptxas
// predicates both sides, so turning to this side costs no switch).
func (t *tmodel) predicated(pc, rpc int32) bool {
	bp := pc - 1
	if bp < 0 || int(bp) >= len(t.code) {
		return false
	}
	in := &t.code[bp]
	return in.Kind == isa.KBra && in.IPDom == rpc && t.costs[bp].Issues == 0
}

// peek finds warp tw's next instruction that costs an issue slot,
// executing on the way those that vanish in SASS (their results are ready
// when their sources are), and computes when it can issue.
func (t *tmodel) peek(tw *twarp) {
	t.findNext(tw)
	tw.publish()
}

// findNext is peek without publishing the result to the sub-partition.
func (t *tmodel) findNext(tw *twarp) {
	tw.ok = false
	tw.sub.dirty = true
	w := tw.w
	for {
		if !t.top(tw) {
			return
		}
		pc := w.PC()
		in := &t.code[pc]
		c := &t.costs[pc]
		at, why := t.operands(tw, in, c)
		if t.loopGuard && t.unrolled[pc]&loopBackEdge != 0 {
			// The exit test of ptxas's unrolled body sits at its top,
			// a whole body before the one back edge that issues.
			at, why = 0, 0
		}
		if tw.hold != 0 {
			at = max(at, pendBase)
		}
		if t.fences && in.Extra&isa.XFenceGPU != 0 {
			// MEMBAR.SC/ALL.GPU (a fence, or the one before a .release
			// atomic): it issues fence.gpu cycles after the warp's
			// earlier stores and atomics are acknowledged; while some
			// acknowledgement is not known the warp waits for the
			// synchronisation that delivers it (quantum.go's fold).
			if tw.stPend != 0 {
				at = max(at, pendBase)
			} else if d := tw.stDone + t.fence; d > at {
				at, why = d, stallLongScoreboard
			}
		}
		if at >= pendBase {
			// An operand comes from an access whose completion the
			// memory side has not delivered yet (quantum.go): the warp
			// waits here, executing nothing, until it has.
			tw.npc, tw.ncls = pc, c.Class
			tw.nt, tw.nwhy = at, why
			tw.ok = true
			return
		}
		if c.Issues == 0 && c.Class == isa.ClassNone && in.Kind != isa.KCall && in.Kind != isa.KRet {
			if ic := &t.ifconv[pc]; ic.Head {
				t.countIfConv(tw.tb.sm, ic, w)
			}
			if t.obs != nil {
				t.observeFree(tw, pc, at)
			}
			if t.step(tw) {
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
			if t.step(tw) {
				return
			}
			if in.Kind == isa.KBra {
				if !w.Done() && w.PC() <= pc {
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
		if p := &t.pf[pc]; hostPrefetch > 0 && (p.n > 0 || p.nsb > 0) {
			// Its registers, and the scoreboard entries that the next
			// peek reads, while other warps issue (prefetch.go).
			w.Prefetch(&p.slots, p.n)
			prefetchNext(tw, p)
		}
		if tw.ready >= at {
			tw.nt, tw.nwhy = tw.ready, tw.rwhy
		}
		tw.ok = true
		return
	}
}

// issue executes tw's next instruction at cycle T and books its timing.
func (t *tmodel) issue(s *tsm, sub *tsub, tw *twarp, T int64) {
	w := tw.w
	pc := tw.npc
	in := &t.code[pc]
	c := &t.costs[pc]

	var stall0 [numStalls]int64
	if t.obs != nil {
		stall0 = s.stall
	}
	// Stall accounting: from the last issue to T.
	ready := max(tw.nt, tw.last+1)
	why := tw.nwhy
	if ready > tw.last+1 {
		s.stall[why] += ready - tw.last - 1
	}
	if u := sub.unitAt[c.Class]; u > ready {
		if c.Class == isa.ClassLSU {
			s.stall[stallLGThrottle] += u - ready
		} else {
			s.stall[stallMathPipeThrottle] += u - ready
		}
		ready = u
	}
	if T > ready {
		s.stall[stallNotSelected] += T - ready
	}
	s.stall[stallSelected]++
	tw.last = T + int64(c.Issues) - 1

	mask := w.ActiveMask()
	em := w.ExecMask(in)
	var memDone int64 = -1
	memTk := int32(timing.NoTicket)
	casDone := int64(-1)
	memKind := uint8(2)
	if em != 0 && (in.Kind == isa.KLd || in.Kind == isa.KSt || in.Kind == isa.KAtom) {
		if in.Kind == isa.KAtom && t.aggregated[pc] {
			em &= -em // the leader lane's single update carries the warp's
		}
		if w.Access(&t.ecode[pc], em, &s.acc) {
			a := &s.acc
			if b := t.merge[pc].Bytes; b > 0 {
				a.Size = int(b) // ptxas's LDS.64/128, STS.64/128
			}
			if t.obs != nil {
				memDone, memTk = t.doObserved(s, in, pc, T, a)
			} else {
				memDone, memTk = s.port.Do(T, a, timing.NoTicket)
				if in.Extra&isa.XAcquireGPU != 0 && a.Space == timing.SpaceGlobal {
					s.port.InvalidateL1() // the CCTL.IVALL after LD.STRONG.GPU
				}
			}
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
		memDone, memTk = t.tensorMem(s, tw, in, t.frags[pc], em, T)
	}
	if em != 0 && in.Kind == isa.KTensor && (isa.TensorKind(in.Sub) == isa.TensorLdmatrix || isa.TensorKind(in.Sub) == isa.TensorStmatrix) {
		memDone, memKind = t.ldsmMem(s, tw, in, em, T), 1 // LDSM/STSM (tensorpipe.go)
	}
	if t.fences && memKind == 2 && memDone >= 0 && (in.Kind == isa.KSt || in.Kind == isa.KAtom) {
		// A later fence waits for this store's or atomic's completion.
		if memTk != timing.NoTicket {
			tw.stPend |= 1 << s.port.Buffer()
			s.addFix(fixup{tw: tw, kind: fixStore, tk: memTk, gen: tw.gen})
		} else {
			tw.stDone = max(tw.stDone, memDone)
		}
	}
	if memTk != timing.NoTicket {
		memDone = pendBase + int64(memTk) // resolved two synchronisations later (quantum.go)
	}
	n := int64(c.Issues)
	if !t.ifconv[pc].Covered { // else counted at the region's head
		switch in.Kind {
		case isa.KLd:
			t.countOp(in, &s.opGlobalLd, &s.opSharedLd)
		case isa.KSt:
			t.countOp(in, &s.opGlobalSt, &s.opSharedSt)
		case isa.KAsync:
			if isa.AsyncOp(in.Sub) == isa.AsyncCopy {
				s.opSharedLd += isa.CpAsyncDummyLDS
			}
		case isa.KTexture:
			t.countTex(s, in)
		}
		s.issues += n
		s.threadIssues += n * int64(bits.OnesCount32(mask))
	}

	s.now = T
	// Instructions after which warps may block or be released.
	syncish := in.Kind != isa.KALU && in.Kind != isa.KLd && in.Kind != isa.KSt && in.Kind != isa.KBra
	depth := w.Depth()
	if t.step(tw) {
		return
	}
	tw.ran = w.Depth() <= depth // a divergent branch starts a side that has issued nothing
	if in.Kind == isa.KTexture && em != 0 {
		// The texels are known once the engine has sampled (texture.go).
		if d, why := t.texIssue(s, tw, in, T); d >= 0 {
			memDone, memKind = d, why
		}
	}
	if t.obs != nil {
		t.observeIssue(s, sub, tw, pc, T, n, mask, em, &stall0)
	}

	// Unit and issue-slot occupancy.
	sub.dirty = true
	sub.free = T + max(n, 1)
	iv, from := t.ivl[c.Class], float64(T)
	if t.tivl != nil && t.tivl[pc] > 0 {
		// mma.sync by shape and type; a pipe that came free within the
		// cycle before the issue takes the next mma at its fractional
		// free time (6.34 cycles apart, not 7).
		iv, from = t.tivl[pc], max(from-1, 0)
		iv += t.mmaOperands(tw, in)
	}
	sub.setUnit(c.Class, max(sub.unit[c.Class], from)+iv*float64(n))
	if memDone >= 0 && memKind == 2 && (in.Kind == isa.KSt || in.Kind == isa.KAtom) {
		// The LSU holds a store or atomic until the L1 stage takes it
		// (queueing, atomic backpressure: lg_throttle).
		sub.setUnit(c.Class, max(sub.unit[c.Class], float64(s.port.Accepted)))
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
	switch {
	case in.Kind == isa.KTensor && isa.TensorKind(in.Sub) == isa.TensorWgmma && em != 0:
		t.wgmmaIssue(sub, tw, in, T)
	case isWgmmaSync(in):
		t.wgmmaSync(tw, in)
	case in.Kind == isa.KBulk: // t.bulk: the notes are on
		t.bulkLanded(s, tw, T)
	case in.Kind == isa.KMbar && em != 0:
		t.mbarTiming(tw, in, em, T)
	case in.Kind == isa.KTensor && c.Class == isa.ClassFFMA: // emulated m8n8k4 (tensorpipe.go)
		t.emulatedHold(tw, T)
	}
	switch in.Kind {
	case isa.KBra, isa.KBrx, isa.KCall, isa.KRet:
		tw.ready = T + t.brLat
		tw.rwhy = stallBranchResolving
		if in.Kind == isa.KCall && em != 0 && in.Target >= 0 && t.prog.Funcs[in.Target].Builtin == isa.BuiltinVprintf {
			// The driver's vprintf body, which ptxsim runs as a builtin:
			// a chain of dependent loads and stores (timing.CallSpec).
			tw.ready = T + max(t.brLat, t.vprintf)
			tw.rwhy = stallLongScoreboard
		}
		if em != 0 && t.frameRegs > 0 {
			switch t.frames[pc] {
			case frameSave:
				// ptxas's prologue: the stack pointer moves and each
				// saved register is an STL (timing.CallSpec.FrameRegs).
				tw.ready += t.frameRegs + 1
				s.issues += t.frameRegs + 1
				s.threadIssues += (t.frameRegs + 1) * int64(bits.OnesCount32(em))
			case frameRestore:
				// The epilogue's LDLs; RET waits for the return
				// address to come back from L1.
				tw.ready += t.frameRegs + 1 + t.l1Lat
				tw.rwhy = stallLongScoreboard
				s.issues += t.frameRegs + 1
				s.threadIssues += (t.frameRegs + 1) * int64(bits.OnesCount32(em))
			}
		}
		if t.unrolled[pc]&loopBackEdge != 0 && !w.Done() && w.PC() <= pc {
			// A back edge inside ptxas's unrolled body: no branch in SASS.
			if tw.loops++; tw.loops%t.unroll != 0 {
				tw.ready = T + n
				tw.rwhy = stallWait
			} else {
				tw.ready = T + t.loopLat
			}
		}
	}
	if ns := w.TakeSleep(); ns > 0 {
		// nanosleep: the warp issues nothing for about the time asked
		// (the PTX ISA allows anything in [0, 2t]; the model takes t).
		tw.ready = max(tw.ready, T+int64(float64(ns)*t.cyclesPerNs+0.5))
		tw.rwhy = stallSleeping
	}
	if syncish {
		t.syncAfter(tw, in, T)
	}
	t.peek(tw)
	if w.Done() {
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
		t.setDst(tw, &t.code[f], &t.costs[f], at, why)
	}
}

// countIfConv counts an if-converted region at its head: its SASS issues
// once per warp whatever the lanes' predicates (isa.IfConversions).
func (t *tmodel) countIfConv(s *tsm, ic *isa.IfConv, w sm.Warp) {
	mask := w.ActiveMask()
	n := int64(ic.Issues)
	s.issues += n
	s.threadIssues += n * int64(bits.OnesCount32(mask))
	s.opSharedLd += int64(ic.Ld)
	s.opSharedSt += int64(ic.St)
	s.opGlobalLd += int64(ic.GlobalLd)
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
	waiting := t.waitList(tw.tb.sm)
	if tw.w.Blocked() {
		tw.atBar = true
		*waiting = append(*waiting, tw)
		return
	}
	released := 0
	for _, o := range *waiting {
		if !o.w.Blocked() {
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
	keep := (*waiting)[:0]
	var freed []*twarp
	for _, o := range *waiting {
		if o.w.Blocked() {
			keep = append(keep, o)
			continue
		}
		freed = append(freed, o)
	}
	*waiting = keep
	for _, o := range freed {
		o.atBar = false
		o.ready = max(o.ready, rel)
		o.rwhy = stallBarrier
		t.peek(o)
		if o.tb.sm != tw.tb.sm {
			t.refreshSM(o.tb.sm)
		}
		if o.w.Done() {
			t.warpDone(o.tb.sm, o, rel)
		}
	}
	if in.Flags&isa.FArrive == 0 {
		tw.ready = max(tw.ready, rel)
		tw.rwhy = stallBarrier
	}
}

// warpDone retires a finished warp; the last warp of a block frees the
// block's resources, and at the next synchronisation the dispatcher starts
// the next block in its place (quantum.go).
func (t *tmodel) warpDone(s *tsm, tw *twarp, T int64) {
	tb := tw.tb
	tb.done++
	s.end = max(s.end, T)
	if tb.done < len(tb.warps) {
		return
	}
	s.account(T)
	for _, o := range tb.warps {
		sub := o.sub
		sub.dirty = true
		for i, x := range sub.warps {
			if x == o {
				sub.warps = append(sub.warps[:i], sub.warps[i+1:]...)
				sub.keys = append(sub.keys[:i], sub.keys[i+1:]...)
				for j := i; j < len(sub.warps); j++ {
					sub.warps[j].slot = int32(j)
				}
				if sub.last > i {
					sub.last--
				}
				break
			}
		}
		s.pool = append(s.pool, o)
	}
	s.nwarps -= len(tb.warps)
	for i, x := range s.blocks {
		if x == tb {
			s.blocks = append(s.blocks[:i], s.blocks[i+1:]...)
			break
		}
	}
	if t.obs != nil {
		t.obs.BlockEnd(s.id, tb.b.Linear(), T)
	}
	s.dropCAS(tb.b)
	t.e.FinishBlock(tb.b)
	if len(s.blocks) == 0 && s.busySince >= 0 {
		s.activeCycles += T - s.busySince
		s.busySince = -1
	}
	s.unplaced++
	s.done = append(s.done, doneEv{at: T, sm: s.id})
}

// metrics gathers the launch's figures under Nsight Compute names.
func (t *tmodel) metrics() map[string]float64 {
	m := make(map[string]float64, 64)
	d := t.h.Stats
	d.Sub(&t.stats0)
	var c counters
	for _, s := range t.sms {
		c.add(&s.counters)
	}
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
		if ds := t.e.Device(); ds.MaxThreadsPerSM > 0 {
			peak = float64(ds.MaxThreadsPerSM / 32)
		}
		m["sm__warps_active.avg.pct_of_peak_sustained_active"] = 100 * warpCycles / sum / peak
		m["sm__warps_active.avg.per_cycle_active"] = warpCycles / sum
	}
	m["smsp__inst_executed.sum"] = float64(c.issues)
	m["smsp__thread_inst_executed.sum"] = float64(c.threadIssues)
	if sum > 0 {
		m["sm__inst_executed.avg.per_cycle_active"] = float64(c.issues) / sum
	}
	o := &t.occ
	m["launch__registers_per_thread"] = float64(o.regs)
	m["launch__occupancy_limit_blocks"] = float64(o.limBlocks)
	m["launch__occupancy_limit_registers"] = float64(o.limRegs)
	m["launch__occupancy_limit_shared_mem"] = float64(o.limShared)
	m["launch__occupancy_limit_warps"] = float64(o.limWarps)
	m["launch__shared_mem_config_size"] = float64(o.carveout)
	static, dyn := t.e.SharedBytes()
	m["launch__shared_mem_per_block_dynamic"] = float64(dyn)
	m["launch__shared_mem_per_block_static"] = float64(static)
	_, total := t.e.Blocks()
	slots := float64(o.blocksPerSM * len(t.sms))
	m["launch__waves_per_multiprocessor"] = math.Floor(100*float64(total)/slots) / 100
	maxW := float64(t.e.Device().MaxThreadsPerSM / 32)
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
	m["smsp__inst_executed_op_global_ld.sum"] = float64(c.opGlobalLd)
	m["smsp__inst_executed_op_global_st.sum"] = float64(c.opGlobalSt)
	m["smsp__inst_executed_op_shared_ld.sum"] = float64(c.opSharedLd)
	m["smsp__inst_executed_op_shared_st.sum"] = float64(c.opSharedSt)
	t.texMetrics(m, &d, &c.tex)
	m["lts__t_sectors_srcunit_tex_op_read.sum"] = float64(d.L2ReadSectors)
	m["lts__t_sectors_srcunit_tex_op_write.sum"] = float64(d.L2WriteSectors)
	m["lts__t_sector_hit_rate.pct"] = d.L2HitRate()
	m["dram__bytes_read.sum"] = float64(d.DRAMReadBytes)
	m["dram__bytes_write.sum"] = float64(d.DRAMWriteBytes)
	for i, name := range stallNames {
		m["smsp__pcsamp_warps_issue_stalled_"+name] = float64(c.stall[i])
	}
	return m
}

// observeIssue reports an issued instruction to the observer.
func (t *tmodel) observeIssue(s *tsm, sub *tsub, tw *twarp, pc int32, T, n int64, mask, em uint32, stall0 *[numStalls]int64) {
	ev := &s.issueEv
	*ev = IssueEvent{SM: s.id, Sub: int(sub.id), Block: tw.tb.b.Linear(), Warp: tw.w.Index(), PC: pc, At: T,
		Issues: int(n), Active: mask, Exec: em, Diverged: !tw.ran, Reconverged: tw.swtch}
	if t.ifconv[pc].Covered {
		ev.Issues = 0
	}
	for i := range ev.Stalls {
		ev.Stalls[i] = s.stall[i] - stall0[i]
	}
	tw.swtch = false
	t.obs.Issue(ev)
}

// observeFree reports an instruction that executes without an issue
// slot of its own (isa.Cost: none; a branch ptxas if-converts carries its
// region's SASS issues, counted here as the launch counts them), before
// it executes.
func (t *tmodel) observeFree(tw *twarp, pc int32, at int64) {
	s := tw.tb.sm
	ev := &s.issueEv
	mask := tw.w.ActiveMask()
	*ev = IssueEvent{SM: s.id, Sub: int(tw.sub.id), Block: tw.tb.b.Linear(), Warp: tw.w.Index(), PC: pc, At: max(at, tw.last+1),
		Active: mask, Exec: tw.w.ExecMask(&t.code[pc])}
	if ic := &t.ifconv[pc]; ic.Head {
		ev.Issues = int(ic.Issues)
	}
	t.obs.Issue(ev)
}

// doObserved is issue's port access with an observer attached: the
// port's counters before it (a 36-field struct, copied only here, not per
// access without an observer) go to observeMemory.
func (t *tmodel) doObserved(s *tsm, in *isa.Inst, pc int32, T int64, a *timing.Access) (done int64, tk int32) {
	st0 := s.port.Stats
	done, tk = s.port.Do(T, a, timing.NoTicket)
	if in.Extra&isa.XAcquireGPU != 0 && a.Space == timing.SpaceGlobal {
		s.port.InvalidateL1() // the CCTL.IVALL after LD.STRONG.GPU
	}
	t.observeMemory(s, pc, T, done, tk, a, &st0)
	return done, tk
}

// observeMemory reports an access and what it cost the hierarchy; an
// access waiting for the memory side is reported when it completes
// (quantum.go).
func (t *tmodel) observeMemory(s *tsm, pc int32, T, done int64, tk int32, a *timing.Access, st0 *timing.Stats) {
	d := s.port.Stats
	d.Sub(st0)
	ev := &s.memEv
	*ev = MemoryEvent{SM: s.id, PC: pc, At: T, Done: done, Access: a,
		Requests:   d.GlobalLdRequests + d.GlobalStRequests,
		Sectors:    d.GlobalLdSectors + d.GlobalStSectors + d.LocalLdSectors + d.LocalStSectors,
		Wavefronts: d.SharedLdWavefronts + d.SharedStWavefronts,
		Conflicts:  d.SharedLdConflicts + d.SharedStConflicts, Counts: d}
	if tk != timing.NoTicket {
		b := s.port.Buffer()
		s.memPend[b] = append(s.memPend[b], pendingMemory{ev: *ev, acc: *a, tk: tk})
		return
	}
	t.obs.Memory(ev)
}
