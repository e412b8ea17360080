package ptxsim_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
	"github.com/ptxsim/ptxsim/sm/pipeline"
)

// profileWith profiles a case with a recording.
func profileWith(t *testing.T, casePath string, rec ptxsim.RecordOptions) *ptxsim.ProfileReport {
	t.Helper()
	c, err := fidelity.LoadCase(casePath)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := fidelity.ProfileCase(c, fidelity.RunOptions{ColdCaches: true, Record: &rec})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// checkSums: the per-instruction records add up to the launch's figures
// for the counters the model counts the same way.
func checkSums(t *testing.T, p *ptxsim.LaunchProfile) {
	t.Helper()
	names := []string{"smsp__inst_executed.sum", "smsp__thread_inst_executed.sum",
		"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
		"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"}
	for i := range pipeline.NumStalls {
		names = append(names, "smsp__pcsamp_warps_issue_stalled_"+pipeline.StallName(i))
	}
	for _, n := range names {
		var byInst, byLine float64
		for _, r := range p.Source.Instructions {
			byInst += r.Metrics[n]
		}
		for _, r := range p.Source.Lines {
			byLine += r.Metrics[n]
		}
		if byInst != p.Metrics[n] || byLine != p.Metrics[n] {
			t.Errorf("%s: launch %v, instructions %v, lines %v", n, p.Metrics[n], byInst, byLine)
		}
	}
	for i := 1; i < len(p.Source.Lines); i++ {
		if p.Source.Lines[i].Cost > p.Source.Lines[i-1].Cost {
			t.Fatalf("lines not sorted by cost at %d", i)
		}
	}
}

// TestSourceProfileLineinfo: nvcc -lineinfo PTX gives CUDA lines with
// their text; the transposed shared-memory read is the line with the bank
// conflicts, the coalesced global load the one with long-scoreboard
// stalls.
func TestSourceProfileLineinfo(t *testing.T) {
	rep := profileWith(t, "testdata/workflow/cases/transpose_shared_256/case.json", ptxsim.RecordOptions{Source: true})
	p := rep.Launches[0]
	sp := p.Source
	if sp == nil || len(sp.Files) < 2 || sp.Files[1] != "../conformance/src/memory.cu" {
		t.Fatalf("source files: %+v", sp)
	}
	checkSums(t, p)
	byText := func(frag string) *ptxsim.SourceRecord {
		for _, l := range sp.Lines {
			if strings.Contains(l.Text, frag) {
				return l
			}
		}
		t.Fatalf("no line has %q", frag)
		return nil
	}
	read := byText("= tile[threadIdx.x][threadIdx.y + j]")
	conflicts := func(l *ptxsim.SourceRecord) float64 {
		return l.Metrics["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] + l.Metrics["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"]
	}
	total := p.Metrics["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] + p.Metrics["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"]
	if total == 0 || conflicts(read) != total || read.File != "../conformance/src/memory.cu" || read.Line != 112 {
		t.Errorf("conflicts: line %s:%d has %v of %v", read.File, read.Line, conflicts(read), total)
	}
	load := byText("= idata[(y + j) * N + x]")
	if load.Metrics["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] != p.Metrics["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"] ||
		load.Stall("long_scoreboard") == 0 {
		t.Errorf("global load line: %v", load.Metrics)
	}
	// Per instruction: the PTX text and CUDA-line attribution.
	for _, in := range sp.Instructions {
		if in.File != sp.PTX || in.Text == "" || in.PTXLine != in.Line {
			t.Fatalf("instruction record %+v", in)
		}
	}
	var buf bytes.Buffer
	if err := rep.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	if s := buf.String(); !strings.Contains(s, "Source: CUDA source lines") || !strings.Contains(s, "memory.cu:112") {
		t.Errorf("text report:\n%s", s)
	}
}

// TestSourceProfileDivergence: divergent branches are charged to branch
// instructions only, and to the CUDA lines of the data-dependent loops.
func TestSourceProfileDivergence(t *testing.T) {
	rep := profileWith(t, "testdata/workflow/cases/divergence/case.json", ptxsim.RecordOptions{Source: true})
	p := rep.Launches[0]
	checkSums(t, p)
	n := 0.0
	for _, in := range p.Source.Instructions {
		if d := in.Metrics["divergent_branches"]; d > 0 {
			n += d
			if !strings.Contains(in.Text, "bra") {
				t.Errorf("divergence charged to %q", in.Text)
			}
		}
	}
	if n == 0 {
		t.Fatal("no divergent branch in the divergence kernel")
	}
	var lines []string
	for _, l := range p.Source.Lines {
		if l.Metrics["divergent_branches"] > 0 {
			lines = append(lines, strings.TrimSpace(l.Text))
		}
	}
	if !strings.Contains(strings.Join(lines, "\n"), "while (t > 1)") {
		t.Errorf("divergent lines: %q", lines)
	}
}

// TestSourceProfilePTXLines: without .loc the profile is per PTX line,
// with the PTX text.
func TestSourceProfilePTXLines(t *testing.T) {
	rep := profileWith(t, "testdata/conformance/cases/vecadd/case.json", ptxsim.RecordOptions{Source: true})
	p := rep.Launches[0]
	if len(p.Source.Files) != 0 {
		t.Errorf("files %q from PTX without .file", p.Source.Files)
	}
	checkSums(t, p)
	for _, l := range p.Source.Lines {
		if l.File != p.Source.PTX || l.Text == "" {
			t.Fatalf("line %+v", l)
		}
	}
	data, err := json.Marshal(rep)
	if err != nil || !bytes.Contains(data, []byte(`"source":{"ptx":`)) {
		t.Errorf("JSON lacks the source profile (%v)", err)
	}
}

// TestTraceFormat checks a trace against the Trace Event Format's rules
// (Perfetto's UI is not available from the package registries, so the
// spec is the check): the JSON object form, known phases with their
// required fields, metadata events naming processes and threads,
// non-negative times in order per track, complete events on one thread
// nested or disjoint, B/E balanced, counters numeric; then its content:
// one launch span of the launch's cycles, every block once, and counters
// whose warp states add up to the launch's figures.
func TestTraceFormat(t *testing.T) {
	rep := profileWith(t, "testdata/conformance/cases/transpose_shared_256/case.json", ptxsim.RecordOptions{Trace: true})
	var buf bytes.Buffer
	if err := rep.Recording.WriteTrace(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > 50<<20 {
		t.Errorf("trace is %d bytes", buf.Len())
	}
	events := checkTraceSpec(t, buf.Bytes())
	p := rep.Launches[0]
	mhz := 1980.0
	var blocks, launches int
	var selected float64
	for _, e := range events {
		switch {
		case e.Ph == "X" && e.Cat == "launch":
			launches++
			if want := p.Metrics["gpc__cycles_elapsed.max"] / mhz; math.Abs(*e.Dur-want) > 0.01 {
				t.Errorf("launch span %v us, want %v", *e.Dur, want)
			}
		case e.Ph == "X" && e.Cat == "block":
			blocks++
		}
	}
	tl := rep.Recording.Timeline(0)
	for _, bins := range tl.Subs {
		for _, b := range bins {
			selected += float64(b.Stalls[pipeline.StallSelected])
		}
	}
	if launches != 1 || blocks != 64 {
		t.Errorf("%d launch spans, %d blocks; want 1, 64", launches, blocks)
	}
	if selected != p.Metrics["smsp__pcsamp_warps_issue_stalled_selected"] {
		t.Errorf("timeline selected %v, launch %v", selected, p.Metrics["smsp__pcsamp_warps_issue_stalled_selected"])
	}
}

type traceEvent struct {
	Name string          `json:"name"`
	Cat  string          `json:"cat"`
	Ph   string          `json:"ph"`
	Ts   *float64        `json:"ts"`
	Dur  *float64        `json:"dur"`
	Pid  *int            `json:"pid"`
	Tid  *int            `json:"tid"`
	Args json.RawMessage `json:"args"`
}

// checkTraceSpec applies the Trace Event Format's rules to a trace in
// the JSON object form and returns its events.
func checkTraceSpec(t *testing.T, data []byte) []traceEvent {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("not a JSON object: %v", err)
	}
	var unit string
	if u, ok := top["displayTimeUnit"]; ok {
		if err := json.Unmarshal(u, &unit); err != nil || (unit != "ms" && unit != "ns") {
			t.Errorf("displayTimeUnit %s: want \"ms\" or \"ns\"", u)
		}
	}
	var other map[string]any
	if err := json.Unmarshal(top["otherData"], &other); err != nil || !strings.Contains(fmt.Sprint(other["clock"]), "simulated microseconds") {
		t.Errorf("otherData %s does not say what the timestamps are", top["otherData"])
	}
	var events []traceEvent
	if err := json.Unmarshal(top["traceEvents"], &events); err != nil {
		t.Fatalf("traceEvents: %v", err)
	}
	type track struct{ pid, tid int }
	type ctrack struct {
		pid  int
		name string
	}
	slices := map[track][][2]float64{}
	open := map[track]int{}
	lastC := map[ctrack]float64{}
	lastX := map[track]float64{}
	named := map[int]bool{}
	for i, e := range events {
		where := fmt.Sprintf("event %d (%s %q)", i, e.Ph, e.Name)
		if e.Pid == nil {
			t.Fatalf("%s: no pid", where)
		}
		tid := 0
		if e.Tid != nil {
			tid = *e.Tid
		} else if e.Ph != "C" {
			t.Fatalf("%s: no tid", where)
		}
		tr := track{*e.Pid, tid}
		if e.Ph != "M" {
			if e.Ts == nil || *e.Ts < 0 || math.IsNaN(*e.Ts) {
				t.Fatalf("%s: ts missing or negative", where)
			}
		}
		switch e.Ph {
		case "M":
			var args map[string]any
			if err := json.Unmarshal(e.Args, &args); err != nil {
				t.Fatalf("%s: args: %v", where, err)
			}
			switch e.Name {
			case "process_name", "thread_name":
				if s, ok := args["name"].(string); !ok || s == "" {
					t.Errorf("%s: args.name %v", where, args["name"])
				}
				if e.Name == "process_name" {
					named[*e.Pid] = true
				}
			case "process_sort_index", "thread_sort_index":
				if _, ok := args["sort_index"].(float64); !ok {
					t.Errorf("%s: args.sort_index %v", where, args["sort_index"])
				}
			default:
				t.Errorf("%s: unknown metadata event", where)
			}
		case "X":
			if e.Name == "" || e.Dur == nil || *e.Dur < 0 {
				t.Fatalf("%s: complete event without name or with dur %v", where, e.Dur)
			}
			if *e.Ts < lastX[tr] {
				t.Errorf("%s: ts %v before the track's previous %v", where, *e.Ts, lastX[tr])
			}
			lastX[tr] = *e.Ts
			slices[tr] = append(slices[tr], [2]float64{*e.Ts, *e.Ts + *e.Dur})
		case "B":
			open[tr]++
		case "E":
			if open[tr]--; open[tr] < 0 {
				t.Errorf("%s: E without B", where)
			}
		case "C":
			var args map[string]any
			if err := json.Unmarshal(e.Args, &args); err != nil || len(args) == 0 {
				t.Fatalf("%s: counter args %s", where, e.Args)
			}
			for k, v := range args {
				if _, ok := v.(float64); !ok {
					t.Errorf("%s: series %q is %v, not a number", where, k, v)
				}
			}
			ct := ctrack{*e.Pid, e.Name}
			if last, ok := lastC[ct]; ok && *e.Ts <= last {
				t.Errorf("%s: counter ts %v not after %v", where, *e.Ts, last)
			}
			lastC[ct] = *e.Ts
		case "i", "I", "b", "e", "n", "s", "t", "f", "P", "O", "N", "D", "R", "c":
		default:
			t.Errorf("%s: unknown phase", where)
		}
		if e.Ph != "M" && !named[*e.Pid] {
			t.Errorf("%s: pid %d has no process_name before it", where, *e.Pid)
		}
	}
	for tr, n := range open {
		if n != 0 {
			t.Errorf("track %v: %d B events without E", tr, n)
		}
	}
	for tr, ss := range slices {
		sort.SliceStable(ss, func(i, j int) bool { return ss[i][0] < ss[j][0] })
		var stack [][2]float64
		for _, s := range ss {
			for len(stack) > 0 && stack[len(stack)-1][1] <= s[0] {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 && s[1] > stack[len(stack)-1][1] {
				t.Errorf("track %v: slice %v overlaps %v without nesting", tr, s, stack[len(stack)-1])
				break
			}
			stack = append(stack, s)
		}
	}
	return events
}
