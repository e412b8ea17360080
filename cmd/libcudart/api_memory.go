package main

// #include "helpers.h"
import "C"

import (
	"unsafe"

	"github.com/ptxsim/ptxsim/cmd/libcudart/cudart"
)

// Memory: allocation, copies, symbols, host and managed memory.

func u64(x unsafe.Pointer) uint64 { return uint64(uintptr(x)) }

//export cudaMalloc
func cudaMalloc(devPtr unsafe.Pointer, size C.size_t) C.int {
	return ret(R().Malloc(tid(), p(devPtr), uint64(size)))
}

//export cudaFree
func cudaFree(devPtr unsafe.Pointer) C.int { return ret(R().Free(tid(), u64(devPtr))) }

//export cudaMallocHost
func cudaMallocHost(ptr unsafe.Pointer, size C.size_t) C.int {
	return ret(R().MallocHost(tid(), "cudaMallocHost", p(ptr), uint64(size), 0))
}

//export cudaHostAlloc
func cudaHostAlloc(ptr unsafe.Pointer, size C.size_t, flags C.uint) C.int {
	return ret(R().MallocHost(tid(), "cudaHostAlloc", p(ptr), uint64(size), uint32(flags)))
}

//export cudaFreeHost
func cudaFreeHost(ptr unsafe.Pointer) C.int { return ret(R().FreeHost(tid(), u64(ptr))) }

//export cudaMallocManaged
func cudaMallocManaged(devPtr unsafe.Pointer, size C.size_t, flags C.uint) C.int {
	return ret(R().MallocManaged(tid(), p(devPtr), uint64(size), uint32(flags)))
}

//export cudaHostRegister
func cudaHostRegister(ptr unsafe.Pointer, size C.size_t, flags C.uint) C.int {
	return ret(R().HostRegister(tid(), u64(ptr), uint64(size), uint32(flags)))
}

//export cudaHostUnregister
func cudaHostUnregister(ptr unsafe.Pointer) C.int { return ret(R().HostUnregister(tid(), u64(ptr))) }

//export cudaHostGetDevicePointer
func cudaHostGetDevicePointer(pDevice unsafe.Pointer, pHost unsafe.Pointer, flags C.uint) C.int {
	return ret(R().HostGetDevicePointer(tid(), p(pDevice), u64(pHost), uint32(flags)))
}

//export cudaHostGetFlags
func cudaHostGetFlags(pFlags unsafe.Pointer, pHost unsafe.Pointer) C.int {
	return ret(R().HostGetFlags(tid(), p(pFlags), u64(pHost)))
}

//export cudaMemGetInfo
func cudaMemGetInfo(free, total unsafe.Pointer) C.int {
	return ret(R().MemGetInfo(tid(), p(free), p(total)))
}

//export cudaPointerGetAttributes
func cudaPointerGetAttributes(attributes unsafe.Pointer, ptr unsafe.Pointer) C.int {
	return ret(R().PointerGetAttributes(tid(), p(attributes), u64(ptr)))
}

//export cudaMemcpy
func cudaMemcpy(dst, src unsafe.Pointer, count C.size_t, kind C.int) C.int {
	return ret(R().Memcpy(tid(), u64(dst), u64(src), uint64(count), int(kind), 0, false))
}

//export cudaMemcpyAsync
func cudaMemcpyAsync(dst, src unsafe.Pointer, count C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().Memcpy(tid(), u64(dst), u64(src), uint64(count), int(kind), p(stream), true))
}

//export cudaMemcpyPeer
func cudaMemcpyPeer(dst unsafe.Pointer, dstDevice C.int, src unsafe.Pointer, srcDevice C.int, count C.size_t) C.int {
	if dstDevice != 0 || srcDevice != 0 {
		return ret(R().Fail(tid(), "cudaMemcpyPeer", cudart.ErrorInvalidDevice))
	}
	return ret(R().Memcpy(tid(), u64(dst), u64(src), uint64(count), cudart.MemcpyDeviceToDevice, 0, false))
}

//export cudaMemcpyPeerAsync
func cudaMemcpyPeerAsync(dst unsafe.Pointer, dstDevice C.int, src unsafe.Pointer, srcDevice C.int, count C.size_t, stream unsafe.Pointer) C.int {
	if dstDevice != 0 || srcDevice != 0 {
		return ret(R().Fail(tid(), "cudaMemcpyPeerAsync", cudart.ErrorInvalidDevice))
	}
	return ret(R().Memcpy(tid(), u64(dst), u64(src), uint64(count), cudart.MemcpyDeviceToDevice, p(stream), true))
}

//export cudaMemset
func cudaMemset(devPtr unsafe.Pointer, value C.int, count C.size_t) C.int {
	return ret(R().Memset(tid(), u64(devPtr), byte(value), uint64(count), 0, false))
}

//export cudaMemsetAsync
func cudaMemsetAsync(devPtr unsafe.Pointer, value C.int, count C.size_t, stream unsafe.Pointer) C.int {
	return ret(R().Memset(tid(), u64(devPtr), byte(value), uint64(count), p(stream), true))
}

//export cudaMallocPitch
func cudaMallocPitch(devPtr unsafe.Pointer, pitch unsafe.Pointer, width, height C.size_t) C.int {
	return ret(R().MallocPitch(tid(), p(devPtr), p(pitch), uint64(width), uint64(height)))
}

//export cudaMalloc3D
func cudaMalloc3D(pitchedDevPtr unsafe.Pointer, ext C.struct_ptxsim_extent) C.int {
	return ret(R().Malloc3D(tid(), p(pitchedDevPtr), uint64(ext.width), uint64(ext.height), uint64(ext.depth)))
}

//export cudaMemcpy2D
func cudaMemcpy2D(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.int) C.int {
	return ret(R().Memcpy2D(tid(), u64(dst), uint64(dpitch), u64(src), uint64(spitch), uint64(width), uint64(height), int(kind), 0, false))
}

//export cudaMemcpy2DAsync
func cudaMemcpy2DAsync(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().Memcpy2D(tid(), u64(dst), uint64(dpitch), u64(src), uint64(spitch), uint64(width), uint64(height), int(kind), p(stream), true))
}

//export cudaMemset2D
func cudaMemset2D(devPtr unsafe.Pointer, pitch C.size_t, value C.int, width, height C.size_t) C.int {
	return ret(R().Memset2D(tid(), u64(devPtr), uint64(pitch), byte(value), uint64(width), uint64(height), 0, false))
}

//export cudaMemset2DAsync
func cudaMemset2DAsync(devPtr unsafe.Pointer, pitch C.size_t, value C.int, width, height C.size_t, stream unsafe.Pointer) C.int {
	return ret(R().Memset2D(tid(), u64(devPtr), uint64(pitch), byte(value), uint64(width), uint64(height), p(stream), true))
}

//export cudaMemset3D
func cudaMemset3D(pp C.struct_ptxsim_pitched_ptr, value C.int, ext C.struct_ptxsim_extent) C.int {
	return ret(R().Memset3D(tid(), u64(pp.ptr), uint64(pp.pitch), uint64(pp.ysize), byte(value), uint64(ext.width), uint64(ext.height), uint64(ext.depth), 0, false))
}

//export cudaMemset3DAsync
func cudaMemset3DAsync(pp C.struct_ptxsim_pitched_ptr, value C.int, ext C.struct_ptxsim_extent, stream unsafe.Pointer) C.int {
	return ret(R().Memset3D(tid(), u64(pp.ptr), uint64(pp.pitch), uint64(pp.ysize), byte(value), uint64(ext.width), uint64(ext.height), uint64(ext.depth), p(stream), true))
}

//export cudaMemcpy3D
func cudaMemcpy3D(parms unsafe.Pointer) C.int { return ret(R().Memcpy3D(tid(), p(parms), 0, false)) }

//export cudaMemcpy3DAsync
func cudaMemcpy3DAsync(parms unsafe.Pointer, stream unsafe.Pointer) C.int {
	return ret(R().Memcpy3D(tid(), p(parms), p(stream), true))
}

//export cudaMemcpyToSymbol
func cudaMemcpyToSymbol(symbol, src unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().MemcpyToSymbol(tid(), p(symbol), u64(src), uint64(count), uint64(offset), int(kind), 0, false))
}

//export cudaMemcpyToSymbolAsync
func cudaMemcpyToSymbolAsync(symbol, src unsafe.Pointer, count, offset C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().MemcpyToSymbol(tid(), p(symbol), u64(src), uint64(count), uint64(offset), int(kind), p(stream), true))
}

//export cudaMemcpyFromSymbol
func cudaMemcpyFromSymbol(dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().MemcpyFromSymbol(tid(), u64(dst), p(symbol), uint64(count), uint64(offset), int(kind), 0, false))
}

//export cudaMemcpyFromSymbolAsync
func cudaMemcpyFromSymbolAsync(dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().MemcpyFromSymbol(tid(), u64(dst), p(symbol), uint64(count), uint64(offset), int(kind), p(stream), true))
}

//export cudaGetSymbolAddress
func cudaGetSymbolAddress(devPtr, symbol unsafe.Pointer) C.int {
	return ret(R().GetSymbolAddress(tid(), p(devPtr), p(symbol)))
}

//export cudaGetSymbolSize
func cudaGetSymbolSize(size, symbol unsafe.Pointer) C.int {
	return ret(R().GetSymbolSize(tid(), p(size), p(symbol)))
}

// memLocation splits a cudaMemLocation passed by value (8 bytes in one
// register: type, then id) into a device number (-1: the host).
func memLocation(v C.uint64_t) int64 {
	typ, id := int32(uint32(v)), int32(uint32(v>>32))
	if typ == 1 { // cudaMemLocationTypeDevice
		return int64(id)
	}
	return -1
}

// cudaMemPrefetchAsync: before CUDA 13 (ptr, count, int dstDevice,
// stream); from 13 (ptr, count, cudaMemLocation, flags, stream). The
// arguments sit in the same registers either way.
//
//export cudaMemPrefetchAsync
func cudaMemPrefetchAsync(devPtr unsafe.Pointer, count C.size_t, a3, a4 C.uint64_t, a5 unsafe.Pointer) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		return ret(r.MemHint(tid(), "cudaMemPrefetchAsync", u64(devPtr), uint64(count), 0, memLocation(a3), p(a5)))
	}
	return ret(r.MemHint(tid(), "cudaMemPrefetchAsync", u64(devPtr), uint64(count), 0, int64(int32(uint32(a3))), uintptr(a4)))
}

//export cudaMemPrefetchAsync_v2
func cudaMemPrefetchAsync_v2(devPtr unsafe.Pointer, count C.size_t, loc C.uint64_t, flags C.uint, stream unsafe.Pointer) C.int {
	return ret(R().MemHint(tid(), "cudaMemPrefetchAsync_v2", u64(devPtr), uint64(count), 0, memLocation(loc), p(stream)))
}

// cudaMemAdvise: before CUDA 13 (ptr, count, advice, int device); from 13
// (ptr, count, advice, cudaMemLocation).
//
//export cudaMemAdvise
func cudaMemAdvise(devPtr unsafe.Pointer, count C.size_t, advice C.int, a4 C.uint64_t) C.int {
	r := R()
	dev := int64(int32(uint32(a4)))
	if r.APIVersion() >= 13000 {
		dev = memLocation(a4)
	}
	return ret(r.MemHint(tid(), "cudaMemAdvise", u64(devPtr), uint64(count), int(advice), dev, 0))
}

//export cudaMemAdvise_v2
func cudaMemAdvise_v2(devPtr unsafe.Pointer, count C.size_t, advice C.int, loc C.uint64_t) C.int {
	return ret(R().MemHint(tid(), "cudaMemAdvise_v2", u64(devPtr), uint64(count), int(advice), memLocation(loc), 0))
}

//export cudaMemRangeGetAttribute
func cudaMemRangeGetAttribute(data unsafe.Pointer, dataSize C.size_t, attribute C.int, devPtr unsafe.Pointer, count C.size_t) C.int {
	return ret(R().MemRangeGetAttribute(tid(), "cudaMemRangeGetAttribute", u64(data), uint64(dataSize), int(attribute), u64(devPtr), uint64(count)))
}

//export cudaMemRangeGetAttributes
func cudaMemRangeGetAttributes(data, dataSizes, attributes unsafe.Pointer, num C.size_t, devPtr unsafe.Pointer, count C.size_t) C.int {
	return ret(R().MemRangeGetAttributes(tid(), u64(data), u64(dataSizes), u64(attributes), uint64(num), u64(devPtr), uint64(count)))
}

//export cudaStreamAttachMemAsync
func cudaStreamAttachMemAsync(stream unsafe.Pointer, devPtr unsafe.Pointer, length C.size_t, flags C.uint) C.int {
	return ret(R().Accept(tid(), "cudaStreamAttachMemAsync"))
}
