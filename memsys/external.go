package memsys

import (
	"fmt"

	"github.com/ptxsim/ptxsim/isa"
)

// External mappings: memory the caller owns, placed in the device address
// space at an address the caller chooses. A CUDA runtime backed by ptxsim
// uses them for memory that host code and kernels share through one
// pointer (unified memory, mapped pinned memory, registered host memory):
// the caller's bytes are the allocation's bytes, so both sides see one
// copy, and nothing is materialized or charged to the host budget. The
// caller keeps mem alive and unmoved until Unmap (memory outside the Go
// heap, such as an mmap'd region, satisfies that).
//
// A mapping is an Alloc of kind AllocExternal in the same sorted table as
// Malloc's allocations, so it may sit anywhere outside the generic shared
// and local windows: at a host address (device pointer == host pointer) or
// inside the global window, where Malloc steps around it. Unlike Malloc's
// allocations, its extent for Lookup is its bytes exactly, not whole pages.

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
	g.mu.Lock()
	defer g.mu.Unlock()
	if o := g.overlap(addr, n); o != nil {
		if o.Kind == AllocExternal {
			return fmt.Errorf("map of %d bytes at 0x%x overlaps the mapping at 0x%x", n, addr, o.Base)
		}
		return fmt.Errorf("map of %d bytes at 0x%x overlaps the allocation at 0x%x", n, addr, o.Base)
	}
	a := &Alloc{Base: addr, Size: n, Kind: AllocExternal, span: n, ext: mem[:n:n]}
	a.live.Store(true)
	g.insert(a)
	return nil
}

// Unmap removes the mapping that starts at addr; the memory itself is the
// caller's again.
func (g *Global) Unmap(addr uint64) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	a := g.Lookup(addr)
	if a == nil || a.Base != addr || a.Kind != AllocExternal {
		return fmt.Errorf("no external mapping starts at 0x%x", addr)
	}
	g.release(a)
	return nil
}

// External returns the mapping that contains addr, or nil.
func (g *Global) External(addr uint64) *Alloc {
	if a := g.Lookup(addr); a != nil && a.Kind == AllocExternal {
		return a
	}
	return nil
}
