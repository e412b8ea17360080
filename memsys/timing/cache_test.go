package timing

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

func TestCacheLRUAndSectors(t *testing.T) {
	c, err := NewCache(4*LineBytes, 2, false) // 2 sets x 2 ways
	if err != nil {
		t.Fatal(err)
	}
	// Lines 0, 256, 512 all map to set 0 (line index even).
	if hit := c.Probe(0, 0xf); hit != 0 {
		t.Fatalf("cold probe hit %b", hit)
	}
	c.Fill(0, 0b0011, false)
	if hit := c.Probe(0, 0xf); hit != 0b0011 {
		t.Errorf("sector hits %04b, want 0011", hit)
	}
	c.Fill(256, 0xf, true)
	c.Probe(0, 1) // 0 is now the most recent: 256 is the LRU
	ev := c.Fill(512, 0xf, false)
	if ev != (Victim{Line: 256, Dirty: 0xf}) {
		t.Errorf("victim %+v, want dirty line 256", ev)
	}
	if c.Probe(256, 0xf) != 0 || c.Probe(0, 0xf) != 0b0011 || c.Probe(512, 0xf) != 0xf {
		t.Error("wrong lines after eviction")
	}
	// The other set is untouched by all this.
	c.Fill(128, 0b1000, false)
	if c.Probe(128, 0xf) != 0b1000 {
		t.Error("set 1 lost its line")
	}
	// Update writes only to present lines.
	if c.Update(640, 1, true) {
		t.Error("Update allocated a missing line")
	}
	if !c.Update(0, 0b0100, true) || c.Probe(0, 0xf) != 0b0111 {
		t.Error("Update did not extend a present line")
	}
	c.Invalidate(0, 0b0111)
	if c.Probe(0, 0xf) != 0 {
		t.Error("Invalidate left sectors")
	}
	if d := c.DirtySectors(); d != 0 {
		t.Errorf("%d dirty sectors, want 0 (the dirty ones were evicted or invalidated)", d)
	}
	c.Fill(768, 0b0101, true)
	var wb []Victim
	if n := c.Flush(func(v Victim) { wb = append(wb, v) }); n != 2 || len(wb) != 1 || wb[0] != (Victim{768, 0b0101}) {
		t.Errorf("flush wrote %d sectors %+v", n, wb)
	}
	if c.Probe(512, 0xf) != 0 {
		t.Error("flush kept a line")
	}
}

func TestCacheErrors(t *testing.T) {
	for _, tc := range []struct{ size, assoc int }{{0, 4}, {1000, 4}, {4096, 0}, {256, 4}} {
		if _, err := NewCache(tc.size, tc.assoc, false); err == nil {
			t.Errorf("NewCache(%d, %d) accepted", tc.size, tc.assoc)
		}
	}
}

// TestCacheCapacity: streaming over exactly the capacity twice hits every
// time the second time; over capacity plus one set's worth of lines, LRU
// misses every time (the textbook LRU cliff the L1-capacity
// microbenchmark looks for).
func TestCacheCapacity(t *testing.T) {
	c, _ := NewCache(64*1024, 4, false)
	pass := func(bytes int) (hits int) {
		for a := 0; a < bytes; a += LineBytes {
			if c.Probe(uint64(a), 0xf) == 0xf {
				hits++
			} else {
				c.Fill(uint64(a), 0xf, false)
			}
		}
		return hits
	}
	pass(64 * 1024)
	if h := pass(64 * 1024); h != 512 {
		t.Errorf("fits: %d hits of 512", h)
	}
	c.Flush(nil)
	pass(80 * 1024)
	if h := pass(80 * 1024); h != 0 {
		t.Errorf("over capacity: %d hits, LRU should thrash", h)
	}
}

func TestPipe(t *testing.T) {
	p := Pipe{Rate: 64}
	if w := p.Book(10, 128); w != 0 {
		t.Errorf("idle pipe waits %d", w)
	}
	// Busy until cycle 12: a request at 11 waits 1, at 20 none.
	if w := p.Book(11, 64); w != 1 {
		t.Errorf("wait %d, want 1", w)
	}
	if w := p.Book(20, 32); w != 0 {
		t.Errorf("wait %d, want 0", w)
	}
	if p.Busy() != 3.5 || p.FreeAt() != 20.5 {
		t.Errorf("busy %v free %v", p.Busy(), p.FreeAt())
	}
	// 100 back-to-back requests of 64 bytes at cycle 0: the last starts at 99.
	p.Reset()
	var w int64
	for i := 0; i < 100; i++ {
		w = p.Book(0, 64)
	}
	if w != 99 {
		t.Errorf("last wait %d, want 99", w)
	}
	u := Pipe{}
	if w := u.Book(5, 1e9); w != 0 {
		t.Errorf("unlimited pipe waits %d", w)
	}
}

// InvalidateClean (CCTL.IVALL) drops clean sectors and keeps dirty ones.
func TestCacheInvalidateClean(t *testing.T) {
	c, err := NewCache(4*LineBytes, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	c.Fill(1, 0x0f, false)
	c.Fill(2, 0x03, false)
	c.Fill(2, 0x04, true)
	c.InvalidateClean()
	if hit := c.Probe(1, 0x0f); hit != 0 {
		t.Errorf("clean line 1: sectors %#x still hit", hit)
	}
	if hit := c.Probe(2, 0x07); hit != 0x04 {
		t.Errorf("line 2: hits %#x, want only the dirty sector 0x4", hit)
	}
	if n := c.DirtySectors(); n != 1 {
		t.Errorf("%d dirty sectors, want 1", n)
	}
}

// TestCacheDirtyWays: with a cap of 2 dirty lines per set, the third
// line written into a set has one of the other two written back (the
// victim Fill returns) and kept, clean; a clean fill or a rewrite of a
// dirty line cleans nothing.
func TestCacheDirtyWays(t *testing.T) {
	c, err := NewCache(4*LineBytes, 4, false) // one set of 4 ways
	if err != nil {
		t.Fatal(err)
	}
	c.SetDirtyWays(2)
	for i, line := range []uint64{0, 128} {
		if v := c.Fill(line, 0xf, true); v.Dirty != 0 {
			t.Fatalf("dirty fill %d under the cap wrote back %+v", i, v)
		}
	}
	if v := c.Fill(256, 0xf, false); v.Dirty != 0 {
		t.Fatalf("clean fill wrote back %+v", v)
	}
	if v := c.Fill(128, 0x1, true); v.Dirty != 0 {
		t.Fatalf("rewriting a dirty line wrote back %+v", v)
	}
	v := c.Fill(384, 0x3, true)
	if v.Dirty != 0xf || (v.Line != 0 && v.Line != 128) {
		t.Fatalf("third dirty line: write-back %+v, want line 0 or 128 with sectors 0xf", v)
	}
	if got := c.Probe(v.Line, 0xf); got != 0xf {
		t.Errorf("cleaned line %d lost its sectors: present %#x", v.Line, got)
	}
	if got, want := c.DirtySectors(), 4+2; got != want {
		t.Errorf("dirty sectors after cleaning: %d, want %d", got, want)
	}
}

// TestModSets: the division-free remainder of Cache.set against %, for
// the set counts of real caches and extreme values.
func TestModSets(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for _, d := range []uint64{1, 2, 3, 7, 48, 96, 1536, 15360, 20480, 1<<20 + 1, 1<<32 - 1, 1 << 40, math.MaxUint64} {
		inv := math.MaxUint64 / d
		for i := 0; i < 20000; i++ {
			n := r.Uint64()
			switch i % 4 {
			case 1:
				n >>= 24 // line indices
			case 2:
				n = math.MaxUint64 - uint64(i)
			case 3:
				n = d*uint64(i) + uint64(i%3) - 1
			}
			if got, want := modSets(n, d, inv), n%d; got != want {
				t.Fatalf("%d mod %d = %d, want %d", n, d, got, want)
			}
		}
	}
}

// TestPrefetchChangesNothing prefetches every set of caches of several
// associativities (the assembly walks a set's tag lines, then its sector
// bits) and checks that nothing changed: Prefetch is a hint.
func TestPrefetchChangesNothing(t *testing.T) {
	for _, assoc := range []int{1, 3, 8, 16, 24} {
		c, err := NewCacheWith(64*assoc*LineBytes, assoc, true, "lru", 0)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 100 {
			c.Fill(uint64(i*7)*LineBytes, uint8(i%15+1), i%2 == 0)
		}
		tag, meta := slices.Clone(c.tag), slices.Clone(c.meta)
		for i := range 64 * 64 {
			c.Prefetch(uint64(i) * LineBytes)
		}
		if !slices.Equal(tag, c.tag) || !slices.Equal(meta, c.meta) {
			t.Fatalf("assoc %d: Prefetch changed the cache", assoc)
		}
	}
}

// TestCleanBits checks clean's dirty-way bit masks against the
// way-at-a-time walk (cleanSlow) over random dirty sets: the same count,
// the same pick (the first dirty way after w, wrapping).
func TestCleanBits(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	for _, assoc := range []int{1, 3, 8, 16, 24, 64} {
		for range 2000 {
			a, err := NewCacheWith(4*assoc*LineBytes, assoc, false, "lru", 0)
			if err != nil {
				t.Fatal(err)
			}
			a.SetDirtyWays(r.IntN(assoc) + 1)
			set := r.IntN(4) * assoc
			for i := range assoc {
				a.tag[set+i] = uint64(i+1) * LineBytes
				a.meta[a.fpAt(set, set+i)] = fingerprint(a.tag[set+i] - 1)
				a.meta[a.validAt(set, set+i)] = 0xf
				if r.IntN(3) > 0 {
					a.meta[a.dirtyAt(set, set+i)] = uint8(r.IntN(15) + 1)
				}
			}
			b := &Cache{assoc: a.assoc, dirtyWays: a.dirtyWays, tag: a.tag, meta: slices.Clone(a.meta)}
			w := set + r.IntN(assoc)
			if got, want := a.clean(w), b.cleanSlow(w, set); got != want || !slices.Equal(a.meta, b.meta) {
				t.Fatalf("assoc %d, way %d of %v: clean %+v, want %+v", assoc, w-set, b.meta[4*set:4*(set+assoc)], got, want)
			}
		}
	}
}

// TestWayStates checks the ways' state layout and invariant over random
// fills, updates, invalidations and flushes: meta starts on a 64-byte
// boundary (a 16-way set's state in one host cache line), a way's
// fingerprint is zero exactly when it is empty, else its line's, its
// dirty sectors are valid, and lookup agrees with a way-at-a-time scan
// (associativities below, at and above the eight ways it compares at once).
func TestWayStates(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for _, assoc := range []int{1, 4, 8, 11, 16, 24} {
		c, err := NewCacheWith(32*assoc*LineBytes, assoc, true, "random", 3)
		if err != nil {
			t.Fatal(err)
		}
		if a := uintptr(unsafe.Pointer(&c.meta[0])); a%64 != 0 {
			t.Fatalf("assoc %d: way states at %#x, not on a 64-byte boundary", assoc, a)
		}
		for i := range 20000 {
			line := uint64(r.IntN(128*assoc)) * LineBytes
			mask := uint8(r.IntN(15) + 1)
			switch k := r.IntN(20); {
			case k < 12:
				c.Fill(line, mask, r.IntN(2) == 0)
			case k < 15:
				c.Update(line, mask, true)
			case k < 17:
				c.Invalidate(line, mask)
			case k < 18:
				c.Evict(line, mask)
			case k < 19:
				c.InvalidateClean()
			default:
				if r.IntN(50) == 0 {
					c.Flush(nil)
				}
			}
			for w := range c.tag {
				base := w - w%assoc
				fp, v, d := c.meta[c.fpAt(base, w)], c.meta[c.validAt(base, w)], c.meta[c.dirtyAt(base, w)]
				if (fp == 0) != (c.tag[w] == 0) || c.tag[w] != 0 && fp != fingerprint(c.tag[w]-1) || d&^v != 0 {
					t.Fatalf("assoc %d, operation %d: way %d tag %#x fingerprint %d valid %x dirty %x", assoc, i, w, c.tag[w], fp, v, d)
				}
			}
			// lookup against a scan of the tags.
			base := c.set(line)
			want, empty := -1, -1
			for w := base; w < base+assoc; w++ {
				if c.tag[w] == line+1 {
					want = w
				}
				if c.tag[w] == 0 && empty < 0 {
					empty = w
				}
			}
			if w, e := c.lookup(base, line); w != want || w < 0 && e != empty {
				t.Fatalf("assoc %d, operation %d: lookup %d, %d, want %d, %d", assoc, i, w, e, want, empty)
			}
		}
	}
}
