package cubin

import (
	"fmt"

	"github.com/ptxsim/ptxsim/ptx"
)

// need is the compute capability a feature requires. exact: only that
// capability (arch-specific features such as wgmma, which Blackwell lacks).
type need struct {
	major, minor int
	exact        bool
}

// archSpecific lists the opcodes that exist only on sm_90a: the spec
// table gives their lowest target (sm_90) but cannot say "and no later
// one"; Blackwell has no wgmma, setmaxnreg is sm_90a/sm_100a-specific.
var archSpecific = map[ptx.Opcode]need{
	ptx.OpTensormapReplace: {9, 0, true},
	ptx.OpWgmmaFence:       {9, 0, true},
	ptx.OpWgmmaCommitGroup: {9, 0, true},
	ptx.OpWgmmaWaitGroup:   {9, 0, true},
	ptx.OpWgmmaMmaAsync:    {9, 0, true},
}

// instNeed is what one instruction needs: the larger of its opcode's
// minimum target and its modifiers' (ptx's spec table, the single source
// of truth for targets), or an arch-specific capability.
func instNeed(in *ptx.Inst) (need, string) {
	if n, ok := archSpecific[in.Op]; ok {
		return n, in.Op.String()
	}
	spec := in.Op.Spec()
	if spec == nil {
		return need{}, ""
	}
	sm, what := spec.Req.SM, in.Op.String()
	for _, mod := range in.Mods {
		if r, ok := spec.ModReq[mod]; ok && r.SM > sm {
			sm, what = r.SM, in.Op.String()+"."+mod
		}
	}
	return need{sm / 10, sm % 10, false}, what
}

var clusterSpecials = map[ptx.Special]bool{
	ptx.SpecialClusterid: true, ptx.SpecialNclusterid: true, ptx.SpecialClusterCtaid: true,
	ptx.SpecialClusterNctaid: true, ptx.SpecialClusterCtarank: true, ptx.SpecialClusterNctarank: true,
	ptx.SpecialIsExplicitCluster: true,
}

func (n need) ok(ccMajor, ccMinor int) bool {
	if n.exact {
		return ccMajor == n.major && ccMinor == n.minor
	}
	return !ccLess(ccMajor, ccMinor, n.major, n.minor)
}

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
	cluster := need{9, 0, false}
	for _, f := range m.Funcs {
		p := &f.Perf
		if (p.ReqNCTAPerCluster != [3]int{} || p.ExplicitCluster || p.MaxClusterRank != 0) && !cluster.ok(ccMajor, ccMinor) {
			return fmt.Errorf("%s:%d:%d: %s uses thread-block clusters, which need compute capability 9.0", m.File, f.Pos.Line, f.Pos.Col, f.Name)
		}
		for i := range f.Body {
			in := &f.Body[i]
			if n, what := instNeed(in); n.major > 0 && !n.ok(ccMajor, ccMinor) {
				exact := ""
				if n.exact {
					exact = " exactly"
				}
				return fmt.Errorf("%s:%d:%d: %s: %s needs compute capability %d.%d%s", m.File, in.Pos.Line, in.Pos.Col, f.Name, what, n.major, n.minor, exact)
			}
			if !cluster.ok(ccMajor, ccMinor) {
				for _, mod := range in.Mods {
					if mod == "shared::cluster" || mod == "cluster" {
						return fmt.Errorf("%s:%d:%d: %s: .%s needs compute capability 9.0", m.File, in.Pos.Line, in.Pos.Col, f.Name, mod)
					}
				}
				for j := range in.Args {
					if usesCluster(&in.Args[j]) {
						return fmt.Errorf("%s:%d:%d: %s: cluster special registers need compute capability 9.0", m.File, in.Pos.Line, in.Pos.Col, f.Name)
					}
				}
			}
		}
	}
	return nil
}

func usesCluster(o *ptx.Operand) bool {
	if o.Kind == ptx.OperandSpecial && clusterSpecials[o.Special] {
		return true
	}
	if o.Var != nil && o.Var.Space == ptx.SpaceSharedCluster {
		return true
	}
	for i := range o.Elems {
		if usesCluster(&o.Elems[i]) {
			return true
		}
	}
	return false
}
