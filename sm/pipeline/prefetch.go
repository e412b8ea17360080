package pipeline

import (
	"os"
	"slices"
	"unsafe"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/sm"
)

// hostPrefetch says which of the timing model's host prefetches run
// (PTXSIM_TIMING_PREFETCH, for measuring them; no effect on results): 0
// none, 1 peek's (the next instruction's registers and scoreboard
// entries), 2 (the default) also the next SM's warps that may issue in
// the quantum (prefetchAhead; device round B, before that filter: sgemm
// +23%, the stream -15%; with it the stream is unchanged here).
var hostPrefetch = func() int {
	switch os.Getenv("PTXSIM_TIMING_PREFETCH") {
	case "0":
		return 0
	case "1":
		return 1
	}
	return 2
}()

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
	sm.PrefetchLines(&l, p.nsb)
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
// its register destinations, at most four; the register rows from ecode
// (the engine's slots), the scoreboard entries from p.Code (the model's).
func prefetchSlots(p *isa.Program, ecode []isa.Inst, costs []isa.Cost) []prefetchSet {
	pf := make([]prefetchSet, len(p.Code))
	for pc := range ecode {
		in, c := &ecode[pc], &costs[pc]
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

// The SM that runs next (runParallel, one goroutine) has its warps' state
// brought into the host's caches while the current SM runs, one warp per
// cycle the current SM advances, in three stages that each read only what
// the stage before brought in: the twarp of warp j+2, the engine's record
// of warp j+1, then warp j's stack top, the register rows of its next
// instruction and the scoreboard entries the peek after it reads. (The
// quantum's other SMs evict a warp's state before its SM's next turn.)

// setAhead names the SM whose warps prefetchAhead prefetches while s
// runs, listing those of its warps that may issue before cycle E (the
// sub-partitions in turn; read from the dense keys, not the warps): a
// memory-bound launch's warps mostly wait past the quantum, and
// prefetching their state would only evict what is used.
func (s *tsm) setAhead(n *tsm, E int64) {
	s.ahead, s.aheadJ = n, 0
	l := s.aheadList[:0]
	for k := 0; ; k++ {
		more := false
		for i := range n.subs {
			sub := &n.subs[i]
			if k < len(sub.keys) {
				more = true
				if sub.keys[k].nt < E {
					l = append(l, sub.warps[k])
				}
			}
		}
		if !more {
			break
		}
	}
	s.aheadList = l
	if len(l) == 0 {
		s.ahead = nil
	}
}

// prefetchAhead runs one step of s's prefetch of its ahead SM's warps.
func (t *tmodel) prefetchAhead(s *tsm) {
	l, j := s.aheadList, s.aheadJ
	s.aheadJ++
	if j+2 < len(l) {
		p := uintptr(unsafe.Pointer(l[j+2]))
		a := [4]uintptr{p, p + 64, p + 128, p + 192}
		sm.PrefetchLines(&a, min(4, int((unsafe.Sizeof(twarp{})+63)/64)))
	}
	if j+1 < len(l) {
		l[j+1].w.PrefetchRecord()
	}
	if j < len(l) {
		w0 := l[j]
		w0.w.PrefetchStackTop()
		if w0.ok {
			p := &t.pf[w0.npc]
			w0.w.Prefetch(&p.slots, p.n)
			prefetchNext(w0, p)
		}
	}
	if j+1 >= len(l) {
		s.ahead = nil
		clear(l)
	}
}
