package fpu

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFma32FastPath: Fma32's shortcut (one f64 rounding, then f32) gives
// the same bits as the exact path on random operands, on operands whose
// exact result lies next to an f32 midpoint, and on boundary values.
func TestFma32FastPath(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	edge := []float32{0, float32(math.Copysign(0, -1)), 1, -1, math.MaxFloat32, -math.MaxFloat32,
		math.SmallestNonzeroFloat32, 1.1754944e-38, float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()),
		0x1p-126, 0x1p-127, 3, 1.5, 0x1.000002p0, 0x1.fffffep127}
	pick := func() float32 {
		switch rng.IntN(4) {
		case 0:
			return edge[rng.IntN(len(edge))]
		case 1:
			return math.Float32frombits(rng.Uint32())
		case 2: // near 1, where products land near midpoints
			return math.Float32frombits(0x3f800000 + rng.Uint32()%64)
		}
		return float32(rng.NormFloat64())
	}
	check := func(a, b, c float32) {
		got, want := Fma32(a, b, c, RN), fma32Exact(a, b, c, RN)
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("fma(%g, %g, %g) = %x, exact path %x", a, b, c, math.Float32bits(got), math.Float32bits(want))
		}
	}
	// 4097*4097 = 2^24 + 8193 is a midpoint between two f32 values; with
	// c = 2^-30 the exact sum is just above it (rounds up), but the f64 sum
	// is the midpoint itself, which a second rounding takes down to even.
	if got := Fma32(4097, 4097, 0x1p-30, RN); got != 16785410 {
		t.Errorf("fma(4097, 4097, 2^-30) = %v, want 16785410", got)
	}
	if got := Fma32(-4097, 4097, -0x1p-30, RN); got != -16785410 {
		t.Errorf("fma(-4097, 4097, -2^-30) = %v, want -16785410", got)
	}
	for range 2_000_000 {
		check(pick(), pick(), pick())
	}
	// Products one f32 half-ulp away from an f32 value, plus a tiny c:
	// the exact sum sits just off a midpoint, where double rounding errs.
	for range 200_000 {
		a := math.Float32frombits(0x3f800000 | rng.Uint32()&0x7fffff)
		b := math.Float32frombits(0x3f800000 | rng.Uint32()&0x7fffff)
		p := float64(a) * float64(b)
		mid := float32(p) // near p
		c := -mid + float32(math.Copysign(math.Ldexp(1, -40+rng.IntN(30)), rng.NormFloat64()))
		check(a, b, c)
		check(a, b, float32(math.Ldexp(float64(rng.NormFloat64()), -24-rng.IntN(40))))
	}
}
