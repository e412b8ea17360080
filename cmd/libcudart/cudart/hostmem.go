package cudart

import (
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"unsafe"

	"github.com/ptxsim/ptxsim/isa"
)

// Host memory. The runtime runs inside the program, so the program's
// pointers are addresses in this process: hostBytes views them without a
// copy. Memory shared with the device is mmap'd here at addresses inside
// the device window.

// ptrOf turns an address into a pointer (the program's memory, never the
// Go heap).
func ptrOf(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

// hostBytes is the n bytes at host address p. Reading or writing them
// faults if the program passed a bad pointer; the API entry recovers that
// as cudaErrorInvalidValue (debug.SetPanicOnFault).
func hostBytes(p uintptr, n uint64) []byte {
	if n == 0 || p == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(ptrOf(p)), n)
}

func putU32(p uintptr, v uint32) { *(*uint32)(ptrOf(p)) = v }
func putU64(p uintptr, v uint64) { *(*uint64)(ptrOf(p)) = v }
func getU32(p uintptr) uint32    { return *(*uint32)(ptrOf(p)) }
func getU64(p uintptr) uint64    { return *(*uint64)(ptrOf(p)) }

// le32 and le64 read little-endian integers out of a struct's bytes;
// le64 is 0 past the end (a field the version's struct lacks).
func le32(b []byte, o int) uint32 { return binary.LittleEndian.Uint32(b[o:]) }

func le64(b []byte, o int) uint64 {
	if o+8 > len(b) {
		return 0
	}
	return binary.LittleEndian.Uint64(b[o:])
}

// cstring reads a NUL-terminated string (at most max bytes).
func cstring(p uintptr, max int) string {
	if p == 0 {
		return ""
	}
	var b []byte
	for i := 0; i < max; i++ {
		c := *(*byte)(ptrOf(p + uintptr(i)))
		if c == 0 {
			break
		}
		b = append(b, c)
	}
	return string(b)
}

const (
	protNone          = 0x0
	protRead          = 0x1
	protWrite         = 0x2
	mapPrivate        = 0x02
	mapFixed          = 0x10
	mapAnonymous      = 0x20
	mapNoReserve      = 0x4000
	mapFixedNoReplace = 0x100000
	pageSize          = 4096
)

func mmap(addr, n uintptr, prot, flags int) (uintptr, error) {
	r, _, e := syscall.Syscall6(syscall.SYS_MMAP, addr, n, uintptr(prot), uintptr(flags), ^uintptr(0), 0)
	if e != 0 {
		return 0, e
	}
	return r, nil
}

func munmap(addr, n uintptr) error {
	if _, _, e := syscall.Syscall(syscall.SYS_MUNMAP, addr, n, 0); e != 0 {
		return e
	}
	return nil
}

// mapOwned maps n bytes (rounded up to pages) of zeroed memory outside
// the Go heap: arrays the runtime hands the program pointers into.
func mapOwned(n int) ([]byte, error) {
	m := (uintptr(n) + pageSize - 1) &^ (pageSize - 1)
	a, err := mmap(0, m, protRead|protWrite, mapPrivate|mapAnonymous)
	if err != nil {
		return nil, fmt.Errorf("mapping %d bytes: %v", m, err)
	}
	return unsafe.Slice((*byte)(ptrOf(a)), m), nil
}

// unmapOwned gives back a mapOwned mapping (none: nil).
func unmapOwned(b []byte) {
	if b != nil {
		munmap(uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	}
}

// The device window the process reserves: ptxsim's global memory. The
// host's own mappings grow down from just under 0x7fff_ffff_ffff (the
// kernel randomises that top over about 1 TiB, which can reach the generic
// shared and local windows at 0x7e00... and 0x7f00..., so those are
// reserved only where free: a host pointer there is still told apart, as
// it is not in the global window).
const (
	windowBase = isa.GlobalBase
	windowEnd  = isa.GlobalLimit
	// sharedArena is where host-shared allocations are placed: the upper
	// part of the global window, far above the bump pointer of device
	// allocations (memsys steps around them anyway).
	sharedArena    = isa.GlobalBase + (isa.GlobalLimit-isa.GlobalBase)*3/4
	sharedArenaEnd = isa.GlobalLimit
)

var (
	reserveOnce sync.Once
	reserved    bool
	reserveErr  error
	arenaMu     sync.Mutex
	arenaNext   = uintptr(sharedArena)
)

// reserveWindow maps the device window PROT_NONE (no memory is committed)
// so that no host allocation lands on a device address. Once per process.
func reserveWindow() error {
	reserveOnce.Do(func() {
		n := uintptr(windowEnd - windowBase)
		r, err := mmap(uintptr(windowBase), n, protNone, mapPrivate|mapAnonymous|mapNoReserve|mapFixedNoReplace)
		if err == nil && r != uintptr(windowBase) {
			munmap(r, n) // a kernel without MAP_FIXED_NOREPLACE took it as a hint
			err = fmt.Errorf("the kernel placed it at 0x%x", r)
		}
		if err != nil {
			reserveErr = fmt.Errorf("cannot reserve the device address window [0x%x, 0x%x) in this process: %v%s", windowBase, windowEnd, err, mappedInWindow())
			return
		}
		reserved = true
		// The generic windows, where free (best effort).
		for _, w := range [][2]uint64{{isa.SharedWindow, isa.SharedWindow + isa.SharedSize}, {isa.LocalWindow, isa.LocalWindow + isa.LocalSize}} {
			n := uintptr(w[1] - w[0])
			if r, err := mmap(uintptr(w[0]), n, protNone, mapPrivate|mapAnonymous|mapNoReserve|mapFixedNoReplace); err == nil && r != uintptr(w[0]) {
				munmap(r, n)
			}
		}
	})
	return reserveErr
}

// sharedAlloc maps n bytes (rounded up to pages) of zeroed, host-readable
// and writable memory at a fresh address of the shared arena and returns
// the address and the bytes.
func sharedAlloc(n uint64) (uintptr, []byte, error) {
	size := (uintptr(n) + pageSize - 1) &^ (pageSize - 1)
	if size == 0 {
		size = pageSize
	}
	arenaMu.Lock()
	defer arenaMu.Unlock()
	if uint64(arenaNext)+uint64(size) > sharedArenaEnd || size > 1<<40 {
		return 0, nil, fmt.Errorf("host-shared address space exhausted (%d bytes requested)", n)
	}
	addr := arenaNext
	flags := mapPrivate | mapAnonymous | mapNoReserve
	if reserved {
		flags |= mapFixed // inside our own PROT_NONE reservation
	} else {
		flags |= mapFixedNoReplace
	}
	r, err := mmap(addr, size, protRead|protWrite, flags)
	if err != nil || r != addr {
		if err == nil {
			munmap(r, size)
			err = fmt.Errorf("placed at 0x%x", r)
		}
		return 0, nil, fmt.Errorf("mapping %d bytes of host-shared memory at 0x%x: %v", size, addr, err)
	}
	arenaNext += size + pageSize // a guard page between allocations
	return addr, unsafe.Slice((*byte)(ptrOf(addr)), size), nil
}

// sharedFree releases a sharedAlloc region: back to the reservation's
// PROT_NONE state (the address is not reused).
func sharedFree(addr uintptr, n uint64) {
	size := (uintptr(n) + pageSize - 1) &^ (pageSize - 1)
	if size == 0 {
		size = pageSize
	}
	if reserved {
		mmap(addr, size, protNone, mapPrivate|mapAnonymous|mapNoReserve|mapFixed)
		return
	}
	munmap(addr, size)
}

// mappedInWindow lists what the process has mapped inside the device
// window (from /proc/self/maps), for the message when it cannot be
// reserved.
func mappedInWindow() string {
	data, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return ""
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		var lo, hi uint64
		if _, err := fmt.Sscanf(line, "%x-%x", &lo, &hi); err != nil {
			continue
		}
		if lo < windowEnd && hi > windowBase {
			out = append(out, strings.Join(strings.Fields(line), " "))
		}
	}
	if len(out) == 0 {
		return ""
	}
	return " (already mapped there: " + strings.Join(out, "; ") + ")"
}

// hostCopy returns a copy of the n bytes at host address p. It is not
// inlined: Go 1.26's compiler crashes (an internal error in
// disjointTypes) on a constant-size copy out of an unsafe.Slice.
//
//go:noinline
func hostCopy(p uintptr, n uint64) []byte {
	b := make([]byte, n)
	copy(b, hostBytes(p, n))
	return b
}
