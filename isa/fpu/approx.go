package fpu

import "math"

// The approximate instructions: what ptxas emits for each (read with
// cuobjdump -sass from ptxas 11.8 and 13.0 for sm_90, identical) around the
// MUFU unit of mufu.go. The .ftz forms are the bare unit (sin and cos behind
// ptxas's FMUL.RZ by 1/2pi, with or without .ftz). The forms without .ftz
// keep denormals by scaling around the unit:
//
//	rcp    s = 2^24 if |x| < 2^-126, 0.25 if |x| > 2^126, else 1; s*MUFU.RCP(x*s)
//	rsqrt  x < 2^-126 in magnitude: MUFU.RSQ(x*2^24) * 2^12
//	sqrt   x < 2^-126 in magnitude: MUFU.SQRT(x*2^24) * 2^-12
//	lg2    x < 2^-126 in magnitude: MUFU.LG2(x*2^24) - 24
//	ex2    x < -126: MUFU.EX2(x/2)^2
//
// (each FMUL/FADD rounding to nearest with IEEE denormals). Checked on all
// 2^32 inputs against the H200, and the .ftz forms are exactly the unit, so
// FTZ32(f(FTZ32(x))) of each function here equals its .ftz instruction.

// RcpApprox32 is rcp.approx.f32.
func RcpApprox32(x float32) float32 {
	ax := math.Abs(float64(x))
	var s float32
	switch {
	case ax < 0x1p-126:
		s = 0x1p24
	case ax > 0x1p126:
		s = 0.25
	default: // s = 1: both multiplies are exact
		return mufuRcp(x)
	}
	return Mul32(s, mufuRcp(Mul32(x, s, RN)), RN)
}

// RcpApproxFTZ32 is rcp.approx.ftz.f32 (MUFU.RCP).
func RcpApproxFTZ32(x float32) float32 { return mufuRcp(x) }

// denormScaled applies ptxas's scaling around a unit f for inputs below the
// normal range: f(x*2^24), then post.
func denormScaled(x float32, f func(float32) float32, post func(float32) float32) float32 {
	if math.Abs(float64(x)) < 0x1p-126 {
		return post(f(Mul32(x, 0x1p24, RN)))
	}
	return f(x)
}

// RsqrtApprox32 is rsqrt.approx.f32.
func RsqrtApprox32(x float32) float32 {
	return denormScaled(x, mufuRsq, func(r float32) float32 { return Mul32(r, 4096, RN) })
}

// RsqrtApproxFTZ32 is rsqrt.approx.ftz.f32 (MUFU.RSQ).
func RsqrtApproxFTZ32(x float32) float32 { return mufuRsq(x) }

// SqrtApprox32 is sqrt.approx.f32.
func SqrtApprox32(x float32) float32 {
	return denormScaled(x, mufuSqrt, func(r float32) float32 { return Mul32(r, 0x1p-12, RN) })
}

// SqrtApproxFTZ32 is sqrt.approx.ftz.f32 (MUFU.SQRT).
func SqrtApproxFTZ32(x float32) float32 { return mufuSqrt(x) }

// Lg2Approx32 is lg2.approx.f32.
func Lg2Approx32(x float32) float32 {
	return denormScaled(x, mufuLg2, func(r float32) float32 { return Add32(r, -24, RN) })
}

// Lg2ApproxFTZ32 is lg2.approx.ftz.f32 (MUFU.LG2).
func Lg2ApproxFTZ32(x float32) float32 { return mufuLg2(x) }

// Ex2Approx32 is ex2.approx.f32.
func Ex2Approx32(x float32) float32 {
	if x < -126 {
		r := mufuEx2(Mul32(x, 0.5, RN))
		return Mul32(r, r, RN)
	}
	return mufuEx2(x)
}

// Ex2ApproxFTZ32 is ex2.approx.ftz.f32 (MUFU.EX2).
func Ex2ApproxFTZ32(x float32) float32 { return mufuEx2(x) }

// SinApprox32 is sin.approx.f32 and sin.approx.ftz.f32.
func SinApprox32(x float32) float32 { return mufuSin(x) }

// CosApprox32 is cos.approx.f32 and cos.approx.ftz.f32.
func CosApprox32(x float32) float32 { return mufuCos(x) }

// TanhApprox32 is tanh.approx.f32 (MUFU.TANH).
func TanhApprox32(x float32) float32 { return mufuTanh(x) }

// DivApprox32 is div.approx.f32: a divisor below the normal range and the
// dividend are both scaled by 2^24, then MUFU.RCP(b)*a. For 2^126 < |b| the
// reciprocal underflows, so the result is zero (NaN for an infinite a), as
// the PTX ISA says.
func DivApprox32(a, b float32) float32 {
	if math.Abs(float64(b)) < 0x1p-126 {
		a, b = Mul32(a, 0x1p24, RN), Mul32(b, 0x1p24, RN)
	}
	return Mul32(mufuRcp(b), a, RN)
}

// DivApprox32FTZ is div.approx.ftz.f32: FMUL.FTZ(a, MUFU.RCP(b)).
func DivApprox32FTZ(a, b float32) float32 { return Mul32FTZ(a, mufuRcp(b), RN) }

// DivFull32 is div.full.f32: a and b both scaled by 1/4 when 2^126 < |b|,
// by 2^24 when |b| < 2^-126, then MUFU.RCP(b)*a.
func DivFull32(a, b float32) float32 {
	ab := math.Abs(float64(b))
	if ab > 0x1p126 {
		a, b = Mul32(a, 0.25, RN), Mul32(b, 0.25, RN)
	}
	if ab < 0x1p-126 {
		a, b = Mul32(a, 0x1p24, RN), Mul32(b, 0x1p24, RN)
	}
	return Mul32(mufuRcp(b), a, RN)
}

// DivFull32FTZ is div.full.ftz.f32: with FTZ multiplies and no scaling of
// small divisors (they are flushed).
func DivFull32FTZ(a, b float32) float32 {
	if math.Abs(float64(FTZ32(b))) > 0x1p126 {
		a, b = Mul32FTZ(a, 0.25, RN), Mul32FTZ(b, 0.25, RN)
	}
	return Mul32FTZ(mufuRcp(b), a, RN)
}

// RcpApproxFtz64 is rcp.approx.ftz.f64: MUFU.RCP64H on the high word of x
// (sign, exponent, 20 fraction bits; the low word is ignored), which gives
// the high word of the result; the low word is zero. Denormal inputs count
// as zero (+-inf), results below the normal range flush to +-0; a NaN gives
// 0x7fffffff00000000.
func RcpApproxFtz64(x float64) float64 {
	return math.Float64frombits(uint64(mufuRcp64(uint32(math.Float64bits(x)>>32))) << 32)
}

// RsqrtApproxFtz64 is rsqrt.approx.ftz.f64: MUFU.RSQ64H on the high word
// of x; negative numbers and NaN give 0x7fffffff00000000, +-0 and
// denormals +-inf.
func RsqrtApproxFtz64(x float64) float64 {
	return math.Float64frombits(uint64(mufuRsq64(uint32(math.Float64bits(x)>>32))) << 32)
}

// RsqrtApprox64 is rsqrt.approx.f64, ptxas's sequence: for a positive
// normal x, one Newton step from MUFU.RSQ64H, y0 = RSQ64H(x),
// r = fma(-x, y0*y0, 1), y = fma(fma(r, 0.375, 0.5), y0*r, y0); a positive
// denormal is scaled by 2^54 first and the result by 2^27; +-0 give +-inf,
// +inf gives +0, a negative number CanonicalNaN64, a NaN comes back quieted.
func RsqrtApprox64(x float64) float64 {
	if hi := uint32(math.Float64bits(x) >> 32); hi-0x00100000 < 0x7fe00000 {
		return rsqrtStep64(x)
	}
	switch {
	case x == 0:
		return math.Copysign(math.Inf(1), x)
	case x != x:
		return quiet64(x)
	case x < 0:
		return nan64
	case math.IsInf(x, 1):
		return 0
	}
	return rsqrtStep64(x*0x1p54) * 0x1p27
}

// rsqrtStep64 is the Newton step of rsqrt.approx.f64 from MUFU.RSQ64H.
func rsqrtStep64(x float64) float64 {
	y := RsqrtApproxFtz64(x)
	e := float64(y * y)
	r := math.FMA(x, -e, 1)
	return math.FMA(math.FMA(r, 0.375, 0.5), float64(y*r), y)
}
