package sm

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
)

// TestLoadWindowFullMask compares loadWindow's full-mask 4-byte loop (one
// rotate-and-compare test per lane, reads through a pointer) with its
// per-lane loop, run one lane at a time: lanes in the window, before it,
// past its end (by less than 4 bytes too), misaligned, offsets that wrap
// around, 4-byte aligned and unaligned window addresses, empty, tiny and
// odd-sized windows, d the same register as the base, and groups of four
// lanes reading consecutive words or one word (load32Groups).
func TestLoadWindowFullMask(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := 0; trial < 4000; trial++ {
		n := []int{0, 3, 4, 7, 64, 1023, 1024, 4096}[rng.IntN(8)]
		mem := make([]byte, n)
		for i := range mem {
			mem[i] = byte(rng.Uint32())
		}
		lo := uint64(rng.IntN(2)) * uint64(1+rng.IntN(8)) * 4 // 0 or aligned window bases
		if trial%5 == 0 {
			lo += uint64(1 + rng.IntN(3)) // an unaligned one: the per-lane loop
		}
		c := lo + uint64(rng.IntN(64))
		regs := make([]uint64, 3*32)
		for l := 0; l < 32; l++ {
			var a uint64 // the lane's offset in the window
			switch rng.IntN(8) {
			case 0:
				a = rng.Uint64() // anywhere, wrapping
			case 1:
				a = uint64(n) - uint64(rng.IntN(8)) // near the end
			case 2:
				a = uint64(rng.IntN(max(n, 1))) // any byte
			default:
				a = uint64(rng.IntN(max(n/4, 1)))*4 - lo&3 // aligned in device memory
			}
			regs[32+l] = a - (c - lo) // loadWindow reads offset c-lo+base
			if rng.IntN(16) == 0 {
				regs[32+l] = uint64(1) << 63
			}
		}
		// Groups of four lanes reading consecutive words or one word
		// (load32Groups' vector loads), some of them off the window's
		// ends or misaligned.
		for g := 0; g < 32 && trial%2 == 0; g += 4 {
			first := regs[32+g]
			switch rng.IntN(4) {
			case 0: // consecutive
				for k := 1; k < 4; k++ {
					regs[32+g+k] = first + 4*uint64(k)
				}
			case 1: // one word
				for k := 1; k < 4; k++ {
					regs[32+g+k] = first
				}
			case 2: // consecutive, ending at or just past the window's end
				first = uint64(n) - 16 + 4*uint64(rng.IntN(2)) - lo&3 - (c - lo)
				for k := 0; k < 4; k++ {
					regs[32+g+k] = first + 4*uint64(k)
				}
			}
		}
		in := &isa.Inst{D: [4]int32{0}, Size: 4}
		if trial%3 == 1 {
			in.D[0] = 1 // d is the base register
		}
		w1 := &warp{regs: slices.Clone(regs)}
		w2 := &warp{regs: slices.Clone(regs)}
		var r1 uint32
		for l := 0; l < 32; l++ {
			// One lane at a time, each reading the base as it was.
			w := &warp{regs: slices.Clone(regs)}
			r1 |= w.loadWindow(in, c, w.regs[32:], 1<<l, mem, lo)
			w1.regs[int(in.D[0])*32+l] = w.regs[int(in.D[0])*32+l]
		}
		r2 := w2.loadWindow(in, c, w2.regs[32:], ^uint32(0), mem, lo)
		if r1 != r2 || !slices.Equal(w1.regs, w2.regs) {
			t.Fatalf("trial %d (window %d bytes at %d): full-mask rest %08x, per lane %08x; registers equal: %v", trial, n, lo, r2, r1, slices.Equal(w1.regs, w2.regs))
		}
	}
}
