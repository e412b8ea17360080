package pipeline

import (
	"encoding/binary"
	"maps"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// declining makes the "x_test_declining" warp scheduler (named to sort
// after the real ones, which TestUnknownScheduler lists) issue nothing from
// cycle 3000 on.
var declining atomic.Bool

type decliningSched struct{ gto WarpScheduler }

func (s decliningSched) Pick(ws []SchedWarp, last int, now int64) int {
	if declining.Load() && now >= 3000 {
		return -1
	}
	return s.gto.Pick(ws, last, now)
}

func init() {
	RegisterWarpScheduler("x_test_declining", func(spec *timing.TimingSpec) WarpScheduler {
		f, _ := warpSchedulers.Get("gto")
		return decliningSched{f(spec)}
	})
}

// TestErrorResetsHierarchy: after a launch that a misbehaving policy
// stops, the next launch on the same model times as on a fresh one (the
// stopped launch may leave requests of a run-ahead phase in a port's
// buffer; the model rebuilds its hierarchy instead of serving them).
func TestErrorResetsHierarchy(t *testing.T) {
	defer declining.Store(false)
	spec := timing.H200()
	spec.Sched.Policy = "x_test_declining"
	small := strings.Replace(strings.Replace(faultLate, "LOOP", "100001", 1), "100000", "300", 1)
	launch := func(d *sm.Device) (map[string]float64, error) {
		mod := loadSrc(t, d, small)
		out, _ := d.Malloc(4 * 128)
		p := binary.LittleEndian.AppendUint64(nil, out)
		res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{64, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: p})
		if declining.Load() {
			if err == nil || !strings.Contains(err.Error(), "issued nothing") {
				t.Fatalf("declining scheduler: %v, want its error", err)
			}
			declining.Store(false)
			// The same launch again, on the same module and memory.
			res, err = d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{64, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: p})
		}
		if err != nil {
			return nil, err
		}
		return res.Metrics, nil
	}
	d := timedDevice(t, spec)
	d.SetThreads(4)
	declining.Store(true)
	got, err := launch(d)
	if err != nil {
		t.Fatal(err)
	}
	fresh := timedDevice(t, spec)
	fresh.SetThreads(4)
	want, err := launch(fresh)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(got, want) {
		t.Errorf("the launch after a stopped one differs from the same launch on a fresh model: cycles %v, want %v", got["gpc__cycles_elapsed.max"], want["gpc__cycles_elapsed.max"])
	}
}
