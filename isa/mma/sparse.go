package mma

import "fmt"

// Sparse A (mma.sp, wgmma.mma_async.sp): A is an M×K matrix with
// structured sparsity, held compressed as M×K/2 (the fragment or the
// shared-memory layout of the dense form with half the K) and a metadata
// word per thread that says where each kept element sits. A row of A is cut
// into chunks: four elements for 16- and 8-bit kinds (two kept, 2:4), two
// for tf32 (one kept, 1:2; its metadata is written as if the tf32 were two
// 16-bit halves: 0b0100 keeps element 0, 0b1110 element 1), eight for
// 4-bit kinds (two pairs of four kept). Each chunk has a 4-bit metadata
// field: two 2-bit indices (low first) of the kept elements (pairs for
// 4-bit kinds, halves for tf32).
//
// The tensor core multiplies kept element q of a row with row pos(q) of B
// and sums the K/2 products as the dense form of half the K does (one
// block), which is what Compute is given.
//
// Metadata layout: a row needs 4 bits per chunk, 16, 32 or 64 bits; the
// two rows g and g+8 of a thread group (lanes 4g..4g+3) take n = bits/16
// threads, starting at lane 4g + n*selector. For 16- and 32-bit kinds
// thread j of them holds chunks 4j..4j+3 of row g in bits 0..15 and of row
// g+8 in bits 16..31; for 8- and 4-bit kinds each thread holds eight chunks
// of one row, rows g and g+8 alternating: thread 2m+h holds chunks
// 8m..8m+7 of row g+8h. wgmma.mma_async.sp uses the same arrangement within
// each warp's 16 rows. Measured on the H200: wgmma_sp_f16/bf16/tf32/rega
// (every output, including metadata outside the ISA's valid values: both
// kept products are taken, whatever their indices) and wgmma_sp_int,
// fp8, rega8 for the 8-bit rule (the 16-bit rule gets every 8-bit output
// wrong).

// sparseGeom is what a sparse form's metadata describes.
type sparseGeom struct {
	kind      Kind
	k         int // dense K
	chunk     int // elements per chunk
	unit      int // elements per kept unit (2 for 4-bit kinds, else 1)
	perChunk  int // kept units per chunk (1 for tf32, else 2)
	chunks    int // chunks per row
	threads   int // metadata threads per thread group
	selectors int // valid selector values
}

func newSparseGeom(a Kind, k int) (sparseGeom, error) {
	g := sparseGeom{kind: a, k: k, chunk: 4, unit: 1, perChunk: 2}
	switch a {
	case F16, BF16, S8, U8, E4M3, E5M2:
	case TF32:
		g.chunk, g.perChunk = 2, 1
	case S4, U4:
		g.chunk, g.unit = 8, 2
	default:
		return g, fmt.Errorf("mma: no sparse form with .%s A", a)
	}
	g.chunks = k / g.chunk
	bitsPerRow := 4 * g.chunks
	g.threads = bitsPerRow / 16
	if g.threads < 1 || g.threads > 4 || bitsPerRow%16 != 0 {
		return g, fmt.Errorf("mma: no sparse form with K = %d for .%s", k, a)
	}
	g.selectors = 4 / g.threads
	return g, nil
}

// nibble is the metadata field of chunk c of row i (0..15 of the warp's
// rows) from the warp's metadata words.
func (g *sparseGeom) nibble(meta *[32]uint32, sel, i, c int) uint32 {
	grp, hi := i&7, i>>3
	lane, shift := 4*grp+g.threads*sel+c/4, 16*hi+4*(c%4)
	if g.kind.Bits() <= 8 {
		lane, shift = 4*grp+g.threads*sel+2*(c/8)+hi, 4*(c%8)
	}
	return meta[lane] >> uint(shift) & 0xf
}

// pos is the dense K index of kept element q (0..K/2-1) of row i.
func (g *sparseGeom) pos(meta *[32]uint32, sel, i, q int) int {
	u := q / g.unit // kept unit
	c := u / g.perChunk
	n := g.nibble(meta, sel, i, c)
	idx := int(n >> (2 * uint(u%g.perChunk)) & 3)
	switch {
	case g.kind == TF32:
		return c*2 + idx>>1
	case g.unit == 2:
		return c*8 + 2*idx + q%2
	}
	return c*4 + idx
}

// sparseB is the B fragment of a sparse form: the dense formula of its
// kind carried on to the sparse K.
func sparseB(k Kind, K int) (*FragLayout, error) {
	var f place
	switch k {
	case F16, BF16:
		f = b16
	case TF32:
		f = b32
	case S8, U8, E4M3, E5M2:
		f = b8
	case S4, U4:
		f = b4
	default:
		return nil, fmt.Errorf("mma: no sparse form with .%s B", k)
	}
	return newLayout(K, 8, k, regsFor(k, K*8/32), f)
}

// SparseOp is a decoded mma.sp (or mma.sp::ordered_metadata) form.
type SparseOp struct {
	Op
	Sel int
	geo sparseGeom
	// fp8 on sm_90 is emulated by ptxas (cuobjdump -sass of
	// testdata/hopper/ptx/mma_sp_ordered.ptx, ptxas 13): the fragments
	// widened to f16 and two HMMA.SP.16832 chained from zero, the first
	// on the low f16x2 half of each A register (chunks 2t: the even
	// chunks), the second on the high half (odd chunks), then FADD of C.
	fp8Emulated bool
}

// NewSparseOp decodes mma.sp.sync.aligned.m16n8kK.row.col with sparsity
// selector sel. model nil means H200.
func NewSparseOp(s Spec, sel int, model *Model) (*SparseOp, error) {
	if err := checkKinds(s, false); err != nil {
		return nil, err
	}
	ok := s.Shape.M == 16 && s.Shape.N == 8
	switch s.A {
	case F16, BF16:
		ok = ok && (s.Shape.K == 16 || s.Shape.K == 32)
	case TF32:
		ok = ok && (s.Shape.K == 8 || s.Shape.K == 16)
	case S8, U8:
		ok = ok && (s.Shape.K == 32 || s.Shape.K == 64)
	case E4M3, E5M2:
		ok = ok && s.Shape.K == 64
	case S4, U4:
		ok = ok && (s.Shape.K == 64 || s.Shape.K == 128)
	default:
		ok = false
	}
	if !ok {
		return nil, fmt.Errorf("mma: no sparse form mma.sp.%s with .%s A", s.Shape, s.A)
	}
	geo, err := newSparseGeom(s.A, s.Shape.K)
	if err != nil {
		return nil, err
	}
	if sel < 0 || sel >= geo.selectors {
		return nil, fmt.Errorf("mma: sparsity selector %d out of range 0..%d for mma.sp.%s.%s", sel, geo.selectors-1, s.Shape, s.A)
	}
	if model == nil {
		model = &H200
	}
	op := &SparseOp{Op: Op{Spec: s, model: model}, Sel: sel, geo: geo, fp8Emulated: s.A == E4M3 || s.A == E5M2}
	if op.LA, err = Layout(Shape{16, 8, s.Shape.K / 2}, OpA, s.A); err != nil {
		return nil, err
	}
	if op.LB, err = sparseB(s.B, s.Shape.K); err != nil {
		return nil, err
	}
	if op.LC, err = Layout(s.Shape, OpC, s.C); err != nil {
		return nil, err
	}
	if op.LD, err = Layout(s.Shape, OpC, s.D); err != nil {
		return nil, err
	}
	return op, nil
}

// Exec computes d = sparse(a)·b + c for the warp; meta is each lane's
// metadata word.
func (op *SparseOp) Exec(d, a, b, c *Frag, meta *[32]uint32) {
	var am, bm, cm [maxElems]uint64
	op.LA.Gather(a, am[:])
	op.LB.Gather(b, bm[:])
	op.LC.Gather(c, cm[:])
	sparseCompute(&op.Op, &op.geo, op.Sel, meta, 0, am[:], bm[:], cm[:], op.fp8Emulated)
	op.LD.Scatter(cm[:], d)
}

// sparseCompute is Compute for a sparse A: a is M×K/2 compressed, b K×N,
// c M×N (overwritten with D). Row i of a takes its metadata from row
// (i - row0) % 16 of the warp's arrangement.
func sparseCompute(op *Op, g *sparseGeom, sel int, meta *[32]uint32, row0 int, a, b, c []uint64, fp8Emulated bool) {
	M, N, K := op.Shape.M, op.Shape.N, op.Shape.K
	h := K / 2
	var col, perm [MaxKBits]uint64
	var at [MaxKBits]int
	var src [MaxKBits]int // kept element of each product slot
	for q := 0; q < h; q++ {
		src[q] = q
	}
	if fp8Emulated {
		// Even chunks (two kept elements each) first, then odd ones: the
		// dense emulation's order over the kept elements.
		fp8Order(h, src[:h])
	}
	em := *op.model
	em.Block = h / 2
	for i := 0; i < M; i++ {
		for s := 0; s < h; s++ {
			at[s] = g.pos(meta, sel, (i-row0)&15, src[s])
		}
		row := a[i*h : i*h+h]
		if fp8Emulated {
			for s := 0; s < h; s++ {
				perm[s] = row[src[s]]
			}
			row = perm[:h]
		}
		for j := 0; j < N; j++ {
			for q := 0; q < h; q++ {
				col[q] = b[at[q]*N+j]
			}
			e := i*N + j
			switch {
			case op.A == S8 || op.A == U8 || op.A == S4 || op.A == U4:
				c[e] = dotInt(op.A, op.B, row, col[:h], c[e], op.Satfinite)
			case fp8Emulated:
				c[e] = em.fp8Chain(op.A, op.B, op.D, row, col[:h], c[e])
			default:
				c[e] = op.model.dotFloat(op.A, op.B, op.C, op.D, row, col[:h], c[e])
			}
		}
	}
}
