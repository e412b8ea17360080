package ptx

import (
	"fmt"
	"slices"
	"strings"
)

// check runs the semantic checks that need resolved names: the module
// header, and every instruction against its row of the spec table
// (opspec.go) and the declared .target and .version.
func (w *walker) check() {
	m := w.m
	if !w.versionPos.IsValid() {
		w.errorf(Pos{Line: 1, Col: 1}, "missing .version directive")
	}
	if !w.targetPos.IsValid() {
		w.errorf(Pos{Line: 1, Col: 1}, "missing .target directive")
	} else if m.Target.SM != 0 {
		min, ok := targetMinPTX[m.Target.SM]
		switch {
		case !ok:
			w.errorf(w.targetPos, "unknown target sm_%d", m.Target.SM)
		case w.versionPos.IsValid() && !m.Version.AtLeast(min.Major, min.Minor):
			w.errorf(w.targetPos, "target sm_%d requires PTX ISA %d.%d or later (.version is %d.%d)",
				m.Target.SM, min.Major, min.Minor, m.Version.Major, m.Version.Minor)
		}
	}
	for _, fs := range w.funcs {
		for i := range fs.fn.Body {
			w.checkInst(fs.fn, &fs.fn.Body[i])
		}
	}
}

// meets reports whether the module's target and version satisfy r.
func (w *walker) meets(r Req) (bool, string) {
	m := w.m
	if r.SM > 0 && m.Target.SM > 0 && m.Target.SM < r.SM {
		return false, fmt.Sprintf("sm_%d or later (target is sm_%d)", r.SM, m.Target.SM)
	}
	if r.PTX.Major > 0 && m.Version.Major > 0 && !m.Version.AtLeast(r.PTX.Major, r.PTX.Minor) {
		return false, fmt.Sprintf("PTX ISA %d.%d or later (.version is %d.%d)", r.PTX.Major, r.PTX.Minor, m.Version.Major, m.Version.Minor)
	}
	return true, ""
}

func (w *walker) checkInst(fn *Func, in *Inst) {
	spec := in.Op.Spec()
	if spec == nil {
		return // unknown instruction, already reported
	}
	name := in.Op.String()
	if ok, need := w.meets(spec.Req); !ok {
		w.errorf(in.Pos, "%s requires %s", name, need)
	}
	nargs := len(in.Args)
	if nargs < spec.MinOperands || (spec.MaxOperands >= 0 && nargs > spec.MaxOperands) {
		switch {
		case spec.MinOperands == spec.MaxOperands:
			w.errorf(in.Pos, "%s takes %d operands, got %d", name, spec.MinOperands, nargs)
		default:
			w.errorf(in.Pos, "%s takes %d to %d operands, got %d", name, spec.MinOperands, spec.MaxOperands, nargs)
		}
	}
	if why := blackwellForm(in); why != "" {
		w.errorf(in.Pos, "%s", why)
		return
	}
	hasSync := false
	if !spec.Loose {
		var used uint64 // groups already taken
		ntypes := 0
		for _, mod := range in.Mods {
			if mod == "sync" {
				hasSync = true
			}
			if r, ok := spec.ModReq[mod]; ok {
				if ok, need := w.meets(r); !ok {
					w.errorf(in.Pos, "%s.%s requires %s", name, mod, need)
				}
			}
			if t := LookupType(mod); t != TypeNone {
				ntypes++
				if !spec.Types.Has(t) {
					w.errorf(in.Pos, "%s does not take type .%s", name, mod)
				}
				continue
			}
			groups, ok := modGroupIndex[in.Op][mod]
			if !ok {
				w.errorf(in.Pos, "unknown modifier .%s for %s", mod, name)
				continue
			}
			placed := false
			for _, g := range groups {
				if used&(1<<g) == 0 {
					used |= 1 << g
					placed = true
					break
				}
			}
			if !placed {
				w.errorf(in.Pos, "conflicting modifiers in %s (.%s)", name+"."+strings.Join(in.Mods, "."), mod)
			}
		}
		switch {
		case ntypes < spec.MinTypes && spec.MinTypes == 1:
			w.errorf(in.Pos, "%s needs a type", name)
		case ntypes < spec.MinTypes:
			w.errorf(in.Pos, "%s needs %d types", name, spec.MinTypes)
		case ntypes > spec.MaxTypes:
			w.errorf(in.Pos, "%s takes at most %d type(s), got %d", name, spec.MaxTypes, ntypes)
		}
	} else {
		for _, mod := range in.Mods {
			if mod == "sync" {
				hasSync = true
			}
		}
	}
	if in.Op == OpSet && len(in.Types) == 2 {
		w.checkSetTypes(in)
	}
	if spec.FloatRnd != RndAny && w.m.Target.SM >= 20 {
		w.checkFloatRnd(in, spec.FloatRnd, name)
	}
	for _, c := range spec.ComboReq {
		if hasAllMods(in, c.Mods) {
			if ok, need := w.meets(c.Req); !ok {
				w.errorf(in.Pos, "%s.%s requires %s", name, strings.Join(c.Mods, "."), need)
			}
		}
	}
	if (in.Op == OpShfl || in.Op == OpVote) && !hasSync && w.m.Target.SM >= 70 {
		w.errorf(in.Pos, "%s without .sync is not supported on sm_70 and later", name)
	}
	w.checkOperandTypes(fn, in)
	w.checkOperandForms(fn, in)
	w.checkSpecialOperands(in)
	w.checkLiteralTypes(in)
	w.checkArithTypes(in)
	w.checkAtomTypes(in)
	w.checkCompareTypes(in)
	w.checkCvtRounding(in)
	w.checkLdStQualifiers(in)
	w.checkFloatMods(in)
}

// checkFloatMods: the floating-point modifiers ptxas refuses (probed on
// sm_90): ex2, lg2, sin, cos, tanh and rsqrt exist only as .approx; .full
// is div's alone; f64 arithmetic takes neither .ftz (but rcp/rsqrt.approx
// .ftz.f64, whose .ftz is required) nor .sat; scalar bf16 arithmetic takes
// neither.
func (w *walker) checkFloatMods(in *Inst) {
	if len(in.Types) != 1 || !in.Types[0].IsFloat() {
		return
	}
	t := in.Types[0]
	has := func(m string) bool { return slices.Contains(in.Mods, m) }
	name := in.Op.String()
	switch in.Op {
	case OpEx2, OpLg2, OpSin, OpCos, OpTanh, OpRsqrt:
		if !has("approx") {
			w.errorf(in.Pos, "%s.%s needs .approx (it has no other form)", name, t)
			return
		}
	case OpRcp:
		if t == F64 && has("approx") && !has("ftz") {
			w.errorf(in.Pos, "rcp.approx.f64 needs .ftz")
			return
		}
	}
	if has("full") && in.Op != OpDiv {
		w.errorf(in.Pos, "%s does not take .full (only div does)", name)
		return
	}
	switch in.Op {
	case OpAdd, OpSub, OpMul, OpFma, OpMad, OpDiv, OpSqrt, OpAbs, OpNeg, OpMin, OpMax:
		if t == F64 || t == BF16 {
			for _, m := range []string{"ftz", "sat"} {
				if has(m) && !(t == BF16 && m == "sat" && in.Op == OpDiv) {
					w.errorf(in.Pos, "%s.%s does not take .%s", name, t, m)
				}
			}
		}
	}
}

// checkLdStQualifiers: ld.nc reads the global space only; the memory
// consistency qualifiers (.volatile .relaxed .acquire .release) do not
// apply to the local, const and param spaces; ld and st have no .f16 type
// (.b16 moves half values). All as ptxas 11.8 (sm_90) refuses them: 208 of
// 828 ld/st forms probed were accepted before.
func (w *walker) checkLdStQualifiers(in *Inst) {
	if in.Op != OpLd && in.Op != OpSt {
		return
	}
	space, nc, sem := "", false, ""
	for _, m := range in.Mods {
		base, _, _ := strings.Cut(m, "::")
		switch base {
		case "global", "shared", "local", "const", "param":
			space = base
		case "nc":
			nc = true
		case "volatile", "relaxed", "acquire", "release":
			sem = m
		}
	}
	if nc && space != "global" {
		w.errorf(in.Pos, "ld.nc reads the global space only (write ld.global.nc)")
	}
	if sem != "" && (space == "local" || space == "const" || space == "param") {
		w.errorf(in.Pos, "%s.%s: .%s does not apply to the %s space", in.Op, space, sem, space)
	}
	for _, t := range in.Types {
		if t == F16 {
			w.errorf(in.Pos, "%s does not take type .f16 (move half values with .b16)", in.Op)
		}
	}
}

// checkCvtRounding applies ptxas's rounding rules of cvt between the
// integer types and f16/f32/f64 (720 forms compared with ptxas 11.8):
// float <- integer and a narrowing float <- float need a float rounding
// (.rn .rz .rm .rp); integer <- float needs an integer one (.rni .rzi .rmi
// .rpi); float <- the same float takes only an integer one (or none);
// a widening float <- float and integer <- integer take none; .sat on an
// integer conversion that cannot overflow is refused. (Conversions with
// .bf16 are left alone: ptxas 11.8 and newer PTX versions disagree.)
func (w *walker) checkCvtRounding(in *Inst) {
	if in.Op != OpCvt || len(in.Types) != 2 {
		return
	}
	d, s := in.Types[0], in.Types[1]
	plain := func(t Type) bool { return t == F16 || t == F32 || t == F64 || t.IsSigned() || t.IsUnsigned() }
	if !plain(d) || !plain(s) || d.Bits() < 8 || s.Bits() < 8 {
		return
	}
	var frnd, irnd, sat string
	for _, m := range in.Mods {
		switch m {
		case "rn", "rz", "rm", "rp":
			frnd = m
		case "rni", "rzi", "rmi", "rpi":
			irnd = m
		case "sat":
			sat = m
		}
	}
	df, sf := d.IsFloat(), s.IsFloat()
	name := "cvt." + d.String() + "." + s.String()
	switch {
	case df && (!sf || d.Bits() < s.Bits()):
		if irnd != "" {
			w.errorf(in.Pos, "%s takes a floating-point rounding (.rn .rz .rm .rp), not .%s", name, irnd)
		} else if frnd == "" {
			w.errorf(in.Pos, "%s needs a rounding modifier (.rn .rz .rm .rp)", name)
		}
	case df && d == s:
		if frnd != "" {
			w.errorf(in.Pos, "%s takes an integer rounding (.rni .rzi .rmi .rpi) or none, not .%s", name, frnd)
		}
	case df:
		if frnd != "" || irnd != "" {
			w.errorf(in.Pos, "%s (a widening conversion) takes no rounding modifier", name)
		}
	case sf:
		if frnd != "" {
			w.errorf(in.Pos, "%s takes an integer rounding (.rni .rzi .rmi .rpi), not .%s", name, frnd)
		} else if irnd == "" {
			w.errorf(in.Pos, "%s needs a rounding modifier (.rni .rzi .rmi .rpi)", name)
		}
	default:
		if frnd != "" || irnd != "" {
			w.errorf(in.Pos, "%s (between integers) takes no rounding modifier", name)
		} else if fits := d.IsSigned() == s.IsSigned() && d.Bits() >= s.Bits() || s.IsUnsigned() && d.Bits() > s.Bits(); sat != "" && fits {
			w.errorf(in.Pos, "%s: .sat has nothing to saturate (every .%s fits in .%s)", name, s, d)
		}
	}
}

// atomTypes lists, per atomic operation, the scalar types ptxas takes
// (atom and red alike; sm_90, PTX ISA 8.x). The half-precision adds need
// .noftz; vector forms (.v2/.v4/.v8) are checked when lowered.
var atomTypes = map[string][]Type{
	"add":  {U32, S32, U64, F32, F64, F16, F16x2, BF16, BF16x2},
	"min":  {U32, S32, U64, S64},
	"max":  {U32, S32, U64, S64},
	"inc":  {U32},
	"dec":  {U32},
	"and":  {B32, B64},
	"or":   {B32, B64},
	"xor":  {B32, B64},
	"exch": {B32, B64, B128},
	"cas":  {B16, B32, B64, B128},
}

// checkAtomTypes refuses an atom or red whose operation does not take its
// type, as ptxas does ("Operation .add requires .u32 or .s32 ...").
func (w *walker) checkAtomTypes(in *Inst) {
	if (in.Op != OpAtom && in.Op != OpRed) || len(in.Types) != 1 {
		return
	}
	op, noftz := "", false
	for _, m := range in.Mods {
		switch m {
		case "v2", "v4", "v8":
			return
		case "noftz":
			noftz = true
		}
		if _, ok := atomTypes[m]; ok {
			op = m
		}
	}
	if op == "" {
		return
	}
	t := in.Types[0]
	if t == B128 || (op == "min" || op == "max") && (t == F16 || t == F16x2 || t == BF16 || t == BF16x2) {
		return // isa's lowering explains these (exch/cas only; the vector forms)
	}
	if !slices.Contains(atomTypes[op], t) {
		var names []string
		for _, a := range atomTypes[op] {
			names = append(names, "."+a.String())
		}
		w.errorf(in.Pos, "%s.%s does not take type .%s (it takes %s)", in.Op, op, t, strings.Join(names, " "))
		return
	}
	switch t {
	case F16, F16x2, BF16, BF16x2:
		if !noftz {
			w.errorf(in.Pos, "%s.%s.%s needs .noftz", in.Op, op, t)
		}
	default:
		if noftz {
			w.errorf(in.Pos, "%s.%s.%s does not take .noftz (only the half-precision adds do)", in.Op, op, t)
		}
	}
}

// checkCompareTypes: the unsigned comparisons (lo ls hi hs) take unsigned
// types only, and the ordered ones (lt le gt ge) no bit types: ptxas
// refuses both ("Mismatch between instruction type and comparison
// operator").
func (w *walker) checkCompareTypes(in *Inst) {
	if (in.Op != OpSetp && in.Op != OpSet) || len(in.Types) == 0 {
		return
	}
	t := in.Types[len(in.Types)-1]
	for _, m := range in.Mods {
		switch m {
		case "lo", "ls", "hi", "hs":
			if !t.IsUnsigned() {
				w.errorf(in.Pos, "comparison .%s takes an unsigned type, not .%s", m, t)
			}
		case "lt", "le", "gt", "ge":
			if t.IsBits() {
				w.errorf(in.Pos, "comparison .%s does not take the bit type .%s (name the signedness)", m, t)
			}
		}
	}
}

// arithNoBits lists the arithmetic instructions whose integer forms name a
// signedness: the ISA (and ptxas: "Unexpected instruction types") has no
// add.b32, min.b64 or mul.lo.b16.
var arithNoBits = map[Opcode]bool{
	OpAdd: true, OpSub: true, OpMin: true, OpMax: true, OpDiv: true, OpRem: true,
	OpMul: true, OpMad: true, OpSad: true,
}

// checkArithTypes refuses bit types on arithmetic, and the integer
// modifiers .hi/.lo/.wide of mul and mad on a floating-point type.
func (w *walker) checkArithTypes(in *Inst) {
	if !arithNoBits[in.Op] || len(in.Types) != 1 {
		return
	}
	t := in.Types[0]
	if t.IsBits() {
		w.errorf(in.Pos, "%s does not take type .%s (an arithmetic type names its signedness: .u%d or .s%d)", in.Op, t, t.Bits(), t.Bits())
		return
	}
	if t.IsFloat() && (in.Op == OpMul || in.Op == OpMad) {
		for _, m := range in.Mods {
			if m == "hi" || m == "lo" || m == "wide" {
				w.errorf(in.Pos, "%s.%s takes integer types, not .%s", in.Op, m, t)
				return
			}
		}
	}
}

// checkLiteralTypes refuses a floating-point literal where ptxas does
// ("Arguments mismatch") in the operands that take the instruction's one
// type: with an integer type (.u32, .s64), and with a bit type of another
// width than the literal's (0f.. is 32 bits; 0d.. and decimal literals 64;
// so mov.b64 %rd, 0d4338000000000000 is accepted: its bits).
func (w *walker) checkLiteralTypes(in *Inst) {
	idxs, ok := sizeCheck[in.Op]
	if !ok || len(in.Types) != 1 {
		return
	}
	t := in.Types[0]
	if t.IsFloat() {
		// ptxas wants a floating-point literal here: add.f32 %f, %f, 1 is
		// refused ("Arguments mismatch"), 1.0 and 0f3F800000 are not.
		for _, i := range idxs {
			if i < len(in.Args) && in.Args[i].Kind == OperandImm {
				w.errorf(in.Args[i].Pos, "an integer literal cannot be an operand of type .%s (write a floating-point literal: 1.0, 0f3F800000)", t)
			}
		}
		return
	}
	if !t.IsInt() {
		return
	}
	for _, i := range idxs {
		if i >= len(in.Args) {
			continue
		}
		a := &in.Args[i]
		var bits int
		switch a.Kind {
		case OperandF32:
			bits = 32
		case OperandF64:
			bits = 64
		default:
			continue
		}
		if !t.IsBits() || t.Bits() != bits {
			w.errorf(a.Pos, "a %d-bit floating-point literal cannot be an operand of type .%s", bits, t)
		}
	}
}

// Bits is the width of a special register (chapter 10 of the ISA): 32, 64,
// or 1 for the predicate %is_explicit_cluster.
func (s Special) Bits() int {
	switch s {
	case SpecialClock64, SpecialGlobaltimer, SpecialGridid, SpecialPm64, SpecialCurrentGraphExec:
		return 64
	case SpecialIsExplicitCluster:
		return 1
	}
	return 32
}

// IsVector says whether a special register has .x/.y/.z components (and a
// .w that reads 0).
func (s Special) IsVector() bool {
	switch s {
	case SpecialTid, SpecialNtid, SpecialCtaid, SpecialNctaid, SpecialClusterid, SpecialNclusterid,
		SpecialClusterCtaid, SpecialClusterNctaid:
		return true
	}
	return false
}

func typesText(ts []Type) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(t.String())
	}
	return b.String()
}

// checkSpecialOperands applies ptxas's rules for special registers: only
// mov and an integer cvt read them, as a whole scalar (a component of a
// vector one), with an integer or bit type as wide as the register (mov;
// 16 bits also for the legacy %tid, %ntid, %ctaid, %nctaid, and 16 or 32
// for %gridid) or not wider (cvt's source type).
func (w *walker) checkSpecialOperands(in *Inst) {
	for k := range in.Args {
		a := &in.Args[k]
		if a.Kind != OperandSpecial {
			continue
		}
		name := a.Special.String()
		if a.Special.IsVector() && a.Comp >= 0 {
			name += "." + string("xyzw"[a.Comp])
		}
		if k == 0 {
			w.errorf(a.Pos, "special register %s is read-only", name)
			continue
		}
		if in.Op != OpMov && in.Op != OpCvt {
			w.errorf(a.Pos, "special register %s cannot be an operand of %s (only mov and cvt read special registers)", name, in.Op)
			continue
		}
		if a.Special.IsVector() && a.Comp < 0 {
			w.errorf(a.Pos, "special register %s is a vector: read one component (%s.x)", name, name)
			continue
		}
		var t Type
		switch {
		case in.Op == OpMov && len(in.Types) == 1:
			t = in.Types[0]
		case in.Op == OpCvt && len(in.Types) == 2:
			t = in.Types[1]
		default:
			continue
		}
		bits := a.Special.Bits()
		if bits == 1 {
			if t != Pred {
				w.errorf(a.Pos, "special register %s is a predicate: read it with mov.pred", name)
			}
			continue
		}
		if !t.IsInt() || in.Op == OpCvt && !in.Types[0].IsInt() {
			w.errorf(a.Pos, "special register %s cannot be read by %s.%s (integer types only)", name, in.Op, typesText(in.Types))
			continue
		}
		tb := t.Bits()
		ok := tb == bits
		if in.Op == OpCvt {
			ok = tb <= bits
		} else if tb == 16 && a.Special.IsVector() && a.Special <= SpecialNctaid || a.Special == SpecialGridid && tb >= 16 {
			ok = true
		}
		if !ok {
			w.errorf(a.Pos, "special register %s is %d bits wide, not compatible with .%s", name, bits, t)
		}
	}
}

// checkFloatRnd refuses a floating-point mad/fma/div/sqrt/rcp without the
// rounding modifier ptxas demands on sm_20 and later (mad.f32 once meant
// an unfused multiply-add; today the rounding must be explicit).
func (w *walker) checkFloatRnd(in *Inst, rule RndRule, name string) {
	t := TypeNone
	if len(in.Types) > 0 {
		t = in.Types[len(in.Types)-1]
	}
	switch t {
	case F32, F64, F16, F16x2, BF16, BF16x2:
	default:
		return
	}
	rnd, approx := false, false
	for _, m := range in.Mods {
		switch m {
		case "rn", "rz", "rm", "rp":
			rnd = true
		case "approx", "full":
			approx = true
		}
	}
	switch {
	case rnd:
	case rule == RndOrApproxF32 && approx && (t == F32 || in.Op == OpRcp && t == F64):
	case rule == RndOrApproxF32 && (t == F32 || in.Op == OpRcp && t == F64):
		w.errorf(in.Pos, "%s.%s needs a rounding modifier (.rn .rz .rm .rp) or .approx", name, t)
	default:
		w.errorf(in.Pos, "%s.%s needs a rounding modifier (.rn .rz .rm .rp)", name, t)
	}
}

// checkSetTypes: set writes .u32, .s32 or .f32 (1.0f); on half sources
// also .u16, .s16 and the source's own half type (ptxas: "Unexpected
// instruction types specified for 'set'").
func (w *walker) checkSetTypes(in *Inst) {
	d, s := in.Types[0], in.Types[1]
	ok := d == U32 || d == S32 || d == F32
	switch s {
	case F16, BF16:
		ok = d == U32 || d == S32 || d == U16 || d == S16 || d == s
	case F16x2, BF16x2:
		ok = d == U32 || d == S32 || d == s
	}
	if !ok {
		w.errorf(in.Pos, "set.%s.%s: set writes .u32, .s32 or .f32 (on half sources also .u16, .s16 or the source's type)", d, s)
	}
}

// hasAllMods reports whether in carries every one of mods.
func hasAllMods(in *Inst, mods []string) bool {
	for _, m := range mods {
		if !slices.Contains(in.Mods, m) {
			return false
		}
	}
	return true
}

// IsVideo reports whether op is one of the SIMD video instructions, the
// only ones whose register operands take sub-word selectors.
func (op Opcode) IsVideo() bool { return op >= OpVadd && op <= OpVset4 }

// checkOperandForms refuses operand forms only some instructions take: a
// sub-word selector (%r.b1) outside the video instructions, and a negated
// register (-%r) outside vmad or a "!" on a register that is not a
// predicate.
func (w *walker) checkOperandForms(fn *Func, in *Inst) {
	var visit func(a *Operand)
	visit = func(a *Operand) {
		for k := range a.Elems {
			visit(&a.Elems[k])
		}
		if a.Kind != OperandReg || a.Reg < 0 || int(a.Reg) >= len(fn.Regs) {
			return
		}
		if a.Index != 0 && !in.Op.IsVideo() {
			w.errorf(a.Pos, "sub-word selector %s is only allowed on video instructions", SelText(a.Index))
		}
		if a.Neg && fn.Regs[a.Reg].Type != Pred && in.Op != OpVmad {
			w.errorf(a.Pos, "register %s cannot be negated here (only predicates take !, only vmad's operands take -)", fn.Regs[a.Reg].Name)
		}
	}
	for k := range in.Args {
		visit(&in.Args[k])
	}
}

// sizeCheck lists, per opcode, which operands must be registers of the
// instruction type's width: the ISA requires operand sizes to match the
// instruction type for these (any type of that size is accepted, as PTX
// allows .b32 registers for .f32 operations).
var sizeCheck = map[Opcode][]int{
	OpAdd: {0, 1, 2}, OpSub: {0, 1, 2}, OpAnd: {0, 1, 2}, OpOr: {0, 1, 2}, OpXor: {0, 1, 2},
	OpNot: {0, 1}, OpNeg: {0, 1}, OpAbs: {0, 1}, OpMin: {0, 1, 2}, OpMax: {0, 1, 2},
	OpDiv: {0, 1, 2}, OpRem: {0, 1, 2}, OpFma: {0, 1, 2, 3}, OpCopysign: {0, 1, 2},
	OpShl: {0, 1}, OpShr: {0, 1}, OpSelp: {0, 1, 2}, OpSetp: {1, 2}, OpMov: {0, 1},
	OpRcp: {0, 1}, OpSqrt: {0, 1}, OpRsqrt: {0, 1},
	OpMul: {0, 1, 2}, OpMad: {0, 1, 2, 3},
}

func (w *walker) checkOperandTypes(fn *Func, in *Inst) {
	idxs, ok := sizeCheck[in.Op]
	if !ok || len(in.Types) != 1 {
		return
	}
	t := in.Types[0]
	wide := false
	for _, mod := range in.Mods {
		switch mod {
		case "wide":
			wide = true
		case "v2", "v4", "v8":
			return
		}
	}
	for _, i := range idxs {
		if i >= len(in.Args) {
			continue
		}
		a := &in.Args[i]
		if a.Kind != OperandReg || a.Reg == NoReg || a.Comp >= 0 {
			continue
		}
		r := &fn.Regs[a.Reg]
		want := t.Bits()
		if wide && i == 0 || wide && in.Op == OpMad && i == 3 {
			want *= 2
		}
		got := r.Type.Bits()
		if r.Vec > 0 {
			got *= int(r.Vec)
		}
		if (t == Pred) != (r.Type == Pred) || (t != Pred && got != want) {
			w.errorf(a.Pos, "register %s is .%s, not compatible with .%s%s", r.Name, r.Type, t, map[bool]string{true: " (wide)"}[wide && want != t.Bits()])
		}
	}
}

// blackwellForm names the Blackwell (sm_100, PTX 8.6) forms of older
// opcodes, which ptxsim recognises and refuses: packed .f32x2 arithmetic
// and mixed-precision add/sub/fma with an f32 destination and f16/bf16
// sources. Without it they read as an unknown modifier or a type too many.
func blackwellForm(in *Inst) string {
	switch in.Op {
	case OpAdd, OpSub, OpMul, OpFma:
	default:
		return ""
	}
	const tail = "needs sm_100 and PTX ISA 8.6 (Blackwell); ptxsim models the H200 (sm_90) and does not execute it"
	for _, m := range in.Mods {
		if m == "f32x2" {
			return fmt.Sprintf("%s.f32x2 (packed f32 pairs) %s", in.Op, tail)
		}
	}
	if in.Op == OpMul || len(in.Types) != 2 || in.Types[0] != F32 {
		return ""
	}
	if src := in.Types[1]; src == F16 || src == BF16 {
		return fmt.Sprintf("mixed-precision %s.f32.%s %s", in.Op, src, tail)
	}
	return ""
}
