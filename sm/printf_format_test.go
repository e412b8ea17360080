package sm

import (
	"math"
	"testing"
)

// formatC against what the H200's device printf printed for the same
// formats (testdata/cuda/src/printf_formats.cu, expected/h200): C's
// shortest binary exponent for %a, and a * precision, which CUDA does not
// take: the rest of the format comes out as it is, and the argument count
// (printf's return value) stops there.
func TestFormatCLikeTheH200(t *testing.T) {
	args := func(vals ...uint64) (func(int) (uint64, bool), *int) {
		n := 0
		return func(size int) (uint64, bool) {
			if n >= len(vals) {
				return 0, false
			}
			n++
			return vals[n-1], true
		}, &n
	}
	noStr := func(uint64) (string, bool) { return "", false }
	cases := []struct {
		format string
		vals   []uint64
		want   string
		used   int
	}{
		{"hex float: %a %A\n", []uint64{math.Float64bits(1.0), math.Float64bits(-0.375)}, "hex float: 0x1p+0 -0X1.8P-2\n", 2},
		{"[%12a]", []uint64{math.Float64bits(1024.0)}, "[     0x1p+10]", 1},
		// glibc's printf (C's rule: the zeros after the sign and the 0x).
		{"[%010a][%+012a][%012.2a][%012A][%-10a]", []uint64{math.Float64bits(1.0), math.Float64bits(1.5), math.Float64bits(-1.0), math.Float64bits(-2.0), math.Float64bits(1.0)},
			"[0x00001p+0][+0x0001.8p+0][-0x001.00p+0][-0X000001P+1][0x1p+0    ]", 5},
		{"star: %*d|%-*d|%.*f|%*.*e\n", []uint64{6, 7, 6, 7, 2, math.Float64bits(3.14159)}, "star:      7|7     |%.*f|%*.*e\n", 4},
	}
	for _, c := range cases {
		next, used := args(c.vals...)
		got, ok := formatC(c.format, next, noStr)
		if !ok || got != c.want || *used != c.used {
			t.Errorf("formatC(%q) = %q, %v, %d arguments; want %q, %d", c.format, got, ok, *used, c.want, c.used)
		}
	}
}
