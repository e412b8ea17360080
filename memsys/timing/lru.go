package timing

func init() {
	RegisterReplacement("lru", func(ways, _ int, _ uint64) Replacement {
		return &lru{stamp: make([]uint64, ways)}
	})
}

// lru evicts the least recently used way: each use stamps the way with a
// counter; the victim is the first way with the smallest stamp. The
// calibrated default for L1 and L2.
type lru struct {
	stamp []uint64
	clock uint64
	_     [32]byte // a line of its own: see replPad
}

func (p *lru) Hit(w int)    { p.clock++; p.stamp[w] = p.clock }
func (p *lru) Insert(w int) { p.clock++; p.stamp[w] = p.clock }

func (p *lru) Victim(base, assoc int) int {
	v := base
	for i := base + 1; i < base+assoc; i++ {
		if p.stamp[i] < p.stamp[v] {
			v = i
		}
	}
	return v
}

func (p *lru) Reset() { clear(p.stamp); p.clock = 0 }
