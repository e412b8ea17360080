package isa

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/ptx"
)

// Register estimation. PTX has unlimited virtual registers; the hardware
// register count per thread (which drives occupancy) is what ptxas
// allocates. EstimateRegs approximates it from the lowered program: the
// largest number of 32-bit registers live at once (a 64-bit value counts
// twice), plus the registers ptxas always reserves, rounded as ptxas
// reports them. Compared with launch__registers_per_thread of the corpus
// in sm's timing tests; a launch can override it (sm.Launch.Registers).

// Register-count rules of ptxas for sm_90.
const (
	MinRegs      = 16  // ptxas never reports fewer for a kernel (every corpus kernel with little state: 16)
	MaxRegs      = 255 // per thread
	RegsReserved = 0   // beyond the live values: the stack pointer pair and address temporaries
)

// EstimateRegs returns the estimated registers per thread of kernel f,
// including the functions it calls.
func EstimateRegs(p *Program, f *Func) int {
	seen := map[int]bool{}
	var walk func(f *Func) int
	walk = func(f *Func) int {
		if seen[f.Index] || f.Builtin != BuiltinNone || f.End <= f.Start {
			return 0
		}
		seen[f.Index] = true
		n := maxLive(p, f)
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			if in.Kind == KCall && in.Target >= 0 && int(in.Target) < len(p.Funcs) {
				n = max(n, walk(p.Funcs[in.Target]))
			}
		}
		return n
	}
	n := walk(f) + RegsReserved
	return min(max(n, MinRegs), MaxRegs)
}

// maxLive is the peak of live 32-bit register words in f (backward
// liveness over its CFG, to a fixed point).
func maxLive(p *Program, f *Func) int {
	code := p.Code[f.Start:f.End]
	n := len(code)
	nslots := f.NumRegs
	if f.ConstBase > 0 && int(f.ConstBase) < nslots {
		nslots = int(f.ConstBase) // constant slots are immediates, not registers
	}
	if n == 0 || nslots == 0 {
		return 0
	}
	words := (nslots + 63) / 64
	width := make([]uint8, nslots)
	for i := range width {
		width[i] = 1
	}
	reg := func(s int32) bool { return s >= 0 && int(s) < nslots }
	for i := range code {
		in := &code[i]
		c := CostOf(in)
		w := uint8(1)
		if in.Type.Bits() == 64 || in.Kind == KAddr || in.Kind == KLd && in.Size == 8 ||
			in.Kind == KSpecial && ptx.Special(in.Sub) == ptx.SpecialClock64 || in.Flags&FWide != 0 {
			w = 2
		}
		for k, d := range in.D {
			if c.PredD&(1<<k) == 0 && reg(d) && w > width[d] {
				width[d] = w
			}
		}
	}
	live := make([]uint64, n*words) // live-in per instruction
	succ := func(i int, visit func(int)) {
		in := &code[i]
		switch in.Kind {
		case KBra:
			if t := int(in.Target - f.Start); t >= 0 && t < n {
				visit(t)
			}
			if in.Guard != NoSlot && i+1 < n {
				visit(i + 1)
			}
		case KBrx:
			for _, t := range p.Tables[in.Aux] {
				if k := int(t - f.Start); k >= 0 && k < n {
					visit(k)
				}
			}
		case KExit, KTrap, KRet:
			if in.Guard != NoSlot && in.Kind != KRet && i+1 < n {
				visit(i + 1)
			}
		default:
			if i+1 < n {
				visit(i + 1)
			}
		}
	}
	tmp := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			clear(tmp)
			succ(i, func(s int) {
				for k := 0; k < words; k++ {
					tmp[k] |= live[s*words+k]
				}
			})
			in := &code[i]
			c := CostOf(in)
			// A guarded instruction may not write its destinations, so they
			// stay live through it.
			if in.Guard == NoSlot {
				for k, d := range in.D {
					if c.PredD&(1<<k) == 0 && reg(d) {
						tmp[d/64] &^= 1 << uint(d%64)
					}
				}
			}
			use := func(s int32) {
				if reg(s) {
					tmp[s/64] |= 1 << uint(s%64)
				}
			}
			for k, s := range in.S {
				if c.PredS&(1<<k) == 0 {
					use(s)
				}
			}
			use(in.Base)
			row := live[i*words : (i+1)*words]
			for k := range row {
				if row[k] != tmp[k] {
					copy(row, tmp)
					changed = true
					break
				}
			}
		}
	}
	peak := 0
	for i := 0; i < n; i++ {
		cnt := 0
		row := live[i*words : (i+1)*words]
		for k, wv := range row {
			for m := wv; m != 0; m &= m - 1 {
				cnt += int(width[k*64+bits.TrailingZeros64(m)])
			}
		}
		peak = max(peak, cnt)
	}
	return peak
}
