package sm

import (
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
)

// The alloca stack (isa/lower_stack.go): each lane has a stack pointer
// (sp, a local address in [AllocaTop-AllocaLimit, AllocaTop]) and the
// bytes below AllocaTop it has allocated (dyn, 32 lanes of AllocaLimit
// bytes, made on first use). Local accesses at or above the region's base
// land here (memory).

const allocaBase = isa.AllocaTop - isa.AllocaLimit

func (w *warp) stackOp(in *isa.Inst, pc int32, em uint32) {
	rb := w.regBase * 32
	switch isa.StackOp(in.Sub) {
	case isa.StackSave:
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			w.regs[rb+int(in.D[0])*32+l] = uint64(w.sp[l])
		}
	case isa.StackRestore:
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			v := w.regs[rb+int(in.S[0])*32+l]
			if v < allocaBase || v > isa.AllocaTop {
				w.faultAt(pc, FaultOutOfBounds, v, 1<<uint(l), fmt.Sprintf("stackrestore to 0x%x, outside the stack [0x%x, 0x%x]", v, allocaBase, isa.AllocaTop))
				return
			}
			w.sp[l] = uint32(v)
		}
	case isa.StackAlloca:
		align := uint64(in.Aux)
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			size := w.regs[rb+int(in.S[0])*32+l]
			if in.Type.Bits() == 32 {
				size &= 0xffffffff
			}
			sp := uint64(w.sp[l])
			if size > sp-allocaBase {
				w.faultAt(pc, FaultStackOverflow, sp, 1<<uint(l), fmt.Sprintf("alloca of %d bytes overflows the %d-byte stack (%d bytes left)", size, isa.AllocaLimit, sp-allocaBase))
				return
			}
			sp = (sp - size) &^ (align - 1)
			if sp < allocaBase {
				w.faultAt(pc, FaultStackOverflow, sp, 1<<uint(l), fmt.Sprintf("alloca of %d bytes aligned to %d overflows the %d-byte stack", size, align, isa.AllocaLimit))
				return
			}
			w.sp[l] = uint32(sp)
			w.regs[rb+int(in.D[0])*32+l] = sp
		}
	}
}

// allocaMem is memory for a local access of n bytes at addr in the alloca
// region, or nil after a fault.
func (w *warp) allocaMem(pc int32, addr uint64, n int, l int) []byte {
	if addr+uint64(n) > isa.AllocaTop || addr+uint64(n) < addr {
		w.faultAt(pc, FaultOutOfBounds, addr, 1<<uint(l), fmt.Sprintf("local access of %d bytes at 0x%x is past the top of the stack (0x%x)", n, addr, isa.AllocaTop))
		return nil
	}
	if w.dyn == nil {
		w.dyn = make([]byte, 32*isa.AllocaLimit)
	}
	o := uint64(l)*isa.AllocaLimit + addr - allocaBase
	return w.dyn[o : o+uint64(n) : o+uint64(n)]
}
