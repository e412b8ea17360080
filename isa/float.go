package isa

import (
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

func addRN32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = b32(fpu.Add32(f32(a[l]), f32(b[l]), fpu.RN))
		}
	}
}

func mulRN32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = b32(fpu.Mul32(f32(a[l]), f32(b[l]), fpu.RN))
		}
	}
}

// floatALU picks the handler of a floating-point operation on type t.
func floatALU(in *Inst, op ptx.Opcode, t ptx.Type, n int) ALUFn {
	switch t {
	case ptx.F32:
		return f32ALU(in, op)
	case ptx.F64:
		return f64ALU(in, op)
	case ptx.F16, ptx.BF16, ptx.F16x2, ptx.BF16x2:
		return halfALU(in, op, t)
	}
	return nil
}

func f32ALU(in *Inst, op ptx.Opcode) ALUFn {
	rnd, ftz, sat := in.Rnd, in.Has(FFtz), in.Has(FSat)
	approx := in.Has(FApprox)
	fin := func(x float32) float32 {
		if ftz {
			return fpu.FTZ32(x)
		}
		return x
	}
	out := func(x float32) uint64 {
		if ftz {
			x = fpu.FTZ32(x)
		}
		if sat {
			x = fpu.Sat32(x)
		}
		return b32(x)
	}
	u := func(f func(float32) float32) ALUFn {
		return un(func(a uint64) uint64 { return out(f(fin(f32(a)))) })
	}
	b := func(f func(x, y float32) float32) ALUFn {
		return bin(func(a, c uint64) uint64 { return out(f(fin(f32(a)), fin(f32(c)))) })
	}
	plain := !ftz && !sat && rnd == fpu.RN
	switch op {
	case ptx.OpAdd:
		if plain {
			return addRN32
		}
		if ftz {
			return b(func(x, y float32) float32 { return fpu.Add32FTZ(x, y, rnd) })
		}
		return b(func(x, y float32) float32 { return fpu.Add32(x, y, rnd) })
	case ptx.OpSub:
		if ftz {
			return b(func(x, y float32) float32 { return fpu.Sub32FTZ(x, y, rnd) })
		}
		return b(func(x, y float32) float32 { return fpu.Sub32(x, y, rnd) })
	case ptx.OpMul:
		if plain {
			return mulRN32
		}
		if ftz {
			// Tininess after rounding: a product that rounds into the
			// normal range is kept (fpu.Mul32FTZ).
			return b(func(x, y float32) float32 { return fpu.Mul32FTZ(x, y, rnd) })
		}
		return b(func(x, y float32) float32 { return fpu.Mul32(x, y, rnd) })
	case ptx.OpFma, ptx.OpMad:
		if plain {
			return fmaRN32
		}
		if ftz {
			return tern(func(a, c, e uint64) uint64 { return out(fpu.Fma32FTZ(f32(a), f32(c), f32(e), rnd)) })
		}
		return tern(func(a, c, e uint64) uint64 { return out(fpu.Fma32(fin(f32(a)), fin(f32(c)), fin(f32(e)), rnd)) })
	case ptx.OpDiv:
		switch {
		case approx && ftz:
			return b(fpu.DivApprox32FTZ)
		case approx:
			return b(fpu.DivApprox32)
		case in.Has(FFull):
			return b(fpu.DivFull32)
		}
		if ftz {
			return b(func(x, y float32) float32 { return fpu.Div32FTZ(x, y, rnd) })
		}
		return b(func(x, y float32) float32 { return fpu.Div32(x, y, rnd) })
	case ptx.OpRcp:
		if approx {
			return u(fpu.RcpApprox32)
		}
		if ftz {
			return u(func(x float32) float32 { return fpu.Rcp32FTZ(x, rnd) })
		}
		return u(func(x float32) float32 { return fpu.Rcp32(x, rnd) })
	case ptx.OpSqrt:
		if approx {
			return u(fpu.SqrtApprox32)
		}
		if ftz {
			return u(func(x float32) float32 { return fpu.Sqrt32FTZ(x, rnd) })
		}
		return u(func(x float32) float32 { return fpu.Sqrt32(x, rnd) })
	case ptx.OpRsqrt:
		return u(fpu.RsqrtApprox32)
	case ptx.OpSin:
		return u(fpu.SinApprox32)
	case ptx.OpCos:
		return u(fpu.CosApprox32)
	case ptx.OpLg2:
		return u(fpu.Lg2Approx32)
	case ptx.OpEx2:
		return u(fpu.Ex2Approx32)
	case ptx.OpTanh:
		return u(fpu.TanhApprox32)
	case ptx.OpAbs:
		return un(func(a uint64) uint64 { return b32(fpu.Abs32(fin(f32(a)))) })
	case ptx.OpNeg:
		return un(func(a uint64) uint64 { return b32(fpu.Neg32(fin(f32(a)))) })
	case ptx.OpMin, ptx.OpMax:
		nanProp := in.Flags&FRound == 0 && false
		isMin := op == ptx.OpMin
		return b(func(x, y float32) float32 {
			if isMin {
				return fpu.MinF32(x, y, nanProp)
			}
			return fpu.MaxF32(x, y, nanProp)
		})
	case ptx.OpCopysign:
		return bin(func(a, c uint64) uint64 { return b32(fpu.CopySign32(f32(a), f32(c))) })
	}
	return nil
}

func f64ALU(in *Inst, op ptx.Opcode) ALUFn {
	rnd, approx, ftz := in.Rnd, in.Has(FApprox), in.Has(FFtz)
	u := func(f func(float64) float64) ALUFn {
		return un(func(a uint64) uint64 { return b64f(f(f64(a))) })
	}
	b := func(f func(x, y float64) float64) ALUFn {
		return bin(func(a, c uint64) uint64 { return b64f(f(f64(a), f64(c))) })
	}
	switch op {
	case ptx.OpAdd:
		return b(func(x, y float64) float64 { return fpu.Add64(x, y, rnd) })
	case ptx.OpSub:
		return b(func(x, y float64) float64 { return fpu.Sub64(x, y, rnd) })
	case ptx.OpMul:
		return b(func(x, y float64) float64 { return fpu.Mul64(x, y, rnd) })
	case ptx.OpFma, ptx.OpMad:
		return tern(func(a, c, e uint64) uint64 { return b64f(fpu.Fma64(f64(a), f64(c), f64(e), rnd)) })
	case ptx.OpDiv:
		return b(func(x, y float64) float64 { return fpu.Div64(x, y, rnd) })
	case ptx.OpRcp:
		if approx {
			return u(fpu.RcpApproxFtz64)
		}
		return u(func(x float64) float64 { return fpu.Rcp64(x, rnd) })
	case ptx.OpSqrt:
		return u(func(x float64) float64 { return fpu.Sqrt64(x, rnd) })
	case ptx.OpRsqrt:
		if ftz {
			return u(fpu.RsqrtApproxFtz64)
		}
		return u(fpu.RsqrtApprox64)
	case ptx.OpAbs:
		return un(func(a uint64) uint64 { return b64f(fpu.Abs64(f64(a))) })
	case ptx.OpNeg:
		return un(func(a uint64) uint64 { return b64f(fpu.Neg64(f64(a))) })
	case ptx.OpMin:
		return b(func(x, y float64) float64 { return fpu.MinF64(x, y, false) })
	case ptx.OpMax:
		return b(func(x, y float64) float64 { return fpu.MaxF64(x, y, false) })
	case ptx.OpCopysign:
		return bin(func(a, c uint64) uint64 { return b64f(fpu.CopySign64(f64(a), f64(c))) })
	}
	return nil
}

// halfALU handles f16/bf16 and their packed x2 forms, one 16-bit half at a
// time.
func halfALU(in *Inst, op ptx.Opcode, t ptx.Type) ALUFn {
	rnd, ftz, sat := in.Rnd, in.Has(FFtz), in.Has(FSat)
	bf := t == ptx.BF16 || t == ptx.BF16x2
	halves := 1
	if t == ptx.F16x2 || t == ptx.BF16x2 {
		halves = 2
	}
	post := func(h uint16) uint16 {
		if ftz && !bf {
			h = fpu.FTZF16(h)
		}
		if sat && !bf {
			h = fpu.SatF16(h)
		}
		return h
	}
	pre := func(h uint16) uint16 {
		if ftz && !bf {
			return fpu.FTZF16(h)
		}
		return h
	}
	var f func(a, b, c uint16) uint16
	switch op {
	case ptx.OpAdd:
		f = func(a, b, _ uint16) uint16 {
			if bf {
				return fpu.AddBF16(a, b, rnd)
			}
			return fpu.AddF16(a, b, rnd)
		}
	case ptx.OpSub:
		f = func(a, b, _ uint16) uint16 {
			if bf {
				return fpu.SubBF16(a, b, rnd)
			}
			return fpu.SubF16(a, b, rnd)
		}
	case ptx.OpMul:
		f = func(a, b, _ uint16) uint16 {
			if bf {
				return fpu.MulBF16(a, b, rnd)
			}
			return fpu.MulF16(a, b, rnd)
		}
	case ptx.OpFma:
		f = func(a, b, c uint16) uint16 {
			if bf {
				return fpu.FmaBF16(a, b, c, rnd)
			}
			return fpu.FmaF16(a, b, c, rnd)
		}
	case ptx.OpNeg:
		f = func(a, _, _ uint16) uint16 {
			if bf {
				return fpu.NegBF16(a)
			}
			return fpu.NegF16(a)
		}
	case ptx.OpAbs:
		f = func(a, _, _ uint16) uint16 {
			if bf {
				return fpu.AbsBF16(a)
			}
			return fpu.AbsF16(a)
		}
	case ptx.OpMin:
		f = func(a, b, _ uint16) uint16 {
			if bf {
				return fpu.MinBF16(a, b, false)
			}
			return fpu.MinF16(a, b, false)
		}
	case ptx.OpMax:
		f = func(a, b, _ uint16) uint16 {
			if bf {
				return fpu.MaxBF16(a, b, false)
			}
			return fpu.MaxF16(a, b, false)
		}
	case ptx.OpEx2:
		if !bf {
			f = func(a, _, _ uint16) uint16 { return fpu.Ex2ApproxF16(a) }
		}
	case ptx.OpTanh:
		if !bf {
			f = func(a, _, _ uint16) uint16 { return fpu.TanhApproxF16(a) }
		}
	}
	if f == nil {
		return nil
	}
	return tern3(func(a, b, c uint64) uint64 {
		var d uint64
		for h := 0; h < halves; h++ {
			s := uint(16 * h)
			d |= uint64(post(f(pre(uint16(a>>s)), pre(uint16(b>>s)), pre(uint16(c>>s))))) << s
		}
		return d
	})
}

// tern3 is tern for handlers whose unused sources may be NoSlot.
func tern3(f f3) ALUFn {
	return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
		d := lane(r, in.D[0])
		get := func(i int, l int) uint64 {
			if in.S[i] == NoSlot {
				return 0
			}
			return r[in.S[i]*32+int32(l)]
		}
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			d[l] = f(get(0, l), get(1, l), get(2, l))
		}
	}
}

// lowerCvt decodes cvt.{rnd}{.ftz}{.sat}.dtype.stype.
func (w *flower) lowerCvt(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	if len(src.Types) < 2 || len(src.Args) < 2 {
		w.errorf(pos, "cvt needs two types and two operands")
		return
	}
	dt, st := src.Types[0], src.Types[1]
	in.Type, in.SType = dt, st
	in.Unit = unitFor(UnitArith, dt)
	if st == ptx.F64 || dt == ptx.F64 {
		in.Unit = UnitFP64
	}
	in.D[0] = w.dst(&src.Args[0], pos)
	in.S[0] = w.src(&src.Args[1], st, pos)
	fn := cvtFn(in, dt, st)
	if fn == nil {
		w.errorf(pos, "unsupported conversion cvt%s", modString(src))
		return
	}
	in.Fn = un(fn)
	w.emit(*in, pos)
}

func isHalf(t ptx.Type) bool { return t == ptx.F16 || t == ptx.BF16 }

func cvtFn(in *Inst, dt, st ptx.Type) f1 {
	rnd, ftz, sat := in.Rnd, in.Has(FFtz), in.Has(FSat)
	dn, sn := dt.Bits(), st.Bits()
	dm := widthMask(dn)
	switch {
	case dt.IsInt() && st.IsInt():
		ss, ds := st.IsSigned(), dt.IsSigned()
		return func(a uint64) uint64 {
			var v int64
			var uv uint64
			if ss {
				v = sext(a, sn)
			} else {
				uv = a & widthMask(sn)
			}
			if !sat {
				if ss {
					return uint64(v) & dm
				}
				return uv & dm
			}
			// Saturate into the destination range.
			if ds {
				lo, hi := -(int64(1) << uint(dn-1)), int64(1)<<uint(dn-1)-1
				if dn == 64 {
					lo, hi = math.MinInt64, math.MaxInt64
				}
				if ss {
					v = min(max(v, lo), hi)
					return uint64(v) & dm
				}
				if uv > uint64(hi) {
					uv = uint64(hi)
				}
				return uv & dm
			}
			if ss {
				if v < 0 {
					return 0
				}
				uv = uint64(v)
			}
			if uv > dm {
				uv = dm
			}
			return uv
		}
	case st.IsFloat() && dt.IsInt():
		rd := toF64(st, ftz)
		if rd == nil {
			return nil
		}
		signed := dt.IsSigned()
		if st == ptx.F64 {
			// A NaN f64 source converts differently (fpu.F64ToInt).
			return func(a uint64) uint64 { return fpu.F64ToInt(rd(a), rnd, dn, signed) & dm }
		}
		return func(a uint64) uint64 { return fpu.FloatToInt(rd(a), rnd, dn, signed) & dm }
	case st.IsInt() && dt.IsFloat():
		signed := st.IsSigned()
		ext := func(a uint64) uint64 {
			if signed {
				return uint64(sext(a, sn))
			}
			return a & widthMask(sn)
		}
		switch dt {
		case ptx.F32:
			return func(a uint64) uint64 {
				f := fpu.IntToF32(ext(a), signed, rnd)
				if sat {
					f = fpu.Sat32(f)
				}
				return b32(f)
			}
		case ptx.F64:
			return func(a uint64) uint64 { return b64f(fpu.IntToF64(ext(a), signed, rnd)) }
		case ptx.F16:
			return func(a uint64) uint64 { return uint64(fpu.IntToF16(ext(a), signed, rnd)) }
		case ptx.BF16:
			return func(a uint64) uint64 {
				return uint64(fpu.F64ToBF16(fpu.IntToF64(ext(a), signed, fpu.RZ), rnd))
			}
		}
	case st.IsFloat() && dt.IsFloat():
		rd := toF64(st, ftz)
		if rd == nil {
			return nil
		}
		roundInt := in.Flags&FRound != 0 && st == dt
		switch dt {
		case ptx.F32:
			return func(a uint64) uint64 {
				x := rd(a)
				var f float32
				switch {
				case st == ptx.F32 && roundInt:
					f = fpu.RoundInt32(float32(x), rnd)
				case st == ptx.F64:
					f = fpu.F64ToF32(x, rnd)
				default:
					f = float32(x)
				}
				if x != x {
					f = math.Float32frombits(fpu.CanonicalNaN32)
				}
				if ftz {
					f = fpu.FTZ32(f)
				}
				if sat {
					f = fpu.Sat32(f)
				}
				return b32(f)
			}
		case ptx.F64:
			return func(a uint64) uint64 {
				x := rd(a)
				if roundInt {
					x = fpu.RoundInt64(x, rnd)
				}
				if sat {
					if x != x {
						x = 0
					}
					x = math.Min(math.Max(x, 0), 1)
				}
				return b64f(x)
			}
		case ptx.F16:
			return func(a uint64) uint64 {
				x := rd(a)
				if sat {
					if x != x {
						x = 0
					}
					x = math.Min(math.Max(x, 0), 1)
				}
				return uint64(fpu.F64ToF16(x, rnd))
			}
		case ptx.BF16:
			return func(a uint64) uint64 { return uint64(fpu.F64ToBF16(rd(a), rnd)) }
		case ptx.TF32:
			if sat {
				return func(a uint64) uint64 { return uint64(fpu.F32ToTF32Satfinite(float32(rd(a)), rnd)) }
			}
			return func(a uint64) uint64 { return uint64(fpu.F32ToTF32(float32(rd(a)), rnd)) }
		}
	}
	return nil
}

// Generic address windows. Global and const addresses are generic already
// (device allocations live below SharedWindow); shared and local addresses
// are small offsets that cvta moves into their windows.
const (
	GlobalBase   uint64 = 0x0000_7000_0000_0000 // first device allocation
	GlobalLimit  uint64 = 0x0000_7e00_0000_0000
	SharedWindow uint64 = 0x0000_7e00_0000_0000 // generic = SharedWindow + shared address
	SharedSize   uint64 = 1 << 32
	LocalWindow  uint64 = 0x0000_7f00_0000_0000 // generic = LocalWindow + local address
	LocalSize    uint64 = 1 << 32
	// ParamWindow holds the kernel parameter buffer (read-only): generic =
	// ParamWindow + offset, as cvta.param makes for __grid_constant__
	// parameters (tensor maps passed by value, for instance).
	ParamWindow uint64 = 0x0000_7f80_0000_0000
	ParamSize   uint64 = 1 << 32
)

// WindowOf returns the generic window base of a state space (0 for spaces
// whose addresses are generic already).
func WindowOf(s ptx.Space) uint64 {
	switch s {
	case ptx.SpaceShared, ptx.SpaceSharedCluster:
		return SharedWindow
	case ptx.SpaceLocal:
		return LocalWindow
	case ptx.SpaceParam:
		return ParamWindow
	}
	return 0
}
