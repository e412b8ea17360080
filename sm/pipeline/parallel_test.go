package pipeline

import (
	"bytes"
	"encoding/binary"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// faultAfter: block 200 faults early (a load from address 0), block 3
// after a long loop; the others store their index.
const faultAfter = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .pred %p<4>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	setp.eq.u32 %p1, %r1, 200;
	@%p1 bra $BAD;
	setp.ne.u32 %p2, %r1, 3;
	@%p2 bra $OK;
	mov.u32 %r2, 0;
$L:
	add.u32 %r2, %r2, 1;
	setp.lt.u32 %p3, %r2, 3000;
	@%p3 bra $L;
$BAD:
	mov.u64 %rd2, 0;
	ld.global.u32 %r3, [%rd2];
$OK:
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd1, %rd3;
	st.global.u32 [%rd4], %r1;
	ret;
}`

// TestParallelTimingFault: in timing mode the launch's fault is the one at
// the lowest cycle (then SM), whatever the number of threads: block 200
// faults thousands of cycles before block 3.
func TestParallelTimingFault(t *testing.T) {
	defer func() { aheadAlways = false }()
	var want []byte
	// 0: 16 threads, every SM that may run ahead of a synchronisation
	// does (gang.runAhead): the memory the other blocks wrote is the same
	// too (a fault stops the launch one quantum later: stopped).
	for _, n := range []int{1, 2, 16, 0} {
		if n == 0 {
			n, aheadAlways = 16, true
		}
		d := timedDevice(t, timing.H200())
		d.SetThreads(n)
		mod := loadSrc(t, d, faultAfter)
		out, _ := d.Malloc(4 * 264)
		_, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{264, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
		var f *sm.Fault
		if !errors.As(err, &f) || f.Block != [3]uint32{200, 0, 0} {
			t.Errorf("%d threads: %v, want the fault of block 200", n, err)
		}
		got := make([]byte, 4*264)
		if err := d.Read(out, got); err != nil {
			t.Fatal(err)
		}
		if want == nil {
			want = got
		} else if !bytes.Equal(got, want) {
			t.Errorf("%d threads (ahead %v): memory after the fault differs from 1 thread", n, aheadAlways)
		}
	}
}

// TestParallelTimingMetrics: the same launch gives the same metrics, every
// one, with 1, 2 and 16 threads (the corpus test in benchmarks/fidelity
// does this for every case; this one needs no corpus).
func TestParallelTimingMetrics(t *testing.T) {
	var first map[string]float64
	affinity, stages := gangAffinity, serveCacheStages
	defer func() {
		forceStagedServe, gangAffinity, serveCacheStages, aheadAlways = false, affinity, stages, false
	}()
	// 0: 16 threads with the staged serve (timing.Hierarchy.ServeOtherStage)
	// even on a machine with fewer processors than its parts, one cache
	// stage and the gang's SM affinity (the defaults); -1: without the
	// affinity; -2: and one cache stage per L2 partition; -3: and every
	// SM that may run ahead of a synchronisation does (gang.runAhead).
	for _, n := range []int{1, 2, 16, 0, -1, -2, -3} {
		switch n {
		case 0:
			n, forceStagedServe, gangAffinity, serveCacheStages = 16, true, true, 1
		case -1:
			n, gangAffinity = 16, false
		case -2:
			n, serveCacheStages = 16, 0
		case -3:
			n, aheadAlways = 16, true
		}
		d := timedDevice(t, timing.H200())
		d.SetThreads(n)
		// Blocks 0..199 only, and the loop leads nowhere bad: no fault.
		mod := loadSrc(t, d, strings.Replace(faultAfter, "$L;\n$BAD:", "$L;\n\tbra $OK;\n$BAD:", 1))
		out, _ := d.Malloc(4 * 264)
		res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{200, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = res.Metrics
		} else if !reflect.DeepEqual(first, res.Metrics) {
			t.Errorf("%d threads: metrics differ from 1 thread (cycles %v against %v)", n, res.Metrics["gpc__cycles_elapsed.max"], first["gpc__cycles_elapsed.max"])
		}
	}
}

// lookback: CUB's decoupled look-back in miniature (sm's TestParallelLookback
// has it functionally): thread 0 of block b polls block b-1's flag with
// ld.cg, then publishes its own.
const lookback = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 flags)
{
	.reg .pred %p<3>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd2, [flags];
	mov.u32 %r0, %tid.x;
	setp.ne.u32 %p1, %r0, 0;
	@%p1 bra $done;
	mov.u32 %r1, %ctaid.x;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd6, %rd2, %rd3;
	setp.eq.u32 %p2, %r1, 0;
	@%p2 bra $publish;
$spin:
	membar.cta;
	ld.cg.u32 %r4, [%rd6+-4];
	setp.eq.u32 %p2, %r4, 0;
	@%p2 bra $spin;
$publish:
	st.cg.u32 [%rd6], 1;
$done:
	ret;
}`

// TestParallelTimingLookback: a launch whose blocks poll one another's
// flags runs in cycle order, with the same metrics for 1, 2 and 16
// threads (the polling iterations included).
func TestParallelTimingLookback(t *testing.T) {
	var first map[string]float64
	for _, n := range []int{1, 2, 16} {
		d := timedDevice(t, timing.H200())
		d.SetThreads(n)
		mod := loadSrc(t, d, lookback)
		flags, _ := d.Malloc(4 * 300)
		res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{300, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, flags)})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Serial, "bypasses the L1") {
			t.Errorf("%d threads: Serial = %q, want the ld.cg poll", n, res.Serial)
		}
		if first == nil {
			first = res.Metrics
		} else if !reflect.DeepEqual(first, res.Metrics) {
			t.Errorf("%d threads: metrics differ from 1 thread (cycles %v against %v)", n, res.Metrics["gpc__cycles_elapsed.max"], first["gpc__cycles_elapsed.max"])
		}
	}
}
