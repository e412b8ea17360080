package sm

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/mma"
)

// Tensor-core instructions: registers are copied into mma.Frags, package
// mma computes, and the destination fragment is copied back. These are
// .sync.aligned warp-wide instructions: every lane's registers take part
// (the PTX ISA makes it undefined for only some lanes to execute them).
// Memory forms go through warp.memory, so bounds, alignment and state
// spaces (including distributed shared memory) are checked as for ld/st;
// wmma.load/store take one address and stride for the warp, which the PTX
// ISA requires to be the same in every lane: a lane that passes another is
// a fault (uniformOperands).

// tensorScratch is a launch's reusable fragment storage (one per run: the
// functional engine executes one warp at a time).
type tensorScratch struct {
	d, a, b, c  mma.Frag
	addrs       [32]uint64
	w           *warp
	in          *isa.Inst
	pc          int32
	lane        int
	read, write mma.Mem
	acc         [][32]uint64 // wgmma accumulators
	meta        [32]uint32   // mma.sp / wgmma.mma_async.sp metadata words
	wg          mma.WgmmaScratch
}

var errTensorFault = errors.New("fault recorded")

func (s *tensorScratch) readMem(addr uint64, p []byte) error {
	b := s.w.memory(s.in, s.pc, s.in.Space, addr, len(p), s.lane)
	if b == nil {
		return errTensorFault
	}
	copy(p, b)
	return nil
}

func (s *tensorScratch) writeMem(addr uint64, p []byte) error {
	b := s.w.memory(s.in, s.pc, s.in.Space, addr, len(p), s.lane)
	if b == nil {
		return errTensorFault
	}
	copy(b, p)
	return nil
}

func (w *warp) gatherFrag(f *mma.Frag, slots []int32) {
	rb := w.regBase
	for i, s := range slots {
		r := w.regs[(rb+int(s))*32:]
		for l := 0; l < 32; l++ {
			f[l][i] = r[l]
		}
	}
}

func (w *warp) scatterFrag(f *mma.Frag, slots []int32, em uint32) {
	rb := w.regBase
	for i, s := range slots {
		r := w.regs[(rb+int(s))*32:]
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			r[l] = f[l][i]
		}
	}
}

func (w *warp) tensor(in *isa.Inst, pc int32, em uint32) {
	r := w.r
	s := w.k.tensor
	if s == nil {
		s = &tensorScratch{}
		s.read, s.write = s.readMem, s.writeMem
		w.k.tensor = s
	}
	t := r.prog.Tensor[in.Aux]
	s.w, s.in, s.pc, s.lane = w, in, pc, bits.TrailingZeros32(em)
	rb := w.regBase * 32
	switch isa.TensorKind(in.Sub) {
	case isa.TensorLoad, isa.TensorStore:
		ldm := t.L.Cols
		if !t.RowMajor {
			ldm = t.L.Rows
		}
		if in.S[0] >= 0 {
			ldm = int(uint32(w.regs[rb+int(in.S[0])*32+s.lane]))
		}
		w.laneAddrs(in, em, &s.addrs)
		base := s.addrs[s.lane]
		if !w.uniformOperands(in, pc, em, &s.addrs) {
			return
		}
		if isa.TensorKind(in.Sub) == isa.TensorLoad {
			if t.L.Load(t.RowMajor, base, ldm, s.read, &s.d) == nil {
				w.scatterFrag(&s.d, t.D, em)
			}
			return
		}
		w.gatherFrag(&s.d, t.D)
		_ = t.L.Store(t.RowMajor, base, ldm, &s.d, s.write)
	case isa.TensorMma:
		w.gatherFrag(&s.a, t.A)
		w.gatherFrag(&s.b, t.B)
		w.gatherFrag(&s.c, t.C)
		if t.Sp != nil {
			w.gatherMeta(&s.meta, t.Meta)
			t.Sp.Exec(&s.d, &s.a, &s.b, &s.c, &s.meta)
		} else {
			t.Op.Exec(&s.d, &s.a, &s.b, &s.c)
		}
		w.scatterFrag(&s.d, t.D, em)
	case isa.TensorLdmatrix, isa.TensorStmatrix:
		w.laneAddrs(in, ^uint32(0), &s.addrs)
		if isa.TensorKind(in.Sub) == isa.TensorLdmatrix {
			if mma.LdMatrix(t.Num, t.Trans, &s.addrs, s.read, &s.d) == nil {
				w.scatterFrag(&s.d, t.D, em)
			}
			return
		}
		w.gatherFrag(&s.d, t.D)
		_ = mma.StMatrix(t.Num, t.Trans, &s.addrs, &s.d, s.write)
	case isa.TensorWgmma:
		w.wgmma(t, s, pc, em)
	case isa.TensorMovmatrix:
		var a, d [32]uint64
		copy(a[:], w.regs[rb+int(t.A[0])*32:rb+int(t.A[0])*32+32])
		mma.MovMatrix(&d, &a)
		dst := w.regs[rb+int(t.D[0])*32:]
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			dst[l] = d[l] & 0xffffffff
		}
	}
}

// gatherMeta reads every lane's sparsity metadata register.
func (w *warp) gatherMeta(m *[32]uint32, slot int32) {
	r := w.regs[w.regBase*32+int(slot)*32:]
	for l := range m {
		m[l] = uint32(r[l])
	}
}

// uniformOperands checks that every active lane gives a wmma.load/store
// the same address and stride: the instruction is one warp-wide access
// (.sync.aligned: every thread executes the same wmma.load with the same
// operands, PTX ISA wmma.load/wmma.store), so a lane that passes another
// would be silently ignored by a model that reads one lane's. It faults at
// the first lane that differs. addrs holds the lanes' addresses (laneAddrs).
func (w *warp) uniformOperands(in *isa.Inst, pc int32, em uint32, addrs *[32]uint64) bool {
	first := bits.TrailingZeros32(em)
	base := addrs[first]
	rb := w.regBase * 32
	for m := em &^ (1 << uint(first)); m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if a := addrs[l]; a != base {
			w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), fmt.Sprintf("%s: lane %d's address 0x%x differs from lane %d's 0x%x; the warp must pass one address", in.Op, l, a, first, base))
			return false
		}
		if in.S[0] >= 0 {
			r := w.regs[rb+int(in.S[0])*32:]
			if uint32(r[l]) != uint32(r[first]) {
				w.faultAt(pc, FaultIllegalInstruction, 0, 1<<uint(l), fmt.Sprintf("%s: lane %d's stride %d differs from lane %d's %d; the warp must pass one stride", in.Op, l, uint32(r[l]), first, uint32(r[first])))
				return false
			}
		}
	}
	return true
}

// wgmma runs this warp's quarter of a wgmma.mma_async (rows 16q..16q+15 of
// the warpgroup's 64, q = warp index in the block mod 4), completing it at
// issue: descriptors and scale-d are read from the first active lane (the
// instruction is .sync.aligned: all lanes pass the same values).
func (w *warp) wgmma(t *isa.TensorOp, s *tensorScratch, pc int32, em uint32) {
	rb := w.regBase * 32
	l0 := bits.TrailingZeros32(em)
	op := t.Wg
	if cap(s.acc) < op.Regs {
		s.acc = make([][32]uint64, op.Regs)
	}
	acc := s.acc[:op.Regs]
	for i, slot := range t.D {
		copy(acc[i][:], w.regs[rb+int(slot)*32:rb+int(slot)*32+32])
	}
	var descA uint64
	if op.RegA {
		w.gatherFrag(&s.a, t.A)
	} else {
		descA = w.regs[rb+int(t.DescA)*32+l0]
	}
	descB := w.regs[rb+int(t.DescB)*32+l0]
	scaleD := t.ScaleDConst
	if t.ScaleD >= 0 {
		scaleD = (w.preds[w.predBase+int(t.ScaleD)]>>uint(l0)&1 != 0) != t.ScaleDNeg
	}
	if op.Sparse {
		w.gatherMeta(&s.meta, t.Meta)
	}
	if err := op.Exec(w.idx%4, w.b.shared, descA, descB, &s.a, &s.meta, acc, scaleD, &s.wg); err != nil {
		w.faultAt(pc, FaultOutOfBounds, 0, em, fmt.Sprintf("wgmma.mma_async: %v (descriptors a=0x%016x b=0x%016x)", err, descA, descB))
		return
	}
	for i, slot := range t.D {
		r := w.regs[rb+int(slot)*32:]
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			r[l] = acc[i][l]
		}
	}
}
