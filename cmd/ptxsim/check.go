package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/urfave/cli/v2"
	"go.uber.org/zap"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "parse and validate PTX files (or the PTX an nvcc-built executable embeds)",
		ArgsUsage: "FILE.ptx|EXECUTABLE...",
		Description: `Parses each file and checks it against the PTX ISA for its .target and .version:
unknown instructions or modifiers, undeclared registers or labels, operand
counts and types, duplicate symbols; then lowers it for execution, which
refuses the operand forms and modifier combinations ptxsim cannot execute
(as loading it would). Prints one "file:line:col: message" line per problem
and exits with status 1 if there was any.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "all", Usage: "print every error, not only the first 10 per file"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return fmt.Errorf("check: no files given (usage: ptxsim check FILE.ptx...)")
			}
			bad := false
			for _, path := range c.Args().Slice() {
				src, err := os.ReadFile(path)
				if err != nil {
					fmt.Fprintf(c.App.ErrWriter, "%v\n", err)
					bad = true
					continue
				}
				if cubin.IsHostExecutable(src) {
					if !checkExecutable(c, path, src) {
						bad = true
					}
					continue
				}
				m, err := ptx.Parse(path, src)
				if err == nil {
					_, err = isa.Lower(m)
				}
				if err != nil {
					bad = true
					var list ptx.ErrorList
					if errors.As(err, &list) {
						for i, e := range list {
							if i == 10 && !c.Bool("all") {
								fmt.Fprintf(c.App.ErrWriter, "%s: (and %d more errors; --all prints them)\n", path, len(list)-10)
								break
							}
							fmt.Fprintln(c.App.ErrWriter, e.Error())
						}
					} else {
						fmt.Fprintln(c.App.ErrWriter, err)
					}
					continue
				}
				zap.L().Info("checked", zap.String("file", path), zap.Int("functions", len(m.Funcs)), zap.Int("variables", len(m.Vars)))
			}
			if bad {
				return exitError{1}
			}
			return nil
		},
	}
}

// checkExecutable checks every PTX image of an nvcc-built executable, each
// under its image name (NAME.N.sm_XY.ptx, as cuobjdump -xptx writes it), and
// reports whether all passed.
func checkExecutable(c *cli.Context, path string, data []byte) bool {
	h, err := cubin.ReadHost(path, data)
	if err != nil {
		fmt.Fprintln(c.App.ErrWriter, err)
		return false
	}
	ok, n := true, 0
	for _, f := range h.Programs() {
		for _, im := range f.Images() {
			if !im.Arch.Virtual {
				continue
			}
			n++
			m, err := ptx.Parse(im.Name, im.PTX)
			if err == nil {
				_, err = isa.Lower(m)
			}
			if err != nil {
				ok = false
				var list ptx.ErrorList
				if errors.As(err, &list) {
					for i, e := range list {
						if i == 10 && !c.Bool("all") {
							fmt.Fprintf(c.App.ErrWriter, "%s: (and %d more errors; --all prints them)\n", im.Name, len(list)-10)
							break
						}
						fmt.Fprintln(c.App.ErrWriter, e.Error())
					}
				} else {
					fmt.Fprintln(c.App.ErrWriter, err)
				}
			}
		}
	}
	if n == 0 {
		fmt.Fprintf(c.App.ErrWriter, "%s: no PTX to check (it holds NVIDIA machine code only; rebuild with -gencode arch=compute_XY,code=compute_XY to embed PTX)\n", path)
		return false
	}
	return ok
}
