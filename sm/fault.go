package sm

import "fmt"

// FaultKind classifies a run-time fault.
type FaultKind uint8

const (
	FaultOutOfBounds        FaultKind = iota + 1 // address outside any live allocation or window
	FaultMisaligned                              // address not aligned to the access size
	FaultTrap                                    // trap instruction
	FaultDeadlock                                // a barrier that can never complete
	FaultStepLimit                               // the launch ran past its instruction limit
	FaultStackOverflow                           // call depth exceeded the local-memory stack
	FaultIllegalInstruction                      // an instruction the engine cannot execute
	FaultInvalidWarpSync                         // a .sync warp operation whose member mask excludes the caller
	FaultAssert                                  // a failed assert() (__assertfail); the message went to the device stdout
	FaultCycleLimit                              // timing mode: the launch ran past its cycle limit
	FaultTimeout                                 // the launch ran past its wall-clock limit
	FaultInterrupted                             // the launch was canceled (its context, SIGINT on the command line)
	FaultHostMemory                              // the host-memory budget could not back what the kernel wrote
	FaultInternal                                // a bug in ptxsim (a recovered panic)
	FaultBreakpoint                              // brkpt with no debugger attached: the launch fails as on a trap
	FaultTexture                                 // a texture or surface instruction with an invalid handle or a form its object does not allow (texture.go)
)

var faultNames = [...]string{
	FaultOutOfBounds:        "invalid address",
	FaultMisaligned:         "misaligned address",
	FaultTrap:               "trap",
	FaultDeadlock:           "barrier deadlock",
	FaultStepLimit:          "instruction limit exceeded",
	FaultStackOverflow:      "stack overflow",
	FaultIllegalInstruction: "illegal instruction",
	FaultInvalidWarpSync:    "invalid warp synchronization",
	FaultAssert:             "device-side assert triggered",
	FaultCycleLimit:         "cycle limit exceeded",
	FaultTimeout:            "time limit exceeded",
	FaultInterrupted:        "interrupted",
	FaultHostMemory:         "host memory budget exceeded",
	FaultInternal:           "internal error",
	FaultBreakpoint:         "breakpoint",
	FaultTexture:            "invalid texture or surface access",
}

func (k FaultKind) String() string {
	if int(k) < len(faultNames) && faultNames[k] != "" {
		return faultNames[k]
	}
	return "fault"
}

// Fault is a run-time error in a kernel, reported like compute-sanitizer:
// what happened, where in the PTX, and which thread.
type Fault struct {
	Kind   FaultKind
	Kernel string
	File   string
	Line   int
	Col    int
	Block  [3]uint32
	Thread [3]uint32
	Addr   uint64
	Msg    string
	Stack  string // FaultInternal: the Go stack of the recovered panic, for the bug report

	unplaced bool // no thread was executing (a FaultInternal outside the interpreter)
}

func (f *Fault) Error() string {
	var s string
	if f.unplaced {
		s = fmt.Sprintf("%s in kernel %s (%s)", f.Kind, f.Kernel, f.File)
	} else {
		s = fmt.Sprintf("%s in kernel %s at %s:%d:%d, block (%d,%d,%d), thread (%d,%d,%d)",
			f.Kind, f.Kernel, f.File, f.Line, f.Col,
			f.Block[0], f.Block[1], f.Block[2], f.Thread[0], f.Thread[1], f.Thread[2])
	}
	if f.Msg != "" {
		s += ": " + f.Msg
	}
	return s
}

// LaunchError is a launch the driver refuses; nothing runs.
type LaunchError struct {
	Kernel string
	Limit  string // the limit violated, e.g. "max_threads_per_block"
	Msg    string
}

func (e *LaunchError) Error() string {
	return fmt.Sprintf("launch of %s failed: %s", e.Kernel, e.Msg)
}
