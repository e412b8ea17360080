package sm

import (
	"context"
	"fmt"
	"math"
	"time"
)

// DefaultMaxInstructions bounds the warp-instructions of one launch when
// nothing else is set, in functional and timing mode alike, so that a
// kernel that never ends becomes a fault instead of a hang. It is far
// above what the conformance corpus needs (its largest launch,
// occupancy_shared, executes 8.3 million, about 2^23) and takes seconds to
// tens of seconds to reach in functional mode, minutes in timing mode.
const DefaultMaxInstructions = 1 << 30

// DefaultStepLimit is the old name of DefaultMaxInstructions.
const DefaultStepLimit = DefaultMaxInstructions

// NoLimit in a Limits field turns that limit off.
const NoLimit = math.MaxUint64

// Limits bound one launch; each one hit stops it with a positioned fault
// (kernel, PTX position, block, thread) that leaves device memory
// readable. A zero field means "the default": for a launch, the device's
// setting; for the device, DefaultMaxInstructions and no cycle or time
// limit. The defaults are the same in functional and timing mode.
type Limits struct {
	MaxInstructions uint64        // warp-instructions per launch (NoLimit: none)
	MaxCycles       uint64        // timing mode: cycles per launch (NoLimit, or 0 on the device: none)
	Timeout         time.Duration // wall-clock time per launch (negative, or 0 on the device: none)
}

// over fills l's zero fields from d.
func (l Limits) over(d Limits) Limits {
	if l.MaxInstructions == 0 {
		l.MaxInstructions = d.MaxInstructions
	}
	if l.MaxCycles == 0 {
		l.MaxCycles = d.MaxCycles
	}
	if l.Timeout == 0 {
		l.Timeout = d.Timeout
	}
	return l
}

// SetLimits sets the device's default limits for later launches (zero
// fields: the built-in defaults).
func (d *Device) SetLimits(l Limits) {
	if l.MaxInstructions == 0 {
		l.MaxInstructions = DefaultMaxInstructions
	}
	d.limits = l
}

// Limits returns the device's default limits.
func (d *Device) Limits() Limits { return d.limits }

// SetStepLimit sets the per-launch warp-instruction limit (0: default); it
// is SetLimits with only MaxInstructions.
func (d *Device) SetStepLimit(n uint64) {
	l := d.limits
	l.MaxInstructions = n
	d.SetLimits(l)
}

// Reasons a launch is asked to stop from outside its goroutine.
const (
	stopTimeout  = 1
	stopCanceled = 2
)

// watch arranges for r.stop to be set when the launch's wall-clock limit
// passes or ctx is done; the returned function ends the watch.
func (r *run) watch(ctx context.Context, timeout time.Duration) func() {
	var stops []func() bool
	if timeout > 0 {
		t := time.AfterFunc(timeout, func() { r.stop.CompareAndSwap(0, stopTimeout) })
		stops = append(stops, t.Stop)
	}
	if ctx != nil && ctx.Done() != nil {
		stops = append(stops, context.AfterFunc(ctx, func() { r.stop.CompareAndSwap(0, stopCanceled) }))
	}
	return func() {
		for _, s := range stops {
			s()
		}
	}
}

// stopped turns a stop request into the launch's fault, positioned at w's
// next instruction.
func (w *warp) stopped(why uint32) {
	r := w.r
	switch why {
	case stopTimeout:
		w.limitFault(FaultTimeout, fmt.Sprintf("the launch ran longer than its %v time limit (--timeout, Limits.Timeout)", r.timeout))
	default:
		w.limitFault(FaultInterrupted, "the launch was interrupted")
	}
}

// limitFault records a limit's fault at w's next instruction, with how far
// the grid got.
func (w *warp) limitFault(kind FaultKind, msg string) {
	pc := int32(-1)
	mask := w.valid &^ w.exited
	if n := len(w.stack); n > 0 {
		pc = w.stack[n-1].pc
		if m := w.stack[n-1].mask &^ w.exited; m != 0 {
			mask = m
		}
	}
	w.faultAt(pc, kind, 0, mask, msg+"; "+w.r.progress())
}

// stepLimitMsg is the message of the step limit's fault (FaultStepLimit).
func (r *run) stepLimitMsg() string {
	return fmt.Sprintf("the launch reached its limit of %d warp-instructions (--max-instructions, Limits.MaxInstructions)", r.limit)
}

// progress says how far the grid got, for the faults of stopped launches.
// (Blocks finish on several goroutines in a parallel launch, so for a
// wall-clock stop the count is a snapshot; the cycle limit, reached at a
// synchronisation point of the timing model, sees the same count for any
// number of threads.)
func (r *run) progress() string {
	var n int64
	for _, k := range r.workers {
		n += k.finished.Load()
	}
	return fmt.Sprintf("%d of %d blocks finished", n, r.totalB)
}

// LastCycle is the last cycle a timed launch may reach: its
// Limits.MaxCycles, or math.MaxInt64 when it has none. A timing model
// issues nothing after it and calls CycleLimit when its next event lies
// past it.
func (e *Engine) LastCycle() int64 {
	if c := e.r.maxCycles; c != 0 && c < math.MaxInt64 {
		return int64(c)
	}
	return math.MaxInt64
}

// CycleLimit, called while no worker runs (at a synchronisation point of
// the model), stops the launch at its cycle limit with a FaultCycleLimit
// at the next instruction of the first unfinished warp of the lowest
// resident block, as Check places the step limit.
func (e *Engine) CycleLimit(cycle int64) {
	r := e.r
	if r.fault != nil {
		return
	}
	for _, b := range r.resident() {
		for _, w := range b.warps {
			if !w.done {
				w.limitFault(FaultCycleLimit, fmt.Sprintf("the launch reached its limit of %d cycles (--max-cycles, Limits.MaxCycles)", cycle))
				r.fault = w.k.fault
				return
			}
		}
	}
}
