package sm

import (
	"sync/atomic"
	"time"
)

// Progress tells another goroutine how far a device's launches have got:
// a front end reads Snapshot a few times a second to print a progress
// line. The engine updates it when a block finishes and after each
// scheduling round of a worker (functional mode), and at each
// synchronisation of a timing model (Engine.Check, Engine.SetCycle):
// never per instruction. A nil *Progress is valid and does nothing.
type Progress struct {
	label       atomic.Pointer[string]
	kernel      atomic.Pointer[string]
	launches    atomic.Int64
	blocksDone  atomic.Int64
	blocksTotal atomic.Int64
	instr       atomic.Uint64 // warp-instructions of every launch so far
	launchInstr atomic.Uint64 // instr at the start of the current launch
	cycle       atomic.Int64  // timing mode: the current launch's simulated cycle
	started     atomic.Int64  // UnixNano when the current launch started
}

// ProgressSnapshot is a consistent-enough view of a Progress (each field
// is read atomically; together they may be a moment apart).
type ProgressSnapshot struct {
	Label       string // what the caller runs (SetLabel): a case, a sweep point
	Launch      int    // launches started so far (1 during the first)
	Kernel      string // the current launch's kernel
	BlocksDone  int64  // blocks of the current launch finished
	BlocksTotal int64  // blocks in its grid
	// WarpInstructions: executed by every launch so far; LaunchInstructions:
	// by the current launch.
	WarpInstructions, LaunchInstructions uint64
	Cycle                                int64         // timing mode: the current launch's simulated cycle (0 in functional mode)
	Elapsed                              time.Duration // wall time since the current launch started
}

// SetProgress makes the device's launches report to p (nil: none).
func (d *Device) SetProgress(p *Progress) { d.progress = p }

// SetLabel names what runs now (shown by the progress line).
func (p *Progress) SetLabel(s string) {
	if p != nil {
		p.label.Store(&s)
	}
}

// Snapshot reads the progress.
func (p *Progress) Snapshot() ProgressSnapshot {
	var s ProgressSnapshot
	if p == nil {
		return s
	}
	if l := p.label.Load(); l != nil {
		s.Label = *l
	}
	if k := p.kernel.Load(); k != nil {
		s.Kernel = *k
	}
	s.Launch = int(p.launches.Load())
	s.BlocksDone, s.BlocksTotal = p.blocksDone.Load(), p.blocksTotal.Load()
	s.WarpInstructions = p.instr.Load()
	s.LaunchInstructions = s.WarpInstructions - min(p.launchInstr.Load(), s.WarpInstructions)
	s.Cycle = p.cycle.Load()
	if t := p.started.Load(); t != 0 {
		s.Elapsed = time.Duration(time.Now().UnixNano() - t)
	}
	return s
}

// startLaunch: a launch of kernel with blocks blocks begins.
func (p *Progress) startLaunch(kernel string, blocks int) {
	if p == nil {
		return
	}
	p.kernel.Store(&kernel)
	p.blocksDone.Store(0)
	p.blocksTotal.Store(int64(blocks))
	p.cycle.Store(0)
	p.launchInstr.Store(p.instr.Load())
	p.started.Store(time.Now().UnixNano())
	p.launches.Add(1)
}

// account adds the warp-instructions worker k executed since it last
// reported (from k's goroutine, or while no worker runs).
func (p *Progress) account(k *worker) {
	if d := k.warpInstr - k.reported; d > 0 {
		p.instr.Add(d)
		k.reported = k.warpInstr
	}
}

// SetCycle tells the launch's progress the simulated cycle every SM has
// reached (a timing model calls it at its synchronisations).
func (e *Engine) SetCycle(c int64) {
	if p := e.r.dev.progress; p != nil {
		p.cycle.Store(c)
	}
}
