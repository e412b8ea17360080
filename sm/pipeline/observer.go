package pipeline

import (
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// Observer receives the timing model's events, for profiles and traces
// (per-pc counters, a timeline of resident blocks, issue and stall state
// per sub-partition, memory traffic). Events arrive in the model's issue
// order, which is deterministic; cycles within one SM never decrease, but
// events of different SMs interleave. The model calls an Observer only
// when one is set (Model.SetObserver): an unobserved run pays a nil check
// per event. Event structs are reused: copy what must outlive the call.
// Observers must not allocate per event if they care about speed, and must
// not call back into the model.
type Observer interface {
	// BlockStart and BlockEnd: block (its linear index in the grid) became
	// resident on SM sm / released it, at cycle at.
	BlockStart(sm, block int, at int64)
	BlockEnd(sm, block int, at int64)
	// Issue: one warp-instruction issued.
	Issue(e *IssueEvent)
	// Memory: the memory access of the instruction just issued (global,
	// local, shared, const), with the hierarchy's counters it moved.
	Memory(e *MemoryEvent)
}

// Stall reasons, named after Nsight Compute's warp-state sampling
// (smsp__pcsamp_warps_issue_stalled_<name>), in IssueEvent.Stalls.
const (
	StallWait             = stallWait
	StallShortScoreboard  = stallShortScoreboard
	StallLongScoreboard   = stallLongScoreboard
	StallBarrier          = stallBarrier
	StallBranchResolving  = stallBranchResolving
	StallMathPipeThrottle = stallMathPipeThrottle
	StallLGThrottle       = stallLGThrottle
	StallNotSelected      = stallNotSelected
	StallSelected         = stallSelected
	StallNoInstruction    = stallNoInstruction
	StallSleeping         = stallSleeping
	NumStalls             = numStalls
)

// StallName is the Nsight Compute name of stall reason i.
func StallName(i int) string { return stallNames[i] }

// IssueEvent is one issued warp-instruction.
type IssueEvent struct {
	SM, Sub     int   // SM and sub-partition
	Block, Warp int   // the block's linear index and the warp's index in it
	PC          int32 // pc in the program timing mode runs (Program().Code; positions via isa.Inst.Pos)
	At          int64 // issue cycle
	Issues      int   // SASS issue slots it takes (0 when counted in an if-converted region's head)
	Active      uint32
	Exec        uint32 // Active with the guard predicate applied
	// Stalls are the warp-cycles since the warp's previous issue, by
	// reason (StallWait...): the cycles this instruction waited and why.
	Stalls [numStalls]int64
	// Diverged: the instruction split the warp (a divergent branch);
	// Reconverged: the warp turned to a waiting side of a branch before
	// this instruction (a path switch).
	Diverged, Reconverged bool
}

// MemoryEvent is the memory access of one issued warp-instruction.
type MemoryEvent struct {
	SM     int
	PC     int32
	At     int64 // issue cycle
	Done   int64 // cycle the data is back (loads) or the LSU accepted it (stores)
	Access *memsys.Access
	// Requests, Sectors, Wavefronts, Conflicts: what the access cost the
	// hierarchy (global/local requests and 32-byte sectors, shared-memory
	// wavefronts and bank conflicts).
	Requests, Sectors, Wavefronts, Conflicts int64
	// Counts is the same by counter: what the access added to its SM's
	// side of the hierarchy (global load/store requests, sectors and L1
	// hits, local sectors, shared wavefronts and conflicts by direction).
	// The L2 and DRAM fields stay zero: that traffic is served later, at a
	// synchronisation (LaunchObserver.Sync).
	Counts timing.Stats
}

// LaunchObserver is an Observer that also wants each launch's boundaries
// and the shared memory side's counters over time (a timeline needs them;
// per-pc counters do not). The model checks for it once per launch.
type LaunchObserver interface {
	Observer
	// LaunchStart: a launch begins; e describes it (End and Metrics are
	// not known yet).
	LaunchStart(e *LaunchEvent)
	// Sync: every SM has advanced to cycle at (a synchronisation of the
	// parallel loop, every quantum of min(L2 hit, atomic latency) cycles)
	// and the shared side of the hierarchy has served every request issued
	// before it; st are its counters since the device's caches were last
	// built (cumulative: L2 sectors, DRAM bytes; subtract the previous
	// Sync's for the traffic of the quantum).
	Sync(at int64, st *timing.Stats)
	// LaunchEnd: the launch finished (or stopped at a fault: Err); End is
	// its last block's end cycle, Metrics its figures (nil on an error).
	LaunchEnd(e *LaunchEvent)
}

// LaunchEvent describes one launch to a LaunchObserver.
type LaunchEvent struct {
	Kernel      string
	Grid, Block [3]uint32
	Blocks      int          // blocks in the grid
	Program     *isa.Program // what timing mode runs: the pcs of Issue and Memory events index its Code
	Source      *isa.Program // the program as loaded (same pcs, the positions of the PTX)
	NumSMs      int
	SubParts    int          // sub-partitions per SM
	ClockMHz    float64      // SM clock: cycles per microsecond
	BlocksPerSM int          // occupancy: resident blocks per SM at most
	WarpsPerSM  int          // the SM's warp slots
	Clock       uint64       // the device's %clock64 base at the launch's start (earlier timed launches' cycles)
	Counters    timing.Stats // the hierarchy's counters at the start (Sync's are cumulative from before it)
	End         int64        // LaunchEnd: the cycle the last block finished
	Metrics     map[string]float64
	Err         error
}
