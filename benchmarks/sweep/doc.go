// Package sweep runs parameter sweeps from spec files, on this machine or
// as a Slurm job array, resumably, and writes their table as CSV, Parquet
// and an HTML report.
//
// In: a spec file (YAML or JSON; spec.go documents the format): a base
// device, axes over TimingSpec and device fields, workloads (conformance
// cases, PTX launches as on `ptxsim profile`'s command line, programs
// run through `ptxsim exec`). Out: a results folder holding the spec, a
// manifest, one JSON file per (point, workload) written atomically as
// the task finishes (so an interrupted sweep resumes where it stopped),
// and table.csv, table.parquet and report.html. The grid expansion, the
// device models and the table come from ptxsim.Sweep; this package adds
// the files, the workload kinds and Slurm.
package sweep
