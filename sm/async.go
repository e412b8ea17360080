package sm

import (
	"fmt"
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
)

// cp.async: copies from global to shared memory that complete
// asynchronously. A copy reads its source when it is issued and writes its
// destination only when the thread waits for it (cp.async.wait_group,
// cp.async.wait_all) or when cp.async.mbarrier.arrive makes an mbarrier
// track it, so a thread reading the destination before waiting sees the
// old contents, as the PTX ISA's memory model allows. Each thread's copies
// belong to the group that its next cp.async.commit_group closes; groups
// complete in order.

// asyncCopy is one copy in flight.
type asyncCopy struct {
	lane  uint8
	n     uint8 // bytes
	group int32 // the issuing thread's group number
	dst   []byte
	data  [16]byte
}

// asyncState is a warp's copies in flight, oldest first.
type asyncState struct {
	q    []asyncCopy
	next [32]int32 // per lane: the number of the group its uncommitted copies join
}

func (a *asyncState) reset() {
	a.q = a.q[:0]
	a.next = [32]int32{}
}

// land completes the copies of the lanes in mask whose group is older than
// keep groups before the lane's current one (keep < 0: all of them).
func (a *asyncState) land(mask uint32, keep int32) {
	k := 0
	for i := range a.q {
		c := &a.q[i]
		if mask&(1<<c.lane) != 0 && (keep < 0 || c.group < a.next[c.lane]-keep) {
			copy(c.dst, c.data[:c.n])
			continue
		}
		if k != i {
			a.q[k] = a.q[i]
		}
		k++
	}
	clear(a.q[k:])
	a.q = a.q[:k]
}

func (w *warp) asyncOp(in *isa.Inst, pc int32, em uint32) {
	if w.async == nil {
		w.async = &asyncState{}
	}
	a := w.async
	switch isa.AsyncOp(in.Sub) {
	case isa.AsyncCopy:
		w.cpAsync(in, pc, em)
	case isa.AsyncCommit:
		for m := em; m != 0; m &= m - 1 {
			a.next[bits.TrailingZeros32(m)]++
		}
	case isa.AsyncWaitGroup:
		a.land(em, in.Aux)
	case isa.AsyncWaitAll:
		for m := em; m != 0; m &= m - 1 {
			a.next[bits.TrailingZeros32(m)]++
		}
		a.land(em, -1)
	case isa.AsyncMbarArrive:
		// The copies complete now; then the mbarrier sees the async
		// arrive-on. Without .noinc the pending count was incremented
		// first, so the arrive leaves it unchanged.
		a.land(em, -1)
		if in.Aux&isa.AuxNoinc != 0 {
			w.mbarArriveLanes(in, pc, em, 1)
		}
	}
}

func (w *warp) cpAsync(in *isa.Inst, pc int32, em uint32) {
	a := w.async
	rb := w.regBase * 32
	c := w.addrConst(in)
	n := int(in.Size)
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		daddr := c
		if in.Base >= 0 {
			daddr += w.regs[rb+int(in.Base)*32+l]
		}
		saddr := w.regs[rb+int(in.S[0])*32+l]
		srcN := n
		if in.S[1] >= 0 {
			srcN = int(uint32(w.regs[rb+int(in.S[1])*32+l]))
			if srcN > n {
				w.faultAt(pc, FaultIllegalInstruction, saddr, 1<<uint(l), fmt.Sprintf("cp.async source size %d exceeds the copy size %d", srcN, n))
				return
			}
		}
		if in.S[2] >= 0 {
			p := w.preds[w.predBase+int(in.S[2])]
			if in.Flags&isa.FNegC != 0 {
				p = ^p
			}
			if p&(1<<uint(l)) != 0 {
				srcN = 0 // ignore-src: the destination is zero-filled
			}
		}
		dst := w.memory(in, pc, ptx.SpaceShared, daddr, n, l)
		if dst == nil {
			return
		}
		if saddr&uint64(n-1) != 0 {
			w.faultAt(pc, FaultMisaligned, saddr, 1<<uint(l), fmt.Sprintf("cp.async source at 0x%x is not %d-byte aligned", saddr, n))
			return
		}
		a.q = append(a.q, asyncCopy{lane: uint8(l), n: uint8(n), group: a.next[l], dst: dst})
		cp := &a.q[len(a.q)-1]
		if srcN > 0 {
			src := w.globalAccess(pc, saddr, srcN, l, ptx.SpaceGlobal, false)
			if src == nil {
				return
			}
			copy(cp.data[:], src)
		}
	}
}
