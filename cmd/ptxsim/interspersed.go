package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// intersperse lets flags follow positional arguments ("ptxsim run k.ptx
// --kernel k"), which urfave/cli v2 does not allow on its own: it stops
// reading flags at the first positional argument. For the subcommand named
// in args it moves every flag (with its value) before the positional
// arguments, which follow a "--". Everything after an explicit "--" stays
// positional.
func intersperse(app *cli.App, args []string) []string {
	// Find the subcommand: the first argument that is not a global flag.
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		if takesValue(app.Flags, args[i]) {
			i++
		}
		i++
	}
	if i >= len(args) {
		return args
	}
	cmd := app.Command(args[i])
	if cmd == nil || len(cmd.Subcommands) > 0 {
		return args
	}
	out := append([]string{}, args[:i+1]...)
	var pos []string
	rest := args[i+1:]
	for j := 0; j < len(rest); j++ {
		a := rest[j]
		switch {
		case a == "--", programTail[cmd.Name] && len(pos) > 0:
			if a != "--" {
				pos = append(pos, a)
			}
			pos = append(pos, rest[j+1:]...)
			j = len(rest)
		case strings.HasPrefix(a, "-") && a != "-":
			out = append(out, a)
			if takesValue(cmd.Flags, a) && j+1 < len(rest) {
				out = append(out, rest[j+1])
				j++
			}
		default:
			pos = append(pos, a)
		}
	}
	if len(pos) > 0 {
		out = append(out, "--")
		out = append(out, pos...)
	}
	return out
}

// programTail names the commands whose first positional argument is a
// program: everything after it is the program's, flags included.
var programTail = map[string]bool{"exec": true}

// takesValue reports whether arg (like "--kernel" or "-k") names a flag
// that reads the next argument as its value.
func takesValue(flags []cli.Flag, arg string) bool {
	name := strings.TrimLeft(arg, "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			switch f.(type) {
			case *cli.BoolFlag:
				return false
			}
			return true
		}
	}
	return false
}
