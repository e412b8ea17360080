package timing

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/ptxsim/ptxsim/memsys"
)

// The texture pipeline of an SM: tex, tld4, suld, sust and sured go
// through L1TEX's texture path rather than the LSU's. What it counts was
// measured with ncu on the H200 (testdata/textures/cases/timing_tex,
// timing_surf; docs/timing-model.md, "Textures"):
//
//   - requests (l1tex__t_requests_pipe_tex_*): texture fetches from CUDA
//     arrays make one per quad of lanes (4 consecutive lanes) with an
//     executing lane, 8 per full warp; fetches from linear memory and
//     surface accesses one per group of 8 lanes, 4 per warp. Texture
//     fetches also make one texin request per quad
//     (l1tex__texin_requests_mem_texture), linear memory included.
//   - sectors (l1tex__t_sectors_pipe_tex_*): per request, the distinct
//     32-byte sectors its lanes' texels lie in (a whole bilinear footprint
//     per lane; CUDA arrays tiled in sectors of 16 bytes x 2 rows); each
//     is looked up in the L1, and misses go to the L2
//     (l1tex__m_xbar2l1tex_read_sectors_mem_texture). A sector an earlier
//     request of the same instruction brought in hits.
//   - wavefronts (l1tex__data_pipe_tex_wavefronts_mem_texture): per
//     request, the 2x2-sector blocks of one plane needed to cover its
//     sectors (a quad reading 4 sectors 32 bytes apart takes 4).
//
// Surface stores go through the L1's write policy to the L2, like global
// stores; surface reductions are performed in the L2 like red.

// texScratch is a port's reusable storage for Texture, and its cache of
// texture and surface descriptors.
type texScratch struct {
	sec   []memsys.TexSector
	lines []lineMask
	desc  descCache
}

// descCache is an SM's cache of the descriptors (texture headers,
// samplers, surface headers) its texture unit has fetched in this launch.
// Measured on the H200 (benchmarks/hardware/textures/texlat, clock64
// around each fetch of a dependent chain): a fetch through a descriptor
// the SM has not used in this launch waits for it, about 470 cycles when
// an earlier launch brought it into the L2 and 650 when it comes from
// DRAM, before its texels are looked up; later fetches through it, from
// any warp of the SM, are not delayed (105 cycles, as any L1 hit). The
// cache starts empty at every launch (a second launch misses again on
// all 8 descriptors of the first).
type descCache struct {
	h     [descEntries]uint64
	ready [descEntries]int64 // when the descriptor is (or was) in
	n     int
	next  int      // FIFO replacement
	used  []uint64 // fetched in this launch: in the L2 for the next one
}

const descEntries = 32

// descriptor returns the cycle from which a texture instruction issued at
// now through handle h can proceed: now if the SM has the descriptor,
// else when its fetch completes.
func (p *Port) descriptor(now int64, h uint64) int64 {
	sp := &p.h.Spec.Texture
	if sp.DescriptorLatency <= 0 || h == 0 {
		return now
	}
	d := &p.tex.desc
	for i := 0; i < d.n; i++ {
		if d.h[i] == h {
			return max(now, d.ready[i])
		}
	}
	lat := sp.DescriptorColdLatency
	if slices.Contains(p.h.texDescL2, h) {
		lat = sp.DescriptorLatency
	}
	r := now + int64(lat+0.5)
	i := d.n
	if d.n < descEntries {
		d.n++
	} else {
		i = d.next
		d.next = (d.next + 1) % descEntries
	}
	d.h[i], d.ready[i] = h, r
	d.used = append(d.used, h)
	return r
}

// texLaunch starts a launch for the descriptor caches: the SMs' caches
// empty, the descriptors the last launch fetched now in the L2. It runs
// between launches, with no port in use.
func (h *Hierarchy) texLaunch() {
	for i := range h.ports {
		d := &h.ports[i].tex.desc
		for _, x := range d.used {
			if !slices.Contains(h.texDescL2, x) {
				h.texDescL2 = append(h.texDescL2, x)
			}
		}
		d.used = d.used[:0]
		d.n, d.next = 0, 0
	}
}

type lineMask struct {
	line uint64
	mask uint8
}

// Texture books one warp-level texture or surface instruction issued at
// cycle now: the SM's half (texture pipe, L1 lookups and fills), with the
// L2 reads of its misses queued for Serve under a ticket, as Do does for
// global loads. done is the cycle its result is ready when everything hit
// (stores and reductions: when the pipe took them).
func (p *Port) Texture(now int64, a *memsys.TexAccess, join int32) (done int64, ticket int32) {
	ticket = join
	if a.Mask == 0 {
		return now, ticket
	}
	now = p.descriptor(now, a.Handle)
	h := p.h
	sp := &h.Spec.Texture
	s := &p.Stats
	group := 8 // lanes per request
	if a.Kind == memsys.TexFetch {
		group = 4
	}
	tex := a.Kind == memsys.TexFetch || a.Kind == memsys.TexLinear
	load := tex || a.Kind == memsys.SurfLoad

	// Requests, their sectors and wavefronts.
	var nreq, nwave, nsec int
	type span struct{ lo, hi int }
	var spans [32]span
	sc := &p.tex
	sc.sec = sc.sec[:0]
	for g := 0; g < 32; g += group {
		m := a.Mask >> uint(g) & (1<<uint(group) - 1)
		if m == 0 {
			continue
		}
		if tex {
			for q := 0; q < group; q += 4 {
				if m>>uint(q)&0xf != 0 {
					s.TexInRequests++
				}
			}
		}
		lo := len(sc.sec)
		for l := g; l < g+group; l++ {
			if m>>uint(l-g)&1 != 0 {
				sc.sec = append(sc.sec, a.LaneSectors(l)...)
			}
		}
		req := sc.sec[lo:]
		slices.SortFunc(req, cmpSector)
		req = slices.CompactFunc(req, func(x, y memsys.TexSector) bool { return x.Addr == y.Addr })
		sc.sec = sc.sec[:lo+len(req)]
		spans[nreq] = span{lo, len(sc.sec)}
		nreq++
		nsec += len(req)
		if tex {
			nwave += max(wavefronts(req), 1)
		}
	}
	switch {
	case tex:
		s.TexRequests += int64(nreq)
		s.TexSectors += int64(nsec)
		s.TexWavefronts += int64(nwave)
	case a.Kind == memsys.SurfLoad:
		s.SurfLdRequests += int64(nreq)
		s.SurfLdSectors += int64(nsec)
	case a.Kind == memsys.SurfStore:
		s.SurfStRequests += int64(nreq)
		s.SurfStSectors += int64(nsec)
	default:
		s.SurfRedRequests += int64(nreq)
	}

	// The pipe: RequestRate requests and WavefrontRate wavefronts per
	// cycle, whichever takes longer.
	work := float64(nreq) / sp.RequestRate
	if w := float64(nwave) / sp.WavefrontRate; w > work {
		work = w
	}
	start := now + p.texPipe.Book(now, work)
	last := start + int64(work+0.5) - 1 // the last request leaves the stage
	last = max(last, start)
	lat := sp.Latency
	if !tex {
		lat = sp.SurfaceLatency
	}
	if !load {
		// Stores and reductions: the L2 takes them when they leave the
		// pipe; nothing waits for them.
		for r := 0; r < nreq; r++ {
			for _, lm := range p.texLines(sc.sec[spans[r].lo:spans[r].hi]) {
				if a.Kind == memsys.SurfStore {
					through, v := p.l1w.Store(p.l1, lm.line, lm.mask)
					if v.Dirty != 0 {
						p.queue(last, v.Line, v.Dirty, reqWrite, NoTicket)
					}
					if through != 0 {
						p.queue(last, lm.line, through, reqWrite, NoTicket)
					}
					continue
				}
				if v := p.l1.Evict(lm.line, lm.mask); v.Dirty != 0 {
					p.queue(last, v.Line, v.Dirty, reqWrite, NoTicket)
				}
				q := p.queue(last, lm.line, lm.mask, reqRed, NoTicket)
				q.same, q.distinct = 1, uint8(bits.OnesCount8(lm.mask))
			}
		}
		return last, ticket
	}
	done = last + int64(lat+0.5)
	// A miss leaves for the L2 when a hit would have been read: its data
	// is back an L2 round trip later (the LSU's L2 latency counts from
	// its own L1 hit latency).
	tq := last + int64(lat-h.Spec.L1.HitLatency+0.5)
	for r := 0; r < nreq; r++ {
		for _, lm := range p.texLines(sc.sec[spans[r].lo:spans[r].hi]) {
			hit := p.l1.Probe(lm.line, lm.mask)
			n := int64(bits.OnesCount8(hit))
			if tex {
				s.TexHits += n
			} else {
				s.SurfLdHits += n
			}
			if miss := lm.mask &^ hit; miss != 0 {
				ticket = p.ticketOr(ticket)
				p.queue(tq, lm.line, miss, reqRead, ticket)
				if v := p.l1.Fill(lm.line, miss, false); v.Dirty != 0 {
					p.queue(tq, v.Line, v.Dirty, reqWrite, NoTicket)
				}
			}
		}
	}
	if ticket != NoTicket {
		p.settle(int(ticket>>30&1), ticket, done)
	}
	return done, ticket
}

// texLines groups a request's sectors (sorted by address within a plane)
// by 128-byte line.
func (p *Port) texLines(secs []memsys.TexSector) []lineMask {
	ls := p.tex.lines[:0]
	for _, s := range secs {
		line := s.Addr &^ (LineBytes - 1)
		bit := uint8(1) << (s.Addr % LineBytes / SectorBytes)
		found := false
		for i := range ls {
			if ls[i].line == line {
				ls[i].mask |= bit
				found = true
				break
			}
		}
		if !found {
			ls = append(ls, lineMask{line, bit})
		}
	}
	p.tex.lines = ls
	return ls
}

func cmpSector(x, y memsys.TexSector) int {
	if c := cmp.Compare(x.Plane, y.Plane); c != 0 {
		return c
	}
	if c := cmp.Compare(x.Y, y.Y); c != 0 {
		return c
	}
	if c := cmp.Compare(x.X, y.X); c != 0 {
		return c
	}
	return cmp.Compare(x.Addr, y.Addr)
}

// wavefronts covers distinct sectors (sorted by plane, row, column) with
// blocks of 2x2 sectors of one plane, greedily from the first uncovered
// sector: the block's rows are that sector's and the next, its columns
// start at the leftmost uncovered sector of those rows.
func wavefronts(secs []memsys.TexSector) int {
	var done uint64 // covered sectors (the first 64; a request has at most 4 lanes x 16 texels)
	n := 0
	for i := range secs {
		if i >= 64 {
			// beyond what the bitmask tracks: one wavefront each
			n++
			continue
		}
		if done>>uint(i)&1 != 0 {
			continue
		}
		s := secs[i]
		x0 := s.X
		for j := i + 1; j < len(secs) && j < 64; j++ {
			t := secs[j]
			if t.Plane != s.Plane || t.Y > s.Y+1 {
				break
			}
			if done>>uint(j)&1 == 0 && t.X < x0 {
				x0 = t.X
			}
		}
		for j := i; j < len(secs) && j < 64; j++ {
			t := secs[j]
			if t.Plane != s.Plane || t.Y > s.Y+1 {
				break
			}
			if t.X >= x0 && t.X <= x0+1 {
				done |= 1 << uint(j)
			}
		}
		n++
	}
	return n
}
