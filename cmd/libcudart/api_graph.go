package main

// #include "helpers.h"
import "C"

import (
	"unsafe"

	"github.com/ptxsim/ptxsim/cmd/libcudart/cudart"
)

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

//export cudaGraphInstantiateWithParams
func cudaGraphInstantiateWithParams(pExec, graph, params unsafe.Pointer) C.int {
	return ret(R().GraphInstantiateWithParams(tid(), p(pExec), p(graph), p(params)))
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
		return ret(r.StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo", p(stream), p(status), p(id), p(a4), p(a5), p(a6), p(a7)))
	case r.APIVersion() >= 12000:
		return ret(r.StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo", p(stream), p(status), p(id), p(a4), p(a5), 0, p(a6)))
	}
	return ret(r.StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo", p(stream), p(status), p(id), 0, 0, 0, 0))
}

//export cudaStreamGetCaptureInfo_v2
func cudaStreamGetCaptureInfo_v2(stream, status, id, graph, deps, numDeps unsafe.Pointer) C.int {
	return ret(R().StreamGetCaptureInfo(tid(), "cudaStreamGetCaptureInfo_v2", p(stream), p(status), p(id), p(graph), p(deps), 0, p(numDeps)))
}

// cudaStreamUpdateCaptureDependencies: (stream, deps, n, flags) up to 12;
// (stream, deps, edgeData, n, flags) from 13.
//
//export cudaStreamUpdateCaptureDependencies
func cudaStreamUpdateCaptureDependencies(stream, deps, a3, a4, a5 unsafe.Pointer) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		return ret(r.StreamUpdateCaptureDependencies(tid(), p(stream), p(deps), p(a3), uint64(p(a4)), uint32(p(a5))))
	}
	return ret(r.StreamUpdateCaptureDependencies(tid(), p(stream), p(deps), 0, uint64(p(a3)), uint32(p(a4))))
}

// cudaGraphAddNode: (node, graph, deps, n, params) in 12; (node, graph,
// deps, edgeData, n, params) from 13.
//
//export cudaGraphAddNode
func cudaGraphAddNode(pNode, graph, deps, a4, a5, a6 unsafe.Pointer) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		return ret(r.GraphAddNode(tid(), p(pNode), p(graph), p(deps), p(a4), uint64(p(a5)), p(a6)))
	}
	return ret(r.GraphAddNode(tid(), p(pNode), p(graph), p(deps), 0, uint64(p(a4)), p(a5)))
}

//export cudaGraphNodeSetParams
func cudaGraphNodeSetParams(node, params unsafe.Pointer) C.int {
	return ret(R().NodeSetParams(tid(), "cudaGraphNodeSetParams", 0, p(node), p(params)))
}

//export cudaGraphExecNodeSetParams
func cudaGraphExecNodeSetParams(exec, node, params unsafe.Pointer) C.int {
	return ret(R().NodeSetParams(tid(), "cudaGraphExecNodeSetParams", p(exec), p(node), p(params)))
}

//export cudaGraphChildGraphNodeGetGraph
func cudaGraphChildGraphNodeGetGraph(node, pGraph unsafe.Pointer) C.int {
	return ret(R().GraphChildGraphNodeGetGraph(tid(), p(node), p(pGraph)))
}

//export cudaGraphConditionalHandleCreate
func cudaGraphConditionalHandleCreate(pHandle, graph unsafe.Pointer, def, flags C.uint) C.int {
	return ret(R().GraphConditionalHandleCreate(tid(), p(pHandle), p(graph), uint32(def), uint32(flags)))
}

//export cudaGraphClone
func cudaGraphClone(pClone, graph unsafe.Pointer) C.int {
	return ret(R().GraphClone(tid(), p(pClone), p(graph)))
}

//export cudaGraphNodeFindInClone
func cudaGraphNodeFindInClone(pNode, original, clone unsafe.Pointer) C.int {
	return ret(R().GraphNodeFindInClone(tid(), p(pNode), p(original), p(clone)))
}

//export cudaGraphAddChildGraphNode
func cudaGraphAddChildGraphNode(pNode, graph, deps unsafe.Pointer, n C.size_t, child unsafe.Pointer) C.int {
	return ret(R().GraphAddChildGraphNode(tid(), p(pNode), p(graph), p(deps), uint64(n), p(child)))
}

//export cudaGraphAddEventRecordNode
func cudaGraphAddEventRecordNode(pNode, graph, deps unsafe.Pointer, n C.size_t, event unsafe.Pointer) C.int {
	return ret(R().GraphAddEventNode(tid(), "cudaGraphAddEventRecordNode", p(pNode), p(graph), p(deps), uint64(n), p(event), true))
}

//export cudaGraphAddEventWaitNode
func cudaGraphAddEventWaitNode(pNode, graph, deps unsafe.Pointer, n C.size_t, event unsafe.Pointer) C.int {
	return ret(R().GraphAddEventNode(tid(), "cudaGraphAddEventWaitNode", p(pNode), p(graph), p(deps), uint64(n), p(event), false))
}

//export cudaGraphDestroyNode
func cudaGraphDestroyNode(node unsafe.Pointer) C.int {
	return ret(R().GraphDestroyNode(tid(), p(node)))
}

// The edge queries gained an edge-data array in CUDA 13: (node, nodes,
// count) before, (node, nodes, edgeData, count) from 13.
//
//export cudaGraphNodeGetDependencies
func cudaGraphNodeGetDependencies(node, nodes, a3, a4 unsafe.Pointer) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		return ret(r.GraphNodeEdges(tid(), "cudaGraphNodeGetDependencies", p(node), p(nodes), p(a3), p(a4), true))
	}
	return ret(r.GraphNodeEdges(tid(), "cudaGraphNodeGetDependencies", p(node), p(nodes), 0, p(a3), true))
}

//export cudaGraphNodeGetDependentNodes
func cudaGraphNodeGetDependentNodes(node, nodes, a3, a4 unsafe.Pointer) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		return ret(r.GraphNodeEdges(tid(), "cudaGraphNodeGetDependentNodes", p(node), p(nodes), p(a3), p(a4), false))
	}
	return ret(r.GraphNodeEdges(tid(), "cudaGraphNodeGetDependentNodes", p(node), p(nodes), 0, p(a3), false))
}

//export cudaGraphGetEdges
func cudaGraphGetEdges(graph, from, to, a4, a5 unsafe.Pointer) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		return ret(r.GraphGetEdges(tid(), p(graph), p(from), p(to), p(a4), p(a5)))
	}
	return ret(r.GraphGetEdges(tid(), p(graph), p(from), p(to), 0, p(a4)))
}

//export cudaGraphKernelNodeSetParams
func cudaGraphKernelNodeSetParams(node, params unsafe.Pointer) C.int {
	return ret(R().GraphKernelNodeSetParams(tid(), p(node), p(params)))
}

//export cudaGraphAddMemAllocNode
func cudaGraphAddMemAllocNode(pNode, graph, deps unsafe.Pointer, n C.size_t, params unsafe.Pointer) C.int {
	return ret(R().GraphAddMemAllocNode(tid(), p(pNode), p(graph), p(deps), uint64(n), p(params)))
}

//export cudaGraphAddMemFreeNode
func cudaGraphAddMemFreeNode(pNode, graph, deps unsafe.Pointer, n C.size_t, dptr unsafe.Pointer) C.int {
	return ret(R().GraphAddMemFreeNode(tid(), p(pNode), p(graph), p(deps), uint64(n), u64(dptr)))
}

//export cudaGraphMemAllocNodeGetParams
func cudaGraphMemAllocNodeGetParams(node, params unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphMemAllocNodeGetParams", p(node), cudart.NodeMemAlloc, p(params)))
}

//export cudaGraphMemFreeNodeGetParams
func cudaGraphMemFreeNodeGetParams(node, dptr unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphMemFreeNodeGetParams", p(node), cudart.NodeMemFree, p(dptr)))
}

//export cudaDeviceGetGraphMemAttribute
func cudaDeviceGetGraphMemAttribute(device C.int, attr C.int, value unsafe.Pointer) C.int {
	return ret(R().GraphMemAttribute(tid(), "cudaDeviceGetGraphMemAttribute", int64(device), int(attr), p(value), false))
}

//export cudaDeviceSetGraphMemAttribute
func cudaDeviceSetGraphMemAttribute(device C.int, attr C.int, value unsafe.Pointer) C.int {
	return ret(R().GraphMemAttribute(tid(), "cudaDeviceSetGraphMemAttribute", int64(device), int(attr), p(value), true))
}

//export cudaDeviceGraphMemTrim
func cudaDeviceGraphMemTrim(device C.int) C.int {
	return ret(R().GraphMemTrim(tid(), int64(device)))
}

//export cudaUserObjectCreate
func cudaUserObjectCreate(out, ptr, destroy unsafe.Pointer, initial, flags C.uint) C.int {
	return ret(R().UserObjectCreate(tid(), p(out), p(ptr), p(destroy), uint32(initial), uint32(flags)))
}

//export cudaUserObjectRetain
func cudaUserObjectRetain(obj unsafe.Pointer, count C.uint) C.int {
	return ret(R().UserObjectRefs(tid(), "cudaUserObjectRetain", p(obj), uint32(count), false))
}

//export cudaUserObjectRelease
func cudaUserObjectRelease(obj unsafe.Pointer, count C.uint) C.int {
	return ret(R().UserObjectRefs(tid(), "cudaUserObjectRelease", p(obj), uint32(count), true))
}

//export cudaGraphRetainUserObject
func cudaGraphRetainUserObject(graph, obj unsafe.Pointer, count, flags C.uint) C.int {
	return ret(R().GraphUserObject(tid(), "cudaGraphRetainUserObject", p(graph), p(obj), uint32(count), uint32(flags), false))
}

//export cudaGraphReleaseUserObject
func cudaGraphReleaseUserObject(graph, obj unsafe.Pointer, count C.uint) C.int {
	return ret(R().GraphUserObject(tid(), "cudaGraphReleaseUserObject", p(graph), p(obj), uint32(count), 0, true))
}

//export cudaGraphKernelNodeGetParams
func cudaGraphKernelNodeGetParams(node, params unsafe.Pointer) C.int {
	return ret(R().GraphKernelNodeGetParams(tid(), p(node), p(params)))
}

//export cudaGraphExecKernelNodeSetParams
func cudaGraphExecKernelNodeSetParams(exec, node, params unsafe.Pointer) C.int {
	return ret(R().GraphExecKernelNodeSetParams(tid(), p(exec), p(node), p(params)))
}

// cudaGraphExecUpdate: (exec, graph, errorNode*, result*) before CUDA 13;
// (exec, graph, cudaGraphExecUpdateResultInfo*) from 13 (result, error
// node, error-from node).
//
//export cudaGraphExecUpdate
func cudaGraphExecUpdate(exec, graph, a3, a4 unsafe.Pointer) C.int {
	r := R()
	res, node, e := r.GraphExecUpdate(tid(), p(exec), p(graph))
	if r.APIVersion() >= 13000 {
		if a3 != nil {
			*(*uint32)(a3) = uint32(res)
			*(*uintptr)(unsafe.Add(a3, 8)) = node
			*(*uintptr)(unsafe.Add(a3, 16)) = 0
		}
		return ret(e)
	}
	if a3 != nil {
		*(*uintptr)(a3) = node
	}
	if a4 != nil {
		*(*uint32)(a4) = uint32(res)
	}
	return ret(e)
}

//export cudaGraphDebugDotPrint
func cudaGraphDebugDotPrint(graph, path unsafe.Pointer, flags C.uint) C.int {
	return ret(R().GraphDebugDotPrint(tid(), p(graph), p(path)))
}

// cudaGraphRemoveDependencies: (graph, from, to, count) before CUDA 13;
// (graph, from, to, edgeData, count) from 13.
//
//export cudaGraphRemoveDependencies
func cudaGraphRemoveDependencies(graph, from, to unsafe.Pointer, a4 C.uint64_t, a5 C.size_t) C.int {
	r := R()
	if r.APIVersion() >= 13000 {
		if a4 != 0 {
			return ret(r.Unsupported(tid(), "cudaGraphRemoveDependencies", "cudaGraphRemoveDependencies with edge data"))
		}
		return ret(r.GraphRemoveDependencies(tid(), p(graph), p(from), p(to), uint64(a5)))
	}
	return ret(r.GraphRemoveDependencies(tid(), p(graph), p(from), p(to), uint64(a4)))
}

//export cudaGraphNodeSetEnabled
func cudaGraphNodeSetEnabled(exec, node unsafe.Pointer, enabled C.uint) C.int {
	return ret(R().GraphNodeEnabled(tid(), p(exec), p(node), uintptr(enabled), true))
}

//export cudaGraphNodeGetEnabled
func cudaGraphNodeGetEnabled(exec, node, enabled unsafe.Pointer) C.int {
	return ret(R().GraphNodeEnabled(tid(), p(exec), p(node), p(enabled), false))
}

//export cudaGraphExecGetFlags
func cudaGraphExecGetFlags(exec, flags unsafe.Pointer) C.int {
	return ret(R().GraphExecGetFlags(tid(), p(exec), p(flags)))
}

//export cudaGraphAddMemcpyNodeToSymbol
func cudaGraphAddMemcpyNodeToSymbol(pNode, graph, deps unsafe.Pointer, n C.size_t, symbol, src unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().GraphAddMemcpySymbolNode(tid(), "cudaGraphAddMemcpyNodeToSymbol", p(pNode), p(graph), p(deps), uint64(n),
		p(symbol), u64(src), uint64(count), uint64(offset), int(kind), true))
}

//export cudaGraphAddMemcpyNodeFromSymbol
func cudaGraphAddMemcpyNodeFromSymbol(pNode, graph, deps unsafe.Pointer, n C.size_t, dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().GraphAddMemcpySymbolNode(tid(), "cudaGraphAddMemcpyNodeFromSymbol", p(pNode), p(graph), p(deps), uint64(n),
		p(symbol), u64(dst), uint64(count), uint64(offset), int(kind), false))
}

//export cudaGraphMemcpyNodeSetParamsToSymbol
func cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, src unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().MemcpySymbolNodeSetParams(tid(), "cudaGraphMemcpyNodeSetParamsToSymbol", 0, p(node), p(symbol), u64(src), uint64(count), uint64(offset), int(kind), true))
}

//export cudaGraphMemcpyNodeSetParamsFromSymbol
func cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().MemcpySymbolNodeSetParams(tid(), "cudaGraphMemcpyNodeSetParamsFromSymbol", 0, p(node), p(symbol), u64(dst), uint64(count), uint64(offset), int(kind), false))
}

//export cudaGraphExecMemcpyNodeSetParamsToSymbol
func cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, node, symbol, src unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().MemcpySymbolNodeSetParams(tid(), "cudaGraphExecMemcpyNodeSetParamsToSymbol", p(exec), p(node), p(symbol), u64(src), uint64(count), uint64(offset), int(kind), true))
}

//export cudaGraphExecMemcpyNodeSetParamsFromSymbol
func cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, node, dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.int) C.int {
	return ret(R().MemcpySymbolNodeSetParams(tid(), "cudaGraphExecMemcpyNodeSetParamsFromSymbol", p(exec), p(node), p(symbol), u64(dst), uint64(count), uint64(offset), int(kind), false))
}

// Node parameter getters and setters, in a graph and in an executable
// graph (exec == nil: the graph's node).

//export cudaGraphMemcpyNodeGetParams
func cudaGraphMemcpyNodeGetParams(node, params unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphMemcpyNodeGetParams", p(node), cudart.NodeMemcpy, p(params)))
}

//export cudaGraphMemcpyNodeSetParams
func cudaGraphMemcpyNodeSetParams(node, params unsafe.Pointer) C.int {
	return ret(R().MemcpyNodeSetParams(tid(), "cudaGraphMemcpyNodeSetParams", 0, p(node), p(params)))
}

//export cudaGraphExecMemcpyNodeSetParams
func cudaGraphExecMemcpyNodeSetParams(exec, node, params unsafe.Pointer) C.int {
	return ret(R().MemcpyNodeSetParams(tid(), "cudaGraphExecMemcpyNodeSetParams", p(exec), p(node), p(params)))
}

//export cudaGraphMemcpyNodeSetParams1D
func cudaGraphMemcpyNodeSetParams1D(node, dst, src unsafe.Pointer, count C.size_t, kind C.int) C.int {
	return ret(R().Memcpy1DNodeSetParams(tid(), "cudaGraphMemcpyNodeSetParams1D", 0, p(node), u64(dst), u64(src), uint64(count), int(kind)))
}

//export cudaGraphExecMemcpyNodeSetParams1D
func cudaGraphExecMemcpyNodeSetParams1D(exec, node, dst, src unsafe.Pointer, count C.size_t, kind C.int) C.int {
	return ret(R().Memcpy1DNodeSetParams(tid(), "cudaGraphExecMemcpyNodeSetParams1D", p(exec), p(node), u64(dst), u64(src), uint64(count), int(kind)))
}

//export cudaGraphMemsetNodeGetParams
func cudaGraphMemsetNodeGetParams(node, params unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphMemsetNodeGetParams", p(node), cudart.NodeMemset, p(params)))
}

//export cudaGraphMemsetNodeSetParams
func cudaGraphMemsetNodeSetParams(node, params unsafe.Pointer) C.int {
	return ret(R().MemsetNodeSetParams(tid(), "cudaGraphMemsetNodeSetParams", 0, p(node), p(params)))
}

//export cudaGraphExecMemsetNodeSetParams
func cudaGraphExecMemsetNodeSetParams(exec, node, params unsafe.Pointer) C.int {
	return ret(R().MemsetNodeSetParams(tid(), "cudaGraphExecMemsetNodeSetParams", p(exec), p(node), p(params)))
}

//export cudaGraphHostNodeGetParams
func cudaGraphHostNodeGetParams(node, params unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphHostNodeGetParams", p(node), cudart.NodeHost, p(params)))
}

//export cudaGraphHostNodeSetParams
func cudaGraphHostNodeSetParams(node, params unsafe.Pointer) C.int {
	return ret(R().HostNodeSetParams(tid(), "cudaGraphHostNodeSetParams", 0, p(node), p(params)))
}

//export cudaGraphExecHostNodeSetParams
func cudaGraphExecHostNodeSetParams(exec, node, params unsafe.Pointer) C.int {
	return ret(R().HostNodeSetParams(tid(), "cudaGraphExecHostNodeSetParams", p(exec), p(node), p(params)))
}

//export cudaGraphEventRecordNodeGetEvent
func cudaGraphEventRecordNodeGetEvent(node, event unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphEventRecordNodeGetEvent", p(node), cudart.NodeEventRecord, p(event)))
}

//export cudaGraphEventWaitNodeGetEvent
func cudaGraphEventWaitNodeGetEvent(node, event unsafe.Pointer) C.int {
	return ret(R().GraphNodeGetParams(tid(), "cudaGraphEventWaitNodeGetEvent", p(node), cudart.NodeWaitEvent, p(event)))
}

//export cudaGraphEventRecordNodeSetEvent
func cudaGraphEventRecordNodeSetEvent(node, event unsafe.Pointer) C.int {
	return ret(R().EventNodeSetEvent(tid(), "cudaGraphEventRecordNodeSetEvent", 0, p(node), p(event), true))
}

//export cudaGraphEventWaitNodeSetEvent
func cudaGraphEventWaitNodeSetEvent(node, event unsafe.Pointer) C.int {
	return ret(R().EventNodeSetEvent(tid(), "cudaGraphEventWaitNodeSetEvent", 0, p(node), p(event), false))
}

//export cudaGraphExecEventRecordNodeSetEvent
func cudaGraphExecEventRecordNodeSetEvent(exec, node, event unsafe.Pointer) C.int {
	return ret(R().EventNodeSetEvent(tid(), "cudaGraphExecEventRecordNodeSetEvent", p(exec), p(node), p(event), true))
}

//export cudaGraphExecEventWaitNodeSetEvent
func cudaGraphExecEventWaitNodeSetEvent(exec, node, event unsafe.Pointer) C.int {
	return ret(R().EventNodeSetEvent(tid(), "cudaGraphExecEventWaitNodeSetEvent", p(exec), p(node), p(event), false))
}
