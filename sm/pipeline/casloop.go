package pipeline

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/memsys/timing"
	"github.com/ptxsim/ptxsim/sm"
)

// casKey names one shared-memory word contended by CAS retry loops: the
// block owns the shared memory, the address is block-relative.
type casKey struct {
	b    sm.Block
	addr uint64
}

// casLoop books the compare-and-swap retry loop ptxas emits for a shared
// atomic without a native ATOMS (isa.SharedCASLoop; perIter SASS issues per
// iteration) issued at T by the lanes em, whose addresses are in s.acc.
// One iteration is LDS old, the operation, ATOMS.CAST.SPIN and a compare
// and back branch: on each word at most one lane succeeds per iteration
// (the others compared against a value that has just changed), so lanes of
// a warp on one word serialise, and a success of another warp between a
// warp's LDS and its CAS fails the whole attempt. The model keeps, per
// word, the cycles of the successes already booked and gives each lane the
// earliest slot at least `window` (LDS to CAS: shared load latency plus the
// operation) away from every other success on that word and an iteration
// (`round`: window + ATOMS latency + compare + branch) after the warp's
// previous success. The warp spins, one iteration per round, until its
// last lane succeeds; it returns that cycle and the iteration count, which
// the caller charges as perIter issues and one shared load (with its
// wavefronts) per iteration. Evidence: sharedAtomics (8 warps of a block on
// one word): the hardware executes 15021 shared loads where the PTX has 48.
func (t *tmodel) casLoop(s *tsm, tw *twarp, in *isa.Inst, em uint32, T int64) (done int64, iters int64) {
	opLat := t.lat[isa.ClassIADD3]
	if in.Type.IsFloat() {
		opLat = t.lat[isa.ClassFFMA]
	}
	window := int64(t.spec.Shared.Latency + opLat + 0.5)
	round := window + int64(t.spec.Shared.AtomLatency+t.lat[isa.ClassIADD3]+0.5) + t.brLat
	if s.cas == nil {
		s.cas = make(map[casKey][]int64)
	}
	var seen uint32 // lanes already grouped with an earlier lane's word
	done = T + round
	for m := em; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if seen&(1<<l) != 0 {
			continue
		}
		a := s.acc.Addr[l]
		k := 0
		for n := m; n != 0; n &= n - 1 {
			if j := bits.TrailingZeros32(n); s.acc.Addr[j] == a {
				seen |= 1 << j
				k++
			}
		}
		key := casKey{tw.w.Block(), a}
		booked := trimCAS(s.cas[key], T-round)
		at := T + window // the first attempt's CAS
		for ; k > 0; k-- {
			at = casSlot(booked, at, window, round)
			i, _ := slices.BinarySearch(booked, at)
			booked = slices.Insert(booked, i, at)
			done = max(done, at+round-window)
			at += round
		}
		s.cas[key] = booked
	}
	iters = max((done-T+round-1)/round, 1)
	return done, iters
}

// trimCAS drops the successes booked before cycle from (in place). An
// SM issues in cycle order (quantum.go), so every later CAS slot is at
// least T + window and casSlot never looks at a success before T: trimming
// at T - round changes nothing and keeps a word's list to the successes of
// the last few iterations instead of the whole launch.
func trimCAS(booked []int64, from int64) []int64 {
	n, _ := slices.BinarySearch(booked, from)
	if n == 0 {
		return booked
	}
	return append(booked[:0], booked[n:]...)
}

// dropCAS forgets the CAS bookings of a finished block: its shared memory
// is gone, and the key would keep the block's state reachable.
func (s *tsm) dropCAS(b sm.Block) {
	for k := range s.cas {
		if k.b == b {
			delete(s.cas, k)
		}
	}
}

// casSlot is the first CAS cycle at or after at, on the warp's iteration
// grid (at + n*round), with no booked success closer than window.
func casSlot(booked []int64, at, window, round int64) int64 {
	for {
		i := sort.Search(len(booked), func(i int) bool { return booked[i] > at-window })
		if i == len(booked) || booked[i] >= at+window {
			return at
		}
		at += round
	}
}

// casLoopIssue books and counts the CAS loop of the shared atomic in at T
// (isa.SharedCASLoop gives perIter > 0; s.acc holds its access) and returns
// the cycle its result is ready. Every iteration's LDS counts as a shared
// load instruction with the wavefronts of the first one (the loop's lanes
// shrink as they succeed; lanes on one word are a broadcast either way);
// the PTX atom's own issue is already counted.
func (t *tmodel) casLoopIssue(s *tsm, tw *twarp, in *isa.Inst, perIter uint8, em, mask uint32, T int64) int64 {
	done, iters := t.casLoop(s, tw, in, em, T)
	a := &s.acc
	a.Op = timing.OpLoad
	st := &s.port.Stats
	wf0 := st.SharedLdWavefronts
	s.port.Do(T, a, timing.NoTicket)
	wf := st.SharedLdWavefronts - wf0
	st.SharedLdWavefronts += (iters - 1) * wf
	n := iters*int64(perIter) - 1
	s.issues += n
	s.threadIssues += n * int64(bits.OnesCount32(mask))
	s.opSharedLd += iters
	return done
}
