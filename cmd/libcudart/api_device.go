package main

// #include "helpers.h"
import "C"

import (
	"sync"
	"unsafe"

	"github.com/ptxsim/ptxsim/cmd/libcudart/cudart"
)

// Devices, versions, errors, functions and occupancy.

//export cudaGetDeviceCount
func cudaGetDeviceCount(count unsafe.Pointer) C.int { return ret(R().GetDeviceCount(tid(), p(count))) }

//export cudaSetDevice
func cudaSetDevice(device C.int) C.int { return ret(R().SetDevice(tid(), int64(device))) }

//export cudaInitDevice
func cudaInitDevice(device C.int, deviceFlags, flags C.uint) C.int {
	return ret(R().SetDevice(tid(), int64(device)))
}

//export cudaGetDevice
func cudaGetDevice(device unsafe.Pointer) C.int { return ret(R().GetDevice(tid(), p(device))) }

//export cudaChooseDevice
func cudaChooseDevice(device, prop unsafe.Pointer) C.int {
	return ret(R().ChooseDevice(tid(), p(device)))
}

//export cudaSetDeviceFlags
func cudaSetDeviceFlags(flags C.uint) C.int { return ret(R().SetDeviceFlags(tid(), uint32(flags))) }

//export cudaGetDeviceFlags
func cudaGetDeviceFlags(flags unsafe.Pointer) C.int { return ret(R().GetDeviceFlags(tid(), p(flags))) }

//export cudaGetDeviceProperties
func cudaGetDeviceProperties(prop unsafe.Pointer, device C.int) C.int {
	return ret(R().GetDeviceProperties(tid(), p(prop), int64(device)))
}

//export cudaGetDeviceProperties_v2
func cudaGetDeviceProperties_v2(prop unsafe.Pointer, device C.int) C.int {
	return ret(R().GetDeviceProperties(tid(), p(prop), int64(device)))
}

//export cudaDeviceGetAttribute
func cudaDeviceGetAttribute(value unsafe.Pointer, attr C.int, device C.int) C.int {
	return ret(R().DeviceGetAttribute(tid(), p(value), int64(attr), int64(device)))
}

//export cudaDeviceSetLimit
func cudaDeviceSetLimit(limit C.int, value C.size_t) C.int {
	return ret(R().DeviceSetLimit(tid(), int64(limit), uint64(value)))
}

//export cudaDeviceGetLimit
func cudaDeviceGetLimit(value unsafe.Pointer, limit C.int) C.int {
	return ret(R().DeviceGetLimit(tid(), p(value), int64(limit)))
}

//export cudaDeviceReset
func cudaDeviceReset() C.int { return ret(R().DeviceReset(tid())) }

//export cudaThreadExit
func cudaThreadExit() C.int { return ret(R().DeviceReset(tid())) }

//export cudaDeviceSetCacheConfig
func cudaDeviceSetCacheConfig(cfg C.int) C.int {
	return ret(R().Accept(tid(), "cudaDeviceSetCacheConfig"))
}

//export cudaDeviceGetCacheConfig
func cudaDeviceGetCacheConfig(cfg unsafe.Pointer) C.int {
	if cfg != nil {
		*(*C.int)(cfg) = 0
	}
	return ret(R().Accept(tid(), "cudaDeviceGetCacheConfig"))
}

//export cudaDeviceSetSharedMemConfig
func cudaDeviceSetSharedMemConfig(cfg C.int) C.int {
	return ret(R().Accept(tid(), "cudaDeviceSetSharedMemConfig"))
}

//export cudaDeviceGetSharedMemConfig
func cudaDeviceGetSharedMemConfig(cfg unsafe.Pointer) C.int {
	if cfg != nil {
		*(*C.int)(cfg) = 1 // cudaSharedMemBankSizeFourByte
	}
	return ret(R().Accept(tid(), "cudaDeviceGetSharedMemConfig"))
}

//export cudaDeviceCanAccessPeer
func cudaDeviceCanAccessPeer(canAccess unsafe.Pointer, device, peer C.int) C.int {
	if canAccess != nil {
		*(*C.int)(canAccess) = 0
	}
	if device != 0 || peer != 0 {
		return ret(R().Fail(tid(), "cudaDeviceCanAccessPeer", cudart.ErrorInvalidDevice))
	}
	return 0
}

//export cudaDriverGetVersion
func cudaDriverGetVersion(v unsafe.Pointer) C.int { return ret(R().DriverGetVersion(tid(), p(v))) }

//export cudaRuntimeGetVersion
func cudaRuntimeGetVersion(v unsafe.Pointer) C.int { return ret(R().RuntimeGetVersion(tid(), p(v))) }

//export cudaGetLastError
func cudaGetLastError() C.int { return ret(R().GetLastError(tid())) }

//export cudaPeekAtLastError
func cudaPeekAtLastError() C.int { return ret(R().PeekAtLastError(tid())) }

// C strings handed out by cudaGetErrorName/String, made once per code.
var (
	errStrMu sync.Mutex
	errStrs  = map[[2]int32]*C.char{}
)

func errText(e C.int, which int32) *C.char {
	errStrMu.Lock()
	defer errStrMu.Unlock()
	k := [2]int32{int32(e), which}
	if s, ok := errStrs[k]; ok {
		return s
	}
	var s string
	if which == 0 {
		s = R().ErrorName(cudart.Error(e))
	} else {
		s = R().ErrorString(cudart.Error(e))
	}
	cs := C.CString(s)
	errStrs[k] = cs
	return cs
}

//export cudaGetErrorName
func cudaGetErrorName(e C.int) *C.char { return errText(e, 0) }

//export cudaGetErrorString
func cudaGetErrorString(e C.int) *C.char { return errText(e, 1) }

//export cudaFuncGetAttributes
func cudaFuncGetAttributes(attr unsafe.Pointer, fn unsafe.Pointer) C.int {
	return ret(R().FuncGetAttributes(tid(), p(attr), p(fn)))
}

//export cudaFuncSetAttribute
func cudaFuncSetAttribute(fn unsafe.Pointer, attr C.int, value C.int) C.int {
	return ret(R().FuncSetAttribute(tid(), p(fn), int64(attr), int64(value)))
}

//export cudaFuncSetCacheConfig
func cudaFuncSetCacheConfig(fn unsafe.Pointer, cfg C.int) C.int {
	return ret(R().FuncSetCacheConfig(tid(), "cudaFuncSetCacheConfig", p(fn), int64(cfg)))
}

//export cudaFuncSetSharedMemConfig
func cudaFuncSetSharedMemConfig(fn unsafe.Pointer, cfg C.int) C.int {
	return ret(R().FuncSetCacheConfig(tid(), "cudaFuncSetSharedMemConfig", p(fn), int64(cfg)))
}

//export cudaOccupancyMaxActiveClusters
func cudaOccupancyMaxActiveClusters(numClusters, fn, config unsafe.Pointer) C.int {
	return ret(R().OccupancyClusters(tid(), "cudaOccupancyMaxActiveClusters", p(numClusters), p(fn), p(config), false))
}

//export cudaOccupancyMaxPotentialClusterSize
func cudaOccupancyMaxPotentialClusterSize(clusterSize, fn, config unsafe.Pointer) C.int {
	return ret(R().OccupancyClusters(tid(), "cudaOccupancyMaxPotentialClusterSize", p(clusterSize), p(fn), p(config), true))
}

//export cudaOccupancyMaxActiveBlocksPerMultiprocessor
func cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks unsafe.Pointer, fn unsafe.Pointer, blockSize C.int, dynSmem C.size_t) C.int {
	return ret(R().OccupancyMaxActiveBlocks(tid(), p(numBlocks), p(fn), int64(blockSize), uint64(dynSmem)))
}

//export cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
func cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks unsafe.Pointer, fn unsafe.Pointer, blockSize C.int, dynSmem C.size_t, flags C.uint) C.int {
	return ret(R().OccupancyMaxActiveBlocks(tid(), p(numBlocks), p(fn), int64(blockSize), uint64(dynSmem)))
}

//export cudaOccupancyAvailableDynamicSMemPerBlock
func cudaOccupancyAvailableDynamicSMemPerBlock(dynSmem unsafe.Pointer, fn unsafe.Pointer, numBlocks, blockSize C.int) C.int {
	return ret(R().OccupancyAvailableDynamicSMem(tid(), p(dynSmem), p(fn), int64(numBlocks), int64(blockSize)))
}

//export cudaProfilerStart
func cudaProfilerStart() C.int { return ret(R().Profiler(tid(), true)) }

//export cudaProfilerStop
func cudaProfilerStop() C.int { return ret(R().Profiler(tid(), false)) }

//export cudaDeviceGetPCIBusId
func cudaDeviceGetPCIBusId(pciBusID *C.char, n C.int, device C.int) C.int {
	return ret(R().DeviceGetPCIBusID(tid(), p(unsafe.Pointer(pciBusID)), int64(n), int64(device)))
}

// Kernel names handed out by cudaFuncGetName, made once per name.
var (
	funcNameMu sync.Mutex
	funcNames  = map[string]*C.char{}
)

//export cudaFuncGetName
func cudaFuncGetName(name unsafe.Pointer, fn unsafe.Pointer) C.int {
	s, e := R().FuncName(tid(), p(fn))
	if e != cudart.Success {
		return ret(e)
	}
	if name == nil {
		return ret(R().Fail(tid(), "cudaFuncGetName", cudart.ErrorInvalidValue))
	}
	funcNameMu.Lock()
	cs, ok := funcNames[s]
	if !ok {
		cs = C.CString(s)
		funcNames[s] = cs
	}
	funcNameMu.Unlock()
	*(**C.char)(name) = cs
	return 0
}
