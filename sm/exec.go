package sm

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"sync/atomic"
	"unsafe"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// exec runs up to budget warp-instructions, stopping early when the warp
// blocks at a barrier, finishes or faults.
func (w *warp) exec(budget int) {
	r := w.r
	k := w.k
	code := r.code
	k.cur = w
	if why := r.stop.Load(); why != 0 {
		w.stopped(why)
		return
	}
	for n := 0; n < budget; {
		if w.blocked || w.done || k.fault != nil {
			return
		}
		top := &w.stack[len(w.stack)-1]
		mask := top.mask &^ w.exited
		if mask == 0 || top.pc == top.rpc && int(top.depth) == len(w.calls) {
			w.stack = w.stack[:len(w.stack)-1]
			if len(w.stack) == 0 {
				w.finish()
				return
			}
			continue
		}
		if n+1 < budget {
			// Straight-line code first (fastRun), then one instruction
			// of any kind below.
			if n += w.fastRun(top, mask, budget-n-1); n >= budget || k.fault != nil {
				return
			}
			if top.pc == top.rpc && int(top.depth) == len(w.calls) {
				continue
			}
		}
		n++
		pc := top.pc
		in := &code[pc]
		em := mask
		if in.Guard >= 0 {
			g := w.preds[w.predBase+int(in.Guard)]
			if in.GuardNeg {
				g = ^g
			}
			em &= g
		}
		k.warpInstr++
		k.threadInstr += uint64(bits.OnesCount32(mask))
		if k.warpInstr > k.limitAt {
			k.warpInstr--
			k.threadInstr -= uint64(bits.OnesCount32(mask))
			w.faultAt(pc, FaultStepLimit, 0, mask, r.stepLimitMsg())
			return
		}
		switch in.Kind {
		case isa.KALU:
			if em != 0 {
				in.Fn(in, w.regs[w.regBase*32:], w.preds[w.predBase:], em)
			}
			top.pc++
		case isa.KLd:
			if em != 0 {
				w.load(in, pc, em)
			}
			top.pc++
		case isa.KSt:
			if em != 0 {
				w.store(in, pc, em)
			}
			top.pc++
		case isa.KBra:
			w.branch(in, pc, mask, em)
		case isa.KNop:
			top.pc++
			if in.Op == ptx.OpNanosleep && em != 0 {
				w.nanosleep(in, em)
				w.yieldPath()
				return // the warp yields its turn (sleep.go)
			}
		case isa.KSpecial:
			if em != 0 {
				w.special(in, em)
			}
			top.pc++
		case isa.KAddr:
			if em != 0 {
				a := w.addrConst(in)
				d := w.regs[(w.regBase+int(in.D[0]))*32:]
				for m := em; m != 0; m &= m - 1 {
					d[bits.TrailingZeros32(m)] = a
				}
			}
			top.pc++
		case isa.KAtom:
			if em != 0 {
				w.atom(in, pc, em)
			}
			top.pc++
		case isa.KExit:
			top.pc++
			if em != 0 {
				w.exitLanes(em)
			}
		case isa.KTrap:
			if em != 0 {
				if in.Op == ptx.OpBrkpt {
					w.faultAt(pc, FaultBreakpoint, 0, em, "brkpt executed with no debugger attached (the H200 fails the launch: CUDA_ERROR_LAUNCH_FAILED)")
				} else {
					w.faultAt(pc, FaultTrap, 0, em, "trap instruction executed")
				}
				return
			}
			top.pc++
		case isa.KCall:
			if em != mask {
				if em == 0 {
					top.pc++
					continue
				}
				// A predicated call by some lanes: run it for them as a
				// divergent region that reconverges right after the call.
				top.pc = pc + 1
				d := int32(len(w.calls))
				w.stack = append(w.stack, entry{pc: pc + 1, rpc: pc + 1, mask: mask &^ em, depth: d}, entry{pc: pc, rpc: pc + 1, mask: em, depth: d})
				// The re-executed call sees em == mask for the new top.
				continue
			}
			w.call(in, pc, em)
		case isa.KRet:
			w.ret(pc, mask)
		case isa.KBar:
			top.pc++
			if em != 0 {
				w.bar(in, pc, em)
			}
		case isa.KBarWarp, isa.KCvtaConst:
			top.pc++
		case isa.KShfl:
			if em != 0 {
				w.shfl(in, em)
			}
			top.pc++
		case isa.KVote:
			if em != 0 {
				w.vote(in, em)
			}
			top.pc++
		case isa.KMatch:
			if em != 0 {
				w.match(in, em)
			}
			top.pc++
		case isa.KRedux:
			if em != 0 {
				w.redux(in, em)
			}
			top.pc++
		case isa.KActivemask:
			if em != 0 {
				d := w.regs[(w.regBase+int(in.D[0]))*32:]
				for m := em; m != 0; m &= m - 1 {
					d[bits.TrailingZeros32(m)] = uint64(mask)
				}
			}
			top.pc++
		case isa.KIsspacep:
			if em != 0 {
				w.isspacep(in, em)
			}
			top.pc++
		case isa.KBrx:
			w.brx(in, pc, mask, em)
		case isa.KAsync:
			top.pc++
			if em != 0 {
				w.asyncOp(in, pc, em)
			}
		case isa.KMbar:
			top.pc++
			if em != 0 {
				w.mbar(in, pc, em)
			}
		case isa.KCluster:
			top.pc++
			if em != 0 {
				w.clusterOp(in, pc, em)
			}
		case isa.KTensor:
			top.pc++
			if em != 0 {
				w.tensor(in, pc, em)
			}
		case isa.KStack:
			top.pc++
			if em != 0 {
				w.stackOp(in, pc, em)
			}
		case isa.KTexture:
			top.pc++
			if em != 0 {
				w.texture(in, pc, em)
			}
		case isa.KBulk:
			top.pc++
			if em != 0 {
				w.bulk(in, pc, em)
			}
		default:
			w.faultAt(pc, FaultIllegalInstruction, 0, em, fmt.Sprintf("%s cannot be executed", in.Op))
			return
		}
	}
}

// fastRun executes the instructions from top.pc that need nothing but
// the active lanes mask (ALU instructions, loads, stores, shuffles,
// uniform branches), at most budget of them, stopping before any other kind, a
// divergent branch or the reconvergence point; it returns how many it
// executed and leaves top.pc at the next one. Its loop keeps the mask,
// register windows and counters in locals: the bookkeeping exec does per
// instruction is done once per run (the counts and the step limit are the
// same as exec's).
func (w *warp) fastRun(top *entry, mask uint32, budget int) int {
	k := w.k
	if left := k.limitAt - k.warpInstr; left < uint64(budget) {
		budget = int(left) // the instruction past the limit faults in exec
	}
	code := w.r.code
	regs, preds := w.regs[w.regBase*32:], w.preds[w.predBase:]
	rpc := top.rpc
	if int(top.depth) != len(w.calls) {
		rpc = -1 // the reconvergence point is in a caller's frame
	}
	pc := top.pc
	n := 0
loop:
	for n < budget && pc != rpc {
		in := &code[pc]
		em := mask
		if in.Guard >= 0 {
			g := preds[in.Guard]
			if in.GuardNeg {
				g = ^g
			}
			em &= g
		}
		switch in.Kind {
		case isa.KALU:
			if em != 0 {
				in.Fn(in, regs, preds, em)
			}
			pc++
		case isa.KLd:
			if em != 0 {
				w.load(in, pc, em)
				if k.fault != nil {
					n++
					break loop
				}
			}
			pc++
		case isa.KSt:
			if em != 0 {
				w.store(in, pc, em)
				if k.fault != nil {
					n++
					break loop
				}
			}
			pc++
		case isa.KBra:
			switch em {
			case mask:
				pc = in.Target
			case 0:
				pc++
			default:
				break loop // divergent: exec splits the warp
			}
		case isa.KShfl:
			if em != 0 {
				w.shfl(in, em)
			}
			pc++
		default:
			break loop
		}
		n++
	}
	top.pc = pc
	k.warpInstr += uint64(n)
	k.threadInstr += uint64(n) * uint64(bits.OnesCount32(mask))
	return n
}

func (w *warp) finish() {
	w.done = true
	if w.async != nil {
		w.async.land(^uint32(0), -1) // copies in flight still complete
	}
	w.b.done++
}

func (w *warp) exitLanes(em uint32) {
	em &^= w.exited
	w.exited |= em
	w.b.threadsExited(bits.OnesCount32(em))
	if w.b.cl != nil {
		w.clusterExit(em)
	}
}

// branch handles bra (and ret inside functions, a bra to the function's
// end): uniform branches move the pc, divergent ones split the stack entry.
func (w *warp) branch(in *isa.Inst, pc int32, mask, taken uint32) {
	top := &w.stack[len(w.stack)-1]
	switch taken {
	case mask:
		top.pc = in.Target
		return
	case 0:
		top.pc = pc + 1
		return
	}
	rpc := in.IPDom
	top.pc = rpc
	d := int32(len(w.calls))
	w.stack = append(w.stack,
		entry{pc: pc + 1, rpc: rpc, mask: mask &^ taken, depth: d},
		entry{pc: in.Target, rpc: rpc, mask: taken, depth: d})
}

func (w *warp) brx(in *isa.Inst, pc int32, mask, em uint32) {
	top := &w.stack[len(w.stack)-1]
	if em == 0 {
		top.pc = pc + 1
		return
	}
	tbl := w.r.prog.Tables[in.Aux]
	idx := w.regs[(w.regBase+int(in.S[0]))*32:]
	// Group lanes by target.
	var tmask [64]uint32
	var tpc [64]int32
	nt := 0
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		i := uint32(idx[l])
		if int(i) >= len(tbl) {
			w.faultAt(pc, FaultIllegalInstruction, 0, 1<<uint(l), fmt.Sprintf("brx.idx index %d is outside its %d-entry target list", i, len(tbl)))
			return
		}
		t := tbl[i]
		k := 0
		for k < nt && tpc[k] != t {
			k++
		}
		if k == nt {
			if nt == len(tpc) {
				w.faultAt(pc, FaultIllegalInstruction, 0, em, "brx.idx with too many distinct targets")
				return
			}
			tpc[k] = t
			nt++
		}
		tmask[k] |= 1 << uint(l)
	}
	if nt == 1 && em == mask {
		top.pc = tpc[0]
		return
	}
	rpc := in.IPDom
	top.pc = rpc
	if rest := mask &^ em; rest != 0 {
		w.stack = append(w.stack, entry{pc: pc + 1, rpc: rpc, mask: rest, depth: int32(len(w.calls))})
	}
	for k := nt - 1; k >= 0; k-- {
		w.stack = append(w.stack, entry{pc: tpc[k], rpc: rpc, mask: tmask[k], depth: int32(len(w.calls))})
	}
}

// addrConst is the part of a memory operand's address that is the same in
// every lane: the displacement, the symbol's address and the frame base.
func (w *warp) addrConst(in *isa.Inst) uint64 {
	a := uint64(in.Off)
	if in.Sym >= 0 {
		a += w.r.symAddr[in.Sym]
	}
	if in.Flags&isa.FFrame != 0 {
		a += uint64(w.frameBase)
	}
	return a
}

// memFast handles the common scalar 4- and 8-byte loads and stores
// (store) of shared and global memory without the general resolver,
// directly in a window: the block's shared memory, or the chunk of global
// memory this warp touched last (gwin, which may be empty). Global lanes
// outside the window move it to their own chunk when that chunk is
// materialized (a few times per instruction at most). It returns the
// lanes it could not do (misaligned, unallocated, never written, too
// scattered) for the slow path, which also reports faults. A lane's
// offset o is in the window when o <= len-size, which also rejects
// offsets that wrapped around.
func (w *warp) memFast(in *isa.Inst, c uint64, base []uint64, em uint32, store bool) uint32 {
	var mem []byte
	var lo uint64
	switch in.Space {
	case ptx.SpaceShared:
		mem = w.b.shared
	case ptx.SpaceGlobal:
		mem, lo = w.gwin, w.gwinLo
		// The first lane outside the window moves it first (loads that
		// alternate between two arrays would otherwise try every lane
		// against the other array's window).
		if a := c + base[bits.TrailingZeros32(em)&31]; a-lo >= uint64(len(mem)) && w.rewindow(a) {
			mem, lo = w.gwin, w.gwinLo
		}
	default:
		return em
	}
	for k := 0; ; k++ {
		if store {
			em = w.storeWindow(in, c, base, em, mem, lo)
		} else {
			em = w.loadWindow(in, c, base, em, mem, lo)
		}
		if em == 0 || in.Space != ptx.SpaceGlobal || k == maxRewindows || !w.rewindow(c+base[bits.TrailingZeros32(em)]) {
			return em
		}
		mem, lo = w.gwin, w.gwinLo
	}
}

// maxRewindows bounds the window moves of one fast-path access; lanes
// spread over more chunks than that take the slow path.
const maxRewindows = 4

// loadWindow does memFast's loads that fall inside one window.
func (w *warp) loadWindow(in *isa.Inst, c uint64, base []uint64, em uint32, mem []byte, lo uint64) uint32 {
	d := (*[32]uint64)(w.regs[(w.regBase+int(in.D[0]))*32:][:32])
	b := (*[32]uint64)(base[:32])
	off := c - lo
	var rest uint32
	// Offsets as int, tested o >= 0 && o <= len-size, so that the
	// compiler drops the slice bounds checks (an offset past 2^63 is
	// negative and goes to the slow path like any other outside one).
	if in.Size == 4 {
		last := len(mem) - 4
		if em == ^uint32(0) && lo&3 == 0 && last >= 0 && hostLittleEndian {
			// One test per lane: with the window 4-byte aligned, o is
			// in it and aligned exactly when o rotated right by two
			// is at most last/4 (a misaligned or negative o has its
			// high bits set after the rotation). The reads are then
			// in bounds, so they go through a pointer.
			p, lim := unsafe.Pointer(unsafe.SliceData(mem)), uint64(last)>>2
			todo := ^uint32(0)
			if useAVX2Load && lim >= 3 {
				if todo = load32Groups(d, b, off, p, lim); todo == 0 {
					return 0
				}
			}
			for i := 0; i < 32; i += 4 {
				if todo>>i&1 == 0 {
					continue
				}
				if o := off + b[i]; bits.RotateLeft64(o, -2) <= lim {
					d[i] = uint64(*(*uint32)(unsafe.Add(p, o)))
				} else {
					rest |= 1 << i
				}
				if o := off + b[i+1]; bits.RotateLeft64(o, -2) <= lim {
					d[i+1] = uint64(*(*uint32)(unsafe.Add(p, o)))
				} else {
					rest |= 2 << i
				}
				if o := off + b[i+2]; bits.RotateLeft64(o, -2) <= lim {
					d[i+2] = uint64(*(*uint32)(unsafe.Add(p, o)))
				} else {
					rest |= 4 << i
				}
				if o := off + b[i+3]; bits.RotateLeft64(o, -2) <= lim {
					d[i+3] = uint64(*(*uint32)(unsafe.Add(p, o)))
				} else {
					rest |= 8 << i
				}
			}
			return rest
		}
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m) & 31
			if o := int(off + b[l]); o >= 0 && o <= last && (uint64(o)+lo)&3 == 0 {
				d[l] = uint64(binary.LittleEndian.Uint32(mem[o : o+4]))
			} else {
				rest |= 1 << l
			}
		}
		return rest
	}
	last := len(mem) - 8
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m) & 31
		if o := int(off + b[l]); o >= 0 && o <= last && (uint64(o)+lo)&7 == 0 {
			d[l] = binary.LittleEndian.Uint64(mem[o : o+8])
		} else {
			rest |= 1 << l
		}
	}
	return rest
}

// loaded is the little-endian value in b as a load writes it to a
// register: sign-extended when signed, to 32 bits unless wide.
func loaded(b []byte, signed, wide bool) uint64 {
	v := le(b)
	if signed {
		s := uint(64 - 8*len(b))
		v = uint64(int64(v<<s) >> s)
		if !wide {
			v &= 0xffffffff
		}
	}
	return v
}

func (w *warp) load(in *isa.Inst, pc int32, em uint32) {
	c := w.addrConst(in)
	if in.Vec == 1 && in.Base >= 0 && (in.Size == 4 || in.Size == 8) && !in.Type.IsSigned() {
		em = w.memFast(in, c, w.regs[(w.regBase+int(in.Base))*32:], em, false)
		if em == 0 {
			return
		}
	}
	sz := int(in.Size)
	vec := int(in.Vec)
	total := sz * vec
	var base []uint64
	if in.Base >= 0 {
		base = w.regs[(w.regBase+int(in.Base))*32:]
	}
	signed := in.Type.IsSigned() && sz < 8
	wide := in.SType.Bits() == 64
	rb := w.regBase * 32
	if base == nil && w.uniformSpace(in) {
		// One address for every lane, in memory the lanes share (kernel
		// parameters, global, constant, the block's shared memory): read
		// it once, for the first lane (which reports a fault, as the loop
		// below would), and give every lane the values.
		b := w.access(in, pc, in.Space, c, total, bits.TrailingZeros32(em), false)
		if b == nil {
			return
		}
		for k := 0; k < vec; k++ {
			v := loaded(b[k*sz:k*sz+sz], signed, wide)
			d := (*[32]uint64)(w.regs[rb+int(in.D[k])*32:][:32])
			for m := em; m != 0; m &= m - 1 {
				d[bits.TrailingZeros32(m)&31] = v
			}
		}
		return
	}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := c
		if base != nil {
			addr += base[l]
		}
		b := w.access(in, pc, in.Space, addr, total, l, false)
		if b == nil {
			return
		}
		for k := 0; k < vec; k++ {
			v := loaded(b[k*sz:k*sz+sz], signed, wide)
			w.regs[rb+int(in.D[k])*32+l] = v
		}
	}
}

// uniformSpace says whether in's state space is the same memory for every
// lane of the warp at a given address (so a load with no base register
// reads the same bytes in every lane): kernel parameters, global and
// constant memory, the block's shared memory; not local memory, a device
// function's parameters (its frame) or generic addresses (which may point
// into local memory).
func (w *warp) uniformSpace(in *isa.Inst) bool {
	switch in.Space {
	case ptx.SpaceGlobal, ptx.SpaceConst, ptx.SpaceShared:
		return true
	case ptx.SpaceParam:
		return in.Flags&isa.FFrame == 0 && (w.fn.Entry || in.Flags&isa.FKParam != 0)
	}
	return false
}

// storeWindow does memFast's stores that fall inside one window.
func (w *warp) storeWindow(in *isa.Inst, c uint64, base []uint64, em uint32, mem []byte, lo uint64) uint32 {
	a := (*[32]uint64)(w.regs[(w.regBase+int(in.S[0]))*32:][:32])
	b := (*[32]uint64)(base[:32])
	off := c - lo
	var rest uint32
	if in.Size == 4 { // offsets as int: see loadWindow
		last := len(mem) - 4
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m) & 31
			if o := int(off + b[l]); o >= 0 && o <= last && (uint64(o)+lo)&3 == 0 {
				binary.LittleEndian.PutUint32(mem[o:o+4], uint32(a[l]))
			} else {
				rest |= 1 << l
			}
		}
		return rest
	}
	last := len(mem) - 8
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m) & 31
		if o := int(off + b[l]); o >= 0 && o <= last && (uint64(o)+lo)&7 == 0 {
			binary.LittleEndian.PutUint64(mem[o:o+8], a[l])
		} else {
			rest |= 1 << l
		}
	}
	return rest
}

func (w *warp) store(in *isa.Inst, pc int32, em uint32) {
	c := w.addrConst(in)
	if in.Vec == 1 && in.Base >= 0 && (in.Size == 4 || in.Size == 8) {
		em = w.memFast(in, c, w.regs[(w.regBase+int(in.Base))*32:], em, true)
		if em == 0 {
			return
		}
	}
	sz := int(in.Size)
	vec := int(in.Vec)
	total := sz * vec
	var base []uint64
	if in.Base >= 0 {
		base = w.regs[(w.regBase+int(in.Base))*32:]
	}
	rb := w.regBase * 32
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := c
		if base != nil {
			addr += base[l]
		}
		b := w.memory(in, pc, in.Space, addr, total, l)
		if b == nil {
			return
		}
		for k := 0; k < vec; k++ {
			putLE(b[k*sz:k*sz+sz], w.regs[rb+int(in.S[k])*32+l])
		}
	}
}

func (w *warp) atom(in *isa.Inst, pc int32, em uint32) {
	if in.Size == 16 {
		w.atom128(in, pc, em)
		return
	}
	c := w.addrConst(in)
	sz := int(in.Size)
	var base []uint64
	if in.Base >= 0 {
		base = w.regs[(w.regBase+int(in.Base))*32:]
	}
	rb := w.regBase * 32
	op := isa.AtomOp(in.Sub)
	var vecAlign uint64 // a vector atomic's first element: the whole vector's alignment
	if in.Extra&isa.XVecAlign != 0 {
		vecAlign = uint64(in.Aux)
	}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := c
		if base != nil {
			addr += base[l]
		}
		if vecAlign != 0 && addr&(vecAlign-1) != 0 {
			w.faultAt(pc, FaultMisaligned, addr, 1<<uint(l), fmt.Sprintf("vector %s of %d bytes at 0x%x is not %d-byte aligned", in.Op, vecAlign, addr, vecAlign))
			return
		}
		b := w.memory(in, pc, in.Space, addr, sz, l)
		if b == nil {
			return
		}
		x := w.regs[rb+int(in.S[0])*32+l]
		var y uint64
		if in.S[1] >= 0 {
			y = w.regs[rb+int(in.S[1])*32+l]
		}
		var old uint64
		if (sz == 4 || sz == 8) && hostLittleEndian && globalAddr(in.Space, addr) {
			old = atomicApply(b, op, in.Type, x, y)
		} else {
			old = le(b)
			putLE(b, atomApply(op, in.Type, old, x, y))
		}
		if in.D[0] >= 0 {
			w.regs[rb+int(in.D[0])*32+l] = old
		}
	}
}

// atom128 is atom.exch.b128 and atom.cas.b128: 16 bytes swapped at once
// (isa/lower_b128.go gives the slots: D[0..1] old, S[0..1] new or compare,
// S[2..3] cas's new value; low half first).
func (w *warp) atom128(in *isa.Inst, pc int32, em uint32) {
	c := w.addrConst(in)
	var base []uint64
	if in.Base >= 0 {
		base = w.regs[(w.regBase+int(in.Base))*32:]
	}
	rb := w.regBase * 32
	reg := func(s int32, l int) uint64 { return w.regs[rb+int(s)*32+l] }
	cas := isa.AtomOp(in.Sub) == isa.AtomCas
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := c
		if base != nil {
			addr += base[l]
		}
		b := w.memory(in, pc, in.Space, addr, 16, l)
		if b == nil {
			return
		}
		oldLo, oldHi := le(b[:8]), le(b[8:16])
		xLo, xHi := reg(in.S[0], l), reg(in.S[1], l)
		switch {
		case !cas:
			putLE(b[:8], xLo)
			putLE(b[8:16], xHi)
		case oldLo == xLo && oldHi == xHi:
			putLE(b[:8], reg(in.S[2], l))
			putLE(b[8:16], reg(in.S[3], l))
		}
		w.regs[rb+int(in.D[0])*32+l] = oldLo
		w.regs[rb+int(in.D[1])*32+l] = oldHi
	}
}

// hostLittleEndian: device memory is little-endian; atomicApply reads it
// as native words.
var hostLittleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// globalAddr reports whether an access to addr in space sp reaches global
// memory, which blocks running on other goroutines share.
func globalAddr(sp ptx.Space, addr uint64) bool {
	switch sp {
	case ptx.SpaceGlobal:
		return true
	case ptx.SpaceGeneric:
		return !(addr >= isa.LocalWindow && addr < isa.LocalWindow+isa.LocalSize) &&
			!(addr >= isa.SharedWindow && addr < isa.SharedWindow+isa.SharedSize)
	}
	return false
}

// atomicApply performs an atomic operation on the naturally aligned 4- or
// 8-byte word b of global memory as one indivisible step (a compare-and-
// swap loop), since blocks on other goroutines may update the same word
// (parallel launches do so only with operations that commute, order.go).
// It returns the old value.
func atomicApply(b []byte, op isa.AtomOp, t ptx.Type, x, y uint64) uint64 {
	if len(b) == 4 {
		p := (*uint32)(unsafe.Pointer(&b[0]))
		for {
			o := atomic.LoadUint32(p)
			if atomic.CompareAndSwapUint32(p, o, uint32(atomApply(op, t, uint64(o), x, y))) {
				return uint64(o)
			}
		}
	}
	p := (*uint64)(unsafe.Pointer(&b[0]))
	for {
		o := atomic.LoadUint64(p)
		if atomic.CompareAndSwapUint64(p, o, atomApply(op, t, o, x, y)) {
			return o
		}
	}
}

// atomApply is the new memory value of an atomic operation.
func atomApply(op isa.AtomOp, t ptx.Type, old, x, y uint64) uint64 {
	n := t.Bits()
	m := uint64(math.MaxUint64)
	if n < 64 {
		m = 1<<uint(n) - 1
	}
	sx := func(v uint64) int64 {
		s := uint(64 - n)
		return int64(v<<s) >> s
	}
	switch op {
	case isa.AtomAdd:
		switch t {
		case ptx.F32:
			a := fpu.FTZ32(math.Float32frombits(uint32(old)))
			b := fpu.FTZ32(math.Float32frombits(uint32(x)))
			return uint64(math.Float32bits(fpu.FTZ32(fpu.Add32(a, b, fpu.RN))))
		case ptx.F64:
			return math.Float64bits(fpu.Add64(math.Float64frombits(old), math.Float64frombits(x), fpu.RN))
		case ptx.F16x2:
			lo := fpu.AddF16(uint16(old), uint16(x), fpu.RN)
			hi := fpu.AddF16(uint16(old>>16), uint16(x>>16), fpu.RN)
			return uint64(hi)<<16 | uint64(lo)
		case ptx.BF16x2:
			lo := fpu.AddBF16(uint16(old), uint16(x), fpu.RN)
			hi := fpu.AddBF16(uint16(old>>16), uint16(x>>16), fpu.RN)
			return uint64(hi)<<16 | uint64(lo)
		case ptx.F16:
			return uint64(fpu.AddF16(uint16(old), uint16(x), fpu.RN))
		case ptx.BF16:
			return uint64(fpu.AddBF16(uint16(old), uint16(x), fpu.RN))
		}
		return (old + x) & m
	case isa.AtomSub:
		return (old - x) & m
	case isa.AtomExch:
		return x & m
	case isa.AtomCas:
		if old&m == x&m {
			return y & m
		}
		return old
	case isa.AtomAnd:
		return old & x & m
	case isa.AtomOr:
		return (old | x) & m
	case isa.AtomXor:
		return (old ^ x) & m
	case isa.AtomInc:
		if old&m >= x&m {
			return 0
		}
		return (old + 1) & m
	case isa.AtomDec:
		if old&m == 0 || old&m > x&m {
			return x & m
		}
		return (old - 1) & m
	case isa.AtomMin, isa.AtomMax:
		var less bool
		switch {
		case t == ptx.F32:
			a, b := math.Float32frombits(uint32(old)), math.Float32frombits(uint32(x))
			if op == isa.AtomMin {
				return uint64(math.Float32bits(fpu.MinF32(a, b, false)))
			}
			return uint64(math.Float32bits(fpu.MaxF32(a, b, false)))
		case t == ptx.F16 || t == ptx.BF16 || t == ptx.F16x2 || t == ptx.BF16x2:
			// atom.{min,max}.noftz on halves (sm_90, PTX 8.1): per half,
			// the number when the other is NaN, as min/max do.
			f := fpu.MinF16
			switch bf, isMax := t == ptx.BF16 || t == ptx.BF16x2, op == isa.AtomMax; {
			case bf && isMax:
				f = fpu.MaxBF16
			case bf:
				f = fpu.MinBF16
			case isMax:
				f = fpu.MaxF16
			}
			r := uint64(f(uint16(old), uint16(x), false))
			if t == ptx.F16x2 || t == ptx.BF16x2 {
				r |= uint64(f(uint16(old>>16), uint16(x>>16), false)) << 16
			}
			return r
		case t.IsSigned():
			less = sx(x) < sx(old)
		default:
			less = x&m < old&m
		}
		if less == (op == isa.AtomMin) && (x&m) != (old&m) {
			return x & m
		}
		return old & m
	}
	return old
}

func (w *warp) special(in *isa.Inst, em uint32) {
	r := w.r
	d := w.regs[(w.regBase+int(in.D[0]))*32:]
	c := int(in.Comp)
	if c < 0 || c > 2 {
		c = 0
	}
	var uni uint64
	perLane := false
	clock := w.k.now()
	if in.Comp == 3 && ptx.Special(in.Sub).IsVector() {
		// %tid.w and the other vector registers' fourth component read 0.
		for m := em; m != 0; m &= m - 1 {
			d[bits.TrailingZeros32(m)] = 0
		}
		return
	}
	switch ptx.Special(in.Sub) {
	case ptx.SpecialTid:
		perLane = true
	case ptx.SpecialLaneid, ptx.SpecialLanemaskEq, ptx.SpecialLanemaskLe, ptx.SpecialLanemaskLt,
		ptx.SpecialLanemaskGe, ptx.SpecialLanemaskGt:
		perLane = true
	case ptx.SpecialNtid:
		uni = uint64(r.block[c])
	case ptx.SpecialCtaid:
		uni = uint64(w.b.idx[c])
	case ptx.SpecialNctaid:
		uni = uint64(r.grid[c])
	case ptx.SpecialWarpid:
		uni = uint64(w.idx)
	case ptx.SpecialNwarpid:
		uni = 64
	case ptx.SpecialSmid:
		uni = uint64(w.b.linear % max(r.dev.spec.SMCount, 1))
	case ptx.SpecialNsmid:
		uni = uint64(r.dev.spec.SMCount)
	case ptx.SpecialGridid:
		uni = 1
	case ptx.SpecialClock:
		uni = clock & 0xffffffff
	case ptx.SpecialClockHi:
		uni = clock >> 32
	case ptx.SpecialClock64:
		uni = clock
	case ptx.SpecialGlobaltimer:
		uni = r.globaltimer(clock)
	case ptx.SpecialGlobaltimerLo:
		uni = r.globaltimer(clock) & 0xffffffff
	case ptx.SpecialGlobaltimerHi:
		uni = r.globaltimer(clock) >> 32
	case ptx.SpecialEnvreg:
		if in.Aux >= 0 && in.Aux < 32 {
			uni = uint64(r.envreg[in.Aux])
		}
	case ptx.SpecialTotalSmemSize:
		// As read on the H200 (testdata/compilers hand_sregs): static +
		// dynamic rounded up to the 128-byte allocation unit; the
		// aggregate adds the reserved 1 KB, not rounded.
		uni = uint64(align(r.shared, smemAllocUnit))
	case ptx.SpecialAggrSmemSize:
		uni = uint64(r.shared + r.dev.spec.ReservedSharedPerBlock)
	case ptx.SpecialReservedSmemOffsetEnd:
		uni = reservedSmemUsed
	case ptx.SpecialReservedSmemOffsetCap:
		uni = uint64(r.dev.spec.ReservedSharedPerBlock)
	case ptx.SpecialDynamicSmemSize:
		uni = uint64(r.dyn)
	case ptx.SpecialClusterid, ptx.SpecialNclusterid, ptx.SpecialClusterCtaid, ptx.SpecialClusterCtarank,
		ptx.SpecialIsExplicitCluster, ptx.SpecialClusterNctaid, ptx.SpecialClusterNctarank:
		uni = w.clusterSpecial(ptx.Special(in.Sub), c)
	}
	if em == ^uint32(0) { // a whole warp (most reads: the ids up front)
		dd := (*[32]uint64)(d[:32])
		if !perLane {
			for l := range dd {
				dd[l] = uni
			}
			return
		}
		if ptx.Special(in.Sub) == ptx.SpecialTid {
			for l := range dd {
				dd[l] = uint64(w.tid[l][c])
			}
			return
		}
	}
	if !perLane {
		for m := em; m != 0; m &= m - 1 {
			d[bits.TrailingZeros32(m)] = uni
		}
		return
	}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		var v uint64
		switch ptx.Special(in.Sub) {
		case ptx.SpecialTid:
			v = uint64(w.tid[l][c])
		case ptx.SpecialLaneid:
			v = uint64(l)
		case ptx.SpecialLanemaskEq:
			v = 1 << uint(l)
		case ptx.SpecialLanemaskLe:
			v = uint64(uint32(2<<uint(l) - 1))
		case ptx.SpecialLanemaskLt:
			v = 1<<uint(l) - 1
		case ptx.SpecialLanemaskGe:
			v = uint64(^uint32(1<<uint(l) - 1))
		case ptx.SpecialLanemaskGt:
			v = uint64(^uint32(2<<uint(l) - 1))
		}
		d[l] = v
	}
}

func (r *run) globaltimer(clock uint64) uint64 {
	khz := uint64(max(r.dev.spec.ClockKHz, 1))
	return clock * 1_000_000 / khz
}

func (w *warp) isspacep(in *isa.Inst, em uint32) {
	a := w.regs[(w.regBase+int(in.S[0]))*32:]
	p := &w.preds[w.predBase+int(in.D[0])]
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		x := a[l]
		var ok bool
		switch in.Space {
		case ptx.SpaceSharedCluster:
			ok = x >= isa.SharedWindow && x < isa.SharedWindow+isa.SharedSize
		case ptx.SpaceShared:
			// the executing block's own window: a peer's address made by
			// mapa is shared::cluster only
			r := (x - isa.SharedWindow) >> clusterShift
			ok = x >= isa.SharedWindow && x < isa.SharedWindow+isa.SharedSize && (r == 0 || w.b.cl != nil && r == uint64(w.b.rank)+1)
		case ptx.SpaceLocal:
			ok = x >= isa.LocalWindow && x < isa.LocalWindow+isa.LocalSize
		case ptx.SpaceGlobal:
			ok = x >= isa.GlobalBase && x < isa.GlobalLimit
		case ptx.SpaceConst:
			for i, s := range w.r.prog.Syms {
				if s.Space == ptx.SpaceConst && x >= w.r.symAddr[i] && x < w.r.symAddr[i]+uint64(s.Size) {
					ok = true
				}
			}
		case ptx.SpaceParam:
			ok = false
		}
		if ok {
			*p |= 1 << uint(l)
		} else {
			*p &^= 1 << uint(l)
		}
	}
}

func (w *warp) bar(in *isa.Inst, pc int32, em uint32) {
	rb := (w.regBase) * 32
	l := bits.TrailingZeros32(em)
	id := int(w.regs[rb+int(in.S[0])*32+l])
	if id < 0 || id >= 16 {
		w.faultAt(pc, FaultIllegalInstruction, 0, em, fmt.Sprintf("barrier number %d is outside 0..15", id))
		return
	}
	count := -1
	if in.S[1] >= 0 {
		count = int(uint32(w.regs[rb+int(in.S[1])*32+l]))
		if count%32 != 0 || count == 0 {
			w.faultAt(pc, FaultIllegalInstruction, 0, em, fmt.Sprintf("barrier thread count %d is not a positive multiple of the warp size", count))
			return
		}
	}
	red := in.Flags&(isa.FRedPopc|isa.FRedAnd|isa.FRedOr) != 0
	var pred uint32
	w.barDst = isa.NoSlot
	if red {
		pred = w.preds[w.predBase+int(in.S[2])]
		if in.Flags&isa.FNegC != 0 {
			pred = ^pred
		}
		w.barDst = in.D[0]
		w.barMask = em
		w.barKind = in.Flags
	}
	w.b.arrive(w, id, count, em, in.Flags&isa.FArrive == 0, pred)
}

func (w *warp) shfl(in *isa.Inst, em uint32) {
	rb := w.regBase * 32
	a := w.regs[rb+int(in.S[0])*32:]
	bv := (*[32]uint64)(w.regs[rb+int(in.S[1])*32:][:32])
	cv := (*[32]uint64)(w.regs[rb+int(in.S[2])*32:][:32])
	d := (*[32]uint64)(w.regs[rb+int(in.D[0])*32:][:32])
	src := (*[32]uint64)(a[:32])
	if in.D[0] == in.S[0] {
		src = &w.tmp // d overwrites the source lanes
		copy(src[:], a[:32])
	}
	var pbits uint32
	if em == ^uint32(0) && useAVX2Load && (in.Sub == isa.ShflDown || in.Sub == isa.ShflBfly) &&
		cv[0]>>8&31 == 0 && allSame(bv) && allSame(cv) {
		// Every lane active with one offset and one clamp, one segment
		// (the warp-wide reductions): down moves lanes 0..clamp-δ by δ,
		// the rest keep their own value; bfly with clamp 31 swaps every
		// lane with lane^δ.
		delta, clamp := int(bv[0]&31), int(cv[0]&31)
		if in.Sub == isa.ShflDown {
			n := max(clamp-delta+1, 0)
			for l, v := range src[delta : delta+n] {
				d[l&31] = v & 0xffffffff
			}
			for l := n; l < 32; l++ {
				d[l] = src[l] & 0xffffffff
			}
			pbits = uint32(uint64(1)<<n - 1)
			w.shflPred(in, em, pbits)
			return
		}
		if clamp == 31 {
			for l := range d {
				d[l] = src[(l^delta)&31] & 0xffffffff
			}
			w.shflPred(in, em, ^uint32(0))
			return
		}
	}
	// The mode is the same for every lane: one loop per mode. A lane
	// whose source is outside its segment (ok false) keeps its own value.
	switch in.Sub {
	case isa.ShflUp:
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m) & 31
			c := uint32(cv[l])
			seg := int32(c >> 8 & 31)
			lane := int32(l)
			j := lane - int32(bv[l]&31)
			if j >= lane&seg|int32(c&31)&^seg {
				d[l] = src[j&31] & 0xffffffff
				pbits |= 1 << uint(l)
			} else {
				d[l] = src[l] & 0xffffffff
			}
		}
	case isa.ShflDown, isa.ShflBfly:
		down := in.Sub == isa.ShflDown
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m) & 31
			c := uint32(cv[l])
			seg := int32(c >> 8 & 31)
			lane := int32(l)
			j := lane ^ int32(bv[l]&31)
			if down {
				j = lane + int32(bv[l]&31)
			}
			if j <= lane&seg|int32(c&31)&^seg {
				d[l] = src[j&31] & 0xffffffff
				pbits |= 1 << uint(l)
			} else {
				d[l] = src[l] & 0xffffffff
			}
		}
	default:
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m) & 31
			c := uint32(cv[l])
			seg := int32(c >> 8 & 31)
			lane := int32(l)
			j := lane&seg | int32(bv[l]&31)&^seg
			if j <= lane&seg|int32(c&31)&^seg {
				d[l] = src[j&31] & 0xffffffff
				pbits |= 1 << uint(l)
			} else {
				d[l] = src[l] & 0xffffffff
			}
		}
	}
	w.shflPred(in, em, pbits)
}

// shflPred writes shfl's predicate (the lanes whose source lane was in
// range) when it has one.
func (w *warp) shflPred(in *isa.Inst, em, pbits uint32) {
	if in.Flags&isa.FPredOut != 0 {
		p := &w.preds[w.predBase+int(in.D[1])]
		*p = *p&^em | pbits&em
	}
}

// memberGroups calls f once per distinct group of lanes: the lanes of em
// whose member mask (operand slot) is the same; the group is that member
// mask restricted to em. Warp-level .sync operations reduce over the group.
func (w *warp) memberGroups(slot int32, em uint32, f func(lanes, group uint32)) {
	mm := w.regs[(w.regBase+int(slot))*32:]
	for rest := em; rest != 0; {
		l := bits.TrailingZeros32(rest)
		g := uint32(mm[l])
		var lanes uint32
		for k := rest; k != 0; k &= k - 1 {
			j := bits.TrailingZeros32(k)
			if uint32(mm[j]) == g {
				lanes |= 1 << uint(j)
			}
		}
		rest &^= lanes
		f(lanes, g&em|lanes)
	}
}

func (w *warp) vote(in *isa.Inst, em uint32) {
	p := w.preds[w.predBase+int(in.S[0])]
	if in.Flags&isa.FNegA != 0 {
		p = ^p
	}
	w.memberGroups(in.S[1], em, func(lanes, g uint32) {
		pg := p & g
		if in.Sub == isa.VoteBallot {
			d := w.regs[(w.regBase+int(in.D[0]))*32:]
			for m := lanes; m != 0; m &= m - 1 {
				d[bits.TrailingZeros32(m)] = uint64(pg)
			}
			return
		}
		var v bool
		switch in.Sub {
		case isa.VoteAll:
			v = pg == g
		case isa.VoteAny:
			v = pg != 0
		case isa.VoteUni:
			v = pg == g || pg == 0
		}
		dp := &w.preds[w.predBase+int(in.D[0])]
		if v {
			*dp |= lanes
		} else {
			*dp &^= lanes
		}
	})
}

func (w *warp) match(in *isa.Inst, em uint32) {
	rb := w.regBase * 32
	a := w.regs[rb+int(in.S[0])*32:]
	d := w.regs[rb+int(in.D[0])*32:]
	wide := in.Type.Bits() == 64
	val := func(l int) uint64 {
		if wide {
			return a[l]
		}
		return a[l] & 0xffffffff
	}
	w.memberGroups(in.S[1], em, func(lanes, g uint32) {
		if in.Sub == 1 { // all
			first := val(bits.TrailingZeros32(g))
			same := true
			for m := g; m != 0; m &= m - 1 {
				if val(bits.TrailingZeros32(m)) != first {
					same = false
				}
			}
			var res uint64
			if same {
				res = uint64(g)
			}
			for m := lanes; m != 0; m &= m - 1 {
				d[bits.TrailingZeros32(m)] = res
			}
			if in.Flags&isa.FPredOut != 0 {
				p := &w.preds[w.predBase+int(in.D[1])]
				if same {
					*p |= lanes
				} else {
					*p &^= lanes
				}
			}
			return
		}
		vals := &w.tmp
		for m := g; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			vals[l] = val(l)
		}
		for m := lanes; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			var mk uint32
			for k := g; k != 0; k &= k - 1 {
				j := bits.TrailingZeros32(k)
				if vals[j] == vals[l] {
					mk |= 1 << uint(j)
				}
			}
			d[l] = uint64(mk)
		}
	})
}

func (w *warp) redux(in *isa.Inst, em uint32) {
	rb := w.regBase * 32
	a := w.regs[rb+int(in.S[0])*32:]
	signed := in.Type.IsSigned()
	op := isa.AtomOp(in.Sub)
	src := &w.tmp
	copy(src[:], a[:32])
	d := w.regs[rb+int(in.D[0])*32:]
	w.memberGroups(in.S[1], em, func(lanes, g uint32) {
		var acc uint32
		first := true
		for m := g; m != 0; m &= m - 1 {
			v := uint32(src[bits.TrailingZeros32(m)])
			if first {
				acc, first = v, false
				continue
			}
			switch op {
			case isa.AtomAdd:
				acc += v
			case isa.AtomAnd:
				acc &= v
			case isa.AtomOr:
				acc |= v
			case isa.AtomXor:
				acc ^= v
			case isa.AtomMin:
				if signed && int32(v) < int32(acc) || !signed && v < acc {
					acc = v
				}
			case isa.AtomMax:
				if signed && int32(v) > int32(acc) || !signed && v > acc {
					acc = v
				}
			}
		}
		for m := lanes; m != 0; m &= m - 1 {
			d[bits.TrailingZeros32(m)] = uint64(acc)
		}
	})
}

// call enters a device function (or runs a builtin such as vprintf).
func (w *warp) call(in *isa.Inst, pc int32, em uint32) {
	r := w.r
	cs := &r.prog.Calls[in.Aux]
	var callee *isa.Func
	if cs.Func >= 0 {
		callee = r.prog.Funcs[cs.Func]
	} else if callee = w.indirectCallee(cs, pc, em); callee == nil {
		return // split by target or faulted (indirect.go)
	}
	top := &w.stack[len(w.stack)-1]
	if callee.Builtin != isa.BuiltinNone {
		top.pc = pc + 1
		w.builtin(callee, cs, pc, em)
		return
	}
	if callee.Start == callee.End {
		w.faultAt(pc, FaultIllegalInstruction, 0, em, fmt.Sprintf("call to %s, which has no body", callee.Name))
		return
	}
	// Each frame also holds a return address and saved state, as the real
	// ABI's stack frames do; this bounds recursion even for frameless
	// functions.
	newFrame := w.frameBase + w.fn.FrameSize + frameOverhead
	if newFrame+callee.FrameSize > w.lb {
		if newFrame+callee.FrameSize > maxStackBytes {
			w.faultAt(pc, FaultStackOverflow, 0, em, fmt.Sprintf("call to %s needs %d bytes of local memory per thread (limit %d)", callee.Name, newFrame+callee.FrameSize, maxStackBytes))
			return
		}
		if !w.growLocal(pc, newFrame+callee.FrameSize) {
			return
		}
	}
	lb := w.lb
	if !w.allocLocal(pc) {
		return
	}
	if !w.ensureRegs(w.fn.NumRegs+callee.NumRegs, w.fn.NumPreds+callee.NumPreds, pc) {
		return
	}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		base := l * lb
		for _, a := range cs.Args {
			copy(w.local[base+newFrame+a.Callee:base+newFrame+a.Callee+a.Size], w.local[base+w.frameBase+a.Caller:])
		}
	}
	w.calls = append(w.calls, callFrame{fn: w.fn, retPC: pc + 1, site: in.Aux, regBase: w.regBase, predBase: w.predBase, frameBase: w.frameBase, sp: w.sp})
	w.regBase += w.fn.NumRegs
	w.predBase += w.fn.NumPreds
	w.frameBase = newFrame
	w.fn = callee // ensureRegs above made room for its registers
	depth := len(w.calls)
	for len(w.constsAt) <= depth {
		w.constsAt = append(w.constsAt, -1)
	}
	if w.constsAt[depth] != int32(callee.Index) {
		w.loadConsts(callee, w.regBase)
		w.constsAt[depth] = int32(callee.Index)
	}
	// Frames at deeper depths were laid out for other register bases.
	for k := depth + 1; k < len(w.constsAt); k++ {
		w.constsAt[k] = -1
	}
	top = &w.stack[len(w.stack)-1]
	top.pc = callee.Start
}

// growLocal enlarges the local memory of the warp's threads (each warp's
// own: blocks and warps never share it) for a call at pc; false (and a
// FaultHostMemory) if the host-memory budget cannot hold it.
func (w *warp) growLocal(pc int32, need int) bool {
	nb := align(max(need, w.lb*2), 16)
	nb = min(nb, maxStackBytes)
	if w.local != nil {
		if !w.reserve(32*nb, pc, fmt.Sprintf("growing local memory to %d bytes per thread for", nb)) {
			return false
		}
		nl := make([]byte, 32*nb)
		for l := 0; l < 32; l++ {
			copy(nl[l*nb:l*nb+w.lb], w.local[l*w.lb:(l+1)*w.lb])
		}
		w.local = nl
	}
	w.lb = nb
	return true
}

// ret is the synthetic end of a function: the call's lanes have
// reconverged; copy results back and return to the caller. In a kernel it
// exits the lanes.
func (w *warp) ret(pc int32, mask uint32) {
	top := &w.stack[len(w.stack)-1]
	if len(w.calls) == 0 {
		top.pc = pc + 1
		w.exitLanes(mask)
		return
	}
	r := w.r
	cf := w.calls[len(w.calls)-1]
	w.calls = w.calls[:len(w.calls)-1]
	cs := &r.prog.Calls[cf.site]
	lb := w.lb
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		base := l * lb
		for _, a := range cs.Rets {
			copy(w.local[base+cf.frameBase+a.Caller:base+cf.frameBase+a.Caller+a.Size], w.local[base+w.frameBase+a.Callee:])
		}
	}
	w.fn, w.regBase, w.predBase, w.frameBase = cf.fn, cf.regBase, cf.predBase, cf.frameBase
	for m := mask; m != 0; m &= m - 1 { // the callee's allocas end with it
		l := bits.TrailingZeros32(m)
		w.sp[l] = cf.sp[l]
	}
	top.pc = cf.retPC
}
