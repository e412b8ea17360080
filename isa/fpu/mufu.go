package fpu

import "math"

// The multi-function unit (MUFU) of an H200, bit for bit. Each function is
// its table over a fundamental domain (mufutable.go) plus the arithmetic the
// unit does around it, which benchmarks/hardware/mufu checked on all 2^32
// inputs of every function with no mismatch:
//
//   - The unit flushes denormal inputs and results to zero (keeping the
//     sign) and returns CanonicalNaN32 for a NaN.
//   - RCP: 1/x is T[m] (x = 1.m) with the exponent negated; RSQ and SQRT
//     read the table for the mantissa and the exponent's parity (1 <= x < 4)
//     and halve the exponent.
//   - EX2 truncates |x| to a fixed-point number with 23 fraction bits,
//     i + f, and returns 2^i * T[f], or for negative x 2^-i * T[~f]/2 (~f
//     the one's complement of the 23-bit fraction; T[0] for f = 0): the unit
//     is sign-magnitude and reads 2^-f as 2^(1-f)/2.
//   - LG2 returns E + L(m) (x = 2^E * 1.m) rounded toward zero; L is
//     recovered exactly from the [1,2) table for E >= 1 and from the
//     [0.5,1) table, as (E+1) + T[m], for E <= -2.
//   - SIN and COS take t = x/2pi as ptxas computes it (FMUL.RZ by an f32
//     1/2pi), truncate |t| to 25 fraction bits, q, and read a first-quadrant
//     sin table: in quadrant k the rest r reads S[r] for even k and S[~r]
//     (the 23-bit one's complement, i.e. cos(r) read as sin(Q-1-r)) for odd
//     k, negated in the second half-turn; cos(q) is sin(q + Q); sin is odd,
//     cos even.
//   - TANH is odd, the identity below 2^-8 and 1 from 8 on; in between it
//     reads each binade at a fixed number of mantissa bits (17 to 21).
//   - RCP64H and RSQ64H work on the high word of an f64 (sign, exponent,
//     20 fraction bits) like RCP and RSQ, and return a high word.

// scaleExp32 is the table value t (f32 bits of a normal number) times 2^k
// with sign s, flushed to zero below the normal range and infinite above.
func scaleExp32(t uint32, k int, s uint32) float32 {
	e := int(t>>23&0xff) + k
	switch {
	case e <= 0:
		return math.Float32frombits(s)
	case e >= 255:
		return math.Float32frombits(s | 0x7f800000)
	}
	return math.Float32frombits(s | uint32(e)<<23 | t&0x7fffff)
}

// mufuRcp is MUFU.RCP (rcp.approx.ftz.f32).
func mufuRcp(x float32) float32 {
	b := math.Float32bits(x)
	s, e, m := b&0x80000000, b>>23&0xff, b&0x7fffff
	switch {
	case e == 0xff && m != 0:
		return nan32
	case e == 0xff:
		return math.Float32frombits(s)
	case e == 0:
		return math.Float32frombits(s | 0x7f800000)
	}
	return scaleExp32(tabRcp.get().f32(int(m)), 127-int(e), s)
}

// mufuRsq is MUFU.RSQ (rsqrt.approx.ftz.f32): -0 and negative denormals give
// -inf, other negative numbers NaN.
func mufuRsq(x float32) float32 {
	b := math.Float32bits(x)
	s, e, m := b&0x80000000, b>>23&0xff, b&0x7fffff
	switch {
	case e == 0xff && m != 0:
		return nan32
	case e == 0:
		return math.Float32frombits(s | 0x7f800000)
	case s != 0:
		return nan32
	case e == 0xff:
		return 0
	}
	E := int(e) - 127
	return scaleExp32(tabRsqrt.get().f32(int(uint32(E&1)<<23|m)), -(E >> 1), 0)
}

// mufuSqrt is MUFU.SQRT (sqrt.approx.ftz.f32): -0 and negative denormals
// give -0, other negative numbers NaN.
func mufuSqrt(x float32) float32 {
	b := math.Float32bits(x)
	s, e, m := b&0x80000000, b>>23&0xff, b&0x7fffff
	switch {
	case e == 0xff && m != 0:
		return nan32
	case e == 0:
		return math.Float32frombits(s)
	case s != 0:
		return nan32
	case e == 0xff:
		return float32(math.Inf(1))
	}
	E := int(e) - 127
	return scaleExp32(tabSqrt.get().f32(int(uint32(E&1)<<23|m)), E>>1, 0)
}

// mufuEx2 is MUFU.EX2 (ex2.approx.ftz.f32).
func mufuEx2(x float32) float32 {
	b := math.Float32bits(x)
	switch {
	case x != x:
		return nan32
	case b&0x7f800000 == 0:
		return 1
	case x >= 128:
		return float32(math.Inf(1))
	case x <= -160:
		return 0
	}
	a := uint64(math.Abs(float64(x)) * 0x1p23) // truncation: the fixed point |x|
	i, f := int(a>>23), int(a&0x7fffff)
	switch {
	case x > 0:
		return scaleExp32(tabEx2.get().f32(f), i, 0)
	case f == 0:
		return scaleExp32(0x3f800000, -i, 0)
	}
	return scaleExp32(tabEx2.get().f32(f^0x7fffff), -i-1, 0)
}

// mufuLg2 is MUFU.LG2 (lg2.approx.ftz.f32): +-0 and denormals give -inf,
// negative numbers NaN, +inf +inf.
func mufuLg2(x float32) float32 {
	b := math.Float32bits(x)
	s, e, m := b&0x80000000, b>>23&0xff, b&0x7fffff
	switch {
	case e == 0xff && m != 0:
		return nan32
	case e == 0:
		return float32(math.Inf(-1))
	case s != 0:
		return nan32
	case e == 0xff:
		return float32(math.Inf(1))
	}
	E := int(e) - 127
	switch {
	case E == 0:
		return math.Float32frombits(tabLg2One.get().f32(int(m)))
	case E == -1:
		return math.Float32frombits(tabLg2Half.get().f32(int(m)))
	case E > 0:
		return f64ToF32RZ(float64(E) + tabLg2One.get().value(int(m)))
	}
	return f64ToF32RZ(float64(E+1) + tabLg2Half.get().value(int(m)))
}

// f64ToF32RZ rounds v to f32 toward zero (denormals included; v is never
// beyond the f32 range here).
func f64ToF32RZ(v float64) float32 {
	f := float32(v)
	if math.Abs(float64(f)) > math.Abs(v) {
		f = math.Float32frombits(math.Float32bits(f) - 1)
	}
	return f
}

// invTwoPi32 is the f32 constant ptxas multiplies by (FMUL.RZ) before
// MUFU.SIN/COS.
const invTwoPi32 float32 = 0.15915493667125701904

// sinCosQuarter is the unit's quantization: a quarter turn is 2^23 steps
// of the 2^-25 revolution grid.
const sinCosQuarter = 1 << 23

// revolutionSteps is the quantized revolution count the unit sees for x:
// q = floor(|t| * 2^25) mod 2^25 with t = RZ(x * 1/2pi), and t's sign. ok
// is false for NaN and infinite x.
func revolutionSteps(x float32) (q uint32, neg, ok bool) {
	t := f64ToF32RZ(float64(x) * float64(invTwoPi32)) // FMUL.RZ: the f64 product is exact
	tb := math.Float32bits(t)
	if t != t || tb&0x7fffffff == 0x7f800000 {
		return 0, false, false
	}
	neg = tb>>31 != 0
	if tb&0x7f800000 == 0 { // the unit flushes a denormal t
		return 0, neg, true
	}
	a := math.Floor(math.Abs(float64(t)) * 0x1p25)
	a -= math.Floor(a*0x1p-25) * 0x1p25 // exact: a is an integer
	return uint32(a), neg, true
}

// sinCosAt is the unit's sin (cos false) or cos of q steps, 0 <= q < 2^25.
func sinCosAt(q uint32, cos bool) uint32 {
	if cos {
		q = (q + sinCosQuarter) & (4*sinCosQuarter - 1)
	}
	k, r := q/sinCosQuarter, int(q%sinCosQuarter)
	if k&1 != 0 {
		r ^= sinCosQuarter - 1
	}
	v := tabSin.get().f32(r)
	if k >= 2 {
		v ^= 0x80000000
	}
	return v
}

// mufuSin is sin.approx.f32 (FMUL.RZ by 1/2pi, then MUFU.SIN).
func mufuSin(x float32) float32 {
	q, neg, ok := revolutionSteps(x)
	if !ok {
		return nan32
	}
	v := sinCosAt(q, false)
	if neg {
		v ^= 0x80000000
	}
	return math.Float32frombits(v)
}

// mufuCos is cos.approx.f32 (FMUL.RZ by 1/2pi, then MUFU.COS).
func mufuCos(x float32) float32 {
	q, _, ok := revolutionSteps(x)
	if !ok {
		return nan32
	}
	return math.Float32frombits(sinCosAt(q, true))
}

// mufuRcp64 is MUFU.RCP64H on the high word of x; the result's low word is
// zero.
func mufuRcp64(hi uint32) uint32 {
	s, e, m := hi&0x80000000, hi>>20&0x7ff, hi&0xfffff
	switch {
	case e == 0x7ff && m != 0:
		return 0x7fffffff
	case e == 0x7ff:
		return s
	case e == 0:
		return s | 0x7ff00000
	}
	t := uint32(math.Float64bits(tabRcp64.get().value(int(m))) >> 32)
	ne := int(t>>20&0x7ff) + 1023 - int(e)
	switch {
	case ne <= 0:
		return s
	case ne >= 0x7ff:
		return s | 0x7ff00000
	}
	return s | uint32(ne)<<20 | t&0xfffff
}

// mufuRsq64 is MUFU.RSQ64H on the high word of x.
func mufuRsq64(hi uint32) uint32 {
	s, e, m := hi&0x80000000, hi>>20&0x7ff, hi&0xfffff
	switch {
	case e == 0x7ff && m != 0:
		return 0x7fffffff
	case e == 0:
		return s | 0x7ff00000
	case s != 0:
		return 0x7fffffff
	case e == 0x7ff:
		return 0
	}
	E := int(e) - 1023
	t := uint32(math.Float64bits(tabRsq64.get().value(int(uint32(E&1)<<20|m))) >> 32)
	return uint32(int(t>>20&0x7ff)-E>>1)<<20 | t&0xfffff
}

// tanhK is, for the binades 2^-8 .. 2^2 (biased exponents 119..129), how
// many low mantissa bits MUFU.TANH ignores (measured: the results do not
// change when they do, over all inputs); tanhStart is where each binade's
// entries begin in the tanh table.
var (
	tanhK     = [11]uint32{6, 6, 6, 5, 5, 4, 4, 4, 3, 2, 3}
	tanhStart = func() (s [11]int) {
		n := 0
		for i, k := range tanhK {
			s[i] = n
			n += 1 << (23 - k)
		}
		return s
	}()
)

// mufuTanh is MUFU.TANH (tanh.approx.f32).
func mufuTanh(x float32) float32 {
	b := math.Float32bits(x)
	a, s := b&0x7fffffff, b&0x80000000
	e := a >> 23
	switch {
	case a > 0x7f800000:
		return nan32
	case e < 119:
		return x
	case e > 129:
		return math.Float32frombits(s | 0x3f800000)
	}
	i := e - 119
	return math.Float32frombits(s | tabTanh.get().f32(tanhStart[i]+int(a&0x7fffff>>tanhK[i])))
}
