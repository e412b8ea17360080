package isa

import "github.com/ptxsim/ptxsim/ptx"

// Lowering of the asynchronous copy (cp.async) and mbarrier families.
//
// cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size | , ignore-src}:
//
//	Space = SpaceShared, Base/Sym/Off = the destination, Size = cp-size,
//	S[0] = source address register (a slot holding the full address),
//	S[1] = slot of src-size (NoSlot: src-size = cp-size),
//	S[2] = ignore-src predicate slot (NoSlot if absent), FNegC if negated.
//
// cp.async.commit_group; cp.async.wait_group N (Aux = N); cp.async.wait_all;
// cp.async.mbarrier.arrive{.noinc}.b64 [mbar] (address in Base/Sym/Off,
// Aux = 1 for .noinc).
//
// mbarrier.op [addr], ...: the object's address in Base/Sym/Off, Space its
// state space. Operands by op (D[0] a destination, S[i] sources):
//
//	init [a], count             S[0] = count
//	inval [a]
//	arrive{.expect_tx} st, [a]{, n}   D[0] = state (sink: _), S[0] = count or tx (NoSlot: 1)
//	arrive_drop ...             as arrive
//	expect_tx / complete_tx [a], tx   S[0] = tx count
//	test_wait/try_wait{.parity} p, [a], st   D[0] = predicate slot, S[0] = state or parity
//	pending_count r, st         D[0] = count, S[0] = state
//
// Aux bit 0: .noinc; bit 1: .parity; bit 2: .expect_tx on an arrive.

// AsyncOp is the Sub of a KAsync instruction.
type AsyncOp uint8

const (
	AsyncCopy AsyncOp = iota
	AsyncCommit
	AsyncWaitGroup
	AsyncWaitAll
	AsyncMbarArrive
)

// MbarOp is the Sub of a KMbar instruction.
type MbarOp uint8

const (
	MbarInit MbarOp = iota
	MbarInval
	MbarArrive
	MbarArriveDrop
	MbarExpectTx
	MbarCompleteTx
	MbarTestWait
	MbarTryWait
	MbarPendingCount
)

// Aux bits of KAsync/KMbar instructions.
const (
	AuxNoinc      = 1 << 0
	AuxParity     = 1 << 1
	AuxExpectTx   = 1 << 2
	AuxNoComplete = 1 << 3 // mbarrier.arrive{_drop}.noComplete: must not complete the phase
)

func init() {
	for _, r := range []struct {
		op ptx.Opcode
		k  Kind
		u  Unit
	}{
		{ptx.OpCpAsync, KAsync, UnitLSU}, {ptx.OpCpAsyncCommitGroup, KAsync, UnitLSU},
		{ptx.OpCpAsyncWaitGroup, KAsync, UnitLSU}, {ptx.OpCpAsyncWaitAll, KAsync, UnitLSU},
		{ptx.OpCpAsyncMbarrierArrive, KAsync, UnitLSU},
		{ptx.OpMbarrierInit, KMbar, UnitLSU}, {ptx.OpMbarrierInval, KMbar, UnitLSU},
		{ptx.OpMbarrierArrive, KMbar, UnitLSU}, {ptx.OpMbarrierArriveDrop, KMbar, UnitLSU},
		{ptx.OpMbarrierExpectTx, KMbar, UnitLSU}, {ptx.OpMbarrierCompleteTx, KMbar, UnitLSU},
		{ptx.OpMbarrierTestWait, KMbar, UnitLSU}, {ptx.OpMbarrierTryWait, KMbar, UnitLSU},
		{ptx.OpMbarrierPendingCount, KMbar, UnitINT},
	} {
		Semantics[r.op].OpInfo = OpInfo{Kind: r.k, Unit: r.u}
		Semantics[r.op].Supported = true
	}
}

// addrSlot lowers an address operand to one register slot holding the
// whole address (the base register plus displacement, or a symbol's
// address), emitting the instructions that compute it.
func (w *flower) addrSlot(op *ptx.Operand, pos ptx.Pos) int32 {
	tmp := w.newInst(ptx.OpMov, KAddr, pos)
	w.addr(&tmp, op, pos)
	if tmp.Base != NoSlot && tmp.Sym < 0 && tmp.Off == 0 && tmp.Flags&(FFrame|FKParam) == 0 {
		return tmp.Base
	}
	d := w.newReg()
	if tmp.Base == NoSlot {
		tmp.D[0] = d
		w.emit(tmp, pos)
		return d
	}
	// base + (symbol + displacement)
	c := w.newReg()
	tmp.D[0] = c
	base := tmp.Base
	tmp.Base = NoSlot
	w.emit(tmp, pos)
	add := w.newInst(ptx.OpAdd, KALU, pos)
	add.Type = ptx.U64
	add.Unit = UnitINT
	add.D[0], add.S[0], add.S[1] = d, base, c
	add.Fn = addU64
	w.emit(add, pos)
	return d
}

func (w *flower) lowerAsync(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	need := func(n int) bool {
		if len(args) < n {
			w.errorf(pos, "%s needs %d operands, has %d", src.Op, n, len(args))
			return false
		}
		return true
	}
	switch src.Op {
	case ptx.OpCpAsync:
		in.Sub = uint8(AsyncCopy)
		if !need(3) {
			return
		}
		in.Space = ptx.SpaceShared
		w.addr(in, &args[0], pos)
		in.S[0] = w.addrSlot(&args[1], pos)
		if args[2].Kind != ptx.OperandImm || (args[2].Imm != 4 && args[2].Imm != 8 && args[2].Imm != 16) {
			w.errorf(args[2].Pos, "cp.async copy size must be 4, 8 or 16")
			return
		}
		in.Size = uint8(args[2].Imm)
		if hasMod(src, "cg") && in.Size != 16 {
			w.errorf(pos, "cp.async.cg copies 16 bytes, not %d", in.Size)
			return
		}
		if len(args) > 3 {
			a := &args[3]
			if a.Kind == ptx.OperandReg && w.isPred[a.Reg] {
				in.S[2] = w.src(a, ptx.Pred, pos)
				if a.Neg {
					in.Flags |= FNegC
				}
			} else {
				in.S[1] = w.src(a, ptx.U32, pos)
			}
		}
	case ptx.OpCpAsyncCommitGroup:
		in.Sub = uint8(AsyncCommit)
	case ptx.OpCpAsyncWaitGroup:
		in.Sub = uint8(AsyncWaitGroup)
		if !need(1) {
			return
		}
		if args[0].Kind != ptx.OperandImm {
			w.errorf(args[0].Pos, "cp.async.wait_group needs an integer constant")
			return
		}
		in.Aux = int32(args[0].Imm)
	case ptx.OpCpAsyncWaitAll:
		in.Sub = uint8(AsyncWaitAll)
	case ptx.OpCpAsyncMbarrierArrive:
		in.Sub = uint8(AsyncMbarArrive)
		if !need(1) {
			return
		}
		w.addr(in, &args[0], pos)
		if hasMod(src, "noinc") {
			in.Aux |= AuxNoinc
		}
	}
	w.emit(*in, pos)
}

func (w *flower) lowerMbar(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	need := func(n int) bool {
		if len(args) < n {
			w.errorf(pos, "%s needs %d operands, has %d", src.Op, n, len(args))
			return false
		}
		return true
	}
	if hasMod(src, "parity") {
		in.Aux |= AuxParity
	}
	if hasMod(src, "expect_tx") {
		in.Aux |= AuxExpectTx
	}
	if hasMod(src, "noinc") {
		in.Aux |= AuxNoinc
	}
	if hasMod(src, "noComplete") {
		in.Aux |= AuxNoComplete
	}
	switch src.Op {
	case ptx.OpMbarrierInit:
		in.Sub = uint8(MbarInit)
		if !need(2) {
			return
		}
		w.addr(in, &args[0], pos)
		in.S[0] = w.src(&args[1], ptx.U32, pos)
	case ptx.OpMbarrierInval:
		in.Sub = uint8(MbarInval)
		if !need(1) {
			return
		}
		w.addr(in, &args[0], pos)
	case ptx.OpMbarrierArrive, ptx.OpMbarrierArriveDrop:
		in.Sub = uint8(MbarArrive)
		if src.Op == ptx.OpMbarrierArriveDrop {
			in.Sub = uint8(MbarArriveDrop)
		}
		if !need(1) {
			return
		}
		// arrive{.noComplete} [a]{, count} (no state: shared::cluster) or
		// arrive st, [a]{, count}
		i := 0
		if args[0].Kind != ptx.OperandAddr {
			in.D[0] = w.dst(&args[0], pos)
			i = 1
		}
		if !need(i + 1) {
			return
		}
		w.addr(in, &args[i], pos)
		if len(args) > i+1 {
			in.S[0] = w.src(&args[i+1], ptx.U32, pos)
		} else if in.Aux&AuxExpectTx != 0 {
			w.errorf(pos, "mbarrier.arrive.expect_tx needs a transaction count")
			return
		}
	case ptx.OpMbarrierExpectTx, ptx.OpMbarrierCompleteTx:
		in.Sub = uint8(MbarExpectTx)
		if src.Op == ptx.OpMbarrierCompleteTx {
			in.Sub = uint8(MbarCompleteTx)
		}
		if !need(2) {
			return
		}
		w.addr(in, &args[0], pos)
		in.S[0] = w.src(&args[1], ptx.U32, pos)
	case ptx.OpMbarrierTestWait, ptx.OpMbarrierTryWait:
		in.Sub = uint8(MbarTestWait)
		if src.Op == ptx.OpMbarrierTryWait {
			in.Sub = uint8(MbarTryWait)
		}
		if !need(3) {
			return
		}
		in.D[0] = w.pdst(&args[0], pos)
		w.addr(in, &args[1], pos)
		t := ptx.U64
		if in.Aux&AuxParity != 0 {
			t = ptx.U32
		}
		in.S[0] = w.src(&args[2], t, pos)
		// A fourth operand (suspend-time hint) does not change the result.
	case ptx.OpMbarrierPendingCount:
		in.Sub = uint8(MbarPendingCount)
		if !need(2) {
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], ptx.U64, pos)
	}
	w.emit(*in, pos)
}
