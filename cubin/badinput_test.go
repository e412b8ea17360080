package cubin

import (
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// reseal recomputes the checksums of an image or fat binary after a test
// or the fuzzer changed it, so that corruption reaches the checks behind
// the checksum. It is best-effort: structure it cannot find is left alone.
func reseal(b []byte) []byte {
	b = append([]byte(nil), b...)
	le := binary.LittleEndian
	if len(b) >= fatHeaderSize && string(b[:8]) == fatMagic {
		n := uint64(le.Uint32(b[12:]))
		for i := uint64(0); i < n && fatHeaderSize+(i+1)*fatEntrySize <= uint64(len(b)); i++ {
			e := b[fatHeaderSize+i*fatEntrySize:]
			off, size := le.Uint64(e[8:]), le.Uint64(e[16:])
			if off <= uint64(len(b)) && size <= uint64(len(b))-off {
				resealELF(b[off : off+size])
			}
		}
		le.PutUint32(b[16:], 0)
		le.PutUint32(b[16:], crc32.Checksum(b, castagnoli))
		return b
	}
	resealELF(b)
	return b
}

// resealELF fixes an ELF image's checksum in place (not a fat binary's:
// a fuzzed entry may point at the whole file, so no recursion).
func resealELF(b []byte) {
	if crcOff, ok := findCRC(b); ok {
		binary.LittleEndian.PutUint32(b[crcOff:], 0)
		binary.LittleEndian.PutUint32(b[crcOff:], crc32.Checksum(b, castagnoli))
	}
}

// findCRC locates the checksum field of an ELF image through its section
// headers, as readELF does.
func findCRC(b []byte) (int, bool) {
	le := binary.LittleEndian
	if len(b) < ehSize {
		return 0, false
	}
	shoff, shnum, shstrndx := le.Uint64(b[40:]), uint64(le.Uint16(b[60:])), uint64(le.Uint16(b[62:]))
	if shnum > maxSections || shoff > uint64(len(b)) || shnum*shEntSize > uint64(len(b))-shoff || shstrndx >= shnum {
		return 0, false
	}
	sh := func(i uint64) []byte { return b[shoff+i*shEntSize:] }
	so, ss := le.Uint64(sh(shstrndx)[24:]), le.Uint64(sh(shstrndx)[32:])
	if so > uint64(len(b)) || ss > uint64(len(b))-so {
		return 0, false
	}
	for i := uint64(1); i < shnum; i++ {
		name, ok := cstring(b[so:so+ss], le.Uint32(sh(i)))
		off, size := le.Uint64(sh(i)[24:]), le.Uint64(sh(i)[32:])
		if ok && name == ".note.ptxsim" && size >= 40 && off <= uint64(len(b))-40 {
			return int(off) + 36, true
		}
	}
	return 0, false
}

// loadAll reads b and decodes every machine image's program.
func loadAll(b []byte) error {
	f, err := Read(b)
	if err != nil {
		return err
	}
	for _, im := range f.Images() {
		if im.elf == nil {
			continue
		}
		m, err := im.Module()
		if err != nil {
			return err
		}
		Attributes(m)
		CheckDevice(m, 9, 0)
	}
	return nil
}

func handImage(t testing.TB) []byte {
	bin, err := Assemble(handModule(), nil, mustArchs(t, "sm_90"))
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// symOffset is the file offset of symbol i's entry in an image.
func sectionHeader(b []byte, name string) int {
	le := binary.LittleEndian
	shoff := int(le.Uint64(b[40:]))
	for i := 1; i < int(le.Uint16(b[60:])); i++ {
		if secNames[i] == name {
			return shoff + i*shEntSize
		}
	}
	return -1
}

func TestBadInput(t *testing.T) {
	good := handImage(t)
	le := binary.LittleEndian
	fat, err := Assemble(handModule(), []byte(simplePTX), mustArchs(t, "sm_80,sm_90,compute_80"))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(b []byte, fn func(b []byte)) []byte {
		b = append([]byte(nil), b...)
		fn(b)
		return reseal(b)
	}
	progHdr := sectionHeader(good, ".ptxsim.prog")
	symHdr := sectionHeader(good, ".symtab")
	symOff := int(le.Uint64(good[symHdr+24:]))
	progOff := int(le.Uint64(good[progHdr+24:]))
	attrOff := int(le.Uint64(good[sectionHeader(good, ".ptxsim.attrs")+24:]))
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "truncated file"},
		{"three bytes", good[:3], "truncated file"},
		{"truncated header", good[:40], "truncated file"},
		{"truncated sections", good[:len(good)-1], "truncated file"},
		{"truncated fat header", fat[:20], "truncated file"},
		{"truncated fat", fat[:200], "truncated file"},
		{"fat payload cut", fat[:len(fat)-10], "truncated file: image 2"},
		{"bad magic", append([]byte("\x7fELG"), good[4:]...), "bad magic"},
		{"text", []byte(".version 9.0\n.target sm_90\n"), "bad magic"},
		{"bad fat magic", append([]byte("PTXSIMFX"), fat[8:]...), "bad magic"},
		{"unknown version", edit(good, func(b []byte) { b[8] = 2 }), "unknown format version 2"},
		{"unknown note version", edit(good, func(b []byte) { le.PutUint32(b[64+20:], 9) }), "unknown format version 9"},
		{"unknown fat version", edit(fat, func(b []byte) { le.PutUint32(b[8:], 3) }), "unknown fat binary format version 3"},
		{"checksum", func() []byte { b := append([]byte(nil), good...); b[progOff+10] ^= 1; return b }(), "checksum mismatch"},
		{"fat checksum", func() []byte { b := append([]byte(nil), fat...); b[len(b)-3] ^= 1; return b }(), "checksum mismatch"},
		{"not EM_CUDA", edit(good, func(b []byte) { le.PutUint16(b[18:], 62) }), "e_machine 62"},
		{"e_flags", edit(good, func(b []byte) { b[48] ^= 1 }), "e_flags"},
		{"section offset", edit(good, func(b []byte) { le.PutUint64(b[progHdr+24:], 1<<40) }), "runs past the end of the file"},
		{"section size", edit(good, func(b []byte) { le.PutUint64(b[progHdr+32:], uint64(len(b))) }), "runs past the end of the file"},
		{"section headers", edit(good, func(b []byte) { le.PutUint64(b[40:], uint64(len(b))-100) }), "run past the end"},
		{"section count", edit(good, func(b []byte) { le.PutUint16(b[60:], 1000) }), "section count 1000"},
		{"symbol name", edit(good, func(b []byte) { le.PutUint32(b[symOff+2*symEntSize:], 1<<30) }), "name offset 1073741824 outside .strtab"},
		{"symbol section", edit(good, func(b []byte) { le.PutUint16(b[symOff+2*symEntSize+6:], 200) }), "section index 200 out of range"},
		{"fat entry offset", edit(fat, func(b []byte) { le.PutUint64(b[fatHeaderSize+8:], 1<<50) }), "truncated file: image 0"},
		{"fat entry arch", edit(fat, func(b []byte) { le.PutUint16(b[fatHeaderSize+2:], 86) }), "entry says sm_86, the image says sm_80"},
		{"fat duplicate", edit(fat, func(b []byte) {
			le.PutUint16(b[fatHeaderSize+fatEntrySize+2:], 80)
			copy(b[fatHeaderSize+fatEntrySize+8:fatHeaderSize+fatEntrySize+24], b[fatHeaderSize+8:fatHeaderSize+24])
		}), "two images for sm_80"},
		{"attrs disagree", edit(good, func(b []byte) { le.PutUint32(b[attrOff+8+4*3:], 256) }), "disagrees with the program"},
		{"attrs version", edit(good, func(b []byte) { le.PutUint32(b[attrOff:], 2) }), ".ptxsim.attrs: unknown version 2"},
		{"stream magic", edit(good, func(b []byte) { b[progOff] = 'X' }), ".ptxsim.prog: bad magic"},
		{"stream version", edit(good, func(b []byte) { b[progOff+4] = 7 }), "unknown stream version 7"},
		{"stream string count", edit(good, func(b []byte) { copy(b[progOff+5:], []byte{0xff, 0xff, 0xff, 0xff, 0x0f}) }), "string count 4294967295 exceeds"},
		{"stream cut", edit(good, func(b []byte) { le.PutUint64(b[progHdr+32:], le.Uint64(b[progHdr+32:])-7) }), ".ptxsim.prog offset"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := loadAll(c.data)
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want it to mention %q", err, c.want)
			}
		})
	}
}

// TestEveryByte flips each byte of an image and of a fat binary in turn,
// with the checksums fixed up afterwards, so every field gets corrupted
// past the checksum: reading must fail cleanly or succeed, never panic.
func TestEveryByte(t *testing.T) {
	fat, err := Assemble(handModule(), []byte(simplePTX), mustArchs(t, "sm_80,compute_80"))
	if err != nil {
		t.Fatal(err)
	}
	for _, orig := range [][]byte{handImage(t), fat} {
		accepted := 0
		for i := range orig {
			for _, x := range []byte{0x01, 0x80, 0xff} {
				b := append([]byte(nil), orig...)
				b[i] ^= x
				if loadAll(reseal(b)) == nil {
					accepted++
				}
			}
		}
		t.Logf("%d bytes x 3 flips: %d variants still read (a position, a name, a padding byte)", len(orig), accepted)
	}
}

func FuzzRead(f *testing.F) {
	f.Add(handImage(f))
	for _, archs := range []string{"sm_80,sm_90,compute_80", "compute_80", "sm_90a"} {
		b, err := Assemble(handModule(), []byte(simplePTX), mustArchs(f, archs))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	// Real compiler output: two small corpus modules.
	for _, name := range []string{"sync.sm_80.ptx", "warp.sm_90.ptx"} {
		path := filepath.Join("..", "testdata", "conformance", "ptx", name)
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		m, err := parsePTX(path, src)
		if err != nil {
			f.Fatal(err)
		}
		b, err := Assemble(m, nil, []Arch{{Major: m.Target.SM / 10, Minor: m.Target.SM % 10}})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		loadAll(data)
		loadAll(reseal(data))
	})
}
