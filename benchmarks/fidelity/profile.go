package fidelity

import (
	"fmt"

	"github.com/ptxsim/ptxsim"
	"github.com/ptxsim/ptxsim/memsys/timing"
)

// ProfileCase runs a case's launches on the timing model (opts.Timing; the
// H200 defaults when nil) and profiles each launch (with its source-level
// profile and the recording for a trace when opts.Record asks). Functional results are
// checked as in Run; a failing check is returned as an error after the
// report, since a profile of wrong results is still worth seeing.
func ProfileCase(c *Case, opts RunOptions) (*ptxsim.ProfileReport, error) {
	if opts.Timing == nil {
		opts.Timing = timing.H200()
	}
	spec := opts.spec()
	out, err := c.Execute(opts)
	if err != nil {
		return nil, err
	}
	rep := &ptxsim.ProfileReport{Device: spec.Name, Timing: opts.Timing.Name, Cold: opts.ColdCaches, Recording: out.Recording}
	for i, r := range out.Launches {
		l := c.Launches[i]
		p := ptxsim.NewLaunchProfile(i, r, l.Grid, l.Block, l.SharedBytes, spec)
		if out.Recording != nil {
			p.Source = out.Recording.Source(i)
		}
		rep.Launches = append(rep.Launches, p)
	}
	msgs, err := c.Check(out)
	if err != nil {
		return rep, err
	}
	if len(msgs) > 0 {
		return rep, fmt.Errorf("%s: results differ from the hardware's: %s", c.Name, msgs[0])
	}
	return rep, nil
}
