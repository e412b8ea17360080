package ptx

import (
	"math"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// funcHeader is what entryDecl and funcDecl hold (their contexts are two
// types with the same labelled fields).
type funcHeader struct {
	specs   []parser.IDeclSpecContext
	results parser.IParamsContext
	name    antlr.Token
	ps      parser.IParamsContext
	perfs   []parser.IPerfContext
	body    parser.IBlockContext
}

// funcDecl walks ".entry name (params) perf { body }" and ".func (results)
// name (params) perf { body }" (or ';' for a declaration).
func (w *walker) funcDecl(h funcHeader, entry bool) {
	var s specs
	fn := &Func{Entry: entry}
	for _, c := range h.specs {
		w.addSpec(&s, c.(*parser.DeclSpecContext))
	}
	if h.results != nil {
		fn.Results = w.params(h.results.(*parser.ParamsContext))
	}
	fn.Name = h.name.GetText()
	fn.Pos = tokPos(h.name)
	if h.ps != nil {
		fn.Params = w.params(h.ps.(*parser.ParamsContext))
	}
	for _, c := range h.perfs {
		w.perf(&fn.Perf, c.(*parser.PerfContext))
	}
	var body *parser.BlockContext
	if h.body != nil {
		body = h.body.(*parser.BlockContext)
	}
	if s.space != SpaceNone || s.typ != TypeNone || s.align != 0 {
		w.errorf(s.pos, "a function takes only a linkage (.visible, .extern, .weak)")
	}
	fn.Linkage = s.linkage
	if entry && len(fn.Results) > 0 {
		w.errorf(fn.Pos, "a kernel cannot return values")
	}
	fn = w.declareFunc(fn, body != nil)
	if body == nil || fn == nil {
		return
	}
	fn.HasBody = true
	fs := &funcState{fn: fn, top: &scope{block: -1}}
	for _, p := range fn.Results {
		w.bind(fs.top, p.Name, binding{kind: bindVar, v: p, pos: p.Pos})
	}
	for _, p := range fn.Params {
		w.bind(fs.top, p.Name, binding{kind: bindVar, v: p, pos: p.Pos})
	}
	// Most statements of a body are instructions: size Body (and the
	// resolver's side table) for them up front instead of growing both
	// from empty.
	if n := len(body.GetBody()); n > 0 {
		fn.Body = make([]Inst, 0, n)
		fs.pend = make([]pendInst, 0, n)
	}
	w.fs = fs
	w.block(body, fs.top)
	w.fs = nil
	w.funcs = append(w.funcs, fs)
}

// declareFunc enters fn into the module, merging a declaration and a later
// definition. It returns the Func that a body (if any) belongs to, or nil
// after reporting a duplicate.
func (w *walker) declareFunc(fn *Func, hasBody bool) *Func {
	old, ok := w.global[fn.Name]
	if !ok {
		w.global[fn.Name] = binding{kind: bindFunc, f: fn, pos: fn.Pos}
		w.m.Funcs = append(w.m.Funcs, fn)
		return fn
	}
	if old.kind != bindFunc {
		w.errorf(fn.Pos, "%s redeclared (previous declaration at %d:%d)", fn.Name, old.pos.Line, old.pos.Col)
		return nil
	}
	prev := old.f
	if prev.Entry != fn.Entry || len(prev.Params) != len(fn.Params) || len(prev.Results) != len(fn.Results) {
		w.errorf(fn.Pos, "%s redeclared with a different signature (previous declaration at %d:%d)", fn.Name, old.pos.Line, old.pos.Col)
		return nil
	}
	if hasBody {
		if prev.HasBody {
			w.errorf(fn.Pos, "%s redefined (previous definition at %d:%d)", fn.Name, prev.Pos.Line, prev.Pos.Col)
			return nil
		}
		// The definition's names and directives win; the Func keeps its
		// place (and identity, for calls resolved against it) in the module.
		*prev = *fn
	}
	return prev
}

// params walks a parenthesized parameter list.
func (w *walker) params(c *parser.ParamsContext) []*Var {
	var out []*Var
	for _, pi := range c.GetList() {
		pc := pi.(*parser.ParamContext)
		var s specs
		v := &Var{}
		for _, sc := range pc.GetSpecs() {
			w.addSpec(&s, sc.(*parser.DeclSpecContext))
		}
		if t := pc.GetName(); t != nil {
			v.Name = t.GetText()
			v.Pos = tokPos(t)
		}
		for _, d := range pc.GetDims() {
			t := d.(*parser.DimContext).GetSize()
			if t == nil {
				v.Dims = append(v.Dims, -1)
				continue
			}
			n, ok := parseIntLit(t.GetText())
			if !ok || n > 1<<40 {
				w.errorf(tokPos(t), "bad array size %s", t.GetText())
			}
			v.Dims = append(v.Dims, int64(n))
		}
		if !v.Pos.IsValid() {
			v.Pos = s.pos
		}
		if s.space == SpaceNone {
			s.space = SpaceParam
		}
		if s.space != SpaceParam && s.space != SpaceReg {
			w.errorf(s.pos, "parameter %s must be in .param or .reg space", v.Name)
		}
		if s.typ == TypeNone {
			w.errorf(s.pos, "parameter %s has no type", v.Name)
		}
		v.Space, v.Type, v.Vec, v.Align = s.space, s.typ, s.vec, s.align
		v.PtrSpace, v.PtrAlign = s.ptrSpace, s.ptrAlign
		v.Size = varSize(v)
		out = append(out, v)
	}
	return out
}

// perf walks one performance directive.
func (w *walker) perf(p *Perf, c *parser.PerfContext) {
	dt := c.GetWord()
	if dt == nil {
		for _, t := range c.GetStrs() {
			p.Pragmas = append(p.Pragmas, unquote(t.GetText()))
		}
		return
	}
	var nums []int
	for _, t := range c.GetNums() {
		v, ok := parseIntLit(t.GetText())
		if !ok || v > math.MaxInt32 {
			w.errorf(tokPos(t), "bad value %s", t.GetText())
			return
		}
		nums = append(nums, int(v))
	}
	name := dt.GetText()
	pos := tokPos(dt)
	want := func(min, max int) bool {
		if len(nums) < min || len(nums) > max {
			if min == max {
				w.errorf(pos, "%s takes %d values", name, min)
			} else {
				w.errorf(pos, "%s takes %d to %d values", name, min, max)
			}
			return false
		}
		return true
	}
	dim3 := func(d *[3]int) {
		if want(1, 3) {
			*d = [3]int{1, 1, 1}
			copy(d[:], nums)
		}
	}
	one := func(d *int) {
		if want(1, 1) {
			*d = nums[0]
		}
	}
	flag := func(d *bool) {
		if want(0, 0) {
			*d = true
		}
	}
	switch name {
	case ".maxntid":
		dim3(&p.MaxNTID)
	case ".reqntid":
		dim3(&p.ReqNTID)
	case ".reqnctapercluster":
		dim3(&p.ReqNCTAPerCluster)
	case ".minnctapersm":
		one(&p.MinNCTAPerSM)
	case ".maxnctapersm":
		one(&p.MaxNCTAPerSM)
	case ".maxnreg":
		one(&p.MaxNReg)
	case ".maxclusterrank":
		one(&p.MaxClusterRank)
	case ".explicitcluster":
		flag(&p.ExplicitCluster)
	case ".noreturn":
		flag(&p.NoReturn)
	case ".abi_preserve":
		one(&p.AbiPreserve)
	case ".abi_preserve_control":
		one(&p.AbiPreserveControl)
	case ".blocksareclusters":
		flag(&p.BlocksAreClusters)
	default:
		w.errorf(pos, "unknown function directive %s", name)
	}
}

func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// ---------------------------------------------------------------- bodies

// block walks one { } block in a new scope inside parent.
func (w *walker) block(c *parser.BlockContext, parent *scope) {
	fs := w.fs
	fn := fs.fn
	bi := int32(len(fn.Blocks))
	fn.Blocks = append(fn.Blocks, Block{Parent: parent.block, Start: len(fn.Body), Pos: tokPos(c.GetLb())})
	sc := &scope{parent: parent, block: bi}
	for _, si := range c.GetBody() {
		s := si.(*parser.StmtContext)
		switch {
		case s.GetOp() != nil:
			w.inst(s, sc)
		case s.GetLabel() != nil:
			t := s.GetLabel()
			name := t.GetText()
			pos := tokPos(t)
			if tc := s.GetTab(); tc != nil {
				w.table(name, pos, tc.(*parser.TableContext), sc)
				continue
			}
			w.bind(sc, name, binding{kind: bindLabel, label: len(fn.Labels), pos: pos})
			fn.Labels = append(fn.Labels, Label{Name: name, Index: len(fn.Body), Pos: pos, Block: bi})
		case s.GetDecl() != nil:
			d := s.GetDecl().(*parser.VarStmtContext)
			w.varDecl(d.GetSpecs(), d.GetDecls(), sc)
		case s.GetInner() != nil:
			w.block(s.GetInner().(*parser.BlockContext), sc)
		case s.GetLoc() != nil:
			var v [3]int32
			for k, t := range [3]antlr.Token{s.GetFile(), s.GetLine(), s.GetCol()} {
				n, ok := parseIntLit(t.GetText())
				if !ok || n > math.MaxInt32 {
					w.errorf(tokPos(t), "bad .loc value %s", t.GetText())
				}
				v[k] = int32(n)
			}
			fs.loc = SrcLoc{File: v[0], Line: v[1], Col: v[2]}
		case s.GetPrag() != nil:
			for _, t := range s.GetPrag().(*parser.PragmaStmtContext).GetStrs() {
				fn.Perf.Pragmas = append(fn.Perf.Pragmas, unquote(t.GetText()))
			}
		}
	}
	fn.Blocks[bi].End = len(fn.Body)
}

// table walks "name: .branchtargets ..." / ".calltargets" / ".callprototype".
func (w *walker) table(name string, pos Pos, c *parser.TableContext, sc *scope) {
	fn := w.fs.fn
	kind := c.GetKind().GetTokenType()
	if kind == parser.PTXParserCALLPROTOTYPE {
		p := &Prototype{Name: name, Pos: pos}
		if r := c.GetResults(); r != nil {
			p.Results = w.params(r.(*parser.ParamsContext))
		}
		if ps := c.GetPs(); ps != nil {
			p.Params = w.params(ps.(*parser.ParamsContext))
		}
		for _, pc := range c.GetPerfs() {
			var perf Perf
			w.perf(&perf, pc.(*parser.PerfContext))
		}
		w.bind(sc, name, binding{kind: bindProto, proto: p, pos: pos})
		fn.Prototypes = append(fn.Prototypes, p)
		return
	}
	pt := pendTable{sc: sc}
	for _, t := range c.GetNames() {
		pt.names = append(pt.names, t.GetText())
		pt.poss = append(pt.poss, tokPos(t))
	}
	if kind == parser.PTXParserBRANCHTARGETS {
		pt.bt = &BranchTable{Name: name, Pos: pos}
		w.bind(sc, name, binding{kind: bindTable, table: pt.bt, pos: pos})
		fn.BranchTables = append(fn.BranchTables, pt.bt)
	} else {
		pt.ct = &CallTargets{Name: name, Pos: pos}
		w.bind(sc, name, binding{kind: bindCallTargets, ct: pt.ct, pos: pos})
		fn.CallTargets = append(fn.CallTargets, pt.ct)
	}
	w.fs.tables = append(w.fs.tables, pt)
}

func (w *walker) inst(c *parser.StmtContext, sc *scope) {
	fs := w.fs
	in := Inst{Guard: NoReg, Loc: fs.loc}
	pend := pendInst{sc: sc}
	if t := c.GetGuard(); t != nil {
		g := t.GetText()[1:]
		if len(g) > 0 && g[0] == '!' {
			in.GuardNeg = true
			g = g[1:]
		}
		for len(g) > 0 && (g[0] == ' ' || g[0] == '\t') {
			g = g[1:]
		}
		pend.guard = g
		in.Pos = tokPos(t)
	}
	t := c.GetOp()
	if !in.Pos.IsValid() {
		in.Pos = tokPos(t)
	}
	text := t.GetText()
	mn, ok := w.mnems[text]
	if !ok {
		mn = splitMnemonic(text)
		w.mnems[text] = mn
	}
	if mn.op == OpInvalid {
		w.errorf(tokPos(t), "unknown instruction %s", text)
	}
	in.Op, in.Mods, in.Types = mn.op, mn.mods, mn.types
	in.Args = w.args(c)
	fs.fn.Body = append(fs.fn.Body, in)
	fs.pend = append(fs.pend, pend)
}

// args converts an instruction's operands (a0..a3, then the list more).
func (w *walker) args(c *parser.StmtContext) []Operand {
	fixed := [4]parser.IOperandContext{c.GetA0(), c.GetA1(), c.GetA2(), c.GetA3()}
	n := 0
	for n < 4 && fixed[n] != nil {
		n++
	}
	more := c.GetMore()
	if n == 0 {
		return nil
	}
	out := w.allocOperands(n + len(more))
	for i := 0; i < n; i++ {
		out[i] = w.operand(fixed[i].(*parser.OperandContext))
	}
	for i, m := range more {
		out[n+i] = w.operand(m.(*parser.OperandContext))
	}
	return out
}

// operands converts an operand list; nil when it is empty.
func (w *walker) operands(list []parser.IOperandContext) []Operand {
	if len(list) == 0 {
		return nil
	}
	out := w.allocOperands(len(list))
	for i, c := range list {
		out[i] = w.operand(c.(*parser.OperandContext))
	}
	return out
}

// allocOperands returns storage for n operands, carved from a slab shared
// by many instructions: one allocation per few hundred operands instead of
// one per instruction. The slice's capacity is exactly n, so an append by
// a consumer copies instead of overwriting a neighbour.
func (w *walker) allocOperands(n int) []Operand {
	if len(w.slab)+n > cap(w.slab) {
		w.slab = make([]Operand, 0, max(256, n))
	}
	k := len(w.slab)
	w.slab = w.slab[:k+n]
	return w.slab[k : k+n : k+n]
}

// operand converts one operand. Names stay in Sym until resolve. The
// grammar's alternatives are told apart by which labels are set: lb for
// the bracketed forms, then the type of x and whether pre is there.
func (w *walker) operand(c *parser.OperandContext) Operand {
	if lb := c.GetLb(); lb != nil {
		pos := tokPos(lb)
		switch lb.GetTokenType() {
		case parser.PTXParserLBRACK:
			op := newOperand(OperandAddr, pos)
			w.addr(&op, c)
			op.Elems = w.operands(c.GetElems())
			return op
		case parser.PTXParserLBRACE:
			op := newOperand(OperandVec, pos)
			op.Elems = w.operands(c.GetElems())
			if y := c.GetY(); y != nil { // "{d0, d1, d2, d3}|%p" of tex and tld4
				p := newOperand(OperandReg, tokPos(y))
				p.Sym = y.GetText()
				pair := newOperand(OperandPair, pos)
				pair.Elems = w.allocOperands(2)
				pair.Elems[0], pair.Elems[1] = op, p
				return pair
			}
			return op
		default:
			op := newOperand(OperandList, pos)
			op.Elems = w.operands(c.GetElems())
			return op
		}
	}
	x, pre := c.GetX(), c.GetPre()
	if x == nil {
		if e := c.GetE(); e != nil {
			return w.exprOperand(e)
		}
		return newOperand(OperandNone, tokPos(c.GetStart()))
	}
	switch x.GetTokenType() {
	case parser.PTXParserINT, parser.PTXParserFLOAT, parser.PTXParserFLOAT_BITS:
		return w.immediate(pre, x)
	}
	if pre != nil { // "!%p", "!name", or "-%r" (vmad): Neg either way
		op := newOperand(OperandReg, tokPos(pre))
		op.Sym = x.GetText()
		op.Neg = true
		return op
	}
	if x.GetTokenType() == parser.PTXParserREGISTER {
		op := newOperand(OperandReg, tokPos(x))
		op.Sym = x.GetText()
		if y := c.GetY(); y != nil {
			op2 := newOperand(OperandReg, tokPos(y))
			op2.Sym = y.GetText()
			pair := newOperand(OperandPair, op.Pos)
			pair.Elems = w.allocOperands(2)
			pair.Elems[0], pair.Elems[1] = op, op2
			return pair
		}
		return op
	}
	name := x.GetText()
	if name == "_" {
		sink := newOperand(OperandSink, tokPos(x))
		if y := c.GetY(); y != nil && c.GetSign() == nil {
			// "_|%p": a sink paired with a predicate (lop3.or, setp)
			op2 := newOperand(OperandReg, tokPos(y))
			op2.Sym = y.GetText()
			pair := newOperand(OperandPair, sink.Pos)
			pair.Elems = w.allocOperands(2)
			pair.Elems[0], pair.Elems[1] = sink, op2
			return pair
		}
		return sink
	}
	if y := c.GetY(); y != nil && c.GetSign() == nil {
		// "r0|p": a pair of %-less register names (inline assembly's
		// own .reg declarations, e.g. CUB's shfl.sync.up.b32 r0|p)
		op, op2 := newOperand(OperandReg, tokPos(x)), newOperand(OperandReg, tokPos(y))
		op.Sym, op2.Sym = name, y.GetText()
		pair := newOperand(OperandPair, op.Pos)
		pair.Elems = w.allocOperands(2)
		pair.Elems[0], pair.Elems[1] = op, op2
		return pair
	}
	op := newOperand(OperandSym, tokPos(x))
	op.Sym = name
	if off := c.GetY(); off != nil {
		op.Offset = w.offset(c.GetSign(), false, off)
	} else if e := c.GetE(); e != nil {
		op.Offset, _ = w.signedOffset(c.GetSign(), e)
	}
	return op
}

// addr fills in the base and displacement of an address operand.
func (w *walker) addr(op *Operand, c *parser.OperandContext) {
	base := c.GetX()
	switch base.GetTokenType() {
	case parser.PTXParserINT:
		v, ok := parseIntLit(base.GetText())
		if !ok {
			w.errorf(tokPos(base), "bad address %s", base.GetText())
		}
		op.Imm = v
	default:
		// Register or symbol: told apart by the resolver (inline asm
		// names registers without a %).
		op.Sym = base.GetText()
	}
	if off := c.GetY(); off != nil {
		op.Offset = w.offset(c.GetSign(), c.GetPre() != nil, off)
	} else if e := c.GetE(); e != nil {
		op.Offset, _ = w.signedOffset(c.GetSign(), e)
	}
}

// offset evaluates "+N", "-N" or "+-N".
func (w *walker) offset(sign antlr.Token, neg bool, num antlr.Token) int64 {
	v, ok := parseIntLit(num.GetText())
	if !ok || v > math.MaxInt64 {
		w.errorf(tokPos(num), "bad offset %s", num.GetText())
		return 0
	}
	off := int64(v)
	if sign.GetTokenType() == parser.PTXParserMINUS {
		neg = !neg
	}
	if neg {
		off = -off
	}
	return off
}

// immediate converts "-"? (INT | FLOAT | FLOAT_BITS); minus is nil without
// a sign.
func (w *walker) immediate(minus, num antlr.Token) Operand {
	pos := tokPos(num)
	neg := minus != nil
	if neg {
		pos = tokPos(minus)
	}
	op := newOperand(OperandImm, pos)
	text := num.GetText()
	switch num.GetTokenType() {
	case parser.PTXParserINT:
		v, ok := parseIntLit(text)
		if !ok {
			w.errorf(tokPos(num), "bad integer constant %s", text)
		}
		if neg {
			v = -v
		}
		op.Imm = v
	case parser.PTXParserFLOAT_BITS:
		b, is64, ok := parseFloatBits(text)
		if !ok {
			w.errorf(tokPos(num), "bad floating-point constant %s", text)
		}
		op.Kind = OperandF32
		if is64 {
			op.Kind = OperandF64
			if neg {
				b ^= 1 << 63
			}
		} else if neg {
			b ^= 1 << 31
		}
		op.Imm = b
	case parser.PTXParserFLOAT:
		b, ok := parseDecimalFloat(text)
		if !ok {
			w.errorf(tokPos(num), "bad floating-point constant %s", text)
		}
		if neg {
			b ^= 1 << 63
		}
		op.Kind = OperandF64
		op.Imm = b
	}
	return op
}
