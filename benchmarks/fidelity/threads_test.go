package fidelity

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
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
			t.Error(firstDifference(n, want, got))
			return
		}
	}
}

// oneThread holds the outcomes of the one-thread functional runs that
// TestConformance made, by case directory (same process only).
var oneThread sync.Map

// threadSubset are the cases the determinism tests run with 2 threads as
// well, and in timing mode the cases beyond those TestTimingGolden checks
// with 16 threads against its one-thread golden file: serial launches
// (atomics, spin locks, grid sync, clusters), printf, asynchronous copies,
// tensor cores, calls.
var threadSubset = map[string]bool{
	"printf": true, "atomics_all": true, "spin_lock": true, "grid_sync_reduce": true, "cluster_histogram": true,
	"sum_last_block": true, "pipeline_cp_async": true, "async_barrier": true, "wmma_f16": true, "histogram_shared": true,
	"reduce_shuffle": true, "calls_recursion": true, "local_array": true, "cg_memcpy_async": true,
}

// firstDifference describes the first line where an n-thread outcome
// differs from the one-thread one.
func firstDifference(n int, want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for j := range min(len(wl), len(gl)) {
		if wl[j] != gl[j] {
			return fmt.Sprintf("%d threads differ from 1 thread:\n  1: %.200s\n  %d: %.200s", n, wl[j], n, gl[j])
		}
	}
	return fmt.Sprintf("%d threads differ from 1 thread (%d lines against %d)", n, len(gl), len(wl))
}

// TestThreadsFunctional: every corpus case gives the same bytes, printf
// text, errors and instruction counts with 16 threads as with one
// (TestConformance's runs, when it ran in this process), and the cases of
// threadSubset with 2 threads too.
func TestThreadsFunctional(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, CorpusSuites, nil, func(t *testing.T, c *Case) {
		opts := RunOptions{Cache: cache, Threads: 1}
		var want string
		if w, ok := oneThread.Load(c.Path("")); ok {
			want = w.(string)
		} else {
			want = outcome(c.Execute(opts))
		}
		counts := []int{16}
		if threadSubset[c.Name] {
			counts = []int{2, 16}
		}
		for _, n := range counts {
			opts.Threads = n
			if got := outcome(c.Execute(opts)); got != want {
				t.Error(firstDifference(n, want, got))
				return
			}
		}
	})
}

// TestThreadsTiming: the cases of threadSubset give the same bytes and the
// same metrics, cycle counts included, with 1, 2 and 16 threads in timing
// mode (TestTimingGolden checks the rest of the corpus with 16 threads
// against its one-thread golden file).
func TestThreadsTiming(t *testing.T) {
	cache := new(ProgramCache)
	eachCase(t, CorpusSuites, nil, func(t *testing.T, c *Case) {
		if !threadSubset[c.Name] {
			t.Skip("checked with 16 threads by TestTimingGolden")
		}
		sameForThreads(t, c, RunOptions{Cache: cache, Timing: timing.H200(), ColdCaches: true})
	})
}
