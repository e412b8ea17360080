package mma

import "testing"

// allSpecs is every mma.sync form the package models.
var allSpecs = []Spec{
	sp(16, 8, 8, F32, F16, F16, F32, false), sp(16, 8, 8, F16, F16, F16, F16, false),
	sp(16, 8, 8, F32, BF16, BF16, F32, false), sp(16, 8, 8, F32, TF32, TF32, F32, false),
	sp(16, 8, 4, F32, TF32, TF32, F32, false),
	sp(16, 8, 16, F32, F16, F16, F32, false), sp(16, 8, 16, F16, F16, F16, F16, false),
	sp(16, 8, 16, F32, BF16, BF16, F32, false),
	sp(16, 8, 16, S32, S8, S8, S32, false), sp(16, 8, 16, S32, U8, U8, S32, true),
	sp(16, 8, 32, S32, S8, S8, S32, false), sp(16, 8, 32, S32, S8, U8, S32, true),
	sp(8, 8, 4, F64, F64, F64, F64, false), sp(16, 8, 4, F64, F64, F64, F64, false),
	sp(16, 8, 8, F64, F64, F64, F64, false), sp(16, 8, 16, F64, F64, F64, F64, false),
}

// TestMMAByHand: lane 0 (groupID 0, threadID_in_group 0) holds, per the
// PTX ISA figures, A(0,0) in the low half of a0's register and, for
// m16n8k16 f16, A(8,0) in a2 (register 1) and A(0,8) in a4 (register 2);
// B(0,0) in b0 and C(0,0), C(0,1) in c0, c1. With A = identity-like
// patterns the product is known without a tensor core.
func TestMMAByHand(t *testing.T) {
	op, err := NewOp(sp(16, 8, 16, F32, F16, F16, F32, false), nil)
	if err != nil {
		t.Fatal(err)
	}
	var a, b, c, d Frag
	// A(r,k) = 1 if k == r%16; B(k,n) = k+n (small integers, exact in f16).
	am := make([]uint64, 16*16)
	for r := 0; r < 16; r++ {
		am[r*16+r] = encode(F16, 1)
	}
	bm := make([]uint64, 16*8)
	for k := 0; k < 16; k++ {
		for n := 0; n < 8; n++ {
			bm[k*8+n] = encode(F16, float64(k+n))
		}
	}
	op.LA.Scatter(am, &a)
	op.LB.Scatter(bm, &b)
	if a[0][0] != 0x3c00 { // A(0,0)=1 low half, A(0,1)=0 high half
		t.Errorf("lane 0 a0a1 = %#x, want 0x3c00", a[0][0])
	}
	// lane 9 (g=2, t=1): a6,a7 = A(g+8, 2t+8), A(g+8, 2t+9) = A(10,10)=1, A(10,11)=0.
	if a[9][3] != 0x3c00 {
		t.Errorf("lane 9 a6a7 = %#x, want 0x3c00", a[9][3])
	}
	if b[5][1] != uint64(encode(F16, 2+1+8))|uint64(encode(F16, 3+1+8))<<16 { // lane 5: g=1,t=1: b2,b3 = B(10,1),B(11,1)
		t.Errorf("lane 5 b2b3 = %#x", b[5][1])
	}
	// C = 0.5 everywhere; D(r,n) = B(r,n) + 0.5 = r+n+0.5.
	cm := make([]uint64, 16*8)
	for i := range cm {
		cm[i] = encode(F32, 0.5)
	}
	op.LC.Scatter(cm, &c)
	op.Exec(&d, &a, &b, &c)
	dm := make([]uint64, 16*8)
	op.LD.Gather(&d, dm)
	for r := 0; r < 16; r++ {
		for n := 0; n < 8; n++ {
			if got := value(F32, dm[r*8+n]); got != float64(r+n)+0.5 {
				t.Errorf("D(%d,%d) = %v, want %v", r, n, got, float64(r+n)+0.5)
			}
		}
	}
	// lane 6 (g=1, t=2): d2,d3 = D(9,4), D(9,5) = 13.5, 14.5
	if value(F32, d[6][2]) != 13.5 || value(F32, d[6][3]) != 14.5 {
		t.Errorf("lane 6 d2,d3 = %v, %v", value(F32, d[6][2]), value(F32, d[6][3]))
	}
}

// TestMMAExact runs every form on small integers whose products and sums
// are exact in every kind, so D must be the true matrix product.
func TestMMAExact(t *testing.T) {
	for _, s := range allSpecs {
		op, err := NewOp(s, nil)
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		M, N, K := s.Shape.M, s.Shape.N, s.Shape.K
		lo := 2.0
		if s.A == U8 || s.B == U8 {
			lo = 0
		}
		am, bm, cm := make([]uint64, M*K), make([]uint64, K*N), make([]uint64, M*N)
		for i := range am {
			am[i] = encode(s.A, float64(i*7%5)-lo)
		}
		for i := range bm {
			bm[i] = encode(s.B, float64(i*3%5)-lo)
		}
		for i := range cm {
			cm[i] = encode(s.C, float64(i%9)-4)
		}
		var a, b, c, d Frag
		op.LA.Scatter(am, &a)
		op.LB.Scatter(bm, &b)
		op.LC.Scatter(cm, &c)
		op.Exec(&d, &a, &b, &c)
		dm := make([]uint64, M*N)
		op.LD.Gather(&d, dm)
		for i := 0; i < M; i++ {
			for j := 0; j < N; j++ {
				want := value(s.C, cm[i*N+j])
				for k := 0; k < K; k++ {
					want += value(s.A, am[i*K+k]) * value(s.B, bm[k*N+j])
				}
				if got := value(s.D, dm[i*N+j]); got != want {
					t.Errorf("%s: D(%d,%d) = %v, want %v", s, i, j, got, want)
				}
			}
		}
	}
}

func TestMMARejects(t *testing.T) {
	for _, s := range []Spec{
		sp(16, 8, 16, F32, F16, F16, F16, false),  // mixed c/d in mma.sync
		sp(16, 8, 16, F32, BF16, F16, F32, false), // mixed a/b
		sp(16, 8, 32, F32, F16, F16, F32, false),  // no f16 k32
		sp(8, 8, 4, F32, F16, F16, F32, false),    // sm_70 quad-pair form not modelled
		sp(16, 8, 8, F32, F16, F16, F32, true),    // satfinite on floats
		sp(16, 8, 16, S32, S8, S8, F32, false),
	} {
		if _, err := NewOp(s, nil); err == nil {
			t.Errorf("%s accepted", s)
		}
	}
}

func TestExecAllocs(t *testing.T) {
	op, err := NewOp(sp(16, 8, 16, F32, F16, F16, F32, false), nil)
	if err != nil {
		t.Fatal(err)
	}
	var a, b, c Frag
	if n := testing.AllocsPerRun(20, func() { op.Exec(&c, &a, &b, &c) }); n != 0 {
		t.Errorf("Exec allocates %v times", n)
	}
}

func BenchmarkExec(b *testing.B) {
	for _, s := range []Spec{sp(16, 8, 16, F32, F16, F16, F32, false), sp(16, 8, 32, S32, S8, S8, S32, false), sp(8, 8, 4, F64, F64, F64, F64, false)} {
		op, _ := NewOp(s, nil)
		var a, bb, c Frag
		for l := range a {
			for i := range a[l] {
				a[l][i], bb[l][i], c[l][i] = 0x3c003c00, 0x40004000, 0x3f800000
			}
		}
		b.Run(s.String(), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				op.Exec(&c, &a, &bb, &c)
			}
		})
	}
}
