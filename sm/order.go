package sm

import (
	"fmt"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// orderedReason decides whether a launch's blocks may observe one another
// through memory while they run, from what its kernel (and every function
// it can call) does; it returns why, or "" when they cannot. Such a launch
// runs its blocks on one goroutine in a fixed order (parallel.go,
// scheduleOrdered; a timing model steps its SMs in time order), so its
// results do not depend on the number of threads; any other launch's
// blocks run in parallel, and their results cannot depend on the order.
//
// The blocks of a launch can observe one another through:
//   - a global atomic whose old value is used (a ticket, a "last block"
//     count, a lock: its destination register is read somewhere in the
//     function; nvcc gives atomics whose result is ignored a destination
//     that nothing reads), any atom.exch/cas/inc/dec (the last one wins or the
//     wrap point moves), and floating-point atomics (the rounded sum
//     depends on the order of the additions); integer add/sub/and/or/xor/
//     min/max reductions without a result commute and run in parallel,
//     each performed atomically;
//   - a bulk or tensor reduction into global memory (cp.reduce.async.bulk,
//     its .tensor form: a read-modify-write of many elements, split-K
//     style, that several blocks apply to the same tile);
//   - volatile, relaxed, acquire or sequentially consistent loads outside
//     shared memory, and loads that bypass the L1 (.cg, .cv): flags
//     polled by spin loops (CUB's decoupled look-back polls its tile
//     states with ld.cg under membar.cta; a kernel that uses __ldcg for
//     plain streaming runs serially too, which costs speed, not results);
//   - a cooperative launch (grid.sync spins on a global counter);
//   - the device heap (malloc/free hand out addresses in call order);
//   - in timing mode, a cluster launch (a cluster's blocks run on several
//     SMs and share their shared memory and barriers);
//   - with more than one cluster (a block without clusters is one), a plain
//     store to global memory at an address every block computes alike
//     (racyStore: st.global, generic st not derived from a shared or local
//     address, vector stores, wmma.store, cp.async.bulk and
//     tensormap.cp_fenceproxy to global, a TMA store with block-invariant
//     coordinates): blocks racing to write the same place, where the last
//     writer wins. CUDA calls it a data race and the hardware's result
//     depends on timing, but here the bytes must not depend on the number
//     of threads. Flags every block sets to the same value (bfs's
//     "*over = true") and stores only one block reaches through a
//     block-dependent branch (the analysis does not follow control flow)
//     run ordered too: that costs speed, not results.
//
// Still not covered (CUDA data races whose bytes may differ between thread
// counts here): a block reading another block's plain stores without
// synchronisation (no atomic, volatile or .cg access); scatters through
// block-dependent indices that collide (two blocks storing through loaded
// indices that happen to be equal); surface stores (sust); and a kernel
// that indexes by only one %ctaid component in a grid that varies in
// another (any %ctaid component counts as block-dependent).
func orderedReason(p *isa.Program, f *isa.Func, l *Launch, csize int, timed bool, racy []int32) string {
	if l.Cooperative {
		return "a cooperative launch (blocks synchronise through grid.sync)"
	}
	if timed && csize > 1 {
		return "a cluster launch (a cluster's blocks run on several SMs and share memory and barriers)"
	}
	// Blocks of one cluster run in a fixed order already.
	multi := int(l.Grid[0])*int(l.Grid[1])*int(l.Grid[2]) > max(csize, 1)
	seen := make([]bool, len(p.Funcs))
	all := false
	var reason string
	var walk func(fi int)
	walk = func(fi int) {
		if fi < 0 || fi >= len(p.Funcs) || seen[fi] || reason != "" {
			return
		}
		seen[fi] = true
		g := p.Funcs[fi]
		switch g.Builtin {
		case isa.BuiltinMalloc, isa.BuiltinAlignedMalloc, isa.BuiltinFree:
			reason = "the device heap (malloc and free hand out addresses in call order)"
			return
		case isa.BuiltinSetConditional:
			reason = "cudaGraphSetConditional (the last block's value stays)"
			return
		}
		var read []bool // register slots some instruction of g reads
		for pc := g.Start; pc < g.End && reason == ""; pc++ {
			in := &p.Code[pc]
			if in.Kind == isa.KAtom && in.D[0] >= 0 && read == nil {
				read = readSlots(p, g)
			}
			if why := communicates(p, in, read); why != "" {
				pos := p.Pos[pc]
				reason = fmt.Sprintf("%s at %s:%d:%d", why, p.File, pos.Line, pos.Col)
				return
			}
			if in.Kind == isa.KCall && in.Aux >= 0 && int(in.Aux) < len(p.Calls) {
				cs := &p.Calls[in.Aux]
				switch {
				case cs.Func >= 0:
					walk(int(cs.Func))
				case cs.Targets != nil:
					for _, t := range cs.Targets {
						walk(int(t))
					}
				default:
					all = true
				}
			}
		}
		if reason == "" && multi {
			if pc := racy[fi]; pc >= 0 {
				pos := p.Pos[pc]
				reason = fmt.Sprintf("a store to a block-invariant global address (blocks of different clusters write the same place; the last one wins) at %s:%d:%d", p.File, pos.Line, pos.Col)
			}
		}
	}
	walk(f.Index)
	if all {
		for i := range p.Funcs {
			walk(i)
		}
	}
	return reason
}

// readSlots marks the register slots that some instruction of g reads (as
// a source, an address base or a tensor fragment).
func readSlots(p *isa.Program, g *isa.Func) []bool {
	read := make([]bool, g.NumRegs)
	mark := func(s int32) {
		if s >= 0 && int(s) < len(read) {
			read[s] = true
		}
	}
	for pc := g.Start; pc < g.End; pc++ {
		in := &p.Code[pc]
		for _, s := range in.S {
			mark(s)
		}
		mark(in.Base)
		if in.Kind == isa.KTensor && in.Aux >= 0 && int(in.Aux) < len(p.Tensor) {
			t := p.Tensor[in.Aux]
			for _, l := range [][]int32{t.D, t.A, t.B, t.C} {
				for _, s := range l {
					mark(s)
				}
			}
			// wgmma descriptors and sparse metadata are register sources too.
			if t.Wg != nil {
				mark(t.DescA)
				mark(t.DescB)
			}
			if t.Sp != nil || t.Wg != nil && t.Wg.Sparse {
				mark(t.Meta)
			}
		}
	}
	return read
}

// communicates says how one instruction lets blocks observe one another
// ("" if it does not); read marks the register slots its function reads.
func communicates(p *isa.Program, in *isa.Inst, read []bool) string {
	local := in.Space == ptx.SpaceShared || in.Space == ptx.SpaceSharedCluster || in.Space == ptx.SpaceLocal || in.Space == ptx.SpaceParam
	switch in.Kind {
	case isa.KBulk:
		if in.Aux < 0 || int(in.Aux) >= len(p.Bulk) {
			return ""
		}
		op := p.Bulk[in.Aux]
		if op.Kind == isa.TmaReduce || op.Kind == isa.BulkReduce && op.Dst == ptx.SpaceGlobal {
			return "a bulk reduction into global memory (blocks read, combine and write the same elements)"
		}
	case isa.KAtom:
		if local {
			return ""
		}
		switch {
		case in.D[0] >= 0 && (int(in.D[0]) >= len(read) || read[in.D[0]]):
			return "a global atomic whose result is used"
		case in.Type.IsFloat() || in.Type == ptx.F16x2 || in.Type == ptx.BF16x2:
			return "a floating-point global atomic (the result depends on the order of the additions)"
		}
		switch isa.AtomOp(in.Sub) {
		case isa.AtomAdd, isa.AtomSub, isa.AtomAnd, isa.AtomOr, isa.AtomXor, isa.AtomMin, isa.AtomMax:
			return ""
		}
		return "a global atom." + atomName(isa.AtomOp(in.Sub)) + " (the result depends on the order)"
	case isa.KLd:
		if !local && in.Flags&(isa.FVolatile|isa.FRelaxed) != 0 {
			return "a volatile or acquire load of global memory (a flag polled across blocks)"
		}
		if !local && in.Flags&isa.FCacheL2 != 0 {
			return "a load of global memory that bypasses the L1 (.cg/.cv: a flag polled across blocks, as CUB's decoupled look-back does)"
		}
	}
	return ""
}

func atomName(op isa.AtomOp) string {
	switch op {
	case isa.AtomExch:
		return "exch"
	case isa.AtomCas:
		return "cas"
	case isa.AtomInc:
		return "inc"
	case isa.AtomDec:
		return "dec"
	}
	return "op"
}

// canPrint reports whether kernel f's module declares vprintf or
// __assertfail (so f may print): only then is device output collected per
// block and written in block order.
func canPrint(p *isa.Program, f *isa.Func) bool {
	for _, g := range p.Funcs {
		if g.Builtin == isa.BuiltinVprintf || g.Builtin == isa.BuiltinAssertfail {
			return true
		}
	}
	return false
}

// racyStores is racyStore of every function of p, by function index:
// Device.Load keeps it with the module, so the analysis runs once per
// function, not once per launch.
func racyStores(p *isa.Program) []int32 {
	pcs := make([]int32, len(p.Funcs))
	for i, g := range p.Funcs {
		pcs[i] = racyStore(p, g)
	}
	return pcs
}

// racyStore returns the pc of the first store in g that may write a
// global address every block (of different clusters) computes alike, or -1:
// two blocks storing there race, and which store lands last depends on the
// order the blocks run in. The address of such a store is neither
// block-dependent nor block-private, found by a flow-insensitive analysis
// of g's registers run to a fixpoint:
//   - block-dependent ("tainted") are %ctaid and %clusterid, whatever is
//     loaded from a block-dependent address, a device function's parameters
//     and the results of its calls (anything read through the call frame:
//     the analysis stays within one function), what is loaded from shared
//     or local memory once a block-dependent value or address is written
//     there, and every destination of an instruction with a block-dependent
//     source (predicates and control flow are not followed);
//   - block-private are addresses of .shared and .local variables, the call
//     frame (%SP, %SPL), alloca, cvta to or from shared and local memory,
//     mapa, and what is computed from them.
//
// Stores to shared, local or parameter space, and red/atom (decided by
// communicates) are not racy stores here.
func racyStore(p *isa.Program, g *isa.Func) int32 {
	n := g.NumRegs
	taint := make([]bool, n)
	priv := make([]bool, n)
	privTaint := false // a block-dependent value or address was written to shared or local memory
	costs := make([]isa.Cost, g.End-g.Start)
	for pc := g.Start; pc < g.End; pc++ {
		costs[pc-g.Start] = isa.CostOf(&p.Code[pc])
	}
	is := func(v []bool, s int32) bool { return s >= 0 && int(s) < n && v[s] }
	privSpace := func(sp ptx.Space) bool {
		switch sp {
		case ptx.SpaceShared, ptx.SpaceSharedCluster, ptx.SpaceLocal, ptx.SpaceParam:
			return true
		}
		return false
	}
	privSym := func(in *isa.Inst) bool {
		return in.Flags&(isa.FFrame|isa.FKParam) != 0 ||
			in.Sym >= 0 && int(in.Sym) < len(p.Syms) && privSpace(p.Syms[in.Sym].Space)
	}
	// privAddr: a memory instruction's address is block-private.
	privAddr := func(in *isa.Inst) bool { return privSpace(in.Space) || privSym(in) || is(priv, in.Base) }
	changed := true
	set := func(v []bool, s int32) {
		if s >= 0 && int(s) < n && !v[s] {
			v[s] = true
			changed = true
		}
	}
	for changed {
		changed = false
		for pc := g.Start; pc < g.End; pc++ {
			in := &p.Code[pc]
			c := costs[pc-g.Start]
			var t, pv bool // the destinations become tainted / private
			var xd []int32 // destinations besides D (tensor fragments)
			srcT, srcP := is(taint, in.Base), is(priv, in.Base)
			for k, s := range in.S {
				if c.PredS&(1<<k) == 0 {
					srcT = srcT || is(taint, s)
					srcP = srcP || is(priv, s)
				}
			}
			switch in.Kind {
			case isa.KSpecial:
				switch ptx.Special(in.Sub) {
				case ptx.SpecialCtaid, ptx.SpecialClusterid:
					t = true
				}
			case isa.KAddr:
				t, pv = srcT, srcP || privSym(in)
			case isa.KStack, isa.KCluster:
				t, pv = srcT, true
			case isa.KLd, isa.KAtom:
				private := privAddr(in)
				switch {
				case in.Flags&isa.FKParam != 0: // the kernel's parameters: the same in every block
				case in.Space == ptx.SpaceParam:
					t = true // a device function's parameters, a call's results
				default:
					t = is(taint, in.Base) || private && privTaint
				}
				if in.Kind == isa.KAtom && private && srcT && !privTaint {
					privTaint, changed = true, true
				}
			case isa.KSt:
				// (st.param passes a call's arguments: the callee's
				// parameters count as block-dependent anyway.)
				if in.Space != ptx.SpaceParam && privAddr(in) && srcT && !privTaint {
					privTaint, changed = true, true
				}
				continue
			case isa.KAsync:
				if srcT && !privTaint {
					privTaint, changed = true, true
				}
				continue
			case isa.KBulk:
				if in.Aux >= 0 && int(in.Aux) < len(p.Bulk) {
					op := p.Bulk[in.Aux]
					bt := srcT || is(taint, op.SrcAddr) || is(taint, op.DstAddr) || !op.TMapParam && is(taint, op.TMap)
					for _, s := range op.Coords[:min(op.Rank, len(op.Coords))] {
						bt = bt || is(taint, s)
					}
					if bt && privSpace(op.Dst) && !privTaint {
						privTaint, changed = true, true
					}
				}
				continue
			case isa.KTensor:
				if in.Aux >= 0 && int(in.Aux) < len(p.Tensor) {
					op := p.Tensor[in.Aux]
					tt := srcT
					for _, l := range [][]int32{op.A, op.B, op.C} {
						for _, s := range l {
							tt = tt || is(taint, s)
						}
					}
					tt = tt || is(taint, op.DescA) || is(taint, op.DescB) || is(taint, op.Meta)
					switch isa.TensorKind(in.Sub) {
					case isa.TensorStore, isa.TensorStmatrix:
						for _, s := range op.D {
							tt = tt || is(taint, s)
						}
						if (privAddr(in) || isa.TensorKind(in.Sub) == isa.TensorStmatrix) && tt && !privTaint {
							privTaint, changed = true, true
						}
						continue
					case isa.TensorLoad:
						tt = tt || privAddr(in) && privTaint
					case isa.TensorLdmatrix, isa.TensorWgmma: // from shared memory
						tt = tt || privTaint
					}
					t, xd = tt, op.D
				}
			case isa.KCall, isa.KRet, isa.KBra, isa.KBrx, isa.KExit, isa.KNop, isa.KBar, isa.KMbar:
				continue
			default:
				t, pv = srcT, srcP
			}
			for k, d := range in.D {
				if c.PredD&(1<<k) != 0 {
					continue
				}
				if t {
					set(taint, d)
				}
				if pv {
					set(priv, d)
				}
			}
			if t {
				for _, d := range xd {
					set(taint, d)
				}
			}
		}
	}
	for pc := g.Start; pc < g.End; pc++ {
		in := &p.Code[pc]
		switch in.Kind {
		case isa.KSt:
			if !privAddr(in) && !is(taint, in.Base) {
				return pc
			}
		case isa.KTensor:
			if isa.TensorKind(in.Sub) == isa.TensorStore && !privAddr(in) && !is(taint, in.Base) {
				return pc
			}
		case isa.KBulk:
			if in.Aux < 0 || int(in.Aux) >= len(p.Bulk) {
				continue
			}
			op := p.Bulk[in.Aux]
			switch {
			case op.Kind == isa.BulkCopy && op.Dst == ptx.SpaceGlobal, op.Kind == isa.TensormapCopy:
				if !is(taint, op.DstAddr) && !is(priv, op.DstAddr) {
					return pc
				}
			case op.Kind == isa.TmaStore:
				bt := !op.TMapParam && is(taint, op.TMap)
				for _, s := range op.Coords[:min(op.Rank, len(op.Coords))] {
					bt = bt || is(taint, s)
				}
				if !bt {
					return pc
				}
			}
		}
	}
	return -1
}
