package ptxsim

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"

	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// The timeline trace: Chrome's Trace Event Format (JSON object form),
// which Perfetto's UI (ui.perfetto.dev) and chrome://tracing open.
//
//	pid 0 "GPU"          tid 0: one complete event ("X") per launch;
//	                     counters ("C"): L2 and DRAM throughput in GB/s
//	pid 1+i "SM i"       tid s: the blocks resident in slot s over time ("X");
//	                     counters "SMSP j warps": the average number of the
//	                     sub-partition's warps in each state per interval
//	                     (selected = issuing, and the stall reasons that
//	                     occur on the track), stacked they give its
//	                     resident warps
//
// Timestamps are simulated microseconds at the device's SM clock
// (cycle / clock MHz); launches follow each other, each starting
// traceLaunchGap microseconds after the previous one ends (the model does
// not time the host). otherData says so, with the interval.

// traceLaunchGap separates launches in a trace, in microseconds.
const traceLaunchGap = 1.0

// WriteTrace writes the recorded timelines (RecordOptions.Trace) as one
// trace. Events of each track are in time order; identical consecutive
// counter samples are written once.
func (r *Recording) WriteTrace(w io.Writer) error {
	if r.tl == nil {
		return fmt.Errorf("trace: the recording has no timeline (RecordOptions.Trace)")
	}
	tw := &traceWriter{w: bufio.NewWriterSize(w, 1<<20)}
	tw.raw(`{"traceEvents":[`)
	tw.meta(0, 0, "process_name", "name", "GPU")
	tw.meta(0, 0, "process_sort_index", "sort_index", 0)
	tw.meta(0, 0, "thread_name", "name", "launches")
	maxSM, maxSlot := 0, map[int]int{}
	for _, lt := range r.tl.Launches {
		maxSM = max(maxSM, lt.Launch.NumSMs)
		for _, b := range lt.Blocks {
			maxSlot[b.SM] = max(maxSlot[b.SM], b.Slot+1)
		}
	}
	for i := 0; i < maxSM; i++ {
		tw.meta(1+i, 0, "process_name", "name", fmt.Sprintf("SM %d", i))
		tw.meta(1+i, 0, "process_sort_index", "sort_index", 1+i)
		for s := 0; s < maxSlot[i]; s++ {
			tw.meta(1+i, s, "thread_name", "name", fmt.Sprintf("block slot %d", s))
		}
	}
	base := 0.0 // µs where the launch starts
	var other struct {
		Generator string  `json:"generator"`
		Clock     string  `json:"clock"`
		ClockMHz  float64 `json:"clock_mhz"`
		Launches  []any   `json:"launches"`
	}
	other.Generator = "ptxsim (cycle-approximate timing model)"
	for li, lt := range r.tl.Launches {
		l := &lt.Launch
		mhz := l.ClockMHz
		if mhz <= 0 {
			mhz = 1000
		}
		other.ClockMHz = mhz
		us := func(cycle float64) float64 { return base + cycle/mhz }
		end := float64(max(l.End, 0))
		// The span is the launch's elapsed cycles (gpc__cycles_elapsed.max:
		// the blocks' time plus the model's fixed launch overhead).
		span := math.Max(end, l.Metrics["gpc__cycles_elapsed.max"])
		args := map[string]any{"launch": li, "grid": l.Grid, "block": l.Block, "blocks": l.Blocks,
			"gpc__cycles_elapsed.max": span, "last_block_end_cycle": l.End}
		if l.Err != nil {
			args["error"] = l.Err.Error()
		}
		tw.complete(0, 0, l.Kernel, "launch", us(0), us(span), args)
		for _, b := range lt.Blocks {
			tw.complete(1+b.SM, b.Slot, "block "+strconv.Itoa(b.Block), "block", us(float64(b.Start)), us(float64(b.End)),
				map[string]any{"block": b.Block, "launch": li, "kernel": l.Kernel, "start_cycle": b.Start, "end_cycle": b.End})
		}
		wd := float64(lt.Interval)
		for track, bins := range lt.Subs {
			if len(bins) == 0 {
				continue
			}
			sm, sub := track/max(l.SubParts, 1), track%max(l.SubParts, 1)
			name := fmt.Sprintf("SMSP %d warps", sub)
			// The track's series: the reasons that ever hold a warp.
			var reasons []int
			for r := range pipeline.NumStalls {
				for bi := range bins {
					if bins[bi].Stalls[r] != 0 {
						reasons = append(reasons, r)
						break
					}
				}
			}
			vals := make([]kv, len(reasons))
			var prev []kv
			for bi := range bins {
				for i, r := range reasons {
					vals[i] = kv{pipeline.StallName(r), round3(float64(bins[bi].Stalls[r]) / wd)}
				}
				if prev != nil && slices.Equal(prev, vals) {
					continue
				}
				tw.counter(1+sm, name, us(float64(bi)*wd), vals)
				prev = append(prev[:0], vals...)
			}
			for i := range vals {
				vals[i].v = 0
			}
			tw.counter(1+sm, name, us(math.Max(float64(len(bins))*wd, end)), vals)
		}
		// L2 and DRAM throughput: bytes per bin / bin time (GB/s = bytes/ns).
		ns := wd / mhz * 1000
		var prevL2, prevDRAM [3]float64
		for bi, m := range lt.Mem {
			l2 := [3]float64{round3(float64(m.L2ReadSectors) * 32 / ns), round3(float64(m.L2WriteSectors) * 32 / ns), round3(float64(m.L2AtomSectors) * 32 / ns)}
			dr := [3]float64{round3(float64(m.DRAMReadBytes) / ns), round3(float64(m.DRAMWriteBytes) / ns)}
			at := us(float64(bi) * wd)
			if bi == 0 || l2 != prevL2 {
				tw.counter(0, "L2 throughput (GB/s)", at, []kv{{"read", l2[0]}, {"write", l2[1]}, {"atomic", l2[2]}})
				prevL2 = l2
			}
			if bi == 0 || dr != prevDRAM {
				tw.counter(0, "DRAM throughput (GB/s)", at, []kv{{"read", dr[0]}, {"write", dr[1]}})
				prevDRAM = dr
			}
		}
		if len(lt.Mem) > 0 {
			at := us(math.Max(float64(len(lt.Mem))*wd, end))
			tw.counter(0, "L2 throughput (GB/s)", at, []kv{{"read", 0}, {"write", 0}, {"atomic", 0}})
			tw.counter(0, "DRAM throughput (GB/s)", at, []kv{{"read", 0}, {"write", 0}})
		}
		info := map[string]any{"kernel": l.Kernel, "start_us": round3(base), "cycles": span, "interval_cycles": lt.Interval}
		if lt.Dropped > 0 {
			info["blocks_not_shown"] = lt.Dropped
		}
		other.Launches = append(other.Launches, info)
		base = us(span) + traceLaunchGap
	}
	other.Clock = fmt.Sprintf("ts and dur are simulated microseconds at the SM clock (%g MHz): ts = cycle / %g; "+
		"launches follow one another %g us apart (host time is not modelled)", other.ClockMHz, other.ClockMHz, traceLaunchGap)
	tw.raw(`],"displayTimeUnit":"ns","otherData":`)
	od, err := json.Marshal(other)
	if err != nil {
		return err
	}
	tw.raw(string(od))
	tw.raw("}\n")
	if tw.err != nil {
		return tw.err
	}
	return tw.w.Flush()
}

type kv struct {
	k string
	v float64
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// roundTS rounds a timestamp to 0.1 ns: finer than a cycle at any clock
// below 10 GHz, so distinct cycles keep distinct timestamps.
func roundTS(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// traceWriter writes events by hand: a trace can hold millions of them.
type traceWriter struct {
	w   *bufio.Writer
	n   int // events written
	err error
	b   []byte
}

func (t *traceWriter) raw(s string) {
	if t.err == nil {
		_, t.err = t.w.WriteString(s)
	}
}

func (t *traceWriter) start() {
	if t.n > 0 {
		t.b = append(t.b, ",\n"...)
	} else {
		t.b = append(t.b, '\n')
	}
	t.n++
}

func (t *traceWriter) flush() {
	if t.err == nil {
		_, t.err = t.w.Write(t.b)
	}
	t.b = t.b[:0]
}

func (t *traceWriter) str(s string) {
	q, _ := json.Marshal(s)
	t.b = append(t.b, q...)
}

func (t *traceWriter) num(v float64) {
	t.b = strconv.AppendFloat(t.b, v, 'f', -1, 64)
}

func (t *traceWriter) meta(pid, tid int, name, key string, val any) {
	t.start()
	t.b = append(t.b, `{"ph":"M","pid":`...)
	t.b = strconv.AppendInt(t.b, int64(pid), 10)
	t.b = append(t.b, `,"tid":`...)
	t.b = strconv.AppendInt(t.b, int64(tid), 10)
	t.b = append(t.b, `,"name":`...)
	t.str(name)
	t.b = append(t.b, `,"args":{`...)
	t.str(key)
	t.b = append(t.b, ':')
	v, _ := json.Marshal(val)
	t.b = append(t.b, v...)
	t.b = append(t.b, "}}"...)
	t.flush()
}

// complete writes an "X" event from start to end (µs); dur is taken
// between the rounded ends, so events that touch never overlap.
func (t *traceWriter) complete(pid, tid int, name, cat string, start, end float64, args map[string]any) {
	ts, te := roundTS(start), roundTS(end)
	t.start()
	t.b = append(t.b, `{"ph":"X","pid":`...)
	t.b = strconv.AppendInt(t.b, int64(pid), 10)
	t.b = append(t.b, `,"tid":`...)
	t.b = strconv.AppendInt(t.b, int64(tid), 10)
	t.b = append(t.b, `,"name":`...)
	t.str(name)
	t.b = append(t.b, `,"cat":`...)
	t.str(cat)
	t.b = append(t.b, `,"ts":`...)
	t.num(ts)
	t.b = append(t.b, `,"dur":`...)
	t.num(roundTS(te - ts))
	if args != nil {
		a, _ := json.Marshal(args)
		t.b = append(t.b, `,"args":`...)
		t.b = append(t.b, a...)
	}
	t.b = append(t.b, '}')
	t.flush()
}

func (t *traceWriter) counter(pid int, name string, ts float64, series []kv) {
	t.start()
	t.b = append(t.b, `{"ph":"C","pid":`...)
	t.b = strconv.AppendInt(t.b, int64(pid), 10)
	t.b = append(t.b, `,"tid":0,"name":`...)
	t.str(name)
	t.b = append(t.b, `,"ts":`...)
	t.num(roundTS(ts))
	t.b = append(t.b, `,"args":{`...)
	for i, s := range series {
		if i > 0 {
			t.b = append(t.b, ',')
		}
		t.str(s.k)
		t.b = append(t.b, ':')
		t.num(s.v)
	}
	t.b = append(t.b, "}}"...)
	t.flush()
}
