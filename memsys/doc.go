// Package memsys holds the functional memory spaces of a simulated device.
//
// In: allocation requests and byte-addressed accesses (64-bit global
// addresses). Out: bytes, or an error saying why an access is invalid
// (*MemError), why an allocation does not fit the device
// (*OutOfMemoryError) or why the host cannot back it (*HostMemoryError).
//
// Global memory is sparse and lazy, like a GPU's: each allocation is placed
// at a fresh 4 KiB page of the device address space, followed by a guard
// page (allocations never overlap and are 256-byte aligned), and is backed
// by host memory in 64 KiB chunks that materialize on their first write; a
// chunk never written reads as zeros. Allocations up to the device's memory
// size succeed; a HostBudget (an atomic counter, default half of the
// machine's memory) bounds what is materialized, so a 100 GB buffer costs
// nothing until written and a simulation that writes more than the host can
// hold stops with an error instead of the process dying. Lookups go through
// an immutable table of allocations sorted by address, published atomically,
// and a chunk is published by compare-and-swap, so kernels on several
// goroutines may read, write and materialize at once; Malloc and Free
// serialize on a mutex. An allocation of kind AllocExternal is backed by
// memory its caller owns (host-mapped and unified memory) instead.
//
// Shared, local and param memory are plain per-block, per-thread and
// per-launch byte slices owned by package sm; the timing model
// (memsys/timing) sees every access as a warp-level description.
package memsys
