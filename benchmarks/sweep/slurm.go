package sweep

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Slurm: the sweep's points are dealt to the tasks of one job array
// (point i to task i mod N); each task runs `ptxsim sweep --point K --out
// DIR` on its node, which writes the results of slice K into the folder
// (a file system the nodes share); the submitting process waits for the
// array to leave the queue and gathers the folder, or returns at once
// (--no-wait) for a later `ptxsim sweep --collect DIR`.

// SlurmOptions configure a submission.
type SlurmOptions struct {
	// Tasks is the array's size (0: one per point, at most 1000); never
	// more than the points.
	Tasks int
	// Sbatch are options passed through to sbatch (--partition=gpu,
	// --time=1:00:00, --cpus-per-task=4 ...).
	Sbatch []string
	// Binary is the ptxsim the tasks run (it must be at that path on the
	// nodes).
	Binary string
	// JobsPerTask is --jobs in each task (0: $SLURM_CPUS_PER_TASK, else 1).
	JobsPerTask int
	// Bin is where the Slurm commands are ("" : $PATH).
	Bin string
	// Env is added to the Slurm commands' environment (SLURM_CONF=...).
	Env []string
}

func (o *SlurmOptions) cmd(ctx context.Context, name string, args ...string) *exec.Cmd {
	if o.Bin != "" {
		name = filepath.Join(o.Bin, name)
	}
	c := exec.CommandContext(ctx, name, args...)
	c.Env = append(os.Environ(), o.Env...)
	return c
}

// arrayScript is the batch script of the array.
func (sw *Sweep) arrayScript(o SlurmOptions, tasks int) (string, error) {
	dir, err := filepath.Abs(sw.Dir)
	if err != nil {
		return "", err
	}
	jobs := `${SLURM_CPUS_PER_TASK:-1}`
	if o.JobsPerTask > 0 {
		jobs = strconv.Itoa(o.JobsPerTask)
	}
	return fmt.Sprintf(`#!/bin/sh
# ptxsim sweep: task $SLURM_ARRAY_TASK_ID of %d runs the points i with i mod %d = task.
#SBATCH --job-name=ptxsim-sweep
#SBATCH --array=0-%d
#SBATCH --output=%s/slurm/task-%%A_%%a.out
exec %s sweep --point "$SLURM_ARRAY_TASK_ID" --out %s --jobs %s --quiet
`, tasks, tasks, tasks-1, shellQuote(dir), shellQuote(o.Binary), shellQuote(dir), jobs), nil
}

func shellQuote(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\n'\"\\$`!*?[]{}()<>|&;#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Submit writes the array's script into the folder and submits it with
// sbatch; it returns the job id (also saved in the manifest).
func (sw *Sweep) Submit(ctx context.Context, o SlurmOptions) (string, error) {
	if o.Binary == "" {
		return "", fmt.Errorf("slurm: no ptxsim binary for the tasks")
	}
	tasks := o.Tasks
	if tasks <= 0 {
		tasks = min(len(sw.Points), 1000)
	}
	tasks = max(1, min(tasks, len(sw.Points)))
	if err := os.MkdirAll(filepath.Join(sw.Dir, "slurm"), 0o755); err != nil {
		return "", err
	}
	script, err := sw.arrayScript(o, tasks)
	if err != nil {
		return "", err
	}
	path := filepath.Join(sw.Dir, "slurm", "array.sh")
	if err := writeAtomic(path, []byte(script)); err != nil {
		return "", err
	}
	sw.Manifest.Slices = tasks
	sw.Manifest.JobID = ""
	if err := sw.saveManifest(); err != nil {
		return "", err
	}
	args := append([]string{"--parsable"}, o.Sbatch...)
	args = append(args, path)
	var out, errOut bytes.Buffer
	c := o.cmd(ctx, "sbatch", args...)
	c.Stdout, c.Stderr = &out, &errOut
	if err := c.Run(); err != nil {
		return "", fmt.Errorf("sbatch %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errOut.String()))
	}
	id := strings.TrimSpace(out.String())
	if i := strings.IndexByte(id, ';'); i >= 0 { // "id;cluster"
		id = id[:i]
	}
	if _, err := strconv.ParseUint(id, 10, 64); err != nil {
		return "", fmt.Errorf("sbatch printed %q, not a job id", out.String())
	}
	sw.Manifest.JobID = id
	return id, sw.saveManifest()
}

// Wait polls squeue until job id has left the queue (every poll; 0: 5 s),
// or ctx ends. report, when set, gets the number of the array's tasks
// still queued or running after each poll.
func (o *SlurmOptions) Wait(ctx context.Context, id string, poll time.Duration, report func(left int)) error {
	if poll <= 0 {
		poll = 5 * time.Second
	}
	fails := 0
	for {
		var out, errOut bytes.Buffer
		c := o.cmd(ctx, "squeue", "-h", "-r", "-j", id, "-o", "%i %T")
		c.Stdout, c.Stderr = &out, &errOut
		err := c.Run()
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case err != nil && strings.Contains(errOut.String(), "Invalid job id"):
			return nil // gone from the controller's memory: finished
		case err != nil:
			if fails++; fails >= 5 {
				return fmt.Errorf("squeue: %v: %s", err, strings.TrimSpace(errOut.String()))
			}
		default:
			fails = 0
			left := 0
			for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				if strings.TrimSpace(l) != "" {
					left++
				}
			}
			if report != nil {
				report(left)
			}
			if left == 0 {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(poll):
		}
	}
}

// TaskLogs lists the array's task output files, for failures.
func (sw *Sweep) TaskLogs() []string {
	m, _ := filepath.Glob(filepath.Join(sw.Dir, "slurm", "task-*.out"))
	return m
}
