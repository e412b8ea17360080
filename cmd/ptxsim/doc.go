// Command ptxsim is the command line of the ptxsim GPU simulator: check,
// run, profile, conformance, validate, asm, inspect, disasm, devices, and
// exec (an nvcc-built CUDA program with ptxsim's runtime library,
// cmd/libcudart).
//
// It only wires flags (urfave/cli) and logging (zap, --log-level,
// --log-format) to the root package's API; `ptxsim COMMAND --help` describes
// each command.
package main
