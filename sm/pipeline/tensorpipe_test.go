package pipeline

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// Microbenchmarks of the tensor pipes against the H200's figures
// (benchmarks/calibration/h200-tensor.json, h200-hopper.json): each kernel
// reads %clock64 around the measured sequence and stores the difference.

// mmaChainSrc: 16 dependent mma.sync m16n8k16 f16 -> f32 (h200-tensor
// hmma_f16_f32_m16n8k16 latency_cycles 24.37 each).
var mmaChainSrc = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<2>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out];
	mov.b32 %r1, 0;
	mov.f32 %f0, 0f00000000;
	mov.f32 %f1, 0f00000000;
	mov.f32 %f2, 0f00000000;
	mov.f32 %f3, 0f00000000;
	mov.u64 %rd2, %clock64;
` +
	strings.Repeat("\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3}, {%r1, %r1, %r1, %r1}, {%r1, %r1}, {%f0, %f1, %f2, %f3};\n", 16) + `	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	st.global.u64 [%rd1], %rd4;
	st.global.f32 [%rd1+8], %f0;
	ret;
}`

// wgmmaChainSrc: one warpgroup, fence + 8 back-to-back wgmma m64n64k16
// f16 -> f32 from (zeroed) shared memory + commit + wait_group 0
// (h200-hopper m64n64k16: issue interval 33.53 per wgmma, 95.5 for one
// with its fence, commit and wait).
var wgmmaChainSrc = `.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{
	.shared .align 1024 .b8 tile[8192];
	.reg .pred %p<2>;
	.reg .b32 %r<4>;
	.reg .f32 %f<32>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, tile;
	cvt.u64.u32 %rd5, %r1;
	shr.u64 %rd5, %rd5, 4;
	mov.f32 %f0, 0f00000000;
	mov.f32 %f1, 0f00000000;
	mov.f32 %f2, 0f00000000;
	mov.f32 %f3, 0f00000000;
	mov.f32 %f4, 0f00000000;
	mov.f32 %f5, 0f00000000;
	mov.f32 %f6, 0f00000000;
	mov.f32 %f7, 0f00000000;
	mov.f32 %f8, 0f00000000;
	mov.f32 %f9, 0f00000000;
	mov.f32 %f10, 0f00000000;
	mov.f32 %f11, 0f00000000;
	mov.f32 %f12, 0f00000000;
	mov.f32 %f13, 0f00000000;
	mov.f32 %f14, 0f00000000;
	mov.f32 %f15, 0f00000000;
	mov.f32 %f16, 0f00000000;
	mov.f32 %f17, 0f00000000;
	mov.f32 %f18, 0f00000000;
	mov.f32 %f19, 0f00000000;
	mov.f32 %f20, 0f00000000;
	mov.f32 %f21, 0f00000000;
	mov.f32 %f22, 0f00000000;
	mov.f32 %f23, 0f00000000;
	mov.f32 %f24, 0f00000000;
	mov.f32 %f25, 0f00000000;
	mov.f32 %f26, 0f00000000;
	mov.f32 %f27, 0f00000000;
	mov.f32 %f28, 0f00000000;
	mov.f32 %f29, 0f00000000;
	mov.f32 %f30, 0f00000000;
	mov.f32 %f31, 0f00000000;
	bar.sync 0;
	mov.u64 %rd2, %clock64;
	wgmma.fence.sync.aligned;
` +
	strings.Repeat("\twgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8, %f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16, %f17, %f18, %f19, %f20, %f21, %f22, %f23, %f24, %f25, %f26, %f27, %f28, %f29, %f30, %f31}, %rd5, %rd5, 1, 1, 1, 0, 0;\n", 8) + `	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	mov.u32 %r2, %tid.x;
	setp.ne.u32 %p1, %r2, 0;
	@%p1 bra DONE;
	st.global.u64 [%rd1], %rd4;
	st.global.f32 [%rd1+8], %f0;
DONE:
	ret;
}`

// bulkWaitSrc: one thread copies 16 KiB global -> shared with
// cp.async.bulk completing on an mbarrier and spins on try_wait, twice;
// the second copy, whose source the first brought into the L2, is timed
// (h200-hopper bulk_copy latency_cycles_by_bytes 16384: 489.3, source in
// L2).
const bulkWaitSrc = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 src)
{
	.shared .align 128 .b8 buf[16384];
	.shared .align 8 .b64 bar;
	.reg .pred %p<2>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	ld.param.u64 %rd6, [src];
	mov.u32 %r1, bar;
	mov.u32 %r2, buf;
	mbarrier.init.shared::cta.b64 [%r1], 1;
	mbarrier.arrive.expect_tx.shared::cta.b64 %rd7, [%r1], 16384;
	cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r2], [%rd6], 16384, [%r1];
COLD:
	mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r1], 0;
	@!%p1 bra COLD;
	mov.u64 %rd2, %clock64;
	mbarrier.arrive.expect_tx.shared::cta.b64 %rd7, [%r1], 16384;
	cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r2], [%rd6], 16384, [%r1];
WAIT:
	mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r1], 1;
	@!%p1 bra WAIT;
	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	st.global.u64 [%rd1], %rd4;
	ret;
}`

// timeKernel runs src's kernel k in one block of threads threads (params:
// the 16-byte output, then a zeroed buffer of each size in extra) and
// returns the cycles it stored.
func timeKernel(t *testing.T, src string, threads uint32, extra ...uint64) uint64 {
	t.Helper()
	_, c := runKernel(t, src, threads, extra...)
	return c
}

// runKernel is timeKernel returning the launch's result too.
func runKernel(t *testing.T, src string, threads uint32, extra ...uint64) (*sm.LaunchResult, uint64) {
	t.Helper()
	d := timedDevice(t, timing.H200())
	mod := loadSrc(t, d, src)
	out, _ := d.Malloc(16)
	params := binary.LittleEndian.AppendUint64(nil, out)
	for _, n := range extra {
		p, _ := d.Malloc(n)
		params = binary.LittleEndian.AppendUint64(params, p)
	}
	res, err := d.Launch(mod, sm.Launch{Kernel: "k", Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{threads, 1, 1}, Params: params})
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 8)
	if err := d.Read(out, buf); err != nil {
		t.Fatal(err)
	}
	return res, binary.LittleEndian.Uint64(buf)
}

func TestTensorPipeMmaChain(t *testing.T) {
	c := timeKernel(t, mmaChainSrc, 32)
	t.Logf("16 dependent mma.sync m16n8k16: %d cycles", c)
	if per := float64(c) / 16; per < 22 || per > 27 {
		t.Errorf("dependent mma.sync m16n8k16: %.1f cycles each (%d for 16), want about 24.4 (H200)", per, c)
	}
}

func TestTensorPipeWgmma(t *testing.T) {
	c := timeKernel(t, wgmmaChainSrc, 128)
	t.Logf("8 wgmma m64n64k16 + commit + wait: %d cycles", c)
	// 8 x 33.2 + 60 + 0.06 x 64 + the fence, commit and wait issues.
	if c < 300 || c > 360 {
		t.Errorf("8 wgmma m64n64k16 + commit + wait: %d cycles, want about 330 (H200: 33.5 per wgmma + ~62)", c)
	}
}

// TestTensorPipeBulkTraffic: a bulk copy's source goes through the L2
// (lts__t_sectors_srcunit_tex_op_read, dram__bytes_read count it, as on
// the H200: tma_gemm_big), from DRAM when cold, and its mbarrier wait
// ends only when the data is back: the cold copy's wait takes at least a
// DRAM latency more than the warm one's.
func TestTensorPipeBulkTraffic(t *testing.T) {
	res, _ := runKernel(t, bulkWaitSrc, 1, 16384)
	// Two copies of 512 sectors; the first reads DRAM.
	if got := res.Metrics["lts__t_sectors_srcunit_tex_op_read.sum"]; got != 1024 {
		t.Errorf("L2 read sectors: %v, want 1024 (two 16 KiB copies)", got)
	}
	if got := res.Metrics["dram__bytes_read.sum"]; got != 16384 {
		t.Errorf("DRAM bytes read: %v, want 16384 (the first copy)", got)
	}
	warm := timeKernel(t, bulkWaitSrc, 1, 16384)
	// Both copies timed: the clock read moves before the first.
	both := strings.Replace(bulkWaitSrc, "\tmov.u64 %rd2, %clock64;\n", "", 1)
	both = strings.Replace(both, "\tmbarrier.arrive.expect_tx", "\tmov.u64 %rd2, %clock64;\n\tmbarrier.arrive.expect_tx", 1)
	cold := timeKernel(t, both, 1, 16384) - warm
	t.Logf("16 KiB bulk copy + wait: cold %d cycles, warm %d", cold, warm)
	h := timing.H200()
	if float64(cold) < float64(warm)+h.DRAM.Latency-h.L2.HitLatency {
		t.Errorf("cold copy waited %d cycles, warm %d: want the DRAM latency more", cold, warm)
	}
}

func TestTensorPipeBulkWait(t *testing.T) {
	c := timeKernel(t, bulkWaitSrc, 1, 16384)
	t.Logf("cp.async.bulk 16 KiB + try_wait: %d cycles", c)
	if c < 440 || c > 560 {
		t.Errorf("cp.async.bulk of 16 KiB waited on with try_wait: %d cycles, want about 489 (H200, source in L2)", c)
	}
}

// ldsmChainSrc: 16 ldmatrix.x4 whose addresses depend on the previous
// result (zero data; h200-tensor ldmatrix x4 latency_cycles 34.78, x1
// 28.83): the address is formed with one integer add, as in the
// microbenchmark.
var ldsmChainSrc = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.shared .align 128 .b8 tile[4096];
	.reg .b32 %r<8>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, tile;
	mov.u32 %r2, %tid.x;
	shl.b32 %r2, %r2, 4;
	add.u32 %r1, %r1, %r2;
	mov.u64 %rd2, %clock64;
` +
	strings.Repeat("\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r3, %r4, %r5, %r6}, [%r1];\n\tadd.u32 %r1, %r1, %r3;\n", 16) + `	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	st.global.u64 [%rd1], %rd4;
	ret;
}`

func TestTensorPipeLdmatrixChain(t *testing.T) {
	c := timeKernel(t, ldsmChainSrc, 32)
	t.Logf("16 dependent ldmatrix.x4 (+ add): %d cycles", c)
	// 34.78 per step measured (LDSM + the add forming the next address);
	// the model: LDS of 4 wavefronts (29) + ldsm_extra 1 + the add (5).
	if per := float64(c) / 16; per < 32 || per > 38 {
		t.Errorf("dependent ldmatrix.x4: %.1f cycles each (%d for 16), want about 35 (H200 34.78)", per, c)
	}
}

// TestTensorPipeBulkStore: a bulk copy from shared to global memory
// writes its 512 sectors through the L2 (lts__t_sectors_srcunit_tex_op_write).
func TestTensorPipeBulkStore(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 dst)
{
	.shared .align 128 .b8 buf[16384];
	.reg .b32 %r<4>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd6, [dst];
	mov.u32 %r2, buf;
	cp.async.bulk.global.shared::cta.bulk_group [%rd6], [%r2], 16384;
	cp.async.bulk.commit_group;
	cp.async.bulk.wait_group 0;
	ret;
}`
	res, _ := runKernel(t, src, 1, 16384)
	if got := res.Metrics["lts__t_sectors_srcunit_tex_op_write.sum"]; got != 512 {
		t.Errorf("L2 write sectors: %v, want 512 (a 16 KiB bulk store)", got)
	}
}

// TestTensorPipeEmulatedMma: mma.sync forms sm_90 emulates are timed as
// ptxas's SASS for them (tensor_core.mma_fp8_*, mma_m8n8k4_*): 16
// dependent m8n8k4 take about 16 x the subroutine's latency, 16 dependent
// fp8 m16n8k32 about 16 x two chained HMMA plus the unpack and the add.
func TestTensorPipeEmulatedMma(t *testing.T) {
	tc := timing.H200().TensorCore
	for _, c := range []struct {
		name, mma string
		want      float64
	}{
		{"m8n8k4", "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%r1, %r1}, {%r1, %r1}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};",
			tc.MmaM884Latency},
		{"fp8", "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%f0, %f1, %f2, %f3}, {%r1, %r1, %r1, %r1}, {%r1, %r1}, {%f0, %f1, %f2, %f3};",
			2*(tc.MmaLatencyBase+tc.MmaLatencyUnit) + tc.MmaFp8Latency},
	} {
		src := `.version 8.4
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
	.reg .f32 %f<8>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out];
	mov.b32 %r1, 0;
	mov.u64 %rd2, %clock64;
` + strings.Repeat("\t"+c.mma+"\n", 16) + `	mov.b32 %r2, %f0;
	add.u32 %r2, %r2, 1;
	mov.u64 %rd3, %clock64;
	sub.s64 %rd4, %rd3, %rd2;
	st.global.u64 [%rd1], %rd4;
	st.global.u32 [%rd1+8], %r2;
	ret;
}`
		got := timeKernel(t, src, 32)
		per := float64(got) / 16
		t.Logf("%s: 16 dependent mma %d cycles, %.1f per mma (model parameters: %.1f)", c.name, got, per, c.want)
		if per < 0.9*c.want || per > 1.25*c.want {
			t.Errorf("%s: %.1f cycles per dependent mma, want about %.1f", c.name, per, c.want)
		}
	}
}
