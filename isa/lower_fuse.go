package isa

import (
	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// Lowering of the contractions found by contract.go: a contracted mul (and
// its copies) emits nothing, unless one of its sources changes before the
// last add it fuses into, in which case it copies its sources into two
// slots of its own (a register rename in ptxas's SSA form: no SASS); each
// contracted add/sub becomes one fused multiply-add of the mul's sources
// and its addend, with the product or the addend negated as the sub and
// any neg in the chain say.

// lowerBodyInst lowers body instruction i of the function, applying the
// contraction analysis.
func (w *flower) lowerBodyInst(i int, src *ptx.Inst) {
	if w.ct == nil {
		w.lowerInst(src)
		return
	}
	switch w.ct.action[i] {
	case fuseDrop:
		if src.Op == ptx.OpMul && w.ct.capture[i] {
			w.captureSources(i, src)
		}
	case fuseAdd:
		w.lowerFusedAdd(src, w.ct.fuse[i])
	default:
		w.lowerInst(src)
	}
}

// captureSources copies the two sources of contracted mul i into slots of
// its own.
func (w *flower) captureSources(i int, mul *ptx.Inst) {
	slots := w.capSlots(i)
	t := mul.Types[0]
	for k := 0; k < 2; k++ {
		in := w.newInst(ptx.OpMov, KALU, mul.Pos)
		in.Type = t
		in.Unit = UnitINT
		in.D[0] = slots[k]
		in.S[0] = w.src(&mul.Args[k+1], t, mul.Pos)
		in.Fn = movFn
		in.Extra |= XRename
		w.emit(in, mul.Pos)
	}
}

func (w *flower) capSlots(i int) [2]int32 {
	if w.caps == nil {
		w.caps = map[int][2]int32{}
	}
	s, ok := w.caps[i]
	if !ok {
		s = [2]int32{w.newReg(), w.newReg()}
		w.caps[i] = s
	}
	return s
}

func (w *flower) lowerFusedAdd(src *ptx.Inst, fu fusion) {
	pos := src.Pos
	mul := &w.f.Body[fu.mul]
	t := src.Types[0]
	in := w.newInst(ptx.OpFma, KALU, pos)
	in.Type = t
	in.Unit = unitFor(UnitArith, t)
	decodeCommon(&in, src)
	if src.Guard != ptx.NoReg {
		in.Guard = w.slot[src.Guard]
		in.GuardNeg = src.GuardNeg
	}
	in.D[0] = w.dst(&src.Args[0], pos)
	if w.ct.capture[fu.mul] {
		s := w.capSlots(fu.mul)
		in.S[0], in.S[1] = s[0], s[1]
	} else {
		in.S[0] = w.src(&mul.Args[1], t, pos)
		in.S[1] = w.src(&mul.Args[2], t, pos)
	}
	in.S[2] = w.src(&src.Args[fu.addend], t, pos)
	in.Fn = fusedFn(t, fu.negProd, fu.negAdd, in.Has(FFtz), in.Has(FSat))
	in.Extra |= XFused
	w.emit(in, pos)
}

// fusedFn is the FMA of a contracted pair, rounded to nearest even.
func fusedFn(t ptx.Type, negProd, negAdd, ftz, sat bool) ALUFn {
	switch t {
	case ptx.F32:
		var sp, sa uint64
		if negProd {
			sp = 1 << 31
		}
		if negAdd {
			sa = 1 << 31
		}
		return tern(func(a, b, c uint64) uint64 {
			x, y, z := f32(a^sp), f32(b), f32(c^sa)
			var r float32
			if ftz {
				r = fpu.FTZ32(fpu.Fma32FTZ(x, y, z, fpu.RN))
			} else {
				r = fpu.Fma32(x, y, z, fpu.RN)
			}
			if sat {
				r = fpu.Sat32(r)
			}
			return b32(r)
		})
	case ptx.F64:
		var sp, sa uint64
		if negProd {
			sp = 1 << 63
		}
		if negAdd {
			sa = 1 << 63
		}
		// A negated NaN operand keeps its sign: DFMA propagates the
		// operand's own NaN (measured: c - a*b with a NaN a).
		isNaN := func(x uint64) bool { return x&0x7ff0000000000000 == 0x7ff0000000000000 && x<<12 != 0 }
		return tern(func(a, b, c uint64) uint64 {
			if isNaN(a) {
				a ^= sp
			}
			if isNaN(c) {
				c ^= sa
			}
			return b64f(fpu.Fma64(f64(a^sp), f64(b), f64(c^sa), fpu.RN))
		})
	}
	bf := t == ptx.BF16 || t == ptx.BF16x2
	halves := 1
	if t == ptx.F16x2 || t == ptx.BF16x2 {
		halves = 2
	}
	var sp, sa uint16
	if negProd {
		sp = 0x8000
	}
	if negAdd {
		sa = 0x8000
	}
	one := func(a, b, c uint16) uint16 {
		if ftz && !bf {
			a, b, c = fpu.FTZF16(a), fpu.FTZF16(b), fpu.FTZF16(c)
		}
		var r uint16
		switch {
		case bf:
			r = fpu.FmaBF16(a^sp, b, c^sa, fpu.RN)
		case ftz:
			r = fpu.FmaF16FTZ(a^sp, b, c^sa, fpu.RN)
		default:
			r = fpu.FmaF16(a^sp, b, c^sa, fpu.RN)
		}
		if ftz && !bf {
			r = fpu.FTZF16(r)
		}
		if sat && !bf {
			r = fpu.SatF16(r)
		}
		return r
	}
	return tern(func(a, b, c uint64) uint64 {
		var d uint64
		for h := 0; h < halves; h++ {
			s := uint(16 * h)
			d |= uint64(one(uint16(a>>s), uint16(b>>s), uint16(c>>s))) << s
		}
		return d
	})
}
