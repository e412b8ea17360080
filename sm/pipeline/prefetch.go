package pipeline

import (
	"slices"
	"unsafe"

	"github.com/ptxsim/ptxsim/isa"
)

// prefetchNext asks the host to bring warp tw's scoreboard entries that
// the instruction after its next one reads into its caches (p.sb; a
// prefetch never faults, so entries past the board are harmless and no
// Go pointer is formed).
func prefetchNext(tw *twarp, p *prefetchSet) {
	if len(tw.sb) == 0 {
		return
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(tw.sb))) + uintptr(tw.w.RegBase())*8
	var l [4]uintptr
	for i, s := range p.sb {
		l[i] = base + uintptr(s)*8
	}
	prefetchLines(&l, p.nsb)
}

// prefetchSet is what peek asks the engine to prefetch once it knows a
// warp's next instruction (sm.Warp.Prefetch): the register slots whose
// lanes the instruction reads or writes.
type prefetchSet struct {
	slots [4]int32
	n     int
	// sb are the scoreboard slots of the register sources (base
	// included) of the instruction after it, which peek reads next
	// (operands): peek prefetches them too.
	sb  [4]int32
	nsb int
}

// prefetchSlots returns per pc the distinct register slots the
// instruction reads or writes: its base, then its register sources, then
// its register destinations, at most four.
func prefetchSlots(p *isa.Program, costs []isa.Cost) []prefetchSet {
	pf := make([]prefetchSet, len(p.Code))
	for pc := range p.Code {
		in, c := &p.Code[pc], &costs[pc]
		var s [4]int32
		n := 0
		add := func(r int32) {
			if r < 0 || n == len(s) {
				return
			}
			for _, o := range s[:n] {
				if o == r {
					return
				}
			}
			s[n] = r
			n++
		}
		add(in.Base)
		for k, r := range in.S {
			if c.PredS&(1<<k) == 0 {
				add(r)
			}
		}
		nd := len(in.D)
		if in.Kind == isa.KLd && int(in.Vec) <= nd {
			nd = max(int(in.Vec), 1)
		}
		for k, r := range in.D[:nd] {
			if c.PredD&(1<<k) == 0 {
				add(r)
			}
		}
		pf[pc].slots, pf[pc].n = s, n
	}
	for pc := range pf[:max(len(pf)-1, 0)] {
		in, c := &p.Code[pc+1], &costs[pc+1]
		set := &pf[pc]
		add := func(r int32) {
			if r < 0 || set.nsb == len(set.sb) || slices.Contains(set.sb[:set.nsb], r) {
				return
			}
			set.sb[set.nsb] = r
			set.nsb++
		}
		add(in.Base)
		for k, r := range in.S {
			if c.PredS&(1<<k) == 0 {
				add(r)
			}
		}
	}
	return pf
}
