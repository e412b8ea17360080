package sm

import "unsafe"

// Prefetch asks the host to bring the 32 lanes of register slots
// slots[:n] (n <= 4) of the warp's current frame (an instruction's base,
// sources and destinations) into its caches, without waiting for them.
// The timing model calls it when it knows a warp's next instruction, some
// issues before that instruction executes: in timing mode the SMs of a
// quantum run one after another, and a warp's registers (32 x 8 bytes per
// slot) have left the host's caches by its SM's next turn
// (docs/RATIONALE.md, "One-core timing speed, session 6"). Slots past the
// register file are harmless (a prefetch never faults; no Go pointer is
// formed).
func (w Warp) Prefetch(slots *[4]int32, n int) {
	x := w.w
	if len(x.regs) == 0 || n <= 0 {
		return
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(x.regs))) + uintptr(x.regBase)*32*8
	var rows [4]uintptr
	for i, s := range slots {
		rows[i] = base + uintptr(s)*32*8
	}
	prefetchRows(&rows, min(n, 4))
}

// PrefetchRecord asks the host to bring the warp's own record (what the
// timing model reads at each issue: masks, register file bases, pc stack,
// state flags) into its caches, reading nothing of it: the timing model
// does it for the SM that runs next, while the current one runs.
//
// The fields a step reads lie in the record's first bytes, up to the
// global windows (the warp struct keeps the rest below them): those
// lines are brought in, whatever their number.
func (w Warp) PrefetchRecord() {
	x := w.w
	p := uintptr(unsafe.Pointer(x))
	end := uintptr(unsafe.Pointer(&x.gprevA)) + 8
	var l [4]uintptr
	for n := 0; p < end; p += 4 * 64 {
		for n = 0; n < 4 && p+uintptr(n)*64 < end; n++ {
			l[n] = p + uintptr(n)*64
		}
		PrefetchLines(&l, n)
	}
}

// PrefetchStackTop asks the host to bring the top of the warp's
// reconvergence stack into its caches (after PrefetchRecord).
func (w Warp) PrefetchStackTop() {
	x := w.w
	if n := len(x.stack); n > 0 {
		l := [4]uintptr{uintptr(unsafe.Pointer(&x.stack[n-1]))}
		PrefetchLines(&l, 1)
	}
}
