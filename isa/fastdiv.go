package isa

import "math/bits"

// div.u32 and rem.u32 by a divisor every lane shares (a stride, a block
// size: reduce_interleaved's tid % (2*s) took 15% of its time in 32
// hardware divisions per instruction) multiply by a reciprocal instead:
// with M = floor((2^64-1)/y) + 1, for 32-bit x and 1 < y < 2^32,
// x/y = (M*x) >> 64 and x%y = ((M*x mod 2^64) * y) >> 64 exactly (Lemire,
// Kaser, Kurz, "Faster remainder by direct computation", 2019). Checking
// that the divisor is uniform costs 32 compares; anything else (a partial
// mask, divisors that differ, 0 or 1) goes to the generated handler. A
// power of two (tid % (2*s) with s doubling) is a shift or a mask.

func fastDivU32Uniform(in *Inst, r []uint64, p []uint32, mask uint32) {
	d, sa, sb := lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])
	if y := uint32(sb[0]); mask == ^uint32(0) && y > 1 && uniform32(sb, y) {
		if y&(y-1) == 0 { // a power of two: a shift
			s := uint(bits.TrailingZeros32(y))
			if useAVX2 {
				andShrAVX2(d, sa, 0xffffffff, uint64(s))
				return
			}
			for l := range 32 {
				d[l] = uint64(uint32(sa[l]) >> s)
			}
			return
		}
		m := ^uint64(0)/uint64(y) + 1
		for l := range 32 {
			q, _ := bits.Mul64(m, uint64(uint32(sa[l])))
			d[l] = q
		}
		return
	}
	fastDivU32(in, r, p, mask)
}

func fastRemU32Uniform(in *Inst, r []uint64, p []uint32, mask uint32) {
	d, sa, sb := lanes(r, in.D[0]), lanes(r, in.S[0]), lanes(r, in.S[1])
	if y := uint32(sb[0]); mask == ^uint32(0) && y > 1 && uniform32(sb, y) {
		if y&(y-1) == 0 { // a power of two: the low bits
			if useAVX2 {
				andShrAVX2(d, sa, uint64(y-1), 0)
				return
			}
			for l := range 32 {
				d[l] = sa[l] & uint64(y-1)
			}
			return
		}
		m := ^uint64(0)/uint64(y) + 1
		for l := range 32 {
			q, _ := bits.Mul64(m*uint64(uint32(sa[l])), uint64(y))
			d[l] = q
		}
		return
	}
	fastRemU32(in, r, p, mask)
}

// uniform32 says whether every lane's low 32 bits are y.
func uniform32(s *[32]uint64, y uint32) bool {
	if useAVX2 {
		return same32AVX2(s, y)
	}
	diff := uint32(0)
	for l := range 32 {
		diff |= uint32(s[l]) ^ y
	}
	return diff == 0
}
