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

// opNeeds lists the opcodes that need more than the oldest supported
// architectures, per the PTX ISA's "Target ISA notes" of each instruction.
// It is deliberately small: the opcode spec table of package ptx is the
// full source of truth for targets; this only guards loading an image on
// a device that lacks what it uses.
var opNeeds = map[ptx.Opcode]need{
	ptx.OpAlloca:                    {5, 2, false},
	ptx.OpStacksave:                 {5, 2, false},
	ptx.OpStackrestore:              {5, 2, false},
	ptx.OpDp4a:                      {6, 1, false},
	ptx.OpDp2a:                      {6, 1, false},
	ptx.OpMatch:                     {7, 0, false},
	ptx.OpNanosleep:                 {7, 0, false},
	ptx.OpWmmaLoad:                  {7, 0, false},
	ptx.OpWmmaStore:                 {7, 0, false},
	ptx.OpWmmaMma:                   {7, 0, false},
	ptx.OpMma:                       {7, 0, false},
	ptx.OpLdmatrix:                  {7, 5, false},
	ptx.OpMovmatrix:                 {7, 5, false},
	ptx.OpTanh:                      {7, 5, false},
	ptx.OpCpAsync:                   {8, 0, false},
	ptx.OpCpAsyncCommitGroup:        {8, 0, false},
	ptx.OpCpAsyncWaitGroup:          {8, 0, false},
	ptx.OpCpAsyncWaitAll:            {8, 0, false},
	ptx.OpCpAsyncMbarrierArrive:     {8, 0, false},
	ptx.OpRedux:                     {8, 0, false},
	ptx.OpCreatepolicy:              {8, 0, false},
	ptx.OpDiscard:                   {8, 0, false},
	ptx.OpApplypriority:             {8, 0, false},
	ptx.OpMbarrierInit:              {8, 0, false},
	ptx.OpMbarrierInval:             {8, 0, false},
	ptx.OpMbarrierArrive:            {8, 0, false},
	ptx.OpMbarrierArriveDrop:        {8, 0, false},
	ptx.OpMbarrierTestWait:          {8, 0, false},
	ptx.OpMbarrierPendingCount:      {8, 0, false},
	ptx.OpMbarrierTryWait:           {9, 0, false},
	ptx.OpMbarrierExpectTx:          {9, 0, false},
	ptx.OpMbarrierCompleteTx:        {9, 0, false},
	ptx.OpCpAsyncBulk:               {9, 0, false},
	ptx.OpCpReduceAsyncBulk:         {9, 0, false},
	ptx.OpCpAsyncBulkTensor:         {9, 0, false},
	ptx.OpCpAsyncBulkCommitGroup:    {9, 0, false},
	ptx.OpCpAsyncBulkWaitGroup:      {9, 0, false},
	ptx.OpCpAsyncBulkPrefetch:       {9, 0, false},
	ptx.OpCpAsyncBulkPrefetchTensor: {9, 0, false},
	ptx.OpStAsync:                   {9, 0, false},
	ptx.OpRedAsync:                  {9, 0, false},
	ptx.OpBarrierCluster:            {9, 0, false},
	ptx.OpMapa:                      {9, 0, false},
	ptx.OpGetctarank:                {9, 0, false},
	ptx.OpElect:                     {9, 0, false},
	ptx.OpGriddepcontrol:            {9, 0, false},
	ptx.OpStmatrix:                  {9, 0, false},
	ptx.OpTensormapReplace:          {9, 0, true},
	ptx.OpWgmmaFence:                {9, 0, true},
	ptx.OpWgmmaCommitGroup:          {9, 0, true},
	ptx.OpWgmmaWaitGroup:            {9, 0, true},
	ptx.OpWgmmaMmaAsync:             {9, 0, true},
	ptx.OpSetmaxnreg:                {9, 0, true},
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
			if n, ok := opNeeds[in.Op]; ok && !n.ok(ccMajor, ccMinor) {
				return fmt.Errorf("%s:%d:%d: %s: %s needs compute capability %d.%d%s", m.File, in.Pos.Line, in.Pos.Col, f.Name, in.Op, n.major, n.minor, map[bool]string{true: " exactly"}[n.exact])
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
