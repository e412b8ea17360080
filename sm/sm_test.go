package sm

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

const header = ".version 9.0\n.target sm_90\n.address_size 64\n"

func load(t *testing.T, src string) (*Device, *Module) {
	t.Helper()
	m, err := ptx.Parse("t.ptx", []byte(header+src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatalf("lower: %v", err)
	}
	d := NewDevice(H200())
	mod, err := d.Load(p)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return d, mod
}

func u64(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }

// The kernel of the fault tests: thread 0 of block 1 loads a u32 from the
// pointer parameter plus 4*tid (line 9 of the file).
const loadKernel = `
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	ld.global.u32 %r2, [%rd3];
	st.global.u32 [%rd3], %r2;
	ret;
}
`

func TestFaults(t *testing.T) {
	cases := []struct {
		name string
		src  string
		grid uint32
		blk  uint32
		arg  func(d *Device) []byte
		kind FaultKind
		msg  string
	}{
		{"out of bounds", loadKernel, 1, 64, func(d *Device) []byte {
			a, _ := d.Malloc(128) // 32 u32s: thread 32 reads past the end
			return u64(a)
		}, FaultOutOfBounds,
			"invalid address in kernel k at t.ptx:13:2, block (0,0,0), thread (32,0,0): global access of 4 bytes at 0x700000000080 is out of bounds of the 128-byte allocation at 0x700000000000"},
		{"unallocated", loadKernel, 1, 32, func(d *Device) []byte { return u64(0x10) }, FaultOutOfBounds,
			"invalid address in kernel k at t.ptx:13:2, block (0,0,0), thread (0,0,0): global access of 4 bytes at 0x10 is not in any allocation"},
		{"misaligned", loadKernel, 1, 32, func(d *Device) []byte {
			a, _ := d.Malloc(256)
			return u64(a + 2)
		}, FaultMisaligned,
			"misaligned address in kernel k at t.ptx:13:2, block (0,0,0), thread (0,0,0): global access of 4 bytes at 0x700000000002 is not 4-byte aligned"},
		{"trap", `
.visible .entry k(.param .u64 p)
{
	.reg .pred %p1;
	.reg .b32 %r1;
	mov.u32 %r1, %ctaid.x;
	setp.eq.u32 %p1, %r1, 1;
	@%p1 trap;
	ret;
}
`, 2, 32, func(*Device) []byte { return u64(0) }, FaultTrap,
			"trap in kernel k at t.ptx:11:2, block (1,0,0), thread (0,0,0): trap instruction executed"},
		{"brkpt", `
.visible .entry k(.param .u64 p)
{
	.reg .pred %p1;
	.reg .b32 %r1;
	mov.u32 %r1, %tid.x;
	setp.eq.u32 %p1, %r1, 5;
	@%p1 brkpt;
	ret;
}
`, 1, 32, func(*Device) []byte { return u64(0) }, FaultBreakpoint,
			"breakpoint in kernel k at t.ptx:11:2, block (0,0,0), thread (5,0,0): brkpt executed with no debugger attached (the H200 fails the launch: CUDA_ERROR_LAUNCH_FAILED)"},
		{"deadlock", `
.visible .entry k(.param .u64 p)
{
	bar.sync 1, 64;
	ret;
}
`, 1, 32, func(*Device) []byte { return u64(0) }, FaultDeadlock,
			"barrier deadlock in kernel k at t.ptx:7:2, block (0,0,0), thread (0,0,0): barrier 1 can never complete: 32 of 64 threads arrived"},
		{"step limit", `
.visible .entry k(.param .u64 p)
{
$L:
	bra $L;
}
`, 1, 32, func(*Device) []byte { return u64(0) }, FaultStepLimit,
			"instruction limit exceeded in kernel k at t.ptx:8:2, block (0,0,0), thread (0,0,0): the launch reached its limit of 1000 warp-instructions (--max-instructions, Limits.MaxInstructions)"},
		{"stack overflow", `
.func f()
{
	call f, ();
	ret;
}
.visible .entry k(.param .u64 p)
{
	call f, ();
	ret;
}
`, 1, 32, func(*Device) []byte { return u64(0) }, FaultStackOverflow,
			"stack overflow in kernel k at t.ptx:7:2, block (0,0,0), thread (0,0,0): call to f needs 65552 bytes of local memory per thread (limit 65536)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, m := load(t, c.src)
			d.SetStepLimit(1000)
			if c.kind == FaultStackOverflow {
				d.SetStepLimit(0)
			}
			_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{c.grid}, Block: [3]uint32{c.blk}, Params: c.arg(d)})
			var f *Fault
			if !errors.As(err, &f) {
				t.Fatalf("got %v, want a fault", err)
			}
			if f.Kind != c.kind {
				t.Errorf("kind %v, want %v", f.Kind, c.kind)
			}
			if f.Error() != c.msg {
				t.Errorf("message\n got %s\nwant %s", f.Error(), c.msg)
			}
			// Device memory stays usable after a fault.
			a, err := d.Malloc(8)
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Write(a, []byte{1, 2, 3, 4, 5, 6, 7, 8}); err != nil {
				t.Fatal(err)
			}
			var b [8]byte
			if err := d.Read(a, b[:]); err != nil || b[7] != 8 {
				t.Fatalf("read after fault: %v %v", b, err)
			}
		})
	}
}

func TestLaunchValidation(t *testing.T) {
	d, m := load(t, `
.visible .entry k(.param .u64 p) { ret; }
.visible .entry r(.param .u64 p) .reqntid 64, 1, 1 { ret; }
.visible .entry x(.param .u64 p) .maxntid 128, 1, 1 { ret; }
.visible .entry s(.param .u64 p)
{
	.shared .align 4 .b8 buf[40000];
	.reg .b64 %rd1;
	mov.u64 %rd1, buf;
	ret;
}
`)
	p := u64(0)
	cases := []struct {
		l     Launch
		limit string
		msg   string
	}{
		{Launch{Kernel: "k", Block: [3]uint32{1025}, Params: p}, "max_threads_per_block",
			"launch of k failed: block of 1025 threads exceeds the device limit of 1024 threads per block"},
		{Launch{Kernel: "k", Block: [3]uint32{1, 1, 65}, Params: p}, "max_block_dim_z",
			"launch of k failed: block dimension z = 65 exceeds the device limit of 64"},
		{Launch{Kernel: "k", Grid: [3]uint32{1, 65536}, Params: p}, "max_grid_dim_y",
			"launch of k failed: grid dimension y = 65536 exceeds the device limit of 65535"},
		{Launch{Kernel: "k", SharedBytes: 49153, Params: p}, "shared_memory_per_block",
			"launch of k failed: 49153 bytes of shared memory per block (0 static + 49153 dynamic) exceed the device limit of 49152"},
		{Launch{Kernel: "s", SharedBytes: 10000, Params: p}, "shared_memory_per_block",
			"launch of s failed: 50000 bytes of shared memory per block (40000 static + 10000 dynamic) exceed the device limit of 49152"},
		{Launch{Kernel: "r", Block: [3]uint32{32}, Params: p}, "reqntid",
			"launch of r failed: block (32,1,1) does not match the kernel's .reqntid 64,1,1"},
		{Launch{Kernel: "x", Block: [3]uint32{256}, Params: p}, "maxntid",
			"launch of x failed: block of 256 threads exceeds the kernel's .maxntid of 128 threads"},
		{Launch{Kernel: "nope", Params: p}, "kernel",
			"launch of nope failed: kernel nope not found in module t.ptx"},
		{Launch{Kernel: "k", Params: []byte{1, 2, 3, 4}}, "params",
			"launch of k failed: kernel k takes 8 bytes of parameters, got 4"},
		{Launch{Kernel: "k", Grid: [3]uint32{4225}, Block: [3]uint32{32}, Params: p, Cooperative: true}, "cooperative_launch",
			"launch of k failed: cooperative launch of 4225 blocks exceeds the 4224 blocks that can be resident at once (32 per SM on 132 SMs)"},
	}
	for _, c := range cases {
		_, err := d.Launch(m, c.l)
		var le *LaunchError
		if !errors.As(err, &le) {
			t.Errorf("%s: got %v, want a LaunchError", c.msg, err)
			continue
		}
		if le.Limit != c.limit || le.Error() != c.msg {
			t.Errorf("got  [%s] %s\nwant [%s] %s", le.Limit, le.Error(), c.limit, c.msg)
		}
	}
	// The same launches within limits run.
	if _, err := d.Launch(m, Launch{Kernel: "r", Block: [3]uint32{64}, Params: p}); err != nil {
		t.Errorf("valid launch: %v", err)
	}
	if _, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{4224}, Block: [3]uint32{32}, Params: p, Cooperative: true}); err != nil {
		t.Errorf("valid cooperative launch: %v", err)
	}
}

// TestDivergenceAndPrintf checks reconvergence after an if/else and the
// printf formatting of a few conversions.
func TestDivergenceAndPrintf(t *testing.T) {
	d, m := load(t, `
.global .align 1 .b8 fmt[24] = {116,32,37,100,32,37,53,46,50,102,32,37,103,32,37,120,32,37,115,10,0,0,0,0};
.global .align 1 .b8 str[3] = {104,105,0};
.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);
.visible .entry k(.param .u64 p)
{
	.local .align 8 .b8 buf[40];
	.reg .pred %p1;
	.reg .b32 %r<4>;
	.reg .f64 %fd1;
	.reg .b64 %rd<6>;
	mov.u32 %r1, %tid.x;
	and.b32 %r2, %r1, 1;
	setp.eq.u32 %p1, %r2, 0;
	@%p1 bra $EVEN;
	mul.lo.u32 %r3, %r1, 10;
	bra $JOIN;
$EVEN:
	mul.lo.u32 %r3, %r1, 100;
$JOIN:
	setp.ne.u32 %p1, %r1, 3;
	@%p1 bra $END;
	mov.u64 %rd1, buf;
	st.local.u32 [%rd1], %r3;
	mov.f64 %fd1, 0d4009200000000000;
	st.local.f64 [%rd1+8], %fd1;
	st.local.f64 [%rd1+16], %fd1;
	st.local.u32 [%rd1+24], %r3;
	mov.u64 %rd2, str;
	st.local.u64 [%rd1+32], %rd2;
	cvta.local.u64 %rd3, %rd1;
	mov.u64 %rd4, fmt;
	{
	.param .b64 a0;
	.param .b64 a1;
	.param .b32 rv;
	st.param.b64 [a0], %rd4;
	st.param.b64 [a1], %rd3;
	call.uni (rv), vprintf, (a0, a1);
	}
$END:
	ld.param.u64 %rd5, [p];
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd5, %rd5, %rd2;
	st.global.u32 [%rd5], %r3;
	ret;
}
`)
	var out bytes.Buffer
	d.SetStdout(&out)
	a, _ := d.Malloc(4 * 40)
	if _, err := d.Launch(m, Launch{Kernel: "k", Block: [3]uint32{40}, Params: u64(a)}); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 160)
	d.Read(a, b)
	for i := 0; i < 40; i++ {
		want := uint32(i * 100)
		if i%2 == 1 {
			want = uint32(i * 10)
		}
		if got := binary.LittleEndian.Uint32(b[4*i:]); got != want {
			t.Errorf("out[%d] = %d, want %d", i, got, want)
		}
	}
	if got, want := out.String(), "t 30  3.14 3.14062 1e hi\n"; got != want {
		t.Errorf("printf: got %q, want %q", got, want)
	}
}

// TestStepAllocs asserts that steady-state execution allocates nothing.
func TestStepAllocs(t *testing.T) {
	d, m := load(t, `
.visible .entry k(.param .u64 p)
{
	.reg .pred %p1;
	.reg .b32 %r<4>;
	.reg .f32 %f<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	mov.u32 %r2, 0;
	mov.f32 %f1, 0f00000000;
$L:
	ld.global.f32 %f2, [%rd3];
	fma.rn.f32 %f1, %f2, %f2, %f1;
	and.b32 %r3, %r2, 1;
	setp.eq.u32 %p1, %r3, 0;
	@%p1 bra $S;
	add.f32 %f1, %f1, %f2;
$S:
	add.s32 %r2, %r2, 1;
	setp.lt.u32 %p1, %r2, 1000000000;
	@%p1 bra $L;
	st.global.f32 [%rd3], %f1;
	ret;
}
`)
	a, _ := d.Malloc(4 * 32)
	r, cleanup, err := d.newRun(m, Launch{Kernel: "k", Block: [3]uint32{32}, Params: u64(a)})
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	k := r.newWorker(0)
	w := k.startBlock(0, &k.clOpen).warps[0]
	w.exec(1000) // warm up: stack and caches at their steady size
	allocs := testing.AllocsPerRun(100, func() { w.exec(1000) })
	if allocs != 0 {
		t.Errorf("steady-state exec allocates %.1f times per 1000 instructions", allocs)
	}
	if k.fault != nil {
		t.Fatal(k.fault)
	}
}
