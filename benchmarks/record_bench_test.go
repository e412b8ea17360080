package benchmarks

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// BenchmarkRecord measures what the workflow features cost a timed run
// (one goroutine per launch throughout, as a recording forces it): none
// (the observer hooks cost a nil check), a progress reader, the
// source-level counters, the timeline, both.
func BenchmarkRecord(b *testing.B) {
	for _, name := range []string{"transpose_shared_256", "divergence", "matmul_naive_256"} {
		c, err := fidelity.LoadCase(filepath.Join("..", "testdata", "conformance", "cases", name))
		if err != nil {
			b.Fatal(err)
		}
		cache := new(fidelity.ProgramCache)
		for _, v := range []struct {
			name     string
			rec      *ptxsim.RecordOptions
			progress bool
		}{
			{"off", nil, false},
			{"progress", nil, true},
			{"source", &ptxsim.RecordOptions{Source: true}, false},
			{"trace", &ptxsim.RecordOptions{Trace: true}, false},
			{"source+trace", &ptxsim.RecordOptions{Source: true, Trace: true}, false},
		} {
			b.Run(name+"/"+v.name, func(b *testing.B) {
				opts := fidelity.RunOptions{Cache: cache, Timing: timing.H200(), ColdCaches: true, Threads: 1, Record: v.rec}
				if v.progress {
					opts.Progress = new(sm.Progress)
				}
				b.ReportAllocs()
				var thr uint64
				start := time.Now()
				for i := 0; i < b.N; i++ {
					out, err := c.Execute(opts)
					if err != nil {
						b.Fatal(err)
					}
					for _, l := range out.Launches {
						thr += l.ThreadInstructions
					}
					if out.Recording != nil && v.rec.Source {
						_ = out.Recording.Source(0)
					}
				}
				b.ReportMetric(float64(thr)/time.Since(start).Seconds()/1e6, "Mthread-instr/s")
			})
		}
	}
}
