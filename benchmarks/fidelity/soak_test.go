package fidelity

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// soakCases is the subset of the corpus the default (CI) soak runs.
var soakCases = []string{"vecadd", "matmul_shared_256", "reduce_sequential", "histogram_global", "printf", "calls_recursion", "pipeline_cp_async", "grid_sync_reduce"}

// TestSoak runs the corpus many times in one process and requires memory to
// stay flat: the live heap after each pass (after a GC) may not grow past
// the first pass's by more than a small slack. By default it runs two
// passes over a subset; PTXSIM_SOAK=N runs N passes over the whole corpus
// (20 is the figure; about 45 s per pass on an idle core), with a
// line per pass, and PTXSIM_SOAK_OUT=FILE also writes them to FILE.
func TestSoak(t *testing.T) {
	passes, full := 2, false
	if s := os.Getenv("PTXSIM_SOAK"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("PTXSIM_SOAK=%q: want a number of passes", s)
		}
		passes, full = n, true
	} else {
		t.Logf("soak: 2 passes over %d cases (set PTXSIM_SOAK=20 for the whole corpus 20 times)", len(soakCases))
	}
	if testing.Short() && !full {
		t.Skip("soak skipped in -short (set PTXSIM_SOAK=N to run it)")
	}
	var cases []*Case
	if full {
		paths, err := FindCases(filepath.Join("..", "..", "testdata", "conformance"))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			c, err := LoadCase(p)
			if err != nil {
				t.Fatal(err)
			}
			cases = append(cases, c)
		}
	} else {
		for _, name := range soakCases {
			c, err := LoadCase(filepath.Join("..", "..", "testdata", "conformance", "cases", name))
			if err != nil {
				t.Fatal(err)
			}
			cases = append(cases, c)
		}
	}
	var report []string
	logf := func(format string, args ...any) {
		line := fmt.Sprintf(format, args...)
		report = append(report, line)
		t.Log(line)
	}
	cache := new(ProgramCache)
	heap := make([]uint64, passes)
	var ms runtime.MemStats
	start := time.Now()
	for pass := 0; pass < passes; pass++ {
		t0 := time.Now()
		failed, skipped := 0, 0
		for _, c := range cases {
			if c.SkipReason() != "" {
				skipped++
				continue
			}
			if r := c.Run(RunOptions{Cache: cache}); r.Status != StatusPass {
				failed++
				t.Errorf("pass %d: %s: %s: %s", pass+1, c.Name, r.Status, r.Message)
			}
		}
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&ms)
		heap[pass] = ms.HeapAlloc
		logf("pass %2d: %d cases (%d skipped, %d failed) in %5.1fs; live heap %6.1f MiB, heap in use %6.1f MiB, from the OS %6.1f MiB, goroutines %d",
			pass+1, len(cases), skipped, failed, time.Since(t0).Seconds(), mib(ms.HeapAlloc), mib(ms.HeapInuse), mib(ms.Sys), runtime.NumGoroutine())
	}
	logf("total %.0fs; live heap first pass %.1f MiB, last pass %.1f MiB, max %.1f MiB", time.Since(start).Seconds(), mib(heap[0]), mib(heap[passes-1]), mib(maxOf(heap)))
	if out := os.Getenv("PTXSIM_SOAK_OUT"); out != "" {
		var b []byte
		for _, l := range report {
			b = append(b, l+"\n"...)
		}
		if err := os.WriteFile(out, b, 0o644); err != nil {
			t.Error(err)
		}
	}
	// Flat: no pass after the first may hold more than 10% + 16 MiB above it.
	for i := 1; i < passes; i++ {
		if heap[i] > heap[0]+heap[0]/10+16<<20 {
			t.Errorf("live heap grew from %.1f MiB after pass 1 to %.1f MiB after pass %d", mib(heap[0]), mib(heap[i]), i+1)
		}
	}
}

func mib(n uint64) float64 { return float64(n) / (1 << 20) }

func maxOf(v []uint64) uint64 {
	m := v[0]
	for _, x := range v {
		m = max(m, x)
	}
	return m
}
