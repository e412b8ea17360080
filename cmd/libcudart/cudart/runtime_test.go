package cudart

import (
	"bytes"
	"encoding/binary"
	"github.com/ptxsim/ptxsim"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/ptxsim/ptxsim/cubin"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"
)

// The runtime tested from Go: the programs' fat binaries (testdata/cuda,
// built by nvcc 11.8) registered as nvcc's host code would, memory the
// "program" owns held in Go slices that the test keeps alive (the Go heap
// does not move), results read back as a program would.

const cudaBin = "../../../testdata/cuda/bin/cuda11.8"

type env struct {
	t      *testing.T
	r      *Runtime
	keep   [][]byte
	stderr bytes.Buffer
	out    bytes.Buffer
	logs   *observer.ObservedLogs
}

const thr Thread = 1

func newEnv(t *testing.T, cfg Config) *env {
	t.Helper()
	e := &env{t: t}
	core, logs := observer.New(zapcore.WarnLevel)
	e.logs = logs
	cfg.Stderr = &e.stderr
	cfg.Printf = func(b []byte) { e.out.Write(b) }
	cfg.Log = zap.New(core)
	cfg.Quiet = true
	r, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	e.r = r
	return e
}

// mem returns n zeroed bytes of "host memory" and its address.
func (e *env) mem(n int) ([]byte, uintptr) {
	b := make([]byte, n)
	e.keep = append(e.keep, b)
	return b, uintptr(unsafe.Pointer(&b[0]))
}

// register registers a program's fat binary and the named kernels and
// variables, each at a fresh fake host address, and returns the addresses.
func (e *env) register(program string, names ...string) (handle uintptr, hosts map[string]uintptr) {
	e.t.Helper()
	data, err := os.ReadFile(filepath.Join(cudaBin, program))
	if err != nil {
		e.t.Fatal(err)
	}
	h, err := cubin.ReadHost(program, data)
	if err != nil {
		e.t.Fatal(err)
	}
	var fb []byte
	for _, f := range h.Fatbins {
		if f.Wrapper == 1 {
			fb = data[f.Offset : f.Offset+uint64(f.Fatbin.Size)]
		}
	}
	_, fbAddr := e.mem(len(fb))
	copy(e.keep[len(e.keep)-1], fb)
	wrapper, wAddr := e.mem(24)
	binary.LittleEndian.PutUint32(wrapper, cubin.NVWrapperMagic)
	binary.LittleEndian.PutUint32(wrapper[4:], 1)
	binary.LittleEndian.PutUint64(wrapper[8:], uint64(fbAddr))
	handle = e.r.RegisterFatBinary(thr, wAddr)
	hosts = map[string]uintptr{}
	for _, n := range names {
		_, a := e.mem(8)
		hosts[n] = a
	}
	return handle, hosts
}

func (e *env) kernel(handle, host uintptr, name string) {
	e.r.RegisterFunction(thr, handle, host, name)
}

// args lays out a void*[] of pointers to each argument's bytes.
func (e *env) args(vals ...[]byte) uintptr {
	arr, a := e.mem(8 * len(vals))
	for i, v := range vals {
		_, p := e.mem(len(v))
		copy(e.keep[len(e.keep)-1], v)
		binary.LittleEndian.PutUint64(arr[8*i:], uint64(p))
	}
	return a
}

func u64(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
func u32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

func (e *env) malloc(n uint64) uint64 {
	e.t.Helper()
	out, a := e.mem(8)
	if err := e.r.Malloc(thr, a, n); err != Success {
		e.t.Fatalf("cudaMalloc(%d): %s", n, e.r.ErrorName(err))
	}
	return binary.LittleEndian.Uint64(out)
}

func (e *env) want(what string, got, want Error) {
	e.t.Helper()
	if got != want {
		e.t.Errorf("%s: %s, want %s (stderr: %s)", what, e.r.ErrorName(got), e.r.ErrorName(want), e.stderr.String())
	}
}

const vecAdd = "_Z6VecAddPKfS0_Pfi"

func TestVecAdd(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 11080})
	h, hosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(h, hosts["VecAdd"], vecAdd)
	const n = 1000
	a, aAddr := e.mem(4 * n)
	b, bAddr := e.mem(4 * n)
	c, cAddr := e.mem(4 * n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(a[4*i:], math.Float32bits(float32(i)))
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(0.5))
	}
	da, db, dc := e.malloc(4*n), e.malloc(4*n), e.malloc(4*n)
	e.want("H2D a", e.r.Memcpy(thr, da, uint64(aAddr), 4*n, MemcpyHostToDevice, 0, false), Success)
	e.want("H2D b", e.r.Memcpy(thr, db, uint64(bAddr), 4*n, MemcpyHostToDevice, 0, false), Success)
	e.want("launch", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{
		Func: hosts["VecAdd"], Grid: Dim3{4, 1, 1}, Block: Dim3{256, 1, 1}, Args: e.args(u64(da), u64(db), u64(dc), u32(n)),
	}), Success)
	e.want("D2H c", e.r.Memcpy(thr, uint64(cAddr), dc, 4*n, MemcpyDeviceToHost, 0, false), Success)
	for i := 0; i < n; i++ {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(c[4*i:])); got != float32(i)+0.5 {
			t.Fatalf("c[%d] = %v", i, got)
		}
	}
	e.want("last error", e.r.GetLastError(thr), Success)
}

func TestLaunchErrors(t *testing.T) {
	for _, v := range []struct {
		version int
		config  Error
	}{{11080, ErrorInvalidConfiguration}, {13000, ErrorInvalidValue}} {
		e := newEnv(t, Config{APIVersion: v.version})
		h, hosts := e.register("guide_vecadd", "VecAdd")
		e.kernel(h, hosts["VecAdd"], vecAdd)
		d := e.malloc(64)
		args := e.args(u64(d), u64(d), u64(d), u32(4))
		for _, l := range []Launch{
			{Grid: Dim3{1, 1, 1}, Block: Dim3{2048, 1, 1}},
			{Grid: Dim3{1, 70000, 1}, Block: Dim3{32, 1, 1}},
			{Grid: Dim3{0, 1, 1}, Block: Dim3{32, 1, 1}},
			{Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 65}},
		} {
			l.Func, l.Args = hosts["VecAdd"], args
			e.want("bad configuration", e.r.LaunchKernel(thr, "cudaLaunchKernel", l), v.config)
		}
		e.want("peek", e.r.PeekAtLastError(thr), v.config)
		e.want("get", e.r.GetLastError(thr), v.config)
		e.want("get again", e.r.GetLastError(thr), Success)
		e.want("unknown kernel", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: 12345, Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}}), ErrorInvalidDeviceFunction)
		e.want("no arguments", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}}), ErrorInvalidValue)
		e.want("bad stream", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}, Args: args, Stream: 0x999}), ErrorInvalidResourceHandle)
		e.want("too much dynamic shared memory", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}, Args: args, Shared: 64 << 10}), ErrorInvalidValue)
		e.want("a good launch after them", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{4, 1, 1}, Args: args}), Success)
	}
}

// A kernel fault is held back until a synchronising call, then sticky;
// cudaGetLastError reports it once; after a reset the device is gone.
func TestStickyFault(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 13000})
	h, hosts := e.register("fault_sticky", "wild")
	e.kernel(h, hosts["wild"], "_Z4wildPii")
	d := e.malloc(1024)
	e.want("launch", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["wild"], Grid: Dim3{2, 1, 1}, Block: Dim3{64, 1, 1}, Args: e.args(u64(d), u32(1))}), Success)
	e.want("last error right after the launch", e.r.GetLastError(thr), Success)
	e.want("synchronize", e.r.Synchronize(thr, "cudaDeviceSynchronize", 0), ErrorIllegalAddress)
	_, out := e.mem(8)
	e.want("malloc afterwards", e.r.Malloc(thr, out, 16), ErrorIllegalAddress)
	e.want("get", e.r.GetLastError(thr), ErrorIllegalAddress)
	e.want("get again", e.r.GetLastError(thr), Success)
	e.want("memset afterwards", e.r.Memset(thr, d, 0, 16, 0, false), ErrorIllegalAddress)
	if !strings.Contains(e.stderr.String(), "Invalid address in kernel _Z4wildPii") || !strings.Contains(e.stderr.String(), "by thread (3,0,0) in block (1,0,0)") {
		t.Errorf("fault report: %s", e.stderr.String())
	}
	e.want("reset", e.r.DeviceReset(thr), Success)
	e.want("malloc after reset", e.r.Malloc(thr, out, 16), ErrorDevicesUnavailable)
}

// Work launched behind a kernel fault that no synchronising call has seen
// yet does not run: the fault is reported once, the later kernels write
// nothing, and the synchronising call sees the first fault's error.
func TestNoLaunchAfterFault(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 13000})
	h, hosts := e.register("fault_sticky", "wild")
	e.kernel(h, hosts["wild"], "_Z4wildPii")
	hv, vhosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(hv, vhosts["VecAdd"], vecAdd)
	d := e.malloc(1024)
	v := e.malloc(64)
	e.want("memset", e.r.Memset(thr, v, 0, 64, 0, false), Success)
	wild := Launch{Func: hosts["wild"], Grid: Dim3{2, 1, 1}, Block: Dim3{64, 1, 1}, Args: e.args(u64(d), u32(1))}
	e.want("faulting launch", e.r.LaunchKernel(thr, "cudaLaunchKernel", wild), Success)
	e.want("launch behind the fault", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: vhosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{4, 1, 1},
		Args: e.args(u64(d), u64(d), u64(v), u32(4))}), Success)
	e.want("second faulting launch", e.r.LaunchKernel(thr, "cudaLaunchKernel", wild), Success)
	e.want("synchronize", e.r.Synchronize(thr, "cudaDeviceSynchronize", 0), ErrorIllegalAddress)
	if n := strings.Count(e.stderr.String(), "Invalid address in kernel"); n != 1 {
		t.Errorf("%d fault reports, want 1:\n%s", n, e.stderr.String())
	}
	if ran := e.r.launches; ran != 1 {
		t.Errorf("%d launches ran, want only the faulting one", ran)
	}
}

// A reset of a healthy device destroys its allocations but not the
// registrations: kernels load again and run.
func TestResetHealthy(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(h, hosts["VecAdd"], vecAdd)
	d := e.malloc(64)
	e.want("reset", e.r.DeviceReset(thr), Success)
	e.want("old pointer freed by the reset", e.r.Free(thr, d), ErrorInvalidValue)
	d = e.malloc(64)
	e.want("launch after reset", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{4, 1, 1}, Args: e.args(u64(d), u64(d), u64(d), u32(4))}), Success)
	e.want("synchronize", e.r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
}

func TestMemoryKinds(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(h, hosts["VecAdd"], vecAdd)
	out, outAddr := e.mem(8)
	// Pinned memory: the host writes it directly, the device reads it at
	// the same address.
	e.want("cudaMallocHost", e.r.MallocHost(thr, "cudaMallocHost", outAddr, 4096, 0), Success)
	pinned := binary.LittleEndian.Uint64(out)
	if !inWindow(pinned) {
		t.Fatalf("pinned memory at 0x%x, outside the device window", pinned)
	}
	host := hostBytes(uintptr(pinned), 4096)
	for i := range 16 {
		binary.LittleEndian.PutUint32(host[4*i:], math.Float32bits(float32(i)))
	}
	// Managed memory and registered host memory work the same way.
	e.want("cudaMallocManaged", e.r.MallocManaged(thr, outAddr, 4096, MemAttachGlobal), Success)
	managed := binary.LittleEndian.Uint64(out)
	reg, regAddr := e.mem(4096)
	e.want("cudaHostRegister", e.r.HostRegister(thr, uint64(regAddr), 4096, HostRegisterMapped), Success)
	e.want("launch over host-shared memory", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{
		Func: hosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{16, 1, 1}, Args: e.args(u64(pinned), u64(pinned), u64(managed), u32(16)),
	}), Success)
	e.want("managed -> registered", e.r.Memcpy(thr, uint64(regAddr), managed, 64, MemcpyDefault, 0, false), Success)
	for i := range 16 {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(reg[4*i:])); got != 2*float32(i) {
			t.Fatalf("element %d = %v, want %v", i, got, 2*float32(i))
		}
	}
	// Pointer attributes tell the kinds apart.
	dev := e.malloc(256)
	l := e.r.api.Structs["cudaPointerAttributes"]
	attr, attrAddr := e.mem(l.Size)
	for _, c := range []struct {
		p    uint64
		typ  int64
		name string
	}{{dev + 8, MemoryTypeDevice, "device"}, {pinned, MemoryTypeHost, "pinned"}, {managed, MemoryTypeManaged, "managed"},
		{uint64(regAddr), MemoryTypeHost, "registered"}, {uint64(uintptr(unsafe.Pointer(&attr[0]))), MemoryTypeUnregistered, "plain host"}} {
		e.want(c.name, e.r.PointerGetAttributes(thr, attrAddr, c.p), Success)
		s := &cstruct{l: l, b: attr}
		if got, _ := s.get("type"); got != c.typ {
			t.Errorf("%s pointer: type %d, want %d", c.name, got, c.typ)
		}
	}
	// Wrong kinds and bad pointers are errors, never crashes.
	e.want("H2D into host memory", e.r.Memcpy(thr, uint64(regAddr)+8192, uint64(regAddr), 8, MemcpyHostToDevice, 0, false), ErrorInvalidValue)
	e.want("copy past an allocation", e.r.Memcpy(thr, dev, uint64(regAddr), 300, MemcpyHostToDevice, 0, false), ErrorInvalidValue)
	e.want("copy from an unmapped host address", e.r.Memcpy(thr, dev, 0x10, 8, MemcpyHostToDevice, 0, false), ErrorInvalidValue)
	e.want("unmapped device address", e.r.Memcpy(thr, uint64(regAddr), windowBase+1<<40, 8, MemcpyDeviceToHost, 0, false), ErrorInvalidValue)
	e.want("cudaFree of host memory", e.r.Free(thr, uint64(regAddr)), ErrorInvalidValue)
	e.want("cudaFreeHost of device memory", e.r.FreeHost(thr, dev), ErrorInvalidValue)
	e.want("cudaFree of an interior pointer", e.r.Free(thr, dev+8), ErrorInvalidValue)
	e.want("bad direction", e.r.Memcpy(thr, dev, dev, 8, 7, 0, false), ErrorInvalidMemcpyDirection)
	e.want("register twice", e.r.HostRegister(thr, uint64(regAddr), 4096, 0), ErrorHostMemoryAlreadyRegistered)
	e.want("unregister", e.r.HostUnregister(thr, uint64(regAddr)), Success)
	e.want("unregister again", e.r.HostUnregister(thr, uint64(regAddr)), ErrorHostMemoryNotRegistered)
	// Memory accounting.
	free, freeAddr := e.mem(8)
	_, totalAddr := e.mem(8)
	e.want("meminfo", e.r.MemGetInfo(thr, freeAddr, totalAddr), Success)
	before := binary.LittleEndian.Uint64(free)
	big := e.malloc(1 << 20)
	e.r.MemGetInfo(thr, freeAddr, totalAddr)
	if after := binary.LittleEndian.Uint64(free); before-after != 1<<20 {
		t.Errorf("free memory went from %d to %d after a 1 MiB cudaMalloc", before, after)
	}
	e.want("free", e.r.Free(thr, big), Success)
	_, o := e.mem(8)
	e.want("cudaMalloc of 1 PiB", e.r.Malloc(thr, o, 1<<50), ErrorMemoryAllocation)
	e.want("cudaFreeHost", e.r.FreeHost(thr, pinned), Success)
	e.want("cudaFree managed", e.r.Free(thr, managed), Success)
}

func TestSymbols(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_symbols", "constData", "devData", "counter", "missing")
	e.r.RegisterVar(thr, h, hosts["constData"], "constData", 1024, true)
	e.r.RegisterVar(thr, h, hosts["devData"], "devData", 4, false)
	e.r.RegisterVar(thr, h, hosts["counter"], "counter", 4, false)
	src, srcAddr := e.mem(1024)
	for i := range src {
		src[i] = byte(i)
	}
	e.want("to symbol", e.r.MemcpyToSymbol(thr, hosts["constData"], uint64(srcAddr), 1024, 0, MemcpyHostToDevice, 0, false), Success)
	dst, dstAddr := e.mem(1024)
	e.want("from symbol at an offset", e.r.MemcpyFromSymbol(thr, uint64(dstAddr), hosts["constData"], 24, 1000, MemcpyDeviceToHost, 0, false), Success)
	if !bytes.Equal(dst[:24], src[1000:]) {
		t.Errorf("read back %v", dst[:24])
	}
	e.want("overrun", e.r.MemcpyToSymbol(thr, hosts["constData"], uint64(srcAddr), 32, 1000, MemcpyHostToDevice, 0, false), ErrorInvalidValue)
	e.want("unregistered symbol", e.r.MemcpyToSymbol(thr, hosts["missing"], uint64(srcAddr), 4, 0, MemcpyHostToDevice, 0, false), ErrorInvalidSymbol)
	e.want("from symbol with a to-device kind", e.r.MemcpyFromSymbol(thr, uint64(dstAddr), hosts["counter"], 4, 0, MemcpyHostToDevice, 0, false), ErrorInvalidMemcpyDirection)
	size, sizeAddr := e.mem(8)
	e.want("size", e.r.GetSymbolSize(thr, sizeAddr, hosts["constData"]), Success)
	if binary.LittleEndian.Uint64(size) != 1024 {
		t.Errorf("cudaGetSymbolSize: %d", binary.LittleEndian.Uint64(size))
	}
	addr, addrAddr := e.mem(8)
	e.want("address", e.r.GetSymbolAddress(thr, addrAddr, hosts["counter"]), Success)
	e.want("read the initialised counter", e.r.Memcpy(thr, uint64(dstAddr), binary.LittleEndian.Uint64(addr), 4, MemcpyDeviceToHost, 0, false), Success)
	if binary.LittleEndian.Uint32(dst) != 5 {
		t.Errorf("counter = %d, want its initial 5", binary.LittleEndian.Uint32(dst))
	}
}

// __managed__ variables live in host-shared memory the host reaches
// through the pointer nvcc's code reads after __cudaInitModule.
func TestManagedVariable(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_unified", "total")
	ptr, ptrAddr := e.mem(8)
	e.r.RegisterManagedVar(thr, h, ptrAddr, "total", 4, false)
	if !e.r.InitModule(thr, h) {
		t.Fatalf("__cudaInitModule failed: %s", e.stderr.String())
	}
	p := binary.LittleEndian.Uint64(ptr)
	if !inWindow(p) {
		t.Fatalf("managed variable at 0x%x", p)
	}
	binary.LittleEndian.PutUint32(hostBytes(uintptr(p), 4), 77)
	_, _ = hosts, e
	out, outAddr := e.mem(4)
	e.want("device view", e.r.Memcpy(thr, uint64(outAddr), p, 4, MemcpyDeviceToHost, 0, false), Success)
	if binary.LittleEndian.Uint32(out) != 77 {
		t.Errorf("the device sees %d, the host wrote 77", binary.LittleEndian.Uint32(out))
	}
	attr, attrAddr := e.mem(e.r.api.Structs["cudaPointerAttributes"].Size)
	e.r.PointerGetAttributes(thr, attrAddr, p)
	if typ, _ := (&cstruct{l: e.r.api.Structs["cudaPointerAttributes"], b: attr}).get("type"); typ != MemoryTypeManaged {
		t.Errorf("managed variable: pointer type %d", typ)
	}
	e.want("prefetch", e.r.MemHint(thr, "cudaMemPrefetchAsync", p, 4, 0, 0, 0), Success)
	e.want("prefetch of device memory", e.r.MemHint(thr, "cudaMemPrefetchAsync", e.malloc(8), 4, 0, 0, 0), ErrorInvalidValue)
}

func TestEventsAndStreams(t *testing.T) {
	for _, timing := range []bool{false, true} {
		var calls []string
		cfg := Config{Timing: timing}
		cfg.Callback = func(fn, stream uintptr, status Error, arg uintptr) { calls = append(calls, "cb") }
		cfg.HostFunc = func(fn, arg uintptr) { calls = append(calls, "host") }
		e := newEnv(t, cfg)
		h, hosts := e.register("guide_vecadd", "VecAdd")
		e.kernel(h, hosts["VecAdd"], vecAdd)
		sOut, sAddr := e.mem(8)
		e.want("stream", e.r.StreamCreate(thr, sAddr, StreamNonBlocking, -100), Success)
		s := uintptr(binary.LittleEndian.Uint64(sOut))
		prio, prioAddr := e.mem(4)
		e.r.StreamGetPriority(thr, s, prioAddr)
		if int32(binary.LittleEndian.Uint32(prio)) != greatestPriority {
			t.Errorf("priority %d, want clamped to %d", int32(binary.LittleEndian.Uint32(prio)), greatestPriority)
		}
		ev := make([]uintptr, 3)
		for i := range ev {
			o, a := e.mem(8)
			flags := uint32(0)
			if i == 2 {
				flags = EventDisableTiming
			}
			e.want("event", e.r.EventCreate(thr, a, flags), Success)
			ev[i] = uintptr(binary.LittleEndian.Uint64(o))
		}
		d := e.malloc(4 << 10)
		e.want("record", e.r.EventRecord(thr, ev[0], s), Success)
		e.want("launch", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{4, 1, 1}, Block: Dim3{256, 1, 1}, Stream: s,
			Args: e.args(u64(d), u64(d), u64(d), u32(1024))}), Success)
		e.want("record", e.r.EventRecord(thr, ev[1], s), Success)
		e.want("callback", e.r.StreamAddCallback(thr, s, 1, 0, 0), Success)
		e.want("host function", e.r.LaunchHostFunc(thr, s, 1, 0), Success)
		ms, msAddr := e.mem(4)
		e.want("elapsed", e.r.EventElapsedTime(thr, msAddr, ev[0], ev[1]), Success)
		got := math.Float32frombits(binary.LittleEndian.Uint32(ms))
		// The kernel's simulated time: the launch overhead plus, in
		// timing mode, its cycles at the clock, else the estimate.
		if got <= launchOverheadNs/1e6 || got > 1 {
			t.Errorf("timing %v: %v ms between the events", timing, got)
		}
		e.want("elapsed with a no-timing event", e.r.EventElapsedTime(thr, msAddr, ev[0], ev[2]), ErrorInvalidResourceHandle)
		e.want("query", e.r.StreamQuery(thr, s), Success)
		e.want("wait", e.r.StreamWaitEvent(thr, s, ev[1], 0), Success)
		e.want("wait on a bad event", e.r.StreamWaitEvent(thr, s, 0x77, 0), ErrorInvalidResourceHandle)
		e.want("destroy", e.r.StreamDestroy(thr, s), Success)
		e.want("destroyed stream", e.r.StreamQuery(thr, s), ErrorInvalidResourceHandle)
		if strings.Join(calls, ",") != "cb,host" {
			t.Errorf("host callbacks ran %v", calls)
		}
	}
}

func TestDeviceQueries(t *testing.T) {
	for _, v := range []int{11080, 12080, 13000} {
		e := newEnv(t, Config{APIVersion: v})
		l := e.r.api.Structs["cudaDeviceProp"]
		prop, addr := e.mem(l.Size + 64)
		e.want("properties", e.r.GetDeviceProperties(thr, addr, 0), Success)
		s := &cstruct{l: l, b: prop}
		if name := string(bytes.TrimRight(s.field("name"), "\x00")); name != "NVIDIA H200" {
			t.Errorf("%d: name %q", v, name)
		}
		for field, want := range map[string]int64{"major": 9, "minor": 0, "multiProcessorCount": 132, "warpSize": 32,
			"sharedMemPerBlockOptin": 232448, "l2CacheSize": 62914560, "maxThreadsPerMultiProcessor": 2048} {
			if got, err := s.get(field); err != nil || got != want {
				t.Errorf("%d: %s = %d (%v), want %d", v, field, got, err, want)
			}
		}
		if !bytes.Equal(prop[l.Size:], make([]byte, 64)) {
			t.Errorf("%d: cudaGetDeviceProperties wrote past the %d-byte struct", v, l.Size)
		}
		val, vAddr := e.mem(4)
		e.want("attribute", e.r.DeviceGetAttribute(thr, vAddr, int64(e.r.api.DeviceAttrs["cudaDevAttrMultiProcessorCount"]), 0), Success)
		if binary.LittleEndian.Uint32(val) != 132 {
			t.Errorf("cudaDevAttrMultiProcessorCount = %d", binary.LittleEndian.Uint32(val))
		}
		e.want("attribute of device 1", e.r.DeviceGetAttribute(thr, vAddr, 16, 1), ErrorInvalidDevice)
		e.want("set device 1", e.r.SetDevice(thr, 1), ErrorInvalidDevice)
		e.r.RuntimeGetVersion(thr, vAddr)
		if int(binary.LittleEndian.Uint32(val)) != v {
			t.Errorf("runtime version %d, want %d", binary.LittleEndian.Uint32(val), v)
		}
	}
	// Another model: its own limits over the H200's attributes.
	e := newEnv(t, Config{Device: "a100"})
	val, vAddr := e.mem(4)
	e.r.DeviceGetAttribute(thr, vAddr, 16, 0) // multiprocessor count
	if binary.LittleEndian.Uint32(val) != 108 {
		t.Errorf("a100: %d SMs", binary.LittleEndian.Uint32(val))
	}
	if _, err := New(Config{Device: "no-such-gpu"}); err == nil {
		t.Error("an unknown device model was accepted")
	}
}

// A block whose registers do not fit an SM is refused at launch with
// cudaErrorLaunchOutOfResources, not a configuration error; the largest
// block cudaFuncGetAttributes reports launches (testdata/cuda/src/launch_errors.cu).
func TestLaunchOutOfRegisters(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 13000})
	h, hosts := e.register("launch_errors", "many_registers")
	e.kernel(h, hosts["many_registers"], "_Z14many_registersPKfPf")
	l := e.r.api.Structs["cudaFuncAttributes"]
	fa, faAddr := e.mem(l.Size)
	e.want("attributes", e.r.FuncGetAttributes(thr, faAddr, hosts["many_registers"]), Success)
	maxT, _ := (&cstruct{l: l, b: fa}).get("maxThreadsPerBlock")
	if maxT <= 0 || maxT >= 1024 {
		t.Fatalf("maxThreadsPerBlock %d: the kernel was meant to need more than 64 registers", maxT)
	}
	d := e.malloc(2 * 96 * 1024 * 4)
	args := e.args(u64(d), u64(d+96*1024*4))
	launch := func(threads uint32) Error {
		return e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["many_registers"], Grid: Dim3{1, 1, 1}, Block: Dim3{threads, 1, 1}, Args: args})
	}
	e.want("1024 threads", launch(1024), ErrorLaunchOutOfResources)
	e.want("last error", e.r.GetLastError(thr), ErrorLaunchOutOfResources)
	e.want("maxThreadsPerBlock threads", launch(uint32(maxT)), Success)
	e.want("synchronize", e.r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
	// More threads than __launch_bounds__(128): invalid argument, not a
	// configuration error, in CUDA 11.8 too (the H200).
	e11 := newEnv(t, Config{APIVersion: 11080})
	h11, hosts11 := e11.register("launch_errors", "bounded")
	e11.kernel(h11, hosts11["bounded"], "_Z7boundedPf")
	d11 := e11.malloc(1024)
	e11.want("256 threads of a 128-thread kernel", e11.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts11["bounded"], Grid: Dim3{1, 1, 1}, Block: Dim3{256, 1, 1}, Args: e11.args(u64(d11))}), ErrorInvalidValue)
}

func TestFunctionsAndOccupancy(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_matmul_shared", "MatMul")
	e.kernel(h, hosts["MatMul"], "_Z12MatMulKernel6MatrixS_S_")
	l := e.r.api.Structs["cudaFuncAttributes"]
	fa, faAddr := e.mem(l.Size)
	e.want("attributes", e.r.FuncGetAttributes(thr, faAddr, hosts["MatMul"]), Success)
	s := &cstruct{l: l, b: fa}
	if v, _ := s.get("sharedSizeBytes"); v != 2*16*16*4 {
		t.Errorf("static shared %d, want 2048", v)
	}
	if v, _ := s.get("maxThreadsPerBlock"); v != 1024 {
		t.Errorf("max threads %d", v)
	}
	if v, _ := s.get("numRegs"); v <= 0 {
		t.Errorf("registers %d", v)
	}
	// The PTX's virtual architecture (the testdata image is compute_70),
	// not its ISA version: CUB picks its tuning policies by it.
	if v, _ := s.get("ptxVersion"); v != 70 {
		t.Errorf("ptxVersion %d, want 70", v)
	}
	n, nAddr := e.mem(4)
	e.want("occupancy", e.r.OccupancyMaxActiveBlocks(thr, nAddr, hosts["MatMul"], 256, 0), Success)
	if got := binary.LittleEndian.Uint32(n); got < 1 || got > 8 {
		t.Errorf("%d blocks of 256 threads per SM", got)
	}
	e.want("occupancy with 100 KB", e.r.OccupancyMaxActiveBlocks(thr, nAddr, hosts["MatMul"], 256, 100<<10), Success)
	if got := binary.LittleEndian.Uint32(n); got != 2 {
		t.Errorf("%d blocks per SM with 100 KB of dynamic shared memory, want 2 (228 KB per SM)", got)
	}
	e.want("opt in too far", e.r.FuncSetAttribute(thr, hosts["MatMul"], FuncAttrMaxDynamicSharedMemorySize, 300<<10), ErrorInvalidValue)
	e.want("opt in", e.r.FuncSetAttribute(thr, hosts["MatMul"], FuncAttrMaxDynamicSharedMemorySize, 100<<10), Success)
	e.want("unknown attribute", e.r.FuncSetAttribute(thr, hosts["MatMul"], 99, 1), ErrorInvalidValue)
	e.want("cache config", e.r.FuncSetCacheConfig(thr, "cudaFuncSetCacheConfig", hosts["MatMul"], 1), Success)
	e.want("not a kernel", e.r.FuncGetAttributes(thr, faAddr, 0x1234), ErrorInvalidDeviceFunction)
	// CUDA 13 names it differently (the H200, testdata/cuda launch_errors).
	e13 := newEnv(t, Config{APIVersion: 13000})
	_, fa13 := e13.mem(l.Size)
	e13.want("not a kernel, CUDA 13", e13.r.FuncGetAttributes(thr, fa13, 0x1234), ErrorInvalidResourceHandle)
}

func TestErrorTextsAndUnsupported(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 11080})
	for _, c := range []struct {
		e          Error
		name, text string
	}{
		{Success, "cudaSuccess", "no error"},
		{ErrorMemoryAllocation, "cudaErrorMemoryAllocation", "out of memory"},
		{ErrorIllegalAddress, "cudaErrorIllegalAddress", "an illegal memory access was encountered"},
		{ErrorNoKernelImageForDevice, "cudaErrorNoKernelImageForDevice", "no kernel image is available for execution on the device"},
		{123456, "unrecognized error code", "unrecognized error code"},
	} {
		if n, s := e.r.ErrorName(c.e), e.r.ErrorString(c.e); n != c.name || s != c.text {
			t.Errorf("%d: %q %q, want %q %q", c.e, n, s, c.name, c.text)
		}
	}
	e.want("unsupported", e.r.NotSupported(thr, "cudaGraphCreate"), ErrorNotSupported)
	e.want("unsupported again", e.r.NotSupported(thr, "cudaGraphCreate"), ErrorNotSupported)
	if n := e.logs.FilterField(zap.String("function", "cudaGraphCreate")).Len(); n != 1 {
		t.Errorf("%d log lines for an unsupported function called twice, want 1", n)
	}
	e.want("last error", e.r.GetLastError(thr), ErrorNotSupported)
}

// Launches from several host threads interleave safely, each thread with
// its own last error.
func TestThreads(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(h, hosts["VecAdd"], vecAdd)
	d := e.malloc(4096)
	args := e.args(u64(d), u64(d), u64(d), u32(1024))
	done := make(chan Error)
	for i := 0; i < 4; i++ {
		go func(th Thread) {
			var last Error
			for j := 0; j < 20; j++ {
				if err := e.r.LaunchKernel(th, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{4, 1, 1}, Block: Dim3{256, 1, 1}, Args: args}); err != Success {
					last = err
				}
			}
			if th == 13 {
				e.r.LaunchKernel(th, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{4, 1, 1}, Block: Dim3{2048, 1, 1}, Args: args})
			}
			if th != 13 && e.r.GetLastError(th) != Success {
				last = ErrorUnknown
			}
			done <- last
		}(Thread(10 + i))
	}
	for i := 0; i < 4; i++ {
		if err := <-done; err != Success {
			t.Errorf("a thread saw %s", e.r.ErrorName(err))
		}
	}
	e.want("thread 13's own error", e.r.GetLastError(13), ErrorInvalidConfiguration)
}

// The small queries libraries make before launching.
func TestLibraryQueries(t *testing.T) {
	e := newEnv(t, Config{})
	h, hosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(h, hosts["VecAdd"], vecAdd)
	v, vAddr := e.mem(4)
	v[0] = 7
	e.want("is capturing", e.r.StreamIsCapturing(thr, 0, vAddr), Success)
	if binary.LittleEndian.Uint32(v) != 0 {
		t.Errorf("capture status %d", binary.LittleEndian.Uint32(v))
	}
	e.want("is capturing, bad stream", e.r.StreamIsCapturing(thr, 0x999, vAddr), ErrorInvalidResourceHandle)
	e.want("stream device", e.r.StreamGetDevice(thr, StreamPerThread, vAddr), Success)
	id, idAddr := e.mem(32)
	e.want("PCI bus id", e.r.DeviceGetPCIBusID(thr, idAddr, 32, 0), Success)
	if got := string(bytes.TrimRight(id, "\x00")); got != "00000000:00:06.0" {
		t.Errorf("PCI bus id %q", got)
	}
	clear(id)
	e.want("PCI bus id in 5 bytes", e.r.DeviceGetPCIBusID(thr, idAddr, 5, 0), Success)
	if got := string(bytes.TrimRight(id, "\x00")); got != "0000" {
		t.Errorf("PCI bus id truncated to 5 bytes: %q", got)
	}
	if name, err := e.r.FuncName(thr, hosts["VecAdd"]); err != Success || name != vecAdd {
		t.Errorf("cudaFuncGetName: %q, %s", name, e.r.ErrorName(err))
	}
	if _, err := e.r.FuncName(thr, 3); err != ErrorInvalidDeviceFunction {
		t.Errorf("cudaFuncGetName of a non-kernel: %s", e.r.ErrorName(err))
	}
}

// panicOnce is a writer whose first write panics (an injected bug).
type panicOnce struct {
	bytes.Buffer
	done bool
}

func (w *panicOnce) Write(p []byte) (int, error) {
	if !w.done {
		w.done = true
		panic("injected failure")
	}
	return w.Buffer.Write(p)
}

// A panic inside an API call (injected) is the call's cudaErrorUnknown and
// a diagnostic that names the call and asks for a bug report; the runtime
// keeps working. A panic in the exit handler is reported, not fatal.
func TestPanicsRecovered(t *testing.T) {
	e := newEnv(t, Config{})
	got := e.r.call(thr, "cudaInjected", func() Error { panic("injected failure") })
	e.want("panicking call", got, ErrorUnknown)
	e.want("last error", e.r.GetLastError(thr), ErrorUnknown)
	msg := e.stderr.String()
	for _, want := range []string{"internal error in cudaInjected: injected failure", "this is a ptxsim bug, please report it with the program"} {
		if !strings.Contains(msg, want) {
			t.Errorf("diagnostic %q lacks %q", msg, want)
		}
	}
	d := e.malloc(64) // the lock was released
	e.want("memset after the panic", e.r.Memset(thr, d, 1, 64, 0, false), Success)

	w := &panicOnce{}
	e = newEnv(t, Config{Stats: true})
	e.r.cfg.Stderr = w
	if err := e.r.Close(); err == nil || !strings.Contains(err.Error(), "internal error at exit: injected failure") {
		t.Errorf("Close with a panic: %v", err)
	}
	if !strings.Contains(w.String(), "internal error in the runtime's exit") {
		t.Errorf("exit diagnostic: %q", w.String())
	}
}

// Device-to-device copies go through a bounded buffer: a 1 GiB copy
// between lazily backed allocations allocates little host memory, keeps
// the bytes written, and overlapping copies behave as memmove.
func TestLargeDeviceCopy(t *testing.T) {
	e := newEnv(t, Config{})
	const n = 1 << 30
	src, dst := e.malloc(n), e.malloc(n)
	marks := []uint64{0, copyPiece - 1, copyPiece, n/2 + 12345, n - 1}
	for i, m := range marks {
		if err := e.r.dev.Write(src+m, []byte{byte(i + 1)}); err != nil {
			t.Fatal(err)
		}
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	e.want("1 GiB device-to-device copy", e.r.Memcpy(thr, dst, src, n, MemcpyDeviceToDevice, 0, false), Success)
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
		t.Errorf("the copy allocated %d MiB of host memory", grew>>20)
	}
	for i, m := range marks {
		b := make([]byte, 1)
		if err := e.r.dev.Read(dst+m, b); err != nil || b[0] != byte(i+1) {
			t.Errorf("byte %d of the copy: %v %v, want %d", m, b, err, i+1)
		}
	}
	// Overlap, destination above the source (back to front) and below it.
	const m = 3*copyPiece + 100
	pat := make([]byte, m)
	for i := range pat {
		pat[i] = byte(i*7 + i>>12)
	}
	for _, shift := range []int64{1000, -1000, copyPiece + 3} {
		base := src + 4*copyPiece
		if err := e.r.dev.Write(base, pat); err != nil {
			t.Fatal(err)
		}
		e.want("overlapping copy", e.r.Memcpy(thr, uint64(int64(base)+shift), base, m, MemcpyDeviceToDevice, 0, false), Success)
		got := make([]byte, m)
		if err := e.r.dev.Read(uint64(int64(base)+shift), got); err != nil || !bytes.Equal(got, pat) {
			t.Errorf("overlapping copy shifted by %d: bytes differ (%v)", shift, err)
		}
	}
}

// TestMallocPitchWidths: cudaMallocPitch and cudaMalloc3D round a row to
// ptxsim.RowPitch (512 bytes), as the root package's MallocPitch does; a
// zero width gives pitch 0 and, like cudaMalloc(0), a null pointer.
func TestMallocPitchWidths(t *testing.T) {
	e := newEnv(t, Config{})
	out, outAddr := e.mem(8)
	pitch, pitchAddr := e.mem(8)
	for _, c := range []struct{ width, height, pitch uint64 }{{100, 3, 512}, {512, 2, 512}, {513, 2, 1024}, {0, 4, 0}, {100, 0, 512}} {
		e.want("cudaMallocPitch", e.r.MallocPitch(thr, outAddr, pitchAddr, c.width, c.height), Success)
		p, pi := binary.LittleEndian.Uint64(out), binary.LittleEndian.Uint64(pitch)
		if pi != c.pitch || (p == 0) != (c.pitch*c.height == 0) {
			t.Errorf("cudaMallocPitch(%d, %d): pointer 0x%x pitch %d, want pitch %d (null exactly when empty)", c.width, c.height, p, pi, c.pitch)
		}
		if pi != ptxsim.RowPitch(c.width) {
			t.Errorf("cudaMallocPitch(%d): pitch %d, the root package's %d", c.width, pi, ptxsim.RowPitch(c.width))
		}
	}
	// A size past 2^64 bytes is out of memory, not a small allocation.
	e.want("cudaMallocPitch of 2^64 bytes", e.r.MallocPitch(thr, outAddr, pitchAddr, 512, 1<<55), ErrorMemoryAllocation)
	pp, ppAddr := e.mem(32)
	e.want("cudaMalloc3D", e.r.Malloc3D(thr, ppAddr, 0, 4, 2), Success)
	if p, pi := binary.LittleEndian.Uint64(pp), binary.LittleEndian.Uint64(pp[8:]); p != 0 || pi != 0 {
		t.Errorf("cudaMalloc3D of width 0: pointer 0x%x pitch %d, want null and 0", p, pi)
	}
	e.want("cudaMalloc3D of 2^80 rows", e.r.Malloc3D(thr, ppAddr, 1, 1<<40, 1<<40), ErrorMemoryAllocation)
}

// cudaMemRangeGetAttribute(s) answer from the advice and prefetches given:
// defaults, whole-range and partial advice (a range that is only partly
// read-mostly is not read-mostly; mixed locations are cudaInvalidDeviceId),
// unsetting, AccessedBy lists, CUDA 12.2's location type/id split, the
// several-attribute form and bad arguments.
func TestMemRangeAttributes(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 13000})
	r := e.r
	out, outAddr := e.mem(8)
	e.want("managed", r.MallocManaged(thr, outAddr, 1<<16, 1), Success)
	p := binary.LittleEndian.Uint64(out)
	v, vAddr := e.mem(16)
	get := func(what string, attr int, lo, n uint64) int32 {
		t.Helper()
		e.want(what, r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 4, attr, p+lo, n), Success)
		return int32(binary.LittleEndian.Uint32(v))
	}
	const half = 1 << 15
	if get("read-mostly", rangeReadMostly, 0, 1<<16) != 0 || get("preferred", rangePreferredLocation, 0, 1<<16) != -2 || get("prefetched", rangeLastPrefetchLocation, 0, 1<<16) != -2 {
		t.Errorf("defaults: %d %d %d", get("", 1, 0, 1<<16), get("", 2, 0, 1<<16), get("", 4, 0, 1<<16))
	}
	e.want("read-mostly on the first half", r.MemHint(thr, "cudaMemAdvise", p, half, adviseSetReadMostly, 0, 0), Success)
	if get("whole", rangeReadMostly, 0, 1<<16) != 0 || get("first half", rangeReadMostly, 0, half) != 1 || get("a piece", rangeReadMostly, 100, 200) != 1 {
		t.Errorf("read-mostly on half the range")
	}
	e.want("unset a piece", r.MemHint(thr, "cudaMemAdvise", p+4096, 4096, adviseUnsetReadMostly, 0, 0), Success)
	if get("first half", rangeReadMostly, 0, half) != 0 || get("before the piece", rangeReadMostly, 0, 4096) != 1 {
		t.Errorf("after unsetting a piece")
	}
	e.want("prefer the device", r.MemHint(thr, "cudaMemAdvise", p, 1<<16, adviseSetPreferredLocation, 0, 0), Success)
	e.want("prefer the host for the second half", r.MemHint(thr, "cudaMemAdvise", p+half, half, adviseSetPreferredLocation, -1, 0), Success)
	if get("first half", rangePreferredLocation, 0, half) != 0 || get("second half", rangePreferredLocation, half, half) != -1 || get("both", rangePreferredLocation, 0, 1<<16) != -2 {
		t.Errorf("preferred locations")
	}
	if get("type", rangePreferredLocationType, half, half) != 2 || get("id", rangePreferredLocationID, 0, half) != 0 || get("type", rangePreferredLocationType, 0, half) != 1 {
		t.Errorf("preferred location type and id")
	}
	e.want("prefetch to the device", r.MemHint(thr, "cudaMemPrefetchAsync", p, 1<<16, 0, 0, 0), Success)
	e.want("prefetch a piece to the host", r.MemHint(thr, "cudaMemPrefetchAsync", p, 256, 0, -1, 0), Success)
	if get("prefetched", rangeLastPrefetchLocation, 256, 1000) != 0 || get("mixed", rangeLastPrefetchLocation, 0, 1000) != -2 || get("host piece", rangeLastPrefetchLocation, 0, 256) != -1 {
		t.Errorf("prefetch locations")
	}
	e.want("accessed by the device", r.MemHint(thr, "cudaMemAdvise", p, 1<<16, adviseSetAccessedBy, 0, 0), Success)
	e.want("accessed-by list", r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 16, rangeAccessedBy, p, 1<<16), Success)
	if got := []int32{int32(le32(v, 0)), int32(le32(v, 4)), int32(le32(v, 8)), int32(le32(v, 12))}; got[0] != 0 || got[1] != -2 || got[3] != -2 {
		t.Errorf("accessed by %v", got)
	}
	e.want("unset accessed-by", r.MemHint(thr, "cudaMemAdvise", p, 1<<16, adviseUnsetAccessedBy, 0, 0), Success)
	e.want("accessed-by list", r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 8, rangeAccessedBy, p, 1<<16), Success)
	if int32(le32(v, 0)) != -2 {
		t.Errorf("accessed by %d after unsetting", int32(le32(v, 0)))
	}

	// Several at once.
	bufs, bufsAddr := e.mem(16)
	sizes, sizesAddr := e.mem(16)
	attrs, attrsAddr := e.mem(8)
	a1, a1Addr := e.mem(4)
	a2, a2Addr := e.mem(4)
	binary.LittleEndian.PutUint64(bufs, uint64(a1Addr))
	binary.LittleEndian.PutUint64(bufs[8:], uint64(a2Addr))
	binary.LittleEndian.PutUint64(sizes, 4)
	binary.LittleEndian.PutUint64(sizes[8:], 4)
	binary.LittleEndian.PutUint32(attrs, rangePreferredLocation)
	binary.LittleEndian.PutUint32(attrs[4:], rangeReadMostly)
	e.want("attributes", r.MemRangeGetAttributes(thr, uint64(bufsAddr), uint64(sizesAddr), uint64(attrsAddr), 2, p, 100), Success)
	if int32(le32(a1, 0)) != 0 || le32(a2, 0) != 1 {
		t.Errorf("several attributes: %d %d", int32(le32(a1, 0)), le32(a2, 0))
	}

	e.want("device memory", r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 4, rangeReadMostly, e.malloc(64), 64), ErrorInvalidValue)
	e.want("wrong size", r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 8, rangeReadMostly, p, 64), ErrorInvalidValue)
	e.want("unknown attribute", r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 4, 99, p, 64), ErrorInvalidValue)
	e.want("past the allocation", r.MemRangeGetAttribute(thr, "cudaMemRangeGetAttribute", uint64(vAddr), 4, rangeReadMostly, p, 1<<17), ErrorInvalidValue)
	e.want("bad advice", r.MemHint(thr, "cudaMemAdvise", p, 64, 9, 0, 0), ErrorInvalidValue)

	// Prefetching and advising the same range over and over keeps one
	// record of each kind; the answers are those of the last.
	for i := 0; i < 1000; i++ {
		e.want("prefetch in a loop", r.MemHint(thr, "cudaMemPrefetchAsync", p, 1<<16, 0, int64(i%2)-1, 0), Success)
		e.want("advise in a loop", r.MemHint(thr, "cudaMemAdvise", p, 1<<16, adviseSetReadMostly+i%2, 0, 0), Success)
	}
	if n := len(r.memHints[p]); n > 8 {
		t.Errorf("%d hint records kept after repeating the same two", n)
	}
	if get("last prefetch", rangeLastPrefetchLocation, 0, 1<<16) != 0 || get("last read-mostly", rangeReadMostly, 0, 1<<16) != 0 || get("preferred kept", rangePreferredLocation, half, half) != -1 {
		t.Errorf("after the loop: prefetched to %d, read-mostly %d, preferred %d", get("", 4, 0, 1<<16), get("", 1, 0, 1<<16), get("", 2, half, half))
	}
	e.want("free", r.Free(thr, p), Success)
	if len(r.memHints) != 0 {
		t.Errorf("hints of a freed allocation kept: %d", len(r.memHints))
	}
}

// The printf FIFO: the H200's default size, settable until a kernel that
// calls printf has run (then invalid argument), and again after a reset.
func TestPrintfFifoLimit(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 13000})
	h, hosts := e.register("guide_printf", "formats")
	e.kernel(h, hosts["formats"], "_Z7formatsv")
	hv, vhosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(hv, vhosts["VecAdd"], vecAdd)
	out, outAddr := e.mem(8)
	e.want("get", e.r.DeviceGetLimit(thr, outAddr, LimitPrintfFifoSize), Success)
	if v := binary.LittleEndian.Uint64(out); v != 8650752 {
		t.Errorf("default printf FIFO %d bytes, the H200's is 8650752", v)
	}
	e.want("set before any printf", e.r.DeviceSetLimit(thr, LimitPrintfFifoSize, 4<<20), Success)
	d := e.malloc(64)
	e.want("a kernel without printf", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: vhosts["VecAdd"], Grid: Dim3{1, 1, 1}, Block: Dim3{4, 1, 1}, Args: e.args(u64(d), u64(d), u64(d), u32(4))}), Success)
	e.want("set after it", e.r.DeviceSetLimit(thr, LimitPrintfFifoSize, 2<<20), Success)
	e.want("printf kernel", e.r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["formats"], Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}, Args: e.args(u64(0))}), Success)
	e.want("set after printf ran", e.r.DeviceSetLimit(thr, LimitPrintfFifoSize, 4<<20), ErrorInvalidValue)
	e.want("get", e.r.DeviceGetLimit(thr, outAddr, LimitPrintfFifoSize), Success)
	if v := binary.LittleEndian.Uint64(out); v != 2<<20 {
		t.Errorf("printf FIFO %d bytes after the refused set, want %d", v, 2<<20)
	}
	e.want("reset", e.r.DeviceReset(thr), Success)
	e.want("set after the reset", e.r.DeviceSetLimit(thr, LimitPrintfFifoSize, 4<<20), Success)
}
