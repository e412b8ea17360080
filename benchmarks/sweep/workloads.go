package sweep

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

// workloads makes w runnable: one workload, or one per case for cases.
func (s *Spec) workloads(w Workload, cache *fidelity.ProgramCache, opts Options) ([]ptxsim.SweepWorkload, error) {
	switch {
	case w.Case != "":
		c, err := fidelity.LoadCase(s.path(w.Case))
		if err != nil {
			return nil, err
		}
		name := w.Name
		if name == "" {
			name = c.Name
		}
		return []ptxsim.SweepWorkload{caseWorkload(name, c, cache)}, nil
	case w.Cases != "":
		paths, err := fidelity.FindCases(s.path(w.Cases))
		if err != nil {
			return nil, err
		}
		var out []ptxsim.SweepWorkload
		for _, p := range paths {
			c, err := fidelity.LoadCase(p)
			if err != nil {
				return nil, err
			}
			if w.Filter != "" && !strings.Contains(c.Name, w.Filter) {
				continue
			}
			if r := c.SkipReason(); r != "" {
				continue
			}
			out = append(out, caseWorkload(c.Name, c, cache))
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("no case under %s matches %q", w.Cases, w.Filter)
		}
		return out, nil
	case w.PTX != "":
		return []ptxsim.SweepWorkload{s.ptxWorkload(w, opts)}, nil
	default:
		return []ptxsim.SweepWorkload{s.execWorkload(w, opts)}, nil
	}
}

// caseWorkload profiles a conformance case's launches at the point
// (results are checked against the case's expectations: a mismatch is the
// task's error, the profile kept).
func caseWorkload(name string, c *fidelity.Case, cache *fidelity.ProgramCache) ptxsim.SweepWorkload {
	return ptxsim.SweepWorkload{Name: name, Run: func(p *ptxsim.SweepPoint) ([]*ptxsim.LaunchProfile, error) {
		rep, err := fidelity.ProfileCase(c, fidelity.RunOptions{Device: p.Device, Timing: p.Timing, ColdCaches: p.Cold,
			Cache: cache, Threads: p.Threads, Progress: p.Progress})
		if rep == nil {
			return nil, err
		}
		return rep.Launches, err
	}}
}

// ptxWorkload launches a kernel as `ptxsim profile FILE --kernel ...`.
func (s *Spec) ptxWorkload(w Workload, opts Options) ptxsim.SweepWorkload {
	name := w.Name
	if name == "" {
		name = w.Kernel
	}
	path := s.path(w.PTX)
	return ptxsim.SweepWorkload{Name: name, Run: func(p *ptxsim.SweepPoint) ([]*ptxsim.LaunchProfile, error) {
		dev, err := p.NewDevice()
		if err != nil {
			return nil, err
		}
		mod, err := dev.LoadFile(path)
		if err != nil {
			return nil, err
		}
		var args []ptxsim.ParamValue
		if len(w.Args) > 0 {
			if opts.KernelArgs == nil {
				return nil, fmt.Errorf("kernel arguments need an argument parser (sweep.Options.KernelArgs; the ptxsim command sets it)")
			}
			if args, err = opts.KernelArgs(dev, w.Args); err != nil {
				return nil, err
			}
		}
		grid, block := dims(w.Grid), dims(w.Block)
		_, err = mod.Launch(w.Kernel, grid, block, ptxsim.LaunchOptions{SharedBytes: w.Shared, Registers: w.Registers}, args...)
		return dev.Profiles(), err
	}}
}

func dims(d Dims) ptxsim.Dim3 {
	if d == (Dims{}) {
		return ptxsim.D1(1)
	}
	return ptxsim.Dim3(d)
}

// maxExecOutput bounds what an exec workload's output keeps for its error
// message.
const maxExecOutput = 64 << 10

// execWorkload runs a program with `ptxsim exec --device POINT.json
// --profile PROF.json`, the point's device model written as a device
// file, and reads the launches' profiles back.
func (s *Spec) execWorkload(w Workload, opts Options) ptxsim.SweepWorkload {
	name := w.Name
	if name == "" {
		name = filepath.Base(w.Exec[0])
	}
	prog := w.Exec[0]
	if strings.ContainsRune(prog, filepath.Separator) {
		prog = s.path(prog)
	}
	return ptxsim.SweepWorkload{Name: name, Run: func(p *ptxsim.SweepPoint) ([]*ptxsim.LaunchProfile, error) {
		bin := opts.Exec
		if bin == "" {
			return nil, fmt.Errorf("exec workloads need the ptxsim binary (sweep.Options.Exec; the ptxsim command sets it)")
		}
		tmp, err := os.MkdirTemp("", "ptxsim-exec-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		devFile, profFile := filepath.Join(tmp, "device.json"), filepath.Join(tmp, "profile.json")
		data, err := ptxsim.DeviceFileJSON(p.Device, p.Timing)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(devFile, data, 0o644); err != nil {
			return nil, err
		}
		args := append([]string{"exec", "--device", devFile, "--profile", profFile, "--quiet", "--", prog}, w.Exec[1:]...)
		cmd := exec.CommandContext(context.Background(), bin, args...)
		cmd.Dir = s.Dir
		var out limitedBuffer
		cmd.Stdout, cmd.Stderr = &out, &out
		runErr := cmd.Run()
		data, err = os.ReadFile(profFile)
		if err != nil {
			if runErr != nil {
				return nil, fmt.Errorf("ptxsim exec %s: %v: %s", strings.Join(w.Exec, " "), runErr, out.tail())
			}
			return nil, fmt.Errorf("ptxsim exec %s wrote no profile: %v", strings.Join(w.Exec, " "), err)
		}
		var rep ptxsim.ProfileReport
		if err := json.Unmarshal(data, &rep); err != nil {
			return nil, fmt.Errorf("ptxsim exec %s: profile: %w", strings.Join(w.Exec, " "), err)
		}
		if runErr != nil {
			return rep.Launches, fmt.Errorf("ptxsim exec %s: %v: %s", strings.Join(w.Exec, " "), runErr, out.tail())
		}
		return rep.Launches, nil
	}}
}

// limitedBuffer keeps the last maxExecOutput bytes written to it.
type limitedBuffer struct{ b bytes.Buffer }

func (l *limitedBuffer) Write(p []byte) (int, error) {
	l.b.Write(p)
	if over := l.b.Len() - maxExecOutput; over > 0 {
		l.b.Next(over)
	}
	return len(p), nil
}

func (l *limitedBuffer) tail() string {
	s := strings.TrimSpace(l.b.String())
	if len(s) > 2000 {
		s = "..." + s[len(s)-2000:]
	}
	return s
}
