package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
)

func TestParseArgScalars(t *testing.T) {
	tests := []struct {
		in   string
		want []byte
	}{
		{"s32:-3", binary.LittleEndian.AppendUint32(nil, 0xfffffffd)},
		{"u32:5", binary.LittleEndian.AppendUint32(nil, 5)},
		{"u64:0x10", binary.LittleEndian.AppendUint64(nil, 16)},
		{"s64:-1", binary.LittleEndian.AppendUint64(nil, math.MaxUint64)},
		{"f32:2.5", binary.LittleEndian.AppendUint32(nil, math.Float32bits(2.5))},
		{"f64:1e-3", binary.LittleEndian.AppendUint64(nil, math.Float64bits(1e-3))},
		{"u8:255", []byte{255}},
		{"s16:-2", []byte{0xfe, 0xff}},
	}
	for _, tt := range tests {
		a, err := parseArg(tt.in)
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if !bytes.Equal(a.scalar.Bytes, tt.want) || a.scalar.Align != len(tt.want) {
			t.Errorf("%s: got % x align %d, want % x", tt.in, a.scalar.Bytes, a.scalar.Align, tt.want)
		}
	}
}

func TestParseArgBuffers(t *testing.T) {
	data := func(a argSpec) []byte {
		t.Helper()
		b, err := a.buf.bytes()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	a, err := parseArg("buf:c=zeros:4096")
	if err != nil || a.buf == nil || a.buf.name != "c" || a.buf.size != 4096 || a.buf.open != nil {
		t.Fatalf("zeros: %+v %v", a, err)
	}
	a, err = parseArg("buf:x=fill:0xff:8")
	if err != nil || !bytes.Equal(data(a), bytes.Repeat([]byte{0xff}, 8)) {
		t.Fatalf("fill: %+v %v", a, err)
	}
	a, err = parseArg("buf:v=f32:1,2")
	if err != nil || a.buf.size != 8 || binary.LittleEndian.Uint32(data(a)[4:]) != math.Float32bits(2) {
		t.Fatalf("values: %+v %v", a, err)
	}
	r1, _ := parseArg("buf:r=rand:64:7")
	r2, _ := parseArg("buf:r=rand:64:7")
	r3, _ := parseArg("buf:r=rand:64:8")
	if !bytes.Equal(data(r1), data(r2)) || bytes.Equal(data(r1), data(r3)) {
		t.Fatal("rand: want the same bytes for one seed and different bytes for another")
	}
	// The first bytes of rand:N:SEED do not depend on N (one draw per
	// byte, produced in order), so pieces streamed to the device match.
	long, _ := parseArg("buf:r=rand:4000000:7")
	if !bytes.Equal(data(long)[:64], data(r1)) {
		t.Fatal("rand: a longer buffer does not start with the shorter one's bytes")
	}
	a, err = parseArg("ptr:v+16")
	if err != nil || a.ptr != "v" || a.off != 16 {
		t.Fatalf("ptr: %+v %v", a, err)
	}
}

func TestParseArgErrors(t *testing.T) {
	for in, want := range map[string]string{
		"42":                        "want TYPE:VALUE",
		"s32:abc":                   `bad s32 value "abc"`,
		"s8:300":                    `bad s8 value "300"`,
		"q32:1":                     `unknown type "q32"`,
		"buf:=zeros:4":              "want buf:NAME=SOURCE",
		"buf:a=zeros:0":             `bad buffer size "0"`,
		"buf:a=file:/nonexistent/x": "no such file",
		"ptr:a+zz":                  `bad offset "zz"`,
	} {
		_, err := parseArg(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want error containing %q", in, err, want)
		}
	}
}

func TestParseDim(t *testing.T) {
	d, err := parseDim("grid", "4,2")
	if err != nil || d != [3]uint32{4, 2, 1} {
		t.Fatalf("got %v %v", d, err)
	}
	for _, bad := range []string{"0", "1,2,3,4", "x", "-1"} {
		if _, err := parseDim("grid", bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestIntersperse(t *testing.T) {
	app := newApp()
	got := intersperse(app, []string{"ptxsim", "--log-level", "info", "run", "k.ptx", "--kernel", "k", "--cooperative", "--arg", "s32:1", "--grid=2"})
	want := []string{"ptxsim", "--log-level", "info", "run", "--kernel", "k", "--cooperative", "--arg", "s32:1", "--grid=2", "--", "k.ptx"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// A bare address mode sets every dimension; border=R/G/B/A is the border
// colour, not the border address mode.
func TestParseTexArgAddressAndBorder(t *testing.T) {
	ts, err := parseTexArg("tex", "img,mirror,levels=2,border=1/0/0.5/1=f32x1:4:zeros:16")
	if err != nil {
		t.Fatal(err)
	}
	if ts.name != "img" || ts.levels != 2 || ts.format.String() != "f32" || ts.channels != 1 || ts.ext.Width != 4 {
		t.Errorf("parsed %+v", ts)
	}
	if got := ts.desc.AddressMode; got != [3]ptxsim.TextureAddressMode{ptxsim.AddressModeMirror, ptxsim.AddressModeMirror, ptxsim.AddressModeMirror} {
		t.Errorf("address modes %v, want mirror everywhere", got)
	}
	if got := ts.desc.BorderColor; got != [4]float32{1, 0, 0.5, 1} {
		t.Errorf("border colour %v, want [1 0 0.5 1]", got)
	}
	ts, err = parseTexArg("tex", "img,border,address=wrap/clamp=f32x1:4:zeros:16")
	if err != nil {
		t.Fatal(err)
	}
	if got := ts.desc.AddressMode; got != [3]ptxsim.TextureAddressMode{ptxsim.AddressModeWrap, ptxsim.AddressModeClamp, ptxsim.AddressModeBorder} {
		t.Errorf("address modes %v, want wrap/clamp/border", got)
	}
	if _, err := parseTexArg("tex", "img,address=wrap/bogus=f32x1:4:zeros:16"); err == nil {
		t.Error("address=wrap/bogus was accepted")
	}
}
