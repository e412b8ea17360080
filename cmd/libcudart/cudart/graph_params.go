package cudart

import (
	"encoding/binary"
	"unsafe"
)

// Memcpy, memset, host and event nodes: made from their parameters (when
// added, and again by the setters, in a graph or in an executable graph),
// their parameter structs kept for the getters.

// memcpyNode is a node of a cudaMemcpy3DParms (copied now).
func (r *Runtime) memcpyNode(parms uintptr) (*graphNode, Error) {
	if parms == 0 {
		return nil, ErrorInvalidValue
	}
	l := r.api.Structs["cudaMemcpy3DParms"]
	p := &cstruct{l: l, b: hostCopy(parms, uint64(l.Size))}
	return &graphNode{kind: nodeMemcpy, raw: p.b, run: func() Error { return r.memcpy3D(p) }}, Success
}

// memcpy1DNode is a node of a linear copy; its parameters read back as
// the cudaMemcpy3DParms of one row.
func (r *Runtime) memcpy1DNode(dst, src, count uint64, kind int) (*graphNode, Error) {
	if kind < MemcpyHostToHost || kind > MemcpyDefault {
		return nil, ErrorInvalidMemcpyDirection
	}
	p := newCStruct(r.api.Structs["cudaMemcpy3DParms"])
	p.set("srcPtr", int64(src), int64(count), int64(count), 1)
	p.set("dstPtr", int64(dst), int64(count), int64(count), 1)
	p.set("extent", int64(count), 1, 1)
	p.set("kind", int64(kind))
	return &graphNode{kind: nodeMemcpy, raw: p.b, run: func() Error { return r.memcpy("cudaGraphLaunch", dst, src, count, kind) }}, Success
}

// memsetNode is a node of a cudaMemsetParams (dst, pitch, value,
// elementSize 1, 2 or 4, width in elements, height).
func (r *Runtime) memsetNode(params uintptr) (*graphNode, Error) {
	if params == 0 {
		return nil, ErrorInvalidValue
	}
	b := hostCopy(params, 40)
	dst, pitch := binary.LittleEndian.Uint64(b[0:]), binary.LittleEndian.Uint64(b[8:])
	value, el := binary.LittleEndian.Uint32(b[16:]), uint64(binary.LittleEndian.Uint32(b[20:]))
	width, height := binary.LittleEndian.Uint64(b[24:]), binary.LittleEndian.Uint64(b[32:])
	if el != 1 && el != 2 && el != 4 || width == 0 || height == 0 || width > 1<<40 || height > 1 && pitch < width*el {
		return nil, ErrorInvalidValue
	}
	if !r.deviceAccessible(dst, width*el) {
		r.diag("memset node: 0x%x (%d bytes) is not device memory", dst, width*el)
		return nil, ErrorInvalidValue
	}
	row := make([]byte, width*el)
	for i := uint64(0); i < width; i++ {
		switch el {
		case 1:
			row[i] = byte(value)
		case 2:
			binary.LittleEndian.PutUint16(row[2*i:], uint16(value))
		case 4:
			binary.LittleEndian.PutUint32(row[4*i:], value)
		}
	}
	run := func() Error {
		for y := uint64(0); y < height; y++ {
			p := dst + y*pitch
			if !r.deviceAccessible(p, uint64(len(row))) {
				r.diag("cudaGraphLaunch: memset node: 0x%x (%d bytes) is not device memory", p, len(row))
				return ErrorInvalidValue
			}
			if err := r.dev.Write(p, row); err != nil {
				r.diag("cudaGraphLaunch: memset node: %v", err)
				return ErrorInvalidValue
			}
			r.advanceCopy(uint64(len(row)), true, true)
		}
		return Success
	}
	return &graphNode{kind: nodeMemset, raw: b, run: run}, Success
}

// hostNode is a node of a cudaHostNodeParams {fn, userData}.
func (r *Runtime) hostNode(params uintptr) (*graphNode, Error) {
	if params == 0 {
		return nil, ErrorInvalidValue
	}
	b := hostCopy(params, 16)
	fn, arg := uintptr(binary.LittleEndian.Uint64(b)), uintptr(binary.LittleEndian.Uint64(b[8:]))
	if fn == 0 {
		return nil, ErrorInvalidValue
	}
	return &graphNode{kind: nodeHost, raw: b, host: r.hostFunc(fn, arg)}, Success
}

// eventNode is an event record (record) or wait node.
func (r *Runtime) eventNode(ev uintptr, record bool) (*graphNode, Error) {
	if r.events[ev] == nil {
		return nil, ErrorInvalidResourceHandle
	}
	nd := &graphNode{kind: nodeWaitEvent, event: ev}
	if record {
		nd.kind = nodeEventRecord
		nd.run = func() Error {
			if e := r.events[ev]; e != nil {
				e.capture, e.capNodes = nil, nil
				e.recorded, e.time = true, r.now
			}
			return Success
		}
	}
	return nd, Success
}

// graphNodeSetParams is the node setters (cudaGraphMemcpyNodeSetParams,
// ...SetParams1D, cudaGraphMemsetNodeSetParams,
// cudaGraphHostNodeSetParams, cudaGraphEventRecordNodeSetEvent, ...): the
// node of that type takes the work mk makes.
func (r *Runtime) graphNodeSetParams(t Thread, name string, node uintptr, kind int, mk func() (*graphNode, Error)) Error {
	return r.call(t, name, func() Error {
		nd := r.graphTables().nodes[node]
		if nd == nil || nd.kind != kind {
			return ErrorInvalidValue
		}
		nn, e := mk()
		if e != Success {
			return e
		}
		nd.run, nd.host, nd.raw, nd.event = nn.run, nn.host, nn.raw, nn.event
		return Success
	})
}

// graphExecNodeSetParams is the executable-graph setters
// (cudaGraphExecMemcpyNodeSetParams, ...): the executable graph's copy of
// the node takes the work mk makes.
func (r *Runtime) graphExecNodeSetParams(t Thread, name string, x, node uintptr, kind int, mk func() (*graphNode, Error)) Error {
	return r.call(t, name, func() Error {
		ex := r.graphTables().execs[x]
		if ex == nil {
			return ErrorInvalidValue
		}
		i, ok := ex.index[node]
		if !ok || ex.steps[i].kind != kind {
			return ErrorInvalidValue
		}
		nn, e := mk()
		if e != Success {
			return e
		}
		cp := *ex.steps[i]
		cp.run, cp.host, cp.raw, cp.event = nn.run, nn.host, nn.raw, nn.event
		ex.steps[i] = &cp
		return Success
	})
}

// GraphNodeGetParams is the getters of memcpy, memset and host nodes (the
// parameter struct) and of event nodes (the event).
func (r *Runtime) GraphNodeGetParams(t Thread, name string, node uintptr, kind int, out uintptr) Error {
	return r.call(t, name, func() Error {
		nd := r.graphTables().nodes[node]
		if nd == nil || nd.kind != kind || out == 0 {
			return ErrorInvalidValue
		}
		if kind == nodeEventRecord || kind == nodeWaitEvent {
			putU64(out, uint64(nd.event))
			return Success
		}
		copy(hostBytes(out, uint64(len(nd.raw))), nd.raw)
		return Success
	})
}

// GraphKernelNodeGetParams is cudaGraphKernelNodeGetParams: the node's
// cudaKernelNodeParams (func, gridDim, blockDim, sharedMemBytes,
// kernelParams, extra = NULL), kernelParams pointing at copies of the
// arguments the node holds. The copies live in memory the node owns,
// outside the Go heap (the program keeps the pointers); a later call
// rewrites them, as CUDA's node-owned storage is valid until the node
// changes.
func (r *Runtime) GraphKernelNodeGetParams(t Thread, node, out uintptr) Error {
	const name = "cudaGraphKernelNodeGetParams"
	return r.call(t, name, func() Error {
		nd := r.graphTables().nodes[node]
		if nd == nil || nd.kind != nodeKernel || nd.kernel == nil || out == 0 {
			return ErrorInvalidValue
		}
		k := nd.kernel
		kf := k.f.fb.prog.Kernel(k.f.name)
		n := len(kf.Params)
		size := max(8*n+len(k.l.params), 1) // a kernel without parameters still gets a (non-null) array
		if len(nd.args) < size {
			nd.unmapArgs()
			b, err := mapOwned(size)
			if err != nil {
				r.diag("%s: %v for the argument copies", name, err)
				return ErrorMemoryAllocation
			}
			nd.args = b
		}
		base := uintptr(unsafe.Pointer(&nd.args[0]))
		copy(nd.args[8*n:], k.l.params)
		for i, p := range kf.Params {
			binary.LittleEndian.PutUint64(nd.args[8*i:], uint64(base)+uint64(8*n+p.Offset))
		}
		b := hostBytes(out, 56)
		binary.LittleEndian.PutUint64(b[0:], uint64(k.l.Func))
		for i := 0; i < 3; i++ {
			binary.LittleEndian.PutUint32(b[8+4*i:], k.l.Grid[i])
			binary.LittleEndian.PutUint32(b[20+4*i:], k.l.Block[i])
		}
		binary.LittleEndian.PutUint32(b[32:], uint32(k.l.Shared))
		binary.LittleEndian.PutUint32(b[36:], 0)
		binary.LittleEndian.PutUint64(b[40:], uint64(base))
		binary.LittleEndian.PutUint64(b[48:], 0)
		return Success
	})
}

// unmapArgs gives back the mapping of the node's argument copies.
func (nd *graphNode) unmapArgs() {
	unmapOwned(nd.args)
	nd.args = nil
}

// setParams runs a setter on a node of a graph (x == 0) or on an
// executable graph's copy of it.
func (r *Runtime) setParams(t Thread, name string, x, node uintptr, kind int, mk func() (*graphNode, Error)) Error {
	if x != 0 {
		return r.graphExecNodeSetParams(t, name, x, node, kind, mk)
	}
	return r.graphNodeSetParams(t, name, node, kind, mk)
}

// MemcpyNodeSetParams is cudaGraphMemcpyNodeSetParams (x == 0) and
// cudaGraphExecMemcpyNodeSetParams.
func (r *Runtime) MemcpyNodeSetParams(t Thread, name string, x, node, parms uintptr) Error {
	return r.setParams(t, name, x, node, nodeMemcpy, func() (*graphNode, Error) { return r.memcpyNode(parms) })
}

// Memcpy1DNodeSetParams is cudaGraphMemcpyNodeSetParams1D (x == 0) and
// cudaGraphExecMemcpyNodeSetParams1D.
func (r *Runtime) Memcpy1DNodeSetParams(t Thread, name string, x, node uintptr, dst, src, count uint64, kind int) Error {
	return r.setParams(t, name, x, node, nodeMemcpy, func() (*graphNode, Error) { return r.memcpy1DNode(dst, src, count, kind) })
}

// MemsetNodeSetParams is cudaGraphMemsetNodeSetParams (x == 0) and
// cudaGraphExecMemsetNodeSetParams.
func (r *Runtime) MemsetNodeSetParams(t Thread, name string, x, node, params uintptr) Error {
	return r.setParams(t, name, x, node, nodeMemset, func() (*graphNode, Error) { return r.memsetNode(params) })
}

// HostNodeSetParams is cudaGraphHostNodeSetParams (x == 0) and
// cudaGraphExecHostNodeSetParams.
func (r *Runtime) HostNodeSetParams(t Thread, name string, x, node, params uintptr) Error {
	return r.setParams(t, name, x, node, nodeHost, func() (*graphNode, Error) { return r.hostNode(params) })
}

// EventNodeSetEvent is cudaGraph{EventRecord,EventWait}NodeSetEvent (x ==
// 0) and their cudaGraphExec forms.
func (r *Runtime) EventNodeSetEvent(t Thread, name string, x, node, ev uintptr, record bool) Error {
	kind := nodeWaitEvent
	if record {
		kind = nodeEventRecord
	}
	return r.setParams(t, name, x, node, kind, func() (*graphNode, Error) { return r.eventNode(ev, record) })
}

// Node types (cudaGraphNodeType) for the C layer's getters.
const (
	NodeKernel      = nodeKernel
	NodeMemcpy      = nodeMemcpy
	NodeMemset      = nodeMemset
	NodeHost        = nodeHost
	NodeWaitEvent   = nodeWaitEvent
	NodeEventRecord = nodeEventRecord
	NodeMemAlloc    = nodeMemAlloc
	NodeMemFree     = nodeMemFree
)
