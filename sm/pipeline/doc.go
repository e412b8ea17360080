// Package pipeline is ptxsim's cycle-approximate timing model of the GPU:
// 132 SMs of four sub-partitions with warp schedulers, scoreboards and
// unit pipelines, the block dispatcher with CUDA's occupancy rules, and the
// memory hierarchy of memsys/timing behind them.
//
// In: a timing.TimingSpec (the device model, with its policy names) and
// launches, which the functional engine (package sm) executes one
// warp-instruction at a time in the order this package's schedulers issue
// them (Model implements sm.Timer; install it with sm.Device.SetTimer or,
// from a script, ptxsim.Device.SetTiming). Out: per launch, cycles and the
// figures Nsight Compute reports (sm.LaunchResult.Metrics), and the
// simulated cycle that %clock64 reads.
//
// Time is skipped, never ticked: each warp knows the cycle its next
// instruction can issue, each sub-partition the cycle it can issue next,
// each SM the minimum over its sub-partitions; the loop advances the SM
// with the earliest event. docs/timing-model.md describes every component
// and its calibration; docs/extending.md how to add a policy.
package pipeline
