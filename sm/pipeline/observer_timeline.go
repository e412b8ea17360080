package pipeline

import (
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// A timeline of a timing run: per launch its span, per SM the blocks it
// held over time, per sub-partition its issue and stall state binned
// over cycles, and the shared memory side's traffic (L2 sectors, DRAM
// bytes) binned the same way. TimelineCollector gathers it; the root
// package writes it as a Chrome/Perfetto trace.

// BlockSpan is one block's residency on an SM.
type BlockSpan struct {
	SM, Slot   int // Slot: a row of the SM's resident blocks, free when the block started
	Block      int // linear index in the grid
	Start, End int64
}

// SubSample is one bin of a sub-partition's state: Issued warp-
// instructions (SASS issue slots) and the warp-cycles its warps spent in
// each stall reason (StallWait...) during the bin.
type SubSample struct {
	Issued float32
	Stalls [NumStalls]float32
}

// MemSample is one bin of the shared memory side's traffic.
type MemSample struct {
	L2ReadSectors, L2WriteSectors, L2AtomSectors float32
	DRAMReadBytes, DRAMWriteBytes                float32
}

// LaunchTimeline is the timeline of one launch. Bins are Interval cycles
// wide from the launch's cycle 0; Subs[sm*SubParts+sub] holds that
// sub-partition's bins (nil when it never issued).
type LaunchTimeline struct {
	Launch   LaunchEvent
	Interval int64
	Blocks   []BlockSpan
	Dropped  int // block spans not kept (MaxBlockSpans)
	Subs     [][]SubSample
	Mem      []MemSample
}

// TimelineCollector is a LaunchObserver that builds a LaunchTimeline per
// launch. Bins start Interval cycles wide (0: chosen per launch so that
// all sub-partitions together hold about TargetSamples bins) and double,
// merging neighbours, whenever a launch would need more than its bin
// budget, so memory stays bounded however long the launch runs.
type TimelineCollector struct {
	Interval      int64 // requested bin width in cycles; 0: automatic
	TargetSamples int   // automatic width: bins over all sub-partitions (0: 200000)
	MaxBlockSpans int   // block spans kept per launch (0: 200000); later ones are counted in Dropped
	Launches      []*LaunchTimeline

	cur      *LaunchTimeline
	maxBins  int     // bins per track before the width doubles
	slots    [][]int // per SM: the block in each slot (-1: free)
	open     [][]int // per SM: index in cur.Blocks of the block in each slot (-1: not kept)
	last     timing.Stats
	lastSync int64
}

// LaunchStart implements LaunchObserver.
func (c *TimelineCollector) LaunchStart(e *LaunchEvent) {
	tracks := max(e.NumSMs*e.SubParts, 1)
	target := c.TargetSamples
	if target <= 0 {
		target = 200000
	}
	lt := &LaunchTimeline{Launch: *e, Subs: make([][]SubSample, tracks)}
	if c.Interval > 0 {
		lt.Interval = c.Interval
		c.maxBins = max(64, (1<<20)/tracks) // an explicit width is kept up to ~1M bins in all
	} else {
		lt.Interval = 1
		c.maxBins = max(16, target/tracks)
	}
	c.cur = lt
	c.Launches = append(c.Launches, lt)
	c.slots = make([][]int, e.NumSMs)
	c.open = make([][]int, e.NumSMs)
	c.lastSync = 0
	c.last = e.Counters // the hierarchy's counters run on across launches
}

// LaunchEnd implements LaunchObserver.
func (c *TimelineCollector) LaunchEnd(e *LaunchEvent) {
	if c.cur == nil {
		return
	}
	c.cur.Launch = *e
	// Blocks still resident at a fault end with the launch.
	for sm := range c.open {
		for s, i := range c.open[sm] {
			if i >= 0 && c.slots[sm][s] >= 0 {
				c.cur.Blocks[i].End = max(e.End, c.cur.Blocks[i].Start)
			}
		}
	}
	c.cur = nil
}

// BlockStart implements Observer.
func (c *TimelineCollector) BlockStart(sm, block int, at int64) {
	if c.cur == nil || sm >= len(c.slots) {
		return
	}
	slots := c.slots[sm]
	s := 0
	for s < len(slots) && slots[s] >= 0 {
		s++
	}
	if s == len(slots) {
		c.slots[sm] = append(slots, -1)
		c.open[sm] = append(c.open[sm], -1)
	}
	c.slots[sm][s] = block
	lim := c.MaxBlockSpans
	if lim <= 0 {
		lim = 200000
	}
	if len(c.cur.Blocks) >= lim {
		c.cur.Dropped++
		c.open[sm][s] = -1
		return
	}
	c.open[sm][s] = len(c.cur.Blocks)
	c.cur.Blocks = append(c.cur.Blocks, BlockSpan{SM: sm, Slot: s, Block: block, Start: at, End: at})
}

// BlockEnd implements Observer.
func (c *TimelineCollector) BlockEnd(sm, block int, at int64) {
	if c.cur == nil || sm >= len(c.slots) {
		return
	}
	for s, b := range c.slots[sm] {
		if b == block {
			c.slots[sm][s] = -1
			if i := c.open[sm][s]; i >= 0 {
				c.cur.Blocks[i].End = at
			}
			c.open[sm][s] = -1
			return
		}
	}
}

// fit makes the bins wide enough to hold cycle at, doubling the width
// (merging neighbouring bins of every track) as needed, and returns its
// bin.
func (c *TimelineCollector) fit(at int64) int {
	lt := c.cur
	for at/lt.Interval >= int64(c.maxBins) {
		lt.Interval *= 2
		for i, bins := range lt.Subs {
			lt.Subs[i] = mergeSub(bins)
		}
		lt.Mem = mergeMem(lt.Mem)
	}
	return int(at / lt.Interval)
}

func mergeSub(bins []SubSample) []SubSample {
	n := (len(bins) + 1) / 2
	for i := 0; i < n; i++ {
		a := bins[2*i]
		if 2*i+1 < len(bins) {
			b := &bins[2*i+1]
			a.Issued += b.Issued
			for r := range a.Stalls {
				a.Stalls[r] += b.Stalls[r]
			}
		}
		bins[i] = a
	}
	clear(bins[n:])
	return bins[:n]
}

func mergeMem(bins []MemSample) []MemSample {
	n := (len(bins) + 1) / 2
	for i := 0; i < n; i++ {
		a := bins[2*i]
		if 2*i+1 < len(bins) {
			b := &bins[2*i+1]
			a.L2ReadSectors += b.L2ReadSectors
			a.L2WriteSectors += b.L2WriteSectors
			a.L2AtomSectors += b.L2AtomSectors
			a.DRAMReadBytes += b.DRAMReadBytes
			a.DRAMWriteBytes += b.DRAMWriteBytes
		}
		bins[i] = a
	}
	clear(bins[n:])
	return bins[:n]
}

// subBins returns track's bins, grown to hold bin i.
func (c *TimelineCollector) subBins(track, i int) []SubSample {
	bins := c.cur.Subs[track]
	if i >= len(bins) {
		if i < cap(bins) {
			bins = bins[:i+1]
		} else {
			bins = append(bins, make([]SubSample, i+1-len(bins))...)
		}
		c.cur.Subs[track] = bins
	}
	return bins
}

// Issue implements Observer: the issue lands in the bin of its cycle; the
// warp's stall cycles before it are spread over the cycles just before
// the issue (the warp waited contiguously since its previous issue).
func (c *TimelineCollector) Issue(e *IssueEvent) {
	lt := c.cur
	if lt == nil {
		return
	}
	track := e.SM*lt.Launch.SubParts + e.Sub
	if track < 0 || track >= len(lt.Subs) {
		return
	}
	var waited int64
	for r, v := range e.Stalls {
		if r != StallSelected {
			waited += v
		}
	}
	from := max(e.At-waited, 0)
	c.fit(e.At)
	bi := int(e.At / lt.Interval)
	bins := c.subBins(track, bi)
	bins[bi].Issued += float32(e.Issues)
	bins[bi].Stalls[StallSelected] += float32(e.Stalls[StallSelected])
	if waited == 0 {
		return
	}
	w := lt.Interval
	for b := int(from / w); b <= bi; b++ {
		lo, hi := max(from, int64(b)*w), min(e.At, int64(b+1)*w)
		if hi <= lo {
			continue
		}
		f := float32(hi-lo) / float32(e.At-from)
		s := &bins[b].Stalls
		for r, v := range e.Stalls {
			if r != StallSelected && v != 0 {
				s[r] += f * float32(v)
			}
		}
	}
}

// Memory implements Observer (the timeline bins the shared side's
// traffic at synchronisations instead).
func (c *TimelineCollector) Memory(*MemoryEvent) {}

// Sync implements LaunchObserver: the traffic served since the previous
// synchronisation is spread over the cycles between them.
func (c *TimelineCollector) Sync(at int64, st *timing.Stats) {
	lt := c.cur
	if lt == nil {
		return
	}
	d := MemSample{
		L2ReadSectors: float32(st.L2ReadSectors - c.last.L2ReadSectors), L2WriteSectors: float32(st.L2WriteSectors - c.last.L2WriteSectors),
		L2AtomSectors: float32(st.L2AtomSectors - c.last.L2AtomSectors),
		DRAMReadBytes: float32(st.DRAMReadBytes - c.last.DRAMReadBytes), DRAMWriteBytes: float32(st.DRAMWriteBytes - c.last.DRAMWriteBytes),
	}
	c.last = *st
	from := c.lastSync
	c.lastSync = at
	if at <= from {
		return
	}
	c.fit(at - 1)
	w := lt.Interval
	last := int((at - 1) / w)
	if last >= len(lt.Mem) {
		lt.Mem = append(lt.Mem, make([]MemSample, last+1-len(lt.Mem))...)
	}
	for b := int(from / w); b <= last; b++ {
		lo, hi := max(from, int64(b)*w), min(at, int64(b+1)*w)
		if hi <= lo {
			continue
		}
		f := float32(hi-lo) / float32(at-from)
		m := &lt.Mem[b]
		m.L2ReadSectors += f * d.L2ReadSectors
		m.L2WriteSectors += f * d.L2WriteSectors
		m.L2AtomSectors += f * d.L2AtomSectors
		m.DRAMReadBytes += f * d.DRAMReadBytes
		m.DRAMWriteBytes += f * d.DRAMWriteBytes
	}
}
