package isa

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/ptxsim/ptxsim/ptx"
)

// Register estimation. PTX has unlimited virtual registers; the hardware
// register count per thread (which drives occupancy) is what ptxas
// allocates. EstimateRegs approximates it from the lowered program by
// measuring register pressure as ptxas's SASS would see it, not as the PTX
// spells it:
//
//   - Only general registers count; predicates live in their own file.
//   - Values that are the same in every lane of the warp (kernel
//     parameters, %ctaid, %ntid, symbol addresses, and arithmetic on them
//     only) live in the uniform register file or stay constant-bank
//     operands (S2UR, ULDC, UIADD3 in the SASS), so they take no general
//     register, except for the moment a memory instruction needs one as a
//     64-bit address (LDC.64 R2 right before the LDG).
//   - Instructions that vanish in SASS (mov, cvta, widening cvt, float
//     abs/neg folded into operand modifiers: Cost.Issues == 0) define no
//     register of their own: their uses read their sources. A mul.wide by
//     a constant whose only uses are 64-bit adds folds into IMAD.WIDE the
//     same way (the 32-bit index stays live, not the 64-bit product).
//   - A value of 64 bits takes two registers.
//   - ptxas reports the highest register index used plus one, plus two it
//     always reserves; R1 is the stack pointer in every kernel (LDC R1,
//     c[0x0][0x28]), so n live values occupy R0 and R2..Rn: n + 3, at
//     least 4 (the empty kernel).
//   - Which registers, not only how many: allocHigh (regalloc.go) assigns
//     them by linear scan over each block's ASAP schedule, with the
//     alignment of pairs, vector groups and tensor fragments, odd
//     registers for store data, hoisted LDC.64 bases, loop loads that keep
//     their register, and constants a multiply-add needs in a register.
//     64-bit values whose upper half is zero take one register; constants
//     are immediates, so values of uniform values and constants are
//     uniform (not a loop counter written from a constant). The estimate
//     is the larger of the program-order pressure + 3 and the highest
//     assigned register + 1 + 2 (the latter capped at 32, where occupancy
//     starts to suffer); a kernel dividing 64-bit integers uses at least
//     18 (ptxas's division subroutine).
//
// Measured against ptxas's own counts for every kernel of the corpus
// (testdata/conformance/sass/*.ptxas-v.txt) by TestRegsVsPtxas and against
// the registers of every profiled launch (hw.json) by TestRegsVsHardware;
// docs/timing-model.md ("Registers and occupancy") has the figures. A
// launch can override the estimate (sm.Launch.Registers).

// Register-count rules of ptxas for sm_90.
const (
	MinRegs         = 16  // the launch reports at least 16 (ncu launch__registers_per_thread for every corpus kernel ptxas gives fewer)
	MaxRegs         = 255 // per thread
	RegsReserved    = 2   // ptxas's count is the highest register used + 1 + 2 (every kernel of the corpus)
	RegStackPointer = 1   // R1 holds the stack pointer in every kernel
	RegAllocUnit    = 8   // registers are allocated per thread in units of 8 (256 per warp)

	// OccupancyNeutralRegs is the most registers a thread can use with a
	// full SM of 2048 threads still resident (65536 / 2048): up to it,
	// ptxas spends registers on latency hiding for free, and many corpus
	// kernels with independent work use exactly 32.
	OccupancyNeutralRegs = 32

	// Calls follow the ABI of the corpus's SASS (control.calls, hello):
	// the return address goes in R20:R21 (LEPC R20 / MOV R20 before
	// CALL), so a kernel that calls uses registers up to R21; values live
	// across a call sit in callee-saved registers from R16.
	CallABIRegs      = 22
	CalleeSavedFirst = 16

	// LoopLoadRegs is how many registers each load result of a one-block
	// loop body holds: ptxas unrolls or pipelines such loops so that the
	// next iteration's loads are issued before this one's results are
	// used (1 or 4 fit the profiled launches worse: 173 and 144 of 197
	// occupancy limits exact against 174).
	LoopLoadRegs = 2

	// Div64Regs is the least a kernel dividing 64-bit integers uses:
	// ptxas calls its own division subroutine, which needs R0..R15
	// (stridedCopy's rem.s64, copyKernel's div.u64 in the corpus SASS).
	Div64Regs = 16 + RegsReserved

	// VprintfRegs is the launch figure of a kernel calling vprintf: the
	// driver links its own vprintf, whose registers count (corpus printf:
	// ptxas 24, launch__registers_per_thread 32).
	VprintfRegs = 32
)

// EstimateRegs returns the estimated registers per thread of kernel f,
// including the functions it calls, as launch__registers_per_thread
// reports it (at least MinRegs).
func EstimateRegs(p *Program, f *Func) int {
	n := estimateRegs(p, f)
	if callsBuiltin(p, f, BuiltinVprintf, map[int]bool{}) {
		n = max(n, VprintfRegs)
	}
	return min(max(n, MinRegs), MaxRegs)
}

// CallsBuiltin says whether kernel or function f, or a function it calls,
// calls builtin b (vprintf, malloc, ...).
func CallsBuiltin(p *Program, f *Func, b Builtin) bool {
	return callsBuiltin(p, f, b, map[int]bool{})
}

// callsBuiltin says whether f or a function it calls calls builtin b.
func callsBuiltin(p *Program, f *Func, b Builtin, seen map[int]bool) bool {
	if seen[f.Index] {
		return false
	}
	seen[f.Index] = true
	for pc := f.Start; pc < f.End; pc++ {
		in := &p.Code[pc]
		if in.Kind == KCall && in.Target >= 0 && int(in.Target) < len(p.Funcs) {
			g := p.Funcs[in.Target]
			if g.Builtin == b || callsBuiltin(p, g, b, seen) {
				return true
			}
		}
	}
	return false
}

// estimateRegs is the estimate before the launch floor of MinRegs (ptxas
// itself reports fewer for small kernels: compared with its count in
// TestRegsVsPtxas).
func estimateRegs(p *Program, f *Func) int {
	seen := map[int]bool{}
	var walk func(f *Func) int
	walk = func(f *Func) int {
		if seen[f.Index] || f.Builtin != BuiltinNone || f.End <= f.Start {
			return 0
		}
		seen[f.Index] = true
		lv := maxLive(p, f)
		n := max(lv.ordered+RegStackPointer, min(lv.alloc, OccupancyNeutralRegs-RegsReserved)) + RegsReserved
		if lv.div64 {
			n = max(n, Div64Regs)
		}
		if lv.calls {
			// The ABI: the return address in R20:R21, values live across
			// a call in the callee-saved registers from R16 up.
			n = max(n, CallABIRegs+RegsReserved, CalleeSavedFirst+lv.acrossCall+RegsReserved)
		}
		for pc := f.Start; pc < f.End; pc++ {
			in := &p.Code[pc]
			if in.Kind == KCall && in.Target >= 0 && int(in.Target) < len(p.Funcs) {
				n = max(n, walk(p.Funcs[in.Target]))
			}
		}
		return n
	}
	return max(walk(f), 1+RegStackPointer+RegsReserved)
}

// Value classes of a register slot for the pressure count.
const (
	vReg     uint8 = iota // occupies general registers
	vUniform              // uniform register or constant-bank operand
	vAlias                // no register of its own: uses read its sources
)

// uniformSpecial says whether a special register is the same in every lane
// of a warp and is read into a uniform register (S2UR) or is a
// constant-bank operand.
func uniformSpecial(s ptx.Special) bool {
	switch s {
	case ptx.SpecialNtid, ptx.SpecialCtaid, ptx.SpecialNctaid, ptx.SpecialNsmid, ptx.SpecialGridid,
		ptx.SpecialEnvreg, ptx.SpecialTotalSmemSize, ptx.SpecialAggrSmemSize, ptx.SpecialDynamicSmemSize,
		ptx.SpecialClusterid, ptx.SpecialNclusterid, ptx.SpecialClusterCtaid, ptx.SpecialClusterNctaid,
		ptx.SpecialClusterCtarank, ptx.SpecialClusterNctarank:
		return true
	}
	return false
}

// regAnalysis holds the per-slot facts of one function.
type regAnalysis struct {
	p      *Program
	code   []Inst
	costs  []Cost
	nslots int
	ndef   []int32 // definitions per slot
	def    []int32 // the defining pc (relative) of a single-def slot
	width  []uint8 // 32-bit registers per value
	class  []uint8
	pdef   []int32 // predicate slot -> single defining pc, -1 none or many
	puni   []bool  // predicate slot is uniform

	xdef, xuse [][]int32 // per pc: register slots a tensor instruction writes / reads besides D and S (tensorOperands)

	sched  []int    // every pc of the function, each block in its ASAP order (asapPeak)
	blocks [][2]int // each block's [first, end) index into sched
}

func (a *regAnalysis) reg(s int32) bool { return s >= 0 && int(s) < a.nslots }

// classify finds the uniform and alias slots.
func (a *regAnalysis) classify(f *Func) {
	code, n := a.code, a.nslots
	a.ndef = make([]int32, n)
	a.def = make([]int32, n)
	a.width = make([]uint8, n)
	a.class = make([]uint8, n)
	for i := range a.width {
		a.width[i] = 1
	}
	npred := f.NumPreds
	a.pdef = make([]int32, npred)
	for i := range a.pdef {
		a.pdef[i] = -1
	}
	pcount := make([]int32, npred)
	for i := range code {
		in := &code[i]
		c := &a.costs[i]
		w := uint8(1)
		if in.Type.Bits() == 64 || in.Kind == KAddr || in.Kind == KLd && in.Size == 8 ||
			in.Kind == KSpecial && ptx.Special(in.Sub) == ptx.SpecialClock64 || in.Flags&FWide != 0 {
			w = 2
		}
		for k, d := range in.D {
			if c.PredD&(1<<k) != 0 {
				if d >= 0 && int(d) < npred {
					pcount[d]++
					a.pdef[d] = int32(i)
				}
				continue
			}
			if a.reg(d) {
				a.ndef[d]++
				a.def[d] = int32(i)
				if w > a.width[d] {
					a.width[d] = w
				}
			}
		}
		for _, d := range a.xdef[i] {
			if a.reg(d) {
				a.ndef[d]++
				a.def[d] = int32(i)
			}
		}
	}
	for s := range a.pdef {
		if pcount[s] != 1 {
			a.pdef[s] = -1
		}
	}
	single := func(s int32) bool { return !a.reg(s) || a.ndef[s] == 1 }
	// Aliases: single-def values of instructions that vanish in SASS.
	for s := 0; s < n; s++ {
		if a.ndef[s] != 1 {
			continue
		}
		in := &code[a.def[s]]
		if in.Guard != NoSlot {
			continue
		}
		c := &a.costs[a.def[s]]
		ok := false
		switch {
		case in.Kind == KCvtaConst, in.Kind == KALU && c.Issues == 0 && c.Class == ClassNone:
			ok = true
		case in.Kind == KALU && in.Op == ptx.OpMul && in.Flags&FWide != 0:
			// mul.wide by a constant feeding only 64-bit adds: IMAD.WIDE.
			ok = (!a.reg(in.S[0]) || !a.reg(in.S[1])) && a.onlyAddUses(int32(s))
		}
		if !ok {
			continue
		}
		for k, src := range in.S {
			if c.PredS&(1<<k) == 0 && !single(src) {
				ok = false
			}
		}
		if ok {
			a.class[s] = vAlias
		}
	}
	// Uniform values, to a fixed point from the optimistic start.
	cand := make([]bool, n)
	for s := 0; s < n; s++ {
		cand[s] = a.ndef[s] > 0
	}
	// Constants are immediates: a value computed from uniform values and
	// constants only is uniform too (mov.u32 %r15, -1 as a member mask is
	// no register at all), except a value written more than once from a
	// constant: a loop counter (mov 0, add 1) stays a general register.
	isConst := make([]bool, n)
	for i := 0; i+1 < len(f.Consts); i += 2 {
		if s := int32(f.Consts[i]); a.reg(s) {
			cand[s], isConst[s] = true, true
		}
	}
	readsConst := func(in *Inst, c *Cost) bool {
		for k, src := range in.S {
			if c.PredS&(1<<k) == 0 && a.reg(src) && isConst[src] {
				return true
			}
		}
		return false
	}
	a.puni = make([]bool, npred)
	for s := range a.puni {
		a.puni[s] = a.pdef[s] >= 0
	}
	uniSrc := func(in *Inst, c *Cost) bool {
		if in.Guard != NoSlot && (int(in.Guard) >= npred || !a.puni[in.Guard]) {
			return false
		}
		for k, src := range in.S {
			if c.PredS&(1<<k) != 0 {
				if src >= 0 && (int(src) >= npred || !a.puni[src]) {
					return false
				}
			} else if a.reg(src) && !cand[src] {
				return false
			}
		}
		return true
	}
	uniDef := func(in *Inst, c *Cost, multi bool) bool {
		switch in.Kind {
		case KLd:
			return in.Space == ptx.SpaceParam && in.Guard == NoSlot && !a.reg(in.Base)
		case KSpecial:
			return uniformSpecial(ptx.Special(in.Sub))
		case KAddr:
			return true
		case KALU, KCvtaConst:
			return uniSrc(in, c) && !(multi && readsConst(in, c))
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for i := range code {
			in := &code[i]
			c := &a.costs[i]
			for k, d := range in.D {
				if c.PredD&(1<<k) != 0 {
					if d >= 0 && int(d) < npred && a.puni[d] && !(in.Kind == KALU && uniSrc(in, c)) {
						a.puni[d] = false
						changed = true
					}
					continue
				}
				if a.reg(d) && cand[d] && !uniDef(in, c, a.ndef[d] > 1) {
					cand[d] = false
					changed = true
				}
			}
			for _, d := range a.xdef[i] {
				if a.reg(d) && cand[d] {
					cand[d] = false
					changed = true
				}
			}
		}
	}
	for s := 0; s < n; s++ {
		if cand[s] {
			a.class[s] = vUniform
		}
	}
}

// storedUniform moves uniform values that a store or atomic writes to
// memory into the general registers: STG, ATOMG and their kind take their
// data from a general register only (index3d stores %ntid and %nctaid
// combinations from R5, R11, R15 after LDC, not from uniform registers).
func (a *regAnalysis) storedUniform() {
	for i := range a.code {
		in := &a.code[i]
		if in.Kind != KSt && in.Kind != KAtom {
			continue
		}
		c := &a.costs[i]
		for k, src := range in.S {
			if c.PredS&(1<<k) == 0 && a.reg(src) && a.class[src] == vUniform && a.ndef[src] == 1 && a.code[a.def[src]].Kind == KALU {
				a.class[src] = vReg
			}
		}
	}
}

// narrowZeroHigh gives one register to 64-bit values whose upper half is
// known to be zero: ptxas keeps only the low word in a register and uses
// RZ for the high one (occupancyProbe's cvt.u64.u32 + and.b64 with 262140
// becomes one LOP3, its address add an IADD3 / IMAD.X with RZ). A value is
// zero-high when it is a zero-extension of 32 bits or less, or the and of
// anything with a zero-high value or a constant below 2^32, or a shr.u64 by
// 32 or more.
func (a *regAnalysis) narrowZeroHigh(f *Func) {
	konst := map[int32]uint64{}
	for i := 0; i+1 < len(f.Consts); i += 2 {
		konst[int32(f.Consts[i])] = f.Consts[i+1]
	}
	zero := make([]bool, a.nslots)
	low := func(s int32) bool {
		if v, ok := konst[s]; ok {
			return v < 1<<32
		}
		return a.reg(s) && zero[s]
	}
	for changed := true; changed; {
		changed = false
		for s := 0; s < a.nslots; s++ {
			if zero[s] || a.ndef[s] != 1 {
				continue
			}
			in := &a.code[a.def[s]]
			if in.Kind != KALU || in.Guard != NoSlot || in.Type.Bits() != 64 || in.Type.IsFloat() {
				continue
			}
			z := false
			switch in.Op {
			case ptx.OpCvt:
				z = in.SType.Bits() <= 32 && !in.SType.IsSigned() && !in.SType.IsFloat()
			case ptx.OpAnd:
				z = low(in.S[0]) || low(in.S[1])
			case ptx.OpShr:
				if v, ok := konst[in.S[1]]; ok && v >= 32 && !in.Type.IsSigned() {
					z = true
				}
			}
			if z {
				zero[s], changed = true, true
				if a.class[s] == vReg {
					a.width[s] = 1
				}
			}
		}
	}
}

// tensorOperands collects the register fragments of tensor instructions
// (TensorOp's D, A, B, C lists, the sparse metadata and wgmma's
// descriptors), which Inst.D and Inst.S do not hold, into a.xdef / a.xuse.
func (a *regAnalysis) tensorOperands() {
	a.xdef = make([][]int32, len(a.code))
	a.xuse = make([][]int32, len(a.code))
	for i := range a.code {
		in := &a.code[i]
		if in.Kind != KTensor || in.Aux < 0 || int(in.Aux) >= len(a.p.Tensor) {
			continue
		}
		t := a.p.Tensor[in.Aux]
		var use []int32
		switch TensorKind(in.Sub) {
		case TensorStore, TensorStmatrix:
			use = append(use, t.D...)
		case TensorWgmma:
			a.xdef[i] = t.D
			use = append(use, t.D...) // accumulates into D
		default:
			a.xdef[i] = t.D
		}
		use = append(use, t.A...)
		use = append(use, t.B...)
		use = append(use, t.C...)
		if t.Sp != nil || t.Wg != nil && t.Wg.Sparse {
			use = append(use, t.Meta)
		}
		if TensorKind(in.Sub) == TensorWgmma {
			use = append(use, t.DescA, t.DescB)
		}
		a.xuse[i] = slices.DeleteFunc(use, func(s int32) bool { return !a.reg(s) })
	}
}

// xDef says whether destination slot d (of D or a tensor fragment) occupies
// a vector register.
func (a *regAnalysis) xDef(d int32) bool { return a.reg(d) && a.class[d] == vReg }

// onlyAddUses says whether every use of s is a source of a 64-bit integer
// add (so that ptxas can fold s's multiply into the add).
func (a *regAnalysis) onlyAddUses(s int32) bool {
	used := false
	for i := range a.code {
		in := &a.code[i]
		if in.Base == s {
			return false
		}
		for k, src := range in.S {
			if src != s || a.costs[i].PredS&(1<<k) != 0 {
				continue
			}
			if in.Kind != KALU || in.Op != ptx.OpAdd || in.Type.Bits() != 64 || in.Type.IsFloat() {
				return false
			}
			used = true
		}
	}
	return used
}

// liveInfo is what maxLive measures.
type liveInfo struct {
	ordered, asap int  // peak live registers in program order / block-ASAP order
	alloc         int  // highest register a linear-scan allocation uses, plus one (allocHigh)
	calls         bool // the function calls another
	div64         bool // the function divides 64-bit integers (a subroutine in SASS)
	acrossCall    int  // most registers live across one call
}

// maxLive is the peak of live 32-bit general registers in f under the rules
// above (backward liveness over its CFG, to a fixed point): in program
// order (the least ptxas can do) and with every basic block scheduled as
// early as dependences allow (what its latency-hiding scheduler does when
// registers are cheap; see asapPeak).
func maxLive(p *Program, f *Func) (r liveInfo) {
	code := p.Code[f.Start:f.End]
	n := len(code)
	nslots := f.NumRegs
	if n == 0 || nslots == 0 {
		return r
	}
	a := &regAnalysis{p: p, code: code, nslots: nslots, costs: make([]Cost, n)}
	for i := range code {
		a.costs[i] = CostOf(&code[i])
	}
	a.tensorOperands()
	a.renameWebs(f)
	code, nslots = a.code, a.nslots
	a.classify(f)
	// Constant slots (Func.Consts holds slot, value pairs) are immediates
	// or constant-bank operands in SASS.
	for i := 0; i+1 < len(f.Consts); i += 2 {
		if s := int32(f.Consts[i]); a.reg(s) {
			a.class[s] = vUniform
		}
	}

	a.narrowZeroHigh(f)
	a.storedUniform()

	// resolve maps a source slot to the register slots a use of it reads.
	memo := make([][]int32, nslots)
	state := make([]uint8, nslots) // 0 new, 1 in progress, 2 done
	var resolve func(s int32) []int32
	resolve = func(s int32) []int32 {
		if !a.reg(s) {
			return nil
		}
		switch a.class[s] {
		case vUniform:
			return nil
		case vReg:
			return []int32{s}
		}
		if state[s] == 2 {
			return memo[s]
		}
		if state[s] == 1 {
			return nil
		}
		state[s] = 1
		in := &code[a.def[s]]
		c := &a.costs[a.def[s]]
		var out []int32
		for k, src := range in.S {
			if c.PredS&(1<<k) == 0 {
				out = append(out, resolve(src)...)
			}
		}
		memo[s], state[s] = out, 2
		return out
	}
	uses := make([][]int32, n)
	temps := make([]int, n)
	for i := range code {
		in := &code[i]
		c := &a.costs[i]
		for k, s := range in.S {
			if c.PredS&(1<<k) == 0 {
				uses[i] = append(uses[i], resolve(s)...)
			}
		}
		for _, s := range a.xuse[i] {
			uses[i] = append(uses[i], resolve(s)...)
		}
		if a.reg(in.Base) {
			r := resolve(in.Base)
			uses[i] = append(uses[i], r...)
			if len(r) == 0 && in.Space != ptx.SpaceShared && in.Space != ptx.SpaceParam {
				temps[i] = 2 // a uniform 64-bit address moves to a register pair
			}
		}
	}
	words := (nslots + 63) / 64
	live := make([]uint64, n*words) // live-in per instruction
	count := func(row []uint64) int {
		cnt := 0
		for k, wv := range row {
			for m := wv; m != 0; m &= m - 1 {
				cnt += int(a.width[k*64+bits.TrailingZeros64(m)])
			}
		}
		return cnt
	}
	out := make([]uint64, words)
	tmp := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			clear(tmp)
			successors(a.p, f, a.code, i, func(s int) {
				for k := 0; k < words; k++ {
					tmp[k] |= live[s*words+k]
				}
			})
			in := &code[i]
			// A guarded instruction may not write its destinations, so they
			// stay live through it.
			if in.Guard == NoSlot {
				a.vdefs(i, func(d int32) { tmp[d/64] &^= 1 << uint(d%64) })
			}
			for _, s := range uses[i] {
				tmp[s/64] |= 1 << uint(s%64)
			}
			row := live[i*words : (i+1)*words]
			if !slices.Equal(row, tmp) {
				copy(row, tmp)
				changed = true
			}
		}
	}
	peak := 0
	for i := 0; i < n; i++ {
		if v := count(live[i*words:(i+1)*words]) + temps[i]; v > peak {
			peak = v
		}
		// Live out plus the values defined here (a dead result still
		// needs a register when it is written).
		clear(out)
		successors(a.p, f, a.code, i, func(s int) {
			for k := 0; k < words; k++ {
				out[k] |= live[s*words+k]
			}
		})
		a.vdefs(i, func(d int32) { out[d/64] |= 1 << uint(d%64) })
		peak = max(peak, count(out))
	}
	r.ordered, r.asap = peak, a.asapPeak(f, uses, temps, live, words, count)
	r.alloc = a.allocHigh(f, uses, temps, live, words, resolve)
	for i := range code {
		in := &code[i]
		if in.Kind == KALU && (in.Op == ptx.OpDiv || in.Op == ptx.OpRem) && in.Type.Bits() == 64 && !in.Type.IsFloat() {
			r.div64 = true
		}
		if code[i].Kind == KCall && i+1 < n {
			r.calls = true
			r.acrossCall = max(r.acrossCall, count(live[(i+1)*words:(i+2)*words]))
		}
	}
	return r
}

// asapPeak is the register peak when each basic block is list-scheduled as
// early as its dependences allow: every instruction at the level after the
// latest producer of its operands in the block (register and guard
// dependences, and write-after-read / write-after-write on slots written
// more than once), loads not above stores, atomics, barriers, fences,
// calls and asynchronous copies, those not above anything before them, and
// the block's branch last. ptxas's scheduler does this to hide latency
// (the corpus's SASS issues every LDC, LDG and S2R of a block first and
// stores its results last), which raises register pressure above the
// program-order figure until occupancy would suffer.
func (a *regAnalysis) asapPeak(f *Func, uses [][]int32, temps []int, live []uint64, words int, count func([]uint64) int) int {
	code := a.code
	n := len(code)
	leader := make([]bool, n+1)
	leader[0], leader[n] = true, true
	for i := range code {
		in := &code[i]
		switch in.Kind {
		case KBra, KBrx, KExit, KTrap, KRet, KCall:
			leader[i+1] = true
		}
		if in.Kind == KBra {
			if t := int(in.Target - f.Start); t >= 0 && t < n {
				leader[t] = true
			}
		}
		if in.Kind == KBrx {
			for _, t := range a.p.Tables[in.Aux] {
				if k := int(t - f.Start); k >= 0 && k < n {
					leader[k] = true
				}
			}
		}
	}
	level := make([]int, n)
	lastDef := map[int32]int{}  // slot -> pc of its latest definition in the block
	lastPDef := map[int32]int{} // predicate slot -> pc
	lastUse := map[int32]int{}  // slot -> highest level of a use in the block
	order := make([]int, 0, 64)
	cur := make([]uint64, words)
	tmp := make([]uint64, words)
	peak := 0
	for b := 0; b < n; {
		e := b + 1
		for !leader[e] {
			e++
		}
		clear(lastDef)
		clear(lastPDef)
		clear(lastUse)
		fence, maxLv := -1, 0 // level of the latest store-like instruction
		order = order[:0]
		for i := b; i < e; i++ {
			in := &code[i]
			c := &a.costs[i]
			lv := 0
			dep := func(pc int) {
				lv = max(lv, level[pc]+1)
			}
			for _, u := range uses[i] {
				if j, ok := lastDef[u]; ok {
					dep(j)
				}
			}
			if in.Guard != NoSlot {
				if j, ok := lastPDef[in.Guard]; ok {
					dep(j)
				}
			}
			for k, s := range in.S {
				if c.PredS&(1<<k) != 0 {
					if j, ok := lastPDef[s]; ok {
						dep(j)
					}
				}
			}
			a.vdefs(i, func(d int32) {
				if j, ok := lastDef[d]; ok {
					dep(j)
				}
				if l, ok := lastUse[d]; ok {
					lv = max(lv, l)
				}
			})
			switch in.Kind {
			case KALU, KSpecial, KAddr, KCvtaConst, KShfl, KVote, KMatch, KRedux, KActivemask, KIsspacep:
			case KTensor:
				switch TensorKind(in.Sub) {
				case TensorMma, TensorMovmatrix: // register-only, like an ALU instruction
				case TensorLdmatrix: // a load from shared memory
					lv = max(lv, fence+1)
				default:
					lv = max(lv, maxLv)
					fence = lv
				}
			case KLd:
				if in.Space != ptx.SpaceParam {
					lv = max(lv, fence+1)
				}
			case KBra, KBrx, KExit, KTrap, KRet, KCall:
				lv = max(lv, maxLv+1)
			default:
				lv = max(lv, maxLv)
				fence = lv
			}
			level[i] = lv
			maxLv = max(maxLv, lv)
			for _, u := range uses[i] {
				lastUse[u] = max(lastUse[u], lv)
			}
			for k, d := range in.D {
				if c.PredD&(1<<k) != 0 {
					lastPDef[d] = i
				} else if a.xDef(d) {
					lastDef[d] = i
				}
			}
			for _, d := range a.xdef[i] {
				if a.xDef(d) {
					lastDef[d] = i
				}
			}
			order = append(order, i)
		}
		sort.SliceStable(order, func(x, y int) bool { return level[order[x]] < level[order[y]] })
		a.blocks = append(a.blocks, [2]int{len(a.sched), len(a.sched) + len(order)})
		a.sched = append(a.sched, order...)
		// Live out of the block: live-in of the successors of its last
		// instruction, which is what liveness computed for e-1 minus its
		// own effect; recompute it from the successors' rows.
		clear(cur)
		last := e - 1
		in := &code[last]
		addRow := func(s int) {
			for k := 0; k < words; k++ {
				cur[k] |= live[s*words+k]
			}
		}
		successors(a.p, f, a.code, last, addRow)
		// A loop body (its last instruction branches back to its start or
		// before): ptxas gives every value of an iteration its own register
		// rather than reusing one (the chased loads of micro.chaseGlobal
		// rotate through R8..R21), so the body needs its live-in values
		// plus all its results at once.
		if in.Kind == KBra && int(in.Target-f.Start) <= b && int(in.Target-f.Start) >= 0 {
			copy(tmp, live[b*words:(b+1)*words])
			body := count(tmp)
			for i := b; i < e; i++ {
				a.vdefs(i, func(d int32) {
					if tmp[d/64]&(1<<uint(d%64)) == 0 {
						body += int(a.width[d])
					}
				})
			}
			peak = max(peak, body)
		}
		for x := len(order) - 1; x >= 0; x-- {
			i := order[x]
			in := &code[i]
			copy(tmp, cur)
			a.vdefs(i, func(d int32) {
				tmp[d/64] |= 1 << uint(d%64)
				if in.Guard == NoSlot {
					cur[d/64] &^= 1 << uint(d%64)
				}
			})
			peak = max(peak, count(tmp))
			for _, u := range uses[i] {
				cur[u/64] |= 1 << uint(u%64)
			}
			peak = max(peak, count(cur)+temps[i])
		}
		b = e
	}
	return peak
}

// vdefs calls visit with every vector register pc i of the function
// certainly defines: its unpredicated destinations, then its extra ones.
func (a *regAnalysis) vdefs(i int, visit func(d int32)) {
	c := &a.costs[i]
	for k, d := range a.code[i].D {
		if c.PredD&(1<<k) == 0 && a.xDef(d) {
			visit(d)
		}
	}
	for _, d := range a.xdef[i] {
		if a.xDef(d) {
			visit(d)
		}
	}
}
