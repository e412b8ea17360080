package sm

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/ptx"
)

// spinKernel never ends (line 8 is the branch).
const spinKernel = `
.visible .entry k(.param .u64 p)
{
$L:
	bra $L;
}
`

// trivialKernel does almost nothing per thread: a grid of 2^31-1 blocks of
// it runs for hours, so only a limit ends it.
const trivialKernel = `
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<2>;
	mov.u32 %r1, %ctaid.x;
	ret;
}
`

func wantFault(t *testing.T, err error, kind FaultKind, parts ...string) *Fault {
	t.Helper()
	var f *Fault
	if !errors.As(err, &f) {
		t.Fatalf("got %v, want a %v fault", err, kind)
	}
	if f.Kind != kind {
		t.Fatalf("fault kind %v, want %v: %v", f.Kind, kind, f)
	}
	for _, p := range parts {
		if !strings.Contains(f.Error(), p) {
			t.Errorf("fault %q lacks %q", f.Error(), p)
		}
	}
	return f
}

// stillReadable checks that device memory works after a stopped launch.
func stillReadable(t *testing.T, d *Device) {
	t.Helper()
	a, err := d.Malloc(8)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Write(a, []byte{1, 2, 3, 4, 5, 6, 7, 8}); err != nil {
		t.Fatal(err)
	}
	var b [8]byte
	if err := d.Read(a, b[:]); err != nil || b[7] != 8 {
		t.Fatalf("read after a stopped launch: %v %v", b, err)
	}
}

// Every limit stops a kernel that never ends with a positioned fault that
// says how far the grid got (sm/pipeline's tests do the same in timing
// mode).
func TestLimits(t *testing.T) {
	t.Run("instructions", func(t *testing.T) {
		d, m := load(t, spinKernel)
		// One worker: with several, the counters of a stopped launch also
		// hold what later blocks ran before they were abandoned, which
		// depends on scheduling (the fault itself does not).
		d.SetThreads(1)
		res, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{4}, Block: [3]uint32{64}, Params: u64(0), Limits: Limits{MaxInstructions: 5000}})
		wantFault(t, err, FaultStepLimit, "at t.ptx:8:2, block (", "limit of 5000 warp-instructions")
		if res == nil || res.WarpInstructions != 5000 {
			t.Errorf("result %+v: want 5000 warp-instructions counted", res)
		}
		stillReadable(t, d)
	})
	t.Run("timeout", func(t *testing.T) {
		d, m := load(t, spinKernel)
		start := time.Now()
		_, err := d.Launch(m, Launch{Kernel: "k", Block: [3]uint32{32}, Params: u64(0), Limits: Limits{MaxInstructions: NoLimit, Timeout: 50 * time.Millisecond}})
		wantFault(t, err, FaultTimeout, "at t.ptx:8:2, block (0,0,0), thread (0,0,0)", "longer than its 50ms time limit", "0 of 1 blocks finished")
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("a 50 ms limit stopped the launch after %v", el)
		}
		stillReadable(t, d)
	})
	t.Run("cancel", func(t *testing.T) {
		d, m := load(t, spinKernel)
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(30*time.Millisecond, cancel)
		_, err := d.LaunchContext(ctx, m, Launch{Kernel: "k", Block: [3]uint32{32}, Params: u64(0), Limits: Limits{MaxInstructions: NoLimit}})
		wantFault(t, err, FaultInterrupted, "interrupted in kernel k at t.ptx:8:2", "the launch was interrupted")
		stillReadable(t, d)
		// The fault is sticky, as every fault.
		if _, err := d.Launch(m, Launch{Kernel: "k", Params: u64(0)}); err == nil {
			t.Error("a launch after an interrupted one ran")
		}
	})
	t.Run("huge-grid", func(t *testing.T) {
		// 2^31-1 blocks: bounded by the instruction limit (the fault's
		// block shows how far the grid got) and by a time limit (which
		// says how many blocks finished).
		d, m := load(t, trivialKernel)
		_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{1<<31 - 1}, Block: [3]uint32{32}, Params: u64(0), Limits: Limits{MaxInstructions: 30000}})
		f := wantFault(t, err, FaultStepLimit, "limit of 30000 warp-instructions")
		if f.Block[0] == 0 {
			t.Errorf("stopped in block %v: the grid made no progress", f.Block)
		}
		d, m = load(t, trivialKernel)
		_, err = d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{1<<31 - 1}, Block: [3]uint32{32}, Params: u64(0), Limits: Limits{Timeout: 100 * time.Millisecond}})
		wantFault(t, err, FaultTimeout, "blocks finished", "of 2147483647 blocks")
	})
	t.Run("device-defaults", func(t *testing.T) {
		d, m := load(t, spinKernel)
		if l := d.Limits(); l.MaxInstructions != DefaultMaxInstructions || l.MaxCycles != 0 || l.Timeout != 0 {
			t.Fatalf("default limits %+v", l)
		}
		d.SetLimits(Limits{MaxInstructions: 700})
		_, err := d.Launch(m, Launch{Kernel: "k", Params: u64(0)})
		wantFault(t, err, FaultStepLimit, "limit of 700 warp-instructions")
	})
}

// Device memory as large as the device's, backed only where written, with
// the kernel's reads of untouched memory seeing zeros; a kernel that
// writes more than the host budget stops with a positioned fault naming
// the allocation.
func TestLazyDeviceMemory(t *testing.T) {
	const huge = 100_000_000_000
	// Thread t reads the u64 at p + t*stride and writes it plus t+1 back:
	// with a stride of 1 GB the 32 threads touch 32 chunks far apart.
	src := `
.visible .entry k(.param .u64 p, .param .u64 stride)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [p];
	ld.param.u64 %rd2, [stride];
	mov.u32 %r1, %tid.x;
	cvt.u64.u32 %rd3, %r1;
	mul.lo.u64 %rd4, %rd3, %rd2;
	add.s64 %rd5, %rd1, %rd4;
	ld.global.u64 %rd6, [%rd5];
	add.s64 %rd7, %rd6, %rd3;
	add.s64 %rd7, %rd7, 1;
	st.global.u64 [%rd5], %rd7;
	ret;
}
`
	d, m := load(t, src)
	a, err := d.Malloc(huge)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Malloc(60_000_000_000); err == nil {
		t.Error("a second allocation past the device's 141 GB succeeded")
	}
	used0, _ := d.HostMemory()
	params := append(u64(a), u64(1<<30)...)
	if _, err := d.Launch(m, Launch{Kernel: "k", Block: [3]uint32{32}, Params: params}); err != nil {
		t.Fatal(err)
	}
	used, _ := d.HostMemory()
	if got := used - used0; got != 32*memsys.ChunkBytes {
		t.Errorf("32 written chunks cost %d host bytes, want %d", got, 32*memsys.ChunkBytes)
	}
	for i := uint64(0); i < 32; i++ {
		var b [8]byte
		if err := d.Read(a+i<<30, b[:]); err != nil || b[0] != byte(i+1) {
			t.Fatalf("thread %d's word: %v %v", i, b, err)
		}
		if err := d.Read(a+i<<30+8, b[:]); err != nil || b != [8]byte{} {
			t.Fatalf("untouched word after thread %d's: %v %v", i, b, err)
		}
	}
	// Under a budget of 16 chunks the launch stops at the first write
	// past it, naming the allocation; memory stays readable.
	d2, m2 := load(t, src)
	a2, err := d2.Malloc(huge)
	if err != nil {
		t.Fatal(err)
	}
	table, _ := d2.HostMemory()
	d2.SetHostMemoryLimit(table + 16*memsys.ChunkBytes)
	_, err = d2.Launch(m2, Launch{Kernel: "k", Block: [3]uint32{32}, Params: append(u64(a2), u64(1<<30)...)})
	wantFault(t, err, FaultHostMemory, "at t.ptx:18:2, block (0,0,0), thread (", fmt.Sprintf("writing to the 100000000000-byte allocation at 0x%x", a2), "--host-memory")
	stillReadable(t, d2)
	if used, limit := d2.HostMemory(); used > limit {
		t.Errorf("budget overdrawn: %d of %d", used, limit)
	}
}

// A deeply recursive kernel on many warps needs more host memory for
// local memory and registers than the budget allows: a fault, not a crash.
func TestLaunchStateBudget(t *testing.T) {
	d, m := load(t, `
.func (.param .b32 r) f(.param .b32 n)
{
	.reg .pred %p1;
	.reg .b32 %r<5>;
	ld.param.u32 %r1, [n];
	setp.eq.u32 %p1, %r1, 0;
	mov.u32 %r4, 0;
	@%p1 bra $D;
	sub.u32 %r2, %r1, 1;
	{
	.param .b32 a;
	.param .b32 b;
	st.param.b32 [a], %r2;
	call (b), f, (a);
	ld.param.b32 %r3, [b];
	}
	add.u32 %r4, %r3, 1;
$D:
	st.param.b32 [r], %r4;
	ret;
}
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<3>;
	mov.u32 %r1, 3000;
	{
	.param .b32 a;
	.param .b32 b;
	st.param.b32 [a], %r1;
	call (b), f, (a);
	ld.param.b32 %r2, [b];
	}
	ret;
}
`)
	d.SetHostMemoryLimit(64 << 20)
	_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{264}, Block: [3]uint32{1024}, Params: u64(0)})
	wantFault(t, err, FaultHostMemory, "host memory budget exceeded in kernel k at t.ptx:", "of warp ", "of the 64 MiB budget in use")
	if used, _ := d.HostMemory(); used != 0 {
		t.Errorf("the launch's state still holds %d bytes of the budget after it ended", used)
	}
}

// A panic inside the interpreter (injected here by corrupting a decoded
// instruction's register index) becomes a positioned internal-error fault
// that asks for a bug report; the device keeps working after Reset.
func TestPanicRecovery(t *testing.T) {
	d, m := load(t, loadKernel)
	pc := -1
	for i, in := range m.prog.Code {
		if in.Kind == isa.KALU && in.Op == ptx.OpMul {
			pc = i
		}
	}
	if pc < 0 {
		t.Fatal("no mul.wide in the kernel")
	}
	m.prog.Code[pc].D[0] = 1 << 20 // far past the register file
	m.ecode = m.prog.Code          // launches execute ecode (a renamed copy when PhysicalRegs)
	a, _ := d.Malloc(256)
	_, err := d.Launch(m, Launch{Kernel: "k", Block: [3]uint32{32}, Params: u64(a)})
	f := wantFault(t, err, FaultInternal, "internal error in kernel k at t.ptx:11:2, block (0,0,0), thread (0,0,0)", "ptxsim panicked: runtime error: ", "please report it", "with the input that caused it")
	if !strings.Contains(f.Stack, "sm.(*warp).exec") {
		t.Errorf("the fault's stack does not show the interpreter:\n%s", f.Stack)
	}
	if d.Err() == nil {
		t.Error("an internal error did not make the device's error sticky")
	}
	stillReadable(t, d)

	// Load: a relocation of a corrupt size.
	m2, err := ptx.Parse("g.ptx", []byte(header+`
.global .u64 target;
.global .u64 ptr = target;
.visible .entry k() { ret; }
`))
	if err != nil {
		t.Fatal(err)
	}
	p2, err := isa.Lower(m2)
	if err != nil {
		t.Fatal(err)
	}
	for i := range p2.Syms {
		for j := range p2.Syms[i].Relocs {
			p2.Syms[i].Relocs[j].Size = 100
		}
	}
	_, err = NewDevice(H200()).Load(p2)
	var ie *InternalError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "internal error while loading module g.ptx") || !strings.Contains(err.Error(), "please report it") {
		t.Fatalf("load with a corrupt relocation: %v", err)
	}
}

// globalCopy (for bulk copies) crosses chunk boundaries and faults outside
// an allocation.
func TestGlobalCopy(t *testing.T) {
	d, m := load(t, loadKernel)
	a, _ := d.Malloc(3 * memsys.ChunkBytes)
	r, cleanup, err := d.newRun(m, Launch{Kernel: "k", Block: [3]uint32{32}, Params: u64(a)})
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	k := r.newWorker(0)
	w := k.startBlock(0, &k.clOpen).warps[0]
	src := make([]byte, memsys.ChunkBytes+100)
	for i := range src {
		src[i] = byte(i * 7)
	}
	at := a + memsys.ChunkBytes - 50
	if !w.globalCopy(0, 0, at, src, true) {
		t.Fatal(k.fault)
	}
	back := make([]byte, len(src))
	if !w.globalCopy(0, 0, at, back, false) || string(back) != string(src) {
		t.Fatal("copy across chunks did not round trip")
	}
	if w.globalCopy(0, 3, a+3*memsys.ChunkBytes-8, make([]byte, 16), false) {
		t.Fatal("a copy past the allocation's end succeeded")
	}
	wantFault(t, k.fault, FaultOutOfBounds, "thread (3,0,0)", "out of bounds of the 196608-byte allocation")
}
