package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/ptxsim/ptxsim/sm"
	"github.com/urfave/cli/v2"
)

// progressFlags turn the progress line off (--quiet) or on where stderr
// is not a terminal (--progress).
var progressFlags = []cli.Flag{
	&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no progress line on stderr"},
	&cli.BoolFlag{Name: "progress", Usage: "print progress lines on stderr even when it is not a terminal (one a second)"},
}

// progressInterval is how often the line is redrawn on a terminal (at
// most a few times a second).
const (
	progressInterval    = 250 * time.Millisecond
	progressLogInterval = time.Second
)

// progressLine prints a device's progress on stderr while it runs: on a
// terminal one line redrawn in place, elsewhere (--progress) a line a
// second. It reads the atomic counters of an sm.Progress from its own
// goroutine; the simulation does no more than update them.
type progressLine struct {
	p        *sm.Progress
	w        io.Writer
	tty      bool
	stop     chan struct{}
	wg       sync.WaitGroup
	start    time.Time
	status   func() string // extra text (a sweep's points), or nil
	mu       sync.Mutex
	lastLen  int
	lastInst uint64
	lastAt   time.Time
	rate     float64 // warp-instructions per second, smoothed
	once     sync.Once
}

// startProgress starts the progress line for c's command if it is wanted
// (stderr is a terminal and no --quiet, or --progress) and returns the
// Progress to hand to the device (nil when not wanted) and the function
// that stops and clears the line.
func startProgress(c *cli.Context) (*sm.Progress, func()) {
	pl := newProgressLine(c)
	if pl == nil {
		return nil, func() {}
	}
	pl.run()
	return pl.p, pl.close
}

func newProgressLine(c *cli.Context) *progressLine {
	if c.Bool("quiet") {
		return nil
	}
	tty := isTerminal(c.App.ErrWriter)
	if !tty && !c.Bool("progress") {
		return nil
	}
	return &progressLine{p: new(sm.Progress), w: c.App.ErrWriter, tty: tty, stop: make(chan struct{}), start: time.Now()}
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func (pl *progressLine) run() {
	every := progressLogInterval
	if pl.tty {
		every = progressInterval
	}
	pl.wg.Add(1)
	go func() {
		defer pl.wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-pl.stop:
				return
			case <-t.C:
				pl.draw()
			}
		}
	}()
}

// close stops the line and clears it from the terminal (once; later
// calls do nothing).
func (pl *progressLine) close() {
	pl.once.Do(pl.halt)
}

func (pl *progressLine) halt() {
	close(pl.stop)
	pl.wg.Wait()
	pl.mu.Lock()
	defer pl.mu.Unlock()
	if pl.tty && pl.lastLen > 0 {
		fmt.Fprintf(pl.w, "\r%s\r", strings.Repeat(" ", pl.lastLen))
	}
}

func (pl *progressLine) draw() {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	s := pl.p.Snapshot()
	now := time.Now()
	if pl.lastAt.IsZero() || s.WarpInstructions < pl.lastInst {
		if s.Elapsed > 0 { // first sample: the launch's average so far
			pl.rate = float64(s.LaunchInstructions) / s.Elapsed.Seconds()
		}
	} else {
		if dt := now.Sub(pl.lastAt).Seconds(); dt > 0 {
			r := float64(s.WarpInstructions-pl.lastInst) / dt
			if pl.rate == 0 {
				pl.rate = r
			} else {
				pl.rate = 0.7*pl.rate + 0.3*r
			}
		}
	}
	pl.lastInst, pl.lastAt = s.WarpInstructions, now
	line := formatProgress(s, pl.rate, pl.status)
	if line == "" {
		return
	}
	if !pl.tty {
		fmt.Fprintf(pl.w, "ptxsim: %s\n", line)
		return
	}
	line = "ptxsim: " + line
	pad := ""
	if n := pl.lastLen - len(line); n > 0 {
		pad = strings.Repeat(" ", n)
	}
	fmt.Fprintf(pl.w, "\r%s%s", line, pad)
	pl.lastLen = len(line)
}

// formatProgress is the line: what runs, blocks done of total, the
// simulated cycle (timing mode), warp-instructions per second and the
// estimated time left in the launch.
func formatProgress(s sm.ProgressSnapshot, rate float64, status func() string) string {
	var parts []string
	if status != nil {
		if x := status(); x != "" {
			parts = append(parts, x)
		}
	}
	if s.Label != "" {
		parts = append(parts, s.Label)
	}
	if s.Launch == 0 {
		if len(parts) == 0 {
			return ""
		}
		return strings.Join(parts, "  ")
	}
	parts = append(parts, fmt.Sprintf("launch %d %s", s.Launch, s.Kernel))
	pct := 0.0
	if s.BlocksTotal > 0 {
		pct = 100 * float64(s.BlocksDone) / float64(s.BlocksTotal)
	}
	parts = append(parts, fmt.Sprintf("blocks %d/%d (%.0f%%)", s.BlocksDone, s.BlocksTotal, pct))
	if s.Cycle > 0 {
		parts = append(parts, "cycle "+si(float64(s.Cycle)))
	}
	parts = append(parts, si(rate)+" inst/s")
	if s.BlocksDone > 0 && s.BlocksDone < s.BlocksTotal && s.Elapsed > 0 {
		left := time.Duration(float64(s.Elapsed) * float64(s.BlocksTotal-s.BlocksDone) / float64(s.BlocksDone))
		parts = append(parts, "ETA "+clock(left))
	}
	return strings.Join(parts, "  ")
}

// si prints v with a k/M/G suffix.
func si(v float64) string {
	switch {
	case v >= 1e9:
		return fmt.Sprintf("%.1fG", v/1e9)
	case v >= 1e6:
		return fmt.Sprintf("%.1fM", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.1fk", v/1e3)
	}
	return fmt.Sprintf("%.0f", v)
}

// clock prints a duration as h:mm:ss or m:ss.
func clock(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
