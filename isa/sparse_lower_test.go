package isa

import (
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestSparseLowerErrors: malformed mma.sp and wgmma.mma_async.sp are
// refused at the instruction with the reason.
func TestSparseLowerErrors(t *testing.T) {
	head := ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<16>;\n\t.reg .f32 %f<40>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<2>;\n\t"
	for _, tc := range []struct{ inst, want string }{
		{"mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r2,%r3}, {%f4,%f5,%f6,%f7}, %r8, 0;", ""},
		{"mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%f4,%f5,%f6,%f7}, %r8, 2;", "sparsity selector 2 out of range 0..1"},
		{"mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r2,%r3}, {%f4,%f5,%f6,%f7}, %r8, %r9;", "sparsity selector must be an integer constant"},
		{"mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r2,%r3}, {%f4,%f5,%f6,%f7}, %r8, 0;", "operand a has 4 registers, the fragment needs 2"},
		{"mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32 {%r0,%r1,%r2,%r3}, {%r4,%r5,%r6,%r7}, {%r8,%r9,%r10,%r11}, {%r0,%r1,%r2,%r3}, %r12, 1;", "sparsity selector 1 out of range 0..0"},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {%f0,%f1,%f2,%f3}, %rd1, %rd2, %r1, 0, %p1, 1, 1, 0, 0;", ""},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {%f0,%f1,%f2,%f3}, %rd1, %rd2, %r1, 2, %p1, 1, 1, 0, 0;", "sparsity selector 2 out of range 0..1"},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.f16.f16 {%f0,%f1,%f2,%f3}, %rd1, %rd2, %r1, 0, %p1, 1, 1, 0, 0;", "no form .m64n8k16 with .f16 A (sparse)"},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {%r0,%r1,%r2,%r3}, %rd1, %rd2, %r1, 0, %p1;", ""},
	} {
		m, err := ptx.Parse("k.ptx", []byte(head+tc.inst+"\n\tret;\n}\n"))
		if err != nil {
			t.Errorf("%s: parse: %v", tc.inst, err)
			continue
		}
		_, err = Lower(m)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.inst, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), "k.ptx:10:2:") || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want %q at 10:2", tc.inst, err, tc.want)
		}
	}
}
