package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

func init() {
	RegisterBlockDispatcher("round_robin", func(*timing.TimingSpec) BlockDispatcher { return &roundRobin{} })
}

// roundRobin is the calibrated default: blocks go to the SMs in turn,
// each to the next SM after the previous pick that has room, so a grid
// smaller than the GPU gets one block per SM and a cluster's blocks land
// on distinct SMs before any SM takes a second.
type roundRobin struct{ rr int }

func (d *roundRobin) Pick(room []int, k int, force bool, picks []int) []int {
	n := len(room)
	start := d.rr
	for len(picks) < k {
		got := false
		for i := 0; i < n && len(picks) < k; i++ {
			c := (start + i) % n
			if room[c] > 0 {
				room[c]--
				picks = append(picks, c)
				d.rr = (start + i + 1) % n
				got = true
			}
		}
		if !got {
			break
		}
	}
	for force && len(picks) < k {
		picks = append(picks, d.rr)
		d.rr = (d.rr + 1) % n
	}
	return picks
}
