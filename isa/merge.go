package isa

import (
	"math/bits"
	"sort"

	"github.com/ptxsim/ptxsim/ptx"
)

// Merge says, per pc, whether ptxas merged the shared-memory access into a
// vector access with its neighbours. ptxas turns scalar ld.shared (or
// st.shared) of one basic block that use the same base register and cover
// consecutive bytes of an aligned 8- or 16-byte word into one LDS.64/LDS.128
// (STS.64/STS.128): matmul_shared_256's 16 loads of As[ty][k..k+15] become 4
// LDS.128 (655360 shared loads and 786432 wavefronts on the H200, not
// 1048576), sharedAtomics's initialising stores of neighbouring variables
// become three STS.64 and one STS. The engine executes the PTX as written;
// the timing model issues the group's first member (the leader) as one
// access of Bytes per lane and the others not at all (Costs makes them
// vanish), their results ready with the leader's.
type Merge struct {
	Leader int32 // pc of the group's leader (itself for the leader); -1: not merged
	Next   int32 // next member of the group after this one; -1: last
	Bytes  uint8 // leader: bytes per lane of the merged access
}

// mergeMaxBytes is the widest shared access (LDS.128).
const mergeMaxBytes = 16

// MergedAccesses finds the shared-memory accesses of p that ptxas merges.
// The rules, read off the corpus's SASS: members are scalar (not vector,
// not volatile) shared loads or stores of one size, with the same guard, the
// same base register (or none: a symbol address) and constant offsets that
// are consecutive and together fill an 8- or 16-byte word whose address is a
// multiple of its size. The base's alignment comes from a flow-insensitive
// analysis (alignment of symbol addresses in the kernel's shared layout,
// constants, and add/shl/mul/mad/mov of aligned values); ptxas places every
// shared variable at its declared alignment in declaration order (as
// Launch does), with the window itself 16-byte aligned. A group lies inside
// one basic block; loads do not merge across a shared store, atomic,
// barrier or fence, stores not across a shared load, and no member's base
// is redefined, nor a load member's destination read or written, between
// the leader and that member.
func MergedAccesses(p *Program) []Merge {
	n := len(p.Code)
	m := make([]Merge, n)
	for i := range m {
		m[i] = Merge{Leader: -1, Next: -1}
	}
	leader := make([]bool, n+1)
	for pc := range p.Code {
		in := &p.Code[pc]
		switch in.Kind {
		case KBra, KBrx:
			if t := int(in.Target); t >= 0 && t <= n {
				leader[t] = true
			}
			leader[pc+1] = true
		case KCall, KRet, KExit, KTrap:
			leader[pc+1] = true
		}
	}
	for _, f := range p.Funcs {
		if f.End <= f.Start {
			continue
		}
		al := alignments(p, f)
		start := int(f.Start)
		for pc := int(f.Start); pc <= int(f.End); pc++ {
			if pc == int(f.End) || leader[pc] && pc > start {
				mergeBlock(p, f, al, m, start, pc)
				start = pc
			}
		}
	}
	return m
}

// mergeCand is one access that may join a group.
type mergeCand struct {
	pc   int
	off  int64 // constant part of the address (symbol layout offset included)
	base int32
	sym  int32
}

// mergeBlock merges the accesses of the basic block [lo, hi) of f.
func mergeBlock(p *Program, f *Func, al *alignInfo, m []Merge, lo, hi int) {
	var win []mergeCand
	flush := func(kind Kind) {
		if len(win) > 1 {
			mergeWindow(p, al, m, win, kind)
		}
		win = win[:0]
	}
	kind := KNop
	for pc := lo; pc < hi; pc++ {
		in := &p.Code[pc]
		shared := in.Space == ptx.SpaceShared
		switch {
		case (in.Kind == KLd || in.Kind == KSt) && shared:
			if in.Kind != kind {
				flush(kind)
				kind = in.Kind
			}
			if in.Vec > 1 || in.Flags&FVolatile != 0 || in.Size != 4 && in.Size != 8 {
				continue
			}
			off := in.Off
			if in.Sym >= 0 {
				so, ok := al.symOff(in.Sym)
				if !ok {
					continue
				}
				off += so
			}
			win = append(win, mergeCand{pc: pc, off: off, base: in.Base, sym: in.Sym})
		case in.Kind == KLd || in.Kind == KSt || in.Kind == KAtom || in.Kind == KBar || in.Kind == KNop ||
			in.Kind == KAsync || in.Kind == KMbar || in.Kind == KCluster || in.Kind == KTensor || in.Kind == KBarWarp:
			if in.Kind == KLd && in.Space != ptx.SpaceShared && in.Space != ptx.SpaceGeneric && kind == KLd {
				continue // other spaces' loads do not order shared loads
			}
			flush(kind)
		}
	}
	flush(kind)
}

// mergeWindow groups the candidates of one window (all loads or all
// stores, nothing between them that orders shared memory).
func mergeWindow(p *Program, al *alignInfo, m []Merge, win []mergeCand, kind Kind) {
	sort.SliceStable(win, func(i, j int) bool {
		a, b := win[i], win[j]
		if a.base != b.base {
			return a.base < b.base
		}
		return a.off < b.off
	})
	used := make(map[int]bool)
	for i := range win {
		if used[win[i].pc] {
			continue
		}
		lead := &p.Code[win[i].pc]
		size := int64(lead.Size)
		for _, width := range [...]int64{16, 8} {
			k := int(width / size)
			if k < 2 || win[i].off%width != 0 || i+k > len(win) {
				continue
			}
			if win[i].base >= 0 && al.reg(win[i].base) < width {
				continue
			}
			grp := win[i : i+k]
			ok := true
			for j, c := range grp {
				in := &p.Code[c.pc]
				if used[c.pc] || c.base != win[i].base || c.off != win[i].off+int64(j)*size || int64(in.Size) != size ||
					in.Guard != lead.Guard || in.GuardNeg != lead.GuardNeg {
					ok = false
					break
				}
			}
			if !ok || !mergeSafe(p, grp, kind) {
				continue
			}
			// The leader is the member first in program order.
			first := grp[0].pc
			for _, c := range grp {
				first = min(first, c.pc)
			}
			pcs := make([]int, 0, k)
			for _, c := range grp {
				pcs = append(pcs, c.pc)
				used[c.pc] = true
			}
			sort.Ints(pcs)
			for j, pc := range pcs {
				m[pc].Leader = int32(first)
				if j+1 < len(pcs) {
					m[pc].Next = int32(pcs[j+1])
				}
			}
			m[first].Bytes = uint8(width)
			break
		}
	}
}

// mergeSafe checks that moving every member to the first member's place
// changes nothing: no base is redefined and no load member's destination
// is read or written in between.
func mergeSafe(p *Program, grp []mergeCand, kind Kind) bool {
	first, last := grp[0].pc, grp[0].pc
	for _, c := range grp {
		first, last = min(first, c.pc), max(last, c.pc)
	}
	for _, c := range grp {
		in := &p.Code[c.pc]
		for k := first; k < c.pc; k++ {
			o := &p.Code[k]
			for _, d := range o.D {
				if d >= 0 && (d == in.Base || kind == KLd && d == in.D[0]) {
					return false
				}
			}
			if kind == KLd && k != c.pc {
				for _, s := range o.S {
					if s >= 0 && s == in.D[0] {
						return false
					}
				}
				if o.Base >= 0 && o.Base == in.D[0] {
					return false
				}
			}
		}
	}
	return true
}

// alignInfo holds a function's known alignments.
type alignInfo struct {
	p     *Program
	f     *Func
	slots []int64 // per register slot: known alignment in bytes (0: unknown yet)
	konst map[int32]uint64
	syms  map[int32]int64
}

func (a *alignInfo) reg(s int32) int64 {
	if s < 0 || int(s) >= len(a.slots) {
		return 1
	}
	if v := a.slots[s]; v > 0 {
		return v
	}
	return 1
}

// symOff is the offset of a shared symbol in the kernel's layout.
func (a *alignInfo) symOff(s int32) (int64, bool) {
	o, ok := a.syms[s]
	return o, ok
}

// lowAlign is the alignment of a constant, at most mergeMaxBytes.
func lowAlign(v uint64) int64 {
	if v == 0 {
		return mergeMaxBytes
	}
	return min(int64(1)<<bits.TrailingZeros64(v), mergeMaxBytes)
}

// alignments computes the alignment of f's registers.
func alignments(p *Program, f *Func) *alignInfo {
	a := &alignInfo{p: p, f: f, slots: make([]int64, f.NumRegs), syms: map[int32]int64{}, konst: map[int32]uint64{}}
	if f.Entry {
		offs, _ := p.SharedLayout(f)
		for i, si := range f.SharedSyms {
			a.syms[si] = offs[i]
		}
	}
	// Constant slots: Func.Consts holds (slot, value) pairs.
	for i := 0; i+1 < len(f.Consts); i += 2 {
		if s := int32(f.Consts[i]); s >= 0 && int(s) < len(a.slots) {
			a.slots[s] = lowAlign(f.Consts[i+1])
			a.konst[s] = f.Consts[i+1]
		}
	}
	val := func(s int32) int64 {
		if s < 0 || int(s) >= len(a.slots) {
			return 1
		}
		return a.slots[s] // 0: not known yet (optimistic)
	}
	meet := func(x, y int64) int64 {
		switch {
		case x == 0:
			return y
		case y == 0:
			return x
		}
		return min(x, y)
	}
	for changed := true; changed; {
		changed = false
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			d := in.D[0]
			if _, k := a.konst[d]; d < 0 || int(d) >= len(a.slots) || k || predDsts(in)&1 != 0 {
				continue
			}
			var v int64 = 1
			switch in.Kind {
			case KAddr:
				if o, ok := a.syms[in.Sym]; ok && in.Flags&FFrame == 0 {
					v = lowAlign(uint64(o + in.Off))
				}
			case KALU:
				if in.Type == ptx.Pred {
					continue
				}
				s0, s1, s2 := val(in.S[0]), val(in.S[1]), val(in.S[2])
				switch in.Op {
				case ptx.OpMov:
					v = s0
				case ptx.OpCvt:
					if !in.Type.IsFloat() && !in.SType.IsFloat() {
						v = s0
					}
				case ptx.OpAdd, ptx.OpSub:
					if !in.Type.IsFloat() {
						v = meet(s0, s1)
					}
				case ptx.OpShl:
					if c, k := a.konst[in.S[1]]; k && s0 > 0 {
						v = min(s0<<min(c, 8), mergeMaxBytes)
					}
				case ptx.OpMul:
					if !in.Type.IsFloat() && in.Flags&FHi == 0 && s0 > 0 && s1 > 0 {
						v = min(s0*s1, mergeMaxBytes)
					}
				case ptx.OpMad:
					if !in.Type.IsFloat() && in.Flags&FHi == 0 && s0 > 0 && s1 > 0 {
						v = meet(min(s0*s1, mergeMaxBytes), s2)
					}
				}
				if v == 0 {
					continue // sources not known yet
				}
			}
			if nv := meet(a.slots[d], v); nv != a.slots[d] {
				a.slots[d] = nv
				changed = true
			}
		}
	}
	return a
}
