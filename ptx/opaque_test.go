package ptx

import (
	"bytes"
	"strings"
	"testing"
)

// TestOpaqueVars: .texref/.samplerref/.surfref declarations, sampler
// initializers (decoded, printed back, reparsed to the same bytes) and the
// tex destination predicate.
func TestOpaqueVars(t *testing.T) {
	src := hdr + `.global .texref tex;
.global .surfref surf;
.global .samplerref smp = { addr_mode_0 = clamp_to_border, addr_mode_1 = wrap, filter_mode = linear, force_unnormalized_coords = 1 };
.entry k(.param .u64 h)
{
	.reg .f32 %f<6>;
	.reg .b64 %rd1;
	.reg .pred %p1;
	ld.param.u64 %rd1, [h];
	tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}|%p1, [%rd1, {%f5, %f5}];
	tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [tex, smp, {%f5, %f5}];
	ret;
}
`
	m, err := Parse("k.ptx", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	types := map[string]Type{"tex": TexRef, "surf": SurfRef, "smp": SamplerRef}
	for name, want := range types {
		v := m.Var(name)
		if v == nil || v.Type != want || v.Size != 8 {
			t.Fatalf("%s: %+v, want an 8-byte .%s", name, v, want)
		}
	}
	s, ok := DecodeSamplerInit(m.Var("smp"))
	want := SamplerInit{Addr: [3]uint8{AddrBorder, AddrWrap, 0}, Filter: FilterLinear, ForceUnnorm: FlagTrue}
	if !ok || s != want {
		t.Errorf("sampler init %+v, want %+v", s, want)
	}
	d := m.Kernel("k").Body[1].Args[0]
	if d.Kind != OperandPair || d.Elems[0].Kind != OperandVec || len(d.Elems[0].Elems) != 4 || d.Elems[1].Kind != OperandReg {
		t.Errorf("tex destination %+v, want {vector}|predicate", d)
	}
	var b bytes.Buffer
	if err := Print(&b, m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "filter_mode = linear") || !strings.Contains(b.String(), "}|%p1") {
		t.Errorf("printed module lacks the initializer or the predicate:\n%s", b.String())
	}
	m2, err := Parse("k2.ptx", b.Bytes())
	if err != nil {
		t.Fatalf("reparse: %v", err)
	}
	if string(m2.Var("smp").Init) != string(m.Var("smp").Init) {
		t.Error("initializer changed in the round trip")
	}
}

func TestOpaqueInitErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{".global .samplerref s = { filter_mode = cubic };\n", "4:41: bad value cubic for filter_mode"},
		{".global .samplerref s = { width = 4 };\n", "4:27: width is not a field that can be initialized"},
		{".global .surfref s = { filter_mode = linear };\n", "4:18: a .surfref cannot be initialized"},
		{".global .texref t = { force_unnormalized_coords = 1 };\n", "4:23: force_unnormalized_coords is a .samplerref field"},
		{".global .samplerref s = { 1, 2 };\n", "the initializer of s must be a list of field = value"},
	} {
		_, err := Parse("k.ptx", []byte(hdr+c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}
