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
		nanProp, xs := in.Has(FNaN), in.Has(FXorSign)
		isMin := op == ptx.OpMin
		mm := func(x, y float32) float32 {
			if isMin {
				return fpu.MinF32(x, y, nanProp)
			}
			return fpu.MaxF32(x, y, nanProp)
		}
		if xs {
			// min/max of the magnitudes, with the xor of the signs.
			return bin(func(a, c uint64) uint64 {
				x, y := fin(f32(a)), fin(f32(c))
				r := math.Float32bits(mm(fpu.Abs32(x), fpu.Abs32(y)))
				if r&0x7fffffff > 0x7f800000 {
					return uint64(fpu.CanonicalNaN32)
				}
				return uint64(r | (math.Float32bits(x)^math.Float32bits(y))&0x80000000)
			})
		}
		return b(mm)
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
// time. .ftz flushes f16 subnormal inputs and results; .sat clamps f16
// results to [0, 1]; .relu (fma) turns negative results into +0 and NaN
// into the canonical NaN; min/max take .NaN and .xorsign.abs.
func halfALU(in *Inst, op ptx.Opcode, t ptx.Type) ALUFn {
	rnd, ftz, sat, relu := in.Rnd, in.Has(FFtz), in.Has(FSat), in.Has(FRelu)
	bf := t == ptx.BF16 || t == ptx.BF16x2
	halves := 1
	if t == ptx.F16x2 || t == ptx.BF16x2 {
		halves = 2
	}
	nan := fpu.CanonicalNaNF16
	if bf {
		nan = fpu.CanonicalNaNBF16
	}
	isNaN := func(h uint16) bool {
		if bf {
			return h&0x7f80 == 0x7f80 && h&0x7f != 0
		}
		return h&0x7c00 == 0x7c00 && h&0x3ff != 0
	}
	post := func(h uint16) uint16 {
		if ftz && !bf {
			h = fpu.FTZF16(h)
		}
		if sat && !bf {
			h = fpu.SatF16(h)
		}
		if relu {
			if isNaN(h) {
				return nan
			}
			if h&0x8000 != 0 {
				return 0
			}
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
			switch {
			case bf:
				return fpu.MulBF16(a, b, rnd)
			case ftz:
				return fpu.MulF16FTZ(a, b, rnd)
			}
			return fpu.MulF16(a, b, rnd)
		}
	case ptx.OpFma:
		f = func(a, b, c uint16) uint16 {
			switch {
			case bf:
				return fpu.FmaBF16(a, b, c, rnd)
			case ftz:
				return fpu.FmaF16FTZ(a, b, c, rnd)
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
	case ptx.OpMin, ptx.OpMax:
		nanProp, xs := in.Has(FNaN), in.Has(FXorSign)
		isMax := op == ptx.OpMax
		mm := func(a, b uint16) uint16 {
			switch {
			case bf && isMax:
				return fpu.MaxBF16(a, b, nanProp)
			case bf:
				return fpu.MinBF16(a, b, nanProp)
			case isMax:
				return fpu.MaxF16(a, b, nanProp)
			}
			return fpu.MinF16(a, b, nanProp)
		}
		if xs {
			f = func(a, b, _ uint16) uint16 {
				r := mm(a&0x7fff, b&0x7fff)
				if isNaN(r) {
					return nan
				}
				return r | (a^b)&0x8000
			}
		} else {
			f = func(a, b, _ uint16) uint16 { return mm(a, b) }
		}
	case ptx.OpEx2:
		if bf {
			f = func(a, _, _ uint16) uint16 { return fpu.Ex2ApproxFtzBF16(a) }
		} else {
			f = func(a, _, _ uint16) uint16 { return fpu.Ex2ApproxF16(a) }
		}
	case ptx.OpTanh:
		if bf {
			f = func(a, _, _ uint16) uint16 { return fpu.TanhApproxBF16(a) }
		} else {
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
