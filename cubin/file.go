package cubin

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"slices"
	"strings"

	"github.com/ptxsim/ptxsim/ptx"
)

// fatMagic starts a fat binary: a small header and entry table in front of
// the images it holds (docs/binary-format.md, "Fat binaries").
const fatMagic = "PTXSIMFB"

const (
	fatVersion    = 1
	fatHeaderSize = 24
	fatEntrySize  = 32
	fatKindELF    = 1
	fatKindPTX    = 2
	maxFatEntries = 256
)

// Image is one image of a binary: machine code for an sm_XY arch (the
// encoded IR) or PTX text for a compute_XY arch.
type Image struct {
	Arch Arch
	// PTX text and the file name it was assembled from (virtual images).
	PTX  []byte
	Name string
	// ELF is the whole image file (machine images).
	ELF []byte
	// NVIDIA is an NVIDIA cubin (SASS) from an nvcc fat binary: listed so
	// that tools and errors can name it, never selected (ptxsim runs PTX).
	NVIDIA []byte

	elf *elfImage
}

// Kernels returns a machine image's kernel attributes as stored in
// .ptxsim.attrs; nil for a PTX image (compute them from its module with
// Attributes).
func (im *Image) Kernels() []KernelAttrs {
	if im.elf == nil {
		return nil
	}
	return im.elf.kernels
}

// Attributes returns the image's kernel attributes: a machine image's from
// .ptxsim.attrs, a PTX image's computed from its compiled module.
func (im *Image) Attributes() ([]KernelAttrs, error) {
	if im.elf != nil {
		return im.elf.kernels, nil
	}
	m, err := im.Module()
	if err != nil {
		return nil, err
	}
	return Attributes(m), nil
}

// Disasm writes the image back as PTX: a machine image's decoded module
// through ptx.Print, a PTX image's text as stored.
func (im *Image) Disasm(w io.Writer) error {
	if im.NVIDIA != nil {
		return fmt.Errorf("image %s: NVIDIA machine code (SASS) has no PTX to print (cuobjdump -sass disassembles it)", im.Arch)
	}
	if im.elf == nil {
		_, err := w.Write(im.PTX)
		return err
	}
	m, err := im.Module()
	if err != nil {
		return err
	}
	return ptx.Print(w, m)
}

// Symbols returns a machine image's symbol table (without the null
// symbol); nil for a PTX image.
func (im *Image) Symbols() []Symbol {
	if im.elf == nil {
		return nil
	}
	return im.elf.symbols
}

// PTXVersion is the PTX ISA version a machine image records in its note.
func (im *Image) PTXVersion() ptx.Version {
	if im.elf == nil {
		return ptx.Version{}
	}
	return im.elf.version
}

// Module returns the image's program as IR: a machine image's stream
// decoded (a fresh module each call), a PTX image's text parsed through
// the JIT cache (a shared module: do not modify it).
func (im *Image) Module() (*ptx.Module, error) {
	if im.NVIDIA != nil {
		return nil, fmt.Errorf("image %s: NVIDIA machine code (SASS); ptxsim runs PTX images only", im.Arch)
	}
	if im.elf != nil {
		m, err := im.elf.module()
		if err != nil {
			return nil, fmt.Errorf("image %s: %v", im.Arch, err)
		}
		return m, nil
	}
	return compilePTX(im.Name, im.PTX)
}

// File is a read binary: one image (a plain ELF file) or several (a fat
// binary).
type File struct {
	Fat    bool
	images []*Image
}

// Images returns the images in file order.
func (f *File) Images() []*Image { return f.images }

// Archs lists the images' architectures ("sm_80, sm_90, compute_90").
func (f *File) Archs() string {
	var s []string
	for _, im := range f.images {
		s = append(s, im.Arch.String())
	}
	return strings.Join(s, ", ")
}

// IsBinary reports whether data starts like a ptxsim binary (a plain ELF
// image or a fat binary), so a caller can tell it from PTX text.
func IsBinary(data []byte) bool {
	return bytes.HasPrefix(data, []byte("\x7fELF")) || bytes.HasPrefix(data, []byte(fatMagic))
}

// Assemble turns a module into a binary with one image per arch. Machine
// archs get m's IR encoded; virtual (compute_XY) archs get src, the PTX
// text m was parsed from, to be compiled when loaded. The module's own
// .target must be valid on every arch (a module for sm_90 cannot make an
// sm_80 image). With a single machine arch the output is a plain ELF
// image; otherwise a fat binary.
func Assemble(m *ptx.Module, src []byte, archs []Arch) ([]byte, error) {
	if m == nil {
		return nil, fmt.Errorf("assemble: nil module")
	}
	if len(archs) == 0 {
		return nil, fmt.Errorf("assemble: no target architecture")
	}
	target := targetArch(m)
	for i, a := range archs {
		if a.Major < 1 || a.Minor < 0 || a.Minor > 9 || a.SM() > 1023 || a.Suffix != 0 && a.Suffix != 'a' && a.Suffix != 'f' {
			return nil, fmt.Errorf("assemble: invalid architecture %+v", a)
		}
		if slices.Contains(archs[:i], a) {
			return nil, fmt.Errorf("assemble: %s given twice", a)
		}
		if !canHost(a, m.Target.SM, m.Target.Suffix) {
			return nil, fmt.Errorf("assemble: the module's .target %s is newer than (or not valid on) %s", target, a)
		}
		if a.Virtual && len(src) == 0 {
			return nil, fmt.Errorf("assemble: %s needs the module's PTX text", a)
		}
	}
	var L *layout
	elfs := make([][]byte, len(archs))
	for i, a := range archs {
		if a.Virtual {
			continue
		}
		if L == nil {
			var err error
			if L, err = buildLayout(m); err != nil {
				return nil, fmt.Errorf("assemble: %v", err)
			}
		}
		elfs[i] = writeELF(L, a)
	}
	// Decode what was written: the writer must never produce an image
	// the reader refuses.
	for i, e := range elfs {
		if e == nil {
			continue
		}
		img, err := readELF(e)
		if err == nil {
			_, err = img.module()
		}
		if err != nil {
			return nil, fmt.Errorf("assemble: the %s image does not read back (is the module well formed?): %v", archs[i], err)
		}
		break // the program is the same in every image
	}
	if len(archs) == 1 && !archs[0].Virtual {
		return elfs[0], nil
	}

	le := binary.LittleEndian
	out := make([]byte, fatHeaderSize+fatEntrySize*len(archs))
	copy(out, fatMagic)
	le.PutUint32(out[8:], fatVersion)
	le.PutUint32(out[12:], uint32(len(archs)))
	for i, a := range archs {
		out = append(out, make([]byte, int(alignUp(int64(len(out)), 8))-len(out))...)
		off := len(out)
		kind := uint8(fatKindELF)
		if a.Virtual {
			kind = fatKindPTX
			out = le.AppendUint32(out, uint32(len(m.File)))
			out = append(out, m.File...)
			out = append(out, src...)
		} else {
			out = append(out, elfs[i]...)
		}
		e := out[fatHeaderSize+fatEntrySize*i:]
		e[0], e[1] = kind, a.Suffix
		le.PutUint16(e[2:], uint16(a.SM()))
		le.PutUint64(e[8:], uint64(off))
		le.PutUint64(e[16:], uint64(len(out)-off))
	}
	le.PutUint32(out[16:], crc32.Checksum(out, castagnoli))
	return out, nil
}

// targetArch names a module's .target as an arch, for messages.
func targetArch(m *ptx.Module) string {
	if m.Target.SM == 0 {
		return "(none)"
	}
	s := fmt.Sprintf("sm_%d", m.Target.SM)
	if m.Target.Suffix != 0 {
		s += string(m.Target.Suffix)
	}
	return s
}

// Read checks a binary and lists its images: a plain ELF image or a fat
// binary. Machine images are checked down to their symbol and attribute
// tables; their programs are decoded by Image.Module or Select. The File
// refers to data (Image.ELF and Image.PTX are slices of it): do not modify
// data while the File is in use. Decoded modules do not alias it.
func Read(data []byte) (*File, error) {
	switch {
	case len(data) < 4:
		return nil, fmt.Errorf("truncated file: %d bytes", len(data))
	case bytes.HasPrefix(data, []byte("\x7fELF")):
		img, err := readELF(data)
		if err != nil {
			return nil, err
		}
		return &File{images: []*Image{{Arch: img.arch, ELF: data, elf: img}}}, nil
	case bytes.HasPrefix(data, []byte(fatMagic[:4])):
		return readFat(data)
	}
	return nil, fmt.Errorf("bad magic %q: neither a ptxsim ELF image nor a ptxsim fat binary", data[:4])
}

func readFat(b []byte) (*File, error) {
	le := binary.LittleEndian
	if len(b) < fatHeaderSize {
		return nil, fmt.Errorf("truncated file: %d bytes, shorter than the %d-byte fat binary header", len(b), fatHeaderSize)
	}
	if string(b[:8]) != fatMagic {
		return nil, fmt.Errorf("bad magic %q: not a ptxsim fat binary", b[:8])
	}
	if v := le.Uint32(b[8:]); v != fatVersion {
		return nil, fmt.Errorf("unknown fat binary format version %d (this reader knows %d)", v, fatVersion)
	}
	n := uint64(le.Uint32(b[12:]))
	if n == 0 || n > maxFatEntries {
		return nil, fmt.Errorf("fat binary: image count %d out of range (1..%d)", n, maxFatEntries)
	}
	if le.Uint32(b[20:]) != 0 {
		return nil, fmt.Errorf("fat binary: reserved header field is not zero")
	}
	end := fatHeaderSize + n*fatEntrySize
	if end > uint64(len(b)) {
		return nil, fmt.Errorf("truncated file: %d image entries need %d bytes, the file has %d", n, end, len(b))
	}
	// Bounds first, so that a cut file says so rather than failing the
	// checksum.
	for i := uint64(0); i < n; i++ {
		e := b[fatHeaderSize+i*fatEntrySize:]
		off, size := le.Uint64(e[8:]), le.Uint64(e[16:])
		if off < end || off > uint64(len(b)) || size > uint64(len(b))-off {
			return nil, fmt.Errorf("truncated file: image %d (%d bytes at offset %d) is outside the file's %d bytes", i, size, off, len(b))
		}
	}
	want := le.Uint32(b[16:])
	c := crc32.Update(0, castagnoli, b[:16])
	c = crc32.Update(c, castagnoli, []byte{0, 0, 0, 0})
	c = crc32.Update(c, castagnoli, b[20:])
	if c != want {
		return nil, fmt.Errorf("checksum mismatch: CRC32C %#08x, stored %#08x (the file is corrupt)", c, want)
	}
	f := &File{Fat: true}
	for i := uint64(0); i < n; i++ {
		e := b[fatHeaderSize+i*fatEntrySize:]
		kind, suffix, sm := e[0], e[1], le.Uint16(e[2:])
		off, size := le.Uint64(e[8:]), le.Uint64(e[16:])
		if le.Uint32(e[4:]) != 0 || le.Uint64(e[24:]) != 0 {
			return nil, fmt.Errorf("fat binary: image %d: reserved fields are not zero", i)
		}
		if sm < 10 || sm > 1023 || suffix != 0 && suffix != 'a' && suffix != 'f' {
			return nil, fmt.Errorf("fat binary: image %d: bad architecture %d%c", i, sm, max(suffix, ' '))
		}
		a := Arch{Major: int(sm) / 10, Minor: int(sm) % 10, Suffix: suffix}
		p := b[off : off+size]
		im := &Image{}
		switch kind {
		case fatKindELF:
			img, err := readELF(p)
			if err != nil {
				return nil, fmt.Errorf("fat binary: image %d (%s): %v", i, a, err)
			}
			if img.arch != a {
				return nil, fmt.Errorf("fat binary: image %d: entry says %s, the image says %s", i, a, img.arch)
			}
			im.Arch, im.ELF, im.elf = a, p, img
		case fatKindPTX:
			a.Virtual = true
			if len(p) < 4 || uint64(le.Uint32(p)) > uint64(len(p)-4) {
				return nil, fmt.Errorf("fat binary: image %d (%s): file name runs past the image", i, a)
			}
			nl := le.Uint32(p)
			im.Arch, im.Name, im.PTX = a, string(p[4:4+nl]), p[4+nl:]
		default:
			return nil, fmt.Errorf("fat binary: image %d: unknown kind %d", i, kind)
		}
		for _, o := range f.images {
			if o.Arch == im.Arch {
				return nil, fmt.Errorf("fat binary: two images for %s", a)
			}
		}
		f.images = append(f.images, im)
	}
	return f, nil
}
