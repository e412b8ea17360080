package cudart

import "encoding/binary"

// Graph memory nodes: cudaGraphAddMemAllocNode / cudaGraphAddMemFreeNode,
// and cudaMallocAsync / cudaFreeAsync during a stream capture, which make
// the same nodes. CUDA fixes a graph allocation's address when the node is
// made and backs it while the graph runs; ptxsim backs it from the node's
// creation on (the address is what a program can observe), so the alloc
// and free nodes themselves do no work. An allocation the graph frees
// itself is released when the graph and its executable graph are both
// destroyed (no launch can reach it then); one it does not free is the
// program's to release with cudaFree (or cudaFreeAsync outside a
// capture), as in CUDA.

// Memory node types (cudaGraphNodeType).
const (
	nodeMemAlloc = 10
	nodeMemFree  = 11
)

// cudaMemAllocNodeParams: a cudaMemPoolProps (88 bytes in 11.8 and 13),
// accessDescs, accessDescCount, bytesize, dptr (written by the runtime).
const (
	allocParamsAccess = 88
	allocParamsCount  = 96
	allocParamsSize   = 104
	allocParamsPtr    = 112
	allocParamsBytes  = 120
)

// Graph memory attributes (cudaGraphMemAttributeType).
const (
	graphMemUsedCurrent = iota
	graphMemUsedHigh
	graphMemReservedCurrent
	graphMemReservedHigh
)

// graphAlloc makes a graph allocation of size bytes: device memory
// counted as graph memory.
func (r *Runtime) graphAlloc(name string, size uint64) (uint64, Error) {
	if size == 0 {
		r.diag("%s: a graph allocation of 0 bytes", name)
		return 0, ErrorInvalidValue
	}
	addr, e := r.malloc(size)
	if e != Success {
		return 0, e
	}
	r.allocs[addr].graph = true
	r.graphMemUsed += size
	r.graphMemHigh = max(r.graphMemHigh, r.graphMemUsed)
	return addr, Success
}

// memAllocNode reads a cudaMemAllocNodeParams, allocates and writes the
// address back into it.
func (r *Runtime) memAllocNode(name string, params uintptr) (*graphNode, Error) {
	if params == 0 {
		return nil, ErrorInvalidValue
	}
	b := hostBytes(params, allocParamsBytes)
	allocType, locType, locID := le32(b, 0), le32(b, 8), int32(le32(b, 12))
	if allocType != 1 || locType != 1 || locID != 0 {
		// cudaMemAllocationTypePinned on device 0 is what there is.
		r.diag("%s: pool properties (allocation type %d, location type %d, id %d) name no memory of device 0", name, allocType, locType, locID)
		return nil, ErrorInvalidValue
	}
	if n := le64(b, allocParamsCount); n > 0 {
		descs := uintptr(le64(b, allocParamsAccess))
		if descs == 0 {
			return nil, ErrorInvalidValue
		}
		for i := uint64(0); i < n; i++ {
			d := descs + uintptr(12*i)
			if getU32(d) != 1 || getU32(d+4) != 0 {
				r.diag("%s: access descriptor %d is not for device 0", name, i)
				return nil, ErrorInvalidDevice
			}
		}
	}
	addr, e := r.graphAlloc(name, le64(b, allocParamsSize))
	if e != Success {
		return nil, e
	}
	binary.LittleEndian.PutUint64(b[allocParamsPtr:], addr)
	raw := make([]byte, allocParamsBytes)
	copy(raw, b)
	return &graphNode{kind: nodeMemAlloc, raw: raw, alloc: r.allocs[addr]}, Success
}

// memFreeNode is a free node of graph allocation p in graph g, which
// must not free it already.
func (r *Runtime) memFreeNode(name string, g uintptr, p uint64) (*graphNode, Error) {
	if a := r.allocs[p]; a == nil || !a.graph {
		r.diag("%s(0x%x): not a graph allocation", name, p)
		return nil, ErrorInvalidValue
	}
	gs := r.graphTables()
	for _, h := range gs.graphs[g].nodes {
		if nd := gs.nodes[h]; nd.kind == nodeMemFree && le64(nd.raw, 0) == p {
			r.diag("%s(0x%x): the graph frees it already", name, p)
			return nil, ErrorInvalidValue
		}
	}
	raw := make([]byte, 8)
	binary.LittleEndian.PutUint64(raw, p)
	return &graphNode{kind: nodeMemFree, raw: raw}, Success
}

// GraphAddMemAllocNode is cudaGraphAddMemAllocNode.
func (r *Runtime) GraphAddMemAllocNode(t Thread, out, g, deps uintptr, n uint64, params uintptr) Error {
	const name = "cudaGraphAddMemAllocNode"
	return r.addNodeCallFull(t, name, out, g, deps, n, func() (*graphNode, Error) { return r.memAllocNode(name, params) })
}

// GraphAddMemFreeNode is cudaGraphAddMemFreeNode.
func (r *Runtime) GraphAddMemFreeNode(t Thread, out, g, deps uintptr, n uint64, p uint64) Error {
	const name = "cudaGraphAddMemFreeNode"
	return r.addNodeCallFull(t, name, out, g, deps, n, func() (*graphNode, Error) { return r.memFreeNode(name, g, p) })
}

// releaseGraphAllocs gives back the allocations that nodes (those of a
// destroyed graph, or of the executable graph outliving it) both make and
// free, unless the program has freed them already.
func (r *Runtime) releaseGraphAllocs(nodes []*graphNode) {
	freed := map[uint64]bool{}
	for _, nd := range nodes {
		if nd.kind == nodeMemFree {
			freed[le64(nd.raw, 0)] = true
		}
	}
	for _, nd := range nodes {
		if a := nd.alloc; a != nil && freed[a.base] && r.allocs[a.base] == a {
			r.release(a)
		}
	}
}

// hasMemNodes reports whether graph g has allocation or free nodes. CUDA
// allows such a graph one executable graph at a time, and does not let it
// be cloned, embedded as a child graph, or lose nodes or edges.
func (gs *graphState) hasMemNodes(g uintptr) bool {
	for _, h := range gs.graphs[g].nodes {
		if k := gs.nodes[h].kind; k == nodeMemAlloc || k == nodeMemFree {
			return true
		}
	}
	return false
}

// hasExec reports whether an executable graph of graph g (one with
// memory nodes) exists.
func (gs *graphState) hasExec(g uintptr) bool {
	for _, x := range gs.execs {
		if x.graph == g {
			return true
		}
	}
	return false
}

// refuseMemGraph is the answer to an operation CUDA does not allow on a
// graph with memory nodes: cudaErrorNotSupported, as the H200 answers a
// second instantiation (the documentation names no code for the others).
func (r *Runtime) refuseMemGraph(name, what string) Error {
	r.diag("%s: the graph has memory allocation or free nodes, and CUDA does not allow %s for such a graph", name, what)
	return ErrorNotSupported
}

// captureMalloc is cudaMallocAsync during a capture: an alloc node, its
// address returned now.
func (r *Runtime) captureMalloc(name string, out uintptr, size uint64, s uintptr) Error {
	if out == 0 {
		return ErrorInvalidValue
	}
	addr, e := r.graphAlloc(name, size)
	if e != Success {
		return e
	}
	raw := make([]byte, allocParamsBytes)
	binary.LittleEndian.PutUint32(raw[0:], 1) // pinned
	binary.LittleEndian.PutUint32(raw[8:], 1) // on device 0
	binary.LittleEndian.PutUint64(raw[allocParamsSize:], size)
	binary.LittleEndian.PutUint64(raw[allocParamsPtr:], addr)
	if e := r.captureNode(s, &graphNode{kind: nodeMemAlloc, raw: raw, alloc: r.allocs[addr]}); e != Success {
		return e
	}
	putU64(out, addr)
	return Success
}

// GraphMemAttribute is cudaDeviceGetGraphMemAttribute (set false) and
// cudaDeviceSetGraphMemAttribute (set true: only the high-water marks,
// reset by writing 0). Graph memory is backed from the node's creation,
// so reserved equals used.
func (r *Runtime) GraphMemAttribute(t Thread, name string, device int64, attr int, value uintptr, set bool) Error {
	return r.call(t, name, func() Error {
		if device != 0 {
			return ErrorInvalidDevice
		}
		if value == 0 {
			return ErrorInvalidValue
		}
		if set {
			if (attr != graphMemUsedHigh && attr != graphMemReservedHigh) || getU64(value) != 0 {
				r.diag("%s: only the high-water marks can be set, and only to 0", name)
				return ErrorInvalidValue
			}
			r.graphMemHigh = r.graphMemUsed
			return Success
		}
		switch attr {
		case graphMemUsedCurrent, graphMemReservedCurrent:
			putU64(value, r.graphMemUsed)
		case graphMemUsedHigh, graphMemReservedHigh:
			putU64(value, r.graphMemHigh)
		default:
			return ErrorInvalidValue
		}
		return Success
	})
}

// GraphMemTrim is cudaDeviceGraphMemTrim: graph memory is not cached
// beyond what graphs hold, so there is nothing to give back.
func (r *Runtime) GraphMemTrim(t Thread, device int64) Error {
	return r.call(t, "cudaDeviceGraphMemTrim", func() Error {
		if device != 0 {
			return ErrorInvalidDevice
		}
		return r.context()
	})
}
