package cudart

// Memory pools (the stream-ordered allocator): the device's default pool,
// pools the program creates, their attributes and usage counters.
// Allocation itself is cudaMalloc's (work runs in issue order, so an
// allocation is usable when cudaMallocAsync returns and freed memory is
// reusable at once); a pool counts the bytes allocated from it, which is
// what its used/reserved attributes report (nothing is cached beyond
// them, so reserved equals used and trimming has nothing to do).

// Pool attributes (cudaMemPoolAttr).
const (
	poolReuseFollowEventDependencies   = 1
	poolReuseAllowInternalDependencies = 3
	poolReleaseThreshold               = 4
	poolReservedMemCurrent             = 5
	poolReservedMemHigh                = 6
	poolUsedMemCurrent                 = 7
	poolUsedMemHigh                    = 8

	memAccessProtReadWrite = 3
	memLocationTypeDevice  = 1
	memAllocationPinned    = 1
)

type memPool struct {
	reuse     [3]int32 // the three reuse policies, on by default
	threshold uint64
	used      uint64
	usedHigh  uint64
}

// pool returns a pool by handle, making the default pool on first use.
func (r *Runtime) pool(h uintptr) *memPool {
	r.defaultPool()
	return r.pools[h]
}

func (r *Runtime) defaultPool() uintptr {
	if r.pools == nil {
		r.pools = map[uintptr]*memPool{}
	}
	if r.defPool == 0 {
		r.defPool = r.newHandle()
		r.pools[r.defPool] = &memPool{reuse: [3]int32{1, 1, 1}}
		r.curPool = r.defPool
	}
	return r.defPool
}

// DeviceGetMemPool is cudaDeviceGetDefaultMemPool (def) and
// cudaDeviceGetMemPool (the current pool, which cudaMallocAsync uses).
func (r *Runtime) DeviceGetMemPool(t Thread, name string, out uintptr, dev int64, def bool) Error {
	return r.call(t, name, func() Error {
		if e := checkDevice(dev); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		h := r.defaultPool()
		if !def {
			h = r.curPool
		}
		putU64(out, uint64(h))
		return Success
	})
}

// DeviceSetMemPool is cudaDeviceSetMemPool.
func (r *Runtime) DeviceSetMemPool(t Thread, dev int64, h uintptr) Error {
	return r.call(t, "cudaDeviceSetMemPool", func() Error {
		if e := checkDevice(dev); e != Success {
			return e
		}
		if r.pool(h) == nil {
			return ErrorInvalidValue
		}
		r.curPool = h
		return Success
	})
}

// MemPoolCreate is cudaMemPoolCreate: pinned device memory on device 0.
func (r *Runtime) MemPoolCreate(t Thread, out, props uintptr) Error {
	return r.call(t, "cudaMemPoolCreate", func() Error {
		if out == 0 || props == 0 {
			return ErrorInvalidValue
		}
		l := r.api.Structs["cudaMemPoolProps"]
		p := &cstruct{l: l, b: hostBytes(props, uint64(l.Size))}
		at, _ := p.get("allocType")
		loc := p.field("location")
		if at != memAllocationPinned || len(loc) < 8 || le32(loc, 0) != memLocationTypeDevice {
			r.diag("cudaMemPoolCreate: only pinned device memory pools (cudaMemAllocationTypePinned, cudaMemLocationTypeDevice)")
			return ErrorInvalidValue
		}
		if le32(loc, 4) != 0 {
			return ErrorInvalidDevice
		}
		r.defaultPool()
		h := r.newHandle()
		r.pools[h] = &memPool{reuse: [3]int32{1, 1, 1}}
		putU64(out, uint64(h))
		return Success
	})
}

// MemPoolDestroy is cudaMemPoolDestroy; the default pool cannot be
// destroyed. Allocations still out stay valid until freed.
func (r *Runtime) MemPoolDestroy(t Thread, h uintptr) Error {
	return r.call(t, "cudaMemPoolDestroy", func() Error {
		if r.pool(h) == nil || h == r.defPool {
			return ErrorInvalidValue
		}
		if r.curPool == h {
			r.curPool = r.defPool
		}
		delete(r.pools, h)
		return Success
	})
}

// MemPoolAttribute is cudaMemPoolGetAttribute (set false) and
// cudaMemPoolSetAttribute: the reuse policies are ints, the rest 64-bit;
// of the counters only the high-water marks can be set, to 0 (a reset).
func (r *Runtime) MemPoolAttribute(t Thread, h uintptr, attr int64, value uintptr, set bool) Error {
	name := "cudaMemPoolGetAttribute"
	if set {
		name = "cudaMemPoolSetAttribute"
	}
	return r.call(t, name, func() Error {
		p := r.pool(h)
		if p == nil || value == 0 {
			return ErrorInvalidValue
		}
		switch {
		case attr >= poolReuseFollowEventDependencies && attr <= poolReuseAllowInternalDependencies:
			if set {
				p.reuse[attr-1] = int32(getU32(value))
			} else {
				putU32(value, uint32(p.reuse[attr-1]))
			}
		case attr == poolReleaseThreshold:
			if set {
				p.threshold = getU64(value)
			} else {
				putU64(value, p.threshold)
			}
		case attr >= poolReservedMemCurrent && attr <= poolUsedMemHigh:
			if set {
				if (attr != poolReservedMemHigh && attr != poolUsedMemHigh) || getU64(value) != 0 {
					return ErrorInvalidValue
				}
				p.usedHigh = p.used
				return Success
			}
			v := p.used
			if attr == poolReservedMemHigh || attr == poolUsedMemHigh {
				v = p.usedHigh
			}
			putU64(value, v)
		default:
			return ErrorInvalidValue
		}
		return Success
	})
}

// MemPoolTrimTo is cudaMemPoolTrimTo: nothing is held beyond what is in
// use.
func (r *Runtime) MemPoolTrimTo(t Thread, h uintptr) Error {
	return r.call(t, "cudaMemPoolTrimTo", func() Error {
		if r.pool(h) == nil {
			return ErrorInvalidValue
		}
		return Success
	})
}

// MemPoolSetAccess is cudaMemPoolSetAccess: device 0 always has
// read-write access; other devices do not exist.
func (r *Runtime) MemPoolSetAccess(t Thread, h, descs uintptr, n uint64) Error {
	return r.call(t, "cudaMemPoolSetAccess", func() Error {
		if r.pool(h) == nil || n > 0 && descs == 0 {
			return ErrorInvalidValue
		}
		for i := uint64(0); i < n; i++ {
			d := hostBytes(descs+uintptr(12*i), 12) // cudaMemAccessDesc: location {type, id}, flags
			if le32(d, 0) != memLocationTypeDevice {
				return ErrorInvalidValue
			}
			if le32(d, 4) != 0 {
				return ErrorInvalidDevice
			}
		}
		return Success
	})
}

// MemPoolGetAccess is cudaMemPoolGetAccess.
func (r *Runtime) MemPoolGetAccess(t Thread, flags, h, loc uintptr) Error {
	return r.call(t, "cudaMemPoolGetAccess", func() Error {
		if r.pool(h) == nil || flags == 0 || loc == 0 {
			return ErrorInvalidValue
		}
		l := hostBytes(loc, 8)
		if le32(l, 0) != memLocationTypeDevice {
			return ErrorInvalidValue
		}
		if le32(l, 4) != 0 {
			return ErrorInvalidDevice
		}
		putU32(flags, memAccessProtReadWrite)
		return Success
	})
}

// MallocFromPool is cudaMallocAsync (pool 0: the device's current pool)
// and cudaMallocFromPoolAsync.
func (r *Runtime) MallocFromPool(t Thread, name string, out uintptr, size uint64, h, s uintptr) Error {
	return r.call(t, name, func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if e := r.context(); e != Success {
			return e
		}
		if r.capturing(s) {
			if h != 0 {
				return r.unsupported(name + " from a created pool during stream capture")
			}
			return r.captureMalloc(name, out, size, s)
		}
		if h == 0 {
			r.defaultPool()
			h = r.curPool
		}
		p := r.pool(h)
		if p == nil || out == 0 {
			return ErrorInvalidValue
		}
		if size == 0 {
			// A null pointer and success, as the H200 answered under the
			// CUDA 11.8 and 13.0 runtimes (device round 7, mempool.cu).
			putU64(out, 0)
			return Success
		}
		addr, e := r.malloc(size)
		if e != Success {
			return e
		}
		r.allocs[addr].pool = h
		p.used += size
		p.usedHigh = max(p.usedHigh, p.used)
		putU64(out, addr)
		return Success
	})
}

// poolRelease returns an allocation's bytes to its pool's count.
func (r *Runtime) poolRelease(a *allocation) {
	if p := r.pools[a.pool]; a.pool != 0 && p != nil {
		p.used -= a.size
	}
}
