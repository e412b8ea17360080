package isa

import "github.com/ptxsim/ptxsim/ptx"

// Class is the SASS instruction class a timing model charges: the pipe an
// instruction issues to and whose latency and issue interval apply. The
// classes follow memsys/timing.UnitsSpec (IMAD and IADD3 are apart because
// they use different pipes on sm_80 and later).
type Class uint8

const (
	ClassNone    Class = iota // vanishes in SASS (register moves, parameter reads, address-space casts)
	ClassIADD3                // integer add, logic, shifts, compares, selects (ALU pipe)
	ClassIMAD                 // integer multiply(-add), wide multiplies
	ClassFFMA                 // fp32 add, mul, fma
	ClassHFMA2                // packed fp16 / bf16 arithmetic
	ClassDFMA                 // fp64 arithmetic
	ClassMUFU                 // special functions (ex2, lg2, rcp, rsqrt, sqrt, tanh), popc, clz, brev
	ClassMUFUSin              // sin / cos: FMUL.RZ + MUFU.SIN
	ClassConv                 // conversions between int and float or float widths (F2I, I2F, F2F)
	ClassSHFL                 // shfl, match, redux
	ClassS2R                  // special-register reads (S2R, CS2R)
	ClassBranch               // bra, call, ret, exit
	ClassBarrier              // bar.sync and friends
	ClassLSU                  // loads, stores, atomics, fences
	ClassTensor               // tensor-core instructions
	NumClasses
)

var classNames = [NumClasses]string{"none", "iadd3", "imad", "ffma", "hfma2", "dfma", "mufu", "mufu_sin", "conv", "shfl", "s2r", "branch", "barrier", "lsu", "tensor"}

func (c Class) String() string {
	if c < NumClasses {
		return classNames[c]
	}
	return "class?"
}

// Cost is what one lowered PTX instruction costs once ptxas has turned it
// into SASS: the class of its SASS instructions, how many of them issue
// (0: the instruction vanishes, its result is a renamed register or a
// constant-bank operand), and for sequences (division, square root, 64-bit
// multiply) the dependent latency of the whole sequence in H200 cycles
// (0: the class latency). PredD and PredS say which destination and source
// operands are predicate slots (bit i for D[i] / S[i]), so that a
// scoreboard keeps general registers and predicates apart.
type Cost struct {
	Class  Class
	Issues uint8
	Lat    uint16
	PredD  uint8
	PredS  uint8
}

// Costs returns the Cost of every instruction of p (indexed by pc). It is
// computed once per program; the timing model reads it per issue.
func Costs(p *Program) []Cost {
	cs := make([]Cost, len(p.Code))
	for pc := range p.Code {
		cs[pc] = CostOf(&p.Code[pc])
	}
	// Shared accesses ptxas merges into one vector access issue once.
	for pc, m := range MergedAccesses(p) {
		if m.Leader >= 0 && int(m.Leader) != pc {
			cs[pc].Class, cs[pc].Issues, cs[pc].Lat = ClassNone, 0, 0
		}
	}
	// Branches of if-converted regions vanish: ptxas predicates the region.
	for pc, ic := range IfConversions(p, cs) {
		if (ic.Head || ic.Covered) && p.Code[pc].Kind == KBra {
			cs[pc].Class, cs[pc].Issues, cs[pc].Lat = ClassNone, 0, 0
		}
	}
	return cs
}

// CostOf is the SASS-equivalent cost of one instruction. The sequences
// follow what ptxas 13 emits for sm_90 (testdata/conformance/sass/*.sass):
// e.g. div.rn.f32 is FCHK + MUFU.RCP + 4 FFMA (+ a slow-path call that
// normal inputs skip), div.u32 is I2F.RP + MUFU.RCP + F2I + ~8 IMAD/IADD3,
// mul.lo.u64 three IMADs, sqrt.rn.f32 MUFU.RSQ + ~5 FFMA/FSETP.
func CostOf(in *Inst) Cost {
	c := Cost{PredD: predDsts(in), PredS: predSrcs(in)}
	if in.Extra&XRename != 0 {
		return c // a register rename: no SASS
	}
	set := func(cl Class, n uint8, lat uint16) Cost {
		c.Class, c.Issues, c.Lat = cl, n, lat
		return c
	}
	t := in.Type
	wide := t.Bits() == 64
	switch in.Kind {
	case KNop:
		switch in.Op {
		case ptx.OpMembar, ptx.OpFence:
			return set(ClassLSU, 1, 0)
		case ptx.OpPrefetch, ptx.OpPrefetchu:
			return set(ClassLSU, 1, 0)
		case ptx.OpNanosleep:
			return set(ClassBranch, 1, 0)
		case ptx.OpApplypriority, ptx.OpDiscard:
			return set(ClassLSU, 1, 0) // CCTL.E.PML2, CCTL.E.RML2 (testdata/isa/sass/misc.sm_90.sass.gz)
		case ptx.OpPmevent:
			return set(ClassIADD3, 1, 0) // PMTRIG
		}
		return set(ClassNone, 0, 0)
	case KSpecial:
		switch ptx.Special(in.Sub) {
		case ptx.SpecialNtid, ptx.SpecialNctaid, ptx.SpecialNsmid, ptx.SpecialNwarpid, ptx.SpecialGridid,
			ptx.SpecialEnvreg, ptx.SpecialTotalSmemSize, ptx.SpecialAggrSmemSize, ptx.SpecialDynamicSmemSize,
			ptx.SpecialClusterNctaid, ptx.SpecialNclusterid, ptx.SpecialClusterNctarank:
			return set(ClassNone, 0, 0) // constant-bank operands
		}
		return set(ClassS2R, 1, 0)
	case KAddr:
		return set(ClassIADD3, 1, 0)
	case KCvtaConst:
		return set(ClassNone, 0, 0)
	case KLd:
		if in.Space == ptx.SpaceParam {
			return set(ClassNone, 0, 0) // c[0x0][...] operand, or an ABI register for device functions
		}
		return set(ClassLSU, 1, 0)
	case KSt:
		if in.Space == ptx.SpaceParam {
			return set(ClassNone, 0, 0)
		}
		return set(ClassLSU, 1, 0)
	case KAtom:
		return set(ClassLSU, 1, 0)
	case KBra, KBrx, KCall, KRet, KExit, KTrap:
		return set(ClassBranch, 1, 0)
	case KBar:
		return set(ClassBarrier, 1, 0)
	case KBarWarp:
		return set(ClassIADD3, 1, 0)
	case KShfl, KMatch, KRedux:
		return set(ClassSHFL, 1, 0)
	case KVote, KActivemask:
		return set(ClassIADD3, 1, 0)
	case KIsspacep:
		return set(ClassIADD3, 2, 0)
	case KTexture:
		if in.Op == ptx.OpIstypep {
			return set(ClassIADD3, 1, 0)
		}
		return set(ClassLSU, 1, 0) // TEX, TLD4, TXQ, SULD, SUST, SURED: issued to the texture pipe (its latency: sm/pipeline/texture.go)
	case KAsync:
		if AsyncOp(in.Sub) == AsyncCopy {
			// LDGSTS preceded by three never-executed `@!PT LDS RZ, [RZ]`
			// (async.sm_90.sass: pipelineSum, asyncBarrier, cgMemcpyAsync),
			// which ncu counts as shared-load instructions.
			return set(ClassLSU, 1+CpAsyncDummyLDS, 0)
		}
		return set(ClassLSU, 1, 0) // LDGDEPBAR, DEPBAR, ARRIVES.LDGSTSBAR
	case KALU:
	default:
		return set(ClassIADD3, 1, 0)
	}
	if t == ptx.Pred {
		return set(ClassIADD3, 1, 0) // PLOP3
	}
	fl := t.IsFloat()
	f64 := t == ptx.F64
	half := fl && t.Bits() <= 32 && t != ptx.F32
	fclass := ClassFFMA
	switch {
	case f64:
		fclass = ClassDFMA
	case half:
		fclass = ClassHFMA2
	}
	n64 := uint8(1)
	if wide {
		n64 = 2
	}
	switch in.Op {
	case ptx.OpMov, ptx.OpCvta:
		return set(ClassNone, 0, 0)
	case ptx.OpAdd, ptx.OpSub:
		if fl {
			return set(fclass, 1, 0)
		}
		return set(ClassIADD3, n64, 0)
	case ptx.OpAddc, ptx.OpSubc:
		return set(ClassIADD3, 1, 0)
	case ptx.OpMul, ptx.OpMad:
		if fl {
			return set(fclass, 1, 0)
		}
		if in.Flags&FWide != 0 {
			return set(ClassIMAD, 1, 0)
		}
		if wide {
			return set(ClassIMAD, 3, 17) // IMAD.WIDE.U32 + 2 IMAD (h200-micro mad.lo.u64: 17.16)
		}
		return set(ClassIMAD, 1, 0)
	case ptx.OpMul24, ptx.OpMad24, ptx.OpMadc, ptx.OpDp4a, ptx.OpDp2a:
		return set(ClassIMAD, 1, 0)
	case ptx.OpSad:
		return set(ClassIADD3, 2, 0)
	case ptx.OpDiv, ptx.OpRem:
		switch {
		case f64:
			return set(ClassDFMA, 12, 110) // MUFU.RCP64H + DFMA refinement + FCHK-style range check
		case fl && (in.Flags&FApprox != 0 || in.Flags&FFull != 0):
			return set(ClassMUFU, 2, 25) // MUFU.RCP + FMUL
		case fl:
			return set(ClassFFMA, 8, 45) // FCHK + MUFU.RCP + 4 FFMA + branch over the slow path
		case wide:
			return set(ClassIMAD, 40, 300) // a call to the 64-bit division routine
		case t.IsSigned():
			return set(ClassIMAD, 16, 70)
		}
		return set(ClassIMAD, 12, 60)
	case ptx.OpAbs, ptx.OpNeg:
		if fl {
			return set(ClassNone, 0, 0) // folded into the consumer's operand modifiers
		}
		return set(ClassIADD3, n64, 0)
	case ptx.OpMin, ptx.OpMax:
		if f64 {
			return set(ClassDFMA, 3, 0)
		}
		if half {
			return set(ClassHFMA2, 1, 0)
		}
		return set(ClassIADD3, n64, 0)
	case ptx.OpSetp, ptx.OpSet:
		if f64 {
			return set(ClassDFMA, 1, 0)
		}
		if half {
			return set(ClassHFMA2, 1, 0)
		}
		return set(ClassIADD3, n64, 0)
	case ptx.OpAnd, ptx.OpOr, ptx.OpXor, ptx.OpNot, ptx.OpCnot, ptx.OpLop3:
		// LOP3: 4 cycles to a dependent instruction, where an add is 5
		// (lat_alu's xor/add chain, LOP3 and IADD3/VIADD alternating: 9.06
		// cycles per pair; its IMAD/add chain: 4 + 5).
		return set(ClassIADD3, n64, 4)
	case ptx.OpSelp, ptx.OpShl, ptx.OpShr:
		return set(ClassIADD3, n64, 0)
	case ptx.OpSlct, ptx.OpBfe, ptx.OpBfi, ptx.OpCopysign:
		return set(ClassIADD3, 2, 0)
	case ptx.OpShf, ptx.OpPrmt, ptx.OpSzext, ptx.OpBmsk, ptx.OpTestp:
		return set(ClassIADD3, 1, 0)
	case ptx.OpPopc, ptx.OpClz, ptx.OpBrev, ptx.OpBfind:
		return set(ClassMUFU, n64, 0)
	case ptx.OpFns:
		return set(ClassIADD3, 10, 60)
	case ptx.OpFma:
		return set(fclass, 1, 0)
	case ptx.OpRcp:
		switch {
		case in.Flags&FApprox != 0:
			return set(ClassMUFU, 1, 0)
		case f64:
			return set(ClassDFMA, 8, 70)
		}
		return set(ClassFFMA, 6, 40)
	case ptx.OpSqrt:
		switch {
		case in.Flags&FApprox != 0:
			return set(ClassMUFU, 1, 0)
		case f64:
			return set(ClassDFMA, 12, 110)
		}
		return set(ClassFFMA, 8, 45)
	case ptx.OpRsqrt:
		if in.Flags&FFtz != 0 {
			return set(ClassMUFU, 1, 0)
		}
		return set(ClassMUFU, 4, 40) // lat_alu rsqrt.approx+add: 45.3 (denormal scaling around MUFU.RSQ)
	case ptx.OpSin, ptx.OpCos:
		return set(ClassMUFUSin, 2, 0)
	case ptx.OpEx2, ptx.OpLg2:
		if in.Flags&FFtz != 0 || half {
			return set(ClassMUFU, 1, 0)
		}
		return set(ClassMUFU, 3, 0) // denormal scaling (FSETP + FMUL) around the MUFU
	case ptx.OpTanh:
		return set(ClassMUFU, 1, 0)
	// Video instructions have no SASS of their own on sm_90: ptxas expands
	// them into PRMT/IADD3/IMNMX/LOP3 sequences. Issue counts are the
	// averages per form in ptxas 13's SASS of the isa suite's video cases
	// (testdata/isa/sass/video.sm_90.sass.gz, the store and address add of
	// each form taken off).
	case ptx.OpVadd, ptx.OpVsub, ptx.OpVabsdiff, ptx.OpVmin, ptx.OpVmax:
		return set(ClassIADD3, 4, 0)
	case ptx.OpVshl, ptx.OpVshr:
		return set(ClassIADD3, 3, 0)
	case ptx.OpVmad:
		return set(ClassIMAD, 2, 0)
	case ptx.OpVset:
		return set(ClassIADD3, 6, 0)
	case ptx.OpVadd2, ptx.OpVsub2, ptx.OpVavrg2, ptx.OpVabsdiff2, ptx.OpVmin2, ptx.OpVmax2, ptx.OpVset2:
		return set(ClassIADD3, 6, 0)
	case ptx.OpVadd4, ptx.OpVsub4, ptx.OpVavrg4, ptx.OpVabsdiff4, ptx.OpVmin4, ptx.OpVmax4, ptx.OpVset4:
		return set(ClassIADD3, 9, 0)
	case ptx.OpCvt:
		st := in.SType
		switch {
		case !fl && !st.IsFloat():
			// Integer to integer: widening unsigned and narrowing are free
			// (a register pair's low half); sign extension to 64 bits is
			// one SHF, saturation one IMNMX.
			if in.Flags&FSat != 0 || t.Bits() < 32 && t.Bits() < st.Bits() {
				return set(ClassIADD3, 1, 0)
			}
			if wide && st.Bits() < 64 && st.IsSigned() {
				return set(ClassIADD3, 1, 0)
			}
			return set(ClassNone, 0, 0)
		case fl && st.IsFloat() && (t == ptx.F64) == (st == ptx.F64):
			if t == st && in.Flags&FRound == 0 {
				return set(ClassNone, 0, 0)
			}
			if t == st { // cvt.rni.f32.f32 and the like: FRND
				return set(ClassConv, 1, 0)
			}
			return set(ClassIADD3, 1, 0) // F2FP packs / unpacks on the ALU
		}
		return set(ClassConv, 1, 0)
	}
	return set(ClassIADD3, 1, 0)
}

// CpAsyncDummyLDS is the number of predicated-off LDS instructions ptxas
// puts before every LDGSTS (cp.async) on sm_80 and later; they issue and
// count as smsp__inst_executed_op_shared_ld but move no data.
const CpAsyncDummyLDS = 3

// predDsts says which destination operands are predicate slots.
func predDsts(in *Inst) uint8 {
	switch in.Kind {
	case KALU:
		if in.Type == ptx.Pred {
			return 1
		}
		switch in.Op {
		case ptx.OpSetp:
			return 3
		case ptx.OpTestp:
			return 1
		case ptx.OpLop3:
			if in.Flags&FPredOut != 0 { // lop3.BoolOp d|p (lowerLop3Pred)
				return 2
			}
		}
		if usesCarry(in.Op, in) {
			return 2 // D[1]: CC.CF's hidden predicate slot (carry.go)
		}
	case KIsspacep:
		return 1
	case KShfl, KMatch:
		if in.Flags&FPredOut != 0 {
			return 2
		}
	case KVote:
		if in.Sub != VoteBallot {
			return 1
		}
	case KBar:
		if in.Flags&(FRedAnd|FRedOr) != 0 {
			return 1
		}
	}
	return 0
}

// predSrcs says which source operands are predicate slots.
func predSrcs(in *Inst) uint8 {
	switch in.Kind {
	case KALU:
		if in.Type == ptx.Pred {
			if in.SType != ptx.TypeNone && in.SType != ptx.Pred {
				return 0 // regToPred: a predicate made from a general register
			}
			return 3
		}
		switch in.Op {
		case ptx.OpSetp, ptx.OpSet:
			if in.Bool != BoolNone {
				return 4
			}
		case ptx.OpSelp:
			return 4
		case ptx.OpLop3:
			if in.Flags&FPredOut != 0 { // lop3.BoolOp d|p, a, b, c, lut, q: q
				return 8
			}
		}
	case KVote:
		return 1
	case KBar:
		if in.Flags&(FRedPopc|FRedAnd|FRedOr) != 0 {
			return 4
		}
	}
	return 0
}

// SharedCASLoop is the number of SASS instructions one iteration of the
// compare-and-swap retry loop takes when ptxas has no native shared-memory
// atomic for in (an atom.shared or red.shared), and 0 when it has one.
// sm_90's ATOMS does 32-bit integer add/min/max/inc/dec/and/or/xor/exch/cas
// and 64-bit cas/exch natively; ptxas compiles the rest to
//
//	loop: LDS old; MOV addr; op new = old (+) v; ATOMS.CAST.SPIN ok, [addr], old, new; ISETP ok; @!P BRA loop
//
// (testdata/conformance/sass/sync.sm_90.sass, sharedAtomics: atom.shared.add.f32
// is LDS, IMAD.U32, FADD, ATOMS.CAST.SPIN, ISETP, BRA; atom.shared.add.u64 is
// LDS.64, MOV, IADD3, IMAD.X, ATOMS.CAST.SPIN.64, two ISETP, BRA). A
// 64-bit operand doubles the arithmetic and the compare of the result.
// Float min/max and 64-bit min/max/and/or/xor are assumed to loop the
// same way (no corpus evidence either way).
func SharedCASLoop(in *Inst) uint8 {
	if in.Kind != KAtom || in.Space != ptx.SpaceShared && in.Space != ptx.SpaceSharedCluster {
		return 0
	}
	op := AtomOp(in.Sub)
	if op == AtomCas || op == AtomExch {
		return 0
	}
	t := in.Type
	switch {
	case t.IsFloat():
		if t.Bits() == 64 {
			return 7 // DADD, and the two-word compare
		}
		return 6
	case t.Bits() == 64:
		return 8
	}
	return 0
}
