package cudart

import (
	"cmp"
	"encoding/binary"
	"slices"
	"strconv"
	"unsafe"
)

// The CUDA 12 graph API on top of the per-type calls: cudaGraphAddNode
// with a cudaGraphNodeParams (a type and a union of the per-type
// parameter structs), conditional nodes (IF, WHILE, SWITCH) with their
// handles and body graphs, the graph inside a child graph node, and the
// dependency list of a stream capture (read and changed, for programs that
// add nodes to a capture by hand).

// nodeConditional is cudaGraphNodeTypeConditional.
const nodeConditional = 13

// Conditional node types (cudaGraphConditionalNodeType).
const (
	condIf     = 0
	condWhile  = 1
	condSwitch = 2
)

// condNode is a conditional node: its handle (the device address of the
// 32-bit condition, which cudaGraphSetConditional writes on the device),
// its type and its body graphs, which the node owns.
type condNode struct {
	handle uint64
	typ    uint32
	bodies []uintptr
	outs   []byte         // the bodies' handles, as cudaConditionalNodeParams.phGraph_out hands them out (mmap'd, outside the Go heap)
	steps  [][]*graphNode // in an executable graph: each body's nodes in their order
}

// condHandle is a cudaGraphConditionalHandle's settings: the graph it
// belongs to, its condition's address and the value
// cudaGraphCondAssignDefault sets at each launch. The condition lives
// while its graph or an executable graph using it does (users counts
// them).
type condHandle struct {
	graph         uintptr
	addr          uint64
	def           uint32
	assignDefault bool
	users         int
}

// cudaGraphNodeParams: the type at 0, the union at 16 (232 bytes).
const (
	nodeParamsUnion = 16
	nodeParamsBytes = 256
	// cudaMemcpyNodeParams: flags, reserved (and from 13 a context), then
	// the cudaMemcpy3DParms.
	memcpyNodeParamsCopy = 16
)

// GraphAddNode is cudaGraphAddNode: a node of any type the per-type calls
// add, from a cudaGraphNodeParams. Edge data, where given, must be the
// default (zeros): ptxsim has no programmatic edges.
func (r *Runtime) GraphAddNode(t Thread, out, g, deps, edgeData uintptr, n uint64, params uintptr) Error {
	const name = "cudaGraphAddNode"
	return r.addNodeCallFull(t, name, out, g, deps, n, func() (*graphNode, Error) {
		if params == 0 {
			return nil, ErrorInvalidValue
		}
		if e := r.defaultEdges(name, edgeData, n); e != Success {
			return nil, e
		}
		u := params + nodeParamsUnion
		switch kind := int(getU32(params)); kind {
		case nodeKernel:
			k, e := r.kernelNodeParams(name, u)
			if e != Success {
				return nil, e
			}
			return &graphNode{kind: nodeKernel, kernel: k, run: r.kernelRun(k)}, Success
		case nodeMemcpy:
			return r.memcpyNode(u + memcpyNodeParamsCopy)
		case nodeMemset:
			return r.memsetNode(u)
		case nodeHost:
			return r.hostNode(u)
		case nodeGraph:
			return r.childGraphNode(name, g, uintptr(getU64(u)))
		case nodeEmpty:
			return &graphNode{kind: nodeEmpty}, Success
		case nodeWaitEvent, nodeEventRecord:
			return r.eventNode(uintptr(getU64(u)), kind == nodeEventRecord)
		case nodeMemAlloc:
			return r.memAllocNode(name, u)
		case nodeMemFree:
			return r.memFreeNode(name, g, getU64(u))
		case nodeConditional:
			return r.conditionalNode(name, g, u)
		default:
			return nil, r.unsupported("cudaGraphAddNode of node type " + strconv.Itoa(kind) + " (external semaphores)")
		}
	})
}

// defaultEdges checks that an edge data array, if any, holds only
// default edges (all 8 bytes zero).
func (r *Runtime) defaultEdges(name string, edgeData uintptr, n uint64) Error {
	if edgeData == 0 {
		return Success
	}
	for i := uint64(0); i < n; i++ {
		if getU64(edgeData+uintptr(8*i)) != 0 {
			return r.unsupported(name + " with non-default edge data (programmatic dependent launch edges)")
		}
	}
	return Success
}

// childGraphNode is a child graph node of graph g: a copy of graph child
// that the node owns (cudaGraphChildGraphNodeGetGraph hands it out; its
// nodes run in their order where the node runs).
func (r *Runtime) childGraphNode(name string, g, child uintptr) (*graphNode, Error) {
	gs := r.graphTables()
	if gs.graphs[child] == nil || child == g {
		return nil, ErrorInvalidValue
	}
	if gs.hasMemNodes(child) {
		return nil, r.refuseMemGraph(name, "its use as a child graph")
	}
	if _, _, e := r.order(name, child); e != Success {
		return nil, e
	}
	return &graphNode{kind: nodeGraph, childGraph: r.cloneGraph(child)}, Success
}

// GraphChildGraphNodeGetGraph is cudaGraphChildGraphNodeGetGraph: the
// graph the node owns (not a copy: changes to it change the node).
func (r *Runtime) GraphChildGraphNodeGetGraph(t Thread, node, out uintptr) Error {
	return r.call(t, "cudaGraphChildGraphNodeGetGraph", func() Error {
		nd := r.graphTables().nodes[node]
		if nd == nil || nd.kind != nodeGraph || out == 0 {
			return ErrorInvalidValue
		}
		putU64(out, uint64(nd.childGraph))
		return Success
	})
}

// GraphConditionalHandleCreate is cudaGraphConditionalHandleCreate: the
// handle is the device address of a 32-bit condition, set to the default
// value now and, with cudaGraphCondAssignDefault (flag 1), at every launch
// of the graph.
func (r *Runtime) GraphConditionalHandleCreate(t Thread, out, g uintptr, def, flags uint32) Error {
	const name = "cudaGraphConditionalHandleCreate"
	return r.call(t, name, func() Error {
		gs := r.graphTables()
		if out == 0 || gs.graphs[g] == nil || flags&^1 != 0 {
			return ErrorInvalidValue
		}
		if e := r.context(); e != Success {
			return e
		}
		addr, e := r.malloc(4)
		if e != Success {
			return e
		}
		if e := r.writeCondition(addr, def); e != Success {
			return e
		}
		if gs.conds == nil {
			gs.conds = map[uint64]*condHandle{}
		}
		gs.conds[addr] = &condHandle{graph: g, addr: addr, def: def, assignDefault: flags&1 != 0, users: 1}
		putU64(out, addr)
		return Success
	})
}

func (r *Runtime) writeCondition(addr uint64, v uint32) Error {
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], v)
	if err := r.dev.Write(addr, b[:]); err != nil {
		r.diag("conditional handle 0x%x: %v", addr, err)
		return ErrorInvalidValue
	}
	return Success
}

// conditionalNode reads a cudaConditionalNodeParams (handle, type, size)
// and makes the node with size empty body graphs, whose handles it hands
// out in an array the node owns: phGraph_out points at it.
func (r *Runtime) conditionalNode(name string, g, u uintptr) (*graphNode, Error) {
	gs := r.graphTables()
	handle, typ, size := getU64(u), getU32(u+8), getU32(u+12)
	h := gs.conds[handle]
	if h == nil {
		r.diag("%s: 0x%x is not a conditional handle", name, handle)
		return nil, ErrorInvalidValue
	}
	if h.graph != g {
		r.diag("%s: conditional handle 0x%x belongs to another graph", name, handle)
		return nil, ErrorInvalidValue
	}
	switch {
	case typ == condIf && (size == 1 || size == 2), typ == condWhile && size == 1, typ == condSwitch && size >= 1 && size <= 1<<16:
	default:
		r.diag("%s: a conditional node of type %d with %d bodies", name, typ, size)
		return nil, ErrorInvalidValue
	}
	// phGraph_out: an array the node owns (valid while it lives), its
	// address written into the parameters.
	outs, err := mapOwned(8 * int(size))
	if err != nil {
		r.diag("%s: %v for the body graphs", name, err)
		return nil, ErrorMemoryAllocation
	}
	c := &condNode{handle: handle, typ: typ, outs: outs}
	for i := uint32(0); i < size; i++ {
		b := r.newHandle()
		gs.graphs[b] = &graph{}
		c.bodies = append(c.bodies, b)
		binary.LittleEndian.PutUint64(c.outs[8*i:], uint64(b))
	}
	putU64(u+16, uint64(uintptr(unsafe.Pointer(&outs[0]))))
	return &graphNode{kind: nodeConditional, cond: c}, Success
}

// condHandles lists the conditional handles of graph g and of the graphs
// nested in it, taking a use of each for an executable graph.
func (r *Runtime) condHandles(g uintptr) []*condHandle {
	gs := r.graphTables()
	var out []*condHandle
	var walk func(g uintptr)
	walk = func(g uintptr) {
		for _, h := range gs.conds {
			if h.graph == g {
				h.users++
				out = append(out, h)
			}
		}
		for _, n := range gs.graphs[g].nodes {
			nd := gs.nodes[n]
			if nd.childGraph != 0 {
				walk(nd.childGraph)
			}
			if nd.cond != nil {
				for _, b := range nd.cond.bodies {
					walk(b)
				}
			}
		}
	}
	walk(g)
	// Map order is random: sort for a deterministic write order.
	slices.SortFunc(out, func(a, b *condHandle) int { return cmp.Compare(a.addr, b.addr) })
	return out
}

// condBody is what a conditional step runs now: the steps of the body its
// condition selects, or nil; again says a WHILE loop's step follows them.
func (r *Runtime) condBody(nd *graphNode) (body []*graphNode, again bool, e Error) {
	var b [4]byte
	if err := r.dev.Read(nd.cond.handle, b[:]); err != nil {
		r.diag("cudaGraphLaunch: conditional handle 0x%x: %v", nd.cond.handle, err)
		return nil, false, ErrorInvalidValue
	}
	v := binary.LittleEndian.Uint32(b[:])
	c := nd.cond
	switch c.typ {
	case condIf:
		if v != 0 {
			return c.steps[0], false, Success
		}
		if len(c.steps) == 2 {
			return c.steps[1], false, Success
		}
	case condWhile:
		if v != 0 {
			return c.steps[0], true, Success
		}
	case condSwitch:
		if int(v) < len(c.steps) {
			return c.steps[v], false, Success
		}
	}
	return nil, false, Success
}

// StreamUpdateCaptureDependencies is cudaStreamUpdateCaptureDependencies:
// the nodes the next captured work depends on are replaced (flags 1,
// cudaStreamSetCaptureDependencies) or added to (flags 0).
func (r *Runtime) StreamUpdateCaptureDependencies(t Thread, s, deps, edgeData uintptr, n uint64, flags uint32) Error {
	const name = "cudaStreamUpdateCaptureDependencies"
	return r.call(t, name, func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		st := r.streams[s]
		if st == nil || st.capture == nil {
			r.diag("%s: the stream is not capturing", name)
			return ErrorIllegalState
		}
		if st.capture.invalid {
			return ErrorStreamCaptureInvalidated
		}
		if flags > 1 {
			return ErrorInvalidValue
		}
		if e := r.defaultEdges(name, edgeData, n); e != Success {
			return e
		}
		d, e := r.nodeDeps(st.capture.graph, deps, n)
		if e != Success {
			return e
		}
		if flags == 1 {
			st.tail = d
			return Success
		}
		for _, h := range d {
			if !slices.Contains(st.tail, h) {
				st.tail = append(st.tail, h)
			}
		}
		return Success
	})
}

// captureDeps writes a capturing stream's dependency list (and default
// edge data) to memory the stream owns, valid until its next capture
// call, and the pointers to it to depsOut and edgeOut.
func (r *Runtime) captureDeps(st *stream, depsOut, edgeOut uintptr) Error {
	n := len(st.tail)
	if need := max(16*n, 16); len(st.depsBuf) < need {
		unmapOwned(st.depsBuf)
		st.depsBuf = nil
		b, err := mapOwned(need)
		if err != nil {
			r.diag("cudaStreamGetCaptureInfo: %v for the dependency list", err)
			return ErrorMemoryAllocation
		}
		st.depsBuf = b
	}
	base := uintptr(unsafe.Pointer(&st.depsBuf[0]))
	for i, h := range st.tail {
		binary.LittleEndian.PutUint64(st.depsBuf[8*i:], uint64(h))
	}
	edges := st.depsBuf[8*n : 16*n]
	clear(edges)
	if depsOut != 0 {
		p := uint64(0)
		if n > 0 {
			p = uint64(base)
		}
		putU64(depsOut, p)
	}
	if edgeOut != 0 {
		p := uint64(0)
		if n > 0 {
			p = uint64(base) + uint64(8*n)
		}
		putU64(edgeOut, p)
	}
	return Success
}

// releaseConds gives back a use of each conditional handle, and the
// condition of one no graph or executable graph uses any more.
func (r *Runtime) releaseConds(hs []*condHandle) {
	for _, h := range hs {
		if h.users--; h.users > 0 {
			continue
		}
		if a := r.allocs[h.addr]; a != nil {
			r.release(a)
		}
	}
}

// NodeSetParams is cudaGraphNodeSetParams (x == 0) and
// cudaGraphExecNodeSetParams: a cudaGraphNodeParams of the node's own
// type, for the types whose per-type setters exist (kernel, memcpy,
// memset, host, event record and wait).
func (r *Runtime) NodeSetParams(t Thread, name string, x, node, params uintptr) Error {
	if params == 0 {
		return r.Fail(t, name, ErrorInvalidValue)
	}
	u := params + nodeParamsUnion
	switch kind := int(getU32(params)); kind {
	case nodeKernel:
		if x != 0 {
			return r.GraphExecKernelNodeSetParams(t, x, node, u)
		}
		return r.GraphKernelNodeSetParams(t, node, u)
	case nodeMemcpy:
		return r.MemcpyNodeSetParams(t, name, x, node, u+memcpyNodeParamsCopy)
	case nodeMemset:
		return r.MemsetNodeSetParams(t, name, x, node, u)
	case nodeHost:
		return r.HostNodeSetParams(t, name, x, node, u)
	case nodeWaitEvent, nodeEventRecord:
		return r.EventNodeSetEvent(t, name, x, node, uintptr(getU64(u)), kind == nodeEventRecord)
	default:
		return r.Unsupported(t, name, name+" of node type "+strconv.Itoa(kind))
	}
}

// GraphInstantiateWithParams is cudaGraphInstantiateWithParams: a
// cudaGraphInstantiateParams (flags, uploadStream, errNode_out,
// result_out) around cudaGraphInstantiateWithFlags; the upload stream is
// checked (there is nothing to upload), errNode_out is null and result_out
// is cudaGraphInstantiateSuccess (0) or cudaGraphInstantiateError (1).
func (r *Runtime) GraphInstantiateWithParams(t Thread, out, g, params uintptr) Error {
	const name = "cudaGraphInstantiateWithParams"
	if params == 0 {
		return r.Fail(t, name, ErrorInvalidValue)
	}
	flags, upload := getU64(params), uintptr(getU64(params+8))
	putU64(params+16, 0)
	e := r.GraphInstantiate(t, name, out, g, flags)
	if e == Success && flags&2 != 0 { // cudaGraphInstantiateFlagUpload
		e = r.GraphUpload(t, uintptr(getU64(out)), upload)
	}
	result := uint32(0)
	if e != Success {
		result = 1
	}
	putU32(params+24, result)
	return e
}
