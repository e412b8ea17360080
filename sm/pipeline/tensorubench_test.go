package pipeline

import (
	"encoding/binary"
	"math"
	"os"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// ubenchTolerance is how far (relative) the model's cycles may be from the
// H200's in a tensor-pipe microbenchmark.
const ubenchTolerance = 0.15

// TestTensorGemmLoop runs tensorbench's gemm_loop (tc_gemm's inner loop
// from shared memory: per warp and k-step 4 ldmatrix.x4, 4 ldmatrix.x4.trans,
// 32 mma.sync m16n8k16) in one block of 4 and 8 warps and compares the
// cycles per k-step with h200-tensor.json gemm_inner_loop.
func TestTensorGemmLoop(t *testing.T) {
	src, err := os.ReadFile("../../testdata/tensor-timing/ptx/gemm_loop.ptx")
	if err != nil {
		t.Fatal(err)
	}
	const iters = 64
	for _, c := range []struct {
		warps uint32
		hw    float64 // cycles_per_step_Nwarps
	}{{4, 328.141}, {8, 456.75}} {
		d := timedDevice(t, timing.H200())
		mod := loadSrc(t, d, string(src))
		out, _ := d.Malloc(64)
		sink, _ := d.Malloc(8 * 1024)
		p := binary.LittleEndian.AppendUint64(nil, out)
		p = binary.LittleEndian.AppendUint64(p, sink)
		p = binary.LittleEndian.AppendUint32(p, iters)
		if _, err := d.Launch(mod, sm.Launch{Kernel: "_Z9gemm_loopPxPfi", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32 * c.warps, 1, 1}, Params: p}); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 8)
		if err := d.Read(out, buf); err != nil {
			t.Fatal(err)
		}
		step := float64(binary.LittleEndian.Uint64(buf)) / iters
		e := (step - c.hw) / c.hw
		t.Logf("%d warps: %.1f cycles per k-step, H200 %.1f (%+.1f%%)", c.warps, step, c.hw, 100*e)
		if math.Abs(e) > ubenchTolerance {
			t.Errorf("gemm_loop, %d warps: %.1f cycles per k-step, H200 %.1f (%+.1f%%, tolerance %.0f%%)", c.warps, step, c.hw, 100*e, 100*ubenchTolerance)
		}
	}
}
