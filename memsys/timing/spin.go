package timing

import "time"

// Spin is the state of one busy-wait: the staged serve's stages waiting
// for one another (serve.go) and the timing model's gang waiting for a
// phase (sm/pipeline) both spin with it, then sleep or park. Waking a
// sleeping goroutine costs microseconds (more on a virtual machine),
// and yielding with runtime.Gosched contends for the scheduler's lock
// (14% of the CPU time on the device machine's 16 cores), so a wait that
// has a processor of its own spins for a while first.
type Spin struct {
	try   int
	since time.Time
}

// Over is called once per try of a wait and reports whether the wait
// has spun for longer than limit. It reads the clock every 256 tries
// only: the first of those starts the wait's clock; a limit <= 0 is over
// at the first of those.
func (w *Spin) Over(limit time.Duration) bool {
	w.try++
	if w.try&255 != 0 {
		return false
	}
	if limit <= 0 {
		return true
	}
	if w.since.IsZero() {
		w.since = time.Now()
		return false
	}
	return time.Since(w.since) > limit
}
