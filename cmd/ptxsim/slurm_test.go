//go:build unix

package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// A real Slurm cluster of one node on this machine: munged, slurmctld and
// slurmd from Debian's slurm-wlm and munge, started by the test with a
// generated configuration in a temporary folder (own ports, own munge
// socket, state and logs there, no cgroups, no accounting) and stopped at
// the end. Where that cannot be done (not root, the packages missing, a
// daemon that does not come up) the test skips and says why; CI's .ci/run
// installs the packages.

type slurmCluster struct {
	dir  string
	conf string
	env  []string
}

func startSlurm(t *testing.T) *slurmCluster {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("Slurm test skipped: slurmd must run as root to start jobs, and the test is not root")
	}
	bins := map[string]string{}
	for _, n := range []string{"munged", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo", "scontrol"} {
		p, err := exec.LookPath(n)
		if err != nil {
			for _, d := range []string{"/usr/sbin", "/usr/bin"} {
				if _, err := os.Stat(filepath.Join(d, n)); err == nil {
					p = filepath.Join(d, n)
				}
			}
		}
		if p == "" {
			t.Skipf("Slurm test skipped: %s not found (apt-get install slurm-wlm munge)", n)
		}
		bins[n] = p
	}
	// A short folder: munge's socket path must fit in a sockaddr_un.
	dir, err := os.MkdirTemp("", "ptxsim-slurm-")
	if err != nil {
		t.Fatal(err)
	}
	c := &slurmCluster{dir: dir, conf: filepath.Join(dir, "slurm.conf")}
	var procs []*exec.Cmd
	t.Cleanup(func() {
		stop := exec.Command(bins["scontrol"], "shutdown")
		stop.Env = append(os.Environ(), c.env...)
		_ = stop.Run()
		for i := len(procs) - 1; i >= 0; i-- {
			p := procs[i]
			done := make(chan struct{})
			go func() { p.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				p.Process.Kill()
				<-done
			}
		}
		os.RemoveAll(dir)
	})
	for _, d := range []string{"state", "spool", "log"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	key := make([]byte, 1024)
	rand.Read(key)
	if err := os.WriteFile(filepath.Join(dir, "munge.key"), key, 0o400); err != nil {
		t.Fatal(err)
	}
	start := func(name string, args ...string) {
		cmd := exec.Command(bins[name], args...)
		cmd.Env = append(os.Environ(), c.env...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Skipf("Slurm test skipped: %s does not start: %v", name, err)
		}
		procs = append(procs, cmd)
	}
	sock := filepath.Join(dir, "munge.sock")
	start("munged", "--foreground", "--key-file="+filepath.Join(dir, "munge.key"), "--socket="+sock,
		"--pid-file="+filepath.Join(dir, "munged.pid"), "--log-file="+filepath.Join(dir, "log", "munged.log"),
		"--seed-file="+filepath.Join(dir, "munge.seed"), "--force")
	if !waitFor(10*time.Second, func() bool { _, err := os.Stat(sock); return err == nil }) {
		t.Skipf("Slurm test skipped: munged did not come up: %s", tail(filepath.Join(dir, "log", "munged.log")))
	}
	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	host, _, _ = strings.Cut(host, ".")
	ports := freePorts(t, 2)
	conf := fmt.Sprintf(`ClusterName=ptxsimtest
SlurmctldHost=%[1]s(127.0.0.1)
SlurmctldPort=%[2]d
SlurmdPort=%[3]d
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=%[4]s
CredType=cred/munge
StateSaveLocation=%[5]s/state
SlurmdSpoolDir=%[5]s/spool
SlurmctldPidFile=%[5]s/slurmctld.pid
SlurmdPidFile=%[5]s/slurmd.pid
SlurmctldLogFile=%[5]s/log/slurmctld.log
SlurmdLogFile=%[5]s/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
PlugStackConfig=/dev/null
MinJobAge=300
NodeName=%[1]s NodeAddr=127.0.0.1 CPUs=%[6]d State=UNKNOWN
PartitionName=test Nodes=%[1]s Default=YES MaxTime=INFINITE State=UP
`, host, ports[0], ports[1], sock, dir, max(runtime.NumCPU(), 1))
	if err := os.WriteFile(c.conf, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	c.env = []string{"SLURM_CONF=" + c.conf}
	start("slurmctld", "-D", "-i", "-f", c.conf)
	start("slurmd", "-D", "-f", c.conf, "-N", host)
	idle := waitFor(30*time.Second, func() bool {
		cmd := exec.Command(bins["sinfo"], "-h", "-o", "%T")
		cmd.Env = append(os.Environ(), c.env...)
		out, err := cmd.Output()
		return err == nil && strings.Contains(string(out), "idle")
	})
	if !idle {
		t.Skipf("Slurm test skipped: the node did not become idle in 30 s.\nslurmctld: %s\nslurmd: %s",
			tail(filepath.Join(dir, "log", "slurmctld.log")), tail(filepath.Join(dir, "log", "slurmd.log")))
	}
	for _, e := range c.env {
		k, v, _ := strings.Cut(e, "=")
		t.Setenv(k, v)
	}
	t.Logf("Slurm cluster up in %s (slurmctld port %d, slurmd port %d)", dir, ports[0], ports[1])
	return c
}

func waitFor(d time.Duration, ok func() bool) bool {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		if ok() {
			return true
		}
		time.Sleep(200 * time.Millisecond)
	}
	return ok()
}

func freePorts(t *testing.T, n int) []int {
	var ls []net.Listener
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Skipf("Slurm test skipped: no free port: %v", err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ports
}

func tail(path string) string {
	data, _ := os.ReadFile(path)
	s := strings.TrimSpace(string(data))
	if len(s) > 1500 {
		s = "..." + s[len(s)-1500:]
	}
	return s
}

// The ptxsim binary the array tasks and exec workloads run: built once
// per test binary (into a folder TestMain removes).
var (
	ptxsimOnce sync.Once
	ptxsimBin  string
	ptxsimDir  string
	ptxsimErr  error
)

// (TestMain, in reliability_test.go, removes ptxsimDir after the tests.)

// buildPtxsim builds the command for the array tasks to run.
func buildPtxsim(t *testing.T) string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("skipped: no go command to build the ptxsim binary this test runs")
	}
	ptxsimOnce.Do(func() {
		if ptxsimDir, ptxsimErr = os.MkdirTemp("", "ptxsim-bin-"); ptxsimErr != nil {
			return
		}
		bin := filepath.Join(ptxsimDir, "ptxsim")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, gobin, "build", "-o", bin, ".").CombinedOutput()
		if err != nil {
			ptxsimErr = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		ptxsimBin = bin
	})
	if ptxsimErr != nil {
		t.Fatal(ptxsimErr)
	}
	return ptxsimBin
}

// arraySpec writes a spec of 4 points x 2 workloads into dir and runs it
// locally: the array runs must give the same table.
func arraySpec(t *testing.T, dir string) (spec string, want []byte) {
	t.Helper()
	spec = filepath.Join(dir, "spec.yaml")
	abs, _ := filepath.Abs("../..")
	if err := os.WriteFile(spec, []byte(fmt.Sprintf(`axes:
  - param: l1.max_bytes
    values: [8192, 131072]
  - param: sched.policy
    values: [gto, lrr]
workloads:
  - case: %[1]s/testdata/conformance/cases/vecadd
  - name: scale
    ptx: %[1]s/testdata/conformance/ptx/basics.sm_90.ptx
    kernel: saxpy
    grid: 4
    block: 256
    args: [s32:1024, f32:2, buf:x=rand:4096, buf:y=rand:4096:7]
`, abs)), 0o644); err != nil {
		t.Fatal(err)
	}
	local := filepath.Join(dir, "local")
	if _, stderr, code := runApp(t, "sweep", spec, "--out", local, "--jobs", "2"); code != 0 {
		t.Fatalf("local sweep: exit %d: %s", code, stderr)
	}
	want, err := os.ReadFile(filepath.Join(local, "table.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(want), "\n"); n != 1+4*2 {
		t.Fatalf("local table has %d lines:\n%s", n, want)
	}
	return spec, want
}

// TestSweepFakeSlurm runs the --slurm path with stand-ins for sbatch and
// squeue (first on $PATH): sbatch runs the generated array script's tasks
// one after another in the background, as Slurm would run them on nodes,
// but leaves task 1 out (a lost task); squeue lists the array until they
// are done. The sweep must wait, gather, name the lost task's points and
// exit 1; running that slice by hand (ptxsim sweep --point 1) and
// --collect then give the local table byte for byte.
func TestSweepFakeSlurm(t *testing.T) {
	if testing.Short() {
		t.Skip("fake-Slurm sweep skipped in -short mode")
	}
	bin := buildPtxsim(t)
	dir := t.TempDir()
	spec, want := arraySpec(t, dir)
	fake := filepath.Join(dir, "fakebin")
	os.MkdirAll(fake, 0o755)
	scripts := map[string]string{
		"sbatch": `#!/bin/sh
# stand-in sbatch: the last argument is the array script
for a; do script=$a; done
d=$(dirname "$0")
printf '%s\n' "$@" > "$d/sbatch.args"
rm -f "$d/done"
n=$(sed -n 's/^#SBATCH --array=0-\([0-9]*\)$/\1/p' "$script")
log=$(sed -n 's/^#SBATCH --output=//p' "$script")
(
  i=0
  while [ "$i" -le "$n" ]; do
    if [ "$i" != 1 ]; then
      SLURM_ARRAY_TASK_ID=$i sh "$script" > "$(echo "$log" | sed "s/%A/4242/; s/%a/$i/")" 2>&1
    fi
    i=$((i+1))
  done
  touch "$d/done"
) >/dev/null 2>&1 &
echo "4242;fake"
`,
		"squeue": `#!/bin/sh
[ -e "$(dirname "$0")/done" ] || echo "4242_0 RUNNING"
`,
	}
	for n, body := range scripts {
		if err := os.WriteFile(filepath.Join(fake, n), []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", fake+string(os.PathListSeparator)+os.Getenv("PATH"))
	out := filepath.Join(dir, "array")
	stdout, stderr, code := runApp(t, "sweep", spec, "--out", out, "--slurm", "--slurm-ptxsim", bin, "--slurm-tasks", "3", "--slurm-opt=--partition=debug", "--poll", "100ms")
	if code != 1 {
		t.Fatalf("a lost task: exit %d, want 1\nstdout %s\nstderr %s\nlogs %s", code, stdout, stderr, taskLogs(out))
	}
	// 4 points over 3 tasks: task 1 has point 1, whose 2 tasks are missing.
	for _, w := range []string{"submitted job array 4242 (3 tasks)", "2 tasks have no result:", "point 1 (l1.max_bytes=8192 sched.policy=lrr) vecadd"} {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
	if args, _ := os.ReadFile(filepath.Join(fake, "sbatch.args")); !strings.HasPrefix(string(args), "--parsable\n--partition=debug\n") {
		t.Errorf("sbatch arguments:\n%s", args)
	}
	if logs, _ := filepath.Glob(filepath.Join(out, "slurm", "task-4242_*.out")); len(logs) != 2 {
		t.Errorf("%d task logs, want 2", len(logs))
	}
	if o, err := exec.Command(bin, "sweep", "--point", "1", "--out", out).CombinedOutput(); err != nil || !strings.Contains(string(o), "slice 1 of 3: 2 tasks run, 0 failed") {
		t.Fatalf("--point 1: %v\n%s", err, o)
	}
	if _, stderr, code := runApp(t, "sweep", "--collect", out); code != 0 {
		t.Fatalf("--collect: exit %d: %s", code, stderr)
	}
	if got, _ := os.ReadFile(filepath.Join(out, "table.csv")); string(got) != string(want) {
		t.Errorf("collected table differs from the local one:\n%s\nwant\n%s", got, want)
	}
}

// TestSweepSlurm runs a sweep of 4 points (an array of 4 tasks) on the
// local cluster, waiting for it, and again with --no-wait and a later
// --collect; both tables must equal the table of the same sweep run
// locally, byte for byte.
func TestSweepSlurm(t *testing.T) {
	if testing.Short() {
		t.Skip("Slurm test skipped in -short mode")
	}
	startSlurm(t)
	bin := buildPtxsim(t)
	dir := t.TempDir()
	spec, want := arraySpec(t, dir)

	out := filepath.Join(dir, "slurm")
	stdout, stderr, code := runApp(t, "sweep", spec, "--out", out, "--slurm", "--slurm-ptxsim", bin, "--slurm-opt=--time=10", "--poll", "500ms")
	if code != 0 {
		t.Fatalf("slurm sweep: exit %d\nstdout %s\nstderr %s\nlogs %s", code, stdout, stderr, taskLogs(out))
	}
	if !strings.Contains(stderr, "(4 tasks)") {
		t.Errorf("stderr: %s", stderr)
	}
	got, _ := os.ReadFile(filepath.Join(out, "table.csv"))
	if string(got) != string(want) {
		t.Errorf("Slurm table differs from the local one:\n%s\nwant\n%s", got, want)
	}
	if logs, _ := filepath.Glob(filepath.Join(out, "slurm", "task-*.out")); len(logs) != 4 {
		t.Errorf("%d task logs, want 4", len(logs))
	}
	for _, f := range []string{"table.parquet", "report.html"} {
		if st, err := os.Stat(filepath.Join(out, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}

	later := filepath.Join(dir, "later")
	stdout, stderr, code = runApp(t, "sweep", spec, "--out", later, "--slurm", "--slurm-ptxsim", bin, "--slurm-tasks", "3", "--no-wait")
	if code != 0 || !strings.Contains(stdout, "gather with: ptxsim sweep --collect") {
		t.Fatalf("--no-wait: exit %d\n%s\n%s", code, stdout, stderr)
	}
	squeue := func() string {
		out, _ := exec.Command("squeue", "-h").Output()
		return strings.TrimSpace(string(out))
	}
	if !waitFor(2*time.Minute, func() bool { return squeue() == "" }) {
		t.Fatalf("the array did not finish: %s", squeue())
	}
	if _, stderr, code := runApp(t, "sweep", "--collect", later); code != 0 {
		t.Fatalf("--collect: exit %d: %s\n%s", code, stderr, taskLogs(later))
	}
	got, _ = os.ReadFile(filepath.Join(later, "table.csv"))
	if string(got) != string(want) {
		t.Errorf("collected table differs from the local one:\n%s", got)
	}
}

func taskLogs(dir string) string {
	var b strings.Builder
	logs, _ := filepath.Glob(filepath.Join(dir, "slurm", "task-*.out"))
	for _, l := range logs {
		fmt.Fprintf(&b, "== %s\n%s\n", l, tail(l))
	}
	return b.String()
}
