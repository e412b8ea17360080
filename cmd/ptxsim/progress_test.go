package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/sm"
)

func TestFormatProgress(t *testing.T) {
	s := sm.ProgressSnapshot{Label: "case 3/80 vecadd", Launch: 2, Kernel: "vecAdd", BlocksDone: 25, BlocksTotal: 100,
		Cycle: 15300, Elapsed: 10 * time.Second}
	got := formatProgress(s, 2.5e6, func() string { return "point 4/12" })
	want := "point 4/12  case 3/80 vecadd  launch 2 vecAdd  blocks 25/100 (25%)  cycle 15.3k  2.5M inst/s  ETA 0:30"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got := formatProgress(sm.ProgressSnapshot{}, 0, nil); got != "" {
		t.Errorf("nothing started: %q", got)
	}
	if got := clock(3723 * time.Second); got != "1:02:03" {
		t.Errorf("clock: %q", got)
	}
}

// TestProgressLine: the line reads a device's progress after a real
// launch; off a terminal it prints whole lines.
func TestProgressLine(t *testing.T) {
	var w bytes.Buffer
	pl := &progressLine{p: new(sm.Progress), w: &w, stop: make(chan struct{}), start: time.Now()}
	dev, err := ptxsim.OpenDevice("h200")
	if err != nil {
		t.Fatal(err)
	}
	dev.SetProgress(pl.p)
	mod, err := dev.LoadFile("../../testdata/conformance/ptx/basics.sm_90.ptx")
	if err != nil {
		t.Fatal(err)
	}
	buf, _ := dev.Malloc(4096)
	if _, err := mod.Launch("vecAdd", ptxsim.D1(4), ptxsim.D1(256), ptxsim.LaunchOptions{},
		ptxsim.ArgPtr(buf), ptxsim.ArgPtr(buf), ptxsim.ArgPtr(buf), ptxsim.ArgS32(1024)); err != nil {
		t.Fatal(err)
	}
	pl.draw()
	pl.close()
	if got := w.String(); !strings.HasPrefix(got, "ptxsim: launch 1 vecAdd  blocks 4/4 (100%)") || !strings.HasSuffix(got, "inst/s\n") {
		t.Errorf("line %q", got)
	}
}

// TestProgressNotInOutput: --progress writes to stderr only; --json stays
// one clean object on stdout, and --quiet wins over --progress.
func TestProgressNotInOutput(t *testing.T) {
	args := []string{"profile", "../../testdata/conformance/ptx/basics.sm_90.ptx", "--kernel", "vecAdd", "--grid", "4", "--block", "256",
		"--arg", "buf:a=rand:4096", "--arg", "buf:b=rand:4096", "--arg", "buf:c=zeros:4096", "--arg", "s32:1024", "--json", "--progress"}
	stdout, stderr, code := runApp(t, args...)
	var rep ptxsim.ProfileReport
	if code != 0 || json.Unmarshal([]byte(stdout), &rep) != nil {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if strings.Contains(stdout, "ptxsim:") {
		t.Error("progress on stdout")
	}
	_, stderr, _ = runApp(t, append(args, "--quiet")...)
	if strings.Contains(stderr, "inst/s") {
		t.Errorf("--quiet printed progress: %q", stderr)
	}
}
