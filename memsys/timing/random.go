package timing

func init() {
	RegisterReplacement("random", func(_, _ int, seed uint64) Replacement {
		p := &random{seed: seed}
		p.Reset()
		return p
	})
}

// random evicts a way drawn from a seeded generator (SplitMix64): a
// baseline that ignores reuse, deterministic for a given TimingSpec.Seed
// (Reset restarts the sequence, so a flushed cache replays the same
// draws).
type random struct {
	seed, state uint64
	_           [48]byte // a line of its own: see replPad
}

func (p *random) Hit(int)    {}
func (p *random) Insert(int) {}

func (p *random) Victim(base, assoc int) int {
	p.state += 0x9e3779b97f4a7c15
	z := p.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	if assoc&(assoc-1) == 0 {
		// z mod assoc without a division (the L2's 16 ways: a division
		// was a third of a draw's time in the serve)
		return base + int(z&uint64(assoc-1))
	}
	return base + int(z%uint64(assoc))
}

func (p *random) Reset() { p.state = p.seed }
