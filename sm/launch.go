package sm

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync/atomic"
	"time"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/ptx"
)

// Launch describes one kernel launch. Zero grid/block/cluster components
// count as 1.
type Launch struct {
	Kernel      string
	Grid, Block [3]uint32
	Cluster     [3]uint32
	SharedBytes uint32 // dynamic shared memory per block
	Params      []byte // the kernel's parameter buffer, laid out as KernelParams says
	Cooperative bool   // cooperative launch: every block resident at once (grid.sync)
	Registers   int    // timing mode: registers per thread for occupancy; 0 = isa.EstimateRegs
	Limits      Limits // zero fields: the device's (Device.SetLimits)
	// MaxDynamicShared is the kernel's cudaFuncAttributeMaxDynamicSharedMemorySize
	// (0: the default 48 KiB limit); up to the device's opt-in limit.
	MaxDynamicShared int
}

// LaunchResult counts what a launch executed.
type LaunchResult struct {
	Kernel             string
	Blocks             int
	ThreadInstructions uint64 // sum over warp-instructions of the active threads
	WarpInstructions   uint64
	// Serial says why the launch's blocks ran on one goroutine in a fixed
	// order (they may observe one another through memory, order.go); ""
	// when they ran in parallel. Results are the same for any number of
	// threads either way.
	Serial string
	// Metrics holds the timing model's figures under Nsight Compute metric
	// names (see sm/pipeline); nil in functional mode.
	Metrics map[string]float64
}

// quantum is how many instructions a warp runs before the next warp gets a
// turn. Small enough that spin-waits on other warps or blocks make progress
// quickly, large enough that switching costs little.
const quantum = 512

// defaultStackBytes is each thread's local memory beyond the kernel's own
// frame, for calls (CUDA's default stack size is 1 KiB; deeper recursion is
// allowed here up to maxStackBytes).
const (
	defaultStackBytes = 1024
	maxStackBytes     = 64 << 10
	frameOverhead     = 16
)

// Shared-memory facts read on the H200 (testdata/compilers hand_sregs):
// the allocation unit %total_smem_size is rounded to, and how much of the
// reserved 1 KB the system uses (%reserved_smem_offset_end, %envreg10).
const (
	smemAllocUnit    = 128
	reservedSmemUsed = 0x120
)

func norm3(d [3]uint32) [3]uint32 {
	for i := range d {
		if d[i] == 0 {
			d[i] = 1
		}
	}
	return d
}

// run is the state of one launch: its configuration, fixed once it
// starts, and the results gathered from its workers (worker.go).
type run struct {
	dev     *Device
	mod     *Module
	prog    *isa.Program
	code    []isa.Inst
	fn      *isa.Func
	grid    [3]uint32
	block   [3]uint32
	nthr    int // threads per block
	nwarps  int // warps per block
	params  []byte
	symAddr []uint64
	shared  int // bytes of shared memory per block (static + dynamic)
	dynOff  int
	dyn     int
	envreg  [32]uint32
	localB  int // local memory bytes per thread at the start (a warp's grows with calls)

	res       LaunchResult
	limit     uint64        // most warp-instructions (Limits.MaxInstructions)
	instrLeft uint64        // limit less the warp-instructions counted at the last Check (InstructionsLeft)
	checked   bool          // Check ran
	timeout   time.Duration // wall-clock limit, for the fault's message
	maxCycles uint64        // timing mode: Limits.MaxCycles (0, NoLimit: none); Engine.LastCycle
	stop      atomic.Uint32 // set from other goroutines: stopTimeout, stopCanceled (limits.go); read by every warp.exec
	hostBytes atomic.Uint64 // host-memory budget charged for warp state (warp.reserve), returned at the end
	fault     *Fault
	nextB     int // the next block a timing model starts (Engine.StartBlock)
	totalB    int
	maxRes    int
	workers   []*worker
	out       output   // printf text, in block order (worker.go)
	ordered   string   // why the launch runs on one goroutine in a fixed order; "" if it may run in parallel (order.go)
	tx        *txTimes // mbarrier transaction times for a timing model (txtime.go); nil: not asked
	prints    bool     // the kernel can call vprintf or __assertfail (output in block order)
	threads   int      // goroutines the launch may use

	cdim     [3]uint32 // cluster dimensions (1,1,1 without clusters); cluster.go
	csize    int       // blocks per cluster
	explicit bool      // a cluster launch (%is_explicit_cluster)
	timer    Timer     // the timing model driving the launch; nil in functional mode
}

type block struct {
	idx    [3]uint32
	linear int
	k      *worker // the worker running the block
	shared []byte
	warps  []*warp
	live   int // threads not exited
	done   int // warps finished
	bars   [16]barrier
	cl     *cluster // the block's cluster; nil without clusters
	rank   int      // %cluster_ctarank
	text   text     // printf text (and assertion messages) not yet handed to the launch's output
}

type barrier struct {
	active   bool
	arrived  int
	expected int // -1: every live thread of the block
	waiting  []*warp
	popc     int
	all, any bool
}

// validate checks a launch the way the CUDA driver does.
func (d *Device) validate(m *Module, l *Launch) (*isa.Func, *LaunchError) {
	f := m.prog.Kernel(l.Kernel)
	fail := func(limit, format string, args ...any) (*isa.Func, *LaunchError) {
		return nil, &LaunchError{Kernel: l.Kernel, Limit: limit, Msg: fmt.Sprintf(format, args...)}
	}
	if f == nil {
		return fail("kernel", "kernel %s not found in module %s", l.Kernel, m.prog.File)
	}
	s := d.spec
	b, g := l.Block, l.Grid
	if nthr := int(b[0]) * int(b[1]) * int(b[2]); nthr > s.MaxThreadsPerBlock {
		return fail("max_threads_per_block", "block of %d threads exceeds the device limit of %d threads per block", nthr, s.MaxThreadsPerBlock)
	}
	names := [3]string{"x", "y", "z"}
	for i := 0; i < 3; i++ {
		if int(b[i]) > s.MaxBlockDim[i] {
			return fail("max_block_dim_"+names[i], "block dimension %s = %d exceeds the device limit of %d", names[i], b[i], s.MaxBlockDim[i])
		}
		if int64(g[i]) > int64(s.MaxGridDim[i]) {
			return fail("max_grid_dim_"+names[i], "grid dimension %s = %d exceeds the device limit of %d", names[i], g[i], s.MaxGridDim[i])
		}
	}
	nthr := int(b[0]) * int(b[1]) * int(b[2])
	if r := f.Perf.ReqNTID; r[0] > 0 {
		rr := [3]uint32{uint32(r[0]), uint32(max(r[1], 1)), uint32(max(r[2], 1))}
		if rr != b {
			return fail("reqntid", "block (%d,%d,%d) does not match the kernel's .reqntid %d,%d,%d", b[0], b[1], b[2], rr[0], rr[1], rr[2])
		}
	}
	if r := f.Perf.MaxNTID; r[0] > 0 {
		mx := r[0] * max(r[1], 1) * max(r[2], 1)
		if nthr > mx {
			return fail("maxntid", "block of %d threads exceeds the kernel's .maxntid of %d threads", nthr, mx)
		}
	}
	static := m.prog.StaticShared(f)
	total := static + int(l.SharedBytes)
	limit := s.SharedPerBlock
	if l.MaxDynamicShared > 0 {
		if l.MaxDynamicShared > s.SharedPerBlockOptin-static {
			return fail("shared_memory_per_block", "a dynamic shared memory attribute of %d bytes exceeds the device's opt-in limit of %d (less %d static)", l.MaxDynamicShared, s.SharedPerBlockOptin, static)
		}
		if int(l.SharedBytes) <= l.MaxDynamicShared {
			limit = max(limit, static+l.MaxDynamicShared)
		}
	}
	if total > limit {
		return fail("shared_memory_per_block", "%d bytes of shared memory per block (%d static + %d dynamic) exceed the device limit of %d", total, static, l.SharedBytes, limit)
	}
	if len(l.Params) != f.ParamBytes {
		return fail("params", "kernel %s takes %d bytes of parameters, got %d", l.Kernel, f.ParamBytes, len(l.Params))
	}
	if l.Cooperative {
		per := d.blocksPerSM(l.Registers, nthr, total)
		blocks := int64(g[0]) * int64(g[1]) * int64(g[2])
		if blocks > int64(per*s.SMCount) {
			return fail("cooperative_launch", "cooperative launch of %d blocks exceeds the %d blocks that can be resident at once (%d per SM on %d SMs)", blocks, per*s.SMCount, per, s.SMCount)
		}
	}
	return f, nil
}

// blocksPerSM is how many blocks of a launch an SM holds at once
// (DeviceSpec.Occupancy, at least 1) with regs registers per thread (0:
// registers do not limit). The cooperative-launch check passes
// Launch.Registers: the PTX estimate is not trusted to refuse a launch the
// hardware accepts (it runs high: 28 against ptxas's 20 for some kernels).
func (d *Device) blocksPerSM(regs, nthr, shared int) int {
	return max(d.spec.Occupancy(regs, nthr, shared, 0).BlocksPerSM(), 1)
}

func align(x, a int) int {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// Launch validates and runs a kernel to completion.
func (d *Device) Launch(m *Module, l Launch) (*LaunchResult, error) {
	return d.LaunchContext(context.Background(), m, l)
}

// LaunchContext is Launch that also stops, with a FaultInterrupted, when
// ctx is done. A stopped launch, like one past a limit, leaves device
// memory as the kernel left it and the device's sticky error set. A panic
// inside the engine (a bug) comes back as a FaultInternal.
func (d *Device) LaunchContext(ctx context.Context, m *Module, l Launch) (res *LaunchResult, err error) {
	if err := d.launchable(m); err != nil {
		return nil, err
	}
	var r *run
	defer func() {
		if p := recover(); p != nil {
			f := d.internalFault(r, m, l.Kernel, p, nil)
			d.noteFault(f)
			res, err = nil, f
			if r != nil {
				res = &r.res
			}
		}
	}()
	r, cleanup, err := d.newRun(m, l)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	defer func() { d.host.Release(r.hostBytes.Load()) }()
	defer r.watch(ctx, r.timeout)()
	d.progress.startLaunch(l.Kernel, r.totalB)
	switch {
	case d.timer != nil:
		// Timing mode: the timer drives the engine (engine.go) on workers
		// of its own (one per simulated SM), and stops at
		// Engine.LastCycle with Engine.CycleLimit.
		r.timer = d.timer
		m, err := d.timer.RunLaunch(&Engine{r: r, l: l})
		r.timer = nil
		if err != nil {
			return nil, err
		}
		if r.fault == nil {
			r.deadlock()
		}
		r.endOutput()
		r.res.Metrics = m
	case r.ordered != "":
		r.scheduleOrdered()
	default:
		r.scheduleParallel()
	}
	r.gather()
	if r.fault != nil {
		d.noteFault(r.fault)
		return &r.res, r.fault
	}
	return &r.res, nil
}

// newRun validates a launch and prepares its state; cleanup releases the
// launch's device resources.
func (d *Device) newRun(m *Module, l Launch) (*run, func(), error) {
	l.Grid, l.Block, l.Cluster = norm3(l.Grid), norm3(l.Block), norm3(l.Cluster)
	cleanup := func() {}
	f, lerr := d.validate(m, &l)
	if lerr != nil {
		return nil, cleanup, lerr
	}
	lim := l.Limits.over(d.limits)
	r := &run{
		dev: d, mod: m, prog: m.prog, code: m.ecode, fn: f,
		grid: l.Grid, block: l.Block, params: l.Params, limit: lim.MaxInstructions,
		timeout: lim.Timeout, maxCycles: lim.MaxCycles, threads: d.Threads(),
	}
	r.nthr = int(l.Block[0] * l.Block[1] * l.Block[2])
	r.nwarps = (r.nthr + 31) / 32
	r.totalB = int(l.Grid[0]) * int(l.Grid[1]) * int(l.Grid[2])
	r.res.Kernel = l.Kernel
	var cerr *LaunchError
	if r.cdim, r.explicit, cerr = d.clusterDims(f, &l); cerr != nil {
		return nil, cleanup, cerr
	}
	r.csize = int(r.cdim[0] * r.cdim[1] * r.cdim[2])
	r.res.Blocks = r.totalB
	r.symAddr = append([]uint64(nil), m.symAddr...)
	offs, static := m.prog.SharedLayout(f)
	for i, si := range f.SharedSyms {
		r.symAddr[si] = uint64(offs[i])
	}
	r.dynOff = align(int(static), 16)
	for i, sy := range m.prog.Syms {
		if sy.Extern {
			r.symAddr[i] = uint64(r.dynOff)
		}
	}
	r.dyn = int(l.SharedBytes)
	r.shared = r.dynOff + r.dyn
	// What the H200's driver leaves in the environment registers of every
	// launch (hand_sregs: all 32 read): %envreg6 = 1 and %envreg10 = the
	// end of the used reserved shared memory; %envreg0 holds a value that
	// looks like an address (not modelled, 0); the rest are 0.
	r.envreg[6] = 1
	r.envreg[10] = reservedSmemUsed
	r.localB = align(f.FrameSize+defaultStackBytes, 16)
	if l.Cooperative {
		// The grid-sync workspace nvcc reaches through %envreg1 (high
		// half) and %envreg2 (low half): a zeroed arrival counter.
		ws, err := d.mem.Malloc(16)
		if err != nil {
			return nil, cleanup, err
		}
		cleanup = func() { d.mem.Free(ws) }
		r.envreg[1] = uint32(ws >> 32)
		r.envreg[2] = uint32(ws)
	}
	r.maxRes = d.blocksPerSM(0, r.nthr, r.shared) * d.spec.SMCount // registers are not modelled functionally
	if l.Cooperative {
		r.maxRes = r.totalB
	}
	r.ordered = orderedReason(m.prog, f, &l, r.csize, d.timer != nil, m.racy)
	r.prints = canPrint(m.prog, f)
	r.res.Serial = r.ordered
	r.out.dev = d
	return r, cleanup, nil
}

func (b *block) expectedAt(id int) int {
	if e := b.bars[id].expected; e >= 0 {
		return e
	}
	return b.live
}

// arrive records a warp's arrival at barrier id and releases the barrier
// when enough threads have arrived.
func (b *block) arrive(w *warp, id int, count int, em uint32, wait bool, pred uint32) {
	br := &b.bars[id]
	if !br.active {
		*br = barrier{active: true, expected: count, all: true, waiting: br.waiting[:0]}
	}
	n := bits.OnesCount32(em)
	br.arrived += n
	br.popc += bits.OnesCount32(pred & em)
	if pred&em != em {
		br.all = false
	}
	if pred&em != 0 {
		br.any = true
	}
	if wait {
		w.blocked = true
		w.barID = id
		br.waiting = append(br.waiting, w)
	}
	b.check(id)
}

func (b *block) check(id int) {
	br := &b.bars[id]
	if !br.active || br.arrived < b.expectedAt(id) {
		return
	}
	for _, w := range br.waiting {
		w.blocked = false
		w.barDone(br)
	}
	br.active = false
	br.waiting = br.waiting[:0]
}

// threadsExited lowers the block's live count; barriers waiting for every
// live thread may now complete.
func (b *block) threadsExited(n int) {
	b.live -= n
	for id := range b.bars {
		if b.bars[id].active && b.bars[id].expected < 0 {
			b.check(id)
		}
	}
}

// memory access helpers shared by the executor

func le(b []byte) uint64 {
	switch len(b) {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func putLE(b []byte, v uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	}
}

var _ = memsys.PageShift
var _ = ptx.SpaceGlobal
