package isa

import "math/bits"

// setUnwritten fills the Unwritten list of every entry function (see Func).
// A register read before it is written is undefined in PTX, and the
// engine gives it no meaning: but a warp reused from an earlier block
// would read what that block left, which depends on which block a worker
// ran before, and so on the number of threads. The engine clears exactly
// these slots when it reuses a warp, which keeps the common case (nvcc's
// code writes every register before reading it) free of any clearing.
func setUnwritten(p *Program) {
	for _, f := range p.Funcs {
		if f.Entry && f.End > f.Start {
			f.Unwritten, f.UnwrittenCalls = unwritten(p, f)
		}
	}
}

// unwritten is a backward may-liveness over f's instructions to a fixed
// point: the register slots live at f's entry, constant slots left out
// (the engine loads those). A guarded write, and every write of an
// instruction kind whose operands are not all in S and D, does not kill;
// reads it cannot see in the operands are not counted, which only leaves
// the engine as it was for them. calls says whether f calls a function:
// a callee's frame lies above f's in the register file and is not
// analysed, so the engine clears the whole file then.
func unwritten(p *Program, f *Func) (slots []int32, calls bool) {
	code := p.Code[f.Start:f.End]
	n, nregs := len(code), f.NumRegs
	if nregs == 0 {
		return nil, false
	}
	words := (nregs + 63) / 64
	use := make([]uint64, n*words)
	def := make([]uint64, n*words)
	set := func(row []uint64, s int32) {
		if s >= 0 && int(s) < nregs {
			row[s>>6] |= 1 << (s & 63)
		}
	}
	for i := range code {
		in := &code[i]
		u, d := use[i*words:(i+1)*words], def[i*words:(i+1)*words]
		c := CostOf(in)
		for k, s := range in.S {
			if c.PredS&(1<<k) == 0 {
				set(u, s)
			}
		}
		set(u, in.Base)
		kills := in.Guard == NoSlot
		switch in.Kind {
		case KCall:
			calls = true
			if in.Aux >= 0 && int(in.Aux) < len(p.Calls) && p.Calls[in.Aux].Func < 0 {
				set(u, p.Calls[in.Aux].Reg)
			}
		case KTensor:
			kills = false
			if in.Aux >= 0 && int(in.Aux) < len(p.Tensor) {
				t := p.Tensor[in.Aux]
				for _, l := range [][]int32{t.D, t.A, t.B, t.C} {
					for _, s := range l {
						set(u, s)
					}
				}
				if t.Wg != nil {
					set(u, t.DescA)
					set(u, t.DescB)
				}
				if t.Sp != nil || t.Wg != nil && t.Wg.Sparse {
					set(u, t.Meta)
				}
			}
		case KTexture:
			kills = false
			if in.Aux >= 0 && int(in.Aux) < len(p.Tex) {
				t := p.Tex[in.Aux]
				set(u, t.Handle)
				set(u, t.LOD)
				set(u, t.Depth)
				for _, l := range [][]int32{t.Coords, t.DPdx, t.DPdy, t.Offset, t.Src} {
					for _, s := range l {
						set(u, s)
					}
				}
			}
		case KAsync, KMbar, KCluster, KBulk, KStack, KUnsupported:
			kills = false
		}
		if kills {
			for k, s := range in.D {
				if c.PredD&(1<<k) == 0 {
					set(d, s)
				}
			}
		}
	}
	live := liveIn(p, f, code, words, use, def)
	isConst := make([]bool, nregs)
	for i := 0; i+1 < len(f.Consts); i += 2 {
		if s := f.Consts[i]; s < uint64(nregs) {
			isConst[s] = true
		}
	}
	for k, w := range live[:words] {
		for ; w != 0; w &= w - 1 {
			if s := k*64 + bits.TrailingZeros64(w); !isConst[s] {
				slots = append(slots, int32(s))
			}
		}
	}
	return slots, calls
}

// liveIn is backward liveness over f's CFG (code is f's instructions) to
// its least fixed point: per instruction, words 64-bit words of the
// register slots live before it, given the slots each instruction reads
// (use) and those it overwrites for certain (def), in the same layout.
func liveIn(p *Program, f *Func, code []Inst, words int, use, def []uint64) []uint64 {
	n := len(code)
	live := make([]uint64, n*words)
	tmp := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			clear(tmp)
			successors(p, f, code, i, func(j int) {
				for k := range tmp {
					tmp[k] |= live[j*words+k]
				}
			})
			row := live[i*words : (i+1)*words]
			for k := range row {
				v := use[i*words+k] | tmp[k]&^def[i*words+k]
				if v != row[k] {
					row[k], changed = v, true
				}
			}
		}
	}
	return live
}
