package isa

import "github.com/ptxsim/ptxsim/ptx"

// OpInfo is one row of the semantics table: how the engine executes an
// opcode and which unit a timing model charges. It sits beside the ptx
// spec table (syntax) as the single source of truth for behaviour.
type OpInfo struct {
	Kind Kind
	Unit Unit
}

// Semantics is keyed by ptx.Opcode. A zero row (Kind KNop, Unit UnitNone)
// with Supported false means Lower rejects the opcode.
var Semantics = [ptx.NumOpcodes]struct {
	OpInfo
	Supported bool
}{
	ptx.OpAdd: {OpInfo{KALU, UnitArith}, true}, ptx.OpAddc: {OpInfo{KALU, UnitINT}, true},
	ptx.OpSub: {OpInfo{KALU, UnitArith}, true}, ptx.OpSubc: {OpInfo{KALU, UnitINT}, true},
	ptx.OpMul: {OpInfo{KALU, UnitArith}, true}, ptx.OpMul24: {OpInfo{KALU, UnitINT}, true},
	ptx.OpMad: {OpInfo{KALU, UnitArith}, true}, ptx.OpMad24: {OpInfo{KALU, UnitINT}, true},
	ptx.OpMadc: {OpInfo{KALU, UnitINT}, true}, ptx.OpSad: {OpInfo{KALU, UnitINT}, true},
	ptx.OpDiv: {OpInfo{KALU, UnitArith}, true}, ptx.OpRem: {OpInfo{KALU, UnitINT}, true},
	ptx.OpAbs: {OpInfo{KALU, UnitArith}, true}, ptx.OpNeg: {OpInfo{KALU, UnitArith}, true},
	ptx.OpMin: {OpInfo{KALU, UnitArith}, true}, ptx.OpMax: {OpInfo{KALU, UnitArith}, true},
	ptx.OpPopc: {OpInfo{KALU, UnitINT}, true}, ptx.OpClz: {OpInfo{KALU, UnitINT}, true},
	ptx.OpBfind: {OpInfo{KALU, UnitINT}, true}, ptx.OpFns: {OpInfo{KALU, UnitINT}, true},
	ptx.OpBrev: {OpInfo{KALU, UnitINT}, true}, ptx.OpBfe: {OpInfo{KALU, UnitINT}, true},
	ptx.OpBfi: {OpInfo{KALU, UnitINT}, true}, ptx.OpSzext: {OpInfo{KALU, UnitINT}, true},
	ptx.OpBmsk: {OpInfo{KALU, UnitINT}, true}, ptx.OpDp4a: {OpInfo{KALU, UnitINT}, true},
	ptx.OpDp2a: {OpInfo{KALU, UnitINT}, true}, ptx.OpTestp: {OpInfo{KALU, UnitArith}, true},
	ptx.OpCopysign: {OpInfo{KALU, UnitArith}, true}, ptx.OpFma: {OpInfo{KALU, UnitArith}, true},
	ptx.OpRcp: {OpInfo{KALU, UnitSFU}, true}, ptx.OpSqrt: {OpInfo{KALU, UnitSFU}, true},
	ptx.OpRsqrt: {OpInfo{KALU, UnitSFU}, true}, ptx.OpSin: {OpInfo{KALU, UnitSFU}, true},
	ptx.OpCos: {OpInfo{KALU, UnitSFU}, true}, ptx.OpLg2: {OpInfo{KALU, UnitSFU}, true},
	ptx.OpEx2: {OpInfo{KALU, UnitSFU}, true}, ptx.OpTanh: {OpInfo{KALU, UnitSFU}, true},
	ptx.OpSet: {OpInfo{KALU, UnitArith}, true}, ptx.OpSetp: {OpInfo{KALU, UnitArith}, true},
	ptx.OpSelp: {OpInfo{KALU, UnitINT}, true}, ptx.OpSlct: {OpInfo{KALU, UnitINT}, true},
	ptx.OpAnd: {OpInfo{KALU, UnitINT}, true}, ptx.OpOr: {OpInfo{KALU, UnitINT}, true},
	ptx.OpXor: {OpInfo{KALU, UnitINT}, true}, ptx.OpNot: {OpInfo{KALU, UnitINT}, true},
	ptx.OpCnot: {OpInfo{KALU, UnitINT}, true}, ptx.OpLop3: {OpInfo{KALU, UnitINT}, true},
	ptx.OpShf: {OpInfo{KALU, UnitINT}, true}, ptx.OpShl: {OpInfo{KALU, UnitINT}, true},
	ptx.OpShr: {OpInfo{KALU, UnitINT}, true}, ptx.OpMov: {OpInfo{KALU, UnitINT}, true},
	ptx.OpPrmt: {OpInfo{KALU, UnitINT}, true}, ptx.OpCvt: {OpInfo{KALU, UnitArith}, true},
	ptx.OpCvta: {OpInfo{KALU, UnitINT}, true}, ptx.OpIsspacep: {OpInfo{KIsspacep, UnitINT}, true},
	ptx.OpShfl:        {OpInfo{KShfl, UnitINT}, true},
	ptx.OpLd:          {OpInfo{KLd, UnitLSU}, true},
	ptx.OpLdu:         {OpInfo{KLd, UnitLSU}, true},
	ptx.OpSt:          {OpInfo{KSt, UnitLSU}, true},
	ptx.OpPrefetch:    {OpInfo{KNop, UnitLSU}, true},
	ptx.OpPrefetchu:   {OpInfo{KNop, UnitLSU}, true},
	ptx.OpBra:         {OpInfo{KBra, UnitBranch}, true},
	ptx.OpBrxIdx:      {OpInfo{KBrx, UnitBranch}, true},
	ptx.OpCall:        {OpInfo{KCall, UnitBranch}, true},
	ptx.OpRet:         {OpInfo{KBra, UnitBranch}, true},
	ptx.OpExit:        {OpInfo{KExit, UnitBranch}, true},
	ptx.OpBar:         {OpInfo{KBar, UnitBarrier}, true},
	ptx.OpBarrier:     {OpInfo{KBar, UnitBarrier}, true},
	ptx.OpBarWarpSync: {OpInfo{KBarWarp, UnitBarrier}, true},
	ptx.OpMembar:      {OpInfo{KNop, UnitLSU}, true},
	ptx.OpFence:       {OpInfo{KNop, UnitLSU}, true},
	ptx.OpAtom:        {OpInfo{KAtom, UnitLSU}, true},
	ptx.OpRed:         {OpInfo{KAtom, UnitLSU}, true},
	ptx.OpVote:        {OpInfo{KVote, UnitINT}, true},
	ptx.OpMatch:       {OpInfo{KMatch, UnitINT}, true},
	ptx.OpActivemask:  {OpInfo{KActivemask, UnitINT}, true},
	ptx.OpRedux:       {OpInfo{KRedux, UnitINT}, true},
	ptx.OpTrap:        {OpInfo{KTrap, UnitBranch}, true},
	ptx.OpBrkpt:       {OpInfo{KTrap, UnitBranch}, true}, // no debugger: the launch fails like trap (CUDA_ERROR_LAUNCH_FAILED on the H200)
	ptx.OpPmevent:     {OpInfo{KNop, UnitINT}, true},
	ptx.OpNanosleep:   {OpInfo{KNop, UnitINT}, true},

	// Added for issue 10 (isa-core).
	ptx.OpCvtPack: {OpInfo{KALU, UnitINT}, true},
}

// unitFor resolves UnitArith by the operation type.
func unitFor(u Unit, t ptx.Type) Unit {
	if u != UnitArith {
		return u
	}
	switch {
	case t == ptx.F64:
		return UnitFP64
	case t.IsFloat():
		return UnitFP32
	}
	return UnitINT
}
