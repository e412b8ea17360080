package sm

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// threadCounts are the goroutine counts the ordering tests compare (16 on
// a machine with fewer cores tests the same orders).
var threadCounts = []int{1, 2, 16}

// printKernel: thread 0 of every block prints "block N" then "block N
// again" (two printf calls, so that blocks' text could interleave); the
// block's other warps spin a while first so blocks finish out of order.
const printKernel = `
.global .align 1 .b8 fmt[15] = {98,108,111,99,107,32,37,100,32,37,115,10,0,0,0};
.global .align 1 .b8 s1[1] = {0};
.global .align 1 .b8 s2[6] = {97,103,97,105,110,0};
.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);
.visible .entry k()
{
	.local .align 8 .b8 buf[16];
	.reg .pred %p<3>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<6>;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	setp.ne.u32 %p1, %r1, 0;
	@%p1 bra $SPIN;
	mov.u64 %rd1, buf;
	st.local.u32 [%rd1], %r2;
	mov.u64 %rd2, s1;
	st.local.u64 [%rd1+8], %rd2;
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
	mov.u64 %rd2, s2;
	st.local.u64 [%rd1+8], %rd2;
	{
	.param .b64 a0;
	.param .b64 a1;
	.param .b32 rv;
	st.param.b64 [a0], %rd4;
	st.param.b64 [a1], %rd3;
	call.uni (rv), vprintf, (a0, a1);
	}
	ret;
$SPIN:
	mul.lo.u32 %r3, %r2, 37;
	and.b32 %r3, %r3, 255;
	mov.u32 %r4, 0;
$L:
	add.u32 %r4, %r4, 1;
	setp.lt.u32 %p2, %r4, %r3;
	@%p2 bra $L;
	ret;
}
`

// TestParallelPrintfOrder: device printf text comes out in block order,
// the same for any number of threads.
func TestParallelPrintfOrder(t *testing.T) {
	var want strings.Builder
	for b := 0; b < 64; b++ {
		fmt.Fprintf(&want, "block %d \nblock %d again\n", b, b)
	}
	for _, n := range threadCounts {
		d, m := load(t, printKernel)
		d.SetThreads(n)
		var out bytes.Buffer
		d.SetStdout(&out)
		res, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{64}, Block: [3]uint32{128}})
		if err != nil {
			t.Fatal(err)
		}
		if res.Serial != "" {
			t.Errorf("%d threads: the launch ran serially: %s", n, res.Serial)
		}
		if out.String() != want.String() {
			t.Errorf("%d threads: printf text\n%.300s\nwant\n%.300s", n, out.String(), want.String())
		}
	}
}

// faultKernel: block 40 faults at once (a load from address 0); block 5
// faults too, after a long loop; every other block stores its index.
const faultKernel = `
.visible .entry k(.param .u64 p)
{
	.reg .pred %p<4>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	setp.eq.u32 %p1, %r1, 40;
	@%p1 bra $BAD;
	setp.ne.u32 %p2, %r1, 5;
	@%p2 bra $OK;
	mov.u32 %r2, 0;
$L:
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p3, %r2, 20000;
	@%p3 bra $L;
$BAD:
	mov.u64 %rd2, 0;
	ld.global.u32 %r3, [%rd2];
$OK:
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd1, %rd3;
	st.global.u32 [%rd4], %r1;
	ret;
}
`

// TestParallelFirstFault: the fault reported is that of the lowest
// faulting block in grid order, for any number of threads (block 40 faults
// long before block 5 does), and every block before it ran.
func TestParallelFirstFault(t *testing.T) {
	for _, n := range threadCounts {
		d, m := load(t, faultKernel)
		d.SetThreads(n)
		a, _ := d.Malloc(4 * 64)
		_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{64}, Block: [3]uint32{64}, Params: u64(a)})
		var f *Fault
		if !errors.As(err, &f) {
			t.Fatalf("%d threads: want a fault, got %v", n, err)
		}
		if f.Block != [3]uint32{5, 0, 0} || f.Kind != FaultOutOfBounds {
			t.Errorf("%d threads: %v, want the fault of block 5", n, f)
		}
		b := make([]byte, 4*64)
		d.Read(a, b)
		for i := 0; i < 5; i++ {
			if got := binary.LittleEndian.Uint32(b[4*i:]); got != uint32(i) {
				t.Errorf("%d threads: block %d did not run (wrote %d)", n, i, got)
			}
		}
	}
}

// atomKernel: every thread adds its value to out[0] (f32 or u32 red.add).
const atomKernel = `
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .f32 %f<2>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r1, %r2, %r3, %r1;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.f32 %f1, [%rd4];
	red.global.add.f32 [%rd2], %f1;
	ld.global.u32 %r1, [%rd4];
	red.global.add.u32 [%rd2+4], %r1;
	ret;
}
`

// TestParallelAtomics: a floating-point reduction across blocks makes the
// launch serial (the rounded sum depends on the order), with the same sum
// for any number of threads; integer reductions alone stay parallel and
// are performed indivisibly (the integer sum is exact).
func TestParallelAtomics(t *testing.T) {
	const blocks, threads = 96, 128
	in := make([]byte, 4*blocks*threads)
	for i := 0; i < blocks*threads; i++ {
		binary.LittleEndian.PutUint32(in[4*i:], math.Float32bits(1.0/float32(1+i%7)))
	}
	var sums []uint32
	for _, n := range threadCounts {
		d, m := load(t, atomKernel)
		d.SetThreads(n)
		a, _ := d.Malloc(uint64(len(in)))
		o, _ := d.Malloc(8)
		d.Write(a, in)
		res, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{blocks}, Block: [3]uint32{threads}, Params: append(u64(a), u64(o)...)})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Serial, "floating-point") {
			t.Errorf("%d threads: Serial = %q, want the floating-point atomic", n, res.Serial)
		}
		b := make([]byte, 8)
		d.Read(o, b)
		sums = append(sums, binary.LittleEndian.Uint32(b))
	}
	for i := range sums {
		if sums[i] != sums[0] {
			t.Errorf("%d threads: f32 sum %08x, 1 thread %08x", threadCounts[i], sums[i], sums[0])
		}
	}

	intOnly := strings.Replace(atomKernel, "red.global.add.f32 [%rd2], %f1;", "", 1)
	var want uint32
	for i := 0; i < blocks*threads; i++ {
		want += binary.LittleEndian.Uint32(in[4*i:])
	}
	for _, n := range threadCounts {
		d, m := load(t, intOnly)
		d.SetThreads(n)
		a, _ := d.Malloc(uint64(len(in)))
		o, _ := d.Malloc(8)
		d.Write(a, in)
		res, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{blocks}, Block: [3]uint32{threads}, Params: append(u64(a), u64(o)...)})
		if err != nil {
			t.Fatal(err)
		}
		if res.Serial != "" {
			t.Errorf("%d threads: integer reductions ran serially: %s", n, res.Serial)
		}
		b := make([]byte, 8)
		d.Read(o, b)
		if got := binary.LittleEndian.Uint32(b[4:]); got != want {
			t.Errorf("%d threads: u32 sum %d, want %d", n, got, want)
		}
	}
}

// TestParallelStepLimit: when the launch's total passes the step limit,
// the same block is blamed for any number of threads.
func TestParallelStepLimit(t *testing.T) {
	var first string
	for _, n := range threadCounts {
		d, m := load(t, loadKernel)
		d.SetThreads(n)
		d.SetStepLimit(200) // 9 warp-instructions per block: the total passes 200 in block 22
		a, _ := d.Malloc(4 * 64)
		_, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{64}, Block: [3]uint32{32}, Params: u64(a)})
		var f *Fault
		if !errors.As(err, &f) || f.Kind != FaultStepLimit {
			t.Fatalf("%d threads: want a step-limit fault, got %v", n, err)
		}
		if first == "" {
			first = f.Error()
		} else if f.Error() != first {
			t.Errorf("%d threads: %v\n1 thread: %s", n, f, first)
		}
	}
}

// bulkReduceKernel: thread 0 of every block adds the block's 64 words of
// shared memory (value ctaid+1 each) into the same 256 bytes of global
// memory with cp.reduce.async.bulk, a read-modify-write of the whole tile.
const bulkReduceKernel = `
.visible .entry k(.param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	.shared .align 128 .b8 buf[256];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r0, %tid.x;
	mov.u32 %r1, buf;
	mov.u32 %r2, %ctaid.x;
	add.u32 %r2, %r2, 1;
	shl.b32 %r3, %r0, 2;
	add.u32 %r4, %r1, %r3;
	st.shared.u32 [%r4], %r2;
	fence.proxy.async.shared::cta;
	bar.sync 0;
	setp.ne.u32 %p1, %r0, 0;
	@%p1 bra $done;
	cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%r1], 256;
	cp.async.bulk.commit_group;
	cp.async.bulk.wait_group 0;
$done:
	ret;
}
`

// TestParallelBulkReduce: blocks that reduce into the same global tile
// with cp.reduce.async.bulk run in block order (the copy is a
// read-modify-write of many elements, not one atomic), so no addition is
// lost and the launch says why it ran serially, for any number of threads.
func TestParallelBulkReduce(t *testing.T) {
	const blocks = 200
	want := uint32(blocks * (blocks + 1) / 2)
	for _, n := range threadCounts {
		d, m := loadHopper(t, bulkReduceKernel)
		d.SetThreads(n)
		o, _ := d.Malloc(256)
		res, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{blocks}, Block: [3]uint32{64}, Params: u64(o)})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Serial, "bulk reduction") {
			t.Errorf("%d threads: Serial = %q, want the bulk reduction", n, res.Serial)
		}
		b := make([]byte, 256)
		d.Read(o, b)
		for i := 0; i < 64; i++ {
			if got := binary.LittleEndian.Uint32(b[4*i:]); got != want {
				t.Fatalf("%d threads: word %d = %d, want %d", n, i, got, want)
			}
		}
	}
}

// lookbackKernel: CUB's decoupled look-back in miniature. Thread 0 of block
// b polls block b-1's flag with ld.cg (generic, under membar.cta, as CUB
// does), adds b+1 to its value and publishes its own value and flag.
const lookbackKernel = `
.visible .entry k(.param .u64 vals, .param .u64 flags)
{
	.reg .pred %p<3>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [vals];
	ld.param.u64 %rd2, [flags];
	mov.u32 %r0, %tid.x;
	setp.ne.u32 %p1, %r0, 0;
	@%p1 bra $done;
	mov.u32 %r1, %ctaid.x;
	add.u32 %r2, %r1, 1;
	mov.u32 %r3, 0;
	setp.eq.u32 %p2, %r1, 0;
	@%p2 bra $publish;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd2, %rd3;
	add.s64 %rd4, %rd4, -4;
$spin:
	membar.cta;
	ld.cg.u32 %r4, [%rd4];
	setp.eq.u32 %p2, %r4, 0;
	@%p2 bra $spin;
	add.s64 %rd5, %rd1, %rd3;
	ld.cg.u32 %r3, [%rd5+-4];
$publish:
	add.u32 %r3, %r3, %r2;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd5, %rd1, %rd3;
	st.cg.u32 [%rd5], %r3;
	membar.gl;
	add.s64 %rd6, %rd2, %rd3;
	st.cg.u32 [%rd6], %r2;
$done:
	ret;
}
`

// TestParallelLookback: blocks that poll one another's flags with ld.cg
// (CUB's scans) run serially, so the values and the instruction counts
// (the polling iterations) are the same for any number of threads.
func TestParallelLookback(t *testing.T) {
	const blocks = 64
	var first string
	for _, n := range threadCounts {
		d, m := load(t, lookbackKernel)
		d.SetThreads(n)
		v, _ := d.Malloc(4 * blocks)
		f, _ := d.Malloc(4 * blocks)
		res, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{blocks}, Block: [3]uint32{32}, Params: append(u64(v), u64(f)...)})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Serial, "bypasses the L1") {
			t.Errorf("%d threads: Serial = %q, want the ld.cg poll", n, res.Serial)
		}
		b := make([]byte, 4*blocks)
		d.Read(v, b)
		for i := 0; i < blocks; i++ {
			if got, want := binary.LittleEndian.Uint32(b[4*i:]), uint32((i+1)*(i+2)/2); got != want {
				t.Fatalf("%d threads: value %d = %d, want %d", n, i, got, want)
			}
		}
		got := fmt.Sprintf("%d thread-instructions, %d warp-instructions", res.ThreadInstructions, res.WarpInstructions)
		if first == "" {
			first = got
		} else if got != first {
			t.Errorf("%d threads: %s, 1 thread: %s", n, got, first)
		}
	}
}
