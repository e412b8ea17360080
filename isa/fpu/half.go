package fpu

import "math"

// Half-precision arithmetic (add/sub/mul/fma on .f16 and .bf16, and per
// half of .f16x2/.bf16x2, which the engine splits). PTX only offers .rn for
// these, but every mode is implemented so that the same code serves all.
// Operands are decoded exactly to f64; sums and products of f16 values are
// exact there, bf16 sums and all fmas go through TwoSum and round-to-odd.

// sumFmt rounds the exact x+y (x, y exact f64 images of narrow values, or
// an exact product and a value) to f, with canonical NaN nan.
func sumFmt(f format, x, y float64, r Rounding, nan uint64) uint64 {
	s, t := twoSum(x, y)
	if s != s {
		if v := x + y; v == v {
			return f.signOf(v < 0) | f.infBits()
		}
		return nan
	}
	if math.IsInf(s, 0) {
		return f.signOf(s < 0) | f.infBits()
	}
	if s == 0 && t == 0 {
		return f.signOf(math.Signbit(exactZeroSum(math.Signbit(x), math.Signbit(y), x == 0 && y == 0, r)))
	}
	return roundF64(f, rto(s, t), r)
}

// mulFmt rounds the product of two values exact in f64 with at most 26
// significant bits each (so the product is exact).
func mulFmt(f format, x, y float64, r Rounding, nan uint64) uint64 {
	p := x * y
	if p != p {
		return nan
	}
	if math.IsInf(p, 0) {
		return f.signOf(p < 0) | f.infBits()
	}
	return roundF64(f, p, r)
}

// AddF16 is add.rn.f16 (without .ftz/.sat, which the engine applies).
func AddF16(a, b uint16, r Rounding) uint16 {
	return uint16(sumFmt(fmtF16, f16ToF64(a), f16ToF64(b), r, uint64(CanonicalNaNF16)))
}

// SubF16 is sub.rn.f16.
func SubF16(a, b uint16, r Rounding) uint16 { return AddF16(a, b^0x8000, r) }

// MulF16 is mul.rn.f16.
func MulF16(a, b uint16, r Rounding) uint16 {
	return uint16(mulFmt(fmtF16, f16ToF64(a), f16ToF64(b), r, uint64(CanonicalNaNF16)))
}

// FmaF16 is fma.rn.f16: a×b+c rounded once.
func FmaF16(a, b, c uint16, r Rounding) uint16 {
	x, y, z := f16ToF64(a), f16ToF64(b), f16ToF64(c)
	return uint16(sumFmt(fmtF16, x*y, z, r, uint64(CanonicalNaNF16)))
}

// AddBF16 is add.rn.bf16.
func AddBF16(a, b uint16, r Rounding) uint16 {
	return uint16(sumFmt(fmtBF16, bf16ToF64(a), bf16ToF64(b), r, uint64(CanonicalNaNBF16)))
}

// SubBF16 is sub.rn.bf16.
func SubBF16(a, b uint16, r Rounding) uint16 { return AddBF16(a, b^0x8000, r) }

// MulBF16 is mul.rn.bf16.
func MulBF16(a, b uint16, r Rounding) uint16 {
	return uint16(mulFmt(fmtBF16, bf16ToF64(a), bf16ToF64(b), r, uint64(CanonicalNaNBF16)))
}

// FmaBF16 is fma.rn.bf16.
func FmaBF16(a, b, c uint16, r Rounding) uint16 {
	x, y, z := bf16ToF64(a), bf16ToF64(b), bf16ToF64(c)
	return uint16(sumFmt(fmtBF16, x*y, z, r, uint64(CanonicalNaNBF16)))
}

// FTZF16 flushes an f16 denormal to a zero of the same sign (.ftz on f16).
func FTZF16(h uint16) uint16 {
	if h&0x7c00 == 0 {
		return h & 0x8000
	}
	return h
}

// SatF16 clamps an f16 to [0, 1]; NaN becomes +0 (.sat on f16).
func SatF16(h uint16) uint16 {
	switch {
	case h&0x7c00 == 0x7c00 && h&0x3ff != 0:
		return 0
	case h&0x8000 != 0:
		return 0
	case h > 0x3c00:
		return 0x3c00
	}
	return h
}

// ReluF16 is the .relu modifier: negative values become +0, NaN stays
// the canonical NaN.
func ReluF16(h uint16) uint16 {
	if h&0x7c00 == 0x7c00 && h&0x3ff != 0 {
		return CanonicalNaNF16
	}
	if h&0x8000 != 0 {
		return 0
	}
	return h
}

// ReluBF16 is .relu on bf16.
func ReluBF16(h uint16) uint16 {
	if h&0x7f80 == 0x7f80 && h&0x7f != 0 {
		return CanonicalNaNBF16
	}
	if h&0x8000 != 0 {
		return 0
	}
	return h
}

// f16TinyBefore reports whether a nonzero exact result s+t (t the error of
// s) lies below the smallest f16 normal, 2^-14: HMUL2/HFMA2 with .FTZ test
// tininess before rounding (measured: 2^-14 × 0x3bff, which rounds up to
// 2^-14, is flushed to zero).
func f16TinyBefore(s, t float64) bool {
	as := math.Abs(s)
	return s != 0 && (as < 0x1p-14 || as == 0x1p-14 && t != 0 && (t < 0) != (s < 0))
}

// MulF16FTZ is mul.rn.ftz.f16: subnormal inputs flushed, and a product
// whose exact value is below the smallest normal flushed to a signed zero.
func MulF16FTZ(a, b uint16, r Rounding) uint16 {
	a, b = FTZF16(a), FTZF16(b)
	p := f16ToF64(a) * f16ToF64(b)
	if f16TinyBefore(p, 0) {
		return uint16(fmtF16.signOf(p < 0))
	}
	return FTZF16(MulF16(a, b, r))
}

// FmaF16FTZ is fma.rn.ftz.f16, with the same tininess rule.
func FmaF16FTZ(a, b, c uint16, r Rounding) uint16 {
	a, b, c = FTZF16(a), FTZF16(b), FTZF16(c)
	s, t := twoSum(f16ToF64(a)*f16ToF64(b), f16ToF64(c))
	if s == s && !math.IsInf(s, 0) && f16TinyBefore(s, t) {
		return uint16(fmtF16.signOf(s < 0))
	}
	return FTZF16(FmaF16(a, b, c, r))
}
