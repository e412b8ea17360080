package pipeline

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// The limits of sm.Limits stop timed launches as they stop functional ones
// (sm's TestLimits), and the cycle limit exists only here.
func TestLimitsTimed(t *testing.T) {
	const head = ".version 8.0\n.target sm_90\n.address_size 64\n"
	spin := head + ".visible .entry k(.param .u64 p)\n{\n$L:\n\tbra $L;\n}\n" // the bra is line 7
	nop := head + ".visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<2>;\n\tmov.u32 %r1, %ctaid.x;\n\tret;\n}\n"
	setup := func(t *testing.T, src string) (*sm.Device, *sm.Module) {
		t.Helper()
		m, err := ptx.Parse("t.ptx", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		p, err := isa.Lower(m)
		if err != nil {
			t.Fatal(err)
		}
		d := timedDevice(t, timing.H200())
		mod, err := d.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		return d, mod
	}
	params := make([]byte, 8)
	want := func(t *testing.T, err error, kind sm.FaultKind, parts ...string) *sm.Fault {
		t.Helper()
		var f *sm.Fault
		if !errors.As(err, &f) || f.Kind != kind {
			t.Fatalf("got %v, want a %v fault", err, kind)
		}
		for _, p := range parts {
			if !strings.Contains(f.Error(), p) {
				t.Errorf("fault %q lacks %q", f.Error(), p)
			}
		}
		return f
	}
	t.Run("instructions", func(t *testing.T) {
		d, m := setup(t, spin)
		res, err := d.Launch(m, sm.Launch{Kernel: "k", Grid: [3]uint32{2}, Block: [3]uint32{64}, Params: params, Limits: sm.Limits{MaxInstructions: 5000}})
		want(t, err, sm.FaultStepLimit, "at t.ptx:7:2, block (", "limit of 5000 warp-instructions")
		if res == nil || res.Metrics == nil {
			t.Errorf("a stopped timed launch has no metrics: %+v", res)
		}
	})
	t.Run("cycles", func(t *testing.T) {
		d, m := setup(t, spin)
		_, err := d.Launch(m, sm.Launch{Kernel: "k", Grid: [3]uint32{2}, Block: [3]uint32{32}, Params: params, Limits: sm.Limits{MaxCycles: 20000, MaxInstructions: sm.NoLimit}})
		want(t, err, sm.FaultCycleLimit, "at t.ptx:7:2", "limit of 20000 cycles (--max-cycles", "0 of 2 blocks finished")
		b := make([]byte, 8)
		a, _ := d.Malloc(8)
		if err := d.Read(a, b); err != nil {
			t.Errorf("device memory unreadable after the cycle limit: %v", err)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		d, m := setup(t, spin)
		_, err := d.Launch(m, sm.Launch{Kernel: "k", Block: [3]uint32{32}, Params: params, Limits: sm.Limits{MaxInstructions: sm.NoLimit, Timeout: 50 * time.Millisecond}})
		want(t, err, sm.FaultTimeout, "at t.ptx:7:2, block (0,0,0), thread (0,0,0)", "50ms time limit")
	})
	t.Run("cancel", func(t *testing.T) {
		d, m := setup(t, spin)
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(30*time.Millisecond, cancel)
		_, err := d.LaunchContext(ctx, m, sm.Launch{Kernel: "k", Block: [3]uint32{32}, Params: params, Limits: sm.Limits{MaxInstructions: sm.NoLimit}})
		want(t, err, sm.FaultInterrupted, "interrupted in kernel k at t.ptx:7:2")
	})
	t.Run("huge-grid", func(t *testing.T) {
		d, m := setup(t, nop)
		_, err := d.Launch(m, sm.Launch{Kernel: "k", Grid: [3]uint32{1<<31 - 1}, Block: [3]uint32{32}, Params: params, Limits: sm.Limits{MaxInstructions: 30000}})
		// The fault's block shows how far the grid got.
		f := want(t, err, sm.FaultStepLimit, "limit of 30000 warp-instructions")
		if f.Block[0] == 0 {
			t.Errorf("stopped in block %v: the grid made no progress", f.Block)
		}
	})
	t.Run("device-defaults", func(t *testing.T) {
		d, m := setup(t, spin)
		d.SetLimits(sm.Limits{MaxInstructions: 700})
		_, err := d.Launch(m, sm.Launch{Kernel: "k", Params: params})
		want(t, err, sm.FaultStepLimit, "limit of 700 warp-instructions")
	})
}
