package sm

import (
	"encoding/binary"
	"fmt"
	"io"

	"github.com/ptxsim/ptxsim/ptx"
)

// MapExternal places caller-owned memory in the device address space at
// addr (memsys.Global.MapExternal): kernels read and write mem itself. A
// CUDA runtime uses it for memory host code and kernels share (unified
// memory, mapped pinned memory, registered host memory). The mapping ends
// at Unmap or Reset.
func (d *Device) MapExternal(addr uint64, mem []byte) error { return d.mem.MapExternal(addr, mem) }

// Unmap removes a mapping made by MapExternal.
func (d *Device) Unmap(addr uint64) error { return d.mem.Unmap(addr) }

// MoveSymbol moves a module-scope .global variable to addr, which must be
// mapped (MapExternal) with room for it: its current bytes are copied
// there, its old storage is freed, and initializers of the module that
// hold its address are patched. A CUDA runtime moves __managed__
// variables this way into memory the host can address directly.
func (m *Module) MoveSymbol(name string, addr uint64) error {
	idx := -1
	for i, s := range m.prog.Syms {
		if s.Name == name && s.Space == ptx.SpaceGlobal {
			idx = i
			break
		}
	}
	if idx < 0 {
		return fmt.Errorf("symbol %s not found in module %s (or not a .global variable)", name, m.prog.File)
	}
	s := m.prog.Syms[idx]
	d := m.dev
	old := m.symAddr[idx]
	// In pieces: the variable may be large and mostly never written
	// (lazily backed), and the move must not need a host copy of it.
	buf := make([]byte, min(uint64(s.Size), 1<<20))
	for done := uint64(0); done < uint64(s.Size); done += uint64(len(buf)) {
		b := buf[:min(uint64(len(buf)), uint64(s.Size)-done)]
		if err := d.mem.Read(old+done, b); err != nil {
			return err
		}
		if err := d.mem.Write(addr+done, b); err != nil {
			return fmt.Errorf("move of %s (%d bytes) to 0x%x: %v", name, s.Size, addr, err)
		}
	}
	if err := d.mem.Free(old); err != nil {
		return err
	}
	m.symAddr[idx] = addr
	// Initializers elsewhere in the module that took the old address.
	for i, o := range m.prog.Syms {
		for _, r := range o.Relocs {
			if r.Sym != name || m.symAddr[i] == 0 {
				continue
			}
			b := make([]byte, 8)
			binary.LittleEndian.PutUint64(b, addr+uint64(r.Addend))
			if err := d.mem.Write(m.symAddr[i]+uint64(r.Offset), b[:r.Size]); err != nil {
				return err
			}
		}
	}
	return nil
}

// Lookup returns the base and size of the allocation or mapping that holds
// addr (Malloc'd memory, a module variable, a mapping), if any.
func (d *Device) Lookup(addr uint64) (base, size uint64, ok bool) {
	a := d.mem.Lookup(addr)
	if a == nil || addr < a.Base || addr-a.Base >= max(a.Size, 1) {
		return 0, 0, false
	}
	return a.Base, a.Size, true
}

// SetStderr sets where failed-assertion messages go. By default (nil) they
// go with printf output to the device stdout, in block order; the CUDA
// runtime writes them to the program's stderr, as CUDA does, in block
// order too.
func (d *Device) SetStderr(w io.Writer) { d.stderr = w }
