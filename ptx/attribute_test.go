package ptx

import (
	"bytes"
	"strings"
	"testing"
)

// TestManagedAttribute: nvcc declares a __managed__ variable as
// ".global .attribute(.managed) .align 4 .u32 total;" (CUDA 11.8 and 13):
// it parses into a .global variable marked Managed, prints back the same
// way, and the attribute's misuses are positioned errors.
func TestManagedAttribute(t *testing.T) {
	const head = ".version 7.8\n.target sm_90\n.address_size 64\n"
	src := head + `.global .attribute(.managed) .align 4 .u32 total;
.visible .global .attribute(.managed) .align 8 .b8 buf[64];
.visible .entry k()
{
	.reg .b32 %r<2>;
	ld.global.u32 %r1, [total];
	st.global.u32 [buf+4], %r1;
	ret;
}
`
	m, err := Parse("managed.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Vars) != 2 || !m.Vars[0].Managed || !m.Vars[1].Managed || m.Vars[0].Space != SpaceGlobal ||
		m.Vars[0].Align != 4 || m.Vars[1].Linkage != LinkVisible || m.Vars[1].Size != 64 {
		t.Fatalf("variables %+v %+v", m.Vars[0], m.Vars[1])
	}
	var buf bytes.Buffer
	if err := Print(&buf, m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), ".global .attribute(.managed) .align 4 .u32 total") {
		t.Errorf("printed module lacks the attribute:\n%s", buf.String())
	}
	m2, err := Parse("printed.ptx", buf.Bytes())
	if err != nil || !m2.Vars[0].Managed {
		t.Errorf("printed module: %v", err)
	}
	for _, c := range []struct{ decl, want string }{
		{".shared .attribute(.managed) .u32 s;", "4:1: .attribute(.managed) is for module-scope .global variables"},
		{".global .attribute(.unified(0x1, 0x2)) .u32 u;", "4:20: .attribute(.unified(...)) is not supported"},
		{".global .attribute(.pinned) .u32 u;", "4:20: unknown variable attribute .pinned"},
		{".global(.managed) .u32 u;", "4:1: only .attribute takes a parenthesised list"},
		{".global .attribute .u32 u;", "4:9: .attribute needs an attribute"},
	} {
		_, err := Parse("bad.ptx", []byte(head+c.decl+"\n"))
		if err == nil || !strings.Contains(err.Error(), "bad.ptx:"+c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.decl, err, c.want)
		}
	}
}
