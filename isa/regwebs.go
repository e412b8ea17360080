package isa

import "slices"

// renameWebs gives every web of a register slot (the definitions that
// reach a common use, joined) a slot of its own, as ptxas's SSA form does:
// hand-written PTX that reuses one register for many unrelated values
// (the ISA tests' `cvt ...; st [%o], %t1; add %o, %o, %s` chains) would
// otherwise serialise them in one live range. A guarded definition also
// reads the value it may leave in place. Slots without definitions
// (constants, parameters read through ld.param have one) keep their number;
// new slots are numbered from a.nslots up. a.code becomes a renamed copy.
func (a *regAnalysis) renameWebs(f *Func) {
	code := a.code
	n := len(code)
	ns := a.nslots
	type site struct {
		pc   int
		slot int32
	}
	var sites []site
	siteAt := make([][]int, n) // pc -> def site ids (register slots only)
	for i := range code {
		in := &code[i]
		c := &a.costs[i]
		for k, d := range in.D {
			if c.PredD&(1<<k) == 0 && a.reg(d) {
				siteAt[i] = append(siteAt[i], len(sites))
				sites = append(sites, site{i, d})
			}
		}
		for _, d := range a.xdef[i] {
			if a.reg(d) {
				siteAt[i] = append(siteAt[i], len(sites))
				sites = append(sites, site{i, d})
			}
		}
	}
	nd := len(sites)
	if nd == 0 {
		return
	}
	perSlot := make([][]int, ns)
	for id, s := range sites {
		perSlot[s.slot] = append(perSlot[s.slot], id)
	}
	multi := false
	for _, l := range perSlot {
		if len(l) > 1 {
			multi = true
			break
		}
	}
	if !multi {
		return
	}
	words := (nd + 63) / 64
	if int64(words)*int64(n) > 1<<22 {
		return // too large to be worth it: keep the slots as written
	}
	// Reaching definitions (forward, to a fixed point).
	in := make([]uint64, n*words)
	out := make([]uint64, n*words)
	preds := make([][]int, n)
	for i := range code {
		successors(a.p, f, a.code, i, func(t int) { preds[t] = append(preds[t], i) })
	}
	tmp := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			clear(tmp)
			for _, p := range preds[i] {
				for k := 0; k < words; k++ {
					tmp[k] |= out[p*words+k]
				}
			}
			copy(in[i*words:(i+1)*words], tmp)
			guarded := code[i].Guard != NoSlot
			for _, id := range siteAt[i] {
				if !guarded {
					for _, o := range perSlot[sites[id].slot] {
						tmp[o/64] &^= 1 << uint(o%64)
					}
				}
				tmp[id/64] |= 1 << uint(id%64)
			}
			row := out[i*words : (i+1)*words]
			if !slices.Equal(row, tmp) {
				copy(row, tmp)
				changed = true
			}
		}
	}
	// Union the sites reaching each use.
	parent := newDisjointSets[int](nd)
	find := parent.find
	join := func(pc int, s int32) {
		first := -1
		for _, id := range perSlot[s] {
			if in[pc*words+id/64]&(1<<uint(id%64)) == 0 {
				continue
			}
			if first < 0 {
				first = find(id)
			} else if r := find(id); r != first {
				parent[r] = first
			}
		}
	}
	for i := range code {
		ins := &code[i]
		c := &a.costs[i]
		for k, s := range ins.S {
			if c.PredS&(1<<k) == 0 && a.reg(s) {
				join(i, s)
			}
		}
		if a.reg(ins.Base) {
			join(i, ins.Base)
		}
		for _, s := range a.xuse[i] {
			if a.reg(s) {
				join(i, s)
			}
		}
		if ins.Guard != NoSlot {
			// a guarded definition keeps the reaching value where it does
			// not write: one web with it
			for _, id := range siteAt[i] {
				s := sites[id].slot
				join(i, s)
				for _, o := range perSlot[s] {
					if in[i*words+o/64]&(1<<uint(o%64)) != 0 {
						if r, q := find(o), find(id); r != q {
							parent[r] = q
						}
					}
				}
			}
		}
	}
	// New slot per web: the slot's first web keeps its number.
	webSlot := make([]int32, nd) // web root site -> its slot, -1 not yet given
	for i := range webSlot {
		webSlot[i] = -1
	}
	keep := make([]bool, ns)
	next := int32(ns)
	for id := range sites {
		r := find(id)
		if webSlot[r] >= 0 {
			continue
		}
		s := sites[id].slot
		if !keep[s] {
			keep[s] = true
			webSlot[r] = s
		} else {
			webSlot[r] = next
			next++
		}
	}
	if next == int32(ns) {
		return
	}
	// Rewrite a copy of the code.
	nc := make([]Inst, n)
	copy(nc, code)
	nxd := make([][]int32, n)
	nxu := make([][]int32, n)
	mapUse := func(pc int, s int32) int32 {
		for _, id := range perSlot[s] {
			if in[pc*words+id/64]&(1<<uint(id%64)) != 0 {
				return webSlot[find(id)]
			}
		}
		return s
	}
	for i := range nc {
		ins := &nc[i]
		c := &a.costs[i]
		for k, s := range ins.S {
			if c.PredS&(1<<k) == 0 && a.reg(s) {
				ins.S[k] = mapUse(i, s)
			}
		}
		if a.reg(ins.Base) {
			ins.Base = mapUse(i, ins.Base)
		}
		if len(a.xuse[i]) > 0 {
			nxu[i] = make([]int32, len(a.xuse[i]))
			for k, s := range a.xuse[i] {
				nxu[i][k] = s
				if a.reg(s) {
					nxu[i][k] = mapUse(i, s)
				}
			}
		}
		sid := siteAt[i]
		j := 0
		for k, d := range ins.D {
			if c.PredD&(1<<k) == 0 && a.reg(d) {
				ins.D[k] = webSlot[find(sid[j])]
				j++
			}
		}
		if len(a.xdef[i]) > 0 {
			nxd[i] = make([]int32, len(a.xdef[i]))
			for k, d := range a.xdef[i] {
				nxd[i][k] = d
				if a.reg(d) {
					nxd[i][k] = webSlot[find(sid[j])]
					j++
				}
			}
		}
	}
	a.code, a.xdef, a.xuse, a.nslots = nc, nxd, nxu, int(next)
}

// successors calls visit with every pc that may follow pc i of f (both
// relative to f's start), code being f's instructions (the register
// analysis passes its renamed copy).
func successors(p *Program, f *Func, code []Inst, i int, visit func(int)) {
	n := len(code)
	in := &code[i]
	switch in.Kind {
	case KBra:
		if t := int(in.Target - f.Start); t >= 0 && t < n {
			visit(t)
		}
		if in.Guard != NoSlot && i+1 < n {
			visit(i + 1)
		}
		return
	case KBrx:
		if in.Aux >= 0 && int(in.Aux) < len(p.Tables) {
			for _, t := range p.Tables[in.Aux] {
				if k := int(t - f.Start); k >= 0 && k < n {
					visit(k)
				}
			}
		}
		return
	case KRet:
		return
	case KExit, KTrap:
		if in.Guard == NoSlot {
			return
		}
	}
	if i+1 < n {
		visit(i + 1)
	}
}

// disjointSets is a union-find forest over 0..n-1: s[x] is x's parent,
// a root is its own parent; union by assigning one root's entry.
type disjointSets[T ~int | ~int32] []T

func newDisjointSets[T ~int | ~int32](n int) disjointSets[T] {
	s := make(disjointSets[T], n)
	for i := range s {
		s[i] = T(i)
	}
	return s
}

// find returns x's root, halving the path on the way.
func (s disjointSets[T]) find(x T) T {
	for s[x] != x {
		s[x] = s[s[x]]
		x = s[x]
	}
	return x
}
