package sm

import (
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/ptx"
)

// The engine interface: how a timing model drives the functional engine.
//
// The functional engine knows nothing of cycles. A timing model (package
// sm/pipeline implements the calibrated one) is installed with
// Device.SetTimer; each launch then goes through Timer.RunLaunch, which
// makes a Worker per simulated SM (Engine.NewWorker), decides when blocks
// start and on which worker (Engine.StartBlock), which warp executes its
// next warp-instruction (Warp.Step) and when blocks finish
// (Engine.FinishBlock). The engine executes exactly what it is told and
// reports what the model needs to charge cycles: the instruction at a
// warp's pc (its decoded isa.Inst: class, registers read and written), the
// active and executing lanes, the lanes' memory addresses and access kind
// (Warp.Access), whether the warp blocked at or was released from a
// barrier or mbarrier wait, finished, diverged or reconverged
// (Warp.Settle), and how long a nanosleep asked for (Warp.TakeSleep).
// %clock and %clock64 read the cycle the model set on the warp's worker
// (Worker.SetClock).
//
// Parallel timing: the warps of different workers share nothing in the
// engine (each worker has its own pools, counters and first fault), so a
// model may step warps of different workers on different goroutines at
// the same time, each worker from one goroutine at a time, when
// Engine.Ordered is "" (the program's blocks cannot observe one another
// through memory, order.go). Engine.StartBlock and Engine.Check must be
// called while no worker runs.
//
// Handles (Engine, Block, Warp) are small values over the engine's own
// state: calling their methods allocates nothing, and the timing model
// keeps no pointer into the engine's internals.

// Timer is a timing model that drives launches.
type Timer interface {
	// RunLaunch runs the whole launch through e, to completion or to the
	// first fault (e.Faulted), and returns the launch's figures under
	// Nsight Compute metric names (LaunchResult.Metrics). An error means
	// the model could not run the launch at all (a bad configuration).
	RunLaunch(e *Engine) (map[string]float64, error)
	// Reset forgets what earlier launches left (cache contents, the
	// clock): Device.Reset calls it.
	Reset()
}

// SetTimer installs a timing model (nil: functional mode, the default and
// the fastest). Launches then run one warp-instruction at a time in the
// order the timer chooses and carry its LaunchResult.Metrics.
func (d *Device) SetTimer(t Timer) { d.timer = t }

// Timer returns the installed timing model, or nil.
func (d *Device) Timer() Timer { return d.timer }

// Engine is one launch as a timing model sees it.
type Engine struct {
	r      *run
	l      Launch
	clOpen *cluster // the cluster being started (its blocks go to several workers)
}

// Launch returns the launch as given (grid, block and cluster with zero
// components counted as 1).
func (e *Engine) Launch() Launch {
	l := e.l
	l.Grid, l.Block, l.Cluster = e.r.grid, e.r.block, e.r.cdim
	return l
}

// Device returns the device model.
func (e *Engine) Device() DeviceSpec { return e.r.dev.spec }

// Program is the program the launch executes (Replace may have swapped it).
func (e *Engine) Program() *isa.Program { return e.r.prog }

// Source is the program as loaded, before any Replace: what ptxas would
// compile (register estimates come from it).
func (e *Engine) Source() *isa.Program { return e.r.mod.prog }

// Kernel is the launched function.
func (e *Engine) Kernel() *isa.Func { return e.r.fn }

// Replace makes the launch execute p, which must be a copy of Program()
// with the same functions, registers and pcs, its instructions reordered
// only where results cannot change (a list-scheduled copy). Call it before
// the first block starts.
func (e *Engine) Replace(p *isa.Program) { e.r.prog, e.r.code = p, p.Code }

// ReplaceCode is Replace with the instructions the warps execute given
// apart: code is p.Code or a copy of it whose register slots are renamed
// (isa.PhysicalCode) so that the functional step's registers take fewer
// host cache lines, while p.Code keeps the slots the timing model's
// scoreboard tracks. The instructions that Access, LaneAddrs, AddrConst
// and Reg are given must then come from code.
func (e *Engine) ReplaceCode(p *isa.Program, code []isa.Inst) { e.r.prog, e.r.code = p, code }

// ThreadsPerBlock is the block size in threads.
func (e *Engine) ThreadsPerBlock() int { return e.r.nthr }

// SharedBytes returns the block's static and dynamic shared memory.
func (e *Engine) SharedBytes() (static, dynamic int) { return e.r.shared - e.r.dyn, e.r.dyn }

// LocalBytes is each thread's local memory window.
func (e *Engine) LocalBytes() int { return e.r.localB }

// Blocks returns how many blocks have started and how many the grid has.
func (e *Engine) Blocks() (started, total int) { return e.r.nextB, e.r.totalB }

// ClusterSize is the blocks per cluster (1 without clusters): a cluster's
// blocks start together (consecutive StartBlock calls).
func (e *Engine) ClusterSize() int { return max(e.r.csize, 1) }

// Ordered says why the launch's blocks may observe one another through
// memory (a global atomic whose result is used, a volatile or acquire
// load, a cluster, a grid sync, the device heap...; order.go): the model
// must then step every worker from one goroutine, in an order that does
// not depend on the number of threads. "" means workers may run in
// parallel.
func (e *Engine) Ordered() string { return e.r.ordered }

// Threads is how many goroutines the launch may use (Device.SetThreads).
func (e *Engine) Threads() int { return e.r.threads }

// Faulted reports whether the launch stopped on a fault (set by Check);
// the timer must then return.
func (e *Engine) Faulted() bool { return e.r.fault != nil }

// InstructionsLeft is how many more warp-instructions the launch's step
// limit allowed at the last Check that found no fault (the limit before
// the first one).
func (e *Engine) InstructionsLeft() uint64 {
	if !e.r.checked {
		return e.r.limit
	}
	return e.r.instrLeft
}

// Check, called while no worker runs (at a synchronisation point of the
// model), makes the launch fault if a worker faulted (the fault of the
// worker whose clock is lowest, then the lowest worker, is the launch's) or
// if the workers together executed more warp-instructions than the step
// limit (the fault is then placed at the next instruction of the first
// unfinished warp of the lowest resident block). It reports whether the
// launch stopped.
func (e *Engine) Check() bool {
	r := e.r
	r.checked = true
	if r.fault != nil {
		return true
	}
	var first *worker
	var total uint64
	p := r.dev.progress
	for _, k := range r.workers {
		total += k.warpInstr
		if k.fault != nil && (first == nil || k.clock < first.clock) {
			first = k
		}
		if p != nil {
			p.account(k)
		}
	}
	if first != nil {
		r.fault = first.fault
		return true
	}
	r.instrLeft = r.limit - min(total, r.limit)
	if total > r.limit {
		for _, b := range r.resident() {
			for _, w := range b.warps {
				if !w.done {
					pc := w.stack[len(w.stack)-1].pc
					w.faultAt(pc, FaultStepLimit, 0, w.stack[len(w.stack)-1].mask&^w.exited, r.stepLimitMsg())
					r.fault = w.k.fault
					return true
				}
			}
		}
	}
	return false
}

// Worker is an execution context of the engine: the blocks started on it
// and what they count. A timing model makes one per simulated SM.
type Worker struct{ k *worker }

// NewWorker makes a worker for the launch.
func (e *Engine) NewWorker() Worker {
	k := e.r.newWorker(len(e.r.workers))
	k.timed = true
	k.limitAt = math.MaxUint64 // Check applies the launch's limit
	e.r.workers = append(e.r.workers, k)
	return Worker{k}
}

// SetClock sets the cycle that %clock and %clock64 read in the worker's
// warps (the model sets it to the issue cycle before each Step).
func (k Worker) SetClock(c uint64) { k.k.clock = c }

// Faulted reports whether a warp of the worker faulted; the model stops
// stepping the worker's warps and calls Check at its next synchronisation
// point.
func (k Worker) Faulted() bool { return k.k.fault != nil }

// StartBlock makes the next block of the grid resident on worker k, its
// warps at the kernel's first instruction.
func (e *Engine) StartBlock(k Worker) Block { return e.StartBlockAt(k, e.ReserveBlock()) }

// ReserveBlock takes the next block of the grid for a later StartBlockAt
// (a model deciding where blocks go while no worker runs, and making them
// resident from the worker's own goroutine) and returns its linear index.
func (e *Engine) ReserveBlock() int {
	lin := e.r.nextB
	e.r.nextB++
	return lin
}

// StartBlockAt makes reserved block lin resident on worker k (from the
// goroutine that runs k). The blocks of a cluster must be started in
// order, consecutively.
func (e *Engine) StartBlockAt(k Worker, lin int) Block {
	return Block{k.k.startBlock(lin, &e.clOpen)}
}

// FinishBlock releases a block whose warps have all finished (from the
// goroutine that runs its worker).
func (e *Engine) FinishBlock(b Block) {
	k := b.b.k
	k.drop(b.b)
	k.finishBlock(b.b)
}

// Block is a resident block. Blocks compare equal when they are the same
// block.
type Block struct{ b *block }

// Warps is the number of warps of the block.
func (b Block) Warps() int { return len(b.b.warps) }

// Warp returns warp i of the block.
func (b Block) Warp(i int) Warp { return Warp{b.b.warps[i]} }

// Linear is the block's linear index in the grid.
func (b Block) Linear() int { return b.b.linear }

// Warp is a resident warp.
type Warp struct{ w *warp }

// Block is the warp's block.
func (w Warp) Block() Block { return Block{w.w.b} }

// Index is the warp's index in its block.
func (w Warp) Index() int { return w.w.idx }

// Done reports whether every lane of the warp has finished.
func (w Warp) Done() bool { return w.w.done }

// Blocked reports whether the warp waits at a barrier (bar.sync,
// barrier.cluster, an mbarrier wait...) that has not completed.
func (w Warp) Blocked() bool { return w.w.blocked }

// PC is the pc of the warp's next instruction.
func (w Warp) PC() int32 { return w.w.stack[len(w.w.stack)-1].pc }

// Depth is the depth of the warp's reconvergence stack: a divergent branch
// pushes, reconvergence pops.
func (w Warp) Depth() int { return len(w.w.stack) }

// ActiveMask is the lanes that execute the next instruction, before its
// guard predicate.
func (w Warp) ActiveMask() uint32 {
	return w.w.stack[len(w.w.stack)-1].mask &^ w.w.exited
}

// ExecMask is ActiveMask with in's guard predicate applied: the lanes
// whose instruction has an effect.
func (w Warp) ExecMask(in *isa.Inst) uint32 {
	em := w.ActiveMask()
	if in.Guard >= 0 {
		g := w.w.preds[w.w.predBase+int(in.Guard)]
		if in.GuardNeg {
			g = ^g
		}
		em &= g
	}
	return em
}

// RegBase and PredBase are the offsets of the current call frame's
// registers and predicates among the warp's slots: a timing model's
// scoreboard keyed by RegBase()+slot survives calls.
func (w Warp) RegBase() int  { return w.w.regBase }
func (w Warp) PredBase() int { return w.w.predBase }

// Reg returns the 32 lanes' values of register slot s of the current frame.
func (w Warp) Reg(s int32) []uint64 {
	i := (w.w.regBase + int(s)) * 32
	return w.w.regs[i : i+32]
}

// AddrConst is the constant part of in's address (symbol + offset).
func (w Warp) AddrConst(in *isa.Inst) uint64 { return w.w.addrConst(in) }

// Step executes the warp's next instruction (one warp-instruction), as the
// functional mode would. The caller checks Engine.Faulted afterwards.
//
// A panic inside it (a bug) becomes a FaultInternal of the warp's worker,
// positioned at the instruction, instead of unwinding through the model.
func (w Warp) Step() {
	defer func() {
		if p := recover(); p != nil {
			w.w.k.panicked(p)
		}
	}()
	w.w.exec(1)
}

// TakeSleep returns the nanoseconds the instruction just executed asked to
// sleep (nanosleep; 0 otherwise) and clears them.
func (w Warp) TakeSleep() uint64 { return w.w.takeSleep() }

// Settle pops one finished reconvergence entry (its lanes reached their
// reconvergence point, or all exited) as execution would before the next
// instruction. It returns SettleReady when the warp's top entry can
// execute, SettlePopped after popping one (call again; side is then the pc
// of the other, waiting side of the same divergent branch, reconverging at
// rpc, when that is what the warp turns to now, else -1), or SettleStopped
// when the warp is done (it finished just now if the stack emptied),
// blocked, or the launch faulted.
func (w Warp) Settle() (state SettleState, side, rpc int32) {
	x := w.w
	if x.done || x.blocked || x.k.fault != nil {
		return SettleStopped, -1, -1
	}
	top := &x.stack[len(x.stack)-1]
	mask := top.mask &^ x.exited
	if mask != 0 && !(top.pc == top.rpc && int(top.depth) == len(x.calls)) {
		return SettleReady, -1, -1
	}
	e := *top
	x.stack = x.stack[:len(x.stack)-1]
	if len(x.stack) == 0 {
		x.finish()
		return SettleStopped, -1, -1
	}
	if n := &x.stack[len(x.stack)-1]; n.rpc == e.rpc && n.depth == e.depth && n.pc != n.rpc && n.mask&^x.exited != 0 {
		return SettlePopped, n.pc, n.rpc
	}
	return SettlePopped, -1, -1
}

// SettleState is what Warp.Settle found.
type SettleState uint8

const (
	SettleReady   SettleState = iota // the top entry executes next
	SettlePopped                     // an entry was popped: settle again
	SettleStopped                    // done, blocked or faulted
)

// LaneAddrs sets dst[l], for each lane l of mask, to the address of in's
// memory operand in lane l (laneAddrs).
func (w Warp) LaneAddrs(in *isa.Inst, mask uint32, dst *[32]uint64) { w.w.laneAddrs(in, mask, dst) }

// Access describes in's memory access for the memory hierarchy: the
// executing lanes em (ExecMask, possibly narrowed), their addresses with
// generic addresses resolved to their window, the state space, operation,
// bytes per lane and cache operator. Call it before Step (the addresses
// are read from the registers). It returns false when the access moves no
// data through the hierarchy (kernel parameters).
func (w Warp) Access(in *isa.Inst, em uint32, a *memsys.Access) bool {
	x := w.w
	a.Span = false
	sp := in.Space
	if sp == ptx.SpaceParam && (in.Flags&isa.FFrame != 0 || !x.fn.Entry && in.Flags&isa.FKParam == 0) {
		sp = ptx.SpaceLocal
	} else if sp == ptx.SpaceParam {
		return false
	}
	a.Mask = em
	a.Size = int(in.Size) * max(int(in.Vec), 1)
	a.CacheOp = memsys.CacheDefault
	if in.Flags&isa.FNC != 0 {
		a.CacheOp = memsys.CacheNC
	} else if in.Flags&isa.FCacheL2 != 0 || in.Flags&isa.FVolatile != 0 {
		a.CacheOp = memsys.CacheCG
	}
	switch in.Kind {
	case isa.KLd:
		a.Op = memsys.OpLoad
	case isa.KSt:
		a.Op = memsys.OpStore
	default:
		a.Op = memsys.OpAtom
		if in.D[0] < 0 {
			a.Op = memsys.OpRed
		}
	}
	if em == ^uint32(0) && in.Base >= 0 && (sp == ptx.SpaceShared || sp == ptx.SpaceSharedCluster) {
		// A full warp's shared addresses, moved back from the generic
		// window, in one pass (the timing model's most frequent access).
		// The least and greatest address on the way, for the bank
		// model (memsys.Access.Span).
		b := (*[32]uint64)(x.regs[(x.regBase+int(in.Base))*32:][:32])
		a.Lo, a.Hi = sharedSpan(&a.Addr, b, x.addrConst(in))
		a.Span = true
		a.Space = memsys.SpaceShared
		if sp == ptx.SpaceSharedCluster {
			a.Space = memsys.SpaceSharedCluster
		}
		return true
	}
	x.laneAddrs(in, em, &a.Addr)
	if sp == ptx.SpaceGeneric && em != 0 {
		// The first lane's window decides the space of all.
		switch addr := a.Addr[bits.TrailingZeros32(em)]; {
		case addr >= isa.LocalWindow && addr < isa.LocalWindow+isa.LocalSize:
			sp = ptx.SpaceLocal
		case addr >= isa.SharedWindow && addr < isa.SharedWindow+isa.SharedSize:
			sp = ptx.SpaceShared
		default:
			sp = ptx.SpaceGlobal
		}
	}
	var win uint64 // generic addresses in the space's window are moved back to it
	switch sp {
	case ptx.SpaceLocal:
		win = isa.LocalWindow
	case ptx.SpaceShared, ptx.SpaceSharedCluster:
		win = isa.SharedWindow
	}
	if win != 0 && em == ^uint32(0) {
		for l, v := range a.Addr {
			if v >= win {
				a.Addr[l] = v - win
			}
		}
	} else if win != 0 {
		for m := em; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros32(m); a.Addr[l] >= win {
				a.Addr[l] -= win
			}
		}
	}
	switch sp {
	case ptx.SpaceShared:
		a.Space = memsys.SpaceShared
	case ptx.SpaceSharedCluster:
		a.Space = memsys.SpaceSharedCluster
	case ptx.SpaceLocal:
		a.Space = memsys.SpaceLocal
		a.LocalBase = 1<<44 + uint64(x.b.linear*len(x.b.warps)+x.idx)*32*uint64(x.r.localB)
	case ptx.SpaceConst:
		a.Space = memsys.SpaceConst
	default:
		a.Space = memsys.SpaceGlobal
	}
	return true
}
