package isa

import "github.com/ptxsim/ptxsim/ptx"

// Register parameters: the older call style, where a .func declares its
// parameters and results in the .reg space ("(.reg .b32 r) f(.reg .b32 a)"),
// the body uses them as registers, and a call passes registers or
// immediates ("call (%r3, %r4), f, (%r1, 7);"). ptxas gives such functions
// a non-ABI calling convention; ptxsim keeps one mechanism for every call:
// the values travel through the frame as .param values do. The callee's
// parameters are laid out in its frame as usual (layoutParams); its
// prologue loads the .reg parameters from there into their register slots
// and its epilogue (where every ret lands) stores the results back. A call
// site stores register and immediate arguments into temporaries of the
// caller's frame, the call copies them like .param arguments, and loads
// after the call move the results into the destination registers. The
// loads and stores are parameter accesses, which cost nothing in the
// timing model (ptxas passes these values in registers).

// regParamSlots gives each .reg parameter and result of f a register slot
// (or a predicate slot) and returns the prologue loads to emit at the start
// of the body.
func (w *flower) regParamSlots(f *ptx.Func) {
	for _, vs := range [2][]*ptx.Var{f.Params, f.Results} {
		for _, v := range vs {
			if v.Space != ptx.SpaceReg {
				continue
			}
			if w.regVar == nil {
				w.regVar = map[*ptx.Var]int32{}
			}
			if v.Type == ptx.Pred {
				w.errorf(v.Pos, "predicate register parameter %s is not supported (pass a .b32 value instead)", v.Name)
				w.regVar[v] = w.psink
				continue
			}
			w.regVar[v] = w.newReg()
		}
	}
}

// regParamPrologue loads the .reg parameters from the frame.
func (w *flower) regParamPrologue(f *ptx.Func) {
	for _, v := range f.Params {
		if s, ok := w.regVar[v]; ok && v.Type != ptx.Pred {
			w.emit(w.frameAccess(KLd, s, w.frame[v], v, f.Pos), f.Pos)
		}
	}
}

// regParamEpilogue stores the .reg results into the frame.
func (w *flower) regParamEpilogue(f *ptx.Func) {
	for _, v := range f.Results {
		if s, ok := w.regVar[v]; ok && v.Type != ptx.Pred {
			w.emit(w.frameAccess(KSt, s, w.frame[v], v, f.Pos), f.Pos)
		}
	}
}

// frameAccess is a load (KLd) or store (KSt) of register slot s at frame
// offset off, sized by v's type.
func (w *flower) frameAccess(k Kind, s int32, off int, v *ptx.Var, pos ptx.Pos) Inst {
	op := ptx.OpLd
	if k == KSt {
		op = ptx.OpSt
	}
	in := w.newInst(op, k, pos)
	in.Unit = UnitLSU
	in.Space = ptx.SpaceParam
	in.Flags |= FFrame
	in.Off = int64(off)
	in.Type = bitType(v.Type.Size())
	in.SType = in.Type
	in.Size = uint8(v.Type.Size())
	in.Vec = 1
	if k == KLd {
		in.D[0] = s
	} else {
		in.S[0] = s
	}
	return in
}

// bitType is the bit-size type of n bytes.
func bitType(n int) ptx.Type {
	switch n {
	case 1:
		return ptx.B8
	case 2:
		return ptx.B16
	case 8:
		return ptx.B64
	}
	return ptx.B32
}

// regVarSlot returns the register slot of a .reg parameter named by op.
func (w *flower) regVarSlot(op *ptx.Operand) (int32, bool) {
	if op.Kind != ptx.OperandSym || op.Var == nil || w.regVar == nil {
		return 0, false
	}
	s, ok := w.regVar[op.Var]
	return s, ok
}

// frameTemp reserves size bytes (aligned to size) in the caller's frame
// for a register argument or result of a call site.
func (w *flower) frameTemp(size int) int {
	off := align(w.fn.FrameSize, size)
	w.fn.FrameSize = align(off+size, 16)
	return off
}

// callRegArg stores a register or immediate call argument into a frame
// temporary sized for the callee's parameter and returns its offset.
func (w *flower) callRegArg(a *ptx.Operand, p Param, pos ptx.Pos) int {
	off := w.frameTemp(p.Size)
	t := bitType(p.Size)
	in := w.newInst(ptx.OpSt, KSt, pos)
	in.Unit = UnitLSU
	in.Space = ptx.SpaceParam
	in.Flags |= FFrame
	in.Off = int64(off)
	in.Type, in.Size, in.Vec = t, uint8(p.Size), 1
	in.S[0] = w.src(a, t, pos)
	w.emit(in, pos)
	return off
}

// callRegResult loads a frame temporary into a destination register after
// the call returns.
func (w *flower) callRegResult(a *ptx.Operand, off int, p Param, pos ptx.Pos) Inst {
	t := bitType(p.Size)
	in := w.newInst(ptx.OpLd, KLd, pos)
	in.Unit = UnitLSU
	in.Space = ptx.SpaceParam
	in.Flags |= FFrame
	in.Off = int64(off)
	in.Type, in.SType, in.Size, in.Vec = t, t, uint8(p.Size), 1
	in.D[0] = w.dst(a, pos)
	return in
}

// isRegVar reports whether op names a .reg parameter of this function.
func (w *flower) isRegVar(op *ptx.Operand) bool {
	_, ok := w.regVarSlot(op)
	return ok
}
