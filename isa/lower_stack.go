package isa

import "github.com/ptxsim/ptxsim/ptx"

// Stack manipulation (PTX ISA 9.7.17): alloca carves memory off the
// calling thread's stack, stacksave reads the stack pointer and
// stackrestore sets it. The engine keeps a stack pointer per lane in a
// region of local memory of its own, [AllocaTop-AllocaLimit, AllocaTop),
// growing down as on the GPU (alloca returns (sp - size) rounded down to
// the alignment, 8 bytes unless given, which is what ptxas emits: IADD3 +
// LOP3 on R1). The pointer is a local address, usable by ld.local/st.local
// and, through cvta, generically. A call saves the caller's stack pointer
// and the return restores it, so a function's allocations end with it.

// StackOp is the Sub of a KStack instruction.
type StackOp uint8

const (
	StackSave StackOp = iota
	StackRestore
	StackAlloca
)

// The alloca region of local memory.
const (
	AllocaTop   uint64 = 1 << 24 // initial stack pointer: the region's end
	AllocaLimit uint64 = 64 << 10
)

func init() {
	for _, op := range []ptx.Opcode{ptx.OpStacksave, ptx.OpStackrestore, ptx.OpAlloca} {
		Semantics[op].OpInfo = OpInfo{Kind: KStack, Unit: UnitINT}
		Semantics[op].Supported = true
	}
}

func (w *flower) lowerStack(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	t := in.Type
	switch src.Op {
	case ptx.OpStacksave:
		in.Sub = uint8(StackSave)
		if len(args) != 1 {
			w.errorf(pos, "stacksave takes a destination")
			return
		}
		in.D[0] = w.dst(&args[0], pos)
	case ptx.OpStackrestore:
		in.Sub = uint8(StackRestore)
		if len(args) != 1 {
			w.errorf(pos, "stackrestore takes a source")
			return
		}
		in.S[0] = w.src(&args[0], t, pos)
	case ptx.OpAlloca:
		in.Sub = uint8(StackAlloca)
		if len(args) < 2 {
			w.errorf(pos, "alloca takes a destination, a size and an optional alignment")
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], t, pos)
		in.Aux = 8
		if len(args) == 3 {
			a := &args[2]
			if a.Kind != ptx.OperandImm || a.Imm == 0 || a.Imm&(a.Imm-1) != 0 || a.Imm > 1<<23 {
				w.errorf(a.Pos, "alloca's alignment must be a power of 2 no larger than 2^23")
				return
			}
			in.Aux = int32(a.Imm)
		}
	}
	w.emit(*in, pos)
}
