package sm

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
)

// StickyError is what every launch returns after a kernel faulted (an
// assertion, a trap, an illegal or misaligned address...), until
// Device.Reset: as in CUDA, such an error corrupts the context, so the
// driver refuses further work on it. Device memory stays readable and
// writable meanwhile, so the state the kernel left can be inspected.
type StickyError struct {
	Fault *Fault // the fault that made the device unusable
}

func (e *StickyError) Error() string {
	return "device unusable until Reset after an earlier fault: " + e.Fault.Error()
}

// Unwrap lets errors.As find the original *Fault.
func (e *StickyError) Unwrap() error { return e.Fault }

// ErrStaleModule is returned by launches of a module loaded before the
// last Device.Reset, whose variables no longer exist.
var ErrStaleModule = errors.New("module was loaded before Device.Reset; load it again")

// Err returns the device's sticky error (a *StickyError), or nil.
func (d *Device) Err() error {
	if d.sticky == nil {
		return nil
	}
	return &StickyError{Fault: d.sticky}
}

// Reset is cudaDeviceReset: it clears the sticky error and destroys the
// device's state: every allocation (host-made and the device heap's),
// every loaded module (launching one afterwards fails with
// ErrStaleModule), the device clock and the timing model's caches. The
// device model, stdout, limits, host-memory budget, heap size setting and timing
// configuration are kept.
func (d *Device) Reset() {
	d.sticky = nil
	d.mem.ReleaseAll()
	d.mem = memsys.NewGlobalSized(d.spec.MemoryBytes, d.host)
	d.heap = nil
	d.tex = texTable{}
	d.gen++
	d.clock = 0
	if d.timer != nil {
		d.timer.Reset() // cold caches and %clock64 from 0 at the next timed launch
	}
}

// launchable reports why a launch of m cannot start on d: a sticky error
// or a module from before a reset.
func (d *Device) launchable(m *Module) error {
	if d.sticky != nil {
		return &StickyError{Fault: d.sticky}
	}
	if m.dev != d || m.gen != d.gen {
		return ErrStaleModule
	}
	return nil
}

// noteFault makes a kernel fault sticky. Every fault kind is: on the GPU a
// deadlocked or runaway kernel is killed by the watchdog with a sticky
// launch-timeout error too.
func (d *Device) noteFault(f *Fault) {
	if f != nil && d.sticky == nil {
		d.sticky = f
	}
}

// assertfail is __assertfail(message, file, line, function, charSize),
// which nvcc calls when assert() fails: each active thread prints CUDA's
// line to the device stdout (or SetStderr's writer), then the kernel stops
// with a FaultAssert.
func (w *warp) assertfail(cs *isa.CallSite, pc int32, em uint32) {
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		msg, ok := w.cstring(pc, w.argParam(cs, 0, l), l)
		if !ok {
			return
		}
		file, ok := w.cstring(pc, w.argParam(cs, 1, l), l)
		if !ok {
			return
		}
		line := uint32(w.argParam(cs, 2, l))
		fn, ok := w.cstring(pc, w.argParam(cs, 3, l), l)
		if !ok {
			return
		}
		b, t := w.b.idx, w.tid[l]
		text := fmt.Appendf(nil, "%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed.\n",
			file, line, fn, b[0], b[1], b[2], t[0], t[1], t[2], msg)
		if w.r.dev.stderr != nil {
			w.b.text.err = append(w.b.text.err, text...) // to SetStderr's writer, in block order
		} else {
			w.b.text.out = append(w.b.text.out, text...) // with printf output, in block order
		}
	}
	l := w.firstLane(em)
	msg, _ := w.cstring(pc, w.argParam(cs, 0, l), l)
	w.faultAt(pc, FaultAssert, 0, em, fmt.Sprintf("assertion `%s` failed", msg))
}
