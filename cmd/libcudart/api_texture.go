package main

// #include "helpers.h"
import "C"

import "unsafe"

// CUDA arrays and texture/surface objects: the texture engine is another
// issue's work. Until it lands these functions keep programs going: the
// creating calls hand out a unique non-null handle and return
// cudaErrorNotSupported (one log line), the destroying calls accept the
// handles, and cudaCreateChannelDesc builds its struct.

//export cudaCreateChannelDesc
func cudaCreateChannelDesc(x, y, z, w C.int, f C.int) C.struct_ptxsim_channel_desc {
	return C.struct_ptxsim_channel_desc{x: x, y: y, z: z, w: w, f: f}
}

//export cudaMallocArray
func cudaMallocArray(array unsafe.Pointer, desc unsafe.Pointer, width, height C.size_t, flags C.uint) C.int {
	return ret(R().Placeholder(tid(), "cudaMallocArray", p(array)))
}

//export cudaMalloc3DArray
func cudaMalloc3DArray(array unsafe.Pointer, desc unsafe.Pointer, ext C.struct_ptxsim_extent, flags C.uint) C.int {
	return ret(R().Placeholder(tid(), "cudaMalloc3DArray", p(array)))
}

//export cudaMallocMipmappedArray
func cudaMallocMipmappedArray(array unsafe.Pointer, desc unsafe.Pointer, ext C.struct_ptxsim_extent, levels, flags C.uint) C.int {
	return ret(R().Placeholder(tid(), "cudaMallocMipmappedArray", p(array)))
}

//export cudaCreateTextureObject
func cudaCreateTextureObject(obj unsafe.Pointer, res, tex, view unsafe.Pointer) C.int {
	return ret(R().Placeholder(tid(), "cudaCreateTextureObject", p(obj)))
}

//export cudaCreateSurfaceObject
func cudaCreateSurfaceObject(obj unsafe.Pointer, res unsafe.Pointer) C.int {
	return ret(R().Placeholder(tid(), "cudaCreateSurfaceObject", p(obj)))
}

//export cudaFreeArray
func cudaFreeArray(array unsafe.Pointer) C.int {
	return ret(R().ReleasePlaceholder(tid(), "cudaFreeArray", p(array)))
}

//export cudaFreeMipmappedArray
func cudaFreeMipmappedArray(array unsafe.Pointer) C.int {
	return ret(R().ReleasePlaceholder(tid(), "cudaFreeMipmappedArray", p(array)))
}

//export cudaDestroyTextureObject
func cudaDestroyTextureObject(obj C.uint64_t) C.int {
	return ret(R().ReleasePlaceholder(tid(), "cudaDestroyTextureObject", uintptr(obj)))
}

//export cudaDestroySurfaceObject
func cudaDestroySurfaceObject(obj C.uint64_t) C.int {
	return ret(R().ReleasePlaceholder(tid(), "cudaDestroySurfaceObject", uintptr(obj)))
}
