package main

// #include "helpers.h"
import "C"

import (
	"unsafe"

	"github.com/ptxsim/ptxsim/cmd/libcudart/cudart"
)

// Registration and launch configuration: the calls nvcc's generated host
// code makes (crt/host_runtime.h).

//export __cudaRegisterFatBinary
func __cudaRegisterFatBinary(fatCubin unsafe.Pointer) *unsafe.Pointer {
	h := R().RegisterFatBinary(tid(), p(fatCubin))
	return (*unsafe.Pointer)(*(*unsafe.Pointer)(unsafe.Pointer(&h)))
}

//export __cudaRegisterFatBinaryEnd
func __cudaRegisterFatBinaryEnd(handle *unsafe.Pointer) {}

//export __cudaUnregisterFatBinary
func __cudaUnregisterFatBinary(handle *unsafe.Pointer) {
	R().UnregisterFatBinary(tid(), p(unsafe.Pointer(handle)))
}

//export __cudaRegisterFunction
func __cudaRegisterFunction(handle *unsafe.Pointer, hostFun *C.char, deviceFun *C.char, deviceName *C.char, threadLimit C.int,
	tid3, bid unsafe.Pointer, bDim, gDim unsafe.Pointer, wSize *C.int) {
	R().RegisterFunction(tid(), p(unsafe.Pointer(handle)), p(unsafe.Pointer(hostFun)), C.GoString(deviceName))
}

//export __cudaRegisterVar
func __cudaRegisterVar(handle *unsafe.Pointer, hostVar *C.char, deviceAddress *C.char, deviceName *C.char, ext C.int, size C.size_t, constant C.int, global C.int) {
	R().RegisterVar(tid(), p(unsafe.Pointer(handle)), p(unsafe.Pointer(hostVar)), C.GoString(deviceName), uint64(size), constant != 0)
}

//export __cudaRegisterManagedVar
func __cudaRegisterManagedVar(handle *unsafe.Pointer, hostVarPtrAddress *unsafe.Pointer, deviceAddress *C.char, deviceName *C.char, ext C.int, size C.size_t, constant C.int, global C.int) {
	R().RegisterManagedVar(tid(), p(unsafe.Pointer(handle)), p(unsafe.Pointer(hostVarPtrAddress)), C.GoString(deviceName), uint64(size), constant != 0)
}

//export __cudaInitModule
func __cudaInitModule(handle *unsafe.Pointer) C.char {
	if R().InitModule(tid(), p(unsafe.Pointer(handle))) {
		return 1
	}
	return 0
}

//export __cudaRegisterHostVar
func __cudaRegisterHostVar(handle *unsafe.Pointer, deviceName *C.char, hostVar *C.char, size C.size_t) {
}

//export __cudaRegisterTexture
func __cudaRegisterTexture(handle *unsafe.Pointer, hostVar unsafe.Pointer, deviceAddress unsafe.Pointer, deviceName *C.char, dim, norm, ext C.int) {
	R().RegisterTexture(tid(), p(unsafe.Pointer(handle)), p(hostVar), C.GoString(deviceName), int(dim), norm != 0, false)
}

//export __cudaRegisterSurface
func __cudaRegisterSurface(handle *unsafe.Pointer, hostVar unsafe.Pointer, deviceAddress unsafe.Pointer, deviceName *C.char, dim, ext C.int) {
	R().RegisterTexture(tid(), p(unsafe.Pointer(handle)), p(hostVar), C.GoString(deviceName), int(dim), false, true)
}

func dim3(d C.ptxsim_dim3) cudart.Dim3 { return cudart.Dim3{uint32(d.x), uint32(d.y), uint32(d.z)} }

//export __cudaPushCallConfiguration
func __cudaPushCallConfiguration(grid, block C.ptxsim_dim3, shared C.size_t, stream unsafe.Pointer) C.uint {
	R().PushCallConfiguration(tid(), dim3(grid), dim3(block), uint64(shared), p(stream))
	return 0
}

//export __cudaPopCallConfiguration
func __cudaPopCallConfiguration(grid, block unsafe.Pointer, shared unsafe.Pointer, stream unsafe.Pointer) C.int {
	return ret(R().PopCallConfiguration(tid(), p(grid), p(block), p(shared), p(stream)))
}

//export cudaLaunchKernel
func cudaLaunchKernel(fn unsafe.Pointer, grid, block C.ptxsim_dim3, args unsafe.Pointer, shared C.size_t, stream unsafe.Pointer) C.int {
	return ret(R().LaunchKernel(tid(), "cudaLaunchKernel", cudart.Launch{
		Func: p(fn), Grid: dim3(grid), Block: dim3(block), Args: p(args), Shared: uint64(shared), Stream: p(stream),
	}))
}

//export cudaLaunchCooperativeKernel
func cudaLaunchCooperativeKernel(fn unsafe.Pointer, grid, block C.ptxsim_dim3, args unsafe.Pointer, shared C.size_t, stream unsafe.Pointer) C.int {
	return ret(R().LaunchKernel(tid(), "cudaLaunchCooperativeKernel", cudart.Launch{
		Func: p(fn), Grid: dim3(grid), Block: dim3(block), Args: p(args), Shared: uint64(shared), Stream: p(stream), Cooperative: true,
	}))
}

//export cudaLaunchKernelExC
func cudaLaunchKernelExC(config unsafe.Pointer, fn unsafe.Pointer, args unsafe.Pointer) C.int {
	return ret(R().LaunchKernelEx(tid(), p(config), p(fn), p(args)))
}

// CUDA 13's host stubs get a kernel handle once (__cudaGetKernel) and
// launch through it (__cudaLaunchKernel).

//export __cudaGetKernel
func __cudaGetKernel(kernel unsafe.Pointer, hostFun unsafe.Pointer) C.int {
	return ret(R().GetKernel(tid(), "__cudaGetKernel", p(kernel), p(hostFun)))
}

//export cudaGetKernel
func cudaGetKernel(kernel unsafe.Pointer, hostFun unsafe.Pointer) C.int {
	return ret(R().GetKernel(tid(), "cudaGetKernel", p(kernel), p(hostFun)))
}

//export __cudaLaunchKernel
func __cudaLaunchKernel(kernel unsafe.Pointer, grid, block C.ptxsim_dim3, args unsafe.Pointer, shared C.size_t, stream unsafe.Pointer) C.int {
	return ret(R().LaunchKernel(tid(), "__cudaLaunchKernel", cudart.Launch{
		Func: p(kernel), Grid: dim3(grid), Block: dim3(block), Args: p(args), Shared: uint64(shared), Stream: p(stream),
	}))
}
