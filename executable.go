package ptxsim

import (
	"fmt"
	"os"

	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
)

// LoadExecutable loads the device code of an nvcc-built host executable
// (its NVIDIA fat binaries, docs/binary-format.md section 8): for each of
// its fat binaries the PTX image the device runs is selected by CUDA's
// rules and compiled; the module returned is the one that defines kernel,
// or, with kernel "", the first that defines any kernel. A program holding
// SASS only gets CUDA's "no kernel image" error with how to rebuild it.
func (d *Device) LoadExecutable(name string, data []byte, kernel string) (*Module, error) {
	h, err := cubin.ReadHost(name, data)
	if err != nil {
		return nil, err
	}
	s := d.Spec()
	ims, err := h.Select(s.CCMajor, s.CCMinor)
	if err != nil {
		return nil, err
	}
	var kernels []string
	for _, im := range ims {
		m, err := im.Module()
		if err != nil {
			return nil, err
		}
		p, err := isa.Lower(m)
		if err != nil {
			return nil, err
		}
		has := false
		for _, f := range p.Funcs {
			if f.Entry {
				kernels = append(kernels, f.Name)
				has = has || kernel == "" || f.Name == kernel
			}
		}
		if has {
			return d.LoadProgram(m, p)
		}
	}
	if kernel == "" {
		return nil, fmt.Errorf("%s: its device code defines no kernel", name)
	}
	return nil, fmt.Errorf("%s: no kernel %s in its device code (kernels: %v)", name, kernel, kernels)
}

// LoadFileKernel is LoadFile for a file that may be a host executable
// with several modules: it loads the one defining kernel.
func (d *Device) LoadFileKernel(path, kernel string) (*Module, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if cubin.IsHostExecutable(data) {
		return d.LoadExecutable(path, data, kernel)
	}
	return d.LoadFile(path)
}
