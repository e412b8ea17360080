package calibration

import (
	"math"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// Traffic is a closed-loop load generator over a memory hierarchy: the
// memory side of a microbenchmark without the instructions around it.
// Every SM of SMs runs Warps warps; each warp keeps up to InFlight
// accesses outstanding and issues a new one Gap cycles after its previous
// issue at the earliest (the address arithmetic between two loads), an SM
// issuing at most IssuePerCycle accesses per cycle. Time advances as in
// the timing model (sm/pipeline): in quanta of the L2 hit latency, the
// hierarchy's shared half served at each boundary, so the figures are the
// ones the engine would see for the same access stream.
type Traffic struct {
	H             *timing.Hierarchy
	SMs           []int
	Warps         int
	InFlight      int
	Gap           int64
	IssuePerCycle float64
	// Accesses is how many accesses each warp issues.
	Accesses int64
	// Fill describes access n of warp w of SM sm (Space, Op, Size, Mask,
	// Addr; the generator resets the rest). It must not keep a.
	Fill func(sm, w int, n int64, a *timing.Access)
	// Dependent makes each access wait for the previous one of its warp
	// (a pointer chase) rather than for a free in-flight slot.
	Dependent bool
	// Batch makes each warp issue InFlight accesses back to back and then
	// wait for all of them (a loop body of InFlight independent loads
	// whose uses come after the last), rather than refilling each slot as
	// it frees.
	Batch bool
}

// TrafficResult is what a Traffic run measured.
type TrafficResult struct {
	Cycles   int64   // from the first issue to the last completion
	Accesses int64   // accesses issued
	Bytes    int64   // bytes the lanes asked for
	Latency  float64 // mean cycles from issue to completion
}

// BytesPerCycle is the bandwidth the run achieved.
func (r TrafficResult) BytesPerCycle() float64 { return float64(r.Bytes) / float64(r.Cycles) }

type slot struct {
	done int64 // completion; -1 - ticket while the memory side has not said
	at   int64 // issue cycle
}

type trafficWarp struct {
	slots []slot
	n     int64 // accesses issued
	last  int64 // last issue cycle
}

// Run runs the traffic to the end and returns its figures.
func (t *Traffic) Run() TrafficResult {
	q := int64(max(1, min(t.H.Spec.L2.HitLatency, t.H.Spec.Atomic.Latency)))
	type smState struct {
		p     *timing.Port
		warps []trafficWarp
		next  float64 // next issue cycle of the SM
	}
	sms := make([]smState, len(t.SMs))
	for i, id := range t.SMs {
		s := &sms[i]
		s.p = t.H.Port(id)
		s.warps = make([]trafficWarp, t.Warps)
		for w := range s.warps {
			s.warps[w].slots = make([]slot, max(t.InFlight, 1))
			s.warps[w].last = -t.Gap
		}
	}
	ipc := t.IssuePerCycle
	if ipc <= 0 {
		ipc = 1
	}
	var res TrafficResult
	var latSum float64
	var nLat int64
	var a timing.Access
	end := int64(0)
	for B := int64(0); ; B += q {
		E := B + q
		busy := false
		for i := range sms {
			s := &sms[i]
			for {
				// The warp that can issue first: its gap elapsed and a slot
				// free (a completion known and past).
				best, bestT, bestSlot := -1, int64(math.MaxInt64), -1
				for w := range s.warps {
					tw := &s.warps[w]
					if tw.n >= t.Accesses {
						continue
					}
					busy = true
					at := tw.last + t.Gap
					k, free := -1, int64(math.MaxInt64)
					for j, sl := range tw.slots {
						if sl.done >= 0 && sl.done < free {
							k, free = j, sl.done
						}
					}
					if k < 0 {
						continue // every slot waits for the memory side
					}
					switch {
					case t.Dependent:
						// The previous access's completion (its slot is the
						// only one).
						at = max(at, tw.slots[0].done)
					case t.Batch:
						k = int(tw.n % int64(len(tw.slots)))
						if k == 0 {
							// A new batch: every access of the last one back.
							for _, sl := range tw.slots {
								if sl.done < 0 {
									k = -1
									break
								}
								at = max(at, sl.done)
							}
							if k < 0 {
								continue
							}
						}
					default:
						at = max(at, free)
					}
					if at < bestT {
						best, bestT, bestSlot = w, at, k
					}
				}
				if best < 0 {
					break
				}
				T := max(bestT, int64(math.Ceil(s.next)))
				if T >= E {
					break
				}
				tw := &s.warps[best]
				a = timing.Access{}
				t.Fill(t.SMs[i], best, tw.n, &a)
				done, tk := s.p.Do(T, &a, timing.NoTicket)
				res.Accesses++
				res.Bytes += int64(a.Size * popcount(a.Mask))
				tw.slots[bestSlot].at = T
				if tk != timing.NoTicket {
					tw.slots[bestSlot].done = -1 - int64(tk)
				} else {
					tw.slots[bestSlot].done = done
					latSum += float64(done - T)
					nLat++
					end = max(end, done)
				}
				tw.n++
				tw.last = T
				s.next = max(s.next, float64(T)) + 1/ipc
			}
		}
		t.H.Serve()
		for i := range sms {
			s := &sms[i]
			for w := range s.warps {
				tw := &s.warps[w]
				for j := range tw.slots {
					if d := tw.slots[j].done; d < 0 {
						v := s.p.Ticket(int32(-1 - d))
						tw.slots[j].done = v
						end = max(end, v)
						latSum += float64(v - tw.slots[j].at)
						nLat++
					}
				}
			}
			s.p.TakeTickets()
		}
		if !busy {
			break
		}
	}
	res.Cycles = end
	if nLat > 0 {
		res.Latency = latSum / float64(nLat)
	}
	return res
}

func popcount(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
