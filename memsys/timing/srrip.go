package timing

func init() {
	RegisterReplacement("srrip", func(ways, _ int, _ uint64) Replacement {
		return &srrip{rrpv: make([]uint8, ways)}
	})
}

// srrip is Static Re-Reference Interval Prediction (Jaleel, Theobald,
// Steely and Emer, "High Performance Cache Replacement Using
// Re-Reference Interval Prediction (RRIP)", ISCA 2010) with 2-bit
// re-reference prediction values and hit priority: a new line is
// predicted a long re-reference interval (RRPV 2), a hit predicts a near
// one (RRPV 0), and the victim is the first way predicted distant (RRPV
// 3), ageing the whole set until one is. A line used twice thus outlives
// a scan of lines used once, which LRU would let flush it.
type srrip struct {
	rrpv []uint8
	_    [40]byte // a line of its own: see replPad
}

const srripMax = 3 // 2 bits

func (p *srrip) Hit(w int)    { p.rrpv[w] = 0 }
func (p *srrip) Insert(w int) { p.rrpv[w] = srripMax - 1 }

func (p *srrip) Victim(base, assoc int) int {
	for {
		for i := base; i < base+assoc; i++ {
			if p.rrpv[i] >= srripMax {
				return i
			}
		}
		for i := base; i < base+assoc; i++ {
			p.rrpv[i]++
		}
	}
}

func (p *srrip) Reset() { clear(p.rrpv) }
