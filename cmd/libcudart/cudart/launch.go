package cudart

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/sm"
)

// Launches: the <<<...>>> syntax becomes __cudaPushCallConfiguration,
// then the host stub's __cudaPopCallConfiguration and cudaLaunchKernel
// with an array of pointers to the arguments, laid out here from the
// kernel's .param list.

type callConfig struct {
	grid, block Dim3
	shared      uint64
	stream      uintptr
}

// PushCallConfiguration is __cudaPushCallConfiguration.
func (r *Runtime) PushCallConfiguration(t Thread, grid, block Dim3, shared uint64, stream uintptr) Error {
	r.mu.Lock()
	defer r.mu.Unlock()
	ts := r.thread(t)
	ts.calls = append(ts.calls, callConfig{grid, block, shared, stream})
	return Success
}

// PopCallConfiguration is __cudaPopCallConfiguration: the stub's launch
// configuration, written to the four out-pointers.
func (r *Runtime) PopCallConfiguration(t Thread, grid, block, shared, stream uintptr) Error {
	return r.call(t, "__cudaPopCallConfiguration", func() Error {
		ts := r.thread(t)
		if len(ts.calls) == 0 {
			return ErrorMissingConfiguration
		}
		c := ts.calls[len(ts.calls)-1]
		ts.calls = ts.calls[:len(ts.calls)-1]
		for i := 0; i < 3; i++ {
			putU32(grid+uintptr(4*i), c.grid[i])
			putU32(block+uintptr(4*i), c.block[i])
		}
		putU64(shared, c.shared)
		putU64(stream, uint64(c.stream))
		return Success
	})
}

// Launch is one kernel launch as the program asked for it.
type Launch struct {
	Func        uintptr // the host stub's address
	Grid, Block Dim3
	Args        uintptr // void **: one pointer per kernel parameter
	Shared      uint64  // dynamic shared memory per block
	Stream      uintptr
	Cooperative bool
	Cluster     Dim3 // from a launch attribute (zero: none)

	params []byte // the parameter block, already laid out (graph kernel nodes); nil: read Args
}

// LaunchKernel is cudaLaunchKernel, cudaLaunchCooperativeKernel and
// cudaLaunchKernelExC. Configuration errors are returned here; a fault in
// the kernel is held back until the next synchronising call, as the GPU
// reports it asynchronously.
func (r *Runtime) LaunchKernel(t Thread, name string, l Launch) Error {
	return r.call(t, name, func() Error {
		if e := r.checkStream(l.Stream); e != Success {
			return e
		}
		if e := r.legacyConflict(name, l.Stream); e != Success {
			return e
		}
		if e := r.context(); e != Success {
			return e
		}
		f, e := r.kernel(l.Func)
		if e != Success {
			if e == ErrorInvalidDeviceFunction {
				r.diag("%s: 0x%x is not a registered kernel", name, l.Func)
			}
			return e
		}
		if r.capturing(l.Stream) {
			// The arguments are copied now, as CUDA copies them at capture.
			params, e := r.kernelParams(name, f, l.Args)
			if e != Success {
				return e
			}
			l.params, l.Args = params, 0
			// A kernel node like cudaGraphAddKernelNode's, so that the
			// parameter getters and setters see it.
			k := &kernelNode{f: f, l: l}
			return r.captureNode(l.Stream, &graphNode{kind: nodeKernel, kernel: k, run: r.kernelRun(k)})
		}
		return r.enqueue(l.Stream, nodeKernel, func() Error { return r.launch(name, f, l) })
	})
}

func (r *Runtime) launch(name string, f *function, l Launch) Error {
	if r.pending != nil {
		// A kernel faulted and no synchronising call has seen it yet: the
		// GPU's context is lost, so work queued behind the fault never
		// runs (and cannot fault again: CUDA reports one error).
		r.diag("%s of %s: not run, an earlier kernel faulted (%s at the next synchronising call)", name, f.name, r.ErrorName(faultError(r.pending)))
		return Success
	}
	kf := f.fb.prog.Kernel(f.name)
	for i := 0; i < 3; i++ {
		if l.Grid[i] == 0 || l.Block[i] == 0 {
			r.diag("%s of %s: grid (%d,%d,%d) and block (%d,%d,%d) need every dimension at least 1", name, f.name,
				l.Grid[0], l.Grid[1], l.Grid[2], l.Block[0], l.Block[1], l.Block[2])
			return r.configError()
		}
	}
	params := l.params
	if params == nil {
		var e Error
		if params, e = r.kernelParams(name, f, l.Args); e != Success {
			return e
		}
	}
	// Dynamic shared memory: up to the 48 KiB default less the static
	// part, or what cudaFuncAttributeMaxDynamicSharedMemorySize allows.
	static := f.fb.prog.StaticShared(kf)
	allowed := int64(r.spec.SharedPerBlock - static)
	if f.maxDynShared > allowed {
		allowed = f.maxDynShared
	}
	if int64(l.Shared) > allowed {
		r.diag("%s of %s: %d bytes of dynamic shared memory exceed the kernel's limit of %d (cudaFuncAttributeMaxDynamicSharedMemorySize raises it)",
			name, f.name, l.Shared, allowed)
		return ErrorInvalidValue
	}
	// Registers: a block whose warps need more than an SM's register file
	// cannot start (cudaErrorLaunchOutOfResources, "too many resources
	// requested for launch"), the limit cudaFuncGetAttributes reports as
	// maxThreadsPerBlock.
	if threads, regs := int(l.Block[0]*l.Block[1]*l.Block[2]), f.estimatedRegs(kf); threads <= r.spec.MaxThreadsPerBlock && threads > r.regLimitedThreads(regs) {
		r.diag("%s of %s: a block of %d threads needs more registers than an SM has (%d per thread, estimated; at most %d threads)",
			name, f.name, threads, regs, r.regLimitedThreads(regs))
		return ErrorLaunchOutOfResources
	}
	cluster := l.Cluster
	if cluster == (Dim3{}) && f.clusterDim != (Dim3{}) {
		cluster = f.clusterDim
	}
	if l.Cooperative {
		per := r.occupancy(f, kf, int(l.Block[0]*l.Block[1]*l.Block[2]), int(l.Shared))
		blocks := uint64(l.Grid[0]) * uint64(l.Grid[1]) * uint64(l.Grid[2])
		if blocks > uint64(per*r.spec.SMCount) {
			r.diag("%s of %s: %d blocks cannot all be resident at once (%d per SM on %d SMs)", name, f.name, blocks, per, r.spec.SMCount)
			return ErrorCooperativeLaunchTooLarge
		}
	}
	if f.printf == 0 {
		f.printf = 1
		if isa.CallsBuiltin(f.fb.prog, kf, isa.BuiltinVprintf) {
			f.printf = 2
		}
	}
	r.printfUsed = r.printfUsed || f.printf == 2
	// Earlier kernels' printf output comes out when the next one starts.
	r.flushPrintf()
	t0 := r.cfg.Now()
	res, err := r.dev.Device.Launch(f.fb.mod.Module, sm.Launch{
		Kernel: f.name, Grid: l.Grid, Block: l.Block, Cluster: cluster,
		SharedBytes: uint32(l.Shared), Params: params, Cooperative: l.Cooperative, MaxDynamicShared: int(f.maxDynShared),
	})
	r.simTime += r.cfg.Now().Sub(t0)
	if res != nil {
		r.warpInstr += res.WarpInstructions
		r.threadInstr += res.ThreadInstructions
	}
	var le *sm.LaunchError
	var fault *sm.Fault
	switch {
	case errors.As(err, &le):
		r.diag("%v", le)
		if e := launchErrorCode(le); e != ErrorInvalidConfiguration {
			return e
		}
		return r.configError()
	case errors.As(err, &fault):
		r.reportFault(fault)
		r.pending = fault
	case err != nil:
		r.diag("%s of %s: %v", name, f.name, err)
		return ErrorLaunchFailure
	}
	r.launches++
	if res != nil {
		ns, cyc := r.kernelNs(res.WarpInstructions, res.Metrics)
		r.now += ns
		r.cycles += cyc
		if r.cfg.Profile != "" && res.Metrics != nil && !r.profilerOff {
			p := ptxsim.NewLaunchProfile(len(r.profile), res, l.Grid, l.Block, uint32(l.Shared), r.spec)
			if r.rec != nil && r.cfg.Source {
				p.Source = r.rec.Source(r.rec.Launches() - 1) // this launch: the last recorded
			}
			r.profile = append(r.profile, p)
		}
		r.progress(f.name, res)
	}
	return Success
}

// kernelParams lays out a kernel's parameter block from the program's
// argument array: args[i] points at parameter i's value.
func (r *Runtime) kernelParams(name string, f *function, args uintptr) ([]byte, Error) {
	kf := f.fb.prog.Kernel(f.name)
	params := make([]byte, kf.ParamBytes)
	if len(kf.Params) > 0 && args == 0 {
		r.diag("%s of %s: no argument array for %d parameters", name, f.name, len(kf.Params))
		return nil, ErrorInvalidValue
	}
	for i, p := range kf.Params {
		ap := uintptr(getU64(args + uintptr(8*i)))
		if ap == 0 {
			r.diag("%s of %s: argument %d (%s) is a null pointer", name, f.name, i, p.Name)
			return nil, ErrorInvalidValue
		}
		copy(params[p.Offset:p.Offset+p.Size], hostBytes(ap, uint64(p.Size)))
	}
	return params, Success
}

// configError is what a launch with an invalid grid or block gets:
// cudaErrorInvalidConfiguration up to CUDA 12, cudaErrorInvalidValue from
// CUDA 13 (what the H200's CUDA 13.0 runtime returns for a 2048-thread
// block, a block z of 65, a grid y of 70000 and an empty grid).
func (r *Runtime) configError() Error {
	if r.cfg.APIVersion >= 13000 {
		return ErrorInvalidValue
	}
	return ErrorInvalidConfiguration
}

// launchErrorCode is the CUDA error of a launch the driver refuses.
func launchErrorCode(le *sm.LaunchError) Error {
	switch {
	case le.Limit == "shared_memory_per_block", le.Limit == "params", le.Limit == "maxntid":
		// A block larger than the kernel's __launch_bounds__ (.maxntid):
		// invalid argument under CUDA 11.8 and 13 alike (the H200,
		// testdata/cuda launch_errors).
		return ErrorInvalidValue
	case le.Limit == "cooperative_launch":
		return ErrorCooperativeLaunchTooLarge
	case le.Limit == "kernel":
		return ErrorInvalidDeviceFunction
	case strings.HasPrefix(le.Limit, "cluster"):
		return ErrorInvalidClusterSize
	}
	return ErrorInvalidConfiguration
}

// reportFault prints what compute-sanitizer would about a kernel fault
// (its lines for the wild store of testdata/cuda/src/fault_sticky.cu are in
// benchmarks/hardware/cudart/results/sanitizer-fault_sticky.txt), with the
// PTX position where it has a SASS offset.
func (r *Runtime) reportFault(f *sm.Fault) {
	what := f.Kind.String()
	switch f.Kind {
	case sm.FaultOutOfBounds:
		what = "Invalid address"
	case sm.FaultMisaligned:
		what = "Misaligned address"
	}
	fmt.Fprintf(r.cfg.Stderr, "========= %s in kernel %s\n", what, f.Kernel)
	fmt.Fprintf(r.cfg.Stderr, "=========     at %s:%d:%d\n", f.File, f.Line, f.Col)
	fmt.Fprintf(r.cfg.Stderr, "=========     by thread (%d,%d,%d) in block (%d,%d,%d)\n",
		f.Thread[0], f.Thread[1], f.Thread[2], f.Block[0], f.Block[1], f.Block[2])
	switch f.Kind {
	case sm.FaultOutOfBounds:
		fmt.Fprintf(r.cfg.Stderr, "=========     Access to 0x%x is out of bounds\n", f.Addr)
	case sm.FaultMisaligned:
		fmt.Fprintf(r.cfg.Stderr, "=========     Address 0x%x is misaligned\n", f.Addr)
	}
	if f.Msg != "" {
		fmt.Fprintf(r.cfg.Stderr, "=========     %s\n", f.Msg)
	}
	fmt.Fprintf(r.cfg.Stderr, "=========     (the program sees %s at its next synchronising call)\n", r.ErrorName(faultError(f)))
}

// progress prints a line on long runs: launches so far and simulated
// cycles.
func (r *Runtime) progress(kernel string, res *sm.LaunchResult) {
	if r.cfg.Quiet {
		return
	}
	now := r.cfg.Now()
	if r.lastProg.IsZero() {
		r.lastProg = now
		return
	}
	if now.Sub(r.lastProg) < r.cfg.Progress {
		return
	}
	r.lastProg = now
	if r.cfg.Timing {
		fmt.Fprintf(r.cfg.Stderr, "ptxsim: %d launches, last %s, %.0f simulated cycles in all\n", r.launches, kernel, r.cycles)
	} else {
		fmt.Fprintf(r.cfg.Stderr, "ptxsim: %d launches, last %s (%d warp instructions)\n", r.launches, kernel, res.WarpInstructions)
	}
}

// launchAttrs reads a cudaLaunchConfig_t's attributes into l: cluster
// dimensions and cooperative launch are honoured; programmatic dependent
// launch, priorities and access policies are accepted (with work run in
// issue order they change nothing).
func (r *Runtime) launchAttrs(l *Launch, attrs uintptr, n int) Error {
	al := r.api.Structs["cudaLaunchAttribute_st"]
	size := uintptr(72)
	valOff := uintptr(8)
	if al != nil {
		size = uintptr(al.Size)
		valOff = uintptr(al.Fields["val"].Off)
	}
	for i := 0; i < n; i++ {
		a := attrs + uintptr(i)*size
		id := getU32(a)
		v := a + valOff
		switch id {
		case LaunchAttrClusterDimension:
			l.Cluster = Dim3{getU32(v), getU32(v + 4), getU32(v + 8)}
		case LaunchAttrCooperative:
			l.Cooperative = getU32(v) != 0
		case LaunchAttrIgnore, LaunchAttrAccessPolicyWindow, LaunchAttrSynchronizationPolicy, LaunchAttrClusterSchedulingPolicy,
			LaunchAttrProgrammaticStreamSerialization, LaunchAttrProgrammaticEvent, LaunchAttrPriority:
		default:
			r.log.Sugar().Warnf("launch attribute %d ignored", id)
		}
	}
	return Success
}

// LaunchKernelEx is cudaLaunchKernelExC: a cudaLaunchConfig_t (grid,
// block, dynamic shared memory, stream, attributes) and the arguments.
func (r *Runtime) LaunchKernelEx(t Thread, config, fn, args uintptr) Error {
	var l Launch
	e := r.call(t, "cudaLaunchKernelExC", func() Error {
		var e Error
		l, e = r.launchConfig(config, fn)
		l.Args = args
		return e
	})
	if e != Success {
		return e
	}
	return r.LaunchKernel(t, "cudaLaunchKernelExC", l)
}

// launchConfig reads a cudaLaunchConfig_t and its attributes.
func (r *Runtime) launchConfig(config, fn uintptr) (Launch, Error) {
	var l Launch
	if config == 0 {
		return l, ErrorInvalidValue
	}
	cl := r.api.Structs["cudaLaunchConfig_st"]
	c := &cstruct{l: cl, b: hostBytes(config, uint64(cl.Size))}
	g, b := c.field("gridDim"), c.field("blockDim")
	for i := 0; i < 3; i++ {
		l.Grid[i] = binary.LittleEndian.Uint32(g[4*i:])
		l.Block[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	sh, _ := c.get("dynamicSmemBytes")
	st, _ := c.get("stream")
	at, _ := c.get("attrs")
	na, _ := c.get("numAttrs")
	l.Func, l.Shared, l.Stream = fn, uint64(sh), uintptr(st)
	if na > 0 && at == 0 || na < 0 || na > 64 {
		return l, ErrorInvalidValue
	}
	return l, r.launchAttrs(&l, uintptr(at), int(na))
}

// Fail records an error the library's C layer detected.
func (r *Runtime) Fail(t Thread, name string, e Error) Error {
	return r.call(t, name, func() Error { return e })
}

// GetKernel is __cudaGetKernel and cudaGetKernel (CUDA 12+): the kernel
// handle of a host stub. ptxsim's handle is the stub's address itself, so
// __cudaLaunchKernel is cudaLaunchKernel.
func (r *Runtime) GetKernel(t Thread, name string, out, hostFun uintptr) Error {
	return r.call(t, name, func() Error {
		if out == 0 {
			return ErrorInvalidValue
		}
		if r.funcs[hostFun] == nil {
			r.diag("%s: 0x%x is not a registered kernel", name, hostFun)
			return ErrorInvalidDeviceFunction
		}
		putU64(out, uint64(hostFun))
		return Success
	})
}
