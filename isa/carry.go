package isa

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// Extended-precision arithmetic (add.cc, addc, sub.cc, subc, mad.cc, madc)
// and testp.
//
// The PTX condition code register CC.CF is per thread. It lives in a hidden
// predicate slot of the function (one bit per lane), allocated on the first
// instruction that reads or writes it, so the engine needs no new state and
// a call's register window keeps the caller's carry apart from the callee's
// (the PTX ISA says CC is not preserved across calls anyway). Inst.D[1] is
// that slot for every carry instruction.

// ccSlot returns the function's carry-flag predicate slot.
func (w *flower) ccSlot() int32 {
	if w.cc == 0 {
		w.cc = w.npreds + 1
		w.npreds++
	}
	return w.cc - 1
}

// usesCarry reports whether op/in reads or writes CC.CF.
func usesCarry(op ptx.Opcode, in *Inst) bool {
	switch op {
	case ptx.OpAddc, ptx.OpSubc, ptx.OpMadc:
		return true
	case ptx.OpAdd, ptx.OpSub, ptx.OpMad:
		return in.Has(FCC) && in.Type.IsInt()
	}
	return false
}

// carryALU returns the handler of a carry instruction on 32- or 64-bit
// integers (signedness does not change the bits: the PTX ISA defines
// these as unsigned arithmetic with a carry-out).
func carryALU(in *Inst, op ptx.Opcode) ALUFn {
	n := in.Type.Bits()
	if n != 32 && n != 64 {
		return nil
	}
	cin := op == ptx.OpAddc || op == ptx.OpSubc || op == ptx.OpMadc
	cout := in.Has(FCC)
	hi := in.Has(FHi)
	var sub, mad bool
	switch op {
	case ptx.OpSub, ptx.OpSubc:
		sub = true
	case ptx.OpMad, ptx.OpMadc:
		mad = true
	}
	signed := in.Type.IsSigned()
	return func(in *Inst, r []uint64, p []uint32, mask uint32) {
		d, a, b := lane(r, in.D[0]), lane(r, in.S[0]), lane(r, in.S[1])
		var c []uint64
		if mad {
			c = lane(r, in.S[2])
		}
		cf := p[in.D[1]]
		var out uint32
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			x, y := a[l], b[l]
			var ci uint64
			if cin {
				ci = uint64(cf >> uint(l) & 1)
			}
			var v, co uint64
			if mad {
				// The product's low or high half is the first addend.
				x = mulHalf(x, y, n, signed, hi)
				y = c[l]
			}
			if n == 32 {
				x, y = x&0xffffffff, y&0xffffffff
				if sub {
					t := x - y - ci
					v, co = t&0xffffffff, t>>32&1 // borrow out
				} else {
					t := x + y + ci
					v, co = t&0xffffffff, t>>32
				}
			} else if sub {
				v, co = bits.Sub64(x, y, ci)
			} else {
				v, co = bits.Add64(x, y, ci)
			}
			d[l] = v
			out |= uint32(co) << uint(l)
		}
		if cout {
			p[in.D[1]] = cf&^mask | out&mask
		}
	}
}

// mulHalf is the low (or, with hi, the high) n bits of a*b.
func mulHalf(a, b uint64, n int, signed, hi bool) uint64 {
	if !hi {
		return a * b & widthMask(n)
	}
	return mulHi(a, b, n, signed)
}

// lowerTestp decodes testp.class.type p, a.
func (w *flower) lowerTestp(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	if len(src.Args) < 2 {
		w.errorf(pos, "testp needs a predicate destination and a source")
		return
	}
	cls, ok := fpu.TestpClass(0), false
	for _, m := range src.Mods {
		if c, k := fpu.LookupTestpClass(m); k {
			cls, ok = c, true
		}
	}
	if !ok {
		w.errorf(pos, "testp needs a class (.finite, .infinite, .number, .notanumber, .normal, .subnormal)")
		return
	}
	t := in.Type
	if t != ptx.F32 && t != ptx.F64 {
		w.errorf(pos, "testp needs .f32 or .f64, not %s", t)
		return
	}
	in.D[0] = w.pdst(&src.Args[0], pos)
	in.S[0] = w.src(&src.Args[1], t, pos)
	in.Sub = uint8(cls)
	isF64 := t == ptx.F64
	in.Fn = func(in *Inst, r []uint64, p []uint32, mask uint32) {
		a := lane(r, in.S[0])
		c := fpu.TestpClass(in.Sub)
		var res uint32
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			var v bool
			if isF64 {
				v = fpu.Testp64(c, f64(a[l]))
			} else {
				v = fpu.Testp32(c, f32(a[l]))
			}
			if v {
				res |= 1 << uint(l)
			}
		}
		p[in.D[0]] = p[in.D[0]]&^mask | res
	}
	w.emit(*in, pos)
}
