package ptx

import (
	"bytes"
	"strings"
	"testing"
)

// TestPairWithoutPercent: inline assembly declares registers without '%'
// in its own scope (CUB: "{ .reg .s32 r0; .reg .pred p; shfl.sync.up.b32
// r0|p, ...; @p add.s32 r0, r0, x; }"); a pair of such names, or of a
// %-register and such a name, is a pair of registers like %r|%p, and it
// prints back as it was written.
func TestPairWithoutPercent(t *testing.T) {
	src := `.version 7.0
.target sm_70
.address_size 64
.visible .entry k()
{
	.reg .b32 %r<4>;
	.reg .pred %p1;
	{ .reg .s32 r0; .reg .pred p; shfl.sync.up.b32 r0|p, %r1, 1, 0, -1; @p add.s32 r0, r0, %r1; mov.s32 %r2, r0; }
	{ .reg .pred q; shfl.sync.down.b32 %r3|q, %r1, 1, 31, -1; @q mov.b32 %r3, 0; }
	ret;
}
`
	m, err := Parse("pipe.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var shfl []*Inst
	k := m.Kernel("k")
	for i := range k.Body {
		if k.Body[i].Op == OpShfl {
			shfl = append(shfl, &k.Body[i])
		}
	}
	if len(shfl) != 2 {
		t.Fatalf("%d shfl instructions, want 2", len(shfl))
	}
	for i, in := range shfl {
		a := in.Args[0]
		if a.Kind != OperandPair || len(a.Elems) != 2 {
			t.Fatalf("shfl %d: destination %+v, want a pair", i, a)
		}
		for j, e := range a.Elems {
			if e.Kind != OperandReg || e.Reg == NoReg {
				t.Errorf("shfl %d: element %d is %+v, want a declared register", i, j, e)
			}
		}
	}
	var buf bytes.Buffer
	if err := Print(&buf, m); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"r0|p,", "%r3|q,"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("printed module lacks %q:\n%s", want, buf.String())
		}
	}
	if _, err := Parse("printed.ptx", buf.Bytes()); err != nil {
		t.Errorf("the printed module does not parse: %v", err)
	}
	// An undeclared name in a pair is an error with its position.
	bad := strings.Replace(src, "shfl.sync.up.b32 r0|p,", "shfl.sync.up.b32 r0|pp,", 1)
	if _, err := Parse("bad.ptx", []byte(bad)); err == nil || !strings.Contains(err.Error(), "bad.ptx:8:") {
		t.Errorf("undeclared pair element: got %v, want an error at bad.ptx:8", err)
	}
}
