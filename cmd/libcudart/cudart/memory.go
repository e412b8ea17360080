package cudart

// Memory: device allocations (ptxsim global memory), host-shared ones
// (mmap'd in the device window, mapped into the device at the same
// address) and registered host memory; copies of every kind.

import (
	"encoding/binary"
	"math/bits"
	"sort"

	"github.com/ptxsim/ptxsim"
)

type allocKind uint8

const (
	allocDevice     allocKind = iota + 1 // cudaMalloc, cudaMallocPitch, cudaMalloc3D
	allocHost                            // cudaMallocHost, cudaHostAlloc: pinned, mapped
	allocManaged                         // cudaMallocManaged
	allocRegistered                      // cudaHostRegister'ed host memory
)

// allocation is one allocation the program made through the runtime.
type allocation struct {
	base  uint64
	size  uint64
	kind  allocKind
	flags uint32
	host  []byte  // host-shared kinds: the host pages
	pool  uintptr // cudaMallocAsync: the memory pool it came from
	graph bool    // a graph allocation (memory node, cudaMallocAsync in a capture)
}

// inWindow reports whether an address lies in the device window, where
// only allocations the runtime made are host-accessible.
func inWindow(p uint64) bool { return p >= windowBase && p < windowEnd }

// hostAccessible reports whether host code may touch [p, p+n): ordinary
// host memory, or host-shared memory the runtime mapped.
func (r *Runtime) hostAccessible(p, n uint64) bool {
	if !inWindow(p) && (n == 0 || !inWindow(p+n-1)) {
		return true
	}
	base, size, ok := r.dev.Lookup(p)
	if !ok {
		return false
	}
	a := r.allocs[base]
	if a == nil || a.host == nil {
		// A managed variable's memory is host-shared too.
		return r.isManagedVar(base) && p-base+n <= size
	}
	return p-base+n <= a.size
}

func (r *Runtime) isManagedVar(base uint64) bool {
	for _, v := range r.vars {
		if v.managed && v.addr == base && v.shared != nil {
			return true
		}
	}
	return false
}

// deviceAccessible reports whether [p, p+n) is device memory a copy can
// use (an allocation, a mapping or a module variable).
func (r *Runtime) deviceAccessible(p, n uint64) bool {
	base, size, ok := r.dev.Lookup(p)
	return ok && p-base+n <= size
}

// Malloc is cudaMalloc.
func (r *Runtime) Malloc(t Thread, out uintptr, size uint64) Error {
	return r.call(t, "cudaMalloc", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		p, e := r.malloc(size)
		if e != Success {
			return e
		}
		putU64(out, p)
		return Success
	})
}

func (r *Runtime) totalMem() uint64 {
	if v := r.attr("total_mem"); v > 0 {
		return uint64(v)
	}
	return 80 << 30
}

func (r *Runtime) malloc(size uint64) (uint64, Error) {
	if size == 0 {
		return 0, Success // CUDA returns a null pointer for 0 bytes
	}
	if size > r.totalMem()-r.usedBytes || size > 1<<40 {
		r.diag("cudaMalloc of %d bytes: out of memory (%d of %d bytes in use)", size, r.usedBytes, r.totalMem())
		return 0, ErrorMemoryAllocation
	}
	p, err := r.dev.Malloc(size)
	if err != nil {
		r.diag("cudaMalloc of %d bytes: %v", size, err)
		return 0, ErrorMemoryAllocation
	}
	r.allocs[p] = &allocation{base: p, size: size, kind: allocDevice}
	r.usedBytes += size
	return p, Success
}

// Free is cudaFree.
func (r *Runtime) Free(t Thread, p uint64) Error {
	return r.call(t, "cudaFree", func() Error {
		if e := r.synchronize(); e != Success {
			return e
		}
		if p == 0 {
			return Success
		}
		a := r.allocs[p]
		if a == nil || a.kind == allocHost || a.kind == allocRegistered {
			r.diag("cudaFree(0x%x): not a pointer returned by cudaMalloc or cudaMallocManaged", p)
			return ErrorInvalidValue
		}
		return r.release(a)
	})
}

func (r *Runtime) release(a *allocation) Error {
	delete(r.allocs, a.base)
	if a.graph {
		r.graphMemUsed -= a.size
	}
	delete(r.memHints, a.base)
	switch a.kind {
	case allocDevice:
		r.poolRelease(a)
		r.usedBytes -= a.size
		if err := r.dev.Free(a.base); err != nil {
			r.diag("free 0x%x: %v", a.base, err)
		}
	case allocHost, allocManaged:
		if a.kind == allocManaged {
			r.usedBytes -= a.size
		}
		r.dev.Unmap(a.base)
		sharedFree(uintptr(a.base), uint64(len(a.host)))
	case allocRegistered:
		r.dev.Unmap(a.base)
	}
	return Success
}

// sharedAllocation makes a host-shared allocation of one kind.
func (r *Runtime) sharedAllocation(size uint64, kind allocKind, flags uint32) (uint64, Error) {
	if size > 1<<40 {
		return 0, ErrorMemoryAllocation
	}
	addr, mem, err := sharedAlloc(max(size, 1))
	if err != nil {
		r.diag("%v", err)
		return 0, ErrorMemoryAllocation
	}
	if err := r.dev.MapExternal(uint64(addr), mem); err != nil {
		sharedFree(addr, uint64(len(mem)))
		r.diag("%v", err)
		return 0, ErrorMemoryAllocation
	}
	r.allocs[uint64(addr)] = &allocation{base: uint64(addr), size: size, kind: kind, flags: flags, host: mem}
	if kind == allocManaged {
		r.usedBytes += size
	}
	return uint64(addr), Success
}

// MallocHost is cudaMallocHost and cudaHostAlloc: page-locked host memory,
// always mapped (the device reaches it at the same address, as on UVA
// systems).
func (r *Runtime) MallocHost(t Thread, name string, out uintptr, size uint64, flags uint32) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || flags&^(HostAllocPortable|HostAllocMapped|HostAllocWriteCombined) != 0 {
			return ErrorInvalidValue
		}
		p, e := r.sharedAllocation(size, allocHost, flags|HostAllocMapped)
		if e != Success {
			return e
		}
		putU64(out, p)
		return Success
	})
}

// FreeHost is cudaFreeHost.
func (r *Runtime) FreeHost(t Thread, p uint64) Error {
	return r.call(t, "cudaFreeHost", func() Error {
		if e := r.synchronize(); e != Success {
			return e
		}
		if p == 0 {
			return Success
		}
		a := r.allocs[p]
		if a == nil || a.kind != allocHost {
			r.diag("cudaFreeHost(0x%x): not a pointer returned by cudaMallocHost or cudaHostAlloc", p)
			return ErrorInvalidValue
		}
		return r.release(a)
	})
}

// MallocManaged is cudaMallocManaged.
func (r *Runtime) MallocManaged(t Thread, out uintptr, size uint64, flags uint32) Error {
	return r.call(t, "cudaMallocManaged", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || flags&^(MemAttachGlobal|MemAttachHost) != 0 || flags == 0 {
			return ErrorInvalidValue
		}
		if size == 0 {
			return ErrorInvalidValue
		}
		if size > r.totalMem()-r.usedBytes {
			return ErrorMemoryAllocation
		}
		p, e := r.sharedAllocation(size, allocManaged, flags)
		if e != Success {
			return e
		}
		putU64(out, p)
		return Success
	})
}

// HostRegister is cudaHostRegister: the program's own pages become
// device-accessible at their host address (device pointer == host
// pointer).
func (r *Runtime) HostRegister(t Thread, p, size uint64, flags uint32) Error {
	return r.call(t, "cudaHostRegister", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if p == 0 || size == 0 || flags&^(HostRegisterPortable|HostRegisterMapped|HostRegisterIoMemory|HostRegisterReadOnly) != 0 {
			return ErrorInvalidValue
		}
		if inWindow(p) || inWindow(p+size-1) {
			r.diag("cudaHostRegister(0x%x, %d): not ordinary host memory", p, size)
			return ErrorInvalidValue
		}
		if _, _, ok := r.dev.Lookup(p); ok {
			return ErrorHostMemoryAlreadyRegistered
		}
		mem := hostBytes(uintptr(p), size)
		// Touch both ends: a bad range fails here, not in a kernel.
		_ = mem[0] + mem[size-1]
		if err := r.dev.MapExternal(p, mem); err != nil {
			r.diag("cudaHostRegister(0x%x, %d): %v", p, size, err)
			return ErrorHostMemoryAlreadyRegistered
		}
		r.allocs[p] = &allocation{base: p, size: size, kind: allocRegistered, flags: flags, host: mem}
		return Success
	})
}

// HostUnregister is cudaHostUnregister.
func (r *Runtime) HostUnregister(t Thread, p uint64) Error {
	return r.call(t, "cudaHostUnregister", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		a := r.allocs[p]
		if a == nil || a.kind != allocRegistered {
			return ErrorHostMemoryNotRegistered
		}
		return r.release(a)
	})
}

// HostGetDevicePointer is cudaHostGetDevicePointer: the same address.
func (r *Runtime) HostGetDevicePointer(t Thread, out uintptr, p uint64, flags uint32) Error {
	return r.call(t, "cudaHostGetDevicePointer", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || flags != 0 {
			return ErrorInvalidValue
		}
		base, _, ok := r.dev.Lookup(p)
		if a := r.allocs[base]; !ok || a == nil || (a.kind != allocHost && a.kind != allocRegistered && a.kind != allocManaged) {
			return ErrorInvalidValue
		}
		putU64(out, p)
		return Success
	})
}

// HostGetFlags is cudaHostGetFlags.
func (r *Runtime) HostGetFlags(t Thread, out uintptr, p uint64) Error {
	return r.call(t, "cudaHostGetFlags", func() Error {
		base, _, ok := r.dev.Lookup(p)
		a := r.allocs[base]
		if !ok || a == nil || a.kind != allocHost {
			return ErrorInvalidValue
		}
		putU32(out, a.flags)
		return Success
	})
}

// MemGetInfo is cudaMemGetInfo.
func (r *Runtime) MemGetInfo(t Thread, free, total uintptr) Error {
	return r.call(t, "cudaMemGetInfo", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if free != 0 {
			putU64(free, r.totalMem()-r.usedBytes)
		}
		if total != 0 {
			putU64(total, r.totalMem())
		}
		return Success
	})
}

// PointerGetAttributes is cudaPointerGetAttributes (the CUDA 11+ layout:
// type, device, devicePointer, hostPointer).
func (r *Runtime) PointerGetAttributes(t Thread, out uintptr, p uint64) Error {
	return r.call(t, "cudaPointerGetAttributes", func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		l := r.api.Structs["cudaPointerAttributes"]
		s := newCStruct(l)
		typ, dev, dptr, hptr := int64(MemoryTypeUnregistered), int64(-2), uint64(0), p
		if base, _, ok := r.dev.Lookup(p); ok {
			a := r.allocs[base]
			dev, dptr, hptr = 0, p, 0
			switch {
			case a == nil && r.isManagedVar(base):
				typ, hptr = MemoryTypeManaged, p
			case a == nil || a.kind == allocDevice:
				typ = MemoryTypeDevice
			case a.kind == allocManaged:
				typ, hptr = MemoryTypeManaged, p
			default:
				typ, hptr = MemoryTypeHost, p
			}
		} else if inWindow(p) {
			r.diag("cudaPointerGetAttributes(0x%x): not an allocated device address", p)
			return ErrorInvalidValue
		}
		s.set("type", typ)
		s.set("memoryType", typ) // the pre-11 name, where a layout has it
		s.set("device", dev)
		s.set("devicePointer", int64(dptr))
		s.set("hostPointer", int64(hptr))
		s.set("isManaged", b2i(typ == MemoryTypeManaged))
		copy(hostBytes(out, uint64(l.Size)), s.b)
		return Success
	})
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// access is one side of a copy: how to read or write n bytes at an
// address.
type side struct {
	addr   uint64
	device bool // through the simulated device's memory
}

// classify decides where a copy's pointer lives, checking it against the
// direction the program gave (dev: the kind says device; host: host;
// neither: cudaMemcpyDefault, infer).
func (r *Runtime) classify(p, n uint64, want int) (side, Error) {
	dev := r.deviceAccessible(p, n)
	host := r.hostAccessible(p, n)
	switch want {
	case 1: // device
		if !dev {
			return side{}, ErrorInvalidValue
		}
		return side{p, true}, Success
	case 0: // host
		if !host {
			return side{}, ErrorInvalidValue
		}
		if dev {
			return side{p, true}, Success // host-shared: either view
		}
		return side{p, false}, Success
	}
	if dev {
		return side{p, true}, Success
	}
	if host {
		return side{p, false}, Success
	}
	return side{}, ErrorInvalidValue
}

// copyBytes copies n bytes between two sides.
func (r *Runtime) copyBytes(dst, src side, n uint64) Error {
	if n == 0 {
		return Success
	}
	var err error
	switch {
	case !src.device && !dst.device:
		copy(hostBytes(uintptr(dst.addr), n), hostBytes(uintptr(src.addr), n))
	case !src.device:
		err = r.dev.Write(dst.addr, hostBytes(uintptr(src.addr), n))
	case !dst.device:
		err = r.dev.Read(src.addr, hostBytes(uintptr(dst.addr), n))
	default:
		err = r.copyDevice(dst.addr, src.addr, n)
	}
	if err != nil {
		r.diag("copy of %d bytes from 0x%x to 0x%x: %v", n, src.addr, dst.addr, err)
		return ErrorInvalidValue
	}
	return Success
}

// copyPiece bounds the host buffer of a device-to-device copy.
const copyPiece = 1 << 20

// copyDevice copies n bytes between device addresses through a buffer of
// at most copyPiece bytes (device memory is lazily backed: a copy of a
// 100 GB allocation costs host memory only for the chunks it writes), back
// to front when the destination overlaps the source's end, as memmove.
func (r *Runtime) copyDevice(dst, src, n uint64) error {
	buf := make([]byte, min(n, copyPiece))
	backward := dst > src && dst-src < n
	for done := uint64(0); done < n; {
		l := min(n-done, copyPiece)
		off := done
		if backward {
			off = n - done - l
		}
		b := buf[:l]
		if err := r.dev.Read(src+off, b); err != nil {
			return err
		}
		if err := r.dev.Write(dst+off, b); err != nil {
			return err
		}
		done += l
	}
	return nil
}

// memcpy is one copy of every kind, with CUDA's checks; the simulated
// clock advances by its estimated duration.
func (r *Runtime) memcpy(name string, dst, src, n uint64, kind int) Error {
	if kind < MemcpyHostToHost || kind > MemcpyDefault {
		return ErrorInvalidMemcpyDirection
	}
	if n == 0 {
		return Success
	}
	if dst == 0 || src == 0 {
		return ErrorInvalidValue
	}
	wantSrc, wantDst := -1, -1
	switch kind {
	case MemcpyHostToHost:
		wantSrc, wantDst = 0, 0
	case MemcpyHostToDevice:
		wantSrc, wantDst = 0, 1
	case MemcpyDeviceToHost:
		wantSrc, wantDst = 1, 0
	case MemcpyDeviceToDevice:
		wantSrc, wantDst = 1, 1
	}
	s, e := r.classify(src, n, wantSrc)
	if e != Success {
		r.diag("%s: source 0x%x (%d bytes) is not %s memory the copy can read", name, src, n, sideName(wantSrc))
		return e
	}
	d, e := r.classify(dst, n, wantDst)
	if e != Success {
		r.diag("%s: destination 0x%x (%d bytes) is not %s memory the copy can write", name, dst, n, sideName(wantDst))
		return e
	}
	if e := r.copyBytes(d, s, n); e != Success {
		return e
	}
	r.advanceCopy(n, s.device, d.device)
	return Success
}

func sideName(w int) string {
	switch w {
	case 0:
		return "host"
	case 1:
		return "device"
	}
	return "allocated"
}

// Memcpy is cudaMemcpy (synchronous) and cudaMemcpyAsync (async: true).
func (r *Runtime) Memcpy(t Thread, dst, src, n uint64, kind int, stream uintptr, async bool) Error {
	name := "cudaMemcpy"
	if async {
		name = "cudaMemcpyAsync"
	}
	return r.call(t, name, func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		return r.enqueue(stream, nodeMemcpy, func() Error { return r.memcpy(name, dst, src, n, kind) })
	})
}

// streamOp checks what every stream operation checks: the stream handle,
// then (synchronous calls) the pending fault, else the sticky error.
func (r *Runtime) streamOp(stream uintptr, sync bool) Error {
	if e := r.checkStream(stream); e != Success {
		return e
	}
	if sync && r.capturing(stream) {
		return r.captureProhibited("a synchronous copy or memset", stream)
	}
	if e := r.legacyConflict("a copy or memset", stream); e != Success {
		return e
	}
	if sync {
		return r.synchronize()
	}
	return r.context()
}

// Memset is cudaMemset / cudaMemsetAsync.
func (r *Runtime) Memset(t Thread, p uint64, v byte, n uint64, stream uintptr, async bool) Error {
	name := "cudaMemset"
	if async {
		name = "cudaMemsetAsync"
	}
	return r.call(t, name, func() Error {
		if e := r.streamOp(stream, false); e != Success {
			return e
		}
		return r.enqueue(stream, nodeMemset, func() Error { return r.memset(name, p, v, n) })
	})
}

func (r *Runtime) memset(name string, p uint64, v byte, n uint64) Error {
	if n == 0 {
		return Success
	}
	if !r.deviceAccessible(p, n) {
		r.diag("%s: 0x%x (%d bytes) is not device memory", name, p, n)
		return ErrorInvalidValue
	}
	if err := r.dev.Memset(p, v, n); err != nil {
		r.diag("%s: %v", name, err)
		return ErrorInvalidValue
	}
	r.advanceCopy(n, true, true)
	return Success
}

// MallocPitch is cudaMallocPitch.
func (r *Runtime) MallocPitch(t Thread, out, pitchOut uintptr, width, height uint64) Error {
	return r.call(t, "cudaMallocPitch", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || pitchOut == 0 {
			return ErrorInvalidValue
		}
		pitch := ptxsim.RowPitch(width)
		n, ok := ptxsim.PitchedSize(width, height, 1)
		if !ok {
			r.diag("cudaMallocPitch of %d rows of %d bytes: out of memory", height, width)
			return ErrorMemoryAllocation
		}
		p, e := r.malloc(n)
		if e != Success {
			return e
		}
		putU64(out, p)
		putU64(pitchOut, pitch)
		return Success
	})
}

// Malloc3D is cudaMalloc3D: out is a cudaPitchedPtr {ptr, pitch, xsize,
// ysize}; extent is {width (bytes), height, depth}.
func (r *Runtime) Malloc3D(t Thread, out uintptr, width, height, depth uint64) Error {
	return r.call(t, "cudaMalloc3D", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		pitch := ptxsim.RowPitch(width)
		n, ok := ptxsim.PitchedSize(width, height, depth)
		if !ok {
			r.diag("cudaMalloc3D of %dx%dx%d bytes: out of memory", width, height, depth)
			return ErrorMemoryAllocation
		}
		p, e := r.malloc(n)
		if e != Success {
			return e
		}
		putU64(out, p)
		putU64(out+8, pitch)
		putU64(out+16, width)
		putU64(out+24, height)
		return Success
	})
}

// Memcpy2D is cudaMemcpy2D / cudaMemcpy2DAsync.
func (r *Runtime) Memcpy2D(t Thread, dst, dpitch, src, spitch, width, height uint64, kind int, stream uintptr, async bool) Error {
	return r.call(t, "cudaMemcpy2D", func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		if width > dpitch || width > spitch {
			return ErrorInvalidPitchValue
		}
		return r.enqueue(stream, nodeMemcpy, func() Error {
			if width == 0 && height > 0 {
				return r.memcpy("cudaMemcpy2D", dst, src, 0, kind) // empty rows: only the direction to check, however many
			}
			for y := uint64(0); y < height; y++ {
				if e := r.memcpy("cudaMemcpy2D", dst+y*dpitch, src+y*spitch, width, kind); e != Success {
					return e
				}
			}
			return Success
		})
	})
}

// Memset2D is cudaMemset2D / cudaMemset2DAsync.
func (r *Runtime) Memset2D(t Thread, p, pitch uint64, v byte, width, height uint64, stream uintptr, async bool) Error {
	return r.call(t, "cudaMemset2D", func() Error {
		if e := r.streamOp(stream, false); e != Success {
			return e
		}
		if width > pitch {
			return ErrorInvalidValue
		}
		return r.enqueue(stream, nodeMemset, func() Error {
			if width == 0 {
				return Success // empty rows: nothing to set however many
			}
			for y := uint64(0); y < height; y++ {
				if e := r.memset("cudaMemset2D", p+y*pitch, v, width); e != Success {
					return e
				}
			}
			return Success
		})
	})
}

// Memset3D is cudaMemset3D: a pitched pointer {ptr, pitch, xsize, ysize}
// and an extent {width, height, depth}.
func (r *Runtime) Memset3D(t Thread, ptr, pitch, ysize uint64, v byte, width, height, depth uint64, stream uintptr, async bool) Error {
	return r.call(t, "cudaMemset3D", func() Error {
		if e := r.streamOp(stream, false); e != Success {
			return e
		}
		if width > pitch || height > ysize && depth > 1 {
			return ErrorInvalidValue
		}
		if _, ok := pitchedEnd([3]uint64{}, pitch, ysize, width, height, depth); !ok {
			r.diag("cudaMemset3D: %dx%dx%d bytes at pitch %d, %d rows per slice: past the end of the address space", width, height, depth, pitch, ysize)
			return ErrorInvalidValue
		}
		return r.enqueue(stream, nodeMemset, func() Error {
			if width == 0 || height == 0 || depth == 0 {
				return Success // empty rows or slices: nothing to set however many
			}
			for z := uint64(0); z < depth; z++ {
				for y := uint64(0); y < height; y++ {
					if e := r.memset("cudaMemset3D", ptr+(z*ysize+y)*pitch, v, width); e != Success {
						return e
					}
				}
			}
			return Success
		})
	})
}

// Memcpy3D is cudaMemcpy3D / cudaMemcpy3DAsync (with CUDA arrays:
// memcpy3DArray).
func (r *Runtime) Memcpy3D(t Thread, parms uintptr, stream uintptr, async bool) Error {
	return r.call(t, "cudaMemcpy3D", func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		if parms == 0 {
			return ErrorInvalidValue
		}
		l := r.api.Structs["cudaMemcpy3DParms"]
		p := &cstruct{l: l, b: hostCopy(parms, uint64(l.Size))}
		return r.enqueue(stream, nodeMemcpy, func() Error { return r.memcpy3D(p) })
	})
}

// memcpy3D is the copy a cudaMemcpy3DParms describes, between pitched
// pointers or CUDA arrays (texture.go).
func (r *Runtime) memcpy3D(p *cstruct) Error {
	sa, _ := p.get("srcArray")
	da, _ := p.get("dstArray")
	if sa != 0 || da != 0 {
		return r.memcpy3DArray(p)
	}
	pos := func(name string) [3]uint64 {
		b := p.field(name)
		return [3]uint64{le64(b, 0), le64(b, 8), le64(b, 16)}
	}
	ptr := func(name string) [4]uint64 {
		b := p.field(name)
		return [4]uint64{le64(b, 0), le64(b, 8), le64(b, 16), le64(b, 24)}
	}
	sp, dp := pos("srcPos"), pos("dstPos")
	sptr, dptr := ptr("srcPtr"), ptr("dstPtr")
	ext := pos("extent")
	kind, _ := p.get("kind")
	w, h, d := ext[0], ext[1], ext[2]
	if w > sptr[1] || w > dptr[1] {
		return ErrorInvalidPitchValue
	}
	if w == 0 || h == 0 || d == 0 {
		return r.memcpy("cudaMemcpy3D", dptr[0], sptr[0], 0, int(kind)) // nothing to copy: only the direction to check
	}
	// Slices must hold the rows (else every slice could be the same
	// memory, and a huge depth an endless copy), and the last row must not
	// wrap around the address space.
	_, sok := pitchedEnd(sp, sptr[1], sptr[3], w, h, d)
	_, dok := pitchedEnd(dp, dptr[1], dptr[3], w, h, d)
	if d > 1 && (h+sp[1] > sptr[3] || h+dp[1] > dptr[3]) || !sok || !dok {
		r.diag("cudaMemcpy3D: a %dx%dx%d-byte copy does not fit its pitched pointers (pitch %d/%d, %d/%d rows per slice)", w, h, d, sptr[1], dptr[1], sptr[3], dptr[3])
		return ErrorInvalidValue
	}
	for z := uint64(0); z < d; z++ {
		for y := uint64(0); y < h; y++ {
			so := sptr[0] + ((z+sp[2])*sptr[3]+y+sp[1])*sptr[1] + sp[0]
			do := dptr[0] + ((z+dp[2])*dptr[3]+y+dp[1])*dptr[1] + dp[0]
			if e := r.memcpy("cudaMemcpy3D", do, so, w, int(kind)); e != Success {
				return e
			}
		}
	}
	return Success
}

// pitchedEnd is the offset past the last byte of a w x h x d region at
// pos (bytes, rows, slices) of pitched memory with the given pitch and
// rows per slice: ((pos[2]+d-1)*ysize + pos[1]+h-1)*pitch + pos[0] + w,
// false if it does not fit in 64 bits.
func pitchedEnd(pos [3]uint64, pitch, ysize, w, h, d uint64) (uint64, bool) {
	if w == 0 || h == 0 || d == 0 {
		return 0, true
	}
	mulAdd := func(a, b, c uint64) (uint64, bool) { // a*b + c
		hi, lo := bits.Mul64(a, b)
		sum, carry := bits.Add64(lo, c, 0)
		return sum, hi == 0 && carry == 0
	}
	z, c1 := bits.Add64(pos[2], d-1, 0)
	y, c2 := bits.Add64(pos[1], h-1, 0)
	x, c3 := bits.Add64(pos[0], w, 0)
	rows, ok1 := mulAdd(z, ysize, y)
	end, ok2 := mulAdd(rows, pitch, x)
	return end, c1 == 0 && c2 == 0 && c3 == 0 && ok1 && ok2
}

// unsupported reports a feature of an implemented function ptxsim lacks.
func (r *Runtime) unsupported(what string) Error {
	if !r.warned[what] {
		r.warned[what] = true
		r.diag("%s is not supported", what)
	}
	return ErrorNotSupported
}

// MemcpyToSymbol is cudaMemcpyToSymbol(Async): kind is HostToDevice,
// DeviceToDevice or Default.
func (r *Runtime) MemcpyToSymbol(t Thread, symbol uintptr, src, n, offset uint64, kind int, stream uintptr, async bool) Error {
	return r.call(t, "cudaMemcpyToSymbol", func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		addr, size, e := r.symbol(symbol)
		if e != Success {
			return e
		}
		if offset > size || n > size-offset {
			r.diag("cudaMemcpyToSymbol: %d bytes at offset %d overrun the %d-byte symbol", n, offset, size)
			return ErrorInvalidValue
		}
		if kind != MemcpyHostToDevice && kind != MemcpyDeviceToDevice && kind != MemcpyDefault {
			return ErrorInvalidMemcpyDirection
		}
		return r.enqueue(stream, nodeMemcpy, func() Error { return r.memcpy("cudaMemcpyToSymbol", addr+offset, src, n, kind) })
	})
}

// MemcpyFromSymbol is cudaMemcpyFromSymbol(Async).
func (r *Runtime) MemcpyFromSymbol(t Thread, dst uint64, symbol uintptr, n, offset uint64, kind int, stream uintptr, async bool) Error {
	return r.call(t, "cudaMemcpyFromSymbol", func() Error {
		if e := r.streamOp(stream, !async); e != Success {
			return e
		}
		addr, size, e := r.symbol(symbol)
		if e != Success {
			return e
		}
		if offset > size || n > size-offset {
			r.diag("cudaMemcpyFromSymbol: %d bytes at offset %d overrun the %d-byte symbol", n, offset, size)
			return ErrorInvalidValue
		}
		if kind != MemcpyDeviceToHost && kind != MemcpyDeviceToDevice && kind != MemcpyDefault {
			return ErrorInvalidMemcpyDirection
		}
		return r.enqueue(stream, nodeMemcpy, func() Error { return r.memcpy("cudaMemcpyFromSymbol", dst, addr+offset, n, kind) })
	})
}

// GetSymbolAddress is cudaGetSymbolAddress.
func (r *Runtime) GetSymbolAddress(t Thread, out uintptr, symbol uintptr) Error {
	return r.call(t, "cudaGetSymbolAddress", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		addr, _, e := r.symbol(symbol)
		if e != Success {
			return e
		}
		putU64(out, addr)
		return Success
	})
}

// GetSymbolSize is cudaGetSymbolSize.
func (r *Runtime) GetSymbolSize(t Thread, out uintptr, symbol uintptr) Error {
	return r.call(t, "cudaGetSymbolSize", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		_, size, e := r.symbol(symbol)
		if e != Success {
			return e
		}
		putU64(out, size)
		return Success
	})
}

// MemHint is cudaMemPrefetchAsync (advice 0) and cudaMemAdvise (advice:
// cudaMemAdviseSetReadMostly 1 ... UnsetAccessedBy 6) on managed memory:
// nothing moves (there is one copy), but the hint is recorded for
// cudaMemRangeGetAttribute(s). device is a device number or -1 (the CPU).
func (r *Runtime) MemHint(t Thread, name string, p, n uint64, advice int, device int64, stream uintptr) Error {
	return r.call(t, name, func() Error {
		if e := r.checkStream(stream); e != Success {
			return e
		}
		if e := r.context(); e != Success {
			return e
		}
		if advice < 0 || advice > adviseUnsetAccessedBy {
			r.diag("%s: advice %d is not a cudaMemoryAdvise", name, advice)
			return ErrorInvalidValue
		}
		needsDevice := advice == 0 || advice == adviseSetPreferredLocation || advice == adviseSetAccessedBy || advice == adviseUnsetAccessedBy
		if needsDevice && device != 0 && device != -1 {
			return ErrorInvalidDevice
		}
		base, ok := r.managedBase(name, p, n)
		if !ok {
			return ErrorInvalidValue
		}
		if r.memHints == nil {
			r.memHints = map[uint64][]memHint{}
		}
		h := memHint{lo: p, hi: p + n, advice: advice, device: device}
		// A record the new one covers, of the same kind, decides no byte
		// any more: dropping it keeps a program that prefetches or
		// advises the same range in a loop from growing the list.
		hs := r.memHints[base][:0]
		for _, o := range r.memHints[base] {
			if o.kind() != h.kind() || o.lo < h.lo || o.hi > h.hi {
				hs = append(hs, o)
			}
		}
		r.memHints[base] = append(hs, h)
		return Success
	})
}

// managedBase is the base of the managed allocation or __managed__
// variable holding [p, p+n), with a diagnostic when there is none.
func (r *Runtime) managedBase(name string, p, n uint64) (uint64, bool) {
	base, size, ok := r.dev.Lookup(p)
	a := r.allocs[base]
	managed := ok && (a != nil && a.kind == allocManaged || a == nil && r.isManagedVar(base))
	if !managed || p-base+n > size {
		r.diag("%s(0x%x, %d): not managed memory", name, p, n)
		return 0, false
	}
	return base, true
}

// cudaMemoryAdvise values.
const (
	adviseSetReadMostly          = 1
	adviseUnsetReadMostly        = 2
	adviseSetPreferredLocation   = 3
	adviseUnsetPreferredLocation = 4
	adviseSetAccessedBy          = 5
	adviseUnsetAccessedBy        = 6
)

// memHint is one cudaMemAdvise (advice > 0) or prefetch (advice 0) of
// [lo, hi).
type memHint struct {
	lo, hi uint64
	advice int
	device int64
}

// kind groups records that set and unset the same property (a
// prefetch, read-mostly, the preferred location, accessed-by one device):
// a later record of a kind overrides an earlier one where they overlap.
func (h memHint) kind() memHint {
	switch h.advice {
	case adviseUnsetReadMostly, adviseUnsetPreferredLocation, adviseUnsetAccessedBy:
		h.advice--
	}
	if h.advice != adviseSetAccessedBy {
		h.device = 0
	}
	h.lo, h.hi = 0, 0
	return h
}

// cudaMemRangeAttribute values (5-8 from CUDA 12.2: the location split
// into a cudaMemLocationType and an id).
const (
	rangeReadMostly               = 1
	rangePreferredLocation        = 2
	rangeAccessedBy               = 3
	rangeLastPrefetchLocation     = 4
	rangePreferredLocationType    = 5
	rangePreferredLocationID      = 6
	rangeLastPrefetchLocationType = 7
	rangeLastPrefetchLocationID   = 8
	invalidDeviceID               = -2         // cudaInvalidDeviceId
	invalidDeviceBits             = 0xfffffffe // -2 as a 32-bit int
)

// rangeValue evaluates one kind of hint over [p, p+n): each byte takes
// the value of the last record of that kind covering it (def where none
// does); the result is that value when every byte has the same, else
// mixed. value maps a record to the byte's value.
func rangeValue(hs []memHint, p, n uint64, def, mixed int64, value func(h memHint) (int64, bool)) int64 {
	cuts := []uint64{p, p + n}
	for _, h := range hs {
		if h.lo > p && h.lo < p+n {
			cuts = append(cuts, h.lo)
		}
		if h.hi > p && h.hi < p+n {
			cuts = append(cuts, h.hi)
		}
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	result, first := def, true
	for i := 0; i+1 < len(cuts); i++ {
		lo, hi := cuts[i], cuts[i+1]
		if lo == hi {
			continue
		}
		v := def
		for _, h := range hs {
			if h.lo <= lo && h.hi >= hi {
				if hv, ok := value(h); ok {
					v = hv
				}
			}
		}
		if first {
			result, first = v, false
		} else if v != result {
			return mixed
		}
	}
	return result
}

// MemRangeGetAttribute is cudaMemRangeGetAttribute (and, one attribute at
// a time, cudaMemRangeGetAttributes): what the advice and prefetches
// recorded for [p, p+n) of managed memory say, as CUDA answers for the
// pages of a range: ReadMostly 1 only when all of it is read-mostly; a
// location only when all of it has the same one, else cudaInvalidDeviceId
// (-2), as when none was set; AccessedBy the devices set for all of it,
// the rest of the array -2.
func (r *Runtime) MemRangeGetAttribute(t Thread, name string, data, size uint64, attr int, p, n uint64) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		return r.memRangeAttribute(name, data, size, attr, p, n)
	})
}

func (r *Runtime) memRangeAttribute(name string, data, size uint64, attr int, p, n uint64) Error {
	if data == 0 || n == 0 {
		return ErrorInvalidValue
	}
	scalar := attr != rangeAccessedBy
	if attr < rangeReadMostly || attr > rangeLastPrefetchLocationID || attr > rangeLastPrefetchLocation && r.cfg.APIVersion < 12020 {
		r.diag("%s: attribute %d is not a cudaMemRangeAttribute", name, attr)
		return ErrorInvalidValue
	}
	if scalar && size != 4 || !scalar && (size == 0 || size%4 != 0) {
		r.diag("%s: %d bytes of data for attribute %d", name, size, attr)
		return ErrorInvalidValue
	}
	base, ok := r.managedBase(name, p, n)
	if !ok {
		return ErrorInvalidValue
	}
	hs := r.memHints[base]
	loc := func(set, unset int) int64 {
		return rangeValue(hs, p, n, invalidDeviceID, invalidDeviceID, func(h memHint) (int64, bool) {
			switch h.advice {
			case set:
				return h.device, true
			case unset:
				return invalidDeviceID, true
			}
			return 0, false
		})
	}
	// A location as (cudaMemLocationType, id): device 1, host 2, invalid 0.
	locType := func(d int64) int64 {
		switch {
		case d >= 0:
			return 1
		case d == -1:
			return 2
		}
		return 0
	}
	prefetch := func() int64 {
		return rangeValue(hs, p, n, invalidDeviceID, invalidDeviceID, func(h memHint) (int64, bool) { return h.device, h.advice == 0 })
	}
	var v int64
	switch attr {
	case rangeReadMostly:
		v = rangeValue(hs, p, n, 0, 0, func(h memHint) (int64, bool) {
			switch h.advice {
			case adviseSetReadMostly:
				return 1, true
			case adviseUnsetReadMostly:
				return 0, true
			}
			return 0, false
		})
	case rangePreferredLocation:
		v = loc(adviseSetPreferredLocation, adviseUnsetPreferredLocation)
	case rangePreferredLocationType:
		v = locType(loc(adviseSetPreferredLocation, adviseUnsetPreferredLocation))
	case rangePreferredLocationID:
		v = loc(adviseSetPreferredLocation, adviseUnsetPreferredLocation)
	case rangeLastPrefetchLocation, rangeLastPrefetchLocationID:
		v = prefetch()
	case rangeLastPrefetchLocationType:
		v = locType(prefetch())
	case rangeAccessedBy:
		out := hostBytes(uintptr(data), size)
		k := 0
		for _, d := range []int64{0, -1} {
			set := rangeValue(hs, p, n, 0, 0, func(h memHint) (int64, bool) {
				if h.device != d || h.advice != adviseSetAccessedBy && h.advice != adviseUnsetAccessedBy {
					return 0, false
				}
				if h.advice == adviseSetAccessedBy {
					return 1, true
				}
				return 0, true
			})
			if set == 1 && 4*k+4 <= len(out) {
				binary.LittleEndian.PutUint32(out[4*k:], uint32(int32(d)))
				k++
			}
		}
		for ; 4*k+4 <= len(out); k++ {
			binary.LittleEndian.PutUint32(out[4*k:], invalidDeviceBits)
		}
		return Success
	}
	putU32(uintptr(data), uint32(int32(v)))
	return Success
}

// MemRangeGetAttributes is cudaMemRangeGetAttributes: count attributes,
// each into its own buffer.
func (r *Runtime) MemRangeGetAttributes(t Thread, data, sizes, attrs, count, p, n uint64) Error {
	const name = "cudaMemRangeGetAttributes"
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if count == 0 || data == 0 || sizes == 0 || attrs == 0 {
			return ErrorInvalidValue
		}
		for i := uint64(0); i < count; i++ {
			d, sz, a := getU64(uintptr(data+8*i)), getU64(uintptr(sizes+8*i)), int(int32(getU32(uintptr(attrs+4*i))))
			if e := r.memRangeAttribute(name, d, sz, a, p, n); e != Success {
				return e
			}
		}
		return Success
	})
}
