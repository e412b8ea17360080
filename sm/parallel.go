package sm

import (
	"runtime"
	"sync"
	"sync/atomic"
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

// parState is what the workers of a parallel launch share.
type parState struct {
	next     atomic.Int64 // the next cluster to start
	stop     atomic.Int64 // clusters after this one do not start (a fault or the step limit)
	mu       sync.Mutex
	fault    *Fault // the fault of the lowest faulting cluster
	faultC   int
	commitC  int      // clusters before this one have completed and been counted
	counts   []uint64 // per cluster: 1 + its warp-instructions once it completed (0: not yet)
	executed uint64   // warp-instructions of clusters 0..commitC-1
}

// scheduleParallel runs the launch's clusters on up to r.threads workers.
func (r *run) scheduleParallel() {
	nc := r.totalB / r.csize
	n := max(1, min(r.threads, nc))
	st := &parState{faultC: nc}
	st.stop.Store(int64(nc))
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
	// Clusters are taken a chunk at a time (the chunk depends only on the
	// grid, so nothing reported depends on the thread count) and their
	// counts committed together.
	chunk := max(1, min(64, nc/1024))
	var counts []uint64
	for {
		c0 := int(st.next.Add(int64(chunk)) - int64(chunk))
		if c0 >= nc {
			return
		}
		counts = counts[:0]
		for c := c0; c < min(c0+chunk, nc); c++ {
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
	if st.counts == nil {
		st.counts = make([]uint64, r.totalB/r.csize)
	}
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
