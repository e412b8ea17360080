package pipeline

import (
	"math/bits"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// asyncTiming books the timing of a cp.async-family instruction that warp
// tw issues at T with execution mask em. A copy is an LDGSTS in SASS: a
// global load (ncu counts its requests and sectors under
// l1tex__t_*_pipe_lsu_mem_global_op_ld, not as an op_global_ld
// instruction, nor as shared-store wavefronts) whose shared write lands
// when the data arrives. The warp does not wait for it at issue; it waits
// at cp.async.wait_group / wait_all (DEPBAR) for the groups the wait
// covers, and at cp.async.mbarrier.arrive for all of its copies (the
// arrive is counted when they land, and the thread then waits on the
// mbarrier). Evidence: pipeline_cp_async (1024 requests, 4096 sectors for
// 1024 four-byte LDGSTS), cg_memcpy_async, async_barrier.
func (t *tmodel) asyncTiming(s *tsm, tw *twarp, in *isa.Inst, em uint32, T int64) {
	switch isa.AsyncOp(in.Sub) {
	case isa.AsyncCopy:
		if em == 0 {
			return
		}
		a := &t.acc
		src := tw.w.Reg(in.S[0])
		a.Mask = em
		a.Size = int(in.Size)
		a.CacheOp = timing.CacheDefault
		a.Op = timing.OpLoad
		a.Space = timing.SpaceGlobal
		for m := em; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			a.Addr[l] = src[l]
		}
		tw.cpOpen = max(tw.cpOpen, t.h.Do(s.id, T, a))
	case isa.AsyncCommit:
		tw.cpGroups = append(tw.cpGroups, tw.cpOpen)
		tw.cpOpen = 0
	case isa.AsyncWaitGroup:
		if k := len(tw.cpGroups) - int(in.Aux); k > 0 {
			t.cpWait(tw, tw.cpGroups[:k])
			tw.cpGroups = append(tw.cpGroups[:0], tw.cpGroups[k:]...)
		}
	case isa.AsyncWaitAll, isa.AsyncMbarArrive:
		t.cpWait(tw, append(tw.cpGroups, tw.cpOpen))
		tw.cpGroups = tw.cpGroups[:0]
		tw.cpOpen = 0
	}
}

// cpWait holds warp tw until the copies of groups have landed.
func (t *tmodel) cpWait(tw *twarp, groups []int64) {
	for _, d := range groups {
		if d > tw.ready {
			tw.ready = d
			tw.rwhy = stallLongScoreboard
		}
	}
}
