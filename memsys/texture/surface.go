package texture

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/fpu"
)

// SurfAccess is one lane's surface access (suld, sust, sured).
type SurfAccess struct {
	Geom      isa.TexGeom
	Coord     [4]int32 // as the instruction gives them (the layer first for array geometries)
	Size      int      // bytes of the access (all vector elements)
	Formatted bool     // .p: x counts elements, not bytes
	Clamp     isa.SurfClamp
}

// Misaligned is a surface access whose byte offset is not a multiple of
// its size: the H200 faults (CUDA_ERROR_MISALIGNED_ADDRESS) whatever the
// clamp mode (measured: misaligned).
type Misaligned struct{ Msg string }

func (e *Misaligned) Error() string { return e.Msg }

// OutOfRange is a .trap surface access outside the surface.
type OutOfRange struct{ Msg string }

func (e *OutOfRange) Error() string { return e.Msg }

// Locate returns the byte offset (from Array.Base) of the access, or
// skip when a .zero access falls outside the surface (loads give zero,
// stores are dropped). A .trap access outside gives an *OutOfRange, a
// geometry the array does not have a *Fault.
func Locate(s *Surface, a *SurfAccess) (off int64, skip bool, err error) {
	arr := s.Array
	if err := surfGeom(arr, a.Geom); err != nil {
		return 0, false, err
	}
	ci := 0
	layer := int64(0)
	if a.Geom.Layered() {
		layer = int64(uint32(a.Coord[0]))
		ci = 1
	}
	elem := int64(arr.Elem())
	w, h, d := arr.LevelDims(0)
	if !arr.Is3D() {
		d = 1
	}
	x := int64(a.Coord[ci])
	if a.Formatted {
		x *= elem
	}
	var y, z int64
	dims := a.Geom.Dims()
	if a.Geom == isa.Geom3D {
		dims = 3
	}
	if dims >= 2 {
		y = int64(a.Coord[ci+1])
	}
	if dims >= 3 {
		z = int64(a.Coord[ci+2])
	}
	size := int64(a.Size)
	rowBytes := int64(w) * elem
	in := x >= 0 && x+size <= rowBytes && y >= 0 && y < int64(h) && z >= 0 && z < int64(d) &&
		layer >= 0 && layer < int64(arr.Layers())
	if !in {
		switch a.Clamp {
		case isa.ClampZero:
			return 0, true, nil
		case isa.ClampTrap:
			return 0, false, &OutOfRange{fmt.Sprintf("surface access at x=%d bytes, y=%d, z=%d, layer=%d outside a %dx%dx%d surface of %d-byte elements (%d layers)",
				x, y, z, layer, w, h, d, elem, arr.Layers())}
		}
		x = clamp64(x, 0, rowBytes-size)
		y = clamp64(y, 0, int64(h)-1)
		z = clamp64(z, 0, int64(d)-1)
		layer = clamp64(layer, 0, int64(arr.Layers())-1)
	}
	if x&(size-1) != 0 {
		return 0, false, &Misaligned{fmt.Sprintf("surface access of %d bytes at x=%d bytes is not %d-byte aligned", size, x, size)}
	}
	if arr.Layered || arr.Cubemap {
		z = layer
	}
	return (z*int64(h)+y)*rowBytes + x, false, nil
}

func clamp64(v, lo, hi int64) int64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func surfGeom(a *Array, g isa.TexGeom) error {
	ok := false
	switch g {
	case isa.Geom1D:
		ok = a.Height == 0 && !a.Layered
	case isa.Geom2D:
		ok = a.Height > 0 && a.Depth == 0
	case isa.Geom3D:
		ok = a.Is3D()
	case isa.GeomA1D:
		ok = a.Height == 0 && a.Layered
	case isa.GeomA2D:
		ok = a.Height > 0 && (a.Layered || a.Cubemap)
	}
	if !ok {
		return &Fault{fmt.Sprintf("a .%s surface access to a surface over a %s", geomName(g), describeArray(a))}
	}
	return nil
}

func describeArray(a *Array) string {
	t := Texture{Res: Resource{Kind: ResArray, Array: a}}
	return t.describe()[2:]
}

// StoreFormatted converts sust.p's four 32-bit source words to one element
// of format f with ch channels and writes it to b (measured: sustp). CUDA
// arrays of integer formats are UINT/SINT surfaces: the words are taken as
// u32 (unsigned formats) or s32 (signed ones) and saturated to the
// channel; f32 is stored as is; f16 takes the word as an f32 rounded
// toward zero (so it saturates at 65504), flushing denormals and keeping a
// NaN's sign and top payload bits.
func StoreFormatted(b []byte, f Format, ch int, src [4]uint32) {
	sz := f.Size()
	for c := 0; c < ch; c++ {
		v := src[c]
		p := b[c*sz:]
		switch f {
		case U8:
			p[0] = byte(min(v, 0xff))
		case U16:
			binary.LittleEndian.PutUint16(p, uint16(min(v, 0xffff)))
		case S8:
			p[0] = byte(int8(max(min(int32(v), 127), -128)))
		case S16:
			binary.LittleEndian.PutUint16(p, uint16(int16(max(min(int32(v), 32767), -32768))))
		case U32, S32, F32:
			binary.LittleEndian.PutUint32(p, v)
		case F16:
			binary.LittleEndian.PutUint16(p, floatToHalfRZ(v))
		}
	}
}

// floatToHalfRZ converts f32 bits to f16 bits rounding toward zero, with
// denormal inputs flushed and NaN payloads truncated.
func floatToHalfRZ(v uint32) uint16 {
	sign := uint16(v>>16) & 0x8000
	if v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0 {
		return sign | 0x7c00 | uint16(v&0x7fffff>>13)
	}
	if v&0x7f800000 == 0 {
		return sign
	}
	return fpu.F32ToF16(math.Float32frombits(v), fpu.RZ)
}

// Reduce applies sured's operation to the value old (the bits in memory)
// with operand x.
func Reduce(op isa.AtomOp, signed bool, bits int, old, x uint64) uint64 {
	m := uint64(math.MaxUint64)
	if bits < 64 {
		m = 1<<uint(bits) - 1
	}
	sx := func(v uint64) int64 {
		s := uint(64 - bits)
		return int64(v<<s) >> s
	}
	switch op {
	case isa.AtomAdd:
		return (old + x) & m
	case isa.AtomAnd:
		return old & x & m
	case isa.AtomOr:
		return (old | x) & m
	case isa.AtomMin, isa.AtomMax:
		var less bool
		if signed {
			less = sx(x) < sx(old)
		} else {
			less = x&m < old&m
		}
		if less == (op == isa.AtomMin) {
			return x & m
		}
	}
	return old & m
}
