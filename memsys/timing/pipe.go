package timing

import "math"

// Pipe is a bandwidth-limited server: an L2 slice, a DRAM channel, the
// L1 tag stage or shared-memory data pipe of an SM. It remembers only the
// time at which it is next free, so a unit that sees no traffic costs
// nothing and the model never ticks cycle by cycle. Latencies are not the
// pipe's: callers add the unloaded latency of the whole path to the wait
// that Book returns, so an idle hierarchy gives exactly the calibrated
// latencies and a loaded one adds queueing on top.
//
// Requests are served in the order Book is called. A timing engine that
// hands them over in non-decreasing time order gets exact FIFO queueing; a
// request that arrives out of order queues behind the later ones already
// booked, which overstates its wait by at most their service time.
type Pipe struct {
	Rate float64 // units (bytes, lines, wavefronts) served per cycle; <= 0 means unlimited

	next float64 // the cycle at which the pipe is next free (fractional: rates are not integers)
	busy float64 // cycles spent serving, for utilisation figures
}

// Book reserves the pipe for amount units arriving at cycle now and
// returns how many cycles the request waits before its service starts.
func (p *Pipe) Book(now int64, amount float64) (wait int64) {
	start := float64(now)
	if p.next > start {
		start = p.next
	}
	var xfer float64
	if p.Rate > 0 {
		xfer = amount / p.Rate
	}
	p.next = start + xfer
	p.busy += xfer
	return int64(math.Ceil(start)) - now
}

// FreeAt is the cycle from which the pipe is idle.
func (p *Pipe) FreeAt() float64 { return p.next }

// Busy is the number of cycles spent serving since the last Reset.
func (p *Pipe) Busy() float64 { return p.busy }

// Reset makes the pipe idle at cycle 0.
func (p *Pipe) Reset() { p.next, p.busy = 0, 0 }
