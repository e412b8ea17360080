package timing

import (
	"slices"
	"testing"
)

// Buffer bases as the CUDA allocator hands them out: 2 MiB aligned, well
// apart. Coalescing depends only on the alignment of the buffers (the
// corpus README: at least 256-byte aligned), not on where they are.
const (
	baseIn  = 0x7f0000000000
	baseOut = 0x7f0000200000
	baseC   = 0x7f0000400000
)

// counts accumulates requests and sectors over many accesses.
type counts struct{ req, sec int }

func (c *counts) add(r Coalesced) { c.req += r.Requests; c.sec += r.Sectors }

// warps1D calls f for every warp of a 1-D launch with the global thread
// index of each lane (grid*block threads, block a multiple of 32).
func warps1D(grid, block int, f func(i [32]int)) {
	for b := 0; b < grid; b++ {
		for w := 0; w < block/32; w++ {
			var idx [32]int
			for l := range idx {
				idx[l] = b*block + w*32 + l
			}
			f(idx)
		}
	}
}

// TestCoalesceStridedOffset feeds the address streams of the corpus's
// stridedCopy and offsetCopy kernels (src/memory.cu; grid 256 x 256,
// n = 65536) and expects the H200's l1tex__t_{requests,sectors} counts
// from their hw.json files.
func TestCoalesceStridedOffset(t *testing.T) {
	const n = 65536
	cases := []struct {
		name           string
		stride, offset int
		ldReq, ldSec   int
		stReq, stSec   int
	}{
		{"strided_1", 1, 0, 2048, 8192, 2048, 8192},
		{"strided_2", 2, 0, 2048, 16384, 2048, 8192},
		{"strided_8", 8, 0, 2048, 65536, 2048, 8192},
		{"strided_32", 32, 0, 2048, 65536, 2048, 8192},
		{"strided_33", 33, 0, 2048, 65536, 2048, 8192},
		{"offset_0", 0, 0, 2048, 8192, 2048, 8192},
		{"offset_1", 0, 1, 2048, 10239, 2048, 8192},
		{"offset_17", 0, 17, 2048, 10237, 2048, 8190},
	}
	var c Coalescer
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var ld, st counts
			warps1D(256, 256, func(idx [32]int) {
				la := Access{Space: SpaceGlobal, Op: OpLoad, Size: 4}
				sa := Access{Space: SpaceGlobal, Op: OpStore, Size: 4}
				for l, i := range idx {
					if tc.stride != 0 { // stridedCopy: in[(i*stride) % n] -> out[i], i < n
						if i < n {
							la.Mask |= 1 << l
							la.Addr[l] = baseIn + uint64(4*((i*tc.stride)%n))
						}
					} else if i+tc.offset < n { // offsetCopy: in[i+offset] -> out[i]
						la.Mask |= 1 << l
						la.Addr[l] = baseIn + uint64(4*(i+tc.offset))
					}
					sa.Addr[l] = baseOut + uint64(4*i)
				}
				sa.Mask = la.Mask
				ld.add(c.Coalesce(&la))
				st.add(c.Coalesce(&sa))
			})
			if ld.req != tc.ldReq || ld.sec != tc.ldSec || st.req != tc.stReq || st.sec != tc.stSec {
				t.Errorf("ld %d req %d sec, st %d req %d sec; H200: ld %d/%d st %d/%d",
					ld.req, ld.sec, st.req, st.sec, tc.ldReq, tc.ldSec, tc.stReq, tc.stSec)
			}
		})
	}
}

// TestCoalesceVector: copyFloat4 (79 x 128 threads, n4 = 10000) and
// copyDouble2 (40 x 128, n2 = 5000) issue one 16-byte access per lane; the
// H200 counts one request per warp (313 and 157) and 5000 / 2500 sectors.
// vecAdd (391 x 256, N = 100000): two 4-byte loads and one store per lane.
func TestCoalesceVector(t *testing.T) {
	var c Coalescer
	run := func(grid, block, n, size, loads int) (ld, st counts) {
		warps1D(grid, block, func(idx [32]int) {
			a := Access{Space: SpaceGlobal, Size: size}
			for l, i := range idx {
				if i < n {
					a.Mask |= 1 << l
				}
			}
			for k := 0; k < loads; k++ {
				a.Op = OpLoad
				for l, i := range idx {
					a.Addr[l] = baseIn + uint64(k)<<20 + uint64(size*i)
				}
				ld.add(c.Coalesce(&a))
			}
			a.Op = OpStore
			for l, i := range idx {
				a.Addr[l] = baseC + uint64(size*i)
			}
			st.add(c.Coalesce(&a))
		})
		return
	}
	for _, tc := range []struct {
		name                        string
		grid, block, n, size, loads int
		ldReq, ldSec, stReq, stSec  int
	}{
		{"vector_float4", 79, 128, 10000, 16, 1, 313, 5000, 313, 5000},
		{"vector_double2", 40, 128, 5000, 16, 1, 157, 2500, 157, 2500},
		{"vecadd", 391, 256, 100000, 4, 2, 6250, 25000, 3125, 12500},
	} {
		ld, st := run(tc.grid, tc.block, tc.n, tc.size, tc.loads)
		if ld.req != tc.ldReq || ld.sec != tc.ldSec || st.req != tc.stReq || st.sec != tc.stSec {
			t.Errorf("%s: ld %d/%d st %d/%d; H200: ld %d/%d st %d/%d", tc.name,
				ld.req, ld.sec, st.req, st.sec, tc.ldReq, tc.ldSec, tc.stReq, tc.stSec)
		}
	}
}

// transposeWarps calls f for each warp-level iteration j of the 256 x 256
// transposes (grid 8 x 8, block 32 x 8, TILE 32, ROWS 8): lane l is
// threadIdx.x = l, the warp is one threadIdx.y.
func transposeWarps(f func(bx, by, ty, j int)) {
	for by := 0; by < 8; by++ {
		for bx := 0; bx < 8; bx++ {
			for ty := 0; ty < 8; ty++ {
				for j := 0; j < 32; j += 8 {
					f(bx, by, ty, j)
				}
			}
		}
	}
}

// TestCoalesceTranspose: transposeNaive reads rows (4 sectors a warp) and
// writes columns (32 sectors a warp): H200 2048/8192 loads, 2048/65536
// stores. transposeShared writes rows again: 2048/8192.
func TestCoalesceTranspose(t *testing.T) {
	const N = 256
	var c Coalescer
	var ld, stNaive, stShared counts
	transposeWarps(func(bx, by, ty, j int) {
		ra := Access{Space: SpaceGlobal, Op: OpLoad, Size: 4, Mask: ^uint32(0)}
		wn := Access{Space: SpaceGlobal, Op: OpStore, Size: 4, Mask: ^uint32(0)}
		ws := wn
		for l := 0; l < 32; l++ {
			x, y := bx*32+l, by*32+ty
			ra.Addr[l] = baseIn + uint64(4*((y+j)*N+x))
			wn.Addr[l] = baseOut + uint64(4*(x*N+y+j))
			x2, y2 := by*32+l, bx*32+ty
			ws.Addr[l] = baseOut + uint64(4*((y2+j)*N+x2))
		}
		ld.add(c.Coalesce(&ra))
		stNaive.add(c.Coalesce(&wn))
		stShared.add(c.Coalesce(&ws))
	})
	if ld != (counts{2048, 8192}) || stNaive != (counts{2048, 65536}) || stShared != (counts{2048, 8192}) {
		t.Errorf("ld %v, naive st %v, shared st %v; H200: {2048 8192} {2048 65536} {2048 8192}", ld, stNaive, stShared)
	}
}

// TestCoalesceBytes: histogramShared reads one byte per lane, 32
// consecutive bytes a warp: one sector per request (H200: 2048 / 2048).
func TestCoalesceBytes(t *testing.T) {
	var c Coalescer
	var ld counts
	warps1D(32, 256, func(idx [32]int) {
		for base := 0; base < 65536; base += 32 * 256 {
			a := Access{Space: SpaceGlobal, Op: OpLoad, Size: 1, Mask: ^uint32(0)}
			for l, i := range idx {
				a.Addr[l] = baseIn + uint64(base+i)
			}
			ld.add(c.Coalesce(&a))
		}
	})
	if ld != (counts{2048, 2048}) {
		t.Errorf("got %v, H200 {2048 2048}", ld)
	}
}

func TestCoalesceEdges(t *testing.T) {
	var c Coalescer
	a := Access{Space: SpaceGlobal, Op: OpLoad, Size: 4}
	if r := c.Coalesce(&a); r.Requests != 0 || r.Sectors != 0 || len(r.Lines) != 0 {
		t.Errorf("empty mask: %+v", r)
	}
	// Every lane on one word: a single sector, a single line.
	a.Mask = ^uint32(0)
	for l := range a.Addr {
		a.Addr[l] = 0x1004
	}
	r := c.Coalesce(&a)
	if r.Requests != 1 || r.Sectors != 1 || len(r.Lines) != 1 || r.Lines[0] != (LineReq{0x1000, 1}) {
		t.Errorf("broadcast: %+v", r)
	}
	// A misaligned 8-byte access across a line boundary touches two lines.
	a.Mask, a.Size, a.Addr[0] = 1, 8, 0x107c
	r = c.Coalesce(&a)
	if r.Sectors != 2 || len(r.Lines) != 2 || r.Lines[0] != (LineReq{0x1000, 8}) || r.Lines[1] != (LineReq{0x1080, 1}) {
		t.Errorf("straddle: %+v", r)
	}
	// Lines come back sorted, whatever the lane order.
	a.Mask, a.Size = 0b111, 4
	a.Addr[0], a.Addr[1], a.Addr[2] = 0x3000, 0x1000, 0x2040
	r = c.Coalesce(&a)
	if len(r.Lines) != 3 || r.Lines[0].Line != 0x1000 || r.Lines[1] != (LineReq{0x2000, 4}) || r.Lines[2].Line != 0x3000 {
		t.Errorf("order: %+v", r.Lines)
	}
	// Local memory: every thread at offset 0 is one 128-byte line.
	a = Access{Space: SpaceLocal, Op: OpLoad, Size: 4, Mask: ^uint32(0), LocalBase: 0x10000}
	r = c.Coalesce(&a)
	if r.Sectors != 4 || len(r.Lines) != 1 || r.Lines[0].Line != 0x10000 {
		t.Errorf("local: %+v", r)
	}
	a.Size = 8 // two words: two lines
	if r = c.Coalesce(&a); r.Sectors != 8 || len(r.Lines) != 2 {
		t.Errorf("local 8-byte: %+v", r)
	}
}

func TestCoalesceNoAllocs(t *testing.T) {
	var c Coalescer
	a := Access{Space: SpaceGlobal, Op: OpLoad, Size: 4, Mask: ^uint32(0)}
	for l := range a.Addr {
		a.Addr[l] = uint64(l * 132)
	}
	if n := testing.AllocsPerRun(100, func() { c.Coalesce(&a) }); n != 0 {
		t.Errorf("%v allocs per Coalesce", n)
	}
}

// TestCoalesceContiguous: the contiguous full-warp path gives what the
// lane-by-lane one does, aligned or not, for every access size.
func TestCoalesceContiguous(t *testing.T) {
	var c Coalescer
	for _, size := range []int{1, 2, 4, 8, 16} {
		for _, base := range []uint64{0, 4, 28, 96, 100, 1 << 20, 1<<20 + 124, 1<<33 + 60} {
			a := Access{Mask: ^uint32(0), Size: size, Space: SpaceGlobal}
			for l := range a.Addr {
				a.Addr[l] = base + uint64(l*size)
			}
			got := c.Coalesce(&a)
			got.Lines = append([]LineReq(nil), got.Lines...)
			want := c.lanes(&a, uint64(size))
			if got.Requests != want.Requests || got.Sectors != want.Sectors || !slices.Equal(got.Lines, want.Lines) {
				t.Errorf("size %d base %#x: contiguous path %+v, lane by lane %+v", size, base, got, want)
			}
		}
	}
}
