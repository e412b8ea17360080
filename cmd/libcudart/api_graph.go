package main

// #include "helpers.h"
import "C"

import "unsafe"

// CUDA graphs and stream capture (cudart/graph.go holds the semantics).

//export cudaGraphCreate
func cudaGraphCreate(pGraph unsafe.Pointer, flags C.uint) C.int {
	return ret(R().GraphCreate(tid(), p(pGraph), uint32(flags)))
}

//export cudaGraphDestroy
func cudaGraphDestroy(graph unsafe.Pointer) C.int { return ret(R().GraphDestroy(tid(), p(graph))) }

//export cudaGraphAddKernelNode
func cudaGraphAddKernelNode(pNode, graph, deps unsafe.Pointer, n C.size_t, params unsafe.Pointer) C.int {
	return ret(R().GraphAddKernelNode(tid(), p(pNode), p(graph), p(deps), uint64(n), p(params)))
}

//export cudaGraphAddMemcpyNode
func cudaGraphAddMemcpyNode(pNode, graph, deps unsafe.Pointer, n C.size_t, parms unsafe.Pointer) C.int {
	return ret(R().GraphAddMemcpyNode(tid(), p(pNode), p(graph), p(deps), uint64(n), p(parms)))
}

//export cudaGraphAddMemcpyNode1D
func cudaGraphAddMemcpyNode1D(pNode, graph, deps unsafe.Pointer, n C.size_t, dst, src unsafe.Pointer, count C.size_t, kind C.int) C.int {
	return ret(R().GraphAddMemcpyNode1D(tid(), p(pNode), p(graph), p(deps), uint64(n), u64(dst), u64(src), uint64(count), int(kind)))
}

//export cudaGraphAddMemsetNode
func cudaGraphAddMemsetNode(pNode, graph, deps unsafe.Pointer, n C.size_t, params unsafe.Pointer) C.int {
	return ret(R().GraphAddMemsetNode(tid(), p(pNode), p(graph), p(deps), uint64(n), p(params)))
}

//export cudaGraphAddHostNode
func cudaGraphAddHostNode(pNode, graph, deps unsafe.Pointer, n C.size_t, params unsafe.Pointer) C.int {
	return ret(R().GraphAddHostNode(tid(), p(pNode), p(graph), p(deps), uint64(n), p(params)))
}

//export cudaGraphAddEmptyNode
func cudaGraphAddEmptyNode(pNode, graph, deps unsafe.Pointer, n C.size_t) C.int {
	return ret(R().GraphAddEmptyNode(tid(), p(pNode), p(graph), p(deps), uint64(n)))
}

// cudaGraphAddDependencies: (graph, from, to, count) before CUDA 13;
// (graph, from, to, edgeData, count) from 13 (edge data: only the
// default edges, which null means).
//
//export cudaGraphAddDependencies
func cudaGraphAddDependencies(graph, from, to unsafe.Pointer, a4 C.uint64_t, a5 C.size_t) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		if a4 != 0 {
			return ret(r.Unsupported(tid(), "cudaGraphAddDependencies", "cudaGraphAddDependencies with edge data"))
		}
		return ret(r.GraphAddDependencies(tid(), p(graph), p(from), p(to), uint64(a5)))
	}
	return ret(r.GraphAddDependencies(tid(), p(graph), p(from), p(to), uint64(a4)))
}

//export cudaGraphGetNodes
func cudaGraphGetNodes(graph, nodes, numNodes unsafe.Pointer) C.int {
	return ret(R().GraphGetNodes(tid(), "cudaGraphGetNodes", p(graph), p(nodes), p(numNodes), false))
}

//export cudaGraphGetRootNodes
func cudaGraphGetRootNodes(graph, nodes, numNodes unsafe.Pointer) C.int {
	return ret(R().GraphGetNodes(tid(), "cudaGraphGetRootNodes", p(graph), p(nodes), p(numNodes), true))
}

//export cudaGraphNodeGetType
func cudaGraphNodeGetType(node, pType unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetType(tid(), p(node), p(pType)))
}

// cudaGraphInstantiate: (exec, graph, errorNode, logBuffer, bufferSize)
// before CUDA 12; (exec, graph, flags) from 12.
//
//export cudaGraphInstantiate
func cudaGraphInstantiate(pExec, graph, a3, logBuf unsafe.Pointer, bufSize C.size_t) C.int {
	r := R()
	if r.APIVersion() >= 12000 {
		return ret(r.GraphInstantiate(tid(), "cudaGraphInstantiate", p(pExec), p(graph), uint64(p(a3))))
	}
	if a3 != nil {
		*(*uintptr)(a3) = 0 // no error node
	}
	if logBuf != nil && bufSize > 0 {
		*(*byte)(logBuf) = 0 // an empty log
	}
	return ret(r.GraphInstantiate(tid(), "cudaGraphInstantiate", p(pExec), p(graph), 0))
}

//export cudaGraphInstantiateWithFlags
func cudaGraphInstantiateWithFlags(pExec, graph unsafe.Pointer, flags C.uint64_t) C.int {
	return ret(R().GraphInstantiate(tid(), "cudaGraphInstantiateWithFlags", p(pExec), p(graph), uint64(flags)))
}

//export cudaGraphLaunch
func cudaGraphLaunch(exec, stream unsafe.Pointer) C.int {
	return ret(R().GraphLaunch(tid(), p(exec), p(stream)))
}

//export cudaGraphUpload
func cudaGraphUpload(exec, stream unsafe.Pointer) C.int {
	return ret(R().GraphUpload(tid(), p(exec), p(stream)))
}

//export cudaGraphExecDestroy
func cudaGraphExecDestroy(exec unsafe.Pointer) C.int {
	return ret(R().GraphExecDestroy(tid(), p(exec)))
}

//export cudaStreamBeginCapture
func cudaStreamBeginCapture(stream unsafe.Pointer, mode C.int) C.int {
	return ret(R().StreamBeginCapture(tid(), p(stream), uint32(mode)))
}

//export cudaStreamEndCapture
func cudaStreamEndCapture(stream, pGraph unsafe.Pointer) C.int {
	return ret(R().StreamEndCapture(tid(), p(stream), p(pGraph)))
}

// cudaStreamGetCaptureInfo: (stream, status, id) in CUDA 11; (stream,
// status, id, graph, deps, numDeps) in 12 (11's _v2); (stream, status,
// id, graph, deps, edgeData, numDeps) in 13.
//
//export cudaStreamGetCaptureInfo
func cudaStreamGetCaptureInfo(stream, status, id, a4, a5, a6, a7 unsafe.Pointer) C.int {
	r := R()
	switch {
	case r.APIVersion() >= 13000:
		if a6 != nil {
			return ret(r.Unsupported(tid(), "cudaStreamGetCaptureInfo", "cudaStreamGetCaptureInfo's edge data"))
		}
		return ret(r.StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo", p(stream), p(status), p(id), p(a4), p(a5), p(a7)))
	case r.APIVersion() >= 12000:
		return ret(r.StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo", p(stream), p(status), p(id), p(a4), p(a5), p(a6)))
	}
	return ret(r.StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo", p(stream), p(status), p(id), 0, 0, 0))
}

//export cudaStreamGetCaptureInfo_v2
func cudaStreamGetCaptureInfo_v2(stream, status, id, graph, deps, numDeps unsafe.Pointer) C.int {
	return ret(R().StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo_v2", p(stream), p(status), p(id), p(graph), p(deps), p(numDeps)))
}
