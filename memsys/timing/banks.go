package timing

import "math/bits"

// Banks models the shared-memory data pipe of sm_70 and later: 32 banks of
// 4 bytes, bank = (address / 4) mod 32, and a return path of 128 bytes (one
// 32-bit register for each of 32 lanes) per cycle. One pass of that pipe is
// a wavefront (l1tex__data_pipe_lsu_wavefronts_mem_shared).
//
// Rules, each checked against the H200 corpus:
//   - An access of at most 4 bytes per lane is one phase of 32 lanes.
//     8-byte accesses are two phases (half-warps) and 16-byte accesses four
//     (quarter-warps), because each lane returns 2 or 4 registers.
//   - Within a phase, lanes that read the same 4-byte word share it
//     (broadcast); the phase takes as many wavefronts as the largest number
//     of distinct words any one bank must deliver (an n-way conflict is n
//     wavefronts: bank_conflicts, transpose_shared_256).
//   - Uniform-pair packing: when for every pair of active lanes (t, t^1),
//     or for every pair (t, t^2), both lanes use the same address, a wide
//     access needs half the phases (matmul_shared_256: its LDS.128 of
//     As[row][e..e+3], one address per 16 lanes, takes 2 wavefronts, not 4;
//     the rule as NVIDIA stated it for sm_70/75 on its developer forum).
//   - Phases with no active lane cost nothing, and an instruction with no
//     active lane has no wavefront at all (reduce_interleaved: 33024 loads,
//     24320 wavefronts).
//   - Bank conflicts = wavefronts - phases that had an active lane.
//
// Banks keeps scratch tables and is not safe for concurrent use.
type Banks struct {
	NumBanks  int // 32 on every NVIDIA part since Fermi
	BankBytes int // 4

	// words[i][b] is the i-th distinct word bank b must deliver in the
	// current phase; cnt[b] how many. 32 lanes x 4 words is the most one
	// phase sees. Slot-major, so that the first words of all banks (the
	// conflict-free case) share four cache lines of the host.
	words [128][32]uint64
	cnt   [32]uint8
}

// NewBanks returns the 32 x 4-byte bank model.
func NewBanks() *Banks { return &Banks{NumBanks: 32, BankBytes: 4} }

// Shared returns the wavefronts and bank conflicts of one shared-memory
// access (Addr are byte offsets in the CTA's shared window).
func (b *Banks) Shared(a *Access) (wavefronts, conflicts int) {
	if a.Mask == 0 {
		return 0, 0
	}
	size := a.Size
	if size <= 0 {
		size = 1
	}
	phases := 1
	if size > b.BankBytes {
		phases = size / b.BankBytes
		if phases > 4 {
			phases = 4
		}
		if phases > 1 && uniformPairs(a) {
			phases /= 2
		}
	}
	lanesPer := 32 / phases
	for p := 0; p < phases; p++ {
		m := a.Mask & phaseMask(p, lanesPer)
		if m == 0 {
			continue
		}
		w := b.phase(a, m, size)
		wavefronts += w
		conflicts += w - 1
	}
	return wavefronts, conflicts
}

func phaseMask(p, lanesPer int) uint32 {
	if lanesPer >= 32 {
		return ^uint32(0)
	}
	return ((uint32(1) << uint(lanesPer)) - 1) << uint(p*lanesPer)
}

// phase returns the wavefronts of the lanes in m: the largest number of
// distinct words a single bank must deliver.
func (b *Banks) phase(a *Access, m uint32, size int) int {
	nb := b.NumBanks
	if nb <= 0 || nb > 32 {
		nb = 32
	}
	bw := uint64(b.BankBytes)
	if bw == 0 {
		bw = 4
	}
	if bw&(bw-1) == 0 && nb&(nb-1) == 0 {
		return b.phasePow2(a, m, size, uint(bits.TrailingZeros64(bw)), uint64(nb-1))
	}
	clear(b.cnt[:nb])
	most := 0
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm)
		first := a.Addr[l] / bw
		last := (a.Addr[l] + uint64(size) - 1) / bw
		for w := first; w <= last; w++ {
			bank := int(w % uint64(nb))
			c := int(b.cnt[bank])
			dup := false
			for i := 0; i < c; i++ {
				if b.words[i][bank] == w {
					dup = true
					break
				}
			}
			if dup || c == len(b.words) {
				continue
			}
			b.words[c][bank] = w
			b.cnt[bank]++
			if c+1 > most {
				most = c + 1
			}
		}
	}
	return most
}

// phasePow2 is phase for power-of-two bank widths (1<<sh bytes) and
// counts (mask+1 banks): shifts and masks instead of divisions.
func (b *Banks) phasePow2(a *Access, m uint32, size int, sh uint, mask uint64) int {
	if m != 0 {
		// When every word the lanes touch lies within mask+1 consecutive
		// words, no bank holds two distinct ones: one wavefront (the
		// common conflict-free and broadcast accesses, wide ones
		// included). Contiguous lane ranges (the whole warp, a phase's
		// half or quarter) are read without the bit walk.
		lo, hi := ^uint64(0), uint64(0)
		if m == ^uint32(0) && a.Span {
			lo, hi = a.Lo, a.Hi // found by the producer (memsys.Access.Span)
		} else if m == ^uint32(0) {
			// Four independent chains over the whole warp.
			lo1, hi1, lo2, hi2, lo3, hi3 := lo, hi, lo, hi, lo, hi
			for l := 0; l < 32; l += 4 {
				x := a.Addr[l : l+4 : l+4]
				lo, hi = min(lo, x[0]), max(hi, x[0])
				lo1, hi1 = min(lo1, x[1]), max(hi1, x[1])
				lo2, hi2 = min(lo2, x[2]), max(hi2, x[2])
				lo3, hi3 = min(lo3, x[3]), max(hi3, x[3])
			}
			lo, hi = min(lo, lo1, lo2, lo3), max(hi, hi1, hi2, hi3)
		} else if m&(m+m&-m) == 0 {
			first, end := bits.TrailingZeros32(m), 32-bits.LeadingZeros32(m)
			for _, x := range a.Addr[first:end] {
				lo, hi = min(lo, x), max(hi, x)
			}
		} else {
			for mm := m; mm != 0; mm &= mm - 1 {
				x := a.Addr[bits.TrailingZeros32(mm)]
				lo, hi = min(lo, x), max(hi, x)
			}
		}
		if (hi+uint64(size)-1)>>sh-lo>>sh <= mask {
			return 1
		}
	}
	if mask < 64 && m != 0 {
		// Most accesses touch one word per lane with no two lanes on
		// different words of one bank (conflict-free or broadcast): one
		// wavefront, found with a bank bitmask. Anything else is counted
		// below.
		var seen uint64
		ok := true
		for mm := m; mm != 0; mm &= mm - 1 {
			l := bits.TrailingZeros32(mm)
			w := a.Addr[l] >> sh
			if (a.Addr[l]+uint64(size)-1)>>sh != w {
				ok = false
				break
			}
			bank := w & mask
			if seen&(1<<bank) == 0 {
				seen |= 1 << bank
				b.words[0][bank] = w
			} else if b.words[0][bank] != w {
				ok = false
				break
			}
		}
		if ok {
			return 1
		}
	}
	clear(b.cnt[:mask+1])
	most := 0
	for mm := m; mm != 0; mm &= mm - 1 {
		l := bits.TrailingZeros32(mm)
		first := a.Addr[l] >> sh
		last := (a.Addr[l] + uint64(size) - 1) >> sh
		for w := first; w <= last; w++ {
			bank := w & mask
			c := int(b.cnt[bank])
			dup := false
			for i := 0; i < c; i++ {
				if b.words[i][bank] == w {
					dup = true
					break
				}
			}
			if dup || c == len(b.words) {
				continue
			}
			b.words[c][bank] = w
			b.cnt[bank]++
			if c+1 > most {
				most = c + 1
			}
		}
	}
	return most
}

// uniformPairs reports whether every active pair (t, t^1), or every active
// pair (t, t^2), uses one address, which lets a 64- or 128-bit access pack
// two lanes' data into one return register slot.
func uniformPairs(a *Access) bool {
	return pairsEqual(a, 1) || pairsEqual(a, 2)
}

func pairsEqual(a *Access, x int) bool {
	for l := 0; l < 32; l++ {
		o := l ^ x
		if o < l || !a.Active(l) || !a.Active(o) {
			continue
		}
		if a.Addr[l] != a.Addr[o] {
			return false
		}
	}
	return true
}
