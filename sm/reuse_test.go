package sm

import (
	"encoding/binary"
	"errors"
	"testing"
)

// TestBlockReuseState runs blocks one after another on one worker, so
// that each reuses the storage of the block before it (worker.bPool, the
// warp and shared-memory pools), and checks that nothing a block leaves
// behind reaches the next: each block first reads its shared memory and
// a local array it never wrote (both read as zero), then leaves its own
// marks in both and a barrier half arrived. (Registers are not checked:
// a pooled warp's register file is not cleared, and a register read
// before it is written is undefined in PTX.)
func TestBlockReuseState(t *testing.T) {
	d, m := load(t, `
.visible .entry k(.param .u64 p)
{
	.reg .pred %p1;
	.reg .b32 %r<7>;
	.reg .b64 %rd<6>;
	.shared .align 4 .u32 sh[64];
	.local .align 4 .u32 loc[4];
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mad.lo.u32 %r3, %r2, 64, %r1;
	mul.wide.u32 %rd2, %r3, 8;
	add.s64 %rd3, %rd1, %rd2;
	mov.u64 %rd4, sh;
	mul.wide.u32 %rd5, %r1, 4;
	add.s64 %rd4, %rd4, %rd5;
	ld.shared.u32 %r4, [%rd4];
	ld.local.u32 %r5, [loc];
	st.global.u32 [%rd3], %r4;
	st.global.u32 [%rd3+4], %r5;
	add.u32 %r6, %r3, 1;
	st.shared.u32 [%rd4], %r6;
	st.local.u32 [loc], %r6;
	setp.lt.u32 %p1, %r1, 32;
	@%p1 bar.arrive 1, 64;
	ret;
}
`)
	d.SetThreads(1)
	const blocks = 6
	out, err := d.Malloc(blocks * 64 * 8)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Write(out, make([]byte, blocks*64*8)); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{blocks}, Block: [3]uint32{64}, Params: u64(out)}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, blocks*64*8)
	if err := d.Read(out, got); err != nil {
		t.Fatal(err)
	}
	what := [2]string{"shared", "local"}
	for i := 0; i < blocks*64*2; i++ {
		if v := binary.LittleEndian.Uint32(got[4*i:]); v != 0 {
			t.Errorf("block %d thread %d: unwritten %s memory reads %d (left by an earlier block), want 0", i/2/64, i/2%64, what[i%2], v)
		}
	}

	// A barrier the block before left half arrived: the next block's 32
	// threads alone cannot complete it.
	d, m = load(t, `
.visible .entry k(.param .u64 p)
{
	.reg .pred %p<3>;
	.reg .b32 %r<3>;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	setp.lt.u32 %p1, %r1, 32;
	setp.eq.u32 %p2, %r2, 0;
	@!%p2 bra $B1;
	@%p1 bar.arrive 1, 64;
	ret;
$B1:
	@!%p1 bar.sync 1, 64;
	ret;
}
`)
	d.SetThreads(1)
	_, err = d.Launch(m, Launch{Kernel: "k", Grid: [3]uint32{2}, Block: [3]uint32{64}, Params: u64(0)})
	var f *Fault
	if !errors.As(err, &f) || f.Kind != FaultDeadlock {
		t.Fatalf("got %v, want block 1's barrier deadlock", err)
	}
	const want = "barrier deadlock in kernel k at t.ptx:17:2, block (1,0,0), thread (32,0,0): barrier 1 can never complete: 32 of 64 threads arrived"
	if f.Error() != want {
		t.Errorf("message\n got %s\nwant %s", f.Error(), want)
	}
}
