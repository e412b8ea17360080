package fpu

import "math"

// isNaN32 is a cheap NaN test that the compiler inlines.
func isNaN32(x float32) bool { return x != x }

// f32of returns the float32 whose bits roundPack produced.
func f32of(b uint64) float32 { return math.Float32frombits(uint32(b)) }

// FTZ32 flushes a denormal to a zero of the same sign (the .ftz modifier).
func FTZ32(x float32) float32 {
	b := math.Float32bits(x)
	if b&0x7f800000 == 0 {
		return math.Float32frombits(b & 0x80000000)
	}
	return x
}

// Sat32 clamps to [0, 1] (the .sat modifier); NaN becomes +0.
func Sat32(x float32) float32 {
	switch {
	case isNaN32(x):
		return 0
	case x <= 0:
		return 0
	case x > 1:
		return 1
	}
	return x
}

// exactZeroSum is the sign of an exact zero sum a+b (IEEE 754 6.3): the
// common sign when both addends are zeros of that sign, otherwise +0, and -0
// under RM.
func exactZeroSum(aNeg, bNeg, bothZero bool, r Rounding) float64 {
	if bothZero && aNeg == bNeg {
		return math.Copysign(0, boolSign(aNeg))
	}
	if r == RM {
		return math.Copysign(0, -1)
	}
	return 0
}

func boolSign(neg bool) float64 {
	if neg {
		return -1
	}
	return 1
}

// Add32 is add{.rnd}.f32 without .ftz/.sat (the caller applies them).
func Add32(a, b float32, r Rounding) float32 {
	if r == RN {
		s := a + b
		if isNaN32(s) {
			return nan32
		}
		return s
	}
	return sum32(float64(a), float64(b), r)
}

// Sub32 is sub{.rnd}.f32.
func Sub32(a, b float32, r Rounding) float32 { return Add32(a, -b, r) }

// sum32 rounds the exact sum of two values that are exact in f64 and whose
// sum's error TwoSum captures (two f32 values, or an exact f32 product and
// an f32) to f32 with mode r.
func sum32(x, y float64, r Rounding) float32 {
	s, t := twoSum(x, y)
	if s != s {
		if x != x || y != y || math.IsInf(x, 0) || math.IsInf(y, 0) {
			// inf-inf or a NaN operand (TwoSum itself cannot overflow here).
			if x+y != x+y {
				return nan32
			}
			return float32(x + y)
		}
		return nan32
	}
	if math.IsInf(s, 0) {
		return float32(s) // an infinite operand: f32 values cannot overflow f64
	}
	if s == 0 && t == 0 {
		return float32(exactZeroSum(math.Signbit(x), math.Signbit(y), x == 0 && y == 0, r))
	}
	if r == RN {
		return float32(rto(s, t))
	}
	return f32of(roundF64(fmtF32, rto(s, t), r))
}

// Mul32 is mul{.rnd}.f32. The product of two f32 values is exact in f64, so
// one rounding of it is the correctly rounded product.
func Mul32(a, b float32, r Rounding) float32 {
	if r == RN {
		p := a * b
		if isNaN32(p) {
			return nan32
		}
		return p
	}
	p := float64(a) * float64(b)
	if p != p {
		return nan32
	}
	if math.IsInf(p, 0) {
		return float32(p)
	}
	return f32of(roundF64(fmtF32, p, r))
}

// Fma32 is fma.rnd.f32 (and mad.rnd.f32): a×b+c with one rounding. The
// product is exact in f64; TwoSum gives the exact sum as s+t, and rounding
// s to odd before the final rounding avoids double rounding.
func Fma32(a, b, c float32, r Rounding) float32 {
	if r == RN {
		// The product is exact in f64, so s is the exact result rounded
		// once to f64; rounding s to f32 gives the correctly rounded
		// result unless s sits exactly on a midpoint between two f32
		// values (double rounding), which the test below sends to the
		// exact path with the zeros, infinities, NaNs and results outside
		// the f32 normal range.
		s := float64(a)*float64(b) + float64(c)
		if u := math.Float64bits(s); (u>>52&0x7ff)-(1023-126) <= 253 && u&(1<<29-1) != 1<<28 {
			return float32(s)
		}
	}
	return fma32Exact(a, b, c, r)
}

// fma32Exact is Fma32 through the error-free sum (every case).
func fma32Exact(a, b, c float32, r Rounding) float32 {
	p := float64(a) * float64(b)
	return sum32(p, float64(c), r)
}

// Div32 is div.rnd.f32 (IEEE-exact division; div.full and div.approx are
// DivFull32 and DivApprox32).
func Div32(a, b float32, r Rounding) float32 {
	if r == RN {
		q := a / b
		if isNaN32(q) {
			return nan32
		}
		return q
	}
	x, y := float64(a), float64(b)
	q := x / y
	if q != q {
		return nan32
	}
	if q == 0 || math.IsInf(q, 0) {
		return float32(q) // zero or infinite operands: the result is exact
	}
	rem := math.FMA(-q, y, x) // exact: q is the f64 quotient of 24-bit values
	if y < 0 {
		rem = -rem
	}
	return f32of(roundF64(fmtF32, rto(q, rem), r))
}

// Rcp32 is rcp.rnd.f32: 1/a correctly rounded.
func Rcp32(a float32, r Rounding) float32 { return Div32(1, a, r) }

// Sqrt32 is sqrt.rnd.f32. The f64 square root of an f32 rounded to f32 is
// correctly rounded for RN (53 >= 2×24+2); for directed modes the exact
// residual a - q² gives the direction of the error.
func Sqrt32(a float32, r Rounding) float32 {
	if isNaN32(a) || a < 0 {
		return nan32
	}
	x := float64(a)
	q := math.Sqrt(x)
	if r == RN {
		return float32(q)
	}
	if q == 0 || math.IsInf(q, 0) {
		return float32(q)
	}
	rem := math.FMA(-q, q, x)
	return f32of(roundF64(fmtF32, rto(q, rem), r))
}

// CopySign32 is copysign.f32 d, a, b: the magnitude of b with the sign of a
// (note PTX's operand order: the sign comes from the first operand).
func CopySign32(a, b float32) float32 {
	return math.Float32frombits(math.Float32bits(b)&0x7fffffff | math.Float32bits(a)&0x80000000)
}

// CopySign64 is copysign.f64 d, a, b: |b| with a's sign.
func CopySign64(a, b float64) float64 {
	return math.Float64frombits(math.Float64bits(b)&^(1<<63) | math.Float64bits(a)&(1<<63))
}

// The .ftz forms. The GPU flushes a result to zero when it is tiny in the
// IEEE "after rounding" sense: the exact result rounded to 24 bits with an
// unbounded exponent is below 2^-126 (measured: mul.rn.ftz.f32(2^-126,
// 1-2^-24) is 0 though it rounds to 2^-126 in the denormal range, while a
// product of 2^-126×(1-2^-46) rounds up to 2^-126 and is kept). So FTZ32 of a
// rounded result is not enough for mul, fma, div and rcp. For add, sub and
// sqrt it is: a tiny exact sum is a denormal and exact, and a square root
// is never tiny.

// tiny32 reports whether v (exact, or the round-to-odd image of the exact
// result) is tiny after rounding with mode r: scaling by 2^64 first keeps
// the rounding away from the denormal range.
func tiny32(v float64, r Rounding) bool {
	w := f32of(roundF64(fmtF32, v*0x1p64, r))
	return math.Abs(float64(w)) < 0x1p-62
}

// Mul32FTZ is mul.rnd.ftz.f32.
func Mul32FTZ(a, b float32, r Rounding) float32 {
	a, b = FTZ32(a), FTZ32(b)
	if p := float64(a) * float64(b); p != 0 && !math.IsInf(p, 0) && p == p && tiny32(p, r) {
		return float32(math.Copysign(0, p))
	}
	return Mul32(a, b, r)
}

// Fma32FTZ is fma.rnd.ftz.f32 (and mad.rnd.ftz.f32).
func Fma32FTZ(a, b, c float32, r Rounding) float32 {
	a, b, c = FTZ32(a), FTZ32(b), FTZ32(c)
	s, t := twoSum(float64(a)*float64(b), float64(c))
	if s != 0 && !math.IsInf(s, 0) && s == s && tiny32(rto(s, t), r) {
		return float32(math.Copysign(0, s))
	}
	return FTZ32(Fma32(a, b, c, r)) // exact zero sums keep IEEE's sign rules
}

// Div32FTZ is div.rnd.ftz.f32.
func Div32FTZ(a, b float32, r Rounding) float32 {
	a, b = FTZ32(a), FTZ32(b)
	x, y := float64(a), float64(b)
	q := x / y
	if q == q && q != 0 && !math.IsInf(q, 0) {
		rem := math.FMA(-q, y, x)
		if y < 0 {
			rem = -rem
		}
		if tiny32(rto(q, rem), r) {
			return float32(math.Copysign(0, q))
		}
	}
	return Div32(a, b, r)
}

// Rcp32FTZ is rcp.rnd.ftz.f32.
func Rcp32FTZ(a float32, r Rounding) float32 { return Div32FTZ(1, a, r) }

// Sqrt32FTZ is sqrt.rnd.ftz.f32.
func Sqrt32FTZ(a float32, r Rounding) float32 { return Sqrt32(FTZ32(a), r) }

// Add32FTZ is add.rnd.ftz.f32.
func Add32FTZ(a, b float32, r Rounding) float32 { return FTZ32(Add32(FTZ32(a), FTZ32(b), r)) }

// Sub32FTZ is sub.rnd.ftz.f32.
func Sub32FTZ(a, b float32, r Rounding) float32 { return FTZ32(Sub32(FTZ32(a), FTZ32(b), r)) }
