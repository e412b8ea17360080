package cubin

import (
	"math"

	"github.com/ptxsim/ptxsim/ptx"
)

// handModule builds, without the parser, a module that exercises every
// part of the IR the format carries: module variables with initializers
// and address-of relocations, shared and extern variables, kernels and
// device functions, parameters, registers, labels, branch tables, call
// targets, prototypes, every operand kind, .file and .section directives.
func handModule() *ptx.Module {
	m := &ptx.Module{
		File:        "hand.ptx",
		Version:     ptx.Version{Major: 8, Minor: 0},
		Target:      ptx.Target{SM: 80, Flags: []string{"texmode_independent"}},
		AddressSize: 64,
	}
	table := &ptx.Var{Name: "table", Pos: ptx.Pos{Line: 5, Col: 1}, Space: ptx.SpaceGlobal, Linkage: ptx.LinkVisible,
		Type: ptx.U32, Dims: []int64{4}, Size: 16, Init: []byte{1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0}}
	ptrs := &ptx.Var{Name: "ptrs", Pos: ptx.Pos{Line: 6, Col: 1}, Space: ptx.SpaceGlobal, Type: ptx.U64, Align: 16, Managed: true,
		Dims: []int64{2}, Size: 16, Init: make([]byte, 16),
		Relocs: []ptx.Reloc{{Offset: 0, Size: 8, Sym: "table", Addend: 4}, {Offset: 8, Size: 8, Sym: "table", Generic: true}}}
	coef := &ptx.Var{Name: "coef", Pos: ptx.Pos{Line: 7, Col: 1}, Space: ptx.SpaceConst, Type: ptx.F32, Dims: []int64{3}, Size: 12}
	tile := &ptx.Var{Name: "tile", Pos: ptx.Pos{Line: 8, Col: 1}, Space: ptx.SpaceShared, Type: ptx.F32, Align: 4, Dims: []int64{64}, Size: 256}
	dyn := &ptx.Var{Name: "dyn", Pos: ptx.Pos{Line: 9, Col: 1}, Space: ptx.SpaceShared, Linkage: ptx.LinkExtern, Type: ptx.B8, Align: 16, Dims: []int64{-1}}
	weakv := &ptx.Var{Name: "counter", Pos: ptx.Pos{Line: 10, Col: 1}, Space: ptx.SpaceGlobal, Linkage: ptx.LinkWeak, Type: ptx.U32, Size: 4, Init: []byte{7, 0, 0, 0}, Relocs: []ptx.Reloc{}}
	m.Vars = []*ptx.Var{table, ptrs, coef, tile, dyn, weakv}

	// .func (.reg .f32 r) square(.reg .f32 x)
	sqRet := &ptx.Var{Name: "r", Space: ptx.SpaceReg, Type: ptx.F32}
	sqArg := &ptx.Var{Name: "x", Space: ptx.SpaceReg, Type: ptx.F32}
	square := &ptx.Func{Name: "square", Pos: ptx.Pos{Line: 12, Col: 1}, Params: []*ptx.Var{sqArg}, Results: []*ptx.Var{sqRet},
		HasBody: true, Regs: []ptx.Reg{{Name: "%f1", Type: ptx.F32, Pos: ptx.Pos{Line: 13, Col: 7}}}}
	square.Body = []ptx.Inst{
		{Pos: ptx.Pos{Line: 14, Col: 2}, Guard: ptx.NoReg, Op: ptx.OpLd, Mods: []string{"param", "f32"}, Types: []ptx.Type{ptx.F32},
			Args: []ptx.Operand{reg(0), {Kind: ptx.OperandAddr, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "x", Var: sqArg}}},
		{Pos: ptx.Pos{Line: 15, Col: 2}, Guard: ptx.NoReg, Op: ptx.OpMul, Mods: []string{"rn", "f32"}, Types: []ptx.Type{ptx.F32},
			Args: []ptx.Operand{reg(0), reg(0), reg(0)}},
		{Pos: ptx.Pos{Line: 16, Col: 2}, Guard: ptx.NoReg, Op: ptx.OpRet},
	}
	decl := &ptx.Func{Name: "external", Linkage: ptx.LinkExtern, Pos: ptx.Pos{Line: 18, Col: 1}}

	pA := &ptx.Var{Name: "k_param_0", Space: ptx.SpaceParam, Type: ptx.U64, PtrSpace: ptx.SpaceGlobal, PtrAlign: 16}
	pN := &ptx.Var{Name: "k_param_1", Space: ptx.SpaceParam, Type: ptx.U32}
	pS := &ptx.Var{Name: "k_param_2", Space: ptx.SpaceParam, Type: ptx.B8, Align: 8, Dims: []int64{24}, Size: 24}
	local := &ptx.Var{Name: "buf", Space: ptx.SpaceLocal, Type: ptx.B8, Align: 4, Dims: []int64{32}, Size: 32,
		Init: []byte{}, Relocs: nil}
	ktile := &ptx.Var{Name: "ktile", Space: ptx.SpaceShared, Type: ptx.F64, Dims: []int64{8}, Size: 64}
	callArg := &ptx.Var{Name: "param0", Space: ptx.SpaceParam, Type: ptx.F32}
	callRet := &ptx.Var{Name: "retval0", Space: ptx.SpaceParam, Type: ptx.F32}
	protoArg := &ptx.Var{Name: "_", Space: ptx.SpaceParam, Type: ptx.F32}
	proto := &ptx.Prototype{Name: "proto0", Pos: ptx.Pos{Line: 30, Col: 3}, Params: []*ptx.Var{protoArg}, Results: []*ptx.Var{callRet}}
	bt := &ptx.BranchTable{Name: "ts", Pos: ptx.Pos{Line: 31, Col: 3}, Labels: []int{0, 1}}
	ct := &ptx.CallTargets{Name: "ct", Pos: ptx.Pos{Line: 32, Col: 3}, Funcs: []*ptx.Func{square, decl}}
	k := &ptx.Func{Name: "kern", Pos: ptx.Pos{Line: 20, Col: 1}, Entry: true, Linkage: ptx.LinkVisible,
		Params: []*ptx.Var{pA, pN, pS}, HasBody: true,
		Perf: ptx.Perf{ReqNTID: [3]int{128, 1, 1}, MaxNReg: 64, MinNCTAPerSM: 2, Pragmas: []string{"nounroll"}},
		Regs: []ptx.Reg{
			{Name: "%r1", Type: ptx.U32}, {Name: "%rd1", Type: ptx.U64}, {Name: "%p1", Type: ptx.Pred},
			{Name: "%f1", Type: ptx.F32}, {Name: "%v", Type: ptx.F32, Vec: 4}, {Name: "%p2", Type: ptx.Pred},
		},
		Vars:         []*ptx.Var{local, ktile, callArg, callRet},
		Labels:       []ptx.Label{{Name: "$L1", Index: 2, Pos: ptx.Pos{Line: 40, Col: 1}}, {Name: "$L2", Index: 9, Pos: ptx.Pos{Line: 50, Col: 1}}},
		BranchTables: []*ptx.BranchTable{bt},
		CallTargets:  []*ptx.CallTargets{ct},
		Prototypes:   []*ptx.Prototype{proto},
	}
	L := func(line int32) ptx.Pos { return ptx.Pos{Line: line, Col: 2} }
	k.Body = []ptx.Inst{
		{Pos: L(33), Guard: ptx.NoReg, Op: ptx.OpMov, Mods: []string{"u32"}, Types: []ptx.Type{ptx.U32},
			Args: []ptx.Operand{reg(0), {Kind: ptx.OperandSpecial, Reg: ptx.NoReg, Special: ptx.SpecialTid, Comp: 0, Label: -1}},
			Loc:  ptx.SrcLoc{File: 1, Line: 12, Col: 3}},
		{Pos: L(34), Guard: ptx.NoReg, Op: ptx.OpLd, Mods: []string{"param", "u64"}, Types: []ptx.Type{ptx.U64},
			Args: []ptx.Operand{reg(1), {Kind: ptx.OperandAddr, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "k_param_0", Var: pA, Offset: 0}}},
		{Pos: L(41), Guard: 2, GuardNeg: true, Op: ptx.OpBra, Mods: []string{"uni"},
			Args: []ptx.Operand{{Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Sym: "$L2", Label: 1}}},
		{Pos: L(42), Guard: ptx.NoReg, Op: ptx.OpSetp, Mods: []string{"lt", "u32"}, Types: []ptx.Type{ptx.U32},
			Args: []ptx.Operand{
				{Kind: ptx.OperandPair, Reg: ptx.NoReg, Comp: -1, Label: -1, Elems: []ptx.Operand{reg(2), reg(5)}},
				reg(0), {Kind: ptx.OperandImm, Reg: ptx.NoReg, Comp: -1, Label: -1, Imm: math.MaxUint64}}},
		{Pos: L(43), Guard: ptx.NoReg, Op: ptx.OpLd, Mods: []string{"global", "v4", "f32"}, Types: []ptx.Type{ptx.F32},
			Args: []ptx.Operand{
				{Kind: ptx.OperandVec, Reg: ptx.NoReg, Comp: -1, Label: -1, Elems: []ptx.Operand{reg(3), reg(3), {Kind: ptx.OperandSink, Reg: ptx.NoReg, Comp: -1, Label: -1}, reg(3)}},
				{Kind: ptx.OperandAddr, Reg: 1, Comp: -1, Label: -1, Offset: -16}}},
		{Pos: L(44), Guard: ptx.NoReg, Op: ptx.OpFma, Mods: []string{"rn", "f32"}, Types: []ptx.Type{ptx.F32},
			Args: []ptx.Operand{reg(3), reg(3), {Kind: ptx.OperandF32, Reg: ptx.NoReg, Comp: -1, Label: -1, Imm: uint64(math.Float32bits(1.5))},
				{Kind: ptx.OperandF64, Reg: ptx.NoReg, Comp: -1, Label: -1, Imm: math.Float64bits(-2.25)}}},
		{Pos: L(45), Guard: ptx.NoReg, Op: ptx.OpCall, Mods: []string{"uni"},
			Args: []ptx.Operand{
				{Kind: ptx.OperandList, Reg: ptx.NoReg, Comp: -1, Label: -1, Elems: []ptx.Operand{{Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "retval0", Var: callRet}}},
				{Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "square", Func: square},
				{Kind: ptx.OperandList, Reg: ptx.NoReg, Comp: -1, Label: -1, Elems: []ptx.Operand{{Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "param0", Var: callArg}}}}},
		{Pos: L(46), Guard: ptx.NoReg, Op: ptx.OpCall,
			Args: []ptx.Operand{
				reg(1),
				{Kind: ptx.OperandList, Reg: ptx.NoReg, Comp: -1, Label: -1, Elems: []ptx.Operand{}},
				{Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "proto0", Proto: proto}}},
		{Pos: L(47), Guard: ptx.NoReg, Op: ptx.OpBrxIdx,
			Args: []ptx.Operand{reg(0), {Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "ts", Table: bt}}},
		{Pos: L(51), Guard: ptx.NoReg, Op: ptx.OpMov, Mods: []string{"u32"}, Types: []ptx.Type{ptx.U32},
			Args: []ptx.Operand{reg(0), {Kind: ptx.OperandSpecial, Reg: ptx.NoReg, Special: ptx.SpecialEnvreg, Index: 3, Comp: -1, Label: -1}}},
		{Pos: L(52), Guard: ptx.NoReg, Op: ptx.OpSt, Mods: []string{"shared", "f32"}, Types: []ptx.Type{ptx.F32},
			Args: []ptx.Operand{{Kind: ptx.OperandAddr, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "tile", Var: tile, Offset: 8}, reg(3)}},
		{Pos: L(53), Guard: ptx.NoReg, Op: ptx.OpMov, Mods: []string{"u64"}, Types: []ptx.Type{ptx.U64},
			Args: []ptx.Operand{reg(1), {Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "ktile", Var: ktile}}},
		{Pos: L(54), Guard: ptx.NoReg, Op: ptx.OpSelp, Mods: []string{"u32"}, Types: []ptx.Type{ptx.U32},
			Args: []ptx.Operand{reg(0), reg(0), reg(0), {Kind: ptx.OperandReg, Reg: 2, Neg: true, Comp: -1, Label: -1}}},
		{Pos: L(54), Guard: ptx.NoReg, Op: ptx.OpCall,
			Args: []ptx.Operand{
				reg(1),
				{Kind: ptx.OperandList, Reg: ptx.NoReg, Comp: -1, Label: -1, Elems: []ptx.Operand{}},
				{Kind: ptx.OperandSym, Reg: ptx.NoReg, Comp: -1, Label: -1, Sym: "ct", Targets: ct}}},
		{Pos: L(55), Guard: ptx.NoReg, Op: ptx.OpExit},
	}
	k.Blocks = []ptx.Block{{Parent: -1, Start: 0, End: len(k.Body), Pos: ptx.Pos{Line: 21, Col: 1}}, {Parent: 0, Start: 3, End: 5, Pos: ptx.Pos{Line: 41, Col: 2}}}
	k.Regs[5].Block = 1
	k.Labels[0].Block = 1
	local.Block = 1
	m.Funcs = []*ptx.Func{square, decl, k}
	m.Files = []ptx.SourceFile{{Index: 1, Name: "hand.cu", Pos: ptx.Pos{Line: 3, Col: 1}}}
	m.Sections = []*ptx.Section{{Name: ".debug_str", Pos: ptx.Pos{Line: 60, Col: 1}, Text: "\t.b8 0x41, 0x00\n"}}
	return m
}

func reg(r ptx.RegID) ptx.Operand {
	return ptx.Operand{Kind: ptx.OperandReg, Reg: r, Comp: -1, Label: -1, Pos: ptx.Pos{Line: 1, Col: int32(r) + 10}}
}
