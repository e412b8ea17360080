package main

// #include "helpers.h"
import "C"

import "unsafe"

// CUDA arrays, texture and surface objects and (CUDA 11.8) texture and
// surface references: package cudart's texture.go holds the semantics.

//export cudaCreateChannelDesc
func cudaCreateChannelDesc(x, y, z, w C.int, f C.int) C.struct_ptxsim_channel_desc {
	return C.struct_ptxsim_channel_desc{x: x, y: y, z: z, w: w, f: f}
}

//export cudaMallocArray
func cudaMallocArray(array unsafe.Pointer, desc unsafe.Pointer, width, height C.size_t, flags C.uint) C.int {
	return ret(R().MallocArray(tid(), "cudaMallocArray", p(array), p(desc), uint64(width), uint64(height), 0, 0, uint32(flags)))
}

//export cudaMalloc3DArray
func cudaMalloc3DArray(array unsafe.Pointer, desc unsafe.Pointer, ext C.struct_ptxsim_extent, flags C.uint) C.int {
	return ret(R().MallocArray(tid(), "cudaMalloc3DArray", p(array), p(desc), uint64(ext.width), uint64(ext.height), uint64(ext.depth), 0, uint32(flags)))
}

//export cudaMallocMipmappedArray
func cudaMallocMipmappedArray(array unsafe.Pointer, desc unsafe.Pointer, ext C.struct_ptxsim_extent, levels, flags C.uint) C.int {
	if levels == 0 {
		levels = 1 // CUDA: 0 levels is read as 1
	}
	return ret(R().MallocArray(tid(), "cudaMallocMipmappedArray", p(array), p(desc), uint64(ext.width), uint64(ext.height), uint64(ext.depth), uint32(levels), uint32(flags)))
}

//export cudaFreeArray
func cudaFreeArray(array unsafe.Pointer) C.int {
	return ret(R().FreeArray(tid(), "cudaFreeArray", p(array), false))
}

//export cudaFreeMipmappedArray
func cudaFreeMipmappedArray(array unsafe.Pointer) C.int {
	return ret(R().FreeArray(tid(), "cudaFreeMipmappedArray", p(array), true))
}

//export cudaGetMipmappedArrayLevel
func cudaGetMipmappedArrayLevel(levelArray unsafe.Pointer, mip unsafe.Pointer, level C.uint) C.int {
	return ret(R().GetMipmappedArrayLevel(tid(), p(levelArray), p(mip), uint32(level)))
}

//export cudaGetChannelDesc
func cudaGetChannelDesc(desc unsafe.Pointer, array unsafe.Pointer) C.int {
	return ret(R().GetChannelDesc(tid(), p(desc), p(array)))
}

//export cudaArrayGetInfo
func cudaArrayGetInfo(desc, extent unsafe.Pointer, flags *C.uint, array unsafe.Pointer) C.int {
	return ret(R().ArrayGetInfo(tid(), p(desc), p(extent), p(unsafe.Pointer(flags)), p(array)))
}

//export cudaMemcpy2DToArray
func cudaMemcpy2DToArray(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.int) C.int {
	return ret(R().Memcpy2DArray(tid(), "cudaMemcpy2DToArray", true, p(dst), uint64(wOffset), uint64(hOffset), u64(src), uint64(spitch), uint64(width), uint64(height), int(kind), 0, false))
}

//export cudaMemcpy2DToArrayAsync
func cudaMemcpy2DToArrayAsync(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().Memcpy2DArray(tid(), "cudaMemcpy2DToArrayAsync", true, p(dst), uint64(wOffset), uint64(hOffset), u64(src), uint64(spitch), uint64(width), uint64(height), int(kind), p(stream), true))
}

//export cudaMemcpy2DFromArray
func cudaMemcpy2DFromArray(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, wOffset, hOffset, width, height C.size_t, kind C.int) C.int {
	return ret(R().Memcpy2DArray(tid(), "cudaMemcpy2DFromArray", false, p(src), uint64(wOffset), uint64(hOffset), u64(dst), uint64(dpitch), uint64(width), uint64(height), int(kind), 0, false))
}

//export cudaMemcpy2DFromArrayAsync
func cudaMemcpy2DFromArrayAsync(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, wOffset, hOffset, width, height C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().Memcpy2DArray(tid(), "cudaMemcpy2DFromArrayAsync", false, p(src), uint64(wOffset), uint64(hOffset), u64(dst), uint64(dpitch), uint64(width), uint64(height), int(kind), p(stream), true))
}

//export cudaMemcpyToArray
func cudaMemcpyToArray(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, count C.size_t, kind C.int) C.int {
	return ret(R().MemcpyArray(tid(), "cudaMemcpyToArray", true, p(dst), uint64(wOffset), uint64(hOffset), u64(src), uint64(count), int(kind), 0, false))
}

//export cudaMemcpyToArrayAsync
func cudaMemcpyToArrayAsync(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, count C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().MemcpyArray(tid(), "cudaMemcpyToArrayAsync", true, p(dst), uint64(wOffset), uint64(hOffset), u64(src), uint64(count), int(kind), p(stream), true))
}

//export cudaMemcpyFromArray
func cudaMemcpyFromArray(dst unsafe.Pointer, src unsafe.Pointer, wOffset, hOffset, count C.size_t, kind C.int) C.int {
	return ret(R().MemcpyArray(tid(), "cudaMemcpyFromArray", false, p(src), uint64(wOffset), uint64(hOffset), u64(dst), uint64(count), int(kind), 0, false))
}

//export cudaMemcpyFromArrayAsync
func cudaMemcpyFromArrayAsync(dst unsafe.Pointer, src unsafe.Pointer, wOffset, hOffset, count C.size_t, kind C.int, stream unsafe.Pointer) C.int {
	return ret(R().MemcpyArray(tid(), "cudaMemcpyFromArrayAsync", false, p(src), uint64(wOffset), uint64(hOffset), u64(dst), uint64(count), int(kind), p(stream), true))
}

//export cudaMemcpy2DArrayToArray
func cudaMemcpy2DArrayToArray(dst unsafe.Pointer, wOffsetDst, hOffsetDst C.size_t, src unsafe.Pointer, wOffsetSrc, hOffsetSrc, width, height C.size_t, kind C.int) C.int {
	return ret(R().MemcpyArrayToArray(tid(), "cudaMemcpy2DArrayToArray", p(dst), uint64(wOffsetDst), uint64(hOffsetDst), p(src), uint64(wOffsetSrc), uint64(hOffsetSrc), uint64(width), uint64(height), int(kind)))
}

//export cudaMemcpyArrayToArray
func cudaMemcpyArrayToArray(dst unsafe.Pointer, wOffsetDst, hOffsetDst C.size_t, src unsafe.Pointer, wOffsetSrc, hOffsetSrc, count C.size_t, kind C.int) C.int {
	return ret(R().MemcpyArrayToArray(tid(), "cudaMemcpyArrayToArray", p(dst), uint64(wOffsetDst), uint64(hOffsetDst), p(src), uint64(wOffsetSrc), uint64(hOffsetSrc), uint64(count), 1, int(kind)))
}

//export cudaCreateTextureObject
func cudaCreateTextureObject(obj unsafe.Pointer, res, tex, view unsafe.Pointer) C.int {
	return ret(R().CreateTextureObject(tid(), "cudaCreateTextureObject", p(obj), p(res), p(tex), p(view), false))
}

//export cudaCreateTextureObject_v2
func cudaCreateTextureObject_v2(obj unsafe.Pointer, res, tex, view unsafe.Pointer) C.int {
	return ret(R().CreateTextureObject(tid(), "cudaCreateTextureObject_v2", p(obj), p(res), p(tex), p(view), true))
}

//export cudaDestroyTextureObject
func cudaDestroyTextureObject(obj C.uint64_t) C.int {
	return ret(R().DestroyObject(tid(), "cudaDestroyTextureObject", uint64(obj), false))
}

//export cudaGetTextureObjectResourceDesc
func cudaGetTextureObjectResourceDesc(res unsafe.Pointer, obj C.uint64_t) C.int {
	return ret(R().GetObjectResourceDesc(tid(), "cudaGetTextureObjectResourceDesc", p(res), uint64(obj), false))
}

//export cudaGetTextureObjectTextureDesc
func cudaGetTextureObjectTextureDesc(tex unsafe.Pointer, obj C.uint64_t) C.int {
	return ret(R().GetTextureObjectTextureDesc(tid(), "cudaGetTextureObjectTextureDesc", p(tex), uint64(obj), false))
}

//export cudaGetTextureObjectTextureDesc_v2
func cudaGetTextureObjectTextureDesc_v2(tex unsafe.Pointer, obj C.uint64_t) C.int {
	return ret(R().GetTextureObjectTextureDesc(tid(), "cudaGetTextureObjectTextureDesc_v2", p(tex), uint64(obj), true))
}

//export cudaCreateSurfaceObject
func cudaCreateSurfaceObject(obj unsafe.Pointer, res unsafe.Pointer) C.int {
	return ret(R().CreateSurfaceObject(tid(), p(obj), p(res)))
}

//export cudaDestroySurfaceObject
func cudaDestroySurfaceObject(obj C.uint64_t) C.int {
	return ret(R().DestroyObject(tid(), "cudaDestroySurfaceObject", uint64(obj), true))
}

//export cudaGetSurfaceObjectResourceDesc
func cudaGetSurfaceObjectResourceDesc(res unsafe.Pointer, obj C.uint64_t) C.int {
	return ret(R().GetObjectResourceDesc(tid(), "cudaGetSurfaceObjectResourceDesc", p(res), uint64(obj), true))
}

// Texture and surface references (CUDA 11.8; CUDA 12 removed them).

//export cudaBindTexture
func cudaBindTexture(offset unsafe.Pointer, texref unsafe.Pointer, devPtr unsafe.Pointer, desc unsafe.Pointer, size C.size_t) C.int {
	return ret(R().BindTexture(tid(), "cudaBindTexture", p(offset), p(texref), u64(devPtr), p(desc), uint64(size), 0, 0, 0, 0, false))
}

//export cudaBindTexture2D
func cudaBindTexture2D(offset unsafe.Pointer, texref unsafe.Pointer, devPtr unsafe.Pointer, desc unsafe.Pointer, width, height, pitch C.size_t) C.int {
	return ret(R().BindTexture(tid(), "cudaBindTexture2D", p(offset), p(texref), u64(devPtr), p(desc), 0, uint64(width), uint64(height), uint64(pitch), 0, false))
}

//export cudaBindTextureToArray
func cudaBindTextureToArray(texref unsafe.Pointer, array unsafe.Pointer, desc unsafe.Pointer) C.int {
	return ret(R().BindTexture(tid(), "cudaBindTextureToArray", 0, p(texref), 0, p(desc), 0, 0, 0, 0, p(array), false))
}

//export cudaBindTextureToMipmappedArray
func cudaBindTextureToMipmappedArray(texref unsafe.Pointer, mip unsafe.Pointer, desc unsafe.Pointer) C.int {
	return ret(R().BindTexture(tid(), "cudaBindTextureToMipmappedArray", 0, p(texref), 0, p(desc), 0, 0, 0, 0, p(mip), true))
}

//export cudaUnbindTexture
func cudaUnbindTexture(texref unsafe.Pointer) C.int {
	return ret(R().UnbindTexture(tid(), p(texref)))
}

//export cudaBindSurfaceToArray
func cudaBindSurfaceToArray(surfref unsafe.Pointer, array unsafe.Pointer, desc unsafe.Pointer) C.int {
	return ret(R().BindSurfaceToArray(tid(), p(surfref), p(array)))
}

//export cudaGetTextureReference
func cudaGetTextureReference(texref unsafe.Pointer, symbol unsafe.Pointer) C.int {
	return ret(R().GetReference(tid(), "cudaGetTextureReference", p(texref), p(symbol), false))
}

//export cudaGetSurfaceReference
func cudaGetSurfaceReference(surfref unsafe.Pointer, symbol unsafe.Pointer) C.int {
	return ret(R().GetReference(tid(), "cudaGetSurfaceReference", p(surfref), p(symbol), true))
}

//export cudaGetTextureAlignmentOffset
func cudaGetTextureAlignmentOffset(offset *C.size_t, texref unsafe.Pointer) C.int {
	if offset != nil {
		*offset = 0 // references are bound at the address given
	}
	return 0
}
