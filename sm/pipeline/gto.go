package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

func init() {
	RegisterWarpScheduler("gto", func(*timing.TimingSpec) WarpScheduler { return gto{} })
}

// gto is greedy-then-oldest (Rogers, O'Connor and Aamodt, MICRO 2012):
// keep issuing from the warp that issued last while it can, else the
// oldest ready warp. The calibrated default.
type gto struct{}

func (gto) Pick(ws []SchedWarp, last int, _ int64) int {
	if last < len(ws) && ws[last].Ready {
		return last
	}
	pick := -1
	for i := range ws {
		if ws[i].Ready && (pick < 0 || ws[i].Age < ws[pick].Age) {
			pick = i
		}
	}
	return pick
}
