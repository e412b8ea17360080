package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/ptxsim/ptxsim/sm"

	"github.com/urfave/cli/v2"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// exitError carries an exit status without printing anything more: the
// command already reported what went wrong.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

func newApp() *cli.App {
	return &cli.App{
		Name:    "ptxsim",
		Usage:   "assemble, check, run and profile PTX kernels without a GPU",
		Version: version,
		Description: `ptxsim reads PTX (what nvcc -ptx, Triton and other compilers emit), checks it,
runs kernels bit-exactly on a simulated GPU (an H200 model by default) and
reports what happened.

Examples:
   ptxsim check kernel.ptx                       parse and validate; file:line:col per problem
   ptxsim run kernel.ptx --kernel vecAdd --grid 4 --block 256 \
       --arg buf:a=rand:4096 --arg buf:b=rand:4096 --arg buf:c=zeros:4096 --arg s32:1024 \
       --out c=c.bin                             run a kernel and save a buffer
   ptxsim run --case testdata/conformance/cases/vecadd/case.json
   ptxsim conformance testdata/conformance      run every case and compare with the H200
   ptxsim profile --case testdata/conformance/cases/vecadd/case.json
                                                 cycles, occupancy, stalls, memory traffic
   ptxsim validate testdata/conformance          timing model vs the H200's ncu metrics
   ptxsim sweep sweep.yaml [--slurm]             a grid of device parameters x workloads -> CSV, Parquet, HTML
   ptxsim asm kernel.ptx -o k.cubin --arch sm_80,sm_90,compute_90
                                                 a fat binary; run/profile load it by content
   ptxsim devices                                the device models --device accepts
   ptxsim exec -- ./program args                 run an nvcc-built CUDA program (-cudart shared)
                                                 on ptxsim through its CUDA runtime library`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "log-level", Value: "warn", Usage: "log level: debug, info, warn, error"},
			&cli.StringFlag{Name: "log-format", Value: "console", Usage: "log format: console or json"},
		},
		Before: func(c *cli.Context) error {
			lg, err := newLogger(c.String("log-level"), c.String("log-format"))
			if err != nil {
				return err
			}
			zap.ReplaceGlobals(lg)
			return nil
		},
		After: func(c *cli.Context) error {
			_ = zap.L().Sync()
			return nil
		},
		Commands: []*cli.Command{
			checkCommand(),
			runCommand(),
			profileCommand(),
			conformanceCommand(),
			validateCommand(),
			sweepCommand(),
			devicesCommand(),
			asmCommand(),
			inspectCommand(),
			execCommand(),
			disasmCommand(),
			versionCommand(),
		},
		// Errors come back to runMain instead of urfave/cli calling
		// os.Exit itself (it does for "No help topic" and cli.Exit
		// errors), so every exit goes through one place.
		ExitErrHandler:            func(*cli.Context, error) {},
		EnableBashCompletion:      true,
		DisableSliceFlagSeparator: true, // --arg buf:a=f32:1,2,3 keeps its commas
	}
}

func newLogger(level, format string) (*zap.Logger, error) {
	lvl, err := zapcore.ParseLevel(level)
	if err != nil {
		return nil, fmt.Errorf("--log-level: %w", err)
	}
	var cfg zap.Config
	switch format {
	case "console":
		cfg = zap.NewDevelopmentConfig()
		cfg.DisableStacktrace = true
		cfg.DisableCaller = true
	case "json":
		cfg = zap.NewProductionConfig()
	default:
		return nil, fmt.Errorf("--log-format: want console or json, got %q", format)
	}
	cfg.Level = zap.NewAtomicLevelAt(lvl)
	cfg.OutputPaths = []string{"stderr"}
	cfg.ErrorOutputPaths = []string{"stderr"}
	return cfg.Build()
}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print the ptxsim version",
		Action: func(c *cli.Context) error {
			fmt.Fprintf(c.App.Writer, "ptxsim %s\n", version)
			return nil
		},
	}
}

// exitInterrupted is the exit status after SIGINT, as shells report a
// process ended by it (128 + 2).
const exitInterrupted = 130

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		// The first signal stops the simulation cleanly; restore the
		// default so that a second one ends the process at once.
		stop()
	}()
	os.Exit(runMain(ctx, newApp(), os.Args, os.Stderr))
}

// runMain runs the command line and returns the exit status. Errors are
// printed as "ptxsim: ..."; a panic anywhere below (a bug) is printed as an
// internal error asking for a report instead of a Go crash.
func runMain(ctx context.Context, app *cli.App, args []string, stderr io.Writer) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "ptxsim: internal error: %v; %s\n", p, sm.BugReportRequest)
			fmt.Fprintf(stderr, "ptxsim: the Go stack, for the report:\n%s", debug.Stack())
			code = 2
		}
	}()
	err := app.RunContext(ctx, intersperse(app, args))
	if err == nil {
		return 0
	}
	var ee exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintf(stderr, "ptxsim: %s\n", msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintf(stderr, "ptxsim: %v\n", err)
	if stack := internalStack(err); stack != "" {
		fmt.Fprintf(stderr, "ptxsim: the Go stack, for the report:\n%s", stack)
	}
	if isInterrupt(ctx, err) {
		return exitInterrupted
	}
	return 1
}

// internalStack is the Go stack of a recovered panic carried by err, if
// any: worth printing, since the message asks for a bug report.
func internalStack(err error) string {
	var f *sm.Fault
	if errors.As(err, &f) && f.Kind == sm.FaultInternal {
		return f.Stack
	}
	var ie *sm.InternalError
	if errors.As(err, &ie) {
		return ie.Stack
	}
	return ""
}
