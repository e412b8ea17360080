package fpu

import "math"

// min/max follow IEEE 754-2008 minNum/maxNum as the PTX ISA specifies: a
// NaN operand is ignored and the other returned; two NaNs give the
// canonical NaN; -0 is less than +0. The .NaN variant (sm_80+) instead
// returns the canonical NaN when either operand is NaN.

// MinF32 is min{.NaN}.f32 (without .ftz, which the caller applies).
func MinF32(a, b float32, nanProp bool) float32 {
	an, bn := isNaN32(a), isNaN32(b)
	switch {
	case an && bn, nanProp && (an || bn):
		return nan32
	case an:
		return b
	case bn:
		return a
	case a < b:
		return a
	case b < a:
		return b
	}
	// equal: only ±0 differ in bits; prefer -0.
	if math.Signbit(float64(a)) {
		return a
	}
	return b
}

// MaxF32 is max{.NaN}.f32.
func MaxF32(a, b float32, nanProp bool) float32 {
	an, bn := isNaN32(a), isNaN32(b)
	switch {
	case an && bn, nanProp && (an || bn):
		return nan32
	case an:
		return b
	case bn:
		return a
	case a > b:
		return a
	case b > a:
		return b
	}
	if math.Signbit(float64(a)) {
		return b
	}
	return a
}

// MinF64 is min.f64.
func MinF64(a, b float64, nanProp bool) float64 {
	an, bn := a != a, b != b
	switch {
	case an && bn, nanProp && (an || bn):
		return nan2(a, b)
	case an:
		return b
	case bn:
		return a
	case a < b:
		return a
	case b < a:
		return b
	}
	if math.Signbit(a) {
		return a
	}
	return b
}

// MaxF64 is max.f64.
func MaxF64(a, b float64, nanProp bool) float64 {
	an, bn := a != a, b != b
	switch {
	case an && bn, nanProp && (an || bn):
		return nan2(a, b)
	case an:
		return b
	case bn:
		return a
	case a > b:
		return a
	case b > a:
		return b
	}
	if math.Signbit(a) {
		return b
	}
	return a
}

func minMax16(a, b uint16, x, y float64, nanProp, isMax bool, nan uint16) uint16 {
	an, bn := x != x, y != y
	switch {
	case an && bn, nanProp && (an || bn):
		return nan
	case an:
		return b
	case bn:
		return a
	case x < y:
		if isMax {
			return b
		}
		return a
	case y < x:
		if isMax {
			return a
		}
		return b
	}
	// equal: -0 is the smaller
	if (a&0x8000 != 0) != isMax {
		return a
	}
	return b
}

// MinF16 is min{.NaN}.f16 on raw bits.
func MinF16(a, b uint16, nanProp bool) uint16 {
	return minMax16(a, b, f16ToF64(a), f16ToF64(b), nanProp, false, CanonicalNaNF16)
}

// MaxF16 is max{.NaN}.f16.
func MaxF16(a, b uint16, nanProp bool) uint16 {
	return minMax16(a, b, f16ToF64(a), f16ToF64(b), nanProp, true, CanonicalNaNF16)
}

// MinBF16 is min{.NaN}.bf16.
func MinBF16(a, b uint16, nanProp bool) uint16 {
	return minMax16(a, b, bf16ToF64(a), bf16ToF64(b), nanProp, false, CanonicalNaNBF16)
}

// MaxBF16 is max{.NaN}.bf16.
func MaxBF16(a, b uint16, nanProp bool) uint16 {
	return minMax16(a, b, bf16ToF64(a), bf16ToF64(b), nanProp, true, CanonicalNaNBF16)
}
