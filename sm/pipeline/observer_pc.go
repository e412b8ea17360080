package pipeline

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// PCCounters are one instruction's counters over a launch: what a
// source-level profile shows per PTX instruction (and, summed, per CUDA
// source line).
type PCCounters struct {
	// Executed counts the warp-level executions of the PTX instruction;
	// Threads and PredOn the threads that executed it (active lanes) and
	// those whose guard predicate was true.
	Executed, Threads, PredOn int64
	// Issues and ThreadIssues count as the launch's
	// smsp__inst_executed.sum and smsp__thread_inst_executed.sum do: the
	// SASS issue slots the instruction takes (isa.Cost), times the active
	// threads, zero for instructions inside a region ptxas if-converts
	// (counted at its head). Summed over pcs they equal the launch's.
	Issues, ThreadIssues int64
	// Stalls are the warp-cycles warps spent waiting to issue this
	// instruction, by reason (StallWait...; selected: its issue cycles).
	// Summed over pcs they equal the launch's
	// smsp__pcsamp_warps_issue_stalled_* figures.
	Stalls [NumStalls]int64
	// Divergent counts executions that split the warp (a divergent
	// branch); PathSwitches executions that came right after the warp
	// turned to the waiting side of one.
	Divergent, PathSwitches int64
	// Mem sums what the instruction's accesses added to the hierarchy's
	// SM-side counters (global requests, sectors and L1 hits, local
	// sectors, shared wavefronts and bank conflicts).
	Mem timing.Stats
	// Accesses per space and direction: warp-level memory instructions
	// that moved data (global includes generic addresses that fell in
	// it; St includes atomics and reductions).
	GlobalLd, GlobalSt, LocalLd, LocalSt, SharedLd, SharedSt int64
	// Latency sums the cycles from issue to the data being back (loads)
	// or the LSU taking the access (stores), over Accesses.
	Latency, Accesses int64
}

// PCProfile is a launch's per-instruction counters: Counters[pc] for
// the pcs of Program (LaunchEvent.Program; the same pcs as Source).
type PCProfile struct {
	Launch   LaunchEvent
	Counters []PCCounters
}

// PCCollector is an Observer that counts per instruction, one PCProfile
// per launch. It allocates once per launch (a slice of one entry per
// instruction of the program) and never per event.
type PCCollector struct {
	Launches []*PCProfile
	cur      *PCProfile
}

// LaunchStart implements LaunchObserver.
func (c *PCCollector) LaunchStart(e *LaunchEvent) {
	c.cur = &PCProfile{Launch: *e, Counters: make([]PCCounters, len(e.Program.Code))}
	c.Launches = append(c.Launches, c.cur)
}

// LaunchEnd implements LaunchObserver.
func (c *PCCollector) LaunchEnd(e *LaunchEvent) {
	if c.cur != nil {
		c.cur.Launch = *e
	}
	c.cur = nil
}

// Sync implements LaunchObserver.
func (c *PCCollector) Sync(int64, *timing.Stats) {}

// BlockStart implements Observer.
func (c *PCCollector) BlockStart(int, int, int64) {}

// BlockEnd implements Observer.
func (c *PCCollector) BlockEnd(int, int, int64) {}

func (c *PCCollector) at(pc int32) *PCCounters {
	if c.cur == nil || int(pc) >= len(c.cur.Counters) || pc < 0 {
		return nil
	}
	return &c.cur.Counters[pc]
}

// Issue implements Observer.
func (c *PCCollector) Issue(e *IssueEvent) {
	p := c.at(e.PC)
	if p == nil {
		return
	}
	act, on := int64(bits.OnesCount32(e.Active)), int64(bits.OnesCount32(e.Exec))
	n := int64(e.Issues)
	p.Executed++
	p.Threads += act
	p.PredOn += on
	p.Issues += n
	p.ThreadIssues += n * act
	for i, v := range e.Stalls {
		p.Stalls[i] += v
	}
	if e.Diverged {
		p.Divergent++
	}
	if e.Reconverged {
		p.PathSwitches++
	}
}

// Memory implements Observer.
func (c *PCCollector) Memory(e *MemoryEvent) {
	p := c.at(e.PC)
	if p == nil {
		return
	}
	p.Mem.Add(&e.Counts)
	st := e.Access.Op != memsys.OpLoad
	switch e.Access.Space {
	case memsys.SpaceGlobal:
		p.GlobalLd, p.GlobalSt = p.GlobalLd+b2i(!st), p.GlobalSt+b2i(st)
	case memsys.SpaceLocal:
		p.LocalLd, p.LocalSt = p.LocalLd+b2i(!st), p.LocalSt+b2i(st)
	case memsys.SpaceShared, memsys.SpaceSharedCluster:
		p.SharedLd, p.SharedSt = p.SharedLd+b2i(!st), p.SharedSt+b2i(st)
	}
	if e.Done >= e.At {
		p.Latency += e.Done - e.At
		p.Accesses++
	}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// Observers delivers every event to each of its members in order, and
// launch boundaries and synchronisations to those that want them.
type Observers []Observer

// BlockStart implements Observer.
func (o Observers) BlockStart(sm, block int, at int64) {
	for _, x := range o {
		x.BlockStart(sm, block, at)
	}
}

// BlockEnd implements Observer.
func (o Observers) BlockEnd(sm, block int, at int64) {
	for _, x := range o {
		x.BlockEnd(sm, block, at)
	}
}

// Issue implements Observer.
func (o Observers) Issue(e *IssueEvent) {
	for _, x := range o {
		x.Issue(e)
	}
}

// Memory implements Observer.
func (o Observers) Memory(e *MemoryEvent) {
	for _, x := range o {
		x.Memory(e)
	}
}

// LaunchStart implements LaunchObserver.
func (o Observers) LaunchStart(e *LaunchEvent) {
	for _, x := range o {
		if l, ok := x.(LaunchObserver); ok {
			l.LaunchStart(e)
		}
	}
}

// Sync implements LaunchObserver.
func (o Observers) Sync(at int64, st *timing.Stats) {
	for _, x := range o {
		if l, ok := x.(LaunchObserver); ok {
			l.Sync(at, st)
		}
	}
}

// LaunchEnd implements LaunchObserver.
func (o Observers) LaunchEnd(e *LaunchEvent) {
	for _, x := range o {
		if l, ok := x.(LaunchObserver); ok {
			l.LaunchEnd(e)
		}
	}
}
