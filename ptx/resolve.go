package ptx

import "strings"

// The resolver binds every name an instruction mentions, after the whole
// module has been walked: registers and labels through the block scopes the
// instruction was written in (innermost first, so inline-asm blocks may
// shadow), then function parameters, then module-scope variables and
// functions.

func (w *walker) lookup(sc *scope, name string) (binding, bool) {
	if b, ok := sc.lookup(name); ok {
		return b, true
	}
	b, ok := w.global[name]
	return b, ok
}

func (w *walker) resolveAll() {
	for _, fs := range w.funcs {
		w.resolveFunc(fs)
	}
	for _, v := range w.m.Vars {
		for i := range v.Relocs {
			r := &v.Relocs[i]
			b, ok := w.global[r.Sym]
			switch {
			case !ok || (b.kind != bindVar && b.kind != bindFunc):
				w.errorf(v.Pos, "initializer of %s refers to undeclared %s", v.Name, r.Sym)
			case b.kind == bindFunc:
				r.Sym = b.f.Name // an .alias names its target
			}
		}
	}
}

func (w *walker) resolveFunc(fs *funcState) {
	fn := fs.fn
	for i := range fn.Body {
		in := &fn.Body[i]
		p := fs.pend[i]
		if p.guard != "" {
			b, ok := w.lookup(p.sc, p.guard)
			switch {
			case !ok:
				w.errorf(in.Pos, "undeclared predicate %s", p.guard)
			case b.kind != bindReg:
				w.errorf(in.Pos, "guard %s is not a register", p.guard)
			default:
				in.Guard = b.reg
				if t := fn.Regs[b.reg].Type; t != Pred {
					w.errorf(in.Pos, "guard %s has type .%s, want .pred", p.guard, t)
				}
			}
		}
		for j := range in.Args {
			w.resolveOperand(fn, p.sc, &in.Args[j])
		}
	}
	for _, t := range fs.tables {
		for k, name := range t.names {
			b, ok := w.lookup(t.sc, name)
			if t.bt != nil {
				if !ok || b.kind != bindLabel {
					w.errorf(t.poss[k], "undeclared label %s", name)
					continue
				}
				t.bt.Labels = append(t.bt.Labels, b.label)
				continue
			}
			if !ok || b.kind != bindFunc {
				w.errorf(t.poss[k], "undeclared function %s", name)
				continue
			}
			t.ct.Funcs = append(t.ct.Funcs, b.f)
		}
	}
}

func (w *walker) resolveOperand(fn *Func, sc *scope, op *Operand) {
	switch op.Kind {
	case OperandReg:
		name := op.Sym
		if b, ok := w.lookup(sc, name); ok && b.kind == bindReg {
			op.Reg, op.Sym = b.reg, ""
			return
		}
		if base, comp, ok := splitComp(name); ok {
			if b, ok := w.lookup(sc, base); ok && b.kind == bindReg {
				op.Reg, op.Comp, op.Sym = b.reg, comp, ""
				return
			}
		}
		if base, sel, ok := splitSel(name); ok {
			if b, ok := w.lookup(sc, base); ok && b.kind == bindReg {
				op.Reg, op.Index, op.Sym = b.reg, sel, ""
				return
			}
		}
		if sp, comp, idx, ok := lookupSpecial(name); ok {
			op.Kind, op.Special, op.Comp, op.Index, op.Sym = OperandSpecial, sp, comp, idx, ""
			if op.Neg {
				w.errorf(op.Pos, "a special register cannot be negated")
			}
			return
		}
		if b, ok := w.lookup(sc, name); ok && op.Neg {
			_ = b
			w.errorf(op.Pos, "%s is not a predicate register", name)
			return
		}
		w.errorf(op.Pos, "undeclared register %s", name)
	case OperandSym:
		b, ok := w.lookup(sc, op.Sym)
		if !ok && op.Sym == "WARP_SZ" {
			// The predefined constant: 32 threads on every target.
			op.Kind, op.Sym, op.Imm = OperandImm, "", 32+uint64(op.Offset)
			op.Offset = 0
			return
		}
		if !ok {
			w.errorf(op.Pos, "undeclared identifier %s", op.Sym)
			return
		}
		w.bindSym(op, b)
	case OperandAddr:
		if op.Sym != "" {
			b, ok := w.lookup(sc, op.Sym)
			if !ok {
				w.errorf(op.Pos, "undeclared identifier %s in address", op.Sym)
			} else {
				w.bindSym(op, b)
			}
		}
		for j := range op.Elems {
			w.resolveOperand(fn, sc, &op.Elems[j])
		}
	case OperandVec, OperandList, OperandPair:
		for j := range op.Elems {
			w.resolveOperand(fn, sc, &op.Elems[j])
		}
	}
}

// bindSym points op (OperandSym or OperandAddr) at what b names. A register
// named without % (inline asm) turns the operand into a register operand.
func (w *walker) bindSym(op *Operand, b binding) {
	switch b.kind {
	case bindReg:
		if op.Kind == OperandSym {
			if op.Offset != 0 {
				w.errorf(op.Pos, "register %s cannot take an offset", op.Sym)
			}
			op.Kind = OperandReg
		}
		op.Reg, op.Sym = b.reg, ""
	case bindLabel:
		if op.Kind == OperandAddr {
			w.errorf(op.Pos, "label %s used as an address", op.Sym)
		}
		op.Label = b.label
	case bindVar:
		op.Var = b.v
	case bindFunc:
		op.Func, op.Sym = b.f, b.f.Name // an .alias names its target
	case bindTable:
		op.Table = b.table
	case bindCallTargets:
		op.Targets = b.ct
	case bindProto:
		op.Proto = b.proto
	}
}

// splitComp splits "%v.x" into "%v" and 0.
func splitComp(name string) (string, int8, bool) {
	n := len(name)
	if n < 3 || name[n-2] != '.' {
		return name, -1, false
	}
	switch name[n-1] {
	case 'x', 'r':
		return name[:n-2], 0, true
	case 'y', 'g':
		return name[:n-2], 1, true
	case 'z', 'b':
		return name[:n-2], 2, true
	case 'w', 'a':
		return name[:n-2], 3, true
	}
	return name, -1, false
}

var specialByName = func() map[string]Special {
	m := make(map[string]Special, numSpecials)
	for s := SpecialNone + 1; s < numSpecials; s++ {
		m[specialNames[s]] = s
	}
	return m
}()

// lookupSpecial recognizes a predefined register: "%tid.y", "%clock64",
// "%envreg3", "%pm2", "%pm2_64", "%reserved_smem_offset_1".
func lookupSpecial(name string) (sp Special, comp int8, idx int, ok bool) {
	comp = -1
	if base, c, ok := splitComp(name); ok {
		name, comp = base, c
	}
	if s, ok := specialByName[name]; ok && s != SpecialPm && s != SpecialPm64 && s != SpecialEnvreg && s != SpecialReservedSmemOffset {
		return s, comp, 0, true
	}
	// The ISA declares %envreg<32>, %pm0..%pm7 (and %pm0_64..%pm7_64) and
	// %reserved_smem_offset_<2>: an index past those is not a register.
	for _, p := range [...]struct {
		prefix string
		sp     Special
		count  int
	}{{"%envreg", SpecialEnvreg, 32}, {"%reserved_smem_offset_", SpecialReservedSmemOffset, 2}, {"%pm", SpecialPm, 8}} {
		rest, found := strings.CutPrefix(name, p.prefix)
		if !found || rest == "" {
			continue
		}
		sp := p.sp
		if p.sp == SpecialPm {
			if r, is64 := strings.CutSuffix(rest, "_64"); is64 {
				rest, sp = r, SpecialPm64
			}
		}
		n := 0
		for i := 0; i < len(rest); i++ {
			if rest[i] < '0' || rest[i] > '9' || n > 1000 {
				return 0, 0, 0, false
			}
			n = n*10 + int(rest[i]-'0')
		}
		if n >= p.count || (len(rest) > 1 && rest[0] == '0') {
			return 0, 0, 0, false
		}
		return sp, comp, n, true
	}
	return 0, 0, 0, false
}
