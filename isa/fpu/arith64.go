package fpu

import (
	"math"
	"math/big"
)

// quiet64 sets the quiet bit of a NaN, keeping sign and payload.
func quiet64(x float64) float64 { return math.Float64frombits(math.Float64bits(x) | 1<<51) }

// nan2 is the NaN an f64 instruction with operands a, b returns: a NaN
// operand is passed through quieted, the second one winning when both are
// NaN (measured: add.f64(NaN1, NaN2) = NaN2 on an H200); a NaN made from
// non-NaN operands is CanonicalNaN64.
func nan2(a, b float64) float64 {
	if b != b {
		return quiet64(b)
	}
	if a != a {
		return quiet64(a)
	}
	return nan64
}

// nan3 is the NaN of fma.f64 (d = a*b + c): the first NaN operand in the
// order b, c, a is passed through quieted (measured on an H200, case
// float_edge_f64: fma(NaN1, 1e-323, NaN2) = NaN2, fma(x, NaN1, NaN2) =
// NaN1); a NaN made from non-NaN operands is CanonicalNaN64.
func nan3(a, b, c float64) float64 {
	switch {
	case b != b:
		return quiet64(b)
	case c != c:
		return quiet64(c)
	case a != a:
		return quiet64(a)
	}
	return nan64
}

// nanDiv is the NaN of div.f64, where (unlike add and mul) the first NaN
// operand wins (measured).
func nanDiv(a, b float64) float64 {
	if a != a {
		return quiet64(a)
	}
	return nan2(a, b)
}

// f64of turns roundPack's bits into a float64.
func f64of(b uint64) float64 { return math.Float64frombits(b) }

// directed adjusts s = RN(x) to the directed rounding of x = s + t, where t
// is the exact error (|t| <= half an ulp of s) and s is finite.
func directed(s, t float64, r Rounding) float64 {
	if t == 0 {
		return s
	}
	switch r {
	case RZ:
		if (t < 0) != (s < 0) {
			return math.Float64frombits(math.Float64bits(s) - 1)
		}
	case RM:
		if t < 0 {
			return math.Nextafter(s, math.Inf(-1))
		}
	case RP:
		if t > 0 {
			return math.Nextafter(s, math.Inf(1))
		}
	}
	return s
}

// Add64 is add{.rnd}.f64.
func Add64(a, b float64, r Rounding) float64 {
	s := a + b
	if s != s {
		return nan2(a, b)
	}
	if r == RN || r == RNA {
		return s
	}
	if math.IsInf(s, 0) {
		if math.IsInf(a, 0) || math.IsInf(b, 0) {
			return s
		}
		return f64of(fmtF64.signOf(s < 0) | overflow(fmtF64, s < 0, r))
	}
	s, t := twoSum(a, b)
	if s == 0 && t == 0 {
		return exactZeroSum(math.Signbit(a), math.Signbit(b), a == 0 && b == 0, r)
	}
	return directed(s, t, r)
}

// Sub64 is sub{.rnd}.f64.
func Sub64(a, b float64, r Rounding) float64 {
	if b != b {
		return nan2(a, b)
	}
	return Add64(a, -b, r)
}

func (f format) signOf(neg bool) uint64 {
	if neg {
		return f.signBit()
	}
	return 0
}

// Mul64 is mul{.rnd}.f64.
func Mul64(a, b float64, r Rounding) float64 {
	p := a * b
	if p != p {
		return nan2(a, b)
	}
	if r == RN || r == RNA || a == 0 || b == 0 || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return p
	}
	var x, y, z big.Float
	x.SetFloat64(a)
	y.SetFloat64(b)
	z.SetPrec(64).SetMode(big.ToZero)
	z.Mul(&x, &y)
	return f64of(roundBig(fmtF64, &z, r))
}

// Fma64 is fma.rnd.f64 (mad.rnd.f64): a×b+c rounded once.
func Fma64(a, b, c float64, r Rounding) float64 {
	d := math.FMA(a, b, c)
	if d != d {
		return nan3(a, b, c)
	}
	if r == RN || r == RNA {
		return d
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsInf(c, 0) {
		return d // infinite operands give an exact infinite result
	}
	if a == 0 || b == 0 {
		p := a * b
		if c == 0 {
			return exactZeroSum(math.Signbit(p), math.Signbit(c), true, r)
		}
		return c
	}
	var x, y, p, z big.Float
	x.SetFloat64(a)
	y.SetFloat64(b)
	p.SetPrec(106).Mul(&x, &y) // exact
	x.SetFloat64(c)
	z.SetPrec(64).SetMode(big.ToZero)
	z.Add(&p, &x)
	if z.Sign() == 0 {
		return exactZeroSum(false, true, false, r) // exact cancellation
	}
	return f64of(roundBig(fmtF64, &z, r))
}

// Div64 is div.rnd.f64.
func Div64(a, b float64, r Rounding) float64 {
	q := a / b
	if q != q {
		return nanDiv(a, b)
	}
	if r == RN || r == RNA || a == 0 || b == 0 || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return q
	}
	var x, y, z big.Float
	x.SetFloat64(a)
	y.SetFloat64(b)
	z.SetPrec(64).SetMode(big.ToZero)
	z.Quo(&x, &y)
	return f64of(roundBig(fmtF64, &z, r))
}

// Rcp64 is rcp.rnd.f64.
func Rcp64(a float64, r Rounding) float64 {
	if a != a {
		return quiet64(a)
	}
	return Div64(1, a, r)
}

// Sqrt64 is sqrt.rnd.f64. For directed modes the residual a - q² (exact
// through FMA once a is scaled out of the denormal range) gives the
// direction of the error of q = RN(sqrt(a)).
func Sqrt64(a float64, r Rounding) float64 {
	if a != a {
		return quiet64(a)
	}
	if a < 0 {
		return nan64
	}
	q := math.Sqrt(a)
	if r == RN || r == RNA || a == 0 || math.IsInf(a, 0) {
		return q
	}
	scale := 1.0
	x := a
	if a < 0x1p-900 {
		x = a * 0x1p108
		scale = 0x1p-54
		q = math.Sqrt(x)
	}
	rem := math.FMA(-q, q, x)
	return directed(q, rem, r) * scale
}

// roundBig rounds z, a nonzero finite value computed with 64 bits of
// precision in ToZero mode (so z's Accuracy says whether bits were lost), to
// format f with mode r.
func roundBig(f format, z *big.Float, r Rounding) uint64 {
	sticky := z.Acc() != big.Exact
	neg := z.Signbit()
	var mant big.Float
	exp := z.MantExp(&mant) // z = mant × 2^exp, 0.5 <= |mant| < 1
	mant.SetMantExp(&mant, 64)
	mant.Abs(&mant)
	m, _ := mant.Uint64()
	return roundPack(f, neg, m, exp-64, sticky, r)
}
