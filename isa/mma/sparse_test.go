package mma

import (
	"math/rand"
	"testing"
)

// TestSparseMatchesDense: an mma.sp with valid metadata computes what the
// dense mma of the same shape computes on the decompressed A (zeros where
// the metadata keeps nothing), for forms whose dense shape exists and
// values that make every sum exact.
func TestSparseMatchesDense(t *testing.T) {
	valid := []uint32{0x4, 0x8, 0xC, 0x9, 0xD, 0xE}
	for _, tc := range []struct {
		a, d Kind
		k    int
		sel  int
	}{{S8, S32, 32, 0}, {S8, S32, 32, 1}, {U8, S32, 32, 0}, {F16, F32, 16, 0}, {F16, F32, 16, 3}, {BF16, F32, 16, 2}, {TF32, F32, 8, 1}, {S4, S32, 64, 1}} {
		rng := rand.New(rand.NewSource(int64(tc.k*10 + tc.sel)))
		spec := Spec{Shape: Shape{16, 8, tc.k}, A: tc.a, B: tc.a, C: tc.d, D: tc.d}
		sp, err := NewSparseOp(spec, tc.sel, nil)
		if err != nil {
			t.Fatalf("%v: %v", spec, err)
		}
		dense, err := NewOp(spec, nil)
		if err != nil {
			t.Fatalf("%v dense: %v", spec, err)
		}
		var meta [32]uint32
		for l := range meta {
			for j := 0; j < 8; j++ {
				n := valid[rng.Intn(len(valid))]
				if tc.a == TF32 {
					n = []uint32{0x4, 0xE}[rng.Intn(2)]
				}
				meta[l] |= n << (4 * j)
			}
		}
		small := func(k Kind) uint64 {
			v := int64(rng.Intn(7) - 3)
			switch k {
			case F16:
				return map[int64]uint64{-3: 0xc200, -2: 0xc000, -1: 0xbc00, 0: 0, 1: 0x3c00, 2: 0x4000, 3: 0x4200}[v]
			case BF16:
				return map[int64]uint64{-3: 0xc040, -2: 0xc000, -1: 0xbf80, 0: 0, 1: 0x3f80, 2: 0x4000, 3: 0x4040}[v]
			case TF32:
				return map[int64]uint64{-3: 0xc0400000, -2: 0xc0000000, -1: 0xbf800000, 0: 0, 1: 0x3f800000, 2: 0x40000000, 3: 0x40400000}[v]
			case S4:
				return uint64(v) & 0xf
			case U8:
				return uint64(v + 3)
			}
			return uint64(v) & 0xff
		}
		h := tc.k / 2
		ac := make([]uint64, 16*h)
		for i := range ac {
			ac[i] = small(tc.a)
		}
		ad := make([]uint64, 16*tc.k)
		for i := 0; i < 16; i++ {
			for q := 0; q < h; q++ {
				p := sp.geo.pos(&meta, tc.sel, i, q)
				if ad[i*tc.k+p] != 0 {
					t.Fatalf("%v: two kept elements of row %d land on column %d", spec, i, p)
				}
				ad[i*tc.k+p] = ac[i*h+q]
			}
		}
		bm := make([]uint64, tc.k*8)
		for i := range bm {
			bm[i] = small(tc.a)
		}
		cm := make([]uint64, 16*8)
		var fa, fad, fb, fc, d1, d2 Frag
		sp.LA.Scatter(ac, &fa)
		dense.LA.Scatter(ad, &fad)
		sp.LB.Scatter(bm, &fb)
		dense.LC.Scatter(cm, &fc)
		var fb2 Frag
		dense.LB.Scatter(bm, &fb2)
		sp.Exec(&d1, &fa, &fb, &fc, &meta)
		dense.Exec(&d2, &fad, &fb2, &fc)
		if d1 != d2 {
			t.Errorf("%v sel %d: sparse result differs from the dense one on the decompressed A", spec, tc.sel)
		}
	}
}
