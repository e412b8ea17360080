package mma

import (
	"math"
	"testing"
)

// TestWgmmaProduct places small-integer A (64×16) and B (16×N) f16
// matrices in a shared-memory image through DescAddr (K-major and
// MN-major, every swizzle) and checks that the four warps' Exec give
// A·B + C in the accumulator layout AccPos describes, and that register A
// gives the same result as A from shared memory.
func TestWgmmaProduct(t *testing.T) {
	const N = 24
	var A [64][16]float64
	var B [16][N]float64
	for i := range A {
		for k := range A[i] {
			A[i][k] = float64((i*7+k*3)%9 - 4)
		}
	}
	for k := range B {
		for n := range B[k] {
			B[k][n] = float64((k*5+n*11)%7 - 3)
		}
	}
	f16 := func(v float64) uint64 { return uint64(f32ToF16(float32(v))) }
	for _, sw := range []uint32{0, 32, 64, 128} {
		for _, trans := range []bool{false, true} {
			smem := make([]byte, 32768)
			put := func(d Desc, mn, k int, v float64, tr bool) {
				a, _ := d.DescAddr(mn, k, 16, tr)
				x := f16(v)
				smem[a], smem[a+1] = byte(x), byte(x>>8)
			}
			// canonical strides
			lbo, sbo := uint32(128), uint32(256)
			if sw != 0 {
				lbo, sbo = 16, 8*sw
			}
			if trans {
				if sw != 0 {
					lbo, sbo = 16*sw, 8*sw
				} else {
					lbo, sbo = 128, 256
				}
			}
			da := Desc{Start: 0, LBO: lbo, SBO: sbo, Swizzle: sw}
			db := Desc{Start: 16384, LBO: lbo, SBO: sbo, Swizzle: sw}
			for i := 0; i < 64; i++ {
				for k := 0; k < 16; k++ {
					put(da, i, k, A[i][k], trans)
				}
			}
			for k := 0; k < 16; k++ {
				for n := 0; n < N; n++ {
					put(db, n, k, B[k][n], trans)
				}
			}
			enc := func(d Desc) uint64 {
				s := map[uint32]uint64{0: 0, 128: 1, 64: 2, 32: 3}[d.Swizzle]
				return uint64(d.Start>>4) | uint64(d.LBO>>4)<<16 | uint64(d.SBO>>4)<<32 | s<<62
			}
			for _, regA := range []bool{false, true} {
				if regA && trans {
					continue
				}
				op, err := NewWgmma(WgmmaSpec{N: N, K: 16, A: F16, B: F16, D: F32, RegA: regA, TransA: trans && !regA, TransB: trans}, nil)
				if err != nil {
					t.Fatal(err)
				}
				var sc WgmmaScratch
				for q := 0; q < 4; q++ {
					acc := make([][32]uint64, op.Regs)
					for r := range acc {
						for l := range acc[r] {
							acc[r][l] = uint64(math.Float32bits(1))
						}
					}
					var af Frag
					if regA {
						m := make([]uint64, 16*16)
						for r := 0; r < 16; r++ {
							for k := 0; k < 16; k++ {
								m[r*16+k] = f16(A[16*q+r][k])
							}
						}
						op.LA.Scatter(m, &af)
					}
					if err := op.Exec(q, smem, enc(da), enc(db), &af, nil, acc, true, &sc); err != nil {
						t.Fatal(err)
					}
					for l := 0; l < 32; l++ {
						for i := 0; i < N/2; i++ {
							r, c := AccPos(l, i)
							want := 1.0
							for k := 0; k < 16; k++ {
								want += A[16*q+r][k] * B[k][c]
							}
							if got := float64(math.Float32frombits(uint32(acc[i][l]))); got != want {
								t.Fatalf("swizzle %d trans %v regA %v warp %d lane %d reg %d: got %v, want %v", sw, trans, regA, q, l, i, got, want)
							}
						}
					}
				}
			}
		}
	}
}

// f32ToF16 converts an exactly representable small value.
func f32ToF16(f float32) uint16 {
	b := math.Float32bits(f)
	if f == 0 {
		return uint16(b >> 16)
	}
	sign := uint16(b>>16) & 0x8000
	e := int(b>>23&0xff) - 127 + 15
	m := uint16(b >> 13 & 0x3ff)
	return sign | uint16(e)<<10 | m
}

// TestWgmmaForms checks the ISA's form table: K per type, N steps,
// transposes only for 16-bit types.
func TestWgmmaForms(t *testing.T) {
	good := []WgmmaSpec{
		{N: 8, K: 16, A: F16, B: F16, D: F16}, {N: 256, K: 16, A: BF16, B: BF16, D: F32},
		{N: 136, K: 8, A: TF32, B: TF32, D: F32}, {N: 64, K: 32, A: E4M3, B: E5M2, D: F16},
		{N: 24, K: 32, A: S8, B: U8, D: S32}, {N: 48, K: 256, A: B1, B: B1, D: S32},
	}
	for _, s := range good {
		if _, err := NewWgmma(s, nil); err != nil {
			t.Errorf("%+v: %v", s, err)
		}
	}
	bad := []WgmmaSpec{
		{N: 12, K: 16, A: F16, B: F16, D: F32}, {N: 40, K: 32, A: S8, B: S8, D: S32},
		{N: 64, K: 16, A: TF32, B: TF32, D: F32}, {N: 64, K: 8, A: TF32, B: TF32, D: F32, TransB: true},
		{N: 64, K: 16, A: BF16, B: BF16, D: F16}, {N: 64, K: 256, A: B1, B: B1, D: S32, RegA: true},
	}
	for _, s := range bad {
		if _, err := NewWgmma(s, nil); err == nil {
			t.Errorf("%+v: accepted", s)
		}
	}
}
