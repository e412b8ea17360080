package cubin

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"reflect"

	"github.com/ptxsim/ptxsim/ptx"
)

// This file writes and reads one machine image: an ELF64 little-endian
// relocatable object for EM_CUDA. The layout is fixed by the writer and
// specified in docs/binary-format.md; the reader finds sections by name and
// checks every header field, offset and size before using it.

// FormatVersion is the version of the image format. It is stored in
// e_ident[EI_ABIVERSION] and in the target note; a reader refuses other
// versions.
const FormatVersion = 1

// ELF constants used by the format.
const (
	emCUDA        = 190
	etRel         = 1
	shtProgbits   = 1
	shtSymtab     = 2
	shtStrtab     = 3
	shtRela       = 4
	shtNote       = 7
	shtNobits     = 8
	shtPtxsimProg = 0x80000001 // SHT_LOUSER + 1
	shtPtxsimAttr = 0x80000002 // SHT_LOUSER + 2
	shfWrite      = 0x1
	shfAlloc      = 0x2
	shfInfoLink   = 0x40
	shnUndef      = 0
	shnAbs        = 0xfff1
	shnCommon     = 0xfff2
	stbLocal      = 0
	stbGlobal     = 1
	stbWeak       = 2
	sttObject     = 1
	sttFunc       = 2
	sttFile       = 4
	stoEntry      = 0x10  // st_other bit: the function is a kernel (.entry)
	ntPtxsim      = 0x100 // note type of the target note (NT_PTXSIM_TARGET)
	ehSize        = 64
	shEntSize     = 64
	symEntSize    = 24
	relaEntSize   = 24
	noteDescSize  = 24
	maxSections   = 64
)

// Relocation types of .rela.ptxsim.data.
const (
	rAddr32    = 1 // 4-byte address of the symbol plus addend
	rAddr64    = 2 // 8-byte address
	rGeneric32 = 3 // generic(sym): 4 bytes
	rGeneric64 = 4 // generic(sym): 8 bytes
)

// Section indices as the writer lays them out (the reader goes by name).
const (
	secNull = iota
	secNote
	secProg
	secAttrs
	secData
	secBss
	secShared
	secRela
	secSymtab
	secStrtab
	secShstrtab
	numSecs
)

var secNames = [numSecs]string{"", ".note.ptxsim", ".ptxsim.prog", ".ptxsim.attrs", ".ptxsim.data",
	".ptxsim.bss", ".ptxsim.shared", ".rela.ptxsim.data", ".symtab", ".strtab", ".shstrtab"}

var secTypes = [numSecs]uint32{0, shtNote, shtPtxsimProg, shtPtxsimAttr, shtProgbits,
	shtNobits, shtNobits, shtRela, shtSymtab, shtStrtab, shtStrtab}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// eFlags packs the target into e_flags: bits 0-9 the SM number, bits
// 10-11 the suffix (1 'a', 2 'f'), bit 15 set for 64-bit addresses, bits
// 16-23 and 24-31 the PTX ISA major and minor version.
func eFlags(a Arch, addr64 bool, v ptx.Version) uint32 {
	f := uint32(a.SM()) & 0x3ff
	switch a.Suffix {
	case 'a':
		f |= 1 << 10
	case 'f':
		f |= 2 << 10
	}
	if addr64 {
		f |= 1 << 15
	}
	f |= uint32(v.Major&0xff)<<16 | uint32(v.Minor&0xff)<<24
	return f
}

type strtab struct {
	b   []byte
	idx map[string]uint32
}

func newStrtab() *strtab { return &strtab{b: []byte{0}, idx: map[string]uint32{"": 0}} }

func (t *strtab) add(s string) uint32 {
	if i, ok := t.idx[s]; ok {
		return i
	}
	i := uint32(len(t.b))
	t.b = append(t.b, s...)
	t.b = append(t.b, 0)
	t.idx[s] = i
	return i
}

type sym struct {
	name  uint32
	info  uint8
	other uint8
	shndx uint16
	value uint64
	size  uint64
}

// layout is the part of an image that does not depend on the target
// architecture: encoded program, data, relocations, symbols, attributes.
// Assemble builds it once and wraps it in one ELF per machine arch.
type layout struct {
	m         *ptx.Module
	prog      []byte
	attrs     []byte
	data      []byte
	dataAlign uint64
	bssSize   uint64
	bssAlign  uint64
	shSize    uint64
	shAlign   uint64
	rela      []byte
	syms      []sym
	firstGlob int
	strtab    *strtab
}

// hasStorage reports whether a module-scope variable gets bytes in the
// image (.global and .const), as opposed to per-block .shared storage.
func hasStorage(v *ptx.Var) bool {
	return v.Space == ptx.SpaceGlobal || v.Space == ptx.SpaceConst
}

func buildLayout(m *ptx.Module) (*layout, error) {
	L := &layout{m: m, dataAlign: 1, bssAlign: 1, shAlign: 1, strtab: newStrtab()}
	type place struct {
		shndx uint16
		value uint64
	}
	places := map[*ptx.Var]place{}
	data := map[*ptx.Var]dataVar{}
	type pendingRel struct {
		v   *ptx.Var
		off uint64
	}
	var rels []pendingRel
	for _, v := range m.Vars {
		if v == nil {
			return nil, fmt.Errorf("nil module variable")
		}
		a := uint64(varAlign(v))
		switch {
		case len(v.Init) > 0:
			if v.Size > 0 && int64(len(v.Init)) != v.Size {
				return nil, fmt.Errorf("variable %s: %d initializer bytes for size %d", v.Name, len(v.Init), v.Size)
			}
			off := uint64(alignUp(int64(len(L.data)), int64(a)))
			L.data = append(L.data, make([]byte, off-uint64(len(L.data)))...)
			L.data = append(L.data, v.Init...)
			L.dataAlign = max(L.dataAlign, a)
			places[v] = place{secData, off}
			data[v] = dataVar{off: int64(off), relFirst: len(rels), relocsNil: v.Relocs == nil}
			for _, r := range v.Relocs {
				if r.Size != 4 && r.Size != 8 || r.Offset < 0 || r.Offset > int64(len(v.Init))-int64(r.Size) {
					return nil, fmt.Errorf("variable %s: relocation of %d bytes at %d outside its %d bytes", v.Name, r.Size, r.Offset, len(v.Init))
				}
				rels = append(rels, pendingRel{v, off})
			}
		case v.Linkage == ptx.LinkExtern || varSize(v) == 0:
			places[v] = place{shnUndef, 0}
		case v.Linkage == ptx.LinkCommon:
			places[v] = place{shnCommon, a}
		case hasStorage(v):
			off := uint64(alignUp(int64(L.bssSize), int64(a)))
			L.bssSize = off + uint64(varSize(v))
			L.bssAlign = max(L.bssAlign, a)
			places[v] = place{secBss, off}
		case v.Space == ptx.SpaceShared || v.Space == ptx.SpaceSharedCluster:
			off := uint64(alignUp(int64(L.shSize), int64(a)))
			L.shSize = off + uint64(varSize(v))
			L.shAlign = max(L.shAlign, a)
			places[v] = place{secShared, off}
		default:
			places[v] = place{shnAbs, 0}
		}
	}
	prog, enc, err := encodeProg(m, data)
	if err != nil {
		return nil, err
	}
	L.prog = prog

	// Symbols: null, the file, then locals, then globals and weaks, each
	// group functions first, in module order.
	st := L.strtab
	L.syms = []sym{{}}
	if m.File != "" {
		L.syms = append(L.syms, sym{name: st.add(m.File), info: stbLocal<<4 | sttFile, shndx: shnAbs})
	}
	symIdx := map[string]uint32{}
	bind := func(l ptx.Linkage) uint8 {
		switch l {
		case ptx.LinkNone:
			return stbLocal
		case ptx.LinkWeak:
			return stbWeak
		}
		return stbGlobal
	}
	for pass := 0; pass < 2; pass++ {
		if pass == 1 {
			L.firstGlob = len(L.syms)
		}
		for i, f := range m.Funcs {
			b := bind(f.Linkage)
			if (b == stbLocal) != (pass == 0) {
				continue
			}
			s := sym{name: st.add(f.Name), info: b<<4 | sttFunc}
			if f.Entry {
				s.other = stoEntry
			}
			if f.HasBody {
				s.shndx, s.value, s.size = secProg, uint64(enc.funcOff[i]), uint64(enc.funcLen[i])
			}
			if _, dup := symIdx[f.Name]; !dup {
				symIdx[f.Name] = uint32(len(L.syms))
			}
			L.syms = append(L.syms, s)
		}
		for _, v := range m.Vars {
			b := bind(v.Linkage)
			if (b == stbLocal) != (pass == 0) {
				continue
			}
			p := places[v]
			if _, dup := symIdx[v.Name]; !dup {
				symIdx[v.Name] = uint32(len(L.syms))
			}
			L.syms = append(L.syms, sym{name: st.add(v.Name), info: b<<4 | sttObject, shndx: p.shndx, value: p.value, size: uint64(varSize(v))})
		}
	}
	// Relocations; a symbol the module does not define becomes an
	// undefined global symbol.
	le := binary.LittleEndian
	done := map[*ptx.Var]bool{}
	for _, pr := range rels {
		if done[pr.v] {
			continue
		}
		done[pr.v] = true
		for _, r := range pr.v.Relocs {
			si, ok := symIdx[r.Sym]
			if !ok {
				si = uint32(len(L.syms))
				symIdx[r.Sym] = si
				L.syms = append(L.syms, sym{name: st.add(r.Sym), info: stbGlobal << 4})
			}
			typ := uint64(rAddr32)
			switch {
			case r.Size == 8 && r.Generic:
				typ = rGeneric64
			case r.Size == 8:
				typ = rAddr64
			case r.Generic:
				typ = rGeneric32
			}
			L.rela = le.AppendUint64(L.rela, pr.off+uint64(r.Offset))
			L.rela = le.AppendUint64(L.rela, uint64(si)<<32|typ)
			L.rela = le.AppendUint64(L.rela, uint64(r.Addend))
		}
	}
	L.attrs = encodeAttrs(Attributes(m), func(name string) uint32 { return symIdx[name] }, st.add)
	return L, nil
}

// writeELF wraps a layout into the image for arch a.
func writeELF(L *layout, a Arch) []byte {
	le := binary.LittleEndian
	m := L.m
	addr64 := m.AddressSize != 32
	shstr := newStrtab()
	var nameOff [numSecs]uint32
	for i := 1; i < numSecs; i++ {
		nameOff[i] = shstr.add(secNames[i])
	}

	note := le.AppendUint32(nil, 7) // namesz
	note = le.AppendUint32(note, noteDescSize)
	note = le.AppendUint32(note, ntPtxsim)
	note = append(note, "ptxsim\x00\x00"...)
	note = le.AppendUint32(note, FormatVersion)
	note = le.AppendUint32(note, uint32(a.SM()))
	addrSize := uint8(64)
	if !addr64 {
		addrSize = 32
	}
	note = append(note, a.Suffix, addrSize, uint8(m.Version.Major), uint8(m.Version.Minor))
	note = le.AppendUint32(note, 0) // flags
	crcAt := len(note)
	note = le.AppendUint32(note, 0) // checksum, filled below
	note = le.AppendUint32(note, 0) // reserved

	var symtab []byte
	for _, s := range L.syms {
		symtab = le.AppendUint32(symtab, s.name)
		symtab = append(symtab, s.info, s.other)
		symtab = le.AppendUint16(symtab, s.shndx)
		symtab = le.AppendUint64(symtab, s.value)
		symtab = le.AppendUint64(symtab, s.size)
	}

	type shdr struct {
		typ            uint32
		flags          uint64
		off, size      uint64
		link, info     uint32
		align, entsize uint64
		contents       []byte
	}
	var sh [numSecs]shdr
	sh[secNote] = shdr{typ: shtNote, align: 4, contents: note}
	sh[secProg] = shdr{typ: shtPtxsimProg, align: 8, contents: L.prog}
	sh[secAttrs] = shdr{typ: shtPtxsimAttr, align: 4, contents: L.attrs}
	sh[secData] = shdr{typ: shtProgbits, flags: shfAlloc | shfWrite, align: L.dataAlign, contents: L.data}
	sh[secBss] = shdr{typ: shtNobits, flags: shfAlloc | shfWrite, align: L.bssAlign, size: L.bssSize}
	sh[secShared] = shdr{typ: shtNobits, flags: shfAlloc | shfWrite, align: L.shAlign, size: L.shSize}
	sh[secRela] = shdr{typ: shtRela, flags: shfInfoLink, link: secSymtab, info: secData, align: 8, entsize: relaEntSize, contents: L.rela}
	sh[secSymtab] = shdr{typ: shtSymtab, link: secStrtab, info: uint32(L.firstGlob), align: 8, entsize: symEntSize, contents: symtab}
	sh[secStrtab] = shdr{typ: shtStrtab, align: 1, contents: L.strtab.b}
	sh[secShstrtab] = shdr{typ: shtStrtab, align: 1, contents: shstr.b}

	out := make([]byte, ehSize)
	noteOff := 0
	for i := 1; i < numSecs; i++ {
		s := &sh[i]
		if s.typ == shtNobits {
			s.off = uint64(len(out))
			continue
		}
		pad := int(alignUp(int64(len(out)), int64(max(s.align, 1)))) - len(out)
		out = append(out, make([]byte, pad)...)
		s.off, s.size = uint64(len(out)), uint64(len(s.contents))
		if i == secNote {
			noteOff = len(out)
		}
		out = append(out, s.contents...)
	}
	out = append(out, make([]byte, int(alignUp(int64(len(out)), 8))-len(out))...)
	shoff := len(out)
	out = append(out, make([]byte, shEntSize)...) // the null section header
	for i := 1; i < numSecs; i++ {
		s := &sh[i]
		out = le.AppendUint32(out, nameOff[i])
		out = le.AppendUint32(out, s.typ)
		out = le.AppendUint64(out, s.flags)
		out = le.AppendUint64(out, 0) // sh_addr
		out = le.AppendUint64(out, s.off)
		out = le.AppendUint64(out, s.size)
		out = le.AppendUint32(out, s.link)
		out = le.AppendUint32(out, s.info)
		out = le.AppendUint64(out, s.align)
		out = le.AppendUint64(out, s.entsize)
	}

	h := out[:ehSize]
	copy(h, "\x7fELF")
	h[4] = 2 // ELFCLASS64
	h[5] = 1 // ELFDATA2LSB
	h[6] = 1 // EV_CURRENT
	h[7] = 0 // ELFOSABI_NONE: not an NVIDIA cubin, whatever e_machine says
	h[8] = FormatVersion
	le.PutUint16(h[16:], etRel)
	le.PutUint16(h[18:], emCUDA)
	le.PutUint32(h[20:], 1) // e_version
	le.PutUint64(h[24:], 0) // e_entry
	le.PutUint64(h[32:], 0) // e_phoff
	le.PutUint64(h[40:], uint64(shoff))
	le.PutUint32(h[48:], eFlags(a, addr64, m.Version))
	le.PutUint16(h[52:], ehSize)
	le.PutUint16(h[54:], 0) // e_phentsize
	le.PutUint16(h[56:], 0) // e_phnum
	le.PutUint16(h[58:], shEntSize)
	le.PutUint16(h[60:], numSecs)
	le.PutUint16(h[62:], secShstrtab)

	crc := crc32.Checksum(out, castagnoli)
	le.PutUint32(out[noteOff+crcAt:], crc)
	return out
}

// elfImage is a machine image whose structure has been checked; the
// program is decoded on demand.
type elfImage struct {
	arch    Arch
	addr64  bool
	version ptx.Version
	prog    []byte
	data    []byte
	rels    []relEntry
	kernels []KernelAttrs
	symbols []Symbol
}

// Symbol is one entry of an image's symbol table, for inspection.
type Symbol struct {
	Name    string `json:"name"`
	Kind    string `json:"kind"` // "kernel", "func", "object", "file" or "undefined"
	Binding string `json:"binding"`
	Section string `json:"section"` // the section it lives in, or "UND", "ABS", "COMMON"
	Value   uint64 `json:"value"`
	Size    uint64 `json:"size"`
}

type section struct {
	name       string
	typ        uint32
	off, size  uint64
	link, info uint32
	entsize    uint64
}

// readELF checks and indexes one image. Errors name the problem; nothing
// in b is trusted before it is bounds-checked.
func readELF(b []byte) (*elfImage, error) {
	le := binary.LittleEndian
	if len(b) < 4 || string(b[:4]) != "\x7fELF" {
		return nil, fmt.Errorf("bad magic: not an ELF file")
	}
	if len(b) < ehSize {
		return nil, fmt.Errorf("truncated file: %d bytes, shorter than the 64-byte ELF header", len(b))
	}
	if b[4] != 2 || b[5] != 1 {
		return nil, fmt.Errorf("not a 64-bit little-endian ELF file (class %d, data %d)", b[4], b[5])
	}
	if b[6] != 1 || le.Uint32(b[20:]) != 1 {
		return nil, fmt.Errorf("unknown ELF version %d", b[6])
	}
	if mach := le.Uint16(b[18:]); mach != emCUDA {
		return nil, fmt.Errorf("e_machine %d is not EM_CUDA (190)", mach)
	}
	if t := le.Uint16(b[16:]); t != etRel {
		return nil, fmt.Errorf("e_type %d is not ET_REL: not a ptxsim image", t)
	}
	if b[7] != 0 {
		return nil, fmt.Errorf("EI_OSABI %d: not a ptxsim image (NVIDIA cubins use 51)", b[7])
	}
	if b[8] != FormatVersion {
		return nil, fmt.Errorf("unknown format version %d (this reader knows %d)", b[8], FormatVersion)
	}
	if le.Uint16(b[52:]) != ehSize || le.Uint16(b[58:]) != shEntSize {
		return nil, fmt.Errorf("unexpected ELF header or section header size")
	}
	shoff := le.Uint64(b[40:])
	shnum := uint64(le.Uint16(b[60:]))
	shstrndx := uint64(le.Uint16(b[62:]))
	if shnum == 0 || shnum > maxSections {
		return nil, fmt.Errorf("section count %d out of range (1..%d)", shnum, maxSections)
	}
	if shoff > uint64(len(b)) || shnum*shEntSize > uint64(len(b))-shoff {
		return nil, fmt.Errorf("truncated file: section headers (%d at offset %d) run past the end (%d bytes)", shnum, shoff, len(b))
	}
	if shstrndx >= shnum {
		return nil, fmt.Errorf("section name table index %d out of range (%d sections)", shstrndx, shnum)
	}
	secs := make([]section, shnum)
	for i := range secs {
		h := b[shoff+uint64(i)*shEntSize:]
		s := &secs[i]
		s.typ = le.Uint32(h[4:])
		s.off, s.size = le.Uint64(h[24:]), le.Uint64(h[32:])
		s.link, s.info = le.Uint32(h[40:]), le.Uint32(h[44:])
		s.entsize = le.Uint64(h[56:])
		if s.typ != shtNobits && (s.off > uint64(len(b)) || s.size > uint64(len(b))-s.off) {
			return nil, fmt.Errorf("section %d (%d bytes at offset %d) runs past the end of the file (%d bytes)", i, s.size, s.off, len(b))
		}
	}
	shstr := secs[shstrndx]
	if shstr.typ != shtStrtab {
		return nil, fmt.Errorf("section name table has type %d, not SHT_STRTAB", shstr.typ)
	}
	shstrb := b[shstr.off : shstr.off+shstr.size]
	byName := map[string]int{}
	for i := 1; i < len(secs); i++ {
		nameOff := le.Uint32(b[shoff+uint64(i)*shEntSize:])
		name, ok := cstring(shstrb, nameOff)
		if !ok {
			return nil, fmt.Errorf("section %d: name offset %d outside the section name table", i, nameOff)
		}
		if _, dup := byName[name]; dup {
			return nil, fmt.Errorf("section %s appears twice", name)
		}
		secs[i].name = name
		byName[name] = i
	}
	get := func(k int) (*section, error) {
		i, ok := byName[secNames[k]]
		if !ok {
			return nil, fmt.Errorf("missing section %s", secNames[k])
		}
		s := &secs[i]
		if s.typ != secTypes[k] {
			return nil, fmt.Errorf("section %s has type %#x, want %#x", s.name, s.typ, secTypes[k])
		}
		return s, nil
	}
	body := func(s *section) []byte { return b[s.off : s.off+s.size] }

	// The target note, and the checksum it holds.
	ns, err := get(secNote)
	if err != nil {
		return nil, err
	}
	note := body(ns)
	if len(note) != 12+8+noteDescSize || le.Uint32(note) != 7 || le.Uint32(note[4:]) != noteDescSize ||
		le.Uint32(note[8:]) != ntPtxsim || string(note[12:19]) != "ptxsim\x00" {
		return nil, fmt.Errorf("bad magic: .note.ptxsim is not a ptxsim target note")
	}
	desc := note[20:]
	if v := le.Uint32(desc); v != FormatVersion {
		return nil, fmt.Errorf("unknown format version %d in .note.ptxsim (this reader knows %d)", v, FormatVersion)
	}
	crcOff := ns.off + 20 + 16
	want := le.Uint32(b[crcOff:])
	c := crc32.Update(0, castagnoli, b[:crcOff])
	c = crc32.Update(c, castagnoli, []byte{0, 0, 0, 0})
	c = crc32.Update(c, castagnoli, b[crcOff+4:])
	if c != want {
		return nil, fmt.Errorf("checksum mismatch: CRC32C %#08x, stored %#08x (the file is corrupt)", c, want)
	}
	img := &elfImage{}
	sm := le.Uint32(desc[4:])
	suffix, addrSize := desc[8], desc[9]
	if sm < 10 || sm > 1023 || suffix != 0 && suffix != 'a' && suffix != 'f' {
		return nil, fmt.Errorf(".note.ptxsim: bad target sm_%d%c", sm, max(suffix, ' '))
	}
	if addrSize != 32 && addrSize != 64 {
		return nil, fmt.Errorf(".note.ptxsim: address size %d is neither 32 nor 64", addrSize)
	}
	if le.Uint32(desc[12:]) != 0 || le.Uint32(desc[20:]) != 0 {
		return nil, fmt.Errorf(".note.ptxsim: reserved fields are not zero")
	}
	img.arch = Arch{Major: int(sm) / 10, Minor: int(sm) % 10, Suffix: suffix}
	img.addr64 = addrSize == 64
	img.version = ptx.Version{Major: int(desc[10]), Minor: int(desc[11])}
	if f := le.Uint32(b[48:]); f != eFlags(img.arch, img.addr64, img.version) {
		return nil, fmt.Errorf("e_flags %#x disagree with .note.ptxsim (%s, PTX ISA %d.%d)", f, img.arch, img.version.Major, img.version.Minor)
	}

	// Symbols.
	ss, err := get(secSymtab)
	if err != nil {
		return nil, err
	}
	strs, err := get(secStrtab)
	if err != nil {
		return nil, err
	}
	if ss.entsize != symEntSize || ss.size%symEntSize != 0 || ss.link != uint32(byName[".strtab"]) {
		return nil, fmt.Errorf(".symtab: bad entry size %d, size %d or link %d", ss.entsize, ss.size, ss.link)
	}
	strb := body(strs)
	symb := body(ss)
	nsym := len(symb) / symEntSize
	if ss.info > uint32(nsym) {
		return nil, fmt.Errorf(".symtab: first global index %d out of range (%d symbols)", ss.info, nsym)
	}
	names := make([]string, nsym)
	img.symbols = make([]Symbol, 0, nsym)
	for i := 0; i < nsym; i++ {
		e := symb[i*symEntSize:]
		name, ok := cstring(strb, le.Uint32(e))
		if !ok {
			return nil, fmt.Errorf(".symtab: symbol %d: name offset %d outside .strtab", i, le.Uint32(e))
		}
		names[i] = name
		shndx := le.Uint16(e[6:])
		if shndx != shnUndef && shndx < shnAbs && uint64(shndx) >= shnum {
			return nil, fmt.Errorf(".symtab: symbol %s: section index %d out of range", name, shndx)
		}
		if i == 0 {
			continue
		}
		img.symbols = append(img.symbols, describeSym(name, e[4], e[5], shndx, secs, le.Uint64(e[8:]), le.Uint64(e[16:])))
	}

	// Data and relocations.
	if ds, err := get(secData); err == nil {
		img.data = body(ds)
	} else {
		return nil, err
	}
	rs, err := get(secRela)
	if err != nil {
		return nil, err
	}
	if rs.entsize != relaEntSize || rs.size%relaEntSize != 0 {
		return nil, fmt.Errorf(".rela.ptxsim.data: bad entry size %d or size %d", rs.entsize, rs.size)
	}
	relb := body(rs)
	img.rels = make([]relEntry, len(relb)/relaEntSize)
	for i := range img.rels {
		e := relb[i*relaEntSize:]
		off, info, add := le.Uint64(e), le.Uint64(e[8:]), int64(le.Uint64(e[16:]))
		si, typ := info>>32, info&0xffffffff
		if si == 0 || si >= uint64(nsym) {
			return nil, fmt.Errorf(".rela.ptxsim.data: relocation %d: symbol index %d out of range (%d symbols)", i, si, nsym)
		}
		r := relEntry{off: off, sym: names[si], addend: add}
		switch typ {
		case rAddr32:
			r.size = 4
		case rAddr64:
			r.size = 8
		case rGeneric32:
			r.size, r.generic = 4, true
		case rGeneric64:
			r.size, r.generic = 8, true
		default:
			return nil, fmt.Errorf(".rela.ptxsim.data: relocation %d: unknown type %d", i, typ)
		}
		if off > uint64(len(img.data)) || uint64(r.size) > uint64(len(img.data))-off {
			return nil, fmt.Errorf(".rela.ptxsim.data: relocation %d at offset %d outside .ptxsim.data (%d bytes)", i, off, len(img.data))
		}
		img.rels[i] = r
	}

	// Attributes and the program.
	as, err := get(secAttrs)
	if err != nil {
		return nil, err
	}
	img.kernels, err = decodeAttrs(body(as), func(i uint32) (string, bool) {
		if i == 0 || int(i) >= nsym {
			return "", false
		}
		return names[i], true
	}, func(off uint32) (string, bool) { return cstring(strb, off) })
	if err != nil {
		return nil, err
	}
	ps, err := get(secProg)
	if err != nil {
		return nil, err
	}
	img.prog = body(ps)
	return img, nil
}

// module decodes the program. The data section is copied so the module
// does not alias the caller's file buffer.
// The stored kernel attributes must be those of the program: a reader
// that trusts either (inspect, a launch check) sees the same thing.
func (img *elfImage) module() (*ptx.Module, error) {
	m, err := decodeProg(img.prog, bytes.Clone(img.data), img.rels)
	if err != nil {
		return nil, err
	}
	want := Attributes(m)
	if len(want) != len(img.kernels) {
		return nil, fmt.Errorf(".ptxsim.attrs lists %d kernels, the program has %d", len(img.kernels), len(want))
	}
	for i, k := range img.kernels {
		k.Registers = 0 // an estimate, not derived from the program
		if !reflect.DeepEqual(k, want[i]) {
			return nil, fmt.Errorf(".ptxsim.attrs record %d (%s) disagrees with the program", i, k.Name)
		}
	}
	return m, nil
}

func describeSym(name string, info, other uint8, shndx uint16, secs []section, value, size uint64) Symbol {
	s := Symbol{Name: name, Value: value, Size: size}
	switch info & 0xf {
	case sttFunc:
		s.Kind = "func"
		if other&stoEntry != 0 {
			s.Kind = "kernel"
		}
	case sttObject:
		s.Kind = "object"
	case sttFile:
		s.Kind = "file"
	default:
		s.Kind = "undefined"
	}
	switch info >> 4 {
	case stbLocal:
		s.Binding = "local"
	case stbWeak:
		s.Binding = "weak"
	default:
		s.Binding = "global"
	}
	switch {
	case shndx == shnUndef:
		s.Section = "UND"
	case shndx == shnAbs:
		s.Section = "ABS"
	case shndx == shnCommon:
		s.Section = "COMMON"
	case int(shndx) < len(secs):
		s.Section = secs[shndx].name
	}
	return s
}

// cstring returns the NUL-terminated string at off in tab.
func cstring(tab []byte, off uint32) (string, bool) {
	if uint64(off) >= uint64(len(tab)) {
		return "", false
	}
	n := bytes.IndexByte(tab[off:], 0)
	if n < 0 {
		return "", false
	}
	return string(tab[off : off+uint32(n)]), true
}
