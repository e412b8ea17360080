package sm

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// The kernels of testdata/ptx-modern (issue 4's features) carry their own
// launch shapes and expected values, derived by hand from the PTX ISA, in
// comments:
//
//	// LAUNCH kernel grid=X,Y,Z block=X,Y,Z [cluster=X,Y,Z] [shared=N] out=BYTES
//	// EXPECT u32|i32|u64 INDEX = VALUE [VALUE...]
//
// (several values: elements INDEX, INDEX+1, ...). Every kernel takes the output buffer (zeroed, BYTES long) as its first
// parameter; launches run in order on one device; then every EXPECT is
// checked against out[INDEX] read as the given element type.

var (
	launchRE = regexp.MustCompile(`//\s*LAUNCH\s+(\S+)(.*)`)
	expectRE = regexp.MustCompile(`(?m)//\s*EXPECT\s+(u32|i32|u64)\s+(\d+)\s*=\s*(\S+(?:[ \t]+-?[0-9]\S*)*)`)
)

type modernLaunch struct {
	kernel               string
	grid, block, cluster [3]uint32
	shared               uint32
	outBytes             int
}

func parseDims(t *testing.T, s string) [3]uint32 {
	var d [3]uint32
	for i, f := range strings.Split(s, ",") {
		v, err := strconv.ParseUint(f, 0, 32)
		if err != nil || i > 2 {
			t.Fatalf("bad dimensions %q", s)
		}
		d[i] = uint32(v)
	}
	return d
}

func loadModern(t *testing.T, name string) (string, []modernLaunch) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "ptx-modern", name))
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	var ls []modernLaunch
	for _, m := range launchRE.FindAllStringSubmatch(src, -1) {
		l := modernLaunch{kernel: m[1]}
		for _, kv := range strings.Fields(m[2]) {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "grid":
				l.grid = parseDims(t, v)
			case "block":
				l.block = parseDims(t, v)
			case "cluster":
				l.cluster = parseDims(t, v)
			case "shared":
				n, _ := strconv.Atoi(v)
				l.shared = uint32(n)
			case "out":
				l.outBytes, _ = strconv.Atoi(v)
			default:
				t.Fatalf("%s: unknown LAUNCH key %q", name, k)
			}
		}
		ls = append(ls, l)
	}
	if len(ls) == 0 {
		t.Fatalf("%s: no LAUNCH line", name)
	}
	return src, ls
}

// lowerModern parses and lowers a testdata/ptx-modern source.
func lowerModern(t *testing.T, name, src string) *isa.Program {
	t.Helper()
	m, err := ptx.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatalf("lower: %v", err)
	}
	return p
}

// runModern runs a testdata/ptx-modern file on d and returns the output
// buffer and the source.
func runModern(t *testing.T, d *Device, name string) ([]byte, string) {
	t.Helper()
	src, ls := loadModern(t, name)
	p := lowerModern(t, name, src)
	mod, err := d.Load(p)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	out, err := d.Malloc(uint64(ls[0].outBytes))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		params, err := mod.KernelParams(l.kernel)
		if err != nil {
			t.Fatal(err)
		}
		pb := make([]byte, 0, 8)
		for range params {
			pb = binary.LittleEndian.AppendUint64(pb, out)
		}
		pb = pb[:params[len(params)-1].Offset+params[len(params)-1].Size]
		if _, err := d.Launch(mod, Launch{Kernel: l.kernel, Grid: l.grid, Block: l.block, Cluster: l.cluster, SharedBytes: l.shared, Params: pb}); err != nil {
			t.Fatalf("%s: launch %s: %v", name, l.kernel, err)
		}
	}
	buf := make([]byte, ls[0].outBytes)
	if err := d.Read(out, buf); err != nil {
		t.Fatal(err)
	}
	return buf, src
}

func checkExpect(t *testing.T, name, src string, buf []byte) {
	t.Helper()
	ex := expectRE.FindAllStringSubmatch(src, -1)
	if len(ex) == 0 {
		t.Fatalf("%s: no EXPECT line", name)
	}
	for _, m := range ex {
		idx0, _ := strconv.Atoi(m[2])
		for k, val := range strings.Fields(m[3]) {
			idx := idx0 + k
			var got, want uint64
			var err error
			switch m[1] {
			case "u32", "i32":
				got = uint64(binary.LittleEndian.Uint32(buf[4*idx:]))
				if m[1] == "i32" {
					var v int64
					v, err = strconv.ParseInt(val, 0, 32)
					want = uint64(uint32(v))
				} else {
					want, err = strconv.ParseUint(val, 0, 32)
				}
			case "u64":
				got = binary.LittleEndian.Uint64(buf[8*idx:])
				want, err = strconv.ParseUint(val, 0, 64)
			}
			if err != nil {
				t.Fatalf("%s: bad EXPECT value %q", name, val)
			}
			if got != want {
				t.Errorf("%s: %s[%d] = %#x (%d), want %#x (%d)", name, m[1], idx, got, int32(got), want, int32(want))
			}
		}
	}
}

// TestModern runs every testdata/ptx-modern kernel and checks its EXPECT
// lines.
func TestModern(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ptx-modern", "*.ptx"))
	if err != nil || len(files) == 0 {
		t.Fatal("no testdata/ptx-modern kernels")
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(strings.TrimSuffix(name, ".ptx"), func(t *testing.T) {
			buf, src := runModern(t, NewDevice(H200()), name)
			checkExpect(t, name, src, buf)
		})
	}
}

// TestAssert: a failed assert prints CUDA's line per failing thread, stops
// the kernel with a FaultAssert, leaves memory readable, makes every later
// launch fail with the sticky error, and Reset clears it.
func TestAssert(t *testing.T) {
	src, _ := loadModern(t, "assert.ptx")
	p := lowerModern(t, "assert.ptx", src)
	d := NewDevice(H200())
	var stdout strings.Builder
	d.SetStdout(&stdout)
	launch := func(mod *Module, out uint64, n uint32) error {
		pb := binary.LittleEndian.AppendUint64(nil, out)
		_, err := d.Launch(mod, Launch{Kernel: "check", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{n, 1, 1}, Params: pb})
		return err
	}
	mod, err := d.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := d.Malloc(64)
	err = launch(mod, out, 6)
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultAssert {
		t.Fatalf("launch: %v, want an assertion fault", err)
	}
	if f.Thread != [3]uint32{3, 0, 0} || f.Line == 0 {
		t.Errorf("fault at thread %v line %d, want thread 3 and the call's line", f.Thread, f.Line)
	}
	want := ""
	for i := 3; i < 6; i++ {
		want += fmt.Sprintf("assert.cu:7: void check(unsigned int *): block: [0,0,0], thread: [%d,0,0] Assertion `i < 3` failed.\n", i)
	}
	if stdout.String() != want {
		t.Errorf("stdout\n got %q\nwant %q", stdout.String(), want)
	}
	buf := make([]byte, 24)
	if err := d.Read(out, buf); err != nil {
		t.Fatalf("memory after the fault: %v", err)
	}
	for i := 0; i < 6; i++ {
		if v := binary.LittleEndian.Uint32(buf[4*i:]); v != uint32(i+1) {
			t.Errorf("out[%d] = %d after the fault, want %d", i, v, i+1)
		}
	}
	// Sticky: even a launch that would pass fails, with the first fault.
	err = launch(mod, out, 3)
	var se *StickyError
	if !errors.As(err, &se) || se.Fault != f || !errors.As(err, new(*Fault)) {
		t.Fatalf("second launch: %v, want the sticky error", err)
	}
	if d.Err() == nil {
		t.Error("Err() = nil while the device is in error")
	}
	d.Reset()
	if d.Err() != nil {
		t.Errorf("Err() = %v after Reset", d.Err())
	}
	if err := launch(mod, out, 3); !errors.Is(err, ErrStaleModule) {
		t.Errorf("launch of a module from before Reset: %v, want ErrStaleModule", err)
	}
	mod, err = d.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	out, _ = d.Malloc(64)
	stdout.Reset()
	if err := launch(mod, out, 3); err != nil {
		t.Fatalf("launch after Reset: %v", err)
	}
	if stdout.Len() != 0 {
		t.Errorf("unexpected output %q", stdout.String())
	}
}

// TestHeap checks the allocator: 16-byte granules, alignment, first fit,
// merging on free, double free, and SetHeapSize's rules.
func TestHeap(t *testing.T) {
	h := &heap{base: 0x1000, size: 256, free: []span{{0x1000, 256}}, used: map[uint64]uint64{}}
	a := h.alloc(1, 16)
	b := h.alloc(17, 16)
	c := h.alloc(16, 64)
	if a != 0x1000 || b != 0x1010 || c != 0x1040 {
		t.Fatalf("alloc: %#x %#x %#x, want 0x1000 0x1010 0x1040", a, b, c)
	}
	if x := h.alloc(256, 16); x != 0 {
		t.Errorf("alloc beyond the free space = %#x, want 0", x)
	}
	if x := h.alloc(0, 16); x != 0 {
		t.Errorf("alloc(0) = %#x, want 0", x)
	}
	if !h.release(b) || !h.release(a) || h.release(a) {
		t.Fatal("release: want true, true, then false for a double free")
	}
	if !h.release(c) {
		t.Fatal("release c")
	}
	if len(h.free) != 1 || h.free[0] != (span{0x1000, 256}) {
		t.Errorf("free list after freeing everything: %v, want one 256-byte span", h.free)
	}
	d := NewDevice(H200())
	if d.HeapSize() != DefaultHeapBytes {
		t.Errorf("default heap %d", d.HeapSize())
	}
	if err := d.SetHeapSize(1000); err != nil || d.HeapSize() != 1008 {
		t.Errorf("SetHeapSize(1000): %v, size %d, want 1008", err, d.HeapSize())
	}
	if _, err := d.deviceHeap(); err != nil {
		t.Fatal(err)
	}
	if err := d.SetHeapSize(4096); err == nil {
		t.Error("SetHeapSize after the heap was reserved succeeded")
	}
	d.Reset()
	if err := d.SetHeapSize(4096); err != nil {
		t.Errorf("SetHeapSize after Reset: %v", err)
	}
}

// TestNanosleep: a warp that sleeps yields its turn (see nanosleep.ptx),
// and leaves the requested time for the timing model.
func TestNanosleep(t *testing.T) {
	src, _ := loadModern(t, "nanosleep.ptx")
	p := lowerModern(t, "nanosleep.ptx", src)
	d := NewDevice(H200())
	mod, err := d.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := d.Malloc(64)
	res, err := d.Launch(mod, Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
	if err != nil {
		t.Fatal(err)
	}
	if res.WarpInstructions > 40 {
		t.Errorf("%d warp-instructions: the sleeping warp did not yield", res.WarpInstructions)
	}
	w := &warp{r: &run{}, regs: make([]uint64, 64)}
	for l := 0; l < 32; l++ {
		w.regs[32+l] = uint64(l * 100)
	}
	in := &isa.Inst{S: [4]int32{1}}
	w.nanosleep(in, 0x0000ffff)
	if ns := w.takeSleep(); ns != 1500 {
		t.Errorf("sleep of lanes 0-15 = %d ns, want the longest, 1500", ns)
	}
	w.regs[32+3] = 5_000_000
	w.nanosleep(in, 0xf)
	if ns := w.takeSleep(); ns != maxSleepNs || w.takeSleep() != 0 {
		t.Errorf("sleep capped at %d ns, then cleared; got %d", maxSleepNs, ns)
	}
}

// TestCapabilityGating: a device refuses, at load time and with the
// instruction's position, PTX newer than itself; the same PTX loads on a
// device that is new enough.
func TestCapabilityGating(t *testing.T) {
	const head = ".version 8.0\n.target sm_90\n.address_size 64\n" // lines 1-3
	body := func(inst string) string {
		return head + `.visible .entry k(.param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<4>;
	.reg .f64 %fd<20>;
	.shared .align 8 .b64 bar;
	` + inst + `
	ret;
}
`
	} // the instruction is at line 11, column 2
	cases := []struct {
		name, src string
		ok, bad   [2]int // a capability that loads it, one that refuses it
		msg       string
	}{
		{"match", body("match.any.sync.b32 %r1, %r2, 0xffffffff;"), [2]int{7, 0}, [2]int{6, 1},
			"t.ptx:11:2: k: match needs compute capability 7.0; the device has 6.1"},
		{"redux", body("redux.sync.add.u32 %r1, %r2, 0xffffffff;"), [2]int{8, 0}, [2]int{7, 5},
			"t.ptx:11:2: k: redux needs compute capability 8.0; the device has 7.5"},
		{"cp.async", body("cp.async.ca.shared.global [%r1], [%rd1], 4;"), [2]int{8, 0}, [2]int{7, 5},
			"t.ptx:11:2: k: cp.async needs compute capability 8.0; the device has 7.5"},
		{"mbarrier.init", body("mbarrier.init.shared.b64 [bar], 1;"), [2]int{8, 0}, [2]int{7, 5},
			"t.ptx:11:2: k: mbarrier.init needs compute capability 8.0; the device has 7.5"},
		{"mbarrier.try_wait", body("mbarrier.try_wait.shared.b64 %p1, [bar], %rd1;"), [2]int{9, 0}, [2]int{8, 9},
			"t.ptx:11:2: k: mbarrier.try_wait needs compute capability 9.0; the device has 8.9"},
		{"mma m16n8k8 f16", body("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%r7}, {%r8,%r9,%r10,%r11};"), [2]int{7, 5}, [2]int{7, 0},
			"t.ptx:11:2: k: mma.sync.m16n8k8.f16 needs compute capability 7.5; the device has 7.0"},
		{"mma m16n8k16 f16", body("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r1,%r2,%r3,%r4}, {%r5,%r6,%r7,%r8}, {%r9,%r10}, {%r11,%r12,%r13,%r14};"), [2]int{8, 0}, [2]int{7, 5},
			"t.ptx:11:2: k: mma.sync.m16n8k16.f16 needs compute capability 8.0; the device has 7.5"},
		{"mma m8n8k4 f64", body("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd1,%fd2}, {%fd3}, {%fd4}, {%fd5,%fd6};"), [2]int{8, 0}, [2]int{7, 5},
			"t.ptx:11:2: k: mma.sync.m8n8k4.f64 needs compute capability 8.0; the device has 7.5"},
		{"mma m16n8k8 f64", body("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%fd1,%fd2,%fd3,%fd4}, {%fd5,%fd6,%fd7,%fd8}, {%fd9,%fd10}, {%fd11,%fd12,%fd13,%fd14};"), [2]int{9, 0}, [2]int{8, 9},
			"t.ptx:11:2: k: mma.sync.m16n8k8.f64 needs compute capability 9.0; the device has 8.9"},
		{"ldmatrix", body("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r1}, [%r2];"), [2]int{7, 5}, [2]int{7, 0},
			"t.ptx:11:2: k: ldmatrix needs compute capability 7.5; the device has 7.0"},
		{"stmatrix", body("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%r2], {%r1};"), [2]int{9, 0}, [2]int{8, 6},
			"t.ptx:11:2: k: stmatrix needs compute capability 9.0; the device has 8.6"},
		{"barrier.cluster", body("barrier.cluster.arrive;"), [2]int{9, 0}, [2]int{8, 0},
			"t.ptx:11:2: k: barrier.cluster needs compute capability 9.0; the device has 8.0"},
		{"mapa", body("mapa.shared::cluster.u32 %r1, %r2, 1;"), [2]int{9, 0}, [2]int{8, 0},
			"t.ptx:11:2: k: mapa needs compute capability 9.0; the device has 8.0"},
		{"shared::cluster", body("ld.shared::cluster.u32 %r1, [%r2];"), [2]int{9, 0}, [2]int{8, 0},
			"t.ptx:11:2: k: ld.shared::cluster needs compute capability 9.0; the device has 8.0"},
		{"cluster special", body("mov.u32 %r1, %clusterid.x;"), [2]int{9, 0}, [2]int{8, 0},
			"t.ptx:11:2: k: cluster special registers needs compute capability 9.0; the device has 8.0"},
		{"cluster kernel", head + ".visible .entry k(.param .u64 out) .reqnctapercluster 2, 1, 1\n{\n\tret;\n}\n", [2]int{9, 0}, [2]int{8, 0},
			"t.ptx:4:17: k: thread block clusters needs compute capability 9.0; the device has 8.0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := lowerModern(t, "t.ptx", c.src)
			dev := func(cc [2]int) *Device {
				s := H200()
				s.CCMajor, s.CCMinor = cc[0], cc[1]
				return NewDevice(s)
			}
			if _, err := dev(c.ok).Load(p); err != nil {
				t.Errorf("load on %d.%d: %v", c.ok[0], c.ok[1], err)
			}
			_, err := dev(c.bad).Load(p)
			var ce *CapabilityError
			if !errors.As(err, &ce) {
				t.Fatalf("load on %d.%d: %v, want a CapabilityError", c.bad[0], c.bad[1], err)
			}
			if err.Error() != c.msg {
				t.Errorf("error\n got %s\nwant %s", err, c.msg)
			}
		})
	}
}

// TestWmmaUniformAddress: wmma.load with a per-lane address is a fault
// naming the first lane that differs; the same load with one address runs.
func TestWmmaUniformAddress(t *testing.T) {
	src := `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out, .param .u32 mul)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r10, [mul];
	mov.u32 %r11, %tid.x;
	mul.lo.u32 %r11, %r11, %r10;
	mul.wide.u32 %rd2, %r11, 4;
	add.s64 %rd3, %rd1, %rd2;
	wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd3], 16;
	ret;
}
`
	p := lowerModern(t, "w.ptx", src)
	d := NewDevice(H200())
	mod, err := d.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := d.Malloc(4096)
	pb := func(mul uint32) []byte {
		b := binary.LittleEndian.AppendUint64(nil, out)
		return binary.LittleEndian.AppendUint32(b, mul)
	}
	if _, err := d.Launch(mod, Launch{Kernel: "k", Block: [3]uint32{32}, Params: pb(0)}); err != nil {
		t.Fatalf("uniform address: %v", err)
	}
	_, err = d.Launch(mod, Launch{Kernel: "k", Block: [3]uint32{32}, Params: pb(1)})
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultIllegalInstruction || f.Thread != [3]uint32{1, 0, 0} || f.Line != 14 {
		t.Fatalf("per-lane address: %v, want an illegal-instruction fault at line 14, thread 1", err)
	}
	if want := fmt.Sprintf("wmma.load: lane 1's address 0x%x differs from lane 0's 0x%x; the warp must pass one address", out+4, out); f.Msg != want {
		t.Errorf("message %q, want %q", f.Msg, want)
	}
}
