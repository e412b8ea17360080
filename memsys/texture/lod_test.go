package texture

import "testing"

// The level-of-detail helpers' defining cases; the fits themselves are
// checked against the H200 by benchmarks/fidelity TestTextureCases.
func TestGradMajor(t *testing.T) {
	for _, c := range []struct {
		ax, ay, bx, by float64
		want           float32
	}{
		{4, 0, 0, 3, 4},            // orthogonal: the longer vector
		{0, 2, 2, 0, 2},            // orthogonal, equal: 11/16 |a+b| = 11/16*2.6875 < 2
		{4, 0, 4, 0, 5.5},          // parallel, equal: 11/16 of the sum
		{4, 0, 1, 0, 4},            // 1D, m < 5/11 M: M
		{4, 0, 3, 0, 4.8125},       // 1D: max(M, 11/16 (M + m))
		{4, 1, 0, 0, 4 + 11.0/32},  // one vector: max + 11/32 min
		{-4, 1, 0, 0, 4 + 11.0/32}, // signs do not matter
	} {
		if got := gradMajor([3]float64{c.ax, c.ay}, [3]float64{c.bx, c.by}, true); got != c.want {
			t.Errorf("gradMajor(%v, %v, %v, %v) = %v, want %v", c.ax, c.ay, c.bx, c.by, got, c.want)
		}
	}
	if got := gradMajor([3]float64{4, 2, 1}, [3]float64{}, true); got != 4+11.0/16+0.25 {
		t.Errorf("3D norm: %v", got)
	}
	if got := trunc(1+1.0/1024+1.0/4096, 10); got != 1 {
		t.Errorf("trunc to 10 bits kept %v", got)
	}
}

func TestTrilinearOpt(t *testing.T) {
	for _, c := range []struct {
		w     int32
		aniso uint32
		want  int32
	}{
		{0, 16, 0}, {64, 16, 0}, {65, 16, 2}, {128, 16, 128}, {192, 16, 256}, {255, 16, 256},
		{54, 4, 0}, {64, 4, 17}, {42, 2, 0}, {64, 2, 33}, {128, 3, 129}, {213, 2, 256}, {80, 8, 32}, {82, 4, 49}, {83, 4, 50}, {200, 4, 255}, {201, 4, 256},
	} {
		if got := trilinearOpt(c.w, c.aniso); got != c.want {
			t.Errorf("trilinearOpt(%d, %d) = %d, want %d", c.w, c.aniso, got, c.want)
		}
	}
}

func TestAreaOnMajorGrid(t *testing.T) {
	for _, c := range []struct {
		a, b  [3]float64
		major float32
		want  float32
	}{
		// Major 4: the grid is 2^(2-8) = 1/64.
		{[3]float64{4, 0}, [3]float64{0, 1.5}, 4, 6},                        // on the grid already
		{[3]float64{4.0078125, 0}, [3]float64{0, 1.5}, 4.0078125, 6.015625}, // 6.01171875 = 384.75/64 rounds up
		{[3]float64{4, 0}, [3]float64{0, 1.5 + 1.0/512}, 4, 6},              // 384.5/64: the tie goes toward zero
		// A product under a quarter of the grid is dropped on its own,
		// not added to the other before the rounding (lod_split).
		{[3]float64{4, 1.0 / 256}, [3]float64{-1, 1.40625 + 1.0/512}, 4, 5.625},
		{[3]float64{-4, 0}, [3]float64{0, 1.5}, 4, 6}, // the area's sign does not matter
	} {
		if got := areaOnMajorGrid(c.a, c.b, c.major); got != c.want {
			t.Errorf("areaOnMajorGrid(%v, %v, %v) = %v, want %v", c.a, c.b, c.major, got, c.want)
		}
	}
}
