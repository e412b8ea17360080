package cubin

import (
	"fmt"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// CheckDevice reports the first thing in m that a device of compute
// capability ccMajor.ccMinor cannot run: a .target the device does not
// satisfy (PTX for sm_90 on 8.x), a thread-block cluster (9.0 and later),
// or an instruction newer than the device. It names the function and the
// PTX position.
func CheckDevice(m *ptx.Module, ccMajor, ccMinor int) error {
	if m.Target.SM != 0 {
		t := Arch{Major: m.Target.SM / 10, Minor: m.Target.SM % 10, Suffix: m.Target.Suffix, Virtual: true}
		if !t.RunsOn(ccMajor, ccMinor) {
			return fmt.Errorf("%s: .target %s cannot run on %d.%d", m.File, targetArch(m), ccMajor, ccMinor)
		}
	}
	for _, n := range isa.ModuleNeeds(m) {
		if !n.MetBy(ccMajor, ccMinor) {
			exact := ""
			if n.Exact {
				exact = " exactly"
			}
			return fmt.Errorf("%s:%d:%d: %s: %s needs compute capability %d.%d%s",
				m.File, n.Pos.Line, n.Pos.Col, m.Funcs[n.Func].Name, n.What, n.SM/10, n.SM%10, exact)
		}
	}
	return nil
}
