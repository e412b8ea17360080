package isa

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa/fpu"
	"github.com/ptxsim/ptxsim/ptx"
)

// Lower turns a parsed module into an executable Program. Every problem is
// reported as a positioned error (file:line:col) in a ptx.ErrorList.
func Lower(m *ptx.Module) (*Program, error) {
	l := &lowerer{
		m:        m,
		p:        &Program{File: m.File, Version: m.Version, Target: m.Target, AddressSize: m.AddressSize},
		funcIdx:  map[*ptx.Func]int{},
		symIdx:   map[*ptx.Var]int32{},
		funcUses: map[int][]int32{},
		calls:    map[int][]int{},
	}
	if l.p.AddressSize == 0 {
		l.p.AddressSize = 64
	}
	for _, v := range m.Vars {
		l.addSym(v)
	}
	for i, f := range m.Funcs {
		l.funcIdx[f] = i
		fn := &Func{Name: f.Name, Index: i, Entry: f.Entry, Pos: f.Pos, Perf: f.Perf}
		if !f.HasBody {
			switch f.Name {
			case "vprintf":
				fn.Builtin = BuiltinVprintf
			case "malloc":
				fn.Builtin = BuiltinMalloc
			case "free":
				fn.Builtin = BuiltinFree
			case "__assertfail":
				fn.Builtin = BuiltinAssertfail
			case "__nv_aligned_device_malloc":
				fn.Builtin = BuiltinAlignedMalloc
			case "cudaGraphSetConditional":
				fn.Builtin = BuiltinSetConditional
			}
		}
		l.layoutParams(fn, f, nil)
		l.p.Funcs = append(l.p.Funcs, fn)
	}
	for i, f := range m.Funcs {
		if f.HasBody {
			l.lowerFunc(i, f)
		}
	}
	l.p.Needs = ModuleNeeds(l.m)
	// Per kernel: the shared variables of the kernel and everything it calls.
	for i, fn := range l.p.Funcs {
		if !fn.Entry {
			continue
		}
		seen := map[int]bool{}
		used := map[int32]bool{}
		var walk func(int)
		walk = func(k int) {
			if seen[k] {
				return
			}
			seen[k] = true
			for _, s := range l.funcUses[k] {
				used[s] = true
			}
			for _, c := range l.calls[k] {
				walk(c)
			}
		}
		walk(i)
		for s := range l.p.Syms {
			if used[int32(s)] && l.p.Syms[s].Space == ptx.SpaceShared {
				if l.p.Syms[s].Extern {
					fn.UsesDynShared = true
				} else {
					fn.SharedSyms = append(fn.SharedSyms, int32(s))
				}
			}
		}
	}
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}
	specialise(l.p)
	setUnwritten(l.p)
	return l.p, nil
}

type lowerer struct {
	m        *ptx.Module
	p        *Program
	errs     ptx.ErrorList
	funcIdx  map[*ptx.Func]int
	symIdx   map[*ptx.Var]int32
	funcUses map[int][]int32 // function index -> syms referenced
	calls    map[int][]int   // function index -> callees
}

func (l *lowerer) errorf(pos ptx.Pos, format string, args ...any) {
	l.errs.Add(l.m.File, pos, fmt.Sprintf(format, args...))
}

func varAlign(v *ptx.Var) int64 {
	if v.Align != 0 {
		return int64(v.Align)
	}
	a := int64(v.Type.Size())
	if v.Vec > 0 {
		a *= int64(v.Vec)
	}
	if a == 0 {
		a = 1
	}
	return a
}

func varSize(v *ptx.Var) int64 {
	if v.Size > 0 {
		return v.Size
	}
	if len(v.Dims) > 0 {
		return 0
	}
	s := int64(v.Type.Size())
	if v.Vec > 0 {
		s *= int64(v.Vec)
	}
	return s
}

func (l *lowerer) addSym(v *ptx.Var) int32 {
	if i, ok := l.symIdx[v]; ok {
		return i
	}
	s := &Sym{Name: v.Name, Space: v.Space, Size: varSize(v), Align: varAlign(v), Init: v.Init, Relocs: v.Relocs}
	if v.Type.IsOpaque() {
		s.Opaque = v.Type
	}
	if s.Space == ptx.SpaceShared && s.Size == 0 && len(v.Dims) > 0 {
		s.Extern = true
	}
	i := int32(len(l.p.Syms))
	l.p.Syms = append(l.p.Syms, s)
	l.symIdx[v] = i
	return i
}

// flower lowers one function.
type flower struct {
	l      *lowerer
	f      *ptx.Func
	fn     *Func
	slot   []int32 // RegID -> slot (general or predicate space by isPred)
	isPred []bool
	nregs  int32
	npreds int32
	consts map[uint64]int32
	frame  map[*ptx.Var]int
	kparam map[*ptx.Var]int
	code   []Inst
	pos    []ptx.Pos
	bodyPC []int32 // body index -> code index
	fixes  []fix
	sink   int32
	psink  int32
	cc     int32 // carry-flag predicate slot + 1 (0: none yet); see carry.go

	regVar map[*ptx.Var]int32 // .reg parameters and results: their slots (lower_regparam.go)
	ct     *contraction       // ptxas's FMA contractions in this function (contract.go)
	caps   map[int][2]int32   // contracted muls whose sources are captured: the slots
}

type fix struct {
	at    int // code index
	label int // index into f.Labels
	table int // -1, or index into Program.Tables being built
	elem  int
}

func align(x, a int) int {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// layoutParams places a function's parameters: kernels in the param buffer,
// functions at the start of their frame.
func (l *lowerer) layoutParams(fn *Func, f *ptx.Func, frame map[*ptx.Var]int) int {
	off := 0
	fn.Params = fn.Params[:0]
	for _, v := range f.Params {
		a := int(varAlign(v))
		if v.PtrAlign > 0 && v.Align == 0 {
			a = int(varAlign(v))
		}
		off = align(off, a)
		sz := int(varSize(v))
		fn.Params = append(fn.Params, Param{Name: v.Name, Offset: off, Size: sz, Align: a})
		if frame != nil {
			frame[v] = off
		}
		off += sz
	}
	if f.Entry {
		fn.ParamBytes = off
		return 0
	}
	fn.Results = fn.Results[:0]
	for _, v := range f.Results {
		a := int(varAlign(v))
		off = align(off, a)
		sz := int(varSize(v))
		fn.Results = append(fn.Results, Param{Name: v.Name, Offset: off, Size: sz, Align: a})
		if frame != nil {
			frame[v] = off
		}
		off += sz
	}
	return off
}

func (l *lowerer) lowerFunc(idx int, f *ptx.Func) {
	fn := l.p.Funcs[idx]
	w := &flower{l: l, f: f, fn: fn, consts: map[uint64]int32{}, frame: map[*ptx.Var]int{}, kparam: map[*ptx.Var]int{}}
	w.slot = make([]int32, len(f.Regs))
	w.isPred = make([]bool, len(f.Regs))
	for i, r := range f.Regs {
		if r.Type == ptx.Pred {
			w.isPred[i] = true
			w.slot[i] = w.npreds
			w.npreds++
			continue
		}
		w.slot[i] = w.nregs
		n := int32(1)
		if r.Vec > 1 {
			n = int32(r.Vec)
		}
		if r.Type == ptx.B128 {
			n *= 2 // two 64-bit slots: low, high (lower_b128.go)
		}
		w.nregs += n
	}
	w.sink = w.newReg()
	w.psink = w.npreds
	w.npreds++

	// Frame: params/results (functions), then .local and call-site .param variables.
	var off int
	if f.Entry {
		l.layoutParams(fn, f, w.kparam)
	} else {
		off = l.layoutParams(fn, f, w.frame)
	}
	for _, v := range f.Vars {
		switch v.Space {
		case ptx.SpaceLocal, ptx.SpaceParam:
			off = align(off, int(varAlign(v)))
			w.frame[v] = off
			off += int(varSize(v))
		case ptx.SpaceShared, ptx.SpaceGlobal, ptx.SpaceConst:
			l.addSym(v)
		}
	}
	fn.FrameSize = align(off, 16)

	fn.Start = int32(len(l.p.Code))
	w.regParamSlots(f)
	w.regParamPrologue(f)
	w.bodyPC = make([]int32, len(f.Body)+1)
	if !debugTarget(w.l.m) {
		w.ct = analyzeContraction(f) // ptxas at -O0 (".target sm_XY, debug") fuses nothing
	}
	for i := range f.Body {
		w.bodyPC[i] = int32(len(w.code))
		w.lowerBodyInst(i, &f.Body[i])
	}
	w.bodyPC[len(f.Body)] = int32(len(w.code))
	// The synthetic end: every ret of a function branches here so that its
	// threads reconverge before the frame is popped (after the epilogue
	// that stores .reg results, if any).
	epilogue := int32(len(w.code))
	w.regParamEpilogue(f)
	end := Inst{Kind: KRet, Op: ptx.OpRet, Unit: UnitBranch, Guard: NoSlot, Base: NoSlot, Sym: -1, Comp: -1}
	clearSlots(&end)
	w.emit(end, f.Pos)
	base := fn.Start
	for _, fx := range w.fixes {
		lab := f.Labels[fx.label]
		pc := base + w.bodyPC[lab.Index]
		if fx.table >= 0 {
			l.p.Tables[fx.table][fx.elem] = pc
			continue
		}
		w.code[fx.at].Target = pc
	}
	for i := range w.code {
		in := &w.code[i]
		if in.Kind == KBra && in.Op == ptx.OpRet {
			in.Target = base + epilogue
		}
	}
	fn.NumRegs = int(w.nregs)
	fn.NumPreds = int(w.npreds)
	computeIPDom(l.p, w.code, base)
	l.p.Code = append(l.p.Code, w.code...)
	l.p.Pos = append(l.p.Pos, w.pos...)
	fn.End = int32(len(l.p.Code))
}

func clearSlots(in *Inst) {
	for i := range in.D {
		in.D[i] = NoSlot
		in.S[i] = NoSlot
	}
}

func (w *flower) newReg() int32 {
	r := w.nregs
	w.nregs++
	return r
}

func (w *flower) emit(in Inst, pos ptx.Pos) {
	w.code = append(w.code, in)
	w.pos = append(w.pos, pos)
}

func (w *flower) errorf(pos ptx.Pos, format string, args ...any) {
	w.l.errorf(pos, format, args...)
}

// constSlot returns the slot holding value v in every lane.
func (w *flower) constSlot(v uint64) int32 {
	if s, ok := w.consts[v]; ok {
		return s
	}
	s := w.newReg()
	w.consts[v] = s
	w.fn.Consts = append(w.fn.Consts, uint64(s), v)
	return s
}

// immFor converts an immediate operand to the bits of type t.
func immFor(op *ptx.Operand, t ptx.Type) uint64 {
	switch op.Kind {
	case ptx.OperandF32:
		f := math.Float32frombits(uint32(op.Imm))
		if t == ptx.F64 {
			return math.Float64bits(float64(f))
		}
		return op.Imm
	case ptx.OperandF64:
		d := math.Float64frombits(op.Imm)
		if t == ptx.F32 || t == ptx.F16x2 || t == ptx.BF16x2 {
			return uint64(math.Float32bits(fpu.F64ToF32(d, fpu.RN)))
		}
		if t == ptx.F16 {
			return uint64(fpu.F64ToF16(d, fpu.RN))
		}
		if t == ptx.B64 {
			// A .b64 operand takes the literal's IEEE bits, as ptxas
			// does (LLVM and Triton write mov.b64 %rd, 0d4338...).
			return op.Imm
		}
		if t.IsInt() {
			return uint64(int64(d))
		}
		return op.Imm
	case ptx.OperandImm:
		switch t {
		case ptx.F32:
			return uint64(math.Float32bits(float32(int64(op.Imm))))
		case ptx.F64:
			return math.Float64bits(float64(int64(op.Imm)))
		}
		return op.Imm
	}
	return 0
}

// src lowers a source operand of type t to a slot. Predicate registers give
// predicate slots (the caller knows which space it asked for).
func (w *flower) src(op *ptx.Operand, t ptx.Type, pos ptx.Pos) int32 {
	switch op.Kind {
	case ptx.OperandReg:
		return w.regSlot(op, pos)
	case ptx.OperandImm, ptx.OperandF32, ptx.OperandF64:
		if t == ptx.Pred {
			// A predicate immediate (0 or 1) becomes a constant predicate
			// computed once: and.pred with itself of a fresh slot.
			p := w.npreds
			w.npreds++
			in := w.newInst(ptx.OpMov, KALU, pos)
			in.Type = ptx.Pred
			in.D[0] = p
			if op.Imm != 0 {
				in.Fn = predConst(true)
			} else {
				in.Fn = predConst(false)
			}
			w.emit(in, pos)
			return p
		}
		return w.constSlot(immFor(op, t))
	case ptx.OperandSpecial:
		d := w.newReg()
		in := w.newInst(ptx.OpMov, KSpecial, pos)
		in.D[0] = d
		in.Sub = uint8(op.Special)
		in.Comp = op.Comp
		in.Aux = int32(op.Index)
		in.Type = t
		w.emit(in, pos)
		if t == ptx.Pred {
			// a predicate special register (%is_explicit_cluster): read
			// as a number, then made a predicate
			p := w.npreds
			w.npreds++
			cv := w.newInst(ptx.OpMov, KALU, pos)
			cv.Type, cv.SType = ptx.Pred, ptx.U32 // S[0] is a general register (predSrcs)
			cv.D[0], cv.S[0] = p, d
			cv.Fn = regToPred
			w.emit(cv, pos)
			return p
		}
		return d
	case ptx.OperandSym:
		if s, ok := w.regVarSlot(op); ok {
			return s
		}
		if op.Var != nil {
			d := w.newReg()
			in := w.newInst(ptx.OpMov, KAddr, pos)
			in.D[0] = d
			w.symAddr(&in, op.Var, op.Offset, pos)
			w.emit(in, pos)
			return d
		}
		if op.Func != nil {
			return w.constSlot(FuncAddr(w.l.funcIdx[op.Func]))
		}
	case ptx.OperandSink:
		if t == ptx.Pred {
			return w.psink
		}
		return w.sink
	}
	w.errorf(op.Pos, "unsupported operand")
	return w.sink
}

func (w *flower) regSlot(op *ptx.Operand, pos ptx.Pos) int32 {
	if op.Reg < 0 || int(op.Reg) >= len(w.slot) {
		w.errorf(pos, "bad register operand")
		return w.sink
	}
	s := w.slot[op.Reg]
	if op.Comp > 0 && !w.isPred[op.Reg] {
		s += int32(op.Comp)
	}
	return s
}

// dst lowers a destination register operand.
func (w *flower) dst(op *ptx.Operand, pos ptx.Pos) int32 {
	switch op.Kind {
	case ptx.OperandReg:
		return w.regSlot(op, pos)
	case ptx.OperandSink:
		return w.sink
	case ptx.OperandSym:
		if s, ok := w.regVarSlot(op); ok {
			return s
		}
	}
	w.errorf(op.Pos, "destination must be a register")
	return w.sink
}

func (w *flower) pdst(op *ptx.Operand, pos ptx.Pos) int32 {
	switch op.Kind {
	case ptx.OperandReg:
		if !w.isPred[op.Reg] {
			w.errorf(op.Pos, "expected a predicate register")
			return w.psink
		}
		return w.slot[op.Reg]
	case ptx.OperandSink:
		return w.psink
	}
	w.errorf(op.Pos, "destination must be a predicate register")
	return w.psink
}

func (w *flower) newInst(op ptx.Opcode, k Kind, pos ptx.Pos) Inst {
	in := Inst{Op: op, Kind: k, Guard: NoSlot, Base: NoSlot, Sym: -1, Comp: -1}
	clearSlots(&in)
	return in
}

// symAddr fills the address fields for variable v plus off.
func (w *flower) symAddr(in *Inst, v *ptx.Var, off int64, pos ptx.Pos) {
	if o, ok := w.kparam[v]; ok {
		in.Flags |= FKParam
		in.Off += int64(o) + off
		return
	}
	if o, ok := w.frame[v]; ok {
		in.Flags |= FFrame
		in.Off += int64(o) + off
		return
	}
	switch v.Space {
	case ptx.SpaceGlobal, ptx.SpaceConst, ptx.SpaceShared:
		s := w.l.addSym(v)
		in.Sym = s
		in.Off += off
		w.l.funcUses[w.fn.Index] = append(w.l.funcUses[w.fn.Index], s)
		return
	}
	w.errorf(pos, "cannot take the address of %s (%s space)", v.Name, v.Space)
}

// addr lowers an address operand [base+off].
func (w *flower) addr(in *Inst, op *ptx.Operand, pos ptx.Pos) {
	switch op.Kind {
	case ptx.OperandAddr:
		switch {
		case op.Reg != ptx.NoReg:
			in.Base = w.regSlot(op, pos)
			in.Off = op.Offset
			if w.regBits(op.Reg) <= 32 {
				// [%r+imm] with a 32-bit register is computed modulo
				// 2^32 (shared, local and param addresses): nvcc writes
				// negative offsets as large immediates ([%r+4294967292]
				// is [%r-4]). Folding the displacement to its signed
				// 32-bit value gives the same address for every base
				// the sum does not wrap past 0 or 2^32 from, without a
				// mask per lane.
				in.Off = int64(int32(uint32(op.Offset)))
			}
		case op.Var != nil:
			w.symAddr(in, op.Var, op.Offset, pos)
		case op.Sym != "":
			w.errorf(op.Pos, "unresolved address symbol %s", op.Sym)
		default:
			in.Off = int64(op.Imm) + op.Offset
		}
	case ptx.OperandSym:
		if op.Var != nil {
			w.symAddr(in, op.Var, op.Offset, pos)
			return
		}
		w.errorf(op.Pos, "expected an address")
	case ptx.OperandReg:
		in.Base = w.regSlot(op, pos)
	case ptx.OperandImm:
		in.Off = int64(op.Imm)
	default:
		w.errorf(op.Pos, "expected an address")
	}
}

func hasMod(in *ptx.Inst, m string) bool {
	for _, s := range in.Mods {
		if s == m {
			return true
		}
	}
	return false
}

func lastType(in *ptx.Inst) ptx.Type {
	if len(in.Types) == 0 {
		return ptx.TypeNone
	}
	return in.Types[len(in.Types)-1]
}

func spaceOf(in *ptx.Inst) ptx.Space {
	for _, m := range in.Mods {
		switch m {
		case "global":
			return ptx.SpaceGlobal
		case "shared", "shared::cta":
			return ptx.SpaceShared
		case "shared::cluster":
			return ptx.SpaceSharedCluster
		case "local":
			return ptx.SpaceLocal
		case "const":
			return ptx.SpaceConst
		case "param", "param::entry", "param::func":
			return ptx.SpaceParam
		}
	}
	return ptx.SpaceGeneric
}

func vecOf(in *ptx.Inst) uint8 {
	for _, m := range in.Mods {
		switch m {
		case "v2":
			return 2
		case "v4":
			return 4
		case "v8":
			return 8
		}
	}
	return 1
}

var roundingMods = map[string]fpu.Rounding{
	"rn": fpu.RN, "rz": fpu.RZ, "rm": fpu.RM, "rp": fpu.RP, "rna": fpu.RNA,
	"rni": fpu.RN, "rzi": fpu.RZ, "rmi": fpu.RM, "rpi": fpu.RP,
}

var cmpMods = map[string]CmpOp{
	"eq": CmpEQ, "ne": CmpNE, "lt": CmpLT, "le": CmpLE, "gt": CmpGT, "ge": CmpGE,
	"lo": CmpLO, "ls": CmpLS, "hi": CmpHI, "hs": CmpHS,
	"equ": CmpEQU, "neu": CmpNEU, "ltu": CmpLTU, "leu": CmpLEU, "gtu": CmpGTU, "geu": CmpGEU,
	"num": CmpNUM, "nan": CmpNAN,
}

var atomMods = map[string]AtomOp{
	"add": AtomAdd, "sub": AtomSub, "exch": AtomExch, "cas": AtomCas, "min": AtomMin, "max": AtomMax,
	"inc": AtomInc, "dec": AtomDec, "and": AtomAnd, "or": AtomOr, "xor": AtomXor,
}

// lastMod returns the table's value for the last modifier of mods found in
// it, or def when none is: one lookup rule for the opcodes whose
// sub-operation is named by a modifier (atom.add, shfl.sync.bfly, vote.any).
func lastMod[T any](mods []string, table map[string]T, def T) T {
	v := def
	for _, m := range mods {
		if t, ok := table[m]; ok {
			v = t
		}
	}
	return v
}

var shflModes = map[string]uint8{"up": ShflUp, "down": ShflDown, "bfly": ShflBfly, "idx": ShflIdx}

var voteModes = map[string]uint8{"all": VoteAll, "any": VoteAny, "uni": VoteUni, "ballot": VoteBallot}

// decodeCommon fills the modifier fields shared by many opcodes.
func decodeCommon(in *Inst, src *ptx.Inst) {
	for _, m := range src.Mods {
		if r, ok := roundingMods[m]; ok {
			in.Rnd = r
			in.Flags |= FRound
			continue
		}
		switch m {
		case "ftz":
			in.Flags |= FFtz
		case "sat", "satfinite":
			in.Flags |= FSat
		case "approx":
			in.Flags |= FApprox
		case "full":
			in.Flags |= FFull
		case "uni":
			in.Flags |= FUni
		case "wide":
			in.Flags |= FWide
		case "hi":
			in.Flags |= FHi
		case "lo":
			in.Flags |= FLo
		case "volatile":
			in.Flags |= FVolatile
		case "to":
			in.Flags |= FTo
		case "shiftamt":
			in.Flags |= FShiftAmt
		case "clamp":
			in.Flags |= FClamp
		case "l":
			in.Flags |= FLeft
		case "cc":
			in.Flags |= FCC
		case "nc":
			in.Flags |= FNC
		case "cg", "cv":
			in.Flags |= FCacheL2
		case "aligned":
			in.Flags |= FAligned
		case "relaxed", "acquire", "release", "acq_rel", "sc":
			in.Flags |= FRelaxed
		case "NaN":
			in.Flags |= FNaN
		case "xorsign":
			in.Flags |= FXorSign
		case "relu":
			in.Flags |= FRelu
		}
	}
	switch src.Op {
	case ptx.OpMembar, ptx.OpFence:
		for _, m := range src.Mods {
			switch m {
			case "gl", "gpu", "sys":
				in.Extra |= XFenceGPU
			case "proxy", "mbarrier_init":
				in.Extra &^= XFenceGPU // proxy fences order other paths, not this thread's stores
				return
			}
		}
	case ptx.OpAtom, ptx.OpRed, ptx.OpSt:
		// A .release or .acq_rel one at GPU scope (the default) gets a
		// MEMBAR.ALL.GPU before it (corpus gridSum's grid sync).
		release, local := false, false
		for _, m := range src.Mods {
			switch m {
			case "release", "acq_rel":
				release = true
			case "cta", "cluster", "shared", "shared::cta", "shared::cluster":
				local = true
			}
		}
		if release && !local {
			in.Extra |= XFenceGPU
		}
	case ptx.OpMbarrierArrive, ptx.OpMbarrierArriveDrop:
		// An arrive that releases at cluster scope (CUTLASS's consumer
		// release of a stage to the other block's producer) is preceded by
		// MEMBAR.ALL.CTA + MEMBAR.ALL.GPU in SASS (tma_gemm_big's SASS,
		// benchmarks/hardware/tensor-timing/logsA): the timing model's fence.
		if hasMod(src, "cluster") && !hasMod(src, "relaxed") {
			in.Extra |= XFenceGPU
		}
	}
	switch src.Op {
	case ptx.OpLd, ptx.OpAtom:
		// An acquire at GPU scope (the default) must see other SMs'
		// writes: ptxas follows the LD.STRONG.GPU with CCTL.IVALL, which
		// drops the SM's L1 (corpus gridSum's grid-sync spin loop).
		acquire, local := false, false
		for _, m := range src.Mods {
			switch m {
			case "acquire", "acq_rel":
				acquire = true
			case "cta", "cluster", "shared", "shared::cta", "shared::cluster":
				local = true
			}
		}
		if acquire && !local {
			in.Extra |= XAcquireGPU
		}
	}
}

func (w *flower) lowerInst(src *ptx.Inst) {
	pos := src.Pos
	row := Semantics[src.Op]
	if !row.Supported {
		if why, ok := Refused[src.Op]; ok {
			w.errorf(pos, "%s is not supported: %s", src.Op, why)
			return
		}
		w.errorf(pos, "unsupported instruction %s", src.Op)
		return
	}
	in := w.newInst(src.Op, row.Kind, pos)
	in.Type = lastType(src)
	in.Unit = unitFor(row.Unit, in.Type)
	decodeCommon(&in, src)
	in.Space = spaceOf(src)
	if src.Guard != ptx.NoReg {
		if int(src.Guard) >= len(w.slot) || !w.isPred[src.Guard] {
			w.errorf(pos, "guard must be a predicate register")
		} else {
			in.Guard = w.slot[src.Guard]
			in.GuardNeg = src.GuardNeg
		}
	}
	args := src.Args
	nargs := func(n int) bool {
		if len(args) < n {
			w.errorf(pos, "%s needs %d operands, has %d", src.Op, n, len(args))
			return false
		}
		return true
	}
	if w.usesB128(src) {
		w.lowerB128(&in, src)
		return
	}

	switch row.Kind {
	case KNop:
		if src.Op == ptx.OpNanosleep && nargs(1) {
			in.S[0] = w.src(&args[0], ptx.U32, pos) // the engine's yield and the timing model's delay
		}
		if src.Op == ptx.OpWgmmaWaitGroup && nargs(1) && args[0].Kind == ptx.OperandImm {
			in.Aux = int32(args[0].Imm) // groups left pending (the timing model's wait)
		}
		w.emit(in, pos)
		return
	case KTrap, KExit:
		w.emit(in, pos)
		return
	case KALU:
		w.lowerALU(&in, src)
		return
	case KIsspacep:
		if !nargs(2) {
			return
		}
		in.D[0] = w.pdst(&args[0], pos)
		in.S[0] = w.src(&args[1], ptx.U64, pos)
		w.emit(in, pos)
		return
	case KLd:
		if !nargs(2) {
			return
		}
		in.Vec = vecOf(src)
		in.Size = uint8(in.Type.Size())
		in.SType = in.Type
		if args[0].Kind == ptx.OperandVec {
			for i := range args[0].Elems {
				if i < 4 {
					in.D[i] = w.dst(&args[0].Elems[i], pos)
				}
			}
			in.Vec = uint8(len(args[0].Elems))
		} else if n := w.vecRegLen(&args[0]); n > 0 {
			// a whole vector register (.reg .v4 .f32 %v): its components
			base := w.regSlot(&args[0], pos)
			for i := 0; i < n && i < 4; i++ {
				in.D[i] = base + int32(i)
			}
			in.Vec = uint8(n)
		} else {
			in.D[0] = w.dst(&args[0], pos)
			if args[0].Kind == ptx.OperandReg && int(args[0].Reg) < len(w.f.Regs) {
				in.SType = w.f.Regs[args[0].Reg].Type // sign extension width of narrow signed loads
			}
		}
		w.addr(&in, &args[1], pos)
		w.emit(in, pos)
		return
	case KSt:
		if !nargs(2) {
			return
		}
		in.Vec = vecOf(src)
		in.Size = uint8(in.Type.Size())
		w.addr(&in, &args[0], pos)
		if args[1].Kind == ptx.OperandVec {
			for i := range args[1].Elems {
				if i < 4 {
					in.S[i] = w.src(&args[1].Elems[i], in.Type, pos)
				}
			}
			in.Vec = uint8(len(args[1].Elems))
		} else if n := w.vecRegLen(&args[1]); n > 0 {
			base := w.regSlot(&args[1], pos)
			for i := 0; i < n && i < 4; i++ {
				in.S[i] = base + int32(i)
			}
			in.Vec = uint8(n)
		} else {
			in.S[0] = w.src(&args[1], in.Type, pos)
		}
		w.emit(in, pos)
		return
	case KAtom:
		in.Sub = uint8(lastMod(src.Mods, atomMods, AtomOp(in.Sub)))
		in.Size = uint8(in.Type.Size())
		if vecOf(src) > 1 {
			w.lowerVecAtom(&in, src)
			return
		}
		if op := AtomOp(in.Sub); (op == AtomMin || op == AtomMax) && isHalfType(in.Type) {
			w.errorf(pos, "%s.%s on .%s needs a vector modifier (.v2, .v4 or .v8), as ptxas says", src.Op, map[AtomOp]string{AtomMin: "min", AtomMax: "max"}[op], in.Type)
			return
		}
		i := 0
		if src.Op == ptx.OpAtom {
			if !nargs(3) {
				return
			}
			in.D[0] = w.dst(&args[0], pos)
			i = 1
		} else if !nargs(2) {
			return
		}
		w.addr(&in, &args[i], pos)
		in.S[0] = w.src(&args[i+1], in.Type, pos)
		if AtomOp(in.Sub) == AtomCas {
			if len(args) < i+3 {
				w.errorf(pos, "atom.cas needs a compare and a new value")
				return
			}
			in.S[1] = w.src(&args[i+2], in.Type, pos)
		}
		w.emit(in, pos)
		return
	case KBra:
		if src.Op == ptx.OpRet {
			if w.f.Entry {
				in.Kind = KExit
			}
			w.emit(in, pos) // Target patched to the function end
			return
		}
		if !nargs(1) {
			return
		}
		if args[0].Kind != ptx.OperandSym || args[0].Label < 0 {
			w.errorf(pos, "bra needs a label")
			return
		}
		w.fixes = append(w.fixes, fix{at: len(w.code), label: args[0].Label, table: -1})
		w.emit(in, pos)
		return
	case KBrx:
		if !nargs(2) {
			return
		}
		in.S[0] = w.src(&args[0], ptx.U32, pos)
		t := args[1].Table
		if t == nil {
			w.errorf(pos, "brx.idx needs a .branchtargets list")
			return
		}
		in.Aux = int32(len(w.l.p.Tables))
		w.l.p.Tables = append(w.l.p.Tables, make([]int32, len(t.Labels)))
		for e, lab := range t.Labels {
			w.fixes = append(w.fixes, fix{label: lab, table: int(in.Aux), elem: e})
		}
		w.emit(in, pos)
		return
	case KCall:
		w.lowerCall(&in, src)
		return
	case KBar:
		w.lowerBar(&in, src)
		return
	case KBarWarp:
		if !nargs(1) {
			return
		}
		in.S[0] = w.src(&args[0], ptx.U32, pos)
		w.emit(in, pos)
		return
	case KShfl:
		// shfl.sync.mode.b32 d[|p], a, b, c, membermask
		in.Sub = lastMod(src.Mods, shflModes, in.Sub)
		if !nargs(4) {
			return
		}
		w.dstWithPred(&in, &args[0], pos)
		in.S[0] = w.src(&args[1], ptx.B32, pos)
		in.S[1] = w.src(&args[2], ptx.B32, pos)
		in.S[2] = w.src(&args[3], ptx.B32, pos)
		in.S[3] = w.memberMask(args, 4, pos)
		w.emit(in, pos)
		return
	case KVote:
		in.Sub = lastMod(src.Mods, voteModes, in.Sub)
		if !nargs(2) {
			return
		}
		if in.Sub == VoteBallot {
			in.D[0] = w.dst(&args[0], pos)
		} else {
			in.D[0] = w.pdst(&args[0], pos)
		}
		in.S[0] = w.src(&args[1], ptx.Pred, pos)
		if args[1].Neg {
			in.Flags |= FNegA
		}
		in.S[1] = w.memberMask(args, 2, pos)
		w.emit(in, pos)
		return
	case KMatch:
		if hasMod(src, "all") {
			in.Sub = 1
		}
		if !nargs(3) {
			return
		}
		w.dstWithPred(&in, &args[0], pos)
		in.S[0] = w.src(&args[1], in.Type, pos)
		in.S[1] = w.src(&args[2], ptx.B32, pos)
		w.emit(in, pos)
		return
	case KRedux:
		in.Sub = uint8(lastMod(src.Mods, atomMods, AtomOp(in.Sub)))
		if !nargs(3) {
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], in.Type, pos)
		in.S[1] = w.src(&args[2], ptx.B32, pos)
		w.emit(in, pos)
		return
	case KAsync:
		w.lowerAsync(&in, src)
		return
	case KMbar:
		w.lowerMbar(&in, src)
		return
	case KCluster:
		w.lowerCluster(&in, src)
		return
	case KTensor:
		w.lowerTensor(&in, src)
		return
	case KStack:
		w.lowerStack(&in, src)
		return
	case KTexture:
		w.lowerTex(&in, src)
		return
	case KBulk:
		w.lowerBulk(&in, src)
		return
	case KActivemask:
		if !nargs(1) {
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		w.emit(in, pos)
		return
	}
	w.errorf(pos, "unsupported instruction %s", src.Op)
}

// dstWithPred lowers a destination that may carry a predicate output
// ("d|p" of shfl.sync and match.sync), setting FPredOut when it does.
func (w *flower) dstWithPred(in *Inst, a *ptx.Operand, pos ptx.Pos) {
	if a.Kind == ptx.OperandPair {
		in.D[0] = w.dst(&a.Elems[0], pos)
		in.D[1] = w.pdst(&a.Elems[1], pos)
		in.Flags |= FPredOut
		return
	}
	in.D[0] = w.dst(a, pos)
}

// memberMask lowers the optional member-mask operand at args[i] of a
// warp-level instruction; without one, every lane takes part.
func (w *flower) memberMask(args []ptx.Operand, i int, pos ptx.Pos) int32 {
	if len(args) > i {
		return w.src(&args[i], ptx.B32, pos)
	}
	return w.constSlot(0xffffffff)
}

func (w *flower) lowerBar(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	for _, m := range src.Mods {
		switch m {
		case "arrive":
			in.Flags |= FArrive
		case "popc":
			in.Flags |= FRedPopc
		case "and":
			in.Flags |= FRedAnd
		case "or":
			in.Flags |= FRedOr
		}
	}
	red := in.Flags&(FRedPopc|FRedAnd|FRedOr) != 0
	if red {
		// bar.red.op.type d, a{, b}, {!}c
		if len(args) < 3 {
			w.errorf(pos, "bar.red needs a destination, a barrier and a predicate")
			return
		}
		if in.Flags&FRedPopc != 0 {
			in.D[0] = w.dst(&args[0], pos)
		} else {
			in.D[0] = w.pdst(&args[0], pos)
		}
		in.S[0] = w.src(&args[1], ptx.U32, pos)
		c := &args[len(args)-1]
		if len(args) == 4 {
			in.S[1] = w.src(&args[2], ptx.U32, pos)
		}
		in.S[2] = w.src(c, ptx.Pred, pos)
		if c.Neg {
			in.Flags |= FNegC
		}
		w.emit(*in, pos)
		return
	}
	if len(args) == 0 {
		in.S[0] = w.constSlot(0)
	} else {
		in.S[0] = w.src(&args[0], ptx.U32, pos)
	}
	if len(args) > 1 {
		in.S[1] = w.src(&args[1], ptx.U32, pos)
	}
	if in.Flags&FArrive != 0 && in.S[1] == NoSlot {
		w.errorf(pos, "bar.arrive needs a thread count")
		return
	}
	w.emit(*in, pos)
}

func (w *flower) lowerCall(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	// call (rets), f, (args) | call f, (args) | call f | call (rets), %r, (args), proto
	i := 0
	var rets, cargs []ptx.Operand
	if i < len(args) && args[i].Kind == ptx.OperandList {
		rets = args[i].Elems
		i++
	}
	if i >= len(args) {
		w.errorf(pos, "call needs a target")
		return
	}
	tgt := &args[i]
	i++
	if i < len(args) && args[i].Kind == ptx.OperandList {
		cargs = args[i].Elems
	}
	cs := CallSite{Func: -1, Reg: NoSlot}
	var callee *Func
	if tgt.Kind == ptx.OperandSym && tgt.Func != nil {
		k := w.l.funcIdx[tgt.Func]
		cs.Func = int32(k)
		callee = w.l.p.Funcs[k]
		w.l.calls[w.fn.Index] = append(w.l.calls[w.fn.Index], k)
	} else if tgt.Kind == ptx.OperandReg {
		cs.Reg = w.regSlot(tgt, pos)
		if callee = w.indirectLayout(src, &cs); callee == nil {
			return
		}
	} else {
		w.errorf(pos, "call target must be a function")
		return
	}
	if len(cargs) != len(callee.Params) {
		w.errorf(pos, "call passes %d arguments to %s, which takes %d", len(cargs), callee.Name, len(callee.Params))
		return
	}
	if len(rets) > len(callee.Results) {
		w.errorf(pos, "call expects %d results from %s, which returns %d", len(rets), callee.Name, len(callee.Results))
		return
	}
	var after []Inst // loads of register results, run when the call returns
	for k := range cargs {
		a := &cargs[k]
		if a.Kind == ptx.OperandReg || a.Kind == ptx.OperandImm || a.Kind == ptx.OperandF32 || a.Kind == ptx.OperandF64 || w.isRegVar(a) {
			off := w.callRegArg(a, callee.Params[k], pos)
			cs.Args = append(cs.Args, ParamCopy{Caller: off, Callee: callee.Params[k].Offset, Size: callee.Params[k].Size})
			continue
		}
		if a.Kind != ptx.OperandSym || a.Var == nil {
			w.errorf(a.Pos, "call arguments must be .param variables or registers")
			return
		}
		off, ok := w.frame[a.Var]
		if !ok {
			w.errorf(a.Pos, "call argument %s is not a local .param variable", a.Sym)
			return
		}
		cs.Args = append(cs.Args, ParamCopy{Caller: off, Callee: callee.Params[k].Offset, Size: callee.Params[k].Size})
	}
	for k := range rets {
		a := &rets[k]
		if a.Kind == ptx.OperandReg || w.isRegVar(a) {
			off := w.frameTemp(callee.Results[k].Size)
			cs.Rets = append(cs.Rets, ParamCopy{Caller: off, Callee: callee.Results[k].Offset, Size: callee.Results[k].Size})
			after = append(after, w.callRegResult(a, off, callee.Results[k], pos))
			continue
		}
		if a.Kind != ptx.OperandSym || a.Var == nil {
			w.errorf(a.Pos, "call results must be .param variables or registers")
			return
		}
		off, ok := w.frame[a.Var]
		if !ok {
			w.errorf(a.Pos, "call result %s is not a local .param variable", a.Sym)
			return
		}
		cs.Rets = append(cs.Rets, ParamCopy{Caller: off, Callee: callee.Results[k].Offset, Size: callee.Results[k].Size})
	}
	in.Target = cs.Func
	in.Aux = int32(len(w.l.p.Calls))
	w.l.p.Calls = append(w.l.p.Calls, cs)
	w.emit(*in, pos)
	for _, ld := range after {
		ld.Guard, ld.GuardNeg = in.Guard, in.GuardNeg
		w.emit(ld, pos)
	}
}

// vecRegLen is the number of components of a whole vector register
// operand (%v of ".reg .v4 .f32 %v"), 0 for anything else.
func (w *flower) vecRegLen(op *ptx.Operand) int {
	if op.Kind != ptx.OperandReg || op.Comp >= 0 || op.Reg < 0 || int(op.Reg) >= len(w.f.Regs) {
		return 0
	}
	return int(w.f.Regs[op.Reg].Vec)
}

// regBits is the declared width of a register in bits (a vector register's
// element width).
func (w *flower) regBits(r ptx.RegID) int {
	if r < 0 || int(r) >= len(w.f.Regs) {
		return 64
	}
	return w.f.Regs[r].Type.Bits()
}

// debugTarget reports whether the module is compiled for debugging
// (".target sm_80, debug"): ptxas then optimizes nothing, FMA contraction
// included (measured: saxpy of a -G build keeps FMUL + FADD).
func debugTarget(m *ptx.Module) bool {
	for _, f := range m.Target.Flags {
		if f == "debug" {
			return true
		}
	}
	return false
}

// regToPred sets predicate D[0] in each lane where register S[0] is nonzero.
func regToPred(in *Inst, r []uint64, p []uint32, mask uint32) {
	src := r[int(in.S[0])*32:]
	var v uint32
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if src[l] != 0 {
			v |= 1 << uint(l)
		}
	}
	p[in.D[0]] = p[in.D[0]]&^mask | v
}
