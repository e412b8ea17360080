package cudart

import "math"

// Streams and events. Every operation runs when it is issued, in issue
// order: a legal schedule of CUDA's stream semantics (within a stream,
// in order; across streams, any interleaving), so stream waits are
// satisfied at once and queries report completion. Time is simulated: a
// device clock (ns) that kernels and copies advance; events record it.

type stream struct {
	flags    uint32
	priority int32
	capture  *capture          // the stream capture it is in, if any
	tail     []uintptr         // capturing: the graph nodes the next captured work depends on
	attrs    map[uint32][]byte // cudaStreamSetAttribute values by id
	id       uint64            // cudaStreamGetId's number (0: not asked yet)
	depsBuf  []byte            // capturing: cudaStreamGetCaptureInfo's dependency list (mmap'd, outside the Go heap)
}

type event struct {
	flags    uint32
	recorded bool
	time     float64 // simulated ns when recorded

	capture  *capture  // recorded in a capturing stream: the capture
	capNodes []uintptr // and the nodes it stands for
}

// Stream priorities: the range current GPUs report.
const (
	leastPriority    = 0
	greatestPriority = -5
)

// checkStream accepts the default streams and live stream handles.
func (r *Runtime) checkStream(s uintptr) Error {
	if s == 0 || s == StreamLegacy || s == StreamPerThread {
		return Success
	}
	if r.streams[s] == nil {
		r.diag("invalid stream handle 0x%x", s)
		return ErrorInvalidResourceHandle
	}
	return Success
}

// StreamCreate is cudaStreamCreate, cudaStreamCreateWithFlags and
// cudaStreamCreateWithPriority.
func (r *Runtime) StreamCreate(t Thread, out uintptr, flags uint32, priority int32) Error {
	return r.call(t, "cudaStreamCreate", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || flags&^StreamNonBlocking != 0 {
			return ErrorInvalidValue
		}
		// Out-of-range priorities are clamped, as CUDA does.
		priority = min(max(priority, greatestPriority), leastPriority)
		h := r.newHandle()
		r.streams[h] = &stream{flags: flags, priority: priority}
		putU64(out, uint64(h))
		return Success
	})
}

// StreamDestroy is cudaStreamDestroy.
func (r *Runtime) StreamDestroy(t Thread, s uintptr) Error {
	return r.call(t, "cudaStreamDestroy", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		st := r.streams[s]
		if st == nil {
			return ErrorInvalidResourceHandle
		}
		if c := st.capture; c != nil {
			// Its capture cannot end well any more.
			c.invalid = true
			if c.origin == s {
				c.ended = true
				r.gs.captures--
				r.dropGraph(c.graph)
				for _, o := range r.streams {
					if o.capture == c {
						o.capture, o.tail = nil, nil
					}
				}
			}
		}
		unmapOwned(st.depsBuf)
		delete(r.streams, s)
		return Success
	})
}

// StreamGetPriority and StreamGetFlags.
func (r *Runtime) StreamGetPriority(t Thread, s uintptr, out uintptr) Error {
	return r.call(t, "cudaStreamGetPriority", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		p := int32(0)
		if st := r.streams[s]; st != nil {
			p = st.priority
		}
		putU32(out, uint32(p))
		return Success
	})
}

func (r *Runtime) StreamGetFlags(t Thread, s uintptr, out uintptr) Error {
	return r.call(t, "cudaStreamGetFlags", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		f := uint32(0)
		if st := r.streams[s]; st != nil {
			f = st.flags
		}
		putU32(out, f)
		return Success
	})
}

// DeviceGetStreamPriorityRange is cudaDeviceGetStreamPriorityRange.
func (r *Runtime) DeviceGetStreamPriorityRange(t Thread, least, greatest uintptr) Error {
	return r.call(t, "cudaDeviceGetStreamPriorityRange", func() Error {
		lo, hi := int32(leastPriority), int32(greatestPriority)
		if least != 0 {
			putU32(least, uint32(lo))
		}
		if greatest != 0 {
			putU32(greatest, uint32(hi))
		}
		return Success
	})
}

// Synchronize is cudaDeviceSynchronize, cudaStreamSynchronize (s != 0 or
// any stream) and cudaThreadSynchronize.
func (r *Runtime) Synchronize(t Thread, name string, s uintptr) Error {
	return r.call(t, name, func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if r.capturing(s) {
			return r.captureProhibited(name, s)
		}
		if name == "cudaDeviceSynchronize" || name == "cudaThreadSynchronize" {
			if r.invalidateCaptures(name) {
				return ErrorStreamCaptureUnsupported
			}
		} else if e := r.legacyConflict(name, s); e != Success {
			return e
		}
		return r.synchronize()
	})
}

// StreamQuery is cudaStreamQuery: the stream's work is done (it ran when
// issued), or the fault it hit is reported.
func (r *Runtime) StreamQuery(t Thread, s uintptr) Error {
	return r.call(t, "cudaStreamQuery", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if r.capturing(s) {
			return r.captureProhibited("cudaStreamQuery", s)
		}
		return r.synchronize()
	})
}

// StreamWaitEvent is cudaStreamWaitEvent: the event's work is complete.
func (r *Runtime) StreamWaitEvent(t Thread, s, ev uintptr, flags uint32) Error {
	return r.call(t, "cudaStreamWaitEvent", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		e := r.events[ev]
		if e == nil {
			return ErrorInvalidResourceHandle
		}
		if c := e.capture; c != nil && !c.ended {
			return r.joinCapture(s, e)
		}
		return r.context()
	})
}

// StreamAddCallback is cudaStreamAddCallback; LaunchHostFunc is
// cudaLaunchHostFunc. The function runs after the stream's earlier work
// (all done by now), once the runtime's lock is released.
func (r *Runtime) StreamAddCallback(t Thread, s, fn, arg uintptr, flags uint32) Error {
	return r.call(t, "cudaStreamAddCallback", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if fn == 0 || flags != 0 {
			return ErrorInvalidValue
		}
		if r.capturing(s) {
			return r.captureProhibited("cudaStreamAddCallback (use cudaLaunchHostFunc)", s)
		}
		r.flushPrintf()
		status := r.sticky
		if r.pending != nil {
			status = faultError(r.pending)
		}
		if r.cfg.Callback != nil {
			cb := r.cfg.Callback
			r.after = append(r.after, func() { cb(fn, s, status, arg) })
		}
		return Success
	})
}

func (r *Runtime) LaunchHostFunc(t Thread, s, fn, arg uintptr) Error {
	return r.call(t, "cudaLaunchHostFunc", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if fn == 0 {
			return ErrorInvalidValue
		}
		if e := r.context(); e != Success {
			return e
		}
		if r.capturing(s) {
			return r.captureNode(s, &graphNode{kind: nodeHost, host: r.hostFunc(fn, arg)})
		}
		r.flushPrintf()
		r.after = append(r.after, r.hostFunc(fn, arg))
		return Success
	})
}

// EventCreate is cudaEventCreate / cudaEventCreateWithFlags.
func (r *Runtime) EventCreate(t Thread, out uintptr, flags uint32) Error {
	return r.call(t, "cudaEventCreate", func() Error {
		if e := r.context(); e != Success {
			return e
		}
		if out == 0 || flags&^(EventDisableTiming|EventInterprocess|0x1) != 0 {
			return ErrorInvalidValue
		}
		h := r.newHandle()
		r.events[h] = &event{flags: flags}
		putU64(out, uint64(h))
		return Success
	})
}

// EventDestroy is cudaEventDestroy.
func (r *Runtime) EventDestroy(t Thread, ev uintptr) Error {
	return r.call(t, "cudaEventDestroy", func() Error {
		if r.events[ev] == nil {
			return ErrorInvalidResourceHandle
		}
		delete(r.events, ev)
		return r.context()
	})
}

// EventRecord is cudaEventRecord: the event takes the simulated time.
func (r *Runtime) EventRecord(t Thread, ev, s uintptr) Error {
	return r.call(t, "cudaEventRecord", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		e := r.events[ev]
		if e == nil {
			return ErrorInvalidResourceHandle
		}
		if err := r.context(); err != Success {
			return err
		}
		if st := r.streams[s]; st != nil && st.capture != nil {
			// In a capture an event marks a point of the graph that other
			// streams can wait for (fork and join).
			e.capture, e.capNodes = st.capture, append([]uintptr(nil), st.tail...)
			return Success
		}
		if err := r.legacyConflict("cudaEventRecord", s); err != Success {
			return err
		}
		e.capture, e.capNodes = nil, nil
		e.recorded, e.time = true, r.now
		return Success
	})
}

// EventQuery and EventSynchronize: recorded work is done.
func (r *Runtime) EventSync(t Thread, name string, ev uintptr) Error {
	return r.call(t, name, func() Error {
		e := r.events[ev]
		if e == nil {
			return ErrorInvalidResourceHandle
		}
		if e.capture != nil && !e.capture.ended {
			return ErrorCapturedEvent
		}
		return r.synchronize()
	})
}

// EventElapsedTime is cudaEventElapsedTime: milliseconds of simulated
// time between two recorded events.
func (r *Runtime) EventElapsedTime(t Thread, out uintptr, start, end uintptr) Error {
	return r.call(t, "cudaEventElapsedTime", func() Error {
		a, b := r.events[start], r.events[end]
		if a == nil || b == nil {
			return ErrorInvalidResourceHandle
		}
		if e := r.synchronize(); e != Success {
			return e
		}
		if a.flags&EventDisableTiming != 0 || b.flags&EventDisableTiming != 0 || !a.recorded || !b.recorded {
			return ErrorInvalidResourceHandle
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		ms := float32((b.time - a.time) / 1e6)
		putU32(out, math.Float32bits(ms))
		return Success
	})
}

// Simulated durations. In timing mode a kernel takes its simulated cycles
// at the model's clock; in functional mode an estimate: one warp
// instruction per cycle per SM sub-partition (4 per SM) over the whole
// device, plus launch overhead. Copies: PCIe 5 rates between host and
// device, HBM rates within the device.
const (
	launchOverheadNs = 3000
	copyOverheadNs   = 2000
	hostLinkBytesNs  = 25.0   // 25 GB/s = 25 bytes/ns
	deviceBytesNs    = 2000.0 // ~2 TB/s read+write
)

func (r *Runtime) advanceCopy(n uint64, srcDev, dstDev bool) {
	rate := hostLinkBytesNs
	if srcDev && dstDev {
		rate = deviceBytesNs
	}
	r.now += copyOverheadNs + float64(n)/rate
}

// kernelNs is a launch's simulated duration and cycles.
func (r *Runtime) kernelNs(warpInstr uint64, metrics map[string]float64) (ns, cycles float64) {
	mhz := float64(r.spec.ClockKHz) / 1000
	if mhz <= 0 {
		mhz = 1000
	}
	if c, ok := metrics["gpc__cycles_elapsed.max"]; ok {
		cycles = c
	} else {
		cycles = float64(warpInstr) / float64(4*max(r.spec.SMCount, 1))
	}
	return launchOverheadNs + cycles*1000/mhz, cycles
}

// StreamIsCapturing is cudaStreamIsCapturing. Libraries (CUB, CUTLASS)
// ask before launching.
func (r *Runtime) StreamIsCapturing(t Thread, s, out uintptr) Error {
	return r.call(t, "cudaStreamIsCapturing", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		st, _ := r.captureStatus(s)
		putU32(out, st)
		return r.context()
	})
}

// StreamGetDevice is cudaStreamGetDevice: device 0.
func (r *Runtime) StreamGetDevice(t Thread, s, out uintptr) Error {
	return r.call(t, "cudaStreamGetDevice", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		putU32(out, 0)
		return Success
	})
}
