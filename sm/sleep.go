package sm

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
)

// maxSleepNs is nanosleep's upper bound: the PTX ISA caps the requested
// duration at 1 ms (the thread sleeps somewhere in [0, 2t]).
const maxSleepNs = 1_000_000

// nanosleep suspends the warp. Functionally a sleep only changes the
// interleaving: the warp gives up the rest of its turn (the executor
// returns after it), so the warps it is waiting for run first. The longest
// duration requested by an active lane is left in w.sleepNs for the timing
// model, which keeps the warp from issuing for about that long at the
// device clock; takeSleep hands it over and clears it.
func (w *warp) nanosleep(in *isa.Inst, em uint32) {
	s := w.regs[(w.regBase+int(in.S[0]))*32:]
	var ns uint64
	for m := em; m != 0; m &= m - 1 {
		ns = max(ns, uint64(uint32(s[bits.TrailingZeros32(m)])))
	}
	w.sleepNs = min(ns, maxSleepNs)
}

// yieldPath gives the warp's turn within the warp to another side of a
// divergent branch, as Volta's independent thread scheduling does for a
// side that waits: lanes spinning (with nanosleep back-off, as libcu++'s
// barrier and atomic waits do) on lanes of the other side would otherwise
// never let those run. The nearest pending side below the running one (a
// stack entry not yet started, its sibling directly above it) moves to the
// top; the running side's entries keep their order under it. Both sides
// reconverge at the same point, so the result is a legal schedule; only
// entries of the current call depth move.
func (w *warp) yieldPath() {
	top := len(w.stack) - 1
	d := int32(len(w.calls))
	for j := top - 1; j >= 0; j-- {
		e := w.stack[j]
		if e.depth != d {
			return
		}
		if e.pc != e.rpc && w.stack[j+1].rpc == e.rpc && w.stack[j+1].depth == d && e.mask&^w.exited != 0 {
			copy(w.stack[j:top], w.stack[j+1:top+1])
			w.stack[top] = e
			return
		}
	}
}

// takeSleep returns the nanoseconds the warp's last nanosleep asked for
// (0 if it did not sleep) and clears them: the timing model calls it after
// issuing a warp-instruction and delays the warp's next issue by that time
// converted to cycles.
func (w *warp) takeSleep() uint64 {
	ns := w.sleepNs
	w.sleepNs = 0
	return ns
}
