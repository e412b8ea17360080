package timing

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"
)

// The staged serve: ServeOther's work on several goroutines at once, with
// the results of the one-goroutine serve (docs/RATIONALE.md, "The staged
// serve").
//
// Serving a request has two halves that touch different state: its cache
// work (tags, sectors and replacement state of the L2 partitions it
// reaches: l2Cache) and its timing work (slices, atomic units, DRAM
// channels, tickets and counters: serveTime), which needs the cache
// work's outcome but nothing the cache work needs back. Each partition's
// cache state depends only on the order of the operations on it, and
// every request's operations on one partition come from l2Cache for that
// partition alone. So the requests, in the global order (cycle, SM,
// issue order: each stage sorts a share, each walks the merge), are walked
// by one goroutine per partition,
// each doing its partition's part of every request in that order, and by
// one more doing the timing work in that order as the outcomes become
// complete. The one cross-partition dependency, a far read's home part
// needing its near part's hits, is a wait on the near partition's
// progress. Every piece of state sees the same operations in the same
// order as in the serial serve, so the results are the same bytes for any
// number of goroutines; the random replacement policy draws per
// partition, in that partition's order.

// stager is the state of the staged serve.
type stager struct {
	gen int64 // incremented by Flip (one staged serve per Flip)
	// Each stage sorts the requests of a group of ports (runs[i]) by the
	// integer key of Hierarchy.order; everyone walks their merge. When the
	// keys cannot hold the requests (fast false), stage 0 sorts them all
	// into order.
	fast    bool
	runs    [][]uint64    // per stage: its ports' sorted keys
	sortTmp []sortScratch // per stage: sortKeys scratch
	ready   []progress    // per stage: gen+1 once its run is sorted (stage 0: and out, prog, order ready)
	order   []*request    // !fast: the requests in the global order
	out     []outcome     // per request (in the global order): its cache work's outcome
	// seq is the requests in the global order, written by cache stage 0
	// as its merge of the runs reaches them (published with its
	// progress: it walks the merge 2 x prefetchAhead ahead of the
	// request it performs), read by the timing stage instead of merging
	// the runs itself (three merges a request: a fifth of the serve's
	// instructions).
	seq []*request
	// Per port, copied by stage 0 so that the stages do not read the
	// ports' lines the SMs are writing: the buffer served and its tickets,
	// and the results for the port that serveTime finds (applied at the
	// end).
	bufs    [][]request
	tickets [][]int64
	lastAck []int64
	drain   []float64
	// prog[p] is how many requests partition p's worker has finished
	// (published every progStep requests, before any wait, and at the
	// end), each on a cache line of its own.
	prog  []progress
	abort atomic.Bool // a worker failed: the others stop waiting
	// spinning: there are more processors than stages (set at Flip), so
	// a waiting stage busy-waits for spinFor before it sleeps.
	spinning bool
	// times (nil: off; SetStageTrace) are per stage where its time went.
	times []StageTime
}

// StageTime is where one stage of the staged serve spent its time
// (SetStageTrace): in all, sorting its share of the requests (and
// waiting for the other stages' shares), and waiting for another stage
// while walking the requests.
type StageTime struct {
	Serves, Requests         int64
	TotalNs, OrderNs, WaitNs int64
	_                        [24]byte // a line of its own: each stage writes its own
}

// SetStageTrace turns the stages' time accounting (StageTimes) on or
// off; call it while nothing is being served.
func (h *Hierarchy) SetStageTrace(on bool) {
	h.stage.times = nil
	if on {
		h.stage.times = make([]StageTime, len(h.stage.ready))
	}
}

// StageTimes returns the staged serve's time accounting per stage since
// SetStageTrace(true) (nil when it is off): stage 0 is the timing work,
// stage g+1 cache stage g.
func (h *Hierarchy) StageTimes() []StageTime { return h.stage.times }

// StageReport is StageTimes as text, one line per stage (empty when
// the accounting is off or nothing was staged).
func (h *Hierarchy) StageReport() string {
	var b strings.Builder
	for i, st := range h.stage.times {
		if st.Serves == 0 {
			continue
		}
		name := "timing"
		if i > 0 {
			name = fmt.Sprintf("cache %d", i-1)
		}
		ms := func(ns int64) float64 { return float64(ns) / 1e6 }
		fmt.Fprintf(&b, "serve stage %d (%s): serves=%d requests=%d total=%.1fms order=%.1fms wait=%.1fms work=%.1fms (%.1f ns/request, mean %.1fus a serve)\n",
			i, name, st.Serves, st.Requests, ms(st.TotalNs), ms(st.OrderNs), ms(st.WaitNs), ms(st.TotalNs-st.OrderNs-st.WaitNs),
			float64(st.TotalNs-st.OrderNs-st.WaitNs)/float64(max(st.Requests, 1)), float64(st.TotalNs)/float64(st.Serves)/1e3)
	}
	return b.String()
}

// stageClock returns the time when the stage accounting is on.
func (s *stager) stageClock() time.Time {
	if s.times == nil {
		return time.Time{}
	}
	return time.Now()
}

// waited adds the time since t0 (stageClock) to stage i's waits.
func (s *stager) waited(i int, t0 time.Time) {
	if s.times != nil {
		s.times[i].WaitNs += time.Since(t0).Nanoseconds()
	}
}

type progress struct {
	n atomic.Int64
	_ [56]byte
}

// progStep is how often a partition worker publishes its progress.
const progStep = 32

// stageOrder has stage i sort its share of the requests (all of them,
// for stage 0, when the integer keys cannot hold them), publishes it and
// waits for the other stages' shares. It reports the number of
// requests, or -1 if a worker aborted.
func (h *Hierarchy) stageOrder(i int) int {
	s := &h.stage
	t0 := s.stageClock()
	if s.times != nil {
		defer func() { s.times[i].OrderNs += time.Since(t0).Nanoseconds() }()
	}
	nst := len(s.ready) // len(h.parts) + 1 (NewHierarchy)
	// Every stage finds the same bounds, so the same key layout.
	lo, fit, n := h.orderBounds(-2)
	fast := n == 0 || fit
	run := s.runs[i][:0]
	if fast {
		// Stage i takes the ports holding requests [i*n/nst, (i+1)*n/nst)
		// of the concatenation, whole ports at a time.
		from, to, c := i*n/nst, (i+1)*n/nst, 0
		for p := range h.ports {
			rs := *h.ports[p].buffer(-2)
			if c >= from && c < to || i == nst-1 && c >= from {
				for j := range rs {
					run = append(run, orderKey(rs[j].t, lo, p, j))
				}
			}
			c += len(rs)
		}
		st := &s.sortTmp[i]
		run = sortKeys(run, &st.keys, &st.counts)
	}
	s.runs[i] = run
	if i == 0 {
		s.fast = fast
		if !fast {
			s.order = h.order(-2)
		}
		for p := range h.ports {
			port := &h.ports[p]
			s.bufs[p], s.tickets[p] = port.reqs[port.cur^1], port.tickets[port.cur^1]
			s.lastAck[p], s.drain[p] = 0, 0
		}
		if cap(s.out) < n {
			s.out = make([]outcome, n+n/2)
		}
		s.out = s.out[:n]
		if cap(s.seq) < n {
			s.seq = make([]*request, n+n/2)
		}
		s.seq = s.seq[:n]
		if len(s.ready) > 2 {
			clear(s.out) // with one cache stage, it clears each as it starts on it (stageCache)
		}
		for p := range s.prog {
			s.prog[p].n.Store(0)
		}
	}
	s.ready[i].n.Store(s.gen + 1)
	for j := range s.ready {
		for w := (Spin{}); s.ready[j].n.Load() != s.gen+1; {
			if !s.spin(&w) {
				return -1
			}
		}
	}
	return n
}

// cursor walks the requests of a staged serve in the global order: the
// merge of the stages' runs (or stage 0's order).
type cursor struct {
	h   *Hierarchy
	s   *stager
	pos []int // per run: the next key
	k   int   // !fast: the next request
	// two: there are two runs (one cache stage), r0 and r1 from p0 and
	// p1 on: next merges them without a loop.
	two    bool
	r0, r1 []uint64
	p0, p1 int
}

// cursorPos returns n positions, in buf when it is large enough.
func cursorPos(buf []int, n int) []int {
	if n <= len(buf) {
		return buf[:n]
	}
	return make([]int, n)
}

func (h *Hierarchy) newCursor(pos []int) cursor {
	clear(pos)
	c := cursor{h: h, s: &h.stage, pos: pos}
	if s := c.s; s.fast && len(s.runs) == 2 {
		c.two, c.r0, c.r1 = true, s.runs[0], s.runs[1]
	}
	return c
}

// next returns the next request.
func (c *cursor) next() *request {
	s := c.s
	if !s.fast {
		r := s.order[c.k]
		c.k++
		return r
	}
	if c.two {
		var key uint64
		if c.p0 < len(c.r0) && (c.p1 >= len(c.r1) || c.r0[c.p0] < c.r1[c.p1]) {
			key = c.r0[c.p0]
			c.p0++
		} else {
			key = c.r1[c.p1]
			c.p1++
		}
		p, j := keyPlace(key)
		return &s.bufs[p][j]
	}
	best, key := -1, uint64(0)
	for i, run := range s.runs {
		if c.pos[i] < len(run) {
			if k := run[c.pos[i]]; best < 0 || k < key {
				best, key = i, k
			}
		}
	}
	c.pos[best]++
	p, j := keyPlace(key)
	return &c.s.bufs[p][j]
}

// ServeWorkers is the number of goroutines the staged serve of the other
// buffers uses: ServeOtherStage(i) for every i below it must run at the
// same time, each on its own goroutine.
func (h *Hierarchy) ServeWorkers() int { return len(h.stage.ready) }

// SetCacheStages sets how many goroutines (1 to the number of L2
// partitions; others are clamped) do the staged serve's cache work:
// cache stage g does that of partitions g, g+n, g+2n... The default is
// one per partition. One stage for several partitions does their parts
// of each request one after the other, so a far read's home never waits
// for its near partition on another goroutine (with one per partition,
// a stream whose reads go half to the far partition makes the two hand
// each other their progress every few requests: device round C, 2.2 s
// of the two stages' 4 s spent waiting). Same results for any n. Call
// it while nothing is being served.
func (h *Hierarchy) SetCacheStages(n int) {
	n = min(max(n, 1), len(h.parts))
	if n+1 == len(h.stage.ready) {
		return
	}
	h.stage.runs = make([][]uint64, n+1)
	h.stage.sortTmp = make([]sortScratch, n+1)
	h.stage.ready = make([]progress, n+1)
	if h.stage.times != nil {
		h.stage.times = make([]StageTime, n+1)
	}
}

// ServeOtherStage runs part i of the staged ServeOther (same results):
// part 0 orders the requests and then does their timing work, part g+1
// the cache work of cache stage g (SetCacheStages; by default partition
// g). Every part from 0 to ServeWorkers()-1
// must be running at the same time on its own goroutine (they wait for
// one another), at most once between two Flips; they return when the
// serve is done (part 0 last, the buffers emptied). Like ServeOther, it
// may run while the SMs use their ports, between Flip and the next
// MergeStats or Snapshot.
func (h *Hierarchy) ServeOtherStage(i int) {
	s := &h.stage
	defer func() {
		if p := recover(); p != nil {
			s.abort.Store(true)
			panic(p)
		}
	}()
	t0 := s.stageClock()
	if i == 0 {
		h.stageTiming()
	} else {
		h.stageCache(i - 1)
	}
	if s.times != nil {
		s.times[i].Serves++
		s.times[i].TotalNs += time.Since(t0).Nanoseconds()
	}
}

// spinFor is how long a stage busy-waits before it sleeps between tries:
// longer than any wait of a stage that has a processor of its own (the
// engine stages the serve only then), short enough that a stage without
// one (a busy machine) gives its processor back. Sleeping takes 50 us to
// 1 ms, and yielding (runtime.Gosched) contends for the scheduler's lock:
// on the device machine's 16 cores Gosched took 14% of the CPU time.
const spinFor = 2 * time.Millisecond

// spin is one try of a wait: false when a worker aborted. With fewer
// processors than stages (tests on a small machine) it sleeps from the
// start: the stage waited for may be waiting for this one's processor.
func (s *stager) spin(w *Spin) bool {
	limit := time.Duration(0)
	if s.spinning {
		limit = spinFor
	}
	if w.Over(limit) {
		time.Sleep(20 * time.Microsecond)
	}
	return !s.abort.Load()
}

// prefetchRequest prefetches the lines of request r (a hint).
func prefetchRequest(r *request) {
	prefetch(unsafe.Pointer(r))
	prefetch(unsafe.Pointer(&r.sm)) // its last field: r may straddle two lines
}

// prefetchTime prefetches what the timing work of request r (outcome o)
// will touch on other cores or far in memory (a hint).
func (h *Hierarchy) prefetchTime(r *request, o *outcome) {
	prefetch(unsafe.Pointer(o))
	if tk := h.stage.tickets[r.sm]; r.ticket != NoTicket && int(r.ticket&(ticketBuf-1)) < len(tk) {
		prefetch(unsafe.Pointer(&tk[r.ticket&(ticketBuf-1)]))
	}
	if r.kind == reqRead {
		if ch, a := h.dramAt(r.line); ch != nil {
			if p, ok := ch.(rowPrefetcher); ok {
				p.prefetchRow(a)
			}
		}
	}
}

// stageTiming sorts its share of the requests and performs the timing
// work of each request once every partition has done its part.
func (h *Hierarchy) stageTiming() {
	s := &h.stage
	n := h.stageOrder(0)
	if n < 0 {
		return
	}
	if s.times != nil {
		s.times[0].Requests += int64(n)
	}
	// The requests come from cache stage 0's seq (published with the
	// progress; it fetched 2 x prefetchAhead past what it published):
	// once request k is done, the stage prefetches request k + 2A
	// (written on its SM's core) and what the timing work of request
	// k + A will touch: its outcome (written on the cache stage's core),
	// its ticket (its SM's) and, for a read, its DRAM row state.
	A := prefetchAhead
	done := 0 // requests every partition has finished
	for k := range n {
		if k >= done {
			done = s.progress(n)
			if k >= done {
				t0 := s.stageClock()
				for w := (Spin{}); k >= done; done = s.progress(n) {
					if !s.spin(&w) {
						return
					}
				}
				s.waited(0, t0)
			}
			if k == 0 {
				for j := range min(2*A, n) {
					prefetchRequest(s.seq[j])
				}
				for j := range min(A, n) {
					h.prefetchTime(s.seq[j], &s.out[j])
				}
			}
		}
		if k+2*A < n {
			prefetchRequest(s.seq[k+2*A])
		}
		if k+A < n {
			h.prefetchTime(s.seq[k+A], &s.out[k+A])
		}
		r := s.seq[k]
		h.serveTime(r, h.Near(int(r.sm)), h.home(r.line), &s.out[k], s.tickets[r.sm], &s.lastAck[r.sm], &s.drain[r.sm])
	}
	for i := range h.ports {
		p := &h.ports[i]
		b := p.cur ^ 1
		p.LastAck = max(p.LastAck, s.lastAck[i])
		p.drain[b] = max(p.drain[b], s.drain[i])
	}
	h.emptyBuffers(-2)
}

// progress is how many of n requests every partition has finished.
func (s *stager) progress(n int) int {
	for i := range s.prog {
		n = min(n, int(s.prog[i].n.Load()))
	}
	return n
}

// stageCache sorts its share of the requests and performs cache stage
// g's part of every request's cache work, in the global order: for each
// request, that of each of its partitions (SetCacheStages), a read's
// near partition before its home.
func (h *Hierarchy) stageCache(g int) {
	s := &h.stage
	n := h.stageOrder(g + 1)
	if n < 0 {
		return
	}
	if s.times != nil {
		s.times[g+1].Requests += int64(n)
	}
	// One cursor walks the order twice prefetchAhead requests in front of
	// the request performed, prefetching each request (queued on the
	// core of its SM) and keeping it in the ring; prefetchAhead in front,
	// the request's partitions and set are found once, kept in the ring,
	// and its sets prefetched (so that the cache work finds them in this
	// core's caches).
	var buf [8]int
	far := h.newCursor(cursorPos(buf[:], len(s.runs)))
	var ring [stageRing]ahead
	ng := len(s.ready) - 1
	// With one cache stage, it clears each request's outcome as it
	// starts on it (stageOrder leaves them to it: the timing stage's
	// clearing made every outcome line move between the two cores once
	// more); with several, stage 0 clears them all first.
	clearOut := ng == 1
	A := prefetchAhead
	seq := s.seq
	if g > 0 {
		seq = nil
	}
	fetch := func(k int) {
		r := far.next()
		prefetchRequest(r)
		ring[k&(stageRing-1)].r = r
		if seq != nil {
			seq[k] = r
		}
	}
	look := func(k int) {
		a := &ring[k&(stageRing-1)]
		r := a.r
		a.side, a.home, a.base = int32(h.Near(int(r.sm))), int32(h.home(r.line)), h.l2Set(r.line)
		h.prefetchSetsAt(r, int(a.side), int(a.home), a.base, ng, g)
	}
	for k := range min(2*A, n) {
		fetch(k)
	}
	for k := range min(A, n) {
		look(k)
	}
	var mine [64]bool // partitions (up to 64) of this stage; more go through the general test below
	for p := g; p < min(len(h.parts), len(mine)); p += ng {
		mine[p] = true
	}
	isMine := func(p int) bool {
		if p < len(mine) {
			return mine[p]
		}
		return p%ng == g
	}
	publish := func(v int64) {
		for p := g; p < len(s.prog); p += ng {
			s.prog[p].n.Store(v)
		}
	}
	for k := range n {
		if k+2*A < n {
			fetch(k + 2*A)
		}
		if k+A < n {
			look(k + A)
		}
		a := &ring[k&(stageRing-1)]
		r, side, home, base := a.r, int(a.side), int(a.home), a.base
		o := &s.out[k]
		if clearOut {
			*o = outcome{}
		}
		if r.kind != reqRead {
			for p := g; p < len(h.parts); p += ng {
				h.l2Cache(p, side, home, base, r, o)
			}
		} else {
			// Only the near and home partitions do anything for a read.
			if isMine(side) {
				h.l2Cache(side, side, home, base, r, o)
			}
			if home != side && isMine(home) {
				if near := &s.prog[side].n; !isMine(side) && near.Load() <= int64(k) {
					// A far read: the near partition's hits first.
					publish(int64(k))
					t0 := s.stageClock()
					for w := (Spin{}); near.Load() <= int64(k); {
						if !s.spin(&w) {
							return
						}
					}
					s.waited(g+1, t0)
				}
				h.l2Cache(home, side, home, base, r, o)
			}
		}
		if k%progStep == progStep-1 {
			publish(int64(k + 1))
		}
	}
	publish(int64(n))
}

// stageRing is the size of a cache stage's ring of the requests ahead of
// the one it performs (a power of two above twice the largest
// prefetchAhead).
const stageRing = 256

// ahead is a request a cache stage will perform, with its near and home
// partitions and its set (l2Set).
type ahead struct {
	r          *request
	side, home int32
	base       int
}
