package cudart

import (
	"encoding/binary"
	"fmt"
)

// Error is a cudaError_t. The constants (Success, ErrorInvalidValue, ...)
// are generated from the runtime versions' headers (zz_api_gen.go).
type Error int32

// apiTable is what one runtime version's library and headers fix: error
// names and strings, the layouts of the structs the runtime fills or
// reads, the device attribute numbers.
type apiTable struct {
	Version      int // CUDART_VERSION, e.g. 11080
	Soname       string
	Errors       map[Error][2]string // name, string
	UnknownError [2]string           // what cudaGetErrorName/String say for an unknown code
	Structs      map[string]*structLayout
	DeviceAttrs  map[string]int // cudaDevAttrX -> number
}

type fieldLayout struct{ Off, Size int }

// structLayout is a C struct's size and its fields' offsets and sizes, as
// offsetof/sizeof report them for one version's headers.
type structLayout struct {
	Size   int
	Fields map[string]fieldLayout
}

// cstruct is a C struct under construction or being read, over its bytes.
type cstruct struct {
	l *structLayout
	b []byte
}

func newCStruct(l *structLayout) *cstruct { return &cstruct{l: l, b: make([]byte, l.Size)} }

// has reports whether the version's struct has the field.
func (s *cstruct) has(name string) bool { _, ok := s.l.Fields[name]; return ok }

// set writes an integer field (1, 2, 4 or 8 bytes) or the first elements
// of an integer array field; fields the version lacks are skipped.
func (s *cstruct) set(name string, vals ...int64) {
	f, ok := s.l.Fields[name]
	if !ok {
		return
	}
	if len(vals) == 0 {
		return
	}
	el := f.Size / len(vals)
	if el != 1 && el != 2 && el != 4 && el != 8 {
		el = 4
	}
	for i, v := range vals {
		o := f.Off + i*el
		if o+el > f.Off+f.Size {
			break
		}
		switch el {
		case 1:
			s.b[o] = byte(v)
		case 2:
			binary.LittleEndian.PutUint16(s.b[o:], uint16(v))
		case 4:
			binary.LittleEndian.PutUint32(s.b[o:], uint32(v))
		case 8:
			binary.LittleEndian.PutUint64(s.b[o:], uint64(v))
		}
	}
}

// setBytes writes a byte-array field (a name, a UUID), truncated to fit.
func (s *cstruct) setBytes(name string, v []byte) {
	f, ok := s.l.Fields[name]
	if !ok {
		return
	}
	copy(s.b[f.Off:f.Off+f.Size], v)
}

// get reads an integer field of size 1, 2, 4 or 8 (signed for 4 bytes).
func (s *cstruct) get(name string) (int64, error) {
	f, ok := s.l.Fields[name]
	if !ok {
		return 0, fmt.Errorf("no field %s", name)
	}
	b := s.b[f.Off:]
	switch f.Size {
	case 1:
		return int64(b[0]), nil
	case 2:
		return int64(binary.LittleEndian.Uint16(b)), nil
	case 4:
		return int64(int32(binary.LittleEndian.Uint32(b))), nil
	case 8:
		return int64(binary.LittleEndian.Uint64(b)), nil
	}
	return 0, fmt.Errorf("field %s is %d bytes", name, f.Size)
}

// field returns a field's bytes.
func (s *cstruct) field(name string) []byte {
	f, ok := s.l.Fields[name]
	if !ok {
		return nil
	}
	return s.b[f.Off : f.Off+f.Size]
}

// Dim3 is a dim3 (and uint3).
type Dim3 [3]uint32

func (d Dim3) norm() Dim3 {
	for i := range d {
		if d[i] == 0 {
			d[i] = 1
		}
	}
	return d
}

// Handles of the special streams (driver_types.h).
const (
	StreamLegacy    = 0x1 // cudaStreamLegacy
	StreamPerThread = 0x2 // cudaStreamPerThread
)

// Memcpy kinds (cudaMemcpyKind).
const (
	MemcpyHostToHost     = 0
	MemcpyHostToDevice   = 1
	MemcpyDeviceToHost   = 2
	MemcpyDeviceToDevice = 3
	MemcpyDefault        = 4
)

// Memory types (cudaMemoryType).
const (
	MemoryTypeUnregistered = 0
	MemoryTypeHost         = 1
	MemoryTypeDevice       = 2
	MemoryTypeManaged      = 3
)

// Limits (cudaLimit).
const (
	LimitStackSize                    = 0
	LimitPrintfFifoSize               = 1
	LimitMallocHeapSize               = 2
	LimitDevRuntimeSyncDepth          = 3
	LimitDevRuntimePendingLaunchCount = 4
	LimitMaxL2FetchGranularity        = 5
	LimitPersistingL2CacheSize        = 6
)

// Function attributes (cudaFuncAttribute) that can be set.
const (
	FuncAttrMaxDynamicSharedMemorySize    = 8
	FuncAttrPreferredSharedMemoryCarveout = 9
	FuncAttrClusterDimMustBeSet           = 10
	FuncAttrRequiredClusterWidth          = 11
	FuncAttrRequiredClusterHeight         = 12
	FuncAttrRequiredClusterDepth          = 13
	FuncAttrNonPortableClusterSizeAllowed = 14
	FuncAttrClusterSchedulingPolicy       = 15
)

// Launch attribute ids (cudaLaunchAttributeID).
const (
	LaunchAttrIgnore                          = 0
	LaunchAttrAccessPolicyWindow              = 1
	LaunchAttrCooperative                     = 2
	LaunchAttrSynchronizationPolicy           = 3
	LaunchAttrClusterDimension                = 4
	LaunchAttrClusterSchedulingPolicy         = 5
	LaunchAttrProgrammaticStreamSerialization = 6
	LaunchAttrProgrammaticEvent               = 7
	LaunchAttrPriority                        = 8
)

// Host allocation flags.
const (
	HostAllocPortable      = 0x1
	HostAllocMapped        = 0x2
	HostAllocWriteCombined = 0x4
	HostRegisterPortable   = 0x1
	HostRegisterMapped     = 0x2
	HostRegisterIoMemory   = 0x4
	HostRegisterReadOnly   = 0x8
	MemAttachGlobal        = 0x1
	MemAttachHost          = 0x2
	MemAttachSingle        = 0x4
	EventDisableTiming     = 0x2
	EventInterprocess      = 0x4
	StreamNonBlocking      = 0x1
)
