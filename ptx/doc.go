// Package ptx reads PTX assembly into a typed, name-resolved IR.
//
// In: PTX text (a file name and its bytes). Out: a *Module holding kernels,
// functions, variables with their state spaces and initial bytes, declared
// registers and instructions whose operands point at what they name, every
// node carrying its source position; or an ErrorList of problems, each with
// file:line:col. The ANTLR-generated parser (package ptx/parser, generated
// from grammar/PTX.g4) is an implementation detail and never leaks from here.
//
// Parsing runs in two tiers: a hand-written scanner (lexer.go, checked
// token for token against the generated lexer) feeds the generated parser
// in SLL mode, one top-level item at a time, and stops at the first syntax
// error; only then is the input parsed again with ANTLR's own lexer, LL
// prediction and error recovery, so that every syntax error is reported.
// The parser builds no parse tree: the walker (walk.go) reads the labelled
// fields of each rule's context and builds the IR with names unresolved,
// item by item, so that tokens and contexts never outlive one function;
// resolve.go binds names through block scopes once the module is read;
// check.go validates instructions against the spec table.
//
// The per-opcode spec table (opspec.go) is the single source of truth for
// which modifiers, operand counts, PTX versions and targets an instruction
// accepts; package isa keys its semantics and costs by the same Opcode.
package ptx
