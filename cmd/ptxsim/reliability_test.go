//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/urfave/cli/v2"
)

// TestMain lets the tests run this binary as the ptxsim command itself
// (for signals), when PTXSIM_TEST_AS_MAIN is set.
func TestMain(m *testing.M) {
	if os.Getenv("PTXSIM_TEST_AS_MAIN") == "1" {
		os.Args = append([]string{"ptxsim"}, os.Args[1:]...)
		main()
		return
	}
	code := m.Run()
	if ptxsimDir != "" { // the binary slurm_test.go built
		os.RemoveAll(ptxsimDir)
	}
	os.Exit(code)
}

const basicsPTX = "../../testdata/conformance/ptx/basics.sm_90.ptx"

// spinPTX writes a kernel that never ends (the branch is line 7) and a
// trivial one (line 12 is its mov), and returns the file's path.
func spinPTX(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "spin.ptx")
	src := ".version 8.0\n.target sm_90\n.address_size 64\n" + `.visible .entry spin(.param .u64 p)
{
$L:
	bra $L;
}
.visible .entry nop(.param .u64 p)
{
	.reg .b32 %r<2>;
	mov.u32 %r1, %ctaid.x;
	ret;
}
.visible .entry scatter(.param .u64 p)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd2, %r1, 65536;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r1;
	ret;
}
`
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func wantRun(t *testing.T, wantCode int, wantStderr []string, args ...string) (string, string) {
	t.Helper()
	stdout, stderr, code := runApp(t, args...)
	if code != wantCode {
		t.Fatalf("ptxsim %s: exit %d, want %d; stderr %q", strings.Join(args, " "), code, wantCode, stderr)
	}
	for _, w := range wantStderr {
		if !strings.Contains(stderr, w) {
			t.Errorf("ptxsim %s: stderr %q lacks %q", strings.Join(args, " "), stderr, w)
		}
	}
	return stdout, stderr
}

// A 100 GB buffer (legal on a 141 GB H200) runs: zeros: costs nothing
// until written, the kernel reads it as zeros.
func TestRunHugeBuffer(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "c.bin")
	wantRun(t, 0, nil, "run", basicsPTX, "--kernel", "vecAdd", "--grid", "4", "--block", "256",
		"--arg", "buf:a=zeros:100000000000", "--arg", "buf:b=fill:0x3f:4096", "--arg", "buf:c=zeros:4096", "--arg", "s32:1024",
		"--out", "c="+out)
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, bytes.Repeat([]byte{0x3f}, 4096)) {
		t.Fatal("c = 0 + b does not hold b's bytes")
	}
	// An --out that is not a regular file (a FIFO here, /dev/stdout in
	// practice) is written directly, not replaced.
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	read := make(chan []byte)
	go func() {
		b, _ := os.ReadFile(fifo)
		read <- b
	}()
	wantRun(t, 0, nil, "run", basicsPTX, "--kernel", "vecAdd", "--arg", "buf:a=zeros:16", "--arg", "buf:b=fill:7:16", "--arg", "buf:c=zeros:16", "--arg", "s32:4", "--out", "b="+fifo)
	if b := <-read; !bytes.Equal(b, bytes.Repeat([]byte{7}, 16)) {
		t.Fatalf("the FIFO got %v", b)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced: %v %v", st.Mode(), err)
	}
	// A buffer the host budget cannot hold: a clear error naming it.
	wantRun(t, 1, []string{"--arg \"buf:big=fill:1:100000000\"", "host memory budget exceeded", "100000000-byte allocation", "--host-memory"},
		"run", basicsPTX, "--kernel", "vecAdd", "--host-memory", "16M",
		"--arg", "buf:big=fill:1:100000000", "--arg", "buf:b=zeros:4", "--arg", "buf:c=zeros:4", "--arg", "s32:1")
	// A texture source is read into host memory whole: bounded.
	wantRun(t, 1, []string{"tex:img=f32x1:64x48:zeros:100000000000", "is more than the host memory ptxsim may use"},
		"run", basicsPTX, "--kernel", "vecAdd", "--arg", "tex:img=f32x1:64x48:zeros:100000000000")
	// Past the device's memory: out of memory, as cudaMalloc.
	wantRun(t, 1, []string{"out of memory", "150109880320"},
		"run", basicsPTX, "--kernel", "vecAdd", "--arg", "buf:a=zeros:100000000000", "--arg", "buf:b=zeros:100000000000", "--arg", "buf:c=zeros:4", "--arg", "s32:1")
	// A kernel writing more than the budget: a positioned fault naming
	// the buffer.
	spin := spinPTX(t)
	wantRun(t, 1, []string{"host memory budget exceeded in kernel scatter at " + spin + ":23:2, block (0,0,0), thread (", "writing to the 67108864-byte allocation at 0x7", "is buffer c)"},
		"run", spin, "--kernel", "scatter", "--host-memory", "16M", "--block", "1024",
		"--arg", "buf:c=zeros:67108864", "--out", "c="+filepath.Join(dir, "never.bin"))
	if _, err := os.Stat(filepath.Join(dir, "never.bin")); !os.IsNotExist(err) {
		t.Error("a failed run wrote its --out file")
	}
}

// Every limit flag stops a kernel that never ends, in run and profile, and
// a 2^31-1-block grid, with a positioned fault.
func TestLimitFlags(t *testing.T) {
	spin := spinPTX(t)
	for _, cmd := range []string{"run", "profile"} {
		wantRun(t, 1, []string{"instruction limit exceeded in kernel spin at " + spin + ":7:2, block (0,0,0), thread (", "limit of 5000 warp-instructions"},
			cmd, spin, "--kernel", "spin", "--block", "64", "--arg", "u64:0", "--max-instructions", "5000")
		wantRun(t, 1, []string{"time limit exceeded in kernel spin at " + spin + ":7:2", "0 of 1 blocks finished"},
			cmd, spin, "--kernel", "spin", "--arg", "u64:0", "--max-instructions", "0", "--timeout", "200ms")
		wantRun(t, 1, []string{"time limit exceeded in kernel nop at " + spin + ":", "of 2147483647 blocks finished"},
			cmd, spin, "--kernel", "nop", "--grid", "2147483647", "--block", "32", "--arg", "u64:0", "--timeout", "300ms")
	}
	wantRun(t, 1, []string{"cycle limit exceeded in kernel spin at " + spin + ":7:2", "limit of 100000 cycles"},
		"profile", spin, "--kernel", "spin", "--arg", "u64:0", "--max-cycles", "100000")
	// The limits exist on the corpus commands too.
	wantRun(t, 1, []string{"instruction limit exceeded"}, "run", "--case", "../../testdata/conformance/cases/vecadd/case.json", "--max-instructions", "10")
	stdout, _ := wantRun(t, 1, nil, "conformance", "--run", "vecadd", "--max-instructions", "10", "../../testdata/conformance")
	if !strings.Contains(stdout, "instruction limit exceeded") {
		t.Errorf("conformance --max-instructions 10: %q", stdout)
	}
	stdout, _ = wantRun(t, 1, nil, "validate", "--run", "vecadd_one", "--max-cycles", "100", "../../testdata/conformance")
	if !strings.Contains(stdout, "cycle limit exceeded in kernel VecAdd1 at ") || !strings.Contains(stdout, "limit of 100 cycles (--max-cycles") {
		t.Errorf("validate --max-cycles 100: %q", stdout)
	}
	wantRun(t, 1, []string{"--host-memory"}, "run", spin, "--kernel", "spin", "--host-memory", "lots")
}

// The corpus's device description works as --device, for run and profile.
func TestDeviceFlagTakesCorpusFile(t *testing.T) {
	const dev = "../../testdata/conformance/device-h200.json"
	wantRun(t, 0, []string{"vecadd: pass"}, "run", "--case", "../../testdata/conformance/cases/vecadd/case.json", "--device", dev)
	stdout, _ := wantRun(t, 0, nil, "profile", "--case", "../../testdata/conformance/cases/vecadd/case.json", "--device", dev)
	if !strings.Contains(stdout, "gpc__cycles_elapsed.max") {
		t.Errorf("profile with the corpus device file: %q", stdout)
	}
}

// A panic anywhere under the command line is an internal-error message
// asking for a report, exit status 2, never a Go crash.
func TestTopLevelPanic(t *testing.T) {
	app := newApp()
	app.Commands = append(app.Commands, &cli.Command{Name: "boom", Action: func(*cli.Context) error {
		var m map[string]int
		m["x"] = 1 // a nil-map write: a runtime panic
		return nil
	}})
	var out, errb bytes.Buffer
	app.Writer, app.ErrWriter = &out, &errb
	code := runMain(context.Background(), app, []string{"ptxsim", "boom"}, &errb)
	if code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	for _, w := range []string{"ptxsim: internal error: assignment to entry in nil map", "please report it", "with the input that caused it", "the Go stack, for the report"} {
		if !strings.Contains(errb.String(), w) {
			t.Errorf("stderr %q lacks %q", errb.String(), w)
		}
	}
}

// SIGINT stops a running kernel cleanly: the process says where it
// stopped, exits 130 and leaves no output file, partial or temporary.
func TestInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the command as a child process (skipped in -short)")
	}
	spin := spinPTX(t)
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "--log-level", "info", "run", spin, "--kernel", "spin", "--grid", "8", "--block", "64",
		"--arg", "buf:p=zeros:4096", "--out", "p="+filepath.Join(dir, "p.bin"), "--max-instructions", "0")
	cmd.Env = append(os.Environ(), "PTXSIM_TEST_AS_MAIN=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	sc := bufio.NewScanner(stderr)
	launched := false
	for !launched && sc.Scan() {
		log.WriteString(sc.Text() + "\n")
		launched = strings.Contains(sc.Text(), "launching")
	}
	if !launched {
		cmd.Process.Kill()
		t.Fatalf("the child never reported its launch: %s", log.String())
	}
	time.Sleep(200 * time.Millisecond) // well inside the kernel
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
		}
		done <- cmd.Wait()
	}()
	select {
	case err = <-done:
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the child did not stop within 20 s of SIGINT: %s", log.String())
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitInterrupted {
		t.Fatalf("exit: %v, want status %d; stderr %s", err, exitInterrupted, log.String())
	}
	for _, w := range []string{"ptxsim: interrupted in kernel spin at " + spin + ":7:2, block (", "the launch was interrupted", "of 8 blocks finished"} {
		if !strings.Contains(log.String(), w) {
			t.Errorf("stderr lacks %q:\n%s", w, log.String())
		}
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		t.Errorf("the interrupted run left %s behind", e.Name())
	}
}
