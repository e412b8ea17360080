package timing

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"os"
	"runtime"
	"slices"
	"strconv"
	"unsafe"
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
	L2FarSectors   int64 // lts__t_sectors_srcunit_ltcfabric.sum: sectors a partition served for the other one
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
	parts   []*Cache // L2 partitions
	near    []int32  // per SM: Near's partition
	slices  []Pipe   // L2 slices (partition p owns slices [p*n, (p+1)*n)), booked in cycles
	wrPorts []Pipe   // the slices' write ports (l2.write_port_bytes_per_cycle), booked in cycles
	atomics []Pipe   // per slice: its atomic unit, one request's read-modify-write at a time (AtomicSpec.PerSector)
	dram    []DRAMScheduler
	queue   []*request  // Serve's merge of the ports' requests
	keys    []uint64    // Serve's sort keys
	sortTmp sortScratch // and their sortKeys scratch
	// snap are the slices' free cycles at the last Snapshot, per port
	// buffer (ports' atomic estimates read snap[cur]): a port flipped
	// ahead of the others (FlipPort) reads the one SnapshotNext made.
	snap  [2][]float64
	cur   int     // the ports' current buffer (Flip; a port FlipPort flipped is one ahead)
	stage stager  // the staged serve's state (serve.go)
	one   outcome // the serial serve's outcome of the request it is on
	// texDescL2 are the texture descriptors in the L2 (texture.go).
	texDescL2 []uint64

	reqCost, rdCost, wrCost float64 // slice cycles per lookup, per byte read, per byte written
	wpCost                  float64 // write-port cycles per byte written (0: no write port)

	// Accepted is the cycle the SM's L1 stage took the last global request
	// handed to Hierarchy.Do (Port.Accepted for Port.Do).
	Accepted int64

	// The last write booked on each slice (l2.merge_cost): its line,
	// sectors, service start and acknowledgement (serveTime's alone).
	lastWr []lastWrite

	// misses[sm] holds the completion cycles of the SM's reads in flight
	// (a min-heap of at most l1.miss_lines; serveTime's alone, in the
	// global order).
	misses [][]int64

	dramGranule uint64     // dram.channel_bytes
	dramGroup   uint64     // dram.group
	dramStripe  uint64     // dram.group x dram.row_bytes
	dramSpan    uint64     // rowSpan
	dramDiv     [3]divisor // by dramGranule, dramStripe, dramGroup
	// dramMod is what dramAt takes a hash modulo (the channels, or with
	// dram.group the groups: 20 on the H200) and its modSets inverse: a
	// 64-bit division was most of dramAt's time, twice per DRAM read.
	dramMod [2]uint64
}

// Port is one SM's side of the hierarchy: nothing in it is shared with
// another SM's port, so each may be used by its own goroutine.
type Port struct {
	h      *Hierarchy
	sm     int
	l1     *Cache
	l1pipe Pipe // L1 tag/data stage (lines per cycle)
	miss   Pipe // the miss path toward the L2 (booked in cycles: l1.miss_*_cycles)
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

	// Two buffers of requests and tickets: the port fills the current one
	// (cur) while Serve may be performing the other (Flip swaps them).
	reqs    [2][]request // requests for the shared side, in issue order
	reqT    [2][2]int64  // per buffer: its requests' earliest and latest cycle (while it holds any; queue)
	tickets [2][]int64   // per ticket: the cycle its access's data is back (final after Serve)
	drain   [2]float64   // atomics: when the slices have taken the buffer's updates (Serve), applied to the L1 stage by TakeTickets
	cur     int

	// LastAck is the cycle the latest acknowledgement of this port's
	// stores and atomics came back (after Serve; 0 after ResetTime): a
	// warp retires only when its stores are acknowledged, and the grid
	// only when the L2 has performed its atomics, so the SM's work is not
	// over before it (Nsight Compute's "drain" stall).
	LastAck int64

	// The port's estimate of when each L2 slice is free, for the
	// backpressure of its own atomics between two synchronisations: the
	// slice's state at the last one (Hierarchy.Snapshot) plus the port's
	// own updates since.
	slNext []float64
	slGen  []uint32
	gen    uint32 // incremented by TakeTickets: estimates older than it are stale

	// The ports lie side by side in Hierarchy.ports and each is written
	// by its own SM's goroutine: a cache line's worth of nothing keeps
	// the end of one port and the start of the next (its L1 stage,
	// booked on every access) off a shared line.
	_ [64]byte
}

// request is one line's worth of work for the shared side.
type request struct {
	t        int64  // cycle it leaves the SM's L1 stage
	line     uint64 // line address
	sectors  uint8
	kind     uint8 // reqRead, reqWrite, reqAtom, reqRed
	same     uint8 // atomics: lanes on the line's most contended address
	distinct uint8 // atomics: distinct addresses on the line
	words    uint8 // atomics: 32-bit words of a lane's operand (the atomic unit's passes per update)
	buf      uint8 // the port's buffer it was queued in
	partial  bool  // writes: some sector is written only in part
	ticket   int32 // the access's ticket (-1: none)
	sm       int32
	// Its issue order within the port is its index in the port's buffer
	// (order compares addresses): no field for it keeps a request at 32
	// bytes, two to a cache line, and the serve's stages read every
	// request from the core of the SM that queued it.
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
	h := &Hierarchy{Spec: spec, dramGranule: uint64(spec.DRAM.ChannelBytes), dramGroup: uint64(spec.DRAM.Group),
		dramStripe: uint64(spec.DRAM.Group * spec.DRAM.RowBytes), dramSpan: rowSpan(spec)}
	h.dramDiv = [3]divisor{newDivisor(h.dramGranule), newDivisor(h.dramStripe), newDivisor(h.dramGroup)}
	h.dramMod[0] = uint64(spec.DRAM.Channels)
	if g := h.dramGroup; g > 0 {
		h.dramMod[0] /= g
	}
	h.dramMod[1] = math.MaxUint64 / h.dramMod[0]
	np := spec.L2.Partitions
	h.parts = make([]*Cache, np)
	for i := range h.parts {
		c, err := NewCacheWith(spec.L2.SizeBytes/np, spec.L2.Assoc, true, spec.L2.Replacement, spec.Seed^0x4c32+uint64(i))
		if err != nil {
			return nil, fmt.Errorf("l2: %w", err)
		}
		c.SetDirtyWays(spec.L2.DirtyWays)
		h.parts[i] = c
	}
	ns := float64(spec.L2.Slices)
	h.reqCost = ns / spec.L2.RequestsPerCycle
	h.rdCost = ns / spec.L2.BytesPerCycle
	h.wrCost = ns / spec.L2.WriteBytesPerCycle
	wp, err := writePolicies.Get(spec.L1.WritePolicy)
	if err != nil {
		return nil, fmt.Errorf("l1: %w", err)
	}
	ds, err := dramSchedulers.Get(spec.DRAM.Scheduler)
	if err != nil {
		return nil, fmt.Errorf("dram: %w", err)
	}
	h.slices = make([]Pipe, spec.L2.Slices)
	h.atomics = make([]Pipe, spec.L2.Slices)
	h.wrPorts = make([]Pipe, spec.L2.Slices)
	for i := range h.slices {
		h.slices[i] = Pipe{Rate: 1}
		h.atomics[i] = Pipe{Rate: 1}
		h.wrPorts[i] = Pipe{Rate: 1}
	}
	if r := spec.L2.WritePortBytesPerCycle; r > 0 {
		h.wpCost = ns / r
	}
	h.dram = make([]DRAMScheduler, spec.DRAM.Channels)
	for i := range h.dram {
		h.dram[i] = ds(spec, spec.DRAM.BytesPerCycle/float64(spec.DRAM.Channels))
	}
	h.lastWr = make([]lastWrite, spec.L2.Slices)
	h.ports = make([]Port, spec.NumSMs)
	h.near = make([]int32, spec.NumSMs)
	for i := range h.near {
		h.near[i] = int32(i * len(h.parts) / max(spec.NumSMs, 1))
	}
	if spec.L1.MissLines > 0 {
		h.misses = make([][]int64, spec.NumSMs)
	}
	for i := range h.ports {
		p := &h.ports[i]
		p.h, p.sm = h, i
		p.l1pipe = Pipe{Rate: spec.L1.TagRate}
		p.miss = Pipe{Rate: 1}
		p.smem = Pipe{Rate: spec.Shared.WavefrontRate}
		p.texPipe = Pipe{Rate: 1} // booked in cycles of work (Port.Texture)
		p.l1w = wp(spec)
		p.banks = Banks{NumBanks: spec.Shared.Banks, BankBytes: spec.Shared.BankBytes}
		p.slNext = make([]float64, len(h.slices))
		p.slGen = make([]uint32, len(h.slices))
	}
	h.snap = [2][]float64{make([]float64, len(h.slices)), make([]float64, len(h.slices))}
	h.stage.runs = make([][]uint64, np+1)
	h.stage.sortTmp = make([]sortScratch, np+1)
	h.stage.ready = make([]progress, np+1)
	h.stage.prog = make([]progress, np)
	h.stage.bufs = make([][]request, spec.NumSMs)
	h.stage.tickets = make([][]int64, spec.NumSMs)
	h.stage.lastAck = make([]int64, spec.NumSMs)
	h.stage.drain = make([]float64, spec.NumSMs)
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
func (h *Hierarchy) l1Drain(v Victim) {
	home := h.home(v.Line)
	r := request{line: v.Line, sectors: v.Dirty, kind: reqWrite, ticket: NoTicket}
	h.serve(&r, home, &h.one)
}

// Flush does what Nsight Compute does before each profiled launch: dirty L2
// lines are written back (not counted: it happens outside the launch), all
// caches are emptied, and the pipes go idle at cycle 0.
func (h *Hierarchy) Flush() {
	h.texLaunch()
	h.texDescL2 = h.texDescL2[:0]
	for i := range h.ports {
		h.ports[i].l1.Flush(nil) // dropped with the L2's dirty lines: written back outside the launch
	}
	for _, c := range h.parts {
		c.Flush(nil)
	}
	h.ResetTime()
}

// ResetTime makes every pipe idle at cycle 0, keeping cache contents (a
// new launch after a warm one); requests not yet served are dropped.
func (h *Hierarchy) ResetTime() {
	h.texLaunch()
	for i := range h.ports {
		p := &h.ports[i]
		p.l1pipe.Reset()
		p.miss.Reset()
		p.smem.Reset()
		p.texPipe.Reset()
		for b := range p.reqs {
			p.reqs[b] = p.reqs[b][:0]
			p.tickets[b] = p.tickets[b][:0]
			p.drain[b] = 0
		}
		p.LastAck = 0
	}
	for i := range h.slices {
		h.slices[i].Reset()
		h.atomics[i].Reset()
		h.wrPorts[i].Reset()
	}
	for i := range h.dram {
		h.dram[i].Reset()
	}
	for i := range h.misses {
		h.misses[i] = h.misses[i][:0]
	}
	clear(h.lastWr)
	h.Snapshot()
}

// L1 returns SM sm's L1 (for inspection in tests and reports).
func (h *Hierarchy) L1(sm int) *Cache { return h.ports[sm].l1 }

// L2 returns partition p of the L2.
func (h *Hierarchy) L2(p int) *Cache { return h.parts[p] }

// Near is the L2 partition SM sm is near: the SMs in contiguous groups,
// as GPCs attach to one partition.
func (h *Hierarchy) Near(sm int) int {
	if sm >= 0 && sm < len(h.near) {
		return int(h.near[sm]) // no division per request in the serve
	}
	return sm * len(h.parts) / max(h.Spec.NumSMs, 1)
}

// Home is the partition the line at addr belongs to.
func (h *Hierarchy) Home(addr uint64) int { return h.home(addr &^ (LineBytes - 1)) }

// home is the partition a line belongs to.
func (h *Hierarchy) home(line uint64) int {
	if len(h.parts) == 1 {
		return 0
	}
	i := line / LineBytes
	i ^= i>>9 ^ i>>17
	if n := uint64(len(h.parts)); n&(n-1) == 0 {
		return int(i & (n - 1)) // the H200's two: no division per request
	}
	return int(i % uint64(len(h.parts)))
}

// Do performs one warp-level memory access issued on SM sm at cycle now,
// both halves at once, and returns the cycle at which its result is
// available (for stores and reductions: the cycle the L1 stage took it).
func (h *Hierarchy) Do(sm int, now int64, a *Access) int64 {
	p := &h.ports[sm]
	h.Snapshot()
	done, tk := p.Do(now, a, NoTicket)
	h.Accepted = p.Accepted
	h.serveBuffers(p.cur)
	h.MergeStats()
	if tk != NoTicket && a.Op != OpStore && a.Op != OpRed {
		done = max(done, p.Ticket(tk))
	}
	p.TakeTickets()
	return done
}

// Do books the SM's half of one warp-level memory access issued at cycle
// now: it returns the cycle that half is done and, when the access also
// waits for the shared side (an L2 read, a global atomic), a ticket whose
// cycle (Ticket, after Serve) is when its data is back; NoTicket when done
// is final. Stores and reductions reach the L2 at the next Serve; their
// ticket's cycle is their acknowledgement (a warp retires only when its
// stores are acknowledged), done the cycle the L1 stage took them. A ticket passed
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

// InvalidateL1 drops the clean contents of the SM's L1 (CCTL.IVALL: an
// acquire at GPU scope must not read stale lines): later global loads miss
// to the L2. The L1 is the SM's own, so this stays on the per-SM side.
func (p *Port) InvalidateL1() { p.l1.InvalidateClean() }

// Buffer is the index (0 or 1) of the port's current buffer: the one its
// accesses queue into and whose tickets it issues.
func (p *Port) Buffer() int { return p.cur }

// ticketBuf is the bit of a ticket that names its buffer.
const ticketBuf = 1 << 30

// Ticket returns the cycle ticket t's access has its data back (valid
// once its buffer has been served, until TakeTickets empties it).
func (p *Port) Ticket(t int32) int64 { return p.tickets[t>>30&1][t&(ticketBuf-1)] }

// ticketOr returns t, or when t is NoTicket a new ticket in the current
// buffer.
func (p *Port) ticketOr(t int32) int32 {
	if t == NoTicket {
		t = int32(len(p.tickets[p.cur]) | p.cur*ticketBuf)
		p.tickets[p.cur] = append(p.tickets[p.cur], 0)
	}
	return t
}

// settle moves ticket t of buffer b to at if that is later.
func (p *Port) settle(b int, t int32, at int64) {
	c := &p.tickets[b][t&(ticketBuf-1)]
	*c = max(*c, at)
}

// TakeTickets forgets the resolved tickets of the current buffer (the SM
// has read them) and applies the atomic backpressure Serve found for it
// to the L1 stage; new tickets go to that buffer.
func (p *Port) TakeTickets() {
	b := p.cur
	p.tickets[b] = p.tickets[b][:0]
	if p.drain[b] > p.l1pipe.next {
		p.l1pipe.next = p.drain[b]
	}
	p.drain[b] = 0
	p.gen++
}

// Pending reports whether the port has requests not yet performed.
func (p *Port) Pending() bool { return len(p.reqs[0])+len(p.reqs[1]) > 0 }

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
	b := p.cur
	if len(p.reqs[b]) == 0 {
		p.reqT[b] = [2]int64{t, t}
	} else {
		p.reqT[b] = [2]int64{min(p.reqT[b][0], t), max(p.reqT[b][1], t)}
	}
	p.reqs[b] = append(p.reqs[b], request{t: t, line: line, sectors: sectors, kind: kind, ticket: ticket, sm: int32(p.sm), buf: uint8(b)})
	return &p.reqs[b][len(p.reqs[b])-1]
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
	if a.Op == OpStore && !local {
		work = max(work, float64(len(r.Lines))*sp.L1.StoreLine)
	}
	t1 := now + p.l1pipe.Book(now, work*sp.L1.TagRate)
	p.Accepted = t1
	// A store some of whose sectors it writes only in part (the lanes'
	// bytes do not fill the sectors they touch).
	partial := a.Op == OpStore && bits.OnesCount32(a.Mask)*a.Size < r.Sectors*SectorBytes
	done := now
	// The miss path: the request's lines toward the L2 leave one per
	// miss_line_cycles from when it is free (loads book it as their lines
	// miss, stores before their lines).
	// mp: loads' misses book it below; ms: a store booked it here.
	mp := sp.L1.MissLineCycles > 0 || sp.L1.MissRequestCycles > 0
	ms := false
	var mStart, mLines float64
	if mp {
		mStart = max(float64(t1), p.miss.FreeAt())
		if a.Op == OpStore && sp.L1.MissStores {
			n := float64(len(r.Lines))
			p.miss.Book(t1, max(sp.L1.MissRequestCycles, n*sp.L1.MissLineCycles))
			mp, ms = false, true // lines leave at mStart + k x line cycles below
		}
	}
	leave := func(k int) int64 {
		return int64(math.Ceil(mStart + float64(k)*sp.L1.MissLineCycles))
	}
	for li, ln := range r.Lines {
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
				ticket = p.ticketOr(ticket)
				tq := t1
				if mp {
					tq = max(t1, leave(int(mLines)))
					mLines++
				}
				p.queue(tq, ln.Line, miss, reqRead, ticket)
				if useL1 {
					if v := l1.Fill(ln.Line, miss, false); v.Dirty != 0 {
						p.queue(t1, v.Line, v.Dirty, reqWrite, NoTicket) // a write-back L1's victim
					}
				}
			}
		case OpStore:
			// The L1's write policy (NVIDIA's: write-through, no
			// allocate) says which sectors the L2 takes now; their
			// acknowledgement is the ticket's cycle.
			through, v := p.l1w.Store(l1, ln.Line, ln.Sectors)
			if v.Dirty != 0 {
				p.queue(t1, v.Line, v.Dirty, reqWrite, NoTicket)
			}
			if through != 0 {
				ticket = p.ticketOr(ticket)
				tq := t1
				if ms {
					tq = max(t1, leave(li))
				}
				p.queue(tq, ln.Line, through, reqWrite, ticket).partial = partial
			}
			done = max(done, t1)
		default: // atom, red: performed at the L2; L1 copies become stale
			if v := l1.Evict(ln.Line, ln.Sectors); v.Dirty != 0 {
				p.queue(t1, v.Line, v.Dirty, reqWrite, NoTicket) // a write-back L1's data first
			}
			kind := uint8(reqRed)
			if a.Op != OpRed {
				kind = reqAtom
			}
			ticket = p.ticketOr(ticket)
			q := p.queue(t1, ln.Line, ln.Sectors, kind, ticket)
			q.same, q.distinct = atomLanes(a, ln.Line)
			q.words = uint8(max(1, a.Size/4))
			done = max(done, t1)
			// Backpressure (see Serve), estimated now from the slice's
			// state at the last Serve and this port's updates since; Serve
			// applies the real one.
			i := h.sliceIndex(h.home(ln.Line), ln.Line)
			if p.slGen[i] != p.gen {
				p.slNext[i], p.slGen[i] = h.snap[p.cur][i], p.gen
			}
			busy := h.atomBusy(q)
			start := max(float64(t1), p.slNext[i])
			p.slNext[i] = start + busy
			if d := math.Ceil(start) + busy; d > p.l1pipe.next {
				p.l1pipe.next = d
			}
		}
	}
	if mp && mLines > 0 {
		p.miss.Book(t1, max(sp.L1.MissRequestCycles, mLines*sp.L1.MissLineCycles))
	}
	if ticket != NoTicket {
		p.settle(int(ticket>>30&1), ticket, done)
	}
	return done, ticket
}

// atomLanes counts, among the lanes of a on line, the lanes on the most
// contended address and the distinct addresses: one pass over the lanes
// counting each byte offset in the line (lanes on one address are on one
// offset of its line).
func atomLanes(a *Access, line uint64) (same, distinct uint8) {
	var n [LineBytes]uint8
	for m := a.Mask; m != 0; m &= m - 1 {
		addr := a.Addr[bits.TrailingZeros32(m)]
		if addr&^(LineBytes-1) != line {
			continue
		}
		c := &n[addr&(LineBytes-1)]
		if *c == 0 {
			distinct++
		}
		*c++
		same = max(same, *c)
	}
	return same, distinct
}

// Serve performs the requests every port has queued in its current
// buffer, in the order (cycle, SM, issue order), resolves their tickets
// and adds the ports' counters into Stats. Call it while no SM runs. A
// pipelined engine instead calls Flip and ServeOther (below).
func (h *Hierarchy) Serve() {
	h.serveBuffers(-1)
	h.MergeStats()
}

// Flip swaps every port's buffers, while no SM runs: the requests queued
// since the last Flip become the ones ServeOther performs, and the
// current buffer becomes the one served before (its tickets resolved, for
// the SMs to take, then to be refilled).
func (h *Hierarchy) Flip() {
	h.cur ^= 1
	for i := range h.ports {
		h.ports[i].cur = h.cur // a port FlipPort flipped already stays
	}
	h.stage.gen++
	h.stage.abort.Store(false)
	h.stage.spinning = runtime.GOMAXPROCS(0) > h.ServeWorkers()
}

// ServeOther performs every port's other buffer (the requests queued
// before the last Flip). It touches only the shared side and those
// buffers, so it may run while the SMs use their ports; MergeStats and
// Snapshot must wait until it has returned.
func (h *Hierarchy) ServeOther() { h.serveBuffers(-2) }

// MergeStats adds the ports' counters into Stats (while no SM runs).
func (h *Hierarchy) MergeStats() {
	for i := range h.ports {
		h.Stats.Add(&h.ports[i].Stats)
		h.ports[i].Stats = Stats{}
	}
}

// Snapshot records the slices' state for the ports' estimates of atomic
// backpressure (while no SM runs and nothing is being served).
func (h *Hierarchy) Snapshot() {
	for i := range h.slices {
		h.snap[0][i] = h.slices[i].next
		h.snap[1][i] = h.slices[i].next
	}
}

// FlipPort swaps port sm's buffers ahead of the next Flip (which then
// leaves it as it is), so that its SM can take the completions of the
// last serve and queue the next quantum's requests before the other SMs
// have finished this one. Only once the serve of the other buffers has
// returned (ServeOther, every ServeOtherStage) and SnapshotNext has been
// taken; the SM's port only.
func (h *Hierarchy) FlipPort(sm int) { h.ports[sm].cur = h.cur ^ 1 }

// SnapshotNext records the slices' state for the ports FlipPort flips
// (what Snapshot will record at the next Flip), once the serve has
// returned, while the other SMs still use their current buffer.
func (h *Hierarchy) SnapshotNext() {
	sn := h.snap[h.cur^1]
	for i := range h.slices {
		sn[i] = h.slices[i].next
	}
}

// serveBuffers performs the requests of each port's buffer which: -1 the
// current one, -2 the other one, else that index.
func (h *Hierarchy) serveBuffers(which int) {
	q := h.order(which)
	for k, r := range q {
		if k+prefetchAhead < len(q) {
			h.prefetchSets(q[k+prefetchAhead], -1, 0)
		}
		h.serve(r, h.Near(int(r.sm)), &h.one)
	}
	h.emptyBuffers(which)
}

// prefetchAhead is how many requests ahead of the one it performs the
// serve prefetches the L2 sets a request will look up (Cache.Prefetch):
// a lookup that misses the host's caches takes a few hundred
// nanoseconds, and performing a request takes less.
// PTXSIM_SERVE_PREFETCH=n sets it (1 to 64; for measuring: the host's
// memory latency under load decides the best distance; no result
// depends on it).
var prefetchAhead = func() int {
	if n, err := strconv.Atoi(os.Getenv("PTXSIM_SERVE_PREFETCH")); err == nil && n >= 1 && n <= 64 {
		return n
	}
	return 8
}()

// prefetchSets prefetches the L2 sets request r will look up in the
// partitions p with p mod ng = g (ng < 0: all of them): for a read, its
// near and home partitions; for anything else, every partition.
func (h *Hierarchy) prefetchSets(r *request, ng, g int) {
	h.prefetchSetsAt(r, h.Near(int(r.sm)), h.home(r.line), h.l2Set(r.line), ng, g)
}

// prefetchSetsAt is prefetchSets for a request whose near and home
// partitions and set (l2Set) are known.
func (h *Hierarchy) prefetchSetsAt(r *request, side, home, base, ng, g int) {
	if ng <= 1 { // every partition (the serial serve, one cache stage)
		if r.kind == reqRead {
			h.parts[side].prefetchAt(base)
			if home != side {
				h.parts[home].prefetchAt(base)
			}
			return
		}
		for _, c := range h.parts {
			c.prefetchAt(base)
		}
		return
	}
	mine := func(p int) bool { return p%ng == g }
	if r.kind == reqRead {
		if mine(side) {
			h.parts[side].prefetchAt(base)
		}
		if home != side && mine(home) {
			h.parts[home].prefetchAt(base)
		}
		return
	}
	for p, c := range h.parts {
		if mine(p) {
			c.prefetchAt(base)
		}
	}
}

// buffer is port p's buffer which (see serveBuffers).
func (p *Port) buffer(which int) *[]request { return &p.reqs[p.bufIndex(which)] }

// bufIndex is the index of port p's buffer which.
func (p *Port) bufIndex(which int) int {
	switch which {
	case -1:
		return p.cur
	case -2:
		return p.cur ^ 1
	}
	return which
}

// emptyBuffers empties every port's buffer which once it has been served.
func (h *Hierarchy) emptyBuffers(which int) {
	for i := range h.ports {
		b := h.ports[i].buffer(which)
		*b = (*b)[:0]
	}
}

// orderBounds scans every port's buffer which for the integer keys of
// the serve order (orderKey): the earliest cycle lo, whether the keys
// can hold every request (fit) and how many requests there are.
func (h *Hierarchy) orderBounds(which int) (lo int64, fit bool, n int) {
	lo, hi, most := int64(math.MaxInt64), int64(math.MinInt64), 0
	for i := range h.ports {
		p := &h.ports[i]
		b := p.bufIndex(which)
		if k := len(p.reqs[b]); k > 0 {
			// queue keeps the bounds: no pass over every request (the
			// staged serve's stages each find them, on the critical
			// path of a memory-bound quantum).
			lo, hi = min(lo, p.reqT[b][0]), max(hi, p.reqT[b][1])
			most = max(most, k)
			n += k
		}
	}
	return lo, hi-lo < 1<<39 && most <= 1<<16 && len(h.ports) <= 256, n
}

// orderKey is the serve order (cycle, SM, issue order) of request j of
// port p, issued at cycle t, as one integer (orderBounds says whether it
// fits): sorting integers is several times faster than sorting with a
// comparison function.
func orderKey(t, lo int64, p, j int) uint64 {
	return uint64(t-lo)<<24 | uint64(p)<<16 | uint64(j)
}

// sortKeys sorts serve-order keys (orderKey) made in (port, index)
// order and returns them, in keys or in *tmp (the other buffer goes to
// *tmp). When their cycles span at most four per key (a quantum's
// requests do) it is a counting sort on the cycle, stable, so that keys
// of one cycle stay in (port, index) order: the order slices.Sort gives
// (the keys are distinct), in two passes instead of n log n comparisons
// (the sort was a tenth of a staged serve stage's time on the device).
func sortKeys(keys []uint64, tmp *[]uint64, counts *[]int32) []uint64 {
	n := len(keys)
	hi := uint64(0)
	for _, k := range keys {
		hi = max(hi, k>>24)
	}
	span := int(hi) + 1
	if n < 32 || span > 4*n {
		slices.Sort(keys)
		return keys
	}
	c := *counts
	if cap(c) < span+1 {
		c = make([]int32, span+1+span/2)
	}
	c = c[:span+1]
	clear(c)
	for _, k := range keys {
		c[k>>24+1]++
	}
	for i := 1; i <= span; i++ {
		c[i] += c[i-1]
	}
	out := *tmp
	if cap(out) < n {
		out = make([]uint64, n+n/2)
	}
	out = out[:n]
	for _, k := range keys {
		b := k >> 24
		out[c[b]] = k
		c[b]++
	}
	*tmp, *counts = keys[:0], c
	return out
}

// sortScratch is a stage's sortKeys scratch.
type sortScratch struct {
	keys   []uint64
	counts []int32
}

// keyPlace returns the port and the index in its buffer of the request
// of key k (orderKey).
func keyPlace(k uint64) (p, j int) { return int(k >> 16 & 0xff), int(k & 0xffff) }

// order returns the requests of every port's buffer which in the order
// they are served: (cycle, SM, issue order).
func (h *Hierarchy) order(which int) []*request {
	q := h.queue[:0]
	lo, fit, n := h.orderBounds(which)
	if n > 0 && fit {
		keys := h.keys[:0]
		for i := range h.ports {
			rs := *h.ports[i].buffer(which)
			for j := range rs {
				keys = append(keys, orderKey(rs[j].t, lo, i, j))
			}
		}
		keys = sortKeys(keys, &h.sortTmp.keys, &h.sortTmp.counts)
		for _, k := range keys {
			p, j := keyPlace(k)
			q = append(q, &(*h.ports[p].buffer(which))[j])
		}
		h.keys = keys[:0]
	} else {
		for i := range h.ports {
			rs := *h.ports[i].buffer(which)
			for j := range rs {
				q = append(q, &rs[j])
			}
		}
		slices.SortFunc(q, func(a, b *request) int {
			switch {
			case a.t != b.t:
				return cmp.Compare(a.t, b.t)
			case a.sm != b.sm:
				return cmp.Compare(a.sm, b.sm)
			}
			// One port's buffer: its index (issue order) is its place.
			return cmp.Compare(uintptr(unsafe.Pointer(a)), uintptr(unsafe.Pointer(b)))
		})
	}
	h.queue = q
	return q
}

// serve performs one request for the shared side: its cache work in every
// partition it touches, then its timing (serve.go splits the two across
// goroutines). side is the partition near the requester.
func (h *Hierarchy) serve(r *request, side int, o *outcome) {
	*o = outcome{}
	home, base := h.home(r.line), h.l2Set(r.line)
	if r.kind == reqRead {
		// The home partition's part needs the near one's hits.
		h.l2Cache(side, side, home, base, r, o)
		if home != side {
			h.l2Cache(home, side, home, base, r, o)
		}
	} else {
		for p := range h.parts {
			h.l2Cache(p, side, home, base, r, o)
		}
	}
	p := &h.ports[r.sm]
	h.serveTime(r, side, home, o, p.tickets[r.buf], &p.LastAck, &p.drain[r.buf])
}

// l2Set is the first way of line's set in every L2 partition (they are
// caches of one geometry: NewHierarchy), found once per request.
func (h *Hierarchy) l2Set(line uint64) int { return h.parts[0].set(line) }

// outcome is what the cache work of one request found (hits, DRAM
// fetches, evicted dirty lines), for its timing work.
type outcome struct {
	hit   uint8     // read: the near partition's sectors of the request; atomic: the home partition's
	fh    uint8     // far read: the home partition's sectors of those the near one lacks
	fetch uint8     // sectors read from DRAM (l2.fetch_bytes granules); 0: none
	v     [2]Victim // dirty lines the fills evicted, in the order their write-backs are booked
}

// l2Cache performs partition p's part of request r's cache work (tags,
// sectors, replacement state; no time) and records what it found in o.
// side is the partition near the requester, home the line's, base the
// first way of the line's set (l2Set). Each partition's state depends
// only on the order of its own parts; a far read's home part needs its
// near part's hits (o.hit) first. A probe and the fill after it share
// one scan of the set (lookup).
func (h *Hierarchy) l2Cache(p, side, home, base int, r *request, o *outcome) {
	c := h.parts[p]
	switch r.kind {
	case reqRead:
		switch p {
		case side:
			w, empty := c.lookup(base, r.line)
			o.hit = c.probeWay(base, w, r.sectors)
			if m := r.sectors &^ o.hit; m != 0 {
				if home != side {
					o.v[1] = c.fillWay(base, w, empty, r.line, m, false) // the near partition keeps a copy
				} else {
					o.fetch = h.fetchMask(m)
					o.v[0] = c.fillWay(base, w, empty, r.line, o.fetch, false)
				}
			}
		case home:
			if m := r.sectors &^ o.hit; m != 0 {
				w, empty := c.lookup(base, r.line)
				o.fh = c.probeWay(base, w, m)
				if mm := m &^ o.fh; mm != 0 {
					o.fetch = h.fetchMask(mm)
					o.v[0] = c.fillWay(base, w, empty, r.line, o.fetch, false)
				}
			}
		}
	case reqWrite:
		switch p {
		case home:
			o.v[1] = c.fillAt(base, r.line, r.sectors, true)
		case side:
			o.v[0] = c.fillAt(base, r.line, r.sectors, false) // the writer's partition keeps a clean copy
		default:
			c.Invalidate(r.line, r.sectors)
		}
	default:
		if p != home {
			c.Invalidate(r.line, r.sectors)
			return
		}
		w, empty := c.lookup(base, r.line)
		o.hit = c.probeWay(base, w, r.sectors)
		if m := r.sectors &^ o.hit; m != 0 {
			o.fetch = h.fetchMask(m)
			o.v[0] = c.fillWay(base, w, empty, r.line, o.fetch, false)
		}
		o.v[1] = c.fillAt(base, r.line, r.sectors, true)
	}
}

// serveTime performs request r's timing work (slices, atomic units, DRAM
// channels, counters) from what its cache work found, and resolves its
// ticket in tickets (its port's buffer's), its port's latest
// acknowledgement *lastAck and atomic backpressure *drain.
func (h *Hierarchy) serveTime(r *request, side, home int, o *outcome, tickets []int64, lastAck *int64, drain *float64) {
	settle := func(at int64) {
		c := &tickets[r.ticket&(ticketBuf-1)]
		*c = max(*c, at)
	}
	switch r.kind {
	case reqRead:
		if h.misses == nil {
			settle(h.l2Read(r.t, side, home, r.line, r.sectors, o))
			break
		}
		// The SM's miss slots: with all of them taken, the request
		// leaves the L1 when the earliest comes back.
		q := &h.misses[r.sm]
		t := r.t
		if len(*q) >= h.Spec.L1.MissLines {
			t = max(t, popMin(q))
		}
		done := h.l2Read(t, side, home, r.line, r.sectors, o)
		pushMin(q, done)
		settle(done)
	case reqWrite:
		ack := h.l2Write(r.t, side, home, r.line, r.sectors, r.partial, r.ticket != NoTicket, o)
		if r.ticket != NoTicket {
			settle(ack)
			// Read only after the launch, when nothing is being served.
			*lastAck = max(*lastAck, ack)
		}
	default:
		done, d := h.l2Atom(r.t, home, r, o)
		if r.ticket != NoTicket {
			settle(done)
			// An atomic whose result is unused (a REDG in SASS) is waited
			// for only here: the grid ends when the L2 has performed it
			// (module_globals, histogram_global: the elapsed cycles exceed
			// the SMs' active cycles by the L2's atomic work).
			*lastAck = max(*lastAck, done)
		}
		// Backpressure: the SM's memory pipe takes no further request
		// until the slices have accepted these updates, so contended
		// atomics throttle issue (atomic_contention: one address costs
		// ~7x distinct addresses even though REDG returns nothing).
		*drain = max(*drain, d)
	}
}

// Add adds b's counters to a: with Sub, the one place that knows every
// counter, so that per-port, per-instruction and per-launch sums and
// differences cannot drift apart when a counter is added.
func (a *Stats) Add(b *Stats) {
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
	a.L2FarSectors += b.L2FarSectors
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

// Sub subtracts b's counters from a (the counters of an interval from
// two snapshots); it lists the counters as Add does.
func (a *Stats) Sub(b *Stats) {
	a.GlobalLdRequests -= b.GlobalLdRequests
	a.GlobalLdSectors -= b.GlobalLdSectors
	a.GlobalLdL1Hits -= b.GlobalLdL1Hits
	a.GlobalStRequests -= b.GlobalStRequests
	a.GlobalStSectors -= b.GlobalStSectors
	a.GlobalAtomOps -= b.GlobalAtomOps
	a.LocalLdSectors -= b.LocalLdSectors
	a.LocalStSectors -= b.LocalStSectors
	a.SharedLdWavefronts -= b.SharedLdWavefronts
	a.SharedLdConflicts -= b.SharedLdConflicts
	a.SharedStWavefronts -= b.SharedStWavefronts
	a.SharedStConflicts -= b.SharedStConflicts
	a.L2ReadSectors -= b.L2ReadSectors
	a.L2WriteSectors -= b.L2WriteSectors
	a.L2AtomSectors -= b.L2AtomSectors
	a.L2HitSectors -= b.L2HitSectors
	a.L2FarSectors -= b.L2FarSectors
	a.DRAMReadBytes -= b.DRAMReadBytes
	a.DRAMWriteBytes -= b.DRAMWriteBytes
	a.TexRequests -= b.TexRequests
	a.TexSectors -= b.TexSectors
	a.TexHits -= b.TexHits
	a.TexInRequests -= b.TexInRequests
	a.TexWavefronts -= b.TexWavefronts
	a.SurfLdRequests -= b.SurfLdRequests
	a.SurfLdSectors -= b.SurfLdSectors
	a.SurfLdHits -= b.SurfLdHits
	a.SurfStRequests -= b.SurfStRequests
	a.SurfStSectors -= b.SurfStSectors
	a.SurfRedRequests -= b.SurfRedRequests
}

// atomBusy is how long atomic request r keeps its L2 slice busy: for the
// bytes, or for the per-address work of the atomic unit if that is
// longer, plus the serialised updates of the most contended address.
func (h *Hierarchy) atomBusy(r *request) float64 {
	busy := max(float64(r.distinct)*h.Spec.Atomic.PerAddress, float64(bits.OnesCount8(r.sectors)*SectorBytes)*h.rdCost, h.reqCost)
	return busy + float64(max(int(r.same)-1, 0))*h.Spec.Atomic.SameAddress
}

// sliceIndex is the slice of partition p that serves line.
func (h *Hierarchy) sliceIndex(p int, line uint64) int {
	n := len(h.slices) / len(h.parts)
	i := line / LineBytes
	i ^= i >> 7
	return p*n + int(i%uint64(n))
}

func (h *Hierarchy) slice(p int, line uint64) *Pipe { return &h.slices[h.sliceIndex(p, line)] }

// dramAt is the channel that holds addr and addr's place in the
// channel's row space (the address its scheduler sees: rowAddr /
// rowSpan is its row). With dram.group 0, channel_bytes granules go
// round the channels by a hash of the granule index and rows are
// rowSpan-aligned spans of the address space. With dram.group g,
// memory is cut into stripes of g x row_bytes, each striped over g
// channels channel_bytes at a time (a row_bytes row in each), the
// stripe's g channels chosen by a hash of the stripe index.
func (h *Hierarchy) dramAt(addr uint64) (DRAMScheduler, uint64) {
	if h.dramGroup == 0 {
		i := h.dramDiv[0].div(addr)
		i ^= i>>5 ^ i>>11
		return h.dram[modSets(i, h.dramMod[0], h.dramMod[1])], addr
	}
	s := h.dramDiv[1].div(addr)
	j := h.dramDiv[0].div(h.dramDiv[1].mod(addr))
	grp := modSets(s*0x9e3779b97f4a7c15>>32, h.dramMod[0], h.dramMod[1])
	return h.dram[grp*h.dramGroup+h.dramDiv[2].mod(j)], s * h.dramSpan
}

// divisor divides by d, by a shift and a mask when d is a power of two
// (dramAt's granule, stripe and group: a 64-bit division costs tens of
// cycles on every DRAM access the serve books).
type divisor struct {
	d     uint64
	shift uint8
	pow2  bool
}

func newDivisor(d uint64) divisor {
	return divisor{d: d, shift: uint8(bits.TrailingZeros64(d)), pow2: d != 0 && d&(d-1) == 0}
}

func (v divisor) div(n uint64) uint64 {
	if v.pow2 {
		return n >> v.shift
	}
	return n / v.d
}

func (v divisor) mod(n uint64) uint64 {
	if v.pow2 {
		return n & (v.d - 1)
	}
	return n % v.d
}

// fetchMask widens the missing sectors m of a line to what DRAM reads
// (l2.fetch_bytes granules).
func (h *Hierarchy) fetchMask(m uint8) uint8 {
	switch h.Spec.L2.FetchBytes {
	case 64:
		if m&0x3 != 0 {
			m |= 0x3
		}
		if m&0xc != 0 {
			m |= 0xc
		}
	case 128:
		if m != 0 {
			m = 0xf
		}
	}
	return m
}

// l2Read fetches the sectors miss of line for an SM near partition side,
// for a request that left its L1 stage at t; it returns the cycle the
// data is back in the SM. The near partition answers what it holds; the
// rest comes from the line's home partition (far_latency more when that
// is the other one, which then leaves a copy in the near one) or DRAM.
// The latencies in the spec are load-to-use from issue, so queueing waits
// are added to them, not stacked. o is what the request's cache work
// found (l2Cache).
func (h *Hierarchy) l2Read(t int64, side, home int, line uint64, miss uint8, o *outcome) int64 {
	n := bits.OnesCount8(miss)
	h.Stats.L2ReadSectors += int64(n)
	hits := bits.OnesCount8(o.hit)
	// The request's lookup is charged where it is served: in the near
	// partition when it holds every sector or is the line's home, else
	// in the home partition (the near one forwards the miss and sends
	// only the sectors it holds). membench's random L2 loads (half of
	// them far) reach the same ~78 lines per cycle as near hits.
	m := miss &^ o.hit
	if m == 0 || home == side {
		t += h.slice(side, line).Book(t, max(h.reqCost, float64(n*SectorBytes)*h.rdCost))
	} else if hits > 0 {
		t += h.slice(side, line).Book(t, float64(hits*SectorBytes)*h.rdCost)
	}
	done := t + int64(h.Spec.L2.HitLatency+0.5)
	if m != 0 {
		if home != side {
			nm := bits.OnesCount8(m)
			h.Stats.L2FarSectors += int64(nm)
			tf := t + h.slice(home, line).Book(t, max(h.reqCost, float64(nm*SectorBytes)*h.rdCost))
			fh := o.fh
			hits += bits.OnesCount8(fh)
			if fh != 0 {
				done = max(done, tf+int64(h.Spec.L2.HitLatency+h.Spec.L2.FarLatency+0.5))
			}
			if m&^fh != 0 {
				done = max(done, h.dramRead(tf, line, o))
			}
			h.writeBack(t, o.v[1])
		} else {
			done = max(done, h.dramRead(t, line, o))
		}
	}
	h.Stats.L2HitSectors += int64(hits)
	return done
}

// dramRead reads the sectors o.fetch of line from DRAM at t and returns
// when the data is back in the SM.
func (h *Hierarchy) dramRead(t int64, line uint64, o *outcome) int64 {
	return h.dramFetch(t, line, o) + int64(h.Spec.DRAM.Latency+0.5)
}

// dramFetch books the DRAM read of the sectors o.fetch of line at t (and
// the write-back of the dirty line the fill evicted, o.v[0]) and returns
// the cycle the channel has taken it.
func (h *Hierarchy) dramFetch(t int64, line uint64, o *outcome) int64 {
	b := bits.OnesCount8(o.fetch) * SectorBytes
	h.Stats.DRAMReadBytes += int64(b)
	ch, a := h.dramAt(line)
	t3 := t + ch.Book(t, a, float64(b), false)
	h.writeBack(t, o.v[0])
	return t3
}

// l2Write takes a store's sectors from an SM near partition side into
// the line's home partition: write-back, allocating without a fetch (L2
// keeps byte masks, so a partial write needs no read); the writer's near
// partition keeps a clean copy, copies elsewhere are dropped (l2Cache). It
// returns when the SM has the store's acknowledgement: the home slice
// took it (and, if it evicted a dirty line, DRAM took that) plus
// l2.write_ack, far_latency more from the far partition.
func (h *Hierarchy) l2Write(t int64, side, home int, line uint64, mask uint8, partial, store bool, o *outcome) int64 {
	n := bits.OnesCount8(mask)
	h.Stats.L2WriteSectors += int64(n)
	h.Stats.L2HitSectors += int64(n)
	cost := max(h.reqCost, float64(n*SectorBytes)*h.wrCost)
	if partial {
		cost += h.reqCost * h.Spec.L2.PartialWrite
	}
	ack := float64(h.Spec.L2.WriteAck)
	i := h.sliceIndex(home, line)
	lw := &h.lastWr[i]
	if m := h.Spec.L2.MergeCost; m > 0 && store && lw.line == line+1 && lw.mask == mask && t < lw.start {
		// The slice's last write, on the same sectors, still waits in its
		// queue: this one merges into it, costing the slice a lookup.
		h.slices[i].Book(t, h.reqCost*m)
		h.Stats.L2WriteSectors -= int64(n) // it never reaches the tags
		h.Stats.L2HitSectors -= int64(n)
		return lw.ack
	}
	// The data goes through the home slice's write port too: pure
	// writes stream at its rate while reads go on beside them.
	port := h.wrPorts[i].Book(t, float64(n*SectorBytes)*h.wpCost)
	if home == side {
		t += max(h.slices[i].Book(t, cost), port)
	} else {
		// Charged at home only: the writer's partition keeps a clean
		// copy without a slot of its own (stream_triad_l2, a third of
		// its L2 traffic far writes, runs at membench's read rate).
		h.Stats.L2FarSectors += int64(n)
		t += max(h.slices[i].Book(t, cost), port)
		ack += h.Spec.L2.FarLatency
		h.writeBack(t, o.v[0]) // the writer's partition's copy evicted a dirty line
	}
	start := t
	t += h.writeBack(t, o.v[1])
	done := t + int64(ack+0.5)
	if store {
		*lw = lastWrite{line: line + 1, mask: mask, start: start, ack: done}
	} else {
		*lw = lastWrite{} // write-backs and surface stores merge with nothing
	}
	return done
}

// lastWrite is the last write a slice booked: line+1 (0: none), its
// sectors, the cycle its service starts and its acknowledgement.
type lastWrite struct {
	line  uint64
	mask  uint8
	start int64
	ack   int64
}

// l2Atom performs the timing of an atomic request r (one line's sectors)
// in the line's home partition: a read-modify-write in the L2 slice,
// serialised per address; it returns when the old values are back in the
// SM and when the slice has taken the updates. (l2Cache drops the line's
// copies in other partitions.)
func (h *Hierarchy) l2Atom(t int64, home int, r *request, o *outcome) (done int64, drained float64) {
	n := bits.OnesCount8(r.sectors)
	h.Stats.L2AtomSectors += int64(n)
	h.Stats.L2HitSectors += int64(bits.OnesCount8(o.hit))
	same := int(r.same)
	i := h.sliceIndex(home, r.line)
	busy := h.atomBusy(r)
	start := t + h.slices[i].Book(t, busy)
	drained = float64(start) + busy
	// The slice's atomic unit then performs the read-modify-write, one
	// request's sectors at a time, the most contended address's lanes one
	// after another, a 64-bit operand in two 32-bit passes: the SM has
	// long gone on (drained), the result or acknowledgement waits for it.
	serial := float64(max(same-1, 0)) * h.Spec.Atomic.SameAddress
	if u := h.Spec.Atomic.PerSector; u > 0 {
		serial *= float64(max(r.words, 1))
		start += h.atomics[i].Book(start, u*float64(n)+serial)
	}
	done = start + int64(h.Spec.Atomic.Latency+serial+0.5)
	if r.sectors&^o.hit != 0 {
		t3 := h.dramFetch(start, r.line, o)
		done = max(done, t3+int64(h.Spec.DRAM.Latency-h.Spec.L2.HitLatency+h.Spec.Atomic.Latency+0.5))
	}
	h.writeBack(start, o.v[1])
	return done, drained
}

// writeBack sends an evicted line's dirty sectors to DRAM at t and
// returns how long the channel makes it wait.
func (h *Hierarchy) writeBack(t int64, v Victim) int64 {
	if v.Dirty == 0 {
		return 0
	}
	n := bits.OnesCount8(v.Dirty)
	h.Stats.DRAMWriteBytes += int64(n * SectorBytes)
	ch, a := h.dramAt(v.Line)
	return ch.Book(t, a, float64(n*SectorBytes), true)
}

// DrainL2 writes back every dirty L2 sector at the end of a run, counting
// the bytes as DRAM writes, and returns how many there were. Hardware
// leaves them in L2 (copy_64mb writes 64 MiB but ncu sees 43.9 MB of
// DRAM writes), so reproducing dram__bytes_write.sum means not calling it.
func (h *Hierarchy) DrainL2() int {
	n := 0
	for _, c := range h.parts {
		n += c.Flush(func(v Victim) {
			h.Stats.DRAMWriteBytes += int64(bits.OnesCount8(v.Dirty) * SectorBytes)
		})
	}
	return n
}

// pushMin adds v to the min-heap *q.
func pushMin(q *[]int64, v int64) {
	h := append(*q, v)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p] <= h[i] {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	*q = h
}

// popMin removes and returns the least element of the non-empty min-heap
// *q.
func popMin(q *[]int64) int64 {
	h := *q
	v := h[0]
	n := len(h) - 1
	h[0] = h[n]
	h = h[:n]
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < n && h[l] < h[m] {
			m = l
		}
		if l+1 < n && h[l+1] < h[m] {
			m = l + 1
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	*q = h
	return v
}
