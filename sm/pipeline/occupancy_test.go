package pipeline

import (
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// TestCarveout checks the carve-out rule against the H200's choices in the
// corpus (hw.json launch__occupancy_limit_shared_mem x bytes per block
// gives the carve-out the driver picked).
func TestCarveout(t *testing.T) {
	kb := timing.H200().L1.CarveoutsKB
	for _, c := range []struct {
		need       int
		blockBound bool
		wantKB     int
		cases      string
	}{
		{9216, false, 32, "block_scan, reduce_shuffle, shared_atomics"},
		{16384, false, 32, "histogram_shared, reduce_*, shared_reverse"},
		{17280, false, 64, "dynamic_shared"},
		{17408, false, 64, "stencil_constant, sum_last_block"},
		{24576, false, 64, "cluster_histogram, matmul_shared_256, pipeline_cp_async"},
		{25600, false, 64, "async_barrier"},
		{40960, false, 100, "transpose_shared_256"},
		{41984, false, 100, "transpose_padded_256"},
		{81920, false, 132, "cg_memcpy_async"},
		{139264, false, 164, "occupancy_shared 16 KB"},
		{401408, false, 228, "occupancy_shared 48 KB"},
		{163840, true, 164, "lat_shared"},
		{557056, true, 228, "bank_conflicts"},
	} {
		if got := carveout(kb, c.need, false, c.blockBound); got != c.wantKB*1024 {
			t.Errorf("need %d (%s): carve-out %d KB, the H200 picked %d KB", c.need, c.cases, got/1024, c.wantKB)
		}
	}
}

// TestOccupancySharedLimit: with shared memory the limit is what the
// carve-out holds even above the 32-block limit; without, 32 at most.
func TestOccupancySharedLimit(t *testing.T) {
	ds, ts := sm.H200(), timing.H200()
	// dynamic_shared: 224 threads, 800 dynamic bytes, 16 registers -> 34.
	if o := computeOccupancy(&ds, ts, 16, 224, 0, 800); o.limShared != 34 || o.carveout != 64*1024 {
		t.Errorf("dynamic_shared: limit %d carve-out %d, want 34 and 64 KB", o.limShared, o.carveout)
	}
	// One warp, no shared memory: the block limit.
	if o := computeOccupancy(&ds, ts, 16, 32, 0, 0); o.limShared != 32 {
		t.Errorf("no shared memory: limit %d, want 32", o.limShared)
	}
}
