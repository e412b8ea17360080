package timing

import "testing"

// BenchmarkBanksShared: the conflict-free accesses of a tiled SGEMM's
// inner loop (a row of the A tile broadcast to each half-warp, a row of
// the B tile one word per lane) on 132 SMs' bank models in turn, as the
// timing model runs the SMs of a quantum one after another.
func BenchmarkBanksShared(b *testing.B) {
	bks := make([]*Banks, 132)
	for i := range bks {
		bks[i] = NewBanks()
	}
	var bcast, row Access
	bcast.Mask, row.Mask = ^uint32(0), ^uint32(0)
	bcast.Size, row.Size = 4, 4
	for l := range 32 {
		bcast.Addr[l] = 64 * uint64(l/16)
		row.Addr[l] = 1024 + 4*uint64(l)
	}
	i := 0
	for b.Loop() {
		bk := bks[i%len(bks)]
		i++
		if w, _ := bk.Shared(&bcast); w != 1 {
			b.Fatal(w)
		}
		if w, _ := bk.Shared(&row); w != 1 {
			b.Fatal(w)
		}
	}
}
