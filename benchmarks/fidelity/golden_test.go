package fidelity

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// goldenTiming is the timing model's figures on the corpus with the default
// H200 spec: the validate summary, every figure of every launch and every
// micro value. Refactors of the timing model must reproduce it byte for
// byte; a deliberate model change regenerates it with -update and says why
// in its commit.
const goldenTiming = "testdata/golden-h200.txt"

// TestTimingGolden compares the corpus figures with goldenTiming. The
// golden file is written by a one-thread run and checked with 16 threads:
// the test also shows that the thread count changes no figure of any
// launch (TestThreadsTiming covers the cases Validate skips).
func TestTimingGolden(t *testing.T) {
	threads := 16
	if *update {
		threads = 1
	}
	rep, err := Validate(filepath.Join("..", "..", "testdata", "conformance"), ValidateOptions{RunOptions: RunOptions{Threads: threads}})
	if err != nil {
		t.Fatal(err)
	}
	got := dumpReport(rep)
	if *update {
		if err := os.MkdirAll(filepath.Dir(goldenTiming), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenTiming, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(goldenTiming)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		n := 0
		for i := 0; i < max(len(gl), len(wl)) && n < 20; i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("line %d:\n got  %s\n want %s", i+1, g, w)
				n++
			}
		}
		t.Fatalf("figures differ from %s (go test -run TestTimingGolden -update rewrites it)", goldenTiming)
	}
}

// dumpReport writes a report as sorted plain lines.
func dumpReport(rep *ValidationReport) []byte {
	var b bytes.Buffer
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	for _, l := range rep.SummaryLines() {
		fmt.Fprintf(&b, "summary %s\n", l)
	}
	for _, c := range rep.Cases {
		fmt.Fprintf(&b, "case %s %s %s\n", c.Name, c.Status, c.Message)
	}
	for _, l := range rep.Launches {
		keys := make([]string, 0, len(l.Sim))
		for k := range l.Sim {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(&b, "launch %s[%d] %s %s %s\n", l.Case, l.Index, l.Kernel, k, f(l.Sim[k]))
		}
	}
	for _, m := range rep.Micro {
		fmt.Fprintf(&b, "micro %s %s[%d] cold=%v %s\n", m.Case, m.Buffer, m.Element, m.Cold, f(m.Sim))
	}
	return b.Bytes()
}
