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
		// SMs start, start+1, ... wrapping (no division per SM: the
		// dispatcher runs on one goroutine at every synchronisation).
		for i, c := 0, start; i < n && len(picks) < k; i, c = i+1, c+1 {
			if c == n {
				c = 0
			}
			if room[c] > 0 {
				room[c]--
				picks = append(picks, c)
				d.rr = c + 1
				if d.rr == n {
					d.rr = 0
				}
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
