package timing

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"unsafe"
)

// Cache is a sectored set-associative cache: 128-byte lines, each with
// four 32-byte sectors that are filled, hit and written back on their own
// (the organisation of NVIDIA's L1 and L2 since Maxwell). Replacement
// within a set is a pluggable policy (Replacement; LRU by default). The
// cache holds tags and state only, never data: the functional engine owns
// the bytes.
//
// Policies (allocate on a write miss or not, write-through or write-back)
// are the caller's: Hierarchy applies NVIDIA's (L1 write-through without
// allocation for global stores, L2 write-back with sector allocation).
type Cache struct {
	sets, assoc int
	setsInv     uint64 // floor((2^64-1)/sets), for modSets
	hashed      bool
	tag         []uint64 // line address + 1; 0 marks an empty way
	meta        []uint8  // per set (4 x assoc bytes at 4 x base): its ways' fingerprints, valid bits, dirty bits, padding
	repl        Replacement
	dirtyWays   int // most dirty lines a set keeps (SetDirtyWays); 0: no cap
}

// The ways' state apart from their tags lies in meta, a set's together:
// assoc fingerprints, then assoc bytes of valid sector bits, then assoc
// of dirty ones (and assoc of padding, so that a set's are 4 x assoc
// bytes from 4 x base, the set's first way: a 16-way set's in one host
// cache line, meta being 64-byte aligned). A lookup compares the set's
// fingerprints eight at a time and reads a tag only where one matches; a
// fill reads and writes the set's state line and the victim's tag. The
// L2's tag arrays are megabytes: a 16-way set's tags are two host cache
// lines, and the serve's cache work scanned them (with valid and dirty
// arrays of their own: four lines a set) one way at a time.

// fpAt, validAt and dirtyAt are the indices in meta of way w's
// fingerprint, valid and dirty bits (base: the first way of w's set).
func (c *Cache) fpAt(base, w int) int    { return 3*base + w }
func (c *Cache) validAt(base, w int) int { return 3*base + w + c.assoc }
func (c *Cache) dirtyAt(base, w int) int { return 3*base + w + 2*c.assoc }

// fingerprint is a non-zero byte of line's hash (a way's is 0 exactly
// when it is empty, tag 0).
func fingerprint(line uint64) uint8 {
	f := uint8((line / LineBytes) * 0x9e3779b97f4a7c15 >> 56)
	if f == 0 {
		f = 1
	}
	return f
}

// SetDirtyWays caps the dirty lines of a set at n (0: no cap): a Fill
// that would leave more cleans one of the set's other dirty lines and
// returns it as the write-back, the line staying present (an L2 that
// writes dirty data back eagerly once a set holds enough of it).
func (c *Cache) SetDirtyWays(n int) { c.dirtyWays = n }

// NewCache returns an empty cache of sizeBytes split into assoc-way sets.
// hashed spreads lines over the sets with an XOR of higher address bits,
// as large L2s do to avoid power-of-two strides mapping to one set.
func NewCache(sizeBytes, assoc int, hashed bool) (*Cache, error) {
	return NewCacheWith(sizeBytes, assoc, hashed, "lru", 0)
}

// NewCacheWith is NewCache with the named replacement policy (see
// RegisterReplacement) seeded with seed.
func NewCacheWith(sizeBytes, assoc int, hashed bool, replacement string, seed uint64) (*Cache, error) {
	if assoc <= 0 {
		return nil, fmt.Errorf("cache associativity %d: must be positive", assoc)
	}
	if sizeBytes < LineBytes*assoc || sizeBytes%(LineBytes*assoc) != 0 {
		return nil, fmt.Errorf("cache size %d bytes: must be a positive multiple of %d (line %d B x %d ways)",
			sizeBytes, LineBytes*assoc, LineBytes, assoc)
	}
	sets := sizeBytes / (LineBytes * assoc)
	n := sets * assoc
	repl, err := NewReplacement(replacement, n, assoc, seed)
	if err != nil {
		return nil, err
	}
	return &Cache{sets: sets, setsInv: math.MaxUint64 / uint64(sets), assoc: assoc, hashed: hashed,
		tag: make([]uint64, n), meta: alignedBytes(4 * n), repl: repl}, nil
}

// alignedBytes returns n zero bytes starting on a 64-byte boundary.
func alignedBytes(n int) []uint8 {
	const line = 64
	buf := make([]uint8, n+line)
	off := (line - int(uintptr(unsafe.Pointer(&buf[0]))%line)) % line
	return buf[off : off+n : off+n]
}

// SizeBytes is the capacity.
func (c *Cache) SizeBytes() int { return c.sets * c.assoc * LineBytes }

func (c *Cache) set(line uint64) int {
	idx := line / LineBytes
	if c.hashed {
		idx ^= idx>>13 ^ idx>>23
	}
	return int(modSets(idx, uint64(c.sets), c.setsInv)) * c.assoc
}

// modSets is n mod d with inv = floor((2^64-1)/d): the high word of n*inv
// is floor(n/d) or at most two less (one less for any n below 2^63/d), so
// a correction or two gives the remainder without a division (find runs
// for every L1 and L2 lookup).
func modSets(n, d, inv uint64) uint64 {
	q, _ := bits.Mul64(n, inv)
	r := n - q*d
	for r >= d {
		r -= d
	}
	return r
}

// Prefetch asks the host to bring line's set (its tags and sector bits)
// into its caches: a hint that changes nothing. The L2's tag arrays are
// megabytes, so a lookup mostly waits for the host's memory; the serve
// prefetches the sets of the requests a few places ahead of the one it
// performs.
func (c *Cache) Prefetch(line uint64) { c.prefetchAt(c.set(line)) }

// prefetchAt is Prefetch of the set starting at way base.
func (c *Cache) prefetchAt(base int) {
	_, _ = c.tag[base+c.assoc-1], c.meta[4*(base+c.assoc)-1] // the set lies in the arrays
	prefetchSet(unsafe.Pointer(&c.tag[base]), unsafe.Pointer(&c.meta[4*base]), c.assoc)
}

// Probe returns which sectors of mask are present, and marks the line used.
// It changes nothing else.
func (c *Cache) Probe(line uint64, mask uint8) (hit uint8) {
	base := c.set(line)
	w, _ := c.lookup(base, line)
	return c.probeWay(base, w, mask)
}

// Victim is a line pushed out by Fill; Dirty says which of its sectors must
// be written to the next level.
type Victim struct {
	Line  uint64
	Dirty uint8
}

// Fill makes the sectors of mask present (allocating the line in an empty
// way of its set, or evicting the replacement policy's victim), marks them dirty when
// dirty is set, and returns what was evicted (Dirty 0 when nothing needs
// writing back).
func (c *Cache) Fill(line uint64, mask uint8, dirty bool) Victim {
	return c.fillAt(c.set(line), line, mask, dirty)
}

// fillAt is Fill in the set starting at way base (c.set(line)).
func (c *Cache) fillAt(base int, line uint64, mask uint8, dirty bool) Victim {
	w, empty := c.lookup(base, line)
	return c.fillWay(base, w, empty, line, mask, dirty)
}

// lookup returns the way of the set at base holding line (-1: none)
// and, when there is none, the set's first empty way (-1: none): what
// Fill needs, and Probe's way (the L2's Probe and Fill of one line in
// one partition share it: probeWay, fillWay). It compares the set's
// fingerprints eight at a time and reads the tag of each that matches.
func (c *Cache) lookup(base int, line uint64) (w, empty int) {
	fps := c.meta[c.fpAt(base, base) : c.fpAt(base, base)+c.assoc]
	tag := c.tag[base : base+len(fps)]
	fp, key := fingerprint(line), line+1
	want := uint64(fp) * ones
	empty = -1
	i := 0
	for ; i+8 <= len(fps); i += 8 {
		x := binary.LittleEndian.Uint64(fps[i:])
		for eq := zeroBytes(x ^ want); eq != 0; eq &= eq - 1 {
			if k := i + bits.TrailingZeros64(eq)>>3; tag[k] == key {
				return base + k, -1
			}
		}
		if z := zeroBytes(x); z != 0 && empty < 0 {
			empty = base + i + bits.TrailingZeros64(z)>>3
		}
	}
	for ; i < len(fps); i++ {
		if f := fps[i]; f == fp && tag[i] == key {
			return base + i, -1
		} else if f == 0 && empty < 0 {
			empty = base + i
		}
	}
	return -1, empty
}

// lo7 and ones are the byte masks of the fingerprint comparisons.
const lo7, ones = 0x7f7f7f7f7f7f7f7f, 0x0101010101010101

// zeroBytes returns the top bit of each byte of x that is zero, exactly
// (no borrow runs between bytes).
func zeroBytes(x uint64) uint64 { return ^((x&lo7 + lo7) | x | lo7) }

// findIn is find in the set starting at way base (c.set(line)).
func (c *Cache) findIn(base int, line uint64) int {
	w, _ := c.lookup(base, line)
	return w
}

// probeWay is Probe for the way lookup found in the set at base (w < 0:
// the line is not there).
func (c *Cache) probeWay(base, w int, mask uint8) uint8 {
	if w < 0 {
		return 0
	}
	c.repl.Hit(w)
	return c.meta[c.validAt(base, w)] & mask
}

// fillWay is Fill of line in the set at base, whose lookup found way w
// and empty way empty, with nothing changed in the set since (a probeWay
// of w changes only the replacement state).
func (c *Cache) fillWay(base, w, empty int, line uint64, mask uint8, dirty bool) (ev Victim) {
	if w < 0 {
		w = empty
		if w < 0 {
			w = c.repl.Victim(base, c.assoc)
		}
		if d := c.meta[c.dirtyAt(base, w)]; d != 0 { // (an empty way is clean)
			ev = Victim{Line: c.tag[w] - 1, Dirty: d}
		}
		c.tag[w] = line + 1
		c.meta[c.fpAt(base, w)], c.meta[c.validAt(base, w)], c.meta[c.dirtyAt(base, w)] = fingerprint(line), 0, 0
		c.repl.Insert(w)
	} else {
		c.repl.Hit(w)
	}
	c.meta[c.validAt(base, w)] |= mask
	if dirty {
		d := &c.meta[c.dirtyAt(base, w)]
		if c.dirtyWays > 0 && *d == 0 && ev.Dirty == 0 {
			ev = c.clean(w)
		}
		*d |= mask
	}
	return ev
}

// clean keeps way w's set within the dirty cap before w turns dirty: when
// the set already holds dirtyWays dirty lines, the first dirty one after
// w (in way order, wrapping) is cleaned and returned for writing back.
func (c *Cache) clean(w int) Victim {
	base := w - w%c.assoc
	if c.assoc > 64 {
		return c.cleanSlow(w, base)
	}
	// The set's dirty ways as bits, w left out; the pick is the first
	// after w, wrapping: the lowest bit above w's, else the lowest.
	m := c.dirtyBits(base) &^ (1 << (w - base))
	if bits.OnesCount64(m) < c.dirtyWays {
		return Victim{}
	}
	pick := base + bits.TrailingZeros64(m)
	if hi := m >> (w - base + 1) << (w - base + 1); hi != 0 {
		pick = base + bits.TrailingZeros64(hi)
	}
	d := &c.meta[c.dirtyAt(base, pick)]
	v := Victim{Line: c.tag[pick] - 1, Dirty: *d}
	*d = 0
	return v
}

// dirtyBits returns bit i set for each dirty way base+i of a set of at
// most 64 ways, testing eight ways' dirty bytes at a time (clean runs for
// every store the L2 takes).
func (c *Cache) dirtyBits(base int) uint64 {
	const hi = 0x8080808080808080
	d := c.meta[c.dirtyAt(base, base) : c.dirtyAt(base, base)+c.assoc]
	m, i := uint64(0), 0
	for ; i+8 <= len(d); i += 8 {
		x := binary.LittleEndian.Uint64(d[i:])
		// The top bit of each byte of x that is not zero...
		x = (x | (x&lo7 + lo7)) & hi
		// ...gathered into the top byte (bit k from byte k).
		m |= (x >> 7 * 0x0102040810204080 >> 56) << i
	}
	for ; i < len(d); i++ {
		if d[i] != 0 {
			m |= 1 << i
		}
	}
	return m
}

// cleanSlow is clean for sets of more than 64 ways, one way at a time.
func (c *Cache) cleanSlow(w, base int) Victim {
	n, pick := 0, -1
	// The set's other ways, from w+1 wrapping round to w-1.
	for i, j := 1, w+1; i < c.assoc; i, j = i+1, j+1 {
		if j == base+c.assoc {
			j = base
		}
		if c.meta[c.dirtyAt(base, j)] != 0 {
			n++
			if pick < 0 {
				pick = j
			}
		}
	}
	if n < c.dirtyWays {
		return Victim{}
	}
	d := &c.meta[c.dirtyAt(base, pick)]
	v := Victim{Line: c.tag[pick] - 1, Dirty: *d}
	*d = 0
	return v
}

// Update marks the sectors of mask present and (if dirty) modified only if
// the line is already cached: a write that does not allocate. It reports
// whether the line was there.
func (c *Cache) Update(line uint64, mask uint8, dirty bool) bool {
	base := c.set(line)
	w := c.findIn(base, line)
	if w < 0 {
		return false
	}
	c.repl.Hit(w)
	c.meta[c.validAt(base, w)] |= mask
	if dirty {
		c.meta[c.dirtyAt(base, w)] |= mask
	}
	return true
}

// Evict drops the sectors of mask of line like Invalidate and returns
// those of them that were dirty, for the caller to write back (a
// write-back L1 before an atomic performed in the L2).
func (c *Cache) Evict(line uint64, mask uint8) Victim {
	base := c.set(line)
	w := c.findIn(base, line)
	if w < 0 {
		return Victim{}
	}
	v := Victim{Line: line, Dirty: c.meta[c.dirtyAt(base, w)] & mask}
	c.Invalidate(line, mask)
	return v
}

// Invalidate drops the sectors of mask of line (ld .cv, or a store that a
// write-evict L1 must not keep stale).
func (c *Cache) Invalidate(line uint64, mask uint8) {
	base := c.set(line)
	if w := c.findIn(base, line); w >= 0 {
		c.meta[c.validAt(base, w)] &^= mask
		c.meta[c.dirtyAt(base, w)] &^= mask
		if c.meta[c.validAt(base, w)] == 0 {
			c.tag[w], c.meta[c.fpAt(base, w)] = 0, 0
		}
	}
}

// Flush empties the cache. writeBack, if not nil, is called for every line
// with dirty sectors first, in set order. It returns the dirty sectors
// written back.
func (c *Cache) Flush(writeBack func(Victim)) (sectors int) {
	for base := 0; base < len(c.tag); base += c.assoc {
		for w := base; w < base+c.assoc; w++ {
			if d := c.meta[c.dirtyAt(base, w)]; c.tag[w] != 0 && d != 0 {
				sectors += bits.OnesCount8(d)
				if writeBack != nil {
					writeBack(Victim{Line: c.tag[w] - 1, Dirty: d})
				}
			}
		}
	}
	clear(c.tag)
	clear(c.meta)
	c.repl.Reset()
	return sectors
}

// InvalidateClean drops every clean sector (CCTL.IVALL after an acquire at
// GPU scope); dirty sectors, which hold the SM's own writes under a
// write-back policy, stay.
func (c *Cache) InvalidateClean() {
	for base := 0; base < len(c.tag); base += c.assoc {
		for w := base; w < base+c.assoc; w++ {
			if c.tag[w] == 0 {
				continue
			}
			v := &c.meta[c.validAt(base, w)]
			*v &= c.meta[c.dirtyAt(base, w)]
			if *v == 0 {
				c.tag[w], c.meta[c.fpAt(base, w)] = 0, 0
			}
		}
	}
}

// DirtySectors counts the sectors waiting to be written back.
func (c *Cache) DirtySectors() int {
	n := 0
	for base := 0; base < len(c.tag); base += c.assoc {
		for w := base; w < base+c.assoc; w++ {
			n += bits.OnesCount8(c.meta[c.dirtyAt(base, w)])
		}
	}
	return n
}
