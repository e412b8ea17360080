package fidelity

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// fuzzCaseSeeds are small corpus cases whose case.json seed FuzzCase (each
// seed runs in every go test, so they are few and quick).
var fuzzCaseSeeds = []string{"vecadd", "printf", "divergence", "reduce_sequential", "histogram_shared", "module_globals", "pitched_2d", "grid_sync_reduce"}

// FuzzCase feeds mutated case.json files to the case runner: parse and
// validate, then run them (under small limits, with the timing model for
// some) and check the results. Whatever the file says (huge buffers,
// impossible launches, missing or special files, odd parameters), the
// runner must answer with a result or an error, never a panic, a hang or
// unbounded memory. Relative paths resolve in the corpus folder of the
// case named by the first argument, so that mutations of a seed still
// find its module and input files.
func FuzzCase(f *testing.F) {
	for _, name := range fuzzCaseSeeds {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "conformance", "cases", name, "case.json"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, data)
	}
	cache := new(ProgramCache)
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		if strings.ContainsAny(name, `/\.`) || name == "" {
			name = "vecadd"
		}
		dir := filepath.Join("..", "..", "testdata", "conformance", "cases", name)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			dir = filepath.Join("..", "..", "testdata", "conformance", "cases", "vecadd")
		}
		c, err := parseCase(filepath.Join(dir, "case.json"), data)
		if err != nil {
			return
		}
		opts := RunOptions{Cache: cache, HostMemory: 256 << 20, Limits: sm.Limits{MaxInstructions: 1 << 20, Timeout: 10 * time.Second}}
		if len(data)%4 == 0 {
			opts.Timing, opts.ColdCaches = timing.H200(), true
			opts.Limits.MaxInstructions = 1 << 17
		}
		res := c.Run(opts)
		if strings.Contains(res.Message, "internal error") {
			t.Fatalf("internal error: %s", res.Message)
		}
	})
}
