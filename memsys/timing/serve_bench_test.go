package timing

import (
	"sync"
	"testing"
)

// The stream benchmarks' quantum: streamWarps warps per SM, each reading
// a line of two streamArr-byte arrays and writing one of a third.
const streamWarps, streamArr = 6, 256 << 20

// queueStreamQuantum queues quantum q's requests of the stream triad on
// every SM's port (n: the warps queued by the quanta before it): each
// warp's two line reads (with tickets) and its line write.
func queueStreamQuantum(h *Hierarchy, n int, q int64) {
	const warps, arr = streamWarps, streamArr
	for sm := range h.Spec.NumSMs {
		p := h.Port(sm)
		for w := range warps {
			off := uint64((n+sm*warps+w)*LineBytes) % arr
			t := q*200 + int64(w*20)
			p.queue(t, off, 0xf, reqRead, p.ticketOr(NoTicket))
			p.queue(t+1, arr+off, 0xf, reqRead, p.ticketOr(NoTicket))
			p.queue(t+60, 2*arr+off, 0xf, reqWrite, NoTicket)
		}
	}
}

// BenchmarkServeStream: the shared side's serve (Serve: the order, the L2
// partitions' cache work, slices, DRAM, tickets) of a stream triad's
// requests on the H200 spec, one quantum per iteration: 132 SMs each
// queueing 6 warps' two line reads and one line write (2376 requests, about
// what a 16-thread timing stream's quantum holds), walking 256 MiB arrays
// so that most lines miss the L2. It is the serial serve, the work of the
// staged serve's two stages together (the bound of the timing stream at 16
// threads).
func BenchmarkServeStream(b *testing.B) {
	h, err := NewHierarchy(H200(), 0)
	if err != nil {
		b.Fatal(err)
	}
	n, q := 0, int64(0)
	for b.Loop() {
		queueStreamQuantum(h, n, q)
		h.Serve()
		for sm := range h.Spec.NumSMs {
			h.Port(sm).TakeTickets()
		}
		n += h.Spec.NumSMs * streamWarps
		q++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*h.Spec.NumSMs*streamWarps*3), "ns/request")
}

// BenchmarkServeStreamStaged is BenchmarkServeStream through the staged
// serve (Flip, then ServeOtherStage on ServeWorkers goroutines: the
// timing stage and one cache stage, as the 16-thread engine runs it),
// for comparing the stages' work (profiles, or SetStageTrace's times on
// a machine with a processor per stage).
func BenchmarkServeStreamStaged(b *testing.B) {
	h, err := NewHierarchy(H200(), 0)
	if err != nil {
		b.Fatal(err)
	}
	h.SetCacheStages(1)
	n, q := 0, int64(0)
	var wg sync.WaitGroup
	for b.Loop() {
		queueStreamQuantum(h, n, q)
		h.Flip()
		for i := range h.ServeWorkers() {
			wg.Add(1)
			go func() {
				defer wg.Done()
				h.ServeOtherStage(i)
			}()
		}
		wg.Wait()
		h.Flip()
		for sm := range h.Spec.NumSMs {
			h.Port(sm).TakeTickets()
		}
		h.MergeStats()
		n += h.Spec.NumSMs * streamWarps
		q++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*h.Spec.NumSMs*streamWarps*3), "ns/request")
}
