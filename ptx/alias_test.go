package ptx

import (
	"bytes"
	"strings"
	"testing"
)

const aliasSrc = `.version 7.8
.target sm_90
.address_size 64
.func (.param .b32 r) dbl(.param .b32 a);
.alias dbl, twice;
.func (.param .b32 r) twice(.param .b32 a)
{
	.reg .b32 %r<3>;
	ld.param.b32 %r1, [a];
	add.s32 %r2, %r1, %r1;
	st.param.b32 [r], %r2;
	ret;
}
.visible .entry k()
{
	.param .b32 pa;
	.param .b32 pr;
	call.uni (pr), dbl, (pa);
	ret;
}
`

// TestAlias: a call to an alias resolves to the target's function (the
// target may be defined after the directive), by name too, so that the
// printed module calls the target.
func TestAlias(t *testing.T) {
	m, err := Parse("a.ptx", []byte(aliasSrc))
	if err != nil {
		t.Fatal(err)
	}
	k := m.Kernel("k")
	call := k.Body[0]
	if call.Op != OpCall || call.Args[1].Func == nil || call.Args[1].Func.Name != "twice" || !call.Args[1].Func.HasBody {
		t.Fatalf("call to the alias resolves to %+v, want twice", call.Args[1].Func)
	}
	var b bytes.Buffer
	if err := Print(&b, m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "twice, (pa)") {
		t.Fatalf("printed module does not call the target:\n%s", b.String())
	}
	if _, err := Parse("b.ptx", b.Bytes()); err != nil {
		t.Fatalf("printed module does not parse: %v", err)
	}
	for _, c := range []struct{ directive, want string }{
		{".alias dbl, nothere;", "5:1: .alias: nothere is not a function defined in this module"},
		{".alias nothere, twice;", "5:1: .alias: nothere is not a declared function"},
		{".alias twice, dbl;", "5:1: .alias: twice has a body; an alias is a declaration only"},
		{".alias dbl;", "5:1: .alias takes two function names: .alias alias, target;"},
	} {
		src := strings.Replace(aliasSrc, ".alias dbl, twice;", c.directive, 1)
		_, err := Parse("c.ptx", []byte(src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.directive, err, c.want)
		}
	}
}
