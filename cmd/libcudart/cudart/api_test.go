package cudart

import (
	"bytes"
	"encoding/binary"
	"math"
	"path/filepath"
	"testing"
)

// The functions well-known suites (Rodinia, the CUDA samples) call first:
// limits, device flags, stream-ordered memsets and 2-D copies, symbol
// copies on a stream, event queries, cooperative launches and the
// profiler's start and stop.
func TestCommonSuiteFunctions(t *testing.T) {
	e := newEnv(t, Config{Profile: filepath.Join(t.TempDir(), "p.json")})
	r := e.r
	h, hosts := e.register("guide_vecadd", "VecAdd")
	e.kernel(h, hosts["VecAdd"], vecAdd)

	// Limits.
	v, vAddr := e.mem(8)
	e.want("stack limit", r.DeviceSetLimit(thr, LimitStackSize, 4096), Success)
	e.want("get stack limit", r.DeviceGetLimit(thr, vAddr, LimitStackSize), Success)
	if binary.LittleEndian.Uint64(v) != 4096 {
		t.Errorf("stack limit %d", binary.LittleEndian.Uint64(v))
	}
	e.want("heap limit", r.DeviceSetLimit(thr, LimitMallocHeapSize, 32<<20), Success)
	e.want("get heap limit", r.DeviceGetLimit(thr, vAddr, LimitMallocHeapSize), Success)
	if binary.LittleEndian.Uint64(v) < 32<<20 {
		t.Errorf("heap limit %d, want at least 32 MiB", binary.LittleEndian.Uint64(v))
	}
	e.want("stack over 512 KiB", r.DeviceSetLimit(thr, LimitStackSize, 1<<20), ErrorInvalidValue)
	e.want("unknown limit", r.DeviceGetLimit(thr, vAddr, 99), ErrorUnsupportedLimit)

	// Device flags (cudaDeviceMapHost always reported: host memory is
	// always mapped).
	e.want("set flags", r.SetDeviceFlags(thr, 0x4), Success)
	f, fAddr := e.mem(4)
	e.want("get flags", r.GetDeviceFlags(thr, fAddr), Success)
	if got := binary.LittleEndian.Uint32(f); got != 0x4|0x8 {
		t.Errorf("device flags 0x%x, want 0xc", got)
	}
	e.want("bad flags", r.SetDeviceFlags(thr, 0x100), ErrorInvalidValue)

	// A stream: memset, 2-D copy in and out, event query.
	so, sAddr := e.mem(8)
	e.want("stream", r.StreamCreate(thr, sAddr, 0, 0), Success)
	s := uintptr(binary.LittleEndian.Uint64(so))
	const w, hgt, pitch = 40, 8, 512
	d := e.malloc(pitch * hgt)
	e.want("memset async", r.Memset(thr, d, 0x5a, pitch*hgt, s, true), Success)
	src, srcAddr := e.mem(w * hgt)
	for i := range src {
		src[i] = byte(i)
	}
	e.want("2-D copy in", r.Memcpy2D(thr, d, pitch, uint64(srcAddr), w, w, hgt, MemcpyHostToDevice, s, true), Success)
	row, rowAddr := e.mem(pitch * hgt)
	e.want("copy back", r.Memcpy(thr, uint64(rowAddr), d, pitch*hgt, MemcpyDeviceToHost, s, true), Success)
	for y := 0; y < hgt; y++ {
		for x := 0; x < pitch; x++ {
			want := byte(0x5a)
			if x < w {
				want = byte(y*w + x)
			}
			if row[y*pitch+x] != want {
				t.Fatalf("(%d,%d) = %#x, want %#x", x, y, row[y*pitch+x], want)
			}
		}
	}
	e.want("2-D copy wider than the pitch", r.Memcpy2D(thr, d, 16, uint64(srcAddr), w, w, hgt, MemcpyHostToDevice, s, true), ErrorInvalidPitchValue)
	hs, syms := e.register("guide_symbols", "constData")
	r.RegisterVar(thr, hs, syms["constData"], "constData", 1024, true)
	e.want("to symbol on a stream", r.MemcpyToSymbol(thr, syms["constData"], uint64(srcAddr), 16, 8, MemcpyHostToDevice, s, true), Success)
	back, backAddr := e.mem(16)
	e.want("from symbol on a stream", r.MemcpyFromSymbol(thr, uint64(backAddr), syms["constData"], 16, 8, MemcpyDeviceToHost, s, true), Success)
	if !bytes.Equal(back, src[:16]) {
		t.Errorf("symbol read back %v", back)
	}
	ev, evAddr := e.mem(8)
	e.want("event", r.EventCreate(thr, evAddr, 0), Success)
	e.want("record", r.EventRecord(thr, uintptr(binary.LittleEndian.Uint64(ev)), s), Success)
	e.want("event query", r.EventSync(thr, "cudaEventQuery", uintptr(binary.LittleEndian.Uint64(ev))), Success)
	e.want("query of no event", r.EventSync(thr, "cudaEventQuery", 0x4444), ErrorInvalidResourceHandle)

	// Cooperative launches: all blocks resident, or refused.
	dv := e.malloc(4 << 10)
	args := e.args(u64(dv), u64(dv), u64(dv), u32(1024))
	e.want("cooperative", r.LaunchKernel(thr, "cudaLaunchCooperativeKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{4, 1, 1}, Block: Dim3{256, 1, 1}, Args: args, Stream: s, Cooperative: true}), Success)
	e.want("cooperative too large", r.LaunchKernel(thr, "cudaLaunchCooperativeKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{100000, 1, 1}, Block: Dim3{1024, 1, 1}, Args: args, Cooperative: true}), ErrorCooperativeLaunchTooLarge)

	// The profiler: launches between Stop and Start are not profiled.
	launch := func() {
		t.Helper()
		e.want("launch", r.LaunchKernel(thr, "cudaLaunchKernel", Launch{Func: hosts["VecAdd"], Grid: Dim3{4, 1, 1}, Block: Dim3{256, 1, 1}, Args: args}), Success)
	}
	before := len(r.profile)
	e.want("profiler stop", r.Profiler(thr, false), Success)
	launch()
	e.want("profiler start", r.Profiler(thr, true), Success)
	launch()
	if got := len(r.profile) - before; got != 1 {
		t.Errorf("%d launches profiled around a stop and a start, want 1", got)
	}
	e.want("synchronize", r.Synchronize(thr, "cudaDeviceSynchronize", 0), Success)
}

// The stream-ordered allocator's pools: the default and current pool,
// attributes, usage counters through cudaMallocAsync/cudaFreeAsync, a
// created pool and access descriptors.
func TestMemPools(t *testing.T) {
	e := newEnv(t, Config{})
	r := e.r
	get := func(what string, f func(out uintptr) Error) uint64 {
		t.Helper()
		o, a := e.mem(8)
		e.want(what, f(a), Success)
		return binary.LittleEndian.Uint64(o)
	}
	def := uintptr(get("default pool", func(o uintptr) Error { return r.DeviceGetMemPool(thr, "cudaDeviceGetDefaultMemPool", o, 0, true) }))
	cur := uintptr(get("current pool", func(o uintptr) Error { return r.DeviceGetMemPool(thr, "cudaDeviceGetMemPool", o, 0, false) }))
	if def == 0 || cur != def {
		t.Fatalf("default pool %x, current %x", def, cur)
	}
	ob, o := e.mem(8)
	e.want("pool of device 1", r.DeviceGetMemPool(thr, "cudaDeviceGetMemPool", o, 1, false), ErrorInvalidDevice)
	thr64, thrAddr := e.mem(8)
	binary.LittleEndian.PutUint64(thr64, 1<<30)
	e.want("release threshold", r.MemPoolAttribute(thr, def, poolReleaseThreshold, thrAddr, true), Success)
	if get("threshold", func(o uintptr) Error { return r.MemPoolAttribute(thr, def, poolReleaseThreshold, o, false) }) != 1<<30 {
		t.Errorf("release threshold not kept")
	}
	p1 := get("malloc async", func(o uintptr) Error { return r.MallocFromPool(thr, "cudaMallocAsync", o, 4096, 0, 0) })
	p2 := get("malloc async", func(o uintptr) Error { return r.MallocFromPool(thr, "cudaMallocAsync", o, 1024, 0, 0) })
	used := func() (uint64, uint64) {
		return get("used", func(o uintptr) Error { return r.MemPoolAttribute(thr, def, poolUsedMemCurrent, o, false) }),
			get("used high", func(o uintptr) Error { return r.MemPoolAttribute(thr, def, poolUsedMemHigh, o, false) })
	}
	if u, h := used(); u != 5120 || h != 5120 {
		t.Errorf("used %d, high %d after two allocations, want 5120", u, h)
	}
	e.want("free async", r.FreeAsync(thr, p1, 0), Success)
	if u, h := used(); u != 1024 || h != 5120 {
		t.Errorf("used %d, high %d after a free, want 1024 and 5120", u, h)
	}
	zero, zeroAddr := e.mem(8)
	e.want("reset the high-water mark", r.MemPoolAttribute(thr, def, poolUsedMemHigh, zeroAddr, true), Success)
	if u, h := used(); u != 1024 || h != 1024 {
		t.Errorf("used %d, high %d after the reset", u, h)
	}
	binary.LittleEndian.PutUint64(zero, 5)
	e.want("set the used counter", r.MemPoolAttribute(thr, def, poolUsedMemCurrent, zeroAddr, true), ErrorInvalidValue)
	e.want("unknown attribute", r.MemPoolAttribute(thr, def, 99, zeroAddr, false), ErrorInvalidValue)
	e.want("plain cudaFree of a pool allocation", r.Free(thr, p2), Success)
	if u, _ := used(); u != 0 {
		t.Errorf("used %d after freeing everything", u)
	}
	binary.LittleEndian.PutUint64(ob, 0x1234)
	e.want("zero bytes", r.MallocFromPool(thr, "cudaMallocAsync", o, 0, 0, 0), Success)
	if binary.LittleEndian.Uint64(ob) != 0 {
		t.Errorf("cudaMallocAsync of 0 bytes gave %x, want a null pointer", binary.LittleEndian.Uint64(ob))
	}

	l := r.api.Structs["cudaMemPoolProps"]
	props := newCStruct(l)
	props.set("allocType", memAllocationPinned)
	props.set("location", memLocationTypeDevice, 0)
	pb, pAddr := e.mem(l.Size)
	copy(pb, props.b)
	mine := uintptr(get("create", func(o uintptr) Error { return r.MemPoolCreate(thr, o, pAddr) }))
	e.want("make it current", r.DeviceSetMemPool(thr, 0, mine), Success)
	get("malloc async from it", func(o uintptr) Error { return r.MallocFromPool(thr, "cudaMallocAsync", o, 256, 0, 0) })
	if got := get("its usage", func(o uintptr) Error { return r.MemPoolAttribute(thr, mine, poolUsedMemCurrent, o, false) }); got != 256 {
		t.Errorf("created pool uses %d bytes, want 256", got)
	}
	get("malloc from the default pool", func(o uintptr) Error { return r.MallocFromPool(thr, "cudaMallocFromPoolAsync", o, 128, def, 0) })
	if u, _ := used(); u != 128 {
		t.Errorf("default pool uses %d, want 128", u)
	}
	desc, dAddr := e.mem(12)
	binary.LittleEndian.PutUint32(desc, memLocationTypeDevice)
	binary.LittleEndian.PutUint32(desc[8:], memAccessProtReadWrite)
	e.want("set access", r.MemPoolSetAccess(thr, mine, dAddr, 1), Success)
	binary.LittleEndian.PutUint32(desc[4:], 3)
	e.want("access for device 3", r.MemPoolSetAccess(thr, mine, dAddr, 1), ErrorInvalidDevice)
	fl, flAddr := e.mem(4)
	loc, locAddr := e.mem(8)
	binary.LittleEndian.PutUint32(loc, memLocationTypeDevice)
	e.want("get access", r.MemPoolGetAccess(thr, flAddr, mine, locAddr), Success)
	if binary.LittleEndian.Uint32(fl) != memAccessProtReadWrite {
		t.Errorf("access flags %d", binary.LittleEndian.Uint32(fl))
	}
	e.want("trim", r.MemPoolTrimTo(thr, mine), Success)
	e.want("destroy the default pool", r.MemPoolDestroy(thr, def), ErrorInvalidValue)
	e.want("destroy", r.MemPoolDestroy(thr, mine), Success)
	if cur := uintptr(get("current pool", func(o uintptr) Error { return r.DeviceGetMemPool(thr, "cudaDeviceGetMemPool", o, 0, false) })); cur != def {
		t.Errorf("current pool %x after destroying it, want the default %x", cur, def)
	}
	props.set("location", memLocationTypeDevice, 1)
	copy(pb, props.b)
	e.want("pool on device 1", r.MemPoolCreate(thr, o, pAddr), ErrorInvalidDevice)
}

// One-GPU answers: the bus id lookup, peer access, valid devices, stream
// attributes kept and copied.
func TestDeviceAndStreamMisc(t *testing.T) {
	e := newEnv(t, Config{APIVersion: 12080})
	r := e.r
	id, idAddr := e.mem(32)
	e.want("bus id", r.DeviceGetPCIBusID(thr, idAddr, 32, 0), Success)
	s := string(id[:bytes.IndexByte(id, 0)])
	dev, devAddr := e.mem(4)
	binary.LittleEndian.PutUint32(dev, 7)
	_, sAddr := e.mem(40)
	for _, form := range []string{s, s[:len(s)-2], s[9:]} {
		copy(e.keep[len(e.keep)-1], append([]byte(form), 0))
		e.want("lookup "+form, r.DeviceGetByPCIBusID(thr, devAddr, sAddr), Success)
		if binary.LittleEndian.Uint32(dev) != 0 {
			t.Errorf("%s: device %d", form, binary.LittleEndian.Uint32(dev))
		}
	}
	copy(e.keep[len(e.keep)-1], "0000:ff:00.0\x00")
	e.want("another bus", r.DeviceGetByPCIBusID(thr, devAddr, sAddr), ErrorInvalidDevice)
	copy(e.keep[len(e.keep)-1], "nonsense\x00")
	e.want("not an id", r.DeviceGetByPCIBusID(thr, devAddr, sAddr), ErrorInvalidValue)
	e.want("peer access to itself", r.PeerAccess(thr, "cudaDeviceEnablePeerAccess", 0), ErrorInvalidDevice)
	list, listAddr := e.mem(8)
	e.want("valid devices {0}", r.SetValidDevices(thr, listAddr, 1), Success)
	binary.LittleEndian.PutUint32(list[4:], 1)
	e.want("valid devices {0, 1}", r.SetValidDevices(thr, listAddr, 2), ErrorInvalidDevice)

	so, soAddr := e.mem(16)
	e.want("stream", r.StreamCreate(thr, soAddr, 0, 0), Success)
	e.want("stream", r.StreamCreate(thr, soAddr+8, 0, -2), Success)
	s1, s2 := uintptr(binary.LittleEndian.Uint64(so)), uintptr(binary.LittleEndian.Uint64(so[8:]))
	v, vAddr := e.mem(streamAttrValueSize)
	e.want("sync policy default", r.StreamAttribute(thr, s1, streamAttrSyncPolicy, vAddr, false), Success)
	if binary.LittleEndian.Uint32(v) != syncPolicyAuto {
		t.Errorf("default sync policy %d", binary.LittleEndian.Uint32(v))
	}
	// An access policy window: base, bytes, hit ratio, hit and miss properties.
	clear(v)
	binary.LittleEndian.PutUint64(v, 0x7000_0000_1000)
	binary.LittleEndian.PutUint64(v[8:], 1<<20)
	binary.LittleEndian.PutUint32(v[16:], math.Float32bits(0.6))
	binary.LittleEndian.PutUint32(v[20:], 2)
	want := bytes.Clone(v)
	e.want("set the window", r.StreamAttribute(thr, s1, streamAttrAccessPolicyWindow, vAddr, true), Success)
	clear(v)
	e.want("copy attributes", r.StreamCopyAttributes(thr, s2, s1), Success)
	e.want("get the window", r.StreamAttribute(thr, s2, streamAttrAccessPolicyWindow, vAddr, false), Success)
	if !bytes.Equal(v, want) {
		t.Errorf("window read back %v", v[:24])
	}
	e.want("priority", r.StreamAttribute(thr, s2, streamAttrPriority, vAddr, false), Success)
	if int32(binary.LittleEndian.Uint32(v)) != 0 {
		t.Errorf("priority after copying from a priority-0 stream: %d", int32(binary.LittleEndian.Uint32(v)))
	}
	e.want("cluster dimension is no stream attribute", r.StreamAttribute(thr, s1, 4, vAddr, false), ErrorInvalidValue)
	e.want("default stream", r.StreamAttribute(thr, 0, streamAttrAccessPolicyWindow, vAddr, false), Success)
	e.want("reset persisting L2", r.Accept(thr, "cudaCtxResetPersistingL2Cache"), Success)
}
