package timing

import (
	"testing"
	"time"
)

// TestSpin: a wait reads the clock every 256 tries; with no limit it is
// over at the first such try, with a limit only once that much time has
// passed since the first.
func TestSpin(t *testing.T) {
	var w Spin
	for i := 1; i < 256; i++ {
		if w.Over(0) {
			t.Fatalf("try %d: over before the first clock check", i)
		}
	}
	if !w.Over(0) {
		t.Fatal("limit 0: not over at try 256")
	}
	w = Spin{}
	for i := 1; i <= 512; i++ {
		if w.Over(time.Hour) {
			t.Fatalf("try %d: over long before an hour", i)
		}
	}
	w = Spin{}
	over := 0
	start := time.Now()
	for i := 0; over == 0 && time.Since(start) < 5*time.Second; i++ {
		if w.Over(time.Millisecond) {
			over = i
		}
	}
	if over == 0 || time.Since(start) < time.Millisecond {
		t.Fatalf("limit 1ms: over=%d after %v", over, time.Since(start))
	}
}
