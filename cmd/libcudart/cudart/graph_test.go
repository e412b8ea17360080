package cudart

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// graphEnv is an environment with guide_vecadd's kernel registered and
// host functions recorded by their "function pointer".
type graphEnv struct {
	*env
	vecAdd uintptr
	calls  []uintptr
	onHost func(fn uintptr)
}

func newGraphEnv(t *testing.T) *graphEnv { return newGraphEnvVersion(t, 12080) }

func newGraphEnvVersion(t *testing.T, version int) *graphEnv {
	g := &graphEnv{}
	cfg := Config{APIVersion: version}
	cfg.HostFunc = func(fn, arg uintptr) {
		g.calls = append(g.calls, fn)
		if g.onHost != nil {
			g.onHost(fn)
		}
	}
	g.env = newEnv(t, cfg)
	h, hosts := g.register("guide_vecadd", "VecAdd")
	g.kernel(h, hosts["VecAdd"], vecAdd)
	g.vecAdd = hosts["VecAdd"]
	return g
}

// handle runs f with an out-pointer and returns what it wrote.
func (g *graphEnv) handle(what string, want Error, f func(out uintptr) Error) uintptr {
	g.t.Helper()
	o, a := g.mem(8)
	g.want(what, f(a), want)
	return uintptr(binary.LittleEndian.Uint64(o))
}

// nodes lays out a cudaGraphNode_t array.
func (g *graphEnv) nodes(hs ...uintptr) uintptr {
	if len(hs) == 0 {
		return 0
	}
	b, a := g.mem(8 * len(hs))
	for i, h := range hs {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(h))
	}
	return a
}

func floats(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func putFloats(b []byte, f func(i int) float32) {
	for i := 0; i < len(b)/4; i++ {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f(i)))
	}
}

// A graph built node by node: a 1-D copy in and a memset, the kernel
// after both (its arguments copied when the node was added), a 3-D copy
// out, a host node after it; instantiated, launched twice (the graph may
// be destroyed first), with its node queries and dependency errors.
func TestGraphBuiltByHand(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const n = 512
	a, aAddr := g.mem(4 * n)
	c, cAddr := g.mem(4 * n)
	putFloats(a, func(i int) float32 { return float32(i) })
	da, db, dc := g.malloc(4*n), g.malloc(4*n), g.malloc(4*n)
	graph := g.handle("create", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })

	copyIn := g.handle("memcpy 1D node", Success, func(o uintptr) Error {
		return r.GraphAddMemcpyNode1D(thr, o, graph, 0, 0, da, uint64(aAddr), 4*n, MemcpyHostToDevice)
	})
	ms, msAddr := g.mem(40) // cudaMemsetParams: dst, pitch, value, elementSize, width, height
	binary.LittleEndian.PutUint64(ms[0:], db)
	binary.LittleEndian.PutUint32(ms[16:], math.Float32bits(0.25))
	binary.LittleEndian.PutUint32(ms[20:], 4)
	binary.LittleEndian.PutUint64(ms[24:], n)
	binary.LittleEndian.PutUint64(ms[32:], 1)
	memset := g.handle("memset node", Success, func(o uintptr) Error { return r.GraphAddMemsetNode(thr, o, graph, 0, 0, msAddr) })

	kp, kpAddr := g.mem(56) // cudaKernelNodeParams
	binary.LittleEndian.PutUint64(kp[0:], uint64(g.vecAdd))
	binary.LittleEndian.PutUint32(kp[8:], 2)    // grid x
	binary.LittleEndian.PutUint32(kp[12:], 1)   // grid y
	binary.LittleEndian.PutUint32(kp[16:], 1)   // grid z
	binary.LittleEndian.PutUint32(kp[20:], 256) // block x
	binary.LittleEndian.PutUint32(kp[24:], 1)
	binary.LittleEndian.PutUint32(kp[28:], 1)
	args := g.args(u64(da), u64(db), u64(dc), u32(n))
	binary.LittleEndian.PutUint64(kp[40:], uint64(args))
	kernel := g.handle("kernel node", Success, func(o uintptr) Error {
		return r.GraphAddKernelNode(thr, o, graph, g.nodes(copyIn, memset), 2, kpAddr)
	})
	// The node holds its own copy of the arguments.
	binary.LittleEndian.PutUint64(hostBytes(uintptr(getU64(args+16)), 8), 0xdead)

	l := r.api.Structs["cudaMemcpy3DParms"]
	p := newCStruct(l)
	p.set("srcPtr", int64(dc), 4*n, n, 1)
	p.set("dstPtr", int64(cAddr), 4*n, n, 1)
	p.set("extent", 4*n, 1, 1)
	p.set("kind", MemcpyDeviceToHost)
	pb, pAddr := g.mem(l.Size)
	copy(pb, p.b)
	copyOut := g.handle("memcpy node", Success, func(o uintptr) Error {
		return r.GraphAddMemcpyNode(thr, o, graph, g.nodes(kernel), 1, pAddr)
	})
	hp, hpAddr := g.mem(16) // cudaHostNodeParams: fn, userData
	binary.LittleEndian.PutUint64(hp, 0x4242)
	host := g.handle("host node", Success, func(o uintptr) Error { return r.GraphAddHostNode(thr, o, graph, 0, 0, hpAddr) })
	g.want("dependency", r.GraphAddDependencies(thr, graph, g.nodes(copyOut), g.nodes(host), 1), Success)
	g.want("the same dependency again", r.GraphAddDependencies(thr, graph, g.nodes(copyOut), g.nodes(host), 1), ErrorInvalidValue)
	g.want("a dependency on another graph's node", r.GraphAddDependencies(thr, graph, g.nodes(0x999), g.nodes(host), 1), ErrorInvalidValue)

	count, countAddr := g.mem(8)
	g.want("node count", r.GraphGetNodes(thr, "cudaGraphGetNodes", graph, 0, countAddr, false), Success)
	if got := binary.LittleEndian.Uint64(count); got != 5 {
		t.Errorf("%d nodes, want 5", got)
	}
	list := g.nodes(0, 0, 0, 0)
	binary.LittleEndian.PutUint64(count, 4)
	g.want("roots", r.GraphGetNodes(thr, "cudaGraphGetRootNodes", graph, list, countAddr, true), Success)
	if got := binary.LittleEndian.Uint64(count); got != 2 || getU64(list) != uint64(copyIn) || getU64(list+8) != uint64(memset) {
		t.Errorf("roots: %d: %x %x, want the copy and the memset", got, getU64(list), getU64(list+8))
	}
	types := map[uintptr]uint32{copyIn: nodeMemcpy, memset: nodeMemset, kernel: nodeKernel, copyOut: nodeMemcpy, host: nodeHost}
	for h, want := range types {
		typ, typAddr := g.mem(4)
		g.want("node type", r.GraphNodeGetType(thr, h, typAddr), Success)
		if got := binary.LittleEndian.Uint32(typ); got != want {
			t.Errorf("node %x: type %d, want %d", h, got, want)
		}
	}

	// The host node runs after the copy out has filled c.
	var seen []float32
	g.onHost = func(uintptr) { seen = floats(c)[:3] }
	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	g.want("destroy the graph", r.GraphDestroy(thr, graph), Success)
	for rep := 0; rep < 2; rep++ {
		for i := range c {
			c[i] = 0
		}
		g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
		for i, v := range floats(c) {
			if v != float32(i)+0.25 {
				t.Fatalf("launch %d: c[%d] = %v, want %v", rep, i, v, float32(i)+0.25)
			}
		}
	}
	if len(g.calls) != 2 || g.calls[0] != 0x4242 || len(seen) != 3 || seen[2] != 2.25 {
		t.Errorf("host node calls %x, saw %v", g.calls, seen)
	}
	g.want("destroyed graph", r.GraphDestroy(thr, graph), ErrorInvalidValue)
	g.want("exec destroy", r.GraphExecDestroy(thr, exec), Success)
	g.want("launch a destroyed exec", r.GraphLaunch(thr, exec, 0), ErrorInvalidValue)
}

func TestGraphErrors(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	graph := g.handle("create", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	x := g.handle("empty", Success, func(o uintptr) Error { return r.GraphAddEmptyNode(thr, o, graph, 0, 0) })
	y := g.handle("empty", Success, func(o uintptr) Error { return r.GraphAddEmptyNode(thr, o, graph, g.nodes(x), 1) })
	g.want("cycle edge", r.GraphAddDependencies(thr, graph, g.nodes(y), g.nodes(x), 1), Success)
	g.handle("instantiate a cycle", ErrorInvalidValue, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	if !strings.Contains(g.stderr.String(), "cycle") {
		t.Errorf("no line about the cycle: %q", g.stderr.String())
	}
	ms, msAddr := g.mem(40)
	binary.LittleEndian.PutUint32(ms[20:], 3) // element size 3
	g.handle("memset element size 3", ErrorInvalidValue, func(o uintptr) Error { return r.GraphAddMemsetNode(thr, o, graph, 0, 0, msAddr) })
	kp, kpAddr := g.mem(56)
	binary.LittleEndian.PutUint64(kp, 0x1234)
	g.handle("kernel node of an unknown kernel", ErrorInvalidDeviceFunction, func(o uintptr) Error {
		return r.GraphAddKernelNode(thr, o, graph, 0, 0, kpAddr)
	})
	g.handle("node of an unknown graph", ErrorInvalidValue, func(o uintptr) Error { return r.GraphAddEmptyNode(thr, o, 0x5555, 0, 0) })
	g.handle("instantiate flags", ErrorNotSupported, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 4) })
}

// Stream capture: work issued to a capturing stream is recorded, not run;
// a second stream forks off and joins through events; the graph replays
// it all, in issue order, as often as it is launched.
func TestStreamCapture(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const n = 256
	s1 := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	s2 := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	fork := g.handle("event", Success, func(o uintptr) Error { return r.EventCreate(thr, o, EventDisableTiming) })
	join := g.handle("event", Success, func(o uintptr) Error { return r.EventCreate(thr, o, EventDisableTiming) })
	a, aAddr := g.mem(4 * n)
	c, cAddr := g.mem(4 * n)
	d, dAddr := g.mem(4 * n)
	putFloats(a, func(i int) float32 { return float32(2 * i) })
	da, dc := g.malloc(4*n), g.malloc(4*n)
	e0 := r.Memset(thr, dc, 0, 4*n, 0, false)
	g.want("memset", e0, Success)

	g.want("capture the legacy stream", r.StreamBeginCapture(thr, 0, 0), ErrorStreamCaptureUnsupported)
	g.want("begin", r.StreamBeginCapture(thr, s1, 0), Success)
	g.want("begin twice", r.StreamBeginCapture(thr, s1, 0), ErrorIllegalState)
	status, stAddr := g.mem(4)
	id, idAddr := g.mem(8)
	g.want("capture info", r.StreamGetCaptureInfo(thr, "cudaStreamGetCaptureInfo", s1, stAddr, idAddr, 0, 0, 0, 0), Success)
	if binary.LittleEndian.Uint32(status) != captureStatusActive || binary.LittleEndian.Uint64(id) == 0 {
		t.Errorf("capture info: status %d, id %d", binary.LittleEndian.Uint32(status), binary.LittleEndian.Uint64(id))
	}
	g.want("copy in", r.Memcpy(thr, da, uint64(aAddr), 4*n, MemcpyHostToDevice, s1, true), Success)
	g.want("fork", r.EventRecord(thr, fork, s1), Success)
	g.want("query a captured event", r.EventSync(thr, "cudaEventQuery", fork), ErrorCapturedEvent)
	g.want("s2 waits", r.StreamWaitEvent(thr, s2, fork, 0), Success)
	g.want("s2 joined", r.StreamIsCapturing(thr, s2, stAddr), Success)
	if binary.LittleEndian.Uint32(status) != captureStatusActive {
		t.Errorf("s2 status %d after waiting on a captured event", binary.LittleEndian.Uint32(status))
	}
	g.want("launch on s1", r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: g.vecAdd, Grid: Dim3{1, 1, 1}, Block: Dim3{n, 1, 1}, Stream: s1,
		Args: g.args(u64(da), u64(da), u64(dc), u32(n))}), Success)
	g.want("copy out on s2", r.Memcpy(thr, uint64(dAddr), da, 4*n, MemcpyDeviceToHost, s2, true), Success)
	g.want("host function on s2", r.LaunchHostFunc(thr, s2, 0x77, 0), Success)
	g.want("join", r.EventRecord(thr, join, s2), Success)
	g.want("s1 waits", r.StreamWaitEvent(thr, s1, join, 0), Success)
	g.want("copy out on s1", r.Memcpy(thr, uint64(cAddr), dc, 4*n, MemcpyDeviceToHost, s1, true), Success)
	// Nothing ran.
	if floats(d)[1] != 0 || floats(c)[1] != 0 || len(g.calls) != 0 {
		t.Fatalf("work ran during capture: d[1] %v, c[1] %v, host calls %v", floats(d)[1], floats(c)[1], g.calls)
	}
	g.want("end on s2", r.StreamEndCapture(thr, s2, idAddr), ErrorStreamCaptureUnmatched)
	graph := g.handle("end", Success, func(o uintptr) Error { return r.StreamEndCapture(thr, s1, o) })
	g.want("s2 left the capture", r.StreamIsCapturing(thr, s2, stAddr), Success)
	if binary.LittleEndian.Uint32(status) != captureStatusNone {
		t.Errorf("s2 status %d after the capture ended", binary.LittleEndian.Uint32(status))
	}
	count, countAddr := g.mem(8)
	g.want("nodes", r.GraphGetNodes(thr, "cudaGraphGetNodes", graph, 0, countAddr, false), Success)
	if got := binary.LittleEndian.Uint64(count); got != 5 {
		t.Errorf("captured %d nodes, want 5 (copy, kernel, copy, host function, copy)", got)
	}
	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	g.want("launch", r.GraphLaunch(thr, exec, s1), Success)
	g.want("sync", r.Synchronize(thr, "cudaStreamSynchronize", s1), Success)
	for i := 0; i < n; i++ {
		if floats(d)[i] != float32(2*i) || floats(c)[i] != float32(4*i) {
			t.Fatalf("after the graph: d[%d] = %v, c[%d] = %v", i, floats(d)[i], i, floats(c)[i])
		}
	}
	if len(g.calls) != 1 || g.calls[0] != 0x77 {
		t.Errorf("host function calls %x", g.calls)
	}
	g.want("event after the capture", r.EventSync(thr, "cudaEventQuery", fork), Success)
}

// What capture forbids: each of these invalidates the capture (and the
// end of capture then fails) or leaves work unjoined.
func TestStreamCaptureErrors(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	s1 := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	s2 := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	ev := g.handle("event", Success, func(o uintptr) Error { return r.EventCreate(thr, o, 0) })
	d := g.malloc(1024)
	launch := func(s uintptr) Error {
		return r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: g.vecAdd, Grid: Dim3{1, 1, 1}, Block: Dim3{32, 1, 1}, Stream: s,
			Args: g.args(u64(d), u64(d), u64(d), u32(32))})
	}
	_, out := g.mem(8)
	for _, c := range []struct {
		what    string
		do      func() Error
		want    Error
		endWant Error
	}{
		{"synchronize the capturing stream", func() Error { return r.Synchronize(thr, "cudaStreamSynchronize", s1) }, ErrorStreamCaptureUnsupported, ErrorStreamCaptureInvalidated},
		{"query it", func() Error { return r.StreamQuery(thr, s1) }, ErrorStreamCaptureUnsupported, ErrorStreamCaptureInvalidated},
		{"synchronize the device", func() Error { return r.Synchronize(thr, "cudaDeviceSynchronize", 0) }, ErrorStreamCaptureUnsupported, ErrorStreamCaptureInvalidated},
		{"launch on the legacy stream", func() Error { return launch(0) }, ErrorStreamCaptureImplicit, ErrorStreamCaptureInvalidated},
		{"synchronous copy", func() Error { return r.Memcpy(thr, d, d, 4, MemcpyDeviceToDevice, 0, false) }, ErrorStreamCaptureImplicit, ErrorStreamCaptureInvalidated},
		{"stream callback", func() Error { return r.StreamAddCallback(thr, s1, 1, 0, 0) }, ErrorStreamCaptureUnsupported, ErrorStreamCaptureInvalidated},
		{"fork without join", func() Error {
			if e := r.EventRecord(thr, ev, s1); e != Success {
				return e
			}
			if e := r.StreamWaitEvent(thr, s2, ev, 0); e != Success {
				return e
			}
			return launch(s2)
		}, Success, ErrorStreamCaptureUnjoined},
	} {
		g.stderr.Reset()
		g.want(c.what+": begin", r.StreamBeginCapture(thr, s1, 0), Success)
		g.want(c.what+": launch", launch(s1), Success)
		g.want(c.what, c.do(), c.want)
		g.want(c.what+": end", r.StreamEndCapture(thr, s1, out), c.endWant)
		if getU64(out) != 0 {
			t.Errorf("%s: a graph came back", c.what)
		}
		if g.stderr.Len() == 0 {
			t.Errorf("%s: no diagnostic line", c.what)
		}
		g.want(c.what+": not capturing any more", r.StreamEndCapture(thr, s1, out), ErrorIllegalState)
	}
	// A capturing stream destroyed: its capture is gone.
	g.want("begin", r.StreamBeginCapture(thr, s1, 0), Success)
	g.want("destroy", r.StreamDestroy(thr, s1), Success)
	g.want("device synchronize afterwards", r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
}

// kernelParamsStruct lays out a cudaKernelNodeParams for VecAdd(a, b, c, n)
// over grid blocks of 256 threads.
func (g *graphEnv) kernelParamsStruct(a, b, c uint64, n uint32) uintptr {
	kp, kpAddr := g.mem(56)
	binary.LittleEndian.PutUint64(kp[0:], uint64(g.vecAdd))
	binary.LittleEndian.PutUint32(kp[8:], (n+255)/256)
	binary.LittleEndian.PutUint32(kp[12:], 1)
	binary.LittleEndian.PutUint32(kp[16:], 1)
	binary.LittleEndian.PutUint32(kp[20:], 256)
	binary.LittleEndian.PutUint32(kp[24:], 1)
	binary.LittleEndian.PutUint32(kp[28:], 1)
	binary.LittleEndian.PutUint64(kp[40:], uint64(g.args(u64(a), u64(b), u64(c), u32(n))))
	return kpAddr
}

// Cloning, child graphs, event nodes, edge queries, node removal,
// parameter updates in a graph and in an executable graph, whole-graph
// update and the DOT dump.
func TestGraphUpdatesAndStructure(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const n = 256
	a, b, c := g.malloc(4*n), g.malloc(4*n), g.malloc(4*n)
	out, outAddr := g.mem(4 * n)
	ones, onesAddr := g.mem(4 * n)
	putFloats(ones, func(i int) float32 { return float32(i) })
	g.want("a", r.Memcpy(thr, a, uint64(onesAddr), 4*n, MemcpyHostToDevice, 0, false), Success)
	readC := func() []float32 {
		t.Helper()
		g.want("read c", r.Memcpy(thr, uint64(outAddr), c, 4*n, MemcpyDeviceToHost, 0, false), Success)
		return floats(out)
	}
	// The child graph sets b to 1.0f.
	child := g.handle("child", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	ms, msAddr := g.mem(40)
	binary.LittleEndian.PutUint64(ms[0:], b)
	binary.LittleEndian.PutUint32(ms[16:], math.Float32bits(1))
	binary.LittleEndian.PutUint32(ms[20:], 4)
	binary.LittleEndian.PutUint64(ms[24:], n)
	binary.LittleEndian.PutUint64(ms[32:], 1)
	g.handle("child memset", Success, func(o uintptr) Error { return r.GraphAddMemsetNode(thr, o, child, 0, 0, msAddr) })

	graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	cn := g.handle("child node", Success, func(o uintptr) Error { return r.GraphAddChildGraphNode(thr, o, graph, 0, 0, child) })
	kn := g.handle("kernel", Success, func(o uintptr) Error {
		return r.GraphAddKernelNode(thr, o, graph, g.nodes(cn), 1, g.kernelParamsStruct(a, b, c, n))
	})
	ev := g.handle("event", Success, func(o uintptr) Error { return r.EventCreate(thr, o, 0) })
	en := g.handle("event record node", Success, func(o uintptr) Error {
		return r.GraphAddEventNode(thr, "cudaGraphAddEventRecordNode", o, graph, g.nodes(kn), 1, ev, true)
	})
	g.handle("event node of no event", ErrorInvalidResourceHandle, func(o uintptr) Error {
		return r.GraphAddEventNode(thr, "cudaGraphAddEventWaitNode", o, graph, 0, 0, 0x999, false)
	})
	typ, typAddr := g.mem(4)
	g.want("child type", r.GraphNodeGetType(thr, cn, typAddr), Success)
	if binary.LittleEndian.Uint32(typ) != nodeGraph {
		t.Errorf("child node type %d", binary.LittleEndian.Uint32(typ))
	}

	// Edges.
	count, countAddr := g.mem(8)
	g.want("edge count", r.GraphGetEdges(thr, graph, 0, 0, 0, countAddr), Success)
	if binary.LittleEndian.Uint64(count) != 2 {
		t.Errorf("%d edges, want 2", binary.LittleEndian.Uint64(count))
	}
	from, to := g.nodes(0, 0), g.nodes(0, 0)
	g.want("edges", r.GraphGetEdges(thr, graph, from, to, 0, countAddr), Success)
	if getU64(from) != uint64(cn) || getU64(to) != uint64(kn) || getU64(from+8) != uint64(kn) || getU64(to+8) != uint64(en) {
		t.Errorf("edges %x->%x, %x->%x", getU64(from), getU64(to), getU64(from+8), getU64(to+8))
	}
	list := g.nodes(0, 0)
	binary.LittleEndian.PutUint64(count, 2)
	g.want("dependents of the kernel", r.GraphNodeEdges(thr, "cudaGraphNodeGetDependentNodes", kn, list, 0, countAddr, false), Success)
	if binary.LittleEndian.Uint64(count) != 1 || getU64(list) != uint64(en) {
		t.Errorf("dependents of the kernel: %d, %x", binary.LittleEndian.Uint64(count), getU64(list))
	}
	binary.LittleEndian.PutUint64(count, 2)
	g.want("dependencies of the kernel", r.GraphNodeEdges(thr, "cudaGraphNodeGetDependencies", kn, list, 0, countAddr, true), Success)
	if binary.LittleEndian.Uint64(count) != 1 || getU64(list) != uint64(cn) {
		t.Errorf("dependencies of the kernel: %d, %x", binary.LittleEndian.Uint64(count), getU64(list))
	}

	// Run: c = a + 1.
	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if v := readC(); v[5] != 6 {
		t.Fatalf("c[5] = %v, want 6", v[5])
	}
	e := r.events[ev]
	if !e.recorded {
		t.Errorf("the event record node did not record")
	}

	// A clone, changed: its kernel adds a to itself (c = 2a).
	clone := g.handle("clone", Success, func(o uintptr) Error { return r.GraphClone(thr, o, graph) })
	kc := g.handle("find in clone", Success, func(o uintptr) Error { return r.GraphNodeFindInClone(thr, o, kn, clone) })
	if kc == kn || kc == 0 {
		t.Fatalf("clone of the kernel node: %x", kc)
	}
	g.want("set the clone's kernel parameters", r.GraphKernelNodeSetParams(thr, kc, g.kernelParamsStruct(a, a, c, n)), Success)
	res, node, err := r.GraphExecUpdate(thr, exec, clone)
	g.want("update from the clone", err, Success)
	if res != updateSuccess || node != 0 {
		t.Errorf("update result %d, node %x", res, node)
	}
	g.want("launch after the update", r.GraphLaunch(thr, exec, 0), Success)
	if v := readC(); v[5] != 10 {
		t.Fatalf("after the update c[5] = %v, want 10", v[5])
	}
	// The executable graph's own copy of the node: c = a + b again (b = 1).
	g.want("exec node parameters", r.GraphExecKernelNodeSetParams(thr, exec, kn, g.kernelParamsStruct(a, b, c, n)), Success)
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if v := readC(); v[5] != 6 {
		t.Fatalf("after setting the exec node c[5] = %v, want 6", v[5])
	}
	g.want("exec parameters of the child node", r.GraphExecKernelNodeSetParams(thr, exec, cn, g.kernelParamsStruct(a, b, c, n)), ErrorInvalidValue)

	// Removing a node changes the topology: the update fails.
	g.want("destroy the clone's kernel node", r.GraphDestroyNode(thr, kc), Success)
	g.want("clone edges", r.GraphGetEdges(thr, clone, 0, 0, 0, countAddr), Success)
	if binary.LittleEndian.Uint64(count) != 0 {
		t.Errorf("%d edges after removing the middle node, want 0", binary.LittleEndian.Uint64(count))
	}
	res, _, err = r.GraphExecUpdate(thr, exec, clone)
	g.want("update from a different topology", err, ErrorGraphExecUpdateFailure)
	if res != updateTopologyChanged {
		t.Errorf("update result %d, want topology changed", res)
	}

	// The DOT dump.
	path := filepath.Join(t.TempDir(), "g.dot")
	pb, pAddr := g.mem(len(path) + 1)
	copy(pb, path)
	g.want("dot", r.GraphDebugDotPrint(thr, graph, pAddr), Success)
	dot, rerr := os.ReadFile(path)
	if rerr != nil || !strings.Contains(string(dot), "_Z6VecAddPKfS0_Pfi") || strings.Count(string(dot), "->") != 2 {
		t.Errorf("dot file: %v\n%s", rerr, dot)
	}
}

// Edge removal, nodes switched off in an executable graph, the
// instantiation flags, copies to and from symbols as nodes.
func TestGraphSmallerPieces(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	hs, syms := g.register("guide_symbols", "constData")
	r.RegisterVar(thr, hs, syms["constData"], "constData", 1024, true)
	src, srcAddr := g.mem(16)
	for i := range src {
		src[i] = byte(10 + i)
	}
	dst, dstAddr := g.mem(16)
	graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	to := g.handle("to symbol", Success, func(o uintptr) Error {
		return r.GraphAddMemcpySymbolNode(thr, "cudaGraphAddMemcpyNodeToSymbol", o, graph, 0, 0, syms["constData"], uint64(srcAddr), 16, 32, MemcpyHostToDevice, true)
	})
	from := g.handle("from symbol", Success, func(o uintptr) Error {
		return r.GraphAddMemcpySymbolNode(thr, "cudaGraphAddMemcpyNodeFromSymbol", o, graph, g.nodes(to), 1, syms["constData"], uint64(dstAddr), 16, 32, MemcpyDeviceToHost, false)
	})
	g.handle("overrun", ErrorInvalidValue, func(o uintptr) Error {
		return r.GraphAddMemcpySymbolNode(thr, "cudaGraphAddMemcpyNodeToSymbol", o, graph, 0, 0, syms["constData"], uint64(srcAddr), 16, 1020, MemcpyHostToDevice, true)
	})
	g.want("remove the edge", r.GraphRemoveDependencies(thr, graph, g.nodes(to), g.nodes(from), 1), Success)
	g.want("remove it again", r.GraphRemoveDependencies(thr, graph, g.nodes(to), g.nodes(from), 1), ErrorInvalidValue)
	g.want("put it back", r.GraphAddDependencies(thr, graph, g.nodes(to), g.nodes(from), 1), Success)
	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiateWithFlags", o, graph, 1) })
	flags, flagsAddr := g.mem(8)
	g.want("flags", r.GraphExecGetFlags(thr, exec, flagsAddr), Success)
	if binary.LittleEndian.Uint64(flags) != 1 {
		t.Errorf("instantiation flags %d", binary.LittleEndian.Uint64(flags))
	}
	g.want("switch the copy back off", r.GraphNodeEnabled(thr, exec, from, 0, true), Success)
	en, enAddr := g.mem(4)
	g.want("is it on", r.GraphNodeEnabled(thr, exec, from, enAddr, false), Success)
	if binary.LittleEndian.Uint32(en) != 0 {
		t.Errorf("disabled node reports enabled %d", binary.LittleEndian.Uint32(en))
	}
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if dst[0] != 0 {
		t.Fatalf("a disabled copy ran: %v", dst)
	}
	g.want("switch it on", r.GraphNodeEnabled(thr, exec, from, 1, true), Success)
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if string(dst) != string(src) {
		t.Fatalf("read back through the symbol nodes: %v", dst)
	}

	// The symbol setters: the executable graph's first copy now writes
	// another source at offset 64 and its second reads from there; the
	// graph's own nodes keep theirs until set.
	src2, src2Addr := g.mem(16)
	for i := range src2 {
		src2[i] = byte(100 + i)
	}
	g.want("exec to symbol", r.MemcpySymbolNodeSetParams(thr, "cudaGraphExecMemcpyNodeSetParamsToSymbol", exec, to, syms["constData"], uint64(src2Addr), 16, 64, MemcpyHostToDevice, true), Success)
	g.want("exec from symbol", r.MemcpySymbolNodeSetParams(thr, "cudaGraphExecMemcpyNodeSetParamsFromSymbol", exec, from, syms["constData"], uint64(dstAddr), 16, 64, MemcpyDeviceToHost, false), Success)
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if string(dst) != string(src2) {
		t.Fatalf("after the exec symbol setters: %v", dst)
	}
	g.want("graph from symbol at 32", r.MemcpySymbolNodeSetParams(thr, "cudaGraphMemcpyNodeSetParamsFromSymbol", 0, from, syms["constData"], uint64(dstAddr), 16, 32, MemcpyDeviceToHost, false), Success)
	g.want("overrun", r.MemcpySymbolNodeSetParams(thr, "cudaGraphMemcpyNodeSetParamsToSymbol", 0, to, syms["constData"], uint64(src2Addr), 16, 1020, MemcpyHostToDevice, true), ErrorInvalidValue)
	exec2 := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	g.want("launch the new instance", r.GraphLaunch(thr, exec2, 0), Success)
	if string(dst) != string(src) {
		t.Fatalf("the graph's copies after the graph setter: %v", dst)
	}
}

func TestStreamIDAndParamInfo(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	s1 := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	s2 := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	id := func(s uintptr) uint64 {
		return uint64(g.handle("id", Success, func(o uintptr) Error { return r.StreamGetID(thr, s, o) }))
	}
	a, b, a2, legacy := id(s1), id(s2), id(s1), id(0)
	if a == b || a != a2 || legacy == a || legacy == b {
		t.Errorf("stream ids %d %d %d, legacy %d", a, b, a2, legacy)
	}
	// VecAdd(const float *A, const float *B, float *C, int N).
	off, offAddr := g.mem(8)
	size, sizeAddr := g.mem(8)
	g.want("param 3", r.FuncGetParamInfo(thr, g.vecAdd, 3, offAddr, sizeAddr), Success)
	if binary.LittleEndian.Uint64(off) != 24 || binary.LittleEndian.Uint64(size) != 4 {
		t.Errorf("param 3 at %d, %d bytes", binary.LittleEndian.Uint64(off), binary.LittleEndian.Uint64(size))
	}
	g.want("param 4", r.FuncGetParamInfo(thr, g.vecAdd, 4, offAddr, sizeAddr), ErrorInvalidValue)
	g.want("no kernel", r.FuncGetParamInfo(thr, 0x31, 0, offAddr, sizeAddr), ErrorInvalidDeviceFunction)
}

// The memcpy, memset, host and event node getters and setters, on a graph
// and on an executable graph's own copy.
func TestGraphNodeParams(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const n = 64
	d := g.malloc(4 * n)
	out, outAddr := g.mem(4 * n)
	other, otherAddr := g.mem(4 * n)
	graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	ms, msAddr := g.mem(40)
	binary.LittleEndian.PutUint64(ms[0:], d)
	binary.LittleEndian.PutUint32(ms[16:], 7)
	binary.LittleEndian.PutUint32(ms[20:], 4)
	binary.LittleEndian.PutUint64(ms[24:], n)
	binary.LittleEndian.PutUint64(ms[32:], 1)
	set := g.handle("memset", Success, func(o uintptr) Error { return r.GraphAddMemsetNode(thr, o, graph, 0, 0, msAddr) })
	cp := g.handle("copy", Success, func(o uintptr) Error {
		return r.GraphAddMemcpyNode1D(thr, o, graph, g.nodes(set), 1, uint64(outAddr), d, 4*n, MemcpyDeviceToHost)
	})
	hp, hpAddr := g.mem(16)
	binary.LittleEndian.PutUint64(hp, 0x11)
	host := g.handle("host", Success, func(o uintptr) Error { return r.GraphAddHostNode(thr, o, graph, g.nodes(cp), 1, hpAddr) })
	ev := g.handle("event", Success, func(o uintptr) Error { return r.EventCreate(thr, o, 0) })
	ev2 := g.handle("event", Success, func(o uintptr) Error { return r.EventCreate(thr, o, 0) })
	rec := g.handle("record", Success, func(o uintptr) Error {
		return r.GraphAddEventNode(thr, "cudaGraphAddEventRecordNode", o, graph, g.nodes(host), 1, ev, true)
	})

	// Getters read back what was given.
	got, gotAddr := g.mem(40)
	g.want("memset params", r.GraphNodeGetParams(thr, "cudaGraphMemsetNodeGetParams", set, NodeMemset, gotAddr), Success)
	if string(got) != string(ms) {
		t.Errorf("memset params read back %v", got)
	}
	l := r.api.Structs["cudaMemcpy3DParms"]
	mp, mpAddr := g.mem(l.Size)
	g.want("memcpy params", r.GraphNodeGetParams(thr, "cudaGraphMemcpyNodeGetParams", cp, NodeMemcpy, mpAddr), Success)
	p := &cstruct{l: l, b: mp}
	if k, _ := p.get("kind"); k != MemcpyDeviceToHost || le64(p.field("srcPtr"), 0) != d || le64(p.field("extent"), 0) != 4*n {
		t.Errorf("memcpy params: kind %d, src %x, width %d", k, le64(p.field("srcPtr"), 0), le64(p.field("extent"), 0))
	}
	g.want("memset params of a copy node", r.GraphNodeGetParams(thr, "cudaGraphMemsetNodeGetParams", cp, NodeMemset, gotAddr), ErrorInvalidValue)
	e, eAddr := g.mem(8)
	g.want("event", r.GraphNodeGetParams(thr, "cudaGraphEventRecordNodeGetEvent", rec, NodeEventRecord, eAddr), Success)
	if uintptr(binary.LittleEndian.Uint64(e)) != ev {
		t.Errorf("event node's event %x, want %x", binary.LittleEndian.Uint64(e), ev)
	}

	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	// The graph's node changes; the executable graph keeps its copy.
	binary.LittleEndian.PutUint32(ms[16:], 9)
	g.want("set memset params", r.MemsetNodeSetParams(thr, "cudaGraphMemsetNodeSetParams", 0, set, msAddr), Success)
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if binary.LittleEndian.Uint32(out[8:]) != 7 {
		t.Fatalf("executable graph after a graph setter: %d, want 7", binary.LittleEndian.Uint32(out[8:]))
	}
	// The executable graph's own memset, copy, host and event nodes change.
	g.want("exec memset", r.MemsetNodeSetParams(thr, "cudaGraphExecMemsetNodeSetParams", exec, set, msAddr), Success)
	g.want("exec copy", r.Memcpy1DNodeSetParams(thr, "cudaGraphExecMemcpyNodeSetParams1D", exec, cp, uint64(otherAddr), d, 4*n, MemcpyDeviceToHost), Success)
	binary.LittleEndian.PutUint64(hp, 0x22)
	g.want("exec host", r.HostNodeSetParams(thr, "cudaGraphExecHostNodeSetParams", exec, host, hpAddr), Success)
	g.want("exec event", r.EventNodeSetEvent(thr, "cudaGraphExecEventRecordNodeSetEvent", exec, rec, ev2, true), Success)
	g.want("exec event of the wrong kind", r.EventNodeSetEvent(thr, "cudaGraphExecEventWaitNodeSetEvent", exec, rec, ev2, false), ErrorInvalidValue)
	g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
	if binary.LittleEndian.Uint32(other[8:]) != 9 || binary.LittleEndian.Uint32(out[8:]) != 7 {
		t.Fatalf("after the exec setters: other %d, out %d", binary.LittleEndian.Uint32(other[8:]), binary.LittleEndian.Uint32(out[8:]))
	}
	if len(g.calls) != 2 || g.calls[0] != 0x11 || g.calls[1] != 0x22 {
		t.Errorf("host calls %x", g.calls)
	}
	if !r.events[ev2].recorded {
		t.Errorf("the new event was not recorded")
	}
	binary.LittleEndian.PutUint32(ms[20:], 3)
	g.want("bad element size", r.MemsetNodeSetParams(thr, "cudaGraphMemsetNodeSetParams", 0, set, msAddr), ErrorInvalidValue)
}

// cudaGraphExecUpdate's result for a changed topology: TopologyChanged
// from CUDA 12, the generic failure under 11.8 (as the H200 answered).
func TestGraphExecUpdateResultByVersion(t *testing.T) {
	for _, v := range []struct {
		version int
		want    uint32
	}{{11080, updateError}, {12080, updateTopologyChanged}, {13000, updateTopologyChanged}} {
		g := newGraphEnvVersion(t, v.version)
		r := g.r
		graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
		x := g.handle("node", Success, func(o uintptr) Error { return r.GraphAddEmptyNode(thr, o, graph, 0, 0) })
		exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
		g.handle("node", Success, func(o uintptr) Error { return r.GraphAddEmptyNode(thr, o, graph, g.nodes(x), 1) })
		res, _, err := r.GraphExecUpdate(thr, exec, graph)
		g.want("update after adding a node", err, ErrorGraphExecUpdateFailure)
		if res != v.want {
			t.Errorf("CUDA %d: result %d, want %d", v.version, res, v.want)
		}
	}
}

// cudaGraphKernelNodeGetParams: the configuration and arguments of an
// added and of a captured kernel node, the argument pointers readable
// (memory the node owns) and fit to give back to the setter after one
// argument changes, as programs that retarget a node do.
func TestGraphKernelNodeGetParams(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const n = 200
	a, b, c := g.malloc(4*n), g.malloc(4*n), g.malloc(4*n)
	graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	kn := g.handle("kernel", Success, func(o uintptr) Error {
		return r.GraphAddKernelNode(thr, o, graph, 0, 0, g.kernelParamsStruct(a, b, c, n))
	})
	got, gotAddr := g.mem(56)
	g.want("get", r.GraphKernelNodeGetParams(thr, kn, gotAddr), Success)
	if uintptr(le64(got, 0)) != g.vecAdd || le32(got, 8) != 1 || le32(got, 20) != 256 || le32(got, 32) != 0 || le64(got, 48) != 0 {
		t.Fatalf("params: func %x grid.x %d block.x %d shared %d extra %x", le64(got, 0), le32(got, 8), le32(got, 20), le32(got, 32), le64(got, 48))
	}
	argv := uintptr(le64(got, 40))
	arg := func(i int) uintptr { return uintptr(getU64(argv + uintptr(8*i))) }
	if getU64(arg(0)) != a || getU64(arg(1)) != b || getU64(arg(2)) != c || getU32(arg(3)) != n {
		t.Fatalf("arguments %x %x %x %d, want %x %x %x %d", getU64(arg(0)), getU64(arg(1)), getU64(arg(2)), getU32(arg(3)), a, b, c, n)
	}
	// Retarget the output and give the struct back.
	d := g.malloc(4 * n)
	putU64(arg(2), d)
	g.want("set from what get gave", r.GraphKernelNodeSetParams(thr, kn, gotAddr), Success)
	g.want("get again", r.GraphKernelNodeGetParams(thr, kn, gotAddr), Success)
	if getU64(uintptr(getU64(uintptr(le64(got, 40))+16))) != d {
		t.Errorf("after the setter the third argument is %x, want %x", getU64(uintptr(getU64(uintptr(le64(got, 40))+16))), d)
	}
	g.want("get of a memset node's handle", r.GraphKernelNodeGetParams(thr, 12345, gotAddr), ErrorInvalidValue)
	g.want("get without a struct", r.GraphKernelNodeGetParams(thr, kn, 0), ErrorInvalidValue)

	// A captured launch is a kernel node too.
	s := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	g.want("begin", r.StreamBeginCapture(thr, s, 0), Success)
	g.want("launch", r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: g.vecAdd, Grid: Dim3{3, 1, 1}, Block: Dim3{64, 1, 1}, Shared: 128, Stream: s,
		Args: g.args(u64(c), u64(a), u64(b), u32(n))}), Success)
	cg := g.handle("end", Success, func(o uintptr) Error { return r.StreamEndCapture(thr, s, o) })
	nodes := g.nodes(0)
	count, countAddr := g.mem(8)
	binary.LittleEndian.PutUint64(count, 1)
	g.want("nodes", r.GraphGetNodes(thr, "cudaGraphGetNodes", cg, nodes, countAddr, false), Success)
	g.want("get captured", r.GraphKernelNodeGetParams(thr, uintptr(getU64(nodes)), gotAddr), Success)
	argv = uintptr(le64(got, 40))
	if le32(got, 8) != 3 || le32(got, 20) != 64 || le32(got, 32) != 128 || getU64(arg(0)) != c || getU32(arg(3)) != n {
		t.Errorf("captured node: grid.x %d block.x %d shared %d, first argument %x, n %d", le32(got, 8), le32(got, 20), le32(got, 32), getU64(arg(0)), getU32(arg(3)))
	}

	// The argument copies are the node's until it goes: destroying the
	// node, or the graph holding it, gives their mapping back.
	nd, cnd := r.graphTables().nodes[kn], r.graphTables().nodes[uintptr(getU64(nodes))]
	if nd.args == nil || cnd.args == nil {
		t.Fatalf("no argument copies held by the nodes")
	}
	g.want("destroy the kernel node", r.GraphDestroyNode(thr, kn), Success)
	g.want("destroy the captured graph", r.GraphDestroy(thr, cg), Success)
	if nd.args != nil || cnd.args != nil {
		t.Errorf("argument copies still mapped after their nodes were destroyed")
	}

	// A kernel without parameters: an empty (non-null) argument array.
	h, hosts := g.register("guide_printf", "formats")
	g.kernel(h, hosts["formats"], "_Z7formatsv")
	kp, kpAddr := g.mem(56)
	binary.LittleEndian.PutUint64(kp[0:], uint64(hosts["formats"]))
	for i := 8; i < 32; i += 4 {
		binary.LittleEndian.PutUint32(kp[i:], 1)
	}
	fn := g.handle("kernel without parameters", Success, func(o uintptr) Error { return r.GraphAddKernelNode(thr, o, graph, 0, 0, kpAddr) })
	g.want("get without parameters", r.GraphKernelNodeGetParams(thr, fn, gotAddr), Success)
	if uintptr(le64(got, 0)) != hosts["formats"] || le64(got, 40) == 0 {
		t.Errorf("kernel without parameters: func %x, kernelParams %x", le64(got, 0), le64(got, 40))
	}
}

// Graph memory: alloc and free nodes added by hand and made by
// cudaMallocAsync/cudaFreeAsync during a capture; the addresses are fixed
// when the nodes are made and usable by the graph's kernels and copies;
// the getters, the graph memory attributes and the errors.
func TestGraphMemoryNodes(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const n = 128
	a, b := g.malloc(4*n), g.malloc(4*n)
	src, srcAddr := g.mem(4 * n)
	putFloats(src, func(i int) float32 { return float32(i) })
	g.want("a", r.Memcpy(thr, a, uint64(srcAddr), 4*n, MemcpyHostToDevice, 0, false), Success)
	g.want("b", r.Memcpy(thr, b, uint64(srcAddr), 4*n, MemcpyHostToDevice, 0, false), Success)
	graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	ap, apAddr := g.mem(allocParamsBytes)
	binary.LittleEndian.PutUint32(ap[0:], 1)
	binary.LittleEndian.PutUint32(ap[8:], 1)
	binary.LittleEndian.PutUint64(ap[allocParamsSize:], 4*n)
	alloc := g.handle("alloc node", Success, func(o uintptr) Error { return r.GraphAddMemAllocNode(thr, o, graph, 0, 0, apAddr) })
	c := le64(ap, allocParamsPtr)
	if c == 0 {
		t.Fatalf("no address written back")
	}
	kn := g.handle("kernel", Success, func(o uintptr) Error {
		return r.GraphAddKernelNode(thr, o, graph, g.nodes(alloc), 1, g.kernelParamsStruct(a, b, c, n))
	})
	out, outAddr := g.mem(4 * n)
	cp := g.handle("copy out", Success, func(o uintptr) Error {
		return r.GraphAddMemcpyNode1D(thr, o, graph, g.nodes(kn), 1, uint64(outAddr), c, 4*n, MemcpyDeviceToHost)
	})
	free := g.handle("free node", Success, func(o uintptr) Error { return r.GraphAddMemFreeNode(thr, o, graph, g.nodes(cp), 1, c) })
	v, vAddr := g.mem(allocParamsBytes)
	g.want("alloc params", r.GraphNodeGetParams(thr, "cudaGraphMemAllocNodeGetParams", alloc, NodeMemAlloc, vAddr), Success)
	if le64(v, allocParamsSize) != 4*n || le64(v, allocParamsPtr) != c {
		t.Errorf("alloc node params: %d bytes at %x", le64(v, allocParamsSize), le64(v, allocParamsPtr))
	}
	g.want("free params", r.GraphNodeGetParams(thr, "cudaGraphMemFreeNodeGetParams", free, NodeMemFree, vAddr), Success)
	if le64(v, 0) != c {
		t.Errorf("free node frees %x, want %x", le64(v, 0), c)
	}
	typ, typAddr := g.mem(4)
	g.want("type", r.GraphNodeGetType(thr, free, typAddr), Success)
	if le32(typ, 0) != nodeMemFree {
		t.Errorf("free node type %d", le32(typ, 0))
	}
	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	g.handle("a second instance", ErrorNotSupported, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	for i := 0; i < 2; i++ {
		g.want("launch", r.GraphLaunch(thr, exec, 0), Success)
		if f := floats(out); f[5] != 10 || f[n-1] != 2*(n-1) {
			t.Fatalf("launch %d: out[5] %v out[%d] %v", i, f[5], n-1, f[n-1])
		}
	}
	g.want("used", r.GraphMemAttribute(thr, "cudaDeviceGetGraphMemAttribute", 0, graphMemUsedCurrent, vAddr, false), Success)
	if le64(v, 0) != 4*n {
		t.Errorf("graph memory in use %d, want %d", le64(v, 0), 4*n)
	}

	// The same by capture.
	s := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	g.want("begin", r.StreamBeginCapture(thr, s, 0), Success)
	pc, pcAddr := g.mem(8)
	g.want("malloc async", r.MallocFromPool(thr, "cudaMallocAsync", pcAddr, 4*n, 0, s), Success)
	d := le64(pc, 0)
	g.want("launch", r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: g.vecAdd, Grid: Dim3{1, 1, 1}, Block: Dim3{n, 1, 1}, Stream: s,
		Args: g.args(u64(a), u64(a), u64(d), u32(n))}), Success)
	out2, out2Addr := g.mem(4 * n)
	g.want("copy", r.Memcpy(thr, uint64(out2Addr), d, 4*n, MemcpyDeviceToHost, s, true), Success)
	g.want("free async", r.FreeAsync(thr, d, s), Success)
	g.want("free async of device memory", r.FreeAsync(thr, a, s), ErrorInvalidValue)
	cg := g.handle("end", Success, func(o uintptr) Error { return r.StreamEndCapture(thr, s, o) })
	ce := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, cg, 0) })
	g.want("launch captured", r.GraphLaunch(thr, ce, 0), Success)
	if f := floats(out2); f[7] != 14 {
		t.Errorf("captured graph: out[7] = %v, want 14", f[7])
	}
	g.want("high water", r.GraphMemAttribute(thr, "cudaDeviceGetGraphMemAttribute", 0, graphMemUsedHigh, vAddr, false), Success)
	if le64(v, 0) != 8*n {
		t.Errorf("graph memory high-water mark %d, want %d", le64(v, 0), 8*n)
	}
	g.want("free the captured allocation", r.Free(thr, d), Success)
	binary.LittleEndian.PutUint64(v, 0)
	g.want("reset the high-water mark", r.GraphMemAttribute(thr, "cudaDeviceSetGraphMemAttribute", 0, graphMemUsedHigh, vAddr, true), Success)
	g.want("high water", r.GraphMemAttribute(thr, "cudaDeviceGetGraphMemAttribute", 0, graphMemReservedHigh, vAddr, false), Success)
	if le64(v, 0) != 4*n {
		t.Errorf("high-water mark after the reset %d, want %d", le64(v, 0), 4*n)
	}
	binary.LittleEndian.PutUint64(v, 5)
	g.want("set a current value", r.GraphMemAttribute(thr, "cudaDeviceSetGraphMemAttribute", 0, graphMemUsedCurrent, vAddr, true), ErrorInvalidValue)
	g.want("trim", r.GraphMemTrim(thr, 0), Success)
	g.want("free node of device memory", r.GraphAddMemFreeNode(thr, vAddr, graph, 0, 0, a), ErrorInvalidValue)
	binary.LittleEndian.PutUint32(ap[8:], 2) // host location
	g.want("host pool properties", r.GraphAddMemAllocNode(thr, vAddr, graph, 0, 0, apAddr), ErrorInvalidValue)

	// What CUDA does not allow on a graph with memory nodes.
	g.want("free it twice in one graph", r.GraphAddMemFreeNode(thr, vAddr, graph, 0, 0, c), ErrorInvalidValue)
	g.want("clone", r.GraphClone(thr, vAddr, graph), ErrorNotSupported)
	parent := g.handle("parent", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	g.want("as a child graph", r.GraphAddChildGraphNode(thr, vAddr, parent, 0, 0, graph), ErrorNotSupported)
	g.want("remove an edge", r.GraphRemoveDependencies(thr, graph, g.nodes(alloc), g.nodes(kn), 1), ErrorNotSupported)
	g.want("destroy a node", r.GraphDestroyNode(thr, cp), ErrorNotSupported)
	g.want("launch after the refusals", r.GraphLaunch(thr, exec, 0), Success)

	// An allocation the graph frees itself goes when the graph and its
	// executable graph have both gone, whichever goes last.
	g.want("destroy the graph", r.GraphDestroy(thr, graph), Success)
	if r.allocs[c] == nil {
		t.Fatalf("the allocation went with the graph while its executable graph remains")
	}
	g.want("launch without the graph", r.GraphLaunch(thr, exec, 0), Success)
	used := r.graphMemUsed
	g.want("destroy the executable graph", r.GraphExecDestroy(thr, exec), Success)
	if r.allocs[c] != nil || r.graphMemUsed != used-4*n {
		t.Errorf("after both went: allocation kept %v, graph memory %d (was %d)", r.allocs[c] != nil, r.graphMemUsed, used)
	}
	// The captured graph's allocation was freed by the program already.
	g.want("destroy the captured executable graph", r.GraphExecDestroy(thr, ce), Success)
	g.want("destroy the captured graph", r.GraphDestroy(thr, cg), Success)
	// A capture that allocates and frees, never instantiated.
	g.want("begin again", r.StreamBeginCapture(thr, s, 0), Success)
	g.want("malloc async again", r.MallocFromPool(thr, "cudaMallocAsync", pcAddr, 4*n, 0, s), Success)
	e := le64(pc, 0)
	g.want("free async again", r.FreeAsync(thr, e, s), Success)
	cg2 := g.handle("end again", Success, func(o uintptr) Error { return r.StreamEndCapture(thr, s, o) })
	g.want("destroy it", r.GraphDestroy(thr, cg2), Success)
	if r.allocs[e] != nil || r.graphMemUsed != used-4*n {
		t.Errorf("uninstantiated capture: allocation kept %v, graph memory %d", r.allocs[e] != nil, r.graphMemUsed)
	}
}

// Cluster occupancy: clusters counted per GPC of the H200 model, the
// size from the configuration's attribute, the portable limit of 8 and
// the non-portable 16, and the largest potential cluster.
func TestOccupancyClusters(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	cfg, cfgAddr := g.mem(56)
	attr, attrAddr := g.mem(72)
	binary.LittleEndian.PutUint32(cfg[0:], 64)    // grid
	binary.LittleEndian.PutUint32(cfg[4:], 1)     //
	binary.LittleEndian.PutUint32(cfg[8:], 1)     //
	binary.LittleEndian.PutUint32(cfg[12:], 1024) // block: 2 blocks per SM
	binary.LittleEndian.PutUint32(cfg[16:], 1)
	binary.LittleEndian.PutUint32(cfg[20:], 1)
	binary.LittleEndian.PutUint64(cfg[40:], uint64(attrAddr))
	binary.LittleEndian.PutUint32(cfg[48:], 1)
	binary.LittleEndian.PutUint32(attr[0:], LaunchAttrClusterDimension)
	out, outAddr := g.mem(4)
	count := func(cs uint32) (uint32, Error) {
		binary.LittleEndian.PutUint32(attr[8:], cs)
		binary.LittleEndian.PutUint32(attr[12:], 1)
		binary.LittleEndian.PutUint32(attr[16:], 1)
		e := r.OccupancyClusters(thr, "cudaOccupancyMaxActiveClusters", outAddr, g.vecAdd, cfgAddr, false)
		return le32(out, 0), e
	}
	perSM := 0
	if n, e := count(1); e != Success || n == 0 || n%132 != 0 {
		t.Fatalf("clusters of 1: %d, %v", n, e)
	} else {
		perSM = int(n) / 132
	}
	for _, cs := range []uint32{2, 3, 4, 8} {
		want := 0
		for _, s := range []int{18, 18, 16, 16, 16, 16, 16, 16} {
			want += perSM * s / int(cs)
		}
		if n, e := count(cs); e != Success || int(n) != want {
			t.Errorf("clusters of %d: %d (%v), want %d", cs, n, e, want)
		}
	}
	if _, e := count(16); e != ErrorInvalidClusterSize {
		t.Errorf("a portable cluster of 16: %v", e)
	}
	g.want("largest", r.OccupancyClusters(thr, "cudaOccupancyMaxPotentialClusterSize", outAddr, g.vecAdd, cfgAddr, true), Success)
	if le32(out, 0) != 8 {
		t.Errorf("largest portable cluster %d", le32(out, 0))
	}
	r.funcs[g.vecAdd].nonPortable = true
	if n, e := count(16); e != Success || n == 0 {
		t.Errorf("a non-portable cluster of 16: %d, %v", n, e)
	}
	g.want("no config", r.OccupancyClusters(thr, "cudaOccupancyMaxActiveClusters", outAddr, g.vecAdd, 0, false), ErrorInvalidValue)
}

// cudaOccupancyAvailableDynamicSMemPerBlock: no more than the kernel may
// launch with (49152 without the attribute, as the H200 answered), up to
// the per-SM share once cudaFuncAttributeMaxDynamicSharedMemorySize
// raises the limit.
func TestOccupancyAvailableDynamicSMem(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	out, outAddr := g.mem(8)
	g.want("available", r.OccupancyAvailableDynamicSMem(thr, outAddr, g.vecAdd, 2, 256), Success)
	if le64(out, 0) != 49152 {
		t.Errorf("without the attribute: %d, want 49152", le64(out, 0))
	}
	g.want("raise the limit", r.FuncSetAttribute(thr, g.vecAdd, FuncAttrMaxDynamicSharedMemorySize, 200*1024), Success)
	g.want("available", r.OccupancyAvailableDynamicSMem(thr, outAddr, g.vecAdd, 2, 256), Success)
	if want := uint64((r.spec.SharedPerSM/2 - r.spec.ReservedSharedPerBlock) / 128 * 128); le64(out, 0) != want {
		t.Errorf("with the attribute: %d, want %d", le64(out, 0), want)
	}
}

// User objects: references held by the program, a graph (retained and
// moved), its clone and an executable graph; the destructor runs once,
// after the last reference goes, whichever holder drops it.
func TestUserObjects(t *testing.T) {
	g := newGraphEnv(t)
	r := g.r
	const destroy, ptr = 0xd0, 0x1234
	obj := g.handle("create", Success, func(o uintptr) Error { return r.UserObjectCreate(thr, o, ptr, destroy, 2, 1) })
	g.handle("create without NoDestructorSync", ErrorInvalidValue, func(o uintptr) Error { return r.UserObjectCreate(thr, o, ptr, destroy, 1, 0) })
	graph := g.handle("graph", Success, func(o uintptr) Error { return r.GraphCreate(thr, o, 0) })
	g.want("graph retains 1", r.GraphUserObject(thr, "cudaGraphRetainUserObject", graph, obj, 1, 0, false), Success)
	g.want("graph takes the program's 2", r.GraphUserObject(thr, "cudaGraphRetainUserObject", graph, obj, 2, graphUserObjectMove, false), Success)
	clone := g.handle("clone", Success, func(o uintptr) Error { return r.GraphClone(thr, o, graph) })
	g.handle("empty node", Success, func(o uintptr) Error { return r.GraphAddEmptyNode(thr, o, graph, 0, 0) })
	exec := g.handle("instantiate", Success, func(o uintptr) Error { return r.GraphInstantiate(thr, "cudaGraphInstantiate", o, graph, 0) })
	if n := r.userObjs[obj].refs; n != 9 {
		t.Fatalf("references %d, want 9 (graph 3, clone 3, executable graph 3)", n)
	}
	g.want("release more than the graph holds", r.GraphUserObject(thr, "cudaGraphReleaseUserObject", graph, obj, 4, 0, true), ErrorInvalidValue)
	g.want("graph releases 1", r.GraphUserObject(thr, "cudaGraphReleaseUserObject", graph, obj, 1, 0, true), Success)
	g.want("destroy the graph", r.GraphDestroy(thr, graph), Success)
	g.want("destroy the clone", r.GraphDestroy(thr, clone), Success)
	if len(g.calls) != 0 {
		t.Fatalf("destructor ran while the executable graph holds references")
	}
	g.want("destroy the executable graph", r.GraphExecDestroy(thr, exec), Success)
	if len(g.calls) != 1 || g.calls[0] != destroy {
		t.Fatalf("destructor calls %x, want one of %x", g.calls, destroy)
	}
	g.want("retain a destroyed object", r.UserObjectRefs(thr, "cudaUserObjectRetain", obj, 1, false), ErrorInvalidValue)
	obj2 := g.handle("create", Success, func(o uintptr) Error { return r.UserObjectCreate(thr, o, ptr, destroy, 1, 1) })
	g.want("retain", r.UserObjectRefs(thr, "cudaUserObjectRetain", obj2, 2, false), Success)
	g.want("release 3", r.UserObjectRefs(thr, "cudaUserObjectRelease", obj2, 3, true), Success)
	if len(g.calls) != 2 {
		t.Errorf("destructor calls %d after the program's last release", len(g.calls))
	}

	// References moved to a capture's graph go with it when the capture
	// is invalidated.
	obj3 := g.handle("create", Success, func(o uintptr) Error { return r.UserObjectCreate(thr, o, ptr, destroy, 1, 1) })
	s := g.handle("stream", Success, func(o uintptr) Error { return r.StreamCreate(thr, o, 0, 0) })
	g.want("begin", r.StreamBeginCapture(thr, s, 0), Success)
	_, stAddr := g.mem(4)
	cg := g.handle("capture graph", Success, func(o uintptr) Error {
		return r.StreamGetCaptureInfo(thr, "cudaStreamGetCaptureInfo_v2", s, stAddr, 0, o, 0, 0, 0)
	})
	g.want("capture graph takes the reference", r.GraphUserObject(thr, "cudaGraphRetainUserObject", cg, obj3, 1, graphUserObjectMove, false), Success)
	g.want("query invalidates the capture", r.StreamQuery(thr, s), ErrorStreamCaptureUnsupported)
	g.handle("end", ErrorStreamCaptureInvalidated, func(o uintptr) Error { return r.StreamEndCapture(thr, s, o) })
	if len(g.calls) != 3 {
		t.Errorf("destructor calls %d after the invalidated capture's graph went, want 3", len(g.calls))
	}
}
