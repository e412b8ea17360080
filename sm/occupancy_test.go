package sm

import "testing"

// TestOccupancy checks DeviceSpec.Occupancy on H200 launches whose limits
// Nsight Compute reported (testdata/scale sgemm, bfs; the shared corpus's
// occupancy_shared with the largest carve-out), and the edges: no register
// count, a device without a shared-memory reserve, a block that cannot fit.
func TestOccupancy(t *testing.T) {
	h := H200()
	noReserve := H200()
	noReserve.ReservedSharedPerBlock = 0
	for _, c := range []struct {
		name                       string
		spec                       DeviceSpec
		regs, threads, shared      int
		blocks, warps, rf, smem, n int
	}{
		{"sgemm", h, 124, 256, 16384, 32, 8, 2, 13, 2},
		{"bfs_init", h, 28, 256, 0, 32, 8, 8, 32, 8},
		{"occupancy_shared 48 KB", h, 16, 256, 49152, 32, 8, 16, 4, 4},
		{"no register count", h, 0, 256, 0, 32, 8, 32, 32, 8},
		{"no reserve, no shared", noReserve, 32, 32, 0, 32, 64, 64, 32, 32},
		{"too many registers", h, 255, 1024, 0, 32, 2, 0, 32, 0},
	} {
		o := c.spec.Occupancy(c.regs, c.threads, c.shared, 0)
		got := [5]int{o.LimBlocks, o.LimWarps, o.LimRegs, o.LimShared, o.BlocksPerSM()}
		if want := [5]int{c.blocks, c.warps, c.rf, c.smem, c.n}; got != want {
			t.Errorf("%s: limits blocks/warps/registers/shared and blocks per SM %v, want %v", c.name, got, want)
		}
	}
}
