package timing

import (
	"runtime"
	"sync/atomic"
)

// The staged serve: ServeOther's work on several goroutines at once, with
// the results of the one-goroutine serve (docs/RATIONALE.md, "staged
// serve").
//
// Serving a request has two halves that touch different state: its cache
// work (tags, sectors and replacement state of the L2 partitions it
// reaches: l2Cache) and its timing work (slices, atomic units, DRAM
// channels, tickets and counters: serveTime), which needs the cache
// work's outcome but nothing the cache work needs back. Each partition's
// cache state depends only on the order of the operations on it, and
// every request's operations on one partition come from l2Cache for that
// partition alone. So the requests, sorted once in the global order
// (cycle, SM, issue order), are walked by one goroutine per partition,
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
	gen   int64        // incremented by Flip (one staged serve per Flip)
	ready atomic.Int64 // gen+1 once order and out are ready for the serve since the last Flip
	order []*request   // the requests in the global order
	out   []outcome    // per request: its cache work's outcome
	// prog[p] is how many requests partition p's worker has finished
	// (published every progStep requests, before any wait, and at the
	// end), each on a cache line of its own.
	prog  []progress
	abort atomic.Bool // a worker failed: the others stop waiting
}

type progress struct {
	n atomic.Int64
	_ [56]byte
}

// progStep is how often a partition worker publishes its progress.
const progStep = 32

// ServeWorkers is the number of goroutines the staged serve of the other
// buffers uses: ServeOtherStage(i) for every i below it must run at the
// same time, each on its own goroutine.
func (h *Hierarchy) ServeWorkers() int { return len(h.parts) + 1 }

// ServeOtherStage runs part i of the staged ServeOther (same results):
// part 0 orders the requests and then does their timing work, part p+1
// the cache work of partition p. Every part from 0 to ServeWorkers()-1
// must be running at the same time on its own goroutine (they wait for
// one another), at most once between two Flips; they return when the
// serve is done (part 0 last, the buffers emptied). Like ServeOther, it may run while the SMs use their
// ports, between Flip and the next MergeStats or Snapshot.
func (h *Hierarchy) ServeOtherStage(i int) {
	s := &h.stage
	defer func() {
		if p := recover(); p != nil {
			s.abort.Store(true)
			panic(p)
		}
	}()
	if i == 0 {
		h.stageTiming()
	} else {
		h.stageCache(i - 1)
	}
}

// spin is one try of a wait: false when a worker aborted; after a few
// tries it yields the processor (the worker waited for may need it).
func (s *stager) spin(try *int) bool {
	*try++
	if *try > 64 {
		runtime.Gosched()
	}
	return !s.abort.Load()
}

// stageTiming orders the requests, releases the partition workers and
// performs the timing work of each request once every partition has done
// its part.
func (h *Hierarchy) stageTiming() {
	s := &h.stage
	s.order = h.order(-2)
	n := len(s.order)
	if cap(s.out) < n {
		s.out = make([]outcome, n+n/2)
	}
	s.out = s.out[:n]
	clear(s.out)
	if len(s.prog) != len(h.parts) {
		s.prog = make([]progress, len(h.parts))
	}
	for i := range s.prog {
		s.prog[i].n.Store(0)
	}
	s.abort.Store(false)
	s.ready.Store(s.gen + 1)
	done := 0 // requests every partition has finished
	for k, r := range s.order {
		for try := 0; k >= done; {
			done = n
			for i := range s.prog {
				done = min(done, int(s.prog[i].n.Load()))
			}
			if k >= done && !s.spin(&try) {
				return
			}
		}
		h.serveTime(r, h.Near(int(r.sm)), h.home(r.line), &s.out[k])
	}
	h.emptyBuffers(-2)
}

// stageCache performs partition p's part of every request's cache work,
// in the global order.
func (h *Hierarchy) stageCache(p int) {
	s := &h.stage
	for try := 0; s.ready.Load() != s.gen+1; {
		if !s.spin(&try) {
			return
		}
	}
	prog := &s.prog[p].n
	for k, r := range s.order {
		side, home := h.Near(int(r.sm)), h.home(r.line)
		if r.kind == reqRead && home == p && side != p {
			// A far read: the near partition's hits first.
			if near := &s.prog[side].n; near.Load() <= int64(k) {
				prog.Store(int64(k))
				for try := 0; near.Load() <= int64(k); {
					if !s.spin(&try) {
						return
					}
				}
			}
		}
		h.l2Cache(p, side, home, r, &s.out[k])
		if k%progStep == progStep-1 {
			prog.Store(int64(k + 1))
		}
	}
	prog.Store(int64(len(s.order)))
}
