package fidelity

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// threadCounts are the goroutine counts the determinism tests compare: one,
// two, and more than this machine has cores (determinism must not depend on
// real parallelism, so 16 goroutines on 2 cores is as good a test).
var threadCounts = []int{1, 2, 16}

// outcome is everything a case run produces that must not depend on the
// number of threads: the buffers' bytes, the printf text, the error, and
// per launch the instruction counts and (timing) every metric.
func outcome(out *CaseOutputs, err error) string {
	var b strings.Builder
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
	}
	if out == nil {
		return b.String()
	}
	for _, name := range slices.Sorted(maps.Keys(out.Buffers)) {
		fmt.Fprintf(&b, "buffer %s: %x\n", name, out.Buffers[name])
	}
	fmt.Fprintf(&b, "stdout: %q\n", out.Stdout)
	for i, l := range out.Launches {
		fmt.Fprintf(&b, "launch %d: %d thread-instructions, %d warp-instructions\n", i, l.ThreadInstructions, l.WarpInstructions)
		for _, k := range slices.Sorted(maps.Keys(l.Metrics)) {
			fmt.Fprintf(&b, "  %s %v\n", k, l.Metrics[k])
		}
	}
	return b.String()
}

// sameForThreads runs c with each thread count and reports the first
// difference from the one-thread run.
func sameForThreads(t *testing.T, c *Case, opts RunOptions) {
	t.Helper()
	var want string
	for i, n := range threadCounts {
		opts.Threads = n
		got := outcome(c.Execute(opts))
		if i == 0 {
			want = got
			continue
		}
		if got != want {
			wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
			for j := range min(len(wl), len(gl)) {
				if wl[j] != gl[j] {
					t.Errorf("%d threads differ from 1 thread:\n  1: %.200s\n  %d: %.200s", n, wl[j], n, gl[j])
					return
				}
			}
			t.Errorf("%d threads differ from 1 thread (%d lines against %d)", n, len(gl), len(wl))
			return
		}
	}
}

// TestThreadsFunctional: every corpus case gives the same bytes, printf
// text, errors and instruction counts with 1, 2 and 16 threads.
func TestThreadsFunctional(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, CorpusSuites, nil, func(t *testing.T, c *Case) {
		sameForThreads(t, c, RunOptions{Cache: cache})
	})
}

// TestThreadsTiming: every corpus case gives the same bytes and the same
// metrics, cycle counts included, with 1, 2 and 16 threads in timing mode.
func TestThreadsTiming(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, CorpusSuites, nil, func(t *testing.T, c *Case) {
		sameForThreads(t, c, RunOptions{Cache: cache, Timing: timing.H200(), ColdCaches: true})
	})
}
