package cudart

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
	"go.uber.org/zap"
)

// Config configures a Runtime. The shared library fills it from the
// environment (PTXSIM_* variables, see cmd/libcudart).
type Config struct {
	APIVersion int    // CUDART_VERSION of the ABI served (11080, 12080, 13000...): error texts, struct layouts, signatures
	Device     string // device model: a built-in name ("h200"), "sm_XY" or a JSON file; "" is the H200
	Timing     bool   // run every launch on the timing model (cycles, simulated event times)
	Profile    string // write per-launch profiles to this .json or .csv file at Close (implies Timing)
	Source     bool   // with Profile: source-level records per launch in the JSON profile (implies Timing)
	Trace      string // write a timeline trace (Chrome trace-event JSON) to this file at Close (implies Timing)
	Quiet      bool   // no progress lines
	Stats      bool   // print a summary at Close: launches, instructions, simulation time and rate
	Threads    int    // goroutines per launch (0: one per CPU); results do not depend on it
	ExeName    string // the program's name, for PTX image names (NAME.N.sm_XY.ptx)

	// TraceInterval is the trace's sampling interval in cycles (0: chosen
	// per launch so that the file stays under about 50 MB).
	TraceInterval int64

	Printf   func([]byte)                                        // device printf output at sync points; nil: os.Stdout
	Stderr   io.Writer                                           // diagnostics; nil: os.Stderr
	Log      *zap.Logger                                         // nil: a no-op logger
	Callback func(fn, stream uintptr, status Error, arg uintptr) // runs a cudaStreamCallback_t
	HostFunc func(fn, arg uintptr)                               // runs a cudaHostFn_t
	Progress time.Duration                                       // interval of progress lines; 0: 2 s
	Now      func() time.Time                                    // wall clock; nil: time.Now
}

// Thread identifies the calling host thread (pthread_self): the last
// error and the launch configuration stack are per thread.
type Thread uint64

type threadState struct {
	last  Error
	calls []callConfig // __cudaPushCallConfiguration stack
}

// Runtime is one process's CUDA runtime on one simulated device.
type Runtime struct {
	cfg       Config
	api       *apiTable
	log       *zap.Logger
	mu        sync.Mutex
	dev       *ptxsim.Device
	spec      sm.DeviceSpec
	tspec     *timing.TimingSpec
	attrs     map[int]int64    // device attributes by number (cudaDevAttr / CU_DEVICE_ATTRIBUTE)
	attrByKey map[string]int64 // and by the attribute dumps' names

	threads map[Thread]*threadState

	pending *sm.Fault // a kernel fault not yet observed by a synchronising call
	// printfUsed: a kernel calling printf has been launched (the printf
	// FIFO's size is fixed from then on, until a reset).
	printfUsed bool
	sticky     Error // the context's sticky error (Success if none)

	fatbins  map[uintptr]*fatbin
	funcs    map[uintptr]*function
	vars     map[uintptr]*variable
	ptxCount int

	allocs                     map[uint64]*allocation  // by base address
	memHints                   map[uint64][]memHint    // managed allocations (by base): cudaMemAdvise and prefetch records, oldest first
	graphMemUsed, graphMemHigh uint64                  // bytes of graph allocations live, and its high-water mark
	userObjs                   map[uintptr]*userObject // cudaUserObjectCreate objects, by handle
	clusterEstimateSaid        bool                    // the cluster occupancy estimate's warning was printed
	usedBytes                  uint64                  // device memory in use (cudaMalloc and friends)

	streams map[uintptr]*stream
	events  map[uintptr]*event
	gs      *graphState // graphs, nodes, executable graphs, captures (graph.go)

	defaultAttrs     map[uint32][]byte    // stream attributes of the default streams
	lastStreamID     uint64               // the last cudaStreamGetId number given
	pools            map[uintptr]*memPool // memory pools (mempool.go)
	defPool, curPool uintptr              // the device's default and current pool
	nextHandle       uintptr

	now float64 // simulated time in ns: kernels and copies advance it

	limits      [7]uint64
	deviceFlags uint32

	printf                 bytes.Buffer // device printf output, flushed at sync points
	asserts                bytes.Buffer // failed-assertion lines, flushed to stderr with it
	unusable               bool         // reset after a sticky error: the device is gone for the process
	after                  []func()     // host callbacks to run once the lock is released
	warned                 map[string]bool
	launches               int
	cycles                 float64       // simulated cycles of all launches (timing mode)
	warpInstr, threadInstr uint64        // executed by all launches
	simTime                time.Duration // wall time spent in launches
	lastProg               time.Time
	profile                []*ptxsim.LaunchProfile
	profilerOff            bool              // between cudaProfilerStop and cudaProfilerStart: launches are not profiled
	rec                    *ptxsim.Recording // Source or Trace: what the timed launches record

	tex texState // CUDA arrays and texture/surface references (texture.go)
}

// New makes a runtime: it reserves the device address window in the
// process and builds the device model. A panic inside (a bug) is returned
// as an *sm.InternalError: New runs inside the program's first CUDA call.
func New(cfg Config) (_ *Runtime, err error) {
	defer sm.Recover("starting the CUDA runtime", &err)
	api := pickAPI(cfg.APIVersion)
	if cfg.APIVersion == 0 {
		cfg.APIVersion = api.Version
	}
	if cfg.Stderr == nil {
		cfg.Stderr = os.Stderr
	}
	if cfg.Log == nil {
		cfg.Log = zap.NewNop()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Progress == 0 {
		cfg.Progress = 2 * time.Second
	}
	if cfg.Profile != "" || cfg.Source || cfg.Trace != "" {
		cfg.Timing = true
	}
	name := cfg.Device
	if name == "" {
		name = "h200"
	}
	spec, ts, err := ptxsim.TimingModel(name)
	if err != nil {
		return nil, fmt.Errorf("device model %q: %w", name, err)
	}
	r := &Runtime{
		cfg: cfg, api: api, log: cfg.Log, spec: spec, tspec: ts,
		threads: map[Thread]*threadState{}, fatbins: map[uintptr]*fatbin{},
		funcs: map[uintptr]*function{}, vars: map[uintptr]*variable{},
		allocs: map[uint64]*allocation{}, streams: map[uintptr]*stream{}, events: map[uintptr]*event{},
		nextHandle: 0x1000, warned: map[string]bool{},
	}
	r.attrs, r.attrByKey = deviceAttributes(spec)
	if err := reserveWindow(); err != nil {
		r.log.Warn("host and device pointers may be confused", zap.Error(err))
	}
	if err := r.newDevice(); err != nil {
		return nil, fmt.Errorf("timing model of %s: %w", name, err)
	}
	return r, nil
}

// newDevice makes the simulated device (at start).
func (r *Runtime) newDevice() error {
	r.dev = ptxsim.NewDevice(r.spec)
	r.dev.SetThreads(r.cfg.Threads)
	if r.cfg.Timing {
		if err := r.dev.SetTiming(r.tspec); err != nil {
			return err
		}
	}
	if r.cfg.Source || r.cfg.Trace != "" {
		r.rec = r.dev.Record(ptxsim.RecordOptions{Source: r.cfg.Source, Trace: r.cfg.Trace != "", TraceInterval: r.cfg.TraceInterval})
	}
	r.dev.SetStdout(&r.printf)
	r.dev.SetStderr(&r.asserts)
	r.newLimits()
	return nil
}

// Spec returns the device model.
func (r *Runtime) Spec() sm.DeviceSpec { return r.spec }

// APIVersion returns the runtime version served.
func (r *Runtime) APIVersion() int { return r.cfg.APIVersion }

func (r *Runtime) thread(t Thread) *threadState {
	ts := r.threads[t]
	if ts == nil {
		ts = &threadState{}
		r.threads[t] = ts
	}
	return ts
}

// call runs one API function under the lock: it records a failure as the
// thread's last error, turns a fault on a bad host pointer into
// cudaErrorInvalidValue and any other panic into cudaErrorUnknown (with a
// line asking for a bug report) instead of killing the program, and runs
// the host callbacks the call queued after the lock is released.
func (r *Runtime) call(t Thread, name string, f func() Error) (e Error) {
	r.mu.Lock()
	defer func() {
		if p := recover(); p != nil {
			e = r.recovered(name, p)
		}
		if e != Success {
			r.thread(t).last = e
		}
		after := r.after
		r.after = nil
		r.mu.Unlock()
		for _, fn := range after {
			fn()
		}
	}()
	debug.SetPanicOnFault(true)
	return f()
}

// recovered reports a panic inside an API call.
func (r *Runtime) recovered(name string, p any) Error {
	if re, ok := p.(runtime.Error); ok {
		if a, ok := p.(interface{ Addr() uintptr }); ok {
			r.diag("%s: the program passed a pointer that cannot be accessed (fault at 0x%x)", name, a.Addr())
			return ErrorInvalidValue
		}
		if strings.Contains(re.Error(), "invalid memory address") {
			r.diag("%s: the program passed a pointer that cannot be accessed: %v", name, re)
			return ErrorInvalidValue
		}
	}
	r.diag("internal error in %s: %v; this is a ptxsim bug, please report it with the program\n%s", name, p, debug.Stack())
	return ErrorUnknown
}

// diag writes one diagnostic line to stderr.
func (r *Runtime) diag(format string, args ...any) {
	fmt.Fprintf(r.cfg.Stderr, "ptxsim: "+format+"\n", args...)
}

// NotSupported is what an exported but unimplemented function does: one
// log line naming it (once per function), then cudaErrorNotSupported.
func (r *Runtime) NotSupported(t Thread, name string) Error {
	return r.call(t, name, func() Error {
		if !r.warned[name] {
			r.warned[name] = true
			r.log.Warn("CUDA runtime function not supported by ptxsim; returning cudaErrorNotSupported", zap.String("function", name))
		}
		return ErrorNotSupported
	})
}

// context returns the sticky error that makes context-dependent calls
// fail, if any.
func (r *Runtime) context() Error {
	if r.unusable {
		return ErrorDevicesUnavailable
	}
	return r.sticky
}

// synchronize is what every synchronising call does first: device printf
// output reaches stdout, and a kernel fault held back since its launch
// becomes the sticky error, which the call returns.
func (r *Runtime) synchronize() Error {
	r.flushPrintf()
	if r.pending != nil {
		r.sticky = faultError(r.pending)
		r.pending = nil
	}
	return r.context()
}

func (r *Runtime) flushPrintf() {
	if r.asserts.Len() > 0 {
		r.cfg.Stderr.Write(r.asserts.Bytes())
		r.asserts.Reset()
	}
	if r.printf.Len() == 0 {
		return
	}
	b := bytes.Clone(r.printf.Bytes())
	r.printf.Reset()
	if r.cfg.Printf != nil {
		r.cfg.Printf(b)
	} else {
		os.Stdout.Write(b)
	}
}

// faultError is the CUDA error a kernel fault becomes.
func faultError(f *sm.Fault) Error {
	switch f.Kind {
	case sm.FaultOutOfBounds:
		return ErrorIllegalAddress
	case sm.FaultMisaligned:
		return ErrorMisalignedAddress
	case sm.FaultAssert:
		return ErrorAssert
	case sm.FaultIllegalInstruction, sm.FaultInvalidWarpSync:
		return ErrorIllegalInstruction
	case sm.FaultDeadlock, sm.FaultStepLimit, sm.FaultCycleLimit, sm.FaultTimeout, sm.FaultInterrupted:
		return ErrorLaunchTimeout
	case sm.FaultHostMemory:
		return ErrorLaunchOutOfResources
	}
	return ErrorLaunchFailure
}

// GetLastError is cudaGetLastError: the thread's last error, reset to
// success. A sticky error is reported once this way (the calls that
// returned it recorded it), as on the H200: later calls still fail with
// it, but cudaGetLastError then says cudaSuccess.
func (r *Runtime) GetLastError(t Thread) Error {
	r.mu.Lock()
	defer r.mu.Unlock()
	ts := r.thread(t)
	e := ts.last
	ts.last = Success
	return e
}

// PeekAtLastError is cudaPeekAtLastError: the last error, not reset.
func (r *Runtime) PeekAtLastError(t Thread) Error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.thread(t).last
}

// ErrorName is cudaGetErrorName for the version served.
func (r *Runtime) ErrorName(e Error) string {
	if s, ok := r.api.Errors[e]; ok {
		return s[0]
	}
	return r.api.UnknownError[0]
}

// ErrorString is cudaGetErrorString for the version served.
func (r *Runtime) ErrorString(e Error) string {
	if s, ok := r.api.Errors[e]; ok {
		return s[1]
	}
	return r.api.UnknownError[1]
}

// Close ends the process's use of the runtime: device printf output is
// flushed and the profile, if one was asked for, written.
//
// It runs from the program's exit handler, where a panic would kill the
// program after its own work is done: one is reported (a bug) instead.
func (r *Runtime) Close() (err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	defer func() {
		if p := recover(); p != nil {
			r.recovered("the runtime's exit (statistics, profile)", p)
			err = fmt.Errorf("internal error at exit: %v", p)
		}
	}()
	r.flushPrintf()
	if r.cfg.Stats {
		rate := 0.0
		if r.simTime > 0 {
			rate = float64(r.threadInstr) / r.simTime.Seconds()
		}
		mode := "functional"
		if r.cfg.Timing {
			mode = fmt.Sprintf("timing, %.0f simulated cycles", r.cycles)
		}
		fmt.Fprintf(r.cfg.Stderr, "ptxsim: %d launches (%s), %d warp instructions, %d thread instructions in %.3f s of simulation: %.1f M thread-instructions/s\n",
			r.launches, mode, r.warpInstr, r.threadInstr, r.simTime.Seconds(), rate/1e6)
	}
	err = r.writeProfile()
	if terr := r.writeTrace(); err == nil {
		err = terr
	}
	return err
}

// writeTrace writes the recorded timeline of every timed launch so far
// (Config.Trace).
func (r *Runtime) writeTrace() error {
	if r.cfg.Trace == "" || r.rec == nil {
		return nil
	}
	f, err := os.Create(r.cfg.Trace)
	if err != nil {
		r.diag("trace: %v", err)
		return err
	}
	err = r.rec.WriteTrace(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		r.diag("trace %s: %v", r.cfg.Trace, err)
	}
	return err
}

func (r *Runtime) writeProfile() error {
	if r.cfg.Profile == "" {
		return nil
	}
	rep := &ptxsim.ProfileReport{Device: r.spec.Name, Timing: r.tspec.Name, Launches: r.profile}
	if rep.Launches == nil {
		rep.Launches = []*ptxsim.LaunchProfile{}
	}
	f, err := os.Create(r.cfg.Profile)
	if err != nil {
		r.diag("profile: %v", err)
		return err
	}
	defer f.Close()
	if strings.HasSuffix(r.cfg.Profile, ".csv") {
		err = rep.WriteCSV(f)
	} else {
		err = rep.WriteJSON(f)
	}
	if err != nil {
		r.diag("profile %s: %v", r.cfg.Profile, err)
	}
	return err
}

// newHandle returns a fresh opaque handle (streams, events).
func (r *Runtime) newHandle() uintptr {
	r.nextHandle += 0x10
	return r.nextHandle
}

// sortedAllocs lists allocations by address (for messages and tests).
func (r *Runtime) sortedAllocs() []*allocation {
	var out []*allocation
	for _, a := range r.allocs {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].base < out[j].base })
	return out
}

// pickAPI returns the tables of a runtime version: the same major version
// (12.x programs use the 12 tables), else the newest older one, else the
// oldest.
func pickAPI(v int) *apiTable {
	var best *apiTable
	for _, t := range apiTables {
		if t.Version/1000 == v/1000 {
			return t
		}
		if t.Version <= v && (best == nil || t.Version > best.Version) {
			best = t
		}
	}
	if best == nil {
		for _, t := range apiTables {
			if best == nil || t.Version < best.Version {
				best = t
			}
		}
	}
	return best
}
