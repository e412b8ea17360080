package memsys

import (
	"fmt"

	"github.com/ptxsim/ptxsim/isa"
)

// PageShift is log2 of the page size of the global address space.
const PageShift = 12

// Alloc is one device allocation.
type Alloc struct {
	Base uint64
	Data []byte // len(Data) is the allocation's size
	Live bool
}

// Contains reports whether [addr, addr+n) lies inside the allocation.
func (a *Alloc) Contains(addr uint64, n int) bool {
	return a != nil && addr >= a.Base && addr-a.Base+uint64(n) <= uint64(len(a.Data))
}

// Global is the device's global memory.
type Global struct {
	pages  []*Alloc // page number (relative to isa.GlobalBase) -> allocation
	allocs []*Alloc
	next   uint64 // next free address
	used   uint64
	ext    []*Alloc // caller-provided mappings, sorted by Base (external.go)
}

// NewGlobal returns an empty global memory.
func NewGlobal() *Global { return &Global{next: isa.GlobalBase} }

// MemError is an invalid global access.
type MemError struct {
	Addr uint64
	Size int
	Msg  string
}

func (e *MemError) Error() string {
	return fmt.Sprintf("%s: address 0x%x (%d bytes)", e.Msg, e.Addr, e.Size)
}

// Malloc allocates size bytes (zeroed); size 0 gets a valid distinct
// address holding nothing.
func (g *Global) Malloc(size uint64) (uint64, error) {
	if size > 1<<40 {
		return 0, fmt.Errorf("out of memory: %d bytes requested", size)
	}
	npages := (size + 1<<PageShift - 1) >> PageShift
	if npages == 0 {
		npages = 1
	}
	g.next = g.skipExternal(g.next, npages<<PageShift)
	if g.next+npages<<PageShift > isa.GlobalLimit {
		return 0, fmt.Errorf("out of device address space")
	}
	a := &Alloc{Base: g.next, Data: make([]byte, size), Live: true}
	first := (g.next - isa.GlobalBase) >> PageShift
	for uint64(len(g.pages)) < first+npages {
		g.pages = append(g.pages, nil)
	}
	for p := first; p < first+npages; p++ {
		g.pages[p] = a
	}
	g.allocs = append(g.allocs, a)
	// One guard page between allocations so an overrun of one never lands
	// in the next.
	g.next += (npages + 1) << PageShift
	g.used += size
	return a.Base, nil
}

// Free releases the allocation that starts at addr.
func (g *Global) Free(addr uint64) error {
	a := g.Lookup(addr)
	if a == nil || a.Base != addr || g.isExternal(a) {
		return fmt.Errorf("invalid device pointer 0x%x", addr)
	}
	first := (a.Base - isa.GlobalBase) >> PageShift
	n := (uint64(len(a.Data)) + 1<<PageShift - 1) >> PageShift
	if n == 0 {
		n = 1
	}
	for p := first; p < first+n; p++ {
		g.pages[p] = nil
	}
	a.Live = false
	g.used -= uint64(len(a.Data))
	a.Data = nil
	return nil
}

// Lookup returns the live allocation whose pages contain addr, or nil.
func (g *Global) Lookup(addr uint64) *Alloc {
	if addr >= isa.GlobalBase {
		if p := (addr - isa.GlobalBase) >> PageShift; p < uint64(len(g.pages)) && g.pages[p] != nil {
			return g.pages[p]
		}
	}
	return g.lookupExternal(addr)
}

// Slice returns the n bytes at addr, or an error if they are not all inside
// one live allocation.
func (g *Global) Slice(addr uint64, n int) ([]byte, error) {
	a := g.Lookup(addr)
	if !a.Contains(addr, n) {
		if a == nil {
			return nil, &MemError{addr, n, "unallocated address"}
		}
		return nil, &MemError{addr, n, "out-of-bounds access"}
	}
	o := addr - a.Base
	return a.Data[o : o+uint64(n) : o+uint64(n)], nil
}

// Read copies device bytes at addr into p.
func (g *Global) Read(addr uint64, p []byte) error {
	s, err := g.Slice(addr, len(p))
	if err != nil {
		return err
	}
	copy(p, s)
	return nil
}

// Write copies p to device address addr.
func (g *Global) Write(addr uint64, p []byte) error {
	s, err := g.Slice(addr, len(p))
	if err != nil {
		return err
	}
	copy(s, p)
	return nil
}

// Memset fills n bytes at addr with v.
func (g *Global) Memset(addr uint64, v byte, n uint64) error {
	s, err := g.Slice(addr, int(n))
	if err != nil {
		return err
	}
	for i := range s {
		s[i] = v
	}
	return nil
}
