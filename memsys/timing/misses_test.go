package timing

import (
	"slices"
	"testing"
)

// TestMissLines: with l1.miss_lines slots, an SM's further misses wait for
// the earliest to come back; without a limit they all overlap. One lane
// per access, each on its own line, all issued at cycle 0 from one SM.
func TestMissLines(t *testing.T) {
	run := func(slots, n int) []int64 {
		spec := H200()
		spec.L1.MissLines = slots
		h := newHierarchy(t, spec)
		h.Flush()
		p := h.Port(0)
		var tk []int32
		for i := range n {
			a := Access{Space: SpaceGlobal, Op: OpLoad, Size: 4, Mask: 1, CacheOp: CacheCG}
			a.Addr[0] = baseIn + uint64(i)*1<<20 // different lines, channels and rows
			_, k := p.Do(0, &a, NoTicket)
			tk = append(tk, k)
		}
		h.Serve()
		var done []int64
		for _, k := range tk {
			done = append(done, p.Ticket(k))
		}
		p.TakeTickets()
		return done
	}
	free := run(0, 8)
	lat := slices.Max(free)
	if lat < int64(H200().DRAM.Latency) || lat > 2*int64(H200().DRAM.Latency) {
		t.Fatalf("unlimited: completions %v, want about one DRAM latency (%v)", free, H200().DRAM.Latency)
	}
	lim := run(2, 8)
	// Two at a time: four rounds of about one latency each.
	if got := slices.Max(lim); got < 4*int64(H200().DRAM.Latency) || got > 4*lat+100 {
		t.Errorf("2 slots: last completion %d, want about 4 x %d", got, lat)
	}
	slices.Sort(lim)
	for i := 2; i < len(lim); i++ {
		if lim[i] < lim[i-2]+int64(H200().DRAM.Latency) {
			t.Errorf("2 slots: completion %d (%d) less than one latency after %d (%d)", i, lim[i], i-2, lim[i-2])
		}
	}
	if got := run(8, 8); !slices.Equal(got, free) {
		t.Errorf("8 slots for 8 misses: %v, want the unlimited %v", got, free)
	}

	q := []int64{}
	for _, v := range []int64{5, 3, 9, 1, 7, 3} {
		pushMin(&q, v)
	}
	var out []int64
	for len(q) > 0 {
		out = append(out, popMin(&q))
	}
	if !slices.Equal(out, []int64{1, 3, 3, 5, 7, 9}) {
		t.Errorf("heap order %v", out)
	}
	spec := H200()
	spec.L1.MissLines = -1
	if err := spec.Validate(); err == nil {
		t.Error("l1.miss_lines -1 accepted")
	}
}

// TestWriteMerge: stores from many SMs to one word queue at its slice; a
// store that finds the slice's last queued write on the same sectors
// merges into it (l2.merge_cost), so fewer sectors reach the L2's tags and
// the slice drains sooner; with merge_cost 0 every store is written.
func TestWriteMerge(t *testing.T) {
	run := func(merge float64) (Stats, int64) {
		spec := H200()
		spec.L2.MergeCost = merge
		h := newHierarchy(t, spec)
		h.Flush()
		var tk []int32
		for sm := range 132 {
			for range 8 {
				a := Access{Space: SpaceGlobal, Op: OpStore, Size: 4, Mask: ^uint32(0)}
				for l := range 32 {
					a.Addr[l] = baseIn // every lane the same word
				}
				_, k := h.Port(sm).Do(0, &a, NoTicket)
				tk = append(tk, k)
			}
		}
		h.Serve()
		h.MergeStats()
		last := int64(0)
		for i, k := range tk {
			last = max(last, h.Port(i/8).Ticket(k))
		}
		return h.Stats, last
	}
	plain, plainLast := run(0)
	merged, mergedLast := run(0.55)
	if plain.L2WriteSectors != 132*8 {
		t.Errorf("no merging: %d sectors written, want %d", plain.L2WriteSectors, 132*8)
	}
	if merged.L2WriteSectors >= plain.L2WriteSectors/2 || merged.L2WriteSectors < 1 {
		t.Errorf("merging: %d sectors written of %d stores", merged.L2WriteSectors, 132*8)
	}
	if mergedLast >= plainLast {
		t.Errorf("merging: last acknowledgement %d, without %d", mergedLast, plainLast)
	}
	if merged.GlobalStSectors != plain.GlobalStSectors {
		t.Errorf("the L1's store sectors changed: %d vs %d", merged.GlobalStSectors, plain.GlobalStSectors)
	}
}

// TestMissPath: the L1's miss path sends a line toward the L2 per
// l1.miss_line_cycles and a request per l1.miss_request_cycles at best
// (h200-mlp: 32-line misses run at one line a cycle on one SM), so a
// second 32-line miss issued at once comes back about 32 line-cycles after
// the first; an L1 hit does not wait for the path.
func TestMissPath(t *testing.T) {
	spec := H200()
	h := newHierarchy(t, spec)
	h.Flush()
	p := h.Port(0)
	scattered := func(base uint64) Access {
		a := Access{Space: SpaceGlobal, Op: OpLoad, Size: 4, Mask: ^uint32(0), CacheOp: CacheCG}
		for l := range 32 {
			a.Addr[l] = base + uint64(l)*128 // 32 lines, one sector each
		}
		return a
	}
	a1, a2 := scattered(baseIn), scattered(baseIn+1<<20)
	_, k1 := p.Do(0, &a1, NoTicket)
	_, k2 := p.Do(0, &a2, NoTicket)
	h.Serve()
	d1, d2 := p.Ticket(k1), p.Ticket(k2)
	p.TakeTickets()
	gap := float64(d2 - d1)
	want := 32 * spec.L1.MissLineCycles
	if gap < want-2 || gap > want+40 {
		t.Errorf("second 32-line miss back %v cycles after the first, want about %v", gap, want)
	}
	spec.L1.MissLineCycles, spec.L1.MissRequestCycles = 0, 0
	h2, _ := NewHierarchy(spec, 0)
	h2.Flush()
	p2 := h2.Port(0)
	_, k1 = p2.Do(0, &a1, NoTicket)
	_, k2 = p2.Do(0, &a2, NoTicket)
	h2.Serve()
	if g := p2.Ticket(k2) - p2.Ticket(k1); float64(g) >= gap {
		t.Errorf("without the miss path the gap is %d, with it %v", g, gap)
	}
}
