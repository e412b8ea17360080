package timing

import "unsafe"

func init() {
	RegisterDRAMScheduler("open_row", func(spec *TimingSpec, rate float64) DRAMScheduler {
		banks := max(spec.DRAM.Banks, 1)
		s := &openRow{span: rowSpan(spec), bus: Pipe{Rate: rate}, act: spec.DRAM.Activate, turn: spec.DRAM.Turnaround,
			window: spec.DRAM.Window, rows: make([]openRowBank, banks), banks: newDivisor(uint64(banks))}
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
//
// With dram.window > 0 a row stays open only for the requests that
// reach it while the channel's queue could still hold the previous one:
// within the channel's backlog (how far its bus is booked ahead), at
// most window cycles. That is a first-ready scheduler's batching: the
// deeper the queue, the more requests to one row it serves with one
// activation (many streams at once find their rows; a lightly loaded
// channel opens a row per scattered request).
type openRow struct {
	span   uint64 // addresses per row (rowSpan)
	bus    Pipe
	act    float64
	turn   float64
	window float64
	rows   []openRowBank
	banks  divisor // by len(rows)
	write  bool    // direction of the last transfer
}

type openRowBank struct {
	row  uint64  // the open row + 1 (0: closed)
	last float64 // when a request last used it
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
		b := &s.rows[s.bank(row)]
		t := float64(now)
		if b.row != row+1 || s.window > 0 && b.last < t-min(max(s.bus.next-t, 0), s.window) {
			b.row = row + 1
			cost += s.act
		}
		b.last = t
	}
	if write != s.write {
		s.write = write
		cost += s.turn
	}
	return s.bus.Book(now, cost*s.bus.Rate)
}

func (s *openRow) prefetchRow(addr uint64) {
	prefetch(unsafe.Pointer(&s.rows[s.bank(addr/s.span)]))
}

// bank is the bank of row: round robin (a mask for a power-of-two number
// of banks, the H200's 512, rather than a division per DRAM read).
func (s *openRow) bank(row uint64) uint64 { return s.banks.mod(row) }

func (s *openRow) Reset() {
	s.bus.Reset()
	clear(s.rows)
	s.write = false
}
