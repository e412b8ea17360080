package texture

import (
	"math"
	"testing"
)

// The probe sets aniso_probe's impulse responses show; the responses
// themselves are checked against the H200 by benchmarks/fidelity
// TestTextureCases.
func TestProbeSets(t *testing.T) {
	for _, c := range []struct {
		r, pw float64   // the footprint's length in widths, the spacing in texels
		off   []float64 // along x, texels of level 0
		w     []int32   // of 512 below 4 widths, of 1024 from 4
	}{
		{1, 1, nil, nil},
		{2, 1, []float64{-0.5, 0.5}, []int32{256, 256}},
		{1.5, 1, []float64{-43.0 / 128, 43.0 / 128}, []int32{256, 256}},
		{1.1892, 2, []float64{-2 * 21.0 / 128, 2 * 21.0 / 128}, []int32{256, 256}}, // (1 - 1/r) = 20.36/128: 20.25 in 512ths, up to 21
		{3, 1, []float64{-1.5, -0.5, 0.5, 1.5}, []int32{85, 171, 171, 85}},
		{6, 1, []float64{-2.5, -1.5, -0.5, 0.5, 1.5, 2.5}, []int32{170, 171, 171, 171, 171, 170}},
		{4, 2, []float64{-3, -1, 1, 3}, []int32{256, 256, 256, 256}}, // beyond the limit, level 1: 4 probes 2 texels apart
	} {
		var p probeSet
		p.setProbes([2]int32{64, 0}, math.Log2(c.pw), float64(log2Approx(float32(c.r))))
		if len(c.off) == 0 {
			if p.n > 1 {
				t.Errorf("r %v: %d probes, want none", c.r, p.n)
			}
			continue
		}
		if p.n != len(c.off) {
			t.Errorf("r %v: %d probes, want %d", c.r, p.n, len(c.off))
			continue
		}
		var sum int32
		for k := 0; k < p.n; k++ {
			sum += p.w[k]
			if math.Abs(p.off[k][0]-c.off[k]) > 1e-12 || p.off[k][1] != 0 || p.w[k] != c.w[k] {
				t.Errorf("r %v probe %d: offset %v weight %d, want %v %d", c.r, k, p.off[k], p.w[k], c.off[k], c.w[k])
			}
		}
		if sum != 1<<p.wb {
			t.Errorf("r %v: weights sum to %d", c.r, sum)
		}
	}
}

// The step directions aniso_probe5 measured (launch in the comment):
// the major axis in texels and the H200's direction in 64ths. The cells
// of the axis in block floating point decide them, not its angle (o59
// and o60 lie 0.2 degrees apart, either side of x = 8).
func TestProbeDir(t *testing.T) {
	for _, c := range []struct {
		x, y   float64
		dx, dy int32
	}{
		{8.40625, 0.232421875, 64, 0}, // o10
		{8.40625, 0.2578125, 64, 4},   // o11
		{8.0, 1.439453125, 63, 11},    // o59
		{7.9921875, 1.462890625, 63, 10},
		{7.9765625, 1.509765625, 62, 14}, // o62
		{7.5, 2.89453125, 60, 21},        // o121
		{7.4921875, 2.91796875, 60, 23},
		{7.0, 4.34375, 55, 32}, // o182
		{6.9921875, 4.3671875, 54, 34},
		{6.3203125, 6.3203125, 45, 45},  // o257
		{9.046875, 0.4443359375, 64, 3}, // o265: a longer axis at the angle of o16
		{8.609375, 1.7109375, 63, 11},   // o280: at the angle of o65, (62, 14)
		{-0.41015625, 8.34375, -4, 64},  // o263: other quadrants by symmetry
	} {
		if d := probeDir([2]float64{c.x, c.y}); d != [2]int32{c.dx, c.dy} {
			t.Errorf("probeDir(%v, %v) = %v, want (%d, %d)", c.x, c.y, d, c.dx, c.dy)
		}
	}
	// The step: the direction times the spacing, truncated to 64ths.
	if s := probeStep([2]int32{63, 9}, 0.5); s != [2]float64{88.0 / 64, 12.0 / 64} {
		t.Errorf("probeStep((63, 9), 1/2) = %v, want (88, 12)/64", s)
	}
}
