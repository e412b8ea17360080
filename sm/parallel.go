package sm

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Parallel functional execution (docs/ARCHITECTURE.md, "Determinism").
//
// A launch whose blocks cannot observe one another (order.go decides from
// the program) runs its clusters (single blocks without clusters) on a
// pool of workers, one cluster per worker at a time, its warps round robin
// as the single-goroutine schedule runs them. The result does not depend on
// which worker ran which cluster or when, so it is the same for any number
// of threads; the rest is made so:
//   - faults: the fault of the lowest cluster in grid order is reported
//     (every cluster before it runs to completion; later ones stop);
//   - the step limit: each cluster may execute the launch's limit on its
//     own, and the running total is checked in grid order as clusters
//     complete, so the cluster at which the total passes the limit is the
//     same for any thread count;
//   - %clock counts the warp-instructions of the running cluster;
//   - printf text is written in block order (worker.go).
// A launch whose blocks may communicate runs on one goroutine with every
// block resident as occupancy allows, interleaved a quantum at a time
// (scheduleOrdered), as before parallel execution existed.

// SetThreads sets how many goroutines a launch may use (0: one per CPU,
// runtime.GOMAXPROCS). Results and cycle counts do not depend on it.
func (d *Device) SetThreads(n int) {
	if n < 0 {
		n = 0
	}
	d.threads = n
}

// Threads returns how many goroutines a launch may use.
func (d *Device) Threads() int {
	if d.threads <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return d.threads
}

// scheduleOrdered runs the launch on one worker, blocks resident as
// occupancy allows and interleaved, so that blocks waiting for one another
// (spin locks, grid sync) make progress.
func (r *run) scheduleOrdered() {
	k := r.newWorker(0)
	r.workers = []*worker{k}
	lin := 0
	k.schedule(r.maxRes, func() int {
		if lin >= r.totalB {
			return -1
		}
		lin++
		return lin - 1
	})
	r.fault = k.fault
	r.endOutput()
}

// parState is what the workers of a parallel launch share. next is
// written at every hand-out and stop read at every scheduling round, so
// each has a cache line of its own.
type parState struct {
	next     atomic.Int64 // the next cluster to start
	_        [56]byte
	stop     atomic.Int64 // clusters after this one do not start (a fault or the step limit)
	_        [56]byte
	mu       sync.Mutex
	fault    *Fault // the fault of the lowest faulting cluster
	faultC   int
	commitC  int      // clusters before this one have completed and been counted
	counts   []uint64 // per cluster: 1 + its warp-instructions once it completed (0: not yet)
	executed uint64   // warp-instructions of clusters 0..commitC-1

	trace []workerTrace // PTXSIM_WORKER_TRACE=1: per worker, where its time went (nil: off)
	start time.Time
}

// workerTrace is one worker's share of a parallel launch's wall time
// (PTXSIM_WORKER_TRACE=1; the summary goes to stderr when the launch
// ends), on cache lines of its own.
type workerTrace struct {
	busyNs, firstNs, endNs int64 // running clusters; first start and end, from the launch's start
	chunks, clusters       int64
	_                      [24]byte
}

var workerTraceOn = os.Getenv("PTXSIM_WORKER_TRACE") == "1"

// report writes the summary: the launch's wall time, the workers' busy
// time (efficiency = busy / (wall x workers)), when they started and
// ended (the spread of the ends is the grid's tail).
func (st *parState) report(r *run, chunk int) {
	wall := time.Since(st.start).Nanoseconds()
	if wall == 0 {
		return
	}
	ms := func(ns int64) float64 { return float64(ns) / 1e6 }
	var busy, first, end, minEnd, maxEnd, maxFirst int64
	minEnd = wall
	for i := range st.trace {
		t := &st.trace[i]
		busy += t.busyNs
		first += t.firstNs
		end += t.endNs
		minEnd, maxEnd, maxFirst = min(minEnd, t.endNs), max(maxEnd, t.endNs), max(maxFirst, t.firstNs)
	}
	n := int64(len(st.trace))
	fmt.Fprintf(os.Stderr, "worker trace: %s threads=%d clusters=%d chunk=%d wall=%.2fms busy=%.2fms efficiency=%.1f%% mean-first=%.3fms max-first=%.3fms end min/mean/max=%.2f/%.2f/%.2fms\n",
		r.fn.Name, n, r.totalB/r.csize, chunk, ms(wall), ms(busy), 100*float64(busy)/float64(wall)/float64(n), ms(first/n), ms(maxFirst), ms(minEnd), ms(end/n), ms(maxEnd))
	for i := range st.trace {
		t := &st.trace[i]
		fmt.Fprintf(os.Stderr, "worker trace:   worker %2d: busy=%.2fms first=%.3fms end=%.2fms chunks=%d clusters=%d\n",
			i, ms(t.busyNs), ms(t.firstNs), ms(t.endNs), t.chunks, t.clusters)
	}
}

// scheduleParallel runs the launch's clusters on up to r.threads workers.
func (r *run) scheduleParallel() {
	nc := r.totalB / r.csize
	n := max(1, min(r.threads, nc))
	st := &parState{faultC: nc, counts: make([]uint64, nc)}
	st.stop.Store(int64(nc))
	if workerTraceOn {
		st.trace, st.start = make([]workerTrace, n), time.Now()
	}
	r.workers = make([]*worker, n)
	for i := range r.workers {
		r.workers[i] = r.newWorker(i)
	}
	if n == 1 {
		r.runClusters(r.workers[0], st, nc)
	} else {
		var wg sync.WaitGroup
		for _, k := range r.workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r.runClusters(k, st, nc)
			}()
		}
		wg.Wait()
	}
	if st.trace != nil {
		st.report(r, clusterChunk(nc))
	}
	r.fault = st.fault
	if r.fault != nil {
		r.out.freeze((st.faultC+1)*r.csize - 1)
	}
	if r.prints {
		r.out.end()
	}
}

// runClusters is one worker's loop: take the next cluster, run it to
// completion, report it.
func (r *run) runClusters(k *worker, st *parState, nc int) {
	defer func() {
		// A panic (a bug) stops this worker; it is its cluster's fault,
		// reported like any other (the lowest cluster's wins).
		if p := recover(); p != nil {
			k.panicked(p)
			st.mu.Lock()
			if k.cluster < st.faultC {
				st.fault, st.faultC = k.fault, k.cluster
				st.lower(k.cluster)
			}
			st.mu.Unlock()
		}
	}()
	// Clusters are taken a chunk at a time (take) and their counts
	// committed together.
	chunk := clusterChunk(nc)
	var counts []uint64
	var tr *workerTrace
	if st.trace != nil {
		tr = &st.trace[k.id]
		tr.firstNs = -1
		defer func() { tr.endNs = time.Since(st.start).Nanoseconds() }()
	}
	for {
		c0, c1 := st.take(nc, chunk, len(r.workers))
		if c0 >= nc {
			return
		}
		var t0 time.Time
		if tr != nil {
			t0 = time.Now()
			if tr.firstNs < 0 {
				tr.firstNs = t0.Sub(st.start).Nanoseconds()
			}
		}
		counts = counts[:0]
		for c := c0; c < c1; c++ {
			if int64(c) > st.stop.Load() {
				break
			}
			n, ok := r.runCluster(k, st, c)
			if !ok {
				break
			}
			counts = append(counts, n)
		}
		if len(counts) > 0 {
			st.completed(r, c0, counts)
		}
		if tr != nil {
			tr.busyNs += time.Since(t0).Nanoseconds()
			tr.chunks++
			tr.clusters += int64(len(counts))
		}
	}
}

// clusterChunk is how many clusters a worker takes at a time while many
// are left: enough that taking them costs little (the grid's 1024th, at
// most 64).
func clusterChunk(nc int) int { return max(1, min(64, nc/1024)) }

// take hands a worker the clusters [c0, c1): a chunk while many are left,
// then fewer, down to one, once a chunk for each of four rounds of the
// workers would pass the end of the grid, so that the workers end close
// together (at 16 threads a 2048^3 SGEMM's chunk of 16 blocks is 30 ms,
// 1.7% of the launch: the last worker ended up to that much after the
// first). c0 is nc when none is left. What a launch reports does not
// depend on which worker ran which cluster, so neither does it on the
// thread count the hand-out depends on.
func (st *parState) take(nc, chunk, workers int) (c0, c1 int) {
	for {
		n := st.next.Load()
		if n >= int64(nc) {
			return nc, nc
		}
		k := min(int64(chunk), max(1, (int64(nc)-n)/int64(4*workers)))
		if st.next.CompareAndSwap(n, n+k) {
			return int(n), int(n + k)
		}
	}
}

// runCluster runs cluster c on k to completion; it returns the cluster's
// warp-instructions, or false when it faulted or was given up.
func (r *run) runCluster(k *worker, st *parState, c int) (uint64, bool) {
	base := c * r.csize
	k.nextLin, k.endLin = base, base+r.csize
	k.limitAt = k.warpInstr + r.limit
	k.clockBase = k.warpInstr
	k.cluster, k.st = c, st
	start := k.warpInstr
	k.schedule(r.csize, k.nextInCluster)
	switch {
	case k.cancelled:
		// A lower cluster stopped the launch: this one's work is dropped
		// (nothing of it is reported).
		k.abandon(false)
		return 0, false
	case k.fault != nil:
		st.mu.Lock()
		if c < st.faultC {
			st.fault, st.faultC = k.fault, c
			st.lower(c)
		}
		st.mu.Unlock()
		k.abandon(true)
		return 0, false
	}
	return k.warpInstr - start, true
}

// nextInCluster hands out the blocks of the cluster runCluster runs.
func (k *worker) nextInCluster() int {
	if k.nextLin >= k.endLin {
		return -1
	}
	k.nextLin++
	return k.nextLin - 1
}

// lower stops clusters after c from starting. Callers hold st.mu.
func (st *parState) lower(c int) {
	if int64(c) < st.stop.Load() {
		st.stop.Store(int64(c))
	}
}

// completed counts the warp-instructions of clusters c0, c0+1, ... into
// the running total, in grid order; the cluster at which the total passes
// the launch's step limit faults.
func (st *parState) completed(r *run, c0 int, n []uint64) {
	st.mu.Lock()
	defer st.mu.Unlock()
	for i, x := range n {
		st.counts[c0+i] = x + 1
	}
	for st.commitC < len(st.counts) && st.counts[st.commitC] != 0 {
		st.executed += st.counts[st.commitC] - 1
		if st.executed > r.limit && st.commitC < st.faultC {
			b := st.commitC * r.csize
			pos := r.prog.Pos[r.fn.Start]
			st.fault = &Fault{Kind: FaultStepLimit, Kernel: r.fn.Name, File: r.prog.File, Line: int(pos.Line), Col: int(pos.Col),
				Block: r.blockIdx(b), Msg: r.stepLimitMsg() + "; the total passed it when this block's cluster completed"}
			st.faultC = st.commitC
			st.lower(st.commitC)
			return
		}
		st.commitC++
	}
}

// abandon releases the blocks of a cluster that stopped early; with keep,
// their partial printf text is handed to the output (a faulting cluster's
// text, the assertion message included).
func (k *worker) abandon(keep bool) {
	for _, b := range k.blocks {
		if keep && k.r.prints {
			k.r.out.finished(b.linear, b.text)
		}
		b.text = text{}
		k.shPool = append(k.shPool, b.shared)
		b.shared = nil
		k.pool = append(k.pool, b.warps...)
		b.warps = nil
	}
	clear(k.blocks)
	k.blocks = k.blocks[:0]
	k.fault, k.cancelled = nil, false
	k.clOpen = nil
}

// gather sums the workers' counters into the launch's result.
func (r *run) gather() {
	for _, k := range r.workers {
		r.res.WarpInstructions += k.warpInstr
		r.res.ThreadInstructions += k.threadInstr
	}
}

// resident returns every resident block of the launch, in block order.
func (r *run) resident() []*block {
	var bs []*block
	for _, k := range r.workers {
		bs = append(bs, k.blocks...)
	}
	sortBlocks(bs)
	return bs
}

// deadlock faults the first warp, in block order, that waits at a barrier
// that can never complete (a timing model found nothing left to run).
func (r *run) deadlock() {
	for _, b := range r.resident() {
		for _, w := range b.warps {
			if w.blocked {
				w.k.fault = nil
				w.deadlockFault()
				r.fault = w.k.fault
				return
			}
		}
	}
}

// endOutput hands the resident blocks' partial text to the output and
// writes everything in block order.
func (r *run) endOutput() {
	if !r.prints {
		return
	}
	for _, b := range r.resident() {
		r.out.finished(b.linear, b.text)
		b.text = text{}
	}
	r.out.end()
}
