package ptxsim

import (
	"fmt"

	"github.com/ptxsim/ptxsim/cubin"
	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
)

// Assemble parses PTX source and assembles it into a binary with one image
// per architecture ("sm_90", "sm_90a", "compute_90"...): a plain ELF image
// for one machine architecture, a fat binary otherwise. With no
// architectures it builds for the module's own .target.
func Assemble(filename string, src []byte, archs ...string) (_ []byte, err error) {
	defer sm.Recover("assembling "+filename, &err)
	m, err := ptx.Parse(filename, src)
	if err != nil {
		return nil, err
	}
	// Lowering catches what the engine cannot run before it is shipped.
	if _, err := isa.Lower(m); err != nil {
		return nil, err
	}
	if len(archs) == 0 {
		if m.Target.SM == 0 {
			return nil, fmt.Errorf("%s: no .target and no architecture given", filename)
		}
		t := fmt.Sprintf("sm_%d", m.Target.SM)
		if m.Target.Suffix != 0 {
			t += string(m.Target.Suffix)
		}
		archs = []string{t}
	}
	list := make([]cubin.Arch, len(archs))
	for i, a := range archs {
		if list[i], err = cubin.ParseArch(a); err != nil {
			return nil, err
		}
	}
	return cubin.Assemble(m, src, list)
}

// CompileBinary selects the image of a binary that a device of compute
// capability major.minor runs, by CUDA's rules (exact machine image, newest
// compatible machine image, else PTX compiled now), and lowers it.
func CompileBinary(data []byte, major, minor int) (_ *ptx.Module, _ *isa.Program, err error) {
	defer sm.Recover("reading a binary", &err)
	_, m, err := cubin.Load(data, major, minor, nil)
	if err != nil {
		return nil, nil, err
	}
	p, err := isa.Lower(m)
	if err != nil {
		return nil, nil, err
	}
	return m, p, nil
}

// LoadBinary loads a binary written by Assemble (or `ptxsim asm`), picking
// the image this device can run; it fails as the CUDA driver does ("no
// kernel image is available for execution on the device") when none fits.
func (d *Device) LoadBinary(data []byte) (*Module, error) {
	s := d.Spec()
	m, p, err := CompileBinary(data, s.CCMajor, s.CCMinor)
	if err != nil {
		return nil, err
	}
	return d.LoadProgram(m, p)
}
