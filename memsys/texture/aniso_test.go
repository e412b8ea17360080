package texture

import "testing"

// The probe sets aniso_probe's impulse responses show; the responses
// themselves are checked against the H200 by benchmarks/fidelity
// TestTextureCases.
func TestProbeSets(t *testing.T) {
	for _, c := range []struct {
		major, minor float64
		limit        int
		off          []float64 // along x, texels of level 0
		w            []int32   // of 512 below 4 widths, of 1024 from 4
	}{
		{1, 1, 16, nil, nil},
		{2, 1, 16, []float64{-0.5, 0.5}, []int32{256, 256}},
		{1.5, 1, 16, []float64{-43.0 / 128, 43.0 / 128}, []int32{256, 256}},
		{3, 1, 16, []float64{-1.5, -0.5, 0.5, 1.5}, []int32{85, 171, 171, 85}},
		{6, 1, 16, []float64{-2.5, -1.5, -0.5, 0.5, 1.5, 2.5}, []int32{170, 171, 171, 171, 171, 170}},
		{8, 1, 4, []float64{-3, -1, 1, 3}, []int32{256, 256, 256, 256}}, // beyond the limit: 4 probes 2 texels apart
		{4, 2, 16, []float64{-1, 1}, []int32{256, 256}},                 // spacing: the minor axis
	} {
		var p probeSet
		p.setProbes([2]float64{c.major, 0}, c.major, c.minor, c.limit)
		if len(c.off) == 0 {
			if p.n > 1 {
				t.Errorf("%v/%v: %d probes, want none", c.major, c.minor, p.n)
			}
			continue
		}
		if p.n != len(c.off) {
			t.Errorf("%v/%v: %d probes, want %d", c.major, c.minor, p.n, len(c.off))
			continue
		}
		var sum int32
		for k := 0; k < p.n; k++ {
			sum += p.w[k]
			if p.off[k][0] != c.off[k] || p.off[k][1] != 0 || p.w[k] != c.w[k] {
				t.Errorf("%v/%v probe %d: offset %v weight %d, want %v %d", c.major, c.minor, k, p.off[k], p.w[k], c.off[k], c.w[k])
			}
		}
		if sum != 1<<p.wb {
			t.Errorf("%v/%v: weights sum to %d", c.major, c.minor, sum)
		}
	}
}
