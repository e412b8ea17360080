package fidelity

// The Hopper suite (testdata/hopper) is run by TestHopper; these lists say
// which of its cases are knowingly not run, are expected to be refused or
// to fault as on the H200, or are only partly reproduced. They live outside
// the test so that the coverage table (benchmarks/coverage) counts only
// what TestHopper checks against the H200.

// HopperKnown lists the Hopper cases that are knowingly not run, with why.
var HopperKnown = map[string]string{
	// The H200 ran all 3 launches (device run of 24 Nov, 20:48, logs in
	// benchmarks/hardware/isahw/logsB); ptxsim refuses the copy with an
	// illegal-instruction fault that names this limit.
	"tma_il_im2col": "interleaved im2col tensor copies are not modelled (tile-mode interleaved copies are)",
}

// HopperRejected lists the cases whose tensor map cuTensorMapEncodeTiled
// refused on the device (CUDA_ERROR_INVALID_VALUE); ptxsim's encoder must
// refuse them too, with the reason.
var HopperRejected = map[string]string{
	"tma_il16_c": "box inner dimension of 8 bytes is not a multiple of 16",
}

// HopperFaults lists the cases the H200 refused with an illegal
// instruction (CUDA_ERROR_ILLEGAL_INSTRUCTION, rounds 3, 4 and 6): each has a
// tile-mode tensor copy whose box starts at a dimension-0 byte offset
// (coordinate x element size) that is not a multiple of 16, while all 30
// tile-mode launches that ran had it aligned, in bounds or past the end. ptxsim must
// fault the same way, at the instruction, naming why.
var HopperFaults = map[string]bool{
	"tma_oob_nan_end":  true, // f32 at 90: 360 bytes
	"tma_oob_none_end": true,
	"tma_swz_128b_end": true, // f16 at 150: 300 bytes
	"tma_swz_64b_end":  true,
	"tma_swz_32b_end":  true,
	"tma_swz_none_end": true,
	"tma_store":        true, // its second launch: a 2D f16 store at 180 (360 bytes)
	"tma_st_3d":        true, // u8 store at 24
	"tma_red_add":      true, // f32 reduction at 10: 40 bytes
	"tma_al_2d_c0_4":   true, // round 6: in bounds, f16 at 4: 8 bytes
	"tma_al_1d_c0_66":  true, // round 6: in bounds, f32 at 66: 264 bytes
}

// HopperPartial lists the cases whose accumulation model is known not to
// reproduce every H200 output yet: TestHopper reports how many 32-bit words
// differ and fails only if that number grows past the bound (measured when
// the model was fitted; see docs/RATIONALE.md "Tensor-core models fitted on
// the H200").
var HopperPartial = map[string]struct {
	words int
	why   string
}{}
