package timing

import "math"

func init() {
	RegisterDRAMScheduler("fr_fcfs", func(spec *TimingSpec, rate float64) DRAMScheduler {
		s := &frfcfs{bus: Pipe{Rate: rate}, rowBytes: uint64(max(spec.DRAM.RowBytes, 1)),
			rowMiss: spec.DRAM.RowMiss, banks: make([]dramBank, max(spec.DRAM.Banks, 1))}
		s.Reset()
		return s
	})
}

// frfcfs is First-Ready First-Come-First-Served (Rixner et al., "Memory
// Access Scheduling", ISCA 2000): each bank of the channel keeps one row
// open; a request to the open row is ready at once and takes the data bus
// as soon as it is free, while a request to another row first waits for
// its bank to precharge and activate (dram.row_miss cycles, one row change
// at a time per bank). Row hits are thus served ahead of older row misses
// still opening their row, and a miss's activation never holds up the
// other banks' traffic. The booking model serves each request when it
// arrives, so the reordering is that of a request that is ready
// overtaking ones that are not; rows are addr / dram.row_bytes spread over
// dram.banks. Not calibrated: the H200 default is open_row.
type frfcfs struct {
	bus      Pipe
	rowBytes uint64
	rowMiss  float64
	banks    []dramBank
}

type dramBank struct {
	row   uint64  // open row + 1; 0: closed
	ready float64 // cycle the bank can next change rows
}

func (s *frfcfs) Book(now int64, addr uint64, bytes float64, _ bool) int64 {
	row := addr / s.rowBytes
	b := &s.banks[row%uint64(len(s.banks))]
	start := float64(now)
	if b.row != row+1 { // row miss: precharge + activate, one at a time per bank
		start = max(start, b.ready) + s.rowMiss
		b.ready = start
		b.row = row + 1
	}
	wait := s.bus.Book(now, bytes) // the data bus, in arrival order
	return max(wait, int64(math.Ceil(start))-now)
}

func (s *frfcfs) Reset() {
	s.bus.Reset()
	for i := range s.banks {
		s.banks[i] = dramBank{}
	}
}
