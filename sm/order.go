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
//     SMs and share their shared memory and barriers).
//
// Plain loads and stores of the same address by different blocks without
// synchronisation are a data race in CUDA: their result depends on
// timing on the hardware too, and may differ between thread counts here.
func orderedReason(p *isa.Program, f *isa.Func, l *Launch, csize int, timed bool) string {
	if l.Cooperative {
		return "a cooperative launch (blocks synchronise through grid.sync)"
	}
	if timed && csize > 1 {
		return "a cluster launch (a cluster's blocks run on several SMs and share memory and barriers)"
	}
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
