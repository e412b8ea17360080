package sm

import (
	"fmt"

	"github.com/ptxsim/ptxsim/isa"
)

// CapabilityError is a program that needs a newer device than this one:
// the first instruction (or cluster kernel) in program order whose
// minimum compute capability (isa.Program.Needs, from the ptx opcode
// table) is above the device's. Load refuses such a program, as the
// driver's JIT refuses to compile it.
type CapabilityError struct {
	File         string
	Need         isa.Need
	Func         string
	Major, Minor int // the device's capability
}

func (e *CapabilityError) Error() string {
	exact := ""
	if e.Need.Exact {
		exact = " exactly"
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s needs compute capability %d.%d%s; the device has %d.%d",
		e.File, e.Need.Pos.Line, e.Need.Pos.Col, e.Func, e.Need.What, e.Need.SM/10, e.Need.SM%10, exact, e.Major, e.Minor)
}

// checkCapability reports the first need of p the device does not meet.
func (d *Device) checkCapability(p *isa.Program) error {
	if d.spec.CCMajor == 0 {
		return nil // a device model without a capability accepts everything
	}
	for _, n := range p.Needs {
		if !n.MetBy(d.spec.CCMajor, d.spec.CCMinor) {
			fn := ""
			if n.Func >= 0 && n.Func < len(p.Funcs) {
				fn = p.Funcs[n.Func].Name
			}
			return &CapabilityError{File: p.File, Need: n, Func: fn, Major: d.spec.CCMajor, Minor: d.spec.CCMinor}
		}
	}
	return nil
}
