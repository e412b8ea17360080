package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

func init() {
	RegisterBlockDispatcher("greedy", func(*timing.TimingSpec) BlockDispatcher { return greedy{} })
}

// greedy fills the lowest-numbered SM with room before the next, so a
// small grid packs onto few SMs (more sharing of an SM's L1 and issue
// slots, idle SMs left for other work) instead of spreading one block
// per SM.
type greedy struct{}

func (greedy) Pick(room []int, k int, force bool, picks []int) []int {
	for c := 0; c < len(room) && len(picks) < k; {
		if room[c] > 0 {
			room[c]--
			picks = append(picks, c)
			continue
		}
		c++
	}
	for i := 0; force && len(picks) < k; i++ {
		picks = append(picks, i%len(room))
	}
	return picks
}
