package pipeline

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
)

// Tensor instructions as ptxas emits them for sm_90 (async.sm_90.sass,
// wmmaTile): wmma.load.{a,b} of an f16 m16n16k16 fragment is four LDG.E
// (the fragment's eight registers hold each 32-bit pair twice, and pairs
// that are not adjacent in memory load apart), wmma.store.d of f32 is four
// STG.E.64 (adjacent column pairs), wmma.mma m16n16k16 two HMMA.16816 (one
// per m16n8 half). The rule, applied to any layout: one access per distinct
// fragment register (registers holding the same elements in every lane are
// loaded once), adjacent registers whose elements follow each other in
// memory in every lane merged into one vector access of up to 16 bytes.

// fragAccess is one SASS load or store of a wmma.load/store: count
// fragment registers from reg on.
type fragAccess struct{ reg, count uint8 }

// wmmaPlan returns the SASS accesses of wmma.load/store op.
func wmmaPlan(op *isa.TensorOp) []fragAccess {
	l := op.L
	if l == nil || l.Regs == 0 {
		return nil
	}
	regBytes := max(l.PerReg*l.Kind.Bits()/8, 4)
	pos := func(lane, r, sub int) int { // the element's place in memory order, per unit stride
		row, col := l.Elem(lane, r*l.PerReg+sub)
		if op.RowMajor {
			return row*1<<16 + col
		}
		return col*1<<16 + row
	}
	var plan []fragAccess
	for r := 0; r < l.Regs; r++ {
		dup := false
		for q := 0; q < r && !dup; q++ {
			dup = true
			for lane := 0; lane < 32 && dup; lane++ {
				dup = pos(lane, q, 0) == pos(lane, r, 0)
			}
		}
		if dup {
			continue
		}
		if n := len(plan); n > 0 {
			p := &plan[n-1]
			last := int(p.reg) + int(p.count) - 1
			if last == r-1 && (int(p.count)+1)*regBytes <= 16 && bits.OnesCount(uint(p.count)+1) == 1 {
				next := true
				for lane := 0; lane < 32 && next; lane++ {
					next = pos(lane, r, 0) == pos(lane, last, l.PerReg-1)+1
				}
				if next {
					p.count++
					continue
				}
			}
		}
		plan = append(plan, fragAccess{reg: uint8(r), count: 1})
	}
	return plan
}

// tensorCosts adjusts the costs of tensor instructions to their SASS: the
// accesses of wmma.load/store (returned per pc), and one HMMA per m16n8
// tile of a 16-bit wmma.mma.
func tensorCosts(p *isa.Program, costs []isa.Cost) [][]fragAccess {
	var plans [][]fragAccess
	for pc := range p.Code {
		in := &p.Code[pc]
		if in.Kind != isa.KTensor || int(in.Aux) >= len(p.Tensor) {
			continue
		}
		op := p.Tensor[in.Aux]
		switch isa.TensorKind(in.Sub) {
		case isa.TensorLoad, isa.TensorStore:
			plan := wmmaPlan(op)
			if len(plan) == 0 {
				continue
			}
			if plans == nil {
				plans = make([][]fragAccess, len(p.Code))
			}
			plans[pc] = plan
			costs[pc].Class, costs[pc].Issues = isa.ClassLSU, uint8(len(plan))
		case isa.TensorMma:
			costs[pc].Class = isa.ClassTensor
			if in.Op == ptx.OpWmmaMma && op.Op != nil && op.Op.A.Bits() == 16 {
				s := op.Op.Shape
				costs[pc].Issues = uint8(max(s.M*s.N/128, 1))
			}
		}
	}
	return plans
}

// tensorMem books the accesses of a wmma.load/store that warp tw issues at
// T and returns when its data is back (loads) or accepted (-1: none), and
// the ticket of the part the memory side delivers later (quantum.go).
func (t *tmodel) tensorMem(s *tsm, tw *twarp, in *isa.Inst, plan []fragAccess, em uint32, T int64) (int64, int32) {
	w := tw.w
	op := t.prog.Tensor[in.Aux]
	l := op.L
	lane0 := bits.TrailingZeros32(em)
	base := w.AddrConst(in)
	if in.Base >= 0 {
		base += w.Reg(in.Base)[lane0]
	}
	ldm := l.Cols
	if !op.RowMajor {
		ldm = l.Rows
	}
	if in.S[0] >= 0 {
		ldm = int(uint32(w.Reg(in.S[0])[lane0]))
	}
	size := uint64(l.Kind.Bits() / 8)
	sp := in.Space
	if sp == ptx.SpaceGeneric {
		switch {
		case base >= isa.SharedWindow && base < isa.SharedWindow+isa.SharedSize:
			sp = ptx.SpaceShared
		default:
			sp = ptx.SpaceGlobal
		}
	}
	a := &s.acc
	a.Span = false // Lo, Hi not set here (memsys.Access.Span)
	a.Mask = em
	a.CacheOp = timing.CacheDefault
	a.Op = timing.OpLoad
	load := isa.TensorKind(in.Sub) == isa.TensorLoad
	if !load {
		a.Op = timing.OpStore
	}
	a.Space = timing.SpaceGlobal
	if sp == ptx.SpaceShared || sp == ptx.SpaceSharedCluster {
		a.Space = timing.SpaceShared
		if base >= isa.SharedWindow {
			base -= isa.SharedWindow
		}
	}
	done := int64(-1)
	tk := int32(timing.NoTicket)
	for _, f := range plan {
		a.Size = int(f.count) * max(l.PerReg*l.Kind.Bits()/8, 4)
		for m := em; m != 0; m &= m - 1 {
			lane := bits.TrailingZeros32(m)
			row, col := l.Elem(lane, int(f.reg)*l.PerReg)
			off := uint64(row*ldm + col)
			if !op.RowMajor {
				off = uint64(col*ldm + row)
			}
			a.Addr[lane] = base + off*size
		}
		var d int64
		d, tk = s.port.Do(T, a, tk)
		done = max(done, d)
		if !t.ifconv[tw.npc].Covered {
			switch {
			case a.Space == timing.SpaceShared && load:
				s.opSharedLd++
			case a.Space == timing.SpaceShared:
				s.opSharedSt++
			case sp == ptx.SpaceGlobal && in.Space == ptx.SpaceGlobal && load:
				s.opGlobalLd++
			case sp == ptx.SpaceGlobal && in.Space == ptx.SpaceGlobal:
				s.opGlobalSt++
			}
		}
	}
	return done, tk
}

// fragReady is when the fragment registers tensor instruction in reads
// are ready (wmma.store: the stored fragment; mma: A, B and C), with the
// stall kind of the latest.
func (t *tmodel) fragReady(tw *twarp, in *isa.Inst) int64 {
	op := t.prog.Tensor[in.Aux]
	rb := tw.w.RegBase()
	best := int64(0)
	if isa.TensorKind(in.Sub) == isa.TensorWgmma {
		// The accumulators belong to the tensor core until wait_group
		// (tensorpipe.go); only a register A is read at issue.
		for _, r := range op.A {
			best = max(best, sbGet(&tw.sb, rb+int(r)))
		}
		return best
	}
	for _, fr := range [...][]int32{op.A, op.B, op.C} {
		for _, r := range fr {
			best = max(best, sbGet(&tw.sb, rb+int(r)))
		}
	}
	if isa.TensorKind(in.Sub) == isa.TensorStore || isa.TensorKind(in.Sub) == isa.TensorStmatrix {
		for _, r := range op.D {
			best = max(best, sbGet(&tw.sb, rb+int(r)))
		}
	}
	return best
}

// setFrag marks the destination fragment of tensor instruction in ready at
// cycle at with stall kind why.
func (t *tmodel) setFrag(tw *twarp, in *isa.Inst, at int64, why uint8) {
	switch isa.TensorKind(in.Sub) {
	case isa.TensorStore, isa.TensorStmatrix, isa.TensorWgmma:
		return // wgmma: wait_group holds the warp until the accumulators are written
	}
	for _, r := range t.prog.Tensor[in.Aux].D {
		markDst(tw, r, false, at, why)
	}
}
