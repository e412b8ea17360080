// Package ptxsim is the scripting API of the ptxsim GPU simulator.
//
// It ties the pipeline together: PTX text is parsed (package ptx), lowered
// once into an executable program (package isa) and run on a device model
// (package sm, with memory in package memsys). A Device offers what the CUDA
// runtime offers a host program: Malloc/Free, copies both ways, Memset,
// pitched allocations, module loading, symbol copies and kernel launches,
// with every failure an error value.
//
// The package also runs conformance cases (testdata/conformance/README.md
// defines the format): LoadCase reads a case.json, (*Case).Run executes it on
// a fresh device and compares the results with what an NVIDIA H200 produced.
package ptxsim
