package ptxsim

import (
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// The timing model's replaceable parts (docs/extending.md). Each kind of
// policy is an interface with a registry; a device model selects one by
// name in its "timing" object, and a program adds its own with the
// Register functions below before setting the spec (TimingSpec fields
// sched.policy, launch.dispatch, l1.replacement, l2.replacement,
// l1.write_policy, dram.scheduler).
type (
	// WarpScheduler picks the warp a sub-partition issues (sched.policy).
	WarpScheduler = pipeline.WarpScheduler
	// SchedWarp is what a WarpScheduler sees of one warp.
	SchedWarp = pipeline.SchedWarp
	// BlockDispatcher picks the SMs new blocks start on (launch.dispatch).
	BlockDispatcher = pipeline.BlockDispatcher
	// Replacement is a cache replacement policy (l1/l2.replacement).
	Replacement = timing.Replacement
	// WritePolicy is what the L1 does with stores (l1.write_policy).
	WritePolicy = timing.WritePolicy
	// DRAMScheduler orders a DRAM channel's requests (dram.scheduler).
	DRAMScheduler = timing.DRAMScheduler
	// TimingSpec is a device's timing model: parameters and policy names.
	TimingSpec = timing.TimingSpec
)

// RegisterWarpScheduler makes a warp scheduler selectable as
// sched.policy = name; f makes one per SM sub-partition.
func RegisterWarpScheduler(name string, f func(*TimingSpec) WarpScheduler) {
	pipeline.RegisterWarpScheduler(name, f)
}

// RegisterBlockDispatcher makes a block dispatcher selectable as
// launch.dispatch = name; f makes one per launch.
func RegisterBlockDispatcher(name string, f func(*TimingSpec) BlockDispatcher) {
	pipeline.RegisterBlockDispatcher(name, f)
}

// RegisterReplacement makes a cache replacement policy selectable as
// l1.replacement or l2.replacement = name; f makes one per cache of ways
// lines (sets x assoc), seeded from TimingSpec.Seed.
func RegisterReplacement(name string, f func(ways, assoc int, seed uint64) Replacement) {
	timing.RegisterReplacement(name, f)
}

// RegisterWritePolicy makes an L1 write policy selectable as
// l1.write_policy = name; f makes one per SM.
func RegisterWritePolicy(name string, f func(*TimingSpec) WritePolicy) {
	timing.RegisterWritePolicy(name, f)
}

// RegisterDRAMScheduler makes a DRAM request scheduler selectable as
// dram.scheduler = name; f makes one per channel of rate bytes per cycle.
func RegisterDRAMScheduler(name string, f func(spec *TimingSpec, rate float64) DRAMScheduler) {
	timing.RegisterDRAMScheduler(name, f)
}

// PolicyKind is one replaceable part of the timing model.
type PolicyKind struct {
	Field   string   `json:"field"`   // the timing spec field that selects it
	Default string   `json:"default"` // the H200's choice
	Names   []string `json:"names"`   // registered policies
}

// Policies lists the timing model's policy kinds and what is registered
// for each (`ptxsim devices --policies`).
func Policies() []PolicyKind {
	h := timing.H200()
	return []PolicyKind{
		{"sched.policy", h.Sched.Policy, pipeline.WarpSchedulerNames()},
		{"launch.dispatch", h.Launch.Dispatch, pipeline.BlockDispatcherNames()},
		{"l1.replacement", h.L1.Replacement, timing.ReplacementNames()},
		{"l2.replacement", h.L2.Replacement, timing.ReplacementNames()},
		{"l1.write_policy", h.L1.WritePolicy, timing.WritePolicyNames()},
		{"dram.scheduler", h.DRAM.Scheduler, timing.DRAMSchedulerNames()},
	}
}
