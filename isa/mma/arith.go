package mma

import (
	"math"
	"math/bits"
)

// Rounding of a tensor-core sum to its output format.
type Rounding uint8

// The roundings a tensor core is seen to use.
const (
	RoundZero    Rounding = iota // truncate toward zero
	RoundNearest                 // to nearest, ties to even
)

// Align says which exponent of a product the fused adder aligns on.
type Align uint8

// The alignment hypotheses.
const (
	AlignExact   Align = iota // the product's actual leading bit
	AlignNominal              // ea+eb: the leading bit if the significand product is below 2
	AlignCarry                // ea+eb+1: room kept for the carry of the significand product
)

// Model is a parameterised tensor-core dot product for floating-point
// inputs (f16, bf16, tf32) with f32 or f16 accumulation, after Fasi,
// Higham, Mikaitis and Pranesh ("Numerical behavior of NVIDIA tensor
// cores", PeerJ CS 2021) and Khattak and Mikaitis ("Accurate models of
// NVIDIA tensor cores", 2025): products are exact; a block of Block
// products and the running accumulator are aligned to the largest exponent
// among them, each term keeping FracBits bits below that exponent (the
// rest is cut off, toward zero); the aligned terms are added exactly and
// the sum is rounded to f32. A K longer than Block is done as successive
// blocks, each starting from the previous block's rounded result.
//
// The fields are what the measurement in testdata/h200 decides; H200 holds
// the values that reproduce the hardware.
type Model struct {
	Block      int      `json:"block"`       // products fused per step
	FracBits   int      `json:"frac_bits"`   // bits kept below the alignment exponent
	Align      Align    `json:"align"`       // which exponent of a product is aligned on
	Round      Rounding `json:"round"`       // rounding of each block's sum to f32
	F16Round   Rounding `json:"f16_round"`   // rounding of the final sum to an f16 D
	F16ViaF32  bool     `json:"f16_via_f32"` // an f16 D is the f32 result rounded again
	TF32Trunc  bool     `json:"tf32_trunc"`  // tf32 operands lose their low 13 bits (else read as f32)
	Subnormals bool     `json:"subnormals"`  // f32 results keep subnormals (else flush to zero)
	CarryTrunc bool     `json:"carry_trunc"` // an f32 result keeps only FracBits bits below its own leading bit (a carry above the alignment exponent drops the lowest)
}

// term is one addend: (-1)^neg * mant * 2^exp, with top the exponent the
// adder aligns it on.
type term struct {
	neg  bool
	mant uint64
	exp  int32
	top  int32
}

type class uint8

const (
	clsFinite class = iota
	clsInf
	clsNaN
)

// decode splits an element into sign, integer significand and exponent.
// fb is the number of fraction bits, so exp+fb is the element's nominal
// exponent (emin for subnormals).
func decode(k Kind, b uint64, tf32Trunc bool) (neg bool, mant uint64, exp int32, fb int32, c class) {
	var eb, fbits uint
	var bias int32
	switch k {
	case F16:
		eb, fbits, bias = 5, 10, 15
	case BF16:
		eb, fbits, bias = 8, 7, 127
	case TF32, F32:
		eb, fbits, bias = 8, 23, 127
		if k == TF32 && tf32Trunc {
			b &^= 0x1fff
		}
	case E4M3:
		eb, fbits, bias = 4, 3, 7
	case E5M2:
		eb, fbits, bias = 5, 2, 15
	}
	neg = b>>(eb+fbits)&1 != 0
	e := int32(b >> fbits & (1<<eb - 1))
	f := b & (1<<fbits - 1)
	fb = int32(fbits)
	if k == E4M3 {
		// e4m3 has no infinities: only S.1111.111 is NaN.
		if e == 15 && f == 7 {
			return neg, 0, 0, fb, clsNaN
		}
		if e == 0 {
			return neg, f, 1 - bias - fb, fb, clsFinite
		}
		return neg, f | 1<<fbits, e - bias - fb, fb, clsFinite
	}
	if e == 1<<eb-1 {
		if f != 0 {
			return neg, 0, 0, fb, clsNaN
		}
		return neg, 0, 0, fb, clsInf
	}
	if e == 0 {
		return neg, f, 1 - bias - fb, fb, clsFinite
	}
	return neg, f | 1<<fbits, e - bias - fb, fb, clsFinite
}

// f32 and f16 output formats for pack.
type format struct {
	fb   int32 // fraction bits
	bias int32
	emax int32 // largest unbiased exponent
	eb   uint
}

var (
	fmtF32 = format{23, 127, 127, 8}
	fmtF16 = format{10, 15, 15, 5}
)

// pack rounds (-1)^neg * mag * 2^exp to the format. Overflow gives
// infinity when rounding to nearest and the largest finite value when
// truncating, as IEEE directed rounding does.
func pack(f format, neg bool, mag uint64, exp int32, r Rounding, subnormals bool) uint64 {
	sign := uint64(0)
	if neg {
		sign = 1 << (f.eb + uint(f.fb))
	}
	if mag == 0 {
		return sign
	}
	n := int32(bits.Len64(mag))
	top := exp + n - 1 // exponent of the leading bit
	emin := 1 - f.bias
	// Keep fb+1 significant bits, fewer when the result is subnormal.
	lsb := top - f.fb
	if lsb < emin-f.fb {
		lsb = emin - f.fb
	}
	sh := lsb - exp // bits to drop
	var q uint64
	if sh <= 0 {
		q = mag << uint(-sh)
	} else if sh >= 64 {
		q = 0
		if r == RoundNearest && sh == 64 && mag > 1<<63 {
			q = 1
		}
	} else {
		q = mag >> uint(sh)
		if r == RoundNearest {
			rem := mag & (1<<uint(sh) - 1)
			half := uint64(1) << uint(sh-1)
			if rem > half || rem == half && q&1 != 0 {
				q++
			}
		}
	}
	// q is the significand at scale 2^lsb; renormalise a carry out.
	if q>>(uint(f.fb)+1) != 0 {
		q >>= 1
		lsb++
	}
	e := lsb + f.fb // unbiased exponent if q is normal
	if q>>uint(f.fb) == 0 {
		// subnormal (or zero after rounding)
		if !subnormals {
			return sign
		}
		return sign | q
	}
	if e > f.emax {
		if r == RoundNearest {
			return sign | (1<<f.eb-1)<<uint(f.fb)
		}
		return sign | (1<<f.eb-2)<<uint(f.fb) | (1<<uint(f.fb) - 1)
	}
	return sign | uint64(e+f.bias)<<uint(f.fb) | q&(1<<uint(f.fb)-1)
}

// The NaN the tensor cores produce.
const (
	nanF32 = 0x7fffffff
	nanF16 = 0x7fff
	nanF64 = 0xfff8000000000000
)

// dotFloat computes one element of D for floating-point A and B: the dot
// product of a (length k, kind ak) and b (kind bk) plus c (kind ck) under
// the model, with the result in kind dk (F32 or F16).
func (m *Model) dotFloat(ak, bk, ck, dk Kind, a, b []uint64, c uint64) uint64 {
	// Special values first: any NaN, inf*0 or inf-inf gives NaN.
	nan := false
	infPos, infNeg := false, false
	var ts [MaxK]term
	for i := range a {
		an, am, ae, af, acl := decode(ak, a[i], m.TF32Trunc)
		bn, bm, be, bf, bcl := decode(bk, b[i], m.TF32Trunc)
		neg := an != bn
		switch {
		case acl == clsNaN || bcl == clsNaN:
			nan = true
		case acl == clsInf || bcl == clsInf:
			if acl == clsFinite && am == 0 || bcl == clsFinite && bm == 0 {
				nan = true
			} else if neg {
				infNeg = true
			} else {
				infPos = true
			}
		}
		t := term{neg: neg, mant: am * bm, exp: ae + be}
		switch m.Align {
		case AlignExact:
			t.top = t.exp + int32(bits.Len64(t.mant)) - 1
		case AlignNominal:
			t.top = ae + af + be + bf
		case AlignCarry:
			t.top = ae + af + be + bf + 1
		}
		if acl != clsFinite || bcl != clsFinite {
			t.mant = 0
		}
		ts[i] = t
	}
	cn, cm, ce, cf, ccl := decode(ck, c, false)
	switch ccl {
	case clsNaN:
		nan = true
	case clsInf:
		if cn {
			infNeg = true
		} else {
			infPos = true
		}
	}
	out := fmtF32
	if dk == F16 {
		out = fmtF16
	}
	if nan || infPos && infNeg {
		if dk == F16 {
			return nanF16
		}
		return nanF32
	}
	if infPos || infNeg {
		return pack(out, infNeg, 1, out.emax+1, RoundNearest, true)
	}
	// The accumulator term; its top is its own leading bit (it is already
	// normalised) unless it is zero.
	acc := term{neg: cn, mant: cm, exp: ce, top: ce + cf}
	if cm != 0 && m.Align == AlignExact {
		acc.top = ce + int32(bits.Len64(cm)) - 1
	}
	accKind := ck
	blk := m.Block
	if blk <= 0 || blk > len(a) {
		blk = len(a)
	}
	var resNeg bool
	var resMag uint64
	var resExp int32
	for s := 0; s < len(a); s += blk {
		e := min(s+blk, len(a))
		resNeg, resMag, resExp = m.fuse(acc, ts[s:e])
		if e == len(a) {
			break
		}
		// Round the block's sum to f32 and carry it into the next block.
		v := pack(fmtF32, resNeg, resMag, resExp, m.Round, m.Subnormals)
		var cl class
		acc.neg, acc.mant, acc.exp, cf, cl = decode(F32, v, false)
		if cl != clsFinite {
			return pack(out, resNeg, 1, out.emax+1, RoundNearest, true)
		}
		acc.top = acc.exp + cf
		if acc.mant != 0 && m.Align == AlignExact {
			acc.top = acc.exp + int32(bits.Len64(acc.mant)) - 1
		}
		accKind = F32
	}
	_ = accKind
	if dk == F16 {
		if m.F16ViaF32 {
			v := pack(fmtF32, resNeg, resMag, resExp, m.Round, true)
			n, mm, ee, _, cl := decode(F32, v, false)
			if cl != clsFinite {
				return pack(out, n, 1, out.emax+1, RoundNearest, true)
			}
			return pack(fmtF16, n, mm, ee, m.F16Round, true)
		}
		v := pack(fmtF16, resNeg, resMag, resExp, m.F16Round, true)
		if v == 0x8000 && resMag != 0 {
			// A nonzero sum that underflows to zero in f16 comes out
			// as +0 on the H200 (seen once, in a near-cancelling sum).
			v = 0
		}
		return v
	}
	if m.CarryTrunc {
		// An f32 result keeps FracBits bits below its leading bit: what a
		// carry above the alignment exponent pushes out is dropped.
		if drop := bits.Len64(resMag) - 1 - m.FracBits; drop > 0 {
			resMag = resMag >> uint(drop) << uint(drop)
		}
	}
	return pack(fmtF32, resNeg, resMag, resExp, m.Round, m.Subnormals)
}

// MaxK is the longest dot product a single mma computes.
const MaxK = 32

// fuse adds the accumulator and a block of exact products the way the
// tensor core does: align to the largest top exponent keeping FracBits
// bits below it, truncate, add exactly. It returns the sum as
// sign/magnitude/exponent.
func (m *Model) fuse(acc term, ps []term) (neg bool, mag uint64, exp int32) {
	anchor := int32(math.MinInt32)
	allNegZero := acc.neg
	if acc.mant != 0 {
		anchor = acc.top
	}
	for _, p := range ps {
		if p.mant != 0 && p.top > anchor {
			anchor = p.top
		}
		allNegZero = allNegZero && p.neg
	}
	if anchor == math.MinInt32 {
		// Every term is zero: IEEE's sign rule for a sum of zeros.
		return allNegZero, 0, 0
	}
	lsb := anchor - int32(m.FracBits)
	var sum int64
	add := func(t term) {
		if t.mant == 0 {
			return
		}
		sh := t.exp - lsb
		var q uint64
		switch {
		case sh >= 0:
			q = t.mant << uint(sh)
		case sh > -64:
			q = t.mant >> uint(-sh)
		}
		if t.neg {
			sum -= int64(q)
		} else {
			sum += int64(q)
		}
	}
	add(acc)
	for _, p := range ps {
		add(p)
	}
	if sum < 0 {
		return true, uint64(-sum), lsb
	}
	return false, uint64(sum), lsb
}

// dotF64 is one element of an f64 mma: a chain of IEEE fused
// multiply-adds in k order starting from c, each rounded to nearest (the
// H200 data match this bit for bit for every non-NaN result). NaNs: a NaN
// operand a, then b, then the running sum passes through quieted, else a
// NaN made here (0·inf, inf-inf) is 0xfff8000000000000. Which payload the
// H200 returns when a made NaN meets a NaN operand is not fully modelled
// (see testdata/h200/README.md).
func dotF64(a, b []uint64, c uint64) uint64 {
	d := c
	for i := range a {
		x, y, z := math.Float64frombits(a[i]), math.Float64frombits(b[i]), math.Float64frombits(d)
		r := math.FMA(x, y, z)
		switch {
		case r == r:
			d = math.Float64bits(r)
		case x != x:
			d = a[i] | 1<<51
		case y != y:
			d = b[i] | 1<<51
		case z != z:
			d |= 1 << 51
		default:
			d = nanF64
		}
	}
	return d
}

// intVal reads an integer element of kind k.
func intVal(k Kind, v uint64) int64 {
	switch k {
	case S8:
		return int64(int8(v))
	case U8:
		return int64(uint8(v))
	case S4:
		return int64(int8(v<<4)) >> 4
	case U4:
		return int64(v & 15)
	}
	return 0
}

// dotInt is one element of an integer mma: the exact sum, wrapped to 32
// bits or, with satfinite, clamped to the int32 range.
func dotInt(ak, bk Kind, a, b []uint64, c uint64, satfinite bool) uint64 {
	s := int64(int32(uint32(c)))
	for i := range a {
		s += intVal(ak, a[i]) * intVal(bk, b[i])
	}
	if satfinite {
		s = max(math.MinInt32, min(math.MaxInt32, s))
	}
	return uint64(uint32(int32(s)))
}

// dotB1 is one element of a b1 mma: c plus the population count of the
// AND (or XOR) of the two bit vectors, wrapped to 32 bits.
func dotB1(a, b []uint64, c uint64, xor bool) uint64 {
	s := uint32(c)
	for i := range a {
		if xor {
			s += uint32((a[i] ^ b[i]) & 1)
		} else {
			s += uint32(a[i] & b[i] & 1)
		}
	}
	return uint64(s)
}
