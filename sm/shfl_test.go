package sm

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ptxsim/ptxsim/isa"
)

// TestShflUniform compares shfl's loops for a full warp with one offset
// and one clamp (down and bfly, shfl's uniform fast path) with the
// per-lane loop: every offset, clamps with and without a segment mask,
// offsets and clamps that differ in one lane, high register bits the
// result must drop, d the same register as a, b or c, with and without
// the predicate output.
func TestShflUniform(t *testing.T) {
	if !useAVX2Load {
		t.Skip("no AVX2 on this host: the uniform path is not used")
	}
	defer func(v bool) { useAVX2Load = v }(useAVX2Load)
	rng := rand.New(rand.NewPCG(13, 14))
	clamps := []uint64{31, 30, 16, 15, 0, 0x1f | 0x18<<8, 0x7 | 0x18<<8, 0x0f | 0x10<<8, 0x1f | 1<<40}
	for trial := 0; trial < 3000; trial++ {
		regs := make([]uint64, 4*32)
		for i := range regs[:32] {
			regs[i] = rng.Uint64()
		}
		b, c := uint64(rng.IntN(40)), clamps[rng.IntN(len(clamps))]
		for l := 0; l < 32; l++ {
			regs[32+l], regs[64+l] = b, c
		}
		if trial%9 == 0 {
			regs[32+rng.IntN(32)]++ // one lane's offset differs
		}
		if trial%11 == 0 {
			regs[64+rng.IntN(32)] ^= 1 // one lane's clamp differs
		}
		in := &isa.Inst{D: [4]int32{3, 0}, S: [4]int32{0, 1, 2}, Sub: []uint8{isa.ShflDown, isa.ShflBfly}[trial%2]}
		if trial%3 == 0 {
			in.Flags |= isa.FPredOut
		}
		if trial%4 != 3 {
			in.D[0] = int32(trial % 4) // d is a, b or c
		}
		ws := [2]*warp{}
		for k := range ws {
			useAVX2Load = k == 1
			ws[k] = &warp{regs: slices.Clone(regs), preds: []uint32{rng.Uint32()}}
			ws[k].preds[0] = 0x5a5a5a5a
			ws[k].shfl(in, ^uint32(0))
		}
		if !slices.Equal(ws[0].regs, ws[1].regs) || ws[0].preds[0] != ws[1].preds[0] {
			t.Fatalf("trial %d (mode %d, b %d, c %#x, d %d): uniform path differs: preds %08x, per lane %08x", trial, in.Sub, b, c, in.D[0], ws[1].preds[0], ws[0].preds[0])
		}
	}
}
