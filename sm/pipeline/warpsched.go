package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

// SchedWarp is what a warp scheduler sees of one resident warp of its
// sub-partition.
type SchedWarp struct {
	Age   int64 // launch order over the whole GPU: smaller is older
	Ready bool  // its next instruction can issue this cycle
	// Waiting: not ready because of a long-latency dependency (global or
	// local memory, a barrier, an async copy, a sleep) rather than a
	// fixed-latency one or a busy unit.
	Waiting bool
}

// WarpScheduler chooses which warp of a sub-partition issues. The model
// calls Pick whenever the sub-partition may issue, with its resident warps
// in arrival order. last is the index Pick chose the previous time (when a
// warp before it leaves, last moves down with it; when that warp itself
// leaves, last keeps its position, so it names the warp that followed it,
// or len(ws)). Pick returns the index of a Ready warp, or -1 to issue
// nothing this cycle (the sub-partition then idles one cycle). One
// scheduler serves one sub-partition, so it may keep state. Pick must not
// allocate.
type WarpScheduler interface {
	Pick(ws []SchedWarp, last int, now int64) int
}

// WarpSchedulerFactory makes the scheduler of one sub-partition.
type WarpSchedulerFactory func(spec *timing.TimingSpec) WarpScheduler

var warpSchedulers = timing.NewRegistry[WarpSchedulerFactory]("sched.policy", "gto")

// RegisterWarpScheduler adds a warp scheduler selectable by name in
// sched.policy.
func RegisterWarpScheduler(name string, f WarpSchedulerFactory) { warpSchedulers.Register(name, f) }

// WarpSchedulerNames lists the registered warp schedulers.
func WarpSchedulerNames() []string { return warpSchedulers.Names() }
