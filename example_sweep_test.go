package ptxsim_test

import (
	"fmt"
	"log"

	"github.com/ptxsim/ptxsim"
)

// A sweep from Go: the naive matrix multiply (every thread reads a row of
// A and a column of B from global memory) at three L1 sizes, and the
// cycles and L1 hit rate of each point. The kernel is a workload written
// as a Go function; package benchmarks/sweep runs spec files, corpus cases
// and Slurm arrays the same way.
func Example_sweep() {
	naive := ptxsim.WorkloadFunc("matmul_naive_64", func(dev *ptxsim.Device) error {
		mod, err := dev.LoadFile("testdata/conformance/ptx/memory.sm_90.ptx")
		if err != nil {
			return err
		}
		const n = 64
		a, _ := dev.Malloc(4 * n * n)
		b, _ := dev.Malloc(4 * n * n)
		c, _ := dev.Malloc(4 * n * n)
		_, err = mod.Launch("matMulNaive", ptxsim.D2(n/16, n/16), ptxsim.D2(16, 16), ptxsim.LaunchOptions{},
			ptxsim.ArgPtr(a), ptxsim.ArgPtr(b), ptxsim.ArgPtr(c), ptxsim.ArgS32(n))
		return err
	})
	table, err := ptxsim.Sweep(&ptxsim.SweepSpec{
		Axes:      []ptxsim.SweepAxis{{Param: "l1.max_bytes", Values: []any{2048, 16384, 131072}}},
		Workloads: []ptxsim.SweepWorkload{naive},
	}, ptxsim.SweepOptions{Jobs: 1})
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range table.Rows {
		fmt.Printf("%s l1.max_bytes=%v: %v cycles, L1 hit rate %.1f%%\n", r.Workload, r.Values[0],
			r.Metrics["gpc__cycles_elapsed.max"], r.Metrics["l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"])
	}
	// table.WriteCSV(w) writes the whole table, a column per metric.

	// Output:
	// matmul_naive_64 l1.max_bytes=2048: 9680 cycles, L1 hit rate 75.8%
	// matmul_naive_64 l1.max_bytes=16384: 7961 cycles, L1 hit rate 87.5%
	// matmul_naive_64 l1.max_bytes=131072: 7961 cycles, L1 hit rate 87.5%
}
