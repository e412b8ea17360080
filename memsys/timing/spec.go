package timing

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
)

// TimingSpec is every timing parameter of a device model: clock, SM count,
// per-unit latencies and issue rates, shared memory, L1, L2, DRAM,
// atomics. It is plain data with JSON tags so that users can Save a copy,
// edit it and Load it back (architecture studies change a number, not
// code). H200 returns the calibrated defaults; each default says where it
// comes from (a corpus measurement, benchmarks/calibration/h200-*.json, or
// a public figure). Cycles are SM cycles.
type TimingSpec struct {
	Name     string  `json:"name"`
	ClockMHz float64 `json:"clock_mhz"` // SM clock the cycle counts refer to
	NumSMs   int     `json:"num_sms"`

	Units  UnitsSpec  `json:"units"`
	Shared SharedSpec `json:"shared"`
	L1     L1Spec     `json:"l1"`
	L2     L2Spec     `json:"l2"`
	DRAM   DRAMSpec   `json:"dram"`
	Atomic AtomicSpec `json:"atomic"`
	Const  ConstSpec  `json:"const"`
	// Texture is the texture pipeline (tex, tld4, suld, sust, sured).
	Texture TextureSpec `json:"texture"`
	Sched   SchedSpec   `json:"sched"`
	Launch  LaunchSpec  `json:"launch"`
	Calls   CallSpec    `json:"calls"`
	Fence   FenceSpec   `json:"fence"`
	// TensorCore times mma.sync, wgmma and the TMA engine (tensorspec.go).
	TensorCore TensorCoreSpec `json:"tensor_core"`

	// Seed seeds the policies that draw random numbers (l1/l2 replacement
	// "random"): the same seed gives the same cycles.
	Seed uint64 `json:"seed,omitempty"`
}

// SchedSpec is the warp scheduler of each SM sub-partition.
type SchedSpec struct {
	// Policy names the warp scheduler (package sm/pipeline's registry):
	// "gto" (greedy then oldest, the default), "lrr" (loose round robin),
	// "two_level" (an active set refilled from a pending set), or one a
	// program registered (ptxsim.RegisterWarpScheduler).
	Policy string `json:"policy"`
	// ActiveWarps is the two_level scheduler's active set per
	// sub-partition (0: 4).
	ActiveWarps int `json:"active_warps,omitempty"`
	// ProgramOrder issues each warp's instructions in PTX order; false (the
	// default) issues a list-scheduled order within each basic block, as
	// ptxas does (docs/timing-model.md, "Issue order").
	ProgramOrder bool `json:"program_order,omitempty"`
	// Unroll is the factor by which ptxas unrolls counted single-block
	// loops: only one back edge in Unroll pays the taken-branch latency
	// (1: none unrolled).
	Unroll int `json:"unroll"`
	// LoopBranch is the cycles from the taken back edge of such an
	// unrolled loop to the warp's next issue. ptxas computes the exit
	// test at the top of the unrolled body, so the branch never waits for
	// it (0: units.branch.latency, and the branch waits for its guard).
	LoopBranch float64 `json:"loop_branch,omitempty"`
	// PathSwitch is the cycles a warp loses each time one side of a
	// divergent branch reaches the reconvergence point and the warp turns
	// to a waiting side that has work (SASS: the first side blocks in
	// BSYNC, the scheduler resumes the other lanes). Fitted on
	// divergence_cost (docs/timing-model.md, "Divergence").
	PathSwitch float64 `json:"path_switch"`
}

// FenceSpec is a memory fence of GPU or system scope (membar.gl,
// fence.sc.gpu, MEMBAR.SC.GPU in SASS): the warp waits until its earlier
// stores and atomics are acknowledged, then GPU cycles more.
type FenceSpec struct {
	GPU float64 `json:"gpu,omitempty"`
}

// CallSpec is the cost of the functions the driver links in and ptxsim
// executes as builtins (sm/printf.go): their SASS bodies are not in the
// program, so their time is a figure per call.
type CallSpec struct {
	// Vprintf is the cycles one warp's call of vprintf keeps the warp
	// busy, whatever its active lanes (they run the driver's body
	// together: thread instructions = 4 x warp instructions in the corpus's
	// printf case).
	Vprintf float64 `json:"vprintf,omitempty"`
	// FrameRegs is the registers a non-leaf function (one that calls
	// another) saves on the per-thread stack at entry and restores before
	// it returns, the return address included: ptxas's ABI prologue and
	// epilogue, an STL and an LDL each (corpus control.cu's recursive fib:
	// 5 STL + 5 LDL around R1 -= 0x18 / R1 += 0x18). Leaf functions keep
	// everything in registers (gcd, poly: none). 0: not modelled.
	FrameRegs int `json:"frame_regs,omitempty"`
}

// LaunchSpec is the cost of getting a grid onto the SMs and off again:
// the block dispatcher and the fixed launch/drain overhead that
// gpc__cycles_elapsed.max includes (corpus launch_overhead).
type LaunchSpec struct {
	OverheadCycles   float64 `json:"overhead_cycles"`    // fixed launch + drain cycles added to the kernel's duration
	BlockIntervalSM  float64 `json:"block_interval_sm"`  // cycles between two block starts on one SM
	DispatchPerBlock float64 `json:"dispatch_per_block"` // cycles the GPU-wide dispatcher spends per block
	DispatchPerWarp  float64 `json:"dispatch_per_warp"`  // and per warp of the block
	WarpLaunch       float64 `json:"warp_launch"`        // cycles between the starts of consecutive warps of a block
	// Dispatch names the block dispatcher (package sm/pipeline's
	// registry): "round_robin" (occupancy-aware, the default) or "greedy"
	// (fill an SM before the next).
	Dispatch string `json:"dispatch,omitempty"`
}

// UnitTiming is one class of SASS instruction: the dependent-issue latency
// (cycles from issue until a consumer can issue) and the issue interval
// (cycles between two independent warp instructions of this class on one
// SM sub-partition; 0.5 would mean two per cycle).
type UnitTiming struct {
	Latency  float64 `json:"latency"`
	Interval float64 `json:"interval"`
}

// UnitsSpec holds the per-class timings the warp schedulers and
// scoreboards need. The classes follow the SASS the driver makes of the
// PTX (isa.Unit picks among them; IMAD and IADD3 are split because they go
// to different pipes on sm_80+).
type UnitsSpec struct {
	SubPartitions int `json:"sub_partitions"` // warp schedulers per SM
	MaxWarpsPerSM int `json:"max_warps_per_sm"`

	IADD3   UnitTiming `json:"iadd3"`    // integer add / logic / shifts (ALU pipe)
	IMAD    UnitTiming `json:"imad"`     // integer multiply-add (FMA-heavy pipe)
	FFMA    UnitTiming `json:"ffma"`     // fp32 add / mul / fma
	HFMA2   UnitTiming `json:"hfma2"`    // packed fp16 fma
	DFMA    UnitTiming `json:"dfma"`     // fp64
	MUFUEx2 UnitTiming `json:"mufu_ex2"` // special-function unit: ex2.approx
	MUFURsq UnitTiming `json:"mufu_rsq"` // rsqrt.approx
	MUFUSin UnitTiming `json:"mufu_sin"` // sin/cos.approx
	SHFL    UnitTiming `json:"shfl"`     // shfl.sync
	Branch  UnitTiming `json:"branch"`   // taken uniform branch (bra + loop compare)
	Barrier UnitTiming `json:"barrier"`  // bar.sync of one warp alone (the wait for others is modelled)
	Conv    UnitTiming `json:"conv"`     // F2I / I2F / F2F conversions
	S2R     UnitTiming `json:"s2r"`      // special-register reads (S2R; CS2R for the clock)
	LSU     UnitTiming `json:"lsu"`      // issue of a memory instruction into the LSU (latency: see the memory specs)
	Tensor  UnitTiming `json:"tensor"`   // HMMA / wgmma issue

	BarrierPerWarp float64 `json:"barrier_per_warp"` // extra cycles per further warp taking part in a bar.sync
}

// SharedSpec is the shared-memory data pipe.
type SharedSpec struct {
	Banks          int     `json:"banks"`           // number of banks
	BankBytes      int     `json:"bank_bytes"`      // bank width
	Latency        float64 `json:"latency"`         // LDS load-to-use, no conflict
	ConflictCycles float64 `json:"conflict_cycles"` // added latency per extra wavefront
	WavefrontRate  float64 `json:"wavefront_rate"`  // wavefronts per cycle per SM
	AtomLatency    float64 `json:"atom_latency"`    // ATOMS load-to-use
}

// L1Spec is the per-SM L1 data cache, which shares its SRAM with shared
// memory: its capacity is UnifiedBytes minus the shared-memory carve-out the
// launch gets (the smallest of CarveoutsKB that holds the blocks' shared
// memory).
type L1Spec struct {
	UnifiedBytes  int     `json:"unified_bytes"` // L1 + shared SRAM per SM
	CarveoutsKB   []int   `json:"carveouts_kb"`  // shared-memory sizes the driver can pick, ascending
	MaxBytes      int     `json:"max_bytes"`     // largest L1 seen whatever the carve-out (0: no limit)
	Assoc         int     `json:"assoc"`
	HitLatency    float64 `json:"hit_latency"`    // LDG L1 hit, load-to-use
	TagRate       float64 `json:"tag_rate"`       // 128-byte line lookups per cycle
	SectorRate    float64 `json:"sector_rate"`    // sectors delivered per cycle (128 B/cycle = 4)
	CacheGlobal   bool    `json:"cache_global"`   // ld.global (default .ca) allocates in L1
	StoreAllocate bool    `json:"store_allocate"` // write_through only: allocate on a store miss (false: no allocate, NVIDIA)
	// Replacement names the replacement policy (RegisterReplacement):
	// "lru" (the default), "srrip", "random".
	Replacement string `json:"replacement,omitempty"`
	// WritePolicy names what the L1 does with global stores
	// (RegisterWritePolicy): "write_through" (the default, NVIDIA's: the
	// L2 takes every store, the L1 updates a present line) or
	// "write_back" (allocate, keep dirty sectors, write them to the L2
	// when evicted).
	WritePolicy string `json:"write_policy,omitempty"`
	// MissLines is how many L1 misses (line requests to the L2, each held
	// from leaving the L1 until its data is back) one SM keeps in flight:
	// its miss-status holding registers. A further miss waits for the
	// earliest to come back, which bounds one SM's bandwidth at
	// MissLines x 128 B / latency (0: no limit).
	MissLines int `json:"miss_lines,omitempty"`
	// The miss path from the L1 toward the L2: a request whose lines miss
	// (loads) or write through (stores, with MissStores) occupies it for
	// the longer of MissRequestCycles and MissLineCycles per such line,
	// its lines leaving one per MissLineCycles (0, 0: no such limit).
	MissRequestCycles float64 `json:"miss_request_cycles,omitempty"`
	MissLineCycles    float64 `json:"miss_line_cycles,omitempty"`
	MissStores        bool    `json:"miss_stores,omitempty"`
	// StoreLine is the L1 stage's cycles per 128-byte line a global
	// store request writes: each line is a write packet of its own
	// towards the L2 (0: stores cost what loads do).
	StoreLine float64 `json:"store_line,omitempty"`
}

// L2Spec is the L2 shared by all SMs: sectored, write-back, split into
// Partitions (the H100/H200 die has two), each hashed over its share of
// Slices independent slices. Each SM is near one partition (SM ids in
// contiguous groups); each line has a home partition (a hash of its
// address), where it is written back from and where atomics are
// performed. A load from an SM looks in its near partition first; a miss
// there for a line homed in the other partition is served by the home
// partition (far_latency more) and leaves a clean copy in the near one.
// Stores go to the home partition, leave a clean copy in the writer's
// near one and drop the others.
type L2Spec struct {
	SizeBytes  int     `json:"size_bytes"`
	Assoc      int     `json:"assoc"`
	Slices     int     `json:"slices"`
	Partitions int     `json:"partitions"`  // 1: one L2 for all SMs
	HitLatency float64 `json:"hit_latency"` // LDG.CG L2 hit in the near partition, load-to-use from the SM
	FarLatency float64 `json:"far_latency"` // extra load-to-use cycles of a hit in the far partition
	// BytesPerCycle and WriteBytesPerCycle are what all slices together
	// read and write per cycle; RequestsPerCycle the line requests
	// (tag lookups) they take per cycle. A request keeps its slice busy
	// for the longer of its sectors' bytes and one lookup; a request
	// served by the far partition keeps a slice busy in each partition.
	BytesPerCycle      float64 `json:"bytes_per_cycle"`
	WriteBytesPerCycle float64 `json:"write_bytes_per_cycle"`
	RequestsPerCycle   float64 `json:"requests_per_cycle"`
	// WritePortBytesPerCycle is what the slices' write ports take per
	// cycle all together: a write is charged in its slice (at
	// write_bytes_per_cycle, shared with reads and lookups) and in the
	// slice's write port, so pure writes stream at this rate while a
	// read/write mix runs at the slices' mixed rate. 0: no write port.
	WritePortBytesPerCycle float64 `json:"write_port_bytes_per_cycle,omitempty"`
	// FetchBytes is the granule an L2 miss reads from DRAM: 32 (the
	// missing sectors only), 64 (sector pairs) or 128 (whole lines).
	FetchBytes int `json:"fetch_bytes"`
	// PartialWrite is the extra lookups (in l2 request slots) a write
	// request costs when some sector is written only in part (the slice
	// merges the bytes into the sector: a read-modify-write).
	PartialWrite float64 `json:"partial_write"`
	// WriteAck is the cycles from a store reaching its slice until the
	// SM knows it is done: a warp retires only when its stores are
	// acknowledged (Nsight Compute's "drain" stall).
	WriteAck float64 `json:"write_ack"`
	// MergeCost is the slice cycles, in lookups (requests_per_cycle), of a
	// global store that finds the slice's last queued global store on the
	// same sectors of the same line not yet started: it merges into it (no
	// data of its own, acknowledged with it). Scale corpus bfs_update:
	// every warp stores to one flag, 131072 stores, of which 30275 reach
	// the slice (lts__t_sectors_srcunit_tex_op_write 423491 of 524288 L1
	// store sectors); the shared corpus's barrier_reduce, cg_tiles and
	// cluster_ids merge too (34/48, 964/2304, 16/64). Surface stores
	// (texture_cases timing_surf: 16384 of 16384) and write-backs do not.
	// 0: writes never merge.
	MergeCost float64 `json:"merge_cost,omitempty"`
	// DirtyWays caps the dirty lines of a set: a write that would leave
	// more has the slice write one of the others back to DRAM and keep it
	// clean (eager write-back), so at most dirty_ways / assoc of the L2
	// holds data DRAM has not seen. 0: no cap (dirty lines leave only
	// when evicted).
	DirtyWays   int    `json:"dirty_ways,omitempty"`
	Replacement string `json:"replacement,omitempty"` // as L1Spec.Replacement
}

// DRAMSpec is device memory.
type DRAMSpec struct {
	Latency       float64 `json:"latency"`         // load-to-use of an L2 miss, idle memory
	BytesPerCycle float64 `json:"bytes_per_cycle"` // peak data rate of all channels, in SM cycles
	Channels      int     `json:"channels"`        // independent queues, address-interleaved
	ChannelBytes  int     `json:"channel_bytes"`   // interleave granule
	// Scheduler names the request scheduler of each channel
	// (RegisterDRAMScheduler): "open_row" (the default: requests in
	// arrival order; a row activation and a read/write turnaround cost
	// bus time), "fcfs" (arrival order at the peak rate, nothing else)
	// or "fr_fcfs" (open-row banks whose activation delays the request,
	// row hits first).
	Scheduler string `json:"scheduler,omitempty"`
	// Banks and RowBytes describe the row buffers of open_row and
	// fr_fcfs: rows kept open per channel, and the bytes of a row (of
	// the channel's own address space: channel_bytes granules of
	// consecutive rows go round the channels).
	Banks    int `json:"banks,omitempty"`
	RowBytes int `json:"row_bytes,omitempty"`
	// Group is how many channels a stripe of group x row_bytes is
	// interleaved over (channel_bytes at a time, one row in each), the
	// stripes going to groups of channels by a hash; 0 interleaves
	// channel_bytes granules over all channels by a hash.
	Group int `json:"group,omitempty"`
	// Activate and Turnaround are open_row's bus cycles lost per row
	// activation and per change between reading and writing.
	Activate   float64 `json:"activate,omitempty"`
	Turnaround float64 `json:"turnaround,omitempty"`
	// Window is open_row's batching horizon: a row stays open for a
	// request only if it was used within the channel's backlog (its
	// bus booked ahead), at most window cycles. 0: open until another
	// row of the bank is used.
	Window float64 `json:"window,omitempty"`
	// RowMiss is fr_fcfs's cycles a bank needs to open another row
	// (precharge + activate). Not calibrated.
	RowMiss float64 `json:"row_miss,omitempty"`
}

// AtomicSpec is global atomics, done in the L2.
type AtomicSpec struct {
	Latency     float64 `json:"latency"`              // ATOMG load-to-use, no contention
	SameAddress float64 `json:"same_address"`         // extra cycles per further op on one address
	PerAddress  float64 `json:"per_address"`          // slice cycles per distinct address of a warp's atomic
	PerSector   float64 `json:"per_sector,omitempty"` // the slice's atomic unit: cycles per sector of a request's read-modify-write
}

// ConstSpec is the constant cache (ld.const, ld.param).
type ConstSpec struct {
	Latency   float64 `json:"latency"`   // uniform-address hit
	Serialize float64 `json:"serialize"` // extra cycles per further distinct address in a warp
}

// TextureSpec is each SM's texture pipeline: the path of tex, tld4 and
// the surface instructions through L1TEX (memsys/timing/texture.go).
type TextureSpec struct {
	Latency        float64 `json:"latency"`         // tex L1 hit, load-to-use
	SurfaceLatency float64 `json:"surface_latency"` // suld L1 hit, load-to-use
	RequestRate    float64 `json:"request_rate"`    // requests (quads, groups of 8 lanes) the stage takes per cycle
	WavefrontRate  float64 `json:"wavefront_rate"`  // data wavefronts (2x2 sectors) per cycle
	// A fetch through a descriptor the SM has not used in this launch
	// first waits for it (texture.go, descCache): from the L2, or from
	// DRAM when no earlier launch since the last cache flush used it.
	DescriptorLatency     float64 `json:"descriptor_latency"`
	DescriptorColdLatency float64 `json:"descriptor_cold_latency"`
}

// H200 returns the NVIDIA H200 (sm_90, 132 SMs) defaults.
func H200() *TimingSpec {
	return &TimingSpec{
		Name:     "h200",
		ClockMHz: 1980, // device-h200.json clock_rate 1980000 kHz (boost; ncu runs were not clock-locked)
		NumSMs:   132,  // device-h200.json multiprocessor_count
		Units: UnitsSpec{
			SubPartitions: 4,  // Hopper SM: 4 processing blocks (NVIDIA H100 whitepaper)
			MaxWarpsPerSM: 64, // max_threads_per_multiprocessor 2048 / 32
			// Per-class figures: benchmarks/calibration/h200-micro.json
			// (latency_cycles: one warp, 64-deep dependent chain of inline PTX;
			// issue_interval_cycles: 512 threads on one SM, 8 chains a thread,
			// cycles per warp instruction per sub-partition).
			IADD3:   UnitTiming{Latency: 5, Interval: 2},    // chain alternating IADD3 / IMAD.IADD: 5.02; 16 INT32 lanes per SMSP
			IMAD:    UnitTiming{Latency: 4, Interval: 2},    // imad 4.07 / 2.007
			FFMA:    UnitTiming{Latency: 4, Interval: 1},    // ffma 4.09 / 1.029 (fadd 4.07 / 1.029)
			HFMA2:   UnitTiming{Latency: 8, Interval: 1},    // hfma2 8.08 / 1.081 (ptxas alternates HFMA2 and HFMA2.MMA)
			DFMA:    UnitTiming{Latency: 8, Interval: 2},    // dfma 8.07 / 2.008 (dadd 8.08 / 2.008)
			MUFUEx2: UnitTiming{Latency: 17, Interval: 8},   // mufu_ex2 17.01 / 8.005 (lg2 the same)
			MUFURsq: UnitTiming{Latency: 17, Interval: 8},   // mufu_rsq 17.01 / 8.005
			MUFUSin: UnitTiming{Latency: 21, Interval: 8},   // FMUL.RZ + MUFU.SIN feeding an FADD: corpus lat_alu and testdata/micro loop_chains sin+add chains 25.3 per step (h200-micro's sin-to-sin chain: 23.00 / 8.013)
			SHFL:    UnitTiming{Latency: 24, Interval: 4},   // shfl (down) 24.01 / 4.006
			Branch:  UnitTiming{Latency: 25, Interval: 1},   // loop_iteration_1add 29.03 minus one 4-cycle add: compare + taken branch
			Barrier: UnitTiming{Latency: 14.3, Interval: 1}, // bar_sync_32_threads 14.28 (256 thr: 28.23, 1024: 76.23; corpus barrier_cost 29.7 / 77.7); a sub-partition issues one BAR per cycle
			Conv:    UnitTiming{Latency: 6, Interval: 4},    // assumed: F2I/I2F at 16 lanes per cycle per SM (CUDA guide throughput table)
			S2R:     UnitTiming{Latency: 20, Interval: 1},   // assumed: S2R of %tid/%ctaid, about an SFU round trip
			LSU:     UnitTiming{Latency: 1, Interval: 1},    // one memory instruction per cycle per SMSP into the LSU queue
			Tensor:  UnitTiming{Latency: 32, Interval: 8},   // assumed: HMMA.16816 on sm_90
			// bar_sync: 14.28 / 28.23 / 76.23 cycles for 1 / 8 / 32 warps; the
			// release is 14.3 + 1.8 x (n-1) after the last arrival, and the
			// last arrival itself trails by the warps per sub-partition - 1
			// (8 warps: 14.3 + 12.6 + 1 = 27.9; 32 warps: 14.3 + 55.8 + 7 = 77.1;
			// least squares over the three: 1.79)
			BarrierPerWarp: 1.8,
		},
		Shared: SharedSpec{
			Banks:          32, // every NVIDIA part since Fermi
			BankBytes:      4,
			Latency:        23, // h200-micro lds: 23.05 per LDS chase step (corpus lat_shared 29.2 adds the index shift)
			ConflictCycles: 2,  // bank_conflicts: 29.7 + 2 per extra way (stride 32: 91.5)
			WavefrontRate:  1,  // 128 B/cycle per SM (NVIDIA tuning guide)
			AtomLatency:    24, // h200-micro atoms: 24.18 (throughput atoms_1024: 4.09 cycles per warp per SMSP)
		},
		L1: L1Spec{
			UnifiedBytes: 256 * 1024, // H100/H200: 256 KB combined L1/shared per SM (whitepaper)
			// max_shared_memory_per_multiprocessor 233472 = 228 KB; the other
			// carve-outs are those the CUDA guide lists for compute capability 9.0.
			CarveoutsKB: []int{0, 8, 16, 32, 64, 100, 132, 164, 196, 228},
			MaxBytes:    216 * 1024, // h200-micro l1_capacity_sweep: 32 cycles up to a 216 KB ring, 85 from 224 KB
			Assoc:       4,          // assumed (not measured)
			HitLatency:  32,         // h200-micro l1_hit_ca / l1_hit_nc: 32.04 (corpus lat_l1 39.8 adds IMAD.WIDE address arithmetic)
			TagRate:     4,          // lines per cycle: occupancy_shared needs at least 2.7 (8 lines per request, ~3 cycles per request per SM)
			SectorRate:  4,          // 128 B/cycle
			// corpus int_ops / float_ops: 4096 / 3072 one-sector store
			// lines per SM keep it active 10077 / 6763 cycles (~2.2-2.5
			// per line); shared corpus cycles MAPE 9.8% -> 8.3% at 2.2-2.6.
			StoreLine:     2.4,
			CacheGlobal:   true,
			StoreAllocate: false,
			Replacement:   "lru",           // assumed: the hit rates of the corpus need no other
			WritePolicy:   "write_through", // NVIDIA's L1 for global stores (corpus: no L1 store hits)
			// h200-mlp (mlpbench, one SM): warp loads missing L1 over 32 lines
			// saturate at 128 B per 32.2 cycles (one line a cycle), float4
			// streams (4 lines) at 106-110 B/cycle, f32 streams (1 line) at
			// 52-59 B/cycle: the miss path takes a request per 2.3 cycles and
			// a line per 1.1. No in-flight cap shows up to 128 KB per SM
			// (64 warps x 4 float4): miss_lines stays 0. Stores are
			// charged by store_line in the L1 stage instead (miss_stores
			// true changes no shared-corpus figure on top of it).
			MissRequestCycles: 2.3,
			MissLineCycles:    1.1,
		},
		L2: L2Spec{
			SizeBytes:  62914560, // device-h200.json l2_cache_size (60 MB)
			Assoc:      16,
			Slices:     80,
			Partitions: 2,   // H100/H200 die: two L2 partitions (NVIDIA H100 whitepaper); h200-micro l2_cg_ring: one SM sees 28 MB at 281 cycles, 36-40 MB at 540
			HitLatency: 280, // h200-micro l2_hit_cg_4mb 280.8, l2_hit_ca_4mb 280.9 (corpus lat_l2 279..291 incl. address arithmetic)
			FarLatency: 260, // h200-micro l2_cg_ring_36mb/40mb 539.6/539.9 - 280
			// h200-memory bw_vs_working_set 16 MB: 4642 B/cycle (read, warm, L1 missing);
			// read_write_mix l2_16mb wr8_of_8: 2292 B/cycle (writes);
			// sectors_per_request l2 spread 32: 0.0185 requests of 32 lines per cycle per SM.
			BytesPerCycle: 4650,
			// read_write_mix l2_16mb: a half-write mix runs at 3687 B/cycle
			// (wr4_of_8), pure writes at 2292 (wr8_of_8, the write port);
			// the scale corpus's init kernels store at 2000-2130 B/cycle.
			WriteBytesPerCycle:     3100,
			WritePortBytesPerCycle: 2300,
			RequestsPerCycle:       80,
			FetchBytes:             64, // scale corpus strided stride 32 and gather: DRAM reads twice the missing sectors (lts__d_sectors_fill_device)
			PartialWrite:           1,
			// The scale corpus's store-only init kernels leave 26.8 MB dirty
			// in L2 whatever they write (50 to 400 MB: dram__bytes_write =
			// bytes stored - 26.8 MB), the shared corpus's copy_64mb 23.2 MB:
			// 7 of 16 ways (27.5 MB).
			DirtyWays: 8,
			MergeCost: 0.55, // scale bfs_update (one flag stored by every warp): 155k -> 90k cycles (hw 89.6k)
			WriteAck:  280,  // a store's acknowledgement makes the round trip of an L2 hit (hit_latency); shared corpus cycles MAPE 14.2% with 0, 12.9% with 200, 12.6% with 280
			// h200-memory bw_vs_working_set declines gradually from 48 to 256 MB
			// (LRU falls off a cliff at the capacity: 2200 B/cycle from 64 MB).
			Replacement: "random",
		},
		DRAM: DRAMSpec{
			Latency:       658,  // lat_dram: 658 cycles per step, cold (L2 and TLB misses)
			BytesPerCycle: 2300, // h200-memory bw_vs_working_set 256 MB-4 GB: 2250-2280 B/cycle read with row hits
			Channels:      80,   // assumed (5 HBM3e stacks x 16 channels)
			ChannelBytes:  128,
			Scheduler:     "open_row",
			// Rows: scale corpus checksum_u32 (1056 blocks each streaming
			// its own 128 KB chunk) reads DRAM at 2070-2160 B/cycle, close
			// to streaming, and membench k_sm_stream 132 SMs at 2137, while
			// random 64/128/512 B pieces stay at 1020/1343/1456 (k_pattern):
			// a 512 B piece opens four rows, yet a stream's lines find
			// theirs. 8 KB stripes over 4 channels (a 2 KB row in each),
			// 512 row slots per channel kept for a 300-cycle window:
			// TestDRAMExplore chunk streams 2018, random 1057/1469/1475,
			// k_sm_stream 132 SMs 2116 (before: 1435, 1053/1466/1465, 1468).
			Group:      4,
			Banks:      512,
			Window:     300,
			RowBytes:   2048,
			Activate:   2.7,
			Turnaround: 1,
			RowMiss:    60, // fr_fcfs only (assumed)
		},
		Atomic: AtomicSpec{
			Latency: 297, // h200-micro atomg: 297.3 per dependent ATOMG (one thread, L2 hit)
			// atomic_contention (one block of 256 threads, 16 REDG each): one
			// address 3852 cycles for 4096 updates (0.94 per update); distinct
			// addresses 581 cycles for 128 warp-REDs of 32. testdata/micro
			// red_throughput (1 to 32 warps, 16 or 64 REDs each, own lines
			// or one shared line): 3.9-5.5 cycles per warp-RED per SM
			// whatever the line; the L1 stage's backpressure rounds to
			// whole cycles: 0.09 / 0.11 / 0.14 give its values 21 / 13 /
			// 22% MAPE (atomic_contention's -6 / +15 / +36%).
			SameAddress: 0.94,
			PerAddress:  0.11,
			PerSector:   3,
		},
		Const: ConstSpec{
			Latency:   4,
			Serialize: 4,
		},
		Texture: TextureSpec{
			// timing_lat (one warp, 1024 dependent fetches; CUDA-event
			// times, device round 2): a step through a linear-memory
			// texture takes 57.5 cycles more than one through ld.global
			// (an L1 hit, 32), a suld step 68.4 more (with one shift in the
			// chain); the model's steps match with these latencies.
			Latency:        96,
			SurfaceLatency: 97,
			// 4 texture units per SM (H100 whitepaper): a quad per cycle.
			RequestRate:   1,
			WavefrontRate: 1,
			// texlat (clock64 around each fetch of a dependent chain
			// through 8 texture objects, data in the L1): 576 cycles
			// for a descriptor the SM has not used in this launch
			// against 105 for one it has; 757 the first time any launch
			// uses it (suld through surface objects: 570 / 800).
			DescriptorLatency:     470,
			DescriptorColdLatency: 650,
		},
		Sched: SchedSpec{
			Policy: "gto",
			Unroll: 4, // corpus SASS: counted loops 4x (lat_alu, barrier_cost, fma_throughput, matmul_naive)
			// testdata/micro loop_chains: a 16-FFMA chain closed by a
			// back edge whose exit test was computed early takes 71
			// cycles (unrolled by ptxas or not), 64 + 7; corpus lat_alu's
			// dfma and imad/add chains fit 12 as well.
			LoopBranch: 12,
			// divergence_cost: 1/2/4/8 paths cost 124.6/204.5/423.8/705.0
			// cycles per loop body on the H200; the SIMT-stack model
			// without switch cost gave 118/149/291/485 (paths - 1 switches).
			PathSwitch: 40,
			// two_level only: Narasiman et al. (MICRO 2011) found 8 fetch
			// groups of 4 warps work well for 32 warps per scheduler.
			ActiveWarps: 4,
		},
		Launch: LaunchSpec{
			// launch_overhead: an empty 1-block kernel takes 3061 cycles.
			OverheadCycles: 3000,
			// launch_overhead: 10 and 100 blocks per SM add 155 cycles per
			// extra block on each SM (4662-3265)/9, (18798-3265)/99.
			BlockIntervalSM: 155,
			// 132 blocks of 1 / 32 warps add 204 / 544 cycles over one
			// block: the dispatcher's cost per block and per warp.
			DispatchPerBlock: 1.48,
			DispatchPerWarp:  0.083,
			// one block of 1024 threads: 3247 vs 3061 for 32 threads.
			WarpLaunch: 5.8,
			Dispatch:   "round_robin",
		},
		TensorCore: h200TensorCore(),
		Fence: FenceSpec{
			// A round trip to the L2 slices, as an ATOMG's (h200-micro
			// atomg 297.3). corpus spin_lock (128 lock hand-overs through
			// two MEMBAR.SC.GPU each): 0 / 300 / 600 give -45% / -13% /
			// +22%; sum_last_block -10% / -8% / -5.5%.
			GPU: 300,
		},
		Calls: CallSpec{
			// corpus printf: one call per warp (4 active lanes, a 46-byte
			// format, 5 arguments) keeps its SM active 64978 cycles
			// (repeat 65898; ~7470 warp-instructions of the driver's
			// vprintf, 143 loads and 187 stores per call), the kernel
			// without it ~110 cycles.
			Vprintf: 64800,
			// corpus calls_recursion (fib): SASS saves R20/R21 (return
			// address), R2, R17 and R16 (convergence barrier B6).
			FrameRegs: 5,
		},
		Seed: 1,
	}
}

// L1Bytes is the L1 capacity left when each SM must hold sharedPerSM bytes
// of shared memory: the unified SRAM minus the smallest carve-out that fits.
func (s *TimingSpec) L1Bytes(sharedPerSM int) int {
	carve := 0
	for _, kb := range s.L1.CarveoutsKB {
		carve = kb * 1024
		if carve >= sharedPerSM {
			break
		}
	}
	n := s.L1.UnifiedBytes - carve
	if s.L1.MaxBytes > 0 && n > s.L1.MaxBytes {
		n = s.L1.MaxBytes
	}
	if min := LineBytes * s.L1.Assoc; n < min {
		n = min
	}
	return n - n%(LineBytes*max(s.L1.Assoc, 1))
}

// Validate reports every parameter that cannot work, one per line.
func (s *TimingSpec) Validate() error {
	var errs []string
	bad := func(field string, format string, args ...any) {
		errs = append(errs, field+": "+fmt.Sprintf(format, args...))
	}
	pos := func(field string, v float64) {
		if !(v > 0) {
			bad(field, "must be positive, got %v", v)
		}
	}
	nonneg := func(field string, v float64) {
		if !(v >= 0) {
			bad(field, "must be >= 0, got %v", v)
		}
	}
	pos("clock_mhz", s.ClockMHz)
	pos("num_sms", float64(s.NumSMs))
	pos("units.sub_partitions", float64(s.Units.SubPartitions))
	pos("units.max_warps_per_sm", float64(s.Units.MaxWarpsPerSM))
	for _, u := range []struct {
		name string
		t    UnitTiming
	}{
		{"iadd3", s.Units.IADD3}, {"imad", s.Units.IMAD}, {"ffma", s.Units.FFMA}, {"hfma2", s.Units.HFMA2},
		{"dfma", s.Units.DFMA}, {"mufu_ex2", s.Units.MUFUEx2}, {"mufu_rsq", s.Units.MUFURsq},
		{"mufu_sin", s.Units.MUFUSin}, {"shfl", s.Units.SHFL}, {"branch", s.Units.Branch}, {"barrier", s.Units.Barrier},
		{"conv", s.Units.Conv}, {"s2r", s.Units.S2R}, {"lsu", s.Units.LSU}, {"tensor", s.Units.Tensor},
	} {
		pos("units."+u.name+".latency", u.t.Latency)
		pos("units."+u.name+".interval", u.t.Interval)
	}
	if s.Shared.Banks < 1 || s.Shared.Banks > 32 {
		bad("shared.banks", "must be 1..32, got %d", s.Shared.Banks)
	}
	if b := s.Shared.BankBytes; b != 4 && b != 8 {
		bad("shared.bank_bytes", "must be 4 or 8, got %d", b)
	}
	pos("shared.latency", s.Shared.Latency)
	nonneg("shared.conflict_cycles", s.Shared.ConflictCycles)
	pos("shared.wavefront_rate", s.Shared.WavefrontRate)
	pos("shared.atom_latency", s.Shared.AtomLatency)
	pos("l1.assoc", float64(s.L1.Assoc))
	if s.L1.UnifiedBytes%LineBytes != 0 || s.L1.UnifiedBytes <= 0 {
		bad("l1.unified_bytes", "must be a positive multiple of %d, got %d", LineBytes, s.L1.UnifiedBytes)
	}
	prev := -1
	for i, kb := range s.L1.CarveoutsKB {
		if kb <= prev || kb*1024 > s.L1.UnifiedBytes {
			bad(fmt.Sprintf("l1.carveouts_kb[%d]", i), "must ascend and stay within unified_bytes, got %d", kb)
		}
		prev = kb
	}
	if s.L1.MaxBytes < 0 || s.L1.MaxBytes%LineBytes != 0 {
		bad("l1.max_bytes", "must be 0 or a positive multiple of %d, got %d", LineBytes, s.L1.MaxBytes)
	}
	nonneg("l1.miss_request_cycles", s.L1.MissRequestCycles)
	nonneg("l1.miss_line_cycles", s.L1.MissLineCycles)
	nonneg("l1.store_line", s.L1.StoreLine)
	if s.L1.MissLines < 0 {
		bad("l1.miss_lines", "must be 0 (no limit) or positive, got %d", s.L1.MissLines)
	}
	pos("l1.hit_latency", s.L1.HitLatency)
	pos("l1.tag_rate", s.L1.TagRate)
	pos("l1.sector_rate", s.L1.SectorRate)
	pos("l2.assoc", float64(s.L2.Assoc))
	if s.L2.Assoc > 0 && (s.L2.SizeBytes <= 0 || s.L2.SizeBytes%(LineBytes*s.L2.Assoc) != 0) {
		bad("l2.size_bytes", "must be a positive multiple of %d (line x assoc), got %d", LineBytes*s.L2.Assoc, s.L2.SizeBytes)
	}
	pos("l2.slices", float64(s.L2.Slices))
	if p := s.L2.Partitions; p < 1 || s.L2.Slices%max(p, 1) != 0 {
		bad("l2.partitions", "must be at least 1 and divide l2.slices (%d), got %d", s.L2.Slices, p)
	} else if s.L2.Assoc > 0 && s.L2.SizeBytes%(LineBytes*s.L2.Assoc*p) != 0 {
		bad("l2.partitions", "each of %d partitions must hold whole sets (size_bytes %d)", p, s.L2.SizeBytes)
	}
	pos("l2.hit_latency", s.L2.HitLatency)
	nonneg("l2.far_latency", s.L2.FarLatency)
	pos("l2.bytes_per_cycle", s.L2.BytesPerCycle)
	pos("l2.write_bytes_per_cycle", s.L2.WriteBytesPerCycle)
	nonneg("l2.write_port_bytes_per_cycle", s.L2.WritePortBytesPerCycle)
	pos("l2.requests_per_cycle", s.L2.RequestsPerCycle)
	if f := s.L2.FetchBytes; f != 32 && f != 64 && f != 128 {
		bad("l2.fetch_bytes", "must be 32, 64 or 128, got %d", f)
	}
	nonneg("l2.write_ack", s.L2.WriteAck)
	if d := s.L2.DirtyWays; d < 0 || d > s.L2.Assoc {
		bad("l2.dirty_ways", "must be 0 (no cap) to l2.assoc (%d), got %d", s.L2.Assoc, d)
	}
	nonneg("l2.partial_write", s.L2.PartialWrite)
	nonneg("l2.merge_cost", s.L2.MergeCost)
	pos("dram.latency", s.DRAM.Latency)
	pos("dram.bytes_per_cycle", s.DRAM.BytesPerCycle)
	pos("dram.channels", float64(s.DRAM.Channels))
	if c := s.DRAM.ChannelBytes; c < SectorBytes || c&(c-1) != 0 {
		bad("dram.channel_bytes", "must be a power of two >= %d, got %d", SectorBytes, c)
	}
	if s.L2.HitLatency > 0 && s.DRAM.Latency > 0 && s.DRAM.Latency < s.L2.HitLatency {
		bad("dram.latency", "%v is below l2.hit_latency %v: a miss cannot return before a hit", s.DRAM.Latency, s.L2.HitLatency)
	}
	if s.L1.HitLatency > 0 && s.L2.HitLatency > 0 && s.L2.HitLatency < s.L1.HitLatency {
		bad("l2.hit_latency", "%v is below l1.hit_latency %v", s.L2.HitLatency, s.L1.HitLatency)
	}
	pos("atomic.latency", s.Atomic.Latency)
	nonneg("atomic.same_address", s.Atomic.SameAddress)
	nonneg("atomic.per_address", s.Atomic.PerAddress)
	nonneg("units.barrier_per_warp", s.Units.BarrierPerWarp)
	pos("sched.unroll", float64(s.Sched.Unroll))
	nonneg("sched.path_switch", s.Sched.PathSwitch)
	nonneg("sched.loop_branch", s.Sched.LoopBranch)
	if s.Sched.Policy == "" {
		bad("sched.policy", "must name a warp scheduler")
	}
	nonneg("sched.active_warps", float64(s.Sched.ActiveWarps))
	for _, p := range []struct {
		field, name string
		reg         interface{ check(string) error }
	}{
		{"l1.replacement", s.L1.Replacement, replacements},
		{"l2.replacement", s.L2.Replacement, replacements},
		{"l1.write_policy", s.L1.WritePolicy, writePolicies},
		{"dram.scheduler", s.DRAM.Scheduler, dramSchedulers},
	} {
		if err := p.reg.check(p.name); err != nil {
			bad(p.field, "%v", err)
		}
	}
	nonneg("dram.banks", float64(s.DRAM.Banks))
	nonneg("dram.row_bytes", float64(s.DRAM.RowBytes))
	nonneg("dram.window", s.DRAM.Window)
	if g := s.DRAM.Group; g < 0 || g > 0 && (s.DRAM.Channels%g != 0 || s.DRAM.RowBytes <= 0 || s.DRAM.RowBytes%max(s.DRAM.ChannelBytes, 1) != 0) {
		bad("dram.group", "must be 0 or divide dram.channels (%d) with dram.row_bytes a multiple of dram.channel_bytes, got %d", s.DRAM.Channels, g)
	}
	nonneg("dram.row_miss", s.DRAM.RowMiss)
	nonneg("dram.activate", s.DRAM.Activate)
	nonneg("dram.turnaround", s.DRAM.Turnaround)
	nonneg("launch.overhead_cycles", s.Launch.OverheadCycles)
	nonneg("launch.block_interval_sm", s.Launch.BlockIntervalSM)
	nonneg("launch.dispatch_per_block", s.Launch.DispatchPerBlock)
	nonneg("launch.dispatch_per_warp", s.Launch.DispatchPerWarp)
	nonneg("launch.warp_launch", s.Launch.WarpLaunch)
	nonneg("calls.vprintf", s.Calls.Vprintf)
	nonneg("calls.frame_regs", float64(s.Calls.FrameRegs))
	nonneg("fence.gpu", s.Fence.GPU)
	s.TensorCore.validate(pos, nonneg)
	pos("texture.latency", s.Texture.Latency)
	pos("texture.surface_latency", s.Texture.SurfaceLatency)
	if s.Texture.SurfaceLatency > 0 && s.Texture.SurfaceLatency < s.L1.HitLatency {
		bad("texture.surface_latency", "%v is below l1.hit_latency %v", s.Texture.SurfaceLatency, s.L1.HitLatency)
	}
	pos("texture.request_rate", s.Texture.RequestRate)
	pos("texture.wavefront_rate", s.Texture.WavefrontRate)
	nonneg("texture.descriptor_latency", s.Texture.DescriptorLatency)
	nonneg("texture.descriptor_cold_latency", s.Texture.DescriptorColdLatency)
	if s.Texture.Latency > 0 && s.Texture.Latency < s.L1.HitLatency {
		bad("texture.latency", "%v is below l1.hit_latency %v", s.Texture.Latency, s.L1.HitLatency)
	}
	pos("const.latency", s.Const.Latency)
	nonneg("const.serialize", s.Const.Serialize)
	if len(errs) > 0 {
		return errors.New("timing spec " + s.Name + ":\n\t" + strings.Join(errs, "\n\t"))
	}
	return nil
}

// ParseSpec decodes a TimingSpec from JSON. Fields the JSON leaves out keep
// the H200 defaults, so a file may hold only what it changes; unknown
// fields are errors (a misspelt parameter must not be ignored silently).
// The result is validated.
func ParseSpec(data []byte) (*TimingSpec, error) {
	s := H200()
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(s); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			line, col := lineCol(data, se.Offset)
			return nil, fmt.Errorf("%d:%d: %v", line, col, err)
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			line, col := lineCol(data, te.Offset)
			return nil, fmt.Errorf("%d:%d: %s: %v", line, col, te.Field, err)
		}
		return nil, err
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return s, nil
}

// lineCol turns the offset encoding/json reports (just past the offending
// byte) into the 1-based line and column of that byte.
func lineCol(data []byte, off int64) (line, col int) {
	line, col = 1, 1
	for i := int64(0); i < off-1 && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// LoadSpec reads a TimingSpec from a JSON file (see ParseSpec); errors
// carry the file name and a line:column.
func LoadSpec(path string) (*TimingSpec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s, err := ParseSpec(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// Save writes the spec as indented JSON, for users to copy and edit.
func (s *TimingSpec) Save(path string) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
