package timing

import "math/bits"

// Line and sector geometry of NVIDIA L1/L2 caches since Maxwell: 128-byte
// lines (the tag granule) made of four 32-byte sectors (the transfer
// granule). ncu counts l1tex__t_sectors in these 32-byte units.
const (
	LineBytes      = 128
	SectorBytes    = 32
	SectorsPerLine = LineBytes / SectorBytes
)

// LineReq is one 128-byte line touched by a warp access and which of its
// four sectors (bit i = bytes [32i, 32i+32)) the active lanes touched.
type LineReq struct {
	Line    uint64 // line address (a multiple of LineBytes)
	Sectors uint8  // 4-bit sector mask, never 0
}

// Coalesced is the coalescer's answer for one access. Lines is a view of
// the Coalescer's buffer, valid until its next call.
type Coalesced struct {
	Requests int       // l1tex__t_requests: 1 per warp instruction with an active lane, else 0
	Sectors  int       // l1tex__t_sectors: distinct 32-byte sectors touched
	Lines    []LineReq // distinct 128-byte lines, in ascending address order
}

// Coalescer merges the 32 lane addresses of a global or local access into
// lines and sectors, the way the L1TEX unit of sm_70 and later does: one
// request per warp instruction whatever its width (the corpus's
// vector_float4 case: 313 requests, 5000 sectors for 313 warps of 16-byte
// loads), and a sector counted once however many lanes touch it.
type Coalescer struct {
	buf [64]LineReq // 32 lanes x at most 2 lines each (a misaligned access can straddle)
}

// Coalesce returns the requests, sectors and lines of a. Only global and
// local accesses are meaningful; other spaces are coalesced as if global.
// A lane's bytes are [Addr, Addr+Size); an access straddling a sector or
// line boundary touches both (misaligned accesses are illegal in PTX, but
// a model should not crash on them).
func (c *Coalescer) Coalesce(a *Access) Coalesced {
	if a.Mask == 0 {
		return Coalesced{}
	}
	size := uint64(a.Size)
	if size == 0 {
		size = 1
	}
	if a.Mask == ^uint32(0) && a.Space != SpaceLocal && size <= 16 && contiguous(a, size) {
		// Lane l at Addr[0] + l*size: the sectors of one range, in
		// ascending order without the per-lane search.
		return c.span(a.Addr[0], a.Addr[0]+32*size-1)
	}
	return c.lanes(a, size)
}

// lanes is Coalesce lane by lane.
func (c *Coalescer) lanes(a *Access, size uint64) Coalesced {
	n := 0
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if a.Space == SpaceLocal && size > 4 {
			// Interleaved local memory splits wide accesses into words.
			for w := uint64(0); w < size; w += 4 {
				p := localPhys(a.LocalBase, a.Addr[l]+w, l)
				n = c.add(n, p, p+3)
			}
			continue
		}
		p := a.Addr[l]
		if a.Space == SpaceLocal {
			p = localPhys(a.LocalBase, p, l)
		}
		n = c.add(n, p, p+size-1)
	}
	lines := c.buf[:n]
	// Insertion sort: n is small and usually already ordered.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && lines[j].Line < lines[j-1].Line; j-- {
			lines[j], lines[j-1] = lines[j-1], lines[j]
		}
	}
	sectors := 0
	for _, r := range lines {
		sectors += bits.OnesCount8(r.Sectors)
	}
	return Coalesced{Requests: 1, Sectors: sectors, Lines: lines}
}

// add merges the byte range [first, last] into the n lines held so far.
// contiguous reports whether lane l's address is Addr[0] + l*size for
// every lane.
func contiguous(a *Access, size uint64) bool {
	base := a.Addr[0]
	for l := 1; l < 32; l++ {
		if a.Addr[l] != base+uint64(l)*size {
			return false
		}
	}
	return true
}

// span is Coalesce of one byte range [first, last], at most 64 lines.
func (c *Coalescer) span(first, last uint64) Coalesced {
	n, sectors := 0, 0
	for s := first &^ (SectorBytes - 1); s <= last && s >= first&^(SectorBytes-1); s += SectorBytes {
		line := s &^ (LineBytes - 1)
		bit := uint8(1) << ((s % LineBytes) / SectorBytes)
		if n == 0 || c.buf[n-1].Line != line {
			if n == len(c.buf) {
				break
			}
			c.buf[n] = LineReq{Line: line}
			n++
		}
		c.buf[n-1].Sectors |= bit
		sectors++
	}
	return Coalesced{Requests: 1, Sectors: sectors, Lines: c.buf[:n]}
}

func (c *Coalescer) add(n int, first, last uint64) int {
	for s := first &^ (SectorBytes - 1); s <= last; s += SectorBytes {
		line := s &^ (LineBytes - 1)
		bit := uint8(1) << ((s % LineBytes) / SectorBytes)
		found := false
		// Most accesses are sequential: look at the newest lines first.
		for i := n - 1; i >= 0; i-- {
			if c.buf[i].Line == line {
				c.buf[i].Sectors |= bit
				found = true
				break
			}
		}
		if !found {
			if n == len(c.buf) {
				return n // cannot happen for Size <= 16; guard against bad input
			}
			c.buf[n] = LineReq{Line: line, Sectors: bit}
			n++
		}
	}
	return n
}

// localPhys maps a per-thread local offset to the address the L1 sees.
// Local memory is interleaved so that the same 4-byte word of the 32
// threads of a warp is contiguous: word w of lane l lives at
// base + w*128 + l*4. A warp whose threads all access the same local
// offset therefore touches one line (4 sectors) per 4-byte word.
func localPhys(base, off uint64, lane int) uint64 {
	return base + (off>>2)*LineBytes + uint64(lane)*4 + off&3
}
