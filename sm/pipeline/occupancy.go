package pipeline

import (
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// Occupancy: the CUDA occupancy calculation of a launch in timing mode
// (how many blocks an SM holds at once, and which resource limits it),
// the shared-memory carve-out the driver picks, which also sizes the L1.
// The register count comes from isa.EstimateRegs or Launch.Registers.

// occupancy is the CUDA occupancy calculation for one launch.
type occupancy struct {
	regs                           int // registers per thread (estimate or override)
	limBlocks, limRegs, limShared  int
	limWarps, blocksPerSM, warpsPB int
	carveout                       int // shared-memory carve-out per SM the driver picks
	sharedPB                       int // shared memory per block incl. the reserved 1 KiB
}

// computeOccupancy is the device's occupancy calculation (sm.DeviceSpec.
// Occupancy: registers per warp in units of 256, whole warps per
// sub-partition's quarter of the register file, shared memory per block
// rounded to 128 bytes plus the driver's reserve) with the shared-memory
// limit taken under the carve-out carveout() picks rather than the largest.
func computeOccupancy(ds *sm.DeviceSpec, ts *timing.TimingSpec, regs, nthr, static, dyn int) occupancy {
	base := ds.Occupancy(regs, nthr, static+dyn, max(ts.Units.SubPartitions, 1))
	o := occupancy{regs: regs, warpsPB: base.WarpsPerBlock, limBlocks: base.LimBlocks,
		limWarps: base.LimWarps, limRegs: base.LimRegs, sharedPB: base.SharedPerBlock}
	if ds.MaxThreadsPerSM <= 0 {
		o.limWarps = ts.Units.MaxWarpsPerSM / o.warpsPB
	}
	smem := max(o.sharedPB, 1)
	other := min(o.limBlocks, o.limRegs, o.limWarps)
	carve := carveout(ts.L1.CarveoutsKB, smem*max(other, 1), static+dyn == 0, other >= o.limBlocks)
	if ds.SharedPerSM > 0 && carve > ds.SharedPerSM {
		carve = ds.SharedPerSM
	}
	o.carveout = carve
	// With shared memory the limit is what the carve-out holds, even
	// above the block limit (dynamic_shared: 34, cluster_histogram: 42,
	// where the block limit is 32); without, the block limit caps it.
	o.limShared = carve / smem
	if static+dyn == 0 {
		o.limShared = min(o.limShared, o.limBlocks)
	}
	o.blocksPerSM = max(min(o.limBlocks, o.limRegs, o.limWarps, o.limShared), 1)
	return o
}

// carveSlackMax caps the headroom the driver adds to the shared memory a
// launch needs when it picks a carve-out (see carveout).
const carveSlackMax = 28 * 1024

// carveout is the shared-memory carve-out (bytes per SM) the driver picks
// for a launch whose resident blocks (as many as the register, warp and
// block limits allow) need `need` bytes: the smallest configuration that
// holds the need plus headroom of as much again, at most carveSlackMax,
// and no headroom when the block limit is what binds (blockBound: no
// further block could be resident anyway; lat_shared needs 163840 bytes
// for its 32 blocks and gets 164 KB).
// The rule is fitted to every corpus launch with shared memory (21
// launches, 11 distinct needs; launch__occupancy_limit_shared_mem gives
// the carve-out as limit x per-block bytes): 9216 and 16384 bytes get
// 32 KB, 17280 to 25600 get 64 KB, 40960 and 41984 get 100 KB, 81920 gets
// 132 KB, 139264 gets 164 KB, more than 228 KB gets 228 KB. Twice the
// need alone fits all but the last two (it would give 164 and 228 KB);
// the smallest that holds the need alone fits none of the first eight. A
// kernel without shared memory gets the smallest carve-out holding four
// times its (reserve-only) need, which only sizes the L1.
func carveout(kb []int, need int, noShared, blockBound bool) int {
	want := need + min(need, carveSlackMax)
	if blockBound {
		want = need
	}
	if noShared {
		want = 4 * need
	}
	carve := 0
	for _, k := range kb {
		carve = k * 1024
		if carve >= want {
			break
		}
	}
	return carve
}
