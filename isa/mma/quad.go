package mma

import "fmt"

// mma.sync.aligned.m8n8k4 with .f16 A and B (Volta's HMMA.884, kept on
// later parts): the warp computes four independent 8×8×4 products, one per
// quad pair (lanes 4q..4q+3 with 16+4q..16+4q+3). Within a pair, lane l
// (hi = l >= 16) holds, per the PTX ISA's figures:
//
//	A .row: row l%4 + 4hi, columns 0..3     A .col: rows 0..3 + 4hi, column l%4
//	B .row: row l%4, columns 0..3 + 4hi     B .col: rows 0..3, column l%4 + 4hi
//	C/D .f16: row l%4 + 4hi, columns 0..7 (four f16x2 registers)
//	C/D .f32: element i at row (l&1) + (i&2) + 4hi, column (i&4) + (l&2) + (i&1)

// quadPair marks an Op as the m8n8k4 .f16 form.
type quadPair struct {
	rowA, rowB bool
}

// NewQuadPairOp decodes mma.sync.aligned.m8n8k4.alayout.blayout.dtype.f16.f16.ctype.
func NewQuadPairOp(s Spec, rowA, rowB bool, model *Model) (*Op, error) {
	if s.Shape != (Shape{8, 8, 4}) || s.A != F16 || s.B != F16 || (s.C != F16 && s.C != F32) || (s.D != F16 && s.D != F32) {
		return nil, fmt.Errorf("mma: no m8n8k4 form .%s.%s.%s.%s", s.D, s.A, s.B, s.C)
	}
	if s.C == F32 && s.D != F32 {
		return nil, fmt.Errorf("mma: m8n8k4 needs .dtype .f32 when .ctype is .f32")
	}
	if model == nil {
		model = &H200M884
	}
	regs := func(k Kind) int {
		if k == F16 {
			return 4
		}
		return 8
	}
	op := &Op{Spec: s, model: model, quad: &quadPair{rowA, rowB},
		LA: &FragLayout{Regs: 2}, LB: &FragLayout{Regs: 2}, LC: &FragLayout{Regs: regs(s.C)}, LD: &FragLayout{Regs: regs(s.D)}}
	return op, nil
}

// quadPos gives the (row, col) of slot i of lane l for operand o.
func (q *quadPair) pos(o Operand, k Kind, l, i int) (int, int) {
	hi := 0
	if l >= 16 {
		hi = 4
	}
	switch o {
	case OpA:
		if q.rowA {
			return l%4 + hi, i
		}
		return i + hi, l % 4
	case OpB:
		if q.rowB {
			return l % 4, i + hi
		}
		return i, l%4 + hi
	}
	if k == F16 {
		return l%4 + hi, i
	}
	return l&1 + i&2 + hi, i&4 + l&2 + i&1
}

func (q *quadPair) get(f *Frag, o Operand, k Kind, pair int, m []uint64, rows, cols int) {
	n := 4
	if o == OpC {
		n = 8
	}
	for _, l := range [8]int{4 * pair, 4*pair + 1, 4*pair + 2, 4*pair + 3, 16 + 4*pair, 17 + 4*pair, 18 + 4*pair, 19 + 4*pair} {
		for i := 0; i < n; i++ {
			r, c := q.pos(o, k, l, i)
			var v uint64
			if k == F16 {
				v = f[l][i/2] >> (16 * uint(i&1)) & 0xffff
			} else {
				v = f[l][i] & 0xffffffff
			}
			m[r*cols+c] = v
		}
	}
}

func (q *quadPair) put(f *Frag, k Kind, pair int, m []uint64) {
	for _, l := range [8]int{4 * pair, 4*pair + 1, 4*pair + 2, 4*pair + 3, 16 + 4*pair, 17 + 4*pair, 18 + 4*pair, 19 + 4*pair} {
		if k == F16 {
			for j := 0; j < 4; j++ {
				r0, c0 := q.pos(OpC, k, l, 2*j)
				r1, c1 := q.pos(OpC, k, l, 2*j+1)
				f[l][j] = m[r0*8+c0]&0xffff | (m[r1*8+c1]&0xffff)<<16
			}
			continue
		}
		for i := 0; i < 8; i++ {
			r, c := q.pos(OpC, k, l, i)
			f[l][i] = m[r*8+c] & 0xffffffff
		}
	}
}

// execQuad runs the four quad-pair products.
func (op *Op) execQuad(d, a, b, c *Frag) {
	var am, bm [32]uint64
	var cm [64]uint64
	var out [4][64]uint64
	for p := 0; p < 4; p++ {
		op.quad.get(a, OpA, F16, p, am[:], 8, 4)
		op.quad.get(b, OpB, F16, p, bm[:], 4, 8)
		op.quad.get(c, OpC, op.C, p, cm[:], 8, 8)
		for e := range cm {
			if op.C == F16 && op.D == F32 {
				cm[e] = f16ToF32Bits(cm[e])
			}
		}
		kC := op.C
		if op.D == F32 {
			kC = F32
		}
		for i := 0; i < 8; i++ {
			for j := 0; j < 8; j++ {
				var col [4]uint64
				for k := 0; k < 4; k++ {
					col[k] = bm[k*8+j]
				}
				if op.D == F32 {
					out[p][i*8+j] = dotFFMA(am[i*4:i*4+4], col[:], cm[i*8+j])
					continue
				}
				out[p][i*8+j] = op.model.dotFloat(F16, F16, kC, op.D, am[i*4:i*4+4], col[:], cm[i*8+j])
			}
		}
	}
	for p := 0; p < 4; p++ {
		op.quad.put(d, op.D, p, out[p][:])
	}
}

// f16ToF32Bits widens an f16 exactly.
func f16ToF32Bits(h uint64) uint64 {
	neg, mant, exp, _, cl := decode(F16, h, false)
	sign := uint64(0)
	if neg {
		sign = 1 << 31
	}
	switch cl {
	case clsNaN:
		return sign | 0x7fc00000 | (h&0x3ff)<<13
	case clsInf:
		return sign | 0x7f800000
	}
	return pack(fmtF32, neg, mant, exp, RoundNearest, true)
}
