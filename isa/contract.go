package isa

import "github.com/ptxsim/ptxsim/ptx"

// FMA contraction as ptxas does it. The PTX ISA lets ptxas fuse a mul and
// an add/sub without rounding modifiers into one fused multiply-add (only
// .rn and the other explicit roundings forbid it), and on the H200 it does:
// the result is rounded once instead of twice, which changes the last bit
// of many results. This pass finds the pairs ptxas fuses, so that lowering
// computes them as one FMA and `run` matches the hardware bit for bit.
//
// The rule, read off ptxas's SASS (sm_90, CUDA 11.8 and 13; the patterns
// and their SASS are in testdata/isa/ptx/contract.ptx, .../sass/):
//
//   - A candidate is an unguarded mul.{f32,f64,f16,f16x2,bf16,bf16x2}
//     without a rounding modifier and without .sat.
//   - Its value may be copied by mov and negated by neg; the copies are
//     the same value (negated or not).
//   - It is contracted only if every use of the value, through every copy,
//     is an operand of an add or sub of the same type, without a rounding
//     modifier, with the same .ftz as the mul (.sat on the add is kept:
//     FFMA.SAT), that uses the value in one operand only (x*y + x*y is not
//     fused), all in the mul's extended basic block: the maximal chain of
//     blocks each of which is its predecessor's only successor and has that
//     predecessor as its only predecessor (a mul before an if and an add
//     after it are not fused; a bra to the next label is no boundary; a
//     call is one, bar.sync and memory operations are not). A value still
//     live where the chain ends blocks contraction.
//   - An add/sub whose two operands are both candidate products fuses the
//     first operand's product; the other product then has a use that is
//     not a fusion and stays a mul. The choice is made to a fixed point:
//     a product that loses its contraction frees the adds that chose it.
//
// A module for debugging (".target ..., debug") is compiled without
// optimization and nothing is contracted.
//
// ptxas decides after unrolling loops: it unrolls a small loop of constant
// trip count completely (1000 trips of a 4-instruction body, in
// fma_contract2) and one of unknown trip count by 4, so a product made
// before the loop, or in one iteration for the next, can fuse with adds
// of the unrolled copies. This pass works on the PTX's own blocks and does
// not see those (documented in docs/RATIONALE.md).

// fuseAction says what lowering does with a body instruction.
type fuseAction uint8

const (
	fuseNone fuseAction = iota
	fuseDrop            // a contracted mul (or a copy of its value): emits nothing, or captures its sources
	fuseAdd             // an add/sub contracted with a product into one FMA
)

// fusion describes one contracted add/sub.
type fusion struct {
	mul     int  // body index of the mul
	addend  int  // which operand of the add (1 or 2) is the addend
	negProd bool // the product enters negated (sub c, P; or a neg in the chain)
	negAdd  bool // the addend enters negated (sub P, c)
}

// contraction is the result of the analysis for one function.
type contraction struct {
	action  []fuseAction
	fuse    map[int]fusion // add body index -> its fusion
	capture map[int]bool   // mul body index -> its sources change before the last fused add
}

// valueRef is a register's current value within an extended block: the
// product of candidate mul `mul`, negated or not; mul -1: anything else.
type valueRef struct {
	mul int
	neg bool
}

func isFusableType(t ptx.Type) bool {
	switch t {
	case ptx.F32, ptx.F64, ptx.F16, ptx.F16x2, ptx.BF16, ptx.BF16x2:
		return true
	}
	return false
}

func hasRounding(in *ptx.Inst) bool {
	for _, m := range in.Mods {
		if _, ok := roundingMods[m]; ok {
			return true
		}
	}
	return false
}

// regKey names a register operand (a vector component counts apart).
func regKey(op *ptx.Operand) int {
	return int(op.Reg)*8 + int(op.Comp) + 1
}

// instRegs calls use for every register the instruction reads and def for
// every register it writes. Where the IR does not say which operand is a
// destination, the first operand counts as both, which only ever blocks a
// contraction.
func instRegs(in *ptx.Inst, use, def func(op *ptx.Operand)) {
	var walk func(op *ptx.Operand, isDef bool)
	walk = func(op *ptx.Operand, isDef bool) {
		switch op.Kind {
		case ptx.OperandReg:
			if isDef {
				def(op)
			} else {
				use(op)
			}
		case ptx.OperandAddr:
			if op.Reg != ptx.NoReg {
				use(op)
			}
			for k := range op.Elems {
				walk(&op.Elems[k], false)
			}
		case ptx.OperandVec, ptx.OperandList, ptx.OperandPair:
			for k := range op.Elems {
				walk(&op.Elems[k], isDef)
			}
		}
	}
	if in.Guard != ptx.NoReg {
		g := ptx.Operand{Kind: ptx.OperandReg, Reg: in.Guard, Comp: -1}
		use(&g)
	}
	first := 0
	switch in.Op {
	case ptx.OpSt, ptx.OpRed, ptx.OpBra, ptx.OpBrxIdx, ptx.OpRet, ptx.OpExit, ptx.OpBar, ptx.OpBarrier,
		ptx.OpBarWarpSync, ptx.OpMembar, ptx.OpFence, ptx.OpTrap, ptx.OpPrefetch, ptx.OpPrefetchu:
		first = -1 // no destination
	case ptx.OpCall:
		if len(in.Args) > 0 && in.Args[0].Kind == ptx.OperandList {
			walk(&in.Args[0], true)
			for k := 1; k < len(in.Args); k++ {
				walk(&in.Args[k], false)
			}
			return
		}
		first = -1
	}
	for k := range in.Args {
		a := &in.Args[k]
		if k == 0 && first == 0 && a.Kind != ptx.OperandAddr {
			walk(a, true)
			if !knownDest(in.Op) {
				walk(a, false) // conservatively also a use
			}
			continue
		}
		walk(a, false)
	}
}

// knownDest lists opcodes whose first operand is only a destination.
func knownDest(op ptx.Opcode) bool {
	switch op {
	case ptx.OpAdd, ptx.OpSub, ptx.OpMul, ptx.OpMad, ptx.OpFma, ptx.OpDiv, ptx.OpRem, ptx.OpAbs, ptx.OpNeg,
		ptx.OpMin, ptx.OpMax, ptx.OpMov, ptx.OpCvt, ptx.OpCvta, ptx.OpLd, ptx.OpLdu, ptx.OpSetp, ptx.OpSet,
		ptx.OpSelp, ptx.OpAnd, ptx.OpOr, ptx.OpXor, ptx.OpNot, ptx.OpShl, ptx.OpShr, ptx.OpRcp, ptx.OpSqrt,
		ptx.OpRsqrt, ptx.OpSin, ptx.OpCos, ptx.OpLg2, ptx.OpEx2, ptx.OpTanh, ptx.OpAtom, ptx.OpShfl,
		ptx.OpPopc, ptx.OpClz, ptx.OpBrev, ptx.OpBfe, ptx.OpBfi, ptx.OpPrmt, ptx.OpLop3, ptx.OpShf,
		ptx.OpCopysign, ptx.OpTestp, ptx.OpMul24, ptx.OpMad24:
		return true
	}
	return false
}

// blocks of a PTX function body for the contraction pass.
type cfgBlock struct {
	start, end int   // body[start:end]
	succ       []int // successor blocks
	npred      int
	call       bool // ends with a call: ptxas contracts nothing across it
}

func bodyBlocks(f *ptx.Func) ([]cfgBlock, []int) {
	n := len(f.Body)
	leader := make([]bool, n+1)
	leader[0] = true
	targeted := make([]bool, len(f.Labels))
	for i := range f.Body {
		in := &f.Body[i]
		for k := range in.Args {
			a := &in.Args[k]
			if a.Kind == ptx.OperandSym && a.Label >= 0 && a.Label < len(targeted) {
				targeted[a.Label] = true
			}
			if a.Table != nil {
				for _, l := range a.Table.Labels {
					targeted[l] = true
				}
			}
		}
		switch in.Op {
		case ptx.OpBra, ptx.OpBrxIdx, ptx.OpRet, ptx.OpExit, ptx.OpTrap, ptx.OpCall:
			leader[i+1] = true
		}
	}
	for li, l := range f.Labels {
		if targeted[li] && l.Index <= n {
			leader[l.Index] = true
		}
	}
	blockOf := make([]int, n+1)
	var bs []cfgBlock
	for i := 0; i < n; i++ {
		if leader[i] {
			bs = append(bs, cfgBlock{start: i})
		}
		blockOf[i] = len(bs) - 1
		bs[len(bs)-1].end = i + 1
	}
	blockOf[n] = len(bs) // the exit
	labelBlock := func(l int) int { return blockOf[f.Labels[l].Index] }
	for b := range bs {
		last := &f.Body[bs[b].end-1]
		falls := true
		switch last.Op {
		case ptx.OpBra:
			if len(last.Args) > 0 && last.Args[0].Kind == ptx.OperandSym && last.Args[0].Label >= 0 {
				bs[b].succ = append(bs[b].succ, labelBlock(last.Args[0].Label))
			}
			falls = last.Guard != ptx.NoReg
		case ptx.OpBrxIdx:
			for k := range last.Args {
				if t := last.Args[k].Table; t != nil {
					for _, l := range t.Labels {
						bs[b].succ = append(bs[b].succ, labelBlock(l))
					}
				}
			}
			falls = last.Guard != ptx.NoReg
		case ptx.OpRet, ptx.OpExit, ptx.OpTrap:
			falls = last.Guard != ptx.NoReg
		case ptx.OpCall:
			bs[b].call = true
		}
		if falls && b+1 < len(bs) {
			bs[b].succ = append(bs[b].succ, b+1)
		}
	}
	for b := range bs {
		for _, s := range bs[b].succ {
			if s < len(bs) {
				bs[s].npred++
			}
		}
	}
	return bs, blockOf
}

// analyzeContraction runs the pass over one function body.
func analyzeContraction(f *ptx.Func) *contraction {
	n := len(f.Body)
	ct := &contraction{action: make([]fuseAction, n), fuse: map[int]fusion{}, capture: map[int]bool{}}
	if n == 0 {
		return ct
	}
	// Any candidate at all? Most modules have none: skip the analysis.
	any := false
	for i := range f.Body {
		if mulCandidate(&f.Body[i]) {
			any = true
			break
		}
	}
	if !any {
		return ct
	}
	bs, _ := bodyBlocks(f)
	live := liveOut(f, bs)
	// Extended blocks: chains of a block and its only successor that has
	// it as only predecessor.
	inChain := make([]bool, len(bs))
	for b := range bs {
		if inChain[b] {
			continue
		}
		// b starts a chain unless its only predecessor continues into it.
		chain := []int{b}
		inChain[b] = true
		for {
			cur := chain[len(chain)-1]
			if len(bs[cur].succ) != 1 || bs[cur].call {
				break
			}
			s := bs[cur].succ[0]
			if s >= len(bs) || bs[s].npred != 1 || inChain[s] || s == b {
				break
			}
			chain = append(chain, s)
			inChain[s] = true
		}
		ct.chain(f, bs, chain, live[chain[len(chain)-1]])
	}
	return ct
}

func mulCandidate(in *ptx.Inst) bool {
	return in.Op == ptx.OpMul && in.Guard == ptx.NoReg && len(in.Types) == 1 && isFusableType(in.Types[0]) &&
		!hasRounding(in) && !hasMod(in, "sat") && len(in.Args) == 3 && in.Args[0].Kind == ptx.OperandReg
}

// use is one read of a candidate product.
type prodUse struct {
	at      int // body index of the reader
	operand int // operand position in the reader
	neg     bool
	fusable bool // an add/sub that may fuse this operand
}

// chain analyzes one extended block given the registers live after it.
func (ct *contraction) chain(f *ptx.Func, bs []cfgBlock, chain []int, liveAfter map[int]bool) {
	cur := map[int]valueRef{} // register -> the product it holds
	uses := map[int][]prodUse{}
	blocked := map[int]bool{}
	copies := map[int][]int{} // mul -> body indices of its mov/neg copies
	lastFusedRead := map[int]int{}
	defAt := map[int][]int{} // register -> body indices that define it (for capture)
	var order []int
	for _, b := range chain {
		for i := bs[b].start; i < bs[b].end; i++ {
			order = append(order, i)
		}
	}
	for _, i := range order {
		in := &f.Body[i]
		// Reads: top-level register operands keep their position; reads
		// nested in addresses, vectors and lists are never fusions.
		var reads []struct {
			pos int
			v   valueRef
		}
		for k := range in.Args {
			a := &in.Args[k]
			if k == 0 && knownDest(in.Op) && a.Kind == ptx.OperandReg {
				continue
			}
			pos := k
			if a.Kind != ptx.OperandReg {
				pos = -1
			}
			collectReads(a, k == 0 && knownDest(in.Op), func(op *ptx.Operand) {
				if v, ok := cur[regKey(op)]; ok && v.mul >= 0 {
					reads = append(reads, struct {
						pos int
						v   valueRef
					}{pos, v})
				}
			})
		}
		if in.Guard != ptx.NoReg {
			if v, ok := cur[int(in.Guard)*8]; ok && v.mul >= 0 {
				blocked[v.mul] = true
			}
		}
		// A copy (mov, neg) of a product makes another name for it.
		isCopy := false
		if len(reads) == 1 && in.Guard == ptx.NoReg && len(in.Args) == 2 && in.Args[0].Kind == ptx.OperandReg && reads[0].pos == 1 {
			src := &f.Body[reads[0].v.mul]
			if (in.Op == ptx.OpMov || in.Op == ptx.OpNeg && !hasMod(in, "ftz")) && len(in.Types) == 1 && in.Types[0] == src.Types[0] {
				isCopy = true
			}
		}
		for _, r := range reads {
			u := prodUse{at: i, operand: r.pos, neg: r.v.neg}
			if isCopy {
				copies[r.v.mul] = append(copies[r.v.mul], i)
				continue
			}
			u.fusable = addFusable(in, &f.Body[r.v.mul], r.pos, reads)
			uses[r.v.mul] = append(uses[r.v.mul], u)
		}
		// Writes. A guarded write may leave a product in place on some
		// lanes: the product's later readers are then unknown.
		instRegs(in, func(*ptx.Operand) {}, func(op *ptx.Operand) {
			k := regKey(op)
			if v, ok := cur[k]; ok && v.mul >= 0 && in.Guard != ptx.NoReg {
				blocked[v.mul] = true
			}
			cur[k] = valueRef{mul: -1}
			defAt[k] = append(defAt[k], i)
		})
		if isCopy {
			v := reads[0].v
			if in.Op == ptx.OpNeg {
				v.neg = !v.neg
			}
			cur[regKey(&in.Args[0])] = v
		} else if mulCandidate(in) {
			cur[regKey(&in.Args[0])] = valueRef{mul: i}
			if _, ok := uses[i]; !ok {
				uses[i] = nil
			}
		}
	}
	// A product still held in a register live after the chain is used
	// outside it.
	for k, v := range cur {
		if v.mul >= 0 && liveAfter[k] {
			blocked[v.mul] = true
		}
	}
	// Candidates: products whose every use may fuse. Then, to a fixed
	// point: each add fuses its first operand's product if that is a
	// candidate, else its second's; a candidate with a use that fuses
	// another product is not contracted.
	cands := map[int]bool{}
	for m := range uses {
		ok := !blocked[m] && len(uses[m]) > 0
		for _, u := range uses[m] {
			ok = ok && u.fusable
		}
		if ok {
			cands[m] = true
		}
	}
	for {
		choice := map[int]int{} // add body index -> the product it fuses
		for m := range cands {
			for _, u := range uses[m] {
				prev, ok := choice[u.at]
				if !ok || operandOf(f, u.at, m, uses) < operandOf(f, u.at, prev, uses) {
					choice[u.at] = m
				}
			}
		}
		lost := map[int]bool{}
		for m := range cands {
			for _, u := range uses[m] {
				if choice[u.at] != m {
					lost[m] = true
					break
				}
			}
		}
		if len(lost) == 0 {
			break
		}
		// Drop the products that lost an add to a product that lost
		// nothing; only when every loser lost to a loser, drop them all.
		var drop []int
		for m := range lost {
			for _, u := range uses[m] {
				if w := choice[u.at]; w != m && !lost[w] {
					drop = append(drop, m)
					break
				}
			}
		}
		if len(drop) == 0 {
			for m := range lost {
				drop = append(drop, m)
			}
		}
		for _, m := range drop {
			delete(cands, m)
		}
	}
	for m := range cands {
		ct.action[m] = fuseDrop
		for _, c := range copies[m] {
			ct.action[c] = fuseDrop
		}
		last := m
		for _, u := range uses[m] {
			add := &f.Body[u.at]
			fu := fusion{mul: m, addend: 3 - u.operand, negProd: u.neg}
			if add.Op == ptx.OpSub {
				if u.operand == 1 {
					fu.negAdd = true
				} else {
					fu.negProd = !fu.negProd
				}
			}
			ct.action[u.at] = fuseAdd
			ct.fuse[u.at] = fu
			if pos := indexIn(order, u.at); pos > indexIn(order, last) {
				last = u.at
			}
		}
		lastFusedRead[m] = last
		// The mul's sources must still hold their values at every fused
		// add; if one is redefined in between, lowering captures them.
		mp, lp := indexIn(order, m), indexIn(order, lastFusedRead[m])
		for k := 1; k <= 2; k++ {
			a := &f.Body[m].Args[k]
			if a.Kind != ptx.OperandReg {
				continue
			}
			for _, d := range defAt[regKey(a)] {
				if p := indexIn(order, d); p > mp && p < lp {
					ct.capture[m] = true
				}
			}
		}
	}
}

// collectReads calls f for every register op reads (a pure destination
// reads nothing; an address's base and a vector's elements are reads).
func collectReads(op *ptx.Operand, dest bool, f func(*ptx.Operand)) {
	switch op.Kind {
	case ptx.OperandReg:
		if !dest {
			f(op)
		}
	case ptx.OperandAddr:
		if op.Reg != ptx.NoReg {
			f(op)
		}
		for k := range op.Elems {
			collectReads(&op.Elems[k], false, f)
		}
	case ptx.OperandVec, ptx.OperandList, ptx.OperandPair:
		for k := range op.Elems {
			collectReads(&op.Elems[k], dest, f)
		}
	}
}

func indexIn(order []int, x int) int {
	for k, v := range order {
		if v == x {
			return k
		}
	}
	return -1
}

// operandOf is the operand position at which add `at` reads product m.
func operandOf(f *ptx.Func, at, m int, uses map[int][]prodUse) int {
	for _, u := range uses[m] {
		if u.at == at {
			return u.operand
		}
	}
	return 99
}

// addFusable reports whether instruction in may fuse the product of mul
// read at operand pos.
func addFusable(in, mul *ptx.Inst, pos int, reads []struct {
	pos int
	v   valueRef
}) bool {
	if in.Op != ptx.OpAdd && in.Op != ptx.OpSub || len(in.Types) != 1 || in.Types[0] != mul.Types[0] || len(in.Args) != 3 {
		return false
	}
	if hasRounding(in) || hasMod(in, "ftz") != hasMod(mul, "ftz") || pos < 1 || pos > 2 {
		return false
	}
	// the same product in both operands: not fused
	for _, r := range reads {
		for _, s := range reads {
			if r.pos != s.pos && r.v.mul == s.v.mul {
				return false
			}
		}
	}
	return true
}

// liveOut computes, per block, the registers live on exit.
func liveOut(f *ptx.Func, bs []cfgBlock) []map[int]bool {
	nb := len(bs)
	use := make([]map[int]bool, nb)
	def := make([]map[int]bool, nb)
	for b := range bs {
		use[b], def[b] = map[int]bool{}, map[int]bool{}
		for i := bs[b].start; i < bs[b].end; i++ {
			in := &f.Body[i]
			instRegs(in, func(op *ptx.Operand) {
				if k := regKey(op); !def[b][k] {
					use[b][k] = true
				}
			}, func(op *ptx.Operand) {
				if in.Guard == ptx.NoReg {
					def[b][regKey(op)] = true
				}
			})
		}
	}
	in := make([]map[int]bool, nb)
	out := make([]map[int]bool, nb)
	for b := range bs {
		in[b], out[b] = map[int]bool{}, map[int]bool{}
	}
	for changed := true; changed; {
		changed = false
		for b := nb - 1; b >= 0; b-- {
			for _, s := range bs[b].succ {
				if s >= nb {
					continue
				}
				for k := range in[s] {
					if !out[b][k] {
						out[b][k] = true
						changed = true
					}
				}
			}
			for k := range use[b] {
				if !in[b][k] {
					in[b][k] = true
					changed = true
				}
			}
			for k := range out[b] {
				if !def[b][k] && !in[b][k] {
					in[b][k] = true
					changed = true
				}
			}
		}
	}
	return out
}
