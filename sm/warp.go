package sm

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/ptx"
)

// entry is one reconvergence-stack entry: the lanes in mask run from pc
// until they reach rpc (the immediate post-dominator of the branch that
// split them; -1: they never reconverge).
type entry struct {
	pc, rpc int32
	mask    uint32
	depth   int32 // call depth the entry belongs to: rpc is a pc of that frame's function
}

// callFrame is one active call.
type callFrame struct {
	fn        *isa.Func
	retPC     int32
	site      int32 // index in Program.Calls
	regBase   int   // caller's register window (slots)
	predBase  int
	frameBase int        // caller's local frame
	sp        [32]uint32 // caller's alloca stack pointers (stack.go)
}

type warp struct {
	r *run
	// complete_tx notes of the current step for a timing model (txtime.go)
	txNotes []txNote
	txBytes uint64
	txLane  int      // last lane counted, plus 1
	txLines []TxLine // the global sectors the step's bulk and tensor copies read (txtime.go)
	txWrite []TxLine // and wrote
	k       *worker  // the worker running the warp's block
	b       *block
	idx     int
	valid   uint32 // lanes that exist
	exit    uint32 // lanes that exited (kept also as exited for clarity)

	exited    uint32
	regs      []uint64 // all frames' registers, slot*32+lane
	preds     []uint32
	regBase   int
	predBase  int
	fn        *isa.Func
	frameBase int
	stack     []entry
	calls     []callFrame
	constsAt  []int32 // per call depth: the function whose constants are in that window
	local     []byte  // 32 lanes x lb bytes
	lb        int     // local memory bytes per thread (grows with calls)

	blocked bool
	done    bool
	sleepNs uint64 // the last nanosleep's duration, for the timing model (sleep.go; read after each step)
	barID   int
	barDst  int32 // bar.red destination slot, NoSlot if none
	barPop  bool
	barMask uint32
	barKind isa.Flags

	gwin    []byte        // the materialized chunk of global memory touched last (the fast paths' window)
	gwinLo  uint64        // its device address
	galloc  *memsys.Alloc // the allocation holding it (a window change within it skips the lookup)
	gprev   []byte        // the window before gwin: kernels alternate between two arrays (A and B of a matrix multiply)
	gprevLo uint64        // its device address
	gprevA  *memsys.Alloc // its allocation
	async   *asyncState   // cp.async copies in flight (async.go); nil until the first

	clPhase   uint32 // barrier.cluster phase of the lanes in clArrived (cluster.go)
	clArrived uint32 // lanes arrived at barrier.cluster in phase clPhase
	tmp       [32]uint64

	sp  [32]uint32 // per-lane alloca stack pointer (stack.go)
	dyn []byte     // the lanes' alloca regions, made on first use

	// Read only by special-register reads: kept below the fields each
	// step reads (blocked, done, the global windows, sleepNs), so that
	// those share the record's first host cache lines (PrefetchRecord).
	tid [32][3]uint32
}

// reset places the warp in block b as warp wi and starts it at the kernel's
// first instruction.
func (w *warp) reset(b *block, wi int) {
	r := w.r
	w.b, w.idx = b, wi
	w.exited, w.blocked, w.done = 0, false, false
	if w.async != nil {
		w.async.reset()
	}
	w.clPhase, w.clArrived = 0, 0
	w.sleepNs = 0
	n := r.nthr - wi*32
	if n >= 32 {
		w.valid = ^uint32(0)
	} else {
		w.valid = 1<<uint(n) - 1
	}
	bx, by := int(r.block[0]), int(r.block[1])
	if by == 1 && r.block[2] == 1 {
		for l := range w.tid {
			w.tid[l] = [3]uint32{uint32(wi*32 + l), 0, 0}
		}
	} else {
		for l := range w.tid {
			t := wi*32 + l
			w.tid[l] = [3]uint32{uint32(t % bx), uint32(t / bx % by), uint32(t / (bx * by))}
		}
	}
	w.fn = r.fn
	w.regBase, w.predBase, w.frameBase = 0, 0, 0
	for l := range w.sp {
		w.sp[l] = uint32(isa.AllocaTop)
	}
	w.calls = w.calls[:0]
	w.stack = append(w.stack[:0], entry{pc: r.fn.Start, rpc: -1, mask: w.valid})
	if !w.ensureRegs(r.fn.NumRegs, r.fn.NumPreds, r.fn.Start) {
		w.done = true // the launch stops on the FaultHostMemory just recorded
		return
	}
	if len(w.constsAt) == 0 {
		w.constsAt = append(w.constsAt, -1)
	}
	if w.constsAt[0] != int32(r.fn.Index) {
		w.loadConsts(r.fn, 0)
		w.constsAt[0] = int32(r.fn.Index)
	}
	clear(w.preds[:r.fn.NumPreds])
	if w.lb != r.localB || len(w.local) != 32*r.localB {
		w.local = nil
		w.lb = r.localB
	} else if fs := r.fn.FrameSize; fs > 0 {
		for l := 0; l < 32; l++ {
			clear(w.local[l*r.localB : l*r.localB+fs])
		}
	}
}

// ensureRegs grows the register files for a frame of nregs registers and
// npreds predicates at the current bases; false (and a FaultHostMemory at
// pc) if the host-memory budget cannot hold them.
func (w *warp) ensureRegs(nregs, npreds int, pc int32) bool {
	need := (w.regBase + nregs) * 32
	p := w.predBase + npreds
	grow := 0
	if need > len(w.regs) {
		grow += (need + need/2) * 8
	}
	if p > len(w.preds) {
		grow += (p + p/2 + 1) * 4
	}
	if grow > 0 && !w.reserve(grow, pc, "registers") {
		return false
	}
	if need > len(w.regs) {
		nr := make([]uint64, need+need/2)
		copy(nr, w.regs)
		w.regs = nr
	}
	if p > len(w.preds) {
		np := make([]uint32, p+p/2+1)
		copy(np, w.preds)
		w.preds = np
	}
	return true
}

// allocLocal gives the warp its local memory (32 lanes of w.lb bytes) if
// it has none; false (and a FaultHostMemory at pc) if the host-memory
// budget cannot hold it.
func (w *warp) allocLocal(pc int32) bool {
	if w.local != nil {
		return true
	}
	n := 32 * w.lb
	if !w.reserve(n, pc, "local memory") {
		return false
	}
	w.local = make([]byte, n)
	return true
}

// reserve charges the device's host-memory budget for n bytes of the
// launch's per-warp state before they are allocated. What it charges is
// returned when the launch ends. False, with a FaultHostMemory at pc, if
// the budget cannot.
func (w *warp) reserve(n int, pc int32, what string) bool {
	r := w.r
	if err := r.dev.host.ChargeFor(uint64(n), func() string {
		return fmt.Sprintf("%s of warp %d of block (%d,%d,%d)", what, w.idx, w.b.idx[0], w.b.idx[1], w.b.idx[2])
	}); err != nil {
		w.faultAt(pc, FaultHostMemory, 0, w.valid&^w.exited, err.(*memsys.HostMemoryError).Detail())
		return false
	}
	r.hostBytes.Add(uint64(n))
	return true
}

func (w *warp) loadConsts(f *isa.Func, base int) {
	c := f.Consts
	for i := 0; i+1 < len(c); i += 2 {
		s := (base + int(c[i])) * 32
		v := c[i+1]
		d := w.regs[s : s+32]
		for l := range d {
			d[l] = v
		}
	}
}

func (w *warp) firstLane(m uint32) int {
	if m == 0 {
		return 0
	}
	return bits.TrailingZeros32(m)
}

// faultAt records a fault at pc for the first lane of mask.
func (w *warp) faultAt(pc int32, kind FaultKind, addr uint64, mask uint32, msg string) {
	r := w.r
	if w.k.fault != nil {
		return
	}
	l := w.firstLane(mask)
	f := &Fault{Kind: kind, Kernel: r.fn.Name, File: r.prog.File, Block: w.b.idx, Thread: w.tid[l], Addr: addr, Msg: msg}
	if pc >= 0 && int(pc) < len(r.prog.Pos) {
		p := r.prog.Pos[pc]
		f.Line, f.Col = int(p.Line), int(p.Col)
	}
	w.k.fault = f
}

// barDone completes a barrier for a waiting warp (bar.red results).
func (w *warp) barDone(br *barrier) {
	if w.barDst == isa.NoSlot {
		return
	}
	m := w.barMask
	switch {
	case w.barKind&isa.FRedPopc != 0:
		d := w.regs[(w.regBase+int(w.barDst))*32:]
		for l := 0; l < 32; l++ {
			if m&(1<<l) != 0 {
				d[l] = uint64(br.popc)
			}
		}
	default:
		v := br.all
		if w.barKind&isa.FRedOr != 0 {
			v = br.any
		}
		p := &w.preds[w.predBase+int(w.barDst)]
		if v {
			*p |= m
		} else {
			*p &^= m
		}
	}
	w.barDst = isa.NoSlot
}

// memory resolves the bytes of one lane's access, which may write them,
// or records a fault and returns nil.
func (w *warp) memory(in *isa.Inst, pc int32, sp ptx.Space, addr uint64, n int, l int) []byte {
	return w.access(in, pc, sp, addr, n, l, true)
}

// access is memory for reads (write false) as well: a read of global
// memory never written sees zeros without materializing it, and the bytes
// returned must not be written.
func (w *warp) access(in *isa.Inst, pc int32, sp ptx.Space, addr uint64, n int, l int, write bool) []byte {
	if n > 1 && addr&uint64(n-1) != 0 {
		w.faultAt(pc, FaultMisaligned, addr, 1<<uint(l), fmt.Sprintf("%s access of %d bytes at 0x%x is not %d-byte aligned", spaceName(sp), n, addr, n))
		return nil
	}
	switch sp {
	case ptx.SpaceGlobal, ptx.SpaceConst:
		return w.globalAccess(pc, addr, n, l, sp, write)
	case ptx.SpaceShared, ptx.SpaceSharedCluster:
		sh := w.b.shared
		if addr > clusterOff {
			// distributed shared memory: another block of the cluster (cluster.go)
			if sh, addr = w.clusterShared(pc, addr, n, l); sh == nil {
				return nil
			}
		}
		if addr+uint64(n) > uint64(len(sh)) || addr+uint64(n) < addr {
			w.faultAt(pc, FaultOutOfBounds, addr, 1<<uint(l), fmt.Sprintf("shared access of %d bytes at 0x%x is out of bounds (block has %d bytes of shared memory)", n, addr, len(sh)))
			return nil
		}
		return sh[addr : addr+uint64(n) : addr+uint64(n)]
	case ptx.SpaceLocal:
		if addr >= allocaBase {
			return w.allocaMem(pc, addr, n, l)
		}
		lb := uint64(w.lb)
		if !w.allocLocal(pc) {
			return nil
		}
		if addr+uint64(n) > lb || addr+uint64(n) < addr {
			w.faultAt(pc, FaultOutOfBounds, addr, 1<<uint(l), fmt.Sprintf("local access of %d bytes at 0x%x is out of bounds (%d bytes per thread)", n, addr, lb))
			return nil
		}
		o := uint64(l)*lb + addr
		return w.local[o : o+uint64(n) : o+uint64(n)]
	case ptx.SpaceParam:
		if in.Flags&isa.FFrame != 0 || !w.fn.Entry && in.Flags&isa.FKParam == 0 {
			return w.access(in, pc, ptx.SpaceLocal, addr, n, l, write)
		}
		p := w.r.params
		if addr+uint64(n) > uint64(len(p)) {
			w.faultAt(pc, FaultOutOfBounds, addr, 1<<uint(l), fmt.Sprintf("parameter access of %d bytes at offset %d is out of bounds (%d bytes of parameters)", n, addr, len(p)))
			return nil
		}
		return p[addr : addr+uint64(n) : addr+uint64(n)]
	default: // generic
		switch {
		case addr >= isa.LocalWindow && addr < isa.LocalWindow+isa.LocalSize:
			return w.access(in, pc, ptx.SpaceLocal, addr-isa.LocalWindow, n, l, write)
		case addr >= isa.SharedWindow && addr < isa.SharedWindow+isa.SharedSize:
			return w.access(in, pc, ptx.SpaceShared, addr-isa.SharedWindow, n, l, write)
		case addr >= isa.ParamWindow && addr < isa.ParamWindow+isa.ParamSize:
			return w.kparam(pc, addr-isa.ParamWindow, n, l)
		}
		return w.globalAccess(pc, addr, n, l, ptx.SpaceGeneric, write)
	}
}

// kparam is n bytes at offset addr of the kernel parameter buffer (a
// generic address in isa.ParamWindow, made by cvta.param).
func (w *warp) kparam(pc int32, addr uint64, n int, l int) []byte {
	p := w.r.params
	if addr+uint64(n) > uint64(len(p)) || addr+uint64(n) < addr {
		w.faultAt(pc, FaultOutOfBounds, isa.ParamWindow+addr, 1<<uint(l), fmt.Sprintf("generic parameter access of %d bytes at offset %d is out of bounds (%d bytes of parameters)", n, addr, len(p)))
		return nil
	}
	return p[addr : addr+uint64(n) : addr+uint64(n)]
}

// globalAccess resolves the bytes of a global access, or records a fault
// and returns nil. A write materializes the chunk it touches first; for a
// read (write false) of a chunk never written the bytes are zeros that
// must not be written, and nothing is materialized.
func (w *warp) globalAccess(pc int32, addr uint64, n int, l int, sp ptx.Space, write bool) []byte {
	if o := addr - w.gwinLo; o < uint64(len(w.gwin)) && uint64(n) <= uint64(len(w.gwin))-o {
		return w.gwin[o : o+uint64(n) : o+uint64(n)]
	}
	c, err := w.r.dev.mem.Access(addr, n, write)
	if err != nil {
		w.memFault(pc, addr, n, l, sp, err)
		return nil
	}
	if c.Materialized {
		w.gwin, w.gwinLo, w.galloc = c.Mem, c.Base, c.Alloc
	}
	o := addr - c.Base
	return c.Mem[o : o+uint64(n) : o+uint64(n)]
}

// globalCopy copies between the global range at addr and buf (toGlobal:
// buf to device memory), for accesses that may span chunks, such as bulk
// copies; false, with a fault at pc for lane l, if the range is not inside
// one allocation or the host budget cannot back the write.
func (w *warp) globalCopy(pc int32, l int, addr uint64, buf []byte, toGlobal bool) bool {
	var err error
	if toGlobal {
		err = w.r.dev.mem.Write(addr, buf)
	} else {
		err = w.r.dev.mem.Read(addr, buf)
	}
	if err != nil {
		w.memFault(pc, addr, len(buf), l, ptx.SpaceGlobal, err)
		return false
	}
	return true
}

// laneAddrs sets dst[l], for each lane l of mask, to the address of in's
// memory operand in lane l: addrConst (the part every lane shares) plus
// the lane's base register. The timing model's accesses
// (Warp.Access, LaneAddrs), wmma.load/store and ldmatrix/stmatrix take their lane
// addresses from it; the load and store fast paths fold the same sum
// into their window offsets.
func (w *warp) laneAddrs(in *isa.Inst, mask uint32, dst *[32]uint64) {
	c := w.addrConst(in)
	if in.Base < 0 {
		for m := mask; m != 0; m &= m - 1 {
			dst[bits.TrailingZeros32(m)&31] = c
		}
		return
	}
	b := (*[32]uint64)(w.regs[(w.regBase+int(in.Base))*32:][:32])
	if mask == ^uint32(0) {
		for l, v := range b {
			dst[l] = c + v // no bit walk for a full warp (timing mode's Access)
		}
		return
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m) & 31
		dst[l] = c + b[l]
	}
}

// rewindow moves the fast paths' global window to the materialized chunk
// holding addr, swapping it with the previous window when that holds
// addr (no lookup: loads that alternate between two arrays stay on the
// fast path); false if there is none (the slow path then reads zeros,
// materializes the chunk or reports the fault).
func (w *warp) rewindow(addr uint64) bool {
	if o := addr - w.gprevLo; o < uint64(len(w.gprev)) {
		w.gwin, w.gwinLo, w.galloc, w.gprev, w.gprevLo, w.gprevA = w.gprev, w.gprevLo, w.gprevA, w.gwin, w.gwinLo, w.galloc
		return true
	}
	a := w.galloc
	if !a.Contains(addr, 1) {
		if a = w.r.dev.mem.Lookup(addr); !a.Contains(addr, 1) {
			return false
		}
	}
	c, ok := a.ChunkAt(addr)
	if !ok {
		return false
	}
	w.gprev, w.gprevLo, w.gprevA = w.gwin, w.gwinLo, w.galloc
	w.gwin, w.gwinLo, w.galloc = c.Mem, c.Base, a
	return true
}

// memFault records the fault of a global access that memsys refused.
func (w *warp) memFault(pc int32, addr uint64, n int, l int, sp ptx.Space, err error) {
	var me *memsys.MemError
	var he *memsys.HostMemoryError
	kind := FaultOutOfBounds
	var msg string
	switch {
	case errors.As(err, &he):
		kind, msg = FaultHostMemory, he.Detail()
	case errors.As(err, &me) && me.Alloc == nil:
		msg = fmt.Sprintf("%s access of %d bytes at 0x%x is not in any allocation", spaceName(sp), n, addr)
	case errors.As(err, &me) && me.Alloc.Contains(addr, n):
		kind = FaultMisaligned
		msg = fmt.Sprintf("%s access of %d bytes at 0x%x is not naturally aligned (it crosses a 64 KiB boundary of %s)", spaceName(sp), n, addr, me.Alloc)
	case errors.As(err, &me):
		msg = fmt.Sprintf("%s access of %d bytes at 0x%x is out of bounds of %s", spaceName(sp), n, addr, me.Alloc)
	default:
		msg = err.Error()
	}
	w.faultAt(pc, kind, addr, 1<<uint(l), msg)
}

func spaceName(s ptx.Space) string {
	if s == ptx.SpaceGeneric {
		return "generic"
	}
	return s.String()
}
