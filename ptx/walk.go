package ptx

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/ptxsim/ptxsim/ptx/parser"
)

// The walker turns the parser's contexts into the IR. The parser builds no
// parse tree (BuildParseTrees is off: no child lists, no terminal nodes);
// every element the walker needs is a labelled field of its rule's context
// (see grammar/PTX.g4). Names are kept as the token texts, which are
// substrings of the one source string and so cost no memory of their own
// (interning them cost a map lookup per name and saved nothing). The
// walker builds instructions with names still unresolved, and records for each instruction the block scope it was
// written in; resolve.go then binds every name once the whole function (and
// the whole module) has been seen, so forward references work.

// bindKind says what a name in a scope stands for.
type bindKind uint8

const (
	bindReg bindKind = iota + 1
	bindLabel
	bindVar
	bindFunc
	bindTable
	bindCallTargets
	bindProto
)

// binding is what a name resolves to.
type binding struct {
	kind  bindKind
	reg   RegID
	label int
	v     *Var
	f     *Func
	table *BranchTable
	ct    *CallTargets
	proto *Prototype
	pos   Pos
}

// scope is one { } block (or a function's parameter list). Maps are created
// on first insertion: most inline-asm blocks declare nothing.
type scope struct {
	parent *scope
	names  map[string]binding
	ranges []regRange // "%r<N>" declarations, looked up without a map entry per register
	block  int32      // index into Func.Blocks; -1 for the parameter scope
}

// regRange is one ".reg .b32 %r<N>" declaration: the registers prefix0 ..
// prefix(N-1) are base .. base+N-1. Matching the name arithmetically
// instead of entering N names in a map is a measurable share of parse time
// (nvcc declares every register this way).
type regRange struct {
	prefix string
	base   RegID
	count  int
	pos    Pos
}

// match returns the register a name such as "%r12" denotes in the range.
func (r *regRange) match(name string) (RegID, bool) {
	if len(name) <= len(r.prefix) || name[:len(r.prefix)] != r.prefix {
		return NoReg, false
	}
	rest := name[len(r.prefix):]
	if len(rest) > 9 || (len(rest) > 1 && rest[0] == '0') {
		return NoReg, false
	}
	n := 0
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if c < '0' || c > '9' {
			return NoReg, false
		}
		n = n*10 + int(c-'0')
	}
	if n >= r.count {
		return NoReg, false
	}
	return r.base + RegID(n), true
}

func (s *scope) lookup(name string) (binding, bool) {
	for ; s != nil; s = s.parent {
		if b, ok := s.names[name]; ok {
			return b, true
		}
		for i := range s.ranges {
			if id, ok := s.ranges[i].match(name); ok {
				return binding{kind: bindReg, reg: id, pos: s.ranges[i].pos}, true
			}
		}
	}
	return binding{}, false
}

// pendInst is what the resolver needs about Body[i] beyond the Inst itself.
type pendInst struct {
	sc    *scope
	guard string // guard register name as written; "" if unguarded
}

// pendTable is a .branchtargets or .calltargets list waiting for its names.
type pendTable struct {
	sc    *scope
	bt    *BranchTable
	ct    *CallTargets
	names []string
	poss  []Pos
}

// funcState is the per-function walking state.
type funcState struct {
	fn     *Func
	top    *scope // parameters
	pend   []pendInst
	tables []pendTable
	loc    SrcLoc
}

type walker struct {
	file   string
	m      *Module
	errs   ErrorList
	global map[string]binding
	funcs  []*funcState // functions with bodies, resolved at the end
	mnems  map[string]*mnemonic
	fs     *funcState
	slab   []Operand // storage that allocOperands hands out

	versionPos, targetPos Pos // of the .version and .target directives
	aliases               []alias
}

func newWalker(file string) *walker {
	return &walker{
		file:   file,
		m:      &Module{File: file, AddressSize: 64},
		global: make(map[string]binding),
		mnems:  make(map[string]*mnemonic, 256),
	}
}

func (w *walker) errorf(pos Pos, format string, args ...any) {
	w.errs.Add(w.file, pos, fmt.Sprintf(format, args...))
}

func tokPos(t antlr.Token) Pos {
	return Pos{Line: int32(t.GetLine()), Col: int32(t.GetColumn() + 1)}
}

func newOperand(kind OperandKind, pos Pos) Operand {
	return Operand{Kind: kind, Pos: pos, Reg: NoReg, Comp: -1, Label: -1}
}

// ---------------------------------------------------------------- module

func (w *walker) module(ctx *parser.ModuleContext) {
	for _, it := range ctx.GetItems() {
		w.topItem(it)
	}
}

// topItem walks one directive, variable or function of the module.
func (w *walker) topItem(item parser.ITopItemContext) {
	switch c := item.(type) {
	case *parser.VersionDirContext:
		w.version(c)
	case *parser.TargetDirContext:
		w.target(c)
	case *parser.AddressSizeDirContext:
		t := c.GetSize()
		v, ok := parseIntLit(t.GetText())
		if !ok || (v != 32 && v != 64) {
			w.errorf(tokPos(t), "address size must be 32 or 64, not %s", t.GetText())
			return
		}
		w.m.AddressSize = int(v)
	case *parser.FileDirContext:
		w.fileDir(c)
	case *parser.SectionDirContext:
		w.section(c.GetSec())
	case *parser.TopPragmaContext:
		// Module-scope pragmas carry no meaning for execution.
	case *parser.EntryDeclContext:
		w.funcDecl(funcHeader{specs: c.GetSpecs(), name: c.GetName(), ps: c.GetPs(), perfs: c.GetPerfs(), body: c.GetBody()}, true)
	case *parser.FuncDeclContext:
		w.funcDecl(funcHeader{specs: c.GetSpecs(), results: c.GetResults(), name: c.GetName(), ps: c.GetPs(), perfs: c.GetPerfs(), body: c.GetBody()}, false)
	case *parser.TopVarDeclContext:
		if !w.aliasDir(c) {
			w.varDecl(c.GetSpecs(), c.GetDecls(), nil)
		}
	}
}

// aliasDir takes ".alias name, target;", which the grammar reads as a
// declaration with the specifier .alias; it reports whether c was one.
func (w *walker) aliasDir(c *parser.TopVarDeclContext) bool {
	specs := c.GetSpecs()
	if len(specs) != 1 {
		return false
	}
	sp := specs[0].(*parser.DeclSpecContext)
	if sp.GetWord() == nil || sp.GetWord().GetText() != ".alias" {
		return false
	}
	decls := c.GetDecls()
	pos := tokPos(sp.GetWord())
	if len(decls) != 2 {
		w.errorf(pos, ".alias takes two function names: .alias alias, target;")
		return true
	}
	var names [2]string
	for i, d := range decls {
		dc := d.(*parser.DeclaratorContext)
		if dc.GetCount() != nil || len(dc.GetDims()) > 0 || dc.GetValue() != nil {
			w.errorf(pos, ".alias takes two function names: .alias alias, target;")
			return true
		}
		names[i] = dc.GetName().GetText()
	}
	w.aliases = append(w.aliases, alias{name: names[0], target: names[1], pos: pos})
	return true
}

// alias is a ".alias name, target;" directive (PTX ISA 6.3): name, a
// declared function without a body, stands for target, a function of the
// same signature defined in the module. It is resolved away: operands and
// initializers naming the alias name the target (Sym included), so the IR,
// its printout and its binary encoding hold no alias.
type alias struct {
	name, target string
	pos          Pos
}

// resolveAliases binds each alias's name to its target's function, after
// the module is walked (the target may be defined after the directive).
func (w *walker) resolveAliases() {
	for _, a := range w.aliases {
		al, ok1 := w.global[a.name]
		tg, ok2 := w.global[a.target]
		switch {
		case !ok1 || al.kind != bindFunc:
			w.errorf(a.pos, ".alias: %s is not a declared function", a.name)
		case al.f.HasBody:
			w.errorf(a.pos, ".alias: %s has a body; an alias is a declaration only", a.name)
		case !ok2 || tg.kind != bindFunc || !tg.f.HasBody:
			w.errorf(a.pos, ".alias: %s is not a function defined in this module", a.target)
		case al.f.Entry || tg.f.Entry:
			w.errorf(a.pos, ".alias: kernels cannot be aliased")
		case !sameSignature(al.f, tg.f):
			w.errorf(a.pos, ".alias: %s and %s have different signatures", a.name, a.target)
		default:
			w.global[a.name] = binding{kind: bindFunc, f: tg.f, pos: al.pos}
		}
	}
}

// sameSignature compares the parameter and result types of two functions.
func sameSignature(a, b *Func) bool {
	same := func(x, y []*Var) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i].Type != y[i].Type || x[i].Space != y[i].Space || x[i].Size != y[i].Size {
				return false
			}
		}
		return true
	}
	return same(a.Params, b.Params) && same(a.Results, b.Results)
}

func (w *walker) version(c *parser.VersionDirContext) {
	t := c.GetVersion()
	w.versionPos = tokPos(c.GetKw())
	s := t.GetText()
	maj, min, ok := strings.Cut(s, ".")
	a, err1 := strconv.Atoi(maj)
	b, err2 := strconv.Atoi(min)
	if !ok || err1 != nil || err2 != nil {
		w.errorf(tokPos(t), "malformed PTX version %s", s)
		return
	}
	w.m.Version = Version{Major: a, Minor: b}
}

func (w *walker) target(c *parser.TargetDirContext) {
	w.targetPos = tokPos(c.GetKw())
	for _, o := range c.GetOpts() {
		t := o.(*parser.TargetOptContext).GetName()
		s := t.GetText()
		if rest, ok := strings.CutPrefix(s, "sm_"); ok {
			if w.m.Target.SM != 0 {
				w.errorf(tokPos(t), "more than one architecture in .target")
				continue
			}
			var suffix byte
			if n := len(rest); n > 0 && (rest[n-1] == 'a' || rest[n-1] == 'f') {
				suffix, rest = rest[n-1], rest[:n-1]
			}
			v, err := strconv.Atoi(rest)
			if err != nil || v <= 0 {
				w.errorf(tokPos(t), "unknown target %s", s)
				continue
			}
			w.m.Target.SM, w.m.Target.Suffix = v, suffix
			continue
		}
		switch s {
		case "debug", "texmode_unified", "texmode_independent", "map_f64_to_f32":
			w.m.Target.Flags = append(w.m.Target.Flags, s)
		default:
			w.errorf(tokPos(t), "unknown target option %s", s)
		}
	}
}

func (w *walker) fileDir(c *parser.FileDirContext) {
	it := c.GetIndex()
	idx, ok := parseIntLit(it.GetText())
	if !ok || idx > math.MaxInt32 {
		w.errorf(tokPos(it), "bad file index %s", it.GetText())
		return
	}
	st := c.GetName()
	name, err := strconv.Unquote(st.GetText())
	if err != nil {
		name = strings.Trim(st.GetText(), `"`)
	}
	w.m.Files = append(w.m.Files, SourceFile{Index: int(idx), Name: name, Pos: tokPos(c.GetKw())})
}

// section splits the single SECTION token ".section NAME { body }".
func (w *walker) section(t antlr.Token) {
	s := t.GetText()
	rest := strings.TrimLeft(s[len(".section"):], " \t")
	i := strings.IndexAny(rest, " \t\r\n{")
	name := rest[:i]
	body := rest[i:]
	open := strings.IndexByte(body, '{')
	body = body[open+1 : len(body)-1]
	w.m.Sections = append(w.m.Sections, &Section{Name: name, Pos: tokPos(t), Text: body})
}

// ---------------------------------------------------------------- declarations

// specs is a decoded list of declaration specifiers (.visible .shared
// .align 4 .b8 ...).
type specs struct {
	linkage  Linkage
	space    Space
	typ      Type
	vec      uint8
	align    uint32
	ptr      bool
	ptrSpace Space
	ptrAlign uint32
	managed  bool
	pos      Pos // of the first specifier
}

var linkageByName = map[string]Linkage{
	"visible": LinkVisible, "extern": LinkExtern, "weak": LinkWeak, "common": LinkCommon,
}

var spaceByName = map[string]Space{
	"reg": SpaceReg, "sreg": SpaceSReg, "global": SpaceGlobal, "const": SpaceConst,
	"shared": SpaceShared, "shared::cta": SpaceShared, "shared::cluster": SpaceSharedCluster,
	"local": SpaceLocal, "param": SpaceParam, "tex": SpaceTex,
}

// addSpec folds one declaration specifier into s.
func (w *walker) addSpec(s *specs, c *parser.DeclSpecContext) {
	first := !s.pos.IsValid()
	if a := c.GetKw(); a != nil {
		t := c.GetValue()
		if first {
			s.pos = tokPos(a)
		}
		v, ok := parseIntLit(t.GetText())
		if !ok || v == 0 || v&(v-1) != 0 || v > 1<<16 {
			w.errorf(tokPos(t), "alignment must be a power of two, not %s", t.GetText())
			return
		}
		if s.ptr {
			s.ptrAlign = uint32(v)
		} else {
			s.align = uint32(v)
		}
		return
	}
	t := c.GetWord()
	pos := tokPos(t)
	if first {
		s.pos = pos
	}
	word := t.GetText()[1:]
	if a := c.GetAttr(); a != nil || word == "attribute" {
		w.attribute(s, word, pos, c)
		return
	}
	if l, ok := linkageByName[word]; ok {
		s.linkage = l
		return
	}
	if sp, ok := spaceByName[word]; ok {
		if s.ptr {
			s.ptrSpace = sp
		} else if s.space != SpaceNone {
			w.errorf(pos, "more than one state space")
		} else {
			s.space = sp
		}
		return
	}
	if ty := LookupType(word); ty != TypeNone {
		if s.typ != TypeNone {
			w.errorf(pos, "more than one type")
		}
		s.typ = ty
		return
	}
	switch word {
	case "v2":
		s.vec = 2
	case "v4":
		s.vec = 4
	case "v8":
		s.vec = 8
	case "ptr":
		s.ptr = true
	default:
		w.errorf(pos, "unknown declaration specifier .%s", word)
	}
}

// attribute reads a variable attribute, ".attribute(.managed)"; the other
// one of the ISA, ".attribute(.unified(uuid1, uuid2))" (a variable that
// keeps its identity across devices), is refused.
func (w *walker) attribute(s *specs, word string, pos Pos, c *parser.DeclSpecContext) {
	a := c.GetAttr()
	switch {
	case word != "attribute":
		w.errorf(pos, "only .attribute takes a parenthesised list, not .%s", word)
	case a == nil:
		w.errorf(pos, ".attribute needs an attribute: .attribute(.managed)")
	case a.GetText() == ".managed" && c.GetU1() == nil:
		s.managed = true
	case a.GetText() == ".unified":
		w.errorf(tokPos(a), ".attribute(.unified(...)) is not supported: ptxsim simulates one device")
	default:
		w.errorf(tokPos(a), "unknown variable attribute %s (the ISA has .managed and .unified)", a.GetText())
	}
}

// varDecl handles "specs declarator, declarator ;" at module scope (sc ==
// nil) or in a function body.
func (w *walker) varDecl(specList []parser.IDeclSpecContext, decls []parser.IDeclaratorContext, sc *scope) {
	var s specs
	for _, c := range specList {
		w.addSpec(&s, c.(*parser.DeclSpecContext))
	}
	for _, c := range decls {
		w.declarator(&s, c.(*parser.DeclaratorContext), sc)
	}
}

func (w *walker) declarator(s *specs, c *parser.DeclaratorContext, sc *scope) {
	nameTok := c.GetName()
	name := nameTok.GetText()
	pos := tokPos(nameTok)
	if s.typ == TypeNone {
		w.errorf(s.pos, "declaration of %s has no type", name)
		return
	}
	var count int64 = -1 // from %r<N>
	if nt := c.GetCount(); nt != nil {
		v, ok := parseIntLit(nt.GetText())
		if !ok || v > 1<<20 {
			w.errorf(tokPos(nt), "bad register count %s", nt.GetText())
			return
		}
		count = int64(v)
	}
	var dims []int64
	for _, d := range c.GetDims() {
		nt := d.(*parser.DimContext).GetSize()
		if nt == nil {
			dims = append(dims, -1)
			continue
		}
		v, ok := parseIntLit(nt.GetText())
		if !ok || v > 1<<40 {
			w.errorf(tokPos(nt), "bad array size %s", nt.GetText())
			return
		}
		dims = append(dims, int64(v))
	}
	var init *parser.InitContext
	if ic := c.GetValue(); ic != nil {
		init = ic.(*parser.InitContext)
	}

	if s.space == SpaceReg {
		if sc == nil {
			w.errorf(pos, "register %s declared outside a function", name)
			return
		}
		if len(dims) > 0 || init != nil {
			w.errorf(pos, "register %s cannot be an array or have an initializer", name)
			return
		}
		fn := w.fs.fn
		if count < 0 {
			w.bind(sc, name, binding{kind: bindReg, reg: RegID(len(fn.Regs)), pos: pos})
			fn.Regs = append(fn.Regs, Reg{Name: name, Type: s.typ, Vec: s.vec, Pos: pos, Block: sc.block})
			return
		}
		r := regRange{prefix: name, base: RegID(len(fn.Regs)), count: int(count), pos: pos}
		for _, old := range sc.ranges {
			if old.prefix == name {
				w.errorf(pos, "%s<%d> redeclared in this block (previous declaration at %d:%d)", name, count, old.pos.Line, old.pos.Col)
				return
			}
		}
		for n, old := range sc.names {
			if _, clash := r.match(n); clash {
				w.errorf(pos, "%s redeclared in this block (previous declaration at %d:%d)", n, old.pos.Line, old.pos.Col)
				return
			}
		}
		sc.ranges = append(sc.ranges, r)
		if cap(fn.Regs)-len(fn.Regs) < int(count) {
			grown := make([]Reg, len(fn.Regs), 2*len(fn.Regs)+int(count))
			copy(grown, fn.Regs)
			fn.Regs = grown
		}
		for k := int64(0); k < count; k++ {
			fn.Regs = append(fn.Regs, Reg{Name: name + strconv.FormatInt(k, 10), Type: s.typ, Vec: s.vec, Pos: pos, Block: sc.block})
		}
		return
	}
	if count >= 0 {
		w.errorf(pos, "only registers can be declared with <N>")
		return
	}
	v := &Var{
		Name: name, Pos: pos, Space: s.space, Linkage: s.linkage, Type: s.typ, Vec: s.vec,
		Align: s.align, Dims: dims, PtrSpace: s.ptrSpace, PtrAlign: s.ptrAlign, Managed: s.managed,
	}
	if s.managed && (s.space != SpaceGlobal || sc != nil) {
		w.errorf(s.pos, ".attribute(.managed) is for module-scope .global variables, not %s", name)
		return
	}
	switch s.space {
	case SpaceNone:
		w.errorf(s.pos, "declaration of %s has no state space", name)
		return
	case SpaceSReg:
		w.errorf(s.pos, "special registers cannot be declared")
		return
	}
	v.Size = varSize(v)
	if init != nil && v.Type.IsOpaque() {
		w.opaqueInit(v, init)
	} else if init != nil {
		w.initVar(v, init)
	}
	if sc == nil {
		w.bindGlobalVar(v)
		return
	}
	v.Block = sc.block
	w.bind(sc, name, binding{kind: bindVar, v: v, pos: pos})
	w.fs.fn.Vars = append(w.fs.fn.Vars, v)
}

// varSize is the byte size of v, 0 when an array dimension is unsized.
func varSize(v *Var) int64 {
	n := int64(v.Type.Size())
	if v.Vec > 0 {
		n *= int64(v.Vec)
	}
	for _, d := range v.Dims {
		if d < 0 {
			return 0
		}
		n *= d
	}
	return n
}

func (w *walker) bind(sc *scope, name string, b binding) {
	for i := range sc.ranges {
		if _, clash := sc.ranges[i].match(name); clash {
			old := sc.ranges[i].pos
			w.errorf(b.pos, "%s redeclared in this block (previous declaration at %d:%d)", name, old.Line, old.Col)
			return
		}
	}
	if sc.names == nil {
		sc.names = make(map[string]binding)
	} else if old, ok := sc.names[name]; ok {
		w.errorf(b.pos, "%s redeclared in this block (previous declaration at %d:%d)", name, old.pos.Line, old.pos.Col)
		return
	}
	sc.names[name] = b
}

func (w *walker) bindGlobalVar(v *Var) {
	if old, ok := w.global[v.Name]; ok {
		if old.kind == bindVar && (old.v.Linkage == LinkExtern || v.Linkage == LinkExtern) {
			// An .extern declaration and a definition of the same
			// variable: keep the definition.
			if v.Linkage != LinkExtern {
				*old.v = *v
			}
			return
		}
		w.errorf(v.Pos, "%s redeclared (previous declaration at %d:%d)", v.Name, old.pos.Line, old.pos.Col)
		return
	}
	w.global[v.Name] = binding{kind: bindVar, v: v, pos: v.Pos}
	w.m.Vars = append(w.m.Vars, v)
}

// initItem is one scalar of a flattened initializer.
type initItem struct {
	pos     Pos
	kind    int      // tokens: parser.PTXParserINT, FLOAT, FLOAT_BITS, IDENT for an address, or initExpr
	val     constVal // initExpr: the evaluated constant expression
	neg     bool
	text    string
	sym     string
	addend  int64
	generic bool
}

func (w *walker) flattenInit(c *parser.InitContext, out []initItem) []initItem {
	if c.GetLb() != nil {
		for _, e := range c.GetElems() {
			out = w.flattenInit(e.(*parser.InitContext), out)
		}
		return out
	}
	if sym := c.GetSym(); sym != nil {
		it := initItem{pos: tokPos(sym), kind: parser.PTXParserIDENT, sym: sym.GetText()}
		if arg := c.GetArg(); arg != nil {
			if it.sym != "generic" {
				w.errorf(it.pos, "unknown initializer function %s", it.sym)
			}
			it.generic = true
			it.sym = arg.GetText()
		}
		if nt := c.GetOff(); nt != nil {
			v, ok := parseIntLit(nt.GetText())
			if !ok || v > math.MaxInt64 {
				w.errorf(tokPos(nt), "bad integer constant %s", nt.GetText())
			}
			it.addend = int64(v)
			if c.GetSign().GetTokenType() == parser.PTXParserMINUS {
				it.addend = -it.addend
			}
		} else if e := c.GetE(); e != nil {
			it.addend, _ = w.signedOffset(c.GetSign(), e)
		}
		return append(out, it)
	}
	if e := c.GetE(); e != nil {
		v, ok := w.cexpr(e)
		if !ok {
			return out
		}
		it := initItem{pos: tokPos(e.GetStart()), kind: initExpr, val: v}
		return append(out, it)
	}
	num := c.GetNum()
	if num == nil {
		return out
	}
	it := initItem{pos: tokPos(num)}
	if neg := c.GetNeg(); neg != nil {
		it.neg = true
		it.pos = tokPos(neg)
	}
	it.kind = num.GetTokenType()
	it.text = num.GetText()
	return append(out, it)
}

// initVar lays out an initializer as little-endian bytes (and relocations
// for address-of elements).
func (w *walker) initVar(v *Var, c *parser.InitContext) {
	items := w.flattenInit(c, nil)
	esz := int64(v.Type.Size())
	if esz == 0 {
		w.errorf(v.Pos, "%s of type .%s cannot be initialized", v.Name, v.Type)
		return
	}
	if v.Size == 0 && len(v.Dims) > 0 && v.Dims[len(v.Dims)-1] < 0 {
		// "x[] = {...}": the initializer sizes the outermost unsized dimension.
		inner := int64(1)
		if v.Vec > 0 {
			inner = int64(v.Vec)
		}
		for _, d := range v.Dims[1:] {
			inner *= d
		}
		if v.Dims[0] < 0 && inner > 0 {
			v.Dims[0] = (int64(len(items)) + inner - 1) / inner
			v.Size = varSize(v)
		}
	}
	if v.Size == 0 || int64(len(items))*esz > v.Size {
		w.errorf(tokPos(c.GetStart()), "too many initializers for %s (%d bytes)", v.Name, v.Size)
		return
	}
	v.Init = make([]byte, v.Size)
	for i, it := range items {
		off := int64(i) * esz
		if it.kind == parser.PTXParserIDENT {
			if esz != 4 && esz != 8 {
				w.errorf(it.pos, "address of %s needs a 32- or 64-bit element", it.sym)
				continue
			}
			v.Relocs = append(v.Relocs, Reloc{Offset: off, Size: uint8(esz), Sym: it.sym, Addend: it.addend, Generic: it.generic})
			continue
		}
		bits, ok := w.constBits(v.Type, it)
		if !ok {
			continue
		}
		for k := int64(0); k < esz; k++ {
			v.Init[off+k] = byte(bits >> (8 * k))
		}
	}
}

// initExpr marks an initializer element that is a constant expression.
const initExpr = -1

// constBits converts one initializer scalar to the bits of type t.
func (w *walker) constBits(t Type, it initItem) (uint64, bool) {
	switch it.kind {
	case initExpr:
		v := it.val
		if t == F32 || t == F64 {
			return floatBits(t, v.float()), true
		}
		if v.isFloat {
			w.errorf(it.pos, "floating-point constant expression for .%s", t)
			return 0, false
		}
		return v.i, true
	case parser.PTXParserINT:
		x, ok := parseIntLit(it.text)
		if !ok {
			w.errorf(it.pos, "bad integer constant %s", it.text)
			return 0, false
		}
		if t == F32 || t == F64 {
			f := float64(x)
			if it.neg {
				f = -f
			}
			return floatBits(t, f), true
		}
		if it.neg {
			x = -x
		}
		return x, true
	case parser.PTXParserFLOAT:
		b, ok := parseDecimalFloat(it.text)
		if !ok {
			w.errorf(it.pos, "bad floating-point constant %s", it.text)
			return 0, false
		}
		f := math.Float64frombits(b)
		if it.neg {
			f = -f
		}
		if t != F32 && t != F64 {
			w.errorf(it.pos, "decimal floating-point constant %s for .%s", it.text, t)
			return 0, false
		}
		return floatBits(t, f), true
	case parser.PTXParserFLOAT_BITS:
		b, is64, ok := parseFloatBits(it.text)
		if !ok {
			w.errorf(it.pos, "bad floating-point constant %s", it.text)
			return 0, false
		}
		var f float64
		if is64 {
			f = math.Float64frombits(b)
		} else {
			f = float64(math.Float32frombits(uint32(b)))
		}
		if it.neg {
			f = -f
		}
		if t != F32 && t != F64 {
			// A float bit pattern stored into a bit-size (or 16-bit
			// float) element keeps its bits.
			if it.neg {
				if is64 {
					b ^= 1 << 63
				} else {
					b ^= 1 << 31
				}
			}
			return b, true
		}
		if (t == F32 && !is64) || (t == F64 && is64) {
			if it.neg {
				b ^= 1 << (t.Bits() - 1)
			}
			return b, true
		}
		return floatBits(t, f), true
	}
	return 0, false
}

// floatBits encodes f in the float type t (f32 or f64). Integer
// initializers of 16-bit and 8-bit float types are taken as raw bits.
func floatBits(t Type, f float64) uint64 {
	if t == F64 {
		return math.Float64bits(f)
	}
	return uint64(math.Float32bits(float32(f)))
}
