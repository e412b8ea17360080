package pipeline

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ptxsim/ptxsim/sm"
)

// TestTrimCAS: trimming a word's booked successes at T - round never
// changes the slot casSlot gives a CAS issued at T or later, and keeps the
// list to the recent successes.
func TestTrimCAS(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const window, round = 40, 70
	for trial := 0; trial < 200; trial++ {
		var booked []int64
		at := int64(0)
		for i := 0; i < 300; i++ {
			at += int64(r.IntN(50))
			booked = append(booked, at)
		}
		T := booked[len(booked)/2] + int64(r.IntN(100))
		full := slices.Clone(booked)
		trimmed := trimCAS(slices.Clone(booked), T-round)
		if len(trimmed) >= len(full) {
			t.Fatalf("trial %d: nothing trimmed before %d", trial, T-round)
		}
		for d := int64(0); d < 2000; d += 7 {
			if a, b := casSlot(full, T+window+d, window, round), casSlot(trimmed, T+window+d, window, round); a != b {
				t.Fatalf("trial %d: slot after %d is %d with every booking, %d trimmed", trial, T+window+d, a, b)
			}
		}
	}
}

// TestDropCAS: a finished block's bookings go with it.
func TestDropCAS(t *testing.T) {
	s := &tsm{cas: map[casKey][]int64{{sm.Block{}, 0}: {1, 2}, {sm.Block{}, 4}: {3}}}
	s.dropCAS(sm.Block{})
	if len(s.cas) != 0 {
		t.Errorf("%d words still booked after the block finished", len(s.cas))
	}
}
