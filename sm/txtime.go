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
// it waited for really completed (Warp.MbarPhase, Warp.TxLanded). A model
// that learns a copy's landing only later (its reads go through a memory
// hierarchy served between quanta) marks the copy's phases pending
// (Warp.PendTx) and resolves them (Engine.LandTx); a wait meanwhile sees
// them pending. The engine also notes the global lines each copy reads
// and writes (Warp.TakeTxLines, TakeTxWrites). Objects are keyed by
// the address of their 8 bytes in the owning block's shared memory, which
// the copy (in any block of a cluster) and the waiter resolve alike.

// txNote is one complete_tx of the current step.
type txNote struct {
	obj    *byte
	parity uint8
}

// txTimes holds, by mbarrier object, its phases' landing cycles and how
// many copies towards each have a landing the model does not know yet
// (PendTx, LandTx).
type txTimes struct {
	mu  sync.Mutex // non-cluster launches run blocks in parallel; each object is its own block's
	obj map[*byte]*txPhases
}

// txPhases is one mbarrier object's phases, by parity.
type txPhases struct {
	at   [2]int64 // the landing cycle (0: no copy completed it)
	pend [2]int32 // copies whose landing the model learns later
}

// phases returns obj's phases, created on first use (t.mu held).
func (t *txTimes) phases(obj *byte) *txPhases {
	p := t.obj[obj]
	if p == nil {
		p = &txPhases{}
		t.obj[obj] = p
	}
	return p
}

// TimeTx turns the notes on for this launch.
func (e *Engine) TimeTx() {
	if e.r.tx == nil {
		e.r.tx = &txTimes{obj: map[*byte]*txPhases{}}
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

// TxLine is a line of global memory a bulk or tensor copy read: its
// address (a multiple of 128) and the 32-byte sectors it read (bit i:
// sector i).
type TxLine struct {
	Line    uint64
	Sectors uint8
}

// noteTxRead records that the step's copy read n bytes of global memory
// at addr, for the timing model's memory hierarchy (Warp.TakeTxLines);
// consecutive reads of one line merge.
func (w *warp) noteTxRead(addr, n uint64) {
	if w.r.tx != nil {
		w.txLines = noteLines(w.txLines, addr, n)
	}
}

// noteTxWrite records that the step's copy wrote (or reduced into) n
// bytes of global memory at addr (Warp.TakeTxWrites).
func (w *warp) noteTxWrite(addr, n uint64) {
	if w.r.tx != nil {
		w.txWrite = noteLines(w.txWrite, addr, n)
	}
}

// noteLines adds the sectors of [addr, addr+n) to ls, merging with its
// last line.
func noteLines(ls []TxLine, addr, n uint64) []TxLine {
	for a, end := addr&^31, addr+n; a < end; a += 32 {
		line, bit := a&^127, uint8(1)<<(a>>5&3)
		if k := len(ls) - 1; k >= 0 && ls[k].Line == line {
			ls[k].Sectors |= bit
			continue
		}
		ls = append(ls, TxLine{Line: line, Sectors: bit})
	}
	return ls
}

// TakeTxWrites returns the global lines the warp's last step's copies
// wrote (valid until the warp's next step) and forgets them.
func (w Warp) TakeTxWrites() []TxLine {
	l := w.w.txWrite
	w.w.txWrite = l[:0]
	return l
}

// TakeTxLines returns the global lines the warp's last step's copies read
// (valid until the warp's next step) and forgets them.
func (w Warp) TakeTxLines() []TxLine {
	l := w.w.txLines
	w.w.txLines = l[:0]
	return l
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
		ph := t.phases(n.obj)
		ph.at[n.parity] = max(ph.at[n.parity], at)
	}
	t.mu.Unlock()
	ww.txNotes = ww.txNotes[:0]
}

// TxKey names an mbarrier phase: the object and the parity of the phase.
type TxKey struct {
	obj    *byte
	parity uint8
}

// TxPending is the phases a warp's step completed with copies whose
// landing the model learns later (PendTx, Engine.LandTx).
type TxPending []TxKey

// PendTx says that the transactions of the warp's last step land at a
// cycle the model does not know yet (it has called CompleteTx with what it
// knows): until Engine.LandTx, TxLanded reports their phases pending.
func (w Warp) PendTx() TxPending {
	ww := w.w
	if len(ww.txNotes) == 0 {
		return nil
	}
	p := make(TxPending, len(ww.txNotes))
	t := ww.r.tx
	t.mu.Lock()
	for i, n := range ww.txNotes {
		p[i] = TxKey{obj: n.obj, parity: n.parity}
		t.phases(n.obj).pend[n.parity]++
	}
	t.mu.Unlock()
	return p
}

// LandTx says that the copies PendTx returned p for land at cycle at.
func (e *Engine) LandTx(p TxPending, at int64) {
	t := e.r.tx
	if t == nil || len(p) == 0 {
		return
	}
	t.mu.Lock()
	for _, k := range p {
		ph := t.phases(k.obj)
		ph.at[k.parity] = max(ph.at[k.parity], at)
		ph.pend[k.parity]--
	}
	t.mu.Unlock()
}

// TxLanded returns when phase k landed as far as the model has said
// (-1: no copy completed it) and whether copies towards it have a landing
// the model does not know yet.
func (w Warp) TxLanded(k TxKey) (at int64, pending bool) {
	t := w.w.r.tx
	if t == nil || k.obj == nil {
		return -1, false
	}
	var ph txPhases
	t.mu.Lock()
	if p := t.obj[k.obj]; p != nil {
		ph = *p
	}
	t.mu.Unlock()
	at, pending = ph.at[k.parity], ph.pend[k.parity] > 0
	if at == 0 {
		at = -1
	}
	return at, pending
}

// MbarPhase returns the phase an mbarrier try_wait/test_wait (just
// stepped, lanes em) waited for; false when there is none to time.
func (w Warp) MbarPhase(in *isa.Inst, em uint32) (TxKey, bool) {
	ww := w.w
	t := ww.r.tx
	if t == nil || em == 0 || len(in.D) == 0 || in.S[0] < 0 {
		return TxKey{}, false
	}
	l := bits.TrailingZeros32(em)
	addr := ww.addrConst(in)
	if in.Base >= 0 {
		addr += ww.regs[(ww.regBase+int(in.Base))*32+l]
	}
	b := ww.access(in, 0, in.Space, addr, 8, l, false) // the step made the same access
	if b == nil {
		return TxKey{}, false
	}
	arg := ww.regs[(ww.regBase+int(in.S[0]))*32+l]
	p := uint8(arg >> 63)
	if in.Aux&isa.AuxParity != 0 {
		p = uint8(arg & 1)
	}
	return TxKey{obj: &b[0], parity: p}, true
}
