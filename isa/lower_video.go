package isa

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/ptx"
)

// The SIMD video instructions (PTX ISA 9.7.18). ptxas expands them into
// sequences of integer instructions on sm_90; their results follow the
// ISA's pseudo-code, which this file implements operand for operand.
//
// Scalar forms (vadd vsub vabsdiff vmin vmax vshl vshr vmad vset): each
// source is a byte (.b0-.b3), half-word (.h0/.h1) or the whole word of a
// 32-bit register, sign- or zero-extended by its type to 33 bits; the
// operation makes a 34-bit intermediate, optionally clamped to the range of
// the destination type (of the selected byte or half-word when merging);
// then either a secondary operation with c (.add, .min, .max; c signed by
// the destination type) or a merge of the result's low byte/half-word into
// c at d's selector; the low 32 bits are written.
//
// SIMD forms (vadd2 ... vset2, vadd4 ... vset4): the two half-words or four
// bytes of each operand are picked from the four half-words or eight bytes
// of {b, a} by .hxy/.bxyzw selectors (the first digit picks the highest
// lane; a defaults to .h10/.b3210, b to .h32/.b7654), extended by type,
// operated on lane by lane, optionally clamped to the destination's lane
// range, then merged into c at the lanes of d's mask (default all) or
// summed into c (.add: d = c + the masked lanes' results).

func init() {
	for op := ptx.OpVadd; op <= ptx.OpVset4; op++ {
		Semantics[op].OpInfo = OpInfo{Kind: KALU, Unit: UnitINT}
		Semantics[op].Supported = true
	}
}

// videoMods are a video instruction's decoded modifiers.
type videoMods struct {
	types   []ptx.Type // the type modifiers in order (dtype, atype, btype)
	sat     bool
	op2     string // "add", "min", "max" or ""
	cmp     CmpOp
	hasCmp  bool
	clamp   bool // vshl/vshr .clamp (else .wrap)
	mode    bool // a .clamp or .wrap was given
	scale   uint // vmad .shr7 / .shr15
	po      bool // vmad .po
	unknown string
}

func decodeVideo(src *ptx.Inst) videoMods {
	var m videoMods
	for _, s := range src.Mods {
		if t := ptx.LookupType(s); t != ptx.TypeNone {
			m.types = append(m.types, t)
			continue
		}
		if c, ok := cmpMods[s]; ok && (s == "eq" || s == "ne" || s == "lt" || s == "le" || s == "gt" || s == "ge") {
			m.cmp, m.hasCmp = c, true
			continue
		}
		switch s {
		case "sat":
			m.sat = true
		case "add", "min", "max":
			m.op2 = s
		case "clamp":
			m.clamp, m.mode = true, true
		case "wrap":
			m.mode = true
		case "shr7":
			m.scale = 7
		case "shr15":
			m.scale = 15
		case "po":
			m.po = true
		default:
			if m.unknown == "" {
				m.unknown = s
			}
		}
	}
	return m
}

// vsel is a decoded operand selector: kind (ptx.SelByte, ptx.SelHalf, 0
// for none) and its digits in source order.
type vsel struct {
	kind   int
	digits []uint8
}

func selOf(op *ptx.Operand) vsel {
	if op.Kind != ptx.OperandReg || op.Index == 0 {
		return vsel{}
	}
	return vsel{kind: ptx.SelKind(op.Index), digits: ptx.SelDigits(op.Index)}
}

func (s vsel) String() string { return ptx.SelText(s.kind<<20 | len(s.digits)<<16 | s.packed()) }

func (s vsel) packed() int {
	v := 0
	for _, d := range s.digits {
		v = v<<4 | int(d)
	}
	return v
}

// partSelect extracts a scalar video source: the selected byte or
// half-word of x, or x itself, sign- or zero-extended.
func partSelect(x uint32, signed bool, s vsel) int64 {
	switch {
	case s.kind == ptx.SelByte:
		v := x >> (8 * uint(s.digits[0])) & 0xff
		if signed {
			return int64(int8(v))
		}
		return int64(v)
	case s.kind == ptx.SelHalf:
		v := x >> (16 * uint(s.digits[0])) & 0xffff
		if signed {
			return int64(int16(v))
		}
		return int64(v)
	case signed:
		return int64(int32(x))
	}
	return int64(x)
}

func clamp64(v, lo, hi int64) int64 { return min(max(v, lo), hi) }

// saturate clamps an intermediate to the destination's range: the byte or
// half-word of a merge, or the whole word.
func saturate(v int64, signed bool, dsel vsel) int64 {
	width := 32
	switch dsel.kind {
	case ptx.SelByte:
		width = 8
	case ptx.SelHalf:
		width = 16
	}
	if signed {
		return clamp64(v, -(1 << (width - 1)), 1<<(width-1)-1)
	}
	return clamp64(v, 0, 1<<width-1)
}

// merge puts the low byte/half-word of v at dsel's position in c.
func merge(v int64, c uint32, dsel vsel) uint32 {
	switch dsel.kind {
	case ptx.SelByte:
		sh := 8 * uint(dsel.digits[0])
		return uint32(v)&0xff<<sh | c&^(0xff<<sh)
	case ptx.SelHalf:
		sh := 16 * uint(dsel.digits[0])
		return uint32(v)&0xffff<<sh | c&^(0xffff<<sh)
	}
	return uint32(v)
}

// secondary applies .add/.min/.max with c (read as signed when signed).
func secondary(op2 string, v int64, c uint32, signed bool) int64 {
	cv := int64(c)
	if signed {
		cv = int64(int32(c))
	}
	switch op2 {
	case "add":
		return v + cv
	case "min":
		return min(v, cv)
	case "max":
		return max(v, cv)
	}
	return v
}

func intCmp64(c CmpOp, a, b int64) bool {
	switch c {
	case CmpEQ:
		return a == b
	case CmpNE:
		return a != b
	case CmpLT:
		return a < b
	case CmpLE:
		return a <= b
	case CmpGT:
		return a > b
	case CmpGE:
		return a >= b
	}
	return false
}

func (w *flower) lowerVideo(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	op := src.Op
	m := decodeVideo(src)
	bad := func(format string, a ...any) {
		w.errorf(pos, "%s%s: "+format, append([]any{op, modString(src)}, a...)...)
	}
	if m.unknown != "" {
		bad("unknown modifier .%s", m.unknown)
		return
	}
	isSet := op == ptx.OpVset || op == ptx.OpVset2 || op == ptx.OpVset4
	ntypes := 3
	if isSet {
		ntypes = 2
	}
	if len(m.types) != ntypes {
		bad("needs %d types", ntypes)
		return
	}
	for _, t := range m.types {
		if t != ptx.U32 && t != ptx.S32 {
			bad("types must be .u32 or .s32")
			return
		}
	}
	if isSet != m.hasCmp {
		bad("a comparison is required on vset and not allowed elsewhere")
		return
	}
	in.Type, in.SType = ptx.U32, ptx.U32
	var dsigned, asigned, bsigned bool
	if isSet {
		asigned, bsigned = m.types[0] == ptx.S32, m.types[1] == ptx.S32
	} else {
		dsigned, asigned, bsigned = m.types[0] == ptx.S32, m.types[1] == ptx.S32, m.types[2] == ptx.S32
	}
	simd := 0
	switch op {
	case ptx.OpVadd2, ptx.OpVsub2, ptx.OpVavrg2, ptx.OpVabsdiff2, ptx.OpVmin2, ptx.OpVmax2, ptx.OpVset2:
		simd = 2
	case ptx.OpVadd4, ptx.OpVsub4, ptx.OpVavrg4, ptx.OpVabsdiff4, ptx.OpVmin4, ptx.OpVmax4, ptx.OpVset4:
		simd = 4
	}
	if len(args) < 3 {
		bad("needs a destination and two sources")
		return
	}
	dsel, asel, bsel := selOf(&args[0]), selOf(&args[1]), selOf(&args[2])
	in.D[0] = w.dst(&args[0], pos)
	in.S[0] = w.src(&args[1], ptx.U32, pos)
	in.S[1] = w.src(&args[2], ptx.U32, pos)
	if len(args) > 3 {
		in.S[2] = w.src(&args[3], ptx.U32, pos)
	} else {
		in.S[2] = w.constSlot(0)
	}
	var fn f3
	if simd > 0 {
		fn = w.simdVideo(src, m, simd, isSet, dsigned, asigned, bsigned, dsel, asel, bsel, bad)
	} else {
		if op == ptx.OpVmad {
			fn = w.vmad(src, m, dsigned, asigned, bsigned, asel, bsel, bad)
		} else {
			fn = w.scalarVideo(src, m, isSet, dsigned, asigned, bsigned, dsel, asel, bsel, bad)
		}
	}
	if fn == nil {
		return
	}
	in.Fn = tern(fn)
	w.emit(*in, pos)
}

// checkScalarSel validates a scalar source or destination selector.
func checkScalarSel(s vsel) bool {
	return s.kind == 0 || len(s.digits) == 1 && (s.kind == ptx.SelByte && s.digits[0] < 4 || s.kind == ptx.SelHalf && s.digits[0] < 2)
}

func (w *flower) scalarVideo(src *ptx.Inst, m videoMods, isSet, dsigned, asigned, bsigned bool, dsel, asel, bsel vsel, bad func(string, ...any)) f3 {
	op := src.Op
	for _, s := range []vsel{dsel, asel, bsel} {
		if !checkScalarSel(s) {
			bad("a scalar video selector is .b0-.b3 or .h0/.h1, not %s", s)
			return nil
		}
	}
	shift := op == ptx.OpVshl || op == ptx.OpVshr
	if shift != m.mode {
		bad(".clamp or .wrap is required on vshl/vshr and not allowed elsewhere")
		return nil
	}
	if shift && m.types[2] != ptx.U32 {
		bad("the shift amount's type is .u32")
		return nil
	}
	if dsel.kind != 0 && m.op2 != "" {
		bad("a destination selector and a secondary operation exclude each other")
		return nil
	}
	if (dsel.kind != 0 || m.op2 != "") != (len(src.Args) == 4) {
		bad("the third source is needed exactly with a secondary operation or a destination selector")
		return nil
	}
	sat, op2, cmp, clampMode := m.sat, m.op2, m.cmp, m.clamp
	if isSet {
		dsigned = false // the comparison's result and c are unsigned
	}
	return func(a, b, c uint64) uint64 {
		ta := partSelect(uint32(a), asigned, asel)
		tb := partSelect(uint32(b), bsigned, bsel)
		var t int64
		switch op {
		case ptx.OpVadd:
			t = ta + tb
		case ptx.OpVsub:
			t = ta - tb
		case ptx.OpVabsdiff:
			t = ta - tb
			if t < 0 {
				t = -t
			}
		case ptx.OpVmin:
			t = min(ta, tb)
		case ptx.OpVmax:
			t = max(ta, tb)
		case ptx.OpVset:
			if intCmp64(cmp, ta, tb) {
				t = 1
			}
		case ptx.OpVshl, ptx.OpVshr:
			n := uint64(tb)
			if clampMode {
				n = min(n, 32)
			} else {
				n &= 31
			}
			if op == ptx.OpVshr {
				t = ta >> n
			} else {
				t = shlSat(ta, n, sat, dsigned, dsel)
			}
		}
		if sat {
			t = saturate(t, dsigned, dsel)
		}
		if op2 != "" {
			t = secondary(op2, t, uint32(c), dsigned)
		}
		return uint64(merge(t, uint32(c), dsel))
	}
}

// shlSat is a left shift of a 33-bit value by up to 32: the low 64 bits of
// the exact product, or, when the result is to be saturated and the exact
// value does not fit in 63 bits, a value beyond the saturation range with
// the right sign.
func shlSat(v int64, n uint64, sat, signed bool, dsel vsel) int64 {
	if v == 0 {
		return 0
	}
	if n < 64 && bits.Len64(uint64(abs64(v)))+int(n) < 63 {
		return v << n
	}
	if sat {
		if v < 0 {
			return -1 << 40
		}
		return 1 << 40
	}
	if n >= 64 {
		return 0
	}
	return v << n
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// vmad: (a*b) + c with operand negation, .po, scaling and saturation, in
// 128-bit arithmetic as the ISA's pseudo-code computes it.
func (w *flower) vmad(src *ptx.Inst, m videoMods, dsigned, asigned, bsigned bool, asel, bsel vsel, bad func(string, ...any)) f3 {
	args := src.Args
	if len(args) != 4 {
		bad("takes d, a, b, c")
		return nil
	}
	if !checkScalarSel(asel) || !checkScalarSel(bsel) {
		bad("a scalar video selector is .b0-.b3 or .h0/.h1")
		return nil
	}
	if selOf(&args[0]).kind != 0 || selOf(&args[3]).kind != 0 {
		bad("the destination and c take no selector")
		return nil
	}
	na, nb, nc := args[1].Neg, args[2].Neg, args[3].Neg
	if m.po && (na || nb || nc) {
		bad("operands cannot be negated in .po mode")
		return nil
	}
	if m.op2 != "" {
		bad("vmad has no secondary operation")
		return nil
	}
	negProd := na != nb
	signedFinal := asigned || bsigned || negProd || nc
	sat, scale, po := m.sat, m.scale, m.po
	return func(a, b, c uint64) uint64 {
		ta := partSelect(uint32(a), asigned, asel)
		tb := partSelect(uint32(b), bsigned, bsel)
		t := mul128(ta, tb)
		cc := uint32(c)
		var lsb int64
		switch {
		case po:
			lsb = 1
		case negProd:
			t = t.not()
			lsb = 1
		case nc:
			cc = ^cc
			lsb = 1
		}
		c128 := i128of(int64(cc))
		if signedFinal {
			c128 = i128of(int64(int32(cc)))
		}
		t = t.add(c128).add(i128of(lsb))
		if scale > 0 {
			t = t.sar(scale)
		}
		r := t.lo // & 0xffffffffffffffff
		if sat {
			if signedFinal {
				r = uint64(clamp64(int64(r), -1<<31, 1<<31-1))
			} else {
				r = min(r, 0xffffffff)
			}
		}
		return r & 0xffffffff
	}
}

// i128 is a two's-complement 128-bit integer.
type i128 struct {
	hi int64
	lo uint64
}

func i128of(v int64) i128 { return i128{hi: v >> 63, lo: uint64(v)} }

func mul128(a, b int64) i128 {
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(uint64(abs64(a)), uint64(abs64(b)))
	r := i128{hi: int64(hi), lo: lo}
	if neg {
		r = r.not().add(i128of(1))
	}
	return r
}

func (x i128) not() i128 { return i128{hi: ^x.hi, lo: ^x.lo} }

func (x i128) add(y i128) i128 {
	lo, carry := bits.Add64(x.lo, y.lo, 0)
	return i128{hi: x.hi + y.hi + int64(carry), lo: lo}
}

func (x i128) sar(n uint) i128 {
	return i128{hi: x.hi >> n, lo: x.lo>>n | uint64(x.hi)<<(64-n)}
}

// simdLanes picks the lanes of a SIMD source from {b, a} by its selector
// (nil: the default for a (first) or b).
func simdLanes(a, b uint32, n int, s vsel, isB, signed bool, out *[4]int64) {
	pool := uint64(b)<<32 | uint64(a)
	width := uint(32 / n)
	for lane := 0; lane < n; lane++ {
		var idx uint
		if s.kind == 0 {
			idx = uint(lane)
			if isB {
				idx += uint(n)
			}
		} else {
			idx = uint(s.digits[n-1-lane])
		}
		v := pool >> (idx * width) & (1<<width - 1)
		if signed {
			v = uint64(int64(v<<(64-width)) >> (64 - width))
		}
		out[lane] = int64(v)
	}
}

func (w *flower) simdVideo(src *ptx.Inst, m videoMods, n int, isSet, dsigned, asigned, bsigned bool, dsel, asel, bsel vsel, bad func(string, ...any)) f3 {
	op := src.Op
	kind, maxDigit := ptx.SelHalf, uint8(3)
	if n == 4 {
		kind, maxDigit = ptx.SelByte, 7
	}
	for _, s := range []vsel{asel, bsel} {
		if s.kind == 0 {
			continue
		}
		if s.kind != kind || len(s.digits) != n {
			bad("a source selector of a %d-way instruction has %d digits (.%s)", n, n, map[int]string{2: "hxy", 4: "bxyzw"}[n])
			return nil
		}
		for _, d := range s.digits {
			if d > maxDigit {
				bad("selector digit %d is out of range", d)
				return nil
			}
		}
	}
	var mask uint32 = 1<<n - 1
	if dsel.kind != 0 {
		if dsel.kind != kind {
			bad("the destination mask of a %d-way instruction is .%s", n, map[int]string{2: "h", 4: "b"}[n])
			return nil
		}
		mask = 0
		for _, d := range dsel.digits {
			if int(d) >= n {
				bad("mask lane %d is out of range", d)
				return nil
			}
			mask |= 1 << d
		}
	}
	if len(src.Args) != 4 {
		bad("takes d, a, b, c")
		return nil
	}
	if m.sat && m.op2 == "add" {
		bad("saturation cannot be used with the accumulate operation")
		return nil
	}
	if m.op2 == "min" || m.op2 == "max" {
		bad("the SIMD secondary operation is .add")
		return nil
	}
	accumulate, sat, cmp := m.op2 == "add", m.sat, m.cmp
	width := uint(32 / n)
	lmask := uint64(1)<<width - 1
	if isSet {
		dsigned = false
	}
	var lo, hi int64
	if dsigned {
		lo, hi = -(1 << (width - 1)), 1<<(width-1)-1
	} else {
		lo, hi = 0, 1<<width-1
	}
	return func(a, b, c uint64) uint64 {
		var va, vb [4]int64
		simdLanes(uint32(a), uint32(b), n, asel, false, asigned, &va)
		simdLanes(uint32(a), uint32(b), n, bsel, true, bsigned, &vb)
		var d uint64
		if accumulate {
			d = c & 0xffffffff
		}
		for i := 0; i < n; i++ {
			x, y := va[i], vb[i]
			var t int64
			switch op {
			case ptx.OpVadd2, ptx.OpVadd4:
				t = x + y
			case ptx.OpVsub2, ptx.OpVsub4:
				t = x - y
			case ptx.OpVavrg2, ptx.OpVavrg4:
				s := x + y
				if s >= 0 {
					t = (s + 1) >> 1
				} else {
					t = s >> 1
				}
			case ptx.OpVabsdiff2, ptx.OpVabsdiff4:
				t = abs64(x - y)
			case ptx.OpVmin2, ptx.OpVmin4:
				t = min(x, y)
			case ptx.OpVmax2, ptx.OpVmax4:
				t = max(x, y)
			case ptx.OpVset2, ptx.OpVset4:
				if intCmp64(cmp, x, y) {
					t = 1
				}
			}
			if sat {
				t = clamp64(t, lo, hi)
			}
			sh := uint(i) * width
			switch {
			case accumulate:
				if mask&(1<<i) != 0 {
					d += uint64(t)
				}
			case mask&(1<<i) != 0:
				d |= uint64(t) & lmask << sh
			default:
				d |= c >> sh & lmask << sh
			}
		}
		return d & 0xffffffff
	}
}
