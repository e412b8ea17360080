package fpu

import "math"

// The narrow formats of the sm_100 conversions (cvt to and from .e2m3x2,
// .e3m2x2, .e2m1x2 and .ue8m0x2). None of them exists on the H200, so
// these follow the PTX ISA's description and the OCP microscaling formats
// they implement, without hardware measurements:
//
//   - e2m3 (1 sign, 2 exponent bits biased by 1, 3 fraction bits) and e3m2
//     (3 exponent bits biased by 3, 2 fraction bits) are 6-bit values with
//     no infinity or NaN: largest magnitudes 7.5 and 28. The conversions
//     always saturate (.satfinite is mandatory): overflow and infinity give
//     the largest magnitude with the sign; NaN gives the positive largest
//     magnitude (the formats have no NaN to give).
//   - e2m1 (2 exponent bits biased by 1, 1 fraction bit) is a 4-bit value
//     with the same rules; largest magnitude 6.
//   - ue8m0 is an unsigned power of two, 2^(e-127) for e in 0..254; 0xff is
//     NaN. Conversions round toward zero or up (.rz, .rp); a NaN input gives
//     0xff; an infinity or overflow gives 0xff, or 0xfe with .satfinite;
//     values below 2^-127 (zero and negative values included) give 0x00.

var (
	fmtE2M3 = format{frac: 3, exp: 2, noInf: true, maxFin: 0x1f}
	fmtE3M2 = format{frac: 2, exp: 3, noInf: true, maxFin: 0x1f}
	fmtE2M1 = format{frac: 1, exp: 2, noInf: true, maxFin: 0x7}
)

// toMicro converts x to one of the saturating 4- and 6-bit formats with
// round to nearest even; relu turns negative results (and -0) into +0.
func toMicro(f format, x float32, relu bool) uint8 {
	bits := f.frac + f.exp
	maxMag := uint8(f.maxFin)
	sign := uint8(1) << bits
	if isNaN32(x) {
		return maxMag
	}
	neg := math.Signbit(float64(x))
	if relu && neg {
		return 0
	}
	var b uint8
	if math.IsInf(float64(x), 0) {
		b = maxMag
	} else {
		v := roundF64(f, math.Abs(float64(x)), RN)
		if v > uint64(maxMag) { // the NaN pattern of an overflow: saturate
			v = uint64(maxMag)
		}
		b = uint8(v)
	}
	if neg {
		b |= sign
	}
	return b
}

// F32ToE2M3 is one value of cvt.rn.satfinite{.relu}.e2m3x2.f32.
func F32ToE2M3(x float32, relu bool) uint8 { return toMicro(fmtE2M3, x, relu) }

// F32ToE3M2 is one value of cvt.rn.satfinite{.relu}.e3m2x2.f32.
func F32ToE3M2(x float32, relu bool) uint8 { return toMicro(fmtE3M2, x, relu) }

// F32ToE2M1 is one value of cvt.rn.satfinite{.relu}.e2m1x2.f32.
func F32ToE2M1(x float32, relu bool) uint8 { return toMicro(fmtE2M1, x, relu) }

// fromMicro widens a 4- or 6-bit value to f16 (exact: every value of these
// formats is an f16 normal or zero).
func fromMicro(f format, x uint8) uint16 {
	bits := f.frac + f.exp
	neg := x>>bits&1 != 0
	e := int(x >> f.frac & (1<<f.exp - 1))
	m := float64(x & (1<<f.frac - 1))
	var v float64
	if e == 0 {
		v = math.Ldexp(m, 1-f.bias()-int(f.frac))
	} else {
		v = math.Ldexp(m+float64(uint64(1)<<f.frac), e-f.bias()-int(f.frac))
	}
	h := F64ToF16(v, RN)
	if neg {
		h |= 0x8000
	}
	return h
}

// E2M3ToF16 widens one e2m3 value (the low 6 bits of x).
func E2M3ToF16(x uint8) uint16 { return fromMicro(fmtE2M3, x&0x3f) }

// E3M2ToF16 widens one e3m2 value (the low 6 bits of x).
func E3M2ToF16(x uint8) uint16 { return fromMicro(fmtE3M2, x&0x3f) }

// E2M1ToF16 widens one e2m1 value (the low 4 bits of x).
func E2M1ToF16(x uint8) uint16 { return fromMicro(fmtE2M1, x&0xf) }

// F32ToUE8M0 is one value of cvt.{rz,rp}{.satfinite}.ue8m0x2.f32.
func F32ToUE8M0(x float32, r Rounding, satfinite bool) uint8 {
	switch {
	case isNaN32(x):
		return 0xff
	case math.IsInf(float64(x), 1):
		if satfinite {
			return 0xfe
		}
		return 0xff
	case !(x > 0):
		return 0
	}
	b := math.Float32bits(x)
	e := int(b >> 23 & 0xff)
	frac := b & 0x7fffff
	if e == 0 { // an f32 denormal, frac × 2^-149: below 2^-126
		if r == RP && frac > 1<<22 {
			return 1 // above 2^-127: rounds up to 2^-126
		}
		return 0
	}
	if r == RP && frac != 0 {
		e++
	}
	if e > 254 {
		if satfinite {
			return 0xfe
		}
		return 0xff
	}
	return uint8(e)
}

// UE8M0ToBF16 widens one ue8m0 value: 2^(x-127) as bf16 (0xff is NaN; 0
// is 2^-127, a bf16 denormal).
func UE8M0ToBF16(x uint8) uint16 {
	switch x {
	case 0xff:
		return CanonicalNaNBF16
	case 0:
		return 0x0040 // 2^-127
	}
	return uint16(x) << 7
}
