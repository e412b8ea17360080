package pipeline

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// faultLate: block 5 faults after LOOP iterations; every block stores its
// iteration count each iteration, so memory after the fault shows how far
// each SM ran.
const faultLate = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .pred %p<4>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %ctaid.x;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd1, %rd3;
	mov.u32 %r2, 0;
$L:
	add.u32 %r2, %r2, 1;
	st.global.u32 [%rd4], %r2;
	ld.global.u32 %r4, [%rd4+256];
	and.b32 %r4, %r4, 0;
	add.u32 %r2, %r2, %r4;
	setp.ne.u32 %p1, %r1, 5;
	@%p1 bra $NEXT;
	setp.eq.u32 %p2, %r2, LOOP;
	@%p2 bra $BAD;
$NEXT:
	setp.lt.u32 %p3, %r2, 100000;
	@%p3 bra $L;
	ret;
$BAD:
	mov.u64 %rd2, 0;
	ld.global.u32 %r3, [%rd2];
	ret;
}`

// TestParallelTimingFaultAhead: a fault in a quantum an SM ran ahead into
// (gang.runAhead) stops the launch where it stops with one thread: the
// memory the other blocks wrote is the same. (The load each iteration
// waits for keeps SMs eligible to run ahead; of these counts, 44 and 58
// put block 5's fault in a quantum its SM ran ahead into when this was
// written: a synchronisation's Check stopped the launch a quantum early.)
func TestParallelTimingFaultAhead(t *testing.T) {
	defer func() { aheadAlways = false }()
	for _, loop := range []int{40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59} {
		var want []byte
		var wantErr string
		for _, n := range []int{1, 0} {
			aheadAlways = n == 0
			if n == 0 {
				n = 4
			}
			d := timedDevice(t, timing.H200())
			d.SetThreads(n)
			mod := loadSrc(t, d, strings.Replace(faultLate, "LOOP", fmt.Sprint(loop), 1))
			out, _ := d.Malloc(4 * 128)
			_, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{64, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: binary.LittleEndian.AppendUint64(nil, out)})
			var f *sm.Fault
			if !errors.As(err, &f) || f.Block != [3]uint32{5, 0, 0} {
				t.Fatalf("loop %d, %d threads: %v, want the fault of block 5", loop, n, err)
			}
			got := make([]byte, 4*64)
			if err := d.Read(out, got); err != nil {
				t.Fatal(err)
			}
			if want == nil {
				want, wantErr = got, err.Error()
				continue
			}
			if !bytes.Equal(got, want) {
				t.Errorf("loop %d, %d threads (ahead %v): memory after the fault differs from 1 thread: block 0 wrote %d, want %d", loop, n, aheadAlways,
					binary.LittleEndian.Uint32(got), binary.LittleEndian.Uint32(want))
			}
			if err.Error() != wantErr {
				t.Errorf("loop %d, %d threads: %v, want %v", loop, n, err, wantErr)
			}
		}
	}
}
