package cudart

import (
	"encoding/binary"
)

// CUDA graphs: built node by node (cudaGraphAdd*Node) or by stream
// capture (work issued to a capturing stream becomes nodes instead of
// running), instantiated, and launched into a stream. A graph launch runs
// its nodes in one topological order of their dependencies (ties in the
// order the nodes were added): a legal schedule, as running stream work
// in issue order is, and for a captured graph the order of capture.
// Kernel arguments and memcpy/memset parameters are copied when a node is
// added or captured (as CUDA does); host pointers are read when the graph
// runs. Host nodes run in their place with the runtime's lock released.

// Node types (cudaGraphNodeType).
const (
	nodeKernel = 0
	nodeMemcpy = 1
	nodeMemset = 2
	nodeHost   = 3
	nodeEmpty  = 5
)

// Stream capture modes (cudaStreamCaptureMode) and statuses
// (cudaStreamCaptureStatus).
const (
	captureModeRelaxed = 2

	captureStatusNone        = 0
	captureStatusActive      = 1
	captureStatusInvalidated = 2
)

type graphNode struct {
	h     uintptr // its handle
	graph uintptr
	kind  int
	deps  []uintptr
	run   func() Error // the node's work, under the lock; nil: none
	host  func()       // a host node's function, run with the lock released

	kernel     *kernelNode // kernel nodes: what runs (for the parameter setters)
	args       []byte      // kernel nodes: the argument copies cudaGraphKernelNodeGetParams hands out (mmap'd, outside the Go heap)
	childGraph uintptr     // child graph nodes: the graph the node owns (a copy of the one added)
	cond       *condNode   // conditional nodes: handle, type, body graphs
	event      uintptr     // event record and wait nodes: the event
	alloc      *allocation // memory allocation nodes: the graph allocation made

	disabled bool   // in an executable graph: switched off (cudaGraphNodeSetEnabled)
	raw      []byte // memcpy, memset and host nodes: their parameter struct (the getters)
}

// kernelNode is a kernel node's launch, its parameter block laid out.
type kernelNode struct {
	f *function
	l Launch
}

type graph struct {
	nodes      []uintptr           // in the order added
	clonedFrom map[uintptr]uintptr // a clone: original node -> its copy here
	userRefs   map[uintptr]int64   // references to user objects the graph owns
}

// graphExec is an instantiated graph: its nodes in the order they run.
type graphExec struct {
	steps    []*graphNode
	index    map[uintptr]int   // a node of the graph instantiated -> its step
	src      []uintptr         // that graph's nodes in creation order (cudaGraphExecUpdate)
	shape    []nodeShape       // and their types, kernels and edges
	flags    uint64            // the instantiation flags
	graph    uintptr           // the graph it was made from, when that has memory nodes (one live instance at a time)
	userRefs map[uintptr]int64 // the graph's user object references, copied at instantiation

	conds []*condHandle // the conditional handles of its graph and the graphs nested in it (a use of each)
}

// capture is one stream capture sequence: the origin stream and any
// stream that joined it by waiting on an event recorded in it.
type capture struct {
	id      uint64
	graph   uintptr
	origin  uintptr
	mode    uint32
	invalid bool // a prohibited call invalidated it: cudaStreamEndCapture fails
	ended   bool
}

// graphState holds the graph objects (made on first use).
type graphState struct {
	graphs    map[uintptr]*graph
	nodes     map[uintptr]*graphNode
	execs     map[uintptr]*graphExec
	captures  int                    // active captures
	conds     map[uint64]*condHandle // conditional handles (device addresses of their conditions)
	captureID uint64
}

func (r *Runtime) graphTables() *graphState {
	if r.gs == nil {
		r.gs = &graphState{graphs: map[uintptr]*graph{}, nodes: map[uintptr]*graphNode{}, execs: map[uintptr]*graphExec{}}
	}
	return r.gs
}

// capturing reports whether s is a stream in an active capture.
func (r *Runtime) capturing(s uintptr) bool {
	st := r.streams[s]
	return st != nil && st.capture != nil
}

// enqueue runs a stream operation now, or adds it to the capture's graph
// when s is capturing.
func (r *Runtime) enqueue(s uintptr, kind int, op func() Error) Error {
	st := r.streams[s]
	if st == nil || st.capture == nil {
		return op()
	}
	return r.captureNode(s, &graphNode{kind: kind, run: op})
}

// captureNode adds node nd to the capture of stream s, after its tail.
func (r *Runtime) captureNode(s uintptr, nd *graphNode) Error {
	st := r.streams[s]
	if st.capture.invalid {
		return ErrorStreamCaptureInvalidated
	}
	nd.deps = st.tail
	h := r.insertNode(st.capture.graph, nd)
	st.tail = []uintptr{h}
	return Success
}

// captureProhibited is what a call that cannot be captured (a
// synchronisation, a query) does on a capturing stream: it invalidates
// the capture and fails.
func (r *Runtime) captureProhibited(name string, s uintptr) Error {
	st := r.streams[s]
	st.capture.invalid = true
	r.diag("%s on a capturing stream: not allowed during stream capture; the capture is invalidated", name)
	return ErrorStreamCaptureUnsupported
}

// insertNode gives a node a handle in graph g.
func (r *Runtime) insertNode(g uintptr, nd *graphNode) uintptr {
	gs := r.graphTables()
	h := r.newHandle()
	nd.h, nd.graph, nd.deps = h, g, append([]uintptr(nil), nd.deps...)
	gs.nodes[h] = nd
	gs.graphs[g].nodes = append(gs.graphs[g].nodes, h)
	return h
}

// GraphCreate is cudaGraphCreate.
func (r *Runtime) GraphCreate(t Thread, out uintptr, flags uint32) Error {
	return r.call(t, "cudaGraphCreate", func() Error {
		if out == 0 || flags != 0 {
			return ErrorInvalidValue
		}
		if e := r.context(); e != Success {
			return e
		}
		h := r.newHandle()
		r.graphTables().graphs[h] = &graph{}
		putU64(out, uint64(h))
		return Success
	})
}

// GraphDestroy is cudaGraphDestroy: the graph and its nodes go;
// executable graphs made from it stay valid.
func (r *Runtime) GraphDestroy(t Thread, g uintptr) Error {
	return r.call(t, "cudaGraphDestroy", func() Error {
		if r.graphTables().graphs[g] == nil {
			return ErrorInvalidValue
		}
		r.dropGraph(g)
		return Success
	})
}

// nodeDeps reads a node's dependency array and checks that every entry
// is a node of graph g.
func (r *Runtime) nodeDeps(g, deps uintptr, n uint64) ([]uintptr, Error) {
	gs := r.graphTables()
	if gs.graphs[g] == nil {
		return nil, ErrorInvalidValue
	}
	if n > 0 && deps == 0 || n > 1<<20 {
		return nil, ErrorInvalidValue
	}
	out := make([]uintptr, n)
	for i := range out {
		d := uintptr(getU64(deps + uintptr(8*i)))
		if nd := gs.nodes[d]; nd == nil || nd.graph != g {
			r.diag("graph node dependency 0x%x is not a node of graph 0x%x", d, g)
			return nil, ErrorInvalidValue
		}
		out[i] = d
	}
	return out, Success
}

// addNodeCall is the frame of every cudaGraphAdd*Node: check the output
// pointer, the graph and the dependencies, let mk make the node's work,
// add the node and return its handle.
func (r *Runtime) addNodeCall(t Thread, name string, out, g, deps uintptr, n uint64, kind int,
	mk func() (run func() Error, host func(), e Error)) Error {
	return r.addNodeCallFull(t, name, out, g, deps, n, func() (*graphNode, Error) {
		run, host, e := mk()
		return &graphNode{kind: kind, run: run, host: host}, e
	})
}

// addNodeCallFull is addNodeCall for nodes with more than their work.
func (r *Runtime) addNodeCallFull(t Thread, name string, out, g, deps uintptr, n uint64, mk func() (*graphNode, Error)) Error {
	return r.call(t, name, func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		d, e := r.nodeDeps(g, deps, n)
		if e != Success {
			return e
		}
		nd, e := mk()
		if e != Success {
			return e
		}
		nd.deps = d
		putU64(out, uint64(r.insertNode(g, nd)))
		return Success
	})
}

// GraphAddKernelNode is cudaGraphAddKernelNode.
func (r *Runtime) GraphAddKernelNode(t Thread, out, g, deps uintptr, n uint64, params uintptr) Error {
	const name = "cudaGraphAddKernelNode"
	return r.addNodeCallFull(t, name, out, g, deps, n, func() (*graphNode, Error) {
		k, e := r.kernelNodeParams(name, params)
		if e != Success {
			return nil, e
		}
		return &graphNode{kind: nodeKernel, kernel: k, run: r.kernelRun(k)}, Success
	})
}

// kernelNodeParams reads a cudaKernelNodeParams (the same in every
// version: func, gridDim, blockDim, sharedMemBytes, kernelParams, extra)
// and lays out the arguments now, as CUDA copies them.
func (r *Runtime) kernelNodeParams(name string, params uintptr) (*kernelNode, Error) {
	if params == 0 {
		return nil, ErrorInvalidValue
	}
	b := hostBytes(params, 56)
	l := Launch{Func: uintptr(binary.LittleEndian.Uint64(b[0:]))}
	for i := 0; i < 3; i++ {
		l.Grid[i] = binary.LittleEndian.Uint32(b[8+4*i:])
		l.Block[i] = binary.LittleEndian.Uint32(b[20+4*i:])
	}
	l.Shared = uint64(binary.LittleEndian.Uint32(b[32:]))
	args, extra := uintptr(binary.LittleEndian.Uint64(b[40:])), binary.LittleEndian.Uint64(b[48:])
	if extra != 0 && args == 0 {
		return nil, r.unsupported("kernel node arguments in the extra format")
	}
	f, e := r.kernel(l.Func)
	if e != Success {
		r.diag("%s: 0x%x is not a registered kernel", name, l.Func)
		return nil, e
	}
	if l.params, e = r.kernelParams(name, f, args); e != Success {
		return nil, e
	}
	return &kernelNode{f: f, l: l}, Success
}

func (r *Runtime) kernelRun(k *kernelNode) func() Error {
	return func() Error { return r.launch("cudaGraphLaunch", k.f, k.l) }
}

// GraphAddMemcpyNode is cudaGraphAddMemcpyNode (a cudaMemcpy3DParms,
// copied now).
func (r *Runtime) GraphAddMemcpyNode(t Thread, out, g, deps uintptr, n uint64, parms uintptr) Error {
	return r.addNodeCallFull(t, "cudaGraphAddMemcpyNode", out, g, deps, n, func() (*graphNode, Error) { return r.memcpyNode(parms) })
}

// GraphAddMemcpyNode1D is cudaGraphAddMemcpyNode1D.
func (r *Runtime) GraphAddMemcpyNode1D(t Thread, out, g, deps uintptr, n uint64, dst, src, count uint64, kind int) Error {
	return r.addNodeCallFull(t, "cudaGraphAddMemcpyNode1D", out, g, deps, n, func() (*graphNode, Error) {
		return r.memcpy1DNode(dst, src, count, kind)
	})
}

// GraphAddMemsetNode is cudaGraphAddMemsetNode.
func (r *Runtime) GraphAddMemsetNode(t Thread, out, g, deps uintptr, n uint64, params uintptr) Error {
	return r.addNodeCallFull(t, "cudaGraphAddMemsetNode", out, g, deps, n, func() (*graphNode, Error) { return r.memsetNode(params) })
}

// GraphAddHostNode is cudaGraphAddHostNode.
func (r *Runtime) GraphAddHostNode(t Thread, out, g, deps uintptr, n uint64, params uintptr) Error {
	return r.addNodeCallFull(t, "cudaGraphAddHostNode", out, g, deps, n, func() (*graphNode, Error) { return r.hostNode(params) })
}

// hostFunc is a call of the program's cudaHostFn_t.
func (r *Runtime) hostFunc(fn, arg uintptr) func() {
	hf := r.cfg.HostFunc
	return func() {
		if hf != nil {
			hf(fn, arg)
		}
	}
}

// GraphAddEmptyNode is cudaGraphAddEmptyNode.
func (r *Runtime) GraphAddEmptyNode(t Thread, out, g, deps uintptr, n uint64) Error {
	return r.addNodeCall(t, "cudaGraphAddEmptyNode", out, g, deps, n, nodeEmpty, func() (func() Error, func(), Error) {
		return nil, nil, Success
	})
}

// GraphAddDependencies is cudaGraphAddDependencies: from[i] -> to[i].
func (r *Runtime) GraphAddDependencies(t Thread, g, from, to uintptr, n uint64) Error {
	return r.call(t, "cudaGraphAddDependencies", func() Error {
		gs := r.graphTables()
		if gs.graphs[g] == nil || n > 0 && (from == 0 || to == 0) {
			return ErrorInvalidValue
		}
		a, e := r.nodeDeps(g, from, n)
		if e != Success {
			return e
		}
		b, e := r.nodeDeps(g, to, n)
		if e != Success {
			return e
		}
		for i := range a {
			nd := gs.nodes[b[i]]
			for _, d := range nd.deps {
				if d == a[i] {
					return ErrorInvalidValue // the edge exists
				}
			}
		}
		for i := range a {
			nd := gs.nodes[b[i]]
			nd.deps = append(nd.deps, a[i])
		}
		return Success
	})
}

// GraphGetNodes is cudaGraphGetNodes, and cudaGraphGetRootNodes (roots:
// the nodes without dependencies): with a null array, the count.
func (r *Runtime) GraphGetNodes(t Thread, name string, g, nodes, count uintptr, roots bool) Error {
	return r.call(t, name, func() Error {
		gr := r.graphTables().graphs[g]
		if gr == nil || count == 0 {
			return ErrorInvalidValue
		}
		var list []uintptr
		for _, h := range gr.nodes {
			if !roots || len(r.gs.nodes[h].deps) == 0 {
				list = append(list, h)
			}
		}
		edgeList(list, nodes, 0, count)
		return Success
	})
}

// GraphNodeGetType is cudaGraphNodeGetType.
func (r *Runtime) GraphNodeGetType(t Thread, node, out uintptr) Error {
	return r.call(t, "cudaGraphNodeGetType", func() Error {
		nd := r.graphTables().nodes[node]
		if nd == nil || out == 0 {
			return ErrorInvalidValue
		}
		putU32(out, uint32(nd.kind))
		return Success
	})
}

// GraphInstantiate is cudaGraphInstantiate and
// cudaGraphInstantiateWithFlags: the nodes in a topological order of
// their dependencies, ties in the order they were added.
func (r *Runtime) GraphInstantiate(t Thread, name string, out, g uintptr, flags uint64) Error {
	return r.call(t, name, func() Error {
		gs := r.graphTables()
		if out == 0 || gs.graphs[g] == nil {
			return ErrorInvalidValue
		}
		if flags != 0 {
			// Auto-free-on-launch, upload, device launch, priority: none
			// changes what a graph does here but device launch, which
			// ptxsim does not run.
			if flags&^(1|2|8) != 0 {
				return r.unsupported("cudaGraphInstantiate flags other than AutoFreeOnLaunch, Upload and UseNodePriority")
			}
		}
		memNodes := gs.hasMemNodes(g)
		if memNodes && gs.hasExec(g) {
			// "If graph contains any allocation or free nodes, there can
			// be at most one executable graph in existence for that
			// graph at a time."
			return r.refuseMemGraph(name, "a second executable graph while one exists (destroy that first)")
		}
		x, e := r.instantiate(name, g)
		if e != Success {
			return e
		}
		x.flags = flags
		if memNodes {
			x.graph = g
		}
		x.userRefs = r.retainUserRefs(gs.graphs[g].userRefs)
		h := r.newHandle()
		gs.execs[h] = x
		putU64(out, uint64(h))
		return Success
	})
}

// GraphExecDestroy is cudaGraphExecDestroy.
func (r *Runtime) GraphExecDestroy(t Thread, x uintptr) Error {
	return r.call(t, "cudaGraphExecDestroy", func() Error {
		gs := r.graphTables()
		ex := gs.execs[x]
		if ex == nil {
			return ErrorInvalidValue
		}
		delete(gs.execs, x)
		r.releaseConds(ex.conds)
		r.releaseUserRefs(ex.userRefs)
		if ex.graph != 0 && gs.graphs[ex.graph] == nil {
			r.releaseGraphAllocs(ex.steps) // the graph went first
		}
		return Success
	})
}

// GraphUpload is cudaGraphUpload: nothing to upload.
func (r *Runtime) GraphUpload(t Thread, x, s uintptr) Error {
	return r.call(t, "cudaGraphUpload", func() Error {
		if r.graphTables().execs[x] == nil {
			return ErrorInvalidValue
		}
		if e := r.checkStream(s); e != Success {
			return e
		}
		return r.context()
	})
}

// maxCondRuns bounds the conditional bodies one graph launch runs.
const maxCondRuns = 1 << 22

// GraphLaunch is cudaGraphLaunch: the nodes run in their order; the work
// between two host nodes runs under the lock in one go, and each host
// node's function is called with the lock released.
func (r *Runtime) GraphLaunch(t Thread, x, s uintptr) Error {
	const name = "cudaGraphLaunch"
	var steps []*graphNode
	condRuns := 0
	e := r.call(t, name, func() Error {
		ex := r.graphTables().execs[x]
		if ex == nil {
			return ErrorInvalidValue
		}
		if e := r.checkStream(s); e != Success {
			return e
		}
		if r.capturing(s) {
			return r.unsupported("cudaGraphLaunch into a capturing stream (a child graph node)")
		}
		if e := r.context(); e != Success {
			return e
		}
		steps = ex.steps
		for _, h := range ex.conds {
			if h.assignDefault {
				if e := r.writeCondition(h.addr, h.def); e != Success {
					return e
				}
			}
		}
		return Success
	})
	for i := 0; e == Success && i < len(steps); {
		e = r.call(t, name, func() Error {
			for ; i < len(steps); i++ {
				nd := steps[i]
				if nd.cond != nil && !nd.disabled {
					// A conditional node: the body its condition selects
					// runs next, in place of the node.
					body, again, e := r.condBody(nd)
					if e != Success {
						return e
					}
					if condRuns++; condRuns > maxCondRuns {
						r.diag("%s: conditional nodes ran their bodies %d times; a WHILE loop whose condition is never cleared?", name, maxCondRuns)
						return ErrorLaunchTimeout
					}
					rest := steps[i+1:]
					next := make([]*graphNode, 0, len(body)+1+len(rest))
					next = append(next, body...)
					if again {
						next = append(next, nd)
					}
					steps = append(next, rest...)
					i = -1
					continue
				}
				if nd.host != nil {
					// Earlier nodes' printf output comes out first.
					r.flushPrintf()
					r.after = append(r.after, nd.host)
					i++
					return Success
				}
				if nd.run != nil && !nd.disabled {
					if e := nd.run(); e != Success {
						return e
					}
				}
			}
			return Success
		})
	}
	return e
}

// StreamBeginCapture is cudaStreamBeginCapture: work issued to s from now
// on becomes nodes of a new graph. The legacy default stream cannot be
// captured.
func (r *Runtime) StreamBeginCapture(t Thread, s uintptr, mode uint32) Error {
	return r.call(t, "cudaStreamBeginCapture", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if mode > captureModeRelaxed {
			return ErrorInvalidValue
		}
		st := r.streams[s]
		if st == nil {
			r.diag("cudaStreamBeginCapture: the default stream cannot be captured; capture a created stream")
			return ErrorStreamCaptureUnsupported
		}
		if st.capture != nil {
			return ErrorIllegalState
		}
		if e := r.context(); e != Success {
			return e
		}
		gs := r.graphTables()
		g := r.newHandle()
		gs.graphs[g] = &graph{}
		gs.captureID++
		gs.captures++
		st.capture = &capture{id: gs.captureID, graph: g, origin: s, mode: mode}
		st.tail = nil
		return Success
	})
}

// StreamEndCapture is cudaStreamEndCapture: the captured graph, if every
// stream that joined the capture has been joined back into s and no
// prohibited call invalidated it.
func (r *Runtime) StreamEndCapture(t Thread, s, out uintptr) Error {
	return r.call(t, "cudaStreamEndCapture", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		st := r.streams[s]
		if st == nil || st.capture == nil {
			return ErrorIllegalState
		}
		c := st.capture
		if c.origin != s {
			return ErrorStreamCaptureUnmatched
		}
		gs := r.graphTables()
		// Every node of a joined stream's tail must precede s's tail.
		seen := map[uintptr]bool{}
		var walk func(h uintptr)
		walk = func(h uintptr) {
			if seen[h] {
				return
			}
			seen[h] = true
			for _, d := range gs.nodes[h].deps {
				walk(d)
			}
		}
		for _, h := range st.tail {
			walk(h)
		}
		unjoined := false
		for _, o := range r.streams {
			if o.capture != c {
				continue
			}
			for _, h := range o.tail {
				unjoined = unjoined || !seen[h]
			}
			o.capture, o.tail = nil, nil
		}
		c.ended = true
		gs.captures--
		putU64(out, 0)
		switch {
		case c.invalid:
			r.dropGraph(c.graph)
			return ErrorStreamCaptureInvalidated
		case unjoined:
			r.diag("cudaStreamEndCapture: a stream forked into the capture was not joined back into the origin stream (record an event in it and wait for that event in the origin stream)")
			r.dropGraph(c.graph)
			return ErrorStreamCaptureUnjoined
		}
		putU64(out, uint64(c.graph))
		return Success
	})
}

// dropGraph removes graph g and its nodes, giving back the user object
// references it owns and, when no executable graph of it remains, the
// graph memory it frees itself.
func (r *Runtime) dropGraph(g uintptr) {
	gs := r.graphTables()
	gr := gs.graphs[g]
	if gs.hasMemNodes(g) && !gs.hasExec(g) {
		nodes := make([]*graphNode, len(gr.nodes))
		for i, n := range gr.nodes {
			nodes[i] = gs.nodes[n]
		}
		r.releaseGraphAllocs(nodes)
	}
	for _, n := range gr.nodes {
		r.deleteNode(n)
	}
	delete(gs.graphs, g)
	var conds []*condHandle
	for a, h := range gs.conds {
		if h.graph == g {
			delete(gs.conds, a)
			conds = append(conds, h)
		}
	}
	r.releaseConds(conds)
	r.releaseUserRefs(gr.userRefs)
}

// deleteNode removes node h from the node table with what it owns: the
// graphs of a child graph or conditional node, and the argument copies
// cudaGraphKernelNodeGetParams handed out for it (valid until the node is
// destroyed).
func (r *Runtime) deleteNode(h uintptr) {
	gs := r.graphTables()
	if nd := gs.nodes[h]; nd != nil {
		if nd.childGraph != 0 && gs.graphs[nd.childGraph] != nil {
			r.dropGraph(nd.childGraph)
		}
		if nd.cond != nil {
			for _, b := range nd.cond.bodies {
				if gs.graphs[b] != nil {
					r.dropGraph(b)
				}
			}
		}
		nd.unmapArgs()
		if nd.cond != nil {
			unmapOwned(nd.cond.outs)
			nd.cond.outs = nil
		}
	}
	delete(gs.nodes, h)
}

// captureStatus is a stream's cudaStreamCaptureStatus and capture id.
func (r *Runtime) captureStatus(s uintptr) (uint32, uint64) {
	st := r.streams[s]
	switch {
	case st == nil || st.capture == nil:
		return captureStatusNone, 0
	case st.capture.invalid:
		return captureStatusInvalidated, st.capture.id
	}
	return captureStatusActive, st.capture.id
}

// StreamGetCaptureInfo is cudaStreamGetCaptureInfo (and _v2): the status,
// the capture's id and graph, and the nodes the next captured work will
// depend on (with CUDA 13's default edge data), in memory the stream owns.
func (r *Runtime) StreamGetCaptureInfo(t Thread, name string, s, status, id, graphOut, deps, edgeData, numDeps uintptr) Error {
	return r.call(t, name, func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if status == 0 {
			return ErrorInvalidValue
		}
		st, cid := r.captureStatus(s)
		putU32(status, st)
		if id != 0 {
			putU64(id, cid)
		}
		if graphOut != 0 {
			g := uint64(0)
			if st != captureStatusNone {
				g = uint64(r.streams[s].capture.graph)
			}
			putU64(graphOut, g)
		}
		if numDeps != 0 {
			n := uint64(0)
			if st == captureStatusActive {
				n = uint64(len(r.streams[s].tail))
			}
			putU64(numDeps, n)
		}
		if deps != 0 || edgeData != 0 {
			if st != captureStatusActive {
				if deps != 0 {
					putU64(deps, 0)
				}
				if edgeData != 0 {
					putU64(edgeData, 0)
				}
			} else if e := r.captureDeps(r.streams[s], deps, edgeData); e != Success {
				return e
			}
		}
		return r.context()
	})
}

// legacyConflict is work on the legacy default stream while a blocking
// stream is capturing: the legacy stream would make the capture depend
// on uncaptured work, so CUDA invalidates the capture and fails the call
// with cudaErrorStreamCaptureImplicit.
func (r *Runtime) legacyConflict(name string, s uintptr) Error {
	if r.gs == nil || r.gs.captures == 0 || s != 0 && s != StreamLegacy {
		return Success
	}
	hit := false
	for _, st := range r.streams {
		if st.capture != nil && st.flags&StreamNonBlocking == 0 {
			st.capture.invalid, hit = true, true
		}
	}
	if hit {
		r.diag("%s on the legacy default stream while a blocking stream is capturing: the capture is invalidated (use a cudaStreamNonBlocking stream or another stream)", name)
		return ErrorStreamCaptureImplicit
	}
	return Success
}

// invalidateCaptures ends every active capture's validity: what a device
// synchronisation during capture does.
func (r *Runtime) invalidateCaptures(name string) bool {
	if r.gs == nil || r.gs.captures == 0 {
		return false
	}
	for _, st := range r.streams {
		if st.capture != nil {
			st.capture.invalid = true
		}
	}
	r.diag("%s while a stream is capturing: not allowed; the capture is invalidated", name)
	return true
}

// joinCapture is cudaStreamWaitEvent on an event recorded in a capturing
// stream: s joins that capture (a fork), or, already in it, its next work
// also depends on the event's nodes (a join).
func (r *Runtime) joinCapture(s uintptr, e *event) Error {
	c := e.capture
	st := r.streams[s]
	if st == nil {
		r.diag("cudaStreamWaitEvent: the legacy default stream cannot wait on an event recorded during a capture")
		c.invalid = true
		return ErrorStreamCaptureImplicit
	}
	switch {
	case c.invalid:
		return ErrorStreamCaptureInvalidated
	case st.capture == nil:
		st.capture, st.tail = c, append([]uintptr(nil), e.capNodes...)
	case st.capture != c:
		return ErrorStreamCaptureMerge
	default:
		for _, h := range e.capNodes {
			dup := false
			for _, x := range st.tail {
				dup = dup || x == h
			}
			if !dup {
				st.tail = append(st.tail, h)
			}
		}
	}
	return Success
}

// Unsupported fails a call with cudaErrorNotSupported for a feature of an
// implemented function that ptxsim lacks (one line naming it).
func (r *Runtime) Unsupported(t Thread, name, what string) Error {
	return r.call(t, name, func() Error { return r.unsupported(what) })
}

// FreeAsync is cudaFreeAsync: with work run in issue order it is
// cudaFree; in a stream capture, a free node of a graph allocation.
func (r *Runtime) FreeAsync(t Thread, p uint64, s uintptr) Error {
	const name = "cudaFreeAsync"
	captured := false
	if e := r.call(t, name, func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if !r.capturing(s) {
			return Success
		}
		captured = true
		nd, e := r.memFreeNode(name, r.streams[s].capture.graph, p)
		if e != Success {
			return e
		}
		return r.captureNode(s, nd)
	}); e != Success || captured {
		return e
	}
	return r.Free(t, p)
}
