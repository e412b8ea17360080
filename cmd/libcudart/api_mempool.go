package main

// #include "helpers.h"
import "C"

import "unsafe"

// Memory pools and the stream-ordered allocator (cudart/mempool.go).

//export cudaMallocAsync
func cudaMallocAsync(devPtr unsafe.Pointer, size C.size_t, stream unsafe.Pointer) C.int {
	return ret(R().MallocFromPool(tid(), "cudaMallocAsync", p(devPtr), uint64(size), 0, p(stream)))
}

//export cudaMallocFromPoolAsync
func cudaMallocFromPoolAsync(devPtr unsafe.Pointer, size C.size_t, pool, stream unsafe.Pointer) C.int {
	return ret(R().MallocFromPool(tid(), "cudaMallocFromPoolAsync", p(devPtr), uint64(size), p(pool), p(stream)))
}

//export cudaFreeAsync
func cudaFreeAsync(devPtr unsafe.Pointer, stream unsafe.Pointer) C.int {
	return ret(R().FreeAsync(tid(), u64(devPtr), p(stream)))
}

//export cudaDeviceGetDefaultMemPool
func cudaDeviceGetDefaultMemPool(pool unsafe.Pointer, device C.int) C.int {
	return ret(R().DeviceGetMemPool(tid(), "cudaDeviceGetDefaultMemPool", p(pool), int64(device), true))
}

//export cudaDeviceGetMemPool
func cudaDeviceGetMemPool(pool unsafe.Pointer, device C.int) C.int {
	return ret(R().DeviceGetMemPool(tid(), "cudaDeviceGetMemPool", p(pool), int64(device), false))
}

//export cudaDeviceSetMemPool
func cudaDeviceSetMemPool(device C.int, pool unsafe.Pointer) C.int {
	return ret(R().DeviceSetMemPool(tid(), int64(device), p(pool)))
}

//export cudaMemPoolCreate
func cudaMemPoolCreate(pool, props unsafe.Pointer) C.int {
	return ret(R().MemPoolCreate(tid(), p(pool), p(props)))
}

//export cudaMemPoolDestroy
func cudaMemPoolDestroy(pool unsafe.Pointer) C.int { return ret(R().MemPoolDestroy(tid(), p(pool))) }

//export cudaMemPoolGetAttribute
func cudaMemPoolGetAttribute(pool unsafe.Pointer, attr C.int, value unsafe.Pointer) C.int {
	return ret(R().MemPoolAttribute(tid(), p(pool), int64(attr), p(value), false))
}

//export cudaMemPoolSetAttribute
func cudaMemPoolSetAttribute(pool unsafe.Pointer, attr C.int, value unsafe.Pointer) C.int {
	return ret(R().MemPoolAttribute(tid(), p(pool), int64(attr), p(value), true))
}

//export cudaMemPoolTrimTo
func cudaMemPoolTrimTo(pool unsafe.Pointer, minBytesToKeep C.size_t) C.int {
	return ret(R().MemPoolTrimTo(tid(), p(pool)))
}

//export cudaMemPoolSetAccess
func cudaMemPoolSetAccess(pool, descs unsafe.Pointer, count C.size_t) C.int {
	return ret(R().MemPoolSetAccess(tid(), p(pool), p(descs), uint64(count)))
}

//export cudaMemPoolGetAccess
func cudaMemPoolGetAccess(flags, pool, location unsafe.Pointer) C.int {
	return ret(R().MemPoolGetAccess(tid(), p(flags), p(pool), p(location)))
}
