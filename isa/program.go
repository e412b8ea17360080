package isa

import (
	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// Program is a lowered module: every function's code in one flat slice, so
// that a call is a jump and a return pops a pc.
type Program struct {
	File        string
	Version     ptx.Version
	Target      ptx.Target
	AddressSize int

	Code  []Inst    // all functions, each in [Func.Start, Func.End)
	Pos   []ptx.Pos // Pos[pc]: source position of Code[pc] (side table, used only when reporting)
	Funcs []*Func
	Syms  []*Sym // module-scope .global/.const/.shared variables, in declaration order

	Calls    []CallSite  // Inst.Aux of a call indexes this
	Tables   [][]int32   // brx.idx target lists (pcs); Inst.Aux indexes this
	CallTgts [][]int32   // indirect call target lists (function indices)
	Tensor   []*TensorOp // KTensor instructions: Inst.Aux indexes this (lower_tensor.go)
	Tex      []*TexOp    // KTexture instructions: Inst.Aux indexes this (lower_tex.go)
	Bulk     []*BulkOp   // KBulk instructions: Inst.Aux indexes this (lower_bulk.go)
	Needs    []Need      // compute capabilities parts of the program require, in program order (needs.go)
}

// Func is one lowered kernel or device function.
type Func struct {
	Name    string
	Index   int
	Entry   bool
	Builtin Builtin // a body-less function the engine implements (vprintf)
	Pos     ptx.Pos
	Start   int32 // first pc
	End     int32 // one past the last pc (the synthetic return)

	Params     []Param // kernel: offsets in the param buffer; func: offsets in the frame
	ParamBytes int     // kernel parameter buffer size
	Results    []Param // func: frame offsets of the return parameters

	NumRegs   int      // general register slots, constants included
	NumPreds  int      // predicate slots
	Consts    []uint64 // (slot, value) pairs: Consts[2k] is a register slot, Consts[2k+1] the value every lane of it holds
	ConstBase int32
	FrameSize int // bytes of local memory per thread per call: params, results, .local and call-site .param

	// Kernel launch constraints (.reqntid, .maxntid, cluster dims).
	Perf ptx.Perf
	// SharedSyms are the indices in Program.Syms of the .shared variables this
	// kernel and its callees use; Launch lays them out per kernel.
	SharedSyms []int32
	// UsesDynShared says whether an extern (unsized) .shared array is used.
	UsesDynShared bool
	// Unwritten (entry functions) are the general register slots that some
	// path from the entry may read before writing, constants excluded
	// (unwritten.go); UnwrittenCalls says the kernel calls functions,
	// whose frames the analysis does not cover. A warp reused from an
	// earlier block clears these so that what it reads does not depend on
	// which block ran before it.
	Unwritten      []int32
	UnwrittenCalls bool
}

// Param is one parameter's place.
type Param struct {
	Name   string
	Offset int
	Size   int
	Align  int
}

// FuncAddrBase is the address of function 0 (a function's address, taken
// by mov or written by an initializer, is FuncAddrBase plus its index):
// never 0, so that a call through a null function pointer faults, as on
// the GPU, instead of calling the module's first function.
const FuncAddrBase = 0x1000

// FuncAddr is the address of the function with index i.
func FuncAddr(i int) uint64 { return FuncAddrBase + uint64(i) }

// FuncAtAddr is the function whose address is a, or nil.
func (p *Program) FuncAtAddr(a uint64) *Func {
	if a < FuncAddrBase || a-FuncAddrBase >= uint64(len(p.Funcs)) {
		return nil
	}
	return p.Funcs[a-FuncAddrBase]
}

// Builtin names a body-less function executed by the engine.
type Builtin uint8

const (
	BuiltinNone Builtin = iota
	BuiltinVprintf
	BuiltinMalloc
	BuiltinFree
	BuiltinAssertfail
	BuiltinAlignedMalloc  // __nv_aligned_device_malloc(size, align)
	BuiltinSetConditional // cudaGraphSetConditional(handle, value): a graph conditional node's condition
)

// Sym is a module-scope variable.
type Sym struct {
	Name   string
	Space  ptx.Space
	Size   int64
	Align  int64
	Init   []byte
	Relocs []ptx.Reloc
	Extern bool     // unsized extern .shared: the dynamic shared region
	Opaque ptx.Type // .texref, .samplerref or .surfref variables (8 bytes: the bound handle); TypeNone otherwise
}

// CallSite describes how a call moves its arguments and results between the
// caller's frame and the callee's frame (byte copies in local memory).
type CallSite struct {
	Func int32 // callee index; -1 for an indirect call (target in a register)
	Reg  int32 // register holding the callee's address for indirect calls

	Layout  *Func   // indirect calls: the prototype's parameter layout (SameSignature checks callees)
	Targets []int32 // indirect calls through .calltargets: the allowed callees; nil: any
	Args    []ParamCopy
	Rets    []ParamCopy
}

// ParamCopy copies Size bytes from caller frame offset Caller to callee frame
// offset Callee (arguments) or back (results).
type ParamCopy struct {
	Caller, Callee, Size int
}

// Kind is what the engine does with an instruction.
type Kind uint8

const (
	KNop     Kind = iota // membar, fence, prefetch, nanosleep...: nothing functional
	KALU                 // Fn computes registers from registers
	KSpecial             // read a special register into D[0]
	KAddr                // D[0] = address of a symbol (with frame base)
	KLd                  // load (also ldu)
	KSt                  // store
	KAtom                // atom (D[0] gets the old value) and red (D[0] == -1)
	KBra
	KBrx
	KCall
	KRet // the synthetic function end; "ret" lowers to a branch to it
	KExit
	KTrap
	KBar     // bar.sync/bar.arrive/bar.red/barrier.*
	KBarWarp // bar.warp.sync
	KShfl
	KVote
	KMatch
	KRedux
	KActivemask
	KCvtaConst // cvta.const / cvta.to.const / isspacep.const: identity, but kept apart for clarity
	KIsspacep
	KAsync       // cp.async family: Sub is an AsyncOp (lower_async.go)
	KMbar        // mbarrier family: Sub is an MbarOp (lower_async.go)
	KCluster     // barrier.cluster, mapa, getctarank: Sub is a ClusterOp (lower_cluster.go)
	KTensor      // wmma, mma, ldmatrix, stmatrix, movmatrix, wgmma (lower_tensor.go)
	KBulk        // bulk and tensor copies, st.async/red.async, tensormap.replace, elect.sync, setmaxnreg (lower_bulk.go)
	KStack       // stacksave, stackrestore, alloca: Sub is a StackOp (lower_stack.go)
	KUnsupported // lowered only so that the position can be reported if executed
	KTexture     // tex, tld4, txq, suld, sust, sured, suq, istypep: Aux indexes Program.Tex (lower_tex.go)
)

// Unit is the functional unit a timing model charges for an instruction.
type Unit uint8

const (
	UnitNone Unit = iota
	UnitINT
	UnitFP32
	UnitFP64
	UnitSFU
	UnitLSU
	UnitTensor
	UnitBranch
	UnitBarrier
	UnitArith // resolved by type at lower time: f64 -> FP64, other floats -> FP32, integers -> INT
)

// Flags are decoded boolean modifiers.
type Flags uint32

const (
	FFtz Flags = 1 << iota
	FSat
	FApprox
	FFull
	FUni
	FWide
	FHi
	FLo
	FVolatile
	FTo       // cvta.to
	FShiftAmt // bfind.shiftamt
	FClamp    // shf.clamp / shfl modes
	FLeft     // shf.l
	FCC       // .cc carry out
	FNC       // ld.global.nc
	FNegA     // first predicate source negated
	FNegB     // second predicate source negated
	FNegC     // third predicate source negated
	FRelaxed  // .relaxed/.acquire/.release memory order (informational)
	FAligned
	FPredOut // shfl/setp variants writing a predicate
	FArrive  // bar.arrive / barrier.arrive
	FRedPopc // bar.red.popc
	FRedAnd  // bar.red.and
	FRedOr   // bar.red.or
	FFrame   // address is relative to the frame base (local/function param)
	FKParam  // address is in the kernel parameter buffer
	FRound   // an explicit rounding modifier was given
	FCacheL2 // ld .cg/.cv: cached in L2 only (the timing model bypasses L1)
	FNaN     // min/max.NaN: a NaN operand gives the canonical NaN
	FXorSign // min/max.xorsign.abs: compare magnitudes, sign = sign(a) xor sign(b)
	FRelu    // .relu: negative results become +0 (fma, min/max on integers, cvt)
)

// Flags of instructions lowering made from the PTX rather than wrote
// (Inst.Extra: the Flags word is full).
type Extra uint8

const (
	XFused      Extra = 1 << iota // an add/sub fused with a mul ptxas contracted (contract.go)
	XRename                       // a copy that is a register rename in SASS (costs nothing)
	XVecAlign                     // first element of a vector atom/red: the vector (Aux bytes) must be Aux-aligned (lower_b128.go)
	XFenceGPU                     // membar.gl/.sys, fence.sc/.acq_rel at .gpu/.sys scope, or a .release atom/red/st at GPU scope: a MEMBAR.SC/ALL.GPU in SASS (the timing model's fence)
	XAcquireGPU                   // an .acquire/.acq_rel ld or atom at GPU or system scope: CCTL.IVALL after it in SASS (the SM's L1 is invalidated)
)

// CmpOp is a setp/set comparison.
type CmpOp uint8

const (
	CmpEQ CmpOp = iota
	CmpNE
	CmpLT
	CmpLE
	CmpGT
	CmpGE
	CmpLO
	CmpLS
	CmpHI
	CmpHS
	CmpEQU
	CmpNEU
	CmpLTU
	CmpLEU
	CmpGTU
	CmpGEU
	CmpNUM
	CmpNAN
)

// BoolOp is the combining operation of setp/set/vote/bar.red.
type BoolOp uint8

const (
	BoolNone BoolOp = iota
	BoolAnd
	BoolOr
	BoolXor
)

// AtomOp is an atomic operation (also used by redux.sync and red).
type AtomOp uint8

const (
	AtomAdd AtomOp = iota
	AtomSub
	AtomExch
	AtomCas
	AtomMin
	AtomMax
	AtomInc
	AtomDec
	AtomAnd
	AtomOr
	AtomXor
)

// Shuffle and vote modes.
const (
	ShflUp uint8 = iota
	ShflDown
	ShflBfly
	ShflIdx
)

const (
	VoteAll uint8 = iota
	VoteAny
	VoteUni
	VoteBallot
)

// Reg slot sentinels.
const (
	NoSlot int32 = -1
)

// ALUFn executes an arithmetic instruction for the lanes in mask. r is the
// frame's general registers (slot*32+lane), p its predicates (one lane
// bitmask per slot).
type ALUFn func(in *Inst, r []uint64, p []uint32, mask uint32)

// Inst is one decoded instruction. Fields not used by an instruction's Kind
// are zero (or NoSlot).
type Inst struct {
	Fn       ALUFn      // KALU: the handler chosen for this opcode and type
	Kind     Kind       // what the engine does
	Unit     Unit       // functional unit (timing model)
	Op       ptx.Opcode // the PTX opcode
	Type     ptx.Type   // the operation type (for cvt: destination type)
	SType    ptx.Type   // cvt: source type; others: secondary type
	Rnd      fpu.Rounding
	Cmp      CmpOp
	Bool     BoolOp
	Sub      uint8     // atom op, shfl/vote mode, special register id, ...
	Space    ptx.Space // memory instructions
	Vec      uint8     // vector width of a memory access (1, 2, 4)
	Size     uint8     // bytes per element of a memory access
	Comp     int8      // special register component (0..3), -1 none
	GuardNeg bool
	Flags    Flags
	Extra    Extra    // lowering's own marks (XFused, XRename)
	Guard    int32    // predicate slot guarding the instruction, NoSlot if none
	D        [4]int32 // destination slots (predicate slots for predicate results)
	S        [4]int32 // source slots (constants live in slots too)
	Base     int32    // memory: base register slot, NoSlot if none
	Sym      int32    // memory/KAddr: index in Program.Syms, -1 if none
	Off      int64    // memory/KAddr: constant displacement (frame offset for FFrame)
	Target   int32    // branch target pc; call: callee function index; ret: -
	Aux      int32    // call site / branch table index; special register index (%envreg<n>)
	IPDom    int32    // branches: the reconvergence pc (immediate post-dominator)
}

// Has reports whether all flags in f are set.
func (in *Inst) Has(f Flags) bool { return in.Flags&f == f }

// FuncByName returns the function named name, or nil.
func (p *Program) FuncByName(name string) *Func {
	for _, f := range p.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Kernel returns the kernel named name, or nil.
func (p *Program) Kernel(name string) *Func {
	f := p.FuncByName(name)
	if f == nil || !f.Entry {
		return nil
	}
	return f
}

// FuncAt returns the function containing pc.
func (p *Program) FuncAt(pc int32) *Func {
	for _, f := range p.Funcs {
		if pc >= f.Start && pc < f.End {
			return f
		}
	}
	return nil
}
