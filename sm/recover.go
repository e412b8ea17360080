package sm

import (
	"fmt"
	"runtime/debug"
)

// BugReportRequest ends the message of every recovered panic: what went
// wrong is ptxsim's fault, and the input is what reproduces it.
const BugReportRequest = "this is a bug in ptxsim: please report it (https://github.com/ptxsim/ptxsim/issues) with the input that caused it (the PTX or binary file, and the command line or launch settings)"

// InternalError is a panic inside ptxsim recovered at a front-end entry
// point (loading a module, parsing, the command line) and returned as an
// error instead of crashing the caller. Panics inside a launch become a
// *Fault of kind FaultInternal instead, positioned like any fault.
type InternalError struct {
	Op    string // what was being done: "loading module k.ptx"
	Value any    // what panic was called with
	Stack string // the goroutine's stack at the panic, for the bug report
}

func (e *InternalError) Error() string {
	return fmt.Sprintf("internal error while %s: %v; %s", e.Op, e.Value, BugReportRequest)
}

// Recover turns a panic into an *InternalError stored in *err; use it as
// `defer sm.Recover("doing X", &err)` at the top of an entry point.
func Recover(op string, err *error) {
	if p := recover(); p != nil {
		*err = &InternalError{Op: op, Value: p, Stack: string(debug.Stack())}
	}
}

// internalFault turns a panic inside a launch into a FaultInternal,
// positioned at the instruction that k (or, when k is nil and the launch
// has one worker, that worker) was executing, when it knows one.
func (d *Device) internalFault(r *run, m *Module, kernel string, p any, k *worker) *Fault {
	f := &Fault{Kind: FaultInternal, Kernel: kernel, File: m.prog.File, Stack: string(debug.Stack()), unplaced: true}
	if k == nil && r != nil && len(r.workers) == 1 {
		k = r.workers[0]
	}
	if k != nil && k.cur != nil && len(k.cur.stack) > 0 && k.cur.b != nil {
		w := k.cur
		top := w.stack[len(w.stack)-1]
		l := w.firstLane(top.mask &^ w.exited)
		f.Block, f.Thread, f.unplaced = w.b.idx, w.tid[l], false
		if pc := top.pc; pc >= 0 && int(pc) < len(r.prog.Pos) {
			f.Line, f.Col = int(r.prog.Pos[pc].Line), int(r.prog.Pos[pc].Col)
		}
	}
	f.Msg = fmt.Sprintf("ptxsim panicked: %v; %s", p, BugReportRequest)
	return f
}

// panicked makes a panic recovered on k's goroutine k's fault (replacing
// any other: the launch stops on it).
func (k *worker) panicked(p any) {
	k.fault = k.r.dev.internalFault(k.r, k.r.mod, k.r.fn.Name, p, k)
}
