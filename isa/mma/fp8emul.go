package mma

import "math"

// mma.sync with e4m3/e5m2 operands is native on sm_89 but emulated on the
// H200 (sm_90 has fp8 only in wgmma): ptxas widens the fp8 fragments to f16
// pairs and issues f16 tensor operations of half the K (HMMA.16816 for
// k32, HMMA.1688 for k16) chained from a zero accumulator, then adds C
// with an ordinary f32 add (FADD); with an f16 D the two are HMMA.F16 and
// C is added with HADD2 (cuobjdump -sass, ptxas 13 -arch=sm_90:
// F2FP.F16.E4M3.UNPACK_B, HMMA.16816.F16 from RZ, HMMA.16816.F16, HADD2).
// Each fp8 register holds four consecutive K (4t..4t+3); its low two bytes
// become one f16x2 and its high two another, so the first tensor operation
// sums the K with k%4 < 2 and the second those with k%4 >= 2. Fitted on
// testdata/hopper/cases/mma_fp8 (1024 of 1024 words) and mma_fp8_new (384
// of 384, f16 and f32 D, k16 and k32): the model in one step of 32 matched
// 62% (docs/RATIONALE.md).

// fp8Order is the K order of the emulation: k%4 < 2 first, ascending, then
// the rest.
func fp8Order(k int, order []int) {
	n := 0
	for half := 0; half < 2; half++ {
		for i := 0; i < k; i++ {
			if i%4/2 == half {
				order[n] = i
				n++
			}
		}
	}
}

// dotFP8Emulated computes one element of D for mma.sync fp8 on the H200
// (see above); row and col are in K order.
func (op *Op) dotFP8Emulated(row, col []uint64, c uint64) uint64 {
	k := len(row)
	var order [MaxK]int
	fp8Order(k, order[:k])
	var pr, pc [MaxK]uint64
	for i, j := range order[:k] {
		pr[i], pc[i] = row[j], col[j]
	}
	m := *op.model
	m.Block = k / 2
	return m.fp8Chain(op.A, op.B, op.D, pr[:k], pc[:k], c)
}

// fp8Chain is the emulation's arithmetic for one element of D (dense and
// sparse alike): row and col in the emulation's K order, m.Block half
// their length. With an f16 D, HMMA.F16 on each half, the second
// accumulating the first, then HADD2 of C; with an f32 D, the f32 tensor
// operations then FADD of C.
func (m *Model) fp8Chain(a, b, d Kind, row, col []uint64, c uint64) uint64 {
	if d == F16 {
		h := len(row) / 2
		t := m.dotFloat(a, b, F16, F16, row[:h], col[:h], 0)
		t = m.dotFloat(a, b, F16, F16, row[h:], col[h:], t)
		return addF16(c, t)
	}
	return addF32(c, m.dotFloat(a, b, F32, F32, row, col, 0))
}

// addF16 is HADD2 on one half: the f16 sum (exact in f64) rounded to
// nearest even, with the canonical NaN.
func addF16(a, b uint64) uint64 {
	x, y := float64(f16to32(a)), float64(f16to32(b))
	s := x + y
	switch {
	case s != s:
		return nanF16
	case math.IsInf(s, 0):
		return pack(fmtF16, s < 0, 1, fmtF16.emax+1, RoundNearest, true)
	case s == 0:
		if math.Signbit(x) && math.Signbit(y) {
			return 0x8000
		}
		return 0
	}
	fr, e := math.Frexp(math.Abs(s))
	return pack(fmtF16, s < 0, uint64(fr*(1<<53)), int32(e-53), RoundNearest, true)
}

// addF32 is the f32 add (round to nearest even, subnormals kept) with the
// GPU's canonical NaN.
func addF32(a, b uint64) uint64 {
	x, y := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b))
	s := x + y
	if s != s {
		return nanF32
	}
	return uint64(math.Float32bits(s))
}

// dotFFMA is mma.sync m8n8k4 with an f32 D as ptxas emulates it on sm_90
// (no HMMA.884 there; cuobjdump -sass of testdata/hopper/ptx/mma_m8n8k4.ptx
// with ptxas -arch=sm_90): the f16 operands widened to f32 (HADD2.F32),
// a chain of FFMAs from zero in K order, t = fma(a_k, b_k, t), then
// FADD of C (an f16 C was widened exactly).
func dotFFMA(a, b []uint64, c uint64) uint64 {
	t := float32(0)
	for k := range a {
		x, y := float64(f16to32(a[k])), float64(f16to32(b[k]))
		t = float32(math.FMA(x, y, float64(t)))
	}
	return addF32(c, uint64(math.Float32bits(t)))
}

// f16to32 widens an f16 exactly.
func f16to32(v uint64) float32 {
	return math.Float32frombits(uint32(f16ToF32Bits(v)))
}
