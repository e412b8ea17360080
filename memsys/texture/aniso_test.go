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
		p.setProbes([2]float64{1, 0}, float64(log2Approx(float32(c.r))), c.pw)
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
