// Command gen writes docs/ptx-coverage.md (run by go generate in
// benchmarks/coverage).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ptxsim/ptxsim/benchmarks/coverage"
)

func main() {
	root := flag.String("root", ".", "repository root")
	out := flag.String("o", "docs/ptx-coverage.md", "output file")
	flag.Parse()
	t, err := coverage.Build(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "coverage:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, t.Markdown(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "coverage:", err)
		os.Exit(1)
	}
	n := t.Totals()
	fmt.Printf("%s: %d opcodes parsed, %d executed, %d checked on the H200 (%d spellings), %d timed, %d not parsed\n",
		*out, n.Parsed, n.Executed, n.HW, n.HWForms, n.Timed, n.Absent)
}
