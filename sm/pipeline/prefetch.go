package pipeline

import "github.com/ptxsim/ptxsim/isa"

// prefetchSet is what peek asks the engine to prefetch once it knows a
// warp's next instruction (sm.Warp.Prefetch): the register slots whose
// lanes the instruction reads or writes.
type prefetchSet struct {
	slots [4]int32
	n     int
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
		pf[pc] = prefetchSet{s, n}
	}
	return pf
}
