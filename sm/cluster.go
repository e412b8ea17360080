package sm

import (
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// Thread block clusters (compute capability 9.0).
//
// A launch with cluster dimensions (Launch.Cluster, or the kernel's
// .reqnctapercluster) groups the grid's blocks into clusters of
// CX×CY×CZ blocks; block (x,y,z) belongs to cluster (x/CX, y/CY, z/CZ) with
// rank (x%CX) + (y%CY)·CX + (z%CZ)·CX·CY. The blocks of a cluster are
// started together (the scheduler starts whole clusters) and finish
// independently.
//
// Distributed shared memory: a shared::cluster address is
// (rank+1)<<clusterShift | offset, and a plain shared::cta address (below
// 1<<clusterShift) names the executing block's own shared memory, so the
// shared::cta window lies inside the shared::cluster window as the PTX ISA
// requires. mapa builds such addresses; generic addresses are the same
// values inside the shared window (isa.SharedWindow).
const (
	clusterShift = 24 // shared offsets are below 16 MiB
	clusterOff   = 1<<clusterShift - 1
	maxCluster   = 8 // the portable cluster size limit
)

// cluster is the state of one resident cluster.
type cluster struct {
	idx     [3]uint32 // %clusterid
	blocks  []*block  // by rank, as they are started
	live    int       // threads of the cluster not exited
	arrived int       // threads arrived at barrier.cluster in this phase
	phase   uint32
	waiting []*warp
}

// clusterDims resolves a launch's cluster shape: the launch's own, or the
// kernel's .reqnctapercluster; explicit says whether the launch is a
// cluster launch at all.
func (d *Device) clusterDims(f *isa.Func, l *Launch) (dims [3]uint32, explicit bool, err *LaunchError) {
	fail := func(limit, format string, args ...any) ([3]uint32, bool, *LaunchError) {
		return dims, false, &LaunchError{Kernel: l.Kernel, Limit: limit, Msg: fmt.Sprintf(format, args...)}
	}
	if f.Perf.BlocksAreClusters {
		// PTX 9.0: the launch's grid counts clusters of .reqnctapercluster
		// blocks; the CUDA 13 launch path for it is not modelled.
		return fail("cluster_launch", "kernel declares .blocksareclusters (PTX 9.0), which ptxsim does not model")
	}
	dims = norm3(l.Cluster)
	explicit = dims != [3]uint32{1, 1, 1}
	if r := f.Perf.ReqNCTAPerCluster; r[0] > 0 {
		req := norm3([3]uint32{uint32(r[0]), uint32(r[1]), uint32(r[2])})
		if explicit && dims != req {
			return fail("cluster_dims", "cluster (%d,%d,%d) does not match the kernel's .reqnctapercluster %d,%d,%d", dims[0], dims[1], dims[2], req[0], req[1], req[2])
		}
		dims, explicit = req, true
	}
	if f.Perf.ExplicitCluster {
		explicit = true
	}
	if !explicit {
		return dims, false, nil
	}
	if d.spec.CCMajor < 9 {
		return fail("cluster_launch", "thread block clusters need compute capability 9.0; %s is %d.%d", d.spec.Name, d.spec.CCMajor, d.spec.CCMinor)
	}
	n := dims[0] * dims[1] * dims[2]
	if n > maxCluster {
		return fail("cluster_size", "cluster of %d blocks exceeds the portable limit of %d", n, maxCluster)
	}
	if mr := f.Perf.MaxClusterRank; mr > 0 && int(n) > mr {
		return fail("cluster_size", "cluster of %d blocks exceeds the kernel's .maxclusterrank %d", n, mr)
	}
	for i, name := range [3]string{"x", "y", "z"} {
		if l.Grid[i]%dims[i] != 0 {
			return fail("cluster_dims", "grid dimension %s = %d is not a multiple of the cluster dimension %d", name, l.Grid[i], dims[i])
		}
	}
	return dims, true, nil
}

// blockIdx maps the start order lin to a block index: clusters in order,
// the blocks of one cluster by rank.
func (r *run) blockIdx(lin int) [3]uint32 {
	gx, gy := int(r.grid[0]), int(r.grid[1])
	if r.csize <= 1 {
		return [3]uint32{uint32(lin % gx), uint32(lin / gx % gy), uint32(lin / (gx * gy))}
	}
	cd := r.cdim
	c, k := lin/r.csize, lin%r.csize
	nx, ny := gx/int(cd[0]), gy/int(cd[1])
	cx, cy, cz := c%nx, c/nx%ny, c/(nx*ny)
	kx, ky, kz := k%int(cd[0]), k/int(cd[0])%int(cd[1]), k/int(cd[0]*cd[1])
	return [3]uint32{uint32(cx*int(cd[0]) + kx), uint32(cy*int(cd[1]) + ky), uint32(cz*int(cd[2]) + kz)}
}

// joinCluster adds a just-started block to its cluster (a new one for
// rank 0).
func (r *run) joinCluster(b *block, open **cluster) {
	if r.csize <= 1 {
		return
	}
	if b.linear%r.csize == 0 || *open == nil {
		cd := r.cdim
		*open = &cluster{idx: [3]uint32{b.idx[0] / cd[0], b.idx[1] / cd[1], b.idx[2] / cd[2]}}
	}
	cl := *open
	b.cl = cl
	b.rank = len(cl.blocks)
	cl.blocks = append(cl.blocks, b)
	cl.live += r.nthr
}

// clusterSpecial reads the cluster special registers (component c).
func (w *warp) clusterSpecial(s ptx.Special, c int) uint64 {
	r := w.r
	cd := r.cdim
	switch s {
	case ptx.SpecialClusterid:
		return uint64(w.b.idx[c] / cd[c])
	case ptx.SpecialNclusterid:
		return uint64(r.grid[c] / cd[c])
	case ptx.SpecialClusterCtaid:
		return uint64(w.b.idx[c] % cd[c])
	case ptx.SpecialClusterNctaid:
		return uint64(cd[c])
	case ptx.SpecialClusterCtarank:
		i := w.b.idx
		return uint64(i[0]%cd[0] + i[1]%cd[1]*cd[0] + i[2]%cd[2]*cd[0]*cd[1])
	case ptx.SpecialClusterNctarank:
		return uint64(cd[0] * cd[1] * cd[2])
	case ptx.SpecialIsExplicitCluster:
		if r.explicit {
			return 1
		}
	}
	return 0
}

// clusterShared resolves a shared::cluster address to the owning block's
// shared memory and the offset in it; nil after a fault.
func (w *warp) clusterShared(pc int32, addr uint64, n int, l int) ([]byte, uint64) {
	rank := int(addr>>clusterShift) - 1
	cl := w.b.cl
	var b *block
	switch {
	case rank < 0:
		b = w.b
	case cl == nil && rank == 0:
		b = w.b // a launch without clusters is a cluster of one block
	case cl != nil && rank < len(cl.blocks):
		b = cl.blocks[rank]
	}
	if b == nil || b.shared == nil || addr>>32 != 0 {
		w.faultAt(pc, FaultOutOfBounds, addr, 1<<uint(l), fmt.Sprintf("shared::cluster access of %d bytes at 0x%x: no block of rank %d is running in the cluster", n, addr, rank))
		return nil, 0
	}
	return b.shared, addr & clusterOff
}

func (w *warp) clusterOp(in *isa.Inst, pc int32, em uint32) {
	rb := w.regBase * 32
	switch isa.ClusterOp(in.Sub) {
	case isa.ClusterArrive:
		cl := w.b.cl
		if cl == nil {
			return // a cluster of one block: the block barrier semantics below suffice
		}
		if w.clPhase != cl.phase {
			w.clPhase, w.clArrived = cl.phase, 0
		}
		em &^= w.clArrived
		w.clArrived |= em
		cl.arrived += bits.OnesCount32(em)
		cl.check()
	case isa.ClusterWait:
		cl := w.b.cl
		if cl == nil {
			return
		}
		if w.clPhase == cl.phase && w.clArrived != 0 {
			w.blocked = true
			cl.waiting = append(cl.waiting, w)
		}
	case isa.ClusterMapa:
		d := w.regs[rb+int(in.D[0])*32:]
		a := w.regs[rb+int(in.S[0])*32:]
		rk := w.regs[rb+int(in.S[1])*32:]
		n := w.csizeOr1()
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			x := a[l]
			win := uint64(0)
			if in.Space != ptx.SpaceSharedCluster {
				win = isa.SharedWindow
				if x < win || x >= win+isa.SharedSize {
					w.faultAt(pc, FaultOutOfBounds, x, 1<<uint(l), fmt.Sprintf("mapa of 0x%x, which is not a shared memory address", x))
					return
				}
			}
			if r := uint32(rk[l]); int(r) >= n {
				w.faultAt(pc, FaultOutOfBounds, x, 1<<uint(l), fmt.Sprintf("mapa to rank %d in a cluster of %d blocks", r, n))
				return
			}
			d[l] = win + (rk[l]&0xffffffff+1)<<clusterShift | (x-win)&clusterOff
		}
	case isa.ClusterGetctarank:
		d := w.regs[rb+int(in.D[0])*32:]
		a := w.regs[rb+int(in.S[0])*32:]
		own := uint64(w.b.rank)
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			x := a[l]
			if in.Space != ptx.SpaceSharedCluster {
				x -= isa.SharedWindow
			}
			if r := x >> clusterShift & 0xff; r == 0 {
				d[l] = own
			} else {
				d[l] = r - 1
			}
		}
	}
}

func (w *warp) csizeOr1() int {
	if w.b.cl == nil {
		return 1
	}
	return w.r.csize
}

// check completes a barrier.cluster phase once every live thread of the
// cluster has arrived.
func (cl *cluster) check() {
	if cl.arrived < cl.live || cl.arrived == 0 && cl.live > 0 {
		return
	}
	cl.phase++
	cl.arrived = 0
	for _, w := range cl.waiting {
		w.blocked = false
	}
	cl.waiting = cl.waiting[:0]
}

// clusterExit accounts for lanes of w exiting: they no longer count as
// live, and an arrival they made in the current phase is withdrawn (their
// arrival no longer stands for a thread the barrier waits on).
func (w *warp) clusterExit(em uint32) {
	cl := w.b.cl
	if cl == nil {
		return
	}
	cl.live -= bits.OnesCount32(em)
	if w.clPhase == cl.phase {
		gone := w.clArrived & em
		w.clArrived &^= gone
		cl.arrived -= bits.OnesCount32(gone)
	}
	cl.check()
}
