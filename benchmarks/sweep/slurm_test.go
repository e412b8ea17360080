//go:build unix

package sweep

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The Slurm side without Slurm: fake sbatch and squeue scripts in a
// folder (SlurmOptions.Bin) check the array script, the options passed
// through, the job id's parsing and the waiting. cmd/ptxsim's
// TestSweepFakeSlurm runs the generated script's tasks for real, and
// TestSweepSlurm does it all on a real one-node cluster where it can
// start one.

func fakeBin(t *testing.T, scripts map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range scripts {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestSubmit: the array script deals the points to the tasks, writes
// each task's output into the folder, runs the given binary (quoted) with
// --point, and sbatch gets --parsable, the passed-through options and the
// script; the job id is saved in the manifest; sbatch's failures and
// output that is not a job id are errors.
func TestSubmit(t *testing.T) {
	spec := writeSpec(t, t.TempDir(), specBody)
	out := filepath.Join(t.TempDir(), "out dir")
	sw, err := Prepare(spec, out, Options{})
	if err != nil {
		t.Fatal(err)
	}
	bin := fakeBin(t, map[string]string{"sbatch": `printf '%s\n' "$@" > "$(dirname "$0")/args"; echo "77;cluster"` + "\n"})
	o := SlurmOptions{Bin: bin, Binary: "/opt/my ptxsim/ptxsim", Sbatch: []string{"--partition=gpu", "--time=30"}, Tasks: 5}
	id, err := sw.Submit(context.Background(), o)
	if err != nil || id != "77" {
		t.Fatalf("submit: %q, %v", id, err)
	}
	script, err := os.ReadFile(filepath.Join(out, "slurm", "array.sh"))
	if err != nil {
		t.Fatal(err)
	}
	// 2 points: the array has 2 tasks, not the 5 asked for.
	for _, want := range []string{
		"#SBATCH --array=0-1\n",
		"#SBATCH --output='" + out + "'/slurm/task-%A_%a.out\n",
		`exec '/opt/my ptxsim/ptxsim' sweep --point "$SLURM_ARRAY_TASK_ID" --out '` + out + `' --jobs ${SLURM_CPUS_PER_TASK:-1} --quiet` + "\n",
	} {
		if !strings.Contains(string(script), want) {
			t.Errorf("array script lacks %q:\n%s", want, script)
		}
	}
	args, _ := os.ReadFile(filepath.Join(bin, "args"))
	if want := "--parsable\n--partition=gpu\n--time=30\n" + filepath.Join(out, "slurm", "array.sh") + "\n"; string(args) != want {
		t.Errorf("sbatch got\n%s\nwant\n%s", args, want)
	}
	m, err := ReadManifest(out)
	if err != nil || m.JobID != "77" || m.Slices != 2 {
		t.Errorf("manifest: %+v %v", m, err)
	}
	// An array task reads the slice count from the manifest.
	task, err := Open(out, Options{})
	if err != nil || task.Manifest.Slices != 2 {
		t.Errorf("open: %v", err)
	}

	o.JobsPerTask = 3
	o.Bin = fakeBin(t, map[string]string{"sbatch": "echo 'sbatch: error: invalid partition specified: gpu' >&2; exit 1\n"})
	if _, err := sw.Submit(context.Background(), o); err == nil || !strings.Contains(err.Error(), "invalid partition") {
		t.Errorf("failing sbatch: %v", err)
	}
	if script, _ := os.ReadFile(filepath.Join(out, "slurm", "array.sh")); !strings.Contains(string(script), "--jobs 3 --quiet") {
		t.Errorf("JobsPerTask: %s", script)
	}
	o.Bin = fakeBin(t, map[string]string{"sbatch": "echo Submitted batch job\n"})
	if _, err := sw.Submit(context.Background(), o); err == nil || !strings.Contains(err.Error(), "not a job id") {
		t.Errorf("sbatch without an id: %v", err)
	}
	if _, err := sw.Submit(context.Background(), SlurmOptions{Bin: bin}); err == nil {
		t.Error("no binary: no error")
	}
}

// TestWait: squeue is polled until the array has left the queue (an
// empty list, or a job id the controller no longer knows); a few failed
// polls in a row are tolerated, five are an error; cancelling stops it.
func TestWait(t *testing.T) {
	// Each call prints the next answer: a failure, two tasks, one, none.
	seq := fakeBin(t, map[string]string{"squeue": `d=$(dirname "$0"); n=$(cat "$d/n" 2>/dev/null || echo 0); echo $((n+1)) > "$d/n"
case $n in
0) echo "squeue: error: slurm_load_jobs error: Socket timed out" >&2; exit 1;;
1) echo "9_0 RUNNING"; echo "9_1 PENDING";;
2) echo "9_1 RUNNING";;
esac
`})
	o := SlurmOptions{Bin: seq}
	var left []int
	if err := o.Wait(context.Background(), "9", time.Millisecond, func(n int) { left = append(left, n) }); err != nil {
		t.Fatal(err)
	}
	if len(left) != 3 || left[0] != 2 || left[1] != 1 || left[2] != 0 {
		t.Errorf("reports %v, want [2 1 0]", left)
	}
	gone := SlurmOptions{Bin: fakeBin(t, map[string]string{"squeue": "echo 'slurm_load_jobs error: Invalid job id specified' >&2; exit 1\n"})}
	if err := gone.Wait(context.Background(), "9", time.Millisecond, nil); err != nil {
		t.Errorf("finished job: %v", err)
	}
	down := SlurmOptions{Bin: fakeBin(t, map[string]string{"squeue": "echo 'Unable to contact slurm controller' >&2; exit 1\n"})}
	if err := down.Wait(context.Background(), "9", time.Millisecond, nil); err == nil || !strings.Contains(err.Error(), "Unable to contact") {
		t.Errorf("controller down: %v", err)
	}
	busy := SlurmOptions{Bin: fakeBin(t, map[string]string{"squeue": "echo '9_0 RUNNING'\n"})}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if err := busy.Wait(ctx, "9", 10*time.Millisecond, nil); err != context.DeadlineExceeded {
		t.Errorf("cancelled wait: %v", err)
	}
}
