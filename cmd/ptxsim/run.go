package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/urfave/cli/v2"
	"go.uber.org/zap"
)

func runCommand() *cli.Command {
	return &cli.Command{
		Name:      "run",
		Usage:     "run a kernel functionally (bit-exact results)",
		ArgsUsage: "FILE.ptx --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] --arg ... | --case case.json",
		Description: `Runs one kernel on the simulated device and writes the buffers named with --out.
Device printf output goes to stdout. With --case, runs a conformance case
and checks its expectations instead.

Device memory is backed lazily: a buffer costs host memory only where it is
written (a zeros: buffer of 100 GB costs nothing until the kernel writes
it), up to --host-memory. --out files appear only when the run succeeds,
whole: each is written beside its destination and renamed at the end (a
destination that is not a regular file, such as /dev/stdout, is written
directly, last). A launch stops with a fault naming the kernel, PTX
position, block and thread when it reaches --max-instructions or
--timeout, or on Ctrl-C (SIGINT), which also says how many blocks had
finished; a second Ctrl-C ends the process at once.

--arg, ` + argHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "kernel", Aliases: []string{"k"}, Usage: "kernel (.entry) to launch"},
			&cli.StringFlag{Name: "grid", Value: "1", Usage: "grid shape X[,Y[,Z]]"},
			&cli.StringFlag{Name: "block", Value: "1", Usage: "block shape X[,Y[,Z]]"},
			&cli.UintFlag{Name: "shared", Usage: "dynamic shared memory bytes per block"},
			&cli.BoolFlag{Name: "cooperative", Usage: "cooperative launch (grid.sync allowed)"},
			&cli.StringFlag{Name: "device", Value: "h200", Usage: "device model"},
			&cli.StringSliceFlag{Name: "arg", Aliases: []string{"a"}, Usage: "kernel argument (see above), one per parameter in order"},
			&cli.StringSliceFlag{Name: "out", Aliases: []string{"o"}, Usage: "NAME=FILE: write buffer NAME to FILE after the run"},
			&cli.StringFlag{Name: "case", Usage: "run a conformance case.json and check it"},
			&cli.IntFlag{Name: "threads", Usage: "goroutines per launch (default: one per CPU); results and cycles do not depend on it"},
			progressFlags[0], progressFlags[1],
		}, limitFlags(false)...),
		Action: func(c *cli.Context) error {
			if cf := c.String("case"); cf != "" {
				return runCase(c, cf)
			}
			if c.NArg() != 1 {
				return fmt.Errorf("run: want one PTX file (usage: ptxsim run FILE.ptx --kernel NAME ...), got %d arguments", c.NArg())
			}
			return runKernel(c, c.Args().First())
		},
	}
}

// parseDim parses "X[,Y[,Z]]".
func parseDim(flag, s string) (ptxsim.Dim3, error) {
	d := ptxsim.Dim3{1, 1, 1}
	parts := strings.Split(s, ",")
	if len(parts) > 3 {
		return d, fmt.Errorf("--%s %q: at most three dimensions", flag, s)
	}
	for i, p := range parts {
		v, err := strconv.ParseUint(strings.TrimSpace(p), 0, 32)
		if err != nil || v == 0 {
			return d, fmt.Errorf("--%s %q: dimension %d must be a positive integer", flag, s, i)
		}
		d[i] = uint32(v)
	}
	return d, nil
}

func runKernel(c *cli.Context, path string) error {
	kernel := c.String("kernel")
	if kernel == "" {
		return fmt.Errorf("run: --kernel is required")
	}
	grid, err := parseDim("grid", c.String("grid"))
	if err != nil {
		return err
	}
	block, err := parseDim("block", c.String("block"))
	if err != nil {
		return err
	}
	dev, err := ptxsim.OpenDevice(c.String("device"))
	if err != nil {
		return err
	}
	if err := limitDevice(c, dev); err != nil {
		return err
	}
	dev.SetStdout(c.App.Writer)
	dev.SetThreads(c.Int("threads"))
	prog, stop := startProgress(c)
	defer stop()
	dev.SetProgress(prog)
	mod, err := dev.LoadFileKernel(path, kernel)
	if err != nil {
		return err
	}
	type output struct {
		name, file string
	}
	var outs []output
	for _, o := range c.StringSlice("out") {
		name, file, ok := strings.Cut(o, "=")
		if !ok || name == "" || file == "" {
			return fmt.Errorf("--out %q: want NAME=FILE", o)
		}
		outs = append(outs, output{name, file})
	}
	ctx := c.Context
	args, bufs, err := kernelArgs(ctx, dev, c.StringSlice("arg"))
	if err != nil {
		return nameBuffers(err, bufs)
	}
	for _, o := range outs {
		if _, ok := bufs[o.name]; !ok {
			return fmt.Errorf("--out %s=%s: no buffer named %s", o.name, o.file, o.name)
		}
	}
	zap.L().Info("launching", zap.String("kernel", kernel), zap.Uint32s("grid", grid[:]), zap.Uint32s("block", block[:]))
	res, err := mod.Launch(kernel, grid, block, ptxsim.LaunchOptions{
		SharedBytes: uint32(c.Uint("shared")), Cooperative: c.Bool("cooperative"), Context: ctx,
	}, args...)
	stop()
	if err != nil {
		return nameBuffers(err, bufs)
	}
	zap.L().Info("launch done", zap.String("kernel", kernel),
		zap.Uint64("thread_instructions", res.ThreadInstructions),
		zap.Uint64("warp_instructions", res.WarpInstructions))
	if res.Serial != "" {
		zap.L().Info("the launch ran on one goroutine", zap.String("because", res.Serial))
	}
	var staged []stagedFile
	for _, o := range outs {
		b := bufs[o.name]
		f, err := stageOutput(ctx, dev, b.addr, b.size, o.file)
		if err != nil {
			discardOutputs(staged)
			return err
		}
		staged = append(staged, f)
	}
	return commitOutputs(staged)
}

func runCase(c *cli.Context, path string) error {
	cs, err := fidelity.LoadCase(path)
	if err != nil {
		return err
	}
	spec, err := ptxsim.DeviceModel(c.String("device"))
	if err != nil {
		return err
	}
	opts, err := runOptions(c, fidelity.RunOptions{Device: spec, Echo: c.App.Writer, Threads: c.Int("threads")})
	if err != nil {
		return err
	}
	prog, stop := startProgress(c)
	defer stop()
	opts.Progress = prog
	r := cs.Run(opts)
	stop()
	fmt.Fprintf(c.App.ErrWriter, "%s: %s", r.Name, r.Status)
	if r.Message != "" {
		fmt.Fprintf(c.App.ErrWriter, ": %s", r.Message)
	}
	fmt.Fprintln(c.App.ErrWriter)
	if r.Status != fidelity.StatusPass {
		if c.Context.Err() != nil {
			return exitError{exitInterrupted}
		}
		return exitError{1}
	}
	return nil
}
