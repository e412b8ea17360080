package isa

import "github.com/ptxsim/ptxsim/ptx"

// 128-bit data (PTX ISA 8.3, sm_70; atomics sm_90): a .b128 register is two
// 64-bit slots, low then high. ld/st.b128 move both as one 16-byte access
// (a v2.b64 access, which has the same alignment rule), mov.b128 packs and
// unpacks {lo, hi} pairs of 64-bit registers, and atom.exch/cas.b128 swap
// 16 bytes at once. No other instruction takes a .b128 operand: any other
// use is refused here rather than computed on 64 of the 128 bits.

// usesB128 reports whether the instruction names the .b128 type or a
// .b128 register.
func (w *flower) usesB128(src *ptx.Inst) bool {
	for _, t := range src.Types {
		if t == ptx.B128 {
			return true
		}
	}
	for k := range src.Args {
		if w.isB128Reg(&src.Args[k]) {
			return true
		}
	}
	return false
}

func (w *flower) isB128Reg(op *ptx.Operand) bool {
	return op.Kind == ptx.OperandReg && op.Reg >= 0 && int(op.Reg) < len(w.f.Regs) && w.f.Regs[op.Reg].Type == ptx.B128
}

// b128Reg is the low slot of a .b128 register operand.
func (w *flower) b128Reg(op *ptx.Operand, pos ptx.Pos) (int32, bool) {
	if !w.isB128Reg(op) || op.Comp >= 0 {
		w.errorf(pos, "expected a .b128 register")
		return w.sink, false
	}
	return w.slot[op.Reg], true
}

func (w *flower) lowerB128(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	if lastType(src) != ptx.B128 {
		w.errorf(pos, "a .b128 register is an operand of %s.b128 only (ld, st, mov, atom.exch, atom.cas)", src.Op)
		return
	}
	switch src.Op {
	case ptx.OpLd, ptx.OpSt:
		if len(args) < 2 || vecOf(src) > 1 {
			w.errorf(pos, "%s.b128 takes one .b128 register and an address", src.Op)
			return
		}
		in.Type, in.SType, in.Size, in.Vec = ptx.B64, ptx.B64, 8, 2
		if src.Op == ptx.OpLd {
			lo, ok := w.b128Reg(&args[0], pos)
			if !ok {
				return
			}
			in.D[0], in.D[1] = lo, lo+1
			w.addr(in, &args[1], pos)
		} else {
			w.addr(in, &args[0], pos)
			lo, ok := w.b128Reg(&args[1], pos)
			if !ok {
				return
			}
			in.S[0], in.S[1] = lo, lo+1
		}
		w.emit(*in, pos)
	case ptx.OpMov:
		if len(args) != 2 {
			w.errorf(pos, "mov.b128 takes two operands")
			return
		}
		// Each 64-bit half moves on its own.
		var dst, srcs [2]func() int32
		switch {
		case args[0].Kind == ptx.OperandVec && len(args[0].Elems) == 2:
			for i := range dst {
				e := &args[0].Elems[i]
				dst[i] = func() int32 { return w.dst(e, pos) }
			}
		case w.isB128Reg(&args[0]):
			lo, _ := w.b128Reg(&args[0], pos)
			dst[0], dst[1] = func() int32 { return lo }, func() int32 { return lo + 1 }
		default:
			w.errorf(pos, "mov.b128 writes a .b128 register or a {lo, hi} pair of 64-bit registers")
			return
		}
		switch {
		case args[1].Kind == ptx.OperandVec && len(args[1].Elems) == 2:
			for i := range srcs {
				e := &args[1].Elems[i]
				srcs[i] = func() int32 { return w.src(e, ptx.B64, pos) }
			}
		case w.isB128Reg(&args[1]):
			lo, _ := w.b128Reg(&args[1], pos)
			srcs[0], srcs[1] = func() int32 { return lo }, func() int32 { return lo + 1 }
		default:
			w.errorf(pos, "mov.b128 reads a .b128 register or a {lo, hi} pair of 64-bit registers")
			return
		}
		if args[0].Kind == ptx.OperandVec && args[1].Kind == ptx.OperandVec {
			w.errorf(pos, "mov.b128 needs a .b128 register on one side")
			return
		}
		// Read both halves before writing either (mov.b128 %q, {%q.hi...}
		// cannot alias, but a pair may name the same registers).
		s0, s1 := srcs[0](), srcs[1]()
		d0, d1 := dst[0](), dst[1]()
		if s1 == d0 {
			t := w.newReg()
			cp := *in
			cp.Type, cp.Fn, cp.D[0], cp.S[0] = ptx.B64, movFn, t, s1
			w.emit(cp, pos)
			s1 = t
		}
		for _, sd := range [2][2]int32{{s0, d0}, {s1, d1}} {
			cp := *in
			cp.Type, cp.Fn, cp.D[0], cp.S[0] = ptx.B64, movFn, sd[1], sd[0]
			w.emit(cp, pos)
		}
	case ptx.OpAtom:
		in.Sub = uint8(lastMod(src.Mods, atomMods, AtomOp(in.Sub)))
		op := AtomOp(in.Sub)
		if op != AtomExch && op != AtomCas {
			w.errorf(pos, "atom.b128 is exch or cas only")
			return
		}
		n := 3
		if op == AtomCas {
			n = 4
		}
		if len(args) != n {
			w.errorf(pos, "atom.%s.b128 takes %d operands", map[AtomOp]string{AtomExch: "exch", AtomCas: "cas"}[op], n)
			return
		}
		// Slots: D[0..1] the old value (lo, hi), S[0..1] the new value or
		// cas's compare value, S[2..3] cas's new value.
		in.Type, in.Size = ptx.B128, 16
		d, ok := w.b128Reg(&args[0], pos)
		if !ok {
			return
		}
		in.D[0], in.D[1] = d, d+1
		w.addr(in, &args[1], pos)
		x, ok := w.b128Reg(&args[2], pos)
		if !ok {
			return
		}
		in.S[0], in.S[1] = x, x+1
		if op == AtomCas {
			y, ok := w.b128Reg(&args[3], pos)
			if !ok {
				return
			}
			in.S[2], in.S[3] = y, y+1
		}
		w.emit(*in, pos)
	default:
		w.errorf(pos, "%s does not take .b128 operands (ld, st, mov, atom.exch and atom.cas do)", src.Op)
	}
}

// isHalfType reports whether t is a 16-bit float or a pair of them.
func isHalfType(t ptx.Type) bool {
	return t == ptx.F16 || t == ptx.BF16 || t == ptx.F16x2 || t == ptx.BF16x2
}

// lowerVecAtom lowers the vector atomics of sm_90 (PTX 8.1):
// atom/red.global.{add,min,max}{.noftz}.{v2,v4,v8}.{f32,f16,bf16,f16x2,bf16x2}
// with {d...} and {b...} vector operands. Each element is its own atomic
// operation on consecutive addresses (the ISA makes each element atomic,
// not the vector as a whole), so one atom per element. The vector's
// address must still be aligned to the whole vector's size (the H200
// fails a red.v8.f16 at an 8-byte boundary with a misaligned address):
// the first element carries that check (XVecAlign, Aux = the size).
func (w *flower) lowerVecAtom(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	n := int(vecOf(src))
	i := 0
	if src.Op == ptx.OpAtom {
		i = 1
	}
	if len(args) < i+2 {
		w.errorf(pos, "%s needs %d operands", src.Op, i+2)
		return
	}
	op := AtomOp(in.Sub)
	if op != AtomAdd && op != AtomMin && op != AtomMax {
		w.errorf(pos, "vector %s is add, min or max only", src.Op)
		return
	}
	switch {
	case in.Type == ptx.F32 && op != AtomAdd:
		w.errorf(pos, "vector %s on .f32 is add only", src.Op)
		return
	case (in.Type == ptx.F32 || in.Type == ptx.F16x2 || in.Type == ptx.BF16x2) && n > 4:
		w.errorf(pos, "vector %s on .%s is .v2 or .v4", src.Op, in.Type)
		return
	case in.Type != ptx.F32 && !isHalfType(in.Type):
		w.errorf(pos, "vector %s takes .f32, .f16, .bf16, .f16x2 or .bf16x2", src.Op)
		return
	}
	if in.Space != ptx.SpaceGlobal && in.Space != ptx.SpaceGeneric {
		w.errorf(pos, "vector %s is for global memory", src.Op)
		return
	}
	vec := func(a *ptx.Operand, what string) []ptx.Operand {
		if a.Kind != ptx.OperandVec || len(a.Elems) != n {
			w.errorf(pos, "%s of a .v%d %s is a vector of %d registers", what, n, src.Op, n)
			return nil
		}
		return a.Elems
	}
	var ds []ptx.Operand
	if i == 1 {
		if ds = vec(&args[0], "the destination"); ds == nil {
			return
		}
	}
	bs := vec(&args[i+1], "the source")
	if bs == nil {
		return
	}
	for e := 0; e < n; e++ {
		el := *in
		el.Vec = 1
		w.addr(&el, &args[i], pos)
		el.Off += int64(e) * int64(in.Size)
		if e == 0 {
			el.Extra |= XVecAlign
			el.Aux = int32(n) * int32(in.Size)
		}
		if ds != nil {
			el.D[0] = w.dst(&ds[e], pos)
		}
		el.S[0] = w.src(&bs[e], in.Type, pos)
		w.emit(el, pos)
	}
}
