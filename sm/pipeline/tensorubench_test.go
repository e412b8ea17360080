package pipeline

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// ubenchDir is the tensor-pipe microbenchmark case
// (benchmarks/hardware/tensor-timing/gen_ubench.py): each kernel stores
// the %clock64 cycles of its measured sequence; cycles.expected.bin holds
// the H200's.
const ubenchDir = "../../testdata/tensor-timing/cases/ubench"

// ubenchTolerance is how far (relative) the model's cycles may be from the
// H200's for each microbenchmark.
const ubenchTolerance = 0.15

// runUbench runs every launch of the ubench case under the timing model
// and returns the kernels' names and cycles.
func runUbench(t *testing.T) ([]string, []uint64) {
	t.Helper()
	var c struct {
		Module   string `json:"module"`
		Launches []struct {
			Kernel string    `json:"kernel"`
			Block  [3]uint32 `json:"block"`
		} `json:"launches"`
	}
	b, err := os.ReadFile(filepath.Join(ubenchDir, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(ubenchDir, c.Module))
	if err != nil {
		t.Fatal(err)
	}
	d := timedDevice(t, timing.H200())
	mod := loadSrc(t, d, string(src))
	n := len(c.Launches)
	out, _ := d.Malloc(uint64(8 * n))
	names := make([]string, n)
	for i, l := range c.Launches {
		names[i] = l.Kernel
		if _, err := d.Launch(mod, sm.Launch{Kernel: l.Kernel, Grid: [3]uint32{1, 1, 1}, Block: l.Block,
			Params: binary.LittleEndian.AppendUint64(nil, out)}); err != nil {
			t.Fatalf("%s: %v", l.Kernel, err)
		}
	}
	buf := make([]byte, 8*n)
	if err := d.Read(out, buf); err != nil {
		t.Fatal(err)
	}
	cyc := make([]uint64, n)
	for i := range cyc {
		cyc[i] = binary.LittleEndian.Uint64(buf[8*i:])
	}
	return names, cyc
}

// TestTensorUbench compares the model's cycles for each tensor-pipe
// microbenchmark with the H200's.
func TestTensorUbench(t *testing.T) {
	names, got := runUbench(t)
	hw, err := os.ReadFile(filepath.Join(ubenchDir, "cycles.expected.bin"))
	if errors.Is(err, fs.ErrNotExist) {
		for i, n := range names {
			t.Logf("%-20s model %6d cycles", n, got[i])
		}
		t.Skip("no H200 cycles yet (cycles.expected.bin comes from benchmarks/hardware/tensor-timing/run.sh)")
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(hw) != 8*len(names) {
		t.Fatalf("cycles.expected.bin has %d bytes, want %d", len(hw), 8*len(names))
	}
	for i, n := range names {
		h := float64(binary.LittleEndian.Uint64(hw[8*i:]))
		e := (float64(got[i]) - h) / h
		t.Logf("%-20s model %6d  H200 %6.0f  %+6.1f%%", n, got[i], h, 100*e)
		if math.Abs(e) > ubenchTolerance {
			t.Errorf("%s: model %d cycles, H200 %.0f (%+.1f%%, tolerance %.0f%%)", n, got[i], h, 100*e, 100*ubenchTolerance)
		}
	}
}

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
