package timing

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// atomLanesQuadratic is the former atomLanes (each lane compared with
// every lane), kept as the reference the linear one must equal.
func atomLanesQuadratic(a *Access, line uint64) (same, distinct uint8) {
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if a.Addr[l]&^(LineBytes-1) != line {
			continue
		}
		k := 0
		for m2 := a.Mask; m2 != 0; m2 &= m2 - 1 {
			if a.Addr[bits.TrailingZeros32(m2)] == a.Addr[l] {
				k++
			}
		}
		same = max(same, uint8(k))
		if k == 1 || firstLane(a, a.Addr[l]) == l {
			distinct++
		}
	}
	return same, distinct
}

// firstLane is the first active lane of a on addr.
func firstLane(a *Access, addr uint64) int {
	for m := a.Mask; m != 0; m &= m - 1 {
		if l := bits.TrailingZeros32(m); a.Addr[l] == addr {
			return l
		}
	}
	return -1
}

// randomAtom fills a with a random mask and addresses over a few lines,
// word- or byte-granular, with many repeats.
func randomAtom(r *rand.Rand, a *Access) {
	a.Mask = r.Uint32()
	if r.IntN(4) == 0 {
		a.Mask = ^uint32(0)
	}
	lines, spread := 1+r.IntN(3), 1+r.IntN(LineBytes)
	step := uint64(1 << r.IntN(4))
	for l := range a.Addr {
		a.Addr[l] = 0x10000 + uint64(r.IntN(lines))*LineBytes + uint64(r.IntN(spread))/step*step%LineBytes
	}
}

// TestAtomLanesLinear: the linear count equals the quadratic one.
func TestAtomLanesLinear(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var a Access
	for i := 0; i < 20000; i++ {
		randomAtom(r, &a)
		for _, line := range []uint64{0x10000, 0x10000 + LineBytes, 0x10000 + 2*LineBytes, 0x20000} {
			s0, d0 := atomLanesQuadratic(&a, line)
			s1, d1 := atomLanes(&a, line)
			if s0 != s1 || d0 != d1 {
				t.Fatalf("mask %08x addrs %x line %#x: same/distinct %d/%d, want %d/%d", a.Mask, a.Addr, line, s1, d1, s0, d0)
			}
		}
	}
}

// BenchmarkAtomLanes: a full warp on one line, all on one word (a counter)
// and each on its own (a histogram of 32 bins).
func BenchmarkAtomLanes(b *testing.B) {
	for _, c := range []struct {
		name string
		addr func(l int) uint64
	}{
		{"one-word", func(int) uint64 { return 0x10000 }},
		{"32-words", func(l int) uint64 { return 0x10000 + 4*uint64(l) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			a := Access{Mask: ^uint32(0)}
			for l := range a.Addr {
				a.Addr[l] = c.addr(l)
			}
			var s uint8
			for b.Loop() {
				x, y := atomLanes(&a, 0x10000)
				s += x + y
			}
			_ = s
		})
	}
}
