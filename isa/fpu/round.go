package fpu

import (
	"math"
	"math/bits"
)

// Rounding is a PTX rounding modifier.
type Rounding uint8

// The rounding modes of PTX: .rn (nearest, ties to even), .rz (toward zero),
// .rm (toward minus infinity), .rp (toward plus infinity) and .rna (nearest,
// ties away from zero; only cvt to tf32 uses it). The integer rounding
// modifiers .rni/.rzi/.rmi/.rpi map to RN/RZ/RM/RP.
const (
	RN Rounding = iota
	RZ
	RM
	RP
	RNA
)

var roundingNames = [...]string{RN: "rn", RZ: "rz", RM: "rm", RP: "rp", RNA: "rna"}

// String returns the modifier without its dot ("rn").
func (r Rounding) String() string {
	if int(r) < len(roundingNames) {
		return roundingNames[r]
	}
	return "<badrounding>"
}

// Canonical NaNs: what the GPU writes when an arithmetic result is NaN.
// f32, f16 and bf16 arithmetic never propagate NaN payloads: any NaN result
// is the canonical pattern. f64 arithmetic propagates an operand's NaN
// (quieted) and creates CanonicalNaN64 (the x86-style negative quiet NaN)
// only from non-NaN operands, as measured on an H200.
const (
	CanonicalNaN32   uint32 = 0x7fffffff
	CanonicalNaN64   uint64 = 0xfff8000000000000
	CanonicalNaNF16  uint16 = 0x7fff
	CanonicalNaNBF16 uint16 = 0x7fff
)

var (
	nan32 = math.Float32frombits(CanonicalNaN32)
	nan64 = math.Float64frombits(CanonicalNaN64)
)

// format describes a binary floating-point format for roundPack.
type format struct {
	frac   uint // explicit fraction bits
	exp    uint // exponent field bits
	noInf  bool // the all-ones exponent holds finite values (e4m3): overflow saturates or gives NaN
	maxFin uint64
}

var (
	fmtF64  = format{frac: 52, exp: 11}
	fmtF32  = format{frac: 23, exp: 8}
	fmtF16  = format{frac: 10, exp: 5}
	fmtBF16 = format{frac: 7, exp: 8}
	fmtTF32 = format{frac: 10, exp: 8}
	fmtE5M2 = format{frac: 2, exp: 5}
	fmtE4M3 = format{frac: 3, exp: 4, noInf: true, maxFin: 0x7e}
)

func (f format) bias() int       { return 1<<(f.exp-1) - 1 }
func (f format) signBit() uint64 { return 1 << (f.frac + f.exp) }
func (f format) infBits() uint64 { return (1<<f.exp - 1) << f.frac }
func (f format) maxFinite() uint64 {
	if f.noInf {
		return f.maxFin
	}
	return f.infBits() - 1
}

// roundPack rounds the value (-1)^neg × (m + s) × 2^e to format f with mode
// r and returns its bit pattern, where s is a sticky fraction strictly
// between 0 and 1 if sticky is set (it only breaks ties and decides
// inexactness). Overflow gives infinity or the largest finite value as the
// mode dictates; for formats without infinity (e4m3) it gives the NaN
// pattern, which satfinite callers replace. This is the single place where
// every rounding in the package happens.
func roundPack(f format, neg bool, m uint64, e int, sticky bool, r Rounding) uint64 {
	var sign uint64
	if neg {
		sign = f.signBit()
	}
	if m == 0 {
		if !sticky {
			return sign
		}
		return sign | roundTiny(f, neg, r)
	}
	n := bits.Len64(m)
	E := e + n - 1 // value = 1.xxx × 2^E
	emin := 1 - f.bias()
	p := int(f.frac) + 1
	var shift int
	if E >= emin {
		shift = n - p
	} else {
		shift = (emin - int(f.frac)) - e
	}
	var keep uint64
	inexact := sticky
	up := false
	if shift <= 0 {
		keep = m << uint(-shift)
	} else {
		var rem, half uint64
		if shift > 64 {
			keep, rem, half = 0, 0, 1
			inexact = true // m != 0 lies entirely below the round bit
		} else if shift == 64 {
			keep, rem, half = 0, m, 1<<63
		} else {
			keep = m >> uint(shift)
			rem = m & (1<<uint(shift) - 1)
			half = 1 << uint(shift-1)
		}
		if rem != 0 {
			inexact = true
		}
		switch r {
		case RN:
			up = rem > half || rem == half && (sticky || keep&1 != 0)
		case RNA:
			up = rem >= half && rem != 0
		case RP:
			up = !neg && inexact
		case RM:
			up = neg && inexact
		}
		if shift > 64 {
			// rem/half are not meaningful: the value is below half a unit.
			up = (r == RP && !neg) || (r == RM && neg)
		}
	}
	if up {
		keep++
	}
	if E < emin {
		// Denormal (or rounded up into the smallest normal: the encoding of
		// keep = 1<<frac is exactly the smallest normal).
		return sign | keep
	}
	if keep>>uint(p) != 0 {
		keep >>= 1
		E++
	}
	be := E + f.bias()
	maxBE := 1<<f.exp - 1
	if f.noInf {
		// The all-ones exponent holds finite values up to maxFin.
		if be > maxBE || be == maxBE && keep&(1<<f.frac-1) > f.maxFin&(1<<f.frac-1) {
			return sign | overflow(f, neg, r)
		}
	} else if be >= maxBE {
		return sign | overflow(f, neg, r)
	}
	return sign | uint64(be)<<f.frac | keep&(1<<f.frac-1)
}

// roundTiny is the result of rounding a nonzero value smaller than any
// denormal's half: zero, or the smallest denormal when rounding away.
func roundTiny(f format, neg bool, r Rounding) uint64 {
	if (r == RP && !neg) || (r == RM && neg) {
		return 1
	}
	return 0
}

// overflow is the magnitude bits for a result too large for f: infinity
// when rounding toward it, the largest finite value otherwise. Formats
// without infinity return their NaN pattern (the caller saturates if asked).
func overflow(f format, neg bool, r Rounding) uint64 {
	if f.noInf {
		return 1<<(f.frac+f.exp) - 1
	}
	switch r {
	case RZ:
		return f.maxFinite()
	case RP:
		if neg {
			return f.maxFinite()
		}
	case RM:
		if !neg {
			return f.maxFinite()
		}
	}
	return f.infBits()
}

// unpack64 splits a finite nonzero-or-zero f64 into sign, integer mantissa
// and exponent: x = (-1)^neg × m × 2^e.
func unpack64(x float64) (neg bool, m uint64, e int) {
	b := math.Float64bits(x)
	neg = b>>63 != 0
	be := int(b >> 52 & 0x7ff)
	m = b & (1<<52 - 1)
	if be == 0 {
		return neg, m, -1074
	}
	return neg, m | 1<<52, be - 1075
}

// roundF64 rounds a finite float64 to format f. When x itself is the
// round-to-odd image of the exact result (see rto), the result equals the
// exact result rounded once, for any f at least two bits narrower.
func roundF64(f format, x float64, r Rounding) uint64 {
	neg, m, e := unpack64(x)
	return roundPack(f, neg, m, e, false, r)
}

// twoSum returns s = fl(a+b) and the exact error t = a+b-s (Knuth).
func twoSum(a, b float64) (s, t float64) {
	s = a + b
	bb := s - a
	t = (a - (s - bb)) + (b - bb)
	return
}

// rto adjusts s, the correctly rounded value of s+err, to the round-to-odd
// value: if the sum was inexact and s's last bit is even, step one unit
// toward the exact value. Rounding the result again to a format with at most
// 51 fraction bits then gives the correctly rounded exact value.
func rto(s, err float64) float64 {
	if err == 0 {
		return s
	}
	b := math.Float64bits(s)
	if b&1 != 0 {
		return s
	}
	if (err > 0) == (s > 0) || s == 0 {
		if s == 0 {
			// s is zero only when the exact value is below the smallest
			// denormal's half, which f64 sums of narrower values never reach.
			return math.Copysign(math.SmallestNonzeroFloat64, err)
		}
		return math.Float64frombits(b + 1)
	}
	return math.Float64frombits(b - 1)
}

// nextToward returns the neighbour of s in the direction of dir's sign.
func nextToward(s float64, dir float64) float64 {
	return math.Nextafter(s, math.Copysign(math.Inf(1), dir))
}
