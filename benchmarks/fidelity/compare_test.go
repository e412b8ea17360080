package fidelity

import (
	"encoding/binary"
	"github.com/ptxsim/ptxsim"
	"math"
	"strings"
	"testing"
)

func f32s(v ...float32) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b
}

func TestCompareBuffers(t *testing.T) {
	nan := math.Float32frombits(0x7fc00000)
	otherNaN := math.Float32frombits(0x7fffffff)
	next := math.Nextafter32(1, 2)
	tests := []struct {
		name      string
		e         CaseExpect
		got, want []byte
		wantMsg   string // "" for pass; else a substring of the message
	}{
		{"exact equal", CaseExpect{Buffer: "c", DType: "f32", Compare: "exact"}, f32s(1, 2), f32s(1, 2), ""},
		{"exact differs names element and ulps", CaseExpect{Buffer: "c", DType: "f32", Compare: "exact"},
			f32s(1, next), f32s(1, 1), "c[1] = 1.0000001 (0x3f800001), want 1 (0x3f800000) (1 ulp); 1 of 2 elements differ"},
		{"exact NaN bits matter", CaseExpect{Buffer: "c", DType: "f32", Compare: "exact"}, f32s(nan), f32s(otherNaN), "c[0]"},
		{"ulp within", CaseExpect{Buffer: "c", DType: "f32", Compare: "ulp", ULP: 1}, f32s(next), f32s(1), ""},
		{"ulp over", CaseExpect{Buffer: "c", DType: "f32", Compare: "ulp", ULP: 0}, f32s(next), f32s(1), "(1 ulp, allowed 0)"},
		{"ulp any NaN matches", CaseExpect{Buffer: "c", DType: "f32", Compare: "ulp", ULP: 0}, f32s(nan), f32s(otherNaN), ""},
		{"ulp signed zeros", CaseExpect{Buffer: "c", DType: "f32", Compare: "ulp", ULP: 0}, f32s(float32(math.Copysign(0, -1))), f32s(0), ""},
		{"ulp across zero", CaseExpect{Buffer: "c", DType: "f32", Compare: "ulp", ULP: 1},
			f32s(-math.Float32frombits(1)), f32s(math.Float32frombits(1)), "(2 ulp, allowed 1)"},
		{"tol pass", CaseExpect{Buffer: "c", DType: "f32", Compare: "tol", Abs: 1e-5, Rel: 1e-5}, f32s(100.0005), f32s(100), ""},
		{"tol fail", CaseExpect{Buffer: "c", DType: "f32", Compare: "tol", Abs: 1e-5, Rel: 1e-5}, f32s(100.01), f32s(100), "|diff|"},
		{"mask hides", CaseExpect{Buffer: "c", DType: "f32", Compare: "exact", Mask: []int{1, 0}}, f32s(1, 5), f32s(1, 6), ""},
		{"length", CaseExpect{Buffer: "c", DType: "f32", Compare: "exact"}, f32s(1), f32s(1, 2), "has 4 bytes"},
		{"int exact", CaseExpect{Buffer: "i", DType: "i32", Compare: "exact"},
			binary.LittleEndian.AppendUint32(nil, 0xffffffff), binary.LittleEndian.AppendUint32(nil, 1), "i[0] = -1, want 1 (diff -2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg := compareBuffers(tt.e, tt.got, tt.want)
			if tt.wantMsg == "" && msg != "" {
				t.Fatalf("want pass, got %q", msg)
			}
			if tt.wantMsg != "" && !strings.Contains(msg, tt.wantMsg) {
				t.Fatalf("message %q does not contain %q", msg, tt.wantMsg)
			}
		})
	}
}

func TestCompareLines(t *testing.T) {
	if m := compareLines("b\na\n", "a\nb\n"); m != "" {
		t.Fatalf("same lines in another order: %q", m)
	}
	m := compareLines("a\nc\n", "a\nb\n")
	if !strings.Contains(m, `expected lines missing, first "b"`) || !strings.Contains(m, `unexpected lines, first "c"`) {
		t.Fatalf("got %q", m)
	}
	if m := compareLines("a\na\n", "a\n"); !strings.Contains(m, "printed 2 lines, expected 1") {
		t.Fatalf("duplicate line not caught: %q", m)
	}
}

func TestPackStruct(t *testing.T) {
	// struct { int w, h, stride; float* p; } as matmul_shared_256 passes it.
	v := ptxsim.PackStruct(ptxsim.ArgS32(256), ptxsim.ArgS32(256), ptxsim.ArgS32(256), ptxsim.ArgPtr(0x1000))
	if len(v.Bytes) != 24 || v.Align != 8 {
		t.Fatalf("got %d bytes align %d, want 24 align 8", len(v.Bytes), v.Align)
	}
	if binary.LittleEndian.Uint64(v.Bytes[16:]) != 0x1000 {
		t.Fatalf("pointer not at offset 16: % x", v.Bytes)
	}
	// struct { double d; char c; } pads to 16.
	w := ptxsim.PackStruct(ptxsim.ArgF64(1), ptxsim.ArgBytes([]byte{7}, 1))
	if len(w.Bytes) != 16 {
		t.Fatalf("got %d bytes, want 16", len(w.Bytes))
	}
}

func TestLoadCaseRejectsBadCases(t *testing.T) {
	dir := t.TempDir()
	write := func(s string) string {
		p := dir + "/case.json"
		if err := writeFile(p, s); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct{ json, want string }{
		{`{"module":"m.ptx","buffers":[{"name":"a","bytes":4,"dtype":"f32"}],"launches":[],"expect":[]}`, "exactly one of init and fill"},
		{`{"module":"m.ptx","buffers":[],"launches":[{"kernel":"k","grid":[1,1,1],"block":[1,1,1],"params":[{"ptr":"x"}]}],"expect":[]}`, `unknown buffer "x"`},
		{`{"module":"m.ptx","buffers":[],"launches":[],"expect":[{"compare":"fuzzy"}]}`, `unknown compare "fuzzy"`},
		{`{"module":"m.ptx","bogus":1}`, `unknown field "bogus"`},
	} {
		_, err := LoadCase(write(tc.json))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got error %v, want %q", tc.json, err, tc.want)
		}
	}
}
