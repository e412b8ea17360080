// Package coverage builds ptxsim's PTX instruction coverage table,
// docs/ptx-coverage.md: every opcode of the spec table (ptx/opspec.go)
// with its modifiers, the targets and PTX versions that allow it, whether
// isa.Semantics executes it, which hardware-checked cases use it (found by
// scanning the modules of the ground-truth suites) and which SASS classes
// the timing model charges it, plus the ISA's instructions ptxsim does not
// parse and why. The document is generated, so it cannot drift:
//
//	go generate ./benchmarks/coverage
//
// and its tests fail when the committed document differs from the
// generated one, or when an opcode marked executed is run by no case.
package coverage

//go:generate go run ./gen -root ../.. -o ../../docs/ptx-coverage.md
