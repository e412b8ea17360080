package timing

import "testing"

// TestBankConflictsMicro: the bankConflict micro kernel (src/micro.cu), one
// warp, lane l at word (l*stride) & 4095, 256 dependent loads. H200
// wavefronts per launch 256/512/1024/2048/4096/8192/256 for strides
// 1/2/4/8/16/32/33 and conflicts = wavefronts - 256; its 128 init stores
// (s[i] = i, i += 32) are 128 wavefronts.
func TestBankConflictsMicro(t *testing.T) {
	b := NewBanks()
	for _, tc := range []struct{ stride, wf, bc int }{
		{1, 256, 0}, {2, 512, 256}, {4, 1024, 768}, {8, 2048, 1792},
		{16, 4096, 3840}, {32, 8192, 7936}, {33, 256, 0},
	} {
		a := Access{Space: SpaceShared, Op: OpLoad, Size: 4, Mask: ^uint32(0)}
		for l := range a.Addr {
			a.Addr[l] = uint64(4 * ((l * tc.stride) & 4095))
		}
		wf, bc := 0, 0
		for k := 0; k < 256; k++ { // s[i] == i: every step reads the same words
			w, c := b.Shared(&a)
			wf, bc = wf+w, bc+c
		}
		if wf != tc.wf || bc != tc.bc {
			t.Errorf("stride %d: %d wavefronts %d conflicts; H200 %d %d", tc.stride, wf, bc, tc.wf, tc.bc)
		}
	}
	st := Access{Space: SpaceShared, Op: OpStore, Size: 4, Mask: ^uint32(0)}
	wf := 0
	for i := 0; i < 4096; i += 32 {
		for l := range st.Addr {
			st.Addr[l] = uint64(4 * (i + l))
		}
		w, _ := b.Shared(&st)
		wf += w
	}
	if wf != 128 {
		t.Errorf("init stores: %d wavefronts, H200 128", wf)
	}
}

// TestBankConflictsTranspose: transposeShared reads tile[tx][ty+j] of a
// 32 x 32 float tile (a 32-way conflict); transposePadded's 32 x 33 tile
// has none. H200: 65536 wavefronts / 63488 conflicts vs 2048 / 0 over the
// 2048 loads; the 2048 row stores are 2048 wavefronts in both.
func TestBankConflictsTranspose(t *testing.T) {
	b := NewBanks()
	for _, tc := range []struct {
		name             string
		width            int
		ldWf, ldBc, stWf int
	}{
		{"transpose_shared_256", 32, 65536, 63488, 2048},
		{"transpose_padded_256", 33, 2048, 0, 2048},
	} {
		var ldWf, ldBc, stWf int
		transposeWarps(func(bx, by, ty, j int) {
			ld := Access{Space: SpaceShared, Op: OpLoad, Size: 4, Mask: ^uint32(0)}
			st := ld
			st.Op = OpStore
			for l := 0; l < 32; l++ {
				st.Addr[l] = uint64(4 * ((ty+j)*tc.width + l))
				ld.Addr[l] = uint64(4 * (l*tc.width + ty + j))
			}
			w, c := b.Shared(&ld)
			ldWf, ldBc = ldWf+w, ldBc+c
			w, _ = b.Shared(&st)
			stWf += w
		})
		if ldWf != tc.ldWf || ldBc != tc.ldBc || stWf != tc.stWf {
			t.Errorf("%s: ld %d wf %d bc, st %d wf; H200 %d %d %d", tc.name, ldWf, ldBc, stWf, tc.ldWf, tc.ldBc, tc.stWf)
		}
	}
}

// TestBankMatmulVector: MatMulKernel (16 x 16 blocks, 256 blocks, 16 tiles)
// reads As[row][e..e+3] with one LDS.128 per four e (ptxas vectorised it:
// sass/memory.sm_90.sass) and Bs[e][col] with 16 LDS.32, and stores As and
// Bs once per tile. H200: 786432 load wavefronts for 655360 loads, 65536
// store wavefronts, no conflicts.
func TestBankMatmulVector(t *testing.T) {
	b := NewBanks()
	const asBase, bsBase = 0, 1024
	ldWf, ldBc, stWf, loads := 0, 0, 0, 0
	for blk := 0; blk < 256; blk++ {
		for w := 0; w < 8; w++ {
			for m := 0; m < 16; m++ {
				st := Access{Space: SpaceShared, Op: OpStore, Size: 4, Mask: ^uint32(0)}
				for arr := 0; arr < 2; arr++ {
					for l := 0; l < 32; l++ {
						row, col := 2*w+l/16, l%16
						st.Addr[l] = uint64(arr*bsBase + 4*(row*16+col))
					}
					wf, _ := b.Shared(&st)
					stWf += wf
				}
				for e := 0; e < 16; e++ {
					a := Access{Space: SpaceShared, Op: OpLoad, Size: 4, Mask: ^uint32(0)}
					for l := 0; l < 32; l++ {
						a.Addr[l] = uint64(bsBase + 4*(e*16+l%16))
					}
					wf, bc := b.Shared(&a)
					ldWf, ldBc, loads = ldWf+wf, ldBc+bc, loads+1
					if e%4 == 0 {
						a.Size = 16
						for l := 0; l < 32; l++ {
							a.Addr[l] = uint64(asBase + 4*((2*w+l/16)*16+e))
						}
						wf, bc = b.Shared(&a)
						ldWf, ldBc, loads = ldWf+wf, ldBc+bc, loads+1
					}
				}
			}
		}
	}
	if loads != 655360 || ldWf != 786432 || ldBc != 0 || stWf != 65536 {
		t.Errorf("loads %d, %d wf %d bc, st %d wf; H200 655360 786432 0 65536", loads, ldWf, ldBc, stWf)
	}
}

// TestBankReductions replays the shared accesses of reduceInterleaved
// (256 blocks) and reduceSequential (128 blocks) of src/sync.cu, 256
// threads a block. Instructions run by warps whose lanes are all off
// (ptxas predicates the loop body) cost no wavefront. H200: interleaved
// ld 24320 wf / 33024 instructions, st 14080 / 18432; sequential ld 3200
// / 16512, st 2560 / 9216; no conflicts in either.
func TestBankReductions(t *testing.T) {
	b := NewBanks()
	type tot struct{ ldI, ldWf, ldBc, stI, stWf int }
	do := func(tt *tot, op Op, mask uint32, addr func(l int) int) {
		a := Access{Space: SpaceShared, Op: op, Size: 4, Mask: mask}
		for l := range a.Addr {
			a.Addr[l] = uint64(4 * addr(l))
		}
		wf, bc := b.Shared(&a)
		if op == OpLoad {
			tt.ldI, tt.ldWf, tt.ldBc = tt.ldI+1, tt.ldWf+wf, tt.ldBc+bc
		} else {
			tt.stI, tt.stWf = tt.stI+1, tt.stWf+wf
		}
	}
	// reduceInterleaved: if (tid % (2s) == 0) sdata[tid] += sdata[tid + s].
	var in tot
	for blk := 0; blk < 256; blk++ {
		for w := 0; w < 8; w++ {
			do(&in, OpStore, ^uint32(0), func(l int) int { return 32*w + l })
		}
		for s := 1; s < 256; s *= 2 {
			for w := 0; w < 8; w++ {
				var m uint32
				for l := 0; l < 32; l++ {
					if (32*w+l)%(2*s) == 0 {
						m |= 1 << l
					}
				}
				do(&in, OpLoad, m, func(l int) int { return 32*w + l })
				do(&in, OpLoad, m, func(l int) int { return 32*w + l + s })
				do(&in, OpStore, m, func(l int) int { return 32*w + l })
			}
		}
		do(&in, OpLoad, 1, func(l int) int { return 0 }) // tid == 0 reads sdata[0]
	}
	if in != (tot{33024, 24320, 0, 18432, 14080}) {
		t.Errorf("reduce_interleaved %+v; H200 {33024 24320 0 18432 14080}", in)
	}
	// reduceSequential: if (tid < s) sdata[tid] += sdata[tid + s], s = 128..1.
	var sq tot
	for blk := 0; blk < 128; blk++ {
		for w := 0; w < 8; w++ {
			do(&sq, OpStore, ^uint32(0), func(l int) int { return 32*w + l })
		}
		for s := 128; s > 0; s >>= 1 {
			for w := 0; w < 8; w++ {
				var m uint32
				for l := 0; l < 32; l++ {
					if 32*w+l < s {
						m |= 1 << l
					}
				}
				do(&sq, OpLoad, m, func(l int) int { return 32*w + l })
				do(&sq, OpLoad, m, func(l int) int { return 32*w + l + s })
				do(&sq, OpStore, m, func(l int) int { return 32*w + l })
			}
		}
		do(&sq, OpLoad, 1, func(l int) int { return 0 })
	}
	if sq != (tot{16512, 3200, 0, 9216, 2560}) {
		t.Errorf("reduce_sequential %+v; H200 {16512 3200 0 9216 2560}", sq)
	}
}

// TestBankWide covers the 64/128-bit rules on hand-made patterns.
func TestBankWide(t *testing.T) {
	b := NewBanks()
	full := ^uint32(0)
	for _, tc := range []struct {
		name   string
		size   int
		mask   uint32
		addr   func(l int) uint64
		wf, bc int
	}{
		{"f64 consecutive: 2 half-warps", 8, full, func(l int) uint64 { return uint64(8 * l) }, 2, 0},
		{"f64 stride 2: 2-way per half", 8, full, func(l int) uint64 { return uint64(16 * l) }, 4, 2},
		{"f64 one half active", 8, 0xffff, func(l int) uint64 { return uint64(8 * l) }, 1, 0},
		{"f64 broadcast", 8, full, func(l int) uint64 { return 64 }, 1, 0},
		{"f128 consecutive: 4 quarter-warps", 16, full, func(l int) uint64 { return uint64(16 * l) }, 4, 0},
		{"f128 broadcast", 16, full, func(l int) uint64 { return 0 }, 2, 0},
		{"f128 pairs t,t^2", 16, full, func(l int) uint64 { return uint64(16 * ((l>>2)*2 + l&1)) }, 2, 0},
		{"u8 same word", 1, full, func(l int) uint64 { return uint64(l % 4) }, 1, 0},
		{"u16 consecutive", 2, full, func(l int) uint64 { return uint64(2 * l) }, 1, 0},
		{"u8 stride 128", 1, full, func(l int) uint64 { return uint64(128 * l) }, 32, 31},
	} {
		a := Access{Space: SpaceShared, Op: OpLoad, Size: tc.size, Mask: tc.mask}
		for l := range a.Addr {
			a.Addr[l] = tc.addr(l)
		}
		if wf, bc := b.Shared(&a); wf != tc.wf || bc != tc.bc {
			t.Errorf("%s: %d wf %d bc, want %d %d", tc.name, wf, bc, tc.wf, tc.bc)
		}
	}
}

func TestBanksNoAllocs(t *testing.T) {
	b := NewBanks()
	a := Access{Space: SpaceShared, Op: OpLoad, Size: 16, Mask: ^uint32(0)}
	for l := range a.Addr {
		a.Addr[l] = uint64(l * 48)
	}
	if n := testing.AllocsPerRun(100, func() { b.Shared(&a) }); n != 0 {
		t.Errorf("%v allocs per Shared", n)
	}
}
