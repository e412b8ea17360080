package main

import (
	"fmt"
	"io"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/benchmarks/report"
	"github.com/urfave/cli/v2"
)

func validateCommand() *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "compare the timing model with the hardware's measurements (hw.json) of a corpus",
		ArgsUsage: "DIR",
		Description: `Runs every DIR/cases/*/case.json that has a hw.json with timing data on the
timing model, with caches flushed before each launch as in the profiled
hardware run, and prints per launch the simulated and measured cycles
(gpc__cycles_elapsed.max) with the relative error, and each access-pattern
metric simulated vs measured. Micro cases also run warm, and each clock64
value they record is compared with *.expected.bin (warm) and
*.expected-cold.bin (cold). Each launch's line also gives how fast it was
simulated: [simulated cycles per wall second, thread-instructions per
second]. Closes with the cycle error by launch size (MAPE, median and mean
error per bucket of hardware cycles: <10k, 10k-100k, 100k-1M, >=1M, and
the slope and correlation of |error| against log10(hardware cycles): does
the error grow with the kernel's size?), the simulation cost in total and
per bucket, and:
   exact metrics: N/M match
   cycles MAPE: X% over K launches (median Y%, correlation R)
   micro MAPE: Z%
The cost figures (cycles/s, thread-instructions/s, wall seconds; in the
text, --json's "cost" and per-launch "wall_seconds"/"*_per_second", and
the HTML report) are wall-clock times of this run: they vary from run to
run and machine to machine, unlike every other figure, so compare them by
eye, never byte for byte (the golden file leaves them out).
docs/timing-model.md ("Validation") says which metrics count as exact.
Exits with status 1 if a case could not run.`,
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "print one JSON object instead of text"},
			&cli.StringFlag{Name: "device", Value: "h200", Usage: "device model: name, sm_XY or FILE.json"},
			&cli.IntFlag{Name: "threads", Usage: "goroutines per launch (default: one per CPU); results and cycles do not depend on it"},
			&cli.StringFlag{Name: "run", Usage: "only cases whose name contains this text"},
			&cli.BoolFlag{Name: "hw-registers", Usage: "use the hardware's registers per thread (hw.json) instead of the PTX estimate"},
			&cli.IntFlag{Name: "worst", Value: 10, Usage: "list this many launches with the largest cycle error"},
			progressFlags[0], progressFlags[1],
			&cli.StringFlag{Name: "report", Usage: "write a self-contained HTML report to `FILE.html`: the model-vs-hardware cycles on log-log axes, the error distribution, the worst launches, the error by launch size, the simulation cost, the exact metrics"},
		}, limitFlags(true)...),
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return fmt.Errorf("validate: want one corpus folder (usage: ptxsim validate DIR)")
			}
			spec, ts, err := ptxsim.TimingModel(c.String("device"))
			if err != nil {
				return err
			}
			opts, err := runOptions(c, fidelity.RunOptions{Device: spec, Timing: ts, Cache: new(fidelity.ProgramCache), Threads: c.Int("threads")})
			if err != nil {
				return err
			}
			prog, stop := startProgress(c)
			defer stop()
			opts.Progress = prog
			rep, runErr := fidelity.Validate(c.Args().First(), fidelity.ValidateOptions{
				RunOptions:  opts,
				Filter:      c.String("run"),
				HWRegisters: c.Bool("hw-registers"),
			})
			stop()
			if runErr != nil && rep == nil {
				return runErr
			}
			if runErr != nil {
				defer fmt.Fprintf(c.App.ErrWriter, "ptxsim: %v\n", runErr)
			}
			if c.Bool("json") {
				err = rep.WriteJSON(c.App.Writer)
			} else {
				err = rep.WriteText(c.App.Writer, c.Int("worst"))
			}
			if err != nil {
				return err
			}
			if f := c.String("report"); f != "" {
				err := writeFileAtomic(f, func(w io.Writer) error {
					return report.Validation(w, rep, max(c.Int("worst"), 20), report.Options{Command: commandLine()})
				})
				if err != nil {
					return fmt.Errorf("--report: %w", err)
				}
			}
			if runErr != nil && c.Context.Err() != nil {
				return exitError{exitInterrupted}
			}
			for _, cs := range rep.Cases {
				if cs.Status == fidelity.StatusError {
					return exitError{1}
				}
			}
			return nil
		},
	}
}
