package timing

func init() {
	RegisterDRAMScheduler("open_row", func(spec *TimingSpec, rate float64) DRAMScheduler {
		s := &openRow{span: rowSpan(spec), bus: Pipe{Rate: rate}, act: spec.DRAM.Activate, turn: spec.DRAM.Turnaround,
			rows: make([]uint64, max(spec.DRAM.Banks, 1))}
		return s
	})
}

// openRow is the calibrated default: a channel serves its transfers in
// arrival order on one data bus at the peak rate, and two things cost bus
// time on top of the bytes: opening a row that is not open in its bank
// (dram.activate, reads only; each of dram.banks banks keeps its last row
// open, rows mapping to banks round robin) and changing between reading and writing
// (dram.turnaround). Streaming finds its rows open (a row of the
// channel's address space spans many consecutive lines, and the rows
// streamed at once fit in the banks); scattered accesses open a row each.
// The figures are throughput, not timing parameters of the DRAM: they
// are fitted on h200-memory.json's bandwidth by access pattern (random
// 64 B accesses at 46% of streaming) and read/write mix.
type openRow struct {
	span  uint64 // addresses per row (rowSpan)
	bus   Pipe
	act   float64
	turn  float64
	rows  []uint64 // per bank: the open row + 1 (0: closed)
	write bool     // direction of the last transfer
}

func (s *openRow) Book(now int64, addr uint64, bytes float64, write bool) int64 {
	cost := bytes / s.bus.Rate
	if !write {
		// Write-backs wait in the controller's write queue and drain
		// row by row, so they open no rows of their own: L2 evictions
		// come in replacement order, scattered, yet membench's
		// all-write traffic (read_write_mix dram wr8_of_8, 2088 B/cycle)
		// streams as fast as reads.
		row := addr / s.span
		if b := &s.rows[row%uint64(len(s.rows))]; *b != row+1 {
			*b = row + 1
			cost += s.act
		}
	}
	if write != s.write {
		s.write = write
		cost += s.turn
	}
	return s.bus.Book(now, cost*s.bus.Rate)
}

func (s *openRow) Reset() {
	s.bus.Reset()
	clear(s.rows)
	s.write = false
}
