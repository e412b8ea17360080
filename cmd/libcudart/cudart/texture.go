package cudart

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/texture"
)

// CUDA arrays, texture and surface objects and the legacy texture and
// surface references (CUDA 11.8's texture<>/surface<> variables), over
// the root package's texture API (texture.go there), which holds the
// semantics. Handles: a cudaArray_t or cudaMipmappedArray_t is an opaque
// runtime handle mapped to its *ptxsim.Array; texture and surface objects
// are the engine's own 64-bit handles (what the kernel receives), so a
// kernel can be handed one without a table lookup.

// texState is the runtime's texture bookkeeping.
type texState struct {
	arrays  map[uintptr]*ptxsim.Array // cudaArray_t, cudaMipmappedArray_t
	handles map[*texture.Array]uintptr
	levels  map[[2]uintptr]uintptr // (mipmapped array, level) -> its level's cudaArray_t
	refs    map[uintptr]*texRef    // registered references by host variable
}

// texRef is a registered texture or surface reference: the host
// variable (a textureReference or surfaceReference) and the device name
// of its .texref/.surfref.
type texRef struct {
	name    string
	fb      *fatbin
	surface bool
	dim     int
	norm    bool // texture<..., cudaReadModeNormalizedFloat>
}

func (r *Runtime) texInit() {
	if r.tex.arrays == nil {
		r.tex.arrays = map[uintptr]*ptxsim.Array{}
		r.tex.handles = map[*texture.Array]uintptr{}
		r.tex.levels = map[[2]uintptr]uintptr{}
	}
	if r.tex.refs == nil {
		r.tex.refs = map[uintptr]*texRef{}
	}
}

// resetTextures forgets the arrays at cudaDeviceReset (the device and
// its objects are gone; reference registrations stay).
func (r *Runtime) resetTextures() {
	r.tex.arrays, r.tex.handles, r.tex.levels = nil, nil, nil
}

// texErr reports an error of the texture API and returns CUDA's code
// for it.
func (r *Runtime) texErr(name string, err error, code Error) Error {
	r.diag("%s: %v", name, err)
	return code
}

// channelDesc reads a cudaChannelFormatDesc {x, y, z, w, f}.
func channelDesc(p uintptr) ptxsim.ChannelFormatDesc {
	b := hostBytes(p, 20)
	i := func(o int) int { return int(int32(le32(b, o))) }
	return ptxsim.ChannelFormatDesc{X: i(0), Y: i(4), Z: i(8), W: i(12), Kind: ptxsim.ChannelFormatKind(i(16))}
}

func putChannelDesc(p uintptr, d ptxsim.ChannelFormatDesc) {
	for i, v := range []int{d.X, d.Y, d.Z, d.W, int(d.Kind)} {
		putU32(p+uintptr(4*i), uint32(int32(v)))
	}
}

func (r *Runtime) addArray(a *ptxsim.Array) uintptr {
	r.texInit()
	h := r.newHandle()
	r.tex.arrays[h] = a
	r.tex.handles[a.Array] = h
	return h
}

// array resolves a cudaArray_t (a level of a mipmapped array is one), or
// with mip a cudaMipmappedArray_t.
func (r *Runtime) array(h uintptr, mip bool) (*ptxsim.Array, Error) {
	a := r.tex.arrays[h]
	if a == nil || (a.Levels > 0 && a.Parent == nil) != mip {
		return nil, ErrorInvalidResourceHandle
	}
	return a, Success
}

// MallocArray is cudaMallocArray, cudaMalloc3DArray (depth >= 0) and
// cudaMallocMipmappedArray (levels >= 1).
func (r *Runtime) MallocArray(t Thread, name string, out, desc uintptr, w, h, d uint64, levels uint32, flags uint32) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || desc == 0 {
			return ErrorInvalidValue
		}
		cd := channelDesc(desc)
		if cd.Kind < 0 || cd.Kind > ptxsim.ChannelFloat {
			return r.texErr(name, errors.New("only signed, unsigned and float channel formats are supported"), ErrorInvalidChannelDescriptor)
		}
		if w > math.MaxInt32 || h > math.MaxInt32 || d > math.MaxInt32 {
			return ErrorInvalidValue
		}
		ext := ptxsim.Extent{Width: int(w), Height: int(h), Depth: int(d)}
		var a *ptxsim.Array
		var err error
		if levels > 0 {
			a, err = r.dev.MallocMipmappedArray(cd, ext, int(levels), uint(flags))
		} else {
			a, err = r.dev.Malloc3DArray(cd, ext, uint(flags))
		}
		if err != nil {
			if strings.Contains(err.Error(), "channel descriptor") {
				return r.texErr(name, err, ErrorInvalidChannelDescriptor)
			}
			if strings.Contains(err.Error(), "memory") {
				return r.texErr(name, err, ErrorMemoryAllocation)
			}
			return r.texErr(name, err, ErrorInvalidValue)
		}
		r.usedBytes += uint64(a.Bytes)
		putU64(out, uint64(r.addArray(a)))
		return Success
	})
}

// FreeArray is cudaFreeArray and cudaFreeMipmappedArray (mip).
func (r *Runtime) FreeArray(t Thread, name string, h uintptr, mip bool) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if h == 0 {
			return Success
		}
		a, e := r.array(h, mip)
		if e != Success || a.Parent != nil {
			return ErrorInvalidResourceHandle
		}
		if err := r.dev.FreeArray(a); err != nil {
			return r.texErr(name, err, ErrorInvalidResourceHandle)
		}
		r.usedBytes -= uint64(a.Bytes)
		delete(r.tex.arrays, h)
		delete(r.tex.handles, a.Array)
		for k, v := range r.tex.levels {
			if k[0] == h {
				if l := r.tex.arrays[v]; l != nil {
					delete(r.tex.handles, l.Array)
				}
				delete(r.tex.arrays, v)
				delete(r.tex.levels, k)
			}
		}
		return Success
	})
}

// GetMipmappedArrayLevel is cudaGetMipmappedArrayLevel: the same handle
// for the same level each time.
func (r *Runtime) GetMipmappedArrayLevel(t Thread, out, mip uintptr, level uint32) Error {
	return r.call(t, "cudaGetMipmappedArrayLevel", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		a, e := r.array(mip, true)
		if e != Success {
			return e
		}
		if h, ok := r.tex.levels[[2]uintptr{mip, uintptr(level)}]; ok {
			putU64(out, uint64(h))
			return Success
		}
		l, err := a.Level(int(level))
		if err != nil {
			return r.texErr("cudaGetMipmappedArrayLevel", err, ErrorInvalidValue)
		}
		h := r.addArray(l)
		r.tex.levels[[2]uintptr{mip, uintptr(level)}] = h
		putU64(out, uint64(h))
		return Success
	})
}

// GetChannelDesc is cudaGetChannelDesc.
func (r *Runtime) GetChannelDesc(t Thread, out, h uintptr) Error {
	return r.call(t, "cudaGetChannelDesc", func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		a := r.tex.arrays[h]
		if a == nil {
			return ErrorInvalidResourceHandle
		}
		putChannelDesc(out, a.ChannelDesc())
		return Success
	})
}

// ArrayGetInfo is cudaArrayGetInfo: channel description, extent (0 for
// the dimensions the array does not have) and flags.
func (r *Runtime) ArrayGetInfo(t Thread, desc, extent, flags, h uintptr) Error {
	return r.call(t, "cudaArrayGetInfo", func() Error {
		a := r.tex.arrays[h]
		if a == nil || a.Levels > 0 && a.Parent == nil {
			return ErrorInvalidResourceHandle
		}
		if desc != 0 {
			putChannelDesc(desc, a.ChannelDesc())
		}
		if extent != 0 {
			w, hh, d := a.LevelDims(0)
			if a.Height == 0 && !a.Layered {
				hh = 0
			}
			if a.Depth == 0 {
				d = 0
			}
			putU64(extent, uint64(w))
			putU64(extent+8, uint64(hh))
			putU64(extent+16, uint64(d))
		}
		if flags != 0 {
			var f uint32
			for _, b := range []struct {
				on  bool
				bit uint32
			}{{a.Layered, ptxsim.ArrayLayered}, {a.Surface, ptxsim.ArraySurfaceLoadStore}, {a.Cubemap, ptxsim.ArrayCubemap},
				{a.Gather, ptxsim.ArrayTextureGather}, {a.DepthTexture, ptxsim.ArrayDepthTexture}} {
				if b.on {
					f |= b.bit
				}
			}
			putU32(flags, f)
		}
		return Success
	})
}

// copyWant gives the sides (0 host, 1 device, -1 either) a memcpy kind
// names for its source and destination.
func copyWant(kind int) (src, dst int, e Error) {
	switch kind {
	case MemcpyHostToHost:
		return 0, 0, Success
	case MemcpyHostToDevice:
		return 0, 1, Success
	case MemcpyDeviceToHost:
		return 1, 0, Success
	case MemcpyDeviceToDevice:
		return 1, 1, Success
	case MemcpyDefault:
		return -1, -1, Success
	}
	return 0, 0, ErrorInvalidMemcpyDirection
}

// linearMem makes the linear side of an array copy: n bytes at p.
func (r *Runtime) linearMem(name string, p, n uint64, want int) (ptxsim.Mem, bool, Error) {
	if p == 0 {
		return ptxsim.Mem{}, false, ErrorInvalidValue
	}
	s, e := r.classify(p, n, want)
	if e != Success {
		r.diag("%s: 0x%x (%d bytes) is not %s memory the copy can use", name, p, n, sideName(want))
		return ptxsim.Mem{}, false, e
	}
	if s.device {
		return ptxsim.DevMem(p), true, Success
	}
	return ptxsim.HostMem(hostBytes(uintptr(p), n)), false, Success
}

// Memcpy2DArray is cudaMemcpy2DToArray (toArray) and
// cudaMemcpy2DFromArray and their Async forms: wOff and width in bytes.
func (r *Runtime) Memcpy2DArray(t Thread, name string, toArray bool, arr uintptr, wOff, hOff, mem, pitch, width, height uint64, kind int, stream uintptr, async bool) Error {
	return r.call(t, name, func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		a, e := r.array(arr, false)
		if e != Success {
			return e
		}
		return r.copy2DArray(name, toArray, a, wOff, hOff, mem, pitch, width, height, kind)
	})
}

// MemcpyArray is the deprecated 1D cudaMemcpyToArray (toArray) and
// cudaMemcpyFromArray and their Async forms: count bytes from byte wOff
// of row hOff on, continuing on the next rows (programs copy a whole 2D
// array this way).
func (r *Runtime) MemcpyArray(t Thread, name string, toArray bool, arr uintptr, wOff, hOff, mem, count uint64, kind int, stream uintptr, async bool) Error {
	return r.call(t, name, func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		a, e := r.array(arr, false)
		if e != Success {
			return e
		}
		w, _, _ := a.LevelDims(0)
		row := uint64(w * a.Elem())
		if wOff >= row && count > 0 {
			return ErrorInvalidValue
		}
		for count > 0 {
			n := min(count, row-wOff)
			if e := r.copy2DArray(name, toArray, a, wOff, hOff, mem, n, n, 1, kind); e != Success {
				return e
			}
			mem, count, wOff, hOff = mem+n, count-n, 0, hOff+1
		}
		return Success
	})
}

func (r *Runtime) copy2DArray(name string, toArray bool, a *ptxsim.Array, wOff, hOff, mem, pitch, width, height uint64, kind int) Error {
	ws, wd, e := copyWant(kind)
	if e != Success {
		return e
	}
	if width == 0 || height == 0 {
		return Success
	}
	if width > pitch {
		return ErrorInvalidPitchValue
	}
	want := wd
	if toArray {
		want = ws
	}
	m, dev, e := r.linearMem(name, mem, (height-1)*pitch+width, want)
	if e != Success {
		return e
	}
	var err error
	if toArray {
		err = r.dev.Memcpy2DToArray(a, int(wOff), int(hOff), m, int(pitch), int(width), int(height))
	} else {
		err = r.dev.Memcpy2DFromArray(m, int(pitch), a, int(wOff), int(hOff), int(width), int(height))
	}
	if err != nil {
		return r.texErr(name, err, ErrorInvalidValue)
	}
	r.advanceCopy(width*height, dev || !toArray, dev || toArray)
	return Success
}

// MemcpyArrayToArray is cudaMemcpy2DArrayToArray (and the 1D
// cudaMemcpyArrayToArray, height 1): offsets and width in bytes.
func (r *Runtime) MemcpyArrayToArray(t Thread, name string, dst uintptr, wOffDst, hOffDst uint64, src uintptr, wOffSrc, hOffSrc, width, height uint64, kind int) Error {
	return r.call(t, name, func() Error {
		if e := r.streamOp(0, true); e != Success {
			return e
		}
		if _, _, e := copyWant(kind); e != Success {
			return e
		}
		d, e := r.array(dst, false)
		if e != Success {
			return e
		}
		s, e := r.array(src, false)
		if e != Success {
			return e
		}
		if width == 0 || height == 0 {
			return Success
		}
		el := uint64(s.Elem())
		if width%el != 0 || wOffDst%el != 0 || wOffSrc%el != 0 {
			return ErrorInvalidValue
		}
		err := r.dev.Memcpy3D(&ptxsim.Memcpy3DParms{SrcArray: s, SrcPos: ptxsim.Pos{X: int(wOffSrc / el), Y: int(hOffSrc)},
			DstArray: d, DstPos: ptxsim.Pos{X: int(wOffDst / el), Y: int(hOffDst)},
			Extent: ptxsim.Extent{Width: int(width / el), Height: int(height), Depth: 1}})
		if err != nil {
			return r.texErr(name, err, ErrorInvalidValue)
		}
		r.advanceCopy(width*height, true, true)
		return Success
	})
}

// memcpy3DArray is cudaMemcpy3D with a CUDA array on one side or both
// (Memcpy3D hands it over): positions and width in elements on the
// array side, in bytes on a linear side.
func (r *Runtime) memcpy3DArray(p *cstruct) Error {
	pos := func(name string) ptxsim.Pos {
		b := p.field(name)
		return ptxsim.Pos{X: int(le64(b, 0)), Y: int(le64(b, 8)), Z: int(le64(b, 16))}
	}
	kind, _ := p.get("kind")
	ws, wd, e := copyWant(int(kind))
	if e != Success {
		return e
	}
	eb := p.field("extent")
	ext := ptxsim.Extent{Width: int(le64(eb, 0)), Height: int(le64(eb, 8)), Depth: int(le64(eb, 16))}
	if ext.Width == 0 || ext.Height == 0 || ext.Depth == 0 {
		return Success
	}
	q := &ptxsim.Memcpy3DParms{SrcPos: pos("srcPos"), DstPos: pos("dstPos"), Extent: ext}
	var elem int
	resolve := func(arrField string) (*ptxsim.Array, Error) {
		h, _ := p.get(arrField)
		if h == 0 {
			return nil, Success
		}
		a, e := r.array(uintptr(h), false)
		if e == Success {
			elem = a.Elem()
		}
		return a, e
	}
	if q.SrcArray, e = resolve("srcArray"); e != Success {
		return e
	}
	if q.DstArray, e = resolve("dstArray"); e != Success {
		return e
	}
	rowBytes := uint64(ext.Width * elem)
	devSide := [2]bool{true, true}
	for i, side := range []struct {
		arr  *ptxsim.Array
		ptr  string
		want int
		pos  ptxsim.Pos
		out  *ptxsim.PitchedPtr
	}{{q.SrcArray, "srcPtr", ws, q.SrcPos, &q.SrcPtr}, {q.DstArray, "dstPtr", wd, q.DstPos, &q.DstPtr}} {
		if side.arr != nil {
			continue
		}
		b := p.field(side.ptr)
		ptr, pitch, ysize := le64(b, 0), le64(b, 8), le64(b, 24)
		if ysize == 0 {
			ysize = uint64(ext.Height + side.pos.Y)
		}
		span := uint64(side.pos.Z+ext.Depth-1)*ysize*pitch + uint64(side.pos.Y+ext.Height-1)*pitch + uint64(side.pos.X) + rowBytes
		m, dev, e := r.linearMem("cudaMemcpy3D", ptr, span, side.want)
		if e != Success {
			return e
		}
		*side.out = ptxsim.PitchedPtr{Mem: m, Pitch: int(pitch), XSize: int(le64(b, 16)), YSize: int(ysize)}
		devSide[i] = dev
	}
	if err := r.dev.Memcpy3D(q); err != nil {
		return r.texErr("cudaMemcpy3D", err, ErrorInvalidValue)
	}
	r.advanceCopy(rowBytes*uint64(ext.Height*ext.Depth), devSide[0], devSide[1])
	return Success
}

// resourceDesc reads a cudaResourceDesc (the union at byte 8).
func (r *Runtime) resourceDesc(p uintptr) (*ptxsim.ResourceDesc, Error) {
	b := hostBytes(p, 64)
	rd := &ptxsim.ResourceDesc{Type: ptxsim.ResourceType(le32(b, 0))}
	switch rd.Type {
	case ptxsim.ResourceTypeArray, ptxsim.ResourceTypeMipmappedArray:
		a, e := r.array(uintptr(le64(b, 8)), rd.Type == ptxsim.ResourceTypeMipmappedArray)
		if e != Success {
			return nil, e
		}
		rd.Array = a
	case ptxsim.ResourceTypeLinear, ptxsim.ResourceTypePitch2D:
		rd.DevPtr = le64(b, 8)
		rd.Desc = channelDesc(p + 16)
		if rd.Type == ptxsim.ResourceTypeLinear {
			rd.SizeInBytes = le64(b, 40)
		} else {
			rd.Width, rd.Height, rd.PitchInBytes = int(le64(b, 40)), int(le64(b, 48)), int(le64(b, 56))
		}
		if !r.deviceAccessible(rd.DevPtr, 1) {
			r.diag("texture resource: 0x%x is not device memory", rd.DevPtr)
			return nil, ErrorInvalidValue
		}
	default:
		return nil, ErrorInvalidValue
	}
	return rd, Success
}

func (r *Runtime) putResourceDesc(p uintptr, rd *ptxsim.ResourceDesc) {
	l := r.api.Structs["cudaResourceDesc"]
	n := uint64(64)
	if l != nil {
		n = uint64(l.Size)
	}
	clear(hostBytes(p, n))
	putU32(p, uint32(rd.Type))
	switch rd.Type {
	case ptxsim.ResourceTypeArray, ptxsim.ResourceTypeMipmappedArray:
		putU64(p+8, uint64(r.tex.handles[rd.Array.Array]))
	default:
		putU64(p+8, rd.DevPtr)
		putChannelDesc(p+16, rd.Desc)
		if rd.Type == ptxsim.ResourceTypeLinear {
			putU64(p+40, rd.SizeInBytes)
		} else {
			putU64(p+40, uint64(rd.Width))
			putU64(p+48, uint64(rd.Height))
			putU64(p+56, uint64(rd.PitchInBytes))
		}
	}
}

// textureDescSize is the bytes of the cudaTextureDesc a call reads: 72
// with seamlessCubemap (CUDA 12 on, and 11.8's _v2 functions), else 68.
func (r *Runtime) textureDescSize(v2 bool) int {
	if v2 || r.cfg.APIVersion >= 12000 {
		return 72
	}
	return 68
}

func textureDesc(p uintptr, size int) *ptxsim.TextureDesc {
	b := hostBytes(p, uint64(size))
	i := func(o int) int32 { return int32(le32(b, o)) }
	f := func(o int) float32 { return math.Float32frombits(le32(b, o)) }
	td := &ptxsim.TextureDesc{
		FilterMode: ptxsim.TextureFilterMode(i(12)), ReadMode: ptxsim.TextureReadMode(i(16)), SRGB: i(20) != 0,
		NormalizedCoords: i(40) != 0, MaxAnisotropy: uint32(i(44)), MipmapFilterMode: ptxsim.TextureFilterMode(i(48)),
		MipmapLevelBias: f(52), MinMipmapLevelClamp: f(56), MaxMipmapLevelClamp: f(60), DisableTrilinearOptimization: i(64) != 0,
	}
	for k := 0; k < 3; k++ {
		td.AddressMode[k] = ptxsim.TextureAddressMode(i(4 * k))
	}
	for k := 0; k < 4; k++ {
		td.BorderColor[k] = f(24 + 4*k)
	}
	if size >= 72 {
		td.SeamlessCubemap = i(68) != 0
	}
	return td
}

func putTextureDesc(p uintptr, td *ptxsim.TextureDesc, size int) {
	clear(hostBytes(p, uint64(size)))
	for k := 0; k < 3; k++ {
		putU32(p+uintptr(4*k), uint32(td.AddressMode[k]))
	}
	putU32(p+12, uint32(td.FilterMode))
	putU32(p+16, uint32(td.ReadMode))
	putU32(p+20, uint32(b2i(td.SRGB)))
	for k := 0; k < 4; k++ {
		putU32(p+24+uintptr(4*k), math.Float32bits(td.BorderColor[k]))
	}
	putU32(p+40, uint32(b2i(td.NormalizedCoords)))
	putU32(p+44, td.MaxAnisotropy)
	putU32(p+48, uint32(td.MipmapFilterMode))
	putU32(p+52, math.Float32bits(td.MipmapLevelBias))
	putU32(p+56, math.Float32bits(td.MinMipmapLevelClamp))
	putU32(p+60, math.Float32bits(td.MaxMipmapLevelClamp))
	putU32(p+64, uint32(b2i(td.DisableTrilinearOptimization)))
	if size >= 72 {
		putU32(p+68, uint32(b2i(td.SeamlessCubemap)))
	}
}

// CreateTextureObject is cudaCreateTextureObject (v2: 11.8's _v2 form,
// whose descriptor has seamlessCubemap). Resource views are not
// supported.
func (r *Runtime) CreateTextureObject(t Thread, name string, out, res, tex, view uintptr, v2 bool) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || res == 0 || tex == 0 {
			return ErrorInvalidValue
		}
		if view != 0 {
			return r.unsupported(name + " with a resource view")
		}
		rd, e := r.resourceDesc(res)
		if e != Success {
			return e
		}
		h, err := r.dev.CreateTextureObject(rd, textureDesc(tex, r.textureDescSize(v2)))
		if err != nil {
			return r.texErr(name, err, ErrorInvalidValue)
		}
		putU64(out, uint64(h))
		return Success
	})
}

// CreateSurfaceObject is cudaCreateSurfaceObject.
func (r *Runtime) CreateSurfaceObject(t Thread, out, res uintptr) Error {
	return r.call(t, "cudaCreateSurfaceObject", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || res == 0 {
			return ErrorInvalidValue
		}
		rd, e := r.resourceDesc(res)
		if e != Success {
			return e
		}
		if rd.Type != ptxsim.ResourceTypeArray {
			return ErrorInvalidValue
		}
		h, err := r.dev.CreateSurfaceObject(rd)
		if err != nil {
			return r.texErr("cudaCreateSurfaceObject", err, ErrorInvalidValue)
		}
		putU64(out, uint64(h))
		return Success
	})
}

// DestroyObject is cudaDestroyTextureObject and cudaDestroySurfaceObject
// (surface); the null handle is accepted.
func (r *Runtime) DestroyObject(t Thread, name string, h uint64, surface bool) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if h == 0 {
			return Success
		}
		var err error
		if surface {
			err = r.dev.DestroySurfaceObject(ptxsim.SurfaceObject(h))
		} else {
			err = r.dev.DestroyTextureObject(ptxsim.TextureObject(h))
		}
		if err != nil {
			return r.texErr(name, err, ErrorInvalidValue)
		}
		return Success
	})
}

// GetObjectResourceDesc is cudaGetTextureObjectResourceDesc and
// cudaGetSurfaceObjectResourceDesc (surface).
func (r *Runtime) GetObjectResourceDesc(t Thread, name string, out uintptr, h uint64, surface bool) Error {
	return r.call(t, name, func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		var rd *ptxsim.ResourceDesc
		if surface {
			s, err := r.dev.Device.SurfaceObject(h)
			if err != nil {
				return r.texErr(name, err, ErrorInvalidValue)
			}
			rd = &ptxsim.ResourceDesc{Type: ptxsim.ResourceTypeArray, Array: &ptxsim.Array{Array: s.Array}}
		} else {
			var err error
			if rd, err = r.dev.TextureObjectResourceDesc(ptxsim.TextureObject(h)); err != nil {
				return r.texErr(name, err, ErrorInvalidValue)
			}
		}
		r.putResourceDesc(out, rd)
		return Success
	})
}

// GetTextureObjectTextureDesc is cudaGetTextureObjectTextureDesc (v2:
// 11.8's _v2 form).
func (r *Runtime) GetTextureObjectTextureDesc(t Thread, name string, out uintptr, h uint64, v2 bool) Error {
	return r.call(t, name, func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		td, err := r.dev.TextureObjectTextureDesc(ptxsim.TextureObject(h))
		if err != nil {
			return r.texErr(name, err, ErrorInvalidValue)
		}
		putTextureDesc(out, td, r.textureDescSize(v2))
		return Success
	})
}

// RegisterTexture is __cudaRegisterTexture and __cudaRegisterSurface
// (surface): the host variable of a texture<>/surface<> reference and the
// name of its .texref/.surfref; norm is the reference's read mode
// (cudaReadModeNormalizedFloat).
func (r *Runtime) RegisterTexture(t Thread, handle, hostVar uintptr, deviceName string, dim int, norm, surface bool) {
	name := "__cudaRegisterTexture"
	if surface {
		name = "__cudaRegisterSurface"
	}
	r.call(t, name, func() Error {
		fb := r.fatbins[handle]
		if fb == nil {
			r.diag("%s(%s): unknown fat binary handle 0x%x", name, deviceName, handle)
			return ErrorInvalidResourceHandle
		}
		r.texInit()
		r.tex.refs[hostVar] = &texRef{name: refSymbol(deviceName), fb: fb, surface: surface, dim: dim, norm: norm}
		return Success
	})
}

// refSymbol turns the C++ name nvcc registers a reference under
// ("::tex", "::ns::tex") into its PTX symbol ("tex", "_ZN2ns3texE").
func refSymbol(name string) string {
	parts := strings.Split(strings.TrimPrefix(name, "::"), "::")
	if len(parts) == 1 {
		return parts[0]
	}
	var b strings.Builder
	b.WriteString("_ZN")
	for _, p := range parts {
		b.WriteString(strconv.Itoa(len(p)))
		b.WriteString(p)
	}
	b.WriteString("E")
	return b.String()
}

// ref resolves a registered reference, loading its module.
func (r *Runtime) ref(hostVar uintptr, surface bool) (*texRef, Error) {
	ref := r.tex.refs[hostVar]
	if ref == nil || ref.surface != surface {
		if surface {
			return nil, ErrorInvalidSurface
		}
		return nil, ErrorInvalidTexture
	}
	if e := r.load(ref.fb); e != Success {
		return nil, e
	}
	return ref, Success
}

// refTextureDesc reads a textureReference's attributes as a texture
// description: {int normalized; filterMode; addressMode[3];
// cudaChannelFormatDesc channelDesc; int sRGB; unsigned maxAnisotropy;
// mipmapFilterMode; float mipmapLevelBias, minMipmapLevelClamp,
// maxMipmapLevelClamp; ...}. The read mode is the reference's type's
// (registered).
func refTextureDesc(p uintptr, norm bool) *ptxsim.TextureDesc {
	b := hostBytes(p, 64)
	i := func(o int) int32 { return int32(le32(b, o)) }
	f := func(o int) float32 { return math.Float32frombits(le32(b, o)) }
	td := &ptxsim.TextureDesc{NormalizedCoords: i(0) != 0, FilterMode: ptxsim.TextureFilterMode(i(4)),
		SRGB: i(40) != 0, MaxAnisotropy: uint32(i(44)), MipmapFilterMode: ptxsim.TextureFilterMode(i(48)),
		MipmapLevelBias: f(52), MinMipmapLevelClamp: f(56), MaxMipmapLevelClamp: f(60)}
	for k := 0; k < 3; k++ {
		td.AddressMode[k] = ptxsim.TextureAddressMode(i(8 + 4*k))
	}
	if norm {
		td.ReadMode = ptxsim.ReadModeNormalizedFloat
	}
	return td
}

// BindTexture is cudaBindTexture (pitch and height 0: linear memory of
// size bytes), cudaBindTexture2D (pitch2D) and cudaBindTextureToArray /
// cudaBindTextureToMipmappedArray (arr != 0, mip). The texture is bound
// at devPtr itself, so *offset is 0.
func (r *Runtime) BindTexture(t Thread, name string, offset, texref uintptr, devPtr uint64, desc uintptr, size, w, h, pitch uint64, arr uintptr, mip bool) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if texref == 0 {
			return ErrorInvalidTexture
		}
		ref, e := r.ref(texref, false)
		if e != Success {
			return e
		}
		rd := &ptxsim.ResourceDesc{}
		switch {
		case arr != 0:
			a, e := r.array(arr, mip)
			if e != Success {
				return e
			}
			rd.Type, rd.Array = ptxsim.ResourceTypeArray, a
			if mip {
				rd.Type = ptxsim.ResourceTypeMipmappedArray
			}
		case desc == 0:
			return ErrorInvalidChannelDescriptor
		case !r.deviceAccessible(devPtr, 1):
			return ErrorInvalidDevicePointer
		case pitch == 0 && h == 0:
			rd.Type, rd.DevPtr, rd.Desc, rd.SizeInBytes = ptxsim.ResourceTypeLinear, devPtr, channelDesc(desc), size
		default:
			rd.Type, rd.DevPtr, rd.Desc = ptxsim.ResourceTypePitch2D, devPtr, channelDesc(desc)
			rd.Width, rd.Height, rd.PitchInBytes = int(w), int(h), int(pitch)
		}
		if offset != 0 {
			putU64(offset, 0)
		}
		td := refTextureDesc(texref, ref.norm)
		if err := ref.fb.mod.BindTexture(ref.name, rd, td); err != nil {
			return r.texErr(name, err, ErrorInvalidValue)
		}
		return Success
	})
}

// UnbindTexture is cudaUnbindTexture: a later fetch through the
// reference faults as unbound.
func (r *Runtime) UnbindTexture(t Thread, texref uintptr) Error {
	return r.call(t, "cudaUnbindTexture", func() Error {
		ref, e := r.ref(texref, false)
		if e != Success {
			return e
		}
		if err := ref.fb.mod.UnbindTexture(ref.name); err != nil {
			return r.texErr("cudaUnbindTexture", err, ErrorInvalidValue)
		}
		return Success
	})
}

// BindSurfaceToArray is cudaBindSurfaceToArray.
func (r *Runtime) BindSurfaceToArray(t Thread, surfref, arr uintptr) Error {
	return r.call(t, "cudaBindSurfaceToArray", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		ref, e := r.ref(surfref, true)
		if e != Success {
			return e
		}
		a, e := r.array(arr, false)
		if e != Success {
			return e
		}
		if err := ref.fb.mod.BindSurface(ref.name, a); err != nil {
			return r.texErr("cudaBindSurfaceToArray", err, ErrorInvalidSurface)
		}
		return Success
	})
}

// GetReference is cudaGetTextureReference / cudaGetSurfaceReference: the
// reference registered for a symbol is its host variable.
func (r *Runtime) GetReference(t Thread, name string, out, symbol uintptr, surface bool) Error {
	return r.call(t, name, func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		if ref := r.tex.refs[symbol]; ref == nil || ref.surface != surface {
			if surface {
				return ErrorInvalidSurface
			}
			return ErrorInvalidTexture
		}
		putU64(out, uint64(symbol))
		return Success
	})
}
