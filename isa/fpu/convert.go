package fpu

import "math"

// F64ToF32 is cvt.rnd.f32.f64. A NaN keeps its sign and the top of its
// payload, quieted (measured: 0x7ff4000012345678 gives 0x7fe00000).
func F64ToF32(x float64, r Rounding) float32 {
	if x != x {
		b := math.Float64bits(x)
		return math.Float32frombits(uint32(b>>32)&0x80000000 | 0x7fc00000 | uint32(b>>29)&0x3fffff)
	}
	if r == RN {
		return float32(x)
	}
	if math.IsInf(x, 0) {
		return float32(x)
	}
	return f32of(roundF64(fmtF32, x, r))
}

// F32ToF16 is cvt.rnd.f16.f32 (the result's 16 bits). NaN gives
// CanonicalNaNF16.
func F32ToF16(x float32, r Rounding) uint16 {
	if isNaN32(x) {
		return CanonicalNaNF16
	}
	return uint16(toNarrow(fmtF16, float64(x), r, 0))
}

// F64ToF16 is cvt.rnd.f16.f64, rounded once from the f64 value. A NaN
// keeps its sign and the top of its payload, quieted, as in F64ToF32 (but
// cvt.f16.f32 gives CanonicalNaNF16).
func F64ToF16(x float64, r Rounding) uint16 {
	if x != x {
		b := math.Float64bits(x)
		return uint16(b>>48)&0x8000 | 0x7e00 | uint16(b>>42)&0x1ff
	}
	return uint16(toNarrow(fmtF16, x, r, 0))
}

// F32ToBF16 is cvt.rnd.bf16.f32. NaN gives CanonicalNaNBF16.
func F32ToBF16(x float32, r Rounding) uint16 {
	if r == RN && !isNaN32(x) {
		// Fast path: round the low 16 bits away, ties to even; the carry
		// into the exponent gives the right overflow to infinity.
		b := math.Float32bits(x)
		b += 0x7fff + (b>>16)&1
		return uint16(b >> 16)
	}
	return F64ToBF16(float64(x), r)
}

// F64ToBF16 is cvt.rnd.bf16.f64, rounded once from the f64 value.
func F64ToBF16(x float64, r Rounding) uint16 {
	return uint16(toNarrow(fmtBF16, x, r, uint64(CanonicalNaNBF16)))
}

// toNarrow rounds a float64 to a narrow IEEE format, with infinities kept
// and NaN replaced by the format's canonical NaN.
func toNarrow(f format, x float64, r Rounding, nan uint64) uint64 {
	if x != x {
		return nan
	}
	if math.IsInf(x, 0) {
		return f.signOf(x < 0) | f.infBits()
	}
	return roundF64(f, x, r)
}

// F16ToF32 is cvt.f32.f16 (exact). A NaN becomes CanonicalNaN32.
func F16ToF32(h uint16) float32 {
	if isNaNF16(h) {
		return nan32
	}
	return float32(f16ToF64(h))
}

// f16ToF64 decodes an f16 exactly; NaN becomes the canonical f64 NaN
// (callers that narrow it again produce their own canonical NaN).
func f16ToF64(h uint16) float64 {
	neg := h&0x8000 != 0
	e := int(h >> 10 & 0x1f)
	m := float64(h & 0x3ff)
	var v float64
	switch e {
	case 0:
		v = m * 0x1p-24
	case 0x1f:
		if m != 0 {
			return nan64
		}
		v = math.Inf(1)
	default:
		v = (m + 1024) * math.Ldexp(1, e-25)
	}
	if neg {
		v = -v
	}
	return v
}

// BF16ToF32 is cvt.f32.bf16: the bits become the high half of an f32,
// NaN payloads included (measured: not even quieted).
func BF16ToF32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

func bf16ToF64(h uint16) float64 { return float64(BF16ToF32(h)) }

// F32ToTF32 is cvt.{rna,rn,rz}.tf32.f32: the value rounded to 10 fraction
// bits, left in an f32 container whose low 13 bits are zero. NaN (measured
// on an H200): .rna clears the low 13 bits of the NaN's pattern (so a NaN
// whose payload lies in those bits becomes an infinity), .rn and .rz give
// 0x7fffe000.
func F32ToTF32(x float32, r Rounding) uint32 {
	if isNaN32(x) {
		if r == RNA {
			return math.Float32bits(x) &^ 0x1fff
		}
		return 0x7fffe000
	}
	if math.IsInf(float64(x), 0) {
		return math.Float32bits(x)
	}
	b := roundF64(fmtTF32, float64(x), r) // 19-bit pattern: sign, 8 exponent, 10 fraction
	return uint32(b) << 13
}

// F32ToTF32Satfinite is cvt.rnd.satfinite.tf32.f32: as F32ToTF32, then any
// result with an all-ones exponent (infinity, overflow, and NaN) steps
// down by one tf32 unit, which turns ±inf into ±max-finite (0x7f7fe000);
// NaNs come out as that arithmetic makes them (measured: 0x7fc00000 gives
// 0x7fbfe000).
func F32ToTF32Satfinite(x float32, r Rounding) uint32 {
	b := F32ToTF32(x, r)
	if b&0x7f800000 == 0x7f800000 {
		b -= 0x2000
	}
	return b
}

// fp8 NaN patterns the conversions produce.
const (
	nanE4M3 uint8 = 0x7f
	nanE5M2 uint8 = 0x7f
)

// F32ToE4M3 is cvt.rn{.satfinite}.e4m3x2.f32 for one value. e4m3 has no
// infinity: with satfinite, infinities and overflows become ±448 (0x7e);
// without it they become NaN. NaN stays NaN (0x7f).
func F32ToE4M3(x float32, satfinite bool) uint8 {
	if isNaN32(x) {
		return nanE4M3
	}
	neg := math.Signbit(float64(x))
	var sign uint8
	if neg {
		sign = 0x80
	}
	if math.IsInf(float64(x), 0) {
		if satfinite {
			return sign | 0x7e
		}
		return sign | 0x7f
	}
	b := uint8(roundF64(fmtE4M3, float64(x), RN))
	if b&0x7f == 0x7f && satfinite {
		return sign | 0x7e
	}
	return b
}

// F32ToE5M2 is cvt.rn{.satfinite}.e5m2x2.f32 for one value: with
// satfinite, infinities and overflows become ±57344 (0x7b).
func F32ToE5M2(x float32, satfinite bool) uint8 {
	if isNaN32(x) {
		return nanE5M2
	}
	b := uint8(roundF64(fmtE5M2, float64(x), RN))
	if math.IsInf(float64(x), 0) {
		b = uint8(fmtE5M2.signOf(x < 0) | fmtE5M2.infBits())
	}
	if satfinite && b&0x7f == 0x7c {
		b = b&0x80 | 0x7b
	}
	return b
}

// E4M3ToF16 widens an e4m3 value to f16 (exact); NaN gives CanonicalNaNF16.
func E4M3ToF16(x uint8) uint16 {
	sign := uint16(x&0x80) << 8
	e := int(x >> 3 & 0xf)
	m := uint16(x & 7)
	switch {
	case x&0x7f == 0x7f:
		return CanonicalNaNF16
	case e == 0:
		if m == 0 {
			return sign
		}
		// denormal m × 2^-9: normal in f16
		return sign | uint16(F64ToF16(float64(m)*0x1p-9, RN))&0x7fff
	}
	return sign | uint16(e-7+15)<<10 | m<<7
}

// E5M2ToF16 widens an e5m2 value: its bits are the high byte of an f16.
func E5M2ToF16(x uint8) uint16 {
	if x&0x7c == 0x7c && x&3 != 0 {
		return CanonicalNaNF16
	}
	return uint16(x) << 8
}

// RoundInt32 is cvt.rni/rzi/rmi/rpi.f32.f32: round to an integral value
// in floating point. NaN gives CanonicalNaN32.
func RoundInt32(x float32, r Rounding) float32 {
	if isNaN32(x) {
		return nan32
	}
	return float32(roundInt(float64(x), r))
}

// RoundInt64 is cvt.rni/rzi/rmi/rpi.f64.f64.
func RoundInt64(x float64, r Rounding) float64 {
	if x != x {
		return quiet64(x)
	}
	return roundInt(x, r)
}

func roundInt(x float64, r Rounding) float64 {
	switch r {
	case RZ:
		return math.Trunc(x)
	case RM:
		return math.Floor(x)
	case RP:
		return math.Ceil(x)
	case RNA:
		return math.Round(x)
	}
	return math.RoundToEven(x)
}

// FloatToInt is cvt.{rni,rzi,rmi,rpi}.{s,u}{8,16,32,64}.{f16,f32,f64}
// (x is the source value, exactly widened to f64): x rounded to an integer
// with r, NaN gives 0, and the result saturates to the destination's range
// (the PTX ISA: float-to-integer conversions saturate implicitly). The
// result is the destination value's two's complement, sign-extended to 64
// bits when signed.
//
// NaN (measured on an H200): 0 for destinations of up to 32 bits, and
// 0x8000000000000000 for 64-bit destinations, signed or not. Use F64ToInt
// for an f64 source, whose NaN rule differs.
func FloatToInt(x float64, r Rounding, bits int, signed bool) uint64 {
	if x != x {
		if bits == 64 {
			return 1 << 63
		}
		return 0
	}
	v := roundInt(x, r)
	if signed {
		lim := math.Ldexp(1, bits-1) // 2^(bits-1)
		switch {
		case v >= lim:
			return uint64(1)<<uint(bits-1) - 1
		case v < -lim:
			return ^uint64(0) << uint(bits-1)
		}
		return uint64(int64(v))
	}
	lim := math.Ldexp(1, bits)
	switch {
	case v <= 0:
		return 0
	case v >= lim:
		if bits == 64 {
			return math.MaxUint64
		}
		return uint64(1)<<uint(bits) - 1
	}
	return uint64(v)
}

// F64ToInt is cvt.{rni,rzi,rmi,rpi}.{s,u}{8..64}.f64: FloatToInt, except
// that NaN gives 1<<(bits-1) (measured for 32- and 64-bit destinations,
// signed and unsigned: 0x80000000 and 0x8000000000000000).
func F64ToInt(x float64, r Rounding, bits int, signed bool) uint64 {
	if x != x {
		return 1 << uint(bits-1)
	}
	return FloatToInt(x, r, bits, signed)
}

// intParts splits an integer operand into sign and magnitude.
func intParts(v uint64, signed bool) (neg bool, m uint64) {
	if signed && int64(v) < 0 {
		return true, -v
	}
	return false, v
}

// IntToF32 is cvt.rnd.f32.{s,u}{8..64}; v is the source value, already
// sign-extended to 64 bits when signed.
func IntToF32(v uint64, signed bool, r Rounding) float32 {
	neg, m := intParts(v, signed)
	if m < 1<<24 {
		f := float32(m)
		if neg {
			f = -f
		}
		return f
	}
	return f32of(roundPack(fmtF32, neg, m, 0, false, r))
}

// IntToF64 is cvt.rnd.f64.{s,u}{8..64}.
func IntToF64(v uint64, signed bool, r Rounding) float64 {
	neg, m := intParts(v, signed)
	if m < 1<<53 {
		f := float64(m)
		if neg {
			f = -f
		}
		return f
	}
	return f64of(roundPack(fmtF64, neg, m, 0, false, r))
}

// IntToF16 is cvt.rnd.f16.{s,u}{8..64}: overflow beyond 65504 gives
// infinity or the largest finite value as r dictates.
func IntToF16(v uint64, signed bool, r Rounding) uint16 {
	neg, m := intParts(v, signed)
	if m == 0 {
		return 0
	}
	return uint16(roundPack(fmtF16, neg, m, 0, false, r))
}

// IntToBF16 is cvt.rnd.bf16.{s,u}{16..64}, rounded once from the integer.
func IntToBF16(v uint64, signed bool, r Rounding) uint16 {
	neg, m := intParts(v, signed)
	if m == 0 {
		return 0
	}
	return uint16(roundPack(fmtBF16, neg, m, 0, false, r))
}
