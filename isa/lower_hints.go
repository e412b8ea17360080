package isa

import (
	"math"

	"github.com/ptxsim/ptxsim/ptx"
)

// Cache hints: prefetch, prefetchu and applypriority change nothing a
// program can observe (the timing model charges them, isa/cost.go), and
// pmevent raises a performance-monitor event nobody listens to in a
// simulator. createpolicy makes a 64-bit cache policy that ld/st/cp with
// .L2::cache_hint carry; its bits are opaque, but a program can store
// them, so the fractional form is encoded as the H200's ptxas does (read
// off the constants it materialises, benchmarks/hardware/isa): the high
// word is 0x10000000 | primary<<25 | secondary<<24 | F<<20 with
// primary evict_unchanged 0, evict_first 1, evict_last 2, evict_normal 3,
// secondary evict_unchanged 0 or evict_first 1, and F = ceil(16*fraction)-1
// (0 for fractions up to 1/16; 15 without a fraction); the low word is 0.
// The range and cvt forms, whose encodings depend on run-time operands and
// were not measured, get the fractional encoding of their priorities with
// F = 15.

func init() {
	for _, op := range []ptx.Opcode{ptx.OpApplypriority, ptx.OpDiscard} {
		Semantics[op].OpInfo = OpInfo{Kind: KNop, Unit: UnitLSU}
		Semantics[op].Supported = true
	}
	Semantics[ptx.OpCreatepolicy].OpInfo = OpInfo{Kind: KALU, Unit: UnitINT}
	Semantics[ptx.OpCreatepolicy].Supported = true
}

var evictPriority = map[string]uint64{"L2::evict_unchanged": 0, "L2::evict_first": 1, "L2::evict_last": 2, "L2::evict_normal": 3}

// cachePolicy is createpolicy's result for the priorities and fraction.
func cachePolicy(src *ptx.Inst, fraction float64) uint64 {
	var prio []uint64
	for _, m := range src.Mods {
		if p, ok := evictPriority[m]; ok {
			prio = append(prio, p)
		}
	}
	var primary, secondary uint64
	if len(prio) > 0 {
		primary = prio[0]
	}
	if len(prio) > 1 && prio[1] == 1 {
		secondary = 1
	}
	f := uint64(15)
	if fraction < 1 {
		f = uint64(max(math.Ceil(fraction*16)-1, 0))
	}
	return (0x10000000 | primary<<25 | secondary<<24 | f<<20) << 32
}

func (w *flower) lowerCreatepolicy(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	if len(args) < 1 {
		w.errorf(pos, "createpolicy needs a destination")
		return
	}
	fraction := 1.0
	if hasMod(src, "fractional") && len(args) == 2 {
		a := &args[1]
		switch a.Kind {
		case ptx.OperandF64:
			fraction = math.Float64frombits(a.Imm)
		case ptx.OperandF32:
			fraction = float64(math.Float32frombits(uint32(a.Imm)))
		default:
			w.errorf(a.Pos, "createpolicy's fraction must be a floating-point constant")
			return
		}
		if !(fraction > 0 && fraction <= 1) {
			w.errorf(a.Pos, "createpolicy's fraction must be in (0, 1]")
			return
		}
	}
	in.Type = ptx.B64
	in.D[0] = w.dst(&args[0], pos)
	in.S[0] = w.constSlot(cachePolicy(src, fraction))
	in.Fn = movFn
	w.emit(*in, pos)
}
