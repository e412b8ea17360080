package ptxsim_test

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// lastWriter: every thread of every block stores ctaid*1000+tid to the
// same word; which store lands last depends on the order the blocks run in.
const lastWriter = `.version 7.0
.target sm_70
.address_size 64
.visible .entry lastw(.param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %tid.x;
	mad.lo.u32 %r3, %r1, 1000, %r2;
	st.global.u32 [%rd1], %r3;
	ret;
}
`

// TestRacingStoresOrdered: plain stores of many blocks to one global word
// (a write-write race) give the same bytes with 1, 2 and 16 threads, in
// functional and timing mode, and the launch says it ran ordered because
// of the store (line 13).
func TestRacingStoresOrdered(t *testing.T) {
	for _, timed := range []bool{false, true} {
		var first uint32
		for i, n := range []int{1, 2, 16} {
			dev, err := ptxsim.OpenDevice("h200")
			if err != nil {
				t.Fatal(err)
			}
			if timed {
				if err := dev.SetTiming(timing.H200()); err != nil {
					t.Fatal(err)
				}
			}
			dev.SetThreads(n)
			mod, err := dev.LoadPTX("race.ptx", []byte(lastWriter))
			if err != nil {
				t.Fatal(err)
			}
			buf, _ := dev.Malloc(4)
			res, err := mod.Launch("lastw", ptxsim.D1(600), ptxsim.D1(128), ptxsim.LaunchOptions{}, ptxsim.ArgPtr(buf))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(res.Serial, "block-invariant global address") || !strings.Contains(res.Serial, "race.ptx:13:") {
				t.Errorf("timed %v, %d threads: Serial = %q, want the store at race.ptx:13", timed, n, res.Serial)
			}
			b := make([]byte, 4)
			if err := dev.Read(buf, b); err != nil {
				t.Fatal(err)
			}
			v := binary.LittleEndian.Uint32(b)
			if i == 0 {
				first = v
			} else if v != first {
				t.Errorf("timed %v: %d threads wrote %d, 1 thread %d", timed, n, v, first)
			}
		}
	}
}
