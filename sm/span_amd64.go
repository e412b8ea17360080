package sm

// sharedSpanAVX2 is sharedSpan in AVX2 assembly (span_amd64.s); callers
// check useAVX2Load.
//
//go:noescape
func sharedSpanAVX2(d, b *[32]uint64, c uint64) (lo, hi uint64)
