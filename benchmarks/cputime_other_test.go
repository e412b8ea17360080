//go:build !unix

package benchmarks

import "time"

var start0 = time.Now()

// cpuTime falls back to wall-clock time where the process's CPU time is
// not available.
func cpuTime() time.Duration { return time.Since(start0) }
