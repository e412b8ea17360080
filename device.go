package ptxsim

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"os"

	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// Dim3 is a grid or block shape; zero components count as 1.
type Dim3 [3]uint32

// D1 and D2 are shorthands for one- and two-dimensional shapes.
func D1(x uint32) Dim3    { return Dim3{x, 1, 1} }
func D2(x, y uint32) Dim3 { return Dim3{x, y, 1} }

func (d Dim3) norm() [3]uint32 {
	for i := range d {
		if d[i] == 0 {
			d[i] = 1
		}
	}
	return d
}

// Device is a simulated GPU: device memory, loaded modules and launches.
// Errors are values; a fault in a kernel is returned by the launch that hit
// it and leaves device memory readable.
type Device struct {
	*sm.Device
	cold bool                         // timed launches start with empty caches (SetColdCaches)
	rec  *Recording                   // what timed launches report to (Record); nil: nothing
	irs  map[*isa.Program]*ptx.Module // the IR of each program loaded (source-level profiles read its .loc)

	keep     bool             // keep a profile of each timed launch (KeepProfiles)
	profiles []*LaunchProfile // the kept profiles, in launch order
}

// NewDevice makes a device from a model.
func NewDevice(spec sm.DeviceSpec) *Device { return &Device{Device: sm.NewDevice(spec)} }

// OpenDevice makes a device from a built-in model name ("h200").
func OpenDevice(name string) (*Device, error) {
	spec, err := DeviceModel(name)
	if err != nil {
		return nil, err
	}
	return NewDevice(spec), nil
}

// Module is a module loaded on a device.
type Module struct {
	*sm.Module
	IR      *ptx.Module
	Program *isa.Program
	dev     *Device
}

// Compile parses and lowers PTX source once; the result can be loaded on
// any number of devices.
func Compile(filename string, src []byte) (_ *ptx.Module, _ *isa.Program, err error) {
	defer sm.Recover("compiling "+filename, &err)
	m, err := ptx.Parse(filename, src)
	if err != nil {
		return nil, nil, err
	}
	p, err := isa.Lower(m)
	if err != nil {
		return nil, nil, err
	}
	return m, p, nil
}

// LoadPTX parses, lowers and loads PTX source. Like the driver's JIT, it
// refuses PTX the device cannot run (a newer .target, clusters before 9.0,
// an instruction newer than the device), naming the position.
func (d *Device) LoadPTX(filename string, src []byte) (*Module, error) {
	m, p, err := Compile(filename, src)
	if err != nil {
		return nil, err
	}
	s := d.Spec()
	if err := cubin.CheckDevice(m, s.CCMajor, s.CCMinor); err != nil {
		return nil, err
	}
	return d.LoadProgram(m, p)
}

// LoadFile loads a .ptx file, a binary from Assemble / `ptxsim asm`, or an
// nvcc-built host executable (LoadExecutable), recognised by its contents,
// not its name.
func (d *Device) LoadFile(path string) (*Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if cubin.IsHostExecutable(src) {
		return d.LoadExecutable(path, src, "")
	}
	if cubin.IsBinary(src) {
		return d.LoadBinary(src)
	}
	return d.LoadPTX(path, src)
}

// LoadProgram loads an already lowered program.
func (d *Device) LoadProgram(m *ptx.Module, p *isa.Program) (*Module, error) {
	sm, err := d.Device.Load(p)
	if err != nil {
		return nil, err
	}
	if m != nil {
		if d.irs == nil {
			d.irs = map[*isa.Program]*ptx.Module{}
		}
		d.irs[p] = m
	}
	return &Module{Module: sm, IR: m, Program: p, dev: d}, nil
}

// PitchAlignment is the row alignment of pitched allocations (512 bytes,
// as cudaMallocPitch returns on current parts).
const PitchAlignment = 512

// RowPitch is the pitch MallocPitch, Malloc3D and the CUDA runtime's
// cudaMallocPitch and cudaMalloc3D give rows of width bytes: width rounded
// up to PitchAlignment, so 0 for width 0 (the pitch is the width of the
// allocation, and an allocation of empty rows has none).
func RowPitch(width uint64) uint64 {
	return (width + PitchAlignment - 1) / PitchAlignment * PitchAlignment
}

// MallocPitch allocates height rows of at least width bytes, each row
// starting at a multiple of PitchAlignment. It returns the base address and
// the pitch (RowPitch(width)); with no bytes to allocate the address is
// Malloc(0)'s.
func (d *Device) MallocPitch(width, height uint64) (addr, pitch uint64, err error) {
	n, ok := PitchedSize(width, height, 1)
	if !ok {
		return 0, 0, fmt.Errorf("out of memory: %d rows of %d bytes are more than 2^64 bytes", height, width)
	}
	addr, err = d.Malloc(n)
	return addr, RowPitch(width), err
}

// PitchedSize is the bytes of depth slices of height rows of width bytes
// at RowPitch(width); false if that does not fit in 64 bits.
func PitchedSize(width, height, depth uint64) (uint64, bool) {
	if width > math.MaxUint64-PitchAlignment {
		return 0, false
	}
	hi, rows := bits.Mul64(height, depth)
	if hi != 0 {
		return 0, false
	}
	hi, n := bits.Mul64(RowPitch(width), rows)
	return n, hi == 0
}

// Malloc3D allocates depth slices of height pitched rows: row r of slice s
// starts at addr + s*slicePitch + r*pitch, with slicePitch = pitch*height.
func (d *Device) Malloc3D(width, height, depth uint64) (addr, pitch, slicePitch uint64, err error) {
	n, ok := PitchedSize(width, height, depth)
	if !ok {
		return 0, 0, 0, fmt.Errorf("out of memory: %d slices of %d rows of %d bytes are more than 2^64 bytes", depth, height, width)
	}
	if addr, err = d.Malloc(n); err != nil {
		return 0, 0, 0, err
	}
	pitch = RowPitch(width)
	return addr, pitch, pitch * height, nil
}

// CopyToSymbol writes a module-scope variable (__device__ or __constant__).
func (m *Module) CopyToSymbol(name string, data []byte, offset uint64) error {
	addr, size, err := m.Symbol(name)
	if err != nil {
		return err
	}
	if offset > size || uint64(len(data)) > size-offset {
		return fmt.Errorf("copy of %d bytes at offset %d overruns symbol %s (%d bytes)", len(data), offset, name, size)
	}
	return m.dev.Write(addr+offset, data)
}

// CopyFromSymbol reads a module-scope variable.
func (m *Module) CopyFromSymbol(name string, data []byte, offset uint64) error {
	addr, size, err := m.Symbol(name)
	if err != nil {
		return err
	}
	if offset > size || uint64(len(data)) > size-offset {
		return fmt.Errorf("copy of %d bytes at offset %d overruns symbol %s (%d bytes)", len(data), offset, name, size)
	}
	return m.dev.Read(addr+offset, data)
}

// LaunchOptions are the less common launch settings.
type LaunchOptions struct {
	SharedBytes uint32 // dynamic shared memory per block
	Cooperative bool   // allow grid.sync
	Registers   int    // timing mode: registers per thread for occupancy (0: estimated from the PTX)
	Cluster     Dim3   // thread block cluster dimensions (zero: no clusters, or the kernel's .reqnctapercluster)
	// MaxDynamicShared is cudaFuncAttributeMaxDynamicSharedMemorySize: set it
	// to launch with more than 48 KiB of dynamic shared memory.
	MaxDynamicShared int

	// Limits bound the launch (warp-instructions, timing-mode cycles, wall
	// clock); zero fields take the device's (Device.SetLimits), whose
	// defaults are sm.DefaultMaxInstructions and no cycle or time limit.
	// A limit hit is a *sm.Fault positioned at the thread it stopped.
	Limits sm.Limits
	// Context, when set, stops the launch with an "interrupted" fault when
	// it is done (canceled or past its deadline).
	Context context.Context
}

// PackParams lays arguments out as the kernel's parameter list requires,
// checking the count and each size.
func (m *Module) PackParams(kernel string, args []ParamValue) ([]byte, error) {
	kp, err := m.KernelParams(kernel)
	if err != nil {
		return nil, err
	}
	if len(args) != len(kp) {
		return nil, fmt.Errorf("kernel %s takes %d parameters, got %d", kernel, len(kp), len(args))
	}
	size := 0
	for _, p := range kp {
		if e := p.Offset + p.Size; e > size {
			size = e
		}
	}
	buf := make([]byte, size)
	for i, p := range kp {
		if len(args[i].Bytes) != p.Size {
			return nil, fmt.Errorf("kernel %s parameter %d (%s) is %d bytes, got %d", kernel, i, p.Name, p.Size, len(args[i].Bytes))
		}
		copy(buf[p.Offset:], args[i].Bytes)
	}
	return buf, nil
}

// Launch runs kernel to completion with the given shape and arguments.
func (m *Module) Launch(kernel string, grid, block Dim3, opts LaunchOptions, args ...ParamValue) (*sm.LaunchResult, error) {
	params, err := m.PackParams(kernel, args)
	if err != nil {
		return nil, err
	}
	ctx := opts.Context
	if ctx == nil {
		ctx = context.Background()
	}
	res, err := m.dev.Device.LaunchContext(ctx, m.Module, sm.Launch{
		Kernel: kernel, Grid: grid.norm(), Block: block.norm(),
		SharedBytes: opts.SharedBytes, Params: params, Cooperative: opts.Cooperative,
		Registers: opts.Registers, Cluster: opts.Cluster.norm(), MaxDynamicShared: opts.MaxDynamicShared,
		Limits: opts.Limits,
	})
	m.dev.keepProfile(res, grid, block, opts.SharedBytes)
	return res, err
}
