// Package timing holds the memory-hierarchy building blocks of ptxsim's
// cycle-approximate timing model, and the device-model parameters
// (TimingSpec) that configure them.
//
// In: one Access per warp-level memory instruction, as the SIMT engine
// executes it (state space, operation, bytes per lane, active mask, the 32
// lane addresses, cache operator), plus the SM cycle at which it issues.
// Out: the access-pattern figures Nsight Compute reports (global requests
// and 32-byte sectors, shared-memory wavefronts and bank conflicts, L1/L2
// sector hits, DRAM bytes) and the cycle at which the data is back.
//
// The pieces work alone and together:
//
//   - Coalescer turns a global or local access into 128-byte lines with a
//     4-bit mask of the 32-byte sectors touched (l1tex__t_requests and
//     l1tex__t_sectors).
//   - Banks turns a shared access into wavefronts and bank conflicts
//     (l1tex__data_pipe_lsu_wavefronts, l1tex__data_bank_conflicts).
//   - Cache is a sectored set-associative cache (L1 or L2) with LRU
//     replacement and per-sector valid and dirty bits.
//   - Pipe is a bandwidth-limited server with a fixed latency (L2 slices,
//     DRAM channels): it keeps a next-free time, so an idle unit costs
//     nothing and the model never ticks cycle by cycle.
//   - Hierarchy wires per-SM L1s, one L2 and DRAM together under a
//     TimingSpec and counts the ncu metrics.
//
// Everything is allocation-free per access once built: buffers are held by
// the component and reused. Nothing here knows about warps or schedulers;
// the engine calls in with addresses and a time and gets a time back.
package timing
