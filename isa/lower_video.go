package isa

import "github.com/ptxsim/ptxsim/ptx"

// The SIMD video instructions (PTX ISA 9.7.18). ptxas expands them into
// sequences of integer instructions on sm_90 (there is no video unit), and
// in the corners those sequences differ from the ISA's pseudo-code. The
// rules here are the ones the H200 shows (testdata/isa/cases/video_*,
// 69,000 results; the shapes read off ptxas's SASS where the data alone was
// ambiguous):
//
//   - vadd/vsub compute in 32 bits: the result is the 32-bit sum or
//     difference, sign-extended; vabsdiff/vmin/vmax are exact.
//   - .sat without a merge clamps to the destination type's range: signed
//     from the exact value; unsigned by turning a negative exact value into
//     0 and otherwise keeping the 32-bit result (an unsigned overflow
//     wraps). With a merge (d.b0 ... d.h1) the 32-bit result is taken as
//     unsigned and clamped above at the byte's or half-word's maximum
//     (signed maximum for a signed destination: a negative result gives
//     the maximum).
//   - .min/.max compare with c sign-extended (signed destination) as
//     signed values, or with c zero-extended (unsigned destination)
//     against the result modulo 2^33; .add adds c.
//   - A merge into .h1 writes the upper half of the 32-bit result (not its
//     lower half shifted up); .b0-.b3 and .h0 take the result's low byte or
//     half-word as the ISA says.
//   - vset compares exactly; c's sign is atype's.
//   - vshl/vshr shift the source (sign- or zero-extended to 64 bits by its
//     type) by b clamped to 32 or taken mod 32, in 64 bits. .sat clamps the
//     low 34 bits of that, sign-extended, to the destination's 32-bit range
//     (a merge then takes its low byte or half-word); .min/.max compare the
//     64-bit value with c as 64-bit values signed or unsigned by the
//     destination type.
//   - vmad multiplies the two sources (extended by type to 32 bits) as
//     signed 32-bit values into 64 bits, adds c sign-extended (negated by
//     -c) and 1 for .po, negates the product for -a xor -b, shifts right by
//     7 or 15 (arithmetic when the result is signed: a signed source or a
//     negation), and with .sat clamps the 64-bit value to the signed or
//     unsigned 32-bit range.
//
// SIMD forms (vadd2 ... vset2, vadd4 ... vset4) follow the ISA: the two
// half-words or four bytes of each operand are picked from the four
// half-words or eight bytes of {b, a} by .hxy/.bxyzw selectors (the first
// digit picks the highest lane; a defaults to .h10/.b3210, b to
// .h32/.b7654), extended by type, operated on lane by lane, optionally
// clamped to the destination's lane range, then merged into c at the
// lanes of d's mask (default all) or summed into c (.add).

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
	op2     videoOp2
	cmp     CmpOp
	hasCmp  bool
	clamp   bool // vshl/vshr .clamp (else .wrap)
	mode    bool // a .clamp or .wrap was given
	scale   uint // vmad .shr7 / .shr15
	po      bool // vmad .po
	unknown string
}

// videoOp2 is a scalar video instruction's secondary operation with c
// (.add, .min, .max), or the SIMD forms' .add; decoded once so that the
// per-lane functions compare no strings.
type videoOp2 uint8

const (
	op2None videoOp2 = iota
	op2Add
	op2Min
	op2Max
)

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
		case "add":
			m.op2 = op2Add
		case "min":
			m.op2 = op2Min
		case "max":
			m.op2 = op2Max
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
		if dsel.digits[0] == 1 {
			return uint32(v)&0xffff0000 | c&0xffff // the result's upper half (measured)
		}
		return uint32(v)&0xffff | c&0xffff0000
	}
	return uint32(v)
}

// secondary applies .add/.min/.max with c (read as signed when signed).
func secondary(op2 videoOp2, v int64, c uint32, signed bool) int64 {
	cv := int64(c)
	if signed {
		cv = int64(int32(c))
	}
	switch op2 {
	case op2Add:
		return v + cv
	case op2Min:
		return min(v, cv)
	case op2Max:
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
	if dsel.kind != 0 && m.op2 != op2None {
		bad("a destination selector and a secondary operation exclude each other")
		return nil
	}
	if (dsel.kind != 0 || m.op2 != op2None) != (len(src.Args) == 4) {
		bad("the third source is needed exactly with a secondary operation or a destination selector")
		return nil
	}
	sat, op2, cmp, clampMode := m.sat, m.op2, m.cmp, m.clamp
	if isSet {
		// the comparison's result is unsigned; c's sign is atype's
		return func(a, b, c uint64) uint64 {
			ta := partSelect(uint32(a), asigned, asel)
			tb := partSelect(uint32(b), bsigned, bsel)
			var t int64
			if intCmp64(cmp, ta, tb) {
				t = 1
			}
			if op2 != op2None {
				t = secondary(op2, t, uint32(c), asigned)
			}
			return uint64(merge(t, uint32(c), dsel))
		}
	}
	if shift {
		return func(a, b, c uint64) uint64 {
			v := uint64(partSelect(uint32(a), asigned, asel))
			n := uint64(uint32(b))
			if clampMode {
				n = min(n, 32)
			} else {
				n &= 31
			}
			var t uint64
			switch {
			case op == ptx.OpVshl:
				t = v << n
			case asigned:
				t = uint64(int64(v) >> n)
			default:
				t = v >> n
			}
			var r int64
			switch {
			case sat:
				t34 := int64(t<<30) >> 30 // the low 34 bits, sign-extended
				if dsigned {
					r = clamp64(t34, -1<<31, 1<<31-1)
				} else {
					r = clamp64(t34, 0, 1<<32-1)
				}
			case op2 == op2Add:
				r = int64(t + c&0xffffffff)
				if dsigned {
					r = int64(t) + int64(int32(c))
				}
			case op2 != op2None:
				if dsigned {
					tv, cv := int64(t), int64(int32(c))
					r = tv
					if (cv < tv) == (op2 == op2Min) && cv != tv {
						r = cv
					}
				} else {
					cv := c & 0xffffffff
					r = int64(t)
					if (cv < t) == (op2 == op2Min) && cv != t {
						r = int64(cv)
					}
				}
			default:
				r = int64(t)
			}
			return uint64(merge(r, uint32(c), dsel))
		}
	}
	return func(a, b, c uint64) uint64 {
		ta := partSelect(uint32(a), asigned, asel)
		tb := partSelect(uint32(b), bsigned, bsel)
		var t, exact int64
		switch op {
		case ptx.OpVadd:
			exact = ta + tb
			t = int64(int32(exact))
		case ptx.OpVsub:
			exact = ta - tb
			t = int64(int32(exact))
		case ptx.OpVabsdiff:
			t = abs64(ta - tb)
			exact = t
		case ptx.OpVmin:
			t = min(ta, tb)
			exact = t
		case ptx.OpVmax:
			t = max(ta, tb)
			exact = t
		}
		if sat {
			switch {
			case dsel.kind != 0:
				lim := int64(0xff)
				if dsel.kind == ptx.SelHalf {
					lim = 0xffff
				}
				if dsigned {
					lim >>= 1
				}
				t = min(int64(uint32(t)), lim)
			case dsigned:
				t = clamp64(exact, -1<<31, 1<<31-1)
			case exact < 0:
				t = 0
			default:
				t = int64(uint32(t))
			}
		}
		if op2 != op2None {
			if dsigned {
				t = secondary(op2, t, uint32(c), true)
			} else {
				t = secondary(op2, t&(1<<33-1), uint32(c), false)
			}
		}
		return uint64(merge(t, uint32(c), dsel))
	}
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
	if m.op2 != op2None {
		bad("vmad has no secondary operation")
		return nil
	}
	negProd := na != nb
	signedFinal := asigned || bsigned || negProd || nc
	sat, scale, po := m.sat, m.scale, m.po
	return func(a, b, c uint64) uint64 {
		ta := int64(int32(uint32(partSelect(uint32(a), asigned, asel))))
		tb := int64(int32(uint32(partSelect(uint32(b), bsigned, bsel))))
		p := ta * tb
		if negProd {
			p = -p
		}
		cv := int64(int32(c))
		if nc {
			cv = -cv
		}
		t := p + cv
		if po {
			t++
		}
		if scale > 0 {
			if signedFinal {
				t >>= scale
			} else {
				t = int64(uint64(t) >> scale)
			}
		}
		if sat {
			if signedFinal {
				t = clamp64(t, -1<<31, 1<<31-1)
			} else {
				t = clamp64(t, 0, 1<<32-1)
			}
		}
		return uint64(t) & 0xffffffff
	}
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
	if m.sat && m.op2 == op2Add {
		bad("saturation cannot be used with the accumulate operation")
		return nil
	}
	if m.op2 == op2Min || m.op2 == op2Max {
		bad("the SIMD secondary operation is .add")
		return nil
	}
	accumulate, sat, cmp := m.op2 == op2Add, m.sat, m.cmp
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
