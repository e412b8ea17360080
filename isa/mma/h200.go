package mma

// H200 is the accumulation model measured on an NVIDIA H200 (sm_90); see
// testdata/h200/README.md for the experiment and its evidence.
var H200 = Model{
	Block:      16,
	FracBits:   25,
	Align:      AlignNominal,
	Round:      RoundZero,
	F16Round:   RoundNearest,
	F16ViaF32:  false,
	TF32Trunc:  true,
	Subnormals: true,
}

// H200FP8 is the accumulation model of wgmma with e4m3/e5m2 operands on the
// H200: the 32 exact products of a k32 step and C are aligned to the
// largest nominal product exponent (ea+eb), keeping only 13 bits below it,
// truncated and summed exactly; an f32 D then keeps 13 bits below its own
// leading bit (a carry above the alignment exponent drops the lowest,
// truncated), an f16 D is rounded to nearest. Measured on
// testdata/hopper/cases/wgmma_fp8*: every output matches the H200 bit for
// bit (66048 words, f16 and f32 accumulators; without the carry rule 8335
// f32 words differed, see docs/RATIONALE.md).
var H200FP8 = Model{
	Block:      32,
	FracBits:   13,
	Align:      AlignNominal,
	Round:      RoundZero,
	F16Round:   RoundNearest,
	TF32Trunc:  true,
	Subnormals: true,
	CarryTrunc: true,
}

// H200WmmaTF32 is wmma.mma's .tf32 m16n16k8 on the H200: two steps of four
// products (ptxas issues it as k4 tensor operations), each aligned to the
// largest nominal product exponent with 25 bits kept, truncated to f32 in
// between. Measured on testdata/hopper/cases/wmma_all: 512 of 512 outputs
// exact (the mma.sync model, one step of eight, differs in 39).
var H200WmmaTF32 = Model{
	Block:      4,
	FracBits:   25,
	Align:      AlignNominal,
	Round:      RoundZero,
	F16Round:   RoundNearest,
	TF32Trunc:  true,
	Subnormals: true,
}

// H200M884 is mma.sync m8n8k4 with an f16 D (Volta's quad-pair form,
// emulated on the H200): the four products and C aligned to the nominal
// exponent with 27 bits kept and the sum rounded to nearest; every f16-D
// output of testdata/hopper/cases/mma_m8n8k4 matches. An f32 D is ptxas's
// FFMA chain instead (dotFFMA, fp8emul.go): with both, 5120 of 5120 words
// match (this model alone for f32 D: 523 differed).
var H200M884 = Model{
	Block:      4,
	FracBits:   27,
	Align:      AlignNominal,
	Round:      RoundNearest,
	F16Round:   RoundNearest,
	TF32Trunc:  true,
	Subnormals: true,
}
