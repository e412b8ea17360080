package memsys

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/ptxsim/ptxsim/isa"
)

// PageShift is log2 of the page size of the global address space: every
// allocation starts on a page boundary and is followed by an unmapped
// guard page.
const PageShift = 12

// ChunkShift is log2 of the unit in which device memory is backed by host
// memory: a chunk of an allocation materializes (is allocated on the host
// and charged to the host-memory budget) on its first write; a chunk never
// written reads as zeros.
const ChunkShift = 16

// ChunkBytes is the size of a chunk.
const ChunkBytes = 1 << ChunkShift

// AllocKind says what backs an allocation's bytes.
type AllocKind uint8

const (
	// AllocDevice is device memory: lazily materialized chunks.
	AllocDevice AllocKind = iota
	// AllocExternal is memory the caller owns (host-mapped or unified
	// memory): accesses go straight to the caller's slice, nothing is
	// materialized or charged.
	AllocExternal
)

// chunk is one materialized chunk of an allocation.
type chunk struct{ b []byte }

// Alloc is one device allocation.
type Alloc struct {
	Base uint64
	Size uint64
	Kind AllocKind

	span    uint64                  // address space it owns: Size rounded up to pages, at least one page
	chunks  []atomic.Pointer[chunk] // AllocDevice: chunk i covers [Base+i*ChunkBytes, ...); nil until written
	ext     []byte                  // AllocExternal: the caller's bytes
	flat    atomic.Pointer[[]byte]  // AllocDevice made contiguous (Contiguous): every chunk is a piece of it
	live    atomic.Bool
	charged atomic.Uint64 // host bytes charged for this allocation (chunks and chunk table)
}

// Live reports whether the allocation has not been freed.
func (a *Alloc) Live() bool { return a != nil && a.live.Load() }

// Contains reports whether [addr, addr+n) lies inside the allocation.
func (a *Alloc) Contains(addr uint64, n int) bool {
	return a != nil && addr >= a.Base && addr-a.Base+uint64(n) <= a.Size && addr-a.Base+uint64(n) >= addr-a.Base
}

// Materialized is the number of host bytes backing the allocation now.
func (a *Alloc) Materialized() uint64 {
	if a.Kind == AllocExternal {
		return uint64(len(a.ext))
	}
	var n uint64
	for i := range a.chunks {
		if c := a.chunks[i].Load(); c != nil {
			n += uint64(len(c.b))
		}
	}
	return n
}

func (a *Alloc) String() string {
	return fmt.Sprintf("the %d-byte allocation at 0x%x", a.Size, a.Base)
}

// chunkLen is the length of chunk i (the last one may be short).
func (a *Alloc) chunkLen(i uint64) uint64 {
	return min(a.Size-i<<ChunkShift, ChunkBytes)
}

// zeroChunk is what reads of never-written chunks see. Nothing writes it:
// Access hands it out only for reads.
var zeroChunk = make([]byte, ChunkBytes)

// allocTable is an immutable, sorted-by-base view of the live
// allocations, published atomically so that lookups never take a lock.
// Malloc appends in place past the published length (readers of an older
// table never look there); anything else copies.
type allocTable struct {
	bases  []uint64
	allocs []*Alloc
}

// Global is the device's global memory. Lookups and accesses (the
// kernel's side) are safe from any number of goroutines at once, including
// the first write to a chunk; Malloc, Free and the other host-side
// operations serialize on a mutex.
type Global struct {
	mu       sync.Mutex
	tab      atomic.Pointer[allocTable]
	next     uint64 // next free address
	used     uint64 // device bytes allocated (AllocDevice)
	capacity uint64 // device memory size; 0: no limit
	host     *HostBudget
}

// NewGlobal returns an empty global memory with no size limit but the
// address space and a host-memory budget of its own (DefaultHostMemory).
func NewGlobal() *Global { return NewGlobalSized(0, nil) }

// NewGlobalSized returns an empty global memory of capacity bytes (0: no
// limit) whose host memory is charged to budget (nil: a budget of its own
// with DefaultHostMemory).
func NewGlobalSized(capacity uint64, budget *HostBudget) *Global {
	if budget == nil {
		budget = NewHostBudget(0)
	}
	g := &Global{next: isa.GlobalBase, capacity: capacity, host: budget}
	g.tab.Store(&allocTable{})
	return g
}

// Budget returns the host-memory budget the memory charges.
func (g *Global) Budget() *HostBudget { return g.host }

// Used is the number of device bytes allocated.
func (g *Global) Used() uint64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.used
}

// Capacity is the device memory size (0: no limit).
func (g *Global) Capacity() uint64 { return g.capacity }

// MemError is an invalid global access.
type MemError struct {
	Addr  uint64
	Size  int
	Msg   string
	Alloc *Alloc // the allocation whose pages hold Addr, if any
}

func (e *MemError) Error() string {
	s := fmt.Sprintf("%s: address 0x%x (%d bytes)", e.Msg, e.Addr, e.Size)
	if e.Alloc != nil {
		s += " outside " + e.Alloc.String()
	}
	return s
}

// OutOfMemoryError is an allocation the device's memory cannot hold
// (cudaErrorMemoryAllocation).
type OutOfMemoryError struct {
	Request, Used, Capacity uint64
}

func (e *OutOfMemoryError) Error() string {
	if e.Capacity == 0 {
		return fmt.Sprintf("out of memory: %d bytes requested, past the end of the device address space", e.Request)
	}
	return fmt.Sprintf("out of memory: %d bytes requested, %d of the device's %d bytes in use", e.Request, e.Used, e.Capacity)
}

// Malloc allocates size bytes (reading as zeros); size 0 gets a valid
// distinct address holding nothing. Nothing is materialized: the host
// pays for a chunk when it is first written.
func (g *Global) Malloc(size uint64) (uint64, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.capacity > 0 && size > g.capacity-min(g.used, g.capacity) {
		return 0, &OutOfMemoryError{Request: size, Used: g.used, Capacity: g.capacity}
	}
	npages := (size + 1<<PageShift - 1) >> PageShift
	if size > isa.GlobalLimit-isa.GlobalBase {
		return 0, &OutOfMemoryError{Request: size}
	}
	if npages == 0 {
		npages = 1
	}
	span := npages << PageShift
	base := g.next
	// Skip any externally mapped range in the way (they are placed by
	// their owner, not by this bump allocator).
	for {
		if base > isa.GlobalLimit-span {
			return 0, &OutOfMemoryError{Request: size}
		}
		o := g.overlap(base, span+1<<PageShift)
		if o == nil {
			break
		}
		base = (o.Base+o.span+1<<PageShift-1)&^(1<<PageShift-1) + 1<<PageShift
	}
	nchunks := (size + ChunkBytes - 1) >> ChunkShift
	meta := nchunks * 8
	if err := g.host.ChargeFor(meta, func() string { return fmt.Sprintf("the chunk table of a new %d-byte allocation", size) }); err != nil {
		return 0, err
	}
	a := &Alloc{Base: base, Size: size, Kind: AllocDevice, span: span, chunks: make([]atomic.Pointer[chunk], nchunks)}
	a.charged.Store(meta)
	a.live.Store(true)
	g.insert(a)
	// One guard page between allocations so an overrun of one never lands
	// in the next.
	g.next = base + span + 1<<PageShift
	g.used += size
	return a.Base, nil
}

// overlap returns a live allocation intersecting [base, base+n), or nil.
// Allocations do not overlap, so their ends are sorted like their bases:
// only the last one starting at or before base and the first one after it
// can intersect.
func (g *Global) overlap(base, n uint64) *Alloc {
	t := g.tab.Load()
	i := t.search(base)
	if i >= 0 && base-t.allocs[i].Base < t.allocs[i].span {
		return t.allocs[i]
	}
	if j := i + 1; j < len(t.allocs) && t.bases[j]-base < n {
		return t.allocs[j]
	}
	return nil
}

// search returns the index of the last allocation starting at or before
// addr, or -1.
func (t *allocTable) search(addr uint64) int {
	lo, hi := 0, len(t.bases)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t.bases[m] <= addr {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo - 1
}

// insert publishes a new allocation. The caller holds g.mu and has checked
// that a overlaps nothing.
func (g *Global) insert(a *Alloc) {
	t := g.tab.Load()
	n := len(t.bases)
	if n == 0 || t.bases[n-1] < a.Base {
		// Past the end: extend in place (readers of t never index past
		// their own length).
		g.tab.Store(&allocTable{bases: append(t.bases, a.Base), allocs: append(t.allocs, a)})
		return
	}
	i := 0
	for i < n && t.bases[i] < a.Base {
		i++
	}
	nt := &allocTable{bases: make([]uint64, 0, n+1), allocs: make([]*Alloc, 0, n+1)}
	nt.bases = append(append(append(nt.bases, t.bases[:i]...), a.Base), t.bases[i:]...)
	nt.allocs = append(append(append(nt.allocs, t.allocs[:i]...), a), t.allocs[i:]...)
	g.tab.Store(nt)
}

// remove unpublishes an allocation (copying: an in-place edit would change
// what readers of the current table see). The caller holds g.mu.
func (g *Global) remove(a *Alloc) {
	t := g.tab.Load()
	nt := &allocTable{bases: make([]uint64, 0, len(t.bases)), allocs: make([]*Alloc, 0, len(t.allocs))}
	for i, x := range t.allocs {
		if x != a {
			nt.bases = append(nt.bases, t.bases[i])
			nt.allocs = append(nt.allocs, x)
		}
	}
	g.tab.Store(nt)
}

// Free releases the allocation that starts at addr and the host memory
// behind it.
func (g *Global) Free(addr uint64) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	a := g.Lookup(addr)
	if a == nil || a.Base != addr || a.Kind != AllocDevice {
		return fmt.Errorf("invalid device pointer 0x%x", addr)
	}
	g.release(a)
	g.used -= a.Size
	return nil
}

// release unpublishes a and returns its host bytes. The caller holds g.mu.
func (g *Global) release(a *Alloc) {
	g.remove(a)
	a.live.Store(false)
	g.host.Release(a.charged.Swap(0))
	a.chunks = nil
	a.ext = nil
	a.flat.Store(nil)
}

// ReleaseAll frees every allocation (Device.Reset): the memory is empty
// afterwards and its host bytes are back in the budget.
func (g *Global) ReleaseAll() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, a := range g.tab.Load().allocs {
		a.live.Store(false)
		g.host.Release(a.charged.Swap(0))
		a.chunks, a.ext = nil, nil
	}
	g.tab.Store(&allocTable{})
	g.used = 0
}

// Lookup returns the live allocation whose pages contain addr (for an
// external mapping, whose bytes contain it), or nil.
func (g *Global) Lookup(addr uint64) *Alloc {
	t := g.tab.Load()
	i := t.search(addr)
	if i < 0 {
		return nil
	}
	a := t.allocs[i]
	if addr-a.Base >= a.span {
		return nil
	}
	return a
}

// holding returns the live allocation that holds all n bytes at addr, or
// the *MemError saying why none does.
func (g *Global) holding(addr uint64, n int) (*Alloc, error) {
	a := g.Lookup(addr)
	if a.Contains(addr, n) { // false for n < 0
		return a, nil
	}
	if a == nil {
		return nil, &MemError{Addr: addr, Size: n, Msg: "unallocated address"}
	}
	return nil, &MemError{Addr: addr, Size: n, Msg: "out-of-bounds access", Alloc: a}
}

// Chunk is the piece of device memory an access resolved to: a chunk of
// an allocation, or the whole of an external one.
type Chunk struct {
	Mem          []byte // the bytes; do not write them unless Materialized
	Base         uint64 // device address of Mem[0]
	Alloc        *Alloc
	Materialized bool // Mem is device memory itself, not a stand-in of zeros
}

// Access resolves an access of n bytes at addr (n at most ChunkBytes) for
// the kernel. It returns the chunk holding the bytes, so that later
// accesses to the same chunk can skip the lookup. For a write (write
// true), or a read of a chunk already written, the chunk is device memory
// itself (a write materializes it first). A read of a chunk never written
// gets a shared chunk of zeros that the caller must not modify or keep
// (Materialized false). Errors are *MemError (no allocation, out of
// bounds, an access crossing a chunk boundary, which no naturally aligned
// access does) or *HostMemoryError.
func (g *Global) Access(addr uint64, n int, write bool) (Chunk, error) {
	a, err := g.holding(addr, n)
	if err != nil {
		return Chunk{}, err
	}
	if f := a.flat.Load(); f != nil {
		return Chunk{Mem: *f, Base: a.Base, Alloc: a, Materialized: true}, nil
	}
	if c, ok := a.ChunkAt(addr); ok {
		if n > 0 && addr-c.Base+uint64(n) > uint64(len(c.Mem)) {
			return Chunk{}, &MemError{Addr: addr, Size: n, Msg: "access crossing a 64 KiB chunk boundary (not naturally aligned)", Alloc: a}
		}
		return c, nil
	}
	ci := (addr - a.Base) >> ChunkShift
	if n > 0 && (addr-a.Base+uint64(n)-1)>>ChunkShift != ci {
		return Chunk{}, &MemError{Addr: addr, Size: n, Msg: "access crossing a 64 KiB chunk boundary (not naturally aligned)", Alloc: a}
	}
	cb := a.Base + ci<<ChunkShift
	if !write {
		return Chunk{Mem: zeroChunk[:a.chunkLen(ci)], Base: cb, Alloc: a}, nil
	}
	b, err := g.materialize(a, ci)
	if err != nil {
		return Chunk{}, err
	}
	return Chunk{Mem: b, Base: cb, Alloc: a, Materialized: true}, nil
}

// Slice returns the n bytes at addr for reading and writing (materializing
// their chunk), or an error if they are not all inside one allocation's
// chunk.
func (g *Global) Slice(addr uint64, n int) ([]byte, error) {
	c, err := g.Access(addr, n, true)
	if err != nil {
		return nil, err
	}
	o := addr - c.Base
	return c.Mem[o : o+uint64(n) : o+uint64(n)], nil
}

// Contiguous makes the allocation holding [addr, addr+n) one contiguous
// host buffer and returns those n bytes: texture and surface instructions
// address their memory as one slice, which may span many chunks. Every
// chunk is materialized (the never-written ones are charged to the budget
// now), written bytes are kept, and the chunks become pieces of the buffer,
// so the fast paths and Read/Write see the same bytes; Access then serves
// any range of the allocation. A host-side operation (texture, surface and
// array creation): call it between launches.
func (g *Global) Contiguous(addr uint64, n int) ([]byte, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	a, err := g.holding(addr, n)
	if err != nil {
		return nil, err
	}
	o := addr - a.Base
	if a.Kind == AllocExternal {
		return a.ext[o : o+uint64(n) : o+uint64(n)], nil
	}
	if f := a.flat.Load(); f != nil {
		return (*f)[o : o+uint64(n) : o+uint64(n)], nil
	}
	var need uint64
	for i := range a.chunks {
		if a.chunks[i].Load() == nil {
			need += a.chunkLen(uint64(i))
		}
	}
	if err := g.host.ChargeFor(need, func() string { return fmt.Sprintf("backing %s contiguously (a texture or surface uses it)", a) }); err != nil {
		return nil, err
	}
	a.charged.Add(need)
	buf := make([]byte, a.Size)
	for i := range a.chunks {
		lo := uint64(i) << ChunkShift
		hi := lo + a.chunkLen(uint64(i))
		seg := buf[lo:hi:hi]
		if c := a.chunks[i].Load(); c != nil {
			copy(seg, c.b)
		}
		a.chunks[i].Store(&chunk{b: seg})
	}
	a.flat.Store(&buf)
	return buf[o : o+uint64(n) : o+uint64(n)], nil
}

// ChunkAt returns the materialized chunk of a holding addr (which must be
// inside a), or false if that chunk was never written. Safe from any
// goroutine; cheap enough for the interpreter's fast paths.
func (a *Alloc) ChunkAt(addr uint64) (Chunk, bool) {
	if a.Kind == AllocExternal {
		return Chunk{Mem: a.ext, Base: a.Base, Alloc: a, Materialized: true}, true
	}
	ci := (addr - a.Base) >> ChunkShift
	if ci >= uint64(len(a.chunks)) {
		return Chunk{}, false
	}
	c := a.chunks[ci].Load()
	if c == nil {
		return Chunk{}, false
	}
	return Chunk{Mem: c.b, Base: a.Base + ci<<ChunkShift, Alloc: a, Materialized: true}, true
}

// materialize returns chunk ci of a, allocating it if no one has. Safe
// from several goroutines at once: the first to publish wins.
func (g *Global) materialize(a *Alloc, ci uint64) ([]byte, error) {
	if c := a.chunks[ci].Load(); c != nil {
		return c.b, nil
	}
	n := a.chunkLen(ci)
	if err := g.host.ChargeFor(n, func() string { return fmt.Sprintf("writing to %s", a) }); err != nil {
		return nil, err
	}
	c := &chunk{b: make([]byte, n)}
	if !a.chunks[ci].CompareAndSwap(nil, c) {
		g.host.Release(n)
		return a.chunks[ci].Load().b, nil
	}
	a.charged.Add(n)
	return c.b, nil
}

// span calls fn for each chunk-sized piece of [addr, addr+n), which must
// lie inside one live allocation.
func (g *Global) span(addr, n uint64, fn func(a *Alloc, ci, off, len, done uint64) error) error {
	a, err := g.holding(addr, int(min(n, 1<<62))) // no allocation holds 2^62 bytes
	if err != nil {
		return err
	}
	o := addr - a.Base
	for done := uint64(0); done < n; {
		ci := o >> ChunkShift
		off := o & (ChunkBytes - 1)
		l := min(n-done, a.chunkLen(ci)-off)
		if a.Kind == AllocExternal {
			ci, off, l = 0, o, n-done
		}
		if err := fn(a, ci, off, l, done); err != nil {
			return err
		}
		o += l
		done += l
	}
	return nil
}

// Read copies device bytes at addr into p.
func (g *Global) Read(addr uint64, p []byte) error {
	return g.span(addr, uint64(len(p)), func(a *Alloc, ci, off, l, done uint64) error {
		dst := p[done : done+l]
		if a.Kind == AllocExternal {
			copy(dst, a.ext[off:])
			return nil
		}
		if c := a.chunks[ci].Load(); c != nil {
			copy(dst, c.b[off:])
		} else {
			clear(dst)
		}
		return nil
	})
}

// Write copies p to device address addr. Writing zeros to a chunk never
// written leaves it unmaterialized.
func (g *Global) Write(addr uint64, p []byte) error {
	return g.span(addr, uint64(len(p)), func(a *Alloc, ci, off, l, done uint64) error {
		src := p[done : done+l]
		if a.Kind == AllocExternal {
			copy(a.ext[off:], src)
			return nil
		}
		if a.chunks[ci].Load() == nil && allZero(src) {
			return nil
		}
		b, err := g.materialize(a, ci)
		if err != nil {
			return err
		}
		copy(b[off:], src)
		return nil
	})
}

// Memset fills n bytes at addr with v. Zeroing a chunk never written costs
// nothing.
func (g *Global) Memset(addr uint64, v byte, n uint64) error {
	return g.span(addr, n, func(a *Alloc, ci, off, l, done uint64) error {
		var b []byte
		if a.Kind == AllocExternal {
			b = a.ext
		} else {
			if a.chunks[ci].Load() == nil && v == 0 {
				return nil
			}
			var err error
			if b, err = g.materialize(a, ci); err != nil {
				return err
			}
		}
		s := b[off : off+l]
		for i := range s {
			s[i] = v
		}
		return nil
	})
}

func allZero(b []byte) bool {
	for len(b) >= 8 {
		if b[0]|b[1]|b[2]|b[3]|b[4]|b[5]|b[6]|b[7] != 0 {
			return false
		}
		b = b[8:]
	}
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}

// Materialized is the number of host bytes backing device memory now
// (chunks written so far and the chunk tables).
func (g *Global) Materialized() uint64 {
	var n uint64
	for _, a := range g.tab.Load().allocs {
		n += a.charged.Load()
	}
	return n
}

// ErrHostMemory is what errors.Is finds in a *HostMemoryError.
var ErrHostMemory = errors.New("host memory budget exceeded")
