package sm

import "unsafe"

// Prefetch asks the host to bring the 32 lanes of register slots
// slots[:n] (n <= 4) of the warp's current frame (an instruction's base,
// sources and destinations) into its caches, without waiting for them.
// The timing model calls it when it knows a warp's next instruction, some
// issues before that instruction executes: in timing mode the SMs of a
// quantum run one after another, and a warp's registers (32 x 8 bytes per
// slot) have left the host's caches by its SM's next turn
// (docs/RATIONALE.md, "Timing speed, session 6"). Slots past the register
// file are harmless (a prefetch never faults; no Go pointer is formed).
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
