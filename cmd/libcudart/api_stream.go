package main

// #include "helpers.h"
import "C"

import "unsafe"

// Streams, events, synchronisation.

//export cudaStreamCreate
func cudaStreamCreate(pStream unsafe.Pointer) C.int {
	return ret(R().StreamCreate(tid(), p(pStream), 0, 0))
}

//export cudaStreamCreateWithFlags
func cudaStreamCreateWithFlags(pStream unsafe.Pointer, flags C.uint) C.int {
	return ret(R().StreamCreate(tid(), p(pStream), uint32(flags), 0))
}

//export cudaStreamCreateWithPriority
func cudaStreamCreateWithPriority(pStream unsafe.Pointer, flags C.uint, priority C.int) C.int {
	return ret(R().StreamCreate(tid(), p(pStream), uint32(flags), int32(priority)))
}

//export cudaStreamDestroy
func cudaStreamDestroy(stream unsafe.Pointer) C.int { return ret(R().StreamDestroy(tid(), p(stream))) }

//export cudaStreamSynchronize
func cudaStreamSynchronize(stream unsafe.Pointer) C.int {
	return ret(R().Synchronize(tid(), "cudaStreamSynchronize", p(stream)))
}

//export cudaStreamQuery
func cudaStreamQuery(stream unsafe.Pointer) C.int { return ret(R().StreamQuery(tid(), p(stream))) }

//export cudaStreamWaitEvent
func cudaStreamWaitEvent(stream, event unsafe.Pointer, flags C.uint) C.int {
	return ret(R().StreamWaitEvent(tid(), p(stream), p(event), uint32(flags)))
}

//export cudaStreamAddCallback
func cudaStreamAddCallback(stream unsafe.Pointer, callback unsafe.Pointer, userData unsafe.Pointer, flags C.uint) C.int {
	return ret(R().StreamAddCallback(tid(), p(stream), p(callback), p(userData), uint32(flags)))
}

//export cudaLaunchHostFunc
func cudaLaunchHostFunc(stream unsafe.Pointer, fn unsafe.Pointer, userData unsafe.Pointer) C.int {
	return ret(R().LaunchHostFunc(tid(), p(stream), p(fn), p(userData)))
}

//export cudaStreamGetPriority
func cudaStreamGetPriority(stream unsafe.Pointer, priority unsafe.Pointer) C.int {
	return ret(R().StreamGetPriority(tid(), p(stream), p(priority)))
}

//export cudaStreamGetFlags
func cudaStreamGetFlags(stream unsafe.Pointer, flags unsafe.Pointer) C.int {
	return ret(R().StreamGetFlags(tid(), p(stream), p(flags)))
}

//export cudaDeviceGetStreamPriorityRange
func cudaDeviceGetStreamPriorityRange(least, greatest unsafe.Pointer) C.int {
	return ret(R().DeviceGetStreamPriorityRange(tid(), p(least), p(greatest)))
}

//export cudaDeviceSynchronize
func cudaDeviceSynchronize() C.int { return ret(R().Synchronize(tid(), "cudaDeviceSynchronize", 0)) }

//export cudaThreadSynchronize
func cudaThreadSynchronize() C.int { return ret(R().Synchronize(tid(), "cudaThreadSynchronize", 0)) }

//export cudaEventCreate
func cudaEventCreate(event unsafe.Pointer) C.int { return ret(R().EventCreate(tid(), p(event), 0)) }

//export cudaEventCreateWithFlags
func cudaEventCreateWithFlags(event unsafe.Pointer, flags C.uint) C.int {
	return ret(R().EventCreate(tid(), p(event), uint32(flags)))
}

//export cudaEventDestroy
func cudaEventDestroy(event unsafe.Pointer) C.int { return ret(R().EventDestroy(tid(), p(event))) }

//export cudaEventRecord
func cudaEventRecord(event, stream unsafe.Pointer) C.int {
	return ret(R().EventRecord(tid(), p(event), p(stream)))
}

//export cudaEventRecordWithFlags
func cudaEventRecordWithFlags(event, stream unsafe.Pointer, flags C.uint) C.int {
	return ret(R().EventRecord(tid(), p(event), p(stream)))
}

//export cudaEventQuery
func cudaEventQuery(event unsafe.Pointer) C.int {
	return ret(R().EventSync(tid(), "cudaEventQuery", p(event)))
}

//export cudaEventSynchronize
func cudaEventSynchronize(event unsafe.Pointer) C.int {
	return ret(R().EventSync(tid(), "cudaEventSynchronize", p(event)))
}

//export cudaEventElapsedTime
func cudaEventElapsedTime(ms unsafe.Pointer, start, end unsafe.Pointer) C.int {
	return ret(R().EventElapsedTime(tid(), p(ms), p(start), p(end)))
}

//export cudaStreamIsCapturing
func cudaStreamIsCapturing(stream unsafe.Pointer, status unsafe.Pointer) C.int {
	return ret(R().StreamIsCapturing(tid(), p(stream), p(status)))
}

//export cudaStreamGetDevice
func cudaStreamGetDevice(stream unsafe.Pointer, device unsafe.Pointer) C.int {
	return ret(R().StreamGetDevice(tid(), p(stream), p(device)))
}

// cudaThreadExchangeStreamCaptureMode: capture modes only matter while a
// stream captures, which never happens here; the mode is left as it is.
//
//export cudaThreadExchangeStreamCaptureMode
func cudaThreadExchangeStreamCaptureMode(mode unsafe.Pointer) C.int {
	return ret(R().Accept(tid(), "cudaThreadExchangeStreamCaptureMode"))
}
