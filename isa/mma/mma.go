package mma

import "fmt"

// Spec names one matrix multiply-accumulate form: the shape, the element
// kinds of A, B, C and D (PTX's .atype .btype .ctype .dtype) and, for
// integer forms, .satfinite.
type Spec struct {
	Shape     Shape `json:"shape"`
	A         Kind  `json:"a"`
	B         Kind  `json:"b"`
	C         Kind  `json:"c"`
	D         Kind  `json:"d"`
	Satfinite bool  `json:"satfinite,omitempty"` // clamp integer results to int32
	XorPopc   bool  `json:"xor_popc,omitempty"`  // b1: popc of a XOR b (else a AND b)
}

func (s Spec) String() string {
	sat := ""
	if s.Satfinite {
		sat = ".satfinite"
	}
	return fmt.Sprintf("%s%s.%s.%s.%s.%s", s.Shape, sat, s.D, s.A, s.B, s.C)
}

// Op is a decoded mma (or wmma.mma): built once when an instruction is
// lowered, executed many times. Exec does not allocate.
type Op struct {
	Spec
	LA, LB, LC, LD *FragLayout // fragment layouts of A, B, C and D
	model          *Model
	quad           *quadPair // m8n8k4 .f16: four quad-pair products (quad.go)
	fp8Emulated    bool      // mma.sync fp8: ptxas's f16 emulation (fp8emul.go)
}

// checkKinds accepts the element-kind combinations the PTX ISA allows for
// a tensor-core multiply (the shape is checked by the layouts).
func checkKinds(s Spec, mixF16 bool) error {
	ok := false
	switch s.A {
	case F16:
		// m16n8k8 and m16n8k16 need .ctype == .dtype (ptxas rejects mixing).
		ok = s.B == F16 && (s.C == F16 || s.C == F32) && (s.D == s.C || mixF16 && s.D == F16 || mixF16 && s.D == F32)
	case BF16, TF32:
		ok = s.B == s.A && s.C == F32 && s.D == F32
	case F64:
		ok = s.B == F64 && s.C == F64 && s.D == F64
	case S8, U8:
		ok = (s.B == S8 || s.B == U8) && s.C == S32 && s.D == S32
	case S4, U4:
		ok = (s.B == S4 || s.B == U4) && s.C == S32 && s.D == S32
	case B1:
		ok = s.B == B1 && s.C == S32 && s.D == S32
	case E4M3, E5M2:
		ok = (s.B == E4M3 || s.B == E5M2) && (s.C == F32 || s.C == F16) && s.D == s.C
	}
	if !ok {
		return fmt.Errorf("mma: no tensor-core form .%s.%s.%s.%s", s.D, s.A, s.B, s.C)
	}
	if s.Satfinite && s.D != S32 {
		return fmt.Errorf("mma: .satfinite needs an integer form, not .%s", s.D)
	}
	return nil
}

// NewOp decodes an mma.sync form. model chooses the floating-point
// accumulation behaviour; nil means H200.
func NewOp(s Spec, model *Model) (*Op, error) {
	op, err := newOp(s, model, Layout, false)
	if err == nil && (s.A == E4M3 || s.A == E5M2) {
		op.fp8Emulated = true
	}
	return op, err
}

func newOp(s Spec, model *Model, layout func(Shape, Operand, Kind) (*FragLayout, error), mixF16 bool) (*Op, error) {
	if err := checkKinds(s, mixF16); err != nil {
		return nil, err
	}
	if s.Shape.K > MaxK && s.A != B1 && s.A != S4 && s.A != U4 {
		return nil, fmt.Errorf("mma: K of %s is over %d", s.Shape, MaxK)
	}
	if model == nil {
		model = &H200
	}
	op := &Op{Spec: s, model: model}
	var err error
	if op.LA, err = layout(s.Shape, OpA, s.A); err != nil {
		return nil, err
	}
	if op.LB, err = layout(s.Shape, OpB, s.B); err != nil {
		return nil, err
	}
	if op.LC, err = layout(s.Shape, OpC, s.C); err != nil {
		return nil, err
	}
	if op.LD, err = layout(s.Shape, OpC, s.D); err != nil {
		return nil, err
	}
	return op, nil
}

// maxElems bounds any operand matrix (b1 m16n8k256: A is 16x256).
const maxElems = 4096

// Exec computes d = a·b + c over the warp's fragment registers. d may be
// the same Frag as c (or a, b): all inputs are read before d is written.
// Registers of d beyond the fragment are left alone.
func (op *Op) Exec(d, a, b, c *Frag) {
	if op.quad != nil {
		op.execQuad(d, a, b, c)
		return
	}
	var am, bm, cm [maxElems]uint64
	op.LA.Gather(a, am[:])
	op.LB.Gather(b, bm[:])
	op.LC.Gather(c, cm[:])
	op.Compute(am[:], bm[:], cm[:], cm[:])
	op.LD.Scatter(cm[:], d)
}

// Compute is Exec on row-major matrices of raw element bits: a is M×K, b
// is K×N, c and d are M×N (d may alias c).
func (op *Op) Compute(a, b, c, d []uint64) {
	M, N, K := op.Shape.M, op.Shape.N, op.Shape.K
	var col [MaxKBits]uint64
	for j := 0; j < N; j++ {
		for k := 0; k < K; k++ {
			col[k] = b[k*N+j]
		}
		for i := 0; i < M; i++ {
			row := a[i*K : i*K+K]
			e := i*N + j
			switch op.A {
			case F64:
				d[e] = dotF64(row, col[:K], c[e])
			case S8, U8, S4, U4:
				d[e] = dotInt(op.A, op.B, row, col[:K], c[e], op.Satfinite)
			case B1:
				d[e] = dotB1(row, col[:K], c[e], op.XorPopc)
			default:
				if op.fp8Emulated {
					d[e] = op.dotFP8Emulated(row, col[:K], c[e])
					continue
				}
				d[e] = op.model.dotFloat(op.A, op.B, op.C, op.D, row, col[:K], c[e])
			}
		}
	}
}

// MaxKBits is the longest K of any form (b1: 256).
const MaxKBits = 256
