package fpu

import (
	"math"
	"math/rand"
	"testing"
)

// The MUFU models are held to the hardware bit for bit by TestHardware (hw.bin
// and the sweep's raw samples, testdata/mufu_hw.bin.gz). These tests check
// what the hardware samples cannot reach cheaply: the tables' shapes, the
// identities the interpreter relies on, and the cost per lane.

func TestMufuTables(t *testing.T) {
	for _, c := range []struct {
		tab *lazyTable
		n   int
	}{
		{tabRcp, 1 << 23}, {tabRsqrt, 1 << 24}, {tabSqrt, 1 << 24}, {tabEx2, 1 << 23},
		{tabLg2One, 1 << 23}, {tabLg2Half, 1 << 23}, {tabSin, 1<<23 + 1},
		{tabRcp64, 1 << 20}, {tabRsq64, 1 << 21},
		{tabTanh, tanhStart[len(tanhStart)-1] + 1<<(23-tanhK[len(tanhK)-1])},
	} {
		if got := c.tab.get().n; got != c.n {
			t.Errorf("%s: %d entries, want %d", c.tab.name, got, c.n)
		}
	}
	// spot values the ISA and the sweep agree on
	for _, c := range []struct {
		name      string
		got, want float32
	}{
		{"rcp(1)", RcpApproxFTZ32(1), 1}, {"rcp(2)", RcpApproxFTZ32(2), 0.5},
		{"rsqrt(4)", RsqrtApproxFTZ32(4), 0.5}, {"sqrt(4)", SqrtApproxFTZ32(4), 2},
		{"ex2(3)", Ex2ApproxFTZ32(3), 8}, {"ex2(-1)", Ex2ApproxFTZ32(-1), 0.5},
		{"lg2(1)", Lg2ApproxFTZ32(1), 0}, {"sin(0)", SinApprox32(0), 0}, {"cos(0)", CosApprox32(0), 1},
		{"tanh(100)", TanhApprox32(100), 1}, {"tanh(1e-3)", TanhApprox32(1e-3), 1e-3},
		// measured: lg2 of 2^-45 is not exact (the unit truncates E + L(0) with L(0) > 0)
		{"lg2(2^-45)", Lg2Approx32(0x1p-45), -44.999996185302734},
	} {
		if math.Float32bits(c.got) != math.Float32bits(c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// mufuEdgeInputs are f32 inputs around every threshold of the sequences and
// the unit: zero, the denormal range, 2^-126, 2^126, -126 for ex2, the
// largest finite values, infinities, NaNs, and a random sample.
func mufuEdgeInputs() []float32 {
	var xs []uint32
	for _, c := range []uint32{0, 1, 0x7fffff, 0x800000, 0x800001, 0x3f800000, 0x7e800000, 0x7e800001,
		0x7effffff, 0x7f000000, 0x7f7fffff, 0x7f800000, 0x7f800001, 0x7fc00000, 0xc2fc0000, 0xc3000000, 0x42fe0000} {
		for d := uint32(0); d < 64; d++ {
			xs = append(xs, c+d, c-d, (c+d)|0x80000000, (c-d)|0x80000000)
		}
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		xs = append(xs, r.Uint32())
	}
	fs := make([]float32, len(xs))
	for i, x := range xs {
		fs[i] = math.Float32frombits(x)
	}
	return fs
}

// TestMufuFTZComposition: the interpreter runs an .ftz form as the form
// without .ftz between FTZ32 of the input and of the result; that must be
// the bare unit (what ptxas emits for .ftz).
func TestMufuFTZComposition(t *testing.T) {
	pairs := []struct {
		name       string
		plain, ftz func(float32) float32
	}{
		{"rcp", RcpApprox32, RcpApproxFTZ32}, {"rsqrt", RsqrtApprox32, RsqrtApproxFTZ32},
		{"sqrt", SqrtApprox32, SqrtApproxFTZ32}, {"lg2", Lg2Approx32, Lg2ApproxFTZ32},
		{"ex2", Ex2Approx32, Ex2ApproxFTZ32},
	}
	xs := mufuEdgeInputs()
	for _, p := range pairs {
		bad := 0
		for _, x := range xs {
			got := FTZ32(p.plain(FTZ32(x)))
			if want := p.ftz(x); math.Float32bits(got) != math.Float32bits(want) {
				if bad++; bad <= 5 {
					t.Errorf("%s: FTZ(f(FTZ(%#08x))) = %#08x, the unit gives %#08x", p.name,
						math.Float32bits(x), math.Float32bits(got), math.Float32bits(want))
				}
			}
		}
	}
	// div.full.ftz likewise (the interpreter wraps DivFull32)
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 20000; i++ {
		a, b := xs[r.Intn(len(xs))], xs[r.Intn(len(xs))]
		got := FTZ32(DivFull32(FTZ32(a), FTZ32(b)))
		if want := DivFull32FTZ(a, b); math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("div.full.ftz(%#08x, %#08x): wrapped %#08x, sequence %#08x", math.Float32bits(a),
				math.Float32bits(b), math.Float32bits(got), math.Float32bits(want))
		}
	}
}

func TestMufuNoAlloc(t *testing.T) {
	xs := mufuEdgeInputs()[:512]
	fns := []func(float32) float32{RcpApprox32, RsqrtApprox32, SqrtApprox32, Ex2Approx32, Lg2Approx32,
		SinApprox32, CosApprox32, TanhApprox32}
	for _, f := range fns {
		f(1) // load the table
	}
	var sink float32
	if a := testing.AllocsPerRun(10, func() {
		for _, f := range fns {
			for _, x := range xs {
				sink += f(x)
			}
		}
	}); a != 0 {
		t.Errorf("%v allocations per run", a)
	}
	_ = sink
}

func BenchmarkMufu(b *testing.B) {
	r := rand.New(rand.NewSource(3))
	xs := make([]float32, 4096)
	for i := range xs {
		xs[i] = float32(r.NormFloat64() * 10)
	}
	for _, c := range []struct {
		name string
		f    func(float32) float32
	}{
		{"rcp", RcpApprox32}, {"rsqrt", RsqrtApprox32}, {"sqrt", SqrtApprox32}, {"ex2", Ex2Approx32},
		{"lg2", Lg2Approx32}, {"sin", SinApprox32}, {"cos", CosApprox32}, {"tanh", TanhApprox32},
	} {
		c.f(1)
		b.Run(c.name, func(b *testing.B) {
			var sink float32
			for i := 0; i < b.N; i++ {
				sink += c.f(xs[i&4095])
			}
			_ = sink
		})
	}
}
