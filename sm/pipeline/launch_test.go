package pipeline

import (
	"encoding/binary"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// timedDevice makes an H200 device in timing mode with spec.
func timedDevice(t *testing.T, spec *timing.TimingSpec) *sm.Device {
	t.Helper()
	d := sm.NewDevice(sm.H200())
	m, err := New(spec)
	if err != nil {
		t.Fatal(err)
	}
	d.SetTimer(m)
	return d
}

// peerWrite: thread 0 of each block writes its rank into the next block's
// ((rank+1) mod 4) shared word before the cluster barrier, so the neighbour must
// already be resident; after the barrier it stores what it received at
// out[%ctaid.x].
const peerWrite = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.shared .align 4 .u32 got;
	.reg .pred %p<2>;
	.reg .b32 %r<10>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	setp.ne.u32 %p1, %r1, 0;
	mov.u32 %r2, %cluster_ctarank;
	add.u32 %r8, %r2, 1;
	and.b32 %r3, %r8, 3;
	mov.u32 %r4, got;
	mapa.shared::cluster.u32 %r5, %r4, %r3;
	@!%p1 st.shared::cluster.u32 [%r5], %r2;
	barrier.cluster.arrive;
	barrier.cluster.wait;
	@%p1 bra DONE;
	ld.shared.u32 %r6, [got];
	mov.u32 %r7, %ctaid.x;
	mul.wide.u32 %rd2, %r7, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r6;
DONE:
	barrier.cluster.arrive;
	barrier.cluster.wait;
	ret;
}`

func loadSrc(t *testing.T, d *sm.Device, src string) *sm.Module {
	t.Helper()
	m, err := ptx.Parse("k.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := isa.Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := d.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	return mod
}

// TestTimedClusters: on 3 SMs holding 2 blocks of 1024 threads each, a
// grid of 4 clusters of 4 blocks must start each cluster whole (4 of the 6
// slots), never 2 blocks of the next cluster beside the running one, or
// the early blocks would write into a neighbour that does not exist yet.
func TestTimedClusters(t *testing.T) {
	ts := timing.H200()
	ts.NumSMs = 3
	d := timedDevice(t, ts)
	mod := loadSrc(t, d, peerWrite)
	const blocks = 16
	out, _ := d.Malloc(4 * blocks)
	res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{blocks, 1, 1}, Block: [3]uint32{1024, 1, 1},
		Cluster: [3]uint32{4, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 4*blocks)
	if err := d.Read(out, buf); err != nil {
		t.Fatal(err)
	}
	for b := 0; b < blocks; b++ {
		if got, want := binary.LittleEndian.Uint32(buf[4*b:]), uint32((b+3)%4); got != want {
			t.Errorf("block %d received %d, want %d", b, got, want)
		}
	}
	if res.Metrics["gpc__cycles_elapsed.max"] <= 0 {
		t.Error("no cycles in timing mode")
	}
}

// TestTimedNanosleep: a warp that sleeps 10 us issues nothing for about
// 10 us at the model's clock (19800 cycles at 1980 MHz), charged to the
// "sleeping" stall reason.
func TestTimedNanosleep(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out];
	mov.u64 %rd2, %clock64;
	mov.u32 %r1, 10000;
	nanosleep.u32 %r1;
	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	st.global.u64 [%rd1], %rd4;
	ret;
}`
	d := timedDevice(t, timing.H200())
	mod := loadSrc(t, d, src)
	out, _ := d.Malloc(8)
	res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 8)
	if err := d.Read(out, buf); err != nil {
		t.Fatal(err)
	}
	if c := binary.LittleEndian.Uint64(buf); c < 19800 || c > 19900 {
		t.Errorf("clock64 around a 10 us nanosleep: %d cycles, want about 19800", c)
	}
	if s := res.Metrics["smsp__pcsamp_warps_issue_stalled_sleeping"]; s < 19000 {
		t.Errorf("sleeping stall %v warp-cycles, want about 19800", s)
	}
}

// TestTimedReset: Device.Reset drops the timing model's caches (the next
// launch misses in L2 again) and restarts %clock64, as a fresh device.
func TestTimedReset(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [out];
	ld.global.u32 %r1, [%rd1];
	mov.u64 %rd2, %clock64;
	st.global.u64 [%rd1+8], %rd2;
	ret;
}`
	d := timedDevice(t, timing.H200())
	var out uint64
	launch := func(alloc bool) (dram float64, clock uint64) {
		mod := loadSrc(t, d, src)
		if alloc {
			out, _ = d.Malloc(16)
		}
		res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 16)
		if err := d.Read(out, buf); err != nil {
			t.Fatal(err)
		}
		return res.Metrics["dram__bytes_read.sum"], binary.LittleEndian.Uint64(buf[8:])
	}
	cold, c0 := launch(true)
	warm, c1 := launch(false)
	d.Reset()
	again, c2 := launch(true)
	if cold == 0 || warm != 0 || again != cold {
		t.Errorf("DRAM bytes read: first %v, second %v (L2 warm), after Reset %v (want the first's)", cold, warm, again)
	}
	if c1 <= c0 || c2 != c0 {
		t.Errorf("%%clock64: %d, %d, after Reset %d (want it to restart at %d)", c0, c1, c2, c0)
	}
}
