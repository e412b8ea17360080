package sm

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// Bulk and tensor copies (cp.async.bulk*, cp.reduce.async.bulk*),
// st.async/red.async, tensormap.replace, elect.sync, setmaxnreg and
// createpolicy (isa/lower_bulk.go). Copies complete when they are issued:
// the bytes move, the mbarrier at the destination sees its complete_tx at
// once, and bulk groups have nothing left to wait for. Events a timing
// model needs (issue #12): the bytes and the global sectors of each copy,
// the shared-memory destination, and the mbarrier whose phase the copy
// completes.

// bulkLane is the lane's value of slot s.
func (w *warp) slotVal(s int32, l int) uint64 {
	return w.regs[(w.regBase+int(s))*32+l]
}

// clusterMem resolves a shared::cluster (or shared::cta) address to the
// owning block's shared memory and the offset in it; nil after a fault.
func (w *warp) clusterMem(pc int32, addr uint64, n int, l int) ([]byte, uint64) {
	sh := w.b.shared
	if addr > clusterOff {
		if sh, addr = w.clusterShared(pc, addr, n, l); sh == nil {
			return nil, 0
		}
	}
	if addr+uint64(n) > uint64(len(sh)) || addr+uint64(n) < addr {
		w.faultAt(pc, FaultOutOfBounds, addr, 1<<uint(l), fmt.Sprintf("shared access of %d bytes at 0x%x is out of bounds (block has %d bytes of shared memory)", n, addr, len(sh)))
		return nil, 0
	}
	return sh, addr
}

// rankMem is block rank's shared memory in the cluster (the own block for a
// launch without clusters and rank 0); nil after a fault.
func (w *warp) rankMem(pc int32, rank int, l int) []byte {
	cl := w.b.cl
	switch {
	case cl == nil && rank == 0:
		return w.b.shared
	case cl != nil && rank < len(cl.blocks):
		return cl.blocks[rank].shared
	}
	w.faultAt(pc, FaultOutOfBounds, 0, 1<<uint(l), fmt.Sprintf("multicast to block rank %d: no such block in the cluster", rank))
	return nil
}

// mbarTx lowers the transaction count of the mbarrier at offset off of sh
// by n bytes (complete_tx) and completes its phase when nothing is pending.
func (w *warp) mbarTx(pc int32, sh []byte, off uint64, n uint64, l int) bool {
	if off%8 != 0 || off+8 > uint64(len(sh)) {
		w.faultAt(pc, FaultOutOfBounds, off, 1<<uint(l), fmt.Sprintf("mbarrier at shared offset 0x%x is misaligned or out of bounds", off))
		return false
	}
	b := sh[off : off+8]
	s := unpackMbar(le(b))
	w.noteTx(b, s.phase, n, l)
	if over := int32(n) - s.tx; s.pending == 0 && s.tx > 0 && over > 0 {
		// More bytes than the phase still expects (an interleaved map's box
		// is not what the program counted, tma_interleave32): the hardware
		// delivers them in pieces, so the count passes zero, the phase
		// completes, and the rest counts against the next phase.
		s.tx = 0
		s.complete()
		s.tx = -over
	} else {
		s.tx -= int32(n)
		s.complete()
	}
	putLE(b, s.pack())
	return true
}

func (w *warp) bulk(in *isa.Inst, pc int32, em uint32) {
	op := w.r.prog.Bulk[in.Aux]
	switch op.Kind {
	case isa.BulkNop, isa.BulkPrefetch:
		return
	case isa.Elect:
		w.elect(op, em)
		return
	case isa.Setmaxnreg:
		return // the register budget is a scheduling matter; values are untouched
	case isa.Createpolicy:
		d := w.regs[(w.regBase+int(op.Dsts[0]))*32:]
		for m := em; m != 0; m &= m - 1 {
			d[bits.TrailingZeros32(m)] = 0x1000000000000000 // an opaque policy
		}
		return
	}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		var ok bool
		switch op.Kind {
		case isa.BulkCopy, isa.BulkReduce:
			ok = w.bulkCopy(op, pc, l)
		case isa.TmaLoad, isa.TmaStore, isa.TmaReduce, isa.TmaPrefetch:
			ok = w.tma(op, pc, l)
		case isa.StAsync, isa.RedAsync:
			ok = w.stAsync(op, pc, l)
		case isa.TensormapReplace:
			ok = w.tensormapReplace(op, pc, l)
		case isa.TensormapCopy:
			ok = w.tensormapCopy(op, pc, l)
		}
		if !ok {
			return
		}
	}
}

func (w *warp) bulkCopy(op *isa.BulkOp, pc int32, l int) bool {
	dst, src := w.slotVal(op.DstAddr, l), w.slotVal(op.SrcAddr, l)
	n := uint64(uint32(w.slotVal(op.Size, l)))
	name := "cp.async.bulk"
	if op.Kind == isa.BulkReduce {
		name = "cp.reduce.async.bulk"
	}
	if n%16 != 0 || dst%16 != 0 || src%16 != 0 {
		w.faultAt(pc, FaultMisaligned, dst, 1<<uint(l), fmt.Sprintf("%s of %d bytes from 0x%x to 0x%x: size and addresses must be multiples of 16", name, n, src, dst))
		return false
	}
	if n == 0 {
		return true
	}
	// source bytes
	var data []byte
	if op.Src == ptx.SpaceGlobal {
		// The destination is shared memory: a size past a block's shared
		// memory overruns it whatever the address, so it is refused before
		// a buffer is made. The source may span chunks of lazily backed
		// memory, hence a copy rather than a slice.
		if n > uint64(len(w.b.shared)) {
			w.faultAt(pc, FaultOutOfBounds, dst, 1<<uint(l), fmt.Sprintf("%s of %d bytes overruns the %d bytes of a block's shared memory", name, n, len(w.b.shared)))
			return false
		}
		data = make([]byte, n)
		if !w.globalCopy(pc, l, src, data, false) {
			return false
		}
		w.noteTxRead(src, n)
	} else {
		sh, off := w.clusterMem(pc, src, int(n), l)
		if sh == nil {
			return false
		}
		data = sh[off : off+n]
	}
	write := func(d []byte) {
		if op.Kind == isa.BulkCopy {
			copy(d, data)
			return
		}
		reduceBytes(op.Red, op.Type, d, data)
	}
	if op.Dst == ptx.SpaceGlobal {
		// Through a copy: the range may span chunks of lazily backed memory.
		d := data
		if op.Kind != isa.BulkCopy {
			d = make([]byte, n)
			if !w.globalCopy(pc, l, dst, d, false) {
				return false
			}
			write(d)
		}
		if !w.globalCopy(pc, l, dst, d, true) {
			return false
		}
		w.noteTxWrite(dst, n)
		return true
	}
	mbar := w.slotVal(op.Mbar, l)
	if op.Multicast {
		mask := uint16(w.slotVal(op.Mask, l))
		for r := 0; mask != 0; r, mask = r+1, mask>>1 {
			if mask&1 == 0 {
				continue
			}
			sh := w.rankMem(pc, r, l)
			if sh == nil {
				return false
			}
			off := dst & clusterOff
			if off+n > uint64(len(sh)) {
				w.faultAt(pc, FaultOutOfBounds, dst, 1<<uint(l), fmt.Sprintf("%s multicast of %d bytes at shared offset 0x%x overruns block rank %d's %d bytes", name, n, off, r, len(sh)))
				return false
			}
			write(sh[off : off+n])
			if !w.mbarTx(pc, sh, mbar&clusterOff, n, l) {
				return false
			}
		}
		return true
	}
	sh, off := w.clusterMem(pc, dst, int(n), l)
	if sh == nil {
		return false
	}
	write(sh[off : off+n])
	msh, moff := w.clusterMem(pc, mbar, 8, l)
	if msh == nil {
		return false
	}
	return w.mbarTx(pc, msh, moff, n, l)
}

// reduceBytes applies a reduction elementwise: d[i] = d[i] op s[i].
func reduceBytes(op isa.AtomOp, t ptx.Type, d, s []byte) {
	sz := t.Size()
	if sz == 0 {
		return
	}
	for i := 0; i+sz <= len(d); i += sz {
		old, x := le(d[i:i+sz]), le(s[i:i+sz])
		putLE(d[i:i+sz], atomApply(op, t, old, x, 0))
	}
}

// tensorMapAt reads and decodes the tensor map an instruction names.
func (w *warp) tensorMapAt(op *isa.BulkOp, pc int32, l int) *TensorMap {
	a := w.slotVal(op.TMap, l)
	if op.TMapParam {
		a += isa.ParamWindow
	}
	if a%64 != 0 {
		w.faultAt(pc, FaultMisaligned, a, 1<<uint(l), fmt.Sprintf("tensor map at 0x%x is not 64-byte aligned", a))
		return nil
	}
	b := w.memory(&isa.Inst{}, pc, ptx.SpaceGeneric, a, TensorMapBytes, l)
	if b == nil {
		return nil
	}
	t, err := DecodeTensorMap(b)
	if err != nil {
		w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), fmt.Sprintf("bad tensor map at 0x%x: %v", a, err))
		return nil
	}
	if t.Im2col != op.Im2col {
		mode := map[bool]string{true: "im2col", false: "tile"}
		w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), fmt.Sprintf("a .%s copy through a %s tensor map", mode[op.Im2col], mode[t.Im2col]))
		return nil
	}
	if t.Rank != op.Rank {
		w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), fmt.Sprintf("a .%dd copy through a tensor map of rank %d", op.Rank, t.Rank))
		return nil
	}
	return t
}

func (w *warp) tma(op *isa.BulkOp, pc int32, l int) bool {
	t := w.tensorMapAt(op, pc, l)
	if t == nil {
		return false
	}
	if op.Kind == isa.TmaPrefetch {
		return true
	}
	if t.Interleave != 0 && t.Im2col {
		// Tile-mode interleaved boxes of ranks 3-5 were measured
		// (sm/tensormap.go walkInterleaved); interleaved im2col was not.
		w.faultAt(pc, FaultIllegalInstruction, 0, 1<<uint(l), fmt.Sprintf("cp.async.bulk.tensor through an interleaved im2col tensor map of rank %d is not modelled by ptxsim (only tile-mode interleaved copies are)", t.Rank))
		return false
	}
	var coords [5]int64
	for i := 0; i < op.Rank; i++ {
		coords[i] = int64(int32(w.slotVal(op.Coords[i], l)))
	}
	if !t.Im2col && (coords[0]*int64(t.ElemSize()))%16 != 0 {
		// The H200 raises an illegal instruction for every tile-mode copy
		// whose box starts at a dimension-0 byte offset that is not a
		// multiple of 16, loads, stores and reductions alike, in bounds or
		// not (testdata/hopper: tma_*_end, tma_st_3d, tma_red_add,
		// tma_al_*); the ISA leaves it unsaid.
		a := t.Addr + uint64(coords[0]*int64(t.ElemSize()))
		for d := 1; d < t.Rank; d++ {
			a += uint64(coords[d]) * t.Strides[d]
		}
		w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), fmt.Sprintf("cp.async.bulk.tensor box starts at dimension-0 coordinate %d, %d bytes into the row: the hardware needs a multiple of 16 bytes", coords[0], coords[0]*int64(t.ElemSize())))
		return false
	}
	var offs [3]int64
	for i := 0; i < op.NOffsets; i++ {
		offs[i] = int64(uint16(w.slotVal(op.Offsets[i], l)))
	}
	es := t.unitBytes()
	span := t.swizzleSpan()
	nbytes := t.BoxBytes()
	var fill [32]byte
	t.oobValue(fill[:es])
	switch op.Kind {
	case isa.TmaLoad:
		dst := w.slotVal(op.DstAddr, l)
		align := uint64(128)
		if span != 0 {
			align = span * 8 // the swizzle pattern repeats every 8 rows
		}
		if dst%align != 0 {
			w.faultAt(pc, FaultMisaligned, dst, 1<<uint(l), fmt.Sprintf("cp.async.bulk.tensor destination 0x%x is not %d-byte aligned", dst, align))
			return false
		}
		mbar := w.slotVal(op.Mbar, l)
		ranks := []int{-1}
		if op.Multicast {
			ranks = ranks[:0]
			mask := uint16(w.slotVal(op.Mask, l))
			for r := 0; mask != 0; r, mask = r+1, mask>>1 {
				if mask&1 != 0 {
					ranks = append(ranks, r)
				}
			}
		}
		for i, r := range ranks {
			var sh []byte
			off := dst
			if r < 0 {
				if sh, off = w.clusterMem(pc, dst, int(nbytes), l); sh == nil {
					return false
				}
			} else {
				if sh = w.rankMem(pc, r, l); sh == nil {
					return false
				}
				off = dst & clusterOff
			}
			if off+nbytes > uint64(len(sh)) {
				w.faultAt(pc, FaultOutOfBounds, dst, 1<<uint(l), fmt.Sprintf("cp.async.bulk.tensor box of %d bytes at shared offset 0x%x overruns the block's %d bytes", nbytes, off, len(sh)))
				return false
			}
			okAll := true
			t.walk(coords, offs, func(e tmElem) bool {
				s := fill[:es]
				if e.in && !w.unmappedSlice(t, e.addr, es) {
					if s = w.globalAccess(pc, e.addr, es, l, ptx.SpaceGlobal, false); s == nil {
						okAll = false
						return false
					}
					if i == 0 { // a multicast copy reads its source once
						w.noteTxRead(e.addr, uint64(es))
					}
				}
				for k := 0; k < es; k += 16 { // a 32-byte slice is two swizzled chunks
					p := tmSwizzle(off+e.smem+uint64(k), span)
					copy(sh[p:p+uint64(min(es-k, 16))], s[k:])
				}
				return true
			})
			if !okAll {
				return false
			}
			var msh []byte
			moff := mbar
			if r < 0 {
				if msh, moff = w.clusterMem(pc, mbar, 8, l); msh == nil {
					return false
				}
			} else {
				msh, moff = sh, mbar&clusterOff
			}
			if !w.mbarTx(pc, msh, moff, nbytes, l) {
				return false
			}
		}
		return true
	case isa.TmaStore, isa.TmaReduce:
		src := w.slotVal(op.SrcAddr, l)
		sh, off := w.clusterMem(pc, src, int(nbytes), l)
		if sh == nil {
			return false
		}
		rt := tmReduceType(t.DType)
		okAll := true
		t.walk(coords, offs, func(e tmElem) bool {
			if !e.in || w.unmappedSlice(t, e.addr, es) {
				return true
			}
			d := w.globalAccess(pc, e.addr, es, l, ptx.SpaceGlobal, true)
			if d == nil {
				okAll = false
				return false
			}
			w.noteTxWrite(e.addr, uint64(es))
			for k := 0; k < es; k += 16 { // a 32-byte slice is two swizzled chunks
				p := tmSwizzle(off+e.smem+uint64(k), span)
				n := uint64(min(es-k, 16))
				if op.Kind == isa.TmaStore {
					copy(d[k:], sh[p:p+n])
				} else {
					reduceBytes(op.Red, rt, d[k:k+int(n)], sh[p:p+n])
				}
			}
			return true
		})
		return okAll
	}
	return true
}

// unmappedSlice: an interleaved map does not bound dimension 1 (sm/tensormap.go
// walkInterleaved), so a box can run past the tensor into memory that is
// not allocated; the H200 read zeros there (tma_interleave32) rather than
// fault, and ptxsim reads the fill and writes nothing.
func (w *warp) unmappedSlice(t *TensorMap, addr uint64, n int) bool {
	if t.Interleave == 0 {
		return false
	}
	return !w.r.dev.mem.Lookup(addr).Contains(addr, n)
}

// tmReduceType is the PTX type a tensor reduction computes in.
func tmReduceType(dt int) ptx.Type {
	switch dt {
	case TMUint8:
		return ptx.U8
	case TMUint16:
		return ptx.U16
	case TMUint32:
		return ptx.U32
	case TMInt32:
		return ptx.S32
	case TMUint64:
		return ptx.U64
	case TMInt64:
		return ptx.S64
	case TMFloat16:
		return ptx.F16
	case TMBFloat16:
		return ptx.BF16
	case TMFloat64:
		return ptx.F64
	}
	return ptx.F32
}

// stAsync is st.async and red.async to a (usually remote) shared::cluster
// address, completing on the mbarrier of the block that holds it.
func (w *warp) stAsync(op *isa.BulkOp, pc int32, l int) bool {
	a := w.slotVal(op.DstAddr, l)
	sz := op.Type.Size()
	n := sz * op.Vec
	sh, off := w.clusterMem(pc, a, n, l)
	if sh == nil {
		return false
	}
	if off%uint64(n) != 0 {
		w.faultAt(pc, FaultMisaligned, a, 1<<uint(l), fmt.Sprintf("%s of %d bytes at 0x%x is not %d-byte aligned", map[bool]string{true: "st.async", false: "red.async"}[op.Kind == isa.StAsync], n, a, n))
		return false
	}
	for i := 0; i < op.Vec; i++ {
		d := sh[off+uint64(i*sz) : off+uint64((i+1)*sz)]
		v := w.slotVal(op.Vals[i], l)
		if op.Kind == isa.StAsync {
			putLE(d, v)
		} else {
			putLE(d, atomApply(op.Red, op.Type, le(d), v, 0))
		}
	}
	msh, moff := w.clusterMem(pc, w.slotVal(op.Mbar, l), 8, l)
	if msh == nil {
		return false
	}
	return w.mbarTx(pc, msh, moff, uint64(n), l)
}

func (w *warp) tensormapReplace(op *isa.BulkOp, pc int32, l int) bool {
	a := w.slotVal(op.DstAddr, l)
	sp := op.Dst
	if a%64 != 0 {
		w.faultAt(pc, FaultMisaligned, a, 1<<uint(l), fmt.Sprintf("tensormap.replace: tensor map at 0x%x is not 64-byte aligned", a))
		return false
	}
	b := w.memory(&isa.Inst{}, pc, sp, a, TensorMapBytes, l)
	if b == nil {
		return false
	}
	if binary.LittleEndian.Uint32(b) != tmMagic {
		w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), fmt.Sprintf("tensormap.replace: 0x%x does not hold a tensor map made by ptxsim's encoder", a))
		return false
	}
	if err := tmReplace(b, int(op.Field), op.Ord, w.slotVal(op.Value, l)); err != nil {
		w.faultAt(pc, FaultIllegalInstruction, a, 1<<uint(l), err.Error())
		return false
	}
	return true
}

// tensormapCopy is tensormap.cp_fenceproxy: the 128-byte tensor map at a
// shared::cta address is copied to a global address (both 128-byte
// aligned, as the PTX ISA requires).
func (w *warp) tensormapCopy(op *isa.BulkOp, pc int32, l int) bool {
	dst, src := w.slotVal(op.DstAddr, l), w.slotVal(op.SrcAddr, l)
	if dst%128 != 0 || src%128 != 0 {
		w.faultAt(pc, FaultMisaligned, dst, 1<<uint(l), fmt.Sprintf("tensormap.cp_fenceproxy: from 0x%x to 0x%x: both addresses must be 128-byte aligned", src, dst))
		return false
	}
	s := w.memory(&isa.Inst{}, pc, op.Src, src, TensorMapBytes, l)
	if s == nil {
		return false
	}
	d := w.memory(&isa.Inst{}, pc, op.Dst, dst, TensorMapBytes, l)
	if d == nil {
		return false
	}
	copy(d, s)
	return true
}

// elect picks the lowest active lane of each member mask group.
func (w *warp) elect(op *isa.BulkOp, em uint32) {
	rb := w.regBase * 32
	mm := w.regs[rb+int(op.Mask)*32:]
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		g := uint32(mm[l]) & em
		leader := bits.TrailingZeros32(g)
		if op.Dsts[0] >= 0 {
			w.regs[rb+int(op.Dsts[0])*32+l] = uint64(leader)
		}
		if op.Dsts[1] >= 0 {
			p := &w.preds[w.predBase+int(op.Dsts[1])]
			if l == leader {
				*p |= 1 << uint(l)
			} else {
				*p &^= 1 << uint(l)
			}
		}
	}
}
