package ptxsim

import (
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// SetTiming switches the device to timing mode with the device model spec
// (nil: functional mode, the default and the fastest): launches then run
// on the cycle-approximate timing model (package sm/pipeline), carry
// cycles and Nsight Compute-named figures in LaunchResult.Metrics, and
// %clock/%clock64 read the simulated SM cycle. The spec's policy names
// (sched.policy, l1.replacement, ...) must be registered: an unknown name
// is an error listing the known ones.
func (d *Device) SetTiming(spec *timing.TimingSpec) error {
	if spec == nil {
		d.SetTimer(nil)
		return nil
	}
	cold := d.ColdCaches()
	m, err := pipeline.New(spec)
	if err != nil {
		return err
	}
	m.SetColdCaches(cold)
	if d.rec != nil {
		m.SetObserver(d.rec.obs)
	}
	d.SetTimer(m)
	return nil
}

// Timing returns the device model of timing mode, or nil in functional
// mode.
func (d *Device) Timing() *timing.TimingSpec {
	if m, ok := d.Timer().(*pipeline.Model); ok {
		return m.Spec()
	}
	return nil
}

// SetColdCaches makes every timed launch start with empty L1 and L2 caches,
// as Nsight Compute does before each profiled launch. Off (the default),
// the L2 keeps what earlier launches left in it (the L1s are invalidated at
// every kernel boundary, as on the hardware). It applies to the timing
// model set now or later.
func (d *Device) SetColdCaches(on bool) {
	d.cold = on
	if m, ok := d.Timer().(*pipeline.Model); ok {
		m.SetColdCaches(on)
	}
}

// ColdCaches reports whether timed launches start with empty caches.
func (d *Device) ColdCaches() bool { return d.cold }
