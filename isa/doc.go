// Package isa lowers the PTX IR into an executable program and holds the
// semantics of each instruction.
//
// In: a *ptx.Module from ptx.Parse. Out: a *Program: every function's body
// flattened into one []Inst with dense register slots (general registers
// and predicates in separate index spaces), immediates placed in constant
// slots, modifiers decoded once into small enums and flags, branch targets
// as pc indices, call targets as function indices, memory operands as base
// register + symbol + offset, and for arithmetic a handler (ALUFn) chosen
// per opcode and type. Immediate post-dominators (reconvergence points) are
// computed here so the SIMT engine (package sm) never looks at the CFG.
//
// The Semantics table keyed by ptx.Opcode is the single source of truth for
// how the engine executes an opcode (Kind) and which functional unit a
// timing model charges (Unit). Numerics come from isa/fpu.
package isa
