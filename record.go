package ptxsim

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/ptxsim/ptxsim/isa"
	"github.com/ptxsim/ptxsim/ptx"
	"github.com/ptxsim/ptxsim/sm"
	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// RecordOptions say what a Recording collects from a device's timed
// launches.
type RecordOptions struct {
	// Source collects counters per PTX instruction, summed per CUDA
	// source line where the PTX carries .loc line information (nvcc
	// -lineinfo, Triton) and per PTX line elsewhere.
	Source bool
	// Trace collects a timeline (blocks per SM, issue and stall state
	// per sub-partition, L2 and DRAM traffic) for WriteTrace.
	Trace bool
	// TraceInterval is the timeline's bin width in cycles (0: chosen per
	// launch so that a trace stays around 50 MB at most). Bins widen
	// (doubling) if a launch would need more than about a million.
	TraceInterval int64
}

// Recording collects what RecordOptions asked for from every timed
// launch of a device, in launch order. Recording makes the timing model
// run a launch's SMs on one goroutine (the observer sees one ordered
// stream of events); results and cycles are those of any run.
type Recording struct {
	opts RecordOptions
	dev  *Device
	pcs  *pipeline.PCCollector
	tl   *pipeline.TimelineCollector
	obs  pipeline.Observer

	src map[string][]string // file contents by path, read once (nil entry: unreadable)
}

// Record starts recording the device's timed launches (those run after
// SetTiming; a later SetTiming keeps the recording). A device has one
// recording at a time: Record replaces the previous one.
func (d *Device) Record(opts RecordOptions) *Recording {
	r := &Recording{opts: opts, dev: d, src: map[string][]string{}}
	var obs pipeline.Observers
	if opts.Source {
		r.pcs = new(pipeline.PCCollector)
		obs = append(obs, r.pcs)
	}
	if opts.Trace {
		r.tl = &pipeline.TimelineCollector{Interval: opts.TraceInterval, TargetSamples: traceSamples}
		obs = append(obs, r.tl)
	}
	if len(obs) > 0 {
		r.obs = obs
	}
	d.rec = r
	if m, ok := d.Timer().(*pipeline.Model); ok {
		m.SetObserver(r.obs)
	}
	return r
}

// traceSamples is the automatic trace interval's budget: sub-partition
// samples over all tracks of a launch (at most ~200 bytes each in the
// trace, fewer where states repeat).
const traceSamples = 150000

// StopRecording detaches the device's recording (what it holds stays).
func (d *Device) StopRecording() {
	d.rec = nil
	if m, ok := d.Timer().(*pipeline.Model); ok {
		m.SetObserver(nil)
	}
}

// Launches is the number of timed launches recorded.
func (r *Recording) Launches() int {
	switch {
	case r.pcs != nil:
		return len(r.pcs.Launches)
	case r.tl != nil:
		return len(r.tl.Launches)
	}
	return 0
}

// Timeline returns launch i's timeline (nil without RecordOptions.Trace).
func (r *Recording) Timeline(i int) *pipeline.LaunchTimeline {
	if r.tl == nil || i < 0 || i >= len(r.tl.Launches) {
		return nil
	}
	return r.tl.Launches[i]
}

// PCCounters returns launch i's raw per-instruction counters (nil without
// RecordOptions.Source).
func (r *Recording) PCCounters(i int) *pipeline.PCProfile {
	if r.pcs == nil || i < 0 || i >= len(r.pcs.Launches) {
		return nil
	}
	return r.pcs.Launches[i]
}

// SourceProfile is a launch's source-level profile: its counters per PTX
// instruction and per source line, the costliest first.
type SourceProfile struct {
	// PTX is the PTX file the program came from; Files the .file
	// directives' names by index (Files[0] is unused: .file indices start
	// at 1), empty when the PTX has no line information.
	PTX   string   `json:"ptx"`
	Files []string `json:"files,omitempty"`
	// Instructions: one record per executed PTX instruction, in program
	// order. Lines: per CUDA source line (records whose File is a .file
	// name) and, for instructions without a .loc, per PTX line (File is
	// the PTX file), sorted by Cost, largest first.
	Instructions []*SourceRecord `json:"instructions"`
	Lines        []*SourceRecord `json:"lines"`
	// Total is the sum of every record's Cost (for shares).
	Total float64 `json:"total_cost"`
}

// SourceRecord is the counters of one PTX instruction or one source
// line. Metrics uses Nsight Compute's names where one exists for the
// figure (absent: zero):
//
//	smsp__inst_executed.sum, smsp__thread_inst_executed.sum   SASS issue slots (the model's ptxas estimate), times active threads;
//	                                                          they add up to the launch's figures
//	inst_executed_ptx, thread_inst_executed_ptx,               warp-level executions of the PTX, active threads,
//	thread_inst_executed_pred_on_ptx                           threads with the guard predicate true
//	smsp__pcsamp_warps_issue_stalled_<reason>                 warp-cycles spent waiting to issue this instruction, by
//	                                                          reason (the model charges every cycle, not samples)
//	l1tex__t_requests|sectors_pipe_lsu_mem_global_op_ld|st.sum, ..._global_op_ld_lookup_hit.sum
//	l1tex__t_requests|sectors_pipe_lsu_mem_local_op_ld|st.sum (requests: warp-level accesses)
//	smsp__inst_executed_op_shared_ld|st.sum                   warp-level shared-memory accesses (the launch's figure can
//	                                                          differ where ptxas merges accesses into vectors)
//	l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld|st.sum, l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld|st.sum
//	divergent_branches, path_switches                         executions that split the warp; turns to a waiting side
//	memory_latency_cycles.avg                                 mean cycles from issue to data (loads) or LSU acceptance
type SourceRecord struct {
	PC       int                `json:"pc"`                 // instructions: the pc; lines: the first pc
	Function string             `json:"function,omitempty"` // the function holding it (lines: of the first pc)
	PTXLine  int                `json:"ptx_line"`           // instructions: its PTX line; lines: the first
	File     string             `json:"file"`               // CUDA source file (or the PTX file without .loc)
	Line     int                `json:"line"`               // line in File
	Text     string             `json:"text,omitempty"`     // the line's text, when File is readable
	PCs      int                `json:"pcs,omitempty"`      // lines: instructions summed
	Cost     float64            `json:"cost"`               // warp-cycles charged here: issuing and stalled (sum of the stall reasons)
	Metrics  map[string]float64 `json:"metrics"`
}

// Stall is the record's warp-cycles in reason r
// (smsp__pcsamp_warps_issue_stalled_<r>).
func (s *SourceRecord) Stall(r string) float64 {
	return s.Metrics[stallMetricPrefix+r]
}

const stallMetricPrefix = "smsp__pcsamp_warps_issue_stalled_"

// Source builds launch i's source-level profile (nil without
// RecordOptions.Source, or for an unknown launch).
func (r *Recording) Source(i int) *SourceProfile {
	p := r.PCCounters(i)
	if p == nil {
		return nil
	}
	prog := p.Launch.Source
	if prog == nil {
		prog = p.Launch.Program
	}
	sp := &SourceProfile{PTX: prog.File}
	ir := r.dev.irOf(prog)
	var locs map[ptx.Pos]ptx.SrcLoc
	if ir != nil {
		locs = map[ptx.Pos]ptx.SrcLoc{}
		for _, f := range ir.Funcs {
			for _, in := range f.Body {
				if in.Loc.Line > 0 {
					locs[in.Pos] = in.Loc
				}
			}
		}
		if len(locs) > 0 {
			for _, f := range ir.Files {
				for len(sp.Files) <= f.Index {
					sp.Files = append(sp.Files, "")
				}
				sp.Files[f.Index] = f.Name
			}
		}
	}
	type lineKey struct {
		file string
		line int
	}
	byLine := map[lineKey]*SourceRecord{}
	for pc := range p.Counters {
		c := &p.Counters[pc]
		if c.Executed == 0 && c.Issues == 0 {
			continue
		}
		var pos ptx.Pos
		if pc < len(prog.Pos) {
			pos = prog.Pos[pc]
		}
		rec := &SourceRecord{PC: pc, PTXLine: int(pos.Line), File: prog.File, Line: int(pos.Line), Metrics: pcMetrics(c)}
		if f := prog.FuncAt(int32(pc)); f != nil {
			rec.Function = f.Name
		}
		rec.Cost = recordCost(rec.Metrics)
		rec.Text = r.lineText(prog.File, "", rec.PTXLine)
		sp.Instructions = append(sp.Instructions, rec)
		sp.Total += rec.Cost

		k := lineKey{prog.File, int(pos.Line)}
		if loc, ok := locs[pos]; ok && int(loc.File) < len(sp.Files) && sp.Files[loc.File] != "" {
			k = lineKey{sp.Files[loc.File], int(loc.Line)}
		}
		l := byLine[k]
		if l == nil {
			l = &SourceRecord{PC: pc, Function: rec.Function, PTXLine: rec.PTXLine, File: k.file, Line: k.line, Metrics: map[string]float64{}}
			if k.file == prog.File {
				l.Text = rec.Text
			} else {
				l.Text = r.lineText(k.file, prog.File, k.line)
			}
			byLine[k] = l
		}
		l.PCs++
		l.Cost += rec.Cost
		for m, v := range rec.Metrics {
			if m != "memory_latency_cycles.avg" {
				l.Metrics[m] += v
			}
		}
		l.Metrics["memory_latency_cycles.sum"] += float64(c.Latency)
		l.Metrics["memory_accesses"] += float64(c.Accesses)
	}
	for _, l := range byLine {
		if n := l.Metrics["memory_accesses"]; n > 0 {
			l.Metrics["memory_latency_cycles.avg"] = l.Metrics["memory_latency_cycles.sum"] / n
		}
		delete(l.Metrics, "memory_latency_cycles.sum")
		delete(l.Metrics, "memory_accesses")
		sp.Lines = append(sp.Lines, l)
	}
	sort.Slice(sp.Lines, func(i, j int) bool {
		a, b := sp.Lines[i], sp.Lines[j]
		if a.Cost != b.Cost {
			return a.Cost > b.Cost
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	return sp
}

// pcMetrics names one instruction's counters (SourceRecord).
func pcMetrics(c *pipeline.PCCounters) map[string]float64 {
	m := map[string]float64{}
	set := func(name string, v int64) {
		if v != 0 {
			m[name] = float64(v)
		}
	}
	set("smsp__inst_executed.sum", c.Issues)
	set("smsp__thread_inst_executed.sum", c.ThreadIssues)
	set("inst_executed_ptx", c.Executed)
	set("thread_inst_executed_ptx", c.Threads)
	set("thread_inst_executed_pred_on_ptx", c.PredOn)
	for i, v := range c.Stalls {
		set(stallMetricPrefix+pipeline.StallName(i), v)
	}
	s := &c.Mem
	set("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", s.GlobalLdRequests)
	set("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", s.GlobalLdSectors)
	set("l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum", s.GlobalLdL1Hits)
	set("l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", s.GlobalStRequests)
	set("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", s.GlobalStSectors)
	set("l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum", c.LocalLd)
	set("l1tex__t_requests_pipe_lsu_mem_local_op_st.sum", c.LocalSt)
	set("l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum", s.LocalLdSectors)
	set("l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum", s.LocalStSectors)
	set("smsp__inst_executed_op_shared_ld.sum", c.SharedLd)
	set("smsp__inst_executed_op_shared_st.sum", c.SharedSt)
	set("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", s.SharedLdWavefronts)
	set("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum", s.SharedStWavefronts)
	set("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", s.SharedLdConflicts)
	set("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum", s.SharedStConflicts)
	set("divergent_branches", c.Divergent)
	set("path_switches", c.PathSwitches)
	if c.Accesses > 0 {
		m["memory_latency_cycles.avg"] = float64(c.Latency) / float64(c.Accesses)
	}
	return m
}

// recordCost is the warp-cycles charged to a record: the sum of its stall
// reasons (selected included: the cycles it issued).
func recordCost(m map[string]float64) float64 {
	t := 0.0
	for i := range pipeline.NumStalls {
		t += m[stallMetricPrefix+pipeline.StallName(i)]
	}
	return t
}

// lineText returns line n of file (1-based), read once per file. A
// relative name is tried relative to the directory of the PTX file rel
// (where nvcc ran, most often), then as given, then by its base name
// beside the PTX file; "" when unreadable.
func (r *Recording) lineText(file, rel string, n int) string {
	lines, ok := r.src[file]
	if !ok {
		var cands []string
		dir := filepath.Dir(rel)
		if rel != "" && !filepath.IsAbs(file) {
			cands = append(cands, filepath.Join(dir, file))
		}
		cands = append(cands, file)
		if rel != "" {
			cands = append(cands, filepath.Join(dir, filepath.Base(file)))
		}
		for _, c := range cands {
			if lines = readLines(c); lines != nil {
				break
			}
		}
		r.src[file] = lines
	}
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// maxSourceFile bounds the source files a profile reads (a .file can
// name anything).
const maxSourceFile = 16 << 20

func readLines(path string) []string {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxSourceFile {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), maxSourceFile)
	for sc.Scan() {
		lines = append(lines, strings.TrimRight(strings.ReplaceAll(sc.Text(), "\t", "    "), " "))
	}
	if lines == nil {
		lines = []string{}
	}
	return lines
}

// KeepProfiles makes the device keep the profile of each timed launch
// made through a Module (Profiles), with its source-level profile when a
// recording collects one.
func (d *Device) KeepProfiles(on bool) { d.keep = on }

// Profiles returns the kept launch profiles, in launch order.
func (d *Device) Profiles() []*LaunchProfile { return d.profiles }

// keepProfile keeps a timed launch's profile (KeepProfiles).
func (d *Device) keepProfile(res *sm.LaunchResult, grid, block Dim3, shared uint32) {
	if !d.keep || res == nil || res.Metrics == nil {
		return
	}
	p := NewLaunchProfile(len(d.profiles), res, grid.norm(), block.norm(), shared, d.Spec())
	if r := d.rec; r != nil && r.pcs != nil {
		p.Source = r.Source(r.Launches() - 1)
	}
	d.profiles = append(d.profiles, p)
}

// irOf returns the IR a program was lowered from, when it was loaded
// through this device.
func (d *Device) irOf(p *isa.Program) *ptx.Module {
	return d.irs[p]
}

// WriteSourceText prints the source profile for people: the top source
// lines by cost with their share, warp-instructions, average active
// threads, the two largest stall reasons, memory traffic, bank conflicts
// and divergent branches, and the source text. top <= 0 prints all.
func (sp *SourceProfile) WriteSourceText(w io.Writer, top int) error {
	ew := &errWriter{w: w}
	lines := sp.Lines
	if top > 0 && len(lines) > top {
		lines = lines[:top]
	}
	level := "PTX lines (the PTX has no .loc line information; compile with nvcc -lineinfo for CUDA lines)"
	if len(sp.Files) > 0 {
		level = "CUDA source lines"
	}
	ew.printf("  Source: %s by cost (warp-cycles issuing or stalled), %d of %d lines\n", level, len(lines), len(sp.Lines))
	ew.printf("    %6s %9s %8s %5s  %-32s %8s %8s %8s %6s %5s  %s\n", "cost%", "warp-cyc", "w-inst", "thr/w", "top stalls (share of the line)", "g-req", "g-sect", "s-wave", "s-conf", "div", "location / source")
	for _, l := range lines {
		m := l.Metrics
		share := 0.0
		if sp.Total > 0 {
			share = 100 * l.Cost / sp.Total
		}
		thr := 0.0
		if e := m["inst_executed_ptx"]; e > 0 {
			thr = m["thread_inst_executed_ptx"] / e
		}
		greq := m["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"] + m["l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"] +
			m["l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum"] + m["l1tex__t_requests_pipe_lsu_mem_local_op_st.sum"]
		gsec := m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] + m["l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"] +
			m["l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum"] + m["l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum"]
		swav := m["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"] + m["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"]
		scon := m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] + m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"]
		loc := fmt.Sprintf("%s:%d", filepath.Base(l.File), l.Line)
		stalls := topStalls(l, 2)
		if len(stalls) > 32 {
			stalls = topStalls(l, 1)
		}
		ew.printf("    %6.2f %9s %8s %5.1f  %-32.32s %8s %8s %8s %6s %5s  %-16s %s\n", share, compact(l.Cost), compact(m["inst_executed_ptx"]), thr,
			stalls, compact(greq), compact(gsec), compact(swav), compact(scon), compact(m["divergent_branches"]), loc, strings.TrimSpace(l.Text))
	}
	return ew.err
}

// topStalls names the record's n largest stall reasons with their share.
func topStalls(l *SourceRecord, n int) string {
	type rs struct {
		r string
		v float64
	}
	var all []rs
	for i := range pipeline.NumStalls {
		r := pipeline.StallName(i)
		if v := l.Stall(r); v > 0 {
			all = append(all, rs{r, v})
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].v != all[j].v {
			return all[i].v > all[j].v
		}
		return all[i].r < all[j].r
	})
	var parts []string
	for i := 0; i < len(all) && i < n; i++ {
		parts = append(parts, fmt.Sprintf("%s %.0f%%", all[i].r, 100*all[i].v/l.Cost))
	}
	return strings.Join(parts, ", ")
}

// compact prints a count in at most 6 characters (12345678 -> 12.3M).
func compact(v float64) string {
	switch a := math.Abs(v); {
	case a == 0:
		return "."
	case a < 1e5:
		if v == math.Trunc(v) {
			return strconv.FormatFloat(v, 'f', 0, 64)
		}
		return strconv.FormatFloat(v, 'f', 1, 64)
	case a < 1e8:
		return strconv.FormatFloat(v/1e6, 'f', 1, 64) + "M"
	case a < 1e11:
		return strconv.FormatFloat(v/1e9, 'f', 1, 64) + "G"
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}
