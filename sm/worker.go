package sm

import (
	"cmp"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/ptxsim/ptxsim/memsys"
)

// worker is an execution context: the resident blocks it runs, their warp
// and shared-memory pools, its counters and its first fault. One goroutine
// uses a worker at a time, so nothing in it is locked. The functional
// engine has one worker per goroutine of its pool (parallel.go); a timing
// model has one per simulated SM (Engine.NewWorker). Workers of different
// goroutines share no cache line: a worker is over 512 bytes, and Go
// allocates objects of that size in classes that are multiples of 64
// bytes from page-aligned spans; what the goroutines of a launch do share
// (run's configuration, read by every warp.exec) is not written while it
// runs (a block finishing counts in its worker, not in the run: the count
// in the run shared a cache line with run.stop, read at every exec).
type worker struct {
	r      *run
	id     int
	blocks []*block // resident blocks, in start order
	pool   []*warp
	shPool [][]byte
	bPool  []*block         // finished blocks of this worker's functional schedule, for reuse
	clOpen *cluster         // the cluster whose blocks are being started (cluster.go)
	tensor *tensorScratch   // fragment storage of tensor instructions (tensor.go)
	texAcc memsys.TexAccess // timing mode: the texture traffic of the last texture instruction (texture.go)

	finished    atomic.Int64 // blocks finished, for the message of a stopped launch (run.progress)
	warpInstr   uint64       // warp-instructions executed by this worker's warps
	reported    uint64       // warpInstr already added to the device's Progress
	threadInstr uint64       // their active threads
	limitAt     uint64       // warpInstr past which the running work faults (the step limit)
	clockBase   uint64       // functional %clock is warpInstr - clockBase
	clock       uint64       // timing mode: the %clock64 of the instruction executing now (Worker.SetClock)
	timed       bool         // a timing model sets clock

	fault *Fault // the first fault of this worker's blocks: its warps stop
	cur   *warp  // the warp executing, for the position of a recovered panic

	st        *parState // parallel functional launches: what the workers share (parallel.go)
	cluster   int       // the cluster the worker runs
	nextLin   int       // its next block to start
	endLin    int       // one past its last block
	cancelled bool      // a lower cluster stopped the launch: this one was given up
}

func (r *run) newWorker(id int) *worker {
	return &worker{r: r, id: id, limitAt: r.limit}
}

// now is the value %clock64 reads.
func (k *worker) now() uint64 {
	if k.timed {
		return k.clock
	}
	return k.r.dev.clock + k.warpInstr - k.clockBase
}

// startBlock makes block lin of the grid resident on k, its warps at the
// kernel's first instruction; a cluster's blocks join *open, the cluster
// being started.
func (k *worker) startBlock(lin int, open **cluster) *block {
	r := k.r
	var b *block
	if n := len(k.bPool); n > 0 {
		// A finished block's storage (a block is a kilobyte, mostly its
		// barriers: one allocation per block was a tenth of a short
		// kernel's time in the allocator and the collector), with the
		// capacity of its warp list and barrier wait lists.
		b = k.bPool[n-1]
		k.bPool = k.bPool[:n-1]
		ws := b.warps[:0]
		var waiting [len(b.bars)][]*warp
		for i := range b.bars {
			waiting[i] = b.bars[i].waiting[:0]
		}
		*b = block{linear: lin, live: r.nthr, k: k, warps: ws}
		for i := range b.bars {
			b.bars[i].waiting = waiting[i]
		}
	} else {
		b = &block{linear: lin, live: r.nthr, k: k}
	}
	b.idx = r.blockIdx(lin)
	r.joinCluster(b, open)
	if n := len(k.shPool); n > 0 {
		b.shared = k.shPool[n-1]
		k.shPool = k.shPool[:n-1]
		clear(b.shared)
	} else {
		b.shared = make([]byte, r.shared)
	}
	for wi := 0; wi < r.nwarps; wi++ {
		var w *warp
		if n := len(k.pool); n > 0 {
			w = k.pool[n-1]
			k.pool = k.pool[:n-1]
			if r.fn.UnwrittenCalls {
				clear(w.regs) // the constants windows live here: reload them
				clear(w.preds)
				for i := range w.constsAt {
					w.constsAt[i] = -1
				}
			}
			w.reset(b, wi)
			// A register read before any write is undefined in PTX, but
			// the value a pooled warp kept would be whatever block this
			// worker ran before, which depends on the number of threads:
			// it reads as zero, as in a new warp (isa.Func.Unwritten).
			for _, s := range r.fn.Unwritten {
				if !w.done { // done: reset could not grow the registers (a FaultHostMemory)
					clear(w.regs[int(s)*32 : int(s)*32+32])
				}
			}
		} else {
			w = &warp{r: r, k: k} // local memory is allocated on first use
			w.reset(b, wi)
		}
		b.warps = append(b.warps, w)
	}
	k.blocks = append(k.blocks, b)
	return b
}

// finishBlock returns a finished block's warps and shared memory to k's
// pools and hands its printf output to the launch (in block order).
func (k *worker) finishBlock(b *block) {
	k.shPool = append(k.shPool, b.shared)
	b.shared = nil
	k.pool = append(k.pool, b.warps...)
	b.warps = nil
	k.finished.Add(1)
	if k.r.prints {
		k.r.out.finished(b.linear, b.text)
		b.text = text{}
	}
	if p := k.r.dev.progress; p != nil {
		p.blocksDone.Add(1)
		p.account(k)
	}
}

// drop removes b from k's resident list.
func (k *worker) drop(b *block) {
	for i, x := range k.blocks {
		if x == b {
			copy(k.blocks[i:], k.blocks[i+1:])
			k.blocks[len(k.blocks)-1] = nil
			k.blocks = k.blocks[:len(k.blocks)-1]
			return
		}
	}
}

// schedule runs k's resident blocks to completion: their warps round robin
// a quantum at a time, starting a new block (next returns its linear
// index, or -1 when there is none) whenever fewer than room are resident.
// Whole clusters start together (csize is 1 without clusters). It stops at
// k's first fault; a round in which no warp can run is a deadlock.
func (k *worker) schedule(room int, next func() int) {
	r := k.r
	for k.fault == nil {
		for len(k.blocks)+r.csize <= max(room, r.csize) {
			lin := next()
			if lin < 0 {
				break
			}
			k.startBlock(lin, &k.clOpen)
			for j := 1; j < r.csize; j++ {
				k.startBlock(next(), &k.clOpen)
			}
		}
		if len(k.blocks) == 0 {
			return
		}
		progress := false
		keep := k.blocks[:0]
		for _, b := range k.blocks {
			for _, w := range b.warps {
				if w.done || w.blocked {
					continue
				}
				progress = true
				w.exec(quantum)
				if k.fault != nil {
					return
				}
			}
			if b.done == len(b.warps) {
				ws := b.warps[:0]
				k.finishBlock(b)
				if b.cl == nil { // nothing refers to it any more (a cluster lists its blocks)
					b.warps = ws
					k.bPool = append(k.bPool, b)
				}
				continue
			}
			keep = append(keep, b)
		}
		clear(k.blocks[len(keep):])
		k.blocks = keep
		if p := r.dev.progress; p != nil {
			p.account(k)
		}
		if !progress {
			k.deadlock()
			return
		}
		if k.st != nil && int64(k.cluster) > k.st.stop.Load() {
			k.cancelled = true
			return
		}
	}
}

// deadlock faults the first warp of k's resident blocks (in block order)
// that waits at a barrier that can never complete.
func (k *worker) deadlock() {
	bs := append([]*block(nil), k.blocks...)
	sortBlocks(bs)
	for _, b := range bs {
		for _, w := range b.warps {
			if w.blocked {
				w.deadlockFault()
				return
			}
		}
	}
}

// deadlockFault faults w, which waits at a barrier that cannot complete.
func (w *warp) deadlockFault() {
	b := w.b
	pc := w.stack[len(w.stack)-1].pc - 1
	w.faultAt(pc, FaultDeadlock, 0, w.stack[len(w.stack)-1].mask&^w.exited,
		fmt.Sprintf("barrier %d can never complete: %d of %d threads arrived", w.barID, b.bars[w.barID].arrived, b.expectedAt(w.barID)))
}

// sortBlocks orders bs by linear block index.
func sortBlocks(bs []*block) {
	slices.SortFunc(bs, func(a, b *block) int { return cmp.Compare(a.linear, b.linear) })
}

// text is what a block printed: to the device's stdout (printf, and
// assertion messages without SetStderr) and to SetStderr's writer.
type text struct{ out, err []byte }

// output collects device printf output (and assertion messages) per block
// and writes it in block order: a block's text goes out once every block
// before it in the grid has finished, so the output is the same whatever
// the number of threads and whatever order the blocks ran in.
type output struct {
	mu      sync.Mutex
	dev     *Device
	next    int          // the lowest block whose text has not been written
	pending map[int]text // text of finished blocks waiting for earlier ones
	last    int          // the last block whose text may be written (freeze)
	frozen  bool
}

// finished records that block lin finished (or stopped for good) with
// text t.
func (o *output) finished(lin int, t text) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if lin == o.next && !o.past(lin) {
		o.write(t)
		o.next++
		o.advance()
		return
	}
	if o.pending == nil {
		o.pending = map[int]text{}
	}
	o.pending[lin] = t
}

func (o *output) past(lin int) bool { return o.frozen && lin > o.last }

func (o *output) advance() {
	for !o.past(o.next) {
		p, ok := o.pending[o.next]
		if !ok {
			return
		}
		o.write(p)
		delete(o.pending, o.next)
		o.next++
	}
}

func (o *output) write(t text) {
	if len(t.out) > 0 {
		o.dev.stdout.Write(t.out)
	}
	if len(t.err) > 0 && o.dev.stderr != nil {
		o.dev.stderr.Write(t.err)
	}
}

// freeze drops the text of every block after block last (the launch
// stopped there: later blocks' output depends on how far they got).
func (o *output) freeze(last int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.frozen || last < o.last {
		o.frozen, o.last = true, last
	}
}

// end writes what is left, in block order (blocks that never ran, or
// whose text was handed over partially at a fault, have what they have).
func (o *output) end() {
	o.mu.Lock()
	defer o.mu.Unlock()
	keys := make([]int, 0, len(o.pending))
	for k := range o.pending {
		if k >= o.next && !o.past(k) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		o.write(o.pending[k])
	}
	o.pending = nil
}
