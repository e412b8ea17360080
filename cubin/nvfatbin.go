package cubin

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
)

// NVIDIA's fat binary container: what nvcc embeds in a host executable's
// .nv_fatbin section and hands to the CUDA runtime through
// __cudaRegisterFatBinary. docs/binary-format.md section 8 has the layout;
// it was read off binaries built by CUDA 11.8 and 13 (nvcc, fatbinary,
// cuobjdump) and is not NVIDIA's documentation.

const (
	// NVFatbinMagic starts a fat binary (u32 little-endian).
	NVFatbinMagic = 0xBA55ED50
	// NVWrapperMagic starts the 24-byte wrapper (__fatBinC_Wrapper_t)
	// that points at a fat binary: magic, version, data pointer, then a
	// file name (version 1) or a list of pre-linked fat binaries (2).
	NVWrapperMagic = 0x466243B1

	nvHeaderSize    = 16
	nvEntryMinSize  = 64
	nvMaxEntries    = 4096
	nvMaxDecompress = 1 << 30
)

// NVKind is the kind of an NVIDIA fat-binary entry.
type NVKind uint16

const (
	NVKindPTX NVKind = 1 // PTX text (a compute_XY image)
	NVKindELF NVKind = 2 // an NVIDIA cubin: SASS machine code (sm_XY)
)

func (k NVKind) String() string {
	switch k {
	case NVKindPTX:
		return "ptx"
	case NVKindELF:
		return "sass"
	}
	return "kind " + strconv.Itoa(int(k))
}

// Entry flag bits.
const (
	NVFlag64Bit        = 0x0001   // 64-bit addresses (compile_size = 64bit)
	NVFlagDebug        = 0x0002   // built with -G
	NVFlagLinux        = 0x0010   // host = linux
	NVFlagCompressed   = 0x2000   // payload is an LZ4 block (CUDA 11.8's default, CUDA 13's -compress-mode=speed)
	NVFlagZstd         = 0x8000   // payload is a Zstandard frame (CUDA 13's default)
	NVFlagArchSpecific = 0x100000 // an sm_XYa / compute_XYa image
)

// NVEntry is one entry of an NVIDIA fat binary.
type NVEntry struct {
	Kind        NVKind
	Arch        Arch   // compute_XY for PTX (suffix from its .target), sm_XY for SASS
	CodeVersion [2]int // PTX: the ISA version (major, minor); SASS: the cubin code version
	Flags       uint64
	Compressed  bool   // stored compressed
	Compression string // "lz4" or "zstd" when compressed
	StoredSize  int    // payload bytes in the container (compressed size when compressed)
	Size        int    // payload bytes after decompression (PTX: without trailing NULs)
	Ident       string // the source the entry was built from, when recorded
	Options     string // the ptxas options recorded for a PTX entry
	Data        []byte // the payload: PTX text or the cubin ELF
	Offset      int    // of the entry header in the fat binary
}

// NVFatbin is a read NVIDIA fat binary.
type NVFatbin struct {
	Size    int // bytes from the magic to the end of the last entry
	Entries []NVEntry
}

// IsNVFatbin reports whether b starts with an NVIDIA fat-binary header.
func IsNVFatbin(b []byte) bool {
	return len(b) >= 4 && binary.LittleEndian.Uint32(b) == NVFatbinMagic
}

// NVFatbinSize returns the total size (header included) a fat binary
// announces in its 16-byte header, so that a reader of process memory
// knows how many bytes to take.
func NVFatbinSize(header []byte) (uint64, error) {
	if len(header) < nvHeaderSize {
		return 0, fmt.Errorf("fat binary: truncated header (%d bytes)", len(header))
	}
	le := binary.LittleEndian
	if le.Uint32(header) != NVFatbinMagic {
		return 0, fmt.Errorf("fat binary: bad magic %#08x (want %#08x)", le.Uint32(header), uint32(NVFatbinMagic))
	}
	hs := uint64(le.Uint16(header[6:]))
	if hs < nvHeaderSize {
		return 0, fmt.Errorf("fat binary: header size %d is below %d", hs, nvHeaderSize)
	}
	return hs + le.Uint64(header[8:]), nil
}

// ReadNVFatbin reads the fat binary at the start of b (bytes after it are
// ignored): every entry's header, bounds, and payload, decompressing
// compressed payloads. It trusts nothing: a corrupt container is an error
// naming the entry and the problem, never a panic; decompressed sizes are
// bounded.
func ReadNVFatbin(b []byte) (*NVFatbin, error) {
	le := binary.LittleEndian
	total, err := NVFatbinSize(b)
	if err != nil {
		return nil, err
	}
	if v := le.Uint16(b[4:]); v != 1 {
		return nil, fmt.Errorf("fat binary: unknown version %d (this reader knows 1)", v)
	}
	if total > uint64(len(b)) {
		return nil, fmt.Errorf("fat binary: truncated: the header announces %d bytes, %d are present", total, len(b))
	}
	f := &NVFatbin{Size: int(total)}
	p := int(le.Uint16(b[6:]))
	end := int(total)
	for p < end {
		if len(f.Entries) == nvMaxEntries {
			return nil, fmt.Errorf("fat binary: more than %d entries", nvMaxEntries)
		}
		e, n, err := readNVEntry(b[p:end], p)
		if err != nil {
			return nil, fmt.Errorf("fat binary: entry %d at offset %d: %v", len(f.Entries), p, err)
		}
		f.Entries = append(f.Entries, e)
		p += n
	}
	return f, nil
}

// readNVEntry reads one entry at the start of b and returns it with its
// length (header plus payload).
func readNVEntry(b []byte, off int) (NVEntry, int, error) {
	le := binary.LittleEndian
	var e NVEntry
	if len(b) < nvEntryMinSize {
		return e, 0, fmt.Errorf("truncated entry header (%d bytes left, need %d)", len(b), nvEntryMinSize)
	}
	e.Offset = off
	e.Kind = NVKind(le.Uint16(b))
	hs := uint64(le.Uint32(b[4:]))
	psize := le.Uint64(b[8:])
	csize := uint64(le.Uint32(b[16:]))
	optOff := uint64(le.Uint32(b[20:]))
	e.CodeVersion = [2]int{int(le.Uint16(b[26:])), int(le.Uint16(b[24:]))}
	sm := le.Uint32(b[28:])
	nameOff, nameLen := uint64(le.Uint32(b[32:])), uint64(le.Uint32(b[36:]))
	e.Flags = le.Uint64(b[40:])
	usize := le.Uint64(b[56:])
	if hs < nvEntryMinSize || hs > uint64(len(b)) {
		return e, 0, fmt.Errorf("header size %d out of range (%d..%d)", hs, nvEntryMinSize, len(b))
	}
	if psize > uint64(len(b))-hs {
		return e, 0, fmt.Errorf("payload of %d bytes runs past the fat binary (%d bytes left)", psize, uint64(len(b))-hs)
	}
	if sm < 10 || sm > 1023 {
		return e, 0, fmt.Errorf("architecture %d out of range", sm)
	}
	e.Arch = Arch{Major: int(sm) / 10, Minor: int(sm) % 10, Virtual: e.Kind == NVKindPTX}
	if e.Flags&NVFlagArchSpecific != 0 {
		e.Arch.Suffix = 'a'
	}
	n := int(hs + psize)
	if nameLen > 0 {
		if nameOff > uint64(n) || nameLen > uint64(n)-nameOff {
			return e, 0, fmt.Errorf("identifier (%d bytes at %d) outside the entry", nameLen, nameOff)
		}
		e.Ident = strings.TrimRight(string(b[nameOff:nameOff+nameLen]), "\x00")
	}
	// A PTX entry's header may point at an options record: u32 offset and
	// u32 length of the ptxas options text, both from the entry's start.
	if optOff != 0 && optOff+8 <= hs {
		o, l := uint64(le.Uint32(b[optOff:])), uint64(le.Uint32(b[optOff+4:]))
		if l > 0 {
			if o > uint64(n) || l > uint64(n)-o {
				return e, 0, fmt.Errorf("options text (%d bytes at %d) outside the entry", l, o)
			}
			e.Options = strings.TrimRight(string(b[o:o+l]), "\x00")
		}
	}
	payload := b[hs : hs+psize]
	e.StoredSize = int(psize)
	if e.Flags&(NVFlagCompressed|NVFlagZstd) != 0 {
		e.Compressed = true
		if csize > psize {
			return e, 0, fmt.Errorf("compressed size %d exceeds the payload's %d bytes", csize, psize)
		}
		if usize > nvMaxDecompress {
			return e, 0, fmt.Errorf("decompressed size %d exceeds %d bytes", usize, nvMaxDecompress)
		}
		var data []byte
		var err error
		if e.Flags&NVFlagZstd != 0 {
			e.Compression = "zstd"
			data, err = zstdFrame(payload[:csize], usize)
		} else {
			e.Compression = "lz4"
			if usize > 256*csize+64 {
				return e, 0, fmt.Errorf("decompressed size %d is implausible for %d LZ4 bytes", usize, csize)
			}
			data, err = lz4Block(payload[:csize], int(usize))
		}
		if err != nil {
			return e, 0, err
		}
		e.StoredSize = int(csize)
		payload = data
	}
	if e.Kind == NVKindPTX {
		payload = bytes.TrimRight(payload, "\x00")
		if s := ptxTargetSuffix(payload, int(sm)); s != 0 {
			e.Arch.Suffix = s
		}
	}
	e.Data = payload
	e.Size = len(payload)
	return e, n, nil
}

// ptxTargetSuffix returns the 'a' or 'f' of the PTX's ".target sm_XYa"
// when it names the entry's architecture: the fat binary records only the
// number, the text says whether the image is arch- or family-specific.
func ptxTargetSuffix(src []byte, sm int) byte {
	i := bytes.Index(src, []byte(".target"))
	if i < 0 {
		return 0
	}
	line := src[i+len(".target"):]
	if j := bytes.IndexAny(line, "\n,"); j >= 0 {
		line = line[:j]
	}
	t := strings.TrimSpace(string(line))
	if a, err := ParseArch(t); err == nil && a.SM() == sm {
		return a.Suffix
	}
	return 0
}

// Images turns the entries into loader images. PTX images are named
// base.N.sm_XY.ptx, N counting PTX entries from first, as cuobjdump -xptx
// names the files it extracts; that name is the file in fault positions.
// SASS entries become images that are listed but never selected.
func (f *NVFatbin) Images(base string, first int) []*Image {
	var out []*Image
	n := first
	for _, e := range f.Entries {
		switch e.Kind {
		case NVKindPTX:
			name := fmt.Sprintf("%s.%d.sm_%d%s.ptx", base, n, e.Arch.SM(), suffixString(e.Arch.Suffix))
			n++
			out = append(out, &Image{Arch: e.Arch, PTX: e.Data, Name: name})
		case NVKindELF:
			out = append(out, &Image{Arch: e.Arch, NVIDIA: e.Data})
		}
	}
	return out
}

func suffixString(s byte) string {
	if s == 0 {
		return ""
	}
	return string(s)
}

// NewFile makes a binary from images (for example an NVIDIA fat binary's)
// so that Select applies the loader's rules to them.
func NewFile(images []*Image) *File { return &File{Fat: true, images: images} }
