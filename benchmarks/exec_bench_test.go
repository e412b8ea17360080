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

// BenchmarkExec runs whole corpus cases through the functional engine and
// reports simulated thread-instructions per second (one core; module
// parsing and lowering are cached outside the timed loop, device setup and
// buffer copies are inside it, as a user running the case would see).
func BenchmarkExec(b *testing.B) {
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
			var thr, warp uint64
			start, c0 := time.Now(), cpuTime()
			for i := 0; i < b.N; i++ {
				out, err := c.Execute(fidelity.RunOptions{Cache: cache})
				if err != nil {
					b.Fatal(err)
				}
				for _, l := range out.Launches {
					thr += l.ThreadInstructions
					warp += l.WarpInstructions
				}
			}
			sec := time.Since(start).Seconds()
			cpu := (cpuTime() - c0).Seconds()
			b.ReportMetric(float64(thr)/sec/1e6, "Mthread-instr/s")
			b.ReportMetric(float64(thr)/cpu/1e6, "Mthread-instr/cpu-s")
			b.ReportMetric(float64(warp)/sec/1e6, "Mwarp-instr/s")
			b.ReportMetric(float64(thr)/float64(b.N), "thread-instr/op")
		})
	}
}
