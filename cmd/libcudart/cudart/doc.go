// Package cudart is the CUDA runtime API on ptxsim: what libcudart does for
// an nvcc-built program, with the simulated device in place of a GPU. The
// shared library in cmd/libcudart (cgo, -buildmode=c-shared) only converts
// C types and calls this package, which holds every semantic and is tested
// from Go directly.
//
// In: the calls a program makes through the runtime API, with host memory
// addresses as uintptr (the library runs inside the program, so host
// pointers are this process's addresses): fat-binary and kernel
// registration, launches with their argument pointers, memory, streams,
// events, device queries.
//
// Out: cudaError_t values with CUDA's semantics (launch errors at the
// launch, kernel faults as sticky asynchronous errors at the next
// synchronising call, a per-thread last error), results written to the
// caller's memory, device printf through a caller-supplied sink, simulated
// timings for events, per-launch profiles in timing mode.
//
// Memory model: device allocations live in ptxsim's global memory
// (Go-owned, not host-addressable, as on a GPU). Memory that host and
// device share through one pointer (cudaMallocHost, cudaHostAlloc,
// cudaMallocManaged, __managed__ variables) is mmap'd host memory placed at
// an address inside the device window, mapped into the simulated device at
// that same address (memsys MapExternal), so both sides read and write one
// copy; cudaHostRegister maps the caller's pages at their own address. At
// start the package reserves the device window in the process (PROT_NONE),
// so no host allocation can land on a device address and pointers can be
// told apart (cudaMemcpyDefault, cudaPointerGetAttributes).
//
// Execution model: every stream operation runs when it is issued, in issue
// order (a legal schedule of CUDA's stream semantics); a kernel fault is
// held back until the next call that synchronises with the device, then
// becomes the sticky error. The package is safe for concurrent use: one
// lock serialises the calls; host callbacks run outside it.
package cudart
