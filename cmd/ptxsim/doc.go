// Command ptxsim is the command line of the ptxsim GPU simulator: check,
// run, profile, conformance, validate, asm, inspect, disasm and devices.
//
// It only wires flags (urfave/cli) and logging (zap, --log-level,
// --log-format) to the root package's API; `ptxsim COMMAND --help` describes
// each command.
package main
