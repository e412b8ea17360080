package sm

import (
	"encoding/binary"
	"fmt"
	"io"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys"
	"github.com/ptxsim/ptxsim/ptx"
)

// Device is a simulated GPU.
type Device struct {
	spec      DeviceSpec
	mem       *memsys.Global
	stdout    io.Writer
	stderr    io.Writer          // assertion messages; nil: stdout (SetStderr)
	limits    Limits             // defaults for launches (limits.go)
	host      *memsys.HostBudget // host memory for device memory and launch state
	clock     uint64             // advances with every warp-instruction; read by %clock, %globaltimer
	timer     Timer              // timing model (engine.go); nil: functional mode
	threads   int                // goroutines a launch may use; 0: GOMAXPROCS (parallel.go)
	heap      *heap              // the in-kernel malloc heap, reserved on first use (heap.go)
	heapBytes uint64             // its size; 0: DefaultHeapBytes
	sticky    *Fault             // the fault that makes launches fail until Reset (assert.go)
	gen       uint64             // Reset count: modules of older generations are stale
	progress  *Progress          // launches report how far they got (progress.go); nil: no one asks
	tex       texTable           // CUDA arrays, texture and surface objects (texture.go)
}

// NewDevice makes a device with empty memory.
func NewDevice(spec DeviceSpec) *Device {
	d := &Device{spec: spec, stdout: io.Discard, host: memsys.NewHostBudget(0)}
	d.mem = memsys.NewGlobalSized(spec.MemoryBytes, d.host)
	d.SetLimits(Limits{})
	return d
}

// SetHostMemoryLimit bounds the host memory the device may use for device
// memory actually written and for launch state (0: memsys.DefaultHostMemory,
// half of the machine's memory). Past it, the write or launch that needed
// more stops with a *memsys.HostMemoryError (a FaultHostMemory in a
// kernel) naming the allocation, instead of the process running out of
// memory.
func (d *Device) SetHostMemoryLimit(n uint64) { d.host.SetLimit(n) }

// HostMemory reports the host bytes in use and the budget.
func (d *Device) HostMemory() (used, limit uint64) { return d.host.Used(), d.host.Limit() }

// MemoryUsed is the number of device memory bytes allocated.
func (d *Device) MemoryUsed() uint64 { return d.mem.Used() }

// Spec returns the device model.
func (d *Device) Spec() DeviceSpec { return d.spec }

// SetStdout sets where device printf output goes (default: discarded).
func (d *Device) SetStdout(w io.Writer) {
	if w == nil {
		w = io.Discard
	}
	d.stdout = w
}

// Malloc allocates zeroed device memory, 256-byte aligned. Allocations up
// to the model's memory size succeed; host memory is spent only on what is
// written (memsys: chunks materialize on first write).
func (d *Device) Malloc(size uint64) (uint64, error) { return d.mem.Malloc(size) }

// Free releases an allocation made by Malloc.
func (d *Device) Free(addr uint64) error { return d.mem.Free(addr) }

// Write copies host bytes to a device (global) address.
func (d *Device) Write(addr uint64, data []byte) error { return d.mem.Write(addr, data) }

// Read copies device bytes to the host.
func (d *Device) Read(addr uint64, data []byte) error { return d.mem.Read(addr, data) }

// Memset fills n device bytes with val.
func (d *Device) Memset(addr uint64, val byte, n uint64) error { return d.mem.Memset(addr, val, n) }

// Module is a program loaded on a device: its .global and .const variables
// placed in device memory.
type Module struct {
	dev     *Device
	prog    *isa.Program
	symAddr []uint64 // per isa.Program.Syms: device address (global/const), 0 for shared
	consts  []*memsys.Alloc
	gen     uint64  // Device.gen when loaded
	racy    []int32 // per function: the pc of its racy global store, -1 if none (order.go)
}

// Program returns the loaded program.
func (m *Module) Program() *isa.Program { return m.prog }

// Load places a program's module-scope variables in device memory. A
// program using instructions newer than the device is refused with a
// *CapabilityError naming the first one's position (gate.go).
func (d *Device) Load(p *isa.Program) (m *Module, err error) {
	defer Recover("loading module "+p.File, &err)
	if err := d.checkCapability(p); err != nil {
		return nil, err
	}
	m = &Module{dev: d, prog: p, symAddr: make([]uint64, len(p.Syms)), gen: d.gen, racy: racyStores(p)}
	constBytes := 0
	for i, s := range p.Syms {
		if s.Space != ptx.SpaceGlobal && s.Space != ptx.SpaceConst {
			continue
		}
		if s.Space == ptx.SpaceConst {
			constBytes += int(s.Size)
		}
		addr, err := d.mem.Malloc(uint64(s.Size))
		if err != nil {
			return nil, err
		}
		m.symAddr[i] = addr
		if s.Init != nil {
			if err := d.mem.Write(addr, s.Init); err != nil {
				return nil, err
			}
		}
	}
	if constBytes > d.spec.ConstBytes && d.spec.ConstBytes > 0 {
		return nil, fmt.Errorf("module %s: %d bytes of .const data exceed the device's %d bytes of constant memory", p.File, constBytes, d.spec.ConstBytes)
	}
	// Relocations: initializers holding addresses of other variables.
	for i, s := range p.Syms {
		for _, r := range s.Relocs {
			var target uint64
			found := false
			for j, t := range p.Syms {
				if t.Name == r.Sym && m.symAddr[j] != 0 {
					target, found = m.symAddr[j], true
					break
				}
			}
			if !found {
				if f := p.FuncByName(r.Sym); f != nil {
					target, found = isa.FuncAddr(f.Index), true
				}
			}
			if !found {
				return nil, fmt.Errorf("module %s: initializer of %s refers to unknown symbol %s", p.File, s.Name, r.Sym)
			}
			v := target + uint64(r.Addend)
			b := make([]byte, 8)
			binary.LittleEndian.PutUint64(b, v)
			if err := d.mem.Write(m.symAddr[i]+uint64(r.Offset), b[:r.Size]); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// Symbol returns the device address and size of a module-scope .global or
// .const variable; Device.Read and Device.Write reach it.
func (m *Module) Symbol(name string) (addr, size uint64, err error) {
	for i, s := range m.prog.Syms {
		if s.Name == name && (s.Space == ptx.SpaceGlobal || s.Space == ptx.SpaceConst) {
			return m.symAddr[i], uint64(s.Size), nil
		}
	}
	return 0, 0, fmt.Errorf("symbol %s not found in module %s", name, m.prog.File)
}

// Param is one kernel parameter's place in the parameter buffer.
type Param struct {
	Name                string
	Offset, Size, Align int
}

// KernelParams lists a kernel's parameters in order.
func (m *Module) KernelParams(kernel string) ([]Param, error) {
	f := m.prog.Kernel(kernel)
	if f == nil {
		return nil, fmt.Errorf("kernel %s not found in module %s", kernel, m.prog.File)
	}
	ps := make([]Param, len(f.Params))
	for i, p := range f.Params {
		ps[i] = Param{Name: p.Name, Offset: p.Offset, Size: p.Size, Align: p.Align}
	}
	return ps, nil
}
