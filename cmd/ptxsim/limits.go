package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/sm"
	"github.com/urfave/cli/v2"
)

// limitFlags are the flags that bound a simulation, shared by run,
// profile, conformance and validate; cycles only where the timing model
// runs. The defaults are the same in every command and mode.
func limitFlags(timed bool) []cli.Flag {
	fs := []cli.Flag{
		&cli.Uint64Flag{Name: "max-instructions", Value: sm.DefaultMaxInstructions, Usage: "stop a launch after this many warp-instructions, with a fault naming where (0: no limit)"},
		&cli.DurationFlag{Name: "timeout", Usage: "stop a launch after this much wall-clock time, e.g. 30s or 5m (default: none)"},
		&cli.StringFlag{Name: "host-memory", Usage: fmt.Sprintf("host memory the simulation may use for device memory that kernels and buffers write and for launch state: bytes (512M, 12GiB) or N%% of RAM (default: 50%%, here %s)", memsys.FormatBytes(memsys.DefaultHostMemory()))},
	}
	if timed {
		fs = append(fs, &cli.Uint64Flag{Name: "max-cycles", Usage: "stop a launch after this many simulated cycles (default: none)"})
	}
	return fs
}

// limitsFrom reads the limit flags.
func limitsFrom(c *cli.Context) (sm.Limits, uint64, error) {
	var l sm.Limits
	l.MaxInstructions = c.Uint64("max-instructions")
	if l.MaxInstructions == 0 {
		l.MaxInstructions = sm.NoLimit
	}
	l.MaxCycles = c.Uint64("max-cycles")
	if l.Timeout = c.Duration("timeout"); l.Timeout < 0 {
		return l, 0, fmt.Errorf("--timeout %v: want a positive duration", l.Timeout)
	}
	var host uint64
	if s := c.String("host-memory"); s != "" {
		var err error
		if host, err = memsys.ParseBytes(s); err != nil {
			return l, 0, fmt.Errorf("--host-memory: %w", err)
		}
		if host == 0 {
			return l, 0, fmt.Errorf("--host-memory %q: want a positive size", s)
		}
	}
	return l, host, nil
}

// limitDevice applies the limit flags to a device.
func limitDevice(c *cli.Context, dev *ptxsim.Device) error {
	l, host, err := limitsFrom(c)
	if err != nil {
		return err
	}
	dev.SetLimits(l)
	dev.SetHostMemoryLimit(host)
	return nil
}

// runOptions fills the limit fields of a corpus run's options.
func runOptions(c *cli.Context, o fidelity.RunOptions) (fidelity.RunOptions, error) {
	l, host, err := limitsFrom(c)
	if err != nil {
		return o, err
	}
	o.Limits, o.HostMemory, o.Context = l, host, c.Context
	return o, nil
}

// nameBuffers adds the --arg buffer names to an error that mentions their
// allocations ("... of the 4096-byte allocation at 0x7000000000 (buffer c)").
func nameBuffers(err error, bufs map[string]deviceBuf) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	var names []string
	for name, b := range bufs {
		if strings.Contains(msg, fmt.Sprintf("allocation at 0x%x", b.addr)) {
			names = append(names, fmt.Sprintf("0x%x is buffer %s", b.addr, name))
		}
	}
	if len(names) == 0 {
		return err
	}
	return fmt.Errorf("%w (%s)", err, strings.Join(names, ", "))
}

// stagedFile is an output written to a temporary file beside its
// destination, renamed into place only when every output of the command is
// complete, so that an interrupted or failed run leaves no partial file.
// A destination that exists and is not a regular file (/dev/stdout, a
// FIFO) cannot be replaced that way: it is written directly, last, when
// every staged file is complete (direct is then set).
type stagedFile struct {
	tmp, dst string
	direct   func() error
}

// stageOutput streams n device bytes at addr into a temporary file beside
// path, a piece at a time, stopping if ctx is done.
func stageOutput(ctx context.Context, dev *ptxsim.Device, addr, n uint64, path string) (stagedFile, error) {
	copyTo := func(w io.Writer, name string) error {
		piece := make([]byte, min(n, copyPiece))
		for off := uint64(0); off < n; {
			if ctx.Err() != nil {
				return fmt.Errorf("interrupted while writing %s (%d of %d bytes written)", name, off, n)
			}
			p := piece[:min(n-off, uint64(len(piece)))]
			if err := dev.Read(addr+off, p); err != nil {
				return err
			}
			if _, err := w.Write(p); err != nil {
				return err
			}
			off += uint64(len(p))
		}
		return nil
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		if st.IsDir() {
			return stagedFile{}, fmt.Errorf("--out %s: is a directory", path)
		}
		return stagedFile{dst: path, direct: func() error {
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				return err
			}
			if err := copyTo(f, path); err != nil {
				f.Close()
				return err
			}
			return f.Close()
		}}, nil
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".ptxsim-*")
	if err != nil {
		return stagedFile{}, err
	}
	ok := false
	defer func() {
		if !ok {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err := copyTo(f, path); err != nil {
		return stagedFile{}, fmt.Errorf("%w; nothing was written", err)
	}
	if err := f.Chmod(0o644); err != nil {
		return stagedFile{}, err
	}
	if err := f.Sync(); err != nil {
		return stagedFile{}, err
	}
	if err := f.Close(); err != nil {
		return stagedFile{}, err
	}
	ok = true
	return stagedFile{tmp: f.Name(), dst: path}, nil
}

// commitOutputs renames staged files into place, then writes the direct
// ones; discardOutputs removes the staged files.
func commitOutputs(fs []stagedFile) error {
	for i, f := range fs {
		if f.direct != nil {
			continue
		}
		if err := os.Rename(f.tmp, f.dst); err != nil {
			discardOutputs(fs[i:])
			return err
		}
	}
	for _, f := range fs {
		if f.direct != nil {
			if err := f.direct(); err != nil {
				return err
			}
		}
	}
	return nil
}

func discardOutputs(fs []stagedFile) {
	for _, f := range fs {
		if f.direct == nil {
			os.Remove(f.tmp)
		}
	}
}

// isInterrupt reports whether err is the fault or error of a run stopped
// by SIGINT (its context canceled).
func isInterrupt(ctx context.Context, err error) bool {
	var f *sm.Fault
	if errors.As(err, &f) && f.Kind == sm.FaultInterrupted {
		return true
	}
	return ctx != nil && ctx.Err() != nil
}
