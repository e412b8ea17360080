// Package ptxsim is the scripting API of the ptxsim GPU simulator.
//
// It ties the pipeline together: PTX text is parsed (package ptx), lowered
// once into an executable program (package isa) and run on a device model
// (package sm, with memory in package memsys). A Device offers what the CUDA
// runtime offers a host program: Malloc/Free, copies both ways, Memset,
// pitched allocations, module loading, symbol copies and kernel launches,
// with every failure an error value.
//
// With Device.SetTiming the device runs launches on the cycle-approximate
// timing model (package sm/pipeline over memsys/timing); its policies (warp
// scheduler, block dispatcher, cache replacement, L1 write policy, DRAM
// scheduler) are chosen by name in the timing spec and extended with
// RegisterWarpScheduler and its siblings (docs/extending.md). Conformance
// cases, validation against the hardware and their statistics live in
// package benchmarks/fidelity.
package ptxsim
