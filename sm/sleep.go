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

// takeSleep returns the nanoseconds the warp's last nanosleep asked for
// (0 if it did not sleep) and clears them: the timing model calls it after
// issuing a warp-instruction and delays the warp's next issue by that time
// converted to cycles.
func (w *warp) takeSleep() uint64 {
	ns := w.sleepNs
	w.sleepNs = 0
	return ns
}
