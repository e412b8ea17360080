package fidelity

import "regexp"

// Case suites under testdata: the shared corpus, and our own suites of
// hardware-checked cases in the same format (testdata/isa: issue 10's
// instruction forms). TestConformance runs FunctionalSuites; CorpusSuites
// are the ones with timing ground truth. The coverage table
// (benchmarks/coverage) takes its evidence from the same lists.
var (
	CorpusSuites     = []string{"conformance"}
	FunctionalSuites = []string{"conformance", "isa", "compilers"}
)

// ErrorSuites hold cases whose launch failed on the hardware (the driver's
// error in hw-error.txt); TestErrorCases runs them.
var ErrorSuites = []string{"isa/errors"}

// FormDeviation names forms of a sweep case (by a pattern over the labels
// of its forms.txt) whose hardware results ptxsim does not reproduce, and
// why. Their slabs of the output are left out of the comparison and
// reported as skipped subtests; everything else in the case is compared.
type FormDeviation struct {
	Forms  *regexp.Regexp
	Reason string
}

// KnownDeviations lists, per case, the forms whose ground truth is not
// ptxsim's to reproduce.
var KnownDeviations = map[string][]FormDeviation{
	// set.CMP.f16.f16 writes a 16-bit register; the kernel widens it with
	// cvt.u32.u16, which the H200's ptxas drops (it takes HSET2's 32-bit
	// result as already zero-extended), so the stored upper half is
	// whatever HSET2 wrote there. Case half_set16 stores the 16 bits.
	"half_f16":  {{regexp.MustCompile(`^set\.\w+\.f16\.f16$`), "the stored upper 16 bits are ptxas's register contents (cvt.u32.u16 elided after HSET2); checked by half_set16"}},
	"half_bf16": {{regexp.MustCompile(`^set\.\w+\.bf16\.bf16$`), "the stored upper 16 bits are ptxas's register contents (cvt.u32.u16 elided after HSET2); checked by half_set16"}},
	// ptxas unrolls a loop of constant trip count completely, after which
	// the adds of every iteration follow the mul in one block and are
	// contracted; ptxsim contracts within the PTX's own blocks only.
	"fma_contract": {{regexp.MustCompile(`\bfc38\b`), "ptxas unrolls the 3-trip loop completely and contracts the unrolled adds; ptxsim does not model unrolling"}},
	"fma_contract2": {{regexp.MustCompile(`loop \d+ trips, mul outside|loop-carried`),
		"ptxas unrolls a constant-trip loop completely and an n-trip one by 4, then contracts across the copies; ptxsim does not model unrolling"}},
}

// PendingCases are cases of our suites whose ground truth is in but whose
// semantics another piece of work owns; they are skipped with the reason.
var PendingCases = map[string]string{}
