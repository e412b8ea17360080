package pipeline

import (
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// fuseShiftAdds folds address arithmetic that ptxas does in one SASS
// instruction: `shl t, x, k; add d, b, t` with t read nowhere else is one
// LEA (or IMAD x, 2^k, b), so the shift vanishes (issue 0, its result
// ready when x is) and the add carries the whole step. The corpus's SASS
// does this for every such pair: chaseShared and bankConflict turn
// `shl.b32; add.s32; ld.shared` into `LEA R, R, UR4, 0x2; LDS` (lat_shared
// 29.2 and bank_conflicts 29.7 cycles per step on the H200 are LDS 23 plus
// one ALU latency, not two). Only register shifts by a constant feeding a
// single add of the same width qualify; costs is modified in place.
func fuseShiftAdds(p *isa.Program, costs []isa.Cost) {
	reads := map[int32]int{} // per slot of the function: register reads
	defs := map[int32]int{}
	for _, f := range p.Funcs {
		clear(reads)
		clear(defs)
		consts := map[int32]bool{}
		for i := 0; i+1 < len(f.Consts); i += 2 { // (slot, value) pairs
			consts[int32(f.Consts[i])] = true
		}
		for pc := f.Start; pc < f.End; pc++ {
			in, c := &p.Code[pc], &costs[pc]
			for k, s := range in.S {
				if s >= 0 && c.PredS&(1<<k) == 0 {
					reads[s]++
				}
			}
			if in.Base >= 0 {
				reads[in.Base]++
			}
			for k, d := range in.D {
				if d >= 0 && c.PredD&(1<<k) == 0 {
					defs[d]++
				}
			}
		}
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			if in.Kind != isa.KALU || in.Op != ptx.OpShl || in.Guard >= 0 || costs[pc].Issues != 1 {
				continue
			}
			t := in.D[0]
			if t < 0 || in.S[0] < 0 || consts[in.S[0]] || !consts[in.S[1]] || reads[t] != 1 || defs[t] != 1 {
				continue
			}
			for u := pc + 1; u < f.End; u++ {
				ad := &p.Code[u]
				if !reads1(ad, t) {
					if writes(ad, in.S[0]) {
						break // x changes before the add: keep the shift
					}
					continue
				}
				if ad.Kind == isa.KALU && ad.Op == ptx.OpAdd && ad.Guard < 0 && ad.Type.Bits() == in.Type.Bits() && ad.Type.Bits() >= 32 {
					costs[pc].Class, costs[pc].Issues, costs[pc].Lat = isa.ClassNone, 0, 0
				}
				break
			}
		}
	}
}

// reads1 reports whether in reads register slot s as a source or base.
func reads1(in *isa.Inst, s int32) bool {
	for _, x := range in.S {
		if x == s {
			return true
		}
	}
	return in.Base == s
}

// writes reports whether in writes slot s (any destination).
func writes(in *isa.Inst, s int32) bool {
	for _, d := range in.D {
		if d == s {
			return true
		}
	}
	return false
}
