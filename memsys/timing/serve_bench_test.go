package timing

import (
	"sync"
	"testing"
)

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
	const warps, arr = 6, 256 << 20
	n, q := 0, int64(0)
	for b.Loop() {
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
		h.Serve()
		for sm := range h.Spec.NumSMs {
			h.Port(sm).TakeTickets()
		}
		n += h.Spec.NumSMs * warps
		q++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*h.Spec.NumSMs*warps*3), "ns/request")
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
	const warps, arr = 6, 256 << 20
	n, q := 0, int64(0)
	var wg sync.WaitGroup
	for b.Loop() {
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
		n += h.Spec.NumSMs * warps
		q++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*h.Spec.NumSMs*warps*3), "ns/request")
}
