package fpu

import "math"

// Placeholders for the bf16 MUFU forms that isa-core wires (ex2.approx.ftz
// and tanh.approx on .bf16/.bf16x2, sm_90). Numerics owned by isa-mufu:
// these return the correctly rounded result, which the H200's MUFU need
// not match bit for bit; isa-mufu replaces the bodies with the measured
// model and keeps the names.

// Ex2ApproxFtzBF16 is ex2.approx.ftz.bf16: 2^x rounded to bf16, subnormal
// inputs and results flushed to zero.
func Ex2ApproxFtzBF16(h uint16) uint16 {
	if h&0x7f80 == 0 {
		h &= 0x8000
	}
	x := bf16ToF64(h)
	if x != x {
		return CanonicalNaNBF16
	}
	r := F64ToBF16(math.Exp2(x), RN)
	if r&0x7f80 == 0 {
		r &= 0x8000
	}
	return r
}

// TanhApproxBF16 is tanh.approx.bf16: tanh(x) rounded to bf16.
func TanhApproxBF16(h uint16) uint16 {
	x := bf16ToF64(h)
	if x != x {
		return CanonicalNaNBF16
	}
	return F64ToBF16(math.Tanh(x), RN)
}
