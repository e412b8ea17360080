package fidelity

import (
	"bytes"
	"context"
	"fmt"
	"github.com/ptxsim/ptxsim"
	"io"
	"sync"
	"time"

	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// Status of a case run.
const (
	StatusPass  = "pass"
	StatusFail  = "fail"  // ran, but a result differs from the hardware's
	StatusError = "error" // could not run: bad case, parse/lower error, launch failure, fault
	StatusSkip  = "skip"
)

// CaseResult is the outcome of running one case.
type CaseResult struct {
	Name     string             `json:"name"`
	Status   string             `json:"status"`
	Message  string             `json:"message"`
	Launches []*sm.LaunchResult `json:"-"`
	Stdout   string             `json:"-"`
}

// RunOptions configure case runs.
type RunOptions struct {
	Device sm.DeviceSpec // zero value: the H200 model
	Cache  *ProgramCache // optional: share parsed modules between cases
	Echo   io.Writer     // optional: also copy kernel printf output here

	// Timing runs the launches on the cycle-approximate timing model with
	// these parameters (nil: functional only). Results are the same either
	// way; timing adds cycle counts and ncu-named metrics to each launch.
	Timing     *timing.TimingSpec
	ColdCaches bool // flush the caches before each launch, as ncu does when profiling
	// Registers overrides the registers per thread the timing model's
	// occupancy uses, by kernel name (absent: estimated from the PTX).
	Registers map[string]int
	// Threads is how many goroutines each launch may use (0: one per
	// CPU). Results and cycle counts do not depend on it.
	Threads int

	// Limits bound each launch (zero fields: sm.DefaultMaxInstructions,
	// no cycle or time limit); HostMemory is each device's host-memory
	// budget (0: memsys.DefaultHostMemory). Context, when set, interrupts
	// the case's launches when done.
	Limits     sm.Limits
	HostMemory uint64
	Context    context.Context

	// Record, when set with Timing, records the launches' per-source-line
	// counters and timeline (ptxsim.Device.Record) into
	// CaseOutputs.Recording.
	Record *ptxsim.RecordOptions
	// Progress, when set, receives the launches' progress (a front end's
	// progress line reads it); the corpus runners label it with the case.
	Progress *sm.Progress
}

// ProgramCache keeps parsed and lowered modules by path, so that cases
// sharing a module parse it once. It is safe for concurrent use.
type ProgramCache struct {
	// ViaBinary, when set, assembles each module into a fat binary (a
	// machine image for its .target plus its PTX), reads the binary back
	// and selects the image for the given capability, so that modules run
	// exactly as `ptxsim asm` output would.
	ViaBinary *[2]int

	mu sync.Mutex
	m  map[string]cached
}

type cached struct {
	ir   *ptx.Module
	prog *isa.Program
	err  error
}

// Get returns the compiled module at path.
func (c *ProgramCache) Get(path string) (*ptx.Module, *isa.Program, error) {
	if c == nil {
		return compileFile(path)
	}
	if c.ViaBinary != nil {
		return c.getBinary(path)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[path]; ok {
		return e.ir, e.prog, e.err
	}
	ir, prog, err := compileFile(path)
	if c.m == nil {
		c.m = map[string]cached{}
	}
	c.m[path] = cached{ir, prog, err}
	return ir, prog, err
}

func (c *ProgramCache) getBinary(path string) (*ptx.Module, *isa.Program, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[path]; ok {
		return e.ir, e.prog, e.err
	}
	var e cached
	e.err = func() error {
		src, err := ReadModule(path)
		if err != nil {
			return err
		}
		m, err := ptx.Parse(path, src)
		if err != nil {
			return err
		}
		maj, mnr, sfx := m.Target.SM/10, m.Target.SM%10, m.Target.Suffix // sm_90a keeps its suffix
		bin, err := cubin.Assemble(m, src, []cubin.Arch{{Major: maj, Minor: mnr, Suffix: sfx}, {Major: maj, Minor: mnr, Suffix: sfx, Virtual: true}})
		if err != nil {
			return err
		}
		e.ir, e.prog, err = ptxsim.CompileBinary(bin, c.ViaBinary[0], c.ViaBinary[1])
		return err
	}()
	if c.m == nil {
		c.m = map[string]cached{}
	}
	c.m[path] = e
	return e.ir, e.prog, e.err
}

func compileFile(path string) (*ptx.Module, *isa.Program, error) {
	src, err := ReadModule(path)
	if err != nil {
		return nil, nil, err
	}
	return ptxsim.Compile(path, src)
}

// CaseOutputs is what a case's launches left behind: every buffer read back,
// the printf output and the launch results.
type CaseOutputs struct {
	Buffers   map[string][]byte
	Arrays    map[string][]byte // arrays the expectations read back (case_texture.go)
	Fault     error             // the launch fault a "fault" expectation expects
	Stdout    string
	Launches  []*sm.LaunchResult
	Wall      []time.Duration   // per launch, the wall time of its simulation
	Recording *ptxsim.Recording // RunOptions.Record: what the timed launches recorded
}

// spec is the device model the options name (the H200 model when none).
func (o RunOptions) spec() sm.DeviceSpec {
	if o.Device.Name == "" {
		return sm.H200()
	}
	return o.Device
}

// newDevice is a fresh device of the options' model with their limits, host
// memory cap and simulation threads.
func (o RunOptions) newDevice() *ptxsim.Device {
	dev := ptxsim.NewDevice(o.spec())
	dev.SetLimits(o.Limits)
	dev.SetHostMemoryLimit(o.HostMemory)
	dev.SetThreads(o.Threads)
	return dev
}

// Execute runs the case's launches on a fresh device and reads every buffer
// back. Errors name the step that failed (load, buffer, launch N).
func (c *Case) Execute(opts RunOptions) (*CaseOutputs, error) {
	ir, prog, err := opts.Cache.Get(c.Path(c.Module))
	if err != nil {
		return nil, err
	}
	dev := opts.newDevice()
	dev.SetProgress(opts.Progress)
	out := &CaseOutputs{Buffers: map[string][]byte{}}
	if opts.Timing != nil {
		dev.SetColdCaches(opts.ColdCaches)
		if err := dev.SetTiming(opts.Timing); err != nil {
			return out, fmt.Errorf("timing: %w", err)
		}
		if opts.Record != nil {
			out.Recording = dev.Record(*opts.Record)
		}
	}
	stdout := &cappedBuffer{max: maxCaseStdout}
	if opts.Echo != nil {
		dev.Device.SetStdout(io.MultiWriter(stdout, opts.Echo))
	} else {
		dev.Device.SetStdout(stdout)
	}
	defer func() { out.Stdout = stdout.String() }()
	mod, err := dev.LoadProgram(ir, prog)
	if err != nil {
		return out, fmt.Errorf("load: %w", err)
	}
	addrs := map[string]uint64{}
	for _, b := range c.Buffers {
		a, err := dev.Malloc(b.Bytes)
		if err != nil {
			return out, fmt.Errorf("buffer %s: %w", b.Name, err)
		}
		addrs[b.Name] = a
		switch {
		case b.Init != "":
			in, err := c.bufferInit(b)
			if err != nil {
				return out, err
			}
			if err := dev.Write(a, in); err != nil {
				return out, fmt.Errorf("buffer %s: %w", b.Name, err)
			}
		case *b.Fill != 0:
			// Fresh device memory reads as zeros; other fills stream
			// into it chunk by chunk.
			if err := dev.Memset(a, byte(*b.Fill), b.Bytes); err != nil {
				return out, fmt.Errorf("buffer %s: %w", b.Name, err)
			}
		}
	}
	for _, g := range c.Globals {
		in, err := c.globalInit(mod, g)
		if err != nil {
			return out, err
		}
		if err := mod.CopyToSymbol(g.Symbol, in, 0); err != nil {
			return out, fmt.Errorf("global %s: %w", g.Symbol, err)
		}
	}
	var tex *caseTextures
	if c.usesTextures() {
		if tex, err = c.setupTextures(dev, mod, addrs); err != nil {
			return out, err
		}
	}
	lookup := func(name string) (uint64, bool) { a, ok := addrs[name]; return a, ok }
	for i, l := range c.Launches {
		args, lo, err := c.launchArgs(i, opts, lookup)
		if err != nil {
			return out, err
		}
		t0 := time.Now()
		r, err := mod.Launch(l.Kernel, l.Grid, l.Block, lo, args...)
		wall := time.Since(t0)
		if err != nil && c.expectsFault() {
			out.Fault = fmt.Errorf("launch %d (%s): %w", i, l.Kernel, err) // checked by the fault expectation
			return out, nil
		}
		if err != nil {
			return out, fmt.Errorf("launch %d (%s): %w", i, l.Kernel, err)
		}
		out.Launches = append(out.Launches, r)
		out.Wall = append(out.Wall, wall)
		if stdout.dropped > 0 {
			return out, fmt.Errorf("launch %d (%s): more than %d bytes of printf output; the rest (%d bytes) was dropped", i, l.Kernel, stdout.max, stdout.dropped)
		}
	}
	for _, b := range c.Buffers {
		if used, limit := dev.HostMemory(); b.Bytes > limit-min(used, limit) {
			return out, fmt.Errorf("read %s: its %d bytes do not fit in what is left of the host-memory budget (%d of %d bytes in use)", b.Name, b.Bytes, used, limit)
		}
		data := make([]byte, b.Bytes)
		if err := dev.Read(addrs[b.Name], data); err != nil {
			return out, fmt.Errorf("read %s: %w", b.Name, err)
		}
		out.Buffers[b.Name] = data
	}
	if tex != nil {
		if err := tex.readArrays(dev, c, out); err != nil {
			return out, err
		}
	}
	return out, nil
}

// bufferInit reads buffer b's initial bytes from its init file (nil, nil
// for a filled buffer).
func (c *Case) bufferInit(b CaseBuffer) ([]byte, error) {
	if b.Init == "" {
		return nil, nil
	}
	in, err := c.ReadFileMax(b.Init, int64(b.Bytes))
	if err != nil {
		return nil, fmt.Errorf("buffer %s: %w", b.Name, err)
	}
	if uint64(len(in)) != b.Bytes {
		return nil, fmt.Errorf("buffer %s: %s has %d bytes, want %d", b.Name, b.Init, len(in), b.Bytes)
	}
	return in, nil
}

// globalInit reads global g's initial bytes (at most its symbol's size)
// from its init file.
func (c *Case) globalInit(mod *ptxsim.Module, g CaseGlobal) ([]byte, error) {
	_, size, err := mod.Symbol(g.Symbol)
	if err != nil {
		return nil, fmt.Errorf("global %s: %w", g.Symbol, err)
	}
	in, err := c.ReadFileMax(g.Init, int64(size))
	if err != nil {
		return nil, fmt.Errorf("global %s: %w", g.Symbol, err)
	}
	return in, nil
}

// launchArgs are launch i's parameter values and options.
func (c *Case) launchArgs(i int, opts RunOptions, lookup func(string) (uint64, bool)) ([]ptxsim.ParamValue, ptxsim.LaunchOptions, error) {
	l := c.Launches[i]
	args := make([]ptxsim.ParamValue, len(l.Params))
	for j, p := range l.Params {
		v, err := caseParam(p, lookup)
		if err != nil {
			return nil, ptxsim.LaunchOptions{}, fmt.Errorf("launch %d (%s) parameter %d: %w", i, l.Kernel, j, err)
		}
		args[j] = v
	}
	var cl ptxsim.Dim3
	if len(l.Cluster) == 3 {
		cl = ptxsim.Dim3{l.Cluster[0], l.Cluster[1], l.Cluster[2]}
	}
	lo := ptxsim.LaunchOptions{SharedBytes: l.SharedBytes, Cooperative: l.Cooperative, Registers: opts.Registers[l.Kernel], Cluster: cl, Context: opts.Context}
	if l.SharedBytes > 48*1024 {
		lo.MaxDynamicShared = int(l.SharedBytes) // as hwcase.py sets the attribute on the GPU
	}
	return args, lo, nil
}

// Check compares outputs with the case's expectations and returns one
// message per failing check (none when all pass). Cycle expectations are
// timing data, checked by validation, not here.
func (c *Case) Check(out *CaseOutputs) ([]string, error) {
	var msgs []string
	for _, e := range c.Expect {
		switch e.Compare {
		case "cycles":
			continue
		case "fault":
			m, err := c.checkFault(e, out)
			if err != nil {
				return nil, err
			}
			if m != "" {
				msgs = append(msgs, m)
			}
			continue
		case "lines-any-order":
			want, err := c.ReadFileMax(e.Stdout, 2*maxCaseStdout)
			if err != nil {
				return nil, err
			}
			if m := compareLines(out.Stdout, string(want)); m != "" {
				msgs = append(msgs, "stdout: "+m)
			}
			continue
		}
		want, err := c.ReadFileMax(e.File, int64(len(out.Buffers[e.Buffer]))+1<<20)
		if err != nil {
			return nil, err
		}
		got := out.Buffers[e.Buffer]
		if e.Array != "" {
			got = out.Arrays[e.Array]
		}
		if m := compareBuffers(e, got, want); m != "" {
			msgs = append(msgs, m)
		}
	}
	return msgs, nil
}

// Run executes the case on a fresh device and checks its expectations.
func (c *Case) Run(opts RunOptions) *CaseResult {
	res := &CaseResult{Name: c.Name, Status: StatusPass}
	out, err := c.Execute(opts)
	if out != nil {
		res.Stdout, res.Launches = out.Stdout, out.Launches
	}
	if err != nil {
		res.Status, res.Message = StatusError, err.Error()
		return res
	}
	msgs, err := c.Check(out)
	if err != nil {
		res.Status, res.Message = StatusError, err.Error()
		return res
	}
	if len(msgs) > 0 {
		res.Status = StatusFail
		res.Message = msgs[0]
		if len(msgs) > 1 {
			res.Message += fmt.Sprintf(" (and %d more failing checks)", len(msgs)-1)
		}
	}
	return res
}

// maxCaseStdout bounds the printf output a case run keeps in memory.
const maxCaseStdout = 64 << 20

// cappedBuffer keeps the first max bytes written to it and counts the
// rest, so that a kernel printing in a long loop cannot exhaust memory.
type cappedBuffer struct {
	bytes.Buffer
	max     int
	dropped int
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	keep := min(len(p), max(b.max-b.Len(), 0))
	b.Buffer.Write(p[:keep])
	b.dropped += len(p) - keep
	return len(p), nil
}

// interrupted says that a corpus run stopped because ctx is done, before
// case i of n.
func interrupted(ctx context.Context, i, n int) error {
	if ctx == nil || ctx.Err() == nil {
		return nil
	}
	return fmt.Errorf("interrupted after %d of %d cases", i, n)
}

// maxModuleBytes bounds the module files a case may name.
const maxModuleBytes = 1 << 31
