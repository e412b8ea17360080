package ptx

import (
	"errors"
	"strings"
	"testing"
)

// hdr is a valid module header; the test inputs below start after it, so
// their line numbers begin at 4.
const hdr = ".version 9.0\n.target sm_90\n.address_size 64\n"

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // "line:col: message", in order
	}{
		{"truncated file", hdr + ".visible .entry k()\n{\n\tret;\n", []string{"7:1: syntax error: unexpected end of file"}},
		{"truncated instruction", hdr + ".entry k()\n{\n\tadd.s32 %r1,", []string{"6:14: syntax error: unexpected end of file"}},
		{"error in the middle of the file", ".ersion 9.0\n.target sm_90\n.address_size 64\n.entry k()\n{\n\tret;\n}\n",
			[]string{"1:9: syntax error: unexpected '9.0'"}},
		{"unterminated block", hdr + ".entry k()\n{\n\t{\n\tret;\n}\n", []string{"9:1: syntax error: unexpected end of file"}},
		{"missing semicolon", hdr + ".entry k()\n{\n\tret\n\texit;\n}\n", []string{"6:2: ret takes 0 operands, got 1", "7:2: undeclared identifier exit"}},
		{"bad character", hdr + ".entry k()\n{\n\tret; #\n}\n", []string{"6:7: syntax error: unexpected character \"#\""}},
		{"unknown instruction", hdr + ".entry k()\n{\n\tfrobnicate.u32 %r1;\n}\n", []string{"6:2: unknown instruction frobnicate.u32", "6:17: undeclared register %r1"}},
		{"bad modifier", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.rx.s32 %r1, %r2, %r0;\n}\n",
			[]string{"7:2: unknown modifier .rx for add"}},
		{"conflicting modifiers", hdr + ".entry k()\n{\n\t.reg .f32 %f<3>;\n\tadd.rn.rz.f32 %f1, %f2, %f0;\n}\n",
			[]string{"7:2: conflicting modifiers in add.rn.rz.f32 (.rz)"}},
		{"bad type", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tpopc.u8 %r1, %r2;\n}\n",
			[]string{"7:2: popc does not take type .u8"}},
		{"missing type", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd %r1, %r2, %r0;\n}\n",
			[]string{"7:2: add needs a type"}},
		{"undeclared register", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.u32 %r1, %r2, %r9;\n}\n",
			[]string{"7:20: undeclared register %r9"}},
		{"undeclared label", hdr + ".entry k()\n{\n\tbra.uni $L_nowhere;\n}\n",
			[]string{"6:10: undeclared identifier $L_nowhere"}},
		{"undeclared guard", hdr + ".entry k()\n{\n\t@%p1 ret;\n}\n", []string{"6:2: undeclared predicate %p1"}},
		{"guard not a predicate", hdr + ".entry k()\n{\n\t.reg .b32 %r1;\n\t@%r1 ret;\n}\n",
			[]string{"7:2: guard %r1 has type .b32, want .pred"}},
		{"bad immediate", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.u32 %r1, %r2, 99999999999999999999;\n}\n",
			[]string{"7:20: bad integer constant 99999999999999999999"}},
		{"bad float immediate", hdr + ".entry k()\n{\n\t.reg .f32 %f<3>;\n\tadd.f32 %f1, %f2, 0f3F80;\n}\n",
			[]string{"7:21: syntax error: unexpected 'f3F80'"}},
		{"duplicate register", hdr + ".entry k()\n{\n\t.reg .b32 %r1;\n\t.reg .b32 %r1;\n\tret;\n}\n",
			[]string{"7:12: %r1 redeclared in this block (previous declaration at 6:12)"}},
		{"register clashes with a range", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\t.reg .b32 %r2;\n\tret;\n}\n",
			[]string{"7:12: %r2 redeclared in this block (previous declaration at 6:12)"}},
		{"duplicate label", hdr + ".entry k()\n{\nL1:\n\tret;\nL1:\n\tret;\n}\n",
			[]string{"8:1: L1 redeclared in this block (previous declaration at 6:1)"}},
		{"duplicate function", hdr + ".entry k()\n{\n\tret;\n}\n.entry k()\n{\n\tret;\n}\n",
			[]string{"8:8: k redefined (previous definition at 4:8)"}},
		{"duplicate variable", hdr + ".global .u32 g;\n.global .u32 g;\n",
			[]string{"5:14: g redeclared (previous declaration at 4:14)"}},
		{"wrong operand count", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.u32 %r1, %r2;\n}\n",
			[]string{"7:2: add takes 3 operands, got 2"}},
		{"operand size mismatch", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd1;\n\tadd.u32 %r1, %r2, %rd1;\n}\n",
			[]string{"8:20: register %rd1 is .b64, not compatible with .u32"}},
		{"too new for target", ".version 7.0\n.target sm_75\n.address_size 64\n.entry k()\n{\n\t.reg .b32 %r<3>;\n\tredux.sync.add.u32 %r1, %r2, -1;\n}\n",
			[]string{"7:2: redux requires sm_80 or later (target is sm_75)"}},
		{"modifier too new for target", ".version 7.0\n.target sm_80\n.address_size 64\n.entry k()\n{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd1;\n\tld.shared::cluster.u32 %r1, [%rd1];\n}\n",
			[]string{"8:2: ld.shared::cluster requires sm_90 or later (target is sm_80)"}},
		{"too new for version", ".version 7.0\n.target sm_80\n.address_size 64\n.entry k()\n{\n\tbarrier.cluster.arrive;\n}\n",
			[]string{"6:2: barrier.cluster requires sm_90 or later (target is sm_80)"}},
		{"modifier combination too new", ".version 8.1\n.target sm_90\n.address_size 64\n.entry k()\n{\n\t.reg .b32 %r<3>;\n\tcvt.rna.satfinite.tf32.f32 %r1, %r2;\n\tcvt.rz.satfinite.tf32.f32 %r1, %r2;\n}\n",
			[]string{"8:2: cvt.rz.satfinite.tf32 requires sm_100 or later (target is sm_90)"}},
		{"float forms without rounding", hdr + ".entry k()\n{\n\t.reg .f32 %f<4>;\n\t.reg .f64 %fd<3>;\n\tmad.f32 %f1, %f2, %f3, %f1;\n\tdiv.f32 %f1, %f2, %f3;\n\tdiv.full.f32 %f1, %f2, %f3;\n\trcp.approx.ftz.f64 %fd1, %fd2;\n}\n",
			[]string{"8:2: mad.f32 needs a rounding modifier (.rn .rz .rm .rp)", "9:2: div.f32 needs a rounding modifier (.rn .rz .rm .rp) or .approx"}},
		{"set destination type", hdr + ".entry k()\n{\n\t.reg .b16 %h<3>;\n\tset.lt.u16.s16 %h1, %h2, %h2;\n\tset.lt.u16.f16 %h1, %h2, %h2;\n}\n",
			[]string{"7:2: set.u16.s16: set writes .u32, .s32 or .f32 (on half sources also .u16, .s16 or the source's type)"}},
		{"target needs newer version", ".version 7.0\n.target sm_90\n.address_size 64\n", []string{"2:1: target sm_90 requires PTX ISA 7.8 or later (.version is 7.0)"}},
		{"non-sync shuffle on sm_70+", hdr + ".entry k()\n{\n\t.reg .b32 %r<3>;\n\tshfl.down.b32 %r1, %r2, 1, 31;\n}\n",
			[]string{"7:2: shfl without .sync is not supported on sm_70 and later"}},
		{"missing version", ".target sm_90\n", []string{"1:1: missing .version directive"}},
		{"many errors", hdr + ".entry k()\n{\n\t.reg .b32 %r1;\n\tadd.u32 %r1, %r1, %x1;\n\tsub.u32 %r1, %x2, %r1;\n}\n",
			[]string{"7:20: undeclared register %x1", "8:15: undeclared register %x2"}},
		{"shadowing is fine but outer scope is not visible after", hdr + ".entry k()\n{\n\t{\n\t.reg .b32 %t;\n\tmov.u32 %t, 1;\n\t}\n\tmov.u32 %t, 2;\n}\n",
			[]string{"10:10: undeclared register %t"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("x.ptx", []byte(tt.src))
			if err == nil {
				t.Fatalf("no error, want %q", tt.want)
			}
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("error %T is not an ErrorList", err)
			}
			var got []string
			for _, e := range list {
				if e.File != "x.ptx" {
					t.Errorf("file %q", e.File)
				}
				got = append(got, strings.TrimPrefix(e.Error(), "x.ptx:"))
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tt.want, "\n\t"))
			}
		})
	}
}

func TestErrorListFormat(t *testing.T) {
	var l ErrorList
	for i := 15; i >= 1; i-- {
		l.Add("f.ptx", Pos{Line: int32(i), Col: 2}, "bad")
	}
	l.Sort()
	s := l.Error()
	if !strings.HasPrefix(s, "f.ptx:1:2: bad\nf.ptx:2:2: bad\n") || !strings.HasSuffix(s, "f.ptx:10:2: bad\n(and 5 more errors)") {
		t.Errorf("Error() = %q", s)
	}
	if (ErrorList{}).Err() != nil {
		t.Errorf("empty list Err() != nil")
	}
}
