package isa

import (
	"math"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// cvt in every form of the PTX ISA: integer and float widths with every
// rounding, .ftz/.sat/.relu/.satfinite, the packed halves made from two
// f32 (the first source goes to the upper half), fp8/fp6/fp4 pairs in both
// directions, tf32, ue8m0, and cvt.pack. The result is written as the
// hardware writes it into the destination register: an integer result
// narrower than the register is sign-extended (signed destination type) or
// zero-extended to the register's width (a cvt.s16.s8 into a 32-bit
// register leaves the sign in all 32 bits, as ptxas's PRMT 0x8880 does).

// cvtMods are the decoded modifiers of one cvt.
type cvtMods struct {
	rnd       fpu.Rounding
	intRound  bool // .rni/.rzi/.rmi/.rpi (or a rounding on a same-type float conversion)
	ftz, sat  bool
	relu      bool
	satfinite bool
}

func decodeCvt(in *Inst, src *ptx.Inst) cvtMods {
	m := cvtMods{rnd: in.Rnd, ftz: in.Has(FFtz)}
	for _, s := range src.Mods {
		switch s {
		case "sat":
			m.sat = true
		case "satfinite":
			m.satfinite = true
		case "relu":
			m.relu = true
		case "rni", "rzi", "rmi", "rpi":
			m.intRound = true
		}
	}
	return m
}

// lowerCvt decodes cvt.{rnd}{.ftz}{.sat}{.relu}{.satfinite}.dtype.stype.
func (w *flower) lowerCvt(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	if len(src.Types) < 2 || len(args) < 2 {
		w.errorf(pos, "cvt needs two types and two operands")
		return
	}
	dt, st := src.Types[0], src.Types[1]
	in.Type, in.SType = dt, st
	in.Unit = unitFor(UnitArith, dt)
	if st == ptx.F64 || dt == ptx.F64 {
		in.Unit = UnitFP64
	}
	m := decodeCvt(in, src)
	if st == dt && in.Flags&FRound != 0 && st.IsFloat() {
		m.intRound = true // cvt.rni.f32.f32: round to an integral value
	}
	in.D[0] = w.dst(&args[0], pos)
	if pair := cvtPair(dt, st, m); pair != nil {
		// d = {convert(a), convert(b)}: a in the upper half.
		if len(args) < 3 {
			w.errorf(pos, "cvt%s converts two values: it needs a destination and two sources", modString(src))
			return
		}
		in.S[0] = w.src(&args[1], st, pos)
		in.S[1] = w.src(&args[2], st, pos)
		in.Fn = bin(pair)
		w.emit(*in, pos)
		return
	}
	if len(args) > 2 {
		w.errorf(pos, "cvt%s takes one source", modString(src))
		return
	}
	in.S[0] = w.src(&args[1], st, pos)
	fn := cvtFn(dt, st, m)
	if fn == nil {
		w.errorf(pos, "unsupported conversion cvt%s", modString(src))
		return
	}
	if ext := w.cvtExtend(dt, &args[0]); ext != nil {
		inner := fn
		fn = func(a uint64) uint64 { return ext(inner(a)) }
	}
	in.Fn = un(fn)
	w.emit(*in, pos)
}

// cvtExtend returns how an integer result of type dt is widened into the
// destination register (nil when the register is no wider than dt).
func (w *flower) cvtExtend(dt ptx.Type, d *ptx.Operand) f1 {
	if !dt.IsInt() || d.Kind != ptx.OperandReg || d.Reg < 0 || int(d.Reg) >= len(w.f.Regs) {
		return nil
	}
	rn, dn := w.f.Regs[d.Reg].Type.Bits(), dt.Bits()
	if rn <= dn || !dt.IsSigned() {
		return nil // the result is already zero-extended
	}
	rm := widthMask(rn)
	return func(v uint64) uint64 { return uint64(sext(v, dn)) & rm }
}

// cvtPair is the conversion of two f32 sources into a packed destination
// (f16x2, bf16x2 and the fp8/fp6/fp4/ue8m0 pairs), or nil for other forms.
func cvtPair(dt, st ptx.Type, m cvtMods) f2 {
	if st != ptx.F32 {
		return nil
	}
	var one func(x float32) uint64
	shift := uint(16)
	switch dt {
	case ptx.F16x2:
		one = func(x float32) uint64 { return uint64(f32ToHalf(x, false, m)) }
	case ptx.BF16x2:
		one = func(x float32) uint64 { return uint64(f32ToHalf(x, true, m)) }
	case ptx.E4M3x2, ptx.E5M2x2:
		shift = 8
		e4 := dt == ptx.E4M3x2
		one = func(x float32) uint64 { return uint64(toFP8(float64(x), e4, m.relu)) }
	case ptx.E2M3x2:
		shift = 8
		one = func(x float32) uint64 { return uint64(fpu.F32ToE2M3(x, m.relu)) }
	case ptx.E3M2x2:
		shift = 8
		one = func(x float32) uint64 { return uint64(fpu.F32ToE3M2(x, m.relu)) }
	case ptx.E2M1x2:
		shift = 4
		one = func(x float32) uint64 { return uint64(fpu.F32ToE2M1(x, m.relu)) }
	case ptx.UE8M0x2:
		shift = 8
		one = func(x float32) uint64 { return uint64(fpu.F32ToUE8M0(x, m.rnd, m.satfinite)) }
	default:
		return nil
	}
	return func(a, b uint64) uint64 { return one(f32(a))<<shift | one(f32(b)) }
}

// f32ToHalf converts one f32 to f16 or bf16 with rounding, .relu (negative
// results become +0, NaN the canonical NaN) and .satfinite (infinities and
// overflows become the largest finite value of their sign, NaN stays NaN).
func f32ToHalf(x float32, bf bool, m cvtMods) uint16 {
	if m.ftz {
		x = fpu.FTZ32(x)
	}
	var h uint16
	if bf {
		h = fpu.F32ToBF16(x, m.rnd)
	} else {
		h = fpu.F32ToF16(x, m.rnd)
	}
	return halfPost(h, bf, m)
}

// halfPost applies .relu and .satfinite to a 16-bit float result.
func halfPost(h uint16, bf bool, m cvtMods) uint16 {
	nanH := fpu.CanonicalNaNF16
	expMask, maxFin := uint16(0x7c00), uint16(0x7bff)
	if bf {
		nanH, expMask, maxFin = fpu.CanonicalNaNBF16, 0x7f80, 0x7f7f
	}
	isNaN := h&expMask == expMask && h&^expMask&0x7fff != 0
	if m.relu {
		if isNaN {
			return nanH
		}
		if h&0x8000 != 0 {
			return 0
		}
	}
	if m.satfinite && !isNaN && h&0x7fff == expMask {
		return h&0x8000 | maxFin
	}
	return h
}

// roundSat applies a float-to-float cvt's integer rounding (.rni and the
// like) and then .sat (a NaN becomes 0, the rest is clamped to [0, 1]).
func roundSat(x float64, intRound, sat bool, rnd fpu.Rounding) float64 {
	if intRound {
		x = fpu.RoundInt64(x, rnd)
	}
	if sat {
		if x != x {
			x = 0
		}
		x = math.Min(math.Max(x, 0), 1)
	}
	return x
}

// toFP8 converts a value (exactly widened to f64) to e4m3 or e5m2 with
// round to nearest and saturation to the largest finite value (the only
// form the ISA has, .rn.satfinite), and .relu.
func toFP8(x float64, e4 bool, relu bool) uint8 {
	if relu && x != x {
		return 0x7f
	}
	if relu && math.Signbit(x) {
		return 0
	}
	if e4 {
		return fpu.F32ToE4M3(float32(x), true)
	}
	return fpu.F32ToE5M2(float32(x), true)
}

// cvtFn is the conversion of one source value.
func cvtFn(dt, st ptx.Type, m cvtMods) f1 {
	rnd, ftz, sat := m.rnd, m.ftz, m.sat
	dn, sn := dt.Bits(), st.Bits()
	dm := widthMask(dn)
	switch {
	case dt.IsInt() && st.IsInt():
		return intToInt(dt, st, sat)
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
			return func(a uint64) uint64 { return uint64(fpu.IntToBF16(ext(a), signed, rnd)) }
		}
	case st.IsFloat() && dt.IsFloat():
		return floatToFloat(dt, st, m)
	}
	return nil
}

// intToInt converts between integer types: truncation or extension, and
// with .sat a clamp into the destination's range.
func intToInt(dt, st ptx.Type, sat bool) f1 {
	dn, sn := dt.Bits(), st.Bits()
	dm := widthMask(dn)
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
		if ds {
			lo, hi := -(int64(1) << uint(dn-1)), int64(1)<<uint(dn-1)-1
			if dn == 64 {
				lo, hi = math.MinInt64, math.MaxInt64
			}
			if ss {
				return uint64(min(max(v, lo), hi)) & dm
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
		return min(uv, dm)
	}
}

// floatToFloat converts between float types, packed forms included.
func floatToFloat(dt, st ptx.Type, m cvtMods) f1 {
	rnd, ftz, sat := m.rnd, m.ftz, m.sat
	switch {
	case st == ptx.F16x2 && (dt == ptx.E4M3x2 || dt == ptx.E5M2x2):
		e4 := dt == ptx.E4M3x2
		return func(a uint64) uint64 {
			hi := toFP8(float64(fpu.F16ToF32(uint16(a>>16))), e4, m.relu)
			lo := toFP8(float64(fpu.F16ToF32(uint16(a))), e4, m.relu)
			return uint64(hi)<<8 | uint64(lo)
		}
	case dt == ptx.F16x2 && (st == ptx.E4M3x2 || st == ptx.E5M2x2 || st == ptx.E2M3x2 || st == ptx.E3M2x2 || st == ptx.E2M1x2):
		var one func(uint8) uint16
		shift := uint(8)
		switch st {
		case ptx.E4M3x2:
			one = fpu.E4M3ToF16
		case ptx.E5M2x2:
			one = fpu.E5M2ToF16
		case ptx.E2M3x2:
			one = fpu.E2M3ToF16
		case ptx.E3M2x2:
			one = fpu.E3M2ToF16
		default:
			one, shift = fpu.E2M1ToF16, 4
		}
		pm := cvtMods{relu: m.relu}
		mask := uint64(1)<<shift - 1
		return func(a uint64) uint64 {
			hi := halfPost(one(uint8(a>>shift&mask)), false, pm)
			lo := halfPost(one(uint8(a&mask)), false, pm)
			return uint64(hi)<<16 | uint64(lo)
		}
	case dt == ptx.UE8M0x2 && st == ptx.BF16x2:
		return func(a uint64) uint64 {
			hi := fpu.F32ToUE8M0(fpu.BF16ToF32(uint16(a>>16)), rnd, m.satfinite)
			lo := fpu.F32ToUE8M0(fpu.BF16ToF32(uint16(a)), rnd, m.satfinite)
			return uint64(hi)<<8 | uint64(lo)
		}
	case dt == ptx.BF16x2 && st == ptx.UE8M0x2:
		return func(a uint64) uint64 {
			return uint64(fpu.UE8M0ToBF16(uint8(a>>8)))<<16 | uint64(fpu.UE8M0ToBF16(uint8(a)))
		}
	}
	rd := toF64(st, ftz)
	if rd == nil {
		return nil
	}
	// NaN sources (measured on the H200): f64 sources keep their sign and
	// the top of their payload (quieted) in every destination; bf16 keeps
	// its bits into f32; f16 keeps them into f64; f32 keeps them into f64
	// (quieted), except that .ftz first makes any NaN 0x7fffffff; every
	// other pair gives the destination's canonical NaN.
	nanOut := func(a uint64) (uint64, bool) {
		switch {
		case sat: // .sat makes a NaN 0
			return 0, false
		case st == ptx.F64 && a&0x7ff0000000000000 == 0x7ff0000000000000 && a<<12 != 0:
			switch dt {
			case ptx.F32:
				return uint64(math.Float32bits(fpu.F64ToF32(f64(a), rnd))), true
			case ptx.F16:
				return uint64(fpu.F64ToF16(f64(a), rnd)), true
			case ptx.BF16:
				return a>>48&0x8000 | 0x7fc0 | a>>45&0x3f, true
			case ptx.F64:
				return a | 1<<51, true
			}
		case st == ptx.BF16 && dt == ptx.F32 && a&0x7f80 == 0x7f80 && a&0x7f != 0:
			return a & 0xffff << 16, true
		case st == ptx.F16 && dt == ptx.F64 && a&0x7c00 == 0x7c00 && a&0x3ff != 0:
			return a&0x8000<<48 | 0x7ff8000000000000 | (a&0x3ff)<<42, true
		case st == ptx.F32 && dt == ptx.F64 && a&0x7f800000 == 0x7f800000 && a&0x7fffff != 0:
			if ftz {
				a = 0x7fffffff
			}
			return math.Float64bits(float64(f32(a))) | 1<<51, true
		}
		return 0, false
	}
	switch dt {
	case ptx.F32:
		return func(a uint64) uint64 {
			if v, ok := nanOut(a); ok {
				return v
			}
			x := rd(a)
			var f float32
			switch {
			case st == ptx.F32 && m.intRound:
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
			if v, ok := nanOut(a); ok {
				return v
			}
			x := roundSat(rd(a), m.intRound, sat, rnd)
			return b64f(x)
		}
	case ptx.F16:
		// .ftz does not flush an f32 source converted to f16 (ptxas emits
		// F2F.F16.F32 without .FTZ): read it unflushed.
		raw := toF64(st, false)
		return func(a uint64) uint64 {
			if v, ok := nanOut(a); ok {
				return v
			}
			x := roundSat(raw(a), m.intRound, sat, rnd)
			var h uint16
			if st == ptx.F32 {
				h = fpu.F32ToF16(float32(x), rnd)
			} else {
				h = fpu.F64ToF16(x, rnd)
			}
			if x != x {
				h = fpu.CanonicalNaNF16
			}
			return uint64(halfPost(h, false, m))
		}
	case ptx.BF16:
		return func(a uint64) uint64 {
			if v, ok := nanOut(a); ok {
				return v
			}
			x := rd(a)
			if m.intRound {
				x = fpu.RoundInt64(x, rnd)
			}
			return uint64(halfPost(fpu.F64ToBF16(x, rnd), true, m))
		}
	case ptx.TF32:
		if st != ptx.F32 {
			return nil
		}
		return func(a uint64) uint64 {
			x := f32(a) // the bits as they are: a NaN's payload matters (.rna)
			if ftz {
				x = fpu.FTZ32(x)
			}
			var b uint32
			if m.satfinite {
				b = fpu.F32ToTF32Satfinite(x, rnd)
			} else {
				b = fpu.F32ToTF32(x, rnd)
			}
			if m.relu {
				if b&0x7f800000 == 0x7f800000 && b&0x7fe000 != 0 {
					b = 0x7fffe000
				} else if b>>31 != 0 {
					b = 0
				}
			}
			return uint64(b)
		}
	}
	return nil
}

// cvt.pack.sat.convertType.abType{.cType} d, a, b{, c}: a and b, clamped
// into convertType's range, packed into d with a in the higher field; the
// 8-, 4- and 2-bit forms fill the low 16, 8 or 4 bits of d this way and
// take the rest of d from c shifted left by that many bits (the ISA's
// "d = (c << n) | pack(a, b)").
func (w *flower) lowerCvtPack(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	var ct string
	var types []string
	sat := false
	for _, m := range src.Mods {
		switch m {
		case "sat":
			sat = true
		case "u16", "s16", "u8", "s8", "u4", "s4", "u2", "s2", "s32", "b32":
			types = append(types, m)
		default:
			w.errorf(pos, "unknown modifier .%s for cvt.pack", m)
			return
		}
	}
	if !sat || len(types) < 2 || types[1] != "s32" {
		w.errorf(pos, "cvt.pack needs .sat, a convert type and .s32 sources (cvt.pack.sat.u8.s32.b32)")
		return
	}
	ct = types[0]
	bits := map[string]int{"u16": 16, "s16": 16, "u8": 8, "s8": 8, "u4": 4, "s4": 4, "u2": 2, "s2": 2}[ct]
	signed := ct[0] == 's'
	withC := bits < 16
	if withC != (len(types) == 3 && types[2] == "b32") || len(args) != map[bool]int{false: 3, true: 4}[withC] {
		w.errorf(pos, "cvt.pack.sat.%s takes %s", ct, map[bool]string{false: ".s32 d, a, b", true: ".s32.b32 d, a, b, c"}[withC])
		return
	}
	in.Type, in.SType = ptx.B32, ptx.S32
	in.D[0] = w.dst(&args[0], pos)
	in.S[0] = w.src(&args[1], ptx.S32, pos)
	in.S[1] = w.src(&args[2], ptx.S32, pos)
	var lo, hi int64
	if signed {
		lo, hi = -(1 << (bits - 1)), 1<<(bits-1)-1
	} else {
		lo, hi = 0, 1<<bits-1
	}
	field := func(v uint64) uint64 { return uint64(min(max(int64(int32(v)), lo), hi)) & widthMask(bits) }
	if !withC {
		in.Fn = bin(func(a, b uint64) uint64 { return field(a)<<bits | field(b) })
	} else {
		in.S[2] = w.src(&args[3], ptx.B32, pos)
		in.Fn = tern(func(a, b, c uint64) uint64 {
			return (c<<(2*bits) | field(a)<<bits | field(b)) & 0xffffffff
		})
	}
	w.emit(*in, pos)
}
