package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/benchmarks/report"
	"github.com/ptxsim/ptxsim/benchmarks/sweep"
	"github.com/urfave/cli/v2"
)

func sweepCommand() *cli.Command {
	return &cli.Command{
		Name:      "sweep",
		Usage:     "run workloads over a grid of device parameters, here or on Slurm, into one table (CSV, JSON, Parquet, HTML)",
		ArgsUsage: "SPEC.yaml | --point K --out DIR | --collect DIR",
		Description: `Reads a sweep spec (YAML or JSON): a base device, axes over the timing
model's parameters (any TimingSpec field by its JSON path, device fields as
device.NAME, policy names; lists or from/to/step ranges) and workloads
(conformance cases, PTX launches as on "ptxsim profile"'s command line,
programs through "ptxsim exec"). Runs every workload at every point of the
grid on the timing model and writes into the --out folder one result file
per task as it finishes, then table.csv, table.json (records) and
table.parquet (a row per point, workload and launch; a column per axis and
per Nsight Compute metric) and report.html (a plot per metric against each
axis). --json prints the JSON table on stdout instead of the summary.

Running the same spec into the same folder again resumes it: finished tasks
are not run again (--retry-failed reruns the failed ones).

--slurm submits the points as a Slurm job array (sbatch; pass options with
--slurm-opt=--partition=gpu, repeated); each array task runs
"ptxsim sweep --point K --out DIR" on its node (the folder must be on a
file system the nodes share). ptxsim waits for the array and gathers the
table, or with --no-wait returns at once: "ptxsim sweep --collect DIR"
gathers later. The spec format is documented in package benchmarks/sweep
(go doc github.com/ptxsim/ptxsim/benchmarks/sweep File).

Exits with status 1 when a task failed or has no result.`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "results `DIR` (default: SPEC's name with .sweep, in the current folder)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "tasks run at once (default: one per CPU)"},
			&cli.IntFlag{Name: "threads", Usage: "goroutines per launch (default 1: the tasks use the cores)"},
			&cli.BoolFlag{Name: "retry-failed", Usage: "when resuming, run the tasks that failed again"},
			&cli.BoolFlag{Name: "slurm", Usage: "run the points as a Slurm job array"},
			&cli.StringSliceFlag{Name: "slurm-opt", Usage: "an option for sbatch (repeat: --slurm-opt=--partition=gpu --slurm-opt=--time=30)"},
			&cli.IntFlag{Name: "slurm-tasks", Usage: "tasks in the array (default: one per point, at most 1000)"},
			&cli.StringFlag{Name: "slurm-ptxsim", Usage: "the ptxsim binary the tasks run (default: this one; it must exist on the nodes)"},
			&cli.BoolFlag{Name: "no-wait", Usage: "with --slurm: return after submitting (gather later with --collect)"},
			&cli.DurationFlag{Name: "poll", Value: 5 * time.Second, Usage: "with --slurm: how often to ask squeue"},
			&cli.IntFlag{Name: "point", Value: -1, Usage: "(array tasks) run slice `K` of --out's points"},
			&cli.StringFlag{Name: "collect", Usage: "gather `DIR`'s results into its table and report"},
			&cli.BoolFlag{Name: "json", Usage: "print the table as JSON records on stdout (instead of the summary)"},
			&cli.StringFlag{Name: "report", Usage: "also write the HTML report to `FILE.html` (it is always in the results folder as report.html)"},
		}, progressFlags...),
		Action: runSweep,
	}
}

func runSweep(c *cli.Context) error {
	opts := sweep.Options{Jobs: c.Int("jobs"), Threads: c.Int("threads"), RetryFailed: c.Bool("retry-failed"),
		KernelArgs: func(dev *ptxsim.Device, specs []string) ([]ptxsim.ParamValue, error) {
			args, _, err := kernelArgs(c.Context, dev, specs)
			return args, err
		}}
	if exe, err := os.Executable(); err == nil {
		opts.Exec = exe
	}
	w, ew := c.App.Writer, c.App.ErrWriter
	switch {
	case c.String("collect") != "":
		sw, err := sweep.Open(c.String("collect"), opts)
		if err != nil {
			return err
		}
		return gather(c, sw)
	case c.Int("point") >= 0:
		dir := c.String("out")
		if dir == "" {
			return fmt.Errorf("sweep --point: give the results folder with --out")
		}
		sw, err := sweep.Open(dir, opts)
		if err != nil {
			return err
		}
		slices := max(sw.Manifest.Slices, 1)
		if k := c.Int("point"); k >= slices {
			return fmt.Errorf("sweep --point %d: the folder's array has %d tasks", k, slices)
		}
		ran, failed, err := sw.Run(sweep.RunOptions{Slice: c.Int("point"), Slices: slices, Log: ew})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "slice %d of %d: %d tasks run, %d failed\n", c.Int("point"), slices, ran, failed)
		return nil
	}
	if c.NArg() != 1 {
		return fmt.Errorf("sweep: want one spec file (usage: ptxsim sweep SPEC.yaml [--out DIR])")
	}
	specPath := c.Args().First()
	dir := c.String("out")
	if dir == "" {
		base := filepath.Base(specPath)
		dir = strings.TrimSuffix(base, filepath.Ext(base)) + ".sweep"
	}
	sw, err := sweep.Prepare(specPath, dir, opts)
	if err != nil {
		return err
	}
	fmt.Fprintf(ew, "ptxsim: sweep %s: %d points x %d workloads into %s\n", specPath, len(sw.Points), len(sw.Manifest.Workloads), dir)
	if !c.Bool("slurm") {
		prog, stop := startProgress(c)
		defer stop()
		ran, failed, err := sw.Run(sweep.RunOptions{Progress: prog})
		stop()
		if err != nil {
			return err
		}
		fmt.Fprintf(ew, "ptxsim: %d tasks run (%d failed), %d done before\n", ran, failed, len(sw.Points)*len(sw.Manifest.Workloads)-ran)
		return gather(c, sw)
	}
	so := sweep.SlurmOptions{Tasks: c.Int("slurm-tasks"), Sbatch: c.StringSlice("slurm-opt"), Binary: c.String("slurm-ptxsim")}
	if so.Binary == "" {
		so.Binary = opts.Exec
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	id, err := sw.Submit(ctx, so)
	if err != nil {
		return err
	}
	fmt.Fprintf(ew, "ptxsim: submitted job array %s (%d tasks); task output in %s\n", id, sw.Manifest.Slices, filepath.Join(dir, "slurm"))
	if c.Bool("no-wait") {
		fmt.Fprintf(w, "submitted %s; gather with: ptxsim sweep --collect %s\n", id, dir)
		return nil
	}
	last := -1
	err = so.Wait(ctx, id, c.Duration("poll"), func(left int) {
		if left != last && !c.Bool("quiet") {
			fmt.Fprintf(ew, "ptxsim: job %s: %d array tasks queued or running\n", id, left)
			last = left
		}
	})
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(ew, "ptxsim: interrupted; job %s keeps running: gather with ptxsim sweep --collect %s\n", id, dir)
		return exitError{130}
	}
	if err != nil {
		return err
	}
	return gather(c, sw)
}

// gather writes the table and report and prints a summary; status 1 when
// a task failed or has no result.
func gather(c *cli.Context, sw *sweep.Sweep) error {
	t, missing, err := sw.Collect()
	if err != nil {
		return err
	}
	paths, err := sw.WriteOutputs(t, commandLine())
	if err != nil {
		return err
	}
	w, ew := c.App.Writer, c.App.ErrWriter
	failed := 0
	for _, r := range t.Rows {
		if r.Error != "" {
			failed++
			fmt.Fprintf(ew, "ptxsim: point %d %s: %s\n", r.Point, r.Workload, r.Error)
		}
	}
	if c.Bool("json") {
		if err := t.WriteJSON(w); err != nil {
			return err
		}
		w = ew // the paths written go to stderr: stdout is the table
	} else {
		writeSweepSummary(w, t)
	}
	if f := c.String("report"); f != "" {
		err := writeFileAtomic(f, func(w io.Writer) error {
			return report.Sweep(w, t, report.Options{Title: "ptxsim sweep: " + filepath.Base(sw.Dir), Command: commandLine()})
		})
		if err != nil {
			return fmt.Errorf("--report: %w", err)
		}
		paths = append(paths, f)
	}
	for _, p := range paths {
		fmt.Fprintf(w, "wrote %s\n", p)
	}
	if len(missing) > 0 {
		fmt.Fprintln(ew, "ptxsim: "+sweep.Summary(missing))
		if logs := sw.TaskLogs(); len(logs) > 0 {
			fmt.Fprintf(ew, "ptxsim: the array tasks' output: %s\n", filepath.Join(sw.Dir, "slurm"))
		}
	}
	if failed > 0 || len(missing) > 0 {
		return exitError{1}
	}
	return nil
}

// writeSweepSummary prints the table's key columns, a line per row.
func writeSweepSummary(w io.Writer, t *ptxsim.SweepTable) {
	cols := []struct{ name, metric string }{
		{"cycles", "gpc__cycles_elapsed.max"}, {"IPC", "sm__inst_executed.avg.per_cycle_active"},
		{"L1 hit%", "l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"}, {"L2 hit%", "lts__t_sector_hit_rate.pct"},
		{"DRAM rd B", "dram__bytes_read.sum"},
	}
	head := []string{"point", "workload"}
	head = append(head, t.Axes...)
	head = append(head, "launch", "kernel")
	for _, c := range cols {
		head = append(head, c.name)
	}
	rows := [][]string{head}
	for _, r := range t.Rows {
		row := []string{fmt.Sprint(r.Point), r.Workload}
		for i := range t.Axes {
			s := ""
			if i < len(r.Values) {
				s = ptxsim.FormatSweepValue(r.Values[i])
			}
			row = append(row, s)
		}
		row = append(row, fmt.Sprint(r.Launch), r.Kernel)
		for _, c := range cols {
			if v, ok := r.Metrics[c.metric]; ok {
				if v == float64(int64(v)) {
					row = append(row, fmt.Sprint(int64(v)))
				} else {
					row = append(row, fmt.Sprintf("%.2f", v))
				}
			} else {
				row = append(row, "-")
			}
		}
		rows = append(rows, row)
	}
	width := make([]int, len(head))
	for _, r := range rows {
		for i, s := range r {
			width[i] = max(width[i], len(s))
		}
	}
	for _, r := range rows {
		var b strings.Builder
		for i, s := range r {
			if i > 0 {
				b.WriteString("  ")
			}
			if i == 1 || (i >= 2 && i < 2+len(t.Axes)) || i == 3+len(t.Axes) {
				fmt.Fprintf(&b, "%-*s", width[i], s)
			} else {
				fmt.Fprintf(&b, "%*s", width[i], s)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
