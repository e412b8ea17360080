package benchmarks

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

// benchCases are the corpus cases the whole-case benchmarks run: the
// matrix multiplies and reductions (the one-core targets) and a
// few others.
var benchCases = []string{"matmul_shared_256", "matmul_naive_256", "reduce_sequential", "reduce_interleaved", "reduce_shuffle",
	"vecadd", "divergence", "histogram_shared", "saxpy", "transpose_shared_256"}

// BenchmarkExec measures the functional interpreter on whole corpus
// cases: the case is loaded once (fidelity.Prepare: module, device,
// buffers, input bytes), and each iteration resets the buffers to their
// initial contents and runs the launches. The metrics time the launches
// alone: Mthread-instr/cpu-s (the steady figure on a shared machine; run
// with GOMAXPROCS=1 for one core) and Mthread-instr/s.
func BenchmarkExec(b *testing.B) {
	for _, name := range benchCases {
		b.Run(name, func(b *testing.B) {
			c, err := fidelity.LoadCase(filepath.Join("..", "testdata", "conformance", "cases", name))
			if err != nil {
				b.Fatal(err)
			}
			p, err := c.Prepare(fidelity.RunOptions{Threads: 1})
			if err != nil {
				b.Fatal(err)
			}
			want := launchThreadInstr(b, p) // warm-up run, checked below
			b.ReportAllocs()
			b.ResetTimer()
			var thr, warp uint64
			var wall, cpu time.Duration
			for i := 0; i < b.N; i++ {
				if err := p.Reset(); err != nil {
					b.Fatal(err)
				}
				start, c0 := time.Now(), cpuTime()
				rs, err := p.Launch()
				cpu += cpuTime() - c0
				wall += time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
				var n uint64
				for _, r := range rs {
					n += r.ThreadInstructions
					warp += r.WarpInstructions
				}
				if n != want {
					b.Fatalf("run %d: %d thread-instructions, the first run %d", i, n, want)
				}
				thr += n
			}
			b.ReportMetric(float64(thr)/cpu.Seconds()/1e6, "Mthread-instr/cpu-s")
			b.ReportMetric(float64(thr)/wall.Seconds()/1e6, "Mthread-instr/s")
			b.ReportMetric(float64(warp)/wall.Seconds()/1e6, "Mwarp-instr/s")
			b.ReportMetric(float64(thr)/float64(b.N), "thread-instr/op")
		})
	}
}

// launchThreadInstr resets p, runs its launches once and returns their
// thread-instructions.
func launchThreadInstr(b *testing.B, p *fidelity.Prepared) uint64 {
	if err := p.Reset(); err != nil {
		b.Fatal(err)
	}
	rs, err := p.Launch()
	if err != nil {
		b.Fatal(err)
	}
	var n uint64
	for _, r := range rs {
		n += r.ThreadInstructions
	}
	return n
}

// BenchmarkExecCase is the end-to-end figure a user running a case sees:
// each iteration is fidelity's Execute (a fresh device, input files read,
// buffers materialised, outputs read back; module parsing and lowering
// cached outside the loop).
func BenchmarkExecCase(b *testing.B) {
	for _, name := range benchCases {
		b.Run(name, func(b *testing.B) {
			c, err := fidelity.LoadCase(filepath.Join("..", "testdata", "conformance", "cases", name))
			if err != nil {
				b.Fatal(err)
			}
			cache := new(fidelity.ProgramCache)
			if _, err := c.Execute(fidelity.RunOptions{Cache: cache}); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			var thr uint64
			start, c0 := time.Now(), cpuTime()
			for i := 0; i < b.N; i++ {
				out, err := c.Execute(fidelity.RunOptions{Cache: cache})
				if err != nil {
					b.Fatal(err)
				}
				for _, l := range out.Launches {
					thr += l.ThreadInstructions
				}
			}
			b.ReportMetric(float64(thr)/time.Since(start).Seconds()/1e6, "Mthread-instr/s")
			b.ReportMetric(float64(thr)/(cpuTime()-c0).Seconds()/1e6, "Mthread-instr/cpu-s")
		})
	}
}
