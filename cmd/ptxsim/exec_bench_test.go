package main

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// BenchmarkExec runs CUDA programs of testdata/cuda under ptxsim exec
// (library already built) and reports, besides the wall time per run, the
// simulated thread-instructions per second of simulation that the
// library's --stats summary gives.
//
//	go test ./cmd/ptxsim -run XXX -bench Exec
func BenchmarkExec(b *testing.B) {
	if testing.Short() {
		b.Skip("needs the runtime library")
	}
	stats := regexp.MustCompile(`(\d+) thread instructions in ([\d.]+) s of simulation`)
	for _, name := range []string{"nbody", "spmv_csr", "sort_bitonic", "guide_matmul_shared", "floyd_warshall"} {
		for _, timing := range []bool{false, true} {
			mode := "functional"
			if timing {
				mode = "timing"
			}
			b.Run(name+"/"+mode, func(b *testing.B) {
				var instr, secs float64
				for i := 0; i < b.N; i++ {
					var out, errb, log bytes.Buffer
					var code int
					var err error
					dir := filepath.Join(cudaDir, "bin", "cuda13")
					inDirB(b, dir, func() {
						code, err = runProgram([]string{"./" + name}, execSettings{Timing: timing, Quiet: true, Stats: true}, stdio{nil, &out, &errb}, &log)
					})
					if err != nil || code != 0 {
						b.Fatalf("%s: exit %d, %v\n%s%s", name, code, err, errb.String(), log.String())
					}
					m := stats.FindStringSubmatch(errb.String())
					if m == nil {
						b.Fatalf("no --stats line in %q", errb.String())
					}
					n, _ := strconv.ParseFloat(m[1], 64)
					s, _ := strconv.ParseFloat(m[2], 64)
					instr += n
					secs += s
				}
				if secs > 0 {
					b.ReportMetric(instr/secs, "thread-instr/s")
				}
			})
		}
	}
}
