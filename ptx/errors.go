package ptx

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one problem found in a PTX file, at a source position.
type Error struct {
	File string
	Pos  Pos
	Msg  string
}

// Error formats the error as "file:line:col: msg", the form editors and
// go vet style tools jump to.
func (e *Error) Error() string {
	if e.File == "" && !e.Pos.IsValid() {
		return e.Msg
	}
	if !e.Pos.IsValid() {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
}

// ErrorList is a list of *Errors, like go/scanner.ErrorList: Parse keeps
// going after a problem so that one run reports many of them.
type ErrorList []*Error

// maxShown is how many errors ErrorList.Error prints before "(and N more
// errors)"; the full list stays available to callers that range over it.
const maxShown = 10

// Add appends an error at pos.
func (p *ErrorList) Add(file string, pos Pos, msg string) {
	*p = append(*p, &Error{File: file, Pos: pos, Msg: msg})
}

// Len, Swap and Less implement sort.Interface: by file, line, column, then
// message.
func (p ErrorList) Len() int      { return len(p) }
func (p ErrorList) Swap(i, j int) { p[i], p[j] = p[j], p[i] }
func (p ErrorList) Less(i, j int) bool {
	e, f := p[i], p[j]
	if e.File != f.File {
		return e.File < f.File
	}
	if e.Pos.Line != f.Pos.Line {
		return e.Pos.Line < f.Pos.Line
	}
	if e.Pos.Col != f.Pos.Col {
		return e.Pos.Col < f.Pos.Col
	}
	return e.Msg < f.Msg
}

// Sort sorts the list by position (stable for equal positions).
func (p ErrorList) Sort() { sort.Stable(p) }

// RemoveMultiples sorts the list and keeps only the first error per line,
// the way go/scanner does, so one broken line does not drown the rest.
func (p *ErrorList) RemoveMultiples() {
	p.Sort()
	var last Pos
	var lastFile string
	i := 0
	for _, e := range *p {
		if e.File != lastFile || e.Pos.Line != last.Line || !e.Pos.IsValid() {
			last, lastFile = e.Pos, e.File
			(*p)[i] = e
			i++
		}
	}
	*p = (*p)[:i]
}

// Error prints the first errors, one per line, and how many were left out.
func (p ErrorList) Error() string {
	switch len(p) {
	case 0:
		return "no errors"
	case 1:
		return p[0].Error()
	}
	var b strings.Builder
	for i, e := range p {
		if i == maxShown {
			fmt.Fprintf(&b, "\n(and %d more errors)", len(p)-maxShown)
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Err returns p as an error, or nil if p is empty. Callers compare the
// result with nil, so an empty list must not become a non-nil interface.
func (p ErrorList) Err() error {
	if len(p) == 0 {
		return nil
	}
	return p
}
