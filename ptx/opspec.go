package ptx

// The per-opcode spec table: the single source of truth for which
// modifiers, types, operand counts, PTX versions and targets each
// instruction accepts. The checker (check.go) enforces it; package isa may
// reuse the operand counts and type sets.
//
// Facts come from the PTX ISA reference (9.0). Minimum targets are the
// lowest sm_XY on which the ISA documents the form; 0 means "every target
// ptxsim accepts" (the ISA's sm_20/sm_30 era).

// TypeSet is a set of Types (bit t set for Type t).
type TypeSet uint64

// Has reports whether t is in the set.
func (s TypeSet) Has(t Type) bool { return s&(1<<t) != 0 }

func typeSet(ts ...Type) TypeSet {
	var s TypeSet
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Common type sets.
var (
	tsB      = typeSet(B16, B32, B64)
	tsU      = typeSet(U16, U32, U64)
	tsS      = typeSet(S16, S32, S64)
	tsInt    = tsB | tsU | tsS
	tsInt8   = tsInt | typeSet(B8, U8, S8)
	tsF      = typeSet(F32, F64)
	tsHalf   = typeSet(F16, F16x2, BF16, BF16x2)
	tsFloat  = tsF | tsHalf
	tsFP6FP4 = typeSet(E2M3x2, E3M2x2, E2M1x2, UE8M0x2)
	tsAll    = tsInt8 | tsFloat | typeSet(B128, Pred, TF32, E4M3, E5M2, E4M3x2, E5M2x2, U4, S4, B1) | tsFP6FP4
	tsMem    = tsInt8 | tsFloat | typeSet(B128)
	ts32     = typeSet(B32, U32, S32)
	ts3264   = typeSet(B32, U32, S32, B64, U64, S64)
	tsBPred  = typeSet(B16, B32, B64, Pred)
	tsSetCmp = tsInt | tsFloat | typeSet(B8, U8, S8)
)

// Req is a minimum target and PTX version.
type Req struct {
	SM  int     // lowest sm_XY; 0 for any
	PTX Version // lowest .version; zero for any
}

// ComboReq is the minimum for an instruction carrying all of Mods (types
// included), where no single one of them needs it: cvt.rn.satfinite.tf32
// is sm_100's while .rn.tf32 and .rna.satfinite.tf32 are older.
type ComboReq struct {
	Mods []string
	Req  Req
}

// RndRule says which floating-point forms of an opcode must name a rounding
// modifier (ptxas refuses them otherwise on sm_20 and later).
type RndRule uint8

const (
	RndAny         RndRule = iota // no rule
	RndRequired                   // mad, fma on floats: .rn .rz .rm or .rp
	RndOrApproxF32                // div, sqrt, rcp: a rounding modifier, or .approx/.full on .f32 (rcp also .approx.ftz.f64)
)

// ModGroup is a set of mutually exclusive modifiers: an instruction may
// carry at most one word of each group.
type ModGroup []string

// OpSpec describes what one opcode accepts.
type OpSpec struct {
	Op          Opcode
	MinOperands int // top-level operands ({a,b} and (a,b) count as one)
	MaxOperands int // -1: any number (call)
	Types       TypeSet
	MinTypes    int // how many type modifiers are required
	MaxTypes    int // how many may appear (cvt: 2)
	Groups      []ModGroup
	Req         Req            // minimum for the opcode itself
	ModReq      map[string]Req // minimum for particular modifiers (types included)
	ComboReq    []ComboReq     // minimum for combinations of modifiers
	FloatRnd    RndRule        // floating-point forms that need a rounding modifier (sm_20 and later)
	Loose       bool           // modifier words are not checked (large families such as wgmma and tex whose forms are validated by package isa)
}

// Shared modifier groups.
var (
	gRnd       = ModGroup{"rn", "rz", "rm", "rp"}
	gRndInt    = ModGroup{"rni", "rzi", "rmi", "rpi"}
	gFtz       = ModGroup{"ftz"}
	gSat       = ModGroup{"sat", "satfinite"}
	gSatfinite = ModGroup{"satfinite"} // cvt: .relu and .satfinite together (cvt.rn.relu.satfinite.f16x2.f32)
	gCC        = ModGroup{"cc"}
	gApprox    = ModGroup{"approx", "full"}
	gHiLo      = ModGroup{"hi", "lo", "wide"}
	gRelu      = ModGroup{"relu"}
	gNaN       = ModGroup{"NaN"}
	gXorsign   = ModGroup{"xorsign"}
	gAbs       = ModGroup{"abs"}
	gSpaceLd   = ModGroup{"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param", "param::entry", "param::func"}
	gSpaceSt   = ModGroup{"global", "shared", "shared::cta", "shared::cluster", "local", "param", "param::func"}
	gSpaceAt   = ModGroup{"global", "shared", "shared::cta", "shared::cluster"}
	gSpaceCvt  = ModGroup{"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param", "param::entry"}
	gTo        = ModGroup{"to"}
	gSem       = ModGroup{"weak", "volatile", "relaxed", "acquire", "release", "acq_rel", "sc"}
	gMmio      = ModGroup{"mmio"} // ld/st.mmio.relaxed.sys: with .relaxed, not instead of it
	gScope     = ModGroup{"cta", "cluster", "gpu", "sys"}
	gCacheLd   = ModGroup{"ca", "cg", "cs", "lu", "cv"}
	gCacheSt   = ModGroup{"wb", "cg", "cs", "wt"}
	gNC        = ModGroup{"nc"}
	gVec       = ModGroup{"v2", "v4", "v8"}
	gEvict     = ModGroup{"L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last", "L1::no_allocate"}
	gEvictL2   = ModGroup{"L2::evict_normal", "L2::evict_first", "L2::evict_last"}
	gPrefSize  = ModGroup{"L2::64B", "L2::128B", "L2::256B"}
	gHint      = ModGroup{"L2::cache_hint"}
	gUnified   = ModGroup{"unified"}
	gCmp       = ModGroup{"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}
	gBool      = ModGroup{"and", "or", "xor"}
	gAtomOp    = ModGroup{"and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max"}
	gSync      = ModGroup{"sync"}
	gAligned   = ModGroup{"aligned"}
	gUni       = ModGroup{"uni"}
	gShfl      = ModGroup{"up", "down", "bfly", "idx"}
	gVote      = ModGroup{"all", "any", "uni", "ballot"}
	gMatch     = ModGroup{"any", "all"}
	gRedux     = ModGroup{"add", "min", "max", "and", "or", "xor"}
	gBarOp     = ModGroup{"sync", "arrive", "red"}
	gBarRed    = ModGroup{"popc", "and", "or"}
	gMembar    = ModGroup{"cta", "gl", "sys"}
	gShfDir    = ModGroup{"l", "r"}
	gShfMode   = ModGroup{"clamp", "wrap"}
	gPrmt      = ModGroup{"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"}
	gBfind     = ModGroup{"shiftamt"}
	gTestp     = ModGroup{"finite", "infinite", "number", "notanumber", "normal", "subnormal"}
	gCvtaSize  = ModGroup{}
	gLevel     = ModGroup{"L1", "L2"}
	gParity    = ModGroup{"parity"}
	gExpectTx  = ModGroup{"expect_tx"}
	gNoinc     = ModGroup{"noinc"}
	gNoComp    = ModGroup{"noComplete"}
	gMbarSp    = ModGroup{"shared", "shared::cta", "shared::cluster"}
	gCpSize    = ModGroup{"ca", "cg"}
	gCpDir     = ModGroup{"shared", "shared::cta", "shared::cluster", "global"}
	gCpDir2    = ModGroup{"global", "shared", "shared::cta", "shared::cluster"}
	gMbarCT    = ModGroup{"mbarrier::complete_tx::bytes"}
	gWmmaFrag  = ModGroup{"a", "b", "c", "d"}
	gLayoutA   = ModGroup{"row", "col"}
	gLayoutB   = ModGroup{"row", "col"}
	gShape     = ModGroup{"m16n16k16", "m32n8k16", "m8n32k16", "m16n16k8", "m8n8k4", "m8n8k32", "m8n8k128", "m16n8k8", "m16n8k16", "m16n8k32", "m16n8k64", "m16n8k128", "m16n8k256", "m16n8k4", "m8n8k16"}
	gMmaExtra  = ModGroup{"satfinite", "xor.popc", "and.popc"}
	gLdmatrix  = ModGroup{"m8n8", "m16n16", "m8n16"}
	gLdmNum    = ModGroup{"x1", "x2", "x4"}
	gTrans     = ModGroup{"trans"}
	gClusterA  = ModGroup{"arrive", "wait"}
	gRelaxed   = ModGroup{"relaxed", "release", "acquire"}
	gFenceOp   = ModGroup{"sc", "acq_rel", "proxy", "mbarrier_init", "op_restrict"}
	gProxy     = ModGroup{"alias", "async", "async::generic", "tensormap::generic"}
	gProxySp   = ModGroup{"global", "shared", "shared::cta", "shared::cluster"}
	gGridDep   = ModGroup{"launch_dependents", "wait"}
	gVer       = func(maj, min int) Version { return Version{maj, min} }
)

func n(min, max int) (int, int) { return min, max }

var opSpecs [NumOpcodes]OpSpec

// rows lists every opcode. Keep one row per opcode; a missing row is a test
// failure (TestSpecTableComplete).
var specRows = []OpSpec{
	// Integer and floating-point arithmetic.
	{Op: OpAdd, MinOperands: 3, MaxOperands: 3, Types: tsInt | tsFloat | typeSet(U8, S8), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gRnd, gFtz, gSat, gCC},
		ModReq: map[string]Req{"bf16": {90, gVer(7, 8)}, "bf16x2": {90, gVer(7, 8)}, "f16": {53, gVer(4, 2)}, "f16x2": {53, gVer(4, 2)}}},
	{Op: OpAddc, MinOperands: 3, MaxOperands: 3, Types: ts3264, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gCC}},
	{Op: OpSub, MinOperands: 3, MaxOperands: 3, Types: tsInt | tsFloat, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gRnd, gFtz, gSat, gCC},
		ModReq: map[string]Req{"bf16": {90, gVer(7, 8)}, "bf16x2": {90, gVer(7, 8)}, "f16": {53, gVer(4, 2)}, "f16x2": {53, gVer(4, 2)}}},
	{Op: OpSubc, MinOperands: 3, MaxOperands: 3, Types: ts3264, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gCC}},
	{Op: OpMul, MinOperands: 3, MaxOperands: 3, Types: tsInt | tsFloat, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gHiLo, gRnd, gFtz, gSat},
		ModReq: map[string]Req{"bf16": {90, gVer(7, 8)}, "bf16x2": {90, gVer(7, 8)}, "f16": {53, gVer(4, 2)}, "f16x2": {53, gVer(4, 2)}}},
	{Op: OpMul24, MinOperands: 3, MaxOperands: 3, Types: typeSet(U32, S32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"hi", "lo"}}},
	{Op: OpMad, MinOperands: 4, MaxOperands: 4, Types: tsInt | tsF, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gHiLo, gRnd, gFtz, gSat, gCC}, FloatRnd: RndRequired},
	{Op: OpMad24, MinOperands: 4, MaxOperands: 4, Types: typeSet(U32, S32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"hi", "lo"}, gSat}},
	{Op: OpMadc, MinOperands: 4, MaxOperands: 4, Types: ts3264, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"hi", "lo"}, gCC}},
	{Op: OpSad, MinOperands: 4, MaxOperands: 4, Types: tsInt, MinTypes: 1, MaxTypes: 1},
	{Op: OpDiv, MinOperands: 3, MaxOperands: 3, Types: tsInt | tsF, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gRnd, gFtz}, FloatRnd: RndOrApproxF32},
	{Op: OpRem, MinOperands: 3, MaxOperands: 3, Types: tsInt, MinTypes: 1, MaxTypes: 1},
	{Op: OpAbs, MinOperands: 2, MaxOperands: 2, Types: tsS | tsFloat, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gFtz},
		ModReq: map[string]Req{"bf16": {80, gVer(7, 0)}, "bf16x2": {80, gVer(7, 0)}}},
	{Op: OpNeg, MinOperands: 2, MaxOperands: 2, Types: tsS | tsFloat, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gFtz},
		ModReq: map[string]Req{"bf16": {80, gVer(7, 0)}, "bf16x2": {80, gVer(7, 0)}}},
	{Op: OpMin, MinOperands: 3, MaxOperands: 4, Types: tsInt | tsFloat | typeSet(U16x2, S16x2), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gFtz, gNaN, gXorsign, gAbs, gRelu},
		ModReq: map[string]Req{"NaN": {80, gVer(7, 0)}, "bf16": {80, gVer(7, 0)}, "bf16x2": {80, gVer(7, 0)}, "relu": {80, gVer(7, 0)}, "xorsign": {86, gVer(7, 2)}, "u16x2": {90, gVer(8, 0)}, "s16x2": {90, gVer(8, 0)}}},
	{Op: OpMax, MinOperands: 3, MaxOperands: 4, Types: tsInt | tsFloat | typeSet(U16x2, S16x2), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gFtz, gNaN, gXorsign, gAbs, gRelu},
		ModReq: map[string]Req{"NaN": {80, gVer(7, 0)}, "bf16": {80, gVer(7, 0)}, "bf16x2": {80, gVer(7, 0)}, "relu": {80, gVer(7, 0)}, "xorsign": {86, gVer(7, 2)}, "u16x2": {90, gVer(8, 0)}, "s16x2": {90, gVer(8, 0)}}},
	{Op: OpPopc, MinOperands: 2, MaxOperands: 2, Types: typeSet(B32, B64), MinTypes: 1, MaxTypes: 1},
	{Op: OpClz, MinOperands: 2, MaxOperands: 2, Types: typeSet(B32, B64), MinTypes: 1, MaxTypes: 1},
	{Op: OpBfind, MinOperands: 2, MaxOperands: 2, Types: typeSet(U32, U64, S32, S64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gBfind}},
	{Op: OpFns, MinOperands: 4, MaxOperands: 4, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Req: Req{30, gVer(6, 0)}},
	{Op: OpBrev, MinOperands: 2, MaxOperands: 2, Types: typeSet(B32, B64), MinTypes: 1, MaxTypes: 1},
	{Op: OpBfe, MinOperands: 4, MaxOperands: 4, Types: ts3264, MinTypes: 1, MaxTypes: 1},
	{Op: OpBfi, MinOperands: 5, MaxOperands: 5, Types: typeSet(B32, B64), MinTypes: 1, MaxTypes: 1},
	{Op: OpSzext, MinOperands: 3, MaxOperands: 3, Types: typeSet(U32, S32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gShfMode}, Req: Req{70, gVer(7, 6)}},
	{Op: OpBmsk, MinOperands: 3, MaxOperands: 3, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gShfMode}, Req: Req{70, gVer(7, 6)}},
	{Op: OpDp4a, MinOperands: 4, MaxOperands: 4, Types: typeSet(U32, S32), MinTypes: 2, MaxTypes: 2, Req: Req{61, gVer(5, 0)}},
	{Op: OpDp2a, MinOperands: 4, MaxOperands: 4, Types: typeSet(U32, S32), MinTypes: 2, MaxTypes: 2, Groups: []ModGroup{{"lo", "hi"}}, Req: Req{61, gVer(5, 0)}},
	{Op: OpTestp, MinOperands: 2, MaxOperands: 2, Types: tsF, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gTestp}},
	{Op: OpCopysign, MinOperands: 3, MaxOperands: 3, Types: tsF, MinTypes: 1, MaxTypes: 1},
	{Op: OpFma, MinOperands: 4, MaxOperands: 4, Types: tsFloat, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gRnd, gFtz, gSat, gRelu, {"oob"}},
		ModReq: map[string]Req{"bf16": {80, gVer(7, 0)}, "bf16x2": {80, gVer(7, 0)}, "relu": {80, gVer(7, 0)}, "f16": {53, gVer(4, 2)}, "f16x2": {53, gVer(4, 2)}}, FloatRnd: RndRequired},
	{Op: OpRcp, MinOperands: 2, MaxOperands: 2, Types: tsF, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gRnd, gFtz}, FloatRnd: RndOrApproxF32},
	{Op: OpSqrt, MinOperands: 2, MaxOperands: 2, Types: tsF, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gRnd, gFtz}, FloatRnd: RndOrApproxF32},
	{Op: OpRsqrt, MinOperands: 2, MaxOperands: 2, Types: tsF, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gFtz}},
	{Op: OpSin, MinOperands: 2, MaxOperands: 2, Types: typeSet(F32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gFtz}},
	{Op: OpCos, MinOperands: 2, MaxOperands: 2, Types: typeSet(F32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gFtz}},
	{Op: OpLg2, MinOperands: 2, MaxOperands: 2, Types: typeSet(F32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gFtz}},
	{Op: OpEx2, MinOperands: 2, MaxOperands: 2, Types: typeSet(F32, F16, F16x2, BF16, BF16x2), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox, gFtz},
		ModReq: map[string]Req{"f16": {75, gVer(7, 0)}, "f16x2": {75, gVer(7, 0)}, "bf16": {90, gVer(7, 8)}, "bf16x2": {90, gVer(7, 8)}}},
	{Op: OpTanh, MinOperands: 2, MaxOperands: 2, Types: typeSet(F32, F16, F16x2, BF16, BF16x2), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gApprox}, Req: Req{75, gVer(7, 0)}},

	// Comparison and selection.
	{Op: OpSet, MinOperands: 3, MaxOperands: 4, Types: tsSetCmp | typeSet(F32), MinTypes: 2, MaxTypes: 2, Groups: []ModGroup{gCmp, gBool, gFtz}},
	{Op: OpSetp, MinOperands: 3, MaxOperands: 4, Types: tsSetCmp, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gCmp, gBool, gFtz},
		ModReq: map[string]Req{"bf16": {90, gVer(7, 8)}, "bf16x2": {90, gVer(7, 8)}}},
	{Op: OpSelp, MinOperands: 4, MaxOperands: 4, Types: tsInt | tsF, MinTypes: 1, MaxTypes: 1},
	{Op: OpSlct, MinOperands: 4, MaxOperands: 4, Types: tsInt | tsF, MinTypes: 2, MaxTypes: 2, Groups: []ModGroup{gFtz}},

	// Logic and shifts.
	{Op: OpAnd, MinOperands: 3, MaxOperands: 3, Types: tsBPred, MinTypes: 1, MaxTypes: 1},
	{Op: OpOr, MinOperands: 3, MaxOperands: 3, Types: tsBPred, MinTypes: 1, MaxTypes: 1},
	{Op: OpXor, MinOperands: 3, MaxOperands: 3, Types: tsBPred, MinTypes: 1, MaxTypes: 1},
	{Op: OpNot, MinOperands: 2, MaxOperands: 2, Types: tsBPred, MinTypes: 1, MaxTypes: 1},
	{Op: OpCnot, MinOperands: 2, MaxOperands: 2, Types: tsB, MinTypes: 1, MaxTypes: 1},
	{Op: OpLop3, MinOperands: 5, MaxOperands: 6, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"or", "and"}}, Req: Req{50, gVer(4, 3)},
		ModReq: map[string]Req{"or": {70, gVer(8, 2)}, "and": {70, gVer(8, 2)}}},
	{Op: OpShf, MinOperands: 4, MaxOperands: 4, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gShfDir, gShfMode}, Req: Req{32, gVer(3, 1)}},
	{Op: OpShl, MinOperands: 3, MaxOperands: 3, Types: tsB, MinTypes: 1, MaxTypes: 1},
	{Op: OpShr, MinOperands: 3, MaxOperands: 3, Types: tsInt, MinTypes: 1, MaxTypes: 1},

	// Data movement.
	{Op: OpMov, MinOperands: 2, MaxOperands: 2, Types: tsInt | tsF | typeSet(Pred, B128, F16, BF16), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gVec}},
	{Op: OpShfl, MinOperands: 4, MaxOperands: 5, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSync, gShfl}},
	{Op: OpPrmt, MinOperands: 4, MaxOperands: 4, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gPrmt}},
	{Op: OpLd, MinOperands: 2, MaxOperands: 3, Types: tsMem, MinTypes: 1, MaxTypes: 1,
		Groups: []ModGroup{gSem, gMmio, gScope, gSpaceLd, gCacheLd, gNC, gVec, gEvict, gEvictL2, gHint, gPrefSize, {"unified"}},
		ModReq: map[string]Req{"relaxed": {70, gVer(6, 0)}, "acquire": {70, gVer(6, 0)}, "shared::cluster": {90, gVer(7, 8)}, "cluster": {90, gVer(7, 8)}, "L2::cache_hint": {80, gVer(7, 4)}, "v8": {100, gVer(8, 8)}, "mmio": {70, gVer(8, 2)}}},
	{Op: OpLdu, MinOperands: 2, MaxOperands: 2, Types: tsMem, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"global"}, gVec}},
	{Op: OpSt, MinOperands: 2, MaxOperands: 3, Types: tsMem, MinTypes: 1, MaxTypes: 1,
		Groups: []ModGroup{gSem, gMmio, gScope, gSpaceSt, gCacheSt, gVec, gEvict, gEvictL2, gHint},
		ModReq: map[string]Req{"relaxed": {70, gVer(6, 0)}, "release": {70, gVer(6, 0)}, "shared::cluster": {90, gVer(7, 8)}, "cluster": {90, gVer(7, 8)}, "L2::cache_hint": {80, gVer(7, 4)}, "mmio": {70, gVer(8, 2)}}},
	{Op: OpStAsync, MinOperands: 3, MaxOperands: 3, Types: tsMem, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSem, gScope, gMbarSp, gMbarCT, gVec}, Req: Req{90, gVer(8, 1)}},
	{Op: OpPrefetch, MinOperands: 1, MaxOperands: 1, Groups: []ModGroup{{"global", "local", "const", "param"}, {"tensormap"}, gLevel, {"L2::evict_last", "L2::evict_normal"}},
		ModReq: map[string]Req{"tensormap": {90, gVer(8, 0)}}},
	{Op: OpPrefetchu, MinOperands: 1, MaxOperands: 1, Groups: []ModGroup{gLevel}},
	{Op: OpIsspacep, MinOperands: 2, MaxOperands: 2, Groups: []ModGroup{{"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param", "param::entry"}}},
	{Op: OpCvta, MinOperands: 2, MaxOperands: 2, Types: typeSet(U32, U64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gTo, gSpaceCvt}},
	{Op: OpCvt, MinOperands: 2, MaxOperands: 4, Types: tsAll, MinTypes: 2, MaxTypes: 2, Groups: []ModGroup{gRnd, gRndInt, gFtz, gSat, gRelu, {"rna", "rs"}, gSatfinite},
		ModReq: map[string]Req{"bf16": {80, gVer(7, 0)}, "bf16x2": {80, gVer(7, 0)}, "tf32": {80, gVer(7, 0)}, "e4m3x2": {89, gVer(7, 8)}, "e5m2x2": {89, gVer(7, 8)}, "relu": {80, gVer(7, 0)},
			"e2m3x2": {100, gVer(8, 6)}, "e3m2x2": {100, gVer(8, 6)}, "e2m1x2": {100, gVer(8, 6)}, "ue8m0x2": {100, gVer(8, 6)}, "rs": {100, gVer(8, 7)}},
		ComboReq: []ComboReq{{[]string{"rn", "tf32"}, Req{90, gVer(7, 8)}}, {[]string{"rz", "tf32"}, Req{90, gVer(7, 8)}},
			{[]string{"rna", "satfinite", "tf32"}, Req{80, gVer(8, 1)}},
			{[]string{"rn", "satfinite", "tf32"}, Req{100, gVer(8, 6)}}, {[]string{"rz", "satfinite", "tf32"}, Req{100, gVer(8, 6)}}}},
	{Op: OpCvtPack, MinOperands: 3, MaxOperands: 4, Loose: true, Req: Req{72, gVer(6, 5)}}, // forms checked by isa (cvt.pack.sat.{u16,s16}.s32 / .{u8,s8,u4,s4,u2,s2}.s32.b32)
	{Op: OpMapa, MinOperands: 3, MaxOperands: 3, Types: typeSet(U32, U64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp}, Req: Req{90, gVer(7, 8)}},
	{Op: OpGetctarank, MinOperands: 2, MaxOperands: 2, Types: typeSet(U32, U64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp}, Req: Req{90, gVer(7, 8)}},
	{Op: OpAlloca, MinOperands: 2, MaxOperands: 3, Types: typeSet(U32, U64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"local"}}, Req: Req{52, gVer(7, 3)}},
	{Op: OpStacksave, MinOperands: 1, MaxOperands: 1, Types: typeSet(U32, U64), MinTypes: 1, MaxTypes: 1, Req: Req{52, gVer(7, 3)}},
	{Op: OpStackrestore, MinOperands: 1, MaxOperands: 1, Types: typeSet(U32, U64), MinTypes: 1, MaxTypes: 1, Req: Req{52, gVer(7, 3)}},

	// Asynchronous copies.
	{Op: OpCpAsync, MinOperands: 3, MaxOperands: 5, Groups: []ModGroup{gCpSize, {"shared", "shared::cta"}, {"global"}, gPrefSize, gHint, {"ignore-src"}}, Req: Req{80, gVer(7, 0)}},
	{Op: OpCpAsyncCommitGroup, MinOperands: 0, MaxOperands: 0, Req: Req{80, gVer(7, 0)}},
	{Op: OpCpAsyncWaitGroup, MinOperands: 1, MaxOperands: 1, Req: Req{80, gVer(7, 0)}},
	{Op: OpCpAsyncWaitAll, MinOperands: 0, MaxOperands: 0, Req: Req{80, gVer(7, 0)}},
	{Op: OpCpAsyncMbarrierArrive, MinOperands: 1, MaxOperands: 1, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gNoinc, {"shared", "shared::cta"}}, Req: Req{80, gVer(7, 0)}},
	{Op: OpCpAsyncBulk, MinOperands: 3, MaxOperands: 6, Loose: true, Req: Req{90, gVer(8, 0)}},
	{Op: OpCpReduceAsyncBulk, MinOperands: 2, MaxOperands: 5, Loose: true, Req: Req{90, gVer(8, 0)}}, // .tensor forms: [tmap, {coords}], [src]
	{Op: OpCpAsyncBulkTensor, MinOperands: 2, MaxOperands: 6, Loose: true, Req: Req{90, gVer(8, 0)}},
	{Op: OpCpAsyncBulkCommitGroup, MinOperands: 0, MaxOperands: 0, Req: Req{90, gVer(8, 0)}},
	{Op: OpCpAsyncBulkWaitGroup, MinOperands: 1, MaxOperands: 1, Groups: []ModGroup{{"read"}}, Req: Req{90, gVer(8, 0)}},
	{Op: OpCpAsyncBulkPrefetch, MinOperands: 2, MaxOperands: 3, Loose: true, Req: Req{90, gVer(8, 0)}},
	{Op: OpCpAsyncBulkPrefetchTensor, MinOperands: 1, MaxOperands: 4, Loose: true, Req: Req{90, gVer(8, 0)}},
	{Op: OpRedAsync, MinOperands: 3, MaxOperands: 3, Loose: true, Req: Req{90, gVer(8, 1)}},
	{Op: OpTensormapReplace, MinOperands: 2, MaxOperands: 3, Loose: true, Req: Req{90, gVer(8, 3)}},
	{Op: OpTensormapCpFenceproxy, MinOperands: 3, MaxOperands: 3, Groups: []ModGroup{{"global"}, {"shared::cta"}, {"tensormap::generic"}, {"release"}, gScope, gSync, gAligned}, Req: Req{90, gVer(8, 3)}},
	{Op: OpCreatepolicy, MinOperands: 1, MaxOperands: 4, Loose: true, Req: Req{80, gVer(7, 4)}},
	{Op: OpDiscard, MinOperands: 2, MaxOperands: 2, Groups: []ModGroup{{"global"}, {"L2"}}, Req: Req{80, gVer(7, 4)}},
	{Op: OpApplypriority, MinOperands: 2, MaxOperands: 2, Groups: []ModGroup{{"global"}, {"L2::evict_normal"}}, Req: Req{80, gVer(7, 4)}},

	// Control flow.
	{Op: OpBra, MinOperands: 1, MaxOperands: 1, Groups: []ModGroup{gUni}},
	{Op: OpBrxIdx, MinOperands: 2, MaxOperands: 2, Groups: []ModGroup{gUni}, Req: Req{30, gVer(6, 0)}},
	{Op: OpCall, MinOperands: 1, MaxOperands: 4, Groups: []ModGroup{gUni}},
	{Op: OpRet, MinOperands: 0, MaxOperands: 0, Groups: []ModGroup{gUni}},
	{Op: OpExit, MinOperands: 0, MaxOperands: 0},

	// Synchronization.
	{Op: OpBar, MinOperands: 1, MaxOperands: 4, Types: typeSet(U32, Pred), MaxTypes: 1, Groups: []ModGroup{gBarOp, gBarRed, gAligned, {"cta"}}},
	{Op: OpBarWarpSync, MinOperands: 1, MaxOperands: 1, Req: Req{30, gVer(6, 0)}},
	{Op: OpBarrier, MinOperands: 1, MaxOperands: 4, Types: typeSet(U32, Pred), MaxTypes: 1, Groups: []ModGroup{gBarOp, gBarRed, gAligned, {"cta"}}, Req: Req{30, gVer(6, 0)}},
	{Op: OpBarrierCluster, MinOperands: 0, MaxOperands: 0, Groups: []ModGroup{gClusterA, gRelaxed, gAligned}, Req: Req{90, gVer(7, 8)}},
	{Op: OpMembar, MinOperands: 0, MaxOperands: 0, Groups: []ModGroup{gMembar, {"proxy"}, gProxy}},
	{Op: OpFence, MinOperands: 0, MaxOperands: 2, Groups: []ModGroup{gFenceOp, gScope, gProxy, gProxySp, {"release", "acquire"}, {"sync_restrict::shared::cluster", "sync_restrict::shared::cta"}}, Req: Req{70, gVer(6, 0)}},
	{Op: OpAtom, MinOperands: 3, MaxOperands: 5, Types: tsInt | tsFloat | typeSet(B128), MinTypes: 1, MaxTypes: 1,
		Groups: []ModGroup{gSem, gScope, gSpaceAt, gAtomOp, gVec, gHint, {"noftz"}},
		ModReq: map[string]Req{"relaxed": {70, gVer(6, 3)}, "acquire": {70, gVer(6, 3)}, "release": {70, gVer(6, 3)}, "acq_rel": {70, gVer(6, 3)}, "cluster": {90, gVer(7, 8)}, "shared::cluster": {90, gVer(7, 8)}, "f64": {60, gVer(5, 0)}, "bf16": {90, gVer(7, 8)}, "bf16x2": {90, gVer(7, 8)}, "f16x2": {60, gVer(6, 2)}}},
	{Op: OpRed, MinOperands: 2, MaxOperands: 3, Types: tsInt | tsFloat, MinTypes: 1, MaxTypes: 1,
		Groups: []ModGroup{gSem, gScope, gSpaceAt, gAtomOp, gVec, gHint, {"noftz"}},
		ModReq: map[string]Req{"relaxed": {70, gVer(6, 3)}, "release": {70, gVer(6, 3)}, "cluster": {90, gVer(7, 8)}, "shared::cluster": {90, gVer(7, 8)}, "f64": {60, gVer(5, 0)}}},
	{Op: OpVote, MinOperands: 2, MaxOperands: 3, Types: typeSet(Pred, B32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSync, gVote}},
	{Op: OpMatch, MinOperands: 3, MaxOperands: 4, Types: typeSet(B32, B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMatch, gSync}, Req: Req{70, gVer(6, 0)}},
	{Op: OpActivemask, MinOperands: 1, MaxOperands: 1, Types: typeSet(B32), MinTypes: 1, MaxTypes: 1, Req: Req{30, gVer(6, 2)}},
	{Op: OpRedux, MinOperands: 3, MaxOperands: 3, Types: typeSet(U32, S32, B32, F32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSync, gRedux, gAbs, gNaN}, Req: Req{80, gVer(7, 0)}},
	{Op: OpElect, MinOperands: 2, MaxOperands: 2, Groups: []ModGroup{gSync}, Req: Req{90, gVer(8, 0)}},
	{Op: OpGriddepcontrol, MinOperands: 0, MaxOperands: 0, Groups: []ModGroup{gGridDep}, Req: Req{90, gVer(7, 8)}},
	{Op: OpMbarrierInit, MinOperands: 2, MaxOperands: 2, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp}, Req: Req{80, gVer(7, 0)}},
	{Op: OpMbarrierInval, MinOperands: 1, MaxOperands: 1, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp}, Req: Req{80, gVer(7, 0)}},
	{Op: OpMbarrierArrive, MinOperands: 1, MaxOperands: 3, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp, gSem, gScope, gExpectTx, gNoinc, gNoComp},
		ModReq: map[string]Req{"expect_tx": {90, gVer(8, 0)}, "shared::cluster": {90, gVer(8, 0)}, "cluster": {90, gVer(8, 0)}, "release": {90, gVer(8, 0)}}},
	{Op: OpMbarrierArriveDrop, MinOperands: 1, MaxOperands: 3, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp, gSem, gScope, gExpectTx, gNoinc, gNoComp}, Req: Req{80, gVer(7, 0)}},
	{Op: OpMbarrierExpectTx, MinOperands: 2, MaxOperands: 2, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp, gSem, gScope}, Req: Req{90, gVer(8, 0)}},
	{Op: OpMbarrierCompleteTx, MinOperands: 2, MaxOperands: 2, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp, gSem, gScope}, Req: Req{90, gVer(8, 0)}},
	{Op: OpMbarrierTestWait, MinOperands: 3, MaxOperands: 3, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp, gSem, gScope, gParity}, Req: Req{80, gVer(7, 0)}},
	{Op: OpMbarrierTryWait, MinOperands: 3, MaxOperands: 4, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gMbarSp, gSem, gScope, gParity}, Req: Req{90, gVer(7, 8)}},
	{Op: OpMbarrierPendingCount, MinOperands: 2, MaxOperands: 2, Types: typeSet(B64), MinTypes: 1, MaxTypes: 1, Req: Req{80, gVer(7, 0)}},

	// Matrix multiply.
	{Op: OpWmmaLoad, MinOperands: 2, MaxOperands: 3, Types: tsAll, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gWmmaFrag, gSync, gAligned, gLayoutA, gShape, gSpaceLd}, Req: Req{70, gVer(6, 0)},
		ModReq: map[string]Req{"bf16": {80, gVer(7, 0)}, "tf32": {80, gVer(7, 0)}, "f64": {80, gVer(7, 0)}, "s8": {72, gVer(6, 3)}, "u8": {72, gVer(6, 3)}}},
	{Op: OpWmmaStore, MinOperands: 2, MaxOperands: 3, Types: tsAll, MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gWmmaFrag, gSync, gAligned, gLayoutA, gShape, gSpaceSt}, Req: Req{70, gVer(6, 0)}},
	{Op: OpWmmaMma, MinOperands: 4, MaxOperands: 4, Types: tsAll, MinTypes: 1, MaxTypes: 4, Groups: []ModGroup{gSync, gAligned, gLayoutA, gLayoutB, gShape, gRnd, gSat, {"xor", "and"}, {"popc"}}, Req: Req{70, gVer(6, 0)},
		ModReq: map[string]Req{"and": {80, gVer(7, 1)}, "xor": {75, gVer(6, 3)}}},
	{Op: OpMma, MinOperands: 4, MaxOperands: 6, Loose: true, Req: Req{70, gVer(6, 4)}},
	{Op: OpLdmatrix, MinOperands: 2, MaxOperands: 2, Types: typeSet(B16, B8), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSync, gAligned, gLdmatrix, gLdmNum, gTrans, {"shared", "shared::cta"}}, Req: Req{75, gVer(6, 5)}},
	{Op: OpStmatrix, MinOperands: 2, MaxOperands: 2, Types: typeSet(B16, B8), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSync, gAligned, gLdmatrix, gLdmNum, gTrans, {"shared", "shared::cta"}}, Req: Req{90, gVer(7, 8)}},
	{Op: OpMovmatrix, MinOperands: 2, MaxOperands: 2, Types: typeSet(B16), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{gSync, gAligned, {"m8n8"}, gTrans}, Req: Req{75, gVer(7, 8)}},
	{Op: OpWgmmaFence, MinOperands: 0, MaxOperands: 0, Groups: []ModGroup{gSync, gAligned}, Req: Req{90, gVer(8, 0)}},
	{Op: OpWgmmaCommitGroup, MinOperands: 0, MaxOperands: 0, Groups: []ModGroup{gSync, gAligned}, Req: Req{90, gVer(8, 0)}},
	{Op: OpWgmmaWaitGroup, MinOperands: 1, MaxOperands: 1, Groups: []ModGroup{gSync, gAligned}, Req: Req{90, gVer(8, 0)}},
	{Op: OpWgmmaMmaAsync, MinOperands: 4, MaxOperands: 11, Loose: true, Req: Req{90, gVer(8, 0)}},

	// Textures and surfaces.
	{Op: OpTex, MinOperands: 2, MaxOperands: 6, Loose: true},
	{Op: OpTld4, MinOperands: 2, MaxOperands: 6, Loose: true},
	{Op: OpTxq, MinOperands: 2, MaxOperands: 3, Loose: true}, // txq.level: d, [a], lod
	{Op: OpSuld, MinOperands: 2, MaxOperands: 2, Loose: true},
	{Op: OpSust, MinOperands: 2, MaxOperands: 2, Loose: true},
	{Op: OpSured, MinOperands: 2, MaxOperands: 2, Loose: true},
	{Op: OpSuq, MinOperands: 2, MaxOperands: 2, Loose: true},
	{Op: OpIstypep, MinOperands: 2, MaxOperands: 2, Loose: true},

	// Multimem (multicast objects spanning GPUs): parsed, refused by isa.
	{Op: OpMultimemLdReduce, MinOperands: 2, MaxOperands: 2, Loose: true, Req: Req{90, gVer(8, 1)}},
	{Op: OpMultimemSt, MinOperands: 2, MaxOperands: 2, Loose: true, Req: Req{90, gVer(8, 1)}},
	{Op: OpMultimemRed, MinOperands: 2, MaxOperands: 2, Loose: true, Req: Req{90, gVer(8, 1)}},

	// Blackwell families: parsed, refused by isa (the simulated device is an H200).
	{Op: OpTcgen05Alloc, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05Dealloc, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05RelinquishAllocPermit, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05Ld, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05St, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05WaitLd, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05WaitSt, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05Cp, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05Shift, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05Mma, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05Commit, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05FenceBefore, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpTcgen05FenceAfter, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpStBulk, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpClusterlaunchcontrolTryCancel, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpClusterlaunchcontrolQueryCancel, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(8, 6)}},
	{Op: OpMultimemCpAsyncBulk, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(9, 0)}},
	{Op: OpMultimemCpReduceAsyncBulk, MinOperands: 0, MaxOperands: 8, Loose: true, Req: Req{100, gVer(9, 0)}},

	// Miscellaneous.
	{Op: OpTrap, MinOperands: 0, MaxOperands: 0},
	{Op: OpBrkpt, MinOperands: 0, MaxOperands: 0},
	{Op: OpPmevent, MinOperands: 1, MaxOperands: 1, Groups: []ModGroup{{"mask"}}},
	{Op: OpNanosleep, MinOperands: 1, MaxOperands: 1, Types: typeSet(U32), MinTypes: 1, MaxTypes: 1, Req: Req{70, gVer(6, 3)}},
	{Op: OpSetmaxnreg, MinOperands: 1, MaxOperands: 1, Types: typeSet(U32), MinTypes: 1, MaxTypes: 1, Groups: []ModGroup{{"inc", "dec"}, gSync, gAligned}, Req: Req{90, gVer(8, 0)}},

	// SIMD video instructions: forms checked loosely.
	{Op: OpVadd, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVsub, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVabsdiff, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVmin, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVmax, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVshl, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVshr, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVmad, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVset, MinOperands: 3, MaxOperands: 4, Loose: true},
	{Op: OpVadd2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVsub2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVavrg2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVabsdiff2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVmin2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVmax2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVset2, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVadd4, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVsub4, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVavrg4, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVabsdiff4, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVmin4, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVmax4, MinOperands: 4, MaxOperands: 4, Loose: true},
	{Op: OpVset4, MinOperands: 4, MaxOperands: 4, Loose: true},
}

// modGroupIndex maps, per opcode, each allowed modifier word to the groups
// that hold it (wmma's two layouts are two groups of the same words).
var modGroupIndex [NumOpcodes]map[string][]int

func init() {
	_ = gCvtaSize
	_ = gCpDir
	_ = gCpDir2
	_ = n
	for i := range specRows {
		r := &specRows[i]
		opSpecs[r.Op] = *r
		idx := make(map[string][]int)
		for g, grp := range r.Groups {
			for _, w := range grp {
				idx[w] = append(idx[w], g)
			}
		}
		modGroupIndex[r.Op] = idx
	}
}

// Spec returns the opcode's row of the spec table (nil for OpInvalid or an
// opcode without a row).
func (op Opcode) Spec() *OpSpec {
	if op >= NumOpcodes || opSpecs[op].Op != op || op == OpInvalid {
		return nil
	}
	return &opSpecs[op]
}

// targetMinPTX is the lowest PTX ISA version that accepts each target.
var targetMinPTX = map[int]Version{
	20: {2, 0}, 30: {3, 1}, 32: {4, 0}, 35: {3, 1}, 37: {4, 1}, 50: {4, 0}, 52: {4, 1}, 53: {4, 2},
	60: {5, 0}, 61: {5, 0}, 62: {5, 0}, 70: {6, 0}, 72: {6, 1}, 75: {6, 3}, 80: {7, 0}, 86: {7, 1},
	87: {7, 4}, 89: {7, 8}, 90: {7, 8}, 100: {8, 6}, 101: {8, 6}, 103: {8, 8}, 110: {9, 0}, 120: {8, 7}, 121: {8, 8},
}
