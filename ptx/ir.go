package ptx

// This file defines the IR that Parse produces. It is the contract between
// the front end (grammar, walker, resolver, checks) and everything after it
// (isa lowering, the cubin writer, the printer). Names are resolved: every
// register operand holds an index into its function's register table, every
// symbol operand points at the variable, function or label it names.

// Pos is a 1-based line and column in the module's source file. The zero Pos
// means "no position" (IR built by hand).
type Pos struct {
	Line int32
	Col  int32
}

// IsValid reports whether p carries a position.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Version is a PTX ISA version (".version 9.0" is {9, 0}).
type Version struct {
	Major, Minor int
}

// AtLeast reports whether v >= major.minor.
func (v Version) AtLeast(major, minor int) bool {
	return v.Major > major || (v.Major == major && v.Minor >= minor)
}

// Target is the ".target" directive: the architecture and its options.
type Target struct {
	SM     int      // 90 for sm_90, 100 for sm_100a; 0 if absent
	Suffix byte     // 0, 'a' (arch-specific) or 'f' (family-specific)
	Flags  []string // other target options in order: "debug", "texmode_unified", "map_f64_to_f32", ...
}

// Space is a PTX state space.
type Space uint8

const (
	SpaceNone          Space = iota
	SpaceReg                 // .reg
	SpaceSReg                // .sreg (special registers)
	SpaceGlobal              // .global
	SpaceConst               // .const
	SpaceShared              // .shared or .shared::cta
	SpaceSharedCluster       // .shared::cluster
	SpaceLocal               // .local
	SpaceParam               // .param (kernel or function parameters, call arguments)
	SpaceTex                 // .tex
	SpaceGeneric             // no space given on a memory instruction: generic addressing
)

// Linkage is a declaration's visibility.
type Linkage uint8

const (
	LinkNone    Linkage = iota // file-local
	LinkVisible                // .visible
	LinkExtern                 // .extern
	LinkWeak                   // .weak
	LinkCommon                 // .common
)

// Type is a PTX fundamental type.
type Type uint8

const (
	TypeNone Type = iota
	B8
	B16
	B32
	B64
	B128
	U8
	U16
	U32
	U64
	S8
	S16
	S32
	S64
	F16
	F16x2
	BF16
	BF16x2
	TF32
	F32
	F64
	Pred
	E4M3   // .e4m3 (fp8)
	E5M2   // .e5m2 (fp8)
	E4M3x2 // .e4m3x2
	E5M2x2 // .e5m2x2
	U4     // .u4 (sub-byte, mma)
	S4     // .s4
	B1     // .b1 (mma)

	// Added for issue 10 (isa-core), at the end so that stored type
	// numbers stay valid.
	U16x2   // .u16x2 (packed integers: min, max)
	S16x2   // .s16x2
	E2M3x2  // .e2m3x2 (fp6 pairs, cvt)
	E3M2x2  // .e3m2x2
	E2M1x2  // .e2m1x2 (fp4 pair)
	UE8M0x2 // .ue8m0x2 (unsigned 8-bit exponent pair)

	// Added for issue 11 (textures), at the end for the same reason.
	TexRef     // .texref: an opaque texture handle (opaque.go)
	SamplerRef // .samplerref
	SurfRef    // .surfref
	numTypes
)

// RegID indexes Func.Regs. NoReg marks an absent register.
type RegID int32

// NoReg is the RegID of "no register".
const NoReg RegID = -1

// Reg is one declared virtual register. ".reg .b32 %r<3>;" declares three
// Regs named %r0, %r1, %r2. Registers declared in nested { } blocks get their
// own RegIDs even when their names shadow outer ones.
type Reg struct {
	Name  string
	Type  Type
	Vec   uint8 // 0 for scalars; 2 or 4 for ".reg .v4 .f32 %v"
	Pos   Pos
	Block int32 // index into Func.Blocks of the { } block that declares it (0: the function body)
}

// Special is a predefined (special) register such as %tid or %clock64.
type Special uint8

const (
	SpecialNone Special = iota
	SpecialTid
	SpecialNtid
	SpecialLaneid
	SpecialWarpid
	SpecialNwarpid
	SpecialCtaid
	SpecialNctaid
	SpecialSmid
	SpecialNsmid
	SpecialGridid
	SpecialLanemaskEq
	SpecialLanemaskLe
	SpecialLanemaskLt
	SpecialLanemaskGe
	SpecialLanemaskGt
	SpecialClock
	SpecialClockHi
	SpecialClock64
	SpecialPm // %pm0..%pm7; Operand.Index holds the number
	SpecialPm64
	SpecialEnvreg // %envreg0..%envreg31; Operand.Index holds the number
	SpecialGlobaltimer
	SpecialGlobaltimerLo
	SpecialGlobaltimerHi
	SpecialTotalSmemSize
	SpecialAggrSmemSize
	SpecialDynamicSmemSize
	SpecialReservedSmemOffsetBegin
	SpecialReservedSmemOffsetEnd
	SpecialReservedSmemOffsetCap
	SpecialReservedSmemOffset // %reserved_smem_offset_<2>: Index holds the number
	SpecialClusterid
	SpecialNclusterid
	SpecialClusterCtaid
	SpecialClusterNctaid
	SpecialClusterCtarank
	SpecialClusterNctarank
	SpecialIsExplicitCluster
	SpecialCurrentGraphExec
	numSpecials
)

// Var is a variable in any state space: module-scope .global/.const/.shared,
// function-scope .local/.shared, kernel and function parameters, and the
// .param variables of call sequences.
type Var struct {
	Name    string
	Pos     Pos
	Space   Space
	Linkage Linkage
	Type    Type
	Vec     uint8   // 0 for scalars, 2 or 4 for .v2/.v4
	Align   uint32  // from .align; 0 means the type's natural alignment
	Dims    []int64 // array dimensions in order; -1 for an unsized "[]"
	Size    int64   // total bytes (element size * product of dims); 0 if unsized
	Init    []byte  // initial bytes (little-endian), len == Size; nil without initializer
	Relocs  []Reloc // address-of initializers, patched at load time
	// Managed: declared ".attribute(.managed)" (nvcc's __managed__). For a
	// kernel it is ordinary global memory; the runtime gives the host its
	// one copy through a pointer.
	Managed bool

	// Parameters declared ".param .u64 .ptr .global .align 16 p".
	PtrSpace Space
	PtrAlign uint32

	Block int32 // for variables declared in a function body: index into Func.Blocks of the declaring block
}

// Reloc says that the bytes of Var.Init at Offset hold the address of Sym
// plus Addend. Generic is set for generic(sym) initializers.
type Reloc struct {
	Offset  int64
	Size    uint8 // 4 or 8
	Sym     string
	Addend  int64
	Generic bool
}

// Perf holds a function's performance-tuning directives. Zero values mean
// absent.
type Perf struct {
	MaxNTID           [3]int // .maxntid
	ReqNTID           [3]int // .reqntid
	MinNCTAPerSM      int    // .minnctapersm
	MaxNCTAPerSM      int    // .maxnctapersm
	MaxNReg           int    // .maxnreg
	ReqNCTAPerCluster [3]int // .reqnctapercluster
	ExplicitCluster   bool   // .explicitcluster
	MaxClusterRank    int    // .maxclusterrank
	NoReturn          bool   // .noreturn
	// AbiPreserve and AbiPreserveControl (PTX 9.0) bound the general and
	// control registers a callee must preserve for its callers: an ABI
	// hint to ptxas with no effect on results; kept for printing and
	// binaries.
	AbiPreserve        int  // .abi_preserve
	AbiPreserveControl int  // .abi_preserve_control
	BlocksAreClusters  bool // .blocksareclusters (PTX 9.0): the launch's blocks are clusters
	Pragmas            []string
}

// Label is a branch target inside a function: it precedes Body[Index]
// (Index == len(Body) for a label at the end).
type Label struct {
	Name  string
	Index int
	Pos   Pos
	Block int32 // index into Func.Blocks of the block it is written in
}

// Block is one { } scope of a function body. Blocks matter only for name
// resolution (inline asm re-declares registers such as "low" and "high" in
// block after block); the printer uses them to write the scopes back.
type Block struct {
	Parent     int32 // enclosing block; -1 for the function body (block 0)
	Start, End int   // Body[Start:End] is written inside the block (nested blocks included)
	Pos        Pos
}

// BranchTable is a ".branchtargets" list used by brx.idx.
type BranchTable struct {
	Name   string
	Pos    Pos
	Labels []int // indices into Func.Labels
}

// CallTargets is a ".calltargets" list used by indirect calls.
type CallTargets struct {
	Name  string
	Pos   Pos
	Funcs []*Func
}

// Prototype is a ".callprototype" used by indirect calls.
type Prototype struct {
	Name    string
	Pos     Pos
	Params  []*Var
	Results []*Var
}

// Func is a kernel (.entry) or device function (.func), with or without a
// body.
type Func struct {
	Name    string
	Pos     Pos
	Entry   bool // .entry (a kernel)
	Linkage Linkage
	Params  []*Var // input parameters, Space == SpaceParam
	Results []*Var // return parameters of a .func
	HasBody bool   // false for a prototype/declaration
	Perf    Perf

	Regs   []Reg   // every register declared anywhere in the body
	Vars   []*Var  // .local/.shared/.param/.const variables declared in the body
	Body   []Inst  // instructions in program order, nested blocks flattened
	Labels []Label // in order of appearance
	Blocks []Block // Blocks[0] is the body itself; nested blocks in order of their opening brace

	BranchTables []*BranchTable
	CallTargets  []*CallTargets
	Prototypes   []*Prototype
}

// Inst is one instruction.
type Inst struct {
	Pos      Pos
	Guard    RegID // predicate guard register, NoReg if unguarded
	GuardNeg bool  // "@!%p"
	Op       Opcode
	Mods     []string // dotted modifiers after the opcode, in source order, without dots ("global", "nc", "v4", "f32", "shared::cta")
	Types    []Type   // the modifiers that are type names, in order (cvt.rn.f32.s32: [F32, S32])
	Args     []Operand
	Loc      SrcLoc // the most recent .loc before the instruction, if any
}

// SrcLoc is a high-level source position from a .loc directive.
type SrcLoc struct {
	File int32 // index given in .file; 0 if none
	Line int32
	Col  int32
}

// OperandKind says which fields of an Operand are meaningful.
type OperandKind uint8

const (
	OperandNone    OperandKind = iota
	OperandReg                 // Reg (Neg for "!%p" predicate sources)
	OperandSpecial             // Special, Comp (and Index for %envregN etc.)
	OperandImm                 // Imm: an integer immediate, two's complement
	OperandF32                 // Imm: the bits of a float32 immediate (0fXXXXXXXX)
	OperandF64                 // Imm: the bits of a float64 immediate (0dXXXX..., or a decimal literal)
	OperandSym                 // Sym: a variable, function, label, branch table or prototype name
	OperandAddr                // [Base + Offset]: Base is Reg (Reg != NoReg), Sym (Sym != "") or absolute (neither)
	OperandVec                 // {a, b, ...}: Elems
	OperandList                // (a, b, ...): call results and arguments; Elems
	OperandPair                // "%p|%q": the two destinations of setp; Elems
	OperandSink                // "_"
)

// Operand is one instruction argument.
type Operand struct {
	Kind    OperandKind
	Pos     Pos
	Neg     bool    // "!%p" (a negated predicate operand)
	Reg     RegID   // OperandReg, or the base register of OperandAddr; NoReg otherwise
	Special Special // OperandSpecial
	Comp    int8    // component of a special or vector register: 0..3 for .x .y .z .w; -1 none
	Index   int     // %envreg<Index>, %pm<Index>; a register's video selector (%r.b1, %r.h10: sel.go)
	Imm     uint64  // immediate bits (OperandImm, OperandF32, OperandF64); the address of OperandAddr when absolute
	Offset  int64   // OperandAddr: the constant displacement; OperandSym: the addend of "sym+8"
	Sym     string  // the symbol as written (OperandSym, OperandAddr with symbol base)
	Elems   []Operand

	// Resolved target of Sym: exactly one is set for a resolved symbol.
	Var     *Var
	Func    *Func
	Label   int // index into Func.Labels, -1 if the symbol is not a label
	Table   *BranchTable
	Proto   *Prototype
	Targets *CallTargets // a .calltargets list named as the last operand of an indirect call
}

// SourceFile is a ".file" directive.
type SourceFile struct {
	Index int
	Name  string
	Pos   Pos
}

// Section is a ".section" directive with its contents kept as written
// (DWARF emitted by -G builds and Triton). It plays no part in execution.
type Section struct {
	Name string
	Pos  Pos
	Text string // the body between the braces, verbatim
}

// Module is one parsed PTX file.
type Module struct {
	File        string // the file name used in positions
	Version     Version
	Target      Target
	AddressSize int // 32 or 64; 64 if absent

	Vars     []*Var  // module-scope variables in order
	Funcs    []*Func // kernels and functions in order; a declared-then-defined function appears once, with its body
	Files    []SourceFile
	Sections []*Section
}

// Kernel returns the kernel (.entry) named name, or nil.
func (m *Module) Kernel(name string) *Func {
	for _, f := range m.Funcs {
		if f.Entry && f.Name == name {
			return f
		}
	}
	return nil
}

// Func returns the function or kernel named name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Var returns the module-scope variable named name, or nil.
func (m *Module) Var(name string) *Var {
	for _, v := range m.Vars {
		if v.Name == name {
			return v
		}
	}
	return nil
}
