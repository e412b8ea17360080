//go:build unix

package benchmarks

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user + system): on a
// machine shared with other work, throughput per CPU-second is steadier
// than per wall-clock second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
