package fpu

import "math"

// The 16-bit MUFU forms (MUFU.EX2.F16/.BF16, MUFU.TANH.F16/.BF16; the x2
// forms are two of them, one per half). Measured on all 65536 inputs of
// each: the result is the f32 unit's result on the converted input,
// truncated (rounded toward zero) to 16 bits, except that a result too large
// for f16 becomes infinity and a NaN gives 0x7fff.

// truncF32ToF16 cuts an f32 result of the unit to f16 as MUFU.*.F16 does.
func truncF32ToF16(x float32) uint16 {
	b := math.Float32bits(x)
	s := uint16(b>>16) & 0x8000
	e, m := int(b>>23&0xff), b&0x7fffff
	switch {
	case e == 0xff && m != 0:
		return CanonicalNaNF16
	case e == 0xff:
		return s | 0x7c00
	case e == 0 || e-127 < -25:
		return s
	}
	E := e - 127
	sig := m | 0x800000
	if E >= -14 {
		v := uint32(E+15)<<10 | (sig>>13)&0x3ff
		if v >= 0x7c00 {
			return s | 0x7c00
		}
		return s | uint16(v)
	}
	return s | uint16(sig>>uint(13-14-E))
}

// truncF32ToBF16 cuts an f32 result of the unit to bf16 (a NaN, always
// 0x7fffffff from the unit, gives 0x7fff).
func truncF32ToBF16(x float32) uint16 { return uint16(math.Float32bits(x) >> 16) }

// Ex2ApproxF16 is ex2.approx.f16 (sm_75+).
func Ex2ApproxF16(h uint16) uint16 { return truncF32ToF16(mufuEx2(F16ToF32(h))) }

// TanhApproxF16 is tanh.approx.f16 (sm_75+).
func TanhApproxF16(h uint16) uint16 { return truncF32ToF16(mufuTanh(F16ToF32(h))) }

// Ex2ApproxFtzBF16 is ex2.approx.ftz.bf16 (sm_90+): denormal inputs count
// as zero (the unit flushes them), results are never denormal.
func Ex2ApproxFtzBF16(h uint16) uint16 { return truncF32ToBF16(mufuEx2(BF16ToF32(h))) }

// TanhApproxBF16 is tanh.approx.bf16 (sm_90+).
func TanhApproxBF16(h uint16) uint16 { return truncF32ToBF16(mufuTanh(BF16ToF32(h))) }
