package pipeline

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// TestGangRunsEachPhaseOnce hands many short phases to a gang of more
// helpers than processors (so they park instead of spinning) and checks
// that every goroutine of the gang runs every phase exactly once. It
// failed (a helper ran a phase twice: "sync: negative WaitGroup counter")
// when parkState was a flag: a helper that took a phase itself before
// run's hand-out reached it, finished it and parked again was sent the
// same phase a second time.
func TestGangRunsEachPhaseOnce(t *testing.T) {
	const helpers = 31 // parks: spin needs helpers+1 processors
	deadline := time.Now().Add(1500 * time.Millisecond)
	phases := 0
	for gangs := 0; gangs < 400 && time.Now().Before(deadline); gangs++ {
		g := newGang(&tmodel{}, helpers)
		ran := make([]atomic.Int64, helpers+1)
		for i := range ran {
			g.stages = append(g.stages, func() {
				// Helpers finish in a varying order, some late: the
				// last ones race the next phase's hand-out.
				if n := ran[i].Add(1); (n+int64(i))%7 == 0 {
					runtime.Gosched()
				}
			})
		}
		for ph := 1; ph <= 1000; ph++ {
			g.run(int64(ph))
			phases++
			for i := range ran {
				if n := ran[i].Load(); n != int64(ph) {
					g.stop()
					t.Fatalf("gang %d: goroutine %d ran %d phases of %d", gangs, i, n, ph)
				}
			}
		}
		g.stop()
	}
	t.Logf("%d phases", phases)
}
