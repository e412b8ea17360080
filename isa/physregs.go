package isa

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/ptx"
)

// PhysicalCode returns a copy of code (p's instructions, or a reordered
// copy of them with the same functions and pcs) in which the general
// register slots of every entry function that physicalSlots accepts are
// renamed so that values whose live ranges never overlap share a slot, as
// ptxas's register allocation does; nil if no function was renamed.
//
// Why: nvcc's PTX gives every value a register of its own (the synthetic
// SGEMM's inner loop writes 48 fresh .f32 registers per iteration), and a
// register slot is a row of 32 lanes x 8 bytes, four host cache lines.
// The timing model runs a quantum's 132 SMs one after another, so each
// SM's warps find their registers evicted by the other SMs: the fewer
// distinct rows a warp touches, the fewer host cache misses per issue.
// The copy executes the same operations on the same values (per thread:
// a lane only ever reads what its own thread wrote), so every result is
// the same; the timing model keeps the original slots for its
// scoreboard, so no dependency and no cycle changes either.
//
// The frame keeps f.NumRegs slots and the constant slots keep their
// numbers; renamed values take the lowest slots that are not constants.
func PhysicalCode(p *Program, code []Inst) []Inst {
	var out []Inst
	for _, f := range p.Funcs {
		if !f.Entry || f.End <= f.Start || int(f.End) > len(code) {
			continue
		}
		body := code[f.Start:f.End]
		m := physicalSlots(p, f, body)
		if m == nil {
			continue
		}
		if out == nil {
			out = append([]Inst(nil), code...)
		}
		for i := range body {
			renameSlots(&out[int(f.Start)+i], m)
		}
	}
	return out
}

// physicalKind says whether instructions of kind k touch general
// registers only through D, S and Base (as regOperands lists them), so
// that renaming those renames every register access: no calls (a callee's
// frame), no side tables holding slots (tensor, texture, bulk, async), and
// nothing that reads another lane's registers (shfl, vote, match, redux:
// a lane outside the mask would read whatever shares the slot).
func physicalKind(in *Inst) bool {
	if in.Type == ptx.B128 || in.SType == ptx.B128 {
		return false
	}
	switch in.Kind {
	case KALU, KSpecial, KAddr, KLd, KSt, KAtom, KBra, KRet, KExit, KIsspacep:
		return true
	case KNop:
		return true
	case KBar:
		return in.Flags&(FRedPopc|FRedAnd|FRedOr) == 0
	}
	return false
}

// regOperands calls visit for every general register operand of in (a
// pointer to its slot, and whether the instruction writes it): the base,
// the register sources, and the destinations the engine writes (a load's
// first Vec).
func regOperands(in *Inst, c *Cost, visit func(s *int32, def bool)) {
	if in.Base >= 0 {
		visit(&in.Base, false)
	}
	for k := range in.S {
		if in.S[k] >= 0 && c.PredS&(1<<k) == 0 {
			visit(&in.S[k], false)
		}
	}
	nd := len(in.D)
	if in.Kind == KLd {
		nd = max(int(in.Vec), 1)
	}
	for k := range in.D[:nd] {
		if in.D[k] >= 0 && c.PredD&(1<<k) == 0 {
			visit(&in.D[k], true)
		}
	}
}

// renameSlots rewrites in's general register slots through m (-1: keep).
func renameSlots(in *Inst, m []int32) {
	c := CostOf(in)
	regOperands(in, &c, func(s *int32, _ bool) {
		if int(*s) < len(m) && m[*s] >= 0 {
			*s = m[*s]
		}
	})
}

// maxPhysicalSlots bounds the functions physicalSlots renames (its
// interference matrix is slots^2 bits: 2 MB at the bound).
const maxPhysicalSlots = 4096

// maxPhysicalLiveWords bounds the bit sets physicalSlots keeps per
// instruction (use, def and live: one 64-bit word per 64 slots each, 24 MB
// together at the bound; the largest kernel in testdata needs a third of
// it), so that a huge generated kernel costs no unbounded memory at load;
// such kernels run with their registers as written.
const maxPhysicalLiveWords = 1 << 20

// physicalSlots returns f's renaming (old slot -> new slot, -1 for slots
// the code never names and for constants), or nil when f is not renamed:
// an instruction kind physicalKind refuses, a slot out of range, a
// register some path may read before writing it (the engine clears those
// on warp reuse by their own numbers), or a renaming that saves nothing.
//
// The analysis is per thread, which is what each lane's registers see:
// backward liveness over f's CFG to a fixed point, a guarded write not
// killing (the lanes whose guard is false keep the old value, so it is
// also a read). Two values interfere when one is written where the other
// is live after the write; the sources and destinations of one
// instruction all interfere too (a handler may write a destination before
// it has read every source lane). Slots are coloured greedily in slot
// order with the lowest slot that is neither a neighbour's colour nor a
// constant.
func physicalSlots(p *Program, f *Func, code []Inst) []int32 {
	n, nregs := len(code), f.NumRegs
	if n == 0 || nregs == 0 || nregs > maxPhysicalSlots || len(f.Unwritten) > 0 || f.UnwrittenCalls || f.Builtin != BuiltinNone {
		return nil
	}
	words := (nregs + 63) / 64
	if int64(n)*int64(words) > maxPhysicalLiveWords {
		return nil // the liveness sets would take more than 24 MB: run the code as written
	}
	isConst := make([]uint64, words)
	for k := 0; k+1 < len(f.Consts); k += 2 {
		if s := f.Consts[k]; s < uint64(nregs) {
			isConst[s>>6] |= 1 << (s & 63)
		}
	}
	constant := func(s int32) bool { return isConst[s>>6]&(1<<(s&63)) != 0 }
	// Per pc: the slots read (a non-killing write's too) and written.
	useAt := make([][]int32, n)
	defAt := make([][]int32, n)
	kill := make([]bool, n)
	named := make([]uint64, words)
	bad := false
	for i := range code {
		in := &code[i]
		if !physicalKind(in) {
			return nil
		}
		c := CostOf(in)
		var us, ds []int32
		regOperands(in, &c, func(p *int32, def bool) {
			switch s := *p; {
			case int(s) >= nregs || def && constant(s):
				bad = true
			case def:
				ds = append(ds, s)
			case !constant(s):
				us = append(us, s)
			}
		})
		if bad {
			return nil
		}
		kill[i] = in.Guard == NoSlot
		if !kill[i] {
			us = append(us, ds...)
		}
		for _, s := range us {
			named[s>>6] |= 1 << (s & 63)
		}
		for _, s := range ds {
			named[s>>6] |= 1 << (s & 63)
		}
		useAt[i], defAt[i] = us, ds
	}
	// Liveness (liveIn, shared with unwritten): live[i] = slots live before pc i.
	use := make([]uint64, n*words)
	def := make([]uint64, n*words)
	for i := range code {
		for _, u := range useAt[i] {
			use[i*words+int(u>>6)] |= 1 << (u & 63)
		}
		if kill[i] {
			for _, d := range defAt[i] {
				def[i*words+int(d>>6)] |= 1 << (d & 63)
			}
		}
	}
	live := liveIn(p, f, code, words, use, def)
	out := make([]uint64, words)
	liveOut := func(i int) {
		clear(out)
		successors(p, f, code, i, func(j int) {
			lj := live[j*words : (j+1)*words]
			for w := range out {
				out[w] |= lj[w]
			}
		})
	}
	for _, x := range live[:words] {
		if x != 0 {
			return nil // read before written on some path
		}
	}
	adj := make([]uint64, nregs*words)
	edge := func(a, b int32) {
		if a != b {
			adj[int(a)*words+int(b>>6)] |= 1 << (b & 63)
			adj[int(b)*words+int(a>>6)] |= 1 << (a & 63)
		}
	}
	for i := range code {
		if len(defAt[i]) == 0 {
			continue
		}
		liveOut(i)
		for _, d := range defAt[i] {
			for w, x := range out {
				for ; x != 0; x &= x - 1 {
					edge(d, int32(w*64+bits.TrailingZeros64(x)))
				}
			}
			for _, u := range useAt[i] {
				edge(d, u)
			}
			for _, e := range defAt[i] {
				edge(d, e)
			}
		}
	}
	m := make([]int32, nregs)
	for i := range m {
		m[i] = -1
	}
	taken := make([]uint64, words)
	renamed := 0
	for s := int32(0); int(s) < nregs; s++ {
		if named[s>>6]&(1<<(s&63)) == 0 {
			continue
		}
		copy(taken, isConst)
		row := adj[int(s)*words : (int(s)+1)*words]
		for w, x := range row {
			for ; x != 0; x &= x - 1 {
				if c := m[w*64+bits.TrailingZeros64(x)]; c >= 0 {
					taken[c>>6] |= 1 << (c & 63)
				}
			}
		}
		c := int32(-1)
		for w, x := range taken {
			if x != ^uint64(0) {
				c = int32(w*64 + bits.TrailingZeros64(^x))
				break
			}
		}
		if c < 0 || int(c) >= nregs {
			return nil // not reached: the named slots, constants aside, are enough colours
		}
		m[s] = c
		if c != s {
			renamed++
		}
	}
	if renamed == 0 {
		return nil
	}
	return m
}
