package calibration

import (
	"fmt"
	"os"
	"testing"

	"github.com/ptxsim/ptxsim/memsys/timing"
)

// chunkStreams is the scale corpus's checksum_u32 over a DRAM-resident
// buffer: 1056 blocks of 8 warps, block b streaming its own chunk of
// chunk bytes (float4 loads, one in flight per warp: the loop's single
// LDG), cold L2. It returns bytes per cycle (the H200: 268 MB in 129.6k
// cycles, 2071 B/cycle, transpose[3]; 402 MB in 186.3k, 2161, stream_dram[5]).
func chunkStreams(h *timing.Hierarchy, blocks int, chunk uint64) float64 {
	const bw = 8
	ns := h.Spec.NumSMs
	perSM := (blocks + ns - 1) / ns
	fill := func(sm, w int, n int64, a *timing.Access) {
		b := uint64(sm + ns*(w/bw))
		if b >= uint64(blocks) {
			b = uint64(blocks) - 1 - b%uint64(blocks) // the model has no idle warps: a spare one doubles a block
		}
		base := b*chunk + uint64(n)*4096 + uint64(w%bw)*512
		a.Space, a.Op, a.Size, a.Mask = timing.SpaceGlobal, timing.OpLoad, 16, ^uint32(0)
		for l := range 32 {
			a.Addr[l] = 1<<32 + base + uint64(l)*16
		}
	}
	h.Flush()
	h.ResetTime()
	tr := Traffic{H: h, SMs: allSMs(ns), Warps: perSM * bw, InFlight: 1, Gap: 30, IssuePerCycle: 1, Fill: fill,
		Accesses: int64(chunk / 4096)}
	return tr.Run().BytesPerCycle()
}

// pattern is membench's k_pattern over a 1 GB buffer (DRAM): 1056 x 256
// threads, 4 independent loads per iteration, 16 iterations; mode 0
// stride (param words), mode 2 random param-byte blocks read as float4.
// It returns the useful bytes per cycle.
func pattern(h *timing.Hierarchy, mode int, param uint64) float64 {
	const blocks, bw = 1056, 8
	const shift = 28
	ns := h.Spec.NumSMs
	perSM := blocks / ns
	n := uint64(1) << shift
	mask := n - 1
	T := uint64(blocks * 256)
	fill := func(sm, w int, k int64, a *timing.Access) {
		b := uint64(sm + ns*(w/bw))
		a.Space, a.Op, a.Mask = timing.SpaceGlobal, timing.OpLoad, ^uint32(0)
		for l := range 32 {
			g := b*256 + uint64(w%bw)*32 + uint64(l)
			v := g + uint64(k)*T
			if mode == 0 {
				a.Size = 4
				kk := v * param
				a.Addr[l] = 1<<32 + 4*((kk&mask)+(kk>>shift)&mask)
			} else {
				a.Size = 16
				lanes := param / 16
				nchunks := n * 4 / param
				c := mix(v/lanes^12345) & (nchunks - 1)
				a.Addr[l] = 1<<32 + 16*(c*lanes+v%lanes)
			}
		}
	}
	h.Flush()
	h.ResetTime()
	tr := Traffic{H: h, SMs: allSMs(ns), Warps: perSM * bw, InFlight: 4, Gap: 4, IssuePerCycle: 1, Fill: fill, Accesses: 64}
	return tr.Run().BytesPerCycle()
}

// TestDRAMExplore prints the model's DRAM figures by access pattern
// (exploration: PTXSIM_EXPLORE=1 go test -run DRAMExplore -v).
func TestDRAMExplore(t *testing.T) {
	if os.Getenv("PTXSIM_EXPLORE") == "" {
		t.Skip("set PTXSIM_EXPLORE=1")
	}
	h := newH200(t)
	for _, mb := range []uint64{50, 200} {
		res, bpc := writeResidue(t, h, mb<<20)
		t.Logf("write %d MB: residue %.1f MB (H200 26.8), %.0f B/cycle", mb, res/1e6, bpc)
	}
	if os.Getenv("PTXSIM_EXPLORE") == "w" {
		return
	}
	t.Logf("chunk streams 128 KB x 1056: %.0f B/cycle (H200 ~2070-2160)", chunkStreams(h, 1056, 128<<10))
	t.Logf("chunk streams 128 KB x 528: %.0f B/cycle (H200 gather[3] 512 blocks: 1450)", chunkStreams(h, 528, 128<<10))
	for _, p := range []struct {
		name  string
		mode  int
		param uint64
		hw    float64
	}{{"stride_1", 0, 1, 2411.02}, {"random_64b", 2, 64, 2019.79}, {"random_128b", 2, 128, 2658.5}, {"random_512b", 2, 512, 2881.66}} {
		t.Logf("pattern %s: %.0f B/cycle (H200 %.0f)", p.name, pattern(h, p.mode, p.param), p.hw*1e9/(mhz*1e6))
	}
	for _, c := range []struct {
		sms int
		hw  float64
	}{{1, 52.6}, {33, 1128.9}, {66, 1400.4}, {132, 2136.9}} {
		t.Logf("sm_stream %d SMs: %.0f B/cycle (H200 %.0f)", c.sms, smStream(h, c.sms, min(128<<20, (4<<30)/uint64(c.sms))), c.hw)
	}
	t.Logf("read 256 MB: %.0f B/cycle (H200 2280)", streamRead(t, h, 256<<20, 256<<20, timing.CacheDefault))
}

// smStream is membench's k_sm_stream (DRAM variant): the first sms SMs
// each stream their own region (1024 threads, float4, 4 loads in flight
// per thread), one pass; it returns bytes per cycle over all of them.
func smStream(h *timing.Hierarchy, sms int, region uint64) float64 {
	fill := func(sm, w int, n int64, a *timing.Access) {
		it, u := uint64(n)/4, uint64(n)%4
		i := it*4096 + u*1024 + uint64(w)*32
		a.Space, a.Op, a.Size, a.Mask = timing.SpaceGlobal, timing.OpLoad, 16, ^uint32(0)
		for l := range 32 {
			a.Addr[l] = 1<<32 + uint64(sm)*region + (i+uint64(l))*16
		}
	}
	h.Flush()
	h.ResetTime()
	tr := Traffic{H: h, SMs: allSMs(sms), Warps: 32, InFlight: 4, Gap: 2, IssuePerCycle: 1, Fill: fill,
		Accesses: int64(min(region, 8<<20) / 16 / 1024)}
	return tr.Run().BytesPerCycle()
}

// TestWorkingSetExplore prints the model's read bandwidth by working set
// (PTXSIM_EXPLORE=1; PTXSIM_L2REPL picks the L2 replacement).
func TestWorkingSetExplore(t *testing.T) {
	if os.Getenv("PTXSIM_EXPLORE") == "" {
		t.Skip("set PTXSIM_EXPLORE=1")
	}
	h := newH200(t)
	m := loadCalib(t, "h200-memory.json")
	for _, mb := range []int{48, 64, 72, 96, 128} {
		hw := m.num(t, "sections", "bw_vs_working_set", "read", fmt.Sprint(mb), "bytes_per_cycle")
		t.Logf("read %d MB: %.0f B/cycle (H200 %.0f)", mb, streamRead(t, h, uint64(mb)<<20, 128<<20, timing.CacheDefault), hw)
	}
}
