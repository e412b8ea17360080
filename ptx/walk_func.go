package ptx

import (
	"math"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// funcDecl walks ".entry name (params) perf { body }" and ".func (results)
// name (params) perf { body }" (or ';' for a declaration).
func (w *walker) funcDecl(children []antlr.Tree, entry bool) {
	var s specs
	fn := &Func{Entry: entry}
	seenName := false
	var body *parser.BlockContext
	for _, ch := range children {
		switch c := ch.(type) {
		case *parser.DeclSpecContext:
			w.addSpec(&s, c)
		case *parser.ParamsContext:
			vars := w.params(c)
			if seenName {
				fn.Params = vars
			} else {
				fn.Results = vars
			}
		case *parser.PerfContext:
			w.perf(&fn.Perf, c)
		case *parser.BlockContext:
			body = c
		case antlr.TerminalNode:
			t := c.GetSymbol()
			switch t.GetTokenType() {
			case parser.PTXParserENTRY, parser.PTXParserFUNC:
				fn.Pos = tokPos(t)
			case parser.PTXParserIDENT:
				fn.Name = w.intern(t.GetText())
				fn.Pos = tokPos(t)
				seenName = true
			}
		}
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
	for _, ch := range c.GetChildren() {
		pc, ok := ch.(*parser.ParamContext)
		if !ok {
			continue
		}
		var s specs
		v := &Var{}
		for _, pch := range pc.GetChildren() {
			switch x := pch.(type) {
			case *parser.DeclSpecContext:
				w.addSpec(&s, x)
			case antlr.TerminalNode:
				t := x.GetSymbol()
				switch t.GetTokenType() {
				case parser.PTXParserIDENT:
					v.Name = w.intern(t.GetText())
					v.Pos = tokPos(t)
				case parser.PTXParserINT:
					n, ok := parseIntLit(t.GetText())
					if !ok || n > 1<<40 {
						w.errorf(tokPos(t), "bad array size %s", t.GetText())
					}
					v.Dims = append(v.Dims, int64(n))
				case parser.PTXParserLBRACK:
					// A "[]" dimension is completed by the ']' that follows.
					v.Dims = append(v.Dims, -1)
				}
			}
		}
		// "[" INT "]" appended -1 then the size: fold the pairs.
		v.Dims = foldDims(v.Dims)
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

// foldDims turns the token-order list (-1 for each '[' followed by the
// size, if any) into dimensions.
func foldDims(d []int64) []int64 {
	if len(d) == 0 {
		return nil
	}
	out := d[:0]
	for i := 0; i < len(d); i++ {
		if d[i] == -1 && i+1 < len(d) && d[i+1] >= 0 {
			out = append(out, d[i+1])
			i++
			continue
		}
		out = append(out, d[i])
	}
	return out
}

// perf walks one performance directive.
func (w *walker) perf(p *Perf, c *parser.PerfContext) {
	if pr := c.PRAGMA(); pr != nil {
		for _, ch := range c.GetChildren() {
			if t := term(ch); t != nil && t.GetTokenType() == parser.PTXParserSTRING {
				p.Pragmas = append(p.Pragmas, unquote(t.GetText()))
			}
		}
		return
	}
	dt := c.DOTWORD().GetSymbol()
	var nums []int
	for _, ch := range c.GetChildren() {
		if t := term(ch); t != nil && t.GetTokenType() == parser.PTXParserINT {
			v, ok := parseIntLit(t.GetText())
			if !ok || v > math.MaxInt32 {
				w.errorf(tokPos(t), "bad value %s", t.GetText())
				return
			}
			nums = append(nums, int(v))
		}
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
	switch name {
	case ".maxntid":
		dim3(&p.MaxNTID)
	case ".reqntid":
		dim3(&p.ReqNTID)
	case ".reqnctapercluster":
		dim3(&p.ReqNCTAPerCluster)
	case ".minnctapersm":
		if want(1, 1) {
			p.MinNCTAPerSM = nums[0]
		}
	case ".maxnctapersm":
		if want(1, 1) {
			p.MaxNCTAPerSM = nums[0]
		}
	case ".maxnreg":
		if want(1, 1) {
			p.MaxNReg = nums[0]
		}
	case ".maxclusterrank":
		if want(1, 1) {
			p.MaxClusterRank = nums[0]
		}
	case ".explicitcluster":
		if want(0, 0) {
			p.ExplicitCluster = true
		}
	case ".noreturn":
		if want(0, 0) {
			p.NoReturn = true
		}
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
	fn.Blocks = append(fn.Blocks, Block{Parent: parent.block, Start: len(fn.Body), Pos: tokPos(c.GetStart())})
	sc := &scope{parent: parent, block: bi}
	defer func() { fn.Blocks[bi].End = len(fn.Body) }()
	for _, ch := range c.GetChildren() {
		switch s := ch.(type) {
		case *parser.InstStmtContext:
			w.inst(s, sc)
		case *parser.LabelStmtContext:
			t := s.IDENT().GetSymbol()
			name := w.intern(t.GetText())
			pos := tokPos(t)
			if tc := s.Table(); tc != nil {
				w.table(name, pos, tc.(*parser.TableContext), sc)
				continue
			}
			w.bind(sc, name, binding{kind: bindLabel, label: len(fn.Labels), pos: pos})
			fn.Labels = append(fn.Labels, Label{Name: name, Index: len(fn.Body), Pos: pos, Block: bi})
		case *parser.VarStmtContext:
			w.varDecl(s.GetChildren(), sc)
		case *parser.BlockStmtContext:
			w.block(s.Block().(*parser.BlockContext), sc)
		case *parser.LocStmtContext:
			var v [3]int32
			k := 0
			for _, lch := range s.GetChildren() {
				t := term(lch)
				if t == nil || t.GetTokenType() != parser.PTXParserINT {
					if t != nil && t.GetTokenType() == parser.PTXParserCOMMA {
						break
					}
					continue
				}
				if k < 3 {
					n, ok := parseIntLit(t.GetText())
					if !ok || n > math.MaxInt32 {
						w.errorf(tokPos(t), "bad .loc value %s", t.GetText())
					}
					v[k] = int32(n)
					k++
				}
			}
			fs.loc = SrcLoc{File: v[0], Line: v[1], Col: v[2]}
		case *parser.PragmaStmtContext:
			for _, pch := range s.GetChildren() {
				if t := term(pch); t != nil && t.GetTokenType() == parser.PTXParserSTRING {
					fn.Perf.Pragmas = append(fn.Perf.Pragmas, unquote(t.GetText()))
				}
			}
		}
	}
}

// table walks "name: .branchtargets ..." / ".calltargets" / ".callprototype".
func (w *walker) table(name string, pos Pos, c *parser.TableContext, sc *scope) {
	fn := w.fs.fn
	children := c.GetChildren()
	kind := term(children[0]).GetTokenType()
	if kind == parser.PTXParserCALLPROTOTYPE {
		p := &Prototype{Name: name, Pos: pos}
		seenName := false
		for _, ch := range children[1:] {
			switch x := ch.(type) {
			case *parser.ParamsContext:
				if seenName {
					p.Params = w.params(x)
				} else {
					p.Results = w.params(x)
				}
			case antlr.TerminalNode:
				if x.GetSymbol().GetTokenType() == parser.PTXParserIDENT {
					seenName = true
				}
			case *parser.PerfContext:
				var perf Perf
				w.perf(&perf, x)
			}
		}
		w.bind(sc, name, binding{kind: bindProto, proto: p, pos: pos})
		fn.Prototypes = append(fn.Prototypes, p)
		return
	}
	pt := pendTable{sc: sc}
	for _, ch := range children[1:] {
		if t := term(ch); t != nil && t.GetTokenType() == parser.PTXParserIDENT {
			pt.names = append(pt.names, w.intern(t.GetText()))
			pt.poss = append(pt.poss, tokPos(t))
		}
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

func (w *walker) inst(c *parser.InstStmtContext, sc *scope) {
	fs := w.fs
	in := Inst{Guard: NoReg, Loc: fs.loc}
	pend := pendInst{sc: sc}
	children := c.GetChildren()
	nops := 0
	for _, ch := range children {
		if _, ok := ch.(parser.IOperandContext); ok {
			nops++
		}
	}
	if nops > 0 {
		in.Args = make([]Operand, 0, nops)
	}
	for _, ch := range children {
		if t := term(ch); t != nil {
			switch t.GetTokenType() {
			case parser.PTXParserGUARD:
				g := t.GetText()[1:]
				if len(g) > 0 && g[0] == '!' {
					in.GuardNeg = true
					g = g[1:]
				}
				for len(g) > 0 && (g[0] == ' ' || g[0] == '\t') {
					g = g[1:]
				}
				pend.guard = w.intern(g)
				in.Pos = tokPos(t)
			case parser.PTXParserMNEMONIC, parser.PTXParserIDENT:
				if !in.Pos.IsValid() {
					in.Pos = tokPos(t)
				}
				text := t.GetText()
				mn, ok := w.mnems[text]
				if !ok {
					mn = splitMnemonic(text)
					w.mnems[w.intern(text)] = mn
				}
				if mn.op == OpInvalid {
					w.errorf(tokPos(t), "unknown instruction %s", text)
				}
				in.Op, in.Mods, in.Types = mn.op, mn.mods, mn.types
			}
			continue
		}
		in.Args = append(in.Args, w.operand(ch))
	}
	fs.fn.Body = append(fs.fn.Body, in)
	fs.pend = append(fs.pend, pend)
}

// operand converts one operand subtree. Names stay in Sym until resolve.
func (w *walker) operand(t antlr.Tree) Operand {
	switch c := t.(type) {
	case *parser.RegOperandContext:
		children := c.GetChildren()
		first := term(children[0])
		op := newOperand(OperandReg, tokPos(first))
		op.Sym = w.intern(first.GetText())
		if len(children) == 3 {
			second := term(children[2])
			op2 := newOperand(OperandReg, tokPos(second))
			op2.Sym = w.intern(second.GetText())
			pair := newOperand(OperandPair, op.Pos)
			pair.Elems = []Operand{op, op2}
			return pair
		}
		return op
	case *parser.NotOperandContext:
		children := c.GetChildren()
		nt := term(children[1])
		op := newOperand(OperandReg, tokPos(term(children[0])))
		op.Sym = w.intern(nt.GetText())
		op.Neg = true
		return op
	case *parser.ImmOperandContext:
		return w.immediate(c.GetChildren())
	case *parser.SymOperandContext:
		children := c.GetChildren()
		nt := term(children[0])
		name := nt.GetText()
		if name == "_" {
			return newOperand(OperandSink, tokPos(nt))
		}
		op := newOperand(OperandSym, tokPos(nt))
		op.Sym = w.intern(name)
		if len(children) == 3 {
			op.Offset = w.offset(term(children[1]), false, term(children[2]))
		}
		return op
	case *parser.AddrOperandContext:
		children := c.GetChildren()
		op := newOperand(OperandAddr, tokPos(term(children[0])))
		for _, ch := range children[1:] {
			switch x := ch.(type) {
			case *parser.AddrContext:
				w.addr(&op, x)
			case parser.IOperandContext:
				op.Elems = append(op.Elems, w.operand(x))
			}
		}
		return op
	case *parser.VecOperandContext:
		op := newOperand(OperandVec, treePos(c))
		op.Elems = w.elems(c.GetChildren())
		return op
	case *parser.ListOperandContext:
		op := newOperand(OperandList, treePos(c))
		op.Elems = w.elems(c.GetChildren())
		return op
	}
	return newOperand(OperandNone, treePos(t))
}

func (w *walker) elems(children []antlr.Tree) []Operand {
	n := 0
	for _, ch := range children {
		if _, ok := ch.(parser.IOperandContext); ok {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]Operand, 0, n)
	for _, ch := range children {
		if _, ok := ch.(parser.IOperandContext); ok {
			out = append(out, w.operand(ch))
		}
	}
	return out
}

func (w *walker) addr(op *Operand, c *parser.AddrContext) {
	children := c.GetChildren()
	base := term(children[0])
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
		op.Sym = w.intern(base.GetText())
	}
	if len(children) >= 3 {
		sign := term(children[1])
		neg := false
		num := term(children[2])
		if len(children) == 4 {
			neg = true
			num = term(children[3])
		}
		op.Offset = w.offset(sign, neg, num)
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

func (w *walker) immediate(children []antlr.Tree) Operand {
	first := term(children[0])
	op := newOperand(OperandImm, tokPos(first))
	num := first
	neg := false
	if first.GetTokenType() == parser.PTXParserMINUS {
		neg = true
		num = term(children[1])
	}
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
