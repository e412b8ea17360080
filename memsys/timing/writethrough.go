package timing

func init() {
	RegisterWritePolicy("write_through", func(spec *TimingSpec) WritePolicy {
		return writeThrough{allocate: spec.L1.StoreAllocate}
	})
}

// writeThrough is NVIDIA's L1 for global stores and the calibrated
// default: every store goes on to the L2; the L1 keeps a present line
// current and does not allocate on a miss (unless l1.store_allocate).
type writeThrough struct{ allocate bool }

func (p writeThrough) Store(l1 *Cache, line uint64, sectors uint8) (uint8, Victim) {
	if p.allocate {
		l1.Fill(line, sectors, false)
	} else {
		l1.Update(line, sectors, false)
	}
	return sectors, Victim{}
}
