package ptxsim_test

import (
	"bytes"
	"fmt"
	"log"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// A source-level profile and a timeline trace from Go: the shared-memory
// transpose (nvcc -lineinfo PTX, so the records name memory.cu's lines)
// on the H200 model, the two costliest CUDA lines with their main stall
// reason and whether they have bank conflicts, and the Chrome trace-event JSON that Perfetto's UI
// opens (written to a buffer here; ptxsim profile --trace writes a file).
func Example_sourceProfile() {
	dev, err := ptxsim.OpenDevice("h200")
	if err != nil {
		log.Fatal(err)
	}
	if err := dev.SetTiming(timing.H200()); err != nil {
		log.Fatal(err)
	}
	rec := dev.Record(ptxsim.RecordOptions{Source: true, Trace: true})
	mod, err := dev.LoadFile("testdata/workflow/memory.lineinfo.sm_90.ptx")
	if err != nil {
		log.Fatal(err)
	}
	const n = 256
	in, _ := dev.Malloc(4 * n * n)
	out, _ := dev.Malloc(4 * n * n)
	_, err = mod.Launch("transposeShared", ptxsim.D2(n/32, n/32), ptxsim.D2(32, 8), ptxsim.LaunchOptions{},
		ptxsim.ArgPtr(out), ptxsim.ArgPtr(in), ptxsim.ArgS32(n))
	if err != nil {
		log.Fatal(err)
	}
	src := rec.Source(0)
	for _, l := range src.Lines[:2] {
		// The line's largest stall reason (smsp__pcsamp_warps_issue_stalled_*).
		top, most := "", 0.0
		for _, r := range []string{"long_scoreboard", "barrier", "mio_throttle", "short_scoreboard", "lg_throttle", "wait"} {
			if v := l.Stall(r); v > most {
				top, most = r, v
			}
		}
		conflicts := l.Metrics["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"]
		fmt.Printf("memory.cu:%d %s, bank conflicts: %v\n    %s\n", l.Line, top, conflicts > 0, strings.TrimSpace(l.Text))
	}
	var trace bytes.Buffer
	if err := rec.WriteTrace(&trace); err != nil {
		log.Fatal(err)
	}
	fmt.Println("trace starts with", trace.String()[:15])
	// Output:
	// memory.cu:112 short_scoreboard, bank conflicts: true
	//     odata[(y + j) * N + x] = tile[threadIdx.x][threadIdx.y + j];
	// memory.cu:107 long_scoreboard, bank conflicts: false
	//     tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * N + x];
	// trace starts with {"traceEvents":
}
