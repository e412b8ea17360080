package texture

import (
	"fmt"
	"math/bits"
)

// Format is a CUDA array's channel format (CUarray_format).
type Format uint8

const (
	FormatNone Format = iota
	U8
	S8
	U16
	S16
	U32
	S32
	F16
	F32
)

var formatNames = [...]string{FormatNone: "none", U8: "u8", S8: "s8", U16: "u16", S16: "s16", U32: "u32", S32: "s32", F16: "f16", F32: "f32"}

func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "format?"
}

// ParseFormat returns the format named s ("u8", "f32", ...).
func ParseFormat(s string) (Format, error) {
	for f, n := range formatNames {
		if n == s && f != int(FormatNone) {
			return Format(f), nil
		}
	}
	return FormatNone, fmt.Errorf("unknown channel format %q (want u8 s8 u16 s16 u32 s32 f16 f32)", s)
}

// Size is the bytes of one channel.
func (f Format) Size() int {
	switch f {
	case U8, S8:
		return 1
	case U16, S16, F16:
		return 2
	case U32, S32, F32:
		return 4
	}
	return 0
}

// IsFloat reports whether the format holds floats (f16, f32).
func (f Format) IsFloat() bool { return f == F16 || f == F32 }

// IsSigned reports whether the format holds signed integers.
func (f Format) IsSigned() bool { return f == S8 || f == S16 || f == S32 }

// Normalizable reports whether the format can be read as normalized floats
// (the 8- and 16-bit integers).
func (f Format) Normalizable() bool { return f == U8 || f == S8 || f == U16 || f == S16 }

// ArrayDesc describes a CUDA array (CUDA_ARRAY3D_DESCRIPTOR, plus the level
// count of a mipmapped array).
type ArrayDesc struct {
	Format   Format
	Channels int // 1, 2 or 4
	Width    int
	Height   int // 0: a 1D array
	Depth    int // 0: not 3D; the number of layers of a layered array (a multiple of 6 for cubemap arrays)
	Levels   int // 0: an ordinary array; n >= 1: a mipmapped array of n levels

	Layered      bool // CUDA_ARRAY3D_LAYERED
	Surface      bool // CUDA_ARRAY3D_SURFACE_LDST: surface objects may be created on it
	Cubemap      bool // CUDA_ARRAY3D_CUBEMAP
	Gather       bool // CUDA_ARRAY3D_TEXTURE_GATHER
	DepthTexture bool // CUDA_ARRAY3D_DEPTH_TEXTURE
}

// Limits are the device's largest array extents (the H200's values in
// DefaultLimits, from its device attributes).
type Limits struct {
	Tex1D, Tex2DW, Tex2DH, Tex3D, Layered1DW, Layered2DW, Layers, CubeW, Mipmapped int
}

// DefaultLimits are the H200's (testdata/conformance/device-h200.json).
var DefaultLimits = Limits{Tex1D: 131072, Tex2DW: 131072, Tex2DH: 65536, Tex3D: 16384, Layered1DW: 32768,
	Layered2DW: 32768, Layers: 2048, CubeW: 32768, Mipmapped: 32768}

// Array is a CUDA array. Its bytes live in device memory at Base, in the
// layout documented in testdata/textures/README.md: each level in order;
// in a level, each 3D slice or layer (cubemap faces +X -X +Y -Y +Z -Z),
// then each row, then packed elements. Only the array API and the texture
// and surface instructions reach them (as CUDA arrays are opaque).
type Array struct {
	ArrayDesc
	Base   uint64  // device address of level 0
	Bytes  int64   // all levels
	Parent *Array  // a level view (LevelView): the mipmapped array it belongs to
	lvl    []level // per level: offset and extents
}

type level struct {
	off     int64
	w, h, d int // d: 3D depth or layers (1 for 1D/2D)
}

// Elem is the bytes of one element (all channels).
func (a *Array) Elem() int { return a.Format.Size() * a.Channels }

// NumLevels is the number of levels (1 for an ordinary array).
func (a *Array) NumLevels() int { return len(a.lvl) }

// Is3D reports whether the array is a 3D array (not layered).
func (a *Array) Is3D() bool { return a.Depth > 0 && !a.Layered && !a.Cubemap }

// LevelDims returns the width, height and depth (or layer count) of level
// l; height and depth are at least 1.
func (a *Array) LevelDims(l int) (w, h, d int) {
	v := a.lvl[l]
	return v.w, v.h, v.d
}

// LevelOffset is the byte offset of level l from Base.
func (a *Array) LevelOffset(l int) int64 { return a.lvl[l].off }

// LevelBytes is the size of level l.
func (a *Array) LevelBytes(l int) int64 {
	v := a.lvl[l]
	return int64(v.w) * int64(v.h) * int64(v.d) * int64(a.Elem())
}

// Layers is the layer count of a layered or cubemap array (6 per cube), 1
// otherwise.
func (a *Array) Layers() int {
	if a.Layered || a.Cubemap {
		return a.Depth
	}
	return 1
}

// NewArray validates d as cuArray3DCreate and cuMipmappedArrayCreate do and
// computes the layout; the caller allocates Bytes of device memory and sets
// Base.
func NewArray(d ArrayDesc, lim Limits) (*Array, error) {
	bad := func(format string, a ...any) (*Array, error) {
		return nil, fmt.Errorf("invalid array descriptor: "+format, a...)
	}
	if d.Format.Size() == 0 {
		return bad("unknown channel format")
	}
	if d.Channels != 1 && d.Channels != 2 && d.Channels != 4 {
		return bad("%d channels (1, 2 or 4)", d.Channels)
	}
	if d.Width < 1 || d.Height < 0 || d.Depth < 0 || d.Levels < 0 {
		return bad("extent %dx%dx%d", d.Width, d.Height, d.Depth)
	}
	if d.Height == 0 && d.Depth > 0 && !d.Layered {
		return bad("a 3D array needs a height (%dx0x%d)", d.Width, d.Depth)
	}
	switch {
	case d.Cubemap:
		if d.Width != d.Height {
			return bad("a cubemap must be square, not %dx%d", d.Width, d.Height)
		}
		if d.Layered && (d.Depth == 0 || d.Depth%6 != 0) || !d.Layered && d.Depth != 6 {
			return bad("a cubemap needs depth 6 (a cubemap array a multiple of 6), not %d", d.Depth)
		}
		if d.Width > lim.CubeW {
			return bad("cubemap width %d exceeds %d", d.Width, lim.CubeW)
		}
	case d.Layered:
		if d.Depth < 1 || d.Depth > lim.Layers {
			return bad("a layered array needs 1..%d layers, not %d", lim.Layers, d.Depth)
		}
		if d.Height == 0 && d.Width > lim.Layered1DW || d.Height > 0 && (d.Width > lim.Layered2DW || d.Height > lim.Layered2DW) {
			return bad("layered extent %dx%d exceeds the device's", d.Width, d.Height)
		}
	case d.Depth > 0:
		if d.Width > lim.Tex3D || d.Height > lim.Tex3D || d.Depth > lim.Tex3D {
			return bad("3D extent %dx%dx%d exceeds %d", d.Width, d.Height, d.Depth, lim.Tex3D)
		}
	case d.Height > 0:
		if d.Width > lim.Tex2DW || d.Height > lim.Tex2DH {
			return bad("2D extent %dx%d exceeds %dx%d", d.Width, d.Height, lim.Tex2DW, lim.Tex2DH)
		}
	default:
		if d.Width > lim.Tex1D {
			return bad("1D width %d exceeds %d", d.Width, lim.Tex1D)
		}
	}
	if d.Gather && (d.Height == 0 || d.Depth > 0 && !d.Layered && !d.Cubemap) {
		return bad("texture gather needs a 2D (or layered 2D, or cubemap) array")
	}
	a := &Array{ArrayDesc: d}
	nl := 1
	if d.Levels > 0 {
		m := max(d.Width, d.Height)
		if a.Is3D() {
			m = max(m, d.Depth)
		}
		if most := bits.Len(uint(m)); d.Levels > most {
			return bad("%d levels; a %dx%dx%d array has at most %d", d.Levels, d.Width, d.Height, d.Depth, most)
		}
		if d.Width > lim.Mipmapped || d.Height > lim.Mipmapped {
			return bad("mipmapped extent %dx%d exceeds %d", d.Width, d.Height, lim.Mipmapped)
		}
		nl = d.Levels
	}
	var off int64
	for l := 0; l < nl; l++ {
		v := level{off: off, w: max(1, d.Width>>l), h: 1, d: 1}
		if d.Height > 0 {
			v.h = max(1, d.Height>>l)
		}
		if d.Layered || d.Cubemap {
			v.d = d.Depth
		} else if d.Depth > 0 {
			v.d = max(1, d.Depth>>l)
		}
		a.lvl = append(a.lvl, v)
		off += int64(v.w) * int64(v.h) * int64(v.d) * int64(a.Elem())
	}
	a.Bytes = off
	return a, nil
}

// AddressMode is a texture address mode per dimension.
type AddressMode uint8

const (
	Wrap AddressMode = iota
	Clamp
	Mirror
	Border
)

var addressNames = [...]string{Wrap: "wrap", Clamp: "clamp", Mirror: "mirror", Border: "border"}

func (m AddressMode) String() string {
	if int(m) < len(addressNames) {
		return addressNames[m]
	}
	return "address?"
}

// ParseAddressMode returns the mode named s.
func ParseAddressMode(s string) (AddressMode, error) {
	for m, n := range addressNames {
		if n == s {
			return AddressMode(m), nil
		}
	}
	return 0, fmt.Errorf("unknown address mode %q (want wrap clamp mirror border)", s)
}

// FilterMode is point or linear filtering (also between mipmap levels).
type FilterMode uint8

const (
	Point FilterMode = iota
	Linear
)

// ReadMode says how integer texels are returned.
type ReadMode uint8

const (
	ElementType     ReadMode = iota // integers as integers (floats as floats)
	NormalizedFloat                 // 8/16-bit integers as floats in [0, 1] or [-1, 1]
)

// TexDesc is a texture's sampler state (cudaTextureDesc's fields).
type TexDesc struct {
	Address             [3]AddressMode
	Filter              FilterMode
	Read                ReadMode
	SRGB                bool
	Border              [4]float32
	NormalizedCoords    bool
	MaxAnisotropy       uint32
	MipFilter           FilterMode
	MipBias             float32
	MinLOD, MaxLOD      float32
	DisableTrilinearOpt bool
	SeamlessCubemap     bool
}

// ResourceKind is what a texture reads.
type ResourceKind uint8

const (
	ResArray     ResourceKind = iota // a CUDA array
	ResMipmapped                     // a mipmapped CUDA array
	ResLinear                        // linear memory (tex1Dfetch)
	ResPitch2D                       // pitched 2D memory
)

// Resource is a texture's data (cudaResourceDesc).
type Resource struct {
	Kind     ResourceKind
	Array    *Array // ResArray, ResMipmapped
	Addr     uint64 // ResLinear, ResPitch2D: device address
	Format   Format // ResLinear, ResPitch2D
	Channels int
	Bytes    uint64 // ResLinear
	Width    int    // ResPitch2D
	Height   int
	Pitch    int
}

// Texture is a texture object (or a bound texture reference).
type Texture struct {
	Res  Resource
	Desc TexDesc

	format   Format
	channels int
	levels   int
}

// Alignment of linear and pitched texture memory, and of pitches
// (CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, _TEXTURE_PITCH_ALIGNMENT).
const (
	TextureAlignment      = 512
	TexturePitchAlignment = 32
)

// NewTexture validates a texture object as cuTexObjectCreate does.
func NewTexture(res Resource, desc TexDesc) (*Texture, error) {
	bad := func(format string, a ...any) (*Texture, error) {
		return nil, fmt.Errorf("invalid texture descriptor: "+format, a...)
	}
	t := &Texture{Res: res, Desc: desc}
	switch res.Kind {
	case ResArray, ResMipmapped:
		a := res.Array
		if a == nil {
			return bad("no array")
		}
		if (res.Kind == ResMipmapped) != (a.Levels > 0) {
			if res.Kind == ResMipmapped {
				return bad("a mipmapped resource needs a mipmapped array")
			}
			return bad("a mipmapped array needs a mipmapped resource")
		}
		t.format, t.channels, t.levels = a.Format, a.Channels, a.NumLevels()
	case ResLinear, ResPitch2D:
		if res.Format.Size() == 0 {
			return bad("unknown channel format")
		}
		if res.Channels != 1 && res.Channels != 2 && res.Channels != 4 {
			return bad("%d channels (1, 2 or 4)", res.Channels)
		}
		if res.Addr%TextureAlignment != 0 {
			return bad("address 0x%x is not %d-byte aligned", res.Addr, TextureAlignment)
		}
		t.format, t.channels, t.levels = res.Format, res.Channels, 1
		elem := res.Format.Size() * res.Channels
		if res.Kind == ResLinear {
			if res.Bytes == 0 || res.Bytes/uint64(elem) > 1<<28 {
				return bad("linear size %d bytes", res.Bytes)
			}
		} else {
			if res.Width < 1 || res.Height < 1 || res.Width > 131072 || res.Height > 65000 {
				return bad("pitch2D extent %dx%d", res.Width, res.Height)
			}
			if res.Pitch%TexturePitchAlignment != 0 || res.Pitch < res.Width*elem {
				return bad("pitch %d (a multiple of %d, at least %d)", res.Pitch, TexturePitchAlignment, res.Width*elem)
			}
		}
	default:
		return bad("unknown resource kind")
	}
	if desc.Read == NormalizedFloat && !t.format.Normalizable() && !t.format.IsFloat() {
		return bad("normalized-float reads need an 8- or 16-bit integer format, not %s", t.format)
	}
	return t, nil
}

// Format returns the texel format the texture reads.
func (t *Texture) Format() Format { return t.format }

// Channels returns the texel channel count.
func (t *Texture) Channels() int { return t.channels }

// ReadsIntegers reports whether fetches return integers (an integer format
// read as elements).
func (t *Texture) ReadsIntegers() bool {
	return !t.format.IsFloat() && t.Desc.Read == ElementType
}

// Surface is a surface object (or a bound surface reference).
type Surface struct {
	Array *Array
}

// NewSurface validates a surface object as cuSurfObjectCreate does.
func NewSurface(a *Array) (*Surface, error) {
	if a == nil {
		return nil, fmt.Errorf("invalid surface descriptor: no array")
	}
	if !a.Surface {
		return nil, fmt.Errorf("invalid surface descriptor: the array was not created with the surface load/store flag")
	}
	if a.Levels > 0 {
		return nil, fmt.Errorf("invalid surface descriptor: a mipmapped array (take one level with its level array)")
	}
	return &Surface{Array: a}, nil
}

// LevelView returns level l of a mipmapped array as an ordinary array
// sharing its memory (cudaGetMipmappedArrayLevel).
func (a *Array) LevelView(l int) *Array {
	v := a.lvl[l]
	d := a.ArrayDesc
	d.Levels = 0
	d.Width = v.w
	if d.Height > 0 {
		d.Height = v.h
	}
	if a.Is3D() {
		d.Depth = v.d
	}
	return &Array{ArrayDesc: d, Base: a.Base + uint64(v.off), Bytes: a.LevelBytes(l), lvl: []level{{w: v.w, h: v.h, d: v.d}}, Parent: a}
}
