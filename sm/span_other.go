//go:build !amd64

package sm

func sharedSpanAVX2(d, b *[32]uint64, c uint64) (lo, hi uint64) {
	panic("sharedSpanAVX2 without AVX2")
}
