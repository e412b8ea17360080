package fidelity

import (
	"fmt"
	"strings"
)

// Unsupported lists the corpus features ptxsim cannot execute yet, by case
// tag or case name, each with the reason printed when the case is skipped.
// Keep it short and honest: every entry is a known gap.
var Unsupported = map[string]string{}

// SkipReason returns why the case is skipped, or "" if it runs.
func (c *Case) SkipReason() string {
	if r, ok := Unsupported[c.Name]; ok {
		return r
	}
	for _, t := range c.Tags {
		if r, ok := Unsupported["tag:"+t]; ok {
			return r
		}
	}
	return ""
}

// ConformanceOptions configure RunConformance.
type ConformanceOptions struct {
	RunOptions
	Filter string // only cases whose name contains this
}

// ConformanceSummary is the outcome of a corpus run; its JSON form is what
// `ptxsim conformance --json` prints.
type ConformanceSummary struct {
	Cases   []*CaseResult `json:"cases"`
	Passed  int           `json:"passed"`
	Failed  int           `json:"failed"` // failures and errors
	Skipped int           `json:"skipped"`
}

// Summary is the closing line: "N passed, M failed[, K skipped]".
func (s *ConformanceSummary) Summary() string {
	line := fmt.Sprintf("%d passed, %d failed", s.Passed, s.Failed)
	if s.Skipped > 0 {
		line += fmt.Sprintf(", %d skipped", s.Skipped)
	}
	return line
}

// RunConformance runs every case under dir/cases in name order.
func RunConformance(dir string, opts ConformanceOptions) (*ConformanceSummary, error) {
	paths, err := FindCases(dir)
	if err != nil {
		return nil, err
	}
	if opts.Cache == nil {
		opts.Cache = new(ProgramCache)
	}
	sum := &ConformanceSummary{Cases: []*CaseResult{}}
	for i, p := range paths {
		if err := interrupted(opts.Context, i, len(paths)); err != nil {
			return sum, err
		}
		c, err := LoadCase(p)
		if err == nil {
			opts.Progress.SetLabel(fmt.Sprintf("case %d/%d %s", i+1, len(paths), c.Name))
		}
		var r *CaseResult
		switch {
		case err != nil:
			r = &CaseResult{Name: p, Status: StatusError, Message: err.Error()}
		case opts.Filter != "" && !strings.Contains(c.Name, opts.Filter):
			continue
		case c.SkipReason() != "":
			r = &CaseResult{Name: c.Name, Status: StatusSkip, Message: c.SkipReason()}
		default:
			r = c.Run(opts.RunOptions)
		}
		switch r.Status {
		case StatusPass:
			sum.Passed++
		case StatusSkip:
			sum.Skipped++
		default:
			sum.Failed++
		}
		sum.Cases = append(sum.Cases, r)
	}
	return sum, nil
}
