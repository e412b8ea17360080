package memsys

import (
	"fmt"
	"sort"

	"github.com/ptxsim/ptxsim/isa"
)

// External mappings: memory the caller owns, placed in the device address
// space at an address the caller chooses. A CUDA runtime backed by ptxsim
// uses them for memory that host code and kernels share through one
// pointer (unified memory, mapped pinned memory, registered host memory):
// the host's pages are the allocation's bytes, so both sides see one copy.
// The caller keeps mem alive and unmoved until Unmap (memory outside the
// Go heap, such as an mmap'd region, satisfies that).
//
// Mappings live in a sorted list beside the page table, so they may sit
// anywhere outside the shared and local windows: at a host address (a
// registered buffer, device pointer == host pointer) or inside the global
// window, where Malloc steps around them.

// MapExternal makes the len(mem) bytes at device address addr be mem.
// The range must not be empty, wrap, overlap another allocation or
// mapping, or touch the generic shared and local windows.
func (g *Global) MapExternal(addr uint64, mem []byte) error {
	n := uint64(len(mem))
	if n == 0 {
		return fmt.Errorf("map of 0 bytes at 0x%x", addr)
	}
	end := addr + n
	if end < addr {
		return fmt.Errorf("map of %d bytes at 0x%x wraps around the address space", n, addr)
	}
	for _, w := range [][2]uint64{
		{isa.SharedWindow, isa.SharedWindow + isa.SharedSize},
		{isa.LocalWindow, isa.LocalWindow + isa.LocalSize},
	} {
		if addr < w[1] && end > w[0] {
			return fmt.Errorf("map of %d bytes at 0x%x overlaps the generic window [0x%x, 0x%x)", n, addr, w[0], w[1])
		}
	}
	// Allocations made by Malloc: pages in [addr, end).
	if end > isa.GlobalBase && addr < isa.GlobalBase+uint64(len(g.pages))<<PageShift {
		first := uint64(0)
		if addr > isa.GlobalBase {
			first = (addr - isa.GlobalBase) >> PageShift
		}
		last := min((end-1-isa.GlobalBase)>>PageShift, uint64(len(g.pages))-1)
		for p := first; p <= last; p++ {
			if a := g.pages[p]; a != nil && addr < a.Base+max(uint64(len(a.Data)), 1) && end > a.Base {
				return fmt.Errorf("map of %d bytes at 0x%x overlaps the allocation at 0x%x", n, addr, a.Base)
			}
		}
	}
	i := sort.Search(len(g.ext), func(i int) bool { return g.ext[i].Base >= addr })
	if i > 0 {
		if p := g.ext[i-1]; p.Base+uint64(len(p.Data)) > addr {
			return fmt.Errorf("map of %d bytes at 0x%x overlaps the mapping at 0x%x", n, addr, p.Base)
		}
	}
	if i < len(g.ext) && g.ext[i].Base < end {
		return fmt.Errorf("map of %d bytes at 0x%x overlaps the mapping at 0x%x", n, addr, g.ext[i].Base)
	}
	a := &Alloc{Base: addr, Data: mem[:n:n], Live: true}
	g.ext = append(g.ext, nil)
	copy(g.ext[i+1:], g.ext[i:])
	g.ext[i] = a
	return nil
}

// Unmap removes the mapping that starts at addr; the memory itself is the
// caller's again.
func (g *Global) Unmap(addr uint64) error {
	i := sort.Search(len(g.ext), func(i int) bool { return g.ext[i].Base >= addr })
	if i == len(g.ext) || g.ext[i].Base != addr {
		return fmt.Errorf("no external mapping starts at 0x%x", addr)
	}
	g.ext[i].Live = false
	g.ext[i].Data = nil
	g.ext = append(g.ext[:i], g.ext[i+1:]...)
	return nil
}

// External returns the mapping that contains addr, or nil.
func (g *Global) External(addr uint64) *Alloc { return g.lookupExternal(addr) }

// lookupExternal finds the mapping containing addr by binary search.
func (g *Global) lookupExternal(addr uint64) *Alloc {
	if len(g.ext) == 0 {
		return nil
	}
	i := sort.Search(len(g.ext), func(i int) bool { return g.ext[i].Base > addr }) - 1
	if i < 0 {
		return nil
	}
	a := g.ext[i]
	if addr-a.Base >= uint64(len(a.Data)) {
		return nil
	}
	return a
}

// isExternal reports whether a is a mapping (which Free must not release).
func (g *Global) isExternal(a *Alloc) bool {
	i := sort.Search(len(g.ext), func(i int) bool { return g.ext[i].Base >= a.Base })
	return i < len(g.ext) && g.ext[i] == a
}

// skipExternal returns the first address at or after next where n bytes
// (plus Malloc's guard page) meet no mapping: Malloc's bump pointer steps
// over mappings placed in the global window.
func (g *Global) skipExternal(next, n uint64) uint64 {
	for _, a := range g.ext {
		end := a.Base + uint64(len(a.Data))
		if a.Base < next+n+1<<PageShift && end > next {
			next = (end + 2<<PageShift - 1) &^ (1<<PageShift - 1)
		}
	}
	return next
}
