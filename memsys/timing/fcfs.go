package timing

func init() {
	RegisterDRAMScheduler("fcfs", func(_ *TimingSpec, rate float64) DRAMScheduler {
		return &fcfs{Pipe{Rate: rate}}
	})
}

// fcfs serves a channel's transfers in arrival order at its bandwidth: the
// calibrated default, whose row-buffer effects are folded into dram.latency
// and dram.bytes_per_cycle (measured on streaming and pointer-chasing
// kernels alike).
type fcfs struct{ p Pipe }

func (s *fcfs) Book(now int64, _ uint64, bytes float64) int64 { return s.p.Book(now, bytes) }
func (s *fcfs) Reset()                                        { s.p.Reset() }
