package ptx

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Print writes m as PTX text that parses back to the same IR (positions
// aside): declarations are written one per line at the top of the block
// that declared them, nested { } blocks are restored from Func.Blocks, and
// immediates are written in forms that keep their exact bits (0f/0d for
// floating point). Comments and the original layout are not preserved.
func Print(w io.Writer, m *Module) error {
	p := &printer{w: bufio.NewWriter(w)}
	p.module(m)
	if p.err != nil {
		return p.err
	}
	return p.w.Flush()
}

type printer struct {
	w   *bufio.Writer
	err error
	fn  *Func
	loc SrcLoc
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

func (p *printer) str(s string) {
	if p.err == nil {
		_, p.err = p.w.WriteString(s)
	}
}

func (p *printer) module(m *Module) {
	p.printf(".version %d.%d\n", m.Version.Major, m.Version.Minor)
	if m.Target.SM != 0 || len(m.Target.Flags) > 0 {
		var opts []string
		if m.Target.SM != 0 {
			s := "sm_" + strconv.Itoa(m.Target.SM)
			if m.Target.Suffix != 0 {
				s += string(m.Target.Suffix)
			}
			opts = append(opts, s)
		}
		opts = append(opts, m.Target.Flags...)
		p.printf(".target %s\n", strings.Join(opts, ", "))
	}
	p.printf(".address_size %d\n\n", m.AddressSize)
	for _, f := range m.Files {
		p.printf(".file %d %s\n", f.Index, strconv.Quote(f.Name))
	}
	for _, v := range m.Vars {
		p.varDecl(v, "")
	}
	// Functions in the order they first appear: kernels with their
	// bodies, device functions as declarations (a function may call one
	// defined later); device function bodies follow.
	for _, f := range m.Funcs {
		if f.Entry && f.HasBody {
			p.str("\n")
			p.function(f)
			continue
		}
		p.funcHeader(f)
		p.str(";\n")
	}
	for _, f := range m.Funcs {
		if !f.Entry && f.HasBody {
			p.str("\n")
			p.function(f)
		}
	}
	for _, s := range m.Sections {
		p.printf("\t.section %s\n\t{%s}\n", s.Name, s.Text)
	}
}

func linkageWord(l Linkage) string {
	switch l {
	case LinkVisible:
		return ".visible "
	case LinkExtern:
		return ".extern "
	case LinkWeak:
		return ".weak "
	case LinkCommon:
		return ".common "
	}
	return ""
}

// specWords writes the declaration specifiers of v.
func specWords(v *Var) string {
	var b strings.Builder
	b.WriteString(linkageWord(v.Linkage))
	b.WriteString("." + v.Space.String())
	if v.Managed {
		b.WriteString(" .attribute(.managed)")
	}
	if v.Align != 0 {
		fmt.Fprintf(&b, " .align %d", v.Align)
	}
	if v.Vec != 0 {
		fmt.Fprintf(&b, " .v%d", v.Vec)
	}
	b.WriteString(" ." + v.Type.String())
	if v.PtrSpace != SpaceNone || v.PtrAlign != 0 {
		b.WriteString(" .ptr")
		if v.PtrSpace != SpaceNone {
			b.WriteString(" ." + v.PtrSpace.String())
		}
		if v.PtrAlign != 0 {
			fmt.Fprintf(&b, " .align %d", v.PtrAlign)
		}
	}
	return b.String()
}

func dimsText(dims []int64) string {
	var b strings.Builder
	for _, d := range dims {
		if d < 0 {
			b.WriteString("[]")
		} else {
			fmt.Fprintf(&b, "[%d]", d)
		}
	}
	return b.String()
}

func (p *printer) varDecl(v *Var, indent string) {
	p.printf("%s%s %s%s", indent, specWords(v), v.Name, dimsText(v.Dims))
	if v.Init != nil && v.Type.IsOpaque() {
		p.str(" = ")
		p.str(samplerInitText(v))
	} else if v.Init != nil {
		p.str(" = ")
		p.str(initText(v))
	}
	p.str(";\n")
}

// initText writes an initializer as a flat list of elements (PTX accepts a
// flat list for arrays of any rank).
func initText(v *Var) string {
	esz := int64(v.Type.Size())
	n := int64(len(v.Init)) / esz
	relocAt := make(map[int64]Reloc, len(v.Relocs))
	for _, r := range v.Relocs {
		relocAt[r.Offset] = r
	}
	elem := func(i int64) string {
		off := i * esz
		if r, ok := relocAt[off]; ok {
			s := r.Sym
			if r.Generic {
				s = "generic(" + s + ")"
			}
			if r.Addend > 0 {
				s += "+" + strconv.FormatInt(r.Addend, 10)
			} else if r.Addend < 0 {
				s += "-" + strconv.FormatInt(-r.Addend, 10)
			}
			return s
		}
		var x uint64
		for k := esz - 1; k >= 0; k-- {
			x = x<<8 | uint64(v.Init[off+k])
		}
		switch v.Type {
		case F32:
			return fmt.Sprintf("0f%08X", x)
		case F64:
			return fmt.Sprintf("0d%016X", x)
		}
		return strconv.FormatUint(x, 10)
	}
	scalar := len(v.Dims) == 0 && v.Vec == 0
	if scalar && n == 1 {
		return elem(0)
	}
	var b strings.Builder
	b.WriteByte('{')
	for i := int64(0); i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(elem(i))
	}
	b.WriteByte('}')
	return b.String()
}

func (p *printer) paramList(vs []*Var) {
	p.str("(")
	for i, v := range vs {
		if i > 0 {
			p.str(",")
		}
		p.printf("\n\t%s %s%s", specWords(v), v.Name, dimsText(v.Dims))
	}
	p.str(")")
}

func (p *printer) funcHeader(f *Func) {
	p.str(linkageWord(f.Linkage))
	if f.Entry {
		p.str(".entry ")
	} else {
		p.str(".func ")
		if len(f.Results) > 0 {
			p.paramList(f.Results)
			p.str(" ")
		}
	}
	p.str(f.Name)
	if len(f.Params) > 0 || f.Entry {
		p.paramList(f.Params)
	}
	p.perf(&f.Perf)
}

func dim3Text(d [3]int) string {
	return fmt.Sprintf("%d, %d, %d", d[0], d[1], d[2])
}

func (p *printer) perf(pf *Perf) {
	if pf.MaxNTID != [3]int{} {
		p.printf("\n.maxntid %s", dim3Text(pf.MaxNTID))
	}
	if pf.ReqNTID != [3]int{} {
		p.printf("\n.reqntid %s", dim3Text(pf.ReqNTID))
	}
	if pf.MinNCTAPerSM != 0 {
		p.printf("\n.minnctapersm %d", pf.MinNCTAPerSM)
	}
	if pf.MaxNCTAPerSM != 0 {
		p.printf("\n.maxnctapersm %d", pf.MaxNCTAPerSM)
	}
	if pf.MaxNReg != 0 {
		p.printf("\n.maxnreg %d", pf.MaxNReg)
	}
	if pf.ReqNCTAPerCluster != [3]int{} {
		p.printf("\n.reqnctapercluster %s", dim3Text(pf.ReqNCTAPerCluster))
	}
	if pf.ExplicitCluster {
		p.str("\n.explicitcluster")
	}
	if pf.MaxClusterRank != 0 {
		p.printf("\n.maxclusterrank %d", pf.MaxClusterRank)
	}
	if pf.NoReturn {
		p.str("\n.noreturn")
	}
	if pf.AbiPreserve != 0 {
		p.printf("\n.abi_preserve %d", pf.AbiPreserve)
	}
	if pf.AbiPreserveControl != 0 {
		p.printf("\n.abi_preserve_control %d", pf.AbiPreserveControl)
	}
	if pf.BlocksAreClusters {
		p.str("\n.blocksareclusters")
	}
	for _, s := range pf.Pragmas {
		p.printf("\n.pragma %s;", strconv.Quote(s))
	}
}

func (p *printer) function(f *Func) {
	p.fn = f
	p.loc = SrcLoc{}
	p.funcHeader(f)
	p.str("\n")
	if len(f.Blocks) == 0 {
		p.str("{\n}\n")
		return
	}
	// Children of each block, in order.
	children := make([][]int32, len(f.Blocks))
	for i := 1; i < len(f.Blocks); i++ {
		par := f.Blocks[i].Parent
		if par >= 0 && int(par) < len(f.Blocks) {
			children[par] = append(children[par], int32(i))
		}
	}
	regsIn := make([][]int, len(f.Blocks))
	for i, r := range f.Regs {
		if int(r.Block) < len(f.Blocks) && r.Block >= 0 {
			regsIn[r.Block] = append(regsIn[r.Block], i)
		}
	}
	labelsAt := make(map[int][]int, len(f.Labels))
	for i, l := range f.Labels {
		labelsAt[l.Index] = append(labelsAt[l.Index], i)
	}
	p.block(0, children, regsIn, labelsAt, "")
}

func (p *printer) block(b int32, children [][]int32, regsIn [][]int, labelsAt map[int][]int, indent string) {
	f := p.fn
	blk := f.Blocks[b]
	p.str(indent + "{\n")
	in := indent + "\t"
	regs := regsIn[b]
	for j := 0; j < len(regs); {
		r := &f.Regs[regs[j]]
		vec := ""
		if r.Vec != 0 {
			vec = fmt.Sprintf(".v%d ", r.Vec)
		}
		if n, prefix := rangeRun(f, regs[j:]); n > 1 {
			p.printf("%s.reg %s.%s %s<%d>;\n", in, vec, r.Type, prefix, n)
			j += n
			continue
		}
		p.printf("%s.reg %s.%s %s;\n", in, vec, r.Type, r.Name)
		j++
	}
	for _, v := range f.Vars {
		if v.Block == b {
			p.varDecl(v, in)
		}
	}
	if b == 0 {
		p.tables(in)
	}
	kids := children[b]
	k := 0
	lastLabels := -1
	labels := func(i int) {
		if i == lastLabels {
			return
		}
		lastLabels = i
		for _, li := range labelsAt[i] {
			if f.Labels[li].Block == b {
				p.printf("%s:\n", f.Labels[li].Name)
			}
		}
	}
	for i := blk.Start; ; {
		labels(i)
		for k < len(kids) && f.Blocks[kids[k]].Start == i {
			c := kids[k]
			k++
			p.block(c, children, regsIn, labelsAt, in)
			i = f.Blocks[c].End
			labels(i)
		}
		if i >= blk.End {
			break
		}
		p.inst(&f.Body[i], in)
		i++
	}
	p.str(indent + "}\n")
}

// rangeRun reports how many registers at the start of ids (consecutive
// RegIDs of one block) can be declared as one "%r<N>": names prefix0,
// prefix1, ... of one type. A prefix ending in a digit is never used, so
// that the printed ranges cannot overlap.
func rangeRun(f *Func, ids []int) (int, string) {
	first := &f.Regs[ids[0]]
	if !strings.HasSuffix(first.Name, "0") || len(first.Name) < 2 {
		return 0, ""
	}
	prefix := first.Name[:len(first.Name)-1]
	if c := prefix[len(prefix)-1]; c >= '0' && c <= '9' {
		return 0, ""
	}
	n := 0
	for n < len(ids) {
		r := &f.Regs[ids[n]]
		if ids[n] != ids[0]+n || r.Type != first.Type || r.Vec != first.Vec || r.Name != prefix+strconv.Itoa(n) {
			break
		}
		n++
	}
	return n, prefix
}

func (p *printer) tables(in string) {
	f := p.fn
	for _, pr := range f.Prototypes {
		p.printf("%s%s: .callprototype ", in, pr.Name)
		if len(pr.Results) > 0 {
			p.paramList(pr.Results)
			p.str(" ")
		}
		p.str("_ ")
		p.paramList(pr.Params)
		p.str(";\n")
	}
	for _, t := range f.BranchTables {
		names := make([]string, len(t.Labels))
		for i, l := range t.Labels {
			names[i] = f.Labels[l].Name
		}
		p.printf("%s%s: .branchtargets %s;\n", in, t.Name, strings.Join(names, ", "))
	}
	for _, t := range f.CallTargets {
		names := make([]string, len(t.Funcs))
		for i, g := range t.Funcs {
			names[i] = g.Name
		}
		p.printf("%s%s: .calltargets %s;\n", in, t.Name, strings.Join(names, ", "))
	}
}

func (p *printer) inst(in *Inst, indent string) {
	f := p.fn
	if in.Loc != p.loc {
		p.printf("%s.loc %d %d %d\n", indent, in.Loc.File, in.Loc.Line, in.Loc.Col)
		p.loc = in.Loc
	}
	p.str(indent)
	if in.Guard != NoReg {
		p.str("@")
		if in.GuardNeg {
			p.str("!")
		}
		p.str(f.Regs[in.Guard].Name + " ")
	}
	p.str(in.Op.String())
	for _, m := range in.Mods {
		p.str("." + m)
	}
	for i := range in.Args {
		if i == 0 {
			p.str(" ")
		} else {
			p.str(", ")
		}
		p.str(p.operand(&in.Args[i]))
	}
	p.str(";\n")
}

func compText(c int8) string {
	if c < 0 || c > 3 {
		return ""
	}
	return "." + string("xyzw"[c])
}

func offsetText(off int64) string {
	switch {
	case off > 0:
		return "+" + strconv.FormatInt(off, 10)
	case off < 0:
		return "-" + strconv.FormatUint(uint64(-off), 10)
	}
	return ""
}

func (p *printer) operand(a *Operand) string {
	f := p.fn
	switch a.Kind {
	case OperandReg:
		s := f.Regs[a.Reg].Name + compText(a.Comp) + SelText(a.Index)
		if a.Neg && f.Regs[a.Reg].Type == Pred {
			s = "!" + s
		} else if a.Neg {
			s = "-" + s // vmad's negated operands
		}
		return s
	case OperandSpecial:
		s := a.Special.String()
		switch a.Special {
		case SpecialPm, SpecialEnvreg, SpecialReservedSmemOffset:
			s += strconv.Itoa(a.Index)
		case SpecialPm64:
			s = "%pm" + strconv.Itoa(a.Index) + "_64"
		}
		return s + compText(a.Comp)
	case OperandImm:
		return strconv.FormatInt(int64(a.Imm), 10)
	case OperandF32:
		return fmt.Sprintf("0f%08X", uint32(a.Imm))
	case OperandF64:
		return fmt.Sprintf("0d%016X", a.Imm)
	case OperandSym:
		return a.Sym + offsetText(a.Offset)
	case OperandAddr:
		var b strings.Builder
		b.WriteByte('[')
		switch {
		case a.Reg != NoReg:
			b.WriteString(f.Regs[a.Reg].Name)
		case a.Sym != "":
			b.WriteString(a.Sym)
		default:
			b.WriteString(strconv.FormatUint(a.Imm, 10))
		}
		b.WriteString(offsetText(a.Offset))
		for i := range a.Elems {
			b.WriteString(", ")
			b.WriteString(p.operand(&a.Elems[i]))
		}
		b.WriteByte(']')
		return b.String()
	case OperandVec, OperandList:
		open, close := "{", "}"
		if a.Kind == OperandList {
			open, close = "(", ")"
		}
		parts := make([]string, len(a.Elems))
		for i := range a.Elems {
			parts[i] = p.operand(&a.Elems[i])
		}
		return open + strings.Join(parts, ", ") + close
	case OperandPair:
		if len(a.Elems) == 2 {
			return p.operand(&a.Elems[0]) + "|" + p.operand(&a.Elems[1])
		}
	case OperandSink:
		return "_"
	}
	return "<bad operand>"
}
