package timing

// DRAMScheduler orders the requests of one DRAM channel. Book is called
// for each transfer reaching the channel (L2 miss fills, write = false,
// and write-backs, write = true), in non-decreasing time order as far as
// the engine keeps it, and returns the cycles until the transfer's data
// moves; the hierarchy adds the unloaded dram.latency on top. addr is the
// transfer's DRAM address. Calls must not allocate.
type DRAMScheduler interface {
	Book(now int64, addr uint64, bytes float64, write bool) (wait int64)
	Reset() // idle at cycle 0, rows closed
}

// rowPrefetcher is a DRAMScheduler that can prefetch the state Book will
// read for addr (a hint to the host's caches; the staged serve's timing
// stage asks it a few requests ahead).
type rowPrefetcher interface {
	prefetchRow(addr uint64)
}

// DRAMSchedulerFactory makes the scheduler of one channel of a channel
// count; rate is the channel's bytes per cycle.
type DRAMSchedulerFactory func(spec *TimingSpec, rate float64) DRAMScheduler

var dramSchedulers = NewRegistry[DRAMSchedulerFactory]("dram.scheduler", "open_row")

// RegisterDRAMScheduler adds a DRAM request scheduler selectable by name
// in dram.scheduler.
func RegisterDRAMScheduler(name string, f DRAMSchedulerFactory) { dramSchedulers.Register(name, f) }

// DRAMSchedulerNames lists the registered DRAM schedulers.
func DRAMSchedulerNames() []string { return dramSchedulers.Names() }

// rowSpan is the span of addresses one row of a channel's own address
// space covers (addr / rowSpan is the row addr falls in): channel_bytes
// granules go round the channels, so a channel's row of row_bytes gathers
// row_bytes / channel_bytes granules spaced channels x channel_bytes
// apart.
func rowSpan(spec *TimingSpec) uint64 {
	return uint64(max(spec.DRAM.RowBytes, 1)) * uint64(max(spec.DRAM.Channels, 1))
}
