package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/report"
	"github.com/ptxsim/ptxsim/cmd/libcudart/locate"
	"github.com/urfave/cli/v2"
)

func execCommand() *cli.Command {
	return &cli.Command{
		Name:      "exec",
		Usage:     "run an unmodified CUDA program on ptxsim through its CUDA runtime library",
		ArgsUsage: "[flags] [--] PROGRAM [ARGS...]",
		Description: `Runs a program built by nvcc with -cudart shared and PTX embedded
(-gencode arch=compute_XY,code=compute_XY, or code=[sm_XY,compute_XY]) with
ptxsim's libcudart in place of NVIDIA's: kernels run on the simulated device,
bit-exactly, functionally or (--timing) on the timing model. stdin, stdout,
stderr and the exit status are the program's own. Device printf reaches the
program's stdout at synchronisation points, as with CUDA. A kernel fault is
reported on stderr as compute-sanitizer would (kind, kernel, PTX
file:line:col, block, thread, address) and the program sees CUDA's error code.

The library is found (PTXSIM_LIBCUDART, next to ptxsim, the cache) or built
from the ptxsim source once per source version (go build -buildmode=c-shared,
needs cgo and gcc), for each soname the program needs (libcudart.so.11.0,
.12, .13). Everything after the program name is the program's.

Examples:
   ptxsim exec ./vecadd
   ptxsim exec --timing --profile prof.json -- ./matmul 1024
   ptxsim exec --source --report matmul.html --trace matmul.trace.json -- ./matmul 1024
   ptxsim exec --device a100 --quiet ./bfs graph.txt`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "device", Value: "h200", Usage: "device model: a built-in name (ptxsim devices), sm_XY, or a JSON file"},
			&cli.BoolFlag{Name: "timing", Usage: "run every launch on the timing model; events measure simulated time"},
			&cli.StringFlag{Name: "profile", Usage: "write per-launch profiles (cycles, occupancy, stalls, memory) to FILE.json or FILE.csv; implies --timing"},
			&cli.BoolFlag{Name: "source", Usage: "source-level profile per launch (CUDA lines with nvcc -lineinfo, else PTX lines) in --profile's JSON and --report; implies --timing"},
			&cli.StringFlag{Name: "trace", Usage: "write a timeline of the timed launches to `FILE.json` (Chrome trace-event format: ui.perfetto.dev); implies --timing"},
			&cli.Int64Flag{Name: "trace-interval", Usage: "with --trace: sampling interval in `CYCLES` (default: the trace stays under about 50 MB)"},
			&cli.StringFlag{Name: "report", Usage: "write a self-contained HTML report of the launches' profiles to `FILE.html`; implies --timing"},
			&cli.BoolFlag{Name: "quiet", Usage: "no progress lines on stderr"},
			&cli.BoolFlag{Name: "stats", Usage: "print a summary at exit: launches, instructions, simulated instructions per second"},
			&cli.IntFlag{Name: "threads", Usage: "goroutines per launch (default: one per CPU); results and cycles do not depend on it"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return fmt.Errorf("exec: no program given (usage: ptxsim exec [flags] -- PROGRAM [ARGS...])")
			}
			s := execSettings{
				Device: c.String("device"), Timing: c.Bool("timing"), Profile: c.String("profile"), Quiet: c.Bool("quiet"),
				Stats: c.Bool("stats"), Threads: c.Int("threads"), Source: c.Bool("source"), Trace: c.String("trace"), TraceInterval: c.Int64("trace-interval"),
			}
			report := c.String("report")
			switch {
			case report != "" && strings.HasSuffix(s.Profile, ".csv"):
				return fmt.Errorf("exec: --report reads a JSON profile: give --profile FILE.json or none")
			case s.Source && s.Profile == "" && report == "":
				return fmt.Errorf("exec: --source goes into --profile FILE.json or --report FILE.html")
			case s.Source && strings.HasSuffix(s.Profile, ".csv") && report == "":
				return fmt.Errorf("exec: --source needs a JSON profile (--profile FILE.json) or --report")
			}
			if report != "" && s.Profile == "" {
				tmp, err := os.MkdirTemp("", "ptxsim-exec-")
				if err != nil {
					return err
				}
				defer os.RemoveAll(tmp)
				s.Profile = filepath.Join(tmp, "profile.json")
			}
			code, err := runProgram(c.Args().Slice(), s, stdio{os.Stdin, os.Stdout, os.Stderr}, c.App.ErrWriter)
			if err != nil {
				return err
			}
			if report != "" {
				if err := writeExecReport(report, s.Profile); err != nil {
					return err
				}
			}
			if code != 0 {
				return exitError{code}
			}
			return nil
		},
	}
}

// execSettings are what ptxsim exec tells the library (through PTXSIM_*).
type execSettings struct {
	Device  string
	Timing  bool
	Profile string
	Quiet   bool
	Stats   bool
	Threads int    // goroutines per launch (0: the library's default)
	Cache   string // library cache directory ("": the user cache)

	Source        bool   // source-level records in the JSON profile
	Trace         string // timeline trace file
	TraceInterval int64  // its interval in cycles (0: automatic)
}

// env returns the environment for the program: the caller's, with the
// library's directory first on LD_LIBRARY_PATH and the PTXSIM_* settings.
func (s execSettings) env(libDir string) []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "LD_LIBRARY_PATH", "PTXSIM_DEVICE", "PTXSIM_TIMING", "PTXSIM_PROFILE", "PTXSIM_QUIET", "PTXSIM_STATS", "PTXSIM_THREADS",
			"PTXSIM_SOURCE", "PTXSIM_TRACE", "PTXSIM_TRACE_INTERVAL":
			continue
		}
		out = append(out, kv)
	}
	ld := libDir
	if old := os.Getenv("LD_LIBRARY_PATH"); old != "" {
		ld += ":" + old
	}
	out = append(out, "LD_LIBRARY_PATH="+ld)
	if s.Device != "" {
		dev := s.Device
		if strings.HasSuffix(dev, ".json") {
			if abs, err := filepath.Abs(dev); err == nil {
				dev = abs
			}
		}
		out = append(out, "PTXSIM_DEVICE="+dev)
	}
	if s.Timing {
		out = append(out, "PTXSIM_TIMING=1")
	}
	if s.Threads > 0 {
		out = append(out, "PTXSIM_THREADS="+strconv.Itoa(s.Threads))
	}
	if s.Profile != "" {
		p, err := filepath.Abs(s.Profile)
		if err != nil {
			p = s.Profile
		}
		out = append(out, "PTXSIM_PROFILE="+p)
	}
	if s.Quiet {
		out = append(out, "PTXSIM_QUIET=1")
	}
	if s.Stats {
		out = append(out, "PTXSIM_STATS=1")
	}
	if s.Source {
		out = append(out, "PTXSIM_SOURCE=1")
	}
	if s.Trace != "" {
		p, err := filepath.Abs(s.Trace)
		if err != nil {
			p = s.Trace
		}
		out = append(out, "PTXSIM_TRACE="+p)
	}
	if s.TraceInterval > 0 {
		out = append(out, fmt.Sprintf("PTXSIM_TRACE_INTERVAL=%d", s.TraceInterval))
	}
	return out
}

// writeExecReport writes the HTML report of the profile the library wrote
// (the program's timed launches; the warps-over-time charts need the
// recording, which stays in the program's process: --trace has them).
func writeExecReport(path, profile string) error {
	data, err := os.ReadFile(profile)
	if err != nil {
		return fmt.Errorf("exec: --report: the program wrote no profile (did it exit through exit or return from main?): %v", err)
	}
	rep := new(ptxsim.ProfileReport)
	if err := json.Unmarshal(data, rep); err != nil {
		return fmt.Errorf("exec: --report: %s: %v", profile, err)
	}
	return writeFileAtomic(path, func(w io.Writer) error {
		return report.Profile(w, rep, report.Options{Command: commandLine()})
	})
}

// stdio is the program's standard streams.
type stdio struct {
	in       io.Reader
	out, err io.Writer
}

// runProgram runs argv with the library and returns the program's exit
// status (128+N for a program killed by signal N, as a shell reports it).
// log gets ptxsim's own messages.
func runProgram(argv []string, s execSettings, std stdio, log io.Writer) (int, error) {
	if s.Device != "" {
		if _, _, err := ptxsim.TimingModel(s.Device); err != nil {
			return 0, fmt.Errorf("exec: --device: %v", err)
		}
	}
	prog := argv[0]
	path := prog
	if !strings.Contains(prog, "/") {
		p, err := exec.LookPath(prog)
		if err != nil {
			return 0, fmt.Errorf("exec: %v", err)
		}
		path = p
	}
	sonames, err := locate.Needed(path)
	if err != nil {
		return 0, fmt.Errorf("exec: %v", err)
	}
	var blog io.Writer
	if !s.Quiet {
		blog = log
	}
	dir, err := locate.Dir(sonames, locate.Options{CacheDir: s.Cache, Log: blog})
	if err != nil {
		return 0, fmt.Errorf("exec: %v", err)
	}
	cmd := exec.Command(path, argv[1:]...)
	cmd.Args[0] = prog
	cmd.Env = s.env(dir)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = std.in, std.out, std.err
	// Interrupts go to the program; ptxsim waits for it to end.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	if err := cmd.Start(); err != nil {
		return 0, fmt.Errorf("exec: %v", err)
	}
	go func() {
		for s := range sig {
			cmd.Process.Signal(s)
		}
	}()
	err = cmd.Wait()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if st, ok := ee.Sys().(syscall.WaitStatus); ok && st.Signaled() {
			fmt.Fprintf(log, "ptxsim: %s killed by signal %d (%v)\n", prog, int(st.Signal()), st.Signal())
			return 128 + int(st.Signal()), nil
		}
		return ee.ExitCode(), nil
	}
	if err != nil {
		return 0, fmt.Errorf("exec: %v", err)
	}
	return 0, nil
}
