package mma

// MinSM is the lowest target (sm_XY as XY) on which the PTX ISA allows an
// mma.sync form, from the "Target ISA notes" of "Warp-level Matrix
// Multiply-Accumulate Instructions: mma": m8n8k4 with .f16 from sm_70;
// m16n8k8 .f16 and the m8n8k16 integer shape from sm_75; m16n8k16 .f16,
// .bf16, .tf32, m16n8k32 integers and m8n8k4 .f64 from sm_80; the
// m16n8k{4,8,16} .f64 shapes from sm_90. The ptx package's opcode table
// cannot say this (mma's modifiers are validated here), so it is the one
// place these minimums live.
func MinSM(s Shape, a Kind) int {
	switch a {
	case F16:
		switch s {
		case Shape{8, 8, 4}:
			return 70
		case Shape{16, 8, 8}:
			return 75
		}
		return 80
	case BF16, TF32:
		return 80
	case F64:
		if s == (Shape{8, 8, 4}) {
			return 80
		}
		return 90
	case S8, U8:
		if s == (Shape{8, 8, 16}) {
			return 75
		}
		return 80
	case S4, U4, B1:
		if s.M == 8 {
			return 75
		}
		return 80
	case E4M3, E5M2:
		return 89
	}
	return 70
}
