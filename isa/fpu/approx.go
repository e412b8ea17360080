package fpu

import "math"

// MUFU approximations. NVIDIA documents only error bounds for these, not
// the tables behind them, so each function here computes the exact
// mathematical value in f64 and rounds it to f32 (well inside every
// documented bound), and reproduces what is known exactly about the
// hardware: the special values of the PTX ISA tables, exact results where
// the hardware gives them (ex2 of integers, lg2 of powers of two, rcp of
// powers of two, rsqrt of powers of four), and the argument reduction of
// sin/cos, which multiplies by 1/(2π) in f32 before the unit sees the
// value (so large arguments lose accuracy as on the GPU).
// Denormal inputs and results are kept (the non-.ftz forms); the caller
// applies FTZ32 for .ftz.

// invTwoPi32 is the f32 constant ptxas multiplies by before MUFU.SIN/COS.
const invTwoPi32 float32 = 0.15915493667125701904

// revolutions is the argument the MUFU unit sees: x/(2π) as ptxas
// computes it (an f32 multiply by an f32 constant), with denormals flushed (the
// unit flushes them even for the non-.ftz instruction: measured).
func revolutions(x float32) float64 {
	return float64(FTZ32(Mul32(FTZ32(x), invTwoPi32, RN)))
}

// sinCosRev returns sin(2πt) and cos(2πt), reducing t to a quarter turn
// exactly so that multiples of a quarter turn give exact 0 and ±1, as the
// hardware does.
func sinCosRev(t float64) (s, c float64) {
	f := t - math.Floor(t) // exact: t has at most 24 significant bits
	q := f * 4
	k := math.Floor(q)
	r := (q - k) * (math.Pi / 2)
	sr, cr := math.Sin(r), math.Cos(r)
	if q == k {
		sr, cr = 0, 1
	}
	switch int(k) & 3 {
	case 0:
		return sr, cr
	case 1:
		return cr, -sr
	case 2:
		return -sr, -cr
	}
	return -cr, sr
}

// SinApprox32 is sin.approx.f32: NaN or ±inf give NaN, ±0 and denormals
// give ±0.
func SinApprox32(x float32) float32 {
	if isNaN32(x) || math.IsInf(float64(x), 0) {
		return nan32
	}
	t := revolutions(x)
	if t == 0 {
		return float32(t)
	}
	s, _ := sinCosRev(t)
	if s == 0 {
		s = math.Copysign(0, t) // measured: sin of a negative whole turn is -0
	}
	return float32(s)
}

// CosApprox32 is cos.approx.f32: NaN or ±inf give NaN, ±0 gives 1.
func CosApprox32(x float32) float32 {
	if isNaN32(x) || math.IsInf(float64(x), 0) {
		return nan32
	}
	_, c := sinCosRev(revolutions(x))
	return float32(c)
}

// Lg2Approx32 is lg2.approx.f32: log2(x); ±0 give -inf, negative values
// NaN, +inf gives +inf. Exact for powers of two.
func Lg2Approx32(x float32) float32 {
	switch {
	case isNaN32(x) || x < 0:
		return nan32
	case x == 0:
		return float32(math.Inf(-1))
	}
	return float32(math.Log2(float64(x)))
}

// Ex2Approx32 is ex2.approx.f32: 2^x; -inf gives +0, +inf gives +inf.
// Exact for integral x.
func Ex2Approx32(x float32) float32 {
	if isNaN32(x) {
		return nan32
	}
	return float32(math.Exp2(float64(x)))
}

// RcpApprox32 is rcp.approx.f32: 1/x; ±0 give ±inf, ±inf give ±0. Exact
// for powers of two.
func RcpApprox32(x float32) float32 {
	if isNaN32(x) {
		return nan32
	}
	return float32(1 / float64(x))
}

// RsqrtApprox32 is rsqrt.approx.f32: 1/sqrt(x); ±0 give ±inf, +inf gives
// +0, negative values NaN. Exact for powers of four.
func RsqrtApprox32(x float32) float32 {
	switch {
	case isNaN32(x) || x < 0:
		return nan32
	case x == 0:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	}
	return float32(1 / math.Sqrt(float64(x)))
}

// SqrtApprox32 is sqrt.approx.f32: -0 gives -0, negative values NaN.
func SqrtApprox32(x float32) float32 {
	if isNaN32(x) || x < 0 {
		return nan32
	}
	return float32(math.Sqrt(float64(x)))
}

// TanhApprox32 is tanh.approx.f32 (sm_75+). The hardware's relative error
// is up to 2^-11, which this model does not reproduce: it returns tanh
// rounded to f32.
func TanhApprox32(x float32) float32 {
	if isNaN32(x) {
		return nan32
	}
	return float32(math.Tanh(float64(x)))
}

// DivApprox32 is div.approx.f32: a × (1/b) with the approximate
// reciprocal (within 2 ulp of the quotient; denormal operands are handled,
// measured: 0/denormal is 0 and tiny/tiny is 1). As the PTX ISA specifies,
// for 2^126 < |b| < 2^128 the result is zero (the reciprocal underflows),
// and for such b with an infinite a it is NaN.
func DivApprox32(a, b float32) float32 {
	if isNaN32(a) || isNaN32(b) {
		return nan32
	}
	ab := math.Abs(float64(b))
	if ab > 0x1p126 && !math.IsInf(ab, 0) {
		if math.IsInf(float64(a), 0) {
			return nan32
		}
		return float32(math.Copysign(0, float64(a)*float64(b)))
	}
	q := float64(a) / float64(b)
	if q != q {
		return nan32
	}
	return float32(q)
}

// DivApprox32FTZ is div.approx.ftz.f32: a × rcp.approx.ftz(b), the
// product flushed as mul.ftz flushes (on the exact value).
func DivApprox32FTZ(a, b float32) float32 {
	a, b = FTZ32(a), FTZ32(b)
	if isNaN32(a) || isNaN32(b) {
		return nan32
	}
	ab := math.Abs(float64(b))
	if ab > 0x1p126 && !math.IsInf(ab, 0) {
		return DivApprox32(a, b)
	}
	return Mul32FTZ(a, FTZ32(RcpApprox32(b)), RN)
}

// DivFull32 is div.full.f32: a full-range division within 2 ulp. This
// model returns the correctly rounded quotient.
func DivFull32(a, b float32) float32 { return Div32(a, b, RN) }

// Ex2ApproxF16 is ex2.approx.f16 (sm_75+): 2^x rounded to f16.
func Ex2ApproxF16(h uint16) uint16 {
	x := f16ToF64(h)
	if x != x {
		return CanonicalNaNF16
	}
	return F64ToF16(math.Exp2(x), RN)
}

// TanhApproxF16 is tanh.approx.f16 (sm_75+).
func TanhApproxF16(h uint16) uint16 {
	x := f16ToF64(h)
	if x != x {
		return CanonicalNaNF16
	}
	return F64ToF16(math.Tanh(x), RN)
}

// hi32 keeps the sign, exponent and top 20 fraction bits of x (the "1.11.20"
// format of the f64 approximations) and clears the low 32 bits.
func hi32(x float64) float64 {
	return math.Float64frombits(math.Float64bits(x) &^ 0xffffffff)
}

// RcpApproxFtz64 is rcp.approx.ftz.f64. The PTX ISA defines it on the
// most significant 32 bits of the operand only (sign, exponent, 20
// fraction bits): the reciprocal of that truncated value is placed in the
// most significant 32 bits of the result and the low 32 bits are zero.
// Subnormal inputs and results flush to sign-preserving zero, so ±0 and
// ±subnormal give ±inf and ±inf gives ±0; NaN gives CanonicalNaN64. The
// 20-bit result here is the reciprocal rounded to nearest.
//
// Measured: a NaN whose top 32 bits are a NaN gives 0x7fffffff00000000; one
// whose payload lies only in the low 32 bits is seen as an infinity.
func RcpApproxFtz64(x float64) float64 {
	t := hi32(x)
	if t != t {
		return math.Float64frombits(0x7fffffff00000000)
	}
	if t == 0 || math.Abs(t) < 0x1p-1022 {
		return math.Copysign(math.Inf(1), x)
	}
	r := 1 / t
	if math.Abs(r) < 0x1p-1022 {
		return math.Copysign(0, x)
	}
	return roundHi32(r)
}

// roundHi32 rounds a finite f64 to nearest (ties to even) at 20 fraction
// bits, the low 32 bits zero.
func roundHi32(r float64) float64 {
	b := math.Float64bits(r)
	b += 0x7fffffff + (b>>32)&1
	return math.Float64frombits(b &^ 0xffffffff)
}

// RsqrtApprox64 is rsqrt.approx.f64. Measured on an H200, the result is
// accurate to about the last bit of f64 (ptxas expands it into a refined
// sequence), so the model is 1/sqrt(x) in f64. ±0 give ±inf, +inf gives
// +0, negative values CanonicalNaN64, a NaN comes back quieted.
func RsqrtApprox64(x float64) float64 {
	switch {
	case x != x:
		return quiet64(x)
	case x < 0:
		return nan64
	case x == 0:
		return math.Copysign(math.Inf(1), x)
	case math.IsInf(x, 1):
		return 0
	}
	return 1 / math.Sqrt(x)
}

// RsqrtApproxFtz64 is rsqrt.approx.ftz.f64: like rcp.approx.ftz.f64, it
// works on the top 32 bits of x (sign, exponent, 20 fraction bits) and
// gives a result in the 1.11.20 format, low 32 bits zero. Subnormal inputs
// count as zero; NaN and negative inputs give 0x7fffffff00000000
// (measured).
func RsqrtApproxFtz64(x float64) float64 {
	t := hi32(x)
	switch {
	case t != t || t < 0 && t != 0 && math.Abs(t) >= 0x1p-1022:
		return math.Float64frombits(0x7fffffff00000000)
	case math.Abs(t) < 0x1p-1022:
		return math.Copysign(math.Inf(1), t)
	case math.IsInf(t, 1):
		return 0
	}
	return roundHi32(1 / math.Sqrt(t))
}
