package isa

import "github.com/ptxsim/ptxsim/ptx"

// IfConv says, per pc, what ptxas's if-conversion made of the instruction.
// ptxas turns a short forward-branching region (an if, or an if/else
// diamond) into straight-line predicated SASS: the branches vanish and every
// instruction of the region issues once per warp whatever the lanes'
// predicates, so a warp whose lanes all skip the region still executes it
// (smsp__inst_executed counts predicated-off instructions; they move no
// data, so wavefronts and sectors do not change). The engine executes the
// PTX as written; the timing model charges the region's SASS counts when a
// warp reaches its head and does not count the covered instructions again
// when they issue.
//
// Evidence (testdata/conformance/sass/*.sm_90.sass): reduceSequential,
// reduceInterleaved and sumLastBlock predicate their loop bodies (LEA, 2 LDS,
// add, STS under @!P); blockScan predicates its `if (lane == 31) sums[w] = x`
// store and the `x = lane < n ? sums[lane] : 0` diamond (@P6 IMAD.MOV,
// @!P6 LDS). Regions with global memory accesses or atomics keep their
// branch (barrierReduce, sharedAtomics and sumLastBlock's guarded LDG,
// histogramShared's REDG, every `if (tid == 0) out[...] = ...` tail), as do
// regions with barriers, calls, fences, shuffles or more than
// IfConvMaxIssues SASS instructions (blockScan's warp-0 scan).
type IfConv struct {
	Head     bool   // a branch heading an if-converted region (vanishes in SASS)
	Covered  bool   // inside a region: counted at its head
	Issues   uint16 // head: SASS issue slots of the whole region
	Ld, St   uint8  // head: shared-memory loads and stores in the region
	GlobalLd uint8  // head: global loads in the region
}

// IfConvMaxIssues is the largest region (in SASS issue slots) that
// IfConversions predicates. ptxas's own threshold is not documented; the
// corpus's converted regions have up to 6, its unconverted shuffle-scan
// region about 20.
const IfConvMaxIssues = 8

// IfConversions finds the regions ptxas if-converts in p. cs are p's costs
// (Costs(p)). A region starts at a guarded forward branch h and ends at the
// farthest target J of the forward branches inside it; it is converted when
// nothing outside [h, J) branches into it, it holds only arithmetic,
// special-register reads, shared/local/param loads and stores and forward
// branches inside it, and its SASS issue slots are at most IfConvMaxIssues.
// Regions do not nest: the outermost convertible one wins.
func IfConversions(p *Program, cs []Cost) []IfConv {
	n := len(p.Code)
	ic := make([]IfConv, n)
	// Per pc: the lowest and highest pc of a branch targeting it (-1: none).
	lo := make([]int32, n+1)
	hi := make([]int32, n+1)
	for i := range lo {
		lo[i], hi[i] = -1, -1
	}
	for pc := range p.Code {
		in := &p.Code[pc]
		if in.Kind != KBra || in.Target < 0 || int(in.Target) > n {
			continue
		}
		t := in.Target
		if lo[t] < 0 || int32(pc) < lo[t] {
			lo[t] = int32(pc)
		}
		hi[t] = max(hi[t], int32(pc))
	}
	for h := 0; h < n; h++ {
		in := &p.Code[h]
		if in.Kind != KBra || in.Guard < 0 || int(in.Target) <= h+1 || int(in.Target) > n {
			continue
		}
		j, ok := ifRegion(p, cs, lo, hi, h)
		if !ok {
			continue
		}
		head := &ic[h]
		head.Head = true
		for k := h + 1; k < j; k++ {
			ic[k].Covered = true
			c := &cs[k]
			in := &p.Code[k]
			if in.Kind == KBra {
				continue
			}
			head.Issues += uint16(c.Issues)
			if c.Issues > 0 && (in.Space == ptx.SpaceShared || in.Space == ptx.SpaceSharedCluster) {
				switch in.Kind {
				case KLd:
					head.Ld++
				case KSt:
					head.St++
				}
			}
			if c.Issues > 0 && in.Space == ptx.SpaceGlobal && in.Kind == KLd {
				head.GlobalLd++
			}
		}
		h = j - 1
	}
	return ic
}

// ifRegion returns the end of the region headed by the branch at h and
// whether ptxas would predicate it.
func ifRegion(p *Program, cs []Cost, lo, hi []int32, h int) (int, bool) {
	j := int(p.Code[h].Target)
	issues := 0
	for k := h + 1; k < j; k++ {
		in := &p.Code[k]
		switch in.Kind {
		case KBra:
			t := int(in.Target)
			if t <= k || t > len(p.Code) {
				return 0, false
			}
			j = max(j, t)
			continue
		case KALU, KSpecial, KAddr, KCvtaConst, KActivemask:
		case KLd, KSt:
			switch {
			case in.Space == ptx.SpaceShared, in.Space == ptx.SpaceLocal, in.Space == ptx.SpaceParam:
			case in.Space == ptx.SpaceGlobal && in.Kind == KLd:
			default:
				return 0, false
			}
			if in.Flags&FVolatile != 0 {
				return 0, false
			}
		case KNop:
			if cs[k].Issues != 0 {
				return 0, false
			}
		default:
			return 0, false
		}
		if issues += int(cs[k].Issues); issues > IfConvMaxIssues {
			return 0, false
		}
	}
	if j > len(p.Code) || j == h+1 {
		return 0, false
	}
	// Single entry: every branch into (h, j) comes from inside [h, j).
	for k := h + 1; k < j; k++ {
		if lo[k] >= 0 && (int(lo[k]) < h || int(hi[k]) >= j) {
			return 0, false
		}
	}
	return j, true
}
