// Command libcudart is the CUDA runtime library backed by ptxsim, built as
// a C shared library and installed under the sonames nvcc-built programs
// ask for (libcudart.so.11.0, .12, .13):
//
//	go build -buildmode=c-shared -o libcudart.so.11.0 \
//	    -ldflags "-X main.apiVersion=11080 -extldflags '-Wl,--version-script=cmd/libcudart/libcudart.map -Wl,-soname,libcudart.so.11.0'" \
//	    ./cmd/libcudart
//
// (ptxsim exec does this itself; see cmd/ptxsim/exec.go.) This package
// only converts C types and calls package cudart, which holds the
// semantics. Hand-written files export the implemented functions; every
// other function of the runtime API is exported by zz_stubs_gen.go
// (go generate), which returns cudaErrorNotSupported after one log line.
//
// Configuration, from the environment (ptxsim exec sets it):
//
//	PTXSIM_DEVICE     device model: a name (h200, a100, ...), sm_XY or a JSON file
//	PTXSIM_TIMING     1: run every launch on the timing model
//	PTXSIM_PROFILE    FILE.json or FILE.csv: per-launch profiles (implies timing)
//	PTXSIM_SOURCE     1: source-level records in the JSON profile (implies timing)
//	PTXSIM_TRACE      FILE.json: a timeline trace, Chrome trace-event format (implies timing)
//	PTXSIM_TRACE_INTERVAL  the trace's sampling interval in cycles (default: automatic)
//	PTXSIM_QUIET      1: no progress lines on stderr
//	PTXSIM_STATS      1: a summary at exit (launches, instructions, simulated instructions per second)
//	PTXSIM_THREADS    goroutines per launch (default: one per CPU)
//	PTXSIM_LOG_LEVEL  debug, info, warn (default), error
//	PTXSIM_PROGRESS   seconds between progress lines (default 2)
package main

//go:generate go run ./gen

// #include "helpers.h"
import "C"

import (
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
	"unsafe"

	"github.com/ptxsim/ptxsim/cmd/libcudart/cudart"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// apiVersion is the CUDART_VERSION this build serves, set with
// -ldflags "-X main.apiVersion=...": it picks error texts, struct layouts
// and the signatures that changed between versions.
var apiVersion = "11080"

var (
	rtOnce sync.Once
	rt     *cudart.Runtime
)

// stderrWriter writes diagnostics through the program's C stderr, after
// flushing its stdout, so they interleave as the program's own would.
type stderrWriter struct{}

func (stderrWriter) Write(p []byte) (int, error) {
	if len(p) > 0 {
		C.ptxsim_stderr_write(unsafe.Pointer(&p[0]), C.size_t(len(p)))
	}
	return len(p), nil
}

// R returns the process's runtime, made on first use from the environment.
func R() *cudart.Runtime {
	rtOnce.Do(func() {
		v, _ := strconv.Atoi(apiVersion)
		level := zapcore.WarnLevel
		if l := os.Getenv("PTXSIM_LOG_LEVEL"); l != "" {
			if lv, err := zapcore.ParseLevel(l); err == nil {
				level = lv
			}
		}
		enc := zap.NewDevelopmentEncoderConfig()
		enc.TimeKey = ""
		log := zap.New(zapcore.NewCore(zapcore.NewConsoleEncoder(enc), zapcore.AddSync(stderrWriter{}), level)).Named("ptxsim")
		cfg := cudart.Config{
			APIVersion: v,
			Device:     os.Getenv("PTXSIM_DEVICE"),
			Timing:     os.Getenv("PTXSIM_TIMING") == "1",
			Profile:    os.Getenv("PTXSIM_PROFILE"),
			Source:     os.Getenv("PTXSIM_SOURCE") == "1",
			Trace:      os.Getenv("PTXSIM_TRACE"),
			Quiet:      os.Getenv("PTXSIM_QUIET") == "1",
			Stats:      os.Getenv("PTXSIM_STATS") == "1",
			Threads:    envInt("PTXSIM_THREADS"),
			ExeName:    exeName(),
			Stderr:     stderrWriter{},
			Log:        log,
			Printf: func(b []byte) {
				if len(b) > 0 {
					C.ptxsim_stdout_write(unsafe.Pointer(&b[0]), C.size_t(len(b)))
				}
			},
			Callback: func(fn, stream uintptr, status cudart.Error, arg uintptr) {
				C.ptxsim_call_stream_callback(C.uintptr_t(fn), C.uintptr_t(stream), C.int(status), C.uintptr_t(arg))
			},
			HostFunc: func(fn, arg uintptr) { C.ptxsim_call_host_fn(C.uintptr_t(fn), C.uintptr_t(arg)) },
		}
		if n, err := strconv.ParseInt(os.Getenv("PTXSIM_TRACE_INTERVAL"), 10, 64); err == nil && n > 0 {
			cfg.TraceInterval = n
		}
		if s, err := strconv.ParseFloat(os.Getenv("PTXSIM_PROGRESS"), 64); err == nil && s > 0 {
			cfg.Progress = time.Duration(s * float64(time.Second))
		}
		r, err := cudart.New(cfg)
		if err != nil {
			// The device model named in the environment is unusable: say
			// so and fall back to the default rather than fail every call.
			stderrWriter{}.Write([]byte("ptxsim: " + err.Error() + "; using the H200 model\n"))
			cfg.Device = ""
			r, err = cudart.New(cfg)
			if err != nil {
				panic(err)
			}
		}
		rt = r
		C.ptxsim_register_atexit()
	})
	return rt
}

func exeName() string {
	p, err := os.Executable()
	if err != nil {
		return "program"
	}
	return filepath.Base(p)
}

//export ptxsimAtExit
func ptxsimAtExit() {
	if rt != nil {
		rt.Close()
	}
}

// tid is the calling thread.
func tid() cudart.Thread { return cudart.Thread(C.ptxsim_thread_id()) }

// notSupported is every unimplemented function (zz_stubs_gen.go).
func notSupported(name string) C.int { return C.int(R().NotSupported(tid(), name)) }

func p(x unsafe.Pointer) uintptr { return uintptr(x) }

func ret(e cudart.Error) C.int { return C.int(e) }

func main() {}

// envInt reads a non-negative integer setting (0 when absent or not one).
func envInt(name string) int {
	n, err := strconv.Atoi(os.Getenv(name))
	if err != nil || n < 0 {
		return 0
	}
	return n
}
