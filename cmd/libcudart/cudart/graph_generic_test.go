package cudart

import (
	"encoding/binary"
	"testing"
)

// graph_nodes' kernels (testdata/cuda/src/graph_nodes.cu): affine does
// x = x*mul + add on 32 ints; loop_body does x = 2x+1, counts *counter
// down and sets its conditional handle to counter > 0 on the device.
const (
	affineKernel   = "_Z6affinePiii"
	loopBodyKernel = "_Z9loop_bodyPiS_y"
)

type condEnv struct {
	*graphEnv
	affine, loopBody uintptr
	x, counter       uint64
}

func newCondEnv(t *testing.T) *condEnv {
	c := &condEnv{graphEnv: newGraphEnvVersion(t, 13000)}
	h, hosts := c.register("graph_nodes", "affine", "loop_body")
	c.kernel(h, hosts["affine"], affineKernel)
	c.kernel(h, hosts["loop_body"], loopBodyKernel)
	c.affine, c.loopBody = hosts["affine"], hosts["loop_body"]
	c.x, c.counter = c.malloc(128), c.malloc(4)
	return c
}

// kernelParams lays out a cudaGraphNodeParams (or, at offset 0, a
// cudaKernelNodeParams) for a 1x32 launch of fn with args.
func (c *condEnv) nodeParams(typ int, fill func(u []byte)) uintptr {
	b, a := c.mem(nodeParamsBytes)
	binary.LittleEndian.PutUint32(b, uint32(typ))
	fill(b[nodeParamsUnion:])
	return a
}

func (c *condEnv) kernelUnion(fn uintptr, args uintptr) func(u []byte) {
	return func(u []byte) {
		binary.LittleEndian.PutUint64(u[0:], uint64(fn))
		for i := 0; i < 3; i++ {
			binary.LittleEndian.PutUint32(u[8+4*i:], 1)
			binary.LittleEndian.PutUint32(u[20+4*i:], 1)
		}
		binary.LittleEndian.PutUint32(u[20:], 32)
		binary.LittleEndian.PutUint64(u[40:], uint64(args))
	}
}

func (c *condEnv) affineNode(g uintptr, deps []uintptr, mul, add int32) uintptr {
	p := c.nodeParams(nodeKernel, c.kernelUnion(c.affine, c.args(u64(c.x), u32(uint32(mul)), u32(uint32(add)))))
	return c.handle("affine node", Success, func(o uintptr) Error {
		return c.r.GraphAddNode(thr, o, g, c.nodes(deps...), 0, uint64(len(deps)), p)
	})
}

// conditional adds a conditional node and returns it and its bodies,
// read from the array the node owns (phGraph_out is an output).
func (c *condEnv) conditional(g uintptr, deps []uintptr, handle uint64, typ, size uint32) (uintptr, []uintptr) {
	p := c.nodeParams(nodeConditional, func(u []byte) {
		binary.LittleEndian.PutUint64(u[0:], handle)
		binary.LittleEndian.PutUint32(u[8:], typ)
		binary.LittleEndian.PutUint32(u[12:], size)
	})
	n := c.handle("conditional node", Success, func(o uintptr) Error {
		return c.r.GraphAddNode(thr, o, g, c.nodes(deps...), 0, uint64(len(deps)), p)
	})
	outs := uintptr(getU64(p + nodeParamsUnion + 16))
	if outs == 0 {
		c.t.Fatal("phGraph_out not set")
	}
	var bodies []uintptr
	for i := range uintptr(size) {
		bodies = append(bodies, uintptr(getU64(outs+8*i)))
	}
	return n, bodies
}

func (c *condEnv) setX(f func(i int32) int32) {
	b, a := c.mem(128)
	for i := range 32 {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(f(int32(i))))
	}
	c.want("copy x in", c.r.Memcpy(thr, c.x, uint64(a), 128, 1, 0, false), Success)
}

func (c *condEnv) checkX(what string, f func(i int32) int32) {
	c.t.Helper()
	b, a := c.mem(128)
	c.want("copy x out", c.r.Memcpy(thr, uint64(a), c.x, 128, 2, 0, false), Success)
	for i := range 32 {
		if got, want := int32(binary.LittleEndian.Uint32(b[4*i:])), f(int32(i)); got != want {
			c.t.Errorf("%s: x[%d] = %d, want %d", what, i, got, want)
			return
		}
	}
}

// Conditional nodes: an IF taking its default value at each launch, an
// IF/ELSE, a WHILE loop whose body clears the condition on the device
// (cudaGraphSetConditional, a builtin of the engine), and a SWITCH; the
// executable graph runs twice; destroying the graph frees the handles.
func TestGraphConditionalNodes(t *testing.T) {
	c := newCondEnv(t)
	r := c.r
	g := c.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	handle := func(def, flags uint32) uint64 {
		return uint64(c.handle("conditional handle", Success, func(o uintptr) Error { return r.GraphConditionalHandleCreate(thr, o, g, def, flags) }))
	}
	hIf, hElse, hWhile, hSwitch := handle(1, 1), handle(0, 1), handle(1, 1), handle(2, 0)
	c.want("unknown flags", r.GraphConditionalHandleCreate(thr, 0, g, 0, 4), ErrorInvalidValue)
	ifn, ifBodies := c.conditional(g, nil, hIf, condIf, 1)
	c.affineNode(ifBodies[0], nil, 3, 0)
	elsen, elseBodies := c.conditional(g, []uintptr{ifn}, hElse, condIf, 2)
	c.affineNode(elseBodies[0], nil, 2, 0)
	c.affineNode(elseBodies[1], nil, 1, 1)
	whilen, whileBodies := c.conditional(g, []uintptr{elsen}, hWhile, condWhile, 1)
	body := c.nodeParams(nodeKernel, c.kernelUnion(c.loopBody, c.args(u64(c.x), u64(c.counter), u64(hWhile))))
	c.handle("loop body", Success, func(o uintptr) Error { return r.GraphAddNode(thr, o, whileBodies[0], 0, 0, 0, body) })
	_, switchBodies := c.conditional(g, []uintptr{whilen}, hSwitch, condSwitch, 3)
	c.affineNode(switchBodies[0], nil, 2, 0)
	c.affineNode(switchBodies[1], nil, 3, 0)
	c.affineNode(switchBodies[2], nil, 1, -5)
	// A handle of another graph, a WHILE with two bodies: refused.
	other := c.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	bad := c.nodeParams(nodeConditional, func(u []byte) { binary.LittleEndian.PutUint64(u, hIf); binary.LittleEndian.PutUint32(u[12:], 1) })
	c.handle("another graph's handle", ErrorInvalidValue, func(o uintptr) Error { return r.GraphAddNode(thr, o, other, 0, 0, 0, bad) })
	x := c.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, g, 0) })
	for run := range 2 {
		c.setX(func(i int32) int32 { return i })
		four, fourAddr := c.mem(4)
		binary.LittleEndian.PutUint32(four, 4)
		c.want("counter", r.Memcpy(thr, c.counter, uint64(fourAddr), 4, 1, 0, false), Success)
		c.want("launch", r.GraphLaunch(thr, x, 0), Success)
		c.want("synchronize", r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
		c.checkX([]string{"first launch", "second launch"}[run], func(i int32) int32 {
			v := 3*i + 1 // the IF body, then the second IF's ELSE body
			for range 4 {
				v = 2*v + 1 // the WHILE body, until the counter reaches 0
			}
			return v - 5 // SWITCH case 2
		})
	}
	c.want("destroy", r.GraphDestroy(thr, g), Success)
	if len(r.graphTables().conds) != 0 {
		t.Errorf("%d conditional handles left after the graph was destroyed", len(r.graphTables().conds))
	}
}

// The graph a child graph node owns: cudaGraphChildGraphNodeGetGraph gives
// it (a copy of the graph added, not that graph), and a node added to it
// runs in the parent's next instantiation.
func TestChildGraphNodeGetGraph(t *testing.T) {
	c := newCondEnv(t)
	r := c.r
	child := c.handle("child", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	c.affineNode(child, nil, 2, 1)
	parent := c.handle("parent", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	p1 := c.affineNode(parent, nil, 3, 0)
	cn := c.handle("child node", Success, func(o uintptr) Error { return r.GraphAddChildGraphNode(thr, o, parent, c.nodes(p1), 1, child) })
	emb := c.handle("get graph", Success, func(o uintptr) Error { return r.GraphChildGraphNodeGetGraph(thr, cn, o) })
	if emb == child || emb == 0 {
		t.Fatalf("embedded graph 0x%x, the child added was 0x%x: want the node's own copy", emb, child)
	}
	c.handle("not a child graph node", ErrorInvalidValue, func(o uintptr) Error { return r.GraphChildGraphNodeGetGraph(thr, p1, o) })
	cnt, cntAddr := c.mem(8)
	c.want("nodes", r.GraphGetNodes(thr, "cudaGraphGetNodes", emb, 0, cntAddr, false), Success)
	if n := binary.LittleEndian.Uint64(cnt); n != 1 {
		t.Fatalf("the embedded graph has %d nodes, want 1", n)
	}
	nodes, nodesAddr := c.mem(8)
	c.want("nodes", r.GraphGetNodes(thr, "cudaGraphGetNodes", emb, nodesAddr, cntAddr, false), Success)
	c.affineNode(emb, []uintptr{uintptr(binary.LittleEndian.Uint64(nodes))}, 1, -5)
	x := c.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, parent, 0) })
	c.setX(func(i int32) int32 { return i })
	c.want("launch", r.GraphLaunch(thr, x, 0), Success)
	c.checkX("3x, 2x+1, x-5", func(i int32) int32 { return 2*(3*i) + 1 - 5 })
	// A clone of the parent owns a copy of the embedded graph.
	cl := c.handle("clone", Success, func(o uintptr) Error { return r.GraphClone(thr, o, parent) })
	cnc := c.handle("find", Success, func(o uintptr) Error { return r.GraphNodeFindInClone(thr, o, cn, cl) })
	emb2 := c.handle("get graph", Success, func(o uintptr) Error { return r.GraphChildGraphNodeGetGraph(thr, cnc, o) })
	if emb2 == emb {
		t.Errorf("the clone shares the embedded graph")
	}
	c.want("destroy parent", r.GraphDestroy(thr, parent), Success)
	if r.graphTables().graphs[emb] != nil {
		t.Errorf("the embedded graph outlived its parent")
	}
}

// A capture extended by hand: the dependency list cudaStreamGetCaptureInfo
// returns, a node added to the capture's graph on it, and
// cudaStreamUpdateCaptureDependencies making that node the next captured
// launch's dependency (set, then add).
func TestCaptureDependencies(t *testing.T) {
	c := newCondEnv(t)
	r := c.r
	s := c.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 1, 0) })
	launch := func(mul, add int32) {
		c.want("captured launch", r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: c.affine, Grid: Dim3{1, 1, 1}, Block: Dim3{32, 1, 1},
			Args: c.args(u64(c.x), u32(uint32(mul)), u32(uint32(add))), Stream: s}), Success)
	}
	c.want("update outside a capture", r.StreamUpdateCaptureDependencies(thr, s, 0, 0, 0, 1), ErrorIllegalState)
	c.want("begin", r.StreamBeginCapture(thr, s, 0), Success)
	launch(3, 1)
	out, outAddr := c.mem(48) // status, id, graph, deps, edges, count
	info := func() (graph uintptr, deps []uintptr) {
		c.want("capture info", r.StreamGetCaptureInfo(thr, "cudaStreamGetCaptureInfo", s, outAddr, outAddr+8, outAddr+16, outAddr+24, outAddr+32, outAddr+40), Success)
		n := binary.LittleEndian.Uint64(out[40:])
		p := uintptr(binary.LittleEndian.Uint64(out[24:]))
		e := uintptr(binary.LittleEndian.Uint64(out[32:]))
		for i := range uintptr(n) {
			deps = append(deps, uintptr(getU64(p+8*i)))
			if getU64(e+8*i) != 0 {
				t.Errorf("edge data %d is not the default", i)
			}
		}
		return uintptr(binary.LittleEndian.Uint64(out[16:])), deps
	}
	g, deps := info()
	if binary.LittleEndian.Uint32(out) != captureStatusActive || len(deps) != 1 {
		t.Fatalf("status %d, %d dependencies; want active, 1", binary.LittleEndian.Uint32(out), len(deps))
	}
	manual := c.affineNode(g, deps, 2, 0)
	c.want("set", r.StreamUpdateCaptureDependencies(thr, s, c.nodes(manual), 0, 1, 1), Success)
	if _, d := info(); len(d) != 1 || d[0] != manual {
		t.Fatalf("dependencies after set: %x, want [%x]", d, manual)
	}
	c.want("add the same node again", r.StreamUpdateCaptureDependencies(thr, s, c.nodes(manual), 0, 1, 0), Success)
	if _, d := info(); len(d) != 1 {
		t.Fatalf("dependencies after adding a present node: %x", d)
	}
	c.want("a node of another graph", r.StreamUpdateCaptureDependencies(thr, s, c.nodes(12345), 0, 1, 1), ErrorInvalidValue)
	launch(1, 7)
	cg := c.handle("end", Success, func(o uintptr) Error { return r.StreamEndCapture(thr, s, o) })
	x := c.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, cg, 0) })
	c.setX(func(i int32) int32 { return i })
	c.want("launch", r.GraphLaunch(thr, x, s), Success)
	c.want("synchronize", r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
	c.checkX("3x+1, 2x, x+7", func(i int32) int32 { return 2*(3*i+1) + 7 })
}

// cudaGraphAddNode of a memset, cudaGraphNodeSetParams and
// cudaGraphExecNodeSetParams of a kernel node; edge data must be default.
func TestGraphAddNodeGeneric(t *testing.T) {
	c := newCondEnv(t)
	r := c.r
	g := c.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	ms := c.nodeParams(nodeMemset, func(u []byte) {
		binary.LittleEndian.PutUint64(u[0:], c.x)
		binary.LittleEndian.PutUint32(u[16:], 4) // value
		binary.LittleEndian.PutUint32(u[20:], 4) // element size
		binary.LittleEndian.PutUint64(u[24:], 32)
		binary.LittleEndian.PutUint64(u[32:], 1)
	})
	m := c.handle("memset node", Success, func(o uintptr) Error { return r.GraphAddNode(thr, o, g, 0, 0, 0, ms) })
	k := c.affineNode(g, []uintptr{m}, 3, -5)
	edge, edgeAddr := c.mem(8)
	edge[2] = 1 // a programmatic edge
	c.handle("non-default edge", ErrorNotSupported, func(o uintptr) Error { return r.GraphAddNode(thr, o, g, c.nodes(k), edgeAddr, 1, ms) })
	x := c.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, g, 0) })
	c.want("launch", r.GraphLaunch(thr, x, 0), Success)
	c.checkX("memset 4, 3x-5", func(int32) int32 { return 7 })
	p := c.nodeParams(nodeKernel, c.kernelUnion(c.affine, c.args(u64(c.x), u32(2), u32(1))))
	c.want("set params", r.NodeSetParams(thr, "cudaGraphNodeSetParams", 0, k, p), Success)
	c.want("exec set params", r.NodeSetParams(thr, "cudaGraphExecNodeSetParams", x, k, p), Success)
	c.want("launch", r.GraphLaunch(thr, x, 0), Success)
	c.checkX("memset 4, 2x+1", func(int32) int32 { return 9 })
	c.want("a memset's params for a kernel node", r.NodeSetParams(thr, "cudaGraphNodeSetParams", 0, k, ms), ErrorInvalidValue)
}

// cudaGraphInstantiateWithParams: flags, the upload stream, result_out and
// errNode_out written; a bad flag fails with result_out = error.
func TestGraphInstantiateWithParams(t *testing.T) {
	c := newCondEnv(t)
	r := c.r
	g := c.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	c.affineNode(g, nil, 3, 1)
	p, pAddr := c.mem(32)
	binary.LittleEndian.PutUint64(p[0:], 2) // upload, to the legacy stream
	binary.LittleEndian.PutUint64(p[16:], 0xdead)
	binary.LittleEndian.PutUint32(p[24:], 7)
	x := c.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiateWithParams(thr, o, g, pAddr) })
	if binary.LittleEndian.Uint64(p[16:]) != 0 || binary.LittleEndian.Uint32(p[24:]) != 0 {
		t.Errorf("errNode_out %x, result_out %d; want 0, success", binary.LittleEndian.Uint64(p[16:]), binary.LittleEndian.Uint32(p[24:]))
	}
	c.setX(func(i int32) int32 { return i })
	c.want("launch", r.GraphLaunch(thr, x, 0), Success)
	c.checkX("3x+1", func(i int32) int32 { return 3*i + 1 })
	binary.LittleEndian.PutUint64(p[0:], 1<<40)
	c.handle("unknown flag", ErrorNotSupported, func(o uintptr) Error { return r.GraphInstantiateWithParams(thr, o, g, pAddr) })
	if binary.LittleEndian.Uint32(p[24:]) != 1 {
		t.Errorf("result_out %d after a failure, want cudaGraphInstantiateError", binary.LittleEndian.Uint32(p[24:]))
	}
}

// An executable graph outlives the graph it was made from: its conditional
// nodes still read their conditions (and set their defaults), which are
// freed with the last of the two.
func TestGraphConditionalOutlivesGraph(t *testing.T) {
	c := newCondEnv(t)
	r := c.r
	g := c.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	h := uint64(c.handle("h", Success, func(o uintptr) Error { return r.GraphConditionalHandleCreate(thr, o, g, 1, 1) }))
	_, bodies := c.conditional(g, nil, h, condIf, 1)
	c.affineNode(bodies[0], nil, 3, 0)
	x := c.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, g, 0) })
	c.want("destroy", r.GraphDestroy(thr, g), Success)
	c.setX(func(i int32) int32 { return i })
	c.want("launch", r.GraphLaunch(thr, x, 0), Success)
	c.want("sync", r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
	c.checkX("after destroy", func(i int32) int32 { return 3 * i })
	if r.allocs[h] == nil {
		t.Fatal("the condition was freed while an executable graph uses it")
	}
	c.want("xdestroy", r.GraphExecDestroy(thr, x), Success)
	if r.allocs[h] != nil {
		t.Fatal("the condition outlived the graph and its executable graph")
	}
}
