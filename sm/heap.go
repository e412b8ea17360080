package sm

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/ptxsim/ptxsim/isa"
)

// DefaultHeapBytes is the size of the device heap that in-kernel malloc
// draws from, CUDA's default cudaLimitMallocHeapSize (8 MiB).
const DefaultHeapBytes = 8 << 20

// heapAlign is the alignment of every in-kernel malloc result, as CUDA
// guarantees (16 bytes, enough for any vector type).
const heapAlign = 16

// heap is the device heap: one region of device memory, created the first
// time a kernel calls malloc (as the CUDA driver reserves it on the first
// launch of a module that uses malloc), carved first-fit into 16-byte
// granules. Allocations outlive the launch that made them: a pointer
// written to memory by one launch can be dereferenced or freed by the
// next, until Device.Reset.
type heap struct {
	base, size uint64
	free       []span            // unused spans, sorted by address, never adjacent
	used       map[uint64]uint64 // live allocation -> its size in bytes
}

type span struct{ addr, size uint64 }

// SetHeapSize sets the device heap's size in bytes (0: DefaultHeapBytes),
// like cudaDeviceSetLimit(cudaLimitMallocHeapSize). As with CUDA, the size
// is fixed once a kernel has called malloc; after that SetHeapSize fails
// until Reset.
func (d *Device) SetHeapSize(n uint64) error {
	if d.heap != nil {
		return fmt.Errorf("the device heap (%d bytes) is in use by kernels that called malloc; its size can change only after Reset", d.heap.size)
	}
	if n == 0 {
		n = DefaultHeapBytes
	}
	d.heapBytes = align64(n, heapAlign)
	return nil
}

// HeapSize returns the device heap's size in bytes.
func (d *Device) HeapSize() uint64 {
	if d.heapBytes == 0 {
		return DefaultHeapBytes
	}
	return d.heapBytes
}

func align64(x, a uint64) uint64 { return (x + a - 1) / a * a }

// deviceHeap returns the heap, reserving it on first use.
func (d *Device) deviceHeap() (*heap, error) {
	if d.heap != nil {
		return d.heap, nil
	}
	n := d.HeapSize()
	base, err := d.mem.Malloc(n)
	if err != nil {
		return nil, fmt.Errorf("reserving the %d-byte device heap: %w", n, err)
	}
	d.heap = &heap{base: base, size: n, free: []span{{base, n}}, used: map[uint64]uint64{}}
	return d.heap, nil
}

// alloc returns size bytes aligned to al (a power of two, at least 16),
// or 0 when no free span can hold them. malloc(0) returns 0 too (C allows
// either NULL or a unique pointer; NULL cannot be freed by mistake).
func (h *heap) alloc(size, al uint64) uint64 {
	if size == 0 || size > h.size {
		return 0
	}
	al = max(al, heapAlign)
	size = align64(size, heapAlign)
	for i, s := range h.free {
		a := align64(s.addr, al)
		if a < s.addr || a-s.addr > s.size || s.size-(a-s.addr) < size {
			continue
		}
		// Split s into [s.addr, a) before, [a, a+size) used, the rest after.
		var rest []span
		if a > s.addr {
			rest = append(rest, span{s.addr, a - s.addr})
		}
		if end, send := a+size, s.addr+s.size; end < send {
			rest = append(rest, span{end, send - end})
		}
		h.free = append(h.free[:i], append(rest, h.free[i+1:]...)...)
		h.used[a] = size
		return a
	}
	return 0
}

// release frees an allocation, merging it with its free neighbours. It
// reports false for an address alloc did not return (or already freed).
func (h *heap) release(addr uint64) bool {
	size, ok := h.used[addr]
	if !ok {
		return false
	}
	delete(h.used, addr)
	i := sort.Search(len(h.free), func(i int) bool { return h.free[i].addr > addr })
	h.free = append(h.free, span{})
	copy(h.free[i+1:], h.free[i:])
	h.free[i] = span{addr, size}
	if i+1 < len(h.free) && h.free[i].addr+h.free[i].size == h.free[i+1].addr {
		h.free[i].size += h.free[i+1].size
		h.free = append(h.free[:i+1], h.free[i+2:]...)
	}
	if i > 0 && h.free[i-1].addr+h.free[i-1].size == h.free[i].addr {
		h.free[i-1].size += h.free[i].size
		h.free = append(h.free[:i], h.free[i+1:]...)
	}
	return true
}

// setRet writes a builtin's return value into the call site's result
// parameter for lane l.
func (w *warp) setRet(cs *isa.CallSite, l int, v uint64) {
	if len(cs.Rets) == 0 {
		return
	}
	rt := cs.Rets[0]
	o := l*w.lb + w.frameBase + rt.Caller
	putLE(w.local[o:o+rt.Size], v)
}

// heapCall runs malloc, __nv_aligned_device_malloc or free for each active
// lane, in lane order (the order in which the lanes' requests are served
// is unspecified in CUDA; lane order makes runs reproducible).
func (w *warp) heapCall(f *isa.Func, cs *isa.CallSite, pc int32, em uint32) {
	h, err := w.r.dev.deviceHeap()
	if err != nil {
		w.faultAt(pc, FaultOutOfBounds, 0, em, err.Error())
		return
	}
	if !w.allocLocal(pc) {
		return
	}
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		switch f.Builtin {
		case isa.BuiltinMalloc:
			w.setRet(cs, l, h.alloc(w.argParam(cs, 0, l), heapAlign))
		case isa.BuiltinAlignedMalloc:
			// A non-power-of-two alignment makes the call return NULL
			// (CUDA Programming Guide, "Dynamic Global Memory Allocation").
			var p uint64
			if al := w.argParam(cs, 1, l); al != 0 && al&(al-1) == 0 {
				p = h.alloc(w.argParam(cs, 0, l), al)
			}
			w.setRet(cs, l, p)
		case isa.BuiltinFree:
			p := w.argParam(cs, 0, l)
			if p != 0 && !h.release(p) {
				w.faultAt(pc, FaultOutOfBounds, p, 1<<uint(l), fmt.Sprintf("free of 0x%x, which is not a live allocation of the device heap", p))
				return
			}
		}
	}
}
