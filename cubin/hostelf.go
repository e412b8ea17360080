package cubin

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strings"
)

// Host executables: an nvcc-built program (or shared library) keeps its
// device code as NVIDIA fat binaries in the .nv_fatbin section (and, for
// relocatable device code, __nv_relfatbin); the 24-byte wrappers in
// .nvFatBinSegment point at the ones the program registers at startup.

// IsHostExecutable reports whether data is an ELF file for a host machine
// (not an EM_CUDA device image): a program or library that may embed
// NVIDIA fat binaries.
func IsHostExecutable(data []byte) bool {
	if len(data) < 20 || !bytes.HasPrefix(data, []byte("\x7fELF")) {
		return false
	}
	var m uint16
	if data[5] == 2 { // big-endian
		m = binary.BigEndian.Uint16(data[18:])
	} else {
		m = binary.LittleEndian.Uint16(data[18:])
	}
	return m != emCUDA
}

// HostFatbin is one fat binary found in a host executable.
type HostFatbin struct {
	Section string // ".nv_fatbin" or "__nv_relfatbin"
	Offset  uint64 // file offset of its header
	Addr    uint64 // virtual address of its header
	Wrapper int    // version of the .nvFatBinSegment wrapper pointing at it (1 program, 2 device link); 0: none
	Fatbin  *NVFatbin
}

// HostExecutable is what a host executable holds for the device.
type HostExecutable struct {
	Name    string // base name, used to name PTX images (NAME.N.sm_XY.ptx)
	Fatbins []HostFatbin
}

// ReadHost reads a host ELF executable's fat binaries. An executable
// without device code is an error that says so. Malformed ELF or fat
// binary data is an error, never a panic.
func ReadHost(name string, data []byte) (h *HostExecutable, err error) {
	defer func() {
		if r := recover(); r != nil { // debug/elf on hostile input
			h, err = nil, fmt.Errorf("%s: malformed ELF file: %v", name, r)
		}
	}()
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if f.Machine == emCUDA {
		return nil, fmt.Errorf("%s: an EM_CUDA device image, not a host executable", name)
	}
	h = &HostExecutable{Name: filepath.Base(name)}
	for _, sec := range []string{".nv_fatbin", "__nv_relfatbin"} {
		s := f.Section(sec)
		if s == nil || s.Type == elf.SHT_NOBITS {
			continue
		}
		b, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: section %s: %v", name, sec, err)
		}
		// Fat binaries follow each other, each 8-byte aligned.
		for p := 0; p+nvHeaderSize <= len(b); {
			if !IsNVFatbin(b[p:]) {
				p += 8
				continue
			}
			fb, err := ReadNVFatbin(b[p:])
			if err != nil {
				return nil, fmt.Errorf("%s: section %s at offset %d: %v", name, sec, p, err)
			}
			h.Fatbins = append(h.Fatbins, HostFatbin{Section: sec, Offset: s.Offset + uint64(p), Addr: s.Addr + uint64(p), Fatbin: fb})
			p += (fb.Size + 7) &^ 7
		}
	}
	if len(h.Fatbins) == 0 {
		return nil, fmt.Errorf("%s: no CUDA device code (no .nv_fatbin section with a fat binary); was it built by nvcc?", name)
	}
	if s := f.Section(".nvFatBinSegment"); s != nil && s.Type != elf.SHT_NOBITS {
		b, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: section .nvFatBinSegment: %v", name, err)
		}
		rel := relativeRelocs(f)
		le := binary.LittleEndian
		for p := 0; p+24 <= len(b); p += 24 {
			if le.Uint32(b[p:]) != NVWrapperMagic {
				continue
			}
			ver := int(le.Uint32(b[p+4:]))
			ptr := le.Uint64(b[p+8:])
			if ptr == 0 {
				ptr = rel[s.Addr+uint64(p)+8] // a position-independent executable
			}
			for i := range h.Fatbins {
				if h.Fatbins[i].Addr == ptr {
					h.Fatbins[i].Wrapper = ver
				}
			}
		}
	}
	return h, nil
}

// relativeRelocs maps the addresses patched by R_X86_64_RELATIVE
// relocations to their addends (what a position-independent executable's
// pointers hold once loaded at address 0).
func relativeRelocs(f *elf.File) map[uint64]uint64 {
	out := map[uint64]uint64{}
	if f.Machine != elf.EM_X86_64 || f.Class != elf.ELFCLASS64 {
		return out
	}
	for _, s := range f.Sections {
		if s.Type != elf.SHT_RELA {
			continue
		}
		b, err := s.Data()
		if err != nil {
			continue
		}
		le := binary.LittleEndian
		for p := 0; p+24 <= len(b); p += 24 {
			if elf.R_X86_64(le.Uint64(b[p+8:])&0xffffffff) == elf.R_X86_64_RELATIVE {
				out[le.Uint64(b[p:])] = le.Uint64(b[p+16:])
			}
		}
	}
	return out
}

// Programs returns, per fat binary of .nv_fatbin that holds entries, the
// loader's view of it (PTX images named NAME.N.sm_XY.ptx with N counting
// PTX images across the executable from 1, SASS images listed). Fat
// binaries of __nv_relfatbin hold relocatable device code for a device
// link step and are left out.
func (h *HostExecutable) Programs() []*File {
	var out []*File
	n := 1
	for _, fb := range h.Fatbins {
		if fb.Section != ".nv_fatbin" || len(fb.Fatbin.Entries) == 0 {
			continue
		}
		ims := fb.Fatbin.Images(h.Name, n)
		for _, im := range ims {
			if im.Arch.Virtual {
				n++
			}
		}
		out = append(out, NewFile(ims))
	}
	return out
}

// Select picks, for each fat binary of the executable, the image a device
// of compute capability ccMajor.ccMinor runs, and returns their modules.
// Fat binaries with nothing runnable are skipped; if no fat binary has a
// runnable image the error is the first one's *NoImageError (which says
// how to rebuild when the binary holds SASS only).
func (h *HostExecutable) Select(ccMajor, ccMinor int) ([]*Image, error) {
	var out []*Image
	var first error
	progs := h.Programs()
	for _, f := range progs {
		im, _, err := f.Select(ccMajor, ccMinor, nil)
		if err != nil {
			if _, ok := err.(*NoImageError); !ok {
				return nil, err
			}
			if first == nil {
				first = err
			}
			continue
		}
		out = append(out, im)
	}
	if len(out) == 0 {
		if first == nil {
			first = fmt.Errorf("%s: the fat binaries hold no images%s", h.Name, relocatableHint(h))
		}
		return nil, first
	}
	return out, nil
}

func relocatableHint(h *HostExecutable) string {
	for _, fb := range h.Fatbins {
		if fb.Section == "__nv_relfatbin" {
			return " (its device code is relocatable, built with -rdc=true, which needs a device link step ptxsim does not do)"
		}
	}
	return ""
}

// Describe lists the executable's fat binaries and entries, one line each,
// as ptxsim inspect prints them.
func (h *HostExecutable) Describe() string {
	var b strings.Builder
	n := 1
	for i, fb := range h.Fatbins {
		reg := "no wrapper"
		switch {
		case fb.Section != ".nv_fatbin":
			reg = "relocatable device code for a device link, not loaded"
		case fb.Wrapper == 1:
			reg = "registered at startup"
		case fb.Wrapper == 2:
			reg = "registered by the device-link stub"
		}
		fmt.Fprintf(&b, "fat binary %d: %s+%#x (address %#x), %d bytes, %d entries, %s\n",
			i, fb.Section, fb.Offset, fb.Addr, fb.Fatbin.Size, len(fb.Fatbin.Entries), reg)
		for _, e := range fb.Fatbin.Entries {
			fmt.Fprintf(&b, "  %-4s %-12s", e.Kind, e.Arch)
			if e.Kind == NVKindPTX {
				fmt.Fprintf(&b, " PTX ISA %d.%d", e.CodeVersion[0], e.CodeVersion[1])
				if fb.Section == ".nv_fatbin" {
					fmt.Fprintf(&b, "  %s.%d.sm_%d%s.ptx", h.Name, n, e.Arch.SM(), suffixString(e.Arch.Suffix))
					n++
				}
			} else {
				fmt.Fprintf(&b, " code version %d.%d", e.CodeVersion[0], e.CodeVersion[1])
			}
			if e.Compressed {
				fmt.Fprintf(&b, "  %d bytes (%s, %d stored)", e.Size, e.Compression, e.StoredSize)
			} else {
				fmt.Fprintf(&b, "  %d bytes", e.Size)
			}
			fmt.Fprintf(&b, "  flags %#x", e.Flags)
			if e.Ident != "" {
				fmt.Fprintf(&b, "  ident %q", e.Ident)
			}
			if e.Options != "" {
				fmt.Fprintf(&b, "  options %q", e.Options)
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}
