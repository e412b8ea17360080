package fpu

import "math"

// MUFU approximations. NVIDIA documents only error bounds for these, not
// the tables behind them, so each function here computes the exact
// mathematical value in f64 and rounds it to f32 (well inside every
// documented bound), and reproduces what is known exactly about the
// hardware: the special values of the PTX ISA tables, exact results where
// the hardware gives them (ex2 of integers, lg2 of powers of two, rcp of
// powers of two, rsqrt of powers of four), and the argument reduction of
// sin/cos, which multiplies by 1/(2π) in f32 with truncation before the
// unit sees the value (so large arguments lose accuracy as on the GPU).
// Denormal inputs and results are kept (the non-.ftz forms); the caller
// applies FTZ32 for .ftz.

// invTwoPi32 is the f32 constant ptxas multiplies by (RZ) before MUFU.SIN/COS.
const invTwoPi32 float32 = 0.15915493667125701904

func reduceTrig(x float32) float64 {
	return float64(Mul32(x, invTwoPi32, RZ)) * 2 * math.Pi
}

// SinApprox32 is sin.approx.f32: NaN or ±inf give NaN, ±0 gives ±0.
func SinApprox32(x float32) float32 {
	if isNaN32(x) || math.IsInf(float64(x), 0) {
		return nan32
	}
	if x == 0 {
		return x
	}
	return float32(math.Sin(reduceTrig(x)))
}

// CosApprox32 is cos.approx.f32: NaN or ±inf give NaN, ±0 gives 1.
func CosApprox32(x float32) float32 {
	if isNaN32(x) || math.IsInf(float64(x), 0) {
		return nan32
	}
	return float32(math.Cos(reduceTrig(x)))
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

// DivApprox32 is div.approx.f32: a × (1/b) computed with the approximate
// reciprocal. As the PTX ISA specifies, for 2^126 < |b| < 2^128 the result
// is zero (the reciprocal underflows in the hardware's unit), and for such b
// with an infinite a the result is NaN.
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
	q := float64(a) * float64(RcpApprox32(b))
	if q != q {
		return nan32
	}
	return float32(q)
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
func RcpApproxFtz64(x float64) float64 {
	if x != x {
		return nan64
	}
	t := hi32(x)
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

// RsqrtApprox64 is rsqrt.approx.f64: 1/sqrt(x) with about 20 good bits
// (computed exactly and rounded to the 1.11.20 format, like the f64
// reciprocal approximation). ±0 give ±inf, +inf gives +0, negative values
// give CanonicalNaN64.
func RsqrtApprox64(x float64) float64 {
	switch {
	case x != x || x < 0:
		return nan64
	case x == 0:
		return math.Copysign(math.Inf(1), x)
	case math.IsInf(x, 1):
		return 0
	}
	return roundHi32(1 / math.Sqrt(x))
}

// RsqrtApproxFtz64 is rsqrt.approx.ftz.f64: as RsqrtApprox64 but
// subnormal inputs count as zero.
func RsqrtApproxFtz64(x float64) float64 {
	if x != 0 && math.Abs(x) < 0x1p-1022 {
		return math.Copysign(math.Inf(1), x)
	}
	return RsqrtApprox64(x)
}
