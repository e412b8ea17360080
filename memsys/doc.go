// Package memsys holds the functional memory spaces of a simulated device.
//
// In: allocation requests and byte-addressed accesses (64-bit global
// addresses). Out: bytes, or a *MemError saying why an address is invalid.
// Global memory is sparse: each allocation is one contiguous []byte placed
// at a fresh 4 KiB page of the device address space (so allocations never
// overlap, are 256-byte aligned, and a page maps to exactly one
// allocation); a page table indexed by page number finds it in O(1),
// never through a map. Shared, local and param memory are plain per-block,
// per-thread and per-launch byte slices owned by package sm; the timing
// model (memsys/timing) sees every access as a warp-level description.
package memsys
