package isa

import (
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// lowerALU decodes an arithmetic/logic/conversion instruction and picks its
// handler.
func (w *flower) lowerALU(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	t := in.Type
	op := src.Op
	need := func(n int) bool {
		if len(args) < n {
			w.errorf(pos, "%s needs %d operands, has %d", op, n, len(args))
			return false
		}
		return true
	}
	unsupported := func() {
		w.errorf(pos, "unsupported instruction %s%s", op, modString(src))
	}
	if op.IsVideo() {
		w.lowerVideo(in, src)
		return
	}
	// Predicate logic.
	if t == ptx.Pred {
		switch op {
		case ptx.OpAnd, ptx.OpOr, ptx.OpXor, ptx.OpNot, ptx.OpMov:
			if !need(2) {
				return
			}
			in.D[0] = w.pdst(&args[0], pos)
			in.S[0] = w.src(&args[1], ptx.Pred, pos)
			if args[1].Neg {
				in.Flags |= FNegA
			}
			if op != ptx.OpNot && op != ptx.OpMov {
				if !need(3) {
					return
				}
				in.S[1] = w.src(&args[2], ptx.Pred, pos)
				if args[2].Neg {
					in.Flags |= FNegB
				}
			}
			in.Fn = predLogic(op)
			w.emit(*in, pos)
			return
		}
	}

	switch op {
	case ptx.OpMov:
		if !need(2) {
			return
		}
		a := &args[1]
		switch {
		case a.Kind == ptx.OperandSpecial:
			in.Kind = KSpecial
			in.D[0] = w.dst(&args[0], pos)
			in.Sub = uint8(a.Special)
			in.Comp = a.Comp
			in.Aux = int32(a.Index)
			w.emit(*in, pos)
			return
		case a.Kind == ptx.OperandSym && a.Var != nil && a.Var.Space != ptx.SpaceReg:
			in.Kind = KAddr
			in.D[0] = w.dst(&args[0], pos)
			w.symAddr(in, a.Var, a.Offset, pos)
			w.emit(*in, pos)
			return
		case args[0].Kind == ptx.OperandVec:
			n := len(args[0].Elems)
			for i := 0; i < n && i < 4; i++ {
				in.D[i] = w.dst(&args[0].Elems[i], pos)
			}
			in.S[0] = w.src(a, t, pos)
			in.Fn = unpackFn(t.Bits()/n, n)
			w.emit(*in, pos)
			return
		case a.Kind == ptx.OperandVec:
			n := len(a.Elems)
			in.D[0] = w.dst(&args[0], pos)
			for i := 0; i < n && i < 4; i++ {
				in.S[i] = w.src(&a.Elems[i], ptx.B32, pos)
			}
			in.Fn = packFn(t.Bits()/n, n)
			w.emit(*in, pos)
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(a, t, pos)
		in.Fn = movFn
		w.emit(*in, pos)
		return
	case ptx.OpSetp, ptx.OpSet:
		w.lowerSetp(in, src)
		return
	case ptx.OpSelp, ptx.OpSlct:
		if !need(4) {
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], t, pos)
		in.S[1] = w.src(&args[2], t, pos)
		if op == ptx.OpSelp {
			in.S[2] = w.src(&args[3], ptx.Pred, pos)
			in.Fn = selpFn
		} else {
			ct := src.Types[len(src.Types)-1]
			dt := src.Types[0]
			in.S[2] = w.src(&args[3], ct, pos)
			ftz := in.Has(FFtz)
			_ = dt
			in.Fn = tern(func(a, b, c uint64) uint64 {
				var ge bool
				if ct == ptx.F32 {
					f := f32(c)
					if ftz {
						f = fpu.FTZ32(f)
					}
					ge = f >= 0 // NaN selects b
				} else {
					ge = int32(c) >= 0
				}
				if ge {
					return a
				}
				return b
			})
		}
		w.emit(*in, pos)
		return
	case ptx.OpCvt:
		w.lowerCvt(in, src)
		return
	case ptx.OpCvtPack:
		w.lowerCvtPack(in, src)
		return
	case ptx.OpCreatepolicy:
		w.lowerCreatepolicy(in, src)
		return
	case ptx.OpCvta:
		if !need(2) {
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], ptx.U64, pos)
		sp := in.Space
		in.SType = t
		if sp == ptx.SpaceConst || sp == ptx.SpaceGlobal {
			in.Fn = movFn // const and global addresses are generic addresses already
		} else {
			win := WindowOf(sp)
			if in.Has(FTo) {
				in.Fn = un(func(a uint64) uint64 { return a - win })
			} else {
				in.Fn = un(func(a uint64) uint64 { return uint64(uint32(a)) + win })
			}
		}
		w.emit(*in, pos)
		return
	}

	if op == ptx.OpTestp {
		w.lowerTestp(in, src)
		return
	}
	if op == ptx.OpLop3 && len(args) == 6 {
		w.lowerLop3Pred(in, src)
		return
	}
	// Everything else: d, a[, b[, c[, e]]].
	n := len(args) - 1
	if n < 1 {
		need(2)
		return
	}
	in.D[0] = w.dst(&args[0], pos)
	srcT := t
	for i := 0; i < n && i < 4; i++ {
		st := srcT
		switch {
		case (op == ptx.OpShl || op == ptx.OpShr || op == ptx.OpBfe) && i >= 1,
			op == ptx.OpShf && i == 2, op == ptx.OpBfi && i >= 2, op == ptx.OpBmsk:
			st = ptx.U32
		case op == ptx.OpPopc || op == ptx.OpClz || op == ptx.OpBrev || op == ptx.OpBfind:
			st = t
		}
		in.S[i] = w.src(&args[i+1], st, pos)
	}
	if t.IsFloat() {
		fn := floatALU(in, op, t, n)
		if fn == nil {
			unsupported()
			return
		}
		in.Fn = fn
		w.emit(*in, pos)
		return
	}
	if usesCarry(op, in) {
		in.Fn = carryALU(in, op)
		if in.Fn == nil {
			unsupported()
			return
		}
		in.D[1] = w.ccSlot()
		w.emit(*in, pos)
		return
	}
	if op == ptx.OpCopysign {
		unsupported()
		return
	}
	fn := intALU(in, op, t, src)
	if fn == nil {
		unsupported()
		return
	}
	in.Fn = fn
	w.emit(*in, pos)
}

func modString(src *ptx.Inst) string {
	s := ""
	for _, m := range src.Mods {
		s += "." + m
	}
	return s
}

func (w *flower) lowerSetp(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	ct := lastType(src)
	for _, m := range src.Mods {
		if c, ok := cmpMods[m]; ok {
			in.Cmp = c
		}
		switch m {
		case "and":
			in.Bool = BoolAnd
		case "or":
			in.Bool = BoolOr
		case "xor":
			in.Bool = BoolXor
		}
	}
	if len(args) < 3 {
		w.errorf(pos, "%s needs 3 operands", src.Op)
		return
	}
	if src.Op == ptx.OpSetp {
		if args[0].Kind == ptx.OperandPair {
			in.D[0] = w.pdst(&args[0].Elems[0], pos)
			in.D[1] = w.pdst(&args[0].Elems[1], pos)
		} else {
			in.D[0] = w.pdst(&args[0], pos)
		}
	} else {
		in.D[0] = w.dst(&args[0], pos)
	}
	in.S[0] = w.src(&args[1], ct, pos)
	in.S[1] = w.src(&args[2], ct, pos)
	if in.Bool != BoolNone {
		if len(args) < 4 {
			w.errorf(pos, "%s.%v needs a predicate operand", src.Op, in.Bool)
			return
		}
		in.S[2] = w.src(&args[3], ptx.Pred, pos)
		if args[3].Neg {
			in.Flags |= FNegC
		}
	}
	in.Type = ct
	in.Unit = unitFor(UnitArith, ct)
	if ct == ptx.F16x2 || ct == ptx.BF16x2 || ct == ptx.F16 || ct == ptx.BF16 {
		w.lowerSetHalf(in, src, ct)
		return
	}
	cmp := cmpFn(in, ct)
	if cmp == nil {
		w.errorf(pos, "unsupported comparison type %s", ct)
		return
	}
	if src.Op == ptx.OpSetp {
		in.Fn = setpFn(cmp)
	} else {
		in.Fn = setFn(cmp, src.Types[0])
	}
	w.emit(*in, pos)
}

func unpackFn(eb, n int) ALUFn {
	m := widthMask(eb)
	return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
		a := lane(r, in.S[0])
		for k := 0; k < n; k++ {
			d := lane(r, in.D[k])
			for mm := mask; mm != 0; mm &= mm - 1 {
				l := bits.TrailingZeros32(mm)
				d[l] = a[l] >> uint(k*eb) & m
			}
		}
	}
}

func packFn(eb, n int) ALUFn {
	m := widthMask(eb)
	return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
		d := lane(r, in.D[0])
		for mm := mask; mm != 0; mm &= mm - 1 {
			l := bits.TrailingZeros32(mm)
			var v uint64
			for k := 0; k < n; k++ {
				v |= (r[in.S[k]*32+int32(l)] & m) << uint(k*eb)
			}
			d[l] = v
		}
	}
}

// intALU picks the handler of an integer/bit operation.
func intALU(in *Inst, op ptx.Opcode, t ptx.Type, src *ptx.Inst) ALUFn {
	n := t.Bits()
	m := widthMask(n)
	signed := t.IsSigned()
	sx := func(v uint64) int64 { return sext(v, n) }
	switch op {
	case ptx.OpAdd:
		if in.Has(FSat) && t == ptx.S32 {
			return bin(func(a, b uint64) uint64 { return satS32(int64(int32(a)) + int64(int32(b))) })
		}
		switch n {
		case 32:
			return addU32
		case 64:
			return addU64
		}
		return bin(func(a, b uint64) uint64 { return (a + b) & m })
	case ptx.OpSub:
		if in.Has(FSat) && t == ptx.S32 {
			return bin(func(a, b uint64) uint64 { return satS32(int64(int32(a)) - int64(int32(b))) })
		}
		return bin(func(a, b uint64) uint64 { return (a - b) & m })
	case ptx.OpMul, ptx.OpMad:
		var mul f2
		switch {
		case in.Has(FWide):
			if n == 32 && op == ptx.OpMul {
				if signed {
					return mulWideS32
				}
				return mulWideU32
			}
			if signed {
				mul = func(a, b uint64) uint64 { return uint64(sx(a) * sx(b)) }
			} else {
				mul = func(a, b uint64) uint64 { return (a & m) * (b & m) }
			}
		case in.Has(FHi):
			mul = func(a, b uint64) uint64 { return mulHi(a, b, n, signed) }
		default:
			if op == ptx.OpMad && n == 32 {
				return madLo32
			}
			mul = func(a, b uint64) uint64 { return (a * b) & m }
		}
		if op == ptx.OpMul {
			return bin(mul)
		}
		rm := m
		if in.Has(FWide) {
			rm = widthMask(2 * n)
		}
		if in.Has(FSat) && t == ptx.S32 && in.Has(FHi) {
			return tern(func(a, b, c uint64) uint64 { return satS32(int64(int32(mul(a, b))) + int64(int32(c))) })
		}
		return tern(func(a, b, c uint64) uint64 { return (mul(a, b) + c) & rm })
	case ptx.OpMul24, ptx.OpMad24:
		mul := func(a, b uint64) uint64 {
			var p int64
			if signed {
				p = sext(a, 24) * sext(b, 24)
			} else {
				p = int64((a & 0xffffff) * (b & 0xffffff))
			}
			if in.Has(FHi) {
				return uint64(p>>16) & 0xffffffff
			}
			return uint64(p) & 0xffffffff
		}
		if op == ptx.OpMul24 {
			return bin(mul)
		}
		if in.Has(FSat) && signed && in.Has(FHi) {
			// mad24.hi.sat.s32: bits 47..16 of the product plus c, saturated
			return tern(func(a, b, c uint64) uint64 { return satS32(int64(int32(mul(a, b))) + int64(int32(c))) })
		}
		return tern(func(a, b, c uint64) uint64 { return (mul(a, b) + c) & 0xffffffff })
	case ptx.OpSad:
		return tern(func(a, b, c uint64) uint64 {
			var d uint64
			if signed {
				x, y := sx(a), sx(b)
				if x < y {
					x, y = y, x
				}
				d = uint64(x - y)
			} else {
				x, y := a&m, b&m
				if x < y {
					x, y = y, x
				}
				d = x - y
			}
			return (d + c) & m
		})
	case ptx.OpDiv, ptx.OpRem:
		isDiv := op == ptx.OpDiv
		return bin(func(a, b uint64) uint64 {
			if signed {
				x, y := sx(a), sx(b)
				if y == 0 {
					return m // div and rem by zero give all ones (measured on the H200)
				}
				if y == -1 {
					if isDiv {
						return uint64(-x) & m
					}
					return 0
				}
				if isDiv {
					return uint64(x/y) & m
				}
				return uint64(x%y) & m
			}
			x, y := a&m, b&m
			if y == 0 {
				return m
			}
			if isDiv {
				return x / y
			}
			return x % y
		})
	case ptx.OpAbs:
		return un(func(a uint64) uint64 {
			v := sx(a)
			if v < 0 {
				v = -v
			}
			return uint64(v) & m
		})
	case ptx.OpNeg:
		return un(func(a uint64) uint64 { return (-a) & m })
	case ptx.OpMin, ptx.OpMax:
		isMin := op == ptx.OpMin
		relu := in.Has(FRelu)
		if t.IsPackedInt() {
			// min/max{.relu}.{u16x2,s16x2}: each 16-bit half on its own.
			sgn := t == ptx.S16x2
			return bin(func(a, b uint64) uint64 {
				var d uint64
				for h := uint(0); h < 32; h += 16 {
					x, y := int64(a>>h&0xffff), int64(b>>h&0xffff)
					if sgn {
						x, y = int64(int16(x)), int64(int16(y))
					}
					v := x
					if (y < x) == isMin {
						v = y
					}
					if relu && v < 0 {
						v = 0
					}
					d |= uint64(v) & 0xffff << h
				}
				return d
			})
		}
		if relu && t == ptx.S32 {
			return bin(func(a, b uint64) uint64 {
				x, y := int32(a), int32(b)
				v := x
				if (y < x) == isMin {
					v = y
				}
				return uint64(uint32(max(v, 0)))
			})
		}
		return bin(func(a, b uint64) uint64 {
			var less bool
			if signed {
				less = sx(a) < sx(b)
			} else {
				less = a&m < b&m
			}
			if less == isMin {
				return a & m
			}
			return b & m
		})
	case ptx.OpAnd:
		return bin(func(a, b uint64) uint64 { return a & b & m })
	case ptx.OpOr:
		return bin(func(a, b uint64) uint64 { return (a | b) & m })
	case ptx.OpXor:
		return bin(func(a, b uint64) uint64 { return (a ^ b) & m })
	case ptx.OpNot:
		return un(func(a uint64) uint64 { return ^a & m })
	case ptx.OpCnot:
		return un(func(a uint64) uint64 {
			if a&m == 0 {
				return 1
			}
			return 0
		})
	case ptx.OpShl:
		return bin(func(a, b uint64) uint64 {
			s := uint32(b)
			if s >= uint32(n) {
				return 0
			}
			return (a << s) & m
		})
	case ptx.OpShr:
		return bin(func(a, b uint64) uint64 {
			s := uint32(b)
			if signed {
				if s >= uint32(n) {
					s = uint32(n) - 1
				}
				return uint64(sx(a)>>s) & m
			}
			if s >= uint32(n) {
				return 0
			}
			return (a & m) >> s
		})
	case ptx.OpPopc:
		return un(func(a uint64) uint64 { return uint64(bits.OnesCount64(a & m)) })
	case ptx.OpClz:
		return un(func(a uint64) uint64 { return uint64(bits.LeadingZeros64(a&m) - (64 - n)) })
	case ptx.OpBrev:
		return un(func(a uint64) uint64 { return bits.Reverse64(a&m) >> uint(64-n) })
	case ptx.OpBfind:
		shamt := in.Has(FShiftAmt)
		return un(func(a uint64) uint64 {
			v := a & m
			if signed && sx(a) < 0 {
				v = ^v & m
			}
			if v == 0 {
				return 0xffffffff
			}
			pos := uint64(63 - bits.LeadingZeros64(v))
			if shamt {
				return uint64(n-1) - pos
			}
			return pos
		})
	case ptx.OpFns:
		// fns.b32 d, mask, base, offset: the n-th set bit.
		return tern(func(mk, base, off uint64) uint64 {
			mask32, b, o := uint32(mk), uint32(base), int32(off)
			switch {
			case o == 0: // the base bit itself, if set
				if b < 32 && mask32&(1<<b) != 0 {
					return uint64(b)
				}
				return 0xffffffff
			case o == math.MinInt32:
				return 0 // measured on the H200 (the ISA's |offset| overflows)
			}
			if o > 0 {
				cnt := int32(0)
				for i := b; i < 32; i++ {
					if mask32&(1<<i) != 0 {
						cnt++
						if cnt == o {
							return uint64(i)
						}
					}
				}
				return 0xffffffff
			}
			cnt := int32(0)
			for i := int32(b); i >= 0; i-- {
				if mask32&(1<<uint(i)) != 0 {
					cnt--
					if cnt == o {
						return uint64(i)
					}
				}
			}
			return 0xffffffff
		})
	case ptx.OpBfe:
		// The 32-bit forms take position and length from bits 7..0 of b
		// and c; the 64-bit forms (a ptxas sequence on sm_90) from all 32
		// bits (measured on the H200).
		pm := uint32(0xff)
		if n == 64 {
			pm = 0xffffffff
		}
		return tern(func(a, b, c uint64) uint64 {
			pos, ln := uint64(uint32(b)&pm), uint64(uint32(c)&pm)
			var sbit uint64
			if signed && ln > 0 {
				p := min(pos+ln-1, uint64(n)-1)
				sbit = a >> p & 1
			}
			var d uint64
			for i := uint64(0); i < uint64(n); i++ {
				var bit uint64
				if i < ln && pos+i <= uint64(n)-1 {
					bit = a >> (pos + i) & 1
				} else {
					bit = sbit
				}
				d |= bit << i
			}
			return d & m
		})
	case ptx.OpBfi:
		return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
			d, a, b, c, e := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1]), lane(r, in.S[2]), lane(r, in.S[3])
			pm := uint32(0xff)
			if n == 64 {
				pm = 0xffffffff // as bfe: all 32 bits for the 64-bit form
			}
			for mm := mask; mm != 0; mm &= mm - 1 {
				l := bits.TrailingZeros32(mm)
				pos, ln := uint64(uint32(c[l])&pm), uint64(uint32(e[l])&pm)
				v := b[l] & m
				for i := uint64(0); i < ln && pos+i < uint64(n); i++ {
					v = v&^(1<<(pos+i)) | (a[l]>>i&1)<<(pos+i)
				}
				d[l] = v
			}
		}
	case ptx.OpPrmt:
		mode := 0
		for _, s := range src.Mods {
			switch s {
			case "f4e":
				mode = 1
			case "b4e":
				mode = 2
			case "rc8":
				mode = 3
			case "ecl":
				mode = 4
			case "ecr":
				mode = 5
			case "rc16":
				mode = 6
			}
		}
		return tern(func(a, b, c uint64) uint64 { return uint64(prmt(uint32(a), uint32(b), uint32(c), mode)) })
	case ptx.OpShf:
		left, clamp := in.Has(FLeft), in.Has(FClamp)
		return tern(func(a, b, c uint64) uint64 {
			s := uint32(c)
			if clamp {
				if s > 32 {
					s = 32
				}
			} else {
				s &= 31
			}
			v := uint64(uint32(b))<<32 | uint64(uint32(a))
			if left {
				return (v << s >> 32) & 0xffffffff
			}
			return (v >> s) & 0xffffffff
		})
	case ptx.OpLop3:
		return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
			d, a, b, c, lut := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1]), lane(r, in.S[2]), lane(r, in.S[3])
			for mm := mask; mm != 0; mm &= mm - 1 {
				l := bits.TrailingZeros32(mm)
				d[l] = uint64(lop3(uint32(a[l]), uint32(b[l]), uint32(c[l]), uint8(lut[l])))
			}
		}
	case ptx.OpSzext:
		clampPos := in.Has(FClamp)
		return bin(func(a, b uint64) uint64 {
			p := uint32(b)
			if clampPos {
				p = min(p, 32)
			} else {
				p &= 31
			}
			if p == 0 {
				return 0
			}
			if signed {
				return uint64(uint32(sext(a, int(p))))
			}
			return a & widthMask(int(p))
		})
	case ptx.OpBmsk:
		clamp := in.Has(FClamp)
		return bin(func(a, b uint64) uint64 {
			p, w := uint32(a), uint32(b)
			if clamp {
				if p > 32 {
					p = 32
				}
				if w > 32 {
					w = 32
				}
			} else {
				p &= 31
				w &= 31
			}
			e := p + w
			if e > 32 {
				e = 32
			}
			return (widthMask(int(e)) &^ widthMask(int(p))) & 0xffffffff
		})
	case ptx.OpDp4a, ptx.OpDp2a:
		as := len(src.Types) > 0 && src.Types[0].IsSigned()
		bs := len(src.Types) > 1 && src.Types[1].IsSigned()
		lo := in.Has(FLo)
		dp4 := op == ptx.OpDp4a
		return tern(func(a, b, c uint64) uint64 {
			byteOf := func(v uint64, i int, s bool) int64 {
				x := v >> uint(8*i) & 0xff
				if s {
					return int64(int8(x))
				}
				return int64(x)
			}
			half := func(v uint64, i int, s bool) int64 {
				x := v >> uint(16*i) & 0xffff
				if s {
					return int64(int16(x))
				}
				return int64(x)
			}
			acc := int64(int32(c))
			if !(as || bs) {
				acc = int64(uint32(c))
			}
			if dp4 {
				for i := 0; i < 4; i++ {
					acc += byteOf(a, i, as) * byteOf(b, i, bs)
				}
			} else {
				k := 2
				if lo {
					k = 0
				}
				for i := 0; i < 2; i++ {
					acc += half(a, i, as) * byteOf(b, k+i, bs)
				}
			}
			return uint64(acc) & 0xffffffff
		})
	}
	return nil
}

func satS32(v int64) uint64 {
	if v > math.MaxInt32 {
		v = math.MaxInt32
	}
	if v < math.MinInt32 {
		v = math.MinInt32
	}
	return uint64(uint32(int32(v)))
}

func mulHi(a, b uint64, n int, signed bool) uint64 {
	m := widthMask(n)
	if n < 64 {
		if signed {
			return uint64((sext(a, n)*sext(b, n))>>uint(n)) & m
		}
		return ((a & m) * (b & m)) >> uint(n)
	}
	hi, _ := bits.Mul64(a, b)
	if signed {
		if int64(a) < 0 {
			hi -= b
		}
		if int64(b) < 0 {
			hi -= a
		}
	}
	return hi
}

func prmt(a, b, c uint32, mode int) uint32 {
	x := uint64(b)<<32 | uint64(a)
	byteAt := func(i uint32) uint32 { return uint32(x>>(8*(i&7))) & 0xff }
	var out uint32
	switch mode {
	case 0:
		for i := 0; i < 4; i++ {
			sel := c >> (4 * i) & 0xf
			v := byteAt(sel & 7)
			if sel&8 != 0 {
				if v&0x80 != 0 {
					v = 0xff
				} else {
					v = 0
				}
			}
			out |= v << (8 * i)
		}
		return out
	}
	s := c & 3
	var idx [4]uint32
	switch mode {
	case 1: // f4e
		for i := uint32(0); i < 4; i++ {
			idx[i] = (s + i) & 7
		}
	case 2: // b4e
		for i := uint32(0); i < 4; i++ {
			idx[i] = (s + 8 - i) & 7
		}
	case 3: // rc8
		idx = [4]uint32{s, s, s, s}
	case 4: // ecl: byte i = max(i, s)
		for i := uint32(0); i < 4; i++ {
			idx[i] = max(i, s)
		}
	case 5: // ecr: byte i = min(i, s)
		for i := uint32(0); i < 4; i++ {
			idx[i] = min(i, s)
		}
	case 6: // rc16
		if s&1 == 0 {
			idx = [4]uint32{0, 1, 0, 1}
		} else {
			idx = [4]uint32{2, 3, 2, 3}
		}
	}
	for i := 0; i < 4; i++ {
		out |= byteAt(idx[i]) << (8 * i)
	}
	return out
}

func lop3(a, b, c uint32, lut uint8) uint32 {
	var d uint32
	for i := 0; i < 8; i++ {
		if lut&(1<<i) == 0 {
			continue
		}
		x, y, z := a, b, c
		if i&4 == 0 {
			x = ^x
		}
		if i&2 == 0 {
			y = ^y
		}
		if i&1 == 0 {
			z = ^z
		}
		d |= x & y & z
	}
	return d
}

// lowerLop3Pred is lop3.BoolOp.b32 d|p, a, b, c, immLut, q (PTX 8.2): d as
// lop3 computes it, and p = (d != 0) BoolOp q. The lookup table is an
// immediate, kept in Sub, so that q can take the fourth source slot.
func (w *flower) lowerLop3Pred(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	if args[0].Kind != ptx.OperandPair || args[4].Kind != ptx.OperandImm {
		w.errorf(pos, "lop3.%s needs a destination pair d|p and an immediate lookup table", lastBoolMod(src))
		return
	}
	in.D[0] = w.dst(&args[0].Elems[0], pos)
	in.D[1] = w.pdst(&args[0].Elems[1], pos)
	in.Flags |= FPredOut
	for i := 0; i < 3; i++ {
		in.S[i] = w.src(&args[i+1], ptx.B32, pos)
	}
	in.Sub = uint8(args[4].Imm)
	in.S[3] = w.src(&args[5], ptx.Pred, pos)
	if args[5].Neg {
		in.Flags |= FNegC
	}
	isOr := hasMod(src, "or")
	in.Fn = func(in *Inst, r []uint64, p []uint32, mask uint32) {
		d, a, b, c := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1]), lane(r, in.S[2])
		q := p[in.S[3]]
		if in.Flags&FNegC != 0 {
			q = ^q
		}
		var nz uint32
		for mm := mask; mm != 0; mm &= mm - 1 {
			l := bits.TrailingZeros32(mm)
			v := lop3(uint32(a[l]), uint32(b[l]), uint32(c[l]), in.Sub)
			d[l] = uint64(v)
			if v != 0 {
				nz |= 1 << l
			}
		}
		if isOr {
			nz |= q
		} else {
			nz &= q
		}
		setBits(p, in.D[1], mask, nz)
	}
	w.emit(*in, pos)
}

func lastBoolMod(src *ptx.Inst) string {
	if hasMod(src, "or") {
		return "or"
	}
	return "and"
}
