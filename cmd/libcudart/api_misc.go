package main

// #include "helpers.h"
import "C"

import "unsafe"

// Device and stream queries of one-GPU programs (cudart/devmisc.go).

//export cudaDeviceGetByPCIBusId
func cudaDeviceGetByPCIBusId(device unsafe.Pointer, pciBusId unsafe.Pointer) C.int {
	return ret(R().DeviceGetByPCIBusID(tid(), p(device), p(pciBusId)))
}

//export cudaDeviceEnablePeerAccess
func cudaDeviceEnablePeerAccess(peerDevice C.int, flags C.uint) C.int {
	return ret(R().PeerAccess(tid(), "cudaDeviceEnablePeerAccess", int64(peerDevice)))
}

//export cudaDeviceDisablePeerAccess
func cudaDeviceDisablePeerAccess(peerDevice C.int) C.int {
	return ret(R().PeerAccess(tid(), "cudaDeviceDisablePeerAccess", int64(peerDevice)))
}

//export cudaSetValidDevices
func cudaSetValidDevices(list unsafe.Pointer, n C.int) C.int {
	return ret(R().SetValidDevices(tid(), p(list), int64(n)))
}

//export cudaCtxResetPersistingL2Cache
func cudaCtxResetPersistingL2Cache() C.int {
	return ret(R().Accept(tid(), "cudaCtxResetPersistingL2Cache"))
}

//export cudaStreamSetAttribute
func cudaStreamSetAttribute(stream unsafe.Pointer, attr C.int, value unsafe.Pointer) C.int {
	return ret(R().StreamAttribute(tid(), p(stream), uint32(attr), p(value), true))
}

//export cudaStreamGetAttribute
func cudaStreamGetAttribute(stream unsafe.Pointer, attr C.int, value unsafe.Pointer) C.int {
	return ret(R().StreamAttribute(tid(), p(stream), uint32(attr), p(value), false))
}

//export cudaStreamCopyAttributes
func cudaStreamCopyAttributes(dst, src unsafe.Pointer) C.int {
	return ret(R().StreamCopyAttributes(tid(), p(dst), p(src)))
}

// The CUDA 3 thread-named aliases of the device functions (CUDA 11 and 12).

//export cudaThreadGetLimit
func cudaThreadGetLimit(value unsafe.Pointer, limit C.int) C.int {
	return ret(R().DeviceGetLimit(tid(), p(value), int64(limit)))
}

//export cudaThreadSetLimit
func cudaThreadSetLimit(limit C.int, value C.size_t) C.int {
	return ret(R().DeviceSetLimit(tid(), int64(limit), uint64(value)))
}

//export cudaThreadGetCacheConfig
func cudaThreadGetCacheConfig(cfg unsafe.Pointer) C.int { return cudaDeviceGetCacheConfig(cfg) }

//export cudaThreadSetCacheConfig
func cudaThreadSetCacheConfig(cfg C.int) C.int { return cudaDeviceSetCacheConfig(cfg) }

// cudaSetDoubleForDevice and cudaSetDoubleForHost (CUDA 11, deprecated):
// doubles need no conversion on devices of compute capability 1.3 and
// later.
//
//export cudaSetDoubleForDevice
func cudaSetDoubleForDevice(d unsafe.Pointer) C.int {
	return ret(R().Accept(tid(), "cudaSetDoubleForDevice"))
}

//export cudaSetDoubleForHost
func cudaSetDoubleForHost(d unsafe.Pointer) C.int {
	return ret(R().Accept(tid(), "cudaSetDoubleForHost"))
}

//export cudaStreamGetId
func cudaStreamGetId(stream, id unsafe.Pointer) C.int {
	return ret(R().StreamGetID(tid(), p(stream), p(id)))
}

//export cudaGetFuncBySymbol
func cudaGetFuncBySymbol(fn, symbol unsafe.Pointer) C.int {
	return ret(R().GetKernel(tid(), "cudaGetFuncBySymbol", p(fn), p(symbol)))
}

//export cudaFuncGetParamInfo
func cudaFuncGetParamInfo(fn unsafe.Pointer, index C.size_t, offset, size unsafe.Pointer) C.int {
	return ret(R().FuncGetParamInfo(tid(), p(fn), uint64(index), p(offset), p(size)))
}
