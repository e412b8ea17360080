package isa

import (
	"strings"

	"github.com/ptxsim/ptxsim/ptx"
)

// Lowering of Hopper's bulk asynchronous copies and the instructions that
// go with them. Each is a KBulk instruction whose Aux indexes
// Program.Bulk; every operand the engine needs is in a register slot
// (addresses computed in full by addrSlot), so the engine never looks at
// the PTX:
//
//	cp.async.bulk.dst.src.completion{.multicast::cluster}{.L2::cache_hint} [dst], [src], size{, [mbar]}{, ctaMask}{, policy}
//	cp.reduce.async.bulk.dst.src.completion.redop{.noftz}.type               [dst], [src], size{, [mbar]}{, policy}
//	cp.async.bulk.prefetch.L2.global{.L2::cache_hint}                       [src], size{, policy}
//	cp.async.bulk.commit_group; cp.async.bulk.wait_group{.read} N
//	cp.async.bulk.tensor.Nd.dst.src{.tile|.im2col}.completion{.multicast::cluster}{.L2::cache_hint}
//	    [dst], [tmap, {c...}], [mbar]{, {offsets}}{, ctaMask}{, policy}      (load to shared::cluster)
//	    [tmap, {c...}], [src]{, policy}                                      (store to global)
//	cp.reduce.async.bulk.tensor.Nd.global.shared::cta.redop{.tile|.im2col}.bulk_group [tmap, {c...}], [src]
//	cp.async.bulk.prefetch.tensor.Nd.L2.global{.tile|.im2col} [tmap, {c...}]{, {offsets}}
//	st.async{.sem.scope}.shared::cluster.mbarrier::complete_tx::bytes{.v2|.v4}.type [a], b, [mbar]
//	red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.op.type  [a], b, [mbar]
//	tensormap.replace.tile.field{.space}.b1024.type [tm]{, ord}, value
//	tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.scope.sync.aligned [dst], [src], 128
//	elect.sync d|p, membermask
//	setmaxnreg.{inc,dec}.sync.aligned.u32 n
//
// The engine completes every copy when it is issued: the data moves, the
// destination mbarrier's transaction count drops and the bulk group has
// nothing left to wait for. A program that obeys the PTX memory model
// (waiting on the mbarrier or the bulk group before touching the data)
// cannot tell the difference; see docs/RATIONALE.md.

// BulkKind is what a KBulk instruction does.
type BulkKind uint8

const (
	BulkCopy BulkKind = iota
	BulkReduce
	BulkPrefetch // nothing to do beyond checking the range
	BulkNop      // commit_group, wait_group: copies complete at issue
	TmaLoad
	TmaStore
	TmaReduce
	TmaPrefetch
	StAsync
	RedAsync
	TensormapReplace
	TensormapCopy // tensormap.cp_fenceproxy: 128 bytes shared::cta -> global
	Elect
	Setmaxnreg
	Createpolicy // a cache-policy value: opaque, only cache hints consume it
)

// TMField is a tensor-map field that tensormap.replace changes.
type TMField uint8

const (
	TMGlobalAddress TMField = iota
	TMRank
	TMBoxDim
	TMGlobalDim
	TMGlobalStride
	TMElementStride
	TMElemType
	TMInterleave
	TMSwizzle
	TMSwizzleAtomicity
	TMFillMode
)

var tmFields = map[string]TMField{
	"global_address": TMGlobalAddress, "rank": TMRank, "box_dim": TMBoxDim, "global_dim": TMGlobalDim,
	"global_stride": TMGlobalStride, "element_stride": TMElementStride, "elemtype": TMElemType,
	"interleave_layout": TMInterleave, "swizzle_mode": TMSwizzle, "swizzle_atomicity": TMSwizzleAtomicity,
	"fill_mode": TMFillMode,
}

// BulkOp is a decoded KBulk instruction (slots are NoSlot when absent).
type BulkOp struct {
	Kind      BulkKind
	Dst, Src  ptx.Space // state spaces of the destination and source
	DstAddr   int32     // full destination address
	SrcAddr   int32     // full source address
	Size      int32     // byte count
	Mbar      int32     // mbarrier address (shared::cluster)
	Mask      int32     // ctaMask of .multicast::cluster
	Multicast bool
	Mbarrier  bool // completes on an mbarrier (else a bulk group)

	TMap      int32 // tensor map address (generic, or a kernel parameter offset with TMapParam)
	TMapParam bool
	Rank      int
	Coords    [5]int32
	Im2col    bool
	Offsets   [3]int32 // im2col offsets (16-bit)
	NOffsets  int

	Red  AtomOp
	Type ptx.Type // reduction or store element type
	Vec  int      // st.async vector width
	Vals [4]int32 // st.async/red.async values

	Field TMField
	Ord   int   // tensormap.replace ordinal
	Value int32 // tensormap.replace new value; setmaxnreg count

	Dsts [2]int32 // elect.sync: d and p
}

func init() {
	for _, op := range []ptx.Opcode{ptx.OpCpAsyncBulk, ptx.OpCpReduceAsyncBulk, ptx.OpCpAsyncBulkTensor,
		ptx.OpCpAsyncBulkCommitGroup, ptx.OpCpAsyncBulkWaitGroup, ptx.OpCpAsyncBulkPrefetch,
		ptx.OpCpAsyncBulkPrefetchTensor, ptx.OpStAsync, ptx.OpRedAsync, ptx.OpTensormapReplace, ptx.OpTensormapCpFenceproxy} {
		Semantics[op].OpInfo = OpInfo{Kind: KBulk, Unit: UnitLSU}
		Semantics[op].Supported = true
	}
	Semantics[ptx.OpElect].OpInfo = OpInfo{Kind: KBulk, Unit: UnitINT}
	Semantics[ptx.OpElect].Supported = true
	Semantics[ptx.OpSetmaxnreg].OpInfo = OpInfo{Kind: KBulk, Unit: UnitINT}
	Semantics[ptx.OpSetmaxnreg].Supported = true
	// griddepcontrol: launches run one after another, so the dependent
	// grid is never running early and there is nothing to wait for.
	Semantics[ptx.OpGriddepcontrol].OpInfo = OpInfo{Kind: KNop, Unit: UnitINT}
	Semantics[ptx.OpGriddepcontrol].Supported = true
	Semantics[ptx.OpCreatepolicy].OpInfo = OpInfo{Kind: KBulk, Unit: UnitINT}
	Semantics[ptx.OpCreatepolicy].Supported = true
	Semantics[ptx.OpDiscard].OpInfo = OpInfo{Kind: KNop, Unit: UnitLSU}
	Semantics[ptx.OpDiscard].Supported = true
	Semantics[ptx.OpApplypriority].OpInfo = OpInfo{Kind: KNop, Unit: UnitLSU}
	Semantics[ptx.OpApplypriority].Supported = true
}

// Why the tcgen05 and multimem families are refused (Refused).
const (
	refusedTcgen05  = "tcgen05 (5th-generation tensor cores and tensor memory) needs sm_100a/sm_101a (Blackwell); ptxsim models the H200 (sm_90)"
	refusedMultimem = "multimem operates on a multicast object spanning several GPUs (cuMulticastCreate); ptxsim models one GPU"
)

// Refused lists the opcodes ptxsim parses but knowingly does not execute,
// with the reason Lower gives.
var Refused = map[ptx.Opcode]string{
	ptx.OpMultimemLdReduce:                refusedMultimem,
	ptx.OpMultimemSt:                      refusedMultimem,
	ptx.OpMultimemRed:                     refusedMultimem,
	ptx.OpTcgen05Alloc:                    refusedTcgen05,
	ptx.OpTcgen05Dealloc:                  refusedTcgen05,
	ptx.OpTcgen05RelinquishAllocPermit:    refusedTcgen05,
	ptx.OpTcgen05Ld:                       refusedTcgen05,
	ptx.OpTcgen05St:                       refusedTcgen05,
	ptx.OpTcgen05WaitLd:                   refusedTcgen05,
	ptx.OpTcgen05WaitSt:                   refusedTcgen05,
	ptx.OpTcgen05Cp:                       refusedTcgen05,
	ptx.OpTcgen05Shift:                    refusedTcgen05,
	ptx.OpTcgen05Mma:                      refusedTcgen05,
	ptx.OpTcgen05Commit:                   refusedTcgen05,
	ptx.OpTcgen05FenceBefore:              refusedTcgen05,
	ptx.OpTcgen05FenceAfter:               refusedTcgen05,
	ptx.OpStBulk:                          "st.bulk needs sm_100 (Blackwell); ptxsim models the H200 (sm_90)",
	ptx.OpClusterlaunchcontrolTryCancel:   "clusterlaunchcontrol needs sm_100 (Blackwell); ptxsim models the H200 (sm_90)",
	ptx.OpClusterlaunchcontrolQueryCancel: "clusterlaunchcontrol needs sm_100 (Blackwell); ptxsim models the H200 (sm_90)",
	ptx.OpMultimemCpAsyncBulk:             "multimem operates on a multicast object spanning several GPUs (cuMulticastCreate) and needs sm_100; ptxsim models one H200",
	ptx.OpMultimemCpReduceAsyncBulk:       "multimem operates on a multicast object spanning several GPUs (cuMulticastCreate) and needs sm_100; ptxsim models one H200",
}

var spaceWords = map[string]ptx.Space{
	"global": ptx.SpaceGlobal, "shared::cluster": ptx.SpaceSharedCluster,
	"shared::cta": ptx.SpaceShared, "shared": ptx.SpaceShared,
}

// bulkSpaces returns the first two state-space modifiers (dst, src).
func bulkSpaces(src *ptx.Inst) (sp []ptx.Space) {
	for _, m := range src.Mods {
		if s, ok := spaceWords[m]; ok {
			sp = append(sp, s)
		}
	}
	return sp
}

var redOps = map[string]AtomOp{"add": AtomAdd, "min": AtomMin, "max": AtomMax, "inc": AtomInc, "dec": AtomDec,
	"and": AtomAnd, "or": AtomOr, "xor": AtomXor}

// noRed is lastMod's answer when an instruction names no reduction.
const noRed = AtomOp(255)

func (w *flower) lowerBulk(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	b := &BulkOp{DstAddr: NoSlot, SrcAddr: NoSlot, Size: NoSlot, Mbar: NoSlot, Mask: NoSlot, TMap: NoSlot}
	for i := range b.Coords {
		b.Coords[i] = NoSlot
	}
	for i := range b.Vals {
		b.Vals[i] = NoSlot
	}
	bad := func(format string, a ...any) {
		w.errorf(pos, "%s: "+format, append([]any{src.Op}, a...)...)
	}
	need := func(n int) bool {
		if len(args) < n {
			bad("needs %d operands, has %d", n, len(args))
			return false
		}
		return true
	}
	b.Multicast = hasMod(src, "multicast::cluster")
	b.Mbarrier = hasMod(src, "mbarrier::complete_tx::bytes")
	// tensor operand [tmap, {c...}]
	tensorArg := func(a *ptx.Operand) bool {
		if a.Kind != ptx.OperandAddr || len(a.Elems) != 1 || a.Elems[0].Kind != ptx.OperandVec {
			bad("needs a tensor operand [tensorMap, {coordinates}]")
			return false
		}
		base := *a
		base.Elems = nil
		b.TMap = w.addrSlot(&base, pos)
		if a.Reg == ptx.NoReg && a.Var != nil && a.Var.Space == ptx.SpaceParam {
			b.TMapParam = true
		}
		cs := a.Elems[0].Elems
		if len(cs) != b.Rank {
			bad(".%dd needs %d coordinates, has %d", b.Rank, b.Rank, len(cs))
			return false
		}
		for i := range cs {
			b.Coords[i] = w.src(&cs[i], ptx.S32, pos)
		}
		return true
	}
	rank := func() bool {
		for _, m := range src.Mods {
			if len(m) == 2 && m[1] == 'd' && m[0] >= '1' && m[0] <= '5' {
				b.Rank = int(m[0] - '0')
				return true
			}
		}
		bad("needs a dimension (.1d to .5d)")
		return false
	}
	b.Im2col = hasMod(src, "im2col") || hasMod(src, "im2col_no_offs")
	for _, m := range src.Mods {
		if strings.HasPrefix(m, "im2col::") || m == "tile::gather4" || m == "tile::scatter4" {
			bad(".%s is an sm_100 form, not modelled", m)
			return
		}
	}
	sp := bulkSpaces(src)
	switch src.Op {
	case ptx.OpCpAsyncBulk:
		b.Kind = BulkCopy
		if len(sp) < 2 || !need(3) {
			bad("needs destination and source state spaces and [dst], [src], size")
			return
		}
		b.Dst, b.Src = sp[0], sp[1]
		b.DstAddr = w.addrSlot(&args[0], pos)
		b.SrcAddr = w.addrSlot(&args[1], pos)
		b.Size = w.src(&args[2], ptx.U32, pos)
		i := 3
		if b.Mbarrier {
			if !need(4) {
				return
			}
			b.Mbar = w.addrSlot(&args[3], pos)
			i = 4
		} else if b.Dst != ptx.SpaceGlobal {
			bad("a copy into shared memory completes on an mbarrier (.mbarrier::complete_tx::bytes)")
			return
		}
		if b.Multicast {
			if !need(i + 1) {
				return
			}
			b.Mask = w.src(&args[i], ptx.U16, pos)
		}
	case ptx.OpCpReduceAsyncBulk:
		if hasMod(src, "tensor") {
			b.Kind = TmaReduce
			if !rank() || !need(2) || !tensorArg(&args[0]) {
				return
			}
			b.SrcAddr = w.addrSlot(&args[1], pos)
		} else {
			b.Kind = BulkReduce
			if len(sp) < 2 || !need(3) {
				bad("needs destination and source state spaces and [dst], [src], size")
				return
			}
			b.Dst, b.Src = sp[0], sp[1]
			b.DstAddr = w.addrSlot(&args[0], pos)
			b.SrcAddr = w.addrSlot(&args[1], pos)
			b.Size = w.src(&args[2], ptx.U32, pos)
			if b.Mbarrier {
				if !need(4) {
					return
				}
				b.Mbar = w.addrSlot(&args[3], pos)
			}
			b.Type = lastType(src)
			if b.Type == ptx.TypeNone {
				bad("needs an element type")
				return
			}
		}
		if b.Red = lastMod(src.Mods, redOps, noRed); b.Red == noRed {
			bad("needs a reduction operation (.add, .min, .max, .inc, .dec, .and, .or, .xor)")
			return
		}
	case ptx.OpCpAsyncBulkTensor:
		if !rank() || !need(2) {
			return
		}
		if len(sp) < 2 {
			bad("needs destination and source state spaces")
			return
		}
		b.Dst, b.Src = sp[0], sp[1]
		if b.Dst == ptx.SpaceGlobal {
			b.Kind = TmaStore
			if !tensorArg(&args[0]) {
				return
			}
			b.SrcAddr = w.addrSlot(&args[1], pos)
			break
		}
		b.Kind = TmaLoad
		if !need(3) || !tensorArg(&args[1]) {
			return
		}
		b.DstAddr = w.addrSlot(&args[0], pos)
		b.Mbar = w.addrSlot(&args[2], pos)
		i := 3
		if b.Im2col && !hasMod(src, "im2col_no_offs") {
			if !need(4) || args[3].Kind != ptx.OperandVec || len(args[3].Elems) != b.Rank-2 {
				bad(".im2col in %d dimensions needs {%d offsets}", b.Rank, b.Rank-2)
				return
			}
			for j := range args[3].Elems {
				b.Offsets[j] = w.src(&args[3].Elems[j], ptx.U16, pos)
			}
			b.NOffsets = b.Rank - 2
			i = 4
		}
		if b.Multicast {
			if !need(i + 1) {
				return
			}
			b.Mask = w.src(&args[i], ptx.U16, pos)
		}
	case ptx.OpCpAsyncBulkCommitGroup, ptx.OpCpAsyncBulkWaitGroup:
		b.Kind = BulkNop
	case ptx.OpCpAsyncBulkPrefetch:
		b.Kind = BulkPrefetch
		if !need(2) {
			return
		}
		b.SrcAddr = w.addrSlot(&args[0], pos)
		b.Size = w.src(&args[1], ptx.U32, pos)
	case ptx.OpCpAsyncBulkPrefetchTensor:
		b.Kind = TmaPrefetch
		if !rank() || !need(1) || !tensorArg(&args[0]) {
			return
		}
	case ptx.OpStAsync, ptx.OpRedAsync:
		b.Kind = StAsync
		if src.Op == ptx.OpRedAsync {
			b.Kind = RedAsync
			if b.Red = lastMod(src.Mods, redOps, noRed); b.Red == noRed {
				bad("needs an operation")
				return
			}
		}
		if !need(3) {
			return
		}
		b.Type = lastType(src)
		b.Vec = 1
		if hasMod(src, "v2") {
			b.Vec = 2
		} else if hasMod(src, "v4") {
			b.Vec = 4
		}
		b.DstAddr = w.addrSlot(&args[0], pos)
		if args[1].Kind == ptx.OperandVec {
			if len(args[1].Elems) != b.Vec {
				bad("has %d values for .v%d", len(args[1].Elems), b.Vec)
				return
			}
			for j := range args[1].Elems {
				b.Vals[j] = w.src(&args[1].Elems[j], b.Type, pos)
			}
		} else {
			b.Vals[0] = w.src(&args[1], b.Type, pos)
		}
		b.Mbar = w.addrSlot(&args[2], pos)
	case ptx.OpTensormapReplace:
		b.Kind = TensormapReplace
		found := false
		for _, m := range src.Mods {
			if f, ok := tmFields[m]; ok {
				b.Field, found = f, true
			}
		}
		if !found || !need(2) {
			bad("needs a field (.global_address, .rank, .box_dim, ...)")
			return
		}
		b.Dst = ptx.SpaceGeneric
		if hasMod(src, "global") {
			b.Dst = ptx.SpaceGlobal
		} else if hasMod(src, "shared::cta") || hasMod(src, "shared") {
			b.Dst = ptx.SpaceShared
		}
		b.DstAddr = w.addrSlot(&args[0], pos)
		v := &args[1]
		switch b.Field {
		case TMBoxDim, TMGlobalDim, TMGlobalStride, TMElementStride:
			if !need(3) || args[1].Kind != ptx.OperandImm {
				bad(".%s needs [addr], ord, value with a constant ord", src.Mods[1])
				return
			}
			b.Ord = int(args[1].Imm)
			v = &args[2]
		}
		t := ptx.B32
		if b.Field == TMGlobalAddress || b.Field == TMGlobalStride {
			t = ptx.B64
		}
		b.Value = w.src(v, t, pos)
	case ptx.OpTensormapCpFenceproxy:
		// The copy is done when issued, so its release fence has nothing
		// left to order (the engine's memory is coherent).
		b.Kind = TensormapCopy
		if !need(3) {
			return
		}
		if args[2].Kind != ptx.OperandImm || args[2].Imm != 128 {
			bad("copies a 128-byte tensor map: the size must be the constant 128")
			return
		}
		b.Dst, b.Src = ptx.SpaceGlobal, ptx.SpaceShared
		b.DstAddr = w.addrSlot(&args[0], pos)
		b.SrcAddr = w.addrSlot(&args[1], pos)
	case ptx.OpElect:
		b.Kind = Elect
		if !need(2) {
			return
		}
		b.Dsts = [2]int32{NoSlot, NoSlot}
		a := &args[0]
		if a.Kind == ptx.OperandPair {
			b.Dsts[0] = w.dst(&a.Elems[0], pos)
			b.Dsts[1] = w.pdst(&a.Elems[1], pos)
		} else {
			b.Dsts[0] = w.dst(a, pos)
		}
		b.Mask = w.src(&args[1], ptx.B32, pos)
	case ptx.OpCreatepolicy:
		b.Kind = Createpolicy
		if !need(2) {
			return
		}
		b.Dsts = [2]int32{w.dst(&args[0], pos), NoSlot}
	case ptx.OpSetmaxnreg:
		b.Kind = Setmaxnreg
		if !need(1) || args[0].Kind != ptx.OperandImm {
			bad("needs a constant register count")
			return
		}
		n := int64(args[0].Imm)
		if n < 24 || n > 256 || n%8 != 0 {
			bad("register count %d must be a multiple of 8 in 24..256", n)
			return
		}
		b.Value = int32(n)
	}
	in.Aux = int32(len(w.l.p.Bulk))
	w.l.p.Bulk = append(w.l.p.Bulk, b)
	w.emit(*in, pos)
}
