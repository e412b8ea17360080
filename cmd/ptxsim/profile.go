package main

import (
	"fmt"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
	"github.com/urfave/cli/v2"
)

func profileCommand() *cli.Command {
	return &cli.Command{
		Name:      "profile",
		Usage:     "run a kernel on the timing model and report cycles, occupancy, stalls and memory traffic",
		ArgsUsage: "FILE.ptx --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]] --arg ... | --case case.json",
		Description: `Takes the inputs of "ptxsim run" and runs them on the cycle-approximate
timing model of --device (a built-in name, sm_XY, or a JSON file whose
optional "timing" object overrides the H200 timing parameters; see
docs/timing-model.md). Reports per launch, with Nsight Compute's metric names
beside friendly labels: cycles (gpc__cycles_elapsed.max), SM active cycles,
instructions issued, IPC, theoretical and achieved occupancy and what limits
it, warp stall reasons, L1/L2 hit rates, global requests and sectors, shared
wavefronts and bank conflicts, DRAM bytes. --json and --csv print the same
for scripts. As with ncu, caches are flushed before each launch unless
--cache-control none.

--arg, ` + argHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "kernel", Aliases: []string{"k"}, Usage: "kernel (.entry) to launch"},
			&cli.StringFlag{Name: "grid", Value: "1", Usage: "grid shape X[,Y[,Z]]"},
			&cli.StringFlag{Name: "block", Value: "1", Usage: "block shape X[,Y[,Z]]"},
			&cli.UintFlag{Name: "shared", Usage: "dynamic shared memory bytes per block"},
			&cli.BoolFlag{Name: "cooperative", Usage: "cooperative launch (grid.sync allowed)"},
			&cli.StringFlag{Name: "device", Value: "h200", Usage: "device model: name, sm_XY or FILE.json"},
			&cli.StringSliceFlag{Name: "arg", Aliases: []string{"a"}, Usage: "kernel argument (see above), one per parameter in order"},
			&cli.StringFlag{Name: "case", Usage: "profile every launch of a conformance case.json"},
			&cli.IntFlag{Name: "registers", Usage: "registers per thread for occupancy (default: estimated from the PTX; ptxas -v tells the real figure)"},
			&cli.StringFlag{Name: "cache-control", Value: "all", Usage: "all: flush caches before each launch (as ncu); none: keep them warm"},
			&cli.BoolFlag{Name: "json", Usage: "print one JSON object"},
			&cli.BoolFlag{Name: "csv", Usage: "print CSV rows launch,kernel,metric,value"},
			&cli.IntFlag{Name: "threads", Usage: "goroutines per launch (default: one per CPU); results and cycles do not depend on it"},
		}, limitFlags(true)...),
		Action: func(c *cli.Context) error {
			if c.Bool("json") && c.Bool("csv") {
				return fmt.Errorf("profile: --json and --csv exclude each other")
			}
			var cold bool
			switch cc := c.String("cache-control"); cc {
			case "all":
				cold = true
			case "none":
			default:
				return fmt.Errorf("profile: --cache-control %q: want all or none", cc)
			}
			spec, ts, err := ptxsim.TimingModel(c.String("device"))
			if err != nil {
				return err
			}
			var rep *ptxsim.ProfileReport
			var runErr error
			if cf := c.String("case"); cf != "" {
				cs, err := fidelity.LoadCase(cf)
				if err != nil {
					return err
				}
				opts, err := runOptions(c, fidelity.RunOptions{Device: spec, Timing: ts, ColdCaches: cold, Threads: c.Int("threads")})
				if err != nil {
					return err
				}
				if n := c.Int("registers"); n > 0 {
					opts.Registers = map[string]int{}
					for _, l := range cs.Launches {
						opts.Registers[l.Kernel] = n
					}
				}
				rep, runErr = fidelity.ProfileCase(cs, opts)
			} else {
				if c.NArg() != 1 {
					return fmt.Errorf("profile: want one PTX file (usage: ptxsim profile FILE.ptx --kernel NAME ...), got %d arguments", c.NArg())
				}
				rep, runErr = profileKernel(c, c.Args().First(), spec, ts, cold)
			}
			if rep == nil {
				return runErr
			}
			w := c.App.Writer
			switch {
			case c.Bool("json"):
				err = rep.WriteJSON(w)
			case c.Bool("csv"):
				err = rep.WriteCSV(w)
			default:
				err = rep.WriteText(w)
			}
			if err != nil {
				return err
			}
			if runErr != nil {
				fmt.Fprintf(c.App.ErrWriter, "ptxsim: %v\n", runErr)
				return exitError{1}
			}
			return nil
		},
	}
}

// profileKernel sets up and launches one kernel as "run" does, on a device
// with the timing model on.
func profileKernel(c *cli.Context, path string, spec sm.DeviceSpec, ts *timing.TimingSpec, cold bool) (*ptxsim.ProfileReport, error) {
	kernel := c.String("kernel")
	if kernel == "" {
		return nil, fmt.Errorf("profile: --kernel is required")
	}
	grid, err := parseDim("grid", c.String("grid"))
	if err != nil {
		return nil, err
	}
	block, err := parseDim("block", c.String("block"))
	if err != nil {
		return nil, err
	}
	dev := ptxsim.NewDevice(spec)
	dev.SetThreads(c.Int("threads"))
	dev.SetColdCaches(cold)
	if err := dev.SetTiming(ts); err != nil {
		return nil, err
	}
	dev.SetStdout(c.App.ErrWriter) // keep stdout for the report
	if err := limitDevice(c, dev); err != nil {
		return nil, err
	}
	mod, err := dev.LoadFileKernel(path, kernel)
	if err != nil {
		return nil, err
	}
	args, bufs, err := kernelArgs(c.Context, dev, c.StringSlice("arg"))
	if err != nil {
		return nil, nameBuffers(err, bufs)
	}
	shared := uint32(c.Uint("shared"))
	res, err := mod.Launch(kernel, grid, block, ptxsim.LaunchOptions{
		SharedBytes: shared, Cooperative: c.Bool("cooperative"), Registers: c.Int("registers"), Context: c.Context,
	}, args...)
	if err != nil {
		return nil, nameBuffers(err, bufs)
	}
	return &ptxsim.ProfileReport{
		Device: spec.Name, Timing: ts.Name, Cold: cold,
		Launches: []*ptxsim.LaunchProfile{ptxsim.NewLaunchProfile(0, res, grid, block, shared, spec)},
	}, nil
}
