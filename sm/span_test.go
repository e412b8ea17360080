package sm

import (
	"math/rand/v2"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
)

// TestSharedSpan: the AVX2 span (where the host has it) gives the scalar
// loop's addresses and bounds, on offsets below, at and above the shared
// window, near zero and past 2^63.
func TestSharedSpan(t *testing.T) {
	if !isa.HasAVX2 {
		t.Skip("no AVX2 on this host: only the scalar loop runs")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	edges := []uint64{0, 1, isa.SharedWindow - 1, isa.SharedWindow, isa.SharedWindow + 1, isa.SharedWindow + 0xffff,
		1 << 63, 1<<63 - 1, 1<<63 + 5, ^uint64(0), ^uint64(0) - 3, 0x7fff_ffff_ffff}
	for i := 0; i < 4000; i++ {
		var b [32]uint64
		var c uint64
		switch i % 4 {
		case 0: // a warp's consecutive words in the window
			base := isa.SharedWindow + uint64(rng.IntN(1<<16))*4
			for l := range b {
				b[l] = base + uint64(l)*4
			}
			c = uint64(rng.IntN(256))
		case 1: // raw shared offsets
			for l := range b {
				b[l] = uint64(rng.IntN(1 << 16))
			}
			c = uint64(rng.IntN(1 << 10))
		case 2: // edges mixed
			for l := range b {
				b[l] = edges[rng.IntN(len(edges))]
			}
			c = edges[rng.IntN(len(edges))]
		default:
			for l := range b {
				b[l] = rng.Uint64()
			}
			c = rng.Uint64()
		}
		var d1, d2 [32]uint64
		useAVX2Load = false
		lo1, hi1 := sharedSpan(&d1, &b, c)
		useAVX2Load = true
		lo2, hi2 := sharedSpan(&d2, &b, c)
		if d1 != d2 || lo1 != lo2 || hi1 != hi2 {
			t.Fatalf("case %d: b %x c %x: scalar %x [%x, %x], AVX2 %x [%x, %x]", i, b, c, d1, lo1, hi1, d2, lo2, hi2)
		}
	}
	useAVX2Load = isa.HasAVX2
}
