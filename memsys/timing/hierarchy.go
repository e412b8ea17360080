package timing

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"slices"
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

	// The texture pipeline (texture.go).
	TexRequests     int64 // l1tex__t_requests_pipe_tex_mem_texture.sum
	TexSectors      int64 // l1tex__t_sectors_pipe_tex_mem_texture.sum
	TexHits         int64 // l1tex__t_sectors_pipe_tex_mem_texture_lookup_hit.sum
	TexInRequests   int64 // l1tex__texin_requests_mem_texture.sum
	TexWavefronts   int64 // l1tex__data_pipe_tex_wavefronts_mem_texture.sum
	SurfLdRequests  int64 // l1tex__t_requests_pipe_tex_mem_surface_op_ld.sum
	SurfLdSectors   int64 // l1tex__t_sectors_pipe_tex_mem_surface_op_ld.sum
	SurfLdHits      int64 // l1tex__t_sectors_pipe_tex_mem_surface_op_ld_lookup_hit.sum
	SurfStRequests  int64 // l1tex__t_requests_pipe_tex_mem_surface_op_st.sum
	SurfStSectors   int64 // l1tex__t_sectors_pipe_tex_mem_surface_op_st.sum
	SurfRedRequests int64 // l1tex__t_requests_pipe_tex_mem_surface_op_red.sum
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

// Hierarchy is the memory system of one GPU: per SM a Port (its L1, L1
// stage, shared-memory pipe, write policy and coalescer), and shared by
// all SMs an L2 in slices and DRAM in channels.
//
// An access is booked in two halves (docs/timing-model.md, "Parallel
// simulation"). Port.Do does the SM's own half at once: coalescing, the
// L1 stage, L1 hits and fills, shared memory and the constant cache; what
// must reach the L2 (misses, stores, atomics, write-backs) is queued on the
// port with the cycle it leaves the L1 stage, and Do returns the cycle the
// SM's half is done and a ticket. Serve, called while no SM runs, performs
// every port's queued requests in the order (cycle, SM, issue order) and
// resolves each ticket to the cycle its access's data is back; the SM
// reads it with Port.Ticket. Ports of different SMs share nothing, so SMs
// may call Do from different goroutines at once; a timing engine that
// calls Serve at least every L2 latency (the shortest time from a request
// leaving the L1 to its data being back) never needs a ticket before it is
// resolved, and gets the same results for any number of goroutines.
// Hierarchy.Do does both halves at once, for callers that run one SM at a
// time (tests).
type Hierarchy struct {
	Spec *TimingSpec
	// Stats are the counters of everything served so far (ports' counters
	// are added in at each Serve).
	Stats Stats

	ports []Port
	// Shared by all SMs.
	l2     *Cache
	slices []Pipe
	dram   []DRAMScheduler
	queue  []*request // Serve's merge of the ports' requests

	// Accepted is the cycle the SM's L1 stage took the last global request
	// handed to Hierarchy.Do (Port.Accepted for Port.Do).
	Accepted int64

	dramGranule uint64
}

// Port is one SM's side of the hierarchy: nothing in it is shared with
// another SM's port, so each may be used by its own goroutine.
type Port struct {
	h      *Hierarchy
	sm     int
	l1     *Cache
	l1pipe Pipe // L1 tag/data stage (lines per cycle)
	smem   Pipe // shared-memory data pipe (wavefronts per cycle)
	l1w    WritePolicy
	co     Coalescer
	banks  Banks
	// The texture pipeline (texture.go): its stage and scratch storage.
	texPipe Pipe
	tex     texScratch

	// Stats are this port's counters since the last Serve (its accesses'
	// L1-side figures: requests, sectors, L1 hits, wavefronts, conflicts).
	Stats Stats
	// Accepted is the cycle the L1 stage took the last global request
	// handed to Do (after queueing and atomic backpressure): the engine
	// keeps the issuing sub-partition's LSU busy until then.
	Accepted int64

	reqs    []request // requests for the shared side, in issue order
	tickets []int64   // per ticket: the cycle its access's data is back (final after Serve)
	drain   float64   // atomics: when the slices have taken this port's updates (Serve), applied to the L1 stage by TakeTickets

	// The port's estimate of when each L2 slice is free, for the
	// backpressure of its own atomics between two Serves: the slice's
	// state at the last Serve plus the port's own updates since.
	slNext []float64
	slGen  []uint32
	gen    uint32 // incremented by TakeTickets: estimates older than it are stale
}

// request is one line's worth of work for the shared side.
type request struct {
	t        int64  // cycle it leaves the SM's L1 stage
	line     uint64 // line address
	sectors  uint8
	kind     uint8 // reqRead, reqWrite, reqAtom, reqRed
	same     uint8 // atomics: lanes on the line's most contended address
	distinct uint8 // atomics: distinct addresses on the line
	ticket   int32 // the access's ticket (-1: none)
	sm       int32
	seq      int32 // issue order within the port
}

const (
	reqRead = iota
	reqWrite
	reqAtom
	reqRed
)

// NoTicket is the ticket of an access whose result Do already knows.
const NoTicket = -1

// NewHierarchy builds the memory system of spec with every SM's L1 sized for
// sharedPerSM bytes of shared memory (see TimingSpec.L1Bytes).
func NewHierarchy(spec *TimingSpec, sharedPerSM int) (*Hierarchy, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	h := &Hierarchy{Spec: spec, dramGranule: uint64(spec.DRAM.ChannelBytes)}
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
	h.ports = make([]Port, spec.NumSMs)
	for i := range h.ports {
		p := &h.ports[i]
		p.h, p.sm = h, i
		p.l1pipe = Pipe{Rate: spec.L1.TagRate}
		p.smem = Pipe{Rate: spec.Shared.WavefrontRate}
		p.texPipe = Pipe{Rate: 1} // booked in cycles of work (Port.Texture)
		p.l1w = wp(spec)
		p.banks = Banks{NumBanks: spec.Shared.Banks, BankBytes: spec.Shared.BankBytes}
		p.slNext = make([]float64, len(h.slices))
		p.slGen = make([]uint32, len(h.slices))
	}
	if err := h.ConfigureL1(sharedPerSM); err != nil {
		return nil, err
	}
	return h, nil
}

// Port returns SM sm's port.
func (h *Hierarchy) Port(sm int) *Port { return &h.ports[sm] }

// ConfigureL1 resizes (and empties) every SM's L1 for a launch whose blocks
// need sharedPerSM bytes of shared memory on each SM.
func (h *Hierarchy) ConfigureL1(sharedPerSM int) error {
	size := h.Spec.L1Bytes(sharedPerSM)
	for i := range h.ports {
		p := &h.ports[i]
		if p.l1 != nil {
			// A write-back L1's dirty lines go to the L2 at the kernel
			// boundary (none under write-through).
			p.l1.Flush(h.l1Drain)
			if p.l1.SizeBytes() == size {
				continue
			}
		}
		c, err := NewCacheWith(size, h.Spec.L1.Assoc, false, h.Spec.L1.Replacement, h.Spec.Seed+uint64(i))
		if err != nil {
			return fmt.Errorf("l1: %w", err)
		}
		p.l1 = c
	}
	return nil
}

// l1Drain writes an L1 victim's dirty sectors to the L2 at cycle 0.
func (h *Hierarchy) l1Drain(v Victim) { h.l2Write(0, v.Line, v.Dirty) }

// Flush does what Nsight Compute does before each profiled launch: dirty L2
// lines are written back (not counted: it happens outside the launch), all
// caches are emptied, and the pipes go idle at cycle 0.
func (h *Hierarchy) Flush() {
	for i := range h.ports {
		h.ports[i].l1.Flush(nil) // dropped with the L2's dirty lines: written back outside the launch
	}
	h.l2.Flush(nil)
	h.ResetTime()
}

// ResetTime makes every pipe idle at cycle 0, keeping cache contents (a
// new launch after a warm one); requests not yet served are dropped.
func (h *Hierarchy) ResetTime() {
	for i := range h.ports {
		p := &h.ports[i]
		p.l1pipe.Reset()
		p.smem.Reset()
		p.texPipe.Reset()
		p.reqs = p.reqs[:0]
		p.tickets = p.tickets[:0]
		p.drain = 0
	}
	for i := range h.slices {
		h.slices[i].Reset()
	}
	for i := range h.dram {
		h.dram[i].Reset()
	}
}

// L1 returns SM sm's L1 (for inspection in tests and reports).
func (h *Hierarchy) L1(sm int) *Cache { return h.ports[sm].l1 }

// L2 returns the L2.
func (h *Hierarchy) L2() *Cache { return h.l2 }

// Do performs one warp-level memory access issued on SM sm at cycle now,
// both halves at once, and returns the cycle at which its result is
// available.
func (h *Hierarchy) Do(sm int, now int64, a *Access) int64 {
	p := &h.ports[sm]
	done, tk := p.Do(now, a, NoTicket)
	h.Accepted = p.Accepted
	h.Serve()
	if tk != NoTicket {
		done = max(done, p.tickets[tk])
	}
	p.TakeTickets()
	return done
}

// Do books the SM's half of one warp-level memory access issued at cycle
// now: it returns the cycle that half is done and, when the access also
// waits for the shared side (an L2 read, a global atomic), a ticket whose
// cycle (Ticket, after Serve) is when its data is back; NoTicket when done
// is final. Stores, reductions and write-backs reach the L2 at the next
// Serve without a ticket: the SM does not wait for them. A ticket passed
// in (not NoTicket) is joined: the access's shared part is added to it and
// it is returned (several accesses of one instruction, one completion).
func (p *Port) Do(now int64, a *Access, join int32) (done int64, ticket int32) {
	if a.Mask == 0 {
		return now, join
	}
	switch a.Space {
	case SpaceShared, SpaceSharedCluster:
		return p.shared(now, a), join
	case SpaceConst, SpaceParam:
		return p.h.constant(now, a), join
	}
	return p.global(now, a, join)
}

// Ticket returns the cycle ticket t's access has its data back (valid
// after Serve, until TakeTickets).
func (p *Port) Ticket(t int32) int64 { return p.tickets[t] }

// Tickets is how many tickets the port has issued since TakeTickets.
func (p *Port) Tickets() int { return len(p.tickets) }

// TakeTickets forgets the resolved tickets (the SM has read them) and
// applies the atomic backpressure Serve found to the L1 stage.
func (p *Port) TakeTickets() {
	p.tickets = p.tickets[:0]
	if p.drain > p.l1pipe.next {
		p.l1pipe.next = p.drain
	}
	p.drain = 0
	p.gen++
}

// Pending reports whether the port has requests Serve has not performed.
func (p *Port) Pending() bool { return len(p.reqs) > 0 }

func (p *Port) shared(now int64, a *Access) int64 {
	h := p.h
	wf, bc := p.banks.Shared(a)
	switch a.Op {
	case OpLoad:
		p.Stats.SharedLdWavefronts += int64(wf)
		p.Stats.SharedLdConflicts += int64(bc)
	case OpStore:
		p.Stats.SharedStWavefronts += int64(wf)
		p.Stats.SharedStConflicts += int64(bc)
	}
	// The pipe is busy one cycle per wavefront; the first wavefront's data
	// returns after Latency, each extra one ConflictCycles later.
	wait := p.smem.Book(now, float64(wf))
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

// queue adds a request for the shared side.
func (p *Port) queue(t int64, line uint64, sectors uint8, kind uint8, ticket int32) *request {
	p.reqs = append(p.reqs, request{t: t, line: line, sectors: sectors, kind: kind, ticket: ticket, sm: int32(p.sm), seq: int32(len(p.reqs))})
	return &p.reqs[len(p.reqs)-1]
}

func (p *Port) global(now int64, a *Access, ticket int32) (int64, int32) {
	h := p.h
	r := p.co.Coalesce(a)
	local := a.Space == SpaceLocal
	s := &p.Stats
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
	l1 := p.l1
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
	t1 := now + p.l1pipe.Book(now, work*sp.L1.TagRate)
	p.Accepted = t1
	done := now
	need := func() int32 {
		if ticket == NoTicket {
			ticket = int32(len(p.tickets))
			p.tickets = append(p.tickets, 0)
		}
		return ticket
	}
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
			done = max(done, t1+int64(sp.L1.HitLatency+0.5))
			if miss := ln.Sectors &^ hit; miss != 0 {
				p.queue(t1, ln.Line, miss, reqRead, need())
				if useL1 {
					if v := l1.Fill(ln.Line, miss, false); v.Dirty != 0 {
						p.queue(t1, v.Line, v.Dirty, reqWrite, NoTicket) // a write-back L1's victim
					}
				}
			}
		case OpStore:
			// The L1's write policy (NVIDIA's: write-through, no
			// allocate) says which sectors the L2 takes now.
			through, v := p.l1w.Store(l1, ln.Line, ln.Sectors)
			if v.Dirty != 0 {
				p.queue(t1, v.Line, v.Dirty, reqWrite, NoTicket)
			}
			if through != 0 {
				p.queue(t1, ln.Line, through, reqWrite, NoTicket)
			}
			done = max(done, t1)
		default: // atom, red: performed at the L2; L1 copies become stale
			if v := l1.Evict(ln.Line, ln.Sectors); v.Dirty != 0 {
				p.queue(t1, v.Line, v.Dirty, reqWrite, NoTicket) // a write-back L1's data first
			}
			kind, tk := uint8(reqRed), int32(NoTicket)
			if a.Op != OpRed {
				kind, tk = reqAtom, need()
			}
			q := p.queue(t1, ln.Line, ln.Sectors, kind, tk)
			q.same, q.distinct = atomLanes(a, ln.Line)
			done = max(done, t1)
			// Backpressure (see Serve), estimated now from the slice's
			// state at the last Serve and this port's updates since; Serve
			// applies the real one.
			i := h.sliceIndex(ln.Line)
			if p.slGen[i] != p.gen {
				p.slNext[i], p.slGen[i] = h.slices[i].next, p.gen
			}
			busy := h.atomBusy(q)
			start := max(float64(t1), p.slNext[i])
			p.slNext[i] = start + busy
			if d := math.Ceil(start) + busy; d > p.l1pipe.next {
				p.l1pipe.next = d
			}
		}
	}
	if ticket != NoTicket {
		p.tickets[ticket] = max(p.tickets[ticket], done)
	}
	return done, ticket
}

// atomLanes counts, among the lanes of a on line, the lanes on the most
// contended address and the distinct addresses.
func atomLanes(a *Access, line uint64) (same, distinct uint8) {
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if a.Addr[l]&^(LineBytes-1) != line {
			continue
		}
		k := 0
		for m2 := a.Mask; m2 != 0; m2 &= m2 - 1 {
			if a.Addr[bits.TrailingZeros32(m2)] == a.Addr[l] {
				k++
			}
		}
		same = max(same, uint8(k))
		if k == 1 || firstLane(a, a.Addr[l]) == l {
			distinct++
		}
	}
	return same, distinct
}

// Serve performs the requests every port has queued since the last Serve,
// in the order (cycle, SM, issue order), resolves their tickets and adds
// the ports' counters into Stats. Call it while no SM runs.
func (h *Hierarchy) Serve() {
	q := h.queue[:0]
	for i := range h.ports {
		p := &h.ports[i]
		for j := range p.reqs {
			q = append(q, &p.reqs[j])
		}
		addStats(&h.Stats, &p.Stats)
		p.Stats = Stats{}
	}
	slices.SortFunc(q, func(a, b *request) int {
		switch {
		case a.t != b.t:
			return cmp.Compare(a.t, b.t)
		case a.sm != b.sm:
			return cmp.Compare(a.sm, b.sm)
		}
		return cmp.Compare(a.seq, b.seq)
	})
	for _, r := range q {
		p := &h.ports[r.sm]
		switch r.kind {
		case reqRead:
			p.tickets[r.ticket] = max(p.tickets[r.ticket], h.l2Read(r.t, r.line, r.sectors))
		case reqWrite:
			h.l2Write(r.t, r.line, r.sectors)
		default:
			done, drain := h.l2Atom(r.t, r)
			if r.ticket != NoTicket {
				p.tickets[r.ticket] = max(p.tickets[r.ticket], done)
			}
			// Backpressure: the SM's memory pipe takes no further request
			// until the slices have accepted these updates, so contended
			// atomics throttle issue (atomic_contention: one address costs
			// ~7x distinct addresses even though REDG returns nothing).
			p.drain = max(p.drain, drain)
		}
	}
	clear(q)
	h.queue = q[:0]
	for i := range h.ports {
		h.ports[i].reqs = h.ports[i].reqs[:0]
	}
}

func addStats(a, b *Stats) {
	a.GlobalLdRequests += b.GlobalLdRequests
	a.GlobalLdSectors += b.GlobalLdSectors
	a.GlobalLdL1Hits += b.GlobalLdL1Hits
	a.GlobalStRequests += b.GlobalStRequests
	a.GlobalStSectors += b.GlobalStSectors
	a.GlobalAtomOps += b.GlobalAtomOps
	a.LocalLdSectors += b.LocalLdSectors
	a.LocalStSectors += b.LocalStSectors
	a.SharedLdWavefronts += b.SharedLdWavefronts
	a.SharedLdConflicts += b.SharedLdConflicts
	a.SharedStWavefronts += b.SharedStWavefronts
	a.SharedStConflicts += b.SharedStConflicts
	a.L2ReadSectors += b.L2ReadSectors
	a.L2WriteSectors += b.L2WriteSectors
	a.L2AtomSectors += b.L2AtomSectors
	a.L2HitSectors += b.L2HitSectors
	a.DRAMReadBytes += b.DRAMReadBytes
	a.DRAMWriteBytes += b.DRAMWriteBytes
	a.TexRequests += b.TexRequests
	a.TexSectors += b.TexSectors
	a.TexHits += b.TexHits
	a.TexInRequests += b.TexInRequests
	a.TexWavefronts += b.TexWavefronts
	a.SurfLdRequests += b.SurfLdRequests
	a.SurfLdSectors += b.SurfLdSectors
	a.SurfLdHits += b.SurfLdHits
	a.SurfStRequests += b.SurfStRequests
	a.SurfStSectors += b.SurfStSectors
	a.SurfRedRequests += b.SurfRedRequests
}

// atomBusy is how long atomic request r keeps its L2 slice busy: for the
// bytes, or for the per-address work of the atomic unit if that is
// longer, plus the serialised updates of the most contended address.
func (h *Hierarchy) atomBusy(r *request) float64 {
	busy := float64(r.distinct) * h.Spec.Atomic.PerAddress
	if rate := h.slices[h.sliceIndex(r.line)].Rate; rate > 0 {
		busy = max(busy, float64(bits.OnesCount8(r.sectors)*SectorBytes)/rate)
	}
	return busy + float64(max(int(r.same)-1, 0))*h.Spec.Atomic.SameAddress
}

func (h *Hierarchy) sliceIndex(line uint64) int {
	i := line / LineBytes
	i ^= i >> 7
	return int(i % uint64(len(h.slices)))
}

func (h *Hierarchy) slice(line uint64) *Pipe { return &h.slices[h.sliceIndex(line)] }

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

// l2Atom performs an atomic request r (one line's sectors): a
// read-modify-write in the L2 slice, serialised per address; it returns
// when the old values are back in the SM and when the slice has taken the
// updates.
func (h *Hierarchy) l2Atom(t int64, r *request) (done int64, drained float64) {
	n := bits.OnesCount8(r.sectors)
	h.Stats.L2AtomSectors += int64(n)
	hit := h.l2.Probe(r.line, r.sectors)
	h.Stats.L2HitSectors += int64(bits.OnesCount8(hit))
	same := int(r.same)
	sl := h.slice(r.line)
	busy := h.atomBusy(r)
	start := t + sl.Book(t, busy*sl.Rate)
	drained = float64(start) + busy
	done = start + int64(h.Spec.Atomic.Latency+float64(max(same-1, 0))*h.Spec.Atomic.SameAddress+0.5)
	if m := r.sectors &^ hit; m != 0 {
		nm := bits.OnesCount8(m)
		h.Stats.DRAMReadBytes += int64(nm * SectorBytes)
		t3 := start + h.channel(r.line).Book(start, r.line, float64(nm*SectorBytes))
		done = max(done, t3+int64(h.Spec.DRAM.Latency-h.Spec.L2.HitLatency+h.Spec.Atomic.Latency+0.5))
	}
	h.writeBack(start, h.l2.Fill(r.line, r.sectors, true))
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
