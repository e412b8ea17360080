package sm

import (
	"math/bits"
	"sync"

	"github.com/ptxsim/ptxsim/isa"
)

// Transaction timing for a timing model (issue #12). The engine completes
// a bulk or tensor copy when it is issued, so an mbarrier waited on by
// try_wait/test_wait has completed functionally long before the data would
// have arrived. When a model asks for it (Engine.TimeTx), each complete_tx
// a step makes is noted (the object and the phase parity the bytes count
// towards, and the bytes); the model then says when the copy lands
// (Warp.CompleteTx) and reads, for a wait that succeeded, when the phase
// it waited for really completed (Warp.MbarReady). Objects are keyed by
// the address of their 8 bytes in the owning block's shared memory, which
// the copy (in any block of a cluster) and the waiter resolve alike.

// txNote is one complete_tx of the current step.
type txNote struct {
	obj    *byte
	parity uint8
}

// txTimes holds each mbarrier phase's landing cycle, by object and parity.
type txTimes struct {
	mu sync.Mutex // non-cluster launches run blocks in parallel; each object is its own block's
	at map[*byte][2]int64
}

// TimeTx turns the notes on for this launch.
func (e *Engine) TimeTx() {
	if e.r.tx == nil {
		e.r.tx = &txTimes{at: map[*byte][2]int64{}}
	}
}

// noteTx records a complete_tx of n bytes on the object at b counted
// towards the phase of parity phase (lane l).
func (w *warp) noteTx(b []byte, phase bool, n uint64, l int) {
	if w.r.tx == nil {
		return
	}
	p := uint8(0)
	if phase {
		p = 1
	}
	w.txNotes = append(w.txNotes, txNote{obj: &b[0], parity: p})
	if l+1 != w.txLane {
		w.txLane = l + 1
		w.txBytes += n // multicast copies count their bytes once
	}
}

// TakeTx returns the bytes the warp's last step moved into mbarrier
// transactions (0: none; the notes wait for CompleteTx).
func (w Warp) TakeTx() uint64 {
	n := w.w.txBytes
	w.w.txBytes, w.w.txLane = 0, 0
	return n
}

// CompleteTx says that the transactions of the warp's last step land at
// cycle at.
func (w Warp) CompleteTx(at int64) {
	ww := w.w
	if len(ww.txNotes) == 0 {
		return
	}
	t := ww.r.tx
	t.mu.Lock()
	for _, n := range ww.txNotes {
		v := t.at[n.obj]
		v[n.parity] = max(v[n.parity], at)
		t.at[n.obj] = v
	}
	t.mu.Unlock()
	ww.txNotes = ww.txNotes[:0]
}

// MbarReady returns when the phase an mbarrier try_wait/test_wait (just
// stepped, lanes em) waited for landed, as CompleteTx said; -1 if no copy
// completed it.
func (w Warp) MbarReady(in *isa.Inst, em uint32) int64 {
	ww := w.w
	t := ww.r.tx
	if t == nil || em == 0 || len(in.D) == 0 || in.S[0] < 0 {
		return -1
	}
	l := bits.TrailingZeros32(em)
	addr := ww.addrConst(in)
	if in.Base >= 0 {
		addr += ww.regs[(ww.regBase+int(in.Base))*32+l]
	}
	b := ww.access(in, 0, in.Space, addr, 8, l, false) // the step made the same access
	if b == nil {
		return -1
	}
	arg := ww.regs[(ww.regBase+int(in.S[0]))*32+l]
	p := uint8(arg >> 63)
	if in.Aux&isa.AuxParity != 0 {
		p = uint8(arg & 1)
	}
	t.mu.Lock()
	v, ok := t.at[&b[0]]
	t.mu.Unlock()
	if !ok || v[p] == 0 {
		return -1
	}
	return v[p]
}
