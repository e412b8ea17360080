package isa

import (
	"os"
	"testing"
)

// TestPhysicalSlots: the synthetic SGEMM's 88 named register slots fit in
// a few rows; a kernel that reads a register before writing it, or whose
// lanes read each other's registers (shfl), is left alone.
func TestPhysicalSlots(t *testing.T) {
	src, err := os.ReadFile("../benchmarks/testdata/synthetic.ptx")
	if err != nil {
		t.Fatal(err)
	}
	p := lowerSrc(t, string(src))
	f := p.Kernel("sgemm")
	if f == nil {
		t.Fatal("no sgemm kernel")
	}
	m := physicalSlots(p, f, p.Code[f.Start:f.End])
	if m == nil {
		t.Fatal("sgemm not renamed")
	}
	named, high := 0, int32(-1)
	for _, c := range m {
		if c >= 0 {
			named++
			high = max(high, c)
		}
	}
	t.Logf("sgemm: %d slots (constants included), %d named, renamed onto %d", f.NumRegs, named, high+1)
	if high+1 > 24 || named < 80 {
		t.Errorf("sgemm: %d named slots onto %d, want at least 80 onto at most 24", named, high+1)
	}
	const head = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n.reg .b32 %r<8>;\n.reg .b64 %rd<4>;\nld.param.u64 %rd1, [out];\n"
	for name, body := range map[string]string{
		"unwritten": "add.u32 %r2, %r1, 1;\nmov.u32 %r3, 5;\nadd.u32 %r4, %r3, %r2;\nst.global.u32 [%rd1], %r4;\nret;\n}",
		"shfl":      "mov.u32 %r1, %tid.x;\nshfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;\nmov.u32 %r3, 5;\nadd.u32 %r4, %r3, %r2;\nst.global.u32 [%rd1], %r4;\nret;\n}",
	} {
		q := lowerSrc(t, head+body)
		g := q.Kernel("k")
		if m := physicalSlots(q, g, q.Code[g.Start:g.End]); m != nil {
			t.Errorf("%s: renamed (%v), want left alone", name, m)
		}
		if PhysicalCode(q, q.Code) != nil {
			t.Errorf("%s: PhysicalCode returned a copy", name)
		}
	}
}
