package mma

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestWMMAConformance computes the corpus case wmma_f16 (kernel wmmaTile of
// testdata/conformance/src/async.cu: a 32x64 row-major A times a 64x48 B
// stored column-major, 16x16 tiles, f32 accumulate) from its inputs with
// wmma.load/mma/store and compares C with the H200's bytes.
func TestWMMAConformance(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "conformance", "cases", "wmma_f16")
	A, err := os.ReadFile(filepath.Join(dir, "A.in.bin"))
	if err != nil {
		t.Fatal(err)
	}
	B, err := os.ReadFile(filepath.Join(dir, "B.in.bin"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(dir, "C.expected.bin"))
	if err != nil {
		t.Fatal(err)
	}
	const K, gx, gy = 64, 3, 2
	C := make(smem, 6144)
	shape := Shape{16, 16, 16}
	la, err := WMMALayout(shape, OpA, F16)
	if err != nil {
		t.Fatal(err)
	}
	lb, err := WMMALayout(shape, OpB, F16)
	if err != nil {
		t.Fatal(err)
	}
	op, err := NewWMMA(Spec{Shape: shape, A: F16, B: F16, C: F32, D: F32}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for ty := 0; ty < gy; ty++ {
		for tx := 0; tx < gx; tx++ {
			var a, b, c Frag
			for k := 0; k < K; k += 16 {
				if err := la.Load(true, uint64(ty*16*K+k)*2, K, smem(A).read2, &a); err != nil {
					t.Fatal(err)
				}
				if err := lb.Load(false, uint64(tx*16*K+k)*2, K, smem(B).read2, &b); err != nil {
					t.Fatal(err)
				}
				op.Exec(&c, &a, &b, &c)
			}
			if err := op.LD.Store(true, uint64(ty*16*gx*16+tx*16)*4, gx*16, &c, C.write2); err != nil {
				t.Fatal(err)
			}
		}
	}
	bad := 0
	for i := 0; i < len(want); i += 4 {
		g, w := binary.LittleEndian.Uint32(C[i:]), binary.LittleEndian.Uint32(want[i:])
		if g != w {
			if bad < 10 {
				t.Errorf("C[%d] = %v (%#x), H200 %v (%#x)", i/4, math.Float32frombits(g), g, math.Float32frombits(w), w)
			}
			bad++
		}
	}
	if bad != 0 {
		t.Errorf("%d of %d values differ", bad, len(want)/4)
	}
}

// read2/write2 are unaligned-tolerant accessors for element loads.
func (m smem) read2(addr uint64, p []byte) error {
	if addr+uint64(len(p)) > uint64(len(m)) {
		return os.ErrInvalid
	}
	copy(p, m[addr:])
	return nil
}

func (m smem) write2(addr uint64, p []byte) error {
	if addr+uint64(len(p)) > uint64(len(m)) {
		return os.ErrInvalid
	}
	copy(m[addr:], p)
	return nil
}

// TestWMMALayouts builds every wmma fragment form the PTX ISA lists and
// checks the register counts it prescribes, and that load/store round
// trip, and that wmma.mma of small integers gives the exact product.
func TestWMMALayouts(t *testing.T) {
	type form struct {
		shape      Shape
		a, c       Kind
		ra, rb, rc int // registers of A, B, C per the PTX ISA
	}
	forms := []form{
		{Shape{16, 16, 16}, F16, F32, 8, 8, 8}, {Shape{32, 8, 16}, F16, F32, 8, 8, 8}, {Shape{8, 32, 16}, F16, F32, 8, 8, 8},
		{Shape{16, 16, 16}, F16, F16, 8, 8, 4}, {Shape{32, 8, 16}, F16, F16, 8, 8, 4}, {Shape{8, 32, 16}, F16, F16, 8, 8, 4},
		{Shape{16, 16, 16}, BF16, F32, 4, 4, 8}, {Shape{32, 8, 16}, BF16, F32, 8, 2, 8}, {Shape{8, 32, 16}, BF16, F32, 2, 8, 8},
		{Shape{16, 16, 16}, S8, S32, 2, 2, 8}, {Shape{32, 8, 16}, S8, S32, 4, 1, 8}, {Shape{8, 32, 16}, U8, S32, 1, 4, 8},
		{Shape{16, 16, 8}, TF32, F32, 4, 4, 8}, {Shape{8, 8, 4}, F64, F64, 1, 1, 2},
	}
	for _, f := range forms {
		op, err := NewWMMA(Spec{Shape: f.shape, A: f.a, B: f.a, C: f.c, D: f.c}, nil)
		if err != nil {
			t.Errorf("%s %s: %v", f.shape, f.a, err)
			continue
		}
		if op.LA.Regs != f.ra || op.LB.Regs != f.rb || op.LC.Regs != f.rc {
			t.Errorf("%s %s: registers %d/%d/%d, PTX ISA says %d/%d/%d", f.shape, f.a, op.LA.Regs, op.LB.Regs, op.LC.Regs, f.ra, f.rb, f.rc)
		}
		M, N, K := f.shape.M, f.shape.N, f.shape.K
		// Small integers in memory, row-major A (ldm K+8), column-major B.
		amem := make(smem, 8*M*(K+8))
		bmem := make(smem, 8*N*(K+8))
		lo := 3.0
		if f.a == U8 {
			lo = 0 // unsigned elements
		}
		av := func(i, k int) float64 { return float64((i*3+k*5)%7) - lo }
		bv := func(k, j int) float64 { return float64((k*2+j*7)%5) - lo*2/3 }
		put := func(m smem, off int, k Kind, x float64) {
			n := k.Bits() / 8
			var b [8]byte
			binary.LittleEndian.PutUint64(b[:], encode(k, x))
			copy(m[off*n:], b[:n])
		}
		for i := 0; i < M; i++ {
			for k := 0; k < K; k++ {
				put(amem, i*(K+8)+k, f.a, av(i, k))
			}
		}
		for k := 0; k < K; k++ {
			for j := 0; j < N; j++ {
				put(bmem, j*(K+8)+k, f.a, bv(k, j))
			}
		}
		var a, b, c, d Frag
		if err := op.LA.Load(true, 0, K+8, amem.read2, &a); err != nil {
			t.Fatal(err)
		}
		if err := op.LB.Load(false, 0, K+8, bmem.read2, &b); err != nil {
			t.Fatal(err)
		}
		// Round trip of A through store.
		back := make(smem, len(amem))
		if err := op.LA.Store(true, 0, K+8, &a, back.write2); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < M; i++ {
			n := f.a.Bits() / 8
			for k := 0; k < K; k++ {
				o := (i*(K+8) + k) * n
				if string(back[o:o+n]) != string(amem[o:o+n]) {
					t.Fatalf("%s %s: A(%d,%d) did not survive load+store", f.shape, f.a, i, k)
				}
			}
		}
		op.Exec(&d, &a, &b, &c)
		dm := make(smem, 8*M*N)
		if err := op.LD.Store(false, 0, M, &d, dm.write2); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < M; i++ {
			for j := 0; j < N; j++ {
				want := 0.0
				for k := 0; k < K; k++ {
					want += av(i, k) * bv(k, j)
				}
				n := f.c.Bits() / 8
				var raw [8]byte
				copy(raw[:], dm[(j*M+i)*n:(j*M+i)*n+n])
				if got := value(f.c, binary.LittleEndian.Uint64(raw[:])); got != want {
					t.Errorf("%s %s: D(%d,%d) = %v, want %v", f.shape, f.a, i, j, got, want)
				}
			}
		}
	}
	if _, err := WMMALayout(Shape{16, 8, 16}, OpA, F16); err == nil {
		t.Error("wmma m16n8k16 accepted")
	}
}
