package sm

import (
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
)

// mbarrier objects: 64 bits in shared memory. The PTX ISA keeps the layout
// opaque and defines only what it holds: the current phase, the pending
// arrival count of that phase, the expected arrival count (restored into
// the pending count when a phase completes) and the tx-count of pending
// asynchronous transactions. This model packs them as
//
//	bits  0..20  pending arrival count
//	bits 21..41  expected arrival count
//	bits 42..62  tx-count (two's complement, 21 bits)
//	bit  63      phase parity
//
// The state an arrive returns is the object before the arrive; a wait on
// that state completes once the phase it was taken in has completed, that
// is when the object's phase parity differs from the state's (so a state
// from an earlier, completed phase is satisfied at once). The .parity
// forms compare with the parity operand instead.
const (
	mbarCountBits = 21
	mbarCountMask = 1<<mbarCountBits - 1
	mbarMaxCount  = 1<<20 - 1
	mbarPhase     = uint64(1) << 63
)

type mbarState struct {
	pending, expected uint32
	tx                int32
	phase             bool
}

func unpackMbar(v uint64) mbarState {
	tx := int32(v>>42&mbarCountMask) << (32 - mbarCountBits) >> (32 - mbarCountBits)
	return mbarState{
		pending:  uint32(v & mbarCountMask),
		expected: uint32(v >> 21 & mbarCountMask),
		tx:       tx,
		phase:    v&mbarPhase != 0,
	}
}

func (s mbarState) pack() uint64 {
	v := uint64(s.pending&mbarCountMask) | uint64(s.expected&mbarCountMask)<<21 | uint64(uint32(s.tx)&mbarCountMask)<<42
	if s.phase {
		v |= mbarPhase
	}
	return v
}

// complete moves to the next phase when every expected arrival and
// transaction has happened.
func (s *mbarState) complete() {
	if s.pending == 0 && s.tx == 0 {
		s.phase = !s.phase
		s.pending = s.expected
	}
}

// mbarAddr returns lane l's 8 bytes of the object, or nil after a fault.
func (w *warp) mbarAddr(in *isa.Inst, pc int32, l int) []byte {
	addr := w.addrConst(in)
	if in.Base >= 0 {
		addr += w.regs[(w.regBase+int(in.Base))*32+l]
	}
	return w.memory(in, pc, in.Space, addr, 8, l)
}

func (w *warp) mbar(in *isa.Inst, pc int32, em uint32) {
	rb := w.regBase * 32
	switch isa.MbarOp(in.Sub) {
	case isa.MbarInit:
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			b := w.mbarAddr(in, pc, l)
			if b == nil {
				return
			}
			n := uint32(w.regs[rb+int(in.S[0])*32+l])
			if n == 0 || n > mbarMaxCount {
				w.faultAt(pc, FaultIllegalInstruction, 0, 1<<uint(l), fmt.Sprintf("mbarrier.init count %d is outside 1..%d", n, mbarMaxCount))
				return
			}
			putLE(b, mbarState{pending: n, expected: n}.pack())
		}
	case isa.MbarInval:
		for m := em; m != 0; m &= m - 1 {
			b := w.mbarAddr(in, pc, bits.TrailingZeros32(m))
			if b == nil {
				return
			}
			putLE(b, 0)
		}
	case isa.MbarArrive, isa.MbarArriveDrop:
		w.mbarArriveLanes(in, pc, em, 1)
	case isa.MbarExpectTx, isa.MbarCompleteTx:
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			b := w.mbarAddr(in, pc, l)
			if b == nil {
				return
			}
			s := unpackMbar(le(b))
			n := int32(uint32(w.regs[rb+int(in.S[0])*32+l]))
			if isa.MbarOp(in.Sub) == isa.MbarExpectTx {
				s.tx += n
			} else {
				s.tx -= n
				s.complete()
			}
			putLE(b, s.pack())
		}
	case isa.MbarTestWait, isa.MbarTryWait:
		p := &w.preds[w.predBase+int(in.D[0])]
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			b := w.mbarAddr(in, pc, l)
			if b == nil {
				return
			}
			cur := le(b)&mbarPhase != 0
			arg := w.regs[rb+int(in.S[0])*32+l]
			var waited bool
			if in.Aux&isa.AuxParity != 0 {
				waited = arg&1 != 0
			} else {
				waited = arg&mbarPhase != 0
			}
			if cur != waited {
				*p |= 1 << uint(l)
			} else {
				*p &^= 1 << uint(l)
			}
		}
	case isa.MbarPendingCount:
		d := w.regs[rb+int(in.D[0])*32:]
		s := w.regs[rb+int(in.S[0])*32:]
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			d[l] = uint64(unpackMbar(s[l]).pending)
		}
	}
}

// mbarArriveLanes performs an arrive-on (or arrive_drop) by every lane of
// em, one after another, as the hardware's atomic updates would.
func (w *warp) mbarArriveLanes(in *isa.Inst, pc int32, em uint32, def uint32) {
	rb := w.regBase * 32
	drop := isa.KMbar == in.Kind && isa.MbarOp(in.Sub) == isa.MbarArriveDrop
	expectTx := in.Kind == isa.KMbar && in.Aux&isa.AuxExpectTx != 0
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		b := w.mbarAddr(in, pc, l)
		if b == nil {
			return
		}
		old := le(b)
		s := unpackMbar(old)
		n := def
		if in.Kind == isa.KMbar && in.S[0] >= 0 {
			v := uint32(w.regs[rb+int(in.S[0])*32+l])
			if expectTx {
				s.tx += int32(v)
			} else {
				n = v
			}
		}
		if n > s.pending {
			w.faultAt(pc, FaultIllegalInstruction, 0, 1<<uint(l), fmt.Sprintf("mbarrier arrive of %d with only %d arrivals pending in the current phase", n, s.pending))
			return
		}
		s.pending -= n
		if in.Kind == isa.KMbar && in.Aux&isa.AuxNoComplete != 0 && s.pending == 0 && s.tx == 0 {
			w.faultAt(pc, FaultIllegalInstruction, 0, 1<<uint(l), "mbarrier arrive .noComplete would complete the current phase (undefined in the PTX ISA)")
			return
		}
		if drop {
			s.expected -= min(n, s.expected)
		}
		s.complete()
		putLE(b, s.pack())
		if in.Kind == isa.KMbar && in.D[0] >= 0 {
			w.regs[rb+int(in.D[0])*32+l] = old
		}
	}
}
