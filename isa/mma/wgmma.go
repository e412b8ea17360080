package mma

import "fmt"

// wgmma.mma_async (sm_90a): a warpgroup of four warps computes
// D(64×N) = A(64×K)·B(K×N) + D. Warp q of the group (its warp index in the
// block modulo 4) owns rows 16q..16q+15 of A and D, so each warp's part is
// independent of the others and the engine runs it when that warp issues
// the instruction.
//
// Operands: A comes from shared memory through a matrix descriptor or from
// four registers per thread (the m16 A fragment of mma.sync for the element
// type); B always comes from shared memory through a descriptor; D is N/2
// registers per thread (f32, s32) or N/4 (f16, two per register), laid out
// as the m16n8 accumulator fragment repeated for each 8 columns:
//
//	register i (f32/s32), or half i%2 of register i/2 (f16):
//	row = 16q + g + 8*((i>>1)&1), col = 8*(i>>2) + 2t + (i&1)
//
// with g = lane/4 and t = lane%4.
//
// Matrix descriptors (64 bits): start address (bits 0-13, in 16-byte units),
// leading dimension byte offset LBO (16-29, 16-byte units), stride
// dimension byte offset SBO (32-45), base offset (49-51) and swizzle mode
// (62-63: 0 none, 1 128B, 2 64B, 3 32B). DescAddr says which shared-memory
// byte holds an element; see its comment for the canonical layouts.

// WgmmaSpec names one wgmma.mma_async form.
type WgmmaSpec struct {
	N, K      int
	A, B, D   Kind // element kinds (C is D)
	RegA      bool // A from registers
	TransA    bool // imm-trans-a: A is M-major (16-bit types only)
	TransB    bool // imm-trans-b: B is N-major
	NegA      bool // imm-scale-a = -1
	NegB      bool // imm-scale-b = -1
	Satfinite bool // integer forms: clamp to int32
	Sparse    bool // wgmma.mma_async.sp: A is structured-sparse (sparse.go), K twice the dense K
	Sel       int  // .sp: the sparsity selector
}

// WgmmaOp is a decoded wgmma.mma_async.
type WgmmaOp struct {
	WgmmaSpec
	LA   *FragLayout // RegA: the warp's 16×K A fragment
	Regs int         // accumulator registers per thread
	op   Op          // the arithmetic, on the warp's 16-row slice
	geo  sparseGeom  // .sp: the metadata's geometry
}

// WgmmaK is the K of wgmma for an A element kind (0: no such form).
func WgmmaK(a Kind) int {
	switch a {
	case F16, BF16:
		return 16
	case TF32:
		return 8
	case E4M3, E5M2, S8, U8:
		return 32
	case B1:
		return 256
	}
	return 0
}

// NewWgmma checks a form against the PTX ISA's table and decodes it. model
// nil means H200.
func NewWgmma(s WgmmaSpec, model *Model) (*WgmmaOp, error) {
	if model == nil {
		model = &H200
		if s.A == E4M3 || s.A == E5M2 {
			model = &H200FP8
		}
	}
	k := WgmmaK(s.A)
	if s.Sparse {
		k *= 2
		if s.A == B1 {
			k = 0
		}
	}
	if k == 0 || s.K != k {
		return nil, fmt.Errorf("wgmma: no form .m64n%dk%d with .%s A%s", s.N, s.K, s.A, map[bool]string{true: " (sparse)"}[s.Sparse])
	}
	intForm := s.A == S8 || s.A == U8 || s.A == B1
	okN := s.N >= 8 && s.N <= 256 && s.N%8 == 0
	if intForm && s.N > 32 && s.N%16 != 0 {
		okN = false
	}
	if !okN {
		return nil, fmt.Errorf("wgmma: N = %d is not a valid shape for .%s (8..256 in steps of 8%s)", s.N, s.A, map[bool]string{true: ", 16 above 32"}[intForm])
	}
	ok := false
	switch s.A {
	case F16:
		ok = s.B == F16 && (s.D == F16 || s.D == F32)
	case BF16, TF32:
		ok = s.B == s.A && s.D == F32
	case E4M3, E5M2:
		ok = (s.B == E4M3 || s.B == E5M2) && (s.D == F16 || s.D == F32)
	case S8, U8:
		ok = (s.B == S8 || s.B == U8) && s.D == S32
	case B1:
		ok = s.B == B1 && s.D == S32
	}
	if !ok {
		return nil, fmt.Errorf("wgmma: no form .%s.%s.%s", s.D, s.A, s.B)
	}
	if (s.TransA || s.TransB) && s.A != F16 && s.A != BF16 {
		return nil, fmt.Errorf("wgmma: transposed operands need .f16 or .bf16, not .%s", s.A)
	}
	if s.Satfinite && s.D != S32 {
		return nil, fmt.Errorf("wgmma: .satfinite needs an integer form")
	}
	w := &WgmmaOp{WgmmaSpec: s}
	w.Regs = s.N / 2
	if s.D == F16 {
		w.Regs = s.N / 4
	}
	w.op = Op{Spec: Spec{Shape: Shape{16, s.N, s.K}, A: s.A, B: s.B, C: s.D, D: s.D, Satfinite: s.Satfinite}, model: model}
	ka := s.K
	if s.Sparse {
		ka = s.K / 2
		g, err := newSparseGeom(s.A, s.K)
		if err != nil {
			return nil, err
		}
		if s.Sel < 0 || s.Sel >= g.selectors {
			return nil, fmt.Errorf("wgmma: sparsity selector %d out of range 0..%d for .%s", s.Sel, g.selectors-1, s.A)
		}
		w.geo = g
	}
	if s.RegA {
		if s.A == B1 {
			return nil, fmt.Errorf("wgmma: .b1 takes A from shared memory only")
		}
		l, err := Layout(Shape{16, 8, ka}, OpA, s.A)
		if err != nil {
			return nil, err
		}
		w.LA = l
	}
	return w, nil
}

// Descriptor fields.
type Desc struct {
	Start, LBO, SBO uint32 // bytes
	BaseOffset      uint32
	Swizzle         uint32 // bytes of the swizzle pattern: 0 (none), 32, 64, 128
}

// DecodeDesc splits a matrix descriptor into its fields.
func DecodeDesc(d uint64) Desc {
	return Desc{
		Start:      uint32(d&0x3fff) << 4,
		LBO:        uint32(d>>16&0x3fff) << 4,
		SBO:        uint32(d>>32&0x3fff) << 4,
		BaseOffset: uint32(d >> 49 & 7),
		Swizzle:    [4]uint32{0, 128, 64, 32}[d>>62],
	}
}

// swizzle applies a swizzle pattern of w bytes to a shared-memory byte
// address: the 16-byte chunk index (bits 4..) is XORed with the 128-byte
// row index (bits 7..) less the descriptor's base offset, modulo w/16 —
// the pattern TMA writes when the tile starts base-offset rows into a
// swizzle atom (measured: testdata/hopper/cases/wgmma_f16_layouts,
// wg_lay_baseoff; adding the offset or ignoring it disagrees with the H200).
func swizzle(a, w, baseOffset uint32) uint32 {
	if w == 0 {
		return a
	}
	n := w/16 - 1
	return a ^ ((a>>7-baseOffset)&n)<<4
}

// DescAddr is the shared-memory byte address of the element at (mn, k) of
// an operand (mn is the row of A or the column of B) and the bit offset in
// that byte (sub-byte kinds), for elements of ebits bits.
//
// K-major (the default): rows of the operand are mn indices. Swizzled
// modes (W = 32, 64, 128 bytes): row mn starts at (mn/8)*SBO + (mn%8)*W
// and holds the instruction's 32 bytes of K contiguously; LBO is unused.
// No swizzle: 8×16-byte core matrices, (mn/8)*SBO + (kbyte/16)*LBO +
// (mn%8)*16 + kbyte%16.
//
// MN-major (transposed, 16-bit kinds): swizzled, each 128-byte-aligned row
// of W bytes holds W/2 consecutive mn for one k: (mn/(W/2))*LBO +
// (k/8)*SBO + (k%8)*W + (mn%(W/2))*2; no swizzle: 8×8 core matrices with
// mn contiguous, (mn/8)*SBO + (k/8)*LBO + (k%8)*16 + (mn%8)*2.
//
// The swizzle is applied to the final address, so a start address inside a
// swizzle atom (the K steps of a 128-byte row) lands where TMA put the data.
func (d Desc) DescAddr(mn, k, ebits int, mnMajor bool) (addr uint32, bit uint32) {
	a := d.Start
	if !mnMajor {
		kb := uint32(k * ebits)
		kbyte, kbit := kb/8, kb%8
		if d.Swizzle != 0 {
			a += uint32(mn/8)*d.SBO + uint32(mn%8)*d.Swizzle + kbyte
		} else {
			a += uint32(mn/8)*d.SBO + kbyte/16*d.LBO + uint32(mn%8)*16 + kbyte%16
		}
		return swizzle(a, d.Swizzle, d.BaseOffset), kbit
	}
	eb := uint32(ebits / 8)
	if d.Swizzle != 0 {
		per := int(d.Swizzle / eb)
		a += uint32(mn/per)*d.LBO + uint32(k/8)*d.SBO + uint32(k%8)*d.Swizzle + uint32(mn%per)*eb
	} else {
		per := int(16 / eb)
		a += uint32(mn/per)*d.SBO + uint32(k/8)*d.LBO + uint32(k%8)*16 + uint32(mn%per)*eb
	}
	return swizzle(a, d.Swizzle, d.BaseOffset), 0
}

// WgmmaScratch is reusable matrix storage for Exec.
type WgmmaScratch struct {
	a, b, c []uint64
}

func grow(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	return s[:n]
}

// readElem reads one element from shared memory.
func readElem(smem []byte, addr, bit uint32, ebits int) (uint64, error) {
	n := uint32(max(ebits/8, 1))
	if uint64(addr)+uint64(n) > uint64(len(smem)) {
		return 0, fmt.Errorf("wgmma: descriptor addresses shared byte 0x%x, outside the block's %d bytes of shared memory", addr, len(smem))
	}
	var v uint64
	for i := uint32(0); i < n; i++ {
		v |= uint64(smem[addr+i]) << (8 * i)
	}
	if ebits < 8 {
		v = v >> bit & (1<<uint(ebits) - 1)
	}
	return v, nil
}

// negate flips the sign of a floating-point element (imm-scale = -1).
func negate(k Kind, v uint64) uint64 {
	switch k {
	case F16, BF16:
		return v ^ 0x8000
	case TF32, F32:
		return v ^ 0x80000000
	case E4M3, E5M2:
		return v ^ 0x80
	}
	return v
}

// AccPos is the (row within the warp's 16, column) of accumulator element
// i of a lane (element i is register i, or half i%2 of register i/2 for an
// f16 accumulator).
func AccPos(lane, i int) (row, col int) {
	g, t := lane>>2, lane&3
	return g + 8*(i>>1&1), 8*(i>>2) + 2*t + i&1
}

// Exec runs warp q's part (q = warp index in the warpgroup). smem is the
// block's shared memory; descA is unused with RegA (a holds the warp's A
// registers); acc[r][lane] is accumulator register r, read as C (unless
// scaleD is false: C = 0) and written with D.
func (w *WgmmaOp) Exec(q int, smem []byte, descA, descB uint64, a *Frag, meta *[32]uint32, acc [][32]uint64, scaleD bool, sc *WgmmaScratch) error {
	N, K := w.N, w.K
	KA := K // columns of A as stored (compressed: K/2)
	if w.Sparse {
		KA = K / 2
	}
	sc.a = grow(sc.a, 16*KA)
	sc.b = grow(sc.b, K*N)
	sc.c = grow(sc.c, 16*N)
	abits, bbits := w.A.Bits(), w.B.Bits()
	if w.RegA {
		w.LA.Gather(a, sc.a)
	} else {
		da := DecodeDesc(descA)
		for r := 0; r < 16; r++ {
			for k := 0; k < KA; k++ {
				ad, bit := da.DescAddr(16*q+r, k, abits, w.TransA)
				v, err := readElem(smem, ad, bit, abits)
				if err != nil {
					return fmt.Errorf("A: %w", err)
				}
				sc.a[r*KA+k] = v
			}
		}
	}
	if w.NegA {
		for i := range sc.a {
			sc.a[i] = negate(w.A, sc.a[i])
		}
	}
	db := DecodeDesc(descB)
	for n := 0; n < N; n++ {
		for k := 0; k < K; k++ {
			ad, bit := db.DescAddr(n, k, bbits, w.TransB)
			v, err := readElem(smem, ad, bit, bbits)
			if err != nil {
				return fmt.Errorf("B: %w", err)
			}
			if w.NegB {
				v = negate(w.B, v)
			}
			sc.b[k*N+n] = v
		}
	}
	f16 := w.D == F16
	elems := N / 2 // accumulator elements per lane
	for lane := 0; lane < 32; lane++ {
		for i := 0; i < elems; i++ {
			r, c := AccPos(lane, i)
			var v uint64
			if scaleD {
				if f16 {
					v = acc[i/2][lane] >> (16 * uint(i&1)) & 0xffff
				} else {
					v = acc[i][lane] & 0xffffffff
				}
			}
			sc.c[r*N+c] = v
		}
	}
	if w.Sparse {
		sparseCompute(&w.op, &w.geo, w.Sel, meta, 0, sc.a, sc.b, sc.c, false)
	} else {
		w.op.Compute(sc.a, sc.b, sc.c, sc.c)
	}
	for lane := 0; lane < 32; lane++ {
		if f16 {
			for j := 0; j < w.Regs; j++ {
				r0, c0 := AccPos(lane, 2*j)
				r1, c1 := AccPos(lane, 2*j+1)
				acc[j][lane] = sc.c[r0*N+c0]&0xffff | (sc.c[r1*N+c1]&0xffff)<<16
			}
			continue
		}
		for i := 0; i < elems; i++ {
			r, c := AccPos(lane, i)
			acc[i][lane] = sc.c[r*N+c] & 0xffffffff
		}
	}
	return nil
}
