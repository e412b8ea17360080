package timing

import (
	"fmt"
	"math/bits"
)

// Stats are the memory counters of a run, named after the Nsight Compute
// metrics they reproduce.
type Stats struct {
	GlobalLdRequests int64 // l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
	GlobalLdSectors  int64 // l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
	GlobalLdL1Hits   int64 // l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
	GlobalStRequests int64 // l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
	GlobalStSectors  int64 // l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
	GlobalAtomOps    int64 // warp-level global atom/red instructions
	LocalLdSectors   int64 // l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum
	LocalStSectors   int64 // l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum

	SharedLdWavefronts int64 // l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
	SharedLdConflicts  int64 // l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
	SharedStWavefronts int64 // l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
	SharedStConflicts  int64 // l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum

	L2ReadSectors  int64 // lts__t_sectors_srcunit_tex_op_read.sum
	L2WriteSectors int64 // lts__t_sectors_srcunit_tex_op_write.sum
	L2AtomSectors  int64 // sectors touched by atomics in L2
	L2HitSectors   int64 // sectors found in L2 (reads that hit, and writes: L2 allocates on write)
	DRAMReadBytes  int64 // dram__bytes_read.sum
	DRAMWriteBytes int64 // dram__bytes_write.sum (write-backs of dirty L2 lines)
}

// L2HitRate is lts__t_sector_hit_rate.pct over the traffic this model sees
// (the hardware's figure also counts other clients and can exceed 100).
func (s *Stats) L2HitRate() float64 {
	total := s.L2ReadSectors + s.L2WriteSectors + s.L2AtomSectors
	if total == 0 {
		return 0
	}
	return 100 * float64(s.L2HitSectors) / float64(total)
}

// Hierarchy is the memory system of one GPU: an L1 and a shared-memory pipe
// per SM, an L2 in slices, DRAM in channels. Do is called once per
// warp-level memory instruction with the cycle it issues at, and returns
// the cycle its data is back (for stores: the cycle the LSU has accepted
// it, since a warp does not wait for stores). It is not safe for concurrent
// use; one Hierarchy per simulated GPU.
type Hierarchy struct {
	Spec  *TimingSpec
	Stats Stats

	// Per SM (an SM's own state: nothing here is touched on behalf of
	// another SM).
	l1     []*Cache
	l1pipe []Pipe // per SM: L1 tag/data stage (lines per cycle)
	smem   []Pipe // per SM: shared-memory data pipe (wavefronts per cycle)
	l1w    []WritePolicy
	// Shared by all SMs.
	l2     *Cache
	slices []Pipe
	dram   []DRAMScheduler
	co     Coalescer
	banks  Banks

	// Accepted is the cycle the SM's L1 stage took the last global
	// request handed to Do (after queueing and atomic backpressure): the
	// engine keeps the issuing sub-partition's LSU busy until then.
	Accepted int64

	dramGranule uint64
}

// NewHierarchy builds the memory system of spec with every SM's L1 sized for
// sharedPerSM bytes of shared memory (see TimingSpec.L1Bytes).
func NewHierarchy(spec *TimingSpec, sharedPerSM int) (*Hierarchy, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	h := &Hierarchy{Spec: spec, banks: Banks{NumBanks: spec.Shared.Banks, BankBytes: spec.Shared.BankBytes},
		dramGranule: uint64(spec.DRAM.ChannelBytes)}
	var err error
	if h.l2, err = NewCacheWith(spec.L2.SizeBytes, spec.L2.Assoc, true, spec.L2.Replacement, spec.Seed^0x4c32); err != nil {
		return nil, fmt.Errorf("l2: %w", err)
	}
	wp, err := writePolicies.Get(spec.L1.WritePolicy)
	if err != nil {
		return nil, fmt.Errorf("l1: %w", err)
	}
	ds, err := dramSchedulers.Get(spec.DRAM.Scheduler)
	if err != nil {
		return nil, fmt.Errorf("dram: %w", err)
	}
	h.slices = make([]Pipe, spec.L2.Slices)
	for i := range h.slices {
		h.slices[i] = Pipe{Rate: spec.L2.BytesPerCycle / float64(spec.L2.Slices)}
	}
	h.dram = make([]DRAMScheduler, spec.DRAM.Channels)
	for i := range h.dram {
		h.dram[i] = ds(spec, spec.DRAM.BytesPerCycle/float64(spec.DRAM.Channels))
	}
	h.l1 = make([]*Cache, spec.NumSMs)
	h.l1pipe = make([]Pipe, spec.NumSMs)
	h.smem = make([]Pipe, spec.NumSMs)
	h.l1w = make([]WritePolicy, spec.NumSMs)
	for i := range h.l1 {
		h.l1pipe[i] = Pipe{Rate: spec.L1.TagRate}
		h.smem[i] = Pipe{Rate: spec.Shared.WavefrontRate}
		h.l1w[i] = wp(spec)
	}
	if err := h.ConfigureL1(sharedPerSM); err != nil {
		return nil, err
	}
	return h, nil
}

// ConfigureL1 resizes (and empties) every SM's L1 for a launch whose blocks
// need sharedPerSM bytes of shared memory on each SM.
func (h *Hierarchy) ConfigureL1(sharedPerSM int) error {
	size := h.Spec.L1Bytes(sharedPerSM)
	for i := range h.l1 {
		if h.l1[i] != nil {
			// A write-back L1's dirty lines go to the L2 at the kernel
			// boundary (none under write-through).
			h.l1[i].Flush(h.l1Drain)
			if h.l1[i].SizeBytes() == size {
				continue
			}
		}
		c, err := NewCacheWith(size, h.Spec.L1.Assoc, false, h.Spec.L1.Replacement, h.Spec.Seed+uint64(i))
		if err != nil {
			return fmt.Errorf("l1: %w", err)
		}
		h.l1[i] = c
	}
	return nil
}

// l1Drain writes an L1 victim's dirty sectors to the L2 at cycle 0.
func (h *Hierarchy) l1Drain(v Victim) { h.l2Write(0, v.Line, v.Dirty) }

// Flush does what Nsight Compute does before each profiled launch: dirty L2
// lines are written back (not counted: it happens outside the launch), all
// caches are emptied, and the pipes go idle at cycle 0.
func (h *Hierarchy) Flush() {
	for _, c := range h.l1 {
		c.Flush(nil) // dropped with the L2's dirty lines: written back outside the launch
	}
	h.l2.Flush(nil)
	h.ResetTime()
}

// ResetTime makes every pipe idle at cycle 0, keeping cache contents (a
// new launch after a warm one).
func (h *Hierarchy) ResetTime() {
	for i := range h.l1pipe {
		h.l1pipe[i].Reset()
		h.smem[i].Reset()
	}
	for i := range h.slices {
		h.slices[i].Reset()
	}
	for i := range h.dram {
		h.dram[i].Reset()
	}
}

// L1 returns SM sm's L1 (for inspection in tests and reports).
func (h *Hierarchy) L1(sm int) *Cache { return h.l1[sm] }

// L2 returns the L2.
func (h *Hierarchy) L2() *Cache { return h.l2 }

// Do performs one warp-level memory access issued on SM sm at cycle now and
// returns the cycle at which its result is available.
func (h *Hierarchy) Do(sm int, now int64, a *Access) int64 {
	if a.Mask == 0 {
		return now
	}
	switch a.Space {
	case SpaceShared, SpaceSharedCluster:
		return h.shared(sm, now, a)
	case SpaceConst, SpaceParam:
		return h.constant(now, a)
	}
	return h.global(sm, now, a)
}

func (h *Hierarchy) shared(sm int, now int64, a *Access) int64 {
	wf, bc := h.banks.Shared(a)
	switch a.Op {
	case OpLoad:
		h.Stats.SharedLdWavefronts += int64(wf)
		h.Stats.SharedLdConflicts += int64(bc)
	case OpStore:
		h.Stats.SharedStWavefronts += int64(wf)
		h.Stats.SharedStConflicts += int64(bc)
	}
	// The pipe is busy one cycle per wavefront; the first wavefront's data
	// returns after Latency, each extra one ConflictCycles later.
	wait := h.smem[sm].Book(now, float64(wf))
	lat := h.Spec.Shared.Latency
	if a.Op == OpAtom || a.Op == OpRed {
		lat = h.Spec.Shared.AtomLatency
	}
	return now + wait + int64(lat+float64(wf-1)*h.Spec.Shared.ConflictCycles+0.5)
}

// constant serialises a warp's distinct constant addresses.
func (h *Hierarchy) constant(now int64, a *Access) int64 {
	distinct := 0
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		seen := false
		for m2 := a.Mask & (1<<uint(l) - 1); m2 != 0; m2 &= m2 - 1 {
			if a.Addr[bits.TrailingZeros32(m2)] == a.Addr[l] {
				seen = true
				break
			}
		}
		if !seen {
			distinct++
		}
	}
	return now + int64(h.Spec.Const.Latency+float64(distinct-1)*h.Spec.Const.Serialize+0.5)
}

func (h *Hierarchy) global(sm int, now int64, a *Access) int64 {
	r := h.co.Coalesce(a)
	local := a.Space == SpaceLocal
	s := &h.Stats
	switch {
	case local && a.Op == OpLoad:
		s.LocalLdSectors += int64(r.Sectors)
	case local && a.Op == OpStore:
		s.LocalStSectors += int64(r.Sectors)
	case a.Op == OpLoad:
		s.GlobalLdRequests++
		s.GlobalLdSectors += int64(r.Sectors)
	case a.Op == OpStore:
		s.GlobalStRequests++
		s.GlobalStSectors += int64(r.Sectors)
	default:
		s.GlobalAtomOps++
	}
	l1 := h.l1[sm]
	sp := h.Spec
	// The L1 stage handles TagRate lines per cycle and its data path
	// SectorRate sectors per cycle: book whichever takes longer. The data
	// path moves the bytes the lanes asked for, not whole sectors: a
	// scattered 4-byte load touching 28 sectors delivers 128 bytes
	// (corpus occupancy_shared: 28 sectors over 8 lines per request at
	// about 3 cycles per request per SM, L1 hits).
	work := float64(len(r.Lines)) / sp.L1.TagRate
	data := r.Sectors
	if b := (bits.OnesCount32(a.Mask)*a.Size + SectorBytes - 1) / SectorBytes; b < data {
		data = b
	}
	if sw := float64(data) / sp.L1.SectorRate; sw > work {
		work = sw
	}
	t1 := now + h.l1pipe[sm].Book(now, work*sp.L1.TagRate)
	h.Accepted = t1
	done := now
	drain := 0.0 // atomics: when the slices have taken this request's updates
	for _, ln := range r.Lines {
		switch a.Op {
		case OpLoad:
			useL1 := sp.L1.CacheGlobal || local || a.CacheOp == CacheNC || a.CacheOp == CacheCA
			if a.CacheOp == CacheCG || a.CacheOp == CacheCV {
				useL1 = false
			}
			var hit uint8
			if useL1 {
				hit = l1.Probe(ln.Line, ln.Sectors)
				if !local {
					s.GlobalLdL1Hits += int64(bits.OnesCount8(hit))
				}
			}
			t := t1 + int64(sp.L1.HitLatency+0.5)
			if miss := ln.Sectors &^ hit; miss != 0 {
				t = h.l2Read(t1, ln.Line, miss)
				if useL1 {
					if v := l1.Fill(ln.Line, miss, false); v.Dirty != 0 {
						h.l2Write(t1, v.Line, v.Dirty) // a write-back L1's victim
					}
				}
			}
			done = max(done, t)
		case OpStore:
			// The L1's write policy (NVIDIA's: write-through, no
			// allocate) says which sectors the L2 takes now.
			through, v := h.l1w[sm].Store(l1, ln.Line, ln.Sectors)
			if v.Dirty != 0 {
				h.l2Write(t1, v.Line, v.Dirty)
			}
			if through != 0 {
				h.l2Write(t1, ln.Line, through)
			}
			done = max(done, t1)
		default: // atom, red: performed at the L2; L1 copies become stale
			if v := l1.Evict(ln.Line, ln.Sectors); v.Dirty != 0 {
				h.l2Write(t1, v.Line, v.Dirty) // a write-back L1's data first
			}
			t, end := h.l2Atom(t1, a, ln)
			if a.Op == OpRed {
				t = t1
			}
			done = max(done, t)
			drain = max(drain, end)
		}
	}
	if drain > 0 {
		// Backpressure: the SM's memory pipe takes no further request until
		// the slices have accepted these updates, so contended atomics
		// throttle issue (atomic_contention: one address costs ~7x distinct
		// addresses even though REDG returns nothing).
		p := &h.l1pipe[sm]
		p.next = max(p.next, drain)
	}
	return done
}

func (h *Hierarchy) slice(line uint64) *Pipe {
	i := line / LineBytes
	i ^= i >> 7
	return &h.slices[i%uint64(len(h.slices))]
}

func (h *Hierarchy) channel(addr uint64) DRAMScheduler {
	i := addr / h.dramGranule
	i ^= i>>5 ^ i>>11
	return h.dram[i%uint64(len(h.dram))]
}

// l2Read fetches the sectors miss of line through L2 (and DRAM on a miss)
// for a request that left the L1 stage at t; it returns the cycle the data
// is back in the SM. The latencies in the spec are load-to-use from issue,
// so queueing waits are added to them, not stacked.
func (h *Hierarchy) l2Read(t int64, line uint64, miss uint8) int64 {
	n := bits.OnesCount8(miss)
	h.Stats.L2ReadSectors += int64(n)
	t += h.slice(line).Book(t, float64(n*SectorBytes))
	hit := h.l2.Probe(line, miss)
	h.Stats.L2HitSectors += int64(bits.OnesCount8(hit))
	done := t + int64(h.Spec.L2.HitLatency+0.5)
	if m := miss &^ hit; m != 0 {
		nm := bits.OnesCount8(m)
		h.Stats.DRAMReadBytes += int64(nm * SectorBytes)
		t3 := t + h.channel(line).Book(t, line, float64(nm*SectorBytes))
		done = max(done, t3+int64(h.Spec.DRAM.Latency+0.5))
		h.writeBack(t, h.l2.Fill(line, m, false))
	}
	return done
}

// l2Write takes a store's sectors into L2: write-back, allocating without
// a fetch (L2 keeps byte masks, so a partial write needs no read).
func (h *Hierarchy) l2Write(t int64, line uint64, mask uint8) {
	n := bits.OnesCount8(mask)
	h.Stats.L2WriteSectors += int64(n)
	h.Stats.L2HitSectors += int64(n)
	h.slice(line).Book(t, float64(n*SectorBytes))
	h.writeBack(t, h.l2.Fill(line, mask, true))
}

// l2Atom performs an atomic on the sectors of ln: a read-modify-write in
// the L2 slice, serialised per address.
func (h *Hierarchy) l2Atom(t int64, a *Access, ln LineReq) (done int64, drained float64) {
	n := bits.OnesCount8(ln.Sectors)
	h.Stats.L2AtomSectors += int64(n)
	hit := h.l2.Probe(ln.Line, ln.Sectors)
	h.Stats.L2HitSectors += int64(bits.OnesCount8(hit))
	// Lanes of this line on one address each cost SameAddress after the first.
	same, distinct := 0, 0
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if a.Addr[l]&^(LineBytes-1) != ln.Line {
			continue
		}
		k := 0
		for m2 := a.Mask; m2 != 0; m2 &= m2 - 1 {
			if a.Addr[bits.TrailingZeros32(m2)] == a.Addr[l] {
				k++
			}
		}
		same = max(same, k)
		if k == 1 || firstLane(a, a.Addr[l]) == l {
			distinct++
		}
	}
	sl := h.slice(ln.Line)
	// The slice is busy for the bytes, or for the per-address work of the
	// atomic unit if that is longer, plus the serialised updates of the
	// most contended address.
	busy := float64(distinct) * h.Spec.Atomic.PerAddress
	if sl.Rate > 0 {
		busy = max(busy, float64(n*SectorBytes)/sl.Rate)
	}
	busy += float64(max(same-1, 0)) * h.Spec.Atomic.SameAddress
	start := t + sl.Book(t, busy*sl.Rate)
	drained = float64(start) + busy
	done = start + int64(h.Spec.Atomic.Latency+float64(max(same-1, 0))*h.Spec.Atomic.SameAddress+0.5)
	if m := ln.Sectors &^ hit; m != 0 {
		nm := bits.OnesCount8(m)
		h.Stats.DRAMReadBytes += int64(nm * SectorBytes)
		t3 := start + h.channel(ln.Line).Book(start, ln.Line, float64(nm*SectorBytes))
		done = max(done, t3+int64(h.Spec.DRAM.Latency-h.Spec.L2.HitLatency+h.Spec.Atomic.Latency+0.5))
	}
	h.writeBack(start, h.l2.Fill(ln.Line, ln.Sectors, true))
	return done, drained
}

// firstLane is the lowest active lane of a whose address is addr.
func firstLane(a *Access, addr uint64) int {
	for m := a.Mask; m != 0; m &= m - 1 {
		if l := bits.TrailingZeros32(m); a.Addr[l] == addr {
			return l
		}
	}
	return -1
}

func (h *Hierarchy) writeBack(t int64, v Victim) {
	if v.Dirty == 0 {
		return
	}
	n := bits.OnesCount8(v.Dirty)
	h.Stats.DRAMWriteBytes += int64(n * SectorBytes)
	h.channel(v.Line).Book(t, v.Line, float64(n*SectorBytes))
}

// DrainL2 writes back every dirty L2 sector at the end of a run, counting
// the bytes as DRAM writes, and returns how many there were. Hardware
// leaves them in L2 (copy_64mb writes 64 MiB but ncu sees 43.9 MB of
// DRAM writes), so reproducing dram__bytes_write.sum means not calling it.
func (h *Hierarchy) DrainL2() int {
	n := h.l2.Flush(func(v Victim) {
		h.Stats.DRAMWriteBytes += int64(bits.OnesCount8(v.Dirty) * SectorBytes)
	})
	return n
}
