package timing

func init() {
	RegisterWritePolicy("write_back", func(*TimingSpec) WritePolicy { return writeBack{} })
}

// writeBack allocates the stored sectors in the L1 and keeps them dirty;
// the L2 sees them only when the line is evicted (by a fill of its set, or
// before an atomic on it), as in a CPU-style write-back, write-allocate
// cache. Repeated stores to a line then cost L2 bandwidth once. Dirty
// lines left at the end of a launch are written to the L2 before the next
// launch starts (not counted in either launch's figures). Not NVIDIA's
// behaviour: an experiment.
type writeBack struct{}

func (writeBack) Store(l1 *Cache, line uint64, sectors uint8) (uint8, Victim) {
	return 0, l1.Fill(line, sectors, true)
}
