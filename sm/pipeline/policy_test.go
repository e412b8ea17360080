package pipeline

import (
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

func sched(t *testing.T, name string, spec *timing.TimingSpec) WarpScheduler {
	t.Helper()
	f, err := warpSchedulers.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return f(spec)
}

// warps makes n ready warps aged 0..n-1.
func warps(n int) []SchedWarp {
	ws := make([]SchedWarp, n)
	for i := range ws {
		ws[i] = SchedWarp{Age: int64(i), Ready: true}
	}
	return ws
}

// TestGTO: greedy on the last warp while it is ready, else the oldest.
func TestGTO(t *testing.T) {
	s := sched(t, "gto", timing.H200())
	ws := warps(4)
	if p := s.Pick(ws, 2, 0); p != 2 {
		t.Errorf("greedy: picked %d, want 2", p)
	}
	ws[2].Ready = false
	ws[0].Ready = false
	if p := s.Pick(ws, 2, 0); p != 1 {
		t.Errorf("oldest ready: picked %d, want 1", p)
	}
}

// TestLRR: the next ready warp after the last, wrapping.
func TestLRR(t *testing.T) {
	s := sched(t, "lrr", timing.H200())
	ws := warps(4)
	if p := s.Pick(ws, 3, 0); p != 0 {
		t.Errorf("picked %d, want 0 (after 3, wrapping)", p)
	}
	ws[2].Ready = false
	if p := s.Pick(ws, 1, 0); p != 3 {
		t.Errorf("picked %d, want 3 (2 not ready)", p)
	}
}

// TestTwoLevel: with 8 warps and an active set of 2, only the two oldest
// issue (round robin) until one waits on a long-latency operation; then
// the oldest pending warp joins, and a ready pending warp is held back
// while the active set is full of warps on short dependencies.
func TestTwoLevel(t *testing.T) {
	spec := timing.H200()
	spec.Sched.ActiveWarps = 2
	s := sched(t, "two_level", spec)
	ws := warps(8)
	var got []int
	for i := 0; i < 4; i++ {
		got = append(got, s.Pick(ws, 0, int64(i)))
	}
	if want := []int{0, 1, 0, 1}; !equal(got, want) {
		t.Errorf("picks %v, want %v (active set 0,1)", got, want)
	}
	ws[0].Ready, ws[0].Waiting = false, true // a global load
	if p := s.Pick(ws, 0, 4); p != 1 {
		t.Errorf("picked %d, want 1", p)
	}
	if p := s.Pick(ws, 1, 5); p != 2 { // 2 replaced 0
		t.Errorf("picked %d, want 2 (refilled from pending)", p)
	}
	ws[1].Ready = false // short dependency: stays active
	ws[2].Ready = false
	if p := s.Pick(ws, 2, 6); p != -1 {
		t.Errorf("picked %d, want -1: warps 3..7 are ready but pending", p)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func dispatcher(t *testing.T, name string) BlockDispatcher {
	t.Helper()
	f, err := blockDispatchers.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return f(timing.H200())
}

// TestDispatchers: round_robin spreads blocks one per SM; greedy fills SM
// 0 first; both honour room and force.
func TestDispatchers(t *testing.T) {
	pick := func(name string, room []int, n, k int, force bool) []int {
		d := dispatcher(t, name)
		var all []int
		for i := 0; i < n; i++ {
			p := d.Pick(room, k, force, nil)
			if len(p) < k {
				break
			}
			all = append(all, p...)
		}
		return all
	}
	if got, want := pick("round_robin", []int{2, 2, 2}, 6, 1, false), []int{0, 1, 2, 0, 1, 2}; !equal(got, want) {
		t.Errorf("round_robin: %v, want %v", got, want)
	}
	if got, want := pick("greedy", []int{2, 2, 2}, 6, 1, false), []int{0, 0, 1, 1, 2, 2}; !equal(got, want) {
		t.Errorf("greedy: %v, want %v", got, want)
	}
	if got := pick("greedy", []int{1, 0}, 3, 1, false); !equal(got, []int{0}) {
		t.Errorf("greedy without room: %v, want [0]", got)
	}
	if got := pick("round_robin", []int{1, 0}, 1, 3, true); len(got) != 3 {
		t.Errorf("round_robin forced: %v, want 3 picks", got)
	}
	if got := pick("greedy", []int{0, 0}, 1, 2, true); len(got) != 2 {
		t.Errorf("greedy forced: %v, want 2 picks", got)
	}
}

// TestUnknownScheduler: New names the registered policies.
func TestUnknownScheduler(t *testing.T) {
	spec := timing.H200()
	spec.Sched.Policy = "fifo"
	_, err := New(spec)
	if err == nil || !strings.Contains(err.Error(), `unknown sched.policy "fifo" (registered: gto, lrr, two_level`) {
		t.Errorf("got %v", err)
	}
	spec = timing.H200()
	spec.Launch.Dispatch = "x"
	if _, err := New(spec); err == nil || !strings.Contains(err.Error(), "greedy, round_robin") {
		t.Errorf("got %v", err)
	}
}
