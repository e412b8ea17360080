package cubin

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/ptxsim/ptxsim/ptx"
)

// This file writes the .ptxsim.prog section: the resolved IR of one module
// as a stream of varints. docs/binary-format.md ("The program stream")
// specifies every record; the decoder in decode.go is its mirror image.
//
// Pointers in the IR become indices: every *ptx.Var anywhere in the module
// is numbered once in a variable table, functions by their place in
// Module.Funcs, branch tables and prototypes by their place in the current
// function's lists, registers and labels as they already are. Slices are
// written as a count n+1, with 0 for a nil slice, so that the decoded module
// is deep-equal to the original (nil and empty differ to reflect.DeepEqual).

// progVersion is the version of the program stream, stored at its start
// and in the target note.
const progVersion = 1

// operand field-presence bits: a field whose bit is clear takes the value
// the parser gives it when unused (NoReg, Comp -1, Label -1, zero).
const (
	opNeg = 1 << iota
	opReg
	opSpecial
	opComp
	opIndex
	opImm
	opOffset
	opSym
	opElems
	opVar
	opFunc
	opLabel
	opTable
	opProto
	opPos
	opTargets
)

// init modes of a variable record.
const (
	initNone   = 0 // Init == nil, Relocs == nil
	initInline = 1 // bytes and relocations in the stream (function-scope variables)
	initData   = 2 // bytes in .ptxsim.data, relocations in .rela.ptxsim.data
)

// dataVar is where a module-scope variable's initial bytes went.
type dataVar struct {
	off       int64 // offset in .ptxsim.data
	relFirst  int   // first entry in .rela.ptxsim.data
	relocsNil bool  // Relocs == nil (as opposed to empty)
}

type encoder struct {
	body    []byte
	strIdx  map[string]int
	strs    []string
	varIdx  map[*ptx.Var]int
	vars    []*ptx.Var
	funcIdx map[*ptx.Func]int
	mnIdx   map[string]int
	mnemons [][]byte // encoded mnemonic records
	data    map[*ptx.Var]dataVar
	fn      *ptx.Func // function being encoded, for messages
	funcOff []int     // offset of each function record within the section
	funcLen []int
}

func (e *encoder) uvarint(v uint64) { e.body = binary.AppendUvarint(e.body, v) }
func (e *encoder) varint(v int64)   { e.body = binary.AppendVarint(e.body, v) }
func (e *encoder) byte1(v uint8)    { e.body = append(e.body, v) }
func (e *encoder) boolean(v bool) {
	if v {
		e.body = append(e.body, 1)
	} else {
		e.body = append(e.body, 0)
	}
}

// count writes a slice length as n+1, 0 for nil.
func (e *encoder) count(n int, isNil bool) {
	if isNil {
		e.uvarint(0)
		return
	}
	e.uvarint(uint64(n) + 1)
}

func (e *encoder) str(s string) { e.uvarint(uint64(e.intern(s))) }

func (e *encoder) intern(s string) int {
	if i, ok := e.strIdx[s]; ok {
		return i
	}
	i := len(e.strs)
	e.strIdx[s] = i
	e.strs = append(e.strs, s)
	return i
}

func (e *encoder) pos(p ptx.Pos) {
	e.varint(int64(p.Line))
	e.varint(int64(p.Col))
}

func (e *encoder) strList(l []string) {
	e.count(len(l), l == nil)
	for _, s := range l {
		e.str(s)
	}
}

func (e *encoder) varList(l []*ptx.Var) {
	e.count(len(l), l == nil)
	for _, v := range l {
		e.uvarint(uint64(e.varIdx[v]))
	}
}

func (e *encoder) ints3(a [3]int) {
	for _, v := range a {
		e.varint(int64(v))
	}
}

// addVar numbers v in the variable table.
func (e *encoder) addVar(v *ptx.Var) error {
	if v == nil {
		return fmt.Errorf("nil variable in a declaration list")
	}
	if _, ok := e.varIdx[v]; !ok {
		e.varIdx[v] = len(e.vars)
		e.vars = append(e.vars, v)
	}
	return nil
}

// encodeProg encodes m. data says which variables have their bytes in
// .ptxsim.data (module-scope variables with an initializer).
func encodeProg(m *ptx.Module, data map[*ptx.Var]dataVar) ([]byte, *encoder, error) {
	e := &encoder{
		strIdx:  map[string]int{},
		varIdx:  map[*ptx.Var]int{},
		funcIdx: map[*ptx.Func]int{},
		mnIdx:   map[string]int{},
		data:    data,
	}
	for i, f := range m.Funcs {
		if f == nil {
			return nil, nil, fmt.Errorf("function %d is nil", i)
		}
		if _, dup := e.funcIdx[f]; dup {
			return nil, nil, fmt.Errorf("function %s is listed twice in Module.Funcs", f.Name)
		}
		e.funcIdx[f] = i
	}
	// Number every variable: declarations first, then any variable an
	// operand names that no list declares.
	for _, v := range m.Vars {
		if err := e.addVar(v); err != nil {
			return nil, nil, err
		}
	}
	for _, f := range m.Funcs {
		for _, l := range [][]*ptx.Var{f.Params, f.Results, f.Vars} {
			for _, v := range l {
				if err := e.addVar(v); err != nil {
					return nil, nil, fmt.Errorf("function %s: %v", f.Name, err)
				}
			}
		}
		for _, p := range f.Prototypes {
			if p == nil {
				return nil, nil, fmt.Errorf("function %s: nil prototype", f.Name)
			}
			for _, l := range [][]*ptx.Var{p.Params, p.Results} {
				for _, v := range l {
					if err := e.addVar(v); err != nil {
						return nil, nil, fmt.Errorf("function %s: prototype %s: %v", f.Name, p.Name, err)
					}
				}
			}
		}
	}
	for _, f := range m.Funcs {
		for i := range f.Body {
			for j := range f.Body[i].Args {
				e.collectOperandVars(&f.Body[i].Args[j])
			}
		}
	}

	// Variables.
	for _, v := range e.vars {
		if err := e.variable(v); err != nil {
			return nil, nil, fmt.Errorf("variable %s: %v", v.Name, err)
		}
	}
	// Module header.
	e.str(m.File)
	e.varint(int64(m.Version.Major))
	e.varint(int64(m.Version.Minor))
	e.varint(int64(m.Target.SM))
	e.byte1(m.Target.Suffix)
	e.strList(m.Target.Flags)
	e.varint(int64(m.AddressSize))
	e.varList(m.Vars)
	e.count(len(m.Funcs), m.Funcs == nil)
	e.funcOff = make([]int, len(m.Funcs))
	e.funcLen = make([]int, len(m.Funcs))
	for i, f := range m.Funcs {
		start := len(e.body)
		if err := e.function(f); err != nil {
			return nil, nil, fmt.Errorf("function %s: %v", f.Name, err)
		}
		e.funcOff[i], e.funcLen[i] = start, len(e.body)-start
	}
	e.count(len(m.Files), m.Files == nil)
	for _, sf := range m.Files {
		e.varint(int64(sf.Index))
		e.str(sf.Name)
		e.pos(sf.Pos)
	}
	e.count(len(m.Sections), m.Sections == nil)
	for _, s := range m.Sections {
		if s == nil {
			return nil, nil, fmt.Errorf("nil section")
		}
		e.str(s.Name)
		e.pos(s.Pos)
		e.str(s.Text)
	}

	// Assemble: header, string table, mnemonic table, then the body.
	// Function offsets are relative to the body; shift them.
	var out []byte
	out = append(out, "PTXP"...)
	out = binary.AppendUvarint(out, progVersion)
	out = binary.AppendUvarint(out, uint64(len(e.strs)))
	for _, s := range e.strs {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	out = binary.AppendUvarint(out, uint64(len(e.mnemons)))
	for _, mn := range e.mnemons {
		out = append(out, mn...)
	}
	out = binary.AppendUvarint(out, uint64(len(e.vars)))
	out = binary.AppendUvarint(out, uint64(len(m.Funcs)))
	shift := len(out)
	for i := range e.funcOff {
		e.funcOff[i] += shift
	}
	out = append(out, e.body...)
	return out, e, nil
}

func (e *encoder) collectOperandVars(o *ptx.Operand) {
	if o.Var != nil {
		e.addVar(o.Var)
	}
	for i := range o.Elems {
		e.collectOperandVars(&o.Elems[i])
	}
}

func (e *encoder) variable(v *ptx.Var) error {
	e.str(v.Name)
	e.pos(v.Pos)
	e.byte1(uint8(v.Space))
	l := uint8(v.Linkage)
	if v.Managed {
		l |= varManaged
	}
	e.byte1(l)
	e.byte1(uint8(v.Type))
	e.byte1(v.Vec)
	e.uvarint(uint64(v.Align))
	e.count(len(v.Dims), v.Dims == nil)
	for _, d := range v.Dims {
		e.varint(d)
	}
	e.varint(v.Size)
	e.byte1(uint8(v.PtrSpace))
	e.uvarint(uint64(v.PtrAlign))
	e.varint(int64(v.Block))
	if dv, ok := e.data[v]; ok {
		e.byte1(initData)
		e.uvarint(uint64(dv.off))
		e.uvarint(uint64(len(v.Init)))
		e.uvarint(uint64(dv.relFirst))
		e.count(len(v.Relocs), dv.relocsNil)
		return nil
	}
	if v.Init == nil && v.Relocs == nil {
		e.byte1(initNone)
		return nil
	}
	e.byte1(initInline)
	e.count(len(v.Init), v.Init == nil)
	e.body = append(e.body, v.Init...)
	e.count(len(v.Relocs), v.Relocs == nil)
	for _, r := range v.Relocs {
		e.varint(r.Offset)
		e.byte1(r.Size)
		e.str(r.Sym)
		e.varint(r.Addend)
		e.boolean(r.Generic)
	}
	return nil
}

func (e *encoder) function(f *ptx.Func) error {
	e.fn = f
	e.str(f.Name)
	e.pos(f.Pos)
	e.boolean(f.Entry)
	e.byte1(uint8(f.Linkage))
	e.varList(f.Params)
	e.varList(f.Results)
	e.boolean(f.HasBody)
	p := &f.Perf
	e.ints3(p.MaxNTID)
	e.ints3(p.ReqNTID)
	e.varint(int64(p.MinNCTAPerSM))
	e.varint(int64(p.MaxNCTAPerSM))
	e.varint(int64(p.MaxNReg))
	e.ints3(p.ReqNCTAPerCluster)
	e.boolean(p.ExplicitCluster)
	e.varint(int64(p.MaxClusterRank))
	e.boolean(p.NoReturn)
	e.varint(int64(p.AbiPreserve))
	e.varint(int64(p.AbiPreserveControl))
	e.boolean(p.BlocksAreClusters)
	e.strList(p.Pragmas)
	e.count(len(f.Body), f.Body == nil)
	nops := 0
	for i := range f.Body {
		nops += countOperands(f.Body[i].Args)
	}
	e.uvarint(uint64(nops))
	e.count(len(f.Blocks), f.Blocks == nil)
	for _, b := range f.Blocks {
		e.varint(int64(b.Parent))
		e.varint(int64(b.Start))
		e.varint(int64(b.End))
		e.pos(b.Pos)
	}
	e.count(len(f.Regs), f.Regs == nil)
	for _, r := range f.Regs {
		e.str(r.Name)
		e.byte1(uint8(r.Type))
		e.byte1(r.Vec)
		e.pos(r.Pos)
		e.varint(int64(r.Block))
	}
	e.varList(f.Vars)
	e.count(len(f.Labels), f.Labels == nil)
	for _, l := range f.Labels {
		e.str(l.Name)
		e.varint(int64(l.Index))
		e.pos(l.Pos)
		e.varint(int64(l.Block))
	}
	targets := map[*ptx.CallTargets]int{}
	tables := map[*ptx.BranchTable]int{}
	e.count(len(f.BranchTables), f.BranchTables == nil)
	for i, t := range f.BranchTables {
		if t == nil {
			return fmt.Errorf("nil branch table")
		}
		tables[t] = i
		e.str(t.Name)
		e.pos(t.Pos)
		e.count(len(t.Labels), t.Labels == nil)
		for _, l := range t.Labels {
			if l < 0 || l >= len(f.Labels) {
				return fmt.Errorf("branch table %s: label index %d out of range (%d labels)", t.Name, l, len(f.Labels))
			}
			e.uvarint(uint64(l))
		}
	}
	e.count(len(f.CallTargets), f.CallTargets == nil)
	for i, c := range f.CallTargets {
		if c == nil {
			return fmt.Errorf("nil call-target list")
		}
		targets[c] = i
		e.str(c.Name)
		e.pos(c.Pos)
		e.count(len(c.Funcs), c.Funcs == nil)
		for _, g := range c.Funcs {
			i, ok := e.funcIdx[g]
			if !ok {
				return fmt.Errorf("call targets %s name a function that is not in the module", c.Name)
			}
			e.uvarint(uint64(i))
		}
	}
	protos := map[*ptx.Prototype]int{}
	e.count(len(f.Prototypes), f.Prototypes == nil)
	for i, p := range f.Prototypes {
		protos[p] = i
		e.str(p.Name)
		e.pos(p.Pos)
		e.varList(p.Params)
		e.varList(p.Results)
	}
	for i := range f.Body {
		if err := e.inst(&f.Body[i], refs{tables, protos, targets}); err != nil {
			return fmt.Errorf("instruction %d (%s): %v", i, f.Body[i].Op, err)
		}
	}
	return nil
}

// mnemonic interns an instruction's opcode, modifiers and types: a module
// repeats a few hundred spellings thousands of times, so instructions refer
// to a table entry and the decoder shares one Mods/Types slice per entry.
func (e *encoder) mnemonic(in *ptx.Inst) int {
	var k strings.Builder
	fmt.Fprintf(&k, "%d|%t|%t|", in.Op, in.Mods == nil, in.Types == nil)
	for _, m := range in.Mods {
		k.WriteString(m)
		k.WriteByte('.')
	}
	k.WriteByte('|')
	for _, t := range in.Types {
		k.WriteByte(byte(t))
	}
	key := k.String()
	if i, ok := e.mnIdx[key]; ok {
		return i
	}
	save := e.body
	e.body = nil
	e.uvarint(uint64(in.Op))
	e.strList(in.Mods)
	e.count(len(in.Types), in.Types == nil)
	for _, t := range in.Types {
		e.byte1(uint8(t))
	}
	rec := e.body
	e.body = save
	i := len(e.mnemons)
	e.mnemons = append(e.mnemons, rec)
	e.mnIdx[key] = i
	return i
}

func (e *encoder) inst(in *ptx.Inst, r refs) error {
	if in.Op == ptx.OpInvalid || in.Op >= ptx.NumOpcodes {
		return fmt.Errorf("invalid opcode %d", in.Op)
	}
	e.uvarint(uint64(e.mnemonic(in)))
	e.pos(in.Pos)
	e.varint(int64(in.Guard))
	e.boolean(in.GuardNeg)
	e.varint(int64(in.Loc.File))
	e.varint(int64(in.Loc.Line))
	e.varint(int64(in.Loc.Col))
	e.count(len(in.Args), in.Args == nil)
	for i := range in.Args {
		if err := e.operand(&in.Args[i], r, 0); err != nil {
			return err
		}
	}
	return nil
}

// maxElemDepth bounds the nesting of operand lists ({a, b} inside (..)).
const maxElemDepth = 4

func (e *encoder) operand(o *ptx.Operand, r refs, depth int) error {
	if depth > maxElemDepth {
		return fmt.Errorf("operand lists nested deeper than %d", maxElemDepth)
	}
	var bits uint64
	if o.Neg {
		bits |= opNeg
	}
	if o.Reg != ptx.NoReg {
		bits |= opReg
	}
	if o.Special != 0 {
		bits |= opSpecial
	}
	if o.Comp != -1 {
		bits |= opComp
	}
	if o.Index != 0 {
		bits |= opIndex
	}
	if o.Imm != 0 {
		bits |= opImm
	}
	if o.Offset != 0 {
		bits |= opOffset
	}
	if o.Sym != "" {
		bits |= opSym
	}
	if o.Elems != nil {
		bits |= opElems
	}
	if o.Var != nil {
		bits |= opVar
	}
	if o.Func != nil {
		bits |= opFunc
	}
	if o.Label != -1 {
		bits |= opLabel
	}
	if o.Table != nil {
		bits |= opTable
	}
	if o.Proto != nil {
		bits |= opProto
	}
	if o.Pos != (ptx.Pos{}) {
		bits |= opPos
	}
	if o.Targets != nil {
		bits |= opTargets
	}
	e.byte1(uint8(o.Kind))
	e.uvarint(bits)
	if bits&opPos != 0 {
		e.pos(o.Pos)
	}
	if bits&opReg != 0 {
		e.varint(int64(o.Reg))
	}
	if bits&opSpecial != 0 {
		e.byte1(uint8(o.Special))
	}
	if bits&opComp != 0 {
		e.varint(int64(o.Comp))
	}
	if bits&opIndex != 0 {
		e.varint(int64(o.Index))
	}
	if bits&opImm != 0 {
		e.uvarint(o.Imm)
	}
	if bits&opOffset != 0 {
		e.varint(o.Offset)
	}
	if bits&opSym != 0 {
		e.str(o.Sym)
	}
	if bits&opVar != 0 {
		e.uvarint(uint64(e.varIdx[o.Var]))
	}
	if bits&opFunc != 0 {
		i, ok := e.funcIdx[o.Func]
		if !ok {
			return fmt.Errorf("operand %q names function %s, which is not in the module", o.Sym, o.Func.Name)
		}
		e.uvarint(uint64(i))
	}
	if bits&opLabel != 0 {
		e.varint(int64(o.Label))
	}
	if bits&opTable != 0 {
		i, ok := r.tables[o.Table]
		if !ok {
			return fmt.Errorf("operand %q names branch table %s, which function %s does not declare", o.Sym, o.Table.Name, e.fn.Name)
		}
		e.uvarint(uint64(i))
	}
	if bits&opProto != 0 {
		i, ok := r.protos[o.Proto]
		if !ok {
			return fmt.Errorf("operand %q names prototype %s, which function %s does not declare", o.Sym, o.Proto.Name, e.fn.Name)
		}
		e.uvarint(uint64(i))
	}
	if bits&opTargets != 0 {
		i, ok := r.targets[o.Targets]
		if !ok {
			return fmt.Errorf("operand %q names call targets %s, which function %s does not declare", o.Sym, o.Targets.Name, e.fn.Name)
		}
		e.uvarint(uint64(i))
	}
	if bits&opElems != 0 {
		e.uvarint(uint64(len(o.Elems)))
		for i := range o.Elems {
			if err := e.operand(&o.Elems[i], r, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// refs are the current function's lists that operands point into.
type refs struct {
	tables  map[*ptx.BranchTable]int
	protos  map[*ptx.Prototype]int
	targets map[*ptx.CallTargets]int
}

// countOperands counts operands, nested ones included: the decoder
// allocates a function's operands in one slice of this length.
func countOperands(ops []ptx.Operand) int {
	n := len(ops)
	for i := range ops {
		n += countOperands(ops[i].Elems)
	}
	return n
}
