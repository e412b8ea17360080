package fpu

import "math"

// abs and neg are sign-bit operations in IEEE terms, but the GPU's are not
// always: measured on an H200, abs.f32 of any NaN gives CanonicalNaN32. The
// functions here say, per type, what the hardware does; the .ftz forms are
// FTZ32 of the input.

// Abs32 is abs.f32: NaN gives CanonicalNaN32.
func Abs32(x float32) float32 {
	if isNaN32(x) {
		return nan32
	}
	return math.Float32frombits(math.Float32bits(x) &^ 0x80000000)
}

// Neg32 is neg.f32: NaN gives CanonicalNaN32.
func Neg32(x float32) float32 {
	if isNaN32(x) {
		return nan32
	}
	return math.Float32frombits(math.Float32bits(x) ^ 0x80000000)
}

// Abs64 is abs.f64: a NaN comes back quieted with its sign unchanged.
func Abs64(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	return math.Float64frombits(math.Float64bits(x) &^ (1 << 63))
}

// Neg64 is neg.f64: a NaN comes back quieted with its sign unchanged.
func Neg64(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	return math.Float64frombits(math.Float64bits(x) ^ 1<<63)
}

func isNaNF16(h uint16) bool  { return h&0x7c00 == 0x7c00 && h&0x3ff != 0 }
func isNaNBF16(h uint16) bool { return h&0x7f80 == 0x7f80 && h&0x7f != 0 }

// AbsF16 is abs.f16: NaN gives CanonicalNaNF16.
func AbsF16(h uint16) uint16 {
	if isNaNF16(h) {
		return CanonicalNaNF16
	}
	return h &^ 0x8000
}

// NegF16 is neg.f16: NaN gives CanonicalNaNF16.
func NegF16(h uint16) uint16 {
	if isNaNF16(h) {
		return CanonicalNaNF16
	}
	return h ^ 0x8000
}

// AbsBF16 is abs.bf16: NaN gives CanonicalNaNBF16.
func AbsBF16(h uint16) uint16 {
	if isNaNBF16(h) {
		return CanonicalNaNBF16
	}
	return h &^ 0x8000
}

// NegBF16 is neg.bf16: NaN gives CanonicalNaNBF16.
func NegBF16(h uint16) uint16 {
	if isNaNBF16(h) {
		return CanonicalNaNBF16
	}
	return h ^ 0x8000
}
