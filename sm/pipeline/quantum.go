package pipeline

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// Parallel simulation (docs/timing-model.md, "Parallel simulation").
//
// Time advances in quanta of t.quantum cycles. Within a quantum every SM
// advances on its own: it issues its warps' instructions, books their
// accesses in its own half of the memory hierarchy (its timing.Port: L1,
// shared memory, constant cache) and queues what must reach the shared
// half (L2 slices, DRAM, global atomics). Anything an SM would need from
// the shared half (the cycle a load's data is back) arrives at the next
// synchronisation, and the quantum is no longer than the shortest such
// latency (an L2 hit, an atomic), so no SM ever needs a result before it
// arrives: an instruction that reads a register whose load has not been
// delivered could not have issued before the synchronisation anyway. At
// each synchronisation, with no SM running:
//   - the hierarchy serves every queued request in (cycle, SM, issue
//     order) order and resolves their completions (Hierarchy.Serve);
//   - the engine decides whether the launch stopped (a fault: the one at
//     the lowest cycle, then SM; the step limit), sm.Engine.Check;
//   - the block dispatcher starts blocks in the place of those that
//     finished during the quantum, in the order they finished;
// and at the start of its next quantum each SM takes its completions
// (fold). Nothing an SM does within a quantum depends on another SM, so
// the SMs of a quantum may run on any number of goroutines in any order
// and give the same cycles: the one-goroutine run executes the same
// algorithm. Launches whose blocks may observe one another through memory
// (sm.Engine.Ordered) run the same quanta on one goroutine, the SMs'
// instructions interleaved in cycle order, so that what one block writes
// reaches another when it would in time.

// pendBase marks a completion the memory side has not delivered yet: a
// scoreboard entry (pendBase+ticket)<<2|why waits for the port's ticket;
// an instruction whose operand holds one cannot issue before the next
// synchronisation. Real cycles stay far below it.
const pendBase = never / 2

// fixup is a place in a warp's timing state that waits for a ticket.
type fixup struct {
	tw   *twarp
	v    int64 // fixReg, fixPred: the pending value written, (pendBase+ticket)<<2 | why
	gid  int64 // fixCopy: the copy's cp.async group
	slot int32 // fixReg, fixPred: the scoreboard slot
	tk   int32 // fixCopy, fixStore: the access's ticket
	gen  uint32
	kind uint8
}

const (
	fixReg   = iota // a register's scoreboard entry
	fixPred         // a predicate's
	fixCopy         // a cp.async copy's landing
	fixStore        // a global store's or atomic's acknowledgement, for a later fence
)

// doneEv is a block that finished during a quantum.
type doneEv struct {
	at int64
	sm int
}

// pendingMemory is an observed access waiting for its completion.
type pendingMemory struct {
	ev  MemoryEvent
	acc timing.Access
	tk  int32
}

// quantumOf is the synchronisation interval of spec: half the shortest
// time from an access leaving an SM's L1 stage to its data being back
// from the shared half of the hierarchy (an L2 hit; an atomic), so that
// the requests of one quantum can be served during the next while the SMs
// run, and their results are still delivered before any SM needs them.
func quantumOf(spec *timing.TimingSpec) int64 {
	return max(1, int64(min(spec.L2.HitLatency, spec.Atomic.Latency))/2)
}

// loop places the first blocks and runs quanta until the grid is done,
// the launch faults or nothing can run.
func (t *tmodel) loop(coop bool) {
	t.initial = true
	t.refreshRoom()
	t.place(0, coop)
	t.initial = false
	defer func() {
		// The last quantum's requests (stores reaching the L2, counters).
		t.h.ServeOther()
		t.h.MergeStats()
	}()
	B := int64(0)
	for {
		E := min(B+t.quantum, t.maxT+1) // nothing issues past the cycle limit
		// The previous quantum's requests are served during this one:
		// nothing in this quantum needs their results.
		switch {
		case t.threads <= 1:
			t.h.ServeOther()
			if t.ordered {
				t.runOrdered(E)
			} else {
				t.runParallel(E)
			}
		case t.ordered:
			served := make(chan struct{})
			go func() {
				t.h.ServeOther()
				close(served)
			}()
			t.runOrdered(E)
			<-served
		default:
			t.runGang(E)
		}
		t.h.Flip()
		if t.gang != nil {
			t.gang.mergeStats(&t.h.Stats)
		} else {
			t.h.MergeStats()
		}
		t.h.Snapshot()
		t.landTx() // tensorpipe.go
		t.e.SetCycle(E)
		if t.lobs != nil {
			t.lobs.Sync(E, &t.h.Stats)
		}
		if t.stopped() {
			return
		}
		if !t.draining {
			t.dispatch()
		}
		next, busy := t.nextEvent(E)
		if !busy {
			t.drained()
			return
		}
		if next >= never {
			end := int64(0)
			for _, s := range t.sms {
				end = max(end, s.end)
			}
			if !t.unblockAll(max(end, E)) {
				t.drained()
				return // nothing can run: the engine finds the deadlock
			}
			next = E
		}
		B = max(E, next)
		if B > t.maxT {
			t.drained()
			t.e.CycleLimit(t.maxT)
			return
		}
	}
}

// stopped decides, at a synchronisation, whether the launch stops: a
// fault, the step limit, a policy's error. In parallel mode (not ordered,
// no bulk copies) an SM's fault stops the launch one quantum later: the
// other SMs run the next quantum (no block starts), then the fault of the
// lowest cycle is the launch's. That quantum is what an SM that ran ahead
// of the synchronisation (gang.runAhead) may already have run, so device
// memory after a fault is the same for any number of threads.
func (t *tmodel) stopped() bool {
	if t.ordered || t.bulk {
		return t.e.Check() || t.failed()
	}
	if t.draining || t.failed() || t.e.Faulted() {
		t.e.Check()
		return true
	}
	if t.smFaulted() {
		t.draining = true
		return false
	}
	if t.gang != nil && t.gang.faultedAhead.Load() {
		// An SM faulted in the next quantum, which it ran ahead into: the
		// next phase notes it (work), as it would have without running
		// ahead; Check now would stop the launch a quantum early. (The
		// step limit cannot be reached here: gang.run.)
		return false
	}
	return t.e.Check()
}

// drained makes the launch's fault, if it was draining (stopped), before
// the loop returns.
func (t *tmodel) drained() {
	if t.draining {
		t.e.Check()
	}
}

// smFaulted reports whether an SM faulted in the quantum just run.
func (t *tmodel) smFaulted() bool {
	if t.gang != nil {
		return t.gang.faulted.Load() // the gang's goroutines note it
	}
	for _, s := range t.sms {
		if s.k.Faulted() {
			return true
		}
	}
	return false
}

// failed reports whether a policy misbehaved on some SM.
func (t *tmodel) failed() bool {
	if t.gang != nil {
		// Only the gang's goroutines advance SMs: they note it.
		return t.gang.failed.Load() != nil || t.gang.smFailed.Load()
	}
	for _, s := range t.sms {
		if s.err != nil {
			return true
		}
	}
	return false
}

// runParallel advances every SM to E on this goroutine.
func (t *tmodel) runParallel(E int64) {
	for i, s := range t.sms {
		if hostPrefetch > 1 {
			if i+1 < len(t.sms) {
				s.setAhead(t.sms[i+1], E) // prefetch.go
			} else {
				s.setAhead(t.sms[0], E+t.quantum) // the next quantum's first
			}
		}
		t.advance(s, E)
	}
}

// runGang serves the previous quantum's requests and advances every SM to
// E, on t.threads goroutines: this one serves, then joins the other
// t.threads-1 in advancing SMs. (A serve goroutine of its own beside
// t.threads SM goroutines has no core when t.threads is the number of
// cores: it waits for an SM goroutine to run out of work, and the serve
// runs after the SMs instead of beside them.)
//
// With enough goroutines and processors the serve itself is staged
// (timing.Hierarchy's ServeOtherStage: serveCacheStages goroutines for the
// L2 partitions' cache work and one for the timing work, same results):
// the first ServeWorkers goroutines each run a part of it, then advance SMs. (Its parts wait
// for one another: with fewer processors than parts they would mostly
// wait.)
func (t *tmodel) runGang(E int64) {
	if t.gang == nil {
		t.gang = newGang(t, t.threads-1)
		if n := serveCacheStages; n > 0 {
			t.h.SetCacheStages(n)
		} else {
			t.h.SetCacheStages(math.MaxInt) // one per partition
		}
		if n := t.h.ServeWorkers(); t.threads >= n && (min(runtime.GOMAXPROCS(0), runtime.NumCPU()) > n && stagedServe || forceStagedServe) {
			for i := range n {
				t.gang.stages = append(t.gang.stages, func() { t.h.ServeOtherStage(i) })
			}
		} else {
			t.gang.stages = []func(){t.h.ServeOther}
		}
		if gangAffinity {
			t.gang.setLists()
		}
	}
	t.gang.run(E)
}

// advance takes SM s's completions and issues its instructions due before
// E.
func (t *tmodel) advance(s *tsm, E int64) {
	t.begin(s)
	t.advanceTo(s, E)
}

// begin starts SM s's quantum: the blocks placed on it become resident,
// and it takes its completions.
func (t *tmodel) begin(s *tsm) {
	for _, ps := range s.starts {
		t.materialize(s, ps)
	}
	s.starts = s.starts[:0]
	t.fold(s)
}

// advanceTo issues SM s's instructions due before E, within a quantum
// begin started: advanceTo(s, P) then advanceTo(s, E) issue what
// advanceTo(s, E) does.
func (t *tmodel) advanceTo(s *tsm, E int64) {
	for len(s.blocks) > 0 && s.next < E && !s.k.Faulted() {
		T := s.next
		for i := range s.subs {
			sub := &s.subs[i]
			if sub.next <= T {
				t.issueFrom(s, sub, T)
				if s.k.Faulted() || s.err != nil {
					return
				}
			}
		}
		t.refreshSM(s)
		if s.ahead != nil {
			t.prefetchAhead(s)
		}
	}
	s.ahead = nil
}

// runOrdered advances every SM to E on this goroutine, their
// instructions in cycle order (then SM order), as launches whose blocks
// communicate need.
func (t *tmodel) runOrdered(E int64) {
	for _, s := range t.sms {
		t.fold(s)
	}
	for {
		var s *tsm
		for _, c := range t.sms {
			if len(c.blocks) > 0 && c.next < E && (s == nil || c.next < s.next) {
				s = c
			}
		}
		if s == nil {
			return
		}
		T := s.next
		for i := range s.subs {
			sub := &s.subs[i]
			if sub.next <= T {
				t.issueFrom(s, sub, T)
				if s.k.Faulted() || s.err != nil {
					return
				}
			}
		}
		t.refreshSM(s)
	}
}

// fold delivers the memory side's completions of SM s's quantum before
// last (the port's current buffer, served during the last quantum) into
// its warps' scoreboards and cp.async groups, lets the warps that waited
// for them go on, and empties the buffer for this quantum's accesses.
func (t *tmodel) fold(s *tsm) {
	t.foldTx(s) // tensorpipe.go
	p := s.port
	buf := p.Buffer()
	fix, mem := s.fix[buf], s.memPend[buf]
	if len(fix) == 0 && len(mem) == 0 {
		p.TakeTickets()
		return
	}
	for i := range fix {
		f := &fix[i]
		tw := f.tw
		if f.gen != tw.gen {
			continue // the warp finished and its slot went to another
		}
		switch f.kind {
		case fixReg, fixPred:
			sb := &tw.sb
			if f.kind == fixPred {
				sb = &tw.psb
			}
			if int(f.slot) < len(*sb) && (*sb)[f.slot] == f.v {
				(*sb)[f.slot] = p.Ticket(int32(f.v>>2-pendBase))<<2 | f.v&3
			}
		case fixCopy:
			d := p.Ticket(f.tk)
			switch g := tw.cpGroup(f.gid); {
			case f.gid == tw.cpNext:
				tw.cpOpen = max(tw.cpOpen, d)
			case g != nil:
				g.done = max(g.done, d)
			case d > tw.ready: // its group was waited for: the wait holds the warp
				tw.ready = d
				tw.rwhy = stallLongScoreboard
			}
		case fixStore:
			d := p.Ticket(f.tk)
			tw.stDone = max(tw.stDone, d)
		}
	}
	for i := range fix {
		tw := fix[i].tw
		if fix[i].gen != tw.gen || tw.folded {
			continue
		}
		tw.folded = true
		bit := uint8(1) << buf
		tw.hold &^= bit
		tw.cpPend &^= bit
		tw.stPend &^= bit
		for j := range tw.cpGroups {
			tw.cpGroups[j].pend &^= bit
		}
		if tw.ok && tw.nt >= pendBase {
			t.peek(tw)
		}
	}
	for i := range fix {
		fix[i].tw.folded = false
	}
	clear(fix)
	s.fix[buf] = fix[:0]
	t.deliverMemory(s, buf)
	p.TakeTickets()
	t.refreshSM(s)
}

// deliverMemory reports SM s's observed accesses queued in its port's
// buffer buf, whose completions a synchronisation resolved (before the
// buffer's tickets are taken).
func (t *tmodel) deliverMemory(s *tsm, buf int) {
	p := s.port
	mem := s.memPend[buf]
	for i := range mem {
		m := &mem[i]
		m.ev.Done = max(m.ev.Done, p.Ticket(m.tk))
		m.ev.Access = &m.acc
		t.obs.Memory(&m.ev)
	}
	s.memPend[buf] = mem[:0]
}

// cpGroup returns tw's committed group id, or nil.
func (tw *twarp) cpGroup(id int64) *cpGroup {
	for i := range tw.cpGroups {
		if tw.cpGroups[i].id == id {
			return &tw.cpGroups[i]
		}
	}
	return nil
}

// dispatch starts blocks in the place of those that finished during the
// quantum, in the order they finished (cycle, then SM), each as the
// dispatcher would have when it finished.
func (t *tmodel) dispatch() {
	ev := t.done[:0]
	if t.gang != nil {
		ev = t.gang.takeDone(ev)
	} else {
		for _, s := range t.sms {
			ev = append(ev, s.done...)
			s.done = s.done[:0]
		}
	}
	slices.SortFunc(ev, func(a, b doneEv) int {
		if a.at != b.at {
			return cmp.Compare(a.at, b.at)
		}
		return cmp.Compare(a.sm, b.sm)
	})
	if len(ev) > 0 {
		t.refreshRoom()
	}
	for _, d := range ev {
		s := t.sms[d.sm]
		s.unplaced--
		t.setRoom(d.sm)
		t.place(d.at, false)
	}
	t.done = ev[:0]
}

// nextEvent returns the earliest cycle at which something can happen on
// some SM (an issue, a completion being delivered; never: nothing is
// scheduled; E, the end of the quantum just run, for completions not
// served yet) and whether any SM has work left.
func (t *tmodel) nextEvent(E int64) (next int64, busy bool) {
	// The loop starts the next quantum at max(E, next): once some SM has
	// an issue or a block start due by E, or requests of the quantum just
	// run (whose completions come at E), the completions resolved at E (a
	// scan of every access in flight, on one goroutine while the others
	// wait) cannot change it.
	for i, s := range t.sms {
		if t.gang != nil && t.gang.ahead[i].at > E {
			// It ran ahead (gang.runAhead), which it does only when this
			// loop would find it, as it was at E, here.
			return E, true
		}
		if len(s.blocks) > 0 && s.next <= E {
			return s.next, true
		}
		if len(s.fix[s.port.Buffer()^1]) > 0 {
			return E, true
		}
		for _, ps := range s.starts {
			if ps.t0 <= E {
				return ps.t0, true
			}
		}
	}
	next = never
	for _, s := range t.sms {
		if len(s.blocks) == 0 && len(s.fix[0]) == 0 && len(s.fix[1]) == 0 && len(s.starts) == 0 {
			continue
		}
		busy = true
		if len(s.blocks) > 0 {
			next = min(next, s.next)
		}
		for _, ps := range s.starts {
			next = min(next, ps.t0)
		}
		cur := s.port.Buffer()
		for i := range s.fix[cur] {
			f := &s.fix[cur][i]
			tk := f.tk
			if f.kind != fixCopy && f.kind != fixStore {
				tk = int32(f.v>>2 - pendBase)
			}
			next = min(next, s.port.Ticket(tk))
		}
		if len(s.fix[cur^1]) > 0 || len(s.txWait) > 0 {
			next = min(next, E)
		}
	}
	return next, busy
}

// waitList is where warps of SM s that block wait: the SM's own list, or
// in ordered mode (where a cluster barrier releases warps of other SMs)
// one list for all.
func (t *tmodel) waitList(s *tsm) *[]*twarp {
	if t.ordered {
		return &t.waiting
	}
	return &s.waiting
}

// unblockAll wakes waiting warps that something other than an issued
// instruction released; it reports whether any warp became runnable.
func (t *tmodel) unblockAll(now int64) bool {
	any := false
	free := func(list *[]*twarp) {
		keep := (*list)[:0]
		var freed []*twarp
		for _, o := range *list {
			if o.w.Blocked() {
				keep = append(keep, o)
			} else {
				freed = append(freed, o)
			}
		}
		*list = keep
		for _, o := range freed {
			o.atBar = false
			o.ready = max(o.ready, now)
			t.peek(o)
			t.refreshSM(o.tb.sm)
		}
		any = any || len(freed) > 0
	}
	if t.ordered {
		free(&t.waiting)
	} else {
		for _, s := range t.sms {
			free(&s.waiting)
		}
	}
	return any
}

// forceStagedServe stages the serve whatever the processors (tests).
var forceStagedServe = false

// gangAffinity has the gang's goroutines advance their own SMs first
// instead of taking SMs from one shared list (most work first), so that
// an SM's state stays in one core's caches; PTXSIM_GANG_AFFINITY=0 turns
// it off. Same results. Device machine, 16 threads: timing sgemm 6-7%
// faster with it (rounds C of session 4 and A of session 5), stream
// within the noise.
var gangAffinity = os.Getenv("PTXSIM_GANG_AFFINITY") != "0"

// serveCacheStages sets the staged serve's cache stages
// (timing.Hierarchy.SetCacheStages): PTXSIM_SERVE_CACHE_STAGES=n, 0 for
// one per L2 partition; 1 by default: device round A (16 threads) gave
// the timing stream 505-512 M thread-instr/s with one against 450-466
// with two (the H200's partitions), sgemm 634-653 against 618-623. Same
// results either way.
var serveCacheStages = func() int {
	if n, err := strconv.Atoi(os.Getenv("PTXSIM_SERVE_CACHE_STAGES")); err == nil && n >= 0 {
		return n
	}
	return 1
}()

// stagedServe is false when PTXSIM_STAGED_SERVE=0: the serve is not
// staged (results are the same either way; for comparing speeds).
var stagedServe = os.Getenv("PTXSIM_STAGED_SERVE") != "0"

// gang is the helper goroutines that advance SMs in parallel with the
// model's own: each phase, they take SMs one at a time from a shared
// counter until every SM has advanced.
type gang struct {
	t     *tmodel
	start []chan int64
	wg    sync.WaitGroup
	next  atomic.Int64
	// stages are run first, each phase: stages[0] by the model's
	// goroutine, stages[i] by helper i-1, all at the same time (the
	// shared side's serve, which may be split in parts that wait for one
	// another).
	stages []func()
	// order is the order SMs are taken in: most instructions issued in
	// the previous quantum first, so that the last ones taken are short
	// and the goroutines finish together (the order changes no result).
	order []int
	last  []int64 // per SM: instructions issued in the previous quantum
	seen  []int64 // per SM: instructions issued before it
	// lists (nil without affinity): per goroutine (0 the model's, i+1
	// helper i) the SMs it advances first; lnext their next index.
	lists [][]int
	lnext []counter
	// stats (per goroutine, 0 the model's) are the counters of the ports
	// of the SMs it advanced in the phase, taken from the ports right
	// after each SM's advance: the model's goroutine then adds up one
	// per goroutine at the synchronisation instead of reading every
	// port's counters from the caches of the cores that wrote them
	// (Hierarchy.MergeStats: five cache lines per port, one after the
	// other, on the serial path).
	stats []statsAcc
	// finished (per goroutine) are the blocks that finished on the SMs it
	// advanced in the phase, taken from them like stats (dispatch sorts
	// them by cycle, then SM, whoever took them).
	finished []doneAcc
	// smFailed: an SM's err was set in the phase (failed need not read
	// every SM's).
	smFailed atomic.Bool
	// failed is the first panic (a bug) in a stage, as an error.
	failed atomic.Pointer[sm.InternalError]

	// Handing a phase out. run writes e, then increments phase; a helper
	// that has finished spins on phase for a while (with spin: a
	// processor each), then parks on its start channel (parked[i] set to
	// the phase it waits for): waking a parked goroutine costs
	// microseconds, every quantum.
	phase   atomic.Int64
	e       int64 // the phase's end cycle
	stopped bool  // the launch is over: helpers return
	spin    bool
	parked  []parkState
	done    atomic.Int64 // helpers that finished the phase

	trace *gangTrace // PTXSIM_GANG_TRACE=1: where the gang's time goes (nil: off)

	// Running ahead (runAhead): a goroutine that finds no SM left to
	// advance in the phase advances SMs that have finished theirs to the
	// next phase's end, while the others finish the phase.
	ahead     []aheadState // per SM
	aheadOn   bool         // the launch may run ahead (gangAhead, no bulk copies)
	aheadE    int64        // this phase: the next one's end when SMs may run ahead, else 0
	exhausted bool         // this phase: every block of the grid is placed (no SM gets one at the synchronisation)
	pend      atomic.Int64 // this phase: SMs not yet advanced
	stagesRun atomic.Int64 // this phase: serve stages still running
	served    atomic.Int64 // the end cycle of the last phase whose serve returned
	ends      []counter    // per goroutine: when (gangNow) the SM it advances should be done, 0 when none
	faulted   atomic.Bool  // an SM faulted in this phase's quantum (tmodel.smFaulted)
	// faultedAhead: an SM faulted in the next phase's quantum, run ahead
	// in this phase (tmodel.stopped).
	faultedAhead atomic.Bool
}

// aheadState is an SM's part of running ahead, on a cache line of its own.
type aheadState struct {
	// gate is the phase's end cycle E once the SM has advanced to it in
	// the phase (the goroutine that advanced it is done with it) and
	// between parts of its run ahead, -E while a goroutine runs it
	// ahead, 0 when it may not (further) run ahead in the phase.
	gate atomic.Int64
	cost atomic.Int64 // wall ns its last whole quantum took
	at   int64        // the cycle it was last advanced to
	q    int64        // the end of the quantum it began last (tmodel.begin)
	fin  bool         // blocks finished in its quantum of the phase
	ok   bool         // it may run ahead in this phase (mayRunAhead held; parts follow)
	_    [30]byte
}

// gangAhead is false when PTXSIM_GANG_AHEAD=0: no SM runs ahead (the
// same results either way; for comparing speeds).
var gangAhead = os.Getenv("PTXSIM_GANG_AHEAD") != "0"

// aheadAlways (tests; PTXSIM_GANG_AHEAD=always) runs every SM that may run
// ahead ahead, even when that makes the synchronisation wait.
var aheadAlways = os.Getenv("PTXSIM_GANG_AHEAD") == "always"

// aheadOwn (PTXSIM_GANG_AHEAD=own; for measuring) runs only the
// goroutine's own SMs (its affinity list) ahead, none taken from another.
var aheadOwn = os.Getenv("PTXSIM_GANG_AHEAD") == "own"

// gangEpoch is the origin of gangNow.
var gangEpoch = time.Now()

// gangNow is a monotonic clock in nanoseconds.
func gangNow() int64 { return int64(time.Since(gangEpoch)) }

// gangTrace is where a gang's wall time went (PTXSIM_GANG_TRACE=1; the
// summary goes to stderr when the launch ends): phases, the model
// goroutine's serial part between phases (serve bookkeeping, dispatch,
// the engine's checks), and per goroutine the time it ran a serve stage,
// advanced SMs, or waited (idle: the phase's tail on other goroutines).
type gangTrace struct {
	phases  int64
	phaseNs int64     // wall time inside run
	syncNs  int64     // wall time between runs (the serial synchronisation)
	lastEnd time.Time // end of the previous run
	start   time.Time // start of the current phase
	per     []goTrace // per goroutine (0 the model's)
}

// goTrace is one goroutine's share of a gangTrace, on its own cache lines.
type goTrace struct {
	stageNs, workNs, parks, sms int64
	lastNs                      int64 // sum over phases of when it finished its work, from the phase's start
	aheadSMs, aheadNs           int64 // SMs it ran ahead, and the wall time that took (within workNs)
	_                           [8]byte
}

var gangTraceOn = os.Getenv("PTXSIM_GANG_TRACE") == "1"

// report writes the summary.
func (tr *gangTrace) report(threads int) {
	wall := tr.phaseNs + tr.syncNs
	if tr.phases == 0 || wall == 0 {
		return
	}
	ms := func(ns int64) float64 { return float64(ns) / 1e6 }
	var busy, last, maxLast int64
	for i := range tr.per {
		p := &tr.per[i]
		busy += p.stageNs + p.workNs
		last += p.lastNs
		maxLast = max(maxLast, p.lastNs)
	}
	fmt.Fprintf(os.Stderr, "gang trace: threads=%d phases=%d wall=%.1fms phase=%.1fms (mean %.1fus) sync=%.1fms (mean %.1fus) busy=%.1fms efficiency=%.1f%% mean-finish=%.1fus max-finish=%.1fus\n",
		threads, tr.phases, ms(wall), ms(tr.phaseNs), float64(tr.phaseNs)/float64(tr.phases)/1e3, ms(tr.syncNs), float64(tr.syncNs)/float64(tr.phases)/1e3,
		ms(busy), 100*float64(busy)/float64(wall)/float64(threads), float64(last)/float64(len(tr.per))/float64(tr.phases)/1e3, float64(maxLast)/float64(tr.phases)/1e3)
	for i := range tr.per {
		p := &tr.per[i]
		fmt.Fprintf(os.Stderr, "gang trace:   goroutine %2d: stage=%.1fms work=%.1fms sms=%d ahead=%d (%.1fms) parks=%d mean-finish=%.1fus\n",
			i, ms(p.stageNs), ms(p.workNs), p.sms, p.aheadSMs, ms(p.aheadNs), p.parks, float64(p.lastNs)/float64(tr.phases)/1e3)
	}
}

// statsAcc is a goroutine's share of the ports' counters, on cache
// lines of its own.
type statsAcc struct {
	s timing.Stats
	_ [64]byte
}

// mergeStats adds the counters the goroutines took from the ports into
// st (while no SM runs).
func (g *gang) mergeStats(st *timing.Stats) {
	for i := range g.stats {
		st.Add(&g.stats[i].s)
		g.stats[i].s = timing.Stats{}
	}
}

// doneAcc is a goroutine's share of the finished blocks, on a cache
// line of its own.
type doneAcc struct {
	ev []doneEv
	_  [40]byte
}

// takeDone appends the blocks that finished in the phase to ev.
func (g *gang) takeDone(ev []doneEv) []doneEv {
	for i := range g.finished {
		ev = append(ev, g.finished[i].ev...)
		g.finished[i].ev = g.finished[i].ev[:0]
	}
	return ev
}

// counter is an atomic counter alone on a cache line.
type counter struct {
	v atomic.Int64
	_ [56]byte
}

// parkState is the phase a helper is (about to be) blocked on its start
// channel for, 0 while it is not parked, alone on a cache line. It names
// the phase, not just "parked": run hands phase P only to a helper parked
// for P. (A flag was not enough: while run was still handing out P, a
// helper whose flag it had not reached yet could take P itself, finish it
// and park again for P+1; run then saw the flag set and sent it P a
// second time, and the helper ran P twice: a negative WaitGroup counter.)
type parkState struct {
	v atomic.Int64
	_ [56]byte
}

// gangSpin is how long a goroutine of the gang busy-waits for the next
// phase (a helper) or for the helpers to finish (the model's goroutine)
// before it blocks. Not runtime.Gosched: on 16 cores its scheduler lock
// took 14% of the CPU time (device round A). PTXSIM_GANG_SPIN_US
// overrides it (for measuring; the same results either way).
var gangSpin = func() time.Duration {
	if us, err := strconv.Atoi(os.Getenv("PTXSIM_GANG_SPIN_US")); err == nil && us >= 0 {
		return time.Duration(us) * time.Microsecond
	}
	return 500 * time.Microsecond
}()

// spinUntil busy-waits until done reports true or gangSpin has passed,
// and reports which.
func spinUntil(done func() bool) bool {
	for w := (timing.Spin{}); !done(); {
		if w.Over(gangSpin) {
			return false
		}
	}
	return true
}

func newGang(t *tmodel, helpers int) *gang {
	g := &gang{t: t, start: make([]chan int64, helpers), order: make([]int, len(t.sms)), last: make([]int64, len(t.sms)), seen: make([]int64, len(t.sms)),
		parked: make([]parkState, helpers), stats: make([]statsAcc, helpers+1), finished: make([]doneAcc, helpers+1), spin: min(runtime.GOMAXPROCS(0), runtime.NumCPU()) >= helpers+1,
		ahead: make([]aheadState, len(t.sms)), ends: make([]counter, helpers+1), aheadOn: gangAhead && !t.bulk && !t.ordered}
	for i := range g.order {
		g.order[i] = i
	}
	if gangTraceOn {
		g.trace = &gangTrace{per: make([]goTrace, helpers+1)}
		t.h.SetStageTrace(true) // the staged serve's stage times, in the report
	}
	for i := range g.start {
		ch := make(chan int64)
		g.start[i] = ch
		go func() {
			var seen int64
			for {
				E, ok := g.await(i, &seen)
				if !ok {
					return
				}
				g.phaseWork(i+1, E)
				g.done.Add(1)
				g.wg.Done()
			}
		}()
	}
	return g
}

// await returns the end cycle of helper i's next phase (false: the gang
// stopped); *seen is the last phase it ran.
func (g *gang) await(i int, seen *int64) (int64, bool) {
	if g.spin && spinUntil(func() bool { return g.phase.Load() != *seen }) {
		*seen = g.phase.Load()
		return g.e, !g.stopped
	}
	st, want := &g.parked[i].v, *seen+1
	st.Store(want)
	if p := g.phase.Load(); p != *seen && st.CompareAndSwap(want, 0) {
		// The phase came before run saw the helper parked: no send.
		*seen = p
		return g.e, !g.stopped
	}
	if g.trace != nil {
		g.trace.per[i+1].parks++
	}
	E, ok := <-g.start[i]
	*seen = g.phase.Load()
	return E, ok
}

// phaseWork is goroutine me's part of a phase: its serve stage, if it has
// one, then advancing SMs.
func (g *gang) phaseWork(me int, E int64) {
	tr := g.trace
	if tr == nil {
		if me < len(g.stages) {
			g.stage(me)
			g.staged(E)
		}
		g.work(me, E)
		return
	}
	p := &tr.per[me]
	t0 := time.Now()
	if me < len(g.stages) {
		g.stage(me)
		g.staged(E)
	}
	t1 := time.Now()
	g.work(me, E)
	t2 := time.Now()
	p.stageNs += t1.Sub(t0).Nanoseconds()
	p.workNs += t2.Sub(t1).Nanoseconds()
	p.lastNs += t2.Sub(tr.start).Nanoseconds()
}

// stage runs stage i, turning a panic (a bug) into the gang's error,
// which stops the launch.
func (g *gang) stage(i int) {
	defer func() {
		if p := recover(); p != nil {
			g.failed.CompareAndSwap(nil, &sm.InternalError{Op: "serving the memory hierarchy", Value: p, Stack: string(debug.Stack())})
		}
	}()
	g.stages[i]()
}

// staged notes that a serve stage of the phase ending at E returned; the
// last one to return takes the slices' state for the ports that flip
// ahead (Hierarchy.SnapshotNext) and lets SMs run ahead.
func (g *gang) staged(E int64) {
	if g.stagesRun.Add(-1) == 0 {
		if g.aheadE > 0 {
			g.t.h.SnapshotNext()
		}
		g.served.Store(E)
	}
}

// work advances SMs taken from the shared counter until none is left. A
// panic (a bug) in the model's code becomes the SM's error, which stops
// the launch, instead of killing the process from a goroutine no caller
// can recover.
func (g *gang) work(me int, E int64) {
	var s *tsm
	defer func() {
		if p := recover(); p != nil && s != nil {
			s.err = &sm.InternalError{Op: fmt.Sprintf("simulating SM %d", s.id), Value: p, Stack: string(debug.Stack())}
			g.smFailed.Store(true)
		}
	}()
	// take advances the SMs of list not yet taken (next: the shared
	// index of its next one).
	take := func(list []int, next *atomic.Int64) {
		for j := next.Add(1) - 1; j < int64(len(list)); j = next.Add(1) - 1 {
			i := list[j]
			s = g.t.sms[i]
			a := &g.ahead[i]
			if a.at < E { // else it ran ahead to E in the last phase
				g.advance(me, s, a, E, E)
			}
			// What the synchronisation needs of the SM, taken here, on
			// the core whose caches hold it.
			st := &s.port.Stats
			g.stats[me].s.Add(st)
			*st = timing.Stats{}
			a.fin = len(s.done) > 0
			if a.fin {
				g.finished[me].ev = append(g.finished[me].ev, s.done...)
				s.done = s.done[:0]
			}
			if s.err != nil {
				g.smFailed.Store(true)
			}
			if s.k.Faulted() {
				g.faulted.Store(true)
			}
			g.last[i], g.seen[i] = s.issues-g.seen[i], s.issues
			if g.trace != nil {
				g.trace.per[me].sms++
			}
			a.ok = false
			a.gate.Store(E)
			g.pend.Add(-1)
		}
	}
	if g.lists == nil {
		take(g.order, &g.next)
	} else {
		// Its own SMs first, then the others' that are left.
		for k := range g.lists {
			li := (me + k) % len(g.lists)
			take(g.lists[li], &g.lnext[li].v)
		}
	}
	if g.aheadE > 0 {
		s = nil
		g.runAhead(me, E, &s)
	}
}

// runAhead is the step tail's work (goroutine me, phase ending at E): while
// other goroutines still advance SMs in the phase, it advances SMs that
// have finished theirs to the next phase's end, g.aheadE, when their
// advance is expected to end before the last SM's of the phase (so that
// the synchronisation does not wait longer), taking its own SMs first.
// The next phase then skips them. An SM runs ahead only when nothing the
// synchronisation does could change its next quantum:
//   - the phase's serve has returned (the completions it takes in its
//     next quantum are resolved; Hierarchy.FlipPort, SnapshotNext);
//   - no block can start on it at the synchronisation: every block of
//     the grid is placed, or it has no room and no block of it finished
//     in the phase;
//   - the next quantum starts at E (loop: it has an issue due by E or
//     requests of this quantum; nextEvent);
//   - neither the launch's cycle limit nor its step limit can be reached
//     at the synchronisation (g.aheadE is 0 otherwise: run), and a fault
//     in this quantum lets every SM run the next one anyway (stopped);
//   - it did not fault, has no block to make resident and no mbarrier
//     wait on bulk copies (the launch has none: aheadOn).
//
// *s is the SM it advances (work's recovery names it).
func (g *gang) runAhead(me int, E int64, s **tsm) {
	t := g.t
	var tr *goTrace
	if g.trace != nil {
		tr = &g.trace.per[me]
	}
	q, F := t.quantum, g.aheadE
	minSpan := max(q/8, 1)
	for (g.pend.Load() > 0 || aheadAlways) && g.served.Load() == E {
		now := gangNow()
		var deadline int64
		for k := range g.ends {
			deadline = max(deadline, g.ends[k].v.Load())
		}
		left := deadline - now // <= 0: an SM of the phase runs late: an eighth at a time
		// span is how far SM a may go in the time left.
		span := func(a *aheadState) int64 {
			if aheadAlways {
				return q
			}
			c := a.cost.Load()
			if c <= 0 || left >= c {
				return q
			}
			return max(q*max(left, 0)/c, minSpan)
		}
		pick := -1
		try := func(list []int) bool {
			for _, i := range list {
				a := &g.ahead[i]
				if a.gate.Load() != E || !a.gate.CompareAndSwap(E, -E) {
					continue
				}
				if !a.ok {
					if !g.mayRunAhead(t.sms[i], a, E) {
						a.gate.Store(0) // nor later in the phase: its state does not change
						continue
					}
					a.ok = true
				}
				pick = i
				return true
			}
			return false
		}
		if g.lists == nil {
			try(g.order)
		} else {
			for k := range g.lists {
				if try(g.lists[(me+k)%len(g.lists)]) || aheadOwn {
					break
				}
			}
		}
		if pick < 0 {
			return
		}
		// As far into the next quantum as fits before the deadline: all of
		// it, or a part (at least an eighth); the rest later in the phase
		// (any goroutine) or in the next.
		a := &g.ahead[pick]
		*s = t.sms[pick]
		P := min(a.at+span(a), F)
		if aheadAlways && pick%2 == 0 && a.at == E {
			P = E + max(q/2, 1) // tests: a part, then the rest
		}
		t.h.FlipPort(pick) // the first time; then the same
		g.advance(me, *s, a, F, P)
		if (*s).k.Faulted() {
			g.faultedAhead.Store(true)
		}
		if P < F {
			a.gate.Store(E)
		} else {
			a.gate.Store(0)
		}
		if tr != nil {
			tr.aheadSMs++
			tr.aheadNs += gangNow() - now
		}
	}
}

// advance (goroutine me) advances SM s to P within the quantum ending at
// E (beginning it first if it has not begun it), keeping its cost.
func (g *gang) advance(me int, s *tsm, a *aheadState, E, P int64) {
	t0 := gangNow()
	q := g.t.quantum
	span := P - a.at
	c := a.cost.Load()
	g.ends[me].v.Store(t0 + c*min(span, q)/q)
	// Only a whole quantum's advance (begun here, to its end) sets the
	// cost: a part's time is mostly what any advance costs (the SM's
	// state brought into the core's caches, its completions taken), and
	// scaled up to a quantum it overstated the next expected ends, so
	// that other goroutines ran ahead past the phase's real end.
	whole := a.q != E && P == E
	if a.q != E {
		g.t.begin(s)
		a.q = E
	}
	g.t.advanceTo(s, P)
	a.at = P
	if whole || c == 0 {
		a.cost.Store((gangNow() - t0) * q / max(min(span, q), 1))
	}
	g.ends[me].v.Store(0)
}

// mayRunAhead reports whether SM s (advanced to E in this phase, and
// claimed) may run ahead: runAhead's conditions on the SM.
func (g *gang) mayRunAhead(s *tsm, a *aheadState, E int64) bool {
	return len(s.blocks) > 0 && (s.next <= E || len(s.fix[s.port.Buffer()]) > 0) &&
		len(s.starts) == 0 && len(s.txWait) == 0 && s.err == nil && !s.k.Faulted() &&
		(g.exhausted || !a.fin && g.t.roomOf(s) == 0)
}

// setLists gives each goroutine of the gang its own SMs (affinity: an
// SM's state stays in the caches of the core that advanced it last):
// SM j goes to the (j mod goroutines)-th goroutine, counting those that
// run no stage first (the staged serve's goroutines start late and get
// the fewer).
func (g *gang) setLists() {
	n := len(g.start) + 1
	seq := make([]int, 0, n)
	for i := len(g.stages); i < n; i++ {
		seq = append(seq, i)
	}
	for i := 0; i < min(len(g.stages), n); i++ {
		seq = append(seq, i)
	}
	g.lists = make([][]int, n)
	g.lnext = make([]counter, n)
	for j := range g.t.sms {
		o := seq[j%n]
		g.lists[o] = append(g.lists[o], j)
	}
}

// run starts the helpers advancing every SM to E, runs the stages, helps
// advance SMs, and returns when every SM has advanced.
func (g *gang) run(E int64) {
	// g.last was set by work as each SM advanced in the last phase.
	byWork := func(a, b int) int { return cmp.Compare(g.last[b], g.last[a]) }
	if g.lists == nil {
		slices.SortStableFunc(g.order, byWork)
	}
	for i, l := range g.lists {
		slices.SortStableFunc(l, byWork)
		g.lnext[i].v.Store(0)
	}
	g.next.Store(0)
	g.e = E
	g.done.Store(0)
	g.pend.Store(int64(len(g.t.sms)))
	g.stagesRun.Store(int64(len(g.stages)))
	g.faulted.Store(false)
	g.faultedAhead.Store(false)
	g.aheadE = 0
	if t := g.t; g.aheadOn && !t.draining && E+t.quantum <= t.maxT {
		// The step limit: the synchronisation's count includes what SMs
		// ran ahead; it must stay below the limit whether they did or not
		// (a phase issues a few hundred instructions per SM; the margin
		// allows 64 times the last phase's, and 4M).
		var n int64
		for _, v := range g.last {
			n += v
		}
		if left := t.e.InstructionsLeft(); left > 1<<22 && left/64 > uint64(n) {
			g.aheadE = E + t.quantum
			started, total := t.e.Blocks()
			g.exhausted = started >= total
		}
	}
	g.wg.Add(len(g.start))
	tr := g.trace
	if tr != nil {
		tr.start = time.Now()
		if !tr.lastEnd.IsZero() {
			tr.syncNs += tr.start.Sub(tr.lastEnd).Nanoseconds()
		}
	}
	p := g.phase.Add(1)
	for i, ch := range g.start {
		if g.parked[i].v.CompareAndSwap(p, 0) {
			ch <- E
		}
	}
	g.phaseWork(0, E)
	if g.spin {
		spinUntil(func() bool { return g.done.Load() == int64(len(g.start)) })
	}
	g.wg.Wait()
	if tr != nil {
		tr.lastEnd = time.Now()
		tr.phaseNs += tr.lastEnd.Sub(tr.start).Nanoseconds()
		tr.phases++
	}
}

func (g *gang) stop() {
	if g.trace != nil {
		g.trace.report(len(g.start) + 1)
		fmt.Fprint(os.Stderr, g.t.h.StageReport())
	}
	g.stopped = true
	g.phase.Add(1)
	for _, ch := range g.start {
		close(ch)
	}
}

// addFix records a place waiting for a ticket of the port's current
// buffer.
func (s *tsm) addFix(f fixup) {
	b := s.port.Buffer()
	s.fix[b] = append(s.fix[b], f)
}
