package timing

func init() {
	RegisterDRAMScheduler("fcfs", func(_ *TimingSpec, rate float64) DRAMScheduler {
		return &fcfs{Pipe{Rate: rate}}
	})
}

// fcfs serves a channel's transfers in arrival order at its peak
// bandwidth, whatever their rows and direction.
type fcfs struct{ p Pipe }

func (s *fcfs) Book(now int64, _ uint64, bytes float64, _ bool) int64 { return s.p.Book(now, bytes) }
func (s *fcfs) Reset()                                                { s.p.Reset() }
