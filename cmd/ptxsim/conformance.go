package main

import (
	"encoding/json"
	"fmt"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/urfave/cli/v2"
)

func conformanceCommand() *cli.Command {
	return &cli.Command{
		Name:      "conformance",
		Usage:     "run every case of a conformance corpus and compare with the hardware's results",
		ArgsUsage: "DIR",
		Description: `Runs every DIR/cases/*/case.json (the format is defined in the corpus README),
prints a line per case and a summary "N passed, M failed[, K skipped]", and
exits with status 1 if any case failed or could not run. Cases that need
features ptxsim does not support yet are skipped, each with its reason.`,
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print one JSON object instead of lines"},
			&cli.StringFlag{Name: "device", Value: "h200", Usage: "device model"},
			&cli.IntFlag{Name: "threads", Usage: "goroutines per launch (default: one per CPU); results and cycles do not depend on it"},
			&cli.StringFlag{Name: "run", Usage: "only cases whose name contains this text"},
			progressFlags[0], progressFlags[1],
		}, limitFlags(false)...),
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return fmt.Errorf("conformance: want one corpus folder (usage: ptxsim conformance DIR)")
			}
			spec, err := ptxsim.DeviceModel(c.String("device"))
			if err != nil {
				return err
			}
			opts, err := runOptions(c, fidelity.RunOptions{Device: spec, Cache: new(fidelity.ProgramCache), Threads: c.Int("threads")})
			if err != nil {
				return err
			}
			prog, stop := startProgress(c)
			defer stop()
			opts.Progress = prog
			sum, err := fidelity.RunConformance(c.Args().First(), fidelity.ConformanceOptions{
				RunOptions: opts,
				Filter:     c.String("run"),
			})
			stop()
			if err != nil && sum == nil {
				return err
			}
			if err != nil {
				defer fmt.Fprintf(c.App.ErrWriter, "ptxsim: %v\n", err)
			}
			w := c.App.Writer
			if c.Bool("json") {
				enc := json.NewEncoder(w)
				enc.SetIndent("", " ")
				if err := enc.Encode(sum); err != nil {
					return err
				}
			} else {
				for _, r := range sum.Cases {
					fmt.Fprintf(w, "%-6s %s", r.Status, r.Name)
					if r.Message != "" {
						fmt.Fprintf(w, ": %s", r.Message)
					}
					fmt.Fprintln(w)
				}
				fmt.Fprintln(w, sum.Summary())
			}
			if err != nil && c.Context.Err() != nil {
				return exitError{exitInterrupted}
			}
			if sum.Failed > 0 || err != nil {
				return exitError{1}
			}
			return nil
		},
	}
}
