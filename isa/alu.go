package isa

import (
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// Handler shapes. Each runs a per-lane function over the lanes in mask;
// the per-lane function works on raw register bits and truncates or
// sign-extends by the operation type itself (registers keep 64 bits; every
// reader masks to its own width, so upper bits never leak).

type f1 = func(a uint64) uint64
type f2 = func(a, b uint64) uint64
type f3 = func(a, b, c uint64) uint64

func lane(r []uint64, s int32) []uint64 { return r[s*32 : s*32+32 : s*32+32] }

func un(f f1) ALUFn {
	return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
		d, a := lane(r, in.D[0]), lane(r, in.S[0])
		if mask == ^uint32(0) {
			for l := range d {
				d[l] = f(a[l])
			}
			return
		}
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			d[l] = f(a[l])
		}
	}
}

func bin(f f2) ALUFn {
	return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
		d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
		if mask == ^uint32(0) {
			for l := range d {
				d[l] = f(a[l], b[l])
			}
			return
		}
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			d[l] = f(a[l], b[l])
		}
	}
}

func tern(f f3) ALUFn {
	return func(in *Inst, r []uint64, _ []uint32, mask uint32) {
		d, a, b, c := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1]), lane(r, in.S[2])
		if mask == ^uint32(0) {
			for l := range d {
				d[l] = f(a[l], b[l], c[l])
			}
			return
		}
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			d[l] = f(a[l], b[l], c[l])
		}
	}
}

// Fast paths for the hottest integer forms (no per-lane call).

func addU32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = uint64(uint32(a[l] + b[l]))
		}
	}
}

func addU64(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = a[l] + b[l]
		}
	}
}

func madLo32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b, c := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1]), lane(r, in.S[2])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = uint64(uint32(a[l]*b[l] + c[l]))
		}
	}
}

func mulWideS32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = uint64(int64(int32(a[l])) * int64(int32(b[l])))
		}
	}
}

func mulWideU32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = uint64(uint32(a[l])) * uint64(uint32(b[l]))
		}
	}
}

func fmaRN32(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a, b, c := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1]), lane(r, in.S[2])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = uint64(math.Float32bits(fpu.Fma32(f32(a[l]), f32(b[l]), f32(c[l]), fpu.RN)))
		}
	}
}

func movFn(in *Inst, r []uint64, _ []uint32, mask uint32) {
	d, a := lane(r, in.D[0]), lane(r, in.S[0])
	for l := range d {
		if mask&(1<<l) != 0 {
			d[l] = a[l]
		}
	}
}

func f32(b uint64) float32  { return math.Float32frombits(uint32(b)) }
func f64(b uint64) float64  { return math.Float64frombits(b) }
func b32(f float32) uint64  { return uint64(math.Float32bits(f)) }
func b64f(f float64) uint64 { return math.Float64bits(f) }

// widthMask returns the mask of an n-bit value.
func widthMask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// sext sign-extends the low n bits of v.
func sext(v uint64, n int) int64 {
	if n >= 64 {
		return int64(v)
	}
	s := uint(64 - n)
	return int64(v<<s) >> s
}

// Predicate handlers write lane bits of a predicate slot.

func setBits(p []uint32, s int32, mask, val uint32) {
	p[s] = p[s]&^mask | val&mask
}

func predConst(v bool) ALUFn {
	return func(in *Inst, _ []uint64, p []uint32, mask uint32) {
		if v {
			p[in.D[0]] = ^uint32(0)
		} else {
			p[in.D[0]] = 0
		}
	}
}

func predSrc(in *Inst, p []uint32, i int, neg Flags) uint32 {
	v := p[in.S[i]]
	if in.Flags&neg != 0 {
		v = ^v
	}
	return v
}

func predLogic(op ptx.Opcode) ALUFn {
	return func(in *Inst, _ []uint64, p []uint32, mask uint32) {
		a := predSrc(in, p, 0, FNegA)
		var v uint32
		switch op {
		case ptx.OpAnd:
			v = a & predSrc(in, p, 1, FNegB)
		case ptx.OpOr:
			v = a | predSrc(in, p, 1, FNegB)
		case ptx.OpXor:
			v = a ^ predSrc(in, p, 1, FNegB)
		case ptx.OpNot:
			v = ^a
		case ptx.OpMov:
			v = a
		}
		setBits(p, in.D[0], mask, v)
	}
}

// intCmp builds an integer comparison on n-bit values.
func intCmp(c CmpOp, n int, signed bool) func(a, b uint64) bool {
	m := widthMask(n)
	if signed {
		switch c {
		case CmpEQ:
			return func(a, b uint64) bool { return a&m == b&m }
		case CmpNE:
			return func(a, b uint64) bool { return a&m != b&m }
		case CmpLT, CmpLO:
			return func(a, b uint64) bool { return sext(a, n) < sext(b, n) }
		case CmpLE, CmpLS:
			return func(a, b uint64) bool { return sext(a, n) <= sext(b, n) }
		case CmpGT, CmpHI:
			return func(a, b uint64) bool { return sext(a, n) > sext(b, n) }
		case CmpGE, CmpHS:
			return func(a, b uint64) bool { return sext(a, n) >= sext(b, n) }
		}
		return nil
	}
	switch c {
	case CmpEQ:
		return func(a, b uint64) bool { return a&m == b&m }
	case CmpNE:
		return func(a, b uint64) bool { return a&m != b&m }
	case CmpLT, CmpLO:
		return func(a, b uint64) bool { return a&m < b&m }
	case CmpLE, CmpLS:
		return func(a, b uint64) bool { return a&m <= b&m }
	case CmpGT, CmpHI:
		return func(a, b uint64) bool { return a&m > b&m }
	case CmpGE, CmpHS:
		return func(a, b uint64) bool { return a&m >= b&m }
	}
	return nil
}

func floatCmp(c CmpOp, x, y float64) bool {
	nan := x != x || y != y
	switch c {
	case CmpEQ:
		return !nan && x == y
	case CmpNE:
		return !nan && x != y
	case CmpLT:
		return !nan && x < y
	case CmpLE:
		return !nan && x <= y
	case CmpGT:
		return !nan && x > y
	case CmpGE:
		return !nan && x >= y
	case CmpEQU:
		return nan || x == y
	case CmpNEU:
		return nan || x != y
	case CmpLTU:
		return nan || x < y
	case CmpLEU:
		return nan || x <= y
	case CmpGTU:
		return nan || x > y
	case CmpGEU:
		return nan || x >= y
	case CmpNUM:
		return !nan
	case CmpNAN:
		return nan
	}
	return false
}

// toF64 reads a float operand of type t as float64 (exactly), with .ftz
// flushing f32 subnormal inputs.
func toF64(t ptx.Type, ftz bool) func(uint64) float64 {
	switch t {
	case ptx.F32:
		if ftz {
			return func(a uint64) float64 { return float64(fpu.FTZ32(f32(a))) }
		}
		return func(a uint64) float64 { return float64(f32(a)) }
	case ptx.F64:
		return func(a uint64) float64 { return f64(a) }
	case ptx.F16:
		return func(a uint64) float64 { return float64(fpu.F16ToF32(uint16(a))) }
	case ptx.BF16:
		return func(a uint64) float64 { return float64(fpu.BF16ToF32(uint16(a))) }
	}
	return nil
}

func cmpFn(in *Inst, t ptx.Type) func(a, b uint64) bool {
	if t.IsFloat() {
		rd := toF64(t, in.Has(FFtz))
		if rd == nil {
			return nil
		}
		c := in.Cmp
		return func(a, b uint64) bool { return floatCmp(c, rd(a), rd(b)) }
	}
	return intCmp(in.Cmp, t.Bits(), t.IsSigned())
}

func combine(op BoolOp, t bool, c bool) bool {
	switch op {
	case BoolAnd:
		return t && c
	case BoolOr:
		return t || c
	case BoolXor:
		return t != c
	}
	return t
}

func setpFn(cmp func(a, b uint64) bool) ALUFn {
	return func(in *Inst, r []uint64, p []uint32, mask uint32) {
		a, b := lane(r, in.S[0]), lane(r, in.S[1])
		var t uint32
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			if cmp(a[l], b[l]) {
				t |= 1 << l
			}
		}
		pv, qv := t, ^t
		if in.Bool != BoolNone {
			c := predSrc(in, p, 2, FNegC)
			switch in.Bool {
			case BoolAnd:
				pv, qv = pv&c, qv&c
			case BoolOr:
				pv, qv = pv|c, qv|c
			case BoolXor:
				pv, qv = pv^c, qv^c
			}
		}
		setBits(p, in.D[0], mask, pv)
		if in.D[1] != NoSlot {
			setBits(p, in.D[1], mask, qv)
		}
	}
}

// setFn is "set": the result is 0xffffffff / 1.0f for true, 0 for false.
func setFn(cmp func(a, b uint64) bool, dt ptx.Type) ALUFn {
	return func(in *Inst, r []uint64, p []uint32, mask uint32) {
		d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
		var c uint32
		if in.Bool != BoolNone {
			c = predSrc(in, p, 2, FNegC)
		}
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			t := combine(in.Bool, cmp(a[l], b[l]), c&(1<<l) != 0)
			switch {
			case dt == ptx.F32 && t:
				d[l] = b32(1)
			case t:
				d[l] = 0xffffffff
			default:
				d[l] = 0
			}
		}
	}
}

func selpFn(in *Inst, r []uint64, p []uint32, mask uint32) {
	d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
	c := p[in.S[2]]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if c&(1<<l) != 0 {
			d[l] = a[l]
		} else {
			d[l] = b[l]
		}
	}
}
