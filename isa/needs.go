package isa

import (
	"github.com/ptxsim/ptxsim/isa/mma"
	"github.com/ptxsim/ptxsim/ptx"
)

// Need is a compute capability that one part of a program requires: an
// instruction newer than some devices, a modifier (.shared::cluster) or a
// kernel launched in clusters. A device refuses to load a program with a
// Need above its capability (sm.Device.Load), naming Pos, as the driver's
// JIT does.
type Need struct {
	SM    int     // sm_XY as XY: 90 is compute capability 9.0
	Exact bool    // only that capability: arch-specific features (sm_90a's wgmma)
	Func  int     // index in the module's (and the Program's) Funcs
	Pos   ptx.Pos // the instruction (or the kernel's directive)
	What  string  // what needs it: "mma.sync.m16n8k16.f16", "cp.async", "barrier.cluster", ".shared::cluster", "thread block clusters", "%clusterid"
}

// needFloor: needs at or below it are not recorded (every device has
// compute capability 3.0 or more).
const needFloor = 30

// clusterSpecials are the special registers of thread block clusters (PTX
// ISA "Special Registers": all introduced with sm_90). The opcode table
// has no entry for special registers, so they are listed here.
var clusterSpecials = map[ptx.Special]bool{
	ptx.SpecialClusterid: true, ptx.SpecialNclusterid: true, ptx.SpecialClusterCtaid: true,
	ptx.SpecialClusterNctaid: true, ptx.SpecialClusterCtarank: true, ptx.SpecialClusterNctarank: true,
	ptx.SpecialIsExplicitCluster: true,
}

// MetBy reports whether a device of compute capability major.minor has
// what n needs.
func (n Need) MetBy(major, minor int) bool {
	cc := major*10 + minor
	if n.Exact {
		return cc == n.SM
	}
	return cc >= n.SM
}

// archSpecific lists the opcodes that exist only on sm_90a: the spec table
// gives their lowest target (sm_90) but cannot say "and no later one"
// (Blackwell has no wgmma).
var archSpecific = map[ptx.Opcode]int{
	ptx.OpTensormapReplace: 90,
	ptx.OpWgmmaFence:       90,
	ptx.OpWgmmaCommitGroup: 90,
	ptx.OpWgmmaWaitGroup:   90,
	ptx.OpWgmmaMmaAsync:    90,
}

// ModuleNeeds lists, in program order, every capability the module needs
// beyond the oldest devices: from the ptx opcode table's minimum targets
// (ptx.Opcode.Spec: the opcode's own and its modifiers'), mma's per-shape
// minimums (mma.MinSM), the arch-specific opcodes, the cluster special
// registers and the kernels' cluster directives. The engine's loader
// (sm.Device.Load, through Program.Needs) and the binary loader
// (cubin.CheckDevice) both decide from it.
func ModuleNeeds(m *ptx.Module) []Need {
	var needs []Need
	for fi, f := range m.Funcs {
		p := &f.Perf
		if p.ReqNCTAPerCluster != [3]int{} || p.ExplicitCluster || p.MaxClusterRank != 0 {
			needs = append(needs, Need{SM: 90, Func: fi, Pos: f.Pos, What: "thread block clusters"})
		}
		for i := range f.Body {
			in := &f.Body[i]
			if sm, ok := archSpecific[in.Op]; ok {
				needs = append(needs, Need{SM: sm, Exact: true, Func: fi, Pos: in.Pos, What: in.Op.String()})
			} else if sm, what := instNeed(in); sm > needFloor {
				needs = append(needs, Need{SM: sm, Func: fi, Pos: in.Pos, What: what})
			}
		}
	}
	return needs
}

// instNeed is the largest minimum target of an instruction and what sets it.
func instNeed(in *ptx.Inst) (int, string) {
	spec := in.Op.Spec()
	if spec == nil {
		return 0, ""
	}
	sm, what := spec.Req.SM, in.Op.String()
	for _, mod := range in.Mods {
		if r, ok := spec.ModReq[mod]; ok && r.SM > sm {
			sm, what = r.SM, in.Op.String()+"."+mod
		}
	}
	if in.Op == ptx.OpMma {
		if s, ok := tensorShape(in); ok && len(in.Types) == 4 {
			if a, ok := mma.KindOf(in.Types[1].String()); ok {
				if n := mma.MinSM(s, a); n > sm {
					sm, what = n, "mma.sync."+s.String()+"."+a.String()
				}
			}
		}
	}
	for j := range in.Args {
		if usesCluster(&in.Args[j]) && sm < 90 {
			sm, what = 90, "cluster special registers"
		}
	}
	return sm, what
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
