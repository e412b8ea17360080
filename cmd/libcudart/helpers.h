// C helpers of ptxsim's libcudart (helpers.c): calls into the program's
// function pointers, its stdio, and the process exit hook.
#ifndef PTXSIM_HELPERS_H
#define PTXSIM_HELPERS_H
#include <stddef.h>
#include <stdint.h>

typedef struct { unsigned int x, y, z; } ptxsim_dim3;
struct ptxsim_channel_desc { int x, y, z, w, f; };
struct ptxsim_extent { size_t width, height, depth; };
struct ptxsim_pitched_ptr { void *ptr; size_t pitch, xsize, ysize; };

uint64_t ptxsim_thread_id(void);
void ptxsim_call_stream_callback(uintptr_t fn, uintptr_t stream, int status, uintptr_t arg);
void ptxsim_call_host_fn(uintptr_t fn, uintptr_t arg);
void ptxsim_stdout_write(const void *p, size_t n);
void ptxsim_stderr_write(const void *p, size_t n);
void ptxsim_register_atexit(void);
#endif
