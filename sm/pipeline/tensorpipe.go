package pipeline

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/mma"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// The tensor pipes (docs/timing-model.md, "Tensor cores and Hopper";
// parameters: timing.TensorCoreSpec).
//
//   - mma.sync (HMMA/IMMA/DMMA) is synchronous: it occupies its
//     sub-partition's tensor pipe for an interval and its D fragment is
//     ready a latency after issue, both growing with the work of the shape
//     and input type (mmaTiming).
//   - wgmma.mma_async (HGMMA): each warp of the warpgroup issues its
//     m16nNk quarter on its own sub-partition's tensor core, which works
//     through them in order without holding the warp; the accumulators are
//     the program's only after wgmma.commit_group and a wgmma.wait_group
//     that covers the group. The fence, commit and wait issue one slot each
//     (WARPGROUP.ARRIVE, the group bit of the last HGMMA, WARPGROUP.DEPBAR).
//   - cp.async.bulk{.tensor} into shared memory goes through the SM's TMA
//     engine: it lands after a latency plus its bytes at the engine's rate
//     (copies queue behind one another), and a try_wait/test_wait that
//     finds the phase complete has its predicate ready only when the
//     copies that completed the phase have landed.

// mmaTiming returns the latency and tensor-pipe occupancy of one SASS
// HMMA/IMMA/DMMA of op, which issues as n of them.
func mmaTiming(op *mma.Op, n int, tc *timing.TensorCoreSpec) (lat, ivl float64) {
	if op.A == mma.F64 {
		return tc.DmmaLatency, tc.DmmaInterval
	}
	s := op.Shape
	bits := op.A.Bits()
	if isFp8(op) {
		bits = 16 // ptxas widens fp8 to f16 for HMMA (tensorPipes)
	}
	units := float64(s.M*s.N*s.K*bits) / 32768 / float64(max(n, 1))
	return tc.MmaLatencyBase + tc.MmaLatencyUnit*units, tc.MmaIntervalBase + tc.MmaIntervalUnit*units
}

// isFp8 reports whether op is an mma.sync with fp8 (e4m3/e5m2) inputs.
func isFp8(op *mma.Op) bool { return op.A == mma.E4M3 || op.A == mma.E5M2 }

// emulatedM884 sets the cost of an m8n8k4 mma.sync with f16 inputs, which
// sm_90 has no tensor instruction for, and reports whether op is one:
// ptxas makes it a subroutine (FFMA issue slots, no tensor pipe;
// tensor_core.mma_m8n8k4_*). fp8, the other emulated form, keeps two
// HMMA on the tensor pipe (tensorPipes, tensor_core.mma_fp8_*).
func emulatedM884(op *mma.Op, costs []isa.Cost, pc int, tc *timing.TensorCoreSpec) bool {
	if op.Shape.M != 8 || op.Shape.N != 8 || op.Shape.K != 4 || op.A.Bits() != 16 {
		return false
	}
	costs[pc].Class = isa.ClassFFMA
	costs[pc].Issues = uint8(min(tc.MmaM884Issues+0.5, 255))
	costs[pc].Lat = uint16(tc.MmaM884Latency + 0.5)
	return true
}

// emulatedHold holds warp tw, which issued an emulated m8n8k4 at T, for
// the subroutine's own dependences (tensor_core.mma_m8n8k4_hold).
func (t *tmodel) emulatedHold(tw *twarp, T int64) {
	if d := T + int64(t.spec.TensorCore.MmaM884Hold+0.5); d > tw.ready {
		tw.ready, tw.rwhy = d, stallWait
	}
}

// isWgmmaSync reports whether in is wgmma.fence, commit_group or wait_group.
func isWgmmaSync(in *isa.Inst) bool {
	if in.Kind != isa.KNop {
		return false
	}
	switch in.Op {
	case ptx.OpWgmmaFence, ptx.OpWgmmaCommitGroup, ptx.OpWgmmaWaitGroup:
		return true
	}
	return false
}

// tensorPipes sets the costs of mma.sync and wgmma instructions and returns
// each mma.sync's tensor-pipe occupancy per SASS instruction (indexed by
// pc; nil when the program has none).
func tensorPipes(p *isa.Program, costs []isa.Cost, tc *timing.TensorCoreSpec) []float64 {
	var ivl []float64
	for pc := range p.Code {
		in := &p.Code[pc]
		if isWgmmaSync(in) {
			costs[pc].Class, costs[pc].Issues, costs[pc].Lat = isa.ClassNone, 1, 0
			continue
		}
		if in.Kind != isa.KTensor || int(in.Aux) >= len(p.Tensor) {
			continue
		}
		op := p.Tensor[in.Aux]
		switch isa.TensorKind(in.Sub) {
		case isa.TensorMma:
			if op.Op == nil {
				continue
			}
			if emulatedM884(op.Op, costs, pc, tc) {
				continue // no tensor pipe
			}
			n := max(int(costs[pc].Issues), 1)
			if isFp8(op.Op) {
				n = 2 // two HMMA of one unit each (mmaTiming)
			}
			lat, iv := mmaTiming(op.Op, n, tc)
			if ivl == nil {
				ivl = make([]float64, len(p.Code))
			}
			ivl[pc] = iv
			costs[pc].Class = isa.ClassTensor
			costs[pc].Lat = uint16(lat + iv*float64(n-1) + 0.5)
			if isFp8(op.Op) {
				// Two chained HMMA of one unit, the unpacks before them
				// and the add of C after.
				costs[pc].Lat = uint16(2*lat + tc.MmaFp8Latency + 0.5)
				costs[pc].Issues = uint8(min(2+tc.MmaFp8Issues, 255))
				ivl[pc] = 2 * iv / float64(costs[pc].Issues) // the pipe's share per issue slot
			}
		case isa.TensorWgmma:
			// Issued to the tensor core's queue (wgmmaIssue): the warp
			// does not wait for the pipe.
			costs[pc].Class, costs[pc].Issues, costs[pc].Lat = isa.ClassNone, 1, 0
		}
	}
	return ivl
}

// wgmmaIssue books the wgmma.mma_async warp tw issued at T on its
// sub-partition's tensor core and notes when it completes.
func (t *tmodel) wgmmaIssue(sub *tsub, tw *twarp, in *isa.Inst, T int64) {
	wg := t.prog.Tensor[in.Aux].Wg
	if wg == nil {
		return
	}
	tc := &t.spec.TensorCore
	units := float64(wg.K*wg.A.Bits()) / 256 // one m16n8k16 f16 step per 8 columns
	occ := max(tc.WgmmaPer8Cols*float64(wg.N)/8*units, tc.WgmmaMinOcc)
	start := max(float64(T), sub.unit[isa.ClassTensor])
	sub.setUnit(isa.ClassTensor, start+occ)
	done := int64(start + occ + tc.WgmmaLatencyBase + tc.WgmmaLatencyCol*float64(wg.N) + 0.5)
	tw.wgOpen = max(tw.wgOpen, done)
}

// wgmmaSync books wgmma.commit_group and wgmma.wait_group N.
func (t *tmodel) wgmmaSync(tw *twarp, in *isa.Inst) {
	switch in.Op {
	case ptx.OpWgmmaCommitGroup:
		tw.wgGroups = append(tw.wgGroups, tw.wgOpen)
		tw.wgOpen = 0
	case ptx.OpWgmmaWaitGroup:
		k := len(tw.wgGroups) - int(in.Aux)
		if k <= 0 {
			return
		}
		for _, d := range tw.wgGroups[:k] {
			if d > tw.ready {
				tw.ready, tw.rwhy = d, stallWait
			}
		}
		tw.wgGroups = append(tw.wgGroups[:0], tw.wgGroups[k:]...)
	}
}

// txPend is a bulk or tensor copy whose reads went to the memory
// hierarchy: its phases land when the reads' ticket says (landTx).
type txPend struct {
	keys sm.TxPending
	tk   int32 // the reads' ticket in the port buffer the copy was booked in
	base int64 // the landing the TMA engine alone allows
}

// txWait is an mbarrier wait whose phase had copies of unknown landing
// when it issued: its predicate waits for them (foldTx).
type txWait struct {
	tw   *twarp
	key  sm.TxKey
	slot int   // the predicate's scoreboard slot
	v    int64 // the pending value written there
	gen  uint32
}

// txUnknown is the scoreboard time of a predicate waiting for a copy's
// landing: past pendBase (the warp waits for a synchronisation), and no
// port ticket's.
const txUnknown = pendBase + pendBase/2

// bulkLanded books the bytes the bulk or tensor copy warp tw just stepped
// (at T) moved into shared memory on the SM's TMA engine. The engine
// moves tensor_core.tma_bytes_per_cycle and the copy lands
// tensor_core.tma_latency after it has moved its bytes; the lines it read
// from global memory go to the L2 as reads (one line after another at the
// engine's rate, past the L1), and when their data is back later than
// that (lines from DRAM), the copy lands tensor_core.tma_read_tail after
// it. That cycle is known after a synchronisation: until then the phases
// the copy completes are pending (landTx, foldTx).
func (t *tmodel) bulkLanded(s *tsm, tw *twarp, T int64) {
	tc := &t.spec.TensorCore
	if wr := tw.w.TakeTxWrites(); len(wr) > 0 {
		// A copy to global memory: its writes leave at the engine's rate,
		// each when the engine has moved the ones before it.
		for _, ln := range wr {
			s.port.BulkWrite(int64(max(float64(T), s.tma.FreeAt())), ln.Line, ln.Sectors)
			s.tma.Book(T, float64(bits.OnesCount8(ln.Sectors)*timing.SectorBytes))
		}
	}
	b := tw.w.TakeTx()
	lines := tw.w.TakeTxLines()
	if b == 0 {
		return
	}
	start := max(float64(T), s.tma.FreeAt())
	s.tma.Book(T, float64(b))
	base := int64(start + tc.TmaLatency + float64(b)/tc.TmaBytesPerCycle + 0.5)
	if len(lines) == 0 {
		tw.w.CompleteTx(base)
		return
	}
	tk, at := int32(timing.NoTicket), start
	for _, ln := range lines {
		tk = s.port.BulkRead(int64(at), ln.Line, ln.Sectors, tk)
		at += float64(bits.OnesCount8(ln.Sectors)*timing.SectorBytes) / tc.TmaBytesPerCycle
	}
	keys := tw.w.PendTx()
	tw.w.CompleteTx(base)
	b0 := s.port.Buffer()
	s.txPend[b0] = append(s.txPend[b0], txPend{keys: keys, tk: tk, base: base})
}

// landTx says, at a synchronisation (no SM runs), when the copies whose
// reads the last one served land: their port buffer is the current one
// again and its tickets are resolved (fold takes them next).
func (t *tmodel) landTx() {
	if !t.bulk {
		return // no copies (bulkLanded runs only for bulk instructions)
	}
	tail := int64(t.spec.TensorCore.TmaReadTail + 0.5)
	for _, s := range t.sms {
		b := s.port.Buffer()
		for i := range s.txPend[b] {
			p := &s.txPend[b][i]
			t.e.LandTx(p.keys, max(p.base, s.port.Ticket(p.tk)+tail))
		}
		clear(s.txPend[b])
		s.txPend[b] = s.txPend[b][:0]
	}
}

// foldTx lets SM s's mbarrier waits whose phases are no longer pending
// go on.
func (t *tmodel) foldTx(s *tsm) {
	if len(s.txWait) == 0 {
		return
	}
	keep := s.txWait[:0]
	for _, w := range s.txWait {
		tw := w.tw
		if w.gen != tw.gen {
			continue
		}
		at, pending := tw.w.TxLanded(w.key)
		if pending {
			keep = append(keep, w)
			continue
		}
		if w.slot < len(tw.psb) && tw.psb[w.slot] == w.v {
			tw.psb[w.slot] = max(at, 0)<<2 | w.v&3
		}
		if tw.ok && tw.nt >= pendBase {
			t.peek(tw)
		}
	}
	clear(s.txWait[len(keep):])
	s.txWait = keep
	t.refreshSM(s)
}

// mbarTiming books an mbarrier instruction warp tw issued at T (lanes
// em): a try_wait/test_wait that found its phase complete has its
// predicate ready only when the copies that completed the phase landed
// (after a synchronisation when that is not known yet); an arrive that
// releases at cluster scope holds the warp for the fences ptxas puts
// before it (tensor_core.cluster_release).
func (t *tmodel) mbarTiming(tw *twarp, in *isa.Inst, em uint32, T int64) {
	switch isa.MbarOp(in.Sub) {
	case isa.MbarTryWait, isa.MbarTestWait:
		if !t.bulk || in.D[0] < 0 {
			return
		}
		k, ok := tw.w.MbarPhase(in, em)
		if !ok {
			return
		}
		r, pending := tw.w.TxLanded(k)
		if pending {
			markDst(tw, in.D[0], true, T, stallLongScoreboard) // sizes the scoreboard
			slot := tw.w.PredBase() + int(in.D[0])
			v := int64(txUnknown)<<2 | stallLongScoreboard
			tw.psb[slot] = v
			s := tw.tb.sm
			s.txWait = append(s.txWait, txWait{tw: tw, key: k, slot: slot, v: v, gen: tw.gen})
			return
		}
		if r > T {
			markDst(tw, in.D[0], true, r, stallLongScoreboard)
		}
	case isa.MbarArrive, isa.MbarArriveDrop:
		if in.Extra&isa.XFenceGPU != 0 {
			if d := T + int64(t.spec.TensorCore.ClusterRelease+0.5); d > tw.ready {
				tw.ready, tw.rwhy = d, stallLongScoreboard
			}
		}
	}
}

// ldsmMem books the shared-memory access of ldmatrix/stmatrix (LDSM/STSM)
// warp tw issues at T: each of the 8 x .num lanes that supply a row
// address moves the 16 bytes of its row, through the bank model (a
// swizzled tile takes one wavefront per 8x8 matrix, a conflicting one
// more). It returns when the data is back (ldmatrix) or accepted.
func (t *tmodel) ldsmMem(s *tsm, tw *twarp, in *isa.Inst, em uint32, T int64) int64 {
	op := t.prog.Tensor[in.Aux]
	w := tw.w
	rows := uint32(1)<<uint(8*max(op.Num, 1)) - 1
	if op.Num >= 4 {
		rows = ^uint32(0)
	}
	m := em & rows
	if m == 0 {
		return -1
	}
	a := &s.acc
	a.Span = false // Lo, Hi not set here (memsys.Access.Span)
	a.Mask = m
	a.Size = 16
	a.CacheOp = timing.CacheDefault
	a.Space = timing.SpaceShared
	a.Op = timing.OpLoad
	if isa.TensorKind(in.Sub) == isa.TensorStmatrix {
		a.Op = timing.OpStore
	}
	w.LaneAddrs(in, m, &a.Addr)
	for mm := m; mm != 0; mm &= mm - 1 {
		if l := bits.TrailingZeros32(mm); a.Addr[l] >= isa.SharedWindow && a.Addr[l] < isa.SharedWindow+isa.SharedSize {
			a.Addr[l] -= isa.SharedWindow
		}
	}
	done, _ := s.port.Do(T, a, timing.NoTicket)
	if a.Op == timing.OpStore {
		return done
	}
	return done + int64(t.spec.TensorCore.LdsmExtra+0.5)
}

// mmaOperands returns the extra tensor-pipe occupancy of mma.sync in when
// its A or B fragment is not the one the warp's previous mma read
// (tensor_core.mma_a_change, mma_b_change), and remembers its operands.
func (t *tmodel) mmaOperands(tw *twarp, in *isa.Inst) float64 {
	op := t.prog.Tensor[in.Aux]
	var k [2]int32
	if len(op.A) > 0 {
		k[0] = op.A[0]
	}
	if len(op.B) > 0 {
		k[1] = op.B[0]
	}
	tc := &t.spec.TensorCore
	extra := 0.0
	if k[0] != tw.mmaLast[0] {
		extra += tc.MmaAChange
	}
	if k[1] != tw.mmaLast[1] {
		extra += tc.MmaBChange
	}
	tw.mmaLast = k
	return extra
}
