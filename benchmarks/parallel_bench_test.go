package benchmarks

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// Sizes of the synthetic workloads of BenchmarkParallel. The defaults are
// the (a 2048^3 SGEMM, a 64M-element stream); timing mode runs a
// band of the SGEMM's rows (the same kernel and K, fewer blocks) so that
// its one-thread run stays within minutes.
var (
	parThreads  = flag.String("threads", "1,2,4,8,16", "BenchmarkParallel: thread counts")
	sgemmN      = flag.Int("sgemm", 2048, "BenchmarkParallel: SGEMM size N (N x N x N), a multiple of 16")
	sgemmTiming = flag.Int("sgemm-timing-rows", 128, "BenchmarkParallel: rows of C the timing-mode SGEMM computes (K and N stay -sgemm)")
	streamN     = flag.Int("stream", 64<<20, "BenchmarkParallel: stream triad elements")
)

// workload is one thing BenchmarkParallel runs: setup makes a device ready
// and returns the launch to time.
type workload struct {
	name  string
	setup func(b *testing.B, dev *ptxsim.Device, timed bool) func() (thrInstr uint64)
}

// corpusWorkload runs a corpus case (all its launches, device setup
// included, as BenchmarkExecCase does).
func corpusWorkload(name string) workload {
	return workload{name, func(b *testing.B, _ *ptxsim.Device, timed bool) func() uint64 {
		c, err := fidelity.LoadCase(filepath.Join("..", "testdata", "conformance", "cases", name))
		if err != nil {
			b.Fatal(err)
		}
		opts := fidelity.RunOptions{Cache: new(fidelity.ProgramCache)}
		if timed {
			opts.Timing, opts.ColdCaches = timing.H200(), true
		}
		return func() uint64 {
			opts.Threads = benchThreads
			out, err := c.Execute(opts)
			if err != nil {
				b.Fatal(err)
			}
			var n uint64
			for _, l := range out.Launches {
				n += l.ThreadInstructions
			}
			return n
		}
	}}
}

// benchThreads is the thread count of the sub-benchmark running.
var benchThreads int

func f32s(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 1))
	p := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(p[4*i:], math.Float32bits(float32(r.IntN(17)-8)/8))
	}
	return p
}

func at(p []byte, i int) float32 { return math.Float32frombits(binary.LittleEndian.Uint32(p[4*i:])) }

// sgemmWorkload: C = A B with A rows x n, B n x n (rows = n in functional
// mode, -sgemm-timing-rows in timing mode), 16 x 16 tiles. Inputs
// are multiples of 1/8 in [-1, 1], so every sum is exact and a few
// elements of C are checked against the host.
func sgemmWorkload() workload {
	return workload{"sgemm", func(b *testing.B, dev *ptxsim.Device, timed bool) func() uint64 {
		n := *sgemmN
		m := n
		if timed {
			m = min(*sgemmTiming, n)
		}
		mod, err := dev.LoadFile(filepath.Join("testdata", "synthetic.ptx"))
		if err != nil {
			b.Fatal(err)
		}
		ha, hb := f32s(m*n, 1), f32s(n*n, 2)
		da, _ := dev.Malloc(uint64(len(ha)))
		db, _ := dev.Malloc(uint64(len(hb)))
		dc, _ := dev.Malloc(uint64(4 * m * n))
		if err := dev.Write(da, ha); err != nil {
			b.Fatal(err)
		}
		if err := dev.Write(db, hb); err != nil {
			b.Fatal(err)
		}
		// C written once here (with A's bytes: the same size), so that
		// its first-touch materialization is not part of the first,
		// one-thread launch.
		if err := dev.Write(dc, ha); err != nil {
			b.Fatal(err)
		}
		return func() uint64 {
			res, err := mod.Launch("sgemm", ptxsim.Dim3{uint32(n / 16), uint32(m / 16), 1}, ptxsim.Dim3{16, 16, 1}, ptxsim.LaunchOptions{},
				ptxsim.ArgPtr(da), ptxsim.ArgPtr(db), ptxsim.ArgPtr(dc), ptxsim.ArgS32(int32(m)), ptxsim.ArgS32(int32(n)), ptxsim.ArgS32(int32(n)))
			if err != nil {
				b.Fatal(err)
			}
			hc := make([]byte, 4*m*n)
			if err := dev.Read(dc, hc); err != nil {
				b.Fatal(err)
			}
			for _, e := range [][2]int{{0, 0}, {m - 1, n - 1}, {m / 2, n / 3}} {
				var want float32
				for k := 0; k < n; k++ {
					want += at(ha, e[0]*n+k) * at(hb, k*n+e[1])
				}
				if got := at(hc, e[0]*n+e[1]); got != want {
					b.Fatalf("C[%d][%d] = %v, want %v", e[0], e[1], got, want)
				}
			}
			return res.ThreadInstructions
		}
	}}
}

// streamWorkload: the STREAM triad a = b + 3 c over -stream
// elements, one per thread.
func streamWorkload() workload {
	return workload{"stream", func(b *testing.B, dev *ptxsim.Device, timed bool) func() uint64 {
		n := *streamN
		mod, err := dev.LoadFile(filepath.Join("testdata", "synthetic.ptx"))
		if err != nil {
			b.Fatal(err)
		}
		hb, hc := f32s(n, 3), f32s(n, 4)
		da, _ := dev.Malloc(uint64(4 * n))
		db, _ := dev.Malloc(uint64(4 * n))
		dc, _ := dev.Malloc(uint64(4 * n))
		if err := dev.Write(db, hb); err != nil {
			b.Fatal(err)
		}
		if err := dev.Write(dc, hc); err != nil {
			b.Fatal(err)
		}
		// a written once here (with b's bytes), so that the first,
		// one-thread launch does not pay for materializing its 64 KiB
		// chunks on first touch while the later ones do not (device
		// round B, par-fn-8: 601 against 983 M thread-instructions/s for
		// two one-thread launches in a row, which made the 16-thread
		// speed-up look 15-20% better than it was).
		if err := dev.Write(da, hb); err != nil {
			b.Fatal(err)
		}
		return func() uint64 {
			res, err := mod.Launch("triad", ptxsim.D1(uint32((n+255)/256)), ptxsim.D1(256), ptxsim.LaunchOptions{},
				ptxsim.ArgPtr(da), ptxsim.ArgPtr(db), ptxsim.ArgPtr(dc), ptxsim.ArgF32(3), ptxsim.ArgS64(int64(n)))
			if err != nil {
				b.Fatal(err)
			}
			out := make([]byte, 4)
			for _, i := range []int{0, n - 1, n / 3} {
				if err := dev.Read(da+uint64(4*i), out); err != nil {
					b.Fatal(err)
				}
				if got, want := at(out, 0), at(hb, i)+3*at(hc, i); got != want {
					b.Fatalf("a[%d] = %v, want %v", i, got, want)
				}
			}
			return res.ThreadInstructions
		}
	}}
}

// BenchmarkParallel measures simulated thread-instructions per second of
// wall-clock time (and per CPU-second) with 1, 2, 4, 8 and 16 threads
// (-threads), in functional and timing mode, on the corpus's
// larger cases and on the synthetic SGEMM and stream; "speedup" is against
// the one-thread run of the same workload in the same process. Run each
// once:
//
//	go test -run XXX -bench Parallel -benchtime 1x ./benchmarks
//	go test -run XXX -bench 'Parallel/functional/stream' -benchtime 1x -stream 4194304 ./benchmarks
func BenchmarkParallel(b *testing.B) {
	var counts []int
	for _, f := range strings.Split(*parThreads, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			b.Fatalf("-threads: bad count %q", f)
		}
		counts = append(counts, n)
	}
	workloads := []workload{
		corpusWorkload("matmul_shared_256"), corpusWorkload("matmul_naive_256"), corpusWorkload("transpose_naive_256"),
		corpusWorkload("copy_64mb"), sgemmWorkload(), streamWorkload(),
	}
	for _, mode := range []string{"functional", "timing"} {
		timed := mode == "timing"
		for _, w := range workloads {
			var dev *ptxsim.Device
			var launch func() uint64
			base := 0.0
			for _, n := range counts {
				b.Run(fmt.Sprintf("%s/%s/threads=%d", mode, w.name, n), func(b *testing.B) {
					if launch == nil {
						dev = ptxsim.NewDevice(sm.H200())
						if timed {
							dev.SetColdCaches(true)
							if err := dev.SetTiming(timing.H200()); err != nil {
								b.Fatal(err)
							}
						}
						launch = w.setup(b, dev, timed)
					}
					benchThreads = n
					dev.SetThreads(n)
					b.ResetTimer()
					start, c0 := time.Now(), cpuTime()
					var thr uint64
					for i := 0; i < b.N; i++ {
						thr += launch()
					}
					sec := time.Since(start).Seconds()
					cpu := (cpuTime() - c0).Seconds()
					rate := float64(thr) / sec / 1e6
					b.ReportMetric(rate, "Mthread-instr/s")
					b.ReportMetric(float64(thr)/cpu/1e6, "Mthread-instr/cpu-s")
					b.ReportMetric(float64(thr)/float64(b.N), "thread-instr/op")
					if n == 1 {
						base = rate
					} else if base > 0 {
						b.ReportMetric(rate/base, "speedup")
					}
				})
			}
		}
	}
}

// BenchmarkParallelCeiling measures what the machine itself gives n
// goroutines (-threads), as a ceiling for BenchmarkParallel's speed-ups.
// The same work on every goroutine: "cpu" one dependent chain of integer
// operations in registers (bound by latency: a core that slows down when
// all cores are busy, for its clock, shows here), "alu" four independent
// chains (bound by the core's ports: a hyperthread sibling or a
// neighbouring guest on the same physical core shows here too), "l2" sums
// over a private 1 MiB array (the core's own caches). "triad" is the
// native STREAM triad over -stream float32 elements, split into
// 64K-element pieces the goroutines take in turn (the memory system's
// share of the simulated stream's scaling). "speedup" is against the
// one-goroutine run.
//
//	go test -run XXX -bench ParallelCeiling -benchtime 1x -threads 1,16 ./benchmarks
func BenchmarkParallelCeiling(b *testing.B) {
	var counts []int
	for _, f := range strings.Split(*parThreads, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			b.Fatalf("-threads: bad count %q", f)
		}
		counts = append(counts, n)
	}
	const (
		spin   = 200_000_000 // cpu, alu: iterations per goroutine (about half a second)
		l2Len  = 1 << 17     // l2: uint64 words per goroutine (1 MiB)
		passes = 8000        // l2: sums over them per goroutine
	)
	var sink atomic.Uint64
	each := func(n int, f func(g int) uint64) {
		var wg sync.WaitGroup
		for g := 0; g < n; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sink.Add(f(g))
			}()
		}
		wg.Wait()
	}
	cpu := func(n int) {
		each(n, func(g int) uint64 {
			x, y := uint64(g)+1, uint64(0x9e3779b97f4a7c15)
			for i := 0; i < spin; i++ {
				x ^= x << 13
				x ^= x >> 7
				x ^= x << 17
				y += x
			}
			return y
		})
	}
	alu := func(n int) {
		each(n, func(g int) uint64 {
			x0, x1, x2, x3 := uint64(g)+1, uint64(g)+2, uint64(g)+3, uint64(g)+4
			for i := 0; i < spin; i++ {
				x0 ^= x0 << 13
				x1 ^= x1 << 13
				x2 ^= x2 << 13
				x3 ^= x3 << 13
				x0 ^= x0 >> 7
				x1 ^= x1 >> 7
				x2 ^= x2 >> 7
				x3 ^= x3 >> 7
				x0 ^= x0 << 17
				x1 ^= x1 << 17
				x2 ^= x2 << 17
				x3 ^= x3 << 17
			}
			return x0 + x1 + x2 + x3
		})
	}
	l2 := func(n int) {
		each(n, func(g int) uint64 {
			p := make([]uint64, l2Len)
			for i := range p {
				p[i] = uint64(i ^ g)
			}
			var s0, s1, s2, s3 uint64
			for k := 0; k < passes; k++ {
				for i := 0; i < len(p); i += 4 {
					s0 += p[i]
					s1 += p[i+1]
					s2 += p[i+2]
					s3 += p[i+3]
				}
			}
			return s0 + s1 + s2 + s3
		})
	}
	var a, bb, c []float32
	triad := func(n int) {
		if a == nil {
			a, bb, c = make([]float32, *streamN), make([]float32, *streamN), make([]float32, *streamN)
			for i := range bb {
				bb[i], c[i] = float32(i&1023), float32(i&511)
			}
		}
		const piece = 64 << 10
		var next atomic.Int64
		var wg sync.WaitGroup
		for g := 0; g < n; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					i0 := int(next.Add(piece) - piece)
					if i0 >= len(a) {
						return
					}
					i1 := min(i0+piece, len(a))
					x, y, z := a[i0:i1], bb[i0:i1], c[i0:i1]
					for i := range x {
						x[i] = y[i] + 3*z[i]
					}
				}
			}()
		}
		wg.Wait()
	}
	for _, w := range []struct {
		name string
		run  func(int)
		work float64 // per goroutine (cpu) or in all (triad)
		unit string
		per  bool
	}{{"cpu", cpu, spin, "Miter/s", true}, {"alu", alu, spin, "Miter/s", true}, {"l2", l2, l2Len * passes, "Mword/s", true},
		{"triad", triad, float64(*streamN), "Melem/s", false}} {
		base := 0.0
		for _, n := range counts {
			b.Run(fmt.Sprintf("%s/threads=%d", w.name, n), func(b *testing.B) {
				if w.name == "triad" && a == nil {
					triad(1) // the arrays' first touch is not the measured run
				}
				b.ResetTimer()
				start := time.Now()
				for i := 0; i < b.N; i++ {
					w.run(n)
				}
				work := w.work * float64(b.N)
				if w.per {
					work *= float64(n)
				}
				rate := work / time.Since(start).Seconds() / 1e6
				b.ReportMetric(rate, w.unit)
				if n == 1 {
					base = rate
				} else if base > 0 {
					b.ReportMetric(rate/base, "speedup")
				}
			})
		}
	}
}
