package benchmarks

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// BenchmarkTiming runs whole corpus cases in timing mode (H200 model, cold
// caches as ncu) and reports simulated thread-instructions per second on
// one core; compare with BenchmarkExec for the functional mode's speed.
// The target is at least 10 M thread-instructions/s.
func BenchmarkTiming(b *testing.B) {
	for _, name := range benchCases {
		b.Run(name, func(b *testing.B) {
			c, err := fidelity.LoadCase(filepath.Join("..", "testdata", "conformance", "cases", name))
			if err != nil {
				b.Fatal(err)
			}
			cache := new(fidelity.ProgramCache)
			opts := fidelity.RunOptions{Cache: cache, Timing: timing.H200(), ColdCaches: true}
			if _, err := c.Execute(opts); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			var thr, warp uint64
			var cycles float64
			start, c0 := time.Now(), cpuTime()
			for i := 0; i < b.N; i++ {
				out, err := c.Execute(opts)
				if err != nil {
					b.Fatal(err)
				}
				for _, l := range out.Launches {
					thr += l.ThreadInstructions
					warp += l.WarpInstructions
					cycles += l.Metrics["gpc__cycles_elapsed.max"]
				}
			}
			sec := time.Since(start).Seconds()
			cpu := (cpuTime() - c0).Seconds()
			b.ReportMetric(float64(thr)/sec/1e6, "Mthread-instr/s")
			b.ReportMetric(float64(thr)/cpu/1e6, "Mthread-instr/cpu-s")
			b.ReportMetric(float64(warp)/sec/1e6, "Mwarp-instr/s")
			b.ReportMetric(cycles/float64(b.N), "sim-cycles/op")
		})
	}
}
