package report

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// Headless Chromium from Debian's packages checks the pages as a browser
// sees them. Where it is missing, the test installs it with apt-get when
// it runs as root and the package is available (at most 4 minutes; CI's
// .ci/run installs it beforehand and sets PTXSIM_APT_TRIED, so the test
// does not try again), and otherwise skips, saying why.

var (
	chromiumOnce sync.Once
	chromiumPath string
	chromiumWhy  string
)

func findChromium() (string, string) {
	chromiumOnce.Do(func() {
		look := func() string {
			for _, n := range []string{"chromium", "chromium-browser", "google-chrome"} {
				if p, err := exec.LookPath(n); err == nil {
					return p
				}
			}
			return ""
		}
		if chromiumPath = look(); chromiumPath != "" {
			return
		}
		if os.Geteuid() != 0 {
			chromiumWhy = "chromium is not installed and the test is not root (apt-get install chromium)"
			return
		}
		if _, err := exec.LookPath("apt-get"); err != nil {
			chromiumWhy = "chromium is not installed and there is no apt-get"
			return
		}
		if os.Getenv("PTXSIM_APT_TRIED") != "" {
			chromiumWhy = "chromium is not installed and .ci/run's apt-get install did not install it"
			return
		}
		// Bounded: 60 s for the package lists, 180 s for the install.
		apt := func(limit time.Duration, args ...string) (string, error) {
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			defer cancel()
			cmd := exec.CommandContext(ctx, "apt-get", args...)
			cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
			out, err := cmd.CombinedOutput()
			return string(out), err
		}
		apt(60*time.Second, "update", "-q")
		out, err := apt(180*time.Second, "install", "-y", "-q", "--no-install-recommends", "chromium", "fonts-dejavu-core")
		if chromiumPath = look(); chromiumPath == "" {
			chromiumWhy = "chromium is not installed and apt-get install chromium failed: " + lastLine(out) + errText(err)
		}
	})
	return chromiumPath, chromiumWhy
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return " (" + err.Error() + ")"
}

// artifactDir is where the screenshots stay after the test:
// $PTXSIM_ARTIFACTS, or ptxsim-artifacts in the system's temp folder.
func artifactDir(t *testing.T) string {
	dir := os.Getenv("PTXSIM_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "ptxsim-artifacts")
	}
	dir = filepath.Join(dir, "report")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// chromiumCheck loads the page in headless Chromium: no console message
// (the pages log nothing, so any message is an error: a script error, a
// blocked load), the script ran to its end (body data-ready="1") and
// reported no error on the page; then screenshots it and returns the DOM
// Chromium built.
func chromiumCheck(t *testing.T, page, name string) string {
	t.Helper()
	bin, why := findChromium()
	if bin == "" {
		t.Skipf("headless Chromium check skipped: %s", why)
	}
	abs, err := filepath.Abs(page)
	if err != nil {
		t.Fatal(err)
	}
	run := func(extra ...string) (string, string) {
		args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
			"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
			"--disable-dev-shm-usage", "--user-data-dir=" + t.TempDir()}
		args = append(args, extra...)
		args = append(args, "file://"+abs)
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, args...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("chromium %v: %v\n%s", extra, err, stderr.String())
		}
		return stdout.String(), stderr.String()
	}
	dom, logs := run("--dump-dom")
	for _, l := range strings.Split(logs, "\n") {
		if strings.Contains(l, ":CONSOLE") {
			t.Errorf("console message: %s", l)
		}
	}
	if !strings.Contains(dom, `data-ready="1"`) {
		t.Errorf("the page's script did not run to its end")
	}
	if !strings.Contains(dom, `<pre id="js-errors"></pre>`) {
		i := strings.Index(dom, `id="js-errors"`)
		t.Errorf("the page reported script errors: %.300s", dom[max(i, 0):])
	}
	shot := filepath.Join(artifactDir(t), name+".png")
	_, logs = run("--screenshot="+shot, "--window-size=1400,2400", "--hide-scrollbars")
	if st, err := os.Stat(shot); err != nil || st.Size() < 10000 {
		t.Errorf("screenshot %s: %v %s", shot, err, logs)
	}
	t.Logf("screenshot of %s: %s", name, shot)
	return dom
}
