package pipeline

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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

// TestOccupancyVsHardware checks the occupancy calculation against every
// launch of the shared corpus and testdata/scale that Nsight Compute
// profiled: given the hardware's registers per thread and shared memory
// per block (ptxas's counts, so that the formula alone is tested, not the
// PTX register estimate or the shared layout), the block, warp, register
// and shared-memory limits are the H200's launch__occupancy_limit_*.
func TestOccupancyVsHardware(t *testing.T) {
	ds, ts := sm.H200(), timing.H200()
	var paths []string
	for _, suite := range []string{"conformance", "scale"} {
		m, _ := filepath.Glob(filepath.Join("..", "..", "testdata", suite, "cases", "*", "hw.json"))
		paths = append(paths, m...)
	}
	if len(paths) == 0 {
		t.Fatal("no hw.json in testdata/conformance or testdata/scale")
	}
	type launch struct {
		Block [3]int `json:"block"`
	}
	checked, wrong := 0, 0
	for _, p := range paths {
		var c struct{ Launches []launch }
		var hw struct {
			Launches []struct {
				Kernel string
				NCU    map[string]float64
			}
		}
		if err := readJSON(filepath.Join(filepath.Dir(p), "case.json"), &c); err != nil {
			t.Fatal(err)
		}
		if err := readJSON(p, &hw); err != nil {
			t.Fatal(err)
		}
		if len(hw.Launches) != len(c.Launches) {
			t.Errorf("%s: %d launches in hw.json, %d in case.json", p, len(hw.Launches), len(c.Launches))
			continue
		}
		for i, l := range hw.Launches {
			m := l.NCU
			if _, ok := m["launch__occupancy_limit_registers"]; !ok {
				continue
			}
			b := c.Launches[i].Block
			nthr := max(b[0], 1) * max(b[1], 1) * max(b[2], 1)
			o := computeOccupancy(&ds, ts, int(m["launch__registers_per_thread"]), nthr,
				int(m["launch__shared_mem_per_block_static"]), int(m["launch__shared_mem_per_block_dynamic"]))
			sim := [4]int{o.limBlocks, o.limWarps, o.limRegs, o.limShared}
			want := [4]int{int(m["launch__occupancy_limit_blocks"]), int(m["launch__occupancy_limit_warps"]),
				int(m["launch__occupancy_limit_registers"]), int(m["launch__occupancy_limit_shared_mem"])}
			checked++
			key := fmt.Sprintf("%s/%d", filepath.Base(filepath.Dir(p)), i)
			if why, ok := carveoutMisses[key]; ok && [3]int(sim[:3]) == [3]int(want[:3]) {
				if sim[3] == want[3] {
					t.Errorf("%s: listed in carveoutMisses but now right: take it out", key)
				} else {
					t.Logf("known carve-out miss %s: shared-memory limit %d, the H200's %d (%s)", key, sim[3], want[3], why)
				}
				continue
			}
			if sim != want {
				wrong++
				t.Errorf("%s launch %d (%s, %d threads, %v registers): limits blocks/warps/registers/shared %v, the H200's %v",
					filepath.Base(filepath.Dir(p)), i, l.Kernel, nthr, m["launch__registers_per_thread"], sim, want)
			}
		}
	}
	t.Logf("%d profiled launches, %d with other limits", checked, wrong)
	if checked == 0 {
		t.Fatal("no profiled launch")
	}
}

// carveoutMisses are the profiled launches whose shared-memory limit the
// carve-out rule (carveout) gets wrong, with why; the other limits must
// still match.
var carveoutMisses = map[string]string{
	// 2 register-bound blocks of 17408 bytes need 34816: the rule's 64 KB
	// holds them with 28 KB to spare, the driver picked 100 KB. More slack
	// breaks occupancy_shared (139264 bytes -> 164 KB, exactly the rule's
	// need + 28 KB); no slack rule over need alone fits both.
	"sgemm/1": "driver picks 100 KB for 34816 bytes",
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}
