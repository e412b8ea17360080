package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/ptxsim/ptxsim"
	"github.com/urfave/cli/v2"
)

func devicesCommand() *cli.Command {
	return &cli.Command{
		Name:  "devices",
		Usage: "list the built-in device models",
		Description: `Lists the device models --device accepts (by name, or by architecture such as
sm_80), with the limits that drive launch validation, occupancy and binary
compatibility. A JSON file holding a device spec is accepted too.`,
		Flags: []cli.Flag{&cli.BoolFlag{Name: "json", Usage: "print the full specs as JSON"},
			&cli.BoolFlag{Name: "policies", Usage: "list the timing model's policies, selectable by name in a device file's \"timing\" object"}},
		Action: func(c *cli.Context) error {
			if c.Bool("policies") {
				if c.Bool("json") {
					enc := json.NewEncoder(c.App.Writer)
					enc.SetIndent("", " ")
					return enc.Encode(ptxsim.Policies())
				}
				tw := tabwriter.NewWriter(c.App.Writer, 2, 8, 2, ' ', 0)
				fmt.Fprintln(tw, "FIELD\tDEFAULT\tPOLICIES")
				for _, k := range ptxsim.Policies() {
					fmt.Fprintf(tw, "%s\t%s\t%s\n", k.Field, k.Default, strings.Join(k.Names, " "))
				}
				return tw.Flush()
			}
			if c.Bool("json") {
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", " ")
				return enc.Encode(ptxsim.Devices)
			}
			tw := tabwriter.NewWriter(c.App.Writer, 2, 8, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tARCH\tDEVICE\tSMs\tSHARED/SM\tSHARED/BLOCK (OPT-IN)\tTHREADS/SM\tL2\tCLOCK")
			for _, d := range ptxsim.Devices {
				s := d.Spec
				fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d KB\t%d KB\t%d\t%d MB\t%d MHz\n", d.Key, d.Arch, s.Name, s.SMCount,
					s.SharedPerSM>>10, s.SharedPerBlockOptin>>10, s.MaxThreadsPerSM, s.L2Bytes>>20, s.ClockKHz/1000)
			}
			return tw.Flush()
		},
	}
}
