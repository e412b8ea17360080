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
