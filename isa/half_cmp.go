package isa

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// Half-precision comparisons (PTX ISA 9.7.7): set and setp on .f16,
// .bf16 and the packed .f16x2/.bf16x2. The packed setp writes the lower
// half's result to p and the upper half's to q, each combined with c by
// the Boolean operator; the packed set writes each half's result into its
// half of d (1.0 in the destination's float format, or all ones for an
// integer destination). .ftz flushes f16 subnormal inputs (bf16 has no
// .ftz).

// halfCmp compares two 16-bit floats.
func halfCmp(c CmpOp, bf, ftz bool) func(a, b uint16) bool {
	rd := func(h uint16) float64 {
		if bf {
			return float64(fpu.BF16ToF32(h))
		}
		if ftz {
			h = fpu.FTZF16(h)
		}
		return float64(fpu.F16ToF32(h))
	}
	return func(a, b uint16) bool { return floatCmp(c, rd(a), rd(b)) }
}

// setTrue is what set writes for a true result in a destination of type
// dt (per half for packed sources).
func setTrue(dt ptx.Type) uint64 {
	switch dt {
	case ptx.F32:
		return 0x3f800000
	case ptx.F16, ptx.F16x2:
		return 0x3c00
	case ptx.BF16, ptx.BF16x2:
		return 0x3f80
	case ptx.U16, ptx.S16, ptx.B16:
		return 0xffff
	}
	return 0xffffffff
}

func (w *flower) lowerSetHalf(in *Inst, src *ptx.Inst, ct ptx.Type) {
	bf := ct == ptx.BF16 || ct == ptx.BF16x2
	cmp := halfCmp(in.Cmp, bf, in.Has(FFtz))
	packed := ct == ptx.F16x2 || ct == ptx.BF16x2
	if src.Op == ptx.OpSetp {
		in.Fn = func(in *Inst, r []uint64, p []uint32, mask uint32) {
			a, b := lane(r, in.S[0]), lane(r, in.S[1])
			var lo, hi uint32
			for m := mask; m != 0; m &= m - 1 {
				l := bits.TrailingZeros32(m)
				if cmp(uint16(a[l]), uint16(b[l])) {
					lo |= 1 << l
				}
				if packed && cmp(uint16(a[l]>>16), uint16(b[l]>>16)) {
					hi |= 1 << l
				}
			}
			pv, qv := lo, hi
			if !packed {
				qv = ^lo // the scalar form's q is the complement, as for setp.f32
			}
			if in.Bool != BoolNone {
				c := predSrc(in, p, 2, FNegC)
				pv, qv = boolOp(in.Bool, pv, c), boolOp(in.Bool, qv, c)
			}
			setBits(p, in.D[0], mask, pv)
			if in.D[1] != NoSlot {
				setBits(p, in.D[1], mask, qv)
			}
		}
		w.emit(*in, src.Pos)
		return
	}
	dt := src.Types[0]
	one := setTrue(dt)
	in.Fn = func(in *Inst, r []uint64, p []uint32, mask uint32) {
		d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
		var c uint32
		if in.Bool != BoolNone {
			c = predSrc(in, p, 2, FNegC)
		}
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			cl := c&(1<<l) != 0
			var v uint64
			if combine(in.Bool, cmp(uint16(a[l]), uint16(b[l])), cl) {
				v = one
			}
			if packed {
				v &= 0xffff
				if combine(in.Bool, cmp(uint16(a[l]>>16), uint16(b[l]>>16)), cl) {
					v |= (one & 0xffff) << 16
				}
			}
			d[l] = v
		}
	}
	w.emit(*in, src.Pos)
}

func boolOp(op BoolOp, x, c uint32) uint32 {
	switch op {
	case BoolAnd:
		return x & c
	case BoolOr:
		return x | c
	case BoolXor:
		return x ^ c
	}
	return x
}
