// Package fidelity measures how faithful ptxsim is to the hardware: it runs
// the conformance corpus (testdata/conformance/README.md defines the case
// format) and compares results and timing with what an NVIDIA H200
// produced.
//
// In: case directories (case.json, PTX, input files, expected outputs,
// hw.json with Nsight Compute metrics). Out: per case a pass/fail/error/skip
// result (RunConformance, Case.Run), per launch the timing model's figures
// against the hardware's (Validate: exact access-pattern metrics, cycles
// MAPE, median and correlation, clock64 micro values), and profiles of a
// case's launches (ProfileCase). `ptxsim conformance`, `ptxsim validate`
// and `ptxsim profile --case` are built on it; TestTimingGolden keeps the
// default H200 figures in testdata/golden-h200.txt.
//
// The case types are plain JSON-tagged structs: new parameter kinds and
// launch fields are added as optional fields, so older case files keep
// loading.
package fidelity
