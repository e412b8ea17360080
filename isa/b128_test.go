package isa

import (
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestB128Refused: .b128 operands outside ld, st, mov and atom.exch/cas,
// and vector atomics of the wrong kind, are positioned errors, not
// computations on 64 of the 128 bits.
func TestB128Refused(t *testing.T) {
	const hdr = ".version 8.3\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n.reg .b64 %rd<4>;\n.reg .b128 %q<4>;\n.reg .f32 %f<4>;\n.reg .b32 %r<4>;\nld.param.u64 %rd1, [p];\n"
	for _, c := range []struct{ body, want string }{
		{"atom.global.add.b128 %q2, [%rd1], %q1;", "11:1: atom.b128 is exch or cas only"},
		{"atom.global.cas.b128 %q2, [%rd1], %q1;", "11:1: atom.cas.b128 takes 4 operands"},
		{"ld.global.v2.b128 {%q1, %q2}, [%rd1];", "11:1: ld.b128 takes one .b128 register and an address"},
		{"mov.b128 {%rd1, %rd2}, {%rd2, %rd1};", "11:1: mov.b128 needs a .b128 register on one side"},
		{"atom.global.exch.v2.f32 {%f1, %f2}, [%rd1], {%f1, %f2};", "11:1: vector atom is add, min or max only"},
		{"atom.global.max.v2.f32 {%f1, %f2}, [%rd1], {%f1, %f2};", "11:1: vector atom on .f32 is add only"},
		{"red.global.min.noftz.f16x2 [%rd1], %r1;", "11:1: red.min on .f16x2 needs a vector modifier (.v2, .v4 or .v8), as ptxas says"},
		{"atom.global.add.v2.f32 {%f1, %f2}, [%rd1], {%f1, %f2, %f3};", "11:1: the source of a .v2 atom is a vector of 2 registers"},
	} {
		src := hdr + c.body + "\nret;\n}\n"
		m, err := ptx.Parse("t.ptx", []byte(src))
		if err != nil {
			t.Errorf("%s: parse: %v", c.body, err)
			continue
		}
		_, err = Lower(m)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.body, err, c.want)
		}
	}
}
