// Package sm is the functional SIMT engine: a device with global memory,
// loaded modules and kernel launches.
//
// In: an *isa.Program (from isa.Lower), launch shapes and parameter bytes.
// Out: device memory changed as the GPU would change it, printf output, a
// LaunchResult with instruction counts, or an error: *LaunchError when the
// driver would refuse the launch (nothing runs), *Fault when the kernel
// faults at run time (device memory stays readable).
//
// Blocks are made resident as the device's occupancy allows; their warps
// are interleaved round robin, a quantum of instructions at a time, so that
// spin-waits on other warps or blocks make progress. Each warp has a
// reconvergence stack (divergence at a branch, reconvergence at the branch's
// immediate post-dominator computed by isa.Lower), a call stack whose frames
// own a register window and a slice of each thread's local memory, and an
// exited-lane mask.
//
// The engine knows nothing of cycles. A timing model (sm/pipeline) plugs in
// through the narrow interface of engine.go: Device.SetTimer installs a
// Timer, which drives each launch through an Engine (start a block, step a
// warp, finish a block) and reads what each warp-instruction did through
// Warp handles (masks, registers, the memory access as a memsys.Access,
// barrier blocking, reconvergence, nanosleep), each block on a Worker of
// the model's (one per simulated SM); %clock64 reads the cycle the model
// sets on the worker.
//
// Blocks that cannot observe one another through memory (order.go) run in
// parallel, functional mode on a pool of goroutines (parallel.go), timing
// mode on the model's; results do not depend on the number of goroutines
// (Device.SetThreads).
package sm
