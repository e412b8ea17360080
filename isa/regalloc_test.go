package isa

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// regsOf lowers a one-kernel module and returns estimateRegs of kernel k.
func regsOf(t *testing.T, body string) int {
	t.Helper()
	src := fmt.Sprintf(`.version 7.8
.target sm_90
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb)
{
	.reg .pred %%p<4>;
	.reg .b32 %%r<32>;
	.reg .f32 %%f<32>;
	.reg .b64 %%rd<32>;
	ld.param.u64 %%rd1, [pa];
	ld.param.u64 %%rd2, [pb];
	cvta.to.global.u64 %%rd3, %%rd1;
	cvta.to.global.u64 %%rd4, %%rd2;
	mov.u32 %%r1, %%tid.x;
	mul.wide.u32 %%rd5, %%r1, 16;
	add.s64 %%rd6, %%rd3, %%rd5;
	add.s64 %%rd7, %%rd4, %%rd5;
%s
	ret;
}
`, body)
	m, err := ptx.Parse("k.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(m)
	if err != nil {
		t.Fatal(err)
	}
	return estimateRegs(p, p.Kernel("k"))
}

// TestAllocHighVectorStoreCopy: a vector store whose sources are a vector
// load's results in order reuses the load's aligned quad; in another order
// ptxas copies them into a second quad (copyFloat4's MOVs), four registers
// more.
func TestAllocHighVectorStoreCopy(t *testing.T) {
	same := regsOf(t, `	ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd6];
	st.global.v4.f32 [%rd7], {%f1, %f2, %f3, %f4};`)
	swapped := regsOf(t, `	ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd6];
	st.global.v4.f32 [%rd7], {%f3, %f4, %f1, %f2};`)
	if swapped != same+4 {
		t.Errorf("in-order store %d registers, swapped %d: want 4 more for the copy", same, swapped)
	}
}

// TestAllocHighZeroHigh: a 64-bit value whose upper half is known zero (the
// and of a zero-extended index with a 32-bit mask) takes one register, so
// masking the index costs no more than not extending it.
func TestAllocHighZeroHigh(t *testing.T) {
	masked := regsOf(t, `	cvt.u64.u32 %rd8, %r1;
	and.b64 %rd9, %rd8, 262140;
	add.s64 %rd10, %rd3, %rd9;
	ld.global.f32 %f1, [%rd10];
	add.s64 %rd11, %rd4, %rd9;
	st.global.f32 [%rd11], %f1;`)
	signed := regsOf(t, `	cvt.s64.s32 %rd8, %r1;
	and.b64 %rd9, %rd8, -4;
	add.s64 %rd10, %rd3, %rd9;
	ld.global.f32 %f1, [%rd10];
	add.s64 %rd11, %rd4, %rd9;
	st.global.f32 [%rd11], %f1;`)
	if masked >= signed {
		t.Errorf("zero-high mask %d registers, sign-extended mask %d: want fewer for the zero-high value", masked, signed)
	}
}

// TestAllocHighDeterministic: the same module gives the same estimate.
func TestAllocHighDeterministic(t *testing.T) {
	body := `	ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd6];
	fma.rn.f32 %f5, %f1, 0f40000000, 0fBF800000;
	fma.rn.f32 %f6, %f2, 0f40000000, 0fBF800000;
	st.global.v4.f32 [%rd7], {%f5, %f6, %f3, %f4};`
	first := regsOf(t, body)
	for range 20 {
		if got := regsOf(t, body); got != first {
			t.Fatalf("estimate %d, then %d", first, got)
		}
	}
}

// TestRenameWebsNaming: the estimate does not depend on how the PTX names
// its registers: reusing one register for independent values (as
// hand-written PTX does) gives what distinct registers give, since ptxas
// allocates values, not names.
func TestRenameWebsNaming(t *testing.T) {
	reused := strings.Builder{}
	distinct := strings.Builder{}
	reused.WriteString("\tld.global.f32 %f0, [%rd6];\n")
	distinct.WriteString("\tld.global.f32 %f0, [%rd6];\n")
	for k := range 12 {
		fmt.Fprintf(&reused, "\tmul.f32 %%f1, %%f0, %%f0;\n\tadd.f32 %%f1, %%f1, 0f%08X;\n\tst.global.f32 [%%rd7+%d], %%f1;\n", 0x3F800000+k<<16, 4*k)
		fmt.Fprintf(&distinct, "\tmul.f32 %%f%d, %%f0, %%f0;\n\tadd.f32 %%f%d, %%f%d, 0f%08X;\n\tst.global.f32 [%%rd7+%d], %%f%d;\n", 2*k+1, 2*k+2, 2*k+1, 0x3F800000+k<<16, 4*k, 2*k+2)
	}
	r, d := regsOf(t, reused.String()), regsOf(t, distinct.String())
	if r != d {
		t.Errorf("reused names %d registers, distinct names %d: want the same", r, d)
	}
}
