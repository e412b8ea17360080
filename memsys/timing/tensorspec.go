package timing

// TensorCoreSpec times the tensor cores (sm/pipeline/tensor.go): mma.sync
// (HMMA, IMMA, DMMA), Hopper's warpgroup wgmma (HGMMA) and the TMA engine
// behind cp.async.bulk and cp.async.bulk.tensor. The figures come from
// benchmarks/calibration/h200-tensor.json and h200-hopper.json
// (docs/timing-model.md, "Tensor cores and Hopper").
//
// An mma.sync's work is counted in units of one m16n8k16 with 16-bit
// inputs (M*N*K*input bits / 32768): f16/bf16 m16n8k16, tf32 m16n8k8 and
// s8 m16n8k32 are one unit; f16 m16n8k8 and s8 m16n8k16 half a unit. Its
// latency and its issue interval on the sub-partition's tensor pipe are
// base + per-unit x units.
type TensorCoreSpec struct {
	MmaLatencyBase   float64 `json:"mma_latency_base"`    // HMMA/IMMA dependent-issue latency at zero work
	MmaLatencyUnit   float64 `json:"mma_latency_unit"`    // and per unit
	MmaIntervalBase  float64 `json:"mma_interval_base"`   // HMMA/IMMA tensor-pipe occupancy at zero work
	MmaIntervalUnit  float64 `json:"mma_interval_unit"`   // and per unit
	MmaAChange       float64 `json:"mma_a_change"`        // extra pipe occupancy of an mma whose A is not its warp's previous mma's
	MmaBChange       float64 `json:"mma_b_change"`        // and whose B is not
	DmmaLatency      float64 `json:"dmma_latency"`        // DMMA.884 (f64 m8n8k4)
	DmmaInterval     float64 `json:"dmma_interval"`       // DMMA.884 pipe occupancy
	WgmmaPer8Cols    float64 `json:"wgmma_per_8_cols"`    // HGMMA pipe occupancy per 8 columns of N, per unit of k (one warp's m16nNk16 f16)
	WgmmaMinOcc      float64 `json:"wgmma_min_occupancy"` // HGMMA pipe occupancy of one wgmma at least (small N)
	WgmmaLatencyBase float64 `json:"wgmma_latency_base"`  // wgmma issue to its commit group's completion, beyond its occupancy
	WgmmaLatencyCol  float64 `json:"wgmma_latency_col"`   // and per column of N
	LdsmExtra        float64 `json:"ldsm_extra"`          // ldmatrix (LDSM) load-to-use beyond an LDS of as many wavefronts
	ClusterRelease   float64 `json:"cluster_release"`     // an mbarrier arrive releasing at cluster scope: MEMBAR.ALL.CTA + MEMBAR.ALL.GPU + ERRBAR + CGAERRBAR before it
	TmaLatency       float64 `json:"tma_latency"`         // cp.async.bulk issue to mbarrier completion, source in L2, zero bytes
	TmaBytesPerCycle float64 `json:"tma_bytes_per_cycle"` // the SM's TMA engine: bytes delivered per cycle
	TmaReadTail      float64 `json:"tma_read_tail"`       // a copy whose reads are back from the L2 (as an LDG's load-to-use) later than tma_latency allows lands this much after them
	// mma.sync forms sm_90 has no tensor instruction for, which ptxas
	// emulates (isa/mma fp8emul.go): fp8 (e4m3/e5m2) widens its fragments
	// to f16 (F2FP) and runs two f16 HMMA of half the K chained from zero,
	// then adds C (FADD/HADD2); m8n8k4 with f16 inputs is a subroutine of
	// SHFL, HADD2.F32 and FFMA.
	MmaFp8Issues   float64 `json:"mma_fp8_issues"`     // issue slots of an fp8 mma besides its two HMMA (the unpacks and the adds of C)
	MmaFp8Latency  float64 `json:"mma_fp8_latency"`    // cycles an fp8 mma's D takes beyond its two chained HMMA (unpack before, add after)
	MmaM884Issues  float64 `json:"mma_m8n8k4_issues"`  // issue slots of an m8n8k4 with f16 inputs (its call, SHFLs, conversions, FFMAs)
	MmaM884Hold    float64 `json:"mma_m8n8k4_hold"`    // cycles from an m8n8k4's issue to its warp's next issue (the subroutine's own dependences)
	MmaM884Latency float64 `json:"mma_m8n8k4_latency"` // and issue to its D ready
}

// h200TensorCore is the H200's tensor-core timing.
func h200TensorCore() TensorCoreSpec {
	return TensorCoreSpec{
		// h200-tensor mma_sync latency_cycles: m16n8k16 f16/bf16, tf32
		// m16n8k8, s8 m16n8k32 (1 unit) 24.37; f16 m16n8k8, s8 m16n8k16
		// (0.5) 17.28-17.31: 10.2 + 14.1 x units.
		MmaLatencyBase: 10.2, MmaLatencyUnit: 14.1,
		// issue_interval_cycles (cycles per mma per SMSP), 1 unit 6.34 (1
		// and 4 warps) .. 5.9-6.1 (8-16 warps); 0.5 unit 4.27 .. 3.95-4.1:
		// 2.2 + 4.1 x units (the 1-4 warp figures; more warps hide part
		// of the issue cost).
		MmaIntervalBase: 2.2, MmaIntervalUnit: 4.1,
		// h200-tensor gemm_inner_loop (tc_gemm's loop: a new B fragment
		// every mma, a new A every 8) runs 7.14 cycles per mma per SMSP
		// with 8 warps where the same-operand interval is 5.9-6.1: +0.8
		// per mma, charged to the B change (A's share unknown: 0).
		MmaAChange: 0, MmaBChange: 0.8,
		DmmaLatency: 26.2, DmmaInterval: 17.2, // dmma_f64_m8n8k4: 26.20 / 17.18 (16 warps 16.08)
		// wgmma issue_interval_cycles_1wg (f16 -> f32, k16): m64n64 33.53,
		// n128 66.68, n256 131.47: 4.15 per 8 columns (each SMSP's tensor
		// core does its m16nNk16 at a quarter of the warpgroup's rate; 2-4
		// warpgroups share it: 2wg n64 65.7).
		WgmmaPer8Cols: 4.15,
		// latency_cycles (fence + wgmma + commit + wait_group 0): n64 95.5,
		// n128 131.2, n256 209.7: occupancy + 60 + 0.06 x N (fit 57.4 +
		// 0.595 N overall).
		// ubench (benchmarks/hardware/tensor-timing, round C): one
		// m64n128k16 between bar.sync + %clock64 pairs 129 cycles in all,
		// where the model spends about 22 on the barrier, clocks, fence,
		// commit and wait: the loop figures above carry about 22 cycles
		// of loop overhead per step, so 38 (was 60). 8 back-to-back
		// m64n32k16 take 248 where 8 x 16.6 occupancy would give 195: a
		// wgmma occupies the pipe 23 cycles at least.
		WgmmaLatencyBase: 38, WgmmaLatencyCol: 0.06, WgmmaMinOcc: 23,
		// bulk_copy latency_cycles_by_bytes (source in L2): 128 B 361.8,
		// 1 KiB 362.7, 4 KiB 383.8, 16 KiB 489.3, 64 KiB 949.5: 350 +
		// bytes / 110.
		// tmabench (benchmarks/hardware/tensor-timing, round B): one warm
		// 64x64 f16 box 400 cycles, four 614, an 8 KiB bulk copy 387, each
		// with its expect_tx arrive and try_wait; the model adds about 28
		// cycles of those: 300 + bytes / 110. (h200-hopper bulk_copy, its
		// own harness: 128 B 361.8, 16 KiB 489.3.) From DRAM (cold) one
		// box took 1371-2205 cycles: not modelled (the copy's source is
		// not looked up in the L2).
		TmaLatency: 300, TmaBytesPerCycle: 110,
		TmaReadTail: 20,
		// fp8 mma.sync m16n8k32 (ptxas 13 -arch=sm_90, isa/mma/fp8emul.go):
		// 12 F2FP.F16.E4M3.UNPACK_B (4 A and 2 B registers, two f16x2
		// each), two HMMA.16816.F32, 4 FADD of C: 16 issue slots besides
		// the HMMA; the unpack and the add each about an ALU latency.
		MmaFp8Issues: 16, MmaFp8Latency: 10,
		// m8n8k4 f16 -> f32: a CALL to a 96-instruction subroutine (12
		// SHFL.IDX, 24 HADD2.F32, 32 FFMA, 8 FADD, moves; ptxas 11.8 and
		// 13 alike, logs5A/sass-ops-ubench2.txt) plus 4 at the call site:
		// 100 issue slots. ubench2 (H200): 32 dependent m8n8k4 9190 cycles
		// (287 each), 64 over 8 accumulators 16418 (256 each; 4 warps on 4
		// SMSPs the same): the warp issues nothing else for 256 cycles and
		// D is ready after 287.
		MmaM884Issues: 100, MmaM884Hold: 256, MmaM884Latency: 287,
		// tma_gemm_big (round A): the consumer warpgroup's k-tile takes
		// 1836 cycles on the H200, its 4 wgmma m64n128k16 + wait about
		// 335, and thread 0 then makes two mbarrier.arrive.release.cluster
		// (each MEMBAR.ALL.CTA + MEMBAR.ALL.GPU + ERRBAR + CGAERRBAR in
		// SASS): about 750 each. Fitted on that kernel alone.
		ClusterRelease: 750,
		// ldmatrix latency_cycles x1 28.83, x2 30.80, x4 34.78, each step
		// an LDSM and the integer add that forms the next address (5;
		// lat_ldsm_* SASS: IMAD.IADD/IADD3 per LDSM): the LDS of 1, 2, 4
		// wavefronts (shared.latency 23 + 2 per extra wavefront) + 1.
		LdsmExtra: 1,
	}
}

func (t *TensorCoreSpec) validate(pos, nonneg func(string, float64)) {
	nonneg("tensor_core.mma_a_change", t.MmaAChange)
	nonneg("tensor_core.mma_b_change", t.MmaBChange)
	for _, f := range []struct {
		name string
		v    float64
	}{
		{"mma_latency_base", t.MmaLatencyBase}, {"mma_latency_unit", t.MmaLatencyUnit},
		{"mma_interval_base", t.MmaIntervalBase}, {"mma_interval_unit", t.MmaIntervalUnit},
		{"dmma_latency", t.DmmaLatency}, {"dmma_interval", t.DmmaInterval},
		{"wgmma_per_8_cols", t.WgmmaPer8Cols}, {"wgmma_min_occupancy", t.WgmmaMinOcc}, {"wgmma_latency_base", t.WgmmaLatencyBase},
		{"wgmma_latency_col", t.WgmmaLatencyCol},
		{"ldsm_extra", t.LdsmExtra}, {"cluster_release", t.ClusterRelease}, {"tma_latency", t.TmaLatency}, {"tma_bytes_per_cycle", t.TmaBytesPerCycle},
		{"tma_read_tail", t.TmaReadTail}, {"mma_fp8_issues", t.MmaFp8Issues}, {"mma_fp8_latency", t.MmaFp8Latency},
		{"mma_m8n8k4_issues", t.MmaM884Issues}, {"mma_m8n8k4_hold", t.MmaM884Hold}, {"mma_m8n8k4_latency", t.MmaM884Latency},
	} {
		pos("tensor_core."+f.name, f.v)
	}
}
