// C helpers of ptxsim's libcudart: what Go cannot do directly (call the
// program's function pointers, write through its stdio streams, run at
// exit). Go calls them through cgo; ptxsim_at_exit calls back into Go.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "helpers.h"
#include "_cgo_export.h"

uint64_t ptxsim_thread_id(void) { return (uint64_t)pthread_self(); }

typedef void (*stream_callback)(void *stream, int status, void *user);
typedef void (*host_fn)(void *user);

void ptxsim_call_stream_callback(uintptr_t fn, uintptr_t stream, int status, uintptr_t arg) {
	((stream_callback)fn)((void *)stream, status, (void *)arg);
}

void ptxsim_call_host_fn(uintptr_t fn, uintptr_t arg) { ((host_fn)fn)((void *)arg); }

// Device printf goes through the program's own stdout stream, so that its
// order relative to the program's buffered printf output is CUDA's.
void ptxsim_stdout_write(const void *p, size_t n) {
	fwrite(p, 1, n, stdout);
	fflush(stdout);
}

void ptxsim_stderr_write(const void *p, size_t n) {
	fflush(stdout);
	fwrite(p, 1, n, stderr);
	fflush(stderr);
}

static void at_exit(void) { ptxsimAtExit(); }

void ptxsim_register_atexit(void) { atexit(at_exit); }
