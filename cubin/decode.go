package cubin

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/ptxsim/ptxsim/ptx"
)

// This file reads the .ptxsim.prog stream back into a *ptx.Module. It trusts
// nothing: every count is checked against the bytes left before anything is
// allocated, every index against the table it points into, every enum
// against its range, so a corrupt or hostile stream yields an error naming
// the offset and the problem, never a panic or a huge allocation.

// Counts of the IR's enums, derived from their String methods so that they
// follow the ptx package when it grows.
var (
	numTypes    = countEnum(func(i int) string { return ptx.Type(i).String() }, "<badtype>")
	numSpecials = countEnum(func(i int) string { return ptx.Special(i).String() }, "<badspecial>")
	numSpaces   = countEnum(func(i int) string { return ptx.Space(i).String() }, "<badspace>")
)

const (
	maxLinkage     = ptx.LinkCommon
	maxOperandKind = ptx.OperandSink
	// varManaged is the high bit of a variable record's linkage byte:
	// ".attribute(.managed)" (files without it read as before).
	varManaged = 0x80
)

func countEnum(name func(int) string, bad string) int {
	for i := 0; i < 256; i++ {
		if name(i) == bad {
			return i
		}
	}
	return 256
}

// relEntry is one decoded relocation of .rela.ptxsim.data.
type relEntry struct {
	off     uint64 // offset in .ptxsim.data
	size    uint8  // 4 or 8
	generic bool
	sym     string
	addend  int64
}

type decoder struct {
	b    []byte
	s    string // b as one string: table strings are substrings of it
	off  int
	err  error
	strs []string
	mns  []mnemonicRec
	vars []ptx.Var
	fns  []ptx.Func
	data []byte     // .ptxsim.data (a private copy)
	rels []relEntry // .rela.ptxsim.data

	fn     *ptx.Func // function being decoded
	opSlab []ptx.Operand
}

type mnemonicRec struct {
	op    ptx.Opcode
	mods  []string
	types []ptx.Type
}

// failf records the first error, with the stream offset.
func (d *decoder) failf(format string, args ...any) {
	if d.err == nil {
		msg := fmt.Sprintf(format, args...)
		if d.fn != nil {
			msg = "function " + d.fn.Name + ": " + msg
		}
		d.err = fmt.Errorf(".ptxsim.prog offset %d: %s", d.off, msg)
	}
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b[d.off:])
	if !d.consumed(n) {
		return 0
	}
	return v
}

func (d *decoder) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b[d.off:])
	if !d.consumed(n) {
		return 0
	}
	return v
}

// consumed advances past a varint of n bytes as encoding/binary reports
// it (0: the buffer ended, negative: more than 64 bits), or records why it
// cannot.
func (d *decoder) consumed(n int) bool {
	switch {
	case n == 0:
		d.failf("truncated stream")
		return false
	case n < 0:
		d.failf("varint overflows 64 bits")
		return false
	}
	d.off += n
	return true
}

func (d *decoder) int32v(what string) int32 {
	v := d.varint()
	if v < math.MinInt32 || v > math.MaxInt32 {
		d.failf("%s %d does not fit in 32 bits", what, v)
		return 0
	}
	return int32(v)
}

func (d *decoder) intv(what string) int {
	return int(d.varint())
}

func (d *decoder) byte1() uint8 {
	if d.err != nil {
		return 0
	}
	if d.off >= len(d.b) {
		d.failf("truncated stream")
		return 0
	}
	v := d.b[d.off]
	d.off++
	return v
}

func (d *decoder) boolean() bool {
	v := d.byte1()
	if v > 1 {
		d.failf("boolean byte %d is neither 0 nor 1", v)
	}
	return v == 1
}

// index reads an index that must be below n.
func (d *decoder) index(n int, what string) int {
	v := d.uvarint()
	if v >= uint64(n) {
		d.failf("%s index %d out of range (%d entries)", what, v, n)
		return 0
	}
	return int(v)
}

// count reads a slice length written as n+1 (0 for nil). Each element takes
// at least minBytes bytes of the stream, which bounds n before allocation.
func (d *decoder) count(what string, minBytes int) (n int, isNil bool) {
	v := d.uvarint()
	if d.err != nil {
		return 0, true
	}
	if v == 0 {
		return 0, true
	}
	return d.bound(v-1, what, minBytes), false
}

func (d *decoder) bound(v uint64, what string, minBytes int) int {
	left := uint64(len(d.b) - d.off)
	if minBytes > 0 && v > left/uint64(minBytes) {
		d.failf("%s count %d exceeds the %d bytes left", what, v, left)
		return 0
	}
	return int(v)
}

func (d *decoder) str() string {
	if i := d.index(len(d.strs), "string"); d.err == nil {
		return d.strs[i]
	}
	return ""
}

// varRef and funcRef read an index into the variable or function table;
// they return nil after an error.
func (d *decoder) varRef() *ptx.Var {
	if i := d.index(len(d.vars), "variable"); d.err == nil {
		return &d.vars[i]
	}
	return nil
}

func (d *decoder) funcRef(what string) *ptx.Func {
	if i := d.index(len(d.fns), what); d.err == nil {
		return &d.fns[i]
	}
	return nil
}

func (d *decoder) pos() ptx.Pos {
	return ptx.Pos{Line: d.int32v("line"), Col: d.int32v("column")}
}

func (d *decoder) strList() []string {
	n, isNil := d.count("string list", 1)
	if isNil {
		return nil
	}
	l := make([]string, n)
	for i := range l {
		l[i] = d.str()
	}
	return l
}

func (d *decoder) varList() []*ptx.Var {
	n, isNil := d.count("variable list", 1)
	if isNil {
		return nil
	}
	l := make([]*ptx.Var, n)
	for i := range l {
		l[i] = d.varRef()
	}
	return l
}

func (d *decoder) ints3() (a [3]int) {
	for i := range a {
		a[i] = d.intv("dimension")
	}
	return a
}

func (d *decoder) space(what string) ptx.Space {
	v := d.byte1()
	if int(v) >= numSpaces {
		d.failf("%s: state space %d out of range", what, v)
	}
	return ptx.Space(v)
}

func (d *decoder) typ(what string) ptx.Type {
	v := d.byte1()
	if int(v) >= numTypes {
		d.failf("%s: type %d out of range", what, v)
	}
	return ptx.Type(v)
}

// decodeProg decodes a program stream. data and rels are the image's
// .ptxsim.data contents and relocations, for module-scope initializers.
func decodeProg(b []byte, data []byte, rels []relEntry) (*ptx.Module, error) {
	d := &decoder{b: b, data: data, rels: rels}
	if len(b) < 4 || string(b[:4]) != "PTXP" {
		return nil, fmt.Errorf(".ptxsim.prog: bad magic (want \"PTXP\")")
	}
	d.off = 4
	if v := d.uvarint(); d.err == nil && v != progVersion {
		return nil, fmt.Errorf(".ptxsim.prog: unknown stream version %d (this reader knows %d)", v, progVersion)
	}
	// The string table: one conversion of the whole section, then
	// substrings of it, so strings cost no allocation each.
	d.s = string(b)
	n := d.bound(d.uvarint(), "string", 1)
	d.strs = make([]string, 0, n)
	for i := 0; i < n && d.err == nil; i++ {
		l := d.uvarint()
		if l > uint64(len(b)-d.off) {
			d.failf("string %d of length %d runs past the end", i, l)
			break
		}
		d.strs = append(d.strs, d.s[d.off:d.off+int(l)])
		d.off += int(l)
	}
	n = d.bound(d.uvarint(), "mnemonic", 3)
	d.mns = make([]mnemonicRec, n)
	for i := 0; i < n && d.err == nil; i++ {
		mn := &d.mns[i]
		op := d.uvarint()
		if op == 0 || op >= uint64(ptx.NumOpcodes) {
			d.failf("mnemonic %d: opcode %d out of range", i, op)
			break
		}
		mn.op = ptx.Opcode(op)
		mn.mods = d.strList()
		k, isNil := d.count("type list", 1)
		if !isNil {
			mn.types = make([]ptx.Type, k)
			for j := range mn.types {
				mn.types[j] = d.typ("mnemonic")
			}
		}
	}
	nv := d.bound(d.uvarint(), "variable", 8)
	nf := d.bound(d.uvarint(), "function", 8)
	if d.err != nil {
		return nil, d.err
	}
	d.vars = make([]ptx.Var, nv)
	d.fns = make([]ptx.Func, nf)
	for i := range d.vars {
		d.variable(&d.vars[i])
		if d.err != nil {
			return nil, fmt.Errorf("%v (variable %d)", d.err, i)
		}
	}
	m := &ptx.Module{}
	m.File = d.str()
	m.Version.Major = d.intv("version")
	m.Version.Minor = d.intv("version")
	m.Target.SM = d.intv("target")
	m.Target.Suffix = d.byte1()
	m.Target.Flags = d.strList()
	m.AddressSize = d.intv("address size")
	m.Vars = d.varList()
	k, isNil := d.count("function", 0)
	if d.err == nil && k != nf {
		d.failf("module lists %d functions, the header %d", k, nf)
	}
	if !isNil && d.err == nil {
		m.Funcs = make([]*ptx.Func, nf)
		for i := range d.fns {
			m.Funcs[i] = &d.fns[i]
			d.function(&d.fns[i])
			if d.err != nil {
				return nil, d.err
			}
		}
	}
	d.fn = nil
	k, isNil = d.count("source file", 3)
	if !isNil {
		m.Files = make([]ptx.SourceFile, k)
		for i := range m.Files {
			m.Files[i] = ptx.SourceFile{Index: d.intv("file index"), Name: d.str(), Pos: d.pos()}
		}
	}
	k, isNil = d.count("section", 3)
	if !isNil {
		m.Sections = make([]*ptx.Section, k)
		secs := make([]ptx.Section, k)
		for i := range secs {
			secs[i] = ptx.Section{Name: d.str(), Pos: d.pos(), Text: d.str()}
			m.Sections[i] = &secs[i]
		}
	}
	if d.err != nil {
		return nil, d.err
	}
	if d.off != len(b) {
		return nil, fmt.Errorf(".ptxsim.prog offset %d: %d bytes of trailing garbage", d.off, len(b)-d.off)
	}
	return m, nil
}

func (d *decoder) variable(v *ptx.Var) {
	v.Name = d.str()
	v.Pos = d.pos()
	v.Space = d.space("variable")
	l := d.byte1()
	v.Managed = l&varManaged != 0
	if l &^= varManaged; l > uint8(maxLinkage) {
		d.failf("variable %s: linkage %d out of range", v.Name, l)
	} else {
		v.Linkage = ptx.Linkage(l)
	}
	v.Type = d.typ("variable " + v.Name)
	v.Vec = d.byte1()
	v.Align = d.uint32v("alignment")
	n, isNil := d.count("dimension", 1)
	if !isNil {
		v.Dims = make([]int64, n)
		for i := range v.Dims {
			v.Dims[i] = d.varint()
		}
	}
	v.Size = d.varint()
	if v.Size < 0 {
		d.failf("variable %s: negative size %d", v.Name, v.Size)
	}
	v.PtrSpace = d.space("variable")
	v.PtrAlign = d.uint32v("pointer alignment")
	v.Block = d.int32v("block")
	switch mode := d.byte1(); mode {
	case initNone:
	case initInline:
		n, isNil := d.count("initializer byte", 1)
		if !isNil && d.err == nil {
			v.Init = make([]byte, n)
			copy(v.Init, d.b[d.off:])
			d.off += n
		}
		n, isNil = d.count("relocation", 5)
		if !isNil {
			v.Relocs = make([]ptx.Reloc, n)
			for i := range v.Relocs {
				r := &v.Relocs[i]
				r.Offset = d.varint()
				r.Size = d.byte1()
				r.Sym = d.str()
				r.Addend = d.varint()
				r.Generic = d.boolean()
				if d.err == nil && (r.Size != 4 && r.Size != 8 || r.Offset < 0 || r.Offset > int64(len(v.Init))-int64(r.Size)) {
					d.failf("variable %s: relocation %d (%d bytes at %d) outside its %d initializer bytes", v.Name, i, r.Size, r.Offset, len(v.Init))
				}
			}
		}
	case initData:
		off, size := d.uvarint(), d.uvarint()
		if d.err == nil && (off > uint64(len(d.data)) || size > uint64(len(d.data))-off) {
			d.failf("variable %s: initializer (%d bytes at %d) outside .ptxsim.data (%d bytes)", v.Name, size, off, len(d.data))
			return
		}
		v.Init = d.data[off : off+size : off+size]
		first := d.uvarint()
		n, isNil := d.count("relocation", 0)
		if d.err != nil {
			return
		}
		if first > uint64(len(d.rels)) || uint64(n) > uint64(len(d.rels))-first {
			d.failf("variable %s: relocations %d..%d+%d outside .rela.ptxsim.data (%d entries)", v.Name, first, first, n, len(d.rels))
			return
		}
		if !isNil {
			v.Relocs = make([]ptx.Reloc, n)
			for i, r := range d.rels[first : first+uint64(n)] {
				if r.off < off || r.off-off > size || size-(r.off-off) < uint64(r.size) {
					d.failf("variable %s: relocation at .ptxsim.data offset %d outside the variable (%d bytes at %d)", v.Name, r.off, size, off)
					return
				}
				v.Relocs[i] = ptx.Reloc{Offset: int64(r.off - off), Size: r.size, Sym: r.sym, Addend: r.addend, Generic: r.generic}
			}
		}
	default:
		d.failf("variable %s: unknown initializer mode %d", v.Name, mode)
	}
}

func (d *decoder) uint32v(what string) uint32 {
	v := d.uvarint()
	if v > math.MaxUint32 {
		d.failf("%s %d does not fit in 32 bits", what, v)
		return 0
	}
	return uint32(v)
}

func (d *decoder) function(f *ptx.Func) {
	f.Name = d.str()
	d.fn = f
	f.Pos = d.pos()
	f.Entry = d.boolean()
	if l := d.byte1(); l > uint8(maxLinkage) {
		d.failf("linkage %d out of range", l)
	} else {
		f.Linkage = ptx.Linkage(l)
	}
	f.Params = d.varList()
	f.Results = d.varList()
	f.HasBody = d.boolean()
	p := &f.Perf
	p.MaxNTID = d.ints3()
	p.ReqNTID = d.ints3()
	p.MinNCTAPerSM = d.intv("minnctapersm")
	p.MaxNCTAPerSM = d.intv("maxnctapersm")
	p.MaxNReg = d.intv("maxnreg")
	p.ReqNCTAPerCluster = d.ints3()
	p.ExplicitCluster = d.boolean()
	p.MaxClusterRank = d.intv("maxclusterrank")
	p.NoReturn = d.boolean()
	p.AbiPreserve = d.intv("abi_preserve")
	p.AbiPreserveControl = d.intv("abi_preserve_control")
	p.BlocksAreClusters = d.boolean()
	p.Pragmas = d.strList()
	nBody, bodyNil := d.count("instruction", 9)
	nOps := d.bound(d.uvarint(), "operand", 2)
	d.opSlab = nil
	n, isNil := d.count("block", 5)
	if !isNil {
		f.Blocks = make([]ptx.Block, n)
		for i := range f.Blocks {
			b := &f.Blocks[i]
			b.Parent = d.int32v("block parent")
			b.Start = d.intv("block start")
			b.End = d.intv("block end")
			b.Pos = d.pos()
			if d.err == nil && (b.Parent < -1 || int(b.Parent) >= n || b.Start < 0 || b.Start > b.End || b.End > nBody) {
				d.failf("block %d: parent %d or instructions %d..%d out of range (%d blocks, %d instructions)", i, b.Parent, b.Start, b.End, n, nBody)
			}
		}
	}
	n, isNil = d.count("register", 6)
	if !isNil {
		f.Regs = make([]ptx.Reg, n)
		for i := range f.Regs {
			r := &f.Regs[i]
			r.Name = d.str()
			r.Type = d.typ("register")
			r.Vec = d.byte1()
			r.Pos = d.pos()
			r.Block = d.block(f, "register "+r.Name)
		}
	}
	f.Vars = d.varList()
	for _, v := range f.Vars {
		if d.err == nil && v != nil && v.Block != 0 && (v.Block < 0 || int(v.Block) >= len(f.Blocks)) {
			d.failf("variable %s: block %d out of range (%d blocks)", v.Name, v.Block, len(f.Blocks))
		}
	}
	n, isNil = d.count("label", 5)
	if !isNil {
		f.Labels = make([]ptx.Label, n)
		for i := range f.Labels {
			l := &f.Labels[i]
			l.Name = d.str()
			l.Index = d.intv("label index")
			l.Pos = d.pos()
			l.Block = d.block(f, "label "+l.Name)
			if d.err == nil && (l.Index < 0 || l.Index > nBody) {
				d.failf("label %s: instruction index %d out of range (%d instructions)", l.Name, l.Index, nBody)
			}
		}
	}
	n, isNil = d.count("branch table", 4)
	if !isNil {
		f.BranchTables = make([]*ptx.BranchTable, n)
		ts := make([]ptx.BranchTable, n)
		for i := range ts {
			t := &ts[i]
			f.BranchTables[i] = t
			t.Name = d.str()
			t.Pos = d.pos()
			k, kNil := d.count("branch target", 1)
			if !kNil {
				t.Labels = make([]int, k)
				for j := range t.Labels {
					t.Labels[j] = d.index(len(f.Labels), "branch-table label")
				}
			}
		}
	}
	n, isNil = d.count("call-target list", 4)
	if !isNil {
		f.CallTargets = make([]*ptx.CallTargets, n)
		cs := make([]ptx.CallTargets, n)
		for i := range cs {
			c := &cs[i]
			f.CallTargets[i] = c
			c.Name = d.str()
			c.Pos = d.pos()
			k, kNil := d.count("call target", 1)
			if !kNil {
				c.Funcs = make([]*ptx.Func, k)
				for j := range c.Funcs {
					c.Funcs[j] = d.funcRef("call-target function")
				}
			}
		}
	}
	n, isNil = d.count("prototype", 5)
	if !isNil {
		f.Prototypes = make([]*ptx.Prototype, n)
		ps := make([]ptx.Prototype, n)
		for i := range ps {
			p := &ps[i]
			f.Prototypes[i] = p
			p.Name = d.str()
			p.Pos = d.pos()
			p.Params = d.varList()
			p.Results = d.varList()
		}
	}
	if d.err != nil {
		return
	}
	// nBody was bounded before the tables were read; bound it again
	// against what is left now.
	if !bodyNil {
		nBody = d.bound(uint64(nBody), "instruction", 9)
		nOps = d.bound(uint64(nOps), "operand", 2)
		if d.err != nil {
			return
		}
		d.opSlab = make([]ptx.Operand, nOps)
		f.Body = make([]ptx.Inst, nBody)
		for i := range f.Body {
			d.inst(&f.Body[i])
			if d.err != nil {
				d.err = fmt.Errorf("%v (instruction %d)", d.err, i)
				return
			}
		}
	}
	if len(d.opSlab) != 0 || bodyNil && nOps != 0 {
		d.failf("the function declares %d operands, its instructions have fewer", nOps)
	}
}

// block reads the index of the { } block that declares something: an
// index into f.Blocks, or 0 (the body) in IR built without blocks.
func (d *decoder) block(f *ptx.Func, what string) int32 {
	v := d.int32v("block")
	if v != 0 && (v < 0 || int(v) >= len(f.Blocks)) {
		d.failf("%s: block %d out of range (%d blocks)", what, v, len(f.Blocks))
		return 0
	}
	return v
}

func (d *decoder) reg(what string) ptx.RegID {
	v := d.varint()
	if v < -1 || v >= int64(len(d.fn.Regs)) {
		d.failf("%s register %d out of range (%d registers)", what, v, len(d.fn.Regs))
		return ptx.NoReg
	}
	return ptx.RegID(v)
}

func (d *decoder) inst(in *ptx.Inst) {
	i := d.index(len(d.mns), "mnemonic")
	if d.err != nil {
		return
	}
	mn := &d.mns[i]
	in.Op, in.Mods, in.Types = mn.op, mn.mods, mn.types
	in.Pos = d.pos()
	in.Guard = d.reg("guard")
	in.GuardNeg = d.boolean()
	in.Loc = ptx.SrcLoc{File: d.int32v(".loc file"), Line: d.int32v(".loc line"), Col: d.int32v(".loc column")}
	n, isNil := d.count("operand", 2)
	if isNil || d.err != nil {
		return
	}
	in.Args = d.operands(n)
	if d.err != nil {
		return
	}
	for i := range in.Args {
		d.operand(&in.Args[i], 0)
	}
}

// operands hands out n operands from the function's slab, allocated once
// with the operand count the function record declares. The capacity is
// clipped so an append by a consumer copies instead of overwriting the
// next instruction's operands.
func (d *decoder) operands(n int) []ptx.Operand {
	if n > len(d.opSlab) {
		d.failf("the instructions have more operands than the function declares")
		return nil
	}
	s := d.opSlab[:n:n]
	d.opSlab = d.opSlab[n:]
	return s
}

func (d *decoder) operand(o *ptx.Operand, depth int) {
	k := d.byte1()
	if k > uint8(maxOperandKind) {
		d.failf("operand kind %d out of range", k)
		return
	}
	o.Kind = ptx.OperandKind(k)
	bits := d.uvarint()
	if bits >= opTargets<<1 {
		d.failf("operand field bits %#x name unknown fields", bits)
		return
	}
	o.Reg, o.Comp, o.Label = ptx.NoReg, -1, -1
	if bits&opNeg != 0 {
		o.Neg = true
	}
	if bits&opPos != 0 {
		o.Pos = d.pos()
	}
	if bits&opReg != 0 {
		v := d.varint()
		// Operands that do not use Reg may carry the zero value of
		// hand-built IR; those that do must name a register.
		used := o.Kind == ptx.OperandReg || o.Kind == ptx.OperandAddr
		if v < -1 || v >= int64(len(d.fn.Regs)) && (used || v != 0) {
			d.failf("operand register %d out of range (%d registers)", v, len(d.fn.Regs))
			return
		}
		o.Reg = ptx.RegID(v)
	}
	if o.Kind == ptx.OperandReg && o.Reg == ptx.NoReg {
		d.failf("register operand without a register")
		return
	}
	if bits&opSpecial != 0 {
		s := d.byte1()
		if int(s) >= numSpecials {
			d.failf("special register %d out of range", s)
			return
		}
		o.Special = ptx.Special(s)
	}
	if bits&opComp != 0 {
		v := d.varint()
		if v < math.MinInt8 || v > math.MaxInt8 {
			d.failf("component %d out of range", v)
			return
		}
		o.Comp = int8(v)
	}
	if bits&opIndex != 0 {
		o.Index = d.intv("operand index")
	}
	if bits&opImm != 0 {
		o.Imm = d.uvarint()
	}
	if bits&opOffset != 0 {
		o.Offset = d.varint()
	}
	if bits&opSym != 0 {
		o.Sym = d.str()
	}
	if bits&opVar != 0 {
		o.Var = d.varRef()
	}
	if bits&opFunc != 0 {
		o.Func = d.funcRef("function")
	}
	if bits&opLabel != 0 {
		v := d.varint()
		used := o.Kind == ptx.OperandSym
		if v < -1 || v >= int64(len(d.fn.Labels)) && (used || v != 0) {
			d.failf("label %d out of range (%d labels)", v, len(d.fn.Labels))
			return
		}
		o.Label = int(v)
	}
	if bits&opTable != 0 {
		if i := d.index(len(d.fn.BranchTables), "branch table"); d.err == nil {
			o.Table = d.fn.BranchTables[i]
		}
	}
	if bits&opProto != 0 {
		if i := d.index(len(d.fn.Prototypes), "prototype"); d.err == nil {
			o.Proto = d.fn.Prototypes[i]
		}
	}
	if bits&opTargets != 0 {
		if i := d.index(len(d.fn.CallTargets), "call-target list"); d.err == nil {
			o.Targets = d.fn.CallTargets[i]
		}
	}
	if bits&opElems != 0 {
		if depth >= maxElemDepth {
			d.failf("operand lists nested deeper than %d", maxElemDepth)
			return
		}
		n := d.bound(d.uvarint(), "operand", 2)
		if d.err != nil {
			return
		}
		o.Elems = d.operands(n)
		if d.err != nil {
			return
		}
		for i := range o.Elems {
			d.operand(&o.Elems[i], depth+1)
		}
	}
}
