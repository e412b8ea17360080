package benchmarks

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

// BenchmarkTexture runs texture ground-truth cases (testdata/textures)
// through the functional engine and reports simulated thread-instructions
// per second: filter2d (bilinear f32/u8/f16 fetches), timing_tex (point,
// linear, 1D linear-memory and surface fetches of a 256x256 image) and
// the guide's transform kernel, and aniso_rand (anisotropic tex.grad
// fetches of up to 16 probes each).
func BenchmarkTexture(b *testing.B) {
	for _, name := range []string{"filter2d", "timing_tex", "guide_transform", "aniso_rand"} {
		b.Run(name, func(b *testing.B) {
			c, err := fidelity.LoadCase(filepath.Join("..", "testdata", "textures", "cases", name))
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
			start := time.Now()
			for i := 0; i < b.N; i++ {
				out, err := c.Execute(fidelity.RunOptions{Cache: cache})
				if err != nil {
					b.Fatal(err)
				}
				for _, l := range out.Launches {
					thr += l.ThreadInstructions
				}
			}
			sec := time.Since(start).Seconds()
			b.ReportMetric(float64(thr)/sec/1e6, "Mthread-instr/s")
			b.ReportMetric(float64(thr)/float64(b.N), "thread-instr/op")
		})
	}
}
