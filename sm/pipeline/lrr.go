package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

func init() {
	RegisterWarpScheduler("lrr", func(*timing.TimingSpec) WarpScheduler { return lrr{} })
}

// lrr is loose round robin: the first ready warp after the one that
// issued last, in arrival order.
type lrr struct{}

func (lrr) Pick(ws []SchedWarp, last int, _ int64) int {
	n := len(ws)
	for k := 1; k <= n; k++ {
		if i := (last + k) % n; ws[i].Ready {
			return i
		}
	}
	return -1
}
