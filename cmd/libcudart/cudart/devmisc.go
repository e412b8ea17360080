package cudart

import (
	"fmt"
	"strings"
)

// Device and stream queries of one-GPU programs: the PCI bus id lookup,
// peer access (there is no peer), the valid-device list, stream
// attributes (the L2 access policy window and the rest are kept and read
// back; work runs in issue order, so none changes a result) and the
// persisting-L2 reset.

// DeviceGetByPCIBusID is cudaDeviceGetByPCIBusId: the forms
// domain:bus:device.function, domain:bus:device and bus:device.function,
// in hex, of the device's id.
func (r *Runtime) DeviceGetByPCIBusID(t Thread, out, id uintptr) Error {
	return r.call(t, "cudaDeviceGetByPCIBusId", func() Error {
		if out == 0 || id == 0 {
			return ErrorInvalidValue
		}
		s := cstring(id, 64)
		var dom, bus, dev, fn int64
		var err error
		switch strings.Count(s, ":") {
		case 2:
			if strings.Contains(s, ".") {
				_, err = fmt.Sscanf(s, "%x:%x:%x.%x", &dom, &bus, &dev, &fn)
			} else {
				_, err = fmt.Sscanf(s, "%x:%x:%x", &dom, &bus, &dev)
			}
		case 1:
			_, err = fmt.Sscanf(s, "%x:%x.%x", &bus, &dev, &fn)
		default:
			err = fmt.Errorf("not a PCI bus id")
		}
		if err != nil {
			return ErrorInvalidValue
		}
		if dom != r.attr("pci_domain_id") || bus != r.attr("pci_bus_id") || dev != r.attr("pci_device_id") || fn != 0 {
			return ErrorInvalidDevice
		}
		putU32(out, 0)
		return Success
	})
}

// PeerAccess is cudaDeviceEnablePeerAccess and cudaDeviceDisablePeerAccess:
// with one device there is no peer (CUDA answers cudaErrorInvalidDevice
// for the device itself and for devices that do not exist).
func (r *Runtime) PeerAccess(t Thread, name string, peer int64) Error {
	return r.call(t, name, func() Error {
		if e := r.context(); e != Success {
			return e
		}
		r.diag("%s(%d): device 0 has no peer devices", name, peer)
		return ErrorInvalidDevice
	})
}

// SetValidDevices is cudaSetValidDevices: a list of device 0 only.
func (r *Runtime) SetValidDevices(t Thread, list uintptr, n int64) Error {
	return r.call(t, "cudaSetValidDevices", func() Error {
		if n < 0 || n > 0 && list == 0 {
			return ErrorInvalidValue
		}
		for i := int64(0); i < n; i++ {
			if e := checkDevice(int64(int32(getU32(list + uintptr(4*i))))); e != Success {
				return e
			}
		}
		return Success
	})
}

// Stream attributes (cudaStreamAttrID, the launch attribute ids) a stream
// accepts, and the size of a cudaStreamAttrValue.
const (
	streamAttrAccessPolicyWindow = 1
	streamAttrSyncPolicy         = 3
	streamAttrPriority           = 8
	streamAttrMemSyncDomainMap   = 9
	streamAttrMemSyncDomain      = 10
	streamAttrValueSize          = 64

	syncPolicyAuto = 1
)

// streamAttrs returns the attribute store of a stream (the default
// streams share one).
func (r *Runtime) streamAttrs(s uintptr) map[uint32][]byte {
	if st := r.streams[s]; st != nil {
		if st.attrs == nil {
			st.attrs = map[uint32][]byte{}
		}
		return st.attrs
	}
	if r.defaultAttrs == nil {
		r.defaultAttrs = map[uint32][]byte{}
	}
	return r.defaultAttrs
}

// StreamAttribute is cudaStreamSetAttribute (set) and
// cudaStreamGetAttribute.
func (r *Runtime) StreamAttribute(t Thread, s uintptr, id uint32, value uintptr, set bool) Error {
	name := "cudaStreamGetAttribute"
	if set {
		name = "cudaStreamSetAttribute"
	}
	return r.call(t, name, func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if value == 0 {
			return ErrorInvalidValue
		}
		switch id {
		case streamAttrAccessPolicyWindow, streamAttrSyncPolicy, streamAttrPriority:
		case streamAttrMemSyncDomainMap, streamAttrMemSyncDomain:
			if r.cfg.APIVersion < 12000 {
				return ErrorInvalidValue
			}
		default:
			return ErrorInvalidValue
		}
		attrs := r.streamAttrs(s)
		st := r.streams[s]
		if set {
			if id == streamAttrPriority && st != nil {
				st.priority = min(max(int32(getU32(value)), greatestPriority), leastPriority)
			}
			attrs[id] = hostCopy(value, streamAttrValueSize)
			return Success
		}
		out := hostBytes(value, streamAttrValueSize)
		clear(out)
		switch {
		case id == streamAttrPriority:
			p := int32(0)
			if st != nil {
				p = st.priority
			}
			putU32(value, uint32(p))
		case attrs[id] != nil:
			copy(out, attrs[id])
		case id == streamAttrSyncPolicy:
			putU32(value, syncPolicyAuto)
		}
		return Success
	})
}

// StreamCopyAttributes is cudaStreamCopyAttributes.
func (r *Runtime) StreamCopyAttributes(t Thread, dst, src uintptr) Error {
	return r.call(t, "cudaStreamCopyAttributes", func() Error {
		if e := r.checkStream(dst); e != Success {
			return e
		}
		if e := r.checkStream(src); e != Success {
			return e
		}
		from, to := r.streamAttrs(src), r.streamAttrs(dst)
		for id, v := range from {
			to[id] = append([]byte(nil), v...)
		}
		if a, b := r.streams[src], r.streams[dst]; a != nil && b != nil {
			b.priority = a.priority
		}
		return Success
	})
}

// StreamGetID is cudaStreamGetId: a number unique to the stream for the
// process's life (the default streams 1 and 2, created streams from 3 on,
// in creation order of the first query).
func (r *Runtime) StreamGetID(t Thread, s, out uintptr) Error {
	return r.call(t, "cudaStreamGetId", func() Error {
		if e := r.checkStream(s); e != Success {
			return e
		}
		if out == 0 {
			return ErrorInvalidValue
		}
		id := uint64(1)
		if s == StreamPerThread {
			id = 2
		}
		if st := r.streams[s]; st != nil {
			if st.id == 0 {
				r.lastStreamID = max(r.lastStreamID, 2) + 1
				st.id = r.lastStreamID
			}
			id = st.id
		}
		putU64(out, id)
		return Success
	})
}

// FuncGetParamInfo is cudaFuncGetParamInfo: a kernel parameter's offset
// and size in the parameter block.
func (r *Runtime) FuncGetParamInfo(t Thread, fn uintptr, index uint64, offset, size uintptr) Error {
	return r.call(t, "cudaFuncGetParamInfo", func() Error {
		f, e := r.kernel(fn)
		if e != Success {
			return e
		}
		ps := f.fb.prog.Kernel(f.name).Params
		if index >= uint64(len(ps)) {
			return ErrorInvalidValue
		}
		if offset != 0 {
			putU64(offset, uint64(ps[index].Offset))
		}
		if size != 0 {
			putU64(size, uint64(ps[index].Size))
		}
		return Success
	})
}
