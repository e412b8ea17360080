package sm

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/ptxsim/ptxsim/isa"
)

// indirectCallee resolves the target of an indirect call (call through a
// register). Lanes calling different functions diverge: the lanes with the
// first lane's target run the call now and the others re-execute it
// afterwards; both reconverge right after the call. It returns nil when it
// split the warp or faulted.
func (w *warp) indirectCallee(cs *isa.CallSite, pc int32, em uint32) *isa.Func {
	r := w.r
	ptr := w.regs[(w.regBase+int(cs.Reg))*32:]
	t := ptr[bits.TrailingZeros32(em)]
	var same uint32
	for m := em; m != 0; m &= m - 1 {
		if l := bits.TrailingZeros32(m); ptr[l] == t {
			same |= 1 << uint(l)
		}
	}
	if same != em {
		top := &w.stack[len(w.stack)-1]
		top.pc = pc + 1
		d := int32(len(w.calls))
		w.stack = append(w.stack,
			entry{pc: pc, rpc: pc + 1, mask: em &^ same, depth: d},
			entry{pc: pc, rpc: pc + 1, mask: same, depth: d})
		return nil
	}
	f := r.prog.FuncAtAddr(t)
	if f == nil || f.Entry {
		w.faultAt(pc, FaultIllegalInstruction, t, em, fmt.Sprintf("indirect call to 0x%x, which is not a device function", t))
		return nil
	}
	if cs.Targets != nil && !slices.Contains(cs.Targets, int32(f.Index)) {
		w.faultAt(pc, FaultIllegalInstruction, t, em, fmt.Sprintf("indirect call to %s, which is not in the call's .calltargets list", f.Name))
		return nil
	}
	if cs.Layout != nil && !isa.SameSignature(f, cs.Layout) {
		w.faultAt(pc, FaultIllegalInstruction, t, em, fmt.Sprintf("indirect call to %s, whose parameters do not match the call's prototype %s", f.Name, cs.Layout.Name))
		return nil
	}
	return f
}
