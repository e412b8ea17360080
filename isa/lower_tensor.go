package isa

import (
	"github.com/ptxsim/ptxsim/isa/mma"
	"github.com/ptxsim/ptxsim/ptx"
)

// Lowering of the tensor-core instructions through package mma: each one
// is decoded once into a TensorOp (Program.Tensor[Inst.Aux]) holding the
// mma.Op or fragment layout and the register slots of its vector
// operands; the engine copies registers into mma.Frags and calls the
// package at run time.
//
//	wmma.load.{a,b,c}.sync.aligned.layout.shape{.space}.type  r, [p]{, stride}
//	wmma.store.d.sync.aligned.layout.shape{.space}.type       [p], r{, stride}
//	wmma.mma.sync.aligned.alayout.blayout.shape.dtype{.atype.btype}.ctype d, a, b, c
//	mma.sync.aligned.shape.row.col{.satfinite}.dtype.atype.btype.ctype   d, a, b, c
//	ldmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}{.shared}.b16 r, [p]
//	stmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}{.shared}.b16 [p], r
//	movmatrix.sync.aligned.m8n8.trans.b16 d, a
//
// Memory forms keep their address in Base/Sym/Off and Space; the wmma
// stride (in elements) is S[0] (NoSlot: the packed matrix's width).

// TensorKind is the Sub of a KTensor instruction.
type TensorKind uint8

const (
	TensorLoad TensorKind = iota // wmma.load
	TensorStore
	TensorMma // wmma.mma and mma.sync
	TensorLdmatrix
	TensorStmatrix
	TensorMovmatrix
	TensorWgmma // wgmma.mma_async (one warp's quarter of the warpgroup's product)
)

// TensorOp is a decoded tensor instruction.
type TensorOp struct {
	Op       *mma.Op         // TensorMma
	Sp       *mma.SparseOp   // TensorMma of mma.sp: the form (Op is nil)
	Meta     int32           // mma.sp / wgmma.mma_async.sp: the metadata register's slot
	L        *mma.FragLayout // TensorLoad/TensorStore: the fragment's layout
	RowMajor bool            // wmma.load/store: .row (else .col)
	Num      int             // ldmatrix/stmatrix: matrices (.x1/.x2/.x4)
	Trans    bool            // ldmatrix/stmatrix: .trans
	D, A     []int32         // register slots: destination (or stored) fragment, A (movmatrix source)
	B, C     []int32

	Wg           *mma.WgmmaOp // TensorWgmma: the form
	DescA, DescB int32        // TensorWgmma: descriptor slots (DescA NoSlot with register A)
	ScaleD       int32        // TensorWgmma: scale-d predicate slot; NoSlot: constant ScaleDConst
	ScaleDNeg    bool         // the predicate is negated (!p)
	ScaleDConst  bool
}

func init() {
	for _, op := range []ptx.Opcode{ptx.OpWmmaLoad, ptx.OpWmmaStore, ptx.OpWmmaMma, ptx.OpMma,
		ptx.OpLdmatrix, ptx.OpStmatrix, ptx.OpMovmatrix} {
		u := UnitTensor
		switch op {
		case ptx.OpWmmaLoad, ptx.OpWmmaStore, ptx.OpLdmatrix, ptx.OpStmatrix:
			u = UnitLSU
		}
		Semantics[op].OpInfo = OpInfo{Kind: KTensor, Unit: u}
		Semantics[op].Supported = true
	}
	Semantics[ptx.OpWgmmaMmaAsync].OpInfo = OpInfo{Kind: KTensor, Unit: UnitTensor}
	Semantics[ptx.OpWgmmaMmaAsync].Supported = true
	// The engine completes each wgmma.mma_async when it is issued (its
	// operands are read then and its accumulators written), so fence,
	// commit_group and wait_group have nothing left to do functionally;
	// the timing model will charge them (issue #12).
	for _, op := range []ptx.Opcode{ptx.OpWgmmaFence, ptx.OpWgmmaCommitGroup, ptx.OpWgmmaWaitGroup} {
		Semantics[op].OpInfo = OpInfo{Kind: KNop, Unit: UnitTensor}
		Semantics[op].Supported = true
	}
}

// fragSlots lowers a vector operand {r0, r1, ...} (or a single register)
// to its register slots.
func (w *flower) fragSlots(op *ptx.Operand, pos ptx.Pos) []int32 {
	if op.Kind == ptx.OperandVec || op.Kind == ptx.OperandList {
		s := make([]int32, len(op.Elems))
		for i := range op.Elems {
			s[i] = w.regSlot(&op.Elems[i], pos)
		}
		return s
	}
	if op.Kind == ptx.OperandReg && int(op.Reg) < len(w.f.Regs) {
		if n := w.f.Regs[op.Reg].Vec; n > 1 {
			s := make([]int32, n)
			base := w.regSlot(op, pos)
			for i := range s {
				s[i] = base + int32(i)
			}
			return s
		}
	}
	return []int32{w.dst(op, pos)}
}

func tensorShape(src *ptx.Inst) (mma.Shape, bool) {
	for _, m := range src.Mods {
		if s, ok := mma.ShapeOf(m); ok {
			return s, true
		}
	}
	return mma.Shape{}, false
}

func mmaKind(t ptx.Type) mma.Kind {
	k, _ := mma.KindOf(t.String())
	if t == ptx.S32 {
		return mma.S32
	}
	return k
}

func (w *flower) lowerTensor(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	top := &TensorOp{}
	bad := func(format string, a ...any) {
		w.errorf(pos, format, a...)
	}
	opName := src.Op.String() // checkRegs's prefix
	checkRegs := func(name string, got []int32, want int) bool {
		if len(got) != want {
			bad("%s: operand %s has %d registers, the fragment needs %d", opName, name, len(got), want)
			return false
		}
		return true
	}
	switch src.Op {
	case ptx.OpWmmaLoad, ptx.OpWmmaStore:
		shape, ok := tensorShape(src)
		if !ok || len(args) < 2 {
			bad("%s needs a shape and two operands", src.Op)
			return
		}
		in.Sub = uint8(TensorLoad)
		opnd := mma.OpC
		switch {
		case hasMod(src, "a"):
			opnd = mma.OpA
		case hasMod(src, "b"):
			opnd = mma.OpB
		}
		if src.Op == ptx.OpWmmaStore {
			in.Sub = uint8(TensorStore)
		}
		top.RowMajor = hasMod(src, "row")
		if !top.RowMajor && !hasMod(src, "col") {
			bad("%s needs .row or .col", src.Op)
			return
		}
		k := mmaKind(in.Type)
		l, err := mma.WMMALayout(shape, opnd, k)
		if err != nil {
			bad("%s: %v", src.Op, err)
			return
		}
		top.L = l
		frag, addr := &args[0], &args[1]
		if src.Op == ptx.OpWmmaStore {
			frag, addr = &args[1], &args[0]
		}
		w.addr(in, addr, pos)
		top.D = w.fragSlots(frag, pos)
		if !checkRegs("fragment", top.D, l.Regs) {
			return
		}
		if len(args) > 2 {
			in.S[0] = w.src(&args[2], ptx.U32, pos)
		}
	case ptx.OpWmmaMma, ptx.OpMma:
		shape, ok := tensorShape(src)
		if !ok || len(args) < 4 {
			bad("%s needs a shape and four operands", src.Op)
			return
		}
		in.Sub = uint8(TensorMma)
		var spec mma.Spec
		spec.Shape = shape
		spec.Satfinite = hasMod(src, "satfinite")
		spec.XorPopc = hasMod(src, "xor")
		ts := src.Types
		switch len(ts) {
		case 2: // f16 wmma: .dtype.ctype
			spec.D, spec.A, spec.B, spec.C = mmaKind(ts[0]), mma.F16, mma.F16, mmaKind(ts[1])
		case 4:
			spec.D, spec.A, spec.B, spec.C = mmaKind(ts[0]), mmaKind(ts[1]), mmaKind(ts[2]), mmaKind(ts[3])
		default:
			bad("%s: cannot read the element types", src.Op)
			return
		}
		sparse := src.Op == ptx.OpMma && (hasMod(src, "sp") || hasMod(src, "sp::ordered_metadata"))
		quad := src.Op == ptx.OpMma && shape == (mma.Shape{M: 8, N: 8, K: 4}) && spec.A == mma.F16
		if src.Op == ptx.OpMma && !sparse && !quad && !hasRowCol(src) {
			bad("mma.sync needs .row.col (A row-major, B column-major)")
			return
		}
		var op *mma.Op
		var err error
		if sparse {
			sp := w.lowerMmaSparse(top, src, spec)
			if sp == nil {
				return
			}
			op, opName = &sp.Op, "mma.sp"
		} else if quad {
			var lays []string
			for _, m := range src.Mods {
				if m == "row" || m == "col" {
					lays = append(lays, m)
				}
			}
			if len(lays) != 2 {
				bad("mma.sync.m8n8k4 needs the layouts of A and B (.row or .col each)")
				return
			}
			op, err = mma.NewQuadPairOp(spec, lays[0] == "row", lays[1] == "row", nil)
		} else if src.Op == ptx.OpWmmaMma {
			// The layouts of wmma.mma name the memory layouts of the loads
			// that made A and B; wmma.load already turned those into the
			// layout-independent fragments, so any pair is accepted.
			op, err = mma.NewWMMA(spec, nil)
		} else {
			op, err = mma.NewOp(spec, nil)
		}
		if err != nil {
			bad("%s: %v", src.Op, err)
			return
		}
		if !sparse {
			top.Op = op
		}
		top.D = w.fragSlots(&args[0], pos)
		top.A = w.fragSlots(&args[1], pos)
		top.B = w.fragSlots(&args[2], pos)
		top.C = w.fragSlots(&args[3], pos)
		if !checkRegs("d", top.D, op.LD.Regs) || !checkRegs("a", top.A, op.LA.Regs) ||
			!checkRegs("b", top.B, op.LB.Regs) || !checkRegs("c", top.C, op.LC.Regs) {
			return
		}
	case ptx.OpLdmatrix, ptx.OpStmatrix:
		if len(args) < 2 {
			bad("%s needs two operands", src.Op)
			return
		}
		in.Sub = uint8(TensorLdmatrix)
		frag, addr := &args[0], &args[1]
		if src.Op == ptx.OpStmatrix {
			in.Sub = uint8(TensorStmatrix)
			frag, addr = &args[1], &args[0]
		}
		switch {
		case hasMod(src, "x1"):
			top.Num = 1
		case hasMod(src, "x2"):
			top.Num = 2
		case hasMod(src, "x4"):
			top.Num = 4
		default:
			bad("%s needs .x1, .x2 or .x4", src.Op)
			return
		}
		top.Trans = hasMod(src, "trans")
		if in.Space == ptx.SpaceGeneric {
			in.Space = ptx.SpaceShared // the PTX ISA's default state space for ldmatrix/stmatrix
		}
		w.addr(in, addr, pos)
		top.D = w.fragSlots(frag, pos)
		if !checkRegs("fragment", top.D, top.Num) {
			return
		}
	case ptx.OpWgmmaMmaAsync:
		if !w.lowerWgmma(top, src) {
			return
		}
		in.Sub = uint8(TensorWgmma)
	case ptx.OpMovmatrix:
		if len(args) < 2 {
			bad("movmatrix needs two operands")
			return
		}
		in.Sub = uint8(TensorMovmatrix)
		top.D = []int32{w.dst(&args[0], pos)}
		top.A = []int32{w.src(&args[1], ptx.B32, pos)}
	}
	in.Aux = int32(len(w.l.p.Tensor))
	w.l.p.Tensor = append(w.l.p.Tensor, top)
	w.emit(*in, pos)
}

// lowerMmaSparse decodes
//
//	mma.sp{::ordered_metadata}.sync.aligned.m16n8kK.row.col{.satfinite}.dtype.atype.btype.ctype d, a, b, c, e, f
//
// with e the metadata register and f the sparsity selector (a constant):
// top.Sp and top.Meta; lowerTensor reads the fragments as for mma. nil
// after an error.
func (w *flower) lowerMmaSparse(top *TensorOp, src *ptx.Inst, spec mma.Spec) *mma.SparseOp {
	pos, args := src.Pos, src.Args
	bad := func(format string, a ...any) *mma.SparseOp {
		w.errorf(pos, "mma.sp: "+format, a...)
		return nil
	}
	if !hasRowCol(src) {
		return bad("needs .row.col (A row-major, B column-major)")
	}
	if len(args) != 6 {
		return bad("takes d, a, b, c, metadata and sparsity selector: %d operands given", len(args))
	}
	if args[5].Kind != ptx.OperandImm {
		return bad("the sparsity selector must be an integer constant")
	}
	op, err := mma.NewSparseOp(spec, int(args[5].Imm), nil)
	if err != nil {
		return bad("%v", err)
	}
	top.Sp = op
	top.Meta = w.src(&args[4], ptx.B32, pos)
	return op
}

func hasRowCol(src *ptx.Inst) bool {
	for i, m := range src.Mods {
		if m == "row" {
			for _, m2 := range src.Mods[i+1:] {
				if m2 == "col" {
					return true
				}
			}
		}
	}
	return false
}

// lowerWgmma decodes
//
//	wgmma.mma_async{.sp}.sync.aligned.m64nNkK{.satfinite}.dtype.atype.btype{.and.popc}
//	    d, a-desc|{a0..a3}, b-desc{, sp-meta, sp-sel}, scale-d{, imm-scale-a, imm-scale-b{, imm-trans-a}{, imm-trans-b}}
func (w *flower) lowerWgmma(top *TensorOp, src *ptx.Inst) bool {
	pos := src.Pos
	args := src.Args
	bad := func(format string, a ...any) bool {
		w.errorf(pos, "wgmma.mma_async: "+format, a...)
		return false
	}
	shape, ok := tensorShape(src)
	if !ok || shape.M != 64 {
		return bad("needs a .m64nNkK shape")
	}
	ts := src.Types
	if len(ts) != 3 {
		return bad("needs .dtype.atype.btype")
	}
	var s mma.WgmmaSpec
	s.N, s.K = shape.N, shape.K
	s.D, s.A, s.B = mmaKind(ts[0]), mmaKind(ts[1]), mmaKind(ts[2])
	s.Satfinite = hasMod(src, "satfinite")
	if s.A == mma.B1 && !(hasMod(src, "and") && hasMod(src, "popc")) {
		return bad(".b1 needs .and.popc")
	}
	s.Sparse = hasMod(src, "sp")
	first := 3 // scale-d
	if s.Sparse {
		first = 5
		if len(args) < 6 {
			return bad("needs d, a, b-desc, sp-meta, sp-sel and scale-d")
		}
		if args[4].Kind != ptx.OperandImm {
			return bad("the sparsity selector must be an integer constant")
		}
		s.Sel = int(args[4].Imm)
	}
	if len(args) < first+1 {
		return bad("needs d, a, b-desc and scale-d")
	}
	s.RegA = args[1].Kind == ptx.OperandVec || args[1].Kind == ptx.OperandList
	imms := args[first+1:]
	imm := func(i int, name string, allowed ...int64) (int64, bool) {
		if i >= len(imms) {
			return 0, false
		}
		a := &imms[i]
		if a.Kind != ptx.OperandImm {
			bad("%s must be an integer constant", name)
			return 0, false
		}
		for _, v := range allowed {
			if int64(a.Imm) == v {
				return v, true
			}
		}
		bad("%s must be one of %v, not %d", name, allowed, int64(a.Imm))
		return 0, false
	}
	floatForm := s.A == mma.F16 || s.A == mma.BF16 || s.A == mma.TF32 || s.A == mma.E4M3 || s.A == mma.E5M2
	want := 0
	if floatForm {
		want = 2
		if s.A == mma.F16 || s.A == mma.BF16 {
			want = 4
			if s.RegA {
				want = 3
			}
		}
	}
	if len(imms) != want {
		return bad("takes %d immediate operands after scale-d for .%s%s, has %d", want, s.A, map[bool]string{true: " with register A"}[s.RegA], len(imms))
	}
	if floatForm {
		sa, ok1 := imm(0, "imm-scale-a", 1, -1)
		sb, ok2 := imm(1, "imm-scale-b", 1, -1)
		if !ok1 || !ok2 {
			return false
		}
		s.NegA, s.NegB = sa < 0, sb < 0
		if want == 4 {
			ta, ok1 := imm(2, "imm-trans-a", 0, 1)
			tb, ok2 := imm(3, "imm-trans-b", 0, 1)
			if !ok1 || !ok2 {
				return false
			}
			s.TransA, s.TransB = ta == 1, tb == 1
		} else if want == 3 {
			tb, ok := imm(2, "imm-trans-b", 0, 1)
			if !ok {
				return false
			}
			s.TransB = tb == 1
		}
	}
	op, err := mma.NewWgmma(s, nil)
	if err != nil {
		w.errorf(pos, "%v", err)
		return false
	}
	top.Wg = op
	top.D = w.fragSlots(&args[0], pos)
	if len(top.D) != op.Regs {
		return bad("d has %d registers, .m64n%d with .%s accumulators needs %d", len(top.D), s.N, s.D, op.Regs)
	}
	top.DescA = NoSlot
	if s.RegA {
		top.A = w.fragSlots(&args[1], pos)
		if len(top.A) != op.LA.Regs {
			return bad("register A has %d registers, needs %d", len(top.A), op.LA.Regs)
		}
	} else {
		top.DescA = w.src(&args[1], ptx.B64, pos)
	}
	top.DescB = w.src(&args[2], ptx.B64, pos)
	if s.Sparse {
		top.Meta = w.src(&args[3], ptx.B32, pos)
	}
	sd := &args[first]
	top.ScaleD = NoSlot
	switch {
	case sd.Kind == ptx.OperandImm:
		top.ScaleDConst = sd.Imm != 0
	case sd.Kind == ptx.OperandReg && int(sd.Reg) < len(w.isPred) && w.isPred[sd.Reg]:
		top.ScaleD = w.slot[sd.Reg]
		top.ScaleDNeg = sd.Neg
	default:
		return bad("scale-d must be a predicate or a constant")
	}
	return true
}
