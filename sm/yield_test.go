package sm

import (
	"encoding/binary"
	"testing"
)

// One side of a divergent branch waits, with nanosleep back-off, for a
// flag the other side sets: the waiting side runs first here (the taken
// side is on top of the stack), so without the hand-over at nanosleep
// (yieldPath) the warp would spin until the instruction limit, as lanes
// of one warp waiting on each other did in libcu++'s cuda::barrier with
// arrive_and_drop (testdata/cuda/src/aw_barrier.cu). Volta's independent
// thread scheduling lets the other side run. (The timing model drives
// the same engine: testdata/cuda's aw_barrier runs on it.)
func TestDivergentWaitYields(t *testing.T) {
	const src = `
.visible .entry k(.param .u64 out)
{
	.reg .pred %p<3>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<4>;
	.shared .align 4 .u32 flag;
	mov.u32 %r1, %tid.x;
	mov.u32 %r5, 0;
	st.shared.u32 [flag], %r5;
	bar.sync 0;
	and.b32 %r2, %r1, 1;
	setp.eq.u32 %p1, %r2, 1;
	@%p1 bra WAITER;
	mov.u32 %r4, 1;
	st.volatile.shared.u32 [flag], %r4;
	bra.uni DONE;
WAITER:
	ld.volatile.shared.u32 %r3, [flag];
	setp.ne.u32 %p2, %r3, 0;
	@%p2 bra DONE;
	nanosleep.u32 100;
	bra.uni WAITER;
DONE:
	ld.param.u64 %rd1, [out];
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	add.u32 %r4, %r1, 1000;
	st.global.u32 [%rd3], %r4;
	ret;
}
`
	d, m := load(t, src)
	out, _ := d.Malloc(4 * 64)
	l := Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: u64(out), Limits: Limits{MaxInstructions: 100000}}
	if _, err := d.Launch(m, l); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 4*64)
	if err := d.Read(out, b); err != nil {
		t.Fatal(err)
	}
	for i := range 64 {
		if v := binary.LittleEndian.Uint32(b[4*i:]); v != uint32(1000+i) {
			t.Fatalf("thread %d wrote %d, want %d", i, v, 1000+i)
		}
	}
}
