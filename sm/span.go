package sm

import "github.com/ptxsim/ptxsim/isa"

// sharedSpan sets d[l] = b[l]+c moved out of the generic shared window
// (less isa.SharedWindow where the sum is at least the window) and
// returns the least and greatest d[l]: Warp.Access's full-warp shared
// addresses and their span for the bank model (memsys.Access.Span), with
// AVX2 where the host has it (span_amd64.s).
func sharedSpan(d, b *[32]uint64, c uint64) (lo, hi uint64) {
	if useAVX2Load {
		return sharedSpanAVX2(d, b, c)
	}
	lo0, hi0 := ^uint64(0), uint64(0)
	lo1, hi1, lo2, hi2, lo3, hi3 := lo0, hi0, lo0, hi0, lo0, hi0
	for l := 0; l < 32; l += 4 {
		x := b[l : l+4 : l+4]
		v0, v1, v2, v3 := x[0]+c, x[1]+c, x[2]+c, x[3]+c
		if v0 >= isa.SharedWindow {
			v0 -= isa.SharedWindow
		}
		if v1 >= isa.SharedWindow {
			v1 -= isa.SharedWindow
		}
		if v2 >= isa.SharedWindow {
			v2 -= isa.SharedWindow
		}
		if v3 >= isa.SharedWindow {
			v3 -= isa.SharedWindow
		}
		y := d[l : l+4 : l+4]
		y[0], y[1], y[2], y[3] = v0, v1, v2, v3
		lo0, hi0 = min(lo0, v0), max(hi0, v0)
		lo1, hi1 = min(lo1, v1), max(hi1, v1)
		lo2, hi2 = min(lo2, v2), max(hi2, v2)
		lo3, hi3 = min(lo3, v3), max(hi3, v3)
	}
	return min(lo0, lo1, lo2, lo3), max(hi0, hi1, hi2, hi3)
}
