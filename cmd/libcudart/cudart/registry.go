package cudart

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// Registration: at startup the program's static constructors hand the
// runtime each translation unit's fat binary (__cudaRegisterFatBinary),
// then its kernels (__cudaRegisterFunction: host stub address -> device
// name) and variables (__cudaRegisterVar, __cudaRegisterManagedVar: host
// shadow -> device name). Modules are loaded lazily, at the first use of
// one of their kernels or variables, as CUDA's lazy loading does.

// fatbin is one registered fat binary.
type fatbin struct {
	handle uintptr
	images []*cubin.Image   // nil: nothing to load (an empty device-link fat binary)
	units  [][]*cubin.Image // -rdc=true: the pre-linked translation units (pickUnit)
	err    error            // why the registration could not read it

	ir   *ptx.Module  // the selected image, compiled once
	prog *isa.Program // and lowered
	mod  *ptxsim.Module

	funcs []*function
	vars  []*variable
}

// function is a registered kernel.
type function struct {
	host uintptr
	name string
	fb   *fatbin
	// Attributes set by cudaFuncSetAttribute / cudaFuncSetCacheConfig.
	maxDynShared int64 // -1: not set
	carveout     int64
	cacheConfig  int64
	clusterDim   Dim3
	nonPortable  bool // cudaFuncAttributeNonPortableClusterSizeAllowed
	printf       int8 // the kernel calls printf: 0 not known yet, 1 no, 2 yes
	regs         int  // isa.EstimateRegs of the kernel: 0 not known yet
}

// estimatedRegs is isa.EstimateRegs of the kernel, worked out at its first
// launch (a register allocation over its code: too dear for every launch).
func (f *function) estimatedRegs(kf *isa.Func) int {
	if f.regs == 0 {
		f.regs = isa.EstimateRegs(f.fb.prog, kf)
	}
	return f.regs
}

// variable is a registered __device__, __constant__ or __managed__
// variable.
type variable struct {
	host     uintptr // the host shadow's address (what cudaMemcpyToSymbol gets)
	name     string
	size     uint64
	constant bool
	managed  bool
	ptrAddr  uintptr // managed: where the host reads the variable's address
	fb       *fatbin
	shared   []byte // managed: the host-shared memory that holds it
	addr     uint64 // managed: its address
}

// RegisterFatBinary is __cudaRegisterFatBinary: wrapper points at the
// program's __fatBinC_Wrapper_t. The returned handle is the wrapper's own
// address (the program only passes it back).
func (r *Runtime) RegisterFatBinary(t Thread, wrapper uintptr) uintptr {
	r.call(t, "__cudaRegisterFatBinary", func() Error {
		fb := &fatbin{handle: wrapper}
		r.fatbins[wrapper] = fb
		if wrapper == 0 {
			fb.err = fmt.Errorf("null fat binary wrapper")
			return Success
		}
		magic, ver := getU32(wrapper), getU32(wrapper+4)
		data := uintptr(getU64(wrapper + 8))
		if magic != cubin.NVWrapperMagic || data == 0 {
			fb.err = fmt.Errorf("fat binary wrapper at 0x%x has magic %#x, version %d", wrapper, magic, ver)
			return Success
		}
		if ver == 2 && getU64(wrapper+16) != 0 {
			// Relocatable device code (-rdc=true): the translation units'
			// fat binaries are pre-linked for a link step; load picks the
			// unit that defines the registered kernels.
			fb.units = r.prelinked(uintptr(getU64(wrapper + 16)))
			if len(fb.units) > 0 {
				return Success
			}
		}
		nv, err := fatbinAt(data)
		if err != nil {
			fb.err = err
			return Success
		}
		if len(nv.Entries) > 0 {
			fb.images = r.images(nv)
		}
		return Success
	})
	return wrapper
}

// fatbinAt reads the NVIDIA fat binary at p in the program's memory.
func fatbinAt(p uintptr) (*cubin.NVFatbin, error) {
	size, err := cubin.NVFatbinSize(hostBytes(p, 16))
	if err != nil {
		return nil, err
	}
	if size > 1<<32 {
		return nil, fmt.Errorf("fat binary at 0x%x announces %d bytes", p, size)
	}
	return cubin.ReadNVFatbin(hostBytes(p, size))
}

// images is a fat binary's loader images, its PTX numbered on from the
// program's earlier ones (as cuobjdump -xptx names them).
func (r *Runtime) images(nv *cubin.NVFatbin) []*cubin.Image {
	ims := nv.Images(r.exeName(), r.ptxCount+1)
	for _, im := range ims {
		if im.Arch.Virtual {
			r.ptxCount++
		}
	}
	return ims
}

// prelinked reads a NULL-terminated list of pre-linked fat binaries
// (wrapper version 2): the images of each unit whose PTX defines kernels.
func (r *Runtime) prelinked(list uintptr) [][]*cubin.Image {
	var units [][]*cubin.Image
	seen, seenText := map[uintptr]bool{}, map[string]bool{}
	for i := uintptr(0); i < 4096; i++ {
		p := uintptr(getU64(list + 8*i))
		if p == 0 {
			break
		}
		if seen[p] {
			continue
		}
		seen[p] = true
		nv, err := fatbinAt(p)
		if err != nil || nv.Size <= 16 {
			continue
		}
		// The list can name one unit's device code twice.
		var text []byte
		for _, e := range nv.Entries {
			text = append(text, e.Data...)
		}
		if seenText[string(text)] {
			continue
		}
		seenText[string(text)] = true
		units = append(units, r.images(nv))
	}
	return units
}

// pickUnit chooses, for relocatable device code, the translation unit that
// defines the registered kernels. One unit runs as it is (device-runtime
// calls aside); kernels spread over several units would need a device
// link, which ptxsim does not do.
func (r *Runtime) pickUnit(fb *fatbin) error {
	var hit []int
	for i, unit := range fb.units {
		for _, im := range unit {
			found := false
			for _, f := range fb.funcs {
				// The device runtime's own kernels (libcudadevrt's
				// __nv_static_ ones) do not decide the unit.
				if strings.HasPrefix(f.name, "__nv_static_") {
					continue
				}
				if im.Arch.Virtual && bytes.Contains(im.PTX, []byte(".entry "+f.name)) {
					found = true
					break
				}
			}
			if found {
				hit = append(hit, i)
				break
			}
		}
	}
	switch len(hit) {
	case 0:
		return fmt.Errorf("none of the program's relocatable device code (-rdc=true) defines its kernels in PTX")
	case 1:
		fb.images = fb.units[hit[0]]
		return nil
	}
	return fmt.Errorf("the program's kernels are spread over %d translation units compiled with -rdc=true, which need a device link ptxsim does not do; rebuild without -rdc", len(hit))
}

func (r *Runtime) exeName() string {
	if r.cfg.ExeName != "" {
		return r.cfg.ExeName
	}
	return "program"
}

// UnregisterFatBinary is __cudaUnregisterFatBinary (at program exit).
func (r *Runtime) UnregisterFatBinary(t Thread, handle uintptr) {
	r.call(t, "__cudaUnregisterFatBinary", func() Error {
		r.flushPrintf()
		return Success
	})
}

// RegisterFunction is __cudaRegisterFunction.
func (r *Runtime) RegisterFunction(t Thread, handle, hostFun uintptr, deviceName string) {
	r.call(t, "__cudaRegisterFunction", func() Error {
		fb := r.fatbins[handle]
		if fb == nil {
			r.diag("__cudaRegisterFunction(%s): unknown fat binary handle 0x%x", deviceName, handle)
			return ErrorInvalidResourceHandle
		}
		f := &function{host: hostFun, name: deviceName, fb: fb, maxDynShared: -1, carveout: -1}
		r.funcs[hostFun] = f
		fb.funcs = append(fb.funcs, f)
		return Success
	})
}

// RegisterVar is __cudaRegisterVar.
func (r *Runtime) RegisterVar(t Thread, handle, hostVar uintptr, deviceName string, size uint64, constant bool) {
	r.call(t, "__cudaRegisterVar", func() Error {
		fb := r.fatbins[handle]
		if fb == nil {
			return ErrorInvalidResourceHandle
		}
		v := &variable{host: hostVar, name: deviceName, size: size, constant: constant, fb: fb}
		r.vars[hostVar] = v
		fb.vars = append(fb.vars, v)
		return Success
	})
}

// RegisterManagedVar is __cudaRegisterManagedVar: the host reaches the
// variable through the pointer at ptrAddr, which the runtime sets when
// the module is initialised (__cudaInitModule).
func (r *Runtime) RegisterManagedVar(t Thread, handle, ptrAddr uintptr, deviceName string, size uint64, constant bool) {
	r.call(t, "__cudaRegisterManagedVar", func() Error {
		fb := r.fatbins[handle]
		if fb == nil {
			return ErrorInvalidResourceHandle
		}
		v := &variable{host: ptrAddr, name: deviceName, size: size, constant: constant, managed: true, ptrAddr: ptrAddr, fb: fb}
		r.vars[ptrAddr] = v
		fb.vars = append(fb.vars, v)
		return Success
	})
}

// InitModule is __cudaInitModule: it loads the fat binary's module (which
// places its managed variables) and reports whether that worked.
func (r *Runtime) InitModule(t Thread, handle uintptr) bool {
	e := r.call(t, "__cudaInitModule", func() Error {
		fb := r.fatbins[handle]
		if fb == nil {
			return ErrorInvalidResourceHandle
		}
		return r.load(fb)
	})
	return e == Success
}

// load makes sure fb's module is loaded on the current device: the image
// is selected and compiled once, loaded again after a reset, and its
// managed variables moved into host-shared memory.
func (r *Runtime) load(fb *fatbin) Error {
	if fb.err != nil {
		r.diag("%v", fb.err)
		return ErrorInvalidKernelImage
	}
	if fb.mod != nil {
		return Success
	}
	if fb.images == nil && fb.units != nil {
		if err := r.pickUnit(fb); err != nil {
			r.diag("%v", err)
			return ErrorInvalidKernelImage
		}
	}
	if fb.images == nil {
		r.diag("the fat binary at 0x%x holds no device code", fb.handle)
		return ErrorNoKernelImageForDevice
	}
	if fb.prog == nil {
		im, m, err := cubin.NewFile(fb.images).Select(r.spec.CCMajor, r.spec.CCMinor, nil)
		if err != nil {
			r.diag("%v", err)
			var nie *cubin.NoImageError
			if errors.As(err, &nie) {
				return ErrorNoKernelImageForDevice
			}
			return ErrorInvalidPtx
		}
		p, err := isa.Lower(m)
		if err != nil {
			r.diag("%s: %v", im.Name, err)
			return ErrorInvalidPtx
		}
		fb.ir, fb.prog = m, p
	}
	mod, err := r.dev.LoadProgram(fb.ir, fb.prog)
	if err != nil {
		r.diag("loading %s: %v", fb.ir.File, err)
		return ErrorNoKernelImageForDevice
	}
	fb.mod = mod
	for _, v := range fb.vars {
		if !v.managed {
			continue
		}
		if e := r.placeManaged(v); e != Success {
			return e
		}
	}
	return Success
}

// placeManaged puts a __managed__ variable in host-shared memory (kept
// across resets, so the host's pointer stays valid) and tells the host
// where it is.
func (r *Runtime) placeManaged(v *variable) Error {
	_, size, err := v.fb.mod.Symbol(v.name)
	if err != nil {
		r.diag("managed variable %s: %v", v.name, err)
		return ErrorInvalidSymbol
	}
	if v.shared == nil {
		addr, mem, err := sharedAlloc(size)
		if err != nil {
			r.diag("managed variable %s: %v", v.name, err)
			return ErrorMemoryAllocation
		}
		v.addr, v.shared = uint64(addr), mem
	}
	if err := r.dev.MapExternal(v.addr, v.shared); err != nil {
		r.diag("managed variable %s: %v", v.name, err)
		return ErrorMemoryAllocation
	}
	if err := v.fb.mod.MoveSymbol(v.name, v.addr); err != nil {
		r.diag("managed variable %s: %v", v.name, err)
		return ErrorMemoryAllocation
	}
	putU64(v.ptrAddr, v.addr)
	return Success
}

// kernel resolves a host stub address to its kernel, loading its module.
func (r *Runtime) kernel(hostFun uintptr) (*function, Error) {
	f := r.funcs[hostFun]
	if f == nil {
		return nil, ErrorInvalidDeviceFunction
	}
	if e := r.load(f.fb); e != Success {
		return nil, e
	}
	if f.fb.prog.Kernel(f.name) == nil {
		r.diag("kernel %s is registered but not in %s", f.name, f.fb.ir.File)
		return nil, ErrorInvalidDeviceFunction
	}
	return f, Success
}

// symbol resolves a host shadow address to its device address and size.
func (r *Runtime) symbol(host uintptr) (addr, size uint64, e Error) {
	v := r.vars[host]
	if v == nil {
		return 0, 0, ErrorInvalidSymbol
	}
	if e := r.load(v.fb); e != Success {
		return 0, 0, e
	}
	addr, size, err := v.fb.mod.Symbol(v.name)
	if err != nil {
		r.diag("%v", err)
		return 0, 0, ErrorInvalidSymbol
	}
	return addr, size, Success
}
