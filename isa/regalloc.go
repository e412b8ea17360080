package isa

import (
	"math/bits"
	"sort"

	"github.com/ptxsim/ptxsim/ptx"
)

// allocHigh assigns physical registers to f's values the way a linear-scan
// allocator does and returns the highest register used plus one. Where
// maxLive's pressure counts how many registers are live at once, this
// counts which ones: ptxas reports the highest register index, and
// alignment leaves holes below it.
//
//   - The code runs in the ASAP order asapPeak scheduled (a.sched); a
//     value lives from its first definition to its last use in that order,
//     stretched over every block it is live into or out of (liveness over
//     the CFG), so a loop-carried value holds one register for the loop.
//   - A 64-bit value takes an even-aligned pair; the destinations of a
//     vector load take one aligned group of 2 or 4 registers (LDG.E.128
//     R8), and a vector store whose sources are not such a group in order
//     needs its own aligned group at the store (the MOVs of copyFloat4's
//     SASS).
//   - A 64-bit address formed from a uniform base (a kernel parameter, a
//     symbol) holds its register pair from the start of the block: ptxas
//     hoists the LDC.64 of every such base to the top of the block (vecAdd:
//     LDC.64 R2, R4, R6 before the first IMAD.WIDE).
//   - R1 is the stack pointer; every other register is taken lowest first.
func (a *regAnalysis) allocHigh(f *Func, uses [][]int32, temps []int, live []uint64, words int, resolve func(int32) []int32) int {
	code := a.code
	n := len(code)
	if len(a.sched) != n {
		return 0
	}
	ns := a.nslots
	pos := make([]int, n)
	for q, pc := range a.sched {
		pos[pc] = q
	}
	// Groups: vector load destinations share one interval.
	group := newDisjointSets[int32](ns)
	find := group.find
	gwidth := make([]int, ns)
	for s := 0; s < ns; s++ {
		gwidth[s] = int(a.width[s])
	}
	for i := range code {
		in := &code[i]
		// A tensor fragment is one aligned register range (HMMA R4..R7).
		if xd := a.xdef[i]; len(xd) > 1 {
			first := int32(-1)
			for _, d := range xd {
				if !a.xDef(d) {
					continue
				}
				if first < 0 {
					first = find(d)
				} else if r := find(d); r != first {
					group[r] = first
					gwidth[first] += gwidth[r]
				}
			}
		}
		if in.Kind != KLd || in.Vec < 2 {
			continue
		}
		c := &a.costs[i]
		first := int32(-1)
		for k, d := range in.D {
			if k >= int(in.Vec) || c.PredD&(1<<k) != 0 || !a.xDef(d) {
				continue
			}
			if first < 0 {
				first = find(d)
				continue
			}
			if r := find(d); r != first {
				group[r] = first
				gwidth[first] += gwidth[r]
			}
		}
	}
	// Values a scalar store writes to memory go in odd registers (STG
	// R9 in vecAdd, R7 in saxpy, R11, R15, R17 in transposeNaive).
	odd := make([]bool, ns)
	for i := range code {
		in := &code[i]
		if in.Kind != KSt || in.Vec > 1 {
			continue
		}
		c := &a.costs[i]
		if c.PredS&1 == 0 {
			for _, u := range resolve(in.S[0]) {
				if a.width[u] == 1 {
					odd[find(u)] = true
				}
			}
		}
	}
	const none = 1 << 30
	start := make([]int, ns)
	end := make([]int, ns)
	for s := range start {
		start[s], end[s] = none, -1
	}
	touch := func(s int32, q int) {
		g := find(s)
		start[g] = min(start[g], q)
		end[g] = max(end[g], q)
	}
	type tmp struct{ start, end, width int }
	var temps2 []tmp
	// Constants that need a register (constReg): one interval per
	// constant from its first to its last use, over whole loop bodies.
	type kkey struct {
		slot  int32
		block int
	}
	kstart, kend := map[kkey]int{}, map[kkey]int{}
	out := make([]uint64, words)
	for bi, bl := range a.blocks {
		ps, pe := bl[0], bl[1]
		if ps >= pe {
			continue
		}
		first := a.sched[ps]
		// The block's first pc in program order is the smallest pc of it.
		for q := ps; q < pe; q++ {
			first = min(first, a.sched[q])
		}
		last := first + (pe - ps) - 1
		row := live[first*words : (first+1)*words]
		for k, wv := range row {
			for m := wv; m != 0; m &= m - 1 {
				touch(int32(k*64+bits.TrailingZeros64(m)), ps)
			}
		}
		clear(out)
		successors(a.p, f, a.code, last, func(t int) {
			for k := 0; k < words; k++ {
				out[k] |= live[t*words+k]
			}
		})
		for k, wv := range out {
			for m := wv; m != 0; m &= m - 1 {
				touch(int32(k*64+bits.TrailingZeros64(m)), pe-1)
			}
		}
		// A loop body (its last instruction branches back to its start or
		// before): ptxas keeps the loads of an iteration in flight while
		// the next one's are issued (the chased loads of
		// micro.chaseGlobal rotate through R8..R21, copyKernel's unrolled
		// copies take R4..R29), so a load's result lives to the end of
		// the body, in LoopLoadRegs copies.
		loop := code[last].Kind == KBra && int(code[last].Target-f.Start) <= first && int(code[last].Target-f.Start) >= 0
		for q := ps; q < pe; q++ {
			i := a.sched[q]
			in := &code[i]
			c := &a.costs[i]
			for _, u := range uses[i] {
				touch(u, q)
			}
			if ks := a.constReg(in, c); ks >= 0 {
				k := kkey{ks, bi}
				lo, hi := q, q
				if loop {
					lo, hi = ps, pe-1
				}
				if v, ok := kstart[k]; !ok || lo < v {
					kstart[k] = lo
				}
				kend[k] = max(kend[k], hi)
			}
			hoist := a.uniformBase64(in, c)
			loads := loop && (in.Kind == KLd || in.Kind == KTensor && TensorKind(in.Sub) == TensorLdmatrix)
			defAt := func(d int32) {
				touch(d, q)
				if loads {
					touch(d, pe-1)
					for u := 1; u < LoopLoadRegs; u++ {
						temps2 = append(temps2, tmp{q, pe - 1, int(a.width[d])})
					}
				}
				if hoist {
					touch(d, ps)
				}
			}
			a.vdefs(i, defAt)
			if temps[i] > 0 {
				temps2 = append(temps2, tmp{ps, q, temps[i]})
			}
			if in.Kind == KSt && in.Vec >= 2 && !a.vectorGroupInOrder(in, c, find) {
				w := 0
				for k := 0; k < int(in.Vec) && k < len(in.S); k++ {
					if c.PredS&(1<<k) == 0 && a.reg(in.S[k]) {
						w += int(a.width[in.S[k]])
					} else {
						w++
					}
				}
				temps2 = append(temps2, tmp{max(q-1, 0), q, w}) // the copies are made while the sources live
			}
		}
	}
	type ival struct {
		start, end, width int
		odd               bool
	}
	var iv []ival
	for s := 0; s < ns; s++ {
		if find(int32(s)) == int32(s) && end[s] >= 0 && a.class[s] == vReg {
			iv = append(iv, ival{start[s], end[s], gwidth[s], odd[s] && gwidth[s] == 1})
		}
	}
	keys := make([]kkey, 0, len(kstart))
	for k := range kstart {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(x, y int) bool {
		if keys[x].block != keys[y].block {
			return keys[x].block < keys[y].block
		}
		return keys[x].slot < keys[y].slot
	})
	for _, k := range keys {
		iv = append(iv, ival{kstart[k], kend[k], int(a.width[k.slot]), false})
	}
	for _, t := range temps2 {
		iv = append(iv, ival{t.start, t.end, t.width, false})
	}
	sort.SliceStable(iv, func(x, y int) bool {
		if iv[x].start != iv[y].start {
			return iv[x].start < iv[y].start
		}
		return iv[x].width > iv[y].width
	})
	var busy [MaxRegs + 8]int // end position of the interval holding the register, -1 free
	for r := range busy {
		busy[r] = -1
	}
	busy[RegStackPointer] = none
	high := 0
	for _, v := range iv {
		w := v.width
		al := 1
		for al < w {
			al *= 2
		}
		if al > 4 {
			al = 4
		}
		r0 := 0
		if v.odd {
			r0, al = 1, 2
		}
		placed := false
		for r := r0; r+w <= len(busy); r += al {
			ok := true
			for k := r; k < r+w; k++ {
				if busy[k] > v.start {
					ok = false
					break
				}
			}
			if ok {
				for k := r; k < r+w; k++ {
					busy[k] = v.end
				}
				high, placed = max(high, r+w), true
				break
			}
		}
		if !placed {
			return len(busy) // more than the register file: EstimateRegs caps it at MaxRegs
		}
	}
	return high
}

// constReg returns the constant slot an instruction needs in a register,
// or -1: a multiply-add has room for one immediate operand, so with
// constants as both multiplier and addend ptxas moves the multiplier to a
// register (IMAD R4, R16, R11, 0x3c6ef35f after IMAD.MOV.U32 R11, RZ, RZ,
// 0x19660d; FFMA R4, R4, R7, -1 with R7 = 2.0 in the scale corpus's
// stream_init) and keeps it there through a loop.
func (a *regAnalysis) constReg(in *Inst, c *Cost) int32 {
	if in.Kind != KALU || in.Op != ptx.OpMad && in.Op != ptx.OpFma || c.PredS&7 != 0 {
		return -1
	}
	k := func(s int32) bool {
		if !a.reg(s) || a.class[s] != vUniform {
			return false
		}
		if a.ndef[s] == 0 {
			return true
		}
		// a constant moved into a register first (mov.f32 %f36, 0f3F7FBE77)
		d := &a.code[a.def[s]]
		return a.ndef[s] == 1 && d.Kind == KALU && d.Op == ptx.OpMov && a.reg(d.S[0]) && a.ndef[d.S[0]] == 0 && a.class[d.S[0]] == vUniform
	}
	if k(in.S[1]) && k(in.S[2]) && !k(in.S[0]) {
		return in.S[1]
	}
	return -1
}

// uniformBase64 says whether in forms a 64-bit register value from a
// uniform 64-bit source (a base address in the constant bank): the base
// is loaded into the destination's register pair ahead of it (LDC.64).
func (a *regAnalysis) uniformBase64(in *Inst, c *Cost) bool {
	if in.Kind != KALU || in.Type.Bits() != 64 || in.Type.IsFloat() {
		return false
	}
	if in.Op != ptx.OpAdd && in.Op != ptx.OpMad && in.Op != ptx.OpSub {
		return false
	}
	for k, s := range in.S {
		if c.PredS&(1<<k) == 0 && a.reg(s) && a.class[s] == vUniform && a.width[s] == 2 && a.ndef[s] > 0 {
			return true
		}
	}
	return false
}

// vectorGroupInOrder says whether the sources of vector store in are the
// destinations of one vector load in the same order (no copy needed).
func (a *regAnalysis) vectorGroupInOrder(in *Inst, c *Cost, find func(int32) int32) bool {
	var g int32 = -1
	for k := 0; k < int(in.Vec) && k < len(in.S); k++ {
		s := in.S[k]
		if c.PredS&(1<<k) != 0 || !a.reg(s) || a.class[s] != vReg || a.ndef[s] != 1 {
			return false
		}
		d := &a.code[a.def[s]]
		if d.Kind != KLd || d.Vec != in.Vec || d.D[k] != s {
			return false
		}
		if k == 0 {
			g = find(s)
		} else if find(s) != g {
			return false
		}
	}
	return true
}
