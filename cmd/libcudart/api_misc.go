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
