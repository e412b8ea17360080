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
		a := &s.acc
		a.Span = false // Lo, Hi not set here (memsys.Access.Span)
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
		done, tk := s.port.Do(T, a, timing.NoTicket)
		tw.cpOpen = max(tw.cpOpen, done)
		if tk != timing.NoTicket {
			// The copy lands when the memory side says (quantum.go).
			tw.cpPend |= 1 << s.port.Buffer()
			s.addFix(fixup{tw: tw, kind: fixCopy, gid: tw.cpNext, tk: tk, gen: tw.gen})
		}
	case isa.AsyncCommit:
		tw.cpGroups = append(tw.cpGroups, cpGroup{id: tw.cpNext, done: tw.cpOpen, pend: tw.cpPend})
		tw.cpNext++
		tw.cpOpen, tw.cpPend = 0, 0
	case isa.AsyncWaitGroup:
		if k := len(tw.cpGroups) - int(in.Aux); k > 0 {
			t.cpWait(tw, tw.cpGroups[:k])
			tw.cpGroups = append(tw.cpGroups[:0], tw.cpGroups[k:]...)
		}
	case isa.AsyncWaitAll, isa.AsyncMbarArrive:
		t.cpWait(tw, tw.cpGroups)
		t.cpWait(tw, []cpGroup{{done: tw.cpOpen, pend: tw.cpPend}})
		tw.cpGroups = tw.cpGroups[:0]
		tw.cpNext++ // the open group is consumed: later copies start a new one
		tw.cpOpen, tw.cpPend = 0, 0
	}
}

// cpWait holds warp tw until the copies of groups have landed; a group
// with copies whose completion the memory side has not delivered holds
// the warp until it has (quantum.go).
func (t *tmodel) cpWait(tw *twarp, groups []cpGroup) {
	for _, g := range groups {
		if g.done > tw.ready {
			tw.ready = g.done
			tw.rwhy = stallLongScoreboard
		}
		tw.hold |= g.pend
	}
}
