package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/benchmarks/report"
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
			&cli.BoolFlag{Name: "source", Usage: "source-level profile: counters per CUDA source line (PTX with .loc, nvcc -lineinfo) or per PTX line, costliest first; in --json as \"source\""},
			&cli.IntFlag{Name: "top", Value: 20, Usage: "with --source: source lines shown per launch in the text report (0: all)"},
			&cli.StringFlag{Name: "trace", Usage: "write a timeline of the run to `FILE.json` (Chrome trace-event format: open it in ui.perfetto.dev or chrome://tracing)"},
			progressFlags[0], progressFlags[1],
			&cli.StringFlag{Name: "report", Usage: "write a self-contained HTML report to `FILE.html` (summary, occupancy, stalls, memory, with --source the hot lines, with --trace the warps' states over time)"},
			&cli.Int64Flag{Name: "trace-interval", Usage: "with --trace: sampling interval of the per-sub-partition warp states and the L2/DRAM throughput, in `CYCLES` (default: chosen so that the trace stays under about 50 MB)"},
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
			rec := recordOptions(c)
			prog, stop := startProgress(c)
			defer stop()
			var rep *ptxsim.ProfileReport
			var runErr error
			if cf := c.String("case"); cf != "" {
				cs, err := fidelity.LoadCase(cf)
				if err != nil {
					return err
				}
				opts, err := runOptions(c, fidelity.RunOptions{Device: spec, Timing: ts, ColdCaches: cold, Threads: c.Int("threads"), Record: rec, Progress: prog})
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
				rep, runErr = profileKernel(c, c.Args().First(), spec, ts, cold, rec, prog)
			}
			stop()
			if rep == nil {
				return runErr
			}
			rep.SourceTop = c.Int("top")
			if rep.SourceTop == 0 {
				rep.SourceTop = -1
			}
			if f := c.String("trace"); f != "" && rep.Recording != nil {
				if err := writeFileAtomic(f, rep.Recording.WriteTrace); err != nil {
					return fmt.Errorf("--trace: %w", err)
				}
			}
			if f := c.String("report"); f != "" {
				err := writeFileAtomic(f, func(w io.Writer) error {
					return report.Profile(w, rep, report.Options{Command: commandLine()})
				})
				if err != nil {
					return fmt.Errorf("--report: %w", err)
				}
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
func profileKernel(c *cli.Context, path string, spec sm.DeviceSpec, ts *timing.TimingSpec, cold bool, rec *ptxsim.RecordOptions, prog *sm.Progress) (*ptxsim.ProfileReport, error) {
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
	dev.SetProgress(prog)
	dev.SetColdCaches(cold)
	if err := dev.SetTiming(ts); err != nil {
		return nil, err
	}
	var recording *ptxsim.Recording
	if rec != nil {
		recording = dev.Record(*rec)
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
	p := ptxsim.NewLaunchProfile(0, res, grid, block, shared, spec)
	if recording != nil {
		p.Source = recording.Source(0)
	}
	return &ptxsim.ProfileReport{
		Device: spec.Name, Timing: ts.Name, Cold: cold, Recording: recording,
		Launches: []*ptxsim.LaunchProfile{p},
	}, nil
}

// commandLine is the command as typed, for reports.
func commandLine() string {
	var parts []string
	for _, a := range os.Args {
		if a == "" || strings.ContainsAny(a, " \t'\"$") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		parts = append(parts, a)
	}
	if len(parts) > 0 {
		parts[0] = filepath.Base(parts[0])
	}
	return strings.Join(parts, " ")
}

// recordOptions are what --source, --trace and --report ask the timing
// run to record (nil: nothing); the report shows the timeline.
func recordOptions(c *cli.Context) *ptxsim.RecordOptions {
	o := ptxsim.RecordOptions{Source: c.Bool("source"), Trace: c.String("trace") != "" || c.String("report") != "", TraceInterval: c.Int64("trace-interval")}
	if !o.Source && !o.Trace {
		return nil
	}
	return &o
}

// writeFileAtomic writes a file through write into a temporary file
// beside it and renames it into place, so that a failed or interrupted
// run never leaves half a file under the name.
func writeFileAtomic(path string, write func(io.Writer) error) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
