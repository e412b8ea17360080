package pipeline

import (
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
)

// Issue order in timing mode: a list-scheduled copy of the program.
//
// ptxas does not issue instructions in PTX order: within a basic block it
// list-schedules them, hoisting independent loads ahead of the arithmetic
// that precedes them and interleaving independent dependency chains (the
// corpus's occupancy_shared issues its eight loads back to back; the PTX of
// fma_throughput alternates two dependent FMAs of one chain, the SASS
// round-robins over the four chains). An in-order warp model that issues
// PTX order pays those latencies serially.
//
// Timing mode therefore runs a copy of the program in which each stretch of
// a basic block between pinned instructions is reordered by a
// latency-driven list scheduler. Only independent instructions change
// places, so the functional results are those of program order:
//   - register and predicate dependencies (read after write, write after
//     read, write after write) keep their order, over every source, base,
//     guard and destination slot; a guarded write counts as a write;
//   - memory: loads may pass loads; a store, a volatile load or any other
//     memory access keeps its place among all memory accesses of its
//     state space and all generic ones (spaces do not alias);
//   - carry instructions (add.cc/addc...) keep their order (the carry flag
//     is an implicit operand);
//   - everything with effects beyond its operands is pinned and nothing
//     crosses it: control flow, barriers, atomics, fences, calls, clock and
//     timer reads (so a clock64 pair keeps exactly the code it measured),
//     async copies, mbarriers, cluster and tensor instructions other than
//     mma.sync and wmma.mma, which only read and write their fragments'
//     registers (ptxas interleaves independent HMMA chains with the code
//     that consumes finished accumulators: ubench2 f16_ind8's SASS).
//
// Block boundaries (branch targets, reconvergence points, instructions
// after control flow, function entries) keep their pcs, so branch targets,
// reconvergence pcs and call return addresses stay valid; the source
// position table is permuted along, so a fault reports the right line.

// schedMaxSeg bounds the stretch the quadratic list scheduler works on at
// once; longer stretches (unrolled loops) are scheduled in windows.
const schedMaxSeg = 256

// scheduledProgram returns p with each basic block's movable stretches
// list-scheduled for the latencies of spec.
func scheduledProgram(p *isa.Program, spec *timing.TimingSpec) *isa.Program {
	costs := isa.Costs(p)
	n := len(p.Code)
	leader := make([]bool, n+1)
	pinned := make([]bool, n)
	mark := func(pc int32) {
		if pc >= 0 && int(pc) <= n {
			leader[pc] = true
		}
	}
	for _, f := range p.Funcs {
		mark(f.Start)
		mark(f.End)
	}
	for pc := range p.Code {
		in := &p.Code[pc]
		if !movable(in) {
			pinned[pc] = true
		}
		switch in.Kind {
		case isa.KBra, isa.KBrx, isa.KCall, isa.KRet, isa.KExit, isa.KTrap:
			mark(int32(pc + 1))
			if in.Kind == isa.KBra {
				mark(in.Target)
			}
			if in.Kind == isa.KBrx && int(in.Aux) < len(p.Tables) && in.Aux >= 0 {
				for _, t := range p.Tables[in.Aux] {
					mark(t)
				}
			}
		}
		if in.Kind == isa.KBra || in.Kind == isa.KBrx {
			mark(in.IPDom)
		}
	}
	q := *p
	q.Code = append([]isa.Inst(nil), p.Code...)
	q.Pos = append([]ptx.Pos(nil), p.Pos...)
	ls := listSched{spec: spec, p: p, costs: costs}
	for pc := 0; pc < n; {
		if pinned[pc] {
			pc++
			continue
		}
		end := pc + 1
		for end < n && !pinned[end] && !leader[end] && end-pc < schedMaxSeg {
			end++
		}
		if end-pc > 1 {
			order := ls.schedule(pc, end)
			for k, src := range order {
				q.Code[pc+k] = p.Code[src]
				if src < len(p.Pos) && pc+k < len(q.Pos) {
					q.Pos[pc+k] = p.Pos[src]
				}
			}
		}
		pc = end
	}
	return &q
}

// Roles of an instruction in a loop ptxas unrolls (unrolledLoops).
const (
	loopBackEdge = 1 << iota // the conditional backward branch
	loopCounter              // the counter's add/sub or the exit setp
)

// unrolledLoops marks the back-edge branches of the loops ptxas unrolls:
// a conditional backward branch closing a single basic block whose guard
// is a setp comparing, against a constant, a counter the body steps by a
// constant (add/sub r, r, imm). That is the form nvcc gives a counted loop
// after its own 4x unrolling (add -4; setp.ne 0; bra), and the corpus's
// SASS shows ptxas unrolling exactly these loops 4x more (lat_alu,
// barrier_cost, fma_throughput, matmul_naive) while leaving alone loops
// whose exit test is derived otherwise (occupancy_shared). In the unrolled
// SASS only one back edge in U is a taken branch; the others fall through
// into the next copy of the body, and the copies keep one counter update
// and one compare between them (fma_throughput: IADD3 R0, R0, -0x10;
// ISETP.GT once per 64 FFMAs), so the back edge is marked loopBackEdge and
// its add and setp loopCounter: all three vanish in U-1 copies of U.
func unrolledLoops(p *isa.Program) []uint8 {
	marks := make([]uint8, len(p.Code))
	costs := isa.Costs(p)
	for _, f := range p.Funcs {
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			if in.Kind != isa.KBra || in.Guard < 0 || in.Target > pc || in.Target < f.Start {
				continue
			}
			lo := in.Target
			simple := true
			for k := lo; k < pc; k++ {
				switch p.Code[k].Kind {
				case isa.KBra, isa.KBrx, isa.KCall, isa.KRet, isa.KExit, isa.KTrap:
					simple = false
				}
			}
			if !simple {
				continue
			}
			isConst := func(s int32) bool { // Func.Consts holds (slot, value) pairs
				for i := 0; i+1 < len(f.Consts); i += 2 {
					if int32(f.Consts[i]) == s {
						return true
					}
				}
				return false
			}
			// the last writer of a slot in [lo, before)
			writer := func(slot int32, pred bool, before int32) int32 {
				for k := before - 1; k >= lo; k-- {
					c := &costs[k]
					for i, d := range p.Code[k].D {
						if d == slot && (c.PredD&(1<<i) != 0) == pred {
							return k
						}
					}
				}
				return -1
			}
			sp := writer(in.Guard, true, pc)
			if sp < 0 || p.Code[sp].Op != ptx.OpSetp {
				continue
			}
			st := &p.Code[sp]
			a, b := st.S[0], st.S[1]
			if isConst(a) {
				a, b = b, a
			}
			if a < 0 || !isConst(b) {
				continue
			}
			w := writer(a, false, sp)
			if w < 0 {
				continue
			}
			ad := &p.Code[w]
			if ad.Kind != isa.KALU || ad.Op != ptx.OpAdd && ad.Op != ptx.OpSub || ad.D[0] != a {
				continue
			}
			if ad.S[0] == a && isConst(ad.S[1]) || ad.Op == ptx.OpAdd && ad.S[1] == a && isConst(ad.S[0]) {
				marks[pc] |= loopBackEdge
				marks[sp] |= loopCounter
				marks[w] |= loopCounter
			}
		}
	}
	return marks
}

// movable reports whether in may change places with its neighbours (its
// effects are exactly its operand slots and, for loads and stores, memory).
func movable(in *isa.Inst) bool {
	switch in.Kind {
	case isa.KALU, isa.KAddr, isa.KLd, isa.KSt, isa.KCvtaConst, isa.KIsspacep,
		isa.KShfl, isa.KVote, isa.KMatch, isa.KRedux, isa.KActivemask:
		return true
	case isa.KTensor:
		return isa.TensorKind(in.Sub) == isa.TensorMma
	case isa.KSpecial:
		switch ptx.Special(in.Sub) {
		case ptx.SpecialClock, ptx.SpecialClockHi, ptx.SpecialClock64, ptx.SpecialGlobaltimer,
			ptx.SpecialGlobaltimerLo, ptx.SpecialGlobaltimerHi, ptx.SpecialPm, ptx.SpecialPm64:
			return false
		}
		return true
	}
	return false
}

// memSpace is the class of state space an access's address is in, for
// aliasing: -1 for a generic address (it may be in any of them).
func memSpace(in *isa.Inst) int {
	switch in.Space {
	case ptx.SpaceGlobal:
		return 1
	case ptx.SpaceShared, ptx.SpaceSharedCluster:
		return 2
	case ptx.SpaceLocal:
		return 3
	case ptx.SpaceParam:
		return 4
	case ptx.SpaceConst:
		return 5
	}
	return -1
}

// apart reports whether two memory accesses are in different state spaces
// and so cannot alias: ptxas moves a global load above a shared store
// (transposePadded's SASS issues its four LDGs before the STS of the
// first; PTX interleaves ld.global and st.shared).
func apart(a, b *isa.Inst) bool {
	sa, sb := memSpace(a), memSpace(b)
	return sa >= 0 && sb >= 0 && sa != sb
}

// carry reports whether in reads or writes the carry flag.
func carry(in *isa.Inst) bool {
	switch in.Op {
	case ptx.OpAddc, ptx.OpSubc, ptx.OpMadc:
		return true
	case ptx.OpAdd, ptx.OpSub, ptx.OpMad:
		return in.Flags&isa.FCC != 0
	}
	return false
}

type listSched struct {
	spec  *timing.TimingSpec
	p     *isa.Program
	costs []isa.Cost

	// per-segment scratch, reused
	succ   [][]schedEdge
	npred  []int
	height []float64
	avail  []float64
	done   []bool
	order  []int
}

type schedEdge struct {
	to  int
	lat float64
}

// latency is the scheduler's estimate of the cycles from in's issue to
// the use of its result (ptxas plans loads for their typical latency).
func (ls *listSched) latency(in *isa.Inst, c *isa.Cost) float64 {
	s := ls.spec
	switch in.Kind {
	case isa.KLd:
		switch in.Space {
		case ptx.SpaceShared, ptx.SpaceSharedCluster:
			return s.Shared.Latency
		case ptx.SpaceParam, ptx.SpaceConst:
			return s.Const.Latency
		}
		return s.L2.HitLatency
	}
	if c.Issues == 0 {
		return 0
	}
	if c.Lat > 0 {
		return float64(c.Lat)
	}
	u := &s.Units
	switch c.Class {
	case isa.ClassIADD3:
		return u.IADD3.Latency
	case isa.ClassIMAD:
		return u.IMAD.Latency
	case isa.ClassFFMA:
		return u.FFMA.Latency
	case isa.ClassHFMA2:
		return u.HFMA2.Latency
	case isa.ClassDFMA:
		return u.DFMA.Latency
	case isa.ClassMUFU:
		return u.MUFUEx2.Latency
	case isa.ClassMUFUSin:
		return u.MUFUSin.Latency
	case isa.ClassConv:
		return u.Conv.Latency
	case isa.ClassSHFL:
		return u.SHFL.Latency
	case isa.ClassS2R:
		return u.S2R.Latency
	}
	return 1
}

// slotKey names a register (even) or predicate (odd) slot.
func slotKey(s int32, pred bool) int64 {
	if pred {
		return int64(s)<<1 | 1
	}
	return int64(s) << 1
}

// operands appends in's read and written slot keys.
func operandKeys(in *isa.Inst, c *isa.Cost, rd, wr []int64) ([]int64, []int64) {
	for k, s := range in.S {
		if s >= 0 {
			rd = append(rd, slotKey(s, c.PredS&(1<<k) != 0))
		}
	}
	if in.Base >= 0 {
		rd = append(rd, slotKey(in.Base, false))
	}
	if in.Guard >= 0 {
		rd = append(rd, slotKey(in.Guard, true))
	}
	for k, d := range in.D {
		if d >= 0 {
			wr = append(wr, slotKey(d, c.PredD&(1<<k) != 0))
		}
	}
	return rd, wr
}

func hasKey(ks []int64, k int64) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// schedule returns the issue order of code[lo:hi] (as pcs).
func (ls *listSched) schedule(lo, hi int) []int {
	n := hi - lo
	code := ls.p.Code
	if cap(ls.succ) < n {
		ls.succ = make([][]schedEdge, n)
		ls.npred = make([]int, n)
		ls.height = make([]float64, n)
		ls.avail = make([]float64, n)
		ls.done = make([]bool, n)
	}
	succ, npred, height, avail, done := ls.succ[:n], ls.npred[:n], ls.height[:n], ls.avail[:n], ls.done[:n]
	rds := make([][]int64, n)
	wrs := make([][]int64, n)
	lat := make([]float64, n)
	for i := 0; i < n; i++ {
		in := &code[lo+i]
		c := &ls.costs[lo+i]
		rds[i], wrs[i] = operandKeys(in, c, nil, nil)
		lat[i] = ls.latency(in, c)
		if in.Kind == isa.KTensor && int(in.Aux) < len(ls.p.Tensor) {
			// mma.sync / wmma.mma (movable): its fragments.
			op := ls.p.Tensor[in.Aux]
			for _, fr := range [...][]int32{op.A, op.B, op.C} {
				for _, r := range fr {
					rds[i] = append(rds[i], slotKey(r, false))
				}
			}
			if op.Sp != nil {
				rds[i] = append(rds[i], slotKey(op.Meta, false))
			}
			for _, r := range op.D {
				wrs[i] = append(wrs[i], slotKey(r, false))
			}
			tc := &ls.spec.TensorCore
			lat[i] = tc.MmaLatencyBase + tc.MmaLatencyUnit
		}
		succ[i] = succ[i][:0]
		npred[i], height[i], avail[i], done[i] = 0, 0, 0, false
	}
	mem := func(in *isa.Inst) (is, plainLoad bool) {
		switch in.Kind {
		case isa.KLd:
			return true, in.Flags&isa.FVolatile == 0
		case isa.KSt:
			return true, false
		}
		return false, false
	}
	for j := 1; j < n; j++ {
		ij := &code[lo+j]
		mj, lj := mem(ij)
		cj := carry(ij)
		for i := 0; i < j; i++ {
			ii := &code[lo+i]
			dep, l := false, 0.0
			for _, w := range wrs[i] {
				if hasKey(rds[j], w) { // read after write
					dep, l = true, max(l, lat[i])
				} else if hasKey(wrs[j], w) { // write after write
					dep = true
				}
			}
			if !dep {
				for _, w := range wrs[j] {
					if hasKey(rds[i], w) { // write after read
						dep = true
						break
					}
				}
			}
			if !dep && mj {
				if mi, li := mem(ii); mi && !(li && lj) && !apart(ii, ij) {
					dep = true
				}
			}
			if !dep && cj && carry(ii) {
				dep, l = true, max(l, lat[i])
			}
			if dep {
				succ[i] = append(succ[i], schedEdge{to: j, lat: l})
				npred[j]++
			}
		}
	}
	// Heights: the longest latency path to the end of the stretch.
	for i := n - 1; i >= 0; i-- {
		h := 0.0
		for _, e := range succ[i] {
			h = max(h, e.lat+height[e.to])
		}
		height[i] = h
	}
	order := ls.order[:0]
	t := 0.0
	for len(order) < n {
		pick, soonest := -1, 0.0
		for i := 0; i < n; i++ {
			if done[i] || npred[i] > 0 {
				continue
			}
			if avail[i] <= t {
				if pick < 0 || avail[pick] > t || height[i] > height[pick] {
					pick = i
				}
			} else if pick < 0 || avail[pick] > t && avail[i] < soonest {
				pick, soonest = i, avail[i]
			}
		}
		if avail[pick] > t {
			t = avail[pick]
		}
		done[pick] = true
		order = append(order, lo+pick)
		for _, e := range succ[pick] {
			npred[e.to]--
			avail[e.to] = max(avail[e.to], t+e.lat)
		}
		if in := &code[lo+pick]; in.Kind == isa.KTensor {
			// An mma.sync holds the tensor pipe for its interval: ptxas
			// fills the gap with other work.
			tc := &ls.spec.TensorCore
			t += tc.MmaIntervalBase + tc.MmaIntervalUnit
		} else if c := &ls.costs[lo+pick]; c.Issues > 0 {
			t += float64(c.Issues)
		}
	}
	ls.order = order
	return order
}

// aggregatedAtomics marks the global atomics ptxas turns into one atomic
// per warp: an add, and, or, xor, min or max whose address is warp-uniform
// by construction (computed only from kernel parameters, constants,
// symbol addresses and block-uniform special registers). ptxas then emits
// VOTEU.ANY + UFLO + REDUX + a single REDG/ATOMG by the leader lane
// (corpus sum_ones_atomic); an address that is uniform only at run time
// keeps one update per lane (atomic_contention's selp-chosen address).
// Only 32-bit integer operations: REDUX, the warp reduction the leader's
// update needs, exists for 32-bit integers only (corpus atomics_all's SASS:
// add.u64, max.u64, add.f32 and add.f64 on a uniform address stay one
// REDG per lane, as does module_globals' add.u64).
// The analysis is a fixed point over each function: a slot is uniform when
// every instruction writing it is unguarded and computes it from uniform
// slots.
func aggregatedAtomics(p *isa.Program) []bool {
	marks := make([]bool, len(p.Code))
	costs := isa.Costs(p)
	for _, f := range p.Funcs {
		nonUni := map[int32]bool{}
		consts := map[int32]bool{}
		for i := 0; i+1 < len(f.Consts); i += 2 {
			consts[int32(f.Consts[i])] = true
		}
		uni := func(s int32) bool { return s < 0 || consts[s] || !nonUni[s] }
		for changed := true; changed; {
			changed = false
			for pc := f.Start; pc < f.End; pc++ {
				in := &p.Code[pc]
				ok := in.Guard < 0
				switch in.Kind {
				case isa.KALU, isa.KAddr, isa.KCvtaConst:
					for _, s := range in.S {
						ok = ok && uni(s)
					}
				case isa.KLd:
					ok = ok && in.Space == ptx.SpaceParam && uni(in.Base)
				case isa.KSpecial:
					switch ptx.Special(in.Sub) {
					case ptx.SpecialTid, ptx.SpecialLaneid, ptx.SpecialWarpid, ptx.SpecialSmid,
						ptx.SpecialLanemaskEq, ptx.SpecialLanemaskLe, ptx.SpecialLanemaskLt,
						ptx.SpecialLanemaskGe, ptx.SpecialLanemaskGt, ptx.SpecialClock, ptx.SpecialClockHi,
						ptx.SpecialClock64, ptx.SpecialGlobaltimer, ptx.SpecialGlobaltimerLo, ptx.SpecialGlobaltimerHi,
						ptx.SpecialPm, ptx.SpecialPm64:
						ok = false
					}
				default:
					ok = false
				}
				if ok {
					continue
				}
				for k, d := range in.D {
					if d >= 0 && costs[pc].PredD&(1<<k) == 0 && !nonUni[d] {
						nonUni[d] = true
						changed = true
					}
				}
			}
		}
		if f.Entry == false {
			continue // parameters of device functions may differ per lane
		}
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			if in.Kind != isa.KAtom || in.Space != ptx.SpaceGlobal && in.Space != ptx.SpaceGeneric || !uni(in.Base) {
				continue
			}
			if !in.Type.IsInt() || in.Type.Bits() != 32 {
				continue
			}
			switch isa.AtomOp(in.Sub) {
			case isa.AtomAdd, isa.AtomAnd, isa.AtomOr, isa.AtomXor, isa.AtomMin, isa.AtomMax:
				marks[pc] = true
			}
		}
	}
	return marks
}

// Roles of a pc in ptxas's call ABI (callFrames).
const (
	frameSave    = 1 // a call of a non-leaf function: its prologue's stack saves
	frameRestore = 2 // a return from a non-leaf function: its epilogue's loads
)

// callFrames marks the calls and returns whose SASS saves and restores
// registers on the per-thread stack: a function that itself calls must keep
// its return address and the values live across its calls in memory, since
// the callee may use the same registers (corpus control.cu: recursive fib
// has 5 STL at entry and 5 LDL before RET.REL; the leaf functions gcd and
// poly have none). Kernels end in EXIT and save nothing.
func callFrames(p *isa.Program) []uint8 {
	marks := make([]uint8, len(p.Code))
	nonLeaf := make([]bool, len(p.Funcs))
	for fi := range p.Funcs {
		f := p.Funcs[fi]
		if f.Entry || f.Builtin != isa.BuiltinNone {
			continue
		}
		for pc := f.Start; pc < f.End && int(pc) < len(p.Code); pc++ {
			if p.Code[pc].Kind == isa.KCall {
				nonLeaf[fi] = true
				break
			}
		}
	}
	for fi := range p.Funcs {
		f := p.Funcs[fi]
		for pc := f.Start; pc < f.End && int(pc) < len(p.Code); pc++ {
			in := &p.Code[pc]
			switch {
			case in.Kind == isa.KCall && in.Target >= 0 && int(in.Target) < len(nonLeaf) && nonLeaf[in.Target]:
				marks[pc] = frameSave
			case in.Kind == isa.KRet && nonLeaf[fi]:
				marks[pc] = frameRestore
			}
		}
	}
	return marks
}
