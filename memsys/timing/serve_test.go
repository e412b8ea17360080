package timing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"
)

// TestStagedServe checks that the staged serve (ServeOtherStage on
// ServeWorkers goroutines) gives the serial serve's results: every
// ticket, acknowledgement, counter, slice and cache state, over random
// loads, stores and atomics from many SMs on an L2 small enough to evict
// dirty lines, for one, two, four and ten partitions, random and LRU
// replacement, and both ways of ordering the requests.
func TestStagedServe(t *testing.T) {
	for _, tc := range []struct {
		parts, sms int
		repl       string
		stages     int // cache stages (SetCacheStages); 0: the default, one per partition
	}{{2, 16, "random", 0}, {2, 16, "lru", 0}, {1, 16, "random", 0}, {4, 16, "random", 0}, {10, 16, "random", 0},
		{2, 300, "random", 0}, // more ports than the sort keys hold: one comparison sort
		{2, 16, "random", 1}, {4, 16, "random", 3}, {10, 16, "random", 4},
	} {
		t.Run(fmt.Sprintf("%d-%d-%s-%d", tc.parts, tc.sms, tc.repl, tc.stages), func(t *testing.T) {
			spec := H200()
			spec.NumSMs = tc.sms
			spec.L2.SizeBytes = 1 << 20
			if tc.parts == 10 {
				spec.L2.SizeBytes = 10 * 48 * spec.L2.Assoc * LineBytes // whole sets per partition
			}
			spec.L2.Partitions = tc.parts
			spec.L2.Replacement = tc.repl
			serial := newHierarchy(t, spec)
			staged := newHierarchy(t, spec)
			want := tc.parts + 1
			if tc.stages > 0 {
				staged.SetCacheStages(tc.stages)
				want = tc.stages + 1
			}
			if staged.ServeWorkers() != want {
				t.Fatalf("ServeWorkers %d, want %d", staged.ServeWorkers(), want)
			}
			staged.SetStageTrace(true)
			r := rand.New(rand.NewPCG(uint64(tc.parts), 7))
			var a Access
			served := 0
			for round := range 24 {
				var tickets [][2]int32 // per access: SM, ticket
				now := int64(round * 140)
				for sm := range spec.NumSMs {
					for range 1 + r.IntN(max(1, 192/tc.sms)) {
						a = Access{Space: SpaceGlobal, Size: 4, Mask: ^uint32(0)}
						switch k := r.IntN(10); {
						case k < 6:
							a.Op = OpLoad
						case k < 9:
							a.Op = OpStore
						default:
							a.Op = OpAtom
						}
						// A 4 MB range (four times the L2), lanes spread over
						// a few lines, some lanes sharing an address.
						base := baseIn + uint64(r.IntN(4<<20))&^3
						for l := range 32 {
							a.Addr[l] = base + uint64(4*r.IntN(96))
						}
						at := now + int64(r.IntN(140))
						_, tk1 := serial.Port(sm).Do(at, &a, NoTicket)
						_, tk2 := staged.Port(sm).Do(at, &a, NoTicket)
						if tk1 != tk2 {
							t.Fatalf("round %d SM %d: tickets %d and %d", round, sm, tk1, tk2)
						}
						if tk1 != NoTicket {
							tickets = append(tickets, [2]int32{int32(sm), tk1})
						}
					}
				}
				serial.Flip()
				staged.Flip()
				for i := range spec.NumSMs {
					served += len(serial.Port(i).reqs[serial.Port(i).cur^1])
				}
				serial.ServeOther()
				var wg sync.WaitGroup
				for i := range staged.ServeWorkers() {
					wg.Add(1)
					go func() {
						defer wg.Done()
						staged.ServeOtherStage(i)
					}()
				}
				wg.Wait()
				if s := &staged.stage; s.fast != (tc.sms <= 256) || s.fast && tc.parts <= 4 && len(s.runs[len(s.runs)-1]) == 0 {
					t.Fatalf("round %d: fast %v, runs of %d, %d, ... keys", round, s.fast, len(s.runs[0]), len(s.runs[1]))
				}
				for _, tk := range tickets {
					if x, y := serial.Port(int(tk[0])).Ticket(tk[1]), staged.Port(int(tk[0])).Ticket(tk[1]); x != y {
						t.Fatalf("round %d SM %d ticket %d: serial %d, staged %d", round, tk[0], tk[1], x, y)
					}
				}
				for _, h := range []*Hierarchy{serial, staged} {
					h.Flip()
					for i := range spec.NumSMs {
						h.Port(i).TakeTickets()
					}
					h.MergeStats()
					h.Snapshot()
				}
			}
			if serial.Stats != staged.Stats {
				t.Errorf("stats:\nserial %+v\nstaged %+v", serial.Stats, staged.Stats)
			}
			if serial.Stats.DRAMWriteBytes == 0 || serial.Stats.L2FarSectors == 0 && tc.parts > 1 {
				t.Errorf("the workload exercises too little: %+v", serial.Stats)
			}
			for i := range serial.slices {
				if serial.slices[i] != staged.slices[i] || serial.atomics[i] != staged.atomics[i] {
					t.Errorf("slice %d: serial %+v %+v, staged %+v %+v", i, serial.slices[i], serial.atomics[i], staged.slices[i], staged.atomics[i])
				}
			}
			for i := range spec.NumSMs {
				if x, y := serial.Port(i).LastAck, staged.Port(i).LastAck; x != y {
					t.Errorf("SM %d LastAck: serial %d, staged %d", i, x, y)
				}
				if x, y := serial.Port(i).l1pipe, staged.Port(i).l1pipe; x != y { // atomic backpressure
					t.Errorf("SM %d L1 stage: serial %+v, staged %+v", i, x, y)
				}
			}
			for p := range tc.parts {
				c1, c2 := serial.L2(p), staged.L2(p)
				if !slices.Equal(c1.tag, c2.tag) || !slices.Equal(c1.meta, c2.meta) {
					t.Fatalf("partition %d differs", p)
				}
			}
			// The stage accounting saw every serve and request.
			for i, st := range staged.StageTimes() {
				if st.Serves != 24 || st.Requests != int64(served) || st.TotalNs < st.OrderNs+st.WaitNs {
					t.Errorf("stage %d accounting: %+v, want 24 serves of %d requests in all", i, st, served)
				}
			}
			if rep := staged.StageReport(); strings.Count(rep, "\n") != want {
				t.Errorf("stage report:\n%s", rep)
			}
			t.Logf("%d requests served\n%s", served, staged.StageReport())
		})
	}
}

// TestSortKeys: the counting sort of sortKeys gives slices.Sort's order
// for keys made in (port, index) order, with narrow and wide cycle spans.
func TestSortKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 1))
	var tmp []uint64
	var counts []int32
	for _, c := range []struct{ ports, per, span int }{{4, 3, 5}, {132, 20, 140}, {132, 20, 5000}, {16, 200, 600}, {2, 40, 1 << 20}} {
		var keys []uint64
		for p := range c.ports {
			tt := int64(r.IntN(c.span))
			for j := range c.per {
				keys = append(keys, orderKey(tt, 0, p, j))
				tt += int64(r.IntN(3)) - 1 // nearly increasing, as an SM issues
				tt = max(tt, 0)
			}
		}
		want := slices.Clone(keys)
		slices.Sort(want)
		for range 2 { // the second time with the swapped buffers
			got := sortKeys(slices.Clone(keys), &tmp, &counts)
			if !slices.Equal(got, want) {
				t.Fatalf("%+v: sortKeys differs from slices.Sort", c)
			}
		}
	}
}

// TestRequestSize checks that a request stays at 32 bytes, two to a cache
// line: the serve's stages read every request from another core.
func TestRequestSize(t *testing.T) {
	if s := unsafe.Sizeof(request{}); s != 32 {
		t.Fatalf("request is %d bytes, want 32", s)
	}
}

// TestOrderByPlace checks the serve order when the integer keys cannot
// hold the requests (cycles too far apart): by cycle, then SM, then the
// request's place in its port's buffer (its issue order), which the
// comparison sort reads from the requests' addresses.
func TestOrderByPlace(t *testing.T) {
	spec := H200()
	spec.NumSMs = 3
	h, err := NewHierarchy(spec, 0)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 9))
	type place struct{ t, sm, j int64 }
	var want []place
	for sm := range spec.NumSMs {
		p := h.Port(sm)
		for j := range 200 {
			tt := int64(r.IntN(4)) // many requests of one cycle
			if r.IntN(8) == 0 {
				tt += 1 << 40 // too far apart for orderKey
			}
			p.queue(tt, uint64(j)*LineBytes, 1, reqRead, NoTicket)
			want = append(want, place{tt, int64(sm), int64(j)})
		}
	}
	if _, fit, _ := h.orderBounds(-1); fit {
		t.Fatal("the keys hold the requests: the test does not reach the comparison sort")
	}
	slices.SortFunc(want, func(a, b place) int {
		if a.t != b.t {
			return int(a.t - b.t)
		}
		if a.sm != b.sm {
			return int(a.sm - b.sm)
		}
		return int(a.j - b.j)
	})
	got := h.order(-1)
	if len(got) != len(want) {
		t.Fatalf("%d requests in order, want %d", len(got), len(want))
	}
	for k, q := range got {
		if w := want[k]; q.t != w.t || int64(q.sm) != w.sm || int64(q.line/LineBytes) != w.j {
			t.Fatalf("request %d: cycle %d SM %d place %d, want %+v", k, q.t, q.sm, q.line/LineBytes, w)
		}
	}
}

// TestDivisor checks the shift-and-mask division against / and %.
func TestDivisor(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, d := range []uint64{1, 2, 3, 4, 20, 128, 8192, 163840, 1 << 40} {
		v := newDivisor(d)
		for range 1000 {
			n := r.Uint64() >> r.IntN(64)
			if v.div(n) != n/d || v.mod(n) != n%d {
				t.Fatalf("%d / %d: %d rem %d, want %d rem %d", n, d, v.div(n), v.mod(n), n/d, n%d)
			}
		}
	}
}
