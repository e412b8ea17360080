package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

func init() {
	RegisterWarpScheduler("two_level", func(spec *timing.TimingSpec) WarpScheduler {
		n := spec.Sched.ActiveWarps
		if n <= 0 {
			n = 4
		}
		return &twoLevel{size: n, active: make([]int64, 0, n)}
	})
}

// twoLevel is two-level warp scheduling (Narasiman et al., "Improving GPU
// Performance via Large Warps and Two-Level Warp Scheduling", MICRO 2011;
// Gebhart et al., "Energy-efficient Mechanisms for Managing Thread
// Context in Throughput Processors", ISCA 2011): the scheduler issues only
// from a small active set (sched.active_warps), round robin; a warp that
// waits on a long-latency operation (memory, a barrier) leaves the active
// set for the pending set, and pending warps that are no longer waiting
// refill it, oldest first. Warps in the active set thus reach their
// long-latency loads at different times, and a ready pending warp may wait
// while the active set is full of warps stalled on short dependencies.
type twoLevel struct {
	size   int
	active []int64 // ages of the active warps, in the order they joined
	next   int     // round-robin position in active
}

func (s *twoLevel) Pick(ws []SchedWarp, _ int, _ int64) int {
	// Drop active warps that left or now wait on something long.
	keep := s.active[:0]
	for _, a := range s.active {
		if i := find(ws, a); i >= 0 && !ws[i].Waiting {
			keep = append(keep, a)
		}
	}
	s.active = keep
	// Refill from the pending warps that are not waiting, oldest first.
	for len(s.active) < s.size {
		best := -1
		for i := range ws {
			if ws[i].Waiting || s.isActive(ws[i].Age) {
				continue
			}
			if best < 0 || ws[i].Age < ws[best].Age {
				best = i
			}
		}
		if best < 0 {
			break
		}
		s.active = append(s.active, ws[best].Age)
	}
	n := len(s.active)
	for k := 0; k < n; k++ {
		j := (s.next + k) % n
		if i := find(ws, s.active[j]); ws[i].Ready {
			s.next = (j + 1) % n
			return i
		}
	}
	return -1
}

func (s *twoLevel) isActive(age int64) bool {
	for _, a := range s.active {
		if a == age {
			return true
		}
	}
	return false
}

func find(ws []SchedWarp, age int64) int {
	for i := range ws {
		if ws[i].Age == age {
			return i
		}
	}
	return -1
}
