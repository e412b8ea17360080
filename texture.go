package ptxsim

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/memsys/texture"
)

// CUDA arrays, texture and surface objects, and the legacy texture and
// surface references, with the CUDA runtime's names and fields: a
// runtime-library implementation maps cudaMallocArray, cudaMemcpy3D,
// cudaCreateTextureObject and the rest one to one onto these calls.

// ChannelFormatKind is cudaChannelFormatKind.
type ChannelFormatKind int

const (
	ChannelSigned   ChannelFormatKind = 0 // cudaChannelFormatKindSigned
	ChannelUnsigned ChannelFormatKind = 1 // cudaChannelFormatKindUnsigned
	ChannelFloat    ChannelFormatKind = 2 // cudaChannelFormatKindFloat
)

// ChannelFormatDesc is cudaChannelFormatDesc: bits per channel and kind.
type ChannelFormatDesc struct {
	X, Y, Z, W int
	Kind       ChannelFormatKind
}

// CreateChannelDesc is cudaCreateChannelDesc.
func CreateChannelDesc(x, y, z, w int, kind ChannelFormatKind) ChannelFormatDesc {
	return ChannelFormatDesc{x, y, z, w, kind}
}

// ChannelDescOf returns the channel description of a format with n
// channels (the inverse of what arrays and textures are created from).
func ChannelDescOf(f texture.Format, n int) ChannelFormatDesc {
	b := 8 * f.Size()
	d := ChannelFormatDesc{Kind: ChannelUnsigned}
	switch {
	case f.IsFloat():
		d.Kind = ChannelFloat
	case f.IsSigned():
		d.Kind = ChannelSigned
	}
	for i, p := range []*int{&d.X, &d.Y, &d.Z, &d.W} {
		if i < n {
			*p = b
		}
	}
	return d
}

// format decodes the channel description: every used channel the same
// width, 1, 2 or 4 of them (CUDA has no 3-channel arrays).
func (c ChannelFormatDesc) format() (texture.Format, int, error) {
	bad := fmt.Errorf("invalid channel descriptor {%d, %d, %d, %d, kind %d}", c.X, c.Y, c.Z, c.W, c.Kind)
	n := 0
	switch {
	case c.X > 0 && c.Y == 0 && c.Z == 0 && c.W == 0:
		n = 1
	case c.X > 0 && c.Y == c.X && c.Z == 0 && c.W == 0:
		n = 2
	case c.X > 0 && c.Y == c.X && c.Z == c.X && c.W == c.X:
		n = 4
	default:
		return 0, 0, bad
	}
	var f texture.Format
	switch {
	case c.Kind == ChannelFloat && c.X == 16:
		f = texture.F16
	case c.Kind == ChannelFloat && c.X == 32:
		f = texture.F32
	case c.Kind == ChannelUnsigned && c.X == 8:
		f = texture.U8
	case c.Kind == ChannelUnsigned && c.X == 16:
		f = texture.U16
	case c.Kind == ChannelUnsigned && c.X == 32:
		f = texture.U32
	case c.Kind == ChannelSigned && c.X == 8:
		f = texture.S8
	case c.Kind == ChannelSigned && c.X == 16:
		f = texture.S16
	case c.Kind == ChannelSigned && c.X == 32:
		f = texture.S32
	default:
		return 0, 0, bad
	}
	return f, n, nil
}

// Array flags (cudaArrayLayered, ...).
const (
	ArrayDefault          = 0x00
	ArrayLayered          = 0x01
	ArraySurfaceLoadStore = 0x02
	ArrayCubemap          = 0x04
	ArrayTextureGather    = 0x08
	ArrayDepthTexture     = 0x10 // CUDA_ARRAY3D_DEPTH_TEXTURE
)

// Extent is cudaExtent: for arrays, width in elements; height 0 for 1D,
// depth 0 unless 3D (layered arrays: the layer count).
type Extent struct{ Width, Height, Depth int }

// Array is a CUDA array (or, for a mipmapped array, all its levels).
type Array struct {
	*texture.Array
	dev   *Device
	level int // a level view (cudaGetMipmappedArrayLevel): its level, else -1
	owner *Array
}

// MallocArray is cudaMallocArray (height 0: a 1D array).
func (d *Device) MallocArray(desc ChannelFormatDesc, width, height int, flags uint) (*Array, error) {
	return d.Malloc3DArray(desc, Extent{width, height, 0}, flags)
}

// Malloc3DArray is cudaMalloc3DArray.
func (d *Device) Malloc3DArray(desc ChannelFormatDesc, ext Extent, flags uint) (*Array, error) {
	return d.mallocArray(desc, ext, 0, flags)
}

// MallocMipmappedArray is cudaMallocMipmappedArray.
func (d *Device) MallocMipmappedArray(desc ChannelFormatDesc, ext Extent, levels int, flags uint) (*Array, error) {
	if levels < 1 {
		return nil, fmt.Errorf("a mipmapped array needs at least one level, not %d", levels)
	}
	return d.mallocArray(desc, ext, levels, flags)
}

func (d *Device) mallocArray(desc ChannelFormatDesc, ext Extent, levels int, flags uint) (*Array, error) {
	f, n, err := desc.format()
	if err != nil {
		return nil, err
	}
	if flags&^0x1f != 0 {
		return nil, fmt.Errorf("unknown array flags 0x%x", flags)
	}
	a, err := d.Device.NewArray(texture.ArrayDesc{
		Format: f, Channels: n, Width: ext.Width, Height: ext.Height, Depth: ext.Depth, Levels: levels,
		Layered: flags&ArrayLayered != 0, Surface: flags&ArraySurfaceLoadStore != 0,
		Cubemap: flags&ArrayCubemap != 0, Gather: flags&ArrayTextureGather != 0, DepthTexture: flags&ArrayDepthTexture != 0,
	})
	if err != nil {
		return nil, err
	}
	return &Array{Array: a, dev: d, level: -1}, nil
}

// FreeArray is cudaFreeArray (and cudaFreeMipmappedArray).
func (d *Device) FreeArray(a *Array) error {
	if a == nil || a.owner != nil {
		return errors.New("invalid CUDA array (a level view is freed with its mipmapped array)")
	}
	return d.Device.FreeArray(a.Array)
}

// Level is cudaGetMipmappedArrayLevel: level l of a mipmapped array as an
// array of its own (sharing the memory; surfaces may be made on it).
func (a *Array) Level(l int) (*Array, error) {
	if a.Levels == 0 {
		return nil, errors.New("not a mipmapped array")
	}
	if l < 0 || l >= a.NumLevels() {
		return nil, fmt.Errorf("level %d of a %d-level mipmapped array", l, a.NumLevels())
	}
	v, err := a.dev.Device.LevelArray(a.Array, l)
	if err != nil {
		return nil, err
	}
	return &Array{Array: v, dev: a.dev, level: l, owner: a}, nil
}

// ChannelDesc is cudaArrayGetInfo's channel description.
func (a *Array) ChannelDesc() ChannelFormatDesc { return ChannelDescOf(a.Format, a.Channels) }

// Mem is one side of a copy: host bytes, or a device address.
type Mem struct {
	Host []byte
	Dev  uint64
}

// HostMem and DevMem make the two kinds of Mem.
func HostMem(b []byte) Mem   { return Mem{Host: b} }
func DevMem(addr uint64) Mem { return Mem{Dev: addr} }

// Pos is cudaPos: for arrays x counts elements, for linear memory bytes.
type Pos struct{ X, Y, Z int }

// PitchedPtr is cudaPitchedPtr.
type PitchedPtr struct {
	Mem          Mem
	Pitch        int // bytes per row
	XSize, YSize int // the allocation's width in bytes and rows per slice (YSize: the slice pitch in rows)
}

// Memcpy3DParms is cudaMemcpy3DParms: exactly one of SrcArray and SrcPtr,
// and of DstArray and DstPtr. With an array on a side, Extent.Width counts
// elements, else bytes.
type Memcpy3DParms struct {
	SrcArray *Array
	SrcPos   Pos
	SrcPtr   PitchedPtr
	DstArray *Array
	DstPos   Pos
	DstPtr   PitchedPtr
	Extent   Extent
}

// Memcpy3D is cudaMemcpy3D: copies rows between arrays, host memory and
// device memory.
func (d *Device) Memcpy3D(p *Memcpy3DParms) error {
	w, h, dd := p.Extent.Width, max(p.Extent.Height, 1), max(p.Extent.Depth, 1)
	if w <= 0 || p.Extent.Height < 0 || p.Extent.Depth < 0 || w > maxCopyDim || h > maxCopyDim || dd > maxCopyDim {
		return fmt.Errorf("invalid copy extent %dx%dx%d", p.Extent.Width, p.Extent.Height, p.Extent.Depth)
	}
	rowBytes := w
	if p.SrcArray != nil {
		rowBytes = w * p.SrcArray.Elem()
	} else if p.DstArray != nil {
		rowBytes = w * p.DstArray.Elem()
	}
	if p.SrcArray != nil && p.DstArray != nil && p.SrcArray.Elem() != p.DstArray.Elem() {
		return errors.New("array-to-array copy between arrays of different element sizes")
	}
	src, err := d.side(p.SrcArray, p.SrcPos, p.SrcPtr, rowBytes, h, dd, "source")
	if err != nil {
		return err
	}
	dst, err := d.side(p.DstArray, p.DstPos, p.DstPtr, rowBytes, h, dd, "destination")
	if err != nil {
		return err
	}
	buf := make([]byte, min(rowBytes, copyChunk))
	for z := 0; z < dd; z++ {
		for y := 0; y < h; y++ {
			for x := 0; x < rowBytes; x += len(buf) {
				part := buf[:min(len(buf), rowBytes-x)]
				if err := src.rw(y, z, x, part, false); err != nil {
					return err
				}
				if err := dst.rw(y, z, x, part, true); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// maxCopyDim bounds each extent of a 3D copy (and copyChunk the buffer it
// moves rows through), so that no size a caller passes overflows or
// allocates without bound: rows longer than the chunk go in pieces. The
// bound is 2^40 where int has 64 bits and 2^20 where it has 32, so that the
// package builds for 32-bit targets too.
const (
	intBits    = 32 << (^uint(0) >> 63)
	maxCopyDim = 1 << (intBits * 5 / 8)
	copyChunk  = 1 << 20
)

// checkedOffset is the sum of the products a[i]*b[i] of non-negative
// values, false if a value is negative or the sum exceeds maxCopyOffset.
func checkedOffset(ab ...int) (int, bool) {
	const maxCopyOffset = 1 << 62
	sum := uint64(0)
	for i := 0; i+1 < len(ab); i += 2 {
		if ab[i] < 0 || ab[i+1] < 0 {
			return 0, false
		}
		hi, lo := bits.Mul64(uint64(ab[i]), uint64(ab[i+1]))
		if hi != 0 || lo > maxCopyOffset {
			return 0, false
		}
		if sum += lo; sum > maxCopyOffset {
			return 0, false
		}
	}
	return int(sum), true
}

// copySide addresses rows of one side of a copy.
type copySide struct {
	d         *Device
	host      []byte
	dev       uint64
	pitch, sp int // row pitch, slice pitch (bytes)
	x, y0, z0 int // byte offset in the row, first row and slice
}

func (d *Device) side(a *Array, pos Pos, ptr PitchedPtr, rowBytes, h, dd int, what string) (*copySide, error) {
	if a != nil {
		w, ah, ad := a.LevelDims(0)
		e := a.Elem()
		if pos.X < 0 || pos.Y < 0 || pos.Z < 0 || pos.X > w || pos.Y > ah || pos.Z > ad ||
			pos.X*e+rowBytes > w*e || pos.Y+h > ah || pos.Z+dd > ad {
			return nil, fmt.Errorf("copy %s region %dx%dx%d at (%d,%d,%d) exceeds the %dx%dx%d array", what, rowBytes/e, h, dd, pos.X, pos.Y, pos.Z, w, ah, ad)
		}
		return &copySide{d: d, dev: a.Base + uint64(a.LevelOffset(0)), pitch: w * e, sp: w * e * ah,
			x: pos.X * e, y0: pos.Y, z0: pos.Z}, nil
	}
	if pos.X < 0 || pos.Y < 0 || pos.Z < 0 || ptr.Pitch < 0 || ptr.YSize < 0 {
		return nil, fmt.Errorf("copy %s at (%d,%d,%d) with pitch %d and %d rows per slice: negative", what, pos.X, pos.Y, pos.Z, ptr.Pitch, ptr.YSize)
	}
	if ptr.Pitch < rowBytes+pos.X && !(h == 1 && dd == 1) {
		return nil, fmt.Errorf("copy %s pitch %d is smaller than a row of %d bytes", what, ptr.Pitch, rowBytes)
	}
	ysize := ptr.YSize
	if ysize == 0 {
		ysize = h + pos.Y
	}
	sp, ok := checkedOffset(ptr.Pitch, ysize)
	// The byte past the last row: every offset a row takes is below it.
	last, ok2 := checkedOffset(pos.Z+dd-1, sp, pos.Y+h-1, ptr.Pitch, pos.X+rowBytes, 1)
	if !ok || !ok2 {
		return nil, fmt.Errorf("copy %s: %dx%dx%d bytes at (%d,%d,%d) with pitch %d and %d rows per slice span more than 2^62 bytes", what, rowBytes, h, dd, pos.X, pos.Y, pos.Z, ptr.Pitch, ysize)
	}
	s := &copySide{d: d, host: ptr.Mem.Host, dev: ptr.Mem.Dev, pitch: ptr.Pitch, sp: sp,
		x: pos.X, y0: pos.Y, z0: pos.Z}
	if s.host != nil {
		if last > len(s.host) {
			return nil, fmt.Errorf("copy %s: %d host bytes needed, %d given", what, last, len(s.host))
		}
	}
	return s, nil
}

// rw reads or writes len(row) bytes at byte x of row y of slice z.
func (s *copySide) rw(y, z, x int, row []byte, write bool) error {
	off := (s.z0+z)*s.sp + (s.y0+y)*s.pitch + s.x + x
	if s.host != nil {
		if write {
			copy(s.host[off:], row)
		} else {
			copy(row, s.host[off:off+len(row)])
		}
		return nil
	}
	if write {
		return s.d.Write(s.dev+uint64(off), row)
	}
	return s.d.Read(s.dev+uint64(off), row)
}

// Memcpy2DToArray is cudaMemcpy2DToArray: height rows of width bytes from
// src (rows spitch bytes apart) to the array at byte offset wOffset of row
// hOffset.
func (d *Device) Memcpy2DToArray(dst *Array, wOffset, hOffset int, src Mem, spitch, width, height int) error {
	if wOffset%dst.Elem() != 0 || width%dst.Elem() != 0 {
		return fmt.Errorf("array copies move whole %d-byte elements (offset %d, width %d bytes)", dst.Elem(), wOffset, width)
	}
	return d.Memcpy3D(&Memcpy3DParms{SrcPtr: PitchedPtr{Mem: src, Pitch: spitch}, DstArray: dst,
		DstPos: Pos{X: wOffset / dst.Elem(), Y: hOffset}, Extent: Extent{Width: width / dst.Elem(), Height: height, Depth: 1}})
}

// Memcpy2DFromArray is cudaMemcpy2DFromArray.
func (d *Device) Memcpy2DFromArray(dst Mem, dpitch int, src *Array, wOffset, hOffset, width, height int) error {
	if wOffset%src.Elem() != 0 || width%src.Elem() != 0 {
		return fmt.Errorf("array copies move whole %d-byte elements (offset %d, width %d bytes)", src.Elem(), wOffset, width)
	}
	return d.Memcpy3D(&Memcpy3DParms{SrcArray: src, SrcPos: Pos{X: wOffset / src.Elem(), Y: hOffset},
		DstPtr: PitchedPtr{Mem: dst, Pitch: dpitch}, Extent: Extent{Width: width / src.Elem(), Height: height, Depth: 1}})
}

// WriteArray copies data, laid out as the array stores it (every level,
// layer, row and element packed: testdata/textures/README.md), into the
// array.
func (d *Device) WriteArray(a *Array, data []byte) error {
	if int64(len(data)) != a.Bytes {
		return fmt.Errorf("array data is %d bytes, the array holds %d", len(data), a.Bytes)
	}
	return d.Write(a.Base, data)
}

// ReadArray copies the whole array out, in the same layout.
func (d *Device) ReadArray(a *Array) ([]byte, error) {
	b := make([]byte, a.Bytes)
	return b, d.Read(a.Base, b)
}

// ResourceType is cudaResourceType.
type ResourceType int

const (
	ResourceTypeArray          ResourceType = 0
	ResourceTypeMipmappedArray ResourceType = 1
	ResourceTypeLinear         ResourceType = 2
	ResourceTypePitch2D        ResourceType = 3
)

// ResourceDesc is cudaResourceDesc.
type ResourceDesc struct {
	Type         ResourceType
	Array        *Array            // Array, MipmappedArray
	DevPtr       uint64            // Linear, Pitch2D
	Desc         ChannelFormatDesc // Linear, Pitch2D
	SizeInBytes  uint64            // Linear
	Width        int               // Pitch2D (elements)
	Height       int
	PitchInBytes int
}

// TextureAddressMode, TextureFilterMode and TextureReadMode are CUDA's
// enumerations (same values).
type (
	TextureAddressMode int
	TextureFilterMode  int
	TextureReadMode    int
)

const (
	AddressModeWrap   TextureAddressMode = 0
	AddressModeClamp  TextureAddressMode = 1
	AddressModeMirror TextureAddressMode = 2
	AddressModeBorder TextureAddressMode = 3

	FilterModePoint  TextureFilterMode = 0
	FilterModeLinear TextureFilterMode = 1

	ReadModeElementType     TextureReadMode = 0
	ReadModeNormalizedFloat TextureReadMode = 1
)

// TextureDesc is cudaTextureDesc.
type TextureDesc struct {
	AddressMode                  [3]TextureAddressMode
	FilterMode                   TextureFilterMode
	ReadMode                     TextureReadMode
	SRGB                         bool
	BorderColor                  [4]float32
	NormalizedCoords             bool
	MaxAnisotropy                uint32
	MipmapFilterMode             TextureFilterMode
	MipmapLevelBias              float32
	MinMipmapLevelClamp          float32
	MaxMipmapLevelClamp          float32
	DisableTrilinearOptimization bool
	SeamlessCubemap              bool
}

// TextureObject and SurfaceObject are cudaTextureObject_t and
// cudaSurfaceObject_t: 64-bit handles a kernel receives as .u64 parameters.
type (
	TextureObject uint64
	SurfaceObject uint64
)

// ArgTex and ArgSurf pass an object's handle as a kernel argument.
func ArgTex(t TextureObject) ParamValue  { return ArgU64(uint64(t)) }
func ArgSurf(s SurfaceObject) ParamValue { return ArgU64(uint64(s)) }

func (d *Device) resource(r *ResourceDesc) (texture.Resource, error) {
	var res texture.Resource
	switch r.Type {
	case ResourceTypeArray, ResourceTypeMipmappedArray:
		if r.Array == nil {
			return res, errors.New("invalid resource descriptor: no array")
		}
		res.Kind, res.Array = texture.ResArray, r.Array.Array
		if r.Type == ResourceTypeMipmappedArray {
			res.Kind = texture.ResMipmapped
		}
	case ResourceTypeLinear, ResourceTypePitch2D:
		f, n, err := r.Desc.format()
		if err != nil {
			return res, err
		}
		res.Addr, res.Format, res.Channels = r.DevPtr, f, n
		if r.Type == ResourceTypeLinear {
			res.Kind, res.Bytes = texture.ResLinear, r.SizeInBytes
		} else {
			res.Kind, res.Width, res.Height, res.Pitch = texture.ResPitch2D, r.Width, r.Height, r.PitchInBytes
		}
	default:
		return res, fmt.Errorf("invalid resource type %d", r.Type)
	}
	return res, nil
}

func texDesc(t *TextureDesc) (texture.TexDesc, error) {
	var d texture.TexDesc
	for i, m := range t.AddressMode {
		if m < 0 || m > 3 {
			return d, fmt.Errorf("invalid address mode %d", m)
		}
		d.Address[i] = texture.AddressMode(m)
	}
	if t.FilterMode < 0 || t.FilterMode > 1 || t.MipmapFilterMode < 0 || t.MipmapFilterMode > 1 {
		return d, errors.New("invalid filter mode")
	}
	if t.ReadMode < 0 || t.ReadMode > 1 {
		return d, fmt.Errorf("invalid read mode %d", t.ReadMode)
	}
	d.Filter, d.MipFilter = texture.FilterMode(t.FilterMode), texture.FilterMode(t.MipmapFilterMode)
	d.Read = texture.ReadMode(t.ReadMode)
	d.SRGB, d.Border, d.NormalizedCoords = t.SRGB, t.BorderColor, t.NormalizedCoords
	d.MaxAnisotropy, d.MipBias = t.MaxAnisotropy, t.MipmapLevelBias
	d.MinLOD, d.MaxLOD = t.MinMipmapLevelClamp, t.MaxMipmapLevelClamp
	d.DisableTrilinearOpt, d.SeamlessCubemap = t.DisableTrilinearOptimization, t.SeamlessCubemap
	return d, nil
}

// CreateTextureObject is cudaCreateTextureObject (the resource view
// argument is not supported).
func (d *Device) CreateTextureObject(r *ResourceDesc, t *TextureDesc) (TextureObject, error) {
	res, err := d.resource(r)
	if err != nil {
		return 0, err
	}
	td, err := texDesc(t)
	if err != nil {
		return 0, err
	}
	if res.Kind <= texture.ResMipmapped && res.Array.Format.IsFloat() || res.Kind > texture.ResMipmapped && res.Format.IsFloat() {
		td.Read = texture.ElementType // floats are floats either way
	}
	h, err := d.Device.NewTexture(res, td)
	return TextureObject(h), err
}

// DestroyTextureObject is cudaDestroyTextureObject.
func (d *Device) DestroyTextureObject(t TextureObject) error {
	if _, err := d.Device.TextureObject(uint64(t)); err != nil {
		return err
	}
	return d.Device.DestroyObject(uint64(t))
}

// TextureObjectResourceDesc is cudaGetTextureObjectResourceDesc.
func (d *Device) TextureObjectResourceDesc(t TextureObject) (*ResourceDesc, error) {
	tx, err := d.Device.TextureObject(uint64(t))
	if err != nil {
		return nil, err
	}
	r := &tx.Res
	switch r.Kind {
	case texture.ResArray, texture.ResMipmapped:
		rt := ResourceTypeArray
		if r.Kind == texture.ResMipmapped {
			rt = ResourceTypeMipmappedArray
		}
		return &ResourceDesc{Type: rt, Array: &Array{Array: r.Array, dev: d, level: -1}}, nil
	case texture.ResLinear:
		return &ResourceDesc{Type: ResourceTypeLinear, DevPtr: r.Addr, Desc: ChannelDescOf(r.Format, r.Channels), SizeInBytes: r.Bytes}, nil
	}
	return &ResourceDesc{Type: ResourceTypePitch2D, DevPtr: r.Addr, Desc: ChannelDescOf(r.Format, r.Channels),
		Width: r.Width, Height: r.Height, PitchInBytes: r.Pitch}, nil
}

// TextureObjectTextureDesc is cudaGetTextureObjectTextureDesc.
func (d *Device) TextureObjectTextureDesc(t TextureObject) (*TextureDesc, error) {
	tx, err := d.Device.TextureObject(uint64(t))
	if err != nil {
		return nil, err
	}
	s := &tx.Desc
	o := &TextureDesc{FilterMode: TextureFilterMode(s.Filter), ReadMode: TextureReadMode(s.Read), SRGB: s.SRGB,
		BorderColor: s.Border, NormalizedCoords: s.NormalizedCoords, MaxAnisotropy: s.MaxAnisotropy,
		MipmapFilterMode: TextureFilterMode(s.MipFilter), MipmapLevelBias: s.MipBias, MinMipmapLevelClamp: s.MinLOD,
		MaxMipmapLevelClamp: s.MaxLOD, DisableTrilinearOptimization: s.DisableTrilinearOpt, SeamlessCubemap: s.SeamlessCubemap}
	for i, m := range s.Address {
		o.AddressMode[i] = TextureAddressMode(m)
	}
	return o, nil
}

// CreateSurfaceObject is cudaCreateSurfaceObject (the resource must be an
// array made with ArraySurfaceLoadStore).
func (d *Device) CreateSurfaceObject(r *ResourceDesc) (SurfaceObject, error) {
	if r.Type != ResourceTypeArray || r.Array == nil {
		return 0, errors.New("invalid resource descriptor: a surface needs a CUDA array")
	}
	h, err := d.Device.NewSurface(r.Array.Array)
	return SurfaceObject(h), err
}

// DestroySurfaceObject is cudaDestroySurfaceObject.
func (d *Device) DestroySurfaceObject(s SurfaceObject) error {
	if _, err := d.Device.SurfaceObject(uint64(s)); err != nil {
		return err
	}
	return d.Device.DestroyObject(uint64(s))
}

// BindTexture binds the module's texture reference name (a .texref,
// `texture<...> name` in CUDA) to a resource with a texture description:
// what cudaBindTextureToArray/cudaBindTexture2D and cuTexRefSet* did.
func (m *Module) BindTexture(name string, r *ResourceDesc, t *TextureDesc) error {
	res, err := m.dev.resource(r)
	if err != nil {
		return err
	}
	td, err := texDesc(t)
	if err != nil {
		return err
	}
	return m.Module.BindTexRef(name, res, td)
}

// BindSurface binds the module's surface reference name (a .surfref) to
// an array (cudaBindSurfaceToArray).
func (m *Module) BindSurface(name string, a *Array) error {
	return m.Module.BindSurfRef(name, a.Array)
}

// UnbindTexture unbinds the module's texture reference name
// (cudaUnbindTexture).
func (m *Module) UnbindTexture(name string) error { return m.Module.UnbindTexRef(name) }
