package timing

import (
	"testing"

	"github.com/ptxsim/ptxsim/memsys"
)

// texWarp builds a full-warp texture access whose lane l reads the sectors
// secs(l) (sector coordinates in one plane; addresses laid out 16x2 like
// texture.Array.SectorAt's within a 64-byte-wide array).
func texWarp(kind memsys.TexKind, secs func(l int) [][2]int32) *memsys.TexAccess {
	a := &memsys.TexAccess{}
	a.Reset(kind)
	for l := 0; l < 32; l++ {
		start := int32(len(a.Sectors))
		for _, s := range secs(l) {
			x, y := s[0], s[1]
			addr := uint64(1<<40) + uint64(y)*4096 + uint64(x)*32
			a.Sectors = append(a.Sectors, memsys.TexSector{Addr: addr, X: x, Y: y})
		}
		a.Span[l] = [2]int32{start, int32(len(a.Sectors))}
		a.Mask |= 1 << uint(l)
	}
	return a
}

// TestTextureCounts checks the request, sector and wavefront counting of
// the texture pipeline against the H200's figures for the access shapes of
// testdata/textures/cases/timing_tex and timing_surf (per warp).
func TestTextureCounts(t *testing.T) {
	for _, tc := range []struct {
		name                  string
		kind                  memsys.TexKind
		secs                  func(l int) [][2]int32
		req, sec, wave, texin int64
	}{
		// A row of f32 texels, point sampled: a quad reads 16 bytes.
		{"rows", memsys.TexFetch, func(l int) [][2]int32 { return [][2]int32{{int32(l / 4), 0}} }, 8, 8, 8, 8},
		// Bilinear between rows 1 and 2 (two sector rows), texels x..x+1.
		{"bilinear", memsys.TexFetch, func(l int) [][2]int32 {
			x0, x1 := int32(l/4), int32((l+1)/4)
			return [][2]int32{{x0, 0}, {x1, 0}, {x0, 1}, {x1, 1}}
		}, 8, 32, 8, 8},
		// A column: a quad reads 4 rows of one sector column.
		{"cols", memsys.TexFetch, func(l int) [][2]int32 { return [][2]int32{{0, int32(l / 2)}} }, 8, 16, 8, 8},
		// A stride of 32 bytes: each lane its own sector, 4 wavefronts a quad.
		{"stride", memsys.TexFetch, func(l int) [][2]int32 { return [][2]int32{{int32(2 * l), 0}} }, 8, 32, 32, 8},
		// Linear memory: 8 lanes per request, 32 bytes each.
		{"linear", memsys.TexLinear, func(l int) [][2]int32 { return [][2]int32{{int32(l / 8), 0}} }, 4, 4, 4, 8},
		// Surface stores of a row of u32: 8 lanes, 32 bytes, 2 sectors.
		{"sust", memsys.SurfStore, func(l int) [][2]int32 { return [][2]int32{{int32(l / 4), 0}} }, 4, 8, 0, 0},
	} {
		h := newH200(t)
		p := h.Port(0)
		p.Texture(0, texWarp(tc.kind, tc.secs), NoTicket)
		s := p.Stats
		req, sec := s.TexRequests+s.SurfStRequests, s.TexSectors+s.SurfStSectors
		if req != tc.req || sec != tc.sec || s.TexWavefronts != tc.wave || s.TexInRequests != tc.texin {
			t.Errorf("%s: requests %d sectors %d wavefronts %d texin %d, want %d %d %d %d",
				tc.name, req, sec, s.TexWavefronts, s.TexInRequests, tc.req, tc.sec, tc.wave, tc.texin)
		}
	}
}

// TestTextureLatency: a fetch that hits returns after texture.latency
// (plus a cycle per further request of the pipe); a miss an L2 round trip
// later.
func TestTextureLatency(t *testing.T) {
	h := newH200(t)
	h.Flush()
	p := h.Port(0)
	one := texWarp(memsys.TexFetch, func(l int) [][2]int32 { return [][2]int32{{0, 0}} })
	one.Mask = 1
	done, tk := p.Texture(1000, one, NoTicket)
	if tk == NoTicket {
		t.Fatal("a cold fetch must wait for the L2")
	}
	h.Serve()
	miss := p.Ticket(tk) - 1000
	p.TakeTickets()
	done, tk = p.Texture(5000, one, NoTicket)
	if tk != NoTicket {
		t.Fatal("the second fetch must hit")
	}
	sp := h.Spec
	if hit := done - 5000; hit != int64(sp.Texture.Latency+0.5) {
		t.Errorf("hit latency %d, want %v", hit, sp.Texture.Latency)
	}
	want := int64(sp.Texture.Latency-sp.L1.HitLatency+0.5) + int64(sp.DRAM.Latency+0.5)
	if miss != want {
		t.Errorf("cold miss latency %d, want %d (texture latency - L1 hit + DRAM)", miss, want)
	}
}
