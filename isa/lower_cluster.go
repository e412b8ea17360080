package isa

import "github.com/ptxsim/ptxsim/ptx"

// Lowering of the thread block cluster instructions (sm_90):
//
//	barrier.cluster.arrive{.relaxed}{.aligned}   Sub = ClusterArrive
//	barrier.cluster.wait{.aligned}               Sub = ClusterWait
//	mapa{.shared::cluster}.type d, a, rank       Sub = ClusterMapa, D[0], S[0] = a, S[1] = rank
//	getctarank{.shared::cluster}.type d, a       Sub = ClusterGetctarank, D[0], S[0] = a
//
// Space says whether a/d are shared::cluster addresses or generic ones.
// Distributed shared memory itself needs no new instruction: ld, st, atom
// and red on .shared::cluster (or generic) addresses reach the block the
// address names (see sm/cluster.go for the address encoding).

// ClusterOp is the Sub of a KCluster instruction.
type ClusterOp uint8

const (
	ClusterArrive ClusterOp = iota
	ClusterWait
	ClusterMapa
	ClusterGetctarank
)

func init() {
	Semantics[ptx.OpBarrierCluster].OpInfo = OpInfo{Kind: KCluster, Unit: UnitBarrier}
	Semantics[ptx.OpBarrierCluster].Supported = true
	Semantics[ptx.OpMapa].OpInfo = OpInfo{Kind: KCluster, Unit: UnitINT}
	Semantics[ptx.OpMapa].Supported = true
	Semantics[ptx.OpGetctarank].OpInfo = OpInfo{Kind: KCluster, Unit: UnitINT}
	Semantics[ptx.OpGetctarank].Supported = true
}

func (w *flower) lowerCluster(in *Inst, src *ptx.Inst) {
	pos := src.Pos
	args := src.Args
	switch src.Op {
	case ptx.OpBarrierCluster:
		switch {
		case hasMod(src, "arrive"):
			in.Sub = uint8(ClusterArrive)
		case hasMod(src, "wait"):
			in.Sub = uint8(ClusterWait)
		default:
			w.errorf(pos, "barrier.cluster needs .arrive or .wait")
			return
		}
	case ptx.OpMapa:
		in.Sub = uint8(ClusterMapa)
		if len(args) < 3 {
			w.errorf(pos, "mapa needs a destination, an address and a rank")
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], in.Type, pos)
		in.S[1] = w.src(&args[2], ptx.U32, pos)
	case ptx.OpGetctarank:
		in.Sub = uint8(ClusterGetctarank)
		if len(args) < 2 {
			w.errorf(pos, "getctarank needs a destination and an address")
			return
		}
		in.D[0] = w.dst(&args[0], pos)
		in.S[0] = w.src(&args[1], in.Type, pos)
	}
	w.emit(*in, pos)
}
