package ptxsim_test

import (
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// TestProgress: after a launch the progress says every block finished and
// counts the launch's warp-instructions, in functional and timing mode;
// timing mode also reports the simulated cycle.
func TestProgress(t *testing.T) {
	for _, timed := range []bool{false, true} {
		dev, err := ptxsim.OpenDevice("h200")
		if err != nil {
			t.Fatal(err)
		}
		if timed {
			if err := dev.SetTiming(timing.H200()); err != nil {
				t.Fatal(err)
			}
		}
		p := new(sm.Progress)
		dev.SetProgress(p)
		p.SetLabel("test")
		mod, err := dev.LoadFile("testdata/conformance/ptx/basics.sm_90.ptx")
		if err != nil {
			t.Fatal(err)
		}
		const n = 64 * 256
		buf, _ := dev.Malloc(4 * n)
		var total uint64
		for l := 0; l < 2; l++ {
			res, err := mod.Launch("vecAdd", ptxsim.D1(64), ptxsim.D1(256), ptxsim.LaunchOptions{},
				ptxsim.ArgPtr(buf), ptxsim.ArgPtr(buf), ptxsim.ArgPtr(buf), ptxsim.ArgS32(n))
			if err != nil {
				t.Fatal(err)
			}
			total += res.WarpInstructions
			s := p.Snapshot()
			if s.Label != "test" || s.Launch != l+1 || s.Kernel != "vecAdd" || s.BlocksDone != 64 || s.BlocksTotal != 64 ||
				s.WarpInstructions != total || s.LaunchInstructions != res.WarpInstructions || (s.Cycle > 0) != timed {
				t.Errorf("timed %v, launch %d: snapshot %+v (launch executed %d warp-instructions)", timed, l, s, res.WarpInstructions)
			}
		}
	}
}
