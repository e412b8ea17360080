package benchmarks

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// interpKernel is a kernel whose loop body is 32 copies of one instruction
// (body, with %O the copy's byte offset, 4 x its index, where it needs one), run iters times by
// every thread: per-instruction-kind throughput of the interpreter.
func interpKernel(body string, iters int) string {
	var b strings.Builder
	b.WriteString(`.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 buf, .param .u32 n)
{
	.reg .pred %p<4>;
	.reg .b32 %r<80>;
	.reg .f32 %f<80>;
	.reg .b64 %rd<8>;
	.shared .align 4 .b8 sh[4096];
	ld.param.u64 %rd1, [buf];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	shl.b32 %r5, %r1, 2;
	mov.u32 %r6, sh;
	add.s32 %r7, %r6, %r5;
	cvt.rn.f32.u32 %f1, %r1;
	mov.f32 %f2, 0f3F800000;
	add.f32 %f1, %f1, %f2;
	mov.f32 %f3, 0f3F000000;
	mov.u32 %r8, 0;
	mov.u32 %r10, 1;
	mov.u32 %r11, 3;
$L:
`)
	for i := 0; i < 32; i++ {
		b.WriteString("\t" + strings.ReplaceAll(body, "%O", fmt.Sprint(4*i)) + ";\n")
	}
	fmt.Fprintf(&b, `	add.s32 %%r8, %%r8, 1;
	setp.lt.u32 %%p1, %%r8, %d;
	@%%p1 bra $L;
	st.global.f32 [%%rd3], %%f2;
	st.global.u32 [%%rd3+4], %%r10;
	ret;
}
`, iters)
	return b.String()
}

// BenchmarkInterp measures the interpreter per instruction kind on one
// goroutine, in functional and timing mode: 132 blocks of 256 threads,
// each running 32 copies of the instruction 64 times (about 35
// warp-instructions per copy of the loop). It reports thread-instructions
// per CPU-second and nanoseconds of CPU per warp-instruction.
func BenchmarkInterp(b *testing.B) {
	kinds := []struct{ name, body string }{
		{"add.u32", "add.u32 %r10, %r10, %r11"},
		{"mad.lo.s32", "mad.lo.s32 %r10, %r10, %r11, %r1"},
		{"fma.rn.f32", "fma.rn.f32 %f2, %f2, %f3, %f1"}, // converges to 2(tid+1): no overflow, no zero
		{"ld.shared.f32", "ld.shared.f32 %f2, [%r7+%O]"},
		{"st.shared.f32", "st.shared.f32 [%r7+%O], %f2"},
		{"ld.global.f32", "ld.global.f32 %f2, [%rd3]"},
		{"setp.lt.f32", "setp.lt.f32 %p2, %f1, %f2"},
	}
	for _, mode := range []string{"functional", "timing"} {
		for _, k := range kinds {
			b.Run(mode+"/"+k.name, func(b *testing.B) {
				dev := ptxsim.NewDevice(sm.H200())
				dev.SetThreads(1)
				if mode == "timing" {
					if err := dev.SetTiming(timing.H200()); err != nil {
						b.Fatal(err)
					}
				}
				mod, err := dev.LoadPTX("interp.ptx", []byte(interpKernel(k.body, 64)))
				if err != nil {
					b.Fatal(err)
				}
				buf, _ := dev.Malloc(4 * 132 * 256 * 2)
				launch := func() uint64 {
					res, err := mod.Launch("k", ptxsim.D1(132), ptxsim.D1(256), ptxsim.LaunchOptions{}, ptxsim.ArgPtr(buf), ptxsim.ArgU32(0))
					if err != nil {
						b.Fatal(err)
					}
					return res.ThreadInstructions
				}
				launch()
				b.ResetTimer()
				c0 := cpuTime()
				var thr uint64
				for i := 0; i < b.N; i++ {
					thr += launch()
				}
				cpu := (cpuTime() - c0).Seconds()
				b.ReportMetric(float64(thr)/cpu/1e6, "Mthread-instr/cpu-s")
				b.ReportMetric(cpu*1e9/(float64(thr)/32), "cpu-ns/warp-instr")
			})
		}
	}
}
